/* hammer-season-paper.c — a season's and a league's documents to print, as
 * PDF and as files
 *
 * What the store says is read on the main thread; the documents are laid
 * out in a thread by the core's renderer and printed or written through
 * the shared pieces of hammer-print-dialog.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "league/hammer-league-files.h"
#include "league/hammer-leagues.h"

#include "hammer-app-utils.h"
#include "hammer-print-dialog.h"
#include "hammer-season-paper.h"
#include "hammer-window.h"

/* A PDF to write once the user has said where. */
typedef struct
{
  HammerPrintLayoutFunc  lay_out;
  gpointer               data;
  GDestroyNotify         destroy;
} PdfJob;

static void
pdf_job_free (PdfJob *job)
{
  if (job->destroy != NULL)
    job->destroy (job->data);
  g_free (job);
}

/* Where a PDF went, for the toast. */
typedef struct
{
  GtkWidget *widget;
  GFile     *file;
} Saved;

static void
saved_free (Saved *saved)
{
  g_clear_object (&saved->widget);
  g_clear_object (&saved->file);
  g_free (saved);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Saved, saved_free)

static void
pdf_saved_cb (GObject      *object,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(Saved) saved = user_data;
  g_autoptr(GError) error = NULL;

  hammer_print_export_finish (result, &error);
  hammer_paper_report_saved (saved->widget, saved->file, error);
}

static void
pdf_chosen_cb (GtkWidget *widget,
               GFile     *file,
               gpointer   data)
{
  PdfJob *job = data;
  Saved *saved = g_new0 (Saved, 1);

  saved->widget = g_object_ref (widget);
  saved->file = g_object_ref (file);
  /* The layout function and its data go on to the export. */
  hammer_print_export_async (job->lay_out, job->data, job->destroy, file, NULL, pdf_saved_cb,
                             saved);
  job->destroy = NULL;
}

static void
export_pdf_with_chooser (GtkWidget             *widget,
                         HammerPrintLayoutFunc  lay_out,
                         gpointer               data,
                         GDestroyNotify         destroy,
                         const char            *suggested_name)
{
  PdfJob *job = g_new0 (PdfJob, 1);

  job->lay_out = lay_out;
  job->data = data;
  job->destroy = destroy;
  hammer_paper_choose_file (widget, suggested_name, "application/pdf", pdf_chosen_cb, job,
                            (GDestroyNotify) pdf_job_free);
}

/* Seasons */

typedef struct
{
  HammerSeasonSheetSource   read;
  HammerSeasonSheetOptions  options;
  char                     *night;
} SeasonSource;

static void
season_source_free (SeasonSource *source)
{
  hammer_season_sheet_source_clear (&source->read);
  g_free (source->night);
  g_free (source);
}

static SeasonSource *
season_source_new (HammerStore                    *store,
                   gint64                          season_id,
                   const HammerSeasonSheetOptions *options,
                   GError                        **error)
{
  HammerSeasonSheetSource read = { NULL };
  SeasonSource *source;

  if (!hammer_seasons_sheet_source (store, season_id, &read, error))
    return NULL;
  source = g_new0 (SeasonSource, 1);
  source->read = read;
  source->options = *options;
  source->night = g_strdup (options->night);
  source->options.night = source->night;
  return source;
}

static HammerLayout *
season_lay_out (gpointer      data,
                HammerPaper   paper,
                gboolean      landscape,
                GError      **error)
{
  SeasonSource *source = data;
  HammerSeasonSheetOptions options = source->options;

  options.paper = paper;
  options.landscape = landscape;
  return hammer_season_sheets_layout (source->read.document, &options, error);
}

/* Seasons and leagues export alike; where their document could not be
 * read (@source is %NULL), @error (which this takes) reaches @callback. */
static void
export_source (HammerPrintLayoutFunc  lay_out,
               gpointer               source,
               GDestroyNotify         free_source,
               GError                *error,
               GFile                 *file,
               GCancellable          *cancellable,
               GAsyncReadyCallback    callback,
               gpointer               user_data)
{
  if (source == NULL)
    {
      g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

      g_task_set_source_tag (task, hammer_print_export_async);
      g_task_return_error (task, error);
      return;
    }
  hammer_print_export_async (lay_out, source, free_source, file, cancellable, callback,
                             user_data);
}

/* Seasons and leagues print and export their sheets alike; the PDF is
 * offered under the title of the season or league and the document. */
void
hammer_paper_print_or_export (GtkWidget             *widget,
                              HammerPrintLayoutFunc  lay_out,
                              gpointer               source,
                              GDestroyNotify         free_source,
                              const char            *title,
                              const char            *document_name,
                              gboolean               to_pdf)
{
  g_autofree char *name = NULL;

  if (!to_pdf)
    {
      hammer_print_run (widget, lay_out, source, free_source, title);
      return;
    }
  /* TRANSLATORS: a PDF's file name: the season or league, then the document. */
  name = g_strdup_printf (_("%s – %s.pdf"), title, document_name);
  export_pdf_with_chooser (widget, lay_out, source, free_source, name);
}

static const char *
season_document_name (HammerSeasonSheetKind kind)
{
  switch (kind)
    {
    case HAMMER_SEASON_SHEET_NIGHT:
      /* TRANSLATORS: part of a suggested file name: "Winter 2026 – club night.pdf". */
      return _("club night");
    case HAMMER_SEASON_SHEET_AVERAGES:
      /* TRANSLATORS: part of a suggested file name: "Winter 2026 – averages.pdf". */
      return _("averages");
    case HAMMER_SEASON_SHEET_STANDINGS:
      /* TRANSLATORS: part of a suggested file name: "Winter 2026 – standings.pdf". */
      return _("standings");
    case HAMMER_SEASON_SHEET_REPORT:
      /* TRANSLATORS: part of a suggested file name: "Winter 2026 – season report.pdf". */
      return _("season report");
    case HAMMER_SEASON_SHEET_NIGHT_CLASSES:
      /* TRANSLATORS: part of a suggested file name: "Winter 2026 – night by class.pdf". */
      return _("night by class");
    case HAMMER_SEASON_SHEET_MEMBER_CARD:
      /* TRANSLATORS: part of a suggested file name: "Winter 2026 – member cards.pdf". */
      return _("member cards");
    case HAMMER_SEASON_SHEET_FORM:
    default:
      /* TRANSLATORS: part of a suggested file name: "Winter 2026 – score form.pdf". */
      return _("score form");
    }
}

void
hammer_season_paper_print (GtkWidget                      *widget,
                           HammerStore                    *store,
                           gint64                          season_id,
                           const HammerSeasonSheetOptions *options,
                           gboolean                        to_pdf)
{
  g_autoptr(GError) error = NULL;
  SeasonSource *source;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (options != NULL);

  if (!(source = season_source_new (store, season_id, options, &error)))
    {
      hammer_window_report_error_near (widget, error);
      return;
    }
  hammer_paper_print_or_export (widget, season_lay_out, source,
                                (GDestroyNotify) season_source_free,
                                hammer_season_sheet_source_get_name (&source->read),
                                season_document_name (options->kind), to_pdf);
}

void
hammer_season_paper_export_async (HammerStore                    *store,
                                  gint64                          season_id,
                                  const HammerSeasonSheetOptions *options,
                                  GFile                          *file,
                                  GCancellable                   *cancellable,
                                  GAsyncReadyCallback             callback,
                                  gpointer                        user_data)
{
  g_autoptr(GError) error = NULL;
  SeasonSource *source;

  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (options != NULL);
  g_return_if_fail (G_IS_FILE (file));

  source = season_source_new (store, season_id, options, &error);
  export_source (season_lay_out, source, (GDestroyNotify) season_source_free,
                 g_steal_pointer (&error), file, cancellable, callback, user_data);
}

/* Leagues */

typedef struct
{
  HammerLeagueSheetSource   read;
  HammerLeagueSheetOptions  options;
} LeagueSource;

static void
league_source_free (LeagueSource *source)
{
  hammer_league_sheet_source_clear (&source->read);
  g_free (source);
}

static LeagueSource *
league_source_new (HammerStore                    *store,
                   gint64                          league_id,
                   gint64                          fixture_id,
                   const HammerLeagueSheetOptions *options,
                   GError                        **error)
{
  HammerLeagueSheetSource read;
  LeagueSource *source;

  /* Forms are those of the selected team match, or else of the next
   * match day, as hammer-cli season export prints them. */
  if (!hammer_leagues_sheet_source (store, league_id, options->kind, 0, fixture_id, &read,
                                    error))
    return NULL;
  source = g_new0 (LeagueSource, 1);
  source->read = read;
  source->options = *options;
  return source;
}

static HammerLayout *
league_lay_out (gpointer      data,
                HammerPaper   paper,
                gboolean      landscape,
                GError      **error)
{
  LeagueSource *source = data;
  HammerLeagueSheetOptions options = source->options;

  options.paper = paper;
  options.landscape = landscape;
  return hammer_league_sheets_layout (source->read.league, source->read.fixtures,
                                      source->read.table, source->read.forms, &options, error);
}

static const char *
league_document_name (HammerLeagueSheetKind kind)
{
  switch (kind)
    {
    case HAMMER_LEAGUE_SHEET_FIXTURES:
      /* TRANSLATORS: part of a suggested file name: "Premier League – fixtures.pdf". */
      return _("fixtures");
    case HAMMER_LEAGUE_SHEET_FORM:
      /* TRANSLATORS: part of a suggested file name: "Premier League – score forms.pdf". */
      return _("score forms");
    case HAMMER_LEAGUE_SHEET_GAMES:
      /* TRANSLATORS: part of a suggested file name: "Premier League – game sheets.pdf". */
      return _("game sheets");
    case HAMMER_LEAGUE_SHEET_ROSTERS:
      /* TRANSLATORS: part of a suggested file name: "Premier League – rosters.pdf". */
      return _("rosters");
    case HAMMER_LEAGUE_SHEET_TABLE:
    default:
      /* TRANSLATORS: part of a suggested file name: "Premier League – table.pdf". */
      return _("table");
    }
}

void
hammer_league_paper_print (GtkWidget                      *widget,
                           HammerStore                    *store,
                           gint64                          league_id,
                           gint64                          fixture_id,
                           const HammerLeagueSheetOptions *options,
                           gboolean                        to_pdf)
{
  g_autoptr(GError) error = NULL;
  LeagueSource *source;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (options != NULL);

  if (!(source = league_source_new (store, league_id, fixture_id, options, &error)))
    {
      hammer_window_report_error_near (widget, error);
      return;
    }
  hammer_paper_print_or_export (widget, league_lay_out, source,
                                (GDestroyNotify) league_source_free,
                                hammer_league_sheet_source_get_name (&source->read),
                                league_document_name (options->kind), to_pdf);
}

void
hammer_league_paper_export_async (HammerStore                    *store,
                                  gint64                          league_id,
                                  gint64                          fixture_id,
                                  const HammerLeagueSheetOptions *options,
                                  GFile                          *file,
                                  GCancellable                   *cancellable,
                                  GAsyncReadyCallback             callback,
                                  gpointer                        user_data)
{
  g_autoptr(GError) error = NULL;
  LeagueSource *source;

  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (options != NULL);
  g_return_if_fail (G_IS_FILE (file));

  source = league_source_new (store, league_id, fixture_id, options, &error);
  export_source (league_lay_out, source, (GDestroyNotify) league_source_free,
                 g_steal_pointer (&error), file, cancellable, callback, user_data);
}

/* Files */

typedef struct
{
  char *path;
  char *text;
} TextJob;

static void
text_job_free (TextJob *job)
{
  g_free (job->path);
  g_free (job->text);
  g_free (job);
}

static void
save_text_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  TextJob *job = task_data;
  GError *error = NULL;

  /* The core's writer replaces the file whole or not at all, and leaves no
   * temporary file behind when the disk is full (GIO's replace does). */
  if (!hammer_file_replace (job->path, job->text, strlen (job->text), &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
hammer_paper_save_text_async (GFile               *file,
                              char                *text,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  TextJob *job;

  g_return_if_fail (G_IS_FILE (file));
  g_return_if_fail (text != NULL);

  job = g_new0 (TextJob, 1);
  job->text = text;
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_paper_save_text_async);
  g_task_set_task_data (task, job, (GDestroyNotify) text_job_free);
  if (!(job->path = g_file_get_path (file)))
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_task_return_new_error (task, HAMMER_ERROR, HAMMER_ERROR_IO,
                               _("“%s” is not a local file; choose a folder on this computer"),
                               uri);
      return;
    }
  g_task_run_in_thread (task, save_text_thread);
}

void
hammer_paper_text_saved_to_task (GObject      *object,
                                 GAsyncResult *result,
                                 gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  gboolean done = hammer_paper_save_text_finish (result, &error);

  hammer_print_task_return (task, done, error);
}

void
hammer_paper_pdf_saved_to_task (GObject      *object,
                                GAsyncResult *result,
                                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  GError *error = NULL;

  gboolean done = hammer_print_export_finish (result, &error);

  hammer_print_task_return (task, done, error);
}

gboolean
hammer_paper_save_text_finish (GAsyncResult  *result,
                               GError       **error)
{
  return hammer_print_task_finish (NULL, result, error);
}

typedef struct
{
  GtkWidget             *widget;
  HammerPaperChosenFunc  chosen;
  gpointer               data;
  GDestroyNotify         destroy;
} Choice;

static void
choice_free (Choice *choice)
{
  if (choice->destroy != NULL)
    choice->destroy (choice->data);
  g_clear_object (&choice->widget);
  g_free (choice);
}

static void
file_chosen_cb (GtkNativeDialog *chooser,
                int              response,
                Choice          *choice)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT &&
      (file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser))) != NULL)
    {
      hammer_export_chooser_remember (file);
      choice->chosen (choice->widget, file, choice->data);
    }
  choice_free (choice);
  g_object_unref (chooser);
}

void
hammer_paper_choose_file (GtkWidget             *widget,
                          const char            *suggested_name,
                          const char            *mime_type,
                          HammerPaperChosenFunc  chosen,
                          gpointer               data,
                          GDestroyNotify         destroy)
{
  GtkRoot *root = gtk_widget_get_root (widget);
  g_autofree char *name = g_strdelimit (g_strdup (suggested_name), "/\\", '-');
  GtkFileChooserNative *chooser;
  Choice *choice;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (suggested_name != NULL && chosen != NULL);

  choice = g_new0 (Choice, 1);
  choice->widget = g_object_ref (widget);
  choice->chosen = chosen;
  choice->data = data;
  choice->destroy = destroy;
  chooser = gtk_file_chooser_native_new (_("Export"),
                                         GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Export"),
                                         _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  hammer_export_chooser_start (GTK_FILE_CHOOSER (chooser));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  if (mime_type != NULL)
    {
      g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
      g_autofree char *description = g_content_type_get_description (mime_type);

      gtk_file_filter_set_name (filter, description);
      gtk_file_filter_add_mime_type (filter, mime_type);
      gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
    }
  g_signal_connect (chooser, "response", G_CALLBACK (file_chosen_cb), choice);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* The season and league pages export the same kinds of file, so they name
 * and type them alike. */
void
hammer_paper_choose_export (GtkWidget             *widget,
                            const char            *title,
                            const char            *document,
                            const char            *csv_name,
                            HammerPaperChosenFunc  chosen)
{
  g_autofree char *name = NULL;
  const char *mime_type;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (document != NULL);

  if (csv_name != NULL)
    {
      name = g_strdup (csv_name);
      mime_type = "text/csv";
    }
  else if (g_str_equal (document, "html"))
    {
      name = g_strdup_printf ("%s.html", title);
      mime_type = "text/html";
    }
  else
    {
      name = g_strdup_printf ("%s.json", title);
      mime_type = "application/json";
    }
  hammer_paper_choose_file (widget, name, mime_type, chosen, g_strdup (document), g_free);
}

void
hammer_paper_report_saved (GtkWidget    *widget,
                           GFile        *file,
                           const GError *error)
{
  GtkRoot *root;
  g_autofree char *name = NULL;
  g_autofree char *message = NULL;

  g_return_if_fail (GTK_IS_WIDGET (widget));

  if (error != NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hammer_window_report_error_near (widget, error);
      return;
    }
  root = gtk_widget_get_root (widget);
  name = g_file_get_basename (file);
  /* TRANSLATORS: a toast; %s is the name of the saved file. */
  message = g_strdup_printf (_("Saved “%s”"), name);
  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_change (HAMMER_WINDOW (root), message, 0);
}
