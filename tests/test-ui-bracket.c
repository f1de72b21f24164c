/* test-ui-bracket.c — the bracket view in the real window under Xvfb: a
 * doubles side reads whole where the column can grow, and a big bracket
 * draws only what the window shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "events/hammer-events.h"
#include "events/hammer-bracket-layout.h"
#include "hammer-core.h"
#include "ui-brackets.h"

typedef UiFixture Fixture;

/* Pairs of two long names: each side's name, as the view sets it in its
 * box, is not cut, because the boxes are as wide as the names need (and
 * no wider than the maximum). */
static void
test_long_pairs (Fixture       *fixture,
                 gconstpointer  data)
{
  const char *names[] = {
    "Carol Nakamura-Whitcombe / Dirk van der Heijden-Fairbrother",
    "Margaretha Hoekstra-Postma / Bartholomeus Zuiderwijk",
    "Anna Visser / Bert Kramer", "Cor de Wit / Zoë Nieuwenhuis",
    NULL,
  };
  gint64 event_id = store_new_event (fixture->store, "Dubbels", "table",
                                     HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                                     "{\"team_size\": 2}", names, 3);
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  JsonArray *matches = json_node_get_array (node);
  HammerBracketView *bracket = ui_show_bracket (fixture->window, event_id);
  guint n_sides = 0;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *sides = json_object_get_array_member (match, "names");
      gint64 id = json_object_get_int_member (match, "id");
      graphene_rect_t rect;

      g_assert_true (hammer_bracket_view_get_match_rect (bracket, id, &rect));
      g_assert_cmpfloat (rect.size.width, >, BRACKET_BOX_W);
      g_assert_cmpfloat (rect.size.width, <=, BRACKET_BOX_W_MAX);
      for (guint s = 0; s < json_array_get_length (sides); s++)
        if (json_array_get_string_element (sides, s) != NULL)
          {
            n_sides++;
            g_assert_false (hammer_bracket_view_name_is_cut (bracket, id, (int) s));
          }
    }
  g_assert_cmpuint (n_sides, ==, 4);
}

/* The texts a frame sets: names, scores, captions and headers. */
static guint
count_texts (GskRenderNode *node)
{
  guint n = 0;

  switch (gsk_render_node_get_node_type (node))
    {
    case GSK_TEXT_NODE:
      return 1;
    case GSK_CONTAINER_NODE:
      for (guint i = 0; i < gsk_container_node_get_n_children (node); i++)
        n += count_texts (gsk_container_node_get_child (node, i));
      return n;
    case GSK_CLIP_NODE:
      return count_texts (gsk_clip_node_get_child (node));
    case GSK_ROUNDED_CLIP_NODE:
      return count_texts (gsk_rounded_clip_node_get_child (node));
    case GSK_TRANSFORM_NODE:
      return count_texts (gsk_transform_node_get_child (node));
    case GSK_OPACITY_NODE:
      return count_texts (gsk_opacity_node_get_child (node));
    default:
      return 0;
    }
}

/* The top of what @scrolled shows, in @bracket's coordinates. */
static double
visible_top (GtkScrolledWindow *scrolled,
             HammerBracketView *bracket)
{
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (scrolled), GTK_WIDGET (bracket),
                                           &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.y;
}

/* Where @bracket's top is in what @scrolled scrolls. */
static double
offset_in_content (GtkScrolledWindow *scrolled,
                   HammerBracketView *bracket)
{
  GtkWidget *content = gtk_viewport_get_child (GTK_VIEWPORT (gtk_scrolled_window_get_child (
                                                               scrolled)));
  graphene_point_t point;

  g_assert_true (gtk_widget_compute_point (GTK_WIDGET (bracket), content,
                                           &GRAPHENE_POINT_INIT (0, 0), &point));
  return point.y;
}

/* A double elimination of 256 at the window's size: the view's frame
 * holds what the scrolled window shows, not the whole bracket of many
 * thousand pixels, at its top and after scrolling to the last of the
 * losers' bracket (drawn again as it scrolls): the texts of a few dozen
 * boxes, not of 500 and more. */
static void
test_draws_visible (Fixture       *fixture,
                    gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 256);
  gint64 event_id = store_new_event (fixture->store, "Open", "table",
                                     HAMMER_FORMAT_DOUBLE_ELIMINATION, 8, NULL,
                                     (const char * const *) names, 5);
  HammerBracketView *bracket = ui_show_bracket (fixture->window, event_id);
  GtkScrolledWindow *scrolled =
    GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (bracket),
                                                  GTK_TYPE_SCROLLED_WINDOW));
  GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scrolled);
  GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scrolled);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  JsonArray *list = json_node_get_array (matches);
  gint64 far_match = 0;
  g_autoptr(GdkPaintable) paintable = NULL;

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      if (g_strcmp0 (json_object_get_string_member (match, "bracket"), "losers") == 0)
        far_match = json_object_get_int_member (match, "id");
    }
  g_assert_cmpint (far_match, >, 0);
  paintable = gtk_widget_paintable_new (GTK_WIDGET (bracket));
  g_assert_cmpuint (hammer_bracket_view_get_n_matches (bracket), >, 500);
  for (guint place = 0; place < 2; place++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;
      graphene_rect_t bounds, view_bounds, rect;
      guint n_texts;

      /* The top left, then a match of the losers' bracket far below. */
      if (place == 0)
        rect = GRAPHENE_RECT_INIT (0, 0, 0, 0);
      else
        g_assert_true (hammer_bracket_view_get_match_rect (bracket, far_match, &rect));
      gtk_adjustment_set_value (h, rect.origin.x);
      gtk_adjustment_set_value (v, rect.origin.y);
      /* The viewport moves the view at its next allocation. */
      UI_WAIT_FOR (visible_top (scrolled, bracket) == gtk_adjustment_get_value (v) -
                                                     offset_in_content (scrolled, bracket));
      ui_spin ();
      g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (bracket), GTK_WIDGET (bracket),
                                                &view_bounds));
      g_assert_cmpfloat (view_bounds.size.height, >, 4 * gtk_adjustment_get_page_size (v));
      /* What the widget shows now, as GTK draws it on screen: drawn again
       * since the scrolled window moved. */
      gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), view_bounds.size.width,
                              view_bounds.size.height);
      node = gtk_snapshot_free_to_node (snapshot);
      g_assert_nonnull (node);
      n_texts = count_texts (node);
      g_assert_cmpuint (n_texts, >, 0);
      g_assert_cmpuint (n_texts, <, 400);
      /* And nothing is drawn beyond the visible part, give or take a
       * border. */
      gsk_render_node_get_bounds (node, &bounds);
      g_assert_cmpfloat (bounds.origin.y, >=, visible_top (scrolled, bracket) - 1);
      g_assert_cmpfloat (bounds.size.height, <=, gtk_adjustment_get_page_size (v) + 1);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/bracket/long-pairs", Fixture, NULL, ui_fixture_set_up, test_long_pairs,
              ui_fixture_tear_down);
  g_test_add ("/ui/bracket/draws-visible", Fixture, NULL, ui_fixture_set_up, test_draws_visible,
              ui_fixture_tear_down);

  return g_test_run ();
}
