/* hammer-violations.c — the errors of a broken rule, worded where it happened
 *
 * A check says what is wrong; this file adds the game and the end, in the
 * words people count them in, and builds the GError the callers show.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-rules-private.h"

G_GNUC_PRINTF (7, 0)
static GError *
rules_error_new_valist (const HammerRules *rules,
                        const char        *reason,
                        int                game,
                        int                end,
                        int                side,
                        const char        *option,
                        const char        *format,
                        va_list            args)
{
  g_autofree char *body = g_strdup_vprintf (format, args);
  g_autofree char *message = NULL;

  /* People count games and ends from 1; the JSON fields count from 0. A
   * game entered as counts is one turn of every side, so its end says
   * nothing a sjoelbak player would call it by. */
  if (game >= 0 && end >= 0 && (rules == NULL || !rules->counts))
    message = g_strdup_printf (_("Game %d, end %d: %s"), game + 1, end + 1, body);
  else if (game >= 0)
    message = g_strdup_printf (_("Game %d: %s"), game + 1, body);
  else
    message = g_steal_pointer (&body);

  return hammer_error_new_violation (reason, game, end, side, option, message);
}

GError *
hammer_rules_error_new (const char *reason,
                        int         game,
                        int         end,
                        int         side,
                        const char *format,
                        ...)
{
  GError *error;
  va_list args;

  g_return_val_if_fail (reason != NULL, NULL);
  g_return_val_if_fail (format != NULL, NULL);

  va_start (args, format);
  error = rules_error_new_valist (NULL, reason, game, end, side, NULL, format, args);
  va_end (args);

  return error;
}

/* The one home of hammer_refuse() and hammer_refuse_option(). A check on
 * every keystroke passes no @error and must not pay for a message nobody
 * reads. */
G_GNUC_PRINTF (8, 0)
static gboolean
refuse_valist (GError            **error,
               const HammerRules  *rules,
               const char         *reason,
               int                 game,
               int                 end,
               int                 side,
               const char         *option,
               const char         *format,
               va_list             args)
{
  if (error == NULL)
    return FALSE;

  g_propagate_error (error, rules_error_new_valist (rules, reason, game, end, side, option,
                                                    format, args));

  return FALSE;
}

gboolean
hammer_refuse (GError            **error,
               const HammerRules  *rules,
               const char         *reason,
               int                 game,
               int                 end,
               int                 side,
               const char         *format,
               ...)
{
  va_list args;

  va_start (args, format);
  refuse_valist (error, rules, reason, game, end, side, NULL, format, args);
  va_end (args);

  return FALSE;
}

gboolean
hammer_refuse_option (GError     **error,
                      const char  *reason,
                      const char  *option,
                      const char  *format,
                      ...)
{
  va_list args;

  va_start (args, format);
  refuse_valist (error, NULL, reason, -1, -1, -1, option, format, args);
  va_end (args);

  return FALSE;
}
