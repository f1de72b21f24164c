/* test-score-sheets.c — score sheets and sjoelbak cards read back as a
 * scorer reads them: whole names, type a scorer can read, a block of
 * numbered ends for every game, the compartments in the board's order,
 * long matches running on with the match named again, one minus sign
 *
 * The PDFs are read with poppler's tools (test-common.h); with
 * HAMMER_SHEETS_KEEP=DIR they are kept there to be looked at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "hammer-error.h"
#include "hammer-i18n.h"
#include "league/hammer-seasons.h"
#include "sheets/hammer-season-sheets.h"
#include "sheets/hammer-sheets.h"
#include "test-common.h"

/* The smallest word box of 7-point type in Liberation Sans is 7.8 points
 * high (ascent and descent); 6.5-point type makes 7.3. */
#define MIN_WORD_HEIGHT 7.6

static gint64
match_id_by_number (StoreFixture *f,
                    gint64        event_id,
                    gint64        number)
{
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, event_id, NULL);
  JsonArray *array = json_node_get_array (matches);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      if (json_object_get_member (match, "number") != NULL &&
          !json_node_is_null (json_object_get_member (match, "number")) &&
          json_object_get_int_member (match, "number") == number)
        return json_object_get_int_member (match, "id");
    }
  g_assert_not_reached ();
}

static void
record (StoreFixture *f,
        gint64        event_id,
        gint64        number,
        const char   *result)
{
  store_record (f->store, event_id, match_id_by_number (f, event_id, number), result);
}

/* Renders the score sheets of @event_id into the fixture's folder; the
 * path, or NULL with @error set when there is nothing to print. */
static char *
render (StoreFixture *f,
        gint64        event_id,
        gboolean      filled,
        gboolean      landscape,
        guint         board,
        const char   *name,
        GError      **error)
{
  g_autoptr(JsonNode) document = hammer_events_export (f->store, event_id, NULL);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, event_id, NULL);
  g_autofree char *path = g_build_filename (f->dir, name, NULL);
  const char *keep = g_getenv ("HAMMER_SHEETS_KEEP");
  HammerSheetOptions options;

  hammer_sheet_options_init (&options);
  options.filled = filled;
  options.landscape = landscape;
  options.board = board;
  if (!hammer_sheets_render_to_file (document, matches, NULL, &options, path, error))
    return NULL;
  if (keep != NULL)
    {
      g_autofree char *contents = NULL;
      g_autofree char *copy = g_build_filename (keep, name, NULL);
      gsize length;

      g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
      g_assert_true (g_file_set_contents (copy, contents, length, NULL));
    }
  return g_steal_pointer (&path);
}

static char *
render_ok (StoreFixture *f,
           gint64        event_id,
           gboolean      filled,
           gboolean      landscape,
           const char   *name)
{
  g_autoptr(GError) error = NULL;
  char *path = render (f, event_id, filled, landscape, 0, name, &error);

  g_assert_no_error (error);
  return path;
}

/* The words of page @page (from 1) of @words, which keeps them. */
static GPtrArray *
page_words (GPtrArray *words,
            guint      page)
{
  GPtrArray *on_page = g_ptr_array_new ();

  for (guint i = 0; i < words->len; i++)
    if (((PdfWord *) g_ptr_array_index (words, i))->page == page)
      g_ptr_array_add (on_page, g_ptr_array_index (words, i));
  return on_page;
}

static int
by_place (gconstpointer a,
          gconstpointer b)
{
  const PdfWord *x = *(const PdfWord **) a, *y = *(const PdfWord **) b;
  double mx = (x->y_min + x->y_max) / 2, my = (y->y_min + y->y_max) / 2;

  if (x->page != y->page)
    return x->page < y->page ? -1 : 1;
  if (mx != my)
    return mx < my ? -1 : 1;
  return x->x_min < y->x_min ? -1 : x->x_min > y->x_min;
}

static int
by_x (gconstpointer a,
      gconstpointer b)
{
  const PdfWord *x = *(const PdfWord **) a, *y = *(const PdfWord **) b;

  return x->x_min < y->x_min ? -1 : x->x_min > y->x_min;
}

/* The words of @words line by line as they stand on the page, left to
 * right with one space between them: a table's row reads as one line
 * whatever order poppler finds its cells in. */
static char *
lines_of (GPtrArray *words)
{
  g_autoptr(GPtrArray) sorted = g_ptr_array_new ();
  g_autoptr(GPtrArray) line = g_ptr_array_new ();
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < words->len; i++)
    g_ptr_array_add (sorted, g_ptr_array_index (words, i));
  g_ptr_array_sort (sorted, by_place);
  for (guint i = 0; i <= sorted->len; i++)
    {
      const PdfWord *word = i < sorted->len ? g_ptr_array_index (sorted, i) : NULL;
      const PdfWord *first = line->len > 0 ? g_ptr_array_index (line, 0) : NULL;

      if (first != NULL && (word == NULL || word->page != first->page ||
                            (word->y_min + word->y_max) / 2 >
                            (first->y_min + first->y_max) / 2 + 3))
        {
          g_ptr_array_sort (line, by_x);
          for (guint k = 0; k < line->len; k++)
            g_string_append_printf (text, "%s%s", k > 0 ? " " : "",
                                    ((PdfWord *) g_ptr_array_index (line, k))->text);
          g_string_append_c (text, '\n');
          g_ptr_array_set_size (line, 0);
        }
      if (word != NULL)
        g_ptr_array_add (line, (gpointer) word);
    }
  return g_string_free (text, FALSE);
}

/* Doubles, with names as long as clubs have them: every player of both
 * sides stands whole on the sheet, blank and filled, portrait and
 * landscape, and the type is nowhere under 7 points. */
static void
test_doubles_whole (StoreFixture  *f,
                    gconstpointer  data)
{
  const char *names[] = {
    "Marie-José van den Heuvel-Smit / Jan de Boer",
    "Wilhelmina Oosterhuis-Brandsma / Grietje van der Meulen-Bosma",
    NULL,
  };
  const char *players[] = {
    "Marie-José van den Heuvel-Smit", "Jan de Boer", "Wilhelmina Oosterhuis-Brandsma",
    "Grietje van der Meulen-Bosma",
  };
  gint64 id = store_new_event (f->store, "Dubbeltoernooi", "table",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 1, "{\"team_size\": 2}", names,
                               1);

  for (guint round = 0; round < 2; round++)
    {
      for (guint landscape = 0; landscape < 2; landscape++)
        {
          g_autofree char *name = g_strdup_printf ("doubles-%s-%s.pdf",
                                                   round == 0 ? "blank" : "filled",
                                                   landscape ? "landscape" : "portrait");
          g_autofree char *path = render_ok (f, id, round == 1, landscape, name);
          g_autoptr(GPtrArray) words = pdf_words (path);

          for (guint p = 0; p < G_N_ELEMENTS (players); p++)
            if (pdf_words_find (words, players[p]) < 0)
              g_error ("%s: “%s” is not there whole", name, players[p]);
          pdf_words_assert_whole (words);
          g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
        }
      if (round == 0)
        /* Doubles play to 21; two games of the first side's win. */
        record (f, id, 1, "{\"games\": ["
                "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]},"
                " {\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [1, 0]}]},"
                "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]},"
                " {\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [1, 0]}]}]}");
    }
}

/* Game @g's heading reads after game @g - 1's, as a line does: on a later
 * page, lower on the page, or to the right on the same line. */
static void
assert_read_after (GPtrArray  *words,
                   const char *name,
                   guint       g)
{
  g_autofree char *heading = g_strdup_printf ("Game %u", g);
  g_autofree char *before_heading = g_strdup_printf ("Game %u", g - 1);
  const PdfWord *word = g_ptr_array_index (words, pdf_words_find (words, heading));
  const PdfWord *before = g_ptr_array_index (words, pdf_words_find (words, before_heading));

  if (word->page > before->page)
    return;
  if (word->page == before->page && word->y_min > before->y_min + 1)
    return;
  if (word->page == before->page && ABS (word->y_min - before->y_min) <= 1 &&
      word->x_min > before->x_max)
    return;
  g_error ("%s: “%s” does not read after “%s”", name, heading, before_heading);
}

/* A blank sheet has a block per game of the match, "Game 1" to "Game 3"
 * (or 5), each with its ends numbered: sixteen for a game to 15, twenty for
 * one to 21 (a 21–20 game took 18 ends), derived from the target. The blocks read in order, left to
 * right and then down, in portrait and landscape. */
static void
test_game_blocks (StoreFixture  *f,
                  gconstpointer  data)
{
  static const struct
  {
    const char *options;
    guint       n_ends;
    guint       n_games;
    gboolean    landscape;
  } cases[] = {
    { NULL, 16, 3, FALSE },
    { "{\"target\": 21}", 20, 3, FALSE },
    { "{\"best_of\": 5}", 16, 5, FALSE },
    { "{\"best_of\": 5, \"target\": 21}", 20, 5, FALSE },
    { "{\"best_of\": 5}", 16, 5, TRUE },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_auto(GStrv) names = numbered_names ("Speler", 2);
      gint64 id = store_new_event (f->store, "Bekertoernooi", "table",
                                   HAMMER_FORMAT_SINGLE_ELIMINATION, 1, cases[c].options,
                                   (const char * const *) names, 1);
      g_autofree char *name = g_strdup_printf ("blocks-%u.pdf", c);
      g_autofree char *path = render_ok (f, id, FALSE, cases[c].landscape, name);
      g_autofree char *text = pdf_text (path);
      g_autoptr(GPtrArray) words = pdf_words (path);
      g_autofree char *past = g_strdup_printf ("Game %u", cases[c].n_games + 1);

      for (guint g = 1; g <= cases[c].n_games; g++)
        {
          g_autofree char *heading = g_strdup_printf ("Game %u", g);

          g_assert_cmpint (pdf_words_find (words, heading), >=, 0);
          if (g > 1)
            assert_read_after (words, name, g);
        }
      g_assert_null (strstr (text, past));
      /* Each block numbers its ends from 1 to the last (past the games'
       * headings no other number stands on a blank sheet). */
      for (guint e = cases[c].n_games + 1; e <= cases[c].n_ends + 1; e++)
        {
          g_autofree char *number = g_strdup_printf ("%u", e);
          guint n = 0;

          for (guint i = 0; i < words->len; i++)
            n += g_str_equal (((PdfWord *) g_ptr_array_index (words, i))->text, number);
          g_assert_cmpuint (n, ==, e <= cases[c].n_ends ? cases[c].n_games : 0);
        }
      g_assert_cmpuint (count_in (text, "Hammer Points Total Points Total"), ==,
                        cases[c].n_games);
      g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
    }
}

/* A blank best of three to 21, the longest sheet of a usual match, is
 * one leaf: four matches print on four pages, portrait or landscape, not
 * eight half blank; its rows stay tall enough to write in. */
static void
test_blank_best_of_three_one_page (StoreFixture  *f,
                                   gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 8);
  gint64 id = store_new_event (f->store, "Bekertoernooi", "table",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 4, "{\"target\": 21}",
                               (const char * const *) names, 1);

  for (guint landscape = 0; landscape < 2; landscape++)
    {
      g_autofree char *name = g_strdup_printf ("best-of-three-%u.pdf", landscape);
      g_autofree char *path = render_ok (f, id, FALSE, landscape, name);
      g_autoptr(GPtrArray) words = pdf_words (path);
      g_autofree char *text = pdf_text (path);

      g_assert_cmpuint (pdf_pages (path), ==, 4);
      g_assert_cmpuint (count_in (text, "Game 3"), ==, 4);
      g_assert_cmpuint (count_in (text, "Winner:"), ==, 4);
      g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
    }
}

/* A blank best of five takes two pages at most, not three half empty, and
 * every page names the players, as a player may hold any one of them. */
static void
test_blank_best_of_five (StoreFixture  *f,
                         gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 2);
  gint64 id = store_new_event (f->store, "Bekertoernooi", "table",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 1,
                               "{\"best_of\": 5, \"target\": 21}",
                               (const char * const *) names, 1);

  for (guint landscape = 0; landscape < 2; landscape++)
    {
      g_autofree char *name = g_strdup_printf ("best-of-five-%u.pdf", landscape);
      g_autofree char *path = render_ok (f, id, FALSE, landscape, name);
      g_autoptr(GPtrArray) words = pdf_words (path);
      guint n_pages = pdf_pages (path);

      g_assert_cmpuint (n_pages, ==, 2);
      for (guint p = 1; p <= n_pages; p++)
        {
          g_autoptr(GPtrArray) page = g_ptr_array_new ();

          for (guint i = 0; i < words->len; i++)
            if (((PdfWord *) g_ptr_array_index (words, i))->page == p)
              g_ptr_array_add (page, g_ptr_array_index (words, i));
          for (guint s = 0; s < 2; s++)
            if (pdf_words_find (page, names[s]) < 0)
              g_error ("%s: page %u does not name %s", name, p, names[s]);
        }
      pdf_words_assert_whole (words);
      g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
    }
}

/* A blank court sheet keeps each game whole, its frames and its total in
 * one column, and the signatures on a page with the games: it never
 * continues a game in the next column nor gives the foot a page alone. */
static void
test_blank_court_whole (StoreFixture  *f,
                        gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 2);
  gint64 id = store_new_event (f->store, "Bekertoernooi", "court",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 1, NULL,
                               (const char * const *) names, 1);

  for (guint landscape = 0; landscape < 2; landscape++)
    {
      g_autofree char *name = g_strdup_printf ("court-%u.pdf", landscape);
      g_autofree char *path = render_ok (f, id, FALSE, landscape, name);
      g_autoptr(GPtrArray) words = pdf_words (path);
      g_autofree char *text = pdf_text (path);
      const PdfWord *umpire = g_ptr_array_index (words, pdf_words_find (words, "Umpire"));
      gboolean grid_beside = FALSE;

      for (guint g = 1; g <= 3; g++)
        {
          g_autofree char *continued = g_strdup_printf ("Game %u (continued)", g);

          g_assert_null (strstr (text, continued));
        }
      for (guint i = 0; i < words->len; i++)
        {
          const PdfWord *word = g_ptr_array_index (words, i);

          grid_beside |= word->page == umpire->page && g_str_equal (word->text, "Total");
        }
      if (!grid_beside)
        g_error ("%s: the signatures stand on a page of their own", name);
      pdf_words_assert_whole (words);
      g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);
    }
}

/* Blank sheets are for the matches still to play: a match with its result
 * gets none (and its result is printed nowhere on them); --board picks
 * that board's matches. */
static void
test_blank_only_unplayed (StoreFixture  *f,
                          gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 8);
  gint64 id = store_new_event (f->store, "Voorjaarstoernooi", "shovelboard",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 4, NULL,
                               (const char * const *) names, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL, *text = NULL, *board = NULL, *board_text = NULL;
  g_autofree char *none = NULL;

  /* Match 1 is played, 11–0 in four ends. */
  record (f, id, 1, "{\"games\": [{\"ends\": [{\"points\": [3, 0]}, {\"points\": [3, 0]},"
                    " {\"points\": [3, 0]}, {\"points\": [2, 0]}]}]}");
  path = render_ok (f, id, FALSE, FALSE, "unplayed.pdf");
  text = pdf_text (path);
  g_assert_null (strstr (text, "Match 1 "));
  g_assert_nonnull (strstr (text, "Match 2 "));
  g_assert_nonnull (strstr (text, "Match 3 "));
  g_assert_nonnull (strstr (text, "Match 4 "));
  g_assert_null (strstr (text, "Winner: Speler"));
  g_assert_null (strstr (text, "11"));
  g_assert_cmpuint (count_in (text, "First to shoot:"), ==, 3);

  /* Board 2 has match 2 only. */
  board = render (f, id, FALSE, FALSE, 2, "board-2.pdf", &error);
  g_assert_no_error (error);
  board_text = pdf_text (board);
  g_assert_cmpuint (count_in (board_text, "First to shoot:"), ==, 1);
  g_assert_nonnull (strstr (board_text, "Match 2 "));

  /* Board 1's match is played: nothing to print there. */
  none = render (f, id, FALSE, FALSE, 1, "board-1.pdf", &error);
  g_assert_null (none);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

/* The coin toss told at the desk prints on the filled sheet: the side that
 * shot first, by name, where a blank sheet leaves a line to write it. */
static void
test_first_to_shoot (StoreFixture  *f,
                     gconstpointer  data)
{
  const char *names[] = { "Anna Visser", "Bert de Jong", NULL };
  gint64 id = store_new_event (f->store, "Toss", "table", HAMMER_FORMAT_SINGLE_ELIMINATION,
                               1, "{\"best_of\": 1}", names, 1);
  g_autofree char *blank = render_ok (f, id, FALSE, FALSE, "toss-blank.pdf");
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) blank_words = pdf_words (blank);
  g_autoptr(GPtrArray) words = NULL;

  g_assert_cmpint (pdf_words_find (blank_words, "First to shoot:"), >=, 0);
  /* One game: no later game to ask about. */
  g_assert_cmpint (pdf_words_find (blank_words, "Game 2 · First to shoot:"), <, 0);
  record (f, id, 1, "{\"games\": [{\"first\": 1, \"ends\": [{\"points\": [3, 0]},"
                    " {\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}]}]}");
  path = render_ok (f, id, TRUE, FALSE, "toss-filled.pdf");
  words = pdf_words (path);
  g_assert_cmpint (pdf_words_find (words, "First to shoot: Bert de Jong"), >=, 0);
}

/* Who shoots first in a later game, where the players chose it (in table
 * shuffleboard the toss loser chooses for game 2), prints beside that
 * game's heading on the filled sheet, as game 1's toss does in the head; a
 * game the rules started says nothing. */
static void
test_first_to_shoot_per_game (StoreFixture  *f,
                              gconstpointer  data)
{
  const char *names[] = { "Anna Visser", "Bert de Jong", NULL };
  gint64 id = store_new_event (f->store, "Toss", "table", HAMMER_FORMAT_SINGLE_ELIMINATION,
                               1, "{\"best_of\": 3}", names, 1);
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL;

  record (f, id, 1, "{\"games\": [{\"first\": 0, \"ends\": [{\"points\": [0, 15]}]},"
                    " {\"first\": 1, \"ends\": [{\"points\": [15, 0]}]},"
                    " {\"ends\": [{\"points\": [15, 0]}]}]}");
  path = render_ok (f, id, TRUE, FALSE, "toss-per-game.pdf");
  words = pdf_words (path);
  g_assert_cmpint (pdf_words_find (words, "First to shoot: Anna Visser"), >=, 0);
  g_assert_cmpint (pdf_words_find (words, "Game 2 · First to shoot: Bert de Jong"), >=, 0);
  g_assert_cmpint (pdf_words_find (words, "Game 3 · First to shoot:"), <, 0);
  g_assert_cmpint (pdf_words_find (words, "Game 3"), >=, 0);
}

/* A blank sheet asks who shoots first in every later game where the players
 * choose (table shuffleboard), and in none where the rules decide
 * (shovelboard: the winner of the last end starts). */
static void
test_first_to_shoot_blank_games (StoreFixture  *f,
                                 gconstpointer  data)
{
  const char *names[] = { "Anna Visser", "Bert de Jong", NULL };
  gint64 table = store_new_event (f->store, "Toss", "table", HAMMER_FORMAT_SINGLE_ELIMINATION,
                                  1, "{\"best_of\": 3}", names, 1);
  gint64 shovel = store_new_event (f->store, "Shove", "shovelboard",
                                   HAMMER_FORMAT_SINGLE_ELIMINATION, 1, "{\"best_of\": 3}",
                                   names, 1);
  g_autofree char *table_path = render_ok (f, table, FALSE, FALSE, "toss-blank-games.pdf");
  g_autofree char *shovel_path = render_ok (f, shovel, FALSE, FALSE, "shove-blank-games.pdf");
  g_autoptr(GPtrArray) words = pdf_words (table_path);
  g_autoptr(GPtrArray) shovel_words = pdf_words (shovel_path);

  g_assert_cmpint (pdf_words_find (words, "Game 2 · First to shoot:"), >=, 0);
  g_assert_cmpint (pdf_words_find (words, "Game 3 · First to shoot:"), >=, 0);
  g_assert_cmpint (pdf_words_find (shovel_words, "Game 2"), >=, 0);
  g_assert_cmpint (pdf_words_find (shovel_words, "Game 2 · First to shoot:"), <, 0);
}

/* A match of 120 ends keeps its rows readable and runs on to a second
 * page, which names the match again and carries the game on. */
static void
test_long_match (StoreFixture  *f,
                 gconstpointer  data)
{
  const char *names[] = { "Anna Visser", "Bert de Jong", NULL };
  gint64 id = store_new_event (f->store, "Marathon", "table", HAMMER_FORMAT_SINGLE_ELIMINATION,
                               1, "{\"best_of\": 1}", names, 1);
  g_autoptr(GString) result = g_string_new ("{\"games\": [{\"ends\": [");
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL, second = NULL;
  guint n_pages;

  /* 116 ends without a score, then 4 of 4 points: 16–0 in 120 ends. */
  for (guint e = 0; e < 116; e++)
    g_string_append (result, "{\"points\": [0, 0]}, ");
  g_string_append (result, "{\"points\": [4, 0]}, {\"points\": [4, 0]}, "
                           "{\"points\": [4, 0]}, {\"points\": [4, 0]}]}]}");
  record (f, id, 1, result->str);

  for (guint landscape = 0; landscape < 2; landscape++)
    {
      g_autofree char *name = g_strdup_printf ("long-%u.pdf", landscape);

      g_clear_pointer (&path, g_free);
      g_clear_pointer (&words, g_ptr_array_unref);
      g_clear_pointer (&second, g_ptr_array_unref);
      path = render_ok (f, id, TRUE, landscape, name);
      words = pdf_words (path);
      n_pages = pdf_pages (path);
      g_assert_cmpuint (n_pages, >=, 2);
      g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_WORD_HEIGHT);

      /* Every page names the match, and the game goes on. */
      for (guint p = 2; p <= n_pages; p++)
        {
          g_clear_pointer (&second, g_ptr_array_unref);
          second = page_words (words, p);
          g_assert_cmpint (pdf_words_find (second, "Match 1 · Final"), >=, 0);
          g_assert_cmpint (pdf_words_find (second, "Table shuffleboard (continued)"), >=, 0);
          if (p == 2)
            g_assert_cmpint (pdf_words_find (second, "Game 1 (continued)"), >=, 0);
        }
      /* Every end is there, the last with the total, then the winner. */
      g_assert_cmpint (pdf_words_find (words, "120 B 4 16 0 0"), >=, 0);
      g_assert_cmpint (pdf_words_find (words, "Winner: Anna Visser"), >=, 0);
    }
}

/* A sjoelbak card: the compartments from left to right as the arches
 * read, 2 3 4 1; a game entered as counts shows them in that order, one
 * entered as its total shows no counts at all. */
static void
test_sjoelbak_card (StoreFixture  *f,
                    gconstpointer  data)
{
  const char *names[] = { "Sjoukje Hoekstra-Dijkstra", "Wilhelmina Oosterhuis-Brandsma", NULL };
  gint64 id = store_new_event (f->store, "Sjoelavond", "sjoelbak", HAMMER_FORMAT_SERIES, 2,
                               NULL, names, 1);
  g_autoptr(GString) result = g_string_new ("{\"games\": [");
  g_autofree char *blank = NULL, *path = NULL, *text = NULL, *landscape = NULL;
  g_autofree char *blank_lines = NULL;
  g_autoptr(GPtrArray) blank_words = NULL, words = NULL, wide = NULL;

  blank = render_ok (f, id, FALSE, FALSE, "card-blank.pdf");
  blank_words = pdf_words (blank);
  blank_lines = lines_of (blank_words);
  g_assert_nonnull (strstr (blank_lines, "\nGame Board 2 3 4 1 Game total Running total\n"));

  /* Game 1 in counts 3, 8, 6 and 9 in compartments 1 to 4 (3 sets of 20,
   * 5 × 2, 3 × 3 and 6 × 4 more: 103); the other nine as totals. */
  g_string_append (result, "{\"ends\": [{\"counts\": [[3, 8, 6, 9]]}]}");
  for (guint g = 1; g < 10; g++)
    g_string_append (result, ", {\"ends\": [{\"points\": [100]}]}");
  g_string_append (result, "]}");
  record (f, id, 1, result->str);

  path = render_ok (f, id, TRUE, FALSE, "card-filled.pdf");
  words = pdf_words (path);
  text = lines_of (words);
  g_assert_nonnull (strstr (text, "\n1 Board 1 8 6 9 3 103 103\n"));
  g_assert_nonnull (strstr (text, "\n2 Board 2 100 203\n"));
  g_assert_null (strstr (text, " 0 0 0 0 "));
  g_assert_nonnull (strstr (text, "\nSeries total 1003\n"));

  /* Side by side on a landscape page, the name and the total stay whole. */
  landscape = render_ok (f, id, TRUE, TRUE, "card-landscape.pdf");
  wide = pdf_words (landscape);
  g_assert_cmpint (pdf_words_find (wide, "Sjoukje Hoekstra-Dijkstra"), >=, 0);
  g_assert_cmpint (pdf_words_find (wide, "Series total 1003"), >=, 0);
  pdf_words_assert_whole (wide);
  g_assert_cmpfloat (pdf_words_min_height (wide), >=, MIN_WORD_HEIGHT);
}

/* A series of 20 games fills its page: rows taller than the 6 mm of ten
 * games on half a page. */
static void
test_sjoelbak_twenty (StoreFixture  *f,
                      gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 id = store_new_event (f->store, "Twintig bakken", "sjoelbak", HAMMER_FORMAT_SERIES, 2,
                               "{\"games\": 20}", (const char * const *) names, 1);
  g_autofree char *path = render_ok (f, id, FALSE, FALSE, "twenty.pdf");
  g_autoptr(GPtrArray) words = pdf_words (path);
  gint first = pdf_words_find (words, "1 Board 1");
  gint last = pdf_words_find (words, "20 Board 2");
  const PdfWord *a, *b;

  g_assert_cmpint (first, >=, 0);
  g_assert_cmpint (last, >=, 0);
  a = g_ptr_array_index (words, first);
  b = g_ptr_array_index (words, last);
  g_assert_cmpuint (a->page, ==, b->page);
  /* Nineteen rows between the first and the last game's: over 8 mm each. */
  g_assert_cmpfloat ((b->y_min - a->y_min) / 19, >, 8 * 72 / 25.4);
}

/* --board for a series: the cards of the players who start on that board. */
static void
test_sjoelbak_board (StoreFixture  *f,
                     gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 6);
  gint64 id = store_new_event (f->store, "Sjoelavond", "sjoelbak", HAMMER_FORMAT_SERIES, 3,
                               NULL, (const char * const *) names, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *all = render_ok (f, id, FALSE, FALSE, "series-all.pdf");
  g_autofree char *one = render (f, id, FALSE, FALSE, 2, "series-board.pdf", &error);
  g_autofree char *all_text = pdf_text (all), *one_text = NULL;

  g_assert_no_error (error);
  one_text = pdf_text (one);
  g_assert_cmpuint (count_in (all_text, "Sjoelbak score card"), ==, 6);
  g_assert_cmpuint (count_in (one_text, "Sjoelbak score card"), ==, 2);
  g_assert_cmpuint (count_in (one_text, "1 Board 2 "), ==, 2);
}

/* A knockout match of 3 games summed after matches of 1 ("knockout_games",
 * NOTES.md: "finals of 3 games summed"): its cards have 3 game rows, the
 * running totals and the series total of all three; a card still to play
 * has 3 empty rows, not the event's 1. */
static void
test_sjoelbak_knockout_card (StoreFixture  *f,
                             gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carla", "Dirk", NULL };
  gint64 id = store_new_event (f->store, "Open toernooi", "sjoelbak",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                               "{\"games\": 1, \"knockout_games\": 3}", names, 1);
  g_autofree char *path = NULL, *text = NULL, *blank = NULL, *blank_text = NULL;
  g_autoptr(GPtrArray) words = NULL, blank_words = NULL;

  record (f, id, 1, "{\"games\": [{\"ends\": [{\"points\": [120, 110]}]}, "
                    "{\"ends\": [{\"points\": [80, 95]}]}, "
                    "{\"ends\": [{\"points\": [60, 70]}]}]}");
  path = render_ok (f, id, TRUE, FALSE, "knockout-filled.pdf");
  words = pdf_words (path);
  text = lines_of (words);
  /* Game, board (if it was called to one), game total, running total. */
  g_assert_nonnull (strstr (text, " 120 120\n"));
  g_assert_nonnull (strstr (text, " 80 200\n"));
  g_assert_nonnull (strstr (text, " 60 260\n"));
  /* Head to head: the match's total, not a series'. */
  g_assert_nonnull (strstr (text, "\nMatch total 260\n"));
  g_assert_nonnull (strstr (text, " 70 275\n"));
  g_assert_nonnull (strstr (text, "\nMatch total 275\n"));
  g_assert_cmpuint (count_in (text, "\n3"), ==, 2);
  g_assert_cmpuint (count_in (text, "\n4"), ==, 0);

  /* The other semi-final and the final, to play: three rows to write in
   * on each card. */
  blank = render_ok (f, id, FALSE, FALSE, "knockout-blank.pdf");
  blank_words = pdf_words (blank);
  blank_text = lines_of (blank_words);
  g_assert_cmpuint (count_in (blank_text, "Sjoelbak score card"), >=, 2);
  g_assert_cmpuint (count_in (blank_text, "\n3"), ==,
                    count_in (blank_text, "Sjoelbak score card"));
  g_assert_cmpuint (count_in (blank_text, "\n4"), ==, 0);
  pdf_words_assert_whole (blank_words);
}

/* A club night's blank score form heads its compartments as the sjoelbak
 * cards of an event do, in the board's order. */
static void
test_club_night_form (StoreFixture  *f,
                      gconstpointer  data)
{
  const char *names[] = { "Sjoukje Hoekstra-Dijkstra", "Piet Bakker", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) members = NULL;
  g_autoptr(JsonNode) document = NULL;
  g_autofree char *path = g_build_filename (f->dir, "form.pdf", NULL);
  g_autofree char *lines = NULL;
  g_autoptr(GPtrArray) words = NULL;
  HammerSeasonSheetOptions options;
  gint64 season;

  season = hammer_seasons_create (f->store, "De Schuif 2026-2027", "2026-09-01", 10, &error);
  g_assert_no_error (error);
  members = hammer_seasons_add_members (f->store, season, names, &error);
  g_assert_no_error (error);
  document = hammer_seasons_export_json (f->store, season, &error);
  g_assert_no_error (error);
  hammer_season_sheet_options_init (&options);
  options.kind = HAMMER_SEASON_SHEET_FORM;
  g_assert_true (hammer_season_sheets_render_to_file (document, &options, path, &error));
  g_assert_no_error (error);
  words = pdf_words (path);
  lines = lines_of (words);
  g_assert_cmpuint (count_in (lines, "\nGame 2 3 4 1 Game total Running total\n"), ==, 2);
}

/* Negative scores and penalties print with the one minus sign, U+2212. */
static void
test_minus_sign (StoreFixture  *f,
                 gconstpointer  data)
{
  const char *names[] = { "Anna Visser", "Bert de Jong", NULL };
  gint64 id = store_new_event (f->store, "Dekspel", "deck", HAMMER_FORMAT_SINGLE_ELIMINATION, 1,
                               "{\"best_of\": 1}", names, 1);
  g_autofree char *path = NULL, *text = NULL;

  /* A 10-off first (−10) and a penalty of 3; 50–−4 in the end. */
  record (f, id, 1, "{\"games\": [{\"ends\": [{\"points\": [-10, 9], \"penalties\": [0, 3]},"
                    " {\"points\": [30, -10]}, {\"points\": [30, 0]}]}]}");
  path = render_ok (f, id, TRUE, FALSE, "minus.pdf");
  text = pdf_table_text (path);
  g_assert_nonnull (strstr (text, "−10"));
  g_assert_nonnull (strstr (text, "−3"));
  g_assert_nonnull (strstr (text, "−4"));
  g_assert_null (strstr (text, "-"));

  /* The results list the game as 50–−4. */
  {
    g_autoptr(JsonNode) document = hammer_events_export (f->store, id, NULL);
    g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, id, NULL);
    g_autoptr(GError) error = NULL;
    g_autofree char *results = g_build_filename (f->dir, "minus-results.pdf", NULL);
    g_autofree char *results_text = NULL;
    HammerSheetOptions options;

    hammer_sheet_options_init (&options);
    options.kind = HAMMER_SHEET_RESULTS;
    g_assert_true (hammer_sheets_render_to_file (document, matches, NULL, &options, results,
                                                 &error));
    g_assert_no_error (error);
    results_text = pdf_text (results);
    g_assert_nonnull (strstr (results_text, "50–−4"));
  }

  /* The standings' point difference of the loser, −54, with the same sign. */
  {
    g_autoptr(JsonNode) document = hammer_events_export (f->store, id, NULL);
    g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, id, NULL);
    g_autoptr(JsonNode) standings = hammer_events_get_standings_json (f->store, id, NULL);
    g_autoptr(GError) error = NULL;
    g_autofree char *file = g_build_filename (f->dir, "minus-standings.pdf", NULL);
    g_autofree char *standings_text = NULL;
    HammerSheetOptions options;

    hammer_sheet_options_init (&options);
    options.kind = HAMMER_SHEET_STANDINGS;
    g_assert_true (hammer_sheets_render_to_file (document, matches, standings, &options, file,
                                                 &error));
    g_assert_no_error (error);
    standings_text = pdf_table_text (file);
    g_assert_nonnull (strstr (standings_text, "−54"));
    g_assert_null (strstr (standings_text, "-54"));
  }
}

/* Horse Collar: rows a pen fills, each game's totals and the winner. */
static void
test_horse_collar (StoreFixture  *f,
                   gconstpointer  data)
{
  const char *names[] = { "Anna Visser", "Bert de Jong", NULL };
  gint64 id = store_new_event (f->store, "Hoefijzer", "horse-collar",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 1, NULL, names, 1);
  g_autofree char *blank = render_ok (f, id, FALSE, FALSE, "horse-blank.pdf");
  g_autoptr(GPtrArray) blank_words = pdf_words (blank);
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) words = NULL;
  const PdfWord *a = NULL, *b = NULL;

  /* Round 1's and round 2's numbers stand one over the other. */
  for (guint i = 0; i < blank_words->len && a == NULL; i++)
    for (guint k = 0; k < blank_words->len && a == NULL; k++)
      {
        const PdfWord *x = g_ptr_array_index (blank_words, i);
        const PdfWord *y = g_ptr_array_index (blank_words, k);

        if (g_str_equal (x->text, "1") && g_str_equal (y->text, "2") && x->page == y->page &&
            ABS (x->x_max - y->x_max) < 0.5 && y->y_min > x->y_min)
          a = x, b = y;
      }
  g_assert_nonnull (a);
  g_assert_cmpfloat (b->y_min - a->y_min, >=, 6 * 72 / 25.4);
  g_assert_cmpint (pdf_words_find (blank_words, "Game 1"), >=, 0);

  /* 8 a round against 0 to 32. */
  record (f, id, 1, "{\"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [8, 0]},"
                    " {\"points\": [8, 0]}, {\"points\": [8, 0]}]}]}");
  path = render_ok (f, id, TRUE, FALSE, "horse-filled.pdf");
  words = pdf_words (path);
  g_assert_cmpint (pdf_words_find (words, "Game 32 0"), >=, 0);
  g_assert_cmpint (pdf_words_find (words, "Winner: Anna Visser"), >=, 0);
}

/* A sheet in Dutch or German names each match in its language: the band's
 * "Match %" PRId64 is one of the catalogue's system-dependent strings. */
static void
test_band_languages (StoreFixture  *f,
                     gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 id = store_new_event (f->store, "Voorjaarstoernooi", "shovelboard",
                               HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL,
                               (const char * const *) names, 1);
  const struct { const char *language, *band; } languages[] = {
    { "nl", "Wedstrijd 1 · " }, { "de", "Begegnung 1 · " },
  };

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    {
      g_autofree char *name = g_strdup_printf ("band-%s.pdf", languages[i].language);
      g_autofree char *path = NULL, *text = NULL;

      hammer_i18n_set_thread_language (languages[i].language);
      path = render_ok (f, id, FALSE, FALSE, name);
      hammer_i18n_set_thread_language (NULL);
      text = pdf_text (path);
      g_assert_nonnull (strstr (text, languages[i].band));
      g_assert_null (strstr (text, "Match 1 "));
    }
}

/* Default board names are stored as the program that made the event said
 * them ("Board 1" from hammer-cli in English, "Baan 2" from a Dutch desk):
 * paper says a default name in its own language, and a name the club gave
 * a board as given. */
static void
test_board_names_in_paper_language (StoreFixture  *f,
                                    gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 6);
  g_autoptr(GError) error = NULL;
  const struct { const char *language, *first, *second; } papers[] = {
    { "en", "Board 1", "Board 2" }, { "nl", "Baan 1", "Baan 2" }, { "de", "Bahn 1", "Bahn 2" },
  };
  HammerEventSpec spec;
  gint64 id;

  hammer_event_spec_init (&spec);
  spec.name = "Voorjaarstoernooi";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_ROUND_ROBIN;
  spec.board_names = "Board 1,Baan 2,Tafel Noord";
  id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  g_assert_nonnull (hammer_events_add_entrants (f->store, id, (const char * const *) names,
                                                &error));
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, id, TRUE, 1, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (papers); i++)
    {
      g_autofree char *name = g_strdup_printf ("boards-%s.pdf", papers[i].language);
      g_autofree char *path = NULL, *text = NULL;

      hammer_i18n_set_thread_language (papers[i].language);
      path = render_ok (f, id, FALSE, FALSE, name);
      hammer_i18n_set_thread_language (NULL);
      text = pdf_text (path);
      g_test_message ("%s", papers[i].language);
      g_assert_nonnull (strstr (text, papers[i].first));
      g_assert_nonnull (strstr (text, papers[i].second));
      g_assert_nonnull (strstr (text, "Tafel Noord"));
      for (guint other = 0; other < G_N_ELEMENTS (papers); other++)
        if (other != i)
          {
            g_assert_null (strstr (text, papers[other].first));
            g_assert_null (strstr (text, papers[other].second));
          }
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ((path), StoreFixture, NULL, store_fixture_set_up, (func), store_fixture_tear_down)

  ADD ("/score-sheets/doubles-whole", test_doubles_whole);
  ADD ("/score-sheets/game-blocks", test_game_blocks);
  ADD ("/score-sheets/blank-only-unplayed", test_blank_only_unplayed);
  ADD ("/score-sheets/blank-best-of-three-one-page", test_blank_best_of_three_one_page);
  ADD ("/score-sheets/blank-best-of-five", test_blank_best_of_five);
  ADD ("/score-sheets/blank-court-whole", test_blank_court_whole);
  ADD ("/score-sheets/long-match", test_long_match);
  ADD ("/score-sheets/first-to-shoot", test_first_to_shoot);
  ADD ("/score-sheets/first-to-shoot-per-game", test_first_to_shoot_per_game);
  ADD ("/score-sheets/first-to-shoot-blank-games", test_first_to_shoot_blank_games);
  ADD ("/score-sheets/sjoelbak/card", test_sjoelbak_card);
  ADD ("/score-sheets/sjoelbak/twenty", test_sjoelbak_twenty);
  ADD ("/score-sheets/sjoelbak/board", test_sjoelbak_board);
  ADD ("/score-sheets/sjoelbak/knockout-of-3-games", test_sjoelbak_knockout_card);
  ADD ("/score-sheets/sjoelbak/club-night-form", test_club_night_form);
  ADD ("/score-sheets/minus-sign", test_minus_sign);
  ADD ("/score-sheets/horse-collar", test_horse_collar);
  ADD ("/score-sheets/band-languages", test_band_languages);
  ADD ("/score-sheets/board-names-in-paper-language", test_board_names_in_paper_language);

#undef ADD
  return g_test_run ();
}
