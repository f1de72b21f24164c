/* hammer-list-splice.h — a list model told exactly what changed, and a
 * typed object's string property changed only when it differs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The part of @old that @fresh (the same objects where they are the same)
 * replaces: what stays at the start and at the end is left alone. For one
 * exact items-changed (@position, @removed, @added). */
void hammer_list_find_splice  (GListModel *old,
                               GPtrArray  *fresh,
                               guint      *position,
                               guint      *removed,
                               guint      *added);
/* Makes @store hold @fresh with one splice of what changed. */
void hammer_list_store_update (GListStore *store,
                               GPtrArray  *fresh);
/* Sets *@field to a copy of @value; FALSE, and nothing done, when they are
 * equal already (g_set_str() is newer than GLib 2.74). */
gboolean hammer_replace_string (char       **field,
                                const char  *value);
/* A copy of @text (%NULL for %NULL) that @texts, an array freeing with
 * g_free(), holds: the texts of a spec copied for a write on the store's
 * writer. */
const char *hammer_keep_text  (GPtrArray   *texts,
                               const char  *text);

G_END_DECLS
