/* ui-test-common.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-board-entry-window.h"
#include "hammer-event-assistant.h"
#include "hammer-event-page.h"
#include "hammer-event-view.h"
#include "hammer-match-item.h"
#include "hammer-matches-view.h"
#include "store/hammer-store-tx.h"
#include "ui-test-common.h"

void
ui_spin (void)
{
  /* A view reads a change on a worker thread: its news is pending too. */
  do
    {
      while (g_main_context_pending (NULL))
        g_main_context_iteration (NULL, FALSE);
      if (hammer_event_view_get_n_reading () > 0)
        g_main_context_iteration (NULL, TRUE);
    }
  while (hammer_event_view_get_n_reading () > 0 || g_main_context_pending (NULL));
}

gboolean
ui_timeout_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

void
ui_wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, ui_timeout_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

static void
after_paint_cb (GdkFrameClock *clock,
                guint         *painted)
{
  (*painted)++;
}

void
ui_wait_frames (GtkWidget *widget,
                guint      n)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  guint painted = 0;
  gulong handler;

  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (after_paint_cb), &painted);
  while (painted < n)
    {
      guint before = painted;

      /* A frame comes only when something asks for one. */
      gtk_widget_queue_draw (widget);
      UI_WAIT_FOR (painted > before);
    }
  g_signal_handler_disconnect (clock, handler);
}

void
ui_wait_active (GtkWindow *window)
{
  gboolean timed_out = FALSE;
  guint source = g_timeout_add_seconds (3, ui_timeout_cb, &timed_out);

  while (!gtk_window_is_active (window) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (source);
  ui_spin ();
}

GtkWidget *
ui_find_by_id (GtkWidget  *root,
               const char *id)
{
  const char *own = GTK_IS_BUILDABLE (root) ? gtk_buildable_get_buildable_id (GTK_BUILDABLE (root))
                                            : NULL;

  if (g_strcmp0 (own, id) == 0)
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_by_id (child, id);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
ui_find_required (GtkWidget  *root,
                  const char *id)
{
  GtkWidget *widget = ui_find_by_id (root, id);

  if (widget == NULL)
    g_error ("No widget “%s” in %s", id, G_OBJECT_TYPE_NAME (root));
  return widget;
}

GtkWidget *
ui_find_by_type (GtkWidget *root,
                 GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;

  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_by_type (child, type);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
ui_find_button (GtkWidget  *root,
                const char *label)
{
  if (GTK_IS_BUTTON (root) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (root)), label) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWindow *
ui_find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (GTK_WIDGET (window)))
        return window;
    }
  return NULL;
}

void
ui_click (GtkWidget *button)
{
  g_assert_true (gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  ui_spin ();
}

void
ui_type_into (GtkWidget  *root,
              const char *id,
              const char *text)
{
  gtk_editable_set_text (GTK_EDITABLE (ui_find_required (root, id)), text);
  ui_spin ();
}

void
ui_respond (const char *response)
{
  GtkWindow *dialog = ui_wait_for_toplevel (ADW_TYPE_MESSAGE_DIALOG);

  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), response);
  ui_spin ();
}

void
ui_close_all (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  while (g_list_model_get_n_items (toplevels) > 0)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, 0);
      gtk_window_destroy (window);
      ui_spin ();
    }
}

void
ui_remove_tree (const char *path)
{
  tmp_remove_tree (path);
}

GtkWidget *
ui_find_by_name (GtkWidget  *root,
                 const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_by_name (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
ui_any_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type))
        return TRUE;
    }
  return FALSE;
}

guint
ui_rules_index (const char *id)
{
  guint n_rules = 0;
  const HammerRules * const *all = hammer_rules_get_all (&n_rules);

  for (guint i = 0; i < n_rules; i++)
    if (g_str_equal (all[i]->id, id))
      return i;
  g_error ("No rule set %s", id);
}

void
ui_present (GtkWindow *window,
            int        width,
            int        height)
{
  gtk_window_set_default_size (window, width, height);
  gtk_window_present (window);
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (window)));
}

HammerWindow *
ui_open_window (HammerStore *store,
                int          width,
                int          height)
{
  HammerWindow *window = hammer_window_new (NULL, store);

  ui_present (GTK_WINDOW (window), width, height);
  /* The roster in view and the events are read on worker threads. */
  UI_WAIT_FOR (!hammer_window_get_loading (window));
  return window;
}

static void
created_cb (HammerEventAssistant *assistant,
            gint64                event_id,
            gint64               *out)
{
  *out = event_id;
}

void
ui_note_created_event (GtkWidget *assistant,
                       gint64    *event_id)
{
  g_return_if_fail (HAMMER_IS_EVENT_ASSISTANT (assistant));

  g_signal_connect (assistant, "created", G_CALLBACK (created_cb), event_id);
}

void
ui_open_event_assistant (HammerWindow *window,
                         HammerStore  *store,
                         GtkWidget   **watch,
                         gint64       *event_id)
{
  HammerEventAssistant *assistant = hammer_event_assistant_new (GTK_WINDOW (window), store);

  *watch = GTK_WIDGET (assistant);
  g_object_add_weak_pointer (G_OBJECT (assistant), (gpointer *) watch);
  if (event_id != NULL)
    ui_note_created_event (*watch, event_id);
  gtk_window_present (GTK_WINDOW (assistant));
  UI_WAIT_FOR (gtk_widget_get_mapped (*watch));
}

GtkWindow *
ui_open_board_entry (HammerWindow *window,
                     gint64        event_id)
{
  GtkWidget *page;
  GtkWindow *entry;

  hammer_window_show_event_view (window, event_id, "matches");
  UI_WAIT_FOR (ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_EVENT_PAGE) != NULL);
  page = ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_EVENT_PAGE);
  g_assert_nonnull (page);
  g_assert_true (gtk_widget_activate_action (page, "event.board-entry", NULL));
  UI_WAIT_FOR ((entry = ui_find_toplevel (HAMMER_TYPE_BOARD_ENTRY_WINDOW)) != NULL &&
               gtk_widget_get_mapped (GTK_WIDGET (entry)));
  /* Its own write at opening (the address it serves at, for the paper)
   * done: the lists it shows are read again after it. */
  ui_wait_writes (hammer_window_get_store (window));
  return entry;
}

void
ui_close_store (HammerStore **store,
                char        **dir)
{
  ui_close_all ();
  clock_release ();
  tmp_store_close (store, dir, NULL);
}

void
ui_fixture_set_up (UiFixture     *fixture,
                   gconstpointer  data)
{
  fixture->store = tmp_store_open (NULL, &fixture->dir, NULL);
  fixture->window = ui_open_window (fixture->store, 1100, 720);
}

void
ui_fixture_tear_down (UiFixture     *fixture,
                      gconstpointer  data)
{
  ui_close_store (&fixture->store, &fixture->dir);
}

guint ui_keys_pressed;

void
ui_press_key (GtkWindow       *window,
              guint            keyval,
              GdkModifierType  mods)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  GtkWidget *entry = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY) : NULL;
  GtkWidget *target = entry != NULL ? entry : focus;
  gboolean handled = FALSE;

  g_assert_nonnull (target);
  ui_keys_pressed++;

  /* The widget's own key controllers first, as GTK delivers a key. */
  /* The parent is asked for only while the key is not handled: a handler
   * may rebuild or close what held the focus. */
  for (GtkWidget *w = target; w != NULL && !handled; w = handled ? NULL : gtk_widget_get_parent (w))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
            g_signal_emit_by_name (controller, "key-pressed", keyval, 0, mods, &handled);
        }
      if (GTK_IS_WINDOW (w))
        break;
    }

  /* Shortcuts with Ctrl belong to the window's shortcut controllers, which
   * a test runs through their actions. */
  if (!handled && (mods & GDK_CONTROL_MASK) != 0)
    g_assert_not_reached ();
  else if (!handled && GTK_IS_EDITABLE (focus))
    {
      GtkEditable *editable = GTK_EDITABLE (focus);
      int start, end;

      if (keyval == GDK_KEY_Return)
        g_signal_emit_by_name (entry != NULL ? entry : focus, "activate");
      else if (keyval == GDK_KEY_Tab)
        gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      else if (keyval == GDK_KEY_BackSpace)
        {
          int length = strlen (gtk_editable_get_text (editable));

          if (!gtk_editable_get_selection_bounds (editable, &start, &end))
            start = MAX (0, length - 1), end = length;
          gtk_editable_delete_text (editable, start, end);
        }
      else
        {
          char text[8] = { 0 };
          int position;

          g_unichar_to_utf8 (gdk_keyval_to_unicode (keyval), text);
          /* Typing replaces a selection. */
          if (gtk_editable_get_selection_bounds (editable, &start, &end))
            gtk_editable_delete_text (editable, start, end);
          position = gtk_editable_get_position (editable);
          gtk_editable_insert_text (editable, text, -1, &position);
          gtk_editable_set_position (editable, position);
        }
    }
  else if (!handled && keyval == GDK_KEY_Return && GTK_IS_BUTTON (focus))
    g_signal_emit_by_name (focus, "clicked");
  ui_spin ();
}

gboolean
ui_emit_key (GtkWidget           *widget,
             guint                keyval,
             GtkPropagationPhase  phase)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers) && !handled; i++)
    {
      g_autoptr(GtkEventController) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller) &&
          (phase == GTK_PHASE_NONE ||
           gtk_event_controller_get_propagation_phase (controller) == phase))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, 0, &handled);
    }
  ui_spin ();
  return handled;
}

void
ui_type_keys (GtkWindow  *window,
              const char *keys)
{
  for (const char *k = keys; *k != '\0'; k++)
    switch (*k)
      {
      case '\n':
        ui_press_key (window, GDK_KEY_Return, 0);
        break;
      case '\t':
        ui_press_key (window, GDK_KEY_Tab, 0);
        break;
      case '\b':
        ui_press_key (window, GDK_KEY_BackSpace, 0);
        break;
      default:
        ui_press_key (window, gdk_unicode_to_keyval (*k), 0);
        break;
      }
}

/* The label or inscription of that cell, or NULL while the view has no
 * such line yet. */
static GtkWidget *
find_cell (GtkWidget *column_view,
           guint      row,
           guint      column)
{
  GtkWidget *list = NULL;
  GtkWidget *line;
  guint i = 0;

  /* A column view holds a header, then the list of its lines. */
  for (GtkWidget *child = gtk_widget_get_first_child (column_view); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child) || g_str_equal (G_OBJECT_TYPE_NAME (child), "GtkColumnListView"))
      list = child;
  if (list == NULL)
    return NULL;
  for (line = gtk_widget_get_first_child (list); line != NULL && i < row;
       line = gtk_widget_get_next_sibling (line))
    i++;
  if (line == NULL)
    return NULL;
  line = gtk_widget_get_first_child (line);
  for (i = 0; line != NULL && i < column; i++)
    line = gtk_widget_get_next_sibling (line);
  if (line == NULL)
    return NULL;
  line = gtk_widget_get_first_child (line);
  while (line != NULL && !GTK_IS_LABEL (line) && !GTK_IS_INSCRIPTION (line))
    line = gtk_widget_get_first_child (line);
  return line;
}

static const char *
cell_text (GtkWidget *cell)
{
  if (GTK_IS_INSCRIPTION (cell))
    return gtk_inscription_get_text (GTK_INSCRIPTION (cell));
  return gtk_label_get_text (GTK_LABEL (cell));
}

char *
ui_cell_text (GtkWidget *column_view,
              guint      row,
              guint      column)
{
  GtkWidget *cell = find_cell (column_view, row, column);

  g_assert_nonnull (cell);
  return g_strdup (cell_text (cell));
}

guint
ui_column_titled (GtkColumnView *view,
                  const char    *title)
{
  GListModel *columns = gtk_column_view_get_columns (view);

  for (guint c = 0; c < g_list_model_get_n_items (columns); c++)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, c);
      g_autofree char *words = g_strdup (gtk_column_view_column_get_title (column));

      g_strdelimit (words, "\n", ' ');
      if (g_strcmp0 (words, title) == 0)
        return c;
    }
  g_assert_not_reached ();
}

/* The text of the State column where @window's matches view shows
 * @match_id, or NULL while it does not. */
static char *
shown_state (HammerWindow *window,
             gint64        match_id)
{
  GtkWidget *view = ui_find_by_type (GTK_WIDGET (window), HAMMER_TYPE_MATCHES_VIEW);
  GtkWidget *columns = ui_find_required (view, "column_view");
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (GTK_COLUMN_VIEW (columns)));
  guint state_column = ui_column_titled (GTK_COLUMN_VIEW (columns), "State");

  for (guint r = 0; r < g_list_model_get_n_items (model); r++)
    {
      g_autoptr(HammerMatchItem) item = g_list_model_get_item (model, r);

      if (hammer_match_item_get_id (item) == match_id)
        return ui_cell_text (columns, r, state_column);
    }
  return NULL;
}

gboolean
ui_shows_match_state (HammerWindow *window,
                      gint64        match_id,
                      const char   *state)
{
  g_autofree char *text = shown_state (window, match_id);

  return g_strcmp0 (text, state) == 0;
}

gboolean
ui_cell_has_class (GtkWidget  *column_view,
                   guint       row,
                   guint       column,
                   const char *css_class)
{
  GtkWidget *cell = find_cell (column_view, row, column);

  g_assert_nonnull (cell);
  return gtk_widget_has_css_class (cell, css_class);
}

gboolean
ui_cell_is (GtkWidget  *column_view,
            guint       row,
            guint       column,
            const char *text)
{
  GtkWidget *cell = find_cell (column_view, row, column);

  return cell != NULL && (text == NULL || g_strcmp0 (cell_text (cell), text) == 0);
}

gboolean
ui_has_label (GtkWidget  *root,
              const char *text)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (root)), text) == 0 &&
      gtk_widget_get_mapped (root))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ui_has_label (child, text))
      return TRUE;
  return FALSE;
}

gboolean
ui_has_label_containing (GtkWidget  *root,
                         const char *text)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_text (GTK_LABEL (root)), text) != NULL)
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (ui_has_label_containing (child, text))
      return TRUE;
  return FALSE;
}

GtkWidget *
ui_find_in_row (GtkWidget  *root,
                const char *entrant,
                const char *name)
{
  if (g_strcmp0 (gtk_widget_get_css_name (root), "row") == 0 && ui_has_label (root, entrant))
    return ui_find_by_name (root, name);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_find_in_row (child, entrant, name);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
no_write (HammerStore  *writer,
          gpointer      data,
          GError      **error)
{
  return TRUE;
}

static void
barrier_done_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  gboolean *done = data;

  g_assert_true (hammer_store_write_finish (HAMMER_STORE (source), result, no_write, NULL));
  *done = TRUE;
}

void
ui_wait_writes (HammerStore *store)
{
  gboolean done = FALSE;

  /* The writer runs its writes in order, and tells of each in order: once
   * a write queued now is done, so are all before it. */
  hammer_store_write_async (store, no_write, NULL, NULL, NULL, no_write, NULL, barrier_done_cb,
                            &done);
  UI_WAIT_FOR (done);
  ui_spin ();
}

/* Whether @controller has a shortcut of @keyval with @mods; its action
 * run on the controller's widget if so. */
static gboolean
run_shortcut (GtkShortcutController *controller,
              guint                  keyval,
              GdkModifierType        mods)
{
  GListModel *shortcuts = G_LIST_MODEL (controller);
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  for (guint i = 0; i < g_list_model_get_n_items (shortcuts); i++)
    {
      g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (shortcuts, i);
      GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

      if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
          gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
          gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods)
        return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                             gtk_shortcut_get_arguments (shortcut));
    }
  return FALSE;
}

static void
count_signal_cb (guint *count)
{
  (*count)++;
}

gboolean
ui_press_shortcut (GtkWindow       *window,
                   guint            keyval,
                   GdkModifierType  mods)
{
  GtkWidget *focus = gtk_window_get_focus (window);
  g_autoptr(GtkWidget) from = g_object_ref (focus != NULL ? focus : GTK_WIDGET (window));
  guint n_activated = 0;
  guint n_clicked = 0;
  gulong activated_id = 0;
  gulong clicked_id = 0;
  gboolean taken = FALSE;

  /* Return or Space on a button shows it pressed and clicks it on a
   * timeout (GTK's 250 ms), not at once: the press waits for the click. */
  if (GTK_IS_BUTTON (from))
    {
      activated_id = g_signal_connect_swapped (from, "activate", G_CALLBACK (count_signal_cb),
                                               &n_activated);
      clicked_id = g_signal_connect_swapped (from, "clicked", G_CALLBACK (count_signal_cb),
                                             &n_clicked);
    }
  ui_keys_pressed++;
  /* The shortcut may close what held the focus: no parent asked after it. */
  for (GtkWidget *w = from; w != NULL && !taken; w = taken ? NULL : gtk_widget_get_parent (w))
    {
      g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (w);

      for (guint i = 0; i < g_list_model_get_n_items (controllers) && !taken; i++)
        {
          g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

          taken = GTK_IS_SHORTCUT_CONTROLLER (controller) &&
                  run_shortcut (GTK_SHORTCUT_CONTROLLER (controller), keyval, mods);
        }
    }
  if (n_activated > 0)
    UI_WAIT_FOR (n_clicked > 0);
  g_clear_signal_handler (&activated_id, from);
  g_clear_signal_handler (&clicked_id, from);
  if (taken)
    ui_spin ();
  return taken;
}

void
ui_save_png (GtkWidget  *widget,
             const char *path)
{
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GtkSnapshot) snapshot = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer;
  graphene_rect_t bounds;

  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, snapshot, gtk_widget_get_width (widget),
                          gtk_widget_get_height (widget));
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    return;
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  graphene_rect_init (&bounds, 0, 0, gtk_widget_get_width (widget),
                      gtk_widget_get_height (widget));
  texture = gsk_renderer_render_texture (renderer, node, &bounds);
  gdk_texture_save_to_png (texture, path);
}

void
ui_save_shot (GtkWidget  *widget,
              const char *name)
{
  const char *dir = g_getenv ("HAMMER_UI_SHOTS");
  g_autofree char *path = NULL;

  if (dir == NULL)
    return;
  path = g_build_filename (dir, name, NULL);
  ui_save_png (widget, path);
}

gboolean
ui_has_toast (HammerWindow *window,
              const char   *title)
{
  g_auto(GStrv) titles = hammer_window_dup_toast_titles (window);

  return g_strv_contains ((const char * const *) titles, title);
}
