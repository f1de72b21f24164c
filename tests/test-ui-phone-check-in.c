/* test-ui-phone-check-in.c — the desk's switch "Phone check-in open" in the
 * real window under Xvfb: the day's Registration view opens check-in with
 * it (the keyboard reaches it by its mnemonic, a screen reader reads its
 * label), a player's check-in from a phone (another connection, as the
 * hall server is) shows in the view at once, and the switch follows
 * `hammer-cli serve check-in --close`; the event's entrants view has its
 * own switch for `serve --event`; Board Entry shows the check-in page's
 * address
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "hammer-board-entry-window.h"
#include "hammer-core.h"
#include "hammer-day-player-item.h"
#include "hammer-entrants-view.h"
#include "serve/hammer-check-in.h"
#include "ui-desk-fixture.h"

typedef UiDeskFixture Fixture;

static HammerDayPlayerItem *
find_item (Fixture *f,
           gint64   player)
{
  GListModel *players = hammer_day_registration_get_players (f->desk);

  for (guint i = 0; i < g_list_model_get_n_items (players); i++)
    {
      g_autoptr(HammerDayPlayerItem) item = g_list_model_get_item (players, i);

      if (hammer_day_player_item_get_player_id (item) == player)
        return item;
    }
  return NULL;
}

static gboolean
shows_checked_in (Fixture *f,
                  gint64   player)
{
  HammerDayPlayerItem *item = find_item (f, player);

  return item != NULL && hammer_day_player_item_get_checked_in (item);
}

static gboolean
store_says_open (Fixture *f)
{
  gboolean open = FALSE;

  g_assert_true (hammer_check_in_get_open (f->store, 0, 1, &open, NULL));
  return open;
}

static void
test_registration (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *toggle = ui_find_by_type (GTK_WIDGET (f->check_in), GTK_TYPE_SWITCH);
  g_autoptr(HammerStore) phone = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *key = NULL;
  GtkLabel *label;

  g_assert_nonnull (toggle);
  g_assert_false (hammer_phone_check_in_get_open (f->check_in));
  g_assert_true (gtk_widget_get_sensitive (toggle));
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (f->desk), "Phone check-in _open"));

  /* Alt+O is the switch's (its label's mnemonic); the desk turns it on. */
  label = GTK_LABEL (ui_find_by_type (GTK_WIDGET (f->check_in), GTK_TYPE_LABEL));
  g_assert_cmpuint (gdk_keyval_to_lower (gtk_label_get_mnemonic_keyval (label)), ==, GDK_KEY_o);
  g_assert_true (gtk_label_get_mnemonic_widget (label) == toggle);
  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  ui_desk_wait (f);
  g_assert_true (hammer_phone_check_in_get_open (f->check_in));
  g_assert_true (store_says_open (f));
  ui_save_shot (GTK_WIDGET (f->window), "phone-check-in-open.png");

  /* Carl checks in from a phone: the hall server writes through its own
   * connection to the file, as this one does. */
  g_assert_false (shows_checked_in (f, 3));
  phone = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  key = hammer_check_in_player (phone, 0, 1, 3, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (key);
  UI_WAIT_FOR (shows_checked_in (f, 3));
  ui_save_shot (GTK_WIDGET (f->window), "phone-check-in-carl.png");

  /* The desk closes it from the command line: the switch follows. */
  cli_ok (f->path, "serve", "check-in", "--day", "1", "--close", NULL);
  UI_WAIT_FOR (!hammer_phone_check_in_get_open (f->check_in));
  g_assert_false (store_says_open (f));
}

/* A lone event (`serve --event`): its entrants view has its own switch,
 * for its own check-in, at a phone's width too. */
static void
test_entrants_view (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  HammerPhoneCheckIn *check_in;
  GtkWidget *toggle;
  GtkWidget *view;
  gboolean open = TRUE;
  gint64 event_id;

  cli_ok (f->path, "event", "create", "--name", "Club Night", "--rules", "table",
                  "--format", "round-robin", NULL);
  event_id = 2;
  cli_ok (f->path, "entrants", "add", "--event", "2", "Anna", "Bert", "Eva", NULL);
  gtk_window_set_default_size (GTK_WINDOW (f->window), 360, 740);
  hammer_window_show_event_view (f->window, event_id, "entrants");
  UI_WAIT_FOR ((view = ui_find_by_type (GTK_WIDGET (f->window), HAMMER_TYPE_ENTRANTS_VIEW))
               != NULL && gtk_widget_get_mapped (view));
  check_in = HAMMER_PHONE_CHECK_IN (ui_find_by_type (view, HAMMER_TYPE_PHONE_CHECK_IN));
  g_assert_nonnull (check_in);
  toggle = ui_find_by_type (GTK_WIDGET (check_in), GTK_TYPE_SWITCH);
  UI_WAIT_FOR (gtk_widget_get_sensitive (toggle) && !hammer_phone_check_in_get_busy (check_in));
  g_assert_false (hammer_phone_check_in_get_open (check_in));

  gtk_switch_set_active (GTK_SWITCH (toggle), TRUE);
  UI_WAIT_FOR (hammer_phone_check_in_get_open (check_in));
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_phone_check_in_get_busy (check_in));
  g_assert_true (hammer_check_in_get_open (f->store, event_id, 0, &open, &error));
  g_assert_no_error (error);
  g_assert_true (open);
  /* The day's check-in is another: still closed. */
  g_assert_false (store_says_open (f));
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  ui_save_shot (GTK_WIDGET (f->window), "phone-check-in-entrants-360.png");
}

/* Board Entry of the day shows the check-in page's address as phones reach
 * it, and the same switch. */
static void
test_board_entry (Fixture       *f,
                  gconstpointer  data)
{
  GtkWindow *window = hammer_board_entry_window_present_day (GTK_WINDOW (f->window), f->store, 1);
  HammerServer *server;
  g_autoptr(JsonNode) description = NULL;
  g_autofree char *expected = NULL;
  HammerPhoneCheckIn *check_in;
  GtkWidget *label;

  g_assert_nonnull (window);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (window)));
  server = hammer_board_entry_window_get_server (HAMMER_BOARD_ENTRY_WINDOW (window));
  g_assert_nonnull (server);
  description = hammer_server_describe (server);
  expected = g_strdup_printf ("check-in?key=%s", json_object_get_string_member (
                                json_object_get_object_member (json_node_get_object (description),
                                                               "check_in"), "key"));
  label = ui_find_required (GTK_WIDGET (window), "check_in_label");
  g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (label)), expected));
  g_assert_true (g_str_has_prefix (gtk_label_get_text (GTK_LABEL (label)), "http://"));
  check_in = HAMMER_PHONE_CHECK_IN (ui_find_by_type (GTK_WIDGET (window),
                                                     HAMMER_TYPE_PHONE_CHECK_IN));
  g_assert_nonnull (check_in);
  UI_WAIT_FOR (!hammer_phone_check_in_get_busy (check_in));
  g_assert_false (hammer_phone_check_in_get_open (check_in));
  ui_wait_frames (GTK_WIDGET (window), 3);
  ui_save_shot (GTK_WIDGET (window), "phone-check-in-board-entry.png");
  gtk_window_destroy (window);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/phone-check-in/registration", Fixture, NULL, ui_desk_fixture_set_up,
              test_registration, ui_desk_fixture_tear_down);
  g_test_add ("/ui/phone-check-in/entrants-view", Fixture, NULL, ui_desk_fixture_set_up,
              test_entrants_view, ui_desk_fixture_tear_down);
  g_test_add ("/ui/phone-check-in/board-entry", Fixture, NULL, ui_desk_fixture_set_up,
              test_board_entry, ui_desk_fixture_tear_down);
  return g_test_run ();
}
