/* hammer-day-edit-async.c — the day's edits for the app, on the store's
 * writer: boards reserved, added and removed, events onto and off the day,
 * its name, date, venue and rest
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "store/hammer-store-tx.h"

typedef enum
{
  DAY_EDIT_RESERVE_BOARD,
  DAY_EDIT_ADD_BOARD,
  DAY_EDIT_REMOVE_BOARD,
  DAY_EDIT_ADD_EVENT,
  DAY_EDIT_REMOVE_EVENT,
  DAY_EDIT_UPDATE,
} DayEditKind;

typedef struct
{
  DayEditKind kind;
  gint64      day_id;
  gint64      event_id;
  guint       number;   /* the board's; a board added gives its own here */
  int         stage;
  char       *round;
  char       *name;
  char       *date;     /* DAY_EDIT_UPDATE's, with name, venue and rest */
  char       *venue;
  int         rest_minutes;
} DayEdit;

static void
day_edit_free (DayEdit *edit)
{
  g_free (edit->name);
  g_free (edit->date);
  g_free (edit->venue);
  g_free (edit->round);
  g_free (edit);
}

static gboolean
day_edit_write (HammerStore  *writer,
                gpointer      data,
                GError      **error)
{
  DayEdit *edit = data;

  switch (edit->kind)
    {
    case DAY_EDIT_RESERVE_BOARD:
      return hammer_days_reserve_board (writer, edit->day_id, edit->number, edit->event_id,
                                        edit->stage, edit->round, error);
    case DAY_EDIT_ADD_BOARD:
      return hammer_days_add_board (writer, edit->day_id, edit->name, &edit->number, error);
    case DAY_EDIT_REMOVE_BOARD:
      return hammer_days_remove_board (writer, edit->day_id, edit->number, error);
    case DAY_EDIT_ADD_EVENT:
      return hammer_days_add_event (writer, edit->day_id, edit->event_id, error);
    case DAY_EDIT_REMOVE_EVENT:
      return hammer_days_remove_event (writer, edit->event_id, error);
    case DAY_EDIT_UPDATE:
      {
        HammerDayChange change = { edit->name, edit->date, edit->venue, edit->rest_minutes };

        return hammer_days_update (writer, edit->day_id, &change, error);
      }
    default:
      g_assert_not_reached ();
    }
}

static void
day_edit_start (HammerStore         *self,
                DayEdit             *edit,
                GCancellable        *cancellable,
                GAsyncReadyCallback  callback,
                gpointer             user_data)
{
  hammer_store_write_async (self, day_edit_write, NULL, edit, (GDestroyNotify) day_edit_free,
                            hammer_days_edit_finish, cancellable, callback, user_data);
}

static DayEdit *
day_edit_new (DayEditKind kind,
              gint64      day_id,
              gint64      event_id,
              guint       number)
{
  DayEdit *edit = g_new0 (DayEdit, 1);

  edit->kind = kind;
  edit->day_id = day_id;
  edit->event_id = event_id;
  edit->number = number;
  edit->stage = -1;
  return edit;
}

void
hammer_days_reserve_board_async (HammerStore         *self,
                                 gint64               day_id,
                                 guint                number,
                                 gint64               event_id,
                                 int                  stage,
                                 const char          *round,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  DayEdit *edit;

  g_return_if_fail (HAMMER_IS_STORE (self));

  edit = day_edit_new (DAY_EDIT_RESERVE_BOARD, day_id, event_id, number);
  edit->stage = stage;
  edit->round = g_strdup (round);
  day_edit_start (self, edit, cancellable, callback, user_data);
}

void
hammer_days_add_board_async (HammerStore         *self,
                             gint64               day_id,
                             const char          *name,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  DayEdit *edit;

  g_return_if_fail (HAMMER_IS_STORE (self));

  edit = day_edit_new (DAY_EDIT_ADD_BOARD, day_id, 0, 0);
  edit->name = g_strdup (name);
  day_edit_start (self, edit, cancellable, callback, user_data);
}

void
hammer_days_remove_board_async (HammerStore         *self,
                                gint64               day_id,
                                guint                number,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  day_edit_start (self, day_edit_new (DAY_EDIT_REMOVE_BOARD, day_id, 0, number), cancellable,
                  callback, user_data);
}

void
hammer_days_add_event_async (HammerStore         *self,
                             gint64               day_id,
                             gint64               event_id,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  day_edit_start (self, day_edit_new (DAY_EDIT_ADD_EVENT, day_id, event_id, 0), cancellable,
                  callback, user_data);
}

void
hammer_days_remove_event_async (HammerStore         *self,
                                gint64               event_id,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  day_edit_start (self, day_edit_new (DAY_EDIT_REMOVE_EVENT, 0, event_id, 0), cancellable,
                  callback, user_data);
}

void
hammer_days_update_async (HammerStore            *self,
                          gint64                  day_id,
                          const HammerDayChange  *change,
                          GCancellable           *cancellable,
                          GAsyncReadyCallback     callback,
                          gpointer                user_data)
{
  DayEdit *edit;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (change != NULL);

  edit = day_edit_new (DAY_EDIT_UPDATE, day_id, 0, 0);
  edit->name = g_strdup (change->name);
  edit->date = g_strdup (change->date);
  edit->venue = g_strdup (change->venue);
  edit->rest_minutes = change->rest_minutes;
  day_edit_start (self, edit, cancellable, callback, user_data);
}

gboolean
hammer_days_edit_finish (HammerStore   *self,
                         GAsyncResult  *result,
                         guint         *number,
                         gint64        *change_id,
                         GError       **error)
{
  DayEdit *edit;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!hammer_store_write_finish_change (self, result, hammer_days_edit_finish, change_id,
                                         error))
    return FALSE;
  edit = hammer_store_write_get_data (result);
  if (number != NULL)
    *number = edit->number;
  return TRUE;
}
