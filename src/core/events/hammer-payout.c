/* hammer-payout.c — an event's prizes by place: a payout table and how
 * places that share one share its prizes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-money.h"
#include "events/hammer-payout.h"

/* Places a table can pay, more than any field's. */
#define MAX_PLACES 1000
/* 100 % in hundredths of a percent. */
#define WHOLE 10000

void
hammer_payout_clear (HammerPayout *payout)
{
  g_clear_pointer (&payout->values, g_array_unref);
  payout->kind = HAMMER_PAYOUT_NONE;
}

const char *
hammer_payout_kind_to_string (HammerPayoutKind kind)
{
  switch (kind)
    {
    case HAMMER_PAYOUT_PERCENT: return "percent";
    case HAMMER_PAYOUT_AMOUNT: return "amount";
    case HAMMER_PAYOUT_NONE:
    default: return NULL;
    }
}

gboolean
hammer_payout_parse (HammerPayoutKind   kind,
                     const char        *text,
                     const char        *what,
                     HammerPayout      *payout,
                     GError           **error)
{
  g_auto(GStrv) pairs = NULL;
  g_autoptr(GArray) values = g_array_new (FALSE, TRUE, sizeof (gint64));
  g_autoptr(GArray) given = g_array_new (FALSE, TRUE, sizeof (gboolean));
  gint64 total = 0;

  g_return_val_if_fail (kind != HAMMER_PAYOUT_NONE, FALSE);
  g_return_val_if_fail (text != NULL && what != NULL && payout != NULL, FALSE);

  pairs = g_strsplit (text, ",", -1);
  if (pairs[0] == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s: no place is paid; write it as 1=50,2=30"), what);
      return FALSE;
    }
  for (guint i = 0; pairs[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (pairs[i], "=", 2);
      guint64 place;
      gint64 value;
      g_autoptr(GError) amount_error = NULL;

      if (parts[1] == NULL ||
          !g_ascii_string_to_unsigned (g_strstrip (parts[0]), 10, 0, MAX_PLACES, &place, NULL))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s: “%s” is not PLACE=VALUE, as 1=50"), what, g_strstrip (pairs[i]));
          return FALSE;
        }
      if (place == 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s: places start at 1, not 0"), what);
          return FALSE;
        }
      /* A percentage has two decimals as money has: read it the same way. */
      if (!hammer_money_parse (parts[1], what, &value, &amount_error))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s: place %u: “%s” is not a number from 0"), what, (guint) place,
                       g_strstrip (parts[1]));
          return FALSE;
        }
      if (place > given->len)
        {
          g_array_set_size (given, place);
          g_array_set_size (values, place);
        }
      if (g_array_index (given, gboolean, place - 1))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s: place %u is given twice"), what, (guint) place);
          return FALSE;
        }
      g_array_index (given, gboolean, place - 1) = TRUE;
      g_array_index (values, gint64, place - 1) = value;
      total += value;
    }
  if (kind == HAMMER_PAYOUT_PERCENT && total > WHOLE)
    {
      g_autofree char *percent = hammer_money_amount (total);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s: the places add up to %s %% of the entry fees; no more than 100 %% "
                     "can be paid out"), what, percent);
      return FALSE;
    }
  hammer_payout_clear (payout);
  payout->kind = kind;
  payout->values = g_steal_pointer (&values);
  return TRUE;
}

char *
hammer_payout_to_stored (const HammerPayout *payout)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (payout != NULL, NULL);

  for (guint i = 0; payout->values != NULL && i < payout->values->len; i++)
    g_string_append_printf (text, "%s%" G_GINT64_FORMAT, i > 0 ? "," : "",
                            g_array_index (payout->values, gint64, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

gboolean
hammer_payout_from_stored (const char   *kind,
                           const char   *stored,
                           HammerPayout *payout)
{
  g_auto(GStrv) values = NULL;

  g_return_val_if_fail (payout != NULL, FALSE);

  hammer_payout_clear (payout);
  if (kind == NULL || stored == NULL)
    return TRUE;
  payout->kind = g_str_equal (kind, "percent") ? HAMMER_PAYOUT_PERCENT : HAMMER_PAYOUT_AMOUNT;
  payout->values = g_array_new (FALSE, TRUE, sizeof (gint64));
  values = g_strsplit (stored, ",", -1);
  for (guint i = 0; values[i] != NULL; i++)
    {
      gint64 value;

      if (!g_ascii_string_to_signed (values[i], 10, 0, G_MAXINT64, &value, NULL))
        {
          hammer_payout_clear (payout);
          return FALSE;
        }
      g_array_append_val (payout->values, value);
    }
  return TRUE;
}

gint64
hammer_payout_place_prize (const HammerPayout *payout,
                           guint               place,
                           gint64              pool)
{
  gint64 value;

  g_return_val_if_fail (payout != NULL, 0);

  if (payout->kind == HAMMER_PAYOUT_NONE || place == 0 || place > payout->values->len)
    return 0;
  value = g_array_index (payout->values, gint64, place - 1);
  return payout->kind == HAMMER_PAYOUT_PERCENT ? pool * value / WHOLE : value;
}

gint64
hammer_payout_split (const HammerPayout *payout,
                     gint64              pool,
                     const guint        *places,
                     guint               n_lines,
                     gint64             *prizes,
                     gint64             *left_over,
                     gint64             *remainder)
{
  gint64 paid = 0, offered = 0;

  g_return_val_if_fail (payout != NULL, 0);

  for (guint i = 0; i < n_lines; i++)
    prizes[i] = 0;
  for (guint p = 1; payout->values != NULL && p <= payout->values->len; p++)
    offered += hammer_payout_place_prize (payout, p, pool);
  for (guint i = 0; i < n_lines;)
    {
      guint k = 1;
      gint64 shared = 0;

      while (i + k < n_lines && places[i] != 0 && places[i + k] == places[i])
        k++;
      for (guint p = places[i]; places[i] != 0 && p < places[i] + k; p++)
        shared += hammer_payout_place_prize (payout, p, pool);
      for (guint j = i; j < i + k; j++)
        {
          prizes[j] = shared / k;
          paid += prizes[j];
          if (left_over != NULL)
            left_over[j] = shared % k;
        }
      i += k;
    }
  if (remainder != NULL)
    *remainder = offered - paid;
  return paid;
}

char *
hammer_payout_describe (const HammerPayout *payout,
                        const char         *currency)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (payout != NULL, NULL);

  for (guint i = 0; payout->values != NULL && i < payout->values->len; i++)
    {
      gint64 value = g_array_index (payout->values, gint64, i);
      g_autofree char *shown = NULL;

      if (value == 0)
        continue;
      shown = payout->kind == HAMMER_PAYOUT_PERCENT ? hammer_money_amount (value)
                                                    : hammer_money_format (value, currency);
      if (text->len > 0)
        g_string_append (text, " · ");
      if (payout->kind == HAMMER_PAYOUT_PERCENT)
        /* TRANSLATORS: a place of a payout table and its share of the fees: "1: 50,00 %". */
        g_string_append_printf (text, _("%u: %s %%"), i + 1, shown);
      else
        /* TRANSLATORS: a place of a payout table and its prize: "1: € 100,00". */
        g_string_append_printf (text, _("%u: %s"), i + 1, shown);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}
