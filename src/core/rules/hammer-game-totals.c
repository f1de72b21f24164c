/* hammer-game-totals.c — a match's result as a player remembers it: the
 * points of each side in each game, not its ends (see hammer-rules.h)
 *
 * A player who says a board's result is not right gives their own as the
 * totals of the games ("15-10, 15-12"): what a sheet's last line shows,
 * not the ends that made it. The checks are what the rules say of a
 * finished game and match: a game reaches its target (or ends short of
 * it where frames or a clock end it), with one winner; a sjoelbak game is
 * a total a game can have; the games finish the match and no game comes
 * after it is decided.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include "hammer-json.h"
#include "rules/hammer-rules-private.h"

/* Whether @options let a game end short of its target: frames, a clock. */
static gboolean
may_end_short (const HammerOptions *options)
{
  return (options->frames != HAMMER_OPTION_UNSET && options->frames > 0) ||
         (options->clock != HAMMER_OPTION_UNSET && options->clock > 0);
}

/* The games a match of @rules with @options is over after, or 0 where
 * games won decide (best of). */
static guint
games_of_match (const HammerRules   *rules,
                const HammerOptions *options)
{
  if (options->total_games != HAMMER_OPTION_UNSET && options->total_games > 0)
    return (guint) options->total_games;
  if (rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
    return (guint) MAX (options->games, 1);
  return 0;
}

/* Reads game @g's "totals" into @totals; FALSE with a "malformed"
 * violation when it is not one whole number per side. */
static gboolean
read_game (JsonNode  *node,
           guint      g,
           guint      n_sides,
           int       *totals,
           GError   **error)
{
  JsonArray *array = hammer_json_array (hammer_json_node_object (node), "totals");

  if (array != NULL && hammer_json_length (array) == n_sides)
    {
      guint s;
      gint64 value;

      /* Far past any target: a number that is no game's score. */
      for (s = 0; s < n_sides; s++)
        if (hammer_json_node_int (json_array_get_element (array, s), &value) &&
            value > -10000 && value < 10000)
          totals[s] = (int) value;
        else
          break;
      if (s == n_sides)
        return TRUE;
    }
  g_propagate_error (error, hammer_rules_error_new (HAMMER_REASON_MALFORMED, (int) g, -1, -1,
                                                    _("give the points of each of the %u sides "
                                                      "as whole numbers"), n_sides));
  return FALSE;
}

/* Checks game @g's @totals as a finished game of @match: its winner, or
 * -1 where a game of the match may end without one (sjoelbak). */
static gboolean
check_game (const HammerMatch  *match,
            guint               g,
            const int          *totals,
            int                *winner,
            GError            **error)
{
  const HammerRules *rules = hammer_match_get_rules (match);
  const HammerOptions *options = hammer_match_get_options (match);
  int n_sides = (int) hammer_match_get_n_sides (match);
  int highest;

  for (int s = 0; s < n_sides; s++)
    {
      gboolean possible = rules->ends_per_game == 1
                          ? hammer_match_end_points_possible (match, totals[s])
                          : totals[s] >= 0 || hammer_match_get_min_points (match) < 0;

      if (!possible)
        {
          g_propagate_error (error, hammer_rules_error_new (
                               HAMMER_REASON_IMPOSSIBLE_POINTS, (int) g, -1, s,
                               _("no game ends with %d points for one side"), totals[s]));
          return FALSE;
        }
    }
  *winner = hammer_sole_leader (totals, n_sides, &highest);
  /* A game of one end (sjoelbak) is a score each; the match adds them. */
  if (rules->ends_per_game == 1)
    return TRUE;
  if (*winner < 0)
    {
      g_propagate_error (error, hammer_rules_error_new (
                           HAMMER_REASON_IMPOSSIBLE_POINTS, (int) g, -1, -1,
                           _("a game has one winner, but two sides have %d points"), highest));
      return FALSE;
    }
  if (options->exact == 1 && highest != options->target && !may_end_short (options))
    {
      g_propagate_error (error, hammer_rules_error_new (
                           HAMMER_REASON_IMPOSSIBLE_POINTS, (int) g, -1, *winner,
                           _("a game is won on exactly %d points, not %d"), options->target,
                           highest));
      return FALSE;
    }
  if (highest < options->target && !may_end_short (options))
    {
      g_propagate_error (error, hammer_rules_error_new (
                           HAMMER_REASON_UNFINISHED_GAME, (int) g, -1, *winner,
                           _("a game ends when a side reaches %d points, and %d does not"),
                           options->target, highest));
      return FALSE;
    }
  return TRUE;
}

/* Whether a side of @games_won has won the match of @best_of. */
static gboolean
decided (const int *games_won,
         int        n_sides,
         int        best_of)
{
  for (int s = 0; s < n_sides; s++)
    if (2 * games_won[s] > best_of)
      return TRUE;
  return FALSE;
}

/* The match's winner from the games' @all totals (@n_games of @n_sides
 * each), in @totals what counts: every game, or a series' best
 * "counting" ones. */
static int
total_winner (const HammerOptions *options,
              const int           *all,
              guint                n_games,
              int                  n_sides,
              int                 *totals)
{
  guint counted = hammer_options_counted_games (options, n_games);

  for (int s = 0; s < n_sides; s++)
    {
      g_autofree int *best = g_new (int, n_games);

      for (guint g = 0; g < n_games; g++)
        best[g] = all[g * (guint) n_sides + (guint) s];
      /* Descending insertion sort: series are short. */
      for (guint i = 1; i < n_games; i++)
        for (guint j = i; j > 0 && best[j - 1] < best[j]; j--)
          {
            int swap = best[j];

            best[j] = best[j - 1];
            best[j - 1] = swap;
          }
      totals[s] = 0;
      for (guint g = 0; g < counted; g++)
        totals[s] += best[g];
    }
  return hammer_sole_leader (totals, n_sides, NULL);
}

static JsonArray *
int_array (const int *values,
           int        n)
{
  JsonArray *array = json_array_new ();

  for (int i = 0; i < n; i++)
    json_array_add_int_element (array, values[i]);
  return array;
}

static void
set_winner (JsonObject *object,
            int         winner)
{
  if (winner >= 0)
    json_object_set_int_member (object, "winner", winner);
  else
    json_object_set_null_member (object, "winner");
}

JsonNode *
hammer_match_check_game_totals (const HammerRules   *rules,
                                const HammerOptions *options,
                                guint                n_sides,
                                JsonNode            *games,
                                GError             **error)
{
  g_autoptr(HammerMatch) match = NULL;
  g_autofree int *all = NULL;
  g_autoptr(JsonObject) answer = json_object_new ();
  JsonArray *list, *out;
  int games_won[HAMMER_MAX_SIDES] = { 0 }, totals[HAMMER_MAX_SIDES] = { 0 };
  guint n_games, length;
  int winner = -1;

  g_return_val_if_fail (rules != NULL && options != NULL, NULL);
  g_return_val_if_fail (n_sides >= 2 && n_sides <= HAMMER_MAX_SIDES, NULL);

  list = games != NULL && JSON_NODE_HOLDS_ARRAY (games) ? json_node_get_array (games) : NULL;
  if (list == NULL || json_array_get_length (list) == 0)
    {
      g_propagate_error (error, hammer_rules_error_new (HAMMER_REASON_MALFORMED, -1, -1, -1,
                                                        _("A result gives its games: the "
                                                          "points of each side in each")));
      return NULL;
    }
  match = hammer_match_new (rules, options);
  length = json_array_get_length (list);
  n_games = games_of_match (rules, options);
  all = g_new0 (int, (gsize) length * n_sides);
  out = json_array_new ();
  json_object_set_array_member (answer, "games", out);
  for (guint g = 0; g < length; g++)
    {
      int *game = all + (gsize) g * n_sides;
      JsonObject *checked;
      int game_winner;

      if (n_games == 0 && decided (games_won, (int) n_sides, options->best_of))
        {
          g_propagate_error (error, hammer_rules_error_new (
                               HAMMER_REASON_MATCH_OVER, (int) g, -1, -1,
                               _("the match was over after game %u"), g));
          return NULL;
        }
      if (n_games > 0 && g >= n_games)
        {
          g_propagate_error (error, hammer_rules_error_new (
                               HAMMER_REASON_MATCH_OVER, (int) g, -1, -1,
                               _("the match has %u games"), n_games));
          return NULL;
        }
      if (!read_game (json_array_get_element (list, g), g, n_sides, game, error) ||
          !check_game (match, g, game, &game_winner, error))
        return NULL;
      if (game_winner >= 0)
        games_won[game_winner]++;
      checked = json_object_new ();
      json_object_set_array_member (checked, "totals", int_array (game, (int) n_sides));
      json_object_set_string_member (checked, "state", "finished");
      set_winner (checked, game_winner);
      json_array_add_object_element (out, checked);
    }
  if (n_games > 0 ? length < n_games
                  : !decided (games_won, (int) n_sides, options->best_of) &&
                    length < (guint) options->best_of)
    {
      g_propagate_error (error, hammer_rules_error_new (
                           HAMMER_REASON_UNFINISHED_GAME, -1, -1, -1,
                           _("These games do not finish the match: it has %u games"),
                           n_games > 0 ? n_games : (guint) options->best_of));
      return NULL;
    }
  if (n_games > 0)
    winner = total_winner (options, all, length, (int) n_sides, totals);
  else
    {
      for (guint g = 0; g < length; g++)
        for (guint s = 0; s < n_sides; s++)
          totals[s] += all[(gsize) g * n_sides + s];
      winner = hammer_sole_leader (games_won, (int) n_sides, NULL);
    }
  json_object_set_array_member (answer, "games_won", int_array (games_won, (int) n_sides));
  json_object_set_array_member (answer, "totals", int_array (totals, (int) n_sides));
  json_object_set_string_member (answer, "state", "finished");
  set_winner (answer, winner);
  return json_node_init_object (json_node_alloc (), answer);
}

gboolean
hammer_result_is_game_totals (JsonNode *result)
{
  JsonArray *games;

  if (result == NULL || !JSON_NODE_HOLDS_OBJECT (result) ||
      !(games = hammer_json_array (json_node_get_object (result), "games")) ||
      json_array_get_length (games) == 0)
    return FALSE;
  for (guint g = 0; g < json_array_get_length (games); g++)
    {
      JsonObject *game = hammer_json_node_object (json_array_get_element (games, g));

      if (game == NULL || !json_object_has_member (game, "totals") ||
          json_object_has_member (game, "ends"))
        return FALSE;
    }
  return TRUE;
}
