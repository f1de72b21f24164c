/* hammer-season-members-private.h — what HammerSeasonMembers tells its
 * members and nights
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "league/hammer-season-member-night.h"
#include "league/hammer-season-member.h"
#include "league/hammer-season-members.h"
#include "league/hammer-season-night.h"

G_BEGIN_DECLS

/* What a member shows; strings belong to the caller. */
typedef struct
{
  gint64      id;
  gint64      player;
  const char *name;
  const char *class_name;
  guint       games;
  int         total;
  double      average;
  double      last_average;
  guint       place;
  const char *place_label;
  int         figure;
  guint       count;
  double      ranking_average;
  double      start_average;
} HammerSeasonMemberValues;

typedef struct
{
  gint64      id;
  const char *date;
  guint       present;
  const char *winners;
  int         winning_total;
} HammerSeasonNightValues;

typedef struct
{
  gint64      id;
  const char *date;
  const int  *games;
  const int  *counts;   /* four a game, or NULL */
  guint       n_games;
  int         total;
  double      season_average;
} HammerSeasonMemberNightValues;

HammerSeasonMember *_hammer_season_member_new    (const HammerSeasonMemberValues *values);
/* Takes @values, notifying each property that changed. */
void                _hammer_season_member_update (HammerSeasonMember             *self,
                                                  const HammerSeasonMemberValues *values);
HammerSeasonNight  *_hammer_season_night_new     (const HammerSeasonNightValues  *values);
void                _hammer_season_night_update  (HammerSeasonNight              *self,
                                                  const HammerSeasonNightValues  *values);
HammerSeasonMemberNight *_hammer_season_member_night_new (
  const HammerSeasonMemberNightValues *values);
void _hammer_season_member_night_update (HammerSeasonMemberNight             *self,
                                         const HammerSeasonMemberNightValues *values);
/* The store of the member's nights, which the model splices. */
GListStore         *_hammer_season_member_get_night_store (HammerSeasonMember *self);

/* The model itself, shared by hammer-season-members.c (the object, its
 * list and what it answers) and hammer-season-members-read.c (the season
 * read into it). */
struct _HammerSeasonMembers
{
  GObject parent_instance;

  HammerStore *store;
  gint64 season_id;
  char *name;
  guint games_per_night;
  guint last_games;
  HammerSeasonRanking ranking;
  int per_game;
  int bonus;
  guint bonus_games;
  GStrv promotion_dates;
  GStrv class_names;
  GArray *class_limits;     /* double, one fewer than the classes */
  gulong changes_handler;
  guint64 generation;       /* of the store, when last read */
  gint64 data_version;
  GPtrArray *items;         /* HammerSeasonMember, in the season's order */
  GHashTable *by_id;        /* member id (gint64 *) → HammerSeasonMember of items */
  GListStore *nights;       /* HammerSeasonNight */
  GListStore *standings;    /* HammerSeasonMember of items */
  GListStore *averages;     /* HammerSeasonMember of items */
  char *read_error;         /* why the last read failed, or NULL */
};

/* Reads the season from the store into the model, notifying what changed. */
gboolean            _hammer_season_members_read       (HammerSeasonMembers  *self,
                                                       GError              **error);
/* Reads the season again after a change: one deleted has no members; one
 * that cannot be read keeps what it showed and sets "read-error". */
void                _hammer_season_members_read_again (HammerSeasonMembers  *self);

G_END_DECLS
