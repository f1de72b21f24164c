/* test-ui-rating-choices.c — what the app offers of ratings and rankings
 * beside the command line, under Xvfb: a blind draw whose pools go by the
 * players' ratings, and a new ranking's own points table for a
 * consolation bracket
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-entrants-view.h"
#include "hammer-ranking-dialog.h"
#include "hammer-window.h"
#include "ranking/hammer-rankings.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

/* Records a one-game win of @winner over the other side of the first
 * ready match of @event_id. */
static void
win_first_ready (HammerStore *store,
                 gint64       event_id,
                 const char  *winner)
{
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (store, event_id, NULL);
  JsonArray *array = json_node_get_array (matches);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);
      JsonArray *names = json_object_get_array_member (match, "names");

      if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0)
        continue;
      store_record (store, event_id, json_object_get_int_member (match, "id"),
                    g_str_equal (json_array_get_string_element (names, 0), winner)
                      ? "{\"games\": [{\"ends\": [{\"points\": [15, 0]}]}]}"
                      : "{\"games\": [{\"ends\": [{\"points\": [0, 15]}]}]}");
      return;
    }
  g_assert_not_reached ();
}

/* The entrant ids of player @a and @b in one team of @event_id. */
static gboolean
teamed (HammerStore *store,
        gint64       event_id,
        const char  *a,
        const char  *b)
{
  g_autoptr(JsonNode) event = hammer_events_get_event_json (store, event_id, NULL);
  JsonArray *entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  g_autofree char *one = g_strdup_printf ("%s / %s", a, b);
  g_autofree char *other = g_strdup_printf ("%s / %s", b, a);

  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      const char *name = json_object_get_string_member (json_array_get_object_element (entrants,
                                                                                       i),
                                                        "name");

      if (g_str_equal (name, one) || g_str_equal (name, other))
        return TRUE;
    }
  return FALSE;
}

static guint
n_entrants (HammerStore *store,
            gint64       event_id)
{
  g_autoptr(JsonNode) event = hammer_events_get_event_json (store, event_id, NULL);

  return json_array_get_length (json_object_get_array_member (json_node_get_object (event),
                                                              "entrants"));
}

/* Anna beat Dora and Cor beat Bert in singles, so the top half by rating
 * is Anna and Cor, while by seed (the order entered) it is Anna and Bert.
 * The blind draw by ratings never pairs Anna with Cor, nor Bert with Dora,
 * draw after draw; by seed one in two draws would. */
static void
test_blind_draw_by_rating (Fixture       *fixture,
                           gconstpointer  data)
{
  const char *singles[] = { "Anna", "Bert", "Cor", "Dora", NULL };
  gint64 earlier = store_new_event (fixture->store, "Singles", "table",
                                    HAMMER_FORMAT_SINGLE_ELIMINATION, 1, "{\"best_of\": 1}",
                                    singles, 1);
  gint64 event_id;
  GtkWidget *holder = adw_window_new ();
  GtkWidget *view;
  g_autoptr(GError) error = NULL;

  /* Seeds 1–4 meet 1 v 4 and 2 v 3: Anna v Dora, Bert v Cor. */
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(JsonNode) matches = hammer_events_get_matches_json (fixture->store, earlier, NULL);
      JsonObject *match = json_array_get_object_element (json_node_get_array (matches), i);
      JsonArray *names = json_object_get_array_member (match, "names");
      gboolean anna = g_str_equal (json_array_get_string_element (names, 0), "Anna") ||
                      g_str_equal (json_array_get_string_element (names, 1), "Anna");

      win_first_ready (fixture->store, earlier, anna ? "Anna" : "Cor");
    }
  event_id = store_new_event (fixture->store, "Koppels", "table", HAMMER_FORMAT_ROUND_ROBIN, 1,
                              "{\"team_size\": 2}", singles, -1);
  view = hammer_entrants_view_new (fixture->store, event_id);
  adw_window_set_content (ADW_WINDOW (holder), view);
  gtk_window_set_default_size (GTK_WINDOW (holder), 1000, 700);
  gtk_window_present (GTK_WINDOW (holder));
  UI_WAIT_FOR (gtk_widget_get_mapped (view));

  for (guint round = 0; round < 6; round++)
    {
      GtkWindow *dialog;
      GtkWidget *kind;
      GtkStringList *kinds;

      ui_click (ui_find_required (view, "blind_draw_button"));
      UI_WAIT_FOR ((dialog = ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)) != NULL);
      kind = adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog));
      kinds = GTK_STRING_LIST (gtk_drop_down_get_model (GTK_DROP_DOWN (kind)));
      g_assert_cmpstr (gtk_string_list_get_string (kinds, 3), ==,
                       "One from the top half of the ratings, one from the bottom (A/B)");
      gtk_drop_down_set_selected (GTK_DROP_DOWN (kind), 3);
      if (round == 0)
        {
          ui_wait_frames (GTK_WIDGET (dialog), 2);
          ui_save_shot (GTK_WIDGET (dialog), "blind-draw-by-rating.png");
        }
      adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "pair");
      ui_wait_writes (fixture->store);
      UI_WAIT_FOR (n_entrants (fixture->store, event_id) == 2);
      g_assert_false (teamed (fixture->store, event_id, "Anna", "Cor"));
      g_assert_false (teamed (fixture->store, event_id, "Bert", "Dora"));

      g_assert_true (hammer_store_undo (fixture->store,
                                        hammer_store_get_last_change (fixture->store), &error));
      g_assert_no_error (error);
      UI_WAIT_FOR (n_entrants (fixture->store, event_id) == 4 &&
                   gtk_widget_get_visible (ui_find_required (view, "blind_draw_button")) &&
                   gtk_widget_is_sensitive (ui_find_required (view, "blind_draw_button")));
    }
}

/* The New Ranking dialog takes a consolation bracket's own table, names
 * what is wrong in it, and the ranking made keeps it. */
static void
test_ranking_consolation (Fixture       *fixture,
                          gconstpointer  data)
{
  GtkWindow *dialog;
  GtkWidget *error_label, *row;
  g_autoptr(GPtrArray) rankings = NULL;
  g_autoptr(HammerRanking) ranking = NULL;

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.new-ranking", NULL);
  UI_WAIT_FOR ((dialog = ui_find_toplevel (HAMMER_TYPE_RANKING_DIALOG)) != NULL);
  error_label = ui_find_required (GTK_WIDGET (dialog), "error_label");
  row = ui_find_required (GTK_WIDGET (dialog), "consolation_row");
  g_assert_true (gtk_widget_get_visible (row));

  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), "name_row")),
                         "FSA points");
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), "points_row")),
                         "1=1,2=1,3=1,4=1");
  gtk_editable_set_text (GTK_EDITABLE (row), "1=0.5,second=0.5");
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (error_label)),
                                   "Consolation points by place: "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)), "second"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "ranking.create", NULL);
  ui_wait_writes (fixture->store);
  rankings = hammer_rankings_list (fixture->store, NULL);
  g_assert_cmpuint (rankings->len, ==, 0);
  g_clear_pointer (&rankings, g_ptr_array_unref);

  gtk_editable_set_text (GTK_EDITABLE (row), "1=0.5,2=0.5,3=0.5");
  g_assert_false (gtk_widget_get_visible (error_label));
  if (g_getenv ("HAMMER_UI_SHOTS") != NULL)
    ui_wait_ms (600);
  ui_save_shot (GTK_WIDGET (dialog), "ranking-dialog-consolation.png");
  gtk_widget_activate_action (GTK_WIDGET (dialog), "ranking.create", NULL);
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_RANKING_DIALOG) == NULL);
  rankings = hammer_rankings_list (fixture->store, NULL);
  g_assert_cmpuint (rankings->len, ==, 1);
  ranking = hammer_rankings_get (fixture->store,
                                 ((HammerRankingSummary *) g_ptr_array_index (rankings, 0))->id,
                                 NULL);
  g_assert_nonnull (ranking);
  g_assert_cmpuint (ranking->consolation_points->len, ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui-rating-choices/blind-draw-by-rating", Fixture, NULL, ui_fixture_set_up,
              test_blind_draw_by_rating, ui_fixture_tear_down);
  g_test_add ("/ui-rating-choices/ranking-consolation", Fixture, NULL, ui_fixture_set_up,
              test_ranking_consolation, ui_fixture_tear_down);

  return g_test_run ();
}
