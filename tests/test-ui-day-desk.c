/* test-ui-day-desk.c — the day page's registration desk in the real window
 * under Xvfb: a player found by name, checked in, paying cash for one event
 * and by transfer for another, the counts and the day's money following,
 * undo, a late entry and one refused after the draw, the keyboard and the
 * names a screen reader reads; an event's fee and prizes, refused at the
 * field; the receipt, sign-in list and money summary reach the printer; a
 * team's fee counted once in the header and the Money view; Refund…
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-day-desk.h"
#include "hammer-core.h"
#include "hammer-day-money-view.h"
#include "hammer-day-page.h"
#include "hammer-day-pay-dialog.h"
#include "hammer-day-player-item.h"
#include "hammer-day-registration.h"
#include "hammer-event-page.h"
#include "hammer-event-prizes-dialog.h"
#include "hammer-i18n.h"
#include "hammer-money.h"
#include "hammer-roster-matches.h"
#include "day-fixture.h"
#include "ui-desk-fixture.h"

typedef UiDeskFixture Fixture;

/* Singles and Doubles with part payments (day_fixture_teams()). */
static void
fixture_set_up_teams (Fixture       *f,
                      gconstpointer  data)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
  day_fixture_teams (f->path);
  ui_desk_open (f, 1280);
}

/* Singles (€ 5.00, drawn) of Anna, Bert, Cor, Dirk and Ladies (€ 7.50,
 * not drawn) of Anna, Eva, Fien, Gea on one day: Anna owes € 12.50. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
  cli_ok (f->path, "day", "create", "--name", "Club Open", "--date", "2026-12-05", "--boards",
          "3", "--venue", "De Hal", NULL);
  cli_ok (f->path, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "single-elimination", "--day", "1", "--fee", "5.00", NULL);
  cli_ok (f->path, "event", "create", "--name", "Ladies", "--rules", "table", "--format",
          "single-elimination", "--day", "1", "--fee", "7.50", NULL);
  cli_ok (f->path, "entrants", "add", "--event", "1", "Anna", "Bert", "Cor", "Dirk", NULL);
  cli_ok (f->path, "entrants", "add", "--event", "2", "Anna", "Eva", "Fien", "Gea", NULL);
  cli_ok (f->path, "draw", "--event", "1", "--seed", "1", NULL);
  ui_desk_open (f, data != NULL ? GPOINTER_TO_INT (data) : 1280);
}

static gint64
player_id (Fixture    *f,
           const char *name)
{
  g_autoptr(HammerDayRegister) reg = hammer_days_get_register (f->store, 1, NULL);

  for (guint p = 0; p < reg->players->len; p++)
    {
      HammerDayPlayer *player = g_ptr_array_index (reg->players, p);

      if (g_strcmp0 (player->name, name) == 0)
        return player->player;
    }
  g_assert_not_reached ();
}

/* Player @player's entrant in event 1, the Singles. */
static gint64
singles_entrant (Fixture *f,
                      gint64   player)
{
  g_autoptr(HammerDayRegister) reg = hammer_days_get_register (f->store, 1, NULL);
  HammerDayPlayer *line = hammer_day_register_find (reg, player);

  for (guint e = 0; line != NULL && e < line->entries->len; e++)
    if (g_array_index (line->entries, HammerDayEntry, e).event == 1)
      return g_array_index (line->entries, HammerDayEntry, e).entrant;
  g_assert_not_reached ();
}

static char *
counts_text (guint  n_in,
             guint  n,
             gint64 outstanding)
{
  g_autofree char *money = hammer_money_format (outstanding, "€");

  return g_strdup_printf ("%u of %u players checked in · %s outstanding", n_in, n, money);
}

static void
wait_counts (Fixture *f,
             guint    n_in,
             guint    n,
             gint64   outstanding)
{
  g_autofree char *expected = counts_text (n_in, n, outstanding);
  GtkWidget *label = ui_find_required (GTK_WIDGET (f->desk), "counts_label");

  UI_WAIT_FOR (g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)), expected) == 0);
}

/* The row of the one player the search shows. */
static GtkWidget *
only_row (Fixture *f)
{
  GtkWidget *list = ui_find_required (GTK_WIDGET (f->desk), "players_list");

  UI_WAIT_FOR (g_list_model_get_n_items (hammer_day_registration_get_players (f->desk)) == 1);
  return GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list), 0));
}

static GtkWidget *
find_accessible (GtkWidget  *root,
                 GType       type,
                 const char *label)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    {
      g_autofree char *error = gtk_test_accessible_check_property (GTK_ACCESSIBLE (root),
                                                                   GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                                   label);

      if (error == NULL)
        return root;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_accessible (child, type, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Whether @model (or a section of it) has an item of @action with @target. */
static gboolean
menu_has (GMenuModel *model,
          const char *action,
          GVariant   *target)
{
  g_autoptr(GVariant) owned = g_variant_ref_sink (target);

  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *item_action = NULL;
      g_autoptr(GVariant) item_target = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (section != NULL && menu_has (section, action, owned))
        return TRUE;
      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &item_action) &&
          g_strcmp0 (item_action, action) == 0)
        {
          item_target = g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET,
                                                               NULL);
          if (item_target != NULL && g_variant_equal (item_target, owned))
            return TRUE;
        }
    }
  return FALSE;
}

static gint64
money_taken (Fixture             *f,
             HammerPaymentMethod  method)
{
  g_autoptr(HammerDayMoney) money = hammer_days_get_money (f->store, 1, NULL);

  return money->taken[method];
}

static void
test_check_in_and_pay (Fixture       *f,
                       gconstpointer  data)
{
  gint64 anna = player_id (f, "Anna");
  GtkWidget *search = ui_find_required (GTK_WIDGET (f->desk), "search_entry");
  GtkWidget *row, *check, *pay;
  GtkWidget *money_view = ui_find_required (GTK_WIDGET (f->page), "money_view");
  g_autofree char *cash = hammer_money_format (500, "€");
  g_autofree char *transfer = hammer_money_format (750, "€");

  wait_counts (f, 0, 7, 5000);
  gtk_editable_set_text (GTK_EDITABLE (search), "ann");
  row = only_row (f);
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "Anna");
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "Singles · Ladies"));

  /* Every control of the row reached from the keyboard, named for a
   * screen reader by the player. */
  check = find_accessible (row, GTK_TYPE_TOGGLE_BUTTON, "Check In Anna");
  pay = find_accessible (row, GTK_TYPE_MENU_BUTTON, "Pay for Anna");
  g_assert_nonnull (check);
  g_assert_nonnull (pay);
  g_assert_nonnull (find_accessible (row, GTK_TYPE_MENU_BUTTON, "More for Anna"));
  g_assert_true (gtk_widget_get_focusable (check) || gtk_widget_get_focus_on_click (check));
  gtk_widget_grab_focus (check);
  g_assert_true (gtk_widget_has_focus (check));

  /* Checked in: the counts and the row say so. */
  ui_click (check);
  ui_desk_wait (f);
  wait_counts (f, 1, 7, 5000);
  row = only_row (f);
  g_assert_nonnull (find_accessible (row, GTK_TYPE_TOGGLE_BUTTON, "Undo Check-In of Anna"));
  pay = find_accessible (row, GTK_TYPE_MENU_BUTTON, "Pay for Anna");

  /* Pay offers each event in each way; Singles in cash, Ladies by transfer. */
  g_assert_true (menu_has (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (pay)), "desk.pay",
                           g_variant_new ("(xxs)", anna, (gint64) 1, "cash")));
  g_assert_true (menu_has (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (pay)), "desk.pay",
                           g_variant_new ("(xxs)", anna, (gint64) 2, "transfer")));
  gtk_widget_activate_action (row, "desk.pay", "(xxs)", anna, (gint64) 1, "cash");
  ui_desk_wait (f);
  wait_counts (f, 1, 7, 4500);
  gtk_widget_activate_action (only_row (f), "desk.pay", "(xxs)", anna, (gint64) 2, "transfer");
  ui_desk_wait (f);
  wait_counts (f, 1, 7, 3750);
  g_assert_cmpint (money_taken (f, HAMMER_PAYMENT_CASH), ==, 500);
  g_assert_cmpint (money_taken (f, HAMMER_PAYMENT_TRANSFER), ==, 750);
  row = only_row (f);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)),
                            "(Cash, Transfer)"));

  /* The day's money shows it. */
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (ui_find_required (GTK_WIDGET (f->page),
                                                                            "view_stack")),
                                         "money");
  UI_WAIT_FOR (!hammer_day_money_view_get_busy (HAMMER_DAY_MONEY_VIEW (money_view)));
  ui_wait_for_label (money_view, cash);
  ui_wait_for_label (money_view, transfer);
  ui_wait_frames (GTK_WIDGET (f->window), 2);
  ui_save_shot (GTK_WIDGET (f->window), "day-desk-money.png");
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (ui_find_required (GTK_WIDGET (f->page),
                                                                            "view_stack")),
                                         "registration");

  /* Undo takes the transfer back, the counts with it. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.undo-last", NULL);
  ui_desk_wait (f);
  wait_counts (f, 1, 7, 4500);
  g_assert_cmpint (money_taken (f, HAMMER_PAYMENT_TRANSFER), ==, 0);

  /* Take Back Payment and the check-in undone from the row. */
  gtk_widget_activate_action (only_row (f), "desk.pay", "(xxs)", anna, (gint64) 0, "none");
  ui_desk_wait (f);
  wait_counts (f, 1, 7, 5000);
  ui_click (find_accessible (only_row (f), GTK_TYPE_TOGGLE_BUTTON, "Undo Check-In of Anna"));
  ui_desk_wait (f);
  wait_counts (f, 0, 7, 5000);
  gtk_editable_set_text (GTK_EDITABLE (search), "");
  UI_WAIT_FOR (g_list_model_get_n_items (hammer_day_registration_get_players (f->desk)) == 7);
}

/* Another Amount: part of one event's fee, a wrong amount refused at the
 * field first. */
static void
test_pay_amount (Fixture       *f,
                 gconstpointer  data)
{
  gint64 anna = player_id (f, "Anna");
  GtkWidget *dialog;
  GtkWidget *amount;
  GtkWidget *error;

  wait_counts (f, 0, 7, 5000);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->desk), "desk.pay-amount", "x",
                                             anna));
  dialog = GTK_WIDGET (ui_wait_for_toplevel (HAMMER_TYPE_DAY_PAY_DIALOG));
  amount = ui_find_required (dialog, "amount_row");
  error = ui_find_required (dialog, "error_label");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (amount)), ==, "5.00");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "event_row")), 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (amount)), ==, "7.50");
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "method_row")), 1);
  gtk_editable_set_text (GTK_EDITABLE (amount), "two");
  ui_click (ui_find_required (dialog, "pay_button"));
  UI_WAIT_FOR (gtk_widget_get_visible (error));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error)), "two"));
  g_assert_true (gtk_widget_has_css_class (amount, "error"));
  g_assert_cmpint (money_taken (f, HAMMER_PAYMENT_TRANSFER), ==, 0);
  /* More than the fee: the core's refusal, what is left named, nothing stored. */
  gtk_editable_set_text (GTK_EDITABLE (amount), "100");
  ui_click (ui_find_required (dialog, "pay_button"));
  UI_WAIT_FOR (strstr (gtk_label_get_text (GTK_LABEL (error)), "more than the 7.50 still to pay")
               != NULL);
  ui_wait_frames (dialog, 2);
  ui_save_shot (dialog, "day-desk-overpay.png");
  g_assert_cmpint (money_taken (f, HAMMER_PAYMENT_TRANSFER), ==, 0);
  gtk_editable_set_text (GTK_EDITABLE (amount), "2.50");
  ui_click (ui_find_required (dialog, "pay_button"));
  ui_wait_until_gone (HAMMER_TYPE_DAY_PAY_DIALOG);
  ui_desk_wait (f);
  wait_counts (f, 0, 7, 4750);
  g_assert_cmpint (money_taken (f, HAMMER_PAYMENT_TRANSFER), ==, 250);
}

static void
choose_event (Fixture    *f,
              const char *name)
{
  GtkDropDown *events = GTK_DROP_DOWN (ui_find_required (GTK_WIDGET (f->desk),
                                                         "late_event_dropdown"));
  GListModel *model = gtk_drop_down_get_model (events);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (model), i), name) == 0)
      {
        gtk_drop_down_set_selected (events, i);
        return;
      }
  g_assert_not_reached ();
}

/* A late entry before the draw owes its fee; after the draw the core
 * refuses it and the toast says why. */
static void
test_late_entry (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *name = ui_find_required (GTK_WIDGET (f->desk), "late_name_entry");
  g_auto(GStrv) toasts = NULL;

  wait_counts (f, 0, 7, 5000);
  choose_event (f, "Ladies");
  gtk_editable_set_text (GTK_EDITABLE (name), "Hanna");
  g_signal_emit_by_name (name, "activate");
  ui_desk_wait (f);
  wait_counts (f, 0, 8, 5750);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "");

  choose_event (f, "Singles");
  gtk_editable_set_text (GTK_EDITABLE (name), "Ida");
  ui_click (ui_find_required (GTK_WIDGET (f->desk), "late_enter_button"));
  ui_desk_wait (f);
  UI_WAIT_FOR ((toasts = hammer_window_dup_toast_titles (f->window)) != NULL &&
               toasts[0] != NULL && strstr (toasts[0], "Hanna") == NULL);
  wait_counts (f, 0, 8, 5750);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "Ida");
}

/* Whether event @event_id has an entrant called @name. */
static gboolean
entered (Fixture    *f,
         gint64      event_id,
         const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) event = hammer_events_get_event (f->store, event_id, &error);
  GListModel *entrants;

  g_assert_no_error (error);
  hammer_event_update (event, NULL);
  entrants = hammer_event_get_entrants (event);
  for (guint i = 0; i < g_list_model_get_n_items (entrants); i++)
    {
      g_autoptr(HammerEntrant) entrant = g_list_model_get_item (entrants, i);

      if (g_strcmp0 (hammer_entrant_get_name (entrant), name) == 0)
        return TRUE;
    }
  return FALSE;
}

static guint
roster_size (Fixture *f)
{
  g_autoptr(GPtrArray) players = hammer_roster_list_players (f->store, NULL);

  if (players == NULL)
    g_error ("the roster could not be read");
  return players->len;
}

/* A late entry offers the roster's players not in the event yet as a name
 * is typed, as the event's entrants view does: Down walks them, Enter enters the one
 * highlighted (no new player by the letters typed), a click enters one;
 * a name the roster does not know is offered nothing and stays as typed. */
static void
test_late_entry_roster (Fixture       *f,
                        gconstpointer  data)
{
  GtkWidget *name = ui_find_required (GTK_WIDGET (f->desk), "late_name_entry");
  GtkWidget *matches = ui_find_required (GTK_WIDGET (f->desk), "late_matches");
  GtkWidget *button = ui_find_required (GTK_WIDGET (f->desk), "late_entry_button");
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  guint n_players = roster_size (f);

  choose_event (f, "Ladies");
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  UI_WAIT_FOR (gtk_widget_get_mapped (popover));
  g_assert_false (gtk_widget_get_visible (matches));
  /* Anna plays the Ladies already: she is not offered for them. */
  gtk_editable_set_text (GTK_EDITABLE (name), "ann");
  ui_spin ();
  g_assert_false (gtk_widget_get_visible (matches));
  /* Bert and Cor play the Singles; "r" finds both, in the roster's order. */
  gtk_editable_set_text (GTK_EDITABLE (name), "r");
  UI_WAIT_FOR (gtk_widget_get_mapped (matches));
  ui_wait_for_label (matches, "Bert");
  g_assert_true (ui_has_label (matches, "Cor"));
  g_assert_false (ui_has_label (matches, "Anna"));
  g_assert_cmpstr (hammer_player_get_name (hammer_roster_matches_get_selected (
                     HAMMER_ROSTER_MATCHES (matches))), ==, "Bert");
  g_assert_true (ui_emit_key (name, GDK_KEY_Down, GTK_PHASE_CAPTURE));
  g_assert_cmpstr (hammer_player_get_name (hammer_roster_matches_get_selected (
                     HAMMER_ROSTER_MATCHES (matches))), ==, "Cor");
  g_signal_emit_by_name (name, "activate");
  ui_desk_wait (f);
  UI_WAIT_FOR (entered (f, 2, "Cor"));
  g_assert_false (entered (f, 2, "r"));
  g_assert_cmpuint (roster_size (f), ==, n_players);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (name)), ==, "");
  g_assert_false (gtk_widget_get_visible (matches));

  /* A click on a player offered enters that one. */
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  UI_WAIT_FOR (gtk_widget_get_mapped (popover));
  gtk_editable_set_text (GTK_EDITABLE (name), "dir");
  UI_WAIT_FOR (gtk_widget_get_mapped (matches));
  ui_wait_for_label (matches, "Dirk");
  g_signal_emit_by_name (matches, "player-activated",
                         hammer_roster_matches_get_selected (HAMMER_ROSTER_MATCHES (matches)));
  ui_desk_wait (f);
  UI_WAIT_FOR (entered (f, 2, "Dirk"));
  g_assert_cmpuint (roster_size (f), ==, n_players);

  /* Nobody on the roster: nothing offered, a new player by the name typed. */
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  UI_WAIT_FOR (gtk_widget_get_mapped (popover));
  gtk_editable_set_text (GTK_EDITABLE (name), "Hanna Zwart");
  ui_spin ();
  g_assert_false (gtk_widget_get_visible (matches));
  g_signal_emit_by_name (name, "activate");
  ui_desk_wait (f);
  UI_WAIT_FOR (entered (f, 2, "Hanna Zwart"));
  g_assert_cmpuint (roster_size (f), ==, n_players + 1);
}

static const HammerDayEventMoney *
event_money (HammerDayMoney *money,
             gint64          event_id)
{
  for (guint e = 0; e < money->events->len; e++)
    if (g_array_index (money->events, HammerDayEventMoney, e).event == event_id)
      return &g_array_index (money->events, HammerDayEventMoney, e);
  g_assert_not_reached ();
}

static GtkWidget *
open_prizes (Fixture *f,
             gint64   event_id)
{
  GtkWidget *event_page;
  GtkWindow *dialog;

  hammer_window_show_event (f->window, event_id);
  event_page = ui_find_by_type (GTK_WIDGET (f->window), HAMMER_TYPE_EVENT_PAGE);
  UI_WAIT_FOR (hammer_event_page_get_event_id (HAMMER_EVENT_PAGE (event_page)) == event_id);
  g_assert_true (gtk_widget_activate_action (event_page, "event.fee-and-prizes", NULL));
  dialog = ui_wait_for_toplevel (HAMMER_TYPE_EVENT_PRIZES_DIALOG);
  return GTK_WIDGET (dialog);
}

static void
save_refused (GtkWidget  *dialog,
              const char *field,
              const char *words)
{
  GtkWidget *error = ui_find_required (dialog, "error_label");

  ui_click (ui_find_required (dialog, "save_button"));
  UI_WAIT_FOR (gtk_widget_get_visible (error));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error)), words));
  g_assert_true (gtk_widget_has_css_class (ui_find_required (dialog, field), "error"));
}

/* The fee before the draw and the payout: 110 % and a place twice are
 * refused at the field, nothing stored; a good table is saved and undone. */
static void
test_fee_and_prizes (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *dialog = open_prizes (f, 2);
  GtkWidget *places = ui_find_required (dialog, "places_row");
  g_autoptr(HammerDayMoney) before = NULL;
  g_autoptr(HammerDayMoney) after = NULL;
  g_autoptr(HammerDayMoney) undone = NULL;

  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog, "fee_row"))),
                   ==, "7.50");
  g_assert_false (gtk_widget_get_sensitive (places));
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "kind_row")),
                              HAMMER_PAYOUT_PERCENT);
  g_assert_true (gtk_widget_get_sensitive (places));
  gtk_editable_set_text (GTK_EDITABLE (places), "1=60,2=50");
  save_refused (dialog, "places_row", "110");
  gtk_editable_set_text (GTK_EDITABLE (places), "1=60,1=30");
  save_refused (dialog, "places_row", "twice");
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (dialog, "fee_row")), "nine");
  save_refused (dialog, "fee_row", "nine");
  before = hammer_days_get_money (f->store, 1, NULL);
  g_assert_false (event_money (before, 2)->has_payout);
  g_assert_cmpint (event_money (before, 2)->fee, ==, 750);

  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (dialog, "fee_row")), "9");
  gtk_editable_set_text (GTK_EDITABLE (places), "1=60,2=40");
  ui_click (ui_find_required (dialog, "save_button"));
  ui_wait_until_gone (HAMMER_TYPE_EVENT_PRIZES_DIALOG);
  ui_wait_writes (f->store);
  after = hammer_days_get_money (f->store, 1, NULL);
  g_assert_true (event_money (after, 2)->has_payout);
  g_assert_cmpint (event_money (after, 2)->fee, ==, 900);

  /* Undo takes the payout back, then the fee. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.undo-last", NULL);
  ui_wait_writes (f->store);
  undone = hammer_days_get_money (f->store, 1, NULL);
  g_assert_false (event_money (undone, 2)->has_payout);
  g_assert_cmpint (event_money (undone, 2)->fee, ==, 900);

  /* Drawn, the fee stays as it is; the prizes may still change. */
  dialog = open_prizes (f, 1);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "kind_row")),
                              HAMMER_PAYOUT_PERCENT);
  UI_WAIT_FOR (gtk_widget_get_mapped (dialog));
  g_assert_false (gtk_widget_get_sensitive (ui_find_required (dialog, "fee_row")));
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (dialog, "places_row")), "1=60,2=50");
  save_refused (dialog, "places_row", "110");
  ui_wait_frames (dialog, 2);
  ui_save_shot (dialog, "day-desk-prizes.png");
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* Each of the day's papers is read and laid out, then handed to the
 * printer's dialog (whose Print to File writes the PDF); cancelled there,
 * the window is as it was. */
static void
print_and_cancel (GtkWidget  *widget,
                  const char *action,
                  GVariant   *target)
{
  GType type;

  g_assert_true (gtk_widget_activate_action_variant (widget, action, target));
  UI_WAIT_FOR ((type = g_type_from_name ("GtkPrintUnixDialog")) != 0 &&
               ui_find_toplevel (type) != NULL);
  gtk_dialog_response (GTK_DIALOG (ui_find_toplevel (type)), GTK_RESPONSE_CANCEL);
  UI_WAIT_FOR (ui_find_toplevel (type) == NULL);
}

static void
test_paper (Fixture       *f,
            gconstpointer  data)
{
  g_auto(GStrv) toasts = NULL;

  print_and_cancel (GTK_WIDGET (f->desk), "desk.print-receipt",
                    g_variant_new_int64 (player_id (f, "Anna")));
  print_and_cancel (GTK_WIDGET (f->page), "day.print-sign-in", NULL);
  print_and_cancel (GTK_WIDGET (f->page), "day.print-money", NULL);
  print_and_cancel (ui_find_required (GTK_WIDGET (f->page), "money_view"), "money.print", NULL);
  /* Nothing went wrong on the way: no toast. */
  toasts = hammer_window_dup_toast_titles (f->window);
  g_assert_true (toasts == NULL || toasts[0] == NULL);
}

static void
test_shots (Fixture       *f,
            gconstpointer  data)
{
  wait_counts (f, 0, 7, 5000);
  ui_wait_frames (GTK_WIDGET (f->window), 2);
  ui_save_shot (GTK_WIDGET (f->window), GPOINTER_TO_INT (data) == 360 ? "day-desk-360.png"
                                                                     : "day-desk-1280.png");
  if (GPOINTER_TO_INT (data) == 360)
    {
      GtkWidget *money_view = ui_find_required (GTK_WIDGET (f->page), "money_view");
      g_autofree char *due = hammer_money_format (5000, "€");

      adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (ui_find_required (
                                                               GTK_WIDGET (f->page),
                                                               "view_stack")), "money");
      ui_wait_for_label (money_view, due);
      /* Narrow, each event's amounts stay beside it, within the window. */
      g_assert_cmpint (gtk_widget_get_width (money_view), <=, 360);
      ui_wait_frames (GTK_WIDGET (f->window), 2);
      ui_save_shot (GTK_WIDGET (f->window), "day-desk-money-360.png");
    }
}

static void
show_view (Fixture    *f,
           const char *name)
{
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (ui_find_required (GTK_WIDGET (f->page),
                                                                            "view_stack")),
                                         name);
}

/* @cents in the Money view's row @row_name. */
static void
wait_money_row (Fixture    *f,
                const char *row_name,
                gint64      cents)
{
  GtkWidget *money_view = ui_find_required (GTK_WIDGET (f->page), "money_view");
  g_autofree char *amount = hammer_money_format (cents, "€");

  UI_WAIT_FOR (!hammer_day_money_view_get_busy (HAMMER_DAY_MONEY_VIEW (money_view)));
  ui_wait_for_label (ui_find_required (money_view, row_name), amount);
}

/* A team's fee counts once: the desk's header and the Money view say what
 * the core's day money says, on a day of singles, doubles and part
 * payments. */
static void
test_team_money (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(HammerDayMoney) money = hammer_days_get_money (f->store, 1, NULL);
  GtkWidget *dialog;

  g_assert_cmpint (money->outstanding, ==, 2300);
  wait_counts (f, 0, 7, money->outstanding);
  ui_wait_frames (GTK_WIDGET (f->window), 2);
  ui_save_shot (GTK_WIDGET (f->window), "day-desk-teams.png");
  /* Each partner's row says the fee is the team's, with whom. */
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (GTK_WIDGET (f->desk), "search_entry")),
                         "dirk");
  UI_WAIT_FOR (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (only_row (f))),
                       "Doubles (team, with Carl)") != NULL);
  ui_wait_frames (GTK_WIDGET (f->window), 2);
  ui_save_shot (GTK_WIDGET (f->window), "day-desk-team-row.png");
  /* Carl paid 5.00 of the team's 8.00: Dirk's pay dialog starts at the rest. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->desk), "desk.pay-amount", "x",
                                             player_id (f, "Dirk")));
  dialog = GTK_WIDGET (ui_wait_for_toplevel (HAMMER_TYPE_DAY_PAY_DIALOG));
  adw_combo_row_set_selected (ADW_COMBO_ROW (ui_find_required (dialog, "event_row")), 1);
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog, "amount_row"))),
                   ==, "3.00");
  gtk_window_close (GTK_WINDOW (dialog));
  ui_wait_until_gone (HAMMER_TYPE_DAY_PAY_DIALOG);
  show_view (f, "money");
  wait_money_row (f, "outstanding_row", money->outstanding);
  wait_money_row (f, "due_row", money->due);
  wait_money_row (f, "refunds_row", 0);
}

/* Refund… on a row: more than was paid refused at the field, nothing
 * stored; part of a fee given back in cash, shown in the row and the
 * Money view; undo takes it back. */
static void
test_refund (Fixture       *f,
             gconstpointer  data)
{
  gint64 anna = player_id (f, "Anna");
  GtkWidget *search = ui_find_required (GTK_WIDGET (f->desk), "search_entry");
  GtkWidget *dialog, *amount, *error, *more;
  g_autoptr(HammerDayMoney) money = NULL;
  g_autoptr(GError) withdraw_error = NULL;

  wait_counts (f, 0, 7, 2300);
  gtk_editable_set_text (GTK_EDITABLE (search), "anna");
  /* Only one who withdrew is given back: no Refund… before. */
  more = find_accessible (only_row (f), GTK_TYPE_MENU_BUTTON, "More for Anna");
  g_assert_false (menu_has (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (more)),
                            "desk.refund", g_variant_new_int64 (anna)));
  g_assert_true (hammer_events_withdraw_entrant (f->store, 1, singles_entrant (f, anna),
                                                 &withdraw_error));
  g_assert_no_error (withdraw_error);
  ui_desk_wait (f);
  UI_WAIT_FOR (menu_has (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (
                 find_accessible (only_row (f), GTK_TYPE_MENU_BUTTON, "More for Anna"))),
                         "desk.refund", g_variant_new_int64 (anna)));
  more = find_accessible (only_row (f), GTK_TYPE_MENU_BUTTON, "More for Anna");
  g_assert_true (menu_has (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (more)),
                           "desk.refund", g_variant_new_int64 (anna)));
  gtk_menu_button_popup (GTK_MENU_BUTTON (more));
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  ui_save_shot (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (more))),
                "day-desk-more-menu.png");
  gtk_menu_button_popdown (GTK_MENU_BUTTON (more));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->desk), "desk.refund", "x", anna));
  dialog = GTK_WIDGET (ui_wait_for_toplevel (HAMMER_TYPE_DAY_PAY_DIALOG));
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Refund for Anna");
  amount = ui_find_required (dialog, "amount_row");
  error = ui_find_required (dialog, "error_label");
  /* What was paid of Singles, withdrawn from; not the Doubles she plays. */
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (amount)), ==, "5.00");
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (
                      ui_find_required (dialog, "event_row")))), ==, 1);
  gtk_editable_set_text (GTK_EDITABLE (amount), "9");
  ui_click (ui_find_required (dialog, "pay_button"));
  UI_WAIT_FOR (gtk_widget_get_visible (error));
  g_assert_nonnull (strstr (gtk_label_get_text (GTK_LABEL (error)), "no more can be given back"));
  money = hammer_days_get_money (f->store, 1, NULL);
  g_assert_cmpint (money->refunded_total, ==, 0);
  g_clear_pointer (&money, hammer_day_money_free);
  gtk_editable_set_text (GTK_EDITABLE (amount), "2");
  ui_wait_frames (dialog, 2);
  ui_save_shot (dialog, "day-desk-refund.png");
  ui_click (ui_find_required (dialog, "pay_button"));
  ui_wait_until_gone (HAMMER_TYPE_DAY_PAY_DIALOG);
  ui_desk_wait (f);
  money = hammer_days_get_money (f->store, 1, NULL);
  g_assert_cmpint (money->refunded[HAMMER_PAYMENT_CASH], ==, 200);
  g_clear_pointer (&money, hammer_day_money_free);
  UI_WAIT_FOR (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (only_row (f))),
                       "given back") != NULL);
  ui_wait_frames (GTK_WIDGET (f->window), 2);
  ui_save_shot (GTK_WIDGET (f->window), "day-desk-refund-row.png");
  show_view (f, "money");
  wait_money_row (f, "refunds_row", 200);
  ui_wait_frames (GTK_WIDGET (f->window), 2);
  ui_save_shot (GTK_WIDGET (f->window), "day-desk-money-refund.png");

  /* Undo takes the refund back. */
  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.undo-last", NULL);
  wait_money_row (f, "refunds_row", 0);
  money = hammer_days_get_money (f->store, 1, NULL);
  g_assert_cmpint (money->refunded_total, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  if (g_getenv ("HAMMER_UI_SHOTS_LANG") != NULL)
    hammer_i18n_init ();
  g_test_add ("/day-desk/check-in-and-pay", Fixture, NULL, fixture_set_up,
              test_check_in_and_pay, ui_desk_fixture_tear_down);
  g_test_add ("/day-desk/pay-amount", Fixture, NULL, fixture_set_up, test_pay_amount,
              ui_desk_fixture_tear_down);
  g_test_add ("/day-desk/late-entry", Fixture, NULL, fixture_set_up, test_late_entry,
              ui_desk_fixture_tear_down);
  g_test_add ("/day-desk/late-entry-roster", Fixture, NULL, fixture_set_up,
              test_late_entry_roster, ui_desk_fixture_tear_down);
  g_test_add ("/day-desk/fee-and-prizes", Fixture, NULL, fixture_set_up, test_fee_and_prizes,
              ui_desk_fixture_tear_down);
  g_test_add ("/day-desk/paper", Fixture, NULL, fixture_set_up, test_paper,
              ui_desk_fixture_tear_down);
  g_test_add ("/day-desk/team-money", Fixture, NULL, fixture_set_up_teams, test_team_money,
              ui_desk_fixture_tear_down);
  g_test_add ("/day-desk/refund", Fixture, NULL, fixture_set_up_teams, test_refund,
              ui_desk_fixture_tear_down);
  g_test_add ("/day-desk/shot-1280", Fixture, GINT_TO_POINTER (1280), fixture_set_up,
              test_shots, ui_desk_fixture_tear_down);
  g_test_add ("/day-desk/shot-360", Fixture, GINT_TO_POINTER (360), fixture_set_up,
              test_shots, ui_desk_fixture_tear_down);
  return g_test_run ();
}
