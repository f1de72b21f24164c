/* hammer-events-list.c — the list of events, as the window's sidebar and
 * `hammer-cli event list` read it
 *
 * An event's state (set up, under way, finished) follows from its whole
 * model: every match and result resolved by the draw. Loading 200 models of
 * a federation's database for each change would hold the window for a
 * second, so each event's line is kept with a fingerprint of every row its
 * model is read from, and made again only when that fingerprint changes.
 * The fingerprint is exact by construction: the same rows give the same
 * model, and so the same state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-events-private.h"

/* The tables an event's model is read from (hammer_event_load()), and how
 * each finds its event. */
static const struct
{
  const char *table;
  const char *from;
  const char *event_id;
} model_tables[] = {
  { "events", "events t", "t.id" },
  { "entrants", "entrants t", "t.event_id" },
  { "entrant_players", "entrant_players t JOIN entrants e ON e.id = t.entrant_id", "e.event_id" },
  { "matches", "matches t", "t.event_id" },
  /* A day's boards are each of its events' boards. */
  { "boards", "(SELECT b.*, b.event_id AS owner FROM boards b WHERE b.event_id IS NOT NULL"
              " UNION ALL SELECT b.*, e.id FROM boards b JOIN events e ON e.day_id = b.day_id) t",
    "t.owner" },
};

/* Where a store keeps the lines of its last list. */
#define EVENT_LINES_KEY "hammer-event-lines"

typedef struct
{
  guint64 fingerprint;
  HammerEventListing *listing;
} EventLine;

static void
event_line_free (EventLine *line)
{
  g_clear_object (&line->listing);
  g_free (line);
}

/* FNV-1a, 64 bits, over @length bytes of @data, from @hash. */
static guint64
fnv_add (guint64       hash,
         gconstpointer data,
         gsize         length)
{
  const guchar *bytes = data;

  for (gsize i = 0; i < length; i++)
    {
      hash ^= bytes[i];
      hash *= G_GUINT64_CONSTANT (1099511628211);
    }
  return hash;
}

/* The aggregate hammer_fingerprint(column, …): a hash of each row's values
 * (with their types), added up over the rows, so that the rows' order does
 * not matter. */
static void
fingerprint_step (sqlite3_context  *context,
                  int               argc,
                  sqlite3_value   **argv)
{
  guint64 *sum = sqlite3_aggregate_context (context, sizeof (guint64));
  guint64 hash = G_GUINT64_CONSTANT (14695981039346656037);

  if (sum == NULL)
    {
      sqlite3_result_error_nomem (context);
      return;
    }
  for (int i = 0; i < argc; i++)
    {
      int type = sqlite3_value_type (argv[i]);

      hash = fnv_add (hash, &type, sizeof type);
      if (type == SQLITE_INTEGER)
        {
          sqlite3_int64 value = sqlite3_value_int64 (argv[i]);

          hash = fnv_add (hash, &value, sizeof value);
        }
      else if (type == SQLITE_FLOAT)
        {
          double value = sqlite3_value_double (argv[i]);

          hash = fnv_add (hash, &value, sizeof value);
        }
      else if (type != SQLITE_NULL)
        {
          int length = sqlite3_value_bytes (argv[i]);

          hash = fnv_add (hash, sqlite3_value_blob (argv[i]), (gsize) length);
          hash = fnv_add (hash, &length, sizeof length);
        }
    }
  *sum += hash;
}

static void
fingerprint_final (sqlite3_context *context)
{
  guint64 *sum = sqlite3_aggregate_context (context, 0);

  sqlite3_result_int64 (context, sum != NULL ? (sqlite3_int64) *sum : 0);
}

/* "t.a, t.b, …": every column of @table, read from the schema, so that a
 * column a later migration adds counts too. */
static char *
table_columns (sqlite3     *db,
               const char  *table,
               GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GString) columns = g_string_new (NULL);
  int rc;

  if (!(stmt = hammer_store_prepare (db, "SELECT name FROM pragma_table_info(?)", error)))
    return NULL;
  sqlite3_bind_text (stmt, 1, table, -1, SQLITE_STATIC);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_string_append_printf (columns, "%st.\"%s\"", columns->len > 0 ? ", " : "",
                            (const char *) sqlite3_column_text (stmt, 0));
  if (rc != SQLITE_DONE || columns->len == 0)
    {
      hammer_store_set_error (db, rc, _("Could not read the events"), error);
      return NULL;
    }
  return g_string_free (g_steal_pointer (&columns), FALSE);
}

/* Fills @fingerprints (event id → guint64 in a pointer-sized box) with the
 * fingerprint of every event. */
static gboolean
read_fingerprints (sqlite3     *db,
                   GHashTable  *fingerprints,
                   GError     **error)
{
  if (sqlite3_create_function (db, "hammer_fingerprint", -1, SQLITE_UTF8 | SQLITE_DETERMINISTIC,
                               NULL, NULL, fingerprint_step, fingerprint_final) != SQLITE_OK)
    {
      hammer_store_set_error (db, sqlite3_errcode (db), _("Could not read the events"), error);
      return FALSE;
    }
  for (guint t = 0; t < G_N_ELEMENTS (model_tables); t++)
    {
      g_autofree char *columns = table_columns (db, model_tables[t].table, error);
      g_autofree char *sql = NULL;
      g_autoptr(sqlite3_stmt) stmt = NULL;
      int rc;

      if (columns == NULL)
        return FALSE;
      sql = g_strdup_printf ("SELECT %s, hammer_fingerprint (%s) FROM %s GROUP BY %s",
                             model_tables[t].event_id, columns, model_tables[t].from,
                             model_tables[t].event_id);
      if (!(stmt = hammer_store_prepare (db, sql, error)))
        return FALSE;
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          gint64 id = sqlite3_column_int64 (stmt, 0);
          guint64 *sum = g_hash_table_lookup (fingerprints, &id);

          if (sum == NULL)
            {
              gint64 *key = g_memdup2 (&id, sizeof id);

              sum = g_new0 (guint64, 1);
              g_hash_table_insert (fingerprints, key, sum);
            }
          /* Each table weighs differently: a row moved from one table to
           * another changes the sum. */
          *sum += (guint64) sqlite3_column_int64 (stmt, 1) * (2 * t + 1);
        }
      if (rc != SQLITE_DONE)
        {
          hammer_store_set_error (db, rc, _("Could not read the events"), error);
          return FALSE;
        }
    }
  return TRUE;
}

/* The line of `hammer-cli event list`. */
static JsonObject *
listing_to_json (HammerEventListing *listing)
{
  JsonObject *object = json_object_new ();
  const char *date = hammer_event_listing_get_date (listing);
  const char *venue = hammer_event_listing_get_venue (listing);
  static const char * const states[] = {
    [HAMMER_EVENT_SETUP] = "setup",
    [HAMMER_EVENT_IN_PROGRESS] = "in_progress",
    [HAMMER_EVENT_FINISHED] = "finished",
  };

  json_object_set_int_member (object, "id", hammer_event_listing_get_id (listing));
  json_object_set_string_member (object, "name", hammer_event_listing_get_name (listing));
  json_object_set_string_member (object, "rules", hammer_event_listing_get_rules_id (listing));
  json_object_set_string_member (object, "format",
                                 hammer_format_to_string (hammer_event_listing_get_format (
                                                            listing)));
  if (date != NULL)
    json_object_set_string_member (object, "date", date);
  else
    json_object_set_null_member (object, "date");
  if (venue != NULL)
    json_object_set_string_member (object, "venue", venue);
  else
    json_object_set_null_member (object, "venue");
  json_object_set_int_member (object, "entrants", hammer_event_listing_get_n_entrants (listing));
  json_object_set_int_member (object, "boards", hammer_event_listing_get_n_boards (listing));
  /* Only an event of a day names it, as event show does. */
  if (hammer_event_listing_get_day_id (listing) != 0)
    json_object_set_int_member (object, "day", hammer_event_listing_get_day_id (listing));
  json_object_set_string_member (object, "state", states[hammer_event_listing_get_state (listing)]);
  return object;
}

static JsonNode *
listings_to_json (GPtrArray *listings)
{
  g_autoptr(JsonArray) array = json_array_new ();

  for (guint i = 0; i < listings->len; i++)
    json_array_add_object_element (array, listing_to_json (g_ptr_array_index (listings, i)));
  return json_node_init_array (json_node_alloc (), array);
}

GPtrArray *
hammer_events_list (HammerStore  *self,
                    GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) listings = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) fingerprints = g_hash_table_new_full (g_int64_hash, g_int64_equal,
                                                              g_free, g_free);
  g_autoptr(GHashTable) lines = NULL;
  GHashTable *kept;
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (self);
  kept = g_object_get_data (G_OBJECT (self), EVENT_LINES_KEY);
  lines = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                 (GDestroyNotify) event_line_free);
  if (!read_fingerprints (db, fingerprints, error))
    return NULL;
  if (!(stmt = hammer_store_prepare (db, "SELECT id FROM events"
                                         " ORDER BY date IS NULL, date DESC, id DESC", error)))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      guint64 *fingerprint = g_hash_table_lookup (fingerprints, &id);
      EventLine *line = kept != NULL ? g_hash_table_lookup (kept, &id) : NULL;

      if (line == NULL || fingerprint == NULL || line->fingerprint != *fingerprint)
        {
          g_autoptr(HammerEventModel) model = hammer_event_load (db, id, error);

          if (model == NULL)
            return NULL;
          line = g_new0 (EventLine, 1);
          line->fingerprint = fingerprint != NULL ? *fingerprint : 0;
          line->listing = hammer_event_listing_new_from_model (model);
        }
      else
        {
          EventLine *known = line;

          /* Copied, not moved: a worker thread may be reading the kept
           * lines meanwhile (hammer_events_list_async()). */
          line = g_new0 (EventLine, 1);
          line->fingerprint = known->fingerprint;
          line->listing = g_object_ref (known->listing);
        }
      g_hash_table_insert (lines, g_memdup2 (&id, sizeof id), line);
      g_ptr_array_add (listings, g_object_ref (line->listing));
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the events"), error);
      return NULL;
    }
  g_object_set_data_full (G_OBJECT (self), EVENT_LINES_KEY, g_steal_pointer (&lines),
                          (GDestroyNotify) g_hash_table_unref);
  return g_steal_pointer (&listings);
}

JsonNode *
hammer_events_list_json (HammerStore  *self,
                         GError      **error)
{
  g_autoptr(GPtrArray) listings = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(listings = hammer_events_list (self, error)))
    return NULL;
  return listings_to_json (listings);
}

static void
list_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  g_autoptr(HammerStore) reader = NULL;
  GHashTable *kept = task_data;
  GError *error = NULL;
  GPtrArray *list;

  if (!(reader = hammer_store_open_reader (source_object, &error)))
    {
      g_task_return_error (task, error);
      return;
    }
  /* Only the events whose rows changed since the store's last list are
   * read again: the kept lines are never changed, only replaced. */
  if (kept != NULL)
    g_object_set_data_full (G_OBJECT (reader), EVENT_LINES_KEY, g_hash_table_ref (kept),
                            (GDestroyNotify) g_hash_table_unref);
  if (!(list = hammer_events_list (reader, &error)))
    {
      g_task_return_error (task, error);
      return;
    }
  /* The lines go back with the list, to be kept by the store on its own
   * thread; the reader closes here, on the thread that used it. */
  g_task_set_task_data (task, g_object_steal_data (G_OBJECT (reader), EVENT_LINES_KEY),
                        (GDestroyNotify) g_hash_table_unref);
  g_task_return_pointer (task, list, (GDestroyNotify) g_ptr_array_unref);
}

void
hammer_events_list_async (HammerStore         *self,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  GHashTable *kept;

  g_return_if_fail (HAMMER_IS_STORE (self));

  kept = g_object_get_data (G_OBJECT (self), EVENT_LINES_KEY);
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_events_list_async);
  if (kept != NULL)
    g_task_set_task_data (task, g_hash_table_ref (kept), (GDestroyNotify) g_hash_table_unref);
  g_task_run_in_thread (task, list_thread);
}

GPtrArray *
hammer_events_list_finish (HammerStore   *self,
                           GAsyncResult  *result,
                           GError       **error)
{
  GHashTable *lines;
  GPtrArray *list;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);

  if (!(list = g_task_propagate_pointer (G_TASK (result), error)))
    return NULL;
  /* Each line is exact for its fingerprint, whoever read it: the latest
   * lines read are kept. */
  lines = g_task_get_task_data (G_TASK (result));
  if (lines != NULL)
    g_object_set_data_full (G_OBJECT (self), EVENT_LINES_KEY, g_hash_table_ref (lines),
                            (GDestroyNotify) g_hash_table_unref);
  return list;
}

void
hammer_events_list_json_async (HammerStore         *self,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  hammer_events_list_async (self, cancellable, callback, user_data);
}

JsonNode *
hammer_events_list_json_finish (HammerStore   *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  g_autoptr(GPtrArray) listings = NULL;

  if (!(listings = hammer_events_list_finish (self, result, error)))
    return NULL;
  return listings_to_json (listings);
}
