/* test-common-codes.c — the QR codes on a picture or a printed page, read
 * back with zbarimg (Debian's zbar-tools) as a phone's camera reads them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sys/wait.h>

#include "test-common.h"

GStrv
png_qr_codes (const char *path)
{
  g_autoptr(GError) error = NULL;
  const char *argv[] = { "zbarimg", "--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", path,
                         NULL };
  g_autofree char *out = NULL;
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, &out, NULL, &status, &error);
  g_assert_no_error (error);
  /* zbarimg ends with 4 when it finds no code in the picture. */
  g_assert_true (WIFEXITED (status));
  if (WEXITSTATUS (status) == 4)
    return g_new0 (char *, 1);
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);

  g_autoptr(GStrvBuilder) codes = g_strv_builder_new ();
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      g_strv_builder_add (codes, lines[i]);
  return g_strv_builder_end (codes);
}

GStrv
pdf_qr_codes (const char *path,
              guint       page,
              guint       dpi)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-qr-XXXXXX", &error);
  g_assert_no_error (error);
  g_autofree char *first = g_strdup_printf ("%u", page);
  g_autofree char *resolution = g_strdup_printf ("%u", dpi);
  g_autofree char *root = g_build_filename (dir, "page", NULL);
  const char *argv[] = { "pdftoppm", "-png", "-r", resolution, "-f", first, "-l", first,
                         "-singlefile", path, root, NULL };
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL,
                NULL, NULL, NULL, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));

  g_autofree char *png = g_strconcat (root, ".png", NULL);
  GStrv codes = png_qr_codes (png);
  tmp_remove_tree (dir);
  return codes;
}
