/* test-ui-desk.c — the tournament desk in the real window under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-event-page.h"
#include "hammer-window.h"
#include "ui-test-common.h"

typedef struct
{
  char *dir;
  HammerStore *store;
  HammerWindow *window;
} Fixture;

static void
fixture_set_up (Fixture       *fixture,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  fixture->dir = g_dir_make_tmp ("hammer-desk-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (fixture->dir, "hammer.db", NULL);
  fixture->store = hammer_store_open (path, &error);
  g_assert_no_error (error);

  fixture->window = hammer_window_new (NULL, fixture->store);
  gtk_window_set_default_size (GTK_WINDOW (fixture->window), 1280, 800);
  gtk_window_present (GTK_WINDOW (fixture->window));
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (fixture->window)));
}

static void
fixture_tear_down (Fixture       *fixture,
                   gconstpointer  data)
{
  ui_close_all ();
  g_clear_object (&fixture->store);
  ui_remove_tree (fixture->dir);
  g_free (fixture->dir);
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
  id = hammer_store_create_event (fixture->store, &spec, &error);
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
  return HAMMER_EVENT_PAGE (ui_find_required (GTK_WIDGET (fixture->window), "event_page"));
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
  ui_spin ();

  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 2);
  g_assert_cmpuint (n_listed (fixture, "past_list"), ==, 1);
  g_assert_false (gtk_widget_get_visible (ui_find_required (GTK_WIDGET (fixture->window),
                                                            "no_events_label")));

  /* Soonest first: the winter event is on top; activating it opens it. */
  upcoming = GTK_LIST_VIEW (ui_find_required (GTK_WIDGET (fixture->window), "upcoming_list"));
  g_signal_emit_by_name (upcoming, "activate", 0);
  ui_spin ();
  g_assert_cmpstr (visible_content (fixture), ==, "event");
  g_assert_cmpint (hammer_event_page_get_event_id (event_page (fixture)), ==, winter);
  /* Nothing is entered yet, so the page starts where entrants are added. */
  g_assert_cmpstr (hammer_event_page_get_view (event_page (fixture)), ==, "entrants");

  g_signal_emit_by_name (upcoming, "activate", 1);
  ui_spin ();
  g_assert_cmpint (hammer_event_page_get_event_id (event_page (fixture)), ==, spring);
}

/* Deleting an event asks first; it can be undone and redone. */
static void
test_delete_undo_redo (Fixture       *fixture,
                       gconstpointer  data)
{
  g_autoptr(JsonNode) back = NULL;
  gint64 id = create_event (fixture, "Winter Open", "2098-12-05");

  hammer_window_show_event (fixture->window, id);
  ui_spin ();

  /* Cancel keeps it. */
  gtk_widget_activate_action (GTK_WIDGET (event_page (fixture)), "event.delete", NULL);
  ui_respond ("cancel");
  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (event_page (fixture)), "event.delete", NULL);
  ui_respond ("delete");
  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 0);
  g_assert_cmpstr (visible_content (fixture), ==, "players");
  g_assert_null (hammer_store_get_event_json (fixture->store, id, NULL));

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.undo-last", NULL);
  ui_spin ();
  back = hammer_store_get_event_json (fixture->store, id, NULL);
  g_assert_nonnull (back);
  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 1);

  gtk_widget_activate_action (GTK_WIDGET (fixture->window), "window.redo", NULL);
  ui_spin ();
  g_assert_cmpuint (n_listed (fixture, "upcoming_list"), ==, 0);
  g_assert_null (hammer_store_get_event_json (fixture->store, id, NULL));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/desk/events-in-sidebar", Fixture, NULL,
              fixture_set_up, test_events_in_sidebar, fixture_tear_down);
  g_test_add ("/ui/desk/delete-undo-redo", Fixture, NULL,
              fixture_set_up, test_delete_undo_redo, fixture_tear_down);

  return g_test_run ();
}
