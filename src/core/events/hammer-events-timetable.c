/* hammer-events-timetable.c — the rest of the day as the boards will likely
 * play it: when each match still to play starts and ends, and where
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-events-private.h"
#include "hammer-error.h"
#include "hammer-now.h"

typedef struct
{
  guint      index;     /* in the model's matches */
  guint      board;     /* the board's index */
  GDateTime *start;
  GDateTime *end;
  gboolean   on_board;
} Slot;

static void
slot_clear (Slot *slot)
{
  g_clear_pointer (&slot->start, g_date_time_unref);
  g_clear_pointer (&slot->end, g_date_time_unref);
}

static guint
board_index (HammerEventModel *model,
             gint64            board_id)
{
  for (guint b = 0; b < model->boards->len; b++)
    if (g_array_index (model->boards, HammerEventBoard, b).id == board_id)
      return b;
  return G_MAXUINT;
}

/* The board that comes free first of those that take match @index (its
 * reservations: a final kept for board 1 waits for it), or of all when
 * none does. */
static guint
first_free (HammerEventModel *model,
            GPtrArray        *free_at,
            guint             index)
{
  guint best = G_MAXUINT;

  for (guint b = 0; b < free_at->len; b++)
    if (hammer_day_board_takes (&g_array_index (model->boards, HammerEventBoard, b), model,
                                index) &&
        (best == G_MAXUINT || g_date_time_compare (g_ptr_array_index (free_at, b),
                                                   g_ptr_array_index (free_at, best)) < 0))
      best = b;
  if (best != G_MAXUINT)
    return best;
  best = 0;
  for (guint b = 1; b < free_at->len; b++)
    if (g_date_time_compare (g_ptr_array_index (free_at, b),
                             g_ptr_array_index (free_at, best)) < 0)
      best = b;
  return best;
}

/* Puts match @index on the board free first, no earlier than @not_before. */
static void
plan_match (HammerEventModel *model,
            GArray           *slots,
            GPtrArray        *free_at,
            guint             index,
            GDateTime        *not_before)
{
  Slot slot = { .index = index };
  GDateTime *free;

  slot.board = first_free (model, free_at, index);
  free = g_ptr_array_index (free_at, slot.board);
  slot.start = g_date_time_ref (not_before != NULL && g_date_time_compare (not_before, free) > 0
                                ? not_before : free);
  slot.end = g_date_time_add_minutes (slot.start,
                                     hammer_event_match_minutes (
                                       model, &g_array_index (model->matches,
                                                              HammerEventMatchRow, index), 0));
  g_ptr_array_index (free_at, slot.board) = g_date_time_ref (slot.end);
  g_date_time_unref (free);
  g_array_append_val (slots, slot);
}

/* The matches on their boards now: called ones end as the boards estimate,
 * one waiting to be called starts now. */
static void
plan_on_boards (HammerEventModel *model,
                GArray           *slots,
                GPtrArray        *free_at,
                GDateTime        *now)
{
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      guint b = row->board_id != 0 ? board_index (model, row->board_id) : G_MAXUINT;
      g_autofree char *estimate = NULL;
      Slot slot = { .index = i, .board = b, .on_board = TRUE };

      if (b == G_MAXUINT || !hammer_event_match_open (model, i))
        continue;
      if ((estimate = hammer_event_estimate_end (model, row)) != NULL)
        {
          slot.start = g_date_time_new_from_iso8601 (row->called_at, NULL);
          slot.end = g_date_time_new_from_iso8601 (estimate, NULL);
        }
      if (slot.start == NULL || slot.end == NULL)
        {
          slot_clear (&slot);
          slot.start = g_date_time_ref (now);
          slot.end = g_date_time_add_minutes (now, hammer_event_match_minutes (model, row, 0));
        }
      /* A match running late still holds its board. */
      if (g_date_time_compare (slot.end, now) < 0)
        {
          g_date_time_unref (slot.end);
          slot.end = g_date_time_ref (now);
        }
      if (g_date_time_compare (slot.end, g_ptr_array_index (free_at, b)) > 0)
        {
          g_date_time_unref (g_ptr_array_index (free_at, b));
          g_ptr_array_index (free_at, b) = g_date_time_ref (slot.end);
        }
      g_array_append_val (slots, slot);
    }
}

static int
compare_by_number (gconstpointer a,
                   gconstpointer b,
                   gpointer      data)
{
  HammerEventModel *model = data;
  guint x = g_array_index (model->matches, HammerEventMatchRow, *(const guint *) a).number;
  guint y = g_array_index (model->matches, HammerEventMatchRow, *(const guint *) b).number;

  return x < y ? -1 : x > y;
}

/* The matches whose sides are not known yet, in playing order, each after
 * every match of an earlier round that it may wait for. */
static void
plan_pending (HammerEventModel *model,
              GArray           *slots,
              GPtrArray        *free_at)
{
  g_autoptr(GArray) pending = g_array_new (FALSE, FALSE, sizeof (guint));

  /* A match without a number will be a bye: nobody plays it. */
  for (guint i = 0; i < model->matches->len; i++)
    if (model->resolved[i].status == HAMMER_MATCH_PENDING &&
        g_array_index (model->matches, HammerEventMatchRow, i).number > 0)
      g_array_append_val (pending, i);
  g_array_sort_with_data (pending, compare_by_number, model);
  for (guint k = 0; k < pending->len; k++)
    {
      guint index = g_array_index (pending, guint, k);
      guint round = g_array_index (model->matches, HammerEventMatchRow, index).dm.round;
      GDateTime *after = NULL;

      for (guint s = 0; s < slots->len; s++)
        {
          Slot *slot = &g_array_index (slots, Slot, s);

          if (g_array_index (model->matches, HammerEventMatchRow, slot->index).dm.round < round &&
              (after == NULL || g_date_time_compare (slot->end, after) > 0))
            after = slot->end;
        }
      plan_match (model, slots, free_at, index, after);
    }
}

static int
compare_slots (gconstpointer a,
               gconstpointer b)
{
  const Slot *x = a, *y = b;
  int order = g_date_time_compare (x->start, y->start);

  return order != 0 ? order : x->board < y->board ? -1 : x->board > y->board;
}

static void
add_time (JsonBuilder *builder,
          const char  *member,
          GDateTime   *time)
{
  g_autofree char *text = g_date_time_format_iso8601 (time);

  json_builder_set_member_name (builder, member);
  json_builder_add_string_value (builder, text);
}

JsonNode *
hammer_events_get_timetable_json (HammerStore  *self,
                                  gint64        event_id,
                                  GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  g_autoptr(GArray) slots = g_array_new (FALSE, FALSE, sizeof (Slot));
  g_autoptr(GPtrArray) free_at = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                                 g_date_time_unref);
  g_autoptr(GArray) queue = NULL;
  g_autoptr(GDateTime) now = hammer_now ();
  g_autoptr(HammerDayHolds) holds = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  g_array_set_clear_func (slots, (GDestroyNotify) slot_clear);
  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;
  if (hammer_format_get_info (model->format)->own_cards || model->boards->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A timetable is made for matches called to boards; this event has none"));
      hammer_event_keep (self, g_steal_pointer (&model));
      return NULL;
    }
  /* On a day, another event's match keeps its board until it likely ends,
   * and a player held elsewhere or resting starts no match before then. */
  if (model->day_id != 0 &&
      !(holds = hammer_day_holds_new (hammer_store_get_db (self), model->day_id, model, FALSE,
                                      error)))
    {
      hammer_event_keep (self, g_steal_pointer (&model));
      return NULL;
    }
  for (guint b = 0; b < model->boards->len; b++)
    {
      gint64 board_id = g_array_index (model->boards, HammerEventBoard, b).id;
      g_autoptr(GDateTime) held = holds != NULL ? hammer_day_holds_board_free_at (holds, board_id)
                                                : NULL;

      g_ptr_array_add (free_at, g_date_time_ref (held != NULL && g_date_time_compare (held, now) > 0
                                                   ? held : now));
    }

  plan_on_boards (model, slots, free_at, now);
  queue = hammer_event_compute_queue (model);
  for (guint k = 0; k < queue->len; k++)
    {
      guint index = g_array_index (queue, guint, k);
      g_autoptr(GDateTime) not_before = holds != NULL
                                          ? hammer_day_holds_not_before (holds, model, index)
                                          : NULL;

      plan_match (model, slots, free_at, index, not_before);
    }
  plan_pending (model, slots, free_at);
  if (slots->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Every match has been played: there is no timetable left"));
      hammer_event_keep (self, g_steal_pointer (&model));
      return NULL;
    }
  g_array_sort (slots, compare_slots);

  builder = json_builder_new ();
  json_builder_begin_object (builder);
  add_time (builder, "now", now);
  json_builder_set_member_name (builder, "matches");
  json_builder_begin_array (builder);
  for (guint s = 0; s < slots->len; s++)
    {
      Slot *slot = &g_array_index (slots, Slot, s);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "match");
      hammer_event_add_match_json (builder, model, slot->index);
      json_builder_set_member_name (builder, "board");
      json_builder_add_int_value (builder, g_array_index (model->boards, HammerEventBoard,
                                                          slot->board).number);
      add_time (builder, "start", slot->start);
      add_time (builder, "end", slot->end);
      json_builder_set_member_name (builder, "on_board");
      json_builder_add_boolean_value (builder, slot->on_board);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  hammer_event_keep (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}
