/* hammer-result-plain.h — a result of the plain shape, read straight into a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "rules/hammer-rules.h"

G_BEGIN_DECLS

/* A result written in the plain shape nearly every results file's line
 * has, {"match"?: ID, "games": [{"first"?: N, "ends": [{"points": [A, B]},
 * …]}, …]}, whole numbers written plainly and every end listing
 * @n_sides points: read without JSON nodes, played into a match without
 * them, and written as the store keeps it. */
typedef struct _HammerPlainResult HammerPlainResult;

/* @text read as a plain result; NULL when it has any other shape, even one
 * that replays: it is then for hammer_match_replay_result_named(), which
 * also names what is wrong. Refuses nothing. */
HammerPlainResult *hammer_plain_result_read   (const char               *text,
                                               guint                     n_sides);
/* @text, a results file's line, read as a plain result of any width, its
 * "match" in @match_id (0 when not given): a line read once, both to look
 * its match up and to play it. Played only once
 * hammer_plain_result_fit_sides() has said yes. */
HammerPlainResult *hammer_plain_result_read_line (const char            *text,
                                                  gint64                *match_id);
/* Whether every end of @self lists @n_sides points (the JSON path names any
 * other width); when so, @self is of @n_sides sides. */
gboolean           hammer_plain_result_fit_sides (HammerPlainResult     *self,
                                                  guint                  n_sides);
void               hammer_plain_result_free   (HammerPlainResult        *self);
/* Plays @self under @rules with @options (of @n_sides sides, resolved),
 * the sides named @names, as hammer_match_replay_result_named() plays the
 * same result: the same match, or the same broken rule in @error. */
HammerMatch       *hammer_plain_result_replay (const HammerPlainResult  *self,
                                               const HammerRules        *rules,
                                               const HammerOptions      *options,
                                               const char * const       *names,
                                               GError                  **error);
/* What hammer_json_write() gives of hammer_result_canonical() of the same
 * result. Only of a result whose ends all list as many points, as one that
 * fits does. */
char              *hammer_plain_result_write  (const HammerPlainResult  *self);

/* The short form the store keeps a plain result in (issue 28): games
 * parted by ';', a game's ends by ' ', an end's points by ','; a game's
 * "first" is "fN" before its ends, or "FN" after them where the canonical
 * JSON writes it last: "0,1 2,0 3,0;f1 4,0 0,2". A fifth of the JSON's
 * size, and never starting with '{' as JSON does. NULL for a result with
 * no games, or a game without ends: the store keeps those as JSON. */
char              *hammer_plain_result_write_short (const HammerPlainResult *self);
/* @text read as the short form, its sides as many as its ends' points;
 * NULL when it is not one (JSON, say). */
HammerPlainResult *hammer_plain_result_read_short  (const char              *text);
/* What the store keeps of @self: its short form, or its JSON where it has
 * none. */
char              *hammer_plain_result_write_stored (const HammerPlainResult *self);

/* A result as the store keeps it, @stored (the short form or JSON), as the
 * canonical JSON text: newly allocated. */
char              *hammer_result_stored_to_json    (const char              *stored);
/* The text the store keeps for the canonical JSON @json: its short form
 * when it has the plain shape, else a copy of @json. */
char              *hammer_result_json_to_stored    (const char              *json);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerPlainResult, hammer_plain_result_free)

G_END_DECLS
