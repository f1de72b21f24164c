/* hammer-bracket-view.h — an elimination bracket, drawn
 *
 * Shows the winners' and losers' brackets, the final (and its reset) and the
 * third-place match of a single or double elimination, or of the knockout
 * after groups, with lines from every match to where its winner goes. The
 * widget sizes itself to the bracket at the current zoom; put it in a
 * GtkScrolledWindow.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "events/hammer-event.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_BRACKET_VIEW (hammer_bracket_view_get_type ())

G_DECLARE_FINAL_TYPE (HammerBracketView, hammer_bracket_view, HAMMER, BRACKET_VIEW, GtkWidget)

GtkWidget *hammer_bracket_view_new                 (void);
/* @event: for the seeds and the rule options, or %NULL; @matches: its
 * HammerEventMatch (hammer_event_matches_new()), or %NULL. Only the matches
 * of @stage are shown (-1: every stage). Keeps the selection and the
 * highlighted entrant when they are still there. */
void       hammer_bracket_view_set_matches         (HammerBracketView *self,
                                                    HammerEvent       *event,
                                                    GListModel        *matches,
                                                    int                stage);
guint      hammer_bracket_view_get_n_matches       (HammerBracketView *self);

/* The box of a match in widget coordinates at the current zoom, and the
 * column it is laid out in (0 is the first round, counted across the
 * bracket: the final comes after the last round of both brackets). */
gboolean   hammer_bracket_view_get_match_rect      (HammerBracketView *self,
                                                    gint64             match_id,
                                                    graphene_rect_t   *rect);
int        hammer_bracket_view_get_match_column    (HammerBracketView *self,
                                                    gint64             match_id);

/* What the box of a match says, as its accessible description reads it. */
char      *hammer_bracket_view_dup_match_text      (HammerBracketView *self,
                                                    gint64             match_id);

/* Whether the name of @side of a match is cut short in its box ("…"); the
 * box's tooltip and accessible description name it in full. */
gboolean   hammer_bracket_view_name_is_cut         (HammerBracketView *self,
                                                    gint64             match_id,
                                                    int                side);

gint64     hammer_bracket_view_get_selected_match  (HammerBracketView *self);
void       hammer_bracket_view_select_match        (HammerBracketView *self,
                                                    gint64             match_id);

/* Highlights the path of an entrant (0: nobody): every match they played,
 * and the matches their wins lead to while they are still in. */
gint64     hammer_bracket_view_get_highlighted_entrant (HammerBracketView *self);
void       hammer_bracket_view_set_highlighted_entrant (HammerBracketView *self,
                                                        gint64             entrant_id);
/* The ids of the highlighted matches, in the order they are shown. */
GArray    *hammer_bracket_view_get_highlighted_matches (HammerBracketView *self);

double     hammer_bracket_view_get_zoom            (HammerBracketView *self);
void       hammer_bracket_view_set_zoom            (HammerBracketView *self,
                                                    double             zoom);
/* Zooms as Ctrl and the wheel do with the pointer at @x, @y (widget
 * coordinates): that point stays where it is in the view. */
void       hammer_bracket_view_zoom_at             (HammerBracketView *self,
                                                    double             zoom,
                                                    double             x,
                                                    double             y);

G_END_DECLS
