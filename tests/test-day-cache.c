/* test-day-cache.c — what a store keeps of a day's events between reads stays true while
 * other connections write: results alternating between events, a result
 * refused halfway, a write landing in the middle of a reading of the day
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "hammer-now.h"
#include "test-common.h"

static const char *wins = SIDE_WINS ("4, 0");

/* A day of @n_boards boards with @n_events knockouts of four players each
 * (their own players), drawn; the events' ids in @events. */
static gint64
new_day (HammerStore *store,
         guint        n_boards,
         guint        n_events,
         gint64      *events)
{
  g_autoptr(GError) error = NULL;
  HammerDaySpec spec = { "Open", "2026-12-05", NULL, n_boards, NULL, 0 };
  gint64 day_id = hammer_days_create (store, &spec, &error);

  g_assert_no_error (error);
  for (guint e = 0; e < n_events; e++)
    {
      char *names[5] = { NULL };
      g_autoptr(GArray) ids = NULL;
      HammerEventSpec event;

      for (guint p = 0; p < 4; p++)
        names[p] = g_strdup_printf ("Player %c%u", 'A' + e, p + 1);
      hammer_event_spec_init (&event);
      event.name = "Event";
      event.rules = "table";
      event.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
      event.day_id = day_id;
      events[e] = hammer_events_create (store, &event, &error);
      g_assert_no_error (error);
      ids = hammer_events_add_entrants (store, events[e], (const char * const *) names, &error);
      g_assert_no_error (error);
      g_assert_true (hammer_events_draw (store, events[e], TRUE, 1, &error));
      for (guint p = 0; p < 4; p++)
        g_free (names[p]);
    }
  return day_id;
}

/* How many results event @event_id has, as @store reads it. */
static guint
count_results (HammerStore *store,
               gint64       event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (store, event_id, &error);
  JsonArray *matches;
  guint n = 0;

  g_assert_no_error (error);
  matches = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      n += json_object_has_member (match, "finished_at") &&
           !json_object_get_null_member (match, "finished_at") &&
           !json_object_get_boolean_member_with_default (match, "bye", FALSE);
    }
  return n;
}

/* A hall server posts into the day's events in turn while the desk, on a
 * connection of its own, calls the next matches: every reading on either
 * side sees every result, as a fresh store does. */
static void
test_alternating_events (StoreFixture  *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) desk = hammer_store_open (f->path, &error);
  gint64 events[3];
  gint64 day_id;
  guint n_results = 0;

  g_assert_no_error (error);
  day_id = new_day (f->store, 3, 3, events);
  for (guint round = 0; round < 4; round++)
    {
      g_autoptr(HammerDayState) state = NULL;
      HammerDayCall call;

      g_assert_true (hammer_days_call_next_matches (desk, day_id, FALSE, &call, &error));
      g_assert_no_error (error);
      state = hammer_days_get_state_cached (f->store, day_id, G_MAXUINT, &error);
      g_assert_no_error (error);
      /* Every board's match posted, each into its own event. */
      for (guint b = 0; b < state->boards->len; b++)
        {
          const HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);

          if (board->event == 0)
            continue;
          store_record (f->store, board->event, board->match, wins);
          n_results++;
        }
      for (guint e = 0; e < 3; e++)
        {
          g_autoptr(HammerStore) fresh = hammer_store_open (f->path, &error);

          g_assert_no_error (error);
          g_assert_cmpuint (count_results (f->store, events[e]), ==,
                            count_results (fresh, events[e]));
          g_assert_cmpuint (count_results (desk, events[e]), ==,
                            count_results (fresh, events[e]));
        }
    }
  /* Three knockouts of four: nine matches, all played. */
  g_assert_cmpuint (n_results, ==, 9);
}

/* A result refused inside its write takes its change back; the next change
 * of the log, another connection's, may get that change's number. What the
 * store kept of the event must not count it as seen. */
static void
test_refused_then_other (StoreFixture  *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) other = hammer_store_open (f->path, &error);
  g_autoptr(HammerStore) reader = NULL;
  g_autoptr(JsonNode) input = json_from_string ("{\"games\": [{\"ends\": [{\"points\":"
                                                " [-1, 0]}]}]}", NULL);
  g_autoptr(JsonNode) refused = NULL;
  gint64 events[2];
  gint64 day_id, match_a, match_b;

  g_assert_no_error (error);
  day_id = new_day (f->store, 2, 2, events);
  g_assert_cmpint (day_id, >, 0);
  match_a = store_first_ready (f->store, events[0]);
  match_b = store_first_ready (f->store, events[1]);
  /* A store that has read nothing yet: the refused write reads the event. */
  reader = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  refused = hammer_events_record_result (reader, events[0], match_a, input, 0, &error);
  g_assert_null (refused);
  g_assert_nonnull (error);
  g_clear_error (&error);
  /* The other connection's result, then a change of another event. */
  store_record (other, events[0], match_a, wins);
  store_record (other, events[1], match_b, wins);
  g_assert_cmpuint (count_results (reader, events[0]), ==, 1);
  g_assert_cmpuint (count_results (reader, events[1]), ==, 1);
}

typedef struct
{
  HammerStore *other;
  gint64       day_id;
  gint64       event_id;
  gboolean     written;
} MidRead;

static GDateTime *
write_mid_read (gpointer user_data)
{
  MidRead *mid = user_data;

  /* The day's reading asks the time once it has its events' models; the
   * other connection's write lands then. Its own write asks too. */
  if (!mid->written)
    {
      g_autoptr(GError) error = NULL;

      mid->written = TRUE;
      g_assert_true (hammer_days_reserve_board (mid->other, mid->day_id, 1, mid->event_id, -1, NULL,
                                                &error));
      g_assert_no_error (error);
    }
  return g_date_time_new_utc (2026, 12, 5, 12, 0, 0);
}

/* A write of another connection that lands while the day is read is all in
 * that reading or not at all: the board's reservation is read with the
 * models the queue was ordered by, not after them. */
static void
test_write_mid_read (StoreFixture  *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) other = hammer_store_open (f->path, &error);
  g_autoptr(HammerDayState) state = NULL;
  g_autoptr(HammerDayState) after = NULL;
  gint64 events[2];
  MidRead mid = { other };

  g_assert_no_error (error);
  mid.day_id = new_day (f->store, 2, 2, events);
  mid.event_id = events[1];
  hammer_now_set_func (write_mid_read, &mid);
  state = hammer_days_get_state_cached (f->store, mid.day_id, G_MAXUINT, &error);
  hammer_now_set_func (NULL, NULL);
  g_assert_no_error (error);
  g_assert_true (mid.written);
  g_assert_cmpint (g_array_index (state->boards, HammerDayBoard, 0).reserved_event, ==, 0);
  /* The next reading has it. */
  after = hammer_days_get_state_cached (f->store, mid.day_id, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_array_index (after->boards, HammerDayBoard, 0).reserved_event, ==,
                   events[1]);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/day-cache/alternating-events", StoreFixture, NULL, store_fixture_set_up,
              test_alternating_events, store_fixture_tear_down);
  g_test_add ("/day-cache/refused-then-other", StoreFixture, NULL, store_fixture_set_up,
              test_refused_then_other, store_fixture_tear_down);
  g_test_add ("/day-cache/write-mid-read", StoreFixture, NULL, store_fixture_set_up,
              test_write_mid_read, store_fixture_tear_down);
  return g_test_run ();
}
