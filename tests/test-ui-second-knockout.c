/* test-ui-second-knockout.c — in the real window under Xvfb: the draw
 * view shows the second knockout after groups as it shows a consolation,
 * a section of its own under the first knockout; the standings screen has
 * its place; the new-event assistant offers it for groups
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-event-assistant.h"
#include "hammer-standings-view.h"
#include "ui-brackets.h"

typedef UiFixture Fixture;

static const char * const eight[] = {
  "Anna", "Bert", "Carla", "Dirk", "Els", "Frits", "Greet", "Henk", NULL,
};

/* Records every ready match of @event whose bracket is @bracket (NULL:
 * a group's), the first side winning. */
static void
play_ready (Fixture    *fixture,
            gint64      event_id,
            const char *bracket)
{
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  JsonArray *matches = json_node_get_array (node);

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      const char *its = json_object_get_string_member (match, "bracket");

      if ((bracket != NULL ? g_str_equal (its, bracket)
                           : !json_object_has_member (match, "stage"))
          && g_str_equal (json_object_get_string_member (match, "state"), "ready"))
        store_record (fixture->store, event_id, json_object_get_int_member (match, "id"),
                      "{\"games\": [{\"ends\": [{\"points\": [16, 0]}]},"
                      " {\"ends\": [{\"points\": [16, 0]}]}]}");
    }
}

/* The eight in two groups of four, with a second knockout and matches
 * for third place, its groups played: both knockouts' semi-finals are
 * ready. */
static gint64
new_event (Fixture *fixture)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) entered = NULL;
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Open";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_GROUPS;
  spec.n_boards = 2;
  spec.second_knockout = TRUE;
  /* Every place its own: a match for third place in both knockouts. */
  spec.third_place = TRUE;
  event_id = hammer_events_create (fixture->store, &spec, &error);
  g_assert_no_error (error);
  entered = hammer_events_add_entrants (fixture->store, event_id, eight, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (fixture->store, event_id, TRUE, 1, &error));
  g_assert_no_error (error);
  play_ready (fixture, event_id, NULL);
  return event_id;
}

/* The second knockout is drawn whole under the first, its semi-finals
 * with the names of the groups' thirds and fourths. */
static void
test_draw_view (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 event_id = new_event (fixture);
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  JsonArray *matches = json_node_get_array (node);
  HammerBracketView *bracket;
  double first_top, first_bottom, final_top, final_bottom, top, bottom;
  guint n_names = 0;

  hammer_window_show_event_view (fixture->window, event_id, "draw");
  /* The knockouts' bracket, under the groups' tables. */
  UI_WAIT_FOR ((bracket = (HammerBracketView *) ui_find_by_id (GTK_WIDGET (fixture->window),
                                                               "knockout"))
               != NULL && gtk_widget_get_mapped (GTK_WIDGET (bracket)));
  UI_WAIT_FOR (hammer_bracket_view_get_n_matches (bracket) > 0);

  g_assert_cmpuint (ui_bracket_boxes (bracket, matches, "winners", &first_top, &first_bottom), ==,
                    2);
  g_assert_cmpuint (ui_bracket_boxes (bracket, matches, "final", &final_top, &final_bottom), ==, 1);
  /* Two semi-finals, its final and its match for third place. */
  g_assert_cmpuint (ui_bracket_boxes (bracket, matches, "second-knockout", &top, &bottom), ==, 4);
  g_assert_cmpfloat (top, >, MAX (first_bottom, final_bottom));
  g_assert_cmpuint (hammer_bracket_view_get_n_matches (bracket), ==,
                    json_array_get_length (matches) - 12);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (!g_str_equal (json_object_get_string_member (match, "bracket"), "second-knockout")
          || json_object_get_int_member (match, "round") != 1)
        continue;
      for (guint s = 0; s < 2; s++)
        {
          const char *name = json_array_get_string_element (
            json_object_get_array_member (match, "names"), s);

          g_assert_nonnull (name);
          g_assert_true (g_strv_contains (eight, name));
          n_names++;
        }
    }
  g_assert_cmpuint (n_names, ==, 4);
  if (g_getenv ("HAMMER_UI_SHOTS") != NULL)
    {
      /* For a person to look at: the view scrolled down to both knockouts. */
      GtkWidget *scrolled = GTK_WIDGET (bracket);

      gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 1000);
      while ((scrolled = gtk_widget_get_parent (scrolled)) != NULL)
        if (GTK_IS_SCROLLED_WINDOW (scrolled))
          {
            GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
              GTK_SCROLLED_WINDOW (scrolled));

            gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
          }
      ui_wait_frames (GTK_WIDGET (bracket), 3);
      ui_save_shot (GTK_WIDGET (fixture->window), "second-knockout-draw.png");
    }
}

/* Both knockouts played out: the standings screen puts the first's four
 * at places 1 to 4 and the second's at 5 to 8, each of those with its
 * place within the second knockout, 1 to 4 once each. */
static void
test_standings (Fixture       *fixture,
                gconstpointer  data)
{
  gint64 event_id = new_event (fixture);
  gboolean given[5] = { FALSE };
  GtkWidget *standings;
  GtkWidget *view;
  guint name_column, place_column, second_column;

  for (guint round = 1; round <= 2; round++)
    {
      play_ready (fixture, event_id, "winners");
      play_ready (fixture, event_id, "final");
      play_ready (fixture, event_id, "third-place");
      play_ready (fixture, event_id, "second-knockout");
    }

  hammer_window_show_event_view (fixture->window, event_id, "standings");
  UI_WAIT_FOR ((standings = ui_find_by_type (GTK_WIDGET (fixture->window),
                                             HAMMER_TYPE_STANDINGS_VIEW)) != NULL
               && gtk_widget_get_mapped (standings));
  view = ui_find_required (standings, "column_view");
  UI_WAIT_FOR (g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (
                 GTK_COLUMN_VIEW (view)))) == G_N_ELEMENTS (eight) - 1);
  UI_WAIT_FOR (ui_cell_is (view, 0, 0, "1"));
  name_column = ui_column_titled (GTK_COLUMN_VIEW (view), "Name");
  place_column = ui_column_titled (GTK_COLUMN_VIEW (view), "Place");
  second_column = ui_column_titled (GTK_COLUMN_VIEW (view), "Second knockout place");
  for (guint row = 0; row < G_N_ELEMENTS (eight) - 1; row++)
    {
      g_autofree char *name = ui_cell_text (view, row, name_column);
      g_autofree char *place = ui_cell_text (view, row, place_column);
      g_autofree char *second = ui_cell_text (view, row, second_column);
      guint64 overall = 0, within = 0;

      g_assert_true (g_strv_contains (eight, name));
      g_assert_true (g_ascii_string_to_unsigned (place, 10, 1, 8, &overall, NULL));
      g_assert_cmpuint (overall, ==, row + 1);
      if (row < 4)
        {
          g_assert_cmpstr (second, ==, "—");
          continue;
        }
      g_assert_true (g_ascii_string_to_unsigned (second, 10, 1, 4, &within, NULL));
      g_assert_cmpuint (within, ==, overall - 4);
      g_assert_false (given[within]);
      given[within] = TRUE;
    }
  ui_wait_frames (view, 2);
  ui_save_shot (GTK_WIDGET (fixture->window), "second-knockout-standings.png");
}

/* The assistant offers the second knockout for groups only, with a
 * sentence on what it means, reached by the keyboard; the event gets it. */
static void
test_assistant (Fixture       *fixture,
                gconstpointer  data)
{
  GtkWidget *dialog;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  GtkWidget *row;
  GtkSwitch *second;
  AdwComboRow *format_row;
  JsonObject *settings;
  gint64 event_id = 0;

  ui_open_event_assistant (fixture->window, fixture->store, &dialog, &event_id);
  row = ui_find_required (dialog, "second_knockout_row");
  second = GTK_SWITCH (ui_find_required (dialog, "second_knockout_switch"));
  format_row = ADW_COMBO_ROW (ui_find_required (dialog, "format_row"));

  adw_combo_row_set_selected (format_row, HAMMER_FORMAT_SINGLE_ELIMINATION);
  UI_WAIT_FOR (!gtk_widget_get_visible (row));
  adw_combo_row_set_selected (format_row, HAMMER_FORMAT_GROUPS);
  UI_WAIT_FOR (gtk_widget_get_visible (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "do not go on from the groups"));
  /* Reached by the keyboard, and switched on from there. */
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (second)));
  g_assert_true (gtk_widget_activate (GTK_WIDGET (second)));
  UI_WAIT_FOR (gtk_switch_get_active (second));
  if (g_getenv ("HAMMER_UI_SHOTS") != NULL)
    {
      /* For a person to look at: the row scrolled into view. */
      GtkWidget *scrolled = gtk_widget_get_ancestor (row, GTK_TYPE_SCROLLED_WINDOW);
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
        GTK_SCROLLED_WINDOW (scrolled));
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (row, gtk_scrolled_window_get_child (
                                                  GTK_SCROLLED_WINDOW (scrolled)), &bounds));
      gtk_adjustment_set_value (adjustment, bounds.origin.y - 200);
      ui_wait_frames (row, 3);
      ui_save_shot (dialog, "second-knockout-assistant.png");
    }

  ui_type_into (dialog, "name_row", "Sjoelbak Open");
  ui_click (ui_find_required (dialog, "create_button"));
  UI_WAIT_FOR (dialog == NULL);
  g_assert_cmpint (event_id, >, 0);
  event = hammer_events_get_event_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  settings = json_object_get_object_member (json_node_get_object (event), "settings");
  g_assert_true (json_object_get_boolean_member_with_default (settings, "second_knockout",
                                                              FALSE));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/second-knockout/draw-view", Fixture, NULL, ui_fixture_set_up, test_draw_view,
              ui_fixture_tear_down);
  g_test_add ("/ui/second-knockout/standings", Fixture, NULL, ui_fixture_set_up, test_standings,
              ui_fixture_tear_down);
  g_test_add ("/ui/second-knockout/assistant", Fixture, NULL, ui_fixture_set_up, test_assistant,
              ui_fixture_tear_down);

  return g_test_run ();
}
