/* hammer-players-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-columns.h"
#include "hammer-filtered-list.h"
#include "hammer-player-dialog.h"
#include "hammer-players-page.h"
#include "hammer-window.h"

struct _HammerPlayersPage
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
  GtkColumnViewColumn *licence_column;
};

G_DEFINE_FINAL_TYPE (HammerPlayersPage, hammer_players_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
player_matches (gpointer    item,
                const char *key)
{
  HammerPlayer *player = item;

  return hammer_filtered_list_text_matches (hammer_player_get_name (player), key) ||
         hammer_filtered_list_text_matches (hammer_player_get_club_name (player), key) ||
         hammer_filtered_list_text_matches (hammer_player_get_licence (player), key);
}

static void
update_view (HammerPlayersPage *self)
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
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u player",
                                             "%u of %u players", total), shown, total);
  else if (total > 0)
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", total),
                                total);
  adw_window_title_set_subtitle (self->window_title, subtitle ? subtitle : "");

  gtk_widget_set_sensitive (GTK_WIDGET (self->delete_button), n_selected > 0);
  /* Nothing to search or delete on the empty page; it offers what to do. */
  gtk_widget_set_visible (GTK_WIDGET (self->delete_button), total > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->search_button), total > 0);
}

static void
reload (HammerPlayersPage *self)
{
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GError) error = NULL;

  if (self->store == NULL)
    return;

  players = hammer_store_list_players (self->store, &error);
  if (players == NULL)
    {
      g_warning ("Could not list the players: %s", error->message);
      return;
    }

  hammer_filtered_list_set_items (self->list, players);
}

static void
search_changed_cb (HammerPlayersPage *self)
{
  hammer_filtered_list_set_search (self->list,
                                   gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
}

static void
stop_search_cb (HammerPlayersPage *self)
{
  gtk_search_bar_set_search_mode (self->search_bar, FALSE);
}

static HammerWindow *
get_window (HammerPlayersPage *self)
{
  return HAMMER_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (self), HAMMER_TYPE_WINDOW));
}

static void
open_dialog (HammerPlayersPage *self,
             HammerPlayer      *player)
{
  HammerPlayerDialog *dialog;
  GtkWindow *window = GTK_WINDOW (get_window (self));

  if (self->store == NULL)
    return;

  dialog = hammer_player_dialog_new (window, self->store, player);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
row_activated_cb (HammerPlayersPage *self,
                  guint              position)
{
  g_autoptr(HammerPlayer) player = hammer_filtered_list_get_item (self->list, position);

  if (player != NULL)
    open_dialog (self, player);
}

void
hammer_players_page_add (HammerPlayersPage *self)
{
  g_return_if_fail (HAMMER_IS_PLAYERS_PAGE (self));

  open_dialog (self, NULL);
}

void
hammer_players_page_start_search (HammerPlayersPage *self)
{
  g_return_if_fail (HAMMER_IS_PLAYERS_PAGE (self));

  gtk_search_bar_set_search_mode (self->search_bar, TRUE);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

void
hammer_players_page_delete_selected (HammerPlayersPage *self)
{
  g_autoptr(GPtrArray) selected = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 change_id;

  g_return_if_fail (HAMMER_IS_PLAYERS_PAGE (self));

  if (self->store == NULL)
    return;

  selected = hammer_filtered_list_get_selected (self->list);
  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < selected->len; i++)
    {
      HammerPlayer *player = g_ptr_array_index (selected, i);
      gint64 id = hammer_player_get_id (player);

      g_array_append_val (ids, id);
    }

  if (ids->len == 0)
    return;

  change_id = hammer_store_delete_players (self->store, (const gint64 *) ids->data, ids->len,
                                           &error);
  if (change_id == 0)
    {
      hammer_window_report_error (get_window (self), error);
      return;
    }

  if (ids->len == 1)
    /* TRANSLATORS: %s is a player's name. */
    message = g_strdup_printf (_("%s deleted"), hammer_player_get_name (g_ptr_array_index (selected, 0)));
  else
    message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player deleted",
                                            "%u players deleted", ids->len), ids->len);
  hammer_window_report_change (get_window (self), message, change_id);
}

guint
hammer_players_page_get_n_players (HammerPlayersPage *self)
{
  g_return_val_if_fail (HAMMER_IS_PLAYERS_PAGE (self), 0);

  return hammer_filtered_list_get_n_items (self->list);
}

void
hammer_players_page_set_store (HammerPlayersPage *self,
                               HammerStore       *store)
{
  g_return_if_fail (HAMMER_IS_PLAYERS_PAGE (self));

  if (self->store != NULL)
    g_signal_handlers_disconnect_by_data (self->store, self);
  if (!g_set_object (&self->store, store))
    return;

  if (store != NULL)
    g_signal_connect_object (store, "changed", G_CALLBACK (reload), self, G_CONNECT_SWAPPED);
  reload (self);
}

static void
hammer_players_page_dispose (GObject *object)
{
  HammerPlayersPage *self = (HammerPlayersPage *) object;

  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_PLAYERS_PAGE);
  /* GTK 4.8 leaves the template's unnamed top child in place. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->store);
  g_clear_object (&self->list);

  G_OBJECT_CLASS (hammer_players_page_parent_class)->dispose (object);
}

static void
hammer_players_page_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HammerPlayersPage *self = HAMMER_PLAYERS_PAGE (object);

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
hammer_players_page_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  HammerPlayersPage *self = HAMMER_PLAYERS_PAGE (object);

  switch (prop_id)
    {
    case PROP_FOLDED:
      if (self->folded != g_value_get_boolean (value))
        {
          self->folded = g_value_get_boolean (value);
          /* On a phone-sized window the names need the room more. */
          gtk_column_view_column_set_visible (self->licence_column, !self->folded);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_players_page_class_init (HammerPlayersPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_players_page_dispose;
  object_class->get_property = hammer_players_page_get_property;
  object_class->set_property = hammer_players_page_set_property;

  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/hammer-players-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerPlayersPage, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayersPage, search_button);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayersPage, delete_button);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayersPage, search_bar);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayersPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayersPage, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerPlayersPage, column_view);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, stop_search_cb);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
hammer_players_page_init (HammerPlayersPage *self)
{
  GtkColumnViewColumn *name_column;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->list = hammer_filtered_list_new (HAMMER_TYPE_PLAYER, self->column_view, player_matches);
  g_signal_connect_object (self->list, "changed", G_CALLBACK (update_view), self,
                           G_CONNECT_SWAPPED);

  name_column = hammer_columns_append (self->column_view, HAMMER_TYPE_PLAYER, _("Name"), "name",
                                       HAMMER_COLUMN_TEXT, TRUE);
  hammer_columns_append (self->column_view, HAMMER_TYPE_PLAYER, _("Club"), "club-name",
                         HAMMER_COLUMN_TEXT, TRUE);
  self->licence_column = hammer_columns_append (self->column_view, HAMMER_TYPE_PLAYER,
                                                _("Licence"), "licence", HAMMER_COLUMN_TEXT,
                                                FALSE);
  hammer_columns_append (self->column_view, HAMMER_TYPE_PLAYER, _("Average"), "average",
                         HAMMER_COLUMN_AVERAGE, FALSE);
  gtk_column_view_sort_by_column (self->column_view, name_column, GTK_SORT_ASCENDING);

  gtk_search_bar_set_key_capture_widget (self->search_bar, GTK_WIDGET (self));
  gtk_search_bar_connect_entry (self->search_bar, GTK_EDITABLE (self->search_entry));

  update_view (self);
}
