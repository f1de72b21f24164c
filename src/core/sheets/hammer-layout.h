/* hammer-layout.h — a small page layout layer over Cairo and Pango
 *
 * Pages are drawn into recording surfaces first, so that every page can carry
 * "Page 1 of 3" in its footer once the document knows how long it is; only
 * then are they replayed, as vectors, into a PDF.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <gio/gio.h>

#include "sheets/hammer-qr.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_PAPER_A4,
  HAMMER_PAPER_LETTER,
  HAMMER_PAPER_A3,       /* for a bracket's overview on the wall */
} HammerPaper;

typedef enum
{
  HAMMER_ALIGN_START,
  HAMMER_ALIGN_CENTER,
  HAMMER_ALIGN_END,
} HammerAlign;

typedef enum
{
  HAMMER_TEXT_NORMAL = 0,
  HAMMER_TEXT_BOLD   = 1 << 0,
  HAMMER_TEXT_MUTED  = 1 << 1,
  HAMMER_TEXT_WRAP   = 1 << 2,
} HammerTextFlags;

typedef struct _HammerLayout HammerLayout;

/* @title, @subtitle: the header of every page (the event and its date and
 * venue); @subtitle may be NULL. */
HammerLayout *hammer_layout_new          (HammerPaper      paper,
                                          gboolean         landscape,
                                          const char      *title,
                                          const char      *subtitle);
void          hammer_layout_free         (HammerLayout    *self);

/* Turns the paper before the first page: a document that knows what it
 * holds (a bracket) may choose its orientation. */
void          hammer_layout_set_landscape (HammerLayout   *self,
                                          gboolean        landscape);
gboolean      hammer_layout_get_landscape (HammerLayout   *self);

/* Starts a new page and returns its Cairo context, whose origin is the
 * top left corner of the content area (inside margins, header and footer).
 * The context belongs to the layout. */
cairo_t      *hammer_layout_add_page     (HammerLayout    *self);
guint         hammer_layout_get_n_pages  (HammerLayout    *self);
double        hammer_layout_get_width    (HammerLayout    *self);
double        hammer_layout_get_height   (HammerLayout    *self);

/* Draws @text in the box (@x, @y, @width, @height) of the current page,
 * centred vertically, in @size points, ellipsized (or, with
 * HAMMER_TEXT_WRAP, wrapped and then ellipsized) so that it never leaves
 * the box. */
void          hammer_layout_text         (HammerLayout    *self,
                                          double           x,
                                          double           y,
                                          double           width,
                                          double           height,
                                          const char      *text,
                                          double           size,
                                          HammerTextFlags  flags,
                                          HammerAlign      align);
/* The height @text takes wrapped (HAMMER_TEXT_WRAP) in a box of
 * hammer_layout_text() @width wide, in @size points with @flags. */
double        hammer_layout_text_height  (HammerLayout    *self,
                                          const char      *text,
                                          double           width,
                                          double           size,
                                          HammerTextFlags  flags);
/* The width a box of hammer_layout_text() needs to hold @text on one line
 * whole, in @size points with @flags (bold or not): the text's own width
 * and the air the box leaves on either side. */
double        hammer_layout_text_width   (HammerLayout    *self,
                                          const char      *text,
                                          double           size,
                                          HammerTextFlags  flags);
void          hammer_layout_line         (HammerLayout    *self,
                                          double           x0,
                                          double           y0,
                                          double           x1,
                                          double           y1,
                                          double           width);
void          hammer_layout_box          (HammerLayout    *self,
                                          double           x,
                                          double           y,
                                          double           width,
                                          double           height,
                                          double           line_width,
                                          double           shade);
/* A QR code @size wide, its quiet zone included, with its top left corner
 * at @x, @y. */
void          hammer_layout_qr           (HammerLayout    *self,
                                          const HammerQr  *qr,
                                          double           x,
                                          double           y,
                                          double           size);

/* Ends the last page; a document with no page gets an empty one, so that
 * what is printed still says which event it was for. */
void          hammer_layout_finish       (HammerLayout    *self);
/* The paper's size in points, sideways when landscape. */
void          hammer_layout_get_page_size (HammerLayout   *self,
                                          double          *width,
                                          double          *height);
/* Draws page @page (0-based) with its header and footer on @cr, scaled to
 * fit @width × @height (in @cr's units) and centred. After
 * hammer_layout_finish(). */
void          hammer_layout_draw_page    (HammerLayout    *self,
                                          cairo_t         *cr,
                                          guint            page,
                                          double           width,
                                          double           height);

/* Writes every page, with header and footer, as PDF to @stream. */
gboolean      hammer_layout_write        (HammerLayout    *self,
                                          GOutputStream   *stream,
                                          GCancellable    *cancellable,
                                          GError         **error);

/* The same to a file, atomically: drawn whole in memory first, then
 * written beside the file under a temporary name and renamed over it, so
 * that a failure leaves the old file (or none) whole. */
gboolean      hammer_layout_write_to_file (HammerLayout   *self,
                                          const char     *path,
                                          GError        **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerLayout, hammer_layout_free)

G_END_DECLS
