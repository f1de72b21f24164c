/* test-ratings.c — Glicko-2 ratings: the core's computation and hammer-cli rate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "hammer-core.h"
#include "events/hammer-glicko.h"
#include "store/hammer-store-tx.h"
#include "test-common.h"
#include "test-cli-events.h"

/* Glickman's worked example ("Example of the Glicko-2 system", 2013): a
 * player rated 1500 with deviation 200 and volatility 0.06 beats one of
 * 1400 (deviation 30), then loses to 1550 (100) and 1700 (300); τ = 0.5.
 * The paper's figures: "r′ = 173.7178 × (−0.2069) + 1500 = 1464.06",
 * "RD′ = 173.7178 × 0.8722 = 151.52" and "σ′ = 0.05999". */
#define PAPER_RATING     1464.06
#define PAPER_DEVIATION  151.52
#define PAPER_VOLATILITY 0.05999

#define PAPER_DOCUMENT \
  "{\"players\": [{\"id\": 1, \"rating\": 1500, \"deviation\": 200, \"volatility\": 0.06}," \
  "               {\"id\": 2, \"rating\": 1400, \"deviation\": 30}," \
  "               {\"id\": 3, \"rating\": 1550, \"deviation\": 100}," \
  "               {\"id\": 4, \"rating\": 1700, \"deviation\": 300}]," \
  " \"periods\": [[{\"sides\": [1, 2], \"winner\": 0}," \
  "               {\"sides\": [1, 3], \"winner\": 1}," \
  "               {\"sides\": [1, 4], \"winner\": 1}]]}"

static void
assert_round (double value,
              double paper,
              double unit)
{
  /* Within one unit of the paper's last decimal: the paper rounds its
   * steps (μ′ = −0.2069 before scaling), so its 1464.06 is 1464.0507 carried
   * through unrounded. */
  g_assert_cmpfloat (fabs (value - paper), <, unit);
}

static void
test_paper_example (void)
{
  HammerGlickoRating ratings[4] = {
    { 1500, 200, 0.06 }, { 1400, 30, 0.06 }, { 1550, 100, 0.06 }, { 1700, 300, 0.06 },
  };
  HammerGlickoGame games[] = { { { 0, 1 }, 0 }, { { 0, 2 }, 1 }, { { 0, 3 }, 1 } };

  hammer_glicko_rate_period (ratings, 4, games, G_N_ELEMENTS (games), HAMMER_GLICKO_TAU);
  assert_round (ratings[0].rating, PAPER_RATING, 0.01);
  assert_round (ratings[0].deviation, PAPER_DEVIATION, 0.01);
  assert_round (ratings[0].volatility, PAPER_VOLATILITY, 0.00001);
  /* The winner of a game gains, the loser loses. */
  g_assert_cmpfloat (ratings[1].rating, <, 1400);
  g_assert_cmpfloat (ratings[3].rating, >, 1700);
}

static JsonObject *
period_player (JsonNode *output,
               guint     period,
               guint     index)
{
  JsonArray *periods = json_object_get_array_member (json_node_get_object (output), "periods");
  JsonObject *p = json_array_get_object_element (periods, period);

  return json_array_get_object_element (json_object_get_array_member (p, "players"), index);
}

static void
test_rate_cli (StoreFixture  *f,
               gconstpointer  data)
{
  g_autoptr(JsonNode) output = NULL;
  JsonObject *player;

  g_assert_cmpint (cli_run_json (f->path, &output, PAPER_DOCUMENT, "rate", NULL), ==, 0);
  player = period_player (output, 0, 0);
  g_assert_cmpint (json_object_get_int_member (player, "id"), ==, 1);
  assert_round (json_object_get_double_member (player, "rating"), PAPER_RATING, 0.01);
  assert_round (json_object_get_double_member (player, "deviation"), PAPER_DEVIATION, 0.01);
  assert_round (json_object_get_double_member (player, "volatility"), PAPER_VOLATILITY,
                0.00001);
  /* Every player is listed, in the document's order. */
  g_assert_cmpint (json_object_get_int_member (period_player (output, 0, 3), "id"), ==, 4);
}

static void
test_rate_sit_out_and_draw (StoreFixture  *f,
                            gconstpointer  data)
{
  g_autoptr(JsonNode) output = NULL;
  JsonObject *a, *b, *idle, *idle_after;

  /* Two equal players draw, one sits out both periods; defaults fill in. */
  g_assert_cmpint (cli_run_json (f->path, &output,
                                 "{\"players\": [{\"id\": \"ann\"}, {\"id\": \"bea\"},"
                                 "              {\"id\": \"cor\", \"rating\": 1600,"
                                 "               \"deviation\": 80}],"
                                 " \"periods\": [[{\"sides\": [\"ann\", \"bea\"],"
                                 "                 \"winner\": null}], []]}",
                                 "rate", NULL), ==, 0);
  a = period_player (output, 0, 0);
  b = period_player (output, 0, 1);
  g_assert_cmpstr (json_object_get_string_member (a, "id"), ==, "ann");
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (a, "rating"), 1500, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (b, "rating"), 1500, 1e-9);
  /* A game makes a new player's rating surer. */
  g_assert_cmpfloat (json_object_get_double_member (a, "deviation"), <, 350);

  idle = period_player (output, 0, 2);
  idle_after = period_player (output, 1, 2);
  g_assert_cmpfloat (json_object_get_double_member (idle, "rating"), ==, 1600);
  g_assert_cmpfloat (json_object_get_double_member (idle, "deviation"), >, 80);
  g_assert_cmpfloat (json_object_get_double_member (idle_after, "deviation"), >,
                     json_object_get_double_member (idle, "deviation"));
  g_assert_cmpfloat (json_object_get_double_member (idle_after, "volatility"), ==, 0.06);
}

typedef struct
{
  const char *document;
  const char *message;   /* a part of the message */
} BadDocument;

static const BadDocument bad_documents[] = {
  { "{\"players\": [{\"id\": 1}], \"periods\": [[{\"sides\": [1, 9], \"winner\": 0}]]}",
    "Period 1, game 1: player 9 is not in “players”." },
  { "{\"players\": [{\"id\": 1, \"deviation\": -20}, {\"id\": 2}], \"periods\": []}",
    "Player 1: the deviation must not be negative." },
  { "{\"players\": [{\"id\": 1}, {\"id\": 2}],"
    " \"periods\": [[], [{\"sides\": [1, 2], \"winner\": 0}, {\"sides\": [2, 1], \"winner\": 2}]]}",
    "Period 2, game 2: “winner” must be 0, 1 or null (a draw)." },
  { "{\"players\": [{\"id\": 1}, {\"id\": 2}], \"periods\": [[{\"sides\": [1, 2], \"winner\": ",
    "The input is not valid JSON" },
  { "{\"players\": [{\"id\": 1}, {\"id\": 1}], \"periods\": []}",
    "Player 1 is listed twice in “players”." },
  { "{\"players\": [{\"id\": 1, \"volatility\": 0}], \"periods\": []}",
    "Player 1: the volatility must be above 0." },
  { "{\"players\": [{\"id\": 1}], \"periods\": [[{\"sides\": [1, 1], \"winner\": 0}]]}",
    "Period 1, game 1: player 1 cannot play themselves." },
  /* A missing winner is not a draw: the contract asks for null. */
  { "{\"players\": [{\"id\": 1}, {\"id\": 2}],"
    " \"periods\": [[{\"sides\": [1, 2], \"winner\": 0}], [{\"sides\": [2, 1]}]]}",
    "Period 2, game 1 has no “winner”: give 0, 1 or null (a draw)." },
  { "{\"players\": [{\"id\": 1}]}", "“periods” must be a list" },
  { "[1, 2]", "The input must be one object with “players” and “periods”." },
};

static void
test_rate_bad_input (StoreFixture  *f,
                     gconstpointer  data)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_documents); i++)
    {
      g_auto(CliRun) run = { 0 };
      g_autoptr(JsonNode) output = NULL;
      JsonObject *error;

      cli_run (&run, f->path, bad_documents[i].document, "rate", NULL);
      g_assert_cmpint (run.status, ==, 2);
      output = test_parse_json (run.out);
      error = json_object_get_object_member (json_node_get_object (output), "error");
      g_assert_nonnull (strstr (json_object_get_string_member (error, "message"),
                                bad_documents[i].message));
      g_assert_cmpstr (json_object_get_string_member (error, "code"), ==, "invalid");
      g_assert_nonnull (strstr (run.err, bad_documents[i].message));
    }
}


/* `ratings` must say what `rate` says of the same games, period by period. */
static void
assert_ratings_as_rate (const char *path,
                        const char *document)
{
  g_autoptr(JsonNode) ratings = NULL;
  g_autoptr(JsonNode) rated = NULL;
  JsonArray *list, *periods, *last;
  double previous = G_MAXDOUBLE;

  g_assert_cmpint (cli_run_json (path, &ratings, NULL, "ratings", "--rules", "table", NULL), ==,
                   0);
  g_assert_cmpint (cli_run_json (path, &rated, document, "rate", NULL), ==, 0);
  list = json_node_get_array (ratings);
  periods = json_object_get_array_member (json_node_get_object (rated), "periods");
  last = json_object_get_array_member (json_array_get_object_element (periods,
                                         json_array_get_length (periods) - 1), "players");
  g_assert_cmpuint (json_array_get_length (list), ==, json_array_get_length (last));
  for (guint i = 0; i < json_array_get_length (last); i++)
    {
      JsonObject *expected = json_array_get_object_element (last, i);
      gboolean found = FALSE;

      for (guint k = 0; k < json_array_get_length (list); k++)
        {
          JsonObject *line = json_array_get_object_element (list, k);

          if (!g_str_equal (json_object_get_string_member (line, "name"),
                            json_object_get_string_member (expected, "id")))
            continue;
          found = TRUE;
          g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "rating"),
                                          json_object_get_double_member (expected, "rating"),
                                          1e-9);
          g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "deviation"),
                                          json_object_get_double_member (expected, "deviation"),
                                          1e-9);
        }
      g_assert_true (found);
    }
  /* Highest first. */
  for (guint k = 0; k < json_array_get_length (list); k++)
    {
      double rating = json_object_get_double_member (json_array_get_object_element (list, k),
                                                     "rating");

      g_assert_cmpfloat (rating, <=, previous);
      previous = rating;
    }
}

/* Ann beats Bea and Cor beats Dirk on one day, Cor beats Ann a month
 * later; Bea beats Ann at court, another game. */
static void
play_three_events (StoreFixture *f)
{
  const char * const first[] = { "Ann", "Bea", NULL };
  const char * const second[] = { "Cor", "Dirk", NULL };
  const char * const third[] = { "Ann", "Cor", NULL };
  gint64 a, b, c, other;

  /* Two events on one day are one period; the third is a day later; a
   * court event does not count for table. */
  a = cli_event (f->path, "Spring A", "table", "2026-03-01", 1, first);
  b = cli_event (f->path, "Spring B", "table", "2026-03-01", 1, second);
  c = cli_event (f->path, "Summer", "table", "2026-04-01", 1, third);
  other = cli_event (f->path, "Court", "court", "2026-03-15", 1, third);
  cli_draw (f->path, a);
  cli_draw (f->path, b);
  cli_draw (f->path, c);
  cli_draw (f->path, other);
  cli_win (f->path, a, "Ann", "Bea");
  cli_win (f->path, b, "Cor", "Dirk");
  cli_win (f->path, c, "Cor", "Ann");
  cli_win (f->path, other, "Ann", "Cor");
}

static void
test_ratings_from_matches (StoreFixture  *f,
                           gconstpointer  data)
{
  sqlite3 *db;
  gint64 last;
  int rc;

  play_three_events (f);
  assert_ratings_as_rate (f->path,
                          "{\"players\": [{\"id\": \"Ann\"}, {\"id\": \"Bea\"},"
                          "              {\"id\": \"Cor\"}, {\"id\": \"Dirk\"}],"
                          " \"periods\": [[{\"sides\": [\"Ann\", \"Bea\"], \"winner\": 0},"
                          "               {\"sides\": [\"Cor\", \"Dirk\"], \"winner\": 0}],"
                          "              [{\"sides\": [\"Ann\", \"Cor\"], \"winner\": 1}]]}");

  /* The last table result undone: its period is gone from the ratings. */
  hammer_store_refresh (f->store);
  db = hammer_store_get_db (f->store);
  last = hammer_store_query_int (db, "SELECT max (id) - 1 FROM changes", &rc);
  g_assert_cmpint (rc, ==, SQLITE_OK);
  g_assert_true (hammer_store_undo (f->store, last, NULL));
  assert_ratings_as_rate (f->path,
                          "{\"players\": [{\"id\": \"Ann\"}, {\"id\": \"Bea\"},"
                          "              {\"id\": \"Cor\"}, {\"id\": \"Dirk\"}],"
                          " \"periods\": [[{\"sides\": [\"Ann\", \"Bea\"], \"winner\": 0},"
                          "               {\"sides\": [\"Cor\", \"Dirk\"], \"winner\": 0}]]}");
}

/* A rotating-partners match rates all four players: each against each
 * opposing player, as `rate` rates those four games in one period. */
static void
test_ratings_rotating_partners (StoreFixture  *f,
                                gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(JsonNode) ratings = NULL;
  g_autoptr(JsonNode) rated = NULL;
  g_autofree char *event = NULL;
  g_autofree char *match_id = NULL;
  g_autofree char *document = NULL;
  JsonArray *sides, *list, *expected;
  JsonObject *match = NULL;
  gint64 ids[2][2];

  g_assert_cmpint (cli_run_json (f->path, &created, NULL, "event", "create", "--name", "Koppels",
                                 "--rules", "table", "--option", "best_of=1",
                                 "--option", "target=15", "--format", "rotating-partners", "--rounds", "1", NULL), ==, 0);
  event = g_strdup_printf ("%" G_GINT64_FORMAT,
                           json_object_get_int_member (json_node_get_object (created), "id"));
  g_assert_cmpint (cli_run_text (f->path, NULL, NULL, NULL, "entrants", "add", "--event", event,
                            "P1", "P2", "P3", "P4", NULL), ==, 0);
  g_assert_cmpint (cli_run_text (f->path, NULL, NULL, NULL, "draw", "--event", event, "--seed",
                                 "1", NULL), ==, 0);
  g_assert_cmpint (cli_run_json (f->path, &matches, NULL, "matches", "--event", event, NULL), ==,
                   0);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (matches)); i++)
    {
      JsonObject *candidate = json_array_get_object_element (json_node_get_array (matches), i);

      if (json_object_has_member (candidate, "players") &&
          !json_object_get_boolean_member_with_default (candidate, "bye", FALSE))
        match = candidate;
    }
  g_assert_nonnull (match);
  sides = json_object_get_array_member (match, "players");
  for (guint s = 0; s < 2; s++)
    for (guint k = 0; k < 2; k++)
      ids[s][k] = json_array_get_int_element (json_array_get_array_element (sides, s), k);
  match_id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (match, "id"));
  g_assert_cmpint (cli_run_json (f->path, &state, "{\"games\": [{\"ends\": [{\"points\": [3, 0]}, "
                                 "{\"points\": [3, 0]}, {\"points\": [3, 0]}, "
                                 "{\"points\": [3, 0]}, {\"points\": [3, 0]}]}]}", "result", "--event", event,
                                 "--match", match_id, NULL), ==, 0);

#define ID "%" G_GINT64_FORMAT
  document = g_strdup_printf ("{\"players\": [{\"id\": " ID "}, {\"id\": " ID "},"
                              " {\"id\": " ID "}, {\"id\": " ID "}], \"periods\": [["
                              "{\"sides\": [" ID ", " ID "], \"winner\": 0},"
                              "{\"sides\": [" ID ", " ID "], \"winner\": 0},"
                              "{\"sides\": [" ID ", " ID "], \"winner\": 0},"
                              "{\"sides\": [" ID ", " ID "], \"winner\": 0}]]}",
                              ids[0][0], ids[0][1], ids[1][0], ids[1][1],
                              ids[0][0], ids[1][0], ids[0][0], ids[1][1],
                              ids[0][1], ids[1][0], ids[0][1], ids[1][1]);
#undef ID
  g_assert_cmpint (cli_run_json (f->path, &ratings, NULL, "ratings", "--rules", "table", NULL), ==,
                   0);
  g_assert_cmpint (cli_run_json (f->path, &rated, document, "rate", NULL), ==, 0);
  list = json_node_get_array (ratings);
  expected = json_object_get_array_member (
    json_array_get_object_element (json_object_get_array_member (json_node_get_object (rated),
                                                                 "periods"), 0), "players");
  g_assert_cmpuint (json_array_get_length (list), ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      JsonObject *want = json_array_get_object_element (expected, i);
      gboolean found = FALSE;

      for (guint k = 0; k < 4; k++)
        {
          JsonObject *line = json_array_get_object_element (list, k);

          if (json_object_get_int_member (line, "player") !=
              json_object_get_int_member (want, "id"))
            continue;
          found = TRUE;
          g_assert_cmpint (json_object_get_int_member (line, "games"), ==, 2);
          g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "rating"),
                                          json_object_get_double_member (want, "rating"), 1e-9);
        }
      g_assert_true (found);
    }
}

static void
test_seed_by_rating (StoreFixture  *f,
                     gconstpointer  data)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) added = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonNode) ratings = NULL;
  g_auto(CliRun) refused = { 0 };
  g_autofree char *id = NULL;
  JsonArray *entrants, *list, *matches;
  const char *group_of[4] = { NULL };

  play_three_events (f);
  g_assert_cmpint (cli_run_json (f->path, &ratings, NULL, "ratings", "--rules", "table", NULL),
                   ==, 0);
  list = json_node_get_array (ratings);

  /* Entered weakest first, in two groups of two. */
  g_assert_cmpint (cli_run_json (f->path, &created, NULL, "event", "create", "--name", "Autumn",
                                 "--rules", "table", "--format", "groups", "--groups", "2",
                                 NULL), ==, 0);
  id = g_strdup_printf ("%" G_GINT64_FORMAT,
                        json_object_get_int_member (json_node_get_object (created), "id"));
  g_assert_cmpint (cli_run_json (f->path, &added, NULL, "entrants", "add", "--event", id,
                                 "Dirk", "Bea", "Ann", "Cor", NULL), ==, 0);

  cli_run (&refused, f->path, NULL, "draw", "--event", id, "--seed-by", "luck", NULL);
  g_assert_cmpint (refused.status, ==, 2);
  g_assert_nonnull (strstr (refused.err, "--seed-by"));

  g_assert_cmpint (cli_run_json (f->path, &drawn, NULL, "draw", "--event", id, "--seed-by",
                                 "rating", "--seed", "4", NULL), ==, 0);
  g_assert_cmpint (cli_run_json (f->path, &event, NULL, "event", "show", "--event", id, NULL),
                   ==, 0);
  entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  /* Seeds in the order of the ratings: Cor, Ann, then Bea and Dirk, who
   * are level, as they were entered. */
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);
      const char *name = json_object_get_string_member (entrant, "name");
      gint64 seed = json_object_get_int_member (entrant, "seed");
      const char * const expected[] = { "Cor", "Ann", "Dirk", "Bea" };

      g_assert_cmpint (seed, >=, 1);
      g_assert_cmpint (seed, <=, 4);
      g_assert_cmpstr (name, ==, expected[seed - 1]);
    }
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (list, 0),
                                                  "name"), ==, "Cor");

  /* Snake seeding: the top two seeds play in different groups. */
  matches = json_node_get_array (drawn);
  for (guint m = 0; m < json_array_get_length (matches); m++)
    {
      JsonObject *match = json_array_get_object_element (matches, m);
      JsonArray *names = json_object_get_array_member (match, "names");

      for (guint s = 0; s < 2; s++)
        for (guint r = 0; r < 2; r++)
          if (g_strcmp0 (json_array_get_string_element (names, s),
                         json_object_get_string_member (json_array_get_object_element (list, r),
                                                        "name")) == 0)
            group_of[r] = json_object_get_string_member (match, "bracket");
    }
  g_assert_nonnull (group_of[0]);
  g_assert_nonnull (group_of[1]);
  g_assert_cmpstr (group_of[0], !=, group_of[1]);
}

/* The A/B blind draw by rating: Cor (won twice) and Eve (never played, so
 * the default 1500) are the top half, above Bea and Dirk who lost their
 * one game; every team has one of each half, whatever the lot. Entered
 * Cor, Dirk, Eve, Bea, so the halves by seed would pair Cor with Eve. */
static void
test_blind_draw_by_rating (StoreFixture  *f,
                           gconstpointer  data)
{
  g_autoptr(JsonNode) ratings = NULL;
  g_autoptr(JsonNode) created = NULL;
  g_autofree char *id = NULL;
  JsonArray *list;

  play_three_events (f);
  g_assert_cmpint (cli_run_json (f->path, &ratings, NULL, "ratings", "--rules", "table", NULL),
                   ==, 0);
  list = json_node_get_array (ratings);
  for (guint k = 0; k < json_array_get_length (list); k++)
    {
      JsonObject *line = json_array_get_object_element (list, k);
      const char *name = json_object_get_string_member (line, "name");
      double rating = json_object_get_double_member (line, "rating");

      g_assert_false (g_str_equal (name, "Eve"));
      if (g_str_equal (name, "Cor"))
        g_assert_cmpfloat (rating, >, 1500);
      else if (g_str_equal (name, "Bea") || g_str_equal (name, "Dirk"))
        g_assert_cmpfloat (rating, <, 1500);
    }

  g_assert_cmpint (cli_run_json (f->path, &created, NULL, "event", "create", "--name", "Doubles",
                                 "--rules", "table", "--format", "round-robin", "--option",
                                 "team_size=2", NULL), ==, 0);
  id = g_strdup_printf ("%" G_GINT64_FORMAT,
                        json_object_get_int_member (json_node_get_object (created), "id"));
  {
    g_autoptr(JsonNode) added = NULL;

    g_assert_cmpint (cli_run_json (f->path, &added, NULL, "entrants", "add", "--event", id,
                                   "Cor", "Dirk", "Eve", "Bea", NULL), ==, 0);
  }
  for (guint seed = 0; seed < 4; seed++)
    {
      g_autofree char *seed_text = g_strdup_printf ("%u", seed);
      g_autofree char *copy = g_build_filename (f->dir, "copy.db", NULL);
      g_autofree char *bytes = NULL;
      g_autoptr(JsonNode) teams = NULL;
      gsize length;

      /* Each lot on a copy of the file (and of its write-ahead log, which
       * the open store has not folded in), so the entrants are players
       * again. */
      for (guint part = 0; part < 2; part++)
        {
          g_autofree char *from = g_strconcat (f->path, part ? "-wal" : "", NULL);
          g_autofree char *to = g_strconcat (copy, part ? "-wal" : "", NULL);

          g_clear_pointer (&bytes, g_free);
          if (part == 1 && !g_file_test (from, G_FILE_TEST_EXISTS))
            continue;
          g_assert_true (g_file_get_contents (from, &bytes, &length, NULL));
          g_assert_true (g_file_set_contents (to, bytes, length, NULL));
        }
      g_assert_cmpint (cli_run_json (copy, &teams, NULL, "entrants", "blind-draw", "--event", id,
                                     "--pools", "ab", "--by", "rating", "--seed", seed_text,
                                     NULL), ==, 0);
      g_assert_cmpuint (json_array_get_length (json_node_get_array (teams)), ==, 2);
      for (guint t = 0; t < 2; t++)
        {
          JsonObject *team = json_array_get_object_element (json_node_get_array (teams), t);
          g_auto(GStrv) members = g_strsplit (json_object_get_string_member (team, "name"),
                                              " / ", -1);
          guint top = 0;

          g_assert_cmpuint (g_strv_length (members), ==, 2);
          for (guint m = 0; m < 2; m++)
            top += g_str_equal (members[m], "Cor") || g_str_equal (members[m], "Eve");
          g_assert_cmpuint (top, ==, 1);
        }
      for (guint part = 0; part < 3; part++)
        {
          g_autofree char *file = g_strconcat (copy, (const char *[]) { "", "-wal", "-shm" }[part],
                                               NULL);

          tmp_remove_tree (file);
        }
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ratings/paper-example", test_paper_example);
  g_test_add ("/ratings/rate-cli", StoreFixture, NULL, store_fixture_set_up, test_rate_cli,
              store_fixture_tear_down);
  g_test_add ("/ratings/rate-sit-out-and-draw", StoreFixture, NULL, store_fixture_set_up,
              test_rate_sit_out_and_draw, store_fixture_tear_down);
  g_test_add ("/ratings/rate-bad-input", StoreFixture, NULL, store_fixture_set_up,
              test_rate_bad_input, store_fixture_tear_down);

  g_test_add ("/ratings/seed-by-rating", StoreFixture, NULL, store_fixture_set_up,
              test_seed_by_rating, store_fixture_tear_down);
  g_test_add ("/ratings/from-matches", StoreFixture, NULL, store_fixture_set_up,
              test_ratings_from_matches, store_fixture_tear_down);
  g_test_add ("/ratings/rotating-partners", StoreFixture, NULL, store_fixture_set_up,
              test_ratings_rotating_partners, store_fixture_tear_down);
  g_test_add ("/ratings/blind-draw-by-rating", StoreFixture, NULL, store_fixture_set_up,
              test_blind_draw_by_rating, store_fixture_tear_down);

  return g_test_run ();
}
