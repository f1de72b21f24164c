/* hammer-bracket-layout.h — where the boxes of a bracket go
 *
 * Pure computation, without GTK, so that it is tested without a display:
 * takes the matches of an elimination as the view reads them from the
 * event's typed matches, and places each match's box, the column headers
 * and the section titles in content units (zoom 1). The bracket view draws what is
 * laid out here and multiplies every place by its zoom.
 *
 * A box is a caption (the match number and its state) over two rows, one a
 * side. Rounds are columns from the left; the losers' bracket of a double
 * elimination sits below the winners', and the final (then its reset) in the
 * column after the last round of both. A consolation, each chart of the
 * places played out and the second knockout after groups are sections of
 * their own below, laid out alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "events/hammer-event.h"

G_BEGIN_DECLS

/* Sizes, in content units. A box is BRACKET_BOX_W wide, or wider up to
 * BRACKET_BOX_W_MAX when the view finds that its names need it (see
 * hammer_bracket_layout_set_box_width()). */
#define BRACKET_MARGIN       24.0
#define BRACKET_BOX_W        216.0
#define BRACKET_BOX_W_MAX    400.0
#define BRACKET_ROW_H        32.0
#define BRACKET_BOX_H        (2 * BRACKET_ROW_H)
#define BRACKET_CAPTION_H    18.0
#define BRACKET_V_GAP        14.0
#define BRACKET_SLOT_H       (BRACKET_CAPTION_H + BRACKET_BOX_H + BRACKET_V_GAP)
#define BRACKET_COL_GAP      56.0
/* A column at the narrowest box. */
#define BRACKET_COL_W        (BRACKET_BOX_W + BRACKET_COL_GAP)
#define BRACKET_TITLE_H      30.0
#define BRACKET_HEADER_H     24.0
#define BRACKET_SECTION_GAP  36.0

typedef enum
{
  BRACKET_KIND_WINNERS,
  BRACKET_KIND_LOSERS,
  BRACKET_KIND_FINAL,
  BRACKET_KIND_RESET,
  BRACKET_KIND_THIRD,
  BRACKET_KIND_CONSOLATION,  /* those who lost their first match */
  BRACKET_KIND_PLACEMENT,    /* a chart of the places played out: 5–8, 7–8, … */
  BRACKET_KIND_SECOND,       /* after groups: those who did not go on to the first knockout */
} HammerBracketKind;

typedef enum
{
  BRACKET_STATE_PENDING,
  BRACKET_STATE_READY,
  BRACKET_STATE_LIVE,
  BRACKET_STATE_FINISHED,
} HammerBracketState;

/* Where a side comes from. */
typedef enum
{
  BRACKET_FROM_NONE,
  BRACKET_FROM_WINNER,
  BRACKET_FROM_LOSER,
  BRACKET_FROM_GROUP,
  BRACKET_FROM_BYE,
} HammerBracketFrom;

typedef struct
{
  gint64             id;
  gint64             number;          /* within the event: the one people read */
  HammerBracketKind  kind;
  guint              chart;           /* BRACKET_KIND_PLACEMENT: its chart's first place */
  guint              stage;           /* 0; 1 for the knockout after groups */
  guint              round;
  guint              position;
  gint64             entrants[2];     /* 0 while unknown */
  char              *names[2];
  int                seeds[2];        /* 0: none */
  HammerBracketFrom  from_kind[2];
  gint64             from_match[2];   /* BRACKET_FROM_GROUP: the place in the group */
  gint64             from_number[2];  /* BRACKET_FROM_WINNER, _LOSER: that match's number */
  char              *from_group[2];
  char              *round_name;     /* as the core names it: “Losers’ round 2” */
  HammerBracketState state;
  int                winner;          /* side, or -1 */
  int                board;           /* 0: none */
  gboolean           bye;
  gboolean           walkover;
  gboolean           has_score;
  int                score[2];

  int                column;
  double             x;               /* the top left corner of the caption */
  double             y;
} HammerBracketMatch;

/* A section title ("Winners’ Bracket") or a column header ("Round 1"),
 * translated; @x, @y is its top left corner. */
typedef struct
{
  double    x;
  double    y;
  char     *text;
  gboolean  title;
} HammerBracketHeader;

typedef struct
{
  GArray     *matches;       /* HammerBracketMatch, laid out */
  GArray     *headers;       /* HammerBracketHeader */
  GHashTable *by_id;         /* match id → its index in @matches + 1 */
  double      box_w;         /* every box's width */
  double      content_width;
  double      content_height;
  int         n_columns;
} HammerBracketLayout;

HammerBracketLayout *hammer_bracket_layout_new         (void);
void                 hammer_bracket_layout_free        (HammerBracketLayout *layout);

/* An empty array of HammerBracketMatch that frees each one's strings. */
GArray              *hammer_bracket_matches_new        (void);
/* The matches of @event (@matches: its HammerEventMatch) that belong to a
 * bracket, read for hammer_bracket_layout_set_matches()
 * (hammer-bracket-matches.c): a chart's byes before its first match
 * played left out, as on paper. */
GArray              *hammer_bracket_matches_read       (HammerEvent         *event,
                                                        GListModel          *matches);
/* The kind of box of a match of HammerEventMatch's "bracket" ("winners",
 * "losers", "final", "final-reset", "third-place", "consolation",
 * "placement", "second-knockout"); FALSE for a match of
 * no bracket. */
gboolean             hammer_bracket_kind_parse         (const char          *bracket,
                                                        HammerBracketKind   *kind);
/* Lays out a copy of those of @matches of @stage (-1: every stage), with
 * what is read filled in: every field before @column. */
void                 hammer_bracket_layout_set_matches (HammerBracketLayout      *layout,
                                                        const HammerBracketMatch *matches,
                                                        guint                     n_matches,
                                                        int                       stage);

/* Makes every box @width wide, within BRACKET_BOX_W and BRACKET_BOX_W_MAX,
 * and lays the bracket out again when that changes the width: the widest
 * name decides, which only the view can measure. */
void                 hammer_bracket_layout_set_box_width (HammerBracketLayout *layout,
                                                          double               width);

HammerBracketMatch  *hammer_bracket_layout_find        (HammerBracketLayout *layout,
                                                        gint64               id);
/* The match whose caption or box holds the content point @x, @y, and the side
 * there (-1: the caption). */
HammerBracketMatch  *hammer_bracket_layout_match_at    (HammerBracketLayout *layout,
                                                        double               x,
                                                        double               y,
                                                        int                 *side);
/* The nearest match (by height) of the nearest column @dx away that has one,
 * or the next match @dy up or down in the same column; NULL where none is. */
HammerBracketMatch  *hammer_bracket_layout_neighbour   (HammerBracketLayout *layout,
                                                        HammerBracketMatch  *current,
                                                        int                  dx,
                                                        int                  dy);
/* Adds to @path (ids as pointers) every match @entrant played and, while
 * they are still in, the matches their wins lead to. */
void                 hammer_bracket_layout_add_path    (HammerBracketLayout *layout,
                                                        gint64               entrant,
                                                        GHashTable          *path);

/* Heights of the middle of a box and of one side's row. */
double               hammer_bracket_match_center_y     (const HammerBracketMatch *match);
double               hammer_bracket_match_side_y       (const HammerBracketMatch *match,
                                                        int                       side);
/* Where the vertical stroke of a line from a box's right edge at @x0 to a
 * box's left edge at @x1 runs: in the gap before @x1. */
double               hammer_bracket_elbow_x            (double x0,
                                                        double x1);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerBracketLayout, hammer_bracket_layout_free)

G_END_DECLS
