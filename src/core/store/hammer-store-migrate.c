/* hammer-store-migrate.c — a store's file told apart from another
 * program's and from a newer Hammer's, and migrated to the schema this
 * Hammer writes, one transaction a version
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-core-resources.h"
#include "hammer-error.h"
#include "hammer-store-private.h"

/* "HAMR": marks the file as Hammer's, so another program's SQLite database
 * is told apart from an empty one. */
#define HAMMER_APPLICATION_ID 0x48414d52

/* Where the migrations are among the core's resources: one file a schema
 * version, named after it ("0001-initial.sql"). */
#define MIGRATIONS_PATH "/io/github/hammertourney/Hammer/core/store/sql"

static void
name_file_in_error (GError     **error,
                    const char  *path)
{
  if (error != NULL && *error != NULL)
    g_prefix_error (error, _("“%s”: "), path);
}

/* What the SQL of schema @version cannot do alone, in its transaction. */
static gboolean
migrate_in_code (sqlite3     *db,
                 gint64       version,
                 GError     **error)
{
  /* Which matches are byes only the draw's code knows. */
  if (version == 5)
    return hammer_events_number_old_matches (db, error);
  return TRUE;
}

static int
compare_names (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/* The names of the migrations in the core's resources, in the order of
 * their versions. There is one for every version up to the one this Hammer
 * writes, and none beyond: anything else is a mistake of the build. */
static char **
migration_names (void)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = g_resource_enumerate_children (hammer_core_get_resource (),
                                                       MIGRATIONS_PATH, 0, &error);

  if (names == NULL)
    g_error ("The core's resources hold no migrations: %s", error->message);
  g_qsort_with_data (names, g_strv_length (names), sizeof (char *),
                     compare_names, NULL);
  if (g_strv_length (names) != HAMMER_STORE_SCHEMA_VERSION)
    g_error ("The core's resources hold %u migrations for schema version %d",
             g_strv_length (names), HAMMER_STORE_SCHEMA_VERSION);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *prefix = g_strdup_printf ("%04u-", i + 1);

      if (!g_str_has_prefix (names[i], prefix) || !g_str_has_suffix (names[i], ".sql"))
        g_error ("The migration “%s” is not named after schema version %u", names[i], i + 1);
    }
  return g_steal_pointer (&names);
}

/* The SQL of migration @name. Its lines are joined without their line
 * breaks, as the C strings the migrations were before they were files:
 * SQLite keeps the text of every CREATE statement as it was given, so a
 * fresh file and a migrated one keep the schema the older Hammers wrote.
 * Lines that start with "--" are comments and are left out. */
static char *
migration_sql (const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_path ("/", MIGRATIONS_PATH, name, NULL);
  g_autoptr(GBytes) bytes = g_resource_lookup_data (hammer_core_get_resource (), path, 0,
                                                    &error);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  GString *sql = g_string_new (NULL);

  if (bytes == NULL)
    g_error ("Could not read the migration “%s”: %s", name, error->message);
  text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (!g_str_has_prefix (lines[i], "--"))
      g_string_append (sql, lines[i]);
  return g_string_free (sql, FALSE);
}

/* Refuses another program's database and one of a newer Hammer; sets
 * @user_version and @n_tables of a file that may be opened. */
static gboolean
check_identity (sqlite3     *db,
                const char  *path,
                gint64      *user_version,
                gint64      *n_tables,
                GError     **error)
{
  gint64 application_id;
  int rc;

  application_id = hammer_store_query_int (db, "PRAGMA application_id", &rc);
  if (rc == SQLITE_OK)
    *user_version = hammer_store_query_int (db, "PRAGMA user_version", &rc);
  if (rc == SQLITE_OK)
    *n_tables = hammer_store_query_int (db, "SELECT count(*) FROM sqlite_master", &rc);
  if (rc != SQLITE_OK)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      name_file_in_error (error, path);
      return FALSE;
    }

  if (application_id != HAMMER_APPLICATION_ID && (*user_version != 0 || *n_tables != 0))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE,
                   _("“%s” is not a Hammer database: it belongs to another program"), path);
      return FALSE;
    }

  if (*user_version > HAMMER_STORE_SCHEMA_VERSION)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE,
                   _("“%s” was written by a newer version of Hammer (database version %d; "
                     "this Hammer knows up to %d). Update Hammer to open it; the file "
                     "has not been changed."),
                   path, (int) *user_version, HAMMER_STORE_SCHEMA_VERSION);
      return FALSE;
    }
  return TRUE;
}

static gboolean
use_wal (sqlite3     *db,
         const char  *path,
         GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *journal_mode = NULL;

  if (!(stmt = hammer_store_prepare (db, "PRAGMA journal_mode = WAL", error)))
    {
      name_file_in_error (error, path);
      return FALSE;
    }
  if (sqlite3_step (stmt) == SQLITE_ROW)
    journal_mode = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  if (g_strcmp0 (journal_mode, "wal") != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
                   _("Could not open “%s” for safe writing (its folder may be read-only)"), path);
      return FALSE;
    }
  return TRUE;
}

/* Takes the file from schema @version - 1 to @version in one transaction. */
static gboolean
apply_migration (sqlite3     *db,
                 const char  *path,
                 gint64       version,
                 const char  *name,
                 GError     **error)
{
  g_autofree char *sql = migration_sql (name);
  g_autofree char *pragmas = NULL;
  const char *what = _("Could not update the database");

  if (!hammer_store_exec (db, "BEGIN IMMEDIATE", what, error))
    {
      name_file_in_error (error, path);
      return FALSE;
    }

  pragmas = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %d;",
                             HAMMER_APPLICATION_ID, (int) version);
  if (!hammer_store_exec (db, sql, what, error) ||
      !migrate_in_code (db, version, error) ||
      !hammer_store_exec (db, pragmas, what, error) ||
      !hammer_store_exec (db, "COMMIT", what, error))
    {
      sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
      name_file_in_error (error, path);
      return FALSE;
    }
  return TRUE;
}

/* A damaged file is refused before anything is written to it: the check
 * runs now, unless @put_off may be set, the file needs no migration and
 * the caller checks before its first write (hammer-store-check.c). */
gboolean
hammer_store_migrate (sqlite3     *db,
                      const char  *path,
                      int         *schema_version,
                      gboolean    *put_off,
                      GError     **error)
{
  g_auto(GStrv) names = NULL;
  gint64 user_version = 0;
  gint64 n_tables = 0;

  g_return_val_if_fail (db != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (schema_version != NULL, FALSE);

  names = migration_names ();
  if (!check_identity (db, path, &user_version, &n_tables, error))
    return FALSE;
  if (put_off != NULL)
    *put_off = n_tables != 0 && user_version == HAMMER_STORE_SCHEMA_VERSION;
  if ((n_tables != 0 && (put_off == NULL || !*put_off) &&
       !hammer_store_quick_check (db, path, error)) ||
      !use_wal (db, path, error))
    return FALSE;

  for (gint64 version = user_version + 1; version <= HAMMER_STORE_SCHEMA_VERSION; version++)
    if (!apply_migration (db, path, version, names[version - 1], error))
      return FALSE;

  *schema_version = HAMMER_STORE_SCHEMA_VERSION;
  return TRUE;
}
