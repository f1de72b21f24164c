/* test-ui-read-errors.c — a view whose read fails says so
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "events/hammer-event-matches.h"
#include "hammer-boards-view.h"
#include "hammer-core.h"
#include "ui-test-common.h"

/* The first visible widget of @type under @root, or NULL. */
static GtkWidget *
find_visible (GtkWidget *root,
              GType      type)
{
  if (!gtk_widget_get_visible (root))
    return NULL;
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && gtk_widget_get_mapped (root))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_visible (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether a mapped label under @root reads @text. */
static gboolean
shows_text (GtkWidget  *root,
            const char *text)
{
  if (!gtk_widget_get_mapped (root))
    return FALSE;
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

/* The boards of an event the store cannot read (gone under the view, as
 * another program may remove it): the view says why, with a button to try
 * again that the keyboard reaches, rather than showing no boards. */
static void
test_boards_read_fails (void)
{
  g_autofree char *dir = NULL;
  g_autoptr(GError) error = NULL;
  HammerStore *store = tmp_store_open (NULL, &dir, NULL);
  gint64 missing = 4242;
  g_autoptr(HammerEventMatches) probe = NULL;
  GtkWindow *window = GTK_WINDOW (gtk_window_new ());
  GtkWidget *view = hammer_boards_view_new (store, missing);
  GtkWidget *page, *button;

  /* The message the read fails with is the one the user is shown. */
  probe = hammer_event_matches_new (store, missing, &error);
  g_assert_null (probe);
  g_assert_nonnull (error);

  gtk_window_set_child (window, view);
  ui_present (window, 1024, 768);
  ui_spin ();

  page = find_visible (view, ADW_TYPE_STATUS_PAGE);
  g_assert_nonnull (page);
  g_assert_cmpstr (adw_status_page_get_description (ADW_STATUS_PAGE (page)), ==, error->message);
  UI_WAIT_FOR (shows_text (view, error->message));
  g_assert_true (shows_text (view, "Could Not Read the Boards"));

  button = find_visible (page, GTK_TYPE_BUTTON);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_focusable (button));
  g_assert_true (gtk_widget_grab_focus (button));
  /* Trying again reads again, and fails the same way. */
  g_assert_true (gtk_widget_activate (button));
  ui_spin ();
  g_assert_true (shows_text (view, error->message));

  ui_close_store (&store, &dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add_func ("/ui-read-errors/boards", test_boards_read_fails);

  return g_test_run ();
}
