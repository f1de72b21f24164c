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
  id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < n_entrants; i++)
    g_ptr_array_add (names, g_strdup_printf ("Speler %02u", i + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_events_add_entrants (f->store, id, (const char * const *) names->pdata, &error);
  g_assert_no_error (error);
  hammer_events_draw (f->store, id, TRUE, 7, &error);
  g_assert_no_error (error);
  return id;
}

static JsonObject *
boards (Fixture *f,
        gint64   event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_boards_json (f->store, event_id, &error);

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
  g_autoptr(JsonNode) document = hammer_events_export (f->store, event_id, &error);
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
  imported = hammer_events_import (f->store, document, &error);
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

  called = hammer_events_call_next_matches (f->store, event_id, &error);
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

  /* The draw filled every board already, without calling them: the call
   * calls those six, as one change; then there is nothing left to do. */
  g_assert_cmpuint (hammer_events_call_next_matches (f->store, event_id, &error), ==, 6);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_store_get_last_change (f->store), >, change);
  change = hammer_store_get_last_change (f->store);
  g_assert_cmpuint (hammer_events_call_next_matches (f->store, event_id, &error), ==, 0);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);

  g_assert_cmpuint (hammer_events_call_next_matches (f->store, 999, &error), ==, 0);
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

  g_assert_true (hammer_events_assign_board (f->store, event_id, match_id, 3, &error));
  g_assert_no_error (error);
  moved = boards (f, event_id);
  g_assert_cmpuint (count_busy (moved), ==, 2);
  list = json_object_get_array_member (moved, "boards");
  g_assert_true (json_object_get_null_member (json_array_get_object_element (list, 0), "match"));

  /* The move called the moved match; the call calls the other, waiting on
   * its board since the draw, and puts no third on the freed board: its
   * players play on the other two. */
  g_assert_cmpuint (hammer_events_call_next_matches (f->store, event_id, &error), ==, 1);
  g_assert_no_error (error);
  g_clear_pointer (&moved, json_object_unref);
  moved = boards (f, event_id);
  list = json_object_get_array_member (moved, "boards");
  g_assert_true (json_object_get_null_member (json_array_get_object_element (list, 0), "match"));
  g_assert_cmpuint (hammer_events_call_next_matches (f->store, event_id, &error), ==, 0);
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

  before = hammer_events_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  match_id = json_object_get_int_member (
               json_array_get_object_element (json_node_get_array (before), 0), "id");
  g_assert_false (has_member (json_node_get_array (before), match_id, "finished_at"));

  state = hammer_events_record_result (f->store, event_id, match_id, input, FALSE, &error);
  g_assert_no_error (error);
  after = hammer_events_get_matches_json (f->store, event_id, &error);
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
  g_assert_cmpuint (hammer_events_call_next_matches (f->store, event_id, &error), ==, 6);
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
  state = hammer_events_record_result (f->store, event_id, json_object_get_int_member (first, "id"),
                                       input, FALSE, &error);
  g_assert_no_error (error);
  matches = hammer_events_get_matches_json (f->store, event_id, &error);
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
  g_assert_cmpuint (hammer_events_call_next_matches (other, copy, &error), ==, 6);
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

/* Corrections that reach a match on a board */

#define OLD_CALL "2026-01-01T09:00:00.000000Z"

/* Best of one to 15, won 15–0 by @side. */
static JsonNode *
won_by (guint side)
{
  return json_from_string (side == 0 ? "{\"games\": [{\"ends\": [{\"points\": [8, 0]},"
                                        " {\"points\": [7, 0]}]}]}"
                                      : "{\"games\": [{\"ends\": [{\"points\": [0, 8]},"
                                        " {\"points\": [0, 7]}]}]}", NULL);
}

static void
record (Fixture           *f,
        gint64             event_id,
        gint64             match_id,
        JsonNode          *input,
        HammerResultFlags  flags)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) state = hammer_events_record_result (f->store, event_id, match_id, input,
                                                           flags, &error);

  g_assert_no_error (error);
  g_assert_nonnull (state);
}

static JsonArray *
match_list (Fixture *f,
            gint64   event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (f->store, event_id, &error);

  g_assert_no_error (error);
  return json_array_ref (json_node_get_array (node));
}

/* The board @number as the boards list has it. */
static JsonObject *
board_json (Fixture *f,
            gint64   event_id,
            gint64   number)
{
  g_autoptr(JsonObject) all = boards (f, event_id);
  JsonArray *list = json_object_get_array_member (all, "boards");

  for (guint b = 0; b < json_array_get_length (list); b++)
    if (json_object_get_int_member (json_array_get_object_element (list, b), "number") == number)
      return json_object_ref (json_array_get_object_element (list, b));
  g_assert_not_reached ();
}

static const char *
side_name (JsonObject *match,
           guint       side)
{
  return json_array_get_string_element (json_object_get_array_member (match, "names"), side);
}

/* Eight players, four boards, best of one: matches 1 and 2 won by their
 * first sides, so their winners play the next round on a board, one end
 * typed, on the board since OLD_CALL (brought in through a document so
 * that the time is known). */
typedef struct
{
  gint64  event_id;
  gint64  corrected;   /* the second match of the first round */
  gint64  on_board;    /* the match its winner plays */
  gint64  board;       /* its board's number */
  char   *board_name;
  char   *label;       /* "Match N" for the match on the board */
  char   *first;       /* the sides of that match */
  char   *second;
  char   *other;       /* who lost the corrected match */
} Scene;

static void
scene_clear (Scene *scene)
{
  g_free (scene->board_name);
  g_free (scene->label);
  g_free (scene->first);
  g_free (scene->second);
  g_free (scene->other);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Scene, scene_clear)

static void
scene_set_up (Fixture *f,
              Scene   *scene)
{
  g_auto(GStrv) names = numbered_names ("Speler", 8);
  g_autoptr(JsonNode) win = won_by (0);
  g_autoptr(JsonNode) one_end = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [3, 0]}]}]}", NULL);
  g_autoptr(JsonNode) document = NULL;
  g_autoptr(JsonArray) first = NULL;
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonObject) board = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *matches;
  JsonObject *next = NULL;
  gint64 event_id, corrected;
  guint next_index = 0;

  event_id = store_new_event (f->store, "Winterbeker", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 4,
                              "{\"target\": 15, \"best_of\": 1}", (const char * const *) names, 7);
  first = match_list (f, event_id);
  corrected = json_object_get_int_member (json_array_get_object_element (first, 1), "id");
  record (f, event_id, json_object_get_int_member (json_array_get_object_element (first, 0), "id"),
          win, 0);
  record (f, event_id, corrected, win, 0);

  /* The match the corrected one's winner goes on to. */
  list = match_list (f, event_id);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonArray *from = json_object_get_array_member (json_array_get_object_element (list, i),
                                                      "from");

      for (guint s = 0; s < json_array_get_length (from); s++)
        if (JSON_NODE_HOLDS_OBJECT (json_array_get_element (from, s)) &&
            json_object_get_int_member_with_default (json_array_get_object_element (from, s),
                                                     "winner", 0) == corrected)
          {
            next = json_array_get_object_element (list, i);
            next_index = i;
          }
    }
  g_assert_nonnull (next);
  g_assert_false (json_object_get_null_member (next, "board"));
  record (f, event_id, json_object_get_int_member (next, "id"), one_end, 0);

  document = hammer_events_export (f->store, event_id, &error);
  g_assert_no_error (error);
  matches = json_object_get_array_member (json_node_get_object (document), "matches");
  json_object_set_string_member (json_array_get_object_element (matches, next_index), "called_at",
                                 OLD_CALL);
  scene->event_id = hammer_events_import (f->store, document, &error);
  g_assert_no_error (error);

  g_clear_pointer (&list, json_array_unref);
  list = match_list (f, scene->event_id);
  next = json_array_get_object_element (list, next_index);
  g_assert_cmpstr (json_object_get_string_member (next, "state"), ==, "in_progress");
  scene->corrected = json_object_get_int_member (json_array_get_object_element (list, 1), "id");
  scene->on_board = json_object_get_int_member (next, "id");
  scene->board = json_object_get_int_member (next, "board");
  /* Matches are called by their number within the event where they have one. */
  scene->label = g_strdup_printf ("Match %" G_GINT64_FORMAT,
                                  json_object_get_int_member_with_default (next, "number",
                                                                           scene->on_board));
  scene->first = g_strdup (side_name (next, 0));
  scene->second = g_strdup (side_name (next, 1));
  scene->other = g_strdup (side_name (json_array_get_object_element (list, 1), 1));
  board = board_json (f, scene->event_id, scene->board);
  scene->board_name = g_strdup (json_object_get_string_member (board, "name"));
  g_assert_cmpstr (json_object_get_string_member (board, "since"), ==, OLD_CALL);
}

/* The match on board @number: its id, sides and whether ends are typed. */
static void
assert_board (Fixture    *f,
              Scene      *scene,
              const char *first,
              const char *second,
              gboolean    old_time,
              gboolean    has_ends)
{
  g_autoptr(JsonObject) board = board_json (f, scene->event_id, scene->board);
  JsonObject *match = json_object_get_object_member (board, "match");
  const char *since = json_object_get_string_member (board, "since");

  g_assert_nonnull (match);
  g_assert_cmpint (json_object_get_int_member (match, "id"), ==, scene->on_board);
  g_assert_cmpstr (side_name (match, 0), ==, first);
  g_assert_cmpstr (side_name (match, 1), ==, second);
  /* A match that starts over waits to be called again. */
  if (old_time)
    g_assert_cmpstr (since, ==, OLD_CALL);
  else
    g_assert_null (since);
  g_assert_cmpint (json_object_has_member (match, "result"), ==, has_ends);
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==,
                   has_ends ? "in_progress" : "ready");
}

/* The typed board changes say what their JSON says. */
static void
assert_typed_changes (JsonNode *changes)
{
  g_autoptr(GPtrArray) typed = hammer_board_changes_from_json (changes);
  JsonArray *list = json_node_get_array (changes);

  g_assert_cmpuint (typed->len, ==, json_array_get_length (list));
  for (guint k = 0; k < typed->len; k++)
    {
      HammerBoardChange *change = g_ptr_array_index (typed, k);
      JsonObject *object = json_array_get_object_element (list, k);
      JsonArray *names = json_object_get_array_member (object, "names");
      JsonArray *new_names = json_object_get_array_member (object, "new_names");
      JsonNode *board = json_object_get_member (object, "board");
      JsonNode *board_name = json_object_get_member (object, "board_name");
      gboolean known = TRUE;

      g_assert_cmpint (hammer_board_change_get_match (change), ==,
                       json_object_get_int_member (object, "match"));
      g_assert_cmpstr (hammer_board_change_get_label (change), ==,
                       json_object_get_string_member (object, "label"));
      g_assert_cmpint (hammer_board_change_get_board (change), ==,
                       JSON_NODE_HOLDS_NULL (board) ? 0 : json_node_get_int (board));
      g_assert_cmpstr (hammer_board_change_get_board_name (change), ==,
                       JSON_NODE_HOLDS_NULL (board_name) ? NULL
                       : json_node_get_string (board_name));
      g_assert_cmpuint (hammer_board_change_get_n_sides (change), ==,
                        json_array_get_length (new_names));
      for (guint s = 0; s < hammer_board_change_get_n_sides (change); s++)
        {
          JsonNode *name = json_array_get_element (names, s);
          JsonNode *new_name = json_array_get_element (new_names, s);

          g_assert_cmpstr (hammer_board_change_get_name (change, s), ==,
                           JSON_NODE_HOLDS_NULL (name) ? NULL : json_node_get_string (name));
          g_assert_cmpstr (hammer_board_change_get_new_name (change, s), ==,
                           JSON_NODE_HOLDS_NULL (new_name) ? NULL
                           : json_node_get_string (new_name));
          known = known && !JSON_NODE_HOLDS_NULL (new_name);
        }
      g_assert_true (hammer_board_change_new_names_known (change) == known);
      g_assert_cmpstr (hammer_board_change_get_description (change), ==,
                       json_object_get_string_member (object, "description"));
    }
}

/* Retyping match 2 so that its other side wins changes who plays on a
 * board: it is told beforehand, refused unless the board's match may
 * start over, and then starts over in one change that undo takes back. */
static void
test_correction_restarts_board (Fixture       *f,
                                gconstpointer  data)
{
  g_auto(Scene) scene = { 0 };
  g_autoptr(JsonNode) lost = won_by (1);
  g_autoptr(JsonNode) changes = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) refused = NULL;
  g_autofree char *where = NULL;
  g_autofree char *swap = NULL;
  JsonObject *change;
  JsonArray *list;
  gint64 before, after;

  scene_set_up (f, &scene);
  before = hammer_store_get_last_change (f->store);

  changes = hammer_events_list_board_changes (f->store, scene.event_id, scene.corrected, lost,
                                              0, &error);
  g_assert_no_error (error);
  list = json_node_get_array (changes);
  g_assert_cmpuint (json_array_get_length (list), ==, 1);
  change = json_array_get_object_element (list, 0);
  g_assert_cmpint (json_object_get_int_member (change, "match"), ==, scene.on_board);
  g_assert_cmpint (json_object_get_int_member (change, "board"), ==, scene.board);
  g_assert_cmpstr (json_object_get_string_member (change, "board_name"), ==, scene.board_name);
  g_assert_cmpstr (side_name (change, 1), ==, scene.second);
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (change,
                                                                                "new_names"), 1),
                   ==, scene.other);
  g_assert_cmpstr (json_object_get_string_member (change, "label"), ==, scene.label);
  where = g_strdup_printf ("%s is playing %s: %s v %s.", scene.board_name, scene.label,
                           scene.first, scene.second);
  swap = g_strdup_printf ("This correction puts %s in %s’s place; %s will start over on %s.",
                          scene.other, scene.second, scene.label, scene.board_name);
  g_assert_nonnull (strstr (json_object_get_string_member (change, "description"), where));
  g_assert_nonnull (strstr (json_object_get_string_member (change, "description"), swap));
  assert_typed_changes (changes);
  /* Asking stored nothing. */
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, before);
  assert_board (f, &scene, scene.first, scene.second, TRUE, TRUE);

  /* Without leave to restart, the correction is refused naming the board. */
  refused = hammer_events_record_result (f->store, scene.event_id, scene.corrected, lost,
                                         HAMMER_RESULT_RESET_DEPENDENTS, &error);
  g_assert_null (refused);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, where));
  g_clear_error (&error);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, before);
  assert_board (f, &scene, scene.first, scene.second, TRUE, TRUE);

  /* With it, the board's match has its new players, a new start and no
   * ends of the old players. */
  record (f, scene.event_id, scene.corrected, lost, HAMMER_RESULT_RESTART_BOARDS);
  after = hammer_store_get_last_change (f->store);
  g_assert_cmpint (after, !=, before);
  assert_board (f, &scene, scene.first, scene.other, FALSE, FALSE);

  /* One undo brings back the old players, their time and their end. */
  g_assert_true (hammer_store_undo (f->store, after, &error));
  g_assert_no_error (error);
  assert_board (f, &scene, scene.first, scene.second, TRUE, TRUE);
}

/* Playing the ready group matches until none is left, the player with the
 * lower number winning each: places follow the numbers in every group. */
static void
play_groups (Fixture *f,
             gint64   event_id)
{
  gboolean played = TRUE;

  while (played)
    {
      g_autoptr(JsonArray) list = match_list (f, event_id);

      played = FALSE;
      for (guint i = 0; i < json_array_get_length (list) && !played; i++)
        {
          JsonObject *match = json_array_get_object_element (list, i);
          g_autoptr(JsonNode) win = NULL;

          if (json_object_get_int_member_with_default (match, "stage", 0) != 0 ||
              !g_str_equal (json_object_get_string_member (match, "state"), "ready"))
            continue;
          win = won_by (strcmp (side_name (match, 0), side_name (match, 1)) < 0 ? 0 : 1);
          record (f, event_id, json_object_get_int_member (match, "id"), win, 0);
          played = TRUE;
        }
    }
}

static gboolean
plays_in (JsonArray  *matches,
          const char *name)
{
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_object_get_int_member_with_default (match, "stage", 0) > 0 &&
          (g_strcmp0 (side_name (match, 0), name) == 0 ||
           g_strcmp0 (side_name (match, 1), name) == 0))
        return TRUE;
    }
  return FALSE;
}

/* A correction in a group that leaves its places as they were: the
 * knockout match on a board keeps its players, its time and its ends, and
 * nothing needs asking. */
static void
test_correction_keeps_same_players (Fixture       *f,
                                    gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 8);
  g_autoptr(JsonNode) one_end = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [3, 0]}]}]}", NULL);
  g_autoptr(JsonNode) flipped = NULL;
  g_autoptr(JsonNode) changes = NULL;
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonArray) after = NULL;
  g_autoptr(JsonObject) board_before = NULL;
  g_autoptr(JsonObject) board_after = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  JsonObject *knockout = NULL, *minor = NULL, *match;
  g_autoptr(JsonNode) options = json_from_string ("{\"target\": 15, \"best_of\": 1}", NULL);
  g_autoptr(GArray) ids = NULL;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Groepen";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_GROUPS;
  spec.options = json_node_get_object (options);
  spec.n_boards = 2;
  spec.n_groups = 2;
  spec.advance = 2;
  event_id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event_id, (const char * const *) names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 5, &error));
  play_groups (f, event_id);

  /* A knockout match on a board with an end typed, and a group match
   * between two who did not go on. */
  list = match_list (f, event_id);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      match = json_array_get_object_element (list, i);
      if (knockout == NULL && json_object_get_int_member_with_default (match, "stage", 0) > 0 &&
          !json_object_get_null_member (match, "board"))
        knockout = match;
      if (minor == NULL && json_object_get_int_member_with_default (match, "stage", 0) == 0 &&
          !plays_in (list, side_name (match, 0)) && !plays_in (list, side_name (match, 1)))
        minor = match;
    }
  g_assert_nonnull (knockout);
  g_assert_nonnull (minor);
  record (f, event_id, json_object_get_int_member (knockout, "id"), one_end, 0);
  board_before = board_json (f, event_id, json_object_get_int_member (knockout, "board"));

  flipped = won_by (1 - json_object_get_int_member (minor, "winner"));
  changes = hammer_events_list_board_changes (f->store, event_id,
                                              json_object_get_int_member (minor, "id"), flipped,
                                              0, &error);
  g_assert_no_error (error);
  assert_typed_changes (changes);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (changes)), ==, 0);

  record (f, event_id, json_object_get_int_member (minor, "id"), flipped, 0);
  board_after = board_json (f, event_id, json_object_get_int_member (knockout, "board"));
  g_assert_cmpstr (json_object_get_string_member (board_after, "since"), ==,
                   json_object_get_string_member (board_before, "since"));
  match = json_object_get_object_member (board_after, "match");
  g_assert_cmpint (json_object_get_int_member (match, "id"), ==,
                   json_object_get_int_member (knockout, "id"));
  g_assert_cmpstr (side_name (match, 0), ==, side_name (knockout, 0));
  g_assert_cmpstr (side_name (match, 1), ==, side_name (knockout, 1));
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "in_progress");
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (match, "totals"), 0),
                   ==, 3);
  after = match_list (f, event_id);
  for (guint i = 0; i < json_array_get_length (after); i++)
    if (json_object_get_int_member (json_array_get_object_element (after, i), "id") ==
        json_object_get_int_member (minor, "id"))
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (after, i),
                                                   "winner"), ==,
                       1 - json_object_get_int_member (minor, "winner"));
}

/* Without boards, a match with ends typed is under way all the same: a
 * correction that gives it other players says so, and drops its ends. */
static void
test_correction_restarts_without_board (Fixture       *f,
                                        gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  g_autoptr(JsonNode) win = won_by (0);
  g_autoptr(JsonNode) lost = won_by (1);
  g_autoptr(JsonNode) one_end = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [3, 0]}]}]}", NULL);
  g_autoptr(JsonNode) changes = NULL;
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonArray) after = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *expected = NULL;
  JsonObject *final, *change;
  gint64 event_id;

  event_id = store_new_event (f->store, "Winterbeker", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0,
                              "{\"target\": 15, \"best_of\": 1}", (const char * const *) names, 7);
  list = match_list (f, event_id);
  record (f, event_id, json_object_get_int_member (json_array_get_object_element (list, 0), "id"),
          win, 0);
  record (f, event_id, json_object_get_int_member (json_array_get_object_element (list, 1), "id"),
          win, 0);
  g_clear_pointer (&list, json_array_unref);
  list = match_list (f, event_id);
  final = json_array_get_object_element (list, 2);
  record (f, event_id, json_object_get_int_member (final, "id"), one_end, 0);

  changes = hammer_events_list_board_changes (f->store, event_id,
                                              json_object_get_int_member (
                                               json_array_get_object_element (list, 1), "id"),
                                              lost, 0, &error);
  g_assert_no_error (error);
  assert_typed_changes (changes);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (changes)), ==, 1);
  change = json_array_get_object_element (json_node_get_array (changes), 0);
  g_assert_true (json_object_get_null_member (change, "board"));
  expected = g_strdup_printf ("%s is under way: %s v %s. This correction puts %s in %s’s place; "
                              "%s will start over.",
                              json_object_get_string_member (change, "label"),
                              side_name (final, 0), side_name (final, 1),
                              side_name (json_array_get_object_element (list, 1), 1),
                              side_name (final, 1),
                              json_object_get_string_member (change, "label"));
  g_assert_cmpstr (json_object_get_string_member (change, "description"), ==, expected);

  record (f, event_id, json_object_get_int_member (json_array_get_object_element (list, 1), "id"),
          lost, HAMMER_RESULT_RESTART_BOARDS);
  after = match_list (f, event_id);
  final = json_array_get_object_element (after, 2);
  g_assert_cmpstr (json_object_get_string_member (final, "state"), ==, "ready");
  g_assert_false (json_object_has_member (final, "result"));
  g_assert_cmpstr (side_name (final, 1), ==,
                   side_name (json_array_get_object_element (list, 1), 1));
}

static JsonObject *
find_bracket (JsonArray  *matches,
              const char *bracket)
{
  for (guint i = 0; i < json_array_get_length (matches); i++)
    if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (matches, i),
                                                  "bracket"), bracket) == 0)
      return json_array_get_object_element (matches, i);
  return NULL;
}

/* A grand final won from the losers' side brings the final reset onto a
 * board; retyped so that the winners' side won, the reset is not played:
 * said beforehand, and its board is freed. */
static void
test_correction_drops_final_reset (Fixture       *f,
                                   gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonNode) changes = NULL;
  g_autoptr(JsonObject) board = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) won = NULL;
  g_autoptr(JsonNode) lost = NULL;
  JsonObject *final, *reset, *change;
  JsonArray *from;
  gint64 event_id, board_number, reset_id;
  guint losers_side = 0;
  gboolean played = TRUE;

  event_id = store_new_event (f->store, "Winterbeker", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION,
                              2, "{\"target\": 15, \"best_of\": 1}", (const char * const *) names,
                              3);
  while (played)
    {
      g_autoptr(JsonArray) ready = match_list (f, event_id);
      g_autoptr(JsonNode) win = won_by (0);

      played = FALSE;
      for (guint i = 0; i < json_array_get_length (ready) && !played; i++)
        {
          JsonObject *match = json_array_get_object_element (ready, i);

          if (g_str_equal (json_object_get_string_member (match, "state"), "ready") &&
              !g_str_equal (json_object_get_string_member (match, "bracket"), "final"))
            {
              record (f, event_id, json_object_get_int_member (match, "id"), win, 0);
              played = TRUE;
            }
        }
    }

  /* The side of the grand final that comes from the losers' bracket wins it. */
  list = match_list (f, event_id);
  final = find_bracket (list, "final");
  g_assert_nonnull (final);
  g_assert_cmpstr (json_object_get_string_member (final, "state"), ==, "ready");
  from = json_object_get_array_member (final, "from");
  for (guint s = 0; s < 2; s++)
    {
      gint64 source = json_object_get_int_member_with_default (
                        json_array_get_object_element (from, s), "winner", 0);

      for (guint i = 0; i < json_array_get_length (list); i++)
        if (json_object_get_int_member (json_array_get_object_element (list, i), "id") == source &&
            g_str_equal (json_object_get_string_member (json_array_get_object_element (list, i),
                                                        "bracket"), "losers"))
          losers_side = s;
    }
  won = won_by (losers_side);
  lost = won_by (1 - losers_side);
  record (f, event_id, json_object_get_int_member (final, "id"), won, 0);
  g_clear_pointer (&list, json_array_unref);
  list = match_list (f, event_id);
  reset = find_bracket (list, "final-reset");
  g_assert_nonnull (reset);
  g_assert_false (json_object_get_null_member (reset, "board"));
  board_number = json_object_get_int_member (reset, "board");
  reset_id = json_object_get_int_member (reset, "id");
  final = find_bracket (list, "final");

  changes = hammer_events_list_board_changes (f->store, event_id,
                                              json_object_get_int_member (final, "id"), lost, 0,
                                              &error);
  g_assert_no_error (error);
  assert_typed_changes (changes);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (changes)), ==, 1);
  change = json_array_get_object_element (json_node_get_array (changes), 0);
  g_assert_cmpint (json_object_get_int_member (change, "match"), ==, reset_id);
  g_assert_cmpint (json_object_get_int_member (change, "board"), ==, board_number);
  g_assert_nonnull (strstr (json_object_get_string_member (change, "description"),
                            " is not played; "));
  g_assert_nonnull (strstr (json_object_get_string_member (change, "description"),
                            " is freed for the next match."));

  record (f, event_id, json_object_get_int_member (final, "id"), lost,
          HAMMER_RESULT_RESTART_BOARDS);
  board = board_json (f, event_id, board_number);
  g_assert_true (json_object_get_null_member (board, "match"));
  g_clear_pointer (&list, json_array_unref);
  list = match_list (f, event_id);
  g_assert_null (find_bracket (list, "final-reset"));
}

/* hammer-cli result cannot ask: it refuses such a correction naming board
 * and match, and makes it with --restart-boards, saying what started over. */
static void
test_cli_correction (Fixture       *f,
                     gconstpointer  data)
{
  g_auto(Scene) scene = { 0 };
  g_auto(CliRun) refused = { 0 };
  g_auto(CliRun) made = { 0 };
  g_autoptr(JsonNode) lost = won_by (1);
  g_autofree char *input = json_to_string (lost, FALSE);
  g_autofree char *event_arg = NULL;
  g_autofree char *match_arg = NULL;
  g_autofree char *where = NULL;

  scene_set_up (f, &scene);
  event_arg = g_strdup_printf ("%" G_GINT64_FORMAT, scene.event_id);
  match_arg = g_strdup_printf ("%" G_GINT64_FORMAT, scene.corrected);
  where = g_strdup_printf ("%s is playing %s: %s v %s.", scene.board_name, scene.label,
                           scene.first, scene.second);

  cli_run (&refused, f->path, input, "result", "--event", event_arg, "--match", match_arg, NULL);
  g_assert_cmpint (refused.status, ==, 2);
  g_assert_nonnull (strstr (refused.err, where));
  g_assert_nonnull (strstr (refused.err, "--restart-boards"));
  g_assert_false (hammer_store_refresh (f->store));
  assert_board (f, &scene, scene.first, scene.second, TRUE, TRUE);

  cli_run (&made, f->path, input, "result", "--event", event_arg, "--match", match_arg,
           "--restart-boards", NULL);
  g_assert_cmpint (made.status, ==, 0);
  g_assert_nonnull (strstr (made.err, where));
  g_assert_true (hammer_store_refresh (f->store));
  assert_board (f, &scene, scene.first, scene.other, FALSE, FALSE);
}

/* A batch cannot ask: `results import` refuses a line that would give
 * other players to the match on a board, naming it, and stores nothing,
 * not even its good lines. */
static void
test_cli_batch_correction (Fixture       *f,
                           gconstpointer  data)
{
  g_auto(Scene) scene = { 0 };
  g_auto(CliRun) refused = { 0 };
  g_autoptr(JsonNode) lost = won_by (1);
  g_autofree char *games = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *event_arg = NULL;
  g_autofree char *expected = NULL;
  g_autoptr(JsonArray) list = NULL;
  gint64 before;
  gint64 other = 0;

  scene_set_up (f, &scene);
  before = hammer_store_get_last_change (f->store);
  event_arg = g_strdup_printf ("%" G_GINT64_FORMAT, scene.event_id);
  /* A good line for another first-round match, then the correction. */
  list = match_list (f, scene.event_id);
  for (guint i = 0; i < json_array_get_length (list) && other == 0; i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      if (g_str_equal (json_object_get_string_member (match, "state"), "ready"))
        other = json_object_get_int_member (match, "id");
    }
  g_assert_cmpint (other, !=, 0);
  games = json_to_string (json_object_get_member (json_node_get_object (lost), "games"), FALSE);
  lines = g_strdup_printf ("{\"match\": %" G_GINT64_FORMAT ", \"games\": %s}\n"
                           "{\"match\": %" G_GINT64_FORMAT ", \"games\": %s}\n",
                           other, games, scene.corrected, games);

  cli_run (&refused, f->path, lines, "results", "import", "--event", event_arg, NULL);
  g_assert_cmpint (refused.status, ==, 2);
  expected = g_strdup_printf ("%s follows from it and is under way", scene.label);
  g_assert_nonnull (strstr (refused.out, expected));
  g_assert_false (hammer_store_refresh (f->store));
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, before);
  assert_board (f, &scene, scene.first, scene.second, TRUE, TRUE);
}

/* The clocks start at the call */

static JsonObject *
board_number (JsonObject *boards,
              guint       number)
{
  JsonArray *list = json_object_get_array_member (boards, "boards");

  for (guint b = 0; b < json_array_get_length (list); b++)
    if (json_object_get_int_member (json_array_get_object_element (list, b), "number") ==
        (gint64) number)
      return json_array_get_object_element (list, b);
  g_assert_not_reached ();
}

/* The draw puts four matches on boards but starts no clock; calling board 1
 * starts its clock, and typing the first end of board 2's match starts
 * that one; a board called twice, or a free one, is refused by name. */
static void
test_draw_starts_no_clocks (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(GDateTime) drawn_at = g_date_time_new_utc (2031, 3, 15, 19, 0, 0);
  g_autoptr(GDateTime) called_at = g_date_time_new_utc (2031, 3, 15, 19, 20, 0);
  g_autoptr(GDateTime) typed_at = g_date_time_new_utc (2031, 3, 15, 19, 31, 0);
  g_autoptr(JsonObject) after_draw = NULL;
  g_autoptr(JsonObject) after_call = NULL;
  g_autoptr(JsonObject) after_end = NULL;
  g_autoptr(JsonObject) undone = NULL;
  g_autoptr(JsonNode) one_end = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [3, 0]}]}]}", NULL);
  g_autoptr(GError) error = NULL;
  JsonObject *board;
  gint64 event_id;

  clock_fix (drawn_at);
  event_id = create_drawn (f, HAMMER_FORMAT_SINGLE_ELIMINATION, 8, 5);
  after_draw = boards (f, event_id);
  g_assert_cmpuint (count_busy (after_draw), ==, 4);
  for (guint number = 1; number <= 4; number++)
    {
      board = board_number (after_draw, number);
      g_assert_false (json_object_get_null_member (board, "match"));
      g_assert_true (json_object_get_null_member (board, "since"));
      g_assert_true (json_object_get_null_member (board, "estimated_end"));
    }

  clock_fix (called_at);
  g_assert_true (hammer_events_call_board (f->store, event_id, 1, &error));
  g_assert_no_error (error);
  after_call = boards (f, event_id);
  g_assert_cmpstr (json_object_get_string_member (board_number (after_call, 1), "since"), ==,
                   "2031-03-15T19:20:00.000000Z");
  g_assert_nonnull (json_object_get_string_member (board_number (after_call, 1),
                                                   "estimated_end"));
  g_assert_true (json_object_get_null_member (board_number (after_call, 2), "since"));

  /* Called already, a free board, a board the event does not have. */
  g_assert_false (hammer_events_call_board (f->store, event_id, 1, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Board 1 was called already"));
  g_clear_error (&error);
  g_assert_false (hammer_events_call_board (f->store, event_id, 5, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Board 5 has no match to call"));
  g_clear_error (&error);
  g_assert_false (hammer_events_call_board (f->store, event_id, 9, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Board 2's first end, typed without a call. */
  clock_fix (typed_at);
  board = board_number (after_call, 2);
  record (f, event_id,
          json_object_get_int_member (json_object_get_object_member (board, "match"), "id"),
          one_end, 0);
  after_end = boards (f, event_id);
  g_assert_cmpstr (json_object_get_string_member (board_number (after_end, 2), "since"), ==,
                   "2031-03-15T19:31:00.000000Z");
  g_assert_cmpstr (json_object_get_string_member (board_number (after_end, 1), "since"), ==,
                   "2031-03-15T19:20:00.000000Z");
  g_assert_true (json_object_get_null_member (board_number (after_end, 3), "since"));

  /* Undoing the end stops board 2's clock again. */
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  undone = boards (f, event_id);
  g_assert_true (json_object_get_null_member (board_number (undone, 2), "since"));
  clock_release ();
}

/* hammer-cli boards call --board N calls one board's match. */
static void
test_cli_call_board (Fixture       *f,
                     gconstpointer  data)
{
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) again = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) printed = NULL;
  g_autofree char *event_arg = NULL;
  gint64 event_id = create_drawn (f, HAMMER_FORMAT_SINGLE_ELIMINATION, 8, 4);
  JsonObject *shown;

  event_arg = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  cli_run (&run, f->path, NULL, "boards", "call", "--event", event_arg, "--board", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  printed = json_from_string (run.out, &error);
  g_assert_no_error (error);
  shown = json_node_get_object (printed);
  g_assert_nonnull (json_object_get_string_member (board_number (shown, 3), "since"));
  g_assert_true (json_object_get_null_member (board_number (shown, 2), "since"));

  cli_run (&again, f->path, NULL, "boards", "call", "--event", event_arg, "--board", "3", NULL);
  g_assert_cmpint (again.status, !=, 0);
  g_assert_nonnull (strstr (again.err, "was called already"));
}

/* The hall's boards (the queue cut) and one board's page are the boards'
 * JSON, in part. */
static void
test_hall_and_board_json (Fixture       *f,
                          gconstpointer  data)
{
  gint64 id = create_drawn (f, HAMMER_FORMAT_ROUND_ROBIN, 12, 4);
  g_autoptr(JsonNode) input = json_from_string (FIRST_SIDE_WINS, NULL);
  g_autoptr(JsonObject) full = NULL;
  g_autoptr(JsonNode) whole = NULL;
  g_autoptr(JsonNode) cut = NULL;
  g_autoptr(JsonNode) none = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *list, *queue, *cut_queue;

  /* Two results: boards with a latest result, and matches called after. */
  for (guint b = 0; b < 2; b++)
    {
      g_autoptr(JsonObject) before = boards (f, id);
      JsonObject *board = json_array_get_object_element (
                            json_object_get_array_member (before, "boards"), b);
      g_autoptr(JsonNode) state = hammer_events_record_result (
                                    f->store, id,
                                    json_object_get_int_member (json_object_get_object_member (
                                                                  board, "match"), "id"),
                                    input, 0, &error);

      g_assert_no_error (error);
    }
  full = boards (f, id);
  list = json_object_get_array_member (full, "boards");
  queue = json_object_get_array_member (full, "queue");
  g_assert_cmpuint (json_array_get_length (queue), >, 5);

  whole = hammer_events_get_hall_boards_json (f->store, id, 0, &error);
  g_assert_no_error (error);
  {
    g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), full);

    g_assert_true (json_node_equal (whole, node));
  }
  cut = hammer_events_get_hall_boards_json (f->store, id, 5, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (json_object_get_member (json_node_get_object (cut), "boards"),
                                  json_object_get_member (full, "boards")));
  cut_queue = json_object_get_array_member (json_node_get_object (cut), "queue");
  g_assert_cmpuint (json_array_get_length (cut_queue), ==, 5);
  for (guint k = 0; k < 5; k++)
    g_assert_true (json_node_equal (json_array_get_element (cut_queue, k),
                                    json_array_get_element (queue, k)));

  for (guint b = 0; b < json_array_get_length (list); b++)
    {
      g_autoptr(JsonNode) one = hammer_events_get_board_json (f->store, id, b + 1, &error);
      JsonObject *object;

      g_assert_no_error (error);
      object = json_node_get_object (one);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "boards")),
                        ==, 1);
      g_assert_true (json_node_equal (
                       json_array_get_element (json_object_get_array_member (object, "boards"), 0),
                       json_array_get_element (list, b)));
      g_assert_cmpstr (json_object_get_string_member (
                         json_object_get_object_member (object, "event"), "rules"), ==, "table");
    }
  none = hammer_events_get_board_json (f->store, id, 99, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                                             json_node_get_object (none), "boards")), ==, 0);
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
  ADD ("/boards/clock/draw-starts-none", test_draw_starts_no_clocks);
  ADD ("/boards/cli/call-board", test_cli_call_board);
  ADD ("/boards/correction/restarts-board", test_correction_restarts_board);
  ADD ("/boards/correction/keeps-same-players", test_correction_keeps_same_players);
  ADD ("/boards/correction/without-board", test_correction_restarts_without_board);
  ADD ("/boards/correction/drops-final-reset", test_correction_drops_final_reset);
  ADD ("/boards/cli/correction", test_cli_correction);
  ADD ("/boards/cli/batch-correction", test_cli_batch_correction);
  ADD ("/boards/json/hall-and-board", test_hall_and_board_json);
#undef ADD

  return g_test_run ();
}
