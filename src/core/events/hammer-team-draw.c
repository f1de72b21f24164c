/* hammer-team-draw.c — a blind draw of players into teams
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-team-draw.h"

gboolean
hammer_team_draw_kind_from_string (const char         *text,
                                   HammerTeamDrawKind *kind,
                                   guint              *n_pools)
{
  g_return_val_if_fail (kind != NULL && n_pools != NULL, FALSE);

  *n_pools = 0;
  if (text == NULL || g_str_equal (text, "lot"))
    *kind = HAMMER_TEAM_DRAW_LOT;
  else if (g_str_equal (text, "pros"))
    *kind = HAMMER_TEAM_DRAW_PROS;
  else if (g_str_equal (text, "ab") || g_str_equal (text, "abc"))
    {
      *kind = HAMMER_TEAM_DRAW_POOLS;
      *n_pools = strlen (text);
    }
  else
    return FALSE;
  return TRUE;
}

static void
shuffle (guint *items,
         guint  n,
         GRand *rand)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = g_rand_int_range (rand, 0, i);
      guint swap = items[i - 1];

      items[i - 1] = items[j];
      items[j] = swap;
    }
}

guint *
hammer_team_draw (guint               n_players,
                  guint               team_size,
                  HammerTeamDrawKind  kind,
                  const gboolean     *pro,
                  GRand              *rand)
{
  guint n_teams, *teams, *order;

  g_return_val_if_fail (team_size > 0 && n_players % team_size == 0, NULL);
  g_return_val_if_fail (rand != NULL, NULL);

  n_teams = n_players / team_size;
  teams = g_new (guint, MAX (n_players, 1));
  order = g_new (guint, MAX (n_players, 1));
  for (guint i = 0; i < n_players; i++)
    order[i] = i;

  switch (kind)
    {
    case HAMMER_TEAM_DRAW_POOLS:
      /* Pool p is places p·n_teams … (p+1)·n_teams - 1 of the order of
       * strength; each is shuffled, and team t takes the t-th of each. */
      for (guint p = 0; p < team_size; p++)
        {
          shuffle (order + p * n_teams, n_teams, rand);
          for (guint t = 0; t < n_teams; t++)
            teams[t * team_size + p] = order[p * n_teams + t];
        }
      break;

    case HAMMER_TEAM_DRAW_PROS:
      {
        guint slot = 0;

        /* Pros first, then the rest, each by lot; dealt a player to each
         * team in turn, so a team gets a second pro only once every team
         * has one. */
        shuffle (order, n_players, rand);
        for (guint pass = 0; pass < 2; pass++)
          for (guint i = 0; i < n_players; i++)
            if ((pro != NULL && pro[order[i]]) == (pass == 0))
              {
                teams[(slot % n_teams) * team_size + slot / n_teams] = order[i];
                slot++;
              }
      }
      break;

    case HAMMER_TEAM_DRAW_LOT:
    default:
      shuffle (order, n_players, rand);
      memcpy (teams, order, n_players * sizeof *teams);
      break;
    }

  g_free (order);
  return teams;
}
