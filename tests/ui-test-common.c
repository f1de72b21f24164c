/* ui-test-common.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ui-test-common.h"

void
ui_spin (void)
{
  while (g_main_context_pending (NULL))
    g_main_context_iteration (NULL, FALSE);
}

gboolean
ui_timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
ui_wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, ui_timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

GtkWidget *
ui_find_by_id (GtkWidget  *root,
               const char *id)
{
  const char *own = GTK_IS_BUILDABLE (root) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (root))
                                            : NULL;

  if (g_strcmp0 (own, id) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_by_id (child, id);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
ui_find_required (GtkWidget  *root,
                  const char *id)
{
  GtkWidget *widget = ui_find_by_id (root, id);

  if (widget == NULL)
    g_error ("No widget “%s” in %s", id, G_OBJECT_TYPE_NAME (root));
  return widget;
}

GtkWidget *
ui_find_by_type (GtkWidget *root,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_by_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWindow *
ui_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

void
ui_click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  ui_spin ();
}

void
ui_type_into (GtkWidget  *root,
              const char *id,
              const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (root, id)), text);
  ui_spin ();
}

void
ui_respond (const char *response)
{
  GtkWindow *dialog;

  UI_WAIT_FOR ((dialog = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  ui_spin ();
}

void
ui_close_all (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (g_list_model_get_n_items (toplevels) > 0)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, 0);
      gtk_window_destroy (window);
      ui_spin ();
    }
}

void
ui_remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);
      g_remove (child);
    }
  g_rmdir (path);
}
