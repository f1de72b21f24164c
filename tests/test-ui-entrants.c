/* test-ui-entrants.c — the new-event assistant and the entrants view, driven
 * through their widgets under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "events/hammer-events.h"
#include "events/hammer-format-definition.h"
#include "hammer-core.h"
#include "hammer-entrants-view.h"
#include "hammer-event-assistant.h"
#include "hammer-window.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

static guint
count_events (Fixture *fixture)
{
  g_autoptr(JsonNode) events = hammer_events_list_json (fixture->store, NULL);
  return json_array_get_length (json_node_get_array (events));
}

/* A director creates a double-elimination table shuffleboard event through
 * the assistant, choosing the match format, target, final reset and boards,
 * and finds exactly that in the store. */
static void
test_assistant_creates_event (Fixture       *fixture,
                              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  GtkWidget *dialog;
  GtkWidget *create;
  GtkWidget *error_label;
  JsonObject *object;
  JsonObject *options;
  JsonObject *settings;
  JsonArray *boards;
  GtkSpinButton *boards_spin;
  gint64 event_id = 0;

  /* Today, as far as the app knows, is 15 March 2031. */
  clock_fix_date ("2031-03-15");
  ui_open_event_assistant (fixture->window, fixture->store, &dialog, &event_id);

  create = ui_find_required (dialog, "create_button");
  error_label = ui_find_required (dialog, "error_label");
  g_assert_true (gtk_window_get_default_widget (GTK_WINDOW (dialog)) == create);
  g_assert_true (gtk_window_get_modal (GTK_WINDOW (dialog)));

  /* Nothing to create without a name; today's date is filled in. */
  g_assert_false (gtk_widget_get_sensitive (create));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog, "date_row"))),
                   ==, "2031-03-15");

  ui_type_into (dialog, "name_row", "Lakeshore Open");
  g_assert_true (gtk_widget_get_sensitive (create));

  /* A date that does not exist is named, and blocks Create. */
  ui_type_into (dialog, "date_row", "2026-02-30");
  g_assert_false (gtk_widget_get_sensitive (create));
  g_assert_true (gtk_revealer_get_reveal_child (GTK_REVEALER (ui_find_required (dialog,
                                                                             "error_revealer"))));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (error_label)), "2026-02-30"));
  /* On that the calendar opens on today, and leaves the typing alone. */
  gtk_menu_button_popup (GTK_MENU_BUTTON (ui_find_required (dialog, "calendar_button")));
  ui_wait_until_mapped (ui_find_required (dialog, "calendar"));
  {
    g_autoptr(GDateTime) shown = gtk_calendar_get_date (GTK_CALENDAR (ui_find_required (dialog,
                                                                                     "calendar")));
    g_autofree char *day = g_date_time_format (shown, "%Y-%m-%d");

    g_assert_cmpstr (day, ==, "2031-03-15");
  }
  gtk_menu_button_popdown (GTK_MENU_BUTTON (ui_find_required (dialog, "calendar_button")));
  UI_WAIT_FOR (g_strcmp0 (gtk_editable_get_text (
                           GTK_EDITABLE (ui_find_required (dialog, "date_row"))),
                          "2026-02-30") == 0);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog, "date_row"))),
                   ==, "2026-02-30");
  /* The calendar opens on the typed day and writes the day picked. */
  ui_type_into (dialog, "date_row", "2026-11-20");
  gtk_menu_button_popup (GTK_MENU_BUTTON (ui_find_required (dialog, "calendar_button")));
  ui_wait_until_mapped (ui_find_required (dialog, "calendar"));
  {
    GtkCalendar *calendar = GTK_CALENDAR (ui_find_required (dialog, "calendar"));
    g_autoptr(GDateTime) shown = gtk_calendar_get_date (calendar);
    g_autoptr(GDateTime) picked = g_date_time_new_local (2026, 11, 21, 12, 0, 0);

    g_assert_true (gtk_widget_get_visible (ui_find_required (dialog, "calendar_popover")));
    g_assert_cmpint (g_date_time_get_day_of_month (shown), ==, 20);
    gtk_calendar_select_day (calendar, picked);
    UI_WAIT_FOR (g_strcmp0 (gtk_editable_get_text (
                             GTK_EDITABLE (ui_find_required (dialog, "date_row"))),
                            "2026-11-21") == 0);
  }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog, "date_row"))), ==,
                   "2026-11-21");
  g_assert_true (gtk_widget_get_sensitive (create));
  ui_type_into (dialog, "venue_row", "Lakeshore Hall");

  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "game_row")),
                              ui_rules_index ("table"));
  UI_WAIT_FOR (ui_find_by_name (dialog, "option-best_of") != NULL);

  /* The options of table shuffleboard, each with the rule text's default. */
  {
    GtkWidget *best_of = ui_find_by_name (dialog, "option-best_of");
    GtkWidget *target = ui_find_by_name (dialog, "option-target");
    GtkWidget *team_size = ui_find_by_name (dialog, "option-team_size");
    GtkWidget *target_row;

    g_assert_nonnull (best_of);
    g_assert_nonnull (target);
    g_assert_nonnull (team_size);
    g_assert_null (ui_find_by_name (dialog, "option-disks"));
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (target)), ==, 15);
    target_row = gtk_widget_get_ancestor (target, ADW_TYPE_ACTION_ROW);
    g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (target_row)),
                              "Default: 15"));

    /* Doubles play to 21 unless the director says otherwise. */
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (team_size), 2);
    UI_WAIT_FOR (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (target)) == 21);
    g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (target)), ==, 21);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (team_size), 1);
    ui_spin ();

    gtk_spin_button_set_value (GTK_SPIN_BUTTON (best_of), 5);
    gtk_spin_button_set_value (GTK_SPIN_BUTTON (target), 21);
    ui_spin ();
  }

  /* Double elimination shows only its own setting. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "format_row")), 1);
  UI_WAIT_FOR (gtk_widget_get_visible (ui_find_required (dialog, "final_reset_row")));
  g_assert_true (gtk_widget_get_visible (ui_find_required (dialog, "final_reset_row")));
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "third_place_row")));
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "rounds_row")));
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "groups_row")));
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "classes_row")));
  gtk_switch_set_active (GTK_SWITCH (ui_find_required (dialog, "final_reset_switch")), FALSE);

  /* A board without a name is pointed out. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_required (dialog, "boards_spin")), 5);
  ui_type_into (dialog, "board_names_row", "Tafel 1,,Tafel 3");
  g_assert_false (gtk_widget_get_sensitive (create));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (error_label)), "2"));
  ui_type_into (dialog, "board_names_row", "Tafel 1,Tafel 2,Tafel 3");
  /* Named boards are counted by their names. */
  boards_spin = GTK_SPIN_BUTTON (ui_find_required (dialog, "boards_spin"));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (boards_spin), ==, 3);
  g_assert_false (gtk_widget_get_sensitive (GTK_WIDGET (boards_spin)));

  ui_click (create);
  UI_WAIT_FOR (dialog == NULL);
  g_assert_cmpint (event_id, >, 0);

  event = hammer_events_get_event_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  object = json_node_get_object (event);
  options = json_object_get_object_member (object, "options");
  settings = json_object_get_object_member (object, "settings");
  boards = json_object_get_array_member (object, "boards");
  g_assert_cmpstr (json_object_get_string_member (object, "name"), ==, "Lakeshore Open");
  g_assert_cmpstr (json_object_get_string_member (object, "rules"), ==, "table");
  g_assert_cmpstr (json_object_get_string_member (object, "format"), ==, "double-elimination");
  g_assert_cmpstr (json_object_get_string_member (object, "date"), ==, "2026-11-21");
  g_assert_cmpstr (json_object_get_string_member (object, "venue"), ==, "Lakeshore Hall");
  g_assert_cmpint (json_object_get_int_member (options, "best_of"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (options, "target"), ==, 21);
  g_assert_cmpint (json_object_get_int_member (options, "team_size"), ==, 1);
  g_assert_false (json_object_get_boolean_member (settings, "final_reset"));
  g_assert_cmpuint (json_array_get_length (boards), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (boards, 1),
                                                  "name"), ==, "Tafel 2");
}

/* Cancel stores nothing. */
static void
test_assistant_cancel (Fixture       *fixture,
                       gconstpointer  data)
{
  GtkWidget *dialog;

  ui_open_event_assistant (fixture->window, fixture->store, &dialog, NULL);

  ui_type_into (dialog, "name_row", "Never Played");
  ui_click (ui_find_required (dialog, "cancel_button"));
  UI_WAIT_FOR (dialog == NULL);
  g_assert_cmpuint (count_events (fixture), ==, 0);
}

/* The line under the game says how it scores, right for the number of
 * sides it is played by: shovelboard takes two to four, court two. */
static void
test_assistant_game_description (Fixture       *fixture,
                                 gconstpointer  data)
{
  GtkWidget *dialog;
  AdwPreferencesGroup *group;

  ui_open_event_assistant (fixture->window, fixture->store, &dialog, NULL);
  group = ADW_PREFERENCES_GROUP (ui_find_required (dialog, "game_group"));

  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "game_row")),
                              ui_rules_index ("shovelboard"));
  UI_WAIT_FOR (strstr (adw_preferences_group_get_description (group),
                       "every side scores its own weights") != NULL);
  g_assert_nonnull (strstr (adw_preferences_group_get_description (group),
                            "every side scores its own weights"));
  g_assert_null (strstr (adw_preferences_group_get_description (group), "both"));

  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "game_row")),
                              ui_rules_index ("court"));
  UI_WAIT_FOR (strstr (adw_preferences_group_get_description (group),
                       "both sides score their own weights") != NULL);
  g_assert_nonnull (strstr (adw_preferences_group_get_description (group),
                            "both sides score their own weights"));

  ui_click (ui_find_required (dialog, "cancel_button"));
  UI_WAIT_FOR (dialog == NULL);
}

/* A format a program registers at start-up: "king of the board", the first
 * seed against each of the others, once or home and away. */
static const HammerTieBreaker king_tie_breakers[] = { HAMMER_TIE_WINS };

static gboolean
king_draw (GArray                   *matches,
           guint                     n_entrants,
           const HammerDrawOptions  *options,
           guint                    *n_groups,
           GError                  **error)
{
  const HammerSource king = { HAMMER_SOURCE_SEED, 0, 0 };

  for (guint i = 1; i < n_entrants; i++)
    {
      HammerSource challenger = { HAMMER_SOURCE_SEED, (int) i, 0 };

      hammer_draw_add_match (matches, HAMMER_BRACKET_ROUND_ROBIN, i, 0, -1, 0, king, challenger);
    }
  return TRUE;
}

static const HammerFormatDefinition king_format = {
  .info = {
    .id = "king-of-the-board",
    .name = "King of the board",
    .title = "King of the Board",
    .draw_shape = HAMMER_DRAW_SHAPE_CROSS_TABLE,
  },
  .min_entrants = 2,
  .max_entrants = 64,
  .tie_breakers = king_tie_breakers,
  .n_tie_breakers = G_N_ELEMENTS (king_tie_breakers),
  .draw = king_draw,
  .settings = HAMMER_FORMAT_SETTING_DOUBLE_ROUND,
};

/* The assistant offers the registry's formats, a registered one after the
 * built-in ones, each with the rows of the settings it takes. */
static void
test_assistant_registered_format (Fixture       *fixture,
                                  gconstpointer  data)
{
  static const char * const built_in[] = {
    "Single Elimination", "Double Elimination", "Round Robin", "Swiss",
    "Groups, Then Knockout", "Sjoelbak Series", "Rotating Partners",
  };
  const char * const hidden[] = {
    "third_place_row", "final_reset_row", "rounds_row", "groups_row", "advance_row",
    "classes_row",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  JsonObject *object;
  GListModel *formats;
  GtkWidget *dialog;
  guint n_formats;
  gint64 event_id = 0;

  ui_open_event_assistant (fixture->window, fixture->store, &dialog, &event_id);
  formats = adw_combo_row_get_model (ADW_COMBO_ROW (ui_find_required (dialog, "format_row")));
  n_formats = g_list_model_get_n_items (formats);
  g_assert_cmpuint (n_formats, ==, G_N_ELEMENTS (built_in) + 1);
  for (guint i = 0; i < G_N_ELEMENTS (built_in); i++)
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (formats), i), ==, built_in[i]);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (formats), n_formats - 1), ==,
                   "King of the Board");

  ui_type_into (dialog, "name_row", "Koning van de bak");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "game_row")),
                              ui_rules_index ("table"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "format_row")),
                              n_formats - 1);
  UI_WAIT_FOR (gtk_widget_get_visible (ui_find_required (dialog, "double_round_row")));
  for (guint i = 0; i < G_N_ELEMENTS (hidden); i++)
    g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, hidden[i])));
  gtk_switch_set_active (GTK_SWITCH (ui_find_required (dialog, "double_round_switch")), TRUE);

  UI_WAIT_FOR (gtk_widget_is_sensitive (ui_find_required (dialog, "create_button")));
  ui_click (ui_find_required (dialog, "create_button"));
  UI_WAIT_FOR (dialog == NULL);
  g_assert_cmpint (event_id, >, 0);

  event = hammer_events_get_event_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  object = json_node_get_object (event);
  g_assert_cmpstr (json_object_get_string_member (object, "format"), ==, "king-of-the-board");
  g_assert_true (json_object_get_boolean_member (json_object_get_object_member (object,
                                                                                "settings"),
                                                 "double_round"));
}

static gint64
add_player (Fixture    *fixture,
            const char *name,
            const char *club,
            const char *licence)
{
  g_autoptr(HammerPlayer) player = hammer_player_new (name);
  g_autoptr(GError) error = NULL;
  gint64 id;

  hammer_player_set_club_name (player, club);
  hammer_player_set_licence (player, licence);
  id = hammer_roster_add_player (fixture->store, player, &error);
  g_assert_no_error (error);
  return id;
}

static guint
count_entrants (Fixture *fixture,
                gint64   event_id)
{
  g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);
  return json_array_get_length (json_object_get_array_member (json_node_get_object (event),
                                                              "entrants"));
}

/* The entrant just entered is selected and scrolled into view, however
 * long the list; the search field keeps the focus for the next name. Both
 * a roster player found and a newcomer added on the spot. */
static void
test_entered_in_view (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec spec;
  GtkWidget *holder;
  GtkWidget *view;
  GtkWidget *search;
  GtkSingleSelection *selection;
  GtkAdjustment *v;
  gint64 event_id;

  add_player (fixture, "Zoë Zwart", NULL, NULL);
  hammer_event_spec_init (&spec);
  spec.name = "Herfstcup";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec.n_boards = 2;
  event_id = hammer_events_create (fixture->store, &spec, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 40; i++)
    g_ptr_array_add (names, g_strdup_printf ("Speler %02u", i + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_events_add_entrants (fixture->store, event_id,
                                    (const char * const *) names->pdata, &error);
  g_assert_no_error (error);

  holder = adw_window_new ();
  view = hammer_entrants_view_new (fixture->store, event_id);
  adw_window_set_content (ADW_WINDOW (holder), view);
  gtk_window_set_default_size (GTK_WINDOW (holder), 1000, 600);
  gtk_window_present (GTK_WINDOW (holder));
  UI_WAIT_FOR (gtk_widget_get_mapped (view));
  search = ui_find_required (view, "search_entry");
  selection = GTK_SINGLE_SELECTION (gtk_column_view_get_model (
    GTK_COLUMN_VIEW (ui_find_required (view, "column_view"))));
  v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (ui_find_required (view,
                                                                               "scroller")));
  UI_WAIT_FOR (g_list_model_get_n_items (G_LIST_MODEL (selection)) == 40 &&
               gtk_adjustment_get_upper (v) > gtk_adjustment_get_page_size (v));
  g_assert_cmpfloat (gtk_adjustment_get_value (v), ==, 0);

  /* A roster player, listed last. */
  ui_type_into (view, "search_entry", "zwart");
  g_signal_emit_by_name (search, "activate");
  UI_WAIT_FOR (g_list_model_get_n_items (G_LIST_MODEL (selection)) == 41);
  UI_WAIT_FOR (gtk_single_selection_get_selected (selection) == 40);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, 40);
  UI_WAIT_FOR (gtk_adjustment_get_value (v) + gtk_adjustment_get_page_size (v) >=
               gtk_adjustment_get_upper (v) - 1);
  g_assert_true (gtk_widget_has_focus (search) ||
                 gtk_widget_is_ancestor (gtk_window_get_focus (GTK_WINDOW (holder)), search));

  /* Back at the top, a newcomer. */
  gtk_adjustment_set_value (v, 0);
  ui_wait_frames (view, 2);
  ui_type_into (view, "search_entry", "Nieuwe Speler");
  gtk_widget_activate_action (view, "entrants.add-new-player", NULL);
  UI_WAIT_FOR (g_list_model_get_n_items (G_LIST_MODEL (selection)) == 42);
  UI_WAIT_FOR (gtk_single_selection_get_selected (selection) == 41);
  g_assert_cmpuint (gtk_single_selection_get_selected (selection), ==, 41);
  UI_WAIT_FOR (gtk_adjustment_get_value (v) + gtk_adjustment_get_page_size (v) >=
               gtk_adjustment_get_upper (v) - 1);
  g_assert_cmpfloat (gtk_adjustment_get_value (v), >, 0);
}

/* A team typed into a singles event's search field is refused with the
 * core's sentence on the view, and nobody is entered. */
static void
test_team_in_singles (Fixture       *fixture,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  GtkWidget *holder, *view;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Dames";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_ROUND_ROBIN;
  spec.n_boards = 2;
  event_id = hammer_events_create (fixture->store, &spec, &error);
  g_assert_no_error (error);

  holder = adw_window_new ();
  view = hammer_entrants_view_new (fixture->store, event_id);
  adw_window_set_content (ADW_WINDOW (holder), view);
  gtk_window_set_default_size (GTK_WINDOW (holder), 1000, 600);
  gtk_window_present (GTK_WINDOW (holder));
  UI_WAIT_FOR (gtk_widget_get_mapped (view));
  ui_type_into (view, "search_entry", "Anna Bakker / Piet Jansen");
  gtk_widget_activate_action (view, "entrants.add-new-player", NULL);
  UI_WAIT_FOR (gtk_revealer_get_reveal_child (GTK_REVEALER (ui_find_required (view,
                                                                            "error_revealer"))));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (ui_find_required (view,
                                                                               "error_label"))),
                            "“Anna Bakker / Piet Jansen” is a team, but “Dames” is for single "
                            "players"));
  g_assert_cmpuint (count_entrants (fixture, event_id), ==, 0);
  ui_wait_frames (view, 3);
  ui_save_shot (holder, "entrants-team-in-singles.png");
}

/* At the desk: players are entered through the search field with the
 * keyboard, a newcomer is added on the spot, one player is absent, one is
 * seeded, and the draw leaves the absent one out. */
static void
test_enter_check_in_seed_draw (Fixture       *fixture,
                               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) matches = NULL;
  HammerEventSpec spec;
  GtkWidget *holder;
  GtkWidget *view;
  GtkWidget *search;
  GtkWidget *stack;
  GtkWidget *counts;
  GtkWidget *new_player;
  GtkWidget *focus;
  gint64 event_id;

  add_player (fixture, "Anna Visser", "Sjoelclub Noord", NULL);
  add_player (fixture, "Anneke Bos", NULL, NULL);
  add_player (fixture, "Bert Kramer", "De Rappe Schijf", NULL);
  add_player (fixture, "Cor de Wit", NULL, "ANS-777");
  add_player (fixture, "Dirk Smit", NULL, NULL);

  hammer_event_spec_init (&spec);
  spec.name = "Herfstcup";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec.n_boards = 2;
  event_id = hammer_events_create (fixture->store, &spec, &error);
  g_assert_no_error (error);

  holder = adw_window_new ();
  view = hammer_entrants_view_new (fixture->store, event_id);
  adw_window_set_content (ADW_WINDOW (holder), view);
  gtk_window_set_default_size (GTK_WINDOW (holder), 1000, 700);
  gtk_window_present (GTK_WINDOW (holder));
  UI_WAIT_FOR (gtk_widget_get_mapped (view));

  search = ui_find_required (view, "search_entry");
  stack = ui_find_required (view, "stack");
  counts = ui_find_required (view, "counts_label");
  new_player = ui_find_required (view, "new_player_button");

  /* An empty event says how to add entrants, with the search field ready. */
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "empty");
  UI_WAIT_FOR ((focus = gtk_window_get_focus (GTK_WINDOW (holder))) != NULL &&
            (focus == search || gtk_widget_is_ancestor (focus, search)));

  /* "ann" finds Anna and Anneke; Down highlights the second, Enter enters her. */
  ui_type_into (view, "search_entry", "ann");
  g_assert_true (ui_emit_key (search, GDK_KEY_Down, GTK_PHASE_CAPTURE));
  g_signal_emit_by_name (search, "activate");
  /* Stored on the writer: the field says nothing of it before the main
   * loop runs, and a second Enter meanwhile enters nobody. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "ann");
  g_signal_emit_by_name (search, "activate");
  ui_wait_writes (fixture->store);
  {
    g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);

    g_assert_cmpuint (count_entrants (fixture, event_id), ==, 1);
    g_assert_nonnull (test_entrant_named (event, "Anneke Bos"));
  }
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "");
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (stack)), ==, "list");

  /* By name, by club and by licence. */
  ui_type_into (view, "search_entry", "ann");
  g_signal_emit_by_name (search, "activate");
  ui_wait_writes (fixture->store);
  ui_type_into (view, "search_entry", "rappe");
  g_signal_emit_by_name (search, "activate");
  /* The next name typed before the write is told is kept, not emptied. */
  gtk_editable_set_text (GTK_EDITABLE (search), "777");
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (count_entrants (fixture, event_id) == 3);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (search)), ==, "777");
  ui_type_into (view, "search_entry", "777");
  g_signal_emit_by_name (search, "activate");
  ui_wait_writes (fixture->store);
  g_assert_cmpuint (count_entrants (fixture, event_id), ==, 4);

  /* A newcomer the roster does not know. */
  ui_type_into (view, "search_entry", "Zoë Nieuwenhuis");
  g_assert_true (gtk_widget_get_visible (new_player));
  g_assert_nonnull (strstr (gtk_button_get_label (GTK_BUTTON (new_player)), "Zoë Nieuwenhuis"));
  g_signal_emit_by_name (search, "activate");
  ui_wait_writes (fixture->store);
  g_assert_cmpuint (count_entrants (fixture, event_id), ==, 5);
  {
    g_autoptr(GPtrArray) players = hammer_roster_list_players (fixture->store, NULL);
    g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);

    g_assert_cmpuint (players->len, ==, 6);
    g_assert_nonnull (test_entrant_named (event, "Anna Visser"));
    g_assert_nonnull (test_entrant_named (event, "Bert Kramer"));
    g_assert_nonnull (test_entrant_named (event, "Cor de Wit"));
    g_assert_nonnull (test_entrant_named (event, "Zoë Nieuwenhuis"));
    g_assert_null (test_entrant_named (event, "Dirk Smit"));
  }
  UI_WAIT_FOR (g_strcmp0 (gtk_label_get_label (GTK_LABEL (counts)), "5 entrants, 5 present") == 0);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (counts)), ==, "5 entrants, 5 present");

  /* Bert is not there. */
  UI_WAIT_FOR (ui_find_in_row (view, "Bert Kramer", "present-check") != NULL);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_find_in_row (view, "Bert Kramer",
                                                              "present-check")), FALSE);
  UI_WAIT_FOR (g_strcmp0 (gtk_label_get_label (GTK_LABEL (counts)), "5 entrants, 4 present") == 0);
  {
    g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);

    g_assert_false (json_object_get_boolean_member (test_entrant_named (event, "Bert Kramer"),
                                                    "present"));
  }
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (counts)), ==, "5 entrants, 4 present");

  /* Cor is the top seed, typed in the seed cell. */
  {
    GtkWidget *seed = ui_find_in_row (view, "Cor de Wit", "seed-entry");
    g_autoptr(JsonNode) event = NULL;

    g_assert_nonnull (seed);
    gtk_editable_set_text (GTK_EDITABLE (seed), "1");
    g_signal_emit_by_name (seed, "activate");
    /* Written on the store's writer: read once it is done. */
    ui_wait_writes (fixture->store);
    event = hammer_events_get_event_json (fixture->store, event_id, NULL);
    g_assert_cmpint (json_object_get_int_member (test_entrant_named (event, "Cor de Wit"), "seed"),
                     ==, 1);
  }

  ui_click (ui_find_required (view, "draw_button"));
  ui_wait_writes (fixture->store);

  drawn = hammer_events_get_event_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (drawn), "drawn"));
  /* Cor drew position 1; Bert has no place in the draw. */
  g_assert_cmpint (json_object_get_int_member (test_entrant_named (drawn, "Cor de Wit"), "seed"),
                   ==, 1);
  g_assert_true (json_object_get_null_member (test_entrant_named (drawn, "Bert Kramer"), "seed"));
  matches = hammer_events_get_matches_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (matches)); i++)
    {
      JsonArray *names = json_object_get_array_member (
        json_array_get_object_element (json_node_get_array (matches), i), "names");

      for (guint n = 0; n < json_array_get_length (names); n++)
        if (JSON_NODE_HOLDS_VALUE (json_array_get_element (names, n)))
          g_assert_cmpstr (json_array_get_string_element (names, n), !=, "Bert Kramer");
    }

  /* After the draw the list is read-only and offers withdrawal. */
  g_assert_false (gtk_widget_get_visible (ui_find_required (view, "add_box")));
  g_assert_false (gtk_widget_get_visible (ui_find_required (view, "draw_button")));
  UI_WAIT_FOR (ui_find_in_row (view, "Anna Visser", "withdraw-button") != NULL &&
            gtk_widget_get_mapped (ui_find_in_row (view, "Anna Visser", "withdraw-button")));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (counts)), ==, "4 in the draw, 0 withdrawn");
}

/* A view of @event_id in a window of its own, mapped. */
static GtkWidget *
show_view (gint64       event_id,
           HammerStore *store)
{
  GtkWidget *holder = adw_window_new ();
  GtkWidget *view = hammer_entrants_view_new (store, event_id);

  adw_window_set_content (ADW_WINDOW (holder), view);
  gtk_window_set_default_size (GTK_WINDOW (holder), 1000, 700);
  gtk_window_present (GTK_WINDOW (holder));
  UI_WAIT_FOR (gtk_widget_get_mapped (view));
  return view;
}

static gint64
create_event (Fixture      *fixture,
              HammerFormat  format,
              const char   *options_json)
{
  return store_new_event (fixture->store, "Wintercup", "table", format, 2, options_json, NULL, -1);
}

static void
enter_names (Fixture    *fixture,
             gint64      event_id,
             const char *const *names)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = hammer_events_add_entrants (fixture->store, event_id, names, &error);

  g_assert_no_error (error);
}

static guint
seed_of (Fixture    *fixture,
         gint64      event_id,
         const char *name)
{
  g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);
  JsonNode *seed = json_object_get_member (test_entrant_named (event, name), "seed");

  return JSON_NODE_HOLDS_NULL (seed) ? 0 : json_node_get_int (seed);
}

/* Dragging Dora onto the first row makes her the top seed and numbers
 * everyone in the list's order, as one change that one undo takes back. */
static void
test_drag_to_seed (Fixture       *fixture,
                   gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cor", "Dora", NULL };
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_SINGLE_ELIMINATION, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) controllers = NULL;
  GtkWidget *view;
  GtkWidget *dora_box = NULL;
  GtkWidget *anna_box = NULL;
  GtkDropTarget *target = NULL;
  GValue value = G_VALUE_INIT;
  gboolean dropped = FALSE;
  gint64 dora_id;

  enter_names (fixture, event_id, names);
  view = show_view (event_id, fixture->store);
  UI_WAIT_FOR ((anna_box = ui_find_in_row (view, "Anna", "entrant-name")) != NULL);
  dora_box = ui_find_in_row (view, "Dora", "entrant-name");
  g_assert_nonnull (dora_box);

  {
    g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);
    dora_id = json_object_get_int_member (test_entrant_named (event, "Dora"), "id");
  }

  /* What the drop of Dora's row onto Anna's delivers. */
  controllers = gtk_widget_observe_controllers (anna_box);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_DROP_TARGET (controller))
        target = GTK_DROP_TARGET (controller);
    }
  g_assert_nonnull (target);
  g_value_init (&value, G_TYPE_INT64);
  g_value_set_int64 (&value, dora_id);
  g_signal_emit_by_name (target, "drop", &value, 10.0, 10.0, &dropped);
  g_value_unset (&value);
  UI_WAIT_FOR (seed_of (fixture, event_id, "Dora") == 1);
  g_assert_true (dropped);

  g_assert_cmpuint (seed_of (fixture, event_id, "Dora"), ==, 1);
  g_assert_cmpuint (seed_of (fixture, event_id, "Anna"), ==, 2);
  g_assert_cmpuint (seed_of (fixture, event_id, "Bert"), ==, 3);
  g_assert_cmpuint (seed_of (fixture, event_id, "Cor"), ==, 4);

  g_assert_true (hammer_store_undo (fixture->store, hammer_store_get_last_change (fixture->store),
                                    &error));
  g_assert_no_error (error);
  g_assert_cmpuint (seed_of (fixture, event_id, "Dora"), ==, 0);
  g_assert_cmpuint (seed_of (fixture, event_id, "Anna"), ==, 0);
}

/* The trash button takes an entrant out before the draw. */
static void
test_remove_entrant (Fixture       *fixture,
                     gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cor", NULL };
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_ROUND_ROBIN, NULL);
  GtkWidget *view;
  GtkWidget *remove;

  enter_names (fixture, event_id, names);
  view = show_view (event_id, fixture->store);
  UI_WAIT_FOR ((remove = ui_find_in_row (view, "Bert", "remove-button")) != NULL);
  /* Written on the store's writer: the window goes on meanwhile, and the
   * button is off until it is done (a second click removes nobody else). */
  g_signal_emit_by_name (remove, "clicked");
  g_assert_false (gtk_widget_get_sensitive (remove));
  g_assert_cmpuint (count_entrants (fixture, event_id), ==, 3);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (count_entrants (fixture, event_id) == 2);
  UI_WAIT_FOR (g_strcmp0 (gtk_label_get_label (GTK_LABEL (ui_find_required (view,
                                                                        "counts_label"))),
                          "2 entrants, 2 present") == 0);
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (ui_find_required (view, "counts_label"))), ==,
                   "2 entrants, 2 present");
}

/* In a doubles event, players entered alone are paired by lot after the
 * director confirms. */
static void
test_blind_draw (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cor", "Dora", NULL };
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_SINGLE_ELIMINATION,
                                  "{\"team_size\": 2}");
  GtkWidget *view;
  GtkWidget *button;
  GtkWindow *dialog;

  enter_names (fixture, event_id, names);
  view = show_view (event_id, fixture->store);
  button = ui_find_required (view, "blind_draw_button");
  g_assert_true (gtk_widget_get_visible (button));

  ui_click (button);
  UI_WAIT_FOR ((dialog = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "pair");
  /* The pairing is written on the store's writer. */
  ui_wait_writes (fixture->store);

  {
    g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);
    JsonArray *entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
    guint n_teams = 0;

    for (guint i = 0; i < json_array_get_length (entrants); i++)
      {
        JsonObject *entrant = json_array_get_object_element (entrants, i);

        if (json_array_get_length (json_object_get_array_member (entrant, "players")) == 2)
          n_teams++;
      }
    g_assert_cmpuint (n_teams, ==, 2);
  }
  /* Nobody is left to pair. */
  UI_WAIT_FOR (!gtk_widget_get_visible (button));
}

/* A doubles event of five players entered one by one is not drawn as a
 * singles round robin: Draw says why and where to make teams. */
static void
test_draw_refuses_loose_players (Fixture       *fixture,
                                 gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cor", "Dora", "Els", NULL };
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_ROUND_ROBIN, "{\"team_size\": 2}");
  g_autoptr(JsonNode) event = NULL;
  GtkWidget *error_label;
  GtkWidget *view;

  enter_names (fixture, event_id, names);
  view = show_view (event_id, fixture->store);
  error_label = ui_find_required (view, "error_label");
  g_assert_true (gtk_widget_get_sensitive (ui_find_required (view, "draw_button")));
  ui_click (ui_find_required (view, "draw_button"));
  UI_WAIT_FOR (gtk_revealer_get_reveal_child (GTK_REVEALER (ui_find_required (view,
                                                                            "error_revealer"))));
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (error_label)), ==,
                   "“Wintercup” is played in teams of 2, but 5 entrants are not full teams: "
                   "make teams of the players with Blind Draw, or enter each team as one "
                   "entrant (“Anna / Bert”)");
  event = hammer_events_get_event_json (fixture->store, event_id, NULL);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (event), "drawn"));
}

/* No blind draw in singles. */
static void
test_no_blind_draw_in_singles (Fixture       *fixture,
                               gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_SINGLE_ELIMINATION, NULL);
  GtkWidget *view;

  enter_names (fixture, event_id, names);
  view = show_view (event_id, fixture->store);
  g_assert_false (gtk_widget_get_visible (ui_find_required (view, "blind_draw_button")));
}

/* After the draw, withdrawing asks first and then marks the entrant. */
static void
test_withdraw_after_draw (Fixture       *fixture,
                          gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cor", "Dora", NULL };
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_SINGLE_ELIMINATION, NULL);
  g_autoptr(GError) error = NULL;
  GtkWidget *view;
  GtkWidget *withdraw;
  GtkWindow *dialog;

  enter_names (fixture, event_id, names);
  g_assert_true (hammer_events_draw (fixture->store, event_id, TRUE, 5, &error));
  g_assert_no_error (error);
  view = show_view (event_id, fixture->store);
  g_assert_false (gtk_widget_get_visible (ui_find_required (view, "add_box")));

  UI_WAIT_FOR ((withdraw = ui_find_in_row (view, "Cor", "withdraw-button")) != NULL);
  ui_click (withdraw);
  UI_WAIT_FOR ((dialog = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL);
  /* Cancel keeps Cor in. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  ui_spin ();
  {
    g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);
    g_assert_false (json_object_get_boolean_member (test_entrant_named (event, "Cor"),
                                                    "withdrawn"));
  }
  gtk_window_destroy (dialog);
  ui_spin ();

  ui_click (ui_find_in_row (view, "Cor", "withdraw-button"));
  UI_WAIT_FOR ((dialog = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL);
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "withdraw");
  UI_WAIT_FOR (g_strcmp0 (gtk_label_get_label (GTK_LABEL (ui_find_required (view, "counts_label"))),
                          "4 in the draw, 1 withdrawn") == 0);
  {
    g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);
    g_assert_true (json_object_get_boolean_member (test_entrant_named (event, "Cor"), "withdrawn"));
  }
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (ui_find_required (view, "counts_label"))), ==,
                   "4 in the draw, 1 withdrawn");
}

/* The note under a drawn event's entrants offers a new draw only while
 * there is no result; after one it says what is still possible. */
static void
test_drawn_note_after_result (Fixture       *fixture,
                              gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cor", "Dora", NULL };
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_SINGLE_ELIMINATION, NULL);
  g_autoptr(JsonNode) won = json_from_string (
    "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]},"
    " {\"points\": [4, 0]}, {\"points\": [4, 0]}]}, {\"ends\": [{\"points\": [4, 0]},"
    " {\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}]}]}", NULL);
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) stored = NULL;
  g_autoptr(GError) error = NULL;
  GtkLabel *note;
  GtkWidget *view;

  enter_names (fixture, event_id, names);
  g_assert_true (hammer_events_draw (fixture->store, event_id, TRUE, 5, &error));
  g_assert_no_error (error);
  view = show_view (event_id, fixture->store);
  note = GTK_LABEL (ui_find_required (view, "drawn_label"));
  UI_WAIT_FOR (gtk_widget_get_visible (GTK_WIDGET (note)));
  g_assert_cmpstr (gtk_label_get_label (note), ==,
                   "Entries closed with the draw. Until the first result, the Draw view can "
                   "make the draw again.");

  matches = hammer_events_get_matches_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  stored = hammer_events_record_result (
    fixture->store, event_id,
    json_object_get_int_member (json_array_get_object_element (json_node_get_array (matches), 0),
                                "id"),
    won, 0, &error);
  g_assert_no_error (error);
  UI_WAIT_FOR (strstr (gtk_label_get_label (note), "Until the first result") == NULL);
  g_assert_cmpstr (gtk_label_get_label (note), ==,
                   "Entries closed with the draw. The event has results, so the draw stands; "
                   "an entrant who cannot go on withdraws.");
}

/* A file with a bad row is named with its line, and nobody is entered; a
 * good file enters everyone in it. */
static void
test_import (Fixture       *fixture,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *bad_path = g_build_filename (fixture->dir, "bad.csv", NULL);
  g_autofree char *good_path = g_build_filename (fixture->dir, "good.csv", NULL);
  g_autoptr(GFile) bad = g_file_new_for_path (bad_path);
  g_autoptr(GFile) good = g_file_new_for_path (good_path);
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_ROUND_ROBIN, NULL);
  GtkWidget *view;
  GtkWidget *revealer;
  const char *message;

  g_assert_true (g_file_set_contents (bad_path, "Name;Club\nAnna;Noord\n;Zuid\nBert;Oost\n", -1,
                                      &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (good_path, "Name;Club\nAnna;Noord\nBert;Oost\nCor;\n", -1,
                                      &error));
  g_assert_no_error (error);

  view = show_view (event_id, fixture->store);
  revealer = ui_find_required (view, "error_revealer");

  hammer_entrants_view_import (HAMMER_ENTRANTS_VIEW (view), bad);
  UI_WAIT_FOR (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  message = gtk_label_get_label (GTK_LABEL (ui_find_required (view, "error_label")));
  g_assert_nonnull (strstr (message, "Line 3"));
  g_assert_cmpuint (count_entrants (fixture, event_id), ==, 0);

  hammer_entrants_view_import (HAMMER_ENTRANTS_VIEW (view), good);
  UI_WAIT_FOR (count_entrants (fixture, event_id) == 3);
  ui_wait_writes (fixture->store);
  g_assert_false (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (ui_find_required (view, "stack"))),
                   ==, "list");
}

/* Sjoelbak is shot as a series by default; the number of games is 5, 10
 * or 20, and classes are checked as they are typed. */
static void
test_assistant_sjoelbak_series (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  GtkWidget *dialog;
  GtkWidget *create;
  GtkWidget *games;
  JsonObject *object;
  gint64 event_id = 0;

  ui_open_event_assistant (fixture->window, fixture->store, &dialog, &event_id);
  create = ui_find_required (dialog, "create_button");

  ui_type_into (dialog, "name_row", "Clubavond");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "game_row")),
                              ui_rules_index ("sjoelbak"));
  UI_WAIT_FOR (gtk_widget_get_visible (ui_find_required (dialog, "classes_row")));
  g_assert_true (gtk_widget_get_visible (ui_find_required (dialog, "classes_row")));
  g_assert_null (ui_find_by_name (dialog, "option-best_of"));
  games = ui_find_by_name (dialog, "option-games");
  g_assert_true (ADW_IS_COMBO_ROW (games));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (games)), "Default: 10"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (games), 0);

  /* Classes must go down. */
  ui_type_into (dialog, "classes_row", "A=100,B=120");
  g_assert_false (gtk_widget_get_sensitive (create));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (ui_find_required (dialog,
                                                                               "error_label"))),
                            "class B"));
  ui_type_into (dialog, "classes_row", "A=130,B=0");
  g_assert_true (gtk_widget_get_sensitive (create));

  ui_click (create);
  UI_WAIT_FOR (dialog == NULL);
  event = hammer_events_get_event_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  object = json_node_get_object (event);
  g_assert_cmpstr (json_object_get_string_member (object, "format"), ==, "series");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (object, "options"),
                                               "games"), ==, 5);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_object_get_object_member (object, "settings"), "classes")), ==, 2);
}

static gboolean
chosen_is (GtkWindow *chooser,
           GFile     *file)
{
  g_autoptr(GFile) chosen = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

  return chosen != NULL && g_file_equal (chosen, file);
}

/* Chooses @path in the window's Import Event… chooser. */
static void
import_event_file (Fixture    *fixture,
                   const char *path)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  GtkWindow *chooser;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.import-event", NULL);
  chooser = ui_wait_for_toplevel (GTK_TYPE_FILE_CHOOSER_DIALOG);
  ui_wait_until_mapped (GTK_WIDGET (chooser));
  g_assert_true (gtk_file_chooser_set_file (GTK_FILE_CHOOSER (chooser), file, &error));
  g_assert_no_error (error);
  /* The file is selected once its folder is listed. */
  UI_WAIT_FOR (chosen_is (chooser, file));
  g_object_add_weak_pointer (G_OBJECT (chooser), (gpointer *) &chooser);
  gtk_dialog_response (GTK_DIALOG (chooser), GTK_RESPONSE_ACCEPT);
  UI_WAIT_FOR (chooser == NULL || !gtk_widget_get_mapped (GTK_WIDGET (chooser)));
  if (chooser != NULL)
    g_object_remove_weak_pointer (G_OBJECT (chooser), (gpointer *) &chooser);
}

/* Import Event… hands the file to the core: a file that is no JSON is
 * refused naming it and where, nothing stored; an exported event comes
 * back as a new one, shown. */
static void
test_import_event (Fixture       *fixture,
                   gconstpointer  data)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", NULL };
  g_autofree char *broken = g_build_filename (fixture->dir, "broken.json", NULL);
  g_autofree char *good = g_build_filename (fixture->dir, "Winterbeker.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL;
  g_autofree char *text = NULL;
  AdwMessageDialog *dialog;
  const char *body;
  gint64 event_id, before;

  event_id = store_new_event (fixture->store, "Winterbeker", "table", HAMMER_FORMAT_ROUND_ROBIN,
                              2, NULL, names, 0);
  document = hammer_events_export (fixture->store, event_id, &error);
  g_assert_no_error (error);
  text = json_to_string (document, TRUE);
  g_assert_true (g_file_set_contents (good, text, -1, NULL));
  g_assert_true (g_file_set_contents (broken, "{\"version\": 1,\n  \"event\": }", -1, NULL));
  before = hammer_store_get_last_change (fixture->store);

  import_event_file (fixture, broken);
  dialog = ADW_MESSAGE_DIALOG (ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  body = adw_message_dialog_get_body (dialog);
  g_assert_true (g_str_has_prefix (body, "“broken.json” is not an event file: "));
  g_assert_nonnull (strstr (body, ":2:12: "));
  g_assert_true (g_str_has_suffix (body, ". Nothing was imported."));
  ui_respond ("close");
  /* A response alone leaves the dialog to its buttons to close. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  UI_WAIT_FOR (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) == NULL);
  ui_wait_writes (fixture->store);
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, before);

  import_event_file (fixture, good);
  UI_WAIT_FOR (hammer_store_get_last_change (fixture->store) > before);
  ui_wait_writes (fixture->store);
  g_assert_null (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  {
    g_autoptr(JsonNode) list = hammer_events_list_json (fixture->store, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (json_array_get_length (json_node_get_array (list)), ==, 2);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  /* A format of a program: registered, nothing else. */
  g_assert_nonnull (hammer_format_register (&king_format));

  g_test_add ("/ui-entrants/assistant/creates-event", Fixture, NULL,
              ui_fixture_set_up, test_assistant_creates_event, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/assistant/sjoelbak-series", Fixture, NULL,
              ui_fixture_set_up, test_assistant_sjoelbak_series, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/assistant/cancel", Fixture, NULL,
              ui_fixture_set_up, test_assistant_cancel, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/assistant/game-description", Fixture, NULL,
              ui_fixture_set_up, test_assistant_game_description, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/assistant/registered-format", Fixture, NULL,
              ui_fixture_set_up, test_assistant_registered_format, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/enter-check-in-seed-draw", Fixture, NULL,
              ui_fixture_set_up, test_enter_check_in_seed_draw, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/drag-to-seed", Fixture, NULL,
              ui_fixture_set_up, test_drag_to_seed, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/entered-in-view", Fixture, NULL,
              ui_fixture_set_up, test_entered_in_view, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/team-in-singles", Fixture, NULL,
              ui_fixture_set_up, test_team_in_singles, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/import-event", Fixture, NULL,
              ui_fixture_set_up, test_import_event, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/import", Fixture, NULL,
              ui_fixture_set_up, test_import, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/remove", Fixture, NULL,
              ui_fixture_set_up, test_remove_entrant, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/blind-draw", Fixture, NULL,
              ui_fixture_set_up, test_blind_draw, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/draw-refuses-loose-players", Fixture, NULL,
              ui_fixture_set_up, test_draw_refuses_loose_players, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/no-blind-draw-in-singles", Fixture, NULL,
              ui_fixture_set_up, test_no_blind_draw_in_singles, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/drawn-note-after-result", Fixture, NULL,
              ui_fixture_set_up, test_drawn_note_after_result, ui_fixture_tear_down);
  g_test_add ("/ui-entrants/view/withdraw-after-draw", Fixture, NULL,
              ui_fixture_set_up, test_withdraw_after_draw, ui_fixture_tear_down);

  return g_test_run ();
}
