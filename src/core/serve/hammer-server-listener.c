/* hammer-server-listener.c — the hall server's door: accepting, counting
 * and reading each request's head before the HTTP server sees it
 *
 * libmicrohttpd 0.9.75 (Debian 12's) takes a bare LF for a line's end and
 * joins folded header lines, and offers no hook to refuse either; a head
 * read two ways is how requests are smuggled past whatever stands in
 * front. So a connection reaches it only once its head has come in whole
 * and strict: the listener peeks at the bytes (reading none of them, so
 * that libmicrohttpd reads the request from its first byte), waiting for
 * more with the socket's receive low-water mark rather than polling, and
 * checks every byte of the head with hammer_server_head_is_strict(). Each
 * connection carries one request (the transport closes it after the
 * answer): the head of every request is checked, and a slow head holds
 * nothing of libmicrohttpd's.
 *
 * Here too are the limits that hold before a request: connections in all
 * and per client address (counted until the transport says one closed),
 * the whole head within the header timeout however slowly it drips, and,
 * when the process runs out of descriptors, a pause of accepting (the
 * kernel's backlog keeps the clients) until there are some again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
/* accept4() */
#define _GNU_SOURCE
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib-unix.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-server-listener.h"
#include "serve/hammer-server-private.h"

/* A head longer than this is refused: a phone's is under 2 KiB. */
#define MAX_HEAD (16 * 1024)
/* How long accepting pauses when the process has no descriptor left. */
#define DESCRIPTORS_PAUSE_MS 100
/* Refusals at the door are logged at most this often. */
#define LOG_INTERVAL_US (10 * G_USEC_PER_SEC)

struct _HammerServerListener
{
  HammerServerLimits    limits;
  GMainContext         *context;
  GSocket              *socket;
  GSource              *accept_source;
  GSource              *pause_source;
  GSource              *sweep_source;
  HammerServerHandover  handover;
  gpointer              handover_data;
  GHashTable           *waiting;       /* Waiting */
  GHashTable           *per_address;   /* address → connections open */
  guint                 n_open;
  gint64                last_log;
  guint                 n_unlogged;
  HammerServerTrace    *trace;         /* the transport's, or NULL */
};

/* A connection whose head is not in yet. */
typedef struct
{
  HammerServerListener    *listener;
  int                      fd;
  char                    *address;
  struct sockaddr_storage  native;
  socklen_t                native_length;
  gint64                   deadline;   /* monotonic µs */
  gssize                   peeked;     /* bytes seen at the last look */
  GSource                 *watch;
  HammerServerTraceMarks   marks;
} Waiting;

static void
log_refusal (HammerServerListener *self,
             const char           *what,
             const char           *address)
{
  gint64 now = g_get_monotonic_time ();

  if (self->last_log != 0 && now - self->last_log < LOG_INTERVAL_US)
    {
      self->n_unlogged++;
      return;
    }
  if (self->n_unlogged > 0)
    g_message ("Hall server: %s%s%s%s (and %u more refused since)", what,
               *address != '\0' ? " (" : "", address, *address != '\0' ? ")" : "",
               self->n_unlogged);
  else
    g_message ("Hall server: %s%s%s%s", what, *address != '\0' ? " (" : "", address,
               *address != '\0' ? ")" : "");
  self->last_log = now;
  self->n_unlogged = 0;
}

/* Counting */

static void
count_open (HammerServerListener *self,
            const char           *address)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, address));

  g_hash_table_insert (self->per_address, g_strdup (address), GUINT_TO_POINTER (n + 1));
  self->n_open++;
}

void
hammer_server_listener_closed (HammerServerListener *self,
                               const char           *address)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, address));

  if (n <= 1)
    g_hash_table_remove (self->per_address, address);
  else
    g_hash_table_insert (self->per_address, g_strdup (address), GUINT_TO_POINTER (n - 1));
  if (self->n_open > 0)
    self->n_open--;
}

/* Writing a refusal ourselves */

static const char *
reason_phrase (guint status)
{
  switch (status)
    {
    case 400: return "Bad Request";
    case 413: return "Payload Too Large";
    case 431: return "Request Header Fields Too Large";
    default: return "Error";
    }
}

void
hammer_server_write_refusal (int         fd,
                             guint       status,
                             const char *address)
{
  g_autoptr(HammerServerRequest) request = hammer_server_request_new ("GET", "/", address);
  g_autoptr(HammerServerResponse) response = hammer_server_response_new ();
  g_autoptr(GString) text = g_string_new (NULL);
  gsize size = 0;
  const char *body;

  hammer_server_route_refuse (request, response, status == 413 ? 413 : 400);
  body = g_bytes_get_data (response->body, &size);
  g_string_append_printf (text, "HTTP/1.1 %u %s\r\n", status, reason_phrase (status));
  for (guint i = 0; i + 1 < response->headers->len; i += 2)
    g_string_append_printf (text, "%s: %s\r\n", (char *) g_ptr_array_index (response->headers, i),
                            (char *) g_ptr_array_index (response->headers, i + 1));
  g_string_append_printf (text, "Content-Type: %s\r\nContent-Length: %" G_GSIZE_FORMAT "\r\n"
                          "Connection: close\r\n\r\n", response->content_type, size);
  g_string_append_len (text, body, size);
  /* The send buffer of a connection that was never answered is empty: a
   * client that does not read loses the answer, and nothing waits. */
  (void) send (fd, text->str, text->len, MSG_NOSIGNAL | MSG_DONTWAIT);
  shutdown (fd, SHUT_WR);
}

/* The strict head */

static gboolean
is_token_char (char c)
{
  return g_ascii_isalnum (c) || (c != '\0' && strchr ("!#$%&'*+-.^_`|~", c) != NULL);
}

/* "METHOD SP TARGET SP HTTP/1.x": one space each, no control byte. */
static gboolean
request_line_is_strict (const char *line,
                        gsize       length)
{
  gsize i = 0, target_start;

  while (i < length && is_token_char (line[i]))
    i++;
  if (i == 0 || i >= length || line[i] != ' ')
    return FALSE;
  target_start = ++i;
  while (i < length && line[i] > ' ' && line[i] != 0x7f)
    i++;
  if (i == target_start || i >= length || line[i] != ' ')
    return FALSE;
  i++;
  return length - i == 8 && strncmp (line + i, "HTTP/1.", 7) == 0 &&
         (line[i + 7] == '0' || line[i + 7] == '1');
}

/* What the head's framing headers say, counted as its lines pass. */
typedef struct
{
  gboolean http_1_1;
  guint    n_host;
  guint    n_length;
  guint    n_encoding;
  gboolean length_digits;   /* every Content-Length is digits only */
  gboolean chunked;         /* the Transfer-Encoding is "chunked" */
} Framing;

/* The value of a header line from @value (after the colon) to @end,
 * without the spaces around it. */
static char *
header_value (const char *value,
              const char *end)
{
  while (value < end && (*value == ' ' || *value == '\t'))
    value++;
  while (end > value && (end[-1] == ' ' || end[-1] == '\t'))
    end--;
  return g_strndup (value, end - value);
}

static void
count_framing (Framing    *framing,
               const char *line,
               gsize       name_length,
               gsize       length)
{
  g_autofree char *value = NULL;

  if (name_length == 4 && g_ascii_strncasecmp (line, "Host", 4) == 0)
    framing->n_host++;
  else if (name_length == 14 && g_ascii_strncasecmp (line, "Content-Length", 14) == 0)
    {
      value = header_value (line + name_length + 1, line + length);
      framing->n_length++;
      /* Digits only: "+2", "-1", "2, 2" and "" are not a length. */
      if (*value == '\0' || strspn (value, "0123456789") != strlen (value) ||
          strlen (value) > 15)
        framing->length_digits = FALSE;
    }
  else if (name_length == 17 && g_ascii_strncasecmp (line, "Transfer-Encoding", 17) == 0)
    {
      value = header_value (line + name_length + 1, line + length);
      framing->n_encoding++;
      framing->chunked = g_ascii_strcasecmp (value, "chunked") == 0;
    }
}

/* "Name: value": a token, a colon at once, a value of visible bytes,
 * spaces and tabs. A line that begins with a space or a tab folds the one
 * before (obs-fold): refused. */
static gboolean
header_line_is_strict (const char *line,
                       gsize       length,
                       Framing    *framing)
{
  gsize i = 0, name_length;

  while (i < length && is_token_char (line[i]))
    i++;
  if (i == 0 || i >= length || line[i] != ':')
    return FALSE;
  name_length = i;
  for (i++; i < length; i++)
    if ((guchar) line[i] < ' ' ? line[i] != '\t' : line[i] == 0x7f)
      return FALSE;
  count_framing (framing, line, name_length, length);
  return TRUE;
}

/* One Host (HTTP/1.1 must have it), at most one Content-Length of digits,
 * a Transfer-Encoding only "chunked" and never with a Content-Length: the
 * two readings of where a body ends are how requests are smuggled. */
static gboolean
framing_is_strict (const Framing *framing)
{
  return framing->n_host <= 1 && (framing->n_host == 1 || !framing->http_1_1) &&
         framing->n_length <= 1 && framing->length_digits &&
         framing->n_encoding <= 1 && (framing->n_encoding == 0 || framing->chunked) &&
         !(framing->n_encoding > 0 && framing->n_length > 0);
}

gboolean
hammer_server_head_is_strict (const char *head,
                              gsize       length,
                              gboolean   *complete)
{
  Framing framing = { FALSE, 0, 0, 0, TRUE, FALSE };
  gsize start = 0;
  guint n_lines = 0;

  *complete = FALSE;
  while (start < length)
    {
      const char *newline = memchr (head + start, '\n', length - start);
      const char *cr = memchr (head + start, '\r', (newline != NULL ? (gsize) (newline - head)
                                                                    : length) - start);
      gsize end;

      /* A CR is only ever the first half of a line's end. */
      if (cr != NULL && (newline == NULL || cr + 1 != newline))
        return cr + 1 == head + length;
      if (newline == NULL)
        return TRUE;
      /* A bare LF ends no line. */
      if (newline == head + start || newline[-1] != '\r')
        return FALSE;
      end = (gsize) (newline - head) - 1;
      if (end == start)
        {
          /* The empty line: the head is whole, if anything came before. */
          *complete = n_lines > 0;
          return n_lines > 0 && framing_is_strict (&framing);
        }
      if (n_lines == 0 ? !request_line_is_strict (head + start, end - start)
                       : !header_line_is_strict (head + start, end - start, &framing))
        return FALSE;
      if (n_lines == 0)
        framing.http_1_1 = head[end - 1] == '1';
      n_lines++;
      start = (gsize) (newline - head) + 1;
    }
  return TRUE;
}

/* Connections waiting for their head */

static void
waiting_free (Waiting *waiting)
{
  if (waiting->watch != NULL)
    {
      g_source_destroy (waiting->watch);
      g_source_unref (waiting->watch);
    }
  if (waiting->fd >= 0)
    {
      close (waiting->fd);
      hammer_server_listener_closed (waiting->listener, waiting->address);
    }
  g_free (waiting->address);
  g_free (waiting);
}

static void
hand_over (HammerServerListener *self,
           Waiting              *waiting)
{
  int fd = waiting->fd;
  int one = 1;

  /* Read from here on by libmicrohttpd: any byte wakes it. */
  setsockopt (fd, SOL_SOCKET, SO_RCVLOWAT, &one, sizeof one);
  waiting->fd = -1;
  g_hash_table_steal (self->waiting, waiting);
  waiting->marks.head = hammer_server_trace_now (self->trace);
  self->handover (fd, (const struct sockaddr *) &waiting->native, waiting->native_length,
                  &waiting->marks, self->handover_data);
  waiting->fd = -1;
  waiting_free (waiting);
}

static gboolean
read_waiting (int          fd,
              GIOCondition condition,
              gpointer     data)
{
  Waiting *waiting = data;
  HammerServerListener *self = waiting->listener;
  g_autofree char *head = g_malloc (MAX_HEAD + 1);
  gssize n = recv (fd, head, MAX_HEAD + 1, MSG_PEEK | MSG_DONTWAIT);
  gboolean complete = FALSE, strict;
  int lowat;

  if (n < 0 && (errno == EAGAIN || errno == EINTR))
    return G_SOURCE_CONTINUE;
  /* Gone, or closed its side with no more to say. */
  if (n <= 0 || n == waiting->peeked)
    {
      g_hash_table_remove (self->waiting, waiting);
      return G_SOURCE_REMOVE;
    }
  waiting->peeked = n;
  strict = hammer_server_head_is_strict (head, MIN (n, MAX_HEAD), &complete);
  if (strict && complete)
    {
      hand_over (self, waiting);
      return G_SOURCE_REMOVE;
    }
  if (!strict || n > MAX_HEAD)
    {
      log_refusal (self, strict ? "a request's head too large"
                                : "a request that is not strict HTTP", waiting->address);
      hammer_server_write_refusal (fd, strict ? 431 : 400, waiting->address);
      g_hash_table_remove (self->waiting, waiting);
      return G_SOURCE_REMOVE;
    }
  /* Woken again only once more has come than is in now. */
  lowat = (int) n + 1;
  setsockopt (fd, SOL_SOCKET, SO_RCVLOWAT, &lowat, sizeof lowat);
  return G_SOURCE_CONTINUE;
}

static gboolean
on_waiting_readable (int          fd,
                     GIOCondition condition,
                     gpointer     data)
{
  HammerServerTrace *trace = ((Waiting *) data)->listener->trace;
  gboolean again;

  hammer_server_trace_enter (trace);
  again = read_waiting (fd, condition, data);
  hammer_server_trace_leave (trace, HAMMER_SERVER_WORK_LISTENER);
  return again;
}

static char *
address_text (const struct sockaddr *native,
              gsize                  length)
{
  g_autoptr(GSocketAddress) address = g_socket_address_new_from_native ((gpointer) native,
                                                                        length);

  if (!G_IS_INET_SOCKET_ADDRESS (address))
    return g_strdup ("");
  return g_inet_address_to_string (
    g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));
}

static void
welcome (HammerServerListener    *self,
         int                      fd,
         struct sockaddr_storage *native,
         socklen_t                native_length)
{
  Waiting *waiting;
  g_autofree char *address = address_text ((struct sockaddr *) native, native_length);
  guint n_here = GPOINTER_TO_UINT (g_hash_table_lookup (self->per_address, address));

  if (self->n_open >= self->limits.max_connections || n_here >= self->limits.max_per_address)
    {
      log_refusal (self, self->n_open >= self->limits.max_connections
                         ? "connection limit reached" : "connection limit of one address reached",
                   address);
      close (fd);
      return;
    }
  waiting = g_new0 (Waiting, 1);
  waiting->listener = self;
  waiting->fd = fd;
  waiting->address = g_steal_pointer (&address);
  waiting->native = *native;
  waiting->native_length = native_length;
  waiting->deadline = g_get_monotonic_time () +
                      (gint64) self->limits.header_timeout * G_USEC_PER_SEC;
  hammer_server_trace_accepted (self->trace, &waiting->marks);
  count_open (self, waiting->address);
  g_hash_table_add (self->waiting, waiting);
  waiting->watch = g_unix_fd_source_new (fd, G_IO_IN | G_IO_HUP | G_IO_ERR);
  g_source_set_callback (waiting->watch, G_SOURCE_FUNC (on_waiting_readable), waiting, NULL);
  g_source_attach (waiting->watch, self->context);
}

/* Accepting */

static gboolean on_acceptable (int fd, GIOCondition condition, gpointer data);

static void
watch_listening (HammerServerListener *self)
{
  self->accept_source = g_unix_fd_source_new (g_socket_get_fd (self->socket), G_IO_IN);
  g_source_set_callback (self->accept_source, G_SOURCE_FUNC (on_acceptable), self, NULL);
  g_source_attach (self->accept_source, self->context);
}

static gboolean
resume_accepting (gpointer data)
{
  HammerServerListener *self = data;

  g_clear_pointer (&self->pause_source, g_source_unref);
  watch_listening (self);
  return G_SOURCE_REMOVE;
}

static gboolean
accept_all (int          listen_fd,
            GIOCondition condition,
            gpointer     data)
{
  HammerServerListener *self = data;

  for (guint i = 0; i < 64; i++)
    {
      struct sockaddr_storage native;
      socklen_t length = sizeof native;
      int fd = accept4 (listen_fd, (struct sockaddr *) &native, &length,
                        SOCK_NONBLOCK | SOCK_CLOEXEC);

      if (fd >= 0)
        {
          welcome (self, fd, &native, length);
          continue;
        }
      if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM)
        {
          /* No descriptor left: the clients wait in the backlog while the
           * connections open end; accepting resumes in a moment. */
          log_refusal (self, "no file descriptors left; accepting again shortly", "");
          g_clear_pointer (&self->accept_source, g_source_unref);
          self->pause_source = g_timeout_source_new (DESCRIPTORS_PAUSE_MS);
          g_source_set_callback (self->pause_source, resume_accepting, self, NULL);
          g_source_attach (self->pause_source, self->context);
          return G_SOURCE_REMOVE;
        }
      break;
    }
  return G_SOURCE_CONTINUE;
}

static gboolean
on_acceptable (int          listen_fd,
               GIOCondition condition,
               gpointer     data)
{
  HammerServerListener *self = data;
  gboolean again;

  hammer_server_trace_enter (self->trace);
  again = accept_all (listen_fd, condition, data);
  hammer_server_trace_leave (self->trace, HAMMER_SERVER_WORK_LISTENER);
  return again;
}

/* Heads that take longer than the header timeout: closed. */
static gboolean
sweep_waiting (gpointer data)
{
  HammerServerListener *self = data;
  gint64 now = g_get_monotonic_time ();
  GHashTableIter iter;
  Waiting *waiting;

  g_hash_table_iter_init (&iter, self->waiting);
  while (g_hash_table_iter_next (&iter, (gpointer *) &waiting, NULL))
    if (waiting->deadline < now)
      g_hash_table_iter_remove (&iter);
  return G_SOURCE_CONTINUE;
}

/* Our own listening socket: its errors say what went wrong, and its
 * backlog is ours. */
static GSocket *
listen_on (const char  *address,
           guint        port,
           guint        backlog,
           char       **url,
           GError     **error)
{
  g_autoptr(GInetAddress) inet = g_inet_address_new_from_string (address);
  g_autoptr(GSocketAddress) socket_address = NULL;
  g_autoptr(GSocketAddress) local = NULL;
  g_autoptr(GSocket) socket = NULL;
  g_autoptr(GError) local_error = NULL;
  GSocketFamily family;
  guint bound;

  if (inet == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is not a network address such as 127.0.0.1"), address);
      return NULL;
    }
  family = g_inet_address_get_family (inet);
  socket_address = g_inet_socket_address_new (inet, port);
  if ((socket = g_socket_new (family, G_SOCKET_TYPE_STREAM, G_SOCKET_PROTOCOL_TCP,
                              &local_error)) != NULL)
    g_socket_set_listen_backlog (socket, (int) backlog);
  if (socket == NULL || !g_socket_bind (socket, socket_address, TRUE, &local_error) ||
      !g_socket_listen (socket, &local_error) ||
      !(local = g_socket_get_local_address (socket, &local_error)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
                   _("Could not serve on %s port %u: %s"), address, port,
                   local_error->message);
      return NULL;
    }
  bound = g_inet_socket_address_get_port (G_INET_SOCKET_ADDRESS (local));
  *url = family == G_SOCKET_FAMILY_IPV6 ? g_strdup_printf ("http://[%s]:%u/", address, bound)
                                        : g_strdup_printf ("http://%s:%u/", address, bound);
  return g_steal_pointer (&socket);
}

HammerServerListener *
hammer_server_listener_new (const HammerServerLimits *limits,
                            GMainContext             *context,
                            const char               *address,
                            guint                     port,
                            HammerServerHandover      handover,
                            gpointer                  data,
                            char                    **url,
                            GError                  **error)
{
  HammerServerListener *self;
  g_autoptr(GSocket) socket = listen_on (address, port, limits->backlog, url, error);

  if (socket == NULL)
    return NULL;
  self = g_new0 (HammerServerListener, 1);
  self->limits = *limits;
  self->context = g_main_context_ref (context);
  self->socket = g_steal_pointer (&socket);
  self->handover = handover;
  self->handover_data = data;
  self->waiting = g_hash_table_new_full (g_direct_hash, g_direct_equal,
                                         (GDestroyNotify) waiting_free, NULL);
  self->per_address = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  watch_listening (self);
  self->sweep_source = g_timeout_source_new (CLAMP (limits->header_timeout * 250, 100, 1000));
  g_source_set_callback (self->sweep_source, sweep_waiting, self, NULL);
  g_source_attach (self->sweep_source, context);
  return self;
}

static void
destroy_source (GSource **source)
{
  if (*source == NULL)
    return;
  g_source_destroy (*source);
  g_clear_pointer (source, g_source_unref);
}

void
hammer_server_listener_set_trace (HammerServerListener *self,
                                  HammerServerTrace    *trace)
{
  self->trace = trace;
}

void
hammer_server_listener_stop (HammerServerListener *self)
{
  destroy_source (&self->accept_source);
  destroy_source (&self->pause_source);
  if (self->socket != NULL)
    g_socket_close (self->socket, NULL);
  g_clear_object (&self->socket);
  g_hash_table_remove_all (self->waiting);
}

void
hammer_server_listener_free (HammerServerListener *self)
{
  if (self == NULL)
    return;
  hammer_server_listener_stop (self);
  destroy_source (&self->sweep_source);
  g_hash_table_unref (self->waiting);
  g_hash_table_unref (self->per_address);
  g_main_context_unref (self->context);
  g_free (self);
}
