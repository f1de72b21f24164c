/* hammer-app-utils.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hammer-app-utils.h"

/**
 * hammer_follow_store:
 * @slot: where the widget keeps its store
 * @store: (nullable): the new store
 * @changed: called swapped with @instance and the #HammerChangeSet after
 *   every change to @store
 * @instance: the widget
 *
 * Puts @store in @slot and moves the "changes" handler of @instance from the
 * old store to the new one. Every page and view reads again what the changes
 * touched of what it shows, and a handler left on an old store would read
 * from the wrong database.
 *
 * Returns: %FALSE where @slot held @store already, so that nothing changed
 */
gboolean
hammer_follow_store (HammerStore **slot,
                     HammerStore  *store,
                     GCallback     changed,
                     gpointer      instance)
{
  g_return_val_if_fail (slot != NULL, FALSE);
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), FALSE);

  if (*slot == store)
    return FALSE;
  if (*slot != NULL)
    g_signal_handlers_disconnect_by_func (*slot, (gpointer) changed, instance);
  g_set_object (slot, store);
  if (store != NULL)
    g_signal_connect_object (store, "changes", changed, instance, G_CONNECT_SWAPPED);
  return TRUE;
}

static void
drag_begin_cb (GtkDragSource *source,
               GdkDrag       *drag,
               GtkWidget     *widget)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);

  gtk_drag_source_set_icon (source, paintable, 0, 0);
}

/**
 * hammer_match_drag_content_new:
 * @match_id: the match
 *
 * Returns: (transfer full): what a drag of @match_id carries to a board
 */
GdkContentProvider *
hammer_match_drag_content_new (gint64 match_id)
{
  return gdk_content_provider_new_typed (G_TYPE_INT64, match_id);
}

/**
 * hammer_add_match_drag_source:
 * @widget: what shows the match: a row of a queue, a board's card
 * @match_id: the match
 *
 * Lets @match_id be dragged off @widget, to a board, with @widget as the
 * drag icon.
 *
 * Returns: (transfer none): the drag source, whose "prepare" can carry
 * another match when @widget is a list's row bound to one
 */
GtkDragSource *
hammer_add_match_drag_source (GtkWidget *widget,
                              gint64     match_id)
{
  GtkDragSource *source = gtk_drag_source_new ();
  g_autoptr(GdkContentProvider) content = hammer_match_drag_content_new (match_id);

  gtk_drag_source_set_content (source, content);
  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), widget);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (source));
  return source;
}

/**
 * hammer_text_is_blank:
 * @text: (nullable): what was typed
 *
 * Returns: whether @text is empty or only white space
 */
gboolean
hammer_text_is_blank (const char *text)
{
  for (; text != NULL && *text; text++)
    if (!g_ascii_isspace (*text))
      return FALSE;
  return TRUE;
}

/**
 * hammer_widget_set_error:
 * @widget: a field
 * @error: whether what it holds is wrong
 *
 * Shows @widget in the "error" style, or not.
 */
void
hammer_widget_set_error (GtkWidget *widget,
                         gboolean   error)
{
  if (error)
    gtk_widget_add_css_class (widget, "error");
  else
    gtk_widget_remove_css_class (widget, "error");
}

/**
 * hammer_widget_set_tooltip:
 * @widget: a widget of a list's row, which never has the focus
 * @text: (nullable): its tooltip
 *
 * Sets the tooltip of @widget when it changes, without the question
 * gtk_widget_set_tooltip_text() asks the display of a shown widget: where
 * the pointer is, a round trip to the X server for every cell of every row
 * a list sets up or binds, on which scrolling a long list waited. A hidden
 * widget is not asked about, so @widget is hidden for the time of it; its
 * tooltip shows at the next move of the pointer as any other.
 */
void
hammer_widget_set_tooltip (GtkWidget  *widget,
                           const char *text)
{
  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (g_strcmp0 (gtk_widget_get_tooltip_text (widget), text) == 0)
    return;
  if (!gtk_widget_get_visible (widget))
    {
      gtk_widget_set_tooltip_text (widget, text);
      return;
    }
  gtk_widget_set_visible (widget, FALSE);
  gtk_widget_set_tooltip_text (widget, text);
  gtk_widget_set_visible (widget, TRUE);
}

/**
 * hammer_label_new:
 * @text: (nullable): the label's text
 * @xalign: where the text stands
 * @css_class: (nullable): a style class
 *
 * Returns: (transfer floating): a label of a grid of figures
 */
GtkWidget *
hammer_label_new (const char *text,
                  float       xalign,
                  const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

/**
 * hammer_plain_row_new:
 * @title: the row's title, as written
 * @subtitle: (nullable): its subtitle, as written
 *
 * A row's title and subtitle are Pango markup unless told otherwise: a
 * player called "<b>Eddy</b>" would show bold, and an event called
 * "Consolation & Plate" not at all. Every row that shows what a user typed
 * is made here.
 *
 * Returns: (transfer floating): an #AdwActionRow
 */
GtkWidget *
hammer_plain_row_new (const char *title,
                      const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  g_return_val_if_fail (title != NULL, NULL);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

/**
 * hammer_changes_are_unlogged:
 * @changes: what the store says changed
 *
 * Returns: whether @changes is another connection's commit with no row in
 *   the change log (a board's result proposed to the players, or disputed)
 */
gboolean
hammer_changes_are_unlogged (HammerChangeSet *changes)
{
  guint n_rows = 0;

  g_return_val_if_fail (HAMMER_IS_CHANGE_SET (changes), FALSE);

  hammer_change_set_get_rows (changes, &n_rows);
  return !hammer_change_set_is_own (changes) && hammer_change_set_is_complete (changes) &&
         n_rows == 0;
}

/**
 * hammer_result_wait_text:
 * @wait: where the board's result of a match waits
 *
 * Said on the card of the board, in the event's and in the day's Boards:
 * a match whose result was sent is not in play any more.
 *
 * Returns: (nullable): the words, or %NULL when nothing waits
 */
const char *
hammer_result_wait_text (HammerResultWait wait)
{
  switch (wait)
    {
    case HAMMER_RESULT_WAIT_PLAYERS:
      /* TRANSLATORS: on a board's card: the board sent the result, and the
       * players are to agree to it on their phones. */
      return _("Waiting for the players to agree");
    case HAMMER_RESULT_WAIT_DISPUTED:
      /* TRANSLATORS: on a board's card: a player said the board's result
       * is not right, and the desk decides. */
      return _("Disputed — at the desk");
    case HAMMER_RESULT_WAIT_NONE:
    default:
      return NULL;
    }
}

/**
 * hammer_markup_escape:
 * @text: what a toast or a status page says, names and all
 *
 * A toast's title and a status page's description are Pango markup in
 * libadwaita 1.2, with no way to say otherwise: "&", "<" and ">" of a name
 * are escaped, and nothing else, so that the text reads as it did.
 *
 * Returns: (transfer full): the title to set
 */
char *
hammer_markup_escape (const char *text)
{
  GString *escaped;

  g_return_val_if_fail (text != NULL, NULL);

  escaped = g_string_sized_new (strlen (text));
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '&')
        g_string_append (escaped, "&amp;");
      else if (*p == '<')
        g_string_append (escaped, "&lt;");
      else if (*p == '>')
        g_string_append (escaped, "&gt;");
      else
        g_string_append_c (escaped, *p);
    }
  return g_string_free (escaped, FALSE);
}

static void
read_import_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  GError *error = NULL;
  HammerPlayerImport *import = hammer_player_import_new_for_file (task_data, cancellable, &error);

  if (import == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, import, (GDestroyNotify) hammer_player_import_free);
}

/**
 * hammer_read_player_import:
 * @source: the widget that imports
 * @file: a CSV file of players
 * @cancellable: (nullable): to stop reading
 * @callback: called on the main thread when the file is read
 * @user_data: for @callback
 *
 * Reads @file in a thread, so that a large file does not hold up the window.
 */
void
hammer_read_player_import (gpointer             source,
                           GFile               *file,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (source, cancellable, callback, user_data);

  g_task_set_source_tag (task, hammer_read_player_import);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, read_import_thread);
}

/**
 * hammer_read_player_import_finish:
 * @result: the result given to the callback
 * @error: where a file that cannot be read says why
 *
 * Returns: (transfer full) (nullable): the rows of the file, or %NULL
 */
HammerPlayerImport *
hammer_read_player_import_finish (GAsyncResult  *result,
                                  GError       **error)
{
  g_return_val_if_fail (G_IS_TASK (result), NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

static guint n_background_reads;

void
hammer_background_read_begin (void)
{
  n_background_reads++;
}

void
hammer_background_read_end (void)
{
  g_return_if_fail (n_background_reads > 0);
  n_background_reads--;
}

guint
hammer_background_reads_get_n (void)
{
  return n_background_reads;
}

/* Where the last export went, this session: the next starts there. */
static GFile *last_export_folder;

void
hammer_export_chooser_start (GtkFileChooser *chooser)
{
  g_autoptr(GFile) folder = NULL;
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  g_return_if_fail (GTK_IS_FILE_CHOOSER (chooser));

  /* Never the folder the app was started from: that is an accident. */
  if (last_export_folder != NULL)
    folder = g_object_ref (last_export_folder);
  else if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    folder = g_file_new_for_path (documents);
  else
    folder = g_file_new_for_path (g_get_home_dir ());
  gtk_file_chooser_set_current_folder (chooser, folder, NULL);
}

void
hammer_export_chooser_remember (GFile *file)
{
  g_autoptr(GFile) folder = NULL;

  g_return_if_fail (G_IS_FILE (file));

  if ((folder = g_file_get_parent (file)) != NULL)
    g_set_object (&last_export_folder, folder);
}

/**
 * hammer_status_page_set_plain_description:
 * @page: a status page
 * @text: (nullable): its description, as written
 *
 * Sets @page's description so that it shows @text as written.
 */
void
hammer_status_page_set_plain_description (AdwStatusPage *page,
                                          const char    *text)
{
  g_autofree char *escaped = NULL;

  g_return_if_fail (ADW_IS_STATUS_PAGE (page));

  if (text != NULL)
    escaped = hammer_markup_escape (text);
  adw_status_page_set_description (page, escaped);
}
