/* hammer-csv-writer.c — CSV files as spreadsheets read them, and the
 * figures in them
 *
 * CSV goes to spreadsheets, so it is written for them: RFC 4180 with CRLF,
 * UTF-8 with an optional BOM (Excel reads a file without one in the
 * system's code page), comma or semicolon (Dutch and German Excel split on
 * semicolons and read "2,5" as a number). Cells that hold text are
 * neutralised when a spreadsheet would run them as a formula (see
 * hammer_csv_neutralise()); cells that hold numbers are written as numbers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "hammer-json.h"
#include "hammer-places.h"
#include "io/hammer-tables-writer.h"

void
hammer_csv_options_init (HammerCsvOptions *options)
{
  g_return_if_fail (options != NULL);

  options->bom = FALSE;
  options->separator = ',';
}

/* Numbers */

char *
hammer_tables_format_decimal (double value,
                              char   decimal_mark)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char *point;
  gsize length;

  if (!isfinite (value))
    return g_strdup ("");
  /* Rounding first keeps 2.999 from becoming "3.00" and then "3.". */
  value = round (value * 100.0) / 100.0;
  /* Adding zero turns "-0" into plain zero. */
  value += 0.0;
  g_ascii_formatd (buffer, sizeof buffer, "%.2f", value);
  point = strchr (buffer, '.');
  if (point != NULL)
    {
      length = strlen (buffer);
      while (length > 0 && buffer[length - 1] == '0')
        buffer[--length] = '\0';
      if (buffer[length - 1] == '.')
        buffer[--length] = '\0';
      else
        *point = decimal_mark;
    }
  return g_strdup (buffer);
}

char *
hammer_tables_format_number (JsonNode *node,
                             char      decimal_mark)
{
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NULL;
  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64)
    return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  if (type == G_TYPE_DOUBLE)
    return hammer_tables_format_decimal (json_node_get_double (node), decimal_mark);
  return NULL;
}

char *
hammer_tables_format_fixed (JsonNode *node,
                            guint     decimals,
                            char      decimal_mark)
{
  double value;

  if (!hammer_json_node_double (node, &value))
    return NULL;
  return hammer_tables_format_fixed_value (value, decimals, decimal_mark);
}

char *
hammer_tables_format_fixed_value (double value,
                                  guint  decimals,
                                  char   decimal_mark)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];
  char format[8];
  char *point;

  if (!isfinite (value))
    return NULL;
  g_snprintf (format, sizeof format, "%%.%uf", MIN (decimals, 2));
  /* Rounded to the hundredth first, as hammer_tables_format_decimal() does;
   * adding zero turns "-0" into plain zero. */
  g_ascii_formatd (buffer, sizeof buffer, format, round (value * 100.0) / 100.0 + 0.0);
  if ((point = strchr (buffer, '.')) != NULL)
    *point = decimal_mark;
  return g_strdup (buffer);
}

/* CSV */

void
hammer_csv_writer_init (HammerCsvWriter        *writer,
                        const HammerCsvOptions *options)
{
  g_return_if_fail (writer != NULL && options != NULL);

  writer->out = g_string_new (NULL);
  writer->options = options;
  writer->row_started = FALSE;
  if (options->bom)
    g_string_append (writer->out, "\xef\xbb\xbf");
}

static char
csv_separator (const HammerCsvWriter *writer)
{
  return writer->options->separator == ';' ? ';' : ',';
}

static char
csv_decimal_mark (const HammerCsvWriter *writer)
{
  return csv_separator (writer) == ';' ? ',' : '.';
}

/* A field as it is, quoted when RFC 4180 says so. */
static void
csv_raw_field (HammerCsvWriter *writer,
               const char      *text)
{
  char separator = csv_separator (writer);

  if (writer->row_started)
    g_string_append_c (writer->out, separator);
  writer->row_started = TRUE;
  if (text == NULL)
    return;

  if (strchr (text, separator) == NULL && strpbrk (text, "\"\r\n") == NULL)
    {
      g_string_append (writer->out, text);
      return;
    }

  g_string_append_c (writer->out, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (writer->out, '"');
      g_string_append_c (writer->out, *p);
    }
  g_string_append_c (writer->out, '"');
}

void
hammer_csv_writer_text (HammerCsvWriter *writer,
                        const char      *text)
{
  g_autofree char *safe = text != NULL ? hammer_csv_neutralise (text) : NULL;

  csv_raw_field (writer, safe);
}

void
hammer_csv_writer_node (HammerCsvWriter *writer,
                        JsonNode        *node)
{
  g_autofree char *number = hammer_tables_format_number (node, csv_decimal_mark (writer));

  if (number != NULL)
    csv_raw_field (writer, number);
  else if (node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
           json_node_get_value_type (node) == G_TYPE_STRING)
    hammer_csv_writer_text (writer, json_node_get_string (node));
  else
    csv_raw_field (writer, NULL);
}

void
hammer_csv_writer_fixed (HammerCsvWriter *writer,
                         JsonNode        *node,
                         guint            decimals)
{
  g_autofree char *figure = hammer_tables_format_fixed (node, decimals,
                                                        csv_decimal_mark (writer));

  csv_raw_field (writer, figure);
}

void
hammer_csv_writer_standings_figure (HammerCsvWriter             *writer,
                                    const HammerStandingsColumn *column,
                                    JsonObject                  *line)
{
  g_autofree char *figure = hammer_tables_standings_figure (column, line,
                                                            csv_decimal_mark (writer));

  csv_raw_field (writer, figure);
}

void
hammer_csv_writer_place (HammerCsvWriter *writer,
                         JsonObject      *line)
{
  g_autofree char *place = hammer_standings_line_place_text (line, FALSE);

  hammer_csv_writer_text (writer, place);
}

void
hammer_csv_writer_end_row (HammerCsvWriter *writer)
{
  g_string_append (writer->out, "\r\n");
  writer->row_started = FALSE;
}

char *
hammer_csv_writer_finish (HammerCsvWriter *writer)
{
  return g_string_free (g_steal_pointer (&writer->out), FALSE);
}

static gboolean
is_harmless_after_sign (const char *text)
{
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && strchr (" ().,/+-", *p) == NULL)
      return FALSE;
  return TRUE;
}

char *
hammer_csv_neutralise (const char *text)
{
  g_return_val_if_fail (text != NULL, NULL);

  switch (text[0])
    {
    case '+':
    case '-':
      /* "+31 6 1234 5678" and "-3" can do no harm: without letters there
       * is no function to call and no cell to reach. Quoting them would
       * only spoil phone numbers on their way back in. */
      if (text[1] != '\0' && is_harmless_after_sign (text + 1))
        return g_strdup (text);
      G_GNUC_FALLTHROUGH;
    case '=':
    case '@':
    case '\t':
    case '\r':
      return g_strconcat ("'", text, NULL);
    default:
      return g_strdup (text);
    }
}

void
hammer_csv_writer_int (HammerCsvWriter *writer,
                       gint64           value)
{
  g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, value);

  csv_raw_field (writer, text);
}

void
hammer_csv_writer_decimal (HammerCsvWriter *writer,
                           double           value)
{
  g_autofree char *text = hammer_tables_format_decimal (value, csv_decimal_mark (writer));

  csv_raw_field (writer, text);
}
