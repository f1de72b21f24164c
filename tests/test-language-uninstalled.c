/* test-language-uninstalled.c — hammer-cli run from the build tree speaks
 * the user's language with no variable of Hammer's set, whether or not the
 * machine has the user's locale installed (this one need have only
 * C.UTF-8), and its paper writes numbers and dates as that language does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "test-common.h"

/* The environment of a user: only the locale variables named in @first
 * ("NAME=value", NULL-terminated), none of Hammer's own. */
static void
set_user_locale (const char *first,
                 ...)
{
  va_list ap;

  g_unsetenv ("HAMMER_LOCALEDIR");
  g_unsetenv ("LANGUAGE");
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LC_MESSAGES");
  g_unsetenv ("LANG");
  va_start (ap, first);
  for (const char *pair = first; pair != NULL; pair = va_arg (ap, const char *))
    {
      g_auto(GStrv) parts = g_strsplit (pair, "=", 2);

      g_setenv (parts[0], parts[1], TRUE);
    }
  va_end (ap);
}

/* The message hammer-cli gives for “event create” with nothing to create. */
static char *
refusal (const char *database)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) node = NULL;
  JsonObject *error;

  cli_run (&run, database, NULL, "event", "create", NULL);
  g_assert_cmpint (run.status, !=, 0);
  node = test_parse_json (run.out);
  error = json_object_get_object_member (json_node_get_object (node), "error");
  return g_strdup (json_object_get_string_member (error, "message"));
}

static void
test_messages (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *database = tmp_db_path ("language-XXXXXX", &dir);
  g_autofree char *english = NULL, *dutch = NULL, *dutch_language = NULL, *german = NULL;

  set_user_locale ("LANG=C.UTF-8", NULL);
  english = refusal (database);
  g_assert_nonnull (strstr (english, "needs --name"));

  /* A Dutch desktop; nl_NL need not be installed here. */
  set_user_locale ("LANG=nl_NL.UTF-8", NULL);
  dutch = refusal (database);
  g_assert_nonnull (strstr (dutch, "heeft --name, --rules en --format nodig"));

  set_user_locale ("LANG=C.UTF-8", "LANGUAGE=nl", NULL);
  dutch_language = refusal (database);
  g_assert_cmpstr (dutch_language, ==, dutch);

  set_user_locale ("LC_ALL=de_DE.UTF-8", NULL);
  german = refusal (database);
  g_assert_nonnull (strstr (german, "braucht --name, --rules und --format"));
  tmp_remove_tree (dir);
}

/* hammer-cli's output for @first…, which must succeed. */
static char *
run_ok (const char *database,
        const char *first,
        ...)
{
  g_auto(CliRun) run = { 0 };
  va_list ap;

  va_start (ap, first);
  cli_runv (&run, database, NULL, first, ap);
  va_end (ap);
  if (run.status != 0)
    g_error ("hammer-cli %s: %s%s", first, run.out, run.err);
  return g_steal_pointer (&run.out);
}

/* A season whose only member averages 104.65 over two nights of ten games
 * (1046 and 1047 points), begun on 1 September 2026. */
static void
make_season (const char *database)
{
  const char *nights[] = { "2026-09-08", "2026-09-22" };
  const char *games[][10] = {
    { "104", "105", "104", "105", "104", "105", "104", "105", "104", "106" },
    { "104", "105", "104", "105", "104", "105", "104", "105", "104", "107" },
  };

  g_free (run_ok (database, "season", "create", "--name", "Winter", "--start", "2026-09-01",
                  "--games", "10", NULL));
  g_free (run_ok (database, "season", "members", "add", "--season", "1", "Ëlla Visser", NULL));
  for (guint n = 0; n < G_N_ELEMENTS (nights); n++)
    {
      g_free (run_ok (database, "season", "night", "add", "--season", "1", "--date", nights[n],
                      NULL));
      g_free (run_ok (database, "season", "games", "--season", "1", "--night", nights[n],
                      "--member", "Ëlla Visser", games[n][0], games[n][1], games[n][2],
                      games[n][3], games[n][4], games[n][5], games[n][6], games[n][7],
                      games[n][8], games[n][9], NULL));
    }
}

/* The paper and the web page of the same season write its figures and
 * dates alike, in the user's language. */
static void
test_paper (void)
{
  static const struct
  {
    const char *locale;
    const char *average;
    const char *date;
  } languages[] = {
    { "LANG=C.UTF-8", "104.65", "September 1, 2026" },
    { "LANG=nl_NL.UTF-8", "104,65", "1 september 2026" },
    { "LANG=de_DE.UTF-8", "104,65", "1. September 2026" },
  };
  g_autofree char *dir = NULL;
  g_autofree char *database = tmp_db_path ("language-XXXXXX", &dir);
  g_autofree char *pdf = g_build_filename (dir, "averages.pdf", NULL);

  set_user_locale ("LANG=C.UTF-8", NULL);
  make_season (database);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *html = NULL, *text = NULL, *flat = NULL;

      set_user_locale (languages[l].locale, NULL);
      html = run_ok (database, "season", "export", "--season", "1", "--format", "html",
                     "--kind", "averages", NULL);
      g_free (run_ok (database, "season", "export", "--season", "1", "--format", "pdf",
                      "--kind", "averages", "--output", pdf, NULL));
      text = pdf_text (pdf);
      flat = text_normalise (text);
      if (strstr (html, languages[l].average) == NULL || strstr (flat, languages[l].average) == NULL)
        g_error ("%s: the average is not “%s” on the page and on paper:\n%s\n%s",
                 languages[l].locale, languages[l].average, html, flat);
      if (strstr (html, languages[l].date) == NULL || strstr (flat, languages[l].date) == NULL)
        g_error ("%s: the season's start is not “%s” on the page and on paper:\n%s\n%s",
                 languages[l].locale, languages[l].date, html, flat);
    }
  tmp_remove_tree (dir);
}

/* The season report's night totals list the members by name as a reader
 * looks for them, with no locale installed but C.UTF-8: Ëlla beside Ella,
 * Łukasz among the L's, Zoë last. */
static void
test_name_order (void)
{
  const char *members[] = { "Zoë Zwart", "Łukasz Nowak", "Ëlla Visser", "Ünal Demir",
                            "Ella Bos", "Mark Lang", "Anna Kok" };
  const char *order[] = { "Anna Kok", "Ella Bos", "Ëlla Visser", "Łukasz Nowak", "Mark Lang",
                          "Ünal Demir", "Zoë Zwart" };
  g_autofree char *dir = NULL;
  g_autofree char *database = tmp_db_path ("language-XXXXXX", &dir);
  g_autofree char *pdf = g_build_filename (dir, "report.pdf", NULL);
  g_autofree char *text = NULL;
  const char *totals, *last;

  set_user_locale ("LANG=C.UTF-8", NULL);
  g_free (run_ok (database, "season", "create", "--name", "Winter", "--start", "2026-09-01",
                  "--games", "1", NULL));
  g_free (run_ok (database, "season", "night", "add", "--season", "1", "--date", "2026-09-08",
                  NULL));
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      g_autofree char *total = g_strdup_printf ("%u", 100 + m);

      g_free (run_ok (database, "season", "members", "add", "--season", "1", members[m], NULL));
      g_free (run_ok (database, "season", "games", "--season", "1", "--night", "2026-09-08",
                      "--member", members[m], total, NULL));
    }
  g_free (run_ok (database, "season", "export", "--season", "1", "--format", "pdf", "--kind",
                  "report", "--output", pdf, NULL));
  text = pdf_text (pdf);
  totals = strstr (text, "Night totals");
  g_assert_nonnull (totals);
  last = totals;
  for (guint m = 0; m < G_N_ELEMENTS (order); m++)
    {
      const char *at = strstr (last, order[m]);

      if (at == NULL)
        g_error ("“%s” is not where it belongs in the night totals:\n%s", order[m], totals);
      last = at;
    }
  tmp_remove_tree (dir);
}

int
main (int    argc,
      char **argv)
{
  /* Messages name the texts as they are, accents and all. */
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/language-uninstalled/messages", test_messages);
  g_test_add_func ("/language-uninstalled/paper", test_paper);
  g_test_add_func ("/language-uninstalled/name-order", test_name_order);
  return g_test_run ();
}
