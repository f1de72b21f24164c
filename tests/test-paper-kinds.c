/* test-paper-kinds.c — the documents a secretary made by hand: the sign-in
 * list, a round's pairings, the final classification, certificates and
 * board signs, in English, Dutch and German, from the core and from
 * hammer-cli. With HAMMER_SHEETS_KEEP=DIR the PDFs are kept there to be
 * looked at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"
#include "serve/hammer-board-entry.h"
#include "sheets/hammer-event-sheet-source.h"
#include "league/hammer-league-files.h"
#include "league/hammer-leagues.h"
#include "sheets/hammer-season-sheets.h"
#include "store/hammer-player.h"
#include "store/hammer-roster.h"
#include "test-common.h"

#define GAME_WON "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
                 "{\"points\": [3, 0]}]}"
#define GAME_LOST "{\"ends\": [{\"points\": [0, 4]}, {\"points\": [0, 4]}, " \
                  "{\"points\": [0, 4]}, {\"points\": [0, 3]}]}"
/* Side 0 wins, side 1 wins. */
#define FIRST_WINS "{\"games\": [" GAME_WON ", " GAME_WON "]}"
#define SECOND_WINS "{\"games\": [" GAME_LOST ", " GAME_LOST "]}"

static const char *const languages[] = { "en", "nl", "de" };

static void
add_player (HammerStore *store,
            const char  *name,
            const char  *club,
            const char  *licence)
{
  g_autoptr(HammerPlayer) player = hammer_player_new (name);
  g_autoptr(GError) error = NULL;

  hammer_player_set_club_name (player, club);
  hammer_player_set_licence (player, licence);
  hammer_roster_add_player (store, player, &error);
  g_assert_no_error (error);
}

/* Lays out @kind of @event_id in @language ("en", "nl", "de") as the print
 * dialog does, into @name in @dir; NULL and @error set when refused. */
static char *
render (HammerStore      *store,
        gint64            event_id,
        HammerSheetKind   kind,
        guint             round,
        const char       *language,
        const char       *dir,
        const char       *name,
        GError          **error)
{
  g_autoptr(HammerEventSheetSource) source = NULL;
  g_autofree char *path = g_build_filename (dir, name, NULL);
  HammerSheetOptions options;
  gboolean done;

  hammer_sheet_options_init (&options);
  options.kind = kind;
  options.round = round;
  hammer_i18n_set_thread_language (language);
  done = (source = hammer_event_sheet_source_new (store, event_id, kind, error)) != NULL &&
         hammer_event_sheet_source_write_file (source, &options, path, error);
  hammer_i18n_set_thread_language (NULL);
  if (done && g_getenv ("HAMMER_SHEETS_KEEP") != NULL)
    {
      g_autofree char *contents = NULL;
      g_autofree char *copy = g_build_filename (g_getenv ("HAMMER_SHEETS_KEEP"), name, NULL);
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (copy, contents, length, NULL));
    }
  return done ? g_steal_pointer (&path) : NULL;
}

/* The PDF at @path has no cut word and nothing under 7 points. */
static void
assert_whole (const char *path)
{
  g_autoptr(GPtrArray) words = pdf_words (path);

  pdf_words_assert_whole (words);
  g_assert_cmpfloat (pdf_words_min_height (words), >=, 7.0);
}

/* Where @needle first stands in @text, failing when it does not. */
static gsize
position (const char *text,
          const char *needle)
{
  const char *found = strstr (text, needle);

  if (found == NULL)
    g_error ("“%s” is not in “%s”", needle, text);
  return (gsize) (found - text);
}

/* The sign-in list: everyone, sorted as people look names up (accents
 * beside their letters), with club and licence, those who withdrew left
 * out, and blank lines for late entries; sixty entrants run on over pages
 * that each say what they continue. */
static void
test_sign_in (StoreFixture  *f,
              gconstpointer  data)
{
  const char *names[] = { "Zoë Smit", "Ëlla Bos", "Ella Arends", "Bram de Vries",
                          "Wilhelmina Oosterhuis-Brandsma", "Piet Dropout", NULL };
  const char *titles[] = { "Sign-in list", "Presentielijst", "Anwesenheitsliste" };
  g_auto(GStrv) many = numbered_names ("Speler", 60);
  g_autoptr(GError) error = NULL;
  gint64 event, big;

  add_player (f->store, "Ella Arends", "De Rappe Schijf", "NSB-0042");
  add_player (f->store, "Wilhelmina Oosterhuis-Brandsma",
              "Shuffleboardvereniging Oosterwolde-Zuid", "NSB-1370");
  event = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL, names,
                           1);
  /* Piet Dropout is the sixth entrant. */
  g_assert_true (hammer_events_withdraw_entrant (f->store, event, 6, &error));
  g_assert_no_error (error);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("sign-in-%s.pdf", languages[l]);
      g_autofree char *path = render (f->store, event, HAMMER_SHEET_SIGN_IN, 0, languages[l],
                                      f->dir, file, &error);
      g_autofree char *text = NULL;

      g_assert_no_error (error);
      text = pdf_text (path);
      g_assert_cmpuint (pdf_pages (path), ==, 1);
      g_assert_nonnull (strstr (text, titles[l]));
      g_assert_cmpuint (position (text, "Bram de Vries"), <, position (text, "Ella Arends"));
      g_assert_cmpuint (position (text, "Ella Arends"), <, position (text, "Ëlla Bos"));
      g_assert_cmpuint (position (text, "Ëlla Bos"), <, position (text, "Wilhelmina"));
      g_assert_cmpuint (position (text, "Wilhelmina"), <, position (text, "Zoë Smit"));
      g_assert_nonnull (strstr (text, "Shuffleboardvereniging Oosterwolde-Zuid"));
      g_assert_nonnull (strstr (text, "NSB-0042"));
      g_assert_null (strstr (text, "Dropout"));
      assert_whole (path);
    }

  big = store_new_event (f->store, "Big", "table", HAMMER_FORMAT_SWISS, 8, NULL,
                         (const char * const *) many, -1);
  {
    g_autofree char *path = render (f->store, big, HAMMER_SHEET_SIGN_IN, 0, "nl", f->dir,
                                    "big.pdf", &error);
    g_autofree char *text = NULL;
    guint pages;

    g_assert_no_error (error);
    text = pdf_text (path);
    pages = pdf_pages (path);
    g_assert_cmpuint (pages, >=, 2);
    g_assert_cmpuint (count_in (text, "Presentielijst (vervolg)"), ==, pages - 1);
    g_assert_nonnull (strstr (text, "Speler 01"));
    g_assert_nonnull (strstr (text, "Speler 60"));
    g_assert_nonnull (strstr (text, "60 deelnemers"));
    assert_whole (path);
  }
}

/* The row of @text (pdf_table_text()) that holds @name. */
static char *
row_of (const char *text,
        const char *name)
{
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (strstr (lines[i], name) != NULL)
      return text_normalise (lines[i]);
  g_error ("No row holds “%s”", name);
}

/* A Swiss round's pairings show the points each brings into the round and
 * the board; a round not paired yet, or a knockout, is refused saying
 * why, from the core and from hammer-cli. */
static void
test_pairings (StoreFixture  *f,
               gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", "Els", "Frank", NULL };
  const char *titles[] = { "Pairings — round 2", "Indeling — ronde 2", "Paarungen — Runde 2" };
  g_autoptr(JsonNode) matches_node = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  g_autofree char *refused = NULL, *out = NULL, *cut = NULL;
  g_autoptr(GHashTable) points = g_hash_table_new (g_str_hash, g_str_equal);
  JsonArray *matches;
  gint64 event, knockout;

  event = store_new_event (f->store, "Swiss", "table", HAMMER_FORMAT_SWISS, 3,
                           "{\"best_of\": 3}", names, 5);
  /* Round 1: the first side wins each match. */
  matches_node = hammer_events_get_matches_json (f->store, event, &error);
  g_assert_no_error (error);
  matches = json_node_get_array (matches_node);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *sides_names = json_object_get_array_member (match, "names");

      store_record (f->store, event, json_object_get_int_member (match, "id"), FIRST_WINS);
      g_hash_table_insert (points, (gpointer) g_intern_string (
                             json_array_get_string_element (sides_names, 0)), "2");
      g_hash_table_insert (points, (gpointer) g_intern_string (
                             json_array_get_string_element (sides_names, 1)), "0");
    }

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("pairings-%s.pdf", languages[l]);
      g_autofree char *path = render (f->store, event, HAMMER_SHEET_PAIRINGS, 2, languages[l],
                                      f->dir, file, &error);
      g_autofree char *text = NULL, *table = NULL;
      GHashTableIter iter;
      gpointer name, want;

      g_assert_no_error (error);
      text = pdf_text (path);
      table = pdf_table_text (path);
      g_assert_cmpuint (pdf_pages (path), ==, 1);
      g_assert_nonnull (strstr (text, titles[l]));
      /* Each name once, its points from round 1 beside it, and a board (by
       * the name the event gave it, in English here). */
      g_hash_table_iter_init (&iter, points);
      while (g_hash_table_iter_next (&iter, &name, &want))
        {
          g_autofree char *row = row_of (table, name);
          g_autofree char *mine = NULL;

          g_assert_cmpuint (count_in (text, name), ==, 1);
          /* "Board 1 7 Anna 2 0 Bert": a side's points stand beside it. */
          if (g_str_has_suffix (row, name))
            mine = g_strdup_printf ("%s %s", (char *) want, (char *) name);
          else
            mine = g_strdup_printf ("%s %s ", (char *) name, (char *) want);
          g_assert_nonnull (strstr (row, mine));
          g_assert_true (g_str_has_prefix (row, "Board "));
        }
      assert_whole (path);
    }

  /* A round not paired yet. */
  g_assert_null (render (f->store, event, HAMMER_SHEET_PAIRINGS, 3, "en", f->dir, "no.pdf",
                         &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "no round 3"));
  g_clear_error (&error);

  out = g_build_filename (f->dir, "cli.pdf", NULL);
  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind",
           "pairings", "--round", "5", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "There is no round 5: the event has paired rounds 1 to 2"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  cli_run_clear (&run);

  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind",
           "pairings", "--board", "1", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--board and --filled go with --kind score-sheets"));
  cli_run_clear (&run);

  /* Without --round: every round paired so far, each from a page of its own. */
  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind",
           "pairings", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (pdf_pages (out), ==, 2);
  cut = pdf_text (out);
  g_assert_nonnull (strstr (cut, "Pairings — round 1 The first round: nobody has points yet."));
  g_assert_nonnull (strstr (cut, "Pairings — round 2 Points so far: after round 1"));
  cli_run_clear (&run);

  knockout = store_new_event (f->store, "Cup", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL,
                              names, 1);
  refused = g_strdup_printf ("%" G_GINT64_FORMAT, knockout);
  cli_run (&run, f->path, NULL, "export", "--event", refused, "--format", "pdf", "--kind",
           "pairings", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Pairings are printed for Swiss and round robin events"));
  g_assert_nonnull (strstr (run.out, "\"invalid\""));
}

/* The id of a match of @event ready to play, or 0 when none is; and the
 * side of it entered first, in @first. */
static gint64
next_ready (HammerStore *store,
            gint64       event,
            guint       *first)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (store, event, &error);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      JsonArray *sides = json_object_get_array_member (match, "sides");

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0)
        continue;
      if (first != NULL)
        *first = json_array_get_int_element (sides, 0) < json_array_get_int_element (sides, 1)
                 ? 0 : 1;
      return json_object_get_int_member (match, "id");
    }
  return 0;
}

/* Plays every match of @event: the entrant entered first wins, so that
 * the order of entry is the order of the places. */
static void
play_out (HammerStore *store,
          gint64       event)
{
  gint64 match;
  guint first = 0;

  while ((match = next_ready (store, event, &first)) > 0)
    store_record (store, event, match, first == 0 ? FIRST_WINS : SECOND_WINS);
}

/* The classification gives every place with the club, provisional until
 * every match is played; certificates come once it is over, one a page
 * for each of the first three, and say their place in words. */
static void
test_classification_and_certificates (StoreFixture  *f,
                                      gconstpointer  data)
{
  const char *names[] = { "Anna Visser", "Bert de Jong", "Carla Mulder", "Dirk Post",
                          "Els Kok", NULL };
  const char *finals[] = { "Final classification", "Eindklassement", "Endklassement" };
  const char *certificate[] = { "Certificate", "Oorkonde", "Urkunde" };
  const char *first[] = { "First place", "Eerste plaats", "Erster Platz" };
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  g_autofree char *path = NULL, *text = NULL, *out = NULL;
  JsonArray *lines;
  gint64 event;

  add_player (f->store, "Carla Mulder", "Crown & Anchor", "NSB-7");
  event = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL, names,
                           1);
  store_record (f->store, event, store_first_ready (f->store, event), FIRST_WINS);
  path = render (f->store, event, HAMMER_SHEET_CLASSIFICATION, 0, "en", f->dir, "early.pdf",
                 &error);
  g_assert_no_error (error);
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Classification Provisional: not every match has been played."));

  /* Not over: no certificates, from the core or from hammer-cli. */
  g_assert_null (render (f->store, event, HAMMER_SHEET_CERTIFICATES, 0, "en", f->dir, "no.pdf",
                         &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  out = g_build_filename (f->dir, "cli.pdf", NULL);
  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind",
           "certificates", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Certificates are printed once every match of the event "
                                     "has been played"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  cli_run_clear (&run);

  play_out (f->store, event);
  standings = hammer_events_get_standings_json (f->store, event, &error);
  g_assert_no_error (error);
  lines = json_node_get_array (standings);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("final-%s.pdf", languages[l]);
      g_autofree char *cert_file = g_strdup_printf ("cert-%s.pdf", languages[l]);
      g_autofree char *final = render (f->store, event, HAMMER_SHEET_CLASSIFICATION, 0,
                                       languages[l], f->dir, file, &error);
      g_autofree char *certs = NULL, *final_text = NULL, *cert_text = NULL;
      g_autofree char *table = NULL;
      guint awarded = 0;

      g_assert_no_error (error);
      final_text = pdf_text (final);
      table = pdf_table_text (final);
      g_assert_nonnull (strstr (final_text, finals[l]));
      g_assert_null (strstr (final_text, "Provisional"));
      /* Every place, in order, the club beside its player. */
      for (guint i = 0; i < json_array_get_length (lines); i++)
        {
          JsonObject *line = json_array_get_object_element (lines, i);
          const char *name = json_object_get_string_member (line, "name");
          g_autofree char *row = row_of (table, name);
          g_autofree char *want = g_strdup_printf ("%s %s",
                                                   json_object_get_string_member (line,
                                                                                  "place_label"),
                                                   name);

          g_assert_true (g_str_has_prefix (row, want));
          if (i > 0)
            g_assert_cmpuint (position (final_text,
                                        json_object_get_string_member (
                                          json_array_get_object_element (lines, i - 1), "name")),
                              <, position (final_text, name));
          if (g_str_equal (name, "Carla Mulder"))
            g_assert_nonnull (strstr (row, "Crown & Anchor"));
          awarded += json_object_get_int_member (line, "place") <= 3;
        }
      assert_whole (final);

      certs = render (f->store, event, HAMMER_SHEET_CERTIFICATES, 0, languages[l], f->dir,
                      cert_file, &error);
      g_assert_no_error (error);
      cert_text = pdf_text (certs);
      g_assert_cmpuint (pdf_pages (certs), ==, awarded);
      g_assert_cmpuint (count_in (cert_text, certificate[l]), >=, awarded);
      g_assert_nonnull (strstr (cert_text, first[l]));
      g_assert_nonnull (strstr (cert_text, json_object_get_string_member (
                                  json_array_get_object_element (lines, 0), "name")));
      assert_whole (certs);
    }
}

/* A sjoelbak series with classes: certificates for the first three
 * overall and for the first three of each class. */
static void
test_certificates_by_class (StoreFixture  *f,
                            gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Sjoeler", 8);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autofree char *path = NULL, *text = NULL;
  JsonArray *lines;
  guint expected = 0;
  gint64 event;
  HammerEventSpec spec;
  g_autoptr(GArray) ids = NULL;

  for (guint i = 0; i < 8; i++)
    {
      g_autoptr(HammerPlayer) player = hammer_player_new (names[i]);

      hammer_player_set_average (player, i < 4 ? 120 : 90);
      hammer_roster_add_player (f->store, player, &error);
      g_assert_no_error (error);
    }
  hammer_event_spec_init (&spec);
  spec.name = "Series";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.n_boards = 2;
  spec.classes = "A=110,B=0";
  event = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event, (const char * const *) names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, event, TRUE, 1, &error));
  for (gint64 match; (match = next_ready (f->store, event, NULL)) > 0;)
    {
      g_autoptr(GString) card = g_string_new ("{\"games\": [");

      for (guint g = 0; g < 10; g++)
        g_string_append_printf (card, "%s{\"ends\": [{\"counts\": [[%u, 3, 3, 3]]}]}",
                                g > 0 ? ", " : "", (guint) (match % 7));
      g_string_append (card, "]}");
      store_record (f->store, event, match, card->str);
    }
  standings = hammer_events_get_standings_json (f->store, event, &error);
  g_assert_no_error (error);
  lines = json_node_get_array (standings);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      expected += json_object_get_int_member (line, "place") <= 3;
      expected += json_object_has_member (line, "class_place") &&
                  json_object_get_int_member (line, "class_place") <= 3;
    }
  path = render (f->store, event, HAMMER_SHEET_CERTIFICATES, 0, "de", f->dir, "classes.pdf",
                 &error);
  g_assert_no_error (error);
  text = pdf_text (path);
  g_assert_cmpuint (expected, >, 3);
  g_assert_cmpuint (pdf_pages (path), ==, expected);
  g_assert_cmpuint (count_in (text, "Klasse A"), ==, 3);
  g_assert_cmpuint (count_in (text, "Klasse B"), ==, 3);
  assert_whole (path);
}

/* Board signs: refused until the hall is served where phones reach it,
 * then one page a board whose code a phone reads as that board's page. */
static void
test_board_signs (StoreFixture  *f,
                  gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) entry = NULL;
  g_autofree char *out = g_build_filename (f->dir, "signs.pdf", NULL);
  g_autofree char *text = NULL;
  JsonArray *keys;
  gint64 event;

  event = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 3, NULL,
                           names, 1);
  g_assert_false (hammer_sheets_boards_have_urls (f->store, event));
  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind",
           "board-signs", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "serve the hall on the local network first"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  cli_run_clear (&run);

  /* Served on loopback: no phone reaches it. */
  entry = hammer_board_entry_ensure (f->store, event, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_board_entry_set_url (f->store, event, "http://127.0.0.1:8080/", &error));
  g_assert_false (hammer_sheets_boards_have_urls (f->store, event));
  g_assert_null (render (f->store, event, HAMMER_SHEET_BOARD_SIGNS, 0, "en", f->dir, "x.pdf",
                         &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_true (hammer_board_entry_set_url (f->store, event, "http://10.0.0.5:8080/", &error));
  g_assert_true (hammer_sheets_boards_have_urls (f->store, event));
  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind",
           "board-signs", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (pdf_pages (out), ==, 3);
  text = pdf_text (out);
  keys = hammer_json_array (json_node_get_object (entry), "boards");
  for (guint b = 0; b < 3; b++)
    {
      g_auto(GStrv) codes = pdf_qr_codes (out, b + 1, 100);
      g_autofree char *want = g_strdup_printf ("http://10.0.0.5:8080/board/%u?key=%s", b + 1,
                                               hammer_json_string (
                                                 hammer_json_element_object (keys, b), "key"));
      g_autofree char *title = g_strdup_printf ("Board %u", b + 1);

      g_assert_cmpuint (g_strv_length (codes), ==, 1);
      g_assert_cmpstr (codes[0], ==, want);
      g_assert_nonnull (strstr (text, title));
    }
  assert_whole (out);

  for (guint l = 1; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("signs-%s.pdf", languages[l]);
      g_autofree char *path = render (f->store, event, HAMMER_SHEET_BOARD_SIGNS, 0, languages[l],
                                      f->dir, file, &error);
      g_autofree char *words = NULL;

      g_assert_no_error (error);
      words = pdf_text (path);
      g_assert_nonnull (strstr (words, "Board 2"));
      g_assert_nonnull (strstr (words, l == 1 ? "Scan de code" : "Scannen Sie den Code"));
      assert_whole (path);
    }
}

/* The cell of @text's row holding @name at @column (0-based), cells
 * split on single spaces: names here are one word. */
static char *
cell_of (const char *table,
         const char *name,
         guint       column)
{
  g_autofree char *row = row_of (table, name);
  g_auto(GStrv) cells = g_strsplit (row, " ", -1);

  g_assert_cmpuint (g_strv_length (cells), >, column);
  return g_strdup (cells[column]);
}

/* The timetable: the matches on the boards end as the boards estimate,
 * the next round starts when the boards come free; refused once all is
 * played, or for a series, which plays on cards. */
static void
test_timetable (StoreFixture  *f,
                gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", "Els", "Frank", NULL };
  const char *titles[] = { "Timetable", "Tijdschema", "Zeitplan" };
  g_autoptr(GDateTime) ten = g_date_time_new_local (2026, 11, 28, 10, 0, 0);
  g_autoptr(GDateTime) later = g_date_time_add_minutes (ten, 7);
  g_autoptr(JsonNode) boards = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  g_autofree char *out = g_build_filename (f->dir, "tt.pdf", NULL);
  g_autofree char *estimate = NULL, *series_id = NULL;
  g_autoptr(GDateTime) estimated = NULL, local = NULL;
  JsonObject *board;
  gint64 event, series;

  clock_fix (ten);
  /* Six on two boards; board 1's match called at 10:07, board 2's waits. */
  event = store_new_event (f->store, "Cup", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL,
                           names, 1);
  clock_fix (later);
  g_assert_true (hammer_events_call_board (f->store, event, 1, &error));
  g_assert_no_error (error);
  boards = hammer_events_get_boards_json (f->store, event, &error);
  g_assert_no_error (error);
  board = hammer_json_element_object (hammer_json_array (json_node_get_object (boards), "boards"),
                                      0);
  estimated = g_date_time_new_from_iso8601 (hammer_json_string (board, "estimated_end"), NULL);
  local = g_date_time_to_local (estimated);
  estimate = g_date_time_format (local, "%H:%M");

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("timetable-%s.pdf", languages[l]);
      g_autofree char *path = render (f->store, event, HAMMER_SHEET_TIMETABLE, 0, languages[l],
                                      f->dir, file, &error);
      g_autofree char *text = NULL, *table = NULL;
      g_autoptr(GPtrArray) starts = g_ptr_array_new_with_free_func (g_free);
      JsonArray *first = hammer_json_array (hammer_json_object (board, "match"), "names");
      g_autofree char *first_start = NULL, *first_end = NULL;

      g_assert_no_error (error);
      text = pdf_text (path);
      table = pdf_table_text (path);
      g_assert_nonnull (strstr (text, titles[l]));
      g_assert_nonnull (strstr (text, "10:07"));
      /* Board 1's match: called at 10:07, ending when its board says. */
      first_start = cell_of (table, json_array_get_string_element (first, 0), 0);
      first_end = cell_of (table, json_array_get_string_element (first, 0), 1);
      g_assert_cmpstr (first_start, ==, "10:07");
      g_assert_cmpstr (first_end, ==, estimate);
      /* Its winner's next match starts no earlier. */
      g_assert_nonnull (strstr (text, l == 0 ? "W of M1" : l == 1 ? "Winnaar M1" : "Sieger M1"));
      assert_whole (path);
    }

  play_out (f->store, event);
  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind",
           "timetable", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "Every match has been played"));
  cli_run_clear (&run);

  series = store_new_event (f->store, "Series", "sjoelbak", HAMMER_FORMAT_SERIES, 2, NULL, names,
                            1);
  series_id = g_strdup_printf ("%" G_GINT64_FORMAT, series);
  cli_run (&run, f->path, NULL, "export", "--event", series_id, "--format", "pdf", "--kind",
           "timetable", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "A timetable is made for matches called to boards"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
  clock_release ();
}

/* On A3, a bracket of 64 opens with the whole draw on one landscape page,
 * every entrant on it, before the paged bracket that A4 prints alone. */
static void
test_bracket_overview (StoreFixture  *f,
                       gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Wilhelmina Oosterhuis-Brandsma", 64);
  g_autofree char *a4 = g_build_filename (f->dir, "a4.pdf", NULL);
  g_autofree char *a3 = g_build_filename (f->dir, "a3.pdf", NULL);
  g_autofree char *first = g_build_filename (f->dir, "first.txt", NULL);
  g_autofree char *size = NULL, *text = NULL, *page_one = NULL, *command = NULL;
  g_auto(CliRun) run = { 0 };
  guint a4_pages;

  store_new_event (f->store, "Open", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 8, NULL,
                   (const char * const *) names, 1);
  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind", "bracket",
           "--output", a4, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  text = pdf_text (a4);
  g_assert_null (strstr (text, "Bracket overview"));
  a4_pages = pdf_pages (a4);
  g_clear_pointer (&text, g_free);

  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind", "bracket",
           "--paper", "a3", "--output", a3, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  size = pdf_page_size (a3);
  g_assert_nonnull (strstr (size, "1190.55 x 841.89"));
  g_assert_cmpuint (pdf_pages (a3), >=, 2);
  g_assert_cmpuint (pdf_pages (a3), <=, a4_pages + 1);
  /* Page one: the overview, with all 64. */
  command = g_strdup_printf ("pdftotext -f 1 -l 1 '%s' '%s'", a3, first);
  g_assert_true (g_spawn_command_line_sync (command, NULL, NULL, NULL, NULL));
  g_assert_true (g_file_get_contents (first, &page_one, NULL, NULL));
  text = text_normalise (page_one);
  g_assert_true (g_str_has_prefix (text, "Open Bracket overview"));
  /* Names wrap after their hyphen, which pdftotext reads as a word broken
   * in two: “OosterhuisBrandsma 07”. */
  for (guint i = 0; i < 64; i++)
    g_assert_nonnull (strstr (text, names[i] + strlen ("Wilhelmina Oosterhuis-")));
  assert_whole (a3);

  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind", "bracket",
           "--paper", "a2", "--output", a3, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "“a2” is not a paper size; use a4, a3 or letter"));
}

/* A league's rosters: every team with its club and players, numbered,
 * with spare lines; refused for a league without teams. */
static void
test_league_rosters (StoreFixture  *f,
                     gconstpointer  data)
{
  const char *a[] = { "Anna Bos", "Bert Kok", "Cor van den Heuvel-Smit", NULL };
  const char *b[] = { "Dirk Mol", "Eva Post", NULL };
  const char *titles[] = { "Played", "Gespeeld", "Gespielt" };
  g_autofree char *out = g_build_filename (f->dir, "rosters.pdf", NULL);
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  HammerLeagueSpec spec;
  gint64 league, empty;

  hammer_league_spec_init (&spec);
  spec.name = "Wintercompetitie";
  spec.rules = "table";
  spec.start_date = "2026-09-14";
  spec.format = "2x1";
  league = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "De Schijvers", "De Rappe Schijf", a,
                           &error);
  g_assert_no_error (error);
  hammer_leagues_add_team (f->store, league, NULL, "Tafel Tien", NULL, b, &error);
  g_assert_no_error (error);
  spec.name = "Leeg";
  empty = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);

  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *text = NULL, *table = NULL, *row = NULL;
      hammer_i18n_set_thread_language (languages[l]);
      {
        g_auto(HammerLeagueSheetSource) source = { NULL };
        HammerLeagueSheetOptions options;

        hammer_league_sheet_options_init (&options);
        options.kind = HAMMER_LEAGUE_SHEET_ROSTERS;
        g_assert_true (hammer_leagues_sheet_source (f->store, league, options.kind, 0, 0,
                                                    &source, &error));
        g_assert_no_error (error);
        g_assert_true (hammer_league_sheets_render_to_file (source.league, source.fixtures,
                                                            source.table, source.forms,
                                                            &options, out, &error));
        g_assert_no_error (error);
      }
      hammer_i18n_set_thread_language (NULL);
      text = pdf_text (out);
      table = pdf_table_text (out);
      g_assert_nonnull (strstr (text, "De Schijvers De Rappe Schijf"));
      g_assert_nonnull (strstr (text, "Tafel Tien"));
      g_assert_nonnull (strstr (text, titles[l]));
      row = row_of (table, "Cor van den Heuvel-Smit");
      g_assert_true (g_str_has_prefix (row, "3 Cor van den Heuvel-Smit"));
      g_assert_cmpuint (position (text, "Anna Bos"), <, position (text, "Tafel Tien"));
      g_assert_cmpuint (position (text, "Tafel Tien"), <, position (text, "Dirk Mol"));
      assert_whole (out);
    }

  cli_run (&run, f->path, NULL, "season", "export", "--league", "1", "--format", "pdf",
           "--kind", "rosters", "--output", out, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  {
    g_autofree char *empty_id = g_strdup_printf ("%" G_GINT64_FORMAT, empty);

    cli_run (&run, f->path, NULL, "season", "export", "--league", empty_id, "--format", "pdf",
             "--kind", "rosters", "--output", out, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "The league has no teams yet"));
  }
}

/* A side still to be decided is worded alike in a bracket and in the
 * timetable, in each language: the winner or the loser of a match. */
static void
test_feeder_marks (StoreFixture  *f,
                   gconstpointer  data)
{
  const char *names[] = { "Anna", "Bram", "Cor", "Dirk", NULL };
  const char *winners[] = { "W of M", "Winnaar M", "Sieger M" };
  const char *losers[] = { "L of M", "Verliezer M", "Verlierer M" };
  g_autoptr(GError) error = NULL;
  gint64 event;

  event = store_new_event (f->store, "Dubbel", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 2,
                           NULL, names, 1);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("marks-%s.pdf", languages[l]);
      g_autofree char *path = render (f->store, event, HAMMER_SHEET_BRACKET, 0, languages[l],
                                      f->dir, file, &error);
      g_autofree char *text = NULL;

      g_assert_no_error (error);
      text = pdf_text (path);
      g_assert_nonnull (strstr (text, winners[l]));
      g_assert_nonnull (strstr (text, losers[l]));
    }
}

int
main (int    argc,
      char **argv)
{
  /* The timetable's clock times, the same wherever the test runs. */
  g_setenv ("TZ", "UTC", TRUE);
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, StoreFixture, NULL, store_fixture_set_up, func, store_fixture_tear_down)
  ADD ("/paper-kinds/sign-in", test_sign_in);
  ADD ("/paper-kinds/pairings", test_pairings);
  ADD ("/paper-kinds/classification-and-certificates", test_classification_and_certificates);
  ADD ("/paper-kinds/certificates-by-class", test_certificates_by_class);
  ADD ("/paper-kinds/board-signs", test_board_signs);
  ADD ("/paper-kinds/timetable", test_timetable);
  ADD ("/paper-kinds/bracket-overview", test_bracket_overview);
  ADD ("/paper-kinds/league-rosters", test_league_rosters);
  ADD ("/paper-kinds/feeder-marks", test_feeder_marks);
#undef ADD

  return g_test_run ();
}
