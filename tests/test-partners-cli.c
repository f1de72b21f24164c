/* test-partners-cli.c — a rotating-partners event through hammer-cli: drawn,
 * played to its end, ranked per player, undone, and refused where it
 * cannot be played
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <json-glib/json-glib.h>
#include <string.h>

#include "hammer-core.h"
#include "test-common.h"

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->db = tmp_db_path ("hammer-test-partners-XXXXXX", &f->dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_remove_tree (f->dir);
  g_clear_pointer (&f->dir, g_free);
  g_clear_pointer (&f->db, g_free);
}

/* hammer-cli --json …, which must succeed; its output. */
static JsonNode *
run_ok (Fixture    *f,
        const char *input,
        const char *first,
        ...) G_GNUC_NULL_TERMINATED;

static JsonNode *
run_ok (Fixture    *f,
        const char *input,
        const char *first,
        ...)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(GError) error = NULL;
  JsonNode *node;
  va_list args;

  va_start (args, first);
  cli_runv (&run, f->db, input, first, args);
  va_end (args);
  g_assert_cmpint (run.status, ==, 0);
  node = json_from_string (run.out, &error);
  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

/* A rotating-partners event of table shuffleboard, one game of 15 a
 * match, with @n players named P1 … Pn; its id. */
static gint64
create_event (Fixture *f,
              guint    n,
              guint    rounds)
{
  g_autofree char *rounds_text = g_strdup_printf ("%u", rounds);
  g_autoptr(JsonNode) created = run_ok (f, NULL, "--json", "event", "create", "--name", "Koppels",
                                        "--rules", "table", "--option", "target=15",
                                        "--option", "best_of=1", "--format", "rotating-partners",
                                        "--rounds", rounds_text, "--boards", "4", NULL);
  gint64 id = json_object_get_int_member (json_node_get_object (created), "id");
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  g_autofree char *csv = g_build_filename (f->dir, "players.csv", NULL);
  g_autoptr(GString) text = g_string_new ("name\n");
  g_autoptr(JsonNode) entered = NULL;

  for (guint i = 1; i <= n; i++)
    g_string_append_printf (text, "P%u\n", i);
  g_assert_true (g_file_set_contents (csv, text->str, -1, NULL));
  entered = run_ok (f, NULL, "--json", "entrants", "import", "--event", event, csv, NULL);
  return id;
}

static JsonArray *
matches_of (Fixture *f,
            gint64   event,
            JsonNode **keep)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);

  *keep = run_ok (f, NULL, "--json", "matches", "--event", id, NULL);
  return json_node_get_array (*keep);
}

/* The player ids of side @side of @match. */
static void
side_players (JsonObject *match,
              guint       side,
              gint64      out[2])
{
  JsonArray *players = json_object_get_array_member (match, "players");
  JsonArray *pair = json_array_get_array_element (players, side);

  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  g_assert_cmpuint (json_array_get_length (pair), ==, 2);
  out[0] = json_array_get_int_element (pair, 0);
  out[1] = json_array_get_int_element (pair, 1);
}

/* One game won by side @winner, 15 to @loser_points, in ends of three. */
static void
append_result (GString *lines,
               gint64   match,
               guint    winner,
               guint    loser_points)
{
  g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": [{\"ends\": [",
                          match);
  for (guint rest = loser_points; rest > 0; rest -= MIN (rest, 3))
    g_string_append_printf (lines, "{\"points\": [%u, %u]}, ", winner == 1 ? MIN (rest, 3) : 0,
                            winner == 0 ? MIN (rest, 3) : 0);
  for (guint e = 0; e < 5; e++)
    g_string_append_printf (lines, "{\"points\": [%u, %u]}%s", winner == 0 ? 3 : 0,
                            winner == 1 ? 3 : 0, e < 4 ? ", " : "");
  g_string_append (lines, "]}]}\n");
}

static guint
max_rounds (guint n)
{
  return n % 2 == 0 ? n - 1 : n;
}

/* Every field size: rounds of new partners, the sitting out in turn, every
 * match played by results import, and a line of standings per player that
 * adds up. */
static void
test_fields (Fixture       *f,
             gconstpointer  data)
{
  static const guint sizes[] = { 4, 5, 7, 8, 13, 16, 32, 128 };

  for (guint k = 0; k < G_N_ELEMENTS (sizes); k++)
    {
      guint n = sizes[k];
      /* The big fields play an evening, not every partner there is. */
      guint rounds = MIN (max_rounds (n), 7);
      gint64 event = create_event (f, n, rounds);
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
      g_autoptr(JsonNode) drawn = run_ok (f, NULL, "--json", "draw", "--event", id,
                                          "--seed", "11", NULL);
      g_autoptr(JsonNode) keep = NULL;
      g_autoptr(JsonNode) standings = NULL;
      g_autoptr(JsonNode) imported = NULL;
      g_autoptr(GHashTable) partners = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                              NULL);
      /* Player id → rounds sat out. */
      g_autoptr(GHashTable) sat = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                                         NULL);
      g_autoptr(GString) lines = g_string_new (NULL);
      JsonArray *matches = matches_of (f, event, &keep);
      JsonArray *lines_out;
      guint wins = 0, n_sat = 0;
      GHashTableIter iter;
      gpointer sat_key, value;

      g_test_message ("%u players, %u rounds", n, rounds);
      g_assert_cmpuint (json_array_get_length (matches), ==, rounds * (n / 4));
      for (guint r = 1; r <= rounds; r++)
        {
          g_autoptr(GHashTable) seen = g_hash_table_new_full (g_int64_hash, g_int64_equal,
                                                              g_free, NULL);
          JsonArray *sitting_out = NULL;

          for (guint m = 0; m < json_array_get_length (matches); m++)
            {
              JsonObject *match = json_array_get_object_element (matches, m);

              if ((guint) json_object_get_int_member (match, "round") != r)
                continue;
              sitting_out = json_object_get_array_member (match, "sitting_out");
              for (guint s = 0; s < 2; s++)
                {
                  gint64 pair[2];
                  g_autofree char *key = NULL;

                  side_players (match, s, pair);
                  key = g_strdup_printf ("%" G_GINT64_FORMAT "-%" G_GINT64_FORMAT,
                                         MIN (pair[0], pair[1]), MAX (pair[0], pair[1]));
                  /* No partner twice. */
                  g_assert_false (g_hash_table_contains (partners, key));
                  g_hash_table_add (partners, g_steal_pointer (&key));
                  for (guint p = 0; p < 2; p++)
                    {
                      /* Nobody on two tables of a round. */
                      g_assert_false (g_hash_table_contains (seen, &pair[p]));
                      g_hash_table_add (seen, g_memdup2 (&pair[p], sizeof pair[p]));
                      if (!g_hash_table_contains (sat, &pair[p]))
                        g_hash_table_insert (sat, g_memdup2 (&pair[p], sizeof pair[p]),
                                             GUINT_TO_POINTER (0));
                    }
                }
              append_result (lines, json_object_get_int_member (match, "id"), (m + r) % 2,
                             (m * 7 + r) % 15);
            }
          g_assert_nonnull (sitting_out);
          /* Those left over sit out, and nobody a second time before
           * everyone has once. */
          g_assert_cmpuint (json_array_get_length (sitting_out), ==, n % 4);
          g_assert_cmpuint (g_hash_table_size (seen) + n % 4, ==, n);
          for (guint i = 0; i < json_array_get_length (sitting_out); i++)
            {
              gint64 player = json_array_get_int_element (sitting_out, i);

              g_assert_false (g_hash_table_contains (seen, &player));
              g_hash_table_insert (sat, g_memdup2 (&player, sizeof player),
                                   GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (
                                     sat, &player)) + 1));
              n_sat++;
            }
          /* After every round each player has sat out as often as the
           * others, or once more: n_sat / n rounds, rounded down or up. */
          g_hash_table_iter_init (&iter, sat);
          while (g_hash_table_iter_next (&iter, &sat_key, &value))
            {
              g_assert_cmpuint (GPOINTER_TO_UINT (value), >=, n_sat / n);
              g_assert_cmpuint (GPOINTER_TO_UINT (value), <=, (n_sat + n - 1) / n);
            }
        }
      g_assert_cmpuint (g_hash_table_size (sat), ==, n);

      imported = run_ok (f, lines->str, "--json", "results", "import", "--event", id, NULL);
      g_assert_cmpint (json_object_get_int_member (json_node_get_object (imported), "imported"),
                       ==, rounds * (n / 4));
      {
        g_autoptr(JsonNode) shown = run_ok (f, NULL, "--json", "event", "show", "--event", id,
                                            NULL);

        g_assert_cmpstr (json_object_get_string_member (json_node_get_object (shown), "state"),
                         ==, "finished");
      }

      standings = run_ok (f, NULL, "--json", "standings", "--event", id, NULL);
      lines_out = json_node_get_array (standings);
      g_assert_cmpuint (json_array_get_length (lines_out), ==, n);
      for (guint i = 0; i < n; i++)
        {
          JsonObject *line = json_array_get_object_element (lines_out, i);

          /* Every player played every round they did not sit out. */
          g_assert_cmpint (json_object_get_int_member (line, "played"), <=, rounds);
          g_assert_cmpint (json_object_get_int_member (line, "played"), >=,
                           rounds - (rounds * (n % 4) + n - 1) / n);
          wins += json_object_get_int_member (line, "wins");
        }
      /* Two winners at every table. */
      g_assert_cmpuint (wins, ==, 2 * rounds * (n / 4));
      g_clear_pointer (&keep, json_node_unref);
    }
}

typedef struct
{
  const char *name;
  gint64      wins;
  gint64      points_for;
  gint64      points_against;
} Expected;

/* Five players over five rounds, each round's sides and scores written out
 * and the standings worked out by hand from them. */
static void
test_five_by_hand (Fixture       *f,
                   gconstpointer  data)
{
  /* Per round (one table each): side 0's players, side 1's, who sits out,
   * the winning side and the loser's points. */
  static const struct { const char *sides[2][2]; const char *out; guint winner, lost; } rounds[] = {
    { { { "P4", "P1" }, { "P2", "P5" } }, "P3", 0, 5 },
    { { { "P1", "P2" }, { "P3", "P4" } }, "P5", 1, 12 },
    { { { "P5", "P4" }, { "P1", "P3" } }, "P2", 0, 3 },
    { { { "P3", "P5" }, { "P4", "P2" } }, "P1", 0, 9 },
    { { { "P2", "P3" }, { "P5", "P1" } }, "P4", 1, 0 },
  };
  /* P5: lost 5-15, won 15-3, 15-9, 15-0 → 3 wins, 50 for, 27 against.
   * P4: won 15-5, 15-12, 15-3, lost 9-15 → 3 wins, 54 for, 35 against.
   * P1: won 15-5, lost 12-15, 3-15, won 15-0 → 2 wins, 45 for, 35 against.
   * P3: won 15-12, lost 3-15, won 15-9, lost 0-15 → 2 wins, 33 for, 51.
   * P2: lost 5-15, 12-15, 9-15, 0-15 → no win, 26 for, 60 against. */
  static const Expected expected[] = {
    { "P5", 3, 50, 27 }, { "P4", 3, 54, 35 }, { "P1", 2, 45, 35 }, { "P3", 2, 33, 51 },
    { "P2", 0, 26, 60 },
  };
  gint64 event = create_event (f, 5, 5);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autoptr(JsonNode) drawn = run_ok (f, NULL, "--json", "draw", "--event", id, "--seed", "7",
                                      NULL);
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(JsonNode) imported = NULL;
  g_autoptr(GString) lines = g_string_new (NULL);
  JsonArray *matches = matches_of (f, event, &keep);
  JsonArray *entrants;
  JsonArray *table;

  /* Player ids to names, from the event. */
  shown = run_ok (f, NULL, "--json", "event", "show", "--event", id, NULL);
  entrants = json_object_get_array_member (json_node_get_object (shown), "entrants");
  g_assert_cmpuint (json_array_get_length (matches), ==, 5);
  for (guint r = 0; r < 5; r++)
    {
      JsonObject *match = json_array_get_object_element (matches, r);
      JsonArray *names = json_object_get_array_member (match, "names");
      JsonArray *out = json_object_get_array_member (match, "sitting_out");

      g_assert_cmpint (json_object_get_int_member (match, "round"), ==, r + 1);
      for (guint s = 0; s < 2; s++)
        {
          g_autofree char *name = g_strdup_printf ("%s / %s", rounds[r].sides[s][0],
                                                   rounds[r].sides[s][1]);
          gint64 pair[2];

          g_assert_cmpstr (json_array_get_string_element (names, s), ==, name);
          side_players (match, s, pair);
          for (guint p = 0; p < 2; p++)
            {
              gboolean found = FALSE;

              for (guint e = 0; e < json_array_get_length (entrants); e++)
                {
                  JsonObject *entrant = json_array_get_object_element (entrants, e);
                  JsonArray *players = json_object_get_array_member (entrant, "players");

                  if (json_array_get_int_element (players, 0) == pair[p])
                    {
                      g_assert_cmpstr (json_object_get_string_member (entrant, "name"), ==,
                                       rounds[r].sides[s][p]);
                      found = TRUE;
                    }
                }
              g_assert_true (found);
            }
        }
      g_assert_cmpuint (json_array_get_length (out), ==, 1);
      for (guint e = 0; e < json_array_get_length (entrants); e++)
        {
          JsonObject *entrant = json_array_get_object_element (entrants, e);

          if (json_array_get_int_element (json_object_get_array_member (entrant, "players"), 0) ==
              json_array_get_int_element (out, 0))
            g_assert_cmpstr (json_object_get_string_member (entrant, "name"), ==, rounds[r].out);
        }
      append_result (lines, json_object_get_int_member (match, "id"), rounds[r].winner,
                     rounds[r].lost);
    }

  imported = run_ok (f, lines->str, "--json", "results", "import", "--event", id, NULL);
  standings = run_ok (f, NULL, "--json", "standings", "--event", id, NULL);
  table = json_node_get_array (standings);
  g_assert_cmpuint (json_array_get_length (table), ==, G_N_ELEMENTS (expected));
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    {
      JsonObject *line = json_array_get_object_element (table, i);

      g_assert_cmpstr (json_object_get_string_member (line, "name"), ==, expected[i].name);
      g_assert_cmpint (json_object_get_int_member (line, "place"), ==, i + 1);
      g_assert_cmpint (json_object_get_int_member (line, "played"), ==, 4);
      g_assert_cmpint (json_object_get_int_member (line, "wins"), ==, expected[i].wins);
      g_assert_cmpint (json_object_get_int_member (line, "points_for"), ==,
                       expected[i].points_for);
      g_assert_cmpint (json_object_get_int_member (line, "points_against"), ==,
                       expected[i].points_against);
    }
}

/* The draw and a result are undone like any change: the draw's sides go
 * with it, and a result undone leaves the sides as drawn. */
static void
test_undo (Fixture       *f,
           gconstpointer  data)
{
  gint64 event = create_event (f, 8, 3);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autoptr(JsonNode) drawn = run_ok (f, NULL, "--json", "draw", "--event", id, "--seed", "3",
                                      NULL);
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(JsonNode) undone = NULL;
  g_autoptr(JsonNode) imported = NULL;
  g_autoptr(GString) lines = g_string_new (NULL);
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *matches = matches_of (f, event, &before);
  g_autofree char *drawn_text = json_to_string (before, FALSE);
  gint64 draw_change;

  store = hammer_store_open (f->db, &error);
  g_assert_no_error (error);
  hammer_store_set_source (store, HAMMER_SOURCE_CLI);
  draw_change = hammer_store_get_last_change (store);
  g_assert_cmpint (draw_change, >, 0);
  g_clear_object (&store);

  /* A result the rules refuse names the side by both its players. */
  {
    JsonObject *first = json_array_get_object_element (matches, 0);
    JsonArray *names = json_object_get_array_member (first, "names");
    g_autofree char *line = g_strdup_printf ("{\"match\": %" G_GINT64_FORMAT ", \"games\": "
                                             "[{\"ends\": [{\"points\": [30, 0]}]}]}\n",
                                             json_object_get_int_member (first, "id"));
    g_autofree char *said = g_strdup_printf ("%s cannot have scored 30",
                                             json_array_get_string_element (names, 0));
    g_auto(CliRun) run = { 0 };

    g_assert_nonnull (strstr (json_array_get_string_element (names, 0), " / "));
    cli_run (&run, f->db, line, "--json", "results", "import", "--event", id, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.out, said));
  }
  append_result (lines, json_object_get_int_member (json_array_get_object_element (matches, 0),
                                                    "id"), 1, 4);
  imported = run_ok (f, lines->str, "--json", "results", "import", "--event", id, NULL);
  matches = matches_of (f, event, &after);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (matches, 0),
                                                  "state"), ==, "finished");

  store = hammer_store_open (f->db, &error);
  g_assert_no_error (error);
  /* hammer-cli's changes, found by a store of that source. */
  hammer_store_set_source (store, HAMMER_SOURCE_CLI);
  g_assert_true (hammer_store_undo (store, hammer_store_get_last_change (store), &error));
  g_assert_no_error (error);
  g_clear_object (&store);
  matches_of (f, event, &undone);
  {
    g_autofree char *undone_text = json_to_string (undone, FALSE);

    /* Back to the draw as it was: the same sides, no result. */
    g_assert_cmpstr (undone_text, ==, drawn_text);
  }
  g_clear_pointer (&undone, json_node_unref);

  store = hammer_store_open (f->db, &error);
  g_assert_no_error (error);
  hammer_store_set_source (store, HAMMER_SOURCE_CLI);
  g_assert_true (hammer_store_undo (store, draw_change, &error));
  g_assert_no_error (error);
  g_clear_object (&store);
  matches = matches_of (f, event, &undone);
  g_assert_cmpuint (json_array_get_length (matches), ==, 0);

  /* Drawn again with the same seed, the same rounds come back. */
  g_clear_pointer (&drawn, json_node_unref);
  drawn = run_ok (f, NULL, "--json", "draw", "--event", id, "--seed", "3", NULL);
  g_clear_pointer (&undone, json_node_unref);
  matches_of (f, event, &undone);
  {
    g_autofree char *again = json_to_string (undone, FALSE);
    g_autoptr(JsonNode) a = json_from_string (again, NULL);
    JsonArray *x = json_node_get_array (a), *y = json_node_get_array (before);

    g_assert_cmpuint (json_array_get_length (x), ==, json_array_get_length (y));
    for (guint i = 0; i < json_array_get_length (x); i++)
      {
        g_autofree char *px = json_to_string (json_object_get_member (
                                json_array_get_object_element (x, i), "players"), FALSE);
        g_autofree char *py = json_to_string (json_object_get_member (
                                json_array_get_object_element (y, i), "players"), FALSE);

        g_assert_cmpstr (px, ==, py);
      }
  }
}

/* Refused with a message that says why, and nothing stored. */
static void
test_bad_input (Fixture       *f,
                gconstpointer  data)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(JsonNode) listed = NULL;
  gint64 event;
  g_autofree char *id = NULL;

  /* More rounds than six players have partners. */
  event = create_event (f, 6, 6);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  cli_run (&run, f->db, NULL, "--json", "draw", "--event", id, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "6 players can play at most 5 rounds"));
  g_assert_cmpuint (json_array_get_length (matches_of (f, event, &keep)), ==, 0);
  {
    g_autoptr(JsonNode) shown = run_ok (f, NULL, "--json", "event", "show", "--event", id, NULL);

    g_assert_false (json_object_get_boolean_member (json_node_get_object (shown), "drawn"));
  }

  /* Three players cannot make two sides of two. */
  g_clear_pointer (&id, g_free);
  g_clear_pointer (&keep, json_node_unref);
  event = create_event (f, 3, 1);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  cli_run (&run, f->db, NULL, "--json", "draw", "--event", id, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err,
                            "“Koppels” needs at least 4 entrants to be drawn; it has 3"));
  g_assert_cmpuint (json_array_get_length (matches_of (f, event, &keep)), ==, 0);

  /* Partners play in doubles: teams of three are refused, no event made. */
  cli_run (&run, f->db, NULL, "--json", "event", "create", "--name", "Trio", "--rules", "table",
           "--option", "team_size=3", "--format", "rotating-partners", "--rounds", "2", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "team_size"));
  listed = run_ok (f, NULL, "--json", "event", "list", NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (listed)), ==, 2);

  /* The rounds are the desk's to say: left out or 0, refused, no event
   * made (stored as 0, the draw would play another number). */
  cli_run (&run, f->db, NULL, "--json", "event", "create", "--name", "RP", "--rules", "table",
           "--format", "rotating-partners", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--format rotating-partners needs --rounds N"));
  cli_run (&run, f->db, NULL, "--json", "event", "create", "--name", "RP", "--rules", "table",
           "--format", "rotating-partners", "--rounds", "0", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "--format rotating-partners needs --rounds N"));
  g_clear_pointer (&listed, json_node_unref);
  listed = run_ok (f, NULL, "--json", "event", "list", NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (listed)), ==, 2);
}

/* Exported and imported back, the event keeps its partners; a document
 * without them is refused and stores nothing. */
static void
test_document (Fixture       *f,
               gconstpointer  data)
{
  gint64 event = create_event (f, 7, 4);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autofree char *path = g_build_filename (f->dir, "koppels.json", NULL);
  g_autofree char *damaged = g_build_filename (f->dir, "damaged.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *copy_id = NULL;
  g_autoptr(JsonNode) drawn = run_ok (f, NULL, "--json", "draw", "--event", id, "--seed", "5",
                                      NULL);
  g_autoptr(JsonNode) imported = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(JsonNode) listed = NULL;
  g_autoptr(GRegex) partners = g_regex_new ("\"partners\" *: *\\[[^]]*\\],?", 0, 0, NULL);
  g_auto(CliRun) run = { 0 };
  JsonArray *x, *y;

  cli_run (&run, f->db, NULL, "export", "--event", id, "--format", "json", "--output", path,
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  imported = run_ok (f, NULL, "--json", "import", path, NULL);
  copy_id = g_strdup_printf ("%" G_GINT64_FORMAT,
                             json_object_get_int_member (json_node_get_object (imported), "id"));
  x = matches_of (f, event, &before);
  y = matches_of (f, g_ascii_strtoll (copy_id, NULL, 10), &after);
  g_assert_cmpuint (json_array_get_length (x), ==, 4);
  g_assert_cmpuint (json_array_get_length (y), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *a = json_to_string (json_object_get_member (
                             json_array_get_object_element (x, i), "names"), FALSE);
      g_autofree char *b = json_to_string (json_object_get_member (
                             json_array_get_object_element (y, i), "names"), FALSE);

      g_assert_cmpstr (a, ==, b);
    }

  /* The same document with the partners taken out. */
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\"partners\""));
  {
    g_autofree char *stripped = g_regex_replace (partners, text, -1, 0, "", 0, NULL);

    g_assert_null (strstr (stripped, "\"partners\""));
    g_assert_true (g_file_set_contents (damaged, stripped, -1, NULL));
  }
  cli_run (&run, f->db, NULL, "--json", "import", damaged, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "match 1 does not say who partners each side"));
  listed = run_ok (f, NULL, "--json", "event", "list", NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (listed)), ==, 2);
}

/* Who partnered whom in @matches (player id pairs as "a-b", a < b) →
 * how often; every side's pair counted once a match. */
static GHashTable *
partner_counts (JsonArray *matches)
{
  GHashTable *counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint m = 0; m < json_array_get_length (matches); m++)
    for (guint s = 0; s < 2; s++)
      {
        gint64 pair[2];
        char *key;

        side_players (json_array_get_object_element (matches, m), s, pair);
        key = g_strdup_printf ("%" G_GINT64_FORMAT "-%" G_GINT64_FORMAT, MIN (pair[0], pair[1]),
                               MAX (pair[0], pair[1]));
        g_hash_table_insert (counts, key,
                             GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (counts,
                                                                                      key)) + 1));
      }
  return counts;
}

/* A player withdraws (docs/ARCHITECTURE.md, "Rotating partners"), as a
 * club plays an individual event: round 1 is played and stands; round 2
 * is under way (one match played), so his match in it is not played and
 * counts for nobody; rounds 3 and 4 are paired again among the seven
 * still in: one table, three sitting out in turn, no partner twice, no
 * walkover anywhere; each line of standings adds up what was played. */
static void
test_withdrawn_partner (Fixture       *f,
                        gconstpointer  data)
{
  gint64 event = create_event (f, 8, 4);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autoptr(JsonNode) drawn = run_ok (f, NULL, "--json", "draw", "--event", id, "--seed", "7",
                                      NULL);
  g_autoptr(JsonNode) shown = run_ok (f, NULL, "--json", "event", "show", "--event", id, NULL);
  g_autoptr(JsonNode) keep = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(JsonNode) final = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) second = NULL;
  g_autoptr(JsonNode) rest = NULL;
  g_autoptr(JsonNode) withdrawn = NULL;
  g_autoptr(GString) round_1 = g_string_new (NULL);
  g_autoptr(GString) round_2 = g_string_new (NULL);
  g_autoptr(GString) others = g_string_new (NULL);
  g_autoptr(GHashTable) partners = NULL;
  g_autoptr(GHashTable) sat = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  JsonArray *entrants = json_object_get_array_member (json_node_get_object (shown), "entrants");
  JsonArray *matches;
  JsonArray *table;
  GHashTableIter iter;
  gpointer count;
  gint64 gone = 0, his_round_2 = 0;
  g_autofree char *gone_text = NULL;
  guint per_round[8] = { 0 };

  for (guint e = 0; e < json_array_get_length (entrants); e++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, e);

      if (g_str_equal (json_object_get_string_member (entrant, "name"), "P1"))
        gone = json_object_get_int_member (entrant, "id");
    }
  g_assert_cmpint (gone, >, 0);
  gone_text = g_strdup_printf ("%" G_GINT64_FORMAT, gone);

  /* Round 1 is played, side 0 winning each match; in round 2 the match
   * without him. */
  matches = matches_of (f, event, &keep);
  for (guint m = 0; m < json_array_get_length (matches); m++)
    {
      JsonObject *match = json_array_get_object_element (matches, m);
      gint64 sides[2][2];

      side_players (match, 0, sides[0]);
      side_players (match, 1, sides[1]);
      if (json_object_get_int_member (match, "round") == 1)
        append_result (round_1, json_object_get_int_member (match, "id"), 0, 7);
      else if (json_object_get_int_member (match, "round") == 2 &&
               (sides[0][0] == gone || sides[0][1] == gone || sides[1][0] == gone ||
                sides[1][1] == gone))
        his_round_2 = json_object_get_int_member (match, "id");
      else if (json_object_get_int_member (match, "round") == 2)
        append_result (round_2, json_object_get_int_member (match, "id"), 0, 5);
    }
  g_assert_cmpint (his_round_2, >, 0);
  first = run_ok (f, round_1->str, "--json", "results", "import", "--event", id, NULL);
  second = run_ok (f, round_2->str, "--json", "results", "import", "--event", id, NULL);
  withdrawn = run_ok (f, NULL, "--json", "entrants", "withdraw", "--event", id, gone_text, NULL);

  matches = matches_of (f, event, &after);
  for (guint m = 0; m < json_array_get_length (matches); m++)
    {
      JsonObject *match = json_array_get_object_element (matches, m);
      gint64 round = json_object_get_int_member (match, "round");
      JsonArray *out;

      g_assert_false (json_object_get_boolean_member_with_default (match, "walkover", FALSE));
      /* His match of round 2 is not played: no longer a match to play. */
      g_assert_cmpint (json_object_get_int_member (match, "id"), !=, his_round_2);
      g_assert_cmpint (round, >=, 1);
      g_assert_cmpint (round, <=, 4);
      per_round[CLAMP (round, 0, 7)]++;
      if (round <= 2)
        {
          g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
          continue;
        }
      for (guint s = 0; s < 2; s++)
        {
          gint64 pair[2];

          side_players (match, s, pair);
          g_assert_cmpint (pair[0], !=, gone);
          g_assert_cmpint (pair[1], !=, gone);
        }
      out = json_object_get_array_member (match, "sitting_out");
      g_assert_cmpuint (json_array_get_length (out), ==, 3);
      for (guint i = 0; i < 3; i++)
        {
          gint64 *player = g_new (gint64, 1);

          *player = json_array_get_int_element (out, i);
          g_assert_cmpint (*player, !=, gone);
          g_hash_table_insert (sat, player,
                               GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (sat,
                                                                                        player))
                                                 + 1));
        }
      append_result (others, json_object_get_int_member (match, "id"), 1, 4);
    }
  /* Two tables in rounds 1 and 2 (one of round 2 left out), one table of
   * the seven in rounds 3 and 4. */
  g_assert_cmpuint (per_round[1], ==, 2);
  g_assert_cmpuint (per_round[2], ==, 1);
  g_assert_cmpuint (per_round[3], ==, 1);
  g_assert_cmpuint (per_round[4], ==, 1);
  /* Six sittings out among seven: nobody twice. */
  g_assert_cmpuint (g_hash_table_size (sat), ==, 6);
  g_hash_table_iter_init (&iter, sat);
  while (g_hash_table_iter_next (&iter, NULL, &count))
    g_assert_cmpuint (GPOINTER_TO_UINT (count), ==, 1);
  rest = run_ok (f, others->str, "--json", "results", "import", "--event", id, NULL);

  matches = matches_of (f, event, &final);
  partners = partner_counts (matches);
  g_hash_table_iter_init (&iter, partners);
  while (g_hash_table_iter_next (&iter, NULL, &count))
    g_assert_cmpuint (GPOINTER_TO_UINT (count), ==, 1);

  standings = run_ok (f, NULL, "--json", "standings", "--event", id, NULL);
  table = json_node_get_array (standings);
  g_assert_cmpuint (json_array_get_length (table), ==, 8);
  for (guint e = 0; e < json_array_get_length (table); e++)
    {
      JsonObject *line = json_array_get_object_element (table, e);
      gint64 player = json_object_get_int_member (line, "entrant");
      gint64 expect_played = 0, expect_wins = 0;

      for (guint m = 0; m < json_array_get_length (matches); m++)
        {
          JsonObject *match = json_array_get_object_element (matches, m);
          int winner = (int) json_object_get_int_member (match, "winner");

          g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
          for (guint s = 0; s < 2; s++)
            {
              gint64 pair[2];

              side_players (match, s, pair);
              if (pair[0] != player && pair[1] != player)
                continue;
              expect_played++;
              expect_wins += (int) s == winner;
            }
        }
      g_test_message ("%s: %" G_GINT64_FORMAT " of %" G_GINT64_FORMAT,
                      json_object_get_string_member (line, "name"), expect_wins, expect_played);
      g_assert_cmpint (json_object_get_int_member (line, "played"), ==, expect_played);
      g_assert_cmpint (json_object_get_int_member (line, "wins"), ==, expect_wins);
      /* He played round 1 only. */
      if (player == gone)
        g_assert_cmpint (expect_played, ==, 1);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/partners-cli/fields", Fixture, NULL, fixture_set_up, test_fields,
              fixture_tear_down);
  g_test_add ("/partners-cli/five-by-hand", Fixture, NULL, fixture_set_up, test_five_by_hand,
              fixture_tear_down);
  g_test_add ("/partners-cli/undo", Fixture, NULL, fixture_set_up, test_undo, fixture_tear_down);
  g_test_add ("/partners-cli/document", Fixture, NULL, fixture_set_up, test_document,
              fixture_tear_down);
  g_test_add ("/partners-cli/withdrawn-partner-paired-again", Fixture, NULL, fixture_set_up,
              test_withdrawn_partner, fixture_tear_down);
  g_test_add ("/partners-cli/bad-input", Fixture, NULL, fixture_set_up, test_bad_input,
              fixture_tear_down);
  return g_test_run ();
}
