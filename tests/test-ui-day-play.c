/* test-ui-day-play.c — three events of one day with shared players, played
 * to their end through the app's Call Next Match: nobody is ever on two
 * boards, and nobody is called inside the day's rest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "events/hammer-day.h"
#include "hammer-core.h"
#include "hammer-day-page.h"
#include "ui-test-common.h"

#define REST_MINUTES 10

/* The players on a board: its sides' names, a team's split at " / ". */
static GStrv
board_players (const HammerDayBoard *board)
{
  g_autoptr(GStrvBuilder) players = g_strv_builder_new ();

  for (guint side = 0; side < 2; side++)
    {
      g_auto(GStrv) names = g_strsplit (board->names[side] != NULL ? board->names[side] : "",
                                        " / ", -1);

      for (guint n = 0; names[n] != NULL; n++)
        if (*names[n] != '\0')
          g_strv_builder_add (players, names[n]);
    }
  return g_strv_builder_end (players);
}

static gboolean
day_finished (HammerDayState *state)
{
  for (guint e = 0; e < state->events->len; e++)
    {
      HammerDayEventProgress *event = &g_array_index (state->events, HammerDayEventProgress, e);

      if (event->n_played < event->n_matches)
        return FALSE;
    }
  return TRUE;
}

/* Singles (single elimination of six), Doubles (a round robin of three
 * teams) and Ladies (a round robin of four) on four boards with ten
 * minutes' rest: Anna plays in all three, Eva, Fien and Gea in two. */
static void
test_play_day (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  HammerStore *store = tmp_store_open (NULL, &dir, &path);
  g_autoptr(GHashTable) finished_at = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                             NULL);
  g_autoptr(GDateTime) start = g_date_time_new_utc (2026, 12, 5, 10, 0, 0);
  HammerWindow *window;
  HammerDayPage *page;
  GtkWidget *call;
  gint64 minute = 0;
  guint n_called = 0;

  cli_ok (path, "day", "create", "--name", "Club Open", "--date", "2026-12-05", "--boards", "4",
          "--rest", G_STRINGIFY (REST_MINUTES), NULL);
  cli_ok (path, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "single-elimination", "--day", "1", NULL);
  /* Games to 15 in every event, so one result fits all. */
  cli_ok (path, "event", "create", "--name", "Doubles", "--rules", "table", "--option",
          "team_size=2", "--option", "target=15", "--format", "round-robin", "--day", "1", NULL);
  cli_ok (path, "event", "create", "--name", "Ladies", "--rules", "table", "--format",
          "round-robin", "--day", "1", NULL);
  cli_ok (path, "entrants", "add", "--event", "1", "Anna", "Bert", "Cor", "Dirk", "Eddy", "Frits",
          NULL);
  cli_ok (path, "entrants", "add", "--event", "2", "Anna / Bert", "Eva / Cor", "Fien / Gea", NULL);
  cli_ok (path, "entrants", "add", "--event", "3", "Anna", "Eva", "Fien", "Gea", NULL);
  for (guint e = 1; e <= 3; e++)
    {
      g_autofree char *event = g_strdup_printf ("%u", e);

      cli_ok (path, "draw", "--event", event, "--seed", "3", NULL);
    }

  clock_fix (start);
  window = ui_open_window (store, 1280, 800);
  hammer_window_show_day (window, 1);
  page = HAMMER_DAY_PAGE (ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_DAY_PAGE));
  g_assert_nonnull (page);
  UI_WAIT_FOR (!hammer_day_page_get_busy (page));
  call = ui_find_required (GTK_WIDGET (page), "call_button");

  /* Each turn: the desk calls, every board's match ends five minutes later
   * (each board's players noted as finished then), and the clock goes on. */
  for (guint turn = 0; turn < 200; turn++)
    {
      g_autoptr(HammerDayState) state = NULL;
      g_autoptr(GHashTable) on_boards = g_hash_table_new (g_str_hash, g_str_equal);
      g_autoptr(GDateTime) now = g_date_time_add_minutes (start, (int) minute);
      GPtrArray *playing = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);

      clock_fix (now);
      if (gtk_widget_get_sensitive (call))
        {
          ui_click (call);
          ui_wait_writes (store);
          UI_WAIT_FOR (!hammer_day_page_get_busy (page));
        }
      state = hammer_days_get_state (store, 1, NULL);
      g_assert_nonnull (state);
      if (day_finished (state))
        {
          g_ptr_array_unref (playing);
          break;
        }

      for (guint b = 0; b < state->boards->len; b++)
        {
          HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);
          g_auto(GStrv) players = NULL;

          if (board->match == 0)
            continue;
          players = board_players (board);
          /* Every match on a board was called this turn: the last turn's
           * all ended. */
          for (guint p = 0; players[p] != NULL; p++)
            {
              gpointer ended;

              if (!g_hash_table_add (on_boards, players[p]))
                g_error ("%s is on two boards at %" G_GINT64_FORMAT " min", players[p], minute);
              if (g_hash_table_lookup_extended (finished_at, players[p], NULL, &ended) &&
                  minute - GPOINTER_TO_INT (ended) < REST_MINUTES)
                g_error ("%s was called at %" G_GINT64_FORMAT " min, having finished at %d min",
                         players[p], minute, GPOINTER_TO_INT (ended));
            }
          g_ptr_array_add (playing, g_steal_pointer (&players));
        }

      /* Five minutes of play, then every board's result. */
      minute += 5;
      {
        g_autoptr(GDateTime) end = g_date_time_add_minutes (start, (int) minute);

        clock_fix (end);
      }
      for (guint b = 0, i = 0; b < state->boards->len; b++)
        {
          HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);
          GStrv players;

          if (board->match == 0)
            continue;
          store_record (store, board->event, board->match, SIDE_WINS ("4, 0"));
          n_called++;
          players = g_ptr_array_index (playing, i++);
          for (guint p = 0; players[p] != NULL; p++)
            g_hash_table_insert (finished_at, g_strdup (players[p]), GINT_TO_POINTER ((int) minute));
        }
      ui_wait_writes (store);
      UI_WAIT_FOR (!hammer_day_page_get_busy (page));
      g_ptr_array_unref (playing);
    }

  {
    g_autoptr(HammerDayState) state = hammer_days_get_state (store, 1, NULL);

    g_assert_true (day_finished (state));
  }
  /* Singles 5 (a bye is not played), Doubles 3, Ladies 6. */
  g_assert_cmpuint (n_called, ==, 5 + 3 + 6);
  clock_release ();
  ui_close_store (&store, &dir);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/ui/day-play/three-events", test_play_day);
  return g_test_run ();
}
