/* test-sheets.c — the printed documents, read back with poppler's tools
 *
 * Every document is rendered from an event built through the store, then
 * pdftotext and pdfinfo say what a reader would find in it. With
 * HAMMER_SHEETS_KEEP=DIR the PDFs are kept there to be looked at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

#include "events/hammer-events.h"
#include "hammer-error.h"
#include "sheets/hammer-event-sheet-source.h"
#include "sheets/hammer-sheets.h"
#include "store/hammer-player.h"
#include "test-common.h"
#include "test-cli-events.h"

typedef struct
{
  char        *dir;
  HammerStore *store;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  f->dir = g_dir_make_tmp ("hammer-sheets-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (f->dir, "hammer.db", NULL);
  f->store = hammer_store_open (path, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  g_clear_object (&f->store);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
}

static gint64
new_event (Fixture      *f,
           const char   *rules,
           HammerFormat  format,
           guint         n_entrants,
           guint         n_boards)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec spec;
  gint64 id;

  hammer_event_spec_init (&spec);
  spec.name = "Najaarstoernooi Sjoelclub De Schuif";
  spec.rules = rules;
  spec.format = format;
  spec.n_boards = n_boards;
  spec.date = "2026-11-21";
  spec.venue = "Dorpshuis Oosterend";
  id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);

  /* Names of different lengths, so that the cells are tried. */
  for (guint i = 0; i < n_entrants; i++)
    g_ptr_array_add (names, i % 3 == 0 ? g_strdup_printf ("Player %03u", i + 1)
                            : i % 3 == 1 ? g_strdup_printf ("Jansen %03u", i + 1)
                                         : g_strdup_printf ("de Vries-Bakker %03u", i + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_events_add_entrants (f->store, id, (const char *const *) names->pdata, &error);
  g_assert_no_error (error);
  hammer_events_draw (f->store, id, TRUE, 7, &error);
  g_assert_no_error (error);
  return id;
}

/* Table plays best of three: two games of 15–2 win the match. */
#define GAME_15_2 "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [0, 2]}, " \
                  "{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [3, 0]}]}"
#define TWO_GAMES "{\"games\": [" GAME_15_2 ", " GAME_15_2 "]}"

/* Records @input for every match of the event that is ready, round after
 * round, until none is left. */
static void
play_all (Fixture    *f,
          gint64      event_id,
          const char *input)
{
  gboolean played;

  do
    {
      g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, event_id, NULL);
      JsonArray *array = json_node_get_array (matches);

      played = FALSE;
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonObject *match = json_array_get_object_element (array, i);
          g_autoptr(JsonNode) in = test_parse_json (input);
          g_autoptr(JsonNode) out = NULL;
          g_autoptr(GError) error = NULL;

          if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0)
            continue;
          out = hammer_events_record_result (f->store, event_id,
                                             json_object_get_int_member (match, "id"), in, FALSE, &error);
          g_assert_no_error (error);
          played = TRUE;
        }
    }
  while (played);
}

/* Renders a document into the fixture's folder and returns its path. */
static char *
render (Fixture                  *f,
        gint64                    event_id,
        const HammerSheetOptions *options,
        const char               *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = hammer_events_export (f->store, event_id, &error);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, event_id, &error);
  g_autoptr(JsonNode) standings = hammer_events_get_standings_json (f->store, event_id, &error);
  char *path = g_build_filename (f->dir, name, NULL);
  const char *keep = g_getenv ("HAMMER_SHEETS_KEEP");

  g_assert_no_error (error);
  hammer_sheets_render_to_file (document, matches, standings, options, path, &error);
  g_assert_no_error (error);
  if (keep != NULL)
    {
      g_autofree char *contents = NULL;
      g_autofree char *copy = g_build_filename (keep, name, NULL);
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (copy, contents, length, NULL));
    }
  return path;
}

static gboolean
have_poppler (void)
{
  g_autofree char *tool = g_find_program_in_path ("pdftotext");
  g_autofree char *info = g_find_program_in_path ("pdfinfo");

  /* build-aux/install-deps.sh installs them; a test never skips itself. */
  if (tool == NULL || info == NULL)
    {
      g_test_fail_printf ("pdftotext and pdfinfo (poppler-utils) are needed");
      return FALSE;
    }
  return TRUE;
}

static void
test_standings_round_robin (Fixture       *f,
                            gconstpointer  data)
{
  HammerSheetOptions options;
  g_autoptr(JsonNode) standings = NULL;
  g_autofree char *path = NULL, *text = NULL;
  const char *last = NULL;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "table", HAMMER_FORMAT_ROUND_ROBIN, 5, 2);
  play_all (f, id, TWO_GAMES);

  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_STANDINGS;
  path = render (f, id, &options, "standings.pdf");
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Standings"));
  g_assert_nonnull (strstr (text, "Najaarstoernooi"));
  /* The footer counts the pages there are, however many a typeface makes. */
  {
    g_autofree char *footer = g_strdup_printf ("Page 1 of %u", pdf_pages (path));

    g_assert_nonnull (strstr (text, footer));
  }

  /* Nothing on the page is set smaller than 7 pt (a word box of poppler is
   * about 1.2 times the type size, descenders included). */
  {
    g_autoptr(GPtrArray) words = pdf_words (path);

    g_assert_cmpuint (words->len, >, 20);
    g_assert_cmpint (pdf_words_find (words, "Najaarstoernooi"), >=, 0);
    g_assert_cmpfloat (pdf_words_min_height (words), >=, 7.0);
  }

  /* All five, in the order of the standings. */
  standings = hammer_events_get_standings_json (f->store, id, NULL);
  last = text;
  for (guint i = 0; i < 5; i++)
    {
      JsonObject *entry = json_array_get_object_element (json_node_get_array (standings), i);
      const char *at = strstr (text, json_object_get_string_member (entry, "name"));

      g_assert_nonnull (at);
      g_assert_true (at >= last);
      last = at;
    }
}

/* Places shared in the standings (the losers of a round of a knockout)
 * print as the app shows them, "5=", and a place of one alone plainly. */
static void
test_standings_shared_places (Fixture       *f,
                              gconstpointer  data)
{
  HammerSheetOptions options;
  g_autoptr(JsonNode) standings = NULL;
  g_autofree char *path = NULL, *text = NULL, *marked = NULL;
  JsonArray *array;
  gint64 shared = 0;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 8, 4);
  play_all (f, id, TWO_GAMES);

  standings = hammer_events_get_standings_json (f->store, id, NULL);
  array = json_node_get_array (standings);
  for (guint i = 1; i < json_array_get_length (array) && shared == 0; i++)
    if (json_object_get_int_member (json_array_get_object_element (array, i), "place") ==
        json_object_get_int_member (json_array_get_object_element (array, i - 1), "place"))
      shared = json_object_get_int_member (json_array_get_object_element (array, i), "place");
  g_assert_cmpint (shared, >, 1);

  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_STANDINGS;
  path = render (f, id, &options, "standings-shared.pdf");
  text = pdf_text (path);
  marked = g_strdup_printf ("%" G_GINT64_FORMAT "=", shared);
  g_assert_nonnull (strstr (text, marked));
  /* Here the semi-final losers share third place. */
  g_assert_nonnull (strstr (text, "3="));
  g_assert_null (strstr (text, "1="));
  g_assert_null (strstr (text, "2="));
}

static void
test_results_and_schedule (Fixture       *f,
                           gconstpointer  data)
{
  HammerSheetOptions options;
  g_autofree char *path = NULL, *text = NULL, *schedule = NULL, *schedule_text = NULL;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "table", HAMMER_FORMAT_ROUND_ROBIN, 6, 3);
  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_SCHEDULE;
  schedule = render (f, id, &options, "schedule.pdf");
  schedule_text = pdf_text (schedule);
  g_assert_nonnull (strstr (schedule_text, "Board schedule"));
  g_assert_nonnull (strstr (schedule_text, "Board 1"));
  g_assert_nonnull (strstr (schedule_text, "Player 001"));

  play_all (f, id, TWO_GAMES);
  options.kind = HAMMER_SHEET_RESULTS;
  path = render (f, id, &options, "results.pdf");
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Results"));
  /* Six entrants play fifteen matches, each two games of 15–2. */
  g_assert_cmpuint (count_in (text, "15–2, 15–2"), ==, 15);

  /* Every match played: none of them is still waiting for a board. */
  options.kind = HAMMER_SHEET_SCHEDULE;
  g_clear_pointer (&schedule, g_free);
  g_clear_pointer (&schedule_text, g_free);
  schedule = render (f, id, &options, "schedule-played.pdf");
  schedule_text = pdf_text (schedule);
  g_assert_null (strstr (schedule_text, "Not yet on a board"));
  g_assert_cmpuint (count_in (schedule_text, "Finished"), ==, 15);
}

/* A double elimination's board schedule says which bracket each round is
 * in. */
static void
test_schedule_brackets (Fixture       *f,
                        gconstpointer  data)
{
  HammerSheetOptions options;
  g_autofree char *schedule = NULL, *text = NULL;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 8, 2);
  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_SCHEDULE;
  schedule = render (f, id, &options, "schedule-double.pdf");
  text = pdf_text (schedule);
  g_assert_cmpuint (count_in (text, "Winners’ round 1"), ==, 4);
  g_assert_nonnull (strstr (text, "Losers’ round 1"));
}

/* A series player whose card is not in yet has no total on the standings:
 * “no card”, where a 0 would read as a card of nothing. */
static void
test_series_no_card (Fixture       *f,
                     gconstpointer  data)
{
  HammerSheetOptions options;
  g_autoptr(GString) input = g_string_new ("{\"games\": [");
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) in = NULL, out = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL, *text = NULL;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "sjoelbak", HAMMER_FORMAT_SERIES, 3, 3);
  for (guint g = 0; g < 10; g++)
    g_string_append_printf (input, "%s{\"ends\": [{\"counts\": [[5, 9, 5, 7]]}]}",
                            g > 0 ? ", " : "");
  g_string_append (input, "]}");
  /* One card of three. */
  matches = hammer_events_get_matches_json (f->store, id, NULL);
  in = test_parse_json (input->str);
  out = hammer_events_record_result (f->store, id,
                                     json_object_get_int_member (
                                       json_array_get_object_element (json_node_get_array (matches),
                                                                      0), "id"),
                                     in, FALSE, &error);
  g_assert_no_error (error);

  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_STANDINGS;
  path = render (f, id, &options, "series-standings.pdf");
  text = pdf_text (path);
  g_assert_cmpuint (count_in (text, "1160"), ==, 1);
  g_assert_cmpuint (count_in (text, "no card"), ==, 2);
}

static void
test_sjoelbak_card (Fixture       *f,
                    gconstpointer  data)
{
  HammerSheetOptions options;
  g_autoptr(GString) input = g_string_new ("{\"games\": [");
  g_autofree char *path = NULL, *text = NULL, *blank = NULL, *blank_text = NULL;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "sjoelbak", HAMMER_FORMAT_SERIES, 3, 3);

  hammer_sheet_options_init (&options);
  blank = render (f, id, &options, "sjoelbak-blank.pdf");
  blank_text = pdf_text (blank);
  /* A card per player, then the board rotation of the round. */
  g_assert_cmpuint (count_in (blank_text, "Sjoelbak score card"), ==, 3);
  g_assert_nonnull (strstr (blank_text, "Board rotation, round 1"));

  /* Ten games of 9, 5, 5, 7 disks: 5 sets (100), 4 extra in 2 (8), 2 extra
   * in 4 (8): 116 each, 1160 for the series. */
  for (guint g = 0; g < 10; g++)
    g_string_append_printf (input, "%s{\"ends\": [{\"counts\": [[5, 9, 5, 7]]}]}",
                            g > 0 ? ", " : "");
  g_string_append (input, "]}");
  play_all (f, id, input->str);

  options.filled = TRUE;
  path = render (f, id, &options, "sjoelbak-filled.pdf");
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Series total"));
  g_assert_nonnull (strstr (text, "1160"));
  g_assert_cmpuint (count_in (text, "116 "), >=, 10);
  g_assert_nonnull (strstr (text, "Player 001"));
}

static void
test_bracket (Fixture       *f,
              gconstpointer  data)
{
  guint n = GPOINTER_TO_UINT (data);
  HammerSheetOptions options;
  g_autofree char *path = NULL, *text = NULL, *name = NULL;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, n, 4);
  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_BRACKET;
  options.landscape = n <= 32;
  name = g_strdup_printf ("bracket-%u.pdf", n);
  path = render (f, id, &options, name);
  text = pdf_text (path);

  /* Names whole at 7 pt or more: 16 entrants on a page, more over
   * several (test-bracket-sheets.c reads the names). */
  if (n <= 16)
    g_assert_cmpuint (pdf_pages (path), ==, 1);
  else
    {
      g_assert_cmpuint (pdf_pages (path), >, 1);
      g_assert_nonnull (strstr (text, "continues on page"));
      g_assert_nonnull (strstr (text, "from page"));
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *number = g_strdup_printf ("%03u", i + 1);

      g_assert_nonnull (strstr (text, number));
    }
}

static void
test_double_bracket (Fixture       *f,
                     gconstpointer  data)
{
  guint n = GPOINTER_TO_UINT (data);
  HammerSheetOptions options;
  g_autofree char *path = NULL, *text = NULL, *name = NULL;
  g_autoptr(JsonNode) matches = NULL;
  JsonArray *array;
  guint n_losers = 0, n_drop_ins = 0;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, n, 4);
  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_BRACKET;
  options.landscape = TRUE;
  name = g_strdup_printf ("double-%u.pdf", n);
  path = render (f, id, &options, name);
  text = pdf_text (path);

  /* The winners' tree, then the losers' bracket with the finals at its
   * end. */
  g_assert_nonnull (strstr (text, "Losers’ bracket and final"));
  g_assert_nonnull (strstr (text, "Final (if necessary)"));
  g_assert_cmpuint (pdf_pages (path), >=, 2);

  /* Every losers' match is on the paper, and every player dropping in from
   * the winners' bracket is marked with the match they lost: in the
   * first losers' round two a match, later one. */
  matches = hammer_events_get_matches_json (f->store, id, NULL);
  array = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);
      g_autofree char *label = g_strdup_printf ("M%" G_GINT64_FORMAT,
                                                json_object_get_int_member (match, "id"));

      if (g_strcmp0 (json_object_get_string_member (match, "bracket"), "losers") != 0)
        continue;
      n_losers++;
      g_assert_nonnull (strstr (text, label));
    }
  n_drop_ins = count_in (text, "L of M");
  /* n − 1 losers drop in, plus the loser of the final in the second final
   * (a match that starts a page again shows its marks again); the final
   * takes the winner of the winners' bracket. */
  g_assert_cmpuint (n_losers, ==, n - 2);
  g_assert_cmpuint (n_drop_ins, >=, n - 1 + 1);
  g_assert_cmpuint (count_in (text, "W of M"), >=, 1);
}

/* A class too long for its page goes on under its heading again. */
static void
test_class_continued (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL;
  HammerSheetOptions options;
  HammerEventSpec spec;
  gint at;
  gint64 id;

  if (!have_poppler ())
    return;
  for (guint i = 0; i < 60; i++)
    {
      g_autoptr(HammerPlayer) player = NULL;

      g_ptr_array_add (names, g_strdup_printf ("Speler %02u", i + 1));
      player = hammer_player_new (g_ptr_array_index (names, i));
      hammer_player_set_average (player, 131 + i % 5);
      hammer_roster_add_player (f->store, player, &error);
      g_assert_no_error (error);
    }
  g_ptr_array_add (names, NULL);
  hammer_event_spec_init (&spec);
  spec.name = "Sjoelmarathon";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.n_boards = 3;
  spec.classes = "A=130,B=0";
  id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  g_array_unref (hammer_events_add_entrants (f->store, id, (const char *const *) names->pdata,
                                             &error));
  g_assert_no_error (error);
  hammer_events_draw (f->store, id, TRUE, 7, &error);
  g_assert_no_error (error);

  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_RANKING_BY_CLASS;
  path = render (f, id, &options, "class-continued.pdf");
  g_assert_cmpuint (pdf_pages (path), >=, 2);
  words = pdf_words (path);
  at = pdf_words_find (words, "Class A · average 130 and up (continued)");
  g_assert_cmpint (at, >=, 0);
  g_assert_cmpuint (((PdfWord *) g_ptr_array_index (words, at))->page, ==, 2);
}

static void
test_ranking_by_class (Fixture       *f,
                       gconstpointer  data)
{
  static const char *const names[] = {
    "Anna Hoekstra", "Bert Dijkstra", "Cor Visser", "Dirk Bos", "Els Mulder", "Fenna Kok", NULL,
  };
  /* Fenna is new: no average yet. */
  static const double averages[] = { 141, 133, 122, 118, 97, -1 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GString) input = g_string_new ("{\"games\": [");
  g_autofree char *path = NULL, *text = NULL;
  HammerSheetOptions options;
  HammerEventSpec spec;
  const char *a, *b, *c;
  gint64 id;

  if (!have_poppler ())
    return;
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(HammerPlayer) player = hammer_player_new (names[i]);

      if (averages[i] >= 0)
        hammer_player_set_average (player, averages[i]);
      hammer_roster_add_player (f->store, player, &error);
      g_assert_no_error (error);
    }
  hammer_event_spec_init (&spec);
  spec.name = "Sjoelmarathon";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.n_boards = 3;
  spec.classes = "A=130,B=110,C=0";
  id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, id, (const char *const *) names, &error);
  g_assert_no_error (error);
  hammer_events_draw (f->store, id, TRUE, 7, &error);
  g_assert_no_error (error);
  /* 116 a game as in test_sjoelbak_card: 1160 each. */
  for (guint g = 0; g < 10; g++)
    g_string_append_printf (input, "%s{\"ends\": [{\"counts\": [[5, 9, 5, 7]]}]}",
                            g > 0 ? ", " : "");
  g_string_append (input, "]}");
  play_all (f, id, input->str);

  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_RANKING_BY_CLASS;
  path = render (f, id, &options, "ranking-by-class.pdf");
  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Ranking by class"));
  g_assert_cmpuint (count_in (text, "1160"), ==, 6);
  g_assert_cmpuint (count_in (text, "116.00"), ==, 6);

  /* Class A holds the two best averages, then B, then C, best first. */
  a = strstr (text, "Class A · average 130 and up");
  b = strstr (text, "Class B · average 110 and up");
  c = strstr (text, "Class C");
  g_assert_nonnull (a);
  g_assert_nonnull (b);
  g_assert_nonnull (c);
  g_assert_true (a < b && b < c);
  g_assert_true (strstr (text, "Anna Hoekstra") > a && strstr (text, "Anna Hoekstra") < b);
  g_assert_true (strstr (text, "Bert Dijkstra") > a && strstr (text, "Bert Dijkstra") < b);
  g_assert_true (strstr (text, "Cor Visser") > b && strstr (text, "Cor Visser") < c);
  g_assert_true (strstr (text, "Dirk Bos") > b && strstr (text, "Dirk Bos") < c);
  g_assert_true (strstr (text, "Els Mulder") > c);
  /* The one without a class is told why. */
  g_assert_true (strstr (text, "Without a class: no average when the event was drawn") > c);
  g_assert_true (strstr (text, "Fenna Kok") > strstr (text, "Without a class"));

  /* The same from the command line. */
  g_assert_nonnull (g_getenv ("HAMMER_CLI"));
    {
      g_autofree char *db = g_build_filename (f->dir, "hammer.db", NULL);
      g_autofree char *out = g_build_filename (f->dir, "cli-ranking.pdf", NULL);
      g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, id);
      g_autofree char *cli_text = NULL;
      const char *argv[] = { g_getenv ("HAMMER_CLI"), "--database", db, "export", "--event",
                             event, "--format", "pdf", "--kind", "ranking-by-class", "--output",
                             out, NULL };
      int status = 0;

      g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL,
                    NULL, &status, &error);
      g_assert_no_error (error);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      cli_text = pdf_text (out);
      g_assert_nonnull (strstr (cli_text, "Class A · average 130 and up"));
      g_assert_cmpuint (count_in (cli_text, "1160"), ==, 6);
    }
}

static void
test_document_pages (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL, matches = NULL;
  g_autoptr(HammerSheetDocument) sheets = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  HammerSheetOptions options;
  double width = 0, height = 0;
  guint dark = 0;
  unsigned char *data_bytes;
  gint64 id;

  id = new_event (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 16, 8);
  document = hammer_events_export (f->store, id, &error);
  matches = hammer_events_get_matches_json (f->store, id, &error);
  g_assert_no_error (error);
  hammer_sheet_options_init (&options);
  options.round = 1;
  options.landscape = TRUE;
  sheets = hammer_sheet_document_new (document, matches, NULL, &options, &error);
  g_assert_no_error (error);
  /* The eight sheets of test_blank_sheets, three games each: the three
   * side by side on one landscape page. */
  g_assert_cmpuint (hammer_sheet_document_get_n_pages (sheets), ==, 8);
  hammer_sheet_document_get_page_size (sheets, &width, &height);
  g_assert_cmpfloat_with_epsilon (width, 841.89, 0.01);
  g_assert_cmpfloat_with_epsilon (height, 595.276, 0.01);

  /* A page drawn on any surface, here a small image, is ink on white. */
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 153, 198);
  cr = cairo_create (surface);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_paint (cr);
  hammer_sheet_document_draw_page (sheets, cr, 3, 153, 198);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data_bytes = cairo_image_surface_get_data (surface);
  for (int y = 0; y < 198; y++)
    for (int x = 0; x < 153; x++)
      if (data_bytes[y * cairo_image_surface_get_stride (surface) + x * 4 + 1] < 128)
        dark++;
  cairo_surface_destroy (surface);
  g_assert_cmpuint (dark, >, 100);
  g_assert_cmpuint (dark, <, 153 * 198 / 2);
}

static void
test_blank_sheets (Fixture       *f,
                   gconstpointer  data)
{
  HammerSheetOptions options;
  g_autofree char *path = NULL, *text = NULL;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 16, 8);
  hammer_sheet_options_init (&options);
  options.round = 1;
  path = render (f, id, &options, "table-blank.pdf");
  text = pdf_text (path);
  /* Eight sheets, each a best of three on a page of its own, asking for
   * the toss and for who starts games 2 and 3. */
  g_assert_cmpuint (count_in (text, "First to shoot"), ==, 24);
  g_assert_cmpuint (pdf_pages (path), ==, 8);
  g_assert_nonnull (strstr (text, "Board 8"));
  g_assert_nonnull (strstr (text, "Player 001"));

  /* One board's batch. */
  g_clear_pointer (&path, g_free);
  g_clear_pointer (&text, g_free);
  options.board = 3;
  path = render (f, id, &options, "table-board.pdf");
  text = pdf_text (path);
  g_assert_cmpuint (count_in (text, "First to shoot"), ==, 3);
  g_assert_cmpuint (pdf_pages (path), ==, 1);
}

static void
test_game_sheets (Fixture       *f,
                  gconstpointer  data)
{
  static const char *const games[] = { "court", "deck", "horse-collar", "shovelboard" };

  if (!have_poppler ())
    return;
  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      HammerSheetOptions options;
      g_autofree char *name = g_strdup_printf ("%s-blank.pdf", games[g]);
      g_autofree char *path = NULL, *text = NULL;
      gint64 id = new_event (f, games[g], HAMMER_FORMAT_SINGLE_ELIMINATION, 4, 2);

      hammer_sheet_options_init (&options);
      options.landscape = g % 2 == 1;
      options.paper = g >= 2 ? HAMMER_PAPER_LETTER : HAMMER_PAPER_A4;
      path = render (f, id, &options, name);
      text = pdf_text (path);
      /* Two matches of round 1 are ready, each a block per game. */
      g_assert_cmpuint (count_in (text, "Game 1 "), ==, 2);
      g_assert_nonnull (strstr (text, "Player 001"));
      g_assert_nonnull (strstr (text, "Match"));
      if (g < 2)
        g_assert_nonnull (strstr (text, "Penalty"));
    }
}

static void
test_filled_table (Fixture       *f,
                   gconstpointer  data)
{
  HammerSheetOptions options;
  g_autofree char *path = NULL, *text = NULL, *info = NULL;
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 4, 2);
  play_all (f, id, TWO_GAMES);
  hammer_sheet_options_init (&options);
  options.filled = TRUE;
  options.paper = HAMMER_PAPER_LETTER;
  options.landscape = TRUE;
  path = render (f, id, &options, "table-filled.pdf");
  text = pdf_text (path);
  g_assert_cmpuint (count_in (text, "Table shuffleboard"), ==, 3);
  g_assert_nonnull (strstr (text, "Winner: Player 001"));
  g_assert_nonnull (strstr (text, "15"));
  info = pdf_page_size (path);
  g_assert_nonnull (strstr (info, "792 x 612"));
}

/* An event's sheet source draws every kind as the store's JSON does, page
 * for page and word for word, and fails as it fails. */
static void
test_event_source (Fixture       *f,
                   gconstpointer  data)
{
  static const HammerSheetKind kinds[] = {
    HAMMER_SHEET_SCORE_SHEETS, HAMMER_SHEET_STANDINGS, HAMMER_SHEET_RESULTS,
    HAMMER_SHEET_SCHEDULE, HAMMER_SHEET_BRACKET,
  };
  gint64 id;

  if (!have_poppler ())
    return;
  id = new_event (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 6, 2);
  play_all (f, id, TWO_GAMES);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(HammerEventSheetSource) source = NULL;
      g_autoptr(HammerSheetDocument) typed = NULL, from_json = NULL;
      g_autoptr(JsonNode) document = NULL, matches = NULL, standings = NULL, urls = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *json_name = g_strdup_printf ("json-%u.pdf", k);
      g_autofree char *typed_path = g_strdup_printf ("%s/typed-%u.pdf", f->dir, k);
      g_autofree char *json_path = NULL, *json_text = NULL, *typed_text = NULL;
      HammerSheetOptions options;

      hammer_sheet_options_init (&options);
      options.kind = kinds[k];
      options.filled = TRUE;
      source = hammer_event_sheet_source_new (f->store, id, kinds[k], &error);
      g_assert_no_error (error);
      g_assert_true (hammer_event_sheet_source_write_file (source, &options, typed_path, &error));
      g_assert_no_error (error);
      typed = hammer_event_sheet_source_lay_out (source, &options, &error);
      g_assert_no_error (error);

      if (kinds[k] == HAMMER_SHEET_SCORE_SHEETS)
        urls = hammer_sheets_board_urls (f->store, id, &error);
      g_assert_no_error (error);
      options.board_urls = urls;
      json_path = render (f, id, &options, json_name);
      document = hammer_events_export (f->store, id, NULL);
      matches = hammer_events_get_matches_json (f->store, id, NULL);
      standings = hammer_events_get_standings_json (f->store, id, NULL);
      from_json = hammer_sheet_document_new (document, matches, standings, &options, &error);
      g_assert_no_error (error);

      g_assert_cmpuint (hammer_sheet_document_get_n_pages (typed), ==,
                        hammer_sheet_document_get_n_pages (from_json));
      json_text = pdf_text (json_path);
      typed_text = pdf_text (typed_path);
      g_assert_cmpstr (typed_text, ==, json_text);
    }

  /* A Swiss event has no bracket: the same refusal. */
  {
    g_autoptr(HammerEventSheetSource) source = NULL;
    g_autoptr(JsonNode) document = NULL, matches = NULL;
    g_autoptr(GError) json_error = NULL, typed_error = NULL;
    g_autofree char *path = g_build_filename (f->dir, "none.pdf", NULL);
    HammerSheetOptions options;

    id = new_event (f, "table", HAMMER_FORMAT_SWISS, 4, 2);
    hammer_sheet_options_init (&options);
    options.kind = HAMMER_SHEET_BRACKET;
    source = hammer_event_sheet_source_new (f->store, id, options.kind, &typed_error);
    g_assert_no_error (typed_error);
    g_assert_false (hammer_event_sheet_source_write_file (source, &options, path, &typed_error));
    document = hammer_events_export (f->store, id, NULL);
    matches = hammer_events_get_matches_json (f->store, id, NULL);
    g_assert_false (hammer_sheets_render_to_file (document, matches, NULL, &options, path,
                                                  &json_error));
    g_assert_error (typed_error, json_error->domain, json_error->code);
    g_assert_cmpstr (typed_error->message, ==, json_error->message);
  }

  /* An event that is not there. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (hammer_event_sheet_source_new (f->store, 9999, HAMMER_SHEET_STANDINGS,
                                                  &error));
    g_assert_nonnull (error);
  }
}

static void
test_failures (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL, matches = NULL;
  g_autofree char *path = g_build_filename (f->dir, "nothing.pdf", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "no", "such", "folder.pdf", NULL);
  g_autoptr(JsonNode) bogus = test_parse_json ("{\"format\": \"something else\"}");
  HammerSheetOptions options;
  gint64 id;

  hammer_sheet_options_init (&options);

  /* A Swiss event has neither a bracket nor a cross-table, and the file is
   * not made. */
  id = new_event (f, "table", HAMMER_FORMAT_SWISS, 4, 2);
  document = hammer_events_export (f->store, id, NULL);
  matches = hammer_events_get_matches_json (f->store, id, NULL);
  options.kind = HAMMER_SHEET_BRACKET;
  g_assert_false (hammer_sheets_render_to_file (document, matches, NULL, &options, path,
                                                &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_clear_error (&error);
  g_clear_pointer (&document, json_node_unref);
  g_clear_pointer (&matches, json_node_unref);

  id = new_event (f, "table", HAMMER_FORMAT_ROUND_ROBIN, 4, 2);
  document = hammer_events_export (f->store, id, NULL);
  matches = hammer_events_get_matches_json (f->store, id, NULL);

  /* A ranking by class is for a sjoelbak series with classes. */
  options.kind = HAMMER_SHEET_RANKING_BY_CLASS;
  {
    g_autoptr(JsonNode) standings = hammer_events_get_standings_json (f->store, id, NULL);

    g_assert_false (hammer_sheets_render_to_file (document, matches, standings, &options, path,
                                                  &error));
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    g_clear_error (&error);
  }

  /* No result yet: nothing to fill in. */
  options.kind = HAMMER_SHEET_SCORE_SHEETS;
  options.filled = TRUE;
  g_assert_false (hammer_sheets_render_to_file (document, matches, NULL, &options, path,
                                                &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  options.filled = FALSE;
  g_assert_false (hammer_sheets_render_to_file (bogus, matches, NULL, &options, path, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_false (hammer_sheets_render_to_file (document, matches, NULL, &options, missing,
                                                &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  const char *cli = g_getenv ("HAMMER_CLI");
  g_autofree char *db = g_build_filename (f->dir, "hammer.db", NULL);
  g_autofree char *out = g_build_filename (f->dir, "cli.pdf", NULL);
  g_autofree char *event = NULL, *text = NULL, *stdout_text = NULL;
  g_autoptr(GError) error = NULL;
  int status = 0;
  gint64 id;

  g_assert_nonnull (cli);
  if (!have_poppler ())
    return;
  id = new_event (f, "sjoelbak", HAMMER_FORMAT_SERIES, 4, 2);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, id);

  {
    const char *argv[] = { cli, "--database", db, "export", "--event", event, "--format", "pdf",
                           "--kind", "score-sheets", "--round", "1", "--paper", "letter",
                           "--output", out, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, NULL,
                  NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
    text = pdf_text (out);
    g_assert_cmpuint (count_in (text, "Sjoelbak score card"), ==, 4);
  }

  /* A PDF needs a file; a bad kind is the user's to fix (exit 2). */
  {
    const char *argv[] = { cli, "--database", db, "export", "--event", event, "--format", "pdf",
                           "--kind", "posters", "--output", out, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL,
                  &stdout_text, NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) == 2);
    g_assert_nonnull (strstr (stdout_text, "\"error\""));
  }
}

/* Blank sheets of an event whose every match is finished: the director is
 * told so, by the event's name, and what to print instead. */
static void
test_finished_no_sheets (Fixture       *f,
                         gconstpointer  data)
{
  const char * const names[] = { "Ann", "Bea", NULL };
  g_autofree char *db = g_build_filename (f->dir, "hammer.db", NULL);
  g_autofree char *out = g_build_filename (f->dir, "done.pdf", NULL);
  g_autofree char *event = NULL, *errors = NULL;
  gint64 id;

  id = cli_event (db, "Final night", "table", "2026-03-01", 1, names);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  cli_draw (db, id);
  cli_win (db, id, "Ann", "Bea");
  g_assert_cmpint (cli_run_text (db, NULL, &errors, NULL, "export", "--event", event,
                                 "--format", "pdf", "--output", out, NULL), ==, 2);
  g_assert_nonnull (strstr (errors, "Every match of “Final night” is finished: there is no "
                                    "score sheet to print."));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func, data) \
  g_test_add ((path), Fixture, (data), fixture_set_up, (func), fixture_tear_down)

  ADD ("/sheets/standings/round-robin", test_standings_round_robin, NULL);
  ADD ("/sheets/standings/shared-places", test_standings_shared_places, NULL);
  ADD ("/sheets/results-and-schedule", test_results_and_schedule, NULL);
  ADD ("/sheets/schedule-brackets", test_schedule_brackets, NULL);
  ADD ("/sheets/class-continued", test_class_continued, NULL);
  ADD ("/sheets/score/sjoelbak", test_sjoelbak_card, NULL);
  ADD ("/sheets/standings/series-no-card", test_series_no_card, NULL);
  ADD ("/sheets/score/table-blank", test_blank_sheets, NULL);
  ADD ("/sheets/score/table-filled", test_filled_table, NULL);
  ADD ("/sheets/score/games", test_game_sheets, NULL);
  ADD ("/sheets/bracket/16", test_bracket, GUINT_TO_POINTER (16));
  ADD ("/sheets/bracket/32", test_bracket, GUINT_TO_POINTER (32));
  ADD ("/sheets/bracket/64", test_bracket, GUINT_TO_POINTER (64));
  ADD ("/sheets/bracket/128", test_bracket, GUINT_TO_POINTER (128));
  ADD ("/sheets/bracket/double-8", test_double_bracket, GUINT_TO_POINTER (8));
  ADD ("/sheets/bracket/double-32", test_double_bracket, GUINT_TO_POINTER (32));
  ADD ("/sheets/bracket/double-64", test_double_bracket, GUINT_TO_POINTER (64));
  ADD ("/sheets/ranking-by-class", test_ranking_by_class, NULL);
  ADD ("/sheets/document-pages", test_document_pages, NULL);
  ADD ("/sheets/failures", test_failures, NULL);
  ADD ("/sheets/event-source", test_event_source, NULL);
  ADD ("/sheets/cli", test_cli, NULL);
  ADD ("/sheets/score/finished", test_finished_no_sheets, NULL);

#undef ADD
  return g_test_run ();
}
