/* test-ui-partners.c — match points in the new-event assistant, the kinds
 * of blind draw and the pro mark in the player editor, driven through their
 * widgets under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <stdlib.h>
#include <string.h>

#include "events/hammer-events.h"
#include "events/hammer-format-definition.h"
#include "hammer-core.h"
#include "hammer-entrants-view.h"
#include "hammer-event-assistant.h"
#include "hammer-player-dialog.h"
#include "hammer-window.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

static guint
format_index (const char *id)
{
  guint n_formats;
  const HammerFormatDefinition **formats = hammer_format_list_definitions (&n_formats);

  for (guint i = 0; i < n_formats; i++)
    if (g_str_equal (formats[i]->info.id, id))
      return i;
  g_assert_not_reached ();
}

static void
set_entry_text (GtkWidget  *dialog,
                const char *id,
                const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (dialog, id)), text);
  ui_spin ();
}

/* Round robin shows the match points with what they mean; 1,2,0 is
 * refused in the dialog, 3,1,0 is stored; a knockout hides the row. */
static void
test_assistant_match_points (Fixture       *fixture,
                             gconstpointer  data)
{
  GtkWidget *dialog;
  GtkWidget *row, *create, *revealer;
  g_autoptr(JsonNode) event = NULL;
  JsonArray *points;
  gint64 event_id = 0;

  ui_open_event_assistant (fixture->window, fixture->store, &dialog, &event_id);

  row = ui_find_required (dialog, "match_points_row");
  create = ui_find_required (dialog, "create_button");
  revealer = ui_find_required (dialog, "error_revealer");
  ui_type_into (dialog, "name_row", "Clubavond");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "game_row")),
                              ui_rules_index ("table"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "format_row")),
                              format_index ("single-elimination"));
  UI_WAIT_FOR (!gtk_widget_get_visible (row));
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "format_row")),
                              format_index ("round-robin"));
  UI_WAIT_FOR (gtk_widget_get_visible (row));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "a win, a draw and a loss"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog,
                                                                          "match_points_entry"))),
                   ==, "2,1,0");

  set_entry_text (dialog, "match_points_entry", "1,2,0");
  UI_WAIT_FOR (gtk_revealer_get_reveal_child (GTK_REVEALER (revealer)));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (ui_find_required (dialog,
                                                                              "error_label"))),
                            "are not in order"));
  g_assert_false (gtk_widget_get_sensitive (create));

  set_entry_text (dialog, "match_points_entry", "3,1,0");
  UI_WAIT_FOR (gtk_widget_get_sensitive (create));
  /* Reachable by keyboard: it takes the focus, and the page scrolls to it. */
  g_assert_true (gtk_widget_grab_focus (ui_find_required (dialog, "match_points_entry")));
  /* For a screenshot by hand: the format's rows in sight, then a pause. */
  if (g_getenv ("HAMMER_TEST_SHOT_WAIT") != NULL)
    {
      GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (
        GTK_SCROLLED_WINDOW (ui_find_by_type (dialog, GTK_TYPE_SCROLLED_WINDOW)));

      gtk_adjustment_set_value (adjustment, gtk_adjustment_get_upper (adjustment));
      ui_wait_ms (atoi (g_getenv ("HAMMER_TEST_SHOT_WAIT")));
    }
  ui_click (create);
  UI_WAIT_FOR (dialog == NULL);
  g_assert_cmpint (event_id, >, 0);

  event = hammer_events_get_event_json (fixture->store, event_id, NULL);
  points = json_object_get_array_member (
    json_object_get_object_member (json_node_get_object (event), "settings"), "match_points");
  g_assert_cmpuint (json_array_get_length (points), ==, 3);
  g_assert_cmpfloat (json_array_get_double_element (points, 0), ==, 3);
  g_assert_cmpfloat (json_array_get_double_element (points, 1), ==, 1);
  g_assert_cmpfloat (json_array_get_double_element (points, 2), ==, 0);
}

/* The blind draw asks how: with no two pros, the two pros of four players
 * end up in different teams. */
static void
test_blind_draw_no_two_pros (Fixture       *fixture,
                             gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cor", "Dora", NULL };
  gint64 event_id = store_new_event (fixture->store, "Koppels", "table",
                                     HAMMER_FORMAT_ROUND_ROBIN, 2, "{\"team_size\": 2}", names,
                                     -1);
  g_autoptr(JsonNode) event = hammer_events_get_event_json (fixture->store, event_id, NULL);
  JsonArray *entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  g_autoptr(GArray) pros = g_array_new (FALSE, FALSE, sizeof (gint64));
  GtkWidget *holder = adw_window_new ();
  GtkWidget *view = hammer_entrants_view_new (fixture->store, event_id);
  GtkWindow *dialog;
  GtkWidget *kind;
  g_autoptr(JsonNode) after = NULL;
  JsonArray *teams;

  /* Anna and Bert are pros: by lot they might play together. */
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);
      gint64 player_id = json_array_get_int_element (json_object_get_array_member (entrant,
                                                                                   "players"), 0);
      g_autoptr(HammerPlayer) player = hammer_roster_get_player (fixture->store, player_id, NULL);
      g_autoptr(GError) error = NULL;

      hammer_player_set_pro (player, TRUE);
      g_assert_true (hammer_roster_update_player (fixture->store, player, &error));
      g_array_append_val (pros, player_id);
    }

  adw_window_set_content (ADW_WINDOW (holder), view);
  gtk_window_set_default_size (GTK_WINDOW (holder), 1000, 700);
  gtk_window_present (GTK_WINDOW (holder));
  UI_WAIT_FOR (gtk_widget_get_mapped (view));
  ui_click (ui_find_required (view, "blind_draw_button"));
  UI_WAIT_FOR ((dialog = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL);
  kind = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
  g_assert_true (GTK_IS_DROP_DOWN (kind));
  g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (kind))),
                    ==, 5);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), 4);
  if (g_getenv ("HAMMER_TEST_SHOT_WAIT") != NULL)
    ui_wait_ms (atoi (g_getenv ("HAMMER_TEST_SHOT_WAIT")));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "pair");
  ui_wait_writes (fixture->store);

  after = hammer_events_get_event_json (fixture->store, event_id, NULL);
  teams = json_object_get_array_member (json_node_get_object (after), "entrants");
  g_assert_cmpuint (json_array_get_length (teams), ==, 2);
  for (guint i = 0; i < json_array_get_length (teams); i++)
    {
      JsonArray *players = json_object_get_array_member (json_array_get_object_element (teams,
                                                                                        i),
                                                         "players");
      guint n_pros = 0;

      g_assert_cmpuint (json_array_get_length (players), ==, 2);
      for (guint p = 0; p < 2; p++)
        for (guint k = 0; k < pros->len; k++)
          n_pros += json_array_get_int_element (players, p) == g_array_index (pros, gint64, k);
      g_assert_cmpuint (n_pros, ==, 1);
    }
}

/* The player editor's Pro switch is stored, and shown when the player is
 * opened again. */
static void
test_player_pro_switch (Fixture       *fixture,
                        gconstpointer  data)
{
  g_autoptr(HammerPlayer) player = hammer_player_new ("Piet");
  g_autoptr(HammerPlayer) stored = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;

  g_assert_true (hammer_roster_add_player (fixture->store, player, &error));
  dialog = GTK_WIDGET (hammer_player_dialog_new (GTK_WINDOW (fixture->window), fixture->store,
                                                 player));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  UI_WAIT_FOR (gtk_widget_get_mapped (dialog));
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (ui_find_required (dialog, "pro_switch"))));
  gtk_switch_set_active (GTK_SWITCH (ui_find_required (dialog, "pro_switch")), TRUE);
  ui_click (ui_find_required (dialog, "save_button"));
  UI_WAIT_FOR (dialog == NULL);

  stored = hammer_roster_get_player (fixture->store, hammer_player_get_id (player), &error);
  g_assert_no_error (error);
  g_assert_true (hammer_player_get_pro (stored));

  dialog = GTK_WIDGET (hammer_player_dialog_new (GTK_WINDOW (fixture->window), fixture->store,
                                                 stored));
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  UI_WAIT_FOR (gtk_widget_get_mapped (dialog));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (ui_find_required (dialog, "pro_switch"))));
  /* The dialog goes once its ratings' read comes back: the weak pointer is
   * this function's, so wait for it here. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  UI_WAIT_FOR (dialog == NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui-partners/assistant/match-points", Fixture, NULL,
              ui_fixture_set_up, test_assistant_match_points, ui_fixture_tear_down);
  g_test_add ("/ui-partners/blind-draw/no-two-pros", Fixture, NULL,
              ui_fixture_set_up, test_blind_draw_no_two_pros, ui_fixture_tear_down);
  g_test_add ("/ui-partners/player/pro", Fixture, NULL,
              ui_fixture_set_up, test_player_pro_switch, ui_fixture_tear_down);

  return g_test_run ();
}
