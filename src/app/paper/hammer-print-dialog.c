/* hammer-print-dialog.c — printing an event's documents, or saving them as PDF
 *
 * The documents are laid out by the core's sheet renderer in a thread; a
 * PDF is written there too, atomically, and printing draws the same pages
 * on the printer's Cairo context.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "events/hammer-event.h"
#include "events/hammer-event-matches.h"
#include "hammer-print-dialog.h"
#include "hammer-window.h"

struct _HammerPrintDialog
{
  AdwWindow        parent_instance;

  AdwWindowTitle  *window_title;
  GtkButton       *go_button;
  GtkSpinner      *spinner;
  GtkRevealer     *error_revealer;
  GtkLabel        *error_label;
  AdwComboRow     *kind_row;
  AdwComboRow     *round_row;
  AdwComboRow     *board_row;
  AdwActionRow    *filled_row;
  GtkSwitch       *filled_switch;
  AdwPreferencesGroup *paper_group;
  AdwComboRow     *paper_row;
  AdwComboRow     *orientation_row;

  HammerStore     *store;
  gint64           event_id;
  char            *event_name;
  gboolean         to_pdf;
  GArray          *kinds;       /* HammerSheetKind, as the kind row lists them */
  GArray          *rounds;      /* guint: 0 (every round), then each round */
  GPtrArray       *round_names; /* beside them: NULL, then each round's name */
  GArray          *boards;      /* guint: 0 (every board), then each board */
  GCancellable    *cancellable;
  GtkFileChooserNative *chooser;
};

G_DEFINE_FINAL_TYPE (HammerPrintDialog, hammer_print_dialog, ADW_TYPE_WINDOW)

static const char *
kind_title (HammerSheetKind kind)
{
  switch (kind)
    {
    case HAMMER_SHEET_SCORE_SHEETS:
      return _("Score sheets");
    case HAMMER_SHEET_STANDINGS:
      return _("Standings");
    case HAMMER_SHEET_RESULTS:
      return _("Results");
    case HAMMER_SHEET_SCHEDULE:
      return _("Board schedule");
    case HAMMER_SHEET_BRACKET:
      return _("Bracket");
    case HAMMER_SHEET_RANKING_BY_CLASS:
      return _("Ranking by class");
    default:
      return "";
    }
}

static HammerSheetKind
selected_kind (HammerPrintDialog *self)
{
  guint i = adw_combo_row_get_selected (self->kind_row);

  return i < self->kinds->len ? g_array_index (self->kinds, HammerSheetKind, i)
                              : HAMMER_SHEET_STANDINGS;
}

static void
read_options (HammerPrintDialog  *self,
              HammerSheetOptions *options)
{
  guint round = adw_combo_row_get_selected (self->round_row);
  guint board = adw_combo_row_get_selected (self->board_row);

  hammer_sheet_options_init (options);
  options->kind = selected_kind (self);
  options->paper = adw_combo_row_get_selected (self->paper_row) == 1 ? HAMMER_PAPER_LETTER
                                                                      : HAMMER_PAPER_A4;
  options->landscape = adw_combo_row_get_selected (self->orientation_row) == 1;
  if (options->kind == HAMMER_SHEET_SCORE_SHEETS)
    {
      options->filled = gtk_switch_get_active (self->filled_switch);
      options->round = round < self->rounds->len ? g_array_index (self->rounds, guint, round) : 0;
      options->round_name = round < self->round_names->len
                            ? g_ptr_array_index (self->round_names, round) : NULL;
      options->board = board < self->boards->len ? g_array_index (self->boards, guint, board) : 0;
    }
}

static void
show_error (HammerPrintDialog *self,
            const char        *message)
{
  gtk_label_set_text (self->error_label, message != NULL ? message : "");
  gtk_revealer_set_reveal_child (self->error_revealer, message != NULL);
}

static void
set_busy (HammerPrintDialog *self,
          gboolean           busy)
{
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), busy);
  gtk_spinner_set_spinning (self->spinner, busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->go_button), !busy);
}

static void
options_changed_cb (HammerPrintDialog *self)
{
  gboolean sheets = selected_kind (self) == HAMMER_SHEET_SCORE_SHEETS;

  gtk_widget_set_visible (GTK_WIDGET (self->round_row), sheets && self->rounds->len > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->board_row), sheets && self->boards->len > 1);
  gtk_widget_set_visible (GTK_WIDGET (self->filled_row), sheets);
  show_error (self, NULL);
}

/* An event's document: what the store said, read on the main thread, for
 * a thread or the print operation to lay out. */
typedef struct
{
  HammerEventSheetSource *sheets;
  char                   *round_name;   /* what options.round_name points to */
  HammerSheetOptions      options;
} EventSource;

static void
event_source_clear (EventSource *source)
{
  g_clear_pointer (&source->sheets, hammer_event_sheet_source_unref);
  g_clear_pointer (&source->round_name, g_free);
}

static void
event_source_free (EventSource *source)
{
  event_source_clear (source);
  g_free (source);
}

static HammerLayout *
event_lay_out (gpointer      data,
               HammerPaper   paper,
               gboolean      landscape,
               GError      **error)
{
  EventSource *source = data;
  HammerSheetOptions options = source->options;

  options.paper = paper;
  options.landscape = landscape;
  return hammer_event_sheet_source_lay_out (source->sheets, &options, error);
}

/* The work of one document: the event's, and the file a thread writes. */
typedef struct
{
  EventSource  source;
  char        *path;
} Job;

static void
job_free (Job *job)
{
  event_source_clear (&job->source);
  g_free (job->path);
  g_free (job);
}

/* The local path of @file, for a thread to write to; FALSE after returning
 * to @task why there is none. */
static gboolean
local_path (GTask  *task,
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

static Job *
job_new (HammerPrintDialog  *self,
         GError            **error)
{
  Job *job = g_new0 (Job, 1);

  EventSource *source = &job->source;

  read_options (self, &source->options);
  if (!(source->sheets = hammer_event_sheet_source_new (self->store, self->event_id,
                                                        source->options.kind, error)))
    {
      job_free (job);
      return NULL;
    }
  source->round_name = g_strdup (source->options.round_name);
  source->options.round_name = source->round_name;
  return job;
}

static void
export_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job *job = task_data;
  EventSource *source = &job->source;
  GError *error = NULL;
  gboolean done;

  if (g_task_return_error_if_cancelled (task))
    return;
  done = hammer_event_sheet_source_write_file (source->sheets, &source->options, job->path,
                                               &error);
  hammer_print_task_return (task, done, error);
}

void
hammer_print_dialog_export_to_file_async (HammerPrintDialog   *self,
                                          GFile               *file,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  Job *job;

  g_return_if_fail (HAMMER_IS_PRINT_DIALOG (self));
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_print_dialog_export_to_file_async);
  if (!(job = job_new (self, &error)))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (!local_path (task, file, &job->path))
    {
      job_free (job);
      return;
    }
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, export_thread);
}

gboolean
hammer_print_dialog_export_to_file_finish (HammerPrintDialog  *self,
                                           GAsyncResult       *result,
                                           GError            **error)
{
  return hammer_print_task_finish (self, result, error);
}

/* Why the document could not be made, unless the dialog was closed. */
static void
show_failure (HammerPrintDialog *self,
              const GError      *error)
{
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  set_busy (self, FALSE);
  show_error (self, error->message);
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  HammerPrintDialog *self = HAMMER_PRINT_DIALOG (object);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;
  GtkWindow *parent;

  if (!hammer_print_dialog_export_to_file_finish (self, result, &error))
    {
      show_failure (self, error);
      return;
    }
  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (HAMMER_IS_WINDOW (parent))
    {
      g_autofree char *name = g_file_get_basename (file);
      /* Translators: a toast; %s is the name of the saved file. */
      g_autofree char *message = g_strdup_printf (_("Saved “%s”"), name);

      hammer_window_report_change (HAMMER_WINDOW (parent), message, 0);
    }
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
chooser_response_cb (HammerPrintDialog *self,
                     int                response)
{
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (self->chooser));
  g_clear_object (&self->chooser);
  if (file == NULL)
    return;
  set_busy (self, TRUE);
  hammer_print_dialog_export_to_file_async (self, file, self->cancellable, export_done_cb,
                                            g_object_ref (file));
}

/* Translators: parts of suggested file names, as in “Winter Open – standings.pdf”. */
static const char *
file_name_part (HammerSheetKind kind)
{
  switch (kind)
    {
    case HAMMER_SHEET_SCORE_SHEETS:
      return _("score sheets");
    case HAMMER_SHEET_STANDINGS:
      return _("standings");
    case HAMMER_SHEET_RESULTS:
      return _("results");
    case HAMMER_SHEET_SCHEDULE:
      return _("board schedule");
    case HAMMER_SHEET_BRACKET:
      return _("bracket");
    case HAMMER_SHEET_RANKING_BY_CLASS:
      return _("ranking by class");
    default:
      return "";
    }
}

static char *
suggested_name (HammerPrintDialog *self)
{
  /* Translators: a PDF's file name: the event, then the document. */
  g_autofree char *name = g_strdup_printf (_("%s – %s.pdf"), self->event_name,
                                           file_name_part (selected_kind (self)));

  return g_strdelimit (g_steal_pointer (&name), "/\\", '-');
}

static void
export_pdf (HammerPrintDialog *self)
{
  g_autofree char *name = suggested_name (self);
  g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

  self->chooser = gtk_file_chooser_native_new (_("Export as PDF"), GTK_WINDOW (self),
                                               GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"),
                                               _("_Cancel"));
  gtk_file_filter_set_name (filter, _("PDF documents"));
  gtk_file_filter_add_mime_type (filter, "application/pdf");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (self->chooser), filter);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (self->chooser), name);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (self->chooser), TRUE);
  g_signal_connect_swapped (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}

/* Printing */

static void
layout_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  Job *job = task_data;
  HammerSheetOptions *options = &job->source.options;
  HammerSheetDocument *sheets;
  GError *error = NULL;

  if (g_task_return_error_if_cancelled (task))
    return;
  if (!(sheets = event_lay_out (&job->source, options->paper, options->landscape, &error)))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, sheets, (GDestroyNotify) hammer_sheet_document_free);
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

  /* Letter is 215.9 × 279.4 mm; anything else is drawn as A4, scaled to fit. */
  paper = fabs (MIN (width, height) - 215.9) < 3 && fabs (MAX (width, height) - 279.4) < 3
            ? HAMMER_PAPER_LETTER : HAMMER_PAPER_A4;
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

GtkPrintOperation *
hammer_print_operation_new (HammerEventSheetSource   *sheets_source,
                            const HammerSheetOptions *options,
                            HammerSheetDocument      *sheets,
                            const char               *job_name)
{
  EventSource *source;

  g_return_val_if_fail (sheets_source != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  source = g_new0 (EventSource, 1);
  source->sheets = hammer_event_sheet_source_ref (sheets_source);
  source->round_name = g_strdup (options->round_name);
  source->options = *options;
  source->options.round_name = source->round_name;
  return hammer_print_operation_new_for_layout (event_lay_out, source,
                                                (GDestroyNotify) event_source_free,
                                                options->paper, options->landscape, sheets,
                                                job_name);
}

static void
print_done_cb (GtkPrintOperation       *operation,
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

static void
layout_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  HammerPrintDialog *self = HAMMER_PRINT_DIALOG (object);
  g_autoptr(GError) error = NULL;
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autofree char *name = NULL;
  HammerSheetDocument *sheets;
  GtkWindow *parent;
  Job *job;

  if (!(sheets = g_task_propagate_pointer (G_TASK (result), &error)))
    {
      show_failure (self, error);
      return;
    }

  job = g_task_get_task_data (G_TASK (result));
  name = suggested_name (self);
  /* The job, and the file Print to File proposes: the event and the document. */
  if (g_str_has_suffix (name, ".pdf"))
    name[strlen (name) - strlen (".pdf")] = '\0';
  operation = hammer_print_operation_new (job->source.sheets, &job->source.options, sheets,
                                          name);
  gtk_print_operation_set_embed_page_setup (operation, TRUE);
  gtk_print_operation_set_allow_async (operation, TRUE);

  /* The system dialog takes over from ours. */
  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (parent != NULL)
    g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), parent, 0);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  if (gtk_print_operation_run (operation, GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG, parent,
                               &error) == GTK_PRINT_OPERATION_RESULT_ERROR &&
      HAMMER_IS_WINDOW (parent))
    hammer_window_report_error (HAMMER_WINDOW (parent), error);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
print (HammerPrintDialog *self)
{
  g_autoptr(GTask) task = g_task_new (self, self->cancellable, layout_done_cb, NULL);
  g_autoptr(GError) error = NULL;
  Job *job;

  if (!(job = job_new (self, &error)))
    {
      show_error (self, error->message);
      return;
    }
  set_busy (self, TRUE);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, layout_thread);
}

static void
go_clicked_cb (HammerPrintDialog *self)
{
  show_error (self, NULL);
  if (self->to_pdf)
    export_pdf (self);
  else
    print (self);
}

static void
hammer_print_dialog_dispose (GObject *object)
{
  HammerPrintDialog *self = HAMMER_PRINT_DIALOG (object);

  /* Work still running for a closed dialog stops, and its result is dropped. */
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  g_clear_object (&self->chooser);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_PRINT_DIALOG);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->store);
  g_clear_pointer (&self->kinds, g_array_unref);
  g_clear_pointer (&self->rounds, g_array_unref);
  g_clear_pointer (&self->round_names, g_ptr_array_unref);
  g_clear_pointer (&self->boards, g_array_unref);
  g_clear_pointer (&self->event_name, g_free);

  G_OBJECT_CLASS (hammer_print_dialog_parent_class)->dispose (object);
}

static void
hammer_print_dialog_class_init (HammerPrintDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_print_dialog_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/paper/"
                                               "hammer-print-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, go_button);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, kind_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, round_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, board_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, filled_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, filled_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, paper_group);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, paper_row);
  gtk_widget_class_bind_template_child (widget_class, HammerPrintDialog, orientation_row);
  gtk_widget_class_bind_template_callback (widget_class, options_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, go_clicked_cb);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_print_dialog_init (HammerPrintDialog *self)
{
  self->kinds = g_array_new (FALSE, FALSE, sizeof (HammerSheetKind));
  self->rounds = g_array_new (FALSE, FALSE, sizeof (guint));
  self->round_names = g_ptr_array_new_with_free_func (g_free);
  self->boards = g_array_new (FALSE, FALSE, sizeof (guint));
  self->cancellable = g_cancellable_new ();
  gtk_widget_init_template (GTK_WIDGET (self));
}

/* Fills the rows from the event: the documents it has, its rounds (the
 * current one chosen: the first with a match still to play) and boards.
 * A round is named as the app names it (“Winners’ round 2”), so a double
 * elimination's brackets are rounds of their own. */
static void
fill_from_event (HammerPrintDialog  *self,
                 HammerEvent        *event,
                 HammerEventMatches *matches,
                 HammerSheetKind     kind)
{
  g_autoptr(GtkStringList) kinds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) rounds = gtk_string_list_new (NULL);
  g_autoptr(GtkStringList) boards = gtk_string_list_new (NULL);
  const HammerFormatInfo *info = hammer_format_get_info (hammer_event_get_format (event));
  HammerDrawShape shape = info->draw_shape;
  GListModel *board_list = hammer_event_matches_get_boards (matches);
  gboolean classes = hammer_event_get_classes (event)[0] != NULL;
  const char *current_name = NULL;
  guint current = 0, zero = 0;

  for (HammerSheetKind k = HAMMER_SHEET_SCORE_SHEETS; k <= HAMMER_SHEET_RANKING_BY_CLASS; k++)
    {
      /* A knock-out prints its bracket, a round robin its cross-table,
       * groups both. */
      if (k == HAMMER_SHEET_BRACKET && (shape == HAMMER_DRAW_SHAPE_ROUNDS ||
                                        shape == HAMMER_DRAW_SHAPE_RANKING))
        continue;
      if (k == HAMMER_SHEET_RANKING_BY_CLASS && (info == NULL || !info->ranks_by_class ||
                                                 !classes))
        continue;
      g_array_append_val (self->kinds, k);
      gtk_string_list_append (kinds, k == HAMMER_SHEET_BRACKET &&
                                     shape == HAMMER_DRAW_SHAPE_CROSS_TABLE
                                     ? _("Cross-table") : kind_title (k));
    }
  adw_combo_row_set_model (self->kind_row, G_LIST_MODEL (kinds));
  for (guint i = 0; i < self->kinds->len; i++)
    if (g_array_index (self->kinds, HammerSheetKind, i) == kind)
      adw_combo_row_set_selected (self->kind_row, i);

  g_array_append_val (self->rounds, zero);
  g_ptr_array_add (self->round_names, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (matches)); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (G_LIST_MODEL (matches), i);
      guint round = hammer_event_match_get_round (match);
      const char *name = hammer_event_match_get_round_name (match);
      HammerEventMatchState state = hammer_event_match_get_state (match);
      guint r = 1;

      if (round == 0 || name == NULL || *name == '\0')
        continue;
      while (r < self->round_names->len && !g_str_equal (g_ptr_array_index (self->round_names, r),
                                                         name))
        r++;
      if (r == self->round_names->len)
        {
          /* By round; a round's brackets in the order the matches list them. */
          for (r = self->rounds->len; r > 1 && g_array_index (self->rounds, guint, r - 1) > round;
               r--)
            ;
          g_array_insert_val (self->rounds, r, round);
          g_ptr_array_insert (self->round_names, (int) r, g_strdup (name));
        }
      if ((current == 0 || round < current) &&
          (state == HAMMER_EVENT_MATCH_READY || state == HAMMER_EVENT_MATCH_IN_PROGRESS))
        {
          current = round;
          current_name = g_ptr_array_index (self->round_names, r);
        }
    }
  gtk_string_list_append (rounds, _("Every round"));
  for (guint r = 1; r < self->round_names->len; r++)
    gtk_string_list_append (rounds, g_ptr_array_index (self->round_names, r));
  adw_combo_row_set_model (self->round_row, G_LIST_MODEL (rounds));
  /* With nothing to play, the last round. */
  for (guint r = 1; r < self->round_names->len; r++)
    if (current_name == NULL ? r + 1 == self->round_names->len
                             : g_str_equal (g_ptr_array_index (self->round_names, r), current_name))
      adw_combo_row_set_selected (self->round_row, r);

  g_array_append_val (self->boards, zero);
  gtk_string_list_append (boards, _("Every board"));
  for (guint i = 0; i < g_list_model_get_n_items (board_list); i++)
    {
      g_autoptr(HammerBoard) board = g_list_model_get_item (board_list, i);
      guint number = hammer_board_get_number (board);

      g_array_append_val (self->boards, number);
      gtk_string_list_append (boards, hammer_board_get_name (board));
    }
  adw_combo_row_set_model (self->board_row, G_LIST_MODEL (boards));
  adw_combo_row_set_selected (self->board_row, 0);

  /* After the last result, sheets are wanted for the records, filled in. */
  gtk_switch_set_active (self->filled_switch,
                         hammer_event_get_state (event) == HAMMER_EVENT_FINISHED);
}

void
hammer_print_dialog_present (GtkWidget       *parent_widget,
                             HammerStore     *store,
                             gint64           event_id,
                             HammerSheetKind  kind,
                             gboolean         to_pdf)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(HammerEventMatches) matches = NULL;
  GtkRoot *root;
  HammerPrintDialog *self;

  g_return_if_fail (GTK_IS_WIDGET (parent_widget));
  g_return_if_fail (HAMMER_IS_STORE (store));

  root = gtk_widget_get_root (parent_widget);
  if (!(event = hammer_events_get_event (store, event_id, &error)) ||
      !(matches = hammer_event_matches_new (store, event_id, &error)))
    {
      if (HAMMER_IS_WINDOW (root))
        hammer_window_report_error (HAMMER_WINDOW (root), error);
      return;
    }

  self = g_object_new (HAMMER_TYPE_PRINT_DIALOG,
                       "transient-for", GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, NULL);
  self->store = g_object_ref (store);
  self->event_id = event_id;
  self->to_pdf = to_pdf;
  self->event_name = g_strdup (hammer_event_get_name (event));
  fill_from_event (self, event, matches, kind);

  if (hammer_print_default_paper () == HAMMER_PAPER_LETTER)
    adw_combo_row_set_selected (self->paper_row, 1);
  if (kind == HAMMER_SHEET_BRACKET)
    adw_combo_row_set_selected (self->orientation_row, 1);

  /* A printer's paper is chosen in the printer's dialog, and the pages follow it. */
  gtk_widget_set_visible (GTK_WIDGET (self->paper_group), to_pdf);
  adw_window_title_set_title (self->window_title, to_pdf ? _("Export as PDF") : _("Print"));
  adw_window_title_set_subtitle (self->window_title, self->event_name);
  gtk_button_set_label (self->go_button, to_pdf ? _("_Export…") : _("_Print…"));
  options_changed_cb (self);
  gtk_window_present (GTK_WINDOW (self));
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
  if (local_path (task, file, &job->path))
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
    g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), parent, 0);
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
