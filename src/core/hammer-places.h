/* hammer-places.h — places in a ranking as every screen, sheet and file shows
 * them: "3", or "3=" when shared
 *
 * Event standings, club-night rankings, season standings, averages lists
 * and league tables all label their places here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The place as screens and paper show it: "3", or "3=" when @shared with
 * others (translated). */
char       *hammer_standings_place_label      (guint        place,
                                               gboolean     shared);

/* The places of @lines (objects) as hammer_standings_label_places() labels
 * them, worked out from their "place" alone, one a line: "" for a line with
 * no place of 1 or more. Whatever "place_label" a line holds is not read:
 * a document from elsewhere may hold anything there. */
GStrv       hammer_standings_place_labels     (JsonArray   *lines,
                                               const char  *group_member);

/* Adds "place_label" to every line of @lines (objects) with a "place" of 1
 * or more: its place as hammer_standings_place_label() gives it, shared when
 * another line has the same place. With @group_member, places are shared
 * only among lines with the same value of that member (a class). */
void        hammer_standings_label_places     (JsonArray   *lines,
                                               const char  *group_member);

/* The root of @builder, an array of lines, with its places labelled as by
 * hammer_standings_label_places(): for a table built apart from the
 * document it goes into. */
JsonNode   *hammer_standings_labelled_lines   (JsonBuilder *builder,
                                               const char  *group_member);

/* The place of @line, a line of a ranking with "place_label" (event
 * standings, season and league tables), as every screen, sheet and file
 * shows it: its place label ("3", "3="), the one within its class when
 * @in_class, a mark while it is still in a knockout, else a dash. Returns a
 * new string. */
char       *hammer_standings_line_place_text  (JsonObject  *line,
                                               gboolean     in_class);
/* The same from a line's place @label (%NULL without a place) and whether
 * its entrant is @still_in a knockout. */
char       *hammer_standings_place_text       (const char  *label,
                                               gboolean     still_in);
/* Whether @line is of an entrant still in a knockout. */
gboolean    hammer_standings_line_is_still_in (JsonObject  *line);
/* The name of an entrant as every screen and sheet of the standings shows
 * it: with "(withdrawn)" after it when @withdrawn (they left the event).
 * Returns a new string. */
char       *hammer_standings_name_text        (const char  *name,
                                               gboolean     withdrawn);
/* The same of @line, a line of the event standings ("name", "withdrawn"). */
char       *hammer_standings_line_name_text   (JsonObject  *line);

G_END_DECLS
