/* test-ui-score-toasts.c — what the toast says after a score is saved
 * (issue 24, 2.6): the next match a freed board gets, and a match saved
 * while under way in the points of its game, not as games won; driven
 * through the real score dialog under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-score-dialog.h"
#include "ui-score-dialog.h"

typedef UiFixture Fixture;

/* The title of the toast on show, or "". */
static const char *
toast_title (Fixture *fixture)
{
  AdwToast *toast = hammer_window_get_shown_toast (fixture->window);

  return toast != NULL ? adw_toast_get_title (toast) : "";
}

static GtkWindow *
open_dialog (Fixture *fixture,
             gint64   event_id,
             gint64   match_id)
{
  return ui_score_dialog_open (fixture->window, fixture->store, event_id, match_id);
}

static void
save (Fixture   *fixture,
      GtkWindow *dialog)
{
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.save", NULL);
  ui_wait_until_gone (HAMMER_TYPE_SCORE_DIALOG);
  ui_wait_writes (fixture->store);
}

/* The match on board @board that has no result yet, or NULL. */
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

static gint64
new_event (Fixture    *fixture,
           const char *options)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", "Eva", "Frits", NULL };

  hammer_window_set_toast_seconds (fixture->window, 3600);
  return store_new_event (fixture->store, "Spring Open", "table", HAMMER_FORMAT_ROUND_ROBIN, 1,
                          options, names, 1);
}

/* A result that frees Board 1, which then gets the next match from the
 * queue: the toast says which, so that the board is not called unsaid. */
static void
test_called_to_board (Fixture       *fixture,
                      gconstpointer  data)
{
  gint64 event_id = new_event (fixture, "{\"target\": 7, \"best_of\": 1}");
  g_autoptr(HammerEventMatches) before = hammer_event_matches_new (fixture->store, event_id,
                                                                   NULL);
  g_autoptr(HammerEventMatches) after = NULL;
  g_autofree char *expected = NULL;
  HammerEventMatch *played, *next;
  GtkWindow *dialog;
  gint64 played_id;

  g_assert_nonnull (before);
  played = match_on_board (before, "Board 1");
  g_assert_nonnull (played);
  played_id = hammer_event_match_get_id (played);

  dialog = open_dialog (fixture, event_id, played_id);
  ui_type_keys (dialog, "7\n\n");
  save (fixture, dialog);

  after = hammer_event_matches_new (fixture->store, event_id, NULL);
  next = match_on_board (after, "Board 1");
  g_assert_nonnull (next);
  g_assert_cmpint (hammer_event_match_get_id (next), !=, played_id);
  expected = g_strdup_printf ("Result saved: %s v %s, 1–0; Match %u called to Board 1",
                              hammer_event_match_get_side_name (played, 0),
                              hammer_event_match_get_side_name (played, 1),
                              hammer_event_match_get_number (next));
  UI_WAIT_FOR (g_strcmp0 (toast_title (fixture), expected) == 0);
}

/* A best-of-three saved in its first game, 3 to 2: the toast says the
 * points of that game and that it goes on, not "0–0" as games won. */
static void
test_saved_under_way (Fixture       *fixture,
                      gconstpointer  data)
{
  gint64 event_id = new_event (fixture, "{\"target\": 15, \"best_of\": 3}");
  g_autoptr(HammerEventMatches) matches = hammer_event_matches_new (fixture->store, event_id,
                                                                    NULL);
  g_autofree char *expected = NULL;
  HammerEventMatch *match;
  GtkWindow *dialog;

  g_assert_nonnull (matches);
  match = match_on_board (matches, "Board 1");
  g_assert_nonnull (match);
  dialog = open_dialog (fixture, event_id, hammer_event_match_get_id (match));
  /* End 1 to the first side, 3; end 2 to the second, 2. */
  ui_type_keys (dialog, "3\n\n\n2\n");
  save (fixture, dialog);

  expected = g_strdup_printf ("Score saved: %s 3 – %s 2 in game 1, under way",
                              hammer_event_match_get_side_name (match, 0),
                              hammer_event_match_get_side_name (match, 1));
  UI_WAIT_FOR (g_strcmp0 (toast_title (fixture), expected) == 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/score-toasts/called-to-board", Fixture, NULL, ui_fixture_set_up,
              test_called_to_board, ui_fixture_tear_down);
  g_test_add ("/ui/score-toasts/saved-under-way", Fixture, NULL, ui_fixture_set_up,
              test_saved_under_way, ui_fixture_tear_down);
  return g_test_run ();
}
