/* test-ui-series-cards.c — sjoelbak series cards at the desk under Xvfb:
 * games a board's phone sends for a player's card (over real HTTP on
 * loopback) show in the series view at once, and a toast says whose card
 * grew, from where, and its total
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <libsoup/soup.h>
#include <string.h>

#include "events/hammer-series-card.h"
#include "hammer-board-entry-window.h"
#include "hammer-core.h"
#include "hammer-event-page.h"
#include "hammer-window.h"
#include "ui-test-common.h"

typedef struct
{
  UiFixture ui;
  gint64 event_id;
  GSettings *settings;
  SoupSession *session;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cees", NULL };

  f->ui.store = tmp_store_open ("hammer-ui-series-cards-XXXXXX", &f->ui.dir, NULL);
  f->event_id = store_new_event (f->ui.store, "Winter Series", "sjoelbak", HAMMER_FORMAT_SERIES,
                                 2, "{\"games\": 5}", names, 1);
  f->settings = g_settings_new ("io.github.hammertourney.Hammer");
  /* Any free port. */
  g_settings_set_int (f->settings, "board-entry-port", 0);
  f->session = soup_session_new ();
  f->ui.window = ui_open_window (f->ui.store, 1280, 800);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->session);
  g_settings_reset (f->settings, "board-entry-port");
  g_clear_object (&f->settings);
  ui_close_store (&f->ui.store, &f->ui.dir);
}

/* The player whose card @text finds. */
static gint64
card_player (Fixture    *f,
             const char *text)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) found = hammer_series_card_search (f->ui.store, f->event_id, 0, text,
                                                         &error);
  JsonArray *cards;

  g_assert_no_error (error);
  cards = hammer_json_array (json_node_get_object (found), "cards");
  g_assert_cmpuint (hammer_json_length (cards), ==, 1);
  return hammer_json_int (hammer_json_element_object (cards, 0), "player", 0);
}

/* What board @board's phone sends for @player's card: the HTTP status. The
 * server answers on its own thread; its news reaches the window once the
 * main loop runs again. */
static guint
post_games (Fixture                *f,
            HammerBoardEntryWindow *window,
            guint                   board,
            gint64                  player,
            const char             *body)
{
  HammerServer *server = hammer_board_entry_window_get_server (window);
  g_autoptr(JsonNode) description = hammer_server_describe (server);
  JsonArray *boards = hammer_json_array (json_node_get_object (description), "boards");
  const char *key = hammer_json_string (hammer_json_element_object (boards, board - 1), "key");
  g_autofree char *url = g_strdup_printf ("%sapi/series/card?key=%s&player=%" G_GINT64_FORMAT,
                                          hammer_server_get_url (server), key, player);
  g_autoptr(SoupMessage) message = soup_message_new ("POST", url);
  g_autoptr(GBytes) bytes = g_bytes_new (body, strlen (body));
  g_autoptr(GBytes) answer = NULL;
  g_autoptr(GError) error = NULL;

  soup_message_set_request_body_from_bytes (message, "application/json", bytes);
  answer = soup_session_send_and_read (f->session, message, NULL, &error);
  g_assert_no_error (error);
  return soup_message_get_status (message);
}

/* Games from two boards for Anna's card reach the series view at once,
 * each with a toast; the view follows the store's change notices. */
static void
test_games_arrive (Fixture       *f,
                   gconstpointer  data)
{
  HammerBoardEntryWindow *window;
  GtkWidget *page, *ranking;
  gint64 anna = card_player (f, "anna");

  hammer_window_show_event_view (f->ui.window, f->event_id, "draw");
  UI_WAIT_FOR ((page = ui_find_by_type (GTK_WIDGET (f->ui.window), HAMMER_TYPE_EVENT_PAGE)) !=
               NULL);
  g_assert_true (gtk_widget_activate_action (page, "event.board-entry", NULL));
  UI_WAIT_FOR ((window = (HammerBoardEntryWindow *) ui_find_toplevel (
                  HAMMER_TYPE_BOARD_ENTRY_WINDOW)) != NULL &&
               gtk_widget_get_mapped (GTK_WIDGET (window)));
  ranking = ui_find_required (GTK_WIDGET (f->ui.window), "series_view");
  g_assert_false (ui_has_label (ranking, "87"));

  g_assert_cmpuint (post_games (f, window, 1, anna, "{\"game\": 0, \"games\": [{\"total\": 87}]}"),
                    ==, 200);
  UI_WAIT_FOR (ui_has_toast (f->ui.window,
                             "Series card from board 1: Anna, 1 of 5 games, 87"));
  UI_WAIT_FOR (ui_has_label (ranking, "87"));

  /* Game 2 on board 2, as the disks in the compartments: 5, 6, 7, 5 is 108. */
  g_assert_cmpuint (post_games (f, window, 2, anna,
                                "{\"game\": 1, \"games\": [{\"counts\": [5, 6, 7, 5]}]}"),
                    ==, 200);
  UI_WAIT_FOR (ui_has_toast (f->ui.window,
                             "Series card from board 2: Anna, 2 of 5 games, 195"));
  UI_WAIT_FOR (ui_has_label (ranking, "195"));
  gtk_window_close (GTK_WINDOW (window));
  ui_wait_until_gone (HAMMER_TYPE_BOARD_ENTRY_WINDOW);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/series-cards/games-arrive", Fixture, NULL, fixture_set_up,
              test_games_arrive, fixture_tear_down);

  return g_test_run ();
}
