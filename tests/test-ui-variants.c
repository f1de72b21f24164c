/* test-ui-variants.c — the new-event assistant offers the game variants,
 * each a row with a name a screen reader says and a sentence on what it
 * means, and creates the event with what was chosen
 *
 * HAMMER_UI_SHOTS=DIR keeps a picture of the assistant to be looked at.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-event-assistant.h"
#include "ui-test-common.h"

/* The row of option @name, with its widget in @widget. */
static AdwActionRow *
option_row (GtkWidget   *assistant,
            const char  *name,
            GtkWidget  **widget)
{
  g_autofree char *widget_name = g_strdup_printf ("option-%s", name);
  GtkWidget *found = ui_find_by_name (assistant, widget_name);

  if (found == NULL)
    g_error ("the assistant has no row for %s", name);
  if (widget != NULL)
    *widget = found;
  return ADW_ACTION_ROW (gtk_widget_get_ancestor (found, ADW_TYPE_ACTION_ROW));
}

/* The row of @name says what the variant means, and the keyboard reaches
 * its control. */
static void
assert_explained (GtkWidget  *assistant,
                  const char *name,
                  const char *words)
{
  GtkWidget *widget;
  AdwActionRow *row = option_row (assistant, name, &widget);

  g_assert_nonnull (strstr (adw_action_row_get_subtitle (row), words));
  /* A row of the list the keyboard walks, which activates its control. */
  g_assert_true (gtk_list_box_row_get_activatable (GTK_LIST_BOX_ROW (row)));
  g_assert_true (adw_action_row_get_activatable_widget (row) == widget);
  g_assert_true (gtk_widget_grab_focus (widget));
}

static GtkWidget *
open_assistant (UiFixture  *fixture,
                const char *game)
{
  GtkWidget *assistant;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.new-event", NULL);
  UI_WAIT_FOR ((assistant = GTK_WIDGET (ui_find_toplevel (HAMMER_TYPE_EVENT_ASSISTANT))) != NULL);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (assistant, "game_row")),
                              ui_rules_index (game));
  UI_WAIT_FOR (ui_find_by_name (assistant, "option-best_of") != NULL ||
               ui_find_by_name (assistant, "option-games") != NULL);
  return assistant;
}

static JsonObject *
created_options (UiFixture  *fixture,
                 GtkWidget  *assistant,
                 const char *name,
                 JsonNode  **event)
{
  gint64 id;

  ui_type_into (assistant, "name_row", name);
  UI_WAIT_FOR (gtk_widget_is_sensitive (ui_find_required (assistant, "create_button")));
  ui_click (ui_find_required (assistant, "create_button"));
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_EVENT_ASSISTANT) == NULL);
  ui_wait_writes (fixture->store);
  /* The event of that name, wherever the list puts it. */
  {
    g_autoptr(JsonNode) list = hammer_events_list_json (fixture->store, NULL);
    JsonArray *events = json_node_get_array (list);

    id = 0;
    for (guint i = 0; i < json_array_get_length (events); i++)
      if (g_str_equal (json_object_get_string_member (json_array_get_object_element (events, i),
                                                      "name"), name))
        id = json_object_get_int_member (json_array_get_object_element (events, i), "id");
    g_assert_cmpint (id, >, 0);
  }
  *event = hammer_events_get_event_json (fixture->store, id, NULL);
  return json_object_get_object_member (json_node_get_object (*event), "options");
}

/* Horse Collar: the corner follows the hanger until set apart. */
static void
test_horse_collar (UiFixture     *fixture,
                   gconstpointer  data)
{
  GtkWidget *assistant = open_assistant (fixture, "horse-collar");
  GtkWidget *hanger, *corner;
  g_autoptr(JsonNode) event = NULL;
  JsonObject *options;

  assert_explained (assistant, "corner", "corner");
  option_row (assistant, "hanger", &hanger);
  option_row (assistant, "corner", &corner);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (hanger), 13);
  UI_WAIT_FOR (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (corner)) == 13);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (corner)), ==, 13);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (corner), 26);
  ui_spin ();
  ui_save_shot (assistant, "assistant-horse-collar.png");

  options = created_options (fixture, assistant, "Horse Collar Open", &event);
  g_assert_cmpint (json_object_get_int_member (options, "hanger"), ==, 13);
  g_assert_cmpint (json_object_get_int_member (options, "corner"), ==, 26);
}

/* Sjoelbak: Zaandams, pairs and the games that count, each explained;
 * a pool of 5 games with the worst dropped. */
static void
test_sjoelbak (UiFixture     *fixture,
               gconstpointer  data)
{
  GtkWidget *assistant = open_assistant (fixture, "sjoelbak");
  GtkWidget *counting, *games, *knockout, *bonus, *bonus_max;
  double step;
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonNode) open_event = NULL;
  JsonObject *options;

  /* The sixth format of the list is the sjoelbak series: no knockout
   * matches, so no row for their games. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (assistant, "format_row")), 5);
  assert_explained (assistant, "zaandams", "100");
  assert_explained (assistant, "pairs", "player 2");
  assert_explained (assistant, "counting", "best games");
  /* The 148 bonus's most, 156 or 152 (NOTES.md: "2 extra disks (max 156),
   * after the second sub-turn 1 extra disk (max 152)"), a step of a disk. */
  assert_explained (assistant, "bonus_max", "152 (1 extra disk");
  option_row (assistant, "bonus", &bonus);
  option_row (assistant, "bonus_max", &bonus_max);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bonus_max)), ==, 156);
  gtk_switch_set_active (GTK_SWITCH (bonus), TRUE);
  gtk_spin_button_get_increments (GTK_SPIN_BUTTON (bonus_max), &step, NULL);
  g_assert_cmpfloat (step, ==, 4);
  gtk_spin_button_spin (GTK_SPIN_BUTTON (bonus_max), GTK_SPIN_STEP_BACKWARD, step);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (bonus_max)), ==, 152);
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (option_row (assistant, "knockout_games",
                                                                  NULL))));
  option_row (assistant, "counting", &counting);
  option_row (assistant, "games", &games);
  /* A series of 5 games: the first of its choices. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (games), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (counting), 4);
  ui_spin ();
  ui_save_shot (assistant, "assistant-sjoelbak.png");

  options = created_options (fixture, assistant, "Pool A", &event);
  g_assert_cmpint (json_object_get_int_member (options, "games"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (options, "counting"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (options, "knockout_games"), ==, 5);
  g_assert_false (json_object_get_boolean_member (options, "zaandams"));
  g_assert_true (json_object_get_boolean_member (options, "bonus"));
  g_assert_cmpint (json_object_get_int_member (options, "bonus_max"), ==, 152);

  /* Groups then knockout (the fifth): knockout matches of their own
   * length, following the series' games until set. */
  assistant = open_assistant (fixture, "sjoelbak");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (assistant, "format_row")), 4);
  assert_explained (assistant, "knockout_games", "knockout match");
  option_row (assistant, "games", &games);
  option_row (assistant, "knockout_games", &knockout);
  adw_combo_row_set_selected (ADW_COMBO_ROW (games), 0);
  ui_spin ();
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (knockout)), ==, 5);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (knockout), 3);
  ui_spin ();
  ui_save_shot (assistant, "assistant-sjoelbak-groups.png");
  options = created_options (fixture, assistant, "Pool B", &open_event);
  g_assert_cmpint (json_object_get_int_member (options, "games"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (options, "knockout_games"), ==, 3);
}

/* Court: the frame limit and the Texas match on total points. */
static void
test_court (UiFixture     *fixture,
            gconstpointer  data)
{
  GtkWidget *assistant = open_assistant (fixture, "court");
  GtkWidget *frames, *total, *best_of;
  AdwActionRow *best_of_row;
  g_autoptr(JsonNode) event = NULL;
  JsonObject *options;

  assert_explained (assistant, "total_games", "Texas");
  assert_explained (assistant, "frames", "Frames");
  option_row (assistant, "frames", &frames);
  option_row (assistant, "total_games", &total);
  best_of_row = option_row (assistant, "best_of", &best_of);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (best_of), 5);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (frames), 8);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (total), 2);
  ui_spin ();

  /* The match plays both games: best of says 2 and cannot be changed. */
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (best_of)), ==, 2);
  g_assert_false (gtk_widget_is_sensitive (best_of));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (best_of_row), "total points"));
  ui_save_shot (assistant, "assistant-court.png");

  /* Back to games won: the director's best of 5 returns. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (total), 0);
  ui_spin ();
  g_assert_true (gtk_widget_is_sensitive (best_of));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (best_of)), ==, 5);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (total), 2);
  ui_spin ();

  options = created_options (fixture, assistant, "Texas Doubles", &event);
  g_assert_cmpint (json_object_get_int_member (options, "frames"), ==, 8);
  g_assert_cmpint (json_object_get_int_member (options, "total_games"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (options, "best_of"), ==, 2);
}

/* Table: a 30-minute game clock that finishes the round once time is
 * called ("some events run a 30-minute game clock"). */
static void
test_table_clock (UiFixture     *fixture,
                  gconstpointer  data)
{
  GtkWidget *assistant = open_assistant (fixture, "table");
  GtkWidget *clock, *round;
  g_autoptr(JsonNode) event = NULL;
  JsonObject *options;

  assert_explained (assistant, "clock", "time is called");
  assert_explained (assistant, "clock_round", "round");
  option_row (assistant, "clock", &clock);
  option_row (assistant, "clock_round", &round);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (clock)), ==, 0);
  g_assert_cmpstr (gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (clock)) ==
                   GTK_ACCESSIBLE_ROLE_SPIN_BUTTON ? "spin" : "other", ==, "spin");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (clock), 30);
  gtk_switch_set_active (GTK_SWITCH (round), TRUE);
  ui_spin ();
  ui_save_shot (assistant, "assistant-table-clock.png");

  options = created_options (fixture, assistant, "Clock Night", &event);
  g_assert_cmpint (json_object_get_int_member (options, "clock"), ==, 30);
  g_assert_true (json_object_get_boolean_member (options, "clock_round"));
}

int
main (int    argc,
      char **argv)
{
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui-variants/horse-collar", UiFixture, NULL, ui_fixture_set_up,
              test_horse_collar, ui_fixture_tear_down);
  g_test_add ("/ui-variants/sjoelbak", UiFixture, NULL, ui_fixture_set_up, test_sjoelbak,
              ui_fixture_tear_down);
  g_test_add ("/ui-variants/court", UiFixture, NULL, ui_fixture_set_up, test_court,
              ui_fixture_tear_down);
  g_test_add ("/ui-variants/table-clock", UiFixture, NULL, ui_fixture_set_up, test_table_clock,
              ui_fixture_tear_down);
  return g_test_run ();
}
