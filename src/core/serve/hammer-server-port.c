/* hammer-server-port.c — serving the hall again at the port its printed
 * codes and the phones' saved links hold
 *
 * The keys are stored, so they outlive a restart; the port is the rest of
 * the address a code holds. Without a port asked for, the hall is served
 * again where board entry remembers it was served last (the address kept for
 * paper, hammer_board_entry_set_url()), and elsewhere only when another
 * program took that port meanwhile: then the director is told.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "serve/hammer-board-entry.h"
#include "serve/hammer-server-port.h"
#include "serve/hammer-server-private.h"

/* The port of @url, 0 for none (or no URL). */
static guint
url_port (const char *url)
{
  g_autoptr(GUri) uri = url != NULL ? g_uri_parse (url, G_URI_FLAGS_NONE, NULL) : NULL;
  int port = uri != NULL ? g_uri_get_port (uri) : -1;

  return port > 0 && port <= G_MAXUINT16 ? (guint) port : 0;
}

gboolean
hammer_server_start_keeping_port (HammerServer  *server,
                                  HammerStore   *store,
                                  const char    *address,
                                  guint          port,
                                  guint          fallback,
                                  char         **notice,
                                  GError       **error)
{
  g_autofree char *remembered_url = NULL;
  g_autoptr(GError) taken = NULL;
  guint remembered, wanted;

  g_return_val_if_fail (HAMMER_IS_SERVER (server), FALSE);
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (notice != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *notice = NULL;
  if (!hammer_board_entry_dup_url (store, server->event_id, server->day_id, &remembered_url,
                                   error))
    return FALSE;
  remembered = url_port (remembered_url);

  /* A port asked for is that port or none. */
  if (port != 0)
    {
      if (!hammer_server_start (server, address, port, error))
        return FALSE;
      if (remembered != 0 && remembered != port)
        /* TRANSLATORS: the first %u is the port asked for, the others the
         * port the hall was served at last time. */
        *notice = g_strdup_printf (_("The hall is served at port %u as asked, no longer at port "
                                     "%u. Codes printed for port %u no longer work: print them "
                                     "again."), port, remembered, remembered);
      return TRUE;
    }

  wanted = remembered != 0 ? remembered : fallback;
  if (hammer_server_start (server, address, wanted, &taken))
    return TRUE;
  if (wanted == 0)
    {
      g_propagate_error (error, g_steal_pointer (&taken));
      return FALSE;
    }
  /* Whatever else failed (no such event, not an address) fails here too. */
  if ((fallback == 0 || fallback == wanted ||
       !hammer_server_start (server, address, fallback, NULL)) &&
      !hammer_server_start (server, address, 0, error))
    return FALSE;
  /* TRANSLATORS: the first and last %u are the port the hall was served at
   * last time (or the port of the settings), the second the one it is
   * served at now; %s says why the first could not be used. */
  *notice = g_strdup_printf (_("Port %u could not be used (%s), so the hall is served at port %u. "
                               "Codes printed for port %u no longer work: print them again."),
                             wanted, taken->message,
                             url_port (hammer_server_get_url (server)), wanted);
  return TRUE;
}
