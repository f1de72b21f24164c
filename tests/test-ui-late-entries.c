/* test-ui-late-entries.c — check-in by phone at the desk, in the real
 * window under Xvfb: a late entry asked for from a phone (another
 * connection, as the hall server is) shows in the day's Registration view
 * at once, its name as text, and Accept enters the player (fee as for any
 * entry); Decline enters nobody; Show Code shows the check-in page's QR
 * code large, and a camera pointed at the screen reads it; Print Door Sign
 * opens the printer's dialog
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-day-desk.h"
#include "events/hammer-entry-requests.h"
#include "hammer-check-in-code-dialog.h"
#include "hammer-core.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "test-common.h"
#include "ui-desk-fixture.h"

/* Where the hall was served on the local network. */
#define HALL_URL "http://10.0.0.5:8470/"

typedef UiDeskFixture Fixture;

/* A phone asks, through a connection of its own, as the hall server does. */
static gint64
phone_asks (Fixture    *f,
            const char *name,
            const char *club,
            const char *key)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) phone = hammer_store_open (f->path, &error);
  const gint64 events[] = { 1 };
  gint64 id;

  g_assert_no_error (error);
  id = hammer_entry_requests_ask (phone, 0, 1, name, club, events, 1, key, &error);
  g_assert_no_error (error);
  return id;
}

/* The first mapped button under @root whose label (with its mnemonic) is
 * @label. */
static GtkWidget *
find_button (GtkWidget  *root,
             const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_BUTTON (child) && gtk_widget_get_mapped (child) &&
          g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
        return child;
      if ((found = find_button (child, label)) != NULL)
        return found;
    }
  return NULL;
}

static gboolean
is_entered (Fixture    *f,
            const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDayRegister) reg = hammer_days_get_register (f->store, 1, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < reg->players->len; i++)
    {
      const HammerDayPlayer *player = reg->players->pdata[i];

      if (g_str_equal (player->name, name))
        return TRUE;
    }
  return FALSE;
}

static void
test_accept (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(HammerEntryRequest) answered = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *accept;
  gint64 id;

  g_assert_cmpuint (hammer_entry_requests_list_get_n (f->requests), ==, 0);
  g_assert_false (gtk_widget_get_visible (gtk_widget_get_first_child (GTK_WIDGET (f->requests))));
  id = phone_asks (f, "<b>Zoë</b> Smit", "De Schuif", "0123456789abcdef0123456789abcdef");

  /* At once, the name as the phone typed it, as text. */
  UI_WAIT_FOR (hammer_entry_requests_list_get_n (f->requests) == 1);
  ui_desk_wait (f);
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (f->requests), "<b>Zoë</b> Smit"));
  g_assert_true (ui_has_label (GTK_WIDGET (f->requests), "De Schuif · Singles"));
  g_assert_true (ui_has_label (GTK_WIDGET (f->requests), "1 late entry asked for from a phone"));
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  ui_save_shot (GTK_WIDGET (f->window), "late-entry-request.png");

  accept = find_button (GTK_WIDGET (f->requests), "_Accept");
  g_assert_nonnull (accept);
  g_assert_true (gtk_widget_get_focusable (accept) || gtk_widget_get_can_focus (accept));
  g_assert_false (is_entered (f, "<b>Zoë</b> Smit"));
  ui_click (accept);
  ui_desk_wait (f);
  UI_WAIT_FOR (hammer_entry_requests_list_get_n (f->requests) == 0);
  g_assert_true (is_entered (f, "<b>Zoë</b> Smit"));
  answered = hammer_entry_requests_get (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_entry_request_get_state (answered), ==, HAMMER_ENTRY_REQUEST_ACCEPTED);
  g_assert_cmpint (hammer_entry_request_get_player (answered), >, 0);
  ui_save_shot (GTK_WIDGET (f->window), "late-entry-accepted.png");
}

/* A request in the name of a player on the list ("anna" for Anna): its
 * row says whom it names and that the phone gets no link; Accept enters
 * Anna, and the request keeps no player of its own. */
static void
test_listed (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(HammerEntryRequest) answered = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *accept;
  gint64 id;

  id = phone_asks (f, "  anna ", NULL, "fedcba9876543210fedcba9876543210");
  UI_WAIT_FOR (hammer_entry_requests_list_get_n (f->requests) == 1);
  ui_desk_wait (f);
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (f->requests),
                             "Already on the list as Anna (player 1): the phone gets no link to "
                             "that player's page"));
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  ui_save_shot (GTK_WIDGET (f->window), "late-entry-listed.png");

  accept = find_button (GTK_WIDGET (f->requests), "_Accept");
  g_assert_nonnull (accept);
  ui_click (accept);
  ui_desk_wait (f);
  UI_WAIT_FOR (hammer_entry_requests_list_get_n (f->requests) == 0);
  answered = hammer_entry_requests_get (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_entry_request_get_state (answered), ==, HAMMER_ENTRY_REQUEST_ACCEPTED);
  g_assert_cmpint (hammer_entry_request_get_player (answered), ==, 0);
  g_assert_cmpint (hammer_entry_request_get_listed_player (answered), ==, 1);
}

static void
test_decline (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(HammerEntryRequest) answered = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *decline;
  gint64 id;

  id = phone_asks (f, "Eva", NULL, "fedcba9876543210fedcba9876543210");
  UI_WAIT_FOR (hammer_entry_requests_list_get_n (f->requests) == 1);
  ui_desk_wait (f);
  decline = find_button (GTK_WIDGET (f->requests), "_Decline");
  g_assert_nonnull (decline);
  ui_click (decline);
  ui_desk_wait (f);
  UI_WAIT_FOR (hammer_entry_requests_list_get_n (f->requests) == 0);
  g_assert_false (is_entered (f, "Eva"));
  answered = hammer_entry_requests_get (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_entry_request_get_state (answered), ==, HAMMER_ENTRY_REQUEST_DECLINED);
}

/* A request asked for before its event was drawn: once the draw is made
 * (at another desk, through the command line), its row says why it can
 * only be declined and Accept is off; Decline still answers it. */
static void
test_drawn_since (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(HammerEntryRequest) answered = NULL;
  g_autoptr(GError) error = NULL;
  const char *why = "Singles is drawn already: decline the late entry, or enter the player "
                    "in another event";
  GtkWidget *accept, *decline;
  gint64 id;

  id = phone_asks (f, "Femke", NULL, "00112233445566778899aabbccddeeff");
  UI_WAIT_FOR (hammer_entry_requests_list_get_n (f->requests) == 1);
  ui_desk_wait (f);
  accept = find_button (GTK_WIDGET (f->requests), "_Accept");
  g_assert_nonnull (accept);
  g_assert_true (gtk_widget_get_sensitive (accept));
  g_assert_false (ui_has_label (GTK_WIDGET (f->requests), why));

  cli_ok (f->path, "draw", "--event", "1", "--seed", "1", NULL);
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (f->requests), why));
  ui_desk_wait (f);
  accept = find_button (GTK_WIDGET (f->requests), "_Accept");
  g_assert_nonnull (accept);
  g_assert_false (gtk_widget_get_sensitive (accept));
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  ui_save_shot (GTK_WIDGET (f->window), "late-entry-drawn-since.png");

  decline = find_button (GTK_WIDGET (f->requests), "_Decline");
  g_assert_nonnull (decline);
  g_assert_true (gtk_widget_get_sensitive (decline));
  ui_click (decline);
  ui_desk_wait (f);
  UI_WAIT_FOR (hammer_entry_requests_list_get_n (f->requests) == 0);
  g_assert_false (is_entered (f, "Femke"));
  answered = hammer_entry_requests_get (f->store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_entry_request_get_state (answered), ==, HAMMER_ENTRY_REQUEST_DECLINED);
}

/* Show Code: first why there is none (never served off this computer),
 * then the code of the address phones reach, which a camera reads. */
static void
test_show_code (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) entry = NULL;
  g_autofree char *key = NULL;
  g_autofree char *want = NULL;
  g_autofree char *png = NULL;
  HammerCheckInCodeDialog *dialog;
  GtkWidget *area;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->check_in), "check-in.show-code",
                                             NULL));
  UI_WAIT_FOR ((dialog = HAMMER_CHECK_IN_CODE_DIALOG (
                  ui_find_toplevel (HAMMER_TYPE_CHECK_IN_CODE_DIALOG))) != NULL);
  ui_wait_writes (f->store);
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), "Phones Cannot Reach Check-In Yet"));
  g_assert_null (hammer_check_in_code_dialog_get_url (dialog));
  gtk_window_destroy (GTK_WINDOW (dialog));

  entry = hammer_board_entry_ensure_day (f->store, 1, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_board_entry_set_day_url (f->store, 1, HALL_URL, &error));
  key = hammer_check_in_ensure_key (f->store, 0, 1, &error);
  g_assert_no_error (error);
  want = g_strdup_printf (HALL_URL "check-in?key=%s", key);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->check_in), "check-in.show-code",
                                             NULL));
  UI_WAIT_FOR ((dialog = HAMMER_CHECK_IN_CODE_DIALOG (
                  ui_find_toplevel (HAMMER_TYPE_CHECK_IN_CODE_DIALOG))) != NULL);
  ui_wait_writes (f->store);
  UI_WAIT_FOR (hammer_check_in_code_dialog_get_url (dialog) != NULL);
  g_assert_cmpstr (hammer_check_in_code_dialog_get_url (dialog), ==, want);
  UI_WAIT_FOR (ui_has_label (GTK_WIDGET (dialog), want));
  g_assert_true (ui_has_label (GTK_WIDGET (dialog), "Open"));
  area = ui_find_by_type (GTK_WIDGET (dialog), GTK_TYPE_DRAWING_AREA);
  g_assert_nonnull (area);
  UI_WAIT_FOR (gtk_widget_get_mapped (area) && gtk_widget_get_width (area) >= 300);
  ui_wait_frames (GTK_WIDGET (dialog), 3);
  ui_save_shot (GTK_WIDGET (dialog), "check-in-code-dialog.png");

  png = g_build_filename (f->dir, "code.png", NULL);
  ui_save_png (area, png);
  {
    g_auto(GStrv) codes = png_qr_codes (png);

    g_assert_cmpuint (g_strv_length (codes), ==, 1);
    g_assert_cmpstr (codes[0], ==, want);
  }
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Print Door Sign…: the sign is read and laid out, then the printer's
 * dialog (where Print to File saves it as PDF) opens over the window. */
static void
test_print_sign (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) entry = NULL;
  GtkWindow *printer = NULL;
  GType dialog_type = 0;

  entry = hammer_board_entry_ensure_day (f->store, 1, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_board_entry_set_day_url (f->store, 1, HALL_URL, &error));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->check_in), "check-in.print-sign",
                                             NULL));
  ui_wait_writes (f->store);
  /* The printer's dialog, by its type's name: its header is not the app's. */
  UI_WAIT_FOR ((dialog_type = g_type_from_name ("GtkPrintUnixDialog")) != 0 &&
               (printer = ui_find_toplevel (dialog_type)) != NULL);
  g_assert_true (gtk_window_get_transient_for (printer) == GTK_WINDOW (f->window));
  gtk_dialog_response (GTK_DIALOG (printer), GTK_RESPONSE_CANCEL);
  UI_WAIT_FOR (ui_find_toplevel (dialog_type) == NULL);
}

int
main (int    argc,
      char **argv)
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, ui_desk_fixture_set_up_open, func, \
              ui_desk_fixture_tear_down)
  ADD ("/ui/late-entries/accept", test_accept);
  ADD ("/ui/late-entries/listed", test_listed);
  ADD ("/ui/late-entries/decline", test_decline);
  ADD ("/ui/late-entries/drawn-since", test_drawn_since);
  ADD ("/ui/late-entries/show-code", test_show_code);
  ADD ("/ui/late-entries/print-sign", test_print_sign);
#undef ADD

  return g_test_run ();
}
