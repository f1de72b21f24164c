/* hammer-board.c — one board of an event, as screens show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-events-private.h"
#include "hammer-list-splice.h"

struct _HammerBoard
{
  GObject parent_instance;

  gint64 id;
  guint number;
  char *name;
  char *own_name;
  HammerEventMatch *match;
  char *since;
  char *estimated_end;
  HammerEventMatch *last;
  char *event_name;         /* the day's other event whose match is on it, or NULL */
};

G_DEFINE_FINAL_TYPE (HammerBoard, hammer_board, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NUMBER,
  PROP_NAME,
  PROP_OWN_NAME,
  PROP_MATCH,
  PROP_SINCE,
  PROP_ESTIMATED_END,
  PROP_LAST,
  PROP_EVENT_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_board_finalize (GObject *object)
{
  HammerBoard *self = (HammerBoard *) object;

  g_free (self->name);
  g_free (self->own_name);
  g_clear_object (&self->match);
  g_free (self->since);
  g_free (self->estimated_end);
  g_clear_object (&self->last);
  g_free (self->event_name);

  G_OBJECT_CLASS (hammer_board_parent_class)->finalize (object);
}

static void
hammer_board_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  HammerBoard *self = HAMMER_BOARD (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_int64 (value, self->id); break;
    case PROP_NUMBER: g_value_set_uint (value, self->number); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_OWN_NAME: g_value_set_string (value, self->own_name); break;
    case PROP_MATCH: g_value_set_object (value, self->match); break;
    case PROP_SINCE: g_value_set_string (value, self->since); break;
    case PROP_ESTIMATED_END: g_value_set_string (value, self->estimated_end); break;
    case PROP_LAST: g_value_set_object (value, self->last); break;
    case PROP_EVENT_NAME: g_value_set_string (value, self->event_name); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

#define READABLE (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)

static void
hammer_board_class_init (HammerBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_board_finalize;
  object_class->get_property = hammer_board_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, READABLE);
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, READABLE);
  properties[PROP_OWN_NAME] = g_param_spec_string ("own-name", NULL, NULL, NULL, READABLE);
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, HAMMER_TYPE_EVENT_MATCH, READABLE);
  properties[PROP_SINCE] = g_param_spec_string ("since", NULL, NULL, NULL, READABLE);
  properties[PROP_ESTIMATED_END] =
    g_param_spec_string ("estimated-end", NULL, NULL, NULL, READABLE);
  properties[PROP_LAST] =
    g_param_spec_object ("last", NULL, NULL, HAMMER_TYPE_EVENT_MATCH, READABLE);

  properties[PROP_EVENT_NAME] = g_param_spec_string ("event-name", NULL, NULL, NULL, READABLE);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_board_init (HammerBoard *self)
{
}

static void
set_string (HammerBoard *self,
            char       **field,
            const char  *value,
            guint        prop)
{
  if (hammer_replace_string (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_match (HammerBoard       *self,
           HammerEventMatch **field,
           HammerEventMatch  *value,
           guint              prop)
{
  if (g_set_object (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
hammer_board_update (HammerBoard      *self,
                     HammerEventModel *model,
                     guint             index,
                     HammerEventMatch *match,
                     HammerEventMatch *last)
{
  HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, index);
  g_autofree char *name = NULL;
  g_autofree char *estimate = NULL;
  HammerEventMatchRow *row = NULL;

  g_return_if_fail (HAMMER_IS_BOARD (self));

  if (match != NULL)
    {
      int i = hammer_event_find_match (model, hammer_event_match_get_id (match), NULL);

      row = i >= 0 ? &g_array_index (model->matches, HammerEventMatchRow, i) : NULL;
    }
  if (row != NULL)
    estimate = hammer_event_estimate_end (model, row);
  name = hammer_i18n_board_name (board->name, board->number);

  g_object_freeze_notify (G_OBJECT (self));
  if (self->id != board->id)
    {
      self->id = board->id;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
    }
  if (self->number != board->number)
    {
      self->number = board->number;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);
    }
  set_string (self, &self->name, name, PROP_NAME);
  set_string (self, &self->own_name, board->name, PROP_OWN_NAME);
  set_match (self, &self->match, match, PROP_MATCH);
  set_string (self, &self->since, row != NULL ? row->called_at : NULL, PROP_SINCE);
  set_string (self, &self->estimated_end, estimate, PROP_ESTIMATED_END);
  set_match (self, &self->last, last, PROP_LAST);
  set_string (self, &self->event_name, NULL, PROP_EVENT_NAME);
  g_object_thaw_notify (G_OBJECT (self));
}

void
hammer_board_take_other (HammerBoard      *self,
                         HammerEventModel *other,
                         guint             index)
{
  HammerEventMatchRow *row = &g_array_index (other->matches, HammerEventMatchRow, index);
  g_autofree char *estimate = hammer_event_estimate_end (other, row);
  g_autoptr(HammerEventMatch) match = NULL;

  g_return_if_fail (HAMMER_IS_BOARD (self));

  /* The same match keeps its object, as the event's own do. */
  if (self->match != NULL && self->event_name != NULL &&
      g_str_equal (self->event_name, other->name) &&
      hammer_event_match_get_id (self->match) == row->id)
    match = g_object_ref (self->match);
  if (match != NULL)
    hammer_event_match_update (match, other, index);
  else
    match = hammer_event_match_new_from_model (other, index);

  g_object_freeze_notify (G_OBJECT (self));
  set_match (self, &self->match, match, PROP_MATCH);
  set_string (self, &self->since, row->called_at, PROP_SINCE);
  set_string (self, &self->estimated_end, estimate, PROP_ESTIMATED_END);
  set_string (self, &self->event_name, other->name, PROP_EVENT_NAME);
  g_object_thaw_notify (G_OBJECT (self));
}

HammerBoard *
hammer_board_new_from_model (HammerEventModel *model,
                             guint             index,
                             HammerEventMatch *match,
                             HammerEventMatch *last)
{
  HammerBoard *self = g_object_new (HAMMER_TYPE_BOARD, NULL);

  hammer_board_update (self, model, index, match, last);
  return self;
}

gint64
hammer_board_get_id (HammerBoard *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD (self), 0);
  return self->id;
}

guint
hammer_board_get_number (HammerBoard *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD (self), 0);
  return self->number;
}

const char *
hammer_board_get_name (HammerBoard *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD (self), NULL);
  return self->name;
}

const char *
hammer_board_get_own_name (HammerBoard *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD (self), NULL);
  return self->own_name;
}

HammerEventMatch *
hammer_board_get_match (HammerBoard *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD (self), NULL);
  return self->match;
}

const char *
hammer_board_get_since (HammerBoard *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD (self), NULL);
  return self->since;
}

const char *
hammer_board_get_estimated_end (HammerBoard *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD (self), NULL);
  return self->estimated_end;
}

HammerEventMatch *
hammer_board_get_last (HammerBoard *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD (self), NULL);
  return self->last;
}

const char *
hammer_board_get_event_name (HammerBoard *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD (self), NULL);
  return self->event_name;
}
