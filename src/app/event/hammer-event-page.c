/* hammer-event-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-event.h"
#include "events/hammer-event-files.h"
#include "hammer-board-entry-window.h"
#include "hammer-boards-view.h"
#include "hammer-display-window.h"
#include "hammer-draw-view.h"
#include "hammer-entrants-view.h"
#include "hammer-matches-view.h"
#include "hammer-event-item.h"
#include "hammer-event-page-private.h"
#include "hammer-app-utils.h"
#include "hammer-print-dialog.h"
#include "hammer-score-dialog.h"
#include "hammer-season-paper.h"
#include "hammer-standings-view.h"
#include "hammer-window.h"

struct _HammerEventPage
{
  GtkWidget parent_instance;

  HammerStore *store;
  gint64 event_id;
  gboolean folded;
  /* The event shown, or NULL while none can be read. */
  HammerEvent *event;
  /* The event's name, for file names and messages. */
  char *event_name;
  /* The toast of a deletion on the store's writer, or NULL: one at a time. */
  char *deleting;
  GCancellable *cancellable;

  AdwHeaderBar *header_bar;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewStack *stack;
  AdwStatusPage *failed_page;
  GtkWidget *retry_button;
  /* Play on a day, or off it (hammer-event-page-day.c). */
  GMenu *day_section;
};

G_DEFINE_FINAL_TYPE (HammerEventPage, hammer_event_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_STORE,
  PROP_EVENT_ID,
  PROP_FOLDED,
  PROP_EVENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static HammerWindow *
get_window (HammerEventPage *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  return HAMMER_IS_WINDOW (root) ? HAMMER_WINDOW (root) : NULL;
}

static void
report_error (HammerEventPage *self,
              const GError    *error)
{
  HammerWindow *window = get_window (self);

  if (window != NULL)
    hammer_window_report_error (window, error);
  else
    g_warning ("%s", error->message);
}

/* Every view shows the same event of the same store. */
static void
update_views (HammerEventPage *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->stack));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      AdwViewStackPage *page = adw_view_stack_get_page (self->stack, child);
      GtkWidget *view = adw_view_stack_page_get_child (page);

      g_object_set (view, "store", self->store, "event-id", self->event_id, NULL);
    }
}

/* How the event's draw is shown. */
static HammerDrawShape
draw_shape (HammerEvent *event)
{
  return hammer_format_get_info (hammer_event_get_format (event))->draw_shape;
}

static void
update_title (HammerEventPage *self)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  g_autofree char *subtitle = NULL;
  g_autofree char *date = NULL;
  GtkWidget *draw_view;
  const char *venue;

  _hammer_event_page_fill_day_section (self->day_section, self->store,
                                       self->event != NULL ? self->event_id : 0);
  if (self->event == NULL)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "event.board-entry", FALSE);
      adw_view_switcher_title_set_subtitle (self->switcher_title, "");
      return;
    }

  g_free (self->event_name);
  self->event_name = g_strdup (hammer_event_get_name (self->event));
  if (self->event_name == NULL)
    self->event_name = g_strdup ("");
  date = hammer_format_date_for_display (hammer_event_get_date (self->event));
  venue = hammer_event_get_venue (self->event);
  if (date != NULL)
    g_ptr_array_add (parts, (gpointer) date);
  if (venue != NULL)
    g_ptr_array_add (parts, (gpointer) venue);
  g_ptr_array_add (parts, NULL);
  subtitle = g_strjoinv (" · ", (char **) parts->pdata);

  /* The title is bound to the event's name in the template. */
  adw_view_switcher_title_set_subtitle (self->switcher_title, subtitle);
  /* Phones enter results at boards; an event without boards has none. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event.board-entry",
                                 hammer_event_get_n_boards (self->event) > 0);

  /* A series is not drawn into a bracket; its draw view is the ranking. */
  draw_view = adw_view_stack_get_child_by_name (self->stack, "draw");
  if (draw_view != NULL)
    adw_view_stack_page_set_title (adw_view_stack_get_page (self->stack, draw_view),
                                   draw_shape (self->event) == HAMMER_DRAW_SHAPE_RANKING
                                   ? _("Ranking") : _("Draw"));
}

/* Shows why the event could not be read, with a button to try again, in
 * place of views that would show an empty event; NULL shows the views. */
static void
show_read_error (HammerEventPage *self,
                 const char      *message)
{
  if (message != NULL)
    {
      hammer_status_page_set_plain_description (self->failed_page, message);
      /* Read out with the focused button. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->retry_button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->failed_page), message != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->stack), message == NULL);
}

/* The event read once fails to read again after a change: its views would
 * show it as it was, so the page says why instead, until a read succeeds. */
static void
event_read_error_cb (HammerEventPage *self)
{
  show_read_error (self, hammer_event_get_read_error (self->event));
}

/* The event of the page's id in its store, read again; FALSE when the
 * store has no such event. */
static gboolean
read_event (HammerEventPage *self)
{
  g_autoptr(GError) error = NULL;

  if (self->event != NULL)
    {
      g_signal_handlers_disconnect_by_func (self->event, event_read_error_cb, self);
      g_clear_object (&self->event);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
    }
  show_read_error (self, NULL);
  if (self->store == NULL || self->event_id == 0)
    return TRUE;
  if ((self->event = hammer_events_get_event (self->store, self->event_id, &error)))
    {
      g_signal_connect_object (self->event, "notify::read-error",
                               G_CALLBACK (event_read_error_cb), self, G_CONNECT_SWAPPED);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT]);
      return TRUE;
    }
  if (g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND))
    return FALSE;
  show_read_error (self, error->message);
  return TRUE;
}

static void
read_again_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (widget);

  /* Gone meanwhile: as when another change takes it away. */
  if (!read_event (self))
    {
      hammer_event_page_set_event_id (self, 0);
      return;
    }
  update_title (self);
}

static void
store_changed_cb (HammerEventPage *self,
                  HammerChangeSet *changes)
{
  /* A day made or gone is one to play on, or none. */
  if (hammer_change_set_touches (changes, HAMMER_TABLE_DAYS))
    _hammer_event_page_fill_day_section (self->day_section, self->store,
                                         self->event != NULL ? self->event_id : 0);
  if (self->event_id == 0 || !hammer_change_set_touches_event (changes, self->event_id))
    return;
  /* The event follows the store itself, maybe after this handler. */
  if (self->event != NULL)
    hammer_event_update (self->event, changes);
  /* An undone creation or a deletion takes the event away under us;
   * an event that cannot be read stays open. */
  if ((self->event == NULL && !read_event (self)) ||
      (self->event != NULL && hammer_event_get_deleted (self->event)))
    {
      hammer_event_page_set_event_id (self, 0);
      return;
    }
  update_title (self);
}

/* The view a director wants first: entrants while setting up, the boards
 * while playing, the standings when it is over. */
static const char *
view_for_state (HammerEventPage *self)
{
  HammerEventState state;

  if (self->event == NULL)
    return "entrants";
  state = hammer_event_get_state (self->event);
  if (state == HAMMER_EVENT_FINISHED)
    return "standings";
  /* A series has no boards to call matches to: its ranking is what
   * everybody watches. */
  if (state == HAMMER_EVENT_IN_PROGRESS &&
      hammer_format_get_info (hammer_event_get_format (self->event))->own_cards)
    return "draw";
  if (state == HAMMER_EVENT_IN_PROGRESS)
    return "boards";
  return "entrants";
}

void
hammer_event_page_set_event_id (HammerEventPage *self,
                                gint64           event_id)
{
  g_return_if_fail (HAMMER_IS_EVENT_PAGE (self));

  if (self->event_id == event_id)
    return;
  self->event_id = event_id;
  read_event (self);
  update_title (self);
  update_views (self);
  if (event_id != 0)
    hammer_event_page_show_view (self, view_for_state (self));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event.delete",
                                 event_id != 0 && self->deleting == NULL);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT_ID]);
}

gint64
hammer_event_page_get_event_id (HammerEventPage *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_PAGE (self), 0);

  return self->event_id;
}

void
hammer_event_page_show_view (HammerEventPage *self,
                             const char      *name)
{
  g_return_if_fail (HAMMER_IS_EVENT_PAGE (self));
  g_return_if_fail (name != NULL);

  if (adw_view_stack_get_child_by_name (self->stack, name) != NULL)
    adw_view_stack_set_visible_child_name (self->stack, name);
}

void
hammer_event_page_show_match (HammerEventPage *self,
                              gint64           match_id)
{
  GtkWidget *view;

  g_return_if_fail (HAMMER_IS_EVENT_PAGE (self));

  hammer_event_page_show_view (self, "matches");
  view = adw_view_stack_get_child_by_name (self->stack, "matches");
  if (HAMMER_IS_MATCHES_VIEW (view))
    hammer_matches_view_show_match (HAMMER_MATCHES_VIEW (view), match_id);
}

const char *
hammer_event_page_get_view (HammerEventPage *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_PAGE (self), NULL);

  return adw_view_stack_get_visible_child_name (self->stack);
}

static void
visible_view_changed_cb (HammerEventPage *self)
{
  GtkWidget *view = adw_view_stack_get_visible_child (self->stack);

  /* The first control of a view is where the keyboard should be. */
  if (view != NULL && gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_child_focus (view, GTK_DIR_TAB_FORWARD);
}

/* Actions */

static void
show_view_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  hammer_event_page_show_view (HAMMER_EVENT_PAGE (widget), g_variant_get_string (parameter, NULL));
}

/* Ctrl+Page Down and Ctrl+Page Up walk through the views, as through tabs. */
static void
cycle_view_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (widget);
  GtkSelectionModel *pages = adw_view_stack_get_pages (self->stack);
  guint n_pages = g_list_model_get_n_items (G_LIST_MODEL (pages));
  int step = g_variant_get_int32 (parameter);
  guint current = 0;

  if (n_pages == 0)
    {
      g_object_unref (pages);
      return;
    }
  for (guint i = 0; i < n_pages; i++)
    if (gtk_selection_model_is_selected (pages, i))
      current = i;
  gtk_selection_model_select_item (pages, (current + n_pages + step) % n_pages, TRUE);
  g_object_unref (pages);
}

typedef struct
{
  GtkWidget *page;
  GFile *file;
} Export;

static void
export_free (Export *export)
{
  g_clear_object (&export->page);
  g_clear_object (&export->file);
  g_free (export);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Export, export_free)

static void
export_saved_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(Export) export = user_data;
  g_autoptr(GError) error = NULL;

  hammer_paper_save_text_finish (result, &error);
  hammer_paper_report_saved (export->page, export->file, error);
}

static void
export_chosen_cb (GtkWidget *widget,
                  GFile     *file,
                  gpointer   data)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (widget);
  HammerEventFile kind = GPOINTER_TO_INT (data);
  g_autoptr(GError) error = NULL;
  Export *export;
  char *text;

  if (!(text = hammer_events_export_text (self->store, self->event_id, kind, NULL, &error)))
    {
      report_error (self, error);
      return;
    }
  export = g_new0 (Export, 1);
  export->page = g_object_ref (widget);
  export->file = g_object_ref (file);
  hammer_paper_save_text_async (file, text, NULL, export_saved_cb, export);
}

/* Print and Export as PDF open on the document of the view in front: the
 * standings, the bracket of the draw, the boards' schedule, or the score
 * sheets of the current round. Print Score Sheets goes straight to the
 * sheets of the current round for every board, what a director prints
 * before each round. */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (widget);
  const char *view = adw_view_stack_get_visible_child_name (self->stack);
  HammerSheetKind kind = HAMMER_SHEET_SCORE_SHEETS;
  HammerEvent *event = self->event;

  if (self->event_id == 0)
    return;
  if (g_str_equal (action_name, "event.print-score-sheets"))
    kind = HAMMER_SHEET_SCORE_SHEETS;
  else if (g_strcmp0 (view, "standings") == 0)
    kind = HAMMER_SHEET_STANDINGS;
  else if (g_strcmp0 (view, "boards") == 0)
    kind = HAMMER_SHEET_SCHEDULE;
  else if (g_strcmp0 (view, "draw") == 0 && event != NULL &&
           draw_shape (event) != HAMMER_DRAW_SHAPE_ROUNDS &&
           draw_shape (event) != HAMMER_DRAW_SHAPE_RANKING)
    /* The draw as it stands: a bracket, a cross-table, or both. */
    kind = HAMMER_SHEET_BRACKET;
  else if (g_strcmp0 (view, "draw") == 0)
    kind = HAMMER_SHEET_STANDINGS;
  hammer_print_dialog_present (widget, self->store, self->event_id, kind,
                               g_str_equal (action_name, "event.export-pdf"));
}

static void
export_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (widget);
  const char *target = g_variant_get_string (parameter, NULL);
  g_autofree char *suggestion = NULL;
  const char *what, *extension;
  HammerEventFile kind;

  if (g_str_equal (target, "json"))
    {
      kind = HAMMER_EVENT_FILE_JSON;
      what = "";
      extension = "json";
    }
  else if (g_str_equal (target, "standings-csv"))
    {
      kind = HAMMER_EVENT_FILE_STANDINGS_CSV;
      /* TRANSLATORS: part of a suggested file name: "Winter Open – standings.csv". */
      what = _("standings");
      extension = "csv";
    }
  else if (g_str_equal (target, "results-csv"))
    {
      kind = HAMMER_EVENT_FILE_RESULTS_CSV;
      /* TRANSLATORS: part of a suggested file name: "Winter Open – results.csv". */
      what = _("results");
      extension = "csv";
    }
  else
    {
      kind = HAMMER_EVENT_FILE_HTML;
      what = "";
      extension = "html";
    }

  if (*what != '\0')
    suggestion = g_strdup_printf ("%s – %s.%s", self->event_name, what, extension);
  else
    suggestion = g_strdup_printf ("%s.%s", self->event_name, extension);
  hammer_paper_choose_file (widget, suggestion, NULL, export_chosen_cb, GINT_TO_POINTER (kind),
                            NULL);
}

/* Every view opens a match for its score the same way. */
static void
open_match_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (widget);
  GtkWidget *dialog;

  if (self->event_id == 0)
    return;
  dialog = hammer_score_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), self->store,
                                    self->event_id, g_variant_get_int64 (parameter));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The display window for a second screen or a projector. */
static void
display_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root))
                                             : NULL;

  if (self->event_id != 0)
    gtk_window_present (hammer_display_window_new (app, self->store, self->event_id));
}

/* The server for the boards' phones, in a window of its own. */
static void
board_entry_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);

  if (self->event_id != 0)
    hammer_board_entry_window_present (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                       self->store, self->event_id);
}

static void
deleted_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr(HammerEventPage) self = data;
  g_autofree char *message = g_steal_pointer (&self->deleting);
  g_autoptr(GError) error = NULL;
  HammerWindow *window;
  gint64 change_id;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event.delete", self->event_id != 0);
  if (!hammer_events_delete_finish (HAMMER_STORE (source), result, &change_id, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        report_error (self, error);
      return;
    }
  if ((window = get_window (self)) != NULL)
    {
      hammer_window_report_change (window, message, change_id);
      hammer_window_show_page (window, "players");
    }
}

/* A big event takes a while to delete: on the store's writer, Delete
 * insensitive meanwhile. */
static void
delete_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    gpointer          user_data)
{
  g_autoptr(HammerEventPage) self = user_data;

  if (!g_str_equal (response, "delete") || self->event_id == 0 || self->deleting != NULL)
    return;

  /* TRANSLATORS: a toast; %s is an event's name. */
  self->deleting = g_strdup_printf (_("“%s” deleted"), self->event_name);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event.delete", FALSE);
  hammer_events_delete_async (self->store, self->event_id, self->cancellable, deleted_cb,
                              g_object_ref (self));
}

static void
delete_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (widget);
  GtkWidget *dialog;
  g_autofree char *heading = NULL;

  if (self->event_id == 0)
    return;

  heading = g_strdup_printf (_("Delete “%s”?"), self->event_name);
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)), heading,
                                   _("Its entrants, draw and every result go with it. "
                                     "You can undo this right after."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "delete", _("_Delete"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "delete",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (delete_response_cb), g_object_ref (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* GObject */

static void
hammer_event_page_dispose (GObject *object)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (object);
  GtkWidget *child;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->deleting, g_free);
  /* GTK 4.8 has no gtk_widget_dispose_template(). */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (hammer_event_page_parent_class)->dispose (object);
}

static void
hammer_event_page_finalize (GObject *object)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (object);

  g_clear_object (&self->event);
  g_clear_object (&self->store);
  g_clear_pointer (&self->event_name, g_free);

  G_OBJECT_CLASS (hammer_event_page_parent_class)->finalize (object);
}

static void
set_store (HammerEventPage *self,
           HammerStore     *store)
{
  if (!hammer_follow_store (&self->store, store, G_CALLBACK (store_changed_cb), self))
    return;
  read_event (self);
  update_title (self);
  update_views (self);
}

static void
hammer_event_page_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_EVENT_ID:
      g_value_set_int64 (value, self->event_id);
      break;
    case PROP_FOLDED:
      g_value_set_boolean (value, self->folded);
      break;
    case PROP_EVENT:
      g_value_set_object (value, self->event);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_event_page_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  HammerEventPage *self = HAMMER_EVENT_PAGE (object);

  switch (prop_id)
    {
    case PROP_STORE:
      set_store (self, g_value_get_object (value));
      break;
    case PROP_EVENT_ID:
      hammer_event_page_set_event_id (self, g_value_get_int64 (value));
      break;
    case PROP_FOLDED:
      if (self->folded != g_value_get_boolean (value))
        {
          self->folded = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_event_page_class_init (HammerEventPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_event_page_dispose;
  object_class->finalize = hammer_event_page_finalize;
  object_class->get_property = hammer_event_page_get_property;
  object_class->set_property = hammer_event_page_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS);
  properties[PROP_EVENT_ID] =
    g_param_spec_int64 ("event-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FOLDED] =
    g_param_spec_boolean ("folded", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* The event shown, for the template's bindings; NULL while there is none. */
  properties[PROP_EVENT] =
    g_param_spec_object ("event", NULL, NULL, HAMMER_TYPE_EVENT,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HAMMER_TYPE_EVENT);
  g_type_ensure (HAMMER_TYPE_DRAW_VIEW);
  g_type_ensure (HAMMER_TYPE_ENTRANTS_VIEW);
  g_type_ensure (HAMMER_TYPE_MATCHES_VIEW);
  g_type_ensure (HAMMER_TYPE_BOARDS_VIEW);
  g_type_ensure (HAMMER_TYPE_STANDINGS_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/event/"
                                               "hammer-event-page.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerEventPage, header_bar);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPage, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPage, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPage, failed_page);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPage, retry_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEventPage, day_section);
  gtk_widget_class_bind_template_callback (widget_class, visible_view_changed_cb);

  gtk_widget_class_install_action (widget_class, "event.show-view", "s", show_view_action);
  gtk_widget_class_install_action (widget_class, "event.export", "s", export_action);
  gtk_widget_class_install_action (widget_class, "event.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "event.export-pdf", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "event.print-score-sheets", NULL,
                                   print_action);
  gtk_widget_class_install_action (widget_class, "event.delete", NULL, delete_action);
  gtk_widget_class_install_action (widget_class, "event.display", NULL, display_action);
  gtk_widget_class_install_action (widget_class, "event.board-entry", NULL, board_entry_action);
  gtk_widget_class_install_action (widget_class, "event.open-match", "x", open_match_action);
  gtk_widget_class_install_action (widget_class, "event.cycle-view", "i", cycle_view_action);
  gtk_widget_class_install_action (widget_class, "event.read-again", NULL, read_again_action);
  _hammer_event_page_class_day_init (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_p, GDK_CONTROL_MASK,
                                       "event.print", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK,
                                       "event.cycle-view", "i", 1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK,
                                       "event.cycle-view", "i", -1);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
hammer_event_page_init (HammerEventPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "event.board-entry", FALSE);
}

GtkWidget *
hammer_event_page_new (HammerStore *store)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_EVENT_PAGE, "store", store, NULL);
}
