/* hammer-draw-view-private.h — what the draw view's parts share
 *
 * hammer-draw-view.c reads the event, follows an entrant through the
 * bracket and holds the actions; hammer-draw-view-tables.c builds the
 * cross-tables of a round robin and of groups; hammer-draw-view-lists.c the
 * Swiss rounds and the ranking of a sjoelbak series.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-draw-view.h"
#include "events/hammer-event-matches.h"

G_BEGIN_DECLS

typedef struct
{
  gint64 id;
  char *name;
  int seed;
  char *klass;
} HammerDrawViewEntrant;

struct _HammerDrawView
{
  HammerEventView parent_instance;

  /* Every form of the draw reads these, which follow the store by
   * themselves. */
  HammerEvent *typed_event;
  HammerEventMatches *typed_matches;
  GArray *entrants;              /* HammerDrawViewEntrant, by seed */
  GHashTable *cells;             /* "row:column:leg" → GtkWidget (owned by the grid) */
  gboolean updating;
  gboolean has_bracket;          /* zooming means something */

  GListStore *rounds;            /* HammerDrawItem */
  GListStore *ranking;           /* HammerDrawItem */
  gint64 entering;               /* the card opened from the ranking, or 0 */
  char *entering_games;          /* its games as the ranking showed them then */
  GArray *entering_order;        /* gint64: the cards' match ids as shown then */
  guint focus_tick;              /* moving the focus to the next card */
  guint focus_ticks;
  GtkStringList *follow_names;
  GArray *follow_ids;            /* gint64, parallel to follow_names */
  GtkStringList *round_names;
  GtkStringList *class_names;

  GtkStack *stack;
  AdwStatusPage *empty_page;
  AdwStatusPage *failed_page;
  GtkButton *entrants_button;
  GtkDropDown *follow_dropdown;
  GtkDropDown *round_dropdown;
  GtkDropDown *class_dropdown;
  GtkLabel *summary_label;
  GtkWidget *zoom_box;
  GtkButton *zoom_button;
  GtkButton *redraw_button;
  GtkStack *content_stack;
  GtkScrolledWindow *bracket_scrolled;
  HammerBracketView *bracket;
  GtkFlowBox *tables_box;
  GtkLabel *knockout_title;
  HammerBracketView *knockout;
  GtkColumnView *rounds_view;
  GtkLabel *sitting_out_label;
  GtkColumnView *series_view;
  GtkColumnViewColumn *place_column;
  GtkColumnViewColumn *class_column;
};

/* hammer-draw-view.c: what every form of the draw reads of a match. The
 * result as @side saw it ("2–1"), or NULL when there is none. */
char       *_hammer_draw_view_match_result (HammerDrawView   *self,
                                            HammerEventMatch *match,
                                            guint             side);
void        _hammer_draw_view_open_match   (HammerDrawView *self,
                                            gint64          match_id);

/* hammer-draw-view-tables.c: a cross-table for a round robin, or one for
 * each group (@groups) and the knockout after them. */
void        _hammer_draw_view_show_tables  (HammerDrawView *self,
                                            gboolean        groups);

/* hammer-draw-view-lists.c: the columns of both lists, once. */
void        _hammer_draw_view_setup_lists  (HammerDrawView *self);
void        _hammer_draw_view_show_rounds  (HammerDrawView *self);
void        _hammer_draw_view_fill_round   (HammerDrawView *self);
void        _hammer_draw_view_show_series  (HammerDrawView *self);
void        _hammer_draw_view_fill_ranking (HammerDrawView *self);

G_END_DECLS
