/* hammer-bracket-sheets.c — the bracket of a knock-out event: the winners'
 * tree, then the losers' bracket of a double knock-out with the finals at
 * its end; the cross-tables of a round robin and of groups are in
 * hammer-cross-table-sheets.c
 *
 * Each part of the bracket is planned in hammer-bracket-plan.c: levels of
 * a few columns, cut into blocks of whole subtrees that share pages. Here
 * each block is drawn, every match once, with marks where the lines go on
 * in another block: “▶ continues on page 3” after a level's last matches,
 * “◀ from page 1” over the next level's first, whose sides say which match
 * they wait for (“W of M57”).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-score-text.h"
#include "events/hammer-format.h"
#include "sheets/hammer-bracket-plan.h"

/* Drawing */

static void
add_bracket_page (HammerLayout *layout,
                  const char   *title)
{
  hammer_layout_add_page (layout);
  hammer_layout_text (layout, -3, 0, hammer_layout_get_width (layout), 20, title, 14,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
}

/* Gives the subtree of @i from column @first on to @page, leaves in the
 * next free slots in the order a reader follows the lines, every other
 * match level with the matches it takes winners from. */
static double
place_node (HammerBracketPlanPart *part,
            int                    i,
            int                    first,
            int                    page,
            double                *next_slot)
{
  HammerBracketPlanNode *node = node_at (part, i);
  double sum = 0;
  int n = 0;

  node->page = page;
  if (node->column > first)
    for (guint s = 0; s < 2; s++)
      if (node->source[s] >= 0)
        {
          sum += place_node (part, node->source[s], first, page, next_slot);
          n++;
        }
  node->y = n > 0 ? sum / n : (*next_slot)++;
  return node->y;
}

/* One match: its number (and a note) above the box, its sides in it. */
static void
draw_node (HammerBracketPlanPart *part,
           HammerBracketPlanNode *node,
           double                 x,
           double                 cy,
           double                 w,
           const char            *heading,
           const char            *note)
{
  HammerLayout *layout = part->doc->layout;
  const HammerSheetsMatch *match = node->match;
  double line_h = line_height (part), side_h = part->lines * line_h;
  double top = cy - side_h, size = part->size;
  gint64 winner = hammer_json_int (match->listed, "winner", -1);
  JsonArray *game_points = hammer_json_array (match->listed, "game_points");
  guint n_games = hammer_json_length (hammer_json_element_array (game_points, 0));
  g_autofree char *label = NULL;

  for (guint s = 0; s < 2; s++)
    {
      double y = top + s * side_h;
      g_autofree char *name = hammer_bracket_side_text (part, node, s);
      g_autofree char *score = NULL;
      HammerTextFlags flags = winner == s ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL;
      double score_w = score_width (part);

      if (winner == s)
        hammer_layout_box (layout, x, y, w, side_h, 0, 0.1);
      /* Points in a one-game match, games won in a longer one. */
      if (n_games > 0)
        score = hammer_sheet_int_text (hammer_json_element_int (hammer_json_array (match->listed,
                                                n_games == 1 ? "totals" : "games_won"), s, 0));
      /* A walkover has no score: the side that gave it is marked, as on
       * screen. */
      else if (hammer_json_bool (match->listed, "walkover", FALSE) && winner >= 0 && winner != s)
        {
          score = g_strdup (hammer_walkover_mark ());
          /* Wider than a score in some languages (“kampfl.”). */
          score_w = MAX (score_w, hammer_layout_text_width (layout, score, size, flags));
        }
      if (name == NULL && node->bye[s])
        name = g_strdup (_("Bye"));
      if (name == NULL && node->mark[s] != NULL &&
          (node->source[s] < 0 || node_at (part, node->source[s])->block != node->block))
        {
          /* Nobody known yet: where the side comes from. */
          hammer_layout_text (layout, x, y, w, side_h, node->mark[s], LABEL_SIZE,
                              HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
          continue;
        }
      hammer_layout_text (layout, x, y, w - score_w, side_h, name, size,
                          flags | (part->lines > 1 ? HAMMER_TEXT_WRAP : 0), HAMMER_ALIGN_START);
      if (score != NULL)
        hammer_layout_text (layout, x + w - score_w - 3, y, score_w + 3, side_h, score, size,
                            flags, HAMMER_ALIGN_END);
    }
  hammer_layout_box (layout, x, top, w, 2 * side_h, 0.7, 0);
  hammer_layout_line (layout, x, cy, x + w, cy, 0.3);

  /* A match named otherwise than its column (third place under the final)
   * says so beside its number. */
  if (g_strcmp0 (heading, match->round_name) != 0 && match->number > 0)
    label = g_strdup_printf ("%s · M%" PRId64, match->round_name, match->number);
  else if (g_strcmp0 (heading, match->round_name) != 0)
    label = g_strdup (match->round_name);
  else if (match->number > 0)
    label = g_strdup_printf ("M%" PRId64, match->number);
  hammer_layout_text (layout, x - 3, top - LABEL_SIZE * 1.4 - 1, w + 6, LABEL_SIZE * 1.4, label,
                      LABEL_SIZE, HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
  if (note != NULL)
    hammer_layout_text (layout, x - 3, top - LABEL_SIZE * 1.4 - 1, w + 6, LABEL_SIZE * 1.4, note,
                        LABEL_SIZE, HAMMER_TEXT_BOLD, HAMMER_ALIGN_END);
}

/* The name heading @column on page @p: its topmost match's round. */
static const char *
column_heading (HammerBracketPlanPart *part,
                int                    p,
                int                    column)
{
  const HammerBracketPlanNode *top = NULL;

  for (guint i = 0; i < part->nodes->len; i++)
    {
      const HammerBracketPlanNode *node = node_at (part, i);

      if (node->page == p && node->column == column && (top == NULL || node->y < top->y))
        top = node;
    }
  return top != NULL ? top->match->round_name : NULL;
}

/* The page a block went on, as the reader counts pages. */
static int
sheet_number (HammerBracketPlanPart *part,
              int                    block,
              int                    first_page)
{
  return first_page + g_array_index (part->pages, HammerBracketPlanPage, block).sheet + 1;
}

static gboolean
same_sheet (HammerBracketPlanPart *part,
            int                    a,
            int                    b)
{
  return g_array_index (part->pages, HammerBracketPlanPage, a).sheet ==
         g_array_index (part->pages, HammerBracketPlanPage, b).sheet;
}

/* Where the sides of @node, first on its level in block @p, come from:
 * the block above, or another page. */
static char *
from_note (HammerBracketPlanPart *part,
           HammerBracketPlanNode *node,
           int                    p,
           int                    first_page)
{
  int pages[2] = { -1, -1 };
  gboolean above = FALSE;

  for (guint s = 0; s < 2; s++)
    {
      const HammerBracketPlanNode *from =
        node->source[s] >= 0 ? node_at (part, node->source[s]) : NULL;

      if (from == NULL)
        continue;
      if (same_sheet (part, from->block, p))
        above = TRUE;
      else
        pages[s] = sheet_number (part, from->block, first_page);
    }
  if (pages[0] >= 0 && pages[1] >= 0 && pages[0] != pages[1])
    /* Translators: in a bracket cut into pages, where the two sides of a
     * match come from. */
    return g_strdup_printf (_("◀ from pages %d and %d"), pages[0], pages[1]);
  if (pages[0] >= 0 || pages[1] >= 0)
    return g_strdup_printf (_("◀ from page %d"), MAX (pages[0], pages[1]));
  return above ? g_strdup (_("▲ from above")) : NULL;
}

/* Where the winner of @node, last on its level in block @p, goes on. */
static char *
onwards_note (HammerBracketPlanPart *part,
              HammerBracketPlanNode *node,
              int                    p,
              int                    first_page)
{
  int to = node_at (part, node->consumer)->block;

  return same_sheet (part, to, p)
    ? g_strdup (_("▼ continues below"))
    : g_strdup_printf (_("▶ continues on page %d"), sheet_number (part, to, first_page));
}

/* Draws block @p with its headings at @top, a slot @slot high. */
static void
draw_block (HammerBracketPlanPart *part,
            int                    p,
            double                 top,
            double                 slot,
            int                    first_page)
{
  HammerLayout *layout = part->doc->layout;
  HammerBracketPlanPage *page = &g_array_index (part->pages, HammerBracketPlanPage, p);
  double width = hammer_layout_get_width (layout);
  int first = part->first[page->level], last = part->last[page->level];
  double col_w = MIN (width / (last - first + 1), width / 2);
  double w = col_w - GAP, boxes = top + HEAD_H;
  double side_h = part->lines * line_height (part);
  double next_slot = 0;

  for (guint i = 0; i < part->nodes->len; i++)
    node_at (part, i)->page = -1;
  for (guint r = 0; r < page->roots->len; r++)
    place_node (part, g_array_index (page->roots, int, r), first, p, &next_slot);

  for (int c = first; c <= MIN (last, part->n_columns - 1); c++)
    {
      const char *heading = column_heading (part, p, c);

      if (heading != NULL)
        hammer_layout_text (layout, (c - first) * col_w - 3, top, col_w, 12, heading,
                            HEADING_SIZE, HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED,
                            HAMMER_ALIGN_START);
    }

  for (guint i = 0; i < part->nodes->len; i++)
    {
      HammerBracketPlanNode *node = node_at (part, i);
      double x, cy;
      g_autofree char *note = NULL;

      if (node->page != p)
        continue;
      x = (node->column - first) * col_w;
      cy = boxes + slot * (node->y + 0.5);
      if (node->column == first && page->level > 0)
        note = from_note (part, node, p, first_page);
      else if (node->column == last && node->consumer >= 0)
        note = onwards_note (part, node, p, first_page);
      draw_node (part, node, x, cy, w, column_heading (part, p, node->column), note);

      if (node->column == first)
        continue;
      for (guint s = 0; s < 2; s++)
        {
          HammerBracketPlanNode *from =
            node->source[s] >= 0 ? node_at (part, node->source[s]) : NULL;
          double fx, fy, ty, mid = x - GAP / 2;

          if (from == NULL || from->page != p)
            continue;
          fx = (from->column - first) * col_w + w;
          fy = boxes + slot * (from->y + 0.5);
          ty = cy - side_h + (s + 0.5) * side_h;
          hammer_layout_line (layout, fx, fy, mid, fy, 0.6);
          hammer_layout_line (layout, mid, fy, mid, ty, 0.6);
          hammer_layout_line (layout, mid, ty, x, ty, 0.6);
        }
    }

  /* The winner, after the final. */
  if (part->champion && last == part->n_columns)
    for (guint i = 0; i < part->nodes->len; i++)
      {
        HammerBracketPlanNode *node = node_at (part, i);
        gint64 winner = hammer_json_int (node->match->listed, "winner", -1);
        g_autofree char *name = NULL;
        double x = (last - first) * col_w, cy;

        if (node->page != p || node->column != part->n_columns - 1 ||
            g_strcmp0 (node->match->bracket, "final") != 0)
          continue;
        cy = boxes + slot * (node->y + 0.5);
        name = winner >= 0 ? hammer_bracket_side_text (part, node, (guint) winner) : NULL;
        hammer_layout_text (layout, x - 3, top, col_w, 12, _("Winner"), HEADING_SIZE,
                            HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
        hammer_layout_line (layout, x - GAP, cy, x, cy, 0.6);
        hammer_layout_box (layout, x, cy - side_h / 2 - 2, w, side_h + 4, 1.2, 0);
        hammer_layout_text (layout, x, cy - side_h / 2 - 2, w, side_h + 4, name, part->size,
                            HAMMER_TEXT_BOLD | (part->lines > 1 ? HAMMER_TEXT_WRAP : 0),
                            HAMMER_ALIGN_START);
      }
}

/* Page @sheet of the part: its title, then its blocks, spread over the
 * page's height (but not so far that a match loses its neighbours). */
static void
draw_sheet (HammerBracketPlanPart *part,
            int                    sheet,
            int                    first_page)
{
  HammerLayout *layout = part->doc->layout;
  double height = hammer_layout_get_height (layout);
  double slots = 0, fixed = TITLE_H, scale, y = TITLE_H;
  g_autofree char *title = NULL;
  int n_blocks = 0;

  for (guint b = 0; b < part->pages->len; b++)
    {
      HammerBracketPlanPage *block = &g_array_index (part->pages, HammerBracketPlanPage, b);

      if (block->sheet != sheet)
        continue;
      slots += block->n_slots;
      fixed += HEAD_H + (n_blocks > 0 ? BLOCK_GAP : 0);
      n_blocks++;
    }
  scale = CLAMP ((height - fixed) / MAX (slots * slot_height (part), 1), 1, 2.5);

  title = part->n_sheets > 1
    /* Translators: the title of a page of a bracket in parts: “Losers’
     * bracket, part 2 of 3”. */
    ? g_strdup_printf (_("%s, part %d of %d"), part->title, sheet + 1, part->n_sheets)
    : g_strdup (part->title);
  add_bracket_page (layout, title);
  for (guint b = 0; b < part->pages->len; b++)
    {
      HammerBracketPlanPage *block = &g_array_index (part->pages, HammerBracketPlanPage, b);

      if (block->sheet != sheet)
        continue;
      draw_block (part, (int) b, y, slot_height (part) * scale, first_page);
      y += HEAD_H + block->n_slots * slot_height (part) * scale + BLOCK_GAP;
    }
}

static void
draw_part (HammerBracketPlanPart *part)
{
  int first_page = (int) hammer_layout_get_n_pages (part->doc->layout);

  /* Which block draws each match, for the marks between blocks. */
  for (guint p = 0; p < part->pages->len; p++)
    {
      HammerBracketPlanPage *page = &g_array_index (part->pages, HammerBracketPlanPage, p);
      double next_slot = 0;

      for (guint i = 0; i < part->nodes->len; i++)
        node_at (part, i)->page = -1;
      for (guint r = 0; r < page->roots->len; r++)
        place_node (part, g_array_index (page->roots, int, r), part->first[page->level], p,
                    &next_slot);
      for (guint i = 0; i < part->nodes->len; i++)
        if (node_at (part, i)->page == (int) p)
          node_at (part, i)->block = (int) p;
    }
  for (int sheet = 0; sheet < part->n_sheets; sheet++)
    draw_sheet (part, sheet, first_page);
}

/* Building the parts */

static int
column_of (const HammerSheetsMatch *match,
           int                      losers_columns)
{
  if (g_strcmp0 (match->bracket, "final") == 0 && losers_columns >= 0)
    return losers_columns;
  if (g_strcmp0 (match->bracket, "final-reset") == 0)
    return losers_columns + 1;
  return match->round - 1;
}

/* A bracket part being gathered: its matches and their columns. */
typedef struct
{
  char      *title;
  int        first_place;  /* a placement chart's first place; 0 for the other parts */
  int        first_round;  /* the round of its first column */
  gboolean   champion;
  GPtrArray *matches;
  GArray    *columns;
  HammerBracketPlanPart *part;
} Gathered;

static void
gathered_clear (Gathered *gathered)
{
  g_free (gathered->title);
  g_clear_pointer (&gathered->matches, g_ptr_array_unref);
  g_clear_pointer (&gathered->columns, g_array_unref);
  g_clear_pointer (&gathered->part, hammer_bracket_part_free);
}

/* The part @first_place (0: by @title) of @parts, added when new. */
static Gathered *
gathered_part (GArray     *parts,
               const char *title,
               int         first_place,
               gboolean    champion)
{
  Gathered added = { 0 };

  for (guint i = 0; i < parts->len; i++)
    {
      Gathered *gathered = &g_array_index (parts, Gathered, i);

      if (first_place > 0 ? gathered->first_place == first_place
                          : g_strcmp0 (gathered->title, title) == 0)
        return gathered;
    }
  added.title = g_strdup (title);
  added.first_place = first_place;
  added.first_round = G_MAXINT;
  added.champion = champion;
  added.matches = g_ptr_array_new ();
  added.columns = g_array_new (FALSE, FALSE, sizeof (int));
  g_array_append_val (parts, added);
  return &g_array_index (parts, Gathered, parts->len - 1);
}

/* The first of the places a match where every place is played out plays
 * for; a chart keeps its first place from round to round, so it names
 * the chart. 0 for another match. */
static int
placement_first (const HammerSheetsMatch *match,
                 int                     *last)
{
  JsonArray *places = json_object_has_member (match->listed, "places")
                        ? json_object_get_array_member (match->listed, "places") : NULL;

  if (places == NULL || json_array_get_length (places) != 2)
    return 0;
  *last = (int) json_array_get_int_element (places, 1);
  return (int) json_array_get_int_element (places, 0);
}

/* The charts of the places played out, gathered as their matches are
 * listed (lower places first within a round), in the order of their
 * places instead, as one reads the results: 5–8, 7–8, 9–16, … */
static void
order_charts (GArray *parts)
{
  for (guint p = 2; p < parts->len; p++)
    for (guint q = p; q > 1; q--)
      {
        Gathered *a = &g_array_index (parts, Gathered, q - 1);
        Gathered *b = &g_array_index (parts, Gathered, q);
        Gathered swap;

        if (a->first_place == 0 || b->first_place == 0 || a->first_place < b->first_place)
          break;
        swap = *a;
        *a = *b;
        *b = swap;
      }
}

/* Sorts every match of @doc into its part: the main bracket (with its
 * final and third place), the losers' bracket and final of a double
 * elimination, a consolation, each chart of the places played out, and
 * the second knockout after groups. */
static void
gather_parts (HammerSheetsDoc *doc,
              gboolean         double_elimination,
              GArray          *parts)
{
  int n_losers_columns = 0;

  for (guint i = 0; i < doc->matches->len; i++)
    {
      HammerSheetsMatch *m = &g_array_index (doc->matches, HammerSheetsMatch, i);

      if (g_strcmp0 (m->bracket, "losers") == 0)
        n_losers_columns = MAX (n_losers_columns, m->round);
    }
  /* The main bracket comes first, whatever is drawn before its matches. */
  gathered_part (parts, double_elimination ? _("Winners’ bracket") : _("Bracket"), 0,
                 !double_elimination);
  /* The second knockout after the others, as its places come after theirs,
   * though its rounds are played beside the first knockout's. */
  for (guint i = 0; i < 2 * doc->matches->len; i++)
    {
      HammerSheetsMatch *m = &g_array_index (doc->matches, HammerSheetsMatch,
                                             i % doc->matches->len);
      gboolean second = g_strcmp0 (m->bracket, "second-knockout") == 0;
      gboolean to_losers = double_elimination && (g_strcmp0 (m->bracket, "losers") == 0 ||
                                                  g_strcmp0 (m->bracket, "final") == 0 ||
                                                  g_strcmp0 (m->bracket, "final-reset") == 0);
      int column = column_of (m, double_elimination ? n_losers_columns : -1);
      int last = 0;
      int first = placement_first (m, &last);
      Gathered *gathered;

      /* A chart's byes before its first match played: a chart only of
       * byes gives its one player the place without a game, which the
       * standings show, and a round of "Bye" says nothing (the core says
       * which, for the screen too). */
      if (second != (i >= doc->matches->len) || hammer_json_bool (m->listed, "left_out", FALSE))
        continue;
      if (to_losers)
        gathered = gathered_part (parts, _("Losers’ bracket and final"), 0, FALSE);
      else if (g_strcmp0 (m->bracket, "consolation") == 0)
        gathered = gathered_part (parts, _("Consolation bracket"), 0, FALSE);
      else if (g_strcmp0 (m->bracket, "second-knockout") == 0)
        gathered = gathered_part (parts, _("Second knockout"), 0, FALSE);
      else if (g_strcmp0 (m->bracket, "placement") == 0 && first > 0)
        {
          g_autofree char *title = g_strdup_printf (_("Places %u–%u"), (guint) first, (guint) last);

          gathered = gathered_part (parts, title, first, FALSE);
          /* The chart's first round plays for all its places. */
          if (m->round < gathered->first_round)
            {
              g_free (gathered->title);
              gathered->title = g_steal_pointer (&title);
            }
        }
      else if (g_strcmp0 (m->bracket, "winners") == 0 || g_strcmp0 (m->bracket, "final") == 0 ||
               g_strcmp0 (m->bracket, "third-place") == 0)
        gathered = &g_array_index (parts, Gathered, 0);
      else
        continue;
      gathered->first_round = MIN (gathered->first_round, m->round);
      g_ptr_array_add (gathered->matches, m);
      g_array_append_val (gathered->columns, column);
    }
  order_charts (parts);
  /* A part that starts later than the first round starts in its first column. */
  for (guint p = 1; p < parts->len; p++)
    {
      Gathered *gathered = &g_array_index (parts, Gathered, p);

      if (double_elimination && gathered->first_place == 0 && p == 1)
        continue;
      for (guint i = 0; i < gathered->columns->len; i++)
        g_array_index (gathered->columns, int, i) -= gathered->first_round - 1;
    }
}

gboolean
hammer_sheets_render_bracket (HammerSheetsDoc *doc,
                              JsonNode        *standings,
                              GError         **error)
{
  g_autoptr(GArray) parts = g_array_new (FALSE, TRUE, sizeof (Gathered));
  const HammerFormatInfo *info = hammer_format_lookup (hammer_json_string (doc->event,
                                                                           "format"));
  gboolean double_elimination = info != NULL && info->losers_bracket;
  gboolean groups = info != NULL && info->staged;
  int pages[2] = { 0, 0 };
  gboolean chosen = hammer_layout_get_landscape (doc->layout);
  HammerBracketPlanPart *main_part;

  g_array_set_clear_func (parts, (GDestroyNotify) gathered_clear);
  if (info != NULL && info->draw_shape == HAMMER_DRAW_SHAPE_CROSS_TABLE)
    return hammer_sheets_render_cross_tables (doc, standings, error);
  if (info == NULL || (info->draw_shape != HAMMER_DRAW_SHAPE_BRACKET &&
                       info->draw_shape != HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Only knock-out events, round robins and groups have a bracket or "
                     "cross-table"));
      return FALSE;
    }

  gather_parts (doc, double_elimination, parts);
  if (g_array_index (parts, Gathered, 0).matches->len == 0 && !groups)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event has no bracket yet; draw it first"));
      return FALSE;
    }
  for (guint p = 0; p < parts->len; p++)
    {
      Gathered *gathered = &g_array_index (parts, Gathered, p);

      if (gathered->matches->len > 0)
        gathered->part = hammer_bracket_part_new (doc, gathered->title, gathered->matches,
                                                  (int *) gathered->columns->data,
                                                  gathered->champion);
    }

  /* The orientation that takes fewer pages; the one asked for when both
   * take as many. */
  for (int o = 0; o < 2; o++)
    {
      gboolean landscape = o == 0 ? chosen : !chosen;
      double width, height;

      hammer_layout_set_landscape (doc->layout, landscape);
      width = hammer_layout_get_width (doc->layout);
      height = hammer_layout_get_height (doc->layout);
      for (guint p = 0; p < parts->len; p++)
        {
          HammerBracketPlanPart *part = g_array_index (parts, Gathered, p).part;
          int n = part != NULL ? hammer_bracket_part_plan (part, width, height) : 0;

          pages[o] += n < 0 ? 1000000 : n;
        }
    }
  /* Landscape asked for is landscape printed, however many pages it takes;
   * the default turns only to save pages. */
  if (chosen && pages[0] >= 1000000)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The bracket does not fit across landscape paper; print it upright"));
      return FALSE;
    }
  hammer_layout_set_landscape (doc->layout, !chosen && pages[1] < pages[0] ? !chosen : chosen);
  main_part = g_array_index (parts, Gathered, 0).part;
  if (main_part != NULL && hammer_bracket_overview_applies (main_part))
    hammer_layout_set_landscape (doc->layout, TRUE);
  for (guint p = 0; p < parts->len; p++)
    {
      HammerBracketPlanPart *part = g_array_index (parts, Gathered, p).part;

      if (part != NULL)
        hammer_bracket_part_plan (part, hammer_layout_get_width (doc->layout),
                                  hammer_layout_get_height (doc->layout));
    }

  if (groups && !hammer_sheets_render_cross_tables (doc, standings, error))
    return FALSE;
  if (main_part != NULL && hammer_bracket_overview_applies (main_part))
    hammer_bracket_overview_draw (main_part);
  for (guint p = 0; p < parts->len; p++)
    if (g_array_index (parts, Gathered, p).part != NULL)
      draw_part (g_array_index (parts, Gathered, p).part);
  return TRUE;
}
