/* ui-score-dialog.c — the score dialog in the UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ui-score-dialog.h"

GtkWindow *
ui_score_dialog_open (HammerWindow *window,
                      HammerStore  *store,
                      gint64        event_id,
                      gint64        match_id)
{
  GtkWidget *dialog = hammer_score_dialog_new (GTK_WINDOW (window), store, event_id, match_id);

  gtk_window_present (GTK_WINDOW (dialog));
  UI_WAIT_FOR (gtk_widget_get_mapped (dialog));
  /* Typing starts once the dialog has the keyboard, as a user's would. */
  ui_wait_active (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

static void
collect_entries (GtkWidget *root,
                 GPtrArray *entries)
{
  if (GTK_IS_ENTRY (root))
    {
      g_ptr_array_add (entries, root);
      return;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_entries (child, entries);
}

GPtrArray *
ui_score_cells (GtkWindow *dialog)
{
  GPtrArray *entries = g_ptr_array_new ();

  collect_entries (ui_find_required (GTK_WIDGET (dialog), "sections_box"), entries);
  return entries;
}

GtkWidget *
ui_score_focused_cell (GtkWindow *dialog)
{
  GtkWidget *focus = gtk_window_get_focus (dialog);

  return focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY) : NULL;
}

const char *
ui_score_error_text (GtkWindow *dialog)
{
  GtkWidget *label = ui_find_required (GTK_WIDGET (dialog), "error_label");

  return gtk_widget_get_visible (label) ? gtk_label_get_label (GTK_LABEL (label)) : "";
}

gboolean
ui_score_save_enabled (GtkWindow *dialog)
{
  return gtk_widget_get_sensitive (ui_find_required (GTK_WIDGET (dialog), "save_button"));
}
