/* hammer-leagues-private.h — what the parts of the leagues module share
 *
 * The HammerLeagueModel a league is loaded into, the totals of a fixture,
 * and the helpers more than one part uses. hammer-leagues-model.c loads a
 * HammerLeagueModel; the other parts check a change against it before they
 * write, or compute a report from it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_LEAGUE_COMPILATION)
# error "Only the league's own files may include hammer-leagues-private.h"
#endif

#include <sqlite3.h>

#include "league/hammer-competition-private.h"
#include "league/hammer-league-common-private.h"
#include "league/hammer-leagues.h"
#include "rules/hammer-rules.h"
#include "store/hammer-store-tx.h"

G_BEGIN_DECLS

#define MAX_GAMES 50

typedef enum
{
  BREAK_POINTS,
  BREAK_GAME_DIFFERENCE,
  BREAK_GAMES_FOR,
  BREAK_HEAD_TO_HEAD,
  BREAK_WINS,
  BREAK_SCORE_DIFFERENCE,
  N_BREAKS,
} HammerLeagueBreaker;

/* Indexed by HammerLeagueBreaker; "points" always comes first and is not named. */
static const char * const breaker_names[] = {
  "points", "game-difference", "games-for", "head-to-head", "wins", "score-difference",
};

typedef struct
{
  gint64  id;
  char   *name;
} HammerLeagueDivision;

typedef struct
{
  gint64  id;
  char   *name;
  char   *club;      /* or NULL */
  guint   division;
  GArray *players;   /* gint64 player ids of the roster */
} HammerLeagueTeam;

typedef struct
{
  gint64   id;
  guint    division;
  guint    day;       /* from 1 */
  GDate    day_date;
  GDate    date;      /* invalid: postponed without a date */
  gboolean postponed;
  int      home;      /* team index */
  int      away;      /* team index, or -1 for a bye */
} HammerLeagueFixture;

typedef struct
{
  gint64   player;
  gboolean substitute;
  gint64   row;
} HammerLeagueGamePlayer;

typedef struct
{
  gint64  id;
  guint   fixture;    /* index */
  guint   game;       /* in the format, from 0 */
  char   *result;     /* the JSON as entered */
  int     winner;     /* 0, 1 or -1 for a draw */
  int     score[2];
  int     games_won[2];
  GArray *players[2]; /* HammerLeagueGamePlayer */
} HammerLeagueGame;

typedef struct
{
  gint64             id;
  char              *name;
  char              *rules_id;
  const HammerRules *rules;
  JsonObject        *options;    /* as given, without team_size */
  GDate              start;
  GDate              end;        /* invalid: none */
  int                weekday;    /* 0: the start's */
  guint              interval;
  guint              rest_days;
  gboolean           double_round;
  GArray            *blocked;    /* GDate */
  GArray            *format;     /* guint players a side, per game */
  guint              points_per_game;
  guint              win_bonus;
  guint              draw_bonus;
  GArray            *breakers;   /* HammerLeagueBreaker, starting with BREAK_POINTS */
  GPtrArray         *divisions;  /* HammerLeagueDivision */
  GPtrArray         *teams;      /* HammerLeagueTeam, in the order they joined */
  GPtrArray         *fixtures;   /* HammerLeagueFixture, by division, day and id */
  GPtrArray         *games;      /* HammerLeagueGame */
  GHashTable        *names;      /* player id → name */
} HammerLeagueModel;

/* What a fixture's games add up to. */
typedef struct
{
  guint entered;
  int   games[2];     /* games won */
  int   game_points[2];
  int   bonus[2];
  int   score[2];     /* points scored in the games */
  int   winner;       /* 0, 1, or -1 for a draw or while unplayed */
  guint played : 1;   /* every game of the format entered */
} HammerLeagueTally;

/* A new league's settings, checked, as its row in table leagues takes
 * them: creating a league and importing one both fill one in and store it
 * with _hammer_league_insert(). */
typedef struct
{
  char              *name;
  const HammerRules *rules;
  JsonObject        *options;    /* as given, without team_size */
  char              *start;
  char              *end;        /* or NULL */
  gint64             weekday;    /* 0: the start's */
  gint64             interval;
  gint64             rest_days;
  gboolean           double_round;
  GArray            *blocked;    /* GDate, in order */
  GArray            *format;     /* guint players a side, per game */
  GArray            *breakers;   /* HammerLeagueBreaker, starting with BREAK_POINTS */
  gint64             points_per_game;
  gint64             win_bonus;
  gint64             draw_bonus;
} HammerLeagueSettings;

void _hammer_league_settings_clear (HammerLeagueSettings *settings);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HammerLeagueSettings, _hammer_league_settings_clear)

void _hammer_league_free (HammerLeagueModel *league);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerLeagueModel, _hammer_league_free)

/* hammer-leagues-model.c */
const char *_hammer_league_kind_name (guint players);
gboolean _hammer_league_resolve_options (const HammerRules *rules, JsonObject *given, guint players,
                                         HammerOptions *options, GError **error);
guint _hammer_league_max_players (const HammerRules *rules);
JsonNode *_hammer_league_parse_json (const char *text);
gboolean _hammer_league_damaged (HammerLeagueModel *league, GError **error);
int _hammer_league_team_index (HammerLeagueModel *league, gint64 id);
HammerLeagueTeam *_hammer_league_get_team (HammerLeagueModel *league, int index);
HammerLeagueTeam *_hammer_league_team_or_null (HammerLeagueModel *league, int index);
HammerLeagueFixture *_hammer_league_get_fixture (HammerLeagueModel *league, guint index);
const char *_hammer_league_player_name (HammerLeagueModel *league, gint64 id);
HammerLeagueModel *_hammer_league_load (sqlite3 *db, gint64 league_id, GError **error);
gint64 _hammer_league_find_id (sqlite3 *db, const char *sql, gint64 id, GError **error);
HammerLeagueModel *_hammer_league_load_of_fixture (sqlite3 *db, gint64 fixture_id, guint *index,
                                                   GError **error);
HammerLeagueGame *_hammer_league_find_game (HammerLeagueModel *league, guint fixture, guint game);
void _hammer_league_tally_fixture (HammerLeagueModel *league, guint fixture,
                                   HammerLeagueTally *tally);
char *_hammer_league_normalize_name (const char *text);
gboolean _hammer_league_same_name (const char *a, const char *b);
char *_hammer_league_dates_to_json (GArray *dates);
int _hammer_league_compare_dates (gconstpointer a, gconstpointer b);

/* hammer-leagues-create.c */
GArray *_hammer_league_parse_breakers (const char *text, GError **error);
/* Stores a new league with @settings and its @divisions (names, in order)
 * inside @tx; @division_ids (or %NULL) receives the divisions' row ids.
 * Returns the league's id, or 0 with @error set. */
gint64 _hammer_league_insert (HammerStoreTx *tx, const HammerLeagueSettings *settings,
                              GPtrArray *divisions, GArray *division_ids, const char *what,
                              GError **error);

/* hammer-leagues-import-document.c */
/* Refuses a league document, saying where it is wrong; returns FALSE. */
gboolean _hammer_league_doc_error (GError **error, const char *format, ...)
  G_GNUC_PRINTF (2, 3);
/* Element @index of @array as a number below @limit, or -1. */
gint64 _hammer_league_doc_index (JsonArray *array, guint index, guint limit);
/* Checks that @document is a league document this Hammer reads, and
 * returns its root object. */
JsonObject *_hammer_league_read_doc_root (JsonNode *document, GError **error);
/* What the settings of a document become: checked as
 * hammer_leagues_create() checks a new league's. */
gboolean _hammer_league_read_doc_settings (JsonObject *object, HammerLeagueSettings *settings,
                                           GError **error);
/* The names of the divisions of a document, in order. */
GPtrArray *_hammer_league_read_doc_divisions (JsonArray *divisions, GError **error);

/* hammer-leagues-import-fixtures.c: checks the fixtures of a document
 * against what Hammer makes, given the divisions of its teams first; says
 * what is wrong with which fixture (HAMMER_ERROR_INVALID). */
typedef struct _HammerLeagueFixtureCheck HammerLeagueFixtureCheck;

HammerLeagueFixtureCheck *_hammer_league_fixture_check_new (const HammerLeagueSettings *settings,
                                                            guint n_divisions);
void _hammer_league_fixture_check_free (HammerLeagueFixtureCheck *check);
void _hammer_league_fixture_check_add_team (HammerLeagueFixtureCheck *check, const char *name,
                                            guint division);
gboolean _hammer_league_fixture_check_add (HammerLeagueFixtureCheck *check, guint number,
                                           guint division,
                                           gint64 day, const GDate *day_date, const GDate *date,
                                           gboolean postponed, int home, int away, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerLeagueFixtureCheck, _hammer_league_fixture_check_free)

/* hammer-leagues-teams.c */
int _hammer_league_roster_team (HammerLeagueModel *league, gint64 player);
gint64 _hammer_league_resolve_player (HammerStoreTx *tx, const char *text, const char *club,
                                      char **name_out, GError **error);

/* hammer-leagues-schedule.c */
char *_hammer_league_fixture_title (HammerLeagueModel *league, HammerLeagueFixture *fixture);

/* hammer-leagues-results.c */
gboolean _hammer_league_delete_game_rows (HammerStoreTx *tx, HammerLeagueGame *game,
                                          GError **error);
HammerMatch *_hammer_league_play_game (HammerLeagueModel *league, guint players, JsonNode *input,
                                       GError          **error);
/* Replays @input as _hammer_league_play_game() does, as a game that must
 * have been played to its end. */
HammerMatch *_hammer_league_play_finished_game (HammerLeagueModel *league, guint players,
                                                JsonNode *input, GError **error);
/* Either of them, with the sides (home and away) named in the rules'
 * sentences. */
HammerMatch *_hammer_league_play_named_game (HammerLeagueModel *league, guint players,
                                             const char * const *names, JsonNode *input,
                                             gboolean finished, GError **error);
/* The statements that store a game (bound as fixture, game, result,
 * winner, scores and games won a side) and one of its players (game,
 * side, position, player, substitute). */
gboolean _hammer_league_prepare_game_inserts (sqlite3 *db, sqlite3_stmt **game_stmt,
                                              sqlite3_stmt **player_stmt, GError **error);
/* What the result @result of a game is stored as: its "games" alone. */
char *_hammer_league_result_text (JsonNode *result);

/* hammer-leagues-table.c */

/* A team's line of its division's table. */
typedef struct
{
  int team;     /* index */
  int played, won, drawn, lost;
  int games_for, games_against;
  int bonus, points;
  int score_for, score_against;
  int place;
} HammerLeagueTableLine;

/* The table of division @division, in order (HammerLeagueTableLine). */
GArray *_hammer_league_division_table (HammerLeagueModel *league, guint division);

/* hammer-leagues-json.c */

/* The options the rules play a game of @players a side under, as
 * hammer_options_to_json() writes them, or %NULL when the rules refuse
 * them. */
JsonObject *_hammer_league_resolved_options (HammerLeagueModel *league, guint players);
/* The "state" of fixture @index: "played", "in_progress", "postponed",
 * "rescheduled", "bye" or "scheduled". */
const char *_hammer_league_fixture_state (HammerLeagueModel *league, guint index,
                                          HammerLeagueTally *tally);
/* Loads league @league_id into @league and begins its report: an object
 * with the league's "league" (id) and "name". */
JsonBuilder *_hammer_league_report_begin (HammerStore *self, gint64 league_id,
                                          HammerLeagueModel **league, GError **error);
/* Begins the object of @division with its "id" and "name". */
void _hammer_league_add_division (JsonBuilder *builder, HammerLeagueDivision *division);
void _hammer_league_add_tie_breakers (JsonBuilder *builder, const HammerLeagueModel *league);
void _hammer_league_add_calendar (JsonBuilder *builder, const HammerLeagueModel *league);
void _hammer_league_add_scoring (JsonBuilder *builder, const HammerLeagueModel *league);

G_END_DECLS
