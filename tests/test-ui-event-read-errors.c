/* test-ui-event-read-errors.c — the event page, its matches and the
 * display window say so when a read fails
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <sqlite3.h>

#include "events/hammer-event-matches.h"
#include "events/hammer-event.h"
#include "hammer-core.h"
#include "hammer-display-window.h"
#include "hammer-event-page.h"
#include "hammer-matches-view.h"
#include "ui-test-common.h"

/* The visible status page under @root, or NULL. */
static AdwStatusPage *
find_status_page (GtkWidget *root)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (ADW_IS_STATUS_PAGE (root) && gtk_widget_get_mapped (root))
    return ADW_STATUS_PAGE (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwStatusPage *found = find_status_page (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* An event whose stored options are no JSON, as a damaged file or a
 * careless hand in the database leaves them: every read of it fails. The
 * store is opened again on the file, in *@store. */
static gint64
damaged_event (HammerStore **store)
{
  g_autofree char *path = g_strdup (hammer_store_get_path (*store));
  g_autofree char *sql = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event_id;
  sqlite3 *raw = NULL;

  event_id = store_new_event (*store, "Damaged Open", "table", HAMMER_FORMAT_SINGLE_ELIMINATION,
                              2, NULL, NULL, -1);
  g_clear_object (store);
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  sql = g_strdup_printf ("UPDATE events SET options = 'not json' WHERE id = %" G_GINT64_FORMAT,
                         event_id);
  g_assert_cmpint (sqlite3_exec (raw, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);
  *store = hammer_store_open (path, &error);
  g_assert_no_error (error);
  return event_id;
}

/* The matches of an event the store cannot read (gone under the view, as
 * another program may remove it): the view says why, with a button to try
 * again that the keyboard reaches, rather than an empty list. */
static void
test_matches_read_fails (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  HammerStore *store = tmp_store_open (NULL, &dir, NULL);
  gint64 missing = 4242;
  g_autoptr(HammerEventMatches) probe = NULL;
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *view = hammer_matches_view_new (store, missing);
  AdwStatusPage *page;
  GtkWidget *button;

  /* The message the read fails with is the one the user is shown. */
  probe = hammer_event_matches_new (store, missing, &error);
  g_assert_null (probe);
  g_assert_nonnull (error);

  gtk_window_set_child (window, view);
  ui_present (window, 1024, 768);
  ui_spin ();

  page = find_status_page (view);
  g_assert_nonnull (page);
  g_assert_cmpstr (adw_status_page_get_description (page), ==, error->message);
  UI_WAIT_FOR (ui_has_label (view, error->message));
  g_assert_true (ui_has_label (view, "Could Not Read the Matches"));

  button = ui_find_by_type (GTK_WIDGET (page), GTK_TYPE_BUTTON);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_focusable (button));
  g_assert_true (gtk_widget_grab_focus (button));
  /* Trying again reads again, and fails the same way. */
  g_assert_true (gtk_widget_activate (button));
  ui_spin ();
  g_assert_true (ui_has_label (view, error->message));

  ui_close_store (&store, &dir);
}

/* An event that cannot be read: its page says why in place of empty
 * views, and trying again fails the same way. */
static void
test_event_page_read_fails (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) probe = NULL;
  HammerStore *store = tmp_store_open (NULL, &dir, NULL);
  gint64 event_id = damaged_event (&store);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *event_page = hammer_event_page_new (store);
  AdwStatusPage *page;
  GtkWidget *button;

  probe = hammer_events_get_event (store, event_id, &error);
  g_assert_null (probe);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);

  gtk_window_set_child (window, event_page);
  hammer_event_page_set_event_id (HAMMER_EVENT_PAGE (event_page), event_id);
  ui_present (window, 1100, 720);
  ui_spin ();

  /* The views, whose own pages say nothing of this, are out of sight. */
  page = find_status_page (event_page);
  g_assert_nonnull (page);
  g_assert_cmpstr (adw_status_page_get_description (page), ==, error->message);
  UI_WAIT_FOR (ui_has_label (event_page, error->message));
  g_assert_true (ui_has_label (event_page, "Could Not Read the Event"));
  /* The page stays on the event it could not read. */
  g_assert_cmpint (hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (event_page)), ==, event_id);

  button = ui_find_by_type (GTK_WIDGET (page), GTK_TYPE_BUTTON);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_grab_focus (button));
  g_assert_true (gtk_widget_activate (button));
  ui_spin ();
  g_assert_true (ui_has_label (event_page, error->message));
  g_assert_cmpint (hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (event_page)), ==, event_id);

  ui_close_store (&store, &dir);
}

/* The display window on that event says why on the screen, not an empty
 * hall. */
static void
test_display_read_fails (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) probe = NULL;
  HammerStore *store = tmp_store_open (NULL, &dir, NULL);
  gint64 event_id = damaged_event (&store);
  GtkWindow *display;
  AdwStatusPage *page;

  probe = hammer_events_get_event (store, event_id, &error);
  g_assert_null (probe);
  g_assert_nonnull (error);

  display = hammer_display_window_new (NULL, store, event_id);
  ui_present (display, 1280, 720);
  ui_spin ();

  page = find_status_page (GTK_WIDGET (display));
  g_assert_nonnull (page);
  g_assert_cmpstr (adw_status_page_get_description (page), ==, error->message);
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (display), error->message));
  g_assert_true (ui_has_label (GTK_WIDGET (display), "Could Not Read the Event"));
  g_assert_false (gtk_widget_get_visible (ui_find_required (GTK_WIDGET (display), "sections")));

  ui_close_store (&store, &dir);
}

static void
add_player (HammerStore *store,
            const char  *name)
{
  g_autoptr(HammerPlayer) player = hammer_player_new (name);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (hammer_roster_add_player (store, player, &error), >, 0);
  g_assert_no_error (error);
}

/* An event shown, then damaged behind the window: its page and its
 * matches say why as soon as they read it again, instead of showing it as
 * it was, or no matches at all; put right, the views come back. */
static void
test_read_fails_later (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *damage = NULL;
  g_autofree char *repair = NULL;
  g_autoptr(HammerEvent) event = NULL;
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  HammerStore *store = tmp_store_open (NULL, &dir, NULL);
  gint64 event_id = store_new_event (store, "Later Open", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                                     NULL, (const char * const *) names, 7);
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *event_page = hammer_event_page_new (store);
  GtkWidget *matches = hammer_matches_view_new (store, event_id);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  sqlite3 *raw = NULL;

  gtk_box_append (GTK_BOX (box), event_page);
  gtk_box_append (GTK_BOX (box), matches);
  gtk_window_set_child (window, box);
  hammer_event_page_set_event_id (HAMMER_EVENT_PAGE (event_page), event_id);
  ui_present (window, 1600, 720);
  UI_WAIT_FOR (find_status_page (event_page) == NULL);
  g_object_get (event_page, "event", &event, NULL);
  g_assert_nonnull (event);

  damage = g_strdup_printf ("UPDATE events SET options = 'not json' WHERE id = %" G_GINT64_FORMAT,
                            event_id);
  repair = g_strdup_printf ("UPDATE events SET options = (SELECT options FROM kept)"
                            " WHERE id = %" G_GINT64_FORMAT "; DROP TABLE kept", event_id);
  g_assert_cmpint (sqlite3_open (hammer_store_get_path (store), &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, "CREATE TABLE kept AS SELECT options FROM events", NULL,
                                 NULL, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, damage, NULL, NULL, NULL), ==, SQLITE_OK);
  /* A new player at the desk: the event's names may have changed, so the
   * page and the matches read it again. */
  add_player (store, "Nieuwe Speler");
  UI_WAIT_FOR (find_status_page (event_page) != NULL);
  g_assert_true (ui_has_label (event_page, "Could Not Read the Event"));
  g_assert_true (ui_has_label (event_page, hammer_event_get_read_error (event)));
  UI_WAIT_FOR (ui_has_label (matches, "Could Not Read the Matches"));
  g_assert_true (ui_has_label (matches, hammer_event_get_read_error (event)));

  g_assert_cmpint (sqlite3_exec (raw, repair, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);
  add_player (store, "Nog een Speler");
  UI_WAIT_FOR (find_status_page (event_page) == NULL);
  UI_WAIT_FOR (!ui_has_label (matches, "Could Not Read the Matches"));

  g_clear_object (&event);
  ui_close_store (&store, &dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui-event-read-errors/matches", test_matches_read_fails);
  g_test_add_func ("/ui-event-read-errors/event-page", test_event_page_read_fails);
  g_test_add_func ("/ui-event-read-errors/display", test_display_read_fails);
  g_test_add_func ("/ui-event-read-errors/later", test_read_fails_later);

  return g_test_run ();
}
