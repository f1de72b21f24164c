/* test-ui-full-disk.c — the app's Export of a CSV, HTML or JSON file on a
 * full disk
 *
 * The export dialogs of the event, season and league pages hand their text
 * to hammer_paper_save_text_async(). Run in a child whose files may not
 * grow past 100 bytes (RLIMIT_FSIZE, SIGXFSZ ignored), its write fails as
 * on a full disk: the old file must keep its bytes, nothing may be left
 * beside it, and the message must name the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "hammer-season-paper.h"
#include "ui-test-common.h"

#define OLD_BYTES "Name,Games\nAnna,10\n"

static void
saved_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  GError **error = user_data;

  g_assert_false (hammer_paper_save_text_finish (result, error));
  g_assert_nonnull (*error);
}

static void
test_text_export (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GDir) listing = NULL;
  const char *name;
  guint n_files = 0;

  if (g_test_subprocess ())
    {
      struct rlimit limit = { 100, 100 };
      g_autoptr(GFile) file = g_file_new_for_path (g_getenv ("HAMMER_FULL_DISK_FILE"));

      signal (SIGXFSZ, SIG_IGN);
      g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
      hammer_paper_save_text_async (file, g_strnfill (4096, 'x'), NULL, saved_cb, &error);
      while (error == NULL)
        g_main_context_iteration (NULL, TRUE);
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_IO);
      g_print ("%s\n", error->message);
      return;
    }

  dir = g_dir_make_tmp ("hammer-ui-full-disk-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (dir, "standings.csv", NULL);
  g_assert_true (g_file_set_contents (path, OLD_BYTES, -1, &error));
  g_setenv ("HAMMER_FULL_DISK_FILE", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  /* The child prints in the C locale's charset: the quotes may be "?". */
  g_test_trap_assert_stdout ("*Could not write *standings.csv*: File too large. The file that "
                             "was there is unchanged.*");

  g_assert_true (g_file_get_contents (path, &contents, NULL, &error));
  g_assert_cmpstr (contents, ==, OLD_BYTES);
  /* No temporary file beside it (GIO's replace left “.goutputstream-…”). */
  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_assert_cmpstr (name, ==, "standings.csv");
      n_files++;
    }
  g_assert_cmpuint (n_files, ==, 1);
  ui_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ui/full-disk/text-export", test_text_export);

  return g_test_run ();
}
