/* hammer-error.h — the error domain of Hammer's core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define HAMMER_ERROR (hammer_error_quark ())

/**
 * HammerError:
 * @HAMMER_ERROR_INVALID: the input breaks a rule or is malformed
 * @HAMMER_ERROR_NOT_FOUND: a named thing does not exist
 * @HAMMER_ERROR_DUPLICATE: the thing exists already
 * @HAMMER_ERROR_NEWER_DATABASE: the database was written by a newer Hammer
 * @HAMMER_ERROR_NOT_A_DATABASE: the file is not a Hammer database
 * @HAMMER_ERROR_CORRUPT: the database is damaged
 * @HAMMER_ERROR_IO: reading or writing a file failed
 * @HAMMER_ERROR_FAILED: anything else
 * @HAMMER_ERROR_NOT_ALLOWED: the writer may not make this change (a board's
 *   key for a match on another board)
 *
 * INVALID, NOT_FOUND, DUPLICATE and NOT_ALLOWED are the user's to fix
 * (hammer-cli exits 2), the rest are failures of the surroundings
 * (hammer-cli exits 1).
 *
 * The domain is an extended error (G_DEFINE_EXTENDED_ERROR): an INVALID
 * that says a rule is broken carries the rule's reason and where, the game,
 * end and side, so that one GError is the whole of a violation and the
 * edges (hammer-cli, the server) write its members from it.
 */
typedef enum
{
  HAMMER_ERROR_INVALID,
  HAMMER_ERROR_NOT_FOUND,
  HAMMER_ERROR_DUPLICATE,
  HAMMER_ERROR_NEWER_DATABASE,
  HAMMER_ERROR_NOT_A_DATABASE,
  HAMMER_ERROR_CORRUPT,
  HAMMER_ERROR_IO,
  HAMMER_ERROR_FAILED,
  HAMMER_ERROR_NOT_ALLOWED,
} HammerError;

GQuark   hammer_error_quark          (void);
gboolean hammer_error_is_user_error  (const GError *error);
/* Sets @error to a HAMMER_ERROR_INVALID with the message @format makes;
 * returns FALSE, for a check's return. */
gboolean hammer_error_set_invalid    (GError     **error,
                                      const char  *format,
                                      ...) G_GNUC_PRINTF (2, 3);

/* A broken rule: a HAMMER_ERROR_INVALID with @message that carries @reason
 * (static, e.g. "impossible-points"), @game, @end and @side (from 0, or -1)
 * and @option (or NULL). */
GError     *hammer_error_new_violation (const char   *reason,
                                        int           game,
                                        int           end,
                                        int           side,
                                        const char   *option,
                                        const char   *message);
/* The violation's reason, or NULL for an error that breaks no rule. */
const char *hammer_error_get_reason    (const GError *error);
/* From 0, or -1 where the error names no game, end or side. */
int         hammer_error_get_game      (const GError *error);
int         hammer_error_get_end       (const GError *error);
int         hammer_error_get_side      (const GError *error);
const char *hammer_error_get_option    (const GError *error);
/* A rule broken in game @team_game (from 0) of a team match, fixture
 * @fixture_id: the rules' game moves to the "match_game", and the game is
 * the team match's. */
void        hammer_error_set_fixture   (GError       *error,
                                        gint64        fixture_id,
                                        int           team_game);
/* The fixture, or 0; the game within the rules' match there, or -1. */
gint64      hammer_error_get_fixture   (const GError *error);
int         hammer_error_get_match_game (const GError *error);
/* Writes a violation's "reason", "game", "end", "side" (-1 as null),
 * "option" (when set) and "match_game" and "fixture" (in a fixture) into @object, as the command line and the server
 * answer them; nothing for an error that breaks no rule. */
void        hammer_error_write_json_members (const GError *error,
                                             JsonObject   *object);
/* {"message", "code": "invalid", "reason", "game", "end", "side"[, "option"]}
 * of a broken rule, the object the rules' violations were; NULL for an
 * error that breaks no rule. */
JsonObject *hammer_error_to_violation_json  (const GError *error);

G_END_DECLS
