/* test-serve-raw.c — HTTP by hand on raw sockets, for the tests of the
 * hall server's limits and parsing: what a well-behaved client library
 * would never send
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "test-serve-common.h"
#include "test-serve-raw.h"

void
raw_answer_clear (RawAnswer *answer)
{
  g_clear_pointer (&answer->head, g_free);
  g_clear_pointer (&answer->body, g_free);
  answer->status = 0;
}

int
raw_connect (guint       port,
             const char *source)
{
  struct sockaddr_in to = { .sin_family = AF_INET, .sin_port = htons (port) };
  struct timeval timeout = { .tv_sec = RAW_TIMEOUT };
  int fd = socket (AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);

  g_assert_cmpint (fd, >=, 0);
  if (source != NULL)
    {
      struct sockaddr_in from = { .sin_family = AF_INET };

      g_assert_cmpint (inet_pton (AF_INET, source, &from.sin_addr), ==, 1);
      g_assert_cmpint (bind (fd, (struct sockaddr *) &from, sizeof from), ==, 0);
    }
  g_assert_cmpint (inet_pton (AF_INET, "127.0.0.1", &to.sin_addr), ==, 1);
  setsockopt (fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
  setsockopt (fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
  g_assert_cmpint (connect (fd, (struct sockaddr *) &to, sizeof to), ==, 0);
  return fd;
}

gboolean
raw_send (int         fd,
          const char *text,
          gsize       length)
{
  while (length > 0)
    {
      gssize n = send (fd, text, length, MSG_NOSIGNAL);

      if (n <= 0)
        return FALSE;
      text += n;
      length -= n;
    }
  return TRUE;
}

void
raw_read_answer (int        fd,
                 RawAnswer *answer)
{
  g_autoptr(GString) text = g_string_new (NULL);
  const char *end = NULL;
  const char *length_header;
  gsize body_length = 0;
  char buffer[4096];

  raw_answer_clear (answer);
  while (!(end = strstr (text->str, "\r\n\r\n")))
    {
      gssize n = recv (fd, buffer, sizeof buffer, 0);

      if (n <= 0)
        return;
      g_string_append_len (text, buffer, n);
    }
  answer->head = g_strndup (text->str, end - text->str + 2);
  length_header = strstr (answer->head, "\r\nContent-Length: ");
  if (length_header != NULL)
    body_length = g_ascii_strtoull (length_header + strlen ("\r\nContent-Length: "), NULL, 10);
  while (text->len < (gsize) (end - text->str) + 4 + body_length)
    {
      gssize n = recv (fd, buffer, sizeof buffer, 0);

      if (n <= 0)
        break;
      g_string_append_len (text, buffer, n);
      end = strstr (text->str, "\r\n\r\n");
    }
  answer->body = g_strdup (end + 4);
  g_assert_true (g_str_has_prefix (answer->head, "HTTP/1.1 "));
  answer->status = (guint) g_ascii_strtoull (answer->head + strlen ("HTTP/1.1 "), NULL, 10);
}

char *
raw_answer_header (const RawAnswer *answer,
                   const char      *name)
{
  g_autofree char *needle = g_strdup_printf ("\r\n%s: ", name);
  const char *start = answer->head != NULL ? strstr (answer->head, needle) : NULL;

  if (start == NULL)
    return NULL;
  start += strlen (needle);
  return g_strndup (start, strstr (start, "\r\n") - start);
}

gboolean
raw_closed_by_server (int fd)
{
  gint64 give_up = g_get_monotonic_time () + RAW_TIMEOUT * G_USEC_PER_SEC;
  char buffer[4096];

  while (g_get_monotonic_time () < give_up)
    {
      gssize n = recv (fd, buffer, sizeof buffer, 0);

      if (n == 0 || (n < 0 && errno == ECONNRESET))
        return TRUE;
      if (n < 0 && errno != EAGAIN && errno != EINTR)
        return TRUE;
    }
  return FALSE;
}

void
raw_exchange (guint       port,
              const char *source,
              const char *request,
              RawAnswer  *answer)
{
  int fd = raw_connect (port, source);

  g_assert_true (raw_send (fd, request, strlen (request)));
  raw_read_answer (fd, answer);
  close (fd);
}

char *
raw_get_request (const char *path)
{
  return g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", path);
}

char *
raw_post_request (const char *path,
                  const char *extra_headers,
                  const char *body)
{
  return g_strdup_printf ("POST %s HTTP/1.1\r\nHost: 127.0.0.1\r\n%s"
                          "Content-Length: %" G_GSIZE_FORMAT "\r\n\r\n%s",
                          path, extra_headers, strlen (body), body);
}

guint
raw_serve_start (HammerServer  *server,
                 JsonNode     **description,
                 const char   **key)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = NULL;

  g_assert_true (hammer_server_start (server, NULL, 0, &error));
  g_assert_no_error (error);
  uri = g_uri_parse (hammer_server_get_url (server), G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  *description = hammer_server_describe (server);
  g_assert_nonnull (*description);
  *key = serve_test_board_key (*description, 1);
  return (guint) g_uri_get_port (uri);
}
