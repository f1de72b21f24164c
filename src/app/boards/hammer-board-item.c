/* hammer-board-item.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-board-item.h"
#include "hammer-clock.h"

struct _HammerBoardItem
{
  GObject parent_instance;

  guint number;
  char *name;
  HammerMatchItem *match;
  GDateTime *since;
  GDateTime *estimated_end;
  HammerMatchItem *next;
  HammerMatchItem *last;  /* the board's latest result */
  char *event_name;     /* the day's other event whose match is on it, or NULL */
  HammerResultWait result_wait;
  char *data_key;       /* the board's data */
  char *key;            /* and the next match */
};

G_DEFINE_FINAL_TYPE (HammerBoardItem, hammer_board_item, G_TYPE_OBJECT)

static void
hammer_board_item_finalize (GObject *object)
{
  HammerBoardItem *self = (HammerBoardItem *) object;

  g_free (self->name);
  g_free (self->event_name);
  g_clear_object (&self->match);
  g_clear_object (&self->last);
  g_clear_pointer (&self->since, g_date_time_unref);
  g_clear_pointer (&self->estimated_end, g_date_time_unref);
  g_clear_object (&self->next);
  g_free (self->data_key);
  g_free (self->key);

  G_OBJECT_CLASS (hammer_board_item_parent_class)->finalize (object);
}

static void
hammer_board_item_class_init (HammerBoardItemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_board_item_finalize;
}

static void
hammer_board_item_init (HammerBoardItem *self)
{
}

HammerBoardItem *
hammer_board_item_new_for_board (HammerBoard *board)
{
  HammerBoardItem *self;
  HammerEventMatch *match, *last;

  g_return_val_if_fail (HAMMER_IS_BOARD (board), NULL);

  self = g_object_new (HAMMER_TYPE_BOARD_ITEM, NULL);
  self->number = hammer_board_get_number (board);
  self->name = g_strdup (hammer_board_get_name (board));
  self->event_name = g_strdup (hammer_board_get_event_name (board));
  if ((match = hammer_board_get_match (board)) != NULL)
    {
      self->match = hammer_match_item_new_copy (match);
      self->since = hammer_clock_parse (hammer_board_get_since (board));
      self->estimated_end = hammer_clock_parse (hammer_board_get_estimated_end (board));
    }
  if ((last = hammer_board_get_last (board)) != NULL)
    self->last = hammer_match_item_new_copy (last);
  /* What the card shows, for the view to know when to make it again. */
  self->data_key = g_strdup_printf ("%u|%s|%s|%s|%s|%s|%s", self->number, self->name,
                                    self->event_name != NULL ? self->event_name : "",
                                    self->match != NULL ? hammer_match_item_get_key (self->match)
                                                        : "",
                                    hammer_board_get_since (board) != NULL
                                      ? hammer_board_get_since (board) : "",
                                    hammer_board_get_estimated_end (board) != NULL
                                      ? hammer_board_get_estimated_end (board) : "",
                                    self->last != NULL ? hammer_match_item_get_key (self->last)
                                                       : "");
  self->key = g_strdup (self->data_key);
  return self;
}

void
hammer_board_item_set_result_wait (HammerBoardItem *self,
                                   HammerResultWait wait)
{
  g_autofree char *data_key = NULL;
  g_autofree char *key = NULL;

  g_return_if_fail (HAMMER_IS_BOARD_ITEM (self));

  if (self->result_wait == wait)
    return;
  self->result_wait = wait;
  /* The card shows it: made again when it changes. */
  data_key = g_strdup_printf ("%s|w%d", self->data_key, (int) wait);
  key = g_strdup_printf ("%s|w%d", self->key, (int) wait);
  g_free (self->data_key);
  self->data_key = g_steal_pointer (&data_key);
  g_free (self->key);
  self->key = g_steal_pointer (&key);
}

HammerResultWait
hammer_board_item_get_result_wait (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), HAMMER_RESULT_WAIT_NONE);
  return self->result_wait;
}

guint
hammer_board_item_get_number (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), 0);
  return self->number;
}

const char *
hammer_board_item_get_name (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);
  return self->name;
}

HammerMatchItem *
hammer_board_item_get_match (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);
  return self->match;
}

GDateTime *
hammer_board_item_get_since (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);
  return self->since;
}

GDateTime *
hammer_board_item_get_estimated_end (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);
  return self->estimated_end;
}

HammerMatchItem *
hammer_board_item_get_next (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);
  return self->next;
}

gboolean
hammer_board_item_is_waiting (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), FALSE);
  /* Another event's match is that event's to call. */
  return self->match != NULL && self->since == NULL && self->event_name == NULL;
}

const char *
hammer_board_item_get_event_name (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);
  return self->event_name;
}

const char *
hammer_board_item_get_waiting_text (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);

  if (!hammer_board_item_is_waiting (self))
    return NULL;
  return hammer_match_item_waiting_to_be_called_text ();
}

char *
hammer_board_item_dup_next_text (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);

  if (self->next == NULL)
    return NULL;
  /* TRANSLATORS: the match that will likely be called to this board next. */
  return g_strdup_printf (_("Next: %s"), hammer_match_item_get_title (self->next));
}

char *
hammer_board_item_dup_last_text (HammerBoardItem *self)
{
  const char *source;

  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);

  if (self->last == NULL)
    return NULL;
  source = hammer_match_item_get_source (self->last);
  if (source != NULL)
    /* TRANSLATORS: the latest result on a board: the match, its score and
     * where it came from, "Last: Anna v Bert, 2 – 1, from board 3". */
    return g_strdup_printf (_("Last: %s, %s, %s"), hammer_match_item_get_title (self->last),
                            hammer_match_item_get_result (self->last), source);
  /* TRANSLATORS: the latest result on a board: the match and its score. */
  return g_strdup_printf (_("Last: %s, %s"), hammer_match_item_get_title (self->last),
                          hammer_match_item_get_result (self->last));
}

int
hammer_board_item_get_minutes (HammerBoardItem *self,
                               GDateTime       *now)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), -1);
  g_return_val_if_fail (now != NULL, -1);

  if (self->match == NULL || self->since == NULL)
    return -1;
  return (int) MAX (g_date_time_difference (now, self->since) / G_TIME_SPAN_MINUTE, 0);
}

gboolean
hammer_board_item_is_late (HammerBoardItem *self,
                           GDateTime       *now)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), FALSE);
  g_return_val_if_fail (now != NULL, FALSE);

  return self->match != NULL && self->estimated_end != NULL &&
         g_date_time_compare (now, self->estimated_end) > 0;
}

const char *
hammer_board_item_get_key (HammerBoardItem *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ITEM (self), NULL);
  return self->key;
}

static int
compare_free_order (gconstpointer a,
                    gconstpointer b)
{
  HammerBoardItem *x = *(HammerBoardItem **) a;
  HammerBoardItem *y = *(HammerBoardItem **) b;

  if ((x->match == NULL) != (y->match == NULL))
    return x->match == NULL ? -1 : 1;
  if (x->estimated_end != NULL && y->estimated_end != NULL)
    {
      int order = g_date_time_compare (x->estimated_end, y->estimated_end);

      if (order != 0)
        return order;
    }
  return x->number < y->number ? -1 : x->number > y->number ? 1 : 0;
}

void
hammer_board_item_plan_next (GPtrArray *boards,
                             GPtrArray *queue)
{
  g_autoptr(GPtrArray) order = NULL;

  g_return_if_fail (boards != NULL);
  g_return_if_fail (queue != NULL);

  /* A copy would unref the boards with the free function of @boards. */
  order = g_ptr_array_sized_new (boards->len);
  for (guint b = 0; b < boards->len; b++)
    g_ptr_array_add (order, g_ptr_array_index (boards, b));
  g_ptr_array_sort (order, compare_free_order);
  for (guint b = 0; b < order->len; b++)
    {
      HammerBoardItem *board = g_ptr_array_index (order, b);

      g_clear_object (&board->next);
      if (b < queue->len)
        board->next = g_object_ref (g_ptr_array_index (queue, b));
      g_free (board->key);
      board->key = g_strdup_printf ("%s|%" G_GINT64_FORMAT, board->data_key,
                                    board->next != NULL ? hammer_match_item_get_id (board->next)
                                                        : 0);
    }
}
