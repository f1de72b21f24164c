/* hammer-player-import.c — a players file, read and checked before import
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The first row that is not entirely empty is the header; its columns are
 * recognised by name in English, Dutch and German, ignoring case, accents,
 * spaces and punctuation ("E-mail", "Tussenv.", "Gem."). Columns nobody
 * recognises are ignored, and so is "Team": in a club's member list it is the
 * league team a player turns out for, and taking it for the club would create
 * clubs that do not exist. When several columns mean the same (say "Telefoon"
 * and "Mobiel"), the first that is filled in on a row is used.
 *
 * Rows that are entirely empty are skipped wherever they are: spreadsheets
 * export formatted but empty rows as ";;;;". A row with fewer fields than the
 * header has its missing trailing fields empty, as spreadsheets drop them; a
 * row with more is a problem only when the extra fields hold something, so a
 * trailing separator does no harm.
 *
 * A row is a duplicate of an earlier good row with the same licence, or with
 * the same name and club unless both rows have (different) licences: a father
 * and son of the same name in one club are told apart by their licences. Rows
 * with problems take no part in this, so that every row is either good, bad or
 * a duplicate, and fixing a bad row never silently drops another.
 *
 * Values are trimmed, with inner white space collapsed; control characters
 * and values over 200 characters are problems. Averages take a decimal comma
 * or point. "Active" takes yes and no in the three languages, 1 and 0, and x;
 * an empty cell means active, except in a column of x marks, where it is an
 * unticked box. Text that looks like a formula ("=1+1") is kept as text: the
 * file holds what the spreadsheet showed, and nothing here evaluates it.
 */
#include "config.h"

#include "hammer-i18n.h"
#include <json-glib/json-glib.h>
#include <string.h>

#include "hammer-csv.h"
#include "hammer-error.h"
#include "io/hammer-player-import-private.h"

/* Longer than any real name, club or address: more is a mistake, such as a
 * whole paragraph pasted into a cell. */
#define MAX_FIELD_CHARS 200
/* The messages spell the limits out, which reads better than a number put in. */
G_STATIC_ASSERT (MAX_FIELD_CHARS == 200);
/* A federation's whole membership is far below this. */
#define MAX_FILE_SIZE (20 * 1024 * 1024)

#define N_ROLES (HAMMER_IMPORT_COLUMN_ACTIVE + 1)

struct _HammerPlayerImport
{
  GPtrArray  *rows;         /* (element-type HammerImportRow) */
  GPtrArray  *headers;      /* (element-type utf8) */
  GArray     *columns;      /* (element-type HammerImportColumn) */
  guint       header_line;
  const char *encoding;
};

static HammerImportRow *
import_row_new (guint line)
{
  HammerImportRow *row = g_new0 (HammerImportRow, 1);

  row->line = line;
  row->active = TRUE;
  row->problems = g_ptr_array_new_with_free_func (g_free);

  return row;
}

static void
import_row_free (gpointer data)
{
  HammerImportRow *row = data;

  g_free (row->name);
  g_free (row->club);
  g_free (row->licence);
  g_free (row->email);
  g_free (row->phone);
  g_ptr_array_unref (row->problems);
  g_free (row->duplicate_of);
  g_free (row);
}
/* A column of x marks is a tick list: there an empty cell means "no", where
 * elsewhere it means the default, active. */
static gboolean
active_column_has_ticks (HammerPlayerImport *self,
                         HammerCsv          *csv,
                         guint               first_row)
{
  for (guint r = first_row; r < hammer_csv_get_n_rows (csv); r++)
    {
      guint n_fields = 0;
      const char * const *fields = hammer_csv_get_row (csv, r, &n_fields);

      for (guint i = 0; i < n_fields && i < self->columns->len; i++)
        {
          g_autofree char *clean = NULL;
          gboolean has_control;

          if (g_array_index (self->columns, HammerImportColumn, i) != HAMMER_IMPORT_COLUMN_ACTIVE)
            continue;

          clean = hammer_player_import_clean_value (fields[i], &has_control);
          if (g_ascii_strcasecmp (clean, "x") == 0)
            return TRUE;
        }
    }

  return FALSE;
}
static gboolean
row_is_empty (const char * const *fields)
{
  for (guint i = 0; fields[i] != NULL; i++)
    if (!hammer_player_import_is_blank (fields[i]))
      return FALSE;

  return TRUE;
}

static HammerImportRow *
read_row (HammerPlayerImport *self,
          const char * const *fields,
          guint               n_fields,
          guint               line,
          gboolean            ticks)
{
  HammerImportRow *row = import_row_new (line);
  char *values[N_ROLES] = { NULL, };
  guint value_column[N_ROLES] = { 0, };
  gboolean flawed[N_ROLES] = { FALSE, };
  int extra = -1;
  gboolean composed = FALSE;

  for (guint i = 0; i < n_fields; i++)
    {
      HammerImportColumn role;
      const char *header;
      g_autofree char *value = NULL;
      gboolean has_control;
      gboolean too_long;

      if (i >= self->columns->len)
        {
          if (extra < 0 && !hammer_player_import_is_blank (fields[i]))
            extra = i;
          continue;
        }

      role = g_array_index (self->columns, HammerImportColumn, i);
      if (role == HAMMER_IMPORT_COLUMN_IGNORED)
        continue;

      header = g_ptr_array_index (self->headers, i);
      value = hammer_player_import_clean_value (fields[i], &has_control);
      too_long = g_utf8_strlen (value, -1) > MAX_FIELD_CHARS;

      if (has_control)
        g_ptr_array_add (row->problems,
                         g_strdup_printf (_("The value in column “%s” contains a control "
                                            "character."), header));
      if (too_long)
        g_ptr_array_add (row->problems,
                         g_strdup_printf (_("The value in column “%s” is longer than 200 "
                                            "characters."), header));

      if (*value != '\0' && values[role] == NULL)
        {
          values[role] = g_steal_pointer (&value);
          value_column[role] = i;
          flawed[role] = has_control || too_long;
        }
    }

  /* Each role is checked once, on the value that is used, in the order of
   * the columns, so the problems read along the row; a value that is already
   * wrong gets no second message. An empty "active" is looked at too, since
   * in a tick list it means "no". */
  for (guint i = 0; i < n_fields && i < self->columns->len; i++)
    {
      HammerImportColumn role = g_array_index (self->columns, HammerImportColumn, i);

      if (role != HAMMER_IMPORT_COLUMN_IGNORED && values[role] != NULL &&
          value_column[role] == i && !flawed[role])
        hammer_player_import_check_value (row, role, g_ptr_array_index (self->headers, i),
                                          values[role], ticks);
    }
  if (values[HAMMER_IMPORT_COLUMN_ACTIVE] == NULL)
    hammer_player_import_check_value (row, HAMMER_IMPORT_COLUMN_ACTIVE, NULL, "", ticks);

  if (values[HAMMER_IMPORT_COLUMN_NAME] != NULL)
    row->name = g_strdup (values[HAMMER_IMPORT_COLUMN_NAME]);
  else
    {
      row->name = hammer_player_import_join_names (values);
      composed = TRUE;
    }

  if (*row->name == '\0')
    g_ptr_array_insert (row->problems, 0, g_strdup (_("The name is empty.")));
  else if (composed && g_utf8_strlen (row->name, -1) > MAX_FIELD_CHARS)
    g_ptr_array_insert (row->problems, 0,
                        g_strdup (_("The name is longer than 200 characters.")));

  if (extra >= 0)
    {
      g_autofree char *shown = NULL;
      gboolean has_control;

      shown = hammer_player_import_clean_value (fields[extra], &has_control);
      g_ptr_array_add (row->problems,
                       g_strdup_printf (_("The row has more fields than the header has columns "
                                          "(the first extra one is “%s”)."), shown));
    }

  row->club = g_steal_pointer (&values[HAMMER_IMPORT_COLUMN_CLUB]);
  row->licence = g_steal_pointer (&values[HAMMER_IMPORT_COLUMN_LICENCE]);
  row->email = g_steal_pointer (&values[HAMMER_IMPORT_COLUMN_EMAIL]);
  row->phone = g_steal_pointer (&values[HAMMER_IMPORT_COLUMN_PHONE]);

  for (guint role = 0; role < N_ROLES; role++)
    g_free (values[role]);

  return row;
}

static void
find_duplicates (HammerPlayerImport *self)
{
  g_autoptr(GHashTable) by_licence = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                            g_free, NULL);
  g_autoptr(GHashTable) by_name = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                         g_free, NULL);

  for (guint i = 0; i < self->rows->len; i++)
    {
      HammerImportRow *row = g_ptr_array_index (self->rows, i);
      HammerImportRow *first = NULL;
      g_autofree char *licence_key = NULL;
      g_autofree char *name_key = NULL;
      g_autofree char *name = NULL;
      g_autofree char *club = NULL;

      if (row->problems->len > 0)
        continue;

      name = g_utf8_casefold (row->name, -1);
      club = g_utf8_casefold (row->club != NULL ? row->club : "", -1);
      name_key = g_strconcat (name, "\n", club, NULL);
      if (row->licence != NULL)
        licence_key = g_utf8_casefold (row->licence, -1);

      if (licence_key != NULL)
        first = g_hash_table_lookup (by_licence, licence_key);

      if (first == NULL)
        {
          first = g_hash_table_lookup (by_name, name_key);
          if (first != NULL && first->licence != NULL && row->licence != NULL)
            first = NULL;
        }

      if (first != NULL)
        {
          g_free (row->duplicate_of);
          /* Translators: says where in the file the player appeared first;
           * shown after "Skipped: ". */
          row->duplicate_of = g_strdup_printf (_("the same player as on line %u"), first->line);
          continue;
        }

      if (licence_key != NULL && !g_hash_table_contains (by_licence, licence_key))
        g_hash_table_insert (by_licence, g_steal_pointer (&licence_key), row);
      if (!g_hash_table_contains (by_name, name_key))
        g_hash_table_insert (by_name, g_steal_pointer (&name_key), row);
    }
}

static char *
list_headers (HammerPlayerImport *self)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; i < self->headers->len; i++)
    {
      const char *header = g_ptr_array_index (self->headers, i);

      if (*header == '\0')
        continue;
      if (list->len > 0)
        g_string_append (list, ", ");
      /* Translators: a column name of the file, in a list of them. */
      g_string_append_printf (list, _("“%s”"), header);
    }

  return g_string_free (g_steal_pointer (&list), FALSE);
}

static gboolean
has_name_column (HammerPlayerImport *self)
{
  for (guint i = 0; i < self->columns->len; i++)
    {
      HammerImportColumn column = g_array_index (self->columns, HammerImportColumn, i);

      if (column == HAMMER_IMPORT_COLUMN_NAME || column == HAMMER_IMPORT_COLUMN_FAMILY_NAME)
        return TRUE;
    }

  return FALSE;
}

/* Whether @data is a JSON document rather than CSV, and on which line it
 * starts. An object is never a CSV header; a "[" starts JSON only when the
 * whole file reads as JSON, since a header could begin with a bracket. */
static gboolean
is_json (const char *data,
         gsize       length,
         guint      *line)
{
  gsize i = 0;

  *line = 1;
  if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
    i = 3;
  for (; i < length && g_ascii_isspace (data[i]); i++)
    if (data[i] == '\n')
      (*line)++;
  if (i == length)
    return FALSE;
  if (data[i] == '{')
    return TRUE;
  if (data[i] == '[')
    {
      g_autoptr(JsonParser) parser = json_parser_new ();

      return json_parser_load_from_data (parser, data + i, (gssize) (length - i), NULL);
    }
  return FALSE;
}

/**
 * hammer_player_import_new:
 * @data: (array length=length): the bytes of a CSV file
 * @length: the number of bytes in @data
 * @error: return location for an error
 *
 * Reads and checks a players file. See the comment at the top of this file.
 *
 * Returns: (transfer full) (nullable): the rows, or %NULL with @error set
 */
HammerPlayerImport *
hammer_player_import_new (const char  *data,
                          gsize        length,
                          GError     **error)
{
  g_autoptr(HammerPlayerImport) self = NULL;
  g_autoptr(HammerCsv) csv = NULL;
  const char * const *fields;
  guint n_fields = 0;
  guint header_row = 0;
  guint json_line = 1;
  gboolean ticks;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (length > MAX_FILE_SIZE)
    {
      g_autofree char *size = g_format_size_full (length, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *limit = g_format_size_full (MAX_FILE_SIZE, G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The file is too large (%s); a players file may be at most %s."),
                   size, limit);
      return NULL;
    }

  /* A JSON file read as CSV would fail with a complaint about columns that
   * means nothing to its reader: say what the file is and what is read. */
  if (is_json (data, length, &json_line))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Line %u: This is a JSON file, not a players list. Players are imported "
                     "from a CSV file, as a spreadsheet saves it: a header row such as "
                     "“Name,Club,Average”, then one player a line."), json_line);
      return NULL;
    }

  csv = hammer_csv_parse (data, length, error);
  if (csv == NULL)
    return NULL;

  while (header_row < hammer_csv_get_n_rows (csv) &&
         row_is_empty (hammer_csv_get_row (csv, header_row, NULL)))
    header_row++;

  if (header_row == hammer_csv_get_n_rows (csv))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The file has only empty rows."));
      return NULL;
    }

  self = g_new0 (HammerPlayerImport, 1);
  self->rows = g_ptr_array_new_with_free_func (import_row_free);
  self->headers = g_ptr_array_new_with_free_func (g_free);
  self->columns = g_array_new (FALSE, FALSE, sizeof (HammerImportColumn));
  self->header_line = hammer_csv_get_row_line (csv, header_row);
  self->encoding = hammer_csv_get_encoding (csv);

  fields = hammer_csv_get_row (csv, header_row, &n_fields);
  for (guint i = 0; i < n_fields; i++)
    {
      gboolean has_control;
      char *header = hammer_player_import_clean_value (fields[i], &has_control);
      HammerImportColumn column = hammer_player_import_recognise_header (header);

      g_ptr_array_add (self->headers, header);
      g_array_append_val (self->columns, column);
    }

  if (!has_name_column (self))
    {
      g_autofree char *found = list_headers (self);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Line %u: No column holds the players’ names (the columns are %s). Call "
                     "one “Name”, or two “First name” and “Last name”."),
                   self->header_line, found);
      return NULL;
    }

  ticks = active_column_has_ticks (self, csv, header_row + 1);

  for (guint r = header_row + 1; r < hammer_csv_get_n_rows (csv); r++)
    {
      fields = hammer_csv_get_row (csv, r, &n_fields);
      if (row_is_empty (fields))
        continue;

      g_ptr_array_add (self->rows,
                       read_row (self, fields, n_fields, hammer_csv_get_row_line (csv, r), ticks));
    }

  find_duplicates (self);

  return g_steal_pointer (&self);
}

static char *
display_name (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  if (path != NULL)
    return g_filename_display_basename (path);

  return g_file_get_parse_name (file);
}

/* Keeps cancellation as it is, so callers can stay quiet about it, and says
 * which file the rest is about. */
static void
propagate_read_error (GError  **error,
                      GError   *local_error,
                      GFile    *file)
{
  g_autofree char *name = NULL;

  if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_propagate_error (error, local_error);
      return;
    }

  name = display_name (file);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
               _("Could not read “%s”: %s"), name, local_error->message);
  g_error_free (local_error);
}

/**
 * hammer_player_import_new_for_file:
 * @file: a CSV file
 * @cancellable: (nullable): a #GCancellable
 * @error: return location for an error
 *
 * Like hammer_player_import_new(), reading @file first. Errors name the file.
 *
 * Returns: (transfer full) (nullable): the rows, or %NULL with @error set
 */
HammerPlayerImport *
hammer_player_import_new_for_file (GFile         *file,
                                   GCancellable  *cancellable,
                                   GError       **error)
{
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(HammerPlayerImport) self = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = NULL;
  GError *local_error = NULL;
  gsize length = 0;

  g_return_val_if_fail (G_IS_FILE (file), NULL);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  /* Asking for the size first spares loading a huge file only to refuse it;
   * the length is checked again after loading, as the file may have grown. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE,
                            cancellable, &local_error);
  if (info == NULL)
    {
      propagate_read_error (error, local_error, file);
      return NULL;
    }

  name = display_name (file);

  if (g_file_info_has_attribute (info, G_FILE_ATTRIBUTE_STANDARD_SIZE) &&
      g_file_info_get_size (info) > MAX_FILE_SIZE)
    {
      g_autofree char *size = g_format_size_full (g_file_info_get_size (info),
                                                  G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *limit = g_format_size_full (MAX_FILE_SIZE, G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is too large (%s); a players file may be at most %s."),
                   name, size, limit);
      return NULL;
    }

  if (!g_file_load_contents (file, cancellable, &contents, &length, NULL, &local_error))
    {
      propagate_read_error (error, local_error, file);
      return NULL;
    }

  self = hammer_player_import_new (contents, length, &local_error);
  if (self == NULL)
    {
      g_set_error (error, HAMMER_ERROR, local_error->code,
                   _("Cannot import “%s”: %s"), name, local_error->message);
      g_error_free (local_error);
      return NULL;
    }

  return g_steal_pointer (&self);
}

void
hammer_player_import_free (HammerPlayerImport *self)
{
  if (self == NULL)
    return;

  g_ptr_array_unref (self->rows);
  g_ptr_array_unref (self->headers);
  g_array_unref (self->columns);
  g_free (self);
}

guint
hammer_player_import_get_n_rows (HammerPlayerImport *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->rows->len;
}

HammerImportRow *
hammer_player_import_get_row (HammerPlayerImport *self,
                              guint               index)
{
  g_return_val_if_fail (self != NULL, NULL);
  g_return_val_if_fail (index < self->rows->len, NULL);

  return g_ptr_array_index (self->rows, index);
}

guint
hammer_player_import_get_n_columns (HammerPlayerImport *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return self->columns->len;
}

HammerImportColumn
hammer_player_import_get_column (HammerPlayerImport  *self,
                                 guint                column,
                                 const char         **header)
{
  g_return_val_if_fail (self != NULL, HAMMER_IMPORT_COLUMN_IGNORED);
  g_return_val_if_fail (column < self->columns->len, HAMMER_IMPORT_COLUMN_IGNORED);

  if (header != NULL)
    *header = g_ptr_array_index (self->headers, column);

  return g_array_index (self->columns, HammerImportColumn, column);
}

guint
hammer_player_import_count_bad (HammerPlayerImport *self)
{
  guint count = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->rows->len; i++)
    {
      HammerImportRow *row = g_ptr_array_index (self->rows, i);

      if (row->problems->len > 0)
        count++;
    }

  return count;
}

guint
hammer_player_import_count_duplicates (HammerPlayerImport *self)
{
  guint count = 0;

  g_return_val_if_fail (self != NULL, 0);

  for (guint i = 0; i < self->rows->len; i++)
    {
      HammerImportRow *row = g_ptr_array_index (self->rows, i);

      if (row->duplicate_of != NULL)
        count++;
    }

  return count;
}

char *
hammer_player_import_describe_first_problem (HammerPlayerImport *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  for (guint i = 0; i < self->rows->len; i++)
    {
      HammerImportRow *row = g_ptr_array_index (self->rows, i);

      if (row->problems->len > 0)
        {
          /* Translators: %u is a line of the file, %s one sentence saying what is wrong there. */
          return g_strdup_printf (_("Line %u: %s"), row->line,
                                  (const char *) g_ptr_array_index (row->problems, 0));
        }
    }

  return NULL;
}

const char *
hammer_player_import_get_encoding (HammerPlayerImport *self)
{
  g_return_val_if_fail (self != NULL, NULL);

  return self->encoding;
}
