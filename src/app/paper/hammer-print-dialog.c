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
#include <string.h>

#include "events/hammer-event.h"
#include "events/hammer-event-matches.h"
#include "hammer-app-utils.h"
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
    case HAMMER_SHEET_SIGN_IN:
      return _("Sign-in list");
    case HAMMER_SHEET_PAIRINGS:
      return _("Pairings");
    case HAMMER_SHEET_CLASSIFICATION:
      return _("Final classification");
    case HAMMER_SHEET_CERTIFICATES:
      return _("Certificates");
    case HAMMER_SHEET_BOARD_SIGNS:
      return _("Board signs");
    case HAMMER_SHEET_TIMETABLE:
      return _("Timetable");
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
  /* As the size row lists them: A4, Letter, A3. */
  options->paper = (HammerPaper[]) { HAMMER_PAPER_A4, HAMMER_PAPER_LETTER,
                                     HAMMER_PAPER_A3 }[MIN (adw_combo_row_get_selected (
                                                              self->paper_row), 2)];
  options->landscape = adw_combo_row_get_selected (self->orientation_row) == 1;
  if (options->kind == HAMMER_SHEET_SCORE_SHEETS)
    {
      options->filled = gtk_switch_get_active (self->filled_switch);
      options->round = round < self->rounds->len ? g_array_index (self->rounds, guint, round) : 0;
      options->round_name = round < self->round_names->len
                            ? g_ptr_array_index (self->round_names, round) : NULL;
      options->board = board < self->boards->len ? g_array_index (self->boards, guint, board) : 0;
    }
  /* Pairings go by the round's number: a Swiss round has one bracket. */
  if (options->kind == HAMMER_SHEET_PAIRINGS)
    options->round = round < self->rounds->len ? g_array_index (self->rounds, guint, round) : 0;
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
  HammerSheetKind kind = selected_kind (self);
  gboolean sheets = kind == HAMMER_SHEET_SCORE_SHEETS;

  gtk_widget_set_visible (GTK_WIDGET (self->round_row),
                          (sheets || kind == HAMMER_SHEET_PAIRINGS) && self->rounds->len > 1);
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
  if (!hammer_print_local_path (task, file, &job->path))
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
  hammer_export_chooser_remember (file);
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
    case HAMMER_SHEET_SIGN_IN:
      return _("sign-in list");
    case HAMMER_SHEET_PAIRINGS:
      return _("pairings");
    case HAMMER_SHEET_CLASSIFICATION:
      return _("classification");
    case HAMMER_SHEET_CERTIFICATES:
      return _("certificates");
    case HAMMER_SHEET_BOARD_SIGNS:
      return _("board signs");
    case HAMMER_SHEET_TIMETABLE:
      return _("timetable");
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
  hammer_export_chooser_start (GTK_FILE_CHOOSER (self->chooser));
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
    g_signal_connect_object (operation, "done", G_CALLBACK (hammer_print_done_cb), parent, 0);
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

/* Whether the event has a document of @kind to print: a bracket or a
 * cross-table for its draw, pairings for rounds played all at once,
 * certificates once it is over, board signs once its boards have pages on
 * the network, a timetable while matches are called to boards. */
static gboolean
kind_applies (HammerPrintDialog *self,
              HammerEvent       *event,
              HammerSheetKind    kind)
{
  const HammerFormatInfo *info = hammer_format_get_info (hammer_event_get_format (event));
  HammerDrawShape shape = info->draw_shape;

  switch (kind)
    {
    case HAMMER_SHEET_BRACKET:
      return shape != HAMMER_DRAW_SHAPE_ROUNDS && shape != HAMMER_DRAW_SHAPE_RANKING;
    case HAMMER_SHEET_RANKING_BY_CLASS:
      return info->ranks_by_class && hammer_event_get_classes (event)[0] != NULL;
    case HAMMER_SHEET_PAIRINGS:
      return hammer_event_get_format (event) == HAMMER_FORMAT_SWISS ||
             hammer_event_get_format (event) == HAMMER_FORMAT_ROUND_ROBIN;
    case HAMMER_SHEET_CERTIFICATES:
      return hammer_event_get_state (event) == HAMMER_EVENT_FINISHED;
    case HAMMER_SHEET_BOARD_SIGNS:
      return !info->own_cards && hammer_sheets_boards_have_urls (self->store, self->event_id);
    case HAMMER_SHEET_TIMETABLE:
      return !info->own_cards && hammer_event_get_state (event) != HAMMER_EVENT_FINISHED;
    default:
      return TRUE;
    }
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
  const char *current_name = NULL;
  guint current = 0, zero = 0;

  for (HammerSheetKind k = HAMMER_SHEET_SCORE_SHEETS; k <= HAMMER_SHEET_TIMETABLE; k++)
    {
      if (!kind_applies (self, event, k))
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
