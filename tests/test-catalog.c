/* test-catalog.c — strings with a number of a platform's own width
 * ("%" PRId64) read from Hammer's catalogues in Dutch and German
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <glib/gstdio.h>
#include <string.h>

#include "hammer-catalog.h"

/* @msgid in @language; the compiler checks a format's arguments against the
 * msgid, as it does for _(). */
static const char *translate (const char *language,
                              const char *msgid) G_GNUC_FORMAT (2);

static const char *
translate (const char *language,
           const char *msgid)
{
  return hammer_catalog_translate (language, msgid);
}

/* The form for @n of "%s: not the %<PRId64> game(s) of a night". */
static const char *
games_of_a_night (const char *language,
                  gulong      n)
{
  return hammer_catalog_translate_plural (language, "%s: not the %" PRId64 " game of a night",
                                          "%s: not the %" PRId64 " games of a night", n);
}

/* msgfmt stores "Match day %<PRId64> · %s" apart from the plain strings;
 * the reader puts it together the way this platform writes it, so that the
 * code's own msgid finds it and the number prints. */
static void
test_sysdep_lookup (void)
{
  g_autofree char *dutch = g_strdup_printf (translate ("nl", "Match day %" PRId64 " · %s"),
                                            (gint64) 12, "Herfst");
  g_autofree char *german = g_strdup_printf (translate ("de", "Match day %" PRId64 " · %s"),
                                             (gint64) 12, "Herfst");
  g_autofree char *english = g_strdup_printf (translate ("en", "Match day %" PRId64 " · %s"),
                                              (gint64) 12, "Herfst");

  g_assert_cmpstr (dutch, ==, "Speelronde 12 · Herfst");
  g_assert_cmpstr (german, ==, "Spieltag 12 · Herfst");
  g_assert_cmpstr (english, ==, "Match day 12 · Herfst");
  /* Three segments in one string, each the platform's own. */
  g_assert_cmpstr (translate ("nl", "Points: the game points (%" PRId64 " for each game won) "
                                    "plus the bonus (%" PRId64 " for winning the team match, "
                                    "%" PRId64 " to each team of a draw)"),
                   ==, "Punten: de spelpunten (%" PRId64 " voor elk gewonnen spel) plus de "
                       "bonus (%" PRId64 " voor het winnen van de teamwedstrijd, %" PRId64
                       " voor elk team bij een gelijkspel)");
}

/* A plural entry with a segment has both its forms. */
static void
test_sysdep_plural (void)
{
  g_assert_cmpstr (games_of_a_night ("nl", 1), ==, "%s: niet het %" PRId64 " spel van een avond");
  g_assert_cmpstr (games_of_a_night ("nl", 3), ==,
                   "%s: niet de %" PRId64 " spellen van een avond");
  g_assert_cmpstr (games_of_a_night ("en", 3), ==, "%s: not the %" PRId64 " games of a night");
}

/* The bytes of the build tree's Dutch catalogue. */
static GBytes *
read_dutch (void)
{
  /* From the folder meson's test environment names: the reader keeps the
   * first folder it is asked for, and this test points it elsewhere. */
  g_autofree char *path = g_build_filename (g_getenv ("HAMMER_LOCALEDIR"), "nl", "LC_MESSAGES",
                                            "hammer.mo", NULL);
  char *contents = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  return g_bytes_new_take (contents, length);
}

static guint32
u32_at (const guint8 *data,
        gsize         offset)
{
  guint32 value;

  memcpy (&value, data + offset, sizeof value);
  return GUINT32_FROM_LE (value);
}

/* A catalogue cut off inside its system-dependent tables is refused whole,
 * with a warning: the pages read English and nothing is read past the end. */
static void
test_sysdep_truncated (gconstpointer data)
{
  guint cut = GPOINTER_TO_UINT (data);

  if (g_test_subprocess ())
    {
      g_autoptr(GBytes) bytes = read_dutch ();
      gsize size;
      const guint8 *mo = g_bytes_get_data (bytes, &size);
      g_autofree char *dir = g_dir_make_tmp ("hammer-catalog-XXXXXX", NULL);
      g_autofree char *folder = g_build_filename (dir, "nl", "LC_MESSAGES", NULL);
      g_autofree char *path = g_build_filename (folder, "hammer.mo", NULL);
      /* The little-endian file msgfmt writes on this machine. */
      gsize end;

      g_assert_cmpuint (u32_at (mo, 0), ==, 0x950412de);
      g_assert_cmpuint (u32_at (mo, 4), ==, 1);
      g_assert_cmpuint (u32_at (mo, 36), >, 0);
      /* 0: in the table of the translations' sysdep strings; 1: in the
       * last of those strings' descriptors; 2: halfway through the segment
       * names' table. */
      if (cut == 0)
        end = u32_at (mo, 44) + 4;
      else if (cut == 1)
        end = u32_at (mo, u32_at (mo, 44) + (u32_at (mo, 36) - 1) * 4) + 6;
      else
        end = u32_at (mo, 32) + 4;
      g_assert_cmpuint (end, <, size);

      g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
      g_assert_true (g_file_set_contents (path, (const char *) mo, end, NULL));
      g_setenv ("HAMMER_LOCALEDIR", dir, TRUE);
      g_log_set_always_fatal (G_LOG_FATAL_MASK);
      g_assert_cmpstr (hammer_catalog_translate ("nl", "Match day %" PRId64 " · %s"), ==,
                       "Match day %" PRId64 " · %s");
      g_assert_cmpstr (hammer_catalog_translate ("nl", "Standings"), ==, "Standings");
      g_remove (path);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDIN);
  g_test_trap_assert_passed ();
  g_test_trap_assert_stderr ("*translations*damaged*English*");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/catalog/sysdep-lookup", test_sysdep_lookup);
  g_test_add_func ("/catalog/sysdep-plural", test_sysdep_plural);
  g_test_add_data_func ("/catalog/sysdep-truncated/table", GUINT_TO_POINTER (0),
                        test_sysdep_truncated);
  g_test_add_data_func ("/catalog/sysdep-truncated/descriptor", GUINT_TO_POINTER (1),
                        test_sysdep_truncated);
  g_test_add_data_func ("/catalog/sysdep-truncated/segments", GUINT_TO_POINTER (2),
                        test_sysdep_truncated);
  return g_test_run ();
}
