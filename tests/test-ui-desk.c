/* test-ui-desk.c — the tournament desk in the real window under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-entrants-view.h"
#include "hammer-event-assistant.h"
#include "hammer-event-page.h"
#include "hammer-score-dialog.h"
#include "hammer-standings-view.h"
#include "hammer-window.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->store = tmp_store_open ("hammer-desk-XXXXXX", &fixture->dir, NULL);
  fixture->window = ui_open_window (fixture->store, 1280, 800);
}

/* The window opened on a day of the clock's: @data, YYYY-MM-DD. */
static void
fixture_set_up_on_day (Fixture       *fixture,
                       gconstpointer  data)
{
  clock_fix_date (data);
  fixture_set_up (fixture, NULL);
}

static gint64
create_event (Fixture    *fixture,
              const char *name,
              const char *date)
{
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  gint64 id;

  hammer_event_spec_init (&spec);
  spec.name = name;
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_DOUBLE_ELIMINATION;
  spec.n_boards = 6;
  spec.date = date;
  id = hammer_events_create (fixture->store, &spec, &error);
  g_assert_no_error (error);
  return id;
}

static guint
n_listed (Fixture    *fixture,
          const char *list_id)
{
  GtkListView *list = GTK_LIST_VIEW (ui_find_required (GTK_WIDGET (fixture->window), list_id));

  return g_list_model_get_n_items (G_LIST_MODEL (gtk_list_view_get_model (list)));
}

static const char *
visible_content (Fixture *fixture)
{
  GtkWidget *stack = ui_find_required (GTK_WIDGET (fixture->window), "content_stack");

  return gtk_stack_get_visible_child_name (GTK_STACK (stack));
}

static HammerEventPage *
event_page (Fixture *fixture)
{
  return HAMMER_EVENT_PAGE (ui_find_by_type (GTK_WIDGET (fixture->window), HAMMER_TYPE_EVENT_PAGE));
}

/* A director finds this winter's events above last year's, and a click on
 * one opens it. */
static void
test_events_in_sidebar (Fixture       *fixture,
                        gconstpointer  data)
{
  GtkListView *upcoming;
  gint64 winter, spring;

  g_assert_true (gtk_widget_get_visible (ui_find_required (GTK_WIDGET (fixture->window),
                                                           "no_events_label")));
  create_event (fixture, "Club Open 2019", "2019-11-02");
  spring = create_event (fixture, "Spring Cup", "2099-03-14");
  winter = create_event (fixture, "Winter Open", "2098-12-05");
  UI_WAIT_FOR (n_listed (fixture, "upcoming_list") == 2);

  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 2);
  g_assert_cmpuint (n_listed (fixture, "past_list"), ==, 1);
  g_assert_false (gtk_widget_get_visible (ui_find_required (GTK_WIDGET (fixture->window),
                                                            "no_events_label")));

  /* Soonest first: the winter event is on top; activating it opens it. */
  upcoming = GTK_LIST_VIEW (ui_find_required (GTK_WIDGET (fixture->window), "upcoming_list"));
  g_signal_emit_by_name (upcoming, "activate", 0);
  UI_WAIT_FOR (g_strcmp0 (visible_content (fixture), "event") == 0);
  g_assert_cmpstr (visible_content (fixture), ==, "event");
  g_assert_cmpint (hammer_event_page_get_event_id (event_page (fixture)), ==, winter);
  /* Nothing is entered yet, so the page starts where entrants are added. */
  g_assert_cmpstr (hammer_event_page_get_view (event_page (fixture)), ==, "entrants");

  g_signal_emit_by_name (upcoming, "activate", 1);
  UI_WAIT_FOR (hammer_event_page_get_event_id (event_page (fixture)) == spring);
  g_assert_cmpint (hammer_event_page_get_event_id (event_page (fixture)), ==, spring);
}

/* Which events are past goes by the app's today: yesterday's is past,
 * today's and tomorrow's are still to come. */
static void
test_today_from_clock (Fixture       *fixture,
                       gconstpointer  data)
{
  create_event (fixture, "Yesterday's Cup", "2031-03-14");
  create_event (fixture, "Today's Cup", "2031-03-15");
  create_event (fixture, "Tomorrow's Cup", "2031-03-16");
  UI_WAIT_FOR (n_listed (fixture, "upcoming_list") == 2);

  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 2);
  g_assert_cmpuint (n_listed (fixture, "past_list"), ==, 1);
}

/* Deleting an event asks first; it can be undone and redone. */
static void
test_delete_undo_redo (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(JsonNode) back = NULL;
  gint64 id = create_event (fixture, "Winter Open", "2098-12-05");

  hammer_window_show_event (fixture->window, id);
  UI_WAIT_FOR (event_page (fixture) != NULL &&
               hammer_event_page_get_event_id (event_page (fixture)) == id);

  /* Cancel keeps it. */
  gtk_widget_activate_action (GTK_WIDGET (event_page (fixture)), "event.delete", NULL);
  ui_respond ("cancel");
  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (event_page (fixture)), "event.delete", NULL);
  ui_respond ("delete");
  ui_wait_writes (fixture->store);
  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 0);
  g_assert_cmpstr (visible_content (fixture), ==, "players");
  g_assert_null (hammer_events_get_event_json (fixture->store, id, NULL));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.undo-last", NULL);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (n_listed (fixture, "upcoming_list") == 1);
  back = hammer_events_get_event_json (fixture->store, id, NULL);
  g_assert_nonnull (back);
  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.redo", NULL);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (n_listed (fixture, "upcoming_list") == 0);
  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 0);
  g_assert_null (hammer_events_get_event_json (fixture->store, id, NULL));
}

/* The id of the first match ready to play, or 0. */
static gint64
first_ready_match (Fixture *fixture,
                   gint64   event_id)
{
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  JsonArray *array = json_node_get_array (matches);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") == 0 &&
          !json_object_get_boolean_member_with_default (match, "bye", FALSE))
        return json_object_get_int_member (match, "id");
    }
  return 0;
}

static const char *
score_error (GtkWindow *dialog)
{
  GtkWidget *label = ui_find_required (GTK_WIDGET (dialog), "error_label");

  return gtk_widget_get_visible (label) ? gtk_label_get_label (GTK_LABEL (label)) : "";
}

static gboolean
any_score_dialog (void)
{
  return ui_find_toplevel (HAMMER_TYPE_SCORE_DIALOG) != NULL;
}

/* Opens match @match_id from the event page and types a 2–0 for the first
 * side: four ends of 4 in each game. With @refused_end first, an end in
 * which both sides scored is typed, refused and taken back. */
static void
enter_result (Fixture  *fixture,
              gint64    match_id,
              gboolean  refused_end)
{
  GtkWindow *dialog;

  gtk_widget_activate_action (GTK_WIDGET (event_page (fixture)), "event.open-match", "x",
                              match_id);
  UI_WAIT_FOR ((dialog = ui_find_toplevel (HAMMER_TYPE_SCORE_DIALOG)) != NULL);
  ui_spin ();

  if (refused_end)
    {
      ui_type_keys (dialog, "4\t3");
      g_assert_nonnull (strstr (score_error (dialog), "leading weight"));
      g_assert_false (gtk_widget_get_sensitive (ui_find_required (GTK_WIDGET (dialog),
                                                                  "save_button")));
      ui_type_keys (dialog, "\b");
      g_assert_cmpstr (score_error (dialog), ==, "");
      ui_type_keys (dialog, "\n");
    }
  else
    ui_type_keys (dialog, "4\n\n");
  ui_type_keys (dialog, "4\n\n4\n\n4\n\n");
  ui_type_keys (dialog, "4\n\n4\n\n4\n\n4\n\n");
  g_assert_cmpstr (score_error (dialog), ==, "");
  g_assert_true (gtk_widget_get_sensitive (ui_find_required (GTK_WIDGET (dialog), "save_button")));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "score.save", NULL);
  UI_WAIT_FOR (!any_score_dialog ());
}

/* A director runs a small event start to finish in the window: the
 * assistant, entrants typed in, the draw, every result typed through the
 * score entry (one impossible end refused on the way), the standings
 * following each result, and an undo of the last one. */
static void
test_whole_event (Fixture       *fixture,
                  gconstpointer  data)
{
  const char *names[] = { "Anna de Vries", "Bram Jansen", "Cor Visser", "Dirk Bakker" };
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonNode) final = NULL;
  GtkWidget *assistant, *page, *entrants, *standings, *column_view;
  g_autofree char *top_before = NULL;
  g_autofree char *top_after = NULL;
  g_autofree char *top_undone = NULL;
  gint64 event_id, match_id;
  guint played = 0;

  /* The assistant, from the sidebar's New Event button. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.new-event", NULL);
  UI_WAIT_FOR ((assistant = GTK_WIDGET (ui_find_toplevel (HAMMER_TYPE_EVENT_ASSISTANT))) != NULL);
  ui_type_into (assistant, "name_row", "Club Championship");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (assistant, "game_row")),
                              ui_rules_index ("table"));
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (assistant, "format_row")), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_required (assistant, "boards_spin")), 2);
  UI_WAIT_FOR (gtk_widget_is_sensitive (ui_find_required (assistant, "create_button")));
  ui_click (ui_find_required (assistant, "create_button"));
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_EVENT_ASSISTANT) == NULL);

  /* The window shows the new event, on its entrants. */
  page = GTK_WIDGET (event_page (fixture));
  event_id = hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (page));
  g_assert_cmpint (event_id, >, 0);
  g_assert_cmpstr (visible_content (fixture), ==, "event");
  g_assert_cmpstr (hammer_event_page_get_view (HAMMER_EVENT_PAGE (page)), ==, "entrants");
  event = hammer_events_get_event_json (fixture->store, event_id, NULL);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (event), "format"), ==,
                   "single-elimination");

  /* Four new players typed into the entrants' search, each added on Enter. */
  entrants = ui_find_by_type (page, HAMMER_TYPE_ENTRANTS_VIEW);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkWidget *search = ui_find_required (entrants, "search_entry");

      ui_type_into (entrants, "search_entry", names[i]);
      g_signal_emit_by_name (search, "activate");
      ui_wait_writes (fixture->store);
    }
  g_clear_pointer (&event, json_node_unref);
  event = hammer_events_get_event_json (fixture->store, event_id, NULL);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (event), "entrants")), ==, 4);

  ui_click (ui_find_required (entrants, "draw_button"));
  ui_wait_writes (fixture->store);
  g_assert_cmpstr (hammer_event_page_get_view (HAMMER_EVENT_PAGE (page)), ==, "draw");

  /* A view reads the event when it is shown: the standings as the
   * director would see them before the first result. */
  standings = ui_find_by_type (page, HAMMER_TYPE_STANDINGS_VIEW);
  column_view = ui_find_required (standings, "column_view");
  hammer_event_page_show_view (HAMMER_EVENT_PAGE (page), "standings");
  UI_WAIT_FOR (ui_cell_is (column_view, 0, 0, NULL));
  top_before = ui_cell_text (column_view, 0, 0);
  hammer_event_page_show_view (HAMMER_EVENT_PAGE (page), "draw");
  ui_spin ();

  /* Every match through the score entry; the first with a refused end. */
  while ((match_id = first_ready_match (fixture, event_id)) != 0)
    {
      enter_result (fixture, match_id, played == 0);
      played++;
    }
  g_assert_cmpuint (played, ==, 3);

  /* The standings followed: the final's winner is first, alone. */
  hammer_event_page_show_view (HAMMER_EVENT_PAGE (page), "standings");
  UI_WAIT_FOR (ui_cell_is (column_view, 0, 0, "1"));
  top_after = ui_cell_text (column_view, 0, 0);
  g_assert_cmpstr (top_after, ==, "1");
  g_assert_cmpstr (top_after, !=, top_before);
  g_clear_pointer (&event, json_node_unref);
  event = hammer_events_get_event_json (fixture->store, event_id, NULL);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (event), "state"), ==,
                   "finished");

  /* Ctrl+Z takes the final's result back: the final is to play again and
   * nobody is first alone any more. */
  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.undo-last", NULL);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (first_ready_match (fixture, event_id) != 0 && !ui_cell_is (column_view, 0, 0, "1"));
  g_assert_cmpint (first_ready_match (fixture, event_id), !=, 0);
  top_undone = ui_cell_text (column_view, 0, 0);
  g_assert_cmpstr (top_undone, !=, "1");
  g_clear_pointer (&event, json_node_unref);
  event = hammer_events_get_event_json (fixture->store, event_id, NULL);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (event), "state"), ==,
                   "in_progress");
}

/* A result or an event written by another program (hammer-cli, a second
 * Hammer) on the same database shows up in the window by itself. */
static void
test_outside_change (Fixture       *fixture,
                     gconstpointer  data)
{
  g_autoptr(HammerStore) other = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;

  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 0);
  other = hammer_store_open (hammer_store_get_path (fixture->store), &error);
  g_assert_no_error (error);
  hammer_event_spec_init (&spec);
  spec.name = "Entered Elsewhere";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_ROUND_ROBIN;
  spec.date = "2098-01-10";
  g_assert_cmpint (hammer_events_create (other, &spec, &error), >, 0);
  g_assert_no_error (error);

  UI_WAIT_FOR (n_listed (fixture, "upcoming_list") == 1);
}

/* A list of classes the assistant refuses, hammer-cli event create refuses
 * with the same sentence. */
static void
test_classes_refused_alike (Fixture       *fixture,
                            gconstpointer  data)
{
  const char *bad = "A=100,B=110,C=0";
  g_auto(CliRun) run = { 0 };
  g_autofree char *expected = NULL;
  GtkWidget *assistant;
  const char *shown;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.new-event", NULL);
  UI_WAIT_FOR ((assistant = GTK_WIDGET (ui_find_toplevel (HAMMER_TYPE_EVENT_ASSISTANT))) != NULL);
  ui_type_into (assistant, "name_row", "Winter Series");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (assistant, "game_row")),
                              ui_rules_index ("sjoelbak"));
  /* The last format of the list is the sjoelbak series. */
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (assistant, "format_row")), 5);
  ui_type_into (assistant, "classes_row", bad);
  UI_WAIT_FOR (gtk_revealer_get_reveal_child (
                 GTK_REVEALER (ui_find_required (assistant, "error_revealer"))));
  g_assert_true (gtk_revealer_get_reveal_child (
                   GTK_REVEALER (ui_find_required (assistant, "error_revealer"))));
  g_assert_false (gtk_widget_get_sensitive (ui_find_required (assistant, "create_button")));
  shown = gtk_label_get_label (GTK_LABEL (ui_find_required (assistant, "error_label")));

  cli_run (&run, hammer_store_get_path (fixture->store), NULL, "event", "create",
           "--name", "Winter Series", "--rules", "sjoelbak", "--format", "series",
           "--classes", bad, NULL);
  g_assert_cmpint (run.status, ==, 2);
  expected = g_strdup_printf ("hammer-cli: %s\n", shown);
  g_assert_cmpstr (run.err, ==, expected);
  g_assert_nonnull (strstr (shown, "class B (110) is not below class A (100)"));
}

/* The inscription or label under @root that reads @text, or NULL. */
static gboolean
has_inscription (GtkWidget  *root,
                 const char *text)
{
  if (GTK_IS_INSCRIPTION (root) &&
      g_strcmp0 (gtk_inscription_get_text (GTK_INSCRIPTION (root)), text) == 0)
    return TRUE;
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_inscription (child, text))
      return TRUE;
  return FALSE;
}

/* The row of the series ranking that shows @name. */
static GtkWidget *
ranking_row (GtkWidget  *ranking,
             const char *name)
{
  for (GtkWidget *list = gtk_widget_get_first_child (ranking); list != NULL;
       list = gtk_widget_get_next_sibling (list))
    if (GTK_IS_LIST_VIEW (list))
      for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
           row = gtk_widget_get_next_sibling (row))
        if (gtk_widget_get_child_visible (row) && has_inscription (row, name))
          return row;
  return NULL;
}

/* A round of a sjoelbak series of 500 typed at the desk: Enter on a
 * player's row of the ranking opens the card, a total and Ctrl+Enter store
 * it, the row shows it, and the focus is on the next player's row, so that
 * Enter opens the next card. */
static void
test_series_next_player (Fixture       *fixture,
                         gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 500);
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *cards;
  GtkWidget *ranking;
  GtkWidget *focus;
  GtkWidget *row;
  GtkWindow *dialog;
  gint64 event_id;

  event_id = store_new_event (fixture->store, "Winter Series", "sjoelbak", HAMMER_FORMAT_SERIES,
                              0, "{\"games\": 5}", (const char * const *) names, 1);
  matches = hammer_events_get_matches_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  cards = json_node_get_array (matches);
  g_assert_cmpuint (json_array_get_length (cards), ==, 500);
  hammer_window_show_event_view (fixture->window, event_id, "draw");
  ranking = ui_find_required (GTK_WIDGET (fixture->window), "series_view");

  for (guint c = 0; c < 3; c++)
    {
      const char *name = json_array_get_string_element (
        json_object_get_array_member (json_array_get_object_element (cards, c), "names"), 0);
      const char *next = json_array_get_string_element (
        json_object_get_array_member (json_array_get_object_element (cards, c + 1), "names"), 0);

      UI_WAIT_FOR ((row = ranking_row (ranking, name)) != NULL);
      if (c == 0)
        g_assert_true (gtk_widget_grab_focus (row));
      g_assert_true (gtk_window_get_focus (GTK_WINDOW (fixture->window)) == row);
      /* Enter on the row (its key binding's signal) opens the player's card. */
      g_signal_emit_by_name (row, "activate-keybinding");
      UI_WAIT_FOR ((dialog = ui_find_toplevel (HAMMER_TYPE_SCORE_DIALOG)) != NULL);
      UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
      ui_wait_active (dialog);
      /* No third digit makes a total of 98: the cursor moves on. */
      ui_type_keys (dialog, "98");
      gtk_widget_activate_action (GTK_WIDGET (dialog), "score.save", NULL);
      UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

      /* The row shows the total, and the next card's player has the focus. */
      UI_WAIT_FOR ((row = ranking_row (ranking, name)) != NULL &&
                   has_inscription (row, "98  –  –  –  –"));
      UI_WAIT_FOR ((focus = gtk_window_get_focus (GTK_WINDOW (fixture->window))) != NULL &&
                   (row = ranking_row (ranking, next)) != NULL && focus == row);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/desk/events-in-sidebar", Fixture, NULL,
              fixture_set_up, test_events_in_sidebar, ui_fixture_tear_down);
  g_test_add ("/ui/desk/today-from-clock", Fixture, "2031-03-15",
              fixture_set_up_on_day, test_today_from_clock, ui_fixture_tear_down);
  g_test_add ("/ui/desk/delete-undo-redo", Fixture, NULL,
              fixture_set_up, test_delete_undo_redo, ui_fixture_tear_down);
  g_test_add ("/ui/desk/outside-change", Fixture, NULL,
              fixture_set_up, test_outside_change, ui_fixture_tear_down);
  g_test_add ("/ui/desk/whole-event", Fixture, NULL,
              fixture_set_up, test_whole_event, ui_fixture_tear_down);
  g_test_add ("/ui/desk/classes-refused-alike", Fixture, NULL,
              fixture_set_up, test_classes_refused_alike, ui_fixture_tear_down);
  g_test_add ("/ui/desk/series-next-player", Fixture, NULL,
              fixture_set_up, test_series_next_player, ui_fixture_tear_down);

  return g_test_run ();
}
