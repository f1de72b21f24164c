/* hammer-team-match-entry.c — the games of one team match, entered at once
 *
 * One row per game of the league's format: the players of each side, picked
 * from the teams' rosters or typed as substitutes (the last choice of each
 * player's list), and the ends typed in one line ("3-0 0-2 4-0",
 * "/" before the next game of a best-of match). Each line is checked as it
 * is typed by the rules module, as a match of the league's rule set; the
 * team match is saved in one change, all games or none.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdlib.h>

#include "league/hammer-leagues.h"

#include "hammer-team-match-entry.h"
#include "hammer-window.h"

typedef struct
{
  guint       game;
  guint       players;
  JsonObject *options;     /* the game's, as the league plays it */
  GPtrArray  *home;        /* GtkDropDown, one per player of a side */
  GPtrArray  *away;
  GPtrArray  *home_names;  /* GtkEntry for a substitute's name, one per dropdown */
  GPtrArray  *away_names;
  GtkWidget  *ends;
  GtkWidget  *score;
} GameRow;

struct _HammerTeamMatchEntry
{
  AdwWindow    parent_instance;

  HammerStore *store;
  gint64       fixture_id;
  char        *rules;
  GPtrArray   *home_ids;  /* char *: player ids of the home roster */
  GPtrArray   *away_ids;
  GPtrArray   *rows;      /* GameRow */

  AdwWindowTitle *window_title;
  GtkWidget      *message_label;
  GtkWidget      *grid;
  GtkWidget      *postpone_button;
  GtkWidget      *postpone_entry;
  GtkWidget      *postpone_error;
};

G_DEFINE_FINAL_TYPE (HammerTeamMatchEntry, hammer_team_match_entry, ADW_TYPE_WINDOW)

enum
{
  SAVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
game_row_free (GameRow *row)
{
  g_clear_pointer (&row->home, g_ptr_array_unref);
  g_clear_pointer (&row->away, g_ptr_array_unref);
  g_clear_pointer (&row->home_names, g_ptr_array_unref);
  g_clear_pointer (&row->away_names, g_ptr_array_unref);
  g_clear_pointer (&row->options, json_object_unref);
  g_free (row);
}

/* Reads "3-0 0-2 / 4-0 …" into {"games": [{"ends": [{"points": [3, 0]}, …]}, …]}, or
 * NULL with a message naming the bad end. */
static JsonNode *
parse_ends (const char  *text,
            char       **problem)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_auto(GStrv) games = g_strsplit (text, "/", -1);
  guint n_games = 0;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint g = 0; games[g] != NULL; g++)
    {
      g_auto(GStrv) ends = g_strsplit_set (g_strstrip (games[g]), " ,;\t", -1);
      guint n_ends = 0;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "ends");
      json_builder_begin_array (builder);
      for (guint e = 0; ends[e] != NULL; e++)
        {
          char *end = NULL;
          long home, away;

          if (*ends[e] == '\0')
            continue;
          home = strtol (ends[e], &end, 10);
          if (end == ends[e] || (*end != '-' && *end != ':') || end[1] == '\0')
            goto bad;
          away = strtol (end + 1, &end, 10);
          if (*end != '\0' || home < 0 || away < 0 || home > 999 || away > 999)
            goto bad;
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "points");
          json_builder_begin_array (builder);
          json_builder_add_int_value (builder, home);
          json_builder_add_int_value (builder, away);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
          n_ends++;
          continue;

        bad:
          /* TRANSLATORS: %s is what was typed for one end. */
          *problem = g_strdup_printf (_("“%s” is not an end; write the home and away points "
                                        "as 3-0"), ends[e]);
          return NULL;
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      if (n_ends == 0 && games[g + 1] != NULL)
        {
          *problem = g_strdup_printf (_("Game %u has no ends"), g + 1);
          return NULL;
        }
      n_games++;
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* Checks one row's ends with the rules; sets its score line and returns a
 * message for the first problem, or NULL. */
static char *
check_row (HammerTeamMatchEntry *self,
           GameRow              *row,
           JsonNode            **result)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row->ends));
  g_autoptr(JsonNode) parsed = NULL;
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(HammerViolation) violation = NULL;
  g_autofree char *problem = NULL;
  g_autofree char *score = NULL;
  g_autofree char *stripped = NULL;
  const int *won, *totals;

  if (result != NULL)
    *result = NULL;
  gtk_widget_remove_css_class (row->ends, "error");
  stripped = g_strstrip (g_strdup (text));
  if (*stripped == '\0')
    {
      gtk_label_set_text (GTK_LABEL (row->score), "");
      return NULL;
    }
  if (!(parsed = parse_ends (text, &problem)))
    goto failed;

  if (!(match = hammer_match_replay_json (self->rules != NULL ? self->rules : "", row->options,
                                          json_object_get_member (json_node_get_object (parsed),
                                                                  "games"),
                                          &violation)))
    {
      problem = g_strdup (violation->message);
      goto failed;
    }
  won = hammer_match_get_games_won (match);
  totals = hammer_match_get_totals (match);
  if (hammer_match_get_state (match) != HAMMER_STATE_FINISHED)
    {
      /* TRANSLATORS: a game not finished yet: games won and points, home first. */
      score = g_strdup_printf (_("Not finished: %d–%d (%d–%d)"), won[0], won[1], totals[0],
                               totals[1]);
      gtk_label_set_text (GTK_LABEL (row->score), score);
      problem = g_strdup (_("the game is not finished"));
      gtk_widget_add_css_class (row->ends, "error");
      return g_steal_pointer (&problem);
    }
  /* TRANSLATORS: a finished game: games won and points, home first. */
  score = g_strdup_printf (_("%d–%d (%d–%d)"), won[0], won[1], totals[0], totals[1]);
  gtk_label_set_text (GTK_LABEL (row->score), score);
  if (result != NULL)
    *result = g_steal_pointer (&parsed);
  return NULL;

failed:
  gtk_widget_add_css_class (row->ends, "error");
  gtk_label_set_text (GTK_LABEL (row->score), "");
  return g_steal_pointer (&problem);
}

static void
update (HammerTeamMatchEntry *self)
{
  g_autofree char *first = NULL;

  for (guint r = 0; r < self->rows->len; r++)
    {
      GameRow *row = g_ptr_array_index (self->rows, r);
      g_autofree char *problem = check_row (self, row, NULL);

      gtk_widget_set_tooltip_text (row->ends, problem);
      if (problem != NULL && first == NULL)
        /* TRANSLATORS: a game of the team match (from 1) and what is wrong with it. */
        first = g_strdup_printf (_("Game %u: %s"), row->game + 1, problem);
    }
  gtk_label_set_text (GTK_LABEL (self->message_label), first ? first : "");
  gtk_widget_set_visible (self->message_label, first != NULL);
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

/* Names in the lists shorten with "…" rather than widen the window past
 * a phone's width. */
static void
name_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 6);
  gtk_list_item_set_child (item, label);
}

static void
name_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item)
{
  GtkStringObject *name = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)),
                      gtk_string_object_get_string (name));
}

/* One player of a side: the roster's names and, last, "Substitute…",
 * which opens an entry for the name of a player who is not on the roster
 * (or of one who plays for the team as a substitute). */
static GtkWidget *
player_slot (JsonArray   *roster,
             JsonArray   *chosen,
             guint        slot,
             const char  *label,
             GtkWidget  **dropdown_out,
             GtkWidget  **name_out)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autoptr(GtkListItemFactory) factory = NULL;
  g_autofree char *name_label = NULL;
  JsonObject *player = NULL;
  GtkWidget *box;
  GtkWidget *dropdown;
  GtkWidget *name;
  guint selected = slot;
  guint n;

  if (chosen != NULL && slot < json_array_get_length (chosen))
    player = json_array_get_object_element (chosen, slot);
  for (guint i = 0; roster != NULL && i < json_array_get_length (roster); i++)
    {
      JsonObject *member = json_array_get_object_element (roster, i);

      gtk_string_list_append (names, json_object_get_string_member (member, "name"));
      if (player != NULL &&
          json_object_get_int_member (player, "id") == json_object_get_int_member (member, "id"))
        selected = i;
    }
  n = g_list_model_get_n_items (G_LIST_MODEL (names));
  gtk_string_list_append (names, _("Substitute…"));
  /* Who played as a substitute comes back as one. */
  if (player != NULL && (json_object_get_boolean_member_with_default (player, "substitute",
                                                                      FALSE) ||
                         selected == slot))
    {
      gboolean found = FALSE;

      for (guint i = 0; roster != NULL && i < json_array_get_length (roster); i++)
        found |= json_object_get_int_member (json_array_get_object_element (roster, i), "id") ==
                 json_object_get_int_member (player, "id");
      if (!found || json_object_get_boolean_member_with_default (player, "substitute", FALSE))
        selected = n;
    }

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  dropdown = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (names)), NULL);
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (name_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (name_bind_cb), NULL);
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
    gtk_editable_set_text (GTK_EDITABLE (name), json_object_get_string_member (player, "name"));
  gtk_widget_set_visible (name, selected == n);
  gtk_box_append (GTK_BOX (box), name);
  g_signal_connect_object (dropdown, "notify::selected", G_CALLBACK (player_selected_cb), name,
                           0);

  *dropdown_out = dropdown;
  *name_out = name;
  return box;
}

/* The ends of an entered game, as typed. */
static char *
ends_text (JsonObject *game)
{
  JsonNode *result = json_object_get_member (game, "result");
  g_autoptr(GString) text = g_string_new (NULL);
  JsonArray *games;

  if (result == NULL || !JSON_NODE_HOLDS_OBJECT (result))
    return g_strdup ("");
  games = json_object_get_array_member (json_node_get_object (result), "games");
  for (guint g = 0; games != NULL && g < json_array_get_length (games); g++)
    {
      JsonArray *ends = json_object_get_array_member (json_array_get_object_element (games, g),
                                                      "ends");

      if (g > 0)
        g_string_append (text, " / ");
      for (guint e = 0; ends != NULL && e < json_array_get_length (ends); e++)
        {
          JsonObject *end = json_array_get_object_element (ends, e);
          JsonArray *points = json_object_has_member (end, "raw")
                                ? json_object_get_array_member (end, "raw")
                                : json_object_get_array_member (end, "points");

          if (e > 0)
            g_string_append_c (text, ' ');
          g_string_append_printf (text, "%" PRId64 "-%" PRId64,
                                  json_array_get_int_element (points, 0),
                                  json_array_get_int_element (points, 1));
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static JsonArray *
roster_of (JsonNode *league,
           gint64    team_id,
           GPtrArray *ids)
{
  JsonArray *divisions = json_object_get_array_member (json_node_get_object (league), "divisions");

  for (guint d = 0; d < json_array_get_length (divisions); d++)
    {
      JsonArray *teams = json_object_get_array_member (json_array_get_object_element (divisions, d),
                                                       "teams");

      for (guint t = 0; t < json_array_get_length (teams); t++)
        {
          JsonObject *team = json_array_get_object_element (teams, t);
          JsonArray *players;

          if (json_object_get_int_member (team, "id") != team_id)
            continue;
          players = json_object_get_array_member (team, "players");
          for (guint p = 0; p < json_array_get_length (players); p++)
            {
              JsonObject *player = json_array_get_object_element (players, p);

              g_ptr_array_add (ids, g_strdup_printf ("%" PRId64,
                                                     json_object_get_int_member (player, "id")));
            }
          return players;
        }
    }
  return NULL;
}

static GtkWidget *
side_box (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);

  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  return box;
}

static void
build (HammerTeamMatchEntry *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) fixture = NULL;
  g_autoptr(JsonNode) league = NULL;
  g_autofree char *title = NULL;
  JsonObject *object;
  JsonObject *home;
  JsonObject *away;
  JsonArray *games;
  JsonArray *home_roster;
  JsonArray *away_roster;
  const char *home_name, *away_name;
  const char *date;
  const char *headings[] = { N_("Game"), N_("Home"), N_("Away") };

  if ((fixture = hammer_leagues_fixture_json (self->store, self->fixture_id, &error)))
    league = hammer_leagues_get_json (self->store,
                                       json_object_get_int_member (json_node_get_object (fixture),
                                                                   "league"),
                                       &error);
  if (league == NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
      gtk_widget_set_visible (self->message_label, TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "team.save", FALSE);
      return;
    }
  object = json_node_get_object (fixture);
  if (!JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "away")))
    {
      gtk_label_set_text (GTK_LABEL (self->message_label),
                          _("This is a bye: the team has no match that day."));
      gtk_widget_set_visible (self->message_label, TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "team.save", FALSE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "team.postpone", FALSE);
      return;
    }
  self->rules = g_strdup (json_object_get_string_member (json_node_get_object (league), "rules"));
  home = json_object_get_object_member (object, "home");
  away = json_object_get_object_member (object, "away");
  home_name = json_object_get_string_member (home, "name");
  away_name = json_object_get_string_member (away, "name");
  /* TRANSLATORS: the two teams of a match, home first. */
  title = g_strdup_printf (_("%s – %s"), home_name, away_name);
  adw_window_title_set_title (self->window_title, title);
  date = json_object_get_string_member_with_default (object, "date", NULL);
  adw_window_title_set_subtitle (self->window_title, date ? date : _("Postponed"));

  home_roster = roster_of (league, json_object_get_int_member (home, "id"), self->home_ids);
  away_roster = roster_of (league, json_object_get_int_member (away, "id"), self->away_ids);

  for (guint h = 0; h < G_N_ELEMENTS (headings); h++)
    {
      GtkWidget *label = gtk_label_new (h == 1 ? home_name : h == 2 ? away_name : _(headings[h]));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (label, "heading");
      gtk_grid_attach (GTK_GRID (self->grid), label, (int) h, 0, 1, 1);
    }

  games = json_object_get_array_member (object, "games");
  for (guint g = 0; g < json_array_get_length (games); g++)
    {
      JsonObject *game = json_array_get_object_element (games, g);
      GameRow *row = g_new0 (GameRow, 1);
      g_autofree char *text = ends_text (game);
      g_autofree char *label = NULL;
      const char *kind = json_object_get_string_member_with_default (game, "kind", "");
      JsonArray *home_players = json_object_has_member (game, "home")
                                  ? json_object_get_array_member (game, "home") : NULL;
      JsonArray *away_players = json_object_has_member (game, "away")
                                  ? json_object_get_array_member (game, "away") : NULL;
      GtkWidget *home_box = side_box ();
      GtkWidget *away_box = side_box ();
      GtkWidget *name;

      row->game = (guint) json_object_get_int_member (game, "game");
      row->players = (guint) json_object_get_int_member (game, "players");
      if (JSON_NODE_HOLDS_OBJECT (json_object_get_member (game, "options")))
        row->options = json_object_ref (json_object_get_object_member (game, "options"));
      row->home = g_ptr_array_new ();
      row->away = g_ptr_array_new ();
      row->home_names = g_ptr_array_new ();
      row->away_names = g_ptr_array_new ();

      /* TRANSLATORS: a game of a team match: its number and kind (singles, doubles). */
      label = g_strdup_printf (_("%u · %s"), row->game + 1,
                               g_str_equal (kind, "singles") ? _("Singles")
                               : g_str_equal (kind, "doubles") ? _("Doubles") : kind);
      /* Two grid rows a game: who plays, then the ends across the width, so
       * that the line to type in stays in view on a phone. */
      name = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      gtk_widget_set_valign (name, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (name), gtk_label_new (label));
      gtk_label_set_xalign (GTK_LABEL (gtk_widget_get_first_child (name)), 0);
      row->score = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (row->score), 0);
      gtk_widget_add_css_class (row->score, "numeric");
      gtk_widget_add_css_class (row->score, "dim-label");
      gtk_box_append (GTK_BOX (name), row->score);
      gtk_grid_attach (GTK_GRID (self->grid), name, 0, 2 * (int) g + 1, 1, 1);

      for (guint p = 0; p < row->players; p++)
        {
          g_autofree char *home_label = g_strdup_printf (_("Game %u, home player %u"),
                                                         row->game + 1, p + 1);
          g_autofree char *away_label = g_strdup_printf (_("Game %u, away player %u"),
                                                         row->game + 1, p + 1);
          guint turn = g * row->players + p;
          GtkWidget *dropdown;
          GtkWidget *sub_name;

          /* Players in order of the roster by default, each game its own. */
          gtk_box_append (GTK_BOX (home_box),
                          player_slot (home_roster, home_players,
                                       home_players ? p : turn % MAX (self->home_ids->len, 1),
                                       home_label, &dropdown, &sub_name));
          g_ptr_array_add (row->home, dropdown);
          g_ptr_array_add (row->home_names, sub_name);
          gtk_box_append (GTK_BOX (away_box),
                          player_slot (away_roster, away_players,
                                       away_players ? p : turn % MAX (self->away_ids->len, 1),
                                       away_label, &dropdown, &sub_name));
          g_ptr_array_add (row->away, dropdown);
          g_ptr_array_add (row->away_names, sub_name);
        }
      gtk_grid_attach (GTK_GRID (self->grid), home_box, 1, 2 * (int) g + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), away_box, 2, 2 * (int) g + 1, 1, 1);

      row->ends = gtk_entry_new ();
      gtk_widget_set_hexpand (row->ends, TRUE);
      gtk_widget_set_valign (row->ends, GTK_ALIGN_CENTER);
      gtk_editable_set_width_chars (GTK_EDITABLE (row->ends), 20);
      gtk_editable_set_text (GTK_EDITABLE (row->ends), text);
      gtk_widget_add_css_class (row->ends, "numeric");
      g_free (label);
      label = g_strdup_printf (_("Ends of game %u"), row->game + 1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row->ends), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
      g_signal_connect_swapped (row->ends, "changed", G_CALLBACK (update), self);
      gtk_widget_set_margin_bottom (row->ends, 12);
      gtk_grid_attach (GTK_GRID (self->grid), row->ends, 0, 2 * (int) g + 2, 3, 1);
      g_ptr_array_add (self->rows, row);
    }
  update (self);
  if (self->rows->len > 0)
    gtk_widget_grab_focus (((GameRow *) g_ptr_array_index (self->rows, 0))->ends);
}

/* Adds a side's players; a substitute by the name typed. Returns the
 * entry of a substitute without a name, or NULL. */
static GtkWidget *
add_side (JsonBuilder *builder,
          const char  *member,
          GPtrArray   *dropdowns,
          GPtrArray   *names,
          GPtrArray   *ids)
{
  GtkWidget *missing = NULL;

  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint p = 0; p < dropdowns->len; p++)
    {
      guint selected = gtk_drop_down_get_selected (g_ptr_array_index (dropdowns, p));
      GtkWidget *name = g_ptr_array_index (names, p);

      if (selected < ids->len)
        json_builder_add_string_value (builder, g_ptr_array_index (ids, selected));
      else if (gtk_widget_get_visible (name))
        {
          const char *text = gtk_editable_get_text (GTK_EDITABLE (name));
          g_autofree char *typed = g_strstrip (g_strdup (text));

          if (*typed == '\0' && missing == NULL)
            missing = name;
          json_builder_add_string_value (builder, typed);
        }
    }
  json_builder_end_array (builder);
  return missing;
}

static void
report (HammerTeamMatchEntry *self,
        const char           *message)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (HAMMER_IS_WINDOW (parent))
    hammer_window_report_change (HAMMER_WINDOW (parent), message,
                                 hammer_store_get_last_change (self->store));
}

static void
save_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerTeamMatchEntry *self = HAMMER_TEAM_MATCH_ENTRY (widget);
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) match = NULL;
  g_autoptr(JsonObject) violation = NULL;
  g_autoptr(GError) error = NULL;
  guint entered = 0;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint r = 0; r < self->rows->len; r++)
    {
      GameRow *row = g_ptr_array_index (self->rows, r);
      g_autoptr(JsonNode) result = NULL;
      g_autofree char *problem = check_row (self, row, &result);
      GtkWidget *missing;

      if (problem != NULL)
        {
          g_autofree char *text = g_strdup_printf (_("Game %u: %s"), row->game + 1, problem);

          gtk_label_set_text (GTK_LABEL (self->message_label), text);
          gtk_widget_set_visible (self->message_label, TRUE);
          gtk_widget_grab_focus (row->ends);
          return;
        }
      if (result == NULL)
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "game");
      json_builder_add_int_value (builder, row->game);
      if ((missing = add_side (builder, "home", row->home, row->home_names, self->home_ids)) ||
          (missing = add_side (builder, "away", row->away, row->away_names, self->away_ids)))
        {
          /* TRANSLATORS: a game of the team match (from 1). */
          g_autofree char *text = g_strdup_printf (_("Game %u: type the substitute’s name."),
                                                   row->game + 1);

          gtk_label_set_text (GTK_LABEL (self->message_label), text);
          gtk_widget_set_visible (self->message_label, TRUE);
          gtk_widget_grab_focus (missing);
          return;
        }
      json_builder_set_member_name (builder, "result");
      json_builder_add_value (builder, g_steal_pointer (&result));
      json_builder_end_object (builder);
      entered++;
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  if (entered == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->message_label),
                          _("Type the ends of at least one game."));
      gtk_widget_set_visible (self->message_label, TRUE);
      return;
    }
  match = json_builder_get_root (builder);
  if (!hammer_leagues_enter_match (self->store, self->fixture_id, match, &violation, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
      gtk_widget_set_visible (self->message_label, TRUE);
      if (violation != NULL && json_object_has_member (violation, "game"))
        {
          gint64 game = json_object_get_int_member (violation, "game");

          for (guint r = 0; r < self->rows->len; r++)
            if (((GameRow *) g_ptr_array_index (self->rows, r))->game == game)
              gtk_widget_grab_focus (((GameRow *) g_ptr_array_index (self->rows, r))->ends);
        }
      return;
    }

  report (self, _("Team match saved"));
  g_signal_emit (self, signals[SAVED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
postpone_activated (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerTeamMatchEntry *self = HAMMER_TEAM_MATCH_ENTRY (widget);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->postpone_entry));
  g_autofree char *date = g_strstrip (g_strdup (typed));
  g_autoptr(GError) error = NULL;

  if (!hammer_leagues_postpone_fixture (self->store, self->fixture_id,
                                             *date != '\0' ? date : NULL, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->postpone_error), error->message);
      gtk_widget_set_visible (self->postpone_error, TRUE);
      return;
    }
  report (self, *date != '\0' ? _("Match moved") : _("Match postponed"));
  g_signal_emit (self, signals[SAVED], 0);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
postpone_entry_activate_cb (HammerTeamMatchEntry *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "team.postpone", NULL);
}

static void
hammer_team_match_entry_dispose (GObject *object)
{
  HammerTeamMatchEntry *self = HAMMER_TEAM_MATCH_ENTRY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_TEAM_MATCH_ENTRY);
  g_clear_object (&self->store);
  g_clear_pointer (&self->rules, g_free);
  G_OBJECT_CLASS (hammer_team_match_entry_parent_class)->dispose (object);
}

static void
hammer_team_match_entry_finalize (GObject *object)
{
  HammerTeamMatchEntry *self = HAMMER_TEAM_MATCH_ENTRY (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->home_ids, g_ptr_array_unref);
  g_clear_pointer (&self->away_ids, g_ptr_array_unref);
  G_OBJECT_CLASS (hammer_team_match_entry_parent_class)->finalize (object);
}

static void
hammer_team_match_entry_class_init (HammerTeamMatchEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_team_match_entry_dispose;
  object_class->finalize = hammer_team_match_entry_finalize;

  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/league/"
                                               "hammer-team-match-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, message_label);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, grid);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, postpone_button);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, postpone_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerTeamMatchEntry, postpone_error);

  gtk_widget_class_install_action (widget_class, "team.save", NULL, save_activated);
  gtk_widget_class_install_action (widget_class, "team.postpone", NULL, postpone_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "team.save",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_team_match_entry_init (HammerTeamMatchEntry *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) game_row_free);
  self->home_ids = g_ptr_array_new_with_free_func (g_free);
  self->away_ids = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect_swapped (self->postpone_entry, "activate",
                            G_CALLBACK (postpone_entry_activate_cb), self);
}

GtkWidget *
hammer_team_match_entry_new (GtkWindow   *parent,
                             HammerStore *store,
                             gint64       fixture_id)
{
  HammerTeamMatchEntry *self;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_TEAM_MATCH_ENTRY, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->fixture_id = fixture_id;
  build (self);
  return GTK_WIDGET (self);
}
