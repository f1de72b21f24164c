/* test-sheet-codes.c — the QR code of a board's page on the score sheets of
 * the matches to be played on that board, read back from the printed page
 * as a phone reads it
 *
 * With HAMMER_SHEETS_KEEP=DIR the PDFs are kept there to be looked at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "serve/hammer-board-entry.h"
#include "sheets/hammer-sheets.h"
#include "test-common.h"

#define CAPTION "Scan to enter the score on your phone"

/* What board entry would give: the address of each board's page. */
static char *
board_url (guint board)
{
  return g_strdup_printf ("http://192.168.1.20:8080/board/%u?key=%032x", board, board * 4099);
}

static JsonNode *
board_urls (guint n_boards)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint b = 1; b <= n_boards; b++)
    {
      g_autofree char *url = board_url (b);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "board");
      json_builder_add_int_value (builder, b);
      json_builder_set_member_name (builder, "url");
      json_builder_add_string_value (builder, url);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

typedef struct
{
  gboolean filled;
  gboolean landscape;
  guint    round;
  guint    board;
} Print;

static char *
render (StoreFixture *f,
        gint64        event_id,
        JsonNode     *urls,
        const Print  *print,
        const char   *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = hammer_events_export (f->store, event_id, NULL);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, event_id, NULL);
  char *path = g_build_filename (f->dir, name, NULL);
  const char *keep = g_getenv ("HAMMER_SHEETS_KEEP");
  HammerSheetOptions options;

  hammer_sheet_options_init (&options);
  options.filled = print->filled;
  options.landscape = print->landscape;
  options.round = print->round;
  options.board = print->board;
  options.board_urls = urls;
  hammer_sheets_render_to_file (document, matches, NULL, &options, path, &error);
  g_assert_no_error (error);
  if (keep != NULL)
    {
      g_autofree char *contents = NULL;
      g_autofree char *copy = g_build_filename (keep, name, NULL);
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (copy, contents, length, NULL));
    }
  return path;
}

/* Every code on every page of @path, in page order. */
static GPtrArray *
codes_of (const char *path)
{
  GPtrArray *codes = g_ptr_array_new_with_free_func (g_free);
  guint n_pages = pdf_pages (path);

  for (guint page = 1; page <= n_pages; page++)
    {
      g_auto(GStrv) on_page = pdf_qr_codes (path, page, 200);

      for (guint i = 0; on_page[i] != NULL; i++)
        g_ptr_array_add (codes, g_strdup (on_page[i]));
    }
  return codes;
}

/* The words of @words in their reading order, one space apart: a caption
 * wrapped over lines beside a code reads on, whatever stands beside it. */
static char *
words_text (GPtrArray *words)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < words->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? " " : "",
                            ((PdfWord *) g_ptr_array_index (words, i))->text);
  return g_string_free (text, FALSE);
}

/* Every caption of @words has the board's name @board over it, level with
 * its left edge. */
static void
assert_captions_name (GPtrArray  *words,
                      const char *board,
                      guint       n_captions)
{
  g_auto(GStrv) name = g_strsplit (board, " ", 2);
  guint found = 0;

  for (guint i = 0; i < words->len; i++)
    {
      const PdfWord *scan = g_ptr_array_index (words, i);

      if (!g_str_equal (scan->text, "Scan"))
        continue;
      for (guint j = 0; j + 1 < words->len; j++)
        {
          const PdfWord *first = g_ptr_array_index (words, j);
          const PdfWord *second = g_ptr_array_index (words, j + 1);

          if (first->page == scan->page && g_str_equal (first->text, name[0]) &&
              g_str_equal (second->text, name[1]) && ABS (first->x_min - scan->x_min) < 2 &&
              first->y_max <= scan->y_min && first->y_max > scan->y_min - 20)
            found++;
        }
    }
  g_assert_cmpuint (found, ==, n_captions);
}

/* No word of the page stands on another: the code and its caption took
 * room nothing else had. */
static void
assert_apart (GPtrArray  *words,
              const char *name)
{
  for (guint i = 0; i < words->len; i++)
    for (guint j = i + 1; j < words->len; j++)
      {
        const PdfWord *a = g_ptr_array_index (words, i), *b = g_ptr_array_index (words, j);

        if (a->page == b->page && a->x_min < b->x_max - 0.5 && b->x_min < a->x_max - 0.5 &&
            a->y_min < b->y_max - 0.5 && b->y_min < a->y_max - 0.5)
          g_error ("%s: “%s” and “%s” stand on each other on page %u", name, a->text, b->text,
                   a->page);
      }
}

/* The sheet of each match to play on a board carries that board's code
 * with its caption, whole pages or half, upright or across, best of three
 * or five, and on every page of a sheet of whole pages: a player scans it
 * and reaches the board's page. */
static void
test_codes_on_sheets (StoreFixture  *f,
                      gconstpointer  data)
{
  static const struct { const char *rules, *options; } games[] = {
    { "table", "{\"best_of\": 3}" },
    { "table", "{\"best_of\": 5}" },
    { "table", "{\"best_of\": 1}" },
    { "sjoelbak", "{\"games\": 10}" },
  };
  g_autoptr(JsonNode) urls = board_urls (3);

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      g_auto(GStrv) names = numbered_names ("Speler", 6);
      g_autofree char *event_name = g_strdup_printf ("Codes %u", g);
      gint64 id = store_new_event (f->store, event_name, games[g].rules,
                                   HAMMER_FORMAT_ROUND_ROBIN, 3, games[g].options,
                                   (const char * const *) names, 1);

      for (guint landscape = 0; landscape < 2; landscape++)
        for (guint board = 1; board <= 3; board++)
          {
            Print print = { .landscape = landscape, .round = 1, .board = board };
            g_autofree char *name = g_strdup_printf ("codes-%s-%u-%s-board-%u.pdf",
                                                     games[g].rules, g,
                                                     landscape ? "landscape" : "portrait",
                                                     board);
            g_autofree char *path = render (f, id, urls, &print, name);
            g_autoptr(GPtrArray) codes = codes_of (path);
            g_autoptr(GPtrArray) words = pdf_words (path);
            g_autofree char *text = words_text (words);
            g_autofree char *url = board_url (board);
            g_autofree char *board_name = g_strdup_printf ("Board %u", board);
            /* A sjoelbak match is a card for each of its two players; a
             * sheet of whole pages has the code on each page. */
            guint n_sheets = g_str_equal (games[g].rules, "sjoelbak") ? 2 : pdf_pages (path);

            g_assert_cmpuint (codes->len, ==, n_sheets);
            for (guint i = 0; i < codes->len; i++)
              g_assert_cmpstr (g_ptr_array_index (codes, i), ==, url);
            g_assert_cmpuint (count_in (text, CAPTION), ==, n_sheets);
            assert_captions_name (words, board_name, n_sheets);
            pdf_words_assert_whole (words);
            assert_apart (words, name);
          }
    }
}

/* A match on no board has no code to scan, nor a sheet filled in from a
 * result already entered, nor any sheet while board entry has no address. */
static void
test_no_code (StoreFixture  *f,
              gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 6);
  gint64 id = store_new_event (f->store, "Zonder", "table", HAMMER_FORMAT_ROUND_ROBIN, 3,
                               "{\"best_of\": 1}", (const char * const *) names, 1);
  g_autoptr(JsonNode) urls = board_urls (3);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, id, NULL);
  JsonObject *first = json_array_get_object_element (json_node_get_array (matches), 0);
  g_autoptr(JsonNode) result = test_parse_json ("{\"games\": [{\"ends\": ["
                                                "{\"points\": [4, 0]}, {\"points\": [4, 0]},"
                                                "{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}");
  g_autoptr(JsonNode) stored = NULL;
  g_autoptr(GError) error = NULL;
  const Print later = { .round = 2 };
  const Print filled = { .filled = TRUE, .round = 1 };
  const Print blank = { .round = 1 };

  {
    g_autofree char *path = render (f, id, urls, &later, "no-board.pdf");
    g_autoptr(GPtrArray) codes = codes_of (path);
    g_autofree char *text = pdf_text (path);

    /* The second round's matches wait for a board. */
    g_assert_cmpuint (count_in (text, "Match "), ==, 3);
    g_assert_cmpuint (codes->len, ==, 0);
    g_assert_null (strstr (text, CAPTION));
  }
  {
    g_autofree char *path = render (f, id, NULL, &blank, "no-address.pdf");
    g_autoptr(GPtrArray) codes = codes_of (path);
    g_autofree char *text = pdf_text (path);

    g_assert_cmpuint (codes->len, ==, 0);
    g_assert_null (strstr (text, CAPTION));
  }

  stored = hammer_events_record_result (f->store, id, json_object_get_int_member (first, "id"),
                                        result, FALSE, &error);
  g_assert_no_error (error);
  {
    g_autofree char *path = render (f, id, urls, &filled, "filled.pdf");
    g_autoptr(GPtrArray) codes = codes_of (path);
    g_autofree char *text = pdf_text (path);

    g_assert_nonnull (strstr (text, "Winner: Speler"));
    g_assert_cmpuint (codes->len, ==, 0);
    g_assert_null (strstr (text, CAPTION));
  }
}

/* The board's own URL, as board entry makes it, from the address the hall
 * was last served at on the network; printing sets nothing up where board
 * entry never was, and `hammer-cli export` prints the codes. */
static void
test_codes_from_board_entry (StoreFixture  *f,
                             gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 6);
  gint64 id = store_new_event (f->store, "Zaal", "table", HAMMER_FORMAT_ROUND_ROBIN, 3,
                               "{\"best_of\": 1}", (const char * const *) names, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) none = hammer_sheets_board_urls (f->store, id, &error);
  g_autoptr(JsonNode) unserved = NULL;
  g_autoptr(JsonNode) urls = NULL;
  g_autoptr(JsonNode) entry = NULL;
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_autofree char *pdf = g_build_filename (f->dir, "served.pdf", NULL);
  g_autoptr(GPtrArray) codes = NULL;
  JsonArray *boards;
  CliRun run = { 0 };

  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_NULL (none));
  entry = hammer_board_entry_ensure (f->store, id, &error);
  g_assert_no_error (error);
  unserved = hammer_sheets_board_urls (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_NULL (unserved));

  /* Served on this computer only: no phone reaches it. */
  g_assert_true (hammer_board_entry_set_url (f->store, id, "http://127.0.0.1:8080/", &error));
  g_assert_no_error (error);
  {
    g_autoptr(JsonNode) loopback = hammer_sheets_board_urls (f->store, id, &error);

    g_assert_no_error (error);
    g_assert_true (JSON_NODE_HOLDS_NULL (loopback));
  }
  g_assert_true (hammer_board_entry_set_url (f->store, id, "http://10.0.0.5:8080/", &error));
  g_assert_no_error (error);
  urls = hammer_sheets_board_urls (f->store, id, &error);
  g_assert_no_error (error);
  boards = json_object_get_array_member (json_node_get_object (entry), "boards");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (urls)), ==, 3);
  for (guint b = 0; b < 3; b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);
      JsonObject *url = json_array_get_object_element (json_node_get_array (urls), b);
      g_autofree char *expected = g_strdup_printf (
        "http://10.0.0.5:8080/board/%u?key=%s", b + 1,
        json_object_get_string_member (board, "key"));

      g_assert_cmpint (json_object_get_int_member (url, "board"), ==, b + 1);
      g_assert_cmpstr (json_object_get_string_member (url, "url"), ==, expected);
    }

  cli_run (&run, f->path, NULL, "export", "--event", event, "--format", "pdf", "--round", "1",
           "--output", pdf, NULL);
  g_assert_cmpint (run.status, ==, 0);
  cli_run_clear (&run);
  codes = codes_of (pdf);
  g_assert_cmpuint (codes->len, ==, 3);
  for (guint b = 0; b < 3; b++)
    g_assert_cmpstr (g_ptr_array_index (codes, b), ==,
                     json_object_get_string_member (
                       json_array_get_object_element (json_node_get_array (urls), b), "url"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ((path), StoreFixture, NULL, store_fixture_set_up, (func), store_fixture_tear_down)

  ADD ("/sheet-codes/on-sheets", test_codes_on_sheets);
  ADD ("/sheet-codes/none", test_no_code);
  ADD ("/sheet-codes/from-board-entry", test_codes_from_board_entry);

#undef ADD
  return g_test_run ();
}
