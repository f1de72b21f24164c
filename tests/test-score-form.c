/* test-score-form.c — the score dialog's sheet model, driven as a secretary types, no display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-core.h"
#include "hammer-score-form.h"

/* A sheet for @n_sides under @rules_id with @options_json. */
static HammerScoreForm *
sheet_for (const char *rules_id,
           const char *options_json,
           guint       n_sides)
{
  g_autoptr(GError) violation = NULL;
  g_autoptr(JsonNode) node = json_from_string (options_json, NULL);
  const HammerRules *rules = hammer_rules_lookup (rules_id, &violation);
  HammerOptions options;

  g_assert_nonnull (rules);
  g_assert_true (hammer_options_from_json (rules, json_node_get_object (node), &options,
                                           &violation));
  return hammer_score_form_new (rules, &options, n_sides);
}

/* Table shuffleboard to 15, best of 3, between two sides. */
static HammerScoreForm *
table_sheet (void)
{
  return sheet_for ("table", "{\"target\": 15, \"best_of\": 3}", 2);
}

/* Types an end into row @r of game @g, cell after cell, and presses Enter
 * on its last cell. */
static HammerScoreRow
type_end (HammerScoreForm *sheet,
          guint             g,
          guint             r,
          const char       *first,
          const char       *second)
{
  hammer_score_form_set_cell (sheet, g, r, 0, first);
  hammer_score_form_set_cell (sheet, g, r, 1, second);
  return hammer_score_form_commit_row (sheet, g, r);
}

static void
assert_open_cell (HammerScoreForm *sheet,
                  guint             game,
                  guint             row,
                  guint             cell)
{
  guint g = G_MAXUINT, r = G_MAXUINT, c = G_MAXUINT;

  g_assert_true (hammer_score_form_find_open_cell (sheet, &g, &r, &c));
  g_assert_cmpuint (g, ==, game);
  g_assert_cmpuint (r, ==, row);
  g_assert_cmpuint (c, ==, cell);
}

static void
assert_totals (HammerScoreForm *sheet,
               guint             g,
               guint             r,
               int               first,
               int               second)
{
  HammerEnd end;
  int hammer;

  g_assert_true (hammer_score_form_get_row_end (sheet, g, r, &hammer, &end));
  g_assert_cmpint (end.totals[0], ==, first);
  g_assert_cmpint (end.totals[1], ==, second);
  g_assert_cmpint (hammer, ==, end.hammer);
}

/* Ends typed one after the other: blanks count 0, the running totals and
 * the hammer come from the rules, and an empty end waits for the next. */
static void
test_typing_ends (void)
{
  g_autoptr(HammerScoreForm) sheet = table_sheet ();
  HammerEnd end;
  int hammer, next_hammer = -1;

  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 1);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 1);
  g_assert_cmpuint (hammer_score_form_get_n_cells (sheet), ==, 2);
  assert_open_cell (sheet, 0, 0, 0);
  g_assert_false (hammer_score_form_is_modified (sheet));

  /* Before any end, the first row shows who will have the hammer. */
  hammer_match_get_next (hammer_score_form_get_match (sheet), NULL, NULL, NULL, &next_hammer);
  g_assert_false (hammer_score_form_get_row_end (sheet, 0, 0, &hammer, &end));
  g_assert_cmpint (hammer, ==, next_hammer);

  /* The typed cell counts before Enter; the end is taken with Enter. */
  hammer_score_form_set_cell (sheet, 0, 0, 0, "8");
  g_assert_cmpuint (hammer_score_form_get_n_ends (sheet), ==, 1);
  g_assert_cmpint (hammer_score_form_commit_row (sheet, 0, 0), ==, HAMMER_SCORE_ROW_GREW);
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 0, 0, 1), ==, "0");
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 2);
  assert_totals (sheet, 0, 0, 8, 0);
  assert_open_cell (sheet, 0, 1, 0);
  g_assert_true (hammer_score_form_is_modified (sheet));

  /* A penalty follows a minus, as on paper. */
  g_assert_cmpint (type_end (sheet, 0, 1, "", "6-2"), ==, HAMMER_SCORE_ROW_GREW);
  g_assert_true (hammer_score_form_get_row_end (sheet, 0, 1, &hammer, &end));
  g_assert_cmpint (end.penalties[1], ==, 2);
  assert_totals (sheet, 0, 1, 8, 4);
  g_assert_null (hammer_score_form_get_problem (sheet, NULL, NULL, NULL));
  g_assert_cmpuint (hammer_score_form_get_n_ends (sheet), ==, 2);

  /* Enter on an end already taken moves on without adding a row. */
  g_assert_cmpint (hammer_score_form_commit_row (sheet, 0, 0), ==, HAMMER_SCORE_ROW_TAKEN);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 3);

  /* A cleared end in the middle is taken out. */
  g_assert_cmpint (type_end (sheet, 0, 1, "", ""), ==, HAMMER_SCORE_ROW_REMOVED);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 2);
  assert_totals (sheet, 0, 0, 8, 0);
  /* Enter on the empty end at the bottom changes nothing. */
  g_assert_cmpint (hammer_score_form_commit_row (sheet, 0, 1), ==, HAMMER_SCORE_ROW_EMPTY);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 2);
}

/* The rules' own sentence for an end they refuse, with the same match
 * before it. */
static char *
rules_sentence (const int points[2])
{
  g_autoptr(GError) violation = NULL;
  g_autoptr(GError) other = NULL;
  g_autoptr(JsonNode) options_node = json_from_string ("{\"target\": 15, \"best_of\": 3}", NULL);
  const HammerRules *rules = hammer_rules_lookup ("table", &other);
  HammerEndEntry entry = { .n_sides = 2, .points = points };
  g_autoptr(HammerMatch) match = NULL;
  HammerOptions options;

  g_assert_true (hammer_options_from_json (rules, json_node_get_object (options_node), &options,
                                           &other));
  match = hammer_match_new (rules, &options);
  g_assert_true (hammer_match_start_game (match, -1, &other));
  g_assert_false (hammer_match_check_end (match, &entry, &violation));
  return g_strdup (violation->message);
}

/* An end the rules refuse is refused while it is typed, in the rules'
 * words, on the cells it concerns; Enter does not take it. */
static void
test_impossible_end (void)
{
  g_autoptr(HammerScoreForm) sheet = table_sheet ();
  const int both[2] = { 4, 3 };
  const int too_many[2] = { 17, 0 };
  g_autofree char *both_sentence = rules_sentence (both);
  g_autofree char *too_many_sentence = rules_sentence (too_many);
  int game = -2, row = -2, side = -2;

  hammer_score_form_set_cell (sheet, 0, 0, 0, "4");
  hammer_score_form_set_cell (sheet, 0, 0, 1, "3");
  g_assert_cmpstr (hammer_score_form_get_problem (sheet, &game, &row, &side), ==, both_sentence);
  g_assert_nonnull (strstr (both_sentence, "only the side with the leading weight scores"));
  g_assert_cmpint (game, ==, 0);
  g_assert_cmpint (row, ==, 0);
  g_assert_true (hammer_score_form_cell_refused (sheet, 0, 0, 0) ||
                 hammer_score_form_cell_refused (sheet, 0, 0, 1));
  g_assert_cmpuint (hammer_score_form_get_n_ends (sheet), ==, 0);
  g_assert_cmpint (hammer_score_form_commit_row (sheet, 0, 0), ==, HAMMER_SCORE_ROW_REFUSED);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 1);

  /* More than four weights can make: the side is named, and only its cell. */
  hammer_score_form_set_cell (sheet, 0, 0, 1, "");
  hammer_score_form_set_cell (sheet, 0, 0, 0, "17");
  g_assert_cmpstr (hammer_score_form_get_problem (sheet, NULL, NULL, &side), ==,
                   too_many_sentence);
  g_assert_cmpstr (too_many_sentence, ==,
                   "Game 1, end 1: Side 1 cannot have scored 17 — 4 weights score at most 16.");
  g_assert_cmpint (side, ==, 0);
  g_assert_true (hammer_score_form_cell_refused (sheet, 0, 0, 0));
  g_assert_false (hammer_score_form_cell_refused (sheet, 0, 0, 1));

  /* What is no number is the sheet's own sentence. */
  hammer_score_form_set_cell (sheet, 0, 0, 0, "x");
  g_assert_cmpstr (hammer_score_form_get_problem (sheet, NULL, NULL, NULL), ==,
                   "Game 1, end 1: “x” is not a score; type the points, and a penalty after a "
                   "minus (18-5).");

  /* Put right, the end is taken. */
  hammer_score_form_set_cell (sheet, 0, 0, 0, "12");
  g_assert_null (hammer_score_form_get_problem (sheet, NULL, NULL, NULL));
  g_assert_false (hammer_score_form_cell_refused (sheet, 0, 0, 0));
  g_assert_cmpint (hammer_score_form_commit_row (sheet, 0, 0), ==, HAMMER_SCORE_ROW_GREW);
  assert_totals (sheet, 0, 0, 12, 0);
}

/* A game won opens the next game; the match won leaves no cell open. */
static void
test_game_won_next_game (void)
{
  g_autoptr(HammerScoreForm) sheet = table_sheet ();
  g_autoptr(HammerResultInput) input = NULL;
  g_autofree char *text = NULL;
  const HammerMatch *match;

  type_end (sheet, 0, 0, "8", "");
  g_assert_cmpint (type_end (sheet, 0, 1, "7", ""), ==, HAMMER_SCORE_ROW_GREW);
  match = hammer_score_form_get_match (sheet);
  g_assert_cmpint (hammer_match_get_game_state (match, 0), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_game_winner (match, 0), ==, 0);
  /* Game 1 keeps its two ends; game 2 starts with an empty one. */
  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 2);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 2);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 1), ==, 1);
  assert_open_cell (sheet, 1, 0, 0);

  /* Game 2 to the second side, game 3 to the first: the match is over. */
  type_end (sheet, 1, 0, "", "9");
  type_end (sheet, 1, 1, "", "6");
  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 3);
  type_end (sheet, 2, 0, "12", "");
  g_assert_cmpint (type_end (sheet, 2, 1, "3", ""), ==, HAMMER_SCORE_ROW_TAKEN);
  match = hammer_score_form_get_match (sheet);
  g_assert_cmpint (hammer_match_get_state (match), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (match), ==, 0);
  g_assert_cmpint (hammer_match_get_games_won (match)[0], ==, 2);
  g_assert_cmpint (hammer_match_get_games_won (match)[1], ==, 1);
  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 3);
  g_assert_false (hammer_score_form_find_open_cell (sheet, &(guint) { 0 }, &(guint) { 0 },
                                                     &(guint) { 0 }));

  /* What is saved is what was typed, end by end. */
  input = hammer_score_form_to_input (sheet);
  text = json_to_string (hammer_result_input_get_json (input), FALSE);
  g_assert_cmpstr (text, ==,
                   "{\"games\":[{\"ends\":[{\"points\":[8,0]},{\"points\":[7,0]}]},"
                   "{\"ends\":[{\"points\":[0,9]},{\"points\":[0,6]}]},"
                   "{\"ends\":[{\"points\":[12,0]},{\"points\":[3,0]}]}]}");
}

/* Undo goes back end by end, what is typed but not taken first; redo puts
 * the ends in again; a new end drops what could be redone. */
static void
test_undo_redo (void)
{
  g_autoptr(HammerScoreForm) sheet = table_sheet ();

  g_assert_false (hammer_score_form_undo (sheet));
  g_assert_false (hammer_score_form_redo (sheet));

  type_end (sheet, 0, 0, "8", "");
  type_end (sheet, 0, 1, "4", "");
  hammer_score_form_set_cell (sheet, 0, 2, 0, "2");
  g_assert_cmpuint (hammer_score_form_get_n_ends (sheet), ==, 3);

  /* The typed 2 goes first. */
  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 0, 2, 0), ==, "");
  g_assert_cmpuint (hammer_score_form_get_n_ends (sheet), ==, 2);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 3);

  /* Then the 4, then the 8: back to the sheet as opened. */
  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 2);
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 0, 1, 0), ==, "");
  assert_totals (sheet, 0, 0, 8, 0);
  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 1);
  g_assert_cmpuint (hammer_score_form_get_n_ends (sheet), ==, 0);
  g_assert_false (hammer_score_form_is_modified (sheet));
  g_assert_false (hammer_score_form_undo (sheet));

  /* Redo puts both ends back, and no further. */
  g_assert_true (hammer_score_form_redo (sheet));
  g_assert_true (hammer_score_form_redo (sheet));
  g_assert_false (hammer_score_form_redo (sheet));
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 0, 1, 0), ==, "4");
  assert_totals (sheet, 0, 1, 12, 0);
  g_assert_true (hammer_score_form_is_modified (sheet));

  /* Undo one, type another end: the 4 cannot come back. */
  g_assert_true (hammer_score_form_undo (sheet));
  type_end (sheet, 0, 1, "", "5");
  assert_totals (sheet, 0, 1, 8, 5);
  g_assert_false (hammer_score_form_redo (sheet));
  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 0, 1, 1), ==, "");
}

/* A stored result opens for correction; undo goes back to it, not further. */
static void
test_load_result (void)
{
  g_autoptr(HammerScoreForm) sheet = table_sheet ();
  g_autoptr(HammerResultInput) result = hammer_result_input_new_from_text (
    "{\"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [7, 0], \"penalties\": [0, 0]}]},"
    " {\"ends\": [{\"points\": [0, 15]}]}, {\"ends\": [{\"points\": [16, 0]}]}]}", NULL);
  g_autoptr(HammerResultInput) bad = hammer_result_input_new_from_text (
    "{\"games\": [{\"ends\": [{\"points\": [4, 3]}]}]}", NULL);
  g_autoptr(HammerResultInput) input = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_assert_true (hammer_score_form_load_result (sheet, result, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 3);
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 2, 0, 0), ==, "16");
  g_assert_cmpint (hammer_match_get_state (hammer_score_form_get_match (sheet)), ==,
                   HAMMER_STATE_FINISHED);
  g_assert_false (hammer_score_form_is_modified (sheet));
  g_assert_false (hammer_score_form_undo (sheet));

  input = hammer_score_form_to_input (sheet);
  text = json_to_string (hammer_result_input_get_json (input), FALSE);
  g_assert_cmpstr (text, ==,
                   "{\"games\":[{\"ends\":[{\"points\":[8,0]},{\"points\":[7,0]}]},"
                   "{\"ends\":[{\"points\":[0,15]}]},{\"ends\":[{\"points\":[16,0]}]}]}");

  /* A result the rules do not read back leaves the sheet as it was. */
  g_assert_false (hammer_score_form_load_result (sheet, bad, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);
  g_assert_nonnull (strstr (error->message, "leading weight"));
  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 3);
}

/* A stored 2–1, to correct: Anna 8 7, Dirk 9 6, Anna 12 3. */
static HammerScoreForm *
stored_two_one (void)
{
  HammerScoreForm *sheet = table_sheet ();
  g_autoptr(HammerResultInput) result = hammer_result_input_new_from_text (
    "{\"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [7, 0]}]},"
    " {\"ends\": [{\"points\": [0, 9]}, {\"points\": [0, 6]}]},"
    " {\"ends\": [{\"points\": [12, 0]}, {\"points\": [3, 0]}]}]}", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (hammer_score_form_load_result (sheet, result, &error));
  g_assert_no_error (error);
  return sheet;
}

static char *
input_text (HammerScoreForm *sheet)
{
  g_autoptr(HammerResultInput) input = hammer_score_form_to_input (sheet);

  return json_to_string (hammer_result_input_get_json (input), FALSE);
}

/* A correction that leaves game 1 short of its end: game 2 cannot start,
 * and game 1 gets an empty row for the end to add, which settles it. */
static void
test_end_added_to_earlier_game (void)
{
  g_autoptr(HammerScoreForm) sheet = stored_two_one ();
  g_autofree char *text = NULL;
  int game = -1;

  g_assert_cmpint (type_end (sheet, 0, 1, "6", "0"), ==, HAMMER_SCORE_ROW_GREW);
  g_assert_nonnull (strstr (hammer_score_form_get_problem (sheet, &game, NULL, NULL),
                            "game 2 cannot start"));
  g_assert_cmpint (game, ==, 1);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 3);
  assert_open_cell (sheet, 0, 2, 0);
  /* Enter on the empty row leaves it there: game 1 still needs it. */
  g_assert_cmpint (hammer_score_form_commit_row (sheet, 0, 2), ==, HAMMER_SCORE_ROW_REMOVED);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 3);

  g_assert_cmpint (type_end (sheet, 0, 2, "1", ""), ==, HAMMER_SCORE_ROW_TAKEN);
  g_assert_null (hammer_score_form_get_problem (sheet, NULL, NULL, NULL));
  g_assert_cmpint (hammer_match_get_state (hammer_score_form_get_match (sheet)), ==,
                   HAMMER_STATE_FINISHED);
  text = input_text (sheet);
  g_assert_cmpstr (text, ==,
                   "{\"games\":[{\"ends\":[{\"points\":[8,0]},{\"points\":[6,0]},"
                   "{\"points\":[1,0]}]},{\"ends\":[{\"points\":[0,9]},{\"points\":[0,6]}]},"
                   "{\"ends\":[{\"points\":[12,0]},{\"points\":[3,0]}]}]}");

  /* Undo goes back end by end: without the third end, then without the
   * corrected second and the row it made. */
  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 0, 2, 0), ==, "");
  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 0, 1, 0), ==, "7");
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 0), ==, 2);
  g_assert_false (hammer_score_form_is_modified (sheet));
}

/* A correction that decides the match 2–0 takes game 3 out by itself, as a
 * step of undo of its own; the empty row game 2 got on the way goes too. */
static void
test_games_after_decided_dropped (void)
{
  g_autoptr(HammerScoreForm) sheet = stored_two_one ();
  g_autofree char *text = NULL;
  g_autofree char *before = NULL;

  g_assert_cmpint (type_end (sheet, 1, 0, "9", "0"), ==, HAMMER_SCORE_ROW_GREW);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 1), ==, 3);
  g_assert_cmpint (type_end (sheet, 1, 1, "6", "0"), ==, HAMMER_SCORE_ROW_DROPPED);
  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 2);
  g_assert_cmpuint (hammer_score_form_get_n_rows (sheet, 1), ==, 2);
  g_assert_null (hammer_score_form_get_problem (sheet, NULL, NULL, NULL));
  g_assert_cmpint (hammer_match_get_winner (hammer_score_form_get_match (sheet)), ==, 0);
  text = input_text (sheet);
  g_assert_cmpstr (text, ==,
                   "{\"games\":[{\"ends\":[{\"points\":[8,0]},{\"points\":[7,0]}]},"
                   "{\"ends\":[{\"points\":[9,0]},{\"points\":[6,0]}]}]}");
  /* Nothing more to take out. */
  g_assert_cmpuint (hammer_score_form_drop_after_decided (sheet), ==, 0);

  /* Undo brings game 3 back as it was, refused; redo takes it out again. */
  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 3);
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 2, 0, 0), ==, "12");
  g_assert_nonnull (hammer_score_form_get_problem (sheet, NULL, NULL, NULL));
  g_assert_cmpuint (hammer_score_form_get_n_after_decided (sheet), ==, 1);
  g_assert_true (hammer_score_form_redo (sheet));
  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 2);
  g_assert_cmpuint (hammer_score_form_get_n_after_decided (sheet), ==, 0);

  /* Reverting puts the stored result back, and can be undone. */
  before = input_text (sheet);
  hammer_score_form_revert (sheet);
  g_assert_false (hammer_score_form_is_modified (sheet));
  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 3);
  g_assert_true (hammer_score_form_undo (sheet));
  g_clear_pointer (&text, g_free);
  text = input_text (sheet);
  g_assert_cmpstr (text, ==, before);
}

/* A sjoelbak series: a row per game from the start; a total is done once
 * no further digit could make it right; counts become the totals they make. */
static void
test_sjoelbak (void)
{
  g_autoptr(HammerScoreForm) sheet = sheet_for ("sjoelbak", "{\"games\": 3, \"sides\": 1}", 1);
  const int counts[4] = { 8, 7, 6, 5 };
  g_autofree char *points = g_strdup_printf ("%d", hammer_sjoelbak_points (counts));
  g_autoptr(HammerResultInput) input = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpuint (hammer_score_form_get_n_games (sheet), ==, 3);
  g_assert_false (hammer_score_form_get_counts (sheet));
  g_assert_false (hammer_score_form_has_typed (sheet));
  g_assert_true (hammer_score_form_cell_complete (sheet, 0, 0, 0, "95"));
  g_assert_false (hammer_score_form_cell_complete (sheet, 0, 0, 0, "12"));
  g_assert_true (hammer_score_form_cell_complete (sheet, 0, 0, 0, "120"));
  g_assert_false (hammer_score_form_cell_complete (sheet, 0, 0, 0, "149"));
  hammer_score_form_set_cell (sheet, 0, 0, 0, "149");
  g_assert_nonnull (strstr (hammer_score_form_get_problem (sheet, NULL, NULL, NULL),
                            "cannot have scored 149"));
  hammer_score_form_set_cell (sheet, 0, 0, 0, "");

  /* Counts: four cells a game, each done after one digit. */
  hammer_score_form_set_counts (sheet, TRUE);
  g_assert_true (hammer_score_form_get_counts (sheet));
  g_assert_cmpuint (hammer_score_form_get_n_cells (sheet), ==, 4);
  g_assert_true (hammer_score_form_cell_complete (sheet, 0, 0, 0, "8"));
  for (guint c = 0; c < 4; c++)
    {
      g_autofree char *count = g_strdup_printf ("%d", counts[c]);

      hammer_score_form_set_cell (sheet, 0, 0, c, count);
    }
  g_assert_true (hammer_score_form_has_typed (sheet));
  /* Typing goes on where the board's first compartment, 2, is shown. */
  assert_open_cell (sheet, 1, 0, 1);
  g_assert_cmpuint (hammer_score_form_cell_at (sheet, 0), ==, 1);
  g_assert_cmpuint (hammer_score_form_cell_at (sheet, 3), ==, 0);
  g_assert_cmpuint (hammer_score_form_place_of (sheet, 0), ==, 3);
  input = hammer_score_form_to_input (sheet);
  text = json_to_string (hammer_result_input_get_json (input), FALSE);
  g_assert_cmpstr (text, ==, "{\"games\":[{\"ends\":[{\"counts\":[[8,7,6,5]]}]}]}");

  /* Back to totals: the counts become their points. The switch is a step
   * of undo; undo goes back to the counts as they were at the switch. */
  hammer_score_form_set_counts (sheet, FALSE);
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 0, 0, 0), ==, points);
  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_true (hammer_score_form_get_counts (sheet));
  g_assert_cmpstr (hammer_score_form_get_cell (sheet, 0, 0, 3), ==, "");
  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_false (hammer_score_form_get_counts (sheet));
  g_assert_false (hammer_score_form_is_modified (sheet));
}

/* The coin toss: choosing who shoots first in game 1 moves the hammer of
 * its empty first end at once, is a step of undo, goes into the result,
 * and game 2 starts as the rules say after it. The sides' names are in
 * the rules' sentences. */
static void
test_first_to_shoot (void)
{
  g_autoptr(HammerScoreForm) sheet = table_sheet ();
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(HammerResultInput) input = NULL;
  g_autofree char *text = NULL;
  gboolean chosen = TRUE;
  HammerEnd end;
  int hammer;

  g_assert_cmpint (hammer_score_form_get_first (sheet, 0, &chosen), ==, 0);
  g_assert_false (chosen);
  hammer_score_form_get_row_end (sheet, 0, 0, &hammer, &end);
  g_assert_cmpint (hammer, ==, 1);

  hammer_score_form_set_first (sheet, 0, 1);
  g_assert_cmpint (hammer_score_form_get_first (sheet, 0, &chosen), ==, 1);
  g_assert_true (chosen);
  hammer_score_form_get_row_end (sheet, 0, 0, &hammer, &end);
  g_assert_cmpint (hammer, ==, 0);
  g_assert_true (hammer_score_form_is_modified (sheet));

  g_assert_true (hammer_score_form_undo (sheet));
  g_assert_cmpint (hammer_score_form_get_first (sheet, 0, NULL), ==, 0);
  g_assert_true (hammer_score_form_redo (sheet));
  g_assert_cmpint (hammer_score_form_get_first (sheet, 0, NULL), ==, 1);

  /* Game 1 to Anna; in table shuffleboard the other side starts game 2. */
  g_assert_cmpint (type_end (sheet, 0, 0, "8", ""), ==, HAMMER_SCORE_ROW_GREW);
  g_assert_cmpint (type_end (sheet, 0, 1, "7", ""), ==, HAMMER_SCORE_ROW_GREW);
  g_assert_cmpint (hammer_score_form_get_first (sheet, 1, &chosen), ==, 0);
  g_assert_false (chosen);

  input = hammer_score_form_to_input (sheet);
  text = json_to_string (hammer_result_input_get_json (input), FALSE);
  g_assert_nonnull (strstr (text, "{\"first\":1,\"ends\":"));
  g_assert_cmpint (hammer_result_get_first (hammer_result_input_get_json (input)), ==, 1);

  hammer_score_form_set_names (sheet, names);
  hammer_score_form_set_cell (sheet, 1, 0, 1, "17");
  g_assert_cmpstr (hammer_score_form_get_problem (sheet, NULL, NULL, NULL), ==,
                   "Game 2, end 1: Bert cannot have scored 17 — 4 weights score at most 16.");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score-sheet/typing-ends", test_typing_ends);
  g_test_add_func ("/score-sheet/impossible-end", test_impossible_end);
  g_test_add_func ("/score-sheet/game-won-next-game", test_game_won_next_game);
  g_test_add_func ("/score-sheet/undo-redo", test_undo_redo);
  g_test_add_func ("/score-sheet/load-result", test_load_result);
  g_test_add_func ("/score-sheet/end-added-to-earlier-game", test_end_added_to_earlier_game);
  g_test_add_func ("/score-sheet/games-after-decided-dropped", test_games_after_decided_dropped);
  g_test_add_func ("/score-sheet/sjoelbak", test_sjoelbak);
  g_test_add_func ("/score-sheet/first-to-shoot", test_first_to_shoot);

  return g_test_run ();
}
