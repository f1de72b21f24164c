/* test-ui-player-rating.c — a player's rating and its plot in the player
 * dialog, following the results, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "events/hammer-player-ratings.h"
#include "hammer-core.h"
#include "hammer-player-dialog.h"
#include "hammer-plot.h"
#include "ui-test-common.h"

#define GAME "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
             "{\"points\": [3, 0]}]}"
#define WIN "{\"games\": [" GAME ", " GAME "]}"

typedef struct
{
  char        *dir;
  HammerStore *store;
  GtkWindow   *window;
  gint64       anna;
} Fixture;

/* Plays event @name of Anna, Bert and Cor: the first side wins @n matches. */
static void
play (Fixture    *f,
      const char *name,
      guint       n)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", NULL };
  gint64 event = store_new_event (f->store, name, "table", HAMMER_FORMAT_ROUND_ROBIN, 1, NULL,
                                  names, 5);

  for (guint i = 0; i < n; i++)
    store_record (f->store, event, store_first_ready (f->store, event), WIN);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GPtrArray) players = NULL;

  f->store = tmp_store_open ("hammer-ui-player-rating-XXXXXX", &f->dir, NULL);
  play (f, "Spring", 3);
  play (f, "Summer", 3);
  players = hammer_roster_list_players (f->store, NULL);
  for (guint i = 0; i < players->len; i++)
    if (g_str_equal (hammer_player_get_name (g_ptr_array_index (players, i)), "Anna Bakker"))
      f->anna = hammer_player_get_id (g_ptr_array_index (players, i));
  g_assert_cmpint (f->anna, >, 0);

  f->window = GTK_WINDOW (adw_window_new ());
  gtk_window_set_default_size (f->window, 800, 700);
  gtk_window_present (f->window);
  ui_spin ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_window_destroy (f->window);
  ui_close_store (&f->store, &f->dir);
}

/* Anna's table shuffleboard rating as the dialog should show it. */
static char *
expected_text (Fixture *f,
               guint   *n_points)
{
  g_autoptr(GPtrArray) ratings = hammer_events_get_player_ratings (f->store, f->anna, NULL);
  const HammerPlayerRating *rating;

  g_assert_nonnull (ratings);
  g_assert_cmpuint (ratings->len, ==, 1);
  rating = g_ptr_array_index (ratings, 0);
  g_assert_cmpstr (rating->rules_id, ==, "table");
  *n_points = rating->history->len;
  return g_strdup_printf ("%.0f ± %.0f", rating->rating.rating, rating->rating.deviation);
}

static gboolean
plot_has (GtkWidget *root,
          guint      n)
{
  GtkWidget *plot = ui_find_by_type (root, HAMMER_TYPE_PLOT);

  return plot != NULL && hammer_plot_get_n_points (HAMMER_PLOT (plot)) == n;
}

static void
test_rating_follows_results (Fixture       *f,
                             gconstpointer  data)
{
  g_autoptr(HammerPlayer) anna = hammer_roster_get_player (f->store, f->anna, NULL);
  HammerPlayerDialog *dialog = hammer_player_dialog_new (f->window, f->store, anna);
  GtkWidget *group = ui_find_required (GTK_WIDGET (dialog), "rating_group");
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint n_before, n_after;

  gtk_window_present (GTK_WINDOW (dialog));
  before = expected_text (f, &n_before);
  /* Two events without a date: two periods, a point each. */
  g_assert_cmpuint (n_before, ==, 2);
  ui_wait_until_mapped (group);
  ui_wait_for_label (GTK_WIDGET (dialog), before);
  g_assert_true (ui_has_label (GTK_WIDGET (dialog), "Table shuffleboard"));
  UI_WAIT_FOR (plot_has (GTK_WIDGET (dialog), 2));

  /* A third event played while the dialog is open: the rating and the
   * plot follow. */
  play (f, "Autumn", 3);
  after = expected_text (f, &n_after);
  g_assert_cmpuint (n_after, ==, 3);
  g_assert_cmpstr (after, !=, before);
  ui_wait_for_label (GTK_WIDGET (dialog), after);
  UI_WAIT_FOR (plot_has (GTK_WIDGET (dialog), 3));

  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* A player who never played, and a new one, have no rating to show. */
static void
test_no_rating (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(HammerPlayer) someone = hammer_player_new ("Dora Dijk");
  HammerPlayerDialog *added = NULL;
  HammerPlayerDialog *fresh = hammer_player_dialog_new (f->window, f->store, NULL);

  g_assert_true (hammer_roster_add_player (f->store, someone, NULL));
  added = hammer_player_dialog_new (f->window, f->store, someone);
  gtk_window_present (GTK_WINDOW (added));
  ui_wait_until_mapped (ui_find_required (GTK_WIDGET (added), "name_row"));
  /* Anna's rating is read the same way: once it shows there, Dora's read
   * is done too. */
  {
    g_autoptr(HammerPlayer) anna = hammer_roster_get_player (f->store, f->anna, NULL);
    HammerPlayerDialog *other = hammer_player_dialog_new (f->window, f->store, anna);

    gtk_window_present (GTK_WINDOW (other));
    ui_wait_until_mapped (ui_find_required (GTK_WIDGET (other), "rating_group"));
    ui_spin ();
    gtk_window_destroy (GTK_WINDOW (other));
  }
  g_assert_false (gtk_widget_get_visible (ui_find_required (GTK_WIDGET (added), "rating_group")));
  g_assert_false (gtk_widget_get_visible (ui_find_required (GTK_WIDGET (fresh), "rating_group")));
  gtk_window_destroy (GTK_WINDOW (added));
  gtk_window_destroy (GTK_WINDOW (fresh));
}

/* A dialog closed while it reads the ratings is gone at once, its read
 * cancelled: nothing of it outlives the window it belonged to (kept by the
 * read, it was disposed when the read ended, after the next test had
 * begun, and unhooked itself from its freed parent: an abort). */
static void
test_closed_while_reading (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(HammerPlayer) anna = hammer_roster_get_player (f->store, f->anna, NULL);
  GtkWindow *parent = GTK_WINDOW (adw_window_new ());
  HammerPlayerDialog *dialog = hammer_player_dialog_new (parent, f->store, anna);

  g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &dialog);
  gtk_window_present (parent);
  gtk_window_present (GTK_WINDOW (dialog));
  /* No turn of the main loop since it began: its read cannot have told
   * it anything yet. */
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_null (dialog);
  gtk_window_destroy (parent);
  /* A result entered now reads nothing for it either. */
  play (f, "Winter", 1);
  ui_spin ();
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/player-rating/follows-results", Fixture, NULL, fixture_set_up,
              test_rating_follows_results, fixture_tear_down);
  g_test_add ("/ui/player-rating/none", Fixture, NULL, fixture_set_up, test_no_rating,
              fixture_tear_down);
  g_test_add ("/ui/player-rating/closed-while-reading", Fixture, NULL, fixture_set_up,
              test_closed_while_reading, fixture_tear_down);

  return g_test_run ();
}
