/* test-store.c — the SQLite store: opening, migrating, refusing, checking,
 * undoing, importing, and surviving a crash or a full disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <math.h>
#include <signal.h>
#include <sqlite3.h>
#include <string.h>
#include <unistd.h>

#include "hammer-core.h"
#include "io/hammer-file.h"
#include "league/hammer-seasons.h"
#include "store/hammer-store-tx.h"
#include "test-common.h"

#define HAMMER_APPLICATION_ID 0x48414d52


/* Where the test binary lives, so the crash test can start a copy of it. */
static char *self_exe;

/* Fixture: a temporary folder of one's own for every test */

typedef struct
{
  char *dir;
  char *path;
  guint changed;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->path = tmp_db_path ("hammer-test-store-XXXXXX", &f->dir);
  f->changed = 0;
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_remove_tree (f->dir);
  g_assert_false (g_file_test (f->dir, G_FILE_TEST_EXISTS));
  g_clear_pointer (&f->dir, g_free);
  g_clear_pointer (&f->path, g_free);
}

static void
on_changed (HammerStore *store,
            gpointer     user_data)
{
  Fixture *f = user_data;

  f->changed++;
}

static HammerStore *
open_store (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  HammerStore *store = hammer_store_open (f->path, &error);

  g_assert_no_error (error);
  g_assert_true (HAMMER_IS_STORE (store));
  g_signal_connect (store, "changed", G_CALLBACK (on_changed), f);
  return store;
}

/* Closes @store and checks that nothing else holds it. A worker's task
 * lets go of the store a moment after its callback has run here, so that
 * moment is waited for first (a hold that lasts fails the check). */
static void
close_store (HammerStore **store)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (g_atomic_int_get (&G_OBJECT (*store)->ref_count) > 1 &&
         g_get_monotonic_time () < deadline)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (G_USEC_PER_SEC / 1000);
    }
  g_assert_finalize_object (g_steal_pointer (store));
}

/* Helpers for players */

static HammerPlayer *
make_player (const char *name,
             const char *club,
             const char *licence)
{
  HammerPlayer *player = hammer_player_new (name);

  hammer_player_set_club_name (player, club);
  hammer_player_set_licence (player, licence);
  return player;
}

static gint64
try_add (HammerStore  *store,
         const char   *name,
         const char   *club,
         const char   *licence,
         GError      **error)
{
  g_autoptr(HammerPlayer) player = make_player (name, club, licence);

  return hammer_roster_add_player (store, player, error);
}

static gint64
add (HammerStore *store,
     const char  *name,
     const char  *club,
     const char  *licence)
{
  g_autoptr(GError) error = NULL;
  gint64 id = try_add (store, name, club, licence, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

static guint
count_clubs (HammerStore *store)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) clubs = hammer_roster_list_clubs (store, &error);

  g_assert_no_error (error);
  return clubs->len;
}

static HammerClub *
find_club (HammerStore *store,
           const char  *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) clubs = hammer_roster_list_clubs (store, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < clubs->len; i++)
    {
      HammerClub *club = g_ptr_array_index (clubs, i);

      if (g_str_equal (hammer_club_get_name (club), name))
        return g_object_ref (club);
    }
  return NULL;
}

static HammerPlayer *
get_player (HammerStore *store,
            gint64       id)
{
  g_autoptr(GError) error = NULL;
  HammerPlayer *player = hammer_roster_get_player (store, id, &error);

  g_assert_no_error (error);
  return player;
}

/* The id of the latest entry of the change log: what the app hands to
 * hammer_store_undo() after an add, an edit or an import. */
static gint64
last_change (HammerStore *store)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 id = 0;

  g_assert_cmpint (sqlite3_prepare_v2 (hammer_store_get_db (store),
                                       "SELECT max(id) FROM changes", -1, &stmt, NULL),
                   ==, SQLITE_OK);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    id = sqlite3_column_int64 (stmt, 0);
  g_assert_cmpint (id, >, 0);
  return id;
}

/* Raw SQLite, as another program (or a damaged disk) would see the file */

static sqlite3 *
raw_open (const char *path)
{
  sqlite3 *db = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL),
                   ==, SQLITE_OK);
  return db;
}

static void
raw_exec (sqlite3    *db,
          const char *sql)
{
  char *message = NULL;

  if (sqlite3_exec (db, sql, NULL, NULL, &message) != SQLITE_OK)
    g_error ("%s: %s", sql, message);
}

static char *
raw_text (sqlite3    *db,
          const char *sql)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  rc = sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL);
  if (rc != SQLITE_OK)
    g_error ("%s: %s", sql, sqlite3_errmsg (db));
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    g_error ("%s: %s", sql, sqlite3_errmsg (db));
  return g_strdup ((const char *) sqlite3_column_text (stmt, 0));
}

static gint64
raw_int (sqlite3    *db,
         const char *sql)
{
  g_autofree char *text = raw_text (db, sql);

  return g_ascii_strtoll (text, NULL, 10);
}

/* Every row of the tables the roster lives in, every column, plus what the
 * API lists (which includes the member counts): two ways of seeing that
 * nothing changed. */
static char *
snapshot (HammerStore *store)
{
  static const char * const tables[] = { "clubs", "players" };
  sqlite3 *db = hammer_store_get_db (store);
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) clubs = NULL;
  g_autoptr(GError) error = NULL;

  for (guint t = 0; t < G_N_ELEMENTS (tables); t++)
    {
      g_autofree char *sql = g_strdup_printf ("SELECT * FROM %s ORDER BY id", tables[t]);
      g_autoptr(sqlite3_stmt) stmt = NULL;

      g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
      g_string_append_printf (out, "[%s]\n", tables[t]);
      while (sqlite3_step (stmt) == SQLITE_ROW)
        {
          for (int i = 0; i < sqlite3_column_count (stmt); i++)
            {
              const char *text = (const char *) sqlite3_column_text (stmt, i);

              g_string_append_printf (out, "%s%d:%s", i ? "|" : "", sqlite3_column_type (stmt, i),
                                      text ? text : "NULL");
            }
          g_string_append_c (out, '\n');
        }
    }

  players = hammer_roster_list_players (store, &error);
  g_assert_no_error (error);
  g_string_append (out, "[list_players]\n");
  for (guint i = 0; i < players->len; i++)
    {
      HammerPlayer *p = g_ptr_array_index (players, i);

      g_string_append_printf (out, "%" G_GINT64_FORMAT "|%s|%" G_GINT64_FORMAT "|%s|%s|%s|%s|%g|%d\n",
                              hammer_player_get_id (p), hammer_player_get_name (p),
                              hammer_player_get_club_id (p),
                              hammer_player_get_club_name (p) ? hammer_player_get_club_name (p) : "-",
                              hammer_player_get_licence (p) ? hammer_player_get_licence (p) : "-",
                              hammer_player_get_email (p) ? hammer_player_get_email (p) : "-",
                              hammer_player_get_phone (p) ? hammer_player_get_phone (p) : "-",
                              hammer_player_has_average (p) ? hammer_player_get_average (p) : -1.0,
                              hammer_player_get_active (p));
    }

  clubs = hammer_roster_list_clubs (store, &error);
  g_assert_no_error (error);
  g_string_append (out, "[list_clubs]\n");
  for (guint i = 0; i < clubs->len; i++)
    {
      HammerClub *c = g_ptr_array_index (clubs, i);

      g_string_append_printf (out, "%" G_GINT64_FORMAT "|%s|%s|%u\n", hammer_club_get_id (c),
                              hammer_club_get_name (c),
                              hammer_club_get_city (c) ? hammer_club_get_city (c) : "-",
                              hammer_club_get_member_count (c));
    }

  return g_string_free (g_steal_pointer (&out), FALSE);
}

static char *
file_checksum (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_file_get_contents (path, &contents, &length, &error);
  g_assert_no_error (error);
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, length);
}

/* The names in @dir, sorted and joined: shows that opening a refused file
 * left no journal or WAL behind either. */
static char *
list_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (",", (char **) names->pdata);
}

static void
assert_message_contains (const GError *error,
                         const char   *needle)
{
  g_autofree char *haystack = g_utf8_strdown (error->message, -1);
  g_autofree char *lower = g_utf8_strdown (needle, -1);

  if (strstr (haystack, lower) == NULL)
    g_error ("The message “%s” does not contain “%s”", error->message, needle);
}

/* Opening */

static void
test_open_fresh (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  sqlite3 *raw;
  gint64 id;

  g_assert_cmpstr (hammer_store_get_path (store), ==, f->path);
  g_assert_cmpint (hammer_store_get_schema_version (store), ==, HAMMER_STORE_SCHEMA_VERSION);
  g_assert_cmpuint (store_count_players (store), ==, 0);
  g_assert_cmpuint (count_clubs (store), ==, 0);

  /* The store's own connection enforces foreign keys. */
  g_assert_cmpint (raw_int (hammer_store_get_db (store), "PRAGMA foreign_keys"), ==, 1);

  /* What is in the file, as another connection sees it. */
  raw = raw_open (f->path);
  {
    g_autofree char *mode = raw_text (raw, "PRAGMA journal_mode");
    g_assert_cmpstr (mode, ==, "wal");
  }
  g_assert_cmpint (raw_int (raw, "PRAGMA user_version"), ==, HAMMER_STORE_SCHEMA_VERSION);
  g_assert_cmpint (raw_int (raw, "PRAGMA application_id"), ==, HAMMER_APPLICATION_ID);
  g_assert_cmpint (raw_int (raw, "SELECT count(*) FROM sqlite_master WHERE name = 'players'"),
                   ==, 1);
  sqlite3_close (raw);

  id = add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  close_store (&store);

  /* Reopening keeps the data, and migrates nothing twice. */
  store = open_store (f);
  g_assert_cmpint (hammer_store_get_schema_version (store), ==, HAMMER_STORE_SCHEMA_VERSION);
  g_assert_cmpuint (store_count_players (store), ==, 1);
  {
    g_autoptr(HammerPlayer) player = get_player (store, id);

    g_assert_cmpstr (hammer_player_get_name (player), ==, "Jan de Vries");
    g_assert_cmpstr (hammer_player_get_club_name (player), ==, "De Rappe Schijf");
    g_assert_cmpstr (hammer_player_get_licence (player), ==, "ANS-1");
  }
  g_assert_cmpint (raw_int (hammer_store_get_db (store), "PRAGMA foreign_keys"), ==, 1);
  close_store (&store);
}

/* Runs in a process of its own (this binary, started with --count-child):
 * opens the file as another program does, counts the players, closes it. */
static int
count_child (const char *path)
{
  sqlite3 *db = raw_open (path);

  g_print ("%" G_GINT64_FORMAT "\n", raw_int (db, "SELECT count(*) FROM players"));
  sqlite3_close (db);
  return 0;
}

static guint
count_in_other_process (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) child = NULL;
  g_autofree char *out = NULL;

  child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                            self_exe, "--count-child", path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (child));
  return (guint) g_ascii_strtoull (out, NULL, 10);
}

/* The hall server opens a store of its own on the desk's file, in the
 * desk's process. Opening it must leave the locks of the desk's connection
 * alone: without them, another program closing the file (hammer-cli) takes
 * the WAL away, and what is stored afterwards is seen by no other program. */
static void
test_open_second_store (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(HammerStore) desk = open_store (f);
  g_autoptr(HammerStore) server = NULL;

  add (desk, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  server = open_store (f);
  g_assert_cmpuint (count_in_other_process (f->path), ==, 1);

  add (server, "Piet Bakker", "De Rappe Schijf", "ANS-2");
  add (desk, "Klaas Visser", "De Rappe Schijf", "ANS-3");
  g_assert_cmpuint (count_in_other_process (f->path), ==, 3);
  close_store (&server);
  close_store (&desk);
}

/* Runs in a process of its own (--lock-child): "held" when another
 * process holds a lock on the database's shared range, as SQLite's readers
 * do for as long as they keep the file open, else "free". */
static int
lock_child (const char *path)
{
  /* SQLite's shared range: 510 bytes after the pending and reserved bytes
   * at 1 GiB. */
  struct flock probe = {
    .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0x40000002, .l_len = 510
  };
  int fd = open (path, O_RDWR);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (fcntl (fd, F_GETLK, &probe), ==, 0);
  g_print ("%s\n", probe.l_type == F_UNLCK ? "free" : "held");
  close (fd);
  return 0;
}

/* Runs in a process of its own (--add-child): adds a player, as hammer-cli
 * would, and closes the file. */
static int
add_child (const char *path,
           const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (path, &error);

  g_assert_no_error (error);
  add (store, name, "De Rappe Schijf", NULL);
  return 0;
}

static char *
run_child (const char *option,
           const char *path,
           const char *argument)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) child = NULL;
  g_autofree char *out = NULL;

  child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                            self_exe, option, path, argument, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (child));
  return g_strstrip (g_steal_pointer (&out));
}

/* Opens and closes the database file as other code in the desk's process
 * does without asking Hammer: a plain read of its first bytes, and GIO
 * sniffing its type as the file chooser and thumbnailers do. */
static void
touch_as_other_code (const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GError) error = NULL;
  char header[16];
  int fd = open (path, O_RDONLY);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (read (fd, header, sizeof header), ==, sizeof header);
  close (fd);
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_CONTENT_TYPE, 0, NULL, &error);
  g_assert_no_error (error);
}

/* The desk's locks are its own: whatever else in its process opens and
 * closes the database file, another program still sees it in use, so it
 * never takes itself for the last user and deletes the log under the desk. */
static void
test_locks_survive_other_opens (Fixture       *f,
                                gconstpointer  data)
{
  g_autoptr(HammerStore) desk = open_store (f);
  g_autoptr(HammerStore) server = NULL;
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *held = NULL;
  g_autofree char *still_held = NULL;
  g_autofree char *integrity = NULL;

  add (desk, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  g_assert_cmpstr ((held = run_child ("--lock-child", f->path, NULL)), ==, "held");

  touch_as_other_code (f->path);
  g_assert_cmpstr ((still_held = run_child ("--lock-child", f->path, NULL)), ==, "held");

  /* Another program reads and writes, and closes the file. */
  g_assert_cmpuint (count_in_other_process (f->path), ==, 1);
  g_free (run_child ("--add-child", f->path, "Piet Bakker"));
  g_assert_true (g_file_test (wal, G_FILE_TEST_EXISTS));

  /* The desk, the hall server's store beside it, and other code again. */
  server = open_store (f);
  touch_as_other_code (f->path);
  add (desk, "Klaas Visser", "De Rappe Schijf", "ANS-3");
  touch_as_other_code (f->path);
  close_store (&server);
  add (desk, "Anna Smit", "De Rappe Schijf", "ANS-4");
  g_assert_cmpuint (count_in_other_process (f->path), ==, 4);
  g_assert_true (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (store_count_players (desk), ==, 4);

  integrity = raw_text (hammer_store_get_db (desk), "PRAGMA integrity_check");
  g_assert_cmpstr (integrity, ==, "ok");
  close_store (&desk);
  g_assert_cmpuint (count_in_other_process (f->path), ==, 4);
}

/* An export pointed at the database in use, or at its log, is refused
 * (writing it would put a PDF where the day's results are); the database
 * is untouched and goes on. */
static void
test_exports_refuse_database (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(HammerStore) desk = open_store (f);
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *other = g_build_filename (f->dir, "standings.pdf", NULL);
  g_autoptr(GError) error = NULL;

  add (desk, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  g_assert_false (hammer_file_replace (f->path, "%PDF-1.5", 8, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_assert_nonnull (strstr (error->message, "database in use"));
  g_clear_error (&error);
  g_assert_false (hammer_file_replace (wal, "%PDF-1.5", 8, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_clear_error (&error);

  add (desk, "Piet Bakker", "De Rappe Schijf", "ANS-2");
  g_assert_cmpuint (count_in_other_process (f->path), ==, 2);
  g_assert_true (hammer_file_replace (other, "%PDF-1.5", 8, &error));
  g_assert_no_error (error);

  /* Closed, the file is an ordinary file again. */
  close_store (&desk);
  g_assert_true (hammer_file_replace (f->path, "%PDF-1.5", 8, &error));
  g_assert_no_error (error);
}

static void
collect_changes (HammerStore     *store,
                 HammerChangeSet *changes,
                 GPtrArray       *sets)
{
  g_ptr_array_add (sets, g_object_ref (changes));
}

/* The last set of changes told, which must be the only one since @n_before. */
static HammerChangeSet *
only_new_set (GPtrArray *sets,
              guint      n_before)
{
  g_assert_cmpuint (sets->len, ==, n_before + 1);
  return g_ptr_array_index (sets, sets->len - 1);
}

/* The ids of @table's rows in @changes, as "1 2 3". */
static char *
ids_text (HammerChangeSet *changes,
          HammerTable      table)
{
  g_autoptr(GArray) ids = hammer_change_set_dup_ids (changes, table);
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    g_string_append_printf (text, "%s%" G_GINT64_FORMAT, i > 0 ? " " : "",
                            g_array_index (ids, gint64, i));
  return g_string_free (text, FALSE);
}

/* After each commit the store says which rows of which tables changed and
 * how, for its own changes and for those another program made. */
static void
test_changes_say_what (Fixture       *f,
                       gconstpointer  data)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", "Dirk Visser", NULL };
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GPtrArray) sets = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) input = json_from_string ("{\"games\": [{\"ends\": ["
                                                "{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}",
                                                NULL);
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *player_ids = NULL, *match_ids = NULL, *child_ids = NULL;
  g_autofree char *expected = NULL;
  HammerChangeSet *changes;
  const HammerChangedRow *rows;
  gint64 jan, event_id, other_event, match_id, result_change;
  guint n_rows, n;

  g_signal_connect (store, "changes", G_CALLBACK (collect_changes), sets);

  /* A player of the desk's own: one row added, of no event. */
  jan = add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  n = sets->len;
  g_assert_cmpuint (n, >=, 1);
  changes = g_ptr_array_index (sets, n - 1);
  g_assert_true (hammer_change_set_is_own (changes));
  g_assert_true (hammer_change_set_is_complete (changes));
  g_assert_true (hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS));
  g_assert_false (hammer_change_set_touches (changes, HAMMER_TABLE_MATCHES));
  g_assert_false (hammer_change_set_touches_event (changes, 1));
  expected = g_strdup_printf ("%" G_GINT64_FORMAT, jan);
  g_assert_cmpstr ((player_ids = ids_text (changes, HAMMER_TABLE_PLAYERS)), ==, expected);
  rows = hammer_change_set_get_rows (changes, &n_rows);
  g_assert_cmpint (rows[n_rows - 1].how, ==, HAMMER_ROW_ADDED);

  /* A result: that match of that event, and nothing of the other event. */
  other_event = store_new_event (store, "Zomerbeker", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                                 "{\"target\": 7, \"best_of\": 1}", names, 3);
  event_id = store_new_event (store, "Winterbeker", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                              "{\"target\": 7, \"best_of\": 1}", names, 5);
  matches = hammer_events_get_matches_json (store, event_id, &error);
  g_assert_no_error (error);
  match_id = json_object_get_int_member (json_array_get_object_element (
                                           json_node_get_array (matches), 0), "id");
  n = sets->len;
  out = hammer_events_record_result (store, event_id, match_id, input, FALSE, &error);
  g_assert_no_error (error);
  result_change = hammer_store_get_last_change (store);
  changes = only_new_set (sets, n);
  g_assert_true (hammer_change_set_touches_event (changes, event_id));
  g_assert_false (hammer_change_set_touches_event (changes, other_event));
  g_assert_false (hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS));
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("%" G_GINT64_FORMAT, match_id);
  match_ids = ids_text (changes, HAMMER_TABLE_MATCHES);
  g_assert_true (g_str_has_prefix (match_ids, expected));
  rows = hammer_change_set_get_rows (changes, &n_rows);
  for (guint i = 0; i < n_rows; i++)
    {
      g_assert_cmpint (rows[i].table, ==, HAMMER_TABLE_MATCHES);
      g_assert_cmpint (rows[i].how, ==, HAMMER_ROW_CHANGED);
      g_assert_cmpint (rows[i].owner, ==, event_id);
    }

  /* Another program adds a player: found by refresh, not the desk's own. */
  n = sets->len;
  g_free (run_child ("--add-child", f->path, "Piet Bakker"));
  g_assert_true (hammer_store_refresh (store));
  changes = only_new_set (sets, n);
  g_assert_false (hammer_change_set_is_own (changes));
  g_assert_true (hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS));
  child_ids = ids_text (changes, HAMMER_TABLE_PLAYERS);
  g_assert_cmpstr (child_ids, !=, "");
  g_assert_cmpstr (child_ids, !=, player_ids);
  g_assert_false (hammer_store_refresh (store));

  /* Undoing the result changes that match back. */
  n = sets->len;
  g_assert_true (hammer_store_undo (store, result_change, &error));
  g_assert_no_error (error);
  changes = only_new_set (sets, n);
  g_assert_true (hammer_change_set_touches_event (changes, event_id));
  g_assert_false (hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS));
  close_store (&store);
}

static void
test_open_creates_folder (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (f->dir, "a", "b", "hammer.db", NULL);
  g_autoptr(HammerStore) store = hammer_store_open (path, &error);

  g_assert_no_error (error);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
}

static void
on_opened (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  GAsyncResult **out = user_data;

  *out = g_object_ref (result);
}

static void
test_open_async (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;

  hammer_store_open_async (f->path, NULL, on_opened, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  store = hammer_store_open_finish (result, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_store_get_schema_version (store), ==, HAMMER_STORE_SCHEMA_VERSION);
  g_clear_object (&result);
  close_store (&store);

  /* And its errors come through. */
  g_assert_true (g_file_set_contents (f->path, "not a database at all\n", -1, NULL));
  hammer_store_open_async (f->path, NULL, on_opened, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  store = hammer_store_open_finish (result, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE);
  g_assert_null (store);
}

/* Migrations */

/* The first match of @event with both sides known and no result. */
static gint64
first_open_match (HammerStore *store,
                  gint64       event)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (store, event, &error);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      if (g_str_equal (json_object_get_string_member (match, "state"), "ready"))
        return json_object_get_int_member (match, "id");
    }
  g_assert_not_reached ();
}

static JsonObject *
find_match (JsonNode *matches,
            gint64    id)
{
  JsonArray *array = json_node_get_array (matches);

  for (guint i = 0; i < json_array_get_length (array); i++)
    if (json_object_get_int_member (json_array_get_object_element (array, i), "id") == id)
      return json_array_get_object_element (array, i);
  g_assert_not_reached ();
}

/* Two writers on one file, the desk and board 3: each one's undo takes
 * back its own change, every change says who made it, and a change the
 * other built on is refused naming that change and where it came from. */
static void
test_sources_undo_own (Fixture       *f,
                       gconstpointer  data)
{
  const char * const names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  const char *won = "{\"games\": [{\"ends\": [{\"points\": [3, 0]}, {\"points\": [3, 0]},"
                    " {\"points\": [3, 0]}, {\"points\": [3, 0]}, {\"points\": [3, 0]}]}]}";
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerStore) board = NULL;
  g_autoptr(JsonNode) input = test_parse_json (won);
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *from = NULL;
  gint64 event, draw, match, club;
  sqlite3 *raw;

  event = store_new_event (store, "Open", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                           "{\"best_of\": 1}", names, 1);
  draw = hammer_store_get_last_change (store);
  g_assert_cmpint (draw, >, 0);

  board = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  hammer_store_set_source (board, "board:3");
  match = first_open_match (board, event);
  /* A key for board 3 does not open a match of another board (the event
   * has two), checked inside the write; nothing is stored. */
  g_assert_null (hammer_events_record_result (board, event, match, input,
                                              HAMMER_RESULT_ITS_BOARD_ONLY, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED);
  g_clear_error (&error);
  g_assert_cmpint (hammer_store_get_last_change (board), ==, 0);
  state = hammer_events_record_result (board, event, match, input, 0, &error);
  g_assert_no_error (error);

  /* The board's result is the newest change, but not the desk's. */
  g_assert_cmpint (hammer_store_get_last_change (board), >, draw);
  g_assert_cmpint (hammer_store_get_last_change (store), ==, draw);
  matches = hammer_events_get_matches_json (store, event, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (find_match (matches, match), "result_source"),
                   ==, "board:3");
  from = hammer_source_describe ("board:3");
  g_assert_cmpstr (from, ==, "from board 3");
  g_assert_null (hammer_source_describe (HAMMER_SOURCE_DESK));

  /* The desk's own change after the board's is what its undo takes back. */
  club = hammer_roster_add_club (store, "De Schuiver", NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpint (club, >, 0);
  g_assert_true (hammer_store_undo (store, hammer_store_get_last_change (store), &error));
  g_assert_no_error (error);
  g_clear_pointer (&matches, json_node_unref);
  matches = hammer_events_get_matches_json (store, event, &error);
  g_assert_cmpstr (json_object_get_string_member (find_match (matches, match), "state"), ==,
                   "finished");

  /* The draw has the board's result on top of it. */
  g_assert_false (hammer_store_undo (store, draw, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Result of"));
  g_assert_nonnull (strstr (error->message, "from board 3"));

  raw = raw_open (f->path);
  g_assert_cmpint (raw_int (raw, "SELECT count(*) FROM changes WHERE source = 'board:3'"), ==, 1);
  g_assert_cmpint (raw_int (raw, "SELECT count(*) FROM changes WHERE source = 'desk'"), >=, 3);
  g_assert_cmpint (raw_int (raw, "SELECT count(*) FROM changes WHERE source IS NULL"), ==, 0);
  sqlite3_close (raw);
  close_store (&board);
  close_store (&store);
}

static void
test_migrate_empty_v0 (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(HammerStore) store = NULL;
  sqlite3 *raw = raw_open (f->path);

  /* A real SQLite file, with a header and a schema cookie, but no tables:
   * user_version 0 and no application id. */
  raw_exec (raw, "CREATE TABLE t (x); DROP TABLE t;");
  g_assert_cmpint (raw_int (raw, "PRAGMA user_version"), ==, 0);
  g_assert_cmpint (raw_int (raw, "PRAGMA application_id"), ==, 0);
  sqlite3_close (raw);

  store = open_store (f);
  g_assert_cmpint (hammer_store_get_schema_version (store), ==, HAMMER_STORE_SCHEMA_VERSION);
  add (store, "Jan de Vries", NULL, NULL);
  g_assert_cmpuint (store_count_players (store), ==, 1);
  close_store (&store);

  raw = raw_open (f->path);
  g_assert_cmpint (raw_int (raw, "PRAGMA user_version"), ==, HAMMER_STORE_SCHEMA_VERSION);
  g_assert_cmpint (raw_int (raw, "PRAGMA application_id"), ==, HAMMER_APPLICATION_ID);
  sqlite3_close (raw);
}

/* A database written by Hammer 0.1 (schema 1: clubs, players and the change
 * log) is brought up to date with its players kept. The schema is written
 * out here as that release wrote it, on purpose: a later edit of the
 * migrations must not change what old files look like. */
static void
test_migrate_from_v1 (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GError) error = NULL;
  sqlite3 *raw = raw_open (f->path);

  raw_exec (raw,
            "CREATE TABLE clubs (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL,"
            " city TEXT, created_at TEXT NOT NULL DEFAULT '2026-01-01T00:00:00Z');"
            "CREATE UNIQUE INDEX clubs_name ON clubs (name COLLATE NOCASE);"
            "CREATE TABLE players (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL,"
            " club_id INTEGER REFERENCES clubs (id) ON DELETE SET NULL, licence TEXT, email TEXT,"
            " phone TEXT, average REAL, active INTEGER NOT NULL DEFAULT 1,"
            " created_at TEXT NOT NULL DEFAULT '2026-01-01T00:00:00Z');"
            "CREATE UNIQUE INDEX players_licence ON players (licence) WHERE licence IS NOT NULL;"
            "CREATE TABLE changes (id INTEGER PRIMARY KEY AUTOINCREMENT, made_at TEXT NOT NULL"
            " DEFAULT '2026-01-01', description TEXT NOT NULL, undoes INTEGER, undone_by INTEGER);"
            "CREATE TABLE change_rows (change_id INTEGER NOT NULL, seq INTEGER NOT NULL,"
            " table_name TEXT NOT NULL, row_id INTEGER NOT NULL, before TEXT, after TEXT,"
            " PRIMARY KEY (change_id, seq)) WITHOUT ROWID;"
            "INSERT INTO clubs (name) VALUES ('De Rappe Schijf');"
            "INSERT INTO players (name, club_id, licence, average)"
            " VALUES ('Jan de Vries', 1, 'ANS-1', 134.9);"
            "INSERT INTO changes (description) VALUES ('Add Jan de Vries');"
            "INSERT INTO change_rows VALUES (1, 0, 'players', 1, NULL, '{\"id\": 1}'),"
            " (1, 1, 'clubs', 1, NULL, '{\"id\": 1}'), (9, 0, 'players', 1, NULL, NULL);"
            "PRAGMA application_id = 1212239186; PRAGMA user_version = 1;");
  sqlite3_close (raw);

  store = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_store_get_schema_version (store), ==, HAMMER_STORE_SCHEMA_VERSION);
  players = hammer_roster_list_players (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (players->len, ==, 1);
  g_assert_cmpstr (hammer_player_get_club_name (g_ptr_array_index (players, 0)), ==,
                   "De Rappe Schijf");
  close_store (&store);

  raw = raw_open (f->path);
  g_assert_cmpint (raw_int (raw, "PRAGMA user_version"), ==, HAMMER_STORE_SCHEMA_VERSION);
  g_assert_cmpint (raw_int (raw, "SELECT count(*) FROM sqlite_master WHERE name = 'events'"), ==, 1);
  /* The change log keeps its rows in order, in a table whose rows are
   * stored whole (schema 6); the row of a change that is not there goes. */
  g_assert_cmpint (raw_int (raw, "SELECT count(*) FROM change_rows"), ==, 2);
  g_assert_cmpint (raw_int (raw, "SELECT count(*) FROM change_rows WHERE change_id = 1"
                                 " AND ((seq = 0 AND table_name = 'players')"
                                 " OR (seq = 1 AND table_name = 'clubs'))"), ==, 2);
  g_assert_cmpint (raw_int (raw, "SELECT count(*) FROM sqlite_master WHERE name = 'change_rows'"
                                 " AND sql LIKE '%WITHOUT ROWID%'"), ==, 0);
  sqlite3_close (raw);
}

/* The numbers of @event_id's matches as listed, "1 2 3" ("-" for a bye,
 * which has none), and the id of the first one. */
static char *
listed_numbers (HammerStore *store,
                gint64       event_id,
                gint64      *first_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (store, event_id, &error);
  JsonArray *list;

  g_assert_no_error (error);
  list = json_node_get_array (node);
  *first_id = json_object_get_int_member (json_array_get_object_element (list, 0), "id");
  return match_numbers_text (list);
}

/* A database drawn before matches had numbers (schema 4) gets them, in
 * draw order per event with none for a bye, and undoing a draw made back
 * then still works and puts back numbered matches. */
static void
test_migrate_match_numbers (Fixture       *f,
                            gconstpointer  data)
{
  static const char * const four[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  static const char * const five[] = { "Anna", "Bert", "Carla", "Dirk", "Els", NULL };
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *first = NULL, *second = NULL, *undone = NULL;
  g_autofree char *third = NULL, *third_undone = NULL;
  gint64 one, two, three, redraw, third_redraw, first_id, second_id, undone_id, third_id;
  sqlite3 *raw;

  one = store_new_event (store, "Eerste", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL, four,
                         1);
  two = store_new_event (store, "Tweede", "table", HAMMER_FORMAT_ROUND_ROBIN, 0, NULL, four, 1);
  g_assert_true (hammer_events_draw (store, two, TRUE, 2, &error));
  redraw = hammer_store_get_last_change (store);
  three = store_new_event (store, "Derde", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL,
                           five, 1);
  g_assert_true (hammer_events_draw (store, three, TRUE, 2, &error));
  third_redraw = hammer_store_get_last_change (store);
  close_store (&store);

  /* Back to schema 4: no number in the table or in the change log. */
  raw = raw_open (f->path);
  raw_exec (raw, TEST_SQL_BACK_TO_SCHEMA_6
                 "DROP INDEX matches_number;"
                 "ALTER TABLE matches DROP COLUMN number;"
                 "UPDATE change_rows SET before = json_remove (before, '$.number')"
                 "  WHERE table_name = 'matches' AND before IS NOT NULL;"
                 "UPDATE change_rows SET after = json_remove (after, '$.number')"
                 "  WHERE table_name = 'matches' AND after IS NOT NULL;"
                 "PRAGMA user_version = 4;");
  sqlite3_close (raw);

  store = open_store (f);
  first = listed_numbers (store, one, &first_id);
  second = listed_numbers (store, two, &second_id);
  g_assert_cmpstr (first, ==, "1 2 3");
  g_assert_cmpstr (second, ==, "1 2 3 4 5 6");
  g_assert_cmpint (second_id, >, first_id + 3);
  /* Five in a bracket of eight: three byes, and the first match played is
   * Match 1. */
  third = listed_numbers (store, three, &third_id);
  g_assert_cmpstr (third, ==, "- 1 - - 2 3 4");

  g_assert_true (hammer_store_undo (store, third_redraw, &error));
  g_assert_no_error (error);
  third_undone = listed_numbers (store, three, &undone_id);
  g_assert_cmpstr (third_undone, ==, "- 1 - - 2 3 4");
  g_assert_cmpint (undone_id, <, third_id);

  /* The second event's first draw comes back numbered. */
  g_assert_true (hammer_store_undo (store, redraw, &error));
  g_assert_no_error (error);
  undone = listed_numbers (store, two, &undone_id);
  g_assert_cmpstr (undone, ==, "1 2 3 4 5 6");
  g_assert_cmpint (undone_id, <, second_id);
  close_store (&store);
}

/* Every time stamp the core writes comes from its clock (hammer-now.h), not
 * from SQLite's: when a row was made, when an event was drawn, when a
 * withdrawal finished a match on a board as a walkover, when a change was
 * made. With the clock fixed, each is the fixed time. */
static void
test_stamps_follow_clock (Fixture       *f,
                          gconstpointer  data)
{
  static const char * const four[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GDateTime) evening = g_date_time_new_utc (2031, 3, 15, 19, 15, 0);
  g_autoptr(GDateTime) later = g_date_time_new_utc (2031, 3, 15, 19, 40, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) list = NULL;
  g_autofree char *sql = NULL;
  g_autofree char *club = NULL, *player = NULL, *created = NULL, *drawn = NULL;
  g_autofree char *season = NULL, *drawn_change = NULL;
  g_autofree char *finished = NULL, *withdrawn_change = NULL;
  gint64 event, season_id, bert = 0;
  JsonArray *entrants;
  sqlite3 *db = hammer_store_get_db (store);

  clock_fix (evening);
  g_assert_cmpint (hammer_roster_add_club (store, "Sjoelclub De Schuiver", NULL, &error), >, 0);
  g_assert_no_error (error);
  add (store, "Anna Hoekstra", NULL, NULL);
  event = store_new_event (store, "Avond", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL,
                           four, 1);
  drawn_change = raw_text (db, "SELECT made_at FROM changes ORDER BY id DESC LIMIT 1");
  season_id = hammer_seasons_create (store, "Seizoen", "2031-03-15", 10, &error);
  g_assert_no_error (error);

  club = raw_text (db, "SELECT created_at FROM clubs");
  player = raw_text (db, "SELECT created_at FROM players");
  sql = g_strdup_printf ("SELECT created_at FROM events WHERE id = %" G_GINT64_FORMAT, event);
  created = raw_text (db, sql);
  g_free (sql);
  sql = g_strdup_printf ("SELECT drawn_at FROM events WHERE id = %" G_GINT64_FORMAT, event);
  drawn = raw_text (db, sql);
  g_free (sql);
  sql = g_strdup_printf ("SELECT created_at FROM club_seasons WHERE id = %" G_GINT64_FORMAT,
                         season_id);
  season = raw_text (db, sql);
  g_assert_cmpstr (club, ==, "2031-03-15T19:15:00.000000Z");
  g_assert_cmpstr (player, ==, "2031-03-15T19:15:00.000000Z");
  g_assert_cmpstr (created, ==, "2031-03-15T19:15:00.000000Z");
  g_assert_cmpstr (drawn, ==, "2031-03-15T19:15:00.000000Z");
  g_assert_cmpstr (season, ==, "2031-03-15T19:15:00.000000Z");
  g_assert_cmpstr (drawn_change, ==, "2031-03-15T19:15:00.000000Z");

  /* Bert withdraws from the first match, on Board 1 since the draw. */
  {
    g_autoptr(JsonNode) node = hammer_events_get_event_json (store, event, &error);

    g_assert_no_error (error);
    entrants = json_object_get_array_member (json_node_get_object (node), "entrants");
    for (guint i = 0; i < json_array_get_length (entrants); i++)
      {
        JsonObject *entrant = json_array_get_object_element (entrants, i);

        if (g_strcmp0 (json_object_get_string_member (entrant, "name"), "Bert") == 0)
          bert = json_object_get_int_member (entrant, "id");
      }
  }
  clock_fix (later);
  g_assert_true (hammer_events_withdraw_entrant (store, event, bert, &error));
  g_assert_no_error (error);
  withdrawn_change = raw_text (db, "SELECT made_at FROM changes ORDER BY id DESC LIMIT 1");
  g_assert_cmpstr (withdrawn_change, ==, "2031-03-15T19:40:00.000000Z");

  list = hammer_events_get_matches_json (store, event, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (list)); i++)
    {
      JsonObject *match = json_array_get_object_element (json_node_get_array (list), i);

      if (json_object_get_boolean_member_with_default (match, "walkover", FALSE))
        {
          g_assert_null (finished);
          finished = g_strdup (json_object_get_string_member (match, "finished_at"));
        }
    }
  g_assert_cmpstr (finished, ==, "2031-03-15T19:40:00.000000Z");
  clock_release ();
  close_store (&store);
}

static void
assert_newer_refused (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autofree char *before = file_checksum (f->path);
  g_autofree char *files_before = list_dir (f->dir);
  g_autofree char *after = NULL;
  g_autofree char *files_after = NULL;

  store = hammer_store_open (f->path, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE);
  g_assert_null (store);
  g_assert_false (hammer_error_is_user_error (error));
  g_test_message ("%s", error->message);
  assert_message_contains (error, f->path);
  assert_message_contains (error, "newer");
  assert_message_contains (error, "update");

  after = file_checksum (f->path);
  files_after = list_dir (f->dir);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpstr (files_before, ==, files_after);

  /* Asking again changes nothing either. */
  g_clear_error (&error);
  store = hammer_store_open (f->path, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE);
  g_clear_pointer (&after, g_free);
  after = file_checksum (f->path);
  g_assert_cmpstr (before, ==, after);
}

static void
test_migrate_newer_bare (Fixture       *f,
                         gconstpointer  data)
{
  g_autofree char *pragmas = NULL;
  sqlite3 *raw = raw_open (f->path);

  pragmas = g_strdup_printf ("PRAGMA application_id = %d; PRAGMA user_version = %d;",
                             HAMMER_APPLICATION_ID, HAMMER_STORE_SCHEMA_VERSION + 1);
  raw_exec (raw, pragmas);
  sqlite3_close (raw);

  assert_newer_refused (f);
}

static void
test_migrate_newer_real (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autofree char *pragma = NULL;
  sqlite3 *raw;

  add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  close_store (&store);

  /* What a later Hammer might have done to it: a table more, and a
   * higher version. The file stays in WAL mode. */
  raw = raw_open (f->path);
  pragma = g_strdup_printf ("CREATE TABLE future_things (id INTEGER PRIMARY KEY, what TEXT);"
                            "PRAGMA user_version = %d;", HAMMER_STORE_SCHEMA_VERSION + 1);
  raw_exec (raw, pragma);
  sqlite3_close (raw);

  /* Still a WAL file (header bytes 18 and 19 are 2): merely reading it makes
   * SQLite create -wal and -shm files, which must go again. */
  {
    g_autofree char *contents = NULL;
    gsize length;

    g_assert_true (g_file_get_contents (f->path, &contents, &length, NULL));
    g_assert_cmpint (contents[18], ==, 2);
    g_assert_cmpint (contents[19], ==, 2);
  }

  assert_newer_refused (f);
}

/* Files that are not Hammer databases */

static void
assert_not_a_database (Fixture    *f,
                       const char *contents,
                       gssize      length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *files_before = NULL;
  g_autofree char *files_after = NULL;

  if (contents != NULL)
    g_assert_true (g_file_set_contents (f->path, contents, length, NULL));
  before = file_checksum (f->path);
  files_before = list_dir (f->dir);

  store = hammer_store_open (f->path, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE);
  g_assert_null (store);
  g_test_message ("%s", error->message);
  assert_message_contains (error, f->path);
  assert_message_contains (error, "not a Hammer database");

  after = file_checksum (f->path);
  files_after = list_dir (f->dir);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpstr (files_before, ==, files_after);
}

static void
test_not_a_database_text (Fixture       *f,
                          gconstpointer  data)
{
  assert_not_a_database (f, "Naam;Vereniging\nJan de Vries;De Rappe Schijf\n", -1);
}

static void
test_not_a_database_short (Fixture       *f,
                           gconstpointer  data)
{
  assert_not_a_database (f, "SQLite", -1);
}

static void
test_not_a_database_other_program (Fixture       *f,
                                   gconstpointer  data)
{
  sqlite3 *raw = raw_open (f->path);

  raw_exec (raw, "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);"
                 "INSERT INTO notes (body) VALUES ('buy milk'), ('call Jan');");
  sqlite3_close (raw);
  assert_not_a_database (f, NULL, 0);

  /* The same with a user_version of its own and no table. */
  g_assert_cmpint (g_remove (f->path), ==, 0);
  raw = raw_open (f->path);
  raw_exec (raw, "PRAGMA user_version = 7;");
  sqlite3_close (raw);
  assert_not_a_database (f, NULL, 0);

  /* And with another program's application id on a database of tables. */
  g_assert_cmpint (g_remove (f->path), ==, 0);
  raw = raw_open (f->path);
  raw_exec (raw, "PRAGMA application_id = 1234; CREATE TABLE notes (body TEXT);");
  sqlite3_close (raw);
  assert_not_a_database (f, NULL, 0);
}

static void
test_empty_file (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(HammerStore) store = NULL;
  sqlite3 *raw;

  g_assert_true (g_file_set_contents (f->path, "", 0, NULL));
  store = open_store (f);
  g_assert_cmpint (hammer_store_get_schema_version (store), ==, HAMMER_STORE_SCHEMA_VERSION);
  add (store, "Jan de Vries", NULL, NULL);
  close_store (&store);

  raw = raw_open (f->path);
  g_assert_cmpint (raw_int (raw, "PRAGMA application_id"), ==, HAMMER_APPLICATION_ID);
  g_assert_cmpint (raw_int (raw, "SELECT count(*) FROM players"), ==, 1);
  sqlite3_close (raw);
}

/* Damaged files */

#define BIG_ROSTER 300

/* A real Hammer database with a few hundred players in a dozen clubs. */
static void
make_big_database (Fixture *f)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);

  /* Only to be quick: a test does not need every commit on the platter. */
  raw_exec (hammer_store_get_db (store), "PRAGMA synchronous = OFF");
  for (guint i = 0; i < BIG_ROSTER; i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %03u van der Testen", i);
      g_autofree char *club = g_strdup_printf ("Club %u", i % 12);
      g_autofree char *licence = g_strdup_printf ("ANS-%06u", 100000 + i);

      add (store, name, club, licence);
    }
  close_store (&store);

  /* Closing the last connection checkpointed the WAL into the file. */
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
}

static guint
page_size_of (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length;
  guint size;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_cmpuint (length, >=, 100);
  size = ((guchar) contents[16] << 8) | (guchar) contents[17];
  return size == 1 ? 65536 : size;
}

static void
overwrite (const char *path,
           goffset     offset,
           const void *bytes,
           gsize       length)
{
  g_autofree char *contents = NULL;
  g_autoptr(GError) error = NULL;
  gsize file_length;

  g_file_get_contents (path, &contents, &file_length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (offset + length, <=, file_length);
  memcpy (contents + offset, bytes, length);
  g_file_set_contents (path, contents, file_length, &error);
  g_assert_no_error (error);
}

static void
truncate_file (const char *path,
               goffset     length)
{
  g_assert_cmpint (truncate (path, length), ==, 0);
}

/* Opens the damaged file at @f->path: it must fail, and say so in words a
 * club secretary understands, without changing the file. */
static void
assert_damaged (Fixture  *f,
                gboolean  may_be_not_a_database)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autofree char *before = file_checksum (f->path);
  g_autofree char *after = NULL;

  store = hammer_store_open (f->path, &error);
  g_assert_null (store);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  if (may_be_not_a_database && g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE))
    assert_message_contains (error, "not a Hammer database");
  else
    {
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
      assert_message_contains (error, "damaged");
      assert_message_contains (error, "backup");
    }
  assert_message_contains (error, f->path);
  /* Not SQLite's own words, nor anything spanning several lines. */
  g_assert_null (strchr (error->message, '\n'));
  g_assert_null (strstr (error->message, "btree"));
  g_assert_null (strstr (error->message, "malformed"));
  g_assert_null (strstr (error->message, "***"));

  after = file_checksum (f->path);
  g_assert_cmpstr (before, ==, after);
}

/* Garbage over the b-tree page headers and cell pointers of three pages
 * in the middle of the big database's file, well away from its header. */
/* Leaf pages of the players' table, in the file's order: the pages a
 * damage hits that the schema does not need (the schema alone now fills
 * half of a small file, so "the middle of the file" is no such place). */
static GArray *
player_pages (const char *path)
{
  GArray *pages = g_array_new (FALSE, FALSE, sizeof (guint));
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT pageno FROM dbstat WHERE name = 'players'"
                                           " AND pagetype = 'leaf' ORDER BY pageno", -1, &stmt,
                                       NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      guint page = sqlite3_column_int (stmt, 0);

      g_array_append_val (pages, page);
    }
  sqlite3_finalize (stmt);
  sqlite3_close (db);
  return pages;
}

static void
damage_pages (Fixture *f)
{
  g_autoptr(GArray) pages = player_pages (f->path);
  guint page_size;
  guchar garbage[512];

  page_size = page_size_of (f->path);
  g_test_message ("%u leaf pages of the players of %u bytes", pages->len, page_size);
  g_assert_cmpuint (pages->len, >=, 6);

  /* Garbage over the b-tree page headers and cell pointers of three pages
   * of the players' table, in its middle, well away from the file header
   * and the schema. */
  memset (garbage, 0xa5, sizeof garbage);
  for (guint i = 0; i < 3; i++)
    {
      guint page = g_array_index (pages, guint, pages->len / 2 - 1 + i);

      overwrite (f->path, (goffset) (page - 1) * page_size, garbage,
                 MIN (sizeof garbage, page_size));
    }
}

static void
test_corrupt_page (Fixture       *f,
                   gconstpointer  data)
{
  make_big_database (f);
  damage_pages (f);
  assert_damaged (f, FALSE);
}

static HammerStore *
open_for_app (Fixture  *f,
              GError  **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  hammer_store_open_async (f->path, NULL, on_opened, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return hammer_store_open_finish (result, error);
}

static gboolean
check_store (HammerStore  *store,
             GError      **error)
{
  g_autoptr(GAsyncResult) result = NULL;

  hammer_store_check_async (store, NULL, on_opened, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  return hammer_store_check_finish (store, result, error);
}

/* Opened for the app, a damaged file opens at once: its check waits until
 * the window is on screen. But no write gets in before the check, on the
 * writer's thread or on the store's own connection, and the check and
 * every write say in the user's words that the file is damaged. */
static void
test_corrupt_check_put_off (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 last_change;

  make_big_database (f);
  store = open_store (f);
  last_change = hammer_store_get_last_change (store);
  g_assert_cmpint (last_change, >, 0);
  close_store (&store);
  damage_pages (f);
  before = file_checksum (f->path);

  store = open_for_app (f, &error);
  g_assert_no_error (error);

  /* The writer's first write runs the check, and is not made. */
  hammer_store_undo_async (store, last_change, NULL, on_opened, &result);
  while (result == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (hammer_store_undo_finish (store, result, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  assert_message_contains (error, "damaged");
  assert_message_contains (error, f->path);
  g_clear_error (&error);
  g_clear_object (&result);

  g_assert_cmpint (try_add (store, "Nieuwe Speler", "Club 1", "ANS-999999", &error), <=, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  g_clear_error (&error);

  g_assert_false (check_store (store, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  g_assert_null (strchr (error->message, '\n'));
  close_store (&store);

  after = file_checksum (f->path);
  g_assert_cmpstr (before, ==, after);
}

/* Opened for a command, a damaged file opens without its check: a read
 * that meets a damaged page says so in the user's words, and the first
 * write runs the check, fails and writes nothing. */
static void
test_corrupt_check_before_write (Fixture       *f,
                                 gconstpointer  data)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  make_big_database (f);
  damage_pages (f);
  before = file_checksum (f->path);

  store = hammer_store_open_check_before_write (f->path, &error);
  g_assert_no_error (error);
  players = hammer_roster_list_players (store, &error);
  g_assert_null (players);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  assert_message_contains (error, "damaged");
  g_assert_null (strstr (error->message, "malformed"));
  g_clear_error (&error);

  g_assert_cmpint (try_add (store, "Nieuwe Speler", "Club 1", "ANS-999999", &error), <=, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  assert_message_contains (error, "damaged");
  assert_message_contains (error, f->path);
  close_store (&store);

  after = file_checksum (f->path);
  g_assert_cmpstr (before, ==, after);
}

/* Opened for a command, an intact file is checked at its first write and
 * takes it. */
static void
test_check_before_write_intact (Fixture       *f,
                                gconstpointer  data)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;

  make_big_database (f);
  store = hammer_store_open_check_before_write (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (store_count_players (store), ==, BIG_ROSTER);
  g_assert_cmpint (add (store, "Nieuwe Speler", "Club 1", "ANS-999999"), >, 0);
  g_assert_cmpint (add (store, "Tweede Speler", "Club 2", "ANS-999998"), >, 0);
  g_assert_cmpuint (store_count_players (store), ==, BIG_ROSTER + 2);
}

/* An intact file opened for the app passes its check, run on its own
 * connection after opening, and then takes writes as ever. The check
 * comes first even when a write on the store's connection asks before the
 * window did. */
static void
test_check_put_off_intact (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;

  make_big_database (f);
  store = open_for_app (f, &error);
  g_assert_no_error (error);
  g_assert_cmpint (add (store, "Nieuwe Speler", "Club 1", "ANS-999999"), >, 0);
  g_assert_true (check_store (store, &error));
  g_assert_no_error (error);
  g_assert_cmpint (add (store, "Tweede Speler", "Club 2", "ANS-999998"), >, 0);
  g_assert_cmpuint (store_count_players (store), ==, BIG_ROSTER + 2);
  close_store (&store);

  /* A store checked when it was opened has nothing left to check. */
  store = open_store (f);
  g_assert_true (check_store (store, &error));
  g_assert_no_error (error);
}

static void
test_corrupt_truncated (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *copy = g_build_filename (f->dir, "intact.db", NULL);
  g_autofree char *contents = NULL;
  gsize length;
  guint page_size;

  make_big_database (f);
  page_size = page_size_of (f->path);
  g_assert_true (g_file_get_contents (f->path, &contents, &length, NULL));

  /* Cut at a page boundary, in the middle of a page, and deep into it. */
  truncate_file (f->path, (length / page_size / 2) * page_size);
  assert_damaged (f, FALSE);

  g_assert_true (g_file_set_contents (f->path, contents, length, NULL));
  truncate_file (f->path, (length / page_size / 2) * page_size + page_size / 3);
  assert_damaged (f, FALSE);

  g_assert_true (g_file_set_contents (f->path, contents, length, NULL));
  truncate_file (f->path, 3 * page_size);
  assert_damaged (f, FALSE);

  /* Intact again, it opens with everything in it. */
  g_assert_true (g_file_set_contents (f->path, contents, length, NULL));
  {
    g_autoptr(HammerStore) store = open_store (f);
    g_assert_cmpuint (store_count_players (store), ==, BIG_ROSTER);
  }
}

static void
test_corrupt_header (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *contents = NULL;
  gsize length;
  static const guchar zeros[84] = { 0 };
  static const char smashed[] = "XQLite format 3";

  make_big_database (f);
  g_assert_true (g_file_get_contents (f->path, &contents, &length, NULL));

  /* The magic string itself. */
  overwrite (f->path, 0, smashed, sizeof smashed);
  assert_damaged (f, TRUE);

  /* The rest of the header: page size, counters, schema cookie. */
  g_assert_true (g_file_set_contents (f->path, contents, length, NULL));
  overwrite (f->path, 16, zeros, sizeof zeros);
  assert_damaged (f, TRUE);

  /* Truncated inside the header. */
  g_assert_true (g_file_set_contents (f->path, contents, length, NULL));
  truncate_file (f->path, 50);
  assert_damaged (f, TRUE);
}

/* Random damage, anywhere past the header: whatever the store answers, it
 * must not crash, and what it does open must be readable or refused. */
static void
test_corrupt_random (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *contents = NULL;
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  g_autofree char *shm = g_strconcat (f->path, "-shm", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (0x48414d52);
  gsize length;
  guint page_size;
  guint n_refused = 0;
  const guint n_rounds = 12;

  make_big_database (f);
  page_size = page_size_of (f->path);
  g_assert_true (g_file_get_contents (f->path, &contents, &length, NULL));

  for (guint round = 0; round < n_rounds; round++)
    {
      g_autofree char *damaged = g_memdup2 (contents, length);
      g_autoptr(HammerStore) store = NULL;
      g_autoptr(GError) error = NULL;
      guint n_hits = g_rand_int_range (rand, 1, 6);
      gsize damaged_length = length;

      for (guint hit = 0; hit < n_hits; hit++)
        {
          gsize page = g_rand_int_range (rand, 1, length / page_size);
          gsize at = g_rand_int_range (rand, 0, page_size - 64);
          guint n = g_rand_int_range (rand, 1, 64);

          for (guint i = 0; i < n; i++)
            damaged[page * page_size + at + i] = (char) g_rand_int_range (rand, 0, 256);
        }
      if (round % 3 == 2)
        damaged_length -= g_rand_int_range (rand, 1, length / 2);
      g_assert_true (g_file_set_contents (f->path, damaged, damaged_length, NULL));

      store = hammer_store_open (f->path, &error);
      if (store == NULL)
        {
          g_test_message ("round %u: %s", round, error->message);
          g_assert_true (g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT) ||
                         g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_A_DATABASE));
          n_refused++;
        }
      else
        {
          g_autoptr(GPtrArray) players = hammer_roster_list_players (store, &error);

          /* The damage hit only the text of some row, or free space: the
           * listing works, or says that the file is damaged. */
          if (players == NULL)
            g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
          g_test_message ("round %u: opened, %u players", round, players ? players->len : 0);
        }
      g_clear_object (&store);
      g_remove (wal);
      g_remove (shm);
    }
  g_test_message ("%u of %u damaged files refused", n_refused, n_rounds);
}

/* Constraints */

static void
test_constraint_name (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  static const char * const bad[] = { "", " ", "   \t  ", "\n", "\u00a0 \u2003" };
  g_autofree char *long_name = NULL;
  g_autofree char *longest_name = NULL;
  g_autoptr(GString) wide = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (try_add (store, bad[i], NULL, NULL, &error), ==, 0);
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
      g_assert_true (hammer_error_is_user_error (error));
    }

  /* 201 characters is too many, 200 is fine, and characters count, not bytes. */
  long_name = g_strnfill (201, 'a');
  longest_name = g_strnfill (200, 'b');
  {
    g_autoptr(GError) error = NULL;

    g_assert_cmpint (try_add (store, long_name, NULL, NULL, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    assert_message_contains (error, "200");
  }
  add (store, longest_name, NULL, NULL);
  for (guint i = 0; i < 200; i++)
    g_string_append (wide, "\u00e9");
  add (store, wide->str, NULL, NULL);
  g_string_append (wide, "\u00e9");
  {
    g_autoptr(GError) error = NULL;

    g_assert_cmpint (try_add (store, wide->str, NULL, NULL, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  }

  /* Control characters, in the name and in the other fields. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_cmpint (try_add (store, "Jan\001de Vries", NULL, NULL, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_clear_error (&error);
    g_assert_cmpint (try_add (store, "Jan\x7f", NULL, NULL, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_clear_error (&error);
    g_assert_cmpint (try_add (store, "Jan", "Club\033[31m", NULL, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_clear_error (&error);
    g_assert_cmpint (try_add (store, "Jan", NULL, "ANS\a1", &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_clear_error (&error);
    g_assert_cmpint (try_add (store, "Jan \xff\xfe", NULL, NULL, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  }

  /* Nothing refused left a trace, not even a club. */
  g_assert_cmpuint (store_count_players (store), ==, 2);
  g_assert_cmpuint (count_clubs (store), ==, 0);
}

static void
test_constraint_whitespace (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayer) player = make_player ("  Jan   de Vries ", "  De  Rappe\tSchijf ",
                                                " ANS-1 ");
  g_autoptr(HammerPlayer) stored = NULL;
  g_autoptr(HammerClub) club = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  hammer_player_set_email (player, " jan@example.org ");
  hammer_player_set_phone (player, " 06  1234 5678 ");
  id = hammer_roster_add_player (store, player, &error);
  g_assert_no_error (error);

  stored = get_player (store, id);
  g_assert_cmpstr (hammer_player_get_name (stored), ==, "Jan de Vries");
  g_assert_cmpstr (hammer_player_get_club_name (stored), ==, "De Rappe Schijf");
  g_assert_cmpstr (hammer_player_get_licence (stored), ==, "ANS-1");
  g_assert_cmpstr (hammer_player_get_email (stored), ==, "jan@example.org");
  g_assert_cmpstr (hammer_player_get_phone (stored), ==, "06 1234 5678");
  g_assert_cmpint (hammer_player_get_id (player), ==, id);
  g_assert_cmpint (hammer_player_get_club_id (player), ==, hammer_player_get_club_id (stored));

  club = find_club (store, "De Rappe Schijf");
  g_assert_nonnull (club);

  /* The folded name is what duplicates are checked against. */
  g_assert_cmpint (try_add (store, "Jan de   Vries", "De Rappe Schijf", NULL, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);
  g_assert_cmpint (try_add (store, "Someone Else", NULL, "  ANS-1", &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);

  /* An empty licence, email or phone is none, not a value. */
  {
    g_autoptr(HammerPlayer) a = make_player ("Piet", NULL, "  ");
    g_autoptr(HammerPlayer) b = make_player ("Klaas", NULL, "");
    g_autoptr(HammerPlayer) got = NULL;

    hammer_player_set_email (a, "   ");
    g_assert_cmpint (hammer_roster_add_player (store, a, NULL), >, 0);
    g_assert_cmpint (hammer_roster_add_player (store, b, NULL), >, 0);
    got = get_player (store, hammer_player_get_id (a));
    g_assert_null (hammer_player_get_licence (got));
    g_assert_null (hammer_player_get_email (got));
  }
}

static void
test_constraint_licence (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;

  add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  before = snapshot (store);
  g_assert_cmpint (try_add (store, "Piet Jansen", "Het Vierde Vak", "ANS-1", &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_assert_true (hammer_error_is_user_error (error));
  /* It names the one who holds it. */
  assert_message_contains (error, "ANS-1");
  assert_message_contains (error, "Jan de Vries");

  /* The club named along with the refused player was not created. */
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
  g_assert_null (find_club (store, "Het Vierde Vak"));
}

static void
test_constraint_name_club (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;

  add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  g_assert_cmpint (try_add (store, "Jan de Vries", "De Rappe Schijf", NULL, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  assert_message_contains (error, "Jan de Vries");
  assert_message_contains (error, "De Rappe Schijf");
  g_clear_error (&error);

  /* Case does not make another person, nor another club. */
  g_assert_cmpint (try_add (store, "JAN DE VRIES", "de rappe schijf", NULL, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);

  /* The same name in another club, and without a club, is someone else. */
  add (store, "Jan de Vries", "Het Vierde Vak", NULL);
  add (store, "Jan de Vries", NULL, NULL);
  g_assert_cmpint (try_add (store, "Jan de Vries", NULL, NULL, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);

  g_assert_cmpuint (store_count_players (store), ==, 3);
  g_assert_cmpuint (count_clubs (store), ==, 2);
}

static void
test_constraint_club_on_the_fly (Fixture       *f,
                                 gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerClub) club = NULL;
  g_autoptr(HammerPlayer) a = NULL;
  g_autoptr(HammerPlayer) b = NULL;
  gint64 id_a, id_b;

  id_a = add (store, "Jan de Vries", "De Rappe Schijf", NULL);
  g_assert_cmpuint (count_clubs (store), ==, 1);
  id_b = add (store, "Piet Jansen", "de rappe schijf", NULL);
  add (store, "Klaas Bakker", "DE RAPPE SCHIJF ", NULL);
  g_assert_cmpuint (count_clubs (store), ==, 1);

  club = find_club (store, "De Rappe Schijf");
  g_assert_nonnull (club);
  g_assert_cmpuint (hammer_club_get_member_count (club), ==, 3);

  a = get_player (store, id_a);
  b = get_player (store, id_b);
  g_assert_cmpint (hammer_player_get_club_id (a), ==, hammer_club_get_id (club));
  g_assert_cmpint (hammer_player_get_club_id (b), ==, hammer_club_get_id (club));
  /* The club keeps the spelling it was created with. */
  g_assert_cmpstr (hammer_player_get_club_name (b), ==, "De Rappe Schijf");

  /* Adding a club of an existing name is refused, whatever the case. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_cmpint (hammer_roster_add_club (store, "DE RAPPE schijf", NULL, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
    g_clear_error (&error);
    g_assert_cmpint (hammer_roster_add_club (store, "  ", NULL, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  }
  g_assert_cmpint (hammer_roster_add_club (store, "Het Vierde Vak", "Zaandam", NULL), >, 0);
  g_assert_cmpuint (count_clubs (store), ==, 2);
}

static void
test_constraint_fields (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  static const char * const bad_emails[] = { "jan.example.org", "jan @example.org", "jan" };
  static const double bad_averages[] = { 1000.01, 1e9, INFINITY, G_MAXDOUBLE };
  static const double good_averages[] = { 0.0, 7.5, 999.99, 1000.0 };

  for (guint i = 0; i < G_N_ELEMENTS (bad_emails); i++)
    {
      g_autoptr(HammerPlayer) player = make_player ("Jan de Vries", NULL, NULL);
      g_autoptr(GError) error = NULL;

      hammer_player_set_email (player, bad_emails[i]);
      g_assert_cmpint (hammer_roster_add_player (store, player, &error), ==, 0);
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    }

  for (guint i = 0; i < G_N_ELEMENTS (bad_averages); i++)
    {
      g_autoptr(HammerPlayer) player = make_player ("Jan de Vries", NULL, NULL);
      g_autoptr(GError) error = NULL;

      hammer_player_set_average (player, bad_averages[i]);
      g_assert_cmpint (hammer_roster_add_player (store, player, &error), ==, 0);
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
      assert_message_contains (error, "average");
    }
  g_assert_cmpuint (store_count_players (store), ==, 0);

  /* A negative average cannot even be put on a player; the table refuses
   * one that gets past anyway. */
  {
    g_autoptr(GError) error = NULL;
    gint64 id = add (store, "Jan de Vries", NULL, NULL);
    g_autofree char *sql = g_strdup_printf ("UPDATE players SET average = -1 WHERE id = %"
                                            G_GINT64_FORMAT, id);

    g_assert_cmpint (sqlite3_exec (hammer_store_get_db (store), sql, NULL, NULL, NULL) & 0xff,
                     ==, SQLITE_CONSTRAINT);
    g_assert_cmpint (hammer_roster_delete_players (store, &id, 1, &error), >, 0);
    g_assert_no_error (error);
  }

  for (guint i = 0; i < G_N_ELEMENTS (good_averages); i++)
    {
      g_autoptr(HammerPlayer) player = NULL;
      g_autoptr(HammerPlayer) stored = NULL;
      g_autofree char *name = g_strdup_printf ("Player %u", i);
      gint64 id;

      player = make_player (name, NULL, NULL);
      hammer_player_set_average (player, good_averages[i]);
      hammer_player_set_email (player, "speler@example.org");
      id = hammer_roster_add_player (store, player, NULL);
      g_assert_cmpint (id, >, 0);
      stored = get_player (store, id);
      g_assert_true (hammer_player_has_average (stored));
      g_assert_cmpfloat (hammer_player_get_average (stored), ==, good_averages[i]);
      g_assert_cmpstr (hammer_player_get_email (stored), ==, "speler@example.org");
    }

  /* No average is none, not 0. */
  {
    g_autoptr(HammerPlayer) stored = get_player (store, add (store, "Nobody", NULL, NULL));

    g_assert_false (hammer_player_has_average (stored));
    g_assert_true (hammer_player_get_active (stored));
  }
}

/* Changing and deleting */

static void
test_update_player (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayer) player = NULL;
  g_autoptr(HammerPlayer) stored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 id;

  id = add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  add (store, "Piet Jansen", "Het Vierde Vak", "ANS-2");

  player = get_player (store, id);
  hammer_player_set_name (player, "  Jan  de Vries jr. ");
  hammer_player_set_club_name (player, "Crown & Anchor");
  hammer_player_set_licence (player, "NSA-9");
  hammer_player_set_email (player, "jan@example.org");
  hammer_player_set_average (player, 12.25);
  hammer_player_set_active (player, FALSE);
  g_assert_true (hammer_roster_update_player (store, player, &error));
  g_assert_no_error (error);

  stored = get_player (store, id);
  g_assert_cmpstr (hammer_player_get_name (stored), ==, "Jan de Vries jr.");
  g_assert_cmpstr (hammer_player_get_club_name (stored), ==, "Crown & Anchor");
  g_assert_cmpint (hammer_player_get_club_id (stored), ==, hammer_player_get_club_id (player));
  g_assert_cmpstr (hammer_player_get_licence (stored), ==, "NSA-9");
  g_assert_cmpstr (hammer_player_get_email (stored), ==, "jan@example.org");
  g_assert_cmpfloat (hammer_player_get_average (stored), ==, 12.25);
  g_assert_false (hammer_player_get_active (stored));
  g_assert_cmpuint (count_clubs (store), ==, 3);

  /* Clearing fields. */
  hammer_player_set_club_name (player, NULL);
  hammer_player_set_licence (player, NULL);
  hammer_player_clear_average (player);
  g_assert_true (hammer_roster_update_player (store, player, &error));
  g_assert_no_error (error);
  g_clear_object (&stored);
  stored = get_player (store, id);
  g_assert_null (hammer_player_get_club_name (stored));
  g_assert_cmpint (hammer_player_get_club_id (stored), ==, 0);
  g_assert_null (hammer_player_get_licence (stored));
  g_assert_false (hammer_player_has_average (stored));

  /* Refusals change nothing. */
  before = snapshot (store);
  hammer_player_set_licence (player, "ANS-2");
  g_assert_false (hammer_roster_update_player (store, player, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  assert_message_contains (error, "Piet Jansen");
  g_clear_error (&error);

  hammer_player_set_licence (player, NULL);
  hammer_player_set_name (player, "Piet Jansen");
  hammer_player_set_club_name (player, "Het Vierde Vak");
  g_assert_false (hammer_roster_update_player (store, player, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);

  hammer_player_set_name (player, " ");
  hammer_player_set_club_name (player, "A Club Not Yet There");
  g_assert_false (hammer_roster_update_player (store, player, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  hammer_player_set_name (player, "Jan de Vries");
  hammer_player_set_id (player, 999999);
  g_assert_false (hammer_roster_update_player (store, player, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);

  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);

  /* Keeping one's own licence and name is no clash with oneself. */
  g_clear_object (&player);
  player = get_player (store, id);
  hammer_player_set_phone (player, "06-12345678");
  g_assert_true (hammer_roster_update_player (store, player, &error));
  g_assert_no_error (error);
}

static void
test_delete_players (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 ids[5];
  gint64 with_missing[3];
  g_autoptr(HammerClub) club = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %u", i);
      ids[i] = add (store, name, "De Rappe Schijf", NULL);
    }

  /* One that does not exist spoils the lot: nothing is deleted. */
  before = snapshot (store);
  with_missing[0] = ids[0];
  with_missing[1] = 424242;
  with_missing[2] = ids[1];
  g_assert_cmpint (hammer_roster_delete_players (store, with_missing, 3, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_cmpint (hammer_roster_delete_players (store, ids, 0, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);

  g_assert_cmpint (hammer_roster_delete_players (store, ids + 1, 3, &error), >, 0);
  g_assert_no_error (error);
  g_assert_cmpuint (store_count_players (store), ==, 2);
  club = find_club (store, "De Rappe Schijf");
  g_assert_cmpuint (hammer_club_get_member_count (club), ==, 2);

  g_assert_null (hammer_roster_get_player (store, ids[2], &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_clear_object (&club);
  g_object_unref (get_player (store, ids[0]));
  g_object_unref (get_player (store, ids[4]));
}

static void
test_delete_clubs (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerClub) rappe = NULL;
  g_autoptr(HammerClub) vak = NULL;
  g_autoptr(HammerClub) empty = NULL;
  gint64 jan, piet, klaas;
  gint64 club_ids[2];

  jan = add (store, "Jan de Vries", "De Rappe Schijf", NULL);
  piet = add (store, "Piet Jansen", "De Rappe Schijf", NULL);
  klaas = add (store, "Klaas Bakker", "Het Vierde Vak", NULL);
  g_assert_cmpint (hammer_roster_add_club (store, "Lege Club", NULL, NULL), >, 0);

  rappe = find_club (store, "De Rappe Schijf");
  vak = find_club (store, "Het Vierde Vak");
  empty = find_club (store, "Lege Club");
  g_assert_cmpuint (hammer_club_get_member_count (rappe), ==, 2);
  g_assert_cmpuint (hammer_club_get_member_count (vak), ==, 1);
  g_assert_cmpuint (hammer_club_get_member_count (empty), ==, 0);

  club_ids[0] = hammer_club_get_id (rappe);
  club_ids[1] = hammer_club_get_id (empty);
  g_assert_cmpint (hammer_roster_delete_clubs (store, club_ids, 2, &error), >, 0);
  g_assert_no_error (error);

  g_assert_cmpuint (count_clubs (store), ==, 1);
  g_assert_cmpuint (store_count_players (store), ==, 3);
  {
    g_autoptr(HammerPlayer) p = get_player (store, jan);
    g_autoptr(HammerPlayer) q = get_player (store, piet);
    g_autoptr(HammerPlayer) r = get_player (store, klaas);

    g_assert_cmpint (hammer_player_get_club_id (p), ==, 0);
    g_assert_null (hammer_player_get_club_name (p));
    g_assert_cmpint (hammer_player_get_club_id (q), ==, 0);
    g_assert_cmpstr (hammer_player_get_club_name (r), ==, "Het Vierde Vak");
  }

  /* A club that is no more cannot be deleted twice. */
  g_assert_cmpint (hammer_roster_delete_clubs (store, club_ids, 1, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
}

/* Undo */

static void
assert_undo_restores (HammerStore *store,
                      const char  *before,
                      gint64       change)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *after = NULL;

  g_assert_true (hammer_store_undo (store, change, &error));
  g_assert_no_error (error);
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);

  /* Twice is refused, and changes nothing. */
  g_assert_false (hammer_store_undo (store, change, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_pointer (&after, g_free);
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
}

static void
test_undo_add (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autofree char *before = NULL;
  g_autoptr(HammerPlayer) player = make_player ("Jan de Vries", "De Rappe Schijf", "ANS-1");

  add (store, "Piet Jansen", "Het Vierde Vak", "ANS-2");
  before = snapshot (store);

  /* The add created the club too; undo takes both away. */
  hammer_player_set_average (player, 7.5);
  hammer_player_set_email (player, "jan@example.org");
  g_assert_cmpint (hammer_roster_add_player (store, player, NULL), >, 0);
  g_assert_cmpuint (count_clubs (store), ==, 2);
  assert_undo_restores (store, before, last_change (store));
  g_assert_cmpuint (count_clubs (store), ==, 1);

  /* The licence is free again. */
  add (store, "Someone Else", NULL, "ANS-1");
}

static void
test_undo_update (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autofree char *before = NULL;
  g_autoptr(HammerPlayer) player = NULL;
  gint64 id;

  id = add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  player = get_player (store, id);
  hammer_player_set_average (player, 101.5);
  g_assert_true (hammer_roster_update_player (store, player, NULL));
  before = snapshot (store);

  hammer_player_set_name (player, "Johannes de Vries");
  hammer_player_set_club_name (player, "Het Vierde Vak");
  hammer_player_set_licence (player, NULL);
  hammer_player_clear_average (player);
  hammer_player_set_phone (player, "0612345678");
  g_assert_true (hammer_roster_update_player (store, player, NULL));
  assert_undo_restores (store, before, last_change (store));
  g_assert_null (find_club (store, "Het Vierde Vak"));
}

static void
test_undo_delete_players (Fixture       *f,
                          gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autofree char *before = NULL;
  g_autoptr(GError) error = NULL;
  gint64 ids[3];
  gint64 change;

  ids[0] = add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  ids[1] = add (store, "Piet Jansen", "De Rappe Schijf", NULL);
  ids[2] = add (store, "Klaas Bakker", NULL, "ANS-3");
  add (store, "Stays", NULL, NULL);
  before = snapshot (store);

  change = hammer_roster_delete_players (store, ids, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (store_count_players (store), ==, 1);
  assert_undo_restores (store, before, change);
}

static void
test_undo_delete_club (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autofree char *before = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerClub) club = NULL;
  gint64 club_id;
  gint64 change;

  add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  add (store, "Piet Jansen", "De Rappe Schijf", NULL);
  add (store, "Klaas Bakker", "Het Vierde Vak", NULL);
  club = find_club (store, "De Rappe Schijf");
  club_id = hammer_club_get_id (club);
  g_assert_true (hammer_roster_update_club (store, club_id, "De Rappe Schijf", "Leeuwarden",
                                            &error));
  g_assert_no_error (error);
  before = snapshot (store);

  change = hammer_roster_delete_clubs (store, &club_id, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (count_clubs (store), ==, 1);
  assert_undo_restores (store, before, change);

  g_clear_object (&club);
  club = find_club (store, "De Rappe Schijf");
  g_assert_cmpuint (hammer_club_get_member_count (club), ==, 2);
  g_assert_cmpstr (hammer_club_get_city (club), ==, "Leeuwarden");
}

static void
test_undo_changed_again (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayer) player = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 id, add_change, edit_change, club_id, delete_change;
  guint changed;

  id = add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  add_change = last_change (store);
  player = get_player (store, id);
  hammer_player_set_average (player, 8.0);
  g_assert_true (hammer_roster_update_player (store, player, NULL));
  edit_change = last_change (store);
  hammer_player_set_average (player, 9.0);
  g_assert_true (hammer_roster_update_player (store, player, NULL));

  before = snapshot (store);
  changed = f->changed;

  /* The add and the first edit were overtaken by a later edit, which the
   * refusal names; the desk made it, so it says nothing of where from. */
  g_assert_false (hammer_store_undo (store, add_change, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  assert_message_contains (error, "“Edit player Jan de Vries” was made on top of it since");
  g_clear_error (&error);
  g_assert_false (hammer_store_undo (store, edit_change, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  /* A change that never was. */
  g_assert_false (hammer_store_undo (store, 987654, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);

  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (f->changed, ==, changed);

  /* A club deleted, then one of its former members edited. */
  {
    g_autoptr(HammerClub) club = find_club (store, "De Rappe Schijf");

    club_id = hammer_club_get_id (club);
  }
  delete_change = hammer_roster_delete_clubs (store, &club_id, 1, &error);
  g_assert_no_error (error);
  g_clear_object (&player);
  player = get_player (store, id);
  hammer_player_set_phone (player, "0612345678");
  g_assert_true (hammer_roster_update_player (store, player, NULL));

  g_clear_pointer (&before, g_free);
  before = snapshot (store);
  g_assert_false (hammer_store_undo (store, delete_change, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_pointer (&after, g_free);
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
}

static void
test_undo_licence_taken (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayer) piet = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 id, piet_id, club_id, change, club_change;
  guint changed;

  id = add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  add (store, "Blijft", NULL, NULL);
  change = hammer_roster_delete_players (store, &id, 1, &error);
  g_assert_no_error (error);
  piet_id = add (store, "Piet Jansen", NULL, "ANS-1");
  g_assert_cmpint (piet_id, !=, id);

  before = snapshot (store);
  changed = f->changed;
  g_assert_false (hammer_store_undo (store, change, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_test_message ("%s", error->message);
  assert_message_contains (error, "undo");
  assert_message_contains (error, "ANS-1");
  assert_message_contains (error, "Piet Jansen");
  g_assert_null (strstr (error->message, "constraint"));
  g_clear_error (&error);
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (f->changed, ==, changed);

  /* Once the licence is free again, the undo goes through. */
  piet = get_player (store, piet_id);
  hammer_player_set_licence (piet, "ANS-2");
  g_assert_true (hammer_roster_update_player (store, piet, NULL));
  g_assert_true (hammer_store_undo (store, change, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (store_count_players (store), ==, 3);

  /* The same for a club whose name was taken by a new one. */
  {
    g_autoptr(HammerClub) club = find_club (store, "De Rappe Schijf");

    club_id = hammer_club_get_id (club);
  }
  add (store, "Nog Een", "Andere Club", NULL);
  club_change = hammer_roster_delete_clubs (store, &club_id, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_roster_add_club (store, "de rappe schijf", NULL, &error), >, 0);
  g_assert_no_error (error);
  g_clear_pointer (&before, g_free);
  before = snapshot (store);
  g_assert_false (hammer_store_undo (store, club_change, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_test_message ("%s", error->message);
  assert_message_contains (error, "de rappe schijf");
  g_clear_error (&error);
  g_clear_pointer (&after, g_free);
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
}

/* Row ids are not handed out twice: a player added after the last one was
 * deleted is not taken for the deleted one by undo. */
static void
test_undo_reused_id (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  gint64 id, change;

  id = add (store, "Jan de Vries", NULL, "ANS-1");
  change = hammer_roster_delete_players (store, &id, 1, &error);
  g_assert_no_error (error);
  add (store, "Piet Jansen", NULL, NULL);

  /* The deleted player's id was not given to Piet: undo puts Jan back. */
  hammer_store_undo (store, change, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (store_count_players (store), ==, 2);
}

/* Undo must not make what adding refuses: a second player of the same name
 * in the same club. */
static void
test_undo_same_name (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 id, change;

  id = add (store, "Jan de Vries", "De Rappe Schijf", NULL);
  add (store, "Blijft", NULL, NULL);
  change = hammer_roster_delete_players (store, &id, 1, &error);
  g_assert_no_error (error);
  add (store, "Jan de Vries", "De Rappe Schijf", NULL);

  before = snapshot (store);
  g_assert_false (hammer_store_undo (store, change, &error));
  g_test_message ("%s", error->message);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  assert_message_contains (error, "Jan de Vries");
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
}

static void
test_undo_undo (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *empty = NULL;
  g_autofree char *full = NULL;
  g_autofree char *now = NULL;
  gint64 add_change, undo_change;

  empty = snapshot (store);
  add (store, "Jan de Vries", "De Rappe Schijf", NULL);
  full = snapshot (store);
  add_change = last_change (store);
  g_assert_true (hammer_store_undo (store, add_change, &error));
  g_assert_no_error (error);

  /* An undo is a change of its own, and can be undone: a redo. */
  undo_change = last_change (store);
  g_assert_cmpint (undo_change, >, add_change);
  now = snapshot (store);
  g_assert_cmpstr (now, ==, empty);
  g_assert_true (hammer_store_undo (store, undo_change, &error));
  g_assert_no_error (error);
  g_clear_pointer (&now, g_free);
  now = snapshot (store);
  g_assert_cmpstr (now, ==, full);
}

/* The changed signal */

static void
test_changed_signal (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayer) player = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id, club_id, change;

  g_assert_cmpuint (f->changed, ==, 0);
  id = add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  g_assert_cmpuint (f->changed, ==, 1);

  /* Failures emit nothing. */
  g_assert_cmpint (try_add (store, "", NULL, NULL, NULL), ==, 0);
  g_assert_cmpint (try_add (store, "Piet", NULL, "ANS-1", NULL), ==, 0);
  g_assert_cmpint (try_add (store, "Jan de Vries", "De Rappe Schijf", NULL, NULL), ==, 0);
  g_assert_cmpuint (f->changed, ==, 1);

  player = get_player (store, id);
  hammer_player_set_average (player, 3.0);
  g_assert_true (hammer_roster_update_player (store, player, NULL));
  g_assert_cmpuint (f->changed, ==, 2);
  hammer_player_set_id (player, 4242);
  g_assert_false (hammer_roster_update_player (store, player, NULL));
  g_assert_cmpuint (f->changed, ==, 2);

  club_id = hammer_roster_add_club (store, "Het Vierde Vak", NULL, NULL);
  g_assert_cmpuint (f->changed, ==, 3);
  g_assert_true (hammer_roster_update_club (store, club_id, "Het 4e Vak", "Zaandam", NULL));
  g_assert_cmpuint (f->changed, ==, 4);
  g_assert_false (hammer_roster_update_club (store, club_id, "De Rappe Schijf", NULL, NULL));
  g_assert_cmpuint (f->changed, ==, 4);

  change = hammer_roster_delete_clubs (store, &club_id, 1, NULL);
  g_assert_cmpuint (f->changed, ==, 5);
  g_assert_true (hammer_store_undo (store, change, NULL));
  g_assert_cmpuint (f->changed, ==, 6);
  g_assert_false (hammer_store_undo (store, change, NULL));
  g_assert_cmpuint (f->changed, ==, 6);

  change = hammer_roster_delete_players (store, &id, 1, NULL);
  g_assert_cmpuint (f->changed, ==, 7);
  g_assert_cmpint (hammer_roster_delete_players (store, &id, 1, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_assert_cmpuint (f->changed, ==, 7);

  g_assert_true (hammer_roster_load_demo (store, NULL));
  g_assert_cmpuint (f->changed, ==, 8);
}

/* The demo club */

static void
test_demo (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *once = NULL;
  g_autofree char *twice = NULL;
  g_autoptr(GPtrArray) clubs = NULL;
  guint n_players;
  guint members = 0;

  g_assert_true (hammer_roster_load_demo (store, &error));
  g_assert_no_error (error);
  n_players = store_count_players (store);
  g_assert_cmpuint (n_players, >=, 38);
  g_assert_cmpuint (n_players, <=, 44);
  g_assert_cmpuint (count_clubs (store), ==, 4);

  clubs = hammer_roster_list_clubs (store, &error);
  for (guint i = 0; i < clubs->len; i++)
    {
      guint n = hammer_club_get_member_count (g_ptr_array_index (clubs, i));

      g_assert_cmpuint (n, >, 0);
      members += n;
    }
  g_assert_cmpuint (members, <=, n_players);

  once = snapshot (store);
  g_assert_true (hammer_roster_load_demo (store, &error));
  g_assert_no_error (error);
  twice = snapshot (store);
  g_assert_cmpstr (once, ==, twice);

  /* And into a roster that has players of its own, those stay. */
  close_store (&store);
  g_assert_cmpint (g_remove (f->path), ==, 0);
  store = open_store (f);
  add (store, "Jan de Vries", "Sjoelclub De Rappe Schijf", "ANS-098812");
  add (store, "Eigen Speler", NULL, NULL);
  g_assert_true (hammer_roster_load_demo (store, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (store_count_players (store), ==, n_players + 1);
  g_assert_cmpuint (count_clubs (store), ==, 4);
}

/* Import */

static const char good_csv[] =
  "Naam;Vereniging;Licentie;Gemiddelde;E-mail\r\n"
  "Jan de Vries;De Rappe Schijf;ANS-1;7,5;jan@example.org\r\n"
  "Piet Jansen;Het Vierde Vak;ANS-2;;\r\n"
  "Klaas Bakker;De Rappe Schijf;;12;\r\n"
  "Marie Smit;;ANS-4;;\r\n";

/* The same, with line 4 bad. */
static const char bad_csv[] =
  "Naam;Vereniging;Licentie;Gemiddelde;E-mail\r\n"
  "Jan de Vries;De Rappe Schijf;ANS-1;7,5;jan@example.org\r\n"
  "Piet Jansen;Het Vierde Vak;ANS-2;;\r\n"
  "Klaas Bakker;De Rappe Schijf;;twaalf;\r\n"
  "Marie Smit;;ANS-4;;\r\n"
  "Henk Post;Crown & Anchor;;-3;\r\n";

static HammerPlayerImport *
read_import (const char *csv)
{
  g_autoptr(GError) error = NULL;
  HammerPlayerImport *import = hammer_player_import_new (csv, strlen (csv), &error);

  g_assert_no_error (error);
  g_assert_nonnull (import);
  return import;
}

static void
test_import_good (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayerImport) import = read_import (good_csv);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerClub) club = NULL;
  HammerImportSummary summary = { 0 };

  g_assert_true (hammer_roster_import_players (store, import, FALSE, &summary, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (summary.imported, ==, 4);
  g_assert_cmpuint (summary.duplicates, ==, 0);
  g_assert_cmpuint (summary.skipped_bad, ==, 0);
  g_assert_cmpuint (summary.clubs_created, ==, 2);
  g_assert_cmpuint (f->changed, ==, 1);

  g_assert_cmpuint (store_count_players (store), ==, 4);
  club = find_club (store, "De Rappe Schijf");
  g_assert_nonnull (club);
  g_assert_cmpuint (hammer_club_get_member_count (club), ==, 2);
  g_clear_object (&club);
  club = find_club (store, "Het Vierde Vak");
  g_assert_nonnull (club);

  {
    g_autoptr(GPtrArray) players = hammer_roster_list_players (store, NULL);
    gboolean seen = FALSE;

    for (guint i = 0; i < players->len; i++)
      {
        HammerPlayer *p = g_ptr_array_index (players, i);

        if (g_str_equal (hammer_player_get_name (p), "Jan de Vries"))
          {
            seen = TRUE;
            g_assert_cmpfloat (hammer_player_get_average (p), ==, 7.5);
            g_assert_cmpstr (hammer_player_get_licence (p), ==, "ANS-1");
            g_assert_cmpstr (hammer_player_get_email (p), ==, "jan@example.org");
          }
      }
    g_assert_true (seen);
  }
}

static void
test_import_bad_row (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayerImport) import = read_import (bad_csv);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  HammerImportSummary summary = { 0 };

  add (store, "Al Aanwezig", NULL, NULL);
  before = snapshot (store);
  g_assert_cmpuint (hammer_player_import_count_bad (import), ==, 2);

  g_assert_false (hammer_roster_import_players (store, import, FALSE, &summary, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_test_message ("%s", error->message);
  assert_message_contains (error, "line 4");
  assert_message_contains (error, "twaalf");
  g_assert_cmpuint (summary.imported, ==, 0);

  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (f->changed, ==, 1);
}

static void
test_import_skip_bad (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayerImport) import = read_import (bad_csv);
  g_autoptr(GError) error = NULL;
  HammerImportSummary summary = { 0 };

  g_assert_true (hammer_roster_import_players (store, import, TRUE, &summary, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (summary.imported, ==, 3);
  g_assert_cmpuint (summary.skipped_bad, ==, 2);
  g_assert_cmpuint (summary.duplicates, ==, 0);
  g_assert_cmpuint (store_count_players (store), ==, 3);
  /* The club only the bad row named was not created. */
  g_assert_null (find_club (store, "Crown & Anchor"));
  g_assert_cmpuint (count_clubs (store), ==, 2);
}

static void
test_import_duplicates (Fixture       *f,
                        gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayerImport) import = NULL;
  g_autoptr(HammerPlayerImport) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  HammerImportSummary summary = { 0 };
  static const char csv[] =
    "Naam;Vereniging;Licentie\n"
    "Jan de Vries;De Rappe Schijf;\n"       /* same name and club as one stored */
    "Pietje Puk;Het Vierde Vak;ANS-2\n"     /* licence held by Piet Jansen */
    "Klaas Bakker;De Rappe Schijf;ANS-3\n"
    "klaas bakker;de rappe schijf;\n"       /* the row above, again */
    "Jan de Vries;Het Vierde Vak;\n";       /* another Jan: another club */

  add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  add (store, "Piet Jansen", NULL, "ANS-2");

  import = read_import (csv);
  g_assert_true (hammer_roster_check_import (store, import, &error));
  g_assert_no_error (error);
  g_assert_nonnull (hammer_player_import_get_row (import, 0)->duplicate_of);
  g_assert_nonnull (hammer_player_import_get_row (import, 1)->duplicate_of);
  g_assert_null (hammer_player_import_get_row (import, 2)->duplicate_of);
  g_assert_nonnull (hammer_player_import_get_row (import, 3)->duplicate_of);
  g_assert_null (hammer_player_import_get_row (import, 4)->duplicate_of);
  g_test_message ("%s", hammer_player_import_get_row (import, 1)->duplicate_of);

  g_assert_true (hammer_roster_import_players (store, import, FALSE, &summary, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (summary.imported, ==, 2);
  g_assert_cmpuint (summary.duplicates, ==, 3);
  g_assert_cmpuint (summary.clubs_created, ==, 1);
  g_assert_cmpuint (store_count_players (store), ==, 4);

  /* The same file again imports nothing and doubles nothing. */
  before = snapshot (store);
  again = read_import (csv);
  memset (&summary, 0, sizeof summary);
  g_assert_true (hammer_roster_import_players (store, again, FALSE, &summary, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (summary.imported, ==, 0);
  g_assert_cmpuint (summary.duplicates, ==, 5);
  g_assert_cmpuint (summary.clubs_created, ==, 0);
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
}

static void
test_import_undo (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayerImport) import = read_import (good_csv);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  HammerImportSummary summary = { 0 };
  gint64 change_before, change;

  add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  before = snapshot (store);
  change_before = last_change (store);

  g_assert_true (hammer_roster_import_players (store, import, FALSE, &summary, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (store_count_players (store), ==, 4);

  /* One import is one change, and the summary says which. */
  change = last_change (store);
  g_assert_cmpint (change, ==, change_before + 1);
  g_assert_cmpint (summary.change_id, ==, change);
  assert_undo_restores (store, before, summary.change_id);
  g_assert_null (find_club (store, "Het Vierde Vak"));
}

typedef struct
{
  gboolean done;
  gboolean ok;
  HammerImportSummary summary;
  GError *error;
} ImportResult;

static void
on_imported (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  ImportResult *out = user_data;

  out->ok = hammer_roster_import_players_finish (HAMMER_STORE (source), result, &out->summary,
                                                 &out->error);
  out->done = TRUE;
}

static void
test_import_async (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerStore) reference = NULL;
  g_autoptr(HammerPlayerImport) import = read_import (good_csv);
  g_autoptr(HammerPlayerImport) reference_import = read_import (good_csv);
  g_autoptr(HammerPlayerImport) bad = read_import (bad_csv);
  g_autofree char *reference_path = g_build_filename (f->dir, "reference.db", NULL);
  g_autofree char *empty = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autoptr(GError) error = NULL;
  HammerImportSummary expected_summary = { 0 };
  ImportResult result = { 0 };

  /* What the blocking import makes of the file, in a database of its own. */
  reference = hammer_store_open (reference_path, &error);
  g_assert_no_error (error);
  add (reference, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  g_assert_true (hammer_roster_import_players (reference, reference_import, FALSE,
                                               &expected_summary, &error));
  g_assert_no_error (error);

  add (store, "Jan de Vries", "De Rappe Schijf", "ANS-1");
  g_assert_cmpuint (f->changed, ==, 1);
  empty = snapshot (store);
  hammer_roster_import_players_async (store, import, FALSE, NULL, on_imported, &result);
  while (!result.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (result.error);
  g_assert_true (result.ok);
  g_assert_cmpuint (f->changed, ==, 2);

  g_assert_cmpuint (result.summary.imported, ==, expected_summary.imported);
  g_assert_cmpuint (result.summary.duplicates, ==, expected_summary.duplicates);
  g_assert_cmpuint (result.summary.clubs_created, ==, expected_summary.clubs_created);
  g_assert_cmpuint (result.summary.skipped_bad, ==, expected_summary.skipped_bad);
  g_assert_cmpuint (result.summary.imported, ==, 3);
  g_assert_cmpuint (result.summary.duplicates, ==, 1);

  /* The same rows (ids and timestamps aside, the same listing). */
  {
    g_autoptr(GPtrArray) a = hammer_roster_list_players (store, NULL);
    g_autoptr(GPtrArray) b = hammer_roster_list_players (reference, NULL);

    g_assert_cmpuint (a->len, ==, b->len);
    for (guint i = 0; i < a->len; i++)
      {
        HammerPlayer *p = g_ptr_array_index (a, i);
        HammerPlayer *q = g_ptr_array_index (b, i);

        g_assert_cmpstr (hammer_player_get_name (p), ==, hammer_player_get_name (q));
        g_assert_cmpstr (hammer_player_get_club_name (p), ==, hammer_player_get_club_name (q));
        g_assert_cmpstr (hammer_player_get_licence (p), ==, hammer_player_get_licence (q));
      }
  }

  g_assert_cmpuint (count_clubs (store), ==, count_clubs (reference));

  /* It is one change, undone in one go. */
  g_assert_cmpint (result.summary.change_id, ==, last_change (store));
  assert_undo_restores (store, empty, result.summary.change_id);

  /* A bad file fails the same way, changes nothing and emits nothing. */
  before = snapshot (store);
  memset (&result, 0, sizeof result);
  hammer_roster_import_players_async (store, bad, FALSE, NULL, on_imported, &result);
  while (!result.done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (result.ok);
  g_assert_error (result.error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  assert_message_contains (result.error, "line 4");
  g_clear_error (&result.error);
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (f->changed, ==, 3);

  close_store (&reference);
}

/* The roster's writes on the store's writer */

/* Each async write does what its synchronous one does, told the same way:
 * "changed" once, the change its own, the caller's player given its ids;
 * a refusal changes nothing and comes back as the same error. */
static void
test_roster_async (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(HammerPlayer) player = make_player ("Anna Bakker", "De Rappe Schijf", "ANS-7");
  g_autoptr(HammerPlayer) stored = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  gint64 other, club_id, change_id;

  hammer_roster_add_player_async (store, player, NULL, on_opened, &result);
  g_assert_cmpint (hammer_player_get_id (player), ==, 0);
  g_assert_cmpint (hammer_roster_add_player_finish (store, test_wait_result (&result), &error), ==,
                   hammer_player_get_id (player));
  g_assert_no_error (error);
  g_assert_cmpint (hammer_player_get_id (player), >, 0);
  g_assert_cmpint (hammer_player_get_club_id (player), >, 0);
  g_assert_cmpuint (f->changed, ==, 1);
  g_clear_object (&result);

  hammer_player_set_club_name (player, "Sjoelclub Sneek");
  hammer_roster_update_player_async (store, player, NULL, on_opened, &result);
  g_assert_true (hammer_roster_update_player_finish (store, test_wait_result (&result), &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  stored = hammer_roster_get_player (store, hammer_player_get_id (player), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (hammer_player_get_club_name (stored), ==, "Sjoelclub Sneek");
  g_assert_cmpint (hammer_player_get_club_id (player), ==, hammer_player_get_club_id (stored));
  g_assert_cmpuint (f->changed, ==, 2);

  /* A licence another player holds is refused, as without the writer. */
  other = add (store, "Bram Mulder", NULL, "ANS-8");
  before = snapshot (store);
  hammer_player_set_licence (player, "ANS-8");
  hammer_roster_update_player_async (store, player, NULL, on_opened, &result);
  g_assert_false (hammer_roster_update_player_finish (store, test_wait_result (&result), &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);
  g_clear_object (&result);
  {
    g_autofree char *after = snapshot (store);

    g_assert_cmpstr (before, ==, after);
  }

  hammer_roster_add_club_async (store, "  Bolsward   Hammer ", "Bolsward", NULL, on_opened,
                                &result);
  club_id = hammer_roster_add_club_finish (store, test_wait_result (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpint (club_id, >, 0);
  g_clear_object (&result);
  hammer_roster_update_club_async (store, club_id, "Bolsward Hammer", "Sneek", NULL, on_opened,
                                   &result);
  g_assert_true (hammer_roster_update_club_finish (store, test_wait_result (&result), &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  {
    g_autoptr(HammerClub) club = hammer_roster_get_club (store, club_id, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (hammer_club_get_name (club), ==, "Bolsward Hammer");
    g_assert_cmpstr (hammer_club_get_city (club), ==, "Sneek");
  }
  hammer_roster_add_club_async (store, "bolsward hammer", NULL, NULL, on_opened, &result);
  g_assert_cmpint (hammer_roster_add_club_finish (store, test_wait_result (&result), &error),
                   ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);
  g_clear_object (&result);

  /* Deletions give the change to undo. */
  g_free (before);
  before = snapshot (store);
  hammer_roster_delete_clubs_async (store, &club_id, 1, NULL, on_opened, &result);
  change_id = hammer_roster_delete_clubs_finish (store, test_wait_result (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpint (change_id, ==, last_change (store));
  g_assert_cmpuint (count_clubs (store), ==, 2);
  g_clear_object (&result);
  assert_undo_restores (store, before, change_id);

  {
    gint64 ids[] = { hammer_player_get_id (player), other };

    hammer_roster_delete_players_async (store, ids, G_N_ELEMENTS (ids), NULL, on_opened,
                                        &result);
    change_id = hammer_roster_delete_players_finish (store, test_wait_result (&result), &error);
    g_assert_no_error (error);
    g_assert_cmpint (change_id, ==, last_change (store));
    g_clear_object (&result);
    g_assert_cmpuint (store_count_players (store), ==, 0);
  }
  hammer_roster_delete_players_async (store, NULL, 0, NULL, on_opened, &result);
  g_assert_cmpint (hammer_roster_delete_players_finish (store, test_wait_result (&result), &error),
                   ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  g_clear_object (&result);

  close_store (&store);
}

/* Crashes: a writer killed at any moment loses nothing it reported done */

static void
write_all (int         fd,
           const char *text)
{
  gsize length = strlen (text);

  while (length > 0)
    {
      ssize_t n = write (fd, text, length);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        _exit (5);
      text += n;
      length -= n;
    }
}

/* Runs in a process of its own (this binary, started with --crash-child):
 * adds players as fast as it can, each with a new club now and then so that
 * commits touch several rows and tables, and edits an earlier one now and
 * then. Prints the id of each player once its commit has returned. */
static int
crash_child (const char *path,
             const char *tag)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (path, &error);

  if (store == NULL)
    {
      g_printerr ("crash child: %s\n", error->message);
      return 3;
    }

  for (guint i = 0; ; i++)
    {
      g_autofree char *name = g_strdup_printf ("Crash %s Speler %u", tag, i);
      g_autofree char *club = g_strdup_printf ("Crash %s Club %u", tag, i / 5);
      g_autofree char *licence = g_strdup_printf ("CR-%s-%u", tag, i);
      g_autofree char *line = NULL;
      g_autoptr(HammerPlayer) player = make_player (name, club, licence);
      gint64 id;

      hammer_player_set_average (player, i % 1000);
      id = hammer_roster_add_player (store, player, &error);
      if (id == 0)
        {
          g_printerr ("crash child: %s\n", error->message);
          return 4;
        }
      if (i % 7 == 3)
        {
          hammer_player_set_phone (player, "0612345678");
          if (!hammer_roster_update_player (store, player, &error))
            {
              g_printerr ("crash child: %s\n", error->message);
              return 4;
            }
        }
      /* One write of a few bytes: atomic on a pipe, never half a line. */
      line = g_strdup_printf ("%" G_GINT64_FORMAT "\n", id);
      write_all (STDOUT_FILENO, line);
    }

  return 0;
}

static void
test_crash (Fixture       *f,
            gconstpointer  data)
{
  static const guint kill_after[] = { 1, 9, 40, 120, 3 };
  g_autoptr(GArray) reported = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GRand) rand = g_rand_new_with_seed (4242);

  g_assert_nonnull (self_exe);

  /* A database with something in it already. */
  {
    g_autoptr(HammerStore) store = open_store (f);
    add (store, "Er al", "Vaste Club", "FIX-1");
  }

  for (guint round = 0; round < G_N_ELEMENTS (kill_after); round++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GSubprocess) child = NULL;
      g_autoptr(GDataInputStream) lines = NULL;
      g_autoptr(HammerStore) store = NULL;
      g_autofree char *tag = g_strdup_printf ("%u", round);
      g_autofree char *integrity = NULL;
      guint n_read = 0;
      char *line;

      child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                                self_exe, "--crash-child", f->path, tag, NULL);
      g_assert_no_error (error);
      lines = g_data_input_stream_new (g_subprocess_get_stdout_pipe (child));

      while (n_read < kill_after[round] &&
             (line = g_data_input_stream_read_line (lines, NULL, NULL, &error)) != NULL)
        {
          gint64 id = g_ascii_strtoll (line, NULL, 10);

          g_assert_cmpint (id, >, 0);
          g_array_append_val (reported, id);
          n_read++;
          g_free (line);
        }
      g_assert_no_error (error);
      g_assert_cmpuint (n_read, ==, kill_after[round]);

      /* Somewhere in the next write, or the one after. */
      g_usleep (g_rand_int_range (rand, 0, 3000));
      g_subprocess_send_signal (child, SIGKILL);

      /* What it reported before it died counts too. */
      while ((line = g_data_input_stream_read_line (lines, NULL, NULL, &error)) != NULL)
        {
          gint64 id = g_ascii_strtoll (line, NULL, 10);

          g_assert_cmpint (id, >, 0);
          g_array_append_val (reported, id);
          g_free (line);
        }
      g_assert_no_error (error);

      g_assert_true (g_subprocess_wait (child, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (g_subprocess_get_if_signaled (child));
      g_assert_cmpint (g_subprocess_get_term_sig (child), ==, SIGKILL);

      /* The next one opens it as if nothing happened, whole. */
      store = open_store (f);
      integrity = raw_text (hammer_store_get_db (store), "PRAGMA integrity_check");
      g_assert_cmpstr (integrity, ==, "ok");
      for (guint i = 0; i < reported->len; i++)
        {
          gint64 id = g_array_index (reported, gint64, i);
          g_autoptr(HammerPlayer) player = hammer_roster_get_player (store, id, &error);

          g_assert_no_error (error);
          g_assert_nonnull (player);
          g_assert_true (g_str_has_prefix (hammer_player_get_name (player), "Crash "));
          g_assert_nonnull (hammer_player_get_club_name (player));
        }
      g_assert_cmpuint (store_count_players (store), >=, reported->len + 1);
      g_test_message ("round %u: %u ids reported, %u players stored", round, reported->len,
                      store_count_players (store));

      /* Everything stored, including what it did not get to report, is a
       * complete change: every club has a member, every player's change is
       * in the log. */
      g_assert_cmpint (raw_int (hammer_store_get_db (store),
                                "SELECT count(*) FROM clubs c WHERE NOT EXISTS"
                                " (SELECT 1 FROM players p WHERE p.club_id = c.id)"), ==, 0);
      g_assert_cmpint (raw_int (hammer_store_get_db (store),
                                "SELECT count(*) FROM players p WHERE NOT EXISTS"
                                " (SELECT 1 FROM change_rows r WHERE r.table_name = 'players'"
                                " AND r.row_id = p.id)"), ==, 0);
    }
}

/* A full disk */

static void
test_disk_full (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(HammerStore) store = open_store (f);
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *integrity = NULL;
  g_autofree char *limit = NULL;
  sqlite3 *db = hammer_store_get_db (store);
  guint stored = 0;
  guint changed;

  for (guint i = 0; i < 20; i++)
    {
      g_autofree char *name = g_strdup_printf ("Vooraf %u", i);
      add (store, name, "Vaste Club", NULL);
      stored++;
    }

  /* No page more than there are now: the next growth of the file fails as
   * it would on a full disk. */
  limit = g_strdup_printf ("PRAGMA max_page_count = %" G_GINT64_FORMAT,
                           raw_int (db, "PRAGMA page_count"));
  raw_exec (db, limit);

  for (guint i = 0; i < 10000; i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %u met een flink lange naam om de "
                                               "pagina's snel te vullen", i);
      g_autofree char *club = g_strdup_printf ("Nieuwe Club nummer %u", i);

      before = snapshot (store);
      changed = f->changed;
      if (try_add (store, name, club, NULL, &error) == 0)
        break;
      stored++;
      g_clear_pointer (&before, g_free);
    }

  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_test_message ("after %u players: %s", stored, error->message);
  assert_message_contains (error, "disk is full");
  g_assert_false (hammer_error_is_user_error (error));
  g_clear_error (&error);

  /* Nothing half-written: not the player, not the club it would have made. */
  after = snapshot (store);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpuint (store_count_players (store), ==, stored);
  g_assert_cmpuint (f->changed, ==, changed);
  integrity = raw_text (db, "PRAGMA integrity_check");
  g_assert_cmpstr (integrity, ==, "ok");

  /* An import hits the same wall the same way. */
  {
    g_autoptr(HammerPlayerImport) import = read_import (good_csv);

    g_assert_false (hammer_roster_import_players (store, import, FALSE, NULL, &error));
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
    g_clear_error (&error);
    g_clear_pointer (&after, g_free);
    after = snapshot (store);
    g_assert_cmpstr (before, ==, after);
  }

  /* Space again: work goes on, and all of it is still there on reopening. */
  raw_exec (db, "PRAGMA max_page_count = 1000000000");
  add (store, "Na de opruiming", NULL, NULL);
  close_store (&store);
  store = open_store (f);
  g_assert_cmpuint (store_count_players (store), ==, stored + 1);
}

int
main (int    argc,
      char **argv)
{
  if (argc == 4 && g_str_equal (argv[1], "--crash-child"))
    return crash_child (argv[2], argv[3]);
  if (argc == 3 && g_str_equal (argv[1], "--count-child"))
    return count_child (argv[2]);
  if (argc == 3 && g_str_equal (argv[1], "--lock-child"))
    return lock_child (argv[2]);
  if (argc == 4 && g_str_equal (argv[1], "--add-child"))
    return add_child (argv[2], argv[3]);

  g_test_init (&argc, &argv, NULL);

  self_exe = g_file_read_link ("/proc/self/exe", NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/store/open/fresh", test_open_fresh);
  ADD ("/store/open/creates-folder", test_open_creates_folder);
  ADD ("/store/open/async", test_open_async);
  ADD ("/store/open/second-store", test_open_second_store);
  ADD ("/store/open/locks-survive-other-opens", test_locks_survive_other_opens);
  ADD ("/store/open/exports-refuse-database", test_exports_refuse_database);
  ADD ("/store/changes/say-what", test_changes_say_what);
  ADD ("/store/sources/undo-own", test_sources_undo_own);
  ADD ("/store/migrate/empty-v0", test_migrate_empty_v0);
  ADD ("/store/migrate/from-v1", test_migrate_from_v1);
  ADD ("/store/migrate/match-numbers", test_migrate_match_numbers);
  ADD ("/store/clock/stamps", test_stamps_follow_clock);
  ADD ("/store/migrate/newer-bare", test_migrate_newer_bare);
  ADD ("/store/migrate/newer-real", test_migrate_newer_real);
  ADD ("/store/not-a-database/text", test_not_a_database_text);
  ADD ("/store/not-a-database/short", test_not_a_database_short);
  ADD ("/store/not-a-database/other-program", test_not_a_database_other_program);
  ADD ("/store/not-a-database/empty-file", test_empty_file);
  ADD ("/store/corrupt/page", test_corrupt_page);
  ADD ("/store/corrupt/check-put-off", test_corrupt_check_put_off);
  ADD ("/store/corrupt/check-before-write", test_corrupt_check_before_write);
  ADD ("/store/check-before-write-intact", test_check_before_write_intact);
  ADD ("/store/check-put-off-intact", test_check_put_off_intact);
  ADD ("/store/corrupt/truncated", test_corrupt_truncated);
  ADD ("/store/corrupt/header", test_corrupt_header);
  ADD ("/store/corrupt/random", test_corrupt_random);
  ADD ("/store/constraint/name", test_constraint_name);
  ADD ("/store/constraint/whitespace", test_constraint_whitespace);
  ADD ("/store/constraint/licence", test_constraint_licence);
  ADD ("/store/constraint/name-club", test_constraint_name_club);
  ADD ("/store/constraint/club-on-the-fly", test_constraint_club_on_the_fly);
  ADD ("/store/constraint/fields", test_constraint_fields);
  ADD ("/store/update-player", test_update_player);
  ADD ("/store/delete-players", test_delete_players);
  ADD ("/store/delete-clubs", test_delete_clubs);
  ADD ("/store/undo/add", test_undo_add);
  ADD ("/store/undo/update", test_undo_update);
  ADD ("/store/undo/delete-players", test_undo_delete_players);
  ADD ("/store/undo/delete-club", test_undo_delete_club);
  ADD ("/store/undo/changed-again", test_undo_changed_again);
  ADD ("/store/undo/licence-taken", test_undo_licence_taken);
  ADD ("/store/undo/reused-id", test_undo_reused_id);
  ADD ("/store/undo/same-name", test_undo_same_name);
  ADD ("/store/undo/undo", test_undo_undo);
  ADD ("/store/changed-signal", test_changed_signal);
  ADD ("/store/demo", test_demo);
  ADD ("/store/import/good", test_import_good);
  ADD ("/store/import/bad-row", test_import_bad_row);
  ADD ("/store/import/skip-bad", test_import_skip_bad);
  ADD ("/store/import/duplicates", test_import_duplicates);
  ADD ("/store/import/undo", test_import_undo);
  ADD ("/store/import/async", test_import_async);
  ADD ("/store/roster/async", test_roster_async);
  ADD ("/store/crash", test_crash);
  ADD ("/store/disk-full", test_disk_full);

#undef ADD

  return g_test_run ();
}
