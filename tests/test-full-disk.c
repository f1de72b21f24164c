/* test-full-disk.c — a full disk while writing files or saving
 *
 * Exports: hammer-cli runs with a file size limit (RLIMIT_FSIZE, SIGXFSZ
 * ignored), so that its write() of the file fails with EFBIG part way, as
 * on a full disk. The old file must keep its bytes, no temporary file may
 * stay beside it, and the message must name the file and say that the old
 * one is unchanged.
 *
 * Saves: the database may grow no further (PRAGMA max_page_count), so that
 * SQLite answers SQLITE_FULL in the middle of a score, a club night and an
 * import; each must say so and leave nothing of itself behind.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hammer-core.h"
#include "store/hammer-store-tx.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"
#include "test-common.h"

#define OLD_BYTES "The file that was here before.\n"

static rlim_t file_size_limit;

/* In the child, after fork(): files may not grow past the limit, and
 * writing past it fails instead of killing the process. */
static void
limit_file_size (gpointer data)
{
  struct rlimit limit = { file_size_limit, file_size_limit };

  signal (SIGXFSZ, SIG_IGN);
  setrlimit (RLIMIT_FSIZE, &limit);
}

typedef struct
{
  char        *dir;
  char        *path;
  HammerStore *store;
  char        *out_dir;
  gint64       event_id;
  gint64       season_id;
  gint64       league_id;
} Fixture;

/* Runs hammer-cli on the fixture's database with @args (the output file
 * last), under a file size limit of @limit bytes unless it is 0. */
static int
run_cli (Fixture            *f,
         const char * const *args,
         const char         *output,
         rlim_t              limit,
         char              **errors)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  int status;

  g_ptr_array_add (argv, (gpointer) g_getenv ("HAMMER_CLI"));
  g_ptr_array_add (argv, (gpointer) "--database");
  g_ptr_array_add (argv, f->path);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, (gpointer) "--output");
  g_ptr_array_add (argv, (gpointer) output);
  g_ptr_array_add (argv, NULL);

  file_size_limit = limit;
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL,
                limit > 0 ? limit_file_size : NULL, NULL, NULL, errors, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

/* The names in @dir, sorted, joined with spaces. */
static char *
list_dir (const char *dir)
{
  g_autoptr(GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (handle);
  while ((name = g_dir_read_name (handle)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) players = numbered_names ("Player", 8);
  g_auto(GStrv) members = numbered_names ("Member", 4);
  g_autoptr(GArray) member_ids = NULL;
  HammerLeagueSpec spec;

  f->store = tmp_store_open ("hammer-full-disk-XXXXXX", &f->dir, &f->path);
  f->out_dir = g_dir_make_tmp ("hammer-full-disk-out-XXXXXX", &error);
  g_assert_no_error (error);
  f->event_id = store_new_event (f->store, "Full disk open", "table",
                                 HAMMER_FORMAT_ROUND_ROBIN, 2,
                                 "{\"target\": 15, \"best_of\": 3}",
                                 (const char *const *) players, 1);
  f->season_id = hammer_seasons_create (f->store, "Winter", "2020-09-01", 10, &error);
  g_assert_no_error (error);
  member_ids = hammer_seasons_add_members (f->store, f->season_id,
                                           (const char *const *) members, &error);
  g_assert_no_error (error);
  hammer_league_spec_init (&spec);
  spec.name = "Full disk league";
  spec.rules = "table";
  spec.start_date = "2020-09-01";
  spec.format = "2x1,1x2";
  f->league_id = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  for (guint t = 0; t < 4; t++)
    {
      g_autofree char *name = g_strdup_printf ("Team %u", t + 1);
      g_auto(GStrv) roster = numbered_names (name, 2);

      hammer_leagues_add_team (f->store, f->league_id, NULL, name, NULL,
                               (const char *const *) roster, &error);
      g_assert_no_error (error);
    }
  hammer_leagues_generate_fixtures (f->store, f->league_id, &error);
  g_assert_no_error (error);
  /* The store stays open: its write-ahead log and index are there, so
   * hammer-cli reads the database without growing a file of its own. */
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_remove_tree (f->out_dir);
  g_free (f->out_dir);
  tmp_store_close (&f->store, &f->dir, &f->path);
}

typedef struct
{
  const char *file;
  const char *args[12];
} Export;

/* One export of each kind and format, through every writer of files. */
static void
test_exports (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->event_id);
  g_autofree char *season = g_strdup_printf ("%" G_GINT64_FORMAT, f->season_id);
  g_autofree char *league = g_strdup_printf ("%" G_GINT64_FORMAT, f->league_id);
  const Export exports[] = {
    { "event.pdf", { "export", "--event", event, "--format", "pdf", NULL } },
    { "standings.pdf", { "export", "--event", event, "--format", "pdf", "--kind", "standings",
                         NULL } },
    { "event.csv", { "export", "--event", event, "--format", "csv", NULL } },
    { "event.json", { "export", "--event", event, "--format", "json", NULL } },
    { "event.html", { "export", "--event", event, "--format", "html", NULL } },
    { "season.json", { "season", "export", season, NULL } },
    { "season.csv", { "season", "export", season, "--format", "csv", "--kind", "averages",
                      NULL } },
    { "season.html", { "season", "export", season, "--format", "html", NULL } },
    { "season.pdf", { "season", "export", season, "--format", "pdf", "--kind", "averages",
                      NULL } },
    { "league.pdf", { "season", "export", "--league", league, "--format", "pdf", "--kind",
                      "fixtures", NULL } },
    { "league.csv", { "season", "export", "--league", league, "--format", "csv", "--kind",
                      "fixtures", NULL } },
    { "league.json", { "season", "export", "--league", league, "--format", "json", NULL } },
    { "players.csv", { "players", "export", NULL } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (exports); i++)
    {
      g_autofree char *path = g_build_filename (f->out_dir, exports[i].file, NULL);
      g_autofree char *scratch = g_build_filename (f->out_dir, "scratch", NULL);
      g_autofree char *errors = NULL;
      g_autofree char *contents = NULL;
      g_autofree char *listing = NULL;
      g_autoptr(GError) error = NULL;
      gsize length = 0;
      int status;

      /* How long the file is when the disk has room. */
      g_assert_cmpint (run_cli (f, exports[i].args, scratch, 0, NULL), ==, 0);
      g_assert_true (g_file_get_contents (scratch, &contents, &length, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (length, >, 1);
      g_clear_pointer (&contents, g_free);
      g_assert_cmpint (g_remove (scratch), ==, 0);

      /* Room for half of it. */
      g_assert_true (g_file_set_contents (path, OLD_BYTES, -1, &error));
      g_assert_no_error (error);
      status = run_cli (f, exports[i].args, path, length / 2, &errors);
      g_test_message ("%s: exit %d: %s", exports[i].file, status, errors);
      g_assert_cmpint (status, ==, 1);
      g_assert_nonnull (strstr (errors, path));
      g_assert_nonnull (strstr (errors, g_strerror (EFBIG)));
      g_assert_nonnull (strstr (errors, "The file that was there is unchanged."));
      g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
      g_assert_no_error (error);
      g_assert_cmpstr (contents, ==, OLD_BYTES);
      listing = list_dir (f->out_dir);
      g_assert_cmpstr (listing, ==, exports[i].file);
      g_assert_cmpint (g_remove (path), ==, 0);
    }
}

/* A file that was not there before is not there after either. */
static void
test_new_file (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->event_id);
  const char *args[] = { "export", "--event", event, "--format", "pdf", NULL };
  g_autofree char *path = g_build_filename (f->out_dir, "new.pdf", NULL);
  g_autofree char *errors = NULL;
  g_autofree char *listing = NULL;

  g_assert_cmpint (run_cli (f, args, path, 1000, &errors), ==, 1);
  g_assert_nonnull (strstr (errors, path));
  g_assert_nonnull (strstr (errors, "Nothing was written."));
  listing = list_dir (f->out_dir);
  g_assert_cmpstr (listing, ==, "");
}

/* The writer itself, in a child that may write 100 bytes. */
static void
test_writer (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *listing = NULL;
  g_autoptr(GError) error = NULL;

  if (g_test_subprocess ())
    {
      g_autofree char *big = g_strnfill (4096, 'x');

      file_size_limit = 100;
      limit_file_size (NULL);
      g_assert_false (hammer_file_replace (g_getenv ("HAMMER_FULL_DISK_FILE"), big, 4096,
                                           &error));
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
      g_print ("%s\n", error->message);
      return;
    }

  dir = g_dir_make_tmp ("hammer-full-disk-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "standings.csv", NULL);
  g_assert_true (hammer_file_replace (path, OLD_BYTES, strlen (OLD_BYTES), &error));
  g_assert_no_error (error);
  g_setenv ("HAMMER_FULL_DISK_FILE", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  /* The child prints in the C locale's charset: the quotes may be "?". */
  g_test_trap_assert_stdout ("*Could not write *standings.csv*: File too large. The file that "
                             "was there is unchanged.*");
  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_cmpstr (contents, ==, OLD_BYTES);
  listing = list_dir (dir);
  g_assert_cmpstr (listing, ==, "standings.csv");
  tmp_remove_tree (dir);
}

/* The store may grow no further than it is now. */
static void
fill_disk (Fixture *f)
{
  g_autofree char *sql = NULL;
  sqlite3 *db = hammer_store_get_db (f->store);
  sqlite3_stmt *stmt;
  gint64 pages;

  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA page_count", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  pages = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sql = g_strdup_printf ("PRAGMA max_page_count = %" G_GINT64_FORMAT, pages + 8);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  /* What room is left, filled to the last bytes: the next page a save
   * needs is one too many. */
  g_assert_cmpint (sqlite3_exec (db, "CREATE TABLE filler (data BLOB)", NULL, NULL, NULL), ==,
                   SQLITE_OK);
  for (int size = 4096; size >= 1; size /= 2)
    {
      g_autofree char *insert = g_strdup_printf ("INSERT INTO filler VALUES (zeroblob (%d))",
                                                 size);
      int rc;

      while ((rc = sqlite3_exec (db, insert, NULL, NULL, NULL)) == SQLITE_OK)
        ;
      g_assert_cmpint (rc, ==, SQLITE_FULL);
    }
  /* And the room left in the change log's last page, which every save
   * writes to: a small save (the marks of schema 23 are) would fit there.
   * A change of another writer, taken away with the filler. */
  g_assert_cmpint (sqlite3_exec (db, "INSERT INTO changes (description, made_at, source)"
                                 " VALUES ('Filler', '', 'filler')", NULL, NULL, NULL), ==,
                   SQLITE_OK);
  for (int size = 1024, seq = 0; size >= 1; size /= 2)
    {
      int rc;

      do
        {
          g_autofree char *insert = g_strdup_printf ("INSERT INTO change_rows (change_id, seq,"
                                                     " table_name, row_id, before) SELECT"
                                                     " max (id), %d, 'filler', 0,"
                                                     " zeroblob (%d) FROM changes", seq++, size);

          rc = sqlite3_exec (db, insert, NULL, NULL, NULL);
        }
      while (rc == SQLITE_OK);
      g_assert_cmpint (rc, ==, SQLITE_FULL);
    }
}

static void
assert_full_disk_error (const GError *error)
{
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "the disk is full; nothing was changed"));
}

static char *
export_of_event (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, f->event_id, &error);

  g_assert_no_error (error);
  return json_to_string (matches, FALSE);
}

/* A sheet of two games won 2–0, the first after 200 ends nobody scored:
 * more than the room left in any page of the database. */
static JsonNode *
long_sheet (void)
{
  GString *text = g_string_new ("{\"games\": [{\"ends\": [");
  g_autofree char *json = NULL;

  for (guint e = 0; e < 200; e++)
    g_string_append (text, "{\"points\": [0, 0]}, ");
  g_string_append (text, "{\"points\": [8, 0]}, {\"points\": [7, 0]}]}, "
                         "{\"ends\": [{\"points\": [9, 0]}, {\"points\": [6, 0]}]}]}");
  json = g_string_free (text, FALSE);
  return json_from_string (json, NULL);
}

/* A score sheet, a club night and an imported event refused by a full
 * disk leave the database as it was, and it works on once there is room. */
static void
test_saves (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) sheet = long_sheet ();
  g_autoptr(JsonNode) stored = NULL;
  g_autoptr(JsonNode) document = hammer_events_export (f->store, f->event_id, &error);
  g_autoptr(JsonNode) nights = NULL;
  g_autofree char *before = export_of_event (f);
  g_autofree char *after = NULL;
  g_autofree char *events_before = NULL;
  g_autofree char *events_after = NULL;
  gint64 change = hammer_store_get_last_change (f->store);
  g_autoptr(JsonNode) events = hammer_events_list_json (f->store, &error);
  int totals[4 * 10];
  gint64 ids[4];
  g_autoptr(JsonNode) members = hammer_seasons_members_json (f->store, f->season_id, &error);
  JsonArray *list = json_object_get_array_member (json_node_get_object (members), "members");
  HammerNightGames games = { 0 };
  int bad_member = -1, bad_game = -1;

  g_assert_no_error (error);
  events_before = json_to_string (events, FALSE);
  for (guint m = 0; m < 4; m++)
    ids[m] = json_object_get_int_member (json_array_get_object_element (list, m), "member");
  for (guint i = 0; i < G_N_ELEMENTS (totals); i++)
    totals[i] = 100 + (int) (i % 10);

  fill_disk (f);

  /* A score sheet. */
  stored = hammer_events_record_result (f->store, f->event_id, 1, sheet, 0, &error);
  g_assert_null (stored);
  assert_full_disk_error (error);
  g_clear_error (&error);
  after = export_of_event (f);
  g_assert_cmpstr (after, ==, before);

  /* A club night. */
  games.date = "2020-09-10";
  games.member_ids = ids;
  games.n_members = 4;
  games.totals = totals;
  games.whole_night = TRUE;
  g_assert_cmpint (hammer_seasons_enter_night_games (f->store, f->season_id, &games,
                                                     &bad_member, &bad_game, &error), ==, 0);
  assert_full_disk_error (error);
  g_clear_error (&error);
  nights = hammer_seasons_nights_json (f->store, f->season_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (nights), "nights")), ==, 0);

  /* An imported event. */
  g_assert_cmpint (hammer_events_import (f->store, document, &error), ==, 0);
  assert_full_disk_error (error);
  g_clear_error (&error);
  g_clear_pointer (&events, json_node_unref);
  events = hammer_events_list_json (f->store, &error);
  g_assert_no_error (error);
  events_after = json_to_string (events, FALSE);
  g_assert_cmpstr (events_after, ==, events_before);

  /* Nothing of any of them was logged, and the database is whole. */
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);
  g_assert_cmpint (sqlite3_exec (hammer_store_get_db (f->store), "DROP TABLE filler;"
                                 "DELETE FROM changes WHERE source = 'filler'", NULL,
                                 NULL, NULL), ==, SQLITE_OK);
  stored = hammer_events_record_result (f->store, f->event_id, 1, sheet, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (stored);
}

/* What a batch could leave behind: every row it writes, counted. */
static char *
count_rows (Fixture *f)
{
  sqlite3 *db = hammer_store_get_db (f->store);
  sqlite3_stmt *stmt;
  char *counts;

  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT (SELECT count(*) FROM players) || ' '"
                                           " || (SELECT count(*) FROM entrants) || ' '"
                                           " || (SELECT count(*) FROM matches) || ' '"
                                           " || (SELECT count(*) FROM matches"
                                           "     WHERE result IS NOT NULL) || ' '"
                                           " || (SELECT count(*) FROM change_rows)",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  counts = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  return counts;
}

/* The store may grow by @pages pages: room for a batch to begin, not for
 * all of it, so that it fails part way through. */
static void
leave_room (Fixture *f,
            guint    pages)
{
  g_autofree char *sql = NULL;
  sqlite3 *db = hammer_store_get_db (f->store);
  sqlite3_stmt *stmt;
  gint64 page_count;

  g_assert_cmpint (sqlite3_prepare_v2 (db, "PRAGMA page_count", -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  page_count = sqlite3_column_int64 (stmt, 0);
  sqlite3_finalize (stmt);
  sql = g_strdup_printf ("PRAGMA max_page_count = %" G_GINT64_FORMAT, page_count + pages);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
}

/* The batch failed on a full disk after it had written a good part of
 * itself: SQLite counts the rows written, rolled back or not. */
static void
assert_failed_part_way (Fixture  *f,
                        int      *written_before,
                        GError  **error)
{
  int written = sqlite3_total_changes (hammer_store_get_db (f->store));

  assert_full_disk_error (*error);
  g_clear_error (error);
  g_assert_cmpint (written - *written_before, >, 20);
  *written_before = written;
}

/* A results file for every match of the round robin, each result long. */
static char *
results_file (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, f->event_id, &error);
  g_autoptr(JsonNode) sheet = long_sheet ();
  g_autofree char *games = NULL;
  JsonArray *list;
  GString *lines = g_string_new (NULL);

  g_assert_no_error (error);
  games = json_to_string (json_object_get_member (json_node_get_object (sheet), "games"), FALSE);
  list = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (list); i++)
    g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": %s}\n",
                            json_object_get_int_member (json_array_get_object_element (list, i),
                                                        "id"), games);
  return g_string_free (lines, FALSE);
}

/* A draw, an import of players, of entrants and of results are each one
 * change: a full disk part way through any of them leaves nothing of it,
 * neither rows nor a change in the history, and the same batch goes
 * through whole once there is room. */
static void
test_batches (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) names = numbered_names ("Entrant", 256);
  g_autoptr(GString) csv = g_string_new ("name\n");
  g_autoptr(HammerPlayerImport) import = NULL;
  g_autoptr(GArray) entrant_ids = NULL;
  g_autoptr(GArray) line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) entries = NULL;
  g_autofree char *lines = results_file (f);
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 change;
  int written;
  gint64 big_event = store_new_event (f->store, "Big open", "table",
                                      HAMMER_FORMAT_DOUBLE_ELIMINATION, 0, NULL,
                                      (const char *const *) names, -1);
  gint64 empty_event = store_new_event (f->store, "Empty open", "table",
                                        HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL, NULL, -1);
  guint stored = 0;

  for (guint i = 0; i < 1000; i++)
    g_string_append_printf (csv, "Imported player %04u\n", i + 1);
  import = hammer_player_import_new (csv->str, csv->len, &error);
  g_assert_no_error (error);
  entries = hammer_events_read_result_lines (lines, strlen (lines), line_numbers);
  before = count_rows (f);
  change = hammer_store_get_last_change (f->store);
  leave_room (f, 20);
  written = sqlite3_total_changes (hammer_store_get_db (f->store));

  g_assert_false (hammer_events_draw (f->store, big_event, TRUE, 1, &error));
  assert_failed_part_way (f, &written, &error);

  g_assert_false (hammer_roster_import_players (f->store, import, FALSE, NULL, &error));
  assert_failed_part_way (f, &written, &error);

  entrant_ids = hammer_events_import_entrants (f->store, empty_event, import, &error);
  g_assert_null (entrant_ids);
  assert_failed_part_way (f, &written, &error);

  /* A result is kept in a tenth of a page (its short form): less room. */
  leave_room (f, 4);
  g_assert_false (hammer_events_record_results (f->store, f->event_id,
                                                (HammerResultEntry *) (void *) entries->data,
                                                entries->len, FALSE, &stored, &error));
  assert_failed_part_way (f, &written, &error);
  g_assert_cmpuint (stored, ==, 0);

  after = count_rows (f);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);

  /* With room, each goes through whole. */
  leave_room (f, 100000);
  g_assert_true (hammer_events_draw (f->store, big_event, TRUE, 1, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_roster_import_players (f->store, import, FALSE, NULL, &error));
  g_assert_no_error (error);
  g_array_unref (g_steal_pointer (&entries));
  g_array_set_size (line_numbers, 0);
  entries = hammer_events_read_result_lines (lines, strlen (lines), line_numbers);
  g_assert_true (hammer_events_record_results (f->store, f->event_id,
                                               (HammerResultEntry *) (void *) entries->data,
                                               entries->len, FALSE, &stored, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (stored, ==, entries->len);
  g_clear_pointer (&after, g_free);
  after = count_rows (f);
  g_assert_cmpstr (after, !=, before);
}

/* A full folder for temporary files (/var/tmp, or $SQLITE_TMPDIR) does not
 * stop a write, because no write puts a file there: a statement of many
 * rows keeps what it would undo in memory. (A draw of 1024 wrote 3.6 MB to
 * such a file, and failed when the folder was full.) SQLite deletes its
 * temporary files as it opens them, so the folder is watched instead. */
static void
test_temporary_files (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = tmp_db_path ("hammer-full-temp-XXXXXX", &dir);
  g_autofree char *csv_path = g_build_filename (dir, "entrants.csv", NULL);
  g_autofree char *temporary = g_build_filename (dir, "temporary", NULL);
  g_autoptr(GString) csv = g_string_new ("name\n");
  g_autoptr(JsonNode) matches = NULL;
  char events[4096];
  int watch;

  for (guint i = 1; i <= 1024; i++)
    g_string_append_printf (csv, "Player %04u\n", i);
  g_assert_true (g_file_set_contents (csv_path, csv->str, -1, NULL));
  g_assert_cmpint (g_mkdir (temporary, 0700), ==, 0);
  g_setenv ("SQLITE_TMPDIR", temporary, TRUE);
  watch = inotify_init1 (IN_NONBLOCK | IN_CLOEXEC);
  g_assert_cmpint (watch, >=, 0);
  g_assert_cmpint (inotify_add_watch (watch, temporary, IN_CREATE), >=, 0);

  cli_ok (path, "event", "create", "--name", "Big open", "--rules", "table", "--format",
          "double-elimination", "--boards", "32", NULL);
  cli_ok (path, "entrants", "import", "--event", "1", csv_path, NULL);
  cli_ok (path, "draw", "--event", "1", "--seed", "1", NULL);
  matches = cli_json_ok (path, "matches", "--event", "1", NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (matches)), ==, 2047);

  /* Nothing was made in the folder: no event to read. */
  g_assert_cmpint (read (watch, events, sizeof events), ==, -1);
  g_assert_cmpint (errno, ==, EAGAIN);
  close (watch);
  g_unsetenv ("SQLITE_TMPDIR");
  tmp_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/full-disk/writer", test_writer);
  g_test_add_func ("/full-disk/temporary-files", test_temporary_files);
  g_test_add ("/full-disk/exports", Fixture, NULL, fixture_set_up, test_exports,
              fixture_tear_down);
  g_test_add ("/full-disk/new-file", Fixture, NULL, fixture_set_up, test_new_file,
              fixture_tear_down);
  g_test_add ("/full-disk/batches", Fixture, NULL, fixture_set_up, test_batches,
              fixture_tear_down);
  g_test_add ("/full-disk/saves", Fixture, NULL, fixture_set_up, test_saves,
              fixture_tear_down);

  return g_test_run ();
}
