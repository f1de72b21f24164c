/* test-web-pages.c — the hall server's pages in the reader's language
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "hammer-core.h"
#include "hammer-catalog.h"
#include "serve/hammer-web-pages.h"
#include "test-common.h"

/* A phone's Accept-Language picks the page's language among Hammer's. */
static void
test_pick_language (void)
{
  g_assert_cmpstr (hammer_web_pick_language (NULL), ==, "en");
  g_assert_cmpstr (hammer_web_pick_language (""), ==, "en");
  g_assert_cmpstr (hammer_web_pick_language ("nl-NL,nl;q=0.9,en-US;q=0.8,en;q=0.7"), ==, "nl");
  g_assert_cmpstr (hammer_web_pick_language ("de-AT"), ==, "de");
  g_assert_cmpstr (hammer_web_pick_language ("fr-FR, de;q=0.5, nl;q=0.4"), ==, "de");
  g_assert_cmpstr (hammer_web_pick_language ("en;q=0.9, nl;q=0.8"), ==, "en");
  g_assert_cmpstr (hammer_web_pick_language ("NL-be"), ==, "nl");
  g_assert_cmpstr (hammer_web_pick_language ("fr, es"), ==, "en");
  /* q=0 says "not this one". */
  g_assert_cmpstr (hammer_web_pick_language ("nl;q=0, de;q=0.1"), ==, "de");
  /* Empty items in the list are passed over (they once crashed the server). */
  g_assert_cmpstr (hammer_web_pick_language ("de,"), ==, "de");
  g_assert_cmpstr (hammer_web_pick_language (",nl"), ==, "nl");
  g_assert_cmpstr (hammer_web_pick_language (","), ==, "en");
  g_assert_cmpstr (hammer_web_pick_language ("  ,  "), ==, "en");
  g_assert_cmpstr (hammer_web_pick_language (";q=0.5, de"), ==, "de");
}

/* The JSON block of sentences a rendered page carries. */
static JsonObject *
page_strings (const char *name,
              const char *language,
              char      **html_out)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) page = hammer_web_page_render (name, language, &error);
  g_autofree char *html = NULL;
  const char *start, *end;
  g_autofree char *json = NULL;
  JsonNode *node;
  JsonObject *object;

  g_assert_no_error (error);
  html = g_strndup (g_bytes_get_data (page, NULL), g_bytes_get_size (page));
  g_assert_null (strstr (html, "<!--strings-->"));
  start = strstr (html, "<script type=\"application/json\" id=\"strings\">");
  g_assert_nonnull (start);
  start = strchr (start, '>') + 1;
  end = strstr (start, "</script>");
  g_assert_nonnull (end);
  json = g_strndup (start, end - start);
  node = test_parse_json (json);
  object = json_object_ref (json_node_get_object (node));
  json_node_unref (node);
  if (html_out != NULL)
    *html_out = g_steal_pointer (&html);
  return object;
}

/* Every sentence the page's script marks is in the page, English as it is
 * written, Dutch and German from Hammer's catalogues. */
static void
test_render_languages (void)
{
  const char *pages[] = { "board", "hall", "day" };

  for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
    {
      g_autoptr(JsonObject) english = page_strings (pages[p], "en", NULL);
      g_autoptr(JsonObject) dutch = page_strings (pages[p], "nl", NULL);
      g_autoptr(JsonObject) german = page_strings (pages[p], "de", NULL);
      g_autoptr(GList) members = json_object_get_members (english);
      guint n_dutch = 0, n_german = 0;

      g_assert_cmpuint (g_list_length (members), >=, 5);
      for (GList *l = members; l != NULL; l = l->next)
        {
          const char *msgid = l->data;

          g_assert_cmpstr (json_object_get_string_member (english, msgid), ==, msgid);
          n_dutch += !g_str_equal (json_object_get_string_member (dutch, msgid), msgid);
          n_german += !g_str_equal (json_object_get_string_member (german, msgid), msgid);
        }
      /* Every sentence is translated (a few, such as "OK", may read the same). */
      g_test_message ("%s: %u sentences, %u read differently in Dutch, %u in German", pages[p],
                      g_list_length (members), n_dutch, n_german);
      g_assert_cmpuint (n_dutch * 10, >=, g_list_length (members) * 9);
      g_assert_cmpuint (n_german * 10, >=, g_list_length (members) * 9);
    }

  /* A language Hammer does not have reads English. */
  {
    g_autoptr(JsonObject) other = page_strings ("hall", "fr", NULL);
    g_autoptr(JsonObject) english = page_strings ("hall", "en", NULL);
    g_autoptr(GList) members = json_object_get_members (english);

    for (GList *l = members; l != NULL; l = l->next)
      g_assert_cmpstr (json_object_get_string_member (other, l->data), ==, l->data);
  }
}

/* The hall page carries the mark of one who withdrew in the reader's
 * language (the day's page shows each event with the same script); the
 * browser's test of the day's page sees it on a name. */
static void
test_withdrawn_marked (void)
{
  g_autoptr(JsonObject) dutch = page_strings ("hall", "nl", NULL);
  g_autoptr(JsonObject) german = page_strings ("day", "de", NULL);

  g_assert_cmpstr (json_object_get_string_member (dutch, "%s (withdrawn)"), ==,
                   "%s (teruggetrokken)");
  g_assert_true (json_object_has_member (german, "%s (withdrawn)"));
  g_assert_cmpstr (json_object_get_string_member (german, "%s (withdrawn)"), !=,
                   "%s (withdrawn)");
}

/* Only the pages' scripts and style sheets are served as files. */
static void
test_assets (void)
{
  const char *names[] = { "board.js", "board-sheet.js", "hall.js", "day.js", "hammer.js",
                          "hammer.css" };
  const char *refused[] = { "board.html", "hall-grid.html", "page-head.html", "../hammer.css",
                            "store/sql/0001-initial.sql", "0001-initial.sql", "nothing.js", "" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GError) error = NULL;
      const char *type = NULL;
      g_autoptr(GBytes) bytes = hammer_web_asset (names[i], &type, &error);

      g_assert_no_error (error);
      g_assert_cmpuint (g_bytes_get_size (bytes), >, 100);
      g_assert_true (g_str_has_prefix (type, g_str_has_suffix (names[i], ".js")
                                       ? "text/javascript" : "text/css"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_autoptr(GError) error = NULL;
      const char *type = NULL;
      g_autoptr(GBytes) bytes = hammer_web_asset (refused[i], &type, &error);

      g_assert_null (bytes);
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
    }
}

static guint
count (const char *text,
       const char *needle)
{
  guint n = 0;

  for (const char *at = text; (at = strstr (at, needle)) != NULL; at += strlen (needle))
    n++;
  return n;
}

/* The parts pages share are put into each, whole and once: the head of
 * every page, the event's boards, standings and results on the hall page
 * and in an event's tab of the day's; a part is no page of its own. */
static void
test_shared_parts (void)
{
  const char *pages[] = { "board", "hall", "day" };
  const char *grid[] = { "id=\"boards\"", "id=\"standings-room\"", "id=\"standings-body\"",
                         "id=\"latest\"", "id=\"latest-empty\"" };
  g_autoptr(GError) error = NULL;

  for (guint p = 0; p < G_N_ELEMENTS (pages); p++)
    {
      g_autofree char *html = NULL;
      g_autoptr(JsonObject) strings = page_strings (pages[p], "nl", &html);

      g_assert_null (strstr (html, "<!--#include"));
      g_assert_cmpuint (count (html, "<meta name=\"viewport\""), ==, 1);
      g_assert_cmpuint (count (html, "href=\"/static/hammer.css\""), ==, 1);
      g_assert_cmpuint (count (html, "src=\"/static/hammer.js\""), ==, 1);
      g_assert_cmpuint (count (html, "<title>Hammer</title>"), ==, 1);
      /* The head ends where the page's own scripts follow it. */
      g_assert_true (strstr (html, "hammer.js") < strstr (html, "</head>"));
      for (guint g = 0; g < G_N_ELEMENTS (grid); g++)
        g_assert_cmpuint (count (html, grid[g]), ==, p == 0 ? 0 : 1);
    }
  /* On the day's page the grid is inside the event's tab. */
  {
    g_autofree char *html = NULL;
    g_autoptr(JsonObject) strings = page_strings ("day", "en", &html);
    const char *tab = strstr (html, "id=\"event-view\"");

    g_assert_nonnull (tab);
    g_assert_true (strstr (html, "id=\"standings-room\"") > tab);
  }
  g_assert_null (hammer_web_page_render ("hall-grid", "en", &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
}

/* A plural entry's forms are read: the first for one, the second for
 * every other number, as in Dutch and German. */
static void
test_plural (void)
{
  const char *one = "%s cannot have scored %d — %d weight scores at most %d.";
  const char *other = "%s cannot have scored %d — %d weights score at most %d.";

  g_assert_cmpstr (hammer_catalog_translate_plural ("nl", one, other, 4), ==,
                   "%s kan geen %d hebben gescoord — %d pucks leveren hoogstens %d op.");
  g_assert_cmpstr (hammer_catalog_translate_plural ("nl", one, other, 1), ==,
                   "%s kan geen %d hebben gescoord — %d puck levert hoogstens %d op.");
  g_assert_cmpstr (hammer_catalog_translate_plural ("en", one, other, 4), ==, other);
}

/* A damaged catalogue leaves the pages in English, with a warning, instead
 * of reading past the end of the file. */
static void
test_damaged_catalog (void)
{
  if (g_test_subprocess ())
    {
      g_autofree char *dir = g_dir_make_tmp ("hammer-catalog-XXXXXX", NULL);
      g_autofree char *folder = g_build_filename (dir, "nl", "LC_MESSAGES", NULL);
      g_autofree char *path = g_build_filename (folder, "hammer.mo", NULL);
      /* The right magic, then a table offset far past the end. */
      const guint8 damaged[28] = { 0xde, 0x12, 0x04, 0x95, 0, 0, 0, 0, 5, 0, 0, 0,
                                   0xff, 0xff, 0, 0, 0xff, 0xff, 0, 0 };

      g_assert_cmpint (g_mkdir_with_parents (folder, 0700), ==, 0);
      g_assert_true (g_file_set_contents (path, (const char *) damaged, sizeof damaged, NULL));
      g_setenv ("HAMMER_LOCALEDIR", dir, TRUE);
      /* The warning is what is checked, not a failure of the test. */
      g_log_set_always_fatal (G_LOG_FATAL_MASK);
      g_assert_cmpstr (hammer_catalog_translate ("nl", "Standings"), ==, "Standings");
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

  g_test_add_func ("/web-pages/pick-language", test_pick_language);
  g_test_add_func ("/web-pages/render-languages", test_render_languages);
  g_test_add_func ("/web-pages/assets", test_assets);
  g_test_add_func ("/web-pages/shared-parts", test_shared_parts);
  g_test_add_func ("/web-pages/withdrawn-marked", test_withdrawn_marked);
  g_test_add_func ("/web-pages/damaged-catalog", test_damaged_catalog);
  g_test_add_func ("/web-pages/plural", test_plural);
  return g_test_run ();
}
