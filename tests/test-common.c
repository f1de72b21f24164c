/* test-common.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>

#include "test-common.h"

char *
tmp_db_path (const char  *template,
             char       **dir)
{
  g_autoptr(GError) error = NULL;

  *dir = g_dir_make_tmp (template, &error);
  g_assert_no_error (error);
  return g_build_filename (*dir, "hammer.db", NULL);
}

HammerStore *
tmp_store_open (const char  *template,
                char       **dir,
                char       **path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *file = tmp_db_path (template, dir);
  HammerStore *store;

  store = hammer_store_open (file, &error);
  g_assert_no_error (error);
  if (path != NULL)
    *path = g_steal_pointer (&file);
  return store;
}

void
tmp_remove_tree (const char *path)
{
  /* Down into folders, never through a link. */
  if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          tmp_remove_tree (child);
        }
    }
  if (g_remove (path) != 0 && errno != ENOENT)
    g_test_message ("Could not remove %s: %s", path, g_strerror (errno));
}

void
tmp_store_close (HammerStore **store,
                 char        **dir,
                 char        **path)
{
  g_clear_object (store);
  tmp_remove_tree (*dir);
  g_clear_pointer (dir, g_free);
  if (path != NULL)
    g_clear_pointer (path, g_free);
}

void
store_fixture_set_up (StoreFixture  *f,
                      gconstpointer  data)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
}

void
store_fixture_tear_down (StoreFixture  *f,
                         gconstpointer  data)
{
  tmp_store_close (&f->store, &f->dir, &f->path);
}

gint64
store_new_event (HammerStore        *store,
                 const char         *name,
                 const char         *rules,
                 HammerFormat        format,
                 guint               n_boards,
                 const char         *options_json,
                 const char * const *names,
                 gint64              seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) options = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  if (options_json != NULL)
    {
      options = json_from_string (options_json, &error);
      g_assert_no_error (error);
    }
  hammer_event_spec_init (&spec);
  spec.name = name;
  spec.rules = rules;
  spec.format = format;
  spec.n_boards = n_boards;
  spec.options = options != NULL ? json_node_get_object (options) : NULL;
  event_id = hammer_store_create_event (store, &spec, &error);
  g_assert_no_error (error);
  if (names != NULL)
    {
      g_autoptr(GArray) ids = hammer_store_add_entrants (store, event_id, names, &error);

      g_assert_no_error (error);
    }
  if (seed >= 0)
    {
      g_assert_true (hammer_store_draw_event (store, event_id, TRUE, (guint32) seed, &error));
      g_assert_no_error (error);
    }
  return event_id;
}

GStrv
numbered_names (const char *prefix,
                guint       n)
{
  GStrv names = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    names[i] = g_strdup_printf ("%s %02u", prefix, i + 1);
  return names;
}

static GDateTime *fixed_time;

static GDateTime *
fixed_clock (gpointer user_data)
{
  return g_date_time_ref (fixed_time);
}

void
clock_fix (GDateTime *when)
{
  g_clear_pointer (&fixed_time, g_date_time_unref);
  fixed_time = g_date_time_ref (when);
  hammer_now_set_func (fixed_clock, NULL);
}

void
clock_fix_date (const char *date)
{
  g_autofree char *noon = g_strdup_printf ("%sT12:00:00", date);
  g_autoptr(GTimeZone) local = g_time_zone_new_local ();
  g_autoptr(GDateTime) when = g_date_time_new_from_iso8601 (noon, local);

  g_assert_nonnull (when);
  clock_fix (when);
}

void
clock_release (void)
{
  hammer_now_set_func (NULL, NULL);
  g_clear_pointer (&fixed_time, g_date_time_unref);
}

/* The output of poppler's @tool (pdftotext or pdfinfo) on @path. */
static char *
run_poppler (const char *tool,
             const char *path)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { tool, "-layout", path, "-", NULL };
  char *out = NULL;
  int status = 0;

  if (g_str_equal (tool, "pdfinfo"))
    {
      argv[1] = path;
      argv[2] = NULL;
    }
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  return out;
}

char *
text_normalise (const char *text)
{
  GString *folded = g_string_sized_new (strlen (text));
  gboolean space = FALSE;

  g_assert_true (g_utf8_validate (text, -1, NULL));
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (g_unichar_isspace (c))
        {
          space = TRUE;
          continue;
        }
      if (space && folded->len > 0)
        g_string_append_c (folded, ' ');
      space = FALSE;
      g_string_append_unichar (folded, c);
    }
  return g_string_free (folded, FALSE);
}

char *
pdf_text (const char *path)
{
  g_autofree char *text = run_poppler ("pdftotext", path);

  return text_normalise (text);
}

guint
pdf_pages (const char *path)
{
  g_autofree char *info = run_poppler ("pdfinfo", path);
  const char *pages = strstr (info, "Pages:");

  g_assert_nonnull (pages);
  return (guint) g_ascii_strtoull (pages + strlen ("Pages:"), NULL, 10);
}

char *
pdf_page_size (const char *path)
{
  g_autofree char *info = run_poppler ("pdfinfo", path);
  const char *size = strstr (info, "Page size:");

  g_assert_nonnull (size);
  return g_strndup (size, strcspn (size, "\n"));
}

guint
count_in (const char *text,
          const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (text, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

void
cli_run_clear (CliRun *run)
{
  g_clear_pointer (&run->out, g_free);
  g_clear_pointer (&run->err, g_free);
}

void
cli_runv (CliRun     *run,
          const char *database,
          const char *input,
          const char *first,
          va_list     args)
{
  const char *cli = g_getenv ("HAMMER_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  if (cli == NULL)
    g_error ("HAMMER_CLI is not set (meson test sets it)");
  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "--database");
  g_ptr_array_add (argv, (gpointer) database);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  g_ptr_array_add (argv, NULL);

  cli_run_clear (run);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_if_exited (process) ? g_subprocess_get_exit_status (process) : -1;
}

void
cli_run (CliRun     *run,
         const char *database,
         const char *input,
         const char *first,
         ...)
{
  va_list ap;

  va_start (ap, first);
  cli_runv (run, database, input, first, ap);
  va_end (ap);
}

int
cli_run_json (const char  *database,
              JsonNode   **output,
              const char  *input,
              const char  *first,
              ...)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(GError) error = NULL;
  va_list ap;

  va_start (ap, first);
  cli_runv (&run, database, input, first, ap);
  va_end (ap);
  *output = json_from_string (run.out, &error);
  g_assert_no_error (error);
  g_assert_nonnull (*output);
  return run.status;
}

int
cli_run_text (const char  *database,
              char       **output,
              char       **errors,
              const char  *input,
              const char  *first,
              ...)
{
  g_auto(CliRun) run = { 0 };
  va_list ap;

  va_start (ap, first);
  cli_runv (&run, database, input, first, ap);
  va_end (ap);
  if (output != NULL)
    *output = g_steal_pointer (&run.out);
  if (errors != NULL)
    *errors = g_steal_pointer (&run.err);
  return run.status;
}
