/* hammer-ends-sheets.c — the score sheet of a match played end by end
 * (frame by frame, round by round): table shuffleboard, shovelboard, court
 * and deck shuffleboard, Horse Collar
 *
 * Each game of the match is a block of its own, "Game 1", "Game 2", …,
 * with its ends numbered. A blank sheet has a block for every game the
 * match may take, each with rows enough for a real game to the event's
 * target; a filled one has the ends entered and each game's totals. Rows
 * keep the height a pen needs whatever the length of the match: a sheet
 * that does not fit half a page takes whole pages, in one column on a
 * portrait page and two on a landscape one, and runs on to the next page
 * (the back) with the match named again at the top. In two columns the
 * games read as a line does, left to right and then down: Game 1 beside
 * Game 2, Game 3 under Game 1; only a game longer than a column runs down
 * one column into the next. A blank sheet that would run onto a second
 * page by a little (a best of three to 21) stays one leaf: its rows lower,
 * never under 5 mm, or its three games across (the foot beside them on a
 * landscape page), their headings never under 7 pt.
 * A sheet of whole pages carries its board's QR code at the foot of every
 * page, as a player may hold any one of them.
 *
 * This file draws the sheet; its columns and rows are made in
 * hammer-ends-sheets-rows.c, and how it fits in hammer-ends-sheets-fit.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "hammer-i18n.h"

#include "hammer-json.h"
#include "sheets/hammer-ends-sheets-private.h"

/* Under the sides on a blank sheet: who shoots first, from the coin toss. */
/* The side the coin toss sent to shoot first, as the match list says, or
 * -1 while nobody has told. */
static int
first_to_shoot (const HammerSheetsMatch *match)
{
  JsonNode *first = json_object_get_member (match->listed, "first");

  if (first == NULL || JSON_NODE_HOLDS_NULL (first))
    return -1;
  return (int) json_node_get_int (first);
}

/* Blank sheets ask for the toss; a toss already told prints its side. */
static gboolean
has_first_line (Sheet *sheet)
{
  return !sheet->doc->options->filled || first_to_shoot (sheet->match) >= 0;
}

static double
draw_first_line (Sheet  *sheet,
                 double  x,
                 double  y,
                 double  w)
{
  HammerLayout *layout = sheet->doc->layout;
  const char *label = _("First to shoot:");
  double label_w = hammer_layout_text_width (layout, label, 9.5, HAMMER_TEXT_BOLD);
  int first = first_to_shoot (sheet->match);
  const char *name = first >= 0 ? hammer_sheets_side_name (sheet->match, (guint) first) : NULL;

  hammer_layout_text (layout, x, y, label_w + 4, 18, label, 9.5, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
  if (name != NULL)
    hammer_layout_text (layout, x + label_w + 4, y, w - label_w - 4, 18, name, 9.5,
                        HAMMER_TEXT_NORMAL, HAMMER_ALIGN_START);
  else
    hammer_layout_line (layout, x + label_w + 4, y + 14, x + MIN (w, label_w + 200), y + 14,
                        0.5);
  return 22;
}

double
hammer_ends_sheet_head_height (Sheet  *sheet,
                               double  w)
{
  double h = SHEET_BAND + hammer_score_sheet_sides (sheet->doc, sheet->match, 0, 0, w, FALSE) +
             hammer_score_sheet_variants (sheet->doc, sheet->match, 0, 0, w, FALSE);

  return has_first_line (sheet) ? h + 22 : h;
}

static void
draw_head (Sheet *sheet)
{
  double x = sheet->box.x, w = sheet->box.w;

  sheet->y = sheet->box.y;
  sheet->y += hammer_score_sheet_band (sheet->doc, sheet->match, sheet->title, x, sheet->y, w,
                                       FALSE);
  sheet->y += hammer_score_sheet_sides (sheet->doc, sheet->match, x, sheet->y, w, TRUE);
  sheet->y += hammer_score_sheet_variants (sheet->doc, sheet->match, x, sheet->y, w, TRUE);
  if (has_first_line (sheet))
    sheet->y += draw_first_line (sheet, x, sheet->y, w);
}

static void
set_column (Sheet *sheet,
            guint  column)
{
  sheet->column = column;
  sheet->w = (sheet->box.w - sheet->gap * (sheet->n_flow_columns - 1)) / sheet->n_flow_columns;
  sheet->x = sheet->box.x + column * (sheet->w + sheet->gap);
  sheet->y = sheet->row_top;
}

static double
bottom (Sheet *sheet)
{
  return sheet->box.y + sheet->box.h - (sheet->page_qr != NULL ? PAGE_QR : 0);
}

/* The board's code at the foot of the page being left or finished, under
 * the lowest of what is drawn on it. */
static void
draw_page_qr (Sheet *sheet)
{
  double foot = sheet->box.y + sheet->box.h;
  double size = MIN (SHEET_QR, foot - MAX (sheet->row_bottom, sheet->y) - 6);

  if (sheet->page_qr != NULL)
    hammer_score_sheet_draw_qr (sheet->doc, sheet->match, sheet->page_qr, sheet->box.x - 3,
                                foot - size, size);
}

/* The first row of columns under @top. */
static void
first_row (Sheet  *sheet,
           double  top)
{
  sheet->top = top;
  sheet->row_top = top;
  sheet->row_bottom = top;
  set_column (sheet, 0);
}

/* Who plays, on a page the sheet runs on to: "Anna Visser – Ben Smit". */
double
hammer_ends_sheet_continued_sides (Sheet    *sheet,
                                   double    y,
                                   gboolean  draw)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint s = 0; s < sheet->n_sides; s++)
    {
      if (s > 0)
        g_string_append (names, " – ");
      g_string_append (names, hammer_sheets_side_name (sheet->match, s));
    }
  return hammer_score_sheet_whole_text (sheet->doc, names->str, sheet->box.x, y, sheet->box.w,
                                        9.5, 8, HAMMER_TEXT_BOLD, draw) + 4;
}

/* A fresh page with the match named again, and who plays it. */
static void
next_page (Sheet *sheet)
{
  double y;

  draw_page_qr (sheet);
  hammer_score_sheet_slot (sheet->doc, FALSE, &sheet->box);
  y = sheet->box.y + hammer_score_sheet_band (sheet->doc, sheet->match, sheet->title,
                                              sheet->box.x, sheet->box.y, sheet->box.w, TRUE);
  first_row (sheet, y + hammer_ends_sheet_continued_sides (sheet, y, TRUE));
}

/* The next row, under the lowest of the one before. */
static void
next_row (Sheet *sheet)
{
  sheet->row_bottom = MAX (sheet->row_bottom, sheet->y);
  sheet->row_top = sheet->row_bottom;
  set_column (sheet, 0);
}

/* Where the next game goes: beside the last one, or under its row. */
static void
next_cell (Sheet *sheet)
{
  sheet->row_bottom = MAX (sheet->row_bottom, sheet->y);
  if (sheet->column + 1 < sheet->n_flow_columns)
    set_column (sheet, sheet->column + 1);
  else
    next_row (sheet);
}

/* Where a game longer than the column goes on: the next column of the
 * row, or the next page. */
static void
run_on (Sheet *sheet)
{
  sheet->row_bottom = bottom (sheet);
  if (sheet->column + 1 < sheet->n_flow_columns)
    set_column (sheet, sheet->column + 1);
  else
    next_page (sheet);
}

static void
draw_block (Sheet *sheet,
            Block *block)
{
  HammerSheetGrid grid = { .columns = sheet->columns, .n_columns = sheet->n_columns,
                           .groups = sheet->groups, .n_groups = sheet->n_sides + 1,
                           .rows = block->rows };
  guint done = 0;
  double fresh = bottom (sheet) - sheet->top;
  double height = hammer_ends_block_height (block->rows->len, sheet->row);

  /* A block that fits a column whole is never split: where it does not
   * fit beside the last one, it would not under it either. A longer one (a
   * game of many ends, entered) starts a row and runs down its columns. */
  if (sheet->y + height > bottom (sheet))
    {
      if (height > fresh && sheet->column > 0)
        next_row (sheet);
      if (height <= fresh ||
          sheet->y + hammer_ends_block_height (MIN_SPLIT_ROWS, sheet->row) > bottom (sheet))
        next_page (sheet);
    }
  while (done < block->rows->len)
    {
      int fit = (int) floor ((bottom (sheet) - sheet->y - HEADING - 8) / sheet->row) - 2;
      g_autofree char *heading = done > 0 ? g_strdup_printf (_("%s (continued)"), block->heading)
                                          : g_strdup (block->heading);

      double size = hammer_ends_heading_size (sheet, block, sheet->w);

      hammer_layout_text (sheet->doc->layout, sheet->x - 3, sheet->y, sheet->w, HEADING,
                          heading, size > 0 ? size : 10.5, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
      if (block->first_blank && done == 0)
        {
          double text_w = hammer_layout_text_width (sheet->doc->layout, heading,
                                                    size > 0 ? size : 10.5, HAMMER_TEXT_BOLD);

          hammer_layout_line (sheet->doc->layout, sheet->x + text_w + 4, sheet->y + HEADING - 6,
                              sheet->x + sheet->w - 4, sheet->y + HEADING - 6, 0.5);
        }
      grid.first = done;
      grid.count = MIN ((guint) MAX (fit, 1), block->rows->len - done);
      sheet->y += HEADING;
      sheet->y += hammer_sheet_draw_grid (sheet->doc->layout, &grid, sheet->x, sheet->y,
                                          sheet->w, sheet->row) + 8;
      done += grid.count;
      if (done < block->rows->len)
        run_on (sheet);
    }
}

/* The winner's name, or a line to write it on, the signatures and, on a
 * sheet to play on, the QR code of the board's page. */
static void
draw_foot (Sheet *sheet)
{
  HammerLayout *layout = sheet->doc->layout;
  const HammerSheetsMatch *match = sheet->match;
  const char *labels[] = { NULL, NULL, NULL, NULL, NULL, NULL };
  g_autofree char *winner_line = NULL;
  gint64 winner = hammer_json_int (match->scored, "winner", -1);
  g_autoptr(GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  /* Whole pages have the code at each page's foot already. */
  g_autoptr(HammerQr) qr = sheet->page_qr == NULL ? hammer_score_sheet_board_qr (sheet->doc, match)
                                                  : NULL;
  gboolean beside = FALSE;
  double x, w, label_w, qr_size = SHEET_QR;

  /* Beside the last game where the row has room, else under it. */
  if (sheet->column + 1 < sheet->n_flow_columns)
    next_cell (sheet);
  if (sheet->y + FOOT > bottom (sheet))
    next_page (sheet);
  x = sheet->x;
  w = sheet->w;
  /* The code goes under the foot where the sheet has room for it, so that
   * nothing else moves; else (a half page filled) beside it, as tall as
   * the room allows, and the foot gives up the width. */
  if (qr != NULL && sheet->y + FOOT + qr_size > bottom (sheet))
    {
      beside = TRUE;
      qr_size = MIN (SHEET_QR, bottom (sheet) - sheet->y);
      w -= qr_size + SHEET_QR_CAPTION + 8;
      hammer_score_sheet_draw_qr (sheet->doc, match, qr, x + w + 8, sheet->y, qr_size);
    }
  else if (qr != NULL)
    hammer_score_sheet_draw_qr (sheet->doc, match, qr, x - 3, sheet->y + FOOT, qr_size);
  if (winner >= 0 && sheet->doc->options->filled)
    {
      winner_line = g_strdup_printf (_("Winner: %s"), hammer_sheets_side_name (match, winner));
      hammer_score_sheet_whole_text (sheet->doc, winner_line, x - 3, sheet->y, w, 9.5, 8,
                                     HAMMER_TEXT_BOLD, TRUE);
    }
  else
    {
      const char *label = _("Winner:");

      label_w = hammer_layout_text_width (layout, label, 9.5, HAMMER_TEXT_BOLD);
      hammer_layout_text (layout, x - 3, sheet->y, label_w + 4, 14, label, 9.5,
                          HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
      hammer_layout_line (layout, x + label_w + 2, sheet->y + 12, x + w * 0.75, sheet->y + 12,
                          0.5);
    }
  for (guint s = 0; s < MIN (sheet->n_sides, 4u); s++)
    {
      labels[s] = hammer_score_sheet_side_label (s);
      g_ptr_array_add (owned, (char *) labels[s]);
    }
  labels[MIN (sheet->n_sides, 4u)] = _("Umpire");
  hammer_sheet_draw_signatures (layout, x, sheet->y + 14, w, labels);
  sheet->y += FOOT + (qr != NULL && !beside ? qr_size : 0);
}

void
hammer_score_sheet_draw_ends (HammerSheetsDoc         *doc,
                              const HammerSheetsMatch *match)
{
  Sheet sheet = { .doc = doc, .match = match, .fit_row = SHEET_ROW,
                 .gap = SHEET_GAP };
  double half_w, half_h, needed;

  hammer_score_sheet_half_size (doc, &half_w, &half_h);
  sheet.title = hammer_score_sheet_title (doc);
  sheet.n_sides = CLAMP (hammer_sheets_n_sides (match), 1u, (guint) MAX_SIDES);
  sheet.lead = doc->game != NULL ? doc->game->sheet.lead : HAMMER_SHEET_LEAD_NONE;
  sheet.penalties = doc->game != NULL && doc->game->sheet.penalties;
  sheet.blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_ends_block_free);

  hammer_ends_sheet_columns (&sheet, half_w);
  hammer_ends_sheet_add_blocks (&sheet);
  needed = hammer_ends_sheet_head_height (&sheet, half_w) + FOOT;
  for (guint b = 0; b < sheet.blocks->len; b++)
    needed += hammer_ends_block_height (((Block *) g_ptr_array_index (sheet.blocks, b))->rows->len,
                                        SHEET_ROW);

  /* Half a page when the whole sheet fits it; else whole pages, with the
   * games side by side in two columns where the grid reads whole in half
   * the width (always across a landscape page) and there is more than one
   * game, or one longer than the page. */
  sheet.whole_pages = needed > half_h;
  hammer_score_sheet_slot (doc, !sheet.whole_pages, &sheet.box);
  sheet.n_flow_columns = 1;
  if (sheet.whole_pages && (sheet.blocks->len > 1 || needed > sheet.box.h) &&
      hammer_ends_sheet_columns_fit (&sheet, (sheet.box.w - SHEET_GAP) / 2, SHEET_ROW))
    sheet.n_flow_columns = 2;
  if (sheet.whole_pages)
    sheet.page_qr = hammer_score_sheet_board_qr (doc, match);
  if (!doc->options->filled && sheet.n_flow_columns == 2 && sheet.blocks->len >= 3)
    hammer_ends_sheet_blank_across (&sheet);
  draw_head (&sheet);
  first_row (&sheet, sheet.y);
  hammer_ends_sheet_columns (&sheet, sheet.w);
  sheet.row = SHEET_ROW;
  if (!doc->options->filled && sheet.whole_pages)
    sheet.row = hammer_ends_sheet_blank_row (&sheet, bottom (&sheet) - sheet.y);
  sheet.row = MIN (sheet.row, sheet.fit_row);
  for (guint b = 0; b < sheet.blocks->len; b++)
    {
      if (b > 0)
        next_cell (&sheet);
      draw_block (&sheet, g_ptr_array_index (sheet.blocks, b));
    }
  draw_foot (&sheet);
  draw_page_qr (&sheet);

  g_clear_pointer (&sheet.page_qr, hammer_qr_free);
  for (guint s = 0; s < MAX_SIDES; s++)
    g_free (sheet.group_titles[s]);
  g_ptr_array_unref (sheet.blocks);
}
