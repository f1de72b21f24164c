/* hammer-ends-sheets-private.h — the score sheet of a match played end by
 * end, shared by its parts: hammer-ends-sheets.c (drawing it),
 * hammer-ends-sheets-rows.c (its columns and the rows of its games) and
 * hammer-ends-sheets-fit.c (how it fits the paper)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_SHEETS_COMPILATION)
# error "Only the sheets' own files may include hammer-ends-sheets-private.h"
#endif

#include "sheets/hammer-score-sheets-private.h"

G_BEGIN_DECLS

/* Horse Collar takes up to eight sides, the other games fewer. */
#define MAX_SIDES 8
#define MAX_COLUMNS (2 + 3 * MAX_SIDES)
#define HEADING 18.0
#define FOOT 50.0
/* A game's block split over two columns keeps at least this many rows in
 * the first. */
#define MIN_SPLIT_ROWS 3
/* The lowest row a blank sheet takes to fit one page: 5 mm, what a pen
 * still writes two digits in. */
#define MIN_BLANK_ROW 14.2
/* The rows of a blank best of three set three across a portrait page, its
 * columns narrow: as low as keeps their headings at 7 pt (see
 * hammer_sheet_draw_grid()), 4.9 mm. */
#define THREE_ACROSS_ROW (7.0 / (0.56 * 0.9) + 0.05)
/* The room a whole page keeps at its foot for the board's code: one as
 * small as still scans; a page with more room left has a bigger one. */
#define PAGE_QR (SHEET_QR_MIN + 6)

typedef struct
{
  char      *heading;
  GPtrArray *rows;      /* of HammerSheetRow */
  gboolean   first_blank;  /* a line to write who shoots first on */
} Block;

typedef struct
{
  HammerSheetsDoc         *doc;
  const HammerSheetsMatch *match;
  const char              *title;
  guint                    n_sides;
  HammerSheetLead          lead;
  gboolean                 penalties;
  HammerSheetColumn        columns[MAX_COLUMNS];
  HammerSheetGroup         groups[1 + MAX_SIDES];
  guint                    n_columns;
  GPtrArray               *blocks;   /* of Block */
  char                    *group_titles[MAX_SIDES];

  /* Where the sheet is being drawn. */
  gboolean                 whole_pages;
  guint                    n_flow_columns;
  guint                    column;
  HammerScoreSheetBox      box;
  double                   top;
  double                   row_top;     /* of the games side by side being drawn */
  double                   row_bottom;  /* the lowest any of them reaches */
  double                   x;
  double                   w;
  double                   y;
  double                   row;         /* a row's height */
  double                   fit_row;     /* the rows the columns are fitted at */
  double                   gap;         /* between the columns of games */
  HammerQr                *page_qr;     /* whole pages only: the code on each */
} Sheet;

/* hammer-ends-sheets-rows.c */

void     hammer_ends_block_free            (Block  *block);
/* The columns: the end's number, who leads it, then each side's points
 * (penalty) and running total under the side's name, or “Side A” where the
 * name would not fit whole, in a grid @width wide. */
void     hammer_ends_sheet_columns         (Sheet  *sheet,
                                            double  width);
/* A block for every game: those entered, or on a blank sheet every game
 * the match may take. */
void     hammer_ends_sheet_add_blocks      (Sheet  *sheet);

/* hammer-ends-sheets-fit.c */

/* Whether every column's title reads whole in a grid @width wide at rows
 * of @row. */
gboolean hammer_ends_sheet_columns_fit     (Sheet  *sheet,
                                            double  width,
                                            double  row);
/* A game heading's type in a column @width wide, or 0 where none reads. */
double   hammer_ends_heading_size          (Sheet  *sheet,
                                            Block  *block,
                                            double  width);
/* How tall a game's block of @n_rows rows of @row stands. */
double   hammer_ends_block_height          (guint   n_rows,
                                            double  row);
/* The rows of a blank sheet in @room: as low as one page needs. */
double   hammer_ends_sheet_blank_row       (Sheet  *sheet,
                                            double  room);
/* A blank sheet of three games or more: three across where that takes
 * fewer pages. */
void     hammer_ends_sheet_blank_across    (Sheet  *sheet);

/* hammer-ends-sheets.c */

/* How tall the head of the sheet stands in a column @w wide. */
double   hammer_ends_sheet_head_height     (Sheet    *sheet,
                                            double    w);
/* Who plays, on a page the sheet runs on to, at @y; with @draw FALSE only
 * measured. Returns its height. */
double   hammer_ends_sheet_continued_sides (Sheet    *sheet,
                                            double    y,
                                            gboolean  draw);

G_END_DECLS
