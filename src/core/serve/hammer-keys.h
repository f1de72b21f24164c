/* hammer-keys.h — the keys that open the hall server's pages: a board's,
 * the desk's, the check-in page's and a player's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* A key is 128 random bits written as this many hex digits. */
#define HAMMER_KEY_LENGTH 32

/* A new key: 128 bits from the kernel's random source (g_random is not
 * one), as 32 hex digits; %NULL with @error when the kernel gives none. */
char     *hammer_key_new   (GError     **error);
/* Whether @given is the key @stored, both of HAMMER_KEY_LENGTH digits, in
 * a time that depends on neither: how long it takes tells nothing of a key.
 * FALSE for %NULL or a text of another length. */
gboolean  hammer_key_equal (const char  *stored,
                            const char  *given);

G_END_DECLS
