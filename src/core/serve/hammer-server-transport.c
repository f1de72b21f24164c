/* hammer-server-transport.c — the hall server's HTTP, on libmicrohttpd
 *
 * The thread model. libmicrohttpd (MHD) runs without a thread of its own:
 * its epoll descriptor and its next timeout are a GSource on the server's
 * thread (hammer-server.c), and MHD_run() is called from there. Every
 * request is thus read, routed and answered on that one thread, with the
 * server's one connection to the database, one after the other: writes
 * stay serialized without a lock, and the caches of the routes need none.
 * The routes take milliseconds, and MHD reads and writes without blocking,
 * so one thread serves a hall; a thread pool would put the store behind a
 * mutex and win nothing.
 *
 * Connections come from the listener (hammer-server-listener.c), which
 * accepts them, counts them and hands one over only once its request's
 * head is in, whole and strict; MHD then reads the head and the body, and
 * the routes answer. One request per connection: every answer closes it,
 * so the head of every request passes the listener (MHD 0.9.75 would take
 * a folded or LF-ended one on a kept-alive connection), no idle connection
 * holds a descriptor, and no smuggled second request is read.
 *
 * A route may defer its answer (hammer_server_response_defer()): what it
 * needs is being read on the server's reader. Its connection is then
 * suspended (MHD reads and writes nothing of it, the others go on), and
 * once the server says its reader is ready (hammer_server_transport_resume())
 * every suspended one is resumed and routed again, to be answered or
 * deferred once more.
 *
 * The limits (hammer_server_limits_default(), hammer-server-http-part.c)
 * are a design, not patches:
 *   - a connection limit below the process's descriptors, and a limit per
 *     client address (the listener's, MHD's the same behind them);
 *   - a listen backlog fit for a hall's phones arriving at once;
 *   - a header timeout (the listener's: the whole head in time, however
 *     slowly it drips), an idle timeout (MHD's: a connection silent that
 *     long while its body or answer moves is closed) and a request timeout
 *     (ours: the body and the answer in time);
 *   - a body too large is never kept: a body over HAMMER_SERVER_MAX_BODY is
 *     read and dropped up to DRAIN_MAX (so that an ordinary client, still
 *     sending, hears the 413 rather than a reset), and refused before the
 *     rest is read past that: at its head when its Content-Length says so,
 *     or as soon as a chunked body gets there (413, the connection closed);
 *   - strict parsing: the listener's byte by byte, MHD's strict mode (Host
 *     required, a Content-Length of digits), and ours on the parsed head:
 *     one Host, one Content-Length, no Transfer-Encoding but "chunked" and
 *     never with a Content-Length (400: the two readings of where a body
 *     ends are how requests are smuggled).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "serve/hammer-server-listener.h"
#include "serve/hammer-server-private.h"

/* A request's head must fit in half of this; a phone's is under 2 KiB. */
#define MEMORY_PER_CONNECTION (32 * 1024)
/* How much of a body too large is read (and dropped) before the 413. */
#define DRAIN_MAX (1024 * 1024)
/* Descriptors left for the rest of the process: the database, the app. */
#define RESERVED_DESCRIPTORS 64
/* MHD's messages (a limit reached) at most this often. */
#define LOG_INTERVAL_US (10 * G_USEC_PER_SEC)

struct _HammerServerTransport
{
  HammerServer       *server;
  HammerServerLimits  limits;
  struct MHD_Daemon  *daemon;
  HammerServerListener *listener;
  GSource            *source;       /* MHD's epoll descriptor and timeout */
  GSource            *sweep;        /* our deadlines */
  GHashTable         *connections;  /* Connection, MHD's socket context */
  gint64              last_log;
  guint               n_unlogged;
  gboolean            refused_midway; /* MHD's "internal error" that follows
                                       * is ours, and said already */
  HammerServerTrace  *trace;        /* HAMMER_SERVE_TRACE's, or NULL */
  HammerServerTraceMarks handed;    /* of the connection MHD takes now */
  GQueue              deferred;     /* Exchange, their connections suspended */
};

/* One connection, from MHD's accept to its close. */
typedef struct
{
  int    fd;
  char  *address;
  gint64 deadline;                  /* monotonic µs; G_MAXINT64: none */
  HammerServerTraceMarks marks;     /* when traced */
} Connection;

/* One request on a connection, from its target to its answer. */
typedef struct
{
  char                 *target;     /* as sent: path and query */
  HammerServerRequest  *request;    /* NULL until its head is in */
  GByteArray           *body;       /* NULL: answered, or dropped */
  gboolean              too_large;
  guint64               drained;
  Connection           *connection; /* when traced */
  guint                 status;     /* answered with */
  struct MHD_Connection *mhd;       /* while deferred */
  gboolean              resumed;    /* to be routed again */
} Exchange;

static void
connection_free (Connection *connection)
{
  g_free (connection->address);
  g_free (connection);
}

static void
exchange_free (Exchange *exchange)
{
  g_free (exchange->target);
  g_clear_pointer (&exchange->request, hammer_server_request_free);
  if (exchange->body != NULL)
    g_byte_array_unref (exchange->body);
  g_free (exchange);
}

static void
set_deadline (Connection *connection,
              guint       seconds)
{
  connection->deadline = g_get_monotonic_time () + (gint64) seconds * G_USEC_PER_SEC;
}

static char *client_address (struct MHD_Connection *mhd);

/* MHD's callbacks */

/* A client hammering at a limit must not fill the log. */
static void
log_text (HammerServerTransport *self,
          const char            *message)
{
  gint64 now = g_get_monotonic_time ();

  if (self->last_log != 0 && now - self->last_log < LOG_INTERVAL_US)
    {
      self->n_unlogged++;
      return;
    }
  if (self->n_unlogged > 0)
    g_message ("Hall server: %s (and %u more since)", message, self->n_unlogged);
  else
    g_message ("Hall server: %s", message);
  self->last_log = now;
  self->n_unlogged = 0;
}

static void
log_message (void       *data,
             const char *format,
             va_list     args)
{
  HammerServerTransport *self = data;
  g_autofree char *message = NULL;

  if (self->refused_midway)
    {
      self->refused_midway = FALSE;
      return;
    }
  message = g_strdup_vprintf (format, args);
  g_strchomp (message);
  log_text (self, message);
}

static void
on_connection (void                           *data,
               struct MHD_Connection          *mhd,
               void                          **socket_context,
               enum MHD_ConnectionNotificationCode code)
{
  HammerServerTransport *self = data;
  Connection *connection;

  if (code == MHD_CONNECTION_NOTIFY_STARTED)
    {
      const union MHD_ConnectionInfo *info =
        MHD_get_connection_info (mhd, MHD_CONNECTION_INFO_CONNECTION_FD);

      connection = g_new0 (Connection, 1);
      connection->fd = info != NULL ? info->connect_fd : -1;
      connection->address = client_address (mhd);
      set_deadline (connection, self->limits.request_timeout);
      connection->marks = self->handed;
      self->handed.accepted = 0;
      g_hash_table_add (self->connections, connection);
      *socket_context = connection;
    }
  else if ((connection = *socket_context) != NULL)
    {
      if (self->listener != NULL)
        hammer_server_listener_closed (self->listener, connection->address);
      g_hash_table_remove (self->connections, connection);
      *socket_context = NULL;
    }
}

/* Called with the request line, before MHD decodes anything: the target
 * as sent is ours to parse (hammer-server-exchange.c). */
static void *
on_target (void                  *data,
           const char            *target,
           struct MHD_Connection *mhd)
{
  HammerServerTransport *self = data;
  Exchange *exchange = g_new0 (Exchange, 1);

  exchange->target = g_strdup (target);
  if (self->trace != NULL)
    {
      const union MHD_ConnectionInfo *info =
        MHD_get_connection_info (mhd, MHD_CONNECTION_INFO_SOCKET_CONTEXT);

      if (info != NULL && (exchange->connection = info->socket_context) != NULL)
        exchange->connection->marks.mhd = g_get_monotonic_time ();
    }
  return exchange;
}

static void
on_completed (void                            *data,
              struct MHD_Connection           *mhd,
              void                           **request_context,
              enum MHD_RequestTerminationCode  code)
{
  HammerServerTransport *self = data;
  Exchange *exchange = *request_context;

  if (exchange == NULL)
    return;
  if (exchange->connection != NULL && exchange->request != NULL &&
      g_strcmp0 (exchange->request->method, "POST") == 0)
    hammer_server_trace_post (self->trace, &exchange->connection->marks, exchange->target,
                              code == MHD_REQUEST_TERMINATED_COMPLETED_OK ? exchange->status : 0);
  if (exchange->request != NULL)
    hammer_server_request_ended (self->server);
  g_queue_remove (&self->deferred, exchange);
  exchange_free (exchange);
  *request_context = NULL;
}

/* Requests */

static char *
client_address (struct MHD_Connection *mhd)
{
  const union MHD_ConnectionInfo *info =
    MHD_get_connection_info (mhd, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  g_autoptr(GSocketAddress) address = NULL;
  gsize length;

  if (info == NULL || info->client_addr == NULL)
    return g_strdup ("");
  length = info->client_addr->sa_family == AF_INET6 ? sizeof (struct sockaddr_in6)
                                                    : sizeof (struct sockaddr_in);
  address = g_socket_address_new_from_native (info->client_addr, length);
  if (!G_IS_INET_SOCKET_ADDRESS (address))
    return g_strdup ("");
  return g_inet_address_to_string (
    g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (address)));
}

typedef struct
{
  guint       n_host;
  guint       n_length;
  guint       n_encoding;
  const char *length;
  const char *encoding;
} HeadCount;

static enum MHD_Result
count_header (void           *data,
              enum MHD_ValueKind kind,
              const char     *name,
              const char     *value)
{
  HeadCount *count = data;

  if (g_ascii_strcasecmp (name, "Host") == 0)
    count->n_host++;
  else if (g_ascii_strcasecmp (name, "Content-Length") == 0)
    {
      count->n_length++;
      count->length = value;
    }
  else if (g_ascii_strcasecmp (name, "Transfer-Encoding") == 0)
    {
      count->n_encoding++;
      count->encoding = value;
    }
  return MHD_YES;
}

/* What MHD lets through and we do not: a second Host or Content-Length, a
 * Transfer-Encoding but "chunked", or one with a Content-Length (the two
 * readings of where the body ends are how requests are smuggled). The
 * listener refused such a head already; this holds should a head ever come
 * another way. Sets @length to the Content-Length, or -1 for none. */
static gboolean
head_is_strict (struct MHD_Connection *mhd,
                gint64                *length)
{
  HeadCount count = { 0 };
  guint64 value = 0;

  MHD_get_connection_values (mhd, MHD_HEADER_KIND, count_header, &count);
  *length = -1;
  if (count.n_host > 1 || count.n_length > 1 || count.n_encoding > 1)
    return FALSE;
  if (count.n_encoding == 1 &&
      (count.n_length > 0 || g_ascii_strcasecmp (count.encoding, "chunked") != 0))
    return FALSE;
  if (count.n_length == 1)
    {
      if (!g_ascii_isdigit (count.length[0]) ||
          !g_ascii_string_to_unsigned (count.length, 10, 0, G_MAXINT64, &value, NULL))
        return FALSE;
      *length = (gint64) value;
    }
  return TRUE;
}

static char *
header (struct MHD_Connection *mhd,
        const char            *name)
{
  return g_strdup (MHD_lookup_connection_value (mhd, MHD_HEADER_KIND, name));
}

static HammerServerRequest *
read_head (struct MHD_Connection *mhd,
           const char            *method,
           const char            *target)
{
  g_autofree char *address = client_address (mhd);
  HammerServerRequest *request = hammer_server_request_new (method, target, address);

  request->host = header (mhd, "Host");
  request->accept_language = header (mhd, "Accept-Language");
  request->if_none_match = header (mhd, "If-None-Match");
  request->content_type = header (mhd, "Content-Type");
  request->origin = header (mhd, "Origin");
  return request;
}

static enum MHD_Result
queue (struct MHD_Connection *mhd,
       Exchange              *exchange,
       HammerServerResponse  *response)
{
  gsize size = 0;
  const void *data = response->body != NULL ? g_bytes_get_data (response->body, &size) : NULL;
  struct MHD_Response *answer =
    MHD_create_response_from_buffer (size, (void *) data, MHD_RESPMEM_MUST_COPY);
  enum MHD_Result result;

  if (answer == NULL)
    return MHD_NO;
  exchange->status = response->status;
  for (guint i = 0; i + 1 < response->headers->len; i += 2)
    MHD_add_response_header (answer, g_ptr_array_index (response->headers, i),
                             g_ptr_array_index (response->headers, i + 1));
  if (response->content_type != NULL)
    MHD_add_response_header (answer, "Content-Type", response->content_type);
  /* One request per connection (see above): MHD closes it after an answer
   * that says so. */
  MHD_add_response_header (answer, "Connection", "close");
  result = MHD_queue_response (mhd, response->status, answer);
  MHD_destroy_response (answer);
  return result;
}

/* A chunked body passed the limit in the middle: MHD 0.9.75 queues an
 * answer only before the body or after all of it, so the 413 is written
 * here, on the socket whose send buffer is empty, and the connection ends
 * (MHD_NO): the rest of the body is never read. */
static enum MHD_Result
refuse_midway (HammerServerTransport *self,
               struct MHD_Connection *mhd,
               Exchange              *exchange)
{
  const union MHD_ConnectionInfo *info =
    MHD_get_connection_info (mhd, MHD_CONNECTION_INFO_CONNECTION_FD);

  if (info != NULL && info->connect_fd >= 0)
    hammer_server_write_refusal (info->connect_fd, 413, exchange->request->address);
  {
    g_autofree char *message = g_strdup_printf ("a chunked body over %u bytes refused (%s)",
                                                DRAIN_MAX, exchange->request->address);

    log_text (self, message);
  }
  self->refused_midway = TRUE;
  return MHD_NO;
}

/* The head is in: check it, and answer what needs no body. */
static enum MHD_Result
begin_request (HammerServerTransport *self,
               struct MHD_Connection *mhd,
               Exchange              *exchange,
               const char            *method)
{
  g_autoptr(HammerServerResponse) response = hammer_server_response_new ();
  gint64 length = -1;
  gboolean strict = head_is_strict (mhd, &length);

  exchange->request = read_head (mhd, method, exchange->target != NULL ? exchange->target : "/");
  hammer_server_request_begun (self->server);

  if (!strict)
    hammer_server_route_refuse (exchange->request, response, 400);
  else if (hammer_server_route_head (self->server, exchange->request, response))
    ;
  else if (length > DRAIN_MAX)
    hammer_server_route_refuse (exchange->request, response, 413);
  else if (length > HAMMER_SERVER_MAX_BODY)
    {
      exchange->too_large = TRUE;
      return MHD_YES;
    }
  else
    {
      exchange->body = g_byte_array_new ();
      return MHD_YES;
    }
  /* MHD reads no body after an answer queued now. */
  return queue (mhd, exchange, response);
}

/* What a request is, for the trace: a spectator's poll, a board's, a
 * post, or another. */
static HammerServerWork
work_of (const HammerServerRequest *request)
{
  if (g_str_equal (request->path, "/api/event"))
    return HAMMER_SERVER_WORK_HALL;
  if (g_str_has_prefix (request->path, "/api/boards/"))
    return HAMMER_SERVER_WORK_BOARD;
  if (g_str_equal (request->method, "POST") && g_str_has_prefix (request->path, "/api/matches/"))
    return HAMMER_SERVER_WORK_POST;
  return HAMMER_SERVER_WORK_ROUTE;
}

static void
route (HammerServerTransport *self,
       Exchange              *exchange,
       HammerServerResponse  *response)
{
  HammerServerWork work = work_of (exchange->request);
  guint n_builds = self->trace != NULL ? hammer_server_get_n_hall_builds (self->server) : 0;

  HammerServerTraceMarks *marks = exchange->connection != NULL ? &exchange->connection->marks
                                                               : NULL;
  gint64 cpu = 0, waiting = 0, cpu_after, waiting_after;

  hammer_server_trace_enter (self->trace);
  if (marks != NULL)
    {
      marks->routed = g_get_monotonic_time ();
      hammer_server_trace_thread_times (self->trace, &cpu, &waiting);
    }
  hammer_server_route (self->server, exchange->request, response);
  if (marks != NULL)
    {
      marks->stored = g_get_monotonic_time ();
      hammer_server_trace_thread_times (self->trace, &cpu_after, &waiting_after);
      marks->route_cpu = cpu_after - cpu;
      marks->route_waiting = waiting_after - waiting;
    }
  if (self->trace != NULL && hammer_server_get_n_hall_builds (self->server) != n_builds)
    work = HAMMER_SERVER_WORK_HALL_BUILD;
  hammer_server_trace_leave (self->trace, work);
}

/* Routes @exchange's request, its body read: answers it, or suspends its
 * connection while the answer is deferred. */
static enum MHD_Result
answer (HammerServerTransport *self,
        struct MHD_Connection *mhd,
        Exchange              *exchange)
{
  g_autoptr(HammerServerResponse) response = hammer_server_response_new ();

  route (self, exchange, response);
  if (response->deferred)
    {
      exchange->mhd = mhd;
      g_queue_push_tail (&self->deferred, exchange);
      MHD_suspend_connection (mhd);
      return MHD_YES;
    }
  return queue (mhd, exchange, response);
}

static enum MHD_Result
on_request (void                  *data,
            struct MHD_Connection *mhd,
            const char            *url,
            const char            *method,
            const char            *version,
            const char            *upload,
            size_t                *upload_size,
            void                 **request_context)
{
  HammerServerTransport *self = data;
  Exchange *exchange = *request_context;
  g_autoptr(HammerServerResponse) response = NULL;

  if (exchange == NULL)
    return MHD_NO;
  if (exchange->request == NULL)
    return begin_request (self, mhd, exchange, method);
  if (exchange->resumed)
    {
      exchange->resumed = FALSE;
      return answer (self, mhd, exchange);
    }
  if (*upload_size > 0)
    {
      if (!exchange->too_large && exchange->body != NULL &&
          exchange->body->len + *upload_size > HAMMER_SERVER_MAX_BODY)
        {
          exchange->too_large = TRUE;
          exchange->drained = exchange->body->len;
          g_clear_pointer (&exchange->body, g_byte_array_unref);
        }
      if (exchange->too_large)
        {
          exchange->drained += *upload_size;
          if (exchange->drained > DRAIN_MAX)
            return refuse_midway (self, mhd, exchange);
        }
      else if (exchange->body != NULL)
        g_byte_array_append (exchange->body, (const guint8 *) upload, *upload_size);
      *upload_size = 0;
      return MHD_YES;
    }
  if (exchange->too_large)
    {
      response = hammer_server_response_new ();
      hammer_server_route_refuse (exchange->request, response, 413);
      return queue (mhd, exchange, response);
    }
  if (exchange->body == NULL)
    return MHD_YES;
  exchange->request->body = g_byte_array_free_to_bytes (g_steal_pointer (&exchange->body));
  return answer (self, mhd, exchange);
}

/* Driving MHD from the server's main context */

static void
rearm (HammerServerTransport *self)
{
  MHD_UNSIGNED_LONG_LONG timeout = 0;

  if (MHD_get_timeout (self->daemon, &timeout) == MHD_YES)
    g_source_set_ready_time (self->source,
                             g_get_monotonic_time () + (gint64) MIN (timeout, 60000) * 1000);
  else
    g_source_set_ready_time (self->source, -1);
}

static gboolean
daemon_dispatch (GSource     *source,
                 GSourceFunc  callback,
                 gpointer     data)
{
  return callback (data);
}

static GSourceFuncs daemon_source_funcs = { NULL, NULL, daemon_dispatch, NULL, NULL, NULL };

static gboolean
run_daemon (gpointer data)
{
  HammerServerTransport *self = data;

  hammer_server_trace_enter (self->trace);
  MHD_run (self->daemon);
  rearm (self);
  hammer_server_trace_leave (self->trace, HAMMER_SERVER_WORK_HTTP);
  return G_SOURCE_CONTINUE;
}

/* The deadlines MHD does not keep: a connection past its own is shut down
 * (not closed: the descriptor stays MHD's), and MHD then closes it. */
static gboolean
sweep_deadlines (gpointer data)
{
  HammerServerTransport *self = data;
  gint64 now = g_get_monotonic_time ();
  GHashTableIter iter;
  Connection *connection;

  hammer_server_trace_enter (self->trace);
  g_hash_table_iter_init (&iter, self->connections);
  while (g_hash_table_iter_next (&iter, (gpointer *) &connection, NULL))
    if (connection->deadline < now && connection->fd >= 0)
      {
        shutdown (connection->fd, SHUT_RDWR);
        connection->deadline = G_MAXINT64;
      }
  hammer_server_trace_leave (self->trace, HAMMER_SERVER_WORK_SWEEP);
  if (self->trace != NULL)
    hammer_server_trace_memory (self->trace, hammer_store_get_memory_used ());
  return G_SOURCE_CONTINUE;
}

/* Listening */

/* The connection limit, kept below the descriptors the process may open. */
static guint
connection_limit (guint wanted)
{
  struct rlimit limit;
  rlim_t room;

  if (getrlimit (RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
    return wanted;
  room = limit.rlim_cur > 2 * RESERVED_DESCRIPTORS ? limit.rlim_cur - RESERVED_DESCRIPTORS
                                                   : limit.rlim_cur / 2;
  return (guint) MAX (1, MIN ((rlim_t) wanted, room));
}

static void
take_connection (int                           fd,
                 const struct sockaddr        *native,
                 gsize                         native_length,
                 const HammerServerTraceMarks *marks,
                 gpointer                      data)
{
  HammerServerTransport *self = data;

  /* MHD tells on_connection() of it at once. */
  self->handed = *marks;
  /* MHD closes @fd when it cannot take it (at its limits, the same as the
   * listener's): then the listener counts it no more. */
  if (MHD_add_connection (self->daemon, fd, native, (socklen_t) native_length) != MHD_YES)
    {
      g_autoptr(GSocketAddress) address =
        g_socket_address_new_from_native ((gpointer) native, native_length);
      g_autofree char *text = G_IS_INET_SOCKET_ADDRESS (address)
        ? g_inet_address_to_string (g_inet_socket_address_get_address (
                                      G_INET_SOCKET_ADDRESS (address)))
        : g_strdup ("");

      hammer_server_listener_closed (self->listener, text);
    }
  /* MHD reads the new connection at once. */
  g_source_set_ready_time (self->source, 0);
}

HammerServerTransport *
hammer_server_transport_new (HammerServer              *server,
                             const HammerServerLimits  *limits,
                             GMainContext              *context,
                             const char                *address,
                             guint                      port,
                             char                     **url,
                             GError                   **error)
{
  g_autofree HammerServerTransport *self = g_new0 (HammerServerTransport, 1);
  const union MHD_DaemonInfo *info;
  unsigned int flags = MHD_USE_EPOLL | MHD_USE_NO_LISTEN_SOCKET | MHD_USE_ERROR_LOG |
                       MHD_ALLOW_SUSPEND_RESUME;

  self->server = server;
  self->limits = *limits;
  self->limits.max_connections = connection_limit (limits->max_connections);
  self->daemon = MHD_start_daemon (
    flags, 0, NULL, NULL, on_request, self,
    /* First, so that every message of MHD comes here. */
    MHD_OPTION_EXTERNAL_LOGGER, log_message, self,
    MHD_OPTION_CONNECTION_LIMIT, (unsigned int) self->limits.max_connections,
    MHD_OPTION_PER_IP_CONNECTION_LIMIT, (unsigned int) limits->max_per_address,
    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int) limits->idle_timeout,
    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t) MEMORY_PER_CONNECTION,
    MHD_OPTION_STRICT_FOR_CLIENT, (int) 1,
    MHD_OPTION_URI_LOG_CALLBACK, on_target, self,
    MHD_OPTION_NOTIFY_COMPLETED, on_completed, self,
    MHD_OPTION_NOTIFY_CONNECTION, on_connection, self,
    MHD_OPTION_END);
  if (self->daemon == NULL ||
      !(info = MHD_get_daemon_info (self->daemon, MHD_DAEMON_INFO_EPOLL_FD)))
    {
      g_clear_pointer (&self->daemon, MHD_stop_daemon);
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
                   _("Could not serve on %s port %u: %s"), address, port,
                   _("the HTTP server did not start"));
      return NULL;
    }
  /* The backlog is the listener's socket's (MHD_OPTION_LISTEN_BACKLOG_SIZE
   * is for a socket of MHD's own). */
  if (!(self->listener = hammer_server_listener_new (&self->limits, context, address, port,
                                                     take_connection, self, url, error)))
    {
      MHD_stop_daemon (self->daemon);
      return NULL;
    }
  self->trace = hammer_server_trace_new_from_env ();
  hammer_server_listener_set_trace (self->listener, self->trace);
  self->connections = g_hash_table_new_full (g_direct_hash, g_direct_equal,
                                             (GDestroyNotify) connection_free, NULL);

  self->source = g_source_new (&daemon_source_funcs, sizeof (GSource));
  g_source_set_name (self->source, "hammer-server-http");
  g_source_add_unix_fd (self->source, info->epoll_fd, G_IO_IN);
  g_source_set_callback (self->source, run_daemon, self, NULL);
  g_source_attach (self->source, context);
  rearm (self);
  self->sweep = g_timeout_source_new (CLAMP (limits->request_timeout * 250, 100, 1000));
  g_source_set_callback (self->sweep, sweep_deadlines, self, NULL);
  g_source_attach (self->sweep, context);
  g_queue_init (&self->deferred);
  return g_steal_pointer (&self);
}

void
hammer_server_transport_quiesce (HammerServerTransport *self)
{
  hammer_server_listener_stop (self->listener);
}

void
hammer_server_transport_resume (HammerServerTransport *self)
{
  Exchange *exchange;

  if (g_queue_is_empty (&self->deferred))
    return;
  while ((exchange = g_queue_pop_head (&self->deferred)))
    {
      exchange->resumed = TRUE;
      MHD_resume_connection (g_steal_pointer (&exchange->mhd));
    }
  /* MHD routes them again in its next run. */
  g_source_set_ready_time (self->source, 0);
}

void
hammer_server_transport_free (HammerServerTransport *self)
{
  Exchange *exchange;

  if (self == NULL)
    return;
  /* MHD stops only with no connection suspended. */
  while ((exchange = g_queue_pop_head (&self->deferred)))
    MHD_resume_connection (g_steal_pointer (&exchange->mhd));
  g_source_destroy (self->sweep);
  g_source_unref (self->sweep);
  g_source_destroy (self->source);
  g_source_unref (self->source);
  /* Closes every connection; their callbacks come now. */
  MHD_stop_daemon (self->daemon);
  g_hash_table_unref (self->connections);
  hammer_server_listener_free (self->listener);
  hammer_server_trace_free (self->trace);
  g_free (self);
}
