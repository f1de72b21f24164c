/* test-games.c — every registered game provides everything a game implies,
 * and a toy game added through "Adding a game" alone (docs/ARCHITECTURE.md)
 * flows through the score checks, the boards, the score sheets and the
 * listing of `hammer-cli rules`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "rules/hammer-game-private.h"
#include "sheets/hammer-sheets.h"
#include "test-common.h"

/* The toy game, written as a game's file in src/core/rules/games/ writes
 * one: first to 3, one point a weight in the one zone, three weights. */
static const HammerZone toy_zones[] = {
  { "1", NULL, 1, 0 },
};

static const HammerRules toy_rules = {
  .id = "toy",
  .name = "Toy shuffle",
  .zones = toy_zones,
  .n_zones = G_N_ELEMENTS (toy_zones),
  .weights = 3,
  .scoring = HAMMER_SCORING_LEADER_ONLY,
  .order = HAMMER_ORDER_SCORER_FIRST,
  .match_kind = HAMMER_MATCH_BEST_OF,
  .penalty_step = 1,
  .minutes_per_game = 7,
  .sheet = {
    .layout = HAMMER_SHEET_LAYOUT_ENDS,
    .title = "Toy shuffleboard",
    .end_name = "Push",
    .lead = HAMMER_SHEET_LEAD_HAMMER,
  },
  .options = {
    [HAMMER_OPTION_TARGET] = HAMMER_OPT (3, 1, HAMMER_TARGET_MAX),
    [HAMMER_OPTION_BEST_OF] = HAMMER_OPT (1, 1, HAMMER_BEST_OF_MAX),
    [HAMMER_OPTION_GAMES] = HAMMER_OPT_ECHO (1, HAMMER_GAMES_MAX),
    [HAMMER_OPTION_TEAM_SIZE] = HAMMER_OPT (1, 1, 2),
    [HAMMER_OPTION_HANGER] = HAMMER_OPT_ECHO (1, HAMMER_HANGER_MAX),
    [HAMMER_OPTION_FIRST] = HAMMER_OPT (0, 0, HAMMER_FIRST_MAX),
    [HAMMER_OPTION_SIDES] = HAMMER_OPT (2, 2, 2),
  },
};

/* Every game */

/* Walks the registered games, the toy among them, rather than counting
 * them: each must say everything the rest of Hammer asks it. */
static void
test_every_game (void)
{
  guint n_rules;
  const HammerRules * const *all = hammer_rules_get_all (&n_rules);
  g_autofree char *ids = hammer_rules_list_ids (FALSE);
  g_autofree char *match_ids = hammer_rules_list_ids (TRUE);
  g_autofree char *names = hammer_rules_list_names ();

  g_assert_cmpuint (n_rules, >, 0);
  for (guint r = 0; r < n_rules; r++)
    {
      const HammerRules *rules = all[r];
      g_autoptr(JsonNode) listed = hammer_rules_to_json (rules);
      JsonObject *object = json_node_get_object (listed);
      HammerOptions options;

      g_test_message ("%s", rules->id);
      /* Names: found by its id, named, listed in help and About. */
      g_assert_true (hammer_rules_lookup (rules->id, NULL) == rules);
      g_assert_cmpstr (hammer_rules_get_name (rules), !=, "");
      g_assert_nonnull (strstr (ids, rules->id));
      g_assert_cmpint (strstr (match_ids, rules->id) != NULL, ==,
                       hammer_rules_plays_matches (rules));
      g_assert_nonnull (strstr (names, hammer_rules_get_name (rules)));
      g_assert_cmpstr (json_object_get_string_member (object, "id"), ==, rules->id);
      g_assert_cmpstr (json_object_get_string_member (object, "name"), ==,
                       hammer_rules_get_name (rules));

      /* Options: the core ones everywhere, each that applies with a
       * default in its range, and the defaults resolve. */
      for (guint i = 0; i <= HAMMER_OPTION_SIDES; i++)
        g_assert_true (rules->options[i].present);
      for (guint i = 0; i < HAMMER_N_OPTIONS; i++)
        {
          const HammerOptionSpec *spec = &rules->options[i];

          if (!spec->present || !spec->applies)
            continue;
          g_assert_cmpint (spec->min, <=, spec->max);
          g_assert_cmpint (spec->default_value, >=, spec->min);
          g_assert_cmpint (spec->default_value, <=, spec->max);
        }
      g_assert_true (hammer_options_from_json (rules, NULL, &options, NULL));

      /* Pieces and play. */
      g_assert_cmpint (rules->weights, >, 0);
      g_assert_cmpint (rules->weights, <=, rules->counts ? 30 : HAMMER_MAX_WEIGHTS);
      g_assert_cmpint (rules->penalty_step, >, 0);
      g_assert_true (rules->counts || rules->n_zones > 0);

      /* The boards' estimates, and paper. */
      g_assert_cmpint (rules->minutes_per_game, >, 0);
      g_assert_true (rules->sheet.layout == HAMMER_SHEET_LAYOUT_ENDS ||
                     rules->sheet.layout == HAMMER_SHEET_LAYOUT_CARDS);
      g_assert_nonnull (rules->sheet.title);
      g_assert_nonnull (rules->sheet.end_name);
      g_assert_cmpstr (hammer_rules_get_title (rules), !=, "");
      g_assert_cmpstr (hammer_rules_get_end_name (rules), !=, "");
      g_assert_cmpint (rules->sheet.lead, <=, HAMMER_SHEET_LEAD_COLOUR);
      if (rules->sheet.layout == HAMMER_SHEET_LAYOUT_CARDS)
        g_assert_nonnull (rules->sheet.card_title);
    }
}

/* The toy game */

/* Score checking: first to 3, at most 3 points an end, only the leader. */
static void
test_toy_scores (void)
{
  g_autoptr(JsonNode) input = test_parse_json (
    "{'rules': 'toy', 'games': [{'ends': [{'points': [2, 0]}, {'points': [0, 1]},"
    " {'points': [1, 0]}]}]}");
  g_autoptr(JsonNode) too_many = test_parse_json (
    "{'rules': 'toy', 'games': [{'ends': [{'points': [4, 0]}]}]}");
  g_autoptr(JsonNode) both = test_parse_json (
    "{'rules': 'toy', 'games': [{'ends': [{'points': [1, 1]}]}]}");
  g_autoptr(GError) violation = NULL;
  g_autoptr(GError) leader = NULL;
  g_autoptr(HammerMatch) match = hammer_match_new_from_json (input, NULL, NULL);
  g_autoptr(HammerMatch) refused = NULL;
  g_autoptr(HammerMatch) refused_both = NULL;

  g_assert_nonnull (match);
  g_assert_cmpint (hammer_match_get_state (match), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 0);
  g_assert_cmpint (hammer_match_get_totals (match)[0], ==, 3);

  refused = hammer_match_new_from_json (too_many, NULL, &violation);
  g_assert_null (refused);
  g_assert_cmpstr (hammer_error_get_reason (violation), ==, HAMMER_REASON_IMPOSSIBLE_POINTS);
  refused_both = hammer_match_new_from_json (both, NULL, &leader);
  g_assert_null (refused_both);
  g_assert_cmpstr (hammer_error_get_reason (leader), ==, HAMMER_REASON_LEADER_ONLY);
}

/* An event of the toy game on boards: its matches are reckoned at the
 * game's typical 7 minutes, and a board's page learns the game from the
 * rules' answer. */
static void
test_toy_boards (StoreFixture  *f,
                 gconstpointer  data)
{
  static const char * const names[] = { "Ann", "Bob", "Cas", "Dee", NULL };
  g_autoptr(GDateTime) called = g_date_time_new_utc (2031, 3, 15, 19, 15, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) boards = NULL;
  g_autoptr(JsonNode) input = test_parse_json ("{'games': [{'ends': [{'points': [2, 0]}]}]}");
  g_autoptr(JsonNode) answer = NULL;
  JsonObject *board, *match;
  gint64 event_id;

  /* The draw puts the first matches on the boards; a call starts the clock. */
  event_id = store_new_event (f->store, "Toy night", "toy", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL,
                              names, 1);
  clock_fix (called);
  g_assert_true (hammer_events_call_board (f->store, event_id, 1, &error));
  g_assert_no_error (error);
  clock_release ();

  boards = hammer_events_get_boards_json (f->store, event_id, &error);
  g_assert_no_error (error);
  board = json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (boards), "boards"), 0);
  {
    g_autoptr(GDateTime) end = g_date_time_new_from_iso8601 (
      json_object_get_string_member (board, "estimated_end"), NULL);

    g_assert_nonnull (end);
    /* Best of 1: one game of 7 minutes. */
    g_assert_cmpint (g_date_time_difference (end, called), ==, 7 * G_TIME_SPAN_MINUTE);
  }
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (json_node_get_object (boards), "rule_set"),
                     "id"), ==, "toy");

  match = json_object_get_object_member (board, "match");
  answer = hammer_events_check_result (f->store, event_id,
                                       json_object_get_int_member (match, "id"), input, 0,
                                       &error);
  g_assert_no_error (error);
  g_assert_nonnull (answer);
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (json_node_get_object (answer), "rule_set"),
                     "id"), ==, "toy");
}

/* A score sheet of the toy game: its title and the head of its columns
 * (its name for an end, and the hammer) come from the rule set. */
static void
test_toy_score_sheet (StoreFixture  *f,
                      gconstpointer  data)
{
  static const char * const names[] = { "Ann", "Bob", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *path = g_build_filename (f->dir, "toy.pdf", NULL);
  g_autofree char *text = NULL;
  HammerSheetOptions options;
  gint64 event_id;

  event_id = store_new_event (f->store, "Toy night", "toy", HAMMER_FORMAT_ROUND_ROBIN, 1, NULL,
                              names, 1);
  document = hammer_events_export (f->store, event_id, &error);
  g_assert_no_error (error);
  matches = hammer_events_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_SCORE_SHEETS;
  g_assert_true (hammer_sheets_render_to_file (document, matches, NULL, &options, path, &error));
  g_assert_no_error (error);

  text = pdf_text (path);
  g_assert_nonnull (strstr (text, "Toy shuffleboard"));
  g_assert_nonnull (strstr (text, "Push"));
  g_assert_nonnull (strstr (text, "Hammer"));
  g_assert_null (strstr (text, "Sjoelbak"));
}

/* `hammer-cli rules` lists what hammer_rules_to_json() writes of every
 * registered game; its help and --rules' name the ids the registry lists. */
static void
test_toy_listing (void)
{
  guint n_rules;
  const HammerRules * const *all = hammer_rules_get_all (&n_rules);
  g_autoptr(JsonNode) listed = hammer_rules_to_json (&toy_rules);
  JsonObject *object = json_node_get_object (listed);
  JsonArray *options = json_object_get_array_member (object, "options");
  g_autofree char *ids = hammer_rules_list_ids (FALSE);
  g_autofree char *league_ids = hammer_rules_list_ids (TRUE);

  g_assert_true (all[n_rules - 1] == &toy_rules);
  g_assert_cmpstr (json_object_get_string_member (object, "id"), ==, "toy");
  g_assert_cmpstr (json_object_get_string_member (object, "name"), ==, "Toy shuffle");
  g_assert_cmpstr (json_object_get_string_member (object, "match"), ==, "best_of");
  g_assert_cmpint (json_object_get_int_member (object, "weights"), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (options, 0),
                                                  "name"), ==, "target");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (options, 0),
                                               "default"), ==, 3);
  g_assert_true (g_str_has_suffix (ids, ", sjoelbak or toy"));
  g_assert_true (g_str_has_suffix (league_ids, ", shovelboard or toy"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* "Adding a game": the rule set, registered. Nothing else. */
  hammer_rules_register (&toy_rules);

  g_test_add_func ("/games/every-game", test_every_game);
  g_test_add_func ("/games/toy/scores", test_toy_scores);
  g_test_add ("/games/toy/boards", StoreFixture, NULL, store_fixture_set_up, test_toy_boards,
              store_fixture_tear_down);
  g_test_add ("/games/toy/score-sheet", StoreFixture, NULL, store_fixture_set_up,
              test_toy_score_sheet, store_fixture_tear_down);
  g_test_add_func ("/games/toy/listing", test_toy_listing);

  return g_test_run ();
}
