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
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-json.h"
#include "hammer-score-text.h"
#include "sheets/hammer-score-sheets-private.h"
#include "sheets/hammer-sheet-fit.h"

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

static void
block_free (Block *block)
{
  g_free (block->heading);
  g_ptr_array_unref (block->rows);
  g_free (block);
}

static Block *
block_new (guint game)
{
  Block *block = g_new0 (Block, 1);

  /* Translators: the heading of one game's block on a score sheet. */
  block->heading = g_strdup_printf (_("Game %u"), game);
  block->rows = hammer_sheet_rows_new ();
  return block;
}

/* Rows for one game on a blank sheet: the frames of a game that ends after
 * a number of them, with a tie's extra frames; else enough for a real game
 * to the target, where ends score about half the best area's value, and
 * the game's spare rows for a long, close one. */
static guint
ends_for_game (HammerSheetsDoc *doc)
{
  const HammerRules *rules = doc->rule_set;
  const HammerOptions *options = &doc->rule_options;
  gboolean teams;
  int best = 1;
  guint n;

  if (rules == NULL)
    return 12;
  if (rules->ends_per_game > 0)
    return (guint) rules->ends_per_game;
  teams = options->team_size != HAMMER_OPTION_UNSET && options->team_size >= 2;
  if (options->frames != HAMMER_OPTION_UNSET && options->frames > 0)
    n = (guint) (options->frames + (teams ? rules->team_tie_ends : rules->tie_ends));
  else
    {
      for (guint z = 0; z < rules->n_zones; z++)
        if (!(rules->zones[z].flags & (HAMMER_ZONE_HANGER | HAMMER_ZONE_CORNER)))
          best = MAX (best, rules->zones[z].value);
      n = (guint) ceil (2.0 * MAX (options->target, 1) / best) + 2 + rules->sheet.spare_ends;
    }
  if (rules->stop_after_round && teams)
    n += n % 2;
  return n;
}

static char *
side_letter (gint64 side)
{
  return side >= 0 && side < 26 ? g_strdup_printf ("%c", 'A' + (char) side) : g_strdup ("");
}

/* The columns: the end's number, who leads it, then each side's points
 * (penalty) and running total under the side's name, or “Side A” where the
 * name would not fit whole. */
static void
sheet_columns (Sheet  *sheet,
               double  width)
{
  HammerLayout *layout = sheet->doc->layout;
  guint per_side = sheet->penalties ? 3 : 2, c = 0;
  double total = 0, group_w;
  gboolean names_fit = TRUE;

  sheet->columns[c++] = (HammerSheetColumn) {
    sheet->doc->game != NULL ? hammer_rules_get_end_name (sheet->doc->game) : _("End"), 1,
    HAMMER_ALIGN_CENTER };
  if (sheet->lead == HAMMER_SHEET_LEAD_HAMMER)
    sheet->columns[c++] = (HammerSheetColumn) { _("Hammer"), 1.1, HAMMER_ALIGN_CENTER };
  else if (sheet->lead == HAMMER_SHEET_LEAD_FIRST)
    sheet->columns[c++] = (HammerSheetColumn) { _("First"), 1.1, HAMMER_ALIGN_CENTER };
  else if (sheet->lead == HAMMER_SHEET_LEAD_COLOUR)
    sheet->columns[c++] = (HammerSheetColumn) { _("Lead"), 1.2, HAMMER_ALIGN_CENTER };
  sheet->groups[0] = (HammerSheetGroup) { "", 0, c - 1 };
  for (guint s = 0; s < sheet->n_sides; s++)
    {
      sheet->groups[s + 1] = (HammerSheetGroup) { NULL, c, c + per_side - 1 };
      sheet->columns[c++] = (HammerSheetColumn) { _("Points"), 1, HAMMER_ALIGN_CENTER };
      if (sheet->penalties)
        sheet->columns[c++] = (HammerSheetColumn) { _("Penalty"), 1, HAMMER_ALIGN_CENTER };
      sheet->columns[c++] = (HammerSheetColumn) { _("Total"), 1, HAMMER_ALIGN_CENTER };
    }
  sheet->n_columns = c;

  /* Each heading whole where the columns have room for it ("Strafpunten"
   * beside "Punten"), the others giving up what they have spare. */
  {
    HammerSheetGrid measure = { .columns = sheet->columns, .n_columns = c };
    g_autoptr(GPtrArray) leads = hammer_sheet_rows_new ();
    g_autofree HammerSheetColumn *fitted = NULL;

    /* The colours a court end's lead column holds ("Schwarz"), as
     * end_cells() writes them. */
    if (sheet->lead == HAMMER_SHEET_LEAD_COLOUR)
      {
        hammer_sheet_rows_add (leads, FALSE, 2, "", _("Yellow"));
        hammer_sheet_rows_add (leads, FALSE, 2, "", _("Black"));
      }
    /* The label of a game's totals row, as add_game_row() writes it. */
    hammer_sheet_rows_add (leads, TRUE, 1, _("Game"));
    fitted = hammer_sheet_fit_columns (layout, sheet->columns, c, leads, &measure, width,
                                       sheet->fit_row);

    for (guint k = 0; k < c; k++)
      sheet->columns[k].weight = fitted[k].weight;
  }
  for (guint k = 0; k < c; k++)
    total += sheet->columns[k].weight;
  group_w = 0;
  for (guint k = sheet->groups[1].first; k <= sheet->groups[1].last; k++)
    group_w += width * sheet->columns[k].weight / total;
  /* The columns carry the sides' names when every name fits over its
   * columns, else all carry "Side A", "Side B" as the head of the sheet
   * labels them: never a name beside a label. */
  for (guint s = 0; s < sheet->n_sides; s++)
    {
      const char *name = hammer_sheets_side_name (sheet->match, s);

      /* The grid's type at a row of SHEET_ROW: see hammer_sheet_draw_grid(). */
      if (name == NULL || strstr (name, " / ") != NULL ||
          hammer_layout_text_width (layout, name, SHEET_ROW * 0.56, HAMMER_TEXT_BOLD) > group_w)
        names_fit = FALSE;
    }
  for (guint s = 0; s < sheet->n_sides; s++)
    {
      g_free (sheet->group_titles[s]);
      sheet->group_titles[s] = names_fit ? g_strdup (hammer_sheets_side_name (sheet->match, s))
                                         : hammer_score_sheet_side_label (s);
      sheet->groups[s + 1].title = sheet->group_titles[s];
    }
}

/* One end as entered: its number, who led it, each side's points (and
 * penalty) and running total. */
static char **
end_cells (Sheet      *sheet,
           JsonObject *end,
           JsonObject *raw_end,
           guint       e)
{
  JsonArray *raw = hammer_json_array (end, "raw") ? hammer_json_array (end, "raw")
                                                  : hammer_json_array (end, "points");
  JsonArray *totals = hammer_json_array (end, "totals");
  JsonArray *penalties = hammer_json_array (raw_end, "penalties");
  g_autoptr(GStrvBuilder) cells = g_strv_builder_new ();
  g_autofree char *number = hammer_sheet_int_text (e + 1);
  gint64 who;

  g_strv_builder_add (cells, number);
  if (sheet->lead == HAMMER_SHEET_LEAD_HAMMER || sheet->lead == HAMMER_SHEET_LEAD_FIRST)
    {
      g_autofree char *letter = NULL;

      who = hammer_json_int (end, sheet->lead == HAMMER_SHEET_LEAD_HAMMER ? "hammer" : "first",
                             -1);
      letter = side_letter (who);
      g_strv_builder_add (cells, letter);
    }
  else if (sheet->lead == HAMMER_SHEET_LEAD_COLOUR)
    {
      /* Side A shoots yellow, side B black: the lead is the colour that
       * shot first in the frame. */
      who = hammer_json_int (end, "first", -1);
      g_strv_builder_add (cells, who == 0 ? _("Yellow") : who == 1 ? _("Black") : "");
    }
  for (guint s = 0; s < sheet->n_sides; s++)
    {
      g_autofree char *points = hammer_sheet_int_text (hammer_json_element_int (raw, s, 0));
      g_autofree char *penalty = hammer_penalty_text (hammer_json_element_int (penalties, s,
                                                                               0));
      g_autofree char *total = hammer_sheet_int_text (hammer_json_element_int (totals, s, 0));

      g_strv_builder_add (cells, points);
      if (sheet->penalties)
        g_strv_builder_add (cells, penalty);
      g_strv_builder_add (cells, total);
    }
  return g_strv_builder_end (cells);
}

/* The game's line under its ends: each side's total, or a box to write it
 * in. */
static void
add_game_row (Sheet     *sheet,
              Block     *block,
              JsonArray *totals)
{
  char **cells = hammer_sheet_cells_new (sheet->n_columns);
  guint per_side = sheet->penalties ? 3 : 2;

  g_free (cells[0]);
  /* Translators: the row of a game's totals under its ends. */
  cells[0] = g_strdup (_("Game"));
  for (guint s = 0; totals != NULL && s < sheet->n_sides; s++)
    {
      guint c = sheet->groups[s + 1].first + per_side - 1;

      g_free (cells[c]);
      cells[c] = hammer_sheet_int_text (hammer_json_element_int (totals, s, 0));
    }
  hammer_sheet_rows_take (block->rows, TRUE, FALSE, cells);
}

static void
add_blocks (Sheet *sheet)
{
  HammerSheetsDoc *doc = sheet->doc;
  JsonArray *games = hammer_json_array (sheet->match->scored, "games");
  JsonArray *raw_games = hammer_json_array (hammer_json_object (sheet->match->stored, "result"),
                                            "games");

  if (!doc->options->filled)
    {
      guint n_games = hammer_score_sheet_rule_int (doc, "best_of", 1);
      guint n_ends = ends_for_game (doc);

      for (guint g = 0; g < n_games; g++)
        {
          Block *block = block_new (g + 1);

          /* Where the players choose who starts a later game, the blank
           * sheet asks for it, as it asks for game 1's toss in its head. */
          if (g > 0 && doc->rule_set != NULL && hammer_rules_game_first_chosen (doc->rule_set, g))
            {
              g_autofree char *heading = g_steal_pointer (&block->heading);

              /* TRANSLATORS: a game's heading on a blank score sheet, before
               * a line to write who shoots first on: "Game 2 · First to shoot:". */
              block->heading = g_strdup_printf (_("%s · First to shoot:"), heading);
              block->first_blank = TRUE;
            }
          for (guint e = 0; e < n_ends; e++)
            {
              char **cells = hammer_sheet_cells_new (sheet->n_columns);

              g_free (cells[0]);
              cells[0] = hammer_sheet_int_text (e + 1);
              hammer_sheet_rows_take (block->rows, FALSE, FALSE, cells);
            }
          add_game_row (sheet, block, NULL);
          g_ptr_array_add (sheet->blocks, block);
        }
      return;
    }

  for (guint g = 0; g < hammer_json_length (games); g++)
    {
      JsonObject *game = hammer_json_element_object (games, g);
      JsonArray *ends = hammer_json_array (game, "ends");
      JsonArray *raw_ends = hammer_json_array (hammer_json_element_object (raw_games, g), "ends");
      Block *block = block_new (g + 1);
      JsonObject *stored = sheet->match->stored;
      int first = g > 0 && stored != NULL
                  ? hammer_result_get_game_first (json_object_get_member (stored, "result"), g)
                  : -1;

      /* Game 1's toss stands in the head; a later game's choice of who
       * shoots first, where the result records one, beside its heading. */
      if (first >= 0 && (guint) first < sheet->n_sides)
        {
          g_autofree char *heading = g_steal_pointer (&block->heading);

          /* TRANSLATORS: a game's heading on a score sheet, then who shot
           * first in it: "Game 2 · First to shoot: Anna Visser". */
          block->heading = g_strdup_printf (_("%s · First to shoot: %s"), heading,
                                            hammer_sheets_side_name (sheet->match,
                                                                     (guint) first));
        }

      for (guint e = 0; e < hammer_json_length (ends); e++)
        hammer_sheet_rows_take (block->rows, FALSE, FALSE,
                                end_cells (sheet, hammer_json_element_object (ends, e),
                                           hammer_json_element_object (raw_ends, e), e));
      add_game_row (sheet, block, hammer_json_array (game, "totals"));
      g_ptr_array_add (sheet->blocks, block);
    }
}

/* Whether every column's title reads whole in a grid @width wide at rows of @row. */
static gboolean
columns_fit (Sheet  *sheet,
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
static double
heading_size (Sheet  *sheet,
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
    if (heading_size (sheet, g_ptr_array_index (sheet->blocks, b), width) == 0)
      return FALSE;
  return TRUE;
}

static double
block_height (guint  n_rows,
              double row)
{
  return HEADING + row * (2 + n_rows) + 8;
}

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

static double
head_height (Sheet  *sheet,
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
static double
continued_sides (Sheet    *sheet,
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
  first_row (sheet, y + continued_sides (sheet, y, TRUE));
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
  double height = block_height (block->rows->len, sheet->row);

  /* A block that fits a column whole is never split: where it does not
   * fit beside the last one, it would not under it either. A longer one (a
   * game of many ends, entered) starts a row and runs down its columns. */
  if (sheet->y + height > bottom (sheet))
    {
      if (height > fresh && sheet->column > 0)
        next_row (sheet);
      if (height <= fresh || sheet->y + block_height (MIN_SPLIT_ROWS, sheet->row) > bottom (sheet))
        next_page (sheet);
    }
  while (done < block->rows->len)
    {
      int fit = (int) floor ((bottom (sheet) - sheet->y - HEADING - 8) / sheet->row) - 2;
      g_autofree char *heading = done > 0 ? g_strdup_printf (_("%s (continued)"), block->heading)
                                          : g_strdup (block->heading);

      double size = heading_size (sheet, block, sheet->w);

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
      height += block_height (n_rows, row);
    }
  if (sheet->blocks->len % n_columns == 0)
    height += FOOT;
  return height;
}

/* The rows of a blank sheet: where the games would run onto a second page
 * by a little (a best of three to 21 by two games' heads and a foot), rows
 * as low as one page needs, never under MIN_BLANK_ROW; a sheet the
 * players take to the board is one leaf, not two half blank. */
static double
blank_row (Sheet  *sheet,
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
      height = block_height (n_rows, row);
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
static void
blank_across (Sheet *sheet)
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
  double room = sheet->box.h - head_height (sheet, sheet->box.w) - qr;
  double next_room = sheet->box.h - SHEET_BAND - continued_sides (sheet, 0, FALSE) - qr;
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
      sheet_columns (sheet, width);
      /* The rows blank_row() will give them. */
      row = MIN (sheet->fit_row, MIN_BLANK_ROW);
      if (flow_height (sheet, row) > room)
        row = sheet->fit_row;
      n_pages = flow_pages (sheet, row, room, next_room);
      if (n_pages < pages && columns_fit (sheet, width, sheet->fit_row) &&
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
  sheet.blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);

  sheet_columns (&sheet, half_w);
  add_blocks (&sheet);
  needed = head_height (&sheet, half_w) + FOOT;
  for (guint b = 0; b < sheet.blocks->len; b++)
    needed += block_height (((Block *) g_ptr_array_index (sheet.blocks, b))->rows->len,
                            SHEET_ROW);

  /* Half a page when the whole sheet fits it; else whole pages, with the
   * games side by side in two columns where the grid reads whole in half
   * the width (always across a landscape page) and there is more than one
   * game, or one longer than the page. */
  sheet.whole_pages = needed > half_h;
  hammer_score_sheet_slot (doc, !sheet.whole_pages, &sheet.box);
  sheet.n_flow_columns = 1;
  if (sheet.whole_pages && (sheet.blocks->len > 1 || needed > sheet.box.h) &&
      columns_fit (&sheet, (sheet.box.w - SHEET_GAP) / 2, SHEET_ROW))
    sheet.n_flow_columns = 2;
  if (sheet.whole_pages)
    sheet.page_qr = hammer_score_sheet_board_qr (doc, match);
  if (!doc->options->filled && sheet.n_flow_columns == 2 && sheet.blocks->len >= 3)
    blank_across (&sheet);
  draw_head (&sheet);
  first_row (&sheet, sheet.y);
  sheet_columns (&sheet, sheet.w);
  sheet.row = SHEET_ROW;
  if (!doc->options->filled && sheet.whole_pages)
    sheet.row = blank_row (&sheet, bottom (&sheet) - sheet.y);
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
