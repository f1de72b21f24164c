/* hammer-server-http-part.c — the hall server's HTTP, loaded when a server
 * first starts, and the limits it is started with
 *
 * The transport (hammer-server-transport.c), the listener and the trace
 * are Hammer's part "hammer-serve-http" (hammer-part.h), with
 * libmicrohttpd and GnuTLS: the desk's window starts without them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-part.h"
#include "serve/hammer-server-transport.h"

/* A hall has forty boards and a few hundred phones; each holds one or two
 * connections while it polls. */
#define DEFAULT_MAX_CONNECTIONS 512
/* A browser opens six connections to a host; a few tabs or a desk. */
#define DEFAULT_MAX_PER_ADDRESS 32
/* Phones arriving at once (the hall's code on a screen) wait in the
 * kernel's queue rather than being refused. */
#define DEFAULT_BACKLOG 256
#define DEFAULT_IDLE_TIMEOUT 10
#define DEFAULT_HEADER_TIMEOUT 15
#define DEFAULT_REQUEST_TIMEOUT 30

void
hammer_server_limits_default (HammerServerLimits *limits)
{
  limits->max_connections = DEFAULT_MAX_CONNECTIONS;
  limits->max_per_address = DEFAULT_MAX_PER_ADDRESS;
  limits->backlog = DEFAULT_BACKLOG;
  limits->idle_timeout = DEFAULT_IDLE_TIMEOUT;
  limits->header_timeout = DEFAULT_HEADER_TIMEOUT;
  limits->request_timeout = DEFAULT_REQUEST_TIMEOUT;
}

const HammerServerHttpPart *
hammer_server_http_part_get (GError **error)
{
  static const char * const symbols[] = {
    "hammer_server_transport_new",
    "hammer_server_transport_quiesce",
    "hammer_server_transport_free",
    "hammer_server_transport_resume",
    NULL
  };
  static HammerServerHttpPart part;
  static gsize loaded;
  static GMutex lock;
  g_autoptr(GMutexLocker) locker = NULL;
  gpointer addresses[G_N_ELEMENTS (symbols) - 1];

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (g_atomic_pointer_get (&loaded) != 0)
    return &part;
  locker = g_mutex_locker_new (&lock);
  if (loaded == 0)
    {
      if (!hammer_part_load ("hammer-serve-http", symbols, addresses, error))
        return NULL;
      part.transport_new = addresses[0];
      part.quiesce = addresses[1];
      part.free = addresses[2];
      part.resume = addresses[3];
      g_atomic_pointer_set (&loaded, 1);
    }
  return &part;
}
