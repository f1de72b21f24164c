/* test-store-checkpoint.c — a store whose checkpoints run on a thread of
 * their own (the hall server's): what it commits still reaches the
 * database file, and its WAL does not grow without end
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>

#include "hammer-core.h"
#include "test-common.h"

/* SQLite's threshold, which the store keeps: 1000 pages of 4 KiB, as the
 * WAL holds them (a 32-byte header, then each page after 24 bytes of its
 * own); a WAL of 1000 × 4096 bytes is still under it. */
#define THRESHOLD_BYTES (32 + 1000 * (24 + 4096))
/* How long the worker may take to copy the WAL over. */
#define WAIT_US (30 * G_USEC_PER_SEC)

/* The players in the database file alone, without its WAL: what a
 * checkpoint copied there. */
static gint64
players_in_file (const char *path,
                 const char *dir)
{
  g_autofree char *copy = g_build_filename (dir, "copy.db", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  gsize length = 0;
  gint64 count = -1;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  g_file_set_contents (copy, contents, (gssize) length, &error);
  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_open_v2 (copy, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  if (sqlite3_prepare_v2 (db, "SELECT count(*) FROM players", -1, &stmt, NULL) == SQLITE_OK &&
      sqlite3_step (stmt) == SQLITE_ROW)
    count = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  g_unlink (copy);
  return count;
}

static gint64
file_size (const char *path)
{
  GStatBuf buf;

  return g_stat (path, &buf) == 0 ? (gint64) buf.st_size : 0;
}

/* Adds players, a commit each, until the WAL at @wal is past SQLite's
 * threshold and one more (the commit that passes it starts a checkpoint);
 * returns how many. */
static gint64
add_past_threshold (HammerStore *store,
                    const char  *wal)
{
  g_autofree char *note = g_strnfill (60, 'n');
  gint64 added = 0;
  gboolean past = FALSE;

  while (added < 100000 && !past)
    {
      g_autofree char *name = g_strdup_printf ("Player %05" G_GINT64_FORMAT " %s", added, note);
      g_autoptr(HammerPlayer) player = hammer_player_new (name);
      g_autoptr(GError) error = NULL;

      past = file_size (wal) >= THRESHOLD_BYTES;
      g_assert_cmpint (hammer_roster_add_player (store, player, &error), >, 0);
      g_assert_no_error (error);
      added++;
    }
  return added;
}

static void
test_checkpoint_in_background (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = tmp_db_path ("hammer-test-checkpoint-XXXXXX", &dir);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (path, &error);
  g_autofree char *note = g_strnfill (60, 'n');
  gint64 added, deadline;

  g_assert_no_error (error);
  hammer_store_checkpoint_in_background (store);
  /* Past the threshold, one commit at a time. */
  added = add_past_threshold (store, wal);
  /* The worker copied the WAL into the file: without a checkpoint of its
   * own the store's commits leave it all in the WAL. */
  deadline = g_get_monotonic_time () + WAIT_US;
  while (players_in_file (path, dir) <= 0 && g_get_monotonic_time () < deadline)
    g_usleep (G_USEC_PER_SEC / 20);
  g_assert_cmpint (players_in_file (path, dir), >, 0);

  /* And the WAL starts over once copied: as many commits again leave it
   * well under twice the threshold. */
  for (gint64 i = 0; i < added; i++)
    {
      g_autofree char *name = g_strdup_printf ("Again %05" G_GINT64_FORMAT " %s", i, note);
      g_autoptr(HammerPlayer) player = hammer_player_new (name);

      g_assert_cmpint (hammer_roster_add_player (store, player, &error), >, 0);
      g_assert_no_error (error);
      /* The worker's pace is not the test's: let it finish a copy. */
      if (i % 50 == 0)
        g_usleep (G_USEC_PER_SEC / 100);
    }
  g_assert_cmpint (file_size (wal), <, 2 * THRESHOLD_BYTES);

  g_clear_object (&store);
  tmp_remove_tree (dir);
}

/* A store closed while its worker copies the WAL waits for the copy: the
 * store's connection closes last and takes the WAL with it, and the file
 * alone holds every player. (Before, the worker's connection could still
 * be open, and a process that ended then left the WAL behind.) */
static void
test_close_waits_for_checkpoint (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = tmp_db_path ("hammer-test-checkpoint-XXXXXX", &dir);
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (path, &error);
  gint64 added;

  g_assert_no_error (error);
  hammer_store_checkpoint_in_background (store);
  /* The commit that passes the threshold starts the worker; the store
   * closes at once. */
  added = add_past_threshold (store, wal);
  g_clear_object (&store);

  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_cmpint (players_in_file (path, dir), ==, added);
  tmp_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/store/checkpoint-in-background", test_checkpoint_in_background);
  g_test_add_func ("/store/close-waits-for-checkpoint", test_close_waits_for_checkpoint);
  return g_test_run ();
}
