/* hammer-events-confirm.c — who agrees to a board's result before it is
 * stored, kept in the event's settings ("confirm": "players"; nothing for
 * the board, so that the events of before read as they did)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "events/hammer-event-confirm.h"
#include "events/hammer-events-private.h"

static const char * const confirm_names[] = { "board", "players" };

const char *
hammer_confirm_to_string (HammerConfirm confirm)
{
  return confirm < G_N_ELEMENTS (confirm_names) ? confirm_names[confirm] : confirm_names[0];
}

gboolean
hammer_confirm_from_string (const char    *text,
                            HammerConfirm *confirm)
{
  g_return_val_if_fail (confirm != NULL, FALSE);

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (confirm_names); i++)
    if (g_str_equal (text, confirm_names[i]))
      {
        *confirm = (HammerConfirm) i;
        return TRUE;
      }
  return FALSE;
}

HammerConfirm
hammer_confirm_from_settings (JsonObject *settings)
{
  HammerConfirm confirm = HAMMER_CONFIRM_BOARD;
  const char *text = settings != NULL
                     ? json_object_get_string_member_with_default (settings, "confirm", NULL)
                     : NULL;

  return hammer_confirm_from_string (text, &confirm) ? confirm : HAMMER_CONFIRM_BOARD;
}

HammerConfirm
hammer_events_get_confirm (HammerStore *self,
                           gint64       event_id)
{
  sqlite3_stmt *stmt;
  HammerConfirm confirm = HAMMER_CONFIRM_BOARD;

  g_return_val_if_fail (HAMMER_IS_STORE (self), HAMMER_CONFIRM_BOARD);

  /* Read from the row: a board's result costs no model of the event. */
  stmt = hammer_store_borrow_statement (hammer_store_get_db (self),
                                        "SELECT json_extract (settings, '$.confirm')"
                                        " FROM events WHERE id = ?1", NULL);
  if (stmt == NULL)
    return confirm;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (sqlite3_step (stmt) == SQLITE_ROW &&
      !hammer_confirm_from_string ((const char *) sqlite3_column_text (stmt, 0), &confirm))
    confirm = HAMMER_CONFIRM_BOARD;
  sqlite3_reset (stmt);
  return confirm;
}

gboolean
hammer_events_set_confirm (HammerStore    *self,
                           gint64          event_id,
                           HammerConfirm   confirm,
                           GError        **error)
{
  g_auto(HammerStoreTx) tx = { 0 };
  g_autoptr(HammerEventModel) model = NULL;
  g_autofree char *description = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (confirm <= HAMMER_CONFIRM_PLAYERS, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (tx.db, event_id, error)))
    return FALSE;
  description = confirm == HAMMER_CONFIRM_PLAYERS
                /* TRANSLATORS: a change in the history; %s is an event's name. */
                ? g_strdup_printf (_("Let the players agree to the results of %s"), model->name)
                /* TRANSLATORS: a change in the history; %s is an event's name. */
                : g_strdup_printf (_("Store the boards’ results of %s as sent"), model->name);
  if (confirm == HAMMER_CONFIRM_PLAYERS)
    json_object_set_string_member (model->settings, "confirm", "players");
  else
    json_object_remove_member (model->settings, "confirm");
  return hammer_store_tx_describe (&tx, description, error) &&
         hammer_store_tx_end (&tx, self, hammer_event_write_settings (&tx, model, error), error);
}

static gboolean
confirm_write (HammerStore  *writer,
               gpointer      data,
               GError      **error)
{
  gint64 *values = data;

  return hammer_events_set_confirm (writer, values[0], (HammerConfirm) values[1], error);
}

void
hammer_events_set_confirm_async (HammerStore          *self,
                                 gint64                event_id,
                                 HammerConfirm         confirm,
                                 GCancellable         *cancellable,
                                 GAsyncReadyCallback   callback,
                                 gpointer              user_data)
{
  gint64 *values;

  g_return_if_fail (HAMMER_IS_STORE (self));

  values = g_new (gint64, 2);
  values[0] = event_id;
  values[1] = confirm;
  hammer_store_write_async (self, confirm_write, NULL, values, g_free,
                            hammer_events_set_confirm_async, cancellable, callback, user_data);
}

gboolean
hammer_events_set_confirm_finish (HammerStore   *self,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  return hammer_store_write_finish (self, result, hammer_events_set_confirm_async, error);
}
