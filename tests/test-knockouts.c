/* test-knockouts.c — a consolation bracket and every place played out,
 * on the store for every field from 4 to 128 and through hammer-cli for a
 * few; undo, bad input, paper
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "store/hammer-store-tx.h"
#include "test-common.h"
#include "test-knockouts-common.h"

#define SMALLEST 4
#define LARGEST  128

/* The fields also played through hammer-cli: a process costs a tenth of a
 * second, too much for all of them; these take each shape of bracket
 * (full, byes, one over a power of two, the largest). */
static const guint cli_fields[] = { 4, 5, 11, 33, 128 };

/* Who lost their first match (a bye is none) in @matches of the main
 * bracket: entrant id → TRUE. */
static GHashTable *
first_match_losers (JsonArray *matches)
{
  g_autoptr(GHashTable) played = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                        NULL);
  GHashTable *losers = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  /* Listed in the order they are played: a main round before the next. */
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      const char *bracket = json_object_get_string_member (match, "bracket");

      if (g_str_equal (bracket, "consolation") || json_object_has_member (match, "bye")
          || is_null (match, "winner"))
        continue;
      for (guint s = 0; s < 2; s++)
        {
          gint64 *entrant = g_new (gint64, 1);

          *entrant = side (match, s);
          if (g_hash_table_contains (played, entrant))
            {
              g_free (entrant);
              continue;
            }
          g_hash_table_add (played, entrant);
          if (json_object_get_int_member (match, "winner") != (gint64) s)
            g_hash_table_add (losers, g_memdup2 (entrant, sizeof *entrant));
        }
    }
  return losers;
}

/* No bye has a match number, every match known to be played has one,
 * and they are 1, 2, … without a gap: a bye is not a match. */
static void
check_numbers (JsonArray *matches)
{
  guint n = json_array_get_length (matches);
  g_autofree gboolean *given = g_new0 (gboolean, n + 2);
  guint n_numbered = 0;

  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      gboolean bye = json_object_has_member (match, "bye")
                     && json_object_get_boolean_member (match, "bye");
      gint64 number;

      /* A match waiting on whether a loser had played before is
       * numbered once that is known. */
      if (bye || (is_null (match, "number")
                  && g_str_equal (json_object_get_string_member (match, "state"), "pending")))
        {
          g_assert_true (is_null (match, "number"));
          continue;
        }
      number = json_object_get_int_member (match, "number");
      g_assert_cmpint (number, >=, 1);
      g_assert_cmpint (number, <=, n);
      g_assert_false (given[number]);
      given[number] = TRUE;
      n_numbered++;
    }
  for (guint number = 1; number <= n_numbered; number++)
    g_assert_true (given[number]);
}

static void
check_consolation (Fixture    *f,
                   const char *event,
                   JsonArray  *matches,
                   guint       n)
{
  g_autoptr(GHashTable) losers = first_match_losers (matches);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(JsonArray) standings = list (f, "standings", event);
  gint64 worst_main = 0, best_consolation = G_MAXINT64;

  assert_played_out (matches, standings, n);
  check_numbers (matches);

  /* The consolation's first round holds every first-match loser once,
   * and nobody else plays in it. */
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (!g_str_equal (json_object_get_string_member (match, "bracket"), "consolation"))
        continue;
      for (guint s = 0; s < 2; s++)
        {
          gint64 entrant = side (match, s);

          if (entrant < 0)
            continue;
          g_assert_true (g_hash_table_contains (losers, &entrant));
          if (json_object_get_int_member (match, "round") == 1)
            {
              g_assert_false (g_hash_table_contains (seen, &entrant));
              g_hash_table_add (seen, g_memdup2 (&entrant, sizeof entrant));
            }
        }
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, g_hash_table_size (losers));
  g_assert_cmpuint (g_hash_table_size (losers), >=, 2);

  /* The consolation places after the main event, and says so. */
  for (guint i = 0; i < n; i++)
    {
      JsonObject *line = json_array_get_object_element (standings, i);
      gint64 entrant = json_object_get_int_member (line, "entrant");
      gint64 place = json_object_get_int_member (line, "place");
      gboolean consolation = g_hash_table_contains (losers, &entrant);

      g_assert_cmpint (json_object_has_member (line, "bracket"), ==, consolation);
      if (consolation)
        {
          g_assert_cmpstr (json_object_get_string_member (line, "bracket"), ==, "consolation");
          g_assert_cmpint (json_object_get_int_member (line, "bracket_place"), >=, 1);
          best_consolation = MIN (best_consolation, place);
        }
      else
        worst_main = MAX (worst_main, place);
    }
  g_assert_cmpint (worst_main, <, best_consolation);
}

static void
check_placement (Fixture    *f,
                 const char *event,
                 JsonArray  *matches,
                 guint       n)
{
  g_autoptr(JsonArray) standings = list (f, "standings", event);
  g_autofree gboolean *given = g_new0 (gboolean, n + 1);

  assert_played_out (matches, standings, n);
  check_numbers (matches);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *line = json_array_get_object_element (standings, i);
      gint64 place = json_object_get_int_member (line, "place");

      g_assert_cmpint (place, >=, 1);
      g_assert_cmpint (place, <=, n);
      g_assert_false (given[place]);
      given[place] = TRUE;
      g_assert_cmpint (place, ==, i + 1);
    }
}

static void
play_consolation (Fixture *f,
                  guint    n,
                  GRand   *rand)
{
  g_autofree char *event = new_event (f, "single-elimination", n, "--consolation",
                                      n % 2 == 0 ? "--third-place" : NULL);
  g_autoptr(JsonArray) matches = play_to_end (f, event, rand);

  check_consolation (f, event, matches, n);
}

static void
play_placement (Fixture *f,
                guint    n,
                GRand   *rand)
{
  g_autofree char *event = new_event (f, "single-elimination", n, "--placement", NULL);
  g_autoptr(JsonArray) matches = play_to_end (f, event, rand);

  check_placement (f, event, matches, n);
}

/* Every field from 4 to 128 plays to its end; the consolation holds
 * every first-match loser once, and places after the main event; no bye
 * has a number, and the matches played are numbered without a gap. */
static void
test_consolation_every_field (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (29);

  open_store (f);
  for (guint n = SMALLEST; n <= LARGEST; n++)
    play_consolation (f, n, rand);
}

/* With every place played out, every entrant has a place of their own:
 * 1 to N, each once; no bye has a number, and the matches played are
 * numbered without a gap. */
static void
test_placement_every_field (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (30);

  open_store (f);
  for (guint n = SMALLEST; n <= LARGEST; n++)
    play_placement (f, n, rand);
}

/* The same through hammer-cli, a process a round, for a few fields. */
static void
test_cli_fields (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (33);

  for (guint i = 0; i < G_N_ELEMENTS (cli_fields); i++)
    {
      play_consolation (f, cli_fields[i], rand);
      play_placement (f, cli_fields[i], rand);
    }
}

/* The knockout after groups takes both: those who do not go through are
 * placed after it by the groups. */
static void
test_groups (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);

  for (guint n = 8; n <= 24; n += 5)
    {
      g_autofree char *placed = new_event (f, "groups", n, "--placement", NULL);
      g_autofree char *consoled = new_event (f, "groups", n, "--consolation", NULL);
      g_autoptr(JsonArray) matches = play_to_end (f, placed, rand);
      g_autoptr(JsonArray) standings = list (f, "standings", placed);
      g_autoptr(JsonArray) consolation = play_to_end (f, consoled, rand);
      g_autoptr(JsonArray) consolation_standings = list (f, "standings", consoled);
      guint n_advancing = 0;

      assert_played_out (matches, standings, n);
      /* The knockout's places: 1 to those who went through, each once. */
      for (guint i = 0; i < json_array_get_length (matches); i++)
        {
          JsonObject *match = json_array_get_object_element (matches, i);

          if (json_object_has_member (match, "stage")
              && json_object_get_int_member (match, "round") == 1)
            n_advancing += (side (match, 0) >= 0) + (side (match, 1) >= 0);
        }
      g_assert_cmpuint (n_advancing, >=, 4);
      for (guint i = 0; i < n_advancing; i++)
        g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (standings, i),
                                                     "place"), ==, i + 1);
      assert_played_out (consolation, consolation_standings, n);
    }
}

/* Board calls: the consolation's first round is played beside the main
 * bracket's second, not ahead of it: among those, whoever has waited
 * longest is called first. */
static void
test_board_queue (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *event = new_event (f, "single-elimination", 8, "--consolation",
                                      "--boards=1");
  g_autoptr(JsonArray) matches = list (f, "matches", event);
  g_autoptr(JsonNode) boards = NULL;
  const char *expected[] = { "consolation", "winners", "consolation" };
  JsonArray *queue;

  /* The lower half of the first round first, then the upper half. */
  for (guint half = 2; half-- > 0;)
    {
      g_autoptr(GString) lines = g_string_new (NULL);
      g_autoptr(JsonNode) imported = NULL;

      for (guint q = 2 * half; q < 2 * half + 2; q++)
        g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": "
                                "[{\"ends\": [{\"points\": [15, 0]}]}]}\n",
                                json_object_get_int_member (find_match (matches, "winners", 1, q),
                                                            "id"));
      g_assert_cmpint (cli_run_json (f->db, &imported, lines->str, "results", "import",
                                     "--event", event, NULL), ==, 0);
    }
  g_assert_cmpint (cli_run_json (f->db, &boards, NULL, "boards", "--event", event, NULL), ==, 0);
  queue = json_object_get_array_member (json_node_get_object (boards), "queue");
  /* The lower half's semi-final is on the board; its consolation match
   * waited as long, then the upper half's two. */
  g_assert_cmpuint (json_array_get_length (queue), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (queue, i),
                                                    "bracket"), ==, expected[i]);
}

/* An event with either exports as a document that imports back into
 * another database as the same event, and exports the same again. */
static void
test_document (Fixture       *f,
               gconstpointer  data)
{
  const char *flags[] = { "--consolation", "--placement" };

  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      g_autoptr(GRand) rand = g_rand_new_with_seed (32 + i);
      g_autofree char *event = new_event (f, "single-elimination", 11, flags[i], NULL);
      g_autoptr(JsonArray) matches = play_to_end (f, event, rand);
      g_autofree char *other_db = g_build_filename (f->dir, "other.db", NULL);
      g_autofree char *id = NULL;
      g_autofree char *exported = export_round_trip (f, event, other_db, &id);

      g_assert_nonnull (strstr (exported, i == 0 ? "\"consolation\"" : "\"placement\""));
      g_remove (other_db);
    }
}

/* Bad input: a format without a consolation, both at once, too few
 * entrants; nothing is stored. */
static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) listed = NULL;
  g_autoptr(JsonNode) entered = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autoptr(JsonArray) matches = NULL;
  g_autofree char *id = NULL;

  assert_refused (f, "has no consolation bracket", "event", "create", "--name", "Club night",
                  "--rules", "table", "--format", "round-robin", "--consolation", NULL);
  assert_refused (f, "has no places to play out", "event", "create", "--name", "Club night",
                  "--rules", "table", "--format", "double-elimination", "--placement", NULL);
  assert_refused (f, "not both", "event", "create", "--name", "Club night", "--rules", "table",
                  "--format", "single-elimination", "--placement", "--consolation", NULL);
  g_assert_cmpint (cli_run_json (f->db, &listed, NULL, "event", "list", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (listed)), ==, 0);

  g_assert_cmpint (cli_run_json (f->db, &created, NULL, "event", "create", "--name", "Small",
                                 "--rules", "table", "--format", "single-elimination",
                                 "--consolation", NULL), ==, 0);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  g_assert_cmpint (cli_run_json (f->db, &entered, NULL, "entrants", "add", "--event", id,
                                 "Anna", "Bert", "Carla", NULL), ==, 0);
  assert_refused (f, "A consolation bracket needs at least 4 entrants in the knockout; it has 3",
                  "draw", "--event", id, NULL);
  g_assert_cmpint (cli_run_json (f->db, &shown, NULL, "event", "show", "--event", id, NULL), ==, 0);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (shown), "drawn"));
  matches = list (f, "matches", id);
  g_assert_cmpuint (json_array_get_length (matches), ==, 0);
}

static JsonArray *
store_matches (HammerStore *store,
               gint64       event)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (store, event, &error);

  g_assert_no_error (error);
  return json_array_ref (json_node_get_array (node));
}

static void
record (HammerStore *store,
        gint64       event,
        JsonObject  *match,
        guint        winner)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) input = json_from_string (winner == 0
                                                ? "{\"games\": [{\"ends\": [{\"points\": [15, 0]}]}]}"
                                                : "{\"games\": [{\"ends\": [{\"points\": [0, 15]}]}]}",
                                                NULL);
  g_autoptr(JsonNode) state = hammer_events_record_result (store, event,
                                                           json_object_get_int_member (match, "id"),
                                                           input, FALSE, &error);

  g_assert_no_error (error);
  g_assert_nonnull (state);
}

/* Five entrants: the top seed has a bye, then loses his first match in
 * the semi-final and goes to the consolation; undoing that result takes
 * him out of it again, and the other result puts nobody there. */
static void
test_undo (Fixture       *f,
           gconstpointer  data)
{
  g_autofree char *event = new_event (f, "single-elimination", 5, "--consolation", NULL);
  gint64 id = g_ascii_strtoll (event, NULL, 10);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (f->db, &error);
  g_autoptr(JsonArray) drawn = NULL;
  g_autoptr(JsonArray) fed = NULL;
  g_autoptr(JsonArray) undone = NULL;
  g_autoptr(JsonArray) other = NULL;
  gint64 top_seed;

  g_assert_no_error (error);
  drawn = store_matches (store, id);
  top_seed = side (find_match (drawn, "winners", 1, 0), 0);
  /* Seeds 4 and 5 play the only real first-round match. */
  record (store, id, find_match (drawn, "winners", 1, 1), 0);
  fed = store_matches (store, id);
  g_assert_cmpint (side (find_match (fed, "consolation", 1, 0), 1), >=, 0);
  g_assert_cmpint (side (find_match (fed, "consolation", 1, 0), 0), ==, -1);

  record (store, id, find_match (fed, "winners", 2, 0), 1);
  json_array_unref (fed);
  fed = store_matches (store, id);
  g_assert_cmpint (side (find_match (fed, "consolation", 1, 0), 0), ==, top_seed);
  g_assert_cmpstr (json_object_get_string_member (find_match (fed, "consolation", 1, 0), "state"),
                   ==, "ready");

  g_assert_true (hammer_store_undo (store, hammer_store_get_last_change (store), &error));
  g_assert_no_error (error);
  undone = store_matches (store, id);
  g_assert_cmpint (side (find_match (undone, "consolation", 1, 0), 0), ==, -1);
  g_assert_cmpstr (json_object_get_string_member (find_match (undone, "winners", 2, 0), "state"),
                   ==, "ready");

  /* Won by the top seed: the winner of the first round had played, so
   * the consolation's place is a bye and its other side goes on. */
  record (store, id, find_match (undone, "winners", 2, 0), 0);
  other = store_matches (store, id);
  g_assert_true (json_object_has_member (find_match (other, "consolation", 1, 0), "bye"));
  g_assert_cmpstr (json_object_get_string_member (find_match (other, "consolation", 1, 0),
                                                  "state"), ==, "finished");
}

/* On paper the consolation is a bracket of its own, after the main one,
 * with the names of those who lost their first match. */
static void
test_paper (Fixture       *f,
            gconstpointer  data)
{
  g_autofree char *event = new_event (f, "single-elimination", 8, "--consolation", NULL);
  g_autofree char *pdf = g_build_filename (f->dir, "bracket.pdf", NULL);
  g_autoptr(JsonArray) matches = list (f, "matches", event);
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(JsonNode) imported = NULL;
  g_autofree char *text = NULL;
  const char *consolation;
  guint n_losers = 0;

  /* The first round to the lower seed every time. */
  for (guint q = 0; q < 4; q++)
    g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": "
                            "[{\"ends\": [{\"points\": [0, 15]}]}]}\n",
                            json_object_get_int_member (find_match (matches, "winners", 1, q),
                                                        "id"));
  g_assert_cmpint (cli_run_json (f->db, &imported, lines->str, "results", "import", "--event",
                                 event, NULL), ==, 0);
  g_assert_cmpint (cli_run_text (f->db, NULL, NULL, NULL, "export", "--event", event, "--format",
                                 "pdf", "--kind", "bracket", "--output", pdf, NULL), ==, 0);
  text = pdf_text (pdf);
  consolation = strstr (text, "Consolation bracket");
  g_assert_nonnull (consolation);
  g_assert_nonnull (strstr (consolation, "Consolation semi-final"));
  g_assert_nonnull (strstr (consolation, "Consolation final"));
  /* The top four seeds lost their first match: they are in it. */
  for (guint seed = 1; seed <= 4; seed++)
    {
      g_autofree char *name = g_strdup_printf ("Player %03u", seed);

      n_losers += strstr (consolation, name) != NULL;
    }
  g_assert_cmpuint (n_losers, ==, 4);
  g_assert_null (strstr (consolation, "Player 005"));
}

/* With every place played out on paper, the charts come in the order of
 * their places, and one that is only a bye (11 entrants: places 11–12,
 * "Bye" against the one player) takes no page. A chart is drawn from its
 * first match played: the three who lose in the first round play for 9–12
 * (one has a bye there, "L of M1" against "Bye"), not a round of byes for
 * 9–16. */
static void
test_placement_paper (Fixture       *f,
                      gconstpointer  data)
{
  g_autofree char *event = new_event (f, "single-elimination", 11, "--placement", NULL);
  g_autofree char *pdf = g_build_filename (f->dir, "placement.pdf", NULL);
  g_autofree char *text = NULL;
  static const char *const in_order[] = { "Places 5–8", "Places 7–8", "Places 9–12" };
  const char *after;

  g_assert_cmpint (cli_run_text (f->db, NULL, NULL, NULL, "export", "--event", event, "--format",
                                 "pdf", "--kind", "bracket", "--output", pdf, NULL), ==, 0);
  text = pdf_text (pdf);
  after = strstr (text, "Bracket");
  g_assert_nonnull (after);
  for (guint i = 0; i < G_N_ELEMENTS (in_order); i++)
    {
      const char *at = strstr (text, in_order[i]);

      g_assert_nonnull (at);
      g_assert_true (at > after);
      after = at;
    }
  g_assert_null (strstr (text, "Places 11–12"));
  g_assert_null (strstr (text, "Places 9–16"));
  g_assert_nonnull (strstr (strstr (text, "Places 9–12"), "L of M1 Bye"));
  g_assert_cmpuint (pdf_pages (pdf), ==, 1 + G_N_ELEMENTS (in_order));
}

/* The PDF of @kind of @event, as text. */
static char *
paper_text (Fixture    *f,
            const char *event,
            const char *kind)
{
  g_autofree char *pdf = g_strdup_printf ("%s/%s.pdf", f->dir, kind);

  g_assert_cmpint (cli_run_text (f->db, NULL, NULL, NULL, "export", "--event", event, "--format",
                                 "pdf", "--kind", kind, "--output", pdf, NULL), ==, 0);
  return pdf_text (pdf);
}

/* Records every ready match of @bracket in @round of @event, side 0
 * winning each. */
static void
win_side_0 (Fixture    *f,
            const char *event,
            const char *bracket,
            gint64      round)
{
  g_autoptr(JsonArray) matches = list (f, "matches", event);
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(JsonNode) imported = NULL;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (g_str_equal (json_object_get_string_member (match, "bracket"), bracket)
          && json_object_get_int_member (match, "round") == round
          && g_str_equal (json_object_get_string_member (match, "state"), "ready"))
        g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": "
                                "[{\"ends\": [{\"points\": [15, 0]}]}]}\n",
                                json_object_get_int_member (match, "id"));
    }
  g_assert_cmpuint (lines->len, >, 0);
  g_assert_cmpint (cli_run_json (f->db, &imported, lines->str, "results", "import", "--event",
                                 event, NULL), ==, 0);
}

/* A consolation's bye is no match. With 6 entrants seeds 1 and 2 have
 * byes; each beats the winner of a first-round match in the second round,
 * so the consolation's match that waited on a loser of his first match
 * there has nobody: a bye, without a number, "Bye" on screen and paper
 * where "L of M3" was, and the other matches numbered 1 to 6 without a
 * gap. */
static void
test_consolation_byes (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *event = new_event (f, "single-elimination", 6, "--consolation", NULL);
  g_autoptr(JsonArray) drawn = list (f, "matches", event);
  g_autoptr(JsonArray) matches = NULL;
  g_autofree char *text = NULL;
  guint n_byes = 0;

  /* Before the second round, the consolation's first round waits on it:
   * no numbers yet, and where the loser comes from. */
  for (guint q = 0; q < 2; q++)
    {
      JsonObject *match = find_match (drawn, "consolation", 1, q);

      g_assert_true (is_null (match, "number"));
      g_assert_false (json_object_has_member (match, "bye"));
    }
  check_numbers (drawn);
  text = paper_text (f, event, "bracket");
  g_assert_cmpuint (count_in (text, "L of M3"), ==, 1);
  g_assert_cmpuint (count_in (text, "L of M4"), ==, 1);
  g_clear_pointer (&text, g_free);

  win_side_0 (f, event, "winners", 1);
  win_side_0 (f, event, "winners", 2);
  matches = list (f, "matches", event);
  check_numbers (matches);
  for (guint q = 0; q < 2; q++)
    {
      JsonObject *match = find_match (matches, "consolation", 1, q);
      JsonArray *from = json_object_get_array_member (match, "from");

      g_assert_true (json_object_get_boolean_member (match, "bye"));
      g_assert_true (is_null (match, "number"));
      for (guint s = 0; s < 2; s++)
        n_byes += json_object_has_member (json_array_get_object_element (from, s), "bye");
    }
  g_assert_cmpuint (n_byes, ==, 2);
  /* The consolation's final, between the two first-round losers. */
  g_assert_cmpint (json_object_get_int_member (find_match (matches, "consolation", 2, 0),
                                               "number"), ==, 5);
  text = paper_text (f, event, "bracket");
  g_assert_null (strstr (text, "L of M"));
}

/* Field @name of the CSV line @line under @header, or "". */
static char *
csv_field (const char *header,
           const char *line,
           const char *name)
{
  g_auto(GStrv) names = g_strsplit (header, ",", -1);
  g_auto(GStrv) fields = g_strsplit (line, ",", -1);

  for (guint i = 0; names[i] != NULL && i < g_strv_length (fields); i++)
    if (g_str_equal (names[i], name))
      return g_strdup (fields[i]);
  return g_strdup ("");
}

/* The one walkover of @event, before any result: nobody
 * played it, so it is in neither side's played, won or lost, in the JSON
 * and in the file alike. */
static void
assert_walkover_not_played (Fixture    *f,
                            const char *event)
{
  g_autoptr(JsonArray) matches = list (f, "matches", event);
  g_autoptr(JsonArray) standings = list (f, "standings", event);
  g_autofree char *csv = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_walkovers = 0, n_checked = 0;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      n_walkovers += json_object_has_member (match, "walkover") &&
                     json_object_get_boolean_member (match, "walkover");
    }
  g_assert_cmpuint (n_walkovers, ==, 1);
  for (guint i = 0; i < json_array_get_length (standings); i++)
    {
      JsonObject *line = json_array_get_object_element (standings, i);

      g_assert_cmpint (json_object_get_int_member (line, "played"), ==, 0);
      g_assert_cmpint (json_object_get_int_member (line, "wins"), ==, 0);
      g_assert_cmpint (json_object_get_int_member (line, "losses"), ==, 0);
    }
  g_assert_cmpint (cli_run_text (f->db, &csv, NULL, NULL, "export", "--event", event,
                                 "--format", "csv", NULL), ==, 0);
  lines = g_strsplit (csv, "\n", -1);
  for (guint i = 1; lines[i] != NULL; i++)
    {
      g_autofree char *played = csv_field (lines[0], lines[i], "Played");
      g_autofree char *won = csv_field (lines[0], lines[i], "Won");
      g_autofree char *lost = csv_field (lines[0], lines[i], "Lost");

      if (*lines[i] == '\0')
        continue;
      g_assert_cmpstr (played, ==, "0");
      g_assert_cmpstr (won, ==, "0");
      g_assert_cmpstr (lost, ==, "0");
      n_checked++;
    }
  g_assert_cmpuint (n_checked, ==, json_array_get_length (standings));
}

/* One who withdrew keeps the place the format gives, and the standings say
 * so: "withdrawn" in the JSON (only on their line), "(withdrawn)" after
 * their name on the standings and the classification. */
static void
test_withdrawn (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *event = new_event (f, "single-elimination", 6, "--consolation", NULL);
  g_autoptr(JsonArray) before = list (f, "standings", event);
  g_autoptr(JsonArray) after = NULL;
  g_autoptr(JsonNode) withdrawn = NULL;
  g_autofree char *entrant = NULL;
  g_autofree char *standings = NULL;
  g_autofree char *classification = NULL;
  JsonObject *line = NULL;

  for (guint i = 0; i < json_array_get_length (before); i++)
    {
      JsonObject *each = json_array_get_object_element (before, i);

      g_assert_false (json_object_has_member (each, "withdrawn"));
      if (g_str_equal (json_object_get_string_member (each, "name"), "Player 004"))
        line = each;
    }
  g_assert_nonnull (line);
  entrant = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (line, "entrant"));
  g_assert_cmpint (cli_run_json (f->db, &withdrawn, NULL, "entrants", "withdraw", "--event",
                                 event, entrant, NULL), ==, 0);

  after = list (f, "standings", event);
  g_assert_cmpuint (json_array_get_length (after), ==, 6);
  for (guint i = 0; i < json_array_get_length (after); i++)
    {
      JsonObject *each = json_array_get_object_element (after, i);
      gboolean is_withdrawn = g_str_equal (json_object_get_string_member (each, "name"),
                                           "Player 004");

      g_assert_cmpint (json_object_has_member (each, "withdrawn"), ==, is_withdrawn);
      if (is_withdrawn)
        {
          g_assert_true (json_object_get_boolean_member (each, "withdrawn"));
          /* Every other field stays. */
          g_assert_true (json_object_has_member (each, "place"));
          g_assert_true (json_object_has_member (each, "still_in"));
          g_assert_true (json_object_has_member (each, "played"));
        }
    }

  assert_walkover_not_played (f, event);

  standings = paper_text (f, event, "standings");
  classification = paper_text (f, event, "classification");
  g_assert_nonnull (strstr (standings, "Player 004 (withdrawn)"));
  g_assert_nonnull (strstr (classification, "Player 004 (withdrawn)"));
  g_assert_cmpuint (count_in (standings, "(withdrawn)"), ==, 1);
  g_assert_cmpuint (count_in (classification, "(withdrawn)"), ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/knockouts/consolation-every-field", Fixture, NULL, fixture_set_up,
              test_consolation_every_field, fixture_tear_down);
  g_test_add ("/knockouts/placement-every-field", Fixture, NULL, fixture_set_up,
              test_placement_every_field, fixture_tear_down);
  g_test_add ("/knockouts/cli-fields", Fixture, NULL, fixture_set_up, test_cli_fields,
              fixture_tear_down);
  g_test_add ("/knockouts/groups", Fixture, NULL, fixture_set_up, test_groups,
              fixture_tear_down);
  g_test_add ("/knockouts/undo", Fixture, NULL, fixture_set_up, test_undo, fixture_tear_down);
  g_test_add ("/knockouts/paper", Fixture, NULL, fixture_set_up, test_paper, fixture_tear_down);
  g_test_add ("/knockouts/placement-paper", Fixture, NULL, fixture_set_up, test_placement_paper,
              fixture_tear_down);
  g_test_add ("/knockouts/board-queue", Fixture, NULL, fixture_set_up, test_board_queue,
              fixture_tear_down);
  g_test_add ("/knockouts/document", Fixture, NULL, fixture_set_up, test_document,
              fixture_tear_down);
  g_test_add ("/knockouts/refused", Fixture, NULL, fixture_set_up, test_refused,
              fixture_tear_down);
  g_test_add ("/knockouts/withdrawn", Fixture, NULL, fixture_set_up, test_withdrawn,
              fixture_tear_down);
  g_test_add ("/knockouts/consolation-byes", Fixture, NULL, fixture_set_up,
              test_consolation_byes, fixture_tear_down);
  return g_test_run ();
}
