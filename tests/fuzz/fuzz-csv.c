/* fuzz-csv.c — the CSV reader and the players import on arbitrary bytes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"
#include "io/hammer-tables.h"

#include "fuzz-target.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(HammerCsv) csv = NULL;
  g_autoptr(HammerPlayerImport) import = NULL;

  /* Both readers take a length and must not read past it: libFuzzer's
   * buffers have no terminating NUL. */
  csv = hammer_csv_parse ((const char *) data, size, NULL);
  if (csv != NULL)
    {
      for (guint r = 0; r < hammer_csv_get_n_rows (csv); r++)
        {
          guint n_fields = 0;
          const char * const *fields = hammer_csv_get_row (csv, r, &n_fields);

          for (guint f = 0; f < n_fields; f++)
            g_assert (g_utf8_validate (fields[f], -1, NULL));
          g_assert_null (fields[n_fields]);
          g_assert_cmpuint (hammer_csv_get_row_line (csv, r), >=, 1);
        }
      g_assert_nonnull (hammer_csv_get_encoding (csv));
    }

  import = hammer_player_import_new ((const char *) data, size, NULL);
  if (import != NULL)
    {
      guint n_rows = hammer_player_import_get_n_rows (import);
      g_autofree char *problem = hammer_player_import_describe_first_problem (import);

      for (guint c = 0; c < hammer_player_import_get_n_columns (import); c++)
        {
          const char *header = NULL;

          hammer_player_import_get_column (import, c, &header);
        }
      for (guint r = 0; r < n_rows; r++)
        {
          HammerImportRow *row = hammer_player_import_get_row (import, r);

          g_assert_nonnull (row->problems);
          /* What the import accepted must write out as CSV and read back. */
          if (row->name != NULL)
            {
              g_autofree char *safe = hammer_csv_neutralise (row->name);

              g_assert_nonnull (safe);
            }
        }
      (void) hammer_player_import_count_bad (import);
      (void) hammer_player_import_count_duplicates (import);
      (void) hammer_player_import_get_encoding (import);
    }
  return 0;
}
