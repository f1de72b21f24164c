/* test-boards.c — calling the next matches onto free boards, and noticing
 * another program's changes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "test-common.h"

typedef StoreFixture Fixture;

/* A win in two games of table shuffleboard, for the first side. */
#define FIRST_SIDE_WINS "{\"games\": [{\"ends\": [{\"points\": [4, 0]}," \
                        " {\"points\": [4, 0]}, {\"points\": [4, 0]}," \
                        " {\"points\": [4, 0]}]}, {\"ends\": [" \
                        "{\"points\": [4, 0]}, {\"points\": [4, 0]}," \
                        " {\"points\": [4, 0]}, {\"points\": [4, 0]}]}]}"

static gint64
create_drawn (Fixture      *f,
              HammerFormat  format,
              guint         n_entrants,
              guint         n_boards)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  gint64 id;

  hammer_event_spec_init (&spec);
  spec.name = "Winterbeker";
  spec.rules = "table";
  spec.format = format;
  spec.n_boards = n_boards;
  id = hammer_store_create_event (f->store, &spec, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < n_entrants; i++)
    g_ptr_array_add (names, g_strdup_printf ("Speler %02u", i + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_store_add_entrants (f->store, id, (const char * const *) names->pdata, &error);
  g_assert_no_error (error);
  hammer_store_draw_event (f->store, id, TRUE, 7, &error);
  g_assert_no_error (error);
  return id;
}

static JsonObject *
boards (Fixture *f,
        gint64   event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_store_get_boards_json (f->store, event_id, &error);

  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (node));
}

static guint
count_busy (JsonObject *boards)
{
  JsonArray *list = json_object_get_array_member (boards, "boards");
  guint busy = 0;

  for (guint b = 0; b < json_array_get_length (list); b++)
    if (!json_object_get_null_member (json_array_get_object_element (list, b), "match"))
      busy++;
  return busy;
}

/* The same event brought in from a document in which no match is on a
 * board yet: six free boards and eight matches waiting. */
static gint64
import_without_boards (Fixture *f,
                       gint64   event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = hammer_store_export_event (f->store, event_id, &error);
  JsonArray *matches;
  gint64 imported;

  g_assert_no_error (error);
  matches = json_object_get_array_member (json_node_get_object (document), "matches");
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      json_object_set_null_member (match, "board");
      json_object_set_null_member (match, "called_at");
    }
  imported = hammer_store_import_event (f->store, document, &error);
  g_assert_no_error (error);
  return imported;
}

static void
test_call_fills_free_boards (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) before = NULL;
  g_autoptr(JsonObject) after = NULL;
  g_autoptr(JsonObject) undone = NULL;
  g_autoptr(GHashTable) players = g_hash_table_new (NULL, NULL);
  gint64 drawn = create_drawn (f, HAMMER_FORMAT_SINGLE_ELIMINATION, 16, 6);
  gint64 event_id = import_without_boards (f, drawn);
  JsonArray *list;
  gint64 change;
  guint called;

  before = boards (f, event_id);
  g_assert_cmpuint (count_busy (before), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (before, "queue")), ==, 8);

  called = hammer_store_call_next_matches (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (called, ==, 6);

  after = boards (f, event_id);
  g_assert_cmpuint (count_busy (after), ==, 6);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (after, "queue")), ==, 2);

  /* Twelve different players on the six boards, each with a start time. */
  list = json_object_get_array_member (after, "boards");
  for (guint b = 0; b < json_array_get_length (list); b++)
    {
      JsonObject *board = json_array_get_object_element (list, b);
      JsonObject *match = json_object_get_object_member (board, "match");
      JsonArray *sides = json_object_get_array_member (match, "sides");

      g_assert_cmpint (json_object_get_int_member (match, "board"), ==,
                       json_object_get_int_member (board, "number"));
      g_assert_nonnull (json_object_get_string_member (board, "since"));
      g_assert_nonnull (json_object_get_string_member (board, "estimated_end"));
      for (guint s = 0; s < 2; s++)
        g_hash_table_add (players, GINT_TO_POINTER (json_array_get_int_element (sides, s)));
    }
  g_assert_cmpuint (g_hash_table_size (players), ==, 12);

  /* One change: undoing it frees all six boards again. */
  change = hammer_store_get_last_change (f->store);
  g_assert_true (hammer_store_undo (f->store, change, &error));
  g_assert_no_error (error);
  undone = boards (f, event_id);
  g_assert_cmpuint (count_busy (undone), ==, 0);
}

static void
test_call_with_nothing_to_do (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gint64 event_id = create_drawn (f, HAMMER_FORMAT_SINGLE_ELIMINATION, 16, 6);
  gint64 change = hammer_store_get_last_change (f->store);

  /* The draw filled every board already. */
  g_assert_cmpuint (hammer_store_call_next_matches (f->store, event_id, &error), ==, 0);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);

  g_assert_cmpuint (hammer_store_call_next_matches (f->store, 999, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
}

/* A board freed by moving its match is filled only with a match whose
 * players are not on another board. */
static void
test_call_after_move (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) state = NULL;
  g_autoptr(JsonObject) moved = NULL;
  gint64 event_id = create_drawn (f, HAMMER_FORMAT_ROUND_ROBIN, 4, 3);
  JsonObject *first;
  JsonArray *list;
  gint64 match_id;

  /* Four players: two matches at a time, whatever the number of boards. */
  state = boards (f, event_id);
  g_assert_cmpuint (count_busy (state), ==, 2);
  first = json_object_get_object_member (json_array_get_object_element (
                                           json_object_get_array_member (state, "boards"), 0),
                                         "match");
  match_id = json_object_get_int_member (first, "id");

  g_assert_true (hammer_store_assign_board (f->store, event_id, match_id, 3, &error));
  g_assert_no_error (error);
  moved = boards (f, event_id);
  g_assert_cmpuint (count_busy (moved), ==, 2);
  list = json_object_get_array_member (moved, "boards");
  g_assert_true (json_object_get_null_member (json_array_get_object_element (list, 0), "match"));

  g_assert_cmpuint (hammer_store_call_next_matches (f->store, event_id, &error), ==, 0);
  g_assert_no_error (error);
}

static gboolean
has_member (JsonArray  *matches,
            gint64      match_id,
            const char *member)
{
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_object_get_int_member (match, "id") == match_id)
        return json_object_has_member (match, member);
    }
  g_assert_not_reached ();
}

static void
test_finished_at (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) input = json_from_string (FIRST_SIDE_WINS, NULL);
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  gint64 event_id = create_drawn (f, HAMMER_FORMAT_SINGLE_ELIMINATION, 4, 2);
  gint64 match_id;

  before = hammer_store_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  match_id = json_object_get_int_member (
               json_array_get_object_element (json_node_get_array (before), 0), "id");
  g_assert_false (has_member (json_node_get_array (before), match_id, "finished_at"));

  state = hammer_store_record_result (f->store, event_id, match_id, input, FALSE, NULL, &error);
  g_assert_no_error (error);
  after = hammer_store_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_true (has_member (json_node_get_array (after), match_id, "finished_at"));
}

/* The times of the boards come from the clock a test can set, not from the
 * machine's: matches called at a quarter past seven are on their boards
 * since then, and a result entered at twenty to eight finished then. */
static void
test_times_from_clock (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GDateTime) called = g_date_time_new_utc (2031, 3, 15, 19, 15, 0);
  g_autoptr(GDateTime) entered = g_date_time_new_utc (2031, 3, 15, 19, 40, 0);
  g_autoptr(JsonNode) input = json_from_string (FIRST_SIDE_WINS, NULL);
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonObject) on_boards = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event_id = import_without_boards (f, create_drawn (f, HAMMER_FORMAT_SINGLE_ELIMINATION,
                                                            16, 6));
  JsonArray *list;
  JsonObject *first = NULL;
  guint finished = 0;

  clock_fix (called);
  g_assert_cmpuint (hammer_store_call_next_matches (f->store, event_id, &error), ==, 6);
  g_assert_no_error (error);
  on_boards = boards (f, event_id);
  list = json_object_get_array_member (on_boards, "boards");
  for (guint b = 0; b < json_array_get_length (list); b++)
    {
      JsonObject *board = json_array_get_object_element (list, b);
      g_autoptr(GDateTime) end = g_date_time_new_from_iso8601 (
        json_object_get_string_member (board, "estimated_end"), NULL);

      g_assert_cmpstr (json_object_get_string_member (board, "since"), ==,
                       "2031-03-15T19:15:00.000000Z");
      g_assert_nonnull (end);
      g_assert_cmpint (g_date_time_compare (end, called), >, 0);
    }

  first = json_object_get_object_member (json_array_get_object_element (list, 0), "match");
  clock_fix (entered);
  state = hammer_store_record_result (f->store, event_id, json_object_get_int_member (first, "id"),
                                      input, FALSE, NULL, &error);
  g_assert_no_error (error);
  matches = hammer_store_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  list = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      if (json_object_get_int_member (match, "id") != json_object_get_int_member (first, "id"))
        continue;
      g_assert_cmpstr (json_object_get_string_member (match, "finished_at"), ==,
                       "2031-03-15T19:40:00.000000Z");
      finished++;
    }
  g_assert_cmpuint (finished, ==, 1);
  clock_release ();
}

static void
on_changed (gpointer data)
{
  (*(guint *) data)++;
}

/* A second connection stands for hammer-cli writing to the same file. */
static void
test_refresh_sees_other_program (Fixture       *f,
                                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) other = NULL;
  g_autoptr(JsonObject) seen = NULL;
  gint64 event_id = create_drawn (f, HAMMER_FORMAT_SINGLE_ELIMINATION, 16, 6);
  gint64 copy = import_without_boards (f, event_id);
  guint changes = 0;

  g_signal_connect_swapped (f->store, "changed", G_CALLBACK (on_changed), &changes);

  /* Our own changes are announced by the change itself, not again. */
  g_assert_false (hammer_store_refresh (f->store));
  g_assert_cmpuint (changes, ==, 0);

  other = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hammer_store_call_next_matches (other, copy, &error), ==, 6);
  g_assert_no_error (error);

  g_assert_true (hammer_store_refresh (f->store));
  g_assert_cmpuint (changes, ==, 1);
  seen = boards (f, copy);
  g_assert_cmpuint (count_busy (seen), ==, 6);

  g_assert_false (hammer_store_refresh (f->store));
  g_assert_cmpuint (changes, ==, 1);
}

/* hammer-cli boards call, on the file the store has open: the store
 * notices on its next refresh. */
static void
test_cli_call (Fixture       *f,
               gconstpointer  data)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) printed = NULL;
  g_autoptr(JsonObject) seen = NULL;
  g_autofree char *event_arg = NULL;
  gint64 event_id = import_without_boards (f, create_drawn (f, HAMMER_FORMAT_SINGLE_ELIMINATION,
                                                            16, 6));

  event_arg = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  cli_run (&run, f->path, NULL, "boards", "call", "--event", event_arg, NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.err, "6 matches called to boards"));

  printed = json_from_string (run.out, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_busy (json_node_get_object (printed)), ==, 6);

  g_assert_true (hammer_store_refresh (f->store));
  seen = boards (f, event_id);
  g_assert_cmpuint (count_busy (seen), ==, 6);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, store_fixture_set_up, func, store_fixture_tear_down)
  ADD ("/boards/call-next/fills-free-boards", test_call_fills_free_boards);
  ADD ("/boards/call-next/nothing-to-do", test_call_with_nothing_to_do);
  ADD ("/boards/call-next/after-move", test_call_after_move);
  ADD ("/boards/matches/finished-at", test_finished_at);
  ADD ("/boards/matches/times-from-clock", test_times_from_clock);
  ADD ("/boards/store/refresh", test_refresh_sees_other_program);
  ADD ("/boards/cli/call", test_cli_call);
#undef ADD

  return g_test_run ();
}
