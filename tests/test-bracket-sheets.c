/* test-bracket-sheets.c — brackets and cross-tables on paper, read back
 * word by word with poppler; and the names of the rounds they print
 *
 * With HAMMER_SHEETS_KEEP=DIR the PDFs are kept there to be looked at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "events/hammer-rounds.h"
#include "sheets/hammer-sheets.h"
#include "test-common.h"

/* Liberation Sans: poppler's word box is 1.116 em high, so 7 pt type
 * gives boxes of 7.8 points. */
#define MIN_WORD_HEIGHT 7.8

/* Two games of 15–2: a best of three won 2–0. */
#define GAME_15_2 "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [0, 2]}, " \
                  "{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [3, 0]}]}"
#define TWO_GAMES "{\"games\": [" GAME_15_2 ", " GAME_15_2 "]}"

static GStrv
guest_names (const char *prefix,
             guint       n)
{
  GStrv names = g_new0 (char *, n + 1);

  for (guint i = 0; i < n; i++)
    names[i] = g_strdup_printf ("%s %u", prefix, i + 1);
  return names;
}

static char *
render (StoreFixture    *f,
        gint64           event_id,
        HammerSheetKind  kind,
        gboolean         landscape,
        const char      *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = hammer_events_export (f->store, event_id, &error);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, event_id, &error);
  g_autoptr(JsonNode) standings = hammer_events_get_standings_json (f->store, event_id, &error);
  char *path = g_build_filename (f->dir, name, NULL);
  const char *keep = g_getenv ("HAMMER_SHEETS_KEEP");
  HammerSheetOptions options;

  g_assert_no_error (error);
  hammer_sheet_options_init (&options);
  options.kind = kind;
  options.landscape = landscape;
  hammer_sheets_render_to_file (document, matches, standings, &options, path, &error);
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

/* Enters two games of 15–2 for side 0 in every ready match of @bracket
 * (NULL: any) and @round (0: any). */
static void
play_ready (StoreFixture *f,
            gint64        event_id,
            const char   *bracket,
            guint         round)
{
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, event_id, NULL);
  JsonArray *array = json_node_get_array (matches);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);
      g_autoptr(JsonNode) input = json_from_string (TWO_GAMES, NULL);
      g_autoptr(JsonNode) out = NULL;
      g_autoptr(GError) error = NULL;

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0 ||
          (bracket != NULL && g_strcmp0 (json_object_get_string_member (match, "bracket"),
                                         bracket) != 0) ||
          (round > 0 && json_object_get_int_member (match, "round") != round))
        continue;
      out = hammer_events_record_result (f->store, event_id,
                                         json_object_get_int_member (match, "id"), input, FALSE, &error);
      g_assert_no_error (error);
    }
}

/* How often @phrase stands whole on one line of a page of @words. */
static guint
count_phrase (GPtrArray  *words,
              const char *phrase)
{
  g_auto(GStrv) parts = g_strsplit (phrase, " ", -1);
  guint n_parts = g_strv_length (parts), count = 0;

  for (guint i = 0; i + n_parts <= words->len; i++)
    {
      gboolean all = TRUE;

      for (guint k = 0; k < n_parts && all; k++)
        {
          const PdfWord *word = g_ptr_array_index (words, i + k);
          const PdfWord *start = g_ptr_array_index (words, i);

          all = g_str_equal (word->text, parts[k]) && word->page == start->page &&
                ABS (word->y_min - start->y_min) < 1;
        }
      count += all;
    }
  return count;
}

/* The first page whose title starts with @title, or 0. */
static guint
page_titled (GPtrArray  *words,
             const char *title)
{
  gint i = pdf_words_find (words, title);

  return i >= 0 ? ((const PdfWord *) g_ptr_array_index (words, i))->page : 0;
}

static gboolean
on_page (GPtrArray  *words,
         const char *phrase,
         guint       page)
{
  g_auto(GStrv) parts = g_strsplit (phrase, " ", -1);
  guint n_parts = g_strv_length (parts);

  for (guint i = 0; i + n_parts <= words->len; i++)
    {
      gboolean all = ((const PdfWord *) g_ptr_array_index (words, i))->page == page;

      for (guint k = 0; k < n_parts && all; k++)
        all = g_str_equal (((const PdfWord *) g_ptr_array_index (words, i + k))->text, parts[k]);
      if (all)
        return TRUE;
    }
  return FALSE;
}

/* 64 guests in a single elimination, on portrait paper as asked: every
 * name whole, no type under 7 pt. */
static void
test_guests_64 (StoreFixture  *f,
                gconstpointer  data)
{
  g_auto(GStrv) names = guest_names ("Gastspeler", 64);
  gint64 id = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 4,
                               NULL, (const char * const *) names, 7);
  g_autofree char *path = render (f, id, HAMMER_SHEET_BRACKET, FALSE, "guests-64.pdf");
  g_autoptr(GPtrArray) words = pdf_words (path);

  for (guint i = 0; names[i] != NULL; i++)
    if (pdf_words_find (words, names[i]) < 0)
      g_error ("“%s” is not whole on the bracket", names[i]);
  pdf_words_assert_whole (words);
  g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
  g_assert_true (pdf_words_find (words, "continues on page") >= 0);
  g_assert_true (pdf_words_find (words, "from page") >= 0);
}

/* A bracket printed on landscape paper when landscape is asked for, even
 * where upright paper takes fewer pages (64: three upright, four across);
 * upright by default. */
static void
test_landscape (StoreFixture  *f,
                gconstpointer  data)
{
  g_auto(GStrv) names = guest_names ("Gastspeler", 64);
  gint64 id = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                               NULL, (const char * const *) names, 7);
  g_autofree char *wide = render (f, id, HAMMER_SHEET_BRACKET, TRUE, "landscape.pdf");
  g_autofree char *upright = render (f, id, HAMMER_SHEET_BRACKET, FALSE, "upright.pdf");
  g_autofree char *wide_size = pdf_page_size (wide);
  g_autofree char *upright_size = pdf_page_size (upright);

  g_assert_nonnull (strstr (wide_size, "841.89 x 595.276"));
  g_assert_nonnull (strstr (upright_size, "595.276 x 841.89"));
}

/* A double elimination of 128 after the winners' first round: every name
 * whole, in the losers' bracket too, where the players who dropped in are
 * named instead of “L of M12”; continuation marks between losers' pages. */
static void
test_double_128 (StoreFixture  *f,
                 gconstpointer  data)
{
  g_auto(GStrv) names = guest_names ("Gastspeler", 128);
  gint64 id = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 8,
                               NULL, (const char * const *) names, 7);
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL;
  g_autoptr(JsonNode) matches = NULL;
  JsonArray *array;
  guint losers_page, losers_named = 0;

  play_ready (f, id, "winners", 1);
  path = render (f, id, HAMMER_SHEET_BRACKET, TRUE, "double-128.pdf");
  words = pdf_words (path);
  pdf_words_assert_whole (words);
  g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
  losers_page = page_titled (words, "Losers’ bracket");
  g_assert_cmpuint (losers_page, >, 1);

  matches = hammer_events_get_matches_json (f->store, id, NULL);
  array = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);
      JsonArray *match_names = json_object_get_array_member (match, "names");
      gint64 winner = json_object_get_int_member_with_default (match, "winner", -1);
      g_autofree char *hint = NULL;
      const char *loser;

      if (g_strcmp0 (json_object_get_string_member (match, "bracket"), "winners") != 0 ||
          json_object_get_int_member (match, "round") != 1)
        continue;
      /* Both players of a first-round match whole; the loser twice, there
       * and where he dropped into the losers' bracket, not a hint. */
      g_assert_cmpint (winner, ==, 0);
      loser = json_array_get_string_element (match_names, 1);
      if (pdf_words_find (words, json_array_get_string_element (match_names, 0)) < 0)
        g_error ("“%s” is not whole", json_array_get_string_element (match_names, 0));
      if (count_phrase (words, loser) < 2)
        g_error ("“%s” is not whole in the losers’ bracket", loser);
      losers_named++;
      hint = g_strdup_printf ("L of M%" G_GINT64_FORMAT,
                              json_object_get_int_member (match, "number"));
      g_assert_cmpuint (count_phrase (words, hint), ==, 0);
    }
  g_assert_cmpuint (losers_named, ==, 64);

  /* The losers' pages go on from one to the next as the winners' do. */
  {
    gboolean continues = FALSE, from = FALSE;

    for (guint p = losers_page; p <= pdf_pages (path); p++)
      {
        continues = continues || on_page (words, "continues on page", p);
        from = from || on_page (words, "from page", p);
      }
    g_assert_true (continues);
    g_assert_true (from);
  }
}

/* How often each match number labels a box on the pages of @words: a word
 * “M12” not after “of” (“W of M12” and “L of M12” say where a side comes
 * from, they are no box). */
static GHashTable *
box_labels (GPtrArray *words)
{
  GHashTable *labels = g_hash_table_new (g_direct_hash, g_direct_equal);

  for (guint i = 0; i < words->len; i++)
    {
      const PdfWord *word = g_ptr_array_index (words, i);
      const PdfWord *before = i > 0 ? g_ptr_array_index (words, i - 1) : NULL;
      char *end = NULL;
      gint64 number;

      if (word->text[0] != 'M' || !g_ascii_isdigit (word->text[1]))
        continue;
      number = g_ascii_strtoll (word->text + 1, &end, 10);
      if (*end != '\0')
        continue;
      if (before != NULL && g_str_equal (before->text, "of") && before->page == word->page &&
          ABS (before->y_min - word->y_min) < 1)
        continue;
      g_hash_table_insert (labels, GINT_TO_POINTER (number),
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (
                             labels, GINT_TO_POINTER (number))) + 1));
    }
  return labels;
}

/* A knock-out of @n guests in @format: every match box on exactly one
 * page, whatever the cuts between pages; sections hand over by marks. */
static void
assert_each_box_once (StoreFixture *f,
                      HammerFormat  format,
                      guint         n,
                      const char   *name)
{
  g_auto(GStrv) names = guest_names ("Gastspeler", n);
  gint64 id = store_new_event (f->store, "Open", "table", format, 8, NULL,
                               (const char * const *) names, 7);
  g_autofree char *path = render (f, id, HAMMER_SHEET_BRACKET, FALSE, name);
  g_autoptr(GPtrArray) words = pdf_words (path);
  g_autoptr(GHashTable) labels = box_labels (words);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, id, NULL);
  JsonArray *array = json_node_get_array (matches);
  guint n_numbered = 0;

  g_assert_cmpuint (pdf_pages (path), >, 1);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);
      gint64 number;
      guint count;

      if (json_object_get_null_member (match, "number"))
        continue;
      number = json_object_get_int_member (match, "number");
      count = GPOINTER_TO_UINT (g_hash_table_lookup (labels, GINT_TO_POINTER (number)));
      if (count != 1)
        g_error ("%s: M%" G_GINT64_FORMAT " is printed %u times", name, number, count);
      n_numbered++;
    }
  /* No box labelled with a number the event does not have. */
  g_assert_cmpuint (g_hash_table_size (labels), ==, n_numbered);
  pdf_words_assert_whole (words);
  g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
  /* On another page or lower on the same. */
  g_assert_true (pdf_words_find (words, "continues") >= 0);
  g_assert_true (pdf_words_find (words, "from") >= 0);
}

static void
test_each_box_once (StoreFixture  *f,
                    gconstpointer  data)
{
  assert_each_box_once (f, HAMMER_FORMAT_SINGLE_ELIMINATION, 64, "single-64.pdf");
  assert_each_box_once (f, HAMMER_FORMAT_SINGLE_ELIMINATION, 128, "single-128.pdf");
  assert_each_box_once (f, HAMMER_FORMAT_DOUBLE_ELIMINATION, 32, "double-32.pdf");
  assert_each_box_once (f, HAMMER_FORMAT_DOUBLE_ELIMINATION, 128, "double-128-drawn.pdf");
}

/* Byes in the losers' bracket say so; the finals share the page with the
 * end of the losers' bracket, named as the core names them. */
static void
test_double_byes (StoreFixture  *f,
                  gconstpointer  data)
{
  g_auto(GStrv) names = guest_names ("Speler", 12);
  gint64 id = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 4,
                               NULL, (const char * const *) names, 7);
  g_autofree char *path = render (f, id, HAMMER_SHEET_BRACKET, FALSE, "double-12.pdf");
  g_autoptr(GPtrArray) words = pdf_words (path);
  guint losers_page = page_titled (words, "Losers’ bracket");
  guint final_page = page_titled (words, "Final (if necessary)");

  g_assert_cmpuint (losers_page, >, 0);
  g_assert_true (on_page (words, "Bye", losers_page));
  g_assert_cmpuint (count_phrase (words, "bye"), ==, 0);
  g_assert_cmpuint (final_page, >, 0);
  g_assert_true (on_page (words, "Losers’ final", final_page));
  g_assert_true (on_page (words, "Final", final_page));
  g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
}

/* The match for third place goes under the final, with the winner. */
static void
test_third_place (StoreFixture  *f,
                  gconstpointer  data)
{
  g_auto(GStrv) names = guest_names ("Speler", 16);
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL;
  g_autoptr(GArray) ids = NULL;
  guint page;
  gint64 id;

  hammer_event_spec_init (&spec);
  spec.name = "Open";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec.n_boards = 4;
  spec.third_place = TRUE;
  id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, id, (const char * const *) names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, id, TRUE, 7, &error));

  path = render (f, id, HAMMER_SHEET_BRACKET, FALSE, "third-place.pdf");
  words = pdf_words (path);
  g_assert_cmpuint (pdf_pages (path), ==, 1);
  page = page_titled (words, "Third place");
  g_assert_cmpuint (page, ==, 1);
  g_assert_true (on_page (words, "Winner", page));
  g_assert_true (on_page (words, "Semi-final", page));
  g_assert_true (on_page (words, "Quarter-final", page));
}

/* Doubles sides print every player whole. */
static void
test_doubles (StoreFixture  *f,
              gconstpointer  data)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL;
  gint64 id;

  for (guint i = 0; i < 16; i++)
    g_ptr_array_add (names, g_strdup_printf ("Marie-José van den Heuvel-Smit %u / "
                                             "Jan-Willem de Boer-Vermeulen %u", i + 1, i + 1));
  g_ptr_array_add (names, NULL);
  id = store_new_event (f->store, "Koppels", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 4,
                        "{\"team_size\": 2}", (const char * const *) names->pdata, 7);
  path = render (f, id, HAMMER_SHEET_BRACKET, FALSE, "doubles.pdf");
  words = pdf_words (path);
  for (guint i = 0; i < 16; i++)
    {
      g_autofree char *first = g_strdup_printf ("Marie-José van den Heuvel-Smit %u", i + 1);
      g_autofree char *second = g_strdup_printf ("Jan-Willem de Boer-Vermeulen %u", i + 1);

      if (pdf_words_find (words, first) < 0 || pdf_words_find (words, second) < 0)
        g_error ("side %u is not whole", i + 1);
    }
  pdf_words_assert_whole (words);
  g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
}

/* The word in row @row_name under the column headed @column, or NULL. */
static const char *
cell_word (GPtrArray  *words,
           const char *row_name,
           const char *column)
{
  gint row = pdf_words_find (words, row_name);
  gint heading = -1;
  const PdfWord *name, *head;

  g_assert_cmpint (row, >=, 0);
  name = g_ptr_array_index (words, row);
  /* The column's number stands in the heading row, above the first row. */
  for (guint i = 0; i < words->len && heading < 0; i++)
    {
      const PdfWord *word = g_ptr_array_index (words, i);

      if (g_str_equal (word->text, column) && word->x_min > name->x_max && word->page == name->page)
        heading = (gint) i;
    }
  g_assert_cmpint (heading, >=, 0);
  head = g_ptr_array_index (words, heading);
  for (guint i = 0; i < words->len; i++)
    {
      const PdfWord *word = g_ptr_array_index (words, i);
      double cx = (word->x_min + word->x_max) / 2;

      if (word->page == name->page && ABS (word->y_min - name->y_min) < 2 &&
          cx > head->x_min - 15 && cx < head->x_max + 15)
        return word->text;
    }
  return NULL;
}

/* A round robin prints its cross-table: the names, each result in its
 * cell as the row's player saw it, the points and places. */
static void
test_cross_table (StoreFixture  *f,
                  gconstpointer  data)
{
  g_auto(GStrv) names = guest_names ("Speler", 6);
  gint64 id = store_new_event (f->store, "Competitie", "table", HAMMER_FORMAT_ROUND_ROBIN, 3,
                               NULL, (const char * const *) names, 7);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, id, NULL);
  JsonObject *first = json_array_get_object_element (json_node_get_array (matches), 0);
  JsonArray *sides = json_object_get_array_member (first, "names");
  const char *a = json_array_get_string_element (sides, 0);
  const char *b = json_array_get_string_element (sides, 1);
  g_autofree char *path = NULL;
  g_autofree char *a_number = NULL, *b_number = NULL;
  g_autoptr(GPtrArray) words = NULL;

  /* The first match of round 1 only: side 0 wins 2–0. */
  {
    g_autoptr(JsonNode) input = json_from_string (TWO_GAMES, NULL);
    g_autoptr(JsonNode) out = NULL;
    g_autoptr(GError) error = NULL;

    out = hammer_events_record_result (f->store, id, json_object_get_int_member (first, "id"),
                                       input, FALSE, &error);
    g_assert_no_error (error);
  }
  path = render (f, id, HAMMER_SHEET_BRACKET, FALSE, "cross-table.pdf");
  words = pdf_words (path);
  g_assert_true (pdf_words_find (words, "Cross-table") >= 0);
  for (guint i = 0; names[i] != NULL; i++)
    g_assert_true (pdf_words_find (words, names[i]) >= 0);

  /* Rows go in the draw's order, numbered; a column is headed by its
   * player's row number. */
  for (guint i = 0; i < 6; i++)
    {
      g_autofree char *row = g_strdup_printf ("%u %s", i + 1, names[i]);

      if (pdf_words_find (words, row) < 0)
        continue;
      if (g_str_equal (names[i], a))
        a_number = g_strdup_printf ("%u", i + 1);
      if (g_str_equal (names[i], b))
        b_number = g_strdup_printf ("%u", i + 1);
    }
  g_assert_nonnull (a_number);
  g_assert_nonnull (b_number);
  g_assert_cmpstr (cell_word (words, a, b_number), ==, "2–0");
  g_assert_cmpstr (cell_word (words, b, a_number), ==, "0–2");
  /* The winner has 2 points and shares first place. */
  g_assert_cmpstr (cell_word (words, a, "Pts"), ==, "2");
  g_assert_cmpstr (cell_word (words, b, "Pts"), ==, "0");
  g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
}

/* Groups print a cross-table each, then the knockout after them. */
static void
test_group_tables (StoreFixture  *f,
                   gconstpointer  data)
{
  g_auto(GStrv) names = guest_names ("Speler", 8);
  gint64 id = store_new_event (f->store, "Groepen", "table", HAMMER_FORMAT_GROUPS, 4, NULL,
                               (const char * const *) names, 7);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, id, NULL);
  g_autoptr(JsonNode) standings = NULL;
  JsonObject *first = json_array_get_object_element (json_node_get_array (matches), 0);
  const char *winner = json_array_get_string_element (json_object_get_array_member (first,
                                                                                     "names"), 0);
  const char *loser = json_array_get_string_element (json_object_get_array_member (first,
                                                                                    "names"), 1);
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL;
  JsonArray *lines;

  /* One group match: its winner has a group's 2 points, from the core. */
  {
    g_autoptr(JsonNode) input = json_from_string (TWO_GAMES, NULL);
    g_autoptr(JsonNode) out = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_cmpstr (json_object_get_string_member (first, "bracket"), ==, "A");
    out = hammer_events_record_result (f->store, id, json_object_get_int_member (first, "id"),
                                       input, FALSE, &error);
    g_assert_no_error (error);
  }
  standings = hammer_events_get_standings_json (f->store, id, NULL);
  lines = json_node_get_array (standings);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      JsonObject *group = json_object_get_object_member (line, "group");

      g_assert_nonnull (group);
      if (g_str_equal (json_object_get_string_member (line, "name"), winner))
        {
          g_assert_cmpstr (json_object_get_string_member (group, "name"), ==, "A");
          g_assert_cmpfloat (json_object_get_double_member (group, "match_points"), ==, 2);
          g_assert_cmpint (json_object_get_int_member (group, "place"), ==, 1);
        }
    }

  path = render (f, id, HAMMER_SHEET_BRACKET, FALSE, "groups.pdf");
  words = pdf_words (path);
  g_assert_cmpstr (cell_word (words, winner, "Pts"), ==, "2");
  g_assert_cmpstr (cell_word (words, loser, "Pts"), ==, "0");

  g_assert_true (pdf_words_find (words, "Group A") >= 0);
  g_assert_true (pdf_words_find (words, "Group B") >= 0);
  g_assert_true (pdf_words_find (words, "Group A, place 1") >= 0);
  g_assert_true (page_titled (words, "Bracket") > page_titled (words, "Group A"));
  for (guint i = 0; names[i] != NULL; i++)
    g_assert_true (pdf_words_find (words, names[i]) >= 0);

  /* The groups played: the knockout's sides have names, and still say
   * which group and place each came from. */
  for (guint round = 0; round < 3; round++)
    {
      play_ready (f, id, "A", 0);
      play_ready (f, id, "B", 0);
    }
  g_clear_pointer (&words, g_ptr_array_unref);
  g_clear_pointer (&path, g_free);
  path = render (f, id, HAMMER_SHEET_BRACKET, FALSE, "groups-played.pdf");
  words = pdf_words (path);
  g_assert_true (pdf_words_find (words, "Group A, place 1") < 0);
  for (guint k = 0; k < 4; k++)
    {
      const char *origin[] = { "A1", "A2", "B1", "B2" };
      gint at = pdf_words_find (words, origin[k]);
      const PdfWord *next = at >= 0 && (guint) at + 1 < words->len
                              ? g_ptr_array_index (words, at + 1) : NULL;

      if (next == NULL || !g_str_has_prefix (next->text, "Speler"))
        g_error ("the knockout does not name %s before its player", origin[k]);
    }
  pdf_words_assert_whole (words);
}

/* Every round has one name, from the core, on every surface. */
static void
test_round_names (StoreFixture  *f,
                  gconstpointer  data)
{
  HammerDrawOptions options = { .final_reset = TRUE };
  g_autoptr(HammerDraw) draw = hammer_draw_new (HAMMER_FORMAT_DOUBLE_ELIMINATION, 8, &options,
                                                NULL);
  g_autoptr(HammerDraw) single = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  HammerRounds rounds;
  g_auto(GStrv) names = guest_names ("Speler", 8);
  g_autoptr(JsonNode) matches = NULL;
  JsonArray *array;
  gint64 id;

  hammer_rounds_init (&rounds, draw);
  for (guint i = 0; i < draw->n_matches; i++)
    {
      char *name = hammer_rounds_name (&rounds, draw->matches[i].bracket,
                                       draw->matches[i].group, draw->matches[i].round);

      g_hash_table_add (seen, name);
    }
  g_assert_true (g_hash_table_contains (seen, "Winners’ round 1"));
  g_assert_true (g_hash_table_contains (seen, "Winners’ final"));
  g_assert_true (g_hash_table_contains (seen, "Losers’ round 1"));
  g_assert_true (g_hash_table_contains (seen, "Losers’ round 2"));
  g_assert_true (g_hash_table_contains (seen, "Losers’ final"));
  g_assert_true (g_hash_table_contains (seen, "Final"));
  g_assert_true (g_hash_table_contains (seen, "Final (if necessary)"));
  /* Never a second “Round 1”. */
  g_assert_false (g_hash_table_contains (seen, "Round 1"));

  single = hammer_draw_new (HAMMER_FORMAT_SINGLE_ELIMINATION, 16, &options, NULL);
  hammer_rounds_init (&rounds, single);
  {
    g_autofree char *r1 = hammer_rounds_name (&rounds, HAMMER_BRACKET_WINNERS, -1, 1);
    g_autofree char *r2 = hammer_rounds_name (&rounds, HAMMER_BRACKET_WINNERS, -1, 2);
    g_autofree char *r3 = hammer_rounds_name (&rounds, HAMMER_BRACKET_WINNERS, -1, 3);
    g_autofree char *group = hammer_rounds_name (&rounds, HAMMER_BRACKET_GROUP, 1, 2);

    g_assert_cmpstr (r1, ==, "Round 1");
    g_assert_cmpstr (r2, ==, "Quarter-final");
    g_assert_cmpstr (r3, ==, "Semi-final");
    g_assert_cmpstr (group, ==, "Group B, round 2");
  }

  /* The match list carries the names to every surface. */
  id = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 2, NULL,
                        (const char * const *) names, 7);
  matches = hammer_events_get_matches_json (f->store, id, NULL);
  array = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);
      const char *bracket = json_object_get_string_member (match, "bracket");
      const char *name = json_object_get_string_member (match, "round_name");

      if (g_str_equal (bracket, "final-reset"))
        g_assert_cmpstr (name, ==, "Final (if necessary)");
      if (g_str_equal (bracket, "losers") && json_object_get_int_member (match, "round") == 2)
        g_assert_cmpstr (name, ==, "Losers’ round 2");
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, StoreFixture, NULL, store_fixture_set_up, func, store_fixture_tear_down)
  ADD ("/bracket-sheets/guests-64", test_guests_64);
  ADD ("/bracket-sheets/landscape", test_landscape);
  ADD ("/bracket-sheets/double-128", test_double_128);
  ADD ("/bracket-sheets/each-box-once", test_each_box_once);
  ADD ("/bracket-sheets/double-byes", test_double_byes);
  ADD ("/bracket-sheets/third-place", test_third_place);
  ADD ("/bracket-sheets/doubles", test_doubles);
  ADD ("/bracket-sheets/cross-table", test_cross_table);
  ADD ("/bracket-sheets/group-tables", test_group_tables);
  ADD ("/bracket-sheets/round-names", test_round_names);
#undef ADD

  return g_test_run ();
}
