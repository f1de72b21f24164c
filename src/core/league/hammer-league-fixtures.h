/* hammer-league-fixtures.h — the fixtures and tables of a team league,
 * kept up to date
 *
 * A GListModel of HammerTeamMatch, every fixture of the league (byes
 * too) by division, match day and id, as hammer_leagues_fixtures_json()
 * says them, which follows the store's "changes": a fixture whose result
 * or date changed notifies what changed of it, fixtures made or removed
 * give items-changed for just their places. The table of each division
 * (HammerLeagueTableRow, as hammer_leagues_table_json()) follows alike:
 * a row notifies its new figures, and rows that changed places are moved.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "league/hammer-league-player.h"
#include "league/hammer-league-table-row.h"
#include "league/hammer-league-team-line.h"
#include "league/hammer-team-match-game.h"
#include "league/hammer-team-match.h"
#include "store/hammer-change-set.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_LEAGUE_FIXTURES (hammer_league_fixtures_get_type ())

G_DECLARE_FINAL_TYPE (HammerLeagueFixtures, hammer_league_fixtures, HAMMER, LEAGUE_FIXTURES,
                      GObject)

/* The fixtures of league @league_id, or %NULL with @error set when it
 * cannot be read. */
HammerLeagueFixtures *hammer_league_fixtures_new           (HammerStore           *store,
                                                            gint64                 league_id,
                                                            GError               **error);
/* The same for the league that fixture @fixture_id is one of. */
HammerLeagueFixtures *hammer_league_fixtures_new_for_fixture (HammerStore          *store,
                                                              gint64                fixture_id,
                                                              GError              **error);
HammerStore          *hammer_league_fixtures_get_store     (HammerLeagueFixtures  *self);
gint64                hammer_league_fixtures_get_league_id (HammerLeagueFixtures  *self);
/* The "name" property: the league's name, "" once it is gone. */
const char           *hammer_league_fixtures_get_name      (HammerLeagueFixtures  *self);
/* The "divisions" property: the names of the divisions. */
const char * const   *hammer_league_fixtures_get_divisions (HammerLeagueFixtures  *self);
/* HammerLeagueTableRow: the table of division @division, first first; an
 * empty list for a division the league does not have. */
GListModel           *hammer_league_fixtures_get_table     (HammerLeagueFixtures  *self,
                                                            guint                  division);
/* The fixture with id @fixture_id, or %NULL. */
HammerTeamMatch      *hammer_league_fixtures_lookup        (HammerLeagueFixtures  *self,
                                                            gint64                 fixture_id);
/* The id of the league's rule set ("table"), %NULL once the league is
 * gone. */
const char           *hammer_league_fixtures_get_rules     (HammerLeagueFixtures  *self);
/* HammerLeaguePlayer: the roster of team @team_id, as last read; a new
 * list, empty for a team the league does not have. */
GListModel           *hammer_league_fixtures_dup_roster    (HammerLeagueFixtures  *self,
                                                            gint64                 team_id);
/* HammerLeagueTeamLine: the teams of division @division with their
 * rosters, as last read, in the order of hammer_leagues_get_json()'s
 * "teams"; a new list, empty for a division the league does not have. */
GListModel           *hammer_league_fixtures_dup_teams     (HammerLeagueFixtures  *self,
                                                            guint                  division);
/* HammerTeamMatchGame: the games of fixture @fixture_id in the order of
 * the league's format, with what was entered, as
 * hammer_leagues_fixture_json() says them; a new list, empty for a bye. */
GListModel           *hammer_league_fixtures_dup_games     (HammerLeagueFixtures  *self,
                                                            gint64                 fixture_id);
/* Reads again what @changes touched of the league (everything when
 * @changes is %NULL or not complete). The model calls it itself on the
 * store's "changes"; a view that must know the model is current before it
 * reads it may call it first. */
void                  hammer_league_fixtures_update        (HammerLeagueFixtures  *self,
                                                            HammerChangeSet       *changes);
/* Why the last update could not read the league ("read-error"), or %NULL;
 * the fixtures stay as last read meanwhile. A league deleted is no error:
 * it has no fixtures and no name. */
const char           *hammer_league_fixtures_get_read_error (HammerLeagueFixtures  *self);

/* The fixtures of league @league_id as a GListModel of HammerTeamMatch (a
 * HammerLeagueFixtures), or %NULL with @error set. */
GListModel           *hammer_leagues_list_fixtures         (HammerStore           *store,
                                                            gint64                 league_id,
                                                            GError               **error);

G_END_DECLS
