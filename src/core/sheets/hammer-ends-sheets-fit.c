/* hammer-ends-sheets-fit.c — how the score sheet of a match played end by
 * end fits the paper: whether its columns and headings read whole, how
 * tall its games stand, how many pages they take, and the rows and columns
 * a blank sheet takes to stay one leaf
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "sheets/hammer-ends-sheets-private.h"

/* Whether every column's title reads whole in a grid @width wide at rows of @row. */
gboolean
hammer_ends_sheet_columns_fit (Sheet  *sheet,
                               double  width,
                               double  row)
{
  double total = 0;

  for (guint c = 0; c < sheet->n_columns; c++)
    total += sheet->columns[c].weight;
  for (guint c = 0; c < sheet->n_columns; c++)
    /* The header's type: see hammer_sheet_draw_grid(). */
    if (hammer_layout_text_width (sheet->doc->layout, sheet->columns[c].title,
                                  row * 0.56 * 0.9, HAMMER_TEXT_BOLD) >
        width * sheet->columns[c].weight / total)
      return FALSE;
  return TRUE;
}

/* A game heading's type in a column @width wide: 10.5 pt, or 8.5 pt in a
 * narrow one (three across a portrait page); 0 where neither reads whole
 * with room after it for a name where it asks who shoots first. */
double
hammer_ends_heading_size (Sheet  *sheet,
                          Block  *block,
                          double  width)
{
  static const double sizes[] = { 10.5, 8.5 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    if (hammer_layout_text_width (sheet->doc->layout, block->heading, sizes[i],
                                  HAMMER_TEXT_BOLD) + (block->first_blank ? 60 : 0) <= width)
      return sizes[i];
  return 0;
}

static gboolean
headings_fit (Sheet  *sheet,
              double  width)
{
  for (guint b = 0; b < sheet->blocks->len; b++)
    if (hammer_ends_heading_size (sheet, g_ptr_array_index (sheet->blocks, b), width) == 0)
      return FALSE;
  return TRUE;
}

double
hammer_ends_block_height (guint  n_rows,
                          double row)
{
  return HEADING + row * (2 + n_rows) + 8;
}

/* How tall the games and the foot stand in the columns at rows of @row:
 * the games a row of columns at a time, the foot beside the last game
 * where its row has room, else under it. */
static double
flow_height (Sheet  *sheet,
             double  row)
{
  guint n_columns = sheet->n_flow_columns;
  double height = 0;

  for (guint b = 0; b < sheet->blocks->len; b += n_columns)
    {
      guint n_rows = 0;

      for (guint c = b; c < MIN (b + n_columns, sheet->blocks->len); c++)
        n_rows = MAX (n_rows, ((Block *) g_ptr_array_index (sheet->blocks, c))->rows->len);
      height += hammer_ends_block_height (n_rows, row);
    }
  if (sheet->blocks->len % n_columns == 0)
    height += FOOT;
  return height;
}

/* The rows of a blank sheet: where the games would run onto a second page
 * by a little (a best of three to 21 by two games' heads and a foot), rows
 * as low as one page needs, never under MIN_BLANK_ROW; a sheet the
 * players take to the board is one leaf, not two half blank. */
double
hammer_ends_sheet_blank_row (Sheet  *sheet,
                             double  room)
{
  double fixed = flow_height (sheet, 0);
  double per_row = flow_height (sheet, 1) - fixed;
  double row;

  if (flow_height (sheet, SHEET_ROW) <= room || per_row <= 0)
    return SHEET_ROW;
  /* A tenth of a point under what fits, so that rounding never tips it. */
  row = floor ((room - fixed) / per_row * 10) / 10;
  return row >= MIN_BLANK_ROW ? row : SHEET_ROW;
}

/* How many pages the games and the foot take at rows of @row, a row of
 * columns at a time, @first_room high on the first page and @room on the
 * next ones; G_MAXUINT where a game does not fit a page whole. */
static guint
flow_pages (Sheet  *sheet,
            double  row,
            double  first_room,
            double  room)
{
  guint n_columns = sheet->n_flow_columns, pages = 1;
  double used = 0, avail = first_room;

  for (guint b = 0; b < sheet->blocks->len; b += n_columns)
    {
      guint n_rows = 0;
      double height;

      for (guint c = b; c < MIN (b + n_columns, sheet->blocks->len); c++)
        n_rows = MAX (n_rows, ((Block *) g_ptr_array_index (sheet->blocks, c))->rows->len);
      height = hammer_ends_block_height (n_rows, row);
      if (used > 0 && used + height > avail)
        {
          pages++;
          used = 0;
          avail = room;
        }
      /* A game taller than a page runs down its columns: never fewer. */
      if (height > avail)
        return G_MAXUINT;
      used += height;
    }
  if (sheet->blocks->len % n_columns == 0 && used + FOOT > avail)
    pages++;
  return pages;
}

/* A blank sheet of three games or more that two columns do not fit on one
 * page stands three across where that takes the fewest pages (a best of
 * three one leaf, a best of five two, not three half empty), or (a landscape
 * page, its rows spare for a long game) three across and the foot beside
 * them, where its grids and headings read whole so; narrow columns (a
 * portrait page) close up and take rows as low as keeps their headings at
 * 7 pt. Else two columns. */
void
hammer_ends_sheet_blank_across (Sheet *sheet)
{
  static const struct
  {
    guint  n_columns;
    double gap;
    double fit_row;
  } tries[] = {
    { 3, SHEET_GAP, SHEET_ROW },
    { 3, SHEET_GAP / 3, THREE_ACROSS_ROW },
    { 4, SHEET_GAP / 3, THREE_ACROSS_ROW },
  };
  double qr = sheet->page_qr != NULL ? PAGE_QR : 0;
  double room = sheet->box.h - hammer_ends_sheet_head_height (sheet, sheet->box.w) - qr;
  double next_room = sheet->box.h - SHEET_BAND -
                     hammer_ends_sheet_continued_sides (sheet, 0, FALSE) - qr;
  guint pages, best = G_N_ELEMENTS (tries);

  if (flow_height (sheet, MIN_BLANK_ROW) <= room)
    return;
  pages = flow_pages (sheet, SHEET_ROW, room, next_room);
  for (guint t = 0; t < G_N_ELEMENTS (tries); t++)
    {
      guint n = tries[t].n_columns, n_pages;
      double width = (sheet->box.w - (n - 1) * tries[t].gap) / n;
      double row;

      sheet->n_flow_columns = n;
      sheet->fit_row = tries[t].fit_row;
      hammer_ends_sheet_columns (sheet, width);
      /* The rows blank_row() will give them. */
      row = MIN (sheet->fit_row, MIN_BLANK_ROW);
      if (flow_height (sheet, row) > room)
        row = sheet->fit_row;
      n_pages = flow_pages (sheet, row, room, next_room);
      if (n_pages < pages && hammer_ends_sheet_columns_fit (sheet, width, sheet->fit_row) &&
          headings_fit (sheet, width))
        {
          pages = n_pages;
          best = t;
        }
    }
  sheet->n_flow_columns = best < G_N_ELEMENTS (tries) ? tries[best].n_columns : 2;
  sheet->fit_row = best < G_N_ELEMENTS (tries) ? tries[best].fit_row : SHEET_ROW;
  sheet->gap = best < G_N_ELEMENTS (tries) ? tries[best].gap : SHEET_GAP;
}
