/* hammer-season-document.h — finding one's way in the season document of
 * hammer_seasons_export_json(), for the tables and the sheets that are
 * drawn from it; the tables (hammer-season-tables.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "io/hammer-tables.h"

G_BEGIN_DECLS

/* The season of @document; fails with HAMMER_ERROR_INVALID when it is not
 * a season document with a name. */
JsonObject *hammer_season_document_get        (JsonNode    *document,
                                               GError     **error);
/* The night on @date (YYYY-MM-DD), or when @date is %NULL the last night
 * with a score entered (the last night when none has one);
 * fails with HAMMER_ERROR_NOT_FOUND when there is no such night. */
JsonObject *hammer_season_document_find_night (JsonObject  *season,
                                               const char  *date,
                                               GError     **error);
/* Whether the average of @member (a member of the season document) lies
 * outside the limits of the class it is in: classes change only on
 * promotion dates, so an average may have moved on since. */
gboolean    hammer_season_document_outside_class (JsonObject *season,
                                                  JsonObject *member);
/* Why an average may lie outside its class, for a note under a list that
 * marks such averages with "*": when the classes were set, and when they
 * change next. */
char       *hammer_season_document_class_reason  (JsonObject *season);

/* A season of club nights, from the season document of
 * hammer_seasons_export_json(). @what is "standings" (with @by one of
 * "total", "average", "points", "best4"), "averages" or "night" (with @by
 * the night's date, NULL for the last night). Fails with
 * HAMMER_ERROR_INVALID when @document is not a season document and
 * HAMMER_ERROR_NOT_FOUND when the night is not in it. */
char     *hammer_tables_season_csv       (JsonNode               *document,
                                          const char             *what,
                                          const char             *by,
                                          const HammerCsvOptions *options,
                                          GError                **error);
/* One self-contained HTML page (as hammer_tables_event_html()) of a
 * season: @what is "standings" (the standings by @by and the averages),
 * "averages" or "report" (the standings by total, average, points and best
 * 4, and the averages). */
char     *hammer_tables_season_html      (JsonNode               *document,
                                          const char             *what,
                                          const char             *by,
                                          GError                **error);

G_END_DECLS
