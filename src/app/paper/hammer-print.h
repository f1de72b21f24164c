/* hammer-print.h — printing any document of the shared renderer, and
 * writing it as PDF, off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-core.h"
#include "sheets/hammer-sheets.h"

G_BEGIN_DECLS

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

/* The local path of @file, for a thread to write to; FALSE after returning
 * to @task why there is none. */
gboolean hammer_print_local_path          (GTask                 *task,
                                           GFile                 *file,
                                           char                 **path);
/* For a print operation's "done": reports a failure in @parent's window. */
void     hammer_print_done_cb             (GtkPrintOperation       *operation,
                                           GtkPrintOperationResult  result,
                                           GtkWindow               *parent);

G_END_DECLS
