/* fuzz-main.c — runs a fuzz target over its seed corpus, as a plain test
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Without -Dfuzzing=true there is no libFuzzer to drive the targets, so this
 * stands in for it: every file named on the command line, or found in a
 * directory named there, goes through LLVMFuzzerTestOneInput() once, in
 * name order so that a failure is reproducible. The output is TAP, one test
 * per file; a crash or a sanitizer report fails the whole program, which is
 * what should happen.
 */
#include "config.h"

#include <glib.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "fuzz-target.h"

static int
compare_paths (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static void
collect (const char *path,
         GPtrArray  *files)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_ptr_array_add (files, g_strdup (path));
      return;
    }

  if (!(dir = g_dir_open (path, 0, NULL)))
    return;
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (name[0] != '.')
      g_ptr_array_add (names, g_build_filename (path, name, NULL));
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    g_ptr_array_add (files, g_strdup (g_ptr_array_index (names, i)));
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  guint failed = 0;

  for (int i = 1; i < argc; i++)
    if (!g_str_has_prefix (argv[i], "-"))
      collect (argv[i], files);

  printf ("1..%u\n", files->len);
  if (files->len == 0)
    {
      /* An empty corpus would make the test pass without testing anything. */
      printf ("Bail out! no seed files\n");
      return 1;
    }

  for (guint i = 0; i < files->len; i++)
    {
      const char *path = g_ptr_array_index (files, i);
      g_autofree char *data = NULL;
      g_autoptr(GError) error = NULL;
      gsize length = 0;

      if (!g_file_get_contents (path, &data, &length, &error))
        {
          printf ("not ok %u - %s: %s\n", i + 1, path, error->message);
          failed++;
          continue;
        }
      /* A copy of exactly @length bytes, so that a sanitizer sees a read
       * past the end as libFuzzer's buffers would show it. */
      {
        g_autofree uint8_t *exact = g_memdup2 (data, length);

        LLVMFuzzerTestOneInput (exact, length);
      }
      printf ("ok %u - %s\n", i + 1, path);
      fflush (stdout);
    }
  return failed > 0 ? 1 : 0;
}
