/* hammer-plot.c — a line chart or a histogram, drawn with Cairo
 *
 * Colours come from the style (the text colour and libadwaita's accent),
 * so the plot follows light and dark. Tick values are round numbers picked
 * for the range, and x labels are thinned out until they no longer overlap.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "hammer-plot.h"

typedef enum
{
  PLOT_NONE,
  PLOT_LINE,
  PLOT_HISTOGRAM,
} PlotKind;

struct _HammerPlot
{
  GtkWidget  parent_instance;

  PlotKind   kind;
  GArray    *values;       /* double: line points or bin counts */
  GPtrArray *labels;       /* char *, one per value */
  GArray    *limits;       /* double */
  GPtrArray *limit_names;  /* char * */
  char      *x_title;
  char      *y_title;
};

G_DEFINE_FINAL_TYPE (HammerPlot, hammer_plot, GTK_TYPE_WIDGET)

#define PAD 8.0

static void
hammer_plot_finalize (GObject *object)
{
  HammerPlot *self = HAMMER_PLOT (object);

  g_clear_pointer (&self->values, g_array_unref);
  g_clear_pointer (&self->labels, g_ptr_array_unref);
  g_clear_pointer (&self->limits, g_array_unref);
  g_clear_pointer (&self->limit_names, g_ptr_array_unref);
  g_clear_pointer (&self->x_title, g_free);
  g_clear_pointer (&self->y_title, g_free);
  G_OBJECT_CLASS (hammer_plot_parent_class)->finalize (object);
}

/* A step of 1, 2 or 5 times a power of ten that gives about @wanted ticks. */
static double
nice_step (double range,
           int    wanted)
{
  double raw = range / MAX (wanted, 1);
  double power = pow (10, floor (log10 (raw)));
  double fraction = raw / power;

  if (fraction <= 1)
    return power;
  if (fraction <= 2)
    return 2 * power;
  if (fraction <= 5)
    return 5 * power;
  return 10 * power;
}

static void
get_color (HammerPlot *self,
           const char *name,
           GdkRGBA    *color)
{
  GtkStyleContext *context = gtk_widget_get_style_context (GTK_WIDGET (self));

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  if (name == NULL || !gtk_style_context_lookup_color (context, name, color))
    gtk_style_context_get_color (context, color);
  G_GNUC_END_IGNORE_DEPRECATIONS
}

static void
set_color (cairo_t       *cr,
           const GdkRGBA *color,
           double         alpha)
{
  cairo_set_source_rgba (cr, color->red, color->green, color->blue, color->alpha * alpha);
}

static PangoLayout *
make_layout (HammerPlot *self,
             const char *text,
             gboolean    small)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);

  if (small)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_scale_new (PANGO_SCALE_SMALL));
      pango_attr_list_insert (attrs, pango_attr_font_features_new ("tnum"));
      pango_layout_set_attributes (layout, attrs);
      pango_attr_list_unref (attrs);
    }
  return layout;
}

static void
draw_text (cairo_t     *cr,
           PangoLayout *layout,
           double       x,
           double       y,
           double       x_align,
           double       y_align)
{
  int width, height;

  pango_layout_get_pixel_size (layout, &width, &height);
  cairo_move_to (cr, x - width * x_align, y - height * y_align);
  pango_cairo_show_layout (cr, layout);
}

/* Where the plot goes in the widget, and the values its height spans. */
typedef struct
{
  GdkRGBA fg;
  GdkRGBA accent;
  GdkRGBA limit_color;
  double  width;
  double  height;
  double  lo;
  double  hi;
  double  step;
  int     digits;
  int     text_height;
  double  left;
  double  right;
  double  top;
  double  bottom;
} Frame;

static double
y_of (const Frame *frame,
      double       v)
{
  return frame->bottom - (v - frame->lo) / (frame->hi - frame->lo) * (frame->bottom - frame->top);
}

/* The value range: the data, the class limits near it, and zero for bars. */
static void
value_range (HammerPlot *self,
             double     *lo,
             double     *hi)
{
  guint n = self->values->len;

  if (self->kind == PLOT_HISTOGRAM)
    {
      *lo = 0;
      *hi = 1;
      for (guint i = 0; i < n; i++)
        *hi = MAX (*hi, g_array_index (self->values, double, i));
      return;
    }
  *lo = G_MAXDOUBLE;
  *hi = -G_MAXDOUBLE;
  for (guint i = 0; i < n; i++)
    {
      *lo = MIN (*lo, g_array_index (self->values, double, i));
      *hi = MAX (*hi, g_array_index (self->values, double, i));
    }
  if (n == 0)
    *lo = 0, *hi = 1;
  for (guint i = 0; i < self->limits->len; i++)
    {
      double limit = g_array_index (self->limits, double, i);

      if (limit >= *lo - 15 && limit <= *hi + 15)
        *lo = MIN (*lo, limit), *hi = MAX (*hi, limit);
    }
  if (*hi - *lo < 4)
    *lo -= 2, *hi += 2;
}

/* Round ticks over the range, and room for their labels, measured, and for
 * the axis titles. FALSE when the widget is too small for a plot. */
static gboolean
lay_out_frame (HammerPlot *self,
               Frame      *frame)
{
  double label_width = 0;

  value_range (self, &frame->lo, &frame->hi);
  frame->step = nice_step (frame->hi - frame->lo, frame->height > 220 ? 5 : 3);
  frame->lo = floor (frame->lo / frame->step) * frame->step;
  frame->hi = ceil (frame->hi / frame->step) * frame->step;
  if (frame->hi <= frame->lo)
    frame->hi = frame->lo + frame->step;
  frame->digits = frame->step < 1 ? 1 : 0;

  for (double v = frame->lo; v <= frame->hi + frame->step / 2; v += frame->step)
    {
      g_autofree char *text = g_strdup_printf ("%.*f", frame->digits, v);
      g_autoptr(PangoLayout) layout = make_layout (self, text, TRUE);
      int w;

      pango_layout_get_pixel_size (layout, &w, &frame->text_height);
      label_width = MAX (label_width, w);
    }

  frame->left = PAD + label_width + 6;
  if (self->y_title != NULL)
    frame->left += frame->text_height + 4;
  frame->top = PAD + frame->text_height / 2.0;
  frame->right = frame->width - PAD;
  frame->bottom = frame->height - PAD - frame->text_height - 6;
  if (self->x_title != NULL)
    frame->bottom -= frame->text_height + 4;
  if (self->kind == PLOT_LINE && self->limits->len > 0)
    frame->right -= 24;
  return frame->right - frame->left >= 40 && frame->bottom - frame->top >= 40;
}

/* Grid lines and y tick values. */
static void
draw_grid (HammerPlot  *self,
           cairo_t     *cr,
           const Frame *frame)
{
  cairo_set_line_width (cr, 1);
  for (double v = frame->lo; v <= frame->hi + frame->step / 2; v += frame->step)
    {
      g_autofree char *text = g_strdup_printf ("%.*f", frame->digits, v);
      g_autoptr(PangoLayout) layout = make_layout (self, text, TRUE);
      double y = round (y_of (frame, v)) + 0.5;

      set_color (cr, &frame->fg, 0.12);
      cairo_move_to (cr, frame->left, y);
      cairo_line_to (cr, frame->right, y);
      cairo_stroke (cr);
      set_color (cr, &frame->fg, 0.7);
      draw_text (cr, layout, frame->left - 6, y, 1, 0.5);
    }
}

static void
draw_axis_titles (HammerPlot  *self,
                  cairo_t     *cr,
                  const Frame *frame)
{
  if (self->x_title != NULL)
    {
      g_autoptr(PangoLayout) layout = make_layout (self, self->x_title, TRUE);

      set_color (cr, &frame->fg, 0.85);
      draw_text (cr, layout, (frame->left + frame->right) / 2, frame->height - PAD, 0.5, 1);
    }
  if (self->y_title != NULL)
    {
      g_autoptr(PangoLayout) layout = make_layout (self, self->y_title, TRUE);

      cairo_save (cr);
      cairo_translate (cr, PAD, (frame->top + frame->bottom) / 2);
      cairo_rotate (cr, -G_PI / 2);
      set_color (cr, &frame->fg, 0.85);
      draw_text (cr, layout, 0, 0, 0.5, 0);
      cairo_restore (cr);
    }
}

/* X labels: every k-th, so that they keep a gap between them. */
static void
draw_x_labels (HammerPlot  *self,
               cairo_t     *cr,
               const Frame *frame,
               double       slot)
{
  guint n = self->values->len;
  double widest = 0;
  guint every;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PangoLayout) layout = make_layout (self, g_ptr_array_index (self->labels, i),
                                                   TRUE);
      int w;

      pango_layout_get_pixel_size (layout, &w, NULL);
      widest = MAX (widest, w);
    }
  every = (guint) ceil ((widest + 10) / slot);
  every = MAX (every, 1);
  for (guint i = 0; i < n; i += every)
    {
      g_autoptr(PangoLayout) layout = make_layout (self, g_ptr_array_index (self->labels, i),
                                                   TRUE);
      double x = frame->left + slot * i + slot / 2;

      if (self->kind == PLOT_HISTOGRAM)
        x = frame->left + slot * i;
      set_color (cr, &frame->fg, 0.7);
      draw_text (cr, layout, x, frame->bottom + 6, self->kind == PLOT_HISTOGRAM ? 0 : 0.5, 0);
    }
}

static void
draw_bars (HammerPlot  *self,
           cairo_t     *cr,
           const Frame *frame,
           double       slot)
{
  set_color (cr, &frame->accent, 0.85);
  for (guint i = 0; i < self->values->len; i++)
    {
      double v = g_array_index (self->values, double, i);
      double gap = slot > 8 ? 2 : 0.5;

      if (v <= 0)
        continue;
      cairo_rectangle (cr, frame->left + slot * i + gap / 2, y_of (frame, v),
                       slot - gap, frame->bottom - y_of (frame, v));
    }
  cairo_fill (cr);
}

/* The line through the points, then a dot on each. */
static void
draw_line (HammerPlot  *self,
           cairo_t     *cr,
           const Frame *frame,
           double       slot)
{
  guint n = self->values->len;

  cairo_set_line_width (cr, 2.5);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  set_color (cr, &frame->accent, 1);
  for (guint i = 0; i < n; i++)
    {
      double x = frame->left + slot * i + slot / 2;
      double y = y_of (frame, g_array_index (self->values, double, i));

      if (i == 0)
        cairo_move_to (cr, x, y);
      else
        cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  for (guint i = 0; i < n; i++)
    {
      double x = frame->left + slot * i + slot / 2;
      double y = y_of (frame, g_array_index (self->values, double, i));

      cairo_arc (cr, x, y, 4, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* Class limits: dashed, named at the right end. */
static void
draw_limits (HammerPlot  *self,
             cairo_t     *cr,
             const Frame *frame)
{
  static const double dash[] = { 6, 4 };

  for (guint i = 0; i < self->limits->len; i++)
    {
      double limit = g_array_index (self->limits, double, i);
      g_autoptr(PangoLayout) layout = NULL;
      double y;

      if (limit < frame->lo || limit > frame->hi)
        continue;
      y = round (y_of (frame, limit)) + 0.5;
      cairo_save (cr);
      cairo_set_line_width (cr, 1.5);
      cairo_set_dash (cr, dash, G_N_ELEMENTS (dash), 0);
      set_color (cr, &frame->limit_color, 0.9);
      cairo_move_to (cr, frame->left, y);
      cairo_line_to (cr, frame->right, y);
      cairo_stroke (cr);
      cairo_restore (cr);
      layout = make_layout (self, g_ptr_array_index (self->limit_names, i), TRUE);
      set_color (cr, &frame->fg, 0.85);
      draw_text (cr, layout, frame->right + 4, y, 0, 0.5);
    }
}

static void
draw_plot (HammerPlot *self,
           cairo_t    *cr,
           double      width,
           double      height)
{
  Frame frame = { .width = width, .height = height };
  guint n = self->values->len;

  get_color (self, NULL, &frame.fg);
  get_color (self, "accent_color", &frame.accent);
  get_color (self, "warning_color", &frame.limit_color);
  if (!lay_out_frame (self, &frame))
    return;

  draw_grid (self, cr, &frame);
  draw_axis_titles (self, cr, &frame);
  if (n > 0)
    {
      double slot = (frame.right - frame.left) / (self->kind == PLOT_HISTOGRAM ? n : MAX (n, 1));

      draw_x_labels (self, cr, &frame, slot);
      if (self->kind == PLOT_HISTOGRAM)
        draw_bars (self, cr, &frame, slot);
      else
        draw_line (self, cr, &frame, slot);
    }
  if (self->kind == PLOT_LINE)
    draw_limits (self, cr, &frame);

  /* The axes last, above the bars. */
  set_color (cr, &frame.fg, 0.5);
  cairo_set_line_width (cr, 1);
  cairo_move_to (cr, frame.left + 0.5, frame.top);
  cairo_line_to (cr, frame.left + 0.5, frame.bottom + 0.5);
  cairo_line_to (cr, frame.right, frame.bottom + 0.5);
  cairo_stroke (cr);
}

static void
hammer_plot_snapshot (GtkWidget   *widget,
                      GtkSnapshot *snapshot)
{
  HammerPlot *self = HAMMER_PLOT (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  cairo_t *cr;

  if (self->kind == PLOT_NONE || width <= 0 || height <= 0)
    return;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  draw_plot (self, cr, width, height);
  cairo_destroy (cr);
}

static void
hammer_plot_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = 200, *natural = 480;
  else
    *minimum = 180, *natural = 240;
}

static void
hammer_plot_class_init (HammerPlotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = hammer_plot_finalize;
  widget_class->snapshot = hammer_plot_snapshot;
  widget_class->measure = hammer_plot_measure;

  gtk_widget_class_set_css_name (widget_class, "plot");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
hammer_plot_init (HammerPlot *self)
{
  self->values = g_array_new (FALSE, FALSE, sizeof (double));
  self->labels = g_ptr_array_new_with_free_func (g_free);
  self->limits = g_array_new (FALSE, FALSE, sizeof (double));
  self->limit_names = g_ptr_array_new_with_free_func (g_free);
}

GtkWidget *
hammer_plot_new (void)
{
  return g_object_new (HAMMER_TYPE_PLOT, NULL);
}

void
hammer_plot_set_axis_titles (HammerPlot *self,
                             const char *x_title,
                             const char *y_title)
{
  g_return_if_fail (HAMMER_IS_PLOT (self));

  g_free (self->x_title);
  self->x_title = g_strdup (x_title);
  g_free (self->y_title);
  self->y_title = g_strdup (y_title);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
clear_data (HammerPlot *self)
{
  g_array_set_size (self->values, 0);
  g_ptr_array_set_size (self->labels, 0);
}

void
hammer_plot_set_line (HammerPlot        *self,
                      const double      *values,
                      const char *const *labels,
                      guint              n)
{
  g_return_if_fail (HAMMER_IS_PLOT (self));
  g_return_if_fail (n == 0 || (values != NULL && labels != NULL));

  clear_data (self);
  self->kind = PLOT_LINE;
  g_array_append_vals (self->values, values, n);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->labels, g_strdup (labels[i]));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hammer_plot_set_limits (HammerPlot        *self,
                        const double      *limits,
                        const char *const *names,
                        guint              n)
{
  g_return_if_fail (HAMMER_IS_PLOT (self));
  g_return_if_fail (n == 0 || (limits != NULL && names != NULL));

  g_array_set_size (self->limits, 0);
  g_ptr_array_set_size (self->limit_names, 0);
  g_array_append_vals (self->limits, limits, n);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (self->limit_names, g_strdup (names[i]));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
hammer_plot_set_histogram (HammerPlot *self,
                           const int  *values,
                           guint       n,
                           int         bin_width)
{
  int lo = G_MAXINT, hi = G_MININT;

  g_return_if_fail (HAMMER_IS_PLOT (self));
  g_return_if_fail (n == 0 || values != NULL);
  g_return_if_fail (bin_width > 0);

  clear_data (self);
  self->kind = PLOT_HISTOGRAM;
  for (guint i = 0; i < n; i++)
    lo = MIN (lo, values[i]), hi = MAX (hi, values[i]);
  if (n == 0)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  lo = lo / bin_width * bin_width;
  for (int start = lo; start <= hi; start += bin_width)
    {
      double count = 0;

      for (guint i = 0; i < n; i++)
        if (values[i] >= start && values[i] < start + bin_width)
          count++;
      g_array_append_val (self->values, count);
      g_ptr_array_add (self->labels, g_strdup_printf ("%d", start));
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
hammer_plot_get_n_points (HammerPlot *self)
{
  g_return_val_if_fail (HAMMER_IS_PLOT (self), 0);

  return self->values->len;
}
