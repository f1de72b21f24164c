/* test-ui-handicaps.c — the entrants view's handicaps under Xvfb: a row's
 * handicap typed and stored off the main thread, shown only for games with
 * handicaps, and the whole field's set by rating or by class in the
 * Handicaps dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-entrants-view.h"
#include "hammer-handicaps-dialog.h"
#include "hammer-window.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

/* Entrant @name's handicap in event @event_id as the store has it. */
static gint64
stored_handicap (HammerStore *store,
                 gint64       event_id,
                 const char  *name)
{
  g_autoptr(JsonNode) event = hammer_events_get_event_json (store, event_id, NULL);
  JsonArray *entrants = json_object_get_array_member (json_node_get_object (event), "entrants");

  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);

      if (g_str_equal (json_object_get_string_member (entrant, "name"), name))
        return json_object_has_member (entrant, "handicap")
                 ? json_object_get_int_member (entrant, "handicap") : 0;
    }
  g_assert_not_reached ();
}

/* An earlier table event in which Bert beats Anna: Bert is rated 1662.31,
 * Anna 1337.69, Carl not at all (1500). */
static void
play_earlier (HammerStore *store)
{
  const char *names[] = { "Anna", "Bert", NULL };
  gint64 event_id = store_new_event (store, "Earlier", "table", HAMMER_FORMAT_ROUND_ROBIN, 1,
                                     "{\"best_of\": 1}", names, 1);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (store, event_id, NULL);
  JsonObject *match = json_array_get_object_element (json_node_get_array (matches), 0);
  gboolean bert_first = g_str_equal (json_array_get_string_element (
                                       json_object_get_array_member (match, "names"), 0), "Bert");

  store_record (store, event_id, json_object_get_int_member (match, "id"),
                bert_first ? "{\"games\": [{\"ends\": [{\"points\": [15, 0]}]}]}"
                           : "{\"games\": [{\"ends\": [{\"points\": [0, 15]}]}]}");
}

static GtkWidget *
show_view (Fixture *fixture,
           gint64   event_id)
{
  GtkWidget *holder = adw_window_new ();
  GtkWidget *view = hammer_entrants_view_new (fixture->store, event_id);

  adw_window_set_content (ADW_WINDOW (holder), view);
  gtk_window_set_transient_for (GTK_WINDOW (holder), GTK_WINDOW (fixture->window));
  gtk_window_set_default_size (GTK_WINDOW (holder), 900, 600);
  gtk_window_present (GTK_WINDOW (holder));
  UI_WAIT_FOR (gtk_widget_get_mapped (view));
  return view;
}

static GtkColumnViewColumn *
handicap_column (GtkWidget *view)
{
  GListModel *columns = gtk_column_view_get_columns (
    GTK_COLUMN_VIEW (ui_find_required (view, "column_view")));

  for (guint i = 0; i < g_list_model_get_n_items (columns); i++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, i);

      if (g_strcmp0 (gtk_column_view_column_get_title (column), "Handicap") == 0)
        return column;
    }
  g_assert_not_reached ();
}

/* A handicap typed in its row is stored, and an undo shows in the row. */
static void
test_row (Fixture       *fixture,
          gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carl", NULL };
  gint64 event_id = store_new_event (fixture->store, "Open", "table",
                                     HAMMER_FORMAT_SINGLE_ELIMINATION, 1, NULL, names, -1);
  GtkWidget *view = show_view (fixture, event_id);
  GtkWidget *spin;
  g_autoptr(GError) error = NULL;

  UI_WAIT_FOR (ui_find_in_row (view, "Carl", "handicap-spin") != NULL);
  g_assert_true (gtk_column_view_column_get_visible (handicap_column (view)));
  g_assert_true (gtk_widget_get_visible (ui_find_required (view, "handicaps_button")));
  spin = ui_find_in_row (view, "Carl", "handicap-spin");
  g_assert_cmpfloat (gtk_adjustment_get_upper (gtk_spin_button_get_adjustment (
                       GTK_SPIN_BUTTON (spin))), ==, 14);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 5);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (stored_handicap (fixture->store, event_id, "Carl") == 5);
  g_assert_cmpint (stored_handicap (fixture->store, event_id, "Anna"), ==, 0);

  /* Undo brings the row back to none. */
  g_assert_true (hammer_store_undo (fixture->store, hammer_store_get_last_change (fixture->store),
                                    &error));
  g_assert_no_error (error);
  UI_WAIT_FOR (gtk_spin_button_get_value_as_int (
                 GTK_SPIN_BUTTON (ui_find_in_row (view, "Carl", "handicap-spin"))) == 0);
  g_assert_cmpint (stored_handicap (fixture->store, event_id, "Carl"), ==, 0);

  /* After the draw the handicap is shown, not edited. */
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_in_row (view, "Carl", "handicap-spin")),
                             3);
  ui_wait_writes (fixture->store);
  UI_WAIT_FOR (stored_handicap (fixture->store, event_id, "Carl") == 3);
  g_assert_true (hammer_events_draw (fixture->store, event_id, TRUE, 1, &error));
  g_assert_no_error (error);
  UI_WAIT_FOR (ui_find_in_row (view, "Carl", "handicap-spin") == NULL ||
               !gtk_widget_get_mapped (ui_find_in_row (view, "Carl", "handicap-spin")));
  UI_WAIT_FOR (ui_has_label (view, "3"));
  if (g_getenv ("HAMMER_UI_SHOTS") != NULL)
    ui_wait_ms (600);
  ui_save_shot (gtk_widget_get_ancestor (view, GTK_TYPE_WINDOW), "handicaps-drawn.png");
}

/* A game without handicaps shows neither the column nor the button. */
static void
test_no_handicaps (Fixture       *fixture,
                   gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  gint64 event_id = store_new_event (fixture->store, "Deck", "deck", HAMMER_FORMAT_ROUND_ROBIN, 1,
                                     NULL, names, -1);
  GtkWidget *view = show_view (fixture, event_id);

  ui_wait_for_label (view, "Bert");
  g_assert_false (gtk_column_view_column_get_visible (handicap_column (view)));
  g_assert_false (gtk_widget_get_visible (ui_find_required (view, "handicaps_button")));
  g_assert_null (ui_find_in_row (view, "Bert", "handicap-spin"));
}

static GtkWidget *
open_dialog (GtkWidget *view)
{
  GtkWindow *dialog;

  ui_click (ui_find_required (view, "handicaps_button"));
  UI_WAIT_FOR ((dialog = ui_find_toplevel (HAMMER_TYPE_HANDICAPS_DIALOG)) != NULL);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (dialog)));
  return GTK_WIDGET (dialog);
}

/* The dialog sets the field by rating, then by class; a class table that
 * names no class of the list is refused there, nothing stored. */
static void
test_dialog (Fixture       *fixture,
             gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Carl", NULL };
  gint64 event_id;
  GtkWidget *view, *dialog, *error_label;

  play_earlier (fixture->store);
  event_id = store_new_event (fixture->store, "Open", "table", HAMMER_FORMAT_SINGLE_ELIMINATION,
                              1, NULL, names, -1);
  view = show_view (fixture, event_id);
  dialog = open_dialog (view);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  g_assert_true (gtk_widget_get_visible (ui_find_required (dialog, "rating_group")));
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "class_group")));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_required (dialog, "scale_spin")), 50);
  ui_save_shot (dialog, "handicaps-dialog-rating.png");
  ui_click (ui_find_required (dialog, "set_button"));
  UI_WAIT_FOR (dialog == NULL);
  /* By hand: Carl 162.31 below Bert, 3 points of 50; Anna 324.62, 6. */
  g_assert_cmpint (stored_handicap (fixture->store, event_id, "Bert"), ==, 0);
  g_assert_cmpint (stored_handicap (fixture->store, event_id, "Carl"), ==, 3);
  g_assert_cmpint (stored_handicap (fixture->store, event_id, "Anna"), ==, 6);
  UI_WAIT_FOR (gtk_spin_button_get_value_as_int (
                 GTK_SPIN_BUTTON (ui_find_in_row (view, "Anna", "handicap-spin"))) == 6);
  ui_save_shot (gtk_widget_get_ancestor (view, GTK_TYPE_WINDOW), "handicaps-entrants.png");

  /* By class: the classes checked as typed, the table by the core. */
  dialog = open_dialog (view);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  error_label = ui_find_required (dialog, "error_label");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "by_row")), 1);
  UI_WAIT_FOR (gtk_widget_get_visible (ui_find_required (dialog, "class_group")));
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "rating_group")));
  ui_type_into (dialog, "classes_row", "A=100,B=200");
  UI_WAIT_FOR (gtk_widget_get_visible (error_label));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (error_label)), "Classes by rating"));
  ui_type_into (dialog, "classes_row", "A=1600,B=0");
  ui_type_into (dialog, "table_row", "A=0,X=2");
  UI_WAIT_FOR (!gtk_widget_get_visible (error_label));
  ui_click (ui_find_required (dialog, "set_button"));
  UI_WAIT_FOR (gtk_widget_get_visible (error_label) && gtk_widget_get_sensitive (dialog));
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (error_label)),
                            "“X” is not one of the classes"));
  /* A shot to look at shows the rows' titles after their animation. */
  if (g_getenv ("HAMMER_UI_SHOTS") != NULL)
    ui_wait_ms (600);
  ui_save_shot (dialog, "handicaps-dialog-class.png");
  g_assert_cmpint (stored_handicap (fixture->store, event_id, "Anna"), ==, 6);
  gtk_window_destroy (GTK_WINDOW (dialog));
  UI_WAIT_FOR (dialog == NULL);
}

static gboolean
toast_is (Fixture    *fixture,
          const char *title)
{
  g_auto(GStrv) titles = hammer_window_dup_toast_titles (fixture->window);

  return titles != NULL && g_strv_contains ((const char * const *) titles, title);
}

/* In the window: a rule that leaves every handicap as it is stores no
 * change, and its toast offers no undo of an older one. */
static void
test_nothing_to_change (Fixture       *fixture,
                        gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", NULL };
  gint64 event_id = store_new_event (fixture->store, "Open", "table",
                                     HAMMER_FORMAT_SINGLE_ELIMINATION, 1, NULL, names, -1);
  gint64 before = hammer_store_get_last_change (fixture->store);
  GtkWidget *page, *dialog;

  hammer_window_show_event_view (fixture->window, event_id, "entrants");
  UI_WAIT_FOR ((page = ui_find_by_type (GTK_WIDGET (fixture->window),
                                        HAMMER_TYPE_ENTRANTS_VIEW)) != NULL &&
               gtk_widget_get_mapped (page) &&
               gtk_widget_get_visible (ui_find_required (page, "handicaps_button")));
  dialog = open_dialog (page);
  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  ui_click (ui_find_required (dialog, "set_button"));
  UI_WAIT_FOR (dialog == NULL);
  UI_WAIT_FOR (toast_is (fixture, "The handicaps stay as they were: every entrant has the one the "
                                  "rule gives"));
  g_assert_cmpint (hammer_store_get_last_change (fixture->store), ==, before);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui-handicaps/row", Fixture, NULL, ui_fixture_set_up, test_row,
              ui_fixture_tear_down);
  g_test_add ("/ui-handicaps/no-handicaps", Fixture, NULL, ui_fixture_set_up, test_no_handicaps,
              ui_fixture_tear_down);
  g_test_add ("/ui-handicaps/dialog", Fixture, NULL, ui_fixture_set_up, test_dialog,
              ui_fixture_tear_down);
  g_test_add ("/ui-handicaps/nothing-to-change", Fixture, NULL, ui_fixture_set_up,
              test_nothing_to_change, ui_fixture_tear_down);

  return g_test_run ();
}
