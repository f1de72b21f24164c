/* hammer-leagues.h — team leagues in the store
 *
 * A league season is played by teams in one or more divisions. Each
 * division gets its own fixtures (a single or double round robin over dated
 * match days, from hammer-fixtures); a team match (a fixture) is made of the
 * games the league's format lists, for example four singles and two
 * doubles, each game scored through the rules module as a match of the
 * league's rule set. Every change is one logged transaction, undone with
 * hammer_store_undo (store, hammer_store_get_last_change (store)).
 *
 * Ids are the rows' ids: league, division, team and fixture ids are unique
 * in the database. Games of a team match are counted from 0 in the API and
 * in JSON ("game"), as the rules module counts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "league/hammer-competition-listing.h"
#include "league/hammer-league-player-line.h"
#include "league/hammer-team-match-input.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* What a new league is made of. Initialise with hammer_league_spec_init(),
 * which fills in the defaults, then set what differs. Strings are the
 * caller's. */
typedef struct
{
  const char         *name;
  const char         *rules;           /* a rule set id: table, court, deck, … (not sjoelbak) */
  JsonObject         *options;         /* options of the rule set, or NULL for its defaults;
                                        * team_size is set by each game of the format */
  const char         *start_date;      /* YYYY-MM-DD, the first possible match day */
  const char         *end_date;        /* YYYY-MM-DD or NULL: the last match day at the latest */
  GDateWeekday        weekday;         /* of the match days; G_DATE_BAD_WEEKDAY: the start's */
  guint               interval_days;   /* between match days; default 7 */
  guint               rest_days;       /* free days a team has at least between matches */
  gboolean            double_round;    /* home and away: every pair meets twice */
  const char *const  *blocked;         /* NULL-terminated dates without matches, or NULL */
  const char         *format;          /* the games of a team match: "4x1,2x2" or
                                        * "4 singles, 2 doubles"; default "4x1,2x2" */
  guint               points_per_game; /* for each game a team wins; default 1 */
  guint               win_bonus;       /* for winning the team match; default 2 */
  guint               draw_bonus;      /* to each team of a drawn team match; default 1 */
  const char         *tie_breakers;    /* comma-separated, see below; NULL: the default */
  const char *const  *divisions;       /* NULL-terminated names, or NULL: one division
                                        * named after the league */
} HammerLeagueSpec;

/* The league table's tie-breakers, applied in the order given after the
 * points: "game-difference" (game points for minus against), "games-for"
 * (game points for), "head-to-head" (points in the matches among the teams
 * still level), "wins" (team matches won), "score-difference" (points scored
 * in the games minus points conceded). The default is
 * "game-difference,games-for,head-to-head,score-difference". Teams still
 * level after them all share a place. */
#define HAMMER_LEAGUE_DEFAULT_TIE_BREAKERS \
  "game-difference,games-for,head-to-head,score-difference"
#define HAMMER_LEAGUE_DEFAULT_FORMAT "4x1,2x2"

/* Sets every field of @spec to its default (strings NULL, weekday
 * G_DATE_BAD_WEEKDAY, 7 days between match days, 1 point a game, 2 for the
 * win and 1 for a draw). */
void      hammer_league_spec_init           (HammerLeagueSpec *spec);

/* Parses a weekday: "mon" … "sun", the English names in full, or 1 (Monday)
 * to 7 (Sunday). */
gboolean  hammer_league_weekday_from_string (const char   *text,
                                             GDateWeekday *weekday);

/* Creates a league with its divisions in one change. Refuses, naming the
 * field, an empty name, an unknown rule set or option, a bad date, an end
 * before the start, a format that is not games of 1 to the rule set's most
 * players a side, an unknown tie-breaker and two divisions of one name.
 * Returns the league's id, or 0 with an error. */
gint64    hammer_leagues_create             (HammerStore             *self,
                                             const HammerLeagueSpec  *spec,
                                             GError                 **error);

/* Adds team @name of club @club (found by name or created; NULL for none)
 * to division @division of league @league_id (its name or id; NULL: the
 * first division) with @players on its roster, each a player id (digits) or
 * a name, found on the roster or added to it. Refused once the division's
 * fixtures are made, for a name another team of the league has, and for a
 * player on the roster of another team of the league. One change; returns
 * the team's id, or 0. */
gint64    hammer_leagues_add_team           (HammerStore        *self,
                                             gint64              league_id,
                                             const char         *division,
                                             const char         *name,
                                             const char         *club,
                                             const char *const  *players,
                                             GError            **error);

/* Puts @players (ids or names, found on or added to the players' roster)
 * on the roster of team @team_id, also after the fixtures are made, in one
 * change. Refused for a player on the roster of any team of the league. Games
 * played before as a substitute stay so. */
gboolean  hammer_leagues_add_players        (HammerStore        *self,
                                             gint64              team_id,
                                             const char *const  *players,
                                             GError            **error);

/* Makes the fixtures of every division of league @league_id with at least
 * two teams from the league's dates, in one change. Fixtures made before
 * are replaced while no result has been entered; after that, refused. So
 * are fixtures whose last match day falls after the league's end date.
 * A team without a match on a match day (odd team counts) gets a bye,
 * stored as a fixture without an away team. */
gboolean  hammer_leagues_generate_fixtures  (HammerStore  *self,
                                             gint64        league_id,
                                             GError      **error);

/* Postpones fixture @fixture_id. With @date (YYYY-MM-DD) it moves there
 * (rescheduling), refused with hammer-fixtures' message naming the clash
 * when either team plays that day or within the rest days, or the date is
 * blocked; moving it back to its match day's date ends the postponement.
 * With @date %NULL it is postponed without a new date yet. Refused for a
 * bye and for a fixture with results. One change. */
gboolean  hammer_leagues_postpone_fixture   (HammerStore  *self,
                                             gint64        fixture_id,
                                             const char   *date,
                                             GError      **error);

/* Enters game @game (from 0, in the league's format) of fixture
 * @fixture_id, replacing what was entered for it before: @home and @away
 * are the players of each side (ids or names; as many as the game has a
 * side), @result the match as `hammer-cli score` reads it ({"games":
 * [{"ends": […]}]}, without "rules": the league's), checked end by end
 * through the rules and required to be finished. A player not on the team's
 * roster plays as a substitute (and is found on or added to the players'
 * roster); a player of the other team's roster, or one who is on both
 * sides, is refused. When the rules refuse the result (or it is not
 * finished) the error names the fixture, the game and the end, and carries
 * them (hammer_error_get_fixture(), hammer_error_get_game() the team
 * match's game from 0, hammer_error_get_match_game() the game within the
 * rules' match that was wrong, from 0 or -1, and the end and side). One
 * change. */
gboolean  hammer_leagues_enter_game         (HammerStore        *self,
                                             gint64              fixture_id,
                                             guint               game,
                                             const char *const  *home,
                                             const char *const  *away,
                                             JsonNode           *result,
                                             GError            **error);

/* Enters several games of fixture @fixture_id at once, all or nothing:
 * @match is {"games": [{"game": N (optional; else the position in the
 * list), "home": [players], "away": [players], "result": {"games": […]}},
 * …]}. One bad game refuses the whole entry, named as for
 * hammer_leagues_enter_game(), the error's fixture and game included. */
gboolean  hammer_leagues_enter_match        (HammerStore  *self,
                                             gint64        fixture_id,
                                             JsonNode     *match,
                                             GError      **error);

/* The same with the games typed. */
gboolean  hammer_leagues_enter_match_input  (HammerStore           *self,
                                             gint64                 fixture_id,
                                             HammerTeamMatchInput  *input,
                                             GError               **error);

/* Removes what was entered for game @game (from 0) of fixture @fixture_id,
 * in one change; refused when nothing was. */
gboolean  hammer_leagues_clear_game         (HammerStore  *self,
                                             gint64        fixture_id,
                                             guint         game,
                                             GError      **error);

/* Deletes league @league_id with everything in it (divisions, teams,
 * fixtures and results; the players stay on the roster) in one change,
 * which hammer_store_undo() takes back whole. Returns the change's id, or
 * 0 on error. */
gint64    hammer_leagues_delete             (HammerStore  *self,
                                             gint64        league_id,
                                             GError      **error);

/* Reports, as JSON. Each returns %NULL with an error when the league or
 * fixture does not exist. */

/* [{"id", "name", "rules", "start", "end", "divisions", "teams",
 * "fixtures", "played"}, …] for every league. */
JsonNode *hammer_leagues_list_json          (HammerStore  *self,
                                             GError      **error);
/* {"id", "name", "rules", "options" (resolved, singles), "start", "end",
 * "weekday" (1–7 or null), "interval_days", "rest_days", "double_round",
 * "blocked": [dates], "format": [{"game", "players", "kind": "singles" |
 * "doubles" | …}], "points_per_game", "win_bonus", "draw_bonus",
 * "tie_breakers": [names], "divisions": [{"id", "name", "teams": [{"id",
 * "name", "club", "players": [{"id", "name"}]}]}]}. */
JsonNode *hammer_leagues_get_json           (HammerStore  *self,
                                             gint64        league_id,
                                             GError      **error);
/* {"league", "name", "divisions": [{"id", "name", "match_days": [{"day",
 * "date", "bye": {"fixture", "team", "name"} or null, "fixtures":
 * [fixture summary]}]}], "next_match_day": {"day", "date"} or null} where a
 * fixture summary is {"id", "day", "day_date", "date" (null while postponed
 * without a date), "postponed", "home": {"id", "name"}, "away": {…},
 * "state": "scheduled" | "postponed" (no date yet) | "rescheduled" (moved
 * to "date") | "in_progress" | "played" | "bye",
 * "games_entered", "games_won": [home, away], "game_points": [home, away],
 * "match_points": [home, away] or null until every game is entered,
 * "winner": 0 | 1 | null (null for a draw or while unplayed)}. A team
 * match is won on game points (points_per_game for each game won; a drawn
 * game scores none), or on games won when a game is worth no points; the
 * winner gets win_bonus, each side of a draw draw_bonus. */
JsonNode *hammer_leagues_fixtures_json      (HammerStore  *self,
                                             gint64        league_id,
                                             GError      **error);
/* A fixture summary (see above) with "league", "division" and "games":
 * [{"game", "players" (a side), "kind", "home": [{"id", "name",
 * "substitute"}], "away": […], "score": [home, away] (the points scored),
 * "games_won": [home, away], "winner": 0 | 1 | null, "result": the
 * match as hammer-cli score prints it} or, not yet entered, {"game",
 * "players", "kind", "entered": false}]. */
JsonNode *hammer_leagues_fixture_json       (HammerStore  *self,
                                             gint64        fixture_id,
                                             GError      **error);
/* {"league", "name", "tie_breakers", "divisions": [{"id", "name", "table":
 * [{"place", "team", "name", "played", "won", "drawn", "lost", "games_for",
 * "games_against", "game_difference", "bonus", "points", "score_for",
 * "score_against"}]}]}. "games_for" are game points (points_per_game for
 * each game won); "points" are the match points: game points plus bonus.
 * Only team matches with every game entered count. */
JsonNode *hammer_leagues_table_json         (HammerStore  *self,
                                             gint64        league_id,
                                             GError      **error);
/* {"league", "name", "players": [{"player", "name", "teams": [names],
 * "played", "won", "drawn", "lost", "win_percent", "score_for",
 * "score_against", "score_for_per_game", "score_against_per_game",
 * "substitute_games", "singles": {"played", "won", "drawn", "lost",
 * "win_percent", "score_for", "score_against"}, "doubles": {…}}]},
 * players ordered by win percentage, then games won, then name. Games of
 * more than two players a side count under "doubles" too ("teams" in
 * rule-set terms). */
JsonNode *hammer_leagues_stats_json         (HammerStore  *self,
                                             gint64        league_id,
                                             GError      **error);
/* The same players, in the same order, as a new GListModel of
 * HammerLeaguePlayerLine, or %NULL with @error set. */
GListModel *hammer_leagues_list_player_lines (HammerStore  *self,
                                              gint64        league_id,
                                              GError      **error);

/* The league document (docs/league-document.md): a whole league in one
 * JSON object without database ids, to move it to another database. */
#define HAMMER_LEAGUE_DOCUMENT_VERSION 1

/* Writes league @league_id as a league document: its settings, divisions,
 * teams with their rosters, the players (name, club, licence), every
 * fixture with its dates and every game entered with its players and its
 * ends. */
JsonNode *hammer_leagues_export             (HammerStore  *self,
                                             gint64        league_id,
                                             GError      **error);
/* Stores a document of hammer_leagues_export() as a new league in
 * one change, leaving what is in the database alone: players are found by
 * licence, then by name, or added; clubs by name or added. Everything is
 * checked as if it were entered (settings, rosters, fixtures, and every
 * game through the rules); a document with anything wrong is refused whole
 * with HAMMER_ERROR_INVALID naming where, one of a newer version with
 * HAMMER_ERROR_NEWER_DATABASE. Returns the new league's id, or 0. */
gint64    hammer_leagues_import             (HammerStore  *self,
                                             JsonNode     *document,
                                             GError      **error);

/* Writes off the main thread: each runs the write of the same name on the
 * store's writer (hammer_store_write_async()); the store tells its
 * listeners of the change before @callback runs. */

void      hammer_leagues_create_async             (HammerStore             *self,
                                                   const HammerLeagueSpec  *spec,
                                                   GCancellable            *cancellable,
                                                   GAsyncReadyCallback      callback,
                                                   gpointer                 user_data);
gint64    hammer_leagues_create_finish            (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);
void      hammer_leagues_add_team_async           (HammerStore          *self,
                                                   gint64                league_id,
                                                   const char           *division,
                                                   const char           *name,
                                                   const char           *club,
                                                   const char *const    *players,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gint64    hammer_leagues_add_team_finish          (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);
void      hammer_leagues_generate_fixtures_async  (HammerStore          *self,
                                                   gint64                league_id,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gboolean  hammer_leagues_generate_fixtures_finish (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);
void      hammer_leagues_postpone_fixture_async   (HammerStore          *self,
                                                   gint64                fixture_id,
                                                   const char           *date,
                                                   GCancellable         *cancellable,
                                                   GAsyncReadyCallback   callback,
                                                   gpointer              user_data);
gboolean  hammer_leagues_postpone_fixture_finish  (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);
/* Takes a reference to @input: leave it unchanged until the write is
 * done. */
void      hammer_leagues_enter_match_input_async  (HammerStore           *self,
                                                   gint64                 fixture_id,
                                                   HammerTeamMatchInput  *input,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean  hammer_leagues_enter_match_input_finish (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   GError       **error);

G_END_DECLS
