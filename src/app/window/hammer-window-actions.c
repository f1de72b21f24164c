/* hammer-window-actions.c — the main window's actions
 *
 * Adding and deleting on the roster pages, search, new events and seasons,
 * importing players and events, the demo club, and undo and redo of the
 * changes made in this window, with the toasts that offer them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-events.h"
#include "hammer-event-assistant.h"
#include "hammer-import-dialog.h"
#include "hammer-day-dialog.h"
#include "hammer-ranking-dialog.h"
#include "hammer-season-dialog.h"
#include "hammer-window-private.h"

/* The roster page in view, or NULL when an event is. */
static HammerRosterPage *
visible_page (HammerWindow *self)
{
  GtkWidget *page = gtk_stack_get_visible_child (self->content_stack);

  return HAMMER_IS_ROSTER_PAGE (page) ? HAMMER_ROSTER_PAGE (page) : NULL;
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  if (visible_page (self) != NULL)
    hammer_roster_page_add (visible_page (self));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  if (visible_page (self) == NULL)
    return;
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
  hammer_roster_page_start_search (visible_page (self));
}

static void
delete_selected_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  if (visible_page (self) != NULL)
    hammer_roster_page_delete_selected (visible_page (self));
}

static void
show_page_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  hammer_window_show_page (HAMMER_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

static void
go_back_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
import_file_chosen_cb (GtkNativeDialog *chooser,
                       int              response,
                       HammerWindow    *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GFile) folder = NULL;
  HammerImportDialog *dialog;

  if (response == GTK_RESPONSE_ACCEPT &&
      (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    {
      folder = g_file_get_parent (file);
      if (self->settings != NULL && folder != NULL && g_file_get_path (folder) != NULL)
        {
          g_autofree char *path = g_file_get_path (folder);
          g_settings_set_string (self->settings, "last-import-folder", path);
        }

      hammer_window_show_page (self, "players");
      dialog = hammer_import_dialog_new (GTK_WINDOW (self), self->store, file);
      gtk_window_present (GTK_WINDOW (dialog));
    }

  g_object_unref (chooser);
}

static void
event_created_cb (HammerWindow *self,
                  gint64        event_id)
{
  hammer_window_show_event (self, event_id);
}

static void
new_event_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);
  HammerEventAssistant *assistant = hammer_event_assistant_new (GTK_WINDOW (self), self->store);

  g_signal_connect_object (assistant, "created", G_CALLBACK (event_created_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (assistant));
}

static void
season_created_cb (HammerWindow *self,
                   gint64        season_id)
{
  hammer_window_show_season (self, FALSE, season_id);
}

static void
league_created_cb (HammerWindow *self,
                   gint64        league_id)
{
  hammer_window_show_season (self, TRUE, league_id);
}

static void
new_season_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);
  GtkWidget *dialog = hammer_season_dialog_new (GTK_WINDOW (self), self->store);

  g_signal_connect_object (dialog, "created", G_CALLBACK (season_created_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (dialog, "league-created", G_CALLBACK (league_created_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
ranking_created_cb (HammerWindow *self,
                    gint64        ranking_id)
{
  hammer_window_show_ranking (self, ranking_id);
}

static void
new_ranking_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);
  GtkWidget *dialog = hammer_ranking_dialog_new (GTK_WINDOW (self), self->store);

  g_signal_connect_object (dialog, "created", G_CALLBACK (ranking_created_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
day_created_cb (HammerWindow *self,
                gint64        day_id)
{
  hammer_window_show_day (self, day_id);
}

static void
new_day_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);
  GtkWidget *dialog = hammer_day_dialog_new (GTK_WINDOW (self), self->store);

  g_signal_connect_object (dialog, "created", G_CALLBACK (day_created_cb), self,
                           G_CONNECT_SWAPPED);
  gtk_window_present (GTK_WINDOW (dialog));
}

typedef struct
{
  HammerWindow *window;
  char *name;
} EventImport;

static void
event_import_free (EventImport *imported)
{
  g_object_unref (imported->window);
  g_free (imported->name);
  g_free (imported);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EventImport, event_import_free)

static void
event_imported_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  g_autoptr(EventImport) imported = data;
  HammerWindow *self = imported->window;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 event_id = hammer_events_import_finish (HAMMER_STORE (source), result, &error);

  /* Another database was opened meanwhile. */
  if (HAMMER_STORE (source) != self->store)
    return;
  if (event_id == 0)
    {
      hammer_window_report_error (self, error);
      return;
    }
  /* TRANSLATORS: a toast; %s is a file name. */
  message = g_strdup_printf (_("Imported “%s”"), imported->name);
  hammer_window_show_event (self, event_id);
  hammer_window_report_change (self, message, hammer_store_get_last_change (self->store));
}

static void
event_file_loaded_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(HammerWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) contents = NULL;
  char *data = NULL;
  gsize length;
  EventImport *imported;

  if (!g_file_load_contents_finish (G_FILE (source), result, &data, &length, NULL, &error))
    {
      hammer_window_report_error (self, error);
      return;
    }
  contents = g_bytes_new_take (data, length);
  imported = g_new0 (EventImport, 1);
  imported->window = g_object_ref (self);
  imported->name = g_file_get_basename (G_FILE (source));
  /* Read and stored by the core on the store's writer; the file's name
   * goes along for its messages and the toast. */
  hammer_events_import_contents_async (self->store, contents, imported->name, NULL,
                                       event_imported_cb, imported);
}

static void
import_event_chosen_cb (GtkNativeDialog *chooser,
                        int              response,
                        HammerWindow    *self)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT &&
      (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    g_file_load_contents_async (file, NULL, event_file_loaded_cb, g_object_ref (self));
  g_object_unref (chooser);
}

static void
import_event_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) events_filter = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Import Event"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Import"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (events_filter, _("Hammer Events"));
  gtk_file_filter_add_mime_type (events_filter, "application/json");
  gtk_file_filter_add_pattern (events_filter, "*.json");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), events_filter);
  g_signal_connect (chooser, "response", G_CALLBACK (import_event_chosen_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
import_players_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) csv_filter = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all_filter = gtk_file_filter_new ();
  g_autofree char *last_folder = NULL;

  chooser = gtk_file_chooser_native_new (_("Import Players"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_OPEN,
                                         _("_Open"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);

  gtk_file_filter_set_name (csv_filter, _("Spreadsheets as CSV"));
  gtk_file_filter_add_mime_type (csv_filter, "text/csv");
  gtk_file_filter_add_pattern (csv_filter, "*.csv");
  gtk_file_filter_add_pattern (csv_filter, "*.CSV");
  gtk_file_filter_add_pattern (csv_filter, "*.txt");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), csv_filter);
  gtk_file_filter_set_name (all_filter, _("All Files"));
  gtk_file_filter_add_pattern (all_filter, "*");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), all_filter);

  if (self->settings != NULL)
    last_folder = g_settings_get_string (self->settings, "last-import-folder");
  if (last_folder != NULL && *last_folder != '\0')
    {
      g_autoptr(GFile) folder = g_file_new_for_path (last_folder);
      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), folder, NULL);
    }

  g_signal_connect (chooser, "response", G_CALLBACK (import_file_chosen_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
demo_loaded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(HammerWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;

  if ((!hammer_roster_load_demo_finish (HAMMER_STORE (source), result, &change_id, &error) &&
       g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)) ||
      self->store != HAMMER_STORE (source))
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.load-demo", TRUE);
  if (error != NULL)
    {
      hammer_window_report_error (self, error);
      return;
    }
  hammer_window_show_page (self, "players");
  hammer_window_report_change (self, _("The demo club is ready"), change_id);
}

/* Written on the store's writer: forty players and their clubs. The
 * action is off meanwhile, so that a second click adds no second club. */
static void
load_demo_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  gtk_widget_action_set_enabled (widget, "window.load-demo", FALSE);
  hammer_roster_load_demo_async (self->store, self->cancellable, demo_loaded_cb,
                                 g_object_ref (self));
}

void
_hammer_window_remember_change (HammerWindow *self,
                                gint64        change_id)
{
  if (change_id > 0)
    g_array_append_val (self->session_changes, change_id);
}

static void
forget_change (HammerWindow *self,
               gint64        change_id)
{
  for (guint i = self->session_changes->len; i > 0; i--)
    if (g_array_index (self->session_changes, gint64, i - 1) == change_id)
      g_array_remove_index (self->session_changes, i - 1);
}

/* Undoes run on the store's writer, one change after the other, the window
 * held until they are done. */
typedef struct
{
  HammerWindow *window;
  GArray *change_ids;
  guint left;
  char *what;
} UndoRun;

static void
undo_run_free (UndoRun *run)
{
  run->window->undoing = FALSE;
  _hammer_window_release_focus (run->window);
  g_object_unref (run->window);
  g_array_unref (run->change_ids);
  g_free (run->what);
  g_free (run);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (UndoRun, undo_run_free)

static void undo_next (UndoRun *run);

static void
undone_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(UndoRun) run = data;
  HammerWindow *self = run->window;
  g_autoptr(GError) error = NULL;
  gint64 change_id = g_array_index (run->change_ids, gint64, run->left - 1);
  gint64 undone_by = hammer_store_undo_finish (HAMMER_STORE (source), result, &error);

  /* Another database was opened meanwhile: its lists are not these. */
  if (HAMMER_STORE (source) != self->store)
    return;
  if (undone_by == 0)
    {
      hammer_window_report_error (self, error);
      return;
    }
  forget_change (self, change_id);
  /* An undo is a change of its own; undoing it again is the redo. */
  g_array_append_val (self->redo_changes, undone_by);
  if (--run->left > 0)
    {
      undo_next (g_steal_pointer (&run));
      return;
    }
  _hammer_window_report_undone (self, change_id, run->what);
}

static void
undo_next (UndoRun *run)
{
  hammer_store_undo_async (run->window->store,
                           g_array_index (run->change_ids, gint64, run->left - 1), NULL,
                           undone_cb, run);
}

void
_hammer_window_undo_changes (HammerWindow *self,
                             const gint64 *change_ids,
                             guint         n_changes,
                             const char   *what)
{
  UndoRun *run;

  if (n_changes == 0)
    return;
  if (self->undoing)
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      return;
    }
  self->undoing = TRUE;
  _hammer_window_keep_focus (self);
  run = g_new0 (UndoRun, 1);
  run->window = g_object_ref (self);
  run->what = g_strdup (what);
  run->change_ids = g_array_sized_new (FALSE, FALSE, sizeof (gint64), n_changes);
  g_array_append_vals (run->change_ids, change_ids, n_changes);
  /* Newest first, as they were made the other way round. */
  run->left = n_changes;
  undo_next (run);
}

static void
redone_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr(HammerWindow) self = data;
  g_autoptr(GError) error = NULL;
  gint64 redone_by = hammer_store_undo_finish (HAMMER_STORE (source), result, &error);

  self->undoing = FALSE;
  _hammer_window_release_focus (self);
  if (HAMMER_STORE (source) != self->store)
    return;
  if (redone_by == 0)
    {
      hammer_window_report_error (self, error);
      return;
    }
  /* The undo just undone is the newest to redo: nothing else ran meanwhile. */
  if (self->redo_changes->len > 0)
    g_array_remove_index (self->redo_changes, self->redo_changes->len - 1);
  _hammer_window_remember_change (self, redone_by);
  _hammer_window_report_redone (self, redone_by);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);
  gint64 undo_id;

  if (self->undoing)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  if (self->redo_changes->len == 0)
    {
      hammer_window_report_change (self, _("Nothing to redo"), 0);
      return;
    }
  undo_id = g_array_index (self->redo_changes, gint64, self->redo_changes->len - 1);
  self->undoing = TRUE;
  _hammer_window_keep_focus (self);
  hammer_store_undo_async (self->store, undo_id, NULL, redone_cb, g_object_ref (self));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  gint64 change_id = g_variant_get_int64 (parameter);

  _hammer_window_undo_changes (HAMMER_WINDOW (widget), &change_id, 1, NULL);
}

static void
undo_last_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  if (self->undoing)
    {
      gtk_widget_error_bell (widget);
      return;
    }
  if (self->session_changes->len == 0)
    {
      hammer_window_report_change (self, _("Nothing to undo"), 0);
      return;
    }
  _hammer_window_undo_changes (self, &g_array_index (self->session_changes, gint64,
                                                     self->session_changes->len - 1), 1,
                               NULL);
}

void
hammer_window_report_error (HammerWindow *self,
                            const GError *error)
{
  GtkWidget *dialog;

  g_return_if_fail (HAMMER_IS_WINDOW (self));
  g_return_if_fail (error != NULL);

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("That Did Not Work"), error->message);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

void
hammer_window_report_change_near (GtkWidget  *widget,
                                  const char *message,
                                  gint64      change_id)
{
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  root = gtk_widget_get_root (widget);
  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_change (HAMMER_WINDOW (root), message, change_id);
}

void
hammer_window_report_last_change_near (GtkWidget   *widget,
                                       HammerStore *store,
                                       const char  *message)
{
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (HAMMER_IS_STORE (store));

  root = gtk_widget_get_root (widget);
  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_change (HAMMER_WINDOW (root), message,
                                 hammer_store_get_last_change (store));
}

void
hammer_window_report_error_near (GtkWidget    *widget,
                                 const GError *error)
{
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (error != NULL);

  root = gtk_widget_get_root (widget);
  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_error (HAMMER_WINDOW (root), error);
  else
    g_warning ("%s", error->message);
}

void
hammer_window_report_refusal_near (GtkWidget    *widget,
                                   const GError *error)
{
  GtkRoot *root;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (error != NULL);

  root = gtk_widget_get_root (widget);
  if (g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_INVALID) && HAMMER_IS_WINDOW (root))
    hammer_window_report_change (HAMMER_WINDOW (root), error->message, 0);
  else
    hammer_window_report_error_near (widget, error);
}

void
_hammer_window_class_actions_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "window.add", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "window.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "window.delete-selected", NULL,
                                   delete_selected_action);
  gtk_widget_class_install_action (widget_class, "window.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "window.go-back", NULL, go_back_action);
  gtk_widget_class_install_action (widget_class, "window.import-players", NULL,
                                   import_players_action);
  gtk_widget_class_install_action (widget_class, "window.load-demo", NULL, load_demo_action);
  gtk_widget_class_install_action (widget_class, "window.import-event", NULL,
                                   import_event_action);
  gtk_widget_class_install_action (widget_class, "window.new-event", NULL, new_event_action);
  gtk_widget_class_install_action (widget_class, "window.new-season", NULL, new_season_action);
  gtk_widget_class_install_action (widget_class, "window.new-ranking", NULL, new_ranking_action);
  gtk_widget_class_install_action (widget_class, "window.new-day", NULL, new_day_action);
  gtk_widget_class_install_action (widget_class, "window.undo", "x", undo_action);
  gtk_widget_class_install_action (widget_class, "window.undo-last", NULL, undo_last_action);
  gtk_widget_class_install_action (widget_class, "window.redo", NULL, redo_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "window.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "window.new-event", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "window.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "window.import-players", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "window.undo-last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK,
                                       "window.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0,
                                       "window.delete-selected", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK,
                                       "window.show-page", "s", "players");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK,
                                       "window.show-page", "s", "clubs");
}

void
_hammer_window_disable_store_actions (HammerWindow *self)
{
  static const char * const actions[] = {
    "window.add", "window.search", "window.delete-selected", "window.import-players",
    "window.load-demo", "window.import-event", "window.new-event", "window.new-season",
    "window.new-ranking", "window.new-day", "window.undo-last", "window.redo",
  };

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), actions[i], FALSE);
}
