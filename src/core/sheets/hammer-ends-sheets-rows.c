/* hammer-ends-sheets-rows.c — what the score sheet of a match played end
 * by end says: its columns, and a block for each game with its ends, the
 * entered points and totals or blank rows enough for a real game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "hammer-i18n.h"

#include "hammer-json.h"
#include "hammer-score-text.h"
#include "sheets/hammer-ends-sheets-private.h"
#include "sheets/hammer-sheet-fit.h"

void
hammer_ends_block_free (Block *block)
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
void
hammer_ends_sheet_columns (Sheet  *sheet,
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

void
hammer_ends_sheet_add_blocks (Sheet *sheet)
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
