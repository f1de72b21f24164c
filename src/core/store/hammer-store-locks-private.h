/* hammer-store-locks-private.h — locks that no other code in the process can release
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_STORE_COMPILATION)
# error "Only the store's own files may include hammer-store-locks-private.h"
#endif

#include <glib.h>
#include <sqlite3.h>

G_BEGIN_DECLS

/* Makes SQLite's locks in this process open file description locks on a
 * descriptor of the store's own (see hammer-store-locks.c). Called before
 * the process opens its first database; later calls do nothing. FALSE where
 * the kernel cannot (then SQLite locks as it always did). */
gboolean _hammer_store_locks_install (void);

G_END_DECLS
