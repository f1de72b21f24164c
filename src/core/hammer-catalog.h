/* hammer-catalog.h — Hammer's translations read for one request's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The folder of Hammer's compiled catalogues: $HAMMER_LOCALEDIR when set;
 * the build tree's when the running program is one of the build tree's
 * (run uninstalled, it has no other); else the installed one. */
const char *hammer_catalog_locale_dir        (void);
/* Whether the running program lies in Hammer's build tree: an installed
 * one never does, so it keeps to its prefix (its catalogues, and its
 * loadable parts: hammer-part.h). */
gboolean    hammer_running_uninstalled       (void);

/* Hammer's languages, "en" first, NULL-terminated: those its pages and
 * papers can be read in. */
const char * const *hammer_catalog_languages (void);
/* @msgid in @language ("nl", "de"; "en" is the msgid itself), from
 * hammer.mo under $HAMMER_LOCALEDIR or the installed locale folder. Returns
 * @msgid when the catalogue has no translation. Safe from any thread. */
const char *hammer_catalog_translate         (const char *language,
                                              const char *msgid);
/* @msgid said in @context: @context_msgid is "context\004msgid". */
const char *hammer_catalog_translate_context (const char *language,
                                              const char *context_msgid,
                                              const char *msgid);
/* The form of @singular / @plural for the count @n. */
const char *hammer_catalog_translate_plural  (const char *language,
                                              const char *singular,
                                              const char *plural,
                                              gulong      n);

G_END_DECLS
