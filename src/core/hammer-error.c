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
         g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
}
