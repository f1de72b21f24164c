/* hammer-print-dialog.h — printing an event's documents, or saving them as PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"
#include "events/hammer-events.h"
#include "sheets/hammer-event-sheet-source.h"
#include "sheets/hammer-sheets.h"
#include "hammer-print.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PRINT_DIALOG (hammer_print_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerPrintDialog, hammer_print_dialog, HAMMER, PRINT_DIALOG, AdwWindow)

/* Opens the dialog over @parent_widget's window with @kind chosen; score
 * sheets start at the current round, every board. With @to_pdf the dialog
 * saves a PDF (asking where), else it prints through the system dialog. */
void     hammer_print_dialog_present               (GtkWidget           *parent_widget,
                                                    HammerStore         *store,
                                                    gint64               event_id,
                                                    HammerSheetKind      kind,
                                                    gboolean             to_pdf);

/* Renders the chosen document and writes it to @file (a local file),
 * atomically, in a thread. The file chooser ends here. */
void     hammer_print_dialog_export_to_file_async  (HammerPrintDialog   *self,
                                                    GFile               *file,
                                                    GCancellable        *cancellable,
                                                    GAsyncReadyCallback  callback,
                                                    gpointer             user_data);
gboolean hammer_print_dialog_export_to_file_finish (HammerPrintDialog   *self,
                                                    GAsyncResult        *result,
                                                    GError             **error);

/* A print operation that draws @options' document of @source with the
 * shared renderer on the printer's context. @sheets, laid out for
 * @options, is taken (or NULL); the pages are laid out again for the paper
 * and orientation chosen in the printer's dialog. */
GtkPrintOperation *hammer_print_operation_new (HammerEventSheetSource   *source,
                                               const HammerSheetOptions *options,
                                               HammerSheetDocument      *sheets,
                                               const char               *job_name);

G_END_DECLS
