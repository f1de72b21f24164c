/* hammer-payout.h — an event's prizes by place: a payout table and how
 * places that share one share its prizes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  HAMMER_PAYOUT_NONE,
  HAMMER_PAYOUT_PERCENT,   /* shares of the entry fees taken, in hundredths of a percent */
  HAMMER_PAYOUT_AMOUNT,    /* fixed prizes, in cents */
} HammerPayoutKind;

typedef struct
{
  HammerPayoutKind kind;
  GArray          *values;  /* gint64 per place from 1st: hundredths of a percent, or cents */
} HammerPayout;

void      hammer_payout_clear        (HammerPayout       *payout);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HammerPayout, hammer_payout_clear)

/* Reads "1=50,2=30,3=20" of @kind (percentages, decimals allowed; or
 * amounts of money) into @payout. Refuses a place 0 or twice, a value
 * that is not a number from 0, and percentages over 100 in all, naming
 * @what (the option) with HAMMER_ERROR_INVALID. */
gboolean  hammer_payout_parse        (HammerPayoutKind    kind,
                                      const char         *text,
                                      const char         *what,
                                      HammerPayout       *payout,
                                      GError            **error);
/* The table as stored: "5000,3000,2000"; and read back (FALSE when
 * @stored is not one). */
char     *hammer_payout_to_stored    (const HammerPayout *payout);
gboolean  hammer_payout_from_stored  (const char         *kind,
                                      const char         *stored,
                                      HammerPayout       *payout);
const char *hammer_payout_kind_to_string (HammerPayoutKind kind);
/* The prize of place @place (from 1) out of a pool of @pool cents, 0 for a
 * place the table does not pay; a percentage is rounded down to the cent. */
gint64    hammer_payout_place_prize  (const HammerPayout *payout,
                                      guint               place,
                                      gint64              pool);
/* The prizes of the lines of a final classification, their places in
 * @places (from 1, in order; 0: none) into @prizes (cents): k lines that
 * share place p share the prizes of places p to p + k - 1, each the same
 * whole cents; the cents of their sharing left over go in @left_over
 * (per line, 0 where nothing is shared; or %NULL). What the table pays
 * and the lines do not take (those cents, places nobody finished in) is
 * *@remainder. Returns what the lines take in all. */
gint64    hammer_payout_split        (const HammerPayout *payout,
                                      gint64              pool,
                                      const guint        *places,
                                      guint               n_lines,
                                      gint64             *prizes,
                                      gint64             *left_over,
                                      gint64             *remainder);
/* "1 = 50 %, 2 = 30 %" or "1 = € 100.00, …", for paper. */
char     *hammer_payout_describe     (const HammerPayout *payout,
                                      const char         *currency);

G_END_DECLS
