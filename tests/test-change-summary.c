/* test-change-summary.c — what the change log tells of a change for people:
 * its subject, where it was made, and the matches it called to a board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-core.h"
#include "test-common.h"

#define WIN "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}"

/* The match on @board without a result, or NULL. */
static HammerEventMatch *
match_on_board (HammerEventMatches *matches,
                const char         *board)
{
  GListModel *list = G_LIST_MODEL (matches);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (list, i);

      if (g_strcmp0 (hammer_event_match_get_board_name (match), board) == 0 &&
          hammer_event_match_get_state (match) != HAMMER_EVENT_MATCH_FINISHED)
        return match;
    }
  return NULL;
}

static void
assert_result_summary (HammerStore *store,
                       gint64       change_id,
                       gint64       event_id,
                       gint64       match_id,
                       guint        number)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerChangeSummary) summary = hammer_store_summarize_change (store, change_id,
                                                                          &error);

  g_assert_no_error (error);
  g_assert_nonnull (summary);
  g_assert_true (g_str_has_prefix (summary->description, "Result of "));
  g_assert_cmpint (summary->subject.table, ==, HAMMER_TABLE_MATCHES);
  g_assert_cmpint (summary->subject.id, ==, match_id);
  g_assert_true (summary->result);
  g_assert_cmpuint (summary->match_number, ==, number);
  g_assert_cmpint (summary->event_id, ==, event_id);
  g_assert_cmpint (summary->season_id, ==, 0);
  g_assert_cmpint (summary->league_id, ==, 0);
  g_assert_cmpstr (summary->place, ==, "Spring Open");
}

/* A result that frees the one board: its subject is the match played, not
 * the next one called, and it lists that one with its board; an undo and
 * its redo tell of the result they took back and made again. */
static void
test_result (StoreFixture  *f,
             gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", "Eva", "Frits", NULL };
  gint64 event_id = store_new_event (f->store, "Spring Open", "table", HAMMER_FORMAT_ROUND_ROBIN,
                                     1, "{\"target\": 7, \"best_of\": 1}", names, 1);
  g_autoptr(HammerEventMatches) before = hammer_event_matches_new (f->store, event_id, NULL);
  g_autoptr(HammerEventMatches) after = NULL;
  g_autoptr(GArray) called = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventMatch *played, *next;
  HammerCalledMatch *call;
  gint64 change_id, undo_id, redo_id;
  guint number;

  played = match_on_board (before, "Board 1");
  g_assert_nonnull (played);
  number = hammer_event_match_get_number (played);
  store_record (f->store, event_id, hammer_event_match_get_id (played), WIN);
  change_id = hammer_store_get_last_change (f->store);
  assert_result_summary (f->store, change_id, event_id, hammer_event_match_get_id (played),
                         number);

  after = hammer_event_matches_new (f->store, event_id, NULL);
  next = match_on_board (after, "Board 1");
  g_assert_nonnull (next);
  called = hammer_store_list_called_matches (f->store, change_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (called->len, ==, 1);
  call = &g_array_index (called, HammerCalledMatch, 0);
  g_assert_cmpuint (call->number, ==, hammer_event_match_get_number (next));
  g_assert_cmpstr (call->board, ==, "Board 1");

  g_assert_true (hammer_store_undo (f->store, change_id, &error));
  g_assert_no_error (error);
  undo_id = hammer_store_get_last_change (f->store);
  assert_result_summary (f->store, undo_id, event_id, hammer_event_match_get_id (played),
                         number);
  /* The undo put no match on a board. */
  g_clear_pointer (&called, g_array_unref);
  called = hammer_store_list_called_matches (f->store, undo_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (called->len, ==, 0);

  g_assert_true (hammer_store_undo (f->store, undo_id, &error));
  g_assert_no_error (error);
  redo_id = hammer_store_get_last_change (f->store);
  assert_result_summary (f->store, redo_id, event_id, hammer_event_match_get_id (played),
                         number);
}

/* One player deleted: the subject is the player, by name, and belongs to
 * no event; two deleted at once say how many. */
static void
test_deletion (StoreFixture  *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerChangeSummary) one = NULL;
  g_autoptr(HammerChangeSummary) two = NULL;
  gint64 ids[3];

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %u", i + 1);
      g_autoptr(HammerPlayer) player = hammer_player_new (name);

      ids[i] = hammer_roster_add_player (f->store, player, &error);
      g_assert_no_error (error);
    }

  g_assert_cmpint (hammer_roster_delete_players (f->store, ids, 1, &error), >, 0);
  g_assert_no_error (error);
  one = hammer_store_summarize_change (f->store, hammer_store_get_last_change (f->store), &error);
  g_assert_no_error (error);
  g_assert_cmpint (one->subject.table, ==, HAMMER_TABLE_PLAYERS);
  g_assert_cmpint (one->subject.how, ==, HAMMER_ROW_REMOVED);
  g_assert_cmpint (one->subject.id, ==, ids[0]);
  g_assert_cmpstr (one->subject_name, ==, "Speler 1");
  g_assert_cmpuint (one->n_like_subject, ==, 1);
  g_assert_false (one->result);
  g_assert_cmpint (one->event_id, ==, 0);
  g_assert_null (one->place);

  g_assert_cmpint (hammer_roster_delete_players (f->store, ids + 1, 2, &error), >, 0);
  g_assert_no_error (error);
  two = hammer_store_summarize_change (f->store, hammer_store_get_last_change (f->store), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (two->n_like_subject, ==, 2);

  /* No such change. */
  g_assert_null (hammer_store_summarize_change (f->store, 9999, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/change-summary/result", StoreFixture, NULL, store_fixture_set_up, test_result,
              store_fixture_tear_down);
  g_test_add ("/change-summary/deletion", StoreFixture, NULL, store_fixture_set_up,
              test_deletion, store_fixture_tear_down);
  return g_test_run ();
}
