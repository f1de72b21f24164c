/* bench-common.c — what the benchmarks share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <glib/gstdio.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "bench-common.h"

double
bench_now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

char *
bench_run_cli (const char         *cli,
               const char         *database,
               const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;
  int status = 0;

  g_ptr_array_add (argv, (char *) cli);
  g_ptr_array_add (argv, (char *) "--database");
  g_ptr_array_add (argv, (char *) database);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err,
                     &status, &error))
    g_error ("hammer-cli: %s", error->message);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("hammer-cli %s failed: %s", args[0], err);
  return out;
}

void
bench_write_file (const char *path,
                  GString    *text)
{
  g_autoptr(GError) error = NULL;

  if (!g_file_set_contents (path, text->str, (gssize) text->len, &error))
    g_error ("%s", error->message);
}

double
bench_resident_mib (GPid pid)
{
  g_autofree char *path = pid != 0 ? g_strdup_printf ("/proc/%d/status", (int) pid)
                                   : g_strdup ("/proc/self/status");
  g_autofree char *status = NULL;
  const char *line;

  if (!g_file_get_contents (path, &status, NULL, NULL) ||
      (line = strstr (status, "VmRSS:")) == NULL)
    return 0;
  return g_ascii_strtod (line + strlen ("VmRSS:"), NULL) / 1024.0;
}

guint
bench_open_descriptors (GPid pid)
{
  g_autofree char *path = pid != 0 ? g_strdup_printf ("/proc/%d/fd", (int) pid)
                                   : g_strdup ("/proc/self/fd");
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  guint n = 0;

  while (dir != NULL && g_dir_read_name (dir) != NULL)
    n++;
  return n;
}

GPid
bench_start_xvfb (const char *screen)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GSubprocess) xvfb = NULL;
  g_autofree char *display = NULL, *socket = NULL;
  guint number = 90;

  for (;; number++)
    {
      g_autofree char *lock = g_strdup_printf ("/tmp/.X%u-lock", number);

      if (!g_file_test (lock, G_FILE_TEST_EXISTS))
        break;
    }
  display = g_strdup_printf (":%u", number);
  socket = g_strdup_printf ("/tmp/.X11-unix/X%u", number);
  xvfb = g_subprocess_new (G_SUBPROCESS_FLAGS_STDERR_SILENCE, &error, "Xvfb", display,
                           "-screen", "0", screen, "-nolisten", "tcp", NULL);
  if (xvfb == NULL)
    g_error ("Xvfb (Debian's xvfb) is needed: %s", error->message);
  for (guint wait = 0; !g_file_test (socket, G_FILE_TEST_EXISTS); wait++)
    {
      if (wait == 1000)
        g_error ("Xvfb did not start on %s", display);
      g_usleep (10000);
    }
  g_setenv ("DISPLAY", display, TRUE);
  return (GPid) g_ascii_strtoll (g_subprocess_get_identifier (xvfb), NULL, 10);
}

void
bench_remove_dir (const char *dir)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *name;

  while (listing != NULL && (name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (dir);
}

/* The CPU time process @pid has used, user and system, in seconds. */
double
bench_process_cpu_s (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", (int) pid);
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;
  const char *after;

  if (!g_file_get_contents (path, &text, NULL, NULL) || !(after = strrchr (text, ')')))
    return 0;
  /* After the name: state is field 3, utime 14 and stime 15. */
  fields = g_strsplit (after + 2, " ", -1);
  if (g_strv_length (fields) < 13)
    return 0;
  return (g_ascii_strtod (fields[11], NULL) + g_ascii_strtod (fields[12], NULL)) /
         sysconf (_SC_CLK_TCK);
}

double
bench_own_cpu_s (void)
{
  struct rusage usage;

  getrusage (RUSAGE_SELF, &usage);
  return usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6 +
         usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6;
}

/* The machine's load averages over 1, 5 and 15 minutes. */
char *
bench_load_average (void)
{
  g_autofree char *text = NULL;
  g_auto(GStrv) fields = NULL;

  if (!g_file_get_contents ("/proc/loadavg", &text, NULL, NULL) ||
      g_strv_length (fields = g_strsplit (text, " ", 4)) < 4)
    return g_strdup ("?");
  return g_strjoin (" ", fields[0], fields[1], fields[2], NULL);
}
