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

#include "league/hammer-seasons.h"

#include "hammer-club-night-entry.h"
#include "hammer-player-page.h"
#include "hammer-season-item.h"
#include "hammer-season-page-private.h"
#include "hammer-window.h"

static char *
format_average (HammerSeasonItem *item,
                const char       *member)
{
  double value = hammer_season_item_get_double (item, member);

  return value < 0 ? NULL : g_strdup_printf ("%.1f", value);
}

static char *
format_class (HammerSeasonItem *item)
{
  return g_strdup (hammer_season_item_get_string (item, "class"));
}

static char *
format_figure (HammerSeasonItem *item)
{
  JsonObject *object = hammer_season_item_get_object (item);
  const char *member = json_object_has_member (object, "points") ? "points" : "total";

  return hammer_season_item_format_int (item, member);
}

static char *
format_count (HammerSeasonItem *item)
{
  JsonObject *object = hammer_season_item_get_object (item);
  const char *member = json_object_has_member (object, "series") ? "series" : "games";

  return hammer_season_item_format_int (item, member);
}

static char *
format_season_average (HammerSeasonItem *item)
{
  return format_average (item, "average");
}

static char *
format_last (HammerSeasonItem *item)
{
  return format_average (item, "last_average");
}

static char *
format_trend (HammerSeasonItem *item)
{
  double average = hammer_season_item_get_double (item, "average");
  double last = hammer_season_item_get_double (item, "last_average");

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
  return hammer_competition_page_format_date (hammer_season_item_get_string (item, "date"));
}

static char *
format_winner (HammerSeasonItem *item)
{
  JsonNode *node = json_object_get_member (hammer_season_item_get_object (item), "winners");
  g_autoptr(GString) text = g_string_new (NULL);
  JsonArray *winners;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  winners = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (winners); i++)
    {
      JsonObject *winner = json_array_get_object_element (winners, i);

      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, json_object_get_string_member (winner, "name"));
      if (i + 1 == json_array_get_length (winners))
        g_string_append_printf (text, " (%" PRId64 ")",
                                json_object_get_int_member (winner, "total"));
    }
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}

/* Loading */

static JsonArray *
array_member (JsonNode   *node,
              const char *member)
{
  JsonNode *child;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  child = json_object_get_member (json_node_get_object (node), member);
  return child != NULL && JSON_NODE_HOLDS_ARRAY (child) ? json_node_get_array (child) : NULL;
}

HammerSeasonRanking
hammer_season_page_shown_ranking (HammerSeasonPage *self)
{
  guint ranking = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->ranking_dropdown));

  return ranking > HAMMER_SEASON_BY_BEST4 ? HAMMER_SEASON_BY_TOTAL : ranking;
}

/* The title, the summary and the list of nights. */
static void
show_nights (HammerSeasonPage *self,
             JsonNode         *nights,
             JsonNode         *members)
{
  JsonObject *header = json_node_get_object (nights);
  JsonArray *list = array_member (nights, "nights");
  g_autofree char *summary = NULL;
  guint n_members = json_array_get_length (array_member (members, "members"));
  guint n_nights = json_array_get_length (list);
  guint games = (guint) json_object_get_int_member (header, "games_per_night");
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
  hammer_season_item_refill (self->nights_view, self->nights, list, "night");
  gtk_stack_set_visible_child_name (GTK_STACK (self->nights_stack),
                                    json_array_get_length (list) > 0 ? "list" : "empty");
}

/* The members, and which players are members already. */
static void
show_members (HammerSeasonPage *self,
              JsonNode         *members)
{
  JsonArray *list = array_member (members, "members");

  self->reloading = TRUE;
  hammer_season_item_refill (self->members_view, self->members, list, "member");
  self->reloading = FALSE;
  g_hash_table_remove_all (self->member_players);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *member = json_array_get_object_element (list, i);
      gint64 *player = g_new (gint64, 1);

      *player = json_object_get_int_member (member, "player");
      g_hash_table_add (self->member_players, player);
    }
}

/* The members' averages by class and average; NULL after reporting why
 * they could not be read. */
static JsonNode *
show_averages (HammerSeasonPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *last_title = NULL;
  JsonNode *averages;

  if (!(averages = hammer_seasons_averages_json (page_store (self), page_season (self), 0, &error)))
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return NULL;
    }
  last_title = g_strdup_printf (_("Last %" PRId64),
                                json_object_get_int_member (json_node_get_object (averages),
                                                            "last_games"));
  gtk_column_view_column_set_title (self->last_column, last_title);
  hammer_season_item_refill (self->averages_view, self->averages,
                             array_member (averages, "members"), "member");
  return averages;
}

/* The standings by the chosen ranking, each line with the member's class
 * from @averages. FALSE after reporting why they could not be read. */
static gboolean
show_standings (HammerSeasonPage *self,
                JsonNode         *averages)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) standings = NULL;
  HammerSeasonRanking ranking = hammer_season_page_shown_ranking (self);
  JsonArray *all = array_member (averages, "members");
  JsonArray *list;

  if (!(standings = hammer_seasons_standings_json (page_store (self), page_season (self), ranking,
                                                   &error)))
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return FALSE;
    }
  list = array_member (standings, "standings");
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *line = json_array_get_object_element (list, i);
      gint64 member = json_object_get_int_member (line, "member");

      for (guint m = 0; m < json_array_get_length (all); m++)
        {
          JsonObject *other = json_array_get_object_element (all, m);
          JsonNode *klass = json_object_get_member (other, "class");

          if (json_object_get_int_member (other, "member") == member && klass != NULL)
            json_object_set_member (line, "class", json_node_copy (klass));
        }
    }
  gtk_column_view_column_set_title (self->figure_column,
                                    ranking == HAMMER_SEASON_BY_POINTS ? _("Points")
                                                                       : _("Total"));
  gtk_column_view_column_set_title (self->count_column,
                                    ranking == HAMMER_SEASON_BY_BEST4 ? _("Series")
                                                                      : _("Games"));
  hammer_season_item_refill (self->standings_view, self->standings, list, "member");
  return TRUE;
}

/* The roster, for adding members. */
static void
show_roster (HammerSeasonPage *self)
{
  g_autoptr(GPtrArray) players = hammer_roster_list_players (page_store (self), NULL);

  g_list_store_remove_all (self->roster);
  for (guint i = 0; players != NULL && i < players->len; i++)
    g_list_store_append (self->roster, g_ptr_array_index (players, i));
  gtk_filter_changed (self->roster_filter, GTK_FILTER_CHANGE_DIFFERENT);
}

void
hammer_season_page_reload (HammerCompetitionPage *page)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (page);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) nights = NULL;
  g_autoptr(JsonNode) members = NULL;
  g_autoptr(JsonNode) averages = NULL;

  if (!(nights = hammer_seasons_nights_json (page_store (self), page_season (self), &error)) ||
      !(members = hammer_seasons_members_json (page_store (self), page_season (self), &error)))
    {
      hammer_competition_page_show_missing (page, error);
      return;
    }
  hammer_competition_page_show_found (page, hammer_json_string (json_node_get_object (nights),
                                                                "name"));

  show_nights (self, nights, members);
  show_members (self, members);
  if (!(averages = show_averages (self)) || !show_standings (self, averages))
    return;
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
    hammer_season_page_open_night (self, hammer_season_item_get_int (item, "night"));
}

static void
member_activate_cb (GtkColumnView    *view,
                    guint             position,
                    HammerSeasonPage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_autoptr(HammerSeasonItem) item = g_list_model_get_item (model, position);

  if (item != NULL)
    hammer_season_page_show_member (self, hammer_season_item_get_int (item, "member"));
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
  hammer_season_item_add_column (self->standings_view, _("Average"), format_season_average,
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
