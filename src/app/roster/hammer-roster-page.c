/* hammer-roster-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-filtered-list.h"
#include "hammer-columns.h"
#include "hammer-roster-list.h"
#include "hammer-roster-page.h"
#include "hammer-window.h"

typedef struct
{
  HammerStore *store;
  HammerRosterList *list;
  GType item_type;
  gboolean folded;
  /* The first list is read on a worker thread; until it is in, the page
   * says it is loading. Changes made while the page is not shown are read
   * when it is shown again. */
  gboolean loaded;
  gboolean loading;
  gboolean stale;
  /* What the page last said of a list that reads itself, and the changes
   * it is to hear of when the page is shown again. */
  gboolean list_loading;
  GPtrArray *hidden_changes;
  /* A deletion on the store's writer; Delete waits insensitive meanwhile. */
  GCancellable *delete_cancellable;
  gboolean deleting;

  AdwWindowTitle *window_title;
  GtkButton *add_button;
  GtkToggleButton *search_button;
  GtkButton *delete_button;
  GtkSearchBar *search_bar;
  GtkSearchEntry *search_entry;
  GtkStack *stack;
  GtkSpinner *spinner;
  AdwStatusPage *empty_page;
  AdwStatusPage *no_results_page;
  char *empty_icon_name;
  GtkButton *empty_add_button;
  GtkButton *empty_import_button;
  GtkColumnView *column_view;
} HammerRosterPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (HammerRosterPage, hammer_roster_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FOLDED,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Shows the stack's page @name. The status pages' icons are set when their
 * page is shown: Adwaita has them at that size as SVG alone, and a start
 * that shows neither page need not load the SVG renderer. */
static void
show_page (HammerRosterPage *self,
           const char       *name)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  if (g_str_equal (name, "empty"))
    adw_status_page_set_icon_name (priv->empty_page, priv->empty_icon_name);
  else if (g_str_equal (name, "no-results"))
    adw_status_page_set_icon_name (priv->no_results_page, "edit-find-symbolic");
  gtk_stack_set_visible_child_name (priv->stack, name);
}

static void
update_view (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  guint total = hammer_roster_list_get_n_total (priv->list);
  guint shown = hammer_roster_list_get_n_shown (priv->list);
  guint n_selected = hammer_roster_list_get_n_selected (priv->list);
  gboolean loaded = priv->loaded || hammer_roster_list_reads_itself (priv->list);
  g_autofree char *subtitle = NULL;

  show_page (self, loaded ? hammer_roster_list_get_page (priv->list) : "loading");

  if (n_selected > 1)
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u selected", "%u selected",
                                             n_selected), n_selected);
  else if (total > 0)
    subtitle = HAMMER_ROSTER_PAGE_GET_CLASS (self)->describe_count (self, shown, total);
  adw_window_title_set_subtitle (priv->window_title, subtitle ? subtitle : "");

  gtk_widget_set_sensitive (GTK_WIDGET (priv->delete_button), n_selected > 0 && !priv->deleting);
  /* Nothing to search or delete on the empty page; it offers what to do. */
  gtk_widget_set_visible (GTK_WIDGET (priv->delete_button), total > 0);
  gtk_widget_set_visible (GTK_WIDGET (priv->search_button), total > 0);
}

static void
list_changed_cb (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  gboolean loading = hammer_roster_list_get_loading (priv->list);

  update_view (self);
  if (loading != priv->list_loading)
    {
      priv->list_loading = loading;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
    }
}

static void
reload (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GError) error = NULL;

  if (priv->store == NULL)
    return;

  priv->stale = FALSE;
  items = HAMMER_ROSTER_PAGE_GET_CLASS (self)->load (priv->store, &error);
  if (items == NULL)
    {
      g_warning ("Could not read the %s: %s", G_OBJECT_TYPE_NAME (self), error->message);
      return;
    }
  hammer_filtered_list_set_items (HAMMER_FILTERED_LIST (priv->list), items);
}

typedef GPtrArray *(*LoadFunc) (HammerStore *store, GError **error);

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HammerRosterPage *self = source_object;
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  LoadFunc load = task_data;
  g_autoptr(HammerStore) reader = NULL;
  GError *error = NULL;
  GPtrArray *items;

  /* priv->store is set before the task starts and kept while it runs. */
  if (!(reader = hammer_store_open_reader (priv->store, &error)) ||
      !(items = load (reader, &error)))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, items, (GDestroyNotify) g_ptr_array_unref);
}

static void
load_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  HammerRosterPage *self = HAMMER_ROSTER_PAGE (source);
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GError) error = NULL;

  priv->loading = FALSE;
  items = g_task_propagate_pointer (G_TASK (result), &error);
  if (priv->list == NULL)
    return;
  if (items != NULL)
    hammer_filtered_list_set_items (HAMMER_FILTERED_LIST (priv->list), items);
  else
    {
      /* The reader may fail where the window's own connection would not
       * (a file made read-only meanwhile): the page reads it itself then. */
      g_warning ("Could not read the %s on a worker thread: %s", G_OBJECT_TYPE_NAME (self),
                 error->message);
      priv->stale = TRUE;
    }
  priv->loaded = TRUE;
  /* A change committed while the list was read may not be in it. */
  if (priv->stale && gtk_widget_get_mapped (GTK_WIDGET (self)))
    reload (self);
  update_view (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

/* Reads the list: the first time on a worker thread, once the page has its
 * store and is shown (a page not in view builds no rows: the clubs page of
 * a window that opens on its players costs nothing); after that when the
 * page is shown and the list changed. */
static void
load_if_needed (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  g_autoptr(GTask) task = NULL;

  if (priv->store != NULL && hammer_roster_list_reads_itself (priv->list))
    {
      for (guint i = 0; i < priv->hidden_changes->len; i++)
        hammer_roster_list_read (priv->list, priv->store,
                                 g_ptr_array_index (priv->hidden_changes, i));
      g_ptr_array_set_size (priv->hidden_changes, 0);
      return;
    }
  if (priv->store == NULL || priv->loading || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return;
  if (priv->loaded)
    {
      if (priv->stale)
        reload (self);
      return;
    }

  priv->loading = TRUE;
  priv->stale = FALSE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
  task = g_task_new (self, NULL, load_done_cb, NULL);
  g_task_set_source_tag (task, load_if_needed);
  g_task_set_task_data (task, HAMMER_ROSTER_PAGE_GET_CLASS (self)->load, NULL);
  g_task_run_in_thread (task, load_thread);
}

/* The roster shows players and clubs: other changes are not its news. */
static void
store_changes_cb (HammerRosterPage *self,
                  HammerChangeSet  *changes)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  if (!hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS) &&
      !hammer_change_set_touches (changes, HAMMER_TABLE_CLUBS))
    return;
  /* Such a list places what changed, when it is shown. */
  if (hammer_roster_list_reads_itself (priv->list))
    {
      g_ptr_array_add (priv->hidden_changes, g_object_ref (changes));
      if (gtk_widget_get_mapped (GTK_WIDGET (self)))
        load_if_needed (self);
      return;
    }
  priv->stale = TRUE;
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    load_if_needed (self);
}

static void
hammer_roster_page_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (hammer_roster_page_parent_class)->map (widget);
  load_if_needed (HAMMER_ROSTER_PAGE (widget));
}

static void
search_changed_cb (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  hammer_roster_list_set_search (priv->list,
                                 gtk_editable_get_text (GTK_EDITABLE (priv->search_entry)));
}

static void
stop_search_cb (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  gtk_search_bar_set_search_mode (priv->search_bar, FALSE);
}

static HammerWindow *
get_window (HammerRosterPage *self)
{
  return HAMMER_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (self), HAMMER_TYPE_WINDOW));
}

static void
open_dialog (HammerRosterPage *self,
             gpointer          item)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  if (priv->store != NULL)
    HAMMER_ROSTER_PAGE_GET_CLASS (self)->open_dialog (self, GTK_WINDOW (get_window (self)),
                                                      priv->store, item);
}

static void
row_activated_cb (HammerRosterPage *self,
                  guint             position)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  g_autoptr(GObject) item = hammer_roster_list_get_item (priv->list, position);

  if (item != NULL)
    open_dialog (self, item);
}

void
hammer_roster_page_add (HammerRosterPage *self)
{
  g_return_if_fail (HAMMER_IS_ROSTER_PAGE (self));

  open_dialog (self, NULL);
}

void
hammer_roster_page_start_search (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  g_return_if_fail (HAMMER_IS_ROSTER_PAGE (self));

  gtk_search_bar_set_search_mode (priv->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (priv->search_entry));
}

/* A deletion under way: its finish is kept, for a page gone meanwhile. */
typedef struct
{
  HammerRosterPage *page;
  gint64 (*finish) (HammerStore *store, GAsyncResult *result, GError **error);
  char *message;
} Deletion;

static void
deleted_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autofree Deletion *deletion = user_data;
  g_autofree char *message = g_steal_pointer (&deletion->message);
  HammerRosterPage *self = deletion->page;
  HammerRosterPagePrivate *priv;
  g_autoptr(GError) error = NULL;
  gint64 change_id = deletion->finish (HAMMER_STORE (source), result, &error);

  /* The page is gone: its dispose cancelled. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  priv = hammer_roster_page_get_instance_private (self);
  priv->deleting = FALSE;
  update_view (self);
  if (change_id == 0)
    {
      hammer_window_report_error (get_window (self), error);
      return;
    }
  hammer_window_report_change (get_window (self), message, change_id);
}

/* Deletes on the store's writer: thousands of players keep the window
 * going meanwhile. */
void
hammer_roster_page_delete_selected (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  g_autoptr(GPtrArray) selected = NULL;
  Deletion *deletion;

  g_return_if_fail (HAMMER_IS_ROSTER_PAGE (self));

  if (priv->store == NULL || priv->deleting)
    return;

  selected = hammer_roster_list_get_selected (priv->list);
  if (selected->len == 0)
    return;

  priv->deleting = TRUE;
  update_view (self);
  deletion = g_new0 (Deletion, 1);
  deletion->page = self;
  deletion->finish = HAMMER_ROSTER_PAGE_GET_CLASS (self)->delete_items_finish;
  /* No reference for the write: dispose cancels. */
  HAMMER_ROSTER_PAGE_GET_CLASS (self)->delete_items (self, priv->store, selected,
                                                     &deletion->message,
                                                     priv->delete_cancellable, deleted_cb,
                                                     deletion);
}

gboolean
hammer_roster_page_get_loading (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  g_return_val_if_fail (HAMMER_IS_ROSTER_PAGE (self), FALSE);

  if (priv->list != NULL && hammer_roster_list_reads_itself (priv->list))
    return hammer_roster_list_get_loading (priv->list);
  return priv->loading;
}

void
hammer_roster_page_set_store (HammerRosterPage *self,
                              HammerStore      *store)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  g_return_if_fail (HAMMER_IS_ROSTER_PAGE (self));

  /* The first store is for good: a worker may be reading it. */
  g_return_if_fail (priv->store == NULL || priv->store == store);

  if (!g_set_object (&priv->store, store) || store == NULL)
    return;

  g_signal_connect_object (store, "changes", G_CALLBACK (store_changes_cb), self,
                           G_CONNECT_SWAPPED);
  if (hammer_roster_list_reads_itself (priv->list))
    hammer_roster_list_read (priv->list, store, NULL);
  load_if_needed (self);
  update_view (self);
}

GtkBuilder *
hammer_roster_page_add_columns (HammerRosterPage         *self,
                                const char               *resource,
                                const HammerRosterColumn *columns)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  GtkBuilder *builder;

  g_return_val_if_fail (HAMMER_IS_ROSTER_PAGE (self), NULL);
  g_return_val_if_fail (columns != NULL && columns[0].id != NULL, NULL);

  builder = gtk_builder_new_from_resource (resource);
  for (guint i = 0; columns[i].id != NULL; i++)
    {
      GtkColumnViewColumn *column =
        GTK_COLUMN_VIEW_COLUMN (gtk_builder_get_object (builder, columns[i].id));
      g_autoptr(GtkListItemFactory) factory = hammer_cell_factory_new (columns[i].kind,
                                                                       columns[i].property);

      /* A label alone in each cell: the page's 200 rows of cells are what
       * its memory grows with. */
      gtk_column_view_column_set_factory (column, factory);
      gtk_column_view_append_column (priv->column_view, column);
    }
  gtk_column_view_sort_by_column (priv->column_view,
                                  GTK_COLUMN_VIEW_COLUMN (gtk_builder_get_object (builder,
                                                                                  columns[0].id)),
                                  GTK_SORT_ASCENDING);
  return builder;
}

void
hammer_roster_page_setup (HammerRosterPage *self,
                          GType             item_type,
                          const char       *title,
                          const char       *icon_name,
                          const char       *empty_title,
                          const char       *empty_description,
                          const char       *add_label,
                          const char       *search_hint,
                          gboolean          offers_import)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  g_autofree char *plain_add_label = NULL;
  g_auto(GStrv) words = NULL;

  g_return_if_fail (HAMMER_IS_ROSTER_PAGE (self));

  priv->item_type = item_type;
  if (HAMMER_ROSTER_PAGE_GET_CLASS (self)->create_list != NULL)
    priv->list = HAMMER_ROSTER_PAGE_GET_CLASS (self)->create_list (self, priv->column_view);
  else
    priv->list = HAMMER_ROSTER_LIST (hammer_filtered_list_new (item_type, priv->column_view,
                                                               HAMMER_ROSTER_PAGE_GET_CLASS
                                                                 (self)->matches));
  priv->list_loading = hammer_roster_list_get_loading (priv->list);
  g_signal_connect_object (priv->list, "changed", G_CALLBACK (list_changed_cb), self,
                           G_CONNECT_SWAPPED);

  adw_window_title_set_title (priv->window_title, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->column_view),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_free (priv->empty_icon_name);
  priv->empty_icon_name = g_strdup (icon_name);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (priv->stack), "empty") == 0)
    adw_status_page_set_icon_name (priv->empty_page, icon_name);
  adw_status_page_set_title (priv->empty_page, empty_title);
  hammer_status_page_set_plain_description (priv->empty_page, empty_description);
  gtk_button_set_label (priv->empty_add_button, add_label);
  gtk_widget_set_visible (GTK_WIDGET (priv->empty_import_button), offers_import);
  g_object_set (priv->search_entry, "placeholder-text", search_hint, NULL);

  /* The header's add button has the label, without its mnemonic, as
   * tooltip and accessible name. */
  words = g_strsplit (add_label, "_", -1);
  plain_add_label = g_strjoinv ("", words);
  gtk_widget_set_tooltip_text (GTK_WIDGET (priv->add_button), plain_add_label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->add_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, plain_add_label, -1);

  update_view (self);
}

static void
hammer_roster_page_dispose (GObject *object)
{
  HammerRosterPage *self = (HammerRosterPage *) object;
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);
  GtkWidget *child;

  /* A deletion still queued is not made; its callback does not touch us. */
  g_cancellable_cancel (priv->delete_cancellable);
  g_clear_object (&priv->delete_cancellable);
  /* gtk_widget_dispose_template() of GTK 4.8 looks for the template on the
   * instance's own class, which a subclass does not have: the children are
   * unparented here instead, which disposes the whole template. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&priv->store);
  g_clear_object (&priv->list);
  g_clear_pointer (&priv->hidden_changes, g_ptr_array_unref);
  g_clear_pointer (&priv->empty_icon_name, g_free);

  G_OBJECT_CLASS (hammer_roster_page_parent_class)->dispose (object);
}

static void
hammer_roster_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HammerRosterPage *self = HAMMER_ROSTER_PAGE (object);
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_FOLDED:
      g_value_set_boolean (value, priv->folded);
      break;
    case PROP_LOADING:
      g_value_set_boolean (value, hammer_roster_page_get_loading (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_roster_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  HammerRosterPage *self = HAMMER_ROSTER_PAGE (object);
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_FOLDED:
      if (priv->folded != g_value_get_boolean (value))
        {
          priv->folded = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_roster_page_class_init (HammerRosterPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_roster_page_dispose;
  object_class->get_property = hammer_roster_page_get_property;
  object_class->set_property = hammer_roster_page_set_property;

  /**
   * HammerRosterPage:folded:
   *
   * Whether the window is narrow: the page then shows a back button and
   * subclasses may drop columns.
   */
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * HammerRosterPage:loading:
   *
   * Whether the page is reading its first list, on a worker thread.
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  widget_class->map = hammer_roster_page_map;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/roster/hammer-roster-page.ui");
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, window_title);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, spinner);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, add_button);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, search_button);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, delete_button);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, search_bar);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, search_entry);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, stack);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, empty_page);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, no_results_page);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, empty_add_button);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage,
                                                empty_import_button);
  gtk_widget_class_bind_template_child_private (widget_class, HammerRosterPage, column_view);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
hammer_roster_page_init (HammerRosterPage *self)
{
  HammerRosterPagePrivate *priv = hammer_roster_page_get_instance_private (self);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The spinner spins only while on screen: a spinning one keeps its
   * animation, and with it the window's frames, going on a stack page out
   * of view too (GTK 4.8 redrew the whole window 30 to 60 times a second,
   * idle, for the unread clubs page's spinner). */
  g_signal_connect (priv->spinner, "map", G_CALLBACK (gtk_spinner_start), NULL);
  g_signal_connect (priv->spinner, "unmap", G_CALLBACK (gtk_spinner_stop), NULL);
  priv->hidden_changes = g_ptr_array_new_with_free_func (g_object_unref);
  priv->delete_cancellable = g_cancellable_new ();
  gtk_search_bar_set_key_capture_widget (priv->search_bar, GTK_WIDGET (self));
  gtk_search_bar_connect_entry (priv->search_bar, GTK_EDITABLE (priv->search_entry));
}
