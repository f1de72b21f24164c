/* hammer-player-import.h — a players file, read and checked before import
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum
{
  HAMMER_IMPORT_COLUMN_IGNORED,
  HAMMER_IMPORT_COLUMN_NAME,
  HAMMER_IMPORT_COLUMN_GIVEN_NAME,
  HAMMER_IMPORT_COLUMN_INFIX,        /* "tussenvoegsel": van, de, van der */
  HAMMER_IMPORT_COLUMN_FAMILY_NAME,
  HAMMER_IMPORT_COLUMN_CLUB,
  HAMMER_IMPORT_COLUMN_LICENCE,
  HAMMER_IMPORT_COLUMN_EMAIL,
  HAMMER_IMPORT_COLUMN_PHONE,
  HAMMER_IMPORT_COLUMN_AVERAGE,
  HAMMER_IMPORT_COLUMN_ACTIVE,
} HammerImportColumn;

/* One data row of the file, as it will be stored, with what is wrong with it. */
typedef struct
{
  guint      line;          /* 1-based line of the file where the row starts */
  char      *name;          /* composed from given/infix/family when needed */
  char      *club;          /* NULL when empty */
  char      *licence;       /* NULL when empty */
  char      *email;         /* NULL when empty */
  char      *phone;         /* NULL when empty */
  gboolean   has_average;
  double     average;
  gboolean   active;        /* TRUE unless the file says otherwise */
  GPtrArray *problems;      /* translated messages (char *); empty when the row is good */
  char      *duplicate_of;  /* set when the player exists already (in the file or the database);
                             * owned by the row: set it with g_strdup(), it is g_free()d */
} HammerImportRow;

typedef struct _HammerPlayerImport HammerPlayerImport;

/* Reads a players file. Fails (HAMMER_ERROR_INVALID, naming the line) only
 * when the file as a whole cannot be used: not CSV, no header row, or no
 * column that names the player. Problems of single rows go into the rows. */
HammerPlayerImport *hammer_player_import_new         (const char          *data,
                                                      gsize                length,
                                                      GError             **error);
HammerPlayerImport *hammer_player_import_new_for_file (GFile              *file,
                                                      GCancellable        *cancellable,
                                                      GError             **error);
void                hammer_player_import_free        (HammerPlayerImport  *self);
guint               hammer_player_import_get_n_rows  (HammerPlayerImport  *self);
HammerImportRow    *hammer_player_import_get_row     (HammerPlayerImport  *self,
                                                      guint                index);
guint               hammer_player_import_get_n_columns (HammerPlayerImport *self);
/* What column @column of the file was recognised as, and its header text. */
HammerImportColumn  hammer_player_import_get_column  (HammerPlayerImport  *self,
                                                      guint                column,
                                                      const char         **header);
/* Rows with problems (duplicates do not count: they are skipped, not errors). */
guint               hammer_player_import_count_bad  (HammerPlayerImport  *self);
guint               hammer_player_import_count_duplicates (HammerPlayerImport *self);
/* The first problem of the first bad row, as one sentence naming the line;
 * %NULL when every row is good. */
char               *hammer_player_import_describe_first_problem (HammerPlayerImport *self);
/* What the file was read as: "UTF-8", "UTF-16" or "Windows-1252" (see
 * hammer_csv_get_encoding()), so the caller can say when it was converted. */
const char         *hammer_player_import_get_encoding (HammerPlayerImport *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerPlayerImport, hammer_player_import_free)

G_END_DECLS
