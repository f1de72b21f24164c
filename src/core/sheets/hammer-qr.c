/* hammer-qr.c — QR codes from libqrencode, drawn with cairo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sheets/hammer-qr.h"

#include <errno.h>
#include <math.h>
#include <string.h>
#include "hammer-i18n.h"
#include <qrencode.h>

#include "hammer-error.h"

struct _HammerQr
{
  QRcode *code;
};

HammerQr *
hammer_qr_new (const char  *text,
               GError     **error)
{
  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  size_t length = strlen (text);
  if (length == 0)
    {
      hammer_error_set_invalid (error, _("A QR code needs a text to hold."));
      return NULL;
    }

  /* 8-bit mode for every byte: a URL with its key in lower case would
   * otherwise be split into modes that some phone readers get wrong. */
  errno = 0;
  QRcode *code = QRcode_encodeData ((int) MIN (length, (size_t) G_MAXINT),
                                    (const unsigned char *) text, 0, QR_ECLEVEL_M);
  if (code == NULL)
    {
      int saved = errno;
      if (saved == ERANGE || length > G_MAXINT)
        hammer_error_set_invalid (error,
                                  _("The text is too long for a QR code: %zu bytes, where "
                                    "one holds at most 2331."),
                                  length);
      else
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED,
                     _("Could not make the QR code: %s"), g_strerror (saved));
      return NULL;
    }

  HammerQr *qr = g_new0 (HammerQr, 1);
  qr->code = code;
  return qr;
}

void
hammer_qr_free (HammerQr *qr)
{
  if (qr == NULL)
    return;
  QRcode_free (qr->code);
  g_free (qr);
}

guint
hammer_qr_get_version (const HammerQr *qr)
{
  g_return_val_if_fail (qr != NULL, 0);

  return (guint) qr->code->version;
}

guint
hammer_qr_get_size (const HammerQr *qr)
{
  g_return_val_if_fail (qr != NULL, 0);

  return (guint) qr->code->width;
}

gboolean
hammer_qr_is_dark (const HammerQr *qr,
                   guint           x,
                   guint           y)
{
  g_return_val_if_fail (qr != NULL, FALSE);
  guint width = (guint) qr->code->width;
  g_return_val_if_fail (x < width && y < width, FALSE);

  /* libqrencode keeps flags of how each module came to be in the other
   * bits; the lowest one is its colour. */
  return (qr->code->data[(gsize) y * width + x] & 1) != 0;
}

double
hammer_qr_get_module_size (const HammerQr *qr,
                           double          size)
{
  g_return_val_if_fail (qr != NULL, 0.0);

  return size / (double) (hammer_qr_get_size (qr) + 2 * HAMMER_QR_QUIET_ZONE);
}

/* On a pixel surface, drawn as it is without turning, the modules are made
 * whole pixels and the code starts on one: edges that fall between pixels
 * would be grey and blur the code on a screen. Returns FALSE where the
 * surface has no pixels (PDF, a recording) or the drawing is turned. */
static gboolean
snap_to_pixels (cairo_t *cr,
                guint    modules,
                double  *x,
                double  *y,
                double  *size)
{
  cairo_surface_t *target = cairo_get_target (cr);
  if (cairo_surface_get_type (target) != CAIRO_SURFACE_TYPE_IMAGE)
    return FALSE;

  cairo_matrix_t matrix;
  cairo_get_matrix (cr, &matrix);
  if (matrix.xy != 0.0 || matrix.yx != 0.0 || matrix.xx <= 0.0 || matrix.xx != matrix.yy)
    return FALSE;

  double width = *size, height = *size;
  cairo_user_to_device_distance (cr, &width, &height);
  double pixels_per_module = floor (width / modules);
  if (pixels_per_module < 1.0)
    return FALSE;

  double margin = floor ((width - pixels_per_module * modules) / 2.0);
  double left = *x, top = *y;
  cairo_user_to_device (cr, &left, &top);
  left = round (left) + margin;
  top = round (top) + margin;
  cairo_device_to_user (cr, &left, &top);

  double side = pixels_per_module * modules, unused = side;
  cairo_device_to_user_distance (cr, &side, &unused);
  *x = left;
  *y = top;
  *size = side;
  return TRUE;
}

void
hammer_qr_draw (const HammerQr *qr,
                cairo_t        *cr,
                double          x,
                double          y,
                double          size)
{
  g_return_if_fail (qr != NULL);
  g_return_if_fail (cr != NULL);
  g_return_if_fail (size > 0.0);

  guint width = hammer_qr_get_size (qr);
  guint modules = width + 2 * HAMMER_QR_QUIET_ZONE;

  cairo_save (cr);
  cairo_set_source_rgb (cr, 1.0, 1.0, 1.0);
  cairo_rectangle (cr, x, y, size, size);
  cairo_fill (cr);

  snap_to_pixels (cr, modules, &x, &y, &size);
  double module = size / modules;

  /* One path for every dark run of a row, filled at once: shapes filled one
   * by one would leave faint seams where they meet. */
  cairo_new_path (cr);
  for (guint row = 0; row < width; row++)
    {
      guint column = 0;
      while (column < width)
        {
          if (!hammer_qr_is_dark (qr, column, row))
            {
              column++;
              continue;
            }
          guint start = column;
          while (column < width && hammer_qr_is_dark (qr, column, row))
            column++;
          cairo_rectangle (cr,
                           x + (start + HAMMER_QR_QUIET_ZONE) * module,
                           y + (row + HAMMER_QR_QUIET_ZONE) * module,
                           (column - start) * module,
                           module);
        }
    }
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_set_source_rgb (cr, 0.0, 0.0, 0.0);
  cairo_fill (cr);
  cairo_restore (cr);
}

char *
hammer_qr_to_svg (const HammerQr *qr,
                  const char     *size)
{
  g_autoptr(GString) svg = g_string_new (NULL);
  guint width, modules;

  g_return_val_if_fail (qr != NULL, NULL);

  width = hammer_qr_get_size (qr);
  modules = width + 2 * HAMMER_QR_QUIET_ZONE;
  g_string_append_printf (svg, "<svg xmlns=\"http://www.w3.org/2000/svg\" "
                               "viewBox=\"0 0 %u %u\"", modules, modules);
  if (size != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (size, -1);

      g_string_append_printf (svg, " width=\"%s\" height=\"%s\"", escaped, escaped);
    }
  /* Edges on whole units: no smoothing that would grey them. */
  g_string_append_printf (svg, " shape-rendering=\"crispEdges\">"
                               "<rect width=\"%u\" height=\"%u\" fill=\"#fff\"/>"
                               "<path fill=\"#000\" d=\"", modules, modules);
  for (guint row = 0; row < width; row++)
    {
      guint column = 0;

      while (column < width)
        {
          guint start;

          if (!hammer_qr_is_dark (qr, column, row))
            {
              column++;
              continue;
            }
          start = column;
          while (column < width && hammer_qr_is_dark (qr, column, row))
            column++;
          g_string_append_printf (svg, "M%u %uh%uv1h-%uz", start + HAMMER_QR_QUIET_ZONE,
                                  row + HAMMER_QR_QUIET_ZONE, column - start, column - start);
        }
    }
  g_string_append (svg, "\"/></svg>\n");
  return g_string_free (g_steal_pointer (&svg), FALSE);
}
