/* hammer-roster-entry-private.h — for the kinds of roster entry
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_STORE_COMPILATION)
# error "Only the store's own files may include hammer-roster-entry-private.h"
#endif

#include "hammer-roster-entry.h"

G_BEGIN_DECLS

/* Replaces the string in @field, which may be missing, by a copy of
 * @value; returns whether it changed, for the notification. An empty
 * string is stored as %NULL, so that "no licence" has one spelling. */
gboolean hammer_roster_entry_replace_optional (char       **field,
                                               const char  *value);

G_END_DECLS
