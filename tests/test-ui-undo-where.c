/* test-ui-undo-where.c — Ctrl+Z reaches across the window, so its toast says
 * what it took back and where, and offers to show it (issue 24, 2.1),
 * driven through the real window under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-event-page.h"
#include "hammer-matches-view.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

/* Whether the toasts are just one, reading @title. */
static gboolean
toast_is (Fixture    *fixture,
          const char *title)
{
  g_auto(GStrv) titles = hammer_window_dup_toast_titles (fixture->window);

  return titles != NULL && g_strv_length (titles) == 1 && g_strcmp0 (titles[0], title) == 0;
}

static void
assert_toast (Fixture    *fixture,
              const char *title,
              const char *button)
{
  g_auto(GStrv) titles = hammer_window_dup_toast_titles (fixture->window);
  AdwToast *toast = hammer_window_get_shown_toast (fixture->window);

  g_assert_cmpuint (g_strv_length (titles), ==, 1);
  g_assert_cmpstr (titles[0], ==, title);
  g_assert_nonnull (toast);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, title);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, button);
}

/* The button of the toast on show, as the pointer finds it on screen. */
static GtkWidget *
toast_button (GtkWidget  *root,
              const char *label)
{
  if (GTK_IS_BUTTON (root) && gtk_widget_get_mapped (root) &&
      g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = toast_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether a row of the column view @list is selected and wholly in view. */
static gboolean
selected_row_in_view (GtkWidget *list)
{
  for (GtkWidget *inner = gtk_widget_get_first_child (list); inner != NULL;
       inner = gtk_widget_get_next_sibling (inner))
    {
      if (!GTK_IS_LIST_VIEW (inner))
        continue;
      for (GtkWidget *row = gtk_widget_get_first_child (inner); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        {
          graphene_rect_t bounds;

          if (!gtk_widget_get_mapped (row) ||
              !(gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_SELECTED) ||
              !gtk_widget_compute_bounds (row, inner, &bounds))
            continue;
          if (bounds.origin.y >= -0.5 &&
              bounds.origin.y + bounds.size.height <= gtk_widget_get_height (inner) + 0.5)
            return TRUE;
        }
    }
  return FALSE;
}

/* The id of the match selected in the column view @list, 0 for none. */
static gint64
selected_match (GtkWidget *list)
{
  GtkSelectionModel *model = gtk_column_view_get_model (GTK_COLUMN_VIEW (list));
  gpointer item;
  gint64 id = 0;

  if (!GTK_IS_SINGLE_SELECTION (model))
    return 0;
  item = gtk_single_selection_get_selected_item (GTK_SINGLE_SELECTION (model));
  if (item != NULL)
    g_object_get (item, "id", &id, NULL);
  return id;
}

static void
undo_last (Fixture *fixture)
{
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.undo-last", NULL);
  ui_wait_writes (fixture->store);
}

/* The director saves Match 1's result in Spring Open, deletes a player on
 * the Players page and presses Ctrl+Z three times there, the pointer
 * resting on the toast: the deletion's toast gives way at once to one that
 * says what came back, the result's undo names the match and the event and
 * offers to show it, and Show goes there, the match selected and in view
 * far down the list; the redo says what it made again. */
static void
test_undo_says_where (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(HammerPlayer) zoe = hammer_player_new ("Zoe Visser");
  g_autoptr(HammerEventMatches) matches = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *undone_result = NULL;
  g_autofree char *redone_result = NULL;
  HammerEventMatch *match;
  GtkWidget *page;
  GtkWidget *button;
  GtkWidget *list;
  gint64 event_id, match_id = 0, zoe_id;

  hammer_window_set_toast_seconds (fixture->window, 3600);
  for (guint i = 1; i <= 32; i++)
    g_ptr_array_add (names, g_strdup_printf ("Player %u", i));
  g_ptr_array_add (names, NULL);
  event_id = store_new_event (fixture->store, "Spring Open", "table",
                              HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                              "{\"target\": 7, \"best_of\": 1}",
                              (const char * const *) names->pdata, 1);
  /* The round's first matches played, the one undone lies far down. */
  for (guint i = 0; i < 20; i++)
    {
      if (match_id > 0)
        store_record (fixture->store, event_id, match_id,
                      "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}");
      match_id = store_first_ready (fixture->store, event_id);
    }
  matches = hammer_event_matches_new (fixture->store, event_id, &error);
  g_assert_no_error (error);
  match = hammer_event_matches_lookup (matches, match_id);
  g_assert_nonnull (match);
  undone_result = g_strdup_printf ("Undone: result of Match %u, Spring Open",
                                   hammer_event_match_get_number (match));
  redone_result = g_strdup_printf ("Redone: result of Match %u, Spring Open",
                                   hammer_event_match_get_number (match));

  /* Saved at the desk, as the score dialog does. */
  store_record (fixture->store, event_id, match_id,
                "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}");
  hammer_window_report_change (fixture->window, "Result saved: Player 1 v Player 2, 1–0",
                               hammer_store_get_last_change (fixture->store));

  hammer_window_show_page (fixture->window, "players");
  zoe_id = hammer_roster_add_player (fixture->store, zoe, &error);
  g_assert_no_error (error);
  hammer_window_report_change (fixture->window, "Zoe Visser added",
                               hammer_store_get_last_change (fixture->store));
  hammer_roster_delete_players (fixture->store, &zoe_id, 1, &error);
  g_assert_no_error (error);
  hammer_window_report_change (fixture->window, "Zoe Visser deleted",
                               hammer_store_get_last_change (fixture->store));
  UI_WAIT_FOR (toast_is (fixture, "Zoe Visser deleted"));

  /* The pointer rests on the toast. Its change undone, its words no longer
   * hold: it gives way at once, and no Show is offered on the page on show. */
  hammer_window_hold_toast (fixture->window, TRUE);
  undo_last (fixture);
  UI_WAIT_FOR (toast_is (fixture, "Undone: deletion of Zoe Visser"));
  assert_toast (fixture, "Undone: deletion of Zoe Visser", "_Redo");
  hammer_window_hold_toast (fixture->window, FALSE);

  /* The next Ctrl+Z takes back the player added ... */
  undo_last (fixture);
  UI_WAIT_FOR (toast_is (fixture, "Undone: Add player Zoe Visser"));

  /* ... and the one after it the result, in another event: said so, with
   * a button that goes there. */
  undo_last (fixture);
  UI_WAIT_FOR (toast_is (fixture, undone_result));
  assert_toast (fixture, undone_result, "_Show");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (
                     GTK_STACK (ui_find_required (GTK_WIDGET (fixture->window), "content_stack"))),
                   ==, "players");
  UI_WAIT_FOR ((button = toast_button (GTK_WIDGET (fixture->window), "_Show")) != NULL);
  ui_click (button);
  UI_WAIT_FOR ((page = ui_find_by_type (GTK_WIDGET (fixture->window),
                                        HAMMER_TYPE_EVENT_PAGE)) != NULL &&
               gtk_widget_get_mapped (page));
  g_assert_cmpint (hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (page)), ==, event_id);
  g_assert_cmpstr (hammer_event_page_get_view (HAMMER_EVENT_PAGE (page)), ==, "matches");
  list = ui_find_required (ui_find_by_type (page, HAMMER_TYPE_MATCHES_VIEW), "column_view");
  UI_WAIT_FOR (gtk_widget_get_mapped (list));
  g_assert_cmpint (selected_match (list), ==, match_id);
  ui_wait_frames (list, 3);
  UI_WAIT_FOR (selected_row_in_view (list));

  /* The redo says what it made again; there it needs no Show. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.redo", NULL);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (toast_is (fixture, redone_result));
  assert_toast (fixture, redone_result, NULL);

  /* Undone again where it is on show, the toast offers the redo. */
  undo_last (fixture);
  UI_WAIT_FOR (toast_is (fixture, undone_result));
  assert_toast (fixture, undone_result, "_Redo");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/undo-where/says-where", Fixture, NULL, ui_fixture_set_up,
              test_undo_says_where, ui_fixture_tear_down);
  return g_test_run ();
}
