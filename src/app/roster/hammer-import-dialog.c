/* hammer-import-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-columns.h"
#include "hammer-import-dialog.h"
#include "hammer-import-item.h"
#include "hammer-window.h"

struct _HammerImportDialog
{
  AdwWindow parent_instance;

  HammerStore *store;
  GFile *file;
  HammerPlayerImport *import;
  GListStore *items;
  GCancellable *cancellable;
  gboolean importing;

  AdwWindowTitle *window_title;
  GtkButton *import_button;
  GtkStack *stack;
  GtkSpinner *spinner;
  GtkLabel *busy_label;
  AdwStatusPage *error_page;
  GtkLabel *summary_label;
  GtkLabel *columns_label;
  GtkLabel *problem_label;
  GtkListBox *options_list;
  GtkSwitch *good_rows_switch;
  GtkColumnView *column_view;
};

G_DEFINE_FINAL_TYPE (HammerImportDialog, hammer_import_dialog, ADW_TYPE_WINDOW)

static const char *
column_kind_name (HammerImportColumn column)
{
  switch (column)
    {
    case HAMMER_IMPORT_COLUMN_NAME: return _("name");
    case HAMMER_IMPORT_COLUMN_GIVEN_NAME: return _("given name");
    case HAMMER_IMPORT_COLUMN_INFIX: return _("name prefix");
    case HAMMER_IMPORT_COLUMN_FAMILY_NAME: return _("family name");
    case HAMMER_IMPORT_COLUMN_CLUB: return _("club");
    case HAMMER_IMPORT_COLUMN_LICENCE: return _("licence");
    case HAMMER_IMPORT_COLUMN_EMAIL: return _("email");
    case HAMMER_IMPORT_COLUMN_PHONE: return _("phone");
    case HAMMER_IMPORT_COLUMN_AVERAGE: return _("average");
    case HAMMER_IMPORT_COLUMN_ACTIVE: return _("active");
    case HAMMER_IMPORT_COLUMN_IGNORED:
    default: return NULL;
    }
}

static void
show_busy (HammerImportDialog *self,
           const char         *message)
{
  gtk_label_set_label (self->busy_label, message);
  gtk_spinner_start (self->spinner);
  gtk_stack_set_visible_child_name (self->stack, "busy");
  gtk_widget_set_sensitive (GTK_WIDGET (self->import_button), FALSE);
}

static void
show_error (HammerImportDialog *self,
            const char         *message)
{
  gtk_spinner_stop (self->spinner);
  hammer_status_page_set_plain_description (self->error_page, message);
  gtk_stack_set_visible_child_name (self->stack, "error");
  gtk_widget_set_sensitive (GTK_WIDGET (self->import_button), FALSE);
}

static guint
count_ready (HammerImportDialog *self)
{
  guint n_rows = hammer_player_import_get_n_rows (self->import);

  return n_rows - hammer_player_import_count_bad (self->import) -
         hammer_player_import_count_duplicates (self->import);
}

static void
update_import_button (HammerImportDialog *self)
{
  guint n_bad = hammer_player_import_count_bad (self->import);
  guint n_ready = count_ready (self);
  gboolean allowed = n_ready > 0 && (n_bad == 0 || gtk_switch_get_active (self->good_rows_switch));
  g_autofree char *label = NULL;

  label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "_Import %u Player",
                                        "_Import %u Players", n_ready), n_ready);
  gtk_button_set_label (self->import_button, label);
  gtk_widget_set_sensitive (GTK_WIDGET (self->import_button), allowed && !self->importing);
}

static void
good_rows_toggled_cb (HammerImportDialog *self)
{
  if (self->import != NULL)
    update_import_button (self);
}

static void
show_preview (HammerImportDialog *self)
{
  guint n_rows = hammer_player_import_get_n_rows (self->import);
  guint n_bad = hammer_player_import_count_bad (self->import);
  guint n_duplicates = hammer_player_import_count_duplicates (self->import);
  guint n_columns = hammer_player_import_get_n_columns (self->import);
  g_autoptr(GString) summary = g_string_new (NULL);
  g_autoptr(GString) columns = g_string_new (NULL);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *first_problem = NULL;

  for (guint i = 0; i < n_rows; i++)
    g_ptr_array_add (items,
                     hammer_import_item_new (hammer_player_import_get_row (self->import, i)));
  g_list_store_splice (self->items, 0, g_list_model_get_n_items (G_LIST_MODEL (self->items)),
                       items->pdata, items->len);

  g_string_append_printf (summary,
                          g_dngettext (GETTEXT_PACKAGE, "%u row read", "%u rows read", n_rows),
                          n_rows);
  g_string_append (summary, " · ");
  g_string_append_printf (summary,
                          g_dngettext (GETTEXT_PACKAGE, "%u ready", "%u ready", count_ready (self)),
                          count_ready (self));
  if (n_duplicates > 0)
    {
      g_string_append (summary, " · ");
      g_string_append_printf (summary,
                              g_dngettext (GETTEXT_PACKAGE, "%u already on the roster",
                                           "%u already on the roster", n_duplicates),
                              n_duplicates);
    }
  if (n_bad > 0)
    {
      g_string_append (summary, " · ");
      g_string_append_printf (summary,
                              g_dngettext (GETTEXT_PACKAGE, "%u with problems",
                                           "%u with problems", n_bad),
                              n_bad);
    }
  gtk_label_set_label (self->summary_label, summary->str);

  for (guint i = 0; i < n_columns; i++)
    {
      const char *header = NULL;
      const char *kind = column_kind_name (hammer_player_import_get_column (self->import, i,
                                                                            &header));
      if (kind == NULL)
        continue;
      if (columns->len > 0)
        g_string_append (columns, ", ");
      /* TRANSLATORS: a column of the file and what Hammer reads from it,
       * e.g. "Vereniging → club". */
      g_string_append_printf (columns, _("%s → %s"), header, kind);
    }
  if (columns->len > 0)
    {
      g_autofree char *text = g_strdup_printf (_("Columns used: %s"), columns->str);
      gtk_label_set_label (self->columns_label, text);
    }

  first_problem = hammer_player_import_describe_first_problem (self->import);
  gtk_label_set_label (self->problem_label, first_problem ? first_problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->problem_label), first_problem != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->options_list), n_bad > 0 && count_ready (self) > 0);

  gtk_spinner_stop (self->spinner);
  gtk_stack_set_visible_child_name (self->stack, "preview");
  update_import_button (self);
}

static void
load_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  HammerImportDialog *self = HAMMER_IMPORT_DIALOG (source);
  g_autoptr(GError) error = NULL;

  self->import = hammer_read_player_import_finish (result, &error);
  if (self->import == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, error->message);
      return;
    }

  /* Quick indexed look-ups, one per row; the file itself was read off the
   * main thread. */
  if (!hammer_roster_check_import (self->store, self->import, &error))
    {
      show_error (self, error->message);
      return;
    }

  show_preview (self);
}

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(HammerImportDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  HammerImportSummary summary = { 0 };
  HammerWindow *window;

  self->importing = FALSE;
  if (!hammer_roster_import_players_finish (HAMMER_STORE (source), result, &summary, &error))
    {
      show_error (self, error->message);
      gtk_widget_set_sensitive (GTK_WIDGET (self->import_button), FALSE);
      return;
    }

  window = HAMMER_WINDOW (gtk_window_get_transient_for (GTK_WINDOW (self)));
  if (window != NULL)
    {
      message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player imported",
                                              "%u players imported", summary.imported),
                                 summary.imported);
      hammer_window_report_change (window, message, summary.change_id);
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
import_clicked_cb (HammerImportDialog *self)
{
  if (self->import == NULL || self->importing ||
      !gtk_widget_get_sensitive (GTK_WIDGET (self->import_button)))
    return;

  self->importing = TRUE;
  show_busy (self, _("Importing…"));
  hammer_roster_import_players_async (self->store, self->import,
                                      gtk_switch_get_active (self->good_rows_switch),
                                      NULL, import_done_cb, g_object_ref (self));
}

static void
cancel_clicked_cb (HammerImportDialog *self)
{
  /* An import under way is one transaction; it finishes or fails whole. */
  if (self->importing)
    return;

  g_cancellable_cancel (self->cancellable);
  gtk_window_destroy (GTK_WINDOW (self));
}

static gboolean
hammer_import_dialog_close_request (GtkWindow *window)
{
  HammerImportDialog *self = HAMMER_IMPORT_DIALOG (window);

  if (self->importing)
    return TRUE;
  return GTK_WINDOW_CLASS (hammer_import_dialog_parent_class)->close_request (window);
}

/* The look of a row's status, for the template of the Status column. */
static char **
status_css_classes (gpointer          instance,
                    HammerImportItem *item)
{
  const char *style = NULL;

  if (item != NULL)
    switch (hammer_import_item_get_status (item))
      {
      case HAMMER_IMPORT_STATUS_PROBLEM:
        style = "error";
        break;
      case HAMMER_IMPORT_STATUS_DUPLICATE:
        style = "warning";
        break;
      case HAMMER_IMPORT_STATUS_READY:
      default:
        style = "success";
        break;
      }
  return g_strdupv ((char *[]) { (char *) style, NULL });
}

static char *
status_icon_name (gpointer          instance,
                  HammerImportItem *item)
{
  if (item == NULL)
    return NULL;
  switch (hammer_import_item_get_status (item))
    {
    case HAMMER_IMPORT_STATUS_PROBLEM:
      return g_strdup ("dialog-error-symbolic");
    case HAMMER_IMPORT_STATUS_DUPLICATE:
      return g_strdup ("edit-copy-symbolic");
    case HAMMER_IMPORT_STATUS_READY:
    default:
      return g_strdup ("emblem-ok-symbolic");
    }
}

static void
hammer_import_dialog_dispose (GObject *object)
{
  HammerImportDialog *self = (HammerImportDialog *) object;

  g_cancellable_cancel (self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_IMPORT_DIALOG);
  /* The items point into the import's rows, so they go first. */
  g_clear_object (&self->items);
  g_clear_pointer (&self->import, hammer_player_import_free);
  g_clear_object (&self->store);
  g_clear_object (&self->file);
  g_clear_object (&self->cancellable);

  G_OBJECT_CLASS (hammer_import_dialog_parent_class)->dispose (object);
}

static void
hammer_import_dialog_class_init (HammerImportDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hammer_import_dialog_dispose;
  window_class->close_request = hammer_import_dialog_close_request;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/roster/hammer-import-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, import_button);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, busy_label);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, error_page);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, summary_label);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, columns_label);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, problem_label);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, options_list);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, good_rows_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerImportDialog, column_view);
  gtk_widget_class_bind_template_callback (widget_class, import_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, cancel_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, good_rows_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, status_css_classes);
  gtk_widget_class_bind_template_callback (widget_class, status_icon_name);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  g_type_ensure (HAMMER_TYPE_CELL);
  g_type_ensure (HAMMER_TYPE_IMPORT_ITEM);
}

static void
hammer_import_dialog_init (HammerImportDialog *self)
{
  g_autoptr(GtkNoSelection) selection = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->items = g_list_store_new (HAMMER_TYPE_IMPORT_ITEM);
  selection = gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->items)));
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (selection));
}

HammerImportDialog *
hammer_import_dialog_new (GtkWindow   *parent,
                          HammerStore *store,
                          GFile       *file)
{
  HammerImportDialog *self;
  g_autofree char *basename = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (G_IS_FILE (file), NULL);

  self = g_object_new (HAMMER_TYPE_IMPORT_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->file = g_object_ref (file);

  basename = g_file_get_basename (file);
  adw_window_title_set_subtitle (self->window_title, basename);
  show_busy (self, _("Reading the file…"));

  hammer_read_player_import (self, file, self->cancellable, load_done_cb, NULL);

  return self;
}
