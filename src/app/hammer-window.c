/* hammer-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-clubs-page.h"
#include "hammer-import-dialog.h"
#include "hammer-players-page.h"
#include "hammer-window.h"

struct _HammerWindow
{
  AdwApplicationWindow parent_instance;

  HammerStore *store;
  GSettings *settings;
  /* The changes made in this window, newest last, for Ctrl+Z. */
  GArray *session_changes;

  AdwToastOverlay *toast_overlay;
  GtkStack *main_stack;
  AdwStatusPage *error_page;
  AdwLeaflet *leaflet;
  GtkListBox *sidebar;
  GtkListBoxRow *players_row;
  GtkListBoxRow *clubs_row;
  GtkLabel *players_count;
  GtkLabel *clubs_count;
  GtkStack *content_stack;
  HammerPlayersPage *players_page;
  HammerClubsPage *clubs_page;
};

G_DEFINE_FINAL_TYPE (HammerWindow, hammer_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_STORE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
update_counts (HammerWindow *self)
{
  g_autofree char *players = NULL;
  g_autofree char *clubs = NULL;

  players = g_strdup_printf ("%u", hammer_roster_page_get_n_items (HAMMER_ROSTER_PAGE (self->players_page)));
  clubs = g_strdup_printf ("%u", hammer_roster_page_get_n_items (HAMMER_ROSTER_PAGE (self->clubs_page)));
  gtk_label_set_label (self->players_count, players);
  gtk_label_set_label (self->clubs_count, clubs);
}

static void
store_changed_cb (HammerWindow *self)
{
  update_counts (self);
}

void
hammer_window_show_page (HammerWindow *self,
                         const char   *name)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  gtk_stack_set_visible_child_name (self->content_stack, name);
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
}

static void
sidebar_row_activated_cb (HammerWindow  *self,
                          GtkListBoxRow *row)
{
  hammer_window_show_page (self, gtk_widget_get_name (GTK_WIDGET (row)));
}

static void
content_visible_child_changed_cb (HammerWindow *self)
{
  const char *name = gtk_stack_get_visible_child_name (self->content_stack);

  /* Keep the sidebar in step when a page is chosen by shortcut. */
  if (g_strcmp0 (name, "clubs") == 0)
    gtk_list_box_select_row (self->sidebar, self->clubs_row);
  else
    gtk_list_box_select_row (self->sidebar, self->players_row);
}

static HammerRosterPage *
visible_page (HammerWindow *self)
{
  return HAMMER_ROSTER_PAGE (gtk_stack_get_visible_child (self->content_stack));
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  hammer_roster_page_add (visible_page (self));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
  hammer_roster_page_start_search (visible_page (self));
}

static void
delete_selected_action (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

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
load_demo_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (!hammer_store_load_demo (self->store, &error))
    {
      hammer_window_report_error (self, error);
      return;
    }
  hammer_window_show_page (self, "players");
  hammer_window_report_change (self, _("The demo club is ready"),
                               hammer_store_get_last_change (self->store));
}

static void
remember_change (HammerWindow *self,
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

static void
undo_change (HammerWindow *self,
             gint64        change_id)
{
  g_autoptr(GError) error = NULL;

  if (!hammer_store_undo (self->store, change_id, &error))
    {
      hammer_window_report_error (self, error);
      return;
    }
  forget_change (self, change_id);
  adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Undone")));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  undo_change (HAMMER_WINDOW (widget), g_variant_get_int64 (parameter));
}

static void
undo_last_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  if (self->session_changes->len == 0)
    {
      adw_toast_overlay_add_toast (self->toast_overlay, adw_toast_new (_("Nothing to undo")));
      return;
    }
  undo_change (self, g_array_index (self->session_changes, gint64,
                                    self->session_changes->len - 1));
}

void
hammer_window_report_change (HammerWindow *self,
                             const char   *message,
                             gint64        change_id)
{
  AdwToast *toast;

  g_return_if_fail (HAMMER_IS_WINDOW (self));

  toast = adw_toast_new (message);
  if (change_id > 0)
    {
      adw_toast_set_button_label (toast, _("_Undo"));
      adw_toast_set_action_name (toast, "window.undo");
      adw_toast_set_action_target_value (toast, g_variant_new_int64 (change_id));
      adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
      remember_change (self, change_id);
    }
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
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

HammerStore *
hammer_window_get_store (HammerWindow *self)
{
  g_return_val_if_fail (HAMMER_IS_WINDOW (self), NULL);
  return self->store;
}

static void
set_store (HammerWindow *self,
           HammerStore  *store)
{
  if (!g_set_object (&self->store, store) || store == NULL)
    return;

  g_signal_connect_object (store, "changed", G_CALLBACK (store_changed_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  hammer_roster_page_set_store (HAMMER_ROSTER_PAGE (self->players_page), store);
  hammer_roster_page_set_store (HAMMER_ROSTER_PAGE (self->clubs_page), store);
  update_counts (self);
  gtk_stack_set_visible_child_name (self->main_stack, "main");
}

static void
load_window_state (HammerWindow *self)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  /* Running from the build tree without the schema must not abort; the size
   * is then just not remembered. */
  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_message ("GSettings schema %s not found; the window size will not be remembered",
                 APP_ID);
      gtk_window_set_default_size (GTK_WINDOW (self), 1100, 720);
      return;
    }

  self->settings = g_settings_new (APP_ID);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
hammer_window_close_request (GtkWindow *window)
{
  HammerWindow *self = HAMMER_WINDOW (window);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_delay (self->settings);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
      g_settings_apply (self->settings);
    }

  return GTK_WINDOW_CLASS (hammer_window_parent_class)->close_request (window);
}

static void
hammer_window_dispose (GObject *object)
{
  HammerWindow *self = (HammerWindow *) object;

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_WINDOW);

  G_OBJECT_CLASS (hammer_window_parent_class)->dispose (object);
}

static void
hammer_window_finalize (GObject *object)
{
  HammerWindow *self = (HammerWindow *) object;

  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->session_changes, g_array_unref);

  G_OBJECT_CLASS (hammer_window_parent_class)->finalize (object);
}

static void
hammer_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HammerWindow *self = HAMMER_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  HammerWindow *self = HAMMER_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      set_store (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_window_class_init (HammerWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hammer_window_dispose;
  object_class->finalize = hammer_window_finalize;
  object_class->get_property = hammer_window_get_property;
  object_class->set_property = hammer_window_set_property;
  window_class->close_request = hammer_window_close_request;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HAMMER_TYPE_PLAYERS_PAGE);
  g_type_ensure (HAMMER_TYPE_CLUBS_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/hammer-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, players_row);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, clubs_row);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, players_count);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, clubs_count);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, players_page);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, clubs_page);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, content_visible_child_changed_cb);

  gtk_widget_class_install_action (widget_class, "window.add", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "window.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "window.delete-selected", NULL,
                                   delete_selected_action);
  gtk_widget_class_install_action (widget_class, "window.show-page", "s", show_page_action);
  gtk_widget_class_install_action (widget_class, "window.go-back", NULL, go_back_action);
  gtk_widget_class_install_action (widget_class, "window.import-players", NULL,
                                   import_players_action);
  gtk_widget_class_install_action (widget_class, "window.load-demo", NULL, load_demo_action);
  gtk_widget_class_install_action (widget_class, "window.undo", "x", undo_action);
  gtk_widget_class_install_action (widget_class, "window.undo-last", NULL, undo_last_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "window.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "window.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "window.import-players", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "window.undo-last", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0,
                                       "window.delete-selected", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK,
                                       "window.show-page", "s", "players");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK,
                                       "window.show-page", "s", "clubs");
}

static void
hammer_window_init (HammerWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->session_changes = g_array_new (FALSE, FALSE, sizeof (gint64));
  load_window_state (self);
  gtk_list_box_select_row (self->sidebar, self->players_row);
  gtk_stack_set_visible_child_name (self->main_stack, "main");
}

HammerWindow *
hammer_window_new (AdwApplication *application,
                   HammerStore    *store)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_WINDOW,
                       "application", application,
                       "store", store,
                       NULL);
}

HammerWindow *
hammer_window_new_for_error (AdwApplication *application,
                             const GError   *error)
{
  HammerWindow *self;

  g_return_val_if_fail (error != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_WINDOW, "application", application, NULL);
  adw_status_page_set_description (self->error_page, error->message);
  gtk_stack_set_visible_child_name (self->main_stack, "error");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.add", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.search", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.delete-selected", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.import-players", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.load-demo", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "window.undo-last", FALSE);
  return self;
}
