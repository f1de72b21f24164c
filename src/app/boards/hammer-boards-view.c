/* hammer-boards-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-board-card.h"
#include "hammer-board-item.h"
#include "hammer-boards-view-private.h"
#include "hammer-app-utils.h"
#include "hammer-clock.h"
#include "hammer-display-window.h"
#include "hammer-hall-caller.h"
#include "hammer-window.h"

G_DEFINE_FINAL_TYPE (HammerBoardsView, hammer_boards_view, HAMMER_TYPE_EVENT_VIEW)

void
_hammer_boards_view_report_change (HammerBoardsView *self,
                                   const char       *message)
{
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  /* Outside the main window (a test, a screenshot) there is no toast. */
  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_change (HAMMER_WINDOW (root), message,
                                 hammer_store_get_last_change (store));
}

void
_hammer_boards_view_report_error (HammerBoardsView *self,
                                  const GError     *error)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_error (HAMMER_WINDOW (root), error);
  else
    g_message ("%s", error->message);
}

/* The name of board @number, as the view shows it. */
char *
_hammer_boards_view_dup_board_name (HammerBoardsView *self,
                                    guint             number)
{
  GListModel *model = G_LIST_MODEL (self->boards);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(HammerBoardItem) board = g_list_model_get_item (model, i);

      if (hammer_board_item_get_number (board) == number)
        return g_strdup (hammer_board_item_get_name (board));
    }
  return g_strdup_printf (_("Board %u"), number);
}

/* The page: the boards over the queue */

static void
measure_page (GtkWidget      *widget,
              GtkOrientation  orientation,
              int             for_size,
              int            *minimum,
              int            *natural,
              int            *minimum_baseline,
              int            *natural_baseline)
{
  *minimum = *natural = 0;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min, child_nat;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, orientation == GTK_ORIENTATION_VERTICAL ? for_size
                                                                                      : -1,
                          &child_min, &child_nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_VERTICAL)
        {
          *minimum += child_min;
          *natural += child_nat;
        }
      else
        {
          *minimum = MAX (*minimum, child_min);
          *natural = MAX (*natural, child_nat);
        }
    }
}

/* The cards get the height they need for the width, as long as the queue
 * keeps its least height below them; the queue gets the rest. A box cannot
 * do it: a scrolled window asks its flow box for a height at no width, which
 * is that of a single column of cards. */
static void
allocate_page (GtkWidget *widget,
               int        width,
               int        height,
               int        baseline)
{
  HammerBoardsView *self =
    HAMMER_BOARDS_VIEW (gtk_widget_get_ancestor (widget, HAMMER_TYPE_BOARDS_VIEW));
  GtkWidget *below = gtk_widget_get_visible (self->queue_scroller) ? self->queue_scroller
                                                                  : GTK_WIDGET (self->queue_empty_label);
  int grid, heading, below_min, boards_min, boards;

  gtk_widget_measure (GTK_WIDGET (self->board_grid), GTK_ORIENTATION_VERTICAL, width, NULL, &grid,
                      NULL, NULL);
  gtk_widget_measure (self->board_scroller, GTK_ORIENTATION_VERTICAL, width, &boards_min, NULL,
                      NULL, NULL);
  gtk_widget_measure (self->queue_heading, GTK_ORIENTATION_VERTICAL, width, NULL, &heading, NULL,
                      NULL);
  gtk_widget_measure (below, GTK_ORIENTATION_VERTICAL, width, &below_min, NULL, NULL, NULL);

  boards = MAX (MIN (grid, height - heading - below_min), boards_min);
  gtk_widget_size_allocate (self->board_scroller,
                            &(GtkAllocation) { 0, 0, width, boards }, -1);
  gtk_widget_size_allocate (self->queue_heading,
                            &(GtkAllocation) { 0, boards, width, heading }, -1);
  gtk_widget_size_allocate (below, &(GtkAllocation) { 0, boards + heading, width,
                                                      MAX (height - boards - heading, below_min) },
                            -1);
}

/* Cards */

static GtkWidget *
create_card (gpointer item,
             gpointer user_data)
{
  return hammer_board_card_new (item);
}

void
hammer_boards_view_update_times (HammerBoardsView *self)
{
  g_autoptr(GDateTime) now = NULL;
  GtkFlowBoxChild *card;

  g_return_if_fail (HAMMER_IS_BOARDS_VIEW (self));

  now = hammer_clock_now ();
  for (guint i = 0; (card = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    hammer_board_card_update_time (HAMMER_BOARD_CARD (card), now);
}

static gboolean
tick_cb (gpointer user_data)
{
  hammer_boards_view_update_times (user_data);
  return G_SOURCE_CONTINUE;
}

static void
board_activated_cb (HammerBoardsView *self,
                    GtkFlowBoxChild  *child)
{
  g_autoptr(HammerBoardItem) board =
    g_list_model_get_item (G_LIST_MODEL (self->boards), gtk_flow_box_child_get_index (child));
  HammerMatchItem *match = board != NULL ? hammer_board_item_get_match (board) : NULL;

  /* Another event's match opens on the day's page, not in this event. */
  if (match != NULL && hammer_board_item_get_event_name (board) == NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "event.open-match", "x",
                                hammer_match_item_get_id (match));
}

/* The queue */

static GMenuModel *
board_menu (HammerBoardsView *self,
            gint64            match_id)
{
  GMenu *menu = g_menu_new ();
  GListModel *model = G_LIST_MODEL (self->boards);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(HammerBoardItem) board = g_list_model_get_item (model, i);
      g_autoptr(GMenuItem) item = NULL;

      if (hammer_board_item_get_match (board) != NULL)
        continue;
      item = g_menu_item_new (hammer_board_item_get_name (board), NULL);
      g_menu_item_set_action_and_target_value (item, "boards.put-on-board",
                                               g_variant_new ("(xu)", match_id,
                                                              hammer_board_item_get_number (
                                                                board)));
      g_menu_append_item (menu, item);
    }
  if (g_menu_model_get_n_items (G_MENU_MODEL (menu)) == 0)
    /* TRANSLATORS: the only, inactive entry of the menu of boards when all are busy. */
    g_menu_append (menu, _("No Free Board"), "boards.no-free-board");
  return G_MENU_MODEL (menu);
}

/* A row of the queue is built once and bound to the match it shows as the
 * list scrolls; its menu is made when it opens, from the boards free then. */
static void
queue_menu_create_cb (GtkMenuButton *button,
                      gpointer       user_data)
{
  GtkListItem *list_item = user_data;
  HammerMatchItem *match = gtk_list_item_get_item (list_item);
  GtkWidget *view = gtk_widget_get_ancestor (GTK_WIDGET (button), HAMMER_TYPE_BOARDS_VIEW);
  g_autoptr(GMenuModel) menu = NULL;

  if (match == NULL || view == NULL)
    return;
  menu = board_menu (HAMMER_BOARDS_VIEW (view), hammer_match_item_get_id (match));
  gtk_menu_button_set_menu_model (button, menu);
}

/* The row shows whichever match it is bound to when the drag starts. */
static GdkContentProvider *
queue_row_drag_prepare_cb (GtkDragSource *source,
                           double         x,
                           double         y,
                           GtkListItem   *list_item)
{
  HammerMatchItem *match = gtk_list_item_get_item (list_item);

  return match != NULL ? hammer_match_drag_content_new (hammer_match_item_get_id (match)) : NULL;
}

/* The menu key and Shift+F10 open the row's menu: the row, not its button,
 * takes the focus, so that Enter opens the match as a click does. */
static gboolean
queue_row_menu_key_cb (GtkWidget *row,
                       GVariant  *args,
                       gpointer   user_data)
{
  gtk_menu_button_popup (GTK_MENU_BUTTON (user_data));
  return TRUE;
}

static void
queue_setup_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                gpointer                  user_data)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *subtitle = gtk_label_new (NULL);
  GtkWidget *button = gtk_menu_button_new ();
  GtkEventController *keys = gtk_shortcut_controller_new ();
  g_autoptr(GtkShortcutAction) popup = gtk_callback_action_new (queue_row_menu_key_cb, button,
                                                                 NULL);

  gtk_widget_add_css_class (row, "queue-row");
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_widget_set_valign (texts, GTK_ALIGN_CENTER);
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (title), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (title, "title");
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (subtitle), PANGO_WRAP_WORD_CHAR);
  gtk_widget_add_css_class (subtitle, "subtitle");
  gtk_box_append (GTK_BOX (texts), title);
  gtk_box_append (GTK_BOX (texts), subtitle);
  gtk_box_append (GTK_BOX (row), texts);

  gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (button), "view-more-symbolic");
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (button), queue_menu_create_cb,
                                         list_item, NULL);
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (button, "flat");
  /* Reached from the row with the menu key; see queue_row_menu_key_cb(). */
  gtk_widget_set_focusable (button, FALSE);
  gtk_widget_set_focus_on_click (button, FALSE);
  hammer_widget_set_tooltip (button, _("Put on Board…"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Put on Board…"), -1);
  gtk_box_append (GTK_BOX (row), button);

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (keys), GTK_SHORTCUT_SCOPE_LOCAL);
  gtk_shortcut_controller_add_shortcut (
    GTK_SHORTCUT_CONTROLLER (keys),
    gtk_shortcut_new (gtk_alternative_trigger_new (gtk_keyval_trigger_new (GDK_KEY_Menu, 0),
                                                   gtk_keyval_trigger_new (GDK_KEY_F10,
                                                                           GDK_SHIFT_MASK)),
                      g_object_ref (popup)));
  /* On the list's row, which has the focus. */
  g_object_set_data_full (G_OBJECT (row), "hammer-menu-keys", keys, g_object_unref);

  g_signal_connect (hammer_add_match_drag_source (row, 0), "prepare",
                    G_CALLBACK (queue_row_drag_prepare_cb), list_item);
  gtk_list_item_set_child (list_item, row);
}

static void
queue_bind_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  user_data)
{
  HammerMatchItem *match = gtk_list_item_get_item (list_item);
  GtkWidget *row = gtk_list_item_get_child (list_item);
  GtkWidget *texts = gtk_widget_get_first_child (row);
  GtkWidget *title = gtk_widget_get_first_child (texts);
  GtkWidget *subtitle = gtk_widget_get_next_sibling (title);
  GtkWidget *button = gtk_widget_get_next_sibling (texts);
  GtkWidget *list_row = gtk_widget_get_parent (row);

  gtk_label_set_text (GTK_LABEL (title), hammer_match_item_get_title (match));
  gtk_label_set_text (GTK_LABEL (subtitle), hammer_match_item_get_description (match));
  /* A menu made for another match, or for boards since taken, is not kept. */
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (button), NULL);

  /* The list's row is built after setup: it gets its keys on the first bind. */
  if (list_row != NULL && g_object_get_data (G_OBJECT (row), "hammer-menu-keys") != NULL)
    gtk_widget_add_controller (list_row, g_object_steal_data (G_OBJECT (row), "hammer-menu-keys"));
  /* The row has the focus; it says which match it is. */
  if (list_row != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (list_row),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    hammer_match_item_get_title (match),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    hammer_match_item_get_description (match), -1);
}

static void
queue_activated_cb (HammerBoardsView *self,
                    guint             position)
{
  g_autoptr(HammerMatchItem) match = g_list_model_get_item (G_LIST_MODEL (self->queue), position);

  if (match != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "event.open-match", "x",
                                hammer_match_item_get_id (match));
}

/* Loading */

/* Replaces only what changed, so that the cards and rows that stay keep
 * their widgets and the focus: the items at both ends that are the same
 * stay, and between them each item whose key changed is replaced, or the
 * whole stretch when its length changed (a match left the queue). */
static void
update_store (GListStore  *store,
              GPtrArray   *items,
              const char *(*get_key) (gpointer item))
{
  GListModel *model = G_LIST_MODEL (store);
  guint n_old = g_list_model_get_n_items (model);
  guint n_same = MIN (n_old, items->len);
  guint head = 0, tail = 0;

  for (; head < n_same; head++)
    {
      g_autoptr(GObject) old = g_list_model_get_item (model, head);

      if (!g_str_equal (get_key (old), get_key (g_ptr_array_index (items, head))))
        break;
    }
  for (; tail < n_same - head; tail++)
    {
      g_autoptr(GObject) old = g_list_model_get_item (model, n_old - 1 - tail);

      if (!g_str_equal (get_key (old), get_key (g_ptr_array_index (items, items->len - 1 - tail))))
        break;
    }
  if (n_old != items->len)
    {
      g_list_store_splice (store, head, n_old - head - tail, items->pdata + head,
                           items->len - head - tail);
      return;
    }
  for (guint i = head; i < n_old - tail; i++)
    {
      g_autoptr(GObject) old = g_list_model_get_item (model, i);
      gpointer fresh = g_ptr_array_index (items, i);

      if (!g_str_equal (get_key (old), get_key (fresh)))
        g_list_store_splice (store, i, 1, &fresh, 1);
    }
}

static const char *
board_key (gpointer item)
{
  return hammer_board_item_get_key (item);
}

static const char *
match_key (gpointer item)
{
  return hammer_match_item_get_key (item);
}

static void
reload (HammerEventView *view)
{
  HammerBoardsView *self = HAMMER_BOARDS_VIEW (view);
  HammerStore *store = hammer_event_view_get_store (view);
  gint64 event_id = hammer_event_view_get_event_id (view);
  g_autoptr(GPtrArray) boards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) queue = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *summary = NULL;
  g_autofree char *waiting = NULL;
  g_autofree char *uncalled = NULL;
  g_autoptr(GError) read_error = NULL;
  guint n_free = 0, n_uncalled = 0;
  gboolean series = FALSE;

  self->first_waiting = 0;

  if (store == NULL || event_id <= 0)
    g_clear_object (&self->matches);
  else if (self->matches != NULL && hammer_event_matches_get_store (self->matches) == store &&
           hammer_event_matches_get_event_id (self->matches) == event_id)
    /* Before the model's own handler, maybe: read what it will read. */
    hammer_event_matches_update (self->matches, NULL);
  else
    {
      g_clear_object (&self->matches);
      /* A failed read is the user's to see (and to try again), not an
       * event without boards. */
      self->matches = hammer_event_matches_new (store, event_id, &read_error);
    }

  if (self->matches != NULL)
    {
      GListModel *list = hammer_event_matches_get_boards (self->matches);
      GListModel *waiting_list = hammer_event_matches_get_queue (self->matches);

      series = hammer_format_plays_own_cards (
                 hammer_format_to_string (hammer_event_matches_get_format (self->matches)));

      for (guint i = 0; i < g_list_model_get_n_items (list); i++)
        {
          g_autoptr(HammerBoard) element = g_list_model_get_item (list, i);
          HammerBoardItem *board = hammer_board_item_new_for_board (element);
          HammerEventMatch *on = hammer_board_get_match (element);

          /* A match whose board sent its result is no longer in play: it
           * waits for its players, or at the desk. */
          if (on != NULL)
            hammer_board_item_set_result_wait (board, hammer_events_get_result_wait (
                                                 store, hammer_event_match_get_id (on)));

          /* A call, whoever made it, is the hall's to hear (another
           * event's from that event's pages). */
          if (on != NULL && hammer_board_get_event_name (element) == NULL)
            hammer_hall_caller_notice (hammer_hall_caller_get_default (),
                                       hammer_event_match_get_id (on),
                                       hammer_board_get_since (element),
                                       hammer_board_get_own_name (element),
                                       hammer_board_get_number (element),
                                       hammer_event_match_get_side_name (on, 0),
                                       hammer_event_match_get_side_name (on, 1));

          if (hammer_board_item_get_match (board) == NULL)
            n_free++;
          else if (hammer_board_item_is_waiting (board) && n_uncalled++ == 0)
            self->first_waiting = hammer_board_item_get_number (board);
          g_ptr_array_add (boards, board);
        }
      for (guint i = 0; i < g_list_model_get_n_items (waiting_list); i++)
        {
          g_autoptr(HammerEventMatch) match = g_list_model_get_item (waiting_list, i);

          g_ptr_array_add (queue, hammer_match_item_new_copy (match));
        }
      hammer_board_item_plan_next (boards, queue);
    }

  update_store (self->boards, boards, board_key);
  update_store (self->queue, queue, match_key);

  gtk_widget_set_visible (GTK_WIDGET (self->call_button), !series);
  /* A day's event shares the day's boards: the day's page calls for all. */
  gtk_widget_set_visible (self->day_button, self->matches != NULL &&
                                            hammer_event_matches_get_day_id (self->matches) != 0);
  if (read_error != NULL)
    {
      hammer_status_page_set_plain_description (self->failed_page, read_error->message);
      /* Read out with the focused button. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->retry_button),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, read_error->message,
                                      -1);
    }
  gtk_stack_set_visible_child_name (self->stack, read_error != NULL ? "failed"
                                                 : series ? "series"
                                                 : boards->len > 0 ? "boards" : "empty");
  gtk_widget_set_visible (GTK_WIDGET (self->queue_empty_label), queue->len == 0);
  gtk_widget_set_visible (self->queue_scroller, queue->len > 0);
  /* The button calls what a card shows waiting, as well as what the queue
   * can put on a free board. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "boards.call-next",
                                 !series && (n_uncalled > 0 || (n_free > 0 && queue->len > 0)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "boards.open-display", event_id > 0);

  /* TRANSLATORS: the first part of “4 of 6 boards in use · 2 matches waiting”. */
  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u board in use",
                                          "%u of %u boards in use", boards->len),
                             boards->len - n_free, boards->len);
  waiting = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u match waiting",
                                          "%u matches waiting", queue->len), queue->len);
  /* TRANSLATORS: the middle part of “6 of 6 boards in use · 2 to be called ·
   * 4 matches waiting”: matches on a board that the director has not called yet. */
  uncalled = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u to be called",
                                           "%u to be called", n_uncalled), n_uncalled);
  {
    g_autofree char *text = n_uncalled > 0 ? g_strdup_printf ("%s · %s · %s", summary, uncalled,
                                                              waiting)
                                           : g_strdup_printf ("%s · %s", summary, waiting);

    /* A series has no queue to count; the page says why. */
    gtk_label_set_text (self->summary_label, series ? "" : text);
  }
}

/* Actions */

static void
reload_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  reload (HAMMER_EVENT_VIEW (widget));
}

static void
call_next_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  _hammer_boards_view_call_next (HAMMER_BOARDS_VIEW (widget));
}

static void
call_board_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  _hammer_boards_view_call_board (HAMMER_BOARDS_VIEW (widget), g_variant_get_uint32 (parameter));
}

static void
put_on_board_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  gint64 match_id;
  guint32 board_number;

  g_variant_get (parameter, "(xu)", &match_id, &board_number);
  hammer_boards_view_drop_match (HAMMER_BOARDS_VIEW (widget), match_id, board_number);
}

static void
open_display_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HammerBoardsView *self = HAMMER_BOARDS_VIEW (widget);
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkApplication *app = GTK_IS_WINDOW (root) ? gtk_window_get_application (GTK_WINDOW (root))
                                             : NULL;

  if (store != NULL)
    gtk_window_present (hammer_display_window_new (app, store, event_id));
}

static void
open_day_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerBoardsView *self = HAMMER_BOARDS_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  gint64 day_id = self->matches != NULL ? hammer_event_matches_get_day_id (self->matches) : 0;

  if (day_id != 0 && HAMMER_IS_WINDOW (root))
    hammer_window_show_day (HAMMER_WINDOW (root), day_id);
}

/* GObject */

static void
hammer_boards_view_dispose (GObject *object)
{
  HammerBoardsView *self = (HammerBoardsView *) object;

  g_clear_handle_id (&self->timer, g_source_remove);
  /* A write under way completes; its answer finds no view to tell. */
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_BOARDS_VIEW);
  g_clear_object (&self->matches);
  g_clear_object (&self->boards);
  g_clear_object (&self->queue);

  G_OBJECT_CLASS (hammer_boards_view_parent_class)->dispose (object);
}

static void
hammer_boards_view_event_changed (HammerEventView *view)
{
  HammerBoardsView *self = HAMMER_BOARDS_VIEW (view);

  g_clear_object (&self->matches);
  g_list_store_remove_all (self->boards);
  g_list_store_remove_all (self->queue);
}

static void
hammer_boards_view_class_init (HammerBoardsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HammerEventViewClass *view_class = HAMMER_EVENT_VIEW_CLASS (klass);

  object_class->dispose = hammer_boards_view_dispose;
  view_class->reload = reload;
  view_class->event_changed = hammer_boards_view_event_changed;


  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/boards/hammer-boards-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, call_button);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, summary_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, day_button);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, failed_page);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, retry_button);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, page);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, board_scroller);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, board_grid);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, queue_heading);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, queue_empty_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, queue_scroller);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardsView, queue_list);
  gtk_widget_class_bind_template_callback (widget_class, board_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, queue_activated_cb);

  gtk_widget_class_install_action (widget_class, "boards.call-next", NULL, call_next_action);
  gtk_widget_class_install_action (widget_class, "boards.reload", NULL, reload_action);
  gtk_widget_class_install_action (widget_class, "boards.call-board", "u", call_board_action);
  gtk_widget_class_install_action (widget_class, "boards.put-on-board", "(xu)",
                                   put_on_board_action);
  gtk_widget_class_install_action (widget_class, "boards.open-display", NULL,
                                   open_display_action);
  gtk_widget_class_install_action (widget_class, "boards.open-day", NULL, open_day_action);
  /* The inactive entry of a menu of boards when none is free. */
  gtk_widget_class_install_action (widget_class, "boards.no-free-board", NULL, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "boards.call-next", NULL);
}

static void
hammer_boards_view_init (HammerBoardsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "boards.no-free-board", FALSE);
  gtk_widget_set_layout_manager (self->page, gtk_custom_layout_new (NULL, measure_page,
                                                                    allocate_page));

  self->boards = g_list_store_new (HAMMER_TYPE_BOARD_ITEM);
  self->queue = g_list_store_new (HAMMER_TYPE_MATCH_ITEM);
  gtk_flow_box_bind_model (self->board_grid, G_LIST_MODEL (self->boards), create_card, NULL,
                           NULL);
  {
    g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
    g_autoptr(GtkSelectionModel) selection =
      GTK_SELECTION_MODEL (gtk_no_selection_new (g_object_ref (G_LIST_MODEL (self->queue))));

    g_signal_connect (factory, "setup", G_CALLBACK (queue_setup_cb), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (queue_bind_cb), NULL);
    gtk_list_view_set_factory (self->queue_list, factory);
    gtk_list_view_set_model (self->queue_list, selection);
  }
  self->timer = g_timeout_add_seconds (30, tick_cb, self);
  reload (HAMMER_EVENT_VIEW (self));
}

GtkWidget *
hammer_boards_view_new (HammerStore *store,
                        gint64       event_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_BOARDS_VIEW, "store", store, "event-id", event_id, NULL);
}
