/* hammer-server-reader.c — the hall server's reads after a change, off the
 * thread that answers (see hammer-server-reader.h)
 *
 * A GThreadPool of one exclusive thread: the pool's one thread lives as
 * long as the reader, so that its connection is opened, used and closed
 * there. A read made goes back to the queuing thread's main context whole
 * (what it made and its data), and is freed there: nothing the server's
 * thread reads is freed on the reader's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>

#include "hammer-i18n.h"
#include "serve/hammer-server-reader.h"
#include "store/hammer-store-tx.h"

struct _HammerServerReader
{
  GThreadPool  *pool;
  HammerStore  *store;       /* the server's: only its file's path is read on the thread */
  HammerStore  *connection;  /* the thread's, opened by its first read */
  GMainContext *context;     /* the queuing thread's */
  GSourceFunc   ready;
  gpointer      ready_data;
  gint          cancelled;   /* atomic: the reader is going */
  GMutex        lock;
  GCond         released;
  GQueue        returning;   /* Read, made and on their way back (under @lock) */
  gboolean      held;        /* reads wait before they begin (tests; under @lock) */
  guint         n_held;      /* how many wait so (under @lock) */
};

typedef struct
{
  HammerServerReader   *reader;
  char                 *language;
  HammerServerReadFunc  read;   /* NULL: the last, which closes the connection */
  HammerServerReadDone  done;
  gpointer              data;
  GDestroyNotify        data_free;
  gpointer              result;
  GError               *error;
  GSource              *source; /* on its way back */
} Read;

static void
read_free (Read *read)
{
  if (read->data_free != NULL)
    g_clear_pointer (&read->data, read->data_free);
  g_clear_error (&read->error);
  g_clear_pointer (&read->source, g_source_unref);
  g_free (read->language);
  g_free (read);
}

/* On the queuing thread: the read's done, then the reader's ready. */
static void
deliver (Read *read)
{
  read->done (g_steal_pointer (&read->result), read->error, read->data);
  read_free (read);
}

static gboolean
returned_cb (gpointer data)
{
  Read *read = data;
  HammerServerReader *self = read->reader;

  g_mutex_lock (&self->lock);
  g_queue_remove (&self->returning, read);
  g_mutex_unlock (&self->lock);
  deliver (read);
  if (self->ready != NULL)
    self->ready (self->ready_data);
  return G_SOURCE_REMOVE;
}

/* On the reader's thread. */
static void
run_read (gpointer data,
          gpointer user_data)
{
  Read *read = data;
  HammerServerReader *self = user_data;

  if (read->read == NULL)
    {
      g_clear_object (&self->connection);
      read_free (read);
      return;
    }
  g_mutex_lock (&self->lock);
  while (self->held)
    {
      self->n_held++;
      g_cond_wait (&self->released, &self->lock);
      self->n_held--;
    }
  g_mutex_unlock (&self->lock);
  if (g_atomic_int_get (&self->cancelled))
    g_set_error_literal (&read->error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                         _("Could not read the database"));
  else if (self->connection != NULL ||
           (self->connection = hammer_store_open_reader (self->store, &read->error)))
    {
      hammer_i18n_set_thread_language (read->language);
      read->result = read->read (self->connection, read->data, &read->error);
      hammer_i18n_set_thread_language (NULL);
      if (read->result == NULL && read->error == NULL)
        g_set_error_literal (&read->error, G_IO_ERROR, G_IO_ERROR_FAILED,
                             _("Could not read the database"));
    }
  /* Back whole: what it made is freed on the queuing thread. */
  read->source = g_idle_source_new ();
  g_source_set_static_name (read->source, "[hammer] server read done");
  g_source_set_callback (read->source, returned_cb, read, NULL);
  g_mutex_lock (&self->lock);
  g_queue_push_tail (&self->returning, read);
  g_source_attach (read->source, self->context);
  g_mutex_unlock (&self->lock);
}

HammerServerReader *
hammer_server_reader_new (HammerStore *store,
                          GSourceFunc  ready,
                          gpointer     ready_data)
{
  HammerServerReader *self;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_new0 (HammerServerReader, 1);
  self->store = g_object_ref (store);
  self->context = g_main_context_ref_thread_default ();
  self->ready = ready;
  self->ready_data = ready_data;
  g_mutex_init (&self->lock);
  g_cond_init (&self->released);
  g_queue_init (&self->returning);
  /* One exclusive thread: the same one for every read, and for the close. */
  self->pool = g_thread_pool_new (run_read, self, 1, TRUE, NULL);
  return self;
}

void
hammer_server_reader_free (HammerServerReader *self)
{
  Read *last;

  if (self == NULL)
    return;
  g_atomic_int_set (&self->cancelled, TRUE);
  hammer_server_reader_hold (self, FALSE);
  last = g_new0 (Read, 1);
  last->reader = self;
  g_thread_pool_push (self->pool, last, NULL);
  /* Runs what is queued (cancelled), then the close, on the thread. */
  g_thread_pool_free (self->pool, FALSE, TRUE);
  /* Those on their way back are told here, on this thread, without the
   * ready: nothing waits for them any more. */
  while (!g_queue_is_empty (&self->returning))
    {
      Read *read = g_queue_pop_head (&self->returning);

      g_source_destroy (read->source);
      deliver (read);
    }
  g_object_unref (self->store);
  g_main_context_unref (self->context);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->released);
  g_free (self);
}

void
hammer_server_reader_queue (HammerServerReader   *self,
                            const char           *language,
                            HammerServerReadFunc  read,
                            HammerServerReadDone  done,
                            gpointer              data,
                            GDestroyNotify        data_free)
{
  Read *job;

  g_return_if_fail (self != NULL);
  g_return_if_fail (read != NULL && done != NULL);

  job = g_new0 (Read, 1);
  job->reader = self;
  job->language = g_strdup (language);
  job->read = read;
  job->done = done;
  job->data = data;
  job->data_free = data_free;
  g_thread_pool_push (self->pool, job, NULL);
}

void
hammer_server_reader_hold (HammerServerReader *self,
                           gboolean            hold)
{
  g_return_if_fail (self != NULL);

  g_mutex_lock (&self->lock);
  self->held = hold;
  if (!hold)
    g_cond_broadcast (&self->released);
  g_mutex_unlock (&self->lock);
}

guint
hammer_server_reader_get_n_held (HammerServerReader *self)
{
  guint n_held;

  g_return_val_if_fail (self != NULL, 0);

  g_mutex_lock (&self->lock);
  n_held = self->n_held;
  g_mutex_unlock (&self->lock);
  return n_held;
}

/* What the server's caches keep of their reads */

HammerReadVersion
hammer_read_version_now (HammerStore *store)
{
  return (HammerReadVersion) { hammer_store_get_data_version (store),
                               hammer_store_get_generation (store) };
}

gboolean
hammer_read_version_equal (const HammerReadVersion *a,
                           const HammerReadVersion *b)
{
  return a->data_version == b->data_version && a->generation == b->generation;
}

gboolean
hammer_read_state_is_fresh (const HammerReadState *state,
                            HammerStore           *store,
                            gint64                 since)
{
  HammerReadVersion now;

  g_return_val_if_fail (state != NULL, FALSE);

  now = hammer_read_version_now (store);
  return hammer_read_version_equal (&state->version, &now) || state->asked_at >= since;
}

gboolean
hammer_read_state_failed (const HammerReadState  *state,
                          HammerStore            *store,
                          GError                **error)
{
  HammerReadVersion now;

  g_return_val_if_fail (state != NULL, FALSE);

  now = hammer_read_version_now (store);
  if (state->error == NULL || !hammer_read_version_equal (&state->error_version, &now))
    return FALSE;
  g_propagate_error (error, g_error_copy (state->error));
  return TRUE;
}

gboolean
hammer_read_state_ask (HammerReadState   *state,
                       HammerStore       *store,
                       HammerReadVersion *version,
                       gint64            *asked_at)
{
  g_return_val_if_fail (state != NULL, FALSE);

  *version = hammer_read_version_now (store);
  *asked_at = g_get_monotonic_time ();
  if (state->under_way)
    return FALSE;
  state->under_way = TRUE;
  return TRUE;
}

void
hammer_read_state_done (HammerReadState         *state,
                        const GError            *error,
                        const HammerReadVersion *version,
                        gint64                   asked_at)
{
  g_return_if_fail (state != NULL);

  state->under_way = FALSE;
  if (error == NULL)
    {
      state->version = *version;
      state->asked_at = asked_at;
      g_clear_error (&state->error);
    }
  else if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_clear_error (&state->error);
      state->error = g_error_copy (error);
      state->error_version = *version;
    }
}

void
hammer_read_state_clear (HammerReadState *state)
{
  g_return_if_fail (state != NULL);

  g_clear_error (&state->error);
}
