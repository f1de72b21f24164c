/* test-formats.c — every registered format provides everything a format
 * implies, and a toy format added through "Adding a format" alone
 * (docs/ARCHITECTURE.md) is drawn, played and ranked, and goes through the
 * store and onto paper
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "events/hammer-format-definition.h"
#include "hammer-core.h"
#include "hammer-i18n.h"
#include "sheets/hammer-sheets.h"
#include "test-common.h"

/* The toy format, written as a format's file in src/core/events/formats/
 * writes one: "king of the board", everyone plays the first seed once (or
 * home and away), ranked by wins. */
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
  guint n_legs = options->double_round ? 2 : 1;

  for (guint leg = 0; leg < n_legs; leg++)
    for (guint i = 1; i < n_entrants; i++)
      {
        HammerSource challenger = { HAMMER_SOURCE_SEED, (int) i, 0 };
        guint round = leg * (n_entrants - 1) + i;

        if (leg == 0)
          hammer_draw_add_match (matches, HAMMER_BRACKET_ROUND_ROBIN, round, 0, -1, 0,
                                 king, challenger);
        else
          hammer_draw_add_match (matches, HAMMER_BRACKET_ROUND_ROBIN, round, 0, -1, 0,
                                 challenger, king);
      }
  return TRUE;
}

/* Nobody is third to a king. */
static gboolean
toy_check_settings (const HammerDrawOptions  *options,
                    GError                  **error)
{
  if (options->third_place)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           "The king of the board has no match for third place");
      return FALSE;
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
  .settings = HAMMER_FORMAT_SETTING_DOUBLE_ROUND,
  .check_settings = toy_check_settings,
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
  /* Without a title of its own, its name is its title in a list. */
  g_assert_cmpstr (hammer_format_get_title (format), ==, "King of the board");
  /* --format's help names it after the built-in ones. */
  {
    g_autofree char *ids = hammer_format_list_ids ();

    g_assert_true (g_str_has_prefix (ids, "single-elimination, double-elimination, "));
    g_assert_true (g_str_has_suffix (ids, ", series, rotating-partners or king-of-the-board"));
  }

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

/* The toy through the store: created with the settings it takes and
 * checked by its own check, stored by its id, entered, drawn, a result
 * recorded, its standings read and printed, and its document imported
 * back. */
static void
test_toy_event (StoreFixture  *f,
                gconstpointer  data)
{
  static const char * const names[] = { "Koning", "Ann", "Bob", "Cas", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(JsonNode) document = NULL;
  g_autoptr(JsonNode) again = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autofree char *standings_path = g_build_filename (f->dir, "standings.pdf", NULL);
  g_autofree char *table_path = g_build_filename (f->dir, "table.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *first_text = NULL;
  g_autofree char *again_text = NULL;
  HammerSheetOptions options;
  HammerEventSpec spec;
  JsonObject *first;
  gint64 event_id, copy_id;

  hammer_event_spec_init (&spec);
  spec.name = "Koning van de bak";
  spec.rules = "table";
  spec.format = toy ();
  spec.third_place = TRUE;
  g_assert_cmpint (hammer_events_create (f->store, &spec, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  spec.third_place = FALSE;
  spec.double_round = TRUE;
  event_id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  g_assert_cmpint (event_id, >, 0);

  /* Stored by its id, read back as the toy. */
  event = hammer_events_get_event_json (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (event), "format"), ==,
                   "king-of-the-board");

  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, event_id, TRUE, 1, &error));
  g_assert_no_error (error);

  /* Home and away: each of three challengers twice. */
  matches = hammer_events_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (matches)), ==, 6);

  /* The king wins the first match and leads. */
  store_record (f->store, event_id, store_first_ready (f->store, event_id), FIRST_SIDE_WINS);
  standings = hammer_events_get_standings_json (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (standings)), ==, 4);
  first = json_array_get_object_element (json_node_get_array (standings), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "Koning");
  g_assert_cmpint (json_object_get_int_member (first, "wins"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (first, "place"), ==, 1);
  /* Not a knockout: nobody is "still in". */
  g_assert_false (json_object_has_member (first, "still_in"));

  /* Its paper: the standings, and its draw as the cross-table it says it is. */
  g_clear_pointer (&matches, json_node_unref);
  matches = hammer_events_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  document = hammer_events_export (f->store, event_id, &error);
  g_assert_no_error (error);
  hammer_sheet_options_init (&options);
  options.kind = HAMMER_SHEET_STANDINGS;
  g_assert_true (hammer_sheets_render_to_file (document, matches, standings, &options,
                                               standings_path, &error));
  g_assert_no_error (error);
  text = pdf_text (standings_path);
  g_assert_nonnull (strstr (text, "Koning van de bak"));
  g_assert_nonnull (strstr (text, "Koning"));
  g_assert_nonnull (strstr (text, "Cas"));
  g_clear_pointer (&text, g_free);
  options.kind = HAMMER_SHEET_BRACKET;
  g_assert_true (hammer_sheets_render_to_file (document, matches, standings, &options,
                                               table_path, &error));
  g_assert_no_error (error);
  text = pdf_text (table_path);
  g_assert_nonnull (strstr (text, "Koning"));

  /* Its document names it by id and imports back as the same event. */
  g_assert_cmpstr (json_object_get_string_member (
                     json_object_get_object_member (json_node_get_object (document), "event"),
                     "format"), ==, "king-of-the-board");
  copy_id = hammer_events_import (f->store, document, &error);
  g_assert_no_error (error);
  g_assert_cmpint (copy_id, >, 0);
  again = hammer_events_export (f->store, copy_id, &error);
  g_assert_no_error (error);
  first_text = json_to_string (document, TRUE);
  again_text = json_to_string (again, TRUE);
  g_assert_cmpstr (again_text, ==, first_text);
}

/* --format's help lists the ids to type; a Dutch or German reader also
 * gets each format's name in their language, an English one only the ids. */
static void
test_format_choices (void)
{
  g_autofree char *english = NULL;
  g_autofree char *dutch = NULL;
  g_autofree char *german = NULL;

  english = hammer_format_list_choices ();
  /* The toy format of the other cases may be registered after them. */
  g_assert_true (g_str_has_prefix (english, "single-elimination, double-elimination, "
                                            "round-robin, swiss, groups"));
  hammer_i18n_set_thread_language ("nl");
  dutch = hammer_format_list_choices ();
  hammer_i18n_set_thread_language ("de");
  german = hammer_format_list_choices ();
  hammer_i18n_set_thread_language (NULL);
  g_assert_true (g_str_has_prefix (dutch, "single-elimination (Knock-out), double-elimination "
                                          "(Dubbele knock-out), round-robin (Halve competitie), "
                                          "swiss (Zwitsers systeem), groups (Poules, daarna "
                                          "knock-out)"));
  g_assert_true (strstr (dutch, "series (Sjoelserie)") != NULL);
  g_assert_true (strstr (german, "swiss (Schweizer System)") != NULL);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/formats/every-format", test_every_format);
  g_test_add_func ("/formats/choices", test_format_choices);
  g_test_add_func ("/formats/toy-format", test_toy_format);
  g_test_add ("/formats/toy-event", StoreFixture, NULL, store_fixture_set_up, test_toy_event,
              store_fixture_tear_down);

  return g_test_run ();
}
