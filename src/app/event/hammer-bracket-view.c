/* hammer-bracket-view.c — the bracket widget: selection, zoom and input
 *
 * The bracket is laid out once per change of the matches, in content units
 * (zoom 1), by hammer-bracket-layout.c; hit testing here and drawing in
 * hammer-bracket-view-draw.c multiply by the zoom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>
#include <math.h>

#include "hammer-bracket-view-private.h"

G_DEFINE_FINAL_TYPE (HammerBracketView, hammer_bracket_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ZOOM,
  PROP_SELECTED_MATCH,
  PROP_HIGHLIGHTED_ENTRANT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

Match *
_hammer_bracket_view_find (HammerBracketView *self,
            gint64             id)
{
  return hammer_bracket_layout_find (self->layout, id);
}

/* The path of an entrant */

static void
update_path (HammerBracketView *self)
{
  g_hash_table_remove_all (self->path);
  hammer_bracket_layout_add_path (self->layout, self->highlighted_entrant, self->path);
}

gboolean
_hammer_bracket_view_in_path (HammerBracketView *self,
         gint64             id)
{
  return g_hash_table_contains (self->path, GSIZE_TO_POINTER ((gsize) id));
}

/* Text of a match, for the accessible description */

char *
_hammer_bracket_view_side_text (HammerBracketView *self,
           const Match       *m,
           int                side)
{
  if (m->names[side] != NULL)
    return g_strdup (m->names[side]);
  if (m->bye || m->from_kind[side] == BRACKET_FROM_BYE)
    return g_strdup (_("Bye"));
  /* A bye has no number: its winner is its other side, whoever that is. */
  if (m->from_kind[side] == BRACKET_FROM_WINNER && m->from_number[side] <= 0)
    {
      const Match *bye = _hammer_bracket_view_find (self, m->from_match[side]);

      if (bye != NULL && bye != m)
        return _hammer_bracket_view_side_text (self, bye,
                                               bye->from_kind[0] == BRACKET_FROM_BYE ? 1 : 0);
    }
  if (m->from_kind[side] == BRACKET_FROM_WINNER)
    /* Translators: where a side comes from, "Winner of 12" (match 12). */
    return g_strdup_printf (_("Winner of %" PRId64), m->from_number[side]);
  if (m->from_kind[side] == BRACKET_FROM_LOSER)
    /* Translators: where a side comes from, "Loser of 12" (match 12). */
    return g_strdup_printf (_("Loser of %" PRId64), m->from_number[side]);
  if (m->from_kind[side] == BRACKET_FROM_GROUP)
    /* Translators: a side of the knockout, "Group A, place 2". */
    return g_strdup_printf (_("Group %s, place %" PRId64), m->from_group[side],
                            m->from_match[side]);
  return g_strdup (_("To be decided"));
}

char *
_hammer_bracket_view_state_text (const Match *m)
{
  switch (m->state)
    {
    case BRACKET_STATE_FINISHED:
      if (m->bye)
        return g_strdup (_("Bye"));
      if (m->walkover)
        return g_strdup (_("Walkover"));
      return g_strdup (_("Finished"));
    case BRACKET_STATE_LIVE:
      /* The word the matches view and paper use for in_progress. */
      return g_strdup (_("Playing"));
    case BRACKET_STATE_READY:
      if (m->board > 0)
        return g_strdup_printf (_("Board %d"), m->board);
      return g_strdup (_("Ready"));
    case BRACKET_STATE_PENDING:
    default:
      return g_strdup (_("Waiting"));
    }
}

static char *
describe_match (HammerBracketView *self,
                const Match       *m)
{
  g_autofree char *a = _hammer_bracket_view_side_text (self, m, 0);
  g_autofree char *b = _hammer_bracket_view_side_text (self, m, 1);
  g_autofree char *state = _hammer_bracket_view_state_text (m);

  if (m->number <= 0)
    /* TRANSLATORS: a bye, which has no match number; %s is who has it. */
    return g_strdup_printf (_("Bye for %s"), m->names[0] != NULL ? a : b);
  if (m->has_score)
    return g_strdup_printf (_("Match %" PRId64 ": %s %d, %s %d, %s"),
                            m->number, a, m->score[0], b, m->score[1], state);
  return g_strdup_printf (_("Match %" PRId64 ": %s against %s, %s"),
                          m->number, a, b, state);
}

static void
update_accessible (HammerBracketView *self)
{
  Match *m = _hammer_bracket_view_find (self, self->selected);
  g_autofree char *text = m ? describe_match (self, m) : g_strdup (_("No match selected"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

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

static void
scroll_to_match (HammerBracketView *self,
                 const Match       *m)
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

/* Selection */

static void
select_match (HammerBracketView *self,
              Match             *m,
              gboolean           scroll)
{
  gint64 id = m ? m->id : 0;

  if (m != NULL && scroll)
    scroll_to_match (self, m);
  if (self->selected == id)
    return;
  self->selected = id;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MATCH]);
}

static void
activate_match (HammerBracketView *self,
                const Match       *m)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "event.open-match", "x", m->id);
}

/* Moves the selection to the nearest match (by height) of the column
 * @delta away, or to the next match up or down in the same column. */
static void
move_selection (HammerBracketView *self,
                int                dx,
                int                dy)
{
  Match *current = _hammer_bracket_view_find (self, self->selected);
  Match *best;

  if (self->layout->matches->len == 0)
    return;
  if (current == NULL)
    {
      select_match (self, &g_array_index (self->layout->matches, Match, 0), TRUE);
      return;
    }
  best = hammer_bracket_layout_neighbour (self->layout, current, dx, dy);
  if (best != NULL)
    select_match (self, best, TRUE);
}

static Match *
match_at (HammerBracketView *self,
          double             x,
          double             y,
          int               *side)
{
  return hammer_bracket_layout_match_at (self->layout, x / self->zoom, y / self->zoom, side);
}

/* The whole match, names in full: under the pointer, or the selected one. */
static gboolean
query_tooltip_cb (HammerBracketView *self,
                  int                x,
                  int                y,
                  gboolean           keyboard,
                  GtkTooltip        *tooltip)
{
  g_autofree char *text = NULL;
  Match *m;
  int side;

  m = keyboard ? _hammer_bracket_view_find (self, self->selected) : match_at (self, x, y, &side);
  if (m == NULL)
    return FALSE;
  text = describe_match (self, m);
  gtk_tooltip_set_text (tooltip, text);
  gtk_tooltip_set_tip_area (tooltip,
                            &(GdkRectangle) { (int) (m->x * self->zoom),
                                              (int) (m->y * self->zoom),
                                              (int) (BOX_W * self->zoom),
                                              (int) ((CAPTION_H + BOX_H) * self->zoom) });
  return TRUE;
}

static void
hammer_bracket_view_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  double size = orientation == GTK_ORIENTATION_HORIZONTAL ? self->layout->content_width
                                                          : self->layout->content_height;

  *minimum = *natural = (int) ceil (size * self->zoom);
}

static void
hammer_bracket_view_size_allocate (GtkWidget *widget,
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
static void
zoom_around (HammerBracketView *self,
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
      Match *selected = _hammer_bracket_view_find (self, self->selected);

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
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ZOOM]);
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
          zoom_around (self, self->zoom * (dy < 0 ? 1.1 : 1 / 1.1), point.x, point.y, TRUE);
          return TRUE;
        }
    }
  zoom_around (self, self->zoom * (dy < 0 ? 1.1 : 1 / 1.1), 0, 0, FALSE);
  return TRUE;
}

static void
pressed_cb (HammerBracketView *self,
            int                n_press,
            double             x,
            double             y,
            GtkGestureClick   *gesture)
{
  int side = -1;
  Match *m = match_at (self, x, y, &side);

  gtk_widget_grab_focus (GTK_WIDGET (self));
  if (m == NULL)
    return;
  gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
  select_match (self, m, FALSE);
  /* A click on a name follows that entrant through the bracket. */
  if (n_press == 1 && side >= 0 && m->entrants[side] != 0)
    hammer_bracket_view_set_highlighted_entrant (self, m->entrants[side]);
  if (n_press == 2)
    activate_match (self, m);
}

/* Boxes answer the pointer: a stronger border and a hand over them. */
static void
motion_cb (HammerBracketView *self,
           double             x,
           double             y)
{
  Match *m = match_at (self, x, y, NULL);
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
  if (scrolled == NULL || match_at (self, x, y, NULL) != NULL)
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
  Match *m;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      move_selection (self, -1, 0);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      move_selection (self, 1, 0);
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      move_selection (self, 0, -1);
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      move_selection (self, 0, 1);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
      if ((m = _hammer_bracket_view_find (self, self->selected)) == NULL)
        return FALSE;
      activate_match (self, m);
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
    select_match (self, &g_array_index (self->layout->matches, Match, 0), FALSE);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_in_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  zoom_around (self, self->zoom * 1.25, 0, 0, FALSE);
}

static void
zoom_out_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  zoom_around (self, self->zoom / 1.25, 0, 0, FALSE);
}

static void
zoom_reset_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);
  zoom_around (self, 1.0, 0, 0, FALSE);
}

/* GObject */

static void
hammer_bracket_view_dispose (GObject *object)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  g_clear_pointer (&self->layout, hammer_bracket_layout_free);
  g_clear_pointer (&self->path, g_hash_table_unref);

  G_OBJECT_CLASS (hammer_bracket_view_parent_class)->dispose (object);
}

static void
hammer_bracket_view_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      g_value_set_double (value, self->zoom);
      break;
    case PROP_SELECTED_MATCH:
      g_value_set_int64 (value, self->selected);
      break;
    case PROP_HIGHLIGHTED_ENTRANT:
      g_value_set_int64 (value, self->highlighted_entrant);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_bracket_view_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  switch (prop_id)
    {
    case PROP_ZOOM:
      hammer_bracket_view_set_zoom (self, g_value_get_double (value));
      break;
    case PROP_SELECTED_MATCH:
      hammer_bracket_view_select_match (self, g_value_get_int64 (value));
      break;
    case PROP_HIGHLIGHTED_ENTRANT:
      hammer_bracket_view_set_highlighted_entrant (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_bracket_view_class_init (HammerBracketViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_bracket_view_dispose;
  object_class->get_property = hammer_bracket_view_get_property;
  object_class->set_property = hammer_bracket_view_set_property;

  widget_class->snapshot = _hammer_bracket_view_snapshot;
  widget_class->measure = hammer_bracket_view_measure;
  widget_class->size_allocate = hammer_bracket_view_size_allocate;

  properties[PROP_ZOOM] =
    g_param_spec_double ("zoom", NULL, NULL, ZOOM_MIN, ZOOM_MAX, 1.0,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SELECTED_MATCH] =
    g_param_spec_int64 ("selected-match", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_HIGHLIGHTED_ENTRANT] =
    g_param_spec_int64 ("highlighted-entrant", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

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

  gtk_widget_class_set_css_name (widget_class, "bracketview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
hammer_bracket_view_init (HammerBracketView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *click = gtk_gesture_click_new ();
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkEventController *scroll =
    gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *key = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->layout = hammer_bracket_layout_new ();
  self->path = g_hash_table_new (NULL, NULL);
  self->zoom = 1.0;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  /* A name cut short in its box is there in full in the tooltip. */
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
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

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bracket"),
                                  -1);
  update_accessible (self);
}

/* Public */

GtkWidget *
hammer_bracket_view_new (void)
{
  return g_object_new (HAMMER_TYPE_BRACKET_VIEW, NULL);
}

void
hammer_bracket_view_set_matches (HammerBracketView *self,
                                 JsonObject        *event,
                                 JsonArray         *matches,
                                 int                stage)
{
  gint64 old_selected;

  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  hammer_bracket_layout_set_matches (self->layout, event, matches, stage);
  update_path (self);

  old_selected = self->selected;
  if (_hammer_bracket_view_find (self, self->selected) == NULL)
    self->selected = 0;
  if (old_selected != self->selected)
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MATCH]);
  update_accessible (self);
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

guint
hammer_bracket_view_get_n_matches (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 0);

  return self->layout->matches->len;
}

gboolean
hammer_bracket_view_get_match_rect (HammerBracketView *self,
                                    gint64             match_id,
                                    graphene_rect_t   *rect)
{
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), FALSE);
  g_return_val_if_fail (rect != NULL, FALSE);

  if ((m = _hammer_bracket_view_find (self, match_id)) == NULL)
    return FALSE;
  graphene_rect_init (rect, m->x * self->zoom, (m->y + CAPTION_H) * self->zoom,
                      BOX_W * self->zoom, BOX_H * self->zoom);
  return TRUE;
}

int
hammer_bracket_view_get_match_column (HammerBracketView *self,
                                      gint64             match_id)
{
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), -1);

  m = _hammer_bracket_view_find (self, match_id);
  return m ? m->column : -1;
}

char *
hammer_bracket_view_dup_match_text (HammerBracketView *self,
                                    gint64             match_id)
{
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), NULL);

  m = _hammer_bracket_view_find (self, match_id);
  return m ? describe_match (self, m) : NULL;
}

gint64
hammer_bracket_view_get_selected_match (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 0);

  return self->selected;
}

void
hammer_bracket_view_select_match (HammerBracketView *self,
                                  gint64             match_id)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  select_match (self, _hammer_bracket_view_find (self, match_id), TRUE);
}

gint64
hammer_bracket_view_get_highlighted_entrant (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 0);

  return self->highlighted_entrant;
}

void
hammer_bracket_view_set_highlighted_entrant (HammerBracketView *self,
                                             gint64             entrant_id)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  if (self->highlighted_entrant == entrant_id)
    return;
  self->highlighted_entrant = entrant_id;
  update_path (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HIGHLIGHTED_ENTRANT]);
}

GArray *
hammer_bracket_view_get_highlighted_matches (HammerBracketView *self)
{
  GArray *ids;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), NULL);

  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint i = 0; i < self->layout->matches->len; i++)
    {
      Match *m = &g_array_index (self->layout->matches, Match, i);

      if (_hammer_bracket_view_in_path (self, m->id))
        g_array_append_val (ids, m->id);
    }
  return ids;
}

gboolean
hammer_bracket_view_name_is_cut (HammerBracketView *self,
                                 gint64             match_id,
                                 int                side)
{
  g_autoptr(PangoLayout) layout = NULL;
  Match *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), FALSE);
  g_return_val_if_fail (side == 0 || side == 1, FALSE);

  if ((m = _hammer_bracket_view_find (self, match_id)) == NULL)
    return FALSE;
  layout = _hammer_bracket_view_name_layout (self, m, side);
  return pango_layout_is_ellipsized (layout);
}

double
hammer_bracket_view_get_zoom (HammerBracketView *self)
{
  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), 1.0);

  return self->zoom;
}

void
hammer_bracket_view_set_zoom (HammerBracketView *self,
                              double             zoom)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  zoom_around (self, zoom, 0, 0, FALSE);
}

void
hammer_bracket_view_zoom_at (HammerBracketView *self,
                             double             zoom,
                             double             x,
                             double             y)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  zoom_around (self, zoom, x, y, TRUE);
}
