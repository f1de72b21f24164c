/* hammer-print.c — printing any document of the shared renderer, and
 * writing it as PDF, off the main thread
 *
 * A document is laid out by the core's renderer in a thread; printing draws
 * the same pages on the printer's Cairo context, laid out again for the
 * paper the printer's dialog settles on, and a PDF is written atomically.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "hammer-print.h"
#include "hammer-window.h"

/* The local path of @file, for a thread to write to; FALSE after returning
 * to @task why there is none. */
gboolean
hammer_print_local_path (GTask  *task,
                         GFile  *file,
                         char  **path)
{
  g_autofree char *uri = NULL;

  if ((*path = g_file_get_path (file)) != NULL)
    return TRUE;
  uri = g_file_get_uri (file);
  g_task_return_new_error (task, HAMMER_ERROR, HAMMER_ERROR_IO,
                           _("“%s” is not a local file; choose a folder on this computer"),
                           uri);
  return FALSE;
}

void
hammer_print_done_cb (GtkPrintOperation       *operation,
                      GtkPrintOperationResult  result,
                      GtkWindow               *parent)
{
  g_autoptr(GError) error = NULL;

  if (result == GTK_PRINT_OPERATION_RESULT_ERROR)
    {
      gtk_print_operation_get_error (operation, &error);
      if (HAMMER_IS_WINDOW (parent) && error != NULL)
        hammer_window_report_error (HAMMER_WINDOW (parent), error);
    }
}

void
hammer_print_task_return (GTask    *task,
                          gboolean  done,
                          GError   *error)
{
  if (!done)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

gboolean
hammer_print_task_finish (gpointer       source_object,
                          GAsyncResult  *result,
                          GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, source_object), FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

/* What a print operation draws from: the function that lays the document
 * out, and the pages laid out for the paper the printer's dialog settled on. */
typedef struct
{
  HammerPrintLayoutFunc  lay_out;
  gpointer               data;
  GDestroyNotify         destroy;
  HammerPaper            paper;
  gboolean               landscape;
  HammerLayout          *layout;
} PrintData;

static void
print_data_clear (PrintData *data)
{
  if (data->destroy != NULL)
    data->destroy (data->data);
  g_clear_pointer (&data->layout, hammer_layout_free);
}

static void
print_data_free (PrintData *data)
{
  print_data_clear (data);
  g_free (data);
}

/* The pages follow the paper and orientation chosen in the printer's
 * dialog: laid out again when they differ from what was laid out. */
static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintData         *data)
{
  GtkPageSetup *setup = gtk_print_context_get_page_setup (context);
  GtkPageOrientation orientation = gtk_page_setup_get_orientation (setup);
  double width = gtk_page_setup_get_paper_width (setup, GTK_UNIT_MM);
  double height = gtk_page_setup_get_paper_height (setup, GTK_UNIT_MM);
  g_autoptr(GError) error = NULL;
  HammerLayout *layout;
  HammerPaper paper;
  gboolean landscape;

  /* Letter is 215.9 × 279.4 mm, A3 297 × 420; anything else is drawn as A4,
   * scaled to fit. */
  paper = fabs (MIN (width, height) - 215.9) < 3 && fabs (MAX (width, height) - 279.4) < 3
            ? HAMMER_PAPER_LETTER
            : fabs (MIN (width, height) - 297) < 3 && fabs (MAX (width, height) - 420) < 3
              ? HAMMER_PAPER_A3 : HAMMER_PAPER_A4;
  landscape = orientation == GTK_PAGE_ORIENTATION_LANDSCAPE ||
              orientation == GTK_PAGE_ORIENTATION_REVERSE_LANDSCAPE;
  if (data->layout == NULL || paper != data->paper || landscape != data->landscape)
    {
      if ((layout = data->lay_out (data->data, paper, landscape, &error)))
        {
          g_clear_pointer (&data->layout, hammer_layout_free);
          data->layout = layout;
          data->paper = paper;
          data->landscape = landscape;
        }
      else if (data->layout == NULL)
        {
          g_warning ("%s", error->message);
          gtk_print_operation_cancel (operation);
          return;
        }
    }
  gtk_print_operation_set_n_pages (operation, hammer_layout_get_n_pages (data->layout));
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintData         *data)
{
  hammer_layout_draw_page (data->layout, gtk_print_context_get_cairo_context (context), page,
                           gtk_print_context_get_width (context),
                           gtk_print_context_get_height (context));
}

/* What the printer's dialog was last left at in this session: the printer,
 * Print to File's folder and format, copies. Not the file's name: each
 * document proposes its own. */
static GtkPrintSettings *session_settings;

GtkPrintSettings *
hammer_print_get_session_settings (void)
{
  return session_settings;
}

static void
keep_settings_cb (GtkPrintOperation       *operation,
                  GtkPrintOperationResult  result,
                  gpointer                 user_data)
{
  GtkPrintSettings *settings = gtk_print_operation_get_print_settings (operation);
  const char *uri;

  if (result != GTK_PRINT_OPERATION_RESULT_APPLY || settings == NULL)
    return;
  g_clear_object (&session_settings);
  session_settings = gtk_print_settings_copy (settings);
  /* The file printed to gives its folder; the next document its own name. */
  if ((uri = gtk_print_settings_get (session_settings, GTK_PRINT_SETTINGS_OUTPUT_URI)) != NULL)
    {
      g_autoptr(GFile) file = g_file_new_for_uri (uri);
      g_autoptr(GFile) folder = g_file_get_parent (file);
      g_autofree char *path = folder != NULL ? g_file_get_path (folder) : NULL;

      if (path != NULL)
        gtk_print_settings_set (session_settings, GTK_PRINT_SETTINGS_OUTPUT_DIR, path);
      gtk_print_settings_unset (session_settings, GTK_PRINT_SETTINGS_OUTPUT_URI);
    }
  gtk_print_settings_unset (session_settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME);
}

/* The session's settings, with @job_name as the name Print to File
 * proposes rather than “output”. */
static GtkPrintSettings *
settings_for_job (const char *job_name)
{
  GtkPrintSettings *settings = session_settings != NULL
                               ? gtk_print_settings_copy (session_settings)
                               : gtk_print_settings_new ();

  if (job_name != NULL && *job_name != '\0')
    {
      g_autofree char *name = g_strdelimit (g_strdup (job_name), "/\\", '-');

      gtk_print_settings_set (settings, GTK_PRINT_SETTINGS_OUTPUT_BASENAME, name);
    }
  return settings;
}

GtkPrintOperation *
hammer_print_operation_new_for_layout (HammerPrintLayoutFunc  lay_out,
                                       gpointer               data,
                                       GDestroyNotify         destroy,
                                       HammerPaper            paper,
                                       gboolean               landscape,
                                       HammerLayout          *layout,
                                       const char            *job_name)
{
  GtkPrintOperation *operation;
  g_autoptr(GtkPageSetup) setup = NULL;
  g_autoptr(GtkPaperSize) paper_size = NULL;
  g_autoptr(GtkPrintSettings) settings = settings_for_job (job_name);
  PrintData *print;

  g_return_val_if_fail (lay_out != NULL, NULL);

  print = g_new0 (PrintData, 1);
  print->lay_out = lay_out;
  print->data = data;
  print->destroy = destroy;
  print->paper = paper;
  print->landscape = landscape;
  print->layout = layout;

  operation = gtk_print_operation_new ();
  g_object_set_data_full (G_OBJECT (operation), "hammer-print-data", print,
                          (GDestroyNotify) print_data_free);
  setup = gtk_page_setup_new ();
  paper_size = gtk_paper_size_new (paper == HAMMER_PAPER_LETTER ? GTK_PAPER_NAME_LETTER
                                  : paper == HAMMER_PAPER_A3 ? GTK_PAPER_NAME_A3
                                  : GTK_PAPER_NAME_A4);
  gtk_page_setup_set_paper_size_and_default_margins (setup, paper_size);
  gtk_page_setup_set_orientation (setup, landscape ? GTK_PAGE_ORIENTATION_LANDSCAPE
                                                   : GTK_PAGE_ORIENTATION_PORTRAIT);
  gtk_print_operation_set_default_page_setup (operation, setup);
  /* The pages carry their own margins, header and footer. */
  gtk_print_operation_set_use_full_page (operation, TRUE);
  if (layout != NULL)
    gtk_print_operation_set_n_pages (operation, hammer_layout_get_n_pages (layout));
  if (job_name != NULL)
    gtk_print_operation_set_job_name (operation, job_name);
  gtk_print_operation_set_print_settings (operation, settings);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), print);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), print);
  g_signal_connect (operation, "done", G_CALLBACK (keep_settings_cb), NULL);
  return operation;
}

HammerPaper
hammer_print_default_paper (void)
{
  const char *language = g_getenv ("LC_PAPER") ? g_getenv ("LC_PAPER") : g_getenv ("LANG");

  /* Letter where it is the custom, A4 elsewhere. */
  if (language != NULL && (g_str_has_prefix (language, "en_US") ||
                           g_str_has_prefix (language, "en_CA") ||
                           g_str_has_prefix (language, "es_MX")))
    return HAMMER_PAPER_LETTER;
  return HAMMER_PAPER_A4;
}

/* A document to lay out in a thread, then print (as the print operation
 * will, the same data) or write. */
typedef struct
{
  PrintData  print;
  char      *path;
  char      *job_name;
} LayoutJob;

static void
layout_job_free (LayoutJob *job)
{
  print_data_clear (&job->print);
  g_free (job->path);
  g_free (job->job_name);
  g_free (job);
}

static LayoutJob *
layout_job_new (HammerPrintLayoutFunc  lay_out,
                gpointer               data,
                GDestroyNotify         destroy)
{
  LayoutJob *job = g_new0 (LayoutJob, 1);

  job->print.lay_out = lay_out;
  job->print.data = data;
  job->print.destroy = destroy;
  job->print.paper = hammer_print_default_paper ();
  return job;
}

static void
write_layout_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  LayoutJob *job = task_data;
  g_autoptr(HammerLayout) layout = NULL;
  GError *error = NULL;
  gboolean done;

  if (g_task_return_error_if_cancelled (task))
    return;
  layout = job->print.lay_out (job->print.data, job->print.paper, job->print.landscape, &error);
  done = layout != NULL && hammer_layout_write_to_file (layout, job->path, &error);
  hammer_print_task_return (task, done, error);
}

void
hammer_print_export_async (HammerPrintLayoutFunc  lay_out,
                           gpointer               data,
                           GDestroyNotify         destroy,
                           GFile                 *file,
                           GCancellable          *cancellable,
                           GAsyncReadyCallback    callback,
                           gpointer               user_data)
{
  g_autoptr(GTask) task = NULL;
  LayoutJob *job;

  g_return_if_fail (lay_out != NULL);
  g_return_if_fail (G_IS_FILE (file));

  job = layout_job_new (lay_out, data, destroy);
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_print_export_async);
  g_task_set_task_data (task, job, (GDestroyNotify) layout_job_free);
  if (hammer_print_local_path (task, file, &job->path))
    g_task_run_in_thread (task, write_layout_thread);
}

gboolean
hammer_print_export_finish (GAsyncResult  *result,
                            GError       **error)
{
  return hammer_print_task_finish (NULL, result, error);
}

static void
run_laid_out_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(GtkWidget) widget = user_data;
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GError) error = NULL;
  LayoutJob *job = g_task_get_task_data (G_TASK (result));
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWindow *parent = GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      hammer_window_report_error_near (widget, error);
      return;
    }
  /* The operation takes the pages and the function from the job. */
  operation = hammer_print_operation_new_for_layout (job->print.lay_out, job->print.data,
                                                     job->print.destroy, job->print.paper,
                                                     job->print.landscape,
                                                     g_steal_pointer (&job->print.layout),
                                                     job->job_name);
  job->print.destroy = NULL;
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_allow_async (operation, TRUE);
  if (parent != NULL)
    g_signal_connect_object (operation, "done", G_CALLBACK (hammer_print_done_cb), parent, 0);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent,
                               &error) == GTK_PRINT_OPERATION_RESULT_ERROR)
    hammer_window_report_error_near (widget, error);
}

static void
lay_out_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  LayoutJob *job = task_data;
  GError *error = NULL;

  job->print.layout = job->print.lay_out (job->print.data, job->print.paper,
                                          job->print.landscape, &error);
  hammer_print_task_return (task, job->print.layout != NULL, error);
}

void
hammer_print_run (GtkWidget             *widget,
                  HammerPrintLayoutFunc  lay_out,
                  gpointer               data,
                  GDestroyNotify         destroy,
                  const char            *job_name)
{
  g_autoptr(GTask) task = NULL;
  LayoutJob *job;

  g_return_if_fail (GTK_IS_WIDGET (widget));
  g_return_if_fail (lay_out != NULL);

  job = layout_job_new (lay_out, data, destroy);
  job->job_name = g_strdup (job_name);
  task = g_task_new (NULL, NULL, run_laid_out_cb, g_object_ref (widget));
  g_task_set_task_data (task, job, (GDestroyNotify) layout_job_free);
  g_task_run_in_thread (task, lay_out_thread);
}
