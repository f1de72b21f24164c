/* hammer-phone-link.c — a player's new link to their own page, made by the
 * desk: the key renewed (hammer_check_in_renew_player_key()) and the link
 * under the hall's address, in one transaction, so that a link that could
 * not be given leaves the old one working
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "serve/hammer-phone-link.h"
#include "store/hammer-store-tx.h"

void
hammer_phone_link_free (HammerPhoneLink *link)
{
  if (link == NULL)
    return;
  g_free (link->key);
  g_free (link->url);
  g_free (link);
}

/* The link of @link's player under @base_url, inside the transaction. */
static gboolean
renew_in_tx (HammerStore      *store,
             gint64            event_id,
             gint64            day_id,
             HammerPhoneLink  *link,
             GError          **error)
{
  g_autofree char *base_url = NULL;

  if (!hammer_board_entry_get_hall_url (store, event_id, day_id, &base_url, error))
    return FALSE;
  if (base_url == NULL)
    {
      hammer_error_set_invalid (error, "%s",
                                _("Phones cannot reach the hall yet: serve it on the local "
                                  "network first (Board Entry, with “Local Network” on), then "
                                  "give the new link. The old link still works."));
      return FALSE;
    }
  if (!(link->key = hammer_check_in_renew_player_key (store, event_id, day_id, link->player,
                                                      error)))
    return FALSE;
  link->url = hammer_check_in_own_page_url (base_url, link->key);
  return TRUE;
}

HammerPhoneLink *
hammer_phone_link_renew (HammerStore  *store,
                         gint64        event_id,
                         gint64        day_id,
                         gint64        player_id,
                         GError      **error)
{
  g_autoptr(HammerPhoneLink) link = NULL;
  const char *what = _("Could not store the player’s new link");
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);
  g_return_val_if_fail (player_id > 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (store);
  link = g_new0 (HammerPhoneLink, 1);
  link->player = player_id;
  if (!hammer_store_await_check (store, error) ||
      !hammer_store_exec (db, "BEGIN IMMEDIATE", what, error))
    return NULL;
  if (!renew_in_tx (store, event_id, day_id, link, error) ||
      !hammer_store_exec (db, "COMMIT", what, error))
    {
      sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
      return NULL;
    }
  return g_steal_pointer (&link);
}

typedef struct
{
  gint64           event_id;
  gint64           day_id;
  gint64           player_id;
  HammerPhoneLink *link;
} LinkWrite;

static void
link_write_free (LinkWrite *write)
{
  g_clear_pointer (&write->link, hammer_phone_link_free);
  g_free (write);
}

static gboolean
renew_on_writer (HammerStore  *writer,
                 gpointer      data,
                 GError      **error)
{
  LinkWrite *write = data;

  write->link = hammer_phone_link_renew (writer, write->event_id, write->day_id,
                                         write->player_id, error);
  return write->link != NULL;
}

void
hammer_phone_link_renew_async (HammerStore         *store,
                               gint64               event_id,
                               gint64               day_id,
                               gint64               player_id,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  LinkWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail ((event_id > 0) != (day_id > 0));
  g_return_if_fail (player_id > 0);

  write = g_new0 (LinkWrite, 1);
  write->event_id = event_id;
  write->day_id = day_id;
  write->player_id = player_id;
  hammer_store_write_async (store, renew_on_writer, NULL, write, (GDestroyNotify) link_write_free,
                            hammer_phone_link_renew_async, cancellable, callback, user_data);
}

HammerPhoneLink *
hammer_phone_link_renew_finish (HammerStore   *store,
                                GAsyncResult  *result,
                                GError       **error)
{
  LinkWrite *write;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  if (!hammer_store_write_finish (store, result, hammer_phone_link_renew_async, error))
    return NULL;
  write = hammer_store_write_get_data (result);
  return g_steal_pointer (&write->link);
}
