/* test-ui-roster-sql.c — the players page on a federation's roster of
 * 25,000: every column sorted both ways and a search, each against the
 * roster sorted and searched here in C; an edited player moving to its
 * sorted place, alone; the list holding only a few screens of players.
 *
 * HAMMER_UI_SHOTS=DIR keeps pictures of the sorted and searched page.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hammer-core.h"
#include "hammer-player-list.h"
#include "hammer-window.h"
#include "ui-test-common.h"

#define N_PLAYERS 25000

/* One roster for every test: importing 25,000 players takes a while. */
static HammerStore *store;
static char *store_dir;

static const char *const first_names[] = {
  "Anna", "Bram", "Cor", "Dirk", "Ëlla", "Ella", "Fenna", "Gerrit", "Łukasz", "Ids", "Jan",
  "Kees", "Lotte", "Marit", "Nora", "Otto", "Øystein", "Roos", "Ünal", "Zoë",
};
static const char *const last_names[] = {
  "de Vries", "Jansen", "Bakker", "Visser", "Smit", "Meijer", "de Boer", "Mulder", "de Groot",
  "Bos", "Vos", "Peters", "Hendriks", "van Leeuwen", "Dekker", "Brouwer", "de Wit", "Dijkstra",
  "Weiß", "Åberg",
};

static void
build_roster (void)
{
  g_autoptr(GString) csv = g_string_new ("name,club,licence,average\n");
  g_autoptr(GError) error = NULL;
  HammerImportSummary summary = { 0 };
  HammerPlayerImport *import;

  store = tmp_store_open ("hammer-ui-roster-sql-XXXXXX", &store_dir, NULL);
  for (guint i = 0; i < N_PLAYERS; i++)
    {
      g_string_append_printf (csv, "%s %s %u,", first_names[i % G_N_ELEMENTS (first_names)],
                              last_names[(i / 7) % G_N_ELEMENTS (last_names)], i / 400 + 1);
      /* Some without a club, a licence or an average. */
      if (i % 11 != 0)
        g_string_append_printf (csv, "Club %03u", (i * 7) % 120);
      g_string_append_c (csv, ',');
      if (i % 4 != 0)
        g_string_append_printf (csv, "FED-%05u", (i * 7919) % 99991);
      g_string_append_c (csv, ',');
      if (i % 6 != 0)
        g_string_append_printf (csv, "%u.%u", 90 + (i * 13) % 60, i % 10);
      g_string_append_c (csv, '\n');
    }
  import = hammer_player_import_new (csv->str, csv->len, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_roster_import_players (store, import, FALSE, &summary, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (summary.imported, ==, N_PLAYERS);
  hammer_player_import_free (import);
}

typedef struct
{
  HammerWindow *window;
  GtkWidget *page;
  GtkColumnView *view;
  GListModel *model;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->window = ui_open_window (store, 1100, 720);
  UI_WAIT_FOR (!hammer_window_get_loading (f->window));
  f->page = ui_find_required (GTK_WIDGET (f->window), "players_page");
  f->view = GTK_COLUMN_VIEW (ui_find_required (f->page, "column_view"));
  f->model = G_LIST_MODEL (gtk_column_view_get_model (f->view));
  UI_WAIT_FOR (g_list_model_get_n_items (f->model) == N_PLAYERS);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  ui_close_all ();
}

/* The column view holds its columns: the one returned stays. */
static GtkColumnViewColumn *
column (Fixture *f,
        guint    index)
{
  GListModel *columns = gtk_column_view_get_columns (f->view);
  g_autoptr(GtkColumnViewColumn) found = g_list_model_get_item (columns, index);

  return found;
}

/* Checks the rows @from to @to of the view's model against @expected. */
static void
check_rows (Fixture   *f,
            GPtrArray *expected,
            guint      from,
            guint      to)
{
  for (guint i = from; i < to && i < expected->len; i++)
    {
      g_autoptr(HammerPlayer) got = g_list_model_get_item (f->model, i);
      HammerPlayer *want = g_ptr_array_index (expected, i);

      if (hammer_player_get_id (got) != hammer_player_get_id (want))
        g_error ("Row %u: %s where %s belongs", i, hammer_player_get_name (got),
                 hammer_player_get_name (want));
    }
}

/* Whether the rows @from to @to of the view's model are @expected's. */
static gboolean
rows_match (Fixture   *f,
            GPtrArray *expected,
            guint      from,
            guint      to)
{
  if (g_list_model_get_n_items (f->model) != expected->len)
    return FALSE;
  for (guint i = from; i < to && i < expected->len; i++)
    {
      g_autoptr(HammerPlayer) got = g_list_model_get_item (f->model, i);

      if (hammer_player_get_id (got) != hammer_player_get_id (g_ptr_array_index (expected, i)))
        return FALSE;
    }
  return TRUE;
}

/* Each column sorted as a click on its header sorts it, both ways: the
 * first and last screens and one in the middle are the roster sorted here,
 * and the list never holds more than a few screens of players. */
static void
test_sort_each_column (Fixture       *f,
                       gconstpointer  data)
{
  HammerPlayerList *list = HAMMER_PLAYER_LIST (f->model);

  for (HammerPlayerOrder order = 0; order < HAMMER_N_PLAYER_ORDERS; order++)
    for (guint descending = 0; descending < 2; descending++)
      {
        HammerPlayerView view = { order, descending, NULL };
        g_autoptr(GPtrArray) expected = roster_expected_view (store, &view);
        g_autofree char *shot = g_strdup_printf ("roster-sorted-%u-%u.png", order, descending);

        gtk_column_view_sort_by_column (f->view, column (f, order),
                                        descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING);
        ui_wait_frames (GTK_WIDGET (f->view), 2);
        g_assert_cmpuint (g_list_model_get_n_items (f->model), ==, N_PLAYERS);
        check_rows (f, expected, 0, 40);
        check_rows (f, expected, N_PLAYERS / 2 - 20, N_PLAYERS / 2 + 20);
        check_rows (f, expected, N_PLAYERS - 40, N_PLAYERS);
        g_assert_cmpuint (hammer_player_list_get_n_cached (list), <=, 400);
        if (order == HAMMER_PLAYER_ORDER_CLUB && descending)
          ui_save_shot (GTK_WIDGET (f->window), shot);
      }

  /* The keyboard reaches the last of 25,000 and selects it. */
  gtk_column_view_sort_by_column (f->view, column (f, 0), GTK_SORT_ASCENDING);
  gtk_widget_grab_focus (GTK_WIDGET (f->view));
  ui_wait_frames (GTK_WIDGET (f->view), 2);
  g_assert_true (ui_press_shortcut (GTK_WINDOW (f->window), GDK_KEY_End, 0));
  UI_WAIT_FOR (gtk_selection_model_is_selected (GTK_SELECTION_MODEL (f->model), N_PLAYERS - 1));
  g_assert_true (ui_press_shortcut (GTK_WINDOW (f->window), GDK_KEY_Up, GDK_SHIFT_MASK));
  UI_WAIT_FOR (gtk_selection_model_is_selected (GTK_SELECTION_MODEL (f->model), N_PLAYERS - 2));
  g_assert_true (gtk_selection_model_is_selected (GTK_SELECTION_MODEL (f->model),
                                                  N_PLAYERS - 1));
  g_assert_cmpuint (hammer_player_list_get_n_cached (list), <=, 400);
}

/* A search, accents and case aside, shows what the roster searched here
 * shows, in order, and says how many of how many. */
static void
test_search (Fixture       *f,
             gconstpointer  data)
{
  HammerPlayerView view = { HAMMER_PLAYER_ORDER_NAME, FALSE, "ËLLA de vries" };
  g_autoptr(GPtrArray) expected = roster_expected_view (store, &view);
  g_autofree char *subtitle = g_strdup_printf ("%u of %u players", expected->len, N_PLAYERS);
  GtkWidget *title = ui_find_required (f->page, "window_title");

  /* Ella and Ëlla de Vries: two of every 140 players, 358. */
  g_assert_cmpuint (expected->len, ==, 358);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.search", NULL);
  ui_type_into (f->page, "search_entry", "ËLLA de vries");
  UI_WAIT_FOR (g_list_model_get_n_items (f->model) == expected->len);
  check_rows (f, expected, 0, expected->len);
  UI_WAIT_FOR (g_strcmp0 (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), subtitle)
               == 0);
  ui_wait_frames (GTK_WIDGET (f->view), 3);
  ui_save_shot (GTK_WIDGET (f->window), "roster-search.png");

  ui_type_into (f->page, "search_entry", "");
  UI_WAIT_FOR (g_list_model_get_n_items (f->model) == N_PLAYERS);
}

/* Waits for the list to hear of @n changes of its items. */
static void
wait_changes (TestItemsChanged *seen,
              guint             n)
{
  UI_WAIT_FOR (seen->n_changes >= n);
  g_assert_cmpuint (seen->n_changes, ==, n);
}

/* A player edited, added and deleted: the list hears of exactly the rows
 * that moved, each where SQLite now counts it, and a selected player that
 * moves stays selected. */
static void
test_edit_moves_row (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(HammerPlayer) player = NULL;
  g_autoptr(HammerPlayer) moved = NULL;
  g_autoptr(HammerPlayer) primer = hammer_player_new ("Aafje Eerst");
  g_autoptr(HammerPlayer) added = hammer_player_new ("Aäron Aardema");
  g_autoptr(GError) error = NULL;
  TestItemsChanged seen = { 0 };
  gint64 id;

  gtk_column_view_sort_by_column (f->view, column (f, 0), GTK_SORT_ASCENDING);
  ui_wait_frames (GTK_WIDGET (f->view), 2);
  g_signal_connect (f->model, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);

  /* The store tells what changed from the change after the first it was
   * listened for: the first since the import is told as "anything", and
   * the list reads itself again whole. */
  g_assert_cmpint (hammer_roster_add_player (store, primer, &error), >, 0);
  UI_WAIT_FOR (g_list_model_get_n_items (f->model) == N_PLAYERS + 1);
  ui_wait_frames (GTK_WIDGET (f->view), 2);

  player = g_list_model_get_item (f->model, 3);
  id = hammer_player_get_id (player);
  gtk_selection_model_select_item (GTK_SELECTION_MODEL (f->model), 3, TRUE);

  /* "Zwaantje" sorts last, after every "Zoë". Out at 3, in at the end. */
  seen.n_changes = 0;
  hammer_player_set_name (player, "Zwaantje Zijlstra");
  g_assert_true (hammer_roster_update_player (store, player, &error));
  g_assert_no_error (error);
  wait_changes (&seen, 2);
  g_assert_cmpuint (seen.position, ==, N_PLAYERS);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  ui_wait_frames (GTK_WIDGET (f->view), 2);
  g_assert_cmpuint (seen.n_changes, ==, 2);
  g_assert_cmpuint (g_list_model_get_n_items (f->model), ==, N_PLAYERS + 1);
  moved = g_list_model_get_item (f->model, N_PLAYERS);
  g_assert_cmpint (hammer_player_get_id (moved), ==, id);
  g_assert_cmpstr (hammer_player_get_name (moved), ==, "Zwaantje Zijlstra");
  g_assert_true (gtk_selection_model_is_selected (GTK_SELECTION_MODEL (f->model), N_PLAYERS));
  g_assert_false (gtk_selection_model_is_selected (GTK_SELECTION_MODEL (f->model), 3));

  /* Added: in at its place, after Aafje ("aaf" before "aar"). */
  seen.n_changes = 0;
  g_assert_cmpint (hammer_roster_add_player (store, added, &error), >, 0);
  wait_changes (&seen, 1);
  g_assert_cmpuint (seen.position, ==, 1);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_cmpuint (seen.removed, ==, 0);

  /* Deleted: out from there, and the one after it stays. */
  seen.n_changes = 0;
  id = hammer_player_get_id (primer);
  g_assert_cmpint (hammer_roster_delete_players (store, &id, 1, &error), >, 0);
  wait_changes (&seen, 1);
  g_assert_cmpuint (seen.position, ==, 0);
  g_assert_cmpuint (seen.removed, ==, 1);
  g_assert_cmpuint (seen.added, ==, 0);
  id = hammer_player_get_id (added);
  g_assert_cmpint (hammer_roster_delete_players (store, &id, 1, &error), >, 0);
  UI_WAIT_FOR (g_list_model_get_n_items (f->model) == N_PLAYERS);

  /* Edits one after the other, each while the list places the one before:
   * it comes out as SQLite sorts the roster. */
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(HammerPlayer) next = g_list_model_get_item (f->model, 10 + i);
      g_autofree char *name = g_strdup_printf ("Mia %u", i);

      hammer_player_set_name (next, name);
      g_assert_true (hammer_roster_update_player (store, next, &error));
      g_assert_no_error (error);
    }
  {
    HammerPlayerView view = { HAMMER_PLAYER_ORDER_NAME, FALSE, NULL };
    g_autoptr(GPtrArray) expected = roster_expected_view (store, &view);
    guint mia = 0;

    while (!g_str_equal (hammer_player_get_name (g_ptr_array_index (expected, mia)), "Mia 0"))
      mia++;
    UI_WAIT_FOR (rows_match (f, expected, 0, 40) && rows_match (f, expected, mia - 5, mia + 10));
  }

  g_signal_handlers_disconnect_by_func (f->model, test_items_changed_cb, &seen);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  g_test_init (&argc, &argv, NULL);
  adw_init ();
  build_roster ();

  g_test_add ("/roster-sql/sort-each-column", Fixture, NULL, fixture_set_up,
              test_sort_each_column, fixture_tear_down);
  g_test_add ("/roster-sql/search", Fixture, NULL, fixture_set_up, test_search,
              fixture_tear_down);
  g_test_add ("/roster-sql/edit-moves-row", Fixture, NULL, fixture_set_up, test_edit_moves_row,
              fixture_tear_down);
  status = g_test_run ();
  ui_close_store (&store, &store_dir);
  return status;
}
