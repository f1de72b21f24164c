/* hammer-board-entry-day.c — the keys of board entry for a whole day, and
 * the address the hall was last served at
 *
 * A day's keys live with its events: every event of a day has the same
 * key for each board of the day and the same desk key
 * (hammer-board-entry.c copies them from one event to the next), so a
 * board's printed code opens it whichever event's match is on it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "events/hammer-day.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-board-entry.h"

/* The day's events, at least one; HAMMER_ERROR_INVALID for a day without
 * any, which has nowhere to keep its keys and nothing to serve. */
static GArray *
day_events (HammerStore  *store,
            gint64        day_id,
            GError      **error)
{
  g_autoptr(GArray) events = hammer_days_get_event_ids (store, day_id, error);

  if (events != NULL && events->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Day %" PRId64 " has no events yet; add one with “hammer-cli event create "
                     "--day %" PRId64 "”"), day_id, day_id);
      return NULL;
    }
  return g_steal_pointer (&events);
}

JsonNode *
hammer_board_entry_ensure_day (HammerStore  *store,
                               gint64        day_id,
                               GError      **error)
{
  g_autoptr(GArray) events = NULL;
  g_autoptr(JsonNode) first = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(events = day_events (store, day_id, error)))
    return NULL;
  /* The first event makes the keys (or has them), the others take its. */
  for (guint e = 0; e < events->len; e++)
    {
      g_autoptr(JsonNode) entry = hammer_board_entry_ensure (store,
                                                             g_array_index (events, gint64, e),
                                                             error);

      if (entry == NULL)
        return NULL;
      if (first == NULL)
        first = g_steal_pointer (&entry);
    }
  /* Whether a result waits for the desk is each event's own. */
  json_object_remove_member (json_node_get_object (first), "confirm");
  return g_steal_pointer (&first);
}

int
hammer_board_entry_find_day_key (HammerStore  *store,
                                 gint64        day_id,
                                 const char   *key)
{
  g_autoptr(GArray) events = NULL;
  int found = -1;

  g_return_val_if_fail (HAMMER_IS_STORE (store), -1);

  if (key == NULL || !(events = hammer_days_get_event_ids (store, day_id, NULL)))
    return -1;
  /* Events given keys before they were shared may hold keys of their own
   * for a board: each opens that board. Every event is asked, whichever
   * matches, so that the time taken tells nothing. */
  for (guint e = 0; e < events->len; e++)
    {
      int board = hammer_board_entry_find_key (store, g_array_index (events, gint64, e), key);

      if (found < 0)
        found = board;
    }
  return found;
}

gboolean
hammer_board_entry_set_day_url (HammerStore  *store,
                                gint64        day_id,
                                const char   *url,
                                GError      **error)
{
  g_autoptr(GArray) events = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(events = day_events (store, day_id, error)))
    return FALSE;
  for (guint e = 0; e < events->len; e++)
    if (!hammer_board_entry_set_url (store, g_array_index (events, gint64, e), url, error))
      return FALSE;
  return TRUE;
}

/* Whether @url names this computer only (a hall served on loopback): no
 * phone reaches it, so no code or link carries it. */
static gboolean
is_loopback (const char *url)
{
  g_autoptr(GUri) uri = g_uri_parse (url, G_URI_FLAGS_NONE, NULL);
  g_autoptr(GInetAddress) address = NULL;
  const char *host = uri != NULL ? g_uri_get_host (uri) : NULL;

  if (host == NULL)
    return FALSE;
  if (g_ascii_strcasecmp (host, "localhost") == 0)
    return TRUE;
  address = g_inet_address_new_from_string (host);
  return address != NULL && g_inet_address_get_is_loopback (address);
}

gboolean
hammer_board_entry_get_hall_url (HammerStore  *store,
                                 gint64        event_id,
                                 gint64        day_id,
                                 char        **url,
                                 GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (url != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!hammer_board_entry_dup_url (store, event_id, day_id, url, error))
    return FALSE;
  if (*url != NULL && is_loopback (*url))
    g_clear_pointer (url, g_free);
  return TRUE;
}
