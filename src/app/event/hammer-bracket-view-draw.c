/* hammer-bracket-view-draw.c — drawing the laid-out bracket
 *
 * Everything is drawn with render nodes (colours, borders and Pango
 * layouts) at the view's zoom, so that a bracket of thousands of pixels
 * never needs one huge Cairo surface: the section titles and column
 * headers, the lines from each match to where its winner (or, highlighted,
 * its loser) goes, then the boxes. Only what the scrolled window shows is
 * drawn: a double elimination of 1024 has 2046 boxes, of which a window
 * shows a few dozen, and the view draws again as it scrolls.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <inttypes.h>

#include <glib/gi18n.h>
#include <math.h>

#include "hammer-bracket-view-private.h"
#include "hammer-score-text.h"

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

/* @text laid out on one line @width wide (content units; -1: as wide as
 * it is) at @scale of the font at @zoom, cut with "…" when it does not
 * fit. */
static PangoLayout *
text_layout_at (HammerBracketView *self,
                const char        *text,
                double             width,
                double             scale,
                gboolean           bold,
                gboolean           italic,
                double             zoom)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
  PangoContext *context = pango_layout_get_context (layout);
  g_autoptr(PangoFontDescription) font =
    pango_font_description_copy (pango_context_get_font_description (context));

  pango_font_description_set_size (font, MAX (1, pango_font_description_get_size (font) * scale *
                                                 zoom));
  if (bold)
    pango_font_description_set_weight (font, PANGO_WEIGHT_BOLD);
  if (italic)
    pango_font_description_set_style (font, PANGO_STYLE_ITALIC);
  pango_layout_set_font_description (layout, font);
  if (width >= 0)
    {
      pango_layout_set_width (layout, (int) (width * zoom * PANGO_SCALE));
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
    }
  return layout;
}

static PangoLayout *
text_layout (HammerBracketView *self,
             const char        *text,
             double             width,
             double             scale,
             gboolean           bold,
             gboolean           italic)
{
  return text_layout_at (self, text, width, scale, bold, italic, self->zoom);
}

/* Where the name goes in a side's row: the space between seed and score. */
#define NAME_SPACE (SEED_W + SCORE_W + 4)
#define NAME_W     (BOX_W - NAME_SPACE)
/* A name's font, of the font of the widget; a pair on two lines. */
#define NAME_SCALE 0.9
#define PAIR_SCALE 0.78
/* A round's header, of the font of the widget. */
#define HEADER_SCALE 0.8

/* A pair ("Nora Quinn / Rosa Vermeulen") set on two lines, a player a
 * line; NULL for a name that is not a pair. */
static char *
pair_on_two_lines (const char *name)
{
  const char *slash = strstr (name, " / ");

  if (slash == NULL)
    return NULL;
  return g_strdup_printf ("%.*s /\n%s", (int) (slash - name), name, slash + 3);
}

/* The width of @text at @scale, bold as a winner's name is drawn, at zoom
 * 1: content units. */
static double
text_width (HammerBracketView *self,
            const char        *text,
            double             scale)
{
  g_autoptr(PangoLayout) layout = text_layout_at (self, text, -1, scale, TRUE, FALSE, 1.0);
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  return (double) logical.width / PANGO_SCALE;
}

double
_hammer_bracket_view_name_width (HammerBracketView *self,
                                 const char        *name)
{
  double one_line = text_width (self, name, NAME_SCALE);
  g_autofree char *pair = NULL;

  /* A pair too long for one line of the widest box takes two: then its
   * longer line decides. */
  if (_hammer_bracket_view_box_width_for (one_line) <= BRACKET_BOX_W_MAX ||
      (pair = pair_on_two_lines (name)) == NULL)
    return one_line;
  return text_width (self, pair, PAIR_SCALE);
}

double
_hammer_bracket_view_box_width_for (double name_width)
{
  /* Text hinted at another zoom may come out a little wider: some room. */
  return NAME_SPACE + ceil (name_width * 1.04) + 2;
}

double
_hammer_bracket_view_header_box_width (HammerBracketView *self,
                                       const char        *header)
{
  /* As the header is drawn: bold, 0.8 of the text, 2 in from the box's edge. */
  return ceil (text_width (self, header, HEADER_SCALE) * 1.04) + 4;
}

PangoLayout *
_hammer_bracket_view_name_layout (HammerBracketView        *self,
                                  const HammerBracketMatch *m,
                                  int                       s)
{
  g_autofree char *name = _hammer_bracket_view_side_text (self, m, s);
  gboolean won = m->state == BRACKET_STATE_FINISHED && m->winner == s;
  gboolean is_bye = (m->bye || m->from_kind[s] == BRACKET_FROM_BYE) && m->names[s] == NULL;
  gboolean italic = m->names[s] == NULL && !is_bye;
  double scale = m->names[s] != NULL ? NAME_SCALE : 0.8;
  PangoLayout *layout = text_layout (self, name, NAME_W, scale, won, italic);
  g_autofree char *split = NULL;

  /* A pair that does not fit on one line takes two, a little smaller: a
   * player a line. */
  if (!pango_layout_is_ellipsized (layout) || m->names[s] == NULL ||
      (split = pair_on_two_lines (name)) == NULL)
    return layout;
  g_object_unref (layout);
  layout = text_layout (self, split, NAME_W, PAIR_SCALE, won, italic);
  /* One line a player, each cut on its own; close enough to stay in the row. */
  pango_layout_set_height (layout, -1);
  pango_layout_set_line_spacing (layout, 0.9);
  return layout;
}

/* Whether any of the rectangle between the content points @x0, @y0 and
 * @x1, @y1 is in view. */
static gboolean
in_view (HammerBracketView *self,
         double             x0,
         double             y0,
         double             x1,
         double             y1)
{
  /* A border, the focus ring or a thick line reaches a few pixels out. */
  double pad = 8 / self->zoom;
  const graphene_rect_t *area = &self->area;

  if (!self->culling)
    return TRUE;
  return MAX (x0, x1) + pad >= area->origin.x &&
         MIN (x0, x1) - pad <= area->origin.x + area->size.width &&
         MAX (y0, y1) + pad >= area->origin.y &&
         MIN (y0, y1) - pad <= area->origin.y + area->size.height;
}

static gboolean
match_in_view (HammerBracketView        *self,
               const HammerBracketMatch *m)
{
  return in_view (self, m->x, m->y, m->x + BOX_W, m->y + CAPTION_H + BOX_H);
}

static void
draw_layout (HammerBracketView *self,
             GtkSnapshot       *snapshot,
             PangoLayout       *layout,
             double             x,
             double             y,
             double             height,
             const GdkRGBA     *color)
{
  int text_height;

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
  g_autoptr(PangoLayout) layout = text_layout (self, text, width, scale, bold, italic);

  pango_layout_set_alignment (layout, alignment);
  draw_layout (self, snapshot, layout, x, y, height, color);
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
draw_drop (HammerBracketView        *self,
           GtkSnapshot              *snapshot,
           const GdkRGBA            *accent,
           const HammerBracketMatch *source,
           const HammerBracketMatch *target,
           int                       side)
{
  GdkRGBA color = *accent;
  double x0 = source->x + BOX_W / 2;
  double y0 = source->y + CAPTION_H + BOX_H;
  double w = 1.5 / self->zoom;
  double y1 = hammer_bracket_match_side_y (target, side);

  if (!in_view (self, MIN (x0, target->x), y0, MAX (x0, target->x + BOX_W), y1))
    return;
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
      HammerBracketMatch *m = &g_array_index (self->layout->matches, HammerBracketMatch, i);

      for (guint s = 0; s < 2; s++)
        {
          HammerBracketMatch *source;
          gboolean on_path;

          if (m->from_kind[s] != BRACKET_FROM_WINNER)
            continue;
          source = _hammer_bracket_view_find (self, m->from_match[s]);
          if (source == NULL ||
              !in_view (self, source->x + BOX_W, hammer_bracket_match_center_y (source),
                        m->x, hammer_bracket_match_side_y (m, s)))
            continue;
          /* A line is on the path when the entrant's win there leads here. */
          on_path = _hammer_bracket_view_in_path (self, m->id) &&
                    _hammer_bracket_view_in_path (self, source->id) &&
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
      HammerBracketMatch *selected = _hammer_bracket_view_find (self, self->selected);

      for (guint i = 0; i < self->layout->matches->len; i++)
        {
          HammerBracketMatch *m = &g_array_index (self->layout->matches, HammerBracketMatch, i);

          for (guint s = 0; s < 2; s++)
            {
              HammerBracketMatch *source;

              if (m->from_kind[s] != BRACKET_FROM_LOSER)
                continue;
              if (selected != NULL && m->from_match[s] == selected->id)
                draw_drop (self, snapshot, &colors->accent, selected, m, s);
              else if (m->entrants[s] != 0 && m->entrants[s] == self->highlighted_entrant &&
                       (source = _hammer_bracket_view_find (self, m->from_match[s])) != NULL)
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
is_called (const HammerBracketMatch *m)
{
  return m->state == BRACKET_STATE_LIVE || (m->state == BRACKET_STATE_READY && m->board > 0);
}

/* The caption: the match number and what is happening to it. */
static void
draw_caption (HammerBracketView        *self,
              GtkSnapshot              *snapshot,
              const Colors             *colors,
              const HammerBracketMatch *m)
{
  /* A bye has no number: it is never played. */
  g_autofree char *caption = m->number > 0 ? g_strdup_printf (_("Match %" PRId64), m->number)
                                           : g_strdup ("");
  g_autofree char *state = _hammer_bracket_view_state_text (m);
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
box_style (HammerBracketView        *self,
           const Colors             *colors,
           const HammerBracketMatch *m,
           GdkRGBA                  *card,
           GdkRGBA                  *border,
           float                    *border_width)
{
  *card = colors->card;
  *border = colors->border;
  *border_width = 1;
  if (_hammer_bracket_view_in_path (self, m->id))
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
draw_side (HammerBracketView        *self,
           GtkSnapshot              *snapshot,
           const Colors             *colors,
           const HammerBracketMatch *m,
           int                       s)
{
  double ry = m->y + CAPTION_H + s * ROW_H;
  double bx = m->x;
  gboolean won = m->state == BRACKET_STATE_FINISHED && m->winner == s;
  gboolean lost = m->state == BRACKET_STATE_FINISHED && m->winner >= 0 && m->winner != s;
  g_autoptr(PangoLayout) name = _hammer_bracket_view_name_layout (self, m, s);
  const GdkRGBA *name_color = &colors->fg;

  if (m->names[s] == NULL || lost)
    name_color = &colors->dim;
  if (_hammer_bracket_view_in_path (self, m->id) && m->entrants[s] == self->highlighted_entrant)
    name_color = &colors->accent;

  if (m->seeds[s] > 0)
    {
      g_autofree char *seed = g_strdup_printf ("%d", m->seeds[s]);
      draw_text (self, snapshot, seed, bx + 4, ry, SEED_W - 9, ROW_H, 0.75, FALSE, FALSE,
                 PANGO_ALIGN_RIGHT, &colors->dim);
    }
  draw_layout (self, snapshot, name, bx + SEED_W, ry, ROW_H, name_color);

  if (m->has_score && !m->bye)
    {
      g_autofree char *score = g_strdup_printf ("%d", m->score[s]);
      draw_text (self, snapshot, score, bx + BOX_W - SCORE_W - 6, ry, SCORE_W, ROW_H, 0.9,
                 won, FALSE, PANGO_ALIGN_RIGHT, won ? &colors->fg : &colors->dim);
    }
  else if (m->walkover && lost)
    draw_text (self, snapshot, hammer_walkover_mark (), bx + BOX_W - SCORE_W - 6, ry, SCORE_W,
               ROW_H, 0.75, FALSE, TRUE, PANGO_ALIGN_RIGHT, &colors->dim);
}

static void
draw_match (HammerBracketView        *self,
            GtkSnapshot              *snapshot,
            const Colors             *colors,
            const HammerBracketMatch *m)
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

void
_hammer_bracket_view_snapshot (GtkWidget   *widget,
                              GtkSnapshot *snapshot)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  Colors colors;

  get_colors (self, &colors);
  self->culling = _hammer_bracket_view_visible_area (self, &self->area);
  /* What is drawn stops at the visible part: a long line from a box in
   * view to one far away makes no node of thousands of pixels. */
  if (self->culling)
    gtk_snapshot_push_clip (snapshot,
                            &GRAPHENE_RECT_INIT (self->area.origin.x * self->zoom,
                                                 self->area.origin.y * self->zoom,
                                                 self->area.size.width * self->zoom,
                                                 self->area.size.height * self->zoom));

  for (guint i = 0; i < self->layout->headers->len; i++)
    {
      HammerBracketHeader *h = &g_array_index (self->layout->headers, HammerBracketHeader, i);

      if (!in_view (self, h->x, h->y, h->x + (h->title ? 2 * BOX_W : BOX_W),
                    h->y + (h->title ? TITLE_H : HEADER_H)))
        continue;
      if (h->title)
        draw_text (self, snapshot, h->text, h->x, h->y, BOX_W * 2, TITLE_H, 1.15, TRUE, FALSE,
                   PANGO_ALIGN_LEFT, &colors.fg);
      else
        draw_text (self, snapshot, h->text, h->x + 2, h->y, BOX_W, HEADER_H - 4, HEADER_SCALE,
                   TRUE, FALSE, PANGO_ALIGN_LEFT, &colors.dim);
    }

  draw_lines (self, snapshot, &colors, FALSE);
  draw_lines (self, snapshot, &colors, TRUE);
  for (guint i = 0; i < self->layout->matches->len; i++)
    {
      const HammerBracketMatch *m = &g_array_index (self->layout->matches, HammerBracketMatch, i);

      if (match_in_view (self, m))
        draw_match (self, snapshot, &colors, m);
    }
  if (self->culling)
    gtk_snapshot_pop (snapshot);
}
