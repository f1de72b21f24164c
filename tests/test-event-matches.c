/* test-event-matches.c — the typed matches and boards of an event: they say
 * what the JSON says, and follow a change exactly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sqlite3.h>

#include "events/hammer-event.h"
#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-core.h"
#include "test-common.h"

typedef StoreFixture Fixture;

static const char *
state_name (HammerEventMatchState state)
{
  switch (state)
    {
    case HAMMER_EVENT_MATCH_PENDING: return "pending";
    case HAMMER_EVENT_MATCH_READY: return "ready";
    case HAMMER_EVENT_MATCH_IN_PROGRESS: return "in_progress";
    case HAMMER_EVENT_MATCH_FINISHED: return "finished";
    default: return "?";
    }
}

/* A side's "from" of the JSON against the typed match. */
static void
assert_from_agrees (HammerEventMatch *match,
                    guint             side,
                    JsonNode         *node)
{
  JsonObject *from = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  HammerEventMatchFrom kind = hammer_event_match_get_from (match, side);

  if (from == NULL)
    g_assert_cmpint (kind, ==, HAMMER_EVENT_MATCH_FROM_SEED);
  else if (json_object_has_member (from, "winner") || json_object_has_member (from, "loser"))
    {
      gboolean winner = json_object_has_member (from, "winner");

      g_assert_cmpint (kind, ==, winner ? HAMMER_EVENT_MATCH_FROM_WINNER
                                        : HAMMER_EVENT_MATCH_FROM_LOSER);
      g_assert_cmpint (hammer_event_match_get_from_match (match, side), ==,
                       json_object_get_int_member (from, winner ? "winner" : "loser"));
      g_assert_cmpint (hammer_event_match_get_from_number (match, side), ==,
                       test_nullable_int (from, "number"));
    }
  else if (json_object_has_member (from, "group"))
    {
      g_assert_cmpint (kind, ==, HAMMER_EVENT_MATCH_FROM_GROUP);
      g_assert_cmpstr (hammer_event_match_get_from_group (match, side), ==,
                       json_object_get_string_member (from, "group"));
      g_assert_cmpint (hammer_event_match_get_from_place (match, side), ==,
                       json_object_get_int_member (from, "place"));
    }
  else
    g_assert_cmpint (kind, ==, HAMMER_EVENT_MATCH_FROM_BYE);
}

static void
assert_match_agrees (HammerEventMatch *match,
                     JsonObject       *object)
{
  JsonArray *names = json_object_get_array_member (object, "names");
  JsonArray *sides = json_object_get_array_member (object, "sides");
  JsonNode *winner = json_object_get_member (object, "winner");

  g_assert_cmpint (hammer_event_match_get_id (match), ==, json_object_get_int_member (object,
                                                                                        "id"));
  g_assert_cmpint (hammer_event_match_get_number (match), ==, test_nullable_int (object, "number"));
  g_assert_cmpint (hammer_event_match_get_round (match), ==,
                   json_object_get_int_member (object, "round"));
  g_assert_cmpstr (hammer_event_match_get_round_name (match), ==,
                   json_object_get_string_member (object, "round_name"));
  g_assert_cmpstr (hammer_event_match_get_bracket (match), ==,
                   test_nullable_string (object, "bracket"));
  g_assert_cmpint (hammer_event_match_get_n_sides (match), ==, json_array_get_length (names));
  if (json_object_has_member (object, "sides"))
    g_assert_cmpint (hammer_event_match_get_has_score (match), ==,
                     json_object_has_member (object, "totals"));
  if (json_object_has_member (object, "position"))
    g_assert_cmpint (hammer_event_match_get_position (match), ==,
                     json_object_get_int_member (object, "position"));
  g_assert_cmpint (hammer_event_match_get_stage (match), ==, test_nullable_int (object, "stage"));
  g_assert_cmpint (hammer_event_match_get_games (match), ==, test_nullable_int (object, "games"));
  if (json_object_has_member (object, "from"))
    for (guint s = 0; s < json_array_get_length (json_object_get_array_member (object, "from"));
         s++)
      assert_from_agrees (match, s,
                          json_array_get_element (json_object_get_array_member (object, "from"),
                                                  s));
  for (guint s = 0; s < json_array_get_length (names); s++)
    {
      JsonNode *name = json_array_get_element (names, s);
      JsonNode *side = json_array_get_element (sides, s);

      g_assert_cmpstr (hammer_event_match_get_side_name (match, s), ==,
                       JSON_NODE_HOLDS_VALUE (name) ? json_node_get_string (name) : NULL);
      g_assert_cmpint (hammer_event_match_get_entrant (match, s), ==,
                       JSON_NODE_HOLDS_VALUE (side) ? json_node_get_int (side) : 0);
      if (json_object_has_member (object, "games_won"))
        g_assert_cmpint (hammer_event_match_get_games_won (match, s), ==,
                         json_array_get_int_element (
                           json_object_get_array_member (object, "games_won"), s));
      if (json_object_has_member (object, "totals"))
        g_assert_cmpint (hammer_event_match_get_total (match, s), ==,
                         json_array_get_int_element (
                           json_object_get_array_member (object, "totals"), s));
    }
  g_assert_cmpstr (state_name (hammer_event_match_get_state (match)), ==,
                   json_object_get_string_member (object, "state"));
  g_assert_cmpint (hammer_event_match_get_winner (match), ==,
                   JSON_NODE_HOLDS_VALUE (winner) ? json_node_get_int (winner) : -1);
  g_assert_cmpint (hammer_event_match_get_bye (match), ==,
                   json_object_get_boolean_member_with_default (object, "bye", FALSE));
  g_assert_cmpint (hammer_event_match_get_walkover (match), ==,
                   json_object_get_boolean_member_with_default (object, "walkover", FALSE));
  g_assert_cmpint (hammer_event_match_get_board (match), ==, test_nullable_int (object, "board"));
  g_assert_cmpstr (hammer_event_match_get_finished_at (match), ==,
                   test_nullable_string (object, "finished_at"));
  g_assert_cmpstr (hammer_event_match_get_source (match), ==,
                   test_nullable_string (object, "result_source"));
  if (json_object_get_boolean_member_with_default (object, "bye", FALSE))
    g_assert_cmpstr (hammer_event_match_get_result (match), ==, "Bye");
  else if (!json_object_has_member (object, "totals"))
    g_assert_cmpstr (hammer_event_match_get_result (match), ==, "");
}

/* The matches, the boards and the queue of @matches against the JSON of
 * the same event. */
static void
assert_agrees (Fixture            *f,
               gint64              event_id,
               HammerEventMatches *matches)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) list = hammer_events_get_matches_json (f->store, event_id, &error);
  g_autoptr(JsonNode) boards_node = NULL;
  JsonArray *array, *boards, *queue;

  g_assert_no_error (error);
  array = json_node_get_array (list);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (matches)), ==,
                    json_array_get_length (array));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (G_LIST_MODEL (matches), i);

      assert_match_agrees (match, json_array_get_object_element (array, i));
    }

  boards_node = hammer_events_get_boards_json (f->store, event_id, &error);
  g_assert_no_error (error);
  boards = json_object_get_array_member (json_node_get_object (boards_node), "boards");
  g_assert_cmpuint (g_list_model_get_n_items (hammer_event_matches_get_boards (matches)), ==,
                    json_array_get_length (boards));
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      g_autoptr(HammerBoard) board =
        g_list_model_get_item (hammer_event_matches_get_boards (matches), b);
      JsonObject *object = json_array_get_object_element (boards, b);
      HammerEventMatch *match = hammer_board_get_match (board);
      HammerEventMatch *last = hammer_board_get_last (board);
      g_autofree char *name = NULL;

      g_assert_cmpint (hammer_board_get_number (board), ==,
                       json_object_get_int_member (object, "number"));
      name = test_nullable_string (object, "name") != NULL
               ? g_strdup (test_nullable_string (object, "name"))
               : g_strdup_printf ("Board %u", hammer_board_get_number (board));
      g_assert_cmpstr (hammer_board_get_name (board), ==, name);
      if (json_object_get_null_member (object, "match"))
        g_assert_null (match);
      else
        {
          JsonObject *on_board = json_object_get_object_member (object, "match");

          g_assert_nonnull (match);
          assert_match_agrees (match, on_board);
          g_assert_cmpstr (hammer_board_get_since (board), ==,
                           test_nullable_string (object, "since"));
          g_assert_cmpstr (hammer_board_get_estimated_end (board), ==,
                           test_nullable_string (object, "estimated_end"));
        }
      if (json_object_get_null_member (object, "last"))
        g_assert_null (last);
      else
        assert_match_agrees (last, json_object_get_object_member (object, "last"));
    }

  queue = json_object_get_array_member (json_node_get_object (boards_node), "queue");
  g_assert_cmpuint (g_list_model_get_n_items (hammer_event_matches_get_queue (matches)), ==,
                    json_array_get_length (queue));
  for (guint k = 0; k < json_array_get_length (queue); k++)
    {
      g_autoptr(HammerEventMatch) match =
        g_list_model_get_item (hammer_event_matches_get_queue (matches), k);

      assert_match_agrees (match, json_array_get_object_element (queue, k));
      /* The queue holds the list's own objects. */
      g_assert_true (match == hammer_event_matches_lookup (matches,
                                                           hammer_event_match_get_id (match)));
    }
}

/* The first match that can be played, with two sides known. */
static gint64
first_ready (HammerEventMatches *matches)
{
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (matches)); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (G_LIST_MODEL (matches), i);

      if (hammer_event_match_get_state (match) == HAMMER_EVENT_MATCH_READY &&
          hammer_event_match_get_n_sides (match) == 2 &&
          hammer_event_match_get_entrant (match, 1) != 0)
        return hammer_event_match_get_id (match);
    }
  return 0;
}

static void
record (Fixture    *f,
        gint64      event_id,
        gint64      match_id,
        const char *input_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) input = json_from_string (input_json, &error);
  g_autoptr(JsonNode) state = NULL;

  g_assert_no_error (error);
  state = hammer_events_record_result (f->store, event_id, match_id, input, 0, &error);
  g_assert_no_error (error);
}

/* Every format: the typed objects say what the JSON says, before and after
 * the first results, which the model reads from the store's "changes". */
static void
test_agrees (Fixture       *f,
             gconstpointer  data)
{
  for (HammerFormat format = 0; format < HAMMER_N_FORMATS; format++)
    {
      gboolean series = format == HAMMER_FORMAT_SERIES;
      g_autoptr(HammerEventMatches) matches = NULL;
      g_autoptr(GError) error = NULL;
      gint64 event_id;

      g_test_message ("%s", hammer_format_to_string (format));
      event_id = store_new_event_of_format (f->store, format, hammer_format_to_string (format),
                                            7);
      matches = hammer_event_matches_new (f->store, event_id, &error);
      g_assert_no_error (error);
      assert_agrees (f, event_id, matches);

      hammer_events_call_next_matches (f->store, event_id, &error);
      g_assert_no_error (error);
      assert_agrees (f, event_id, matches);
      if (series)
        continue;

      for (guint r = 0; r < 3; r++)
        {
          gint64 match_id = first_ready (matches);

          if (match_id == 0)
            break;
          record (f, event_id, match_id, FIRST_SIDE_WINS);
          assert_agrees (f, event_id, matches);
        }
    }
}

/* A result changes its match and the match its winner goes on to, by
 * notifies: no items-changed, no other match told anything. */
static void
test_result_notifies (Fixture       *f,
                      gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 event_id = store_new_event (f->store, "Knock-out", "table",
                                     HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL,
                                     (const char * const *) names, 7);
  g_autoptr(GHashTable) notified = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(HammerEventMatches) matches = NULL;
  g_autoptr(HammerEventMatch) first = NULL;
  g_autoptr(HammerEventMatch) second = NULL;
  g_autoptr(HammerEventMatch) final = NULL;
  g_autoptr(HammerBoard) board = NULL;
  g_autoptr(GError) error = NULL;
  TestItemsChanged seen = { 0 };

  matches = hammer_event_matches_new (f->store, event_id, &error);
  g_assert_no_error (error);
  hammer_events_call_next_matches (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (matches)), ==, 3);
  first = g_list_model_get_item (G_LIST_MODEL (matches), 0);
  second = g_list_model_get_item (G_LIST_MODEL (matches), 1);
  final = g_list_model_get_item (G_LIST_MODEL (matches), 2);
  g_assert_cmpuint (hammer_event_match_get_board (first), ==, 1);
  g_assert_null (hammer_event_match_get_side_name (final, 0));
  board = g_list_model_get_item (hammer_event_matches_get_boards (matches), 0);
  g_assert_true (hammer_board_get_match (board) == first);

  g_signal_connect (matches, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);
  g_signal_connect (first, "notify", G_CALLBACK (test_notify_cb), notified);
  g_signal_connect (second, "notify", G_CALLBACK (test_notify_cb), notified);
  g_signal_connect (final, "notify", G_CALLBACK (test_notify_cb), notified);

  record (f, event_id, hammer_event_match_get_id (first), FIRST_SIDE_WINS);

  g_assert_cmpuint (seen.n_changes, ==, 0);
  g_assert_cmpint (hammer_event_match_get_state (first), ==, HAMMER_EVENT_MATCH_FINISHED);
  g_assert_true (test_was_notified (notified, first, "state"));
  g_assert_true (test_was_notified (notified, first, "winner"));
  g_assert_true (test_was_notified (notified, first, "result"));
  g_assert_false (test_was_notified (notified, first, "side-a"));
  g_assert_cmpstr (hammer_event_match_get_result (first), ==, "2 – 0");
  g_assert_cmpint (hammer_event_match_get_winner (first), ==, 0);
  /* The winner goes on to the final, which is still waiting for the other. */
  g_assert_true (test_was_notified (notified, final, "side-a"));
  g_assert_true (test_was_notified (notified, final, "entrant-a"));
  g_assert_cmpstr (hammer_event_match_get_side_name (final, 0), ==,
                   hammer_event_match_get_side_name (first, 0));
  g_assert_false (test_was_notified (notified, final, "state"));
  g_assert_cmpuint (test_notified_of (notified, second), ==, 0);
  /* The board keeps its last result and is free. */
  g_assert_null (hammer_board_get_match (board));
  g_assert_true (hammer_board_get_last (board) == first);

  /* The other result makes the final ready: only it changes. */
  g_hash_table_remove_all (notified);
  record (f, event_id, hammer_event_match_get_id (second), FIRST_SIDE_WINS);
  g_assert_cmpuint (seen.n_changes, ==, 0);
  g_assert_true (test_was_notified (notified, final, "state"));
  g_assert_cmpint (hammer_event_match_get_state (final), ==, HAMMER_EVENT_MATCH_READY);
  g_assert_cmpuint (test_notified_of (notified, first), ==, 0);
  assert_agrees (f, event_id, matches);

  /* Undone, the result is gone again: notifies, not a new list. */
  g_hash_table_remove_all (notified);
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (seen.n_changes, ==, 0);
  g_assert_cmpint (hammer_event_match_get_state (final), ==, HAMMER_EVENT_MATCH_PENDING);
  g_assert_true (test_was_notified (notified, second, "state"));
  assert_agrees (f, event_id, matches);
}

/* A Swiss round paired adds its matches at the end, in one items-changed;
 * the matches before it stay the same objects. */
static void
test_swiss_round_added (Fixture       *f,
                        gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 event_id = store_new_event (f->store, "Zwitsers", "table", HAMMER_FORMAT_SWISS, 2, NULL,
                                     (const char * const *) names, 7);
  g_autoptr(HammerEventMatches) matches = NULL;
  g_autoptr(HammerEventMatch) first = NULL;
  g_autoptr(HammerEventMatch) still_first = NULL;
  g_autoptr(GError) error = NULL;
  TestItemsChanged seen = { 0 };
  guint n;

  matches = hammer_event_matches_new (f->store, event_id, &error);
  g_assert_no_error (error);
  n = g_list_model_get_n_items (G_LIST_MODEL (matches));
  g_assert_cmpuint (n, ==, 2);
  first = g_list_model_get_item (G_LIST_MODEL (matches), 0);
  g_signal_connect (matches, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);

  record (f, event_id, first_ready (matches), FIRST_SIDE_WINS);
  g_assert_cmpuint (seen.n_changes, ==, 0);
  record (f, event_id, first_ready (matches), FIRST_SIDE_WINS);

  /* The last result of a round pairs the next. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (matches)), >, n);
  still_first = g_list_model_get_item (G_LIST_MODEL (matches), 0);
  g_assert_cmpuint (seen.n_changes, ==, 1);
  g_assert_cmpuint (seen.position, ==, n);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, g_list_model_get_n_items (G_LIST_MODEL (matches)) - n);
  g_assert_true (still_first == first);
  assert_agrees (f, event_id, matches);
}

/* A deleted event leaves its lists empty. */
static void
test_event_deleted (Fixture       *f,
                    gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 event_id = store_new_event (f->store, "Weg", "table", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL,
                                     (const char * const *) names, 7);
  g_autoptr(GListModel) matches = NULL;
  g_autoptr(GError) error = NULL;
  TestItemsChanged seen = { 0 };

  matches = hammer_events_list_matches (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (matches), ==, 6);
  g_signal_connect (matches, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);
  g_assert_true (hammer_events_delete (f->store, event_id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (seen.n_changes, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 6);
  g_assert_cmpuint (g_list_model_get_n_items (matches), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (
                      hammer_event_matches_get_boards (HAMMER_EVENT_MATCHES (matches))), ==, 0);
}

/* Another program writes @sql into the database of @store (a damaged
 * file, a careless hand), and the store notices as it does every other
 * program's commit. */
static void
write_behind (HammerStore *store,
              const char  *sql)
{
  sqlite3 *raw = NULL;

  g_assert_cmpint (sqlite3_open (hammer_store_get_path (store), &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);
  hammer_store_refresh (store);
}

/* An event that can no longer be read after another program's change is
 * no event without matches: the matches and the event stay as they were
 * and say why ("read-error"), until a read succeeds again. */
static void
test_read_error (Fixture       *f,
                 gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 event_id = store_new_event (f->store, "Kapot", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                                     NULL, (const char * const *) names, 7);
  g_autoptr(GListModel) matches = NULL;
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) notified = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autofree char *damage = NULL;
  char *repair = NULL;
  TestItemsChanged seen = { 0 };
  sqlite3_stmt *stmt = NULL;
  sqlite3 *raw = NULL;

  matches = hammer_events_list_matches (f->store, event_id, &error);
  g_assert_no_error (error);
  event = hammer_events_get_event (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_null (hammer_event_matches_get_read_error (HAMMER_EVENT_MATCHES (matches)));
  g_assert_null (hammer_event_get_read_error (event));
  g_signal_connect (matches, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);
  g_signal_connect (matches, "notify", G_CALLBACK (test_notify_cb), notified);
  g_signal_connect (event, "notify", G_CALLBACK (test_notify_cb), notified);

  /* What the event's options were, to put them back. */
  g_assert_cmpint (sqlite3_open (hammer_store_get_path (f->store), &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (raw, "SELECT options FROM events WHERE id = ?", -1, &stmt,
                                       NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, event_id);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  repair = sqlite3_mprintf ("UPDATE events SET options = %Q WHERE id = %lld",
                            (const char *) sqlite3_column_text (stmt, 0), (long long) event_id);
  sqlite3_finalize (stmt);
  sqlite3_close (raw);

  damage = g_strdup_printf ("UPDATE events SET options = 'not json' WHERE id = %" G_GINT64_FORMAT,
                            event_id);
  write_behind (f->store, damage);
  g_assert_cmpuint (seen.n_changes, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (matches), ==, 6);
  g_assert_nonnull (hammer_event_matches_get_read_error (HAMMER_EVENT_MATCHES (matches)));
  g_assert_true (test_was_notified (notified, matches, "read-error"));
  g_assert_cmpuint (g_list_model_get_n_items (hammer_event_get_entrants (event)), ==, 4);
  g_assert_cmpstr (hammer_event_get_read_error (event), ==,
                   hammer_event_matches_get_read_error (HAMMER_EVENT_MATCHES (matches)));
  g_assert_true (test_was_notified (notified, event, "read-error"));
  g_assert_false (hammer_event_get_deleted (event));

  /* A change without the change log's rows says nothing of what it
   * touched; a view reading again (as on Try Again) reads everything. */
  g_hash_table_remove_all (notified);
  write_behind (f->store, repair);
  sqlite3_free (repair);
  hammer_event_matches_update (HAMMER_EVENT_MATCHES (matches), NULL);
  hammer_event_update (event, NULL);
  g_assert_null (hammer_event_matches_get_read_error (HAMMER_EVENT_MATCHES (matches)));
  g_assert_null (hammer_event_get_read_error (event));
  g_assert_true (test_was_notified (notified, matches, "read-error"));
  g_assert_true (test_was_notified (notified, event, "read-error"));
  g_assert_cmpuint (g_list_model_get_n_items (matches), ==, 6);
}

/* A knockout with every place played out, and one with a consolation
 * bracket: a list of matches keeps a round's name for the matches after
 * it, and a match named otherwise ("Places 5–8", "Consolation third
 * place") between a round's matches must not take it, nor give it its own
 * (issue 28). */
static void
test_round_names_kept (Fixture       *f,
                       gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 11);

  for (guint k = 0; k < 2; k++)
    {
      g_autoptr(HammerEventMatches) matches = NULL;
      g_autoptr(GError) error = NULL;
      HammerEventSpec spec;
      g_autoptr(GArray) ids = NULL;
      gint64 event_id;

      hammer_event_spec_init (&spec);
      spec.name = k == 0 ? "Plaatsen" : "Troost";
      spec.rules = "table";
      spec.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
      spec.n_boards = 2;
      spec.placement = k == 0;
      spec.consolation = k == 1;
      /* Which puts its third-place match before its final, in one round. */
      spec.third_place = k == 1;
      event_id = hammer_events_create (f->store, &spec, &error);
      g_assert_no_error (error);
      ids = hammer_events_add_entrants (f->store, event_id, (const char * const *) names, &error);
      g_assert_no_error (error);
      g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 7, &error));
      g_assert_no_error (error);
      matches = hammer_event_matches_new (f->store, event_id, &error);
      g_assert_no_error (error);
      assert_agrees (f, event_id, matches);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/event-matches/agrees", Fixture, NULL, store_fixture_set_up, test_agrees,
              store_fixture_tear_down);
  g_test_add ("/event-matches/result-notifies", Fixture, NULL, store_fixture_set_up,
              test_result_notifies, store_fixture_tear_down);
  g_test_add ("/event-matches/swiss-round-added", Fixture, NULL, store_fixture_set_up,
              test_swiss_round_added, store_fixture_tear_down);
  g_test_add ("/event-matches/read-error", Fixture, NULL, store_fixture_set_up, test_read_error,
              store_fixture_tear_down);
  g_test_add ("/event-matches/event-deleted", Fixture, NULL, store_fixture_set_up,
              test_event_deleted, store_fixture_tear_down);
  g_test_add ("/event-matches/round-names-kept", Fixture, NULL, store_fixture_set_up,
              test_round_names_kept, store_fixture_tear_down);

  return g_test_run ();
}
