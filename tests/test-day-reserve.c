/* test-day-reserve.c — finals on board 1: a board of a tournament day kept for a round of an
 * event's knockout, through the command line, the queue and the timetable
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sqlite3.h>

#include "events/hammer-day.h"
#include "test-common.h"

#define N_BOARDS 3

/* Day 1 with three boards and no rest: event 1, "Singles", a knockout of
 * four (two semi-finals and the final), and event 2, "Pairs", a round robin
 * of four others (six matches); both drawn. */
static void
make_day (const char *db)
{
  g_autoptr(JsonNode) out = NULL;

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "3", "--rest",
          "0", NULL);
  cli_ok (db, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "single-elimination", "--day", "1", NULL);
  cli_ok (db, "entrants", "add", "--event", "1", "Anna", "Bert", "Cor", "Dirk", NULL);
  cli_ok (db, "event", "create", "--name", "Pairs", "--rules", "table", "--format", "round-robin",
          "--day", "1", NULL);
  cli_ok (db, "entrants", "add", "--event", "2", "Eva", "Fenna", "Gijs", "Hans", NULL);
  for (guint e = 0; e < 2; e++)
    {
      cli_ok (db, "draw", "--event", e == 0 ? "1" : "2", "--seed", "1", NULL);
    }
}

/* Keeps board @board of day 1 for @what; the board's "reserved" as `day
 * show` gives it then. */
static JsonObject *
reserve (const char *db,
         const char *board,
         const char *what)
{
  g_autoptr(JsonNode) out = NULL;
  JsonArray *boards;

  cli_ok (db, "day", "board", "--day", "1", "--board", board, "--reserve", what, NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "show", "--day", "1", NULL), ==, 0);
  boards = json_object_get_array_member (json_node_get_object (out), "boards");
  return json_object_ref (json_object_get_object_member (
                            json_array_get_object_element (boards, atoi (board) - 1),
                            "reserved"));
}

/* Event 1's final: its id, and its "board" (0: none) and "state". */
static gint64
final_of (const char  *db,
          gint64      *board,
          char       **state)
{
  g_autoptr(JsonNode) out = NULL;
  JsonArray *matches;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "matches", "--event", "1", NULL), ==, 0);
  matches = json_node_get_array (out);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (g_strcmp0 (json_object_get_string_member (match, "bracket"), "final") != 0)
        continue;
      if (board != NULL)
        *board = json_object_get_null_member (match, "board")
                   ? 0 : json_object_get_int_member (match, "board");
      if (state != NULL)
        *state = g_strdup (json_object_get_string_member (match, "state"));
      return json_object_get_int_member (match, "id");
    }
  g_assert_not_reached ();
}

/* What is on each board of day 1 (by number, from 1): event and match, 0
 * when free. Returns how many are busy. */
static guint
read_boards (const char *db,
             gint64     *events,
             gint64     *matches)
{
  g_autoptr(JsonNode) out = NULL;
  JsonArray *boards;
  guint n_busy = 0;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--day", "1", NULL), ==, 0);
  boards = json_object_get_array_member (json_node_get_object (out), "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, N_BOARDS);
  for (guint b = 0; b < N_BOARDS; b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);
      guint number = json_object_get_int_member (board, "number");

      events[number] = matches[number] = 0;
      if (json_object_get_null_member (board, "match"))
        continue;
      events[number] = json_object_get_int_member (board, "event");
      matches[number] = json_object_get_int_member (board, "match");
      n_busy++;
    }
  return n_busy;
}

static void
finish (const char *db,
        gint64      event_id,
        gint64      match_id)
{
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT, match_id);

  g_assert_cmpint (cli_run_json (db, &out, TEST_RESULT_SIDE_WINS ("4, 0"), "result", "--event",
                                 event, "--match", match, NULL), ==, 0);
}

static void
call_day (const char *db)
{
  g_autoptr(JsonNode) out = NULL;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "call", "--day", "1", NULL), ==, 0);
}

/* Board 1 kept for the Singles' final: the whole day played by the queue
 * alone. Board 1 takes only the Singles' matches that lead to the final
 * (its semi-finals) and the final, never one of the Pairs; the final goes
 * to board 1 and to no other; and the day is played to its end. */
static void
test_final_on_board_one (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-reserve-XXXXXX", &dir);
  g_autoptr(JsonObject) kept = NULL;
  g_autofree char *state = NULL;
  gboolean final_on_one = FALSE;
  guint n_played = 0;
  gint64 final_id;

  make_day (db);
  kept = reserve (db, "1", "1:final");
  g_assert_cmpint (json_object_get_int_member (kept, "event"), ==, 1);
  g_assert_true (json_object_get_null_member (kept, "stage"));
  g_assert_cmpstr (json_object_get_string_member (kept, "round"), ==, "final");
  final_id = final_of (db, NULL, NULL);

  for (guint step = 0; step < 12; step++)
    {
      gint64 events[N_BOARDS + 1], matches[N_BOARDS + 1];

      call_day (db);
      if (read_boards (db, events, matches) == 0)
        break;
      for (guint b = 1; b <= N_BOARDS; b++)
        {
          if (matches[b] == 0)
            continue;
          if (b == 1)
            g_assert_cmpint (events[b], ==, 1);
          if (matches[b] == final_id)
            {
              g_assert_cmpuint (b, ==, 1);
              final_on_one = TRUE;
            }
          finish (db, events[b], matches[b]);
          n_played++;
        }
    }
  g_assert_true (final_on_one);
  /* Every match of the day was played: 3 and 6. */
  g_assert_cmpuint (n_played, ==, 9);
  final_of (db, NULL, &state);
  g_assert_cmpstr (state, ==, "finished");
}

/* The final is ready while board 1, kept for it, is busy (the director put
 * a Pairs match there by hand): the final waits for board 1, though other
 * boards are free; the timetable has it on board 1. Once board 1 is free,
 * the queue calls the final there. */
static void
test_final_waits (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-reserve-XXXXXX", &dir);
  g_autoptr(JsonObject) kept = NULL;
  g_autoptr(JsonNode) out = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) timetable = NULL;
  gint64 events[N_BOARDS + 1], matches[N_BOARDS + 1];
  g_autofree char *state = NULL;
  JsonArray *slots;
  gint64 final_id, board = -1;
  gboolean planned = FALSE;

  make_day (db);
  kept = reserve (db, "1", "1:final");
  final_id = final_of (db, NULL, NULL);

  /* The semi-finals by hand on boards 2 and 3, and played. */
  {
    JsonArray *list;
    guint on = 2;

    g_assert_cmpint (cli_run_json (db, &out, NULL, "matches", "--event", "1", NULL), ==, 0);
    list = json_node_get_array (out);
    for (guint i = 0; i < json_array_get_length (list); i++)
      {
        JsonObject *match = json_array_get_object_element (list, i);
        g_autofree char *id = NULL;
        g_autofree char *number = NULL;
        g_autoptr(JsonNode) assigned = NULL;

        if (json_object_get_int_member (match, "id") == final_id ||
            json_object_get_boolean_member_with_default (match, "bye", FALSE))
          continue;
        id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (match, "id"));
        number = g_strdup_printf ("%u", on++);
        g_assert_cmpint (cli_run_json (db, &assigned, NULL, "boards", "assign", "--event", "1",
                                       "--match", id, "--board", number, NULL), ==, 0);
        finish (db, 1, json_object_get_int_member (match, "id"));
      }
    g_assert_cmpuint (on, ==, 4);
    g_clear_pointer (&out, json_node_unref);
  }
  final_of (db, &board, &state);
  g_assert_cmpstr (state, ==, "ready");
  g_assert_cmpint (board, ==, 0);

  /* A Pairs match on board 1 by hand. */
  {
    JsonArray *list;
    g_autofree char *id = NULL;

    g_assert_cmpint (cli_run_json (db, &out, NULL, "matches", "--event", "2", NULL), ==, 0);
    list = json_node_get_array (out);
    id = g_strdup_printf ("%" G_GINT64_FORMAT,
                          json_object_get_int_member (json_array_get_object_element (list, 0),
                                                      "id"));
    g_clear_pointer (&out, json_node_unref);
    cli_ok (db, "boards", "assign", "--event", "2", "--match", id, "--board", "1", NULL);
  }

  /* The other Pairs match of the first round goes on board 2; the rest of
   * the Pairs wait for the players on board 1: board 3 stays free, and the
   * final waits all the same. */
  call_day (db);
  g_assert_cmpuint (read_boards (db, events, matches), ==, 2);
  g_assert_cmpint (events[1], ==, 2);
  g_assert_cmpint (events[2], ==, 2);
  g_assert_cmpint (events[3], ==, 0);
  final_of (db, &board, NULL);
  g_assert_cmpint (board, ==, 0);

  /* The timetable (the ETAs of the players' pages) has the final on board 1. */
  store = hammer_store_open (db, &error);
  g_assert_no_error (error);
  timetable = hammer_events_get_timetable_json (store, 1, &error);
  g_assert_no_error (error);
  slots = json_object_get_array_member (json_node_get_object (timetable), "matches");
  for (guint s = 0; s < json_array_get_length (slots); s++)
    {
      JsonObject *slot = json_array_get_object_element (slots, s);

      if (json_object_get_int_member (json_object_get_object_member (slot, "match"), "id") !=
          final_id)
        continue;
      g_assert_cmpint (json_object_get_int_member (slot, "board"), ==, 1);
      planned = TRUE;
    }
  g_assert_true (planned);
  g_clear_object (&store);

  /* Board 2 free too: still no final there. */
  finish (db, events[2], matches[2]);
  call_day (db);
  final_of (db, &board, NULL);
  g_assert_cmpint (board, ==, 0);
  /* Board 1 free: the final goes there, though boards 2 and 3 were free
   * first. */
  read_boards (db, events, matches);
  finish (db, events[1], matches[1]);
  call_day (db);
  final_of (db, &board, NULL);
  g_assert_cmpint (board, ==, 1);
}

/* What --reserve takes after the event: a round, in either spelling, only
 * one the event has, with a message that names what it may be kept for;
 * nothing stored when refused. */
static void
test_reserve_rounds (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-reserve-XXXXXX", &dir);
  const struct
  {
    const char *what;
    const char *said;
  } refused[] = {
    { "1:eighth", "is no stage or round" },
    { "2:final", "“Pairs” has no round “final”" },
    { "1:consolation:final", "a board may be kept for its final, semifinal" },
    { "1:consolation:quarterfinal", "is no stage or round" },
  };
  g_autoptr(JsonObject) kept = NULL;
  g_autoptr(JsonNode) out = NULL;

  make_day (db);
  for (guint r = 0; r < G_N_ELEMENTS (refused); r++)
    {
      g_auto(CliRun) run = { 0 };

      cli_run (&run, db, NULL, "day", "board", "--day", "1", "--board", "1", "--reserve",
               refused[r].what, NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, refused[r].said));
    }
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "show", "--day", "1", NULL), ==, 0);
  g_assert_true (json_object_get_null_member (json_array_get_object_element (
                   json_object_get_array_member (json_node_get_object (out), "boards"), 0),
                   "reserved"));

  kept = reserve (db, "2", "1:Semi-Final");
  g_assert_cmpstr (json_object_get_string_member (kept, "round"), ==, "semifinal");
  g_clear_pointer (&kept, json_object_unref);
  kept = reserve (db, "2", "1");
  g_assert_true (json_object_get_null_member (kept, "round"));
}

/* A file of schema 17 opens as 18: its boards kept for no round, and a
 * reservation logged before undone as before. */
static void
test_migrate_17 (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-reserve-XXXXXX", &dir);
  g_autoptr(JsonObject) kept = NULL;
  g_autoptr(JsonNode) out = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3_stmt *stmt = NULL;
  sqlite3 *raw = NULL;
  JsonObject *board;
  gint64 change_id;

  make_day (db);
  kept = reserve (db, "2", "1");
  g_assert_cmpint (sqlite3_open (db, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (raw, "SELECT max (change_id) FROM change_rows"
                                            " WHERE table_name = 'boards'", -1, &stmt, NULL),
                   ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  change_id = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  g_assert_cmpint (sqlite3_exec (raw, "BEGIN;" TEST_SQL_BACK_TO_SCHEMA_17
                                 "PRAGMA user_version = 17; COMMIT;", NULL, NULL, NULL), ==,
                   SQLITE_OK);
  sqlite3_close (raw);

  store = hammer_store_open (db, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_store_get_schema_version (store), ==, HAMMER_STORE_SCHEMA_VERSION);
  g_assert_true (hammer_store_undo (store, change_id, &error));
  g_assert_no_error (error);
  out = hammer_days_get_json (store, 1, &error);
  g_assert_no_error (error);
  board = json_array_get_object_element (
            json_object_get_array_member (json_node_get_object (out), "boards"), 1);
  g_assert_true (json_object_get_null_member (board, "reserved"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/day-reserve/final-on-board-one", test_final_on_board_one);
  g_test_add_func ("/day-reserve/final-waits", test_final_waits);
  g_test_add_func ("/day-reserve/rounds", test_reserve_rounds);
  g_test_add_func ("/day-reserve/migrate-17", test_migrate_17);
  return g_test_run ();
}
