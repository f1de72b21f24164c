/* test-paper-kinds.c — the documents a secretary made by hand at an
 * event's desk: the sign-in list, a round's pairings, the final
 * classification, certificates and board signs, in English, Dutch and
 * German, from the core and from hammer-cli.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"
#include "serve/hammer-board-entry.h"
#include "test-paper-kinds-common.h"

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

  paper_kinds_add_player (f->store, "Ella Arends", "De Rappe Schijf", "NSB-0042");
  paper_kinds_add_player (f->store, "Wilhelmina Oosterhuis-Brandsma",
                          "Shuffleboardvereniging Oosterwolde-Zuid", "NSB-1370");
  event = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL, names,
                           1);
  /* Piet Dropout is the sixth entrant. */
  g_assert_true (hammer_events_withdraw_entrant (f->store, event, 6, &error));
  g_assert_no_error (error);

  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("sign-in-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *path = paper_kinds_render (f->store, event, HAMMER_SHEET_SIGN_IN, 0,
                                                  paper_kinds_languages[l], f->dir, file, &error);
      g_autofree char *text = NULL;

      g_assert_no_error (error);
      text = pdf_text (path);
      g_assert_cmpuint (pdf_pages (path), ==, 1);
      g_assert_nonnull (strstr (text, titles[l]));
      g_assert_cmpuint (paper_kinds_position (text, "Bram de Vries"), <,
                        paper_kinds_position (text, "Ella Arends"));
      g_assert_cmpuint (paper_kinds_position (text, "Ella Arends"), <,
                        paper_kinds_position (text, "Ëlla Bos"));
      g_assert_cmpuint (paper_kinds_position (text, "Ëlla Bos"), <,
                        paper_kinds_position (text, "Wilhelmina"));
      g_assert_cmpuint (paper_kinds_position (text, "Wilhelmina"), <,
                        paper_kinds_position (text, "Zoë Smit"));
      g_assert_nonnull (strstr (text, "Shuffleboardvereniging Oosterwolde-Zuid"));
      g_assert_nonnull (strstr (text, "NSB-0042"));
      g_assert_null (strstr (text, "Dropout"));
      paper_kinds_assert_whole (path);
    }

  big = store_new_event (f->store, "Big", "table", HAMMER_FORMAT_SWISS, 8, NULL,
                         (const char * const *) many, -1);
  {
    g_autofree char *path = paper_kinds_render (f->store, big, HAMMER_SHEET_SIGN_IN, 0, "nl",
                                                f->dir, "big.pdf", &error);
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
    paper_kinds_assert_whole (path);
  }
}

/* Points that are not whole, as a win worth 1.5 gives, are written with
 * the language's decimal mark. */
static void
test_pairings_fractions (StoreFixture  *f,
                         gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  const char *winners[] = { "Bert 1.5 1.5 Carla", "Bert 1,5 1,5 Carla", "Bert 1,5 1,5 Carla" };
  const char *losers[] = { "Anna 0 0 Dirk", "Anna 0 0 Dirk", "Anna 0 0 Dirk" };
  const char *worth[] = { "(a win 1.5, a draw 0.5, a bye 1.5)",
                          "(winst 1,5, gelijk 0,5, vrijloting 1,5)",
                          "(Sieg 1,5, Unentschieden 0,5, Freilos 1,5)" };
  g_autoptr(JsonNode) matches_node = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  JsonArray *matches;
  gint64 event;

  hammer_event_spec_init (&spec);
  spec.name = "Halves";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SWISS;
  spec.n_boards = 2;
  spec.match_points = "1.5,0.5,0";
  event = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, event, TRUE, 5, &error));
  matches_node = hammer_events_get_matches_json (f->store, event, &error);
  g_assert_no_error (error);
  matches = json_node_get_array (matches_node);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    store_record (f->store, event,
                  json_object_get_int_member (json_array_get_object_element (matches, i), "id"),
                  FIRST_WINS);

  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("halves-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *path = paper_kinds_render (f->store, event, HAMMER_SHEET_PAIRINGS, 2,
                                                  paper_kinds_languages[l], f->dir, file, &error);
      g_autofree char *text = NULL, *table = NULL, *row = NULL;

      g_assert_no_error (error);
      text = pdf_text (path);
      table = pdf_table_text (path);
      /* Both winners of round 1 bring 1.5 points into round 2, as the
       * event counts a win, not as the defaults would. */
      row = paper_kinds_row_of (table, "Bert");
      g_assert_nonnull (strstr (row, winners[l]));
      g_clear_pointer (&row, g_free);
      row = paper_kinds_row_of (table, "Anna");
      g_assert_nonnull (strstr (row, losers[l]));
      g_assert_nonnull (strstr (text, worth[l]));
      if (l > 0)
        g_assert_null (strstr (text, "1.5"));
      paper_kinds_assert_whole (path);
    }
}

/* A Swiss round's pairings show the points each brings into the round and
 * the board; a round not paired yet, or a knockout, is refused saying
 * why, from the core and from hammer-cli. */
static void
test_pairings (StoreFixture  *f,
               gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", "Els", "Frank", NULL };
  const char *titles[] = { "Pairings — round 2", "Indeling — ronde 2",
                           "Paarungen — Runde 2" };
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

  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      /* A board's default name, in the order of paper_kinds_languages. */
      static const char * const board_words[] = { "Board ", "Baan ", "Bahn " };
      g_autofree char *file = g_strdup_printf ("pairings-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *path = paper_kinds_render (f->store, event, HAMMER_SHEET_PAIRINGS, 2,
                                                  paper_kinds_languages[l], f->dir, file, &error);
      g_autofree char *text = NULL, *table = NULL;
      GHashTableIter iter;
      gpointer name, want;

      g_assert_no_error (error);
      text = pdf_text (path);
      table = pdf_table_text (path);
      g_assert_cmpuint (pdf_pages (path), ==, 1);
      g_assert_nonnull (strstr (text, titles[l]));
      /* Each name once, its points from round 1 beside it, and a board: a
       * default name, which the event stored in English, in the paper's
       * language. */
      g_hash_table_iter_init (&iter, points);
      while (g_hash_table_iter_next (&iter, &name, &want))
        {
          g_autofree char *row = paper_kinds_row_of (table, name);
          g_autofree char *mine = NULL;

          g_assert_cmpuint (count_in (text, name), ==, 1);
          /* "Board 1 7 Anna 2 0 Bert": a side's points stand beside it. */
          if (g_str_has_suffix (row, name))
            mine = g_strdup_printf ("%s %s", (char *) want, (char *) name);
          else
            mine = g_strdup_printf ("%s %s ", (char *) name, (char *) want);
          g_assert_nonnull (strstr (row, mine));
          g_assert_true (g_str_has_prefix (row, board_words[l]));
        }
      paper_kinds_assert_whole (path);
    }

  /* A round not paired yet. */
  g_assert_null (paper_kinds_render (f->store, event, HAMMER_SHEET_PAIRINGS, 3, "en", f->dir,
                                     "no.pdf", &error));
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
  /* The day as each language writes a date. */
  const char *where[] = { "November 28, 2026 · De Schuif", "28 november 2026 · De Schuif",
                          "28. November 2026 · De Schuif" };
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec spec;
  g_autoptr(GError) error = NULL;
  g_auto(CliRun) run = { 0 };
  g_autofree char *path = NULL, *text = NULL, *out = NULL;
  JsonArray *lines;
  gint64 event;

  paper_kinds_add_player (f->store, "Carla Mulder", "Crown & Anchor", "NSB-7");
  hammer_event_spec_init (&spec);
  spec.name = "Open";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_ROUND_ROBIN;
  spec.n_boards = 2;
  spec.date = "2026-11-28";
  spec.venue = "De Schuif";
  event = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, event, TRUE, 1, &error));
  store_record (f->store, event, store_first_ready (f->store, event), FIRST_WINS);
  path = paper_kinds_render (f->store, event, HAMMER_SHEET_CLASSIFICATION, 0, "en", f->dir,
                             "early.pdf", &error);
  g_assert_no_error (error);
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Classification Provisional: not every match has been played."));

  /* Not over: no certificates, from the core or from hammer-cli. */
  g_assert_null (paper_kinds_render (f->store, event, HAMMER_SHEET_CERTIFICATES, 0, "en", f->dir,
                                     "no.pdf", &error));
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

  paper_kinds_play_out (f->store, event);
  standings = hammer_events_get_standings_json (f->store, event, &error);
  g_assert_no_error (error);
  lines = json_node_get_array (standings);
  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("final-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *cert_file = g_strdup_printf ("cert-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *final = paper_kinds_render (f->store, event, HAMMER_SHEET_CLASSIFICATION, 0,
                                                   paper_kinds_languages[l], f->dir, file, &error);
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
          g_autofree char *row = paper_kinds_row_of (table, name);
          g_autofree char *want = g_strdup_printf ("%s %s",
                                                   json_object_get_string_member (line,
                                                                                  "place_label"),
                                                   name);

          g_assert_true (g_str_has_prefix (row, want));
          if (i > 0)
            {
              JsonObject *before = json_array_get_object_element (lines, i - 1);

              g_assert_cmpuint (paper_kinds_position (final_text,
                                                      json_object_get_string_member (before,
                                                                                     "name")),
                                <, paper_kinds_position (final_text, name));
            }
          if (g_str_equal (name, "Carla Mulder"))
            g_assert_nonnull (strstr (row, "Crown & Anchor"));
          awarded += json_object_get_int_member (line, "place") <= 3;
        }
      paper_kinds_assert_whole (final);

      certs = paper_kinds_render (f->store, event, HAMMER_SHEET_CERTIFICATES, 0,
                                  paper_kinds_languages[l], f->dir, cert_file, &error);
      g_assert_no_error (error);
      cert_text = pdf_text (certs);
      g_assert_cmpuint (pdf_pages (certs), ==, awarded);
      g_assert_cmpuint (count_in (cert_text, certificate[l]), >=, awarded);
      g_assert_nonnull (strstr (cert_text, first[l]));
      g_assert_nonnull (strstr (cert_text, where[l]));
      g_assert_null (strstr (cert_text, "2026-11-28"));
      g_assert_nonnull (strstr (cert_text, json_object_get_string_member (
                                  json_array_get_object_element (lines, 0), "name")));
      paper_kinds_assert_whole (certs);
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
  for (gint64 match; (match = paper_kinds_next_ready (f->store, event, NULL)) > 0;)
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
  path = paper_kinds_render (f->store, event, HAMMER_SHEET_CERTIFICATES, 0, "de", f->dir,
                             "classes.pdf", &error);
  g_assert_no_error (error);
  text = pdf_text (path);
  g_assert_cmpuint (expected, >, 3);
  g_assert_cmpuint (pdf_pages (path), ==, expected);
  g_assert_cmpuint (count_in (text, "Klasse A"), ==, 3);
  g_assert_cmpuint (count_in (text, "Klasse B"), ==, 3);
  paper_kinds_assert_whole (path);
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
  g_assert_null (paper_kinds_render (f->store, event, HAMMER_SHEET_BOARD_SIGNS, 0, "en", f->dir,
                                     "x.pdf", &error));
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
  paper_kinds_assert_whole (out);

  for (guint l = 1; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("signs-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *path = paper_kinds_render (f->store, event, HAMMER_SHEET_BOARD_SIGNS, 0,
                                                  paper_kinds_languages[l], f->dir, file, &error);
      g_autofree char *words = NULL;

      g_assert_no_error (error);
      words = pdf_text (path);
      /* The default name the event stored in English, in the sign's language. */
      g_assert_nonnull (strstr (words, l == 1 ? "Baan 2" : "Bahn 2"));
      g_assert_null (strstr (words, "Board 2"));
      g_assert_nonnull (strstr (words, l == 1 ? "Scan de code" : "Scannen Sie den Code"));
      paper_kinds_assert_whole (path);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, StoreFixture, NULL, store_fixture_set_up, func, store_fixture_tear_down)
  ADD ("/paper-kinds/sign-in", test_sign_in);
  ADD ("/paper-kinds/pairings", test_pairings);
  ADD ("/paper-kinds/pairings-fractions", test_pairings_fractions);
  ADD ("/paper-kinds/classification-and-certificates", test_classification_and_certificates);
  ADD ("/paper-kinds/certificates-by-class", test_certificates_by_class);
  ADD ("/paper-kinds/board-signs", test_board_signs);
#undef ADD

  return g_test_run ();
}
