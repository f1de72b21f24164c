/* hammer-hall-cache.c — the hall's document and the boards' matches, made
 * once per change of the database
 *
 * Two hundred phones poll the hall while forty boards post results. Every
 * post changes the database, so a document made for every change would be
 * made for almost every poll, and no phone would hear 304: under a stream
 * of posts the document is kept for an interval instead. Nothing is made
 * for a post, only when a phone asks, and then only what it shows: the
 * head of the queue, one board for a board's page.
 *
 * Used on the server's thread only, but for the count of documents made.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events.h"
#include "hammer-i18n.h"
#include "hammer-json.h"
#include "serve/hammer-day-hall.h"
#include "serve/hammer-hall-bracket.h"
#include "serve/hammer-hall-cache.h"
#include "serve/hammer-hall-calls.h"
#include "serve/hammer-side-players.h"
#include "store/hammer-store-tx.h"

/* The state of the database something was made from: our own writes count
 * in the generation, those of other connections (the desk, hammer-cli) in
 * SQLite's data_version. */
typedef struct
{
  gint64  data_version;
  guint64 generation;
} Version;

/* The hall's document in one language: its round names are in it. */
typedef struct
{
  char       *body;
  char       *etag;
  Version     version;
  gint64      remade_at; /* monotonic µs of the last one made for a change; 0: none */
} Hall;

static void
hall_free (Hall *hall)
{
  g_free (hall->body);
  g_free (hall->etag);
  g_free (hall);
}

struct _HammerHallCache
{
  gint64      event_id;
  gint64      day_id;         /* a day's: its document, its boards whoever plays on them */
  gint64      interval;
  gint        n_builds;       /* atomic */

  GHashTable *halls;          /* language → Hall */
  Hall       *hall;           /* the one of the thread's language, while it is made */

  GHashTable *boards;         /* board number → hammer_events_get_board_json() */
  Version     boards_version;
};

HammerHallCache *
hammer_hall_cache_new (gint64 event_id)
{
  HammerHallCache *self = g_new0 (HammerHallCache, 1);

  self->event_id = event_id;
  self->interval = HAMMER_HALL_CACHE_INTERVAL;
  self->boards = g_hash_table_new_full (NULL, NULL, NULL, (GDestroyNotify) json_node_unref);
  self->halls = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) hall_free);
  return self;
}

HammerHallCache *
hammer_hall_cache_new_for_day (gint64 day_id)
{
  HammerHallCache *self = hammer_hall_cache_new (0);

  self->day_id = day_id;
  return self;
}

void
hammer_hall_cache_reset (HammerHallCache *self)
{
  g_return_if_fail (self != NULL);

  self->hall = NULL;
  g_hash_table_remove_all (self->halls);
  g_hash_table_remove_all (self->boards);
}

void
hammer_hall_cache_free (HammerHallCache *self)
{
  if (self == NULL)
    return;
  hammer_hall_cache_reset (self);
  g_hash_table_unref (self->halls);
  g_hash_table_unref (self->boards);
  g_free (self);
}

void
hammer_hall_cache_set_interval (HammerHallCache *self,
                                gint64           interval)
{
  g_return_if_fail (self != NULL);

  self->interval = MAX (interval, 0);
}

guint
hammer_hall_cache_get_n_builds (HammerHallCache *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return (guint) g_atomic_int_get (&self->n_builds);
}

static Version
version_now (HammerStore *store)
{
  return (Version) { hammer_store_get_data_version (store), hammer_store_get_generation (store) };
}

static gboolean
version_equal (const Version *a,
               const Version *b)
{
  return a->data_version == b->data_version && a->generation == b->generation;
}

static void
copy_member (JsonObject *to,
             JsonObject *from,
             const char *member)
{
  if (json_object_has_member (from, member))
    json_object_set_member (to, member, json_node_copy (json_object_get_member (from, member)));
  else
    json_object_set_null_member (to, member);
}

HammerMatch *
hammer_hall_cache_new_match (JsonObject *event)
{
  const HammerRules *rules;
  JsonObject *options = NULL;
  HammerOptions resolved;

  g_return_val_if_fail (event != NULL, NULL);

  rules = hammer_rules_lookup (json_object_get_string_member_with_default (event, "rules", ""),
                               NULL);
  if (json_object_has_member (event, "options") &&
      JSON_NODE_HOLDS_OBJECT (json_object_get_member (event, "options")))
    options = json_object_get_object_member (event, "options");
  hammer_options_init (&resolved);
  if (rules == NULL || !hammer_options_from_json (rules, options, &resolved, NULL))
    return NULL;
  return hammer_match_new (rules, &resolved);
}

/* The latest finished matches, newest first (the core's order), with what
 * the hall shows of each. */
static JsonArray *
latest_results (sqlite3  *db,
                JsonNode *matches)
{
  JsonArray *all = json_node_get_array (matches);
  JsonArray *latest = json_array_new ();

  for (guint i = 0; i < json_array_get_length (all); i++)
    {
      JsonObject *match = json_array_get_object_element (all, i);
      JsonObject *item = json_object_new ();
      JsonObject *result = json_object_new ();

      copy_member (item, match, "id");
      copy_member (item, match, "number");
      copy_member (item, match, "round_name");
      copy_member (item, match, "names");
      hammer_side_players_add (db, match);
      if (json_object_has_member (match, "player_names"))
        copy_member (item, match, "player_names");
      copy_member (result, match, "winner");
      copy_member (result, match, "games_won");
      copy_member (result, match, "totals");
      json_object_set_object_member (item, "result", result);
      copy_member (item, match, "board");
      copy_member (item, match, "finished_at");
      /* Where the result came from: "desk", "cli" or "board:N". */
      copy_member (item, match, "result_source");
      json_array_add_object_element (latest, item);
    }
  return latest;
}

/* The boards as the hall shows them: a default name left for the page to
 * say in its reader's language ("name": null, as for a board without one;
 * the document serves every language), and each match with
 * "player_names" where a side has two players. */
static void
prepare_boards (sqlite3  *db,
                JsonNode *boards)
{
  JsonArray *list = json_object_get_array_member (json_node_get_object (boards), "boards");

  for (guint b = 0; b < json_array_get_length (list); b++)
    {
      JsonObject *board = json_array_get_object_element (list, b);
      JsonNode *match = json_object_get_member (board, "match");
      const char *name = json_object_get_string_member_with_default (board, "name", NULL);
      gint64 number = json_object_get_int_member_with_default (board, "number", 0);

      if (name != NULL && hammer_i18n_board_name_is_default (name, (guint) number))
        json_object_set_null_member (board, "name");
      if (match != NULL && JSON_NODE_HOLDS_OBJECT (match))
        hammer_side_players_add (db, json_node_get_object (match));
    }
}

/* Keeps @node as the hall's document, with its ETag. */
static void
keep_hall (HammerHallCache *self,
           JsonNode        *node)
{
  g_autofree char *checksum = NULL;

  g_free (self->hall->body);
  self->hall->body = hammer_json_write (node);
  checksum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, self->hall->body, -1);
  g_free (self->hall->etag);
  self->hall->etag = g_strdup_printf ("\"%.32s\"", checksum);
  g_atomic_int_inc (&self->n_builds);
}

/* The answer of /api/event: {"event", "calls", "boards", "latest", "standings",
 * "bracket", "cross_tables"}. */
static gboolean
build_hall (HammerHallCache  *self,
            HammerStore      *store,
            guint             n_queue,
            GError          **error)
{
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonNode) boards = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *hall, *summary, *fields;
  guint n_entrants;

  /* No board 0: only the event's fields, without its entrants. */
  if (!(event = hammer_events_get_board_json (store, self->event_id, 0, error)) ||
      !(boards = hammer_events_get_hall_boards_json (store, self->event_id, n_queue, error)) ||
      !(matches = hammer_events_get_latest_results_json (store, self->event_id, error)) ||
      !(standings = hammer_events_get_standings_json (store, self->event_id, error)))
    return FALSE;

  fields = json_object_get_object_member (json_node_get_object (event), "event");
  hall = json_object_new ();
  summary = json_object_new ();
  copy_member (summary, fields, "id");
  copy_member (summary, fields, "name");
  copy_member (summary, fields, "rules");
  copy_member (summary, fields, "format");
  /* The standings' Drawn column only where a match can end drawn. */
  {
    g_autoptr(HammerMatch) match = hammer_hall_cache_new_match (fields);

    json_object_set_boolean_member (summary, "draws",
                                    match != NULL && hammer_match_can_end_drawn (match));
  }
  json_object_set_object_member (hall, "event", summary);
  prepare_boards (hammer_store_get_db (store), boards);
  json_object_set_array_member (hall, "calls", hammer_hall_calls (json_object_get_array_member (
                                  json_node_get_object (boards), "boards")));
  json_object_set_member (hall, "boards", g_steal_pointer (&boards));
  json_object_set_array_member (hall, "latest",
                                latest_results (hammer_store_get_db (store), matches));
  n_entrants = json_array_get_length (json_node_get_array (standings));
  json_object_set_member (hall, "standings", g_steal_pointer (&standings));
  if (!hammer_hall_bracket_add (store, self->event_id,
                                json_object_get_string_member_with_default (summary, "format",
                                                                            NULL),
                                n_entrants, hall, error))
    {
      json_object_unref (hall);
      return FALSE;
    }
  node = json_node_init_object (json_node_alloc (), hall);
  json_object_unref (hall);
  keep_hall (self, node);
  return TRUE;
}

/* The hall's document: the event's, or the day's. */
static gboolean
build_document (HammerHallCache  *self,
                HammerStore      *store,
                guint             n_queue,
                GError          **error)
{
  g_autoptr(JsonNode) day = NULL;

  if (self->day_id == 0)
    return build_hall (self, store, n_queue, error);
  if (!(day = hammer_day_hall_document (store, self->day_id, n_queue, error)))
    return FALSE;
  json_object_set_array_member (json_node_get_object (day), "calls", hammer_hall_calls (
                                  json_object_get_array_member (json_node_get_object (day),
                                                                "boards")));
  keep_hall (self, day);
  return TRUE;
}

gboolean
hammer_hall_cache_get_hall (HammerHallCache  *self,
                            HammerStore      *store,
                            guint             n_queue,
                            const char      **body,
                            const char      **etag,
                            GError          **error)
{
  const char *language = hammer_i18n_get_thread_language ();
  Version now;
  gint64 time;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  /* Each language its own document, so that its round names are its own. */
  if (language == NULL)
    language = "";
  if (!(self->hall = g_hash_table_lookup (self->halls, language)))
    {
      self->hall = g_new0 (Hall, 1);
      g_hash_table_insert (self->halls, g_strdup (language), self->hall);
    }
  now = version_now (store);
  time = g_get_monotonic_time ();
  if (self->hall->body == NULL || !version_equal (&self->hall->version, &now))
    {
      gboolean first = self->hall->body == NULL;

      /* The first change after a quiet while shows at once; those that
       * follow it wait until the interval since it is over. */
      if (first || self->hall->remade_at == 0 || time - self->hall->remade_at >= self->interval)
        {
          if (!build_document (self, store, n_queue, error))
            {
              hammer_hall_cache_reset (self);
              return FALSE;
            }
          self->hall->version = now;
          self->hall->remade_at = first ? 0 : time;
        }
    }
  *body = self->hall->body;
  *etag = self->hall->etag;
  return TRUE;
}

gboolean
hammer_hall_cache_get_board (HammerHallCache  *self,
                             HammerStore      *store,
                             guint             number,
                             JsonNode        **event,
                             JsonNode        **boards,
                             GError          **error)
{
  Version now;
  JsonNode *node;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  /* A board is told its next match as soon as it is there: no interval. */
  now = version_now (store);
  if (!version_equal (&self->boards_version, &now))
    {
      g_hash_table_remove_all (self->boards);
      self->boards_version = now;
    }
  node = g_hash_table_lookup (self->boards, GUINT_TO_POINTER (number));
  if (node == NULL)
    {
      node = self->day_id != 0 ? hammer_day_hall_board (store, self->day_id, number, error)
                               : hammer_events_get_board_json (store, self->event_id, number,
                                                               error);
      if (node == NULL)
        return FALSE;
      g_hash_table_insert (self->boards, GUINT_TO_POINTER (number), node);
    }
  *event = json_object_get_member (json_node_get_object (node), "event");
  *boards = node;
  return TRUE;
}
