/* test-ui-phone-link.c — New Phone Link… in the day's Registration view, in
 * the real window under Xvfb: absent for a player who never checked in on
 * a phone, there once they have; asked first (Cancel changes nothing);
 * then the player's new link is shown as a QR code a camera reads and as
 * text, the old key no longer opens their page and the new one does; the
 * dialog says when no hall server runs, and not while Board Entry serves
 * the day; Escape closes it. What fails (no address phones reach, the
 * player withdrawn, the database locked) is said, and the old link stays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <sqlite3.h>
#include <string.h>

#include "hammer-board-entry-window.h"
#include "hammer-core.h"
#include "hammer-day-page.h"
#include "hammer-day-registration.h"
#include "hammer-phone-link-dialog.h"
#include "hammer-qr-view.h"
#include "events/hammer-day-desk.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "day-fixture.h"
#include "test-serve-common.h"
#include "ui-desk-fixture.h"

/* Where phones reached the hall: the address the links are made under. */
#define HALL_URL "http://10.0.0.5:8470/"
#define CARL 3
#define NOT_SERVING "The hall server is not running now: the page opens once it runs " \
                    "(Board Entry)."

typedef UiDeskFixture Fixture;

/* The hall was served on the local network at HALL_URL. */
static void
serve_hall (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) entry = hammer_board_entry_ensure_day (f->store, 1, &error);

  g_assert_no_error (error);
  g_assert_true (hammer_board_entry_set_day_url (f->store, 1, HALL_URL, &error));
  g_assert_no_error (error);
}

/* Player @player checks in on a phone, through the hall server's own
 * connection as the real one does: their own key. */
static char *
phone_checks_in (Fixture *f,
                 gint64   player)
{
  g_autoptr(HammerStore) phone = NULL;
  g_autoptr(GError) error = NULL;
  char *key;

  phone = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  key = hammer_check_in_player (phone, 0, 1, player, 0, &error);
  g_assert_no_error (error);
  g_assert_nonnull (key);
  return key;
}

/* The More button of @player's row, or NULL while the row is not there. */
static GtkWidget *
more_button (Fixture *f,
             gint64   player)
{
  GtkWidget *list = ui_find_required (GTK_WIDGET (f->desk), "players_list");

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (row), "player-id")) == (gsize) player)
      return g_object_get_data (G_OBJECT (row), "hammer-more");
  return NULL;
}

/* The target of the item of @model (its sections and submenus too) that
 * runs @action, or NULL where none does. */
static GVariant *
menu_target (GMenuModel *model,
             const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) section = NULL;
      g_autoptr(GMenuModel) submenu = NULL;
      GVariant *found;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET, NULL);
      section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);
      if (section != NULL && (found = menu_target (section, action)) != NULL)
        return found;
      submenu = g_menu_model_get_item_link (model, i, G_MENU_LINK_SUBMENU);
      if (submenu != NULL && (found = menu_target (submenu, action)) != NULL)
        return found;
    }
  return NULL;
}

/* Whether @player's row menu offers New Phone Link…, as the desk sees it. */
static gboolean
offers_link (Fixture *f,
             gint64   player)
{
  GtkWidget *more = more_button (f, player);
  g_autoptr(GVariant) target = NULL;

  if (more == NULL)
    return FALSE;
  target = menu_target (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (more)),
                        "desk.new-phone-link");
  return target != NULL && g_variant_get_int64 (target) == player;
}

/* Chooses New Phone Link… in @player's row menu: the confirmation shows. */
static void
choose_new_link (Fixture *f,
                 gint64   player)
{
  GtkWidget *more = more_button (f, player);
  g_autoptr(GVariant) target = NULL;

  g_assert_nonnull (more);
  g_assert_true (gtk_widget_get_focusable (more) || gtk_widget_get_can_focus (more));
  target = menu_target (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (more)),
                        "desk.new-phone-link");
  g_assert_nonnull (target);
  g_assert_true (gtk_widget_activate_action_variant (more, "desk.new-phone-link", target));
  ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
}

/* Presses the confirmation's button @label, as the desk does: the question
 * goes. */
static void
press_answer (const char *label)
{
  GtkWindow *question = ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);
  GtkWidget *button = ui_find_button (GTK_WIDGET (question), label);

  g_assert_nonnull (button);
  ui_click (button);
  UI_WAIT_FOR (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG) == NULL);
}

/* Answers the confirmation with New Link and waits for the new link's
 * dialog to be done: the link shown, or what failed. */
static HammerPhoneLinkDialog *
answer_renew (Fixture *f)
{
  HammerPhoneLinkDialog *dialog;

  press_answer ("_New Link");
  dialog = HAMMER_PHONE_LINK_DIALOG (ui_wait_for_toplevel (HAMMER_TYPE_PHONE_LINK_DIALOG));
  ui_wait_writes (f->store);
  UI_WAIT_FOR (hammer_phone_link_dialog_get_url (dialog) != NULL ||
               g_str_equal (gtk_stack_get_visible_child_name (
                              GTK_STACK (ui_find_required (GTK_WIDGET (dialog), "stack"))),
                            "failed"));
  return dialog;
}

/* The key in a player's link (…/me?key=K). */
static const char *
link_key (const char *url)
{
  const char *key = strstr (url, "me?key=");

  g_assert_nonnull (key);
  return key + strlen ("me?key=");
}

static gint64
key_opens (Fixture    *f,
           const char *key)
{
  return hammer_check_in_find_player_key (f->store, 0, 1, key);
}

static void
test_new_link (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *old = NULL;
  g_autofree char *png = NULL;
  g_autofree char *fresh = NULL;
  HammerPhoneLinkDialog *dialog;
  GtkWidget *view;
  const char *url;

  serve_hall (f);
  /* Nobody has checked in on a phone: no player's menu offers a link. */
  UI_WAIT_FOR (more_button (f, CARL) != NULL);
  for (gint64 player = 1; player <= 4; player++)
    g_assert_false (offers_link (f, player));

  /* Carl checks in on a friend's phone: his menu offers it, the others' not. */
  old = phone_checks_in (f, CARL);
  g_assert_cmpint (key_opens (f, old), ==, CARL);
  UI_WAIT_FOR (offers_link (f, CARL));
  g_assert_false (offers_link (f, 1));
  /* It is in the row's menu, which the keyboard opens from More. */
  {
    GtkMenuButton *more = GTK_MENU_BUTTON (more_button (f, CARL));
    GtkWidget *menu;

    gtk_menu_button_popup (more);
    menu = GTK_WIDGET (gtk_menu_button_get_popover (more));
    g_assert_nonnull (menu);
    ui_wait_until_mapped (menu);
    ui_wait_for_label (menu, "New _Phone Link…");
    ui_wait_frames (menu, 3);
    ui_save_shot (menu, "phone-link-menu.png");
    gtk_menu_button_popdown (more);
    ui_wait_until_unmapped (menu);
  }

  /* Asked first: Cancel changes nothing. */
  choose_new_link (f, CARL);
  g_assert_true (ui_has_label (GTK_WIDGET (ui_find_toplevel (ADW_TYPE_MESSAGE_DIALOG)),
                               "New Phone Link for Carl?"));
  press_answer ("_Cancel");
  ui_wait_writes (f->store);
  g_assert_false (ui_any_toplevel (HAMMER_TYPE_PHONE_LINK_DIALOG));
  g_assert_cmpint (key_opens (f, old), ==, CARL);

  /* The new link: his name, the link as text and as a code a camera reads;
   * the old key opens nothing now, the new one his page. No Board Entry
   * window serves the day, and the dialog says so. */
  choose_new_link (f, CARL);
  dialog = answer_renew (f);
  url = hammer_phone_link_dialog_get_url (dialog);
  g_assert_nonnull (url);
  g_assert_true (g_str_has_prefix (url, HALL_URL "me?key="));
  fresh = g_strdup (link_key (url));
  g_assert_cmpstr (fresh, !=, old);
  g_assert_cmpint (key_opens (f, old), ==, 0);
  g_assert_cmpint (key_opens (f, fresh), ==, CARL);
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "New Phone Link");
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), "Carl"));
  g_assert_true (ui_has_label (GTK_WIDGET (dialog), url));
  g_assert_true (ui_has_label (GTK_WIDGET (dialog), NOT_SERVING));
  view = ui_find_by_type (GTK_WIDGET (dialog), HAMMER_TYPE_QR_VIEW);
  g_assert_nonnull (view);
  UI_WAIT_FOR (gtk_widget_get_mapped (view) && gtk_widget_get_width (view) >= 300);
  ui_wait_frames (GTK_WIDGET (dialog), 3);
  ui_save_shot (GTK_WIDGET (dialog), "phone-link-dialog.png");
  png = g_build_filename (f->dir, "link.png", NULL);
  ui_save_png (view, png);
  {
    g_auto(GStrv) codes = png_qr_codes (png);

    g_assert_cmpuint (g_strv_length (codes), ==, 1);
    g_assert_cmpstr (codes[0], ==, url);
  }

  /* Copy puts the link on the clipboard. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (dialog), "phone-link.copy", NULL));
  ui_wait_for_label (GTK_WIDGET (dialog), "Link copied");

  /* Escape closes it. */
  ui_wait_active (GTK_WINDOW (dialog));
  g_assert_true (ui_press_shortcut (GTK_WINDOW (dialog), GDK_KEY_Escape, 0));
  ui_wait_until_gone (HAMMER_TYPE_PHONE_LINK_DIALOG);
}

/* While Board Entry serves the day, the link opens the page at once: no
 * note. A player checked in at the desk first, then on a phone, gets the
 * item too. */
static void
test_serving (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *old = NULL;
  GtkWindow *board_entry;
  HammerServer *server;
  HammerPhoneLinkDialog *dialog;
  const char *url;

  g_assert_true (hammer_days_check_in (f->store, 1, 2, TRUE, &error));
  g_assert_no_error (error);
  board_entry = hammer_board_entry_window_present_day (GTK_WINDOW (f->window), f->store, 1);
  g_assert_nonnull (board_entry);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (board_entry)));
  server = hammer_board_entry_window_get_server (HAMMER_BOARD_ENTRY_WINDOW (board_entry));
  g_assert_nonnull (server);
  g_assert_true (hammer_server_is_running (server));
  /* Phones reach it at HALL_URL (this machine may have no local network),
   * set once the window has remembered its own address on the store's
   * writer, which would else come after it. */
  ui_wait_writes (f->store);
  serve_hall (f);
  old = phone_checks_in (f, 2);
  UI_WAIT_FOR (offers_link (f, 2));

  choose_new_link (f, 2);
  dialog = answer_renew (f);
  url = hammer_phone_link_dialog_get_url (dialog);
  g_assert_nonnull (url);
  g_assert_cmpint (key_opens (f, old), ==, 0);
  g_assert_cmpint (key_opens (f, link_key (url)), ==, 2);
  /* Through real HTTP to the window's server: the old key refused, the
   * new one Bert's page. */
  {
    g_autoptr(SoupSession) session = soup_session_new ();
    g_autofree char *old_me = g_strdup_printf ("%sapi/me?key=%s", hammer_server_get_url (server),
                                               old);
    g_autofree char *new_me = g_strdup_printf ("%sapi/me?key=%s", hammer_server_get_url (server),
                                               link_key (url));
    g_auto(Answer) refused = { 0 };
    g_auto(Answer) opened = { 0 };

    request (session, old_me, NULL, NULL, &refused);
    g_assert_cmpuint (refused.status, ==, 403);
    request (session, new_me, NULL, NULL, &opened);
    g_assert_cmpuint (opened.status, ==, 200);
    g_assert_nonnull (strstr (opened.body, "\"Bert\""));
  }
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), url));
  g_assert_false (ui_has_label (GTK_WIDGET (dialog), NOT_SERVING));
  gtk_window_destroy (GTK_WINDOW (dialog));
  gtk_window_destroy (board_entry);
}

/* What fails is said in the dialog, and the old link keeps working. */
static void
test_failures (Fixture       *f,
               gconstpointer  data)
{
  g_autofree char *old = NULL;
  HammerPhoneLinkDialog *dialog;
  sqlite3 *holder = NULL;

  old = phone_checks_in (f, CARL);
  UI_WAIT_FOR (offers_link (f, CARL));

  /* The hall was never served where phones reach it: no address to give. */
  choose_new_link (f, CARL);
  dialog = answer_renew (f);
  g_assert_null (hammer_phone_link_dialog_get_url (dialog));
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), "No New Link for Carl"));
  g_assert_true (ui_has_label (GTK_WIDGET (dialog),
                               "Phones cannot reach the hall yet: serve it on the local network "
                               "first (Board Entry, with “Local Network” on), then give the new "
                               "link. The old link still works."));
  ui_wait_frames (GTK_WIDGET (dialog), 3);
  ui_save_shot (GTK_WIDGET (dialog), "phone-link-unreachable.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (key_opens (f, old), ==, CARL);

  /* Another program holds the database's write lock past the wait. */
  serve_hall (f);
  choose_new_link (f, CARL);
  g_assert_cmpint (sqlite3_open (f->path, &holder), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (holder, "BEGIN IMMEDIATE", NULL, NULL, NULL), ==, SQLITE_OK);
  dialog = answer_renew (f);
  g_assert_cmpint (sqlite3_exec (holder, "ROLLBACK", NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (holder);
  g_assert_null (hammer_phone_link_dialog_get_url (dialog));
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), "No New Link for Carl"));
  g_assert_true (ui_has_label (GTK_WIDGET (dialog),
                               "Could not store the player’s new link: another program is "
                               "writing to the database; try again in a moment"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (key_opens (f, old), ==, CARL);

  /* Carl withdraws while the desk is asked: he is no longer entered. */
  choose_new_link (f, CARL);
  cli_ok (f->path, "entrants", "withdraw", "--event", "1", "3", NULL);
  dialog = answer_renew (f);
  g_assert_null (hammer_phone_link_dialog_get_url (dialog));
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), "No New Link for Carl"));
  g_assert_true (ui_has_label (GTK_WIDGET (dialog), "Player 3 is not entered in any event of day 1"));
  gtk_window_destroy (GTK_WINDOW (dialog));
  g_assert_cmpint (key_opens (f, old), ==, CARL);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/phone-link/new-link", Fixture, NULL, ui_desk_fixture_set_up_open, test_new_link,
              ui_desk_fixture_tear_down);
  g_test_add ("/ui/phone-link/serving", Fixture, NULL, ui_desk_fixture_set_up_open, test_serving,
              ui_desk_fixture_tear_down);
  g_test_add ("/ui/phone-link/failures", Fixture, NULL, ui_desk_fixture_set_up_open, test_failures,
              ui_desk_fixture_tear_down);
  return g_test_run ();
}
