/* hammer-bracket-view.c
 *
 * The bracket is laid out once per change of the matches, in content units
 * (zoom 1), by hammer-bracket-layout.c; drawing and hit testing here
 * multiply by the zoom. Everything is drawn
 * with render nodes (colours, borders and Pango layouts), so that a bracket
 * of thousands of pixels never needs one huge Cairo surface.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>
#include <math.h>

#include "hammer-bracket-layout.h"
#include "hammer-bracket-view.h"

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
};

G_DEFINE_FINAL_TYPE (HammerBracketView, hammer_bracket_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ZOOM,
  PROP_SELECTED_MATCH,
  PROP_HIGHLIGHTED_ENTRANT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static Match *
find_match (HammerBracketView *self,
            gint64             id)
{
  return hammer_bracket_layout_find (self->layout, id);
}

/* The path of an entrant */

static void
update_path (HammerBracketView *self)
{
  g_hash_table_remove_all (self->path);
  hammer_bracket_layout_add_path (self->layout, self->highlighted_entrant, self->path);
}

static gboolean
in_path (HammerBracketView *self,
         gint64             id)
{
  return g_hash_table_contains (self->path, GSIZE_TO_POINTER ((gsize) id));
}

/* Text of a match, for the accessible description */

static char *
side_text (HammerBracketView *self,
           const Match       *m,
           int                side)
{
  if (m->names[side] != NULL)
    return g_strdup (m->names[side]);
  if (m->bye || m->from_kind[side] == BRACKET_FROM_BYE)
    return g_strdup (_("Bye"));
  /* A bye has no number: its winner is its other side, whoever that is. */
  if (m->from_kind[side] == BRACKET_FROM_WINNER && m->from_number[side] <= 0)
    {
      const Match *bye = find_match (self, m->from_match[side]);

      if (bye != NULL && bye != m)
        return side_text (self, bye, bye->from_kind[0] == BRACKET_FROM_BYE ? 1 : 0);
    }
  if (m->from_kind[side] == BRACKET_FROM_WINNER)
    /* Translators: where a side comes from, "Winner of 12" (match 12). */
    return g_strdup_printf (_("Winner of %" PRId64), m->from_number[side]);
  if (m->from_kind[side] == BRACKET_FROM_LOSER)
    /* Translators: where a side comes from, "Loser of 12" (match 12). */
    return g_strdup_printf (_("Loser of %" PRId64), m->from_number[side]);
  if (m->from_kind[side] == BRACKET_FROM_GROUP)
    /* Translators: a side of the knockout, "Group A, place 2". */
    return g_strdup_printf (_("Group %s, place %" PRId64), m->from_group[side],
                            m->from_match[side]);
  return g_strdup (_("To be decided"));
}

static char *
state_text (const Match *m)
{
  switch (m->state)
    {
    case BRACKET_STATE_FINISHED:
      if (m->bye)
        return g_strdup (_("Bye"));
      if (m->walkover)
        return g_strdup (_("Walkover"));
      return g_strdup (_("Finished"));
    case BRACKET_STATE_LIVE:
      /* The word the matches view and paper use for in_progress. */
      return g_strdup (_("Playing"));
    case BRACKET_STATE_READY:
      if (m->board > 0)
        return g_strdup_printf (_("Board %d"), m->board);
      return g_strdup (_("Ready"));
    case BRACKET_STATE_PENDING:
    default:
      return g_strdup (_("Waiting"));
    }
}

static char *
describe_match (HammerBracketView *self,
                const Match       *m)
{
  g_autofree char *a = side_text (self, m, 0);
  g_autofree char *b = side_text (self, m, 1);
  g_autofree char *state = state_text (m);

  if (m->number <= 0)
    /* TRANSLATORS: a bye, which has no match number; %s is who has it. */
    return g_strdup_printf (_("Bye for %s"), m->names[0] != NULL ? a : b);
  if (m->has_score)
    return g_strdup_printf (_("Match %" PRId64 ": %s %d, %s %d, %s"),
                            m->number, a, m->score[0], b, m->score[1], state);
  return g_strdup_printf (_("Match %" PRId64 ": %s against %s, %s"),
                          m->number, a, b, state);
}

static void
update_accessible (HammerBracketView *self)
{
  Match *m = find_match (self, self->selected);
  g_autofree char *text = m ? describe_match (self, m) : g_strdup (_("No match selected"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* Scrolling */

static GtkScrolledWindow *
get_scrolled_window (HammerBracketView *self)
{
  return GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (self),
                                                       GTK_TYPE_SCROLLED_WINDOW));
}

/* Where the widget's origin lies in the scrolled window's content, which
 * may hold more than the bracket (the groups come first). */
static gboolean
offset_in_scrolled (HammerBracketView *self,
                    GtkScrolledWindow *scrolled,
                    double            *x,
                    double            *y)
{
  GtkWidget *child = gtk_scrolled_window_get_child (scrolled);
  graphene_point_t point;

  if (child == NULL)
    return FALSE;
  if (GTK_IS_VIEWPORT (child) && gtk_viewport_get_child (GTK_VIEWPORT (child)) != NULL)
    child = gtk_viewport_get_child (GTK_VIEWPORT (child));
  if (!gtk_widget_compute_point (GTK_WIDGET (self), child, &GRAPHENE_POINT_INIT (0, 0), &point))
    return FALSE;
  *x = point.x;
  *y = point.y;
  return TRUE;
}

static void
scroll_to_match (HammerBracketView *self,
                 const Match       *m)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  GtkAdjustment *adjustments[2];
  double start[2], end[2], offset[2];

  if (scrolled == NULL || !offset_in_scrolled (self, scrolled, &offset[0], &offset[1]))
    return;
  adjustments[0] = gtk_scrolled_window_get_hadjustment (scrolled);
  adjustments[1] = gtk_scrolled_window_get_vadjustment (scrolled);
  start[0] = offset[0] + (m->x - 12) * self->zoom;
  end[0] = offset[0] + (m->x + BOX_W + 12) * self->zoom;
  start[1] = offset[1] + (m->y - 12) * self->zoom;
  end[1] = offset[1] + (m->y + CAPTION_H + BOX_H + 12) * self->zoom;

  for (guint i = 0; i < 2; i++)
    {
      double value = gtk_adjustment_get_value (adjustments[i]);
      double page = gtk_adjustment_get_page_size (adjustments[i]);

      if (start[i] < value)
        gtk_adjustment_set_value (adjustments[i], start[i]);
      else if (end[i] > value + page)
        gtk_adjustment_set_value (adjustments[i], MIN (start[i], end[i] - page));
    }
}

/* Selection */

static void
select_match (HammerBracketView *self,
              Match             *m,
              gboolean           scroll)
{
  gint64 id = m ? m->id : 0;

  if (m != NULL && scroll)
    scroll_to_match (self, m);
  if (self->selected == id)
    return;
  self->selected = id;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MATCH]);
}

static void
activate_match (HammerBracketView *self,
                const Match       *m)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "event.open-match", "x", m->id);
}

/* Moves the selection to the nearest match (by height) of the column
 * @delta away, or to the next match up or down in the same column. */
static void
move_selection (HammerBracketView *self,
                int                dx,
                int                dy)
{
  Match *current = find_match (self, self->selected);
  Match *best;

  if (self->layout->matches->len == 0)
    return;
  if (current == NULL)
    {
      select_match (self, &g_array_index (self->layout->matches, Match, 0), TRUE);
      return;
    }
  best = hammer_bracket_layout_neighbour (self->layout, current, dx, dy);
  if (best != NULL)
    select_match (self, best, TRUE);
}

static Match *
match_at (HammerBracketView *self,
          double             x,
          double             y,
          int               *side)
{
  return hammer_bracket_layout_match_at (self->layout, x / self->zoom, y / self->zoom, side);
}

/* Drawing */

typedef struct
{
  GdkRGBA fg;
  GdkRGBA card;
  GdkRGBA accent;
  GdkRGBA accent_bg;
  GdkRGBA success;
  GdkRGBA line;
  GdkRGBA border;
  GdkRGBA dim;
} Colors;

static void
lookup_color (GtkWidget  *widget,
              const char *name,
              GdkRGBA    *color,
              const char *fallback)
{
  GtkStyleContext *context = gtk_widget_get_style_context (widget);

  if (!gtk_style_context_lookup_color (context, name, color))
    gdk_rgba_parse (color, fallback);
}

static void
get_colors (HammerBracketView *self,
            Colors            *colors)
{
  GtkWidget *widget = GTK_WIDGET (self);

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &colors->fg);
  lookup_color (widget, "card_bg_color", &colors->card, "#ffffff");
  lookup_color (widget, "accent_color", &colors->accent, "#1c71d8");
  lookup_color (widget, "accent_bg_color", &colors->accent_bg, "#3584e4");
  lookup_color (widget, "success_color", &colors->success, "#26a269");
  colors->line = colors->fg;
  colors->line.alpha *= 0.28f;
  colors->border = colors->fg;
  colors->border.alpha *= 0.15f;
  colors->dim = colors->fg;
  colors->dim.alpha *= 0.55f;
}

static void
draw_text (HammerBracketView *self,
           GtkSnapshot       *snapshot,
           const char        *text,
           double             x,
           double             y,
           double             width,
           double             height,
           double             scale,
           gboolean           bold,
           gboolean           italic,
           PangoAlignment     alignment,
           const GdkRGBA     *color)
{
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoContext *context = pango_layout_get_context (layout);
  g_autoptr(PangoFontDescription) font =
    pango_font_description_copy (pango_context_get_font_description (context));
  int text_height;

  pango_font_description_set_size (font, MAX (1, pango_font_description_get_size (font) * scale *
                                                 self->zoom));
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  if (italic)
    pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, font);
  pango_layout_set_width (layout, (int) (width * self->zoom * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  pango_layout_set_alignment (layout, alignment);
  pango_layout_get_pixel_size (layout, NULL, &text_height);

  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot,
                          &GRAPHENE_POINT_INIT (x * self->zoom,
                                                round (y * self->zoom +
                                                       (height * self->zoom - text_height) / 2)));
  gtk_snapshot_append_layout (snapshot, layout, color);
  gtk_snapshot_restore (snapshot);
}

static void
fill (HammerBracketView *self,
      GtkSnapshot       *snapshot,
      const GdkRGBA     *color,
      double             x,
      double             y,
      double             width,
      double             height)
{
  gtk_snapshot_append_color (snapshot, color,
                             &GRAPHENE_RECT_INIT (x * self->zoom, y * self->zoom,
                                                  width * self->zoom, height * self->zoom));
}

/* An elbow from the right of one box to the left of another, made of
 * horizontal and vertical strokes (crisp at every zoom). */
static void
draw_elbow (HammerBracketView *self,
            GtkSnapshot       *snapshot,
            const GdkRGBA     *color,
            double             width,
            double             x0,
            double             y0,
            double             x1,
            double             y1)
{
  double mid = hammer_bracket_elbow_x (x0, x1);
  double w = width / self->zoom;

  fill (self, snapshot, color, x0, y0 - w / 2, mid - x0 + w / 2, w);
  fill (self, snapshot, color, mid - w / 2, MIN (y0, y1) - w / 2, w, fabs (y1 - y0) + w);
  fill (self, snapshot, color, mid - w / 2, y1 - w / 2, x1 - mid + w / 2, w);
}

/* A loser's drop: down from the middle of the box's bottom, then along to
 * the side of the match they go to (or into its top, in the same column). */
static void
draw_drop (HammerBracketView *self,
           GtkSnapshot       *snapshot,
           const GdkRGBA     *accent,
           const Match       *source,
           const Match       *target,
           int                side)
{
  GdkRGBA color = *accent;
  double x0 = source->x + BOX_W / 2;
  double y0 = source->y + CAPTION_H + BOX_H;
  double w = 1.5 / self->zoom;
  double y1 = hammer_bracket_match_side_y (target, side);

  color.alpha *= 0.6f;
  if (x0 >= target->x && x0 <= target->x + BOX_W)
    {
      fill (self, snapshot, &color, x0 - w / 2, y0, w, target->y + CAPTION_H - y0);
      return;
    }
  fill (self, snapshot, &color, x0 - w / 2, y0, w, y1 - y0 + w / 2);
  if (target->x > x0)
    fill (self, snapshot, &color, x0, y1 - w / 2, target->x - x0, w);
  else
    fill (self, snapshot, &color, target->x + BOX_W, y1 - w / 2, x0 - target->x - BOX_W, w);
}

static void
draw_lines (HammerBracketView *self,
            GtkSnapshot       *snapshot,
            const Colors      *colors,
            gboolean           highlighted)
{
  for (guint i = 0; i < self->layout->matches->len; i++)
    {
      Match *m = &g_array_index (self->layout->matches, Match, i);

      for (guint s = 0; s < 2; s++)
        {
          Match *source;
          gboolean on_path;

          if (m->from_kind[s] != BRACKET_FROM_WINNER)
            continue;
          source = find_match (self, m->from_match[s]);
          if (source == NULL)
            continue;
          /* A line is on the path when the entrant's win there leads here. */
          on_path = in_path (self, m->id) && in_path (self, source->id) &&
                    (source->state != BRACKET_STATE_FINISHED ||
                     source->entrants[source->winner >= 0 ? source->winner : 0] ==
                     self->highlighted_entrant);
          if (on_path != highlighted)
            continue;
          draw_elbow (self, snapshot, highlighted ? &colors->accent : &colors->line,
                      highlighted ? 2.5 : 1.0,
                      source->x + BOX_W, hammer_bracket_match_center_y (source),
                      m->x, hammer_bracket_match_side_y (m, s));
        }
    }

  /* Where the selected match's loser goes, in a double elimination, and
   * where the followed entrant dropped after a loss. */
  if (highlighted)
    {
      Match *selected = find_match (self, self->selected);

      for (guint i = 0; i < self->layout->matches->len; i++)
        {
          Match *m = &g_array_index (self->layout->matches, Match, i);

          for (guint s = 0; s < 2; s++)
            {
              Match *source;

              if (m->from_kind[s] != BRACKET_FROM_LOSER)
                continue;
              if (selected != NULL && m->from_match[s] == selected->id)
                draw_drop (self, snapshot, &colors->accent, selected, m, s);
              else if (m->entrants[s] != 0 && m->entrants[s] == self->highlighted_entrant &&
                       (source = find_match (self, m->from_match[s])) != NULL)
                draw_drop (self, snapshot, &colors->accent, source, m, s);
            }
        }
    }
}

static gboolean
focus_visible (HammerBracketView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return gtk_widget_has_focus (GTK_WIDGET (self)) && GTK_IS_WINDOW (root) &&
         gtk_window_get_focus_visible (GTK_WINDOW (root));
}

/* On a board or being played: the caption's state in bold, and a strip. */
static gboolean
is_called (const Match *m)
{
  return m->state == BRACKET_STATE_LIVE || (m->state == BRACKET_STATE_READY && m->board > 0);
}

/* The caption: the match number and what is happening to it. */
static void
draw_caption (HammerBracketView *self,
              GtkSnapshot       *snapshot,
              const Colors      *colors,
              const Match       *m)
{
  /* A bye has no number: it is never played. */
  g_autofree char *caption = m->number > 0 ? g_strdup_printf (_("Match %" PRId64), m->number)
                                           : g_strdup ("");
  g_autofree char *state = state_text (m);
  const GdkRGBA *state_color = &colors->dim;

  if (m->state == BRACKET_STATE_LIVE)
    state_color = &colors->success;
  else if (m->state == BRACKET_STATE_READY && m->board > 0)
    state_color = &colors->accent;
  draw_text (self, snapshot, caption, m->x + 2, m->y, BOX_W / 2, CAPTION_H - 2, 0.75,
             FALSE, FALSE, PANGO_ALIGN_LEFT, &colors->dim);
  if (m->state != BRACKET_STATE_PENDING)
    draw_text (self, snapshot, state, m->x + BOX_W / 2, m->y, BOX_W / 2 - 2, CAPTION_H - 2, 0.75,
               is_called (m), FALSE, PANGO_ALIGN_RIGHT, state_color);
}

/* The card and border of a box: tinted on the followed path, stronger
 * under the pointer, the accent when selected. */
static void
box_style (HammerBracketView *self,
           const Colors      *colors,
           const Match       *m,
           GdkRGBA           *card,
           GdkRGBA           *border,
           float             *border_width)
{
  *card = colors->card;
  *border = colors->border;
  *border_width = 1;
  if (in_path (self, m->id))
    {
      /* A tint of the accent over the card, so the path reads at a glance. */
      card->red = card->red * 0.88f + colors->accent_bg.red * 0.12f;
      card->green = card->green * 0.88f + colors->accent_bg.green * 0.12f;
      card->blue = card->blue * 0.88f + colors->accent_bg.blue * 0.12f;
      *border = colors->accent;
      border->alpha = 0.7f;
    }
  else if (m->id == self->hovered)
    border->alpha = MIN (1.0f, border->alpha * 2.5f);
  if (m->id == self->selected)
    {
      *border = colors->accent;
      *border_width = 2;
    }
  if (m->state == BRACKET_STATE_PENDING)
    card->alpha *= 0.6f;
}

static void
append_border (GtkSnapshot          *snapshot,
               const GskRoundedRect *outline,
               float                 width,
               const GdkRGBA        *color)
{
  float widths[4] = { width, width, width, width };
  GdkRGBA colors[4] = { *color, *color, *color, *color };

  gtk_snapshot_append_border (snapshot, outline, widths, colors);
}

/* The focus ring, outside the box as libadwaita draws it. */
static void
draw_focus_ring (GtkSnapshot          *snapshot,
                 const GskRoundedRect *outline,
                 const Colors         *colors)
{
  GskRoundedRect ring = *outline;
  GdkRGBA ring_color = colors->accent;

  ring_color.alpha = 0.5f;
  gsk_rounded_rect_shrink (&ring, -4, -4, -4, -4);
  append_border (snapshot, &ring, 2, &ring_color);
}

/* One side's row: the seed, the name and the score (or w/o). */
static void
draw_side (HammerBracketView *self,
           GtkSnapshot       *snapshot,
           const Colors      *colors,
           const Match       *m,
           int                s)
{
  double ry = m->y + CAPTION_H + s * ROW_H;
  double bx = m->x;
  gboolean won = m->state == BRACKET_STATE_FINISHED && m->winner == s;
  gboolean lost = m->state == BRACKET_STATE_FINISHED && m->winner >= 0 && m->winner != s;
  gboolean is_bye = (m->bye || m->from_kind[s] == BRACKET_FROM_BYE) && m->names[s] == NULL;
  g_autofree char *name = side_text (self, m, s);
  const GdkRGBA *name_color = &colors->fg;

  if (m->names[s] == NULL || lost)
    name_color = &colors->dim;
  if (in_path (self, m->id) && m->entrants[s] == self->highlighted_entrant)
    name_color = &colors->accent;

  if (m->seeds[s] > 0)
    {
      g_autofree char *seed = g_strdup_printf ("%d", m->seeds[s]);
      draw_text (self, snapshot, seed, bx + 4, ry, SEED_W - 9, ROW_H, 0.75, FALSE, FALSE,
                 PANGO_ALIGN_RIGHT, &colors->dim);
    }
  draw_text (self, snapshot, name, bx + SEED_W, ry, BOX_W - SEED_W - SCORE_W - 4, ROW_H,
             m->names[s] != NULL ? 0.9 : 0.8, won, m->names[s] == NULL && !is_bye,
             PANGO_ALIGN_LEFT, name_color);

  if (m->has_score && !m->bye)
    {
      g_autofree char *score = g_strdup_printf ("%d", m->score[s]);
      draw_text (self, snapshot, score, bx + BOX_W - SCORE_W - 6, ry, SCORE_W, ROW_H, 0.9,
                 won, FALSE, PANGO_ALIGN_RIGHT, won ? &colors->fg : &colors->dim);
    }
  else if (m->walkover && lost)
    /* Translators: short for walkover, beside the side that withdrew. */
    draw_text (self, snapshot, C_("walkover", "w/o"), bx + BOX_W - SCORE_W - 6, ry, SCORE_W,
               ROW_H, 0.75, FALSE, TRUE, PANGO_ALIGN_RIGHT, &colors->dim);
}

static void
draw_match (HammerBracketView *self,
            GtkSnapshot       *snapshot,
            const Colors      *colors,
            const Match       *m)
{
  double bx = m->x, by = m->y + CAPTION_H;
  GskRoundedRect outline;
  GdkRGBA card, border;
  float border_width;

  draw_caption (self, snapshot, colors, m);
  gsk_rounded_rect_init_from_rect (&outline,
                                   &GRAPHENE_RECT_INIT (bx * self->zoom, by * self->zoom,
                                                        BOX_W * self->zoom, BOX_H * self->zoom),
                                   6 * self->zoom);
  box_style (self, colors, m, &card, &border, &border_width);
  if (m->id == self->selected && focus_visible (self))
    draw_focus_ring (snapshot, &outline, colors);

  gtk_snapshot_push_rounded_clip (snapshot, &outline);
  gtk_snapshot_append_color (snapshot, &card, &outline.bounds);
  /* A strip on the left for a match on a board or being played. */
  if (is_called (m))
    fill (self, snapshot, m->state == BRACKET_STATE_LIVE ? &colors->success : &colors->accent,
          bx, by, 4, BOX_H);
  fill (self, snapshot, &colors->border, bx, by + ROW_H - 0.5 / self->zoom, BOX_W,
        1 / self->zoom);
  for (int s = 0; s < 2; s++)
    draw_side (self, snapshot, colors, m, s);
  gtk_snapshot_pop (snapshot);

  append_border (snapshot, &outline, border_width, &border);
}

static void
hammer_bracket_view_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  Colors colors;

  get_colors (self, &colors);

  for (guint i = 0; i < self->layout->headers->len; i++)
    {
      HammerBracketHeader *h = &g_array_index (self->layout->headers, HammerBracketHeader, i);

      if (h->title)
        draw_text (self, snapshot, h->text, h->x, h->y, BOX_W * 2, TITLE_H, 1.15, TRUE, FALSE,
                   PANGO_ALIGN_LEFT, &colors.fg);
      else
        draw_text (self, snapshot, h->text, h->x + 2, h->y, BOX_W, HEADER_H - 4, 0.8, TRUE, FALSE,
                   PANGO_ALIGN_LEFT, &colors.dim);
    }

  draw_lines (self, snapshot, &colors, FALSE);
  draw_lines (self, snapshot, &colors, TRUE);
  for (guint i = 0; i < self->layout->matches->len; i++)
    draw_match (self, snapshot, &colors, &g_array_index (self->layout->matches, Match, i));
}

static void
hammer_bracket_view_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  double size = orientation == GTK_ORIENTATION_HORIZONTAL ? self->layout->content_width
                                                          : self->layout->content_height;

  *minimum = *natural = (int) ceil (size * self->zoom);
}

static void
hammer_bracket_view_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  GtkScrolledWindow *scrolled;
  double offset_x, offset_y;

  /* After a zoom, keep the content point that was under the pointer (or
   * the middle of the view) where it was. */
  if (self->have_anchor && (scrolled = get_scrolled_window (self)) != NULL &&
      offset_in_scrolled (self, scrolled, &offset_x, &offset_y))
    {
      self->have_anchor = FALSE;
      gtk_adjustment_set_value (gtk_scrolled_window_get_hadjustment (scrolled),
                                offset_x + self->anchor_x * self->zoom - self->anchor_view_x);
      gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (scrolled),
                                offset_y + self->anchor_y * self->zoom - self->anchor_view_y);
    }
}

/* Input */

static void
zoom_around (HammerBracketView *self,
             double             zoom,
             double             view_x,
             double             view_y,
             gboolean           at_point)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  double offset_x, offset_y;

  zoom = CLAMP (zoom, ZOOM_MIN, ZOOM_MAX);
  if (fabs (zoom - self->zoom) < 1e-6)
    return;

  if (scrolled != NULL && offset_in_scrolled (self, scrolled, &offset_x, &offset_y))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scrolled);
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scrolled);

      if (!at_point)
        {
          /* The middle of what is visible, in widget coordinates. */
          view_x = gtk_adjustment_get_value (h) + gtk_adjustment_get_page_size (h) / 2 - offset_x;
          view_y = gtk_adjustment_get_value (v) + gtk_adjustment_get_page_size (v) / 2 - offset_y;
        }
      self->anchor_x = view_x / self->zoom;
      self->anchor_y = view_y / self->zoom;
      self->anchor_view_x = offset_x + view_x - gtk_adjustment_get_value (h);
      self->anchor_view_y = offset_y + view_y - gtk_adjustment_get_value (v);
      self->have_anchor = TRUE;
    }
  self->zoom = zoom;
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
}

static gboolean
scroll_cb (HammerBracketView        *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  GdkModifierType state =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double x, y;
  GdkEvent *event;

  if (!(state & GDK_CONTROL_MASK))
    return FALSE;
  event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  if (event != NULL && gdk_event_get_position (event, &x, &y))
    {
      graphene_point_t point;
      GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
      double nx, ny;

      gtk_native_get_surface_transform (native, &nx, &ny);
      if (gtk_widget_compute_point (GTK_WIDGET (native), GTK_WIDGET (self),
                                    &GRAPHENE_POINT_INIT (x - nx, y - ny), &point))
        {
          zoom_around (self, self->zoom * (dy < 0 ? 1.1 : 1 / 1.1), point.x, point.y, TRUE);
          return TRUE;
        }
    }
  zoom_around (self, self->zoom * (dy < 0 ? 1.1 : 1 / 1.1), 0, 0, FALSE);
  return TRUE;
}

static void
pressed_cb (HammerBracketView *self,
            int                n_press,
            double             x,
            double             y,
            GtkGestureClick   *gesture)
{
  int side = -1;
  Match *m = match_at (self, x, y, &side);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (m == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  select_match (self, m, FALSE);
  /* A click on a name follows that entrant through the bracket. */
  if (n_press == 1 && side >= 0 && m->entrants[side] != 0)
    hammer_bracket_view_set_highlighted_entrant (self, m->entrants[side]);
  if (n_press == 2)
    activate_match (self, m);
}

/* Boxes answer the pointer: a stronger border and a hand over them. */
static void
motion_cb (HammerBracketView *self,
           double             x,
           double             y)
{
  Match *m = match_at (self, x, y, NULL);
  gint64 id = m ? m->id : 0;

  if (id == self->hovered || self->panning)
    return;
  self->hovered = id;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), id ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (HammerBracketView *self)
{
  if (self->hovered == 0)
    return;
  self->hovered = 0;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_begin_cb (HammerBracketView *self,
               double             x,
               double             y,
               GtkGestureDrag    *gesture)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);

  self->panning = FALSE;
  if (scrolled == NULL || match_at (self, x, y, NULL) != NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->panning = TRUE;
  self->drag_start_h = gtk_adjustment_get_value (gtk_scrolled_window_get_hadjustment (scrolled));
  self->drag_start_v = gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scrolled));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
drag_update_cb (HammerBracketView *self,
                double             dx,
                double             dy,
                GtkGestureDrag    *gesture)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  GtkAdjustment *h, *v;

  if (!self->panning || scrolled == NULL)
    return;
  h = gtk_scrolled_window_get_hadjustment (scrolled);
  v = gtk_scrolled_window_get_vadjustment (scrolled);
  /* The offsets are in widget coordinates, which move as we scroll: the
   * pointer moved on screen by the offset less what we scrolled already. */
  gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) -
                               (dx - (gtk_adjustment_get_value (h) - self->drag_start_h)));
  gtk_adjustment_set_value (v, gtk_adjustment_get_value (v) -
                               (dy - (gtk_adjustment_get_value (v) - self->drag_start_v)));
}

static void
drag_end_cb (HammerBracketView *self)
{
  self->panning = FALSE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static gboolean
key_pressed_cb (HammerBracketView *self,
                guint              keyval,
                guint              keycode,
                GdkModifierType    state)
{
  Match *m;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_selection (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_selection (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_selection (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_selection (self, 0, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
      if ((m = find_match (self, self->selected)) == NULL)
        return FALSE;
      activate_match (self, m);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
focus_changed_cb (HammerBracketView *self)
{
  if (self->selected == 0 && self->layout->matches->len > 0 &&
      gtk_widget_has_focus (GTK_WIDGET (self)))
    select_match (self, &g_array_index (self->layout->matches, Match, 0), FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  zoom_around (self, self->zoom * 1.25, 0, 0, FALSE);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  zoom_around (self, self->zoom / 1.25, 0, 0, FALSE);
}

static void
zoom_reset_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  zoom_around (self, 1.0, 0, 0, FALSE);
}

/* GObject */

static void
hammer_bracket_view_dispose (GObject *object)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  g_clear_pointer (&self->layout, hammer_bracket_layout_free);
  g_clear_pointer (&self->path, g_hash_table_unref);

  G_OBJECT_CLASS (hammer_bracket_view_parent_class)->dispose (object);
}

static void
hammer_bracket_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_SELECTED_MATCH:
      g_value_set_int64 (value, self->selected);
      break;
    case PROP_HIGHLIGHTED_ENTRANT:
      g_value_set_int64 (value, self->highlighted_entrant);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_bracket_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      hammer_bracket_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_SELECTED_MATCH:
      hammer_bracket_view_select_match (self, g_value_get_int64 (value));
      break;
    case PROP_HIGHLIGHTED_ENTRANT:
      hammer_bracket_view_set_highlighted_entrant (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_bracket_view_class_init (HammerBracketViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_bracket_view_dispose;
  object_class->get_property = hammer_bracket_view_get_property;
  object_class->set_property = hammer_bracket_view_set_property;

  widget_class->snapshot = hammer_bracket_view_snapshot;
  widget_class->measure = hammer_bracket_view_measure;
  widget_class->size_allocate = hammer_bracket_view_size_allocate;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, ZOOM_MIN, ZOOM_MAX, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_MATCH] =
    g_param_spec_int64 ("selected-match", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGHLIGHTED_ENTRANT] =
    g_param_spec_int64 ("highlighted-entrant", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_install_action (widget_class, "bracket.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "bracket.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "bracket.zoom-reset", NULL, zoom_reset_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "bracket.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK,
                                       "bracket.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK,
                                       "bracket.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "bracket.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK,
                                       "bracket.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK,
                                       "bracket.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK,
                                       "bracket.zoom-reset", NULL);

  gtk_widget_class_set_css_name (widget_class, "bracketview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
hammer_bracket_view_init (HammerBracketView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->layout = hammer_bracket_layout_new ();
  self->path = g_hash_table_new (NULL, NULL);
  self->zoom = 1.0;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  g_signal_connect_swapped (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, scroll);

  g_signal_connect_swapped (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, key);

  g_signal_connect_swapped (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, motion);

  g_signal_connect_swapped (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (widget, focus);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bracket"),
                                  -1);
  update_accessible (self);
}

/* Public */

GtkWidget *
hammer_bracket_view_new (void)
{
  return g_object_new (HAMMER_TYPE_BRACKET_VIEW, NULL);
}

void
hammer_bracket_view_set_matches (HammerBracketView *self,
                                 JsonObject        *event,
                                 JsonArray         *matches,
                                 int                stage)
{
  gint64 old_selected;

  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  hammer_bracket_layout_set_matches (self->layout, event, matches, stage);
  update_path (self);

  old_selected = self->selected;
  if (find_match (self, self->selected) == NULL)
    self->selected = 0;
  if (old_selected != self->selected)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MATCH]);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
hammer_bracket_view_get_n_matches (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 0);

  return self->layout->matches->len;
}

gboolean
hammer_bracket_view_get_match_rect (HammerBracketView *self,
                                    gint64             match_id,
                                    graphene_rect_t   *rect)
{
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), FALSE);
  g_return_val_if_fail (rect != NULL, FALSE);

  if ((m = find_match (self, match_id)) == NULL)
    return FALSE;
  graphene_rect_init (rect, m->x * self->zoom, (m->y + CAPTION_H) * self->zoom,
                      BOX_W * self->zoom, BOX_H * self->zoom);
  return TRUE;
}

int
hammer_bracket_view_get_match_column (HammerBracketView *self,
                                      gint64             match_id)
{
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), -1);

  m = find_match (self, match_id);
  return m ? m->column : -1;
}

char *
hammer_bracket_view_dup_match_text (HammerBracketView *self,
                                    gint64             match_id)
{
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), NULL);

  m = find_match (self, match_id);
  return m ? describe_match (self, m) : NULL;
}

gint64
hammer_bracket_view_get_selected_match (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 0);

  return self->selected;
}

void
hammer_bracket_view_select_match (HammerBracketView *self,
                                  gint64             match_id)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  select_match (self, find_match (self, match_id), TRUE);
}

gint64
hammer_bracket_view_get_highlighted_entrant (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 0);

  return self->highlighted_entrant;
}

void
hammer_bracket_view_set_highlighted_entrant (HammerBracketView *self,
                                             gint64             entrant_id)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  if (self->highlighted_entrant == entrant_id)
    return;
  self->highlighted_entrant = entrant_id;
  update_path (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHTED_ENTRANT]);
}

GArray *
hammer_bracket_view_get_highlighted_matches (HammerBracketView *self)
{
  GArray *ids;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), NULL);

  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < self->layout->matches->len; i++)
    {
      Match *m = &g_array_index (self->layout->matches, Match, i);

      if (in_path (self, m->id))
        g_array_append_val (ids, m->id);
    }
  return ids;
}

double
hammer_bracket_view_get_zoom (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 1.0);

  return self->zoom;
}

void
hammer_bracket_view_set_zoom (HammerBracketView *self,
                              double             zoom)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  zoom_around (self, zoom, 0, 0, FALSE);
}
