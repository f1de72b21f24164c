/* test-writes.c — writes off the main thread, on the store's writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-event.h"
#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-core.h"
#include "test-common.h"

#define WON_BY_FIRST "{\"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [7, 0]}]}]}"
/* Both sides score in one end: table shuffleboard refuses it. */
#define BOTH_SCORED "{\"games\": [{\"ends\": [{\"points\": [4, 3]}]}]}"

typedef struct
{
  StoreFixture store;
  gint64 event_id;
  guint changes;        /* "changes" emitted so far */
  guint told;           /* of them, before the last callback */
  GPtrArray *results;   /* the callbacks' results, in their order */
} Fixture;

static void
changes_cb (HammerStore     *store,
            HammerChangeSet *changes,
            Fixture         *f)
{
  f->changes++;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };

  store_fixture_set_up (&f->store, data);
  f->event_id = store_new_event (f->store.store, "Club night", "table",
                                 HAMMER_FORMAT_SINGLE_ELIMINATION, 0,
                                 "{\"target\": 15, \"best_of\": 1}", names, 1);
  f->results = g_ptr_array_new_with_free_func (g_object_unref);
  g_signal_connect (f->store.store, "changes", G_CALLBACK (changes_cb), f);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_pointer (&f->results, g_ptr_array_unref);
  store_fixture_tear_down (&f->store, data);
}

static void
done_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      data)
{
  Fixture *f = data;

  f->told = f->changes;
  g_ptr_array_add (f->results, g_object_ref (result));
}

static void
wait_results (Fixture *f,
              guint    n)
{
  while (f->results->len < n)
    g_main_context_iteration (NULL, TRUE);
}

static gboolean
is_finished (Fixture *f,
             gint64   match_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (f->store.store, f->event_id,
                                                             &error);
  JsonArray *matches;

  g_assert_no_error (error);
  matches = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_object_get_int_member (match, "id") == match_id)
        return g_strcmp0 (json_object_get_string_member (match, "state"), "finished") == 0;
    }
  g_assert_not_reached ();
}

/* A result stored on the writer: the store tells the change before the
 * callback, as the desk's own, and undo takes it back the same way. */
static void
test_result_and_undo (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(JsonNode) input = json_from_string (WON_BY_FIRST, NULL);
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) board_changes = NULL;
  g_autoptr(GError) error = NULL;
  gint64 change_id, undo_id;

  hammer_events_record_result_async (f->store.store, f->event_id, 1, input, 0, NULL, done_cb, f);
  /* Nothing is told before the main loop runs. */
  g_assert_cmpuint (f->changes, ==, 0);
  wait_results (f, 1);
  state = hammer_events_record_result_finish (f->store.store, f->results->pdata[0],
                                              &board_changes, &error);
  g_assert_no_error (error);
  g_assert_nonnull (state);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (board_changes)), ==, 0);
  g_assert_cmpuint (f->told, ==, 1);
  g_assert_true (is_finished (f, 1));
  /* The desk's change: its undo takes it back. */
  change_id = hammer_store_get_last_change (f->store.store);
  g_assert_cmpint (change_id, >, 0);

  hammer_store_undo_async (f->store.store, change_id, NULL, done_cb, f);
  wait_results (f, 2);
  undo_id = hammer_store_undo_finish (f->store.store, f->results->pdata[1], &error);
  g_assert_no_error (error);
  g_assert_cmpint (undo_id, ==, hammer_store_get_last_change (f->store.store));
  g_assert_cmpuint (f->told, ==, 2);
  g_assert_false (is_finished (f, 1));

  /* Undoing it again is the redo. */
  hammer_store_undo_async (f->store.store, undo_id, NULL, done_cb, f);
  wait_results (f, 3);
  g_assert_cmpint (hammer_store_undo_finish (f->store.store, f->results->pdata[2], &error), >,
                   undo_id);
  g_assert_no_error (error);
  g_assert_true (is_finished (f, 1));
}

/* A result built typed, as the score dialog saves it, is the JSON
 * hammer-cli result takes; stored on the writer, it reads back as built,
 * and the matches under way it restarts come typed. */
static void
test_typed_input (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(HammerResultInput) input = hammer_result_input_new ();
  g_autoptr(HammerResultInput) sjoelbak = hammer_result_input_new ();
  g_autoptr(HammerResultInput) stored = NULL;
  g_autoptr(JsonNode) expected = json_from_string (WON_BY_FIRST, NULL);
  g_autoptr(GPtrArray) board_changes = NULL;
  g_autoptr(HammerEventMatches) matches = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const int first[] = { 8, 0 }, second[] = { 7, 0 };
  gint64 first_change = 0, second_change = 0;
  const int counts[] = { 1, 2, 3, 4, 0, 0, 0, 1 }, off[] = { 0, 2 };
  HammerEndEntry end = { .n_sides = 2, .points = first };

  g_assert_cmpuint (hammer_result_input_get_n_games (input), ==, 0);
  /* The first end starts a game that leaves who shoots first to the rules. */
  hammer_result_input_add_end (input, &end);
  end.points = second;
  hammer_result_input_add_end (input, &end);
  g_assert_true (json_node_equal (hammer_result_input_get_json (input), expected));
  g_assert_cmpuint (hammer_result_input_get_n_games (input), ==, 1);
  g_assert_false (hammer_result_input_has_game_first (input, 0));
  g_assert_false (hammer_result_input_has_game_first (input, 1));

  /* Counts go per side, four each; a chosen first and penalties are kept. */
  hammer_result_input_add_game (sjoelbak, 1);
  end = (HammerEndEntry) { .n_sides = 2, .counts = counts, .penalties = off };
  hammer_result_input_add_end (sjoelbak, &end);
  text = json_to_string (hammer_result_input_get_json (sjoelbak), FALSE);
  g_assert_cmpstr (text, ==, "{\"games\":[{\"first\":1,\"ends\":[{\"counts\":[[1,2,3,4],"
                             "[0,0,0,1]],\"penalties\":[0,2]}]}]}");
  g_assert_true (hammer_result_input_has_game_first (sjoelbak, 0));

  /* What is not JSON is no input. */
  g_assert_null (hammer_result_input_new_from_text ("{\"games\": [", &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  g_clear_error (&error);
  g_assert_null (hammer_result_input_new_from_text ("", &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  g_clear_error (&error);

  /* Two results queued at once: each finish gives its own change, not the
   * store's newest (a toast's Undo takes back what its save did). */
  hammer_events_record_input_async (f->store.store, f->event_id, 1, input, 0, NULL, done_cb, f);
  hammer_events_record_input_async (f->store.store, f->event_id, 2, input, 0, NULL, done_cb, f);
  wait_results (f, 2);
  g_assert_true (hammer_events_record_input_finish (f->store.store, f->results->pdata[0],
                                                    &board_changes, &first_change, &error));
  g_assert_no_error (error);
  g_assert_nonnull (board_changes);
  g_assert_cmpuint (board_changes->len, ==, 0);
  g_assert_true (is_finished (f, 1));
  g_assert_true (hammer_events_record_input_finish (f->store.store, f->results->pdata[1],
                                                    NULL, &second_change, &error));
  g_assert_no_error (error);
  g_assert_true (is_finished (f, 2));
  g_assert_cmpint (first_change, >, 0);
  g_assert_cmpint (second_change, >, first_change);
  g_assert_cmpint (second_change, ==, hammer_store_get_last_change (f->store.store));

  matches = hammer_event_matches_new (f->store.store, f->event_id, &error);
  g_assert_no_error (error);
  stored = hammer_result_input_new_from_text (
    hammer_event_match_get_input (hammer_event_matches_lookup (matches, 1)), &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (hammer_result_input_get_json (stored), expected));
  g_assert_cmpuint (hammer_result_input_get_n_games (stored), ==, 1);
  g_assert_false (hammer_result_input_has_game_first (stored, 0));
}

/* The rules' refusal comes back through the _finish, its GError carrying the
 * violation,
 * and nothing is stored or told. */
static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(JsonNode) input = json_from_string (BOTH_SCORED, NULL);
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) sync_error = NULL;
  g_autoptr(JsonNode) sync_state = NULL;

  hammer_events_record_result_async (f->store.store, f->event_id, 1, input, 0, NULL, done_cb, f);
  wait_results (f, 1);
  state = hammer_events_record_result_finish (f->store.store, f->results->pdata[0], NULL, &error);
  g_assert_null (state);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (hammer_error_get_reason (error));
  g_assert_cmpuint (f->changes, ==, 0);
  /* The same words as the synchronous call's. */
  sync_state = hammer_events_record_result (f->store.store, f->event_id, 1, input, 0,
                                            &sync_error);
  g_assert_null (sync_state);
  g_assert_cmpstr (error->message, ==, sync_error->message);
}

/* Writes queue, and run and are told in the order they came; one cancelled
 * while it waits is not made (GTask tells a cancelled task a turn later). */
static void
test_order_and_cancel (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(JsonNode) input = json_from_string (WON_BY_FIRST, NULL);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  guint n_results = 0, n_cancelled = 0;
  gboolean drawn_last = FALSE;

  hammer_events_record_result_async (f->store.store, f->event_id, 1, input, 0, NULL, done_cb, f);
  hammer_events_record_result_async (f->store.store, f->event_id, 2, input, 0, cancellable,
                                     done_cb, f);
  g_cancellable_cancel (cancellable);
  hammer_events_draw_async (f->store.store, f->event_id, TRUE, 3, NULL, done_cb, f);
  wait_results (f, 3);

  for (guint i = 0; i < f->results->len; i++)
    {
      GAsyncResult *result = f->results->pdata[i];
      g_autoptr(GError) error = NULL;

      if (g_async_result_is_tagged (result, hammer_events_draw_async))
        {
          /* The redraw came after the first result: refused as the draw is. */
          g_assert_false (hammer_events_draw_finish (f->store.store, result, NULL, &error));
          g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
          g_assert_cmpuint (n_results, ==, 1);
          drawn_last = TRUE;
        }
      else
        {
          g_autoptr(JsonNode) state = hammer_events_record_result_finish (f->store.store, result,
                                                                          NULL, &error);

          if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            n_cancelled++;
          else
            {
              g_assert_no_error (error);
              g_assert_nonnull (state);
              n_results++;
            }
        }
    }
  g_assert_true (drawn_last);
  g_assert_cmpuint (n_cancelled, ==, 1);
  g_assert_true (is_finished (f, 1));
  g_assert_false (is_finished (f, 2));
}

/* The result of the last write, for its _finish, after waiting for it. */
static GAsyncResult *
wait_next (Fixture *f)
{
  wait_results (f, f->results->len + 1);
  return g_ptr_array_index (f->results, f->results->len - 1);
}

/* An event's life on the writer, as the app's screens write it: created
 * from a spec whose texts are gone by the time the write runs, a roster
 * player entered, its tie-breakers set, and deleted; each told before its
 * callback. */
static void
test_event_life (Fixture       *f,
                 gconstpointer  data)
{
  const char *tie_breakers[] = { "wins", "match-points", NULL };
  g_autoptr(HammerPlayer) player = hammer_player_new ("Evert");
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(GError) error = NULL;
  HammerOptions options;
  HammerEventSpec spec;
  char *name = g_strdup ("Zomeravond");
  gint64 player_id, event_id, entrant_id, change;
  guint changes;

  player_id = hammer_roster_add_player (f->store.store, player, &error);
  g_assert_no_error (error);

  hammer_options_init (&options);
  options.target = 11;
  hammer_event_spec_init (&spec);
  spec.name = name;
  spec.rules = "table";
  spec.typed_options = &options;
  spec.format = HAMMER_FORMAT_ROUND_ROBIN;
  spec.n_boards = 2;
  hammer_events_create_async (f->store.store, &spec, NULL, done_cb, f);
  g_free (name);
  options.target = 21;
  changes = f->changes;
  event_id = hammer_events_create_finish (f->store.store, wait_next (f), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (event_id, >, 0);
  g_assert_cmpuint (f->told, >, changes);
  event = hammer_events_get_event (f->store.store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (hammer_event_get_name (event), ==, "Zomeravond");
  g_assert_cmpint (hammer_event_get_options (event)->target, ==, 11);
  g_clear_object (&event);
  /* Options as JSON are copied too. */
  {
    g_autoptr(JsonNode) json = json_from_string ("{\"target\": 13}", NULL);
    gint64 other;

    spec.typed_options = NULL;
    spec.name = "Najaarsavond";
    spec.options = json_node_get_object (json);
    hammer_events_create_async (f->store.store, &spec, NULL, done_cb, f);
    g_clear_pointer (&json, json_node_unref);
    other = hammer_events_create_finish (f->store.store, wait_next (f), NULL, &error);
    g_assert_no_error (error);
    event = hammer_events_get_event (f->store.store, other, &error);
    g_assert_no_error (error);
    g_assert_cmpint (hammer_event_get_options (event)->target, ==, 13);
    g_clear_object (&event);
  }

  hammer_events_enter_player_async (f->store.store, event_id, player_id, NULL, done_cb, f);
  entrant_id = hammer_events_enter_player_finish (f->store.store, wait_next (f), NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (entrant_id, >, 0);
  /* Twice is refused, with the synchronous function's error. */
  hammer_events_enter_player_async (f->store.store, event_id, player_id, NULL, done_cb, f);
  g_assert_cmpint (hammer_events_enter_player_finish (f->store.store, wait_next (f), NULL, &error),
                   ==, 0);
  g_assert_nonnull (error);
  g_clear_error (&error);

  hammer_events_set_tie_breakers_async (f->store.store, event_id, tie_breakers, NULL, done_cb,
                                        f);
  g_assert_true (hammer_events_set_tie_breakers_finish (f->store.store, wait_next (f), &change,
                                                        &error));
  g_assert_no_error (error);
  /* The change the write made, the last one here. */
  g_assert_cmpint (change, ==, hammer_store_get_last_change (f->store.store));
  event = hammer_events_get_event (f->store.store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstrv (hammer_event_get_tie_breakers (event), tie_breakers);
  g_clear_object (&event);

  hammer_events_delete_async (f->store.store, event_id, NULL, done_cb, f);
  g_assert_true (hammer_events_delete_finish (f->store.store, wait_next (f), NULL, &error));
  g_assert_no_error (error);
  g_assert_null (hammer_events_get_event_json (f->store.store, event_id, NULL));
  hammer_events_delete_async (f->store.store, event_id, NULL, done_cb, f);
  g_assert_false (hammer_events_delete_finish (f->store.store, wait_next (f), NULL, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
}

/* The event's matches as hammer-cli's `matches --json` prints them. */
static char *
matches_text (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  char *text = hammer_events_write_matches_json (f->store.store, f->event_id, &error);

  g_assert_no_error (error);
  return text;
}

/* A redraw with another write queued behind it: its finish gives the
 * change the draw made, not the store's newest, so that the toast's Undo
 * takes back the draw (the entrants view's and the draw view's). */
static void
test_draw_change (Fixture       *f,
                  gconstpointer  data)
{
  const char *tie_breakers[] = { "wins", NULL };
  g_autoptr(GError) error = NULL;
  gint64 before = hammer_store_get_last_change (f->store.store);
  g_autofree char *first_draw = matches_text (f);
  g_autofree char *redrawn = NULL;
  g_autofree char *undone = NULL;
  gint64 drawn = 0, set = 0;

  hammer_events_draw_async (f->store.store, f->event_id, TRUE, 7, NULL, done_cb, f);
  hammer_events_set_tie_breakers_async (f->store.store, f->event_id, tie_breakers, NULL,
                                        done_cb, f);
  wait_results (f, 2);
  g_assert_true (hammer_events_draw_finish (f->store.store, f->results->pdata[0], &drawn,
                                            &error));
  g_assert_no_error (error);
  g_assert_true (hammer_events_set_tie_breakers_finish (f->store.store, f->results->pdata[1],
                                                        &set, &error));
  g_assert_no_error (error);
  g_assert_cmpint (drawn, >, before);
  g_assert_cmpint (set, >, drawn);
  g_assert_cmpint (set, ==, hammer_store_get_last_change (f->store.store));
  redrawn = matches_text (f);
  g_assert_cmpstr (redrawn, !=, first_draw);

  /* Undone (after the later change: both write the event's row), the
   * draw's change gives the first draw back, match for match. */
  g_assert_true (hammer_store_undo (f->store.store, set, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_store_undo (f->store.store, drawn, &error));
  g_assert_no_error (error);
  undone = matches_text (f);
  g_assert_cmpstr (undone, ==, first_draw);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/writes/result-and-undo", test_result_and_undo);
  ADD ("/writes/typed-input", test_typed_input);
  ADD ("/writes/refused", test_refused);
  ADD ("/writes/order-and-cancel", test_order_and_cancel);
  ADD ("/writes/event-life", test_event_life);
  ADD ("/writes/draw-change", test_draw_change);
  return g_test_run ();
}
