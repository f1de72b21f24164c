/* hammer-catalog.c — Hammer's translations read for one request's language
 *
 * The desk's process has one language, but every phone in the hall asks in
 * its own. gettext follows the process's locale (and the locale has to be
 * installed on the machine), so the pages' strings are looked up in
 * Hammer's compiled catalogues directly: the same hammer.mo the app uses,
 * read once per language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-catalog.h"

#define MO_MAGIC 0x950412deU
/* Ends a system-dependent string's list of segments. */
#define MO_SEGMENTS_END 0xffffffffU

G_LOCK_DEFINE_STATIC (catalogs);
static GHashTable *catalogs;   /* language → GHashTable msgid → msgstr */

static guint32
read_u32 (const guint8 *data,
          gsize         offset,
          gboolean      swapped)
{
  guint32 value;

  memcpy (&value, data + offset, sizeof value);
  return swapped ? GUINT32_SWAP_LE_BE (value) : value;
}

/* The string at table entry @index of the table at @table, or NULL when
 * the file does not hold it whole. */
static const char *
mo_string (const guint8 *data,
           gsize         size,
           guint32       table,
           guint32       index,
           gboolean      swapped,
           guint32      *length)
{
  gsize entry = (gsize) table + (gsize) index * 8;
  guint32 offset;

  if (entry + 8 > size)
    return NULL;
  *length = read_u32 (data, entry, swapped);
  offset = read_u32 (data, entry + 4, swapped);
  /* The format ends every string with a NUL that the length leaves out. */
  if ((gsize) offset + *length >= size || data[offset + *length] != '\0')
    return NULL;
  return (const char *) data + offset;
}

/* Whether the @length bytes at @msgstr are UTF-8 forms, each ended by a
 * NUL but the last: g_utf8_validate() takes a NUL inside for the end of
 * valid text, and so refused every plural entry. */
static gboolean
forms_valid (const char *msgstr,
             guint32     length)
{
  const char *end = msgstr + length;

  for (const char *form = msgstr; form <= end; form += strlen (form) + 1)
    if (!g_utf8_validate (form, MIN (strlen (form), (gsize) (end - form)), NULL))
      return FALSE;
  return TRUE;
}

/* What this platform's printf() takes for a segment that msgfmt kept
 * apart: "PRId64" for a msgid's "%<PRId64>", "I" for a translation's "%I"
 * flag. NULL for a name Hammer does not know: gettext leaves the string
 * out then, and so does this reader. */
static char *
segment_value (const char *name)
{
  /* Every conversion of one width shares PRId's length modifier, so the
   * platform's own macros give them all. */
  static const struct { const char *width; const char *d; } widths[] = {
    { "8", PRId8 }, { "16", PRId16 }, { "32", PRId32 }, { "64", PRId64 },
    { "LEAST8", PRIdLEAST8 }, { "LEAST16", PRIdLEAST16 }, { "LEAST32", PRIdLEAST32 },
    { "LEAST64", PRIdLEAST64 }, { "FAST8", PRIdFAST8 }, { "FAST16", PRIdFAST16 },
    { "FAST32", PRIdFAST32 }, { "FAST64", PRIdFAST64 }, { "MAX", PRIdMAX },
    { "PTR", PRIdPTR },
  };

  if (g_str_equal (name, "I"))
    {
      /* glibc's printf() reads "I" as "use the locale's digits"; other C
       * libraries do not know it, so gettext drops it there. */
#ifdef __GLIBC__
      return g_strdup ("I");
#else
      return g_strdup ("");
#endif
    }
  if (!g_str_has_prefix (name, "PRI") || name[3] == '\0' || strchr ("diouxX", name[3]) == NULL)
    return NULL;
  for (gsize i = 0; i < G_N_ELEMENTS (widths); i++)
    if (g_str_equal (name + 4, widths[i].width))
      return g_strdup_printf ("%.*s%c", (int) strlen (widths[i].d) - 1, widths[i].d, name[3]);
  return NULL;
}

/* The names' values of the file's @n_segments system-dependent segments, or
 * NULL when the table does not lie whole in the file. */
static GPtrArray *
mo_segments (const guint8 *data,
             gsize         size,
             guint32       table,
             guint32       n_segments,
             gboolean      swapped)
{
  g_autoptr(GPtrArray) values = NULL;

  if ((gsize) table + (gsize) n_segments * 8 > size)
    return NULL;
  values = g_ptr_array_new_full (n_segments, g_free);
  for (guint32 i = 0; i < n_segments; i++)
    {
      guint32 length = read_u32 (data, (gsize) table + (gsize) i * 8, swapped);
      guint32 offset = read_u32 (data, (gsize) table + (gsize) i * 8 + 4, swapped);

      /* The length counts the name's NUL. */
      if (length == 0 || (gsize) offset + length > size || data[offset + length - 1] != '\0')
        return NULL;
      g_ptr_array_add (values, segment_value ((const char *) data + offset));
    }
  return g_steal_pointer (&values);
}

/* The system-dependent string at entry @index of the table at @table, put
 * together: static pieces read one after the other from one place in the
 * file, each but the last followed by a segment's value; the last piece ends
 * with the string's NUL. NULL with *@damaged set when the file does not hold
 * it whole; NULL alone when a segment is one Hammer does not know. */
static GString *
mo_sysdep_string (const guint8 *data,
                  gsize         size,
                  guint32       table,
                  guint32       index,
                  gboolean      swapped,
                  GPtrArray    *segments,
                  gboolean     *damaged)
{
  g_autoptr(GString) text = g_string_new (NULL);
  gsize entry = (gsize) table + (gsize) index * 4;
  gsize descriptor, piece;
  gboolean known = TRUE;

  *damaged = TRUE;
  if (entry + 4 > size)
    return NULL;
  descriptor = read_u32 (data, entry, swapped);
  if (descriptor + 4 > size)
    return NULL;
  piece = read_u32 (data, descriptor, swapped);
  for (gsize pair = descriptor + 4;; pair += 8)
    {
      guint32 length, reference;

      if (pair + 8 > size)
        return NULL;
      length = read_u32 (data, pair, swapped);
      reference = read_u32 (data, pair + 4, swapped);
      if (piece + length > size)
        return NULL;
      g_string_append_len (text, (const char *) data + piece, length);
      piece += length;
      if (reference == MO_SEGMENTS_END)
        break;
      if (reference >= segments->len)
        return NULL;
      if (g_ptr_array_index (segments, reference) == NULL)
        known = FALSE;
      else
        g_string_append (text, g_ptr_array_index (segments, reference));
    }
  if (text->len == 0 || text->str[text->len - 1] != '\0')
    return NULL;
  *damaged = FALSE;
  if (!known)
    return NULL;
  /* The length leaves the last NUL out, as in the plain tables. */
  g_string_truncate (text, text->len - 1);
  return g_steal_pointer (&text);
}

/* Adds @msgid → @msgstr (@str_length bytes) to @table unless it is the
 * header or untranslated. */
static void
add_entry (GHashTable *table,
           const char *msgid,
           guint32     id_length,
           const char *msgstr,
           guint32     str_length)
{
  char *forms;

  /* The header (an empty msgid) and untranslated entries are left out. */
  if (id_length == 0 || str_length == 0 || !forms_valid (msgstr, str_length))
    return;
  /* The forms and two NULs after the last, so that a second form
   * missing reads as an empty one: a plain entry is a string. */
  forms = g_malloc0 ((gsize) str_length + 2);
  memcpy (forms, msgstr, str_length);
  g_hash_table_insert (table, g_strdup (msgid), forms);
}

/* Adds the strings that msgfmt stored apart because they hold a segment
 * like "%<PRId64>" (a .mo file of minor revision 1), each put together as
 * this platform writes it, as gettext does. FALSE when the file is damaged. */
static gboolean
add_sysdep_entries (GHashTable   *table,
                    const guint8 *data,
                    gsize         size,
                    gboolean      swapped)
{
  g_autoptr(GPtrArray) segments = NULL;
  guint32 n_strings, originals, translations;

  if (size < 48)
    return FALSE;
  segments = mo_segments (data, size, read_u32 (data, 32, swapped), read_u32 (data, 28, swapped),
                          swapped);
  if (segments == NULL)
    return FALSE;
  n_strings = read_u32 (data, 36, swapped);
  originals = read_u32 (data, 40, swapped);
  translations = read_u32 (data, 44, swapped);
  for (guint32 i = 0; i < n_strings; i++)
    {
      gboolean damaged_id, damaged_str;
      g_autoptr(GString) msgid = mo_sysdep_string (data, size, originals, i, swapped, segments,
                                                   &damaged_id);
      g_autoptr(GString) msgstr = mo_sysdep_string (data, size, translations, i, swapped,
                                                    segments, &damaged_str);

      if (damaged_id || damaged_str)
        return FALSE;
      if (msgid != NULL && msgstr != NULL && g_utf8_validate (msgid->str, -1, NULL))
        add_entry (table, msgid->str, msgid->len, msgstr->str, msgstr->len);
    }
  return TRUE;
}

/* Reads a GNU .mo file into msgid → msgstr. A key with a context is
 * "context\004msgid"; a plural entry is keyed by its singular and keeps
 * its forms one after the other, each ended by its NUL. */
static GHashTable *
parse_mo (GBytes *bytes)
{
  gsize size;
  const guint8 *data = g_bytes_get_data (bytes, &size);
  g_autoptr(GHashTable) table = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                       g_free, g_free);
  gboolean swapped;
  guint32 revision, n_strings, originals, translations;

  if (size < 28)
    return NULL;
  if (read_u32 (data, 0, FALSE) == MO_MAGIC)
    swapped = FALSE;
  else if (read_u32 (data, 0, TRUE) == MO_MAGIC)
    swapped = TRUE;
  else
    return NULL;

  revision = read_u32 (data, 4, swapped);
  /* A major revision past 0 is a format this reader does not know. */
  if (revision >> 16 != 0)
    return NULL;
  n_strings = read_u32 (data, 8, swapped);
  originals = read_u32 (data, 12, swapped);
  translations = read_u32 (data, 16, swapped);

  for (guint32 i = 0; i < n_strings; i++)
    {
      guint32 id_length, str_length;
      const char *msgid = mo_string (data, size, originals, i, swapped, &id_length);
      const char *msgstr = mo_string (data, size, translations, i, swapped, &str_length);

      if (msgid == NULL || msgstr == NULL)
        return NULL;
      add_entry (table, msgid, id_length, msgstr, str_length);
    }
  if ((revision & 0xffff) >= 1 && !add_sysdep_entries (table, data, size, swapped))
    return NULL;
  return g_steal_pointer (&table);
}

gboolean
hammer_running_uninstalled (void)
{
  g_autofree char *program = g_file_read_link ("/proc/self/exe", NULL);

  return program != NULL && g_str_has_prefix (program, HAMMER_BUILD_ROOT G_DIR_SEPARATOR_S);
}

const char *
hammer_catalog_locale_dir (void)
{
  static gsize dir;

  if (g_once_init_enter (&dir))
    {
      const char *chosen = g_getenv ("HAMMER_LOCALEDIR");

      if (chosen == NULL || *chosen == '\0')
        chosen = hammer_running_uninstalled () ? HAMMER_BUILD_LOCALEDIR : LOCALEDIR;
      g_once_init_leave (&dir, (gsize) g_intern_string (chosen));
    }
  return (const char *) dir;
}

static char *
catalog_path (const char *language)
{
  return g_build_filename (hammer_catalog_locale_dir (), language, "LC_MESSAGES",
                           GETTEXT_PACKAGE ".mo", NULL);
}

/* The catalogue of @language, read the first time it is asked for; an
 * empty one when Hammer has none (English, or a file missing). */
static GHashTable *
lookup_catalog (const char *language)
{
  GHashTable *table;

  G_LOCK (catalogs);
  if (catalogs == NULL)
    catalogs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                      (GDestroyNotify) g_hash_table_unref);
  table = g_hash_table_lookup (catalogs, language);
  if (table == NULL)
    {
      g_autofree char *path = catalog_path (language);
      g_autoptr(GMappedFile) file = g_mapped_file_new (path, FALSE, NULL);
      g_autoptr(GBytes) bytes = file != NULL ? g_mapped_file_get_bytes (file) : NULL;

      table = bytes != NULL ? parse_mo (bytes) : NULL;
      if (table == NULL)
        {
          if (file != NULL)
            g_warning ("The translations in %s are damaged; the pages stay in English", path);
          table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
        }
      g_hash_table_insert (catalogs, g_strdup (language), table);
    }
  G_UNLOCK (catalogs);
  return table;
}

/* The translation of @key in @language, with its plural forms one after the
 * other; NULL when there is none. */
static const char *
lookup (const char *language,
        const char *key)
{
  /* Catalogues are never freed or changed once read, so a found string
   * outlives the lock. */
  return g_str_equal (language, "en") ? NULL : g_hash_table_lookup (lookup_catalog (language), key);
}

const char * const *
hammer_catalog_languages (void)
{
  static const char * const languages[] = { "en", "nl", "de", NULL };

  return languages;
}

const char *
hammer_catalog_translate (const char *language,
                          const char *msgid)
{
  const char *translation;

  g_return_val_if_fail (language != NULL, msgid);
  g_return_val_if_fail (msgid != NULL, NULL);

  translation = lookup (language, msgid);
  return translation != NULL ? translation : msgid;
}

const char *
hammer_catalog_translate_context (const char *language,
                                  const char *context_msgid,
                                  const char *msgid)
{
  const char *translation;

  g_return_val_if_fail (language != NULL, msgid);
  g_return_val_if_fail (context_msgid != NULL, msgid);

  translation = lookup (language, context_msgid);
  return translation != NULL ? translation : msgid;
}

const char *
hammer_catalog_translate_plural (const char *language,
                                 const char *singular,
                                 const char *plural,
                                 gulong      n)
{
  const char *forms;

  g_return_val_if_fail (language != NULL, singular);

  /* Dutch, German and English all have two forms: one, and every other
   * number ("nplurals=2; plural=(n != 1)" in po/). */
  forms = lookup (language, singular);
  if (forms != NULL && n != 1)
    forms = *(forms + strlen (forms) + 1) != '\0' ? forms + strlen (forms) + 1 : NULL;
  if (forms == NULL)
    return n == 1 ? singular : plural;
  return forms;
}
