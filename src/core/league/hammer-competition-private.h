/* hammer-competition-private.h — what the season and league models share
 *
 * A club-night season and a team league are both a competition: a row of
 * its own (club_seasons, leagues) with its settings, and parts in other
 * tables that name it, read whole into a model; both are listed, and both
 * write their reports' members alike. hammer-seasons-model.c and
 * hammer-leagues-model.c load their models through it. A private header of
 * the league folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <sqlite3.h>

#include "league/hammer-competition-listing.h"
#include "league/hammer-league-common-private.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* Which competition: it names it in the messages of a failure. */
typedef enum
{
  HAMMER_COMPETITION_SEASON,
  HAMMER_COMPETITION_LEAGUE,
} HammerCompetitionKind;

/* The message of a failure to read a competition of @kind: "Could not read
 * the season". */
const char *_hammer_competition_read_error  (HammerCompetitionKind kind);

/* Sets @error for SQLite's @rc while reading a competition of @kind, and
 * returns %FALSE. */
gboolean    _hammer_competition_read_failed (sqlite3               *db,
                                             int                    rc,
                                             HammerCompetitionKind  kind,
                                             GError               **error);

/* Reads the competition's own row, @sql with @id bound, with @read; a
 * competition that is not there is %HAMMER_ERROR_NOT_FOUND ("There is no
 * season with number 4"). */
gboolean    _hammer_competition_read_row    (sqlite3               *db,
                                             HammerCompetitionKind  kind,
                                             const char            *sql,
                                             gint64                 id,
                                             HammerLeagueRowFunc    read,
                                             gpointer               data,
                                             GError               **error);

/* A part of a competition: the rows @sql returns for the competition's id,
 * each read by @read, then @done (or %NULL) once they are all read: a
 * check of what they made, or the last of them given to the model. */
typedef struct
{
  const char         *sql;
  HammerLeagueRowFunc read;
  gboolean          (*done) (gpointer  data,
                             GError  **error);
} HammerCompetitionPart;

/* Reads the @n_parts @parts of competition @id in order into @data,
 * stopping at the first that fails. */
gboolean    _hammer_competition_read_parts  (sqlite3                     *db,
                                             HammerCompetitionKind        kind,
                                             const HammerCompetitionPart *parts,
                                             guint                        n_parts,
                                             gint64                       id,
                                             gpointer                     data,
                                             GError                     **error);

/* The place of @id in @ids (gint64), or -1. */
int         _hammer_competition_index_of    (GArray                *ids,
                                             gint64                 id);

/* Adds one competition of the list, from the row @stmt of its query, to
 * the array @builder builds. */
typedef gboolean (*HammerCompetitionListFunc) (JsonBuilder   *builder,
                                               sqlite3       *db,
                                               sqlite3_stmt  *stmt,
                                               GError       **error);

/* The array of what @add makes of each row of @sql; @what heads the
 * message of a failure to read. */
JsonNode   *_hammer_competition_list_json   (HammerStore               *store,
                                             const char                *sql,
                                             HammerCompetitionListFunc  add,
                                             const char                *what,
                                             GError                   **error);

/* Makes one competition of the list from the row @stmt of its query, or
 * returns %NULL with @error set. */
typedef GObject *(*HammerCompetitionObjectFunc) (sqlite3       *db,
                                                 sqlite3_stmt  *stmt,
                                                 GError       **error);

/* The GListModel of @type of what @make makes of each row of @sql, as
 * _hammer_competition_list_json() reads them. */
GListModel *_hammer_competition_list_objects (HammerStore                 *store,
                                              const char                  *sql,
                                              GType                        type,
                                              HammerCompetitionObjectFunc  make,
                                              const char                  *what,
                                              GError                     **error);

HammerCompetitionListing *_hammer_competition_listing_new (HammerCompetitionListingKind  kind,
                                                           gint64                        id,
                                                           const char                   *name,
                                                           const char                   *start,
                                                           const char                   *rules_id,
                                                           guint                         teams);

/* Members of a report: a whole number, a text or null, a date written
 * YYYY-MM-DD or null. */
void        _hammer_competition_add_int     (JsonBuilder           *builder,
                                             const char            *member,
                                             gint64                 value);
void        _hammer_competition_add_string  (JsonBuilder           *builder,
                                             const char            *member,
                                             const char            *value);
void        _hammer_competition_add_date    (JsonBuilder           *builder,
                                             const char            *member,
                                             const GDate           *date);

G_END_DECLS
