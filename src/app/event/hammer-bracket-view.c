/* hammer-bracket-view.c — the bracket widget: selection, zoom and input
 *
 * The bracket is laid out once per change of the matches, in content units
 * (zoom 1), by hammer-bracket-layout.c, with boxes as wide as the widest
 * name needs (measured here); hit testing in hammer-bracket-view-input.c
 * and drawing in hammer-bracket-view-draw.c multiply by the zoom.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>
#include <math.h>

#include "hammer-bracket-view-private.h"
#include "events/hammer-event-match.h"

G_DEFINE_FINAL_TYPE (HammerBracketView, hammer_bracket_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ZOOM,
  PROP_SELECTED_MATCH,
  PROP_HIGHLIGHTED_ENTRANT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

HammerBracketMatch *
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

/* How wide the boxes are: as the widest name on one line needs, so that
 * names are not cut where the column has room; within the layout's
 * maximum, where a pair takes two lines. Names recur from round to round,
 * and each is measured once; so are the rounds' names, which head the
 * columns as wide as their boxes. */
static void
update_box_width (HammerBracketView *self)
{
  g_autoptr(GHashTable) measured = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) rounds = g_hash_table_new (g_str_hash, g_str_equal);
  double widest = 0;
  double headers = 0;

  for (guint i = 0; i < self->layout->matches->len; i++)
    {
      HammerBracketMatch *m = &g_array_index (self->layout->matches, HammerBracketMatch, i);

      for (guint s = 0; s < 2; s++)
        if (m->names[s] != NULL && g_hash_table_add (measured, m->names[s]))
          widest = MAX (widest, _hammer_bracket_view_name_width (self, m->names[s]));
      if (m->round_name != NULL && g_hash_table_add (rounds, m->round_name))
        headers = MAX (headers, _hammer_bracket_view_header_box_width (self, m->round_name));
    }
  hammer_bracket_layout_set_box_width (self->layout,
                                       MAX (_hammer_bracket_view_box_width_for (widest),
                                            headers));
  self->widths_stale = FALSE;
}

/* The names are measured in the font the widget has once in a window, and
 * again when the font changes. */
static void
names_changed (HammerBracketView *self)
{
  self->widths_stale = TRUE;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

/* Text of a match, for the accessible description */

char *
_hammer_bracket_view_side_text (HammerBracketView        *self,
                                const HammerBracketMatch *m,
                                int                       side)
{
  if (m->names[side] != NULL)
    return g_strdup (m->names[side]);
  if (m->bye || m->from_kind[side] == BRACKET_FROM_BYE)
    return g_strdup (_("Bye"));
  /* A bye has no number: its winner is its other side, whoever that is;
   * a match not numbered yet (a consolation's, waiting on whether it is
   * played) has no winner to name yet. */
  if (m->from_kind[side] == BRACKET_FROM_WINNER && m->from_number[side] <= 0)
    {
      const HammerBracketMatch *bye = _hammer_bracket_view_find (self, m->from_match[side]);

      if (bye != NULL && bye != m
          && (bye->bye || bye->from_kind[0] == BRACKET_FROM_BYE
              || bye->from_kind[1] == BRACKET_FROM_BYE))
        return _hammer_bracket_view_side_text (self, bye,
                                               bye->from_kind[0] == BRACKET_FROM_BYE ? 1 : 0);
      if (bye != NULL && bye != m)
        return g_strdup (_("To be decided"));
    }
  if (m->from_kind[side] == BRACKET_FROM_WINNER)
    /* Translators: where a side comes from, "Winner of 12" (match 12). */
    return g_strdup_printf (_("Winner of %" PRId64), m->from_number[side]);
  /* The loser of a bye is nobody; of a match not numbered yet, not known. */
  if (m->from_kind[side] == BRACKET_FROM_LOSER && m->from_number[side] <= 0)
    {
      const HammerBracketMatch *from = _hammer_bracket_view_find (self, m->from_match[side]);

      return g_strdup (from != NULL && from->bye ? _("Bye") : _("To be decided"));
    }
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
_hammer_bracket_view_state_text (const HammerBracketMatch *m)
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
describe_match (HammerBracketView        *self,
                const HammerBracketMatch *m)
{
  g_autofree char *a = _hammer_bracket_view_side_text (self, m, 0);
  g_autofree char *b = _hammer_bracket_view_side_text (self, m, 1);
  g_autofree char *state = _hammer_bracket_view_state_text (m);

  if (m->number <= 0 && m->bye)
    /* TRANSLATORS: a bye, which has no match number; %s is who has it. */
    return g_strdup_printf (_("Bye for %s"), m->names[0] != NULL ? a : b);
  if (m->number <= 0)
    /* TRANSLATORS: a match numbered only once the matches before it say
     * that it is played (a consolation's): its sides and its state. */
    return g_strdup_printf (_("%s against %s, %s"), a, b, state);
  if (m->has_score)
    return g_strdup_printf (_("Match %" PRId64 ": %s %d, %s %d, %s"),
                            m->number, a, m->score[0], b, m->score[1], state);
  return g_strdup_printf (_("Match %" PRId64 ": %s against %s, %s"),
                          m->number, a, b, state);
}

static void
update_accessible (HammerBracketView *self)
{
  HammerBracketMatch *m = _hammer_bracket_view_find (self, self->selected);
  g_autofree char *text = m ? describe_match (self, m) : g_strdup (_("No match selected"));

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text,
                                  -1);
}

/* Selection */

void
_hammer_bracket_view_select (HammerBracketView  *self,
                             HammerBracketMatch *m,
                             gboolean            scroll)
{
  gint64 id = m ? m->id : 0;

  if (m != NULL && scroll)
    _hammer_bracket_view_scroll_to (self, m);
  if (self->selected == id)
    return;
  self->selected = id;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SELECTED_MATCH]);
}

void
_hammer_bracket_view_activate (HammerBracketView        *self,
                               const HammerBracketMatch *m)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "event.open-match", "x", m->id);
}

/* Moves the selection to the nearest match (by height) of the column
 * @delta away, or to the next match up or down in the same column. */
void
_hammer_bracket_view_move_selection (HammerBracketView *self,
                                     int                dx,
                                     int                dy)
{
  HammerBracketMatch *current = _hammer_bracket_view_find (self, self->selected);
  HammerBracketMatch *best;

  if (self->layout->matches->len == 0)
    return;
  if (current == NULL)
    {
      _hammer_bracket_view_select (self,
                                   &g_array_index (self->layout->matches, HammerBracketMatch, 0),
                                   TRUE);
      return;
    }
  best = hammer_bracket_layout_neighbour (self->layout, current, dx, dy);
  if (best != NULL)
    _hammer_bracket_view_select (self, best, TRUE);
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
  HammerBracketMatch *m;
  int side;

  m = keyboard ? _hammer_bracket_view_find (self, self->selected)
               : _hammer_bracket_view_match_at (self, x, y, &side);
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
  double size;

  if (self->widths_stale)
    update_box_width (self);
  size = orientation == GTK_ORIENTATION_HORIZONTAL ? self->layout->content_width
                                                   : self->layout->content_height;

  *minimum = *natural = (int) ceil (size * self->zoom);
}

/* GObject */

static void
forget_settings (HammerBracketView *self)
{
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
}

static void
hammer_bracket_view_dispose (GObject *object)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (object);

  g_clear_pointer (&self->layout, hammer_bracket_layout_free);
  g_clear_pointer (&self->path, g_hash_table_unref);
  _hammer_bracket_view_watch_scrolling (self, FALSE);
  forget_settings (self);

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
hammer_bracket_view_root (GtkWidget *widget)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);

  GTK_WIDGET_CLASS (hammer_bracket_view_parent_class)->root (widget);
  _hammer_bracket_view_watch_scrolling (self, TRUE);
  self->settings = g_object_ref (gtk_widget_get_settings (widget));
  g_signal_connect_swapped (self->settings, "notify::gtk-font-name",
                            G_CALLBACK (names_changed), self);
  g_signal_connect_swapped (self->settings, "notify::gtk-xft-dpi",
                            G_CALLBACK (names_changed), self);
  names_changed (self);
}

static void
hammer_bracket_view_unroot (GtkWidget *widget)
{
  HammerBracketView *self = HAMMER_BRACKET_VIEW (widget);

  _hammer_bracket_view_watch_scrolling (self, FALSE);
  forget_settings (self);
  GTK_WIDGET_CLASS (hammer_bracket_view_parent_class)->unroot (widget);
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
  widget_class->size_allocate = _hammer_bracket_view_size_allocate;
  widget_class->root = hammer_bracket_view_root;
  widget_class->unroot = hammer_bracket_view_unroot;

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

  _hammer_bracket_view_class_init_input (widget_class);

  gtk_widget_class_set_css_name (widget_class, "bracketview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_WIDGET);
}

static void
hammer_bracket_view_init (HammerBracketView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);

  self->layout = hammer_bracket_layout_new ();
  self->path = g_hash_table_new (NULL, NULL);
  self->zoom = 1.0;

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_focus_on_click (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);

  /* A name cut short in its box is there in full in the tooltip. */
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (query_tooltip_cb), NULL);
  _hammer_bracket_view_init_input (self);

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
                                 HammerEvent       *event,
                                 GListModel        *matches,
                                 int                stage)
{
  g_autoptr(GArray) read = NULL;
  gint64 old_selected;

  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));
  g_return_if_fail (event == NULL || HAMMER_IS_EVENT (event));
  g_return_if_fail (matches == NULL || G_IS_LIST_MODEL (matches));

  read = hammer_bracket_matches_read (event, matches);
  hammer_bracket_layout_set_matches (self->layout, (HammerBracketMatch *) (void *) read->data,
                                     read->len, stage);
  if (gtk_widget_get_root (GTK_WIDGET (self)) != NULL)
    update_box_width (self);
  else
    self->widths_stale = TRUE;
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
  HammerBracketMatch *m;

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
  HammerBracketMatch *m;

  g_return_val_if_fail (HAMMER_IS_BRACKET_VIEW (self), -1);

  m = _hammer_bracket_view_find (self, match_id);
  return m ? m->column : -1;
}

char *
hammer_bracket_view_dup_match_text (HammerBracketView *self,
                                    gint64             match_id)
{
  HammerBracketMatch *m;

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

  _hammer_bracket_view_select (self, _hammer_bracket_view_find (self, match_id), TRUE);
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
      HammerBracketMatch *m = &g_array_index (self->layout->matches, HammerBracketMatch, i);

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
  HammerBracketMatch *m;

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

  _hammer_bracket_view_zoom_around (self, zoom, 0, 0, FALSE);
}

void
hammer_bracket_view_zoom_at (HammerBracketView *self,
                             double             zoom,
                             double             x,
                             double             y)
{
  g_return_if_fail (HAMMER_IS_BRACKET_VIEW (self));

  _hammer_bracket_view_zoom_around (self, zoom, x, y, TRUE);
}
