/* hammer-sjoelbak-cards.c — sjoelbak on paper: a score card per player, a
 * row per game, and the board rotation of each round
 *
 * The compartments stand in the order they lie on the board, 2, 3, 4, 1
 * (hammer_sjoelbak_compartment_at()), while the stored counts stay in
 * value order 1, 2, 3, 4.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-json.h"
#include "rules/hammer-rules.h"
#include "sheets/hammer-score-sheets-private.h"
#include "sheets/hammer-sheet-fit.h"

#define MAX_CARD_ROW 28.0
#define CARD_FOOT 40.0

/* The counts of @side in game @g as entered, in value order, or NULL for
 * a game entered as its total only: its card shows no counts then. */
static JsonArray *
entered_counts (const HammerSheetsMatch *match,
                guint                    g,
                guint                    side)
{
  JsonArray *raw_games = hammer_json_array (hammer_json_object (match->stored, "result"),
                                            "games");
  JsonArray *raw_ends = hammer_json_array (hammer_json_element_object (raw_games, g), "ends");
  JsonArray *counts = hammer_json_array (hammer_json_element_object (raw_ends, 0), "counts");

  return hammer_json_element_array (counts, side);
}

static void
add_game_rows (HammerSheetsDoc         *doc,
               const HammerSheetsMatch *match,
               guint                    side,
               guint                    n_games,
               GPtrArray               *rows,
               gint64                  *running)
{
  JsonArray *games = hammer_json_array (match->scored, "games");
  JsonArray *boards = hammer_json_array (match->listed, "boards");

  for (guint g = 0; g < n_games; g++)
    {
      JsonObject *game = doc->options->filled ? hammer_json_element_object (games, g) : NULL;
      JsonArray *counts = game != NULL ? entered_counts (match, g, side) : NULL;
      int board_number = (int) hammer_json_element_int (boards, g, match->board);
      char **cells = hammer_sheet_cells_new (8);

      g_free (cells[0]);
      cells[0] = hammer_sheet_int_text (g + 1);
      if (board_number > 0)
        {
          g_free (cells[1]);
          cells[1] = hammer_sheets_board_name (doc, board_number);
        }
      for (guint k = 0; counts != NULL && k < 4; k++)
        {
          g_free (cells[2 + k]);
          cells[2 + k] = hammer_sheet_int_text (
            hammer_json_element_int (counts, hammer_sjoelbak_compartment_at (k), 0));
        }
      if (game != NULL)
        {
          gint64 total = hammer_json_element_int (hammer_json_array (game, "totals"), side, 0);

          *running += total;
          g_free (cells[6]);
          g_free (cells[7]);
          cells[6] = hammer_sheet_int_text (total);
          cells[7] = hammer_sheet_int_text (*running);
        }
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }
}

/* The line under the games: "Series total" (a head-to-head match's
 * "Match total") across the card, whole, and the total (or a box for it)
 * under the running totals. */
static double
draw_series_row (HammerSheetsDoc         *doc,
                 const HammerSheetColumn *columns,
                 guint                    n_columns,
                 gboolean                 head_to_head,
                 const char              *series,
                 double                   x,
                 double                   y,
                 double                   w,
                 double                   row_h)
{
  double total = 0, last_x;
  double size = CLAMP (row_h * 0.56, SHEET_MIN_TYPE, 10.0);

  for (guint c = 0; c < n_columns; c++)
    total += columns[c].weight;
  last_x = x + w * (total - columns[n_columns - 1].weight) / total;
  hammer_layout_box (doc->layout, x, y, w, row_h, 1.0, 0.08);
  hammer_layout_line (doc->layout, last_x, y, last_x, y + row_h, 0.6);
  hammer_layout_text (doc->layout, x, y, last_x - x, row_h, head_to_head ? _("Match total") : _("Series total"), size,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_END);
  hammer_layout_text (doc->layout, last_x, y, x + w - last_x, row_h, series, size,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_CENTER);
  return row_h;
}

void
hammer_score_sheet_draw_card (HammerSheetsDoc         *doc,
                              const HammerSheetsMatch *match,
                              guint                    side)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  /* A knockout match may play more games than the pools (its own
   * "games" in the match list). */
  guint n_games = (guint) CLAMP (hammer_json_int (match->listed, "games",
                                                  hammer_score_sheet_rule_int (doc, "games", 10)),
                                 1, 100);
  HammerSheetColumn columns[] = {
    { doc->game != NULL ? hammer_rules_get_end_name (doc->game) : _("Game"), 0.8,
      HAMMER_ALIGN_CENTER },
    { _("Board"), 1.2, HAMMER_ALIGN_CENTER },
    { hammer_sheet_compartment_title (0), 0.8, HAMMER_ALIGN_CENTER },
    { hammer_sheet_compartment_title (1), 0.8, HAMMER_ALIGN_CENTER },
    { hammer_sheet_compartment_title (2), 0.8, HAMMER_ALIGN_CENTER },
    { hammer_sheet_compartment_title (3), 0.8, HAMMER_ALIGN_CENTER },
    { _("Game total"), 1.4, HAMMER_ALIGN_CENTER },
    { _("Running total"), 1.6, HAMMER_ALIGN_CENTER },
  };
  HammerSheetGroup groups[] = {
    { "", 0, 1 }, { _("Disks in compartment"), 2, 5 }, { "", 6, 7 },
  };
  const char *labels[] = { _("Player"), _("Scorer"), NULL };
  const char *name = hammer_sheets_side_name (match, side);
  const char *other = hammer_sheets_n_sides (match) == 2
                        ? hammer_sheets_side_name (match, 1 - side) : NULL;
  HammerSheetGrid grid = { .columns = columns, .n_columns = G_N_ELEMENTS (columns),
                           .groups = groups, .n_groups = G_N_ELEMENTS (groups), .rows = rows };
  g_autoptr(HammerQr) qr = hammer_score_sheet_board_qr (doc, match);
  double sign_w, qr_size, used, row_h, avail, column_w, grid_h, height = 0, fit, row_min;
  guint n_columns, per_column;
  gint64 running = 0;
  g_autofree char *series = NULL;
  g_autofree HammerSheetColumn *fitted = NULL;
  HammerScoreSheetBox box;

  add_game_rows (doc, match, side, n_games, rows, &running);
  /* With only the best games counting, the series total is the rules'
   * sum of those, not of every line. */
  if (match->scored != NULL && doc->rule_set != NULL && doc->rule_options.counting > 0)
    running = hammer_json_element_int (hammer_json_array (match->scored, "totals"), side,
                                       running);
  series = match->scored != NULL && doc->options->filled ? hammer_sheet_int_text (running)
                                                         : g_strdup ("");

  /* Up to twelve games a card takes half a page; more take a page, and
   * their rows grow to fill it. */
  hammer_score_sheet_slot (doc, n_games <= 12, &box);
  used = hammer_score_sheet_band (doc, match, hammer_score_sheet_card_title (doc), box.x, box.y,
                                  box.w, FALSE);
  used += hammer_score_sheet_whole_text (doc, name ? name : "", box.x - 3, box.y + used, box.w,
                                         15, 10, HAMMER_TEXT_BOLD, TRUE);
  if (other != NULL)
    {
      g_autofree char *against = g_strdup_printf (_("against %s"), other);

      used += hammer_score_sheet_whole_text (doc, against, box.x - 3, box.y + used, box.w, 9,
                                             SHEET_MIN_TYPE, HAMMER_TEXT_MUTED, TRUE);
    }
  used += hammer_score_sheet_variants (doc, match, box.x - 3, box.y + used, box.w, TRUE);
  used += 6;
  /* Two header rows, the games and the series total, with rows that grow
   * to fill the card; where the games do not fit one under the other at a
   * pen's height (twenty across a landscape page), they stand in two
   * columns, the series total under the second. */
  avail = box.h - used - CARD_FOOT;
  /* Half a sheet of Letter is a few points short of ten games at a pen's
   * height: rows a hair lower keep the card whole, where two columns
   * would halve every column's width. */
  fit = avail / (n_games + 3);
  n_columns = fit < SHEET_ROW * 0.95 ? 2 : 1;
  per_column = (n_games + n_columns - 1) / n_columns;
  row_min = n_columns == 1 ? MIN (SHEET_ROW, fit) : SHEET_ROW;
  /* A board's code beside the signatures takes what the rows leave over
   * a pen's height, up to its full size; the games keep their columns. */
  if (qr != NULL)
    avail -= SHEET_QR + 6 - CARD_FOOT;
  row_h = CLAMP (avail / (per_column + 3), row_min, MAX_CARD_ROW);
  column_w = (box.w - SHEET_GAP * (n_columns - 1)) / n_columns;
  /* Each column as wide as its heading needs ("Zwischensumme"), the
   * others giving up what they have spare. */
  fitted = hammer_sheet_fit_columns (doc->layout, columns, G_N_ELEMENTS (columns), rows, &grid,
                                     column_w, row_h);
  grid.columns = fitted;
  for (guint c = 0; c < n_columns; c++)
    {
      double x = box.x + c * (column_w + SHEET_GAP);

      grid.first = c * per_column;
      grid.count = MIN (per_column, rows->len - grid.first);
      grid_h = hammer_sheet_draw_grid (doc->layout, &grid, x, box.y + used, column_w, row_h);
      if (c + 1 == n_columns)
        grid_h += draw_series_row (doc, fitted, G_N_ELEMENTS (columns), other != NULL,
                                   series, x, box.y + used + grid_h, column_w, row_h);
      height = MAX (height, grid_h);
    }
  used += height;
  /* The board's code at the right of the signatures, in the height the
   * rows left it. A full card of ten games on half a sheet of Letter leaves
   * the least; the smallest code then reaches a little into the gap under
   * the card, never as far as the line to cut along. */
  qr_size = CLAMP (box.h - used - 6, SHEET_QR_MIN, SHEET_QR);
  sign_w = qr != NULL ? box.w - qr_size - SHEET_QR_CAPTION - 8 : box.w;
  hammer_sheet_draw_signatures (doc->layout, box.x, box.y + used + 6, sign_w, labels);
  if (qr != NULL)
    hammer_score_sheet_draw_qr (doc, match, qr, box.x + sign_w + 8, box.y + used + 6, qr_size);
}

void
hammer_score_sheet_draw_rotation (HammerSheetsDoc *doc,
                                  GPtrArray       *selected,
                                  int              round)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  guint n_games = hammer_score_sheet_rule_int (doc, "games", 10);
  HammerSheetColumn columns[24];
  guint n_columns = MIN (n_games, 20) + 1;
  g_autofree char *title = g_strdup_printf (_("Board rotation, round %d"), round);
  g_autofree char **game_titles = g_new0 (char *, n_columns + 1);

  columns[0] = (HammerSheetColumn) { _("Player"), 4, HAMMER_ALIGN_START };
  for (guint g = 1; g < n_columns; g++)
    {
      game_titles[g] = hammer_sheet_int_text (g);
      columns[g] = (HammerSheetColumn) { game_titles[g], 1, HAMMER_ALIGN_CENTER };
    }
  for (guint i = 0; i < selected->len; i++)
    {
      const HammerSheetsMatch *match = g_ptr_array_index (selected, i);
      JsonArray *boards = hammer_json_array (match->listed, "boards");

      if (match->round != round || boards == NULL)
        continue;
      for (guint s = 0; s < hammer_sheets_n_sides (match); s++)
        {
          char **cells = g_new0 (char *, n_columns + 1);
          const char *name = hammer_sheets_side_name (match, s);

          cells[0] = g_strdup (name != NULL ? name : "");
          for (guint g = 1; g < n_columns; g++)
            {
              int number = (int) hammer_json_element_int (boards, g - 1, 0);

              /* Numbers, not names: ten games must fit across the page. */
              cells[g] = number > 0 ? hammer_sheet_int_text (number) : g_strdup ("");
            }
          hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
        }
    }
  if (rows->len > 0)
    {
      doc->half_free = FALSE;
      hammer_sheets_draw_paged_table (doc, title,
                                      _("Columns are games; each cell is the number of the "
                                        "board to play on."),
                                      columns, n_columns, rows);
    }
  for (guint g = 1; g < n_columns; g++)
    g_free (game_titles[g]);
}
