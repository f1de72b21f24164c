/* hammer-boards-view-assign.c — a match put on a board by hand: dropped on
 * the board's card or chosen in its queue row's menu; refused while a
 * player of it is on another board, and for a player's rest only once the
 * desk says so
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-events.h"
#include "hammer-board-item.h"
#include "hammer-boards-view-private.h"
#include "hammer-error.h"

/* The number people read of match @match_id, waiting or on a board; 0 if
 * the view does not show it. */
static guint
match_number (HammerBoardsView *self,
              gint64            match_id)
{
  GListModel *queue = G_LIST_MODEL (self->queue);
  GListModel *boards = G_LIST_MODEL (self->boards);

  for (guint i = 0; i < g_list_model_get_n_items (queue); i++)
    {
      g_autoptr(HammerMatchItem) match = g_list_model_get_item (queue, i);

      if (hammer_match_item_get_id (match) == match_id)
        return hammer_match_item_get_number (match);
    }
  for (guint i = 0; i < g_list_model_get_n_items (boards); i++)
    {
      g_autoptr(HammerBoardItem) board = g_list_model_get_item (boards, i);
      HammerMatchItem *match = hammer_board_item_get_match (board);

      if (match != NULL && hammer_match_item_get_id (match) == match_id)
        return hammer_match_item_get_number (match);
    }
  return 0;
}

typedef struct
{
  HammerBoardsView *view;
  gint64            match_id;
  guint             board_number;
  guint             number;     /* the match's, as people read it */
  char             *board_name;
  gboolean          ignore_rest;
} Assign;

static void
assign_free (Assign *assign)
{
  g_object_unref (assign->view);
  g_free (assign->board_name);
  g_free (assign);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Assign, assign_free)

static void assign_match (HammerBoardsView *self,
                          gint64            match_id,
                          guint             board_number,
                          gboolean          ignore_rest);

static void
rest_response_cb (AdwMessageDialog *dialog,
                  const char       *response,
                  gpointer          user_data)
{
  g_autoptr(Assign) assign = user_data;

  if (g_str_equal (response, "assign") &&
      hammer_event_view_get_store (HAMMER_EVENT_VIEW (assign->view)) != NULL)
    assign_match (assign->view, assign->match_id, assign->board_number, TRUE);
}

/* A player of the match still rests: the desk may cut the rest short, as
 * the day page's Call Anyway does for the queue. @assign is taken. */
static void
ask_rest (Assign     *assign,
          const char *why)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (assign->view));
  GtkWidget *dialog;

  if (!GTK_IS_WINDOW (root))
    {
      g_message ("%s", why);
      assign_free (assign);
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (root), _("Cut the Rest Short?"), why);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "assign", _("_Put on Board Anyway"),
                                    NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (rest_response_cb), assign);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
assign_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(Assign) assign = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!hammer_events_assign_board_finish (HAMMER_STORE (source), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      if (!assign->ignore_rest &&
          g_strcmp0 (hammer_error_get_reason (error), "player-resting") == 0)
        ask_rest (g_steal_pointer (&assign), error->message);
      else
        _hammer_boards_view_report_error (assign->view, error);
      return;
    }
  /* TRANSLATORS: a toast; %s is a board's name. */
  message = g_strdup_printf (_("Match %u is on %s"), assign->number, assign->board_name);
  _hammer_boards_view_report_change (assign->view, message);
}

/* Puts match @match_id on board @board_number on the store's writer, and
 * says so; a refusal says why, and one for a player's rest alone asks
 * whether to cut it short. */
static void
assign_match (HammerBoardsView *self,
              gint64            match_id,
              guint             board_number,
              gboolean          ignore_rest)
{
  Assign *assign = g_new0 (Assign, 1);

  /* Taken now: the change reloads the boards. */
  *assign = (Assign) { g_object_ref (self), match_id, board_number, match_number (self, match_id),
                       _hammer_boards_view_dup_board_name (self, board_number), ignore_rest };
  hammer_events_assign_board_async (hammer_event_view_get_store (HAMMER_EVENT_VIEW (self)),
                                    hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self)),
                                    match_id, board_number, ignore_rest, self->cancellable,
                                    assign_done_cb, assign);
}

gboolean
hammer_boards_view_drop_match (HammerBoardsView *self,
                               gint64            match_id,
                               guint             board_number)
{
  g_return_val_if_fail (HAMMER_IS_BOARDS_VIEW (self), FALSE);

  if (hammer_event_view_get_store (HAMMER_EVENT_VIEW (self)) == NULL)
    return FALSE;
  assign_match (self, match_id, board_number, FALSE);
  return TRUE;
}
