/* test-csv.c — CSV parsing and the players import
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "hammer-core.h"

#define ROW(...) ((const char * const[]) { __VA_ARGS__, NULL })

static HammerCsv *
parse_len (const char *data,
           gsize       length)
{
  g_autoptr(GError) error = NULL;
  HammerCsv *csv = hammer_csv_parse (data, length, &error);

  g_assert_no_error (error);
  g_assert_nonnull (csv);
  return csv;
}

static HammerCsv *
parse (const char *data)
{
  return parse_len (data, strlen (data));
}

static void
assert_row (HammerCsv          *csv,
            guint               row,
            guint               line,
            const char * const *expected)
{
  guint n_fields = 0;
  const char * const *fields = hammer_csv_get_row (csv, row, &n_fields);

  g_assert_cmpuint (hammer_csv_get_row_line (csv, row), ==, line);
  g_assert_cmpuint (n_fields, ==, g_strv_length ((char **) expected));
  for (guint i = 0; expected[i] != NULL; i++)
    g_assert_cmpstr (fields[i], ==, expected[i]);
  g_assert_null (fields[n_fields]);
}

static void
assert_csv_error_len (const char *data,
                      gsize       length,
                      const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerCsv) csv = hammer_csv_parse (data, length, &error);

  g_assert_null (csv);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
}

static void
assert_csv_error (const char *data,
                  const char *message)
{
  assert_csv_error_len (data, strlen (data), message);
}

/* The CSV layer */

static void
test_csv_simple (void)
{
  g_autoptr(HammerCsv) csv = parse ("Name,Club\nJan,HSV\nPiet,DOS\n");

  g_assert_cmpint (hammer_csv_get_separator (csv), ==, ',');
  g_assert_cmpstr (hammer_csv_get_encoding (csv), ==, "UTF-8");
  g_assert_cmpuint (hammer_csv_get_n_rows (csv), ==, 3);
  assert_row (csv, 0, 1, ROW ("Name", "Club"));
  assert_row (csv, 1, 2, ROW ("Jan", "HSV"));
  assert_row (csv, 2, 3, ROW ("Piet", "DOS"));
}

static void
test_csv_bom (void)
{
  g_autoptr(HammerCsv) csv = parse ("\xEF\xBB\xBFNaam;Club\nJan;HSV\n");

  g_assert_cmpint (hammer_csv_get_separator (csv), ==, ';');
  assert_row (csv, 0, 1, ROW ("Naam", "Club"));
  assert_row (csv, 1, 2, ROW ("Jan", "HSV"));
}

static void
test_csv_crlf (void)
{
  g_autoptr(HammerCsv) csv = parse ("Name,Club\r\nJan,HSV\r\n\r\nPiet,DOS\r\n");

  g_assert_cmpuint (hammer_csv_get_n_rows (csv), ==, 3);
  assert_row (csv, 0, 1, ROW ("Name", "Club"));
  assert_row (csv, 1, 2, ROW ("Jan", "HSV"));
  assert_row (csv, 2, 4, ROW ("Piet", "DOS"));
}

static void
test_csv_lone_cr (void)
{
  g_autoptr(HammerCsv) csv = parse ("Name,Club\rJan,HSV\r\rPiet,DOS");

  g_assert_cmpuint (hammer_csv_get_n_rows (csv), ==, 3);
  assert_row (csv, 1, 2, ROW ("Jan", "HSV"));
  assert_row (csv, 2, 4, ROW ("Piet", "DOS"));
}

static void
test_csv_mixed_line_ends (void)
{
  g_autoptr(HammerCsv) csv = parse ("a\r\nb\rc\nd");

  g_assert_cmpuint (hammer_csv_get_n_rows (csv), ==, 4);
  assert_row (csv, 0, 1, ROW ("a"));
  assert_row (csv, 1, 2, ROW ("b"));
  assert_row (csv, 2, 3, ROW ("c"));
  assert_row (csv, 3, 4, ROW ("d"));
}

static void
test_csv_semicolon (void)
{
  /* The comma in "7,5" must not split a semicolon file. */
  g_autoptr(HammerCsv) csv = parse ("Naam;Vereniging;Gemiddelde\nJan;HSV;7,5\n");

  g_assert_cmpint (hammer_csv_get_separator (csv), ==, ';');
  assert_row (csv, 1, 2, ROW ("Jan", "HSV", "7,5"));
}

static void
test_csv_tab (void)
{
  g_autoptr(HammerCsv) csv = parse ("Name\tClub\tAverage\nJan\t\t7,5\n");

  g_assert_cmpint (hammer_csv_get_separator (csv), ==, '\t');
  assert_row (csv, 1, 2, ROW ("Jan", "", "7,5"));
}

static void
test_csv_sniff (void)
{
  g_autoptr(HammerCsv) most = parse ("Naam;Club, plaats;Gem.\nJan;HSV, Hoorn;7\n");
  g_autoptr(HammerCsv) quoted = parse ("\"a;b;c\",d\n");
  g_autoptr(HammerCsv) tie = parse ("a,b;c\n");
  g_autoptr(HammerCsv) none = parse ("Name\nBerg, Jan\n");
  g_autoptr(HammerCsv) after_blank = parse ("\n  \nName;Club\n");

  g_assert_cmpint (hammer_csv_get_separator (most), ==, ';');
  assert_row (most, 1, 2, ROW ("Jan", "HSV, Hoorn", "7"));
  /* Separators inside quotes do not count. */
  g_assert_cmpint (hammer_csv_get_separator (quoted), ==, ',');
  assert_row (quoted, 0, 1, ROW ("a;b;c", "d"));
  g_assert_cmpint (hammer_csv_get_separator (tie), ==, ';');
  g_assert_cmpint (hammer_csv_get_separator (none), ==, ',');
  assert_row (none, 1, 2, ROW ("Berg", "Jan"));
  g_assert_cmpint (hammer_csv_get_separator (after_blank), ==, ';');
  assert_row (after_blank, 0, 3, ROW ("Name", "Club"));
}

static void
test_csv_sep_line (void)
{
  g_autoptr(HammerCsv) csv = parse ("sep=;\r\nName,First;Club\r\nBerg, Jan;HSV\r\n");
  g_autoptr(HammerCsv) not_sep = parse ("sep=;x\n");

  g_assert_cmpint (hammer_csv_get_separator (csv), ==, ';');
  g_assert_cmpuint (hammer_csv_get_n_rows (csv), ==, 2);
  assert_row (csv, 0, 2, ROW ("Name,First", "Club"));
  assert_row (csv, 1, 3, ROW ("Berg, Jan", "HSV"));
  assert_row (not_sep, 0, 1, ROW ("sep=", "x"));
}

static void
test_csv_quoted (void)
{
  g_autoptr(HammerCsv) csv = parse ("Name,Note\n"
                                    "\"Berg, Jan\",\"He said \"\"hi\"\"\"\n"
                                    "\"Two\nlines\",\"CR\r\nLF\"\n"
                                    "\"\",\"\"\"\"\n"
                                    "Last,one\n");

  g_assert_cmpuint (hammer_csv_get_n_rows (csv), ==, 5);
  assert_row (csv, 1, 2, ROW ("Berg, Jan", "He said \"hi\""));
  assert_row (csv, 2, 3, ROW ("Two\nlines", "CR\nLF"));
  assert_row (csv, 3, 6, ROW ("", "\""));
  assert_row (csv, 4, 7, ROW ("Last", "one"));
}

static void
test_csv_blank_lines (void)
{
  g_autoptr(HammerCsv) csv = parse ("\n\nName\n\n   \n\t\nJan\n\n\n");

  g_assert_cmpuint (hammer_csv_get_n_rows (csv), ==, 2);
  assert_row (csv, 0, 3, ROW ("Name"));
  assert_row (csv, 1, 7, ROW ("Jan"));
}

static void
test_csv_no_trailing_newline (void)
{
  g_autoptr(HammerCsv) csv = parse ("Name,Club\nJan,HSV");
  g_autoptr(HammerCsv) quoted = parse ("Name,Club\nJan,\"HSV\"");

  g_assert_cmpuint (hammer_csv_get_n_rows (csv), ==, 2);
  assert_row (csv, 1, 2, ROW ("Jan", "HSV"));
  assert_row (quoted, 1, 2, ROW ("Jan", "HSV"));
}

static void
test_csv_trailing_separator (void)
{
  g_autoptr(HammerCsv) csv = parse ("Name;Club;\nJan;HSV;\n;\n");

  assert_row (csv, 0, 1, ROW ("Name", "Club", ""));
  assert_row (csv, 1, 2, ROW ("Jan", "HSV", ""));
  assert_row (csv, 2, 3, ROW ("", ""));
}

static void
test_csv_trim (void)
{
  g_autoptr(HammerCsv) csv = parse ("Name , Club\n  Jan Berg  ,  \" HSV \"  \n");
  g_autoptr(HammerCsv) tabs = parse ("Name\tClub\n Jan \t\n");

  assert_row (csv, 0, 1, ROW ("Name", "Club"));
  assert_row (csv, 1, 2, ROW ("Jan Berg", " HSV "));
  /* In a tab-separated file a tab is a separator, never white space. */
  assert_row (tabs, 1, 2, ROW ("Jan", ""));
}

static void
test_csv_inner_quote (void)
{
  g_autoptr(HammerCsv) csv = parse ("Name,Note\nJan,12\" board\n");

  assert_row (csv, 1, 2, ROW ("Jan", "12\" board"));
}

static void
test_csv_unterminated_quote (void)
{
  assert_csv_error ("Name,Club\nJan,HSV\n\"Piet,DOS\nKees,HSV\n\n",
                    "Line 3: A quoted field starts here but is never closed.");
  assert_csv_error ("Name,Club\r\n\"Two\r\nlines\",x\r\nJan,\"HSV",
                    "Line 4: A quoted field starts here but is never closed.");
  assert_csv_error ("\"", "Line 1: A quoted field starts here but is never closed.");
}

static void
test_csv_junk_after_quote (void)
{
  assert_csv_error ("Name,Club\nJan,\"HSV\"x\n",
                    "Line 2: Text follows the closing quote of field 2.");
  assert_csv_error ("Name,Club\n\"Two\nlines\"\"\" x,HSV\n",
                    "Line 3: Text follows the closing quote of field 1.");
}

static void
test_csv_invalid_utf8 (void)
{
  /* "ü" in UTF-8 on line 2, then a lone Latin-1 byte on line 3: a damaged or
   * mixed file, which is refused rather than guessed at. */
  assert_csv_error ("Name\nM\xC3\xBCller\r\nJ\xFCrgen\n",
                    "Line 3: The file is not UTF-8 text. Save it from the spreadsheet as "
                    "“CSV UTF-8” and try again.");
  /* A truncated sequence at the very end. */
  assert_csv_error ("Name\n\xC3\xBC\n\nx\xC3",
                    "Line 4: The file is not UTF-8 text. Save it from the spreadsheet as "
                    "“CSV UTF-8” and try again.");
}

static void
test_csv_windows_1252 (void)
{
  /* Excel's plain "CSV" on Windows: no UTF-8 anywhere, so it is converted. */
  g_autoptr(HammerCsv) csv = parse ("Name;Club\nM\xFCller;Caf\xE9 \x80\x96\x84\x93\n");

  g_assert_cmpstr (hammer_csv_get_encoding (csv), ==, "Windows-1252");
  assert_row (csv, 1, 2, ROW ("Müller", "Café €–„“"));

  /* 0x81 is not a character in Windows-1252 either. */
  assert_csv_error ("Name\nJ\xFCrgen\n\x81\n",
                    "Line 3: The file is not UTF-8 text. Save it from the spreadsheet as "
                    "“CSV UTF-8” and try again.");
}

static void
test_csv_utf16 (void)
{
  /* Excel's "Unicode text": UTF-16LE with a byte order mark, tab separated. */
  static const char le[] = "\xFF\xFE" "N\0a\0m\0e\0\t\0C\0l\0u\0b\0\r\0\n\0"
                           "J\0\xFC\0r\0g\0e\0n\0\t\0H\0S\0V\0\r\0\n\0";
  static const char be[] = "\xFE\xFF" "\0N\0a\0m\0e\0\n\0J\0\xFC";
  static const char odd[] = "\xFF\xFE" "N\0\n\0x";
  g_autoptr(HammerCsv) csv = parse_len (le, sizeof le - 1);
  g_autoptr(HammerCsv) csv_be = parse_len (be, sizeof be - 1);

  g_assert_cmpstr (hammer_csv_get_encoding (csv), ==, "UTF-16");
  g_assert_cmpint (hammer_csv_get_separator (csv), ==, '\t');
  assert_row (csv, 0, 1, ROW ("Name", "Club"));
  assert_row (csv, 1, 2, ROW ("Jürgen", "HSV"));
  assert_row (csv_be, 1, 2, ROW ("Jü"));
  assert_csv_error_len (odd, sizeof odd - 1,
                        "Line 2: The file is UTF-16 text, but it is damaged here.");
}

static void
test_csv_empty (void)
{
  static const char nul[] = "Name\nJan\0Berg\n";

  assert_csv_error ("", "The file is empty.");
  assert_csv_error ("\xEF\xBB\xBF", "The file is empty.");
  assert_csv_error ("\r\n\n  \n\t\r", "The file is empty.");
  assert_csv_error ("sep=;\n", "The file is empty.");
  assert_csv_error_len (nul, sizeof nul - 1, "Line 2: The file holds binary data, not text.");
}

static void
test_csv_workbook (void)
{
  static const char xlsx[] = "PK\x03\x04\x14\0\x06\0";
  static const char xls[] = "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1\0\0";

  assert_csv_error_len (xlsx, sizeof xlsx - 1,
                        "This is a spreadsheet workbook, not a CSV file. Save it from the "
                        "spreadsheet as “CSV UTF-8” first.");
  assert_csv_error_len (xls, sizeof xls - 1,
                        "This is a spreadsheet workbook, not a CSV file. Save it from the "
                        "spreadsheet as “CSV UTF-8” first.");
}

/* The players import */

static HammerPlayerImport *
import_ok (const char *data)
{
  g_autoptr(GError) error = NULL;
  HammerPlayerImport *import = hammer_player_import_new (data, strlen (data), &error);

  g_assert_no_error (error);
  g_assert_nonnull (import);
  return import;
}

static void
assert_import_error (const char *data,
                     const char *message)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayerImport) import = NULL;

  import = hammer_player_import_new (data, strlen (data), &error);
  g_assert_null (import);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, message);
}

static void
assert_problems (HammerImportRow    *row,
                 const char * const *expected)
{
  for (guint i = 0; i < row->problems->len; i++)
    {
      if (i >= g_strv_length ((char **) expected))
        g_error ("Line %u: unexpected problem “%s”", row->line,
                 (const char *) g_ptr_array_index (row->problems, i));
      g_assert_cmpstr (g_ptr_array_index (row->problems, i), ==, expected[i]);
    }
  g_assert_cmpuint (row->problems->len, ==, g_strv_length ((char **) expected));
}

static void
assert_good (HammerImportRow *row)
{
  assert_problems (row, ROW (NULL));
  g_assert_null (row->duplicate_of);
}

/* The problems of the single data row of a file with @header. */
static void
assert_row_problems (const char         *header,
                     const char         *row_text,
                     const char * const *expected)
{
  g_autofree char *data = g_strconcat (header, "\n", row_text, "\n", NULL);
  g_autoptr(HammerPlayerImport) import = import_ok (data);

  g_assert_cmpuint (hammer_player_import_get_n_rows (import), ==, 1);
  assert_problems (hammer_player_import_get_row (import, 0), expected);
  g_assert_cmpuint (hammer_player_import_count_bad (import), ==, expected[0] != NULL);
}

static void
test_import_english (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Name,Club,Licence,Email,Phone,Average,Active,Notes\n"
               "Jan Berg,HSV,NL-123,jan@example.org,+31 6 1234 5678,7.5,yes,left-handed\n"
               "Piet Dijk,,,,,,no,\n");
  HammerImportRow *row;
  const char *header = NULL;

  g_assert_cmpuint (hammer_player_import_get_n_columns (import), ==, 8);
  g_assert_cmpint (hammer_player_import_get_column (import, 0, &header), ==,
                   HAMMER_IMPORT_COLUMN_NAME);
  g_assert_cmpstr (header, ==, "Name");
  g_assert_cmpint (hammer_player_import_get_column (import, 6, NULL), ==,
                   HAMMER_IMPORT_COLUMN_ACTIVE);
  g_assert_cmpint (hammer_player_import_get_column (import, 7, &header), ==,
                   HAMMER_IMPORT_COLUMN_IGNORED);
  g_assert_cmpstr (header, ==, "Notes");
  g_assert_cmpstr (hammer_player_import_get_encoding (import), ==, "UTF-8");

  g_assert_cmpuint (hammer_player_import_get_n_rows (import), ==, 2);
  row = hammer_player_import_get_row (import, 0);
  assert_good (row);
  g_assert_cmpuint (row->line, ==, 2);
  g_assert_cmpstr (row->name, ==, "Jan Berg");
  g_assert_cmpstr (row->club, ==, "HSV");
  g_assert_cmpstr (row->licence, ==, "NL-123");
  g_assert_cmpstr (row->email, ==, "jan@example.org");
  g_assert_cmpstr (row->phone, ==, "+31 6 1234 5678");
  g_assert_true (row->has_average);
  g_assert_cmpfloat (row->average, ==, 7.5);
  g_assert_true (row->active);

  row = hammer_player_import_get_row (import, 1);
  assert_good (row);
  g_assert_cmpuint (row->line, ==, 3);
  g_assert_cmpstr (row->name, ==, "Piet Dijk");
  g_assert_null (row->club);
  g_assert_null (row->licence);
  g_assert_null (row->email);
  g_assert_null (row->phone);
  g_assert_false (row->has_average);
  g_assert_false (row->active);

  g_assert_cmpuint (hammer_player_import_count_bad (import), ==, 0);
  g_assert_cmpuint (hammer_player_import_count_duplicates (import), ==, 0);
  g_assert_null (hammer_player_import_describe_first_problem (import));
}

static void
test_import_dutch (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("\xEF\xBB\xBFNaam;Vereniging;Licentienummer;Gemiddelde\r\n"
               "Jan van der Berg;HSV Hoorn;12345;7,5\r\n"
               "Els de Vries;DOS;12346;\r\n");
  HammerImportRow *row;

  g_assert_cmpint (hammer_player_import_get_column (import, 0, NULL), ==,
                   HAMMER_IMPORT_COLUMN_NAME);
  g_assert_cmpint (hammer_player_import_get_column (import, 1, NULL), ==,
                   HAMMER_IMPORT_COLUMN_CLUB);
  g_assert_cmpint (hammer_player_import_get_column (import, 2, NULL), ==,
                   HAMMER_IMPORT_COLUMN_LICENCE);
  g_assert_cmpint (hammer_player_import_get_column (import, 3, NULL), ==,
                   HAMMER_IMPORT_COLUMN_AVERAGE);

  row = hammer_player_import_get_row (import, 0);
  assert_good (row);
  g_assert_cmpstr (row->name, ==, "Jan van der Berg");
  g_assert_cmpstr (row->club, ==, "HSV Hoorn");
  g_assert_cmpstr (row->licence, ==, "12345");
  g_assert_true (row->has_average);
  g_assert_cmpfloat (row->average, ==, 7.5);
  g_assert_true (row->active);

  row = hammer_player_import_get_row (import, 1);
  assert_good (row);
  g_assert_cmpuint (row->line, ==, 3);
  g_assert_false (row->has_average);
}

static void
test_import_german (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Vorname;Nachname;Verein;Lizenz;E-Mail;Telefon;Schnitt\n"
               "Jürgen;Müller;SV Köln;DE-77;j.mueller@example.de;0221 123456;12,25\n");
  static const HammerImportColumn expected[] = {
    HAMMER_IMPORT_COLUMN_GIVEN_NAME, HAMMER_IMPORT_COLUMN_FAMILY_NAME,
    HAMMER_IMPORT_COLUMN_CLUB, HAMMER_IMPORT_COLUMN_LICENCE, HAMMER_IMPORT_COLUMN_EMAIL,
    HAMMER_IMPORT_COLUMN_PHONE, HAMMER_IMPORT_COLUMN_AVERAGE,
  };
  HammerImportRow *row;

  g_assert_cmpuint (hammer_player_import_get_n_columns (import), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpint (hammer_player_import_get_column (import, i, NULL), ==, expected[i]);

  row = hammer_player_import_get_row (import, 0);
  assert_good (row);
  g_assert_cmpstr (row->name, ==, "Jürgen Müller");
  g_assert_cmpstr (row->club, ==, "SV Köln");
  g_assert_cmpstr (row->licence, ==, "DE-77");
  g_assert_cmpstr (row->email, ==, "j.mueller@example.de");
  g_assert_cmpstr (row->phone, ==, "0221 123456");
  g_assert_cmpfloat (row->average, ==, 12.25);
}

static void
test_import_compose (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Voornaam;Tussenvoegsel;Achternaam\n"
               "Jan;van der;Berg\n"
               "Piet;;Dijk\n"
               ";;Smit\n"
               "Kees;;\n");

  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->name, ==, "Jan van der Berg");
  g_assert_cmpstr (hammer_player_import_get_row (import, 1)->name, ==, "Piet Dijk");
  g_assert_cmpstr (hammer_player_import_get_row (import, 2)->name, ==, "Smit");
  /* Only a family name column is required; a row may still lack one. */
  g_assert_cmpstr (hammer_player_import_get_row (import, 3)->name, ==, "Kees");
  g_assert_cmpuint (hammer_player_import_count_bad (import), ==, 0);
}

static void
test_import_name_and_parts (void)
{
  /* A name column wins; the parts stand in where it is empty. */
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Name,First name,Last name\n"
               "J. Berg,Jan,Berg\n"
               ",Piet,Dijk\n");

  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->name, ==, "J. Berg");
  g_assert_cmpstr (hammer_player_import_get_row (import, 1)->name, ==, "Piet Dijk");
}

static void
test_import_header_variants (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("  VOLLEDIGE NAAM ;Tussenv.;E-MAIL-ADRES;Licentie nr.;Gem.;Aktiv;"
               "Spiel-Lizenz;Team;Mobiel;\n"
               "Jan;x;jan@example.nl;1;2;ja;x;Heren 1;06;\n");
  static const HammerImportColumn expected[] = {
    HAMMER_IMPORT_COLUMN_NAME, HAMMER_IMPORT_COLUMN_INFIX, HAMMER_IMPORT_COLUMN_EMAIL,
    HAMMER_IMPORT_COLUMN_LICENCE, HAMMER_IMPORT_COLUMN_AVERAGE, HAMMER_IMPORT_COLUMN_ACTIVE,
    HAMMER_IMPORT_COLUMN_IGNORED, HAMMER_IMPORT_COLUMN_IGNORED, HAMMER_IMPORT_COLUMN_PHONE,
    HAMMER_IMPORT_COLUMN_IGNORED,
  };
  const char *header = NULL;
  HammerImportRow *row;

  g_assert_cmpuint (hammer_player_import_get_n_columns (import), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpint (hammer_player_import_get_column (import, i, NULL), ==, expected[i]);

  /* The header text is the file's, trimmed. */
  hammer_player_import_get_column (import, 0, &header);
  g_assert_cmpstr (header, ==, "VOLLEDIGE NAAM");
  hammer_player_import_get_column (import, 9, &header);
  g_assert_cmpstr (header, ==, "");

  row = hammer_player_import_get_row (import, 0);
  assert_good (row);
  g_assert_cmpstr (row->name, ==, "Jan");
  g_assert_null (row->club);
  g_assert_cmpstr (row->phone, ==, "06");
}

static void
test_import_header_accents (void)
{
  /* Accents and full-width letters are folded away. */
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Nâme,Ｃｌｕｂ,Lizénz-Nummer,Durchschnitt (Ø)\nJan,HSV,1,2\n");

  g_assert_cmpint (hammer_player_import_get_column (import, 0, NULL), ==,
                   HAMMER_IMPORT_COLUMN_NAME);
  g_assert_cmpint (hammer_player_import_get_column (import, 1, NULL), ==,
                   HAMMER_IMPORT_COLUMN_CLUB);
  g_assert_cmpint (hammer_player_import_get_column (import, 2, NULL), ==,
                   HAMMER_IMPORT_COLUMN_LICENCE);
  /* Not every decoration goes: this one is not recognised. */
  g_assert_cmpint (hammer_player_import_get_column (import, 3, NULL), ==,
                   HAMMER_IMPORT_COLUMN_IGNORED);
}

static void
test_import_header_cleaned (void)
{
  /* A header cell with a line break in it, as spreadsheets allow. */
  g_autoptr(HammerPlayerImport) import =
    import_ok ("\"  Naam \";\"E-mail\r\nadres\"\nJan;jan@example.nl;\"x\n y\"\n");
  const char *header = NULL;

  g_assert_cmpint (hammer_player_import_get_column (import, 0, &header), ==,
                   HAMMER_IMPORT_COLUMN_NAME);
  g_assert_cmpstr (header, ==, "Naam");
  g_assert_cmpint (hammer_player_import_get_column (import, 1, &header), ==,
                   HAMMER_IMPORT_COLUMN_EMAIL);
  g_assert_cmpstr (header, ==, "E-mail adres");
  assert_problems (hammer_player_import_get_row (import, 0),
                   ROW ("The row has more fields than the header has columns (the first "
                        "extra one is “x y”)."));
}

static void
test_import_header_only (void)
{
  g_autoptr(HammerPlayerImport) import = import_ok ("Naam;Vereniging\r\n");
  g_autoptr(HammerPlayerImport) empty_rows = import_ok ("Naam;Vereniging\n;\n;;\n");

  g_assert_cmpuint (hammer_player_import_get_n_rows (import), ==, 0);
  g_assert_cmpuint (hammer_player_import_count_bad (import), ==, 0);
  g_assert_null (hammer_player_import_describe_first_problem (import));
  g_assert_cmpuint (hammer_player_import_get_n_rows (empty_rows), ==, 0);
}

static void
test_import_empty_rows (void)
{
  /* Spreadsheets export empty rows as separators only, even above the
   * header. */
  g_autoptr(HammerPlayerImport) import =
    import_ok (";;\n; ;\nNaam;Vereniging;Notitie\nJan;HSV;\n;;\n;;x\nPiet;DOS;\n");
  HammerImportRow *row;

  g_assert_cmpuint (hammer_player_import_get_n_rows (import), ==, 3);
  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->name, ==, "Jan");
  g_assert_cmpuint (hammer_player_import_get_row (import, 0)->line, ==, 4);

  /* Something in an ignored column is not nothing. */
  row = hammer_player_import_get_row (import, 1);
  g_assert_cmpuint (row->line, ==, 6);
  assert_problems (row, ROW ("The name is empty."));

  g_assert_cmpuint (hammer_player_import_get_row (import, 2)->line, ==, 7);

  assert_import_error (";;\n;\n", "The file has only empty rows.");
}

static void
test_import_no_name_column (void)
{
  assert_import_error ("\n\nClub;Licence;;Phone\nHSV;1;;2\n",
                       "Line 3: No column holds the players’ names (the columns are “Club”, "
                       "“Licence”, “Phone”). Call one “Name”, or two “First name” and "
                       "“Last name”.");
  /* A given name alone does not name a player. */
  assert_import_error ("Voornaam,Vereniging\nJan,HSV\n",
                       "Line 1: No column holds the players’ names (the columns are "
                       "“Voornaam”, “Vereniging”). Call one “Name”, or two “First name” and "
                       "“Last name”.");
  /* Nor does a file without a header. */
  assert_import_error ("Jan Berg,HSV\n",
                       "Line 1: No column holds the players’ names (the columns are "
                       "“Jan Berg”, “HSV”). Call one “Name”, or two “First name” and "
                       "“Last name”.");
}

static void
test_import_csv_errors (void)
{
  assert_import_error ("", "The file is empty.");
  assert_import_error ("Naam;Club\nJan;\"HSV\n",
                       "Line 2: A quoted field starts here but is never closed.");
}

/* A JSON file (a roster exported by another program, or one of Hammer's own
 * documents) is named for what it is, at the line where it starts, instead
 * of being read as columns. A bracket that starts a CSV header stays CSV. */
static void
test_import_json_file (void)
{
  const char *expected_tail = ": This is a JSON file, not a players list. Players are "
                              "imported from a CSV file, as a spreadsheet saves it: a header "
                              "row such as “Name,Club,Average”, then one player a line.";
  g_autofree char *line1 = g_strconcat ("Line 1", expected_tail, NULL);
  g_autofree char *line3 = g_strconcat ("Line 3", expected_tail, NULL);
  g_autoptr(HammerPlayerImport) import = NULL;

  assert_import_error ("[{\"name\": \"Anna Bakker\", \"club\": \"HSV\"}]\n", line1);
  assert_import_error ("\xEF\xBB\xBF\n\n  {\"players\": [\n", line3);
  import = import_ok ("[Name],Club\nAnna,HSV\n");
  g_assert_cmpuint (hammer_player_import_get_n_rows (import), ==, 1);
}

static void
test_import_too_large (void)
{
  gsize length = 20 * 1024 * 1024 + 1;
  g_autofree char *data = g_malloc (length);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayerImport) import = NULL;

  memset (data, 'x', length);
  import = hammer_player_import_new (data, length, &error);
  g_assert_null (import);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==,
                   "The file is too large (20.0\xC2\xA0MiB); a players file may be at most "
                   "20.0\xC2\xA0MiB.");
}

static void
test_problem_empty_name (void)
{
  assert_row_problems ("Name,Club", ",HSV", ROW ("The name is empty."));
  assert_row_problems ("Name,Club", "  ,HSV", ROW ("The name is empty."));
  assert_row_problems ("First name,Last name,Club", ",,HSV", ROW ("The name is empty."));
}

static void
test_problem_average (void)
{
  static const char *good[][2] = {
    { "7,5", "7.5" }, { "7.5", "7.5" }, { "0", "0" }, { "-0", "0" }, { "+3", "3" },
    { ",5", "0.5" }, { "12.", "12" }, { "1000", "1000" }, { "1000,0", "1000" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autofree char *data = g_strdup_printf ("Name;Avg\nJan;%s\n", good[i][0]);
      g_autoptr(HammerPlayerImport) import = import_ok (data);
      HammerImportRow *row = hammer_player_import_get_row (import, 0);

      assert_good (row);
      g_assert_true (row->has_average);
      g_assert_cmpfloat (row->average, ==, g_ascii_strtod (good[i][1], NULL));
      g_assert_false (signbit (row->average));
    }

  assert_row_problems ("Name;Average", "Jan;7,5x", ROW ("The average “7,5x” is not a number."));
  assert_row_problems ("Name;Average", "Jan;abc", ROW ("The average “abc” is not a number."));
  assert_row_problems ("Name;Average", "Jan;nan", ROW ("The average “nan” is not a number."));
  assert_row_problems ("Name;Average", "Jan;inf", ROW ("The average “inf” is not a number."));
  assert_row_problems ("Name;Average", "Jan;1e2", ROW ("The average “1e2” is not a number."));
  assert_row_problems ("Name;Average", "Jan;1.234,5",
                       ROW ("The average “1.234,5” is not a number."));
  assert_row_problems ("Name;Average", "Jan;.", ROW ("The average “.” is not a number."));
  assert_row_problems ("Name;Average", "Jan;-", ROW ("The average “-” is not a number."));
  assert_row_problems ("Name;Average", "Jan;-1", ROW ("The average “-1” is negative."));
  assert_row_problems ("Name;Average", "Jan;-0,5", ROW ("The average “-0,5” is negative."));
  assert_row_problems ("Name;Average", "Jan;1000,01",
                       ROW ("The average “1000,01” is more than 1000."));
  assert_row_problems ("Name;Average", "Jan;99999999999999999999",
                       ROW ("The average “99999999999999999999” is more than 1000."));
}

static void
test_problem_email (void)
{
  assert_row_problems ("Name;E-mail", "Jan;jan.example.nl",
                       ROW ("The e-mail address “jan.example.nl” has no “@”."));
  assert_row_problems ("Name;E-mail", "Jan;jan @example.nl",
                       ROW ("The e-mail address “jan @example.nl” contains a space."));
  assert_row_problems ("Name;E-mail", "Jan;a@b.nl; c@d.nl",
                       ROW ("The row has more fields than the header has columns (the first "
                            "extra one is “c@d.nl”)."));
  assert_row_problems ("Name;E-mail", "Jan;\"a@b.nl, c@d.nl\"",
                       ROW ("The e-mail address “a@b.nl, c@d.nl” contains a space."));
  assert_row_problems ("Name;E-mail", "Jan;  jan@example.nl  ", ROW (NULL));
}

static void
test_problem_active (void)
{
  static const char *yes[] = { "yes", "Y", "ja", "J", "1", "TRUE", "x", "WAAR", "wahr" };
  static const char *no[] = { "no", "N", "nee", "Nein", "0", "false", "ONWAAR", "falsch" };

  for (guint i = 0; i < G_N_ELEMENTS (yes) + G_N_ELEMENTS (no); i++)
    {
      gboolean is_yes = i < G_N_ELEMENTS (yes);
      const char *word = is_yes ? yes[i] : no[i - G_N_ELEMENTS (yes)];
      g_autofree char *data = g_strdup_printf ("Name;Active\nJan;%s\nPiet;nee\n", word);
      g_autoptr(HammerPlayerImport) import = import_ok (data);
      HammerImportRow *row = hammer_player_import_get_row (import, 0);

      assert_good (row);
      g_assert_cmpint (row->active, ==, is_yes);
    }

  assert_row_problems ("Name;Actief", "Jan;misschien",
                       ROW ("The value “misschien” in column “Actief” is neither yes nor no."));
  assert_row_problems ("Name;Aktiv", "Jan;-",
                       ROW ("The value “-” in column “Aktiv” is neither yes nor no."));
}

static void
test_import_active_default (void)
{
  g_autoptr(HammerPlayerImport) none = import_ok ("Name\nJan\n");
  g_autoptr(HammerPlayerImport) words = import_ok ("Name;Active\nJan;no\nPiet;\n");
  g_autoptr(HammerPlayerImport) ticks = import_ok ("Name;Actief\nJan;x\nPiet;\nKees;nee\n");

  g_assert_true (hammer_player_import_get_row (none, 0)->active);
  g_assert_false (hammer_player_import_get_row (words, 0)->active);
  g_assert_true (hammer_player_import_get_row (words, 1)->active);
  /* In a column of x marks an empty cell is an unticked box. */
  g_assert_true (hammer_player_import_get_row (ticks, 0)->active);
  g_assert_false (hammer_player_import_get_row (ticks, 1)->active);
  g_assert_false (hammer_player_import_get_row (ticks, 2)->active);
}

static void
test_problem_fields (void)
{
  /* Fewer fields than columns: the missing ones are empty. */
  assert_row_problems ("Name;Club;Licence;Average", "Jan", ROW (NULL));
  /* More, but empty: a trailing separator or two. */
  assert_row_problems ("Name;Club", "Jan;HSV;;  ;", ROW (NULL));
  assert_row_problems ("Name,Average", "Jan,7,5",
                       ROW ("The row has more fields than the header has columns (the first "
                            "extra one is “5”)."));
}

static void
test_problem_control (void)
{
  assert_row_problems ("Name;Club", "Jan\x01;HSV",
                       ROW ("The value in column “Name” contains a control character."));
  assert_row_problems ("Name;Club", "Jan;H\x1bSV\x7f",
                       ROW ("The value in column “Club” contains a control character."));
  /* Ignored columns are not looked at. */
  assert_row_problems ("Name;Notes", "Jan;\x07", ROW (NULL));
}

static void
test_problem_too_long (void)
{
  g_autofree char *long_name = g_strnfill (201, 'a');
  g_autofree char *longest = g_strnfill (200, 'a');
  g_autofree char *long_club = g_strconcat (longest, "ü", NULL);
  g_autofree char *half = g_strnfill (120, 'b');
  g_autoptr(GString) umlauts = g_string_new (NULL);
  g_autofree char *row = NULL;

  for (guint i = 0; i < 200; i++)
    g_string_append (umlauts, "ü");

  row = g_strconcat (long_name, ";HSV", NULL);
  assert_row_problems ("Name;Club", row,
                       ROW ("The value in column “Name” is longer than 200 characters."));
  g_free (row);

  /* Characters, not bytes: 200 "ü" are fine. */
  row = g_strconcat ("Jan;", umlauts->str, NULL);
  assert_row_problems ("Name;Club", row, ROW (NULL));
  g_free (row);

  row = g_strconcat ("Jan;", long_club, NULL);
  assert_row_problems ("Name;Vereniging", row,
                       ROW ("The value in column “Vereniging” is longer than 200 characters."));
  g_free (row);

  /* One message for a value, not one for its length and one for its form. */
  row = g_strconcat ("Jan;", long_name, NULL);
  assert_row_problems ("Name;Average", row,
                       ROW ("The value in column “Average” is longer than 200 characters."));
  g_free (row);

  row = g_strconcat (half, ";", half, NULL);
  assert_row_problems ("First name;Last name", row,
                       ROW ("The name is longer than 200 characters."));
}

static void
test_problem_order (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Naam;Gemiddelde;E-mail;Actief\n"
               "Jan;7;jan@example.nl;ja\n"
               ";abc;geen;soms;extra\n");
  g_autofree char *first = NULL;

  assert_problems (hammer_player_import_get_row (import, 1),
                   ROW ("The name is empty.",
                        "The average “abc” is not a number.",
                        "The e-mail address “geen” has no “@”.",
                        "The value “soms” in column “Actief” is neither yes nor no.",
                        "The row has more fields than the header has columns (the first extra "
                        "one is “extra”)."));
  g_assert_cmpuint (hammer_player_import_count_bad (import), ==, 1);

  first = hammer_player_import_describe_first_problem (import);
  g_assert_cmpstr (first, ==, "Line 3: The name is empty.");
}

static void
test_describe_first_problem (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Name,Average\n"
               "Jan,7\n"
               "\n"
               "\"Piet\n"
               "Dijk\",1\n"
               "Kees,abc\n"
               "Els,-2\n");
  g_autofree char *first = hammer_player_import_describe_first_problem (import);

  g_assert_cmpstr (first, ==, "Line 6: The average “abc” is not a number.");
  g_assert_cmpuint (hammer_player_import_count_bad (import), ==, 2);
  g_assert_cmpstr (hammer_player_import_get_row (import, 1)->name, ==, "Piet Dijk");
}

static void
test_import_whitespace (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Name;Club\n"
               "\"  Jan \t  van\r\nder   Berg \";\" HSV\xC2\xA0 Hoorn\"\n"
               "\xE2\x80\x8BPiet\xEF\xBB\xBF;\n"
               /* "é" as e and a combining accent, as macOS writes it. */
               "Rene\xCC\x81;\n");

  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->name, ==, "Jan van der Berg");
  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->club, ==, "HSV Hoorn");
  g_assert_cmpstr (hammer_player_import_get_row (import, 1)->name, ==, "Piet");
  g_assert_cmpstr (hammer_player_import_get_row (import, 2)->name, ==, "Ren\xC3\xA9");
}

static void
test_import_formula (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Name;Club;Licence\n=1+1;=HYPERLINK(\"x\");\"=\"\"007\"\"\"\n@SUM(A1);+1;-1\n");

  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->name, ==, "=1+1");
  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->club, ==, "=HYPERLINK(\"x\")");
  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->licence, ==, "=\"007\"");
  g_assert_cmpstr (hammer_player_import_get_row (import, 1)->name, ==, "@SUM(A1)");
  g_assert_cmpuint (hammer_player_import_count_bad (import), ==, 0);
}

static void
test_import_same_role_twice (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Name;Telefoon;Mobiel\nJan;010 1234567;06 1234\nPiet;;06 5678\n");

  g_assert_cmpint (hammer_player_import_get_column (import, 1, NULL), ==,
                   HAMMER_IMPORT_COLUMN_PHONE);
  g_assert_cmpint (hammer_player_import_get_column (import, 2, NULL), ==,
                   HAMMER_IMPORT_COLUMN_PHONE);
  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->phone, ==, "010 1234567");
  g_assert_cmpstr (hammer_player_import_get_row (import, 1)->phone, ==, "06 5678");
}

static void
test_import_duplicates (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Naam;Vereniging;Licentie\n"
               "Jan Berg;HSV;100\n"          /* line 2 */
               "Piet Dijk;DOS;200\n"         /* line 3 */
               "J. Berg;HSV Hoorn;100\n"     /* line 4: same licence as line 2 */
               "jan  berg;hsv;\n"            /* line 5: same name and club as line 2 */
               "Jan Berg;HSV;101\n"          /* line 6: a namesake with his own licence */
               "Jan Berg;DOS;\n"             /* line 7: same name, another club */
               "Kees;;\n"                    /* line 8 */
               "Kees;;\n"                    /* line 9: no club either time */
               "Els;DOS;x;extra\n"           /* line 10: bad */
               "Els;DOS;\n"                  /* line 11: not a duplicate of a bad row */
               "Els;DOS;300;extra\n");       /* line 12: bad, not a duplicate */
  static const char *duplicate_of[] = {
    NULL, NULL, "the same player as on line 2", "the same player as on line 2", NULL, NULL, NULL, "the same player as on line 8", NULL, NULL, NULL,
  };

  g_assert_cmpuint (hammer_player_import_get_n_rows (import), ==, G_N_ELEMENTS (duplicate_of));
  for (guint i = 0; i < G_N_ELEMENTS (duplicate_of); i++)
    {
      HammerImportRow *row = hammer_player_import_get_row (import, i);

      g_assert_cmpuint (row->line, ==, i + 2);
      g_assert_cmpstr (row->duplicate_of, ==, duplicate_of[i]);
    }

  g_assert_cmpuint (hammer_player_import_count_duplicates (import), ==, 3);
  g_assert_cmpuint (hammer_player_import_count_bad (import), ==, 2);
}

static void
test_import_windows_1252 (void)
{
  g_autoptr(HammerPlayerImport) import =
    import_ok ("Vorname;Nachname;Verein\nJ\xFCrgen;M\xFCller;SV K\xF6ln\n");
  HammerImportRow *row = hammer_player_import_get_row (import, 0);

  g_assert_cmpstr (hammer_player_import_get_encoding (import), ==, "Windows-1252");
  g_assert_cmpstr (row->name, ==, "Jürgen Müller");
  g_assert_cmpstr (row->club, ==, "SV Köln");
}

/* Files */

static GFile *
write_temp (const char *contents,
            gssize      length,
            char      **basename)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  int fd;

  fd = g_file_open_tmp ("players-XXXXXX.csv", &path, &error);
  g_assert_no_error (error);
  close (fd);
  g_file_set_contents (path, contents, length, &error);
  g_assert_no_error (error);

  *basename = g_path_get_basename (path);
  return g_file_new_for_path (path);
}

static void
delete_file (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  g_unlink (path);
}

static void
test_file_good (void)
{
  g_autofree char *name = NULL;
  g_autoptr(GFile) file = write_temp ("Naam;Vereniging\nJan;HSV\n", -1, &name);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayerImport) import = NULL;

  import = hammer_player_import_new_for_file (file, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (hammer_player_import_get_n_rows (import), ==, 1);
  g_assert_cmpstr (hammer_player_import_get_row (import, 0)->club, ==, "HSV");
  delete_file (file);
}

static void
test_file_malformed (void)
{
  g_autofree char *name = NULL;
  g_autoptr(GFile) file = write_temp ("Naam;Vereniging\n\"Jan;HSV\n", -1, &name);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayerImport) import = NULL;
  g_autofree char *expected = NULL;

  import = hammer_player_import_new_for_file (file, NULL, &error);
  g_assert_null (import);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  expected = g_strdup_printf ("Cannot import “%s”: Line 2: A quoted field starts here but is "
                              "never closed.", name);
  g_assert_cmpstr (error->message, ==, expected);
  delete_file (file);
}

static void
test_file_missing (void)
{
  g_autoptr(GFile) file = g_file_new_for_path ("/nonexistent-hammer-dir/leden.csv");
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayerImport) import = NULL;

  import = hammer_player_import_new_for_file (file, NULL, &error);
  g_assert_null (import);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_assert_true (g_str_has_prefix (error->message, "Could not read “leden.csv”: "));
}

static void
test_file_too_large (void)
{
  g_autofree char *name = NULL;
  g_autoptr(GFile) file = write_temp ("", 0, &name);
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayerImport) import = NULL;
  g_autofree char *expected = NULL;

  /* Sparse, so the test costs no disk. */
  g_assert_cmpint (truncate (path, 25 * 1024 * 1024), ==, 0);

  import = hammer_player_import_new_for_file (file, NULL, &error);
  g_assert_null (import);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  expected = g_strdup_printf ("“%s” is too large (25.0\xC2\xA0MiB); a players file may be at most "
                              "20.0\xC2\xA0MiB.", name);
  g_assert_cmpstr (error->message, ==, expected);
  delete_file (file);
}

static void
test_file_cancelled (void)
{
  g_autofree char *name = NULL;
  g_autoptr(GFile) file = write_temp ("Naam\nJan\n", -1, &name);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayerImport) import = NULL;

  g_cancellable_cancel (cancellable);
  import = hammer_player_import_new_for_file (file, cancellable, &error);
  g_assert_null (import);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  delete_file (file);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/csv/parse/simple", test_csv_simple);
  g_test_add_func ("/csv/parse/bom", test_csv_bom);
  g_test_add_func ("/csv/parse/crlf", test_csv_crlf);
  g_test_add_func ("/csv/parse/lone-cr", test_csv_lone_cr);
  g_test_add_func ("/csv/parse/mixed-line-ends", test_csv_mixed_line_ends);
  g_test_add_func ("/csv/parse/semicolon", test_csv_semicolon);
  g_test_add_func ("/csv/parse/tab", test_csv_tab);
  g_test_add_func ("/csv/parse/sniff", test_csv_sniff);
  g_test_add_func ("/csv/parse/sep-line", test_csv_sep_line);
  g_test_add_func ("/csv/parse/quoted", test_csv_quoted);
  g_test_add_func ("/csv/parse/blank-lines", test_csv_blank_lines);
  g_test_add_func ("/csv/parse/no-trailing-newline", test_csv_no_trailing_newline);
  g_test_add_func ("/csv/parse/trailing-separator", test_csv_trailing_separator);
  g_test_add_func ("/csv/parse/trim", test_csv_trim);
  g_test_add_func ("/csv/parse/inner-quote", test_csv_inner_quote);
  g_test_add_func ("/csv/encoding/windows-1252", test_csv_windows_1252);
  g_test_add_func ("/csv/encoding/utf-16", test_csv_utf16);
  g_test_add_func ("/csv/error/unterminated-quote", test_csv_unterminated_quote);
  g_test_add_func ("/csv/error/junk-after-quote", test_csv_junk_after_quote);
  g_test_add_func ("/csv/error/invalid-utf8", test_csv_invalid_utf8);
  g_test_add_func ("/csv/error/empty", test_csv_empty);
  g_test_add_func ("/csv/error/workbook", test_csv_workbook);

  g_test_add_func ("/csv/import/english", test_import_english);
  g_test_add_func ("/csv/import/dutch", test_import_dutch);
  g_test_add_func ("/csv/import/german", test_import_german);
  g_test_add_func ("/csv/import/compose", test_import_compose);
  g_test_add_func ("/csv/import/name-and-parts", test_import_name_and_parts);
  g_test_add_func ("/csv/import/header-variants", test_import_header_variants);
  g_test_add_func ("/csv/import/header-accents", test_import_header_accents);
  g_test_add_func ("/csv/import/header-cleaned", test_import_header_cleaned);
  g_test_add_func ("/csv/import/header-only", test_import_header_only);
  g_test_add_func ("/csv/import/empty-rows", test_import_empty_rows);
  g_test_add_func ("/csv/import/no-name-column", test_import_no_name_column);
  g_test_add_func ("/csv/import/csv-errors", test_import_csv_errors);
  g_test_add_func ("/csv/import/json-file", test_import_json_file);
  g_test_add_func ("/csv/import/too-large", test_import_too_large);
  g_test_add_func ("/csv/import/active-default", test_import_active_default);
  g_test_add_func ("/csv/import/whitespace", test_import_whitespace);
  g_test_add_func ("/csv/import/formula", test_import_formula);
  g_test_add_func ("/csv/import/same-role-twice", test_import_same_role_twice);
  g_test_add_func ("/csv/import/duplicates", test_import_duplicates);
  g_test_add_func ("/csv/import/windows-1252", test_import_windows_1252);
  g_test_add_func ("/csv/problem/empty-name", test_problem_empty_name);
  g_test_add_func ("/csv/problem/average", test_problem_average);
  g_test_add_func ("/csv/problem/email", test_problem_email);
  g_test_add_func ("/csv/problem/active", test_problem_active);
  g_test_add_func ("/csv/problem/fields", test_problem_fields);
  g_test_add_func ("/csv/problem/control", test_problem_control);
  g_test_add_func ("/csv/problem/too-long", test_problem_too_long);
  g_test_add_func ("/csv/problem/order", test_problem_order);
  g_test_add_func ("/csv/problem/describe-first", test_describe_first_problem);
  g_test_add_func ("/csv/file/good", test_file_good);
  g_test_add_func ("/csv/file/malformed", test_file_malformed);
  g_test_add_func ("/csv/file/missing", test_file_missing);
  g_test_add_func ("/csv/file/too-large", test_file_too_large);
  g_test_add_func ("/csv/file/cancelled", test_file_cancelled);

  return g_test_run ();
}
