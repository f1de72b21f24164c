/* hammer-leagues-table.c — the league table and player statistics
 *
 * The table ranks the teams of a division by points, then by the league's
 * tie-breakers; the statistics count every game a player played.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-json.h"
#include "hammer-places.h"
#include "league/hammer-league-fixtures-private.h"
#include "league/hammer-leagues-private.h"

typedef HammerLeagueTableLine TableRow;

static TableRow *
row_of (GArray *rows,
        int     team)
{
  for (guint i = 0; i < rows->len; i++)
    if (g_array_index (rows, TableRow, i).team == team)
      return &g_array_index (rows, TableRow, i);
  return NULL;
}

static gboolean
in_group (const guint *group,
          guint        n,
          GArray      *rows,
          int          team)
{
  for (guint i = 0; i < n; i++)
    if (g_array_index (rows, TableRow, group[i]).team == team)
      return TRUE;
  return FALSE;
}

/* The value @breaker ranks row @row by (higher is better), among @group. */
static int
breaker_key (HammerLeagueModel  *league,
             GArray             *rows,
             HammerLeagueBreaker breaker,
             guint               row,
             const guint        *group,
             guint               n)
{
  TableRow *r = &g_array_index (rows, TableRow, row);
  int key = 0;

  switch (breaker)
    {
    case BREAK_POINTS:
      return r->points;
    case BREAK_GAME_DIFFERENCE:
      return r->games_for - r->games_against;
    case BREAK_GAMES_FOR:
      return r->games_for;
    case BREAK_WINS:
      return r->won;
    case BREAK_SCORE_DIFFERENCE:
      return r->score_for - r->score_against;
    case BREAK_HEAD_TO_HEAD:
    case N_BREAKS:
    default:
      break;
    }

  /* Head to head: the match points won against the other teams of @group. */
  for (guint i = 0; i < league->fixtures->len; i++)
    {
      HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, i);
      HammerLeagueTally tally;
      int side;

      if (fixture->away < 0 || (fixture->home != r->team && fixture->away != r->team))
        continue;
      if (!in_group (group, n, rows, fixture->home) || !in_group (group, n, rows, fixture->away))
        continue;
      _hammer_league_tally_fixture (league, i, &tally);
      if (!tally.played)
        continue;
      side = fixture->home == r->team ? 0 : 1;
      key += tally.game_points[side] + tally.bonus[side];
    }
  return key;
}

/* Orders @group (indices into @rows, all level so far) by the tie-breakers
 * from @breaker on, giving places from @first_place. */
static void
rank_group (HammerLeagueModel *league,
            GArray            *rows,
            guint             *group,
            guint              n,
            guint              breaker,
            int                first_place)
{
  g_autofree int *keys = NULL;
  guint start;

  if (n == 1 || breaker >= league->breakers->len)
    {
      for (guint i = 0; i < n; i++)
        g_array_index (rows, TableRow, group[i]).place = first_place;
      return;
    }

  keys = g_new0 (int, n);
  for (guint i = 0; i < n; i++)
    keys[i] = breaker_key (league, rows,
                           g_array_index (league->breakers, HammerLeagueBreaker, breaker),
                           group[i], group, n);

  /* An insertion sort: stable, and the groups are small. */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && keys[j] > keys[j - 1]; j--)
      {
        int key = keys[j];
        guint member = group[j];

        keys[j] = keys[j - 1];
        group[j] = group[j - 1];
        keys[j - 1] = key;
        group[j - 1] = member;
      }

  start = 0;
  for (guint i = 1; i <= n; i++)
    if (i == n || keys[i] != keys[start])
      {
        rank_group (league, rows, group + start, i - start, breaker + 1,
                    first_place + (int) start);
        start = i;
      }
}

GArray *
_hammer_league_division_table (HammerLeagueModel *league,
                               guint              division)
{
  g_autoptr(GArray) rows = g_array_new (FALSE, TRUE, sizeof (TableRow));
  g_autoptr(GArray) ordered = g_array_new (FALSE, TRUE, sizeof (TableRow));
  g_autofree guint *group = NULL;

  for (guint t = 0; t < league->teams->len; t++)
    if (_hammer_league_get_team (league, (int) t)->division == division)
      {
        TableRow row = { 0 };

        row.team = (int) t;
        g_array_append_val (rows, row);
      }

  for (guint i = 0; i < league->fixtures->len; i++)
    {
      HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, i);
      HammerLeagueTally tally;

      if (fixture->division != division || fixture->away < 0)
        continue;
      _hammer_league_tally_fixture (league, i, &tally);
      if (!tally.played)
        continue;
      for (int side = 0; side < 2; side++)
        {
          TableRow *row = row_of (rows, side == 0 ? fixture->home : fixture->away);

          if (row == NULL)
            continue;
          row->played++;
          if (tally.winner == side)
            row->won++;
          else if (tally.winner < 0)
            row->drawn++;
          else
            row->lost++;
          row->games_for += tally.game_points[side];
          row->games_against += tally.game_points[1 - side];
          row->bonus += tally.bonus[side];
          row->points += tally.game_points[side] + tally.bonus[side];
          row->score_for += tally.score[side];
          row->score_against += tally.score[1 - side];
        }
    }

  group = g_new0 (guint, MAX (rows->len, 1));
  for (guint i = 0; i < rows->len; i++)
    group[i] = i;
  rank_group (league, rows, group, rows->len, 0, 1);
  for (guint i = 0; i < rows->len; i++)
    g_array_append_val (ordered, g_array_index (rows, TableRow, group[i]));
  return g_steal_pointer (&ordered);
}

static void
add_table_row (JsonBuilder       *builder,
               HammerLeagueModel *league,
               TableRow          *row)
{
  HammerLeagueTeam *team = _hammer_league_get_team (league, row->team);

  json_builder_begin_object (builder);
  _hammer_competition_add_int (builder, "place", row->place);
  _hammer_competition_add_int (builder, "team", team->id);
  _hammer_competition_add_string (builder, "name", team->name);
  _hammer_competition_add_string (builder, "club", team->club);
  _hammer_competition_add_int (builder, "played", row->played);
  _hammer_competition_add_int (builder, "won", row->won);
  _hammer_competition_add_int (builder, "drawn", row->drawn);
  _hammer_competition_add_int (builder, "lost", row->lost);
  _hammer_competition_add_int (builder, "games_for", row->games_for);
  _hammer_competition_add_int (builder, "games_against", row->games_against);
  _hammer_competition_add_int (builder, "game_difference", row->games_for - row->games_against);
  _hammer_competition_add_int (builder, "bonus", row->bonus);
  _hammer_competition_add_int (builder, "points", row->points);
  _hammer_competition_add_int (builder, "score_for", row->score_for);
  _hammer_competition_add_int (builder, "score_against", row->score_against);
  json_builder_end_object (builder);
}

JsonNode *
hammer_leagues_table_json (HammerStore  *self,
                           gint64        league_id,
                           GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  JsonArray *divisions;
  JsonNode *root;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(builder = _hammer_league_report_begin (self, league_id, &league, error)))
    return NULL;
  _hammer_league_add_tie_breakers (builder, league);
  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint d = 0; d < league->divisions->len; d++)
    {
      g_autoptr(GArray) rows = _hammer_league_division_table (league, d);

      _hammer_league_add_division (builder, g_ptr_array_index (league->divisions, d));
      json_builder_set_member_name (builder, "table");
      json_builder_begin_array (builder);
      for (guint i = 0; i < rows->len; i++)
        add_table_row (builder, league, &g_array_index (rows, TableRow, i));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  /* Teams level on everything share a place: "3=" on every table. */
  root = json_builder_get_root (builder);
  divisions = hammer_json_array (json_node_get_object (root), "divisions");
  for (guint d = 0; d < hammer_json_length (divisions); d++)
    hammer_standings_label_places (hammer_json_array (hammer_json_element_object (divisions, d),
                                                      "table"), NULL);
  return root;
}

/* Player statistics */

typedef struct
{
  int played, won, drawn, lost;
  int score_for, score_against;
} Figures;

typedef struct
{
  gint64     player;
  Figures    all;
  Figures    by_kind[2]; /* singles, doubles (two or more a side) */
  int        substitute_games;
  GPtrArray *teams;      /* team names, borrowed */
} PlayerStats;

static void
player_stats_free (PlayerStats *stats)
{
  g_ptr_array_unref (stats->teams);
  g_free (stats);
}

static void
count_game (Figures          *figures,
            int               side,
            HammerLeagueGame *game)
{
  figures->played++;
  if (game->winner == side)
    figures->won++;
  else if (game->winner < 0)
    figures->drawn++;
  else
    figures->lost++;
  figures->score_for += game->score[side];
  figures->score_against += game->score[1 - side];
}

static double
percent (int part,
         int whole)
{
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

static void
add_figures (JsonBuilder   *builder,
             const Figures *figures)
{
  _hammer_competition_add_int (builder, "played", figures->played);
  _hammer_competition_add_int (builder, "won", figures->won);
  _hammer_competition_add_int (builder, "drawn", figures->drawn);
  _hammer_competition_add_int (builder, "lost", figures->lost);
  json_builder_set_member_name (builder, "win_percent");
  json_builder_add_double_value (builder, percent (figures->won, figures->played));
  _hammer_competition_add_int (builder, "score_for", figures->score_for);
  _hammer_competition_add_int (builder, "score_against", figures->score_against);
}

static int
compare_stats (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  HammerLeagueModel *league = user_data;
  const PlayerStats *x = *(PlayerStats * const *) a;
  const PlayerStats *y = *(PlayerStats * const *) b;
  double px = percent (x->all.won, x->all.played);
  double py = percent (y->all.won, y->all.played);

  if (px != py)
    return px > py ? -1 : 1;
  if (x->all.won != y->all.won)
    return y->all.won - x->all.won;
  return g_utf8_collate (_hammer_league_player_name (league, x->player),
                         _hammer_league_player_name (league, y->player));
}

static PlayerStats *
stats_of (GPtrArray *stats,
          gint64     player)
{
  PlayerStats *found;

  for (guint i = 0; i < stats->len; i++)
    if (((PlayerStats *) g_ptr_array_index (stats, i))->player == player)
      return g_ptr_array_index (stats, i);
  found = g_new0 (PlayerStats, 1);
  found->player = player;
  found->teams = g_ptr_array_new ();
  g_ptr_array_add (stats, found);
  return found;
}

static void
add_team_name (PlayerStats *stats,
               const char  *name)
{
  for (guint i = 0; i < stats->teams->len; i++)
    if (g_str_equal (g_ptr_array_index (stats->teams, i), name))
      return;
  g_ptr_array_add (stats->teams, (gpointer) name);
}

/* The figures of every player of @league, best first: everyone on a
 * roster, with or without games, and whoever played for a team. */
static GPtrArray *
count_player_stats (HammerLeagueModel *league)
{
  g_autoptr(GPtrArray) stats = g_ptr_array_new_with_free_func ((GDestroyNotify) player_stats_free);

  for (guint t = 0; t < league->teams->len; t++)
    {
      HammerLeagueTeam *team = g_ptr_array_index (league->teams, t);

      for (guint p = 0; p < team->players->len; p++)
        add_team_name (stats_of (stats, g_array_index (team->players, gint64, p)), team->name);
    }

  for (guint i = 0; i < league->games->len; i++)
    {
      HammerLeagueGame *game = g_ptr_array_index (league->games, i);
      HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, game->fixture);
      guint kind = g_array_index (league->format, guint, game->game) > 1 ? 1 : 0;

      for (int side = 0; side < 2; side++)
        {
          HammerLeagueTeam *team =
            _hammer_league_get_team (league, side == 0 ? fixture->home : fixture->away);

          for (guint p = 0; p < game->players[side]->len; p++)
            {
              HammerLeagueGamePlayer *player =
                &g_array_index (game->players[side], HammerLeagueGamePlayer, p);
              PlayerStats *line = stats_of (stats, player->player);

              count_game (&line->all, side, game);
              count_game (&line->by_kind[kind], side, game);
              if (player->substitute)
                line->substitute_games++;
              add_team_name (line, team->name);
            }
        }
    }
  g_ptr_array_sort_with_data (stats, compare_stats, league);
  return g_steal_pointer (&stats);
}

/* What the JSON and the typed lines say of @line's games, from one home. */
static HammerLeaguePlayerLineValues
player_line_values (const PlayerStats *line)
{
  int played = line->all.played;

  return (HammerLeaguePlayerLineValues) {
    line->player,
    played, line->all.won, line->all.drawn, line->all.lost,
    percent (line->all.won, played),
    line->all.score_for, line->all.score_against,
    played > 0 ? (double) line->all.score_for / played : 0.0,
    played > 0 ? (double) line->all.score_against / played : 0.0,
    line->substitute_games
  };
}

static void
add_player_line (JsonBuilder       *builder,
                 HammerLeagueModel *league,
                 PlayerStats       *line)
{
  HammerLeaguePlayerLineValues values = player_line_values (line);

  json_builder_begin_object (builder);
  _hammer_competition_add_int (builder, "player", line->player);
  _hammer_competition_add_string (builder, "name",
                                  _hammer_league_player_name (league, line->player));
  json_builder_set_member_name (builder, "teams");
  json_builder_begin_array (builder);
  for (guint t = 0; t < line->teams->len; t++)
    json_builder_add_string_value (builder, g_ptr_array_index (line->teams, t));
  json_builder_end_array (builder);
  add_figures (builder, &line->all);
  json_builder_set_member_name (builder, "score_for_per_game");
  json_builder_add_double_value (builder, values.score_for_per_game);
  json_builder_set_member_name (builder, "score_against_per_game");
  json_builder_add_double_value (builder, values.score_against_per_game);
  _hammer_competition_add_int (builder, "substitute_games", values.substitute_games);
  json_builder_set_member_name (builder, "singles");
  json_builder_begin_object (builder);
  add_figures (builder, &line->by_kind[0]);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "doubles");
  json_builder_begin_object (builder);
  add_figures (builder, &line->by_kind[1]);
  json_builder_end_object (builder);
  json_builder_end_object (builder);
}

JsonNode *
hammer_leagues_stats_json (HammerStore  *self,
                           gint64        league_id,
                           GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(GPtrArray) stats = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(builder = _hammer_league_report_begin (self, league_id, &league, error)))
    return NULL;
  stats = count_player_stats (league);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < stats->len; i++)
    add_player_line (builder, league, g_ptr_array_index (stats, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

GListModel *
hammer_leagues_list_player_lines (HammerStore  *self,
                                  gint64        league_id,
                                  GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  g_autoptr(GPtrArray) stats = NULL;
  GListStore *lines;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(league = _hammer_league_load (hammer_store_get_db (self), league_id, error)))
    return NULL;
  stats = count_player_stats (league);
  lines = g_list_store_new (HAMMER_TYPE_LEAGUE_PLAYER_LINE);
  for (guint i = 0; i < stats->len; i++)
    {
      PlayerStats *line = g_ptr_array_index (stats, i);
      HammerLeaguePlayerLineValues values = player_line_values (line);
      g_autoptr(GPtrArray) teams = g_ptr_array_copy (line->teams, NULL, NULL);
      g_autoptr(HammerLeaguePlayerLine) item = NULL;

      g_ptr_array_add (teams, NULL);
      item = _hammer_league_player_line_new (&values,
                                             _hammer_league_player_name (league, line->player),
                                             (const char * const *) teams->pdata);
      g_list_store_append (lines, item);
    }
  return G_LIST_MODEL (lines);
}
