/* hammer-boards-view-call.c — the boards view's calls on the store's writer: Call Next
 * Match (the match waiting on a board first, else the queue's next matches) and a board's
 * own Call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-boards-view-private.h"
#include "hammer-window.h"

typedef struct
{
  HammerBoardsView *view;
  char             *board_name;  /* the board called, or NULL for the next matches */
} Call;

static void
call_free (Call *call)
{
  g_object_unref (call->view);
  g_free (call->board_name);
  g_free (call);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Call, call_free)

static Call *
call_new (HammerBoardsView *self,
          guint             number)
{
  Call *call = g_new0 (Call, 1);

  call->view = g_object_ref (self);
  /* Taken now: the call reloads the boards. */
  if (number > 0)
    call->board_name = _hammer_boards_view_dup_board_name (self, number);
  return call;
}

static void
call_board_done_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(Call) call = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (!hammer_events_call_board_finish (HAMMER_STORE (source), result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _hammer_boards_view_report_error (call->view, error);
      return;
    }
  /* TRANSLATORS: a toast; %s is a board's name: "Board 2 called; its clock runs". */
  message = g_strdup_printf (_("%s called; its clock runs"), call->board_name);
  _hammer_boards_view_report_change (call->view, message);
}

void
_hammer_boards_view_call_board (HammerBoardsView *self,
                                guint             number)
{
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));

  if (store == NULL)
    return;
  hammer_events_call_board_async (store, hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self)),
                                  number, self->cancellable, call_board_done_cb,
                                  call_new (self, number));
}

static void
call_next_done_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(Call) call = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  GtkRoot *root;
  guint called = 0;

  if (!hammer_events_call_next_matches_finish (HAMMER_STORE (source), result, &called, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        _hammer_boards_view_report_error (call->view, error);
      return;
    }
  if (called == 0)
    {
      HammerEventMatches *matches = call->view->matches;
      gboolean on_day = matches != NULL && hammer_event_matches_get_day_id (matches) != 0;

      root = gtk_widget_get_root (GTK_WIDGET (call->view));
      /* Nobody waiting can play now: their players are on other boards, or
       * on a day maybe resting, as the day's page says. */
      if (HAMMER_IS_WINDOW (root))
        hammer_window_report_change (HAMMER_WINDOW (root),
                                     on_day ? _("Every waiting match is held: its players are "
                                                "on a board or resting")
                                            : _("The waiting matches’ players are still on "
                                                "other boards"),
                                     0);
      return;
    }
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u match called to a board",
                                          "%u matches called to boards", called), called);
  _hammer_boards_view_report_change (call->view, message);
}

void
_hammer_boards_view_call_next (HammerBoardsView *self)
{
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));

  if (store == NULL)
    return;
  /* A match the draw or a result put on a board comes first: it is next. */
  if (self->first_waiting > 0)
    {
      _hammer_boards_view_call_board (self, self->first_waiting);
      return;
    }
  hammer_events_call_next_matches_async (store,
                                         hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self)),
                                         self->cancellable, call_next_done_cb,
                                         call_new (self, 0));
}
