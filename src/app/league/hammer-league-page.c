/* hammer-league-page.c — a team league: next match day, fixtures, table
 *
 * Reads hammer-leagues' JSON reports into list stores of HammerSeasonItem.
 * Fixtures are listed match day by match day (a bye is a line of its own);
 * activating a fixture opens its team match for entering the games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "hammer-places.h"
#include "io/hammer-league-tables.h"
#include "league/hammer-league-files.h"
#include "league/hammer-leagues.h"

#include "hammer-league-page.h"
#include "hammer-app-utils.h"
#include "hammer-print-dialog.h"
#include "hammer-season-item.h"
#include "hammer-season-paper.h"
#include "hammer-team-match-entry.h"
#include "hammer-window.h"

struct _HammerLeaguePage
{
  GtkWidget    parent_instance;

  HammerStore *store;
  gint64       league_id;

  GListStore  *next;
  GListStore  *fixtures;
  GListStore  *table;
  GListStore  *teams;
  GListStore  *players;
  GtkStringList *divisions;
  gboolean     reloading;

  AdwViewSwitcherTitle *switcher_title;
  GtkWidget   *print_button;
  gboolean     folded;
  GtkWidget   *division_dropdown;
  GtkWidget   *main_stack;
  GtkWidget   *view_stack;
  GtkWidget   *next_stack;
  GtkWidget   *next_label;
  GtkWidget   *next_status;
  GtkColumnView *next_view;
  GtkColumnView *fixtures_view;
  GtkColumnView *table_view;
  GtkColumnView *teams_view;
  GtkColumnView *players_view;
  GtkWidget   *team_name_entry;
  GtkWidget   *team_players_entry;
  GtkWidget   *teams_error;
  GtkWidget   *missing_page;
};

G_DEFINE_FINAL_TYPE (HammerLeaguePage, hammer_league_page, GTK_TYPE_WIDGET)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_LEAGUE_ID,
  PROP_FOLDED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Cells */

static char *
long_date (const char *iso)
{
  g_autofree char *text = g_strdup_printf ("%sT12:00:00Z", iso ? iso : "");
  g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (text, NULL);

  if (when == NULL)
    return g_strdup (iso);
  /* TRANSLATORS: a strftime format for the date of a match day. */
  return g_date_time_format (when, _("%a %-d %B %Y"));
}

static const char *
side_name (HammerSeasonItem *item,
           const char       *side)
{
  JsonNode *node = json_object_get_member (hammer_season_item_get_object (item), side);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  return json_object_get_string_member_with_default (json_node_get_object (node), "name", NULL);
}

static char *
format_day (HammerSeasonItem *item)
{
  return g_strdup_printf ("%" PRId64, hammer_season_item_get_int (item, "day"));
}

static char *
format_date (HammerSeasonItem *item)
{
  const char *date = hammer_season_item_get_string (item, "date");
  const char *state = hammer_season_item_get_string (item, "state");

  if (date == NULL && g_strcmp0 (state, "postponed") == 0)
    /* TRANSLATORS: a postponed fixture without a new date yet. */
    return g_strdup (_("Postponed, no date yet"));
  return long_date (date);
}

static char *
format_home (HammerSeasonItem *item)
{
  return g_strdup (side_name (item, "home"));
}

static char *
format_away (HammerSeasonItem *item)
{
  if (g_strcmp0 (hammer_season_item_get_string (item, "state"), "bye") == 0)
    /* TRANSLATORS: in place of the away team, for a team without a match that day. */
    return g_strdup (_("Bye"));
  return g_strdup (side_name (item, "away"));
}

static char *
format_result (HammerSeasonItem *item)
{
  JsonNode *node = json_object_get_member (hammer_season_item_get_object (item), "game_points");
  JsonArray *points;

  if (g_strcmp0 (hammer_season_item_get_string (item, "state"), "bye") == 0)
    return g_strdup ("");
  if (hammer_season_item_get_int (item, "games_entered") == 0 || node == NULL ||
      !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  points = json_node_get_array (node);
  /* TRANSLATORS: a team match's result in game points, home first. */
  return g_strdup_printf (_("%" PRId64 "–%" PRId64), json_array_get_int_element (points, 0),
                          json_array_get_int_element (points, 1));
}

static char *
format_state (HammerSeasonItem *item)
{
  const char *state = hammer_season_item_get_string (item, "state");
  JsonObject *object = hammer_season_item_get_object (item);
  gboolean postponed = json_object_get_boolean_member_with_default (object, "postponed", FALSE);

  if (g_strcmp0 (state, "played") == 0)
    return g_strdup (_("Played"));
  if (g_strcmp0 (state, "in_progress") == 0)
    return g_strdup (_("In progress"));
  if (g_strcmp0 (state, "bye") == 0)
    return g_strdup ("");
  if (g_strcmp0 (state, "postponed") == 0 || postponed)
    return g_strdup (_("Postponed"));
  return g_strdup (_("Scheduled"));
}

static char *
format_played (HammerSeasonItem *item)
{
  return hammer_season_item_format_int (item, "played");
}

static char *
format_won (HammerSeasonItem *item)
{
  return hammer_season_item_format_int (item, "won");
}

static char *
format_drawn (HammerSeasonItem *item)
{
  return hammer_season_item_format_int (item, "drawn");
}

static char *
format_lost (HammerSeasonItem *item)
{
  return hammer_season_item_format_int (item, "lost");
}

static char *
format_games (HammerSeasonItem *item)
{
  /* TRANSLATORS: game points for and against a team. */
  return g_strdup_printf (_("%" PRId64 "–%" PRId64),
                          hammer_season_item_get_int (item, "games_for"),
                          hammer_season_item_get_int (item, "games_against"));
}

static char *
format_points (HammerSeasonItem *item)
{
  return hammer_season_item_format_int (item, "points");
}

static char *
format_player_teams (HammerSeasonItem *item)
{
  JsonNode *node = json_object_get_member (hammer_season_item_get_object (item), "teams");
  g_autoptr(GString) text = g_string_new (NULL);
  JsonArray *teams;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  teams = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (teams); i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      g_string_append (text, json_array_get_string_element (teams, i));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
format_win_percent (HammerSeasonItem *item)
{
  double percent = hammer_season_item_get_double (item, "win_percent");

  /* TRANSLATORS: a share of games won, in percent. */
  return percent < 0 ? NULL : g_strdup_printf (_("%.0f%%"), percent);
}

static char *
format_per_game (HammerSeasonItem *item)
{
  double score_for = hammer_season_item_get_double (item, "score_for_per_game");
  double score_against = hammer_season_item_get_double (item, "score_against_per_game");

  if (score_for < 0 || score_against < 0)
    return NULL;
  /* TRANSLATORS: points scored and conceded per game. */
  return g_strdup_printf (_("%.1f–%.1f"), score_for, score_against);
}

static char *
format_players (HammerSeasonItem *item)
{
  JsonNode *node = json_object_get_member (hammer_season_item_get_object (item), "players");
  g_autoptr(GString) text = g_string_new (NULL);
  JsonArray *players;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  players = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      JsonObject *player = json_array_get_object_element (players, i);

      g_string_append (text, json_object_get_string_member (player, "name"));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Loading */

static JsonObject *
division_object (JsonNode *node,
                 guint     index)
{
  JsonArray *divisions = json_object_get_array_member (json_node_get_object (node), "divisions");

  if (divisions == NULL || index >= json_array_get_length (divisions))
    return NULL;
  return json_array_get_object_element (divisions, index);
}

/* The divisions, in the dropdown when there is more than one. Returns the
 * one selected. */
static guint
show_divisions (HammerLeaguePage *self,
                JsonNode         *fixtures)
{
  JsonArray *all = json_object_get_array_member (json_node_get_object (fixtures), "divisions");
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint selected;

  self->reloading = TRUE;
  selected = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->division_dropdown));
  for (guint i = 0; i < json_array_get_length (all); i++)
    {
      JsonObject *one = json_array_get_object_element (all, i);

      g_ptr_array_add (names, (gpointer) json_object_get_string_member (one, "name"));
    }
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->divisions, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->divisions)),
                          (const char *const *) names->pdata);
  gtk_widget_set_visible (self->division_dropdown, json_array_get_length (all) > 1);
  if (selected >= json_array_get_length (all))
    selected = 0;
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->division_dropdown), selected);
  self->reloading = FALSE;
  return selected;
}

/* A line for the team without a match on @day, as the fixture list shows it. */
static JsonObject *
bye_line (JsonObject *day,
          JsonObject *bye)
{
  JsonObject *line = json_object_new ();
  JsonObject *home = json_object_new ();

  json_object_set_int_member (line, "day", json_object_get_int_member (day, "day"));
  json_object_set_string_member (line, "date", json_object_get_string_member (day, "date"));
  json_object_set_string_member (home, "name", json_object_get_string_member (bye, "name"));
  json_object_set_object_member (line, "home", home);
  json_object_set_string_member (line, "state", "bye");
  return line;
}

/* Above the next match day's fixtures: its number and date, or why there
 * is none. */
static void
show_next_day (HammerLeaguePage *self,
               JsonNode         *next,
               gint64            next_day,
               gboolean          has_days)
{
  if (next_day > 0)
    {
      g_autofree char *when = long_date (json_object_get_string_member (json_node_get_object (next),
                                                                        "date"));
      /* TRANSLATORS: the next match day's number and date. */
      g_autofree char *text = g_strdup_printf (_("Match day %" PRId64 ", %s"), next_day, when);

      gtk_label_set_text (GTK_LABEL (self->next_label), text);
      gtk_stack_set_visible_child_name (GTK_STACK (self->next_stack), "day");
    }
  else
    {
      adw_status_page_set_description (ADW_STATUS_PAGE (self->next_status),
                                       has_days
                                         ? _("Every match day has been played.")
                                         : _("The fixtures have not been made yet."));
      gtk_stack_set_visible_child_name (GTK_STACK (self->next_stack), "none");
    }
}

/* The fixtures of the division, and those of the next match day apart. */
static void
show_fixtures (HammerLeaguePage *self,
               JsonNode         *fixtures,
               guint             selected)
{
  g_autoptr(JsonArray) lines = json_array_new ();
  g_autoptr(JsonArray) next_lines = json_array_new ();
  JsonNode *next = json_object_get_member (json_node_get_object (fixtures), "next_match_day");
  JsonObject *division = division_object (fixtures, selected);
  JsonArray *days = division ? json_object_get_array_member (division, "match_days") : NULL;
  gint64 next_day = 0;

  if (next != NULL && JSON_NODE_HOLDS_OBJECT (next))
    next_day = json_object_get_int_member (json_node_get_object (next), "day");
  for (guint d = 0; days != NULL && d < json_array_get_length (days); d++)
    {
      JsonObject *day = json_array_get_object_element (days, d);
      JsonArray *list = json_object_get_array_member (day, "fixtures");
      JsonNode *bye = json_object_get_member (day, "bye");
      gint64 number = json_object_get_int_member (day, "day");

      for (guint f = 0; f < json_array_get_length (list); f++)
        {
          JsonObject *fixture = json_array_get_object_element (list, f);

          json_array_add_object_element (lines, json_object_ref (fixture));
          if (number == next_day)
            json_array_add_object_element (next_lines, json_object_ref (fixture));
        }
      if (bye != NULL && JSON_NODE_HOLDS_OBJECT (bye))
        {
          JsonObject *line = bye_line (day, json_node_get_object (bye));

          json_array_add_object_element (lines, json_object_ref (line));
          if (number == next_day)
            json_array_add_object_element (next_lines, json_object_ref (line));
          json_object_unref (line);
        }
    }
  hammer_season_item_refill (self->fixtures_view, self->fixtures, lines, "id");
  hammer_season_item_refill (self->next_view, self->next, next_lines, "id");
  show_next_day (self, next, next_day, days != NULL && json_array_get_length (days) > 0);
}

static void
reload (HammerLeaguePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) fixtures = NULL;
  g_autoptr(JsonNode) table = NULL;
  g_autoptr(JsonNode) league = NULL;
  g_autoptr(JsonNode) stats = NULL;
  JsonObject *division;
  guint selected;

  if (self->store == NULL || self->league_id == 0 || self->reloading)
    return;
  if (!(fixtures = hammer_leagues_fixtures_json (self->store, self->league_id, &error)) ||
      !(table = hammer_leagues_table_json (self->store, self->league_id, &error)))
    {
      adw_status_page_set_description (ADW_STATUS_PAGE (self->missing_page), error->message);
      gtk_stack_set_visible_child_name (GTK_STACK (self->main_stack), "missing");
      return;
    }
  gtk_stack_set_visible_child_name (GTK_STACK (self->main_stack), "league");
  adw_view_switcher_title_set_title (self->switcher_title,
                                     json_object_get_string_member (json_node_get_object (fixtures),
                                                                    "name"));

  selected = show_divisions (self, fixtures);
  show_fixtures (self, fixtures, selected);

  division = division_object (table, selected);
  hammer_season_item_refill (self->table_view, self->table,
                             division ? json_object_get_array_member (division, "table") : NULL,
                             "team");

  if ((stats = hammer_leagues_stats_json (self->store, self->league_id, NULL)) != NULL)
    hammer_season_item_refill (self->players_view, self->players,
                               json_object_get_array_member (json_node_get_object (stats),
                                                             "players"),
                               "player");

  if ((league = hammer_leagues_get_json (self->store, self->league_id, NULL)) != NULL &&
      (division = division_object (league, selected)) != NULL)
    hammer_season_item_refill (self->teams_view, self->teams,
                               json_object_get_array_member (division, "teams"), "id");
}

static void
show_teams_error (HammerLeaguePage *self,
                  const GError     *error)
{
  gtk_label_set_text (GTK_LABEL (self->teams_error), error ? error->message : "");
  gtk_widget_set_visible (self->teams_error, error != NULL);
}

static void
report_change (HammerLeaguePage *self,
               const char       *message)
{
  hammer_window_report_last_change_near (GTK_WIDGET (self), self->store, message);
}

static void
add_team_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = g_ptr_array_new_with_free_func (g_free);
  g_auto(GStrv) names = g_strsplit (gtk_editable_get_text (GTK_EDITABLE (self->team_players_entry)),
                                    ",", -1);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->team_name_entry));
  g_autofree char *name = g_strstrip (g_strdup (typed));
  g_autofree char *message = NULL;
  GtkDropDown *dropdown = GTK_DROP_DOWN (self->division_dropdown);
  GtkStringObject *division = gtk_drop_down_get_selected_item (dropdown);

  for (guint i = 0; names[i] != NULL; i++)
    {
      char *player = g_strstrip (g_strdup (names[i]));

      if (*player != '\0')
        g_ptr_array_add (players, player);
      else
        g_free (player);
    }
  g_ptr_array_add (players, NULL);
  if (hammer_leagues_add_team (self->store, self->league_id,
                               division ? gtk_string_object_get_string (division) : NULL,
                               name, NULL, (const char *const *) players->pdata,
                               &error) == 0)
    {
      show_teams_error (self, error);
      gtk_widget_grab_focus (self->team_name_entry);
      return;
    }
  show_teams_error (self, NULL);
  gtk_editable_set_text (GTK_EDITABLE (self->team_name_entry), "");
  gtk_editable_set_text (GTK_EDITABLE (self->team_players_entry), "");
  gtk_widget_grab_focus (self->team_name_entry);
  /* TRANSLATORS: a toast; %s is a team's name. */
  message = g_strdup_printf (_("Team %s added"), name);
  report_change (self, message);
}

static void
make_fixtures_activated (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);
  g_autoptr(GError) error = NULL;

  if (!hammer_leagues_generate_fixtures (self->store, self->league_id, &error))
    {
      show_teams_error (self, error);
      return;
    }
  show_teams_error (self, NULL);
  report_change (self, _("Fixtures made"));
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->view_stack), "fixtures");
}

static void
fixture_activate_cb (GtkColumnView    *view,
                     guint             position,
                     HammerLeaguePage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_autoptr(HammerSeasonItem) item = g_list_model_get_item (model, position);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *entry;

  if (item == NULL || g_strcmp0 (hammer_season_item_get_string (item, "state"), "bye") == 0)
    return;
  entry = hammer_team_match_entry_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                       self->store, hammer_season_item_get_int (item, "id"));
  gtk_window_present (GTK_WINDOW (entry));
}

/* Paper */

/* On a narrow page Print gives its room to the title; it is in the menu too. */
static void
update_header_cb (HammerLeaguePage *self)
{
  gtk_widget_set_visible (self->print_button,
                          !adw_view_switcher_title_get_title_visible (self->switcher_title));
}

/* The fixture selected in the fixture list, or 0. */
static gint64
selected_fixture (HammerLeaguePage *self)
{
  GtkSelectionModel *model = gtk_column_view_get_model (self->fixtures_view);
  HammerSeasonItem *item = gtk_single_selection_get_selected_item (GTK_SINGLE_SELECTION (model));

  if (item == NULL || g_strcmp0 (hammer_season_item_get_string (item, "state"), "bye") == 0)
    return 0;
  return hammer_season_item_get_int (item, "id");
}

/* "current" is the document of the view in front: the score forms of the
 * next match day, the fixture list, or the table. */
static gboolean
sheet_options (HammerLeaguePage         *self,
               const char               *document,
               HammerLeagueSheetOptions *options)
{
  const char *view = adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (self->view_stack));

  if (g_str_equal (document, "current"))
    document = g_strcmp0 (view, "next") == 0 ? "form"
             : g_strcmp0 (view, "fixtures") == 0 ? "fixtures" : "table";
  hammer_league_sheet_options_init (options);
  options->paper = hammer_print_default_paper ();
  return hammer_league_sheet_kind_from_string (document, &options->kind);
}

static void
print_activated (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);
  HammerLeagueSheetOptions options;

  if (self->store == NULL || self->league_id == 0 ||
      !sheet_options (self, g_variant_get_string (parameter, NULL), &options))
    return;
  hammer_league_paper_print (widget, self->store, self->league_id, selected_fixture (self),
                             &options, g_str_equal (action_name, "league.export-pdf"));
}

/* The text of a file of the league, or NULL with @error set. */
static char *
league_file_text (HammerLeaguePage  *self,
                  const char        *document,
                  GError           **error)
{
  if (g_str_equal (document, "json"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_JSON, NULL,
                                       NULL, error);
  if (g_str_equal (document, "table-csv"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_CSV,
                                       "table", NULL, error);
  if (g_str_equal (document, "fixtures-csv"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_CSV,
                                       "fixtures", NULL, error);
  if (g_str_equal (document, "players-csv"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_CSV,
                                       "stats", NULL, error);
  if (g_str_equal (document, "html"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_HTML,
                                       NULL, NULL, error);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("Unknown kind of document"));
  return NULL;
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;

  hammer_league_page_export_finish (HAMMER_LEAGUE_PAGE (object), result, &error);
  hammer_paper_report_saved (GTK_WIDGET (object), file, error);
}

static void
export_chosen_cb (GtkWidget *widget,
                  GFile     *file,
                  gpointer   data)
{
  hammer_league_page_export_async (HAMMER_LEAGUE_PAGE (widget), data, file, NULL,
                                   export_done_cb, g_object_ref (file));
}

static void
export_activated (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);
  const char *document = g_variant_get_string (parameter, NULL);
  const char *title = adw_view_switcher_title_get_title (self->switcher_title);
  g_autofree char *name = NULL;

  if (self->store == NULL || self->league_id == 0)
    return;
  if (g_str_equal (document, "table-csv"))
    /* TRANSLATORS: a suggested file name: the league, then the document. */
    name = g_strdup_printf (_("%s – table.csv"), title);
  else if (g_str_equal (document, "fixtures-csv"))
    /* TRANSLATORS: a suggested file name: the league, then the document. */
    name = g_strdup_printf (_("%s – fixtures.csv"), title);
  else if (g_str_equal (document, "players-csv"))
    /* TRANSLATORS: a suggested file name: the league, then the document. */
    name = g_strdup_printf (_("%s – players.csv"), title);
  hammer_paper_choose_export (widget, title, document, name, export_chosen_cb);
}

void
hammer_league_page_export_async (HammerLeaguePage    *self,
                                 const char          *document,
                                 GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  HammerLeagueSheetOptions options;

  g_return_if_fail (HAMMER_IS_LEAGUE_PAGE (self));
  g_return_if_fail (document != NULL);
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_league_page_export_async);
  if (self->store != NULL && self->league_id != 0 &&
      (g_str_has_suffix (document, "-csv") || g_str_equal (document, "html") ||
       g_str_equal (document, "json")))
    {
      g_autoptr(GError) error = NULL;
      char *text;

      if (!(text = league_file_text (self, document, &error)))
        g_task_return_error (task, g_steal_pointer (&error));
      else
        hammer_paper_save_text_async (file, text, cancellable, hammer_paper_text_saved_to_task,
                                      g_steal_pointer (&task));
      return;
    }
  if (self->store == NULL || self->league_id == 0 ||
      !sheet_options (self, document, &options))
    {
      g_task_return_new_error (task, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                               _("There is no such document of the league"));
      return;
    }
  hammer_league_paper_export_async (self->store, self->league_id, selected_fixture (self),
                                    &options, file, cancellable, hammer_paper_pdf_saved_to_task,
                                    g_steal_pointer (&task));
}

gboolean
hammer_league_page_export_finish (HammerLeaguePage  *self,
                                  GAsyncResult      *result,
                                  GError           **error)
{
  return hammer_print_task_finish (self, result, error);
}

/* Class */

static void
add_team_cb (HammerLeaguePage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "league.add-team", NULL);
}

static void
hammer_league_page_dispose (GObject *object)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (object);
  GtkWidget *child;

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_LEAGUE_PAGE);
  /* Children of the template without an id are not unparented by it. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->store);
  g_clear_object (&self->next);
  g_clear_object (&self->fixtures);
  g_clear_object (&self->table);
  g_clear_object (&self->teams);
  g_clear_object (&self->players);
  g_clear_object (&self->divisions);
  G_OBJECT_CLASS (hammer_league_page_parent_class)->dispose (object);
}

static void
hammer_league_page_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_LEAGUE_ID:
      g_value_set_int64 (value, self->league_id);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_league_page_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      if (!hammer_follow_store (&self->store, g_value_get_object (value),
                                G_CALLBACK (reload), self))
        return;
      break;
    case PROP_LEAGUE_ID:
      if (self->league_id == g_value_get_int64 (value))
        return;
      self->league_id = g_value_get_int64 (value);
      break;
    case PROP_FOLDED:
      if (self->folded == g_value_get_boolean (value))
        return;
      self->folded = g_value_get_boolean (value);
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
hammer_league_page_class_init (HammerLeaguePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_league_page_dispose;
  object_class->get_property = hammer_league_page_get_property;
  object_class->set_property = hammer_league_page_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_LEAGUE_ID] =
    g_param_spec_int64 ("league-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Bound to the window's leaflet: the sidebar is folded away. */
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/league/"
                                               "hammer-league-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, print_button);
  gtk_widget_class_bind_template_callback (widget_class, update_header_cb);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, division_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, main_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, next_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, next_label);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, next_status);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, next_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, fixtures_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, table_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, teams_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, players_view);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, team_name_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, team_players_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, teams_error);
  gtk_widget_class_bind_template_child (widget_class, HammerLeaguePage, missing_page);

  gtk_widget_class_install_action (widget_class, "league.add-team", NULL, add_team_activated);
  gtk_widget_class_install_action (widget_class, "league.make-fixtures", NULL,
                                   make_fixtures_activated);
  gtk_widget_class_install_action (widget_class, "league.print", "s", print_activated);
  gtk_widget_class_install_action (widget_class, "league.export-pdf", "s", print_activated);
  gtk_widget_class_install_action (widget_class, "league.export", "s", export_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "league.print", "s", "current");
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
add_fixture_columns (GtkColumnView *view,
                     gboolean       with_day)
{
  if (with_day)
    {
      hammer_season_item_add_column (view, _("Day"), format_day, TRUE, FALSE);
      hammer_season_item_add_column (view, _("Date"), format_date, FALSE, FALSE);
    }
  hammer_season_item_add_column (view, _("Home"), format_home, FALSE, TRUE);
  hammer_season_item_add_column (view, _("Away"), format_away, FALSE, TRUE);
  hammer_season_item_add_column (view, _("Result"), format_result, TRUE, FALSE);
  hammer_season_item_add_column (view, _("State"), format_state, FALSE, FALSE);
}

static void
hammer_league_page_init (HammerLeaguePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->next = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->fixtures = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->table = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->teams = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->players = g_list_store_new (HAMMER_TYPE_SEASON_ITEM);
  self->divisions = gtk_string_list_new (NULL);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->division_dropdown),
                           G_LIST_MODEL (self->divisions));
  g_signal_connect_swapped (self->division_dropdown, "notify::selected", G_CALLBACK (reload),
                            self);

  add_fixture_columns (self->next_view, FALSE);
  hammer_season_item_show_in (self->next_view, G_LIST_MODEL (self->next));
  g_signal_connect (self->next_view, "activate", G_CALLBACK (fixture_activate_cb), self);

  add_fixture_columns (self->fixtures_view, TRUE);
  hammer_season_item_show_in (self->fixtures_view, G_LIST_MODEL (self->fixtures));
  g_signal_connect (self->fixtures_view, "activate", G_CALLBACK (fixture_activate_cb), self);

  hammer_season_item_add_column (self->table_view, _("Place"),
                                 hammer_season_item_format_place, TRUE, FALSE);
  hammer_season_item_add_column (self->table_view, _("Team"),
                                 hammer_season_item_format_name, FALSE, TRUE);
  /* TRANSLATORS: column headings of a league table, short: played, won, drawn, lost. */
  hammer_season_item_add_column (self->table_view, C_("league table", "P"), format_played, TRUE,
                                 FALSE);
  hammer_season_item_add_column (self->table_view, C_("league table", "W"), format_won, TRUE,
                                 FALSE);
  hammer_season_item_add_column (self->table_view, C_("league table", "D"), format_drawn, TRUE,
                                 FALSE);
  hammer_season_item_add_column (self->table_view, C_("league table", "L"), format_lost, TRUE,
                                 FALSE);
  hammer_season_item_add_column (self->table_view, _("Games"), format_games, TRUE, FALSE);
  hammer_season_item_add_column (self->table_view, _("Points"), format_points, TRUE, FALSE);
  hammer_season_item_show_in (self->table_view, G_LIST_MODEL (self->table));

  hammer_season_item_add_column (self->players_view, _("Player"),
                                 hammer_season_item_format_name, FALSE, TRUE);
  hammer_season_item_add_column (self->players_view, _("Teams"), format_player_teams, FALSE,
                                 TRUE);
  hammer_season_item_add_column (self->players_view, C_("league table", "P"), format_played,
                                 TRUE, FALSE);
  hammer_season_item_add_column (self->players_view, C_("league table", "W"), format_won, TRUE,
                                 FALSE);
  hammer_season_item_add_column (self->players_view, C_("league table", "L"), format_lost, TRUE,
                                 FALSE);
  hammer_season_item_add_column (self->players_view, _("Won"), format_win_percent, TRUE, FALSE);
  hammer_season_item_add_column (self->players_view, _("Per Game"), format_per_game, TRUE,
                                 FALSE);
  hammer_season_item_show_in (self->players_view, G_LIST_MODEL (self->players));

  hammer_season_item_add_column (self->teams_view, _("Team"),
                                 hammer_season_item_format_name, FALSE, FALSE);
  hammer_season_item_add_column (self->teams_view, _("Players"), format_players, FALSE, TRUE);
  hammer_season_item_show_in (self->teams_view, G_LIST_MODEL (self->teams));
  g_signal_connect_swapped (self->team_players_entry, "activate", G_CALLBACK (add_team_cb), self);
}

GtkWidget *
hammer_league_page_new (HammerStore *store,
                        gint64       league_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_LEAGUE_PAGE, "store", store, "league-id", league_id, NULL);
}

void
hammer_league_page_show_view (HammerLeaguePage *self,
                              const char       *name)
{
  g_return_if_fail (HAMMER_IS_LEAGUE_PAGE (self));

  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (self->view_stack), name);
}
