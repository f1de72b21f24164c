/* hammer-server.c — the hall server: its thread, its life and its signals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-now.h"
#include "events/hammer-day.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "serve/hammer-hall-cache.h"
#include "serve/hammer-player-page.h"
#include "serve/hammer-server-reader.h"
#include "serve/hammer-server-private.h"

/* The server's page cache: the hall's reads are of one event, and a
 * cache that fills for hours looks like a leak to whoever watches the
 * process (issue 25's soak); the file's pages stay in the system's cache. */
#define SERVER_CACHE_KIB 256

/* The default rate limit: a phone polls every two or three seconds and
 * types a little faster; a burst covers a page loading its files. */
#define DEFAULT_PER_SECOND 10
#define DEFAULT_BURST 30
/* How long stopping waits for the requests in flight. */
#define STOP_WAIT_SECONDS 5

G_DEFINE_FINAL_TYPE (HammerServer, hammer_server, G_TYPE_OBJECT)

enum
{
  RESULT_STORED,
  BOARDS_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
board_clear (HammerServerBoard *board)
{
  g_clear_pointer (&board->name, g_free);
  g_clear_pointer (&board->last_seen_at, g_free);
  g_clear_pointer (&board->address, g_free);
}

/* Signals, on the caller's main context */

typedef struct
{
  HammerServer *self;
  guint         signal;
  gint64        match_id;
  guint         board;
} Emission;

static void
emission_free (Emission *emission)
{
  g_object_unref (emission->self);
  g_free (emission);
}

static gboolean
emit_on_caller (gpointer data)
{
  Emission *emission = data;

  if (emission->signal == RESULT_STORED)
    g_signal_emit (emission->self, signals[RESULT_STORED], 0, emission->match_id,
                   emission->board);
  else
    g_signal_emit (emission->self, signals[BOARDS_CHANGED], 0);
  return G_SOURCE_REMOVE;
}

static void
emit_later (HammerServer *self,
            guint         signal,
            gint64        match_id,
            guint         board)
{
  Emission *emission = g_new0 (Emission, 1);
  GSource *source = g_idle_source_new ();

  emission->self = g_object_ref (self);
  emission->signal = signal;
  emission->match_id = match_id;
  emission->board = board;
  g_source_set_callback (source, emit_on_caller, emission, (GDestroyNotify) emission_free);
  g_source_attach (source, self->caller_context);
  g_source_unref (source);
}

void
hammer_server_emit_result_stored (HammerServer *self,
                                  gint64        match_id,
                                  guint         board)
{
  emit_later (self, RESULT_STORED, match_id, board);
}

/* The boards seen */

void
hammer_server_board_seen (HammerServer *self,
                          guint         board,
                          const char   *address)
{
  gboolean changed = FALSE;

  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->boards->len; i++)
    {
      HammerServerBoard *entry = &g_array_index (self->boards, HammerServerBoard, i);

      if (entry->number != board)
        continue;
      changed = !entry->connected || g_strcmp0 (entry->address, address) != 0;
      entry->connected = TRUE;
      entry->last_seen = g_get_monotonic_time ();
      g_free (entry->last_seen_at);
      entry->last_seen_at = hammer_now_stamp ();
      g_free (entry->address);
      entry->address = g_strdup (address);
    }
  g_mutex_unlock (&self->lock);
  if (changed)
    emit_later (self, BOARDS_CHANGED, 0, 0);
}

/* Every few seconds: boards that went quiet are no longer connected. */
static gboolean
check_quiet_boards (gpointer data)
{
  HammerServer *self = data;
  gint64 now = g_get_monotonic_time ();
  gboolean changed = FALSE;

  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->boards->len; i++)
    {
      HammerServerBoard *entry = &g_array_index (self->boards, HammerServerBoard, i);

      if (entry->connected &&
          now - entry->last_seen > HAMMER_SERVER_CONNECTED_SECONDS * G_USEC_PER_SEC)
        {
          entry->connected = FALSE;
          changed = TRUE;
        }
    }
  g_mutex_unlock (&self->lock);
  if (changed)
    emit_later (self, BOARDS_CHANGED, 0, 0);
  return G_SOURCE_CONTINUE;
}

/* The thread */

/* Reads the boards (with their names) of the entry @entry for the list of
 * boards seen. */
static void
set_boards (HammerServer *self,
            JsonNode     *entry)
{
  JsonArray *boards = json_object_get_array_member (json_node_get_object (entry), "boards");

  g_mutex_lock (&self->lock);
  g_array_set_size (self->boards, 0);
  for (guint i = 0; i < json_array_get_length (boards); i++)
    {
      JsonObject *board = json_array_get_object_element (boards, i);
      HammerServerBoard seen = { 0 };

      seen.number = json_object_get_int_member (board, "board");
      seen.name = g_strdup (json_object_get_string_member (board, "name"));
      g_array_append_val (self->boards, seen);
    }
  g_mutex_unlock (&self->lock);
}

void
hammer_server_request_begun (HammerServer *self)
{
  self->n_in_flight++;
}

void
hammer_server_request_ended (HammerServer *self)
{
  if (self->n_in_flight > 0)
    self->n_in_flight--;
  if (self->stopping && self->n_in_flight == 0)
    g_main_loop_quit (self->loop);
}

typedef struct
{
  HammerServer *self;
  char         *address;
  guint         port;
} StartData;

/* Board entry of what is served (hammer_board_entry_ensure()): the
 * event's, or the day's. */
static JsonNode *
ensure_entry (HammerServer  *self,
              GError       **error)
{
  if (self->day_id != 0)
    return hammer_board_entry_ensure_day (self->store, self->day_id, error);
  return hammer_board_entry_ensure (self->store, self->event_id, error);
}

int
hammer_server_find_key (HammerServer *self,
                        const char   *key)
{
  if (self->day_id != 0)
    return hammer_board_entry_find_day_key (self->store, self->day_id, key);
  return hammer_board_entry_find_key (self->store, self->event_id, key);
}

/* On the server's thread, once its reader made a reading: the requests
 * that waited for one are routed again. */
static gboolean
reader_ready (gpointer data)
{
  HammerServer *self = data;

  if (self->transport != NULL)
    hammer_server_http_part_get (NULL)->resume (self->transport);
  return G_SOURCE_REMOVE;
}

/* Opens the store, makes the keys and listens, all on the server's thread,
 * so that its connection is used there only. */
static gboolean
set_up (HammerServer  *self,
        const char    *address,
        guint          port,
        GError       **error)
{
  g_autoptr(JsonNode) entry = NULL;
  g_autofree char *url = NULL;
  g_autofree char *check_in_key = NULL;
  const HammerServerHttpPart *http;

  if (!(self->store = hammer_store_open (self->database_path, error)) ||
      !(entry = ensure_entry (self, error)))
    return FALSE;
  /* An event of a day served alone: check-in is the day's, and the keys it
   * handed out open the players' pages here too. */
  self->event_day_id = self->event_id != 0 ? hammer_events_get_day (self->store, self->event_id,
                                                                    NULL) : 0;
  if (self->event_day_id == 0 &&
      !(check_in_key = hammer_check_in_ensure_key (self->store, self->event_id, self->day_id,
                                                   error)))
    return FALSE;
  /* A board waits for its result's commit: never for a whole checkpoint. */
  hammer_store_checkpoint_in_background (self->store);
  hammer_store_set_cache_limit (self->store, SERVER_CACHE_KIB);
  set_boards (self, entry);
  self->reader = hammer_server_reader_new (self->store, reader_ready, self);

  if (!(http = hammer_server_http_part_get (error)) ||
      !(self->transport = http->transport_new (self, &self->limits, self->context, address, port,
                                               &url, error)))
    return FALSE;
  g_mutex_lock (&self->lock);
  g_free (self->url);
  self->url = g_steal_pointer (&url);
  g_mutex_unlock (&self->lock);
  return TRUE;
}

static void
tear_down (HammerServer *self)
{
  if (self->quiet_source != NULL)
    g_source_destroy (self->quiet_source);
  g_clear_pointer (&self->quiet_source, g_source_unref);
  /* A transport was made by the part, loaded then. */
  if (self->transport != NULL)
    hammer_server_http_part_get (NULL)->free (g_steal_pointer (&self->transport));
  /* Before what its reads go back to: the players' pages. */
  g_clear_pointer (&self->reader, hammer_server_reader_free);
  g_clear_object (&self->store);
  g_clear_pointer (&self->buckets, g_hash_table_unref);
  g_clear_pointer (&self->late_buckets, g_hash_table_unref);
  hammer_hall_cache_reset (self->hall);
  g_hash_table_remove_all (self->event_halls);
  g_clear_pointer (&self->players, hammer_player_pages_free);
  g_clear_pointer (&self->loop, g_main_loop_unref);
}

static gpointer
run_thread (gpointer data)
{
  StartData *start = data;
  HammerServer *self = start->self;
  GError *error = NULL;
  gboolean ok;

  g_main_context_push_thread_default (self->context);
  self->loop = g_main_loop_new (self->context, FALSE);
  self->buckets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->late_buckets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  ok = set_up (self, start->address, start->port, &error);

  g_mutex_lock (&self->lock);
  self->start_done = TRUE;
  self->start_error = error;
  self->running = ok;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);

  if (ok)
    {
      self->quiet_source = g_timeout_source_new_seconds (5);
      g_source_set_callback (self->quiet_source, check_quiet_boards, self, NULL);
      g_source_attach (self->quiet_source, self->context);
      g_main_loop_run (self->loop);
    }
  tear_down (self);
  g_main_context_pop_thread_default (self->context);
  g_free (start->address);
  g_free (start);
  return NULL;
}

gboolean
hammer_server_start (HammerServer  *self,
                     const char    *address,
                     guint          port,
                     GError       **error)
{
  StartData *start;
  gboolean running;

  g_return_val_if_fail (HAMMER_IS_SERVER (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  g_return_val_if_fail (self->thread == NULL, FALSE);

  start = g_new0 (StartData, 1);
  start->self = self;
  start->address = g_strdup (address != NULL ? address : "127.0.0.1");
  start->port = port;
  g_clear_pointer (&self->caller_context, g_main_context_unref);
  self->caller_context = g_main_context_ref_thread_default ();
  self->context = g_main_context_new ();
  self->start_done = FALSE;
  self->stopping = FALSE;
  self->thread = g_thread_new ("hammer-server", run_thread, start);

  g_mutex_lock (&self->lock);
  while (!self->start_done)
    g_cond_wait (&self->cond, &self->lock);
  running = self->running;
  g_mutex_unlock (&self->lock);

  if (!running)
    {
      g_thread_join (g_steal_pointer (&self->thread));
      g_clear_pointer (&self->context, g_main_context_unref);
      g_propagate_error (error, g_steal_pointer (&self->start_error));
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_server_open_without_socket (HammerServer  *self,
                                   GError       **error)
{
  g_autoptr(JsonNode) entry = NULL;

  g_return_val_if_fail (HAMMER_IS_SERVER (self), FALSE);
  g_return_val_if_fail (self->thread == NULL && self->store == NULL, FALSE);

  /* What run_thread() and set_up() ready, but the loop and the socket. */
  g_clear_pointer (&self->caller_context, g_main_context_unref);
  self->caller_context = g_main_context_ref_thread_default ();
  self->buckets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->late_buckets = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (!(self->store = hammer_store_open (self->database_path, error)) ||
      !(entry = ensure_entry (self, error)))
    {
      hammer_server_close_without_socket (self);
      return FALSE;
    }
  set_boards (self, entry);
  return TRUE;
}

void
hammer_server_close_without_socket (HammerServer *self)
{
  g_return_if_fail (HAMMER_IS_SERVER (self));
  g_return_if_fail (self->thread == NULL);

  g_clear_object (&self->store);
  g_clear_pointer (&self->buckets, g_hash_table_unref);
  g_clear_pointer (&self->late_buckets, g_hash_table_unref);
  hammer_hall_cache_reset (self->hall);
  g_hash_table_remove_all (self->event_halls);
  g_clear_pointer (&self->players, hammer_player_pages_free);
}

/* On the server's thread: no new connections; the loop ends once the
 * requests in flight are answered, or after a while. */
static gboolean
begin_stop (gpointer data)
{
  HammerServer *self = data;

  self->stopping = TRUE;
  hammer_server_http_part_get (NULL)->quiesce (self->transport);
  if (self->n_in_flight == 0)
    g_main_loop_quit (self->loop);
  return G_SOURCE_REMOVE;
}

static gboolean
stop_waiting (gpointer data)
{
  HammerServer *self = data;

  g_main_loop_quit (self->loop);
  return G_SOURCE_REMOVE;
}

void
hammer_server_stop (HammerServer *self)
{
  g_autoptr(GSource) timeout = NULL;

  g_return_if_fail (HAMMER_IS_SERVER (self));

  if (self->thread == NULL)
    return;
  timeout = g_timeout_source_new_seconds (STOP_WAIT_SECONDS);
  g_source_set_callback (timeout, stop_waiting, self, NULL);
  g_source_attach (timeout, self->context);
  g_main_context_invoke (self->context, begin_stop, self);
  g_thread_join (g_steal_pointer (&self->thread));
  g_source_destroy (timeout);
  g_clear_pointer (&self->context, g_main_context_unref);

  g_mutex_lock (&self->lock);
  self->running = FALSE;
  g_clear_pointer (&self->url, g_free);
  g_mutex_unlock (&self->lock);
}

gboolean
hammer_server_is_running (HammerServer *self)
{
  gboolean running;

  g_return_val_if_fail (HAMMER_IS_SERVER (self), FALSE);

  g_mutex_lock (&self->lock);
  running = self->running;
  g_mutex_unlock (&self->lock);
  return running;
}

const char *
hammer_server_get_url (HammerServer *self)
{
  g_return_val_if_fail (HAMMER_IS_SERVER (self), NULL);

  /* Set before start returns and cleared by stop, both on the caller's
   * thread: no lock needed to read it there. */
  return self->url;
}

void
hammer_server_set_limits (HammerServer             *self,
                          const HammerServerLimits *limits)
{
  g_return_if_fail (HAMMER_IS_SERVER (self));

  if (limits != NULL)
    self->limits = *limits;
  else
    hammer_server_limits_default (&self->limits);
}

void
hammer_server_set_rate_limit (HammerServer *self,
                              guint         per_second,
                              guint         burst)
{
  g_return_if_fail (HAMMER_IS_SERVER (self));

  g_mutex_lock (&self->lock);
  self->per_second = per_second;
  self->burst = burst;
  g_mutex_unlock (&self->lock);
}

guint
hammer_server_get_n_hall_builds (HammerServer *self)
{
  g_return_val_if_fail (HAMMER_IS_SERVER (self), 0);

  return hammer_hall_cache_get_n_builds (self->hall);
}

void
hammer_server_hold_reader (HammerServer *self,
                           gboolean      hold)
{
  g_return_if_fail (HAMMER_IS_SERVER (self));
  g_return_if_fail (hammer_server_is_running (self));

  /* Made before the start returned, freed after the stop. */
  hammer_server_reader_hold (self->reader, hold);
}

guint
hammer_server_get_n_held_reads (HammerServer *self)
{
  g_return_val_if_fail (HAMMER_IS_SERVER (self), 0);
  g_return_val_if_fail (hammer_server_is_running (self), 0);

  return hammer_server_reader_get_n_held (self->reader);
}

void
hammer_server_set_hall_interval (HammerServer *self,
                                 gint64        interval)
{
  g_return_if_fail (HAMMER_IS_SERVER (self));
  g_return_if_fail (!hammer_server_is_running (self));

  hammer_hall_cache_set_interval (self->hall, interval);
}

/* Describing the server: read on its thread, with its connection */

typedef struct
{
  HammerServer *self;
  JsonNode     *node;
  gboolean      done;
} Describe;

/* "check_in": {"key", "url"}: the check-in page, what a code on the
 * door holds. An event of a day served alone has none: "check_in_day"
 * names the day whose server (serve --day) checks players in. */
static void
add_check_in (HammerServer *self,
              JsonObject   *description)
{
  g_autofree char *key = NULL;
  g_autofree char *url = NULL;
  JsonObject *check_in;

  if (self->event_day_id != 0)
    {
      json_object_set_int_member (description, "check_in_day", self->event_day_id);
      return;
    }
  if (!(key = hammer_check_in_ensure_key (self->store, self->event_id, self->day_id, NULL)))
    return;
  url = hammer_check_in_page_url (self->url, key);
  check_in = json_object_new ();
  json_object_set_string_member (check_in, "key", key);
  json_object_set_string_member (check_in, "url", url);
  json_object_set_object_member (description, "check_in", check_in);
}

static JsonNode *
build_description (HammerServer *self)
{
  g_autoptr(JsonNode) entry = ensure_entry (self, NULL);
  JsonObject *object;
  JsonArray *boards;

  if (entry == NULL)
    return NULL;
  object = json_node_get_object (entry);
  boards = json_object_get_array_member (object, "boards");
  for (guint i = 0; i < json_array_get_length (boards); i++)
    {
      JsonObject *board = json_array_get_object_element (boards, i);
      g_autofree char *url = hammer_board_entry_board_url (
        self->url, json_object_get_int_member (board, "board"),
        json_object_get_string_member (board, "key"));

      json_object_set_string_member (board, "url", url);
    }
  /* Only what the contract names: where, the boards and the desk's key. */
  json_object_remove_member (object, "confirm");
  json_object_set_string_member (object, "url", self->url);
  /* A day's server says so: its boards are the day's, its page the day's. */
  if (self->day_id != 0)
    json_object_set_int_member (object, "day", self->day_id);
  add_check_in (self, object);
  return json_node_ref (entry);
}

static gboolean
describe_on_thread (gpointer data)
{
  Describe *describe = data;
  JsonNode *node = build_description (describe->self);

  g_mutex_lock (&describe->self->lock);
  describe->node = node;
  describe->done = TRUE;
  g_cond_broadcast (&describe->self->cond);
  g_mutex_unlock (&describe->self->lock);
  return G_SOURCE_REMOVE;
}

char *
hammer_server_dup_check_in_key (HammerServer *self)
{
  g_autoptr(JsonNode) description = NULL;
  JsonNode *check_in;

  g_return_val_if_fail (HAMMER_IS_SERVER (self), NULL);

  /* Read as the server's line is, on its own thread. */
  description = hammer_server_describe (self);
  if (description == NULL || !JSON_NODE_HOLDS_OBJECT (description) ||
      !(check_in = json_object_get_member (json_node_get_object (description), "check_in")) ||
      !JSON_NODE_HOLDS_OBJECT (check_in))
    return NULL;
  return g_strdup (json_object_get_string_member_with_default (json_node_get_object (check_in),
                                                               "key", NULL));
}

JsonNode *
hammer_server_describe (HammerServer *self)
{
  Describe describe = { self, NULL, FALSE };

  g_return_val_if_fail (HAMMER_IS_SERVER (self), NULL);

  if (!hammer_server_is_running (self))
    return NULL;
  g_main_context_invoke (self->context, describe_on_thread, &describe);
  g_mutex_lock (&self->lock);
  while (!describe.done)
    g_cond_wait (&self->cond, &self->lock);
  g_mutex_unlock (&self->lock);
  return describe.node;
}

/* The object */

static void
hammer_server_dispose (GObject *object)
{
  hammer_server_stop (HAMMER_SERVER (object));

  G_OBJECT_CLASS (hammer_server_parent_class)->dispose (object);
}

static void
hammer_server_finalize (GObject *object)
{
  HammerServer *self = HAMMER_SERVER (object);

  g_clear_pointer (&self->database_path, g_free);
  g_clear_pointer (&self->caller_context, g_main_context_unref);
  g_clear_pointer (&self->boards, g_array_unref);
  g_clear_pointer (&self->hall, hammer_hall_cache_free);
  g_clear_pointer (&self->event_halls, g_hash_table_unref);
  g_clear_pointer (&self->players, hammer_player_pages_free);
  g_clear_error (&self->start_error);
  g_free (self->url);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);

  G_OBJECT_CLASS (hammer_server_parent_class)->finalize (object);
}

static void
hammer_server_class_init (HammerServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hammer_server_dispose;
  object_class->finalize = hammer_server_finalize;

  /**
   * HammerServer::result-stored:
   * @match_id: the match
   * @board: the board that sent it, 0 for the desk's key
   *
   * A board's result is in the database, or waits for the desk.
   */
  signals[RESULT_STORED] =
    g_signal_new ("result-stored", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 2, G_TYPE_INT64, G_TYPE_UINT);
  /**
   * HammerServer::boards-changed:
   *
   * A board connected or went quiet.
   */
  signals[BOARDS_CHANGED] =
    g_signal_new ("boards-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
}

static void
hammer_server_init (HammerServer *self)
{
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  self->per_second = DEFAULT_PER_SECOND;
  self->burst = DEFAULT_BURST;
  hammer_server_limits_default (&self->limits);
  self->boards = g_array_new (FALSE, TRUE, sizeof (HammerServerBoard));
  g_array_set_clear_func (self->boards, (GDestroyNotify) board_clear);
  self->event_halls = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                             (GDestroyNotify) hammer_hall_cache_free);
}

HammerServer *
hammer_server_new (const char *database_path,
                   gint64      event_id)
{
  HammerServer *self;

  g_return_val_if_fail (database_path != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_SERVER, NULL);
  self->database_path = g_strdup (database_path);
  self->event_id = event_id;
  self->hall = hammer_hall_cache_new (event_id);
  return self;
}

HammerServer *
hammer_server_new_for_day (const char *database_path,
                           gint64      day_id)
{
  HammerServer *self;

  g_return_val_if_fail (database_path != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_SERVER, NULL);
  self->database_path = g_strdup (database_path);
  self->day_id = day_id;
  self->hall = hammer_hall_cache_new_for_day (day_id);
  return self;
}

gint64
hammer_server_get_day (HammerServer *self)
{
  g_return_val_if_fail (HAMMER_IS_SERVER (self), 0);

  return self->day_id;
}
