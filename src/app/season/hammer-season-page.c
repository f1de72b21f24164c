/* hammer-season-page.c — a season: nights, standings, averages, members
 *
 * Every view reads the store's JSON reports into list stores of
 * HammerSeasonItem; a reload splices the new items in, so the views keep
 * their place. A member's row opens their player page inside the season.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "hammer-places.h"
#include "league/hammer-club-night.h"
#include "io/hammer-tables.h"
#include "league/hammer-league-files.h"
#include "league/hammer-seasons.h"

#include "hammer-club-night-entry.h"
#include "hammer-player-page.h"
#include "hammer-season-item.h"
#include "hammer-season-page.h"
#include "hammer-app-utils.h"
#include "hammer-season-paper.h"
#include "hammer-season-settings.h"
#include "hammer-print-dialog.h"
#include "hammer-window.h"

struct _HammerSeasonPage
{
  GtkWidget    parent_instance;

  HammerStore *store;
  gint64       season_id;

  GListStore  *nights;
  GListStore  *standings;
  GListStore  *averages;
  GListStore  *members;
  GListStore  *roster;
  GtkFilter   *roster_filter;
  GHashTable  *member_players;  /* player ids of members */

  GtkWidget   *back_button;
  GtkWidget   *window_back_button;
  GtkWidget   *print_button;
  GtkWidget   *settings_view;
  gboolean     folded;
  GtkWidget   *title_stack;
  AdwViewSwitcherTitle *switcher_title;
  AdwWindowTitle *player_title;
  GtkWidget   *main_stack;
  GtkWidget   *view_stack;
  GtkWidget   *season_summary;
  GtkWidget   *nights_stack;
  GtkColumnView *nights_view;
  GtkColumnView *standings_view;
  GtkColumnView *averages_view;
  GtkColumnView *members_view;
  GtkWidget   *ranking_dropdown;
  GtkWidget   *roster_search;
  GtkWidget   *roster_revealer;
  GtkListView *roster_view;
  GtkWidget   *player_page;
  GtkWidget   *missing_page;
  GtkWidget   *start_box;
  GtkWidget   *start_label;
  GtkWidget   *start_entry;
  GtkWidget   *start_error;

  GtkColumnViewColumn *figure_column;
  GtkColumnViewColumn *count_column;
  GtkColumnViewColumn *last_column;
  gboolean     reloading;
};

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
format_games (HammerSeasonItem *item)
{
  return hammer_season_item_format_int (item, "games");
}

static char *
format_total (HammerSeasonItem *item)
{
  return hammer_season_item_format_int (item, "total");
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
  const char *iso = hammer_season_item_get_string (item, "date");
  g_autofree char *text = g_strdup_printf ("%sT12:00:00Z", iso ? iso : "");
  g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (text, NULL);

  if (when == NULL)
    return g_strdup (iso);
  /* TRANSLATORS: a strftime format for the date of a club night. */
  return g_date_time_format (when, _("%a %-d %B %Y"));
}

static char *
format_present (HammerSeasonItem *item)
{
  return hammer_season_item_format_int (item, "present");
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

static HammerSeasonRanking
shown_ranking (HammerSeasonPage *self)
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

  adw_view_switcher_title_set_title (self->switcher_title,
                                     json_object_get_string_member (header, "name"));
  members_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u member", "%u members",
                                               n_members), n_members);
  nights_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u night", "%u nights",
                                              n_nights), n_nights);
  games_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u game a night",
                                             "%u games a night", games), games);
  /* TRANSLATORS: the season's summary: members, nights, games a night. */
  summary = g_strdup_printf (_("%s · %s · %s"), members_text, nights_text, games_text);
  gtk_label_set_text (GTK_LABEL (self->season_summary), summary);
  adw_view_switcher_title_set_subtitle (self->switcher_title, summary);
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

  if (!(averages = hammer_seasons_averages_json (self->store, self->season_id, 0, &error)))
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
  HammerSeasonRanking ranking = shown_ranking (self);
  JsonArray *all = array_member (averages, "members");
  JsonArray *list;

  if (!(standings = hammer_seasons_standings_json (self->store, self->season_id, ranking,
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
  g_autoptr(GPtrArray) players = hammer_roster_list_players (self->store, NULL);

  g_list_store_remove_all (self->roster);
  for (guint i = 0; players != NULL && i < players->len; i++)
    g_list_store_append (self->roster, g_ptr_array_index (players, i));
  gtk_filter_changed (self->roster_filter, GTK_FILTER_CHANGE_DIFFERENT);
}

static void
reload (HammerSeasonPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) nights = NULL;
  g_autoptr(JsonNode) members = NULL;
  g_autoptr(JsonNode) averages = NULL;

  if (self->store == NULL || self->season_id == 0)
    {
      gtk_stack_set_visible_child_name (GTK_STACK (self->main_stack), "missing");
      return;
    }

  if (!(nights = hammer_seasons_nights_json (self->store, self->season_id, &error)) ||
      !(members = hammer_seasons_members_json (self->store, self->season_id, &error)))
    {
      adw_status_page_set_description (ADW_STATUS_PAGE (self->missing_page), error->message);
      gtk_stack_set_visible_child_name (GTK_STACK (self->main_stack), "missing");
      return;
    }
  if (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->main_stack)), "missing") == 0)
    gtk_stack_set_visible_child_name (GTK_STACK (self->main_stack), "season");

  show_nights (self, nights, members);
  show_members (self, members);
  if (!(averages = show_averages (self)) || !show_standings (self, averages))
    return;
  show_roster (self);

  if (g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->main_stack)), "player") == 0)
    {
      HammerPlayerPage *player_page = HAMMER_PLAYER_PAGE (self->player_page);

      adw_window_title_set_title (self->player_title, hammer_player_page_get_name (player_page));
    }
}

/* Roster */

static gboolean
roster_filter_func (gpointer item,
                    gpointer user_data)
{
  HammerSeasonPage *self = user_data;
  HammerPlayer *player = item;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->roster_search));
  gint64 id = hammer_player_get_id (player);
  g_autofree char *name = NULL;
  g_autofree char *key = NULL;

  if (text == NULL || *text == '\0' || g_hash_table_contains (self->member_players, &id))
    return FALSE;
  name = g_utf8_casefold (hammer_player_get_name (player), -1);
  key = g_utf8_casefold (text, -1);
  return strstr (name, key) != NULL;
}

static void
roster_search_changed_cb (HammerSeasonPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->roster_search));

  gtk_filter_changed (self->roster_filter, GTK_FILTER_CHANGE_DIFFERENT);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->roster_revealer), *text != '\0');
}

static void
setup_roster_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (list_item, label);
}

static void
bind_roster_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item)
{
  HammerPlayer *player = gtk_list_item_get_item (list_item);
  const char *club = hammer_player_get_club_name (player);
  g_autofree char *text = NULL;

  if (club != NULL && *club != '\0')
    /* TRANSLATORS: a player to add and their club. */
    text = g_strdup_printf (_("%s, %s"), hammer_player_get_name (player), club);
  else
    text = g_strdup (hammer_player_get_name (player));
  if (hammer_player_has_average (player) && hammer_player_get_average (player) <= HAMMER_START_AVERAGE_MAX)
    {
      g_autofree char *plain = g_steal_pointer (&text);

      /* TRANSLATORS: a player to add, then the roster average they start with. */
      text = g_strdup_printf (_("%s · starts at %.1f"), plain, hammer_player_get_average (player));
    }
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), text);
}

static void
add_player (HammerSeasonPage *self,
            HammerPlayer     *player)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) added = NULL;
  g_autofree char *id = g_strdup_printf ("%" PRId64, hammer_player_get_id (player));
  g_autofree char *message = NULL;
  const char *players[] = { id, NULL };
  /* The roster's average starts them off, so they have a class from the
   * first night; the start average field below changes it. */
  const double start_averages[] = { HAMMER_START_AVERAGE_ROSTER };

  if (!(added = hammer_seasons_add_members_averaged (self->store, self->season_id, players,
                                                     start_averages, &error)))
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  if (hammer_player_has_average (player) && hammer_player_get_average (player) <= HAMMER_START_AVERAGE_MAX)
    /* TRANSLATORS: a toast; %s is a player's name, then their roster average. */
    message = g_strdup_printf (_("%s joined the season with start average %.1f"),
                               hammer_player_get_name (player),
                               hammer_player_get_average (player));
  else
    /* TRANSLATORS: a toast; %s is a player's name. */
    message = g_strdup_printf (_("%s joined the season"), hammer_player_get_name (player));
  hammer_window_report_last_change_near (GTK_WIDGET (self), self->store, message);
  gtk_editable_set_text (GTK_EDITABLE (self->roster_search), "");
  gtk_widget_grab_focus (self->roster_search);
}

static void
roster_activate_cb (GtkListView      *view,
                    guint             position,
                    HammerSeasonPage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (view));
  g_autoptr(HammerPlayer) player = g_list_model_get_item (model, position);

  if (player != NULL)
    add_player (self, player);
}

static void
roster_search_activate_cb (HammerSeasonPage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (self->roster_view));

  /* Enter takes the only, or the first, player found. */
  if (g_list_model_get_n_items (model) > 0)
    {
      g_autoptr(HammerPlayer) player = g_list_model_get_item (model, 0);
      add_player (self, player);
    }
}

/* Opening nights and members */

static void
open_night (HammerSeasonPage *self,
            gint64            night_id)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *entry = hammer_club_night_entry_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                                  self->store, self->season_id, night_id);

  gtk_window_present (GTK_WINDOW (entry));
}

static void
nights_activate_cb (GtkColumnView    *view,
                    guint             position,
                    HammerSeasonPage *self)
{
  g_autoptr(HammerSeasonItem) item = g_list_model_get_item (G_LIST_MODEL (self->nights), position);

  if (item != NULL)
    open_night (self, hammer_season_item_get_int (item, "night"));
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

/* Every roster player becomes a member, each with their roster average. */
static gboolean
add_whole_roster (HammerSeasonPage *self)
{
  g_autoptr(GPtrArray) players = hammer_roster_list_players (self->store, NULL);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) averages = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) added = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  double roster = HAMMER_START_AVERAGE_ROSTER;

  for (guint i = 0; players != NULL && i < players->len; i++)
    {
      g_ptr_array_add (ids, g_strdup_printf ("%" PRId64,
                                             hammer_player_get_id (g_ptr_array_index (players,
                                                                                      i))));
      g_array_append_val (averages, roster);
    }
  g_ptr_array_add (ids, NULL);
  if (!(added = hammer_seasons_add_members_averaged (self->store, self->season_id,
                                                     (const char * const *) ids->pdata,
                                                     (const double *) averages->data, &error)))
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return FALSE;
    }
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u member joined the season",
                                          "%u members joined the season", added->len),
                             added->len);
  hammer_window_report_last_change_near (GTK_WIDGET (self), self->store, message);
  return TRUE;
}

static void
no_members_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        HammerSeasonPage *self)
{
  if (g_str_equal (response, "members"))
    {
      adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->view_stack), "members");
      gtk_widget_grab_focus (self->roster_search);
    }
  else if (g_str_equal (response, "roster") && add_whole_roster (self))
    open_night (self, 0);
}

/* A club night's grid lists the members; without any it would be empty, so
 * the page says so and offers to add them first. */
static void
new_night_activated (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);
  g_autoptr(GPtrArray) roster = NULL;
  GtkWidget *dialog;
  GtkRoot *root;

  if (g_list_model_get_n_items (G_LIST_MODEL (self->members)) > 0)
    {
      open_night (self, 0);
      return;
    }

  root = gtk_widget_get_root (widget);
  roster = hammer_roster_list_players (self->store, NULL);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("The Season Has No Members Yet"),
                                   _("A club night lists the season’s members to type their "
                                     "totals. Add members from the roster first; each starts "
                                     "with their roster average, which gives them a class."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "members", _("_Choose Members"),
                                    NULL);
  if (roster != NULL && roster->len > 0)
    {
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "_Add the %u Roster Player",
                                                             "_Add All %u Roster Players",
                                                             roster->len), roster->len);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "roster", label);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "roster",
                                                  ADW_RESPONSE_SUGGESTED);
    }
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "members");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (no_members_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

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

/* Start averages */

static gint64
selected_member (HammerSeasonPage *self)
{
  GtkSelectionModel *model = gtk_column_view_get_model (self->members_view);
  GtkSingleSelection *selection = GTK_SINGLE_SELECTION (model);
  HammerSeasonItem *item = gtk_single_selection_get_selected_item (selection);

  return item != NULL ? hammer_season_item_get_int (item, "member") : 0;
}

static void
member_selected_cb (HammerSeasonPage *self)
{
  gint64 member = selected_member (self);
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;
  JsonNode *average;

  /* A reload empties the list for a moment; the selection comes back. */
  if (self->reloading)
    return;
  gtk_widget_set_visible (self->start_error, FALSE);
  gtk_widget_set_sensitive (self->start_box, member != 0);
  if (member == 0 ||
      !(node = hammer_seasons_member_json (self->store, self->season_id, member, NULL)))
    {
      gtk_label_set_text_with_mnemonic (GTK_LABEL (self->start_label), _("_Start average"));
      gtk_editable_set_text (GTK_EDITABLE (self->start_entry), "");
      return;
    }
  /* TRANSLATORS: %s is a member's name. */
  label = g_strdup_printf (_("_Start average of %s"),
                           json_object_get_string_member (json_node_get_object (node), "name"));
  gtk_label_set_text_with_mnemonic (GTK_LABEL (self->start_label), label);
  average = json_object_get_member (json_node_get_object (node), "start_average");
  if (average != NULL && !JSON_NODE_HOLDS_NULL (average))
    text = g_strdup_printf ("%.1f", json_node_get_double (average));
  gtk_editable_set_text (GTK_EDITABLE (self->start_entry), text ? text : "");
}

static void
set_start_average_activated (GtkWidget  *widget,
                             const char *action_name,
                             GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->start_entry));
  g_autofree char *text = g_strstrip (g_strdup (typed));
  g_autoptr(GError) error = NULL;
  gint64 member = selected_member (self);
  double average = -1;
  char *end = NULL;

  if (member == 0)
    return;
  if (*text != '\0')
    {
      g_strdelimit (text, ",", '.');
      average = g_ascii_strtod (text, &end);
      if (*end != '\0' || average < 0)
        {
          g_autofree char *message = g_strdup_printf (_("“%s” is not an average"), text);

          gtk_label_set_text (GTK_LABEL (self->start_error), message);
          gtk_widget_set_visible (self->start_error, TRUE);
          gtk_widget_grab_focus (self->start_entry);
          return;
        }
    }
  if (!hammer_seasons_set_start_average (self->store, self->season_id, member, average,
                                         &error))
    {
      gtk_label_set_text (GTK_LABEL (self->start_error), error->message);
      gtk_widget_set_visible (self->start_error, TRUE);
      gtk_widget_grab_focus (self->start_entry);
      return;
    }
  gtk_widget_set_visible (self->start_error, FALSE);
  hammer_window_report_last_change_near (GTK_WIDGET (self), self->store,
                                         _("Start average set"));
}

static void
start_entry_activate_cb (HammerSeasonPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "season.set-start-average", NULL);
}

static void
show_settings_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  hammer_season_page_show_view (HAMMER_SEASON_PAGE (widget), "settings");
}

/* Paper and files */

static const char *const pdf_documents[] = { "night", "averages", "standings", "report", "form" };

/* The date of the night selected in the list of nights, or NULL. */
static char *
selected_night (HammerSeasonPage *self)
{
  GtkSelectionModel *model = gtk_column_view_get_model (self->nights_view);
  HammerSeasonItem *item = gtk_single_selection_get_selected_item (GTK_SINGLE_SELECTION (model));

  return item != NULL ? g_strdup (hammer_season_item_get_string (item, "date")) : NULL;
}

/* "current" is the document of the view in front. */
static const char *
resolve_document (HammerSeasonPage *self,
                  const char       *document)
{
  const char *view = adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (self->view_stack));

  if (!g_str_equal (document, "current"))
    return document;
  if (g_strcmp0 (view, "nights") == 0)
    return g_list_model_get_n_items (G_LIST_MODEL (self->nights)) > 0 ? "night" : "form";
  if (g_strcmp0 (view, "standings") == 0)
    return "standings";
  if (g_strcmp0 (view, "averages") == 0)
    return "averages";
  return "report";
}

static gboolean
sheet_options (HammerSeasonPage         *self,
               const char               *document,
               HammerSeasonSheetOptions *options,
               char                    **night)
{
  hammer_season_sheet_options_init (options);
  if (!hammer_season_sheet_kind_from_string (document, &options->kind))
    return FALSE;
  options->paper = hammer_print_default_paper ();
  options->ranking = shown_ranking (self);
  if (options->kind == HAMMER_SEASON_SHEET_NIGHT)
    options->night = *night = selected_night (self);
  return TRUE;
}

static void
print_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);
  const char *document = resolve_document (self, g_variant_get_string (parameter, NULL));
  g_autofree char *night = NULL;
  HammerSeasonSheetOptions options;

  if (self->store == NULL || self->season_id == 0 ||
      !sheet_options (self, document, &options, &night))
    return;
  hammer_season_paper_print (widget, self->store, self->season_id, &options,
                             g_str_equal (action_name, "season.export-pdf"));
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (object);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;

  hammer_season_page_export_finish (self, result, &error);
  hammer_paper_report_saved (GTK_WIDGET (self), file, error);
}

static void
export_chosen_cb (GtkWidget *widget,
                  GFile     *file,
                  gpointer   data)
{
  hammer_season_page_export_async (HAMMER_SEASON_PAGE (widget), data, file, NULL,
                                   export_done_cb, g_object_ref (file));
}

static void
export_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);
  const char *document = g_variant_get_string (parameter, NULL);
  const char *title = adw_view_switcher_title_get_title (self->switcher_title);
  g_autofree char *name = NULL;

  if (self->store == NULL || self->season_id == 0)
    return;
  if (g_str_equal (document, "standings-csv"))
    /* TRANSLATORS: a suggested file name: the season, then the document. */
    name = g_strdup_printf (_("%s – standings.csv"), title);
  else if (g_str_equal (document, "averages-csv"))
    /* TRANSLATORS: a suggested file name: the season, then the document. */
    name = g_strdup_printf (_("%s – averages.csv"), title);
  hammer_paper_choose_export (widget, title, document, name, export_chosen_cb);
}

/* The text of a file of the season, or NULL with @error set. */
static char *
season_file_text (HammerSeasonPage  *self,
                  const char        *document,
                  GError           **error)
{
  static const char *const by[] = { "total", "average", "points", "best4" };

  if (g_str_equal (document, "standings-csv"))
    return hammer_seasons_export_text (self->store, self->season_id, HAMMER_FILE_CSV,
                                       "standings", NULL, by[shown_ranking (self)], NULL,
                                       error);
  if (g_str_equal (document, "averages-csv"))
    return hammer_seasons_export_text (self->store, self->season_id, HAMMER_FILE_CSV,
                                       "averages", NULL, NULL, NULL, error);
  if (g_str_equal (document, "html"))
    return hammer_seasons_export_text (self->store, self->season_id, HAMMER_FILE_HTML,
                                       "report", NULL, NULL, NULL, error);
  if (g_str_equal (document, "json"))
    return hammer_seasons_export_text (self->store, self->season_id, HAMMER_FILE_JSON,
                                       NULL, NULL, NULL, NULL, error);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("Unknown kind of document"));
  return NULL;
}

void
hammer_season_page_export_async (HammerSeasonPage    *self,
                                 const char          *document,
                                 GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *night = NULL;
  HammerSeasonSheetOptions options;
  char *text;

  g_return_if_fail (HAMMER_IS_SEASON_PAGE (self));
  g_return_if_fail (document != NULL);
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_season_page_export_async);
  if (self->store == NULL || self->season_id == 0)
    {
      g_task_return_new_error (task, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                               _("There is no season to export"));
      return;
    }
  if (g_strv_contains (pdf_documents, document))
    {
      sheet_options (self, document, &options, &night);
      hammer_season_paper_export_async (self->store, self->season_id, &options, file,
                                        cancellable, hammer_paper_pdf_saved_to_task,
                                        g_steal_pointer (&task));
      return;
    }
  if (!(text = season_file_text (self, document, &error)))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  hammer_paper_save_text_async (file, text, cancellable, hammer_paper_text_saved_to_task,
                                g_steal_pointer (&task));
}

gboolean
hammer_season_page_export_finish (HammerSeasonPage  *self,
                                  GAsyncResult      *result,
                                  GError           **error)
{
  return hammer_print_task_finish (self, result, error);
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
                                G_CALLBACK (reload), self))
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
  reload (self);
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

  gtk_widget_class_install_action (widget_class, "season.new-night", NULL, new_night_activated);
  gtk_widget_class_install_action (widget_class, "season.back", NULL, back_activated);
  gtk_widget_class_install_action (widget_class, "season.set-start-average", NULL,
                                   set_start_average_activated);
  gtk_widget_class_install_action (widget_class, "season.print", "s", print_activated);
  gtk_widget_class_install_action (widget_class, "season.export-pdf", "s", print_activated);
  gtk_widget_class_install_action (widget_class, "season.export", "s", export_activated);
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
  g_autoptr(GtkListItemFactory) factory = NULL;
  GtkFilterListModel *filtered;
  GtkSelectionModel *selection;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->nights = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->standings = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->averages = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->members = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->roster = g_list_store_new (HAMMER_TYPE_PLAYER);
  self->member_players = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.back", FALSE);

  hammer_season_item_add_column (self->nights_view, _("Date"), format_date, FALSE, TRUE);
  hammer_season_item_add_column (self->nights_view, _("Present"), format_present, TRUE, FALSE);
  hammer_season_item_add_column (self->nights_view, _("Winner"), format_winner, FALSE, TRUE);
  hammer_season_item_show_in (self->nights_view, G_LIST_MODEL (self->nights));
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
  hammer_season_item_show_in (self->standings_view, G_LIST_MODEL (self->standings));
  g_signal_connect (self->standings_view, "activate", G_CALLBACK (member_activate_cb), self);
  g_signal_connect_swapped (self->ranking_dropdown, "notify::selected", G_CALLBACK (reload), self);

  hammer_season_item_add_column (self->averages_view, _("Name"),
                                 hammer_season_item_format_name, FALSE, TRUE);
  hammer_season_item_add_column (self->averages_view, _("Class"), format_class, FALSE, FALSE);
  hammer_season_item_add_column (self->averages_view, _("Games"), format_games, TRUE, FALSE);
  hammer_season_item_add_column (self->averages_view, _("Average"), format_season_average,
                                 TRUE, FALSE);
  self->last_column = hammer_season_item_add_column (self->averages_view, _("Last Games"),
                                                     format_last, TRUE, FALSE);
  hammer_season_item_add_column (self->averages_view, _("Trend"), format_trend, TRUE, FALSE);
  hammer_season_item_show_in (self->averages_view, G_LIST_MODEL (self->averages));
  g_signal_connect (self->averages_view, "activate", G_CALLBACK (member_activate_cb), self);

  hammer_season_item_add_column (self->members_view, _("Name"),
                                 hammer_season_item_format_name, FALSE, TRUE);
  hammer_season_item_add_column (self->members_view, _("Class"), format_class, FALSE, FALSE);
  hammer_season_item_add_column (self->members_view, _("Games"), format_games, TRUE, FALSE);
  hammer_season_item_add_column (self->members_view, _("Total"), format_total, TRUE, FALSE);
  hammer_season_item_show_in (self->members_view, G_LIST_MODEL (self->members));
  g_signal_connect_swapped (gtk_column_view_get_model (self->members_view), "notify::selected",
                            G_CALLBACK (member_selected_cb), self);
  g_signal_connect_swapped (self->start_entry, "activate", G_CALLBACK (start_entry_activate_cb),
                            self);
  g_signal_connect (self->members_view, "activate", G_CALLBACK (member_activate_cb), self);

  self->roster_filter = GTK_FILTER (gtk_custom_filter_new (roster_filter_func, self, NULL));
  filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->roster)),
                                        self->roster_filter);
  selection = GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (filtered)));
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_roster_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_roster_cb), NULL);
  gtk_list_view_set_factory (self->roster_view, factory);
  gtk_list_view_set_model (self->roster_view, selection);
  g_object_unref (selection);
  g_signal_connect (self->roster_view, "activate", G_CALLBACK (roster_activate_cb), self);
  g_signal_connect_swapped (self->roster_search, "search-changed",
                            G_CALLBACK (roster_search_changed_cb), self);
  g_signal_connect_swapped (self->roster_search, "activate",
                            G_CALLBACK (roster_search_activate_cb), self);
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
