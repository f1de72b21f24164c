/* hammer-competition-page.c — what the season page and the league page share
 *
 * Both show one competition of the store in lists of HammerSeasonItem under
 * a header with a view switcher, Print and the window's Back; both follow
 * the store's change notices, print and export. The subclasses read their
 * own reports (the reload vfunc) and say which changes are theirs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-competition-page.h"
#include "hammer-print-dialog.h"
#include "hammer-season-item.h"
#include "hammer-season-paper.h"

typedef struct
{
  HammerStore *store;
  gint64       id;
  gboolean     folded;
  /* A change came while the page was off screen: it reads the store again
   * once shown. */
  gboolean     stale;
  GPtrArray   *lists;  /* GListStore of HammerSeasonItem, for the subclass */

  GtkStack             *main_stack;
  AdwStatusPage        *missing_page;
  AdwViewStack         *view_stack;
  AdwViewSwitcherTitle *switcher_title;
  GtkWidget            *print_button;
  GtkWidget            *window_back_button;
} HammerCompetitionPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (HammerCompetitionPage, hammer_competition_page,
                                     GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_COMPETITION_ID,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

#define GET_PRIV(self) \
  ((HammerCompetitionPagePrivate *) hammer_competition_page_get_instance_private (self))

/* The window's Back is there when the sidebar is folded away, but not on a
 * page inside the page (a member's), whose own Back returns to the
 * competition; Print gives its room to the title then (it is in the menu
 * too). Not by the switcher title's title-visible: that changes while the
 * header bar is being allocated, and a button shown then is laid out only
 * on a later resize, pushing the window's close button out of the window. */
static void
update_header_cb (HammerCompetitionPage *self)
{
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);
  const char *shown;

  if (priv->main_stack == NULL)
    return;
  shown = gtk_stack_get_visible_child_name (priv->main_stack);
  gtk_widget_set_visible (priv->window_back_button,
                          priv->folded && (g_strcmp0 (shown, "main") == 0 ||
                                           g_strcmp0 (shown, "missing") == 0));
  gtk_widget_set_visible (priv->print_button, !priv->folded);
}

/* Whether the page sits in a window on screen that shows another page. */
static gboolean
off_screen (HammerCompetitionPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return root != NULL && gtk_widget_get_mapped (GTK_WIDGET (root)) &&
         !gtk_widget_get_mapped (GTK_WIDGET (self));
}

/**
 * hammer_competition_page_reload:
 * @self: a page
 *
 * Reads the competition again, at once when the page is on screen or not
 * yet in a window on screen, else once it is shown: a night entered at the
 * desk does not rebuild a league's page in the background.
 */
void
hammer_competition_page_reload (HammerCompetitionPage *self)
{
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);

  g_return_if_fail (HAMMER_IS_COMPETITION_PAGE (self));

  if (priv->store == NULL || priv->id == 0)
    {
      priv->stale = FALSE;
      gtk_stack_set_visible_child_name (priv->main_stack, "missing");
      return;
    }
  priv->stale = off_screen (self);
  if (!priv->stale)
    HAMMER_COMPETITION_PAGE_GET_CLASS (self)->reload (self);
}

/* The competition's own rows, and the names of its players and their clubs. */
static void
store_changes_cb (HammerCompetitionPage *self,
                  HammerChangeSet       *changes)
{
  if (HAMMER_COMPETITION_PAGE_GET_CLASS (self)->touched (self, changes) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_CLUBS))
    hammer_competition_page_reload (self);
}

HammerStore *
hammer_competition_page_get_store (HammerCompetitionPage *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_PAGE (self), NULL);

  return GET_PRIV (self)->store;
}

void
hammer_competition_page_set_store (HammerCompetitionPage *self,
                                   HammerStore           *store)
{
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);

  g_return_if_fail (HAMMER_IS_COMPETITION_PAGE (self));
  g_return_if_fail (store == NULL || HAMMER_IS_STORE (store));

  if (!hammer_follow_store (&priv->store, store, G_CALLBACK (store_changes_cb), self))
    return;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
  hammer_competition_page_reload (self);
}

gint64
hammer_competition_page_get_id (HammerCompetitionPage *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_PAGE (self), 0);

  return GET_PRIV (self)->id;
}

void
hammer_competition_page_set_id (HammerCompetitionPage *self,
                                gint64                 id)
{
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);

  g_return_if_fail (HAMMER_IS_COMPETITION_PAGE (self));

  if (priv->id == id)
    return;
  priv->id = id;
  if (HAMMER_COMPETITION_PAGE_GET_CLASS (self)->id_changed != NULL)
    HAMMER_COMPETITION_PAGE_GET_CLASS (self)->id_changed (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPETITION_ID]);
  hammer_competition_page_reload (self);
}

gboolean
hammer_competition_page_get_folded (HammerCompetitionPage *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_PAGE (self), FALSE);

  return GET_PRIV (self)->folded;
}

/**
 * hammer_competition_page_show_missing:
 * @self: a page
 * @error: why the competition could not be read
 *
 * Shows the status page in place of the competition.
 */
void
hammer_competition_page_show_missing (HammerCompetitionPage *self,
                                      const GError          *error)
{
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);

  g_return_if_fail (HAMMER_IS_COMPETITION_PAGE (self));
  g_return_if_fail (error != NULL);

  hammer_status_page_set_plain_description (priv->missing_page, error->message);
  gtk_stack_set_visible_child_name (priv->main_stack, "missing");
}

/**
 * hammer_competition_page_show_found:
 * @self: a page
 * @title: the competition's name
 *
 * Shows the competition, titled @title, where the status page said it was
 * missing; a page inside the page stays.
 */
void
hammer_competition_page_show_found (HammerCompetitionPage *self,
                                    const char            *title)
{
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);

  g_return_if_fail (HAMMER_IS_COMPETITION_PAGE (self));

  if (g_strcmp0 (gtk_stack_get_visible_child_name (priv->main_stack), "missing") == 0)
    gtk_stack_set_visible_child_name (priv->main_stack, "main");
  adw_view_switcher_title_set_title (priv->switcher_title, title);
}

/* Shows page @name of the main stack: "main", or a page inside the page. */
void
hammer_competition_page_show_page (HammerCompetitionPage *self,
                                   const char            *name)
{
  g_return_if_fail (HAMMER_IS_COMPETITION_PAGE (self));

  gtk_stack_set_visible_child_name (GET_PRIV (self)->main_stack, name);
}

/* The name of the page of the main stack shown. */
const char *
hammer_competition_page_get_page (HammerCompetitionPage *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_PAGE (self), NULL);

  return gtk_stack_get_visible_child_name (GET_PRIV (self)->main_stack);
}

const char *
hammer_competition_page_get_title (HammerCompetitionPage *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_PAGE (self), NULL);

  return adw_view_switcher_title_get_title (GET_PRIV (self)->switcher_title);
}

/* What the title says below the name when the view switcher has left it
 * room: a summary of the competition. */
void
hammer_competition_page_set_subtitle (HammerCompetitionPage *self,
                                      const char            *subtitle)
{
  g_return_if_fail (HAMMER_IS_COMPETITION_PAGE (self));

  adw_view_switcher_title_set_subtitle (GET_PRIV (self)->switcher_title, subtitle);
}

/* Shows view @name of the view stack. */
void
hammer_competition_page_show_view (HammerCompetitionPage *self,
                                   const char            *name)
{
  g_return_if_fail (HAMMER_IS_COMPETITION_PAGE (self));

  adw_view_stack_set_visible_child_name (GET_PRIV (self)->view_stack, name);
}

/* The name of the view in front. */
const char *
hammer_competition_page_get_view (HammerCompetitionPage *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_PAGE (self), NULL);

  return adw_view_stack_get_visible_child_name (GET_PRIV (self)->view_stack);
}

/**
 * hammer_competition_page_add_list:
 * @self: a page
 * @view: a column view of the page
 *
 * Returns: (transfer none): a new list of #HammerSeasonItem that @view
 *   shows, kept by @self for as long as it lives
 */
GListStore *
hammer_competition_page_add_list (HammerCompetitionPage *self,
                                  GtkColumnView         *view)
{
  GListStore *list;

  g_return_val_if_fail (HAMMER_IS_COMPETITION_PAGE (self), NULL);
  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);

  list = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  hammer_season_item_show_in (view, G_LIST_MODEL (list));
  g_ptr_array_add (GET_PRIV (self)->lists, list);
  return list;
}

/**
 * hammer_competition_page_format_date:
 * @iso: (nullable): a date written YYYY-MM-DD
 *
 * Returns: (transfer full) (nullable): @iso as people read a date, or @iso
 *   itself when it is not a date
 */
char *
hammer_competition_page_format_date (const char *iso)
{
  g_autofree char *text = g_strdup_printf ("%sT12:00:00Z", iso ? iso : "");
  g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (text, NULL);

  if (when == NULL)
    return g_strdup (iso);
  /* TRANSLATORS: a strftime format for the date of a club night or a match day. */
  return g_date_time_format (when, _("%a %-d %B %Y"));
}

/* Print and export */

static void
print_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerCompetitionPage *self = HAMMER_COMPETITION_PAGE (widget);
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);

  if (priv->store == NULL || priv->id == 0)
    return;
  HAMMER_COMPETITION_PAGE_GET_CLASS (self)->print (self, g_variant_get_string (parameter, NULL),
                                                   g_str_has_suffix (action_name, ".export-pdf"));
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;

  hammer_competition_page_export_finish (HAMMER_COMPETITION_PAGE (object), result, &error);
  hammer_paper_report_saved (GTK_WIDGET (object), file, error);
}

static void
export_chosen_cb (GtkWidget *widget,
                  GFile     *file,
                  gpointer   data)
{
  hammer_competition_page_export_async (HAMMER_COMPETITION_PAGE (widget), data, file, NULL,
                                        export_done_cb, g_object_ref (file));
}

static void
export_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerCompetitionPage *self = HAMMER_COMPETITION_PAGE (widget);
  HammerCompetitionPageClass *klass = HAMMER_COMPETITION_PAGE_GET_CLASS (self);
  const char *document = g_variant_get_string (parameter, NULL);
  const char *title = hammer_competition_page_get_title (self);
  g_autofree char *name = NULL;

  if (GET_PRIV (self)->store == NULL || GET_PRIV (self)->id == 0)
    return;
  if (klass->csv_name != NULL)
    name = klass->csv_name (self, document, title);
  hammer_paper_choose_export (widget, title, document, name, export_chosen_cb);
}

/**
 * hammer_competition_page_export_async:
 * @self: a page
 * @document: which document, as the subclass names them
 * @file: where
 * @cancellable: (nullable): a #GCancellable
 * @callback: called when the file is written, or not
 * @user_data: for @callback
 *
 * Writes @document of the competition to @file, atomically; the menu's
 * export items end here once the user has chosen the file.
 */
void
hammer_competition_page_export_async (HammerCompetitionPage *self,
                                      const char            *document,
                                      GFile                 *file,
                                      GCancellable          *cancellable,
                                      GAsyncReadyCallback    callback,
                                      gpointer               user_data)
{
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);
  HammerCompetitionPageClass *klass = HAMMER_COMPETITION_PAGE_GET_CLASS (self);
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  char *text;

  g_return_if_fail (HAMMER_IS_COMPETITION_PAGE (self));
  g_return_if_fail (document != NULL);
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_competition_page_export_async);
  if (priv->store == NULL || priv->id == 0)
    {
      g_task_return_new_error (task, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND, "%s",
                               _(klass->nothing_to_export));
      return;
    }
  if (klass->export_pdf (self, document, file, cancellable, task))
    return;
  if (!(text = klass->file_text (self, document, &error)))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  hammer_paper_save_text_async (file, text, cancellable, hammer_paper_text_saved_to_task,
                                g_steal_pointer (&task));
}

gboolean
hammer_competition_page_export_finish (HammerCompetitionPage  *self,
                                       GAsyncResult           *result,
                                       GError                **error)
{
  return hammer_print_task_finish (self, result, error);
}

/* Class */

/**
 * hammer_competition_page_class_setup:
 * @widget_class: the class of a subclass, its template set
 * @prefix: the subclass's actions' prefix, "season" or "league"
 *
 * Binds the template's children that the base shows and hides, and
 * installs the actions PREFIX.print, PREFIX.export-pdf (both with the
 * document, "current" for the view in front) and PREFIX.export (a file),
 * with Ctrl+P.
 */
void
hammer_competition_page_class_setup (GtkWidgetClass *widget_class,
                                     const char     *prefix)
{
  g_autofree char *print = g_strconcat (prefix, ".print", NULL);
  g_autofree char *export_pdf = g_strconcat (prefix, ".export-pdf", NULL);
  g_autofree char *export = g_strconcat (prefix, ".export", NULL);

  g_return_if_fail (g_type_is_a (G_TYPE_FROM_CLASS (widget_class), HAMMER_TYPE_COMPETITION_PAGE));

#define BIND(name) \
  gtk_widget_class_bind_template_child_full (widget_class, #name, FALSE, \
                                             G_PRIVATE_OFFSET (HammerCompetitionPage, name))
  BIND (main_stack);
  BIND (missing_page);
  BIND (view_stack);
  BIND (switcher_title);
  BIND (print_button);
  BIND (window_back_button);
#undef BIND

  gtk_widget_class_install_action (widget_class, print, "s", print_activated);
  gtk_widget_class_install_action (widget_class, export_pdf, "s", print_activated);
  gtk_widget_class_install_action (widget_class, export, "s", export_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK, print, "s",
                                       "current");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
hammer_competition_page_constructed (GObject *object)
{
  HammerCompetitionPage *self = HAMMER_COMPETITION_PAGE (object);
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);

  G_OBJECT_CLASS (hammer_competition_page_parent_class)->constructed (object);

  g_signal_connect_object (priv->main_stack, "notify::visible-child-name",
                           G_CALLBACK (update_header_cb), self, G_CONNECT_SWAPPED);
  update_header_cb (self);
}

static void
hammer_competition_page_dispose (GObject *object)
{
  HammerCompetitionPage *self = HAMMER_COMPETITION_PAGE (object);
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);
  GtkWidget *child;

  /* The subclasses are final: the instance's type is the template's. */
  gtk_widget_dispose_template (GTK_WIDGET (self), G_OBJECT_TYPE (self));
  /* Children of the template without an id are not unparented by it. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  /* Also stops the reloads, which the subclass's dispose has made impossible. */
  hammer_follow_store (&priv->store, NULL, G_CALLBACK (store_changes_cb), self);
  g_clear_pointer (&priv->lists, g_ptr_array_unref);

  G_OBJECT_CLASS (hammer_competition_page_parent_class)->dispose (object);
}

static void
hammer_competition_page_map (GtkWidget *widget)
{
  HammerCompetitionPage *self = HAMMER_COMPETITION_PAGE (widget);
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);

  GTK_WIDGET_CLASS (hammer_competition_page_parent_class)->map (widget);
  if (priv->stale)
    {
      priv->stale = FALSE;
      HAMMER_COMPETITION_PAGE_GET_CLASS (self)->reload (self);
    }
}

static void
hammer_competition_page_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  HammerCompetitionPage *self = HAMMER_COMPETITION_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, GET_PRIV (self)->store);
      break;
    case PROP_COMPETITION_ID:
      g_value_set_int64 (value, GET_PRIV (self)->id);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, GET_PRIV (self)->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_competition_page_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  HammerCompetitionPage *self = HAMMER_COMPETITION_PAGE (object);
  HammerCompetitionPagePrivate *priv = GET_PRIV (self);

  switch (prop_id)
    {
    case PROP_STORE:
      hammer_competition_page_set_store (self, g_value_get_object (value));
      break;
    case PROP_COMPETITION_ID:
      hammer_competition_page_set_id (self, g_value_get_int64 (value));
      break;
    case PROP_FOLDED:
      if (priv->folded == g_value_get_boolean (value))
        return;
      priv->folded = g_value_get_boolean (value);
      update_header_cb (self);
      g_object_notify_by_pspec (object, pspec);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_competition_page_class_init (HammerCompetitionPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = hammer_competition_page_constructed;
  object_class->dispose = hammer_competition_page_dispose;
  object_class->get_property = hammer_competition_page_get_property;
  object_class->set_property = hammer_competition_page_set_property;
  widget_class->map = hammer_competition_page_map;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMPETITION_ID] =
    g_param_spec_int64 ("competition-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Bound to the window's leaflet: the sidebar is folded away. */
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_competition_page_init (HammerCompetitionPage *self)
{
  GET_PRIV (self)->lists = g_ptr_array_new_with_free_func (g_object_unref);
}
