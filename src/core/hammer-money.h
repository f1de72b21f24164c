/* hammer-money.h — amounts of money as the desk types and paper prints them
 *
 * Amounts are whole cents everywhere below the edges: in the database, in
 * the core's structs and in JSON. Only typing and printing see decimals.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The currency sign of a day made without one. */
#define HAMMER_MONEY_DEFAULT_CURRENCY "€"

/* Reads @text ("5", "5.00", "5,5") as cents into @cents: a number from 0
 * with at most two decimals, the mark a point or a comma. Refuses anything
 * else with HAMMER_ERROR_INVALID naming @what ("--fee") and the text. */
gboolean  hammer_money_parse   (const char  *text,
                                const char  *what,
                                gint64      *cents,
                                GError     **error);
/* @cents with two decimals and the language's decimal mark, "12.50" or
 * "12,50"; a minus in front of a negative amount. */
char     *hammer_money_amount  (gint64       cents);
/* The same behind @currency ("€ 12,50"); %NULL @currency: the default. */
char     *hammer_money_format  (gint64       cents,
                                const char  *currency);

G_END_DECLS
