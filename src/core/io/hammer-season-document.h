/* hammer-season-document.h — finding one's way in the season document of
 * hammer_seasons_export_json(), for the tables and the sheets that are
 * drawn from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The season of @document; fails with HAMMER_ERROR_INVALID when it is not
 * a season document with a name. */
JsonObject *hammer_season_document_get        (JsonNode    *document,
                                               GError     **error);
/* The night on @date (YYYY-MM-DD), or the last night when @date is %NULL;
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

G_END_DECLS
