/* hammer-event-sheet-source.h — what an event's sheets are drawn from
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sheets/hammer-sheets.h"

G_BEGIN_DECLS

/* An event as its sheets read it, read once from the store, so that the
 * pages can be laid out again (for another paper, say) without the store
 * and on any thread. Holds nothing the caller reads. */
typedef struct _HammerEventSheetSource HammerEventSheetSource;

#define HAMMER_TYPE_EVENT_SHEET_SOURCE (hammer_event_sheet_source_get_type ())

GType                   hammer_event_sheet_source_get_type   (void) G_GNUC_CONST;
/* Reads event @event_id for sheets of @kind: its document, its matches, its
 * standings and, for score sheets, the addresses of its boards' pages
 * (hammer_sheets_board_urls()), failing as the first of those fails. */
HammerEventSheetSource *hammer_event_sheet_source_new        (HammerStore             *store,
                                                              gint64                   event_id,
                                                              HammerSheetKind          kind,
                                                              GError                 **error);
HammerEventSheetSource *hammer_event_sheet_source_ref        (HammerEventSheetSource  *self);
void                    hammer_event_sheet_source_unref      (HammerEventSheetSource  *self);
/* Lays out @options' document as hammer_sheet_document_new() does, the
 * boards' addresses (board_urls) being @self's. */
HammerSheetDocument    *hammer_event_sheet_source_lay_out    (HammerEventSheetSource  *self,
                                                              const HammerSheetOptions *options,
                                                              GError                 **error);
/* The same written as PDF to @path, as hammer_sheets_render_to_file()
 * does. */
gboolean                hammer_event_sheet_source_write_file (HammerEventSheetSource  *self,
                                                              const HammerSheetOptions *options,
                                                              const char              *path,
                                                              GError                 **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerEventSheetSource, hammer_event_sheet_source_unref)

G_END_DECLS
