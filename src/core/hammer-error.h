/* hammer-error.h — the error domain of Hammer's core
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

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

G_END_DECLS
