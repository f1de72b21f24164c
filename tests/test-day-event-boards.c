/* test-day-event-boards.c — an event of a tournament day sees the day's boards as
 * they are: another event's match on one is on it, named with its event
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-board.h"
#include "events/hammer-day.h"
#include "events/hammer-event-matches.h"
#include "test-common.h"

/* Event @name of day @day_id, of @first and @second, drawn: one match. */
static gint64
add_event (StoreFixture *f,
           gint64        day_id,
           const char   *name,
           const char   *first,
           const char   *second)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  const char *names[3] = { first, second, NULL };
  HammerEventSpec event;
  gint64 event_id;

  hammer_event_spec_init (&event);
  event.name = name;
  event.rules = "table";
  event.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  event.day_id = day_id;
  event_id = hammer_events_create (f->store, &event, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 1, &error));
  return event_id;
}

/* Day "Open" on @n_boards boards with 15 minutes of rest and Singles (Anna,
 * Bert) and Ladies (Cor, Dirk); their ids in @events. */
static gint64
new_day (StoreFixture *f,
         guint         n_boards,
         gint64       *events)
{
  g_autoptr(GError) error = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, n_boards, NULL, 15, NULL };
  gint64 day_id = hammer_days_create (f->store, &spec, &error);

  g_assert_no_error (error);
  events[0] = add_event (f, day_id, "Singles", "Anna", "Bert");
  events[1] = add_event (f, day_id, "Ladies", "Cor", "Dirk");
  return day_id;
}

/* The board numbered @number of @matches. */
static HammerBoard *
board_numbered (HammerEventMatches *matches,
                guint               number)
{
  GListModel *boards = hammer_event_matches_get_boards (matches);

  for (guint b = 0; b < g_list_model_get_n_items (boards); b++)
    {
      g_autoptr(HammerBoard) board = g_list_model_get_item (boards, b);

      if (hammer_board_get_number (board) == number)
        return board;
    }
  g_assert_not_reached ();
  return NULL;
}

/* Singles' match is on a board of the day: Ladies' boards show it there,
 * named with its event, until its result frees the board; Ladies' own
 * match on another board is its own. */
static void
test_other_event_on_board (StoreFixture  *f,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEventMatches) ladies = NULL;
  gint64 events[2];
  gint64 day_id = new_day (f, 3, events);
  HammerDayCall call;
  HammerBoard *singles_board = NULL, *own_board = NULL;
  HammerEventMatch *on;
  gint64 singles_match;

  ladies = hammer_event_matches_new (f->store, events[1], &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_event_matches_get_day_id (ladies), ==, day_id);
  /* Singles' call alone puts its match on a board Ladies' view shows. */
  g_assert_cmpuint (hammer_events_call_next_matches (f->store, events[0], &error), ==, 1);
  g_assert_no_error (error);
  g_assert_cmpstr (hammer_board_get_event_name (board_numbered (ladies, 1)), ==, "Singles");
  g_assert_true (hammer_days_call_next_matches (f->store, day_id, FALSE, &call, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (call.n_called, ==, 1);

  for (guint number = 1; number <= 3; number++)
    {
      HammerBoard *board = board_numbered (ladies, number);

      if (hammer_board_get_match (board) == NULL)
        continue;
      if (hammer_board_get_event_name (board) != NULL)
        singles_board = board;
      else
        own_board = board;
    }
  g_assert_nonnull (singles_board);
  g_assert_nonnull (own_board);
  g_assert_cmpstr (hammer_board_get_event_name (singles_board), ==, "Singles");
  on = hammer_board_get_match (singles_board);
  g_assert_true (g_strcmp0 (hammer_event_match_get_side_name (on, 0), "Anna") == 0 ||
                 g_strcmp0 (hammer_event_match_get_side_name (on, 0), "Bert") == 0);
  g_assert_nonnull (hammer_board_get_since (singles_board));
  g_assert_true (hammer_event_match_get_id (hammer_board_get_match (own_board)) !=
                 hammer_event_match_get_id (on));
  g_assert_null (hammer_board_get_match (board_numbered (ladies, 3)));

  /* Singles' result frees its board in Ladies' view too. */
  singles_match = hammer_event_match_get_id (on);
  store_record (f->store, events[0], singles_match, FIRST_SIDE_WINS);
  for (guint number = 1; number <= 3; number++)
    g_assert_null (hammer_board_get_event_name (board_numbered (ladies, number)));
}

/* The CLI's listing names the other event too. */
static void
test_json_names_event (StoreFixture  *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  gint64 events[2];
  gint64 day_id = new_day (f, 3, events);
  HammerDayCall call;
  JsonArray *boards;
  guint n_taken = 0;

  g_assert_true (hammer_days_call_next_matches (f->store, day_id, FALSE, &call, &error));
  node = hammer_events_get_boards_json (f->store, events[1], &error);
  g_assert_no_error (error);
  boards = json_object_get_array_member (json_node_get_object (node), "boards");
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);

      if (json_object_has_member (board, "taken_by"))
        {
          JsonObject *taken = json_object_get_object_member (board, "taken_by");

          g_assert_cmpstr (json_object_get_string_member (taken, "event_name"), ==, "Singles");
          g_assert_cmpint (json_object_get_int_member (taken, "event"), ==, events[0]);
          n_taken++;
        }
    }
  g_assert_cmpuint (n_taken, ==, 1);
}

/* Anna plays on a board, Cor rests, a board is free: Anna's next match is
 * held by a board, Cor's by his rest alone. The desk may call Cor's anyway
 * (the app's banner, the CLI's hint), and doing so leaves Anna's waiting. */
static void
test_rest_holds_back_mixed (StoreFixture  *f,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDayState) state = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonNode) out = NULL;
  gint64 events[4];
  gint64 day_id = new_day (f, 3, events);
  HammerDayCall call;
  JsonObject *report;

  g_assert_true (hammer_days_call_next_matches (f->store, day_id, FALSE, &call, &error));
  g_assert_cmpuint (call.n_called, ==, 2);
  events[2] = add_event (f, day_id, "Pairs", "Anna", "Eva");
  events[3] = add_event (f, day_id, "Mixed", "Cor", "Fien");
  store_record (f->store, events[1], store_first_ready (f->store, events[1]), FIRST_SIDE_WINS);

  g_assert_true (hammer_days_call_next_matches (f->store, day_id, FALSE, &call, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (call.n_called, ==, 0);
  g_assert_cmpuint (call.n_held_playing, ==, 1);
  g_assert_cmpuint (call.n_held_resting, ==, 1);
  g_assert_cmpuint (call.n_free_left, ==, 2);
  g_assert_true (hammer_day_call_rest_holds_back (&call));
  state = hammer_days_get_state (f->store, day_id, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_day_state_rest_holds_back (state));
  g_clear_pointer (&state, hammer_day_state_free);

  /* The CLI gives the hint, and says so in its JSON. */
  g_assert_cmpint (cli_run_text (f->path, NULL, &err, NULL, "boards", "call", "--day", "1",
                                 NULL), ==, 0);
  g_assert_nonnull (strstr (err, "0 matches called"));
  g_assert_nonnull (strstr (err, "--ignore-rest"));
  g_assert_cmpint (cli_run_json (f->path, &out, NULL, "boards", "call", "--day", "1", NULL), ==,
                   0);
  report = json_object_get_object_member (json_node_get_object (out), "call");
  g_assert_cmpint (json_object_get_int_member (report, "called"), ==, 0);
  g_assert_true (json_object_get_boolean_member (report, "rest_holds_back"));

  /* Calling anyway puts Cor's match on, never Anna's: she is on a board. */
  g_assert_true (hammer_days_call_next_matches (f->store, day_id, TRUE, &call, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (call.n_called, ==, 1);
  g_assert_cmpuint (call.n_held_playing, ==, 1);
  g_assert_false (hammer_day_call_rest_holds_back (&call));
  state = hammer_days_get_state (f->store, day_id, &error);
  g_assert_no_error (error);
  g_assert_false (hammer_day_state_rest_holds_back (state));
  g_assert_cmpuint (state->waiting->len, ==, 1);
  g_assert_cmpint (g_array_index (state->waiting, HammerDayWaiting, 0).event, ==, events[2]);
}

/* Whether the time @later_text is no earlier than @earlier_text. */
static gboolean
no_earlier (const char *later_text,
            const char *earlier_text)
{
  g_autoptr(GDateTime) a = g_date_time_new_from_iso8601 (later_text, NULL);
  g_autoptr(GDateTime) b = g_date_time_new_from_iso8601 (earlier_text, NULL);

  g_assert_nonnull (a);
  g_assert_nonnull (b);
  return g_date_time_compare (a, b) >= 0;
}

/* Each waiting match's expected start counts its holds: a rested player's
 * match starts no earlier than the rest ends; one whose player is on a
 * board no earlier than that match's end. */
static void
test_eta_holds (StoreFixture  *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDayState) state = NULL;
  g_autoptr(JsonNode) boards = NULL;
  gint64 events[4];
  gint64 day_id = new_day (f, 3, events);
  const char *anna_end = NULL;
  HammerDayCall call;
  JsonArray *listed;

  g_assert_true (hammer_days_call_next_matches (f->store, day_id, FALSE, &call, &error));
  events[2] = add_event (f, day_id, "Pairs", "Anna", "Eva");
  events[3] = add_event (f, day_id, "Mixed", "Cor", "Fien");
  store_record (f->store, events[1], store_first_ready (f->store, events[1]), FIRST_SIDE_WINS);
  boards = hammer_events_get_boards_json (f->store, events[0], &error);
  g_assert_no_error (error);
  listed = json_object_get_array_member (json_node_get_object (boards), "boards");
  for (guint b = 0; b < json_array_get_length (listed); b++)
    {
      JsonObject *board = json_array_get_object_element (listed, b);

      if (!json_object_get_null_member (board, "match"))
        anna_end = json_object_get_string_member (board, "estimated_end");
    }
  g_assert_nonnull (anna_end);
  state = hammer_days_get_state (f->store, day_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (state->waiting->len, ==, 2);
  for (guint w = 0; w < state->waiting->len; w++)
    {
      HammerDayWaiting *waiting = &g_array_index (state->waiting, HammerDayWaiting, w);

      g_assert_true (waiting->held);
      g_assert_nonnull (waiting->eta);
      if (waiting->event == events[3])
        {
          g_assert_nonnull (waiting->rest_until);
          g_assert_true (no_earlier (waiting->eta, waiting->rest_until));
        }
      else
        {
          g_assert_cmpint (waiting->event, ==, events[2]);
          g_assert_cmpuint (waiting->held_board, >, 0);
          g_assert_true (no_earlier (waiting->eta, anna_end));
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/day-event-boards/other-event-on-board", StoreFixture, NULL, store_fixture_set_up,
              test_other_event_on_board, store_fixture_tear_down);
  g_test_add ("/day-event-boards/json-names-event", StoreFixture, NULL, store_fixture_set_up,
              test_json_names_event, store_fixture_tear_down);
  g_test_add ("/day-event-boards/rest-holds-back-mixed", StoreFixture, NULL,
              store_fixture_set_up, test_rest_holds_back_mixed, store_fixture_tear_down);
  g_test_add ("/day-event-boards/eta-holds", StoreFixture, NULL, store_fixture_set_up,
              test_eta_holds, store_fixture_tear_down);
  return g_test_run ();
}
