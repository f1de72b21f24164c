/* hammer-bracket-plan.h — a knock-out bracket as paper lays it out:
 * its parts, their matches in columns and the plan of their pages
 *
 * hammer-bracket-plan.c builds a part and plans it (the type size, the
 * columns a page holds, levels and blocks); hammer-bracket-sheets.c draws
 * it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sheets/hammer-sheets-private.h"

G_BEGIN_DECLS

#define TITLE_H      20.0   /* the page's title */
#define HEAD_H       24.0   /* a block's round headings */
#define BLOCK_GAP    14.0   /* between blocks on a page */
#define TOP          (TITLE_H + HEAD_H)
#define LABEL_SIZE   7.0    /* match numbers, marks and notes: the smallest type */
#define HEADING_SIZE 8.0
#define GAP          14.0   /* between a column's boxes and the next column */
#define MAX_SIZE     9.5
#define MIN_SIZE     7.0

typedef struct
{
  const HammerSheetsMatch *match;
  int                      column;
  int                      source[2];    /* the node whose winner this side is, or -1 */
  char                    *mark[2];      /* “L of M12”, “W of M12”: where a side comes from, printed
                              * while nobody is known and no line shows it */
  char                    *origin[2];    /* “A1”: the group and place a side of the knockout
                              * after groups comes from, printed before the name */
  gboolean                 bye[2];       /* the side is a bye */
  int                      consumer;     /* the node that takes the winner, or -1 */
  int                      block;        /* the block that draws it */
  int                      page;         /* scratch: the page being laid out that holds it */
  double                   y;            /* slot units on that page */
} HammerBracketPlanNode;

/* A block: whole subtrees of one level, side by side in its columns.
 * Short blocks share a page, one under the other. */
typedef struct
{
  int     level;
  GArray *roots;    /* int: node indices */
  int     n_slots;
  int     sheet;    /* the page it goes on, from 0 within the part */
  double  top;      /* of its headings on that page, at the natural slot height */
} HammerBracketPlanPage;

typedef struct
{
  HammerSheetsDoc *doc;
  const char      *title;
  GArray          *nodes;       /* HammerBracketPlanNode */
  int              n_columns;   /* of matches */
  gboolean         champion;    /* a column for the winner after the last */
  /* The plan: */
  double           size;
  int              lines;       /* per side: 1, or 2 where names need two */
  int              per_page;    /* columns a page holds, the winner's included */
  int              rows;        /* slots a page holds */
  int              n_sheets;    /* pages, once blocks share them */
  int              n_levels;
  int              first[64];   /* of each level, in columns (the winner's column counts) */
  int              last[64];
  GArray          *pages;       /* HammerBracketPlanPage */
} HammerBracketPlanPart;

static inline HammerBracketPlanNode *
node_at (HammerBracketPlanPart *part,
         int                    i)
{
  return &g_array_index (part->nodes, HammerBracketPlanNode, i);
}

static inline double
line_height (HammerBracketPlanPart *part)
{
  return part->size * 1.5;
}

static inline double
slot_height (HammerBracketPlanPart *part)
{
  return 2 * part->lines * line_height (part) + LABEL_SIZE * 1.4 + 4;
}

static inline double
score_width (HammerBracketPlanPart *part)
{
  return part->size * 2.6;
}

/* A part of @matches of @doc, each in its column of @columns; @champion: a
 * column for the winner after the last. */
HammerBracketPlanPart *hammer_bracket_part_new  (HammerSheetsDoc       *doc,
                                                 const char            *title,
                                                 GPtrArray             *matches,
                                                 int                   *columns,
                                                 gboolean               champion);
void                   hammer_bracket_part_free (HammerBracketPlanPart *part);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerBracketPlanPart, hammer_bracket_part_free)

/* Plans @part for a page of @width × @height; returns its cost: a
 * thousand for each page it takes and one for each block, or -1 when
 * nothing fits. */
int                    hammer_bracket_part_plan (HammerBracketPlanPart *part,
                                                 double                 width,
                                                 double                 height);
/* The name of side @side of @node as printed, after where it came from
 * (“A1”) in a knockout after groups; on two lines, a doubles side breaks
 * after each player. NULL while nobody is known. */
char                  *hammer_bracket_side_text (HammerBracketPlanPart       *part,
                                                 const HammerBracketPlanNode *node,
                                                 guint                        side);

/* hammer-bracket-overview-sheets.c: on A3, a bracket of 64 and more gets
 * a page of its own with the whole draw, before the paged one. Draws on a
 * landscape page. */
gboolean               hammer_bracket_overview_applies (HammerBracketPlanPart *part);
void                   hammer_bracket_overview_draw    (HammerBracketPlanPart *part);

G_END_DECLS
