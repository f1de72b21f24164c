/* hammer-score-sheets.c — the score sheets of an event's matches: end by
 * end for table shuffleboard, shovelboard, court and deck, round by round
 * for Horse Collar, a card per player for sjoelbak with the board rotation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-sheets-private.h"

#define GAP 20.0

/* Returns the box of the next sheet: half a page when @half and the page
 * has one left, else a fresh page (or its first half). */
static void
next_slot (Doc     *doc,
           gboolean half,
           double  *x,
           double  *y,
           double  *w,
           double  *h)
{
  HammerLayout *layout = doc->layout;
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  gboolean second = half && doc->half_free;

  if (!second)
    hammer_layout_add_page (layout);
  doc->half_free = half && !second;

  *x = 0;
  *y = 0;
  *w = width;
  *h = height;
  if (!half)
    return;

  /* Two sheets stack on a portrait page and stand side by side on a
   * landscape one, with a dashed line to cut along. */
  if (doc->options->landscape)
    {
      *w = (width - GAP) / 2;
      *x = second ? *w + GAP : 0;
    }
  else
    {
      *h = (height - GAP) / 2;
      *y = second ? *h + GAP : 0;
    }
}

static void
draw_cut_line (Doc *doc)
{
  HammerLayout *layout = doc->layout;
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  double d = 4;

  if (doc->options->landscape)
    for (double y = 0; y < height; y += 2 * d)
      hammer_layout_line (layout, width / 2, y, width / 2, MIN (y + d, height), 0.3);
  else
    for (double x = 0; x < width; x += 2 * d)
      hammer_layout_line (layout, x, height / 2, MIN (x + d, width), height / 2, 0.3);
}

static const char *
game_title (const char *rules)
{
  if (g_str_equal (rules, "table"))
    return _("Table shuffleboard");
  if (g_str_equal (rules, "shovelboard"))
    return _("Shovelboard");
  if (g_str_equal (rules, "court"))
    return _("Court shuffleboard");
  if (g_str_equal (rules, "deck"))
    return _("Deck shuffleboard");
  if (g_str_equal (rules, "horse-collar"))
    return _("Horse Collar");
  return _("Sjoelbak");
}

static char *
match_line (Doc         *doc,
            const Match *match,
            int          board)
{
  g_autofree char *name = NULL;

  if (board <= 0)
    /* Translators: on a score sheet: the match number and the round's
     * name (“Losers’ round 2”). */
    return g_strdup_printf (_("Match %" PRId64 " · %s"), match->number, match->round_name);
  name = hammer_sheets_board_name (doc, board);
  /* Translators: on a score sheet: the match number, the round's name and
   * the board's name (“Board 3”, “Tafel 3”). */
  return g_strdup_printf (_("Match %" PRId64 " · %s · %s"), match->number,
                          match->round_name, name);
}

/* The band across the top of a sheet and the names under it. Returns the
 * height used. */
static double
draw_sheet_head (Doc         *doc,
                 const Match *match,
                 const char  *title,
                 double       x,
                 double       y,
                 double       w,
                 gboolean     with_names)
{
  HammerLayout *layout = doc->layout;
  g_autofree char *line = match_line (doc, match, match->board);
  double h = 0;

  hammer_sheet_draw_band (layout, x, y, w, title, line);
  h += 26;

  if (with_names)
    {
      for (guint s = 0; s < 2; s++)
        {
          double cx = x + s * w / 2;
          const char *name = hammer_sheets_side_name (match, s);

          hammer_layout_text (layout, cx, y + h, w / 2, 10, s == 0 ? _("Side A") : _("Side B"),
                              7, HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
          hammer_layout_text (layout, cx, y + h + 9, w / 2 - 6, 18, name != NULL ? name : "",
                              13, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
          hammer_layout_line (layout, cx + 3, y + h + 28, cx + w / 2 - 9, y + h + 28, 0.4);
        }
      h += 34;
    }
  return h;
}

static JsonArray *
scored_games (const Match *match)
{
  return hammer_json_array (match->scored, "games");
}

static JsonArray *
stored_games (const Match *match)
{
  return hammer_json_array (hammer_json_object (match->stored, "result"), "games");
}

static guint
rule_int (Doc        *doc,
          const char *name,
          guint       fallback)
{
  gint64 value = doc->defaults != NULL ? hammer_json_int (json_node_get_object (doc->defaults),
                                                          name, 0)
                                       : 0;

  return value > 0 ? (guint) value : fallback;
}

/* One end (frame) of game @g: its numbers, who had the hammer (the colour
 * that shot first), and each side's points (penalties) and total. */
static char **
end_cells (const Match *match,
           JsonObject  *end,
           JsonObject  *raw_end,
           guint        g,
           guint        e,
           gboolean     frames)
{
  JsonArray *raw = hammer_json_array (end, "raw") ? hammer_json_array (end, "raw")
                                                  : hammer_json_array (end, "points");
  JsonArray *totals = hammer_json_array (end, "totals");
  JsonArray *penalties = hammer_json_array (raw_end, "penalties");
  gint64 who = hammer_json_int (end, frames ? "first" : "hammer", -1);
  g_autoptr(GStrvBuilder) cells = g_strv_builder_new ();
  g_autofree char *game_no = e == 0 ? hammer_sheet_int_text (g + 1) : g_strdup ("");
  g_autofree char *end_no = hammer_sheet_int_text (e + 1);
  const char *hammer = who >= 0 ? hammer_sheets_side_name (match, who) : NULL;

  g_strv_builder_add (cells, game_no);
  g_strv_builder_add (cells, end_no);
  if (frames)
    /* Side A shoots yellow, side B black: the lead is the colour
     * that shot first in the frame. */
    g_strv_builder_add (cells, who == 0 ? _("Yellow") : who == 1 ? _("Black") : "");
  else
    g_strv_builder_add (cells, hammer != NULL ? hammer : "");
  for (guint s = 0; s < 2; s++)
    {
      g_autofree char *points = hammer_sheet_int_text (hammer_json_element_int (raw, s, 0));
      gint64 penalty_points = hammer_json_element_int (penalties, s, 0);
      g_autofree char *penalty = penalty_points > 0
                                   ? g_strdup_printf ("−%" G_GINT64_FORMAT, penalty_points)
                                   : g_strdup ("");
      g_autofree char *total = hammer_sheet_int_text (hammer_json_element_int (totals, s, 0));

      g_strv_builder_add (cells, points);
      if (frames)
        g_strv_builder_add (cells, penalty);
      g_strv_builder_add (cells, total);
    }
  return g_strv_builder_end (cells);
}

/* The ends entered, each game closed by its totals when there are several
 * (or frames to add up). */
static void
add_entered_ends (Doc         *doc,
                  const Match *match,
                  gboolean     frames,
                  gboolean     several,
                  GPtrArray   *rows)
{
  JsonArray *games = scored_games (match);
  JsonArray *raw_games = stored_games (match);

  for (guint g = 0; doc->options->filled && g < hammer_json_length (games); g++)
    {
      JsonObject *game = hammer_json_element_object (games, g);
      JsonArray *ends = hammer_json_array (game, "ends");
      JsonArray *raw_ends = hammer_json_array (hammer_json_element_object (raw_games, g), "ends");

      for (guint e = 0; e < hammer_json_length (ends); e++)
        hammer_sheet_rows_take (rows, FALSE, FALSE,
                                end_cells (match, hammer_json_element_object (ends, e),
                                           hammer_json_element_object (raw_ends, e), g, e,
                                           frames));
      if (several || frames)
        {
          JsonArray *totals = hammer_json_array (game, "totals");
          g_autofree char *ta = hammer_sheet_int_text (hammer_json_element_int (totals, 0, 0));
          g_autofree char *tb = hammer_sheet_int_text (hammer_json_element_int (totals, 1, 0));

          if (frames)
            hammer_sheet_rows_add (rows, TRUE, 9, "", "", _("Game"), "", "", ta, "", "", tb);
          else
            hammer_sheet_rows_add (rows, TRUE, 7, "", "", _("Game"), "", ta, "", tb);
        }
    }
}

/* The winner's name, or a line to write it on, and the signatures. */
static void
draw_ends_foot (Doc         *doc,
                const Match *match,
                double       x,
                double       y,
                double       w)
{
  const char *labels[] = { _("Side A"), _("Side B"), _("Umpire"), NULL };
  g_autofree char *winner_line = NULL;

  if (match->scored != NULL && hammer_json_int (match->scored, "winner", -1) >= 0)
    winner_line = g_strdup_printf (_("Winner: %s"),
                                   hammer_sheets_side_name (match,
                                                            hammer_json_int (match->scored,
                                                                             "winner", 0)));
  else
    winner_line = g_strdup (_("Winner:"));
  hammer_layout_text (doc->layout, x, y, w, 14, winner_line, 9.5, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
  if (winner_line[strlen (winner_line) - 1] == ':')
    hammer_layout_line (doc->layout, x + 50, y + 12, x + w / 2, y + 12, 0.5);
  hammer_sheet_draw_signatures (doc->layout, x, y + 14, w, labels);
}

/* Table shuffleboard, shovelboard, court and deck: end by end (frame by
 * frame), both sides, running totals. */
static void
draw_ends_sheet (Doc         *doc,
                 const Match *match,
                 gboolean     frames)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  const char *a = hammer_sheets_side_name (match, 0), *b = hammer_sheets_side_name (match, 1);
  gboolean several = rule_int (doc, "best_of", 1) > 1;
  double x, y, w, h, used, row_h;
  double probe_h = doc->options->landscape ? hammer_layout_get_height (doc->layout)
                                           : (hammer_layout_get_height (doc->layout) - GAP) / 2;
  double head = 60 + 8 + 44;
  guint capacity, n_blank = 0;
  gboolean half;
  static const HammerSheetColumn table_columns[] = {
    { N_("Game"), 0.7, HAMMER_ALIGN_CENTER }, { N_("End"), 0.7, HAMMER_ALIGN_CENTER },
    { N_("Hammer"), 1.8, HAMMER_ALIGN_START },
    { N_("Points"), 1, HAMMER_ALIGN_CENTER }, { N_("Total"), 1, HAMMER_ALIGN_CENTER },
    { N_("Points"), 1, HAMMER_ALIGN_CENTER }, { N_("Total"), 1, HAMMER_ALIGN_CENTER },
  };
  static const HammerSheetColumn court_columns[] = {
    { N_("Game"), 0.7, HAMMER_ALIGN_CENTER }, { N_("Frame"), 0.7, HAMMER_ALIGN_CENTER },
    { N_("Lead"), 1.2, HAMMER_ALIGN_CENTER },
    { N_("Points"), 1, HAMMER_ALIGN_CENTER }, { N_("Penalty"), 1, HAMMER_ALIGN_CENTER },
    { N_("Total"), 1, HAMMER_ALIGN_CENTER },
    { N_("Points"), 1, HAMMER_ALIGN_CENTER }, { N_("Penalty"), 1, HAMMER_ALIGN_CENTER },
    { N_("Total"), 1, HAMMER_ALIGN_CENTER },
  };
  HammerSheetColumn columns[9];
  HammerSheetGroup groups[3];
  guint n_columns = frames ? G_N_ELEMENTS (court_columns) : G_N_ELEMENTS (table_columns);
  guint per_side = frames ? 3 : 2;
  HammerSheetGrid grid = { .columns = columns, .n_columns = n_columns, .groups = groups,
                           .n_groups = G_N_ELEMENTS (groups), .rows = rows };

  for (guint c = 0; c < n_columns; c++)
    {
      columns[c] = frames ? court_columns[c] : table_columns[c];
      columns[c].title = _(columns[c].title);
    }
  if (!several)
    columns[0].weight = 0.001, columns[0].title = "";
  groups[0] = (HammerSheetGroup) { "", 0, n_columns - 2 * per_side - 1 };
  groups[1] = (HammerSheetGroup) { a != NULL ? a : _("Side A"), n_columns - 2 * per_side,
                                   n_columns - per_side - 1 };
  groups[2] = (HammerSheetGroup) { b != NULL ? b : _("Side B"), n_columns - per_side,
                                   n_columns - 1 };
  add_entered_ends (doc, match, frames, several, rows);

  /* A blank sheet has room for a full game; a filled one takes a whole
   * page when the match ran long. */
  half = rows->len <= (guint) ((probe_h - head) / HAMMER_SHEET_ROW) - 2;
  next_slot (doc, half, &x, &y, &w, &h);
  if (half && y > 0)
    draw_cut_line (doc);
  if (half && x > 0)
    draw_cut_line (doc);
  capacity = (guint) ((h - head) / HAMMER_SHEET_ROW) - 2;
  row_h = rows->len > capacity ? (h - head) / (rows->len + 2) : HAMMER_SHEET_ROW;
  if (rows->len < capacity)
    n_blank = doc->options->filled ? MIN (capacity - rows->len, 2) : capacity - rows->len;

  used = draw_sheet_head (doc, match, game_title (doc->rules), x, y, w, TRUE);
  grid.count = rows->len;
  grid.n_blank = n_blank;
  used += hammer_sheet_draw_grid (doc->layout, &grid, x, y + used, w, row_h);
  draw_ends_foot (doc, match, x, y + used + 8, w);
}

/* Horse Collar: one row per side per round. */
static void
draw_rounds_sheet (Doc         *doc,
                   const Match *match)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  JsonArray *games = scored_games (match);
  HammerSheetColumn columns[] = {
    { _("Round"), 0.8, HAMMER_ALIGN_CENTER }, { _("Side"), 3, HAMMER_ALIGN_START },
    { _("Points"), 1, HAMMER_ALIGN_CENTER }, { _("Total"), 1, HAMMER_ALIGN_CENTER },
    { _("Initials"), 1, HAMMER_ALIGN_CENTER },
  };
  const char *labels[] = { _("Side A"), _("Side B"), _("Umpire"), NULL };
  double x, y, w, h, used, head = 60 + 8 + 20;
  guint capacity, n_blank = 0, round = 0;
  HammerSheetGrid grid = { .columns = columns, .n_columns = G_N_ELEMENTS (columns),
                           .rows = rows, .band = 2 };

  for (guint g = 0; doc->options->filled && g < hammer_json_length (games); g++)
    {
      JsonArray *ends = hammer_json_array (hammer_json_element_object (games, g), "ends");

      for (guint e = 0; e < hammer_json_length (ends); e++)
        {
          JsonObject *end = hammer_json_element_object (ends, e);
          JsonArray *points_array = hammer_json_array (end, "points");
          JsonArray *totals_array = hammer_json_array (end, "totals");
          g_autofree char *number = hammer_sheet_int_text (++round);

          for (guint s = 0; s < 2; s++)
            {
              g_autofree char *points = NULL, *total = NULL;
              const char *name = hammer_sheets_side_name (match, s);

              points = hammer_sheet_int_text (hammer_json_element_int (points_array, s, 0));
              total = hammer_sheet_int_text (hammer_json_element_int (totals_array, s, 0));
              hammer_sheet_rows_add (rows, FALSE, 5, s == 0 ? number : "", name ? name : "",
                                     points, total, "");
            }
        }
    }

  next_slot (doc, TRUE, &x, &y, &w, &h);
  if (x > 0 || y > 0)
    draw_cut_line (doc);
  capacity = ((guint) ((h - head) / 12.5) - 1) & ~1u;
  if (rows->len < capacity)
    n_blank = doc->options->filled ? 0 : capacity - rows->len;
  /* Blank rows still come in pairs, one per side, with the names in. */
  for (guint i = 0; i < n_blank / 2; i++)
    {
      g_autofree char *number = hammer_sheet_int_text (++round);
      const char *a = hammer_sheets_side_name (match, 0), *b = hammer_sheets_side_name (match, 1);

      hammer_sheet_rows_add (rows, FALSE, 5, number, a ? a : "", "", "", "");
      hammer_sheet_rows_add (rows, FALSE, 5, "", b ? b : "", "", "", "");
    }
  used = draw_sheet_head (doc, match, game_title (doc->rules), x, y, w, TRUE);
  grid.count = rows->len;
  used += hammer_sheet_draw_grid (doc->layout, &grid, x, y + used, w,
                                  MIN (12.5, (h - head) / (rows->len + 1)));
  hammer_sheet_draw_signatures (doc->layout, x, y + used + 4, w, labels);
}

/* Sjoelbak: a card per player, a row per game. */
static void
draw_sjoelbak_card (Doc         *doc,
                    const Match *match,
                    guint        side)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  JsonArray *games = scored_games (match);
  JsonArray *raw_games = stored_games (match);
  JsonArray *boards = hammer_json_array (match->listed, "boards");
  guint n_games = rule_int (doc, "games", 10);
  HammerSheetColumn columns[] = {
    { _("Game"), 0.8, HAMMER_ALIGN_CENTER }, { _("Board"), 1.2, HAMMER_ALIGN_CENTER },
    { "1", 0.8, HAMMER_ALIGN_CENTER }, { "2", 0.8, HAMMER_ALIGN_CENTER },
    { "3", 0.8, HAMMER_ALIGN_CENTER }, { "4", 0.8, HAMMER_ALIGN_CENTER },
    { _("Game total"), 1.4, HAMMER_ALIGN_CENTER },
    { _("Running total"), 1.6, HAMMER_ALIGN_CENTER },
  };
  HammerSheetGroup groups[] = {
    { "", 0, 1 }, { _("Disks in compartment"), 2, 5 }, { "", 6, 7 },
  };
  const char *labels[] = { _("Player"), _("Scorer"), NULL };
  const char *name = hammer_sheets_side_name (match, side);
  gboolean half = n_games <= 12;
  double x, y, w, h, used, row_h, head = 26 + 40 + 34;
  gint64 running = 0;
  g_autofree char *series = NULL;
  HammerSheetGrid grid = { .columns = columns, .n_columns = G_N_ELEMENTS (columns),
                           .groups = groups, .n_groups = G_N_ELEMENTS (groups), .rows = rows };

  for (guint g = 0; g < n_games; g++)
    {
      JsonObject *game = doc->options->filled ? hammer_json_element_object (games, g) : NULL;
      JsonArray *raw_ends = hammer_json_array (hammer_json_element_object (raw_games, g), "ends");
      JsonObject *first_end = hammer_json_element_object (raw_ends, 0);
      JsonArray *counts = hammer_json_element_array (hammer_json_array (first_end, "counts"), side);
      g_autofree char *number = hammer_sheet_int_text (g + 1);
      g_autofree char *board = NULL;
      char *c[4] = { NULL, NULL, NULL, NULL };
      g_autofree char *total = NULL, *run = NULL;
      int board_number = (int) hammer_json_element_int (boards, g, match->board);

      board = board_number > 0 ? hammer_sheets_board_name (doc, board_number) : g_strdup ("");
      if (game != NULL)
        {
          gint64 game_total = hammer_json_element_int (hammer_json_array (game, "totals"), side, 0);

          running += game_total;
          total = hammer_sheet_int_text (game_total);
          run = hammer_sheet_int_text (running);
          for (guint k = 0; k < 4; k++)
            c[k] = hammer_sheet_int_text (hammer_json_element_int (counts, k, 0));
        }
      hammer_sheet_rows_add (rows, FALSE, 8, number, board, c[0] ? c[0] : "", c[1] ? c[1] : "",
                             c[2] ? c[2] : "", c[3] ? c[3] : "", total ? total : "",
                             run ? run : "");
      for (guint k = 0; k < 4; k++)
        g_free (c[k]);
    }
  series = match->scored != NULL && doc->options->filled ? hammer_sheet_int_text (running)
                                                         : g_strdup ("");
  hammer_sheet_rows_add (rows, TRUE, 8, "", "", "", "", "", "", _("Series total"), series);

  next_slot (doc, half, &x, &y, &w, &h);
  if (half && (x > 0 || y > 0))
    draw_cut_line (doc);
  row_h = MIN (HAMMER_SHEET_ROW + 3, (h - head) / (rows->len + 2));

  used = draw_sheet_head (doc, match, _("Sjoelbak score card"), x, y, w, FALSE);
  hammer_layout_text (doc->layout, x, y + used, w * 0.65, 22, name ? name : "", 15,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
  if (hammer_sheets_n_sides (match) == 2 && hammer_sheets_side_name (match, 1 - side) != NULL)
    {
      g_autofree char *against = g_strdup_printf (_("against %s"),
                                                  hammer_sheets_side_name (match, 1 - side));

      hammer_layout_text (doc->layout, x + w * 0.6, y + used, w * 0.4, 22, against, 9,
                          HAMMER_TEXT_MUTED, HAMMER_ALIGN_END);
    }
  used += 30;
  grid.count = rows->len;
  used += hammer_sheet_draw_grid (doc->layout, &grid, x, y + used, w, row_h);
  hammer_sheet_draw_signatures (doc->layout, x, y + used + 6, w, labels);
}

/* Which board each player goes to in each game of a sjoelbak round. */
static void
draw_rotation_card (Doc       *doc,
                    GPtrArray *selected,
                    int        round)
{
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  guint n_games = rule_int (doc, "games", 10);
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
      const Match *match = g_ptr_array_index (selected, i);
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

static gboolean
match_selected (Doc         *doc,
                const Match *match)
{
  JsonArray *boards = hammer_json_array (match->listed, "boards");
  gboolean on_board = match->board == (int) doc->options->board;

  if (match->bye || hammer_sheets_n_sides (match) == 0)
    return FALSE;
  if (doc->options->round > 0 && match->round != (int) doc->options->round)
    return FALSE;
  for (guint g = 0; boards != NULL && g < json_array_get_length (boards); g++)
    on_board = on_board || hammer_json_element_int (boards, g, 0) == doc->options->board;
  if (doc->options->board > 0 && !on_board)
    return FALSE;
  if (doc->options->filled)
    return match->scored != NULL;
  for (guint s = 0; s < hammer_sheets_n_sides (match); s++)
    if (hammer_sheets_side_name (match, s) == NULL)
      return FALSE;
  return TRUE;
}

gboolean
hammer_sheets_render_score_sheets (Doc     *doc,
                                   GError **error)
{
  g_autoptr(GPtrArray) selected = g_ptr_array_new ();
  gboolean sjoelbak = g_str_equal (doc->rules, "sjoelbak");
  int last_round = -1;

  for (guint i = 0; i < doc->matches->len; i++)
    if (match_selected (doc, &g_array_index (doc->matches, Match, i)))
      g_ptr_array_add (selected, &g_array_index (doc->matches, Match, i));
  if (selected->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   doc->options->filled ? _("No match there has a result to print")
                                        : _("No match there is ready for a score sheet"));
      return FALSE;
    }

  for (guint i = 0; i < selected->len; i++)
    {
      const Match *match = g_ptr_array_index (selected, i);

      if (sjoelbak)
        for (guint s = 0; s < hammer_sheets_n_sides (match); s++)
          draw_sjoelbak_card (doc, match, s);
      else if (g_str_equal (doc->rules, "horse-collar"))
        draw_rounds_sheet (doc, match);
      else
        draw_ends_sheet (doc, match, g_str_equal (doc->rules, "court") ||
                                     g_str_equal (doc->rules, "deck"));
    }

  if (sjoelbak && !doc->options->filled)
    for (guint i = 0; i < selected->len; i++)
      {
        const Match *match = g_ptr_array_index (selected, i);

        if (match->round != last_round)
          draw_rotation_card (doc, selected, (last_round = match->round));
      }
  return TRUE;
}
