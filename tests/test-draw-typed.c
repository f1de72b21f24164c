/* test-draw-typed.c — what the draw view shows, typed: the cross-tables
 * (HammerCrossTable), a group member's own figures, a series card's games
 * and the boards' own names say what hammer-cli's JSON says of the same
 * event, and follow a recorded result
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-cross-table.h"
#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-core.h"
#include "test-common.h"

typedef StoreFixture Fixture;

/* What hammer-cli prints with --json for @command of event @event_id. */
static JsonNode *
cli_json (Fixture    *f,
          gint64      event_id,
          const char *command,
          const char *subcommand)
{
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  JsonNode *output = NULL;
  int status;

  if (subcommand != NULL)
    status = cli_run_json (f->path, &output, NULL, command, subcommand, "--event", event,
                           "--json", NULL);
  else
    status = cli_run_json (f->path, &output, NULL, command, "--event", event, "--json", NULL);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (output);
  return output;
}

static gboolean
json_figure (JsonObject *object,
             const char *member,
             double     *value)
{
  JsonNode *node = json_object_get_member (object, member);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  *value = json_node_get_double (node);
  return TRUE;
}

static int
table_row (HammerCrossTable *table,
           gint64            entrant)
{
  for (guint r = 0; r < hammer_cross_table_get_n_rows (table); r++)
    if (hammer_cross_table_get_entrant (table, r) == entrant)
      return (int) r;
  return -1;
}

/* The table of @group (NULL: a round robin's) among @tables. */
static HammerCrossTable *
find_table (GPtrArray  *tables,
            const char *group)
{
  for (guint t = 0; t < tables->len; t++)
    if (g_strcmp0 (hammer_cross_table_get_group (tables->pdata[t]), group) == 0)
      return tables->pdata[t];
  return NULL;
}

/* The tables of the event's typed objects against hammer-cli's standings
 * and matches: every first-stage match with both sides in its table's
 * cells, from each side, and nothing else there; every row's figures those
 * of its standings line, or of its group. */
static void
assert_tables_agree (Fixture    *f,
                     gint64      event_id,
                     GPtrArray  *tables,
                     gboolean    groups)
{
  g_autoptr(JsonNode) standings = cli_json (f, event_id, "standings", NULL);
  g_autoptr(JsonNode) matches = cli_json (f, event_id, "matches", NULL);
  JsonArray *lines = json_node_get_array (standings);
  JsonArray *list = json_node_get_array (matches);
  guint n_cells = 0, n_table_matches = 0;

  g_assert_cmpuint (tables->len, >, 0);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *sides = json_object_get_array_member (match, "sides");
      const char *bracket = json_object_get_string_member (match, "bracket");
      HammerCrossTable *table;
      gint64 a, b;
      int ra, rb;
      gboolean found = FALSE;

      if (json_object_has_member (match, "stage") ||
          json_array_get_length (sides) < 2 ||
          JSON_NODE_HOLDS_NULL (json_array_get_element (sides, 0)) ||
          JSON_NODE_HOLDS_NULL (json_array_get_element (sides, 1)))
        continue;
      n_table_matches++;
      table = find_table (tables, groups ? bracket : NULL);
      g_assert_nonnull (table);
      a = json_array_get_int_element (sides, 0);
      b = json_array_get_int_element (sides, 1);
      ra = table_row (table, a);
      rb = table_row (table, b);
      g_assert_cmpint (ra, >=, 0);
      g_assert_cmpint (rb, >=, 0);
      for (guint leg = 0; leg < 3 && !found; leg++)
        {
          guint side_a = 9, side_b = 9;
          HammerEventMatch *from_a = hammer_cross_table_get_match (table, ra, rb, leg, &side_a);
          HammerEventMatch *from_b = hammer_cross_table_get_match (table, rb, ra, leg, &side_b);

          if (from_a == NULL)
            break;
          g_assert_true (from_a == from_b);
          if (hammer_event_match_get_id (from_a) != json_object_get_int_member (match, "id"))
            continue;
          found = TRUE;
          g_assert_cmpuint (side_a, ==, 0);
          g_assert_cmpuint (side_b, ==, 1);
          if (json_object_has_member (match, "totals"))
            {
              JsonArray *totals = json_object_get_array_member (match, "totals");

              g_assert_cmpint (hammer_event_match_get_total (from_a, 0), ==,
                               json_array_get_int_element (totals, 0));
              g_assert_cmpint (hammer_event_match_get_total (from_a, 1), ==,
                               json_array_get_int_element (totals, 1));
            }
        }
      g_assert_true (found);
    }
  /* Every cell's matches are those, each seen from both sides. */
  for (guint t = 0; t < tables->len; t++)
    {
      HammerCrossTable *table = tables->pdata[t];
      guint n = hammer_cross_table_get_n_rows (table);

      for (guint r = 0; r < n; r++)
        for (guint c = 0; c < n; c++)
          for (guint leg = 0; hammer_cross_table_get_match (table, r, c, leg, NULL); leg++)
            {
              g_assert_cmpuint (r, !=, c);
              n_cells++;
            }
    }
  g_assert_cmpuint (n_cells, ==, 2 * n_table_matches);

  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      JsonObject *group = json_object_has_member (line, "group")
                          ? json_object_get_object_member (line, "group") : NULL;
      JsonObject *figures = group != NULL ? group : line;
      HammerCrossTable *table = find_table (tables, group != NULL
                                            ? json_object_get_string_member (group, "name")
                                            : NULL);
      static const char *const members[] = { "played", "wins", "match_points" };
      int row;

      g_assert_true ((group != NULL) == groups);
      g_assert_nonnull (table);
      row = table_row (table, json_object_get_int_member (line, "entrant"));
      g_assert_cmpint (row, >=, 0);
      g_assert_cmpstr (hammer_cross_table_get_name (table, row), ==,
                       json_object_get_string_member (line, "name"));
      for (guint m = 0; m < G_N_ELEMENTS (members); m++)
        {
          double typed = -1, json = -2;

          g_assert_cmpint (hammer_cross_table_get_figure (table, row, members[m], &typed), ==,
                           json_figure (figures, members[m], &json));
          if (json_figure (figures, members[m], &json))
            g_assert_cmpfloat (typed, ==, json);
        }
    }
}

/* A group member's line against the JSON's "group". */
static void
assert_group_agrees (HammerStandingsLine *line,
                     JsonObject          *object)
{
  JsonObject *group = json_object_get_object_member (object, "group");
  static const char *const members[] = { "played", "wins", "draws", "losses", "match_points" };

  g_assert_cmpint (hammer_standings_line_get_entrant (line), ==,
                   json_object_get_int_member (object, "entrant"));
  g_assert_cmpstr (hammer_standings_line_get_group (line), ==,
                   json_object_get_string_member (group, "name"));
  g_assert_cmpuint (hammer_standings_line_get_group_place (line), ==,
                    json_object_get_int_member (group, "place"));
  g_assert_cmpstr (hammer_standings_line_get_group_place_label (line), ==,
                   json_object_get_string_member (group, "place_label"));
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      double typed = -1, json = -2;

      g_assert_true (hammer_standings_line_get_group_figure (line, members[m], &typed));
      g_assert_true (json_figure (group, members[m], &json));
      g_assert_cmpfloat (typed, ==, json);
    }
}

static void
assert_lines_agree (Fixture     *f,
                    gint64       event_id,
                    HammerEvent *event)
{
  g_autoptr(JsonNode) standings = cli_json (f, event_id, "standings", NULL);
  JsonArray *lines = json_node_get_array (standings);
  GListModel *typed = hammer_event_get_standings (event);

  g_assert_cmpuint (g_list_model_get_n_items (typed), ==, json_array_get_length (lines));
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (typed, i);

      assert_group_agrees (line, json_array_get_object_element (lines, i));
    }
}

/* A round robin is one table of everybody, its figures the standings'. */
static void
test_round_robin (Fixture       *f,
                  gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 5);
  gint64 event_id = store_new_event (f->store, "Competitie", "table", HAMMER_FORMAT_ROUND_ROBIN,
                                     2, NULL, (const char * const *) names, 7);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) event = hammer_events_get_event (f->store, event_id, &error);
  g_autoptr(GListModel) matches = hammer_events_list_matches (f->store, event_id, &error);
  g_autoptr(GPtrArray) before = NULL;
  g_autoptr(GPtrArray) after = NULL;

  g_assert_no_error (error);
  before = hammer_cross_tables_new (event, matches);
  g_assert_cmpuint (before->len, ==, 1);
  g_assert_null (hammer_cross_table_get_group (before->pdata[0]));
  g_assert_cmpuint (hammer_cross_table_get_n_rows (before->pdata[0]), ==, 5);
  g_assert_cmpuint (hammer_cross_table_get_legs (before->pdata[0]), ==, 1);
  assert_tables_agree (f, event_id, before, FALSE);

  for (guint r = 0; r < 3; r++)
    store_record (f->store, event_id, store_first_ready (f->store, event_id), FIRST_SIDE_WINS);
  after = hammer_cross_tables_new (event, matches);
  assert_tables_agree (f, event_id, after, FALSE);
  /* A format without tables has none. */
  {
    g_auto(GStrv) ko_names = numbered_names ("Speler", 4);
    gint64 ko_id = store_new_event (f->store, "Beker", "table", HAMMER_FORMAT_SINGLE_ELIMINATION,
                                    2, NULL, (const char * const *) ko_names, 7);
    g_autoptr(HammerEvent) ko = hammer_events_get_event (f->store, ko_id, &error);
    g_autoptr(GListModel) ko_matches = hammer_events_list_matches (f->store, ko_id, &error);
    g_autoptr(GPtrArray) none = NULL;

    g_assert_no_error (error);
    none = hammer_cross_tables_new (ko, ko_matches);
    g_assert_cmpuint (none->len, ==, 0);
  }
}

/* Home and away: two legs a cell, in playing order, each seen from both
 * sides. */
static void
test_double_round (Fixture       *f,
                   gconstpointer  data)
{
  const char *names[] = { "Anna", "Bram", "Cor", "Dirk", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(GListModel) matches = NULL;
  g_autoptr(GPtrArray) tables = NULL;
  g_autoptr(GArray) ids = NULL;
  HammerCrossTable *table;
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Thuis en uit";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_ROUND_ROBIN;
  spec.double_round = TRUE;
  spec.n_boards = 2;
  event_id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);
  hammer_events_draw (f->store, event_id, TRUE, 5, &error);
  g_assert_no_error (error);
  store_record (f->store, event_id, store_first_ready (f->store, event_id), FIRST_SIDE_WINS);
  event = hammer_events_get_event (f->store, event_id, &error);
  g_assert_no_error (error);
  matches = hammer_events_list_matches (f->store, event_id, &error);
  g_assert_no_error (error);

  tables = hammer_cross_tables_new (event, matches);
  g_assert_cmpuint (tables->len, ==, 1);
  table = tables->pdata[0];
  g_assert_cmpuint (hammer_cross_table_get_legs (table), ==, 2);
  for (guint r = 0; r < 4; r++)
    for (guint c = 0; c < 4; c++)
      {
        HammerEventMatch *first = hammer_cross_table_get_match (table, r, c, 0, NULL);
        HammerEventMatch *second = hammer_cross_table_get_match (table, r, c, 1, NULL);

        g_assert_true ((first != NULL) == (r != c));
        g_assert_true ((second != NULL) == (r != c));
        g_assert_null (hammer_cross_table_get_match (table, r, c, 2, NULL));
        if (first != NULL)
          g_assert_cmpuint (hammer_event_match_get_number (first), <,
                            hammer_event_match_get_number (second));
      }
  assert_tables_agree (f, event_id, tables, FALSE);
}

/* Groups: a table each, a member's figures its group's; a recorded result
 * notifies the group figures of its two players' lines and no other
 * line's, and the tables made again still agree. */
static void
test_groups (Fixture       *f,
             gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 8);
  gint64 event_id = store_new_event (f->store, "Poules", "table", HAMMER_FORMAT_GROUPS, 2, NULL,
                                     (const char * const *) names, 7);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) event = hammer_events_get_event (f->store, event_id, &error);
  g_autoptr(GListModel) matches = hammer_events_list_matches (f->store, event_id, &error);
  g_autoptr(GHashTable) notified = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) tables = NULL;
  GListModel *lines;
  TestItemsChanged seen = { 0 };
  HammerEventMatch *recorded;
  gint64 match_id;
  guint n_notified = 0;

  g_assert_no_error (error);
  tables = hammer_cross_tables_new (event, matches);
  g_assert_cmpuint (tables->len, >=, 2);
  assert_tables_agree (f, event_id, tables, TRUE);
  assert_lines_agree (f, event_id, event);

  lines = hammer_event_get_standings (event);
  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(GObject) line = g_list_model_get_item (lines, i);

      g_signal_connect (line, "notify", G_CALLBACK (test_notify_cb), notified);
    }
  g_signal_connect (lines, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);
  match_id = store_first_ready (f->store, event_id);
  recorded = hammer_event_matches_lookup (HAMMER_EVENT_MATCHES (matches), match_id);
  g_assert_nonnull (recorded);
  g_assert_cmpuint (hammer_event_match_get_n_games (recorded), ==, 0);
  g_signal_connect (recorded, "notify", G_CALLBACK (test_notify_cb), notified);

  store_record (f->store, event_id, match_id, FIRST_SIDE_WINS);

  /* The match has its games, point by point, as the JSON. */
  g_assert_true (test_was_notified (notified, recorded, "game-points"));
  g_assert_cmpuint (hammer_event_match_get_n_games (recorded), ==, 2);
  g_assert_cmpint (hammer_event_match_get_game_points (recorded, 0, 1), ==, 16);
  g_assert_cmpint (hammer_event_match_get_game_points (recorded, 1, 1), ==, 0);
  for (guint i = 0; i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (lines, i);
      gint64 entrant = hammer_standings_line_get_entrant (line);
      gboolean played = entrant == hammer_event_match_get_entrant (recorded, 0) ||
                        entrant == hammer_event_match_get_entrant (recorded, 1);

      /* Every line the result touched was there before: none was made anew. */
      g_assert_cmpint (test_was_notified (notified, line, "group-played"), ==, played);
      g_assert_cmpint (test_was_notified (notified, line, "group-wins"), ==,
                       entrant == hammer_event_match_get_entrant (recorded, 0));
      n_notified += test_was_notified (notified, line, "group-played");
    }
  g_assert_cmpuint (n_notified, ==, 2);
  /* The winner went up in the standings, or stayed: rows move, none is
   * rebuilt, so the list is as long as before. */
  g_assert_cmpuint (seen.removed, ==, seen.added);
  g_assert_cmpuint (g_list_model_get_n_items (lines), ==, 8);

  g_clear_pointer (&tables, g_ptr_array_unref);
  tables = hammer_cross_tables_new (event, matches);
  assert_tables_agree (f, event_id, tables, TRUE);
  assert_lines_agree (f, event_id, event);
}

/* A series: each card's games as the matches' JSON has them, its line's
 * total and best game the standings', and the boards' own names the
 * event's. */
static void
test_series (Fixture       *f,
             gconstpointer  data)
{
  const char *names[] = { "Anna", "Bram", "Cor", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(GListModel) matches = NULL;
  g_autoptr(JsonNode) json_matches = NULL;
  g_autoptr(JsonNode) json_standings = NULL;
  g_autoptr(JsonNode) json_event = NULL;
  g_autoptr(JsonNode) card = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [130]}]}, {\"ends\": [{\"points\": [120]}]},"
    " {\"ends\": [{\"points\": [110]}]}, {\"ends\": [{\"points\": [140]}]}]}", NULL);
  g_autoptr(GArray) ids = NULL;
  g_autoptr(JsonNode) state = NULL;
  JsonArray *list, *boards;
  GListModel *typed_boards;
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Sjoelavond";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.board_names = "Tafel Noord,Tafel Zuid";
  event_id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, event_id, names, &error);
  g_assert_no_error (error);
  hammer_events_draw (f->store, event_id, TRUE, 3, &error);
  g_assert_no_error (error);
  event = hammer_events_get_event (f->store, event_id, &error);
  g_assert_no_error (error);
  matches = hammer_events_list_matches (f->store, event_id, &error);
  g_assert_no_error (error);

  json_matches = cli_json (f, event_id, "matches", NULL);
  list = json_node_get_array (json_matches);
  state = hammer_events_record_result (f->store, event_id,
                                       json_object_get_int_member (
                                         json_array_get_object_element (list, 1), "id"),
                                       card, FALSE, &error);
  g_assert_no_error (error);
  g_clear_pointer (&json_matches, json_node_unref);
  json_matches = cli_json (f, event_id, "matches", NULL);
  list = json_node_get_array (json_matches);

  g_assert_cmpuint (g_list_model_get_n_items (matches), ==, json_array_get_length (list));
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *object = json_array_get_object_element (list, i);
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);
      JsonArray *points = NULL;
      guint n_games;

      g_assert_cmpint (hammer_event_match_get_id (match), ==,
                       json_object_get_int_member (object, "id"));
      if (json_object_has_member (object, "game_points"))
        points = json_array_get_array_element (json_object_get_array_member (object,
                                                                             "game_points"), 0);
      n_games = points != NULL ? json_array_get_length (points) : 0;
      g_assert_cmpuint (hammer_event_match_get_n_games (match), ==, n_games);
      for (guint g = 0; g < n_games; g++)
        g_assert_cmpint (hammer_event_match_get_game_points (match, 0, g), ==,
                         json_array_get_int_element (points, g));
    }

  json_standings = cli_json (f, event_id, "standings", NULL);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (json_standings)); i++)
    {
      JsonObject *object = json_array_get_object_element (json_node_get_array (json_standings),
                                                          i);
      g_autoptr(HammerStandingsLine) line =
        g_list_model_get_item (hammer_event_get_standings (event), i);
      double typed = -1, json = -2;

      g_assert_cmpstr (hammer_standings_line_get_name (line), ==,
                       json_object_get_string_member (object, "name"));
      g_assert_cmpuint (hammer_standings_line_get_place (line), ==,
                        json_object_get_int_member (object, "place"));
      g_assert_true (hammer_standings_line_get_figure (line, "total", &typed));
      g_assert_true (json_figure (object, "total", &json));
      g_assert_cmpfloat (typed, ==, json);
      g_assert_cmpint (hammer_standings_line_get_figure (line, "best_game", &typed), ==,
                       json_figure (object, "best_game", &json));
      /* Nobody in a series is in a group. */
      g_assert_null (hammer_standings_line_get_group (line));
      g_assert_false (hammer_standings_line_get_group_figure (line, "played", NULL));
    }

  json_event = cli_json (f, event_id, "event", "show");
  boards = json_object_get_array_member (json_node_get_object (json_event), "boards");
  typed_boards = hammer_event_matches_get_boards (HAMMER_EVENT_MATCHES (matches));
  g_assert_cmpuint (g_list_model_get_n_items (typed_boards), ==, json_array_get_length (boards));
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      JsonObject *object = json_array_get_object_element (boards, b);
      g_autoptr(HammerBoard) board = g_list_model_get_item (typed_boards, b);

      g_assert_cmpuint (hammer_board_get_number (board), ==,
                        json_object_get_int_member (object, "number"));
      g_assert_cmpstr (hammer_board_get_own_name (board), ==,
                       json_object_get_string_member (object, "name"));
    }
  {
    g_autoptr(HammerBoard) first = g_list_model_get_item (typed_boards, 0);

    g_assert_cmpstr (hammer_board_get_own_name (first), ==, "Tafel Noord");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/draw-typed/round-robin", Fixture, NULL, store_fixture_set_up, test_round_robin,
              store_fixture_tear_down);
  g_test_add ("/draw-typed/double-round", Fixture, NULL, store_fixture_set_up,
              test_double_round, store_fixture_tear_down);
  g_test_add ("/draw-typed/groups", Fixture, NULL, store_fixture_set_up, test_groups,
              store_fixture_tear_down);
  g_test_add ("/draw-typed/series", Fixture, NULL, store_fixture_set_up, test_series,
              store_fixture_tear_down);
  return g_test_run ();
}
