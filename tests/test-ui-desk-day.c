/* test-ui-desk-day.c — what a director hit on a real day at the desk (issue
 * 16): toasts in bursts, boards that wait to be called, a new season's
 * members and the bracket's zoom, driven through the real window under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <math.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-board-card.h"
#include "hammer-boards-view.h"
#include "hammer-bracket-view.h"
#include "hammer-club-night-entry.h"
#include "hammer-columns.h"
#include "hammer-core.h"
#include "hammer-entrants-view.h"
#include "hammer-season-page.h"
#include "hammer-standings-view.h"
#include "league/hammer-seasons.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

static void
assert_toasts (Fixture    *fixture,
               const char *first,
               const char *second)
{
  g_auto(GStrv) titles = hammer_window_dup_toast_titles (fixture->window);

  g_assert_cmpuint (g_strv_length (titles), ==, second != NULL ? 2 : 1);
  g_assert_cmpstr (titles[0], ==, first);
  g_assert_cmpstr (titles[1], ==, second);
}

/* Whether the toasts read @first, then @second unless it is NULL. */
static gboolean
toasts_are (Fixture    *fixture,
            const char *first,
            const char *second)
{
  g_auto(GStrv) titles = hammer_window_dup_toast_titles (fixture->window);

  return titles != NULL && g_strv_length (titles) == (second != NULL ? 2u : 1u) &&
         g_strcmp0 (titles[0], first) == 0 && g_strcmp0 (titles[1], second) == 0;
}

/* Thirty players entered and eight seeded in a row make one toast at a time,
 * counting ("30 players entered", then "8 entrants seeded"), whose Undo
 * undoes the whole burst; a toast held under the pointer is never replaced,
 * and once a later change came its Undo is gone and a click on it undoes
 * nothing. */
/* Scrolls the entrants' list to its first row. */
static void
scroll_to_first (GtkWidget *view)
{
  for (GtkWidget *list = gtk_widget_get_first_child (ui_find_required (view, "column_view"));
       list != NULL; list = gtk_widget_get_next_sibling (list))
    if (GTK_IS_LIST_VIEW (list))
      gtk_widget_activate_action (list, "list.scroll-to-item", "u", 0);
}

static void
test_toast_bursts (Fixture       *fixture,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) seeded = NULL;
  g_autoptr(JsonNode) undone = NULL;
  g_autoptr(JsonNode) held = NULL;
  HammerEventSpec spec;
  GtkWidget *view;
  GtkWidget *search;
  AdwToast *toast;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = "Herfstcup";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec.n_boards = 4;
  event_id = hammer_events_create (fixture->store, &spec, &error);
  g_assert_no_error (error);
  hammer_window_show_event_view (fixture->window, event_id, "entrants");
  UI_WAIT_FOR ((view = ui_find_by_type (GTK_WIDGET (fixture->window),
                                        HAMMER_TYPE_ENTRANTS_VIEW)) != NULL &&
               gtk_widget_get_mapped (view));
  search = ui_find_required (view, "search_entry");
  /* A loaded machine may take seconds between two entries; a director's
   * burst does not, and the toast's time is not what is tested here. */
  hammer_window_set_toast_seconds (fixture->window, 3600);

  for (guint i = 1; i <= 30; i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %02u", i);

      ui_type_into (view, "search_entry", name);
      g_signal_emit_by_name (search, "activate");
      ui_wait_writes (fixture->store);
    }
  UI_WAIT_FOR (toasts_are (fixture, "30 players entered", NULL));
  assert_toasts (fixture, "30 players entered", NULL);
  /* Each entrant entered was scrolled into view, the last maybe only now:
   * back up to the first until it is shown, as the list scrolls itself (an
   * adjustment set before the list has laid out its new rows makes GTK 4.8
   * warn that it found no row there). */
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %02u", i);
      g_autofree char *seed_text = g_strdup_printf ("%u", i);
      GtkWidget *seed;

      UI_WAIT_FOR ((scroll_to_first (view),
                    seed = ui_find_in_row (view, name, "seed-entry")) != NULL);
      gtk_editable_set_text (GTK_EDITABLE (seed), seed_text);
      g_signal_emit_by_name (seed, "activate");
      ui_spin ();
    }
  UI_WAIT_FOR (toasts_are (fixture, "8 entrants seeded", NULL));
  assert_toasts (fixture, "8 entrants seeded", NULL);
  seeded = hammer_events_get_event_json (fixture->store, event_id, NULL);
  g_assert_cmpint (json_object_get_int_member (test_entrant_named (seeded, "Speler 08"), "seed"),
                   ==, 8);

  /* Its Undo takes back the eight seeds, and nothing else, and says so. */
  toast = hammer_window_get_shown_toast (fixture->window);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Undo");
  g_signal_emit_by_name (toast, "button-clicked");
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (toasts_are (fixture, "Undone: 8 entrants seeded, Herfstcup", NULL));
  undone = hammer_events_get_event_json (fixture->store, event_id, NULL);
  for (guint i = 1; i <= 8; i++)
    {
      g_autofree char *name = g_strdup_printf ("Speler %02u", i);

      g_assert_true (json_object_get_null_member (test_entrant_named (undone, name), "seed"));
    }
  g_assert_nonnull (test_entrant_named (undone, "Speler 30"));
  assert_toasts (fixture, "Undone: 8 entrants seeded, Herfstcup", NULL);

  /* Speler 01 leaves; while the pointer rests on that toast, Speler 02
   * leaves too: the toast stays, loses its Undo, and the new one waits. */
  /* The rows are found as a director finds them: scrolled to the top (what
   * is tested here is the toasts, not where the list keeps its place). */
  UI_WAIT_FOR ((scroll_to_first (view),
                ui_find_in_row (view, "Speler 01", "present-check")) != NULL);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_find_in_row (view, "Speler 01",
                                                              "present-check")), FALSE);
  UI_WAIT_FOR (toasts_are (fixture, "Speler 01 is absent", NULL));
  assert_toasts (fixture, "Speler 01 is absent", NULL);
  toast = hammer_window_get_shown_toast (fixture->window);
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Undo");
  hammer_window_hold_toast (fixture->window, TRUE);
  UI_WAIT_FOR ((scroll_to_first (view),
                ui_find_in_row (view, "Speler 02", "present-check")) != NULL);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (ui_find_in_row (view, "Speler 02",
                                                              "present-check")), FALSE);
  /* Losing its Undo is what the change does; then the toast has stayed,
   * and the new one waits once the write is told. */
  UI_WAIT_FOR (adw_toast_get_button_label (toast) == NULL);
  g_assert_true (hammer_window_get_shown_toast (fixture->window) == toast);
  UI_WAIT_FOR (toasts_are (fixture, "Speler 01 is absent", "Speler 02 is absent"));
  assert_toasts (fixture, "Speler 01 is absent", "Speler 02 is absent");
  g_assert_null (adw_toast_get_button_label (toast));

  /* A click that lands anyway undoes neither change. */
  g_signal_emit_by_name (toast, "button-clicked");
  ui_wait_writes (fixture->store);
  held = hammer_events_get_event_json (fixture->store, event_id, NULL);
  g_assert_false (json_object_get_boolean_member (test_entrant_named (held, "Speler 01"),
                                                  "present"));
  g_assert_false (json_object_get_boolean_member (test_entrant_named (held, "Speler 02"),
                                                  "present"));

  /* The pointer leaves: the waiting toast shows, with its Undo. */
  hammer_window_hold_toast (fixture->window, FALSE);
  UI_WAIT_FOR ((toast = hammer_window_get_shown_toast (fixture->window)) != NULL &&
               g_strcmp0 (adw_toast_get_title (toast), "Speler 02 is absent") == 0);
  toast = hammer_window_get_shown_toast (fixture->window);
  g_assert_cmpstr (adw_toast_get_title (toast), ==, "Speler 02 is absent");
  g_assert_cmpstr (adw_toast_get_button_label (toast), ==, "_Undo");
}

/* The card of board @number in @view. */
static GtkWidget *
card_of (GtkWidget *view,
         guint      number)
{
  GtkFlowBox *grid = GTK_FLOW_BOX (ui_find_required (view, "board_grid"));
  GtkFlowBoxChild *child;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (grid, i)) != NULL; i++)
    {
      GtkWidget *card = gtk_flow_box_child_get_child (child);
      HammerBoardItem *board = g_object_get_data (G_OBJECT (card), "hammer-board");

      if (board != NULL && hammer_board_item_get_number (board) == number)
        return GTK_WIDGET (child);
    }
  return NULL;
}

static const char *
since_of (Fixture *fixture,
          gint64   event_id,
          guint    number,
          char   **out)
{
  g_autoptr(JsonNode) node = hammer_events_get_boards_json (fixture->store, event_id, NULL);
  JsonArray *boards = json_object_get_array_member (json_node_get_object (node), "boards");
  JsonObject *board = json_array_get_object_element (boards, number - 1);

  g_free (*out);
  *out = g_strdup (json_object_get_string_member (board, "since"));
  return *out;
}

/* After the draw four matches wait on their boards, no clock running; the
 * card's Call Match button, reached with Tab from the card, starts board
 * 1's clock and only that one. */
static void
test_call_board (Fixture       *fixture,
                 gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 8);
  g_autofree char *since = NULL;
  gint64 event_id = store_new_event (fixture->store, "Winterbeker", "table",
                                     HAMMER_FORMAT_SINGLE_ELIMINATION, 4, NULL,
                                     (const char * const *) names, 3);
  GtkWidget *view;
  GtkWidget *card;
  GtkWidget *button;

  hammer_window_show_event_view (fixture->window, event_id, "boards");
  UI_WAIT_FOR ((view = ui_find_by_type (GTK_WIDGET (fixture->window),
                                        HAMMER_TYPE_BOARDS_VIEW)) != NULL &&
               gtk_widget_get_mapped (view));
  for (guint number = 1; number <= 4; number++)
    {
      g_assert_null (since_of (fixture, event_id, number, &since));
      UI_WAIT_FOR ((card = card_of (view, number)) != NULL);
      g_assert_true (ui_has_label (card, "Waiting to be called"));
      button = ui_find_required (card, "call_button");
      g_assert_true (gtk_widget_get_visible (button));
      g_assert_true (gtk_widget_get_focusable (button));
    }

  /* The boards say how many of their matches wait for a call. */
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (ui_find_required (view,
                                                                             "summary_label"))),
                            "4 of 4 boards in use · 4 to be called"));

  /* Tab from the focused card goes to its button; Enter there calls. */
  card = card_of (view, 1);
  button = ui_find_required (card, "call_button");
  gtk_widget_grab_focus (card);
  g_assert_true (gtk_widget_child_focus (card, GTK_DIR_TAB_FORWARD));
  g_assert_true (gtk_widget_has_focus (button));
  g_assert_true (gtk_widget_activate (button));
  UI_WAIT_FOR (since_of (fixture, event_id, 1, &since) != NULL);
  g_assert_null (since_of (fixture, event_id, 2, &since));
  UI_WAIT_FOR ((card = card_of (view, 1)) != NULL &&
               !gtk_widget_get_visible (ui_find_required (card, "call_button")));
  g_assert_false (ui_has_label (card, "Waiting to be called"));
  g_assert_true (gtk_widget_get_visible (ui_find_required (card_of (view, 2), "call_button")));
  UI_WAIT_FOR (strstr (gtk_label_get_text (GTK_LABEL (ui_find_required (view, "summary_label"))),
                       "3 to be called") != NULL);
}

/* New Club Night in a season without members says so and offers the
 * roster; taking it makes every roster player a member with their roster
 * average as start average, and then opens the night. */
static void
test_new_night_without_members (Fixture       *fixture,
                                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayer) kees = hammer_player_new ("Kees Jansen");
  g_autoptr(HammerPlayer) lies = hammer_player_new ("Lies Bakker");
  g_autoptr(JsonNode) members = NULL;
  GtkWidget *page;
  GtkWindow *dialog;
  JsonArray *list;
  gint64 season;

  hammer_player_set_average (kees, 138.2);
  g_assert_true (hammer_roster_add_player (fixture->store, kees, &error));
  g_assert_true (hammer_roster_add_player (fixture->store, lies, &error));
  g_assert_no_error (error);
  season = hammer_seasons_create (fixture->store, "Club 2026", "2026-09-04", 10, &error);
  g_assert_no_error (error);
  hammer_window_show_season (fixture->window, FALSE, season);
  UI_WAIT_FOR (ui_find_by_type (GTK_WIDGET (fixture->window), HAMMER_TYPE_SEASON_PAGE) != NULL);
  page = ui_find_by_type (GTK_WIDGET (fixture->window), HAMMER_TYPE_SEASON_PAGE);
  g_assert_nonnull (page);

  gtk_widget_activate_action (page, "season.new-night", NULL);
  UI_WAIT_FOR ((dialog = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL);
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "The Season Has No Members Yet");
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "roster"));
  g_assert_true (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), "members"));
  ui_respond ("roster");
  ui_spin ();

  members = hammer_seasons_members_json (fixture->store, season, &error);
  g_assert_no_error (error);
  list = json_object_get_array_member (json_node_get_object (members), "members");
  g_assert_cmpuint (json_array_get_length (list), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *member = json_array_get_object_element (list, i);
      g_autoptr(JsonNode) detail = hammer_seasons_member_json (
        fixture->store, season, json_object_get_int_member (member, "member"), &error);
      JsonObject *object = json_node_get_object (detail);

      g_assert_no_error (error);
      if (g_strcmp0 (json_object_get_string_member (member, "name"), "Kees Jansen") == 0)
        {
          g_assert_cmpfloat_with_epsilon (json_object_get_double_member (object,
                                                                         "start_average"),
                                          138.2, 1e-9);
          g_assert_false (json_object_get_null_member (object, "class"));
        }
      else
        g_assert_true (json_object_get_null_member (object, "start_average"));
    }
  /* The night opens. */
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_CLUB_NIGHT_ENTRY) != NULL);
}

/* Where content point @x, @y of @bracket is in @scrolled's viewport. */
static graphene_point_t
in_view (GtkWidget *bracket,
         GtkWidget *scrolled,
         double     x,
         double     y)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (bracket, scrolled, &GRAPHENE_POINT_INIT (x, y),
                                           &point));
  return point;
}

/* Two quick turns of Ctrl and the wheel keep the point under the pointer
 * where it was; Ctrl and + keep the selected match where it was. */
static void
test_bracket_zoom (Fixture       *fixture,
                   gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 32);
  gint64 event_id = store_new_event (fixture->store, "Winterbeker", "table",
                                     HAMMER_FORMAT_DOUBLE_ELIMINATION, 4, NULL,
                                     (const char * const *) names, 3);
  HammerBracketView *bracket;
  GtkWidget *scrolled;
  GtkAdjustment *h, *v;
  graphene_point_t before, after;
  graphene_rect_t rect;
  double px, py, zoom;
  gint64 selected;

  hammer_window_show_event_view (fixture->window, event_id, "draw");
  UI_WAIT_FOR ((bracket = (HammerBracketView *) ui_find_by_type (GTK_WIDGET (fixture->window),
                                                                 HAMMER_TYPE_BRACKET_VIEW))
               != NULL && gtk_widget_get_mapped (GTK_WIDGET (bracket)));
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (bracket), GTK_TYPE_SCROLLED_WINDOW);
  h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled));
  v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  UI_WAIT_FOR (gtk_adjustment_get_upper (v) > gtk_adjustment_get_page_size (v));

  /* Scrolled into the middle, the pointer a third into the view. */
  gtk_adjustment_set_value (h, (gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h))
                               / 2);
  gtk_adjustment_set_value (v, (gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v))
                               / 2);
  ui_wait_frames (scrolled, 2);
  {
    graphene_point_t origin;

    g_assert_true (gtk_widget_compute_point (scrolled, GTK_WIDGET (bracket),
                                             &GRAPHENE_POINT_INIT (
                                               gtk_widget_get_width (scrolled) / 3.0,
                                               gtk_widget_get_height (scrolled) / 3.0), &origin));
    px = origin.x;
    py = origin.y;
  }
  before = in_view (GTK_WIDGET (bracket), scrolled, px, py);
  zoom = hammer_bracket_view_get_zoom (bracket);
  hammer_bracket_view_zoom_at (bracket, zoom * 1.1, px, py);
  hammer_bracket_view_zoom_at (bracket, zoom * 1.21, px, py);
  UI_WAIT_FOR (fabs (in_view (GTK_WIDGET (bracket), scrolled, px * 1.21, py * 1.21).x - before.x)
               < 2 &&
               fabs (in_view (GTK_WIDGET (bracket), scrolled, px * 1.21, py * 1.21).y - before.y)
               < 2);
  after = in_view (GTK_WIDGET (bracket), scrolled, px * 1.21, py * 1.21);
  g_assert_cmpfloat (fabs (after.x - before.x), <, 2);
  g_assert_cmpfloat (fabs (after.y - before.y), <, 2);

  /* A match in view is selected; Ctrl++ twice keeps it in its place. */
  selected = 0;
  {
    g_autoptr(JsonNode) node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
    JsonArray *matches = json_node_get_array (node);
    double best = G_MAXDOUBLE;

    for (guint i = 0; i < json_array_get_length (matches); i++)
      {
        gint64 id = json_object_get_int_member (json_array_get_object_element (matches, i), "id");
        graphene_point_t seen;

        if (!hammer_bracket_view_get_match_rect (bracket, id, &rect))
          continue;
        seen = in_view (GTK_WIDGET (bracket), scrolled, rect.origin.x, rect.origin.y);
        /* The one nearest a quarter into the view, away from the middle. */
        if (seen.x > 0 && seen.y > 0 &&
            fabs (seen.x - gtk_widget_get_width (scrolled) / 4.0) +
            fabs (seen.y - gtk_widget_get_height (scrolled) / 4.0) < best)
          {
            best = fabs (seen.x - gtk_widget_get_width (scrolled) / 4.0) +
                   fabs (seen.y - gtk_widget_get_height (scrolled) / 4.0);
            selected = id;
          }
      }
  }
  g_assert_cmpint (selected, >, 0);
  hammer_bracket_view_select_match (bracket, selected);
  ui_wait_frames (GTK_WIDGET (bracket), 2);
  g_assert_true (hammer_bracket_view_get_match_rect (bracket, selected, &rect));
  before = in_view (GTK_WIDGET (bracket), scrolled, rect.origin.x + rect.size.width / 2,
                    rect.origin.y + rect.size.height / 2);
  gtk_widget_activate_action (GTK_WIDGET (bracket), "bracket.zoom-in", NULL);
  gtk_widget_activate_action (GTK_WIDGET (bracket), "bracket.zoom-in", NULL);
  ui_wait_frames (GTK_WIDGET (bracket), 3);
  g_assert_true (hammer_bracket_view_get_match_rect (bracket, selected, &rect));
  after = in_view (GTK_WIDGET (bracket), scrolled, rect.origin.x + rect.size.width / 2,
                   rect.origin.y + rect.size.height / 2);
  g_assert_cmpfloat (fabs (after.x - before.x), <, 2);
  g_assert_cmpfloat (fabs (after.y - before.y), <, 2);
}

/* The bracket's click gesture. */
static GtkGesture *
bracket_click (HammerBracketView *bracket)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (bracket));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        return GTK_GESTURE (controller);
    }
  g_error ("The bracket takes no clicks");
  return NULL;
}

/* Zoomed with the wheel while the focus is elsewhere, then clicked twice on
 * a match in view: the match is selected and stays where it was, the view
 * does not jump to a corner of the bracket. */
static void
test_bracket_zoom_click (Fixture       *fixture,
                         gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 32);
  gint64 event_id = store_new_event (fixture->store, "Winterbeker", "table",
                                     HAMMER_FORMAT_DOUBLE_ELIMINATION, 4, NULL,
                                     (const char * const *) names, 3);
  HammerBracketView *bracket;
  GtkWidget *scrolled;
  GtkAdjustment *h, *v;
  graphene_point_t before, after, at;
  graphene_rect_t rect;
  double h_before, v_before;
  gint64 clicked = 0;

  hammer_window_show_event_view (fixture->window, event_id, "draw");
  UI_WAIT_FOR ((bracket = (HammerBracketView *) ui_find_by_type (GTK_WIDGET (fixture->window),
                                                                 HAMMER_TYPE_BRACKET_VIEW))
               != NULL && gtk_widget_get_mapped (GTK_WIDGET (bracket)));
  scrolled = gtk_widget_get_ancestor (GTK_WIDGET (bracket), GTK_TYPE_SCROLLED_WINDOW);
  h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scrolled));
  v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  UI_WAIT_FOR (gtk_adjustment_get_upper (v) > gtk_adjustment_get_page_size (v));

  /* Zoomed in about the middle of the view, scrolled into the middle. */
  gtk_adjustment_set_value (h, (gtk_adjustment_get_upper (h) - gtk_adjustment_get_page_size (h))
                               / 2);
  gtk_adjustment_set_value (v, (gtk_adjustment_get_upper (v) - gtk_adjustment_get_page_size (v))
                               / 2);
  ui_wait_frames (scrolled, 2);
  g_assert_true (gtk_widget_compute_point (scrolled, GTK_WIDGET (bracket),
                                           &GRAPHENE_POINT_INIT (
                                             gtk_widget_get_width (scrolled) / 2.0,
                                             gtk_widget_get_height (scrolled) / 2.0), &at));
  hammer_bracket_view_zoom_at (bracket, hammer_bracket_view_get_zoom (bracket) * 1.5, at.x, at.y);
  ui_wait_frames (GTK_WIDGET (bracket), 3);
  gtk_widget_grab_focus (GTK_WIDGET (ui_find_by_type (GTK_WIDGET (fixture->window),
                                                      GTK_TYPE_MENU_BUTTON)));
  g_assert_false (gtk_widget_is_focus (GTK_WIDGET (bracket)));

  /* A match of the second round, scrolled a little into the view. */
  {
    g_autoptr(JsonNode) node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
    JsonArray *matches = json_node_get_array (node);

    for (guint i = 0; i < json_array_get_length (matches) && clicked == 0; i++)
      {
        gint64 id = json_object_get_int_member (json_array_get_object_element (matches, i), "id");

        if (hammer_bracket_view_get_match_column (bracket, id) == 1)
          clicked = id;
      }
  }
  g_assert_cmpint (clicked, >, 0);
  g_assert_true (hammer_bracket_view_get_match_rect (bracket, clicked, &rect));
  before = in_view (GTK_WIDGET (bracket), scrolled, rect.origin.x, rect.origin.y);
  gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) + before.x - 150);
  gtk_adjustment_set_value (v, gtk_adjustment_get_value (v) + before.y - 150);
  ui_wait_frames (scrolled, 3);
  g_assert_true (hammer_bracket_view_get_match_rect (bracket, clicked, &rect));
  before = in_view (GTK_WIDGET (bracket), scrolled, rect.origin.x, rect.origin.y);
  g_assert_cmpfloat (fabs (before.x - 150), <, 1);
  g_assert_cmpfloat (fabs (before.y - 150), <, 1);
  h_before = gtk_adjustment_get_value (h);
  v_before = gtk_adjustment_get_value (v);

  for (guint click = 0; click < 2; click++)
    {
      g_signal_emit_by_name (bracket_click (bracket), "pressed", 1,
                             rect.origin.x + rect.size.width / 2,
                             rect.origin.y + rect.size.height / 2);
      ui_wait_frames (GTK_WIDGET (bracket), 3);
      /* An animated scroll would still be under way. */
      g_usleep (300000);
      ui_wait_frames (GTK_WIDGET (bracket), 3);
    }
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (bracket)));
  g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==, clicked);
  g_assert_true (hammer_bracket_view_get_match_rect (bracket, clicked, &rect));
  after = in_view (GTK_WIDGET (bracket), scrolled, rect.origin.x, rect.origin.y);
  g_assert_cmpfloat (fabs (gtk_adjustment_get_value (h) - h_before), <, 1);
  g_assert_cmpfloat (fabs (gtk_adjustment_get_value (v) - v_before), <, 1);
  g_assert_cmpfloat (fabs (after.x - before.x), <, 1);
  g_assert_cmpfloat (fabs (after.y - before.y), <, 1);
}

/* A doubles side that does not fit on one line of its box takes two, a
 * player a line, and is not cut; a name too long even so is cut, and the
 * box's accessible description has it in full. */
static void
test_bracket_pairs (Fixture       *fixture,
                    gconstpointer  data)
{
  const char *names[] = {
    "Nora Quinn / Rosa Vermeulen", "Carol Nakamura / Dirk van den Berg",
    "Anna Visser / Bert Kramer", "Cor de Wit / Zoë Nieuwenhuis",
    "Eva Jansen / Frits Bakker", "Gerda Smit / Henk Mulder",
    "Ine de Boer / Jan Meijer",
    "Wilhelmina Catharina Ouwerkerk-Vandersteenhuizen van Oldenbarneveldt"
    " / Bartholomeus Zuiderwijk",
    NULL,
  };
  gint64 event_id = store_new_event (fixture->store, "Dubbels", "table",
                                     HAMMER_FORMAT_SINGLE_ELIMINATION, 4,
                                     "{\"team_size\": 2}", names, 3);
  g_autoptr(JsonNode) node = NULL;
  HammerBracketView *bracket;
  JsonArray *matches;
  guint n_sides = 0;

  hammer_window_show_event_view (fixture->window, event_id, "draw");
  UI_WAIT_FOR ((bracket = (HammerBracketView *) ui_find_by_type (GTK_WIDGET (fixture->window),
                                                                 HAMMER_TYPE_BRACKET_VIEW))
               != NULL && gtk_widget_get_mapped (GTK_WIDGET (bracket)));
  g_assert_cmpfloat (hammer_bracket_view_get_zoom (bracket), ==, 1.0);

  node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  matches = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *sides = json_object_get_array_member (match, "names");
      gint64 id = json_object_get_int_member (match, "id");

      for (guint s = 0; s < json_array_get_length (sides); s++)
        {
          const char *name = json_array_get_string_element (sides, s);

          if (name == NULL)
            continue;
          n_sides++;
          if (g_str_has_prefix (name, "Wilhelmina"))
            {
              g_autofree char *text = hammer_bracket_view_dup_match_text (bracket, id);

              g_assert_true (hammer_bracket_view_name_is_cut (bracket, id, (int) s));
              g_assert_nonnull (strstr (text, name));
            }
          else
            g_assert_false (hammer_bracket_view_name_is_cut (bracket, id, (int) s));
        }
    }
  g_assert_cmpuint (n_sides, ==, 8);
}

static void
collect_labels (GtkWidget *widget,
                GPtrArray *labels)
{
  if (GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget))
    g_ptr_array_add (labels, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, labels);
}

/* At 1280 × 800 a round robin's standings show every name and every column
 * in full: the figures' columns are as narrow as their figures (a title of
 * two words on two lines) and the name column has the rest. */
static void
test_standings_fit (Fixture       *fixture,
                    gconstpointer  data)
{
  const char *names[] = {
    "Geertje Postma", "Wietske Dijkstra", "Margaret Thornton", "Frans van Leeuwen",
    "Anneke van der Meer", "Shelley Tremblay", NULL,
  };
  gint64 event_id = store_new_event (fixture->store, "Spring Cup", "table",
                                     HAMMER_FORMAT_ROUND_ROBIN, 3, NULL, names, 3);
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  GtkWidget *view;
  GtkWidget *scroller;
  GtkAdjustment *h;
  guint n_names = 0;

  hammer_window_show_event_view (fixture->window, event_id, "standings");
  UI_WAIT_FOR ((view = ui_find_by_type (GTK_WIDGET (fixture->window),
                                        HAMMER_TYPE_STANDINGS_VIEW)) != NULL &&
               gtk_widget_get_mapped (view));
  ui_wait_frames (view, 2);
  scroller = ui_find_required (view, "table_scroller");
  h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);

  collect_labels (ui_find_required (view, "column_view"), labels);
  for (guint i = 0; i < labels->len; i++)
    {
      GtkLabel *label = g_ptr_array_index (labels, i);

      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (label)));
      if (g_strv_contains (names, gtk_label_get_text (label)))
        n_names++;
    }
  g_assert_cmpuint (n_names, ==, 6);
}

/* A cell that does not expand (a sjoelbak player's ten games, a board
 * rotation) asks for the width of its whole text, so that its column takes
 * it where the window has room; its tooltip has the text in full. */
static void
test_cell_asks_whole_width (Fixture       *fixture,
                            gconstpointer  data)
{
  const char *games = "145 143 116 119 130 126 140 139 129 127";
  GtkWidget *cell = g_object_new (HAMMER_TYPE_CELL, "kind", HAMMER_COLUMN_TEXT, "expand", FALSE,
                                  "text", games, NULL);
  g_autoptr(PangoLayout) layout = gtk_widget_create_pango_layout (cell, games);
  int natural, text_width;

  g_object_ref_sink (cell);
  pango_layout_get_pixel_size (layout, &text_width, NULL);
  gtk_widget_measure (cell, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  g_assert_cmpint (natural, >=, text_width);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (gtk_widget_get_first_child (cell)), ==, games);
  g_object_unref (cell);
}

/* The main window at 1280 × 800, the width of the issue. */
static void
wide_set_up (Fixture       *fixture,
             gconstpointer  data)
{
  fixture->store = tmp_store_open (NULL, &fixture->dir, NULL);
  fixture->window = ui_open_window (fixture->store, 1280, 800);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/desk-day/toast-bursts", Fixture, NULL, ui_fixture_set_up, test_toast_bursts,
              ui_fixture_tear_down);
  g_test_add ("/ui/desk-day/call-board", Fixture, NULL, ui_fixture_set_up, test_call_board,
              ui_fixture_tear_down);
  g_test_add ("/ui/desk-day/new-night-without-members", Fixture, NULL, ui_fixture_set_up,
              test_new_night_without_members, ui_fixture_tear_down);
  g_test_add ("/ui/desk-day/bracket-zoom", Fixture, NULL, ui_fixture_set_up, test_bracket_zoom,
              ui_fixture_tear_down);
  g_test_add ("/ui/desk-day/bracket-zoom-click", Fixture, NULL, ui_fixture_set_up,
              test_bracket_zoom_click, ui_fixture_tear_down);
  g_test_add ("/ui/desk-day/standings-fit", Fixture, NULL, wide_set_up, test_standings_fit,
              ui_fixture_tear_down);
  g_test_add ("/ui/desk-day/cell-whole-width", Fixture, NULL, ui_fixture_set_up,
              test_cell_asks_whole_width, ui_fixture_tear_down);
  g_test_add ("/ui/desk-day/bracket-pairs", Fixture, NULL, ui_fixture_set_up, test_bracket_pairs,
              ui_fixture_tear_down);

  return g_test_run ();
}
