/* test-store-known-good.c — a file Hammer checked, wrote and closed is not
 * checked again at its next opening, and any other write to it, even one
 * that keeps its size and modification time, has it checked again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "hammer-core.h"
#include "store/hammer-store-private.h"
#include "test-common.h"

#define N_PLAYERS 300

/* Players @first to @first + @n - 1. */
static void
add_players (HammerStore *store,
             guint        first,
             guint        n)
{
  for (guint i = first; i < first + n; i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %03u van der Testen", i);
      g_autoptr(HammerPlayer) player = hammer_player_new (name);
      g_autoptr(GError) error = NULL;

      gint64 id = hammer_roster_add_player (store, player, &error);

      g_assert_no_error (error);
      g_assert_cmpint (id, >, 0);
    }
}

/* A store of @n players, written and closed by Hammer. */
static char *
make_database (char  **dir,
               guint   n)
{
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-known-good-XXXXXX", dir, &path);

  add_players (store, 0, n);
  g_clear_object (&store);
  return g_steal_pointer (&path);
}

/* The first leaf page of the players' table, as a disk tool would find it. */
static guint
players_page (const char *path,
              guint      *page_size)
{
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;
  guint page;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT pageno, pgsize FROM dbstat"
                                           " WHERE name = 'players' AND pagetype = 'leaf'"
                                           " ORDER BY pageno LIMIT 1", -1, &stmt, NULL),
                   ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  page = sqlite3_column_int (stmt, 0);
  *page_size = sqlite3_column_int (stmt, 1);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return page;
}

/* Garbage over a page of the players, written into the file in place (the
 * same inode and size), and the modification time put back as it was: what
 * a careless disk tool might leave. Only the change time tells. */
static void
damage_in_place (const char *path)
{
  guint page_size = 0;
  guint page = players_page (path, &page_size);
  guchar garbage[256];
  struct timespec times[2];
  GStatBuf before, after;
  int fd;

  g_assert_cmpint (g_stat (path, &before), ==, 0);
  memset (garbage, 0xa5, sizeof garbage);
  fd = g_open (path, O_WRONLY, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (pwrite (fd, garbage, sizeof garbage, (off_t) (page - 1) * page_size),
                   ==, sizeof garbage);
  g_assert_cmpint (close (fd), ==, 0);
  times[0] = before.st_atim;
  times[1] = before.st_mtim;
  g_assert_cmpint (utimensat (AT_FDCWD, path, times, 0), ==, 0);

  g_assert_cmpint (g_stat (path, &after), ==, 0);
  g_assert_cmpint (after.st_size, ==, before.st_size);
  g_assert_cmpint (after.st_ino, ==, before.st_ino);
  g_assert_cmpint (after.st_mtim.tv_sec, ==, before.st_mtim.tv_sec);
  g_assert_cmpint (after.st_mtim.tv_nsec, ==, before.st_mtim.tv_nsec);
}

/* Written and closed, the file is known good; held open by another store
 * (a write-ahead log beside it) it is not, and after that store closes it
 * is again, and opens and takes writes. */
static void
test_written_and_closed (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = make_database (&dir, 20);
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (hammer_store_check_is_known_good (path));

  store = hammer_store_open_check_before_write (path, &error);
  g_assert_no_error (error);
  add_players (store, 20, 1);
  g_assert_false (hammer_store_check_is_known_good (path));
  g_clear_object (&store);
  g_assert_true (hammer_store_check_is_known_good (path));

  store = hammer_store_open (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (store_count_players (store), ==, 21);
  g_clear_object (&store);
  tmp_remove_tree (dir);
}

/* Changed in place behind Hammer's back, same size and modification time:
 * not known good, checked, and refused in the user's words, unchanged. */
static void
test_damaged_in_place (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = make_database (&dir, N_PLAYERS);
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (hammer_store_check_is_known_good (path));
  damage_in_place (path);
  g_assert_false (hammer_store_check_is_known_good (path));

  store = hammer_store_open (path, &error);
  g_assert_null (store);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "damaged"));
  g_clear_error (&error);

  /* Opened for a command, its first write is refused. */
  store = hammer_store_open_check_before_write (path, &error);
  g_assert_no_error (error);
  {
    g_autoptr(HammerPlayer) player = hammer_player_new ("Nieuwe Speler");

    g_assert_cmpint (hammer_roster_add_player (store, player, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  }
  g_clear_object (&store);
  /* Refused, it is not remembered as good either. */
  g_assert_false (hammer_store_check_is_known_good (path));
  tmp_remove_tree (dir);
}

/* A file Hammer only read, its check put off and never run, is not taken
 * for known good; nor is one replaced by a copy of itself. */
static void
test_not_checked_not_remembered (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = make_database (&dir, 20);
  g_autofree char *copy = g_strconcat (path, ".copy", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;

  /* Another file in its place, by rename, as a copy over it would be. */
  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (copy, contents, length, NULL));
  g_assert_cmpint (g_rename (copy, path), ==, 0);
  g_assert_false (hammer_store_check_is_known_good (path));

  store = hammer_store_open_check_before_write (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (store_count_players (store), ==, 20);
  g_clear_object (&store);
  g_assert_false (hammer_store_check_is_known_good (path));
  tmp_remove_tree (dir);
}

/* The list in the user's cache keeps the newest files only. */
static void
test_list_bounded (void)
{
  g_autofree char *list_path = g_build_filename (g_get_user_cache_dir (), "hammer",
                                                 "checked-files", NULL);
  g_autofree char *list = NULL;
  g_autofree char *first_dir = NULL;
  g_autofree char *first = make_database (&first_dir, 1);
  g_auto(GStrv) lines = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  /* Copies of the first, each opened (and checked) by Hammer and closed. */
  g_assert_true (g_file_get_contents (first, &contents, &length, NULL));
  for (guint i = 0; i < 70; i++)
    {
      g_autofree char *name = g_strdup_printf ("copy-%u.db", i);
      g_autofree char *path = g_build_filename (first_dir, name, NULL);
      g_autoptr(HammerStore) store = NULL;
      g_autoptr(GError) error = NULL;

      g_assert_true (g_file_set_contents (path, contents, length, NULL));
      store = hammer_store_open (path, &error);
      g_assert_no_error (error);
      g_clear_object (&store);
      g_assert_true (hammer_store_check_is_known_good (path));
    }
  g_assert_true (g_file_get_contents (list_path, &list, NULL, NULL));
  lines = g_strsplit (list, "\n", -1);
  /* 64 lines and the empty string after the last newline. */
  g_assert_cmpuint (g_strv_length (lines), ==, 65);
  g_assert_false (hammer_store_check_is_known_good (first));
  tmp_remove_tree (first_dir);
}

/* Files closed at once by several processes (a script's commands, the
 * app, the hall server) each rewrite the list: it stays a list of whole
 * lines, within its bound, with no file of its writing left beside it.
 * Each writer here remembers files of its own, of sizes with more and
 * fewer digits, so that the lists they write are of other lengths. */
#define N_WRITERS 6
#define N_FILES 30

static gpointer
remember_files (gpointer data)
{
  char **files = data;

  for (guint round = 0; round < 3; round++)
    for (guint i = 0; files[i] != NULL; i++)
      hammer_store_check_remember_good (files[i]);
  return NULL;
}

static void
test_list_written_at_once (void)
{
  g_autofree char *list_path = g_build_filename (g_get_user_cache_dir (), "hammer",
                                                 "checked-files", NULL);
  g_autofree char *folder = g_path_get_dirname (list_path);
  g_autofree char *dir = g_dir_make_tmp ("hammer-known-good-XXXXXX", NULL);
  g_autofree char *list = NULL;
  g_auto(GStrv) lines = NULL;
  GStrv files[N_WRITERS];
  GThread *writers[N_WRITERS];
  g_autoptr(GDir) listing = NULL;
  guint n_known = 0;
  const char *name;

  g_assert_nonnull (dir);
  for (guint w = 0; w < N_WRITERS; w++)
    {
      g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

      for (guint i = 0; i < N_FILES; i++)
        {
          g_autofree char *file = g_strdup_printf ("%s/w%u-%u.db", dir, w, i);
          g_autofree char *contents = g_strnfill ((i * 7919 + w * 104729) % 20000, 'x');

          g_assert_true (g_file_set_contents (file, contents, -1, NULL));
          g_strv_builder_add (builder, file);
        }
      files[w] = g_strv_builder_end (builder);
    }
  for (guint w = 0; w < N_WRITERS; w++)
    writers[w] = g_thread_new ("remember", remember_files, files[w]);
  for (guint w = 0; w < N_WRITERS; w++)
    g_thread_join (writers[w]);

  g_assert_true (g_file_get_contents (list_path, &list, NULL, NULL));
  g_assert_true (g_str_has_suffix (list, "\n"));
  lines = g_strsplit (list, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), <=, 65);
  for (guint i = 0; lines[i + 1] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);

      g_assert_cmpuint (g_strv_length (fields), ==, 6);
      g_assert_cmpuint (strlen (fields[0]), ==, 64);
    }
  /* The last to write has its line; the others may have lost theirs to
   * it, which costs them a check, never a wrong answer. */
  for (guint w = 0; w < N_WRITERS; w++)
    n_known += hammer_store_check_is_known_good (files[w][N_FILES - 1]);
  g_assert_cmpuint (n_known, >=, 1);
  listing = g_dir_open (folder, 0, NULL);
  g_assert_nonnull (listing);
  while ((name = g_dir_read_name (listing)) != NULL)
    g_assert_cmpstr (name, ==, "checked-files");

  for (guint w = 0; w < N_WRITERS; w++)
    g_strfreev (files[w]);
  tmp_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  /* The list goes into a cache folder of this test's own, named before
   * anything asks GLib for the user's cache folder. */
  g_autofree char *cache = g_dir_make_tmp ("hammer-known-good-cache-XXXXXX", NULL);
  int status;

  g_assert_nonnull (cache);
  g_setenv ("XDG_CACHE_HOME", cache, TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/store/known-good/written-and-closed", test_written_and_closed);
  g_test_add_func ("/store/known-good/damaged-in-place", test_damaged_in_place);
  g_test_add_func ("/store/known-good/not-checked-not-remembered",
                   test_not_checked_not_remembered);
  g_test_add_func ("/store/known-good/list-bounded", test_list_bounded);
  g_test_add_func ("/store/known-good/list-written-at-once", test_list_written_at_once);

  status = g_test_run ();
  tmp_remove_tree (cache);
  return status;
}
