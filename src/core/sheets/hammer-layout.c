/* hammer-layout.c — a small page layout layer over Cairo and Pango
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <cairo-pdf.h>
#include <pango/pangocairo.h>

#include "hammer-error.h"
#include "hammer-layout.h"
#include "io/hammer-file.h"

#define MM (72.0 / 25.4)
#define MARGIN (14.0 * MM)
/* The header of a title and a subtitle side by side; one that does not fit
 * so stacks them, wrapped, and grows. */
#define HEADER_HEIGHT (13.0 * MM)
#define TITLE_SIZE 14.0
#define SUBTITLE_SIZE 9.0
#define FOOTER_HEIGHT (8.0 * MM)
/* The typeface of every sheet, installed by build-aux/install-deps.sh:
 * Liberation Sans (Debian's fonts-liberation2), a plain sans for print,
 * metric-compatible with Arial, with the accented letters of Dutch, German
 * and French names and the true minus sign; DejaVu Sans (fonts-dejavu-core)
 * only for the few symbols Liberation lacks, the arrows to another page of a
 * bracket and the check mark. Cairo embeds both in each PDF, so the paper
 * looks the same wherever it is opened. */
#define PAPER_FONT_FAMILY "Liberation Sans, DejaVu Sans"
/* Texts kept shaped, for reuse within a document. */
#define MAX_SHAPED 4096

struct _HammerLayout
{
  double     page_width;
  double     page_height;
  char      *title;
  char      *subtitle;
  GPtrArray *pages;       /* of cairo_surface_t (recording) */
  cairo_t   *cr;          /* of the last page */
  cairo_t   *measure;     /* for measuring text before a page is there */
  GHashTable *shaped;     /* of PangoLayout, by box, type and text */
  /* The header as measured for the page's width (0: not yet). */
  double     header_height;
  double     title_height;     /* stacked: the title's lines; else 0 */
  double     subtitle_width;   /* side by side: the subtitle's box */
};

HammerLayout *
hammer_layout_new (HammerPaper  paper,
                   gboolean     landscape,
                   const char  *title,
                   const char  *subtitle)
{
  HammerLayout *self = g_new0 (HammerLayout, 1);
  double w = paper == HAMMER_PAPER_LETTER ? 612.0 : paper == HAMMER_PAPER_A3 ? 841.89 : 595.276;
  double h = paper == HAMMER_PAPER_LETTER ? 792.0 : paper == HAMMER_PAPER_A3 ? 1190.55 : 841.89;

  self->page_width = landscape ? h : w;
  self->page_height = landscape ? w : h;
  self->title = g_strdup (title != NULL ? title : "");
  self->subtitle = g_strdup (subtitle);
  self->pages = g_ptr_array_new_with_free_func ((GDestroyNotify) cairo_surface_destroy);
  self->shaped = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  return self;
}

void
hammer_layout_free (HammerLayout *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->cr, cairo_destroy);
  g_clear_pointer (&self->measure, cairo_destroy);
  g_clear_pointer (&self->shaped, g_hash_table_unref);
  g_ptr_array_unref (self->pages);
  g_free (self->title);
  g_free (self->subtitle);
  g_free (self);
}

double
hammer_layout_get_width (HammerLayout *self)
{
  return self->page_width - 2 * MARGIN;
}

static PangoLayout *new_text_layout (cairo_t         *cr,
                                     const char      *text,
                                     double           size,
                                     HammerTextFlags  flags);

/* A context to measure text on before a page is there: the pages are
 * recording surfaces, and one more, never shown, measures as they draw. */
static cairo_t *
measure_context (HammerLayout *self)
{
  if (self->measure == NULL)
    {
      cairo_surface_t *surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA,
                                                                 NULL);

      self->measure = cairo_create (surface);
      cairo_surface_destroy (surface);
    }
  return self->measure;
}

/* The size of @text at @size, wrapped at @width when @width > 0. */
static void
measure (HammerLayout    *self,
         const char      *text,
         double           size,
         HammerTextFlags  flags,
         double           width,
         double          *text_width,
         double          *text_height)
{
  g_autoptr(PangoLayout) layout = new_text_layout (measure_context (self), text, size, flags);
  PangoRectangle logical;

  if (width > 0)
    {
      pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
    }
  pango_layout_get_extents (layout, NULL, &logical);
  *text_width = (double) logical.width / PANGO_SCALE;
  *text_height = (double) logical.height / PANGO_SCALE;
}

/* Lays the header out for the page's width: the title and the subtitle side
 * by side when both fit whole, else one under the other, each wrapped, the
 * header as deep as they need. */
static void
measure_header (HammerLayout *self)
{
  double width = hammer_layout_get_width (self);
  double title_width, title_height, subtitle_width = 0, subtitle_height = 0;

  if (self->header_height > 0)
    return;
  measure (self, self->title, TITLE_SIZE, HAMMER_TEXT_BOLD, 0, &title_width, &title_height);
  if (self->subtitle != NULL && *self->subtitle != '\0')
    measure (self, self->subtitle, SUBTITLE_SIZE, HAMMER_TEXT_MUTED, 0, &subtitle_width,
             &subtitle_height);
  /* A hair for rounding on either text, and a gap between them. */
  if (title_width + subtitle_width + 2 + 18 <= width)
    {
      self->title_height = 0;
      self->subtitle_width = subtitle_width + 1;
      self->header_height = HEADER_HEIGHT;
      return;
    }
  measure (self, self->title, TITLE_SIZE, HAMMER_TEXT_BOLD, width, &title_width, &title_height);
  subtitle_height = 0;
  if (self->subtitle != NULL && *self->subtitle != '\0')
    measure (self, self->subtitle, SUBTITLE_SIZE, HAMMER_TEXT_MUTED, width, &subtitle_width,
             &subtitle_height);
  self->title_height = title_height + 1;
  self->subtitle_width = width;
  /* As deep as the side by side one, or deeper: the rule a little below
   * the texts, the page's body the same distance below the rule. */
  self->header_height = MAX (HEADER_HEIGHT,
                             self->title_height + subtitle_height + 1 + 3 + HEADER_HEIGHT * 0.2);
}

double
hammer_layout_get_height (HammerLayout *self)
{
  measure_header (self);
  return self->page_height - 2 * MARGIN - self->header_height - FOOTER_HEIGHT;
}

guint
hammer_layout_get_n_pages (HammerLayout *self)
{
  return self->pages->len;
}

cairo_t *
hammer_layout_add_page (HammerLayout *self)
{
  cairo_rectangle_t extents = { 0, 0, self->page_width, self->page_height };
  cairo_surface_t *surface;

  g_return_val_if_fail (self != NULL, NULL);

  g_clear_pointer (&self->cr, cairo_destroy);
  surface = cairo_recording_surface_create (CAIRO_CONTENT_COLOR_ALPHA, &extents);
  g_ptr_array_add (self->pages, surface);
  self->cr = cairo_create (surface);
  measure_header (self);
  cairo_translate (self->cr, MARGIN, MARGIN + self->header_height);
  cairo_set_line_cap (self->cr, CAIRO_LINE_CAP_SQUARE);
  return self->cr;
}

void
hammer_layout_set_landscape (HammerLayout *self,
                             gboolean      landscape)
{
  double shorter, longer;

  g_return_if_fail (self != NULL);
  g_return_if_fail (self->pages->len == 0);

  shorter = MIN (self->page_width, self->page_height);
  longer = MAX (self->page_width, self->page_height);
  self->page_width = landscape ? longer : shorter;
  self->page_height = landscape ? shorter : longer;
  self->header_height = 0;
}

gboolean
hammer_layout_get_landscape (HammerLayout *self)
{
  g_return_val_if_fail (self != NULL, FALSE);

  return self->page_width > self->page_height;
}

/* @text in the paper's typeface at @size points, not yet boxed. */
static PangoLayout *
new_text_layout (cairo_t         *cr,
                 const char      *text,
                 double           size,
                 HammerTextFlags  flags)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *font = pango_font_description_from_string (PAPER_FONT_FAMILY);

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, (flags & HAMMER_TEXT_BOLD) ? PANGO_WEIGHT_BOLD
                                                                       : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (layout, text, -1);
  return layout;
}

/* @text laid out for @box as hammer_layout_text() says, shaped. */
static PangoLayout *
box_layout (cairo_t                 *cr,
            const cairo_rectangle_t *box,
            const char              *text,
            double                   size,
            HammerTextFlags          flags,
            HammerAlign              align)
{
  PangoLayout *layout = new_text_layout (cr, text, size, flags);
  int text_width, text_height;

  pango_layout_set_width (layout, (int) (box->width * PANGO_SCALE));
  pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
  if (flags & HAMMER_TEXT_WRAP)
    {
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_height (layout, (int) (box->height * PANGO_SCALE));
    }
  else
    {
      /* A single line: -1 keeps it to one line, ellipsized at the end. */
      pango_layout_set_height (layout, -1);
    }
  pango_layout_set_alignment (layout, align == HAMMER_ALIGN_CENTER ? PANGO_ALIGN_CENTER
                                      : align == HAMMER_ALIGN_END  ? PANGO_ALIGN_RIGHT
                                                                   : PANGO_ALIGN_LEFT);
  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  return layout;
}

static void
show_layout (cairo_t                 *cr,
             const cairo_rectangle_t *box,
             PangoLayout             *layout,
             HammerTextFlags          flags)
{
  int text_width, text_height;

  pango_layout_get_pixel_size (layout, &text_width, &text_height);
  cairo_save (cr);
  if (flags & HAMMER_TEXT_MUTED)
    cairo_set_source_rgb (cr, 0.38, 0.38, 0.40);
  else
    cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_move_to (cr, box->x, box->y + MAX (0, (box->height - text_height) / 2));
  pango_cairo_show_layout (cr, layout);
  cairo_restore (cr);
}

/* Draws @text in @box as hammer_layout_text() says, on any context: a
 * page's, or the frame's around it. */
static void
draw_text (cairo_t                 *cr,
           const cairo_rectangle_t *box,
           const char              *text,
           double                   size,
           HammerTextFlags          flags,
           HammerAlign              align)
{
  g_autoptr(PangoLayout) layout = NULL;

  if (text == NULL || *text == '\0' || box->width <= 0 || box->height <= 0)
    return;
  layout = box_layout (cr, box, text, size, flags, align);
  show_layout (cr, box, layout, flags);
}

void
hammer_layout_text (HammerLayout    *self,
                    double           x,
                    double           y,
                    double           width,
                    double           height,
                    const char      *text,
                    double           size,
                    HammerTextFlags  flags,
                    HammerAlign      align)
{
  /* A little air on either side keeps text off the cell's rules. */
  cairo_rectangle_t box = { x + 3, y, width - 6, height };
  g_autofree char *key = NULL;
  PangoLayout *layout;

  g_return_if_fail (self != NULL && self->cr != NULL);

  if (text == NULL || *text == '\0' || box.width <= 0 || box.height <= 0)
    return;
  /* The same text in a box of the same size (a column's title, "Board 3",
   * a game's number on every card) is shaped once: most of a document's
   * time goes to shaping text. Every page is a recording surface alike, so
   * a layout made on one shows the same on the next. */
  key = g_strdup_printf ("%.3f %.3f %.3f %d %d %s", box.width, box.height, size, flags, align,
                         text);
  layout = g_hash_table_lookup (self->shaped, key);
  if (layout == NULL)
    {
      layout = box_layout (self->cr, &box, text, size, flags, align);
      if (g_hash_table_size (self->shaped) >= MAX_SHAPED)
        g_hash_table_remove_all (self->shaped);
      g_hash_table_insert (self->shaped, g_steal_pointer (&key), layout);
    }
  show_layout (self->cr, &box, layout, flags);
}

double
hammer_layout_text_height (HammerLayout    *self,
                           const char      *text,
                           double           width,
                           double           size,
                           HammerTextFlags  flags)
{
  double text_width, text_height;

  g_return_val_if_fail (self != NULL, 0);

  if (text == NULL || *text == '\0')
    return 0;
  /* The box's air, as hammer_layout_text() leaves it. */
  measure (self, text, size, flags, MAX (width - 6, 1), &text_width, &text_height);
  return text_height;
}

double
hammer_layout_text_width (HammerLayout    *self,
                          const char      *text,
                          double           size,
                          HammerTextFlags  flags)
{
  double width, height;

  g_return_val_if_fail (self != NULL, 0);

  if (text == NULL || *text == '\0')
    return 6;
  measure (self, text, size, flags, 0, &width, &height);
  /* hammer_layout_text() keeps 3 points of air on either side; and a hair
   * for rounding. */
  return width + 6.5;
}

void
hammer_layout_line (HammerLayout *self,
                    double        x0,
                    double        y0,
                    double        x1,
                    double        y1,
                    double        width)
{
  g_return_if_fail (self != NULL && self->cr != NULL);

  cairo_save (self->cr);
  cairo_set_source_rgb (self->cr, 0, 0, 0);
  cairo_set_line_width (self->cr, width);
  cairo_move_to (self->cr, x0, y0);
  cairo_line_to (self->cr, x1, y1);
  cairo_stroke (self->cr);
  cairo_restore (self->cr);
}

void
hammer_layout_qr (HammerLayout   *self,
                  const HammerQr *qr,
                  double          x,
                  double          y,
                  double          size)
{
  g_return_if_fail (self != NULL && self->cr != NULL);
  g_return_if_fail (qr != NULL);

  hammer_qr_draw (qr, self->cr, x, y, size);
}

void
hammer_layout_box (HammerLayout *self,
                   double        x,
                   double        y,
                   double        width,
                   double        height,
                   double        line_width,
                   double        shade)
{
  g_return_if_fail (self != NULL && self->cr != NULL);

  cairo_save (self->cr);
  cairo_rectangle (self->cr, x, y, width, height);
  if (shade > 0)
    {
      cairo_set_source_rgb (self->cr, 1 - shade, 1 - shade, 1 - shade);
      cairo_fill_preserve (self->cr);
    }
  if (line_width > 0)
    {
      cairo_set_source_rgb (self->cr, 0, 0, 0);
      cairo_set_line_width (self->cr, line_width);
      cairo_stroke (self->cr);
    }
  cairo_new_path (self->cr);
  cairo_restore (self->cr);
}

typedef struct
{
  GOutputStream *stream;
  GCancellable  *cancellable;
  GError        *error;
} WriteClosure;

static cairo_status_t
write_to_stream (void                *data,
                 const unsigned char *bytes,
                 unsigned int         length)
{
  WriteClosure *closure = data;

  if (closure->error != NULL)
    return CAIRO_STATUS_WRITE_ERROR;
  if (!g_output_stream_write_all (closure->stream, bytes, length, NULL, closure->cancellable,
                                  &closure->error))
    return CAIRO_STATUS_WRITE_ERROR;
  return CAIRO_STATUS_SUCCESS;
}

static void
draw_frame (HammerLayout *self,
            cairo_t      *cr,
            guint         page,
            guint         n_pages)
{
  double width = hammer_layout_get_width (self);
  double footer_y = self->page_height - MARGIN - FOOTER_HEIGHT;
  double rule_y;
  cairo_rectangle_t footer = { MARGIN, footer_y + FOOTER_HEIGHT * 0.35, width,
                               FOOTER_HEIGHT * 0.6 };
  cairo_rectangle_t footer_start = { MARGIN, footer_y + FOOTER_HEIGHT * 0.35, width / 2,
                                     FOOTER_HEIGHT * 0.6 };
  g_autofree char *numbers = NULL;

  measure_header (self);
  rule_y = MARGIN + self->header_height - HEADER_HEIGHT * 0.2;
  if (self->title_height == 0)
    {
      cairo_rectangle_t title = { MARGIN, MARGIN, width - self->subtitle_width,
                                  HEADER_HEIGHT * 0.7 };
      cairo_rectangle_t subtitle = { MARGIN + width - self->subtitle_width, MARGIN,
                                     self->subtitle_width, HEADER_HEIGHT * 0.7 };

      draw_text (cr, &title, self->title, TITLE_SIZE, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
      draw_text (cr, &subtitle, self->subtitle, SUBTITLE_SIZE, HAMMER_TEXT_MUTED,
                 HAMMER_ALIGN_END);
    }
  else
    {
      cairo_rectangle_t title = { MARGIN, MARGIN, width, self->title_height };
      cairo_rectangle_t subtitle = { MARGIN, MARGIN + self->title_height, width,
                                     rule_y - 3 - MARGIN - self->title_height };

      draw_text (cr, &title, self->title, TITLE_SIZE, HAMMER_TEXT_BOLD | HAMMER_TEXT_WRAP,
                 HAMMER_ALIGN_START);
      draw_text (cr, &subtitle, self->subtitle, SUBTITLE_SIZE,
                 HAMMER_TEXT_MUTED | HAMMER_TEXT_WRAP, HAMMER_ALIGN_START);
    }

  cairo_save (cr);
  cairo_set_source_rgb (cr, 0, 0, 0);
  cairo_set_line_width (cr, 1.2);
  cairo_move_to (cr, MARGIN, rule_y);
  cairo_line_to (cr, MARGIN + width, rule_y);
  cairo_stroke (cr);
  cairo_set_line_width (cr, 0.4);
  cairo_move_to (cr, MARGIN, footer_y + FOOTER_HEIGHT * 0.3);
  cairo_line_to (cr, MARGIN + width, footer_y + FOOTER_HEIGHT * 0.3);
  cairo_stroke (cr);
  cairo_restore (cr);

  /* Translators: the footer of every printed page. */
  numbers = g_strdup_printf (_("Page %u of %u"), page, n_pages);
  draw_text (cr, &footer, numbers, 8, HAMMER_TEXT_MUTED, HAMMER_ALIGN_END);
  draw_text (cr, &footer_start,
             /* Translators: the program that printed the page, in every footer. */
             _("Hammer tournament manager"), 8, HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
}

void
hammer_layout_finish (HammerLayout *self)
{
  g_return_if_fail (self != NULL);

  if (self->pages->len == 0)
    hammer_layout_add_page (self);
  g_clear_pointer (&self->cr, cairo_destroy);
  g_hash_table_remove_all (self->shaped);
}

void
hammer_layout_get_page_size (HammerLayout *self,
                             double       *width,
                             double       *height)
{
  g_return_if_fail (self != NULL);

  if (width != NULL)
    *width = self->page_width;
  if (height != NULL)
    *height = self->page_height;
}

void
hammer_layout_draw_page (HammerLayout *self,
                         cairo_t      *cr,
                         guint         page,
                         double        width,
                         double        height)
{
  double scale;

  g_return_if_fail (self != NULL && cr != NULL);
  g_return_if_fail (self->cr == NULL);
  g_return_if_fail (page < self->pages->len);

  /* A printer's page is rarely exactly the paper laid out for: the page
   * shrinks (or grows) to fit, whole and centred. */
  scale = MIN (width / self->page_width, height / self->page_height);
  cairo_save (cr);
  cairo_translate (cr, (width - self->page_width * scale) / 2,
                   (height - self->page_height * scale) / 2);
  cairo_scale (cr, scale, scale);
  cairo_set_source_surface (cr, g_ptr_array_index (self->pages, page), 0, 0);
  cairo_paint (cr);
  draw_frame (self, cr, page + 1, self->pages->len);
  cairo_restore (cr);
}

gboolean
hammer_layout_write (HammerLayout   *self,
                     GOutputStream  *stream,
                     GCancellable   *cancellable,
                     GError        **error)
{
  WriteClosure closure = { stream, cancellable, NULL };
  cairo_surface_t *pdf;
  cairo_t *cr;
  cairo_status_t status;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (G_IS_OUTPUT_STREAM (stream), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  hammer_layout_finish (self);

  pdf = cairo_pdf_surface_create_for_stream (write_to_stream, &closure, self->page_width,
                                             self->page_height);
  cairo_pdf_surface_set_metadata (pdf, CAIRO_PDF_METADATA_TITLE, self->title);
  cairo_pdf_surface_set_metadata (pdf, CAIRO_PDF_METADATA_CREATOR, "Hammer");
  cr = cairo_create (pdf);
  for (guint i = 0; i < self->pages->len && closure.error == NULL; i++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        break;
      hammer_layout_draw_page (self, cr, i, self->page_width, self->page_height);
      cairo_show_page (cr);
    }
  cairo_destroy (cr);
  cairo_surface_finish (pdf);
  status = cairo_surface_status (pdf);
  cairo_surface_destroy (pdf);

  if (closure.error == NULL && g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  if (closure.error != NULL)
    {
      if (g_error_matches (closure.error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, closure.error);
          return FALSE;
        }
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO, _("Could not write the PDF: %s"),
                   closure.error->message);
      g_error_free (closure.error);
      return FALSE;
    }
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED, _("Could not draw the PDF: %s"),
                   cairo_status_to_string (status));
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_layout_write_to_file (HammerLayout  *self,
                             const char    *path,
                             GError       **error)
{
  g_autoptr(GOutputStream) memory = g_memory_output_stream_new_resizable ();
  GMemoryOutputStream *bytes = G_MEMORY_OUTPUT_STREAM (memory);

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_layout_write (self, memory, NULL, error) ||
      !g_output_stream_close (memory, NULL, error))
    return FALSE;
  /* The PDF is drawn into memory first: Cairo never writes to the file
   * itself, which is replaced whole or not at all. */
  return hammer_file_replace (path, g_memory_output_stream_get_data (bytes),
                              g_memory_output_stream_get_data_size (bytes), error);
}
