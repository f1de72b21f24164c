/* hammer-web-pages.h — the pages the hall server serves, in the reader's
 * language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The language of the page for an Accept-Language header: "nl", "de" or
 * "en" (also for %NULL and every other language). */
const char *hammer_web_pick_language (const char  *accept_language);
/* The page @name ("board", "hall" or "day") in @language, its strings translated
 * by Hammer's own catalogue (po/), HTML-escaped. */
GBytes     *hammer_web_page_render   (const char  *name,
                                      const char  *language,
                                      GError     **error);
/* The same with @title (an event's or a day's name, any text) in its
 * <title> and in place of each "<!--name-->" of the page (its heading),
 * escaped: the name is there before any script runs. */
GBytes     *hammer_web_page_render_titled (const char  *name,
                                           const char  *language,
                                           const char  *title,
                                           GError     **error);
/* A script or style sheet the pages load from "/static/NAME"; %NULL with
 * HAMMER_ERROR_NOT_FOUND for any other name. Sets @content_type. */
GBytes     *hammer_web_asset         (const char  *name,
                                      const char **content_type,
                                      GError     **error);

G_END_DECLS
