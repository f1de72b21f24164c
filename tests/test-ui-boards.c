/* test-ui-boards.c — the boards, the matches and the display window, driven
 * through their widgets under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gstdio.h>
#include <string.h>

#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "hammer-board-item.h"
#include "hammer-boards-view.h"
#include "hammer-core.h"
#include "hammer-display-window.h"
#include "hammer-matches-view.h"
#include "ui-test-common.h"

typedef struct
{
  char *dir;
  HammerStore *store;
  gint64 event_id;
  GtkWindow *window;
  gint64 opened;        /* the match event.open-match was asked to open */
} Fixture;

/* Whether a visible label under @root reads @text. */
static gboolean
shows_text (GtkWidget  *root,
            const char *text)
{
  if (!gtk_widget_get_visible (root))
    return FALSE;
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (root)), text) == 0)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (shows_text (child, text))
      return TRUE;
  return FALSE;
}

static void
open_match_cb (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  Fixture *f = user_data;

  f->opened = g_variant_get_int64 (parameter);
}

static gint64
create_drawn_event (HammerStore *store)
{
  g_auto(GStrv) names = numbered_names ("Speler", 16);

  return store_new_event (store, "Winterbeker", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 6, NULL,
                          (const char * const *) names, 11);
}

/* The drawn event as a document in which no match is on a board yet:
 * six free boards and eight matches waiting. */
static gint64
import_without_boards (HammerStore *store,
                       gint64       event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = hammer_events_export (store, event_id, &error);
  JsonArray *matches;
  gint64 imported;

  g_assert_no_error (error);
  matches = json_object_get_array_member (json_node_get_object (document), "matches");
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      json_object_set_null_member (json_array_get_object_element (matches, i), "board");
      json_object_set_null_member (json_array_get_object_element (matches, i), "called_at");
    }
  imported = hammer_events_import (store, document, &error);
  g_assert_no_error (error);
  return imported;
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  g_autoptr(GSimpleAction) open_match = g_simple_action_new ("open-match", G_VARIANT_TYPE_INT64);
  g_autoptr(GDateTime) evening = g_date_time_new_utc (2031, 3, 15, 19, 0, 0);
  gint64 drawn;

  /* The matches go on their boards at seven in the evening. */
  clock_fix (evening);
  f->store = tmp_store_open (NULL, &f->dir, NULL);

  drawn = create_drawn_event (f->store);
  f->event_id = GPOINTER_TO_INT (data) ? import_without_boards (f->store, drawn) : drawn;

  /* The event page's action, as the views call it. */
  f->window = GTK_WINDOW (gtk_window_new ());
  g_signal_connect (open_match, "activate", G_CALLBACK (open_match_cb), f);
  g_action_map_add_action (G_ACTION_MAP (group), G_ACTION (open_match));
  gtk_widget_insert_action_group (GTK_WIDGET (f->window), "event", G_ACTION_GROUP (group));
  gtk_window_set_default_size (f->window, 1280, 800);
}

static void
show (Fixture   *f,
      GtkWidget *view)
{
  gtk_window_set_child (f->window, view);
  gtk_window_present (f->window);
  UI_WAIT_FOR (gtk_widget_get_mapped (view));
  ui_spin ();
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  ui_close_store (&f->store, &f->dir);
}

static JsonObject *
boards_json (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_boards_json (f->store, f->event_id, &error);

  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (node));
}

/* The id of the match on board @number, or 0. */
static gint64
match_on_board (Fixture *f,
                guint    number)
{
  g_autoptr(JsonObject) boards = boards_json (f);
  JsonArray *list = json_object_get_array_member (boards, "boards");

  for (guint b = 0; b < json_array_get_length (list); b++)
    {
      JsonObject *board = json_array_get_object_element (list, b);

      if ((guint) json_object_get_int_member (board, "number") == number)
        return json_object_get_null_member (board, "match")
                 ? 0 : json_object_get_int_member (json_object_get_object_member (board, "match"),
                                                   "id");
    }
  return 0;
}

static GtkWidget *
card (GtkWidget *view,
      guint      index)
{
  GtkFlowBox *grid = GTK_FLOW_BOX (ui_find_required (view, "board_grid"));
  GtkFlowBoxChild *child = gtk_flow_box_get_child_at_index (grid, index);

  return child != NULL ? gtk_flow_box_child_get_child (child) : NULL;
}

static guint
count_busy_cards (GtkWidget *view)
{
  GtkWidget *widget;
  guint busy = 0;

  for (guint i = 0; (widget = card (view, i)) != NULL; i++)
    if (hammer_board_item_get_match (g_object_get_data (G_OBJECT (widget), "hammer-board")) != NULL)
      busy++;
  return busy;
}

/* Six free boards; "Call Next Match" fills them, and each card then shows
 * the names of the match the store has on that board. */
static void
test_call_next_match (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *view = hammer_boards_view_new (f->store, f->event_id);
  GtkWidget *button;
  g_autoptr(JsonObject) after = NULL;
  JsonArray *list;

  show (f, view);
  g_assert_cmpuint (count_busy_cards (view), ==, 0);
  g_assert_true (shows_text (card (view, 0), "Free"));

  button = ui_find_required (view, "call_button");
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  UI_WAIT_FOR (count_busy_cards (view) == 6);

  after = boards_json (f);
  list = json_object_get_array_member (after, "boards");
  for (guint b = 0; b < 6; b++)
    {
      JsonObject *match = json_object_get_object_member (json_array_get_object_element (list, b),
                                                         "match");
      JsonArray *names = json_object_get_array_member (match, "names");
      g_autofree char *title = g_strdup_printf ("%s – %s",
                                                json_array_get_string_element (names, 0),
                                                json_array_get_string_element (names, 1));

      g_assert_true (shows_text (card (view, b), title));
    }

  /* Two are left waiting, and nothing more can be called. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (after, "queue")), ==, 2);
  UI_WAIT_FOR (!gtk_widget_is_sensitive (button));
  g_assert_false (gtk_widget_is_sensitive (button));
}

/* With every board holding a match the draw put there, the main button
 * calls the first of them: it is not left off while cards say "Waiting to
 * be called". */
static void
test_call_waiting_match (Fixture       *f,
                         gconstpointer  data)
{
  GtkWidget *view = hammer_boards_view_new (f->store, f->event_id);
  g_autoptr(JsonObject) before = boards_json (f);
  g_autoptr(JsonObject) after = NULL;
  JsonArray *list;
  GtkWidget *button;

  show (f, view);
  UI_WAIT_FOR (card (view, 5) != NULL);
  g_assert_true (shows_text (card (view, 0), "Waiting to be called"));
  list = json_object_get_array_member (before, "boards");
  g_assert_true (json_object_get_null_member (json_array_get_object_element (list, 0), "since"));

  button = ui_find_required (view, "call_button");
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  UI_WAIT_FOR (!shows_text (card (view, 0), "Waiting to be called"));

  /* Board 1 only: the others still wait, and the button calls them next. */
  after = boards_json (f);
  list = json_object_get_array_member (after, "boards");
  g_assert_false (json_object_get_null_member (json_array_get_object_element (list, 0), "since"));
  g_assert_true (json_object_get_null_member (json_array_get_object_element (list, 1), "since"));
  g_assert_true (shows_text (card (view, 1), "Waiting to be called"));
  g_assert_true (gtk_widget_is_sensitive (button));
}

static gint64
queue_head (Fixture *f,
            guint    index)
{
  g_autoptr(JsonObject) boards = boards_json (f);
  JsonArray *queue = json_object_get_array_member (boards, "queue");

  return json_object_get_int_member (json_array_get_object_element (queue, index), "id");
}

/* "Anna – Piet", the title of the match at @index of the queue. */
static char *
queue_title (Fixture *f,
             guint    index)
{
  g_autoptr(JsonObject) boards = boards_json (f);
  JsonArray *queue = json_object_get_array_member (boards, "queue");
  JsonArray *names = json_object_get_array_member (json_array_get_object_element (queue, index),
                                                   "names");

  return g_strdup_printf ("%s – %s", json_array_get_string_element (names, 0),
                          json_array_get_string_element (names, 1));
}

/* The row of the queue's list that shows @title, or %NULL. */
static GtkWidget *
queue_row (GtkWidget  *view,
           const char *title)
{
  GtkWidget *list = ui_find_required (view, "queue_list");

  for (GtkWidget *row = gtk_widget_get_first_child (list); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_child_visible (row) && shows_text (row, title))
      return row;
  return NULL;
}

/* The menu of @row's "Put on Board…" button, as it opens. */
static GMenuModel *
open_row_menu (GtkWidget *row)
{
  GtkWidget *button = ui_find_by_type (row, GTK_TYPE_MENU_BUTTON);

  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_widget_get_tooltip_text (button), ==, "Put on Board…");
  gtk_menu_button_popup (GTK_MENU_BUTTON (button));
  UI_WAIT_FOR (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)) != NULL);
  g_assert_nonnull (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (
    GTK_MENU_BUTTON (button)))));
  return gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (button));
}

static void
close_row_menu (GtkWidget *row)
{
  gtk_menu_button_popdown (GTK_MENU_BUTTON (ui_find_by_type (row, GTK_TYPE_MENU_BUTTON)));
  ui_spin ();
}

/* A match dropped on a free board's card goes there; so does one put
 * there through the "Put on Board…" menu of its row in the queue. */
static void
test_drop_and_menu (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *view = hammer_boards_view_new (f->store, f->event_id);
  GtkWidget *row, *button;
  GMenuModel *menu;
  g_autofree char *title = NULL;
  g_autofree char *next_title = NULL;
  g_autoptr(GVariant) target = NULL;
  gint64 first, second, busy, put;
  guint32 board;

  show (f, view);
  first = queue_head (f, 0);

  g_assert_true (hammer_boards_view_drop_match (HAMMER_BOARDS_VIEW (view), first, 3));
  ui_wait_writes (f->store);
  g_assert_cmpint (match_on_board (f, 3), ==, first);
  UI_WAIT_FOR (count_busy_cards (view) == 1);

  /* The menu of the next match's row lists the five boards still free;
   * choosing one puts the match there. */
  second = queue_head (f, 0);
  title = queue_title (f, 0);
  UI_WAIT_FOR (queue_row (view, title) != NULL);
  row = queue_row (view, title);
  menu = open_row_menu (row);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 5);
  target = g_menu_model_get_item_attribute_value (menu, 4, G_MENU_ATTRIBUTE_TARGET,
                                                  G_VARIANT_TYPE ("(xu)"));
  g_assert_nonnull (target);
  g_variant_get (target, "(xu)", &put, &board);
  g_assert_cmpint (put, ==, second);
  g_assert_cmpuint (board, ==, 6);
  /* As the menu does: it closes, then its item's action runs. */
  button = ui_find_by_type (row, GTK_TYPE_MENU_BUTTON);
  close_row_menu (row);
  gtk_widget_activate_action_variant (button, "boards.put-on-board", target);
  ui_wait_writes (f->store);
  g_assert_cmpint (match_on_board (f, 6), ==, second);
  UI_WAIT_FOR (count_busy_cards (view) == 2);
  UI_WAIT_FOR (queue_row (view, title) == NULL);

  /* The menus follow: four boards are left to choose from. */
  next_title = queue_title (f, 0);
  UI_WAIT_FOR (queue_row (view, next_title) != NULL);
  row = queue_row (view, next_title);
  menu = open_row_menu (row);
  g_assert_cmpint (g_menu_model_get_n_items (menu), ==, 4);
  close_row_menu (row);

  /* A busy board refuses another match and keeps its own. */
  busy = queue_head (f, 0);
  g_assert_true (hammer_boards_view_drop_match (HAMMER_BOARDS_VIEW (view), busy, 3));
  ui_wait_writes (f->store);
  g_assert_cmpint (match_on_board (f, 3), ==, first);
}

/* The id of the first ready match of @f's event that entrant @with plays
 * and entrant @without does not. */
static gint64
match_between (Fixture *f,
               gint64   with,
               gint64   without)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (f->store, f->event_id, &error);
  JsonArray *matches = json_node_get_array (node);

  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *sides = json_object_get_array_member (match, "sides");
      gboolean has = FALSE, other = FALSE;

      for (guint s = 0; s < json_array_get_length (sides); s++)
        {
          has |= json_array_get_int_element (sides, s) == with;
          other |= json_array_get_int_element (sides, s) == without;
        }
      if (has && !other)
        return json_object_get_int_member (match, "id");
    }
  return 0;
}

/* On a day, a match dropped on a free board is refused while a player of
 * it is on another board; while the player rests, the desk is asked
 * whether to cut the rest short, and the match goes there once it says
 * so. */
static void
test_drop_held (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const char *names[] = { "Anna Bakker", "Bert Smit", "Cor de Vries", NULL };
  HammerDaySpec spec = { "Open", "2031-03-15", NULL, 3, "T1,T2,T3", 30 };
  g_autoptr(GArray) ids = NULL;
  GtkWidget *view, *dialog;
  HammerEventSpec event;
  gint64 day_id, first, second;

  day_id = hammer_days_create (f->store, &spec, &error);
  g_assert_no_error (error);
  hammer_event_spec_init (&event);
  event.name = "Singles";
  event.rules = "table";
  event.format = HAMMER_FORMAT_ROUND_ROBIN;
  event.day_id = day_id;
  f->event_id = hammer_events_create (f->store, &event, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, f->event_id, names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (f->store, f->event_id, TRUE, 1, &error));
  /* Anna against Bert on T1; Anna against Cor waits. */
  first = match_between (f, g_array_index (ids, gint64, 0), g_array_index (ids, gint64, 2));
  second = match_between (f, g_array_index (ids, gint64, 0), g_array_index (ids, gint64, 1));
  g_assert_true (hammer_events_assign_board (f->store, f->event_id, first, 1, &error));
  g_assert_no_error (error);

  view = hammer_boards_view_new (f->store, f->event_id);
  show (f, view);
  g_assert_true (hammer_boards_view_drop_match (HAMMER_BOARDS_VIEW (view), second, 2));
  ui_wait_writes (f->store);
  g_assert_cmpint (match_on_board (f, 2), ==, 0);

  /* Anna's match ends: she rests, and the desk is asked. */
  store_record (f->store, f->event_id, first,
                "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]},"
                " {\"points\": [4, 0]}, {\"points\": [3, 0]}]},"
                " {\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]},"
                " {\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}");
  g_assert_true (hammer_boards_view_drop_match (HAMMER_BOARDS_VIEW (view), second, 2));
  dialog = GTK_WIDGET (ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Cut the Rest Short?");
  g_assert_nonnull (strstr (adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)),
                            "Anna Bakker rests until "));
  g_assert_cmpint (match_on_board (f, 2), ==, 0);
  ui_wait_frames (dialog, 3);
  ui_save_shot (dialog, "boards-cut-rest-short.png");
  ui_respond ("assign");
  ui_wait_writes (f->store);
  g_assert_cmpint (match_on_board (f, 2), ==, second);
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/* An event of a day sees the day's boards: another event's match on one
 * is shown there with its event's name, counts as in use and gets no
 * "Next"; the view offers the day's page. */
static void
test_day_other_event (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const char *names[2][3] = { { "Anna Bakker", "Bert Smit", NULL },
                              { "Cor de Vries", "Dirk Mol", NULL } };
  const char *event_names[2] = { "Singles", "Ladies" };
  HammerDaySpec spec = { "Open", "2031-03-15", NULL, 3, NULL, 15, NULL };
  gint64 day_id, events[2];
  GtkWidget *view, *summary;

  day_id = hammer_days_create (f->store, &spec, &error);
  g_assert_no_error (error);
  for (guint e = 0; e < 2; e++)
    {
      g_autoptr(GArray) ids = NULL;
      HammerEventSpec event;

      hammer_event_spec_init (&event);
      event.name = event_names[e];
      event.rules = "table";
      event.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
      event.day_id = day_id;
      events[e] = hammer_events_create (f->store, &event, &error);
      g_assert_no_error (error);
      ids = hammer_events_add_entrants (f->store, events[e], names[e], &error);
      g_assert_no_error (error);
      g_assert_true (hammer_events_draw (f->store, events[e], TRUE, 1, &error));
    }
  g_assert_cmpuint (hammer_events_call_next_matches (f->store, events[0], &error), ==, 1);
  g_assert_no_error (error);

  view = hammer_boards_view_new (f->store, events[1]);
  show (f, view);
  summary = ui_find_required (view, "summary_label");
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (summary)), ==,
                   "1 of 3 boards in use · 1 match waiting");
  g_assert_false (shows_text (card (view, 0), "Free"));
  g_assert_true (shows_text (card (view, 0), "Singles · Final · Match 1"));
  g_assert_false (shows_text (card (view, 0), "Next: Cor de Vries – Dirk Mol"));
  g_assert_true (shows_text (card (view, 1), "Free"));
  g_assert_true (gtk_widget_get_visible (ui_find_required (view, "day_button")));
}

/* The queue's rows are reached with the keyboard: a row takes the focus,
 * says which match it is, opens it with Enter and its menu with the menu
 * key; a match leaving the queue leaves the other rows' matches alone. */
static void
test_queue_keyboard (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *view = hammer_boards_view_new (f->store, f->event_id);
  GtkListView *list;
  GListModel *model;
  g_autofree char *title = NULL;
  g_autoptr(GListModel) controllers = NULL;
  g_autoptr(GObject) last = NULL;
  g_autoptr(GObject) last_after = NULL;
  GtkWidget *row, *button;
  gboolean opened_menu = FALSE;
  guint n;

  show (f, view);
  title = queue_title (f, 1);
  UI_WAIT_FOR (queue_row (view, title) != NULL);
  row = queue_row (view, title);
  g_assert_true (gtk_widget_get_focusable (row));
  gtk_widget_grab_focus (row);
  g_assert_true (gtk_widget_has_focus (row));

  /* Enter activates the focused row. */
  g_assert_true (gtk_widget_activate (row));
  g_assert_cmpint (f->opened, ==, queue_head (f, 1));

  /* Shift+F10 or the menu key, as the row's shortcuts hold them. */
  controllers = gtk_widget_observe_controllers (row);
  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (controller)); k++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), k);
          g_autofree char *trigger =
            gtk_shortcut_trigger_to_string (gtk_shortcut_get_trigger (shortcut));

          if (strstr (trigger, "<Shift>F10") != NULL)
            opened_menu = gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0,
                                                        row, NULL);
        }
    }
  g_assert_true (opened_menu);
  ui_spin ();
  button = ui_find_by_type (row, GTK_TYPE_MENU_BUTTON);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (
    GTK_MENU_BUTTON (button)))));
  g_assert_cmpint (g_menu_model_get_n_items (gtk_menu_button_get_menu_model (
    GTK_MENU_BUTTON (button))), ==, 6);
  close_row_menu (row);

  /* A drag off the row carries its match, for a board's card to take. */
  {
    GtkWidget *content = gtk_widget_get_first_child (row);
    g_autoptr(GListModel) sources = gtk_widget_observe_controllers (content);
    g_autoptr(GdkContentProvider) provider = NULL;
    g_auto(GValue) value = G_VALUE_INIT;

    for (guint i = 0; i < g_list_model_get_n_items (sources) && provider == NULL; i++)
      {
        g_autoptr(GObject) source = g_list_model_get_item (sources, i);

        if (GTK_IS_DRAG_SOURCE (source))
          g_signal_emit_by_name (source, "prepare", 1.0, 1.0, &provider);
      }
    g_assert_nonnull (provider);
    g_value_init (&value, G_TYPE_INT64);
    g_assert_true (gdk_content_provider_get_value (provider, &value, NULL));
    g_assert_cmpint (g_value_get_int64 (&value), ==, queue_head (f, 1));
  }

  /* The first match goes to a board: the others' items stay. */
  list = GTK_LIST_VIEW (ui_find_required (view, "queue_list"));
  model = G_LIST_MODEL (gtk_list_view_get_model (list));
  n = g_list_model_get_n_items (model);
  last = g_list_model_get_item (model, n - 1);
  g_assert_true (hammer_boards_view_drop_match (HAMMER_BOARDS_VIEW (view), queue_head (f, 0), 1));
  UI_WAIT_FOR (g_list_model_get_n_items (model) == n - 1);
  last_after = g_list_model_get_item (model, n - 2);
  g_assert_true (last == last_after);
  g_assert_true (queue_row (view, title) != NULL);
}

/* Boards whose match runs past its estimated end are marked late; a card
 * opens its match with a click or Enter. */
static void
test_late_and_open (Fixture       *f,
                    gconstpointer  data)
{
  GtkWidget *view = hammer_boards_view_new (f->store, f->event_id);
  g_autoptr(GDateTime) evening = g_date_time_new_utc (2031, 3, 15, 19, 0, 0);
  g_autoptr(GDateTime) late = g_date_time_add_hours (evening, 3);
  GtkFlowBox *grid;
  gint64 on_first;

  /* The draw put the matches on the boards; the director calls them at
   * seven, which starts their clocks. */
  for (guint number = 1; number <= 6; number++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_true (hammer_events_call_board (f->store, f->event_id, number, &error));
      g_assert_no_error (error);
    }
  show (f, view);
  g_assert_cmpuint (count_busy_cards (view), ==, 6);
  g_assert_false (gtk_widget_has_css_class (card (view, 0), "late"));

  clock_fix (late);
  hammer_boards_view_update_times (HAMMER_BOARDS_VIEW (view));
  for (guint b = 0; b < 6; b++)
    g_assert_true (gtk_widget_has_css_class (card (view, b), "late"));
  g_assert_true (shows_text (card (view, 0), "180 min · late"));

  clock_fix (evening);
  hammer_boards_view_update_times (HAMMER_BOARDS_VIEW (view));
  g_assert_false (gtk_widget_has_css_class (card (view, 0), "late"));

  grid = GTK_FLOW_BOX (ui_find_required (view, "board_grid"));
  on_first = match_on_board (f, 1);
  g_signal_emit_by_name (grid, "child-activated", gtk_flow_box_get_child_at_index (grid, 0));
  g_assert_cmpint (f->opened, ==, on_first);
}

static JsonNode *
win_for_first_side (void)
{
  return json_from_string ("{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]},"
                           " {\"points\": [4, 0]}, {\"points\": [4, 0]}]}, {\"ends\": ["
                           "{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]},"
                           " {\"points\": [4, 0]}]}]}", NULL);
}

static void
record_win (HammerStore *store,
            gint64       event_id,
            gint64       match_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) input = win_for_first_side ();
  g_autoptr(JsonNode) state = hammer_events_record_result (store, event_id, match_id, input, FALSE, &error);

  g_assert_no_error (error);
}

static guint
n_shown (GtkWidget *view)
{
  GtkColumnView *columns = GTK_COLUMN_VIEW (ui_find_required (view, "column_view"));

  return g_list_model_get_n_items (G_LIST_MODEL (gtk_column_view_get_model (columns)));
}

/* After two results, "Finished" shows exactly those two. */
static void
test_matches_filter (Fixture       *f,
                     gconstpointer  data)
{
  GtkWidget *view = hammer_matches_view_new (f->store, f->event_id);
  GtkDropDown *state;
  GtkColumnView *columns;
  GListModel *model;

  show (f, view);
  g_assert_cmpuint (n_shown (view), ==, 15);

  record_win (f->store, f->event_id, match_on_board (f, 1));
  record_win (f->store, f->event_id, match_on_board (f, 2));

  state = GTK_DROP_DOWN (ui_find_required (view, "state_dropdown"));
  gtk_drop_down_set_selected (state, 3);
  /* The view reads a change on a worker thread, and shows it when back. */
  UI_WAIT_FOR (n_shown (view) == 2);
  g_assert_cmpuint (n_shown (view), ==, 2);
  columns = GTK_COLUMN_VIEW (ui_find_required (view, "column_view"));
  model = G_LIST_MODEL (gtk_column_view_get_model (columns));
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(GObject) item = g_list_model_get_item (model, i);
      g_autofree char *result = NULL;

      g_object_get (item, "result", &result, NULL);
      g_assert_cmpstr (result, ==, "2 – 0");
    }

  /* A third result shows up in the filtered list by itself. */
  record_win (f->store, f->event_id, match_on_board (f, 3));
  UI_WAIT_FOR (n_shown (view) == 3);
  g_assert_cmpuint (n_shown (view), ==, 3);

  /* Round 2 has no finished match yet; "No Matches Found" says so. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_find_required (view, "round_dropdown")), 2);
  UI_WAIT_FOR (n_shown (view) == 0);
  g_assert_cmpuint (n_shown (view), ==, 0);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (GTK_STACK (ui_find_required (view, "stack"))),
                   ==, "no-results");

  /* Activating a row opens its match. */
  gtk_drop_down_set_selected (state, 0);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (ui_find_required (view, "round_dropdown")), 0);
  ui_spin ();
  g_signal_emit_by_name (columns, "activate", 0);
  g_assert_cmpint (f->opened, >, 0);
}

/* The second event's matches read Match 1, 2, … though their ids go on
 * from the first event's: in the list, its Match column and the queue. */
static void
test_matches_numbers (Fixture       *f,
                      gconstpointer  data)
{
  GtkWidget *view = hammer_matches_view_new (f->store, f->event_id);
  GtkWidget *boards = NULL;
  GtkWidget *columns = ui_find_required (view, "column_view");
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (columns)));
  g_autoptr(GtkColumnViewColumn) column =
    g_list_model_get_item (gtk_column_view_get_columns (GTK_COLUMN_VIEW (columns)), 1);
  g_autoptr(HammerMatchItem) first = NULL;
  g_autofree char *cell = NULL;

  show (f, view);
  first = g_list_model_get_item (model, 0);
  g_assert_cmpint (hammer_match_item_get_id (first), >, 15);
  g_assert_cmpstr (gtk_column_view_column_get_title (column), ==, "Match");
  cell = ui_cell_text (columns, 0, 1);
  g_assert_cmpstr (cell, ==, "1");
  g_assert_cmpstr (hammer_match_item_get_description (first), ==, "Round 1 · Match 1");

  /* Waiting for a board, it is Match 1 too. */
  boards = hammer_boards_view_new (f->store, f->event_id);
  show (f, boards);
  g_assert_true (shows_text (boards, "Round 1 · Match 1"));
}

/* A result recorded by another program (hammer-cli on the same file)
 * reaches the display window within one poll. */
static void
test_display_shows_result (Fixture       *f,
                           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) other = NULL;
  g_autoptr(JsonObject) boards = boards_json (f);
  JsonArray *list = json_object_get_array_member (boards, "boards");
  JsonObject *first = json_object_get_object_member (json_array_get_object_element (list, 0),
                                                     "match");
  JsonArray *names = json_object_get_array_member (first, "names");
  const char *winner = json_array_get_string_element (names, 0);
  g_autofree char *path = NULL;
  GtkWidget *results;
  GtkWindow *display;

  display = hammer_display_window_new (NULL, f->store, f->event_id);
  gtk_window_present (display);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (display)));
  ui_spin ();
  /* On a small screen the sections take turns: turn to the results. */
  results = ui_find_required (GTK_WIDGET (display), "results_section");
  for (guint page = 0; page < 3 && !gtk_widget_get_visible (results); page++)
    hammer_display_window_next_page (HAMMER_DISPLAY_WINDOW (display));
  /* The sections are fitted to the room in the next frame. */
  UI_WAIT_FOR (shows_text (GTK_WIDGET (display), "Winterbeker"));
  UI_WAIT_FOR (shows_text (GTK_WIDGET (display), "No results yet"));

  /* A second connection, as another program on the same file. */
  path = g_build_filename (f->dir, "hammer.db", NULL);
  other = hammer_store_open (path, &error);
  g_assert_no_error (error);
  record_win (other, f->event_id, json_object_get_int_member (first, "id"));

  UI_WAIT_FOR (!shows_text (GTK_WIDGET (display), "No results yet"));
  g_assert_true (shows_text (GTK_WIDGET (display), "2 – 0"));
  g_assert_true (shows_text (GTK_WIDGET (display), winner));

}

/* On a small window the sections take turns. */
static void
test_display_pages (Fixture       *f,
                    gconstpointer  data)
{
  GtkWindow *display = hammer_display_window_new (NULL, f->store, f->event_id);
  GtkWidget *results = ui_find_required (GTK_WIDGET (display), "results_section");
  GtkWidget *boards = ui_find_required (GTK_WIDGET (display), "boards_section");

  gtk_window_set_default_size (display, 640, 480);
  gtk_window_present (display);
  UI_WAIT_FOR (hammer_display_window_is_paged (HAMMER_DISPLAY_WINDOW (display)));
  g_assert_true (gtk_widget_get_visible (boards));
  g_assert_false (gtk_widget_get_visible (results));

  /* The boards turn their own pages first, then the results come. */
  for (guint i = 0; i < 6 && gtk_widget_get_visible (boards); i++)
    hammer_display_window_next_page (HAMMER_DISPLAY_WINDOW (display));
  g_assert_false (gtk_widget_get_visible (boards));
  g_assert_true (gtk_widget_get_visible (results));
}

/* The display marks a match on its board that waits to be called, as the
 * boards view does, and not one being played. */
static void
test_display_waiting (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  GtkWindow *display;
  GtkWidget *grid;
  guint n_cards = 0;

  /* The draw put six matches on the six boards; board 1's is called. */
  g_assert_true (hammer_events_call_board (f->store, f->event_id, 1, &error));
  g_assert_no_error (error);
  display = hammer_display_window_new (NULL, f->store, f->event_id);
  gtk_window_set_default_size (display, 1920, 1080);
  gtk_window_present (display);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (display)));
  ui_wait_frames (GTK_WIDGET (display), 2);

  grid = ui_find_required (GTK_WIDGET (display), "board_grid");
  for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *card = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      HammerBoardItem *board = g_object_get_data (G_OBJECT (card), "hammer-board");
      gboolean called = hammer_board_item_get_number (board) == 1;

      n_cards++;
      g_assert_nonnull (hammer_board_item_get_match (board));
      g_assert_cmpint (shows_text (card, "Waiting to be called"), ==, !called);
      g_assert_cmpint (gtk_widget_has_css_class (card, "waiting"), ==, !called);
    }
  g_assert_cmpuint (n_cards, ==, 6);
  gtk_window_destroy (display);
}

/* On a small screen the six boards' cards take pages of their own when
 * they do not fit: every card shown lies wholly on the screen, the heading
 * says which boards it shows, and turning the pages shows each board once. */
static void
test_display_board_pages (Fixture       *f,
                          gconstpointer  data)
{
  GtkWindow *display = hammer_display_window_new (NULL, f->store, f->event_id);
  GtkWidget *boards = ui_find_required (GTK_WIDGET (display), "boards_section");
  GtkWidget *grid = ui_find_required (GTK_WIDGET (display), "board_grid");
  guint seen[7] = { 0 };
  guint n_pages = 0;

  gtk_window_set_default_size (display, 640, 360);
  gtk_window_present (display);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (display)));
  /* Until the first allocation the sections take turns anyway. */
  UI_WAIT_FOR (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (ui_find_required (
    GTK_WIDGET (display), "boards_heading"))), "Boards · 1–"));
  g_assert_true (hammer_display_window_is_paged (HAMMER_DISPLAY_WINDOW (display)));
  g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (ui_find_required (
    GTK_WIDGET (display), "boards_heading"))), "Boards · 1–"));
  while (gtk_widget_get_visible (boards))
    {
      g_assert_cmpuint (++n_pages, <=, 6);
      for (GtkWidget *child = gtk_widget_get_first_child (grid); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          GtkWidget *card = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
          HammerBoardItem *board = g_object_get_data (G_OBJECT (card), "hammer-board");
          graphene_rect_t bounds;

          if (!gtk_widget_get_visible (child))
            continue;
          g_assert_true (gtk_widget_compute_bounds (card, GTK_WIDGET (display), &bounds));
          g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                             gtk_widget_get_height (GTK_WIDGET (display)));
          seen[hammer_board_item_get_number (board)]++;
        }
      hammer_display_window_next_page (HAMMER_DISPLAY_WINDOW (display));
      ui_wait_frames (GTK_WIDGET (display), 2);
    }
  g_assert_cmpuint (n_pages, >, 1);
  for (guint b = 1; b <= 6; b++)
    g_assert_cmpuint (seen[b], ==, 1);
  gtk_window_destroy (display);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

#define ADD(path, imported, func) \
  g_test_add (path, Fixture, GINT_TO_POINTER (imported), fixture_set_up, func, fixture_tear_down)
  ADD ("/ui-boards/call-next-match", TRUE, test_call_next_match);
  ADD ("/ui-boards/call-waiting-match", FALSE, test_call_waiting_match);
  ADD ("/ui-boards/drop-and-put-on-board", TRUE, test_drop_and_menu);
  ADD ("/ui-boards/drop-held", FALSE, test_drop_held);
  ADD ("/ui-boards/day-other-event", FALSE, test_day_other_event);
  ADD ("/ui-boards/queue-keyboard", TRUE, test_queue_keyboard);
  ADD ("/ui-boards/late-and-open", FALSE, test_late_and_open);
  ADD ("/ui-boards/matches/finished-filter", FALSE, test_matches_filter);
  ADD ("/ui-boards/matches/numbered-within-event", TRUE, test_matches_numbers);
  ADD ("/ui-boards/display/result-from-other-program", FALSE, test_display_shows_result);
  ADD ("/ui-boards/display/pages", FALSE, test_display_pages);
  ADD ("/ui-boards/display/waiting", FALSE, test_display_waiting);
  ADD ("/ui-boards/display/board-pages", FALSE, test_display_board_pages);
#undef ADD

  return g_test_run ();
}
