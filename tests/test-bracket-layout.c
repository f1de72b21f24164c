/* test-bracket-layout.c — where the bracket view puts its boxes, without a display
 *
 * The matches are written as the bracket view reads them from the event's
 * typed matches: byes without a number, the final of a single elimination
 * in the bracket "final", matches of no bracket left out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-bracket-layout.h"

/* A round's name as the match list carries it from the core (which the
 * core's tests check); the view heads its columns with it. */
static const char *
round_name (const char *bracket,
            guint       round)
{
  static char text[64];

  if (g_str_equal (bracket, "final"))
    return "Final";
  if (g_str_equal (bracket, "final-reset"))
    return "Final (if necessary)";
  if (g_str_equal (bracket, "third-place"))
    return "Third place";
  g_snprintf (text, sizeof text, g_str_equal (bracket, "losers") ? "Losers’ round %u"
                                                                  : "Round %u", round);
  return text;
}

static void
match_clear (gpointer data)
{
  HammerBracketMatch *match = data;

  g_free (match->round_name);
}

static GArray *
matches_new (void)
{
  GArray *matches = g_array_new (FALSE, TRUE, sizeof (HammerBracketMatch));

  g_array_set_clear_func (matches, match_clear);
  return matches;
}

/* One match: @from_a and @from_b are "w3" (winner of match 3), "l3" (its
 * loser), "bye" or NULL; @number 0 for none, as for a bye. A match of no
 * bracket is left out, as the view leaves it out. */
static void
add_match (GArray     *matches,
           gint64      id,
           gint64      number,
           const char *bracket,
           guint       round,
           guint       position,
           const char *from_a,
           const char *from_b)
{
  HammerBracketMatch match = { 0 };
  const char *sources[2] = { from_a, from_b };

  if (!hammer_bracket_kind_parse (bracket, &match.kind))
    return;
  match.id = id;
  match.number = number;
  match.round = round;
  match.round_name = g_strdup (round_name (bracket, round));
  match.position = position;
  match.state = BRACKET_STATE_PENDING;
  match.winner = -1;
  for (guint s = 0; s < 2; s++)
    {
      if (sources[s] == NULL)
        continue;
      if (g_str_equal (sources[s], "bye"))
        match.from_kind[s] = BRACKET_FROM_BYE;
      else
        {
          gint64 ref = g_ascii_strtoll (sources[s] + 1, NULL, 10);

          match.from_kind[s] = sources[s][0] == 'w' ? BRACKET_FROM_WINNER : BRACKET_FROM_LOSER;
          match.from_match[s] = ref;
          match.from_number[s] = ref;
        }
    }
  g_array_append_val (matches, match);
}

static HammerBracketMatch *
match_at (GArray *matches,
          guint   index)
{
  return &g_array_index (matches, HammerBracketMatch, index);
}

/* Sets the sides of the last match added. */
static void
set_sides (GArray *matches,
           gint64  a,
           gint64  b)
{
  HammerBracketMatch *match = match_at (matches, matches->len - 1);

  match->entrants[0] = a;
  match->entrants[1] = b;
}

static void
set_matches (HammerBracketLayout *layout,
             GArray              *matches,
             int                  stage)
{
  hammer_bracket_layout_set_matches (layout, match_at (matches, 0), matches->len, stage);
}

static HammerBracketLayout *
lay_out (GArray *matches,
         int     stage)
{
  HammerBracketLayout *layout = hammer_bracket_layout_new ();

  set_matches (layout, matches, stage);
  return layout;
}

static HammerBracketMatch *
find (HammerBracketLayout *layout,
      gint64               id)
{
  HammerBracketMatch *match = hammer_bracket_layout_find (layout, id);

  g_assert_nonnull (match);
  return match;
}

static HammerBracketHeader *
find_header (HammerBracketLayout *layout,
             const char          *text)
{
  for (guint i = 0; i < layout->headers->len; i++)
    {
      HammerBracketHeader *header = &g_array_index (layout->headers, HammerBracketHeader, i);

      if (g_str_equal (header->text, text))
        return header;
    }
  g_error ("no header “%s”", text);
}

/* 8 players: quarter-finals 1–4, semi-finals 5 and 6, the final 7. */
static GArray *
single_elimination_8 (void)
{
  GArray *matches = matches_new ();

  for (guint i = 0; i < 4; i++)
    add_match (matches, i + 1, i + 1, "winners", 1, i, NULL, NULL);
  add_match (matches, 5, 5, "winners", 2, 0, "w1", "w2");
  add_match (matches, 6, 6, "winners", 2, 1, "w3", "w4");
  add_match (matches, 7, 7, "final", 3, 0, "w5", "w6");
  return matches;
}

static void
test_single_elimination (void)
{
  g_autoptr(GArray) matches = single_elimination_8 ();
  g_autoptr(HammerBracketLayout) layout = lay_out (matches, -1);
  HammerBracketMatch *semi_a = find (layout, 5), *semi_b = find (layout, 6);
  HammerBracketMatch *final = find (layout, 7);

  g_assert_cmpuint (layout->matches->len, ==, 7);
  g_assert_cmpint (layout->n_columns, ==, 3);

  /* Rounds are columns from the left, the final right of both semi-finals. */
  for (gint64 id = 1; id <= 4; id++)
    g_assert_cmpint (find (layout, id)->column, ==, 0);
  g_assert_cmpint (semi_a->column, ==, 1);
  g_assert_cmpint (semi_b->column, ==, 1);
  g_assert_cmpint (final->column, ==, 2);
  g_assert_cmpfloat (final->x, >, semi_a->x + BRACKET_BOX_W);
  g_assert_cmpfloat (final->x, >, semi_b->x + BRACKET_BOX_W);
  g_assert_cmpfloat (semi_a->x, ==, semi_b->x);

  /* Each match centred between the two it takes its winners from. */
  g_assert_cmpfloat_with_epsilon (final->y, (semi_a->y + semi_b->y) / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (semi_a->y, (find (layout, 1)->y + find (layout, 2)->y) / 2,
                                  1e-9);
  g_assert_cmpfloat_with_epsilon (semi_b->y, (find (layout, 3)->y + find (layout, 4)->y) / 2,
                                  1e-9);

  /* The first round from the top down in position order, a slot apart. */
  for (gint64 id = 1; id < 4; id++)
    g_assert_cmpfloat_with_epsilon (find (layout, id + 1)->y - find (layout, id)->y,
                                    BRACKET_SLOT_H, 1e-9);
  g_assert_cmpfloat (find (layout, 1)->y, ==, BRACKET_MARGIN + BRACKET_HEADER_H);

  g_assert_cmpfloat (find_header (layout, "Round 1")->x, ==, find (layout, 1)->x);
  g_assert_cmpfloat (find_header (layout, "Round 2")->x, ==, semi_a->x);
  g_assert_cmpfloat (find_header (layout, "Final")->x, ==, final->x);
  g_assert_cmpfloat (layout->content_width, ==,
                     2 * BRACKET_MARGIN + 3 * BRACKET_COL_W - BRACKET_COL_GAP);
  g_assert_cmpfloat (layout->content_height, ==,
                     find (layout, 4)->y + BRACKET_SLOT_H - BRACKET_V_GAP + BRACKET_MARGIN);
}

/* Boxes as wide as the view asks, within the minimum and the maximum:
 * the columns, the headers, the width and hit testing follow. */
static void
test_box_width (void)
{
  g_autoptr(GArray) matches = single_elimination_8 ();
  g_autoptr(HammerBracketLayout) layout = lay_out (matches, -1);
  HammerBracketMatch *final = find (layout, 7);
  int side;

  hammer_bracket_layout_set_box_width (layout, 300.5);
  g_assert_cmpfloat (layout->box_w, ==, 301);
  g_assert_cmpfloat (find (layout, 5)->x, ==, BRACKET_MARGIN + 301 + BRACKET_COL_GAP);
  g_assert_cmpfloat (final->x, ==, BRACKET_MARGIN + 2 * (301 + BRACKET_COL_GAP));
  g_assert_cmpfloat (find_header (layout, "Final")->x, ==, final->x);
  g_assert_cmpfloat (layout->content_width, ==,
                     2 * BRACKET_MARGIN + 3 * (301 + BRACKET_COL_GAP) - BRACKET_COL_GAP);
  g_assert_true (hammer_bracket_layout_match_at (layout, final->x + 290,
                                                 final->y + BRACKET_CAPTION_H + 1, &side) ==
                 final);
  g_assert_cmpint (side, ==, 0);

  hammer_bracket_layout_set_box_width (layout, 10);
  g_assert_cmpfloat (layout->box_w, ==, BRACKET_BOX_W);
  hammer_bracket_layout_set_box_width (layout, 5000);
  g_assert_cmpfloat (layout->box_w, ==, BRACKET_BOX_W_MAX);
}

/* The matches come in any order; positions decide the order in a column. */
static void
test_position_order (void)
{
  g_autoptr(GArray) matches = matches_new ();
  g_autoptr(HammerBracketLayout) layout = NULL;

  add_match (matches, 7, 7, "final", 3, 0, "w5", "w6");
  add_match (matches, 6, 6, "winners", 2, 1, "w3", "w4");
  add_match (matches, 5, 5, "winners", 2, 0, "w1", "w2");
  for (guint i = 4; i > 0; i--)
    add_match (matches, i, i, "winners", 1, i - 1, NULL, NULL);
  layout = lay_out (matches, -1);

  for (gint64 id = 1; id < 4; id++)
    g_assert_cmpfloat (find (layout, id)->y, <, find (layout, id + 1)->y);
  g_assert_cmpfloat (find (layout, 5)->y, <, find (layout, 6)->y);
}

/* 4 players, double elimination: winners 1, 2, 3; losers 4, 5; the final 6
 * and its reset 7. */
static void
test_double_elimination (void)
{
  g_autoptr(GArray) matches = matches_new ();
  g_autoptr(HammerBracketLayout) layout = NULL;
  double winners_bottom = 0;
  HammerBracketHeader *winners_title, *losers_title;

  add_match (matches, 1, 1, "winners", 1, 0, NULL, NULL);
  add_match (matches, 2, 2, "winners", 1, 1, NULL, NULL);
  add_match (matches, 3, 3, "winners", 2, 0, "w1", "w2");
  add_match (matches, 4, 4, "losers", 1, 0, "l1", "l2");
  add_match (matches, 5, 5, "losers", 2, 0, "l3", "w4");
  add_match (matches, 6, 6, "final", 3, 0, "w3", "w5");
  add_match (matches, 7, 7, "final-reset", 4, 0, "w6", "l6");
  layout = lay_out (matches, -1);

  /* Every losers' round below every winners' round. */
  for (gint64 id = 1; id <= 3; id++)
    winners_bottom = MAX (winners_bottom, find (layout, id)->y + BRACKET_CAPTION_H +
                                          BRACKET_BOX_H);
  g_assert_cmpfloat (find (layout, 4)->y, >, winners_bottom);
  g_assert_cmpfloat (find (layout, 5)->y, >, winners_bottom);
  g_assert_cmpint (find (layout, 4)->column, ==, 0);
  g_assert_cmpint (find (layout, 5)->column, ==, 1);

  /* Titles over both brackets, the losers' between the two. */
  winners_title = find_header (layout, "Winners’ Bracket");
  losers_title = find_header (layout, "Losers’ Bracket");
  g_assert_true (winners_title->title && losers_title->title);
  g_assert_cmpfloat (winners_title->y + BRACKET_TITLE_H, <=, find (layout, 1)->y);
  g_assert_cmpfloat (losers_title->y, >=, winners_bottom);
  g_assert_cmpfloat (losers_title->y + BRACKET_TITLE_H, <=, find (layout, 4)->y);
  g_assert_cmpfloat (find_header (layout, "Round 2")->x, ==, find (layout, 3)->x);
  g_assert_cmpfloat (find_header (layout, "Losers’ round 2")->x, ==, find (layout, 5)->x);

  /* The final after both brackets, level with the winners' side; the
   * reset after it, level with it. */
  g_assert_cmpint (find (layout, 6)->column, ==, 2);
  g_assert_cmpfloat (find (layout, 6)->y, ==, find (layout, 3)->y);
  g_assert_cmpint (find (layout, 7)->column, ==, 3);
  g_assert_cmpfloat (find (layout, 7)->y, ==, find (layout, 6)->y);
  g_assert_cmpint (layout->n_columns, ==, 4);
  g_assert_cmpfloat (find_header (layout, "Final (if necessary)")->x, ==, find (layout, 7)->x);
}

/* 6 players in a bracket of 8: matches 1 and 3 are byes, without a number. */
static void
test_byes (void)
{
  g_autoptr(GArray) matches = matches_new ();
  g_autoptr(HammerBracketLayout) layout = NULL;
  HammerBracketMatch *bye;

  add_match (matches, 1, 0, "winners", 1, 0, NULL, "bye");
  match_at (matches, 0)->bye = TRUE;
  set_sides (matches, 1, 0);
  add_match (matches, 2, 1, "winners", 1, 1, NULL, NULL);
  add_match (matches, 3, 0, "winners", 1, 2, NULL, "bye");
  add_match (matches, 4, 2, "winners", 1, 3, NULL, NULL);
  add_match (matches, 5, 3, "winners", 2, 0, "w1", "w2");
  add_match (matches, 6, 4, "winners", 2, 1, "w3", "w4");
  add_match (matches, 7, 5, "final", 3, 0, "w5", "w6");
  layout = lay_out (matches, -1);

  bye = find (layout, 1);
  g_assert_true (bye->bye);
  g_assert_cmpint (bye->number, ==, 0);
  g_assert_cmpint (bye->entrants[0], ==, 1);
  g_assert_cmpint (bye->from_kind[1], ==, BRACKET_FROM_BYE);
  g_assert_cmpint (find (layout, 5)->from_kind[0], ==, BRACKET_FROM_WINNER);

  /* A bye keeps its place in the first round, so the bracket stays square. */
  g_assert_cmpint (bye->column, ==, 0);
  g_assert_cmpfloat_with_epsilon (find (layout, 2)->y - bye->y, BRACKET_SLOT_H, 1e-9);
  g_assert_cmpfloat_with_epsilon (find (layout, 5)->y, (bye->y + find (layout, 2)->y) / 2, 1e-9);
  g_assert_cmpfloat_with_epsilon (find (layout, 7)->y,
                                  (find (layout, 5)->y + find (layout, 6)->y) / 2, 1e-9);
}

/* The match for third place goes under the final, in its column. */
static void
test_third_place (void)
{
  g_autoptr(GArray) matches = single_elimination_8 ();
  g_autoptr(HammerBracketLayout) layout = NULL;
  HammerBracketMatch *final, *third;

  add_match (matches, 8, 8, "third-place", 3, 1, "l5", "l6");
  layout = lay_out (matches, -1);
  final = find (layout, 7);
  third = find (layout, 8);

  g_assert_cmpint (third->column, ==, final->column);
  g_assert_cmpfloat (third->y, ==, final->y + BRACKET_SLOT_H + BRACKET_HEADER_H);
  g_assert_cmpfloat (find_header (layout, "Third place")->y, ==, third->y - BRACKET_HEADER_H);
  g_assert_cmpint (layout->n_columns, ==, 3);
}

/* Only the matches of one stage, and only those of a bracket. */
static void
test_stage (void)
{
  g_autoptr(GArray) matches = single_elimination_8 ();
  g_autoptr(HammerBracketLayout) layout = NULL;

  add_match (matches, 20, 20, "round-robin", 1, 0, NULL, NULL);
  for (guint i = 0; i < 7; i++)
    match_at (matches, i)->stage = 1;

  layout = lay_out (matches, 1);
  g_assert_cmpuint (layout->matches->len, ==, 7);
  set_matches (layout, matches, 0);
  g_assert_cmpuint (layout->matches->len, ==, 0);
  g_assert_cmpfloat (layout->content_width, ==, 0);
  g_assert_cmpfloat (layout->content_height, ==, 0);
  set_matches (layout, matches, -1);
  g_assert_null (hammer_bracket_layout_find (layout, 20));
}

/* Hit testing, moving between boxes and the lines between them. */
static void
test_places (void)
{
  g_autoptr(GArray) matches = single_elimination_8 ();
  g_autoptr(HammerBracketLayout) layout = lay_out (matches, -1);
  HammerBracketMatch *semi_a = find (layout, 5), *final = find (layout, 7);
  int side = 99;

  g_assert_true (hammer_bracket_layout_match_at (layout, final->x + 1, final->y + 1, &side) ==
                 final);
  g_assert_cmpint (side, ==, -1);
  g_assert_true (hammer_bracket_layout_match_at (layout, final->x + 1,
                                                 hammer_bracket_match_side_y (final, 1),
                                                 &side) == final);
  g_assert_cmpint (side, ==, 1);
  g_assert_null (hammer_bracket_layout_match_at (layout, final->x - 1, final->y + 1, NULL));

  g_assert_true (hammer_bracket_layout_neighbour (layout, semi_a, 1, 0) == final);
  g_assert_true (hammer_bracket_layout_neighbour (layout, semi_a, 0, 1) == find (layout, 6));
  g_assert_null (hammer_bracket_layout_neighbour (layout, semi_a, 0, -1));
  g_assert_true (hammer_bracket_layout_neighbour (layout, final, -1, 0) == semi_a ||
                 hammer_bracket_layout_neighbour (layout, final, -1, 0) == find (layout, 6));

  g_assert_cmpfloat (hammer_bracket_match_center_y (final), ==,
                     final->y + BRACKET_CAPTION_H + BRACKET_BOX_H / 2);
  g_assert_cmpfloat (hammer_bracket_elbow_x (semi_a->x + BRACKET_BOX_W, final->x), ==,
                     final->x - BRACKET_COL_GAP / 2);
}

/* Where an entrant still in would go with their wins. */
static void
test_path (void)
{
  g_autoptr(GArray) matches = matches_new ();
  g_autoptr(HammerBracketLayout) layout = NULL;
  g_autoptr(GHashTable) path = g_hash_table_new (NULL, NULL);

  add_match (matches, 1, 1, "winners", 1, 0, NULL, NULL);
  set_sides (matches, 11, 12);
  add_match (matches, 2, 2, "winners", 1, 1, NULL, NULL);
  set_sides (matches, 13, 14);
  add_match (matches, 3, 3, "final", 2, 0, "w1", "w2");
  layout = lay_out (matches, -1);

  hammer_bracket_layout_add_path (layout, 12, path);
  g_assert_cmpuint (g_hash_table_size (path), ==, 2);
  g_assert_true (g_hash_table_contains (path, GSIZE_TO_POINTER (1)));
  g_assert_true (g_hash_table_contains (path, GSIZE_TO_POINTER (3)));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bracket-layout/single-elimination", test_single_elimination);
  g_test_add_func ("/bracket-layout/position-order", test_position_order);
  g_test_add_func ("/bracket-layout/box-width", test_box_width);
  g_test_add_func ("/bracket-layout/double-elimination", test_double_elimination);
  g_test_add_func ("/bracket-layout/byes", test_byes);
  g_test_add_func ("/bracket-layout/third-place", test_third_place);
  g_test_add_func ("/bracket-layout/stage", test_stage);
  g_test_add_func ("/bracket-layout/places", test_places);
  g_test_add_func ("/bracket-layout/path", test_path);

  return g_test_run ();
}
