/* test-ui-names.c — names and rounds read whole on screen, under Xvfb: the
 * matches list and the standings at 1100 px and at 360 px wrap a long name
 * as paper does, never cut it, and keep every column in view
 *
 * With HAMMER_UI_SHOTS=DIR the window is saved there at each width.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-core.h"
#include "hammer-matches-view.h"
#include "hammer-standings-view.h"
#include "hammer-window.h"
#include "ui-test-common.h"

static const char *const names[] = {
  "Susan Whitcomb-Fairweather", "Anna-Maria van der Berg-Oosterhuis", "Geertje Postma",
  "Wietske Dijkstra", "Margaret Thornton-Huntingdon", "Frans van Leeuwen", "Shelley Tremblay",
  "Bartholomeus Vandenbroucke", NULL,
};

typedef struct
{
  UiFixture ui;
  gint64 event_id;
  int width;
} Fixture;

typedef struct
{
  HammerFormat format;
  int          width;
  const char  *rules;
  const char  *narrow_title;  /* one of the standings' titles at 360 px */
} Setting;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const Setting *setting = data;

  f->ui.store = tmp_store_open ("hammer-names-XXXXXX", &f->ui.dir, NULL);
  f->event_id = store_new_event (f->ui.store, "Spring Open",
                                 setting->rules != NULL ? setting->rules : "table",
                                 setting->format, 4, NULL, names, 5);
  if (setting->format == HAMMER_FORMAT_SWISS)
    {
      static const char *const order[] = {
        "match-points", "buchholz", "median-buchholz", "sonneborn-berger", NULL,
      };
      g_autoptr(GError) error = NULL;

      g_assert_true (hammer_events_set_tie_breakers (f->ui.store, f->event_id, order, &error));
      g_assert_no_error (error);
    }
  f->width = setting->width;
  f->ui.window = ui_open_window (f->ui.store, setting->width, 720);
  ui_wait_frames (GTK_WIDGET (f->ui.window), 2);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  ui_close_store (&f->ui.store, &f->ui.dir);
}

/* The text a cell of a list shows, and whether it shows all of it: a
 * label not ellipsized with every line inside the cell, or a one-line
 * inscription as wide as its text. */
static gboolean
shows_whole (GtkWidget   *cell,
             const char **text)
{
  int width = gtk_widget_get_width (cell);

  if (GTK_IS_LABEL (cell))
    {
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (cell));
      PangoRectangle extents;

      *text = gtk_label_get_text (GTK_LABEL (cell));
      if (pango_layout_is_ellipsized (layout))
        return FALSE;
      pango_layout_get_pixel_extents (layout, NULL, &extents);
      return extents.width <= width + 1;
    }
  if (GTK_IS_INSCRIPTION (cell))
    {
      g_autoptr(PangoLayout) layout = NULL;
      int text_width;

      *text = gtk_inscription_get_text (GTK_INSCRIPTION (cell));
      layout = gtk_widget_create_pango_layout (cell, *text);
      pango_layout_get_pixel_size (layout, &text_width, NULL);
      return text_width <= width + 1;
    }
  *text = NULL;
  return TRUE;
}

/* Every cell under @root that shows one of @wanted (a name or a round's
 * name) shows it whole; returns how many did. */
static guint
assert_whole (GtkWidget          *root,
              const char * const *wanted,
              const char         *where)
{
  const char *text = NULL;
  guint n = 0;

  if (gtk_widget_get_mapped (root) && (GTK_IS_LABEL (root) || GTK_IS_INSCRIPTION (root)))
    {
      gboolean whole = shows_whole (root, &text);

      if (text != NULL && g_strv_contains (wanted, text))
        {
          if (!whole)
            g_error ("%s: “%s” is cut in a cell %d px wide", where, text,
                     gtk_widget_get_width (root));
          n++;
        }
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += assert_whole (child, wanted, where);
  return n;
}

static GtkWidget *
show_view (Fixture    *f,
           const char *view_name,
           GType       type)
{
  GtkWidget *view;

  hammer_window_show_event_view (f->ui.window, f->event_id, view_name);
  UI_WAIT_FOR ((view = ui_find_by_type (GTK_WIDGET (f->ui.window), type)) != NULL &&
               gtk_widget_get_mapped (view));
  return view;
}

/* The matches of a double elimination: every name whole at 1100 px, and
 * at 360 px the rounds' names too, so that the winners' and the losers'
 * rounds read apart. */
static void
test_matches (Fixture       *f,
              gconstpointer  data)
{
  static const char *const rounds[] = {
    "Winners’ round 1", "Winners’ round 2", "Winners’ final", "Losers’ round 1",
    "Losers’ round 2", "Losers’ final", NULL,
  };
  GtkWidget *view = show_view (f, "matches", HAMMER_TYPE_MATCHES_VIEW);
  GtkWidget *list = ui_find_required (view, "column_view");
  g_autofree char *where = g_strdup_printf ("matches at %d px", f->width);
  g_autofree char *shot = g_strdup_printf ("matches-%d.png", f->width);

  UI_WAIT_FOR (ui_cell_is (list, 0, 0, NULL));
  ui_wait_frames (view, 3);
  ui_save_shot (GTK_WIDGET (f->ui.window), shot);
  /* At 360 px only the first rows are in view. */
  g_assert_cmpuint (assert_whole (list, names, where), >=, f->width > 1000 ? 8 : 2);
  g_assert_cmpuint (assert_whole (list, rounds, where), >=, f->width > 1000 ? 4 : 1);
}

/* Whether the table of @view shows every entrant, none under its foot. */
static gboolean
all_in_view (GtkWidget *view)
{
  GtkWidget *scroller = ui_find_required (view, "table_scroller");
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));

  ui_wait_frames (view, 1);
  return gtk_adjustment_get_upper (v) <= gtk_adjustment_get_page_size (v) + 0.5;
}

/* Every mapped label under @root, a title or a cell, lies inside
 * @view's width and shows its text whole; returns how many there are. */
static guint
assert_inside (GtkWidget  *root,
               GtkWidget  *view,
               const char *where)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (root))
    return 0;
  if (GTK_IS_LABEL (root) && *gtk_label_get_text (GTK_LABEL (root)) != '\0')
    {
      const char *text = NULL;
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (root, view, &bounds));
      if (bounds.origin.x < -0.5 ||
          bounds.origin.x + bounds.size.width > gtk_widget_get_width (view) + 0.5)
        g_error ("%s: “%s” lies outside the view, from %g to %g px of %d", where,
                 gtk_label_get_text (GTK_LABEL (root)), bounds.origin.x,
                 bounds.origin.x + bounds.size.width, gtk_widget_get_width (view));
      if (!shows_whole (root, &text))
        g_error ("%s: “%s” is cut in a cell %d px wide", where, text,
                 gtk_widget_get_width (root));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += assert_inside (child, view, where);
  return n;
}

/* The standings: every name whole and, at 360 px too, every column, its
 * title and its cells, in view. */
static void
test_standings (Fixture       *f,
                gconstpointer  data)
{
  const Setting *setting = data;
  GtkWidget *view = show_view (f, "standings", HAMMER_TYPE_STANDINGS_VIEW);
  GtkWidget *scroller = ui_find_required (view, "table_scroller");
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller));
  g_autofree char *where = g_strdup_printf ("standings at %d px", f->width);
  g_autofree char *shot = g_strdup_printf ("standings-%d-%d.png", f->width, setting->format);
  int minimum;

  /* Narrow, the titles are the core's short ones; and the table grows to
   * its rows' new heights. */
  UI_WAIT_FOR (ui_has_label (view, setting->narrow_title));
  UI_WAIT_FOR (all_in_view (view));
  ui_wait_frames (view, 3);
  ui_save_shot (GTK_WIDGET (f->ui.window), shot);
  g_assert_cmpuint (assert_whole (view, names, where), ==, 8);
  /* No column beyond the right edge. */
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);
  g_assert_cmpuint (assert_inside (ui_find_required (view, "column_view"), scroller, where), >,
                    8);
  /* The view itself fits the width, not only its table. */
  gtk_widget_measure (view, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, f->width);
  /* And the window's content with the event's page in it: no other view
   * of the page (the draw's toolbar) holds it wider. */
  gtk_widget_measure (gtk_widget_get_first_child (GTK_WIDGET (f->ui.window)),
                      GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
  g_assert_cmpint (minimum, <=, f->width);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GtkCssProvider) css = NULL;

  g_test_init (&argc, &argv, NULL);
  adw_init ();
  /* The application's style, as the app loads it, for the widths it sets. */
  css = gtk_css_provider_new ();
  gtk_css_provider_load_from_resource (css, "/io/github/hammertourney/Hammer/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (), GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  static const Setting wide = { HAMMER_FORMAT_DOUBLE_ELIMINATION, 1100 };
  static const Setting narrow = { HAMMER_FORMAT_DOUBLE_ELIMINATION, 360 };
  static const Setting table = { HAMMER_FORMAT_ROUND_ROBIN, 360, NULL, "Pl" };
  static const Setting series = { HAMMER_FORMAT_SERIES, 360, "sjoelbak", "Tot" };
  static const Setting swiss = { HAMMER_FORMAT_SWISS, 360, NULL, "Bh" };

  g_test_add ("/ui/names/matches-1100", Fixture, &wide, fixture_set_up, test_matches,
              fixture_tear_down);
  g_test_add ("/ui/names/matches-360", Fixture, &narrow, fixture_set_up, test_matches,
              fixture_tear_down);
  g_test_add ("/ui/names/standings-360", Fixture, &table, fixture_set_up, test_standings,
              fixture_tear_down);
  g_test_add ("/ui/names/standings-series-360", Fixture, &series, fixture_set_up,
              test_standings, fixture_tear_down);
  g_test_add ("/ui/names/standings-swiss-360", Fixture, &swiss, fixture_set_up,
              test_standings, fixture_tear_down);
  return g_test_run ();
}
