/* hammer-seasons-private.h — what the parts of the seasons module share
 *
 * The HammerSeasonModel a season is loaded into and the helpers more than
 * one part uses. hammer-seasons-model.c loads a season; the other parts
 * check a change against it before they write, or compute a report from it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_LEAGUE_COMPILATION)
# error "Only the league's own files may include hammer-seasons-private.h"
#endif

#include <sqlite3.h>

#include "league/hammer-competition-private.h"
#include "league/hammer-league-common-private.h"
#include "league/hammer-club-night.h"
#include "league/hammer-seasons.h"
#include "store/hammer-store-tx.h"

G_BEGIN_DECLS

typedef struct
{
  gint64            id;
  char             *name;
  HammerClubSeason *season;
  GArray           *member_ids;  /* gint64, by engine member */
  GArray           *player_ids;  /* gint64, by engine member */
  GArray           *night_ids;   /* gint64, by engine night (date order) */
  GArray           *night_dates; /* GDate, by engine night */
  GHashTable       *games;       /* "night:member" → GArray of int */
  GHashTable       *counts;      /* "night:member" → GArray of int[4], when entered */
  guint             last_games;  /* the "last N" of the last-N average */
  guint             bonus_games; /* as stored: 0 for every game of a night */
} HammerSeasonModel;

static const char * const ranking_names[] = { "total", "average", "points", "best4" };

void _hammer_season_model_free (HammerSeasonModel *model);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerSeasonModel, _hammer_season_model_free)

/* hammer-seasons-model.c */
char *_hammer_season_games_key (guint night, guint member);
HammerSeasonModel *_hammer_season_load (sqlite3 *db, gint64 season_id, GError **error);
void _hammer_season_class_date (HammerSeasonModel *model, GDate *date);
gboolean _hammer_season_load_counts (sqlite3 *db, HammerSeasonModel *model, GError **error);

/* hammer-seasons-averages.c */

/* A member's line of the averages, which go by class, then average. */
typedef struct
{
  guint    member;
  int      klass;    /* -1: none yet */
  gboolean known;
  double   average;
} HammerSeasonAverageLine;

/* The members' averages in the order of the averages report. */
GArray *_hammer_season_average_lines (HammerSeasonModel *model);
/* The games and total of @member in @totals (hammer_club_season_rank_by_total()),
 * 0 for a member who has not played. */
void _hammer_season_member_totals (GArray *totals, guint member, guint *games, int *total);

/* hammer-seasons-json.c */

/* A night a member played: its place among the nights, the games (owned by
 * the model), their total and the member's season average after it. */
typedef struct
{
  guint   night;
  GArray *games;
  int     total;
  double  season_average;
} HammerSeasonMemberNightLine;

/* The nights @member played, in date order (HammerSeasonMemberNightLine). */
GArray *_hammer_season_member_nights (HammerSeasonModel *model, guint member);
/* The lines of the standings by @ranking (HammerClubRank). */
GArray *_hammer_season_rank (HammerSeasonModel *model, HammerSeasonRanking ranking);
void _hammer_season_add_average (JsonBuilder *builder, const char *member, gboolean known,
                                 double average);
void _hammer_season_add_member_ids (JsonBuilder *builder, HammerSeasonModel *model, guint member);
void _hammer_season_add_header (JsonBuilder *builder, HammerSeasonModel *model);
/* Adds what a report of @model holds after the season's header; @data is
 * the report's own argument. */
typedef gboolean (*HammerSeasonReportFunc) (JsonBuilder       *builder,
                                            HammerSeasonModel *model,
                                            sqlite3           *db,
                                            gconstpointer      data,
                                            GError           **error);

/* Loads season @season_id and returns its report: an object with the
 * season's header and what @add adds. */
JsonNode *_hammer_season_report (HammerStore *self, gint64 season_id, HammerSeasonReportFunc add,
                                 gconstpointer data, GError **error);
void _hammer_season_add_night_ranking (JsonBuilder *into, HammerSeasonModel *model, guint night);
void _hammer_season_add_standings (JsonBuilder *into, HammerSeasonModel *model,
                                   HammerSeasonRanking ranking);
void _hammer_season_add_settings (JsonBuilder *builder, HammerSeasonModel *model);
/* The points competition as an object: "per_game", "bonus", "bonus_games". */
void _hammer_season_add_points (JsonBuilder *builder, int per_game, int bonus, guint bonus_games);
void _hammer_season_add_class (JsonBuilder *builder, HammerSeasonModel *model, int klass);

G_END_DECLS
