/* test-paper-gallery.c — every kind of paper build-aux/paper-gallery.py
 * prints, in English, Dutch and German, on A4 and Letter, shows every word
 * whole: no ellipsis on any page
 *
 * The suite prints the gallery's quick set (every kind, the table events,
 * sjoelbak, the season and the league); the whole gallery is for by hand:
 * build-aux/paper-gallery.py HAMMER_CLI OUTDIR [--language nl] [--paper letter].
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include "test-common.h"

typedef struct
{
  const char *language;
  const char *paper;
} Gallery;

/* Documents the quick gallery prints whatever the language and paper. */
static const char *const must_print[] = {
  "table-groups-sheets-filled.pdf", "table-groups-sheets-filled-landscape.pdf",
  "sjoelbak-round-robin-sheets-filled.pdf", "season-report.pdf", "league-form.pdf",
};

static void
test_gallery (gconstpointer data)
{
  const Gallery *gallery = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("paper-gallery-XXXXXX", &error);
  g_autofree char *script = g_build_filename (TEST_SRCDIR, "..", "build-aux", "paper-gallery.py",
                                              NULL);
  const char *argv[] = { "python3", script, g_getenv ("HAMMER_CLI"), dir, "--quick",
                         "--language", gallery->language, "--paper", gallery->paper, NULL };
  g_autoptr(GString) cut = g_string_new (NULL);
  g_autoptr(GDir) listing = NULL;
  g_autofree char *out = NULL, *err = NULL;
  const char *name;
  guint n_pdfs = 0;
  int status = 0;

  g_assert_no_error (error);
  g_assert_nonnull (argv[2]);
  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, &out, &err,
                &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("paper-gallery.py failed: %s", err);

  listing = g_dir_open (dir, 0, &error);
  g_assert_no_error (error);
  while ((name = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = NULL;
      g_auto(GStrv) cuts = NULL;

      if (!g_str_has_suffix (name, ".pdf"))
        continue;
      n_pdfs++;
      path = g_build_filename (dir, name, NULL);
      cuts = pdf_cut_texts (path);
      for (guint i = 0; cuts[i] != NULL; i++)
        g_string_append_printf (cut, "\n  %s: “…” leaves out “%s”", name, cuts[i]);
    }
  /* Every kind the gallery knows, for every format: far more than a few;
   * the filled sheets of a groups event among them, its group matches
   * with their results. */
  g_assert_cmpuint (n_pdfs, >=, 90);
  for (guint i = 0; i < G_N_ELEMENTS (must_print); i++)
    {
      g_autofree char *path = g_build_filename (dir, must_print[i], NULL);

      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        g_error ("the %s gallery has no %s", gallery->language, must_print[i]);
    }
  if (cut->len > 0)
    g_error ("cut on the %s %s paper:%s", gallery->language, gallery->paper, cut->str);
  tmp_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  static const Gallery galleries[] = {
    { "en", "a4" }, { "nl", "letter" }, { "de", "a4" },
  };

  /* The messages name the documents' words as they are, accents and all. */
  setlocale (LC_ALL, "");
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (galleries); i++)
    {
      g_autofree char *path = g_strdup_printf ("/paper-gallery/%s-%s", galleries[i].language,
                                               galleries[i].paper);

      g_test_add_data_func (path, &galleries[i], test_gallery);
    }
  return g_test_run ();
}
