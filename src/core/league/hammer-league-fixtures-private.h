/* hammer-league-fixtures-private.h — what HammerLeagueFixtures tells its
 * team matches and table rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "league/hammer-league-player-line.h"
#include "league/hammer-league-player.h"
#include "league/hammer-league-table-row.h"
#include "league/hammer-league-team-line.h"
#include "league/hammer-team-match-game.h"
#include "league/hammer-team-match.h"

G_BEGIN_DECLS

/* What they show; strings belong to the caller. */
typedef struct
{
  gint64       id;
  guint        division;
  guint        day;
  const char  *date;
  gboolean     postponed;
  gint64       home_team;
  gint64       away_team;
  const char  *home_name;
  const char  *away_name;
  const char  *state;
  guint        games_entered;
  int          home_points;
  int          away_points;
  int          winner;
} HammerTeamMatchValues;

/* A player's figures, as the statistics JSON says them. */
typedef struct
{
  gint64 player;
  int    played, won, drawn, lost;
  double win_percent;
  int    score_for, score_against;
  double score_for_per_game, score_against_per_game;
  int    substitute_games;
} HammerLeaguePlayerLineValues;

HammerLeaguePlayerLine *_hammer_league_player_line_new (const HammerLeaguePlayerLineValues *values,
                                                        const char                         *name,
                                                        const char * const                 *teams);

HammerLeagueTeamLine *_hammer_league_team_line_new (gint64      id,
                                                    const char *name,
                                                    const char *club,
                                                    GListModel *players);

HammerTeamMatch      *_hammer_team_match_new          (const HammerTeamMatchValues      *values);
/* Takes @values, notifying each property that changed. */
void                  _hammer_team_match_update       (HammerTeamMatch                  *self,
                                                       const HammerTeamMatchValues      *values);

typedef struct
{
  gint64       team;
  const char  *name;
  const char  *club;
  guint        division;
  guint        place;
  const char  *place_label;
  guint        played;
  guint        won;
  guint        drawn;
  guint        lost;
  int          games_for;
  int          games_against;
  int          points;
} HammerLeagueTableRowValues;

HammerLeagueTableRow *_hammer_league_table_row_new    (const HammerLeagueTableRowValues *values);
void                  _hammer_league_table_row_update (HammerLeagueTableRow             *self,
                                                       const HammerLeagueTableRowValues *values);

HammerLeaguePlayer   *_hammer_league_player_new       (gint64      id,
                                                       const char *name,
                                                       gboolean    substitute);
/* @home and @away hold HammerLeaguePlayer, or are %NULL. */
HammerTeamMatchGame  *_hammer_team_match_game_new     (guint       game,
                                                       guint       players,
                                                       const char *kind,
                                                       JsonObject *options,
                                                       gboolean    entered,
                                                       GPtrArray  *home,
                                                       GPtrArray  *away,
                                                       const char *ends_text);

G_END_DECLS
