/* test-ui-locks.c — the day's results survive the file chooser
 *
 * The way it once broke: the desk on a database, the hall server beside it,
 * Export as PDF's file chooser listing the database's own folder and then
 * cancelled, hammer-cli reading and writing meanwhile. The desk must keep
 * its locks through all of it, so that no other program takes itself for
 * the last user and deletes the write-ahead log under the desk.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

#include "hammer-app-utils.h"
#include "hammer-print-dialog.h"
#include "hammer-window.h"
#include "serve/hammer-server.h"
#include "store/hammer-store-tx.h"
#include "ui-test-common.h"

#define WIN "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}"

static char *self_exe;

/* Runs in a process of its own (--lock-child): "held" when some other
 * process holds a lock on the database's shared range, as SQLite's
 * connections do while they have the file open, else "free". */
static int
lock_child (const char *path)
{
  struct flock probe = {
    .l_type = F_WRLCK, .l_whence = SEEK_SET, .l_start = 0x40000002, .l_len = 510
  };
  int fd = open (path, O_RDWR);

  if (fd < 0 || fcntl (fd, F_GETLK, &probe) != 0)
    return 1;
  g_print ("%s\n", probe.l_type == F_UNLCK ? "free" : "held");
  close (fd);
  return 0;
}

static char *
lock_state (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) child = NULL;
  g_autofree char *out = NULL;

  child = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error,
                            self_exe, "--lock-child", path, NULL);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (child, NULL, NULL, &out, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_successful (child));
  return g_strstrip (g_steal_pointer (&out));
}

/* The state hammer-cli, another program, sees of match @id. */
static char *
cli_match_state (const char *database,
                 gint64      event_id,
                 gint64      id)
{
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  JsonArray *array;

  g_assert_cmpint (cli_run_json (database, &matches, NULL, "matches", "--event", event, NULL),
                   ==, 0);
  array = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      if (json_object_get_int_member (match, "id") == id)
        return g_strdup (json_object_get_string_member (match, "state"));
    }
  g_assert_not_reached ();
}

static gint64
record_first_ready (HammerStore *store,
                    gint64       event_id)
{
  gint64 id = store_first_ready (store, event_id);

  store_record (store, event_id, id, WIN);
  return id;
}

static char *
integrity_check (HammerStore *store)
{
  g_autoptr(GError) error = NULL;
  sqlite3_stmt *stmt = hammer_store_prepare (hammer_store_get_db (store),
                                             "PRAGMA integrity_check", &error);
  char *result;

  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  result = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  return result;
}

/* How many files the chooser lists: the most rows of any of its lists. */
static int
listed_files (GtkWidget *widget)
{
  int most = 0;

  if (GTK_IS_TREE_VIEW (widget))
    {
      GtkTreeModel *model = gtk_tree_view_get_model (GTK_TREE_VIEW (widget));

      most = model != NULL ? gtk_tree_model_iter_n_children (model, NULL) : 0;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    most = MAX (most, listed_files (child));
  return most;
}

/* Opens Export as PDF's file chooser on @folder, lets it list the folder
 * (reading what each file is), and cancels it. */
static void
browse_and_cancel (HammerWindow *window,
                   gint64        event_id,
                   const char   *folder)
{
  g_autoptr(GFile) location = g_file_new_for_path (folder);
  g_autoptr(GError) error = NULL;
  GtkWindow *dialog;
  GtkWindow *chooser;

  /* The chooser opens where the last export went: the database's folder,
   * not a home folder of who knows how many files to list first. */
  {
    g_autoptr(GFile) exported = g_file_get_child (location, "standings.pdf");

    hammer_export_chooser_remember (exported);
  }
  hammer_window_show_event_view (window, event_id, "standings");
  UI_WAIT_FOR (ui_find_by_id (GTK_WIDGET (window), "tie_breakers_list") != NULL);
  gtk_widget_activate_action (ui_find_required (GTK_WIDGET (window), "tie_breakers_list"),
                              "event.export-pdf", NULL);
  UI_WAIT_FOR (ui_any_toplevel (HAMMER_TYPE_PRINT_DIALOG));
  dialog = ui_find_toplevel (HAMMER_TYPE_PRINT_DIALOG);
  ui_click (ui_find_required (GTK_WIDGET (dialog), "go_button"));
  UI_WAIT_FOR (ui_any_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  chooser = ui_find_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (chooser)));

  g_assert_true (gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (chooser), location,
                                                      &error));
  g_assert_no_error (error);
  /* The folder is listed with its database in it, each file's type read. */
  /* Only PDF documents are listed, so every file's type was read by then:
   * GIO reads the first bytes of each, the database too. */
  UI_WAIT_FOR (listed_files (GTK_WIDGET (chooser)) >= 1);
  ui_wait_ms (500);

  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_CANCEL);
  UI_WAIT_FOR (!ui_any_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG));
  gtk_window_destroy (dialog);
  ui_spin ();
}

static void
test_file_chooser_keeps_locks (void)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", "Dirk Visser",
                          "Eva Jansen", "Frits Mulder", NULL };
  g_autofree char *dir = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-ui-locks-XXXXXX", &dir, NULL);
  g_autofree char *path = g_strdup (hammer_store_get_path (store));
  g_autofree char *wal = g_strconcat (path, "-wal", NULL);
  g_autoptr(HammerServer) server = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *before = NULL, *after = NULL, *state = NULL, *integrity = NULL;
  g_auto(CliRun) clubs = { 0 };
  g_auto(CliRun) added = { 0 };
  HammerWindow *window;
  gint64 event_id, first, second;

  g_assert_true (g_str_has_suffix (path, "/hammer.db"));
  /* A document exported before, beside the database. */
  pdf = g_build_filename (dir, "Winterbeker – standings.pdf", NULL);
  g_assert_true (g_file_set_contents (pdf, "%PDF-1.5\n%%EOF\n", -1, NULL));
  event_id = store_new_event (store, "Winterbeker", "table", HAMMER_FORMAT_ROUND_ROBIN, 3,
                              "{\"target\": 7, \"best_of\": 1}", names, 5);
  first = record_first_ready (store, event_id);

  /* The desk's window, and the hall server on its own connection. */
  window = ui_open_window (store, 1100, 720);
  server = hammer_server_new (path, event_id);
  g_assert_true (hammer_server_start (server, NULL, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpstr ((before = lock_state (path)), ==, "held");

  browse_and_cancel (window, event_id, dir);

  /* Another program still finds the database in use. */
  g_assert_cmpstr ((after = lock_state (path)), ==, "held");

  /* hammer-cli reads, then writes, and closes the file each time: the log
   * stays, and what the desk stored is what it sees. */
  cli_run (&clubs, path, NULL, "clubs", "list", NULL);
  g_assert_cmpint (clubs.status, ==, 0);
  g_assert_true (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_cmpstr ((state = cli_match_state (path, event_id, first)), ==, "finished");
  cli_run (&added, path, NULL, "players", "add", "Gerda Kok", NULL);
  g_assert_cmpint (added.status, ==, 0);
  g_assert_true (g_file_test (wal, G_FILE_TEST_EXISTS));

  /* The desk goes on writing, into the log the others read. */
  second = record_first_ready (store, event_id);
  g_clear_pointer (&state, g_free);
  g_assert_cmpstr ((state = cli_match_state (path, event_id, second)), ==, "finished");
  g_assert_cmpstr ((integrity = integrity_check (store)), ==, "ok");

  hammer_server_stop (server);
  ui_close_store (&store, &dir);
}

int
main (int    argc,
      char **argv)
{
  if (argc == 3 && g_str_equal (argv[1], "--lock-child"))
    return lock_child (argv[2]);

  self_exe = g_file_read_link ("/proc/self/exe", NULL);
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add_func ("/locks/file-chooser", test_file_chooser_keeps_locks);
  return g_test_run ();
}
