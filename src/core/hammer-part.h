/* hammer-part.h — Hammer's loadable parts: code the window's start does not need
 *
 * A part is a module (GModule) built with Hammer and loaded the first time
 * something needs it, with the libraries only it links: the hall server's
 * HTTP (libmicrohttpd, and GnuTLS through it) and the voice that calls
 * matches (espeak-ng, and the sound libraries through it). A start that
 * neither serves nor speaks then maps none of them. Programs run from the
 * build tree load the build tree's parts; installed ones, those in the
 * package's library folder; HAMMER_PART_DIR names another folder.
 *
 * A part's own code calls back into the program for the rest of the core:
 * every program that links the part's users links those functions in and
 * exports them (serve_http_host_symbols in src/core/serve/meson.build,
 * voice_engine_host_symbols in src/core/voice/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Loads part @name (once; it stays loaded) and sets @addresses[i] to its
 * function @symbols[i], for every name of the %NULL-ended @symbols. Fails
 * with HAMMER_ERROR_FAILED, naming the part's file and why, when the file
 * is missing, does not load, or lacks a symbol; @addresses are then left
 * alone. Thread-safe. */
gboolean    hammer_part_load            (const char          *name,
                                         const char * const  *symbols,
                                         gpointer            *addresses,
                                         GError             **error);

G_END_DECLS
