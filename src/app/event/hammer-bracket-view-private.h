/* hammer-bracket-view-private.h — what the bracket view's parts share
 *
 * hammer-bracket-layout.c places the boxes; hammer-bracket-view.c is the
 * widget (its properties, selection, what a box says and how wide its
 * names make it); hammer-bracket-view-input.c scrolls, zooms and answers
 * the pointer and the keys; hammer-bracket-view-draw.c draws what is
 * visible of the laid-out bracket at the zoom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-bracket-layout.h"
#include "hammer-bracket-view.h"

G_BEGIN_DECLS

/* The layout's sizes under the short names the drawing uses on every line.
 * The width of a box is the layout's (its names decide it); every function
 * that uses it has the view as @self. */
#define BOX_W        (self->layout->box_w)
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

  /* The scrolled window's adjustments, watched to redraw what comes into
   * view; while drawing, the visible part (content units) when known. */
  GtkAdjustment *watched[2];
  /* The boxes' width waits for the widget's font (in a window). */
  GtkSettings *settings;
  gboolean widths_stale;
  gboolean culling;
  graphene_rect_t area;
};

/* hammer-bracket-view.c */
HammerBracketMatch *_hammer_bracket_view_find       (HammerBracketView        *self,
                                                     gint64                    id);
/* Whether match @id is on the path of the highlighted entrant. */
gboolean            _hammer_bracket_view_in_path    (HammerBracketView        *self,
                                                     gint64                    id);
/* What a side's row says: the name, or where the side comes from. */
char               *_hammer_bracket_view_side_text  (HammerBracketView        *self,
                                                     const HammerBracketMatch *m,
                                                     int                       side);
/* What the caption says of the match's state ("Board 3", "Playing"). */
char               *_hammer_bracket_view_state_text (const HammerBracketMatch *m);

void                _hammer_bracket_view_select     (HammerBracketView        *self,
                                                     HammerBracketMatch       *m,
                                                     gboolean                  scroll);
void                _hammer_bracket_view_activate   (HammerBracketView        *self,
                                                     const HammerBracketMatch *m);
/* Moves the selection to the nearest match (by height) of the column
 * @dx away, or to the next match @dy up or down in the same column. */
void                _hammer_bracket_view_move_selection (HammerBracketView        *self,
                                                         int                       dx,
                                                         int                       dy);

/* hammer-bracket-view-input.c */
void                _hammer_bracket_view_class_init_input (GtkWidgetClass           *widget_class);
void                _hammer_bracket_view_init_input (HammerBracketView        *self);
void                _hammer_bracket_view_scroll_to  (HammerBracketView        *self,
                                                     const HammerBracketMatch *m);
/* The match under the widget point @x, @y, and the side there (-1: the
 * caption). */
HammerBracketMatch *_hammer_bracket_view_match_at   (HammerBracketView        *self,
                                                     double                    x,
                                                     double                    y,
                                                     int                      *side);
void                _hammer_bracket_view_zoom_around (HammerBracketView        *self,
                                                      double                    zoom,
                                                      double                    view_x,
                                                      double                    view_y,
                                                      gboolean                  at_point);
/* The part of the bracket the scrolled window shows, in content units;
 * FALSE when the view is not in one, or it has no size yet. */
gboolean            _hammer_bracket_view_visible_area (HammerBracketView        *self,
                                                       graphene_rect_t          *area);
void                _hammer_bracket_view_size_allocate (GtkWidget       *widget,
                                                        int              width,
                                                        int              height,
                                                        int              baseline);
/* Redraws when the scrolled window moves, or (@watch FALSE) stops. */
void                _hammer_bracket_view_watch_scrolling (HammerBracketView        *self,
                                                          gboolean                  watch);

/* hammer-bracket-view-draw.c: how a side's name is set in its row (on
 * two lines for a pair that does not fit on one), the width a name takes
 * on one line (content units), and GtkWidgetClass.snapshot */
PangoLayout *_hammer_bracket_view_name_layout (HammerBracketView        *self,
                                               const HammerBracketMatch *m,
                                               int                       side);
double              _hammer_bracket_view_name_width (HammerBracketView        *self,
                                                     const char               *name);
/* The width of a box whose name takes @name_width. */
double              _hammer_bracket_view_box_width_for (double          name_width);
/* The width of a box under the round's header @header, which is as wide
 * as its boxes: “Second knockout semi-final” whole. */
double              _hammer_bracket_view_header_box_width (HammerBracketView *self,
                                                           const char        *header);
void                _hammer_bracket_view_snapshot   (GtkWidget                *widget,
                                                     GtkSnapshot              *snapshot);

G_END_DECLS
