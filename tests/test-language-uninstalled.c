/* test-language-uninstalled.c — hammer-cli run from the build tree speaks
 * the user's language with no variable of Hammer's set, whether or not the
 * machine has the user's locale installed (this one need have only
 * C.UTF-8), and its paper writes numbers and dates as that language does
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/language-uninstalled/messages", test_messages);
  return g_test_run ();
}
