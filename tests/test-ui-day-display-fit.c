/* test-ui-day-display-fit.c — the hall display of a full day by eye, as
 * asserts: at 1280 x 800 every board of a 12-board day on the first page,
 * its players' names whole, the cards filling the screen; a day of 40
 * boards in as few pages as keep the names large enough to read from
 * across the hall, every card of a page whole
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "day-fixture.h"
#include "hammer-core.h"
#include "hammer-display-window.h"
#include "ui-test-common.h"

typedef struct
{
  char          *dir;
  char          *path;
  HammerStore   *store;
  GtkWindow     *display;
  GtkCssProvider *style;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->store = tmp_store_open (NULL, &f->dir, &f->path);
  /* The app's style, which its application loads: the cards' sizes. */
  f->style = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (f->style, "/io/github/hammertourney/Hammer/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (f->style),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  gtk_style_context_remove_provider_for_display (gdk_display_get_default (),
                                                 GTK_STYLE_PROVIDER (f->style));
  g_clear_object (&f->style);
  g_free (f->path);
  ui_close_store (&f->store, &f->dir);
}

static GtkFlowBox *
board_grid (Fixture *f)
{
  return GTK_FLOW_BOX (ui_find_required (GTK_WIDGET (f->display), "board_grid"));
}

/* The first label of @card with the CSS class @name. */
static GtkLabel *
card_label (GtkWidget  *card,
            const char *name)
{
  if (GTK_IS_LABEL (card) && gtk_widget_has_css_class (card, name))
    return GTK_LABEL (card);
  for (GtkWidget *child = gtk_widget_get_first_child (card); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *label = card_label (child, name);

      if (label != NULL)
        return label;
    }
  return NULL;
}

/* Opens the display of day 1 at @width x @height and waits until its
 * boards' heading reads @heading. */
static void
open_display (Fixture    *f,
              int         width,
              int         height,
              const char *heading)
{
  f->display = hammer_display_window_new_for_day (NULL, f->store, 1);
  ui_present (f->display, width, height);
  ui_wait_for_label (GTK_WIDGET (f->display), heading);
  ui_wait_frames (GTK_WIDGET (f->display), 3);
}

/* Checks the cards shown now: each whole inside the boards' section, its
 * board's name and its players' names whole at a line height of at least
 * @line_height, and the last line of cards reaching the lower fifth of the
 * section. Returns how many are shown. */
static guint
check_cards (Fixture *f,
             int      line_height)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (GTK_WIDGET (board_grid (f)),
                                                 GTK_TYPE_SCROLLED_WINDOW);
  int area_width = gtk_widget_get_width (scrolled);
  int area_height = gtk_widget_get_height (scrolled);
  GtkFlowBoxChild *child;
  float lowest = 0;
  guint shown = 0;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (board_grid (f), i)) != NULL; i++)
    {
      GtkWidget *card = gtk_flow_box_child_get_child (child);
      GtkLabel *names = card_label (card, "display-names");
      GtkLabel *board = card_label (card, "display-board-name");
      graphene_rect_t bounds;
      PangoRectangle extents;
      PangoLayout *layout;
      int natural = 0;

      if (!gtk_widget_get_mapped (card))
        continue;
      shown++;
      g_assert_true (gtk_widget_compute_bounds (card, scrolled, &bounds));
      g_assert_cmpfloat (bounds.origin.x, >=, 0);
      g_assert_cmpfloat (bounds.origin.y, >=, 0);
      g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, area_width);
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, area_height);
      lowest = MAX (lowest, bounds.origin.y + bounds.size.height);

      /* The names take all the lines they need, inside their card. */
      g_assert_nonnull (names);
      gtk_widget_measure (GTK_WIDGET (names), GTK_ORIENTATION_VERTICAL,
                          gtk_widget_get_width (GTK_WIDGET (names)), NULL, &natural, NULL, NULL);
      g_assert_cmpint (natural, <=, gtk_widget_get_height (GTK_WIDGET (names)));
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (names), card, &bounds));
      g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                         gtk_widget_get_height (card));
      layout = gtk_label_get_layout (names);
      g_assert_false (pango_layout_is_ellipsized (layout));
      pango_layout_get_pixel_extents (layout, NULL, &extents);
      g_assert_cmpint (extents.height / pango_layout_get_line_count (layout), >=, line_height);
      g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (board)));
    }
  /* The cards fill the screen rather than leave its lower part empty. */
  g_assert_cmpfloat (lowest, >=, area_height * 0.8);
  return shown;
}

/* The names the cards show, one string. */
static char *
shown_names (Fixture *f)
{
  GString *text = g_string_new (NULL);
  GtkFlowBoxChild *child;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (board_grid (f), i)) != NULL; i++)
    if (gtk_widget_get_mapped (GTK_WIDGET (child)))
      g_string_append_printf (text, "%s\n", gtk_label_get_text (
                                card_label (gtk_flow_box_child_get_child (child),
                                            "display-names")));
  return g_string_free (text, FALSE);
}

/* At 1280 x 800 the twelve boards of a full day are all on the first
 * page, the longest names whole, the cards filling the screen. */
static void
test_twelve_boards (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *names = NULL;
  GtkWidget *heading;

  day_fixture_full (f->path, 12);
  open_display (f, 1280, 800, "Board 12");
  heading = ui_find_required (GTK_WIDGET (f->display), "boards_heading");
  g_assert_true (gtk_widget_get_mapped (heading));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (heading)), ==, "Boards");
  /* Names of 22 px at least: a fortieth of the screen's height. */
  g_assert_cmpuint (check_cards (f, 800 / 40), ==, 12);
  names = shown_names (f);
  g_assert_nonnull (strstr (names, "Frits Müller-Lüdenscheidt"));
  g_assert_nonnull (strstr (names, "Ilse Schwarzenberger"));
  ui_save_shot (GTK_WIDGET (f->display), "day-display-fit-12-1280.png");
}

/* A day of 40 boards shows in a few pages of cards that fill the screen,
 * each page as full as the others, every board once. */
static void
test_forty_boards (Fixture       *f,
                   gconstpointer  data)
{
  GtkWidget *heading;
  guint seen = 0, pages = 0, first_page = 0;
  guint first = 0, last = 0, total = 0;

  day_fixture_full (f->path, 40);
  open_display (f, 1280, 800, "Board 1");
  heading = ui_find_required (GTK_WIDGET (f->display), "boards_heading");
  UI_WAIT_FOR (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (heading)), "of 40"));
  ui_save_shot (GTK_WIDGET (f->display), "day-display-fit-40-1280.png");
  do
    {
      guint per_page;

      g_assert_cmpint (sscanf (gtk_label_get_text (GTK_LABEL (heading)), "Boards · %u–%u of %u",
                               &first, &last, &total), ==, 3);
      g_assert_cmpuint (first, ==, seen + 1);
      per_page = check_cards (f, 800 / 40);
      g_assert_cmpuint (per_page, ==, last - first + 1);
      /* Twice the four of an unfitted screen at least, and the pages even. */
      g_assert_cmpuint (per_page, >=, 8);
      if (pages == 0)
        first_page = per_page;
      g_assert_cmpuint (per_page + 1, >=, first_page);
      seen = last;
      pages++;
      hammer_display_window_next_page (HAMMER_DISPLAY_WINDOW (f->display));
      ui_wait_frames (GTK_WIDGET (f->display), 2);
    }
  while (seen < 40 && pages < 10);
  g_assert_cmpuint (seen, ==, 40);
  g_assert_cmpuint (pages, <=, 5);
}

/* Where each card shown is in the window, x, y, width and height. */
static GArray *
card_places (Fixture *f)
{
  GArray *places = g_array_new (FALSE, FALSE, sizeof (float));
  GtkFlowBoxChild *child;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (board_grid (f), i)) != NULL; i++)
    {
      graphene_rect_t bounds;

      if (!gtk_widget_get_mapped (GTK_WIDGET (child)))
        continue;
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (child), GTK_WIDGET (f->display),
                                                &bounds));
      g_array_append_vals (places, &bounds.origin.x, 2);
      g_array_append_vals (places, &bounds.size.width, 2);
    }
  return places;
}

/* The desk's call shows large over the cards (the fixture's queue was
 * called just now) and goes again without any card moving: a hall reading
 * its board from across the room does not see the screen jump. */
static void
test_call_keeps_cards (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GArray) with_call = NULL;
  g_autoptr(GArray) without = NULL;
  GtkRevealer *call;

  day_fixture_full (f->path, 12);
  open_display (f, 1280, 800, "Board 12");
  call = GTK_REVEALER (ui_find_required (GTK_WIDGET (f->display), "call_revealer"));
  UI_WAIT_FOR (gtk_revealer_get_child_revealed (call));
  ui_wait_frames (GTK_WIDGET (f->display), 3);
  with_call = card_places (f);
  g_assert_cmpuint (with_call->len, ==, 12 * 4);

  gtk_revealer_set_reveal_child (call, FALSE);
  UI_WAIT_FOR (!gtk_revealer_get_child_revealed (call));
  ui_wait_frames (GTK_WIDGET (f->display), 3);
  without = card_places (f);
  g_assert_cmpuint (without->len, ==, with_call->len);
  for (guint i = 0; i < with_call->len; i++)
    g_assert_cmpfloat (g_array_index (without, float, i), ==, g_array_index (with_call, float, i));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_find_required (GTK_WIDGET (f->display),
                                                                    "boards_heading"))),
                   ==, "Boards");
  ui_save_shot (GTK_WIDGET (f->display), "day-display-fit-12-1280-no-call.png");
}

int
main (int   argc,
      char *argv[])
{
  gtk_test_init (&argc, &argv, NULL);
  adw_init ();
  g_test_add ("/ui/day-display-fit/twelve-boards-1280", Fixture, NULL, fixture_set_up,
              test_twelve_boards, fixture_tear_down);
  g_test_add ("/ui/day-display-fit/forty-boards-1280", Fixture, NULL, fixture_set_up,
              test_forty_boards, fixture_tear_down);
  g_test_add ("/ui/day-display-fit/call-keeps-cards", Fixture, NULL, fixture_set_up,
              test_call_keeps_cards, fixture_tear_down);
  return g_test_run ();
}
