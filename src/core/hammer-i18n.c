/* hammer-i18n.c — the core's sentences in the language of whoever asked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "hammer-i18n.h"
#include "hammer-catalog.h"

void
hammer_i18n_init (void)
{
  if (setlocale (LC_ALL, "") == NULL)
    {
      /* gettext follows LANGUAGE in C.UTF-8, never in C: a Dutch user on a
       * machine without nl_NL still reads Dutch. */
      const char *language = g_get_language_names ()[0];
      const char *chosen = g_getenv ("LANGUAGE");

      setlocale (LC_ALL, "C.UTF-8");
      if ((chosen == NULL || *chosen == '\0') && !g_str_equal (language, "C"))
        g_setenv ("LANGUAGE", language, TRUE);
    }
  bindtextdomain (GETTEXT_PACKAGE, hammer_catalog_locale_dir ());
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}

/* The languages are constants ("nl", "de", "en"), so the thread keeps a
 * pointer and frees nothing. */
static GPrivate thread_language;

void
hammer_i18n_set_thread_language (const char *language)
{
  g_private_set (&thread_language, (gpointer) language);
}

const char *
hammer_i18n_get_thread_language (void)
{
  return g_private_get (&thread_language);
}

const char *
hammer_i18n_gettext (const char *msgid)
{
  const char *language = g_private_get (&thread_language);

  if (language != NULL)
    return hammer_catalog_translate (language, msgid);
  return g_dgettext (GETTEXT_PACKAGE, msgid);
}

const char *
hammer_i18n_pgettext (const char *context_msgid,
                      gsize       msgid_offset)
{
  const char *language = g_private_get (&thread_language);

  if (language != NULL)
    return hammer_catalog_translate_context (language, context_msgid,
                                             context_msgid + msgid_offset);
  return g_dpgettext (GETTEXT_PACKAGE, context_msgid, msgid_offset);
}

const char *
hammer_i18n_ngettext (const char *singular,
                      const char *plural,
                      gulong      n)
{
  const char *language = g_private_get (&thread_language);

  if (language != NULL)
    return hammer_catalog_translate_plural (language, singular, plural, n);
  /* Not the macro of hammer-i18n.h: GLib's own, called by its address. */
  return (g_dngettext) (GETTEXT_PACKAGE, singular, plural, n);
}
