/* hammer-team-match-row.c — one game of a team match entry
 *
 * A row is the widgets of one game in the entry's grid (from
 * hammer-team-match-row.ui): the game's number and score, the players of
 * each side, picked from the teams' rosters or typed as substitutes, and
 * the ends typed in one line. The row reads and checks what is typed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdlib.h>

#include "hammer-core.h"
#include "league/hammer-league-player.h"
#include "hammer-team-match-row.h"

struct _HammerTeamMatchRow
{
  GObject     parent_instance;

  guint       game;
  guint       players;
  HammerTeamMatchGame *source;  /* plays the ends under the game's options */
  GPtrArray  *home;        /* GtkDropDown, one per player of a side */
  GPtrArray  *away;
  GPtrArray  *home_names;  /* GtkEntry for a substitute's name, one per dropdown */
  GPtrArray  *away_names;

  GtkWidget  *game_box;
  GtkWidget  *home_box;
  GtkWidget  *away_box;
  GtkWidget  *ends_entry;
  GtkWidget  *score_label;
};

G_DEFINE_FINAL_TYPE (HammerTeamMatchRow, hammer_team_match_row, G_TYPE_OBJECT)

char *
hammer_team_match_row_check (HammerTeamMatchRow  *row,
                             const char          *rules,
                             const char * const  *teams,
                             HammerResultInput  **result)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row->ends_entry));
  g_autoptr(HammerResultInput) parsed = NULL;
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *score = NULL;
  g_autofree char *stripped = NULL;
  const int *won, *totals;

  if (result != NULL)
    *result = NULL;
  gtk_widget_remove_css_class (row->ends_entry, "error");
  stripped = g_strstrip (g_strdup (text));
  if (*stripped == '\0')
    {
      gtk_label_set_text (GTK_LABEL (row->score_label), "");
      return NULL;
    }
  /* The rules module reads the ends and decides what they may be. */
  if (!(parsed = hammer_result_input_new_from_ends_text (text, &error)) ||
      !(match = hammer_team_match_game_replay (row->source, rules, teams, parsed, &error)))
    {
      problem = g_strdup (error->message);
      goto failed;
    }
  won = hammer_match_get_games_won (match);
  totals = hammer_match_get_totals (match);
  if (hammer_match_get_state (match) != HAMMER_STATE_FINISHED)
    {
      /* TRANSLATORS: a game not finished yet: games won and points, home first. */
      score = g_strdup_printf (_("Not finished: %d–%d (%d–%d)"), won[0], won[1], totals[0],
                               totals[1]);
      gtk_label_set_text (GTK_LABEL (row->score_label), score);
      problem = g_strdup (_("the game is not finished"));
      gtk_widget_add_css_class (row->ends_entry, "error");
      return g_steal_pointer (&problem);
    }
  /* TRANSLATORS: a finished game: games won and points, home first. */
  score = g_strdup_printf (_("%d–%d (%d–%d)"), won[0], won[1], totals[0], totals[1]);
  gtk_label_set_text (GTK_LABEL (row->score_label), score);
  if (result != NULL)
    *result = g_steal_pointer (&parsed);
  return NULL;

failed:
  gtk_widget_add_css_class (row->ends_entry, "error");
  gtk_label_set_text (GTK_LABEL (row->score_label), "");
  return g_steal_pointer (&problem);
}

/* Shows the substitute's name entry while "Substitute…" is chosen, and
 * takes the keyboard there when the user chose it. */
static void
player_selected_cb (GtkDropDown *dropdown,
                    GParamSpec  *pspec,
                    GtkWidget   *name)
{
  guint substitute = g_list_model_get_n_items (gtk_drop_down_get_model (dropdown)) - 1;
  gboolean shown = gtk_drop_down_get_selected (dropdown) == substitute;

  if (shown == gtk_widget_get_visible (name))
    return;
  gtk_widget_set_visible (name, shown);
  if (shown && gtk_widget_get_mapped (GTK_WIDGET (dropdown)))
    gtk_widget_grab_focus (name);
}

/* One player of a side: the roster's names and, last, "Substitute…",
 * which opens an entry for the name of a player who is not on the roster
 * (or of one who plays for the team as a substitute). */
static GtkWidget *
player_slot (GListModel  *roster,
             GListModel  *chosen,
             guint        slot,
             const char  *label,
             GtkWidget  **dropdown_out,
             GtkWidget  **name_out)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = NULL;
  g_autofree char *name_label = NULL;
  g_autoptr(HammerLeaguePlayer) player = NULL;
  GtkWidget *box;
  GtkWidget *dropdown;
  GtkWidget *name;
  guint selected = slot;
  guint n;

  if (chosen != NULL && slot < g_list_model_get_n_items (chosen))
    player = g_list_model_get_item (chosen, slot);
  for (guint i = 0; i < g_list_model_get_n_items (roster); i++)
    {
      g_autoptr(HammerLeaguePlayer) member = g_list_model_get_item (roster, i);

      gtk_string_list_append (names, hammer_league_player_get_name (member));
      if (player != NULL &&
          hammer_league_player_get_id (player) == hammer_league_player_get_id (member))
        selected = i;
    }
  n = g_list_model_get_n_items (G_LIST_MODEL (names));
  gtk_string_list_append (names, _("Substitute…"));
  /* Who played as a substitute comes back as one. */
  if (player != NULL && (hammer_league_player_get_substitute (player) || selected == slot))
    {
      gboolean found = FALSE;

      for (guint i = 0; i < g_list_model_get_n_items (roster); i++)
        {
          g_autoptr(HammerLeaguePlayer) member = g_list_model_get_item (roster, i);

          found |= hammer_league_player_get_id (member) == hammer_league_player_get_id (player);
        }
      if (!found || hammer_league_player_get_substitute (player))
        selected = n;
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  factory = gtk_builder_list_item_factory_new_from_resource (NULL, "/io/github/hammertourney/Hammer"
                                                                    "/ui/league/"
                                                                    "hammer-team-match-name.ui");
  gtk_drop_down_set_factory (GTK_DROP_DOWN (dropdown), factory);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), selected <= n ? selected : 0);
  gtk_accessible_update_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  gtk_box_append (GTK_BOX (box), dropdown);

  name = gtk_entry_new ();
  gtk_editable_set_width_chars (GTK_EDITABLE (name), 6);
  gtk_entry_set_placeholder_text (GTK_ENTRY (name), _("Substitute’s name"));
  gtk_entry_set_icon_from_icon_name (GTK_ENTRY (name), GTK_ENTRY_ICON_PRIMARY,
                                     "system-users-symbolic");
  gtk_entry_set_icon_tooltip_text (GTK_ENTRY (name), GTK_ENTRY_ICON_PRIMARY, _("Substitute"));
  gtk_widget_set_tooltip_text (name, _("A player not on the team’s roster, or new"));
  /* TRANSLATORS: the accessible name of a substitute's name entry, after
   * the player's place ("Game 1, home player 2"). */
  name_label = g_strdup_printf (_("%s, substitute’s name"), label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (name), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name_label, -1);
  gtk_widget_add_css_class (name, "substitute");
  if (selected == n && player != NULL)
    gtk_editable_set_text (GTK_EDITABLE (name), hammer_league_player_get_name (player));
  gtk_widget_set_visible (name, selected == n);
  gtk_box_append (GTK_BOX (box), name);
  g_signal_connect_object (dropdown, "notify::selected", G_CALLBACK (player_selected_cb), name,
                           0);

  *dropdown_out = dropdown;
  *name_out = name;
  return box;
}

/* A side's players into @players; a substitute by the name typed. Returns
 * the entry of a substitute without a name, or NULL. */
static GtkWidget *
read_side (GPtrArray *dropdowns,
           GPtrArray *names,
           GPtrArray *ids,
           GPtrArray *players)
{
  GtkWidget *missing = NULL;

  for (guint p = 0; p < dropdowns->len; p++)
    {
      guint selected = gtk_drop_down_get_selected (g_ptr_array_index (dropdowns, p));
      GtkWidget *name = g_ptr_array_index (names, p);

      if (selected < ids->len)
        g_ptr_array_add (players, g_strdup (g_ptr_array_index (ids, selected)));
      else if (gtk_widget_get_visible (name))
        {
          const char *text = gtk_editable_get_text (GTK_EDITABLE (name));
          g_autofree char *typed = g_strstrip (g_strdup (text));

          if (*typed == '\0' && missing == NULL)
            missing = name;
          g_ptr_array_add (players, g_steal_pointer (&typed));
        }
    }
  g_ptr_array_add (players, NULL);
  return missing;
}

/* The players of each side, in order of the roster by default, each game
 * its own. */
static void
add_players (HammerTeamMatchRow  *row,
             HammerTeamMatchGame *game,
             guint                index,
             GListModel          *home_roster,
             GListModel          *away_roster)
{
  GListModel *home_players = hammer_team_match_game_get_entered (game)
                               ? hammer_team_match_game_get_home (game) : NULL;
  GListModel *away_players = hammer_team_match_game_get_entered (game)
                               ? hammer_team_match_game_get_away (game) : NULL;
  guint n_home = g_list_model_get_n_items (home_roster);
  guint n_away = g_list_model_get_n_items (away_roster);

  for (guint p = 0; p < row->players; p++)
    {
      g_autofree char *home_label = g_strdup_printf (_("Game %u, home player %u"),
                                                     row->game + 1, p + 1);
      g_autofree char *away_label = g_strdup_printf (_("Game %u, away player %u"),
                                                     row->game + 1, p + 1);
      guint turn = index * row->players + p;
      GtkWidget *dropdown;
      GtkWidget *sub_name;

      gtk_box_append (GTK_BOX (row->home_box),
                      player_slot (home_roster, home_players,
                                   home_players ? p : turn % MAX (n_home, 1),
                                   home_label, &dropdown, &sub_name));
      g_ptr_array_add (row->home, dropdown);
      g_ptr_array_add (row->home_names, sub_name);
      gtk_box_append (GTK_BOX (row->away_box),
                      player_slot (away_roster, away_players,
                                   away_players ? p : turn % MAX (n_away, 1),
                                   away_label, &dropdown, &sub_name));
      g_ptr_array_add (row->away, dropdown);
      g_ptr_array_add (row->away_names, sub_name);
    }
}

static GtkWidget *
take_object (GtkBuilder *builder,
             const char *name)
{
  return g_object_ref (GTK_WIDGET (gtk_builder_get_object (builder, name)));
}

HammerTeamMatchRow *
hammer_team_match_row_new (HammerTeamMatchGame *game,
                           guint                index,
                           GListModel          *home_roster,
                           GListModel          *away_roster)
{
  g_autoptr(GtkBuilder) builder = NULL;
  HammerTeamMatchRow *row;
  g_autofree char *label = NULL;
  const char *kind;

  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_GAME (game), NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (home_roster), NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (away_roster), NULL);

  kind = hammer_team_match_game_get_kind (game);
  row = g_object_new (HAMMER_TYPE_TEAM_MATCH_ROW, NULL);
  row->game = hammer_team_match_game_get_game (game);
  row->players = hammer_team_match_game_get_players (game);
  row->source = g_object_ref (game);

  builder = gtk_builder_new_from_resource ("/io/github/hammertourney/Hammer/ui/league/"
                                           "hammer-team-match-row.ui");
  row->game_box = take_object (builder, "game_box");
  row->home_box = take_object (builder, "home_box");
  row->away_box = take_object (builder, "away_box");
  row->ends_entry = take_object (builder, "ends_entry");
  row->score_label = GTK_WIDGET (gtk_builder_get_object (builder, "score_label"));

  /* TRANSLATORS: a game of a team match: its number and kind (singles, doubles). */
  label = g_strdup_printf (_("%u · %s"), row->game + 1,
                           g_str_equal (kind, "singles") ? _("Singles")
                           : g_str_equal (kind, "doubles") ? _("Doubles") : kind);
  gtk_label_set_text (GTK_LABEL (gtk_builder_get_object (builder, "game_label")), label);
  add_players (row, game, index, home_roster, away_roster);

  gtk_editable_set_text (GTK_EDITABLE (row->ends_entry),
                         hammer_team_match_game_get_ends_text (game));
  g_free (label);
  label = g_strdup_printf (_("Ends of game %u"), row->game + 1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row->ends_entry),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return row;
}

void
hammer_team_match_row_attach (HammerTeamMatchRow *row,
                              GtkGrid            *grid,
                              int                 line)
{
  g_return_if_fail (HAMMER_IS_TEAM_MATCH_ROW (row));

  gtk_grid_attach (grid, row->game_box, 0, line, 1, 1);
  gtk_grid_attach (grid, row->home_box, 1, line, 1, 1);
  gtk_grid_attach (grid, row->away_box, 2, line, 1, 1);
  gtk_grid_attach (grid, row->ends_entry, 0, line + 1, 3, 1);
}

guint
hammer_team_match_row_get_game (HammerTeamMatchRow *row)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_ROW (row), 0);

  return row->game;
}

GtkWidget *
hammer_team_match_row_get_ends_entry (HammerTeamMatchRow *row)
{
  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_ROW (row), NULL);

  return row->ends_entry;
}

GtkWidget *
hammer_team_match_row_add_game (HammerTeamMatchRow   *row,
                                HammerTeamMatchInput *input,
                                GPtrArray            *home_ids,
                                GPtrArray            *away_ids,
                                HammerResultInput    *result)
{
  g_autoptr(GPtrArray) home = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) away = g_ptr_array_new_with_free_func (g_free);
  GtkWidget *missing;

  g_return_val_if_fail (HAMMER_IS_TEAM_MATCH_ROW (row), NULL);
  g_return_val_if_fail (input != NULL, NULL);
  g_return_val_if_fail (result != NULL, NULL);

  if ((missing = read_side (row->home, row->home_names, home_ids, home)) ||
      (missing = read_side (row->away, row->away_names, away_ids, away)))
    return missing;
  hammer_team_match_input_add_game (input, row->game, (const char * const *) home->pdata,
                                    (const char * const *) away->pdata, result);
  return NULL;
}

static void
hammer_team_match_row_finalize (GObject *object)
{
  HammerTeamMatchRow *row = HAMMER_TEAM_MATCH_ROW (object);

  g_clear_pointer (&row->home, g_ptr_array_unref);
  g_clear_pointer (&row->away, g_ptr_array_unref);
  g_clear_pointer (&row->home_names, g_ptr_array_unref);
  g_clear_pointer (&row->away_names, g_ptr_array_unref);
  g_clear_object (&row->source);
  g_clear_object (&row->game_box);
  g_clear_object (&row->home_box);
  g_clear_object (&row->away_box);
  g_clear_object (&row->ends_entry);

  G_OBJECT_CLASS (hammer_team_match_row_parent_class)->finalize (object);
}

static void
hammer_team_match_row_class_init (HammerTeamMatchRowClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_team_match_row_finalize;
}

static void
hammer_team_match_row_init (HammerTeamMatchRow *row)
{
  row->home = g_ptr_array_new ();
  row->away = g_ptr_array_new ();
  row->home_names = g_ptr_array_new ();
  row->away_names = g_ptr_array_new ();
}
