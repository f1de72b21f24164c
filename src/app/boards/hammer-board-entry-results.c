/* hammer-board-entry-results.c — the results the boards send, as the desk
 * sees them
 *
 * The server stores a board's result through a connection of its own; the
 * desk's store learns of that commit from hammer_store_refresh() at once,
 * and every view follows its "changed" signal. A toast says which board
 * sent what, without Undo: the change is the board's, not the desk's. While
 * the desk confirms each result, those that wait are listed with Record
 * and Reject; a result the desk records is still the board's, but its
 * toast has Undo, since recording it was the desk's doing. The desk's
 * decision is written on the store's writer: its row waits meanwhile, and
 * the toast comes once it is stored.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-app-utils.h"
#include "hammer-board-entry-window-private.h"
#include "hammer-match-item.h"
#include "hammer-window.h"
#include "serve/hammer-agreement.h"
#include "serve/hammer-board-entry.h"

void
_hammer_board_entry_report_error (HammerBoardEntryWindow *self,
                                  const GError           *error)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("That Did Not Work"),
                                              error->message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
undo_clicked_cb (AdwToast *toast,
                 gpointer  user_data)
{
  HammerBoardEntryWindow *self = HAMMER_BOARD_ENTRY_WINDOW (user_data);
  gint64 change_id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (toast), "hammer-change"));

  /* The main window keeps what the desk may undo and says what it undid. */
  if (self->desk_window != NULL && HAMMER_IS_WINDOW (self->desk_window))
    gtk_widget_activate_action (GTK_WIDGET (self->desk_window), "window.undo", "x", change_id);
}

/* Says @message in both windows. @change_id, when not 0, is the desk's own
 * change (a result it recorded) and gets an Undo. */
static void
toast (HammerBoardEntryWindow *self,
       const char             *message,
       gint64                  change_id)
{
  g_autofree char *title = hammer_markup_escape (message);
  AdwToast *here = adw_toast_new (title);

  /* The main window's toast is where the desk looks for what changed; the
   * board entry window, perhaps in front of it, says it too. */
  if (self->desk_window != NULL && HAMMER_IS_WINDOW (self->desk_window))
    hammer_window_report_change (HAMMER_WINDOW (self->desk_window), message, change_id);
  if (change_id > 0 && self->desk_window != NULL)
    {
      adw_toast_set_button_label (here, _("_Undo"));
      g_object_set_data (G_OBJECT (here), "hammer-change", GSIZE_TO_POINTER (change_id));
      g_signal_connect_object (here, "button-clicked", G_CALLBACK (undo_clicked_cb), self, 0);
    }
  adw_toast_overlay_add_toast (self->toast_overlay, here);
}

/* "; Match 11 called to Board 1" when the board that played @played has
 * its next match now: a board's result frees its board as the desk's does,
 * and the desk hears of the match called there. A board plays one match at
 * a time, so the one on it without a result is the one just called. */
static void
append_next_on_board (HammerEventMatches *matches,
                      HammerEventMatch   *played,
                      GString            *message)
{
  GListModel *list = G_LIST_MODEL (matches);
  const char *board = hammer_event_match_get_board_name (played);

  if (board == NULL || *board == '\0')
    return;
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (list, i);

      if (match != played && g_strcmp0 (hammer_event_match_get_board_name (match), board) == 0 &&
          hammer_event_match_get_state (match) != HAMMER_EVENT_MATCH_FINISHED)
        {
          g_string_append (message, _("; "));
          /* TRANSLATORS: in a toast after a result: the next match on a board,
           * "Match 11 called to Board 1". */
          g_string_append_printf (message, _("Match %u called to %s"),
                                  hammer_event_match_get_number (match), board);
          return;
        }
    }
}

/* What a toast says of match @match_id's result from board @board. */
static char *
describe_result (HammerBoardEntryWindow *self,
                 gint64                  match_id,
                 guint                   board)
{
  g_autoptr(GArray) events = _hammer_board_entry_list_events (self);
  g_autoptr(HammerEventMatches) matches = NULL;
  HammerEventMatch *played = NULL;
  g_autoptr(HammerMatchItem) match = NULL;
  g_autoptr(GString) message = NULL;
  g_autofree char *source = NULL;
  g_autofree char *from = NULL;

  /* On a day, the event the match is of. */
  for (guint e = 0; e < events->len && played == NULL; e++)
    {
      g_clear_object (&matches);
      matches = hammer_event_matches_new (self->store, g_array_index (events, gint64, e), NULL);
      played = matches != NULL ? hammer_event_matches_lookup (matches, match_id) : NULL;
    }
  if (played == NULL)
    return NULL;
  match = hammer_match_item_new_copy (played);
  source = hammer_source_for_board (board);
  /* A sjoelbak series card's games come from the boards and from the
   * players' own phones: its source says which. */
  from = hammer_source_describe (hammer_event_match_get_n_sides (played) == 1
                                 ? hammer_event_match_get_source (played) : source);
  /* A card fills game by game: no result waits, the card only grows. */
  if (hammer_event_match_get_n_sides (played) == 1 &&
      hammer_event_match_get_state (played) != HAMMER_EVENT_MATCH_FINISHED)
    /* TRANSLATORS: a toast; the first %s says where the games came from
     * (“from board 3”), then the player, the games on their card and of
     * the series, and the card's total: “Anna: 3 of 10 games, 412”. */
    return g_strdup_printf (_("Series card %s: %s, %u of %d games, %d"), from != NULL ? from : "",
                            hammer_event_match_get_side_name (played, 0),
                            hammer_event_match_get_n_games (played),
                            hammer_event_match_get_games (played),
                            hammer_event_match_get_total (played, 0));
  if (hammer_match_item_get_category (match) != HAMMER_MATCH_ITEM_FINISHED &&
      hammer_events_get_result_wait (self->store, match_id) == HAMMER_RESULT_WAIT_PLAYERS)
    /* TRANSLATORS: a toast; the first %s says where the result came from
     * (“from board 3”), the second is the match (“Anna – Bert”): the
     * players are to agree to it on their phones. */
    return g_strdup_printf (_("Result %s waits for the players: %s"), from,
                            hammer_match_item_get_title (match));
  if (hammer_match_item_get_category (match) != HAMMER_MATCH_ITEM_FINISHED)
    /* TRANSLATORS: a toast; the first %s says where the result came from
     * (“from board 3”), the second is the match (“Anna – Bert”). */
    return g_strdup_printf (_("Result %s waits for you: %s"), from,
                            hammer_match_item_get_title (match));
  message = g_string_new (NULL);
  /* TRANSLATORS: a toast; the first %s says where the result came from
   * (“from board 3”), then the match (“Anna – Bert”) and the score (“2 – 1”). */
  g_string_printf (message, _("Result %s: %s, %s"), from, hammer_match_item_get_title (match),
                   hammer_match_item_get_result (match));
  append_next_on_board (matches, played, message);
  return g_string_free (g_steal_pointer (&message), FALSE);
}

void
_hammer_board_entry_result_stored (HammerBoardEntryWindow *self,
                                   gint64                  match_id,
                                   guint                   board)
{
  g_autofree char *message = NULL;

  /* Another connection's commit: the desk's views read it now rather than
   * at the window's next look. */
  hammer_store_refresh (self->store);
  if (!(message = describe_result (self, match_id, board)))
    return;
  toast (self, message, 0);
  _hammer_board_entry_show_waiting (self);
}

/* Waiting results */

/* What the desk decided of a waiting result, while it is written. */
typedef struct
{
  HammerBoardEntryWindow *self;    /* a reference */
  HammerBoardSubmission *waiting;  /* a reference */
  gint64 key;                      /* in self->deciding */
  gboolean record;
} Decision;

static void
decision_free (Decision *decision)
{
  g_clear_object (&decision->self);
  g_clear_object (&decision->waiting);
  g_free (decision);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Decision, decision_free)

/* @waiting's key in self->deciding: the proposals' ids are of their own. */
static gint64
deciding_key (HammerBoardSubmission *waiting)
{
  gint64 id = hammer_board_submission_get_id (waiting);

  return g_strcmp0 (hammer_board_submission_get_state (waiting), "proposed") == 0 ? -id : id;
}

/* Whether the desk's decision on @waiting is being written. */
static gboolean
is_deciding (HammerBoardEntryWindow *self,
             HammerBoardSubmission  *waiting)
{
  gint64 key = deciding_key (waiting);

  return g_hash_table_contains (self->deciding, &key);
}

/* While its decision is written, a row's buttons wait and its spinner
 * turns: a second Record would store nothing new. */
static void
show_deciding (GtkWidget *row,
               gboolean   deciding)
{
  static const char *const parts[] = { "hammer-record", "hammer-reject" };
  GtkWidget *spinner = g_object_get_data (G_OBJECT (row), "hammer-spinner");

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      GtkWidget *button = g_object_get_data (G_OBJECT (row), parts[i]);

      if (button != NULL)
        gtk_widget_set_sensitive (button, !deciding);
    }
  gtk_widget_set_visible (spinner, deciding);
  gtk_spinner_set_spinning (GTK_SPINNER (spinner), deciding);
  gtk_accessible_update_state (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_STATE_BUSY, deciding, -1);
}

static void
decided_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(Decision) decision = user_data;
  HammerBoardEntryWindow *self = decision->self;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 change_id = 0;
  gboolean done;

  done = hammer_board_entry_decide_finish (HAMMER_STORE (source), result, &change_id, &error);
  /* The window closed meanwhile: nobody is there to tell. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->store == NULL)
    return;
  g_hash_table_remove (self->deciding, &decision->key);
  if (!done)
    _hammer_board_entry_report_error (self, error);
  /* The result stays the board's (its source), but recording it was the
   * desk's doing: the desk's toast offers its Undo, and Ctrl+Z takes it
   * back. */
  else if (decision->record && change_id > 0 &&
           (message = describe_result (self,
                                       hammer_board_submission_get_match_id (decision->waiting),
                                       hammer_board_submission_get_board (decision->waiting))))
    toast (self, message, change_id);
  _hammer_board_entry_show_waiting (self);
}

static void
decide (GtkButton *button,
        gboolean   record)
{
  HammerBoardEntryWindow *self = HAMMER_BOARD_ENTRY_WINDOW (gtk_widget_get_root (GTK_WIDGET (
                                                                              button)));
  HammerBoardSubmission *waiting = g_object_get_data (G_OBJECT (button), "hammer-waiting");
  Decision *decision;

  /* Once: the row waits until the first is written. */
  if (is_deciding (self, waiting))
    return;
  decision = g_new0 (Decision, 1);
  decision->self = g_object_ref (self);
  decision->waiting = g_object_ref (waiting);
  decision->key = deciding_key (waiting);
  decision->record = record;
  g_hash_table_add (self->deciding, g_memdup2 (&decision->key, sizeof decision->key));
  show_deciding (gtk_widget_get_ancestor (GTK_WIDGET (button), ADW_TYPE_ACTION_ROW), TRUE);
  hammer_board_entry_decide_async (self->store, waiting, record, self->cancellable, decided_cb,
                                   decision);
}

static void
record_clicked_cb (GtkButton *button)
{
  decide (button, TRUE);
}

static void
reject_clicked_cb (GtkButton *button)
{
  decide (button, FALSE);
}

/* @name is what a screen reader says of the button: the row's buttons
 * all read the same otherwise. Takes it. */
static GtkWidget *
new_decision_button (const char *label,
                     char       *name,
                     HammerBoardSubmission *waiting,
                     GCallback   clicked)
{
  GtkWidget *button = gtk_button_new_with_label (label);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  g_free (name);
  g_object_set_data_full (G_OBJECT (button), "hammer-waiting", g_object_ref (waiting),
                          g_object_unref);
  g_signal_connect (button, "clicked", clicked, NULL);
  return button;
}

/* A waiting result as a row: the match and its score as the views show
 * them, where it came from and when, Record and Reject. */
static GtkWidget *
new_waiting_row (HammerBoardEntryWindow *self,
                 HammerBoardSubmission  *waiting)
{
  g_autoptr(HammerMatchItem) item =
    hammer_match_item_new_copy (hammer_board_submission_get_match (waiting));
  g_autofree char *source =
    hammer_source_for_board (hammer_board_submission_get_board (waiting));
  g_autofree char *from = hammer_source_describe (source);
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autoptr(GDateTime) received = NULL;
  g_autoptr(GDateTime) local = NULL;
  g_autofree char *time = NULL;
  GtkWidget *row, *record, *reject = NULL, *spinner;
  gboolean proposed = g_strcmp0 (hammer_board_submission_get_state (waiting), "proposed") == 0;

  /* TRANSLATORS: a result waiting for the desk: the match number, its
   * sides (“Anna – Bert”) and the score (“2 – 1”). */
  title = g_strdup_printf (_("Match %u: %s, %s"), hammer_match_item_get_number (item),
                           hammer_match_item_get_title (item), hammer_match_item_get_result (item));
  if (hammer_board_submission_get_received_at (waiting) != NULL &&
      (received = g_date_time_new_from_iso8601 (hammer_board_submission_get_received_at (waiting),
                                                NULL)) != NULL)
    {
      local = g_date_time_to_local (received);
      time = g_date_time_format (local, "%H:%M");
    }
  /* A result the players were to agree to: a player's own version, or
   * the board's that a player says is not right, beside each other. */
  if (hammer_board_submission_get_player (waiting) != NULL)
    {
      g_free (from);
      /* TRANSLATORS: where a waiting result came from: a player who said
       * the board's is not right gave this one; %s is the player. */
      from = g_strdup_printf (_("as %s says it was"),
                              hammer_board_submission_get_player (waiting));
    }
  /* TRANSLATORS: where a waiting result came from (“from board 3”) and when (“14:05”). */
  subtitle = time != NULL ? g_strdup_printf (_("%s at %s"), from, time) : g_strdup (from);
  if (hammer_board_submission_get_disputed_by (waiting) != NULL)
    {
      g_autofree char *said = subtitle;

      /* TRANSLATORS: a waiting result's subtitle (“from board 3 at 14:05”)
       * and the player who says the result is not right. */
      subtitle = g_strdup_printf (_("%s; %s says it is not right"), said,
                                  hammer_board_submission_get_disputed_by (waiting));
    }
  else if (proposed)
    {
      g_autofree char *said = subtitle;

      /* TRANSLATORS: a result the board sent that waits for the players to
       * agree on their phones: its subtitle (“from board 3 at 14:05”), then
       * this. Record stores it now, for players without a phone link. */
      subtitle = g_strdup_printf (_("%s; waiting for the players to agree"), said);
    }
  row = hammer_plain_row_new (title, subtitle);

  /* TRANSLATORS: what a screen reader says of the buttons of a waiting
   * result; %s is the match with its score. */
  record = new_decision_button (_("Record"), g_strdup_printf (_("Record %s"), title), waiting,
                                G_CALLBACK (record_clicked_cb));
  gtk_widget_add_css_class (record, "suggested-action");
  /* A player's version of each game's points has no ends to store: the
   * desk records the board's beside it, or types the sheet's. */
  gtk_widget_set_visible (record, hammer_board_submission_can_record (waiting));
  spinner = gtk_spinner_new ();
  gtk_widget_set_valign (spinner, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spinner);
  /* The players may still agree, or say it is not right: nothing to reject. */
  if (!proposed)
    {
      /* TRANSLATORS: as “Record %s”. */
      reject = new_decision_button (_("Reject"), g_strdup_printf (_("Reject %s"), title), waiting,
                                    G_CALLBACK (reject_clicked_cb));
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), reject);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), record);
  g_object_set_data (G_OBJECT (row), "hammer-spinner", spinner);
  g_object_set_data (G_OBJECT (row), "hammer-record", record);
  g_object_set_data (G_OBJECT (row), "hammer-reject", reject);
  /* Listed anew (a board's result came) while its decision is written. */
  show_deciding (row, is_deciding (self, waiting));
  return row;
}

void
_hammer_board_entry_show_waiting (HammerBoardEntryWindow *self)
{
  g_autoptr(GPtrArray) waiting = NULL;
  g_autoptr(GArray) events = NULL;
  GtkWidget *child;

  /* A change of the store may reach a window being disposed. */
  if (self->store == NULL || self->waiting_list == NULL)
    return;
  events = _hammer_board_entry_list_events (self);
  waiting = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint e = 0; e < events->len; e++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) of_event = hammer_board_entry_list_waiting_objects (
        self->store, g_array_index (events, gint64, e), &error);
      g_autoptr(GPtrArray) proposed = of_event == NULL ? NULL
        : hammer_board_entry_list_proposed_objects (self->store,
                                                    g_array_index (events, gint64, e), &error);

      if (of_event == NULL || proposed == NULL)
        {
          g_warning ("Could not read the results waiting for the desk: %s", error->message);
          return;
        }
      g_ptr_array_extend_and_steal (waiting, g_steal_pointer (&of_event));
      /* A player who never checked in has no phone to agree with: the desk
       * may store the board's result for them. */
      g_ptr_array_extend_and_steal (waiting, g_steal_pointer (&proposed));
    }

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->waiting_list))) != NULL)
    gtk_list_box_remove (self->waiting_list, child);
  for (guint i = 0; i < waiting->len; i++)
    gtk_list_box_append (self->waiting_list,
                         new_waiting_row (self, g_ptr_array_index (waiting, i)));
  /* Results sent while the desk confirmed stay listed after it stops. */
  gtk_widget_set_visible (GTK_WIDGET (self->waiting_group),
                          gtk_switch_get_active (self->confirm_switch) ||
                          waiting->len > 0);
  adw_preferences_group_set_description (self->waiting_group,
                                         waiting->len == 0
                                         ? _("No result waits.") : NULL);
}
