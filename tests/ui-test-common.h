/* ui-test-common.h — driving the real window in the UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-window.h"
#include "test-common.h"

G_BEGIN_DECLS

/* Which to use when: a test that checks what the main loop brings about (a
 * widget mapped, a label's text, a list's items, a window shown or closed,
 * the focus moved, a toast) waits for it with UI_WAIT_FOR() or one of the
 * ui_wait_for_…() below, then asserts it precisely: one turn of the loop,
 * or a fixed time, is enough on a quiet machine only. A test that checks
 * that something does NOT happen first waits for something that does, such
 * as the reply of the same action, then checks. Where only the layout
 * is checked (places, sizes, what is in view), ui_wait_frames() waits for
 * the frames that make it. ui_spin() is for letting idle work run where
 * nothing is checked after it; ui_wait_ms() only where time itself is the
 * point (a grace time for what must not happen, a timer). */

/* Runs every pending event of the main loop, and waits for the views
 * reading a change on a worker thread. */
void        ui_spin           (void);
/* Runs the main loop for about @ms milliseconds. */
void        ui_wait_ms        (guint ms);
gboolean    ui_timeout_cb     (gpointer data);

/* Generous: a loaded machine is slow, and a passing test does not wait. */
#define UI_WAIT_SECONDS 20

/* Runs the main loop until @check holds; after UI_WAIT_SECONDS fails the
 * test, naming @check and where it was waited for. */
#define UI_WAIT_FOR(check)                                                  \
  G_STMT_START {                                                            \
    gboolean timed_out_ = FALSE;                                            \
    guint source_ = g_timeout_add_seconds (UI_WAIT_SECONDS, ui_timeout_cb,  \
                                           &timed_out_);                    \
    while (!(check) && !timed_out_)                                         \
      g_main_context_iteration (NULL, TRUE);                                \
    if (!timed_out_)                                                        \
      g_source_remove (source_);                                            \
    else if (!(check))                                                      \
      g_assertion_message (G_LOG_DOMAIN, __FILE__, __LINE__, G_STRFUNC,     \
                           "waited " G_STRINGIFY (UI_WAIT_SECONDS)          \
                           " s in vain for: " #check);                      \
  } G_STMT_END

/* The visible toplevel of @type, waiting until there is one. */
#define ui_wait_for_toplevel(type)                                          \
  ({ GtkWindow *toplevel_;                                                  \
     UI_WAIT_FOR ((toplevel_ = ui_find_toplevel (type)) != NULL);           \
     toplevel_; })
/* Waits until no window of @type is around any more, shown or not. */
#define ui_wait_until_gone(type) UI_WAIT_FOR (!ui_any_toplevel (type))
/* Waits until a mapped label under @root reads @text. */
#define ui_wait_for_label(root, text) UI_WAIT_FOR (ui_has_label ((root), (text)))
/* Waits until @widget is mapped, or no longer mapped. */
#define ui_wait_until_mapped(widget)                                        \
  UI_WAIT_FOR (gtk_widget_get_mapped (GTK_WIDGET (widget)))
#define ui_wait_until_unmapped(widget)                                      \
  UI_WAIT_FOR (!gtk_widget_get_mapped (GTK_WIDGET (widget)))

/* Waits until @widget's window has drawn @n frames more: what a change does
 * to sizes and places shows after the next frame's layout, however long
 * the frame takes to come. For layout that has no state to wait for. */
void        ui_wait_frames    (GtkWidget  *widget,
                               guint       n);

/* Waits until @window has the keyboard focus of the X server, at most 3 s:
 * entries select their text and take keys as they do for a user only then.
 * Without a window manager some servers never say so; the test goes on. */
void        ui_wait_active    (GtkWindow  *window);
/* The button labelled @label (its mnemonic as written) under @root, or
 * NULL. */
GtkWidget  *ui_find_button    (GtkWidget  *root,
                               const char *label);
/* The widget with the template id @id under @root, or NULL. */
GtkWidget  *ui_find_by_id     (GtkWidget  *root,
                               const char *id);
/* The same, failing the test when there is none. */
GtkWidget  *ui_find_required  (GtkWidget  *root,
                               const char *id);
/* The first widget of @type under @root, or NULL. */
GtkWidget  *ui_find_by_type   (GtkWidget  *root,
                               GType       type);
/* Whether a mapped label under @root reads @text. */
gboolean    ui_has_label      (GtkWidget  *root,
                               const char *text);
/* Whether a label under @root, mapped or not, shows text that holds
 * @text (what it shows: markup it parsed is gone). */
gboolean    ui_has_label_containing (GtkWidget  *root,
                                     const char *text);
/* The widget named @name in the column view row that shows @entrant. */
GtkWidget  *ui_find_in_row    (GtkWidget  *root,
                               const char *entrant,
                               const char *name);
/* The visible toplevel of @type, or NULL. */
GtkWindow  *ui_find_toplevel  (GType       type);
/* What a mouse click or Enter on a focused button does. */
void        ui_click          (GtkWidget  *button);
void        ui_type_into      (GtkWidget  *root,
                               const char *id,
                               const char *text);
/* Answers the AdwMessageDialog on screen with @response. */
void        ui_respond        (const char *response);
/* One key press on the focus widget of @window, as the keyboard makes it:
 * the focused entry's key controller first, then the entry's own handling
 * of Enter, Backspace and characters. Counts into ui_keys_pressed. */
void        ui_press_key      (GtkWindow       *window,
                               guint            keyval,
                               GdkModifierType  mods);
/* Emits @keyval at @widget's own key controllers, only those of @phase
 * unless it is GTK_PHASE_NONE, until one handles it; whether one did. */
gboolean    ui_emit_key       (GtkWidget           *widget,
                               guint                keyval,
                               GtkPropagationPhase  phase);
/* Types @keys: characters as they are, "\n" Enter, "\t" Tab, "\b" Backspace. */
void        ui_type_keys      (GtkWindow       *window,
                               const char      *keys);
extern guint ui_keys_pressed;
/* The text of cell @column in line @row of a GtkColumnView (a label's or
 * an inscription's). */
char       *ui_cell_text      (GtkWidget       *column_view,
                               guint            row,
                               guint            column);
/* The column of @view titled @title, read on one line (a long title takes
 * more); fails the test without one. */
guint       ui_column_titled  (GtkColumnView   *view,
                               const char      *title);
/* Whether the State column of @window's matches view reads @state where it
 * shows match @match_id; with @state NULL, whether it does not show it. */
gboolean    ui_shows_match_state (HammerWindow *window,
                                  gint64        match_id,
                                  const char   *state);
/* Whether the label of that cell has @css_class ("dim-label"). */
gboolean    ui_cell_has_class (GtkWidget       *column_view,
                               guint            row,
                               guint            column,
                               const char      *css_class);
/* Runs the main loop until the writes queued on @store's writer (a save,
 * an undo, a draw) are done and told. */
void        ui_wait_writes    (HammerStore     *store);
/* Whether that cell is there and reads @text, or anything when @text is
 * NULL: for UI_WAIT_FOR(). */
gboolean    ui_cell_is        (GtkWidget       *column_view,
                               guint            row,
                               guint            column,
                               const char      *text);
/* Closes every window. */
void        ui_close_all      (void);
/* Deletes a test's folder and the files in it. */
void        ui_remove_tree    (const char *path);

/* The first widget under @root whose widget name (gtk_widget_set_name)
 * is @name, or NULL. */
GtkWidget  *ui_find_by_name   (GtkWidget  *root,
                               const char *name);
/* Whether a window of @type is still around, shown or not. */
gboolean    ui_any_toplevel   (GType       type);
/* The place of rule set @id in hammer_rules_get_all(), as the rule set
 * choosers list them; fails the test when there is none. */
guint       ui_rules_index    (const char *id);

/* The fixture of a test of the main window. */
typedef struct
{
  char         *dir;
  HammerStore  *store;
  HammerWindow *window;
} UiFixture;

/* For g_test_add(): a new store and the main window on it at 1100 × 720. */
void          ui_fixture_set_up    (UiFixture     *fixture,
                                    gconstpointer  data);
/* For g_test_add(): closes what ui_fixture_set_up() opened. */
void          ui_fixture_tear_down (UiFixture     *fixture,
                                    gconstpointer  data);

/* Presents @window at @width × @height and waits until it is mapped. */
void          ui_present      (GtkWindow   *window,
                               int          width,
                               int          height);
/* The main window on @store, presented at @width × @height and mapped. */
HammerWindow *ui_open_window  (HammerStore *store,
                               int          width,
                               int          height);
/* Keeps the id of the event the new-event assistant @assistant creates in
 * *@event_id. */
void          ui_note_created_event   (GtkWidget    *assistant,
                                       gint64       *event_id);
/* Opens the new-event assistant on @store over @window, mapped, in *@watch,
 * which is cleared when it closes; @event_id, unless NULL, receives the
 * event it creates. */
void          ui_open_event_assistant (HammerWindow *window,
                                       HammerStore  *store,
                                       GtkWidget   **watch,
                                       gint64       *event_id);
/* Opens Board Entry of event @event_id from its page's menu in @window, as
 * the director does: the board entry window, mapped. */
GtkWindow    *ui_open_board_entry     (HammerWindow *window,
                                       gint64        event_id);
/* Closes every window, then the store of tmp_store_open(), and deletes
 * its folder. */
void          ui_close_store  (HammerStore **store,
                               char        **dir);

/* Runs the keyboard shortcut @keyval with @mods as GTK would: the first
 * shortcut controller from the focus of @window up (a widget class's key
 * bindings among them) whose key it is. A button it activates has been
 * clicked by the time it returns. Returns whether one took it. */
gboolean      ui_press_shortcut (GtkWindow       *window,
                                 guint            keyval,
                                 GdkModifierType  mods);

/* Whether @window shows or keeps a toast that reads @title. */
gboolean      ui_has_toast      (HammerWindow    *window,
                                 const char      *title);

/* Saves @widget as it is drawn to NAME in the folder HAMMER_UI_SHOTS
 * names, to be looked at; nothing without it. */
void          ui_save_shot      (GtkWidget       *widget,
                                 const char      *name);
/* Saves @widget as it is drawn, in its pixels, as a PNG at @path: what a
 * camera pointed at the screen sees. */
void          ui_save_png       (GtkWidget       *widget,
                                 const char      *path);

G_END_DECLS
