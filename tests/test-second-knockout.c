/* test-second-knockout.c — groups, then a knockout of those who go on and
 * a second of those who do not (the open sjoelbak format): every field
 * from 4 to 128 in groups of 4 and of 5 on the store, a few through
 * hammer-cli; seeding, board calls, the event document, bad input, paper
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "hammer-core.h"
#include "test-common.h"
#include "test-knockouts-common.h"

#define SMALLEST 4
#define LARGEST  128
/* How many of each group go on to the first knockout: the default. */
#define ADVANCE  2

/* The fields also played through hammer-cli: one group, groups with a
 * bye in the second knockout, groups of 4 and 5 together. */
static const guint cli_fields[] = { 4, 9, 16, 23 };

/* The entrants of @matches whose bracket is @bracket (or, for NULL, of
 * the first knockout: not a group's, not the second knockout's): entrant
 * id → TRUE. */
static GHashTable *
entrants_of (JsonArray  *matches,
             const char *bracket)
{
  GHashTable *in = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      const char *its = json_object_get_string_member (match, "bracket");

      if (bracket != NULL ? !g_str_equal (its, bracket)
                          : !json_object_has_member (match, "stage")
                            || g_str_equal (its, "second-knockout"))
        continue;
      for (guint s = 0; s < 2; s++)
        if (side (match, s) >= 0)
          {
            gint64 entrant = side (match, s);

            g_hash_table_add (in, g_memdup2 (&entrant, sizeof entrant));
          }
    }
  return in;
}

/* The winner (@loser: FALSE) or the loser of the second knockout's final. */
static gint64
second_final_side (JsonArray *matches,
                   gboolean   loser)
{
  JsonObject *final = NULL;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (g_str_equal (json_object_get_string_member (match, "bracket"), "second-knockout")
          && json_object_get_int_member (match, "position") == 0
          && (final == NULL || json_object_get_int_member (match, "round")
                               > json_object_get_int_member (final, "round")))
        final = match;
    }
  g_assert_nonnull (final);
  return side (final, (guint) (json_object_get_int_member (final, "winner") + loser) % 2);
}

/* An event played to its end: every entrant placed once; the first
 * knockout has the top ADVANCE of every group, the second exactly the
 * others, as the groups' own tables rank them; every place of the first
 * before every place of the second, which places from one after the last
 * the first can give. */
static void
check_second_knockout (Fixture    *f,
                       const char *event,
                       JsonArray  *matches,
                       guint       n)
{
  g_autoptr(JsonArray) standings = list (f, "standings", event);
  g_autoptr(GHashTable) first = entrants_of (matches, NULL);
  g_autoptr(GHashTable) second = entrants_of (matches, "second-knockout");
  guint n_groups;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GHashTable) groups = g_hash_table_new (g_str_hash, g_str_equal);
  guint n_first = g_hash_table_size (first);
  /* Where the second knockout's places start: straight after those the
   * first knockout gives, its consolation's included, with no gap. */
  guint offset = n_first;
  gint64 winner, runner_up;

  assert_played_out (matches, standings, n);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *line = json_array_get_object_element (standings, i);
      gint64 entrant = json_object_get_int_member (line, "entrant");
      gint64 place = json_object_get_int_member (line, "place");
      JsonObject *group = json_object_get_object_member (line, "group");
      gint64 group_place = json_object_get_int_member (group, "place");
      const char *group_label = json_object_get_string_member (group, "place_label");

      g_assert_false (g_hash_table_contains (seen, &entrant));
      g_hash_table_add (seen, g_memdup2 (&entrant, sizeof entrant));
      g_hash_table_add (groups, (gpointer) json_object_get_string_member (group, "name"));
      if (g_hash_table_contains (first, &entrant))
        {
          /* Went on: in the first knockout only, and placed by it. */
          g_assert_false (g_hash_table_contains (second, &entrant));
          g_assert_cmpint (group_place, <=, ADVANCE);
          g_assert_cmpuint (i, <, n_first);
          g_assert_cmpint (place, <=, offset);
          g_assert_cmpstr (json_object_get_string_member_with_default (line, "bracket",
                                                                      "consolation"), ==,
                           "consolation");
          g_assert_false (json_object_has_member (line, "second_knockout_place"));
        }
      else
        {
          /* Did not: below the places that go on, or sharing the last of
           * them with one who went on by the tie-breakers. */
          g_assert_true (g_hash_table_contains (second, &entrant));
          g_assert_true (group_place > ADVANCE || g_str_has_suffix (group_label, "="));
          g_assert_cmpuint (i, >=, n_first);
          g_assert_cmpint (place, >, offset);
          g_assert_cmpint (place, <=, offset + (n - n_first));
          g_assert_cmpstr (json_object_get_string_member (line, "bracket"), ==,
                           "second-knockout");
          g_assert_cmpint (json_object_get_int_member (line, "second_knockout_place"), ==,
                           place - offset);
        }
    }
  n_groups = g_hash_table_size (groups);
  g_assert_cmpuint (n_first, ==, ADVANCE * n_groups);
  g_assert_cmpuint (g_hash_table_size (second), ==, n - n_first);

  /* The second knockout's winner is next after the first knockout. */
  winner = second_final_side (matches, FALSE);
  runner_up = second_final_side (matches, TRUE);
  for (guint i = n_first; i < n; i++)
    {
      JsonObject *line = json_array_get_object_element (standings, i);
      gint64 entrant = json_object_get_int_member (line, "entrant");

      if (entrant == winner)
        g_assert_cmpint (json_object_get_int_member (line, "place"), ==, offset + 1);
      if (entrant == runner_up)
        g_assert_cmpint (json_object_get_int_member (line, "place"), ==, offset + 2);
    }
}

/* In-process: the draw of @n in @n_groups groups is refused, naming how
 * many the groups leave, and stores nothing. */
static void
assert_draw_refused (Fixture *f,
                     guint    n,
                     guint    n_groups)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) entered = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *event = NULL;
  g_autofree char *leave = g_strdup_printf ("these groups leave %u", n - ADVANCE * n_groups);
  g_autoptr(JsonArray) matches = NULL;
  HammerEventSpec spec;
  gint64 id;

  hammer_event_spec_init (&spec);
  spec.name = "Too few";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_GROUPS;
  spec.n_groups = n_groups;
  spec.second_knockout = TRUE;
  id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, g_strdup_printf ("Player %03u", i + 1));
  g_ptr_array_add (names, NULL);
  entered = hammer_events_add_entrants (f->store, id, (const char *const *) names->pdata, &error);
  g_assert_no_error (error);
  g_assert_false (hammer_events_draw (f->store, id, FALSE, 0, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, leave));
  event = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  matches = list (f, "matches", event);
  g_assert_cmpuint (json_array_get_length (matches), ==, 0);
}

/* Groups of about @size for @n: as many groups as make groups of @size,
 * the rest spread over them. */
static guint
groups_for (guint n,
            guint size)
{
  return (n + size - 1) / size;
}

static void
play_field (Fixture *f,
            guint    n,
            guint    size,
            GRand   *rand)
{
  guint n_groups = groups_for (n, size);
  g_autofree char *groups = g_strdup_printf ("--groups=%u", n_groups);
  g_autofree char *event = NULL;
  g_autoptr(JsonArray) matches = NULL;

  if (n < ADVANCE * n_groups + 2)
    {
      g_assert_nonnull (f->store);
      assert_draw_refused (f, n, n_groups);
      return;
    }
  /* A third place in both knockouts too, for every other field (in
   * process, where the flags may be several). */
  if (f->store != NULL && n % 2 == 1)
    {
      g_autofree char *flags = g_strdup_printf ("%s --third-place", groups);

      event = new_event (f, "groups", n, "--second-knockout", flags);
    }
  else
    event = new_event (f, "groups", n, "--second-knockout", groups);
  matches = play_to_end (f, event, rand);
  check_second_knockout (f, event, matches, n);
}

static void
test_every_field (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (290);

  open_store (f);
  for (guint n = SMALLEST; n <= LARGEST; n++)
    {
      play_field (f, n, 4, rand);
      play_field (f, n, 5, rand);
    }
}

/* The first knockout's consolation or every place of it played out
 * beside the second knockout: both play to their end, and the second
 * still places after everything of the first. */
static void
test_with_consolation_or_placement (Fixture       *f,
                                    gconstpointer  data)
{
  static const guint fields[] = { 8, 13, 24, 37, 64, 101 };
  const char *flags[] = { "--consolation", "--placement --third-place" };
  g_autoptr(GRand) rand = g_rand_new_with_seed (294);

  open_store (f);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    for (guint k = 0; k < G_N_ELEMENTS (flags); k++)
      {
        g_autofree char *event = new_event (f, "groups", fields[i], "--second-knockout",
                                            flags[k]);
        g_autoptr(JsonArray) matches = play_to_end (f, event, rand);

        check_second_knockout (f, event, matches, fields[i]);
      }
}

static void
test_cli_fields (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (291);

  for (guint i = 0; i < G_N_ELEMENTS (cli_fields); i++)
    play_field (f, cli_fields[i], 4, rand);
}

/* The group and place a side of @match comes from: "A3". */
static char *
from_group (JsonObject *match,
            guint       s)
{
  JsonObject *from = json_array_get_object_element (json_object_get_array_member (match, "from"),
                                                    s);

  return g_strdup_printf ("%s%" G_GINT64_FORMAT, json_object_get_string_member (from, "group"),
                          json_object_get_int_member (from, "place"));
}

/* Sixteen in four groups: the thirds are seeded first, A3 at the top,
 * each against a fourth of another group, and each half of the second
 * knockout holds one of every group, so group mates meet in its final at
 * the earliest, as in the first knockout. */
static void
test_seeding (Fixture       *f,
              gconstpointer  data)
{
  g_autofree char *event = new_event (f, "groups", 16, "--second-knockout", NULL);
  g_autoptr(JsonArray) matches = list (f, "matches", event);
  g_autofree char *top = from_group (find_match (matches, "second-knockout", 1, 0), 0);

  g_assert_cmpstr (top, ==, "A3");
  for (guint half = 0; half < 2; half++)
    {
      gboolean seen[4] = { FALSE };

      for (guint q = 2 * half; q < 2 * half + 2; q++)
        for (guint s = 0; s < 2; s++)
          {
            g_autofree char *from = from_group (find_match (matches, "second-knockout", 1, q), s);

            g_assert_cmpint (from[1], ==, s == 0 ? '3' : '4');
            g_assert_cmpint (from[0], >=, 'A');
            g_assert_cmpint (from[0], <=, 'D');
            g_assert_false (seen[from[0] - 'A']);
            seen[from[0] - 'A'] = TRUE;
          }
    }
}

/* Board calls: once the groups are over, both knockouts' first rounds go
 * on the boards and in the queue side by side, and the timetable plans
 * every match left of both, finals included. */
static void
test_board_queue (Fixture       *f,
                  gconstpointer  data)
{
  g_autofree char *event = new_event (f, "groups", 8, "--second-knockout", "--boards=2");
  g_autoptr(JsonArray) matches = list (f, "matches", event);
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(JsonNode) imported = NULL;
  g_autoptr(JsonNode) boards = NULL;
  g_autoptr(JsonNode) timetable = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  const char *brackets[] = { "winners", "second-knockout", "final" };
  guint counts[G_N_ELEMENTS (brackets)] = { 0 };
  guint planned[G_N_ELEMENTS (brackets)] = { 0 };
  JsonArray *queue;
  JsonArray *board_list;
  JsonArray *plan;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (!json_object_has_member (match, "stage"))
        g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": "
                                "[{\"ends\": [{\"points\": %s}]}]}\n",
                                json_object_get_int_member (match, "id"),
                                i % 2 == 0 ? "[15, 0]" : "[0, 15]");
    }
  g_assert_cmpint (cli_run_json (f->db, &imported, lines->str, "results", "import", "--event",
                                 event, NULL), ==, 0);
  g_assert_cmpint (cli_run_json (f->db, &boards, NULL, "boards", "--event", event, NULL), ==, 0);
  board_list = json_object_get_array_member (json_node_get_object (boards), "boards");
  queue = json_object_get_array_member (json_node_get_object (boards), "queue");
  for (guint i = 0; i < json_array_get_length (board_list) + json_array_get_length (queue); i++)
    {
      JsonObject *match = i < json_array_get_length (board_list)
        ? json_object_get_object_member (json_array_get_object_element (board_list, i), "match")
        : json_array_get_object_element (queue, i - json_array_get_length (board_list));

      for (guint b = 0; b < G_N_ELEMENTS (brackets); b++)
        counts[b] += g_str_equal (json_object_get_string_member (match, "bracket"), brackets[b]);
    }
  /* Two semi-finals of each; neither final is ready. */
  g_assert_cmpuint (counts[0], ==, 2);
  g_assert_cmpuint (counts[1], ==, 2);
  g_assert_cmpuint (counts[2], ==, 0);

  /* Standings meanwhile: everyone still in, the first knockout's four
   * sharing first place, the second's sharing fifth, its own first. */
  g_assert_cmpint (cli_run_json (f->db, &standings, NULL, "standings", "--event", event, NULL),
                   ==, 0);
  for (guint i = 0; i < 8; i++)
    {
      JsonObject *line = json_array_get_object_element (json_node_get_array (standings), i);

      g_assert_true (json_object_get_boolean_member (line, "still_in"));
      g_assert_cmpint (json_object_get_int_member (line, "place"), ==, i < 4 ? 1 : 5);
      if (i >= 4)
        g_assert_cmpint (json_object_get_int_member (line, "second_knockout_place"), ==, 1);
    }

  store = hammer_store_open (f->db, &error);
  g_assert_no_error (error);
  timetable = hammer_events_get_timetable_json (store, g_ascii_strtoll (event, NULL, 10), &error);
  g_assert_no_error (error);
  plan = json_object_get_array_member (json_node_get_object (timetable), "matches");
  for (guint i = 0; i < json_array_get_length (plan); i++)
    {
      JsonObject *slot = json_array_get_object_element (plan, i);
      JsonObject *match = json_object_get_object_member (slot, "match");

      g_assert_false (is_null (slot, "start"));
      for (guint b = 0; b < G_N_ELEMENTS (brackets); b++)
        planned[b] += g_str_equal (json_object_get_string_member (match, "bracket"),
                                   brackets[b]);
    }
  /* The semi-finals, and the finals of both. */
  g_assert_cmpuint (planned[0], ==, 2);
  g_assert_cmpuint (planned[1], ==, 3);
  g_assert_cmpuint (planned[2], ==, 1);
}

/* The event document carries the setting and the second knockout's
 * matches, and imports back into another database as the same event. */
static void
test_document (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (292);
  g_autofree char *event = new_event (f, "groups", 13, "--second-knockout", "--third-place");
  g_autoptr(JsonArray) matches = play_to_end (f, event, rand);
  g_autofree char *other_db = g_build_filename (f->dir, "other.db", NULL);
  g_autofree char *id = NULL;
  g_autofree char *exported = export_round_trip (f, event, other_db, &id);
  g_autoptr(JsonNode) standings = NULL;

  g_assert_nonnull (strstr (exported, "\"second_knockout\" : true"));
  g_assert_nonnull (strstr (exported, "\"second-knockout\""));
  g_assert_cmpint (cli_run_json (other_db, &standings, NULL, "standings", "--event", id, NULL),
                   ==, 0);
  g_assert_cmpstr (json_object_get_string_member (
                     json_array_get_object_element (json_node_get_array (standings), 12),
                     "bracket"), ==, "second-knockout");
  g_remove (other_db);
}

/* Bad input: a format without groups, groups that leave fewer than two;
 * exit 2 with a message, and nothing stored. */
static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  const char *formats[] = { "round-robin", "single-elimination", "swiss", "series" };
  g_autoptr(JsonNode) listed = NULL;
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) entered = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autoptr(JsonArray) matches = NULL;
  g_autofree char *id = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    assert_refused (f, "has no groups, so no one is left for a second knockout", "event",
                    "create", "--name", "Club night", "--rules", "sjoelbak", "--format",
                    formats[i], "--second-knockout", NULL);
  g_assert_cmpint (cli_run_json (f->db, &listed, NULL, "event", "list", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (listed)), ==, 0);

  /* Two groups of three, all three of each going on: none left. */
  g_assert_cmpint (cli_run_json (f->db, &created, NULL, "event", "create", "--name", "Small",
                                 "--rules", "table", "--format", "groups", "--groups", "2",
                                 "--advance", "3", "--second-knockout", NULL), ==, 0);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  g_assert_cmpint (cli_run_json (f->db, &entered, NULL, "entrants", "add", "--event", id,
                                 "Anna", "Bert", "Carla", "Dirk", "Els", "Femke", NULL), ==, 0);
  assert_refused (f, "A second knockout needs at least two entrants who do not go on from the "
                  "groups; these groups leave 0", "draw", "--event", id, NULL);
  g_assert_cmpint (cli_run_json (f->db, &shown, NULL, "event", "show", "--event", id, NULL), ==, 0);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (shown), "drawn"));
  matches = list (f, "matches", id);
  g_assert_cmpuint (json_array_get_length (matches), ==, 0);
}

/* On paper the second knockout is a bracket of its own after the first,
 * with the names of those the groups did not send on, every word whole. */
static void
test_paper (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (293);
  g_autofree char *event = new_event (f, "groups", 12, "--second-knockout", "--third-place");
  g_autofree char *pdf = g_build_filename (f->dir, "bracket.pdf", NULL);
  g_autoptr(JsonArray) matches = play_to_end (f, event, rand);
  g_autoptr(GHashTable) second = entrants_of (matches, "second-knockout");
  g_autoptr(JsonArray) standings = list (f, "standings", event);
  g_autoptr(GPtrArray) words = NULL;
  g_autofree char *text = NULL;
  const char *part;

  g_assert_cmpint (cli_run_text (f->db, NULL, NULL, NULL, "export", "--event", event, "--format",
                                 "pdf", "--kind", "bracket", "--output", pdf, NULL), ==, 0);
  text = pdf_text (pdf);
  part = strstr (text, "Second knockout ");
  g_assert_nonnull (part);
  /* After the first knockout's final. */
  g_assert_nonnull (strstr (text, "Final"));
  g_assert_true (strstr (text, "Final") < part);
  g_assert_nonnull (strstr (part, "Second knockout final"));
  g_assert_nonnull (strstr (part, "Second knockout third place"));
  for (guint i = 0; i < json_array_get_length (standings); i++)
    {
      JsonObject *line = json_array_get_object_element (standings, i);
      gint64 entrant = json_object_get_int_member (line, "entrant");

      if (g_hash_table_contains (second, &entrant))
        g_assert_nonnull (strstr (part, json_object_get_string_member (line, "name")));
    }
  words = pdf_words (pdf);
  pdf_words_assert_whole (words);

  /* The standings: its place within the second knockout, explained. */
  {
    g_autofree char *standings_pdf = g_build_filename (f->dir, "standings.pdf", NULL);
    g_autofree char *table = NULL;
    g_autoptr(GPtrArray) table_words = NULL;

    g_assert_cmpint (cli_run_text (f->db, NULL, NULL, NULL, "export", "--event", event,
                                   "--format", "pdf", "--kind", "standings", "--output",
                                   standings_pdf, NULL), ==, 0);
    table = pdf_text (standings_pdf);
    g_assert_nonnull (strstr (table, "SKP second knockout place"));
    table_words = pdf_words (standings_pdf);
    g_assert_cmpint (pdf_words_find (table_words, "SKP"), >=, 0);
    pdf_words_assert_whole (table_words);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/second-knockout/every-field", Fixture, NULL, fixture_set_up, test_every_field,
              fixture_tear_down);
  g_test_add ("/second-knockout/with-consolation-or-placement", Fixture, NULL, fixture_set_up,
              test_with_consolation_or_placement, fixture_tear_down);
  g_test_add ("/second-knockout/cli-fields", Fixture, NULL, fixture_set_up, test_cli_fields,
              fixture_tear_down);
  g_test_add ("/second-knockout/seeding", Fixture, NULL, fixture_set_up, test_seeding,
              fixture_tear_down);
  g_test_add ("/second-knockout/board-queue", Fixture, NULL, fixture_set_up, test_board_queue,
              fixture_tear_down);
  g_test_add ("/second-knockout/document", Fixture, NULL, fixture_set_up, test_document,
              fixture_tear_down);
  g_test_add ("/second-knockout/refused", Fixture, NULL, fixture_set_up, test_refused,
              fixture_tear_down);
  g_test_add ("/second-knockout/paper", Fixture, NULL, fixture_set_up, test_paper,
              fixture_tear_down);
  return g_test_run ();
}
