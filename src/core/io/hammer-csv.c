/* hammer-csv.c — CSV as people really have it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The files this reads come from club secretaries' spreadsheets: Excel and
 * LibreOffice in Dutch and German locales (which write semicolons, because the
 * comma is their decimal sign), Google Sheets, and hand-edited text files. So
 * beyond RFC 4180 this accepts:
 *
 *  - a UTF-8 byte order mark, and UTF-16 with a byte order mark (Excel's
 *    "Unicode text", which is tab separated);
 *  - Windows-1252 text (Excel's plain "CSV" on Windows). Such a file is only
 *    taken as Windows-1252 when it holds no valid UTF-8 multi-byte sequence at
 *    all: a file that mixes both is damaged, and guessing would turn names into
 *    garbage without anyone noticing, so it is refused naming the line;
 *  - LF, CRLF and lone CR line ends (old Mac exports), mixed within a file;
 *  - Excel's "sep=;" first line, which names the separator;
 *  - blank and whitespace-only lines, which are skipped;
 *  - spaces around fields, which are trimmed when the field is unquoted; a
 *    quoted field may have spaces before its opening and after its closing
 *    quote, and keeps exactly what is between the quotes;
 *  - a quote in the middle of an unquoted field (12" board), kept as it is.
 *
 * A trailing separator yields a trailing empty field; whether that matters is
 * for the reader of the rows to say. Line breaks inside quoted fields become
 * "\n" whatever the file used. Line numbers count physical lines, so a row
 * after a cell with a line break in it has the number an editor shows.
 *
 * Refused, naming the line where there is one: an unterminated quote (at the
 * line where it opens, which is where the mistake is), text after a closing
 * quote, text that is neither UTF-8 nor Windows-1252, NUL bytes (a binary
 * file), a spreadsheet workbook (.xlsx, .ods, .xls) picked by mistake, and a
 * file without a single record.
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-csv.h"
#include "hammer-error.h"

typedef struct
{
  guint  line;
  guint  n_fields;
  char **fields;
} CsvRow;

struct _HammerCsv
{
  char        separator;
  const char *encoding;
  GArray     *rows;    /* (element-type CsvRow) */
};

typedef struct
{
  const char *p;
  const char *end;
  guint       line;
  char        sep;
} Parser;

static void
csv_row_clear (gpointer data)
{
  CsvRow *row = data;

  g_strfreev (row->fields);
}

/* The 1-based line of byte @offset, counting LF, CRLF and lone CR alike, as
 * the parser does. The byte at @offset is never a line break here, so a CR
 * just before it is a lone CR. */
static guint
line_of_offset (const char *data,
                gsize       offset)
{
  guint line = 1;

  for (gsize i = 0; i < offset; i++)
    {
      if (data[i] == '\n')
        line++;
      else if (data[i] == '\r' && (i + 1 >= offset || data[i + 1] != '\n'))
        line++;
    }

  return line;
}

/* Windows-1252 differs from Latin-1 only in 0x80–0x9F, where Latin-1 has
 * control characters nobody types. The five holes (0) are not text in either,
 * so a byte there makes the file unreadable. A table of our own rather than
 * g_convert() because iconv's support for code pages differs between C
 * libraries and this must behave the same everywhere. */
static const gunichar cp1252_high[32] = {
  0x20AC, 0,      0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021,
  0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0,      0x017D, 0,
  0,      0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
  0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0,      0x017E, 0x0178,
};

static char *
decode_windows_1252 (const char  *data,
                     gsize        length,
                     gsize       *out_length,
                     GError     **error)
{
  g_autoptr(GString) text = g_string_sized_new (length + length / 8 + 1);

  for (gsize i = 0; i < length; i++)
    {
      guchar c = (guchar) data[i];

      if (c < 0x80)
        g_string_append_c (text, (char) c);
      else if (c >= 0xA0)
        g_string_append_unichar (text, c);
      else if (cp1252_high[c - 0x80] != 0)
        g_string_append_unichar (text, cp1252_high[c - 0x80]);
      else
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Line %u: The file is not UTF-8 text. Save it from the spreadsheet "
                         "as “CSV UTF-8” and try again."),
                       line_of_offset (data, i));
          return NULL;
        }
    }

  *out_length = text->len;
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static char *
decode_utf16 (const char  *data,
              gsize        length,
              const char  *codeset,
              gsize       *out_length,
              GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gsize bytes_read = 0;
  char *text;

  text = g_convert (data, length, "UTF-8", codeset, &bytes_read, out_length, &local_error);
  if (text != NULL && bytes_read < length)
    {
      /* Given somewhere to put bytes_read, g_convert() stops quietly before
       * half a character at the end instead of failing. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Line %u: The file is UTF-16 text, but it is damaged here."),
                   line_of_offset (text, *out_length));
      g_free (text);
      return NULL;
    }
  else if (text == NULL)
    {
      g_autofree char *prefix = NULL;
      gsize prefix_length = 0;
      guint line = 1;

      /* Only the good part before the damage can tell which line it is on. */
      prefix = g_convert (data, bytes_read, "UTF-8", codeset, NULL, &prefix_length, NULL);
      if (prefix != NULL)
        line = line_of_offset (prefix, prefix_length);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Line %u: The file is UTF-16 text, but it is damaged here."), line);
      return NULL;
    }

  return text;
}

static gboolean
looks_like_workbook (const char *data,
                     gsize       length)
{
  /* .xlsx and .ods are ZIP archives; .xls is an OLE compound file. */
  static const char zip[] = "PK\x03\x04";
  static const char ole[] = "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1";

  return (length >= sizeof zip - 1 && memcmp (data, zip, sizeof zip - 1) == 0) ||
         (length >= sizeof ole - 1 && memcmp (data, ole, sizeof ole - 1) == 0);
}

/* Turns @data into UTF-8 text without a byte order mark. Returns a new string
 * in *@owned when it had to convert, otherwise points *@text into @data. */
static gboolean
decode_text (const char  *data,
             gsize        length,
             const char **text,
             gsize       *text_length,
             char       **owned,
             const char **encoding,
             GError     **error)
{
  const char *invalid = NULL;
  gboolean has_nul = FALSE;
  gboolean has_utf8 = FALSE;

  *owned = NULL;

  if (length >= 2 && (guchar) data[0] == 0xFF && (guchar) data[1] == 0xFE)
    {
      *owned = decode_utf16 (data + 2, length - 2, "UTF-16LE", text_length, error);
      *encoding = "UTF-16";
      data = *owned;
      length = *text_length;
    }
  else if (length >= 2 && (guchar) data[0] == 0xFE && (guchar) data[1] == 0xFF)
    {
      *owned = decode_utf16 (data + 2, length - 2, "UTF-16BE", text_length, error);
      *encoding = "UTF-16";
      data = *owned;
      length = *text_length;
    }
  else
    {
      if (length >= 3 && memcmp (data, "\xEF\xBB\xBF", 3) == 0)
        {
          data += 3;
          length -= 3;
        }
      *encoding = "UTF-8";
    }

  if (data == NULL)
    return FALSE;

  if (looks_like_workbook (data, length))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("This is a spreadsheet workbook, not a CSV file. Save it from the "
                             "spreadsheet as “CSV UTF-8” first."));
      return FALSE;
    }

  /* g_utf8_validate_len() refuses NUL bytes too, which is what we want: a
   * NUL never belongs in a text file. */
  if (g_utf8_validate_len (data, length, &invalid))
    {
      *text = data;
      *text_length = length;
      return TRUE;
    }

  for (const char *p = data, *end = data + length; p < end;)
    {
      gunichar c;

      if ((guchar) *p < 0x80)
        {
          has_nul = has_nul || *p == '\0';
          p++;
          continue;
        }

      c = g_utf8_get_char_validated (p, end - p);
      if (c == (gunichar) -1 || c == (gunichar) -2)
        p++;
      else
        {
          has_utf8 = TRUE;
          p = g_utf8_next_char (p);
        }
    }

  if (has_nul)
    {
      const char *nul = memchr (data, '\0', length);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Line %u: The file holds binary data, not text."),
                   line_of_offset (data, nul - data));
      return FALSE;
    }

  if (has_utf8 || *owned != NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Line %u: The file is not UTF-8 text. Save it from the spreadsheet "
                     "as “CSV UTF-8” and try again."),
                   line_of_offset (data, invalid - data));
      return FALSE;
    }

  *owned = decode_windows_1252 (data, length, text_length, error);
  if (*owned == NULL)
    return FALSE;

  *text = *owned;
  *encoding = "Windows-1252";
  return TRUE;
}

static gboolean
is_blank (char c,
          char sep)
{
  return (c == ' ' || c == '\t') && c != sep;
}

static gboolean
at_line_end (Parser *ps)
{
  return ps->p >= ps->end || *ps->p == '\n' || *ps->p == '\r';
}

static void
skip_line_end (Parser *ps)
{
  if (ps->p >= ps->end)
    return;

  if (*ps->p == '\r')
    {
      ps->p++;
      if (ps->p < ps->end && *ps->p == '\n')
        ps->p++;
    }
  else if (*ps->p == '\n')
    ps->p++;
  else
    return;

  ps->line++;
}

/* Skips blank lines (only spaces and tabs) before a record. Returns FALSE at
 * the end of the text. */
static gboolean
skip_blank_lines (Parser *ps)
{
  for (;;)
    {
      const char *q = ps->p;

      while (q < ps->end && (*q == ' ' || *q == '\t'))
        q++;

      if (q >= ps->end)
        {
          ps->p = ps->end;
          return FALSE;
        }

      if (*q != '\r' && *q != '\n')
        return TRUE;

      ps->p = q;
      skip_line_end (ps);
    }
}

/* The separator is the most frequent of ; , and tab outside quotes in the
 * first record. On a tie the semicolon wins, then the tab: in a Dutch or
 * German header an unquoted comma is part of a column name ("Club, plaats")
 * far more often than the other way round. Without any, the file has one
 * column and the comma is as good as any. */
static char
sniff_separator (Parser *ps)
{
  static const char candidates[] = { ';', '\t', ',' };
  guint counts[G_N_ELEMENTS (candidates)] = { 0, };
  gboolean quoted = FALSE;
  char best = ',';
  guint best_count = 0;
  Parser probe = *ps;

  /* Tabs are not blank here: they may be the very thing we are looking for,
   * but a line of nothing else is no header. */
  probe.sep = '\0';
  if (!skip_blank_lines (&probe))
    return best;

  for (const char *p = probe.p; p < probe.end; p++)
    {
      if (*p == '"')
        quoted = !quoted;
      else if (!quoted && (*p == '\n' || *p == '\r'))
        break;
      else if (!quoted)
        {
          for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
            if (*p == candidates[i])
              counts[i]++;
        }
    }

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      if (counts[i] > best_count)
        {
          best = candidates[i];
          best_count = counts[i];
        }
    }

  return best;
}

/* Excel writes and reads a first line "sep=;" naming the separator. */
static gboolean
read_sep_line (Parser *ps)
{
  const char *p = ps->p;
  char sep;

  if (ps->end - p < 5 || g_ascii_strncasecmp (p, "sep=", 4) != 0)
    return FALSE;

  sep = p[4];
  if (sep != ';' && sep != ',' && sep != '\t')
    return FALSE;

  ps->p = p + 5;
  if (!at_line_end (ps))
    {
      ps->p = p;
      return FALSE;
    }

  ps->sep = sep;
  skip_line_end (ps);
  return TRUE;
}

static gboolean
parse_field (Parser   *ps,
             guint     field_number,
             GString  *out,
             GError  **error)
{
  g_string_truncate (out, 0);

  while (ps->p < ps->end && is_blank (*ps->p, ps->sep))
    ps->p++;

  if (ps->p < ps->end && *ps->p == '"')
    {
      guint open_line = ps->line;

      ps->p++;
      for (;;)
        {
          const char *run = ps->p;

          while (ps->p < ps->end && *ps->p != '"' && *ps->p != '\r' && *ps->p != '\n')
            ps->p++;
          g_string_append_len (out, run, ps->p - run);

          if (ps->p >= ps->end)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Line %u: A quoted field starts here but is never closed."),
                           open_line);
              return FALSE;
            }

          if (*ps->p == '"')
            {
              if (ps->p + 1 < ps->end && ps->p[1] == '"')
                {
                  g_string_append_c (out, '"');
                  ps->p += 2;
                  continue;
                }
              ps->p++;
              break;
            }

          g_string_append_c (out, '\n');
          skip_line_end (ps);
        }

      while (ps->p < ps->end && is_blank (*ps->p, ps->sep))
        ps->p++;

      if (!at_line_end (ps) && *ps->p != ps->sep)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Line %u: Text follows the closing quote of field %u."),
                       ps->line, field_number);
          return FALSE;
        }
    }
  else
    {
      const char *start = ps->p;
      const char *stop;

      while (ps->p < ps->end && *ps->p != ps->sep && *ps->p != '\r' && *ps->p != '\n')
        ps->p++;

      stop = ps->p;
      while (stop > start && is_blank (stop[-1], ps->sep))
        stop--;

      g_string_append_len (out, start, stop - start);
    }

  return TRUE;
}

static gboolean
parse_record (Parser   *ps,
              GString  *field,
              CsvRow   *row,
              GError  **error)
{
  g_autoptr(GPtrArray) fields = g_ptr_array_new_with_free_func (g_free);

  row->line = ps->line;

  for (;;)
    {
      if (!parse_field (ps, fields->len + 1, field, error))
        return FALSE;

      g_ptr_array_add (fields, g_strndup (field->str, field->len));

      if (ps->p < ps->end && *ps->p == ps->sep)
        {
          ps->p++;
          continue;
        }

      skip_line_end (ps);
      break;
    }

  row->n_fields = fields->len;
  g_ptr_array_add (fields, NULL);
  row->fields = (char **) g_ptr_array_free (g_steal_pointer (&fields), FALSE);
  return TRUE;
}

/**
 * hammer_csv_parse:
 * @data: (array length=length): the bytes of the file
 * @length: the number of bytes in @data
 * @error: return location for an error
 *
 * Parses a CSV file; see the comment at the top of this file for what is
 * accepted.
 *
 * Returns: (transfer full) (nullable): the rows, or %NULL with @error set
 */
HammerCsv *
hammer_csv_parse (const char  *data,
                  gsize        length,
                  GError     **error)
{
  g_autoptr(HammerCsv) csv = NULL;
  g_autoptr(GString) field = NULL;
  g_autofree char *owned = NULL;
  /* Not NULL: the parser does arithmetic on it, which on NULL is undefined
   * even when nothing is added (an empty file, as libFuzzer passes it). */
  const char *text = "";
  gsize text_length = 0;
  Parser ps;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  csv = g_new0 (HammerCsv, 1);
  csv->rows = g_array_new (FALSE, TRUE, sizeof (CsvRow));
  g_array_set_clear_func (csv->rows, csv_row_clear);

  if (length > 0 &&
      !decode_text (data, length, &text, &text_length, &owned, &csv->encoding, error))
    return NULL;

  ps.p = text;
  ps.end = text + text_length;
  ps.line = 1;
  ps.sep = '\0';

  if (!read_sep_line (&ps))
    ps.sep = sniff_separator (&ps);
  csv->separator = ps.sep;

  field = g_string_new (NULL);
  while (skip_blank_lines (&ps))
    {
      CsvRow row = { 0, };

      if (!parse_record (&ps, field, &row, error))
        return NULL;

      g_array_append_val (csv->rows, row);
    }

  if (csv->rows->len == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("The file is empty."));
      return NULL;
    }

  return g_steal_pointer (&csv);
}

void
hammer_csv_free (HammerCsv *csv)
{
  if (csv == NULL)
    return;

  g_array_unref (csv->rows);
  g_free (csv);
}

char
hammer_csv_get_separator (HammerCsv *csv)
{
  g_return_val_if_fail (csv != NULL, ',');

  return csv->separator;
}

/**
 * hammer_csv_get_encoding:
 * @csv: a parsed file
 *
 * Returns: the encoding the file was read in: "UTF-8", "UTF-16" or
 *   "Windows-1252", so that a caller can say when the text was converted
 */
const char *
hammer_csv_get_encoding (HammerCsv *csv)
{
  g_return_val_if_fail (csv != NULL, NULL);

  return csv->encoding;
}

guint
hammer_csv_get_n_rows (HammerCsv *csv)
{
  g_return_val_if_fail (csv != NULL, 0);

  return csv->rows->len;
}

const char * const *
hammer_csv_get_row (HammerCsv *csv,
                    guint      row,
                    guint     *n_fields)
{
  CsvRow *r;

  g_return_val_if_fail (csv != NULL, NULL);
  g_return_val_if_fail (row < csv->rows->len, NULL);

  r = &g_array_index (csv->rows, CsvRow, row);
  if (n_fields != NULL)
    *n_fields = r->n_fields;

  return (const char * const *) r->fields;
}

guint
hammer_csv_get_row_line (HammerCsv *csv,
                         guint      row)
{
  g_return_val_if_fail (csv != NULL, 0);
  g_return_val_if_fail (row < csv->rows->len, 0);

  return g_array_index (csv->rows, CsvRow, row).line;
}
