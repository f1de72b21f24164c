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

/* A small catalogue of revision 1 as msgfmt writes one, little-endian:
 * "Match %<PRId64>", "Odd %<PRIdFOO>" (a segment no C library has) and
 * "Game %d" translated with glibc's "%Id"; no plain strings. */
static GByteArray *
small_catalog (void)
{
  /* Each string's pieces and the segment after each but the last. */
  static const struct { const char *pieces[2]; guint32 segment; } strings[] = {
    { { "Match %", "" }, 0 }, { { "Wedstrijd %", "" }, 0 },
    { { "Odd %", "" }, 1 }, { { "Raar %", "" }, 1 },
    { { "Game %d", NULL }, 0 }, { { "Spel %", "d" }, 2 },
  };
  static const char *segments[] = { "PRId64", "PRIdFOO", "I" };
  const guint32 n_pairs = G_N_ELEMENTS (strings) / 2;
  guint32 header[12] = { 0x950412de, 1, 0, 48, 48, 0, 0, G_N_ELEMENTS (segments), 48, n_pairs };
  GByteArray *mo = g_byte_array_new ();
  guint32 descriptors = 48 + G_N_ELEMENTS (segments) * 8 + G_N_ELEMENTS (strings) * 4;
  guint32 data = descriptors;
  guint32 word;

  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    data += strings[i].pieces[1] != NULL ? 20 : 12;
  header[10] = 48 + G_N_ELEMENTS (segments) * 8;
  header[11] = header[10] + n_pairs * 4;
  for (guint i = 0; i < G_N_ELEMENTS (header); i++)
    {
      word = GUINT32_TO_LE (header[i]);
      g_byte_array_append (mo, (const guint8 *) &word, 4);
    }
  /* The segment names' table, their text at the end of the file. */
  g_byte_array_set_size (mo, data);
  for (guint i = 0; i < G_N_ELEMENTS (segments); i++)
    {
      guint32 entry[2] = { GUINT32_TO_LE (strlen (segments[i]) + 1), GUINT32_TO_LE (mo->len) };

      memcpy (mo->data + 48 + i * 8, entry, 8);
      g_byte_array_append (mo, (const guint8 *) segments[i], strlen (segments[i]) + 1);
    }
  /* The originals' table, then the translations': where each descriptor is. */
  for (guint i = 0; i < G_N_ELEMENTS (strings); i++)
    {
      guint table = i % 2 == 0 ? header[10] + (i / 2) * 4 : header[11] + (i / 2) * 4;
      guint32 last = strings[i].pieces[1] != NULL ? 1 : 0;
      guint32 descriptor[5];

      word = GUINT32_TO_LE (descriptors);
      memcpy (mo->data + table, &word, 4);
      descriptor[0] = GUINT32_TO_LE (mo->len);
      descriptor[1] = GUINT32_TO_LE (strlen (strings[i].pieces[0]) + (last == 0));
      descriptor[2] = GUINT32_TO_LE (last == 1 ? strings[i].segment : 0xffffffff);
      if (last == 1)
        {
          descriptor[3] = GUINT32_TO_LE (strlen (strings[i].pieces[1]) + 1);
          descriptor[4] = GUINT32_TO_LE (0xffffffff);
        }
      memcpy (mo->data + descriptors, descriptor, (3 + last * 2) * 4);
      descriptors += (3 + last * 2) * 4;
      g_byte_array_append (mo, (const guint8 *) strings[i].pieces[0],
                           strlen (strings[i].pieces[0]));
      if (last == 1)
        g_byte_array_append (mo, (const guint8 *) strings[i].pieces[1],
                             strlen (strings[i].pieces[1]));
      g_byte_array_append (mo, (const guint8 *) "", 1);
    }
  return mo;
}

/* Writes @length bytes of @mo as the catalogue of @language under @dir. */
static void
write_catalog (const char   *dir,
               const char   *language,
               const guint8 *mo,
               gsize         length)
{
  g_autofree char *folder = g_build_filename (dir, language, "LC_MESSAGES", NULL);
  g_autofree char *path = g_build_filename (folder, "hammer.mo", NULL);

  g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
  g_assert_true (g_file_set_contents (path, (const char *) mo, length, NULL));
}

/* The small catalogue read whole: a segment no C library has leaves its
 * string out and the rest in, as gettext does; "I" is glibc's flag. Then
 * every word of its tables set to offsets and lengths past the end, and the file
 * cut short at every length: each catalogue is read without a crash and
 * gives the English, the translation or a start of it, nothing else. */
static void
test_sysdep_robust (void)
{
  if (g_test_subprocess ())
    {
      g_autoptr(GByteArray) mo = small_catalog ();
      g_autofree char *dir = g_dir_make_tmp ("hammer-catalog-XXXXXX", NULL);
      const char *match = "Match %" PRId64;
      const guint32 bad[] = { 0xffffffff, 0xfffffff8, 0x7fffffff, 0, 1, mo->len, mo->len - 1 };
      guint n_read = 0;

      g_setenv ("HAMMER_LOCALEDIR", dir, TRUE);
      /* Each damaged one warns; the warnings are not what is checked. */
      g_log_set_always_fatal (G_LOG_FATAL_MASK);
      write_catalog (dir, "nl", mo->data, mo->len);
      g_assert_cmpstr (hammer_catalog_translate ("nl", match), ==, "Wedstrijd %" PRId64);
      g_assert_cmpstr (hammer_catalog_translate ("nl", "Odd %"), ==, "Odd %");
#ifdef __GLIBC__
      g_assert_cmpstr (hammer_catalog_translate ("nl", "Game %d"), ==, "Spel %Id");
#else
      g_assert_cmpstr (hammer_catalog_translate ("nl", "Game %d"), ==, "Spel %d");
#endif

      /* The header, the tables and the descriptors: the texts follow,
       * from the first segment name on. */
      for (guint offset = 4; offset < GUINT32_FROM_LE (((guint32 *) mo->data)[13]); offset += 4)
        for (guint b = 0; b < G_N_ELEMENTS (bad); b++)
          {
            g_autoptr(GByteArray) copy = g_byte_array_new ();
            g_autofree char *language = g_strdup_printf ("w%u-%u", offset, b);
            guint32 word = GUINT32_TO_LE (bad[b]);
            const char *found;

            g_byte_array_append (copy, mo->data, mo->len);
            memcpy (copy->data + offset, &word, 4);
            write_catalog (dir, language, copy->data, copy->len);
            found = hammer_catalog_translate (language, match);
            /* A length made shorter still reads as a shorter text, as it
             * would in gettext; never bytes from outside the strings. */
            g_assert_true (found == match || g_str_has_prefix ("Wedstrijd %" PRId64, found));
            n_read++;
          }
      for (guint length = 0; length < mo->len; length++)
        {
          g_autofree char *language = g_strdup_printf ("cut%u", length);

          write_catalog (dir, language, mo->data, length);
          g_assert_true (hammer_catalog_translate (language, match) == match);
          n_read++;
        }
      g_test_message ("%u damaged catalogues read", n_read);
      return;
    }
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_INHERIT_STDIN);
  g_test_trap_assert_passed ();
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
  g_test_add_func ("/catalog/sysdep-robust", test_sysdep_robust);
  return g_test_run ();
}
