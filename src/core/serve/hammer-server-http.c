/* hammer-server-http.c — the hall server's answers, headers and rate limit,
 * on the routes' own types (hammer-server-exchange.h)
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
hammer_server_add_safety_headers (HammerServerResponse *response)
{
  /* The pages load their scripts and styles from /static only: no inline
   * script, no other site; and no other site shows them in a frame, where
   * it could lay its own buttons over a board's. */
  hammer_server_response_set_header (response, "Content-Security-Policy",
                                     HAMMER_SERVER_CSP);
  hammer_server_response_set_header (response, "X-Frame-Options", "DENY");
  hammer_server_response_set_header (response, "X-Content-Type-Options", "nosniff");
  hammer_server_response_set_header (response, "Referrer-Policy", "no-referrer");
}

void
hammer_server_reply_bytes (HammerServerResponse *response,
                           const char           *content_type,
                           GBytes               *bytes)
{
  hammer_server_add_safety_headers (response);
  hammer_server_response_set_body (response, 200, content_type, g_bytes_ref (bytes));
}

void
hammer_server_reply_json (HammerServerResponse *response,
                          guint                 status,
                          JsonNode             *node)
{
  g_autofree char *text = hammer_json_write (node);
  gsize length = strlen (text);

  hammer_server_add_safety_headers (response);
  hammer_server_response_set_header (response, "Cache-Control", "no-store");
  hammer_server_response_set_body (response, status, "application/json",
                                   g_bytes_new_take (g_steal_pointer (&text), length));
}

static const char *
status_code_name (guint status)
{
  switch (status)
    {
    case 400: return "malformed";
    case 403: return "forbidden";
    case 404: return "not-found";
    case 405: return "method-not-allowed";
    case 409: return "conflict";
    case 413: return "too-large";
    case 415: return "unsupported-media-type";
    case 422: return "invalid";
    case 429: return "too-many-requests";
    default: return "failed";
    }
}

void
hammer_server_reply_error (HammerServerResponse *response,
                           guint                 status,
                           const char           *message,
                           JsonObject           *details)
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
  hammer_server_reply_json (response, status, root);
}

guint
hammer_server_error_status (const GError *error)
{
  if (error->domain != HAMMER_ERROR)
    return 500;
  switch ((HammerError) error->code)
    {
    case HAMMER_ERROR_INVALID: return 422;
    case HAMMER_ERROR_NOT_FOUND: return 404;
    case HAMMER_ERROR_DUPLICATE: return 409;
    case HAMMER_ERROR_NOT_ALLOWED: return 403;
    case HAMMER_ERROR_FAILED:
      /* Another program holds the database longer than the busy timeout. */
      return 503;
    default: return 500;
    }
}

void
hammer_server_reply_gerror (HammerServerResponse *response,
                            const GError         *error,
                            JsonObject           *violation)
{
  hammer_server_reply_error (response, violation != NULL ? 422
                                                         : hammer_server_error_status (error),
                             error->message, violation);
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

/* Forgets the bucket used longest ago: the table is full of clients that
 * are all busy. */
static void
evict_oldest (GHashTable *buckets)
{
  GHashTableIter iter;
  const char *client, *oldest = NULL;
  RateBucket *bucket;
  gint64 oldest_time = G_MAXINT64;

  g_hash_table_iter_init (&iter, buckets);
  while (g_hash_table_iter_next (&iter, (gpointer *) &client, (gpointer *) &bucket))
    if (bucket->updated < oldest_time)
      {
        oldest = client;
        oldest_time = bucket->updated;
      }
  if (oldest != NULL)
    g_hash_table_remove (buckets, oldest);
}

/* The bucket of @address in @buckets, filled up to @burst at @per_second
 * since it was last used. Keyed by the address alone: a key the client
 * makes up (or a junk one) must not bring it a fresh burst. */
static RateBucket *
refill_bucket (GHashTable *buckets,
               const char *address,
               double      per_second,
               double      burst)
{
  g_autofree char *client = g_strdup (address);
  gint64 now = g_get_monotonic_time ();
  RateBucket *bucket;

  if (g_hash_table_size (buckets) >= MAX_BUCKETS)
    prune_buckets (buckets, now);
  if (g_hash_table_size (buckets) >= MAX_BUCKETS && !g_hash_table_contains (buckets, client))
    evict_oldest (buckets);
  if (!(bucket = g_hash_table_lookup (buckets, client)))
    {
      bucket = g_new0 (RateBucket, 1);
      bucket->tokens = burst;
      bucket->updated = now;
      g_hash_table_insert (buckets, g_steal_pointer (&client), bucket);
    }
  bucket->tokens = MIN (burst, bucket->tokens +
                               per_second * (now - bucket->updated) / G_USEC_PER_SEC);
  bucket->updated = now;
  return bucket;
}

gboolean
hammer_server_rate_allow (HammerServer *self,
                          const char   *address)
{
  RateBucket *bucket;
  double per_second, burst;

  g_mutex_lock (&self->lock);
  per_second = self->per_second;
  burst = MAX (self->burst, 1);
  g_mutex_unlock (&self->lock);

  bucket = refill_bucket (self->buckets, address, per_second, burst);
  if (bucket->tokens < 1)
    return FALSE;
  bucket->tokens -= 1;
  return TRUE;
}

guint
hammer_server_late_entry_wait (HammerServer *self,
                               const char   *address,
                               gboolean      take)
{
  RateBucket *bucket = refill_bucket (self->late_buckets, address,
                                      1.0 / HAMMER_SERVER_LATE_ENTRY_SECONDS,
                                      HAMMER_SERVER_LATE_ENTRY_BURST);

  if (bucket->tokens < 1)
    /* Whole seconds, rounded up: never 0 while refused. */
    return (guint) ((1 - bucket->tokens) * HAMMER_SERVER_LATE_ENTRY_SECONDS) + 1;
  if (take)
    bucket->tokens -= 1;
  return 0;
}
