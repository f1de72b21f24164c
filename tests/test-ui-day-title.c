/* test-ui-day-title.c — the day page's header by eye, as asserts: at
 * 1280 x 800 beside the sidebar the day's name and date whole with the
 * views' switcher beside them, a long name whole with Call Next Match in
 * the boards' view, and at a phone's 360 px on a full day the window that
 * narrow, not held wider by the header it had before the sidebar folded,
 * with the name in the header and Call Next Match in the boards' view, and
 * the registration desk's rows giving a name of 25 characters the width
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "day-fixture.h"
#include "hammer-core.h"
#include "hammer-day-page.h"
#include "hammer-day-registration.h"
#include "ui-test-common.h"

typedef struct
{
  char          *dir;
  char          *path;
  HammerStore   *store;
  HammerWindow  *window;
  HammerDayPage *page;
} Fixture;

/* The day "Open" at De Hal with its Singles, in the window @data wide; at
 * 360 px a full day of twelve boards. */
static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
  if (GPOINTER_TO_INT (data) <= 360)
    day_fixture_full (f->path, 12);
  else
    day_fixture_singles (f->path, "De Hal");
  if (GPOINTER_TO_INT (data) <= 360)
    {
      /* The day shown before the window is first laid out, as the
       * screenshot tool does: the page has its wide header until the
       * sidebar folds away. */
      f->window = hammer_window_new (NULL, f->store);
      hammer_window_show_day (f->window, 1);
      ui_present (GTK_WINDOW (f->window), GPOINTER_TO_INT (data), 800);
      UI_WAIT_FOR (!hammer_window_get_loading (f->window));
    }
  else
    {
      f->window = ui_open_window (f->store, GPOINTER_TO_INT (data), 800);
      hammer_window_show_day (f->window, 1);
    }
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

/* Whether a label of @root is cut short with an ellipsis. */
static gboolean
has_ellipsized_label (GtkWidget *root)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root) &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (root))))
    return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_ellipsized_label (child))
      return TRUE;
  return FALSE;
}

/* The title the header shows now: beside the views' switcher, or alone. */
static GtkWidget *
call_button (Fixture *f)
{
  return ui_find_required (GTK_WIDGET (f->page), "call_button");
}

static GtkWidget *
shown_title (Fixture *f)
{
  GtkWidget *squeezer = ui_find_required (GTK_WIDGET (f->page), "title_squeezer");
  GtkWidget *shown = adw_squeezer_get_visible_child (ADW_SQUEEZER (squeezer));

  return ADW_IS_WINDOW_TITLE (shown) ? shown : ui_find_by_type (shown, ADW_TYPE_WINDOW_TITLE);
}

/* At 1280 x 800 beside the sidebar the day's name and date are whole, the
 * views' switcher beside them; a name too long for Call Next Match beside
 * them too is whole, and the call is atop the boards. */
static void
test_title_wide (Fixture       *f,
                 gconstpointer  data)
{
  GtkWidget *bar = ui_find_required (GTK_WIDGET (f->page), "switcher_bar");
  GtkWidget *title;

  ui_wait_frames (GTK_WIDGET (f->window), 3);
  title = shown_title (f);
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==, "Open");
  g_assert_cmpstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)), ==,
                   "5 December 2026 · De Hal");
  g_assert_true (gtk_widget_get_mapped (title));
  g_assert_false (has_ellipsized_label (title));
  /* The switcher is in the header, the name beside it. */
  g_assert_true (ui_has_label (gtk_widget_get_parent (title), "Registration"));
  g_assert_false (adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar)));
  g_assert_true (gtk_widget_get_mapped (call_button (f)));

  cli_ok (f->path, "day", "create", "--name",
          "Noord-Hollands Kampioenschap Sjoelen en Shuffleboard 2026", "--date", "2026-12-12",
          "--boards", "12", "--venue", "Sporthal De Hamer, Alkmaar", NULL);
  hammer_window_show_day (f->window, 2);
  UI_WAIT_FOR (!hammer_day_page_get_busy (f->page));
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  title = shown_title (f);
  g_assert_cmpstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)), ==,
                   "Noord-Hollands Kampioenschap Sjoelen en Shuffleboard 2026");
  g_assert_false (has_ellipsized_label (title));
  /* The views are switched beside it or at the bottom; Call Next Match
   * makes room for it, atop the boards. */
  g_assert_true (adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar)) ||
                 ui_has_label (gtk_widget_get_parent (title), "Registration"));
  g_assert_false (gtk_widget_get_mapped (call_button (f)));
  g_assert_true (gtk_widget_get_mapped (ui_find_required (GTK_WIDGET (f->page),
                                                          "call_wide_button")));
  ui_save_shot (GTK_WIDGET (f->window), "day-long-name-1280.png");
}

/* At a phone's 360 px the window of a full day goes that narrow, the views
 * are switched at the bottom and Call Next Match leaves the header to the
 * day's name. */
static void
test_title_narrow (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *bar = ui_find_required (GTK_WIDGET (f->page), "switcher_bar");
  GtkWidget *title;

  ui_wait_frames (GTK_WIDGET (f->window), 3);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360);
  title = shown_title (f);
  g_assert_true (ADW_IS_WINDOW_TITLE (title));
  g_assert_true (gtk_widget_get_mapped (title));
  g_assert_true (adw_view_switcher_bar_get_reveal (ADW_VIEW_SWITCHER_BAR (bar)));
  g_assert_false (gtk_widget_get_visible (call_button (f)));
  g_assert_true (gtk_widget_get_mapped (ui_find_required (GTK_WIDGET (f->page),
                                                          "call_wide_button")));
}

/* The label under @root that reads @text. */
static GtkLabel *
find_label (GtkWidget  *root,
            const char *text)
{
  if (GTK_IS_LABEL (root) && g_str_equal (gtk_label_get_text (GTK_LABEL (root)), text))
    return GTK_LABEL (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *label = find_label (child, text);

      if (label != NULL)
        return label;
    }
  return NULL;
}

/* Whether @model has an item labelled @label, in its sections too. */
static gboolean
menu_has (GMenuModel *model,
          const char *label)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *text = NULL;
      g_autoptr(GMenuModel) section = g_menu_model_get_item_link (model, i, G_MENU_LINK_SECTION);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_LABEL, "s", &text) &&
          g_str_equal (text, label))
        return TRUE;
      if (section != NULL && menu_has (section, label))
        return TRUE;
    }
  return FALSE;
}

/* At 360 px the desk's rows give the name the width: a name of 25
 * characters is whole on one line, Check In and Pay in the row's menu. */
static void
test_desk_narrow (Fixture       *f,
                  gconstpointer  data)
{
  const char *name = "Frits Müller-Lüdenscheidt";
  GtkWidget *stack = ui_find_by_type (GTK_WIDGET (f->page), ADW_TYPE_VIEW_STACK);
  GtkWidget *desk = ui_find_required (GTK_WIDGET (f->page), "registration");
  GtkWidget *row;
  GtkLabel *title;
  PangoLayout *layout;

  g_assert_cmpint (g_utf8_strlen (name, -1), ==, 25);
  adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "registration");
  UI_WAIT_FOR (!hammer_day_registration_get_busy (HAMMER_DAY_REGISTRATION (desk)) &&
               find_label (desk, name) != NULL);
  ui_wait_frames (GTK_WIDGET (f->window), 3);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (f->window)), <=, 360);
  title = find_label (desk, name);
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (title)));
  layout = gtk_label_get_layout (title);
  g_assert_false (pango_layout_is_ellipsized (layout));
  g_assert_cmpint (pango_layout_get_line_count (layout), ==, 1);

  row = gtk_widget_get_ancestor (GTK_WIDGET (title), GTK_TYPE_LIST_BOX_ROW);
  g_assert_false (gtk_widget_get_visible (g_object_get_data (G_OBJECT (row), "hammer-check")));
  g_assert_false (gtk_widget_get_visible (g_object_get_data (G_OBJECT (row), "hammer-pay")));
  {
    GtkMenuButton *more = g_object_get_data (G_OBJECT (row), "hammer-more");

    g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (more)));
    g_assert_true (menu_has (gtk_menu_button_get_menu_model (more), "Check _In"));
    g_assert_true (menu_has (gtk_menu_button_get_menu_model (more), "Pay"));
    g_assert_true (menu_has (gtk_menu_button_get_menu_model (more), "Print _Receipt…"));
  }
  ui_save_shot (GTK_WIDGET (f->window), "day-desk-360.png");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/ui/day-title/wide", Fixture, GINT_TO_POINTER (1280), fixture_set_up,
              test_title_wide, fixture_tear_down);
  g_test_add ("/ui/day-title/narrow", Fixture, GINT_TO_POINTER (360), fixture_set_up,
              test_title_narrow, fixture_tear_down);
  g_test_add ("/ui/day-title/desk-narrow", Fixture, GINT_TO_POINTER (360), fixture_set_up,
              test_desk_narrow, fixture_tear_down);
  return g_test_run ();
}
