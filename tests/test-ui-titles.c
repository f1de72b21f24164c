/* test-ui-titles.c — titles that read whole in a narrow window, under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-score-dialog.h"
#include "ui-test-common.h"

typedef UiFixture Fixture;

/* Whether a label under @widget that is shown is cut with "…". */
static gboolean
has_cut_label (GtkWidget *widget)
{
  if (!gtk_widget_get_visible (widget))
    return FALSE;
  if (GTK_IS_LABEL (widget) && *gtk_label_get_text (GTK_LABEL (widget)) != '\0' &&
      pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget))))
    {
      g_test_message ("cut: %s", gtk_label_get_text (GTK_LABEL (widget)));
      return TRUE;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_cut_label (child))
      return TRUE;
  return FALSE;
}

/* The score dialog of a doubles match at 360 px: its title is not cut
 * where the sides' names do not fit (it gives the match and its round, and
 * the sides' headings name them), and at a width where they fit it names
 * them. */
static void
test_score_dialog_narrow (Fixture       *fixture,
                          gconstpointer  data)
{
  const char *names[] = {
    "Nora Quinn / Rosa Vermeulen", "Ine de Boer / Jan Meijer",
    "Anna Visser / Bert Kramer", "Cor de Wit / Zoë Nieuwenhuis", NULL,
  };
  gint64 event_id = store_new_event (fixture->store, "Dubbels", "table",
                                     HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                                     "{\"team_size\": 2}", names, 3);
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (fixture->store, event_id, NULL);
  JsonObject *first = json_array_get_object_element (json_node_get_array (matches), 0);
  static const int widths[] = { 360, 900 };

  for (guint w = 0; w < G_N_ELEMENTS (widths); w++)
    {
      GtkWidget *dialog = hammer_score_dialog_new (GTK_WINDOW (fixture->window), fixture->store,
                                                   event_id,
                                                   json_object_get_int_member (first, "id"));
      AdwHeaderBar *header;
      GtkWidget *title;

      gtk_window_set_default_size (GTK_WINDOW (dialog), widths[w], 720);
      gtk_window_present (GTK_WINDOW (dialog));
      UI_WAIT_FOR (gtk_widget_get_mapped (dialog));
      /* The header bar chooses its title by the width it was given. */
      ui_wait_frames (dialog, 2);
      /* The title the header bar shows, of the ones it may choose from. */
      header = ADW_HEADER_BAR (ui_find_by_type (dialog, ADW_TYPE_HEADER_BAR));
      title = adw_header_bar_get_title_widget (header);
      if (ADW_IS_SQUEEZER (title))
        title = adw_squeezer_get_visible_child (ADW_SQUEEZER (title));
      g_assert_true (ADW_IS_WINDOW_TITLE (title));
      g_assert_false (has_cut_label (title));
      g_assert_nonnull (strstr (adw_window_title_get_title (ADW_WINDOW_TITLE (title)),
                                "Match 1"));
      /* Wide, the title names the sides. */
      if (widths[w] > 360)
        g_assert_nonnull (strstr (adw_window_title_get_subtitle (ADW_WINDOW_TITLE (title)),
                                  "Nora Quinn / Rosa Vermeulen"));
      /* The window's own title (the window list, a screen reader) names
       * them always. */
      g_assert_nonnull (strstr (gtk_window_get_title (GTK_WINDOW (dialog)),
                                "Nora Quinn / Rosa Vermeulen"));
      gtk_window_destroy (GTK_WINDOW (dialog));
      ui_spin ();
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();

  g_test_add ("/ui/titles/score-dialog-narrow", Fixture, NULL, ui_fixture_set_up,
              test_score_dialog_narrow, ui_fixture_tear_down);

  return g_test_run ();
}
