/* test-paper-plan.c — the documents of an event's plan of play a
 * secretary made by hand: the timetable (and the board schedule's times
 * from it), the bracket overview on A3 and how both word a side still to
 * be decided, in English, Dutch and German, from the core and from
 * hammer-cli.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"
#include "test-paper-kinds-common.h"

/* The cell of @text's row holding @name at @column (0-based), cells
 * split on single spaces: names here are one word. */
static char *
cell_of (const char *table,
         const char *name,
         guint       column)
{
  g_autofree char *row = paper_kinds_row_of (table, name);
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

  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("timetable-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *path = paper_kinds_render (f->store, event, HAMMER_SHEET_TIMETABLE, 0,
                                                  paper_kinds_languages[l], f->dir, file, &error);
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
      paper_kinds_assert_whole (path);
    }

  paper_kinds_play_out (f->store, event);
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

/* The board schedule gives the timetable's times: a match on a board its
 * expected end, a waiting one its expected start, in the document's
 * language; once all is played it prints without them. */
static void
test_schedule_times (StoreFixture  *f,
                     gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", "Els", "Frank", NULL };
  const char *ends[] = { "ends", "eindigt", "endet" };
  const char *starts[] = { "starts", "begint", "beginnt" };
  g_autoptr(GDateTime) ten = g_date_time_new_local (2026, 11, 28, 10, 0, 0);
  g_autoptr(GDateTime) later = g_date_time_add_minutes (ten, 7);
  g_autoptr(JsonNode) boards = NULL, plan = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *estimate = NULL, *wait_start = NULL, *played = NULL, *played_text = NULL;
  g_autoptr(GDateTime) estimated = NULL, local = NULL, wait_at = NULL, wait_local = NULL;
  JsonObject *board, *waiting = NULL;
  JsonArray *entries;
  const char *waiting_name = NULL;
  gint64 event;

  clock_fix (ten);
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
  /* A match waiting with a side known: its start is what the plan says,
   * after the boards come free. */
  plan = hammer_events_get_timetable_json (f->store, event, &error);
  g_assert_no_error (error);
  entries = hammer_json_array (json_node_get_object (plan), "matches");
  for (guint i = 0; i < json_array_get_length (entries) && waiting == NULL; i++)
    {
      JsonObject *entry = json_array_get_object_element (entries, i);
      JsonArray *sides = hammer_json_array (hammer_json_object (entry, "match"), "names");

      waiting_name = hammer_json_element_string (sides, 0) != NULL
                       ? hammer_json_element_string (sides, 0)
                       : hammer_json_element_string (sides, 1);
      if (!hammer_json_bool (entry, "on_board", FALSE) && waiting_name != NULL)
        waiting = entry;
    }
  g_assert_nonnull (waiting);
  wait_at = g_date_time_new_from_iso8601 (hammer_json_string (waiting, "start"), NULL);
  wait_local = g_date_time_to_local (wait_at);
  wait_start = g_date_time_format (wait_local, "%H:%M");
  g_assert_cmpstr (wait_start, >, "10:07");

  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("schedule-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *path = paper_kinds_render (f->store, event, HAMMER_SHEET_SCHEDULE, 0,
                                                  paper_kinds_languages[l], f->dir, file, &error);
      JsonArray *first = hammer_json_array (hammer_json_object (board, "match"), "names");
      g_autofree char *table = NULL, *first_row = NULL, *wait_row = NULL;
      g_autofree char *first_end = NULL, *waiting_start = NULL;

      g_assert_no_error (error);
      table = pdf_table_text (path);
      first_row = paper_kinds_row_of (table, json_array_get_string_element (first, 0));
      wait_row = paper_kinds_row_of (table, waiting_name);
      first_end = g_strdup_printf ("%s %s", ends[l], estimate);
      waiting_start = g_strdup_printf ("%s %s", starts[l], wait_start);
      g_assert_nonnull (strstr (first_row, first_end));
      g_assert_nonnull (strstr (wait_row, waiting_start));
      g_assert_null (strstr (wait_row, ends[l]));
      paper_kinds_assert_whole (path);
    }

  /* Nothing left to plan: the schedule still prints, without times. */
  paper_kinds_play_out (f->store, event);
  played = paper_kinds_render (f->store, event, HAMMER_SHEET_SCHEDULE, 0, "en", f->dir,
                               "schedule-played.pdf", &error);
  g_assert_no_error (error);
  played_text = pdf_text (played);
  g_assert_nonnull (strstr (played_text, "Board schedule"));
  g_assert_null (strstr (played_text, "ends "));
  g_assert_null (strstr (played_text, "starts "));
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
  paper_kinds_assert_whole (a3);

  cli_run (&run, f->path, NULL, "export", "--event", "1", "--format", "pdf", "--kind", "bracket",
           "--paper", "a2", "--output", a3, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "“a2” is not a paper size; use a4, a3 or letter"));
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
  for (guint l = 0; l < G_N_ELEMENTS (paper_kinds_languages); l++)
    {
      g_autofree char *file = g_strdup_printf ("marks-%s.pdf", paper_kinds_languages[l]);
      g_autofree char *path = paper_kinds_render (f->store, event, HAMMER_SHEET_BRACKET, 0,
                                                  paper_kinds_languages[l], f->dir, file, &error);
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
  ADD ("/paper-plan/timetable", test_timetable);
  ADD ("/paper-plan/schedule-times", test_schedule_times);
  ADD ("/paper-plan/bracket-overview", test_bracket_overview);
  ADD ("/paper-plan/feeder-marks", test_feeder_marks);
#undef ADD

  return g_test_run ();
}
