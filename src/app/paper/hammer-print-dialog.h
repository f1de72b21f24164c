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

/* Printing any document of the shared renderer: @lay_out lays it out for
 * a paper and orientation (in a thread, so it reads only what @data holds);
 * @data is freed with @destroy when the operation or export is done. */
typedef HammerLayout *(*HammerPrintLayoutFunc) (gpointer      data,
                                                HammerPaper   paper,
                                                gboolean      landscape,
                                                GError      **error);

/* A print operation that draws @lay_out's pages on the printer's context,
 * laid out again for the paper chosen in the printer's dialog. @layout,
 * laid out for @paper and @landscape, is taken (or NULL). */
GtkPrintOperation *hammer_print_operation_new_for_layout (HammerPrintLayoutFunc  lay_out,
                                                          gpointer               data,
                                                          GDestroyNotify         destroy,
                                                          HammerPaper            paper,
                                                          gboolean               landscape,
                                                          HammerLayout          *layout,
                                                          const char            *job_name);
/* What the printer's dialog was last left at in this session (printer,
 * Print to File's folder and format), which every print operation starts
 * from; NULL before the first print. */
GtkPrintSettings  *hammer_print_get_session_settings (void);
/* A4, or Letter where it is the custom. */
HammerPaper hammer_print_default_paper (void);
/* Lays the document out in a thread, then prints it through the system
 * dialog over @widget's window; failures are reported there. */
void     hammer_print_run                 (GtkWidget             *widget,
                                           HammerPrintLayoutFunc  lay_out,
                                           gpointer               data,
                                           GDestroyNotify         destroy,
                                           const char            *job_name);
/* Lays the document out on the default paper and writes it as PDF to
 * @file (a local file), atomically, in a thread. */
void     hammer_print_export_async        (HammerPrintLayoutFunc  lay_out,
                                           gpointer               data,
                                           GDestroyNotify         destroy,
                                           GFile                 *file,
                                           GCancellable          *cancellable,
                                           GAsyncReadyCallback    callback,
                                           gpointer               user_data);
gboolean hammer_print_export_finish       (GAsyncResult          *result,
                                           GError               **error);

/* For every task of the paper code, and the pages' own exports: ends
 * @task of a thread or a callback that wrote or laid out a document, done
 * or with @error (taken); finishes a task of @source_object (NULL for
 * none), TRUE or with @error set. */
void     hammer_print_task_return         (GTask                 *task,
                                           gboolean               done,
                                           GError                *error);
gboolean hammer_print_task_finish         (gpointer               source_object,
                                           GAsyncResult          *result,
                                           GError               **error);

G_END_DECLS
