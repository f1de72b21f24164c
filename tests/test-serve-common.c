/* test-serve-common.c — one HTTP request for the tests of the hall server
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-serve-common.h"

void
answer_clear (Answer *answer)
{
  g_clear_pointer (&answer->body, g_free);
  g_clear_pointer (&answer->headers, soup_message_headers_unref);
}

void
request (SoupSession *session,
         const char  *url,
         const char  *body,
         const char  *if_none_match,
         Answer      *answer)
{
  g_autoptr(SoupMessage) msg = soup_message_new (body != NULL ? "POST" : "GET", url);
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;

  g_assert_nonnull (msg);
  if (body != NULL)
    {
      g_autoptr(GBytes) request_body = g_bytes_new (body, strlen (body));

      soup_message_set_request_body_from_bytes (msg, "application/json", request_body);
    }
  if (if_none_match != NULL)
    soup_message_headers_replace (soup_message_get_request_headers (msg), "If-None-Match",
                                  if_none_match);
  bytes = soup_session_send_and_read (session, msg, NULL, &error);
  g_assert_no_error (error);
  answer->status = soup_message_get_status (msg);
  /* An empty body (304) has no data at all. */
  answer->body = g_bytes_get_size (bytes) > 0
                 ? g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes))
                 : g_strdup ("");
  answer->headers = soup_message_headers_ref (soup_message_get_response_headers (msg));
}
