/* hammer-change-set-private.h — how the store makes its change sets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_STORE_COMPILATION)
# error "Only the store's own files may include hammer-change-set-private.h"
#endif

#include <sqlite3.h>

#include "hammer-change-set.h"

G_BEGIN_DECLS

/* Whether @name is a table the change log records, and which. */
gboolean         _hammer_table_from_name        (const char  *name,
                                                 HammerTable *table);
/* The rows of every change after change @since, read from the change log
 * of @db; *@last is then the newest change read. An incomplete set when
 * the log cannot be read. */
HammerChangeSet *_hammer_change_set_read        (sqlite3     *db,
                                                 gint64       since,
                                                 gint64      *last,
                                                 gboolean     own);
/* A set of changes whose rows are not known. */
HammerChangeSet *_hammer_change_set_new_unknown (gboolean     own);
/* The newest change in the log of @db, 0 when there is none. */
gint64           _hammer_change_set_last_change (sqlite3     *db);

G_END_DECLS
