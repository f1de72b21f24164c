/* hammer-events-async.c — an event's writes off the main thread
 *
 * Each runs the synchronous write of the same name on the store's writer
 * (hammer_store_write_async()): a connection of its own on a thread of its
 * own, the writes one after the other. What the write reads and returns
 * is copied into and out of the task: JSON nodes are not shared between
 * threads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"
#include "hammer-list-splice.h"
#include "io/hammer-player-import.h"

/* The event as the writer left it after its write, for the main store's
 * cache: the views that read the event again after the change then find it
 * there, rather than each load it on the main thread. The first member of
 * the writes that keep it. */
typedef struct
{
  HammerEventModel *model;
  gint64 last_change;
} Kept;

/* The newest change of the log, whoever made it. */
static gint64
last_change (HammerStore *store)
{
  int rc;
  gint64 id = hammer_store_query_int (hammer_store_get_db (store),
                                      "SELECT coalesce (max (id), 0) FROM changes", &rc);

  return rc == SQLITE_OK ? id : -1;
}

static void
kept_clear (Kept *kept)
{
  g_clear_pointer (&kept->model, hammer_event_model_free);
}

/* On the writer's thread, right after its write. */
static void
kept_take (Kept        *kept,
           HammerStore *writer)
{
  kept->model = hammer_event_take_kept (writer);
  kept->last_change = last_change (writer);
}

/* On the main context: the model is right while no other change came after
 * the writer's. */
static void
kept_adopt (HammerStore *self,
            gpointer     data)
{
  Kept *kept = data;

  if (kept->model != NULL && kept->last_change > 0 && last_change (self) == kept->last_change)
    hammer_event_keep (self, g_steal_pointer (&kept->model));
}

/* A copy of @node that shares nothing with it. */
static JsonNode *
copy_deep (JsonNode *node)
{
  g_autofree char *text = json_to_string (node, FALSE);

  return json_from_string (text, NULL);
}

/* A result */

typedef struct
{
  Kept kept;
  gint64 event_id;
  gint64 match_id;
  JsonNode *input;
  HammerResultFlags flags;
  JsonNode *state;
  JsonNode *board_changes;
} ResultWrite;

static void
result_write_free (ResultWrite *write)
{
  kept_clear (&write->kept);
  g_clear_pointer (&write->input, json_node_unref);
  g_clear_pointer (&write->state, json_node_unref);
  g_clear_pointer (&write->board_changes, json_node_unref);
  g_free (write);
}

static gboolean
result_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  ResultWrite *write = data;

  write->state = hammer_events_record_result_full (writer, write->event_id, write->match_id,
                                                   write->input, write->flags,
                                                   &write->board_changes,
                                                   error);
  if (write->state == NULL)
    return FALSE;
  kept_take (&write->kept, writer);
  return TRUE;
}

void
hammer_events_record_result_async (HammerStore         *self,
                                   gint64               event_id,
                                   gint64               match_id,
                                   JsonNode            *input,
                                   HammerResultFlags    flags,
                                   GCancellable        *cancellable,
                                   GAsyncReadyCallback  callback,
                                   gpointer             user_data)
{
  ResultWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (input != NULL);

  write = g_new0 (ResultWrite, 1);
  write->event_id = event_id;
  write->match_id = match_id;
  write->input = copy_deep (input);
  write->flags = flags;
  hammer_store_write_async (self, result_write, kept_adopt, write,
                            (GDestroyNotify) result_write_free,
                            hammer_events_record_result_async, cancellable, callback,
                            user_data);
}

JsonNode *
hammer_events_record_result_finish (HammerStore   *self,
                                    GAsyncResult  *result,
                                    JsonNode     **board_changes,
                                    GError       **error)
{
  gboolean stored = hammer_store_write_finish (self, result, hammer_events_record_result_async,
                                               error);
  ResultWrite *write = hammer_store_write_get_data (result);

  if (board_changes != NULL)
    *board_changes = g_steal_pointer (&write->board_changes);
  return stored ? g_steal_pointer (&write->state) : NULL;
}

void
hammer_events_record_input_async (HammerStore         *self,
                                  gint64               event_id,
                                  gint64               match_id,
                                  HammerResultInput   *input,
                                  HammerResultFlags    flags,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (input != NULL);

  hammer_events_record_result_async (self, event_id, match_id,
                                     hammer_result_input_get_json (input), flags, cancellable,
                                     callback, user_data);
}

gboolean
hammer_events_record_input_finish (HammerStore   *self,
                                   GAsyncResult  *result,
                                   GPtrArray    **board_changes,
                                   gint64        *change_id,
                                   GError       **error)
{
  gboolean stored = hammer_store_write_finish_change (self, result,
                                                      hammer_events_record_result_async,
                                                      change_id, error);
  ResultWrite *write = hammer_store_write_get_data (result);

  if (board_changes != NULL)
    *board_changes = write->board_changes != NULL
                     ? hammer_board_changes_from_json (write->board_changes) : NULL;
  return stored;
}

/* A file of results */

typedef struct
{
  Kept kept;
  gint64 event_id;
  GArray *entries;
  gboolean keep_going;
  guint n_stored;
} ResultsWrite;

static void
results_write_free (ResultsWrite *write)
{
  kept_clear (&write->kept);
  g_array_unref (write->entries);
  g_free (write);
}

static gboolean
results_write (HammerStore  *writer,
               gpointer      data,
               GError      **error)
{
  ResultsWrite *write = data;

  if (!hammer_events_record_results (writer, write->event_id,
                                     (HammerResultEntry *) (void *) write->entries->data,
                                     write->entries->len, write->keep_going, &write->n_stored,
                                     error))
    return FALSE;
  kept_take (&write->kept, writer);
  return TRUE;
}

void
hammer_events_record_results_async (HammerStore         *self,
                                    gint64               event_id,
                                    GArray              *entries,
                                    gboolean             keep_going,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  ResultsWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (entries != NULL);
  g_return_if_fail (g_array_get_element_size (entries) == sizeof (HammerResultEntry));

  write = g_new0 (ResultsWrite, 1);
  write->event_id = event_id;
  write->entries = g_array_ref (entries);
  write->keep_going = keep_going;
  hammer_store_write_async (self, results_write, kept_adopt, write,
                            (GDestroyNotify) results_write_free,
                            hammer_events_record_results_async, cancellable, callback,
                            user_data);
}

gboolean
hammer_events_record_results_finish (HammerStore   *self,
                                     GAsyncResult  *result,
                                     guint         *n_stored,
                                     GError       **error)
{
  ResultsWrite *write;

  if (n_stored != NULL)
    *n_stored = 0;
  if (!hammer_store_write_finish (self, result, hammer_events_record_results_async, error))
    return FALSE;
  write = hammer_store_write_get_data (result);
  if (n_stored != NULL)
    *n_stored = write->n_stored;
  return TRUE;
}

/* The draw */

typedef struct
{
  Kept kept;
  gint64 event_id;
  gboolean have_seed;
  guint32 seed;
} DrawWrite;

static void
draw_write_free (DrawWrite *write)
{
  kept_clear (&write->kept);
  g_free (write);
}

static gboolean
draw_write (HammerStore  *writer,
            gpointer      data,
            GError      **error)
{
  DrawWrite *write = data;

  /* The desk draws whole teams only; hammer-cli keeps its contract. */
  if (!_hammer_events_draw (writer, write->event_id, write->have_seed, write->seed, TRUE, error))
    return FALSE;
  kept_take (&write->kept, writer);
  return TRUE;
}

void
hammer_events_draw_async (HammerStore         *self,
                          gint64               event_id,
                          gboolean             have_seed,
                          guint32              seed,
                          GCancellable        *cancellable,
                          GAsyncReadyCallback  callback,
                          gpointer             user_data)
{
  DrawWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (DrawWrite, 1);
  write->event_id = event_id;
  write->have_seed = have_seed;
  write->seed = seed;
  hammer_store_write_async (self, draw_write, kept_adopt, write,
                            (GDestroyNotify) draw_write_free, hammer_events_draw_async,
                            cancellable, callback, user_data);
}

gboolean
hammer_events_draw_finish (HammerStore   *self,
                           GAsyncResult  *result,
                           gint64        *change_id,
                           GError       **error)
{
  return hammer_store_write_finish_change (self, result, hammer_events_draw_async, change_id,
                                           error);
}

/* Entrants from a players file */

typedef struct
{
  gint64 event_id;
  HammerPlayerImport *import;
  GArray *ids;
} EntrantsWrite;

static void
entrants_write_free (EntrantsWrite *write)
{
  g_clear_pointer (&write->import, hammer_player_import_free);
  g_clear_pointer (&write->ids, g_array_unref);
  g_free (write);
}

static gboolean
entrants_write (HammerStore  *writer,
                gpointer      data,
                GError      **error)
{
  EntrantsWrite *write = data;

  write->ids = hammer_events_import_entrants (writer, write->event_id, write->import, error);
  return write->ids != NULL;
}

void
hammer_events_import_entrants_async (HammerStore         *self,
                                     gint64               event_id,
                                     HammerPlayerImport  *import,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  EntrantsWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (import != NULL);

  write = g_new0 (EntrantsWrite, 1);
  write->event_id = event_id;
  write->import = import;
  hammer_store_write_async (self, entrants_write, NULL, write,
                            (GDestroyNotify) entrants_write_free,
                            hammer_events_import_entrants_async, cancellable, callback,
                            user_data);
}

GArray *
hammer_events_import_entrants_finish (HammerStore   *self,
                                      GAsyncResult  *result,
                                      gint64        *change_id,
                                      GError       **error)
{
  if (!hammer_store_write_finish_change (self, result, hammer_events_import_entrants_async,
                                         change_id, error))
    return NULL;
  return g_steal_pointer (&((EntrantsWrite *) hammer_store_write_get_data (result))->ids);
}

/* Entrants by name (a late entry at the desk) */

typedef struct
{
  gint64 event_id;
  GStrv names;
  GArray *ids;
} NamesWrite;

static void
names_write_free (NamesWrite *write)
{
  g_strfreev (write->names);
  g_clear_pointer (&write->ids, g_array_unref);
  g_free (write);
}

static gboolean
names_write (HammerStore  *writer,
             gpointer      data,
             GError      **error)
{
  NamesWrite *write = data;

  write->ids = hammer_events_add_entrants (writer, write->event_id,
                                           (const char *const *) write->names, error);
  return write->ids != NULL;
}

void
hammer_events_add_entrants_async (HammerStore         *self,
                                  gint64               event_id,
                                  const char *const   *names,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  NamesWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (names != NULL);

  write = g_new0 (NamesWrite, 1);
  write->event_id = event_id;
  write->names = g_strdupv ((char **) names);
  hammer_store_write_async (self, names_write, NULL, write, (GDestroyNotify) names_write_free,
                            hammer_events_add_entrants_async, cancellable, callback, user_data);
}

GArray *
hammer_events_add_entrants_finish (HammerStore   *self,
                                   GAsyncResult  *result,
                                   gint64        *change_id,
                                   GError       **error)
{
  if (!hammer_store_write_finish_change (self, result, hammer_events_add_entrants_async,
                                          change_id, error))
    return NULL;
  return g_steal_pointer (&((NamesWrite *) hammer_store_write_get_data (result))->ids);
}

/* A match put on a board by hand */

typedef struct
{
  gint64   event_id;
  gint64   match_id;
  guint    board_number;
  gboolean ignore_rest;
} AssignWrite;

static gboolean
assign_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  AssignWrite *write = data;

  return hammer_events_assign_board_full (writer, write->event_id, write->match_id,
                                          write->board_number, write->ignore_rest, error);
}

void
hammer_events_assign_board_async (HammerStore         *self,
                                  gint64               event_id,
                                  gint64               match_id,
                                  guint                board_number,
                                  gboolean             ignore_rest,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  AssignWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (AssignWrite, 1);
  *write = (AssignWrite) { event_id, match_id, board_number, ignore_rest };
  hammer_store_write_async (self, assign_write, NULL, write, g_free,
                            hammer_events_assign_board_async, cancellable, callback, user_data);
}

gboolean
hammer_events_assign_board_finish (HammerStore   *self,
                                   GAsyncResult  *result,
                                   GError       **error)
{
  return hammer_store_write_finish (self, result, hammer_events_assign_board_async, error);
}

/* An event document */

typedef struct
{
  JsonNode *document;
  gint64 event_id;
} EventWrite;

static void
event_write_free (EventWrite *write)
{
  g_clear_pointer (&write->document, json_node_unref);
  g_free (write);
}

static gboolean
event_write (HammerStore  *writer,
             gpointer      data,
             GError      **error)
{
  EventWrite *write = data;

  write->event_id = hammer_events_import (writer, write->document, error);
  return write->event_id > 0;
}

void
hammer_events_import_async (HammerStore         *self,
                            JsonNode            *document,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  EventWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (document != NULL);

  write = g_new0 (EventWrite, 1);
  write->document = document;
  hammer_store_write_async (self, event_write, NULL, write,
                            (GDestroyNotify) event_write_free,
                            hammer_events_import_async, cancellable, callback, user_data);
}

void
hammer_events_import_contents_async (HammerStore         *self,
                                     GBytes              *contents,
                                     const char          *name,
                                     GCancellable        *cancellable,
                                     GAsyncReadyCallback  callback,
                                     gpointer             user_data)
{
  g_autoptr(GError) error = NULL;
  JsonNode *document;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (contents != NULL);
  g_return_if_fail (name != NULL);

  /* Read here, as the file came: the writer gets the document, and a file
   * that is no JSON fails as the write would, through the same finish. */
  if (!(document = hammer_event_document_parse (contents, name, &error)))
    {
      g_autoptr(GTask) task = g_task_new (self, cancellable, callback, user_data);

      g_task_set_source_tag (task, hammer_events_import_async);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  hammer_events_import_async (self, document, cancellable, callback, user_data);
}

gint64
hammer_events_import_finish (HammerStore   *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  if (!hammer_store_write_finish (self, result, hammer_events_import_async, error))
    return 0;
  return ((EventWrite *) hammer_store_write_get_data (result))->event_id;
}

/* A new event (the new-event assistant) */

typedef struct
{
  HammerEventSpec spec;   /* its texts and options point at the copies below */
  HammerOptions typed_options;
  JsonObject *options;
  GPtrArray *texts;
  gint64 event_id;
} CreateWrite;

static void
create_write_free (CreateWrite *write)
{
  g_clear_pointer (&write->options, json_object_unref);
  g_ptr_array_unref (write->texts);
  g_free (write);
}

static gboolean
create_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  CreateWrite *write = data;

  write->event_id = hammer_events_create (writer, &write->spec, error);
  return write->event_id != 0;
}

void
hammer_events_create_async (HammerStore            *self,
                            const HammerEventSpec  *spec,
                            GCancellable           *cancellable,
                            GAsyncReadyCallback     callback,
                            gpointer                user_data)
{
  CreateWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (spec != NULL);

  write = g_new0 (CreateWrite, 1);
  write->texts = g_ptr_array_new_with_free_func (g_free);
  write->spec = *spec;
  write->spec.name = hammer_keep_text (write->texts, spec->name);
  write->spec.rules = hammer_keep_text (write->texts, spec->rules);
  write->spec.board_names = hammer_keep_text (write->texts, spec->board_names);
  write->spec.date = hammer_keep_text (write->texts, spec->date);
  write->spec.venue = hammer_keep_text (write->texts, spec->venue);
  write->spec.tie_breakers = hammer_keep_text (write->texts, spec->tie_breakers);
  write->spec.classes = hammer_keep_text (write->texts, spec->classes);
  write->spec.match_points = hammer_keep_text (write->texts, spec->match_points);
  if (spec->options != NULL)
    {
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), spec->options);
      g_autoptr(JsonNode) copy = copy_deep (node);

      write->spec.options = write->options = json_node_dup_object (copy);
    }
  if (spec->typed_options != NULL)
    {
      write->typed_options = *spec->typed_options;
      write->spec.typed_options = &write->typed_options;
    }
  hammer_store_write_async (self, create_write, NULL, write, (GDestroyNotify) create_write_free,
                            hammer_events_create_async, cancellable, callback, user_data);
}

gint64
hammer_events_create_finish (HammerStore   *self,
                             GAsyncResult  *result,
                             gint64        *change_id,
                             GError       **error)
{
  if (!hammer_store_write_finish_change (self, result, hammer_events_create_async,
                                          change_id, error))
    return 0;
  return ((CreateWrite *) hammer_store_write_get_data (result))->event_id;
}

/* An event deleted */

typedef struct
{
  gint64 event_id;
} DeleteWrite;

static gboolean
delete_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  DeleteWrite *write = data;

  return hammer_events_delete (writer, write->event_id, error);
}

void
hammer_events_delete_async (HammerStore         *self,
                            gint64               event_id,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  DeleteWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (DeleteWrite, 1);
  write->event_id = event_id;
  hammer_store_write_async (self, delete_write, NULL, write, g_free,
                            hammer_events_delete_async, cancellable, callback, user_data);
}

gboolean
hammer_events_delete_finish (HammerStore   *self,
                             GAsyncResult  *result,
                             gint64        *change_id,
                             GError       **error)
{
  return hammer_store_write_finish_change (self, result, hammer_events_delete_async,
                                            change_id, error);
}

/* A player of the roster entered */

typedef struct
{
  gint64 event_id;
  gint64 player_id;
  gint64 entrant_id;
} EnterWrite;

static gboolean
enter_write (HammerStore  *writer,
             gpointer      data,
             GError      **error)
{
  EnterWrite *write = data;

  write->entrant_id = hammer_events_enter_player (writer, write->event_id, write->player_id,
                                                  error);
  return write->entrant_id != 0;
}

void
hammer_events_enter_player_async (HammerStore         *self,
                                  gint64               event_id,
                                  gint64               player_id,
                                  GCancellable        *cancellable,
                                  GAsyncReadyCallback  callback,
                                  gpointer             user_data)
{
  EnterWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (EnterWrite, 1);
  write->event_id = event_id;
  write->player_id = player_id;
  hammer_store_write_async (self, enter_write, NULL, write, g_free,
                            hammer_events_enter_player_async, cancellable, callback, user_data);
}

gint64
hammer_events_enter_player_finish (HammerStore   *self,
                                   GAsyncResult  *result,
                                   gint64        *change_id,
                                   GError       **error)
{
  if (!hammer_store_write_finish_change (self, result, hammer_events_enter_player_async,
                                          change_id, error))
    return 0;
  return ((EnterWrite *) hammer_store_write_get_data (result))->entrant_id;
}

/* The tie-breakers */

typedef struct
{
  gint64 event_id;
  GStrv names;
} TieBreakersWrite;

static void
tie_breakers_write_free (TieBreakersWrite *write)
{
  g_strfreev (write->names);
  g_free (write);
}

static gboolean
tie_breakers_write (HammerStore  *writer,
                    gpointer      data,
                    GError      **error)
{
  TieBreakersWrite *write = data;

  return hammer_events_set_tie_breakers (writer, write->event_id,
                                         (const char *const *) write->names, error);
}

void
hammer_events_set_tie_breakers_async (HammerStore         *self,
                                      gint64               event_id,
                                      const char *const   *names,
                                      GCancellable        *cancellable,
                                      GAsyncReadyCallback  callback,
                                      gpointer             user_data)
{
  TieBreakersWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (names != NULL);

  write = g_new0 (TieBreakersWrite, 1);
  write->event_id = event_id;
  write->names = g_strdupv ((char **) names);
  hammer_store_write_async (self, tie_breakers_write, NULL, write,
                            (GDestroyNotify) tie_breakers_write_free,
                            hammer_events_set_tie_breakers_async, cancellable, callback,
                            user_data);
}

gboolean
hammer_events_set_tie_breakers_finish (HammerStore   *self,
                                       GAsyncResult  *result,
                                       gint64        *change_id,
                                       GError       **error)
{
  return hammer_store_write_finish_change (self, result, hammer_events_set_tie_breakers_async,
                                            change_id, error);
}
