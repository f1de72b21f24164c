/* hammer-seasons.h — sjoelbak club-night seasons in the store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "league/hammer-club-night.h"
#include "league/hammer-competition-listing.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* What season standings are ranked by. */
typedef enum
{
  HAMMER_SEASON_BY_TOTAL,
  HAMMER_SEASON_BY_AVERAGE,
  HAMMER_SEASON_BY_POINTS,
  HAMMER_SEASON_BY_BEST4,
} HammerSeasonRanking;

/* The "last N" of the last-N average when a season does not set it. */
#define HAMMER_SEASON_DEFAULT_LAST_GAMES 10
#define HAMMER_SEASON_MAX_LAST_GAMES     1000

/* Parses "total", "average", "points" or "best4". */
gboolean  hammer_season_ranking_from_string    (const char          *text,
                                                HammerSeasonRanking *ranking);

/* Creates a season of club nights of @games_per_night games (1–50) in the
 * season (1 September to 31 August) that holds @start_date (YYYY-MM-DD).
 * Returns its id, or 0 on error. */
gint64    hammer_seasons_create                (HammerStore  *self,
                                                const char   *name,
                                                const char   *start_date,
                                                guint         games_per_night,
                                                GError      **error);
/* Makes players members of season @season_id in one change: each of
 * @players is a player id (digits only) or a name, found on the roster or
 * added to it. Returns the member ids (gint64), or %NULL on error. */
GArray   *hammer_seasons_add_members           (HammerStore        *self,
                                                gint64              season_id,
                                                const char *const  *players,
                                                GError            **error);
/* The highest start average: a perfect club-night game, as the rules module
 * counts it (148). */
#define HAMMER_START_AVERAGE_MAX (hammer_club_night_get_max_total ())
/* Stands for "the player's roster average" in hammer_seasons_add_members_averaged(). */
#define HAMMER_START_AVERAGE_ROSTER (-2.0)
/* The same, each new member with a start average, and so a class from the
 * first night: @start_averages[i] (0 to 148) for @players[i], or
 * HAMMER_START_AVERAGE_ROSTER for the roster's average of that player (none
 * when the roster has none), or a negative for none. A start average out of
 * range refuses the whole change, naming the player. */
GArray   *hammer_seasons_add_members_averaged  (HammerStore        *self,
                                                gint64              season_id,
                                                const char *const  *players,
                                                const double       *start_averages,
                                                GError            **error);
/* Adds a club night on @date (YYYY-MM-DD); returns its id, or 0. */
gint64    hammer_seasons_add_night             (HammerStore  *self,
                                                gint64        season_id,
                                                const char   *date,
                                                GError      **error);
/* The night named by @night (its id, or its date), or 0 with an error. */
gint64    hammer_seasons_find_night            (HammerStore  *self,
                                                gint64        season_id,
                                                const char   *night,
                                                GError      **error);
/* The member named by @member (member id, or the player's name), or 0. */
gint64    hammer_seasons_find_member           (HammerStore  *self,
                                                gint64        season_id,
                                                const char   *member,
                                                GError      **error);
/* The games of a club night as an entry gives them: @n_members members, each
 * with @n_games games (0: the season's games per night) as totals or as
 * compartment counts, member after member. A game whose first count is
 * negative takes its total from @totals instead (either may be %NULL, not
 * both). A @night_id of 0 adds the night on @date. With @whole_night the
 * members not listed lose their games on the night; otherwise only the
 * listed members' games are replaced. */
typedef struct
{
  gint64        night_id;
  const char   *date;
  const gint64 *member_ids;
  guint         n_members;
  guint         n_games;
  const int    *totals;
  const int   (*counts)[4];
  gboolean      whole_night;
} HammerNightGames;

/* The one way games of a club night are written, for the app and the
 * command line: checked whole, then written in one change. Refuses the
 * whole entry when a game is impossible, naming the night, the member and
 * the game, and sets @bad_member (index into @games->member_ids) and
 * @bad_game (from 0), or −1 when the fault is not one member's or game's.
 * Returns the night id, or 0 on error. */
gint64    hammer_seasons_enter_night_games     (HammerStore             *self,
                                                gint64                   season_id,
                                                const HammerNightGames  *games,
                                                int                     *bad_member,
                                                int                     *bad_game,
                                                GError                 **error);
/* Enters the games of member @member_id on night @night_id, replacing what
 * was entered before, in one change: @n_games totals, or (with @totals
 * %NULL) @n_games compartment counts of four numbers each. Refuses the
 * whole entry when one game is impossible, naming the night, the member
 * and the game, and sets @bad_game (when not %NULL) to that game (from 0),
 * or −1 when the fault is not one game's. */
gboolean    hammer_seasons_enter_games     (HammerStore          *self,
                                            gint64                season_id,
                                            gint64                night_id,
                                            gint64                member_id,
                                            const int            *totals,
                                            const int           (*counts)[4],
                                            guint                 n_games,
                                            int                  *bad_game,
                                            GError              **error);

/* Reports, as JSON. */
JsonNode *hammer_seasons_night_json            (HammerStore  *self,
                                                gint64        season_id,
                                                gint64        night_id,
                                                GError      **error);
JsonNode *hammer_seasons_standings_json        (HammerStore          *self,
                                                gint64                season_id,
                                                HammerSeasonRanking   ranking,
                                                GError              **error);
JsonNode *hammer_seasons_members_json          (HammerStore  *self,
                                                gint64        season_id,
                                                GError      **error);

/* Settings. Each is one logged change, checked whole before it is written. */

gboolean  hammer_seasons_set_classes           (HammerStore  *self,
                                                gint64        season_id,
                                                const char   *classes,
                                                GError      **error);
/* The points competition: @per_game for each game at or above one's
 * average, @bonus when the total of the night's first @bonus_games games
 * beats @bonus_games × the average. −1 keeps a setting as it is. */
gboolean  hammer_seasons_set_points            (HammerStore  *self,
                                                gint64        season_id,
                                                int           per_game,
                                                int           bonus,
                                                int           bonus_games,
                                                GError      **error);
/* The number of games of the "last N" average (1–1000). */
gboolean  hammer_seasons_set_last_games        (HammerStore  *self,
                                                gint64        season_id,
                                                guint         last_games,
                                                GError      **error);
/* Classes change only on promotion dates: YYYY-MM-DD inside the season. */
gboolean  hammer_seasons_add_promotion_date    (HammerStore  *self,
                                                gint64        season_id,
                                                const char   *date,
                                                GError      **error);
gboolean  hammer_seasons_remove_promotion_date (HammerStore  *self,
                                                gint64        season_id,
                                                const char   *date,
                                                GError      **error);
/* {season…, classes: [{name, limit}], points: {per_game, bonus,
 * bonus_games}, promotion_dates: [date], last_games}. */
JsonNode *hammer_seasons_settings_json         (HammerStore  *self,
                                                gint64        season_id,
                                                GError      **error);
/* Every member with games, total, average over the season and over the
 * last @last games (0: the season's setting) and class (on the last club
 * night), ordered by class and then average. */
JsonNode *hammer_seasons_averages_json         (HammerStore  *self,
                                                gint64        season_id,
                                                guint         last,
                                                GError      **error);
/* The whole season as one document (docs/season-document.md): settings,
 * members with averages and classes, every night with its ranking and
 * every game (and compartment counts, where entered), and the standings
 * by total, average, points and best 4. */
JsonNode *hammer_seasons_export_json           (HammerStore  *self,
                                                gint64        season_id,
                                                GError      **error);

/* For the app. Every season, newest first, as a JSON array of objects with
 * "season", "kind" ("club-nights"), "name", "start", "games_per_night",
 * "members" and "nights". */
JsonNode *hammer_seasons_list_json             (HammerStore  *self,
                                                GError      **error);
/* The season's nights, newest first: "night", "date", "present" (members
 * with games) and "winners" (the members placed first, with their total). */
JsonNode *hammer_seasons_nights_json           (HammerStore  *self,
                                                gint64        season_id,
                                                GError      **error);
/* Enters a whole club night in one change: @n_members members, each with
 * games-per-night totals in @totals (member after member). With @night_id
 * 0 the night on @date is added; otherwise night @night_id is replaced, and
 * members not listed lose their games on it. Refuses the whole night when a
 * total is impossible, setting @bad_member (index into @member_ids) and
 * @bad_game (from 0). Returns the night id, or 0 on error. */
gint64    hammer_seasons_save_night            (HammerStore   *self,
                                                gint64         season_id,
                                                gint64         night_id,
                                                const char    *date,
                                                const gint64  *member_ids,
                                                guint          n_members,
                                                const int     *totals,
                                                int           *bad_member,
                                                int           *bad_game,
                                                GError       **error);
/* As hammer_seasons_save_night(), with compartment counts: @counts
 * holds four counts per game in the order of @totals; a game whose first
 * count is negative takes its total from @totals instead (either may be
 * %NULL, not both). The stored games keep their counts; impossible counts
 * (more than 30 disks) refuse the night as impossible totals do. */
gint64      hammer_seasons_save_night_counts (HammerStore        *self,
                                              gint64                season_id,
                                              gint64                night_id,
                                              const char           *date,
                                              const gint64         *member_ids,
                                              guint                 n_members,
                                              const int            *totals,
                                              const int           (*counts)[4],
                                              int                  *bad_member,
                                              int                  *bad_game,
                                              GError              **error);
/* One member's season: "class", "average", "last_average" (over the
 * season's "last_games"), "start_average" (or null), "classes"
 * (name and lower "limit", null for the last) and "nights" they played
 * ("date", "games", "total", "season_average" after that night). */
JsonNode *hammer_seasons_member_json           (HammerStore  *self,
                                                gint64        season_id,
                                                gint64        member_id,
                                                GError      **error);

/* Sets the average that stands in for member @member_id's until they have
 * played (0 to 148; negative: none), in one change. */
gboolean  hammer_seasons_set_start_average     (HammerStore  *self,
                                                gint64        season_id,
                                                gint64        member_id,
                                                double        average,
                                                GError      **error);

/* Writes off the main thread: each runs the write of the same name on the
 * store's writer (hammer_store_write_async()); the store tells its
 * listeners of the change before @callback runs. */

void      hammer_seasons_create_async          (HammerStore          *self,
                                                const char           *name,
                                                const char           *start_date,
                                                guint                 games_per_night,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
gint64    hammer_seasons_create_finish         (HammerStore   *self,
                                                GAsyncResult  *result,
                                                GError       **error);
void      hammer_seasons_add_members_averaged_async  (HammerStore          *self,
                                                      gint64                season_id,
                                                      const char *const    *players,
                                                      const double         *start_averages,
                                                      GCancellable         *cancellable,
                                                      GAsyncReadyCallback   callback,
                                                      gpointer              user_data);
GArray   *hammer_seasons_add_members_averaged_finish (HammerStore   *self,
                                                      GAsyncResult  *result,
                                                      GError       **error);
/* @games->n_games must be set (not 0): it says how long its arrays are,
 * which the write copies. The finish sets @bad_member and @bad_game as
 * hammer_seasons_enter_night_games() does, also on error. */
void      hammer_seasons_enter_night_games_async  (HammerStore             *self,
                                                   gint64                   season_id,
                                                   const HammerNightGames  *games,
                                                   GCancellable            *cancellable,
                                                   GAsyncReadyCallback      callback,
                                                   gpointer                 user_data);
gint64    hammer_seasons_enter_night_games_finish (HammerStore   *self,
                                                   GAsyncResult  *result,
                                                   int           *bad_member,
                                                   int           *bad_game,
                                                   GError       **error);
/* The settings and a member's start average; each finishes with
 * hammer_seasons_setting_finish(), which sets @change_id (unless NULL) to
 * the change the write made, for its undo. */
void      hammer_seasons_set_classes_async     (HammerStore          *self,
                                                gint64                season_id,
                                                const char           *classes,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
void      hammer_seasons_set_points_async      (HammerStore          *self,
                                                gint64                season_id,
                                                int                   per_game,
                                                int                   bonus,
                                                int                   bonus_games,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
void      hammer_seasons_set_last_games_async  (HammerStore          *self,
                                                gint64                season_id,
                                                guint                 last_games,
                                                GCancellable         *cancellable,
                                                GAsyncReadyCallback   callback,
                                                gpointer              user_data);
void      hammer_seasons_add_promotion_date_async    (HammerStore          *self,
                                                      gint64                season_id,
                                                      const char           *date,
                                                      GCancellable         *cancellable,
                                                      GAsyncReadyCallback   callback,
                                                      gpointer              user_data);
void      hammer_seasons_remove_promotion_date_async (HammerStore          *self,
                                                      gint64                season_id,
                                                      const char           *date,
                                                      GCancellable         *cancellable,
                                                      GAsyncReadyCallback   callback,
                                                      gpointer              user_data);
void      hammer_seasons_set_start_average_async     (HammerStore          *self,
                                                      gint64                season_id,
                                                      gint64                member_id,
                                                      double                average,
                                                      GCancellable         *cancellable,
                                                      GAsyncReadyCallback   callback,
                                                      gpointer              user_data);
gboolean  hammer_seasons_setting_finish        (HammerStore   *self,
                                                GAsyncResult  *result,
                                                gint64        *change_id,
                                                GError       **error);

G_END_DECLS

