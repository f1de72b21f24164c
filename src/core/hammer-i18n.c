/* hammer-i18n.c — the core's sentences in the language of whoever asked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
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

char
hammer_i18n_decimal_mark (void)
{
  /* TRANSLATORS: the decimal mark in the figures of printed and HTML
   * standings ("," in Dutch and German). Only its first character is used. */
  const char *mark = C_("decimal mark", ".");

  return mark[0] == ',' ? ',' : '.';
}

/* The name of @month (1 to 12) in the language. */
static const char *
month_name (int month)
{
  /* TRANSLATORS: a month's name in a date, as in "28 November 2026". */
  switch (month)
    {
    case 1: return C_("month", "January");
    case 2: return C_("month", "February");
    case 3: return C_("month", "March");
    case 4: return C_("month", "April");
    case 5: return C_("month", "May");
    case 6: return C_("month", "June");
    case 7: return C_("month", "July");
    case 8: return C_("month", "August");
    case 9: return C_("month", "September");
    case 10: return C_("month", "October");
    case 11: return C_("month", "November");
    default: return C_("month", "December");
    }
}

char *
hammer_i18n_format_date_as (const char *iso,
                            const char *format)
{
  int year, month, day;
  char tail;
  g_autoptr(GDateTime) date = NULL;
  g_autoptr(GString) with_month = NULL;

  g_return_val_if_fail (format != NULL, NULL);

  if (iso == NULL || sscanf (iso, "%4d-%2d-%2d%c", &year, &month, &day, &tail) != 3 ||
      !g_date_valid_dmy (day, month, year) ||
      !(date = g_date_time_new_utc (year, month, day, 12, 0, 0)))
    return g_strdup (iso);
  /* %B would be the locale's, which may not be installed: the name goes
   * into the format itself, its own % doubled. */
  with_month = g_string_new (format);
  for (gsize i = 0; i + 1 < with_month->len; i++)
    {
      if (with_month->str[i] != '%')
        continue;
      if (with_month->str[i + 1] == 'B')
        {
          g_autoptr(GString) escaped = g_string_new (month_name (month));

          g_string_replace (escaped, "%", "%%", 0);
          g_string_erase (with_month, (gssize) i, 2);
          g_string_insert (with_month, (gssize) i, escaped->str);
          i += escaped->len - 1;
        }
      else
        i++;
    }
  return g_strstrip (g_date_time_format (date, with_month->str));
}

char *
hammer_i18n_format_date (const char *iso)
{
  /* TRANSLATORS: the date of an event on its HTML page and its paper; see
   * g_date_time_format(); "%-d" is the day without padding, "%B" the
   * month's name (translated apart, with the context "month"). Dutch and
   * German: "%-d %B %Y". */
  return hammer_i18n_format_date_as (iso, C_("event date", "%B %-d, %Y"));
}

char *
hammer_i18n_format_short_date (const char *iso)
{
  /* TRANSLATORS: a date in the app's sidebar and a page's title; see
   * g_date_time_format(); "%-d" is the day without padding (GLib pads %e
   * with a figure space), "%B" the month's name (translated apart, with
   * the context "month"). German: "%-d. %B %Y". */
  return hammer_i18n_format_date_as (iso, C_("short date", "%-d %B %Y"));
}

char *
hammer_i18n_fold_name (const char *text)
{
  g_autofree char *decomposed = g_utf8_normalize (text, -1, G_NORMALIZE_NFKD);
  g_autoptr(GString) plain = g_string_new (NULL);

  for (const char *p = decomposed; p != NULL && *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_unichar_tolower (g_utf8_get_char (p));

      if (g_unichar_ismark (c))
        continue;
      switch (c)
        {
        case 0x0142: g_string_append_c (plain, 'l'); break;    /* ł */
        case 0x00f8: g_string_append_c (plain, 'o'); break;    /* ø */
        case 0x0111: g_string_append_c (plain, 'd'); break;    /* đ */
        case 0x0131: g_string_append_c (plain, 'i'); break;    /* ı */
        case 0x00df: g_string_append (plain, "ss"); break;     /* ß */
        case 0x00e6: g_string_append (plain, "ae"); break;     /* æ */
        case 0x0153: g_string_append (plain, "oe"); break;     /* œ */
        case 0x00fe: g_string_append (plain, "th"); break;     /* þ */
        default: g_string_append_unichar (plain, c); break;
        }
    }
  return g_string_free (g_steal_pointer (&plain), FALSE);
}

int
hammer_i18n_compare_names (const char *a,
                           const char *b)
{
  g_autofree char *key_a = NULL, *key_b = NULL;
  int order;

  if (a == NULL || b == NULL)
    return a == NULL ? (b == NULL ? 0 : -1) : 1;
  key_a = hammer_i18n_fold_name (a);
  key_b = hammer_i18n_fold_name (b);
  order = strcmp (key_a, key_b);
  return order != 0 ? order : strcmp (a, b);
}

/* Whether @name is "Board %u" of @number as @format (a translation of it)
 * says it. Read piece by piece, not printed: the format is a catalogue's. */
static gboolean
is_board_name (const char *name,
               const char *format,
               guint       number)
{
  const char *slot = strstr (format, "%u");
  g_autofree char *digits = g_strdup_printf ("%u", number);
  gsize before, after, length = strlen (name);

  if (slot == NULL)
    return FALSE;
  before = slot - format;
  after = strlen (slot + 2);
  return length == before + strlen (digits) + after && strncmp (name, format, before) == 0 &&
         strncmp (name + before, digits, strlen (digits)) == 0 &&
         strcmp (name + before + strlen (digits), slot + 2) == 0;
}

gboolean
hammer_i18n_board_name_is_default (const char *name,
                                   guint       number)
{
  if (name == NULL)
    return TRUE;
  for (const char * const *language = hammer_catalog_languages (); *language != NULL;
       language++)
    if (is_board_name (name, hammer_catalog_translate (*language, "Board %u"), number))
      return TRUE;
  return FALSE;
}

char *
hammer_i18n_board_name (const char *name,
                        guint       number)
{
  if (!hammer_i18n_board_name_is_default (name, number))
    return g_strdup (name);
  /* TRANSLATORS: the name of a board the event did not name; %u is its number. */
  return g_strdup_printf (_("Board %u"), number);
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
