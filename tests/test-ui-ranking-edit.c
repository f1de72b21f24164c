/* test-ui-ranking-edit.c — a ranking made in the app: created through its
 * dialog (a points table refused, naming what is wrong), its events
 * checked on its page, the table following, and undo, rename and delete,
 * under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "hammer-core.h"
#include "hammer-ranking-dialog.h"
#include "hammer-ranking-page.h"
#include "ranking/hammer-rankings.h"
#include "ui-test-common.h"

#define GAME "{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
             "{\"points\": [3, 0]}]}"
#define WIN "{\"games\": [" GAME ", " GAME "]}"

typedef struct
{
  char         *dir;
  HammerStore  *store;
  HammerWindow *window;
} Fixture;

/* A finished round robin of Anna, Bert and Cor, drawn with seed 5. */
static void
play (Fixture    *f,
      const char *name)
{
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Wit", NULL };
  gint64 event = store_new_event (f->store, name, "table", HAMMER_FORMAT_ROUND_ROBIN, 1, NULL,
                                  names, 5);

  for (guint i = 0; i < 3; i++)
    store_record (f->store, event, store_first_ready (f->store, event), WIN);
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->store = tmp_store_open ("hammer-ui-ranking-edit-XXXXXX", &f->dir, NULL);
  play (f, "Spring");
  play (f, "Summer");
  f->window = ui_open_window (f->store, 1100, 720);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  ui_close_store (&f->store, &f->dir);
}

static guint
n_rankings (Fixture *f)
{
  g_autoptr(GPtrArray) rankings = hammer_rankings_list (f->store, NULL);

  g_assert_nonnull (rankings);
  return rankings != NULL ? rankings->len : 0;
}

/* The only ranking's id, name (when @name) and number of events. */
static gint64
the_ranking (Fixture  *f,
             char    **name,
             guint    *n_events)
{
  g_autoptr(GPtrArray) rankings = hammer_rankings_list (f->store, NULL);
  HammerRankingSummary *summary;

  if (rankings == NULL || rankings->len != 1)
    g_error ("one ranking expected");
  summary = g_ptr_array_index (rankings, 0);
  if (name != NULL)
    *name = g_strdup (summary->name);
  if (n_events != NULL)
    *n_events = summary->n_events;
  return summary->id;
}

static gboolean
ranking_has (Fixture    *f,
             const char *name,
             guint       n_events)
{
  g_autofree char *found = NULL;
  guint n = 0;

  if (n_rankings (f) != 1)
    return FALSE;
  the_ranking (f, &found, &n);
  return g_strcmp0 (found, name) == 0 && n == n_events;
}

/* The check button of event @name on the ranking page's Events view. */
static GtkWidget *
event_check (GtkWidget  *root,
             const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_CHECK_BUTTON (child) &&
          g_strcmp0 (g_object_get_data (G_OBJECT (child), "event-name"), name) == 0)
        return child;
      if ((found = event_check (child, name)) != NULL)
        return found;
    }
  return NULL;
}

static gboolean
toast_is (Fixture    *f,
          const char *title)
{
  g_auto(GStrv) titles = hammer_window_dup_toast_titles (f->window);

  return titles != NULL && g_strv_contains ((const char * const *) titles, title);
}

static void
test_create_and_edit (Fixture       *f,
                      gconstpointer  data)
{
  GtkWindow *dialog;
  GtkWidget *page, *error_label, *check;
  g_autoptr(HammerRanking) ranking = NULL;
  g_autofree char *leader = NULL;

  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.new-ranking", NULL);
  dialog = ui_wait_for_toplevel (HAMMER_TYPE_RANKING_DIALOG);
  error_label = ui_find_required (GTK_WIDGET (dialog), "error_label");

  /* A points table that is not place=points pairs: named, and nothing made. */
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), "name_row")),
                         "Club ranking");
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), "points_row")),
                         "1=10,2");
  g_assert_true (gtk_widget_get_visible (error_label));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (error_label)),
                                   "Points by place: "));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error_label)), "2"));
  gtk_widget_activate_action (GTK_WIDGET (dialog), "ranking.create", NULL);
  ui_wait_writes (f->store);
  g_assert_cmpuint (n_rankings (f), ==, 0);

  /* A best N that is no number is named too. */
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), "points_row")),
                         "1=10,2=6,3=4");
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), "best_row")),
                         "two");
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (error_label)),
                                   "Best results that count: "));
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (dialog), "best_row")), "2");
  g_assert_false (gtk_widget_get_visible (error_label));

  /* Created on the writer, shown, and the toast offers its undo. */
  gtk_widget_activate_action (GTK_WIDGET (dialog), "ranking.create", NULL);
  ui_wait_until_gone (HAMMER_TYPE_RANKING_DIALOG);
  g_assert_true (ranking_has (f, "Club ranking", 0));
  UI_WAIT_FOR (toast_is (f, "Ranking “Club ranking” created"));
  page = ui_find_by_type (GTK_WIDGET (f->window), HAMMER_TYPE_RANKING_PAGE);
  g_assert_nonnull (page);
  ui_wait_until_mapped (page);
  ui_wait_for_label (page, "No events yet: check those that count under Events");

  /* Spring checked on the Events view: it counts, and the table shows it. */
  hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (page), "events");
  UI_WAIT_FOR ((check = event_check (page, "Spring")) != NULL);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  gtk_widget_activate (check);
  ui_wait_writes (f->store);
  g_assert_true (ranking_has (f, "Club ranking", 1));
  hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (page), "standings");
  ui_wait_for_label (page, "1 event counts; each player's best 2 results");
  ranking = hammer_rankings_get (f->store, the_ranking (f, NULL, NULL), NULL);
  g_assert_nonnull (ranking);
  g_assert_cmpuint (ranking->lines->len, ==, 3);
  {
    HammerRankingLine *line = g_ptr_array_index (ranking->lines, 0);
    g_autofree char *place = hammer_standings_place_label (line->place, line->shared);

    leader = g_strdup_printf ("%s. %s", place, line->name);
  }
  ui_wait_for_label (page, leader);
  ui_wait_for_label (page, "10 points");
  UI_WAIT_FOR (toast_is (f, "“Spring” counts in the ranking"));

  /* A result in an event outside the ranking leaves its table as it is:
   * the same rows, not read and built again. */
  {
    GtkListBox *lines = GTK_LIST_BOX (ui_find_required (page, "lines_list"));
    GtkListBoxRow *first = gtk_list_box_get_row_at_index (lines, 0);
    const char *names[] = { "Dirk Mol", "Eva Kok", "Fien Bos", NULL };
    gint64 autumn = store_new_event (f->store, "Autumn", "table", HAMMER_FORMAT_ROUND_ROBIN, 1,
                                     NULL, names, 5);

    /* A new event may count: the page reads the ranking again, once. */
    ui_wait_writes (f->store);
    ui_spin ();
    UI_WAIT_FOR (!hammer_ranking_page_get_reading (HAMMER_RANKING_PAGE (page)));
    first = gtk_list_box_get_row_at_index (lines, 0);
    store_record (f->store, autumn, store_first_ready (f->store, autumn), WIN);
    ui_wait_writes (f->store);
    ui_spin ();
    g_assert_false (hammer_ranking_page_get_reading (HAMMER_RANKING_PAGE (page)));
    g_assert_true (gtk_list_box_get_row_at_index (lines, 0) == first);
  }

  /* Undo takes the event out again, and the table empties. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.undo-last", NULL);
  ui_wait_writes (f->store);
  g_assert_true (ranking_has (f, "Club ranking", 0));
  ui_wait_for_label (page, "No events yet: check those that count under Events");
  g_assert_false (ui_has_label (page, leader));
  hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (page), "events");
  UI_WAIT_FOR ((check = event_check (page, "Spring")) != NULL &&
               !gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));

  /* Both checked, then Summer unchecked: each button is taken once the
   * page has read its list again, never one the list is about to replace. */
  gtk_widget_activate (event_check (page, "Spring"));
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_ranking_page_get_reading (HAMMER_RANKING_PAGE (page)));
  UI_WAIT_FOR ((check = event_check (page, "Summer")) != NULL);
  gtk_widget_activate (check);
  ui_wait_writes (f->store);
  g_assert_true (ranking_has (f, "Club ranking", 2));
  UI_WAIT_FOR (!hammer_ranking_page_get_reading (HAMMER_RANKING_PAGE (page)));
  UI_WAIT_FOR ((check = event_check (page, "Summer")) != NULL &&
               gtk_check_button_get_active (GTK_CHECK_BUTTON (check)));
  gtk_widget_activate (check);
  ui_wait_writes (f->store);
  g_assert_true (ranking_has (f, "Club ranking", 1));
  UI_WAIT_FOR (toast_is (f, "“Summer” taken out of the ranking"));

  /* Renamed through its dialog. */
  gtk_widget_activate_action (page, "ranking.rename", NULL);
  {
    GtkWindow *rename = ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
    GtkWidget *entry = ui_find_by_type (GTK_WIDGET (rename), GTK_TYPE_ENTRY);

    g_assert_nonnull (entry);
    gtk_editable_set_text (GTK_EDITABLE (entry), "  ");
    g_assert_false (adw_message_dialog_get_response_enabled (ADW_MESSAGE_DIALOG (rename),
                                                             "rename"));
    gtk_editable_set_text (GTK_EDITABLE (entry), "District ranking");
    ui_respond ("rename");
  }
  ui_wait_writes (f->store);
  g_assert_true (ranking_has (f, "District ranking", 1));
  UI_WAIT_FOR (toast_is (f, "Ranking renamed “District ranking”"));

  /* Renamed again and deleted at once, before the page has read the new
   * name: the toast names what was deleted, and its undo brings it back
   * with its event. */
  gtk_widget_activate_action (page, "ranking.rename", NULL);
  {
    GtkWindow *rename = ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);

    gtk_editable_set_text (GTK_EDITABLE (ui_find_by_type (GTK_WIDGET (rename), GTK_TYPE_ENTRY)),
                           "County ranking");
    adw_message_dialog_response (ADW_MESSAGE_DIALOG (rename), "rename");
  }
  gtk_widget_activate_action (page, "ranking.delete", NULL);
  ui_wait_writes (f->store);
  g_assert_cmpuint (n_rankings (f), ==, 0);
  UI_WAIT_FOR (toast_is (f, "Ranking “County ranking” deleted"));
  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.undo-last", NULL);
  ui_wait_writes (f->store);
  g_assert_true (ranking_has (f, "County ranking", 1));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/ranking-edit/create-and-edit", Fixture, NULL, fixture_set_up,
              test_create_and_edit, fixture_tear_down);

  return g_test_run ();
}
