/* test-qr.c — QR codes: what is drawn reads back as the text, on screen and
 * on paper
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <stdio.h>
#include <string.h>

#include "sheets/hammer-qr.h"
#include "test-common.h"

/* What a board's QR code holds: a page on the hall's server with its key. */
#define BOARD_URL "http://192.168.1.20:8080/board/3?key=0123456789abcdef0123456789abcdef"

static HammerQr *
qr_new (const char *text)
{
  g_autoptr(GError) error = NULL;
  HammerQr *qr = hammer_qr_new (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (qr);
  return qr;
}

/* @qr drawn with @scale pixels to a unit, @size units wide at @offset, into
 * a PNG in @dir: what zbarimg reads. */
static char *
draw_png (const HammerQr *qr,
          const char     *dir,
          double          scale,
          double          offset,
          double          size)
{
  int side = (int) ((size + 2 * offset) * scale) + 1;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, side, side);
  cairo_t *cr = cairo_create (surface);
  char *path = g_build_filename (dir, "qr.png", NULL);

  /* A grey page, so a code that brought no light quiet zone of its own
   * would not read. */
  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
  cairo_scale (cr, scale, scale);
  hammer_qr_draw (qr, cr, offset, offset, size);
  cairo_destroy (cr);
  g_assert_cmpint (cairo_surface_write_to_png (surface, path), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);
  return path;
}

static void
assert_reads (GStrv       codes,
              const char *text)
{
  g_assert_nonnull (codes);
  g_assert_cmpuint (g_strv_length (codes), ==, 1);
  g_assert_cmpstr (codes[0], ==, text);
}

/* A phone reads the URL back from the screen, at whole pixels a module and
 * at a size and a place that are not, on a display of twice the pixels. */
static void
test_qr_reads_on_screen (void)
{
  g_autoptr(HammerQr) qr = qr_new (BOARD_URL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-qr-XXXXXX", &error);
  static const struct { double scale, offset, size; } cases[] = {
    { 1.0, 8.0, 6.0 * 45 },
    { 1.0, 10.3, 300.7 },
    { 2.0, 5.25, 151.1 },
  };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *png = draw_png (qr, dir, cases[i].scale, cases[i].offset, cases[i].size);
      g_auto(GStrv) codes = png_qr_codes (png);

      assert_reads (codes, BOARD_URL);
    }
  tmp_remove_tree (dir);
}

/* On a screen every module is whole pixels: no grey edge blurs it, and the
 * code stays within the square it was given, quiet zone included. */
static void
test_qr_crisp_on_screen (void)
{
  g_autoptr(HammerQr) qr = qr_new (BOARD_URL);
  const double x = 10.3, y = 12.6, size = 300.7;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 330, 330);
  cairo_t *cr = cairo_create (surface);
  guint modules = hammer_qr_get_size (qr);
  int left = G_MAXINT, right = -1, top = G_MAXINT, bottom = -1;

  cairo_set_source_rgb (cr, 0.5, 0.5, 0.5);
  cairo_paint (cr);
  hammer_qr_draw (qr, cr, x, y, size);
  cairo_destroy (cr);
  cairo_surface_flush (surface);

  const guchar *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  for (int row = 0; row < 330; row++)
    for (int column = 0; column < 330; column++)
      {
        guint32 pixel = *(const guint32 *) (data + row * stride + column * 4) & 0xffffff;
        gboolean outside = column < (int) x || column > (int) (x + size)
                           || row < (int) y || row > (int) (y + size);
        gboolean edge = column == (int) x || column == (int) (x + size)
                        || row == (int) y || row == (int) (y + size);

        /* The light square's own edges may fall between pixels. */
        if (outside)
          g_assert_cmphex (pixel, ==, 0x808080);
        if (outside || edge)
          continue;
        if (pixel == 0x000000)
          {
            left = MIN (left, column);
            right = MAX (right, column);
            top = MIN (top, row);
            bottom = MAX (bottom, row);
          }
        else if (pixel != 0xffffff)
          g_assert_cmphex (pixel, ==, 0xffffff);
      }
  cairo_surface_destroy (surface);

  /* The symbol's outermost modules are the finder patterns' dark rings, so
   * its dark pixels span it exactly: a whole number of pixels a module. */
  int width = right - left + 1;
  g_assert_cmpint (width, ==, bottom - top + 1);
  g_assert_cmpint (width % modules, ==, 0);
  int module = width / modules;
  g_assert_cmpint (module, ==, (int) (size / (modules + 2 * HAMMER_QR_QUIET_ZONE)));
  g_assert_cmpint (left - HAMMER_QR_QUIET_ZONE * module, >=, (int) x);
  g_assert_cmpint (right + HAMMER_QR_QUIET_ZONE * module, <, (int) (x + size) + 1);
  g_assert_cmpint (top - HAMMER_QR_QUIET_ZONE * module, >=, (int) y);
}

/* On paper the code is vectors; a phone reads it from the printed page. */
static void
test_qr_reads_on_paper (void)
{
  g_autoptr(HammerQr) qr = qr_new (BOARD_URL);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-qr-XXXXXX", &error);
  g_autofree char *pdf = g_build_filename (dir, "qr.pdf", NULL);
  cairo_surface_t *surface = cairo_pdf_surface_create (pdf, 595, 842);
  cairo_t *cr = cairo_create (surface);

  g_assert_no_error (error);
  /* Three centimetres, a size the score sheets may print. */
  hammer_qr_draw (qr, cr, 100.0, 100.0, 85.0);
  cairo_destroy (cr);
  cairo_surface_finish (surface);
  g_assert_cmpint (cairo_surface_status (surface), ==, CAIRO_STATUS_SUCCESS);
  cairo_surface_destroy (surface);

  g_auto(GStrv) codes = pdf_qr_codes (pdf, 1, 150);
  assert_reads (codes, BOARD_URL);
  tmp_remove_tree (dir);
}

/* The three finder patterns at the corners, each a dark ring around a dark
 * three-by-three with a light ring between, and a light line apart from the
 * rest: what a reader looks for first. */
static void
assert_finder_patterns (const HammerQr *qr)
{
  guint size = hammer_qr_get_size (qr);
  const guint corners[3][2] = { { 0, 0 }, { size - 7, 0 }, { 0, size - 7 } };

  for (guint c = 0; c < 3; c++)
    for (guint dy = 0; dy < 7; dy++)
      for (guint dx = 0; dx < 7; dx++)
        {
          guint ring = MIN (MIN (dx, dy), MIN (6 - dx, 6 - dy));

          g_assert_cmpint (hammer_qr_is_dark (qr, corners[c][0] + dx, corners[c][1] + dy), ==,
                           ring != 1);
        }
  for (guint i = 0; i < 8; i++)
    {
      g_assert_false (hammer_qr_is_dark (qr, 7, i));
      g_assert_false (hammer_qr_is_dark (qr, i, 7));
      g_assert_false (hammer_qr_is_dark (qr, size - 8, i));
      g_assert_false (hammer_qr_is_dark (qr, size - 8 + i, 7));
      g_assert_false (hammer_qr_is_dark (qr, 7, size - 8 + i));
      g_assert_false (hammer_qr_is_dark (qr, i, size - 8));
    }
}

/* A text takes the smallest version it fits at level M in 8-bit mode, and
 * each version is four modules wider than the one before. */
static void
test_qr_versions (void)
{
  /* Bytes a version holds at level M in 8-bit mode (ISO/IEC 18004, table 7). */
  static const struct { guint version, bytes; } capacity[] = {
    { 1, 14 }, { 2, 26 }, { 3, 42 }, { 4, 62 }, { 5, 84 }, { 7, 122 }, { 10, 213 },
    { 20, 666 }, { 40, 2331 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (capacity); i++)
    {
      g_autofree char *full = g_strnfill (capacity[i].bytes, 'k');
      g_autoptr(HammerQr) qr = qr_new (full);

      g_assert_cmpuint (hammer_qr_get_version (qr), ==, capacity[i].version);
      g_assert_cmpuint (hammer_qr_get_size (qr), ==, 17 + 4 * capacity[i].version);
      assert_finder_patterns (qr);
      if (capacity[i].version < 40)
        {
          g_autofree char *more = g_strnfill (capacity[i].bytes + 1, 'k');
          g_autoptr(HammerQr) bigger = qr_new (more);

          g_assert_cmpuint (hammer_qr_get_version (bigger), ==, capacity[i].version + 1);
        }
    }

  g_autoptr(HammerQr) url = qr_new (BOARD_URL);
  g_assert_cmpuint (hammer_qr_get_version (url), ==, 5);
  g_assert_cmpfloat_with_epsilon (hammer_qr_get_module_size (url, 90.0), 2.0, 1e-9);
}

/* A text no symbol holds, or none at all, is refused with a message that
 * says why. */
static void
test_qr_refuses (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *too_long = g_strnfill (2332, 'k');
  HammerQr *qr = hammer_qr_new (too_long, &error);

  g_assert_null (qr);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "too long"));
  g_assert_nonnull (strstr (error->message, "2332"));
  g_clear_error (&error);

  qr = hammer_qr_new ("", &error);
  g_assert_null (qr);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

/* The SVG holds the same modules, each a whole unit, with the quiet zone
 * light around them: read back from its path, module by module. */
static void
test_qr_svg (void)
{
  g_autoptr(HammerQr) qr = qr_new (BOARD_URL);
  g_autofree char *svg = hammer_qr_to_svg (qr, "60mm");
  guint size = hammer_qr_get_size (qr), total = size + 2 * HAMMER_QR_QUIET_ZONE;
  g_autofree char *view_box = g_strdup_printf ("viewBox=\"0 0 %u %u\"", total, total);
  g_autofree gboolean *dark = g_new0 (gboolean, total * total);
  const char *p;

  g_assert_nonnull (strstr (svg, view_box));
  g_assert_nonnull (strstr (svg, "width=\"60mm\""));
  g_assert_nonnull (strstr (svg, "crispEdges"));
  /* Every run of the path, "M x y h n v1 h-n z", back into modules. */
  p = strstr (svg, " d=\"");
  g_assert_nonnull (p);
  p += 4;
  while (*p == 'M')
    {
      guint x, y, n, back;
      int used = 0;

      g_assert_cmpint (sscanf (p, "M%u %uh%uv1h-%uz%n", &x, &y, &n, &back, &used), ==, 4);
      g_assert_cmpuint (n, ==, back);
      g_assert_cmpuint (x + n, <=, size + HAMMER_QR_QUIET_ZONE);
      for (guint i = 0; i < n; i++)
        dark[y * total + x + i] = TRUE;
      p += used;
    }
  g_assert_cmpint (*p, ==, '"');
  for (guint y = 0; y < total; y++)
    for (guint x = 0; x < total; x++)
      {
        gboolean inside = x >= HAMMER_QR_QUIET_ZONE && y >= HAMMER_QR_QUIET_ZONE &&
                          x < size + HAMMER_QR_QUIET_ZONE && y < size + HAMMER_QR_QUIET_ZONE;

        g_assert_cmpint (dark[y * total + x], ==,
                         inside && hammer_qr_is_dark (qr, x - HAMMER_QR_QUIET_ZONE,
                                                      y - HAMMER_QR_QUIET_ZONE));
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/qr/reads-on-screen", test_qr_reads_on_screen);
  g_test_add_func ("/qr/crisp-on-screen", test_qr_crisp_on_screen);
  g_test_add_func ("/qr/reads-on-paper", test_qr_reads_on_paper);
  g_test_add_func ("/qr/versions", test_qr_versions);
  g_test_add_func ("/qr/refuses", test_qr_refuses);
  g_test_add_func ("/qr/svg", test_qr_svg);

  return g_test_run ();
}
