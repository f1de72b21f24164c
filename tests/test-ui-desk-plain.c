/* test-ui-desk-plain.c — the desk's rows show names as written, and phone
 * check-in reads closed once every event of the day is drawn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-day.h"
#include "hammer-board-entry-window.h"
#include "hammer-core.h"
#include "hammer-day-page.h"
#include "hammer-phone-check-in.h"
#include "serve/hammer-agreement.h"
#include "serve/hammer-check-in.h"
#include "ui-test-common.h"

/* A player's name and an event's that are text with markup's characters:
 * a row that parsed them would show "Eddy" bold, or nothing (GTK's
 * warning, fatal in tests). */
#define EDDY "<b>Eddy</b> & Co"
#define EVENT "Consolation & Plate"

typedef struct
{
  char          *dir;
  char          *path;
  HammerStore   *store;
  HammerWindow  *window;
  HammerDayPage *page;
} Fixture;

/* A day of two boards with one event of four, drawn: six matches, two on
 * the boards and four waiting. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
  cli_ok (f->path, "day", "create", "--name", "Winter Open", "--date", "2026-12-05", "--boards",
          "2", NULL);
  cli_ok (f->path, "event", "create", "--name", EVENT, "--rules", "table", "--format",
          "round-robin", "--day", "1", NULL);
  cli_ok (f->path, "entrants", "add", "--event", "1", EDDY, "Anna Bakker", "Bert Smit",
          "Cor de Wit", NULL);
  cli_ok (f->path, "serve", "check-in", "--day", "1", "--open", NULL);
  cli_ok (f->path, "draw", "--event", "1", "--seed", "1", NULL);
  f->window = ui_open_window (f->store, 1280, 800);
  hammer_window_show_day (f->window, 1);
  f->page = HAMMER_DAY_PAGE (ui_find_by_type (GTK_WIDGET (f->window), HAMMER_TYPE_DAY_PAGE));
  g_assert_nonnull (f->page);
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_free (f->path);
  ui_close_store (&f->store, &f->dir);
}

/* How many action rows under @root have a title holding @text and show it
 * as written. */
static guint
count_plain_rows (GtkWidget  *root,
                  const char *text)
{
  guint n = 0;

  if (ADW_IS_ACTION_ROW (root) &&
      strstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), text) != NULL &&
      ui_has_label_containing (root, text))
    return 1;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += count_plain_rows (child, text);
  return n;
}

/* The day page's waiting matches and its event's progress: Eddy's name
 * and the event's, literally, in every row that has them. */
static void
test_day_rows (Fixture       *f,
               gconstpointer  data)
{
  UI_WAIT_FOR (count_plain_rows (GTK_WIDGET (f->page), EDDY) > 0);
  /* The event's progress row, and its name where a waiting match says it. */
  UI_WAIT_FOR (count_plain_rows (GTK_WIDGET (f->page), EVENT) > 0);
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  ui_save_shot (GTK_WIDGET (f->window), "desk-plain-day.png");
}

/* The match on board @number of the day, or 0. */
static gint64
match_on_board (HammerDayState *state,
                guint           number)
{
  for (guint b = 0; b < state->boards->len; b++)
    if (g_array_index (state->boards, HammerDayBoard, b).number == number)
      return g_array_index (state->boards, HammerDayBoard, b).match;
  return 0;
}

/* Board 1 sent its result and it waits for the players (the hall server
 * writes it through a connection of its own): the day's Boards no longer
 * shows the match as in play "since 14:05" but as waiting for them. */
static void
test_day_board_waits (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) server = NULL;
  g_autoptr(HammerDayState) state = NULL;
  GtkWidget *boards;
  gint64 match_id;

  cli_ok (f->path, "boards", "call", "--day", "1", NULL);
  hammer_store_refresh (f->store);
  boards = ui_find_required (GTK_WIDGET (f->page), "boards_box");
  UI_WAIT_FOR (ui_has_label_containing (boards, "since "));
  g_assert_false (ui_has_label_containing (boards, "Waiting for the players to agree"));

  state = hammer_days_get_state (f->store, 1, &error);
  g_assert_no_error (error);
  match_id = match_on_board (state, 1);
  g_assert_cmpint (match_id, >, 0);
  server = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_agreement_propose (server, 1, match_id, 1, "{}", &error), >, 0);
  g_assert_no_error (error);
  hammer_store_refresh (f->store);
  UI_WAIT_FOR (ui_has_label_containing (boards, "Waiting for the players to agree"));
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  ui_save_shot (GTK_WIDGET (f->window), "desk-plain-day-board-waits.png");
}

/* Every event of the day is drawn: check-in is closed whatever the desk's
 * switch said, in the core, the CLI's answer and the switch, which rests. */
static void
test_check_in_drawn (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.hammertourney.Hammer");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) answer = NULL;
  gboolean open = TRUE, drawn = FALSE;
  GtkWindow *window;
  GtkWidget *phone, *open_switch, *label;

  g_assert_true (hammer_check_in_get_state (f->store, 0, 1, &open, &drawn, &error));
  g_assert_no_error (error);
  g_assert_false (open);
  g_assert_true (drawn);
  answer = cli_json_ok (f->path, "serve", "check-in", "--day", "1", NULL);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (answer), "open"));
  g_assert_true (json_object_get_boolean_member (json_node_get_object (answer), "drawn"));

  g_settings_set_int (settings, "board-entry-port", 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "day.board-entry", NULL));
  UI_WAIT_FOR ((window = ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW)) != NULL &&
               gtk_widget_get_mapped (GTK_WIDGET (window)));
  phone = ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_PHONE_CHECK_IN);
  open_switch = ui_find_by_type (phone, GTK_TYPE_SWITCH);
  label = ui_find_required (phone, "open_label");
  UI_WAIT_FOR (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)),
                          "Check-in closed: the draw is made") == 0);
  g_assert_false (gtk_switch_get_active (GTK_SWITCH (open_switch)));
  g_assert_false (gtk_widget_get_sensitive (open_switch));
  g_assert_false (hammer_phone_check_in_get_open (HAMMER_PHONE_CHECK_IN (phone)));
  ui_wait_frames (GTK_WIDGET (window), 3);
  ui_save_shot (GTK_WIDGET (window), "desk-plain-check-in-drawn.png");
  gtk_window_close (window);
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW) == NULL);
  g_settings_reset (settings, "board-entry-port");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/desk-plain/day-rows", Fixture, NULL, fixture_set_up, test_day_rows,
              fixture_tear_down);
  g_test_add ("/ui/desk-plain/day-board-waits", Fixture, NULL, fixture_set_up,
              test_day_board_waits, fixture_tear_down);
  g_test_add ("/ui/desk-plain/check-in-drawn", Fixture, NULL, fixture_set_up,
              test_check_in_drawn, fixture_tear_down);
  return g_test_run ();
}
