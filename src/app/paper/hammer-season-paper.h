/* hammer-season-paper.h — a season's and a league's documents to print, as
 * PDF and as files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-core.h"
#include "sheets/hammer-season-sheets.h"
#include "hammer-print.h"

G_BEGIN_DECLS

/* Prints a season's document through the system dialog (@to_pdf FALSE) or
 * asks where to save it as PDF; @widget's window shows the outcome. */
void     hammer_season_paper_print          (GtkWidget                      *widget,
                                             HammerStore                    *store,
                                             gint64                          season_id,
                                             const HammerSeasonSheetOptions *options,
                                             gboolean                        to_pdf);
/* Writes a season's document as PDF to @file, atomically, in a thread;
 * finish with hammer_print_export_finish(). */
void     hammer_season_paper_export_async   (HammerStore                    *store,
                                             gint64                          season_id,
                                             const HammerSeasonSheetOptions *options,
                                             GFile                          *file,
                                             GCancellable                   *cancellable,
                                             GAsyncReadyCallback             callback,
                                             gpointer                        user_data);

/* The same for a league; the score forms are those of @fixture_id, or of
 * every team match of the next match day when it is 0. */
void     hammer_league_paper_print          (GtkWidget                      *widget,
                                             HammerStore                    *store,
                                             gint64                          league_id,
                                             gint64                          fixture_id,
                                             const HammerLeagueSheetOptions *options,
                                             gboolean                        to_pdf);
void     hammer_league_paper_export_async   (HammerStore                    *store,
                                             gint64                          league_id,
                                             gint64                          fixture_id,
                                             const HammerLeagueSheetOptions *options,
                                             GFile                          *file,
                                             GCancellable                   *cancellable,
                                             GAsyncReadyCallback             callback,
                                             gpointer                        user_data);

/* Writes @text (taken) to @file, whole or not at all, asynchronously; a
 * failure says which file and why. */
void     hammer_paper_save_text_async       (GFile                          *file,
                                             char                           *text,
                                             GCancellable                   *cancellable,
                                             GAsyncReadyCallback             callback,
                                             gpointer                        user_data);
gboolean hammer_paper_save_text_finish      (GAsyncResult                   *result,
                                             GError                        **error);

/* GAsyncReadyCallbacks for a page's own _async export: @user_data is its
 * GTask (taken), which returns the outcome of hammer_paper_save_text_async()
 * or of a PDF export. */
void     hammer_paper_text_saved_to_task    (GObject                        *object,
                                             GAsyncResult                   *result,
                                             gpointer                        user_data);
void     hammer_paper_pdf_saved_to_task     (GObject                        *object,
                                             GAsyncResult                   *result,
                                             gpointer                        user_data);

/* Prints the document @lay_out lays out from @source (freed with
 * @free_source), or with @to_pdf asks where to save it as PDF, suggesting
 * "@title – @document_name.pdf": the seasons', the leagues' and the
 * rankings' paper alike. */
void     hammer_paper_print_or_export       (GtkWidget                      *widget,
                                             HammerPrintLayoutFunc           lay_out,
                                             gpointer                        source,
                                             GDestroyNotify                  free_source,
                                             const char                     *title,
                                             const char                     *document_name,
                                             gboolean                        to_pdf);

typedef void (*HammerPaperChosenFunc) (GtkWidget *widget,
                                       GFile     *file,
                                       gpointer   data);
/* Asks where to save a file, suggesting @suggested_name (slashes become
 * dashes) and offering files of @mime_type (or any), and calls @chosen
 * with the file unless the user cancelled. */
void     hammer_paper_choose_file           (GtkWidget                      *widget,
                                             const char                     *suggested_name,
                                             const char                     *mime_type,
                                             HammerPaperChosenFunc           chosen,
                                             gpointer                        data,
                                             GDestroyNotify                  destroy);
/* Asks where to save @document of the page titled @title: a CSV file named
 * @csv_name where that is not %NULL, else HTML for "html" and JSON for the
 * rest; @chosen receives a copy of @document as its data. */
void     hammer_paper_choose_export         (GtkWidget                      *widget,
                                             const char                     *title,
                                             const char                     *document,
                                             const char                     *csv_name,
                                             HammerPaperChosenFunc           chosen);
/* Shows "Saved “file”" in a toast, or the error, in @widget's window. */
void     hammer_paper_report_saved          (GtkWidget                      *widget,
                                             GFile                          *file,
                                             const GError                   *error);

G_END_DECLS
