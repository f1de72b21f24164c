/* test-serve-parse.c — what the hall server reads of a request, without a
 * socket: the listener's strict head, and the target's query
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "serve/hammer-server-exchange.h"
#include "serve/hammer-server-listener.h"

/* The listener's reading of a head, byte by byte. */
static void
test_head_parser (void)
{
  static const struct
  {
    const char *head;
    gboolean    strict;
    gboolean    complete;
  } heads[] = {
    { "GET / HTTP/1.1\r\nHost: a\r\n\r\n", TRUE, TRUE },
    { "GET / HTTP/1.0\r\n\r\n", TRUE, TRUE },
    { "POST /x HTTP/1.1\r\nHost: a\r\nContent-Length: 12\r\n\r\n{}", TRUE, TRUE },
    { "POST /x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: Chunked\r\n\r\n", TRUE, TRUE },
    { "GET / HTTP/1.1\r\nHost: a\r\n", TRUE, FALSE },
    { "GET / HTTP/1.1\r\nHo", TRUE, FALSE },
    { "GET / HTTP/1.1\r", TRUE, FALSE },
    { "", TRUE, FALSE },
    { "GET / HTTP/1.1\nHost: a\r\n\r\n", FALSE, FALSE },
    { "GET / HTTP/1.1\r\nHost: a\n", FALSE, FALSE },
    { "GET / HTTP/1.1\r\nHost: a\rX: b\r\n\r\n", FALSE, FALSE },
    { "GET / HTTP/1.1\r\nHost: a\r\nX: a\r\n b\r\n\r\n", FALSE, FALSE },
    { "GET / HTTP/1.1\r\nHost: a\r\nX: a\r\n\tb\r\n\r\n", FALSE, FALSE },
    { "GET / HTTP/1.1\r\nHost : a\r\n\r\n", FALSE, FALSE },
    { "GET / HTTP/1.1\r\nHost: a\x01\r\n\r\n", FALSE, FALSE },
    { "GET  / HTTP/1.1\r\nHost: a\r\n\r\n", FALSE, FALSE },
    { "GET / HTTP/2.0\r\nHost: a\r\n\r\n", FALSE, FALSE },
    { "GET /\x7f HTTP/1.1\r\nHost: a\r\n\r\n", FALSE, FALSE },
    { "\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n", FALSE, FALSE },
    { "GET / HTTP/1.1\r\n\r\n", FALSE, TRUE },
    { "GET / HTTP/1.1\r\nHost: a\r\nhost: b\r\n\r\n", FALSE, TRUE },
    { "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: +2\r\n\r\n", FALSE, TRUE },
    { "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2, 2\r\n\r\n", FALSE, TRUE },
    { "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n",
      FALSE, TRUE },
    { "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n",
      FALSE, TRUE },
    { "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", FALSE, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (heads); i++)
    {
      gboolean complete = FALSE;
      gboolean strict = hammer_server_head_is_strict (heads[i].head, strlen (heads[i].head),
                                                      &complete);

      g_test_message ("%u: %s", i, heads[i].head);
      g_assert_cmpint (strict, ==, heads[i].strict);
      if (strict)
        g_assert_cmpint (complete, ==, heads[i].complete);
    }
}

/* The query of a request's target, decoded; a value with a NUL in it is
 * left out. */
static void
test_request_query (void)
{
  g_autoptr(HammerServerRequest) request =
    hammer_server_request_new ("GET", "/board/1?key=ab%63&x=a+b&key=second&nul=ab%00cd&bad=%zz&e",
                               "192.0.2.1");

  g_assert_cmpstr (request->path, ==, "/board/1");
  g_assert_cmpstr (hammer_server_request_get_query (request, "key"), ==, "abc");
  g_assert_cmpstr (hammer_server_request_get_query (request, "x"), ==, "a b");
  g_assert_null (hammer_server_request_get_query (request, "nul"));
  g_assert_null (hammer_server_request_get_query (request, "bad"));
  g_assert_cmpstr (hammer_server_request_get_query (request, "e"), ==, "");
  g_assert_cmpstr (request->address, ==, "192.0.2.1");
  g_assert_true (hammer_server_request_is_get (request));
}

/* Heads made of pieces of real ones, cut and shuffled at random: the
 * parser never reads past what it is given, and what it calls whole and
 * strict ends in an empty line with only CRLF line ends before it. */
static void
test_head_fuzz (void)
{
  static const char * const pieces[] = {
    "GET", "POST", " ", "/api/event", "?key=", "%00", "HTTP/1.1", "HTTP/1.0", "\r\n", "\n",
    "\r", "Host", ":", " 127.0.0.1", "Content-Length", " 12", "+2", "Transfer-Encoding",
    "chunked", "\t", "\x01", "\x7f", "\xff", "a", "",
  };

  for (guint i = 0; i < 20000; i++)
    {
      g_autoptr(GString) head = g_string_new (NULL);
      guint n = g_test_rand_int_range (0, 40);
      g_autofree char *copy = NULL;
      gboolean complete = FALSE;

      for (guint j = 0; j < n; j++)
        g_string_append (head, pieces[g_test_rand_int_range (0, G_N_ELEMENTS (pieces))]);
      /* Exactly its length, from memory of its own: a read past it is
       * caught by the tools that watch memory. */
      copy = g_memdup2 (head->str, head->len);
      if (hammer_server_head_is_strict (copy, head->len, &complete) && complete)
        {
          const char *end = strstr (head->str, "\r\n\r\n");

          g_assert_nonnull (end);
          for (const char *c = head->str; c < end; c++)
            g_assert_true (*c != '\n' || c[-1] == '\r');
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/serve-parse/head", test_head_parser);
  g_test_add_func ("/serve-parse/query", test_request_query);
  g_test_add_func ("/serve-parse/head-fuzz", test_head_fuzz);

  return g_test_run ();
}
