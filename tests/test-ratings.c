/* test-ratings.c — Glicko-2 ratings: the core's computation and hammer-cli rate
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "hammer-core.h"
#include "events/hammer-glicko.h"
#include "test-common.h"

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

  return g_test_run ();
}
