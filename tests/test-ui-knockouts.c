/* test-ui-knockouts.c — the draw view in the real window under Xvfb shows
 * a consolation bracket, and the charts of the places played out, as it
 * shows the main bracket: a section of its own under it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-events.h"
#include "events/hammer-bracket-layout.h"
#include "hammer-core.h"
#include "hammer-event-assistant.h"
#include "hammer-standings-view.h"
#include "ui-brackets.h"

typedef UiFixture Fixture;

static const char * const eight[] = {
  "Anna", "Bert", "Carla", "Dirk", "Els", "Frits", "Greet", "Henk", NULL,
};

/* An event of the eight drawn in seed order, with @consolation or every
 * place played out, its first round won by the lower seeds. */
static gint64
new_event (Fixture  *fixture,
           gboolean  consolation)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) entered = NULL;
  g_autoptr(JsonNode) matches = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Open";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec.n_boards = 2;
  spec.consolation = consolation;
  spec.placement = !consolation;
  spec.third_place = TRUE;
  event_id = hammer_events_create (fixture->store, &spec, &error);
  g_assert_no_error (error);
  entered = hammer_events_add_entrants (fixture->store, event_id, eight, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (fixture->store, event_id, TRUE, 1, &error));
  matches = hammer_events_get_matches_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (matches)); i++)
    {
      JsonObject *match = json_array_get_object_element (json_node_get_array (matches), i);

      if (json_object_get_int_member (match, "round") == 1)
        store_record (fixture->store, event_id, json_object_get_int_member (match, "id"),
                      "{\"games\": [{\"ends\": [{\"points\": [0, 16]}]},"
                      " {\"ends\": [{\"points\": [0, 16]}]}]}");
    }
  return event_id;
}

/* For a person to look at what is shown (`import -window root` under
 * Xvfb): held as long as HAMMER_TEST_HOLD_MS says. */
static void
hold_for_a_look (void)
{
  const char *hold = g_getenv ("HAMMER_TEST_HOLD_MS");

  if (hold != NULL)
    ui_wait_ms ((guint) g_ascii_strtoull (hold, NULL, 10));
}

/* The consolation is drawn whole, under the main bracket, with the names
 * of the four who lost their first match. */
static void
test_consolation (Fixture       *fixture,
                  gconstpointer  data)
{
  gint64 event_id = new_event (fixture, TRUE);
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  JsonArray *matches = json_node_get_array (node);
  HammerBracketView *bracket = ui_show_bracket (fixture->window, event_id);
  double main_top, main_bottom, top, bottom;

  g_assert_cmpuint (ui_bracket_boxes (bracket, matches, "winners", &main_top, &main_bottom), ==, 6);
  /* Two semi-finals, its final and its match for third place. */
  g_assert_cmpuint (ui_bracket_boxes (bracket, matches, "consolation", &top, &bottom), ==, 4);
  g_assert_cmpfloat (top, >, main_bottom);
  g_assert_cmpuint (hammer_bracket_view_get_n_matches (bracket), ==,
                    json_array_get_length (matches));
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *names = json_object_get_array_member (match, "names");

      if (!g_str_equal (json_object_get_string_member (match, "bracket"), "consolation")
          || json_object_get_int_member (match, "round") != 1)
        continue;
      for (guint s = 0; s < 2; s++)
        g_assert_nonnull (json_array_get_string_element (names, s));
    }
  hold_for_a_look ();
}

/* Each chart of the places played out is a section of its own: 5–8 and
 * 7–8 under the main bracket, each box in it. */
static void
test_placement (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 event_id = new_event (fixture, FALSE);
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  JsonArray *matches = json_node_get_array (node);
  HammerBracketView *bracket = ui_show_bracket (fixture->window, event_id);
  double main_top, main_bottom, top, bottom;

  g_assert_cmpuint (ui_bracket_boxes (bracket, matches, "winners", &main_top, &main_bottom), ==, 6);
  /* 5–8: two matches and the one for 5–6; 7–8: one. */
  g_assert_cmpuint (ui_bracket_boxes (bracket, matches, "placement", &top, &bottom), ==, 4);
  g_assert_cmpfloat (top, >, main_bottom);
  g_assert_cmpuint (hammer_bracket_view_get_n_matches (bracket), ==,
                    json_array_get_length (matches));
  hold_for_a_look ();
}

/* The standings screen has the consolation place beside the place, as
 * paper and the files do: the consolation played out, its four have its
 * places 1 to 4, each once; the main bracket's entrants have none. */
static void
test_standings (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 event_id = new_event (fixture, TRUE);
  gboolean given[5] = { FALSE };
  GtkWidget *standings;
  GtkWidget *view;
  guint name_column, place_column;

  /* Its semi-finals, then its final and its match for third place. */
  for (guint round = 1; round <= 2; round++)
    {
      g_autoptr(JsonNode) node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
      JsonArray *matches = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (matches); i++)
        {
          JsonObject *match = json_array_get_object_element (matches, i);

          if (g_str_equal (json_object_get_string_member (match, "bracket"), "consolation")
              && g_str_equal (json_object_get_string_member (match, "state"), "ready"))
            store_record (fixture->store, event_id, json_object_get_int_member (match, "id"),
                          "{\"games\": [{\"ends\": [{\"points\": [16, 0]}]},"
                          " {\"ends\": [{\"points\": [16, 0]}]}]}");
        }
    }

  hammer_window_show_event_view (fixture->window, event_id, "standings");
  UI_WAIT_FOR ((standings = ui_find_by_type (GTK_WIDGET (fixture->window),
                                             HAMMER_TYPE_STANDINGS_VIEW)) != NULL
               && gtk_widget_get_mapped (standings));
  view = ui_find_required (standings, "column_view");
  UI_WAIT_FOR (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (
                 GTK_COLUMN_VIEW (view)))) == G_N_ELEMENTS (eight) - 1);
  UI_WAIT_FOR (ui_cell_is (view, 0, 0, NULL));
  name_column = ui_column_titled (GTK_COLUMN_VIEW (view), "Name");
  place_column = ui_column_titled (GTK_COLUMN_VIEW (view), "Consolation place");
  for (guint row = 0; row < G_N_ELEMENTS (eight) - 1; row++)
    {
      g_autofree char *name = ui_cell_text (view, row, name_column);
      g_autofree char *place = ui_cell_text (view, row, place_column);
      guint64 number = 0;

      /* The first round went to the lower seeds, the last four. */
      if (g_strv_contains (eight + 4, name))
        {
          g_assert_cmpstr (place, ==, "—");
          continue;
        }
      g_assert_true (g_ascii_string_to_unsigned (place, 10, 1, 4, &number, NULL));
      g_assert_false (given[number]);
      given[number] = TRUE;
    }
  for (guint p = 1; p <= 4; p++)
    g_assert_true (given[p]);
  hold_for_a_look ();
}

/* An event of @n players ("Player 1" …) drawn in seed order with every
 * place played out, nothing played. */
static gint64
new_placement_event (Fixture *fixture,
                     guint    n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) entered = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Open";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec.placement = TRUE;
  event_id = hammer_events_create (fixture->store, &spec, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, g_strdup_printf ("Player %u", i + 1));
  g_ptr_array_add (names, NULL);
  entered = hammer_events_add_entrants (fixture->store, event_id,
                                        (const char * const *) names->pdata, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (fixture->store, event_id, TRUE, 1, &error));
  return event_id;
}

/* With 11 entrants, places 11–12 is only a bye, and 9–16's first round
 * only byes: the view leaves those out, as paper does (its three play for
 * 9–12), and shows every other match. */
static void
test_left_out (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 event_id = new_placement_event (fixture, 11);
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  JsonArray *matches = json_node_get_array (node);
  HammerBracketView *bracket = ui_show_bracket (fixture->window, event_id);
  guint n_shown = 0, n_left_out = 0;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *places = json_object_has_member (match, "places")
                          ? json_object_get_array_member (match, "places") : NULL;
      gboolean left_out = json_object_get_boolean_member_with_default (match, "left_out",
                                                                       FALSE);
      graphene_rect_t rect;

      /* Places 11–12 is only a bye; 9–16 has only byes in its first
       * round, which its three play from 9–12 on. */
      g_assert_cmpint (left_out, ==, places != NULL
                                     && (json_array_get_int_element (places, 0) == 11
                                         || json_array_get_int_element (places, 1) == 16)
                                     && json_array_get_int_element (places, 0) > 1);
      g_assert_cmpint (hammer_bracket_view_get_match_rect (bracket,
                                                           json_object_get_int_member (match,
                                                                                       "id"),
                                                           &rect), ==, !left_out);
      n_shown += !left_out;
      n_left_out += left_out;
      /* 9–12's bye goes to the loser of match 1, as the bye before it did. */
      if (places != NULL && json_array_get_int_element (places, 0) == 9
          && json_array_get_int_element (places, 1) == 12
          && json_object_get_boolean_member_with_default (match, "bye", FALSE))
        {
          JsonArray *from = json_object_get_array_member (match, "from");
          JsonObject *side = json_array_get_object_element (from, 0);

          g_assert_true (json_object_has_member (side, "loser"));
          g_assert_cmpint (json_object_get_int_member (side, "number"), ==, 1);
        }
    }
  g_assert_cmpuint (n_left_out, ==, 4);
  g_assert_cmpuint (hammer_bracket_view_get_n_matches (bracket), ==, n_shown);
  hold_for_a_look ();
}

/* One who withdrew keeps their line, dimmed, "(withdrawn)" after the
 * name; the others are as they were. */
static void
test_withdrawn (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 event_id = new_event (fixture, TRUE);
  g_autoptr(JsonNode) node = hammer_events_get_standings_json (fixture->store, event_id, NULL);
  JsonArray *lines = json_node_get_array (node);
  g_autoptr(GError) error = NULL;
  gint64 carla = 0;
  GtkWidget *standings;
  GtkWidget *view;
  guint name_column;
  gboolean seen = FALSE;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (lines, i),
                                                    "name"), "Carla"))
      carla = json_object_get_int_member (json_array_get_object_element (lines, i), "entrant");
  g_assert_cmpint (carla, >, 0);
  g_assert_true (hammer_events_withdraw_entrant (fixture->store, event_id, carla, &error));
  g_assert_no_error (error);

  hammer_window_show_event_view (fixture->window, event_id, "standings");
  UI_WAIT_FOR ((standings = ui_find_by_type (GTK_WIDGET (fixture->window),
                                             HAMMER_TYPE_STANDINGS_VIEW)) != NULL
               && gtk_widget_get_mapped (standings));
  view = ui_find_required (standings, "column_view");
  UI_WAIT_FOR (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (
                 GTK_COLUMN_VIEW (view)))) == G_N_ELEMENTS (eight) - 1);
  UI_WAIT_FOR (ui_cell_is (view, 0, 0, NULL));
  name_column = ui_column_titled (GTK_COLUMN_VIEW (view), "Name");
  for (guint row = 0; row < G_N_ELEMENTS (eight) - 1; row++)
    {
      g_autofree char *name = NULL;
      gboolean withdrawn;

      UI_WAIT_FOR (ui_cell_is (view, row, name_column, NULL));
      name = ui_cell_text (view, row, name_column);
      withdrawn = g_str_equal (name, "Carla (withdrawn)");
      seen |= withdrawn;
      g_assert_cmpint (ui_cell_has_class (view, row, name_column, "dim-label"), ==, withdrawn);
      g_assert_cmpint (ui_cell_has_class (view, row, 0, "dim-label"), ==, withdrawn);
    }
  g_assert_true (seen);
  hold_for_a_look ();
}

/* The assistant offers both for single elimination, each with a sentence
 * on what it means; one switched on switches the other off; a format
 * without them does not show them; the event gets what was chosen. */
static void
test_assistant (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *dialog;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  GtkWidget *consolation_row, *placement_row;
  GtkSwitch *consolation, *placement;
  AdwComboRow *format_row;
  JsonObject *settings;
  gint64 event_id = 0;

  ui_open_event_assistant (fixture->window, fixture->store, &dialog, &event_id);
  consolation_row = ui_find_required (dialog, "consolation_row");
  placement_row = ui_find_required (dialog, "placement_row");
  consolation = GTK_SWITCH (ui_find_required (dialog, "consolation_switch"));
  placement = GTK_SWITCH (ui_find_required (dialog, "placement_switch"));
  format_row = ADW_COMBO_ROW (ui_find_required (dialog, "format_row"));

  adw_combo_row_set_selected (format_row, HAMMER_FORMAT_SINGLE_ELIMINATION);
  UI_WAIT_FOR (gtk_widget_get_visible (consolation_row));
  g_assert_true (gtk_widget_get_visible (placement_row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (consolation_row)),
                            "lose their first match"));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (placement_row)),
                            "place of their own"));

  gtk_switch_set_active (placement, TRUE);
  gtk_switch_set_active (consolation, TRUE);
  /* Reached by the keyboard. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (consolation)));
  hold_for_a_look ();
  g_assert_false (gtk_switch_get_active (placement));

  adw_combo_row_set_selected (format_row, HAMMER_FORMAT_ROUND_ROBIN);
  UI_WAIT_FOR (!gtk_widget_get_visible (consolation_row));
  g_assert_false (gtk_widget_get_visible (placement_row));
  adw_combo_row_set_selected (format_row, HAMMER_FORMAT_SINGLE_ELIMINATION);
  UI_WAIT_FOR (gtk_widget_get_visible (consolation_row));

  /* Players agree to the boards' results: kept with the event. */
  gtk_switch_set_active (GTK_SWITCH (ui_find_required (dialog, "confirm_switch")), TRUE);
  ui_type_into (dialog, "name_row", "Florida Open");
  ui_click (ui_find_required (dialog, "create_button"));
  UI_WAIT_FOR (dialog == NULL);
  g_assert_cmpint (event_id, >, 0);
  event = hammer_events_get_event_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  settings = json_object_get_object_member (json_node_get_object (event), "settings");
  g_assert_true (json_object_get_boolean_member_with_default (settings, "consolation", FALSE));
  g_assert_false (json_object_get_boolean_member_with_default (settings, "placement", FALSE));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (event), "confirm"), ==,
                   "players");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/knockouts/consolation", Fixture, NULL, ui_fixture_set_up, test_consolation,
              ui_fixture_tear_down);
  g_test_add ("/ui/knockouts/placement", Fixture, NULL, ui_fixture_set_up, test_placement,
              ui_fixture_tear_down);
  g_test_add ("/ui/knockouts/standings", Fixture, NULL, ui_fixture_set_up, test_standings,
              ui_fixture_tear_down);
  g_test_add ("/ui/knockouts/assistant", Fixture, NULL, ui_fixture_set_up, test_assistant,
              ui_fixture_tear_down);
  g_test_add ("/ui/knockouts/left-out", Fixture, NULL, ui_fixture_set_up, test_left_out,
              ui_fixture_tear_down);
  g_test_add ("/ui/knockouts/withdrawn", Fixture, NULL, ui_fixture_set_up, test_withdrawn,
              ui_fixture_tear_down);

  return g_test_run ();
}
