/* hammer-bracket-view-private.h — what the bracket view's parts share
 *
 * hammer-bracket-layout.c places the boxes; hammer-bracket-view.c is the
 * widget (selection, scrolling, zoom, input, what a box says);
 * hammer-bracket-view-draw.c draws the laid-out bracket at the zoom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-bracket-layout.h"
#include "hammer-bracket-view.h"

G_BEGIN_DECLS

/* The layout's sizes under the short names the drawing uses on every line. */
#define BOX_W        BRACKET_BOX_W
#define BOX_H        BRACKET_BOX_H
#define ROW_H        BRACKET_ROW_H
#define CAPTION_H    BRACKET_CAPTION_H
#define TITLE_H      BRACKET_TITLE_H
#define HEADER_H     BRACKET_HEADER_H
/* Inside a box: the seed on the left of a name, the score on the right. */
#define SEED_W       36.0
#define SCORE_W      34.0

#define ZOOM_MIN     0.6
#define ZOOM_MAX     2.0

/* The view reads the laid-out matches; a shorter name for them. */
typedef HammerBracketMatch Match;

struct _HammerBracketView
{
  GtkWidget parent_instance;

  HammerBracketLayout *layout;

  double zoom;
  /* The zoom of the last allocation: what the scrolled window shows. */
  double allocated_zoom;
  gint64 selected;
  gint64 hovered;
  gint64 highlighted_entrant;
  GHashTable *path;          /* match id → TRUE */

  /* Dragging empty space pans. */
  double drag_start_h;
  double drag_start_v;
  gboolean panning;
  /* Zooming keeps this content point under the same place of the view. */
  gboolean have_anchor;
  double anchor_x;
  double anchor_y;
  double anchor_view_x;
  double anchor_view_y;
  double anchor_offset_x;
  double anchor_offset_y;
  /* How much the scrolled area is larger than the bracket. */
  double around_w;
  double around_h;
};

/* hammer-bracket-view.c */
Match    *_hammer_bracket_view_find       (HammerBracketView *self,
                                           gint64             id);
/* Whether match @id is on the path of the highlighted entrant. */
gboolean  _hammer_bracket_view_in_path    (HammerBracketView *self,
                                           gint64             id);
/* What a side's row says: the name, or where the side comes from. */
char     *_hammer_bracket_view_side_text  (HammerBracketView *self,
                                           const Match       *m,
                                           int                side);
/* What the caption says of the match's state ("Board 3", "Playing"). */
char     *_hammer_bracket_view_state_text (const Match       *m);

/* hammer-bracket-view-draw.c: how a side's name is set in its row (on
 * two lines for a pair that does not fit on one), and
 * GtkWidgetClass.snapshot */
PangoLayout *_hammer_bracket_view_name_layout (HammerBracketView *self,
                                               const Match       *m,
                                               int                side);
void      _hammer_bracket_view_snapshot   (GtkWidget         *widget,
                                           GtkSnapshot       *snapshot);

G_END_DECLS
