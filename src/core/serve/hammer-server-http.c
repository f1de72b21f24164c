/* hammer-server-http.c — the hall server's answers, headers and rate limit
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "serve/hammer-server-private.h"

/* A client's allowance: tokens refill at the rate limit up to the burst. */
typedef struct
{
  double tokens;
  gint64 updated;   /* monotonic µs */
} RateBucket;

/* Buckets idle this long are forgotten when the table grows. */
#define BUCKET_IDLE_US (60 * G_USEC_PER_SEC)
#define MAX_BUCKETS 4096

void
hammer_server_add_safety_headers (SoupServerMessage *msg)
{
  SoupMessageHeaders *headers = soup_server_message_get_response_headers (msg);

  /* The pages load their scripts and styles from /static only: no inline
   * script, no other site. */
  soup_message_headers_replace (headers, "Content-Security-Policy", "default-src 'self'");
  soup_message_headers_replace (headers, "X-Content-Type-Options", "nosniff");
  soup_message_headers_replace (headers, "Referrer-Policy", "no-referrer");
}

void
hammer_server_reply_bytes (SoupServerMessage *msg,
                           const char        *content_type,
                           GBytes            *bytes)
{
  hammer_server_add_safety_headers (msg);
  soup_server_message_set_status (msg, SOUP_STATUS_OK, NULL);
  soup_server_message_set_response (msg, content_type, SOUP_MEMORY_COPY,
                                    g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

void
hammer_server_reply_json (SoupServerMessage *msg,
                          guint              status,
                          JsonNode          *node)
{
  g_autofree char *text = hammer_json_write (node);

  hammer_server_add_safety_headers (msg);
  soup_message_headers_replace (soup_server_message_get_response_headers (msg),
                                "Cache-Control", "no-store");
  soup_server_message_set_status (msg, status, NULL);
  soup_server_message_set_response (msg, "application/json", SOUP_MEMORY_TAKE,
                                    g_steal_pointer (&text), strlen (text));
}

static const char *
status_code_name (guint status)
{
  switch (status)
    {
    case SOUP_STATUS_BAD_REQUEST: return "malformed";
    case SOUP_STATUS_FORBIDDEN: return "forbidden";
    case SOUP_STATUS_NOT_FOUND: return "not-found";
    case SOUP_STATUS_METHOD_NOT_ALLOWED: return "method-not-allowed";
    case SOUP_STATUS_CONFLICT: return "conflict";
    case SOUP_STATUS_REQUEST_ENTITY_TOO_LARGE: return "too-large";
    case SOUP_STATUS_UNPROCESSABLE_ENTITY: return "invalid";
    case 429: return "too-many-requests";
    default: return "failed";
    }
}

void
hammer_server_reply_error (SoupServerMessage *msg,
                           guint              status,
                           const char        *message,
                           JsonObject        *details)
{
  g_autoptr(JsonObject) inner = json_object_new ();
  g_autoptr(JsonObject) outer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);

  /* A rule's violation brings its own code and where it is (game, end). */
  json_object_set_string_member (inner, "code", status_code_name (status));
  if (details != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (details);

      for (const GList *l = members; l != NULL; l = l->next)
        json_object_set_member (inner, l->data,
                                json_node_copy (json_object_get_member (details, l->data)));
    }
  json_object_set_string_member (inner, "message", message);
  json_object_set_object_member (outer, "error", g_steal_pointer (&inner));
  json_node_set_object (root, outer);
  hammer_server_reply_json (msg, status, root);
}

guint
hammer_server_error_status (const GError *error)
{
  if (error->domain != HAMMER_ERROR)
    return SOUP_STATUS_INTERNAL_SERVER_ERROR;
  switch ((HammerError) error->code)
    {
    case HAMMER_ERROR_INVALID: return SOUP_STATUS_UNPROCESSABLE_ENTITY;
    case HAMMER_ERROR_NOT_FOUND: return SOUP_STATUS_NOT_FOUND;
    case HAMMER_ERROR_DUPLICATE: return SOUP_STATUS_CONFLICT;
    case HAMMER_ERROR_NOT_ALLOWED: return SOUP_STATUS_FORBIDDEN;
    case HAMMER_ERROR_FAILED:
      /* Another program holds the database longer than the busy timeout. */
      return SOUP_STATUS_SERVICE_UNAVAILABLE;
    default: return SOUP_STATUS_INTERNAL_SERVER_ERROR;
    }
}

char *
hammer_server_client_address (SoupServerMessage *msg)
{
  GSocketAddress *remote = soup_server_message_get_remote_address (msg);

  if (!G_IS_INET_SOCKET_ADDRESS (remote))
    return g_strdup ("");
  return g_inet_address_to_string (
    g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (remote)));
}

/* Forgets the buckets of clients gone quiet, so that many passing phones
 * do not fill the memory. */
static void
prune_buckets (GHashTable *buckets,
               gint64      now)
{
  GHashTableIter iter;
  RateBucket *bucket;

  g_hash_table_iter_init (&iter, buckets);
  while (g_hash_table_iter_next (&iter, NULL, (gpointer *) &bucket))
    if (now - bucket->updated > BUCKET_IDLE_US)
      g_hash_table_iter_remove (&iter);
}

gboolean
hammer_server_rate_allow (HammerServer *self,
                          const char   *address,
                          const char   *key)
{
  g_autofree char *client = g_strdup_printf ("%s %s", address, key != NULL ? key : "");
  gint64 now = g_get_monotonic_time ();
  RateBucket *bucket;
  double per_second, burst;

  g_mutex_lock (&self->lock);
  per_second = self->per_second;
  burst = MAX (self->burst, 1);
  g_mutex_unlock (&self->lock);

  if (g_hash_table_size (self->buckets) >= MAX_BUCKETS)
    prune_buckets (self->buckets, now);
  if (!(bucket = g_hash_table_lookup (self->buckets, client)))
    {
      bucket = g_new0 (RateBucket, 1);
      bucket->tokens = burst;
      bucket->updated = now;
      g_hash_table_insert (self->buckets, g_steal_pointer (&client), bucket);
    }
  bucket->tokens = MIN (burst, bucket->tokens +
                               per_second * (now - bucket->updated) / G_USEC_PER_SEC);
  bucket->updated = now;
  if (bucket->tokens < 1)
    return FALSE;
  bucket->tokens -= 1;
  return TRUE;
}
