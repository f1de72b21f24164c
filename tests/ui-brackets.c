/* ui-brackets.c — the draw view's brackets in the UI tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ui-brackets.h"

HammerBracketView *
ui_show_bracket (HammerWindow *window,
                 gint64        event_id)
{
  HammerBracketView *bracket;

  hammer_window_show_event_view (window, event_id, "draw");
  UI_WAIT_FOR ((bracket = (HammerBracketView *) ui_find_by_type (GTK_WIDGET (window),
                                                                 HAMMER_TYPE_BRACKET_VIEW))
               != NULL && gtk_widget_get_mapped (GTK_WIDGET (bracket)));
  return bracket;
}

guint
ui_bracket_boxes (HammerBracketView *bracket,
                  JsonArray         *matches,
                  const char        *bracket_name,
                  double            *top,
                  double            *bottom)
{
  guint n = 0;

  *top = G_MAXDOUBLE;
  *bottom = -G_MAXDOUBLE;
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      graphene_rect_t rect;

      if (!g_str_equal (json_object_get_string_member (match, "bracket"), bracket_name))
        continue;
      g_assert_true (hammer_bracket_view_get_match_rect (bracket,
                                                         json_object_get_int_member (match, "id"),
                                                         &rect));
      *top = MIN (*top, rect.origin.y);
      *bottom = MAX (*bottom, rect.origin.y + rect.size.height);
      n++;
    }
  return n;
}
