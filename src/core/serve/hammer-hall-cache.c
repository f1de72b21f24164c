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
 * With the server's reader (hammer-server-reader.h) a document is made
 * there, off the thread that answers, in its own read transaction: a
 * phone that needs it then waits for it (the server defers its answer),
 * and posts are answered meanwhile.
 *
 * Used on the server's thread only, but for the count of documents made
 * and what the reader makes (its text, handed over whole).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>

#include "events/hammer-events.h"
#include "hammer-i18n.h"
#include "hammer-json.h"
#include "serve/hammer-day-hall.h"
#include "serve/hammer-hall-bracket.h"
#include "serve/hammer-hall-cache.h"
#include "serve/hammer-hall-calls.h"
#include "serve/hammer-side-players.h"
#include "store/hammer-store-tx.h"

/* The hall's document in one language: its round names are in it. */
typedef struct
{
  HammerHallCache *cache;
  char       *language;  /* "" for none */
  char       *body;
  char       *etag;
  HammerReadState state; /* of @body, and the next */
  gint64      remade_at; /* monotonic µs of the last one asked for a change; 0: none */
} Hall;

/* A document as written, made on the reader. */
typedef struct
{
  char *body;
  char *etag;
} Written;

/* A document asked of the reader. */
typedef struct
{
  Hall    *hall;       /* the cache's, which outlives the reader */
  gint64   event_id;
  gint64   day_id;
  guint    n_queue;
  HammerReadVersion version;
  gint64            asked_at;
  gboolean first;
} Asked;

static void
hall_free (Hall *hall)
{
  g_free (hall->language);
  g_free (hall->body);
  g_free (hall->etag);
  hammer_read_state_clear (&hall->state);
  g_free (hall);
}

static void
written_free (Written *written)
{
  g_free (written->body);
  g_free (written->etag);
  g_free (written);
}

struct _HammerHallCache
{
  gint64      event_id;
  gint64      day_id;         /* a day's: its document, its boards whoever plays on them */
  gint64      interval;
  gint        n_builds;       /* atomic */

  GHashTable *halls;          /* language → Hall */

  GHashTable *boards;         /* board number → hammer_events_get_board_json() */
  HammerReadVersion boards_version;
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

/* @node written as the hall's document, with its ETag. */
static Written *
write_document (JsonNode *node)
{
  Written *written = g_new0 (Written, 1);
  g_autofree char *checksum = NULL;

  written->body = hammer_json_write (node);
  checksum = g_compute_checksum_for_string (G_CHECKSUM_SHA256, written->body, -1);
  written->etag = g_strdup_printf ("\"%.32s\"", checksum);
  return written;
}

/* The answer of /api/event: {"event", "calls", "boards", "latest", "standings",
 * "bracket", "cross_tables"}. */
static Written *
build_hall (gint64            event_id,
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
  if (!(event = hammer_events_get_board_json (store, event_id, 0, error)) ||
      !(boards = hammer_events_get_hall_boards_json (store, event_id, n_queue, error)) ||
      !(matches = hammer_events_get_latest_results_json (store, event_id, error)) ||
      !(standings = hammer_events_get_standings_json (store, event_id, error)))
    return NULL;

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
  if (!hammer_hall_bracket_add (store, event_id,
                                json_object_get_string_member_with_default (summary, "format",
                                                                            NULL),
                                n_entrants, hall, error))
    {
      json_object_unref (hall);
      return NULL;
    }
  node = json_node_init_object (json_node_alloc (), hall);
  json_object_unref (hall);
  return write_document (node);
}

/* The hall's document: event @event_id's, or day @day_id's. */
static Written *
build_document (gint64        event_id,
                gint64        day_id,
                HammerStore  *store,
                guint         n_queue,
                GError      **error)
{
  g_autoptr(JsonNode) day = NULL;

  if (day_id == 0)
    return build_hall (event_id, store, n_queue, error);
  if (!(day = hammer_day_hall_document (store, day_id, n_queue, error)))
    return NULL;
  json_object_set_array_member (json_node_get_object (day), "calls", hammer_hall_calls (
                                  json_object_get_array_member (json_node_get_object (day),
                                                                "boards")));
  return write_document (day);
}

/* Keeps @written (taken) as @hall's document, asked for as @asked says. */
static void
keep (Hall                    *hall,
      Written                 *written,
      const HammerReadVersion *version,
      gint64                   asked_at,
      gboolean                 first)
{
  g_free (hall->body);
  hall->body = g_steal_pointer (&written->body);
  g_free (hall->etag);
  hall->etag = g_steal_pointer (&written->etag);
  written_free (written);
  hammer_read_state_done (&hall->state, NULL, version, asked_at);
  hall->remade_at = first ? 0 : asked_at;
  g_atomic_int_inc (&hall->cache->n_builds);
}

/* On the reader's thread. */
static gpointer
build_on_reader (HammerStore  *reader,
                 gpointer      data,
                 GError      **error)
{
  Asked *asked = data;

  return build_document (asked->event_id, asked->day_id, reader, asked->n_queue, error);
}

/* Back on the server's thread. */
static void
build_done (gpointer      result,
            const GError *error,
            gpointer      data)
{
  Asked *asked = data;

  if (result != NULL)
    keep (asked->hall, result, &asked->version, asked->asked_at, asked->first);
  else
    hammer_read_state_done (&asked->hall->state, error, &asked->version, asked->asked_at);
}

/* Whether @hall's document may answer a request made at @since: the
 * database did not change since it was asked for, or it was asked for
 * since the request came, or changes keep coming and the interval since
 * the last one made for a change is not over. */
static gboolean
is_ready (HammerHallCache *self,
          Hall            *hall,
          HammerStore     *store,
          gint64           since)
{
  gint64 time = g_get_monotonic_time ();

  if (hall->body == NULL)
    return FALSE;
  /* The first change after a quiet while shows at once; those that
   * follow it wait until the interval since it is over. */
  return hammer_read_state_is_fresh (&hall->state, store, since) ||
         (hall->remade_at != 0 && time - hall->remade_at < self->interval);
}

gboolean
hammer_hall_cache_get_hall (HammerHallCache     *self,
                            HammerStore         *store,
                            HammerServerReader  *reader,
                            gint64               since,
                            guint                n_queue,
                            const char         **body,
                            const char         **etag,
                            GError             **error)
{
  const char *language = hammer_i18n_get_thread_language ();
  Written *written;
  Hall *hall;
  Asked *asked;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  *body = *etag = NULL;
  /* Each language its own document, so that its round names are its own. */
  if (language == NULL)
    language = "";
  if (!(hall = g_hash_table_lookup (self->halls, language)))
    {
      hall = g_new0 (Hall, 1);
      hall->cache = self;
      hall->language = g_strdup (language);
      g_hash_table_insert (self->halls, g_strdup (language), hall);
    }
  if (is_ready (self, hall, store, since))
    {
      *body = hall->body;
      *etag = hall->etag;
      return TRUE;
    }
  if (hammer_read_state_failed (&hall->state, store, error))
    return FALSE;
  asked = g_new0 (Asked, 1);
  if (!hammer_read_state_ask (&hall->state, store, &asked->version, &asked->asked_at))
    {
      /* One is under way: the request waits for it. */
      g_free (asked);
      return TRUE;
    }
  asked->hall = hall;
  asked->event_id = self->event_id;
  asked->day_id = self->day_id;
  asked->n_queue = n_queue;
  asked->first = hall->body == NULL;
  if (reader != NULL)
    {
      hammer_server_reader_queue (reader, hall->language[0] != '\0' ? hall->language : NULL,
                                  build_on_reader, build_done, asked, g_free);
      return TRUE;
    }
  written = build_document (self->event_id, self->day_id, store, n_queue, error);
  if (written != NULL)
    keep (hall, written, &asked->version, asked->asked_at, asked->first);
  else
    hall->state.under_way = FALSE;
  g_free (asked);
  if (written == NULL)
    return FALSE;
  *body = hall->body;
  *etag = hall->etag;
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
  HammerReadVersion now;
  JsonNode *node;

  g_return_val_if_fail (self != NULL, FALSE);
  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  /* A board is told its next match as soon as it is there: no interval. */
  now = hammer_read_version_now (store);
  if (!hammer_read_version_equal (&self->boards_version, &now))
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
