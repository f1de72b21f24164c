/* test-day-yield.c — who a day's call takes when a player has a ready match in two events:
 * a knock-out's match that its next round waits for is not passed over for a round robin's
 * (issue 32), and a free board with a ready match whose players are free is filled
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "test-common.h"

#define SIDE_WINS(a) "{\"games\": [{\"ends\": [{\"points\": [" a "]}, {\"points\": [" a "]}," \
                    " {\"points\": [" a "]}, {\"points\": [" a "]}]}, {\"ends\": [" \
                    "{\"points\": [" a "]}, {\"points\": [" a "]}, {\"points\": [" a "]}," \
                    " {\"points\": [" a "]}]}]}"

static const char *wins[2] = { SIDE_WINS ("4, 0"), SIDE_WINS ("0, 4") };

static const char *singles[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", "Dirk Visser",
                                 "Eddy Maas", "Femke Jansen", "Gerda de Vries", "Hanna Mulder",
                                 NULL };
static const char *ladies[] = { "Anna Bakker", "Femke Jansen", "Gerda de Vries", "Ingrid Bos",
                                "Jolien Kok", NULL };

static gint64
make_event (HammerStore      *store,
            gint64            day_id,
            const char       *name,
            HammerFormat      format,
            const char *const names[],
            guint32           seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = name;
  spec.rules = "table";
  spec.format = format;
  spec.day_id = day_id;
  event_id = hammer_events_create (store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (store, event_id, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (store, event_id, TRUE, seed, &error));
  g_assert_no_error (error);
  return event_id;
}

static JsonNode *
day_boards (HammerStore *store,
            gint64       day_id)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = hammer_days_get_boards_json (store, day_id, &error);

  g_assert_no_error (error);
  return node;
}

/* Whether the "names" of @a and @b have a name in common. */
static gboolean
share_a_player (JsonObject *a,
                JsonObject *b)
{
  JsonArray *x = json_object_get_array_member (a, "names");
  JsonArray *y = json_object_get_array_member (b, "names");

  for (guint i = 0; i < json_array_get_length (x); i++)
    for (guint k = 0; k < json_array_get_length (y); k++)
      if (!JSON_NODE_HOLDS_NULL (json_array_get_element (x, i)) &&
          !JSON_NODE_HOLDS_NULL (json_array_get_element (y, k)) &&
          g_strcmp0 (json_array_get_string_element (x, i),
                     json_array_get_string_element (y, k)) == 0)
        return TRUE;
  return FALSE;
}

/* Before a call: the waiting knock-out matches nothing holds, whose players
 * are free now. In the listing (and so in their players' times) each comes
 * before any round-robin match of one of its players. */
static GPtrArray *
free_knockout_matches (JsonNode *boards,
                       gint64    knockout)
{
  JsonArray *waiting = json_object_get_array_member (json_node_get_object (boards), "matches");
  GPtrArray *free = g_ptr_array_new ();

  for (guint i = 0; i < json_array_get_length (waiting); i++)
    {
      JsonObject *match = json_array_get_object_element (waiting, i);

      if (json_object_get_boolean_member (match, "held"))
        continue;
      if (json_object_get_int_member (match, "event") == knockout)
        {
          g_ptr_array_add (free, match);
          continue;
        }
      /* A round-robin match of a player of a free knock-out match comes after it. */
      for (guint k = i + 1; k < json_array_get_length (waiting); k++)
        {
          JsonObject *later = json_array_get_object_element (waiting, k);

          if (json_object_get_int_member (later, "event") == knockout &&
              !json_object_get_boolean_member (later, "held"))
            g_assert_false (share_a_player (later, match));
        }
    }
  return free;
}

/* The board of day @boards that match @match (id) is on, or NULL. */
static JsonObject *
board_of (JsonNode *boards,
          gint64    match)
{
  JsonArray *list = json_object_get_array_member (json_node_get_object (boards), "boards");

  for (guint b = 0; b < json_array_get_length (list); b++)
    {
      JsonObject *board = json_array_get_object_element (list, b);

      if (!json_object_get_null_member (board, "match") &&
          json_object_get_int_member (board, "match") == match)
        return board;
    }
  return NULL;
}

/* A free board with a ready match whose players are free is filled: after
 * a call, a board stays free only when every waiting match is held. */
static void
assert_no_board_idle (JsonNode *boards)
{
  JsonObject *root = json_node_get_object (boards);
  JsonArray *list = json_object_get_array_member (root, "boards");
  JsonArray *waiting = json_object_get_array_member (root, "matches");
  gboolean free_board = FALSE;

  for (guint b = 0; b < json_array_get_length (list); b++)
    free_board |= json_object_get_null_member (json_array_get_object_element (list, b), "match");
  for (guint i = 0; free_board && i < json_array_get_length (waiting); i++)
    g_assert_true (json_object_get_boolean_member (json_array_get_object_element (waiting, i),
                                                   "held"));
}

/* The tester's day: a knock-out of eight and a round robin of five on six
 * boards, three ladies in both, a rest of ten minutes. At every call each
 * knock-out match ready with its players free goes on a board, never
 * behind a round-robin match of one of its players; no board stands free
 * beside a match that could be played; and the day is played to its end.
 * The clock is the store's, set by the test. */
static void
test_knockout_not_passed_over (gconstpointer data)
{
  guint32 seed = GPOINTER_TO_UINT (data);
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-day-yield-XXXXXX", &dir, &path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_utc (2026, 12, 5, 9, 0, 0);
  HammerDaySpec spec = { "Winter Open", "2026-12-05", NULL, 6, NULL, 10 };
  gint64 day_id, knockout;
  guint calls = 0, knockout_called = 0;

  clock_fix (now);
  day_id = hammer_days_create (store, &spec, &error);
  g_assert_no_error (error);
  knockout = make_event (store, day_id, "Singles", HAMMER_FORMAT_SINGLE_ELIMINATION, singles,
                         seed);
  make_event (store, day_id, "Ladies", HAMMER_FORMAT_ROUND_ROBIN, ladies, seed);

  for (;; calls++)
    {
      g_autoptr(JsonNode) before = day_boards (store, day_id);
      g_autoptr(GPtrArray) free = free_knockout_matches (before, knockout);
      g_autoptr(JsonNode) after = NULL;
      g_autoptr(GPtrArray) busy = g_ptr_array_new ();
      JsonArray *list;
      HammerDayCall call;

      g_assert_cmpuint (calls, <, 200);
      g_assert_true (hammer_days_call_next_matches (store, day_id, FALSE, &call, &error));
      g_assert_no_error (error);
      after = day_boards (store, day_id);
      /* Each is on a board now, whoever else waited for its players. */
      for (guint k = 0; k < free->len; k++)
        g_assert_nonnull (board_of (after, json_object_get_int_member (free->pdata[k],
                                                                       "match")));
      knockout_called += free->len;
      assert_no_board_idle (after);

      list = json_object_get_array_member (json_node_get_object (after), "boards");
      for (guint b = 0; b < json_array_get_length (list); b++)
        if (!json_object_get_null_member (json_array_get_object_element (list, b), "match"))
          g_ptr_array_add (busy, json_array_get_object_element (list, b));
      if (busy->len == 0 && json_array_get_length (json_object_get_array_member (
                                 json_node_get_object (after), "matches")) == 0)
        break;
      /* Nothing on a board: only a rest keeps the rest waiting, and ends. */
      if (busy->len == 0)
        g_assert_cmpuint (call.n_held_resting, >, 0);
      /* One board's match ends, and the next call comes some minutes later:
       * sometimes inside its players' rest. */
      {
        GDateTime *later = g_date_time_add_minutes (now, g_rand_int_range (rand, 4, 25));

        if (busy->len > 0)
          {
            JsonObject *board = busy->pdata[g_rand_int_range (rand, 0, busy->len)];

            store_record (store, json_object_get_int_member (board, "event"),
                          json_object_get_int_member (board, "match"),
                          wins[g_rand_int_range (rand, 0, 2)]);
          }
        g_date_time_unref (now);
        now = later;
        clock_fix (now);
      }
    }
  /* All seven knock-out matches were called so. */
  g_assert_cmpuint (knockout_called, ==, 7);
  clock_release ();
  tmp_store_close (&store, &dir, &path);
}

/* The id of the match of event @event_id between @a and @b. */
static gint64
match_between (HammerStore *store,
               gint64       event_id,
               const char  *a,
               const char  *b)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (store, event_id, &error);
  JsonArray *list;

  g_assert_no_error (error);
  list = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *names = json_object_get_array_member (match, "names");
      const char *x = json_array_get_string_element (names, 0);
      const char *y = json_array_get_string_element (names, 1);

      if ((g_strcmp0 (x, a) == 0 && g_strcmp0 (y, b) == 0) ||
          (g_strcmp0 (x, b) == 0 && g_strcmp0 (y, a) == 0))
        return json_object_get_int_member (match, "id");
    }
  g_assert_not_reached ();
}

/* Match @a – @b of @event_id is played on board @board from @start to
 * @start + @minutes (the store's clock). */
static void
play (HammerStore *store,
      gint64       event_id,
      const char  *a,
      const char  *b,
      guint        board,
      GDateTime   *start,
      guint        minutes)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) end = g_date_time_add_minutes (start, minutes);
  gint64 match = match_between (store, event_id, a, b);

  clock_fix (start);
  g_assert_true (hammer_events_assign_board_full (store, event_id, match, board, FALSE, &error));
  g_assert_no_error (error);
  clock_fix (end);
  store_record (store, event_id, match, wins[0]);
}

/* Two round robins with Pia in both: at 9:30 her matches in the Ladies,
 * ready since 9:10 and 9:15 (her opponents' last matches ended then), go
 * before hers in the Mixed, ready only since Sanne and Tess ended theirs at
 * 9:30, though the Mixed, a third played against half of the Ladies, is
 * further behind: the one ready longest first. */
static void
test_ready_longest_first (void)
{
  static const char *ladies_names[] = { "Pia", "Quinty", "Roos", "Vera", NULL };
  static const char *mixed_names[] = { "Pia", "Sanne", "Tess", NULL };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-day-yield-XXXXXX", &dir, &path);
  g_autoptr(GError) error = NULL;
  g_autoptr(GDateTime) nine = g_date_time_new_utc (2026, 12, 5, 9, 0, 0);
  g_autoptr(GDateTime) five = g_date_time_add_minutes (nine, 5);
  g_autoptr(GDateTime) ten = g_date_time_add_minutes (nine, 10);
  HammerDaySpec spec = { "Club night", "2026-12-05", NULL, 2, NULL, 0 };
  gint64 day_id, ladies_id, mixed_id;
  g_autoptr(JsonNode) boards = NULL;
  JsonArray *list;
  HammerDayCall call;
  gboolean pia_on_board = FALSE;

  clock_fix (nine);
  day_id = hammer_days_create (store, &spec, &error);
  g_assert_no_error (error);
  ladies_id = make_event (store, day_id, "Ladies", HAMMER_FORMAT_ROUND_ROBIN, ladies_names, 1);
  mixed_id = make_event (store, day_id, "Mixed", HAMMER_FORMAT_ROUND_ROBIN, mixed_names, 1);
  /* Board 2: Sanne and Tess, 9:00 to 9:30; board 1: three Ladies' matches
   * without Pia, to 9:15, Vera's last ending at 9:10. */
  play (store, ladies_id, "Quinty", "Vera", 1, nine, 5);
  play (store, ladies_id, "Roos", "Vera", 1, five, 5);
  play (store, ladies_id, "Quinty", "Roos", 1, ten, 5);
  play (store, mixed_id, "Sanne", "Tess", 2, nine, 30);

  g_assert_true (hammer_days_call_next_matches (store, day_id, FALSE, &call, &error));
  g_assert_no_error (error);
  boards = day_boards (store, day_id);
  list = json_object_get_array_member (json_node_get_object (boards), "boards");
  for (guint b = 0; b < json_array_get_length (list); b++)
    {
      JsonObject *board = json_array_get_object_element (list, b);
      JsonArray *names;

      if (json_object_get_null_member (board, "match"))
        continue;
      names = json_object_get_array_member (board, "names");
      for (guint s = 0; s < json_array_get_length (names); s++)
        if (g_strcmp0 (json_array_get_string_element (names, s), "Pia") == 0)
          {
            pia_on_board = TRUE;
            g_assert_cmpint (json_object_get_int_member (board, "event"), ==, ladies_id);
          }
    }
  g_assert_true (pia_on_board);
  clock_release ();
  tmp_store_close (&store, &dir, &path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint32 seed = 1; seed <= 6; seed++)
    {
      g_autofree char *name = g_strdup_printf ("/day-yield/knockout-not-passed-over/%u", seed);

      g_test_add_data_func (name, GUINT_TO_POINTER (seed), test_knockout_not_passed_over);
    }
  g_test_add_func ("/day-yield/ready-longest-first", test_ready_longest_first);
  return g_test_run ();
}
