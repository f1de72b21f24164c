/* hammer-season-page.c — a season: nights, standings, averages, members
 *
 * This part is the widget: its properties, actions and header, and the
 * player page of a member. Its lists are in hammer-season-page-lists.c,
 * adding members and their start averages in hammer-season-page-members.c,
 * print and export in hammer-season-page-paper.c; they share
 * hammer-season-page-private.h.
 *
 * Every view reads the store's JSON reports into list stores of
 * HammerSeasonItem; a reload splices the new items in, so the views keep
 * their place. A member's row opens their player page inside the season.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-player-page.h"
#include "hammer-season-item.h"
#include "hammer-season-page-private.h"
#include "hammer-season-settings.h"

G_DEFINE_FINAL_TYPE (HammerSeasonPage, hammer_season_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_SEASON_ID,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The window's Back is there when the sidebar is folded away, and not on a
 * player page, whose Back returns to the season; Print gives its room to
 * the title when the page is narrow (it is in the menu too). */
static void
update_header_cb (HammerSeasonPage *self)
{
  gboolean player = g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->main_stack)),
                               "player") == 0;

  gtk_widget_set_visible (self->window_back_button, self->folded && !player);
  gtk_widget_set_visible (self->print_button,
                          !adw_view_switcher_title_get_title_visible (self->switcher_title));
}

static void
back_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);

  gtk_stack_set_visible_child_name (GTK_STACK (self->main_stack), "season");
  gtk_stack_set_visible_child_name (GTK_STACK (self->title_stack), "season");
  gtk_widget_set_visible (self->back_button, FALSE);
  gtk_widget_action_set_enabled (widget, "season.back", FALSE);
  update_header_cb (self);
}

static void
show_settings_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  hammer_season_page_show_view (HAMMER_SEASON_PAGE (widget), "settings");
}

/* Class */

static void
hammer_season_page_dispose (GObject *object)
{
  GtkWidget *child;
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_SEASON_PAGE);
  /* Children of the template without an id are not unparented by it. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->store);
  g_clear_object (&self->nights);
  g_clear_object (&self->standings);
  g_clear_object (&self->averages);
  g_clear_object (&self->members);
  g_clear_object (&self->roster);
  g_clear_pointer (&self->member_players, g_hash_table_unref);
  G_OBJECT_CLASS (hammer_season_page_parent_class)->dispose (object);
}

static void
hammer_season_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_SEASON_ID:
      g_value_set_int64 (value, self->season_id);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The season's own rows, and the names of its players and their clubs. */
static void
store_changes_cb (HammerSeasonPage *self,
                  HammerChangeSet  *changes)
{
  if (hammer_change_set_touches_season (changes, self->season_id) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_CLUBS))
    hammer_season_page_reload (self);
}

static void
hammer_season_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      if (!hammer_follow_store (&self->store, g_value_get_object (value),
                                G_CALLBACK (store_changes_cb), self))
        return;
      g_object_set (self->player_page, "store", self->store, NULL);
      g_object_set (self->settings_view, "store", self->store, NULL);
      break;
    case PROP_SEASON_ID:
      if (self->season_id == g_value_get_int64 (value))
        return;
      self->season_id = g_value_get_int64 (value);
      g_object_set (self->settings_view, "season-id", self->season_id, NULL);
      back_activated (GTK_WIDGET (self), NULL, NULL);
      break;
    case PROP_FOLDED:
      if (self->folded == g_value_get_boolean (value))
        return;
      self->folded = g_value_get_boolean (value);
      update_header_cb (self);
      g_object_notify_by_pspec (object, pspec);
      return;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
      return;
    }
  g_object_notify_by_pspec (object, pspec);
  hammer_season_page_reload (self);
}

static void
hammer_season_page_class_init (HammerSeasonPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_season_page_dispose;
  object_class->get_property = hammer_season_page_get_property;
  object_class->set_property = hammer_season_page_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEASON_ID] =
    g_param_spec_int64 ("season-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Bound to the window's leaflet: the sidebar is folded away. */
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HAMMER_TYPE_PLAYER_PAGE);
  g_type_ensure (HAMMER_TYPE_SEASON_SETTINGS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/season/"
                                               "hammer-season-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, window_back_button);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, print_button);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, settings_view);
  gtk_widget_class_bind_template_callback (widget_class, update_header_cb);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, title_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, player_title);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, main_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, season_summary);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, nights_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, nights_view);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, standings_view);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, averages_view);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, members_view);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, ranking_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, roster_search);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, roster_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, roster_view);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, player_page);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, missing_page);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, start_box);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, start_label);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, start_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, start_error);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  gtk_widget_class_install_action (widget_class, "season.new-night", NULL,
                                   hammer_season_page_new_night_activated);
  gtk_widget_class_install_action (widget_class, "season.back", NULL, back_activated);
  gtk_widget_class_install_action (widget_class, "season.set-start-average", NULL,
                                   hammer_season_page_set_start_average_activated);
  gtk_widget_class_install_action (widget_class, "season.print", "s",
                                   hammer_season_page_print_activated);
  gtk_widget_class_install_action (widget_class, "season.export-pdf", "s",
                                   hammer_season_page_print_activated);
  gtk_widget_class_install_action (widget_class, "season.export", "s",
                                   hammer_season_page_export_activated);
  gtk_widget_class_install_action (widget_class, "season.show-settings", NULL,
                                   show_settings_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK,
                                       "season.show-settings", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "season.new-night", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "season.print", "s", "current");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "season.back", NULL);
}

static void
hammer_season_page_init (HammerSeasonPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->nights = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->standings = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->averages = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->members = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->roster = g_list_store_new (HAMMER_TYPE_PLAYER);
  self->member_players = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.back", FALSE);

  hammer_season_page_init_lists (self);
  hammer_season_page_init_members (self);
}

GtkWidget *
hammer_season_page_new (HammerStore *store,
                        gint64       season_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_SEASON_PAGE, "store", store, "season-id", season_id, NULL);
}

void
hammer_season_page_show_view (HammerSeasonPage *self,
                              const char       *name)
{
  g_return_if_fail (HAMMER_IS_SEASON_PAGE (self));

  back_activated (GTK_WIDGET (self), NULL, NULL);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->view_stack), name);
}

void
hammer_season_page_show_member (HammerSeasonPage *self,
                                gint64            member_id)
{
  g_return_if_fail (HAMMER_IS_SEASON_PAGE (self));

  hammer_player_page_set_member (HAMMER_PLAYER_PAGE (self->player_page), self->season_id,
                                 member_id);
  adw_window_title_set_title (self->player_title,
                              hammer_player_page_get_name (HAMMER_PLAYER_PAGE (self->player_page)));
  adw_window_title_set_subtitle (self->player_title,
                                 adw_view_switcher_title_get_title (self->switcher_title));
  gtk_stack_set_visible_child_name (GTK_STACK (self->main_stack), "player");
  gtk_stack_set_visible_child_name (GTK_STACK (self->title_stack), "player");
  gtk_widget_set_visible (self->back_button, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.back", TRUE);
  update_header_cb (self);
}
