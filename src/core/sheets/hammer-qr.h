/* hammer-qr.h — QR codes, the one home of them: the score sheets and the
 * app's Board Entry window both draw theirs through this
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

/* The light margin every reader needs around a symbol, in modules; it is
 * part of what hammer_qr_draw() draws. */
#define HAMMER_QR_QUIET_ZONE 4

typedef struct _HammerQr HammerQr;

/* The QR code of @text (a URL, say), error correction level M, every byte in
 * 8-bit mode, in the smallest version it fits. A text longer than the
 * largest symbol holds gives HAMMER_ERROR_INVALID. */
HammerQr *hammer_qr_new               (const char      *text,
                                       GError         **error);
void      hammer_qr_free              (HammerQr        *qr);

/* The symbol's version (1…40). */
guint     hammer_qr_get_version       (const HammerQr  *qr);
/* Modules across the symbol, without the quiet zone: 21 for version 1,
 * four more for every version after it. */
guint     hammer_qr_get_size          (const HammerQr  *qr);
/* Whether the module in column @x, row @y of the symbol (0 … size - 1,
 * without the quiet zone) is dark. */
gboolean  hammer_qr_is_dark           (const HammerQr  *qr,
                                       guint            x,
                                       guint            y);
/* The side of one module when the whole code, quiet zone included, is
 * @size wide. */
double    hammer_qr_get_module_size   (const HammerQr  *qr,
                                       double           size);
/* Draws the code as a light square @size wide at @x, @y (its top left
 * corner) with the quiet zone inside it and the dark modules filled as
 * rectangles. On an image surface the modules are whole pixels, so the code
 * is crisp on screen: they are then centred in the square, the quiet zone
 * a little wider. */
void      hammer_qr_draw              (const HammerQr  *qr,
                                       cairo_t         *cr,
                                       double           x,
                                       double           y,
                                       double           size);

/* The code as an SVG document: one square unit a module, the quiet zone
 * included, @size wide (any CSS length, "60mm"; NULL: in units), the dark
 * modules one path of rectangles, so that it stays crisp at any size. */
char     *hammer_qr_to_svg            (const HammerQr  *qr,
                                       const char      *size);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerQr, hammer_qr_free)

G_END_DECLS
