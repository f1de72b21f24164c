/* hammer-server-port.h — serving the hall again at the port its printed
 * codes and the phones' saved links hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "serve/hammer-server.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* Starts @server as hammer_server_start() does, at @address and at a port
 * that keeps what was printed working: at @port when it is not 0 (failing,
 * as hammer_server_start() does, when it is taken); else at the port of the
 * address @store remembers for what @server serves
 * (hammer_board_entry_dup_url()), or at @fallback when none is remembered;
 * when that port cannot be used, at @fallback (when not 0), then at any
 * free one. @notice gets a sentence for the director when the hall is not
 * served at the port it was wanted at, or was last served at, so that the
 * codes printed for that port no longer work; else %NULL. */
gboolean  hammer_server_start_keeping_port (HammerServer  *server,
                                            HammerStore   *store,
                                            const char    *address,
                                            guint          port,
                                            guint          fallback,
                                            char         **notice,
                                            GError       **error);

G_END_DECLS
