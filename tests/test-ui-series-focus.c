/* test-ui-series-focus.c — the focus of the series ranking while a round's
 * cards are typed in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-score-dialog.h"
#include "hammer-window.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  fixture->store = tmp_store_open ("hammer-series-focus-XXXXXX", &fixture->dir, NULL);
  fixture->window = ui_open_window (fixture->store, 1280, 800);
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
        if (gtk_widget_get_child_visible (row) && ui_has_label (row, name))
          return row;
  return NULL;
}

/* The name of the player whose row has the focus, or NULL. */
static const char *
focused_player (Fixture    *fixture,
                GtkWidget  *ranking,
                const char *const *names)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (fixture->window));

  for (guint i = 0; focus != NULL && names[i] != NULL; i++)
    if (ranking_row (ranking, names[i]) == focus)
      return names[i];
  return NULL;
}

/* Round 2 of a series typed from a pile of cards, from the ranking: the
 * player whose card is saved jumps up, and the focus goes to the next
 * player below who has no game 2 yet — not to whoever came to the row
 * the saved player left, nor to the next card in the order of the draw.
 * Once every card has its game 2, the focus stays with the saved player. */
static void
test_round_two (Fixture       *fixture,
                gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cees", "Dirk", "Eva", NULL };
  /* Round 1 by card: the ranking is Bert, Dirk, Cees, Eva, Anna. */
  const int first[] = { 60, 120, 80, 100, 70 };
  /* Round 2, typed from the second place down: each total moves on by
   * itself. Dirk jumps to the top with 140. */
  const char *typed[] = { "Dirk", "140", "Cees", "30", "Eva", "50", "Anna", "98", "Bert", "20" };
  const char *expected[] = { "Cees", "Eva", "Anna", "Bert", "Bert" };
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *ranking;
  GtkWidget *row;
  GtkWindow *dialog;
  JsonArray *cards;
  gint64 event_id;

  event_id = store_new_event (fixture->store, "Winter Series", "sjoelbak", HAMMER_FORMAT_SERIES,
                              0, "{\"games\": 5}", names, 1);
  matches = hammer_events_get_matches_json (fixture->store, event_id, &error);
  g_assert_no_error (error);
  cards = json_node_get_array (matches);
  g_assert_cmpuint (json_array_get_length (cards), ==, 5);
  for (guint c = 0; c < 5; c++)
    {
      JsonObject *card = json_array_get_object_element (cards, c);
      const char *name = json_array_get_string_element (
        json_object_get_array_member (card, "names"), 0);
      g_autofree char *result = NULL;
      guint i = 0;

      while (g_strcmp0 (names[i], name) != 0)
        i++;
      result = g_strdup_printf ("{\"games\": [{\"ends\": [{\"points\": [%d]}]}]}", first[i]);
      store_record (fixture->store, event_id, json_object_get_int_member (card, "id"), result);
    }

  hammer_window_show_event_view (fixture->window, event_id, "draw");
  ranking = ui_find_required (GTK_WIDGET (fixture->window), "series_view");
  UI_WAIT_FOR ((row = ranking_row (ranking, "Dirk")) != NULL);
  g_assert_true (gtk_widget_grab_focus (row));

  for (guint step = 0; step < G_N_ELEMENTS (expected); step++)
    {
      const char *player = typed[2 * step];

      g_assert_cmpstr (focused_player (fixture, ranking, names), ==, player);
      /* Enter on the row (its key binding's signal) opens the card. */
      g_signal_emit_by_name (gtk_window_get_focus (GTK_WINDOW (fixture->window)),
                             "activate-keybinding");
      UI_WAIT_FOR ((dialog = ui_find_toplevel (HAMMER_TYPE_SCORE_DIALOG)) != NULL);
      UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
      ui_wait_active (dialog);
      ui_type_keys (dialog, typed[2 * step + 1]);
      gtk_widget_activate_action (GTK_WIDGET (dialog), "score.save", NULL);
      UI_WAIT_FOR (!ui_any_toplevel (HAMMER_TYPE_SCORE_DIALOG));

      UI_WAIT_FOR (g_strcmp0 (focused_player (fixture, ranking, names), expected[step]) == 0);
      if (step + 1 < G_N_ELEMENTS (expected))
        g_assert_cmpstr (typed[2 * step + 2], ==, expected[step]);
    }
  /* Enter then opens the card of the player in focus. */
  g_signal_emit_by_name (gtk_window_get_focus (GTK_WINDOW (fixture->window)),
                         "activate-keybinding");
  UI_WAIT_FOR ((dialog = ui_find_toplevel (HAMMER_TYPE_SCORE_DIALOG)) != NULL);
  g_assert_cmpstr (gtk_window_get_title (dialog), ==, "Bert");
  gtk_window_close (dialog);
  ui_wait_until_gone (HAMMER_TYPE_SCORE_DIALOG);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/series-focus/round-two", Fixture, NULL,
              fixture_set_up, test_round_two, ui_fixture_tear_down);

  return g_test_run ();
}
