/* hammer-score-sheets-private.h — what the score sheets of every game
 * share: where a sheet goes on the paper, its band and the names of its
 * sides
 *
 * hammer-score-sheets.c chooses the matches and hands each to its game's
 * sheet: hammer-ends-sheets.c (end by end, in game blocks: table,
 * shovelboard, court, deck, Horse Collar) or hammer-sjoelbak-cards.c (a
 * card per player, and the board rotation).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_SHEETS_COMPILATION)
# error "Only the sheets' own files may include hammer-score-sheets-private.h"
#endif

#include "sheets/hammer-sheets-private.h"

G_BEGIN_DECLS

/* Between two sheets on one page, and between the columns of a sheet. */
#define SHEET_GAP 20.0
/* A row to write in: 6 mm, what a pen fills comfortably. */
#define SHEET_ROW 17.1
/* The band across the top of a sheet and the space under it. */
#define SHEET_BAND 26.0
/* The smallest type on a score sheet. */
#define SHEET_MIN_TYPE 7.0
/* The side of the QR code of a board's page on a sheet, its quiet zone
 * included: an inch, what a phone reads at arm's length. */
#define SHEET_QR 72.0
/* Where a sheet has less room, never smaller than this: modules of 0.4 mm
 * still read from a phone held close. */
#define SHEET_QR_MIN 48.0
/* The caption beside it: the board's name and what the code is for. */
#define SHEET_QR_CAPTION 96.0

typedef struct
{
  double x;
  double y;
  double w;
  double h;
} HammerScoreSheetBox;

/* The size of half a page: two sheets stack on a portrait page and stand
 * side by side on a landscape one. */
void        hammer_score_sheet_half_size   (HammerSheetsDoc         *doc,
                                            double                  *width,
                                            double                  *height);
/* The box of the next sheet: half a page when @half and the page has one
 * left (with a dashed line to cut along), else a fresh page. */
void        hammer_score_sheet_slot        (HammerSheetsDoc         *doc,
                                            gboolean                 half,
                                            HammerScoreSheetBox     *box);
/* The game's name over a score sheet, and over a player's score card. */
const char *hammer_score_sheet_title       (HammerSheetsDoc         *doc);
const char *hammer_score_sheet_card_title  (HammerSheetsDoc         *doc);
/* The band naming the match (its number, round and board), at the top of
 * @box; @continued on the pages after a sheet's first. Returns its height. */
double      hammer_score_sheet_band        (HammerSheetsDoc         *doc,
                                            const HammerSheetsMatch *match,
                                            const char              *title,
                                            double                   x,
                                            double                   y,
                                            double                   w,
                                            gboolean                 continued);
/* Draws @text whole in a box @w wide from (@x, @y): on one line at @size,
 * smaller down to @min_size where that is what it takes, else wrapped.
 * With @draw FALSE only measures. Returns the height used. */
double      hammer_score_sheet_whole_text  (HammerSheetsDoc         *doc,
                                            const char              *text,
                                            double                   x,
                                            double                   y,
                                            double                   w,
                                            double                   size,
                                            double                   min_size,
                                            HammerTextFlags          flags,
                                            gboolean                 draw);
/* The sides of @match side by side, each labelled ("Side A") with every
 * player on a line of their own, whole. Returns the height used. */
double      hammer_score_sheet_sides       (HammerSheetsDoc         *doc,
                                            const HammerSheetsMatch *match,
                                            double                   x,
                                            double                   y,
                                            double                   w,
                                            gboolean                 draw);
/* The event's game variants and @match's handicaps (@match may be NULL)
 * on a line under the sides ("75 points or 16 frames, whichever comes
 * first"), where it plays any. Returns the height used: 0 for the plain
 * game. */
double      hammer_score_sheet_variants    (HammerSheetsDoc         *doc,
                                            const HammerSheetsMatch *match,
                                            double                   x,
                                            double                   y,
                                            double                   w,
                                            gboolean                 draw);
/* "Side A", "Side B", … */
char       *hammer_score_sheet_side_label  (guint                    side);
/* An option of the event's rules, defaults filled in; @fallback where
 * there is none. */
guint       hammer_score_sheet_rule_int    (HammerSheetsDoc         *doc,
                                            const char              *name,
                                            guint                    fallback);

/* The QR code of the page of @match's board, where the sheet is one to
 * play on (not filled in) and the board's page has an address; else NULL. */
HammerQr   *hammer_score_sheet_board_qr    (HammerSheetsDoc         *doc,
                                            const HammerSheetsMatch *match);
/* Draws @qr @size wide at (@x, @y) and beside it, SHEET_QR_CAPTION wide,
 * the board's name and what the code is for. */
void        hammer_score_sheet_draw_qr     (HammerSheetsDoc         *doc,
                                            const HammerSheetsMatch *match,
                                            const HammerQr          *qr,
                                            double                   x,
                                            double                   y,
                                            double                   size);

void        hammer_score_sheet_draw_ends   (HammerSheetsDoc         *doc,
                                            const HammerSheetsMatch *match);
void        hammer_score_sheet_draw_card   (HammerSheetsDoc         *doc,
                                            const HammerSheetsMatch *match,
                                            guint                    side);
void        hammer_score_sheet_draw_rotation (HammerSheetsDoc *doc,
                                              GPtrArray       *selected,
                                              int              round);

G_END_DECLS
