/* hammer-event-matches.c — the matches, boards and queue of an event, kept
 * up to date
 *
 * After a change the event is read again (from the events cache when
 * nothing else changed it), every match kept updates its properties, and
 * the lists splice only the part between what stayed at their start and
 * at their end: a result gives notifies, a Swiss round drawn gives one
 * items-changed at the end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-list-splice.h"

#include "events/hammer-event-matches.h"
#include "events/hammer-events-private.h"
#include "events/hammer-day-private.h"

struct _HammerEventMatches
{
  GObject parent_instance;

  HammerStore *store;
  gint64 event_id;
  HammerFormat format;
  gulong changes_handler;
  GPtrArray *items;         /* HammerEventMatch, in playing order */
  GHashTable *by_id;        /* match id (gint64 *) → HammerEventMatch of items */
  GListStore *boards;       /* HammerBoard */
  GListStore *queue;        /* HammerEventMatch of items */
  gint64 day_id;            /* its day, whose other events play on its boards; 0: none */
  char *read_error;         /* why the last read failed, or NULL */
};

enum {
  PROP_0,
  PROP_READ_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HammerEventMatches, hammer_event_matches, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
get_item_type (GListModel *list)
{
  return HAMMER_TYPE_EVENT_MATCH;
}

static guint
get_n_items (GListModel *list)
{
  return HAMMER_EVENT_MATCHES (list)->items->len;
}

static gpointer
get_item (GListModel *list,
          guint       position)
{
  HammerEventMatches *self = HAMMER_EVENT_MATCHES (list);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
hammer_event_matches_dispose (GObject *object)
{
  HammerEventMatches *self = (HammerEventMatches *) object;

  if (self->store != NULL)
    g_clear_signal_handler (&self->changes_handler, self->store);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (hammer_event_matches_parent_class)->dispose (object);
}

static void
hammer_event_matches_finalize (GObject *object)
{
  HammerEventMatches *self = (HammerEventMatches *) object;

  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->items);
  g_object_unref (self->boards);
  g_object_unref (self->queue);
  g_free (self->read_error);

  G_OBJECT_CLASS (hammer_event_matches_parent_class)->finalize (object);
}

static void
hammer_event_matches_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  HammerEventMatches *self = HAMMER_EVENT_MATCHES (object);

  switch (prop_id)
    {
    case PROP_READ_ERROR:
      g_value_set_string (value, self->read_error);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_event_matches_class_init (HammerEventMatchesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hammer_event_matches_dispose;
  object_class->finalize = hammer_event_matches_finalize;
  object_class->get_property = hammer_event_matches_get_property;

  /* Why the matches could not be read again after a change, or NULL: they
   * stay as last read meanwhile. */
  properties[PROP_READ_ERROR] =
    g_param_spec_string ("read-error", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
set_read_error (HammerEventMatches *self,
                const GError       *error)
{
  if (hammer_replace_string (&self->read_error, error != NULL ? error->message : NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ERROR]);
}

static void
hammer_event_matches_init (HammerEventMatches *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_id = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  self->boards = g_list_store_new (HAMMER_TYPE_BOARD);
  self->queue = g_list_store_new (HAMMER_TYPE_EVENT_MATCH);
}

static HammerEventMatch *
match_at (HammerEventMatches *self,
          HammerEventModel   *model,
          int                 index)
{
  gint64 id;

  if (index < 0)
    return NULL;
  id = g_array_index (model->matches, HammerEventMatchRow, index).id;
  return g_hash_table_lookup (self->by_id, &id);
}

/* The matches of @model (none when it is %NULL), the same objects for the
 * same ids. */
static void
refresh (HammerEventMatches *self,
         HammerEventModel   *model,
         HammerDayHolds     *holds)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) boards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) queue = g_ptr_array_new ();
  g_autoptr(GArray) order = NULL;
  g_autoptr(GPtrArray) old_items = NULL;
  guint position, removed, added;

  for (guint i = 0; model != NULL && i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      HammerEventMatch *match;

      /* A final reset that is not needed is no match at all. */
      if (model->resolved[i].status == HAMMER_MATCH_SKIPPED)
        continue;
      if ((match = g_hash_table_lookup (self->by_id, &row->id)))
        {
          hammer_event_match_update (match, model, i);
          g_ptr_array_add (items, g_object_ref (match));
        }
      else
        g_ptr_array_add (items, hammer_event_match_new_from_model (model, i));
    }

  hammer_list_find_splice (G_LIST_MODEL (self), items, &position, &removed, &added);
  old_items = g_steal_pointer (&self->items);
  self->items = g_steal_pointer (&items);
  g_hash_table_remove_all (self->by_id);
  for (guint k = 0; k < self->items->len; k++)
    {
      HammerEventMatch *match = g_ptr_array_index (self->items, k);
      gint64 id = hammer_event_match_get_id (match);

      g_hash_table_insert (self->by_id, g_memdup2 (&id, sizeof id), match);
    }
  if (removed > 0 || added > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);

  /* The boards, with the same match objects. */
  for (guint b = 0; model != NULL && b < model->boards->len; b++)
    {
      gint64 board_id = g_array_index (model->boards, HammerEventBoard, b).id;
      g_autoptr(HammerBoard) board = NULL;
      HammerEventModel *other = NULL;
      guint other_index = 0;
      int current, last;

      hammer_event_board_matches (model, b, &current, &last);
      for (guint k = 0; k < g_list_model_get_n_items (G_LIST_MODEL (self->boards)); k++)
        {
          g_autoptr(HammerBoard) old = g_list_model_get_item (G_LIST_MODEL (self->boards), k);

          if (hammer_board_get_id (old) == board_id)
            {
              board = g_steal_pointer (&old);
              break;
            }
        }
      if (board != NULL)
        hammer_board_update (board, model, b, match_at (self, model, current),
                             match_at (self, model, last));
      else
        board = hammer_board_new_from_model (model, b, match_at (self, model, current),
                                             match_at (self, model, last));
      /* On a day, the day's boards are every event's: another's match on
       * one is on it here too. */
      if (current < 0 && holds != NULL &&
          hammer_day_holds_board_match (holds, board_id, &other, &other_index) &&
          other->id != model->id)
        hammer_board_take_other (board, other, other_index);
      g_ptr_array_add (boards, g_steal_pointer (&board));
    }
  hammer_list_store_update (self->boards, boards);

  if (model != NULL)
    {
      order = hammer_event_compute_queue (model);
      for (guint k = 0; k < order->len; k++)
        {
          HammerEventMatch *match = match_at (self, model, g_array_index (order, guint, k));

          if (match != NULL)
            g_ptr_array_add (queue, match);
        }
    }
  hammer_list_store_update (self->queue, queue);
}

static gboolean
read_event (HammerEventMatches *self,
            GError            **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  HammerDayHolds *holds = NULL;

  if (!(model = hammer_event_take (self->store, self->event_id, error)))
    return FALSE;
  self->format = model->format;
  self->day_id = model->day_id;
  if (model->day_id != 0 &&
      !(holds = hammer_day_holds_from_cache (self->store, model->day_id, model, FALSE, error)))
    {
      hammer_event_keep (self->store, g_steal_pointer (&model));
      return FALSE;
    }
  refresh (self, model, holds);
  /* The day's other events stay kept for the next read. */
  if (holds != NULL)
    hammer_day_holds_keep (self->store, holds, -1);
  g_clear_pointer (&holds, hammer_day_holds_free);
  hammer_event_keep (self->store, g_steal_pointer (&model));
  return TRUE;
}

void
hammer_event_matches_update (HammerEventMatches *self,
                             HammerChangeSet    *changes)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (HAMMER_IS_EVENT_MATCHES (self));
  g_return_if_fail (changes == NULL || HAMMER_IS_CHANGE_SET (changes));

  /* The entrants are named after their players. */
  /* On a day, another event's call puts a match on a board of this one. */
  if (changes != NULL && hammer_change_set_is_complete (changes) && self->day_id == 0 &&
      !hammer_change_set_touches_event (changes, self->event_id) &&
      !hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS))
    return;
  /* An event deleted has no matches. One that could not be read keeps
   * what it showed, and says why: it is no event without matches. */
  if (read_event (self, &error))
    set_read_error (self, NULL);
  else if (g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND))
    {
      refresh (self, NULL, NULL);
      set_read_error (self, NULL);
    }
  else
    set_read_error (self, error);
}

const char *
hammer_event_matches_get_read_error (HammerEventMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCHES (self), NULL);

  return self->read_error;
}

static void
changes_cb (HammerStore        *store,
            HammerChangeSet    *changes,
            HammerEventMatches *self)
{
  hammer_event_matches_update (self, changes);
}

HammerEventMatches *
hammer_event_matches_new (HammerStore  *store,
                          gint64        event_id,
                          GError      **error)
{
  g_autoptr(HammerEventMatches) self = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (HAMMER_TYPE_EVENT_MATCHES, NULL);
  self->store = g_object_ref (store);
  self->event_id = event_id;
  if (!read_event (self, error))
    return NULL;
  self->changes_handler = g_signal_connect_object (store, "changes", G_CALLBACK (changes_cb),
                                                   self, G_CONNECT_DEFAULT);
  return g_steal_pointer (&self);
}

HammerStore *
hammer_event_matches_get_store (HammerEventMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCHES (self), NULL);
  return self->store;
}

gint64
hammer_event_matches_get_event_id (HammerEventMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCHES (self), 0);
  return self->event_id;
}

HammerFormat
hammer_event_matches_get_format (HammerEventMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCHES (self), HAMMER_FORMAT_SINGLE_ELIMINATION);
  return self->format;
}

GListModel *
hammer_event_matches_get_boards (HammerEventMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCHES (self), NULL);
  return G_LIST_MODEL (self->boards);
}

GListModel *
hammer_event_matches_get_queue (HammerEventMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCHES (self), NULL);
  return G_LIST_MODEL (self->queue);
}

HammerEventMatch *
hammer_event_matches_lookup (HammerEventMatches *self,
                             gint64              match_id)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCHES (self), NULL);
  return g_hash_table_lookup (self->by_id, &match_id);
}

GListModel *
hammer_events_list_matches (HammerStore  *store,
                            gint64        event_id,
                            GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return (GListModel *) hammer_event_matches_new (store, event_id, error);
}

gint64
hammer_event_matches_get_day_id (HammerEventMatches *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCHES (self), 0);
  return self->day_id;
}
