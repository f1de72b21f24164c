/* hammer-server-reader.h — the hall server's reads after a change, off the
 * thread that answers
 *
 * After a change the players' pages read the day again: on the server's
 * thread a post arriving then would wait for it. The reader is a thread of
 * its own with a read-only connection of its own to the same file
 * (hammer_store_open_reader(): opened, used and closed on that thread
 * only), which runs the reads queued one after the other. Each read's
 * @done runs back on the thread that queued it (its thread-default main
 * context), and then the reader's own @ready: the server answers what
 * waited for it. A read sees one state of the file in its own read
 * transaction; writers never wait for it (SQLite's write-ahead log).
 *
 * What a read makes is the queuing thread's once @done has it: the read
 * hands it over whole and keeps nothing of it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "store/hammer-store.h"

G_BEGIN_DECLS

typedef struct _HammerServerReader HammerServerReader;

/* On the reader's thread: reads @data's thing through @reader (the
 * thread's connection), in the language the read was queued with; NULL and
 * @error on failure. */
typedef gpointer (*HammerServerReadFunc) (HammerStore  *reader,
                                          gpointer      data,
                                          GError      **error);
/* On the queuing thread: @result (the done's to free) or @error (then
 * @result is NULL; G_IO_ERROR_CANCELLED when the reader went before the
 * read was made). */
typedef void     (*HammerServerReadDone) (gpointer      result,
                                          const GError *error,
                                          gpointer      data);

/* A reader of @store's file; @ready (with @ready_data) runs on this thread
 * after each read's @done. */
HammerServerReader *hammer_server_reader_new   (HammerStore          *store,
                                                GSourceFunc           ready,
                                                gpointer              ready_data);
/* Tells the reads still queued they are cancelled (their @done hears so,
 * on this thread, before this returns; those made already are given as
 * made), waits for the one under way and closes the connection on the
 * reader's thread. */
void                hammer_server_reader_free  (HammerServerReader   *self);
/* Queues @read of @data in @language (NULL: the default), answered through
 * @done; @data is freed with @data_free on this thread after @done. */
void                hammer_server_reader_queue (HammerServerReader   *self,
                                                const char           *language,
                                                HammerServerReadFunc  read,
                                                HammerServerReadDone  done,
                                                gpointer              data,
                                                GDestroyNotify        data_free);

/* For tests: with @hold, reads wait before they begin until it is
 * released, as a long one would keep them waiting; any thread. */
void                hammer_server_reader_hold  (HammerServerReader   *self,
                                                gboolean              hold);
/* How many reads wait so; any thread. */
guint               hammer_server_reader_get_n_held (HammerServerReader *self);

/* The state of the server's database a read was asked for at: its own
 * commits count in the store's generation, other connections' in SQLite's
 * data_version. */
typedef struct
{
  gint64  data_version;
  guint64 generation;
} HammerReadVersion;

/* What a cache of the server keeps of the read it answers from (one
 * language's reading, a hall's document): when it was asked for, whether
 * another is under way, and the last one's failure. */
typedef struct
{
  HammerReadVersion version;        /* the one kept was asked for at */
  gint64            asked_at;       /* monotonic µs, then */
  gboolean          under_way;
  GError           *error;          /* the last read's failure, or NULL */
  HammerReadVersion error_version;  /* what it was asked for at */
} HammerReadState;

HammerReadVersion   hammer_read_version_now    (HammerStore          *store);
gboolean            hammer_read_version_equal  (const HammerReadVersion *a,
                                                const HammerReadVersion *b);
/* Whether what @state keeps (the caller says whether it keeps one) may
 * answer a request made at @since (monotonic µs): read of the database as
 * it is, or asked for since the request came. */
gboolean            hammer_read_state_is_fresh (const HammerReadState *state,
                                                HammerStore          *store,
                                                gint64                since);
/* TRUE, with @error, when the last read failed and nothing changed since:
 * it is not asked for again until something does. */
gboolean            hammer_read_state_failed   (const HammerReadState *state,
                                                HammerStore          *store,
                                                GError              **error);
/* A read asked for now: its version and time in @version and @asked_at;
 * FALSE (nothing to ask) while one is under way. */
gboolean            hammer_read_state_ask      (HammerReadState      *state,
                                                HammerStore          *store,
                                                HammerReadVersion    *version,
                                                gint64               *asked_at);
/* The read asked for at @version and @asked_at came back: made (@error
 * NULL; the caller keeps what it made) or failed (but for a cancel). */
void                hammer_read_state_done     (HammerReadState      *state,
                                                const GError         *error,
                                                const HammerReadVersion *version,
                                                gint64                asked_at);
void                hammer_read_state_clear    (HammerReadState      *state);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerServerReader, hammer_server_reader_free)

G_END_DECLS
