/* hammer-bracket-view-input.c — the bracket view's scrolling, zoom and input
 *
 * The pointer selects, follows an entrant and pans over empty space; the
 * keys move the selection; Ctrl with the wheel or the keys zooms about the
 * pointer or the selected match. The view draws only what the scrolled
 * window shows, so it redraws when that moves.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "hammer-bracket-view-private.h"

/* Scrolling */

static GtkScrolledWindow *
get_scrolled_window (HammerBracketView *self)
{
  return GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (self),
                                                       GTK_TYPE_SCROLLED_WINDOW));
}

/* Where the widget's origin lies in the scrolled window's content, which
 * may hold more than the bracket (the groups come first). */
static gboolean
offset_in_scrolled (HammerBracketView *self,
                    GtkScrolledWindow *scrolled,
                    double            *x,
                    double            *y)
{
  GtkWidget *child = gtk_scrolled_window_get_child (scrolled);
  graphene_point_t point;

  if (child == NULL)
    return FALSE;
  if (GTK_IS_VIEWPORT (child) && gtk_viewport_get_child (GTK_VIEWPORT (child)) != NULL)
    child = gtk_viewport_get_child (GTK_VIEWPORT (child));
  if (!gtk_widget_compute_point (GTK_WIDGET (self), child, &GRAPHENE_POINT_INIT (0, 0), &point))
    return FALSE;
  *x = point.x;
  *y = point.y;
  return TRUE;
}

void
_hammer_bracket_view_scroll_to (HammerBracketView        *self,
                                const HammerBracketMatch *m)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  GtkAdjustment *adjustments[2];
  double start[2], end[2], offset[2];

  if (scrolled == NULL || !offset_in_scrolled (self, scrolled, &offset[0], &offset[1]))
    return;
  adjustments[0] = gtk_scrolled_window_get_hadjustment (scrolled);
  adjustments[1] = gtk_scrolled_window_get_vadjustment (scrolled);
  start[0] = offset[0] + (m->x - 12) * self->zoom;
  end[0] = offset[0] + (m->x + BOX_W + 12) * self->zoom;
  start[1] = offset[1] + (m->y - 12) * self->zoom;
  end[1] = offset[1] + (m->y + CAPTION_H + BOX_H + 12) * self->zoom;

  for (guint i = 0; i < 2; i++)
    {
      double value = gtk_adjustment_get_value (adjustments[i]);
      double page = gtk_adjustment_get_page_size (adjustments[i]);

      if (start[i] < value)
        gtk_adjustment_set_value (adjustments[i], start[i]);
      else if (end[i] > value + page)
        gtk_adjustment_set_value (adjustments[i], MIN (start[i], end[i] - page));
    }
}

HammerBracketMatch *
_hammer_bracket_view_match_at (HammerBracketView *self,
                               double             x,
                               double             y,
                               int               *side)
{
  return hammer_bracket_layout_match_at (self->layout, x / self->zoom, y / self->zoom, side);
}

void
_hammer_bracket_view_size_allocate (GtkWidget *widget,
                                    int        width,
                                    int        height,
                                    int        baseline)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  GtkScrolledWindow *scrolled;
  double offset_x, offset_y;

  self->allocated_zoom = self->zoom;
  self->have_anchor = FALSE;
  /* What the scrolled area holds besides the bracket (margins), for the
   * size the next zoom will give it. */
  if ((scrolled = get_scrolled_window (self)) != NULL &&
      offset_in_scrolled (self, scrolled, &offset_x, &offset_y))
    {
      self->around_w = gtk_adjustment_get_upper (gtk_scrolled_window_get_hadjustment (scrolled)) -
                       width;
      self->around_h = gtk_adjustment_get_upper (gtk_scrolled_window_get_vadjustment (scrolled)) -
                       height;
    }
}

/* Input */

static void
scroll_to_anchor (GtkAdjustment *adjustment,
                  double         upper,
                  double         value)
{
  double page = gtk_adjustment_get_page_size (adjustment);

  gtk_adjustment_configure (adjustment, value, gtk_adjustment_get_lower (adjustment),
                            MAX (upper, page), gtk_adjustment_get_step_increment (adjustment),
                            gtk_adjustment_get_page_increment (adjustment), page);
}

/* Zooms to @zoom keeping a content point where it is in the view: the one
 * under @view_x, @view_y (widget coordinates) with @at_point; else the
 * selected match when it is in view (keyboard zoom), else the middle of
 * the view. Several steps before the next allocation (a wheel turned fast,
 * a key held) keep the first step's point: the widget and the scrolled
 * window still show the zoom that was allocated last. */
void
_hammer_bracket_view_zoom_around (HammerBracketView *self,
                                  double             zoom,
                                  double             view_x,
                                  double             view_y,
                                  gboolean           at_point)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  double offset_x, offset_y;

  zoom = CLAMP (zoom, ZOOM_MIN, ZOOM_MAX);
  if (fabs (zoom - self->zoom) < 1e-6)
    return;

  if (!self->have_anchor && scrolled != NULL &&
      offset_in_scrolled (self, scrolled, &offset_x, &offset_y))
    {
      GtkAdjustment *h = gtk_scrolled_window_get_hadjustment (scrolled);
      GtkAdjustment *v = gtk_scrolled_window_get_vadjustment (scrolled);
      double shown = self->allocated_zoom > 0 ? self->allocated_zoom : self->zoom;
      double left = gtk_adjustment_get_value (h) - offset_x;
      double top = gtk_adjustment_get_value (v) - offset_y;
      HammerBracketMatch *selected = _hammer_bracket_view_find (self, self->selected);

      if (!at_point && selected != NULL)
        {
          /* The middle of the selected box, when any of it is in view. */
          double mx = (selected->x + BOX_W / 2) * shown;
          double my = (selected->y + CAPTION_H + BOX_H / 2) * shown;

          if (mx >= left && mx <= left + gtk_adjustment_get_page_size (h) &&
              my >= top && my <= top + gtk_adjustment_get_page_size (v))
            {
              view_x = mx;
              view_y = my;
              at_point = TRUE;
            }
        }
      if (!at_point)
        {
          /* The middle of what is visible, in widget coordinates. */
          view_x = left + gtk_adjustment_get_page_size (h) / 2;
          view_y = top + gtk_adjustment_get_page_size (v) / 2;
        }
      self->anchor_x = view_x / shown;
      self->anchor_y = view_y / shown;
      self->anchor_view_x = view_x - left;
      self->anchor_view_y = view_y - top;
      self->anchor_offset_x = offset_x;
      self->anchor_offset_y = offset_y;
      self->have_anchor = TRUE;
    }
  self->zoom = zoom;
  if (self->have_anchor && scrolled != NULL)
    {
      /* The scroll position is set now, for the size the view will have:
       * set while the view is allocated, the viewport would not move the
       * view until the next event, and the bracket would jump then. */
      scroll_to_anchor (gtk_scrolled_window_get_hadjustment (scrolled),
                        self->layout->content_width * zoom + self->around_w,
                        self->anchor_offset_x + self->anchor_x * zoom - self->anchor_view_x);
      scroll_to_anchor (gtk_scrolled_window_get_vadjustment (scrolled),
                        self->layout->content_height * zoom + self->around_h,
                        self->anchor_offset_y + self->anchor_y * zoom - self->anchor_view_y);
    }
  gtk_widget_queue_resize (GTK_WIDGET (self));
  g_object_notify (G_OBJECT (self), "zoom");
}

static gboolean
scroll_cb (HammerBracketView        *self,
           double                    dx,
           double                    dy,
           GtkEventControllerScroll *controller)
{
  GdkModifierType state =
    gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  double x, y;
  GdkEvent *event;

  if (!(state & GDK_CONTROL_MASK))
    return FALSE;
  event = gtk_event_controller_get_current_event (GTK_EVENT_CONTROLLER (controller));
  if (event != NULL && gdk_event_get_position (event, &x, &y))
    {
      graphene_point_t point;
      GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
      double nx, ny;

      gtk_native_get_surface_transform (native, &nx, &ny);
      if (gtk_widget_compute_point (GTK_WIDGET (native), GTK_WIDGET (self),
                                    &GRAPHENE_POINT_INIT (x - nx, y - ny), &point))
        {
          _hammer_bracket_view_zoom_around (self, self->zoom * (dy < 0 ? 1.1 : 1 / 1.1),
                                            point.x, point.y, TRUE);
          return TRUE;
        }
    }
  _hammer_bracket_view_zoom_around (self, self->zoom * (dy < 0 ? 1.1 : 1 / 1.1), 0, 0, FALSE);
  return TRUE;
}

/* Takes the focus where the pointer is. A viewport that scrolls to its
 * focus would show the view's end, or its start when that is out of view,
 * since the whole bracket is one widget: a click after a zoom (the wheel
 * leaves the focus where it was) jumped to an empty corner. The view
 * keeps the clicked match in view itself. */
static void
grab_focus_in_place (HammerBracketView *self)
{
  GtkWidget *viewport = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_VIEWPORT);
  gboolean follows = viewport != NULL &&
                     gtk_viewport_get_scroll_to_focus (GTK_VIEWPORT (viewport));

  if (follows)
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (follows)
    gtk_viewport_set_scroll_to_focus (GTK_VIEWPORT (viewport), TRUE);
}

static void
pressed_cb (HammerBracketView *self,
            int                n_press,
            double             x,
            double             y,
            GtkGestureClick   *gesture)
{
  int side = -1;
  HammerBracketMatch *m = _hammer_bracket_view_match_at (self, x, y, &side);

  grab_focus_in_place (self);
  if (m == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  _hammer_bracket_view_select (self, m, FALSE);
  /* A click on a name follows that entrant through the bracket. */
  if (n_press == 1 && side >= 0 && m->entrants[side] != 0)
    hammer_bracket_view_set_highlighted_entrant (self, m->entrants[side]);
  if (n_press == 2)
    _hammer_bracket_view_activate (self, m);
}

/* Boxes answer the pointer: a stronger border and a hand over them. */
static void
motion_cb (HammerBracketView *self,
           double             x,
           double             y)
{
  HammerBracketMatch *m = _hammer_bracket_view_match_at (self, x, y, NULL);
  gint64 id = m ? m->id : 0;

  if (id == self->hovered || self->panning)
    return;
  self->hovered = id;
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), id ? "pointer" : NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (HammerBracketView *self)
{
  if (self->hovered == 0)
    return;
  self->hovered = 0;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_begin_cb (HammerBracketView *self,
               double             x,
               double             y,
               GtkGestureDrag    *gesture)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);

  self->panning = FALSE;
  if (scrolled == NULL || _hammer_bracket_view_match_at (self, x, y, NULL) != NULL)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_DENIED);
      return;
    }
  self->panning = TRUE;
  self->drag_start_h = gtk_adjustment_get_value (gtk_scrolled_window_get_hadjustment (scrolled));
  self->drag_start_v = gtk_adjustment_get_value (gtk_scrolled_window_get_vadjustment (scrolled));
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
}

static void
drag_update_cb (HammerBracketView *self,
                double             dx,
                double             dy,
                GtkGestureDrag    *gesture)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  GtkAdjustment *h, *v;

  if (!self->panning || scrolled == NULL)
    return;
  h = gtk_scrolled_window_get_hadjustment (scrolled);
  v = gtk_scrolled_window_get_vadjustment (scrolled);
  /* The offsets are in widget coordinates, which move as we scroll: the
   * pointer moved on screen by the offset less what we scrolled already. */
  gtk_adjustment_set_value (h, gtk_adjustment_get_value (h) -
                               (dx - (gtk_adjustment_get_value (h) - self->drag_start_h)));
  gtk_adjustment_set_value (v, gtk_adjustment_get_value (v) -
                               (dy - (gtk_adjustment_get_value (v) - self->drag_start_v)));
}

static void
drag_end_cb (HammerBracketView *self)
{
  self->panning = FALSE;
  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
}

static gboolean
key_pressed_cb (HammerBracketView *self,
                guint              keyval,
                guint              keycode,
                GdkModifierType    state)
{
  HammerBracketMatch *m;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      _hammer_bracket_view_move_selection (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      _hammer_bracket_view_move_selection (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      _hammer_bracket_view_move_selection (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      _hammer_bracket_view_move_selection (self, 0, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
      if ((m = _hammer_bracket_view_find (self, self->selected)) == NULL)
        return FALSE;
      _hammer_bracket_view_activate (self, m);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
focus_changed_cb (HammerBracketView *self)
{
  if (self->selected == 0 && self->layout->matches->len > 0 &&
      gtk_widget_has_focus (GTK_WIDGET (self)))
    _hammer_bracket_view_select (self,
                                 &g_array_index (self->layout->matches, HammerBracketMatch, 0),
                                 FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Drawing only what is visible */

gboolean
_hammer_bracket_view_visible_area (HammerBracketView *self,
                                   graphene_rect_t   *area)
{
  GtkScrolledWindow *scrolled = get_scrolled_window (self);
  GtkAdjustment *h, *v;
  double offset_x, offset_y;

  if (scrolled == NULL || !offset_in_scrolled (self, scrolled, &offset_x, &offset_y))
    return FALSE;
  h = gtk_scrolled_window_get_hadjustment (scrolled);
  v = gtk_scrolled_window_get_vadjustment (scrolled);
  if (gtk_adjustment_get_page_size (h) <= 0 || gtk_adjustment_get_page_size (v) <= 0)
    return FALSE;
  graphene_rect_init (area,
                      (gtk_adjustment_get_value (h) - offset_x) / self->zoom,
                      (gtk_adjustment_get_value (v) - offset_y) / self->zoom,
                      gtk_adjustment_get_page_size (h) / self->zoom,
                      gtk_adjustment_get_page_size (v) / self->zoom);
  return TRUE;
}

void
_hammer_bracket_view_watch_scrolling (HammerBracketView *self,
                                      gboolean           watch)
{
  GtkScrolledWindow *scrolled = watch ? get_scrolled_window (self) : NULL;

  for (guint i = 0; i < G_N_ELEMENTS (self->watched); i++)
    {
      if (self->watched[i] != NULL)
        g_signal_handlers_disconnect_by_data (self->watched[i], self);
      g_clear_object (&self->watched[i]);
    }
  if (scrolled == NULL)
    return;
  self->watched[0] = g_object_ref (gtk_scrolled_window_get_hadjustment (scrolled));
  self->watched[1] = g_object_ref (gtk_scrolled_window_get_vadjustment (scrolled));
  /* Scrolling moves the view without drawing it again; what was out of
   * view was not drawn. */
  for (guint i = 0; i < G_N_ELEMENTS (self->watched); i++)
    {
      g_signal_connect_swapped (self->watched[i], "value-changed",
                                G_CALLBACK (gtk_widget_queue_draw), self);
      g_signal_connect_swapped (self->watched[i], "changed",
                                G_CALLBACK (gtk_widget_queue_draw), self);
    }
}

/* Actions */

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  _hammer_bracket_view_zoom_around (self, self->zoom * 1.25, 0, 0, FALSE);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  _hammer_bracket_view_zoom_around (self, self->zoom / 1.25, 0, 0, FALSE);
}

static void
zoom_reset_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  _hammer_bracket_view_zoom_around (self, 1.0, 0, 0, FALSE);
}

void
_hammer_bracket_view_class_init_input (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "bracket.zoom-in", NULL, zoom_in_action);
  gtk_widget_class_install_action (widget_class, "bracket.zoom-out", NULL, zoom_out_action);
  gtk_widget_class_install_action (widget_class, "bracket.zoom-reset", NULL, zoom_reset_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "bracket.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK,
                                       "bracket.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Add, GDK_CONTROL_MASK,
                                       "bracket.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "bracket.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Subtract, GDK_CONTROL_MASK,
                                       "bracket.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK,
                                       "bracket.zoom-reset", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_0, GDK_CONTROL_MASK,
                                       "bracket.zoom-reset", NULL);
}

void
_hammer_bracket_view_init_input (HammerBracketView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (click));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect_swapped (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect_swapped (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect_swapped (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  g_signal_connect_swapped (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (widget, scroll);

  g_signal_connect_swapped (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (widget, key);

  g_signal_connect_swapped (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect_swapped (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (widget, motion);

  g_signal_connect_swapped (focus, "enter", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (focus_changed_cb), self);
  gtk_widget_add_controller (widget, focus);
}
