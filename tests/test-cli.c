/* test-cli.c — hammer-cli's roster commands, driven as a user's script would
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <sqlite3.h>
#include <string.h>

#include "hammer-core.h"
#include "test-common.h"

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->db = tmp_db_path ("hammer-test-cli-XXXXXX", &f->dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_remove_tree (f->dir);
  g_assert_false (g_file_test (f->dir, G_FILE_TEST_EXISTS));
  g_clear_pointer (&f->dir, g_free);
  g_clear_pointer (&f->db, g_free);
}

static const char *
cli_path (void)
{
  return g_getenv ("HAMMER_CLI");
}

/* Runs hammer-cli with @args (no --database added) and waits for it. */
static void
run_argv (CliRun             *run,
          const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) line = g_string_new ("hammer-cli");

  g_ptr_array_add (argv, (char *) cli_path ());
  for (guint i = 0; args[i] != NULL; i++)
    {
      g_ptr_array_add (argv, (char *) args[i]);
      g_string_append_printf (line, " %s", args[i]);
    }
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);

  /* It ends by itself, never by a crash or an abort. */
  g_assert_true (g_subprocess_get_if_exited (process));
  run->status = g_subprocess_get_exit_status (process);
  g_test_message ("%s → %d\n%s%s", line->str, run->status, run->out, run->err);
}

/* Runs hammer-cli with the arguments given and --database on the end. */
static void run (Fixture *f, CliRun *result, ...) G_GNUC_NULL_TERMINATED;

static void
run (Fixture *f,
     CliRun  *result,
     ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  const char *arg;
  va_list ap;

  va_start (ap, result);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, (char *) "--database");
  g_ptr_array_add (args, f->db);
  g_ptr_array_add (args, NULL);

  run_argv (result, (const char * const *) args->pdata);
}

static JsonNode *
parse_json (const char *text)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

/* Checks that @run failed with @status and @code, told on stdout as JSON and
 * on stderr as a sentence; returns the message. */
static char *
assert_failed (CliRun     *run,
               int         status,
               const char *code)
{
  g_autoptr(JsonNode) root = NULL;
  JsonObject *error;
  const char *message;

  g_assert_cmpint (run->status, ==, status);
  root = parse_json (run->out);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  g_assert_true (json_object_has_member (json_node_get_object (root), "error"));
  error = json_object_get_object_member (json_node_get_object (root), "error");
  g_assert_nonnull (error);
  g_assert_cmpstr (json_object_get_string_member (error, "code"), ==, code);
  message = json_object_get_string_member (error, "message");
  g_assert_nonnull (message);
  g_assert_cmpuint (strlen (message), >, 10);

  g_assert_cmpuint (strlen (run->err), >, 0);
  g_assert_nonnull (strstr (run->err, message));
  return g_strdup (message);
}

static JsonArray *
list_players (Fixture *f)
{
  g_auto(CliRun) r = { 0 };
  g_autoptr(JsonNode) root = NULL;

  run (f, &r, "players", "list", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (root));
  return json_array_ref (json_node_get_array (root));
}

static JsonObject *
find_by_name (JsonArray  *array,
              const char *name)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *object = json_array_get_object_element (array, i);

      if (g_str_equal (json_object_get_string_member (object, "name"), name))
        return object;
    }
  return NULL;
}

static char *
file_checksum (const char *path)
{
  g_autofree char *contents = NULL;
  gsize length = 0;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  return g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) contents, length);
}

static gboolean
have_cli (void)
{
  /* A missing program is a failure, not a reason to test nothing. */
  if (cli_path () == NULL || !g_file_test (cli_path (), G_FILE_TEST_IS_EXECUTABLE))
    g_error ("HAMMER_CLI does not name the hammer-cli to test (meson test sets it)");
  return TRUE;
}

/* players add, players list, clubs list */

static void
test_players_add (Fixture       *f,
                  gconstpointer  data)
{
  g_auto(CliRun) r = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *player;

  if (!have_cli ())
    return;

  run (f, &r, "players", "add", "--json", "--club", "De Rappe Schijf", "--licence", "ANS-1",
       "--average", "7,5", "--email", "jan@example.org", "Jan de Vries", NULL);
  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  player = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (player, "id"), >, 0);
  g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, "Jan de Vries");
  g_assert_cmpstr (json_object_get_string_member (player, "club"), ==, "De Rappe Schijf");
  g_assert_cmpstr (json_object_get_string_member (player, "licence"), ==, "ANS-1");
  g_assert_cmpstr (json_object_get_string_member (player, "email"), ==, "jan@example.org");
  g_assert_cmpfloat (json_object_get_double_member (player, "average"), ==, 7.5);
  g_assert_true (json_object_get_boolean_member (player, "active"));
  cli_run_clear (&r);

  /* A name in several words, unquoted; a dotted average; without --json. */
  run (f, &r, "players", "add", "--average", "12.25", "--inactive", "Piet", "Jansen", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Piet Jansen"));
  cli_run_clear (&r);

  {
    g_autoptr(JsonArray) players = list_players (f);
    JsonObject *piet = find_by_name (players, "Piet Jansen");

    g_assert_cmpuint (json_array_get_length (players), ==, 2);
    g_assert_nonnull (piet);
    g_assert_true (json_object_get_null_member (piet, "club"));
    g_assert_true (json_object_get_null_member (piet, "licence"));
    g_assert_cmpfloat (json_object_get_double_member (piet, "average"), ==, 12.25);
    g_assert_false (json_object_get_boolean_member (piet, "active"));
  }
}

static void
test_players_list (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(JsonArray) players = NULL;
  g_auto(CliRun) first = { 0 };
  g_auto(CliRun) r = { 0 };
  static const char * const fields[] = {
    "id", "name", "club", "licence", "email", "phone", "average", "active",
  };

  if (!have_cli ())
    return;

  /* An empty roster is an empty array, not nothing. */
  players = list_players (f);
  g_assert_cmpuint (json_array_get_length (players), ==, 0);
  g_clear_pointer (&players, json_array_unref);

  run (f, &r, "players", "add", "--club", "De Rappe Schijf", "Jan de Vries", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);
  run (f, &r, "players", "add", "--club", "Het Vierde Vak", "--licence", "ANS-2",
       "Piet Jansen", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);

  players = list_players (f);
  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      for (guint j = 0; j < G_N_ELEMENTS (fields); j++)
        g_assert_true (json_object_has_member (player, fields[j]));
      g_assert_cmpint (json_object_get_int_member (player, "id"), >, 0);
    }
  g_assert_cmpstr (json_object_get_string_member (find_by_name (players, "Piet Jansen"),
                                                  "licence"), ==, "ANS-2");

  /* --json and --database anywhere on the line mean the same. */
  {
    const char *before[] = { "--json", "--database", f->db, "players", "list", NULL };
    const char *between[] = { "players", "--json", "list", "--database", f->db, NULL };
    const char *equals_form[] = { "players", "list", NULL, "--json", NULL };
    g_autofree char *database_arg = g_strconcat ("--database=", f->db, NULL);
    g_auto(CliRun) a = { 0 };
    g_auto(CliRun) b = { 0 };
    g_auto(CliRun) c = { 0 };

    run (f, &first, "players", "list", "--json", NULL);
    run_argv (&a, before);
    run_argv (&b, between);
    equals_form[2] = database_arg;
    run_argv (&c, equals_form);
    g_assert_cmpint (a.status, ==, 0);
    g_assert_cmpint (b.status, ==, 0);
    g_assert_cmpint (c.status, ==, 0);
    g_assert_cmpstr (a.out, ==, first.out);
    g_assert_cmpstr (b.out, ==, first.out);
    g_assert_cmpstr (c.out, ==, first.out);
  }

  /* Without --json, a table for people. */
  run (f, &r, "players", "list", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "Jan de Vries"));
  g_assert_nonnull (strstr (r.out, "Het Vierde Vak"));
}

static void
test_clubs_list (Fixture       *f,
                 gconstpointer  data)
{
  g_auto(CliRun) r = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonArray *clubs;
  JsonObject *rappe = NULL;
  JsonObject *vak = NULL;

  if (!have_cli ())
    return;

  run (f, &r, "players", "add", "--club", "De Rappe Schijf", "Jan de Vries", NULL);
  cli_run_clear (&r);
  run (f, &r, "players", "add", "--club", "de rappe schijf", "Klaas Bakker", NULL);
  cli_run_clear (&r);
  run (f, &r, "players", "add", "--club", "Het Vierde Vak", "Piet Jansen", NULL);
  cli_run_clear (&r);
  run (f, &r, "players", "add", "Zonder Club", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);

  run (f, &r, "clubs", "list", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (root));
  clubs = json_node_get_array (root);
  g_assert_cmpuint (json_array_get_length (clubs), ==, 2);
  for (guint i = 0; i < json_array_get_length (clubs); i++)
    {
      JsonObject *club = json_array_get_object_element (clubs, i);

      g_assert_cmpint (json_object_get_int_member (club, "id"), >, 0);
      if (g_str_equal (json_object_get_string_member (club, "name"), "De Rappe Schijf"))
        rappe = club;
      else if (g_str_equal (json_object_get_string_member (club, "name"), "Het Vierde Vak"))
        vak = club;
    }
  g_assert_nonnull (rappe);
  g_assert_nonnull (vak);
  g_assert_cmpint (json_object_get_int_member (rappe, "members"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (vak, "members"), ==, 1);
  cli_run_clear (&r);

  /* Before the command too. */
  {
    const char *args[] = { "--json", "clubs", "--database", f->db, "list", NULL };
    g_auto(CliRun) a = { 0 };
    g_auto(CliRun) b = { 0 };

    run_argv (&a, args);
    g_assert_cmpint (a.status, ==, 0);
    run (f, &b, "clubs", "list", "--json", NULL);
    g_assert_cmpstr (a.out, ==, b.out);
  }

  run (f, &r, "clubs", "list", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_nonnull (strstr (r.out, "De Rappe Schijf"));
}

/* Errors */

static void
test_duplicate (Fixture       *f,
                gconstpointer  data)
{
  g_auto(CliRun) r = { 0 };
  g_autofree char *message = NULL;
  g_autoptr(JsonArray) players = NULL;

  if (!have_cli ())
    return;

  run (f, &r, "players", "add", "--club", "De Rappe Schijf", "--licence", "ANS-1",
       "Jan de Vries", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);

  /* The same licence. */
  run (f, &r, "players", "add", "--json", "--licence", "ANS-1", "Piet Jansen", NULL);
  message = assert_failed (&r, 2, "duplicate");
  g_assert_nonnull (strstr (message, "Jan de Vries"));
  cli_run_clear (&r);
  g_clear_pointer (&message, g_free);

  /* The same name in the same club, with or without --json. */
  run (f, &r, "players", "add", "--club", "De Rappe Schijf", "Jan de Vries", NULL);
  message = assert_failed (&r, 2, "duplicate");
  cli_run_clear (&r);

  players = list_players (f);
  g_assert_cmpuint (json_array_get_length (players), ==, 1);
}

static void
test_invalid_player (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(JsonArray) players = NULL;

  if (!have_cli ())
    return;

  {
    g_auto(CliRun) r = { 0 };
    g_autofree char *message = NULL;

    run (f, &r, "players", "add", "--json", "", NULL);
    message = assert_failed (&r, 2, "invalid");
  }
  {
    g_auto(CliRun) r = { 0 };
    g_autofree char *message = NULL;

    run (f, &r, "players", "add", "--json", "   ", NULL);
    message = assert_failed (&r, 2, "invalid");
  }
  {
    g_auto(CliRun) r = { 0 };
    g_autofree char *message = NULL;

    /* No name at all. */
    run (f, &r, "players", "add", "--json", "--club", "De Rappe Schijf", NULL);
    message = assert_failed (&r, 2, "invalid");
  }
  {
    g_auto(CliRun) r = { 0 };
    g_autofree char *message = NULL;

    run (f, &r, "players", "add", "--average", "zeven", "Jan", NULL);
    message = assert_failed (&r, 2, "invalid");
    g_assert_nonnull (strstr (message, "zeven"));
  }
  {
    g_auto(CliRun) r = { 0 };
    g_autofree char *message = NULL;

    run (f, &r, "players", "add", "--average", "-3", "Jan", NULL);
    message = assert_failed (&r, 2, "invalid");
  }
  {
    g_auto(CliRun) r = { 0 };
    g_autofree char *message = NULL;

    run (f, &r, "players", "add", "--average", "5000", "Jan", NULL);
    message = assert_failed (&r, 2, "invalid");
  }
  {
    g_auto(CliRun) r = { 0 };
    g_autofree char *message = NULL;

    run (f, &r, "players", "add", "--email", "jan-at-example.org", "Jan", NULL);
    message = assert_failed (&r, 2, "invalid");
  }

  players = list_players (f);
  g_assert_cmpuint (json_array_get_length (players), ==, 0);
}

static void
test_usage_errors (Fixture       *f,
                   gconstpointer  data)
{
  static const char * const cases[][6] = {
    { "frobnicate", NULL },
    { "players", NULL },
    { "players", "frobnicate", NULL },
    { "players", "list", "--frobnicate", NULL },
    { "players", "list", "extra", NULL },
    { "players", "add", "--frobnicate", "Jan", NULL },
    { "players", "import", NULL },
    { "players", "import", "--frobnicate", "x.csv", NULL },
    { "clubs", NULL },
    { "clubs", "frobnicate", NULL },
    { "clubs", "list", "--frobnicate", NULL },
    { "clubs", "list", "extra", NULL },
    { "players", "add", "--average", NULL },
  };

  if (!have_cli ())
    return;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliRun) r = { 0 };
      g_autoptr(GPtrArray) args = g_ptr_array_new ();
      g_autofree char *message = NULL;

      for (guint j = 0; cases[i][j] != NULL; j++)
        g_ptr_array_add (args, (char *) cases[i][j]);
      g_ptr_array_add (args, (char *) "--json");
      g_ptr_array_add (args, (char *) "--database");
      g_ptr_array_add (args, f->db);
      g_ptr_array_add (args, NULL);
      run_argv (&r, (const char * const *) args->pdata);
      message = assert_failed (&r, 2, "invalid");
    }

  /* --database without a file. */
  {
    const char *args[] = { "players", "list", "--database", NULL };
    g_auto(CliRun) r = { 0 };
    g_autofree char *message = NULL;

    run_argv (&r, args);
    message = assert_failed (&r, 2, "invalid");
  }

  /* No command at all: usage on stderr. */
  {
    const char *args[] = { NULL };
    g_auto(CliRun) r = { 0 };

    run_argv (&r, args);
    g_assert_cmpint (r.status, ==, 2);
    g_assert_cmpuint (strlen (r.err), >, 0);
  }

  /* Help is no error. */
  {
    const char *args[] = { "--help", NULL };
    g_auto(CliRun) r = { 0 };

    run_argv (&r, args);
    g_assert_cmpint (r.status, ==, 0);
    g_assert_nonnull (strstr (r.out, "players"));
  }

  /* Nothing of it created a database. */
  g_assert_false (g_file_test (f->db, G_FILE_TEST_EXISTS));
}

/* The words listed under @heading in @help ("  word  summary" lines up to
 * the next empty line). */
static GPtrArray *
listed_words (const char *help,
              const char *heading)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  const char *start = strstr (help, heading);
  g_auto(GStrv) lines = NULL;

  g_assert_nonnull (start);
  lines = g_strsplit (start, "\n", -1);
  for (guint i = 1; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_auto(GStrv) parts = g_strsplit (g_strstrip (lines[i]), " ", 2);

      g_assert_nonnull (parts[1]);
      /* One line each: the word and what it does. */
      g_assert_cmpuint (strlen (g_strstrip (parts[1])), >, 0);
      g_ptr_array_add (words, g_strdup (parts[0]));
    }
  return g_steal_pointer (&words);
}

/* "hammer-cli COMMAND --help" prints help and exits 0 for every command the
 * main help lists; a command group lists its subcommands, each of which
 * exists (its own --help works too). */
static void
test_group_help (Fixture       *f,
                 gconstpointer  data)
{
  const char *args[] = { "--help", NULL };
  g_auto(CliRun) r = { 0 };
  g_autoptr(GPtrArray) commands = NULL;
  guint n_groups = 0;

  run_argv (&r, args);
  g_assert_cmpint (r.status, ==, 0);
  commands = listed_words (r.out, "Commands:");
  g_assert_cmpuint (commands->len, >, 10);
  for (guint c = 0; c < commands->len; c++)
    {
      const char *group[] = { commands->pdata[c], "--help", NULL };
      g_auto(CliRun) help = { 0 };
      g_autoptr(GPtrArray) subcommands = NULL;

      run_argv (&help, group);
      if (help.status != 0)
        g_error ("“%s --help” exits %d: %s", group[0], help.status, help.err);
      g_assert_cmpuint (strlen (help.out), >, 0);
      if (strstr (help.out, "Subcommands:") == NULL)
        continue;
      n_groups++;
      subcommands = listed_words (help.out, "Subcommands:");
      g_assert_cmpuint (subcommands->len, >, 0);
      for (guint s = 0; s < subcommands->len; s++)
        {
          const char *sub[] = { group[0], subcommands->pdata[s], "--help", NULL };
          g_auto(CliRun) sub_help = { 0 };

          run_argv (&sub_help, sub);
          if (sub_help.status != 0)
            g_error ("“%s %s --help” exits %d: %s", sub[0], sub[1], sub_help.status,
                     sub_help.err);
        }
    }
  /* players, clubs, event, entrants, results, season, day and ranking */
  g_assert_cmpuint (n_groups, ==, 8);
  {
    const char *day[] = { "day", "--help", NULL };
    g_auto(CliRun) help = { 0 };

    run_argv (&help, day);
    g_assert_nonnull (strstr (help.out, "\n  edit "));
    g_assert_nonnull (strstr (help.out, "\n  check-in "));
  }
  g_assert_false (g_file_test (f->db, G_FILE_TEST_EXISTS));
}

static void
test_not_a_database (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *message = NULL;
  g_auto(CliRun) r = { 0 };

  if (!have_cli ())
    return;

  g_assert_true (g_file_set_contents (f->db, "Naam;Vereniging\nJan;De Rappe Schijf\n", -1, NULL));
  before = file_checksum (f->db);

  run (f, &r, "players", "list", "--json", NULL);
  message = assert_failed (&r, 1, "not-a-database");
  g_assert_nonnull (strstr (message, f->db));
  cli_run_clear (&r);
  g_clear_pointer (&message, g_free);

  run (f, &r, "players", "add", "Jan de Vries", NULL);
  message = assert_failed (&r, 1, "not-a-database");
  cli_run_clear (&r);
  g_clear_pointer (&message, g_free);

  run (f, &r, "clubs", "list", NULL);
  message = assert_failed (&r, 1, "not-a-database");

  after = file_checksum (f->db);
  g_assert_cmpstr (before, ==, after);
}

static void
test_newer_database (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *message = NULL;
  g_autofree char *sql = NULL;
  g_auto(CliRun) r = { 0 };
  sqlite3 *db = NULL;

  if (!have_cli ())
    return;

  run (f, &r, "players", "add", "Jan de Vries", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);

  g_assert_cmpint (sqlite3_open (f->db, &db), ==, SQLITE_OK);
  sql = g_strdup_printf ("PRAGMA user_version = %d", HAMMER_STORE_SCHEMA_VERSION + 1);
  g_assert_cmpint (sqlite3_exec (db, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (db);
  before = file_checksum (f->db);

  run (f, &r, "players", "list", "--json", NULL);
  message = assert_failed (&r, 1, "newer-database");
  g_assert_nonnull (strstr (message, f->db));
  g_assert_nonnull (strstr (message, "Update"));
  cli_run_clear (&r);
  g_clear_pointer (&message, g_free);

  run (f, &r, "players", "add", "Piet Jansen", NULL);
  message = assert_failed (&r, 1, "newer-database");

  after = file_checksum (f->db);
  g_assert_cmpstr (before, ==, after);
}

/* players import */

static const char good_csv[] =
  "Voornaam;Tussenvoegsel;Achternaam;Vereniging;Bondsnummer;Gemiddelde\r\n"
  "Jan;de;Vries;De Rappe Schijf;ANS-1;7,5\r\n"
  "Piet;;Jansen;Het Vierde Vak;ANS-2;\r\n"
  "Anneke;van der;Meer;De Rappe Schijf;;117,2\r\n"
  "Marie;;Smit;;ANS-4;\r\n";

static const char bad_csv[] =
  "Naam;Vereniging;Bondsnummer;Gemiddelde;E-mail\r\n"
  "Jan de Vries;De Rappe Schijf;ANS-1;7,5;\r\n"
  "Piet Jansen;Het Vierde Vak;ANS-2;;\r\n"
  "Klaas Bakker;Crown & Anchor;;twaalf;\r\n"
  "Marie Smit;;ANS-4;;marie@example.org\r\n";

static char *
write_file (Fixture    *f,
            const char *name,
            const char *contents)
{
  char *path = g_build_filename (f->dir, name, NULL);

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  return path;
}

static void
test_import_good (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *csv = write_file (f, "leden.csv", good_csv);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonArray) players = NULL;
  JsonObject *report;
  JsonObject *anneke;
  g_auto(CliRun) r = { 0 };

  if (!have_cli ())
    return;

  run (f, &r, "players", "add", "--club", "De Rappe Schijf", "Jan de Vries", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);

  run (f, &r, "players", "import", "--json", csv, NULL);
  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  report = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (report, "imported"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (report, "clubs_created"), ==, 1);
  g_assert_true (json_object_has_member (report, "duplicates"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (report, "duplicates")),
                    ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (report, "problems")),
                    ==, 0);
  g_assert_cmpuint (strlen (r.err), >, 0);
  cli_run_clear (&r);

  players = list_players (f);
  g_assert_cmpuint (json_array_get_length (players), ==, 4);
  anneke = find_by_name (players, "Anneke van der Meer");
  g_assert_nonnull (anneke);
  g_assert_cmpstr (json_object_get_string_member (anneke, "club"), ==, "De Rappe Schijf");
  g_assert_cmpfloat (json_object_get_double_member (anneke, "average"), ==, 117.2);
  g_assert_cmpstr (json_object_get_string_member (find_by_name (players, "Marie Smit"),
                                                  "licence"), ==, "ANS-4");

  /* Again: all duplicates, nothing doubled. */
  g_clear_pointer (&root, json_node_unref);
  run (f, &r, "players", "import", "--json", csv, NULL);
  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  report = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (report, "imported"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (report, "duplicates")),
                    ==, 4);
  g_clear_pointer (&players, json_array_unref);
  players = list_players (f);
  g_assert_cmpuint (json_array_get_length (players), ==, 4);
}

static void
test_import_bad_row (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *csv = write_file (f, "leden.csv", bad_csv);
  g_autofree char *message = NULL;
  g_autofree char *list_before = NULL;
  g_autoptr(JsonNode) root = NULL;
  JsonObject *error;
  g_auto(CliRun) r = { 0 };
  g_auto(CliRun) list = { 0 };

  if (!have_cli ())
    return;

  run (f, &r, "players", "add", "Er Al", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run_clear (&r);
  run (f, &list, "players", "list", "--json", NULL);
  list_before = g_strdup (list.out);
  cli_run_clear (&list);

  run (f, &r, "players", "import", "--json", csv, NULL);
  message = assert_failed (&r, 2, "invalid");
  g_assert_nonnull (strstr (message, "Line 4"));
  g_assert_nonnull (strstr (r.err, "Line 4"));
  /* The report of what is wrong comes along. */
  root = parse_json (r.out);
  error = json_object_get_object_member (json_node_get_object (root), "error");
  if (json_object_has_member (error, "report"))
    {
      JsonObject *report = json_object_get_object_member (error, "report");
      JsonArray *problems = json_object_get_array_member (report, "problems");

      g_assert_cmpuint (json_array_get_length (problems), ==, 1);
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (problems, 0),
                                                   "line"), ==, 4);
    }

  /* Nothing was imported. */
  run (f, &list, "players", "list", "--json", NULL);
  g_assert_cmpstr (list.out, ==, list_before);
  cli_run_clear (&list);
  run (f, &list, "clubs", "list", "--json", NULL);
  g_assert_null (strstr (list.out, "Rappe"));
}

static void
test_import_skip_bad (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *csv = write_file (f, "leden.csv", bad_csv);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonArray) players = NULL;
  JsonObject *report;
  g_auto(CliRun) r = { 0 };

  if (!have_cli ())
    return;

  run (f, &r, "players", "import", "--skip-bad", "--json", csv, NULL);
  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  report = json_node_get_object (root);
  g_assert_cmpint (json_object_get_int_member (report, "imported"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (report, "skipped"), ==, 1);
  g_assert_nonnull (strstr (r.err, "Line 4"));

  players = list_players (f);
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  g_assert_null (find_by_name (players, "Klaas Bakker"));
  g_assert_nonnull (find_by_name (players, "Marie Smit"));
}

static void
test_import_dry_run (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *good = write_file (f, "goed.csv", good_csv);
  g_autofree char *bad = write_file (f, "fout.csv", bad_csv);
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonArray) players = NULL;
  g_auto(CliRun) r = { 0 };

  if (!have_cli ())
    return;

  run (f, &r, "players", "import", "--dry-run", "--json", good, NULL);
  g_assert_cmpint (r.status, ==, 0);
  root = parse_json (r.out);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (root));
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (root), "rows"), ==, 4);
  cli_run_clear (&r);

  run (f, &r, "players", "import", "--dry-run", "--json", bad, NULL);
  g_assert_cmpint (r.status, ==, 2);
  g_assert_nonnull (strstr (r.err, "Line 4"));
  g_clear_pointer (&root, json_node_unref);
  root = parse_json (r.out);
  g_assert_nonnull (strstr (json_object_get_string_member (
                              json_object_get_object_member (json_node_get_object (root), "error"),
                              "message"), "Line 4"));
  cli_run_clear (&r);

  players = list_players (f);
  g_assert_cmpuint (json_array_get_length (players), ==, 0);
  g_clear_pointer (&players, json_array_unref);

  run (f, &r, "clubs", "list", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_clear_pointer (&root, json_node_unref);
  root = parse_json (r.out);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (root)), ==, 0);
}

static void
test_import_unreadable (Fixture       *f,
                        gconstpointer  data)
{
  g_autofree char *missing = g_build_filename (f->dir, "bestaat-niet.csv", NULL);
  g_autofree char *no_names = write_file (f, "geen-namen.csv", "Kleur;Maat\nrood;XL\n");
  g_auto(CliRun) r = { 0 };
  g_autoptr(JsonNode) root = NULL;

  if (!have_cli ())
    return;

  /* A file that is not there: an error, named, in JSON. */
  run (f, &r, "players", "import", "--json", missing, NULL);
  g_assert_cmpint (r.status, !=, 0);
  root = parse_json (r.out);
  g_assert_true (json_object_has_member (json_node_get_object (root), "error"));
  g_assert_nonnull (strstr (r.err, "bestaat-niet.csv"));
  cli_run_clear (&r);

  /* A file without a column of names is the user's to fix. */
  {
    g_autofree char *message = NULL;

    run (f, &r, "players", "import", "--json", no_names, NULL);
    message = assert_failed (&r, 2, "invalid");
  }
}

/* score and result: the number of sides */

/* Runs `score` on @input (single quotes for double ones) and returns what it
 * printed as JSON, with the exit status in *@status. */
static JsonNode *
score (Fixture    *f,
       const char *input,
       int        *status)
{
  g_autofree char *json = g_strdelimit (g_strdup (input), "'", '"');
  g_auto(CliRun) r = { 0 };

  cli_run (&r, f->db, json, "score", NULL);
  *status = r.status;
  return parse_json (r.out);
}

static gint64
member_int (JsonNode   *root,
            const char *object,
            const char *member)
{
  JsonObject *top = json_node_get_object (root);

  if (object != NULL)
    top = json_object_get_object_member (top, object);
  return json_object_get_int_member (top, member);
}

static const char *
error_message (JsonNode *root)
{
  return json_object_get_string_member (json_object_get_object_member (
                                          json_node_get_object (root), "error"), "message");
}

static void
test_score_sides_from_first_end (Fixture       *f,
                                 gconstpointer  data)
{
  static const struct { const char *input; int sides; int total0; } cases[] = {
    /* docs/ARCHITECTURE.md ("Command line"): one player's sjoelbak card is
     * one side — "sjoelbak: one player's card is one side", word for word
     * from the issue. */
    { "{'rules':'sjoelbak','games':[{'ends':[{'points':[130]}]}]}", 1, 130 },
    { "{'rules': 'sjoelbak', 'options': {'games': 2}, 'games': [{'ends': ["
      "{'counts': [[5, 9, 5, 7]]}]}, {'ends': [{'counts': [[7, 7, 7, 9]]}]}]}", 1, 264 },
    { "{'rules': 'sjoelbak', 'games': [{'ends': [{'points': [80, 116, 90]}]}]}", 3, 80 },
    { "{'rules': 'horse-collar', 'games': [{'ends': [{'zones': [['3'], [], ['5', '1']]}]}]}",
      3, 3 },
    { "{'rules': 'shovelboard', 'games': [{'ends': [{'points': [3, 2, 0, 1]}]}]}", 4, 3 },
  };

  if (!have_cli ())
    return;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      int status;
      g_autoptr(JsonNode) root = score (f, cases[i].input, &status);
      JsonArray *totals;

      g_assert_cmpint (status, ==, 0);
      g_assert_cmpint (member_int (root, "options", "sides"), ==, cases[i].sides);
      totals = json_object_get_array_member (json_node_get_object (root), "totals");
      g_assert_cmpuint (json_array_get_length (totals), ==, cases[i].sides);
      g_assert_cmpint (json_array_get_int_element (totals, 0), ==, cases[i].total0);
    }
}

static void
test_score_sides_disagree (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(JsonNode) options = NULL;
  g_autoptr(JsonNode) later = NULL;
  g_autoptr(JsonNode) table = NULL;
  int status;

  if (!have_cli ())
    return;

  /* The options say 2 sides, the end has 1: refused, naming game and end. */
  options = score (f, "{'rules': 'sjoelbak', 'options': {'sides': 2}, 'games': ["
                   "{'ends': [{'points': [100, 90]}]}, {'ends': [{'points': [130]}]}]}",
                   &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (error_message (options), ==,
                   "Game 2: “points” lists 1 side, but the options give the series 2.");
  g_assert_cmpint (member_int (options, "error", "game"), ==, 1);
  g_assert_cmpint (member_int (options, "error", "end"), ==, 0);

  /* Without options the first end decides, and a later end must agree. */
  later = score (f, "{'rules': 'sjoelbak', 'games': [{'ends': [{'counts': [[1, 1, 1, 1]]}]}, "
                 "{'ends': [{'counts': [[1, 1, 1, 1], [0, 0, 0, 0]]}]}]}", &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (error_message (later), ==,
                   "Game 2: “counts” lists 2 sides, but the first game of the series "
                   "lists 1.");

  /* A width the game is never played by. */
  table = score (f, "{'rules': 'table', 'games': [{'ends': [{'zones': [['1'], [], []]}]}]}",
                 &status);
  g_assert_cmpint (status, ==, 2);
  g_assert_cmpstr (error_message (table), ==,
                   "Game 1, end 1: “zones” lists 3 sides, but Table shuffleboard is played by "
                   "2 sides.");
}

static void
test_result_event_sides_win (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) refused = NULL;
  g_autoptr(JsonNode) stored = NULL;
  g_autofree char *event = NULL;
  g_auto(CliRun) r = { 0 };

  if (!have_cli ())
    return;

  /* A sjoelbak series: every match is one player's card, one side. */
  g_assert_cmpint (cli_run_json (f->db, &created, NULL, "event", "create", "--name", "Serie",
                                 "--rules", "sjoelbak", "--format", "series", "--json", NULL),
                   ==, 0);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, member_int (created, NULL, "id"));
  cli_run (&r, f->db, NULL, "entrants", "add", "--event", event, "Anna", "Bert", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run (&r, f->db, NULL, "draw", "--event", event, NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* A card of two players, even with options saying so, is refused. */
  g_assert_cmpint (cli_run_json (f->db, &refused,
                                 "{\"options\": {\"sides\": 2}, \"games\": [{\"ends\": "
                                 "[{\"points\": [100, 90]}]}]}",
                                 "result", "--event", event, "--match", "1", "--json", NULL),
                   ==, 2);
  g_assert_cmpstr (error_message (refused), ==,
                   "Game 1: “points” lists 2 sides, but every series of this "
                   "competition has 1.");
  /* The rule's place survives the GError into hammer-cli's answer. */
  {
    JsonObject *error = json_object_get_object_member (json_node_get_object (refused), "error");

    g_assert_cmpstr (json_object_get_string_member (error, "code"), ==, "invalid");
    g_assert_cmpstr (json_object_get_string_member (error, "reason"), ==, "wrong-sides");
    g_assert_cmpint (member_int (refused, "error", "game"), ==, 0);
    g_assert_cmpint (member_int (refused, "error", "end"), ==, 0);
    g_assert_true (json_object_has_member (error, "side"));
  }

  g_assert_cmpint (cli_run_json (f->db, &stored,
                                 "{\"games\": [{\"ends\": [{\"points\": [130]}]}]}",
                                 "result", "--event", event, "--match", "1", "--json", NULL),
                   ==, 0);
  g_assert_cmpint (member_int (stored, "options", "sides"), ==, 1);
}

/* hammer-cli's draw keeps its contract: players entered one by one in a
 * doubles event are drawn as they are, a round robin of five (the desk
 * refuses them and points to Blind Draw). */
static void
test_draw_loose_players (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *event = NULL;
  g_auto(CliRun) r = { 0 };

  g_assert_cmpint (cli_run_json (f->db, &created, NULL, "event", "create", "--name", "Koppel",
                                 "--rules", "table", "--format", "round-robin", "--option",
                                 "team_size=2", "--json", NULL),
                   ==, 0);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, member_int (created, NULL, "id"));
  cli_run (&r, f->db, NULL, "entrants", "add", "--event", event, "Anna", "Bert", "Cor", "Dora",
           "Els", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run (&r, f->db, NULL, "draw", "--event", event, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpint (cli_run_json (f->db, &matches, NULL, "matches", "--event", event, "--json",
                                 NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (matches)), ==, 10);
}

/* `draw --json` prints the matches from what the draw kept, without
 * reading the event again (issue 28): what it prints is what a later
 * `matches --json` reads from the file, the boards it called included. */
static void
test_draw_prints_stored (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *event = NULL;
  g_autofree char *drawn = NULL;
  g_auto(CliRun) r = { 0 };
  guint n_on_boards = 0;

  if (!have_cli ())
    return;

  g_assert_cmpint (cli_run_json (f->db, &created, NULL, "event", "create", "--name", "Open",
                                 "--rules", "table", "--format", "double-elimination",
                                 "--boards", "3", "--json", NULL),
                   ==, 0);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, member_int (created, NULL, "id"));
  cli_run (&r, f->db, NULL, "entrants", "add", "--event", event, "Anna", "Bert", "Cor", "Dora",
           "Els", "Frits", "Gerda", NULL);
  g_assert_cmpint (r.status, ==, 0);
  cli_run (&r, f->db, NULL, "draw", "--event", event, "--seed", "3", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  drawn = g_strdup (r.out);
  cli_run (&r, f->db, NULL, "matches", "--event", event, "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_cmpstr (drawn, ==, r.out);

  /* Not an empty answer both times: the first round is on the boards. */
  matches = json_from_string (drawn, NULL);
  g_assert_nonnull (matches);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (matches)); i++)
    {
      JsonObject *match = json_array_get_object_element (json_node_get_array (matches), i);

      if (json_object_has_member (match, "board") &&
          !json_node_is_null (json_object_get_member (match, "board")))
        n_on_boards++;
    }
  g_assert_cmpuint (n_on_boards, ==, 3);
}

/* A results import is done when hammer-cli exits: its store closes on a
 * thread of its own (issue 28), and is closed whole by then, with no
 * write-ahead log left beside the file; the results are in the file
 * itself. */
#define FOUR_NIL "{\"points\": [4, 0]}"

static void
test_results_closed_at_exit (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) report = NULL;
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autofree char *event = NULL;
  g_autofree char *wal = g_strconcat (f->db, "-wal", NULL);
  g_autofree char *shm = g_strconcat (f->db, "-shm", NULL);
  JsonArray *matches;
  sqlite3 *db = NULL;
  sqlite3_stmt *stmt = NULL;

  if (!have_cli ())
    return;

  g_assert_cmpint (cli_run_json (f->db, &created, NULL, "event", "create", "--name", "Open",
                                 "--rules", "table", "--option", "best_of=1", "--format",
                                 "round-robin", "--json", NULL),
                   ==, 0);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, member_int (created, NULL, "id"));
  cli_ok (f->db, "entrants", "add", "--event", event, "Anna", "Bert", "Cor", NULL);
  g_assert_cmpint (cli_run_json (f->db, &drawn, NULL, "draw", "--event", event, "--seed", "1",
                                 "--json", NULL),
                   ==, 0);
  matches = json_node_get_array (drawn);
  g_assert_cmpuint (json_array_get_length (matches), ==, 3);
  /* Four ends of 4-0: 16, past the game's 15. */
  for (guint i = 0; i < 3; i++)
    g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\": ["
                            "%s, %s, %s, %s]}]}\n",
                            json_object_get_int_member (json_array_get_object_element (matches,
                                                                                       i),
                                                        "id"),
                            FOUR_NIL, FOUR_NIL, FOUR_NIL, FOUR_NIL);
  g_assert_cmpint (cli_run_json (f->db, &report, lines->str, "results", "import", "--event",
                                 event, "--json", NULL),
                   ==, 0);
  g_assert_cmpint (member_int (report, NULL, "imported"), ==, 3);

  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (shm, G_FILE_TEST_EXISTS));
  /* Read as SQLite finds the file alone: the three results are in it. */
  g_assert_cmpint (sqlite3_open_v2 (f->db, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT count(*) FROM matches WHERE winner IS NOT NULL",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_step (stmt), ==, SQLITE_ROW);
  g_assert_cmpint (sqlite3_column_int (stmt, 0), ==, 3);
  sqlite3_finalize (stmt);
  sqlite3_close (db);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/cli/players/add", test_players_add);
  ADD ("/cli/players/list", test_players_list);
  ADD ("/cli/clubs/list", test_clubs_list);
  ADD ("/cli/errors/duplicate", test_duplicate);
  ADD ("/cli/errors/invalid-player", test_invalid_player);
  ADD ("/cli/errors/usage", test_usage_errors);
  ADD ("/cli/help/groups", test_group_help);
  ADD ("/cli/errors/not-a-database", test_not_a_database);
  ADD ("/cli/errors/newer-database", test_newer_database);
  ADD ("/cli/import/good", test_import_good);
  ADD ("/cli/import/bad-row", test_import_bad_row);
  ADD ("/cli/import/skip-bad", test_import_skip_bad);
  ADD ("/cli/import/dry-run", test_import_dry_run);
  ADD ("/cli/import/unreadable", test_import_unreadable);
  ADD ("/cli/score/sides-from-first-end", test_score_sides_from_first_end);
  ADD ("/cli/score/sides-disagree", test_score_sides_disagree);
  ADD ("/cli/result/event-sides-win", test_result_event_sides_win);
  ADD ("/cli/draw/loose-players", test_draw_loose_players);
  ADD ("/cli/draw/prints-stored", test_draw_prints_stored);
  ADD ("/cli/results/closed-at-exit", test_results_closed_at_exit);

#undef ADD

  return g_test_run ();
}
