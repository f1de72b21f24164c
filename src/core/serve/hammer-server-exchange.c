/* hammer-server-exchange.c — one request to the hall server and its answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "serve/hammer-server-exchange.h"

/* Splits the query of a request target into @query: "a=1&b=x%20y". A
 * value that does not decode, or decodes to a NUL ("key=…%00junk"), is
 * left out: a C string would stop at the NUL and the rest would pass. */
static void
parse_query (GHashTable *query,
             const char *text)
{
  g_auto(GStrv) pairs = g_strsplit (text, "&", -1);

  for (guint i = 0; pairs[i] != NULL; i++)
    {
      const char *equals = strchr (pairs[i], '=');
      g_autofree char *raw_name = equals != NULL ? g_strndup (pairs[i], equals - pairs[i])
                                                 : g_strdup (pairs[i]);
      g_autofree char *name = NULL;
      g_autofree char *value = NULL;

      g_strdelimit (raw_name, "+", ' ');
      if (*raw_name == '\0' || !(name = g_uri_unescape_string (raw_name, NULL)))
        continue;
      if (equals != NULL)
        {
          g_autofree char *raw_value = g_strdup (equals + 1);

          g_strdelimit (raw_value, "+", ' ');
          if (!(value = g_uri_unescape_string (raw_value, NULL)))
            continue;
        }
      if (!g_hash_table_contains (query, name))
        g_hash_table_insert (query, g_steal_pointer (&name),
                             value != NULL ? g_steal_pointer (&value) : g_strdup (""));
    }
}

HammerServerRequest *
hammer_server_request_new (const char *method,
                           const char *target,
                           const char *address)
{
  HammerServerRequest *request = g_new0 (HammerServerRequest, 1);
  const char *question = strchr (target, '?');

  request->method = g_strdup (method);
  request->path = question != NULL ? g_strndup (target, question - target) : g_strdup (target);
  request->query = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  if (question != NULL)
    parse_query (request->query, question + 1);
  request->address = g_strdup (address != NULL ? address : "");
  request->made_at = g_get_monotonic_time ();
  return request;
}

void
hammer_server_request_free (HammerServerRequest *request)
{
  if (request == NULL)
    return;
  g_free (request->method);
  g_free (request->path);
  g_hash_table_unref (request->query);
  g_free (request->host);
  g_free (request->accept_language);
  g_free (request->if_none_match);
  g_free (request->content_type);
  g_free (request->origin);
  g_clear_pointer (&request->body, g_bytes_unref);
  g_free (request->address);
  g_free (request);
}

const char *
hammer_server_request_get_query (const HammerServerRequest *request,
                                 const char                *name)
{
  return g_hash_table_lookup (request->query, name);
}

gboolean
hammer_server_request_is_get (const HammerServerRequest *request)
{
  return g_str_equal (request->method, "GET") || g_str_equal (request->method, "HEAD");
}

HammerServerResponse *
hammer_server_response_new (void)
{
  HammerServerResponse *response = g_new0 (HammerServerResponse, 1);

  response->headers = g_ptr_array_new_with_free_func (g_free);
  return response;
}

void
hammer_server_response_free (HammerServerResponse *response)
{
  if (response == NULL)
    return;
  g_ptr_array_unref (response->headers);
  g_free (response->content_type);
  g_clear_pointer (&response->body, g_bytes_unref);
  g_free (response);
}

static int
find_header (const HammerServerResponse *response,
             const char                 *name)
{
  for (guint i = 0; i + 1 < response->headers->len; i += 2)
    if (g_ascii_strcasecmp (g_ptr_array_index (response->headers, i), name) == 0)
      return (int) i;
  return -1;
}

void
hammer_server_response_set_header (HammerServerResponse *response,
                                   const char           *name,
                                   const char           *value)
{
  int i = find_header (response, name);

  if (i >= 0)
    {
      g_free (g_ptr_array_index (response->headers, i + 1));
      g_ptr_array_index (response->headers, i + 1) = g_strdup (value);
      return;
    }
  g_ptr_array_add (response->headers, g_strdup (name));
  g_ptr_array_add (response->headers, g_strdup (value));
}

void
hammer_server_response_remove_header (HammerServerResponse *response,
                                      const char           *name)
{
  int i = find_header (response, name);

  if (i >= 0)
    g_ptr_array_remove_range (response->headers, i, 2);
}

const char *
hammer_server_response_get_header (const HammerServerResponse *response,
                                   const char                 *name)
{
  int i = find_header (response, name);

  return i >= 0 ? g_ptr_array_index (response->headers, i + 1) : NULL;
}

void
hammer_server_response_set_body (HammerServerResponse *response,
                                 guint                 status,
                                 const char           *content_type,
                                 GBytes               *body)
{
  response->status = status;
  g_clear_pointer (&response->content_type, g_free);
  g_clear_pointer (&response->body, g_bytes_unref);
  response->content_type = g_strdup (content_type);
  response->body = body;
}

void
hammer_server_response_defer (HammerServerResponse *response)
{
  g_return_if_fail (response != NULL);
  g_return_if_fail (response->status == 0);

  response->deferred = TRUE;
}
