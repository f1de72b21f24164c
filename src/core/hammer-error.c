/* hammer-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "hammer-error.h"

G_DEFINE_QUARK (hammer-error-quark, hammer_error)

/**
 * hammer_error_is_user_error:
 * @error: an error
 *
 * Returns: %TRUE when @error says that what the user gave breaks a rule or
 *   is malformed, as opposed to a failure of the surroundings.
 */
gboolean
hammer_error_is_user_error (const GError *error)
{
  g_return_val_if_fail (error != NULL, FALSE);

  return g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_INVALID) ||
         g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND) ||
         g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE) ||
         g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED);
}

gboolean
hammer_error_set_invalid (GError     **error,
                          const char  *format,
                          ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, message);
  return FALSE;
}
