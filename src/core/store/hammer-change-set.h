/* hammer-change-set.h — what one or more committed changes touched
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The tables whose rows the change log records: what a change may touch. */
typedef enum
{
  HAMMER_TABLE_CLUBS,
  HAMMER_TABLE_PLAYERS,
  HAMMER_TABLE_EVENTS,
  HAMMER_TABLE_BOARDS,
  HAMMER_TABLE_ENTRANTS,
  HAMMER_TABLE_ENTRANT_PLAYERS,
  HAMMER_TABLE_MATCHES,
  HAMMER_TABLE_CLUB_SEASONS,
  HAMMER_TABLE_CLUB_SEASON_MEMBERS,
  HAMMER_TABLE_CLUB_NIGHTS,
  HAMMER_TABLE_CLUB_NIGHT_GAMES,
  HAMMER_TABLE_CLUB_PROMOTION_DATES,
  HAMMER_TABLE_LEAGUES,
  HAMMER_TABLE_LEAGUE_DIVISIONS,
  HAMMER_TABLE_LEAGUE_TEAMS,
  HAMMER_TABLE_LEAGUE_TEAM_PLAYERS,
  HAMMER_TABLE_LEAGUE_FIXTURES,
  HAMMER_TABLE_LEAGUE_GAMES,
  HAMMER_TABLE_LEAGUE_GAME_PLAYERS,
  HAMMER_TABLE_RANKINGS,
  HAMMER_TABLE_RANKING_EVENTS,
  HAMMER_TABLE_DAYS,
  HAMMER_TABLE_DAY_CHECK_INS,
  HAMMER_N_TABLES,
} HammerTable;

typedef enum
{
  HAMMER_ROW_ADDED,
  HAMMER_ROW_CHANGED,
  HAMMER_ROW_REMOVED,
} HammerRowChange;

/* One row a change touched. @owner is the event (events, boards, entrants,
 * their players, matches), the club season (its members, nights, games and
 * promotion dates) or the league (its divisions, teams, fixtures and games)
 * the row belongs to; 0 for clubs and players, which belong to no one. */
typedef struct
{
  HammerTable     table;
  gint64          id;
  HammerRowChange how;
  gint64          owner;
} HammerChangedRow;

#define HAMMER_TYPE_CHANGE_SET (hammer_change_set_get_type ())

G_DECLARE_FINAL_TYPE (HammerChangeSet, hammer_change_set, HAMMER, CHANGE_SET, GObject)

/* Whether every change in the set was made through the store that tells of
 * it (the desk's own), rather than by another program or connection. */
gboolean                hammer_change_set_is_own        (HammerChangeSet *self);
/* Whether the rows are known: FALSE when the change log could not be read,
 * and whoever shows the data should read all of it again. */
gboolean                hammer_change_set_is_complete   (HammerChangeSet *self);
/* Every row touched, in the order the changes touched them; a row touched
 * twice is there twice. */
const HammerChangedRow *hammer_change_set_get_rows      (HammerChangeSet *self,
                                                         guint           *n_rows);
/* Whether any row of @table was touched (always TRUE when incomplete). */
gboolean                hammer_change_set_touches       (HammerChangeSet *self,
                                                         HammerTable      table);
/* Whether any row of event @event_id was touched, the event itself too
 * (always TRUE when incomplete). */
gboolean                hammer_change_set_touches_event (HammerChangeSet *self,
                                                         gint64           event_id);
/* The same for club season @season_id, its members, nights and games. */
gboolean                hammer_change_set_touches_season (HammerChangeSet *self,
                                                          gint64           season_id);
/* The same for league @league_id, its divisions, teams, fixtures and games. */
gboolean                hammer_change_set_touches_league (HammerChangeSet *self,
                                                          gint64           league_id);
/* The ids of the rows of @table touched, each once, in the order first
 * touched; never %NULL. */
GArray                 *hammer_change_set_dup_ids       (HammerChangeSet *self,
                                                         HammerTable      table);

G_END_DECLS
