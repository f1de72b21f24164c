/* hammer-clubs-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-columns.h"
#include "hammer-filtered-list.h"
#include "hammer-club-dialog.h"
#include "hammer-clubs-page.h"
#include "hammer-window.h"

struct _HammerClubsPage
{
  GtkWidget parent_instance;

  HammerStore *store;
  HammerFilteredList *list;
  gboolean folded;

  AdwWindowTitle *window_title;
  GtkToggleButton *search_button;
  GtkButton *delete_button;
  GtkSearchBar *search_bar;
  GtkSearchEntry *search_entry;
  GtkStack *stack;
  GtkColumnView *column_view;
};

G_DEFINE_FINAL_TYPE (HammerClubsPage, hammer_clubs_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
club_matches (gpointer    item,
              const char *key)
{
  HammerClub *club = item;

  return hammer_filtered_list_text_matches (hammer_club_get_name (club), key) ||
         hammer_filtered_list_text_matches (hammer_club_get_city (club), key);
}

static void
update_view (HammerClubsPage *self)
{
  guint total = hammer_filtered_list_get_n_items (self->list);
  guint shown = hammer_filtered_list_get_n_shown (self->list);
  guint n_selected = hammer_filtered_list_get_n_selected (self->list);
  g_autofree char *subtitle = NULL;

  gtk_stack_set_visible_child_name (self->stack, hammer_filtered_list_get_page (self->list));

  if (n_selected > 1)
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u selected", "%u selected",
                                             n_selected), n_selected);
  else if (shown != total)
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u club",
                                             "%u of %u clubs", total), shown, total);
  else if (total > 0)
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u club", "%u clubs", total),
                                total);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");

  gtk_widget_set_sensitive (GTK_WIDGET (self->delete_button), n_selected > 0);
  /* Nothing to search or delete on the empty page; it offers what to do. */
  gtk_widget_set_visible (GTK_WIDGET (self->delete_button), total > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->search_button), total > 0);
}

static void
reload (HammerClubsPage *self)
{
  g_autoptr(GPtrArray) clubs = NULL;
  g_autoptr(GError) error = NULL;

  if (self->store == NULL)
    return;

  clubs = hammer_store_list_clubs (self->store, &error);
  if (clubs == NULL)
    {
      g_warning ("Could not list the clubs: %s", error->message);
      return;
    }

  hammer_filtered_list_set_items (self->list, clubs);
}

static void
search_changed_cb (HammerClubsPage *self)
{
  hammer_filtered_list_set_search (self->list,
                                   gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
stop_search_cb (HammerClubsPage *self)
{
  gtk_search_bar_set_search_mode (self->search_bar, FALSE);
}

static HammerWindow *
get_window (HammerClubsPage *self)
{
  return HAMMER_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (self), HAMMER_TYPE_WINDOW));
}

static void
open_dialog (HammerClubsPage *self,
             HammerClub      *club)
{
  HammerClubDialog *dialog;
  GtkWindow *window = GTK_WINDOW (get_window (self));

  if (self->store == NULL)
    return;

  dialog = hammer_club_dialog_new (window, self->store, club);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
row_activated_cb (HammerClubsPage *self,
                  guint              position)
{
  g_autoptr(HammerClub) club = hammer_filtered_list_get_item (self->list, position);

  if (club != NULL)
    open_dialog (self, club);
}

void
hammer_clubs_page_add (HammerClubsPage *self)
{
  g_return_if_fail (HAMMER_IS_CLUBS_PAGE (self));

  open_dialog (self, NULL);
}

void
hammer_clubs_page_start_search (HammerClubsPage *self)
{
  g_return_if_fail (HAMMER_IS_CLUBS_PAGE (self));

  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

void
hammer_clubs_page_delete_selected (HammerClubsPage *self)
{
  g_autoptr(GPtrArray) selected = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  guint members = 0;
  gint64 change_id;

  g_return_if_fail (HAMMER_IS_CLUBS_PAGE (self));

  if (self->store == NULL)
    return;

  selected = hammer_filtered_list_get_selected (self->list);
  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < selected->len; i++)
    {
      HammerClub *club = g_ptr_array_index (selected, i);
      gint64 id = hammer_club_get_id (club);

      members += hammer_club_get_member_count (club);
      g_array_append_val (ids, id);
    }

  if (ids->len == 0)
    return;

  change_id = hammer_store_delete_clubs (self->store, (const gint64 *) ids->data, ids->len,
                                         &error);
  if (change_id == 0)
    {
      hammer_window_report_error (get_window (self), error);
      return;
    }

  /* The members stay on the roster; the toast says so, since that is the
   * part of deleting a club people worry about. */
  if (ids->len == 1 && members > 0)
    /* TRANSLATORS: %s is a club's name; %u its number of members. */
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%s deleted; its %u player has no club now",
                                            "%s deleted; its %u players have no club now",
                                            members), hammer_club_get_name (g_ptr_array_index (selected, 0)), members);
  else if (ids->len == 1)
    message = g_strdup_printf (_("%s deleted"), hammer_club_get_name (g_ptr_array_index (selected, 0)));
  else
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u club deleted",
                                            "%u clubs deleted", ids->len), ids->len);
  hammer_window_report_change (get_window (self), message, change_id);
}

guint
hammer_clubs_page_get_n_clubs (HammerClubsPage *self)
{
  g_return_val_if_fail (HAMMER_IS_CLUBS_PAGE (self), 0);

  return hammer_filtered_list_get_n_items (self->list);
}

void
hammer_clubs_page_set_store (HammerClubsPage *self,
                               HammerStore       *store)
{
  g_return_if_fail (HAMMER_IS_CLUBS_PAGE (self));

  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (self->store, self);
  if (!g_set_object (&self->store, store))
    return;

  if (store != NULL)
    g_signal_connect_object (store, "changed", G_CALLBACK (reload), self, G_CONNECT_SWAPPED);
  reload (self);
}

static void
hammer_clubs_page_dispose (GObject *object)
{
  HammerClubsPage *self = (HammerClubsPage *) object;

  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_CLUBS_PAGE);
  /* GTK 4.8 leaves the template's unnamed top child in place. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->store);
  g_clear_object (&self->list);

  G_OBJECT_CLASS (hammer_clubs_page_parent_class)->dispose (object);
}

static void
hammer_clubs_page_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HammerClubsPage *self = HAMMER_CLUBS_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_clubs_page_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  HammerClubsPage *self = HAMMER_CLUBS_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOLDED:
      if (self->folded != g_value_get_boolean (value))
        {
          self->folded = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_clubs_page_class_init (HammerClubsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_clubs_page_dispose;
  object_class->get_property = hammer_clubs_page_get_property;
  object_class->set_property = hammer_clubs_page_set_property;

  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/hammer-clubs-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerClubsPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerClubsPage, search_button);
  gtk_widget_class_bind_template_child (widget_class, HammerClubsPage, delete_button);
  gtk_widget_class_bind_template_child (widget_class, HammerClubsPage, search_bar);
  gtk_widget_class_bind_template_child (widget_class, HammerClubsPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerClubsPage, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerClubsPage, column_view);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
hammer_clubs_page_init (HammerClubsPage *self)
{
  GtkColumnViewColumn *name_column;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->list = hammer_filtered_list_new (HAMMER_TYPE_CLUB, self->column_view, club_matches);
  g_signal_connect_object (self->list, "changed", G_CALLBACK (update_view), self,
                           G_CONNECT_SWAPPED);

  name_column = hammer_columns_append (self->column_view, HAMMER_TYPE_CLUB, _("Name"), "name",
                                       HAMMER_COLUMN_TEXT, TRUE);
  hammer_columns_append (self->column_view, HAMMER_TYPE_CLUB, _("City"), "city",
                         HAMMER_COLUMN_TEXT, TRUE);
  hammer_columns_append (self->column_view, HAMMER_TYPE_CLUB, _("Members"), "member-count",
                         HAMMER_COLUMN_COUNT, FALSE);
  gtk_column_view_sort_by_column (self->column_view, name_column, GTK_SORT_ASCENDING);

  gtk_search_bar_set_key_capture_widget (self->search_bar, GTK_WIDGET (self));
  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));

  update_view (self);
}
