/* hammer-catalog.h — Hammer's translations read for one request's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* @msgid in @language ("nl", "de"; "en" is the msgid itself), from
 * hammer.mo under $HAMMER_LOCALEDIR or the installed locale folder. Returns
 * @msgid when the catalogue has no translation. Safe from any thread. */
const char *hammer_catalog_translate (const char *language,
                                      const char *msgid);

G_END_DECLS
