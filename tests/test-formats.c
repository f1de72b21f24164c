/* test-formats.c — every registered format provides everything a format
 * implies, and a toy format added through "Adding a format" alone
 * (docs/ARCHITECTURE.md) is drawn, played and ranked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-format-definition.h"
#include "hammer-core.h"

/* The toy format, written as a format's file in src/core/events/formats/
 * writes one: "king of the board", everyone plays the first seed once,
 * ranked by wins. */
static const HammerTieBreaker toy_tie_breakers[] = {
  HAMMER_TIE_WINS, HAMMER_TIE_POINT_DIFFERENCE,
};

static gboolean
toy_draw (GArray                   *matches,
          guint                     n_entrants,
          const HammerDrawOptions  *options,
          guint                    *n_groups,
          GError                  **error)
{
  const HammerSource king = { HAMMER_SOURCE_SEED, 0, 0 };

  for (guint i = 1; i < n_entrants; i++)
    {
      HammerSource challenger = { HAMMER_SOURCE_SEED, (int) i, 0 };

      hammer_draw_add_match (matches, HAMMER_BRACKET_ROUND_ROBIN, i, 0, -1, 0,
                             king, challenger);
    }
  return TRUE;
}

static const HammerFormatDefinition toy_format = {
  .info = {
    .id = "king-of-the-board",
    .name = "King of the board",
    .draw_shape = HAMMER_DRAW_SHAPE_CROSS_TABLE,
  },
  .min_entrants = 2,
  .max_entrants = 64,
  .tie_breakers = toy_tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (toy_tie_breakers),
  .draw = toy_draw,
};

/* Registered once, whichever test runs first. */
static HammerFormat
toy (void)
{
  static const HammerFormatInfo *info;

  if (info == NULL)
    info = hammer_format_register (&toy_format);
  g_assert_nonnull (info);
  return info->format;
}

/* Every match of @draw names seeds of the draw and earlier matches only. */
static void
check_sources (const HammerDraw *draw)
{
  for (guint m = 0; m < draw->n_matches; m++)
    {
      const HammerDrawMatch *match = &draw->matches[m];

      g_assert_cmpuint (match->n_sides, >=, 1);
      g_assert_cmpuint (match->n_sides, <=, 2);
      for (guint s = 0; s < match->n_sides; s++)
        {
          const HammerSource *source = &match->sources[s];

          if (source->kind == HAMMER_SOURCE_SEED)
            g_assert_cmpint (source->ref, <, (int) draw->n_entrants);
          else if (source->kind == HAMMER_SOURCE_WINNER || source->kind == HAMMER_SOURCE_LOSER)
            g_assert_cmpint (source->ref, <, (int) m);
          else if (source->kind == HAMMER_SOURCE_GROUP)
            g_assert_cmpint (source->ref, <, (int) draw->n_groups);
        }
    }
}

/* Standings over the first-round matches of @draw, the first side winning. */
static GArray *
standings_of (const HammerDraw       *draw,
              const HammerTieBreaker *tie_breakers,
              guint                   n_tie_breakers)
{
  g_autoptr(GArray) played = g_array_new (FALSE, TRUE, sizeof (HammerStandingsMatch));

  for (guint m = 0; m < draw->n_matches; m++)
    {
      const HammerDrawMatch *match = &draw->matches[m];
      HammerStandingsMatch result = { .n_sides = match->n_sides, .winner = 0 };
      gboolean known = TRUE;

      for (guint s = 0; s < match->n_sides; s++)
        {
          known = known && match->sources[s].kind == HAMMER_SOURCE_SEED;
          result.entrants[s] = match->sources[s].ref;
          result.points[s] = s == 0 ? 3 : 1;
        }
      if (known)
        g_array_append_val (played, result);
    }
  return hammer_standings_compute (draw->n_entrants, (HammerStandingsMatch *) played->data,
                                   played->len, tie_breakers, n_tie_breakers, NULL);
}

static void
test_every_format (void)
{
  const HammerFormatDefinition **formats;
  guint n_formats;
  gboolean toy_seen = FALSE;

  toy ();
  formats = hammer_format_list_definitions (&n_formats);
  g_assert_cmpuint (n_formats, >=, HAMMER_N_FORMATS + 1);
  g_assert_null (formats[n_formats]);

  for (guint f = 0; f < n_formats; f++)
    {
      const HammerFormatDefinition *definition = formats[f];
      const HammerFormatInfo *info = &definition->info;
      HammerTieBreaker tie_breakers[HAMMER_N_TIE_BREAKERS];
      HammerFormat format;
      guint n_tie_breakers;

      /* Its facts, found by number and by id. */
      g_test_message ("format %s", info->id);
      g_assert_cmpuint (info->format, ==, f);
      g_assert_true (hammer_format_get_definition (info->format) == definition);
      g_assert_true (hammer_format_get_info (info->format) == info);
      g_assert_true (hammer_format_lookup (info->id) == info);
      g_assert_true (hammer_format_from_string (info->id, &format));
      g_assert_cmpuint (format, ==, info->format);
      g_assert_cmpstr (hammer_format_to_string (format), ==, info->id);
      g_assert_cmpstr (hammer_format_get_name (format), !=, "");
      g_assert_cmpuint (info->draw_shape, <=, HAMMER_DRAW_SHAPE_RANKING);
      toy_seen = toy_seen || g_str_equal (info->id, "king-of-the-board");

      /* Its standings' default order. */
      n_tie_breakers = hammer_tie_breakers_default (format, tie_breakers);
      g_assert_cmpuint (n_tie_breakers, >=, 1);
      g_assert_cmpuint (n_tie_breakers, ==, definition->n_tie_breakers);

      /* Its draw for small fields, and none outside what it takes. */
      g_assert_cmpuint (definition->min_entrants, >=, 1);
      g_assert_cmpuint (definition->min_entrants, <=, definition->max_entrants);
      for (guint n = definition->min_entrants; n <= MIN (9u, definition->max_entrants); n++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(HammerDraw) draw = hammer_draw_new (format, n, NULL, &error);
          g_autoptr(GArray) rows = NULL;

          g_assert_no_error (error);
          g_assert_nonnull (draw);
          g_assert_cmpuint (draw->format, ==, format);
          g_assert_cmpuint (draw->n_entrants, ==, n);
          check_sources (draw);

          rows = standings_of (draw, tie_breakers, n_tie_breakers);
          g_assert_cmpuint (rows->len, ==, n);
          for (guint r = 0; r < rows->len; r++)
            {
              g_assert_cmpuint (g_array_index (rows, HammerStandingsRow, r).place, >=, 1);
              g_assert_cmpuint (g_array_index (rows, HammerStandingsRow, r).place, <=, n);
            }
        }
      for (guint n = 0; n < definition->min_entrants; n++)
        {
          g_autoptr(GError) error = NULL;

          g_assert_null (hammer_draw_new (format, n, NULL, &error));
          g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
        }
      if (definition->max_entrants < G_MAXUINT)
        {
          g_autoptr(GError) error = NULL;

          g_assert_null (hammer_draw_new (format, definition->max_entrants + 1, NULL, &error));
          g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
        }
    }
  g_assert_true (toy_seen);
}

static void
test_toy_format (void)
{
  HammerFormat format = toy ();
  HammerTieBreaker tie_breakers[HAMMER_N_TIE_BREAKERS];
  guint n_tie_breakers;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDraw) draw = NULL;
  g_autoptr(GArray) played = g_array_new (FALSE, TRUE, sizeof (HammerStandingsMatch));
  g_autoptr(GArray) rows = NULL;

  g_assert_cmpuint (format, >=, HAMMER_N_FORMATS);
  g_assert_true (hammer_format_lookup ("king-of-the-board") == hammer_format_get_info (format));
  g_assert_cmpstr (hammer_format_get_name (format), ==, "King of the board");

  /* Everyone plays the first seed once. */
  draw = hammer_draw_new (format, 5, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (draw->n_matches, ==, 4);
  for (guint m = 0; m < draw->n_matches; m++)
    {
      g_assert_cmpint (draw->matches[m].sources[0].kind, ==, HAMMER_SOURCE_SEED);
      g_assert_cmpint (draw->matches[m].sources[0].ref, ==, 0);
      g_assert_cmpint (draw->matches[m].sources[1].ref, ==, (int) m + 1);
    }

  /* The king beats seeds 2 and 3 and loses to 4 and 5: ranked by wins, the
   * king first, then 4 and 5 level. */
  for (guint m = 0; m < draw->n_matches; m++)
    {
      gboolean king_wins = m < 2;
      HammerStandingsMatch result = {
        .n_sides = 2,
        .entrants = { 0, (int) m + 1 },
        .winner = king_wins ? 0 : 1,
        .games_won = { king_wins, !king_wins },
        .points = { king_wins ? 3 : 1, king_wins ? 1 : 3 },
      };

      g_array_append_val (played, result);
    }
  n_tie_breakers = hammer_tie_breakers_default (format, tie_breakers);
  g_assert_cmpuint (n_tie_breakers, ==, 2);
  g_assert_cmpint (tie_breakers[0], ==, HAMMER_TIE_WINS);
  rows = hammer_standings_compute (5, (HammerStandingsMatch *) played->data, played->len,
                                   tie_breakers, n_tie_breakers, NULL);
  g_assert_cmpuint (rows->len, ==, 5);
  g_assert_cmpint (g_array_index (rows, HammerStandingsRow, 0).entrant, ==, 0);
  g_assert_cmpuint (g_array_index (rows, HammerStandingsRow, 0).wins, ==, 2);
  g_assert_cmpuint (g_array_index (rows, HammerStandingsRow, 1).place, ==, 2);
  g_assert_cmpuint (g_array_index (rows, HammerStandingsRow, 2).place, ==, 2);
  g_assert_cmpuint (g_array_index (rows, HammerStandingsRow, 3).place, ==, 4);
  g_assert_cmpuint (g_array_index (rows, HammerStandingsRow, 4).place, ==, 4);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/formats/every-format", test_every_format);
  g_test_add_func ("/formats/toy-format", test_toy_format);

  return g_test_run ();
}
