/* hammer-bracket-overview-sheets.c — a knock-out of 64 and more on one A3
 * page for the wall, before the paged bracket: the two halves of the draw
 * run towards the final in the middle, so that each half has the page's
 * whole height
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-json.h"
#include "sheets/hammer-bracket-plan.h"

/* The overview is for brackets whose first round has this many matches. */
#define OVERVIEW_FIRST_ROUND 32
#define COLUMN_GAP 10.0
#define HEADINGS_H 16.0

typedef struct
{
  HammerBracketPlanPart *part;
  double                 box_w;
  double                 slot_h;   /* of one first-round match */
  double                 size;     /* of the names */
  gboolean               wrap;     /* names on two lines */
  double                 top;      /* of the first slot */
  int                    depth;    /* columns of one half, the final's excluded */
} Overview;

/* The final: the match of the last column that takes its sides from two
 * matches of this part (the third place's come from losers). */
static int
find_final (HammerBracketPlanPart *part)
{
  int best = -1;

  for (guint i = 0; i < part->nodes->len; i++)
    {
      HammerBracketPlanNode *node = node_at (part, i);

      if (node->consumer < 0 && node->source[0] >= 0 && node->source[1] >= 0 &&
          (best < 0 || node->column > node_at (part, best)->column))
        best = (int) i;
    }
  return best;
}

/* Places the subtree of @i: leaves one slot after the other, each match
 * level with the middle of those it takes its winners from. */
static double
place (Overview *view,
       int       i,
       double   *next)
{
  HammerBracketPlanNode *node = node_at (view->part, i);
  double sum = 0;
  int n = 0;

  for (guint s = 0; s < 2; s++)
    if (node->source[s] >= 0)
      {
        sum += place (view, node->source[s], next);
        n++;
      }
  node->y = n > 0 ? sum / n : (*next)++ + 0.5;
  return node->y;
}

/* The x of a match in column @column on the left half (@right: mirrored). */
static double
column_x (Overview *view,
          int       column,
          gboolean  right)
{
  double width = hammer_layout_get_width (view->part->doc->layout);
  double step = view->box_w + COLUMN_GAP;

  return right ? width - view->box_w - column * step : column * step;
}

static void
draw_match (Overview              *view,
            HammerBracketPlanNode *node,
            double                 x,
            double                 cy)
{
  HammerLayout *layout = view->part->doc->layout;
  const HammerSheetsMatch *match = node->match;
  double side_h = MIN (view->slot_h / 2 - 1, view->size * (view->wrap ? 2.6 : 1.6));
  gint64 winner = hammer_json_int (match->listed, "winner", -1);

  for (guint s = 0; s < 2; s++)
    {
      double y = cy - side_h + s * side_h;
      const char *name = hammer_sheets_side_name (match, s);
      HammerTextFlags flags = (winner == s ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL) |
                              (view->wrap ? HAMMER_TEXT_WRAP : 0);

      if (winner == s)
        hammer_layout_box (layout, x, y, view->box_w, side_h, 0, 0.1);
      if (name != NULL)
        hammer_layout_text (layout, x, y, view->box_w, side_h, name, view->size, flags,
                            HAMMER_ALIGN_START);
      else if (node->bye[s])
        hammer_layout_text (layout, x, y, view->box_w, side_h, _("Bye"), LABEL_SIZE,
                            HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
    }
  hammer_layout_box (layout, x, cy - side_h, view->box_w, 2 * side_h, 0.6, 0);
  hammer_layout_line (layout, x, cy, x + view->box_w, cy, 0.3);
}

/* The line from a match to the one that takes its winner. */
static void
draw_link (Overview *view,
           double    from_x,
           double    from_y,
           double    to_x,
           double    to_y)
{
  HammerLayout *layout = view->part->doc->layout;
  double mid = (from_x + to_x) / 2;

  hammer_layout_line (layout, from_x, from_y, mid, from_y, 0.5);
  hammer_layout_line (layout, mid, from_y, mid, to_y, 0.5);
  hammer_layout_line (layout, mid, to_y, to_x, to_y, 0.5);
}

/* Draws the subtree of @i on one half; returns where its box is. */
static void
draw_half (Overview *view,
           int       i,
           gboolean  right,
           int       column)
{
  HammerBracketPlanNode *node = node_at (view->part, i);
  double x = column_x (view, column, right);
  double cy = view->top + node->y * view->slot_h;

  draw_match (view, node, x, cy);
  for (guint s = 0; s < 2; s++)
    {
      HammerBracketPlanNode *source;
      double sx;

      if (node->source[s] < 0 || column == 0)
        continue;
      source = node_at (view->part, node->source[s]);
      sx = column_x (view, column - 1, right);
      draw_link (view, right ? sx : sx + view->box_w, view->top + source->y * view->slot_h,
                 right ? x + view->box_w : x, cy);
      draw_half (view, node->source[s], right, column - 1);
    }
}

/* The widest name of the part, in bold as a winner's, at @size. */
static double
widest_name (HammerBracketPlanPart *part,
             double                 size)
{
  double widest = 0;

  for (guint i = 0; i < part->nodes->len; i++)
    for (guint s = 0; s < 2; s++)
      {
        const char *name = hammer_sheets_side_name (node_at (part, i)->match, s);

        if (name != NULL)
          widest = MAX (widest, hammer_layout_text_width (part->doc->layout, name, size,
                                                          HAMMER_TEXT_BOLD));
      }
  return widest;
}

gboolean
hammer_bracket_overview_applies (HammerBracketPlanPart *part)
{
  guint first = 0;

  if (part->doc->options->paper != HAMMER_PAPER_A3)
    return FALSE;
  for (guint i = 0; i < part->nodes->len; i++)
    first += node_at (part, i)->column == 0;
  return first >= OVERVIEW_FIRST_ROUND && find_final (part) >= 0;
}

void
hammer_bracket_overview_draw (HammerBracketPlanPart *part)
{
  HammerLayout *layout = part->doc->layout;
  int final = find_final (part);
  HammerBracketPlanNode *root = node_at (part, final);
  Overview view = { .part = part, .depth = root->column, .top = 22 + HEADINGS_H };
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout) - view.top;
  double next[2] = { 0, 0 }, cx, cy;

  hammer_layout_add_page (layout);
  hammer_layout_text (layout, -3, 0, width, 20, _("Bracket overview"), 14, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
  view.box_w = (width - 2 * view.depth * COLUMN_GAP) / (2 * view.depth + 1);
  place (&view, root->source[0], &next[0]);
  place (&view, root->source[1], &next[1]);
  view.slot_h = height / MAX (next[0], next[1]);

  /* The largest type at which every name fits its box, on one line or,
   * where the slot has room, on two. */
  view.size = MAX_SIZE;
  while (view.size > MIN_SIZE && widest_name (part, view.size) + 6 > view.box_w)
    view.size -= 0.5;
  view.wrap = widest_name (part, view.size) + 6 > view.box_w &&
              view.slot_h / 2 - 1 >= view.size * 2.6;

  for (int c = 0; c < view.depth; c++)
    {
      HammerBracketPlanNode *first = NULL;

      for (guint i = 0; i < part->nodes->len && first == NULL; i++)
        if (node_at (part, i)->column == c)
          first = node_at (part, i);
      for (int half = 0; half < 2 && first != NULL; half++)
        hammer_layout_text (layout, column_x (&view, c, half == 1) - 3, 22, view.box_w + 6,
                            HEADINGS_H, first->match->round_name, HEADING_SIZE, HAMMER_TEXT_BOLD,
                            half == 1 ? HAMMER_ALIGN_END : HAMMER_ALIGN_START);
    }

  /* The right half's slots are counted from the top too. */
  draw_half (&view, root->source[0], FALSE, view.depth - 1);
  draw_half (&view, root->source[1], TRUE, view.depth - 1);

  /* The final in the middle, level with the halves' middles. */
  cx = (width - view.box_w) / 2;
  cy = view.top + (node_at (part, root->source[0])->y + node_at (part, root->source[1])->y) / 2 *
                  view.slot_h;
  hammer_layout_text (layout, cx - 3, cy - view.slot_h - HEADINGS_H, view.box_w + 6, HEADINGS_H,
                      root->match->round_name, HEADING_SIZE, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_CENTER);
  draw_match (&view, root, cx, cy);
  draw_link (&view, column_x (&view, view.depth - 1, FALSE) + view.box_w,
             view.top + node_at (part, root->source[0])->y * view.slot_h, cx, cy);
  draw_link (&view, column_x (&view, view.depth - 1, TRUE),
             view.top + node_at (part, root->source[1])->y * view.slot_h, cx + view.box_w, cy);
}
