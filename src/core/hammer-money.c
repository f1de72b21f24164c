/* hammer-money.c — amounts of money as the desk types and paper prints them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-money.h"

/* Beyond this an amount is a typing mistake (ten million). */
#define MAX_CENTS G_GINT64_CONSTANT (1000000000)

gboolean
hammer_money_parse (const char  *text,
                    const char  *what,
                    gint64      *cents,
                    GError     **error)
{
  g_autofree char *trimmed = NULL;
  gint64 whole = 0, fraction = 0;
  guint n_digits = 0, n_decimals = 0;
  gboolean after_mark = FALSE;

  g_return_val_if_fail (what != NULL, FALSE);
  g_return_val_if_fail (cents != NULL, FALSE);

  trimmed = g_strstrip (g_strdup (text != NULL ? text : ""));
  for (const char *p = trimmed; *p != '\0'; p++)
    {
      if ((*p == '.' || *p == ',') && !after_mark && n_digits > 0)
        after_mark = TRUE;
      else if (g_ascii_isdigit (*p) && !after_mark && whole <= MAX_CENTS / 100)
        {
          whole = whole * 10 + (*p - '0');
          n_digits++;
        }
      else if (g_ascii_isdigit (*p) && after_mark && n_decimals < 2)
        {
          fraction = fraction * 10 + (*p - '0');
          n_decimals++;
        }
      else
        {
          n_digits = 0;
          break;
        }
    }
  if (n_digits == 0 || (after_mark && n_decimals == 0) || whole * 100 > MAX_CENTS)
    {
      /* TRANSLATORS: %s is an option (--fee), then what was typed. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s: “%s” is not an amount of money; write it as 5 or 5.00, from 0"),
                   what, trimmed);
      return FALSE;
    }
  if (n_decimals == 1)
    fraction *= 10;
  *cents = whole * 100 + fraction;
  return TRUE;
}

char *
hammer_money_amount (gint64 cents)
{
  guint64 size = (guint64) (cents < 0 ? -cents : cents);

  return g_strdup_printf ("%s%" G_GUINT64_FORMAT "%c%02u", cents < 0 ? "−" : "", size / 100,
                          hammer_i18n_decimal_mark (), (guint) (size % 100));
}

char *
hammer_money_format (gint64      cents,
                     const char *currency)
{
  g_autofree char *amount = hammer_money_amount (cents);

  /* TRANSLATORS: an amount of money: the currency's sign, then the amount
   * ("€ 12,50"). */
  return g_strdup_printf (C_("money", "%s %s"),
                          currency != NULL && *currency != '\0' ? currency
                                                                : HAMMER_MONEY_DEFAULT_CURRENCY,
                          amount);
}
