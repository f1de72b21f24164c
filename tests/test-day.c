/* test-day.c — tournament days: the command line, bad input, and random days
 * played to their ends with nobody on two boards and nobody called inside
 * their rest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sqlite3.h>

#include "events/hammer-day.h"
#include "events/hammer-event-listing.h"
#include "test-common.h"

static const char *wins[2] = { SIDE_WINS ("4, 0"), SIDE_WINS ("0, 4") };

static gint64
json_id (JsonNode *node)
{
  return json_object_get_int_member (json_node_get_object (node), "id");
}

static void
test_cli_day (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *err = NULL;
  gint64 on_board = 0, on_match = 0;
  JsonObject *day;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "create", "--name", "Open", "--date",
                                 "2026-12-05", "--boards", "2", "--board-names", "T1,T2",
                                 "--rest", "15", "--venue", "Hal", NULL), ==, 0);
  g_assert_cmpint (json_id (out), ==, 1);
  g_clear_pointer (&out, json_node_unref);
  cli_ok (db, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "single-elimination", "--day", "1", NULL);
  cli_ok (db, "event", "create", "--name", "Ladies", "--rules", "table", "--format",
          "single-elimination", "--day", "1", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "event", "show", "--event", "2", NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (out), "day"), ==, 1);
  g_clear_pointer (&out, json_node_unref);
  /* The events list counts the day's boards for its events. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "event", "list", NULL), ==, 0);
  {
    JsonObject *listed = json_array_get_object_element (json_node_get_array (out), 0);

    g_assert_cmpint (json_object_get_int_member (listed, "boards"), ==, 2);
    g_assert_cmpint (json_object_get_int_member (listed, "day"), ==, 1);
  }
  g_clear_pointer (&out, json_node_unref);

  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "show", "--day", "1", NULL), ==, 0);
  day = json_node_get_object (out);
  g_assert_cmpstr (json_object_get_string_member (day, "venue"), ==, "Hal");
  g_assert_cmpint (json_object_get_int_member (day, "rest"), ==, 15);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (day, "boards")), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (day, "events")), ==, 2);
  g_clear_pointer (&out, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "list", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (out)), ==, 1);
  g_clear_pointer (&out, json_node_unref);

  /* Anna and Bert play both events: two boards, but only one match of
   * theirs at a time; the other waits, held by name. */
  cli_ok (db, "entrants", "add", "--event", "1", "Anna", "Bert", NULL);
  cli_ok (db, "entrants", "add", "--event", "2", "Anna", "Bert", NULL);
  cli_ok (db, "draw", "--event", "1", "--seed", "1", NULL);
  cli_ok (db, "draw", "--event", "2", "--seed", "1", NULL);
  g_assert_cmpint (cli_run_text (db, NULL, &err, NULL, "boards", "call", "--day", "1", NULL),
                   ==, 0);
  g_assert_nonnull (strstr (err, "1 match called"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--day", "1", NULL), ==, 0);
  {
    JsonObject *root = json_node_get_object (out);
    JsonArray *boards = json_object_get_array_member (root, "boards");
    JsonArray *matches = json_object_get_array_member (root, "matches");
    JsonObject *held;

    g_assert_false (json_object_get_null_member (json_array_get_object_element (boards, 0),
                                                 "match"));
    g_assert_true (json_object_get_null_member (json_array_get_object_element (boards, 1),
                                                "match"));
    g_assert_cmpuint (json_array_get_length (matches), ==, 1);
    held = json_array_get_object_element (matches, 0);
    g_assert_true (json_object_get_boolean_member (held, "held"));
    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (held, "held_by"),
                                                 "board"), ==, 1);
    on_board = json_object_get_int_member (json_array_get_object_element (boards, 0), "event");
    on_match = json_object_get_int_member (json_array_get_object_element (boards, 0), "match");
  }
  g_clear_pointer (&out, json_node_unref);

  /* The other event's boards listing shows board 1 taken, and by what. */
  {
    g_autofree char *other = g_strdup_printf ("%d", on_board == 1 ? 2 : 1);
    JsonObject *board, *taken;

    g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--event", other, NULL), ==, 0);
    board = json_array_get_object_element (json_object_get_array_member (
              json_node_get_object (out), "boards"), 0);
    g_assert_true (json_object_get_null_member (board, "match"));
    taken = json_object_get_object_member (board, "taken_by");
    g_assert_nonnull (taken);
    g_assert_cmpint (json_object_get_int_member (taken, "event"), ==, on_board);
    g_assert_cmpint (json_object_get_int_member (taken, "match"), ==, on_match);
    g_assert_false (json_object_has_member (json_array_get_object_element (
                      json_object_get_array_member (json_node_get_object (out), "boards"), 1),
                      "taken_by"));
  }
  g_clear_pointer (&out, json_node_unref);

  /* A board with a match on it stays; an event drawn already joins no day;
   * one not drawn yet does, and its own boards go. */
  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "day", "board", "--day", "1", "--board", "1", "--remove", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "T1 has a match on it"));
  }
  cli_ok (db, "event", "create", "--name", "Late", "--rules", "table", "--format", "round-robin",
          "--boards", "3", NULL);
  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "day", "add", "--day", "1", "2", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "drawn already"));
  }
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "add", "--day", "1", "3", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (out), "events")), ==, 3);
  g_clear_pointer (&out, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--event", "3", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (out), "boards")), ==, 2);
  g_clear_pointer (&out, json_node_unref);
  cli_ok (db, "day", "board", "--day", "1", "--board", "2", "--reserve", "3:0", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "board", "--day", "1", "--board", "2",
                                 "--remove", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (out), "boards")), ==, 1);
  g_clear_pointer (&out, json_node_unref);

  /* The event's own call respects the same hold. */
  g_assert_cmpint (cli_run_text (db, NULL, &err, NULL, "boards", "call", "--event", "1", NULL), ==,
                   0);
  g_assert_nonnull (strstr (err, "0 matches called"));
  g_clear_pointer (&err, g_free);

  /* Anna and Bert finish: their other match waits out the day's 15 minutes
   * of rest, the desk is told, and --ignore-rest calls it anyway. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--day", "1", NULL), ==, 0);
  {
    JsonObject *board = json_array_get_object_element (json_object_get_array_member (
                          json_node_get_object (out), "boards"), 0);
    g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT,
                                              json_object_get_int_member (board, "event"));
    g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT,
                                              json_object_get_int_member (board, "match"));
    g_autoptr(JsonNode) state = NULL;

    g_assert_cmpint (cli_run_json (db, &state, wins[0], "result", "--event", event, "--match",
                                   match, NULL), ==, 0);
  }
  g_clear_pointer (&out, json_node_unref);
  g_assert_cmpint (cli_run_text (db, NULL, &err, NULL, "boards", "call", "--day", "1", NULL),
                   ==, 0);
  g_assert_nonnull (strstr (err, "0 matches called"));
  g_assert_nonnull (strstr (err, "--ignore-rest"));
  g_clear_pointer (&err, g_free);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--day", "1", NULL), ==, 0);
  g_assert_nonnull (json_object_get_string_member (json_array_get_object_element (
                      json_object_get_array_member (json_node_get_object (out), "matches"), 0),
                      "rest_until"));
  g_clear_pointer (&out, json_node_unref);
  g_assert_cmpint (cli_run_text (db, NULL, &err, NULL, "boards", "call", "--day", "1",
                                 "--ignore-rest", NULL), ==, 0);
  g_assert_nonnull (strstr (err, "1 match called"));
  g_clear_pointer (&err, g_free);

  tmp_remove_tree (dir);
}

/* Bad input: a clear message naming what, exit 2, nothing stored. */
static void
test_cli_bad_input (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  struct { const char *args[12]; const char *message; } cases[] = {
    { { "day", "create", "--name", "X", "--date", "2026-13-40", "--boards", "2" }, "2026-13-40" },
    { { "day", "create", "--name", "X", "--date", "2026-12-05", "--boards", "0" }, "--boards" },
    { { "day", "create", "--name", "X", "--date", "2026-12-05", "--boards", "2", "--board-names",
        "a,b,c" }, "--board-names" },
    { { "day", "create", "--name", "X", "--date", "2026-12-05", "--boards", "3", "--board-names",
        "A,B, a" }, "boards 1 and 3 are both named “a”" },
    { { "event", "create", "--name", "E", "--rules", "table", "--format", "round-robin", "--day",
        "7" }, "day with number 7" },
    { { "event", "create", "--name", "E", "--rules", "table", "--format", "round-robin", "--day",
        "1", "--boards", "2" }, "--boards" },
    { { "boards", "--day", "9" }, "day with number 9" },
    { { "day", "board", "--day", "1", "--add", "--name", " " }, "--name" },
    { { "day", "board", "--day", "9", "--add" }, "day with number 9" },
    { { "day", "delete", "--day", "9" }, "day with number 9" },
    { { "day", "board", "--day", "1", "--add", "--board", "2" }, "--add" },
    { { "day", "board", "--day", "1", "--board", "2", "--free", "--name", "X" }, "--name" },
  };
  g_autofree char *err = NULL;

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "2", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliRun) run = { 0 };
      const char **a = cases[i].args;

      cli_run (&run, db, NULL, a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], a[8], a[9], a[10],
               NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, cases[i].message));
    }
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "list", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (out)), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                     json_node_get_array (out), 0), "boards"), ==, 2);
  g_clear_pointer (&out, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "event", "list", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (out)), ==, 0);
  tmp_remove_tree (dir);
}

typedef struct
{
  GHashTable *finished;  /* player name → GDateTime* of their last match's end */
  GDateTime  *now;
  guint       rest;
} Play;

/* One random day played to its end through the core: nobody on two boards,
 * nobody called inside their rest, every board's reservation kept, every
 * match played. */
static void
play_random_day (guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-day-XXXXXX", &dir, &path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint n_events = g_rand_int_range (rand, 2, 6);
  guint n_players = g_rand_int_range (rand, 16, 200);
  HammerDaySpec spec = { "Day", "2026-12-05", NULL, g_rand_int_range (rand, 2, 13), NULL,
                         g_rand_int_range (rand, 0, 25) };
  g_autoptr(GHashTable) finished = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                          (GDestroyNotify) g_date_time_unref);
  g_autoptr(GDateTime) now = g_date_time_new_utc (2026, 12, 5, 9, 0, 0);
  gint64 day_id, reserved = 0;
  guint steps = 0;

  clock_fix (now);
  day_id = hammer_days_create (store, &spec, &error);
  g_assert_no_error (error);
  for (guint e = 0; e < n_events; e++)
    {
      HammerEventSpec event;
      guint n = g_rand_int_range (rand, 8, MIN (n_players, 128) + 1);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GArray) ids = NULL;
      g_autofree guint *order = g_new (guint, n_players);
      gint64 event_id;

      hammer_event_spec_init (&event);
      event.name = "Event";
      event.rules = "table";
      event.format = n <= 10 && g_rand_boolean (rand) ? HAMMER_FORMAT_ROUND_ROBIN
                                                     : HAMMER_FORMAT_SINGLE_ELIMINATION;
      event.day_id = day_id;
      event_id = hammer_events_create (store, &event, &error);
      g_assert_no_error (error);
      for (guint p = 0; p < n_players; p++)
        order[p] = p;
      for (guint p = n_players - 1; p > 0; p--)
        {
          guint k = g_rand_int_range (rand, 0, p + 1), t = order[p];

          order[p] = order[k];
          order[k] = t;
        }
      for (guint p = 0; p < n; p++)
        g_ptr_array_add (names, g_strdup_printf ("Player %03u", order[p]));
      g_ptr_array_add (names, NULL);
      ids = hammer_events_add_entrants (store, event_id, (const char * const *) names->pdata,
                                        &error);
      g_assert_no_error (error);
      g_assert_true (hammer_events_draw (store, event_id, TRUE, seed + e, &error));
      g_array_append_val (events, event_id);
    }
  /* Board 1 kept for the first event in half the days. */
  if (g_rand_boolean (rand))
    {
      reserved = g_array_index (events, gint64, 0);
      g_assert_true (hammer_days_reserve_board (store, day_id, 1, reserved, -1, NULL, &error));
    }

  for (;; steps++)
    {
      HammerDayCall call;
      g_autoptr(JsonNode) boards_node = NULL;
      g_autoptr(GHashTable) on_board = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr(GPtrArray) busy = g_ptr_array_new ();
      g_autofree char *stamp = g_date_time_format_iso8601 (now);
      JsonArray *boards, *queue;

      g_assert_cmpuint (steps, <, 20000);
      g_assert_true (hammer_days_call_next_matches (store, day_id, FALSE, &call, &error));
      g_assert_no_error (error);
      boards_node = hammer_days_get_boards_json (store, day_id, &error);
      g_assert_no_error (error);
      boards = json_object_get_array_member (json_node_get_object (boards_node), "boards");
      queue = json_object_get_array_member (json_node_get_object (boards_node), "matches");
      for (guint b = 0; b < json_array_get_length (boards); b++)
        {
          JsonObject *board = json_array_get_object_element (boards, b);
          JsonArray *names;
          gint64 event_id;

          if (json_object_get_null_member (board, "match"))
            continue;
          event_id = json_object_get_int_member (board, "event");
          if (reserved != 0 && json_object_get_int_member (board, "number") == 1)
            g_assert_cmpint (event_id, ==, reserved);
          names = json_object_get_array_member (board, "names");
          for (guint s = 0; s < json_array_get_length (names); s++)
            {
              const char *name = json_array_get_string_element (names, s);
              GDateTime *last = g_hash_table_lookup (finished, name);

              /* Never on two boards at once. */
              g_assert_false (g_hash_table_contains (on_board, name));
              g_hash_table_add (on_board, (gpointer) name);
              /* Called now: not inside the rest. */
              if (last != NULL && g_strcmp0 (json_object_get_string_member (board, "since"),
                                             stamp) >= 0)
                g_assert_cmpint (g_date_time_difference (now, last), >=,
                                 (gint64) spec.rest_minutes * G_TIME_SPAN_MINUTE);
            }
          g_ptr_array_add (busy, board);
        }
      if (busy->len == 0)
        {
          /* Nothing on a board: only resting players may keep the queue
           * waiting, and the rest ends. */
          if (json_array_get_length (queue) == 0)
            break;
          g_assert_cmpuint (call.n_held_playing, ==, 0);
          g_assert_cmpuint (call.n_held_resting, >, 0);
        }
      else
        {
          JsonObject *board = busy->pdata[g_rand_int_range (rand, 0, busy->len)];
          JsonArray *names = json_object_get_array_member (board, "names");

          store_record (store, json_object_get_int_member (board, "event"),
                        json_object_get_int_member (board, "match"),
                        wins[g_rand_int_range (rand, 0, 2)]);
          for (guint s = 0; s < json_array_get_length (names); s++)
            g_hash_table_replace (finished, g_strdup (json_array_get_string_element (names, s)),
                                  g_date_time_ref (now));
        }
      {
        GDateTime *later = g_date_time_add_minutes (now, g_rand_int_range (rand, 1, 8));

        g_date_time_unref (now);
        now = later;
        clock_fix (now);
      }
    }

  /* Every match of every event was played. */
  for (guint e = 0; e < events->len; e++)
    {
      g_autoptr(JsonNode) node = hammer_events_get_matches_json (store, g_array_index (events,
                                                                 gint64, e), &error);
      JsonArray *matches = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (matches); i++)
        {
          const char *state = json_object_get_string_member (json_array_get_object_element (matches,
                                                                                            i),
                                                             "state");

          g_assert_true (g_str_equal (state, "finished") || g_str_equal (state, "bye") ||
                         g_str_equal (state, "skipped"));
        }
    }
  clock_release ();
  tmp_store_close (&store, &dir, &path);
}

/* Making a day, reserving and removing its boards are undone like the rest. */
static void
test_undo (StoreFixture  *f,
           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) days = NULL;
  g_autoptr(JsonNode) day = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, 3, "A,B,C", 5 };
  gint64 day_id = hammer_days_create (f->store, &spec, &error);
  gint64 created;
  JsonArray *boards;

  g_assert_no_error (error);
  created = hammer_store_get_last_change (f->store);
  g_assert_true (hammer_days_remove_board (f->store, day_id, 2, &error));
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  day = hammer_days_get_json (f->store, day_id, &error);
  boards = json_object_get_array_member (json_node_get_object (day), "boards");
  g_assert_cmpuint (json_array_get_length (boards), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (boards, 1),
                                                  "name"), ==, "B");
  g_clear_pointer (&day, json_node_unref);

  /* A board added goes after the last, named; undo takes it away. */
  {
    guint number = 0;

    g_assert_true (hammer_days_add_board (f->store, day_id, "Finale", &number, &error));
    g_assert_cmpuint (number, ==, 4);
    day = hammer_days_get_json (f->store, day_id, &error);
    boards = json_object_get_array_member (json_node_get_object (day), "boards");
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (boards, 3),
                                                    "name"), ==, "Finale");
    g_clear_pointer (&day, json_node_unref);
    g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
    day = hammer_days_get_json (f->store, day_id, &error);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                        json_node_get_object (day), "boards")), ==, 3);
  }
  g_assert_true (hammer_store_undo (f->store, created, &error));
  g_assert_no_error (error);
  days = hammer_days_list_json (f->store, &error);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (days)), ==, 0);
}

/* The timetable of an event of a day: a match whose player is on another
 * event's board starts once that match likely ends and the rest is over. */
static void
test_timetable (StoreFixture  *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) nine = g_date_time_new_utc (2026, 12, 5, 9, 0, 0);
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, 4, NULL, 20 };
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(JsonNode) timetable = NULL;
  g_autoptr(JsonNode) boards = NULL;
  g_autoptr(GDateTime) start = NULL;
  g_autoptr(GDateTime) end = NULL;
  HammerDayCall call;
  gint64 day_id, events[2];
  JsonObject *slot;

  clock_fix (nine);
  day_id = hammer_days_create (f->store, &spec, &error);
  g_assert_no_error (error);
  for (guint e = 0; e < 2; e++)
    {
      HammerEventSpec event;
      g_autoptr(GArray) ids = NULL;

      hammer_event_spec_init (&event);
      event.name = "Event";
      event.rules = "table";
      event.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
      event.day_id = day_id;
      events[e] = hammer_events_create (f->store, &event, &error);
      g_assert_no_error (error);
      ids = hammer_events_add_entrants (f->store, events[e], names, &error);
      g_assert_no_error (error);
      g_assert_true (hammer_events_draw (f->store, events[e], TRUE, 1, &error));
    }
  g_assert_true (hammer_days_call_next_matches (f->store, day_id, FALSE, &call, &error));
  g_assert_cmpuint (call.n_called, ==, 1);
  g_assert_cmpuint (call.n_held_playing, ==, 1);
  boards = hammer_days_get_boards_json (f->store, day_id, &error);
  g_assert_no_error (error);

  /* The other event's one match: after the first one's end, plus 20 minutes. */
  {
    JsonObject *board = json_array_get_object_element (json_object_get_array_member (
                          json_node_get_object (boards), "boards"), 0);
    gint64 playing = json_object_get_int_member (board, "event");
    gint64 waiting = playing == events[0] ? events[1] : events[0];
    g_autoptr(JsonNode) on_board = hammer_events_get_timetable_json (f->store, playing, &error);

    g_assert_no_error (error);
    slot = json_array_get_object_element (json_object_get_array_member (
             json_node_get_object (on_board), "matches"), 0);
    end = g_date_time_new_from_iso8601 (json_object_get_string_member (slot, "end"), NULL);
    timetable = hammer_events_get_timetable_json (f->store, waiting, &error);
    g_assert_no_error (error);
  }
  slot = json_array_get_object_element (json_object_get_array_member (
           json_node_get_object (timetable), "matches"), 0);
  start = g_date_time_new_from_iso8601 (json_object_get_string_member (slot, "start"), NULL);
  g_assert_nonnull (end);
  g_assert_nonnull (start);
  g_assert_cmpint (g_date_time_compare (end, nine), >, 0);
  g_assert_cmpint (g_date_time_difference (start, end), ==, 20 * G_TIME_SPAN_MINUTE);
  clock_release ();
}

static void
test_random_days (void)
{
  for (guint32 seed = 1; seed <= 8; seed++)
    play_random_day (seed);
}

/* A file of schema 13 with matches on its event's boards keeps them when
 * schema 14 rebuilds the boards table, ids and all, and undo still works. */
static void
test_migration (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  g_autoptr(JsonNode) boards = NULL;
  g_auto(CliRun) run = { 0 };
  JsonArray *list;
  guint n_on_board = 0;
  sqlite3 *raw;

  cli_ok (db, "event", "create", "--name", "Old", "--rules", "table", "--format", "round-robin",
          "--boards", "2", "--board-names", "Links,Rechts", NULL);
  cli_run (&run, db, NULL, "entrants", "add", "--event", "1", "A", "B", "C", "D", NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_ok (db, "draw", "--event", "1", "--seed", "3", NULL);
  g_assert_cmpint (sqlite3_open (db, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, TEST_SQL_BACK_TO_SCHEMA_13 "PRAGMA user_version = 13;",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);

  g_assert_cmpint (cli_run_json (db, &boards, NULL, "boards", "--event", "1", NULL), ==, 0);
  list = json_object_get_array_member (json_node_get_object (boards), "boards");
  g_assert_cmpuint (json_array_get_length (list), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (list, 1),
                                                  "name"), ==, "Rechts");
  g_assert_cmpint (cli_run_json (db, &out, NULL, "matches", "--event", "1", NULL), ==, 0);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (out)); i++)
    n_on_board += !json_object_get_null_member (json_array_get_object_element (
                                                  json_node_get_array (out), i), "board");
  g_assert_cmpuint (n_on_board, ==, 2);
  g_clear_pointer (&out, json_node_unref);
  /* A board made now takes a new id: the change log's ids stay unique. */
  cli_ok (db, "day", "create", "--name", "New", "--date", "2026-12-05", "--boards", "1", NULL);
  g_assert_cmpint (sqlite3_open (db, &raw), ==, SQLITE_OK);
  {
    sqlite3_stmt *stmt = NULL;

    g_assert_cmpint (sqlite3_prepare_v2 (raw, "SELECT id FROM boards WHERE day_id = 1", -1, &stmt,
                                         NULL), ==, SQLITE_OK);
    g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
    g_assert_cmpint (sqlite3_column_int64 (stmt, 0), ==, 3);
    sqlite3_finalize (stmt);
  }
  sqlite3_close (raw);
  tmp_remove_tree (dir);
}

/* A few small days played to their ends through hammer-cli alone, as
 * programs outside the project drive it (no rest: its clock is the
 * machine's). */
static void
play_cli_day (guint32 seed)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  guint n_events = g_rand_int_range (rand, 2, 4);
  guint n_results = 0;

  cli_ok (db, "day", "create", "--name", "Day", "--date", "2026-12-05", "--boards", "3", NULL);
  for (guint e = 1; e <= n_events; e++)
    {
      g_autofree char *event = g_strdup_printf ("%u", e);
      g_autofree char *draw_seed = g_strdup_printf ("%u", seed);
      g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
      g_auto(CliRun) run = { 0 };
      guint first = g_rand_int_range (rand, 0, 5);

      cli_ok (db, "event", "create", "--name", "E", "--rules", "table", "--format",
              "single-elimination", "--day", "1", NULL);
      /* Eight of twelve players, overlapping from one event to the next. */
      cli_run (&run, db, NULL, "entrants", "add", "--event", event, "P01", "P02", "P03", "P04",
               first < 4 ? "P05" : "P09", "P06", first < 2 ? "P07" : "P10",
               first < 3 ? "P08" : "P11", NULL);
      g_assert_cmpint (run.status, ==, 0);
      cli_ok (db, "draw", "--event", event, "--seed", draw_seed, NULL);
    }
  for (;;)
    {
      g_autoptr(GHashTable) on_board = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr(GPtrArray) busy = g_ptr_array_new ();
      JsonArray *boards;

      g_assert_cmpuint (n_results, <=, 3 * 7);
      g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "call", "--day", "1", NULL), ==, 0);
      boards = json_object_get_array_member (json_node_get_object (out), "boards");
      for (guint b = 0; b < json_array_get_length (boards); b++)
        {
          JsonObject *board = json_array_get_object_element (boards, b);
          JsonArray *names;

          if (json_object_get_null_member (board, "match"))
            continue;
          names = json_object_get_array_member (board, "names");
          for (guint s = 0; s < json_array_get_length (names); s++)
            {
              const char *name = json_array_get_string_element (names, s);

              g_assert_false (g_hash_table_contains (on_board, name));
              g_hash_table_add (on_board, (gpointer) name);
            }
          g_ptr_array_add (busy, board);
        }
      if (busy->len == 0)
        {
          /* Nothing on a board and nothing held: every match is played. */
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                              json_node_get_object (out), "matches")), ==, 0);
          g_clear_pointer (&out, json_node_unref);
          break;
        }
      {
        JsonObject *board = busy->pdata[g_rand_int_range (rand, 0, busy->len)];
        g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                  json_object_get_int_member (board, "event"));
        g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                  json_object_get_int_member (board, "match"));
        g_autoptr(JsonNode) state = NULL;

        g_assert_cmpint (cli_run_json (db, &state, wins[g_rand_int_range (rand, 0, 2)], "result",
                                       "--event", event, "--match", match, NULL), ==, 0);
        n_results++;
      }
      g_clear_pointer (&out, json_node_unref);
    }
  g_assert_cmpuint (n_results, ==, n_events * 7);
  tmp_remove_tree (dir);
}

static void
test_cli_days (void)
{
  for (guint32 seed = 1; seed <= 3; seed++)
    play_cli_day (seed);
}

/* The day's queue keeps its events' models between calls, and the hall
 * server's reading of the day between documents: a result stored through
 * another connection (the hall's, another program) must still free its
 * board for the next call and show in the next reading. */
static void
test_cache_follows_others (StoreFixture  *f,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) other = hammer_store_open (f->path, &error);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(HammerDayState) state = NULL;
  g_autoptr(HammerDayState) fresh = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, 1, NULL, 0 };
  const char *names[2][3] = { { "Anna", "Bert", NULL }, { "Cor", "Dirk", NULL } };
  gint64 day_id = hammer_days_create (f->store, &spec, &error);
  HammerDayCall call;
  JsonObject *board;

  g_assert_no_error (error);
  for (guint e = 0; e < 2; e++)
    {
      HammerEventSpec event;
      g_autoptr(GArray) ids = NULL;
      gint64 event_id;

      hammer_event_spec_init (&event);
      event.name = "Event";
      event.rules = "table";
      event.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
      event.day_id = day_id;
      event_id = hammer_events_create (f->store, &event, &error);
      g_assert_no_error (error);
      ids = hammer_events_add_entrants (f->store, event_id, names[e], &error);
      g_assert_no_error (error);
      g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 1, &error));
    }
  g_assert_true (hammer_days_call_next_matches (f->store, day_id, FALSE, &call, &error));
  g_assert_cmpuint (call.n_called, ==, 1);
  node = hammer_days_get_boards_json (f->store, day_id, &error);
  g_assert_no_error (error);
  board = json_array_get_object_element (json_object_get_array_member (
            json_node_get_object (node), "boards"), 0);
  /* The hall server's reading of the day keeps the models too. */
  state = hammer_days_get_state_cached (f->store, day_id, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (state->boards, HammerDayBoard, 0).event, !=, 0);
  g_clear_pointer (&state, hammer_day_state_free);
  store_record (other, json_object_get_int_member (board, "event"),
                json_object_get_int_member (board, "match"), wins[0]);
  g_clear_pointer (&node, json_node_unref);
  /* It sees the other connection's result as a fresh reading does: the
   * board free, the result counted, the other event's match next. */
  state = hammer_days_get_state_cached (f->store, day_id, G_MAXUINT, &error);
  fresh = hammer_days_get_state (f->store, day_id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (state->boards, HammerDayBoard, 0).event, ==, 0);
  g_assert_cmpuint (state->waiting->len, ==, fresh->waiting->len);
  g_assert_cmpuint (state->waiting->len, ==, 1);
  g_assert_cmpint (g_array_index (state->waiting, HammerDayWaiting, 0).match, ==,
                   g_array_index (fresh->waiting, HammerDayWaiting, 0).match);
  for (guint e = 0; e < state->events->len; e++)
    g_assert_cmpuint (g_array_index (state->events, HammerDayEventProgress, e).n_played, ==,
                      g_array_index (fresh->events, HammerDayEventProgress, e).n_played);
  g_assert_cmpuint (g_array_index (state->events, HammerDayEventProgress, 0).n_played +
                    g_array_index (state->events, HammerDayEventProgress, 1).n_played, ==, 1);

  g_assert_true (hammer_days_call_next_matches (f->store, day_id, FALSE, &call, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (call.n_called, ==, 1);
  node = hammer_days_get_boards_json (f->store, day_id, &error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (node), "matches")), ==, 0);
}

/* The events list counts an event of a day's boards as the day's, and
 * follows the day's boards when one goes (the list keeps its lines). */
static void
test_listing_boards (StoreFixture  *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, 3, NULL, 0 };
  gint64 day_id = hammer_days_create (f->store, &spec, &error);
  HammerEventSpec event;

  g_assert_no_error (error);
  hammer_event_spec_init (&event);
  event.name = "Singles";
  event.rules = "table";
  event.format = HAMMER_FORMAT_ROUND_ROBIN;
  event.day_id = day_id;
  hammer_events_create (f->store, &event, &error);
  g_assert_no_error (error);
  before = hammer_events_list (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hammer_event_listing_get_n_boards (before->pdata[0]), ==, 3);
  g_assert_cmpint (hammer_event_listing_get_day_id (before->pdata[0]), ==, day_id);
  g_assert_true (hammer_days_remove_board (f->store, day_id, 3, &error));
  after = hammer_events_list (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hammer_event_listing_get_n_boards (after->pdata[0]), ==, 2);
}

/* Deleting an event frees the day's board kept for it; undo keeps it for
 * the event again. */
static void
test_delete_event_undo (StoreFixture  *f,
                        gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) day = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, 2, NULL, 0 };
  gint64 day_id = hammer_days_create (f->store, &spec, &error);
  HammerEventSpec event;
  JsonObject *board;
  gint64 event_id;

  g_assert_no_error (error);
  hammer_event_spec_init (&event);
  event.name = "Singles";
  event.rules = "table";
  event.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  event.day_id = day_id;
  event_id = hammer_events_create (f->store, &event, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_days_reserve_board (f->store, day_id, 1, event_id, 0, NULL, &error));
  g_assert_true (hammer_events_delete (f->store, event_id, &error));
  g_assert_no_error (error);
  day = hammer_days_get_json (f->store, day_id, &error);
  board = json_array_get_object_element (json_object_get_array_member (
            json_node_get_object (day), "boards"), 0);
  g_assert_true (json_object_get_null_member (board, "reserved"));
  g_clear_pointer (&day, json_node_unref);

  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  day = hammer_days_get_json (f->store, day_id, &error);
  board = json_array_get_object_element (json_object_get_array_member (
            json_node_get_object (day), "boards"), 0);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (board, "reserved"),
                                               "event"), ==, event_id);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (board, "reserved"),
                                               "stage"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (day), "events")), ==, 1);
}

/* boards --day lists the waiting matches in the order the call takes
 * them: each call puts the head of the list on the free boards, the first
 * on the first board; the events furthest behind take turns, not one
 * event's whole queue first. */
static void
test_queue_order (StoreFixture  *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, 3, NULL, 0 };
  gint64 day_id = hammer_days_create (f->store, &spec, &error);
  guint n_results = 0;

  g_assert_no_error (error);
  for (guint e = 0; e < 3; e++)
    {
      HammerEventSpec event;
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GArray) ids = NULL;
      gint64 event_id;

      hammer_event_spec_init (&event);
      event.name = "Event";
      event.rules = "table";
      event.format = e == 2 ? HAMMER_FORMAT_ROUND_ROBIN : HAMMER_FORMAT_SINGLE_ELIMINATION;
      event.day_id = day_id;
      event_id = hammer_events_create (f->store, &event, &error);
      g_assert_no_error (error);
      for (guint p = 0; p < 8 + 4 * e; p++)
        g_ptr_array_add (names, g_strdup_printf ("Player %u", 100 * e + p));
      g_ptr_array_add (names, NULL);
      ids = hammer_events_add_entrants (f->store, event_id, (const char * const *) names->pdata,
                                        &error);
      g_assert_no_error (error);
      g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 5, &error));
    }
  for (;;)
    {
      g_autoptr(JsonNode) before = hammer_days_get_boards_json (f->store, day_id, &error);
      g_autoptr(JsonNode) after = NULL;
      JsonArray *queue = json_object_get_array_member (json_node_get_object (before), "matches");
      JsonArray *boards;
      HammerDayCall call;

      g_assert_cmpuint (n_results, <, 200);
      if (json_array_get_length (queue) == 0)
        break;
      g_assert_true (hammer_days_call_next_matches (f->store, day_id, FALSE, &call, &error));
      after = hammer_days_get_boards_json (f->store, day_id, &error);
      boards = json_object_get_array_member (json_node_get_object (after), "boards");
      for (guint b = 0; b < json_array_get_length (boards); b++)
        {
          JsonObject *board = json_array_get_object_element (boards, b);

          g_assert_false (json_object_get_boolean_member (json_array_get_object_element (queue, b),
                                                          "held"));
          g_assert_cmpint (json_object_get_int_member (board, "match"), ==,
                           json_object_get_int_member (json_array_get_object_element (queue, b),
                                                       "match"));
          store_record (f->store, json_object_get_int_member (board, "event"),
                        json_object_get_int_member (board, "match"), wins[n_results++ % 2]);
          if (json_array_get_length (queue) == b + 1)
            break;
        }
    }
  /* Every call filled the boards: the day went on to its end. */
  g_assert_cmpuint (n_results, >=, 7 + 11 + 66);
}

/* Deleting a day: its events keep its boards as their own; undo puts the
 * day back with its boards and events. Refused, nothing changed, while a
 * match of the day is on a board. */
static void
test_delete_day (StoreFixture  *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, 3, "A,B,C", 0 };
  gint64 day_id = hammer_days_create (f->store, &spec, &error);
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec event;
  HammerDayCall call;
  gint64 event_id, busy_day;

  g_assert_no_error (error);
  hammer_event_spec_init (&event);
  event.name = "Singles";
  event.rules = "table";
  event.format = HAMMER_FORMAT_ROUND_ROBIN;
  event.day_id = day_id;
  event_id = hammer_events_create (f->store, &event, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_days_delete (f->store, day_id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (hammer_events_get_day (f->store, event_id, NULL), ==, 0);
  node = hammer_events_get_event_json (f->store, event_id, &error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (node), "boards")), ==, 3);
  g_clear_pointer (&node, json_node_unref);

  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  g_assert_cmpint (hammer_events_get_day (f->store, event_id, NULL), ==, day_id);
  node = hammer_days_get_json (f->store, day_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (node), "boards")), ==, 3);
  g_clear_pointer (&node, json_node_unref);
  node = hammer_events_get_event_json (f->store, event_id, &error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (node), "boards")), ==, 3);
  g_clear_pointer (&node, json_node_unref);

  /* Play under way: refused, the day as it was. */
  busy_day = day_id;
  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 1, &error));
  g_assert_true (hammer_days_call_next_matches (f->store, busy_day, FALSE, &call, &error));
  g_assert_cmpuint (call.n_called, ==, 1);
  g_assert_false (hammer_days_delete (f->store, busy_day, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Singles"));
  g_clear_error (&error);
  g_assert_cmpint (hammer_events_get_day (f->store, event_id, NULL), ==, busy_day);
}

/* An event not drawn yet leaves its day: boards of its own like the day's,
 * the day's board kept for it freed; undo puts both back. Refused for an
 * event on no day and, nothing changed, once drawn. */
static void
test_remove_event (StoreFixture  *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, 2, "North,South", 0 };
  gint64 day_id = hammer_days_create (f->store, &spec, &error);
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec event;
  JsonObject *board;
  gint64 event_id;

  g_assert_no_error (error);
  hammer_event_spec_init (&event);
  event.name = "Singles";
  event.rules = "table";
  event.format = HAMMER_FORMAT_ROUND_ROBIN;
  event.day_id = day_id;
  event_id = hammer_events_create (f->store, &event, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_days_reserve_board (f->store, day_id, 2, event_id, -1, NULL, &error));

  g_assert_true (hammer_days_remove_event (f->store, event_id, &error));
  g_assert_no_error (error);
  g_assert_cmpint (hammer_events_get_day (f->store, event_id, NULL), ==, 0);
  node = hammer_events_get_event_json (f->store, event_id, &error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (node), "boards")), ==, 2);
  g_clear_pointer (&node, json_node_unref);
  node = hammer_days_get_json (f->store, day_id, &error);
  board = json_array_get_object_element (json_object_get_array_member (
            json_node_get_object (node), "boards"), 1);
  g_assert_true (json_object_get_null_member (board, "reserved"));
  g_clear_pointer (&node, json_node_unref);
  g_assert_false (hammer_days_remove_event (f->store, event_id, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "no day"));
  g_clear_error (&error);

  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  g_assert_cmpint (hammer_events_get_day (f->store, event_id, NULL), ==, day_id);
  node = hammer_days_get_json (f->store, day_id, &error);
  board = json_array_get_object_element (json_object_get_array_member (
            json_node_get_object (node), "boards"), 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (board, "reserved"),
                                               "event"), ==, event_id);
  g_clear_pointer (&node, json_node_unref);

  /* Drawn: its matches are on the day's boards, and it stays. */
  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 1, &error));
  g_assert_false (hammer_days_remove_event (f->store, event_id, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "drawn already"));
  g_clear_error (&error);
  g_assert_cmpint (hammer_events_get_day (f->store, event_id, NULL), ==, day_id);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/day/cli", test_cli_day);
  g_test_add_func ("/day/cli-bad-input", test_cli_bad_input);
  g_test_add ("/day/undo", StoreFixture, NULL, store_fixture_set_up, test_undo,
              store_fixture_tear_down);
  g_test_add ("/day/timetable", StoreFixture, NULL, store_fixture_set_up, test_timetable,
              store_fixture_tear_down);
  g_test_add ("/day/cache-follows-others", StoreFixture, NULL, store_fixture_set_up,
              test_cache_follows_others, store_fixture_tear_down);
  g_test_add ("/day/listing-boards", StoreFixture, NULL, store_fixture_set_up,
              test_listing_boards, store_fixture_tear_down);
  g_test_add ("/day/delete-event-undo", StoreFixture, NULL, store_fixture_set_up,
              test_delete_event_undo, store_fixture_tear_down);
  g_test_add ("/day/queue-order", StoreFixture, NULL, store_fixture_set_up,
              test_queue_order, store_fixture_tear_down);
  g_test_add ("/day/delete-day", StoreFixture, NULL, store_fixture_set_up,
              test_delete_day, store_fixture_tear_down);
  g_test_add ("/day/remove-event", StoreFixture, NULL, store_fixture_set_up, test_remove_event,
              store_fixture_tear_down);
  g_test_add_func ("/day/migration", test_migration);
  g_test_add_func ("/day/random-days", test_random_days);
  g_test_add_func ("/day/cli-days", test_cli_days);
  return g_test_run ();
}
