/* hammer-season-page.c — a season: nights, standings, averages, members
 *
 * This part is the widget: its actions and header, and the player page
 * of a member; its store, season, header and following the store are the
 * base's, HammerCompetitionPage, which the league page shares. Its lists
 * are in hammer-season-page-lists.c, adding members and their start
 * averages in hammer-season-page-members.c, print and export in
 * hammer-season-page-paper.c; they share hammer-season-page-private.h.
 *
 * Every view reads the store's JSON reports into list stores of
 * HammerSeasonItem; a reload splices the new items in, so the views keep
 * their place. A member's row opens their player page inside the season.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-player-page.h"
#include "hammer-season-page-private.h"
#include "hammer-season-settings.h"

G_DEFINE_FINAL_TYPE (HammerSeasonPage, hammer_season_page, HAMMER_TYPE_COMPETITION_PAGE)

static void
back_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);
  HammerCompetitionPage *page = HAMMER_COMPETITION_PAGE (widget);

  if (g_strcmp0 (hammer_competition_page_get_page (page), "player") == 0)
    hammer_competition_page_show_page (page, "main");
  gtk_stack_set_visible_child_name (GTK_STACK (self->title_stack), "main");
  gtk_widget_set_visible (self->back_button, FALSE);
  gtk_widget_action_set_enabled (widget, "season.back", FALSE);
}

static void
show_settings_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  hammer_season_page_show_view (HAMMER_SEASON_PAGE (widget), "settings");
}

/* Class */

static gboolean
hammer_season_page_touched (HammerCompetitionPage *page,
                            HammerChangeSet       *changes)
{
  return hammer_change_set_touches_season (changes, hammer_competition_page_get_id (page));
}

/* Another season: the page shows it from its views, not from a member's page. */
static void
hammer_season_page_id_changed (HammerCompetitionPage *page)
{
  back_activated (GTK_WIDGET (page), NULL, NULL);
}

static void
hammer_season_page_dispose (GObject *object)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (object);

  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  g_clear_object (&self->season_members);
  g_clear_object (&self->roster);
  g_clear_pointer (&self->member_players, g_hash_table_unref);
  G_OBJECT_CLASS (hammer_season_page_parent_class)->dispose (object);
}

static void
hammer_season_page_class_init (HammerSeasonPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HammerCompetitionPageClass *page_class = HAMMER_COMPETITION_PAGE_CLASS (klass);

  object_class->dispose = hammer_season_page_dispose;
  page_class->touched = hammer_season_page_touched;
  page_class->reload = hammer_season_page_reload;
  page_class->id_changed = hammer_season_page_id_changed;
  hammer_season_page_init_paper (page_class);

  g_type_ensure (HAMMER_TYPE_PLAYER_PAGE);
  g_type_ensure (HAMMER_TYPE_SEASON_SETTINGS);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/season/"
                                               "hammer-season-page.ui");
  hammer_competition_page_class_setup (widget_class, "season");
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, back_button);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, settings_view);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, title_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, player_title);
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
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, start_box);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, start_label);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, start_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerSeasonPage, start_error);

  gtk_widget_class_install_action (widget_class, "season.new-night", NULL,
                                   hammer_season_page_new_night_activated);
  gtk_widget_class_install_action (widget_class, "season.back", NULL, back_activated);
  gtk_widget_class_install_action (widget_class, "season.set-start-average", NULL,
                                   hammer_season_page_set_start_average_activated);
  gtk_widget_class_install_action (widget_class, "season.show-settings", NULL,
                                   show_settings_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_comma, GDK_CONTROL_MASK,
                                       "season.show-settings", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "season.new-night", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK,
                                       "season.back", NULL);
}

static void
hammer_season_page_init (HammerSeasonPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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

  return g_object_new (HAMMER_TYPE_SEASON_PAGE, "store", store, "competition-id", season_id, NULL);
}

void
hammer_season_page_show_view (HammerSeasonPage *self,
                              const char       *name)
{
  g_return_if_fail (HAMMER_IS_SEASON_PAGE (self));

  back_activated (GTK_WIDGET (self), NULL, NULL);
  hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (self), name);
}

void
hammer_season_page_show_member (HammerSeasonPage *self,
                                gint64            member_id)
{
  HammerCompetitionPage *page = HAMMER_COMPETITION_PAGE (self);

  g_return_if_fail (HAMMER_IS_SEASON_PAGE (self));

  hammer_player_page_set_member (HAMMER_PLAYER_PAGE (self->player_page), page_season (self),
                                 member_id);
  adw_window_title_set_title (self->player_title,
                              hammer_player_page_get_name (HAMMER_PLAYER_PAGE (self->player_page)));
  adw_window_title_set_subtitle (self->player_title, hammer_competition_page_get_title (page));
  hammer_competition_page_show_page (page, "player");
  gtk_stack_set_visible_child_name (GTK_STACK (self->title_stack), "player");
  gtk_widget_set_visible (self->back_button, TRUE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.back", TRUE);
}
