/* test-ui-day.c — the day page in the real window under Xvfb: two events of
 * one day with a shared player on one set of boards, the held match and
 * its reason, Call Next Match and Call Anyway, live updates, the keyboard,
 * and board entry for the whole day
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-day.h"
#include "hammer-board-entry-window.h"
#include "hammer-core.h"
#include "hammer-day-dialog.h"
#include "hammer-day-page.h"
#include "hammer-day-text.h"
#include "hammer-display-window.h"
#include "hammer-event-assistant.h"
#include "hammer-event-page.h"
#include "hammer-i18n.h"
#include "ui-test-common.h"

typedef struct
{
  char          *dir;
  char          *path;
  HammerStore   *store;
  HammerWindow  *window;
  HammerDayPage *page;
} Fixture;

/* Singles of Anna, Bert, Cor, Dirk and Ladies of Anna, Eva, Fien, Gea on
 * one day of three boards with a quarter of an hour's rest: Anna is in
 * both, so one of her matches must wait while the other is on a board. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
  cli_ok (f->path, "day", "create", "--name", "Club Open", "--date", "2026-12-05",
          "--boards", "3", "--board-names", "Table A,Table B,Table C", "--rest", "15", "--venue",
          "De Hal", NULL);
  cli_ok (f->path, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "single-elimination", "--day", "1", NULL);
  cli_ok (f->path, "event", "create", "--name", "Ladies", "--rules", "table", "--format",
          "single-elimination", "--day", "1", NULL);
  cli_ok (f->path, "entrants", "add", "--event", "1", "Anna", "Bert", "Cor", "Dirk", NULL);
  cli_ok (f->path, "entrants", "add", "--event", "2", "Anna", "Eva", "Fien", "Gea", NULL);
  cli_ok (f->path, "draw", "--event", "1", "--seed", "1", NULL);
  cli_ok (f->path, "draw", "--event", "2", "--seed", "1", NULL);
  f->window = ui_open_window (f->store, data != NULL ? GPOINTER_TO_INT (data) : 1280, 800);
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

#define ui_wait_for_label_starting(root, prefix) UI_WAIT_FOR (has_label_starting ((root), (prefix)))

/* Whether a mapped label under @root begins with @prefix. */
static gboolean
has_label_starting (GtkWidget  *root,
                    const char *prefix)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      g_str_has_prefix (gtk_label_get_text (GTK_LABEL (root)), prefix))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_label_starting (child, prefix))
      return TRUE;
  return FALSE;
}

static GtkWidget *
call_button (Fixture *f)
{
  return ui_find_required (GTK_WIDGET (f->page), "call_button");
}

static void
call_and_wait (Fixture    *f,
               GtkWidget  *button)
{
  ui_click (button);
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
}

/* "Singles · Match 3": the line a card and a toast give a match. */
static char *
match_line (HammerDayState *state,
            gint64          event_id,
            guint           number)
{
  for (guint e = 0; e < state->events->len; e++)
    if (g_array_index (state->events, HammerDayEventProgress, e).id == event_id)
      return g_strdup_printf ("%s · Match %u",
                              g_array_index (state->events, HammerDayEventProgress, e).name,
                              number);
  g_assert_not_reached ();
}

static const HammerDayWaiting *
find_held (HammerDayState *state)
{
  for (guint w = 0; w < state->waiting->len; w++)
    if (g_array_index (state->waiting, HammerDayWaiting, w).held)
      return &g_array_index (state->waiting, HammerDayWaiting, w);
  return NULL;
}

static void
test_call_next (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(HammerDayState) state = NULL;
  const HammerDayWaiting *held;
  gboolean events_on[3] = { FALSE };
  g_autofree char *reason = NULL;
  g_autofree char *held_line = NULL;
  g_autofree char *held_title = NULL;
  char **toasts;

  /* Nothing is on a board yet: every board is free, and the page names the
   * day and both events. */
  g_assert_true (ui_has_label (GTK_WIDGET (f->page), "Table A"));
  g_assert_true (ui_has_label (GTK_WIDGET (f->page), "Club Open"));
  g_assert_true (ui_has_label (GTK_WIDGET (f->page), "Singles"));
  g_assert_true (ui_has_label (GTK_WIDGET (f->page), "Ladies"));
  g_assert_true (has_label_starting (GTK_WIDGET (f->page), "0 of 3 matches played · about "));
  g_assert_true (ui_has_label (GTK_WIDGET (f->page), "Free"));

  hammer_window_set_toast_seconds (f->window, 60);
  call_and_wait (f, call_button (f));

  /* Three boards, three matches, from both events; Anna's other match is
   * held, by name and board, and not called. */
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_nonnull (state);
  for (guint b = 0; b < state->boards->len; b++)
    {
      HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);
      g_autofree char *line = NULL;
      g_autofree char *sides = NULL;

      g_assert_cmpint (board->event, !=, 0);
      events_on[board->event] = TRUE;
      line = match_line (state, board->event, board->match_number);
      sides = g_strdup_printf ("%s v %s", board->names[0], board->names[1]);
      ui_wait_for_label (GTK_WIDGET (f->page), line);
      g_assert_true (ui_has_label (GTK_WIDGET (f->page), sides));
    }
  g_assert_true (events_on[1] && events_on[2]);
  g_assert_false (ui_has_label (GTK_WIDGET (f->page), "Free"));
  held = find_held (state);
  if (held == NULL)
    g_error ("no match is held");
  g_assert_cmpstr (held->held_name, ==, "Anna");
  for (guint b = 0; b < state->boards->len; b++)
    g_assert_cmpint (g_array_index (state->boards, HammerDayBoard, b).match, !=, held->match);
  for (guint b = 0; b < state->boards->len; b++)
    if (g_array_index (state->boards, HammerDayBoard, b).number == held->held_board)
      {
        /* And when it will likely start: no earlier than Anna's board frees. */
        g_autofree char *eta = hammer_day_text_eta (held);

        g_assert_nonnull (eta);
        reason = g_strdup_printf ("Held: Anna is playing on %s · %s",
                                  g_array_index (state->boards, HammerDayBoard, b).name, eta);
      }
  g_assert_nonnull (reason);
  held_line = match_line (state, held->event, held->number);
  held_title = g_strdup_printf ("%s: %s v %s", held_line, held->names[0], held->names[1]);
  g_assert_true (ui_has_label (GTK_WIDGET (f->page), reason));
  g_assert_true (ui_has_label (GTK_WIDGET (f->page), held_title));

  /* The toast names what was called, each match with its board. */
  toasts = hammer_window_dup_toast_titles (f->window);
  g_assert_nonnull (toasts);
  g_assert_nonnull (toasts[0]);
  g_assert_true (g_str_has_prefix (toasts[0], "Called: "));
  for (guint b = 0; b < state->boards->len; b++)
    {
      HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);
      g_autofree char *line = match_line (state, board->event, board->match_number);
      g_autofree char *called = g_strdup_printf ("%s to %s", line, board->name);

      g_assert_nonnull (strstr (toasts[0], called));
    }
  g_strfreev (toasts);

  /* Anna's match ends at another desk (hammer-cli): the page follows, her
   * board is free and she rests; the rest alone holds every ready match,
   * so Call Next Match calls nothing and offers to call anyway. */
  {
    gint64 anna_event = 0, anna_match = 0;
    g_autofree char *event = NULL;
    g_autofree char *match = NULL;
    GtkWidget *rest_box = ui_find_required (GTK_WIDGET (f->page), "rest_box");
    GtkWidget *anyway;

    for (guint b = 0; b < state->boards->len; b++)
      {
        HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);

        if (board->number == held->held_board)
          {
            anna_event = board->event;
            anna_match = board->match;
          }
      }
    event = g_strdup_printf ("%" G_GINT64_FORMAT, anna_event);
    match = g_strdup_printf ("%" G_GINT64_FORMAT, anna_match);
    /* Anna wins whichever side she is: her next match may wait too. */
    cli_input_ok (f->path, SIDE_WINS ("4, 0"), "result", "--event", event, "--match", match, NULL);
    ui_wait_for_label (GTK_WIDGET (f->page), "Free");
    UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
    g_clear_pointer (&state, hammer_day_state_free);
    state = hammer_days_get_state (f->store, 1, NULL);
    held = find_held (state);
    if (held == NULL)
      g_error ("no match is held");
    g_assert_nonnull (held->rest_until);

    /* The page says so as soon as it reads the day, before any call. */
    UI_WAIT_FOR (gtk_widget_get_visible (rest_box));
    call_and_wait (f, call_button (f));
    g_clear_pointer (&state, hammer_day_state_free);
    state = hammer_days_get_state (f->store, 1, NULL);
    g_assert_cmpuint (state->waiting->len, >, 0);
    for (guint w = 0; w < state->waiting->len; w++)
      g_assert_true (g_array_index (state->waiting, HammerDayWaiting, w).held);
    g_assert_true (ui_has_label (GTK_WIDGET (f->page), "Free"));
    g_assert_true (gtk_widget_get_visible (rest_box));

    anyway = ui_find_by_type (rest_box, GTK_TYPE_BUTTON);
    g_assert_true (gtk_widget_get_focusable (anyway) || gtk_widget_get_can_focus (anyway));
    call_and_wait (f, anyway);
    ui_wait_until_unmapped (rest_box);
    g_assert_false (ui_has_label (GTK_WIDGET (f->page), "Free"));
  }
}

/* A board kept for an event says so, and takes only that event's match. */
static void
test_reserved (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(HammerDayState) state = NULL;

  cli_ok (f->path, "day", "board", "--day", "1", "--board", "3", "--reserve", "2", NULL);
  ui_wait_for_label (GTK_WIDGET (f->page), "Reserved for Ladies");
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
  call_and_wait (f, call_button (f));
  state = hammer_days_get_state (f->store, 1, NULL);
  if (state == NULL)
    g_error ("the day could not be read");
  g_assert_cmpint (g_array_index (state->boards, HammerDayBoard, 2).reserved_event, ==, 2);
  g_assert_cmpint (g_array_index (state->boards, HammerDayBoard, 2).event, ==, 2);
  g_assert_true (ui_has_label (GTK_WIDGET (f->page), "Reserved for Ladies"));
}

/* Every control is reachable from the keyboard and has a name. */
static void
test_keyboard (Fixture       *f,
               gconstpointer  data)
{
  GtkWidget *boards = ui_find_required (GTK_WIDGET (f->page), "boards_box");
  GtkWidget *card = gtk_widget_get_first_child (boards);

  g_assert_true (gtk_widget_get_focusable (call_button (f)));
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (call_button (f))), ==, "_Call Next Match");
  g_assert_nonnull (card);
  g_assert_true (gtk_widget_get_focusable (card));
  g_assert_true (gtk_widget_grab_focus (card));
  g_assert_true (gtk_widget_has_focus (card));
  /* Tab leaves the cards for the lists below and comes to the button. */
  for (guint i = 0; i < 80 && !gtk_widget_has_focus (call_button (f)); i++)
    gtk_widget_child_focus (GTK_WIDGET (f->window), GTK_DIR_TAB_FORWARD);
  g_assert_true (gtk_widget_has_focus (call_button (f)));
  /* Return calls once the page has read its day, as a click does. Nothing
   * else left to run: the press alone must see the call through. */
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
  ui_spin ();
  g_assert_true (ui_press_shortcut (GTK_WINDOW (f->window), GDK_KEY_Return, 0));
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
  g_assert_false (ui_has_label (GTK_WIDGET (f->page), "Free"));
}

/* The action and target of the item labelled @label in @model, its
 * sections and submenus. */
static gboolean
find_menu_item (GMenuModel  *model,
                const char  *label,
                char       **action,
                GVariant   **target)
{
  for (int i = 0; model != NULL && i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *text = NULL;
      const char *links[] = { G_MENU_LINK_SECTION, G_MENU_LINK_SUBMENU };

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &text) &&
          g_strcmp0 (text, label) == 0)
        {
          g_assert_true (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s",
                                                          action));
          *target = g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET,
                                                           NULL);
          return TRUE;
        }
      for (guint l = 0; l < G_N_ELEMENTS (links); l++)
        {
          g_autoptr(GMenuModel) link = g_menu_model_get_item_link (model, i, links[l]);

          if (link != NULL && find_menu_item (link, label, action, target))
            return TRUE;
        }
    }
  return FALSE;
}

/* Chooses @label in the menu of @button, as a click on the item does. */
static void
choose_in_menu (GtkWidget  *button,
                const char *label)
{
  g_autofree char *action = NULL;
  g_autoptr(GVariant) target = NULL;

  if (!find_menu_item (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)), label, &action,
                       &target))
    g_error ("no “%s” in the menu", label);
  g_assert_true (gtk_widget_activate_action_variant (button, action, target));
}

static gboolean
menu_has (GtkWidget  *button,
          const char *label)
{
  g_autofree char *action = NULL;
  g_autoptr(GVariant) target = NULL;

  return find_menu_item (gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button)), label,
                         &action, &target);
}

/* The menu button of board @number's card. */
static GtkWidget *
board_menu_button (Fixture *f,
                   guint    number)
{
  GtkWidget *card = gtk_widget_get_first_child (ui_find_required (GTK_WIDGET (f->page),
                                                                  "boards_box"));

  for (guint n = 1; card != NULL && n < number; n++)
    card = gtk_widget_get_next_sibling (card);
  g_assert_nonnull (card);
  return ui_find_by_type (card, GTK_TYPE_MENU_BUTTON);
}

static void
wait_page (Fixture *f)
{
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
}

static char *
first_toast (Fixture *f)
{
  g_auto(GStrv) toasts = hammer_window_dup_toast_titles (f->window);

  g_assert_nonnull (toasts);
  return g_strdup (toasts[0]);
}

static gboolean
first_toast_has (Fixture    *f,
                 const char *text)
{
  g_auto(GStrv) toasts = hammer_window_dup_toast_titles (f->window);

  return toasts != NULL && toasts[0] != NULL && strstr (toasts[0], text) != NULL;
}

/* New Event… on the day page: the assistant has the day chosen and asks
 * for no boards; the event made plays on the day's. A board kept for it
 * through its card's menu takes its match at Call Next Match; the board
 * with a match on it is not removed (the core's sentence in a toast); a
 * board added is undone. */
static void
test_event_on_day (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(HammerDayState) state = NULL;
  g_autofree char *toast = NULL;
  GtkWidget *dialog, *menu_button, *toggle;
  gint64 event_id = 0;

  hammer_window_set_toast_seconds (f->window, 60);
  gtk_widget_activate_action (GTK_WIDGET (f->page), "day.new-event", NULL);
  dialog = GTK_WIDGET (ui_wait_for_toplevel (HAMMER_TYPE_EVENT_ASSISTANT));
  ui_note_created_event (dialog, &event_id);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ui_find_required (dialog,
                                                                                 "day_row"))),
                    ==, 1);
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "boards_row")));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog, "date_row"))),
                   ==, "2026-12-05");
  ui_type_into (dialog, "name_row", "Doubles");
  ui_wait_frames (dialog, 2);
  ui_save_shot (dialog, "day-new-event.png");
  ui_click (ui_find_required (dialog, "create_button"));
  ui_wait_until_gone (HAMMER_TYPE_EVENT_ASSISTANT);
  g_assert_cmpint (event_id, ==, 3);
  g_assert_cmpint (hammer_events_get_day (f->store, event_id, NULL), ==, 1);

  cli_ok (f->path, "entrants", "add", "--event", "3", "Hans", "Ida", "Jan", "Kees", NULL);
  cli_ok (f->path, "draw", "--event", "3", "--seed", "1", NULL);
  hammer_window_show_day (f->window, 1);
  ui_wait_for_label (GTK_WIDGET (f->page), "Doubles");
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));

  /* Table C's menu: reachable, named by its board, offering each event. */
  menu_button = board_menu_button (f, 3);
  toggle = ui_find_by_type (menu_button, GTK_TYPE_TOGGLE_BUTTON);
  g_assert_true (gtk_widget_get_focusable (toggle));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (menu_button), ==,
                   "Reserve, free or remove the board");
  g_assert_true (menu_has (menu_button, "Reserve for Singles"));
  /* And the rounds of the knockouts: finals on board 1. */
  g_assert_true (menu_has (menu_button, "Reserve for Singles, Final"));
  g_assert_true (menu_has (menu_button, "Reserve for Doubles, Semi-final"));
  g_assert_false (menu_has (menu_button, "Reserve for Singles, Consolation final"));
  if (g_getenv ("HAMMER_UI_SHOTS") != NULL)
    {
      g_autoptr(GtkWidget) held = g_object_ref (menu_button);
      GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (held)));

      gtk_menu_button_popup (GTK_MENU_BUTTON (held));
      UI_WAIT_FOR (gtk_widget_get_mapped (popover));
      ui_wait_frames (popover, 3);
      ui_save_shot (popover, "day-board-menu.png");
      gtk_menu_button_popdown (GTK_MENU_BUTTON (held));
    }
  /* The page may have read its day again meanwhile: the card is new. */
  choose_in_menu (board_menu_button (f, 3), "Reserve for Doubles");
  wait_page (f);
  ui_wait_for_label (GTK_WIDGET (f->page), "Reserved for Doubles");
  toast = first_toast (f);
  g_assert_cmpstr (toast, ==, "Table C reserved for Doubles");
  g_clear_pointer (&toast, g_free);

  call_and_wait (f, call_button (f));
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_nonnull (state);
  g_assert_cmpint (g_array_index (state->boards, HammerDayBoard, 2).reserved_event, ==, event_id);
  g_assert_cmpint (g_array_index (state->boards, HammerDayBoard, 2).event, ==, event_id);

  /* A match is on Table C: it stays, and the toast says why. */
  choose_in_menu (board_menu_button (f, 3), "_Remove Board");
  wait_page (f);
  toast = first_toast (f);
  g_assert_cmpstr (toast, ==, "Table C has a match on it: enter its result or move it before the "
                              "board goes");
  g_clear_pointer (&toast, g_free);
  g_clear_pointer (&state, hammer_day_state_free);
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_cmpuint (state->boards->len, ==, 3);

  /* Kept for the Singles' final instead: the card and the toast say so. */
  choose_in_menu (board_menu_button (f, 3), "Reserve for Singles, Final");
  wait_page (f);
  ui_wait_for_label (GTK_WIDGET (f->page), "Reserved for Singles, Final");
  ui_save_shot (GTK_WIDGET (f->page), "day-reserved-final.png");
  toast = first_toast (f);
  g_assert_cmpstr (toast, ==, "Table C reserved for Singles, Final");
  g_clear_pointer (&toast, g_free);
  g_clear_pointer (&state, hammer_day_state_free);
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_cmpstr (g_array_index (state->boards, HammerDayBoard, 2).reserved_round, ==, "final");

  /* A board added, then undone. */
  ui_click (ui_find_required (GTK_WIDGET (f->page), "add_board_button"));
  wait_page (f);
  ui_wait_for_label (GTK_WIDGET (f->page), "Board 4");
  g_clear_pointer (&state, hammer_day_state_free);
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_cmpuint (state->boards->len, ==, 4);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.undo-last", NULL);
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!ui_has_label (GTK_WIDGET (f->page), "Board 4"));
  g_clear_pointer (&state, hammer_day_state_free);
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_cmpuint (state->boards->len, ==, 3);
}

/* Add Event lists the events not drawn yet and on no day; one chosen
 * plays on the day. Its page takes it off again; a drawn event's page is
 * refused with the core's sentence. */
static void
test_add_event (Fixture       *f,
                gconstpointer  data)
{
  GtkWidget *add = ui_find_required (GTK_WIDGET (f->page), "add_event_button");
  GtkWidget *event_page;
  g_autofree char *toast = NULL;

  hammer_window_set_toast_seconds (f->window, 60);
  g_assert_true (menu_has (add, "_New Event…"));
  g_assert_false (menu_has (add, "Singles"));
  cli_ok (f->path, "event", "create", "--name", "Juniors", "--rules", "table", "--format",
          "single-elimination", "--boards", "2", NULL);
  UI_WAIT_FOR (menu_has (add, "Juniors"));
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
  choose_in_menu (add, "Juniors");
  wait_page (f);
  g_assert_cmpint (hammer_events_get_day (f->store, 3, NULL), ==, 1);
  ui_wait_for_label (GTK_WIDGET (f->page), "Juniors");
  toast = first_toast (f);
  g_assert_cmpstr (toast, ==, "Juniors plays on Club Open");
  g_clear_pointer (&toast, g_free);

  hammer_window_show_event (f->window, 3);
  event_page = ui_find_by_type (GTK_WIDGET (f->window), HAMMER_TYPE_EVENT_PAGE);
  g_assert_nonnull (event_page);
  gtk_widget_activate_action (event_page, "event.leave-day", NULL);
  ui_wait_writes (f->store);
  UI_WAIT_FOR (hammer_events_get_day (f->store, 3, NULL) == 0);
  /* And onto the day again from its own page. */
  gtk_widget_activate_action (event_page, "event.play-on-day", "x", (gint64) 1);
  ui_wait_writes (f->store);
  UI_WAIT_FOR (hammer_events_get_day (f->store, 3, NULL) == 1);
  toast = first_toast (f);
  g_assert_cmpstr (toast, ==, "The event plays on the day’s boards");
  g_clear_pointer (&toast, g_free);

  hammer_window_show_event (f->window, 1);
  gtk_widget_activate_action (event_page, "event.leave-day", NULL);
  ui_wait_writes (f->store);
  UI_WAIT_FOR (first_toast_has (f, "drawn already"));
  g_assert_cmpint (hammer_events_get_day (f->store, 1, NULL), ==, 1);
}

/* After a call one event has more play waiting than the other: the page
 * says by how much it is behind, as the queue measures it. */
static void
test_behind (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(HammerDayState) state = NULL;
  HammerDayEventProgress *first, *second;
  g_autofree char *behind = NULL;

  /* Nothing played nor called: both are as far. */
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_nonnull (state);
  for (guint e = 0; e < state->events->len; e++)
    g_assert_cmpint (g_array_index (state->events, HammerDayEventProgress, e).minutes_behind, ==,
                     0);
  g_clear_pointer (&state, hammer_day_state_free);

  call_and_wait (f, call_button (f));
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_nonnull (state);
  g_assert_cmpuint (state->events->len, ==, 2);
  first = &g_array_index (state->events, HammerDayEventProgress, 0);
  second = &g_array_index (state->events, HammerDayEventProgress, 1);
  /* One has both semi-finals on boards, the other one and Anna's held. */
  g_assert_cmpint (first->minutes_left, >, second->minutes_left);
  g_assert_cmpint (first->minutes_behind, ==, first->minutes_left - second->minutes_left);
  g_assert_cmpint (second->minutes_behind, ==, 0);
  behind = first->minutes_behind >= 60
           ? g_strdup_printf ("%d h %02d min behind", (int) (first->minutes_behind / 60),
                              (int) (first->minutes_behind % 60))
           : g_strdup_printf ("%d min behind", (int) first->minutes_behind);
  ui_wait_for_label (GTK_WIDGET (f->page), behind);
}

/* The sidebar's date in the user's language, month and all, whether or
 * not the machine has the language's locale (the tests run in C.UTF-8):
 * Hammer's own catalogue names the month. */
static void
test_sidebar_date (Fixture       *f,
                   gconstpointer  data)
{
  const char *language = data;
  GtkWidget *sidebar;

  g_setenv ("LANGUAGE", language, TRUE);
  hammer_i18n_init ();
  fixture_set_up (f, NULL);
  sidebar = ui_find_required (GTK_WIDGET (f->window), "days_list");
  if (g_str_equal (language, "nl"))
    ui_wait_for_label_starting (sidebar, "5 december 2026 · ");
  else
    ui_wait_for_label_starting (sidebar, "5. Dezember 2026 · ");
  g_assert_false (has_label_starting (sidebar, "5 Dec"));
  /* The days have a heading of their own: none is listed with the seasons. */
  g_assert_false (has_label_starting (ui_find_required (GTK_WIDGET (f->window), "seasons_list"),
                                      "Club Open"));
  g_unsetenv ("LANGUAGE");
}

/* Open Board Entry… of the day's menu serves the whole day: one server, its
 * boards the day's, the window named after the day; asked again, the same
 * window. */
static void
test_board_entry (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(GSettings) settings = g_settings_new ("io.github.hammertourney.Hammer");
  g_autoptr(GPtrArray) boards = NULL;
  GtkWindow *window;
  HammerServer *server;

  /* Any free port: a test never counts on one being free. */
  g_settings_set_int (settings, "board-entry-port", 0);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "day.board-entry", NULL));
  UI_WAIT_FOR ((window = ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW)) != NULL &&
               gtk_widget_get_mapped (GTK_WIDGET (window)));
  server = hammer_board_entry_window_get_server (HAMMER_BOARD_ENTRY_WINDOW (window));
  g_assert_nonnull (server);
  g_assert_true (hammer_server_is_running (server));
  g_assert_cmpint (hammer_server_get_day (server), ==, 1);
  boards = hammer_server_list_connections (server);
  g_assert_cmpuint (boards->len, ==, 3);
  g_assert_cmpstr (hammer_board_connection_get_name (g_ptr_array_index (boards, 2)), ==,
                   "Table C");
  g_assert_true (ui_has_label (GTK_WIDGET (window), "Club Open"));
  ui_wait_frames (GTK_WIDGET (window), 3);
  ui_save_shot (GTK_WIDGET (window), "day-board-entry.png");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "day.board-entry", NULL));
  ui_spin ();
  g_assert_true (ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW) == window);
  gtk_window_close (window);
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW) == NULL);
  g_settings_reset (settings, "board-entry-port");
}

/* The standings' heading the display shows now: "Singles · Standings…". */
static const char *
standings_shown (GtkWidget *display)
{
  GtkWidget *heading = ui_find_required (display, "standings_heading");

  return gtk_widget_get_mapped (heading) ? gtk_label_get_text (GTK_LABEL (heading)) : "";
}

/* The hall display of the day, from the day page's menu: every board with
 * the event and match on it as the day's queue calls them from another
 * program, the held match with why, each event's standings in turn, and a
 * result freeing its board; at 1280×800 and 1920×1080. */
static void
test_display (Fixture       *f,
              gconstpointer  data)
{
  int width = GPOINTER_TO_INT (data);
  g_autofree char *name = g_strdup_printf ("day-display-%d.png", width);
  g_autoptr(HammerDayState) state = NULL;
  g_autofree char *reason = NULL;
  g_autofree char *event = NULL;
  g_autofree char *match = NULL;
  g_autofree char *line = NULL;
  const HammerDayWaiting *held;
  const char *first;
  g_autoptr(GtkCssProvider) provider = NULL;
  GtkWindow *from_menu;
  GtkWindow *display;

  /* The menu opens one. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "day.display", NULL));
  UI_WAIT_FOR ((from_menu = ui_find_toplevel (HAMMER_TYPE_DISPLAY_WINDOW)) != NULL &&
               gtk_widget_get_mapped (GTK_WIDGET (from_menu)));
  ui_wait_for_label (GTK_WIDGET (from_menu), "Club Open");
  gtk_window_destroy (from_menu);
  UI_WAIT_FOR (ui_find_toplevel (HAMMER_TYPE_DISPLAY_WINDOW) == NULL);

  /* The app's style, which its application loads, for the screenshots. */
  provider = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (provider, "/io/github/hammertourney/Hammer/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (provider),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  display = hammer_display_window_new_for_day (NULL, f->store, 1);
  gtk_window_set_default_size (display, width, width > 1280 ? 1080 : 800);
  gtk_window_present (display);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (display)));
  ui_wait_for_label (GTK_WIDGET (display), "Club Open");
  g_assert_true (ui_has_label (GTK_WIDGET (display), "Table A"));
  g_assert_true (ui_has_label (GTK_WIDGET (display), "Free"));

  /* Called by another program: the display hears it within a poll. */
  cli_ok (f->path, "boards", "call", "--day", "1", NULL);
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_nonnull (state);
  for (guint b = 0; b < state->boards->len; b++)
    {
      HammerDayBoard *board = &g_array_index (state->boards, HammerDayBoard, b);
      g_autofree char *on_board = match_line (state, board->event, board->match_number);
      g_autofree char *sides = g_strdup_printf ("%s v %s", board->names[0], board->names[1]);

      ui_wait_for_label (GTK_WIDGET (display), on_board);
      g_assert_true (ui_has_label (GTK_WIDGET (display), sides));
    }
  g_assert_false (ui_has_label (GTK_WIDGET (display), "Free"));
  held = find_held (state);
  if (held == NULL)
    g_error ("no match is held");
  for (guint b = 0; b < state->boards->len; b++)
    if (g_array_index (state->boards, HammerDayBoard, b).number == held->held_board)
      {
        reason = g_strdup_printf ("Held: Anna is playing on %s",
                                  g_array_index (state->boards, HammerDayBoard, b).name);
        event = g_strdup_printf ("%" G_GINT64_FORMAT,
                                 g_array_index (state->boards, HammerDayBoard, b).event);
        match = g_strdup_printf ("%" G_GINT64_FORMAT,
                                 g_array_index (state->boards, HammerDayBoard, b).match);
        line = match_line (state, g_array_index (state->boards, HammerDayBoard, b).event,
                           g_array_index (state->boards, HammerDayBoard, b).match_number);
      }
  /* The queue is shown where it can be seen: the sections may take turns. */
  for (guint turn = 0; turn < 12 && !ui_has_label (GTK_WIDGET (display), reason); turn++)
    hammer_display_window_next_page (HAMMER_DISPLAY_WINDOW (display));
  g_assert_true (ui_has_label (GTK_WIDGET (display), reason));
  ui_wait_frames (GTK_WIDGET (display), 3);
  ui_save_shot (GTK_WIDGET (display), name);

  /* Each event's standings in turn. */
  for (guint turn = 0; turn < 12 && !g_str_has_suffix (standings_shown (GTK_WIDGET (display)),
                                                       "Standings"); turn++)
    hammer_display_window_next_page (HAMMER_DISPLAY_WINDOW (display));
  first = standings_shown (GTK_WIDGET (display));
  g_assert_true (g_str_equal (first, "Singles · Standings") ||
                 g_str_equal (first, "Ladies · Standings"));
  {
    g_autofree char *was = g_strdup (first);
    const char *other = g_str_equal (was, "Singles · Standings") ? "Ladies · Standings"
                                                                 : "Singles · Standings";

    for (guint turn = 0; turn < 12 && !g_str_equal (standings_shown (GTK_WIDGET (display)),
                                                    other); turn++)
      hammer_display_window_next_page (HAMMER_DISPLAY_WINDOW (display));
    g_assert_cmpstr (standings_shown (GTK_WIDGET (display)), ==, other);
  }

  /* Anna's result frees her board: its match leaves the display. */
  cli_input_ok (f->path, SIDE_WINS ("4, 0"), "result", "--event", event, "--match", match, NULL);
  UI_WAIT_FOR (!ui_has_label (GTK_WIDGET (display), line));
  gtk_window_destroy (display);
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (provider));
}

static guint
count_days (HammerStore *store)
{
  g_autoptr(GPtrArray) days = hammer_days_list (store, NULL);

  if (days == NULL)
    g_error ("the days could not be listed");
  return days->len;
}

static gboolean
create_enabled (GtkWidget *dialog)
{
  return gtk_widget_get_sensitive (ui_find_required (dialog, "create_button"));
}

/* New Day from the sidebar's button: what is wrong is named before anything
 * is stored; the day made shows on its page with its boards' names. */
static void
test_new_day (Fixture       *f,
              gconstpointer  data)
{
  GtkWidget *button = ui_find_required (GTK_WIDGET (f->window), "new_day_button");
  GtkWidget *dialog;
  GtkWidget *message;
  g_autoptr(HammerDayState) state = NULL;

  g_assert_true (gtk_widget_get_focusable (button));
  ui_click (button);
  dialog = GTK_WIDGET (ui_wait_for_toplevel (HAMMER_TYPE_DAY_DIALOG));
  message = ui_find_required (dialog, "message_label");
  g_assert_false (create_enabled (dialog));

  ui_type_into (dialog, "name_row", "Ladder Day");
  ui_type_into (dialog, "date_row", "2026-02-30");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, "Date: a date like 2026-12-05.");
  g_assert_false (create_enabled (dialog));
  ui_type_into (dialog, "date_row", "2026-12-06");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_required (dialog, "boards_spin")), 3);
  ui_type_into (dialog, "board_names_row", "North,South");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==,
                   "Board names: 2 names for 3 boards.");
  g_assert_false (create_enabled (dialog));
  /* Nothing is stored while the form is wrong. */
  gtk_widget_activate_action (dialog, "day-dialog.create", NULL);
  ui_spin ();
  g_assert_cmpuint (count_days (f->store), ==, 1);

  ui_type_into (dialog, "board_names_row", "North,South,East");
  ui_type_into (dialog, "venue_row", "Sporthal");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, "");
  g_assert_true (create_enabled (dialog));
  ui_wait_frames (dialog, 2);
  ui_save_shot (dialog, "day-new.png");
  ui_click (ui_find_required (dialog, "create_button"));
  ui_wait_until_gone (HAMMER_TYPE_DAY_DIALOG);
  ui_wait_writes (f->store);
  g_assert_cmpuint (count_days (f->store), ==, 2);
  UI_WAIT_FOR (hammer_day_page_get_day_id (f->page) == 2);
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
  ui_wait_for_label (GTK_WIDGET (f->page), "Ladder Day");
  g_assert_true (ui_has_label (GTK_WIDGET (f->page), "South"));
  ui_wait_for_label (GTK_WIDGET (f->page), "No event is played on this day yet");
  state = hammer_days_get_state (f->store, 2, NULL);
  g_assert_nonnull (state);
  g_assert_cmpstr (state->venue, ==, "Sporthal");
  g_assert_cmpuint (state->boards->len, ==, 3);
  g_assert_cmpuint (state->rest_minutes, ==, 10);
  /* No event, no match to call: the call is off and says why. */
  g_assert_false (gtk_widget_get_sensitive (call_button (f)));
  g_assert_cmpstr (gtk_widget_get_tooltip_text (call_button (f)), ==,
                   "No event is played on this day yet: add one to call its matches");
}

/* Edit Day… opens the New Day dialog on the day as it is, without its
 * boards (kept on the page); what is wrong is named and not stored; the
 * change stored shows on the page, and Undo takes it back. */
static void
test_edit_day (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(HammerDayState) state = NULL;
  GtkWidget *dialog, *message;

  hammer_window_set_toast_seconds (f->window, 60);
  g_assert_true (gtk_widget_get_sensitive (call_button (f)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->page), "day.edit", NULL));
  dialog = GTK_WIDGET (ui_wait_for_toplevel (HAMMER_TYPE_DAY_DIALOG));
  message = ui_find_required (dialog, "message_label");
  g_assert_cmpstr (gtk_window_get_title (GTK_WINDOW (dialog)), ==, "Edit Day");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog, "name_row"))),
                   ==, "Club Open");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog, "date_row"))),
                   ==, "2026-12-05");
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (ui_find_required (dialog,
                                                                          "venue_row"))),
                   ==, "De Hal");
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (
                     ui_find_required (dialog, "rest_spin"))), ==, 15);
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "boards_row")));
  g_assert_false (gtk_widget_get_visible (ui_find_required (dialog, "board_names_row")));
  g_assert_true (create_enabled (dialog));

  ui_type_into (dialog, "date_row", "2026-13-01");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (message)), ==, "Date: a date like 2026-12-05.");
  g_assert_false (create_enabled (dialog));
  gtk_widget_activate_action (dialog, "day-dialog.create", NULL);
  ui_spin ();
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_cmpstr (state->date, ==, "2026-12-05");
  g_clear_pointer (&state, hammer_day_state_free);

  ui_type_into (dialog, "date_row", "2026-12-06");
  ui_type_into (dialog, "name_row", "Winter Open");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ui_find_required (dialog, "rest_spin")), 0);
  ui_wait_frames (dialog, 2);
  ui_save_shot (dialog, "day-edit.png");
  ui_click (ui_find_required (dialog, "create_button"));
  ui_wait_until_gone (HAMMER_TYPE_DAY_DIALOG);
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
  ui_wait_for_label (GTK_WIDGET (f->page), "Winter Open");
  UI_WAIT_FOR (first_toast_has (f, "Day changed"));
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_cmpstr (state->name, ==, "Winter Open");
  g_assert_cmpstr (state->date, ==, "2026-12-06");
  g_assert_cmpstr (state->venue, ==, "De Hal");
  g_assert_cmpuint (state->rest_minutes, ==, 0);
  g_assert_cmpuint (state->boards->len, ==, 3);
  g_clear_pointer (&state, hammer_day_state_free);

  gtk_widget_activate_action (GTK_WIDGET (f->window), "window.undo-last", NULL);
  ui_wait_writes (f->store);
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
  ui_wait_for_label (GTK_WIDGET (f->page), "Club Open");
  state = hammer_days_get_state (f->store, 1, NULL);
  g_assert_cmpstr (state->name, ==, "Club Open");
  g_assert_cmpuint (state->rest_minutes, ==, 15);
}

/* Wide and narrow, for the eye: side by side at 1280 px, one card a line
 * at 360 px (the cards reflow). */
static void
test_shots (Fixture       *f,
            gconstpointer  data)
{
  int width = GPOINTER_TO_INT (data);
  const char *lang = g_getenv ("HAMMER_UI_SHOTS_LANG");
  g_autofree char *name = g_strdup_printf ("day-%d%s%s.png", width, lang ? "-" : "",
                                           lang ? lang : "");
  GtkWidget *boards = ui_find_required (GTK_WIDGET (f->page), "boards_box");
  GtkWidget *first, *second;
  graphene_point_t a, b;

  /* Folded, the call is at the top of the boards' view, not in the header. */
  call_and_wait (f, ui_find_required (GTK_WIDGET (f->page),
                                      width > 600 ? "call_button" : "call_wide_button"));
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  ui_save_shot (GTK_WIDGET (f->window), name);
  first = gtk_widget_get_first_child (boards);
  second = gtk_widget_get_next_sibling (first);
  g_assert_true (gtk_widget_compute_point (second, boards, &GRAPHENE_POINT_INIT (0, 0), &b));
  g_assert_true (gtk_widget_compute_point (first, boards, &GRAPHENE_POINT_INIT (0, 0), &a));
  if (width > 600)
    g_assert_cmpfloat (a.y, ==, b.y);
  else
    {
      g_assert_cmpfloat (a.x, ==, b.x);
      g_assert_cmpfloat (a.y, <, b.y);
    }
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  /* Screenshots in a language (LANGUAGE=nl) for the eye; the asserts of
   * the other tests read English, so only the screenshots' run asks. */
  if (g_getenv ("HAMMER_UI_SHOTS_LANG") != NULL)
    hammer_i18n_init ();

  g_test_add ("/ui/day/call-next", Fixture, NULL, fixture_set_up, test_call_next,
              fixture_tear_down);
  g_test_add ("/ui/day/reserved", Fixture, NULL, fixture_set_up, test_reserved,
              fixture_tear_down);
  g_test_add ("/ui/day/new-day", Fixture, NULL, fixture_set_up, test_new_day, fixture_tear_down);
  g_test_add ("/ui/day/edit-day", Fixture, NULL, fixture_set_up, test_edit_day,
              fixture_tear_down);
  g_test_add ("/ui/day/keyboard", Fixture, NULL, fixture_set_up, test_keyboard,
              fixture_tear_down);
  g_test_add ("/ui/day/event-on-day", Fixture, NULL, fixture_set_up, test_event_on_day,
              fixture_tear_down);
  g_test_add ("/ui/day/add-event", Fixture, NULL, fixture_set_up, test_add_event,
              fixture_tear_down);
  g_test_add ("/ui/day/behind", Fixture, NULL, fixture_set_up, test_behind, fixture_tear_down);
  g_test_add ("/ui/day/board-entry", Fixture, NULL, fixture_set_up, test_board_entry,
              fixture_tear_down);
  g_test_add ("/ui/day/display-1280", Fixture, GINT_TO_POINTER (1280), fixture_set_up,
              test_display, fixture_tear_down);
  g_test_add ("/ui/day/display-1920", Fixture, GINT_TO_POINTER (1920), fixture_set_up,
              test_display, fixture_tear_down);
  g_test_add ("/ui/day/shots-1280", Fixture, GINT_TO_POINTER (1280), fixture_set_up, test_shots,
              fixture_tear_down);
  g_test_add ("/ui/day/shots-360", Fixture, GINT_TO_POINTER (360), fixture_set_up, test_shots,
              fixture_tear_down);
  /* Last: they leave the catalogue bound. */
  g_test_add ("/ui/day/sidebar-date-nl", Fixture, "nl", NULL, test_sidebar_date,
              fixture_tear_down);
  g_test_add ("/ui/day/sidebar-date-de", Fixture, "de", NULL, test_sidebar_date,
              fixture_tear_down);
  return g_test_run ();
}
