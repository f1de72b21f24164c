/* hammer-player-import-values.c — what the headers and the cells of a
 * players file mean: the names a column goes by in English, Dutch and
 * German, values cleaned of what spreadsheets leave in them, and the checks
 * of an average, an e-mail address and a yes or no (see
 * hammer-player-import.c for the rules of the file as a whole)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "io/hammer-player-import-private.h"

#define MAX_AVERAGE 1000
/* The messages spell the limit out, which reads better than a number put in. */
G_STATIC_ASSERT (MAX_AVERAGE == 1000);

typedef struct
{
  const char         *key;
  HammerImportColumn  column;
} HeaderName;

/* Keys are as normalize_header() leaves them: folded, without accents,
 * spaces or punctuation. */
static const HeaderName header_names[] = {
  { "name", HAMMER_IMPORT_COLUMN_NAME },
  { "fullname", HAMMER_IMPORT_COLUMN_NAME },
  { "player", HAMMER_IMPORT_COLUMN_NAME },
  { "playername", HAMMER_IMPORT_COLUMN_NAME },
  { "naam", HAMMER_IMPORT_COLUMN_NAME },
  { "volledigenaam", HAMMER_IMPORT_COLUMN_NAME },
  { "speler", HAMMER_IMPORT_COLUMN_NAME },
  { "spelersnaam", HAMMER_IMPORT_COLUMN_NAME },
  { "spieler", HAMMER_IMPORT_COLUMN_NAME },
  { "spielername", HAMMER_IMPORT_COLUMN_NAME },
  { "vollstandigername", HAMMER_IMPORT_COLUMN_NAME },

  { "firstname", HAMMER_IMPORT_COLUMN_GIVEN_NAME },
  { "givenname", HAMMER_IMPORT_COLUMN_GIVEN_NAME },
  { "forename", HAMMER_IMPORT_COLUMN_GIVEN_NAME },
  { "voornaam", HAMMER_IMPORT_COLUMN_GIVEN_NAME },
  { "voornamen", HAMMER_IMPORT_COLUMN_GIVEN_NAME },
  { "roepnaam", HAMMER_IMPORT_COLUMN_GIVEN_NAME },
  { "vorname", HAMMER_IMPORT_COLUMN_GIVEN_NAME },
  { "rufname", HAMMER_IMPORT_COLUMN_GIVEN_NAME },

  { "tussenvoegsel", HAMMER_IMPORT_COLUMN_INFIX },
  { "tussenvoegsels", HAMMER_IMPORT_COLUMN_INFIX },
  { "tussenv", HAMMER_IMPORT_COLUMN_INFIX },
  { "prefix", HAMMER_IMPORT_COLUMN_INFIX },
  { "infix", HAMMER_IMPORT_COLUMN_INFIX },
  { "namenszusatz", HAMMER_IMPORT_COLUMN_INFIX },

  { "lastname", HAMMER_IMPORT_COLUMN_FAMILY_NAME },
  { "surname", HAMMER_IMPORT_COLUMN_FAMILY_NAME },
  { "familyname", HAMMER_IMPORT_COLUMN_FAMILY_NAME },
  { "achternaam", HAMMER_IMPORT_COLUMN_FAMILY_NAME },
  { "nachname", HAMMER_IMPORT_COLUMN_FAMILY_NAME },
  { "familienname", HAMMER_IMPORT_COLUMN_FAMILY_NAME },
  { "zuname", HAMMER_IMPORT_COLUMN_FAMILY_NAME },

  { "club", HAMMER_IMPORT_COLUMN_CLUB },
  { "clubname", HAMMER_IMPORT_COLUMN_CLUB },
  { "clubnaam", HAMMER_IMPORT_COLUMN_CLUB },
  { "vereniging", HAMMER_IMPORT_COLUMN_CLUB },
  { "verenigingsnaam", HAMMER_IMPORT_COLUMN_CLUB },
  { "verein", HAMMER_IMPORT_COLUMN_CLUB },
  { "vereinsname", HAMMER_IMPORT_COLUMN_CLUB },

  { "licence", HAMMER_IMPORT_COLUMN_LICENCE },
  { "license", HAMMER_IMPORT_COLUMN_LICENCE },
  { "licencenumber", HAMMER_IMPORT_COLUMN_LICENCE },
  { "licensenumber", HAMMER_IMPORT_COLUMN_LICENCE },
  { "licenceno", HAMMER_IMPORT_COLUMN_LICENCE },
  { "licenseno", HAMMER_IMPORT_COLUMN_LICENCE },
  { "membernumber", HAMMER_IMPORT_COLUMN_LICENCE },
  { "licentie", HAMMER_IMPORT_COLUMN_LICENCE },
  { "licentienummer", HAMMER_IMPORT_COLUMN_LICENCE },
  { "licentienr", HAMMER_IMPORT_COLUMN_LICENCE },
  { "lidnummer", HAMMER_IMPORT_COLUMN_LICENCE },
  { "lidnr", HAMMER_IMPORT_COLUMN_LICENCE },
  { "bondsnummer", HAMMER_IMPORT_COLUMN_LICENCE },
  { "bondsnr", HAMMER_IMPORT_COLUMN_LICENCE },
  { "lizenz", HAMMER_IMPORT_COLUMN_LICENCE },
  { "lizenznummer", HAMMER_IMPORT_COLUMN_LICENCE },
  { "lizenznr", HAMMER_IMPORT_COLUMN_LICENCE },
  { "mitgliedsnummer", HAMMER_IMPORT_COLUMN_LICENCE },
  { "mitgliedsnr", HAMMER_IMPORT_COLUMN_LICENCE },
  { "pass", HAMMER_IMPORT_COLUMN_LICENCE },
  { "passnummer", HAMMER_IMPORT_COLUMN_LICENCE },
  { "passnr", HAMMER_IMPORT_COLUMN_LICENCE },

  { "email", HAMMER_IMPORT_COLUMN_EMAIL },
  { "mail", HAMMER_IMPORT_COLUMN_EMAIL },
  { "emailaddress", HAMMER_IMPORT_COLUMN_EMAIL },
  { "emailadres", HAMMER_IMPORT_COLUMN_EMAIL },
  { "mailadres", HAMMER_IMPORT_COLUMN_EMAIL },
  { "emailadresse", HAMMER_IMPORT_COLUMN_EMAIL },

  { "phone", HAMMER_IMPORT_COLUMN_PHONE },
  { "phonenumber", HAMMER_IMPORT_COLUMN_PHONE },
  { "telephone", HAMMER_IMPORT_COLUMN_PHONE },
  { "mobile", HAMMER_IMPORT_COLUMN_PHONE },
  { "tel", HAMMER_IMPORT_COLUMN_PHONE },
  { "telefoon", HAMMER_IMPORT_COLUMN_PHONE },
  { "telefoonnummer", HAMMER_IMPORT_COLUMN_PHONE },
  { "telefoonnr", HAMMER_IMPORT_COLUMN_PHONE },
  { "telnr", HAMMER_IMPORT_COLUMN_PHONE },
  { "mobiel", HAMMER_IMPORT_COLUMN_PHONE },
  { "mobielnummer", HAMMER_IMPORT_COLUMN_PHONE },
  { "gsm", HAMMER_IMPORT_COLUMN_PHONE },
  { "telefon", HAMMER_IMPORT_COLUMN_PHONE },
  { "telefonnummer", HAMMER_IMPORT_COLUMN_PHONE },
  { "handy", HAMMER_IMPORT_COLUMN_PHONE },
  { "mobil", HAMMER_IMPORT_COLUMN_PHONE },

  { "average", HAMMER_IMPORT_COLUMN_AVERAGE },
  { "avg", HAMMER_IMPORT_COLUMN_AVERAGE },
  { "rating", HAMMER_IMPORT_COLUMN_AVERAGE },
  { "gemiddelde", HAMMER_IMPORT_COLUMN_AVERAGE },
  { "gemiddeld", HAMMER_IMPORT_COLUMN_AVERAGE },
  { "gem", HAMMER_IMPORT_COLUMN_AVERAGE },
  { "durchschnitt", HAMMER_IMPORT_COLUMN_AVERAGE },
  { "schnitt", HAMMER_IMPORT_COLUMN_AVERAGE },

  { "active", HAMMER_IMPORT_COLUMN_ACTIVE },
  { "actief", HAMMER_IMPORT_COLUMN_ACTIVE },
  { "aktiv", HAMMER_IMPORT_COLUMN_ACTIVE },
};

/* Spreadsheets in Dutch and German write their booleans as WAAR/ONWAAR and
 * WAHR/FALSCH, so those count as well as what people type. */
static const char * const yes_words[] = {
  "yes", "y", "ja", "j", "1", "true", "x", "waar", "wahr",
};
static const char * const no_words[] = {
  "no", "n", "nee", "nein", "0", "false", "onwaar", "falsch",
};


static char *
normalize_header (const char *header)
{
  g_autofree char *decomposed = g_utf8_normalize (header, -1, G_NORMALIZE_ALL);
  g_autofree char *folded = NULL;
  GString *key = g_string_new (NULL);

  if (decomposed == NULL)
    return g_string_free (key, FALSE);

  /* Folding after decomposing, since decomposing full-width and other
   * compatibility forms can yield capitals. Accents are combining marks by
   * now, and fall out with the punctuation. */
  folded = g_utf8_casefold (decomposed, -1);
  for (const char *p = folded; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isalnum (c))
        g_string_append_unichar (key, c);
    }

  return g_string_free (key, FALSE);
}

HammerImportColumn
hammer_player_import_recognise_header (const char *header)
{
  g_autofree char *key = normalize_header (header);

  for (guint i = 0; i < G_N_ELEMENTS (header_names); i++)
    if (strcmp (key, header_names[i].key) == 0)
      return header_names[i].column;

  return HAMMER_IMPORT_COLUMN_IGNORED;
}

gboolean
hammer_player_import_is_blank (const char *text)
{
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (!g_unichar_isspace (g_utf8_get_char (p)))
      return FALSE;

  return TRUE;
}

/* Trims, collapses every run of white space (line breaks within a cell and
 * no-break spaces included) into one space, drops invisible zero-width
 * characters that come along from web pages, and composes accents (NFC), so
 * that names typed on different systems compare equal. Other control
 * characters are dropped and reported through @has_control. */
char *
hammer_player_import_clean_value (const char *raw,
                                  gboolean   *has_control)
{
  g_autoptr(GString) out = g_string_new (NULL);
  gboolean pending_space = FALSE;
  gboolean ascii = TRUE;

  *has_control = FALSE;

  for (const char *p = raw; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == 0xFEFF || c == 0x200B)
        continue;

      if (g_unichar_isspace (c))
        {
          pending_space = out->len > 0;
          continue;
        }

      if (g_unichar_iscntrl (c))
        {
          *has_control = TRUE;
          continue;
        }

      if (pending_space)
        g_string_append_c (out, ' ');
      pending_space = FALSE;
      g_string_append_unichar (out, c);
      ascii = ascii && c < 0x80;
    }

  /* Spreadsheet exports (ours too) put an apostrophe in front of text that
   * would otherwise run as a formula; the apostrophe is not part of the name. */
  if (out->len >= 2 && out->str[0] == '\'' && strchr ("=+-@", out->str[1]) != NULL)
    g_string_erase (out, 0, 1);

  /* Most values are plain ASCII, which is in NFC already. */
  if (ascii)
    return g_string_free (g_steal_pointer (&out), FALSE);

  return g_utf8_normalize (out->str, out->len, G_NORMALIZE_NFC);
}

/* A plain decimal number with a decimal comma or point: no exponents,
 * thousands separators, "nan" or "inf", which strtod would take. */
static gboolean
parse_average (const char *text,
               double     *value)
{
  g_autoptr(GString) ascii = g_string_new (NULL);
  const char *p = text;
  gboolean digits = FALSE;

  if (*p == '+' || *p == '-')
    g_string_append_c (ascii, *p++);

  for (; g_ascii_isdigit (*p); p++, digits = TRUE)
    g_string_append_c (ascii, *p);

  if (*p == ',' || *p == '.')
    {
      g_string_append_c (ascii, '.');
      for (p++; g_ascii_isdigit (*p); p++, digits = TRUE)
        g_string_append_c (ascii, *p);
    }

  if (*p != '\0' || !digits)
    return FALSE;

  *value = g_ascii_strtod (ascii->str, NULL);
  /* Adding zero turns "-0" into plain zero. */
  *value += 0.0;
  return TRUE;
}

static gboolean
word_in (const char         *folded,
         const char * const *words,
         gsize               n_words)
{
  for (gsize i = 0; i < n_words; i++)
    if (strcmp (folded, words[i]) == 0)
      return TRUE;

  return FALSE;
}


char *
hammer_player_import_join_names (char **values)
{
  g_autoptr(GString) name = g_string_new (NULL);
  static const HammerImportColumn parts[] = {
    HAMMER_IMPORT_COLUMN_GIVEN_NAME,
    HAMMER_IMPORT_COLUMN_INFIX,
    HAMMER_IMPORT_COLUMN_FAMILY_NAME,
  };

  for (guint i = 0; i < G_N_ELEMENTS (parts); i++)
    {
      const char *part = values[parts[i]];

      if (part == NULL)
        continue;
      if (name->len > 0)
        g_string_append_c (name, ' ');
      g_string_append (name, part);
    }

  return g_string_free (g_steal_pointer (&name), FALSE);
}

void
hammer_player_import_check_value (HammerImportRow    *row,
                                  HammerImportColumn  role,
                                  const char         *header,
                                  const char         *value,
                                  gboolean            ticks)
{
  g_autofree char *folded = NULL;
  double average;

  switch (role)
    {
    case HAMMER_IMPORT_COLUMN_AVERAGE:
      if (!parse_average (value, &average))
        g_ptr_array_add (row->problems,
                         g_strdup_printf (_("The average “%s” is not a number."), value));
      else if (average < 0)
        g_ptr_array_add (row->problems,
                         g_strdup_printf (_("The average “%s” is negative."), value));
      else if (average > MAX_AVERAGE)
        g_ptr_array_add (row->problems,
                         g_strdup_printf (_("The average “%s” is more than 1000."), value));
      else
        {
          row->has_average = TRUE;
          row->average = average;
        }
      break;

    case HAMMER_IMPORT_COLUMN_EMAIL:
      if (strchr (value, '@') == NULL)
        g_ptr_array_add (row->problems,
                         g_strdup_printf (_("The e-mail address “%s” has no “@”."), value));
      else if (strchr (value, ' ') != NULL)
        g_ptr_array_add (row->problems,
                         g_strdup_printf (_("The e-mail address “%s” contains a space."), value));
      break;

    case HAMMER_IMPORT_COLUMN_ACTIVE:
      folded = g_utf8_casefold (value, -1);
      if (*folded == '\0')
        row->active = !ticks;
      else if (word_in (folded, yes_words, G_N_ELEMENTS (yes_words)))
        row->active = TRUE;
      else if (word_in (folded, no_words, G_N_ELEMENTS (no_words)))
        row->active = FALSE;
      else
        g_ptr_array_add (row->problems,
                         g_strdup_printf (_("The value “%s” in column “%s” is neither yes nor no."),
                                          value, header));
      break;

    case HAMMER_IMPORT_COLUMN_IGNORED:
    case HAMMER_IMPORT_COLUMN_NAME:
    case HAMMER_IMPORT_COLUMN_GIVEN_NAME:
    case HAMMER_IMPORT_COLUMN_INFIX:
    case HAMMER_IMPORT_COLUMN_FAMILY_NAME:
    case HAMMER_IMPORT_COLUMN_CLUB:
    case HAMMER_IMPORT_COLUMN_LICENCE:
    case HAMMER_IMPORT_COLUMN_PHONE:
    default:
      break;
    }
}
