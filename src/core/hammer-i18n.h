/* hammer-i18n.h — the core's sentences in the language of whoever asked
 *
 * The core's files include this instead of <glib/gi18n-lib.h>. Its _(),
 * C_() and plural forms read Hammer's catalogue as gettext does, except on
 * a thread that serves a phone in another language
 * (hammer_i18n_set_thread_language()): a rule's refusal then reads in the
 * phone's language while the desk's window, on its own thread, stays in
 * its own. xgettext finds the same keywords as before.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib/gi18n-lib.h>

G_BEGIN_DECLS

/* Sets up the process's language for a program's main(): the user's locale,
 * and Hammer's catalogue from hammer_catalog_locale_dir(). Where the user's
 * locale is not installed on the machine, its language is kept all the
 * same, in C.UTF-8, as gettext's LANGUAGE. Call it before any thread. */
void        hammer_i18n_init                (void);

/* The decimal mark of the language: ',' in Dutch and German, else '.'.
 * Paper and web pages both write figures with it. */
char        hammer_i18n_decimal_mark        (void);
/* The ISO date @iso ("2026-11-28") as the language writes it: "November 28,
 * 2026", "28 november 2026", "28. November 2026"; the month's name from
 * Hammer's own catalogue, so that the machine need not have the language's
 * locale. Anything but a valid date comes back as it is (a copy; NULL for
 * NULL). */
char       *hammer_i18n_format_date         (const char  *iso);
/* The same with @format (a translated g_date_time_format() format) in
 * place of the event's date's; its "%B" is the month's name from Hammer's
 * catalogue too. */
char       *hammer_i18n_format_date_as      (const char  *iso,
                                             const char  *format);
/* The date as the app's sidebar and its pages' titles show it:
 * "5 December 2026", "5 december 2026", "5. Dezember 2026". */
char       *hammer_i18n_format_short_date   (const char  *iso);

/* Names in the order a reader looks for them, whatever locales the machine
 * has: letters compared without their accents or case first (Ëlla beside
 * Ella, Łukasz among the L's, Ünal among the U's), then as written. A
 * GCompareFunc of two strings (NULL sorts first). */
int         hammer_i18n_compare_names       (const char  *a,
                                             const char  *b);
/* @text as that comparison reads it first: decomposed, marks dropped, case
 * folded, and the letters with a stroke or of two, which do not decompose,
 * spelled plainly ("Łukasz" → "lukasz"). The roster's stored sort and
 * search keys are these, so a change here needs a migration. */
char       *hammer_i18n_fold_name           (const char  *text);

/* The name of board @number as the current language says it: @name as the
 * event stores it, unless that is a board's default name in one of
 * Hammer's languages ("Board 3", "Baan 3", "Bahn 3") or NULL, which comes
 * out as the default name in the current language. The one place a board's
 * name becomes text. */
char       *hammer_i18n_board_name          (const char  *name,
                                             guint        number);
/* Whether @name is such a default name of board @number, or NULL: for a
 * page that says the default in its reader's language itself. */
gboolean    hammer_i18n_board_name_is_default (const char *name,
                                               guint       number);

/* Sets the language ("nl", "de", "en") of the core's sentences made on the
 * calling thread from now on; %NULL goes back to the process's. */
void        hammer_i18n_set_thread_language (const char  *language);
const char *hammer_i18n_get_thread_language (void);

/* As gettext's: a format given in is a format given back, which the
 * compiler checks against the arguments. */
const char *hammer_i18n_gettext             (const char  *msgid) G_GNUC_FORMAT (1);
const char *hammer_i18n_pgettext            (const char  *context_msgid,
                                             gsize        msgid_offset) G_GNUC_FORMAT (1);
const char *hammer_i18n_ngettext            (const char  *singular,
                                             const char  *plural,
                                             gulong       n) G_GNUC_FORMAT (1)
                                                             G_GNUC_FORMAT (2);

#undef _
#define _(String) ((char *) hammer_i18n_gettext (String))
#undef C_
#define C_(Context, String) hammer_i18n_pgettext (Context "\004" String, strlen (Context) + 1)
#define g_dngettext(Domain, Singular, Plural, N) hammer_i18n_ngettext (Singular, Plural, N)
#undef ngettext
#define ngettext(Singular, Plural, N) hammer_i18n_ngettext (Singular, Plural, N)

G_END_DECLS
