/* test-events.c — a director's day, through the events store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "test-common.h"

typedef struct
{
  char *dir;
  char *cli_db;       /* the database hammer-cli works on */
  HammerStore *store;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->store = tmp_store_open ("hammer-events-XXXXXX", &f->dir, NULL);
  f->cli_db = g_build_filename (f->dir, "cli.db", NULL);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_pointer (&f->cli_db, g_free);
  tmp_store_close (&f->store, &f->dir, NULL);
}

static gint64
create_from_spec (Fixture               *f,
                  const HammerEventSpec *spec)
{
  g_autoptr(GError) error = NULL;
  gint64 id = hammer_events_create (f->store, spec, &error);

  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

static gint64
create (Fixture      *f,
        const char   *rules,
        HammerFormat  format,
        guint         boards)
{
  HammerEventSpec spec;

  hammer_event_spec_init (&spec);
  spec.name = "Najaarstoernooi";
  spec.rules = rules;
  spec.format = format;
  spec.n_boards = boards;
  spec.date = "2026-11-21";
  return create_from_spec (f, &spec);
}

static void
enter (Fixture *f,
       gint64   event_id,
       guint    n)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, g_strdup_printf ("Speler %03u", i + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_events_add_entrants (f->store, event_id, (const char * const *) names->pdata, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ids->len, ==, n);
}

/* A Swiss of @rounds rounds and @n entrants, drawn: its first round paired. */
static gint64
drawn_swiss (Fixture *f,
             guint    rounds,
             guint    n)
{
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Swiss";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SWISS;
  spec.rounds = rounds;
  event_id = create_from_spec (f, &spec);
  enter (f, event_id, n);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  return event_id;
}

static JsonArray *
matches (Fixture *f,
         gint64   event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (f->store, event_id, &error);

  g_assert_no_error (error);
  return json_array_ref (json_node_get_array (node));
}

/* A table-shuffleboard match that side @winner wins 2–0: four ends of 4. */
static JsonNode *
table_win (int winner)
{
  g_autofree char *text = NULL;
  const char *end = winner == 0 ? "{\"points\": [4, 0]}" : "{\"points\": [0, 4]}";

  text = g_strdup_printf ("{\"games\": [{\"ends\": [%s, %s, %s, %s]},"
                          " {\"ends\": [%s, %s, %s, %s]}]}",
                          end, end, end, end, end, end, end, end);
  return json_from_string (text, NULL);
}

/* Plays every ready match with a random winner until none is left. */
static guint
play_out (Fixture *f,
          gint64   event_id,
          GRand   *rand)
{
  guint played = 0;

  for (;;)
    {
      g_autoptr(JsonArray) list = matches (f, event_id);
      gboolean any = FALSE;

      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonObject *match = json_array_get_object_element (list, i);
          g_autoptr(JsonNode) input = NULL;
          g_autoptr(JsonNode) state = NULL;
          g_autoptr(GError) error = NULL;

          if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0)
            continue;
          input = table_win (g_rand_int_range (rand, 0, 2));
          state = hammer_events_record_result (f->store, event_id,
                                               json_object_get_int_member (match, "id"), input,
                                               FALSE, &error);
          g_assert_no_error (error);
          played++;
          any = TRUE;
        }
      if (!any)
        return played;
    }
}

static guint
count_state (JsonArray  *list,
             const char *state,
             gboolean    with_bye)
{
  guint n = 0;

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      gboolean bye = json_object_get_boolean_member_with_default (match, "bye", FALSE);

      if ((state == NULL || g_strcmp0 (json_object_get_string_member (match, "state"), state) == 0) &&
          bye == with_bye)
        n++;
    }
  return n;
}

static JsonArray *
standings (Fixture *f,
           gint64   event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_standings_json (f->store, event_id, &error);

  g_assert_no_error (error);
  return json_array_ref (json_node_get_array (node));
}

/* Single elimination: N−1 played matches, one champion, for several sizes. */
static void
test_single_elimination (Fixture       *f,
                         gconstpointer  data)
{
  static const guint sizes[] = { 2, 3, 5, 8, 13, 16, 17 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      gint64 event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 4);
      g_autoptr(JsonArray) list = NULL;
      g_autoptr(JsonArray) table = NULL;
      g_autoptr(GError) error = NULL;
      guint played;

      enter (f, event_id, sizes[k]);
      hammer_events_draw (f->store, event_id, TRUE, 1, &error);
      g_assert_no_error (error);

      played = play_out (f, event_id, rand);
      g_assert_cmpuint (played, ==, sizes[k] - 1);

      list = matches (f, event_id);
      g_assert_cmpuint (count_state (list, "finished", FALSE), ==, sizes[k] - 1);
      g_assert_cmpuint (count_state (list, NULL, FALSE), ==, sizes[k] - 1);

      table = standings (f, event_id);
      g_assert_cmpuint (json_array_get_length (table), ==, sizes[k]);
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 0),
                                                   "place"), ==, 1);
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 1),
                                                   "place"), ==, 2);
    }
}

/* Double elimination: 2N−2 or 2N−1 matches, one champion. */
static void
test_double_elimination (Fixture       *f,
                         gconstpointer  data)
{
  static const guint sizes[] = { 2, 3, 4, 6, 8, 11, 16, 32 };
  g_autoptr(GRand) rand = g_rand_new_with_seed (11);

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      gint64 event_id = create (f, "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 6);
      g_autoptr(JsonArray) table = NULL;
      g_autoptr(GError) error = NULL;
      guint played, n = sizes[k];

      enter (f, event_id, n);
      hammer_events_draw (f->store, event_id, TRUE, 3, &error);
      g_assert_no_error (error);
      played = play_out (f, event_id, rand);
      g_assert_true (played == 2 * n - 2 || played == 2 * n - 1);

      table = standings (f, event_id);
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 0),
                                                   "place"), ==, 1);
      g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 1),
                                                   "place"), ==, 2);
    }
}

/* Nobody is on two boards at once, and six boards are all in use while
 * there are enough ready matches. */
static void
test_boards (Fixture       *f,
             gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 6);
  g_autoptr(GRand) rand = g_rand_new_with_seed (5);
  g_autoptr(GError) error = NULL;

  enter (f, event_id, 32);
  hammer_events_draw (f->store, event_id, TRUE, 9, &error);
  g_assert_no_error (error);

  for (guint step = 0; step < 80; step++)
    {
      g_autoptr(JsonArray) list = matches (f, event_id);
      g_autoptr(GHashTable) busy = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
      g_autoptr(GHashTable) boards = g_hash_table_new (NULL, NULL);
      g_autoptr(JsonNode) input = NULL;
      g_autoptr(JsonNode) state = NULL;
      gint64 to_play = 0;
      guint ready = 0;

      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonObject *match = json_array_get_object_element (list, i);
          JsonNode *board = json_object_get_member (match, "board");
          const char *match_state = json_object_get_string_member (match, "state");

          if (g_strcmp0 (match_state, "ready") != 0)
            continue;
          ready++;
          if (JSON_NODE_HOLDS_NULL (board))
            continue;

          /* A board holds one open match, and a player is on one board. */
          g_assert_false (g_hash_table_contains (boards, GINT_TO_POINTER (json_node_get_int (board))));
          g_hash_table_add (boards, GINT_TO_POINTER (json_node_get_int (board)));
          for (guint s = 0; s < 2; s++)
            {
              gint64 *entrant = g_new (gint64, 1);

              *entrant = json_array_get_int_element (json_object_get_array_member (match, "sides"), s);
              g_assert_false (g_hash_table_contains (busy, entrant));
              g_hash_table_add (busy, entrant);
            }
          if (to_play == 0)
            to_play = json_object_get_int_member (match, "id");
        }

      if (to_play == 0)
        break;
      g_assert_cmpuint (g_hash_table_size (boards), ==, MIN (6, ready));
      input = table_win (g_rand_int_range (rand, 0, 2));
      state = hammer_events_record_result (f->store, event_id, to_play, input, FALSE, &error);
      g_assert_no_error (error);
    }
}

/* An impossible end is refused with the game and end named, and nothing
 * is stored. */
static void
test_result_refused (Fixture       *f,
                     gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonNode) input = json_from_string ("{\"games\": [{\"ends\": [{\"points\": [3, 0]},"
                                                " {\"points\": [17, 0]}]}]}", NULL);
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(GError) error = NULL;
  gint64 match_id;

  enter (f, event_id, 4);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  match_id = json_object_get_int_member (json_array_get_object_element (list, 0), "id");

  state = hammer_events_record_result (f->store, event_id, match_id, input, FALSE,
                                       &error);
  g_assert_null (state);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  /* The GError is the whole violation. */
  g_assert_cmpstr (hammer_error_get_reason (error), ==, "impossible-points");
  g_assert_cmpint (hammer_error_get_game (error), ==, 0);
  g_assert_cmpint (hammer_error_get_end (error), ==, 1);

  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (list, 0), "state"),
                   ==, "ready");
}

static gint64
match_in_round (JsonArray  *list,
                const char *bracket,
                guint       round,
                guint       position)
{
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      if (g_strcmp0 (json_object_get_string_member (match, "bracket"), bracket) == 0 &&
          json_object_get_int_member (match, "round") == round &&
          json_object_get_int_member (match, "position") == position)
        return json_object_get_int_member (match, "id");
    }
  return 0;
}

static JsonObject *
find_match (JsonArray *list,
            gint64     id)
{
  for (guint i = 0; i < json_array_get_length (list); i++)
    if (json_object_get_int_member (json_array_get_object_element (list, i), "id") == id)
      return json_array_get_object_element (list, i);
  return NULL;
}

static void
record (Fixture *f,
        gint64   event_id,
        gint64   match_id,
        int      winner,
        gboolean reset,
        GError **error)
{
  g_autoptr(JsonNode) input = table_win (winner);
  g_autoptr(JsonNode) state = hammer_events_record_result (f->store, event_id, match_id, input,
                                                           reset, error);
}

/* A corrected result moves the bracket while the next match is unplayed;
 * once it is played the correction is refused naming it, or resets it when
 * asked. */
static void
test_correction (Fixture       *f,
                 gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GError) error = NULL;
  gint64 first, second, final;
  gint64 winner_before, winner_after;

  enter (f, event_id, 4);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  first = match_in_round (list, "winners", 1, 0);
  second = match_in_round (list, "winners", 1, 1);
  final = match_in_round (list, "final", 2, 0);
  g_assert_cmpint (first, >, 0);
  g_assert_cmpint (final, >, 0);

  record (f, event_id, first, 0, FALSE, &error);
  g_assert_no_error (error);
  record (f, event_id, second, 0, FALSE, &error);
  g_assert_no_error (error);
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  winner_before = json_array_get_int_element (json_object_get_array_member (find_match (list, final), "sides"), 0);

  /* Corrected before the final is played: the final's side follows. */
  record (f, event_id, first, 1, FALSE, &error);
  g_assert_no_error (error);
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  winner_after = json_array_get_int_element (json_object_get_array_member (find_match (list, final), "sides"), 0);
  g_assert_cmpint (winner_before, !=, winner_after);

  /* The final is played; now the correction is refused, naming it. */
  record (f, event_id, final, 0, FALSE, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GArray) dependents = hammer_events_list_dependent_results (f->store, event_id,
                                                                         first, &error);
    g_autoptr(GArray) none = hammer_events_list_dependent_results (f->store, event_id, final,
                                                                   &error);

    g_assert_no_error (error);
    g_assert_cmpuint (dependents->len, ==, 1);
    g_assert_cmpint (g_array_index (dependents, gint64, 0), ==, final);
    g_assert_cmpuint (none->len, ==, 0);
  }
  record (f, event_id, first, 0, FALSE, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  {
    g_autofree char *final_text = g_strdup_printf ("%" G_GINT64_FORMAT, final);
    g_assert_nonnull (strstr (error->message, final_text));
  }
  g_clear_error (&error);

  /* Asked to, the correction resets the final too. */
  record (f, event_id, first, 0, TRUE, &error);
  g_assert_no_error (error);
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  g_assert_cmpstr (json_object_get_string_member (find_match (list, final), "state"), ==, "ready");
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (find_match (list, final), "sides"), 0),
                   ==, winner_before);
  /* The list carries what was entered, to open it for correction; the
   * reset final has nothing. */
  g_assert_true (json_object_has_member (json_object_get_object_member (find_match (list, first),
                                                                        "result"), "games"));
  g_assert_false (json_object_has_member (find_match (list, final), "result"));
}

/* A withdrawal after the draw hands the next match over as a walkover. */
static void
test_withdrawal (Fixture       *f,
                 gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 0);
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonArray) table = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (3);
  g_autoptr(GError) error = NULL;
  JsonArray *entrants;
  gint64 quitter;

  enter (f, event_id, 8);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  event = hammer_events_get_event_json (f->store, event_id, &error);
  g_assert_no_error (error);
  entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  quitter = json_object_get_int_member (json_array_get_object_element (entrants, 2), "id");

  hammer_events_withdraw_entrant (f->store, event_id, quitter, &error);
  g_assert_no_error (error);
  play_out (f, event_id, rand);

  /* The event still finishes with one champion, who is not the quitter. */
  table = standings (f, event_id);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 0), "place"),
                   ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 0), "entrant"),
                   !=, quitter);
}

/* Undo takes a result back. */
static void
test_undo_result (Fixture       *f,
                  gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GError) error = NULL;
  gint64 first;

  enter (f, event_id, 4);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  first = match_in_round (list, "winners", 1, 0);
  record (f, event_id, first, 1, FALSE, &error);
  g_assert_no_error (error);

  hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error);
  g_assert_no_error (error);
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  g_assert_cmpstr (json_object_get_string_member (find_match (list, first), "state"), ==, "ready");
}

/* A result whose match cannot be read for the change log as it was is
 * refused: logged without its old state, undo would take the match for a
 * new row and delete it. A blob is a value the log cannot read. */
static void
test_result_unreadable_row (Fixture       *f,
                            gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *sql = NULL;
  sqlite3 *raw = NULL;
  gint64 first;

  enter (f, event_id, 4);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  first = match_in_round (list, "winners", 1, 0);

  path = g_strdup (hammer_store_get_path (f->store));
  g_clear_object (&f->store);
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  sql = g_strdup_printf ("UPDATE matches SET result_entrants = x'00' WHERE id = %" G_GINT64_FORMAT,
                         first);
  g_assert_cmpint (sqlite3_exec (raw, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);
  f->store = hammer_store_open (path, &error);
  g_assert_no_error (error);

  record (f, event_id, first, 1, FALSE, &error);
  g_assert_nonnull (error);
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  g_assert_nonnull (find_match (list, first));
  g_assert_cmpstr (json_object_get_string_member (find_match (list, first), "state"), ==, "ready");
}

/* Round robin: everyone meets everyone once. */
static void
test_round_robin (Fixture       *f,
                  gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_ROUND_ROBIN, 3);
  g_autoptr(GRand) rand = g_rand_new_with_seed (13);
  g_autoptr(JsonArray) table = NULL;
  g_autoptr(GError) error = NULL;

  enter (f, event_id, 7);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (play_out (f, event_id, rand), ==, 7 * 6 / 2);
  table = standings (f, event_id);
  g_assert_cmpuint (json_array_get_length (table), ==, 7);
  for (guint i = 0; i < 7; i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, i), "played"),
                     ==, 6);
}

/* Swiss: the rounds come one by one, and nobody meets anyone twice. */
static void
test_swiss (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GRand) rand = g_rand_new_with_seed (17);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GHashTable) pairs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GError) error = NULL;
  gint64 event_id;

  event_id = drawn_swiss (f, 5, 15);

  /* 15 players: 7 matches and a bye in each of 5 rounds. */
  g_assert_cmpuint (play_out (f, event_id, rand), ==, 5 * 7);
  list = matches (f, event_id);
  g_assert_cmpuint (count_state (list, "finished", TRUE), ==, 5);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *sides = json_object_get_array_member (match, "sides");
      gint64 a, b;
      char *key;

      if (json_object_get_boolean_member_with_default (match, "bye", FALSE))
        continue;
      a = json_array_get_int_element (sides, 0);
      b = json_array_get_int_element (sides, 1);
      key = g_strdup_printf ("%" G_GINT64_FORMAT "-%" G_GINT64_FORMAT, MIN (a, b), MAX (a, b));
      g_assert_false (g_hash_table_contains (pairs, key));
      g_hash_table_add (pairs, key);
    }
}

/* A sjoelbak series: ranked by total, ties by the best single game. */
static void
test_series (Fixture       *f,
             gconstpointer  data)
{
  HammerEventSpec spec;
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonArray) table = NULL;
  g_autoptr(GError) error = NULL;
  /* Both total 200 over two games; the second has the better single game. */
  static const char *results[] = {
    "{\"games\": [{\"ends\": [{\"points\": [100]}]}, {\"ends\": [{\"points\": [100]}]}]}",
    "{\"games\": [{\"ends\": [{\"points\": [80]}]}, {\"ends\": [{\"points\": [120]}]}]}",
    "{\"games\": [{\"ends\": [{\"counts\": [[7, 7, 7, 9]]}]}, {\"ends\": [{\"points\": [10]}]}]}",
  };
  gint64 event_id;

  json_object_set_int_member (options, "games", 2);
  hammer_event_spec_init (&spec);
  spec.name = "Clubavond";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.options = options;
  spec.n_boards = 3;
  event_id = create_from_spec (f, &spec);
  enter (f, event_id, 3);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);

  list = matches (f, event_id);
  g_assert_cmpuint (json_array_get_length (list), ==, 3);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(JsonNode) input = json_from_string (results[i], NULL);
      g_autoptr(JsonNode) state = NULL;

      state = hammer_events_record_result (f->store, event_id,
                                           json_object_get_int_member (json_array_get_object_element (list, i), "id"),
                                           input, FALSE, &error);
      g_assert_no_error (error);
    }

  table = standings (f, event_id);
  /* 148 + 10 = 158 last; 80 + 120 beats 100 + 100 on the best game. */
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (table, 0), "name"),
                   ==, "Speler 002");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 0), "total"),
                   ==, 200);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (table, 1), "name"),
                   ==, "Speler 001");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 2), "total"),
                   ==, 158);
}

/* Export, import into the same database, export again: identical. */
static void
test_export_import (Fixture       *f,
                    gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 2);
  g_autoptr(GRand) rand = g_rand_new_with_seed (23);
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) second = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *first_text = NULL;
  g_autofree char *second_text = NULL;
  gint64 copy;
  guint steps = 0;

  enter (f, event_id, 9);
  hammer_events_draw (f->store, event_id, TRUE, 4, &error);
  g_assert_no_error (error);
  /* Half an event: some results in. */
  for (;;)
    {
      g_autoptr(JsonArray) list = matches (f, event_id);
      gint64 id = 0;

      for (guint i = 0; i < json_array_get_length (list) && id == 0; i++)
        if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (list, i), "state"), "ready") == 0)
          id = json_object_get_int_member (json_array_get_object_element (list, i), "id");
      if (id == 0 || ++steps > 8)
        break;
      record (f, event_id, id, g_rand_int_range (rand, 0, 2), FALSE, &error);
      g_assert_no_error (error);
    }

  first = hammer_events_export (f->store, event_id, &error);
  g_assert_no_error (error);
  copy = hammer_events_import (f->store, first, &error);
  g_assert_no_error (error);
  g_assert_cmpint (copy, !=, event_id);
  second = hammer_events_export (f->store, copy, &error);
  g_assert_no_error (error);

  first_text = json_to_string (first, TRUE);
  second_text = json_to_string (second, TRUE);
  g_assert_cmpstr (first_text, ==, second_text);
}

/* Broken documents are refused whole. */
static void
test_import_broken (Fixture       *f,
                    gconstpointer  data)
{
  static const char *documents[] = {
    "[]",
    "{\"format\": \"something else\"}",
    "{\"format\": \"hammer-event\", \"version\": 1}",
    "{\"format\": \"hammer-event\", \"version\": 99, \"event\": {}}",
    "{\"format\": \"hammer-event\", \"version\": 1, \"event\": {\"name\": \"X\", \"rules\": \"golf\","
    " \"format\": \"swiss\"}, \"boards\": [], \"players\": [], \"entrants\": [], \"matches\": []}",
    "{\"format\": \"hammer-event\", \"version\": 1, \"event\": {\"name\": \"X\", \"rules\": \"table\","
    " \"format\": \"single-elimination\"}, \"boards\": [], \"players\": [],"
    " \"entrants\": [{\"name\": \"A\", \"players\": [5]}], \"matches\": []}",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) list = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (documents); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (documents[i], NULL);

      g_assert_cmpint (hammer_events_import (f->store, node, &error), ==, 0);
      g_assert_nonnull (error);
      g_test_message ("%s", error->message);
      g_clear_error (&error);
    }

  /* A count of rounds must be whole, and the message names it. */
  {
    g_autoptr(JsonNode) node = json_from_string (
      "{\"format\": \"hammer-event\", \"version\": 1, \"event\": {\"name\": \"X\","
      " \"rules\": \"table\", \"format\": \"swiss\", \"settings\": {\"rounds\": 2.5}},"
      " \"boards\": [], \"players\": [], \"entrants\": [], \"matches\": []}", NULL);

    g_assert_cmpint (hammer_events_import (f->store, node, &error), ==, 0);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_assert_nonnull (strstr (error->message, "“rounds” must be a whole number from 0 to 100000"));
    g_clear_error (&error);
  }

  list = hammer_events_list_json (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (list)), ==, 0);
}

/* The state of event @id in the list of events, as the sidebar reads it. */
static char *
listed_state (HammerStore *store,
              gint64       id,
              gint64      *n_entrants)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) list = hammer_events_list_json (store, &error);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (list);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *event = json_array_get_object_element (array, i);

      if (json_object_get_int_member (event, "id") != id)
        continue;
      if (n_entrants != NULL)
        *n_entrants = json_object_get_int_member (event, "entrants");
      return g_strdup (json_object_get_string_member (event, "state"));
    }
  g_assert_not_reached ();
}

/* The list of events keeps each event's line while its rows stay as they
 * were, and follows every change: entrants, the draw, each result, an undo,
 * and a result stored by another program on the same file. */
static void
test_list_follows_changes (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) other = NULL;
  g_autoptr(JsonArray) list = NULL;
  g_autofree char *state = NULL;
  gint64 id = create (f, "table", HAMMER_FORMAT_ROUND_ROBIN, 0);
  gint64 quiet = create (f, "table", HAMMER_FORMAT_ROUND_ROBIN, 0);
  gint64 n_entrants = 0, last_change;
  guint n_matches;

  enter (f, id, 3);
  enter (f, quiet, 4);
  state = listed_state (f->store, id, &n_entrants);
  g_assert_cmpstr (state, ==, "setup");
  g_assert_cmpint (n_entrants, ==, 3);
  g_clear_pointer (&state, g_free);
  {
    const char *late[] = { "Laatkomer", NULL };
    g_autoptr(GArray) ids = hammer_events_add_entrants (f->store, id, late, &error);

    g_assert_no_error (error);
  }
  state = listed_state (f->store, id, &n_entrants);
  g_assert_cmpint (n_entrants, ==, 4);
  g_clear_pointer (&state, g_free);

  g_assert_true (hammer_events_draw (f->store, id, TRUE, 1, &error));
  g_assert_no_error (error);
  state = listed_state (f->store, id, NULL);
  g_assert_cmpstr (state, ==, "in_progress");
  g_clear_pointer (&state, g_free);

  /* Every result but the last keeps it under way; the last finishes it. */
  list = matches (f, id);
  n_matches = json_array_get_length (list);
  for (guint i = 0; i < n_matches; i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      g_autoptr(JsonNode) input = table_win (0);
      g_autoptr(JsonNode) result = NULL;

      if (json_object_get_boolean_member_with_default (match, "bye", FALSE))
        continue;
      if (i == n_matches - 1)
        {
          /* The last one by another program, as hammer-cli would. */
          other = hammer_store_open (hammer_store_get_path (f->store), &error);
          g_assert_no_error (error);
          result = hammer_events_record_result (other, id, json_object_get_int_member (match, "id"),
                                                input, FALSE, &error);
        }
      else
        result = hammer_events_record_result (f->store, id,
                                              json_object_get_int_member (match, "id"), input,
                                              FALSE, &error);
      g_assert_no_error (error);
      state = listed_state (f->store, id, NULL);
      g_assert_cmpstr (state, ==, i == n_matches - 1 ? "finished" : "in_progress");
      g_clear_pointer (&state, g_free);
    }

  /* Undo of the last result puts it back under way. */
  last_change = hammer_store_get_last_change (f->store);
  g_assert_true (hammer_store_undo (f->store, last_change, &error));
  g_assert_no_error (error);
  state = listed_state (f->store, id, NULL);
  g_assert_cmpstr (state, ==, "in_progress");
  g_clear_pointer (&state, g_free);
  state = listed_state (f->store, quiet, &n_entrants);
  g_assert_cmpstr (state, ==, "setup");
  g_assert_cmpint (n_entrants, ==, 4);
}

/* Entries close at the draw; a bad event is refused with its reason. */
static void
test_setup_errors (Fixture       *f,
                   gconstpointer  data)
{
  HammerEventSpec spec;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = json_object_new ();
  const char *late[] = { "Te Laat", NULL };
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "X";
  spec.rules = "golf";
  g_assert_cmpint (hammer_events_create (f->store, &spec, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  json_object_set_int_member (options, "target", -3);
  spec.rules = "table";
  spec.options = options;
  g_assert_cmpint (hammer_events_create (f->store, &spec, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0);
  enter (f, event_id, 1);
  g_assert_false (hammer_events_draw (f->store, event_id, TRUE, 1, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  {
    const char *more[] = { "Tweede Speler", NULL };
    g_autoptr(GArray) ids = hammer_events_add_entrants (f->store, event_id, more, &error);
    g_assert_no_error (error);
  }
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  g_assert_null (hammer_events_add_entrants (f->store, event_id, late, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

/* The options of an event read "options" of its JSON. */
static char *
event_options_text (Fixture *f,
                    gint64   event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = hammer_events_get_event_json (f->store, event_id, &error);
  g_autoptr(JsonNode) options = NULL;

  g_assert_no_error (error);
  options = json_node_copy (json_object_get_member (json_node_get_object (event), "options"));
  return json_to_string (options, FALSE);
}

/* Typed options make the event the same options as JSON do, refusals and
 * the sjoelbak series' one side included. */
static void
test_typed_options (Fixture       *f,
                    gconstpointer  data)
{
  static const struct
  {
    const char   *rules;
    HammerFormat  format;
    const char   *json;
    HammerOptionId option[2];
    int           value[2];
  } cases[] = {
    { "table", HAMMER_FORMAT_ROUND_ROBIN, "{}", { HAMMER_N_OPTIONS, HAMMER_N_OPTIONS } },
    { "table", HAMMER_FORMAT_SINGLE_ELIMINATION, "{\"target\": 21, \"best_of\": 3}",
      { HAMMER_OPTION_TARGET, HAMMER_OPTION_BEST_OF }, { 21, 3 } },
    { "sjoelbak", HAMMER_FORMAT_SERIES, "{\"games\": 2, \"bonus\": false}",
      { HAMMER_OPTION_GAMES, HAMMER_OPTION_BONUS }, { 2, 0 } },
    { "table", HAMMER_FORMAT_SINGLE_ELIMINATION, "{\"target\": -3}",
      { HAMMER_OPTION_TARGET, HAMMER_N_OPTIONS }, { -3 } },
    { "table", HAMMER_FORMAT_SINGLE_ELIMINATION, "{\"games\": 2}",
      { HAMMER_OPTION_GAMES, HAMMER_N_OPTIONS }, { 2 } },
  };

  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    {
      g_autoptr(JsonNode) json = json_from_string (cases[c].json, NULL);
      g_autoptr(GError) json_error = NULL;
      g_autoptr(GError) typed_error = NULL;
      HammerEventSpec spec;
      HammerOptions options;
      gint64 from_json, from_typed;

      hammer_event_spec_init (&spec);
      spec.name = "Opties";
      spec.rules = cases[c].rules;
      spec.format = cases[c].format;
      spec.options = json_node_get_object (json);
      from_json = hammer_events_create (f->store, &spec, &json_error);

      hammer_options_init (&options);
      for (guint i = 0; i < 2; i++)
        if (cases[c].option[i] < HAMMER_N_OPTIONS)
          hammer_options_set (&options, cases[c].option[i], cases[c].value[i]);
      spec.options = NULL;
      spec.typed_options = &options;
      from_typed = hammer_events_create (f->store, &spec, &typed_error);

      g_assert_cmpint (from_json == 0, ==, from_typed == 0);
      if (from_json == 0)
        {
          g_assert_error (typed_error, json_error->domain, json_error->code);
          g_assert_cmpstr (typed_error->message, ==, json_error->message);
        }
      else
        {
          g_autofree char *json_text = event_options_text (f, from_json);
          g_autofree char *typed_text = event_options_text (f, from_typed);

          g_assert_cmpstr (typed_text, ==, json_text);
        }
    }
}

/* Seeds set by hand decide the draw order. */
static void
test_seeds (Fixture       *f,
            gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0);
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *entrants;
  gint64 first, fourth;

  enter (f, event_id, 8);
  event = hammer_events_get_event_json (f->store, event_id, &error);
  g_assert_no_error (error);
  entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  first = json_object_get_int_member (json_array_get_object_element (entrants, 0), "id");
  fourth = json_object_get_int_member (json_array_get_object_element (entrants, 3), "id");
  g_clear_pointer (&event, json_node_unref);

  hammer_events_seed_entrant (f->store, event_id, fourth, 1, &error);
  g_assert_no_error (error);
  /* A seed is one entrant's. */
  g_assert_false (hammer_events_seed_entrant (f->store, event_id, first, 1, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);

  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  event = hammer_events_get_event_json (f->store, event_id, &error);
  g_assert_no_error (error);
  entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  /* After the draw the entrants come in seed order. */
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (entrants, 0), "id"),
                   ==, fourth);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (entrants, 0), "seed"),
                   ==, 1);
}

/* A blind draw makes doubles teams by lot, the same lot for the same seed. */
static void
test_blind_draw (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *first_teams = NULL;
  HammerEventSpec spec;

  json_object_set_int_member (options, "team_size", 2);
  hammer_event_spec_init (&spec);
  spec.name = "Koppeltoernooi";
  spec.rules = "table";
  spec.options = options;

  for (guint round = 0; round < 2; round++)
    {
      g_autoptr(GArray) teams = NULL;
      g_autoptr(JsonNode) event = NULL;
      g_autoptr(GString) names = g_string_new (NULL);
      gint64 event_id = hammer_events_create (f->store, &spec, &error);
      JsonArray *entrants;

      g_assert_no_error (error);
      enter (f, event_id, 7);
      /* Seven players make no teams of two. */
      g_assert_null (hammer_events_blind_draw (f->store, event_id, TRUE, 42, &error));
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
      g_clear_error (&error);
      {
        const char *eighth[] = { "Speler 008", NULL };
        g_autoptr(GArray) ids = hammer_events_add_entrants (f->store, event_id, eighth, &error);
        g_assert_no_error (error);
      }

      teams = hammer_events_blind_draw (f->store, event_id, TRUE, 42, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (teams->len, ==, 4);
      event = hammer_events_get_event_json (f->store, event_id, &error);
      g_assert_no_error (error);
      entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
      g_assert_cmpuint (json_array_get_length (entrants), ==, 4);
      for (guint i = 0; i < 4; i++)
        {
          JsonObject *team = json_array_get_object_element (entrants, i);

          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (team, "players")),
                            ==, 2);
          g_assert_nonnull (strstr (json_object_get_string_member (team, "name"), " / "));
          g_string_append_printf (names, "%s|", json_object_get_string_member (team, "name"));
        }
      if (first_teams == NULL)
        first_teams = g_strdup (names->str);
      else
        g_assert_cmpstr (first_teams, ==, names->str);

      /* The blind draw is one change, undone whole. */
      if (round == 1)
        {
          g_autoptr(JsonNode) again = NULL;

          hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error);
          g_assert_no_error (error);
          again = hammer_events_get_event_json (f->store, event_id, &error);
          g_assert_no_error (error);
          g_assert_cmpuint (json_array_get_length (json_object_get_array_member (json_node_get_object (again), "entrants")),
                            ==, 8);
        }
    }
}

/* Sjoelbak classes follow the players' averages at the draw. */
static void
test_series_classes (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) table = NULL;
  g_autoptr(JsonArray) list = NULL;
  HammerEventSpec spec;
  gint64 event_id;
  static const double averages[] = { 131.5, 119.9, 120.0 };

  for (guint i = 0; i < G_N_ELEMENTS (averages); i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %03u", i + 1);
      g_autoptr(HammerPlayer) player = hammer_player_new (name);

      hammer_player_set_average (player, averages[i]);
      hammer_roster_add_player (f->store, player, &error);
      g_assert_no_error (error);
    }

  json_object_set_int_member (options, "games", 1);
  hammer_event_spec_init (&spec);
  spec.name = "Clubavond";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.options = options;
  spec.classes = "A=130,B=120,C=0";
  event_id = create_from_spec (f, &spec);
  enter (f, event_id, 3);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);

  list = matches (f, event_id);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(JsonNode) input = json_from_string ("{\"games\": [{\"ends\": [{\"points\": [100]}]}]}", NULL);
      g_autoptr(JsonNode) state = hammer_events_record_result (f->store, event_id,
                                                               json_object_get_int_member (json_array_get_object_element (list, i), "id"),
                                                               input, FALSE, &error);
      g_assert_no_error (error);
    }
  table = standings (f, event_id);
  for (guint i = 0; i < 3; i++)
    {
      JsonObject *row = json_array_get_object_element (table, i);
      const char *name = json_object_get_string_member (row, "name");
      const char *klass = json_object_get_string_member (row, "class");

      /* Alone in their class, each is first there. */
      g_assert_cmpint (json_object_get_int_member (row, "class_place"), ==, 1);
      g_assert_cmpstr (json_object_get_string_member (row, "class_place_label"), ==, "1");
      if (g_str_equal (name, "Speler 001"))
        g_assert_cmpstr (klass, ==, "A");
      else if (g_str_equal (name, "Speler 002"))
        g_assert_cmpstr (klass, ==, "C");
      else
        g_assert_cmpstr (klass, ==, "B");
    }

  /* Limits out of order are refused. */
  spec.classes = "A=100,B=120";
  g_assert_cmpint (hammer_events_create (f->store, &spec, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

/* hammer-cli with @args on a database of its own in the fixture's folder,
 * @input on stdin. */
#define CLI(f, run, input, ...) cli_run ((run), (f)->cli_db, (input), __VA_ARGS__)

/* A director's whole event from the command line, as docs/ARCHITECTURE.md
 * ("Command line") has it. */
static void
test_cli_whole_event (Fixture       *f,
                      gconstpointer  data)
{
  g_auto(CliRun) r = { 0 };
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *event = NULL;
  g_autofree char *export1 = g_build_filename (f->dir, "one.json", NULL);
  g_autofree char *export2 = g_build_filename (f->dir, "two.json", NULL);
  g_autofree char *text1 = NULL;
  g_autofree char *text2 = NULL;
  g_autofree char *copy = NULL;
  guint rounds = 0;

  CLI (f, &r, NULL, "event", "create", "--name", "Winterbeker", "--rules", "table",
       "--option", "best_of=1", "--format", "double-elimination",
       "--board-names", "Tafel Noord, Tafel Zuid", "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  node = test_parse_json (r.out);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (json_node_get_object (node), "id"));
  g_clear_pointer (&node, json_node_unref);

  CLI (f, &r, NULL, "event", "show", "--event", event, NULL);
  g_assert_cmpint (r.status, ==, 0);
  node = test_parse_json (r.out);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (json_object_get_array_member (json_node_get_object (node), "boards"), 1), "name"),
                   ==, "Tafel Zuid");
  g_clear_pointer (&node, json_node_unref);

  CLI (f, &r, NULL, "entrants", "add", "--event", event, "Anna", "Bert", "Cor", "Dirk", "Eva", NULL);
  g_assert_cmpint (r.status, ==, 0);
  CLI (f, &r, NULL, "draw", "--event", event, "--seed", "7", NULL);
  g_assert_cmpint (r.status, ==, 0);

  /* Every ready match gets a result until none is left. */
  for (;;)
    {
      JsonArray *list;
      gboolean any = FALSE;

      CLI (f, &r, NULL, "matches", "--event", event, "--json", NULL);
      g_assert_cmpint (r.status, ==, 0);
      node = test_parse_json (r.out);
      list = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonObject *match = json_array_get_object_element (list, i);
          g_autofree char *id = NULL;

          g_assert_true (json_object_has_member (match, "round"));
          g_assert_true (json_object_has_member (match, "bracket"));
          g_assert_true (json_object_has_member (match, "sides"));
          g_assert_true (json_object_has_member (match, "board"));
          if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0)
            continue;
          id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (match, "id"));
          CLI (f, &r, "{\"games\": [{\"ends\": [{\"points\": [0, 4]}, {\"points\": [0, 4]},"
                      " {\"points\": [0, 4]}, {\"points\": [0, 4]}]}]}",
               "result", "--event", event, "--match", id, NULL);
          g_assert_cmpint (r.status, ==, 0);
          node = (json_node_unref (node), test_parse_json (r.out));
          g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "state"), ==,
                           "finished");
          any = TRUE;
          break;
        }
      g_clear_pointer (&node, json_node_unref);
      if (!any)
        break;
      g_assert_cmpuint (++rounds, <, 20);
    }
  g_assert_cmpuint (rounds, >=, 8);

  CLI (f, &r, NULL, "standings", "--event", event, "--json", NULL);
  g_assert_cmpint (r.status, ==, 0);
  node = test_parse_json (r.out);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (json_node_get_array (node), 0), "place"), ==, 1);
  g_assert_true (json_object_has_member (json_array_get_object_element (json_node_get_array (node), 0), "name"));
  g_clear_pointer (&node, json_node_unref);

  /* A result for a finished event's match that breaks a rule: exit 2, the
   * error names game and end. */
  CLI (f, &r, "{\"games\": [{\"ends\": [{\"points\": [17, 0]}]}]}", "result", "--event", event,
       "--match", "1", NULL);
  g_assert_cmpint (r.status, ==, 2);
  node = test_parse_json (r.out);
  g_assert_true (json_object_has_member (json_node_get_object (node), "error"));
  g_clear_pointer (&node, json_node_unref);

  CLI (f, &r, NULL, "export", "--event", event, "--format", "json", "--output", export1, NULL);
  g_assert_cmpint (r.status, ==, 0);
  CLI (f, &r, NULL, "import", export1, NULL);
  g_assert_cmpint (r.status, ==, 0);
  node = test_parse_json (r.out);
  copy = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (json_node_get_object (node), "id"));
  g_clear_pointer (&node, json_node_unref);
  CLI (f, &r, NULL, "export", "--event", copy, "--output", export2, NULL);
  g_assert_cmpint (r.status, ==, 0);
  g_assert_true (g_file_get_contents (export1, &text1, NULL, NULL));
  g_assert_true (g_file_get_contents (export2, &text2, NULL, NULL));
  g_assert_cmpstr (text1, ==, text2);
}

/* How many games the standings of @event count as played, through the CLI. */
static guint
cli_played (Fixture    *f,
            const char *event)
{
  g_auto(CliRun) r = { 0 };
  g_autoptr(JsonNode) node = NULL;
  guint played = 0;

  CLI (f, &r, NULL, "standings", "--event", event, NULL);
  g_assert_cmpint (r.status, ==, 0);
  node = test_parse_json (r.out);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (node)); i++)
    played += json_object_get_int_member (json_array_get_object_element (json_node_get_array (node), i), "played");
  return played;
}

/* results import: a file is one change. By default all or nothing: one bad
 * line and nothing is stored, every bad line named. With --keep-going the
 * good lines are stored, and one undo takes them all back. */
static void
test_cli_results_import (Fixture       *f,
                         gconstpointer  data)
{
  g_auto(CliRun) r = { 0 };
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *event = NULL;
  JsonObject *report;
  JsonArray *list;
  JsonArray *errors;

  CLI (f, &r, NULL, "event", "create", "--name", "Avondcompetitie", "--rules", "table",
       "--format", "round-robin", NULL);
  g_assert_cmpint (r.status, ==, 0);
  node = test_parse_json (r.out);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (json_node_get_object (node), "id"));
  g_clear_pointer (&node, json_node_unref);
  CLI (f, &r, NULL, "entrants", "add", "--event", event, "Anna", "Bert", "Cor", "Dirk", NULL);
  CLI (f, &r, NULL, "draw", "--event", event, NULL);
  g_assert_cmpint (r.status, ==, 0);
  node = test_parse_json (r.out);
  list = json_node_get_array (node);
  g_assert_cmpuint (json_array_get_length (list), ==, 6);
  /* Line 2 breaks a rule (17 points in an end), line 4 is not JSON. */
  for (guint i = 0; i < 3; i++)
    g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\":"
                            " [{\"points\": [%d, 0]}, {\"points\": [8, 0]}]}, {\"ends\":"
                            " [{\"points\": [16, 0]}]}]}\n",
                            json_object_get_int_member (json_array_get_object_element (list, i), "id"),
                            i == 1 ? 17 : 8);
  g_string_append (lines, "{\"match\": 1, \"games\": [\n");
  g_clear_pointer (&node, json_node_unref);

  CLI (f, &r, lines->str, "results", "import", "--event", event, "--json", NULL);
  g_assert_cmpint (r.status, ==, 2);
  node = test_parse_json (r.out);
  report = json_object_get_object_member (json_node_get_object (node), "error");
  errors = json_object_get_array_member (report, "errors");
  g_assert_cmpuint (json_array_get_length (errors), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (errors, 0), "line"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (errors, 1), "line"), ==, 4);
  for (guint i = 0; i < 2; i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (errors, i), "message"), !=, "");
  g_assert_cmpint (json_object_get_int_member (report, "imported"), ==, 0);
  g_assert_nonnull (strstr (r.err, "Line 2, Match "));
  g_assert_nonnull (strstr (r.err, "Line 4:"));
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpuint (cli_played (f, event), ==, 0);

  CLI (f, &r, lines->str, "results", "import", "--event", event, "--keep-going", "--json",
       NULL);
  g_assert_cmpint (r.status, ==, 2);
  node = test_parse_json (r.out);
  report = json_object_get_object_member (json_node_get_object (node), "error");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (report, "errors")), ==, 2);
  g_assert_cmpint (json_object_get_int_member (report, "imported"), ==, 2);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpuint (cli_played (f, event), ==, 4);

  /* The import is hammer-cli's change: a store of that source finds it. */
  store = hammer_store_open (f->cli_db, &error);
  g_assert_no_error (error);
  hammer_store_set_source (store, HAMMER_SOURCE_CLI);
  g_assert_true (hammer_store_undo (store, hammer_store_get_last_change (store), &error));
  g_assert_no_error (error);
  g_clear_object (&store);
  g_assert_cmpuint (cli_played (f, event), ==, 0);
}

/* Two lines for one match: the file does not say which is right, so the
 * second is refused naming the first, and nothing is stored. A line that is
 * not JSON says so in words, not in the parser's. */
static void
test_cli_results_import_duplicate (Fixture       *f,
                                   gconstpointer  data)
{
  g_auto(CliRun) r = { 0 };
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *event = NULL;
  g_autofree char *lines = NULL;
  JsonArray *errors;
  gint64 match_id;

  CLI (f, &r, NULL, "event", "create", "--name", "Avondcompetitie", "--rules", "table",
       "--format", "round-robin", NULL);
  g_assert_cmpint (r.status, ==, 0);
  node = test_parse_json (r.out);
  event = g_strdup_printf ("%" G_GINT64_FORMAT,
                           json_object_get_int_member (json_node_get_object (node), "id"));
  g_clear_pointer (&node, json_node_unref);
  CLI (f, &r, NULL, "entrants", "add", "--event", event, "Anna", "Bert", "Cor", "Dirk", NULL);
  CLI (f, &r, NULL, "draw", "--event", event, NULL);
  g_assert_cmpint (r.status, ==, 0);
  node = test_parse_json (r.out);
  match_id = json_object_get_int_member (json_array_get_object_element (json_node_get_array (node),
                                                                        0), "id");
  g_clear_pointer (&node, json_node_unref);
  lines = g_strdup_printf ("{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\":"
                           " [{\"points\": [15, 0]}]}]}\n"
                           "{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\":"
                           " [{\"points\": [0, 15]}]}]}\n"
                           "not a result\n", match_id, match_id);

  CLI (f, &r, lines, "results", "import", "--event", event, "--json", NULL);
  g_assert_cmpint (r.status, ==, 2);
  node = test_parse_json (r.out);
  errors = json_object_get_array_member (json_object_get_object_member (json_node_get_object (node),
                                                                        "error"), "errors");
  g_assert_cmpuint (json_array_get_length (errors), ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (errors, 0), "line"),
                   ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (errors, 0),
                                                  "message"), ==,
                   "Line 1 has a result for this match already; a file gives each match one "
                   "result");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (errors, 1),
                                                  "message"), ==,
                   "This line is not JSON; each line is {\"match\": ID, \"games\": […]}");
  g_assert_cmpuint (cli_played (f, event), ==, 0);
}

/* A refused line names its match by the number users know from screens and
 * paper ("Match 2"), with the line; a line naming no match of the event says
 * that what it gives is an id. */
static void
test_cli_results_import_names_numbers (Fixture       *f,
                                       gconstpointer  data)
{
  g_auto(CliRun) r = { 0 };
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *event = NULL;
  g_autofree char *lines = NULL;
  g_autofree char *expected = NULL;
  JsonObject *refused;
  JsonArray *errors;
  JsonObject *second;
  gint64 number;

  /* The matches of an earlier event make ids and numbers differ. */
  for (guint e = 0; e < 2; e++)
    {
      g_clear_pointer (&event, g_free);
      g_clear_pointer (&node, json_node_unref);
      CLI (f, &r, NULL, "event", "create", "--name", e == 0 ? "Voorronde" : "Avondcompetitie",
           "--rules", "table", "--format", "round-robin", NULL);
      g_assert_cmpint (r.status, ==, 0);
      node = test_parse_json (r.out);
      event = g_strdup_printf ("%" G_GINT64_FORMAT,
                               json_object_get_int_member (json_node_get_object (node), "id"));
      g_clear_pointer (&node, json_node_unref);
      CLI (f, &r, NULL, "entrants", "add", "--event", event, "Anna", "Bert", "Cor", "Dirk",
           NULL);
      CLI (f, &r, NULL, "draw", "--event", event, NULL);
      g_assert_cmpint (r.status, ==, 0);
      node = test_parse_json (r.out);
    }
  second = json_array_get_object_element (json_node_get_array (node), 1);
  number = json_object_get_int_member (second, "number");
  g_assert_cmpint (number, !=, json_object_get_int_member (second, "id"));
  lines = g_strdup_printf ("\n{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\":"
                           " [{\"points\": [17, 0]}]}]}\n"
                           "{\"match\": 9999, \"games\": []}\n",
                           json_object_get_int_member (second, "id"));
  g_clear_pointer (&node, json_node_unref);

  CLI (f, &r, lines, "results", "import", "--event", event, "--json", NULL);
  g_assert_cmpint (r.status, ==, 2);
  expected = g_strdup_printf ("Line 2, Match %" G_GINT64_FORMAT ": Game 1, end 1: ", number);
  g_assert_nonnull (strstr (r.err, expected));
  g_assert_nonnull (strstr (r.err, "Line 3: “Avondcompetitie” has no match with id 9999"));
  node = test_parse_json (r.out);
  errors = json_object_get_array_member (json_object_get_object_member (json_node_get_object (node),
                                                                        "error"), "errors");
  refused = json_array_get_object_element (errors, 0);
  g_assert_cmpint (json_object_get_int_member (refused, "line"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (refused, "number"), ==, number);
  g_assert_false (json_object_has_member (json_array_get_object_element (errors, 1), "number"));
}

/* A table-shuffleboard result that no rules allow: 17 points in one end. */
static JsonNode *
table_impossible (void)
{
  return json_from_string ("{\"games\": [{\"ends\": [{\"points\": [17, 0]}]}]}", NULL);
}

static void
clear_entries (HammerResultEntry *entries,
               guint              n)
{
  for (guint i = 0; i < n; i++)
    g_clear_error (&entries[i].error);
}

/* A batch of a whole bracket's plain results, where every entrant has a
 * handicap: a match whose sides an earlier result of the batch decides is
 * played with its sides' handicaps, which come with them. Every entrant
 * starts on 8 of 15 points, so that two ends of 4 win the match's one
 * game: played without them (as the match was before its sides were
 * known), the later rounds' games would be under way, 8-0, and the rounds
 * after them not ready. */
static void
test_results_batch_handicaps (Fixture       *f,
                              gconstpointer  data)
{
  HammerEventSpec spec;
  HammerOptions options;
  gint64 event_id;
  g_autoptr(GArray) line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) entries = NULL;
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  JsonArray *entrants;
  guint n_stored = 0;

  hammer_options_init (&options);
  options.best_of = 1;
  hammer_event_spec_init (&spec);
  spec.name = "Voorgift";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec.typed_options = &options;
  event_id = create_from_spec (f, &spec);
  enter (f, event_id, 128);
  event = hammer_events_get_event_json (f->store, event_id, &error);
  g_assert_no_error (error);
  entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  g_assert_cmpuint (json_array_get_length (entrants), ==, 128);
  for (guint i = 0; i < 128; i++)
    {
      gint64 id = json_object_get_int_member (json_array_get_object_element (entrants, i), "id");

      g_assert_true (hammer_events_set_entrant_handicap (f->store, event_id, id, 8, &error));
      g_assert_no_error (error);
    }
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  g_assert_cmpuint (json_array_get_length (list), ==, 127);

  /* The whole bracket in playing order, side 0 winning 16-8 with two ends
   * of 4. */
  for (guint i = 0; i < json_array_get_length (list); i++)
    g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": ["
                            "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}]}]}\n",
                            json_object_get_int_member (json_array_get_object_element (list, i),
                                                        "id"));
  entries = hammer_events_read_result_lines (lines->str, lines->len, line_numbers);
  g_assert_cmpuint (entries->len, ==, 127);
  g_assert_true (hammer_events_record_results (f->store, event_id,
                                               (HammerResultEntry *) (void *) entries->data,
                                               entries->len, FALSE, &n_stored, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < entries->len; i++)
    g_assert_no_error (g_array_index (entries, HammerResultEntry, i).error);
  g_assert_cmpuint (n_stored, ==, 127);

  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  g_assert_cmpuint (count_state (list, "finished", FALSE), ==, 127);
}

/* Several results as one change: later ones play the matches earlier ones
 * made ready; one refused result stores nothing unless told to keep going;
 * one undo takes back the whole batch. */
static void
test_results_batch (Fixture       *f,
                    gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) refused_ids = g_hash_table_new (g_int64_hash, g_int64_equal);
  HammerResultEntry entries[7] = { { 0 } };
  guint n_stored = 99, n_refused = 0;
  gint64 bad_id, change_before, change;

  enter (f, event_id, 8);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  g_assert_cmpuint (json_array_get_length (list), ==, G_N_ELEMENTS (entries));

  /* The whole bracket in playing order, side 0 winning; the third match of
   * the first round is scored impossibly. */
  bad_id = json_object_get_int_member (json_array_get_object_element (list, 2), "id");
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      entries[i].match_id = json_object_get_int_member (json_array_get_object_element (list, i),
                                                         "id");
      entries[i].input = entries[i].match_id == bad_id ? table_impossible () : table_win (0);
    }

  change_before = hammer_store_get_last_change (f->store);
  g_assert_true (hammer_events_record_results (f->store, event_id, entries,
                                               G_N_ELEMENTS (entries), FALSE, &n_stored, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_stored, ==, 0);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change_before);
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  g_assert_cmpuint (count_state (list, "finished", FALSE), ==, 0);

  /* Refused: the bad one (naming the rule it breaks) and the matches that
   * wait for it; nothing else. */
  g_assert_nonnull (entries[2].error);
  g_assert_nonnull (hammer_error_get_reason (entries[2].error));
  g_hash_table_add (refused_ids, &entries[2].match_id);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      JsonArray *from = json_object_get_array_member (json_array_get_object_element (list, i),
                                                      "from");
      gboolean waits = FALSE;

      for (guint s = 0; s < json_array_get_length (from); s++)
        {
          JsonNode *node = json_array_get_element (from, s);
          gint64 source;

          if (JSON_NODE_HOLDS_OBJECT (node) &&
              json_object_has_member (json_node_get_object (node), "winner"))
            {
              source = json_object_get_int_member (json_node_get_object (node), "winner");
              waits = waits || g_hash_table_contains (refused_ids, &source);
            }
        }
      if (waits)
        g_hash_table_add (refused_ids, &entries[i].match_id);
      g_assert_true ((entries[i].error != NULL) == (i == 2 || waits));
      n_refused += entries[i].error != NULL;
    }
  g_assert_cmpuint (n_refused, ==, 3);

  /* Keep going: the good results go in, as one change. */
  clear_entries (entries, G_N_ELEMENTS (entries));
  g_assert_true (hammer_events_record_results (f->store, event_id, entries,
                                               G_N_ELEMENTS (entries), TRUE, &n_stored, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_stored, ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    g_assert_true ((entries[i].error != NULL)
                   == g_hash_table_contains (refused_ids, &entries[i].match_id));
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  g_assert_cmpuint (count_state (list, "finished", FALSE), ==, 4);

  change = hammer_store_get_last_change (f->store);
  g_assert_cmpint (change, >, change_before);
  g_assert_true (hammer_store_undo (f->store, change, &error));
  g_assert_no_error (error);
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  g_assert_cmpuint (count_state (list, "finished", FALSE), ==, 0);

  /* All good: the whole bracket in one go, and one undo takes it back. */
  clear_entries (entries, G_N_ELEMENTS (entries));
  json_node_unref (entries[2].input);
  entries[2].input = table_win (0);
  g_assert_true (hammer_events_record_results (f->store, event_id, entries,
                                               G_N_ELEMENTS (entries), FALSE, &n_stored, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_stored, ==, G_N_ELEMENTS (entries));
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  g_assert_cmpuint (count_state (list, "finished", FALSE), ==, G_N_ELEMENTS (entries));
  {
    g_autofree char *imported = json_to_string (json_array_get_element (list, 0), FALSE);
    g_autofree char *final = json_to_string (json_array_get_element (list, 6), FALSE);
    g_autofree char *redone_first = NULL;
    g_autofree char *redone_final = NULL;

    change = hammer_store_get_last_change (f->store);
    g_assert_true (hammer_store_undo (f->store, change, &error));
    g_assert_no_error (error);
    g_clear_pointer (&list, json_array_unref);
    list = matches (f, event_id);
    g_assert_cmpuint (count_state (list, "finished", FALSE), ==, 0);

    /* Redone (the undo undone), every result is back as it was stored,
     * and undone again, gone again. */
    g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
    g_assert_no_error (error);
    g_clear_pointer (&list, json_array_unref);
    list = matches (f, event_id);
    g_assert_cmpuint (count_state (list, "finished", FALSE), ==, G_N_ELEMENTS (entries));
    redone_first = json_to_string (json_array_get_element (list, 0), FALSE);
    redone_final = json_to_string (json_array_get_element (list, 6), FALSE);
    g_assert_cmpstr (redone_first, ==, imported);
    g_assert_cmpstr (redone_final, ==, final);
    g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
    g_assert_no_error (error);
    g_clear_pointer (&list, json_array_unref);
    list = matches (f, event_id);
    g_assert_cmpuint (count_state (list, "finished", FALSE), ==, 0);
  }

  clear_entries (entries, G_N_ELEMENTS (entries));
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    json_node_unref (entries[i].input);
}

/* The state of the waiting row of @table (result_proposals or
 * board_submissions) for @match_id, read from the file at @path. */
static char *
waiting_state (const char *path,
               const char *table,
               gint64      match_id)
{
  g_autofree char *sql = g_strdup_printf ("SELECT state FROM %s WHERE match_id = ?", table);
  sqlite3 *raw = NULL;
  sqlite3_stmt *stmt = NULL;
  char *state = NULL;

  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_prepare_v2 (raw, sql, -1, &stmt, NULL), ==, SQLITE_OK);
  sqlite3_bind_int64 (stmt, 1, match_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    state = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  sqlite3_close (raw);
  return state;
}

/* A batch of results settles what waited about its matches, as a result
 * stored alone does: the players' proposals, proposed or disputed, and a
 * board's result waiting for the desk; what waits about a match the batch
 * left alone still waits. */
static void
test_results_batch_settles (Fixture       *f,
                            gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  HammerResultEntry entries[2] = { { 0 } };
  gint64 ids[3];
  sqlite3 *raw = NULL;
  guint n_stored = 0;

  enter (f, event_id, 8);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    ids[i] = json_object_get_int_member (json_array_get_object_element (list, i), "id");

  path = g_strdup (hammer_store_get_path (f->store));
  g_clear_object (&f->store);
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *sql =
        g_strdup_printf ("INSERT INTO result_proposals (event_id, match_id, board, body,"
                         " received_at, state) VALUES (%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT
                         ", 1, '{}', '2026-12-01T10:00:00Z', '%s');"
                         " INSERT INTO board_submissions (event_id, match_id, board, body,"
                         " received_at) VALUES (%" G_GINT64_FORMAT ", %" G_GINT64_FORMAT
                         ", 1, '{}', '2026-12-01T10:00:00Z')", event_id, ids[i],
                         i == 1 ? "disputed" : "proposed", event_id, ids[i]);

      g_assert_cmpint (sqlite3_exec (raw, sql, NULL, NULL, NULL), ==, SQLITE_OK);
    }
  sqlite3_close (raw);
  f->store = hammer_store_open (path, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    {
      entries[i].match_id = ids[i];
      entries[i].input = table_win (0);
    }
  g_assert_true (hammer_events_record_results (f->store, event_id, entries,
                                               G_N_ELEMENTS (entries), FALSE, &n_stored, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_stored, ==, G_N_ELEMENTS (entries));

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autofree char *proposal = waiting_state (path, "result_proposals", ids[i]);
      g_autofree char *submission = waiting_state (path, "board_submissions", ids[i]);

      g_assert_cmpstr (proposal, ==, i < 2 ? "settled" : "proposed");
      g_assert_cmpstr (submission, ==, i < 2 ? "recorded" : "waiting");
    }

  clear_entries (entries, G_N_ELEMENTS (entries));
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    json_node_unref (entries[i].input);
}

/* Groups then knockout: group matches first, then a bracket of the best of
 * each group, to one champion. */
static void
test_groups (Fixture       *f,
             gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_GROUPS, 4);
  g_autoptr(GRand) rand = g_rand_new_with_seed (31);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonArray) table = NULL;
  g_autoptr(GError) error = NULL;
  guint group_matches = 0, knockout = 0;

  enter (f, event_id, 12);
  hammer_events_draw (f->store, event_id, TRUE, 2, &error);
  g_assert_no_error (error);
  play_out (f, event_id, rand);

  list = matches (f, event_id);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
      if (json_object_get_int_member_with_default (match, "stage", 0) == 0)
        group_matches++;
      else if (!json_object_get_boolean_member_with_default (match, "bye", FALSE))
        knockout++;
    }
  /* Three groups of four: 3 × 6 group matches; six go on: 5 knockout matches. */
  g_assert_cmpuint (group_matches, ==, 18);
  g_assert_cmpuint (knockout, ==, 5);
  table = standings (f, event_id);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (table, 0), "place"),
                   ==, 1);
}

/* A table-shuffleboard match that side @winner wins 2–0 by 16–12 twice:
 * a win by 8 points. */
static JsonNode *
table_narrow_win (int winner)
{
  const char *won = winner == 0 ? "{\"points\": [4, 0]}" : "{\"points\": [0, 4]}";
  const char *lost = winner == 0 ? "{\"points\": [0, 4]}" : "{\"points\": [4, 0]}";
  g_autofree char *game = g_strdup_printf ("{\"ends\": [%s, %s, %s, %s, %s, %s, %s]}",
                                           won, lost, won, lost, won, lost, won);
  g_autofree char *text = g_strdup_printf ("{\"games\": [%s, %s]}", game, game);

  return json_from_string (text, NULL);
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* The members of group @name, from its matches, by name. */
static GPtrArray *
group_members (JsonArray  *list,
               const char *name)
{
  GPtrArray *members = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *names = json_object_get_array_member (match, "names");

      if (g_strcmp0 (json_object_get_string_member (match, "bracket"), name) != 0)
        continue;
      for (guint s = 0; s < json_array_get_length (names); s++)
        {
          const char *member = json_array_get_string_element (names, s);

          if (!g_ptr_array_find_with_equal_func (members, member, g_str_equal, NULL))
            g_ptr_array_add (members, g_strdup (member));
        }
    }
  g_ptr_array_sort (members, compare_names);
  g_assert_cmpuint (members->len, ==, 3);
  return members;
}

/* An event that breaks ties by point difference before match points orders
 * its groups by them, the groups' own order as the standings show it, and
 * the knockout draws from that order. In group A the first wins twice by 8,
 * the second wins once by 32: match points put the first ahead, the
 * point difference the second. */
static void
test_groups_own_tie_breakers (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonArray) table = NULL;
  g_autoptr(GPtrArray) group_a = NULL;
  g_autoptr(GPtrArray) group_b = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  gint64 event_id;
  guint found = 0, first_index = G_MAXUINT, second_index = G_MAXUINT;

  hammer_event_spec_init (&spec);
  spec.name = "Groepen";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_GROUPS;
  spec.n_groups = 2;
  spec.advance = 2;
  spec.tie_breakers = "point-difference,match-points";
  event_id = create_from_spec (f, &spec);
  enter (f, event_id, 6);
  hammer_events_draw (f->store, event_id, TRUE, 5, &error);
  g_assert_no_error (error);

  list = matches (f, event_id);
  group_a = group_members (list, "A");
  group_b = group_members (list, "B");
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *names = json_object_get_array_member (match, "names");
      const char *bracket = json_object_get_string_member (match, "bracket");
      GPtrArray *members = g_str_equal (bracket, "A") ? group_a : group_b;
      g_autoptr(JsonNode) state = NULL;
      g_autoptr(JsonNode) input = NULL;
      guint sides[2];

      if (!g_str_equal (bracket, "A") && !g_str_equal (bracket, "B"))
        continue;
      for (guint s = 0; s < 2; s++)
        g_assert_true (g_ptr_array_find_with_equal_func (
                         members, json_array_get_string_element (names, s), g_str_equal,
                         &sides[s]));
      /* The better of the two wins: in A, the first member narrowly, the
       * second by 32 against the third. */
      if (g_str_equal (bracket, "A") && MIN (sides[0], sides[1]) == 0)
        input = table_narrow_win (sides[0] < sides[1] ? 0 : 1);
      else
        input = table_win (sides[0] < sides[1] ? 0 : 1);
      state = hammer_events_record_result (f->store, event_id,
                                           json_object_get_int_member (match, "id"), input, FALSE, &error);
      g_assert_no_error (error);
    }

  /* The standings put group A's second member (+24) ahead of its first (+16). */
  table = standings (f, event_id);
  for (guint i = 0; i < json_array_get_length (table); i++)
    {
      const char *name = json_object_get_string_member (json_array_get_object_element (table, i),
                                                        "name");

      if (g_str_equal (name, g_ptr_array_index (group_a, 0)))
        first_index = i;
      else if (g_str_equal (name, g_ptr_array_index (group_a, 1)))
        second_index = i;
    }
  g_assert_cmpuint (second_index, <, first_index);

  /* The knockout takes group A's winner and runner-up in that order. */
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *from = json_object_get_array_member (match, "from");

      for (guint s = 0; from != NULL && s < json_array_get_length (from); s++)
        {
          JsonNode *node = json_array_get_element (from, s);
          JsonObject *source = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
          gint64 place;

          if (source == NULL ||
              g_strcmp0 (json_object_get_string_member_with_default (source, "group", NULL),
                         "A") != 0)
            continue;
          place = json_object_get_int_member (source, "place");
          g_assert_cmpstr (json_array_get_string_element (
                             json_object_get_array_member (match, "names"), s),
                           ==, g_ptr_array_index (group_a, place == 1 ? 1 : 0));
          found++;
        }
    }
  g_assert_cmpuint (found, ==, 2);
}

/* A card of one player that an earlier Hammer stored with itself as the
 * winner is read back without one: the rules decide again. */
static void
test_series_stored_winner (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonNode) input = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  HammerEventSpec spec;
  sqlite3 *raw = NULL;
  gint64 event_id, match_id;

  json_object_set_int_member (options, "games", 1);
  hammer_event_spec_init (&spec);
  spec.name = "Kaart";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.options = options;
  event_id = create_from_spec (f, &spec);
  enter (f, event_id, 2);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  match_id = json_object_get_int_member (json_array_get_object_element (list, 0), "id");
  input = json_from_string ("{\"games\": [{\"ends\": [{\"counts\": [[5, 5, 5, 5]]}]}]}", NULL);
  state = hammer_events_record_result (f->store, event_id, match_id, input, FALSE, &error);
  g_assert_no_error (error);

  /* The summary as an earlier Hammer wrote it: finished, won by side 0. */
  path = g_strdup (hammer_store_get_path (f->store));
  g_clear_object (&f->store);
  g_assert_cmpint (sqlite3_open (path, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw, "UPDATE matches SET summary = '1 0' || substr (summary, 5)"
                                      " WHERE summary LIKE '1 -1 %'", NULL, NULL, NULL),
                   ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_changes (raw), ==, 1);
  sqlite3_close (raw);
  f->store = hammer_store_open (path, &error);
  g_assert_no_error (error);

  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      if (json_object_get_int_member (match, "id") != match_id)
        continue;
      g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
      g_assert_true (json_object_get_null_member (match, "winner"));
    }
}

/* A series on three boards: every player changes board every game. */
static void
test_series_boards (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  json_object_set_int_member (options, "games", 5);
  hammer_event_spec_init (&spec);
  spec.name = "Serie";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.options = options;
  spec.n_boards = 3;
  event_id = create_from_spec (f, &spec);
  enter (f, event_id, 6);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);

  list = matches (f, event_id);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonArray *boards = json_object_get_array_member (json_array_get_object_element (list, i),
                                                        "boards");

      g_assert_cmpuint (json_array_get_length (boards), ==, 5);
      for (guint g = 1; g < 5; g++)
        g_assert_cmpint (json_array_get_int_element (boards, g), !=,
                         json_array_get_int_element (boards, g - 1));
    }
}

/* Entrants from the club's spreadsheet. */
static void
test_entrants_import (Fixture       *f,
                      gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_ROUND_ROBIN, 0);
  g_autoptr(HammerPlayerImport) import = NULL;
  g_autoptr(HammerPlayerImport) bad = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  const char *good = "Naam;Vereniging;Licentienummer\nAnna Bakker;De Rappe Schijf;ANS-1\n"
                     "Bert Smit;De Rappe Schijf;ANS-2\nCor de Wit;Het Vierde Vak;ANS-3\n";

  import = hammer_player_import_new (good, strlen (good), &error);
  g_assert_no_error (error);
  ids = hammer_events_import_entrants (f->store, event_id, import, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ids->len, ==, 3);

  /* The same players again: refused, nobody entered twice. */
  g_clear_pointer (&ids, g_array_unref);
  g_assert_null (hammer_events_import_entrants (f->store, event_id, import, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);

  /* A file with a bad row enters nobody. */
  bad = hammer_player_import_new ("Naam;Gemiddelde\nDirk;veel\n", 24, &error);
  g_assert_no_error (error);
  g_assert_null (hammer_events_import_entrants (f->store, event_id, bad, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

/* Deleting an event takes everything in it along, and undo brings back the
 * very same event: the export before and after are identical. */
static void
test_delete_event (Fixture       *f,
                   gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 3);
  gint64 other_id = create (f, "table", HAMMER_FORMAT_ROUND_ROBIN, 0);
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(JsonNode) missing = NULL;
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  g_autofree char *before_text = NULL;
  g_autofree char *after_text = NULL;

  enter (f, event_id, 8);
  enter (f, other_id, 3);
  hammer_events_draw (f->store, event_id, TRUE, 3, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  record (f, event_id, match_in_round (list, "winners", 1, 0), 0, FALSE, &error);
  g_assert_no_error (error);
  before = hammer_events_export (f->store, event_id, &error);
  g_assert_no_error (error);

  g_assert_true (hammer_events_delete (f->store, event_id, &error));
  g_assert_no_error (error);
  missing = hammer_events_get_event_json (f->store, event_id, &error);
  g_assert_null (missing);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);
  /* The other event is untouched. */
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, other_id);
  g_assert_cmpuint (json_array_get_length (list), ==, 0);

  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  after = hammer_events_export (f->store, event_id, &error);
  g_assert_no_error (error);
  before_text = json_to_string (before, TRUE);
  after_text = json_to_string (after, TRUE);
  g_assert_cmpstr (after_text, ==, before_text);
  /* And the event plays on after it came back. */
  g_assert_cmpuint (play_out (f, event_id, rand), >, 0);

  g_assert_false (hammer_events_delete (f->store, 999, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
}

/* The match list tells where each side comes from, by match id, so that a
 * bracket can be drawn with its lines; and the points of every game. */
static void
test_match_sources (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) list = NULL;
  gint64 event_id = create (f, "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 2);
  gint64 w1_0, w1_1, w2_0, l1_0;
  JsonArray *from;
  JsonObject *played;

  enter (f, event_id, 8);
  hammer_events_draw (f->store, event_id, TRUE, 3, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  w1_0 = match_in_round (list, "winners", 1, 0);
  w1_1 = match_in_round (list, "winners", 1, 1);
  w2_0 = match_in_round (list, "winners", 2, 0);
  l1_0 = match_in_round (list, "losers", 1, 0);

  /* Seeds come from nowhere; the next round from the winners before it. */
  from = json_object_get_array_member (find_match (list, w1_0), "from");
  g_assert_cmpuint (json_array_get_length (from), ==, 2);
  g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (from, 0)));
  from = json_object_get_array_member (find_match (list, w2_0), "from");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (from, 0), "winner"),
                   ==, w1_0);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (from, 1), "winner"),
                   ==, w1_1);
  /* The losers' bracket begins with the first round's losers. */
  from = json_object_get_array_member (find_match (list, l1_0), "from");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (from, 0), "loser"),
                   ==, w1_0);

  record (f, event_id, w1_0, 1, FALSE, &error);
  g_assert_no_error (error);
  g_clear_pointer (&list, json_array_unref);
  list = matches (f, event_id);
  played = find_match (list, w1_0);
  from = json_object_get_array_member (played, "game_points");
  g_assert_cmpuint (json_array_get_length (from), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_array_get_array_element (from, 1)), ==, 2);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (from, 1), 0), ==, 16);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (from, 0), 1), ==, 0);
}

/* A knockout under way: those still in first, sharing first place, then
 * the losers of the first round sharing 5th; no match points in a
 * knockout. */
static void
test_single_elimination_live (Fixture       *f,
                              gconstpointer  data)
{
  gint64 event_id = create (f, "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0);
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonArray) table = NULL;
  g_autoptr(GError) error = NULL;

  enter (f, event_id, 8);
  hammer_events_draw (f->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  list = matches (f, event_id);
  for (guint p = 0; p < 4; p++)
    {
      record (f, event_id, match_in_round (list, "winners", 1, p), 0, FALSE, &error);
      g_assert_no_error (error);
    }

  table = standings (f, event_id);
  g_assert_cmpuint (json_array_get_length (table), ==, 8);
  for (guint i = 0; i < 8; i++)
    {
      JsonObject *line = json_array_get_object_element (table, i);
      gboolean still_in = i < 4;

      g_assert_cmpint (json_object_get_boolean_member (line, "still_in"), ==, still_in);
      g_assert_cmpint (json_object_get_int_member (line, "played"), ==, 1);
      g_assert_cmpint (json_object_get_int_member (line, "wins"), ==, still_in ? 1 : 0);
      g_assert_false (json_object_has_member (line, "match_points"));
      g_assert_false (json_object_has_member (line, "draws"));
      if (still_in)
        g_assert_cmpstr (json_object_get_string_member (line, "place_label"), ==, "1=");
      else
        g_assert_cmpstr (json_object_get_string_member (line, "place_label"), ==, "5=");
    }
}

/* A Swiss bye is worth a win's points for the pairing, but it is no match:
 * not played, not won. */
static void
test_swiss_bye (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonArray) table = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event_id, bye_entrant = 0;

  event_id = drawn_swiss (f, 3, 5);

  list = matches (f, event_id);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      if (json_object_get_boolean_member_with_default (match, "bye", FALSE))
        bye_entrant = json_array_get_int_element (json_object_get_array_member (match, "sides"),
                                                  0);
    }
  g_assert_cmpint (bye_entrant, >, 0);

  table = standings (f, event_id);
  for (guint i = 0; i < json_array_get_length (table); i++)
    {
      JsonObject *line = json_array_get_object_element (table, i);

      if (json_object_get_int_member (line, "entrant") != bye_entrant)
        continue;
      g_assert_cmpint (json_object_get_int_member (line, "played"), ==, 0);
      g_assert_cmpint (json_object_get_int_member (line, "wins"), ==, 0);
      g_assert_cmpfloat (json_object_get_double_member (line, "match_points"), ==, 2);
      return;
    }
  g_assert_not_reached ();
}

/* What a draw shows at once (the event as the draw left it, not read back)
 * is what reading the event afterwards shows, in every format. */
static void
test_draw_shown_as_stored (Fixture       *f,
                           gconstpointer  data)
{
  static const HammerFormat formats[] = {
    HAMMER_FORMAT_SINGLE_ELIMINATION, HAMMER_FORMAT_DOUBLE_ELIMINATION,
    HAMMER_FORMAT_ROUND_ROBIN, HAMMER_FORMAT_SWISS, HAMMER_FORMAT_GROUPS, HAMMER_FORMAT_SERIES,
    HAMMER_FORMAT_ROTATING_PARTNERS,
  };

  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(HammerStore) other = NULL;
      g_autofree char *shown = NULL;
      g_autofree char *stored = NULL;
      gint64 event_id = create (f, formats[i] == HAMMER_FORMAT_SERIES ? "sjoelbak" : "table",
                                formats[i], 4);

      enter (f, event_id, 13);
      g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 5, &error));
      g_assert_no_error (error);
      shown = hammer_events_write_matches_json (f->store, event_id, &error);
      g_assert_no_error (error);
      other = hammer_store_open (hammer_store_get_path (f->store), &error);
      g_assert_no_error (error);
      stored = hammer_events_write_matches_json (other, event_id, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (strlen (shown), >, 100);
      g_assert_cmpstr (shown, ==, stored);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/events/single-elimination", test_single_elimination);
  ADD ("/events/double-elimination", test_double_elimination);
  ADD ("/events/round-robin", test_round_robin);
  ADD ("/events/list-follows-changes", test_list_follows_changes);
  ADD ("/events/swiss/no-rematch", test_swiss);
  ADD ("/events/swiss/bye-is-no-match", test_swiss_bye);
  ADD ("/events/single-elimination/live-places", test_single_elimination_live);
  ADD ("/events/series/ties-by-best-game", test_series);
  ADD ("/events/boards/nobody-on-two-boards", test_boards);
  ADD ("/events/result/impossible-end-refused", test_result_refused);
  ADD ("/events/result/correction", test_correction);
  ADD ("/events/result/undo", test_undo_result);
  ADD ("/events/result/unreadable-row", test_result_unreadable_row);
  ADD ("/events/delete-and-undo", test_delete_event);
  ADD ("/events/withdrawal", test_withdrawal);
  ADD ("/events/export-import-export", test_export_import);
  ADD ("/events/import/broken-documents", test_import_broken);
  ADD ("/events/setup-errors", test_setup_errors);
  ADD ("/events/typed-options", test_typed_options);
  ADD ("/events/seeds", test_seeds);
  ADD ("/events/groups-then-knockout", test_groups);
  ADD ("/events/groups-own-tie-breakers", test_groups_own_tie_breakers);
  ADD ("/events/series-stored-winner", test_series_stored_winner);
  ADD ("/events/series/boards-rotate", test_series_boards);
  ADD ("/events/entrants/import", test_entrants_import);
  ADD ("/events/blind-draw", test_blind_draw);
  ADD ("/events/series/classes", test_series_classes);
  ADD ("/events/cli/whole-event", test_cli_whole_event);
  ADD ("/events/cli/results-import", test_cli_results_import);
  ADD ("/events/cli/results-import-duplicate", test_cli_results_import_duplicate);
  ADD ("/events/cli/results-import-names-numbers", test_cli_results_import_names_numbers);
  ADD ("/events/results-batch", test_results_batch);
  ADD ("/events/results-batch-handicaps", test_results_batch_handicaps);
  ADD ("/events/results-batch-settles", test_results_batch_settles);
  ADD ("/events/matches/sources", test_match_sources);
  ADD ("/events/draw-shown-as-stored", test_draw_shown_as_stored);
#undef ADD

  return g_test_run ();
}
