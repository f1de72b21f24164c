/* hammer-day-sheets.h — a day's registration desk on paper: a player's
 * receipt, the day's sign-in list and the day's money
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-day-desk.h"
#include "sheets/hammer-layout.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_DAY_SHEET_RECEIPT,   /* one player's */
  HAMMER_DAY_SHEET_SIGN_IN,
  HAMMER_DAY_SHEET_MONEY,
} HammerDaySheetKind;

/* "receipt", "sign-in", "money". */
gboolean      hammer_day_sheet_kind_from_string (const char          *text,
                                                 HammerDaySheetKind  *kind);
/* Player @player_id's receipt from @reg: the day, its venue and date, each
 * event with its fee, what was paid and how; %NULL with HAMMER_ERROR_INVALID
 * for a player not on the day. */
HammerLayout *hammer_day_receipt_sheet_new      (HammerDayRegister   *reg,
                                                 gint64               player_id,
                                                 HammerPaper          paper,
                                                 GError             **error);
/* Every player of @reg by name with their events, the fees due and paid,
 * a box for here and room to sign, and blank lines for late entries; with
 * @check_in_url (or NULL), the check-in page's code beside the title
 * (hammer_sheets_check_in_url()). */
HammerLayout *hammer_day_sign_in_sheet_new      (HammerDayRegister   *reg,
                                                 const char          *check_in_url,
                                                 HammerPaper          paper,
                                                 GError             **error);
/* @money: each event's fees and prizes, then what was taken and how, what
 * is outstanding and the balance. */
HammerLayout *hammer_day_money_sheet_new        (HammerDayMoney      *money,
                                                 HammerPaper          paper);
/* The document @kind of day @day_id (@player_id's, for a receipt) written
 * as PDF to @path, whole or not at all. */
gboolean      hammer_day_sheets_render_to_file  (HammerStore         *store,
                                                 gint64               day_id,
                                                 HammerDaySheetKind   kind,
                                                 gint64               player_id,
                                                 HammerPaper          paper,
                                                 const char          *path,
                                                 GError             **error);

G_END_DECLS
