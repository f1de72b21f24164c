/* hammer-store-writer.c — writes off the main thread, one after the other
 *
 * A save of a big event takes a good part of a second: on the main thread
 * the window would freeze meanwhile. Each store has one writer: a thread
 * that runs the queued writes in order on a connection of its own to the
 * same file, with the store's source, so that undo and sources stay right.
 * When a write is done, the store itself tells "changed" and "changes" on
 * the caller's main context, before the caller hears of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-error.h"
#include "hammer-i18n.h"
#include "hammer-store-private.h"

struct _HammerStoreWriter
{
  /* One thread at most: the writes never run two at once, and in the
   * order they were queued. */
  GThreadPool *pool;
  /* The writer's store, opened by the first write; only the pool's
   * thread uses it. */
  HammerStore *connection;
};

typedef struct
{
  HammerStoreWriteFunc func;
  HammerStoreAdoptFunc adopt;
  gpointer data;
  GDestroyNotify data_free;
  HammerStoreWriter *writer;
  GError *error;
  gint64 change_id;   /* the change it logged, 0 for none */
} Write;

static void
write_free (Write *write)
{
  if (write->data_free != NULL)
    g_clear_pointer (&write->data, write->data_free);
  g_clear_error (&write->error);
  g_free (write);
}

/* Then the caller hears, in a turn of the main loop of its own: what the
 * views did over the change and what the caller does now are not one
 * stretch without a frame. */
static gboolean
write_return_cb (gpointer data)
{
  g_autoptr(GTask) task = data;
  Write *write = g_task_get_task_data (task);

  if (write->error != NULL)
    g_task_return_error (task, g_steal_pointer (&write->error));
  else
    g_task_return_boolean (task, TRUE);
  return G_SOURCE_REMOVE;
}

static void
attach_to_task_context (GTask       *task,
                        GSourceFunc  func,
                        const char  *name)
{
  GSource *idle = g_idle_source_new ();

  g_source_set_priority (idle, g_task_get_priority (task));
  g_source_set_static_name (idle, name);
  g_source_set_callback (idle, func, task, NULL);
  g_source_attach (idle, g_task_get_context (task));
  g_source_unref (idle);
}

/* On the caller's main context: the store tells what was committed, then
 * the caller hears. Owns the task the writer's thread handed over. */
static gboolean
write_done_cb (gpointer data)
{
  GTask *task = data;
  Write *write = g_task_get_task_data (task);

  hammer_store_notice_writes (g_task_get_source_object (task),
                              write->error == NULL ? write->adopt : NULL, write->data);
  attach_to_task_context (task, write_return_cb, "[hammer] write returned");
  return G_SOURCE_REMOVE;
}

/* On the writer's thread. */
static void
run_write (gpointer data,
           gpointer user_data)
{
  GTask *task = data;
  Write *write = g_task_get_task_data (task);
  HammerStoreWriter *writer = user_data;

  /* A write cancelled while it waited is not made, nor one on a file whose
   * put-off check has not passed. */
  if (!g_cancellable_set_error_if_cancelled (g_task_get_cancellable (task), &write->error) &&
      hammer_store_await_check (g_task_get_source_object (task), &write->error) &&
      (writer->connection != NULL ||
       (writer->connection = hammer_store_open_writer (g_task_get_source_object (task),
                                                       &write->error)) != NULL))
    {
      gint64 last = hammer_store_get_last_change (writer->connection);

      if (!write->func (writer->connection, write->data, &write->error) && write->error == NULL)
        g_set_error_literal (&write->error, HAMMER_ERROR, HAMMER_ERROR_FAILED,
                             _("The change could not be saved"));
      /* Read on the writer's own connection as it committed: by the time
       * the caller hears, another write of the queue may be newer. */
      else if (write->error == NULL &&
               (write->change_id = hammer_store_get_last_change (writer->connection)) <= last)
        write->change_id = 0;
    }

  /* The task goes to the main context whole: its last reference, and with
   * it the store's, is never dropped on this thread. */
  attach_to_task_context (task, write_done_cb, "[hammer] write done");
}

HammerStoreWriter *
hammer_store_writer_new (void)
{
  HammerStoreWriter *writer = g_new0 (HammerStoreWriter, 1);

  writer->pool = g_thread_pool_new (run_write, writer, 1, FALSE, NULL);
  return writer;
}

void
hammer_store_writer_free (HammerStoreWriter *writer)
{
  g_thread_pool_free (writer->pool, FALSE, TRUE);
  g_clear_object (&writer->connection);
  g_free (writer);
}

void
hammer_store_write_async (HammerStore          *self,
                          HammerStoreWriteFunc  func,
                          HammerStoreAdoptFunc  adopt,
                          gpointer              data,
                          GDestroyNotify        data_free,
                          gpointer              source_tag,
                          GCancellable         *cancellable,
                          GAsyncReadyCallback   callback,
                          gpointer              user_data)
{
  GTask *task;
  Write *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (func != NULL);

  write = g_new0 (Write, 1);
  write->func = func;
  write->adopt = adopt;
  write->data = data;
  write->data_free = data_free;
  write->writer = hammer_store_get_writer (self);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, source_tag);
  g_task_set_task_data (task, write, (GDestroyNotify) write_free);
  /* The queue owns the task until the write is done. */
  g_thread_pool_push (write->writer->pool, task, NULL);
}

gboolean
hammer_store_write_finish (HammerStore   *self,
                           GAsyncResult  *result,
                           gpointer       source_tag,
                           GError       **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, FALSE);

  return g_task_propagate_boolean (G_TASK (result), error);
}

gboolean
hammer_store_write_finish_change (HammerStore   *self,
                                  GAsyncResult  *result,
                                  gpointer       source_tag,
                                  gint64        *change_id,
                                  GError       **error)
{
  gboolean done = hammer_store_write_finish (self, result, source_tag, error);

  if (change_id != NULL)
    *change_id = done ? ((Write *) g_task_get_task_data (G_TASK (result)))->change_id : 0;
  return done;
}

/* The write's own data, from a task of hammer_store_write_async(). */
gpointer
hammer_store_write_get_data (GAsyncResult *result)
{
  Write *write = g_task_get_task_data (G_TASK (result));

  return write->data;
}
