/* hammer-roster-import.c — players imported into the roster from a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-roster-private.h"

static void
player_fields_init_from_row (HammerPlayerFields *fields,
                             HammerImportRow    *row)
{
  fields->name = hammer_roster_normalize_text (row->name);
  fields->club = hammer_roster_normalize_text (row->club);
  fields->licence = hammer_roster_normalize_text (row->licence);
  fields->email = hammer_roster_normalize_text (row->email);
  fields->phone = hammer_roster_normalize_text (row->phone);
  fields->has_average = row->has_average;
  fields->average = row->average;
  fields->active = row->active;
}

static gboolean
check_import_on (sqlite3             *db,
                 HammerPlayerImport  *import,
                 GError             **error)
{
  guint n_rows = hammer_player_import_get_n_rows (import);

  for (guint i = 0; i < n_rows; i++)
    {
      HammerImportRow *row = hammer_player_import_get_row (import, i);
      g_auto(HammerPlayerFields) fields = { 0 };
      g_autoptr(GError) local_error = NULL;
      g_autofree char *existing = NULL;
      gint64 club_id = 0;

      if (row->duplicate_of != NULL || row->problems->len > 0 || row->name == NULL)
        continue;

      player_fields_init_from_row (&fields, row);
      if (fields.club != NULL)
        {
          club_id = hammer_roster_find_club (db, fields.club, 0, error);
          if (club_id < 0)
            return FALSE;
        }

      /* A club that does not exist yet has no members to clash with, but the
       * licence may still be taken. */
      existing = hammer_roster_find_duplicate_player (db, &fields, club_id > 0 ? club_id : -1, 0,
                                                      &local_error);
      if (local_error != NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      if (existing != NULL)
        row->duplicate_of = g_steal_pointer (&existing);
    }

  return TRUE;
}

gboolean
hammer_roster_check_import (HammerStore         *self,
                            HammerPlayerImport  *import,
                            GError             **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (import != NULL, FALSE);

  return check_import_on (hammer_store_get_db (self), import, error);
}

/* The id of the club called @name, found or added inside @tx, remembered in
 * @club_ids by its case-folded name so that each is looked up once. */
static gint64
import_club (HammerStoreTx        *tx,
             GHashTable           *club_ids,
             const char           *name,
             HammerImportSummary  *counts,
             GError              **error)
{
  g_autofree char *key = g_utf8_casefold (name, -1);
  gboolean created = FALSE;
  gint64 club_id;

  club_id = GPOINTER_TO_SIZE (g_hash_table_lookup (club_ids, key));
  if (club_id != 0)
    return club_id;

  if (!(club_id = hammer_roster_ensure_club (tx, name, &created, error)))
    return 0;
  counts->clubs_created += created;
  g_hash_table_insert (club_ids, g_steal_pointer (&key), GSIZE_TO_POINTER (club_id));
  return club_id;
}

/* Imports one row inside @tx, counting it in @counts: skipped as bad or as a
 * duplicate, or imported. */
static gboolean
import_row (HammerStoreTx        *tx,
            HammerImportRow      *row,
            GHashTable           *club_ids,
            HammerImportSummary  *counts,
            GError              **error)
{
  g_auto(HammerPlayerFields) fields = { 0 };
  g_autofree char *duplicate = NULL;
  gint64 club_id = 0;

  if (row->problems->len > 0)
    {
      counts->skipped_bad++;
      return TRUE;
    }
  if (row->duplicate_of != NULL)
    {
      counts->duplicates++;
      return TRUE;
    }

  player_fields_init_from_row (&fields, row);
  if (!hammer_player_fields_check (&fields, error))
    {
      g_prefix_error (error, _("Line %u: "), row->line);
      return FALSE;
    }

  if (fields.club != NULL &&
      !(club_id = import_club (tx, club_ids, fields.club, counts, error)))
    return FALSE;

  if (!hammer_roster_insert_player (tx, &fields, club_id, &duplicate, error))
    {
      if (duplicate == NULL)
        {
          g_prefix_error (error, _("Line %u: "), row->line);
          return FALSE;
        }
      row->duplicate_of = g_steal_pointer (&duplicate);
      counts->duplicates++;
      return TRUE;
    }
  counts->imported++;
  return TRUE;
}

static gboolean
import_players_on (sqlite3              *db,
                   HammerPlayerImport   *import,
                   gboolean              skip_bad,
                   HammerImportSummary  *summary,
                   GError              **error)
{
  g_autoptr(GHashTable) club_ids = NULL;
  g_autofree char *description = NULL;
  HammerImportSummary counts = { 0 };
  HammerStoreTx tx = { 0 };
  guint n_rows = hammer_player_import_get_n_rows (import);
  guint n_bad = hammer_player_import_count_bad (import);

  if (n_bad > 0 && !skip_bad)
    {
      g_autofree char *first = hammer_player_import_describe_first_problem (import);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s Nothing was imported: %u row has a problem.",
                                "%s Nothing was imported: %u rows have problems.", n_bad),
                   first, n_bad);
      return FALSE;
    }

  description = g_strdup_printf (_("Import players"));
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;

  /* Checked inside the transaction, so that nothing can slip in between. */
  if (!check_import_on (db, import, error))
    goto fail;

  club_ids = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  for (guint i = 0; i < n_rows; i++)
    if (!import_row (&tx, hammer_player_import_get_row (import, i), club_ids, &counts, error))
      goto fail;

  counts.change_id = tx.change_id;
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  if (summary != NULL)
    *summary = counts;
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_roster_import_players (HammerStore          *self,
                              HammerPlayerImport   *import,
                              gboolean              skip_bad,
                              HammerImportSummary  *summary,
                              GError              **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (import != NULL, FALSE);

  if (!import_players_on (hammer_store_get_db (self), import, skip_bad, summary, error))
    return FALSE;

  hammer_store_emit_changed (self);
  return TRUE;
}

typedef struct
{
  HammerPlayerImport *import;
  gboolean skip_bad;
  HammerImportSummary summary;
} ImportData;

/* On the store's writer: the main thread keeps reading while this
 * transaction runs, as WAL lets it. */
static gboolean
import_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  ImportData *import = data;

  return import_players_on (hammer_store_get_db (writer), import->import, import->skip_bad,
                            &import->summary, error);
}

void
hammer_roster_import_players_async (HammerStore          *self,
                                    HammerPlayerImport   *import,
                                    gboolean              skip_bad,
                                    GCancellable         *cancellable,
                                    GAsyncReadyCallback   callback,
                                    gpointer              user_data)
{
  ImportData *data;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (import != NULL);

  data = g_new0 (ImportData, 1);
  data->import = import;
  data->skip_bad = skip_bad;
  hammer_store_write_async (self, import_write, NULL, data, g_free,
                            hammer_roster_import_players_async, cancellable, callback,
                            user_data);
}

gboolean
hammer_roster_import_players_finish (HammerStore          *self,
                                     GAsyncResult         *result,
                                     HammerImportSummary  *summary,
                                     GError              **error)
{
  ImportData *data;

  if (!hammer_store_write_finish (self, result, hammer_roster_import_players_async, error))
    return FALSE;
  data = hammer_store_write_get_data (result);
  if (summary != NULL)
    *summary = data->summary;
  return TRUE;
}
