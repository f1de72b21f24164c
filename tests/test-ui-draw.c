/* test-ui-draw.c — the draw view and its bracket, driven under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <sqlite3.h>
#include <string.h>

#include "hammer-core.h"
#include "hammer-draw-view.h"
#include "ui-test-common.h"

typedef struct
{
  char *dir;
  HammerStore *store;
  GtkWindow *window;
  HammerDrawView *view;
  GArray *opened;      /* gint64: the matches "event.open-match" was asked to open */
  char *shown_view;    /* the last "event.show-view" */
} Fixture;

static void
open_match_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  Fixture *fixture = user_data;
  gint64 id = g_variant_get_int64 (parameter);

  g_array_append_val (fixture->opened, id);
}

static void
show_view_cb (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  Fixture *fixture = user_data;

  g_free (fixture->shown_view);
  fixture->shown_view = g_variant_dup_string (parameter, NULL);
}

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  static const GActionEntry actions[] = {
    { "open-match", open_match_cb, "x", NULL, NULL },
    { "show-view", show_view_cb, "s", NULL, NULL },
  };
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();

  fixture->store = tmp_store_open ("hammer-ui-draw-XXXXXX", &fixture->dir, NULL);
  fixture->opened = g_array_new (FALSE, FALSE, sizeof (gint64));

  /* The event page's actions, caught here. */
  fixture->window = GTK_WINDOW (gtk_window_new ());
  g_action_map_add_action_entries (G_ACTION_MAP (group), actions, G_N_ELEMENTS (actions),
                                   fixture);
  gtk_widget_insert_action_group (GTK_WIDGET (fixture->window), "event", G_ACTION_GROUP (group));
  fixture->view = HAMMER_DRAW_VIEW (hammer_draw_view_new (fixture->store, 0));
  gtk_window_set_child (fixture->window, GTK_WIDGET (fixture->view));
  ui_present (fixture->window, 1100, 720);
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_close_store (&fixture->store, &fixture->dir);
  g_clear_pointer (&fixture->opened, g_array_unref);
  g_clear_pointer (&fixture->shown_view, g_free);
}

/* Helpers on the store */

static gint64
create_event (Fixture      *fixture,
              HammerFormat  format,
              guint         n_entrants,
              gboolean      draw)
{
  g_auto(GStrv) names = numbered_names ("Player", n_entrants);

  return store_new_event (fixture->store, "Test Open", "table", format, 2, "{\"best_of\": 1}",
                          (const char * const *) names, draw ? 7 : -1);
}

static JsonArray *
get_matches (Fixture *fixture,
             gint64   event_id,
             JsonNode **node)
{
  g_autoptr(GError) error = NULL;

  *node = hammer_events_get_matches_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  return json_node_get_array (*node);
}

static JsonObject *
find_match (JsonArray  *matches,
            const char *bracket,
            guint       round,
            guint       position)
{
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *m = json_array_get_object_element (matches, i);

      if (g_strcmp0 (json_object_get_string_member (m, "bracket"), bracket) == 0 &&
          json_object_get_int_member (m, "round") == round &&
          json_object_get_int_member (m, "position") == position)
        return m;
    }
  g_error ("No match %s %u.%u", bracket, round, position);
  return NULL;
}

static gint64
side_of (JsonObject *match,
         guint       side)
{
  return json_array_get_int_element (json_object_get_array_member (match, "sides"), side);
}

/* Side @winner wins 15 to @loser_points in one game. */
static void
record (Fixture *fixture,
        gint64   event_id,
        gint64   match_id,
        guint    winner,
        int      loser_points)
{
  g_autofree char *text = NULL;

  text = winner == 0
    ? g_strdup_printf ("{\"games\": [{\"ends\": [{\"points\": [0, %d]}, {\"points\": [15, 0]}]}]}",
                       loser_points)
    : g_strdup_printf ("{\"games\": [{\"ends\": [{\"points\": [%d, 0]}, {\"points\": [0, 15]}]}]}",
                       loser_points);
  store_record (fixture->store, event_id, match_id, text);
}

static HammerBracketView *
show_event (Fixture *fixture,
            gint64   event_id)
{
  hammer_event_view_set_event_id (HAMMER_EVENT_VIEW (fixture->view), event_id);
  ui_spin ();
  return hammer_draw_view_get_bracket (fixture->view);
}

static guint
max_round (JsonArray  *matches,
           const char *bracket)
{
  guint rounds = 0;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *m = json_array_get_object_element (matches, i);

      if (g_strcmp0 (json_object_get_string_member (m, "bracket"), bracket) == 0)
        rounds = MAX (rounds, json_object_get_int_member (m, "round"));
    }
  return rounds;
}

/* Every match of a double elimination is laid out once, in the column of
 * its round; the losers' bracket below the winners'; the final after both
 * and its reset after it. */
static void
check_layout (Fixture *fixture,
              guint    n_entrants)
{
  g_autoptr(JsonNode) node = NULL;
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_DOUBLE_ELIMINATION, n_entrants, TRUE);
  HammerBracketView *bracket = show_event (fixture, event_id);
  JsonArray *matches = get_matches (fixture, event_id, &node);
  guint winners_rounds = max_round (matches, "winners");
  guint losers_rounds = max_round (matches, "losers");
  g_autoptr(GArray) rects = g_array_new (FALSE, FALSE, sizeof (graphene_rect_t));
  double winners_bottom = 0, losers_top = G_MAXDOUBLE;

  g_assert_cmpuint (hammer_bracket_view_get_n_matches (bracket), ==,
                    json_array_get_length (matches));
  g_assert_cmpuint (winners_rounds, ==, g_bit_storage (n_entrants - 1));
  g_assert_cmpuint (losers_rounds, ==, 2 * (winners_rounds - 1));

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *m = json_array_get_object_element (matches, i);
      gint64 id = json_object_get_int_member (m, "id");
      const char *kind = json_object_get_string_member (m, "bracket");
      guint round = json_object_get_int_member (m, "round");
      int column = hammer_bracket_view_get_match_column (bracket, id);
      graphene_rect_t rect;

      g_assert_true (hammer_bracket_view_get_match_rect (bracket, id, &rect));
      /* No two boxes share a place. */
      for (guint j = 0; j < rects->len; j++)
        g_assert_false (graphene_rect_intersection (&rect, &g_array_index (rects, graphene_rect_t,
                                                                           j), NULL));
      g_array_append_val (rects, rect);

      if (g_str_equal (kind, "winners"))
        {
          g_assert_cmpint (column, ==, round - 1);
          winners_bottom = MAX (winners_bottom, rect.origin.y + rect.size.height);
        }
      else if (g_str_equal (kind, "losers"))
        {
          g_assert_cmpint (column, ==, round - 1);
          losers_top = MIN (losers_top, rect.origin.y);
        }
      else if (g_str_equal (kind, "final"))
        g_assert_cmpint (column, ==, MAX (winners_rounds, losers_rounds));
      else if (g_str_equal (kind, "final-reset"))
        g_assert_cmpint (column, ==, MAX (winners_rounds, losers_rounds) + 1);
      else
        g_assert_not_reached ();
    }
  g_assert_cmpfloat (losers_top, >, winners_bottom);
  /* The view is as big as the bracket, for the scrolled window. */
  for (guint j = 0; j < rects->len; j++)
    {
      graphene_rect_t *rect = &g_array_index (rects, graphene_rect_t, j);

      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (bracket)), >=,
                       (int) (rect->origin.x + rect->size.width));
      g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (bracket)), >=,
                       (int) (rect->origin.y + rect->size.height));
    }
}

static void
test_layout_8 (Fixture       *fixture,
               gconstpointer  data)
{
  check_layout (fixture, 8);
}

static void
test_layout_32 (Fixture       *fixture,
                gconstpointer  data)
{
  check_layout (fixture, 32);
}

/* Arrows move across rounds and within a round; Enter opens the match. */
static void
test_keyboard (Fixture       *fixture,
               gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_DOUBLE_ELIMINATION, 8, TRUE);
  HammerBracketView *bracket = show_event (fixture, event_id);
  JsonArray *matches = get_matches (fixture, event_id, &node);
  gint64 w1_0 = json_object_get_int_member (find_match (matches, "winners", 1, 0), "id");
  gint64 w1_1 = json_object_get_int_member (find_match (matches, "winners", 1, 1), "id");
  gint64 w1_3 = json_object_get_int_member (find_match (matches, "winners", 1, 3), "id");
  gint64 w2_0 = json_object_get_int_member (find_match (matches, "winners", 2, 0), "id");
  gint64 w3_0 = json_object_get_int_member (find_match (matches, "winners", 3, 0), "id");
  gint64 l1_0 = json_object_get_int_member (find_match (matches, "losers", 1, 0), "id");
  gint64 final = json_object_get_int_member (find_match (matches, "final", 4, 0), "id");
  gint64 selected;

  gtk_widget_grab_focus (GTK_WIDGET (bracket));
  UI_WAIT_FOR (gtk_widget_is_focus (GTK_WIDGET (bracket)));
  g_assert_true (gtk_widget_is_focus (GTK_WIDGET (bracket)));
  hammer_bracket_view_select_match (bracket, w1_0);

  /* Up at the top of a round stays there. */
  g_assert_true (ui_emit_key (GTK_WIDGET (bracket), GDK_KEY_Up, GTK_PHASE_NONE));
  g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==, w1_0);
  g_assert_true (ui_emit_key (GTK_WIDGET (bracket), GDK_KEY_Down, GTK_PHASE_NONE));
  g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==, w1_1);
  g_assert_true (ui_emit_key (GTK_WIDGET (bracket), GDK_KEY_Right, GTK_PHASE_NONE));
  g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==, w2_0);
  g_assert_true (ui_emit_key (GTK_WIDGET (bracket), GDK_KEY_Right, GTK_PHASE_NONE));
  g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==, w3_0);
  /* The losers' bracket has a fourth round before the final's column. */
  g_assert_true (ui_emit_key (GTK_WIDGET (bracket), GDK_KEY_Right, GTK_PHASE_NONE));
  selected = hammer_bracket_view_get_selected_match (bracket);
  g_assert_cmpint (hammer_bracket_view_get_match_column (bracket, selected), ==, 3);
  g_assert_true (ui_emit_key (GTK_WIDGET (bracket), GDK_KEY_Right, GTK_PHASE_NONE));
  g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==, final);

  /* Down a column runs from the winners' matches into the losers'. */
  hammer_bracket_view_select_match (bracket, w1_3);
  g_assert_true (ui_emit_key (GTK_WIDGET (bracket), GDK_KEY_Down, GTK_PHASE_NONE));
  g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==, l1_0);

  g_assert_cmpuint (fixture->opened->len, ==, 0);
  hammer_bracket_view_select_match (bracket, w2_0);
  g_assert_true (ui_emit_key (GTK_WIDGET (bracket), GDK_KEY_Return, GTK_PHASE_NONE));
  g_assert_cmpuint (fixture->opened->len, ==, 1);
  g_assert_cmpint (g_array_index (fixture->opened, gint64, 0), ==, w2_0);
}

static void
press (HammerBracketView *bracket,
       int                n_press,
       double             x,
       double             y)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (GTK_WIDGET (bracket));

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_GESTURE_CLICK (controller))
        g_signal_emit_by_name (controller, "pressed", n_press, x, y);
    }
  ui_spin ();
}

/* A click on a name selects its match and follows the entrant; a double
 * click opens the match. */
static void
test_click (Fixture       *fixture,
            gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_DOUBLE_ELIMINATION, 8, TRUE);
  HammerBracketView *bracket = show_event (fixture, event_id);
  JsonArray *matches = get_matches (fixture, event_id, &node);
  JsonObject *w1_2 = find_match (matches, "winners", 1, 2);
  gint64 id = json_object_get_int_member (w1_2, "id");
  graphene_rect_t rect;

  g_assert_true (hammer_bracket_view_get_match_rect (bracket, id, &rect));
  /* The lower half of the box is the second side. */
  press (bracket, 1, rect.origin.x + 40, rect.origin.y + rect.size.height * 0.75);
  g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==, id);
  g_assert_cmpint (hammer_bracket_view_get_highlighted_entrant (bracket), ==, side_of (w1_2, 1));
  g_assert_cmpuint (fixture->opened->len, ==, 0);

  press (bracket, 2, rect.origin.x + 40, rect.origin.y + rect.size.height * 0.25);
  g_assert_cmpuint (fixture->opened->len, ==, 1);
  g_assert_cmpint (g_array_index (fixture->opened, gint64, 0), ==, id);

  /* Empty space selects nothing new. */
  press (bracket, 1, rect.origin.x + rect.size.width + 20, rect.origin.y);
  g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==, id);
}

static gboolean
path_is (HammerBracketView *bracket,
         const gint64      *expected,
         guint              n_expected)
{
  g_autoptr(GArray) path = hammer_bracket_view_get_highlighted_matches (bracket);

  if (path->len != n_expected)
    return FALSE;
  for (guint i = 0; i < n_expected; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < path->len; j++)
        found |= g_array_index (path, gint64, j) == expected[i];
      if (!found)
        return FALSE;
    }
  return TRUE;
}

/* The path of an entrant: the matches they played, and where their wins
 * lead while they are in; the loser's path goes through the losers'
 * bracket. */
static void
test_path (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) after = NULL;
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_DOUBLE_ELIMINATION, 8, TRUE);
  HammerBracketView *bracket;
  JsonArray *matches = get_matches (fixture, event_id, &node);
  JsonObject *w1_0 = find_match (matches, "winners", 1, 0);
  JsonObject *w1_1 = find_match (matches, "winners", 1, 1);
  gint64 top = side_of (w1_0, 0), beaten = side_of (w1_0, 1);

  record (fixture, event_id, json_object_get_int_member (w1_0, "id"), 0, 7);
  record (fixture, event_id, json_object_get_int_member (w1_1, "id"), 1, 9);
  bracket = show_event (fixture, event_id);
  matches = get_matches (fixture, event_id, &after);

  hammer_bracket_view_set_highlighted_entrant (bracket, top);
  {
    gint64 expected[] = {
      json_object_get_int_member (find_match (matches, "winners", 1, 0), "id"),
      json_object_get_int_member (find_match (matches, "winners", 2, 0), "id"),
      json_object_get_int_member (find_match (matches, "winners", 3, 0), "id"),
      json_object_get_int_member (find_match (matches, "final", 4, 0), "id"),
    };
    g_assert_true (path_is (bracket, expected, G_N_ELEMENTS (expected)));
  }

  /* Beaten in the first round: on through the losers' bracket. */
  hammer_bracket_view_set_highlighted_entrant (bracket, beaten);
  {
    gint64 expected[] = {
      json_object_get_int_member (find_match (matches, "winners", 1, 0), "id"),
      json_object_get_int_member (find_match (matches, "losers", 1, 0), "id"),
      json_object_get_int_member (find_match (matches, "losers", 2, 0), "id"),
      json_object_get_int_member (find_match (matches, "losers", 3, 0), "id"),
      json_object_get_int_member (find_match (matches, "losers", 4, 0), "id"),
      json_object_get_int_member (find_match (matches, "final", 4, 0), "id"),
    };
    g_assert_true (path_is (bracket, expected, G_N_ELEMENTS (expected)));
  }

  hammer_bracket_view_set_highlighted_entrant (bracket, 0);
  g_assert_true (path_is (bracket, NULL, 0));

  /* Chosen from the list above the bracket, the entrant is followed and
   * the match they play next is selected. */
  {
    GtkDropDown *follow = GTK_DROP_DOWN (ui_find_by_id (GTK_WIDGET (fixture->view),
                                                     "follow_dropdown"));
    GListModel *names = gtk_drop_down_get_model (follow);
    const char *name = json_array_get_string_element (
      json_object_get_array_member (find_match (matches, "winners", 1, 0), "names"), 1);

    for (guint i = 0; i < g_list_model_get_n_items (names); i++)
      {
        g_autoptr(GtkStringObject) item = g_list_model_get_item (names, i);

        if (g_str_equal (gtk_string_object_get_string (item), name))
          gtk_drop_down_set_selected (follow, i);
      }
    UI_WAIT_FOR (hammer_bracket_view_get_highlighted_entrant (bracket) == beaten);
    g_assert_cmpint (hammer_bracket_view_get_highlighted_entrant (bracket), ==, beaten);
    g_assert_cmpint (hammer_bracket_view_get_selected_match (bracket), ==,
                     json_object_get_int_member (find_match (matches, "losers", 1, 0), "id"));
  }
}

/* A single elimination of 5 has byes, shown as byes with their winner. */
static void
test_byes (Fixture       *fixture,
           gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_SINGLE_ELIMINATION, 5, TRUE);
  HammerBracketView *bracket = show_event (fixture, event_id);
  JsonArray *matches = get_matches (fixture, event_id, &node);
  guint n_byes = 0;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *m = json_array_get_object_element (matches, i);
      gint64 id = json_object_get_int_member (m, "id");
      g_autofree char *text = hammer_bracket_view_dup_match_text (bracket, id);

      g_assert_nonnull (text);
      if (json_object_get_boolean_member_with_default (m, "bye", FALSE))
        {
          const char *name = json_array_get_string_element (json_object_get_array_member (m,
                                                                                          "names"),
                                                            0);
          n_byes++;
          g_assert_nonnull (strstr (text, "Bye"));
          g_assert_nonnull (strstr (text, name));
          g_assert_null (strstr (text, "To be decided"));
          /* A bye is never played and has no number. */
          g_assert_false (g_str_has_prefix (text, "Match"));
        }
      else
        {
          g_autofree char *label = g_strdup_printf ("Match %" G_GINT64_FORMAT ": ",
                                                    json_object_get_int_member (m, "number"));

          g_assert_null (strstr (text, "Bye"));
          g_assert_true (g_str_has_prefix (text, label));
        }
    }
  g_assert_cmpuint (n_byes, ==, 3);
}

/* A double elimination of six: the losers' matches that take the losers of
 * the byes have no number either, and the match after one names where its
 * side really comes from, not the bye's missing number. */
static void
test_byes_double (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_DOUBLE_ELIMINATION, 6, TRUE);
  HammerBracketView *bracket = show_event (fixture, event_id);
  JsonArray *matches = get_matches (fixture, event_id, &node);
  guint n_unnumbered = 0;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *m = json_array_get_object_element (matches, i);
      g_autofree char *text = hammer_bracket_view_dup_match_text (bracket,
                                                                  json_object_get_int_member (m,
                                                                                              "id"));

      g_assert_nonnull (text);
      g_assert_null (strstr (text, " of 0"));
      if (JSON_NODE_HOLDS_NULL (json_object_get_member (m, "number")))
        {
          n_unnumbered++;
          g_assert_false (g_str_has_prefix (text, "Match"));
        }
    }
  g_assert_cmpuint (n_unnumbered, ==, 4);
}

/* A recorded result shows in both cells of the cross-table, each from its
 * row's side; an open cell opens its match. */
static void
test_cross_table (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_ROUND_ROBIN, 4, TRUE);
  JsonArray *matches = get_matches (fixture, event_id, &node);
  JsonObject *first = json_array_get_object_element (matches, 0);
  JsonObject *second = json_array_get_object_element (matches, 1);
  gint64 a = side_of (first, 0), b = side_of (first, 1);
  GtkWidget *cell;
  GtkStack *content;
  g_autofree char *tooltip = NULL;

  record (fixture, event_id, json_object_get_int_member (first, "id"), 1, 11);
  show_event (fixture, event_id);
  content = GTK_STACK (ui_find_by_id (GTK_WIDGET (fixture->view), "content_stack"));
  g_assert_cmpstr (gtk_stack_get_visible_child_name (content), ==, "tables");

  cell = hammer_draw_view_get_cross_cell (fixture->view, a, b, 0);
  g_assert_nonnull (cell);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cell)), ==, "11–15");
  g_assert_true (gtk_widget_has_css_class (cell, "loss"));
  cell = hammer_draw_view_get_cross_cell (fixture->view, b, a, 0);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cell)), ==, "15–11");
  g_assert_true (gtk_widget_has_css_class (cell, "win"));
  tooltip = gtk_widget_get_tooltip_text (cell) ? g_strdup (gtk_widget_get_tooltip_text (cell))
                                               : NULL;
  g_assert_nonnull (strstr (tooltip, "against"));
  g_assert_nonnull (strstr (tooltip, "15–11"));
  /* Nobody plays themselves. */
  g_assert_null (hammer_draw_view_get_cross_cell (fixture->view, a, a, 0));

  /* An unplayed cell is empty and opens its match. */
  cell = hammer_draw_view_get_cross_cell (fixture->view, side_of (second, 0), side_of (second, 1),
                                          0);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (cell)), ==, "");
  g_signal_emit_by_name (cell, "clicked");
  UI_WAIT_FOR (fixture->opened->len == 1);
  g_assert_cmpuint (fixture->opened->len, ==, 1);
  g_assert_cmpint (g_array_index (fixture->opened, gint64, 0), ==,
                   json_object_get_int_member (second, "id"));
}

/* Before the draw the view says so and leads to the entrants; after the
 * draw it shows the bracket; a redraw asks first and draws anew. */
static void
test_empty_and_redraw (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) redrawn = NULL;
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_SINGLE_ELIMINATION, 6, FALSE);
  GtkStack *stack = GTK_STACK (ui_find_by_id (GTK_WIDGET (fixture->view), "stack"));
  AdwMessageDialog *dialog;
  HammerBracketView *bracket;
  JsonObject *event;

  show_event (fixture, event_id);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "empty");
  g_signal_emit_by_name (ui_find_by_id (GTK_WIDGET (fixture->view), "entrants_button"), "clicked");
  UI_WAIT_FOR (g_strcmp0 (fixture->shown_view, "entrants") == 0);
  g_assert_cmpstr (fixture->shown_view, ==, "entrants");

  /* The view follows the store. */
  hammer_events_draw (fixture->store, event_id, TRUE, 1, &error);
  g_assert_no_error (error);
  UI_WAIT_FOR (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "draw") == 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "draw");
  bracket = hammer_draw_view_get_bracket (fixture->view);
  g_assert_cmpuint (hammer_bracket_view_get_n_matches (bracket), ==, 7);
  before = hammer_events_get_event_json (fixture->store, event_id, &error);
  g_assert_no_error (error);

  gtk_widget_activate_action (GTK_WIDGET (fixture->view), "draw.redraw", NULL);
  UI_WAIT_FOR ((dialog = ADW_MESSAGE_DIALOG (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG))) != NULL);
  adw_message_dialog_response (dialog, "redraw");
  ui_wait_writes (fixture->store);
  redrawn = hammer_events_get_event_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  event = json_node_get_object (redrawn);
  g_assert_true (json_object_get_boolean_member (event, "drawn"));
  g_assert_cmpint (json_object_get_int_member (event, "draw_seed"), !=,
                   json_object_get_int_member (json_node_get_object (before), "draw_seed"));

  /* After the first result, no more redraws. */
  {
    g_autoptr(JsonNode) node = NULL;
    JsonArray *matches = get_matches (fixture, event_id, &node);

    for (guint i = 0; i < json_array_get_length (matches); i++)
      {
        JsonObject *m = json_array_get_object_element (matches, i);

        if (g_strcmp0 (json_object_get_string_member (m, "state"), "ready") == 0)
          {
            record (fixture, event_id, json_object_get_int_member (m, "id"), 0, 3);
            break;
          }
      }
  }
  UI_WAIT_FOR (!gtk_widget_get_visible (ui_find_by_id (GTK_WIDGET (fixture->view),
                                                    "redraw_button")));
  g_assert_false (gtk_widget_get_visible (ui_find_by_id (GTK_WIDGET (fixture->view),
                                                      "redraw_button")));
}

/* Whether a mapped label under @root reads @text. */
static gboolean
shows_text (GtkWidget  *root,
            const char *text)
{
  if (!gtk_widget_get_mapped (root))
    return FALSE;
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

/* An event whose stored settings another program damaged cannot be read:
 * the view says so with the store's own words, not an empty "Not Drawn
 * Yet". */
static void
test_read_fails (Fixture       *fixture,
                 gconstpointer  data)
{
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_ROUND_ROBIN, 4, TRUE);
  GtkStack *stack = GTK_STACK (ui_find_by_id (GTK_WIDGET (fixture->view), "stack"));
  AdwStatusPage *page;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) probe = NULL;
  g_autofree char *sql = NULL;
  sqlite3 *raw;

  g_assert_cmpint (sqlite3_open (hammer_store_get_path (fixture->store), &raw), ==, SQLITE_OK);
  sql = g_strdup_printf ("UPDATE events SET options = 'not json' WHERE id = %" G_GINT64_FORMAT,
                         event_id);
  g_assert_cmpint (sqlite3_exec (raw, sql, NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);
  /* The message the read fails with is the one the user is shown. */
  probe = hammer_events_get_event (fixture->store, event_id, &error);
  g_assert_null (probe);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT);

  show_event (fixture, event_id);
  UI_WAIT_FOR (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "failed") == 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "failed");
  page = ADW_STATUS_PAGE (ui_find_by_id (GTK_WIDGET (fixture->view), "failed_page"));
  g_assert_cmpstr (adw_status_page_get_description (page), ==, error->message);
  UI_WAIT_FOR (shows_text (GTK_WIDGET (fixture->view), error->message));
  g_assert_true (shows_text (GTK_WIDGET (fixture->view), error->message));
  g_assert_true (shows_text (GTK_WIDGET (fixture->view), "Could Not Read the Event"));
  g_assert_false (gtk_widget_is_sensitive (ui_find_by_id (GTK_WIDGET (fixture->view),
                                                          "redraw_button")));
}

/* Swiss: the chosen round's matches; activating one opens it. */
static void
test_swiss_round (Fixture       *fixture,
                  gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  gint64 event_id = create_event (fixture, HAMMER_FORMAT_SWISS, 6, TRUE);
  JsonArray *matches = get_matches (fixture, event_id, &node);
  GtkColumnView *view;
  GListModel *model;

  show_event (fixture, event_id);
  view = GTK_COLUMN_VIEW (ui_find_by_id (GTK_WIDGET (fixture->view), "rounds_view"));
  model = G_LIST_MODEL (gtk_column_view_get_model (view));
  g_assert_cmpuint (g_list_model_get_n_items (model), ==, json_array_get_length (matches));
  g_signal_emit_by_name (view, "activate", 1);
  g_assert_cmpuint (fixture->opened->len, ==, 1);
  g_assert_cmpint (g_array_index (fixture->opened, gint64, 0), ==,
                   json_object_get_int_member (json_array_get_object_element (matches, 1), "id"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/draw/layout-8", Fixture, NULL, fixture_set_up, test_layout_8,
              fixture_tear_down);
  g_test_add ("/ui/draw/layout-32", Fixture, NULL, fixture_set_up, test_layout_32,
              fixture_tear_down);
  g_test_add ("/ui/draw/keyboard", Fixture, NULL, fixture_set_up, test_keyboard,
              fixture_tear_down);
  g_test_add ("/ui/draw/click", Fixture, NULL, fixture_set_up, test_click, fixture_tear_down);
  g_test_add ("/ui/draw/path", Fixture, NULL, fixture_set_up, test_path, fixture_tear_down);
  g_test_add ("/ui/draw/byes", Fixture, NULL, fixture_set_up, test_byes, fixture_tear_down);
  g_test_add ("/ui/draw/byes-double", Fixture, NULL, fixture_set_up, test_byes_double,
              fixture_tear_down);
  g_test_add ("/ui/draw/cross-table", Fixture, NULL, fixture_set_up, test_cross_table,
              fixture_tear_down);
  g_test_add ("/ui/draw/empty-and-redraw", Fixture, NULL, fixture_set_up, test_empty_and_redraw,
              fixture_tear_down);
  g_test_add ("/ui/draw/read-fails", Fixture, NULL, fixture_set_up, test_read_fails,
              fixture_tear_down);
  g_test_add ("/ui/draw/swiss-round", Fixture, NULL, fixture_set_up, test_swiss_round,
              fixture_tear_down);

  return g_test_run ();
}
