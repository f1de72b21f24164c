/* hammer-season-page-lists.c — the lists of a season page: nights,
 * standings, averages and members, their columns, loading them from the
 * store, and opening a night or a member from a row
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "league/hammer-season-members.h"
#include "league/hammer-seasons.h"

#include "hammer-club-night-entry.h"
#include "hammer-player-page.h"
#include "hammer-season-item.h"
#include "hammer-season-page-private.h"
#include "hammer-window.h"

static char *
format_average (double value)
{
  return value < 0 ? NULL : g_strdup_printf ("%.1f", value);
}

static HammerSeasonMember *
item_member (HammerSeasonItem *item)
{
  return HAMMER_SEASON_MEMBER (hammer_season_item_get_target (item));
}

static HammerSeasonNight *
item_night (HammerSeasonItem *item)
{
  return HAMMER_SEASON_NIGHT (hammer_season_item_get_target (item));
}

static char *
format_class (HammerSeasonItem *item)
{
  return g_strdup (hammer_season_member_get_class_name (item_member (item)));
}

/* The total, or the points by points: the figure of the shown ranking. */
static char *
format_figure (HammerSeasonItem *item)
{
  return g_strdup_printf ("%d", hammer_season_member_get_figure (item_member (item)));
}

/* The games, or the series by best series. */
static char *
format_count (HammerSeasonItem *item)
{
  return g_strdup_printf ("%u", hammer_season_member_get_count (item_member (item)));
}

static char *
format_ranking_average (HammerSeasonItem *item)
{
  return format_average (hammer_season_member_get_ranking_average (item_member (item)));
}

static char *
format_season_average (HammerSeasonItem *item)
{
  return format_average (hammer_season_member_get_average (item_member (item)));
}

static char *
format_last (HammerSeasonItem *item)
{
  return format_average (hammer_season_member_get_last_average (item_member (item)));
}

static char *
format_trend (HammerSeasonItem *item)
{
  double average = hammer_season_member_get_average (item_member (item));
  double last = hammer_season_member_get_last_average (item_member (item));

  if (average < 0 || last < 0)
    return NULL;
  if (fabs (last - average) < 0.05)
    /* TRANSLATORS: the trend of an average that stays the same. */
    return g_strdup (_("steady"));
  /* TRANSLATORS: an average's trend, up (▲) or down (▼) by a number of points. */
  return g_strdup_printf (last > average ? _("▲ %.1f") : _("▼ %.1f"), fabs (last - average));
}

static char *
format_date (HammerSeasonItem *item)
{
  return hammer_competition_page_format_date (hammer_season_night_get_date (item_night (item)));
}

static char *
format_winner (HammerSeasonItem *item)
{
  HammerSeasonNight *night = item_night (item);
  const char *winners = hammer_season_night_get_winners (night);

  if (winners == NULL || *winners == '\0')
    return NULL;
  return g_strdup_printf ("%s (%d)", winners, hammer_season_night_get_winning_total (night));
}

/* Loading */

HammerSeasonRanking
hammer_season_page_shown_ranking (HammerSeasonPage *self)
{
  guint ranking = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->ranking_dropdown));

  return ranking > HAMMER_SEASON_BY_BEST4 ? HAMMER_SEASON_BY_TOTAL : ranking;
}

/* The title, the summary and the list of nights. */
static void
show_nights (HammerSeasonPage *self)
{
  GListModel *nights = hammer_season_members_get_nights (self->season_members);
  g_autofree char *summary = NULL;
  guint n_members = g_list_model_get_n_items (G_LIST_MODEL (self->season_members));
  guint n_nights = g_list_model_get_n_items (nights);
  guint games = hammer_season_members_get_games_per_night (self->season_members);
  g_autofree char *members_text = NULL, *nights_text = NULL, *games_text = NULL;

  members_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u member", "%u members",
                                               n_members), n_members);
  nights_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u night", "%u nights",
                                              n_nights), n_nights);
  games_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game a night",
                                             "%u games a night", games), games);
  /* TRANSLATORS: the season's summary: members, nights, games a night. */
  summary = g_strdup_printf (_("%s · %s · %s"), members_text, nights_text, games_text);
  gtk_label_set_text (GTK_LABEL (self->season_summary), summary);
  hammer_competition_page_set_subtitle (HAMMER_COMPETITION_PAGE (self), summary);
  hammer_season_item_refill_objects (self->nights_view, self->nights, nights, "id");
  gtk_stack_set_visible_child_name (GTK_STACK (self->nights_stack),
                                    n_nights > 0 ? "list" : "empty");
}

/* The members, and which players are members already. */
static void
show_members (HammerSeasonPage *self)
{
  GListModel *members = G_LIST_MODEL (self->season_members);

  self->reloading = TRUE;
  hammer_season_item_refill_objects (self->members_view, self->members, members, "id");
  self->reloading = FALSE;
  g_hash_table_remove_all (self->member_players);
  for (guint i = 0; i < g_list_model_get_n_items (members); i++)
    {
      g_autoptr(HammerSeasonMember) member = g_list_model_get_item (members, i);
      gint64 *player = g_new (gint64, 1);

      *player = hammer_season_member_get_player (member);
      g_hash_table_add (self->member_players, player);
    }
}

/* The members' averages by class and average. */
static void
show_averages (HammerSeasonPage *self)
{
  guint last_games = hammer_season_members_get_last_games (self->season_members);
  g_autofree char *last_title = NULL;

  last_title = g_strdup_printf (_("Last %" PRId64), (gint64) last_games);
  gtk_column_view_column_set_title (self->last_column, last_title);
  hammer_season_item_refill_objects (self->averages_view, self->averages,
                                     hammer_season_members_get_averages (self->season_members),
                                     "id");
}

/* The standings by the chosen ranking, each line with the member's class. */
static void
show_standings (HammerSeasonPage *self)
{
  HammerSeasonRanking ranking = hammer_season_members_get_ranking (self->season_members);

  gtk_column_view_column_set_title (self->figure_column,
                                    ranking == HAMMER_SEASON_BY_POINTS ? _("Points")
                                                                       : _("Total"));
  gtk_column_view_column_set_title (self->count_column,
                                    ranking == HAMMER_SEASON_BY_BEST4 ? _("Series")
                                                                      : _("Games"));
  hammer_season_item_refill_objects (self->standings_view, self->standings,
                                     hammer_season_members_get_standings (self->season_members),
                                     "id");
}

/* The roster, for adding members. */
static void
show_roster (HammerSeasonPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = hammer_roster_list_players (page_store (self), &error);

  /* The roster to choose from as it was, rather than none. */
  if (players == NULL)
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  g_list_store_remove_all (self->roster);
  for (guint i = 0; players != NULL && i < players->len; i++)
    g_list_store_append (self->roster, g_ptr_array_index (players, i));
  gtk_filter_changed (self->roster_filter, GTK_FILTER_CHANGE_DIFFERENT);
}

/* The season's members and nights, read again: the model follows the
 * store itself, but the page may be told of a change before it is. */
static gboolean
read_season (HammerSeasonPage  *self,
             GError           **error)
{
  HammerSeasonMembers *members = self->season_members;

  if (members != NULL && hammer_season_members_get_store (members) == page_store (self) &&
      hammer_season_members_get_season_id (members) == page_season (self))
    {
      hammer_season_members_set_ranking (members, hammer_season_page_shown_ranking (self));
      hammer_season_members_update (members, NULL);
      /* A season deleted leaves no name; one that could not be read is
       * read afresh below, to say why. */
      if (*hammer_season_members_get_name (members) != '\0' &&
          hammer_season_members_get_read_error (members) == NULL)
        return TRUE;
    }
  g_clear_object (&self->season_members);
  if (!(members = hammer_season_members_new (page_store (self), page_season (self), error)))
    return FALSE;
  hammer_season_members_set_ranking (members, hammer_season_page_shown_ranking (self));
  self->season_members = members;
  return TRUE;
}

void
hammer_season_page_reload (HammerCompetitionPage *page)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (page);
  g_autoptr(GError) error = NULL;

  if (!read_season (self, &error))
    {
      hammer_competition_page_show_missing (page, error);
      return;
    }
  hammer_competition_page_show_found (page, hammer_season_members_get_name (self->season_members));

  show_nights (self);
  show_members (self);
  show_averages (self);
  show_standings (self);
  show_roster (self);

  if (g_strcmp0 (hammer_competition_page_get_page (page), "player") == 0)
    {
      HammerPlayerPage *player_page = HAMMER_PLAYER_PAGE (self->player_page);

      adw_window_title_set_title (self->player_title, hammer_player_page_get_name (player_page));
    }
}

/* Opening nights and members */

void
hammer_season_page_open_night (HammerSeasonPage *self,
                               gint64            night_id)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *entry = hammer_club_night_entry_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                  page_store (self), page_season (self), night_id);

  gtk_window_present (GTK_WINDOW (entry));
}

static void
nights_activate_cb (GtkColumnView    *view,
                    guint             position,
                    HammerSeasonPage *self)
{
  g_autoptr(HammerSeasonItem) item = g_list_model_get_item (G_LIST_MODEL (self->nights), position);

  if (item != NULL)
    hammer_season_page_open_night (self, hammer_season_night_get_id (item_night (item)));
}

static void
member_activate_cb (GtkColumnView    *view,
                    guint             position,
                    HammerSeasonPage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_autoptr(HammerSeasonItem) item = g_list_model_get_item (model, position);

  if (item != NULL)
    hammer_season_page_show_member (self, hammer_season_member_get_id (item_member (item)));
}

/* Columns */

void
hammer_season_page_init_lists (HammerSeasonPage *self)
{
  HammerCompetitionPage *page = HAMMER_COMPETITION_PAGE (self);

  self->nights = hammer_competition_page_add_list (page, self->nights_view);
  self->standings = hammer_competition_page_add_list (page, self->standings_view);
  self->averages = hammer_competition_page_add_list (page, self->averages_view);
  self->members = hammer_competition_page_add_list (page, self->members_view);
  hammer_season_item_add_column (self->nights_view, _("Date"), format_date, FALSE, TRUE);
  hammer_season_item_add_int_column (self->nights_view, _("Present"), "present");
  hammer_season_item_add_column (self->nights_view, _("Winner"), format_winner, FALSE, TRUE);
  g_signal_connect (self->nights_view, "activate", G_CALLBACK (nights_activate_cb), self);

  hammer_season_item_add_column (self->standings_view, _("Place"),
                                 hammer_season_item_format_place, TRUE, FALSE);
  hammer_season_item_add_column (self->standings_view, _("Name"),
                                 hammer_season_item_format_name, FALSE, TRUE);
  hammer_season_item_add_column (self->standings_view, _("Class"), format_class, FALSE, FALSE);
  self->figure_column = hammer_season_item_add_column (self->standings_view, _("Total"),
                                                       format_figure, TRUE, FALSE);
  self->count_column = hammer_season_item_add_column (self->standings_view, _("Games"),
                                                      format_count, TRUE, FALSE);
  hammer_season_item_add_column (self->standings_view, _("Average"), format_ranking_average,
                                 TRUE, FALSE);
  g_signal_connect (self->standings_view, "activate", G_CALLBACK (member_activate_cb), self);
  g_signal_connect_swapped (self->ranking_dropdown, "notify::selected",
                            G_CALLBACK (hammer_competition_page_reload), self);

  hammer_season_item_add_column (self->averages_view, _("Name"),
                                 hammer_season_item_format_name, FALSE, TRUE);
  hammer_season_item_add_column (self->averages_view, _("Class"), format_class, FALSE, FALSE);
  hammer_season_item_add_int_column (self->averages_view, _("Games"), "games");
  hammer_season_item_add_column (self->averages_view, _("Average"), format_season_average,
                                 TRUE, FALSE);
  self->last_column = hammer_season_item_add_column (self->averages_view, _("Last Games"),
                                                     format_last, TRUE, FALSE);
  hammer_season_item_add_column (self->averages_view, _("Trend"), format_trend, TRUE, FALSE);
  g_signal_connect (self->averages_view, "activate", G_CALLBACK (member_activate_cb), self);

  hammer_season_item_add_column (self->members_view, _("Name"),
                                 hammer_season_item_format_name, FALSE, TRUE);
  hammer_season_item_add_column (self->members_view, _("Class"), format_class, FALSE, FALSE);
  hammer_season_item_add_int_column (self->members_view, _("Games"), "games");
  hammer_season_item_add_int_column (self->members_view, _("Total"), "total");
  g_signal_connect (self->members_view, "activate", G_CALLBACK (member_activate_cb), self);
}
