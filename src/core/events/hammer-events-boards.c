/* hammer-events-boards.c — calling matches to the boards, matches under way, the boards' JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-events-private.h"
#include "events/hammer-day-private.h"

/* Puts match @index on @board_id. With @call the director calls it there and
 * its clock starts now; without, it waits on the board to be called (or
 * for its first end), as the draw and each result leave it. */
gboolean
hammer_event_put_on_board (HammerStoreTx    *tx,
                           HammerEventModel *model,
                           guint             index,
                           gint64            board_id,
                           gboolean          call,
                           GError          **error)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  g_autofree char *now = call ? hammer_now_stamp () : NULL;
  sqlite3_stmt *stmt = hammer_store_borrow_statement (tx->db,
                                                      "UPDATE matches SET board_id = ?2,"
                                                      " called_at = ?3, number = ?4"
                                                      " WHERE id = ?1", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, row->id);
  sqlite3_bind_int64 (stmt, 2, board_id);
  hammer_store_bind_text (stmt, 3, now);
  /* The number as people read it now: a consolation's match takes its
   * own once the results say it is played (hammer_event_number_resolved()),
   * and the change's summary names the match by the stored one. */
  if (row->number > 0)
    sqlite3_bind_int (stmt, 4, (int) row->number);
  else
    sqlite3_bind_null (stmt, 4);
  if (!hammer_store_tx_run_logged (tx, "matches", row->id, stmt, error))
    return FALSE;
  row->board_id = board_id;
  g_free (row->called_at);
  row->called_at = g_steal_pointer (&now);
  return TRUE;
}

/* Fills every free board from the queue; nobody is put on two boards. One
 * pass over the matches finds the busy boards and players. With @holds (an
 * event of a day) a board another event's match is on is busy too, and so
 * is a player on a board or resting in any event of the day. */
gboolean
hammer_event_assign_boards_held (HammerStoreTx    *tx,
                                 HammerEventModel *model,
                                 HammerDayHolds   *holds,
                                 gboolean          call,
                                 guint            *n_assigned,
                                 GError          **error)
{
  g_autoptr(GArray) queue = NULL;
  g_autoptr(GHashTable) busy_boards = NULL;
  g_autofree gboolean *busy = NULL;
  guint n_free = 0;
  guint next = 0;

  if (model->boards->len == 0)
    return TRUE;

  busy_boards = g_hash_table_new (g_int64_hash, g_int64_equal);
  busy = g_new0 (gboolean, model->entrants->len + 1);
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      if (row->board_id == 0 || !hammer_event_match_open (model, i))
        continue;
      g_hash_table_add (busy_boards, &row->board_id);
      hammer_event_mark_busy (model, i, busy);
    }
  if (holds != NULL)
    hammer_day_holds_mark (holds, model, busy);

  /* Nothing to fill while every board is busy. A match of a busy player
   * cannot go on a board: the queue leaves them out before it sorts, and
   * after a result only the two players it freed have any. */
  for (guint b = 0; b < model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      n_free += !g_hash_table_contains (busy_boards, &board->id) &&
                (holds == NULL || !hammer_day_holds_board_busy (holds, board->id));
    }
  if (n_free == 0)
    return TRUE;
  queue = hammer_event_compute_queue_limited (model, busy, 0);
  for (guint b = 0; b < model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      if (g_hash_table_contains (busy_boards, &board->id) ||
          (holds != NULL && hammer_day_holds_board_busy (holds, board->id)))
        continue;

      for (guint k = next; k < queue->len; k++)
        {
          guint index = g_array_index (queue, guint, k);

          if (hammer_event_match_busy (model, index, busy) ||
              !hammer_day_board_takes (board, model, index))
            continue;
          if (!hammer_event_put_on_board (tx, model, index, board->id, call, error))
            return FALSE;
          (*n_assigned)++;
          hammer_event_mark_busy (model, index, busy);
          /* The queue's head moves on past what is taken or held for good. */
          while (next < queue->len &&
                 hammer_event_match_busy (model, g_array_index (queue, guint, next), busy))
            next++;
          break;
        }
    }
  return TRUE;
}

gboolean
hammer_event_assign_boards (HammerStoreTx    *tx,
                            HammerEventModel *model,
                            GError          **error)
{
  guint n_assigned = 0;

  /* The boards of a day are the day's queue's to fill (hammer-day-queue.c):
   * a result in one event must not hand its board to the same event when
   * another is further behind. */
  if (model->day_id != 0)
    return TRUE;
  return hammer_event_assign_boards_held (tx, model, NULL, FALSE, &n_assigned, error);
}

guint
hammer_events_call_next_matches (HammerStore  *self,
                                 gint64        event_id,
                                 GError      **error)
{
  return hammer_events_call_next_matches_full (self, event_id, FALSE, error);
}

guint
hammer_events_call_next_matches_full (HammerStore  *self,
                                      gint64        event_id,
                                      gboolean      ignore_rest,
                                      GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  HammerStoreTx tx = { 0 };
  guint n_assigned = 0;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  db = hammer_store_get_db (self);
  /* TRANSLATORS: a change in the history. */
  if (!hammer_store_tx_begin (&tx, db, _("Call the next matches"), error))
    return 0;
  if (!(model = hammer_event_load (db, event_id, error)) ||
      (model->day_id != 0 &&
       !(holds = hammer_day_holds_new (db, model->day_id, model, ignore_rest, error))) ||
      !hammer_event_assign_boards_held (&tx, model, holds, TRUE, &n_assigned, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }

  /* Nothing to call leaves no empty entry in the history. */
  if (n_assigned == 0)
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }
  if (!hammer_store_tx_finish (&tx, self, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }
  return n_assigned;
}

gboolean
hammer_events_assign_board (HammerStore  *self,
                            gint64        event_id,
                            gint64        match_id,
                            guint         board_number,
                            GError      **error)
{
  return hammer_events_assign_board_full (self, event_id, match_id, board_number, FALSE, error);
}

/* Who holds what, as match @index of @model is about to go on a board:
 * for an event of a day, the boards and players of every event of the
 * day (and who rests, unless @ignore_rest); for another, its own. A match
 * moved from one board to another holds neither that board nor its
 * players. */
static HammerDayHolds *
holds_for_assign (sqlite3           *db,
                  HammerEventModel  *model,
                  guint              index,
                  gboolean           ignore_rest,
                  GError           **error)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  gint64 board_id = row->board_id;
  HammerDayHolds *holds;

  row->board_id = 0;
  holds = model->day_id != 0
          ? hammer_day_holds_new (db, model->day_id, model, ignore_rest, error)
          : hammer_day_holds_new_for_event (model);
  row->board_id = board_id;
  return holds;
}

gboolean
hammer_events_assign_board_full (HammerStore  *self,
                                 gint64        event_id,
                                 gint64        match_id,
                                 guint         board_number,
                                 gboolean      ignore_rest,
                                 GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autofree char *description = NULL;
  g_auto(HammerStoreTx) tx = { 0 };
  HammerEventBoard *board = NULL;
  int index = -1;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  /* The checks below read inside the change: no other writer moves a match
   * between them and the write. */
  if (!hammer_store_tx_begin (&tx, db, HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (db, event_id, error)))
    return FALSE;

  index = hammer_event_find_match (model, match_id, error);
  for (guint b = 0; b < model->boards->len; b++)
    if (g_array_index (model->boards, HammerEventBoard, b).number == board_number)
      board = &g_array_index (model->boards, HammerEventBoard, b);

  if (index < 0)
    return FALSE;
  if (board == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("“%s” has no board %u"), model->name, board_number);
      return FALSE;
    }
  if (g_array_index (model->matches, HammerEventMatchRow, index).number == 0)
    return hammer_event_set_bye_error (&g_array_index (model->matches, HammerEventMatchRow, index),
                                       error);
  if (!hammer_event_match_open (model, index))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match %u is not ready to be played"),
                   g_array_index (model->matches, HammerEventMatchRow, index).number);
      return FALSE;
    }
  /* On a day, another event's match may hold the board, and a player may
   * play on another board or rest, in any event of the day. */
  if (!(holds = holds_for_assign (db, model, (guint) index, ignore_rest, error)))
    return FALSE;
  if (g_array_index (model->matches, HammerEventMatchRow, index).board_id == board->id ||
      hammer_day_holds_board_busy (holds, board->id))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s is in use; finish or move its match first"), board->name);
      return FALSE;
    }
  if (!hammer_day_holds_check (holds, db, model, (guint) index, error))
    return FALSE;

  /* TRANSLATORS: a change in the history. */
  description = g_strdup_printf (_("Put match %u on %s"),
                                 g_array_index (model->matches, HammerEventMatchRow, index).number,
                                 board->name);
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !hammer_event_put_on_board (&tx, model, index, board->id, TRUE, error) ||
      !hammer_store_tx_finish (&tx, self, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_events_call_board (HammerStore  *self,
                          gint64        event_id,
                          guint         board_number,
                          GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autofree char *description = NULL;
  g_autofree char *label = NULL;
  g_autofree char *now = NULL;
  g_auto(HammerStoreTx) tx = { 0 };
  HammerEventBoard *board = NULL;
  HammerEventMatchRow *row = NULL;
  sqlite3_stmt *stmt;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  db = hammer_store_get_db (self);
  if (!hammer_store_tx_begin (&tx, db, HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (db, event_id, error)))
    return FALSE;
  for (guint b = 0; b < model->boards->len; b++)
    if (g_array_index (model->boards, HammerEventBoard, b).number == board_number)
      board = &g_array_index (model->boards, HammerEventBoard, b);
  if (board == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("“%s” has no board %u"), model->name, board_number);
      return FALSE;
    }
  for (guint i = 0; i < model->matches->len; i++)
    if (g_array_index (model->matches, HammerEventMatchRow, i).board_id == board->id &&
        hammer_event_match_open (model, i))
      row = &g_array_index (model->matches, HammerEventMatchRow, i);
  if (row == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s has no match to call; call the next matches first"), board->name);
      return FALSE;
    }
  label = hammer_event_match_label (row);
  if (row->called_at != NULL)
    {
      /* TRANSLATORS: "Match 9 on Board 1 was called already". */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s on %s was called already"), label, board->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history: "Call Match 9 on Board 1". */
  description = g_strdup_printf (_("Call %s on %s"), label, board->name);
  now = hammer_now_stamp ();
  if (!hammer_store_tx_describe (&tx, description, error) ||
      !(stmt = hammer_store_borrow_statement (tx.db, "UPDATE matches SET called_at = ?2"
                                                     " WHERE id = ?1", error)))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }
  sqlite3_bind_int64 (stmt, 1, row->id);
  sqlite3_bind_text (stmt, 2, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_tx_run_logged (&tx, "matches", row->id, stmt, error) ||
      !hammer_store_tx_finish (&tx, self, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }
  return TRUE;
}

/* A match on a board or with ends typed, as it was before a result. */
typedef struct
{
  gint64  id;
  guint   index;    /* in the matches then; a Swiss round undone moves it */
  char   *label;
  gint64  board_id;
  guint   n_sides;
  int     entrants[2];
  gboolean called;  /* its clock runs; else it only waits on its board */
} UnderWay;

static void
under_way_clear (UnderWay *entry)
{
  g_free (entry->label);
}

GArray *
hammer_event_matches_under_way (HammerEventModel *model,
                                guint             index)
{
  GArray *under_way = g_array_new (FALSE, TRUE, sizeof (UnderWay));

  g_array_set_clear_func (under_way, (GDestroyNotify) under_way_clear);
  for (guint j = 0; j < model->matches->len; j++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, j);
      UnderWay entry = { row->id, j, NULL, row->board_id, row->dm.n_sides,
                         { model->resolved[j].entrants[0], model->resolved[j].entrants[1] },
                         row->called_at != NULL || row->input != NULL };

      if (j == index || !hammer_event_match_open (model, j) ||
          (row->board_id == 0 && row->input == NULL))
        continue;
      entry.label = hammer_event_match_label (row);
      g_array_append_val (under_way, entry);
    }
  return under_way;
}

/* The index of the match @entry was, when it is still there, open and
 * played by the same sides; -1 otherwise. */
static int
same_match (HammerEventModel *model,
            const UnderWay   *entry,
            int              *now)
{
  /* Where it was, mostly: looking through every match for each of forty
   * boards cost more than the result. */
  if (entry->index < model->matches->len &&
      g_array_index (model->matches, HammerEventMatchRow, entry->index).id == entry->id)
    *now = entry->index;
  else
    *now = hammer_event_find_match (model, entry->id, NULL);
  if (*now < 0 || !hammer_event_match_open (model, *now))
    return -1;
  for (guint s = 0; s < entry->n_sides && s < 2; s++)
    if (model->resolved[*now].entrants[s] != entry->entrants[s])
      return -1;
  return *now;
}

static char *
sides_text (HammerEventModel *model,
            const int        *entrants,
            guint             n_sides)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < n_sides && s < 2; s++)
    {
      const char *name = hammer_event_entrant_name (model, entrants[s]);

      /* TRANSLATORS: between the sides of a match, "Anna v Bert". */
      g_string_append_printf (text, "%s%s", s > 0 ? _(" v ") : "", name ? name : "—");
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* One paragraph for the director: where the match is, who plays it, and
 * what the correction does to it. @now is its index after the change, or
 * -1 when it is gone. */
static char *
describe_board_change (HammerEventModel *model,
                       const UnderWay   *entry,
                       int               now)
{
  HammerEventBoard *board = hammer_event_board_by_id (model, entry->board_id);
  g_autofree char *before = sides_text (model, entry->entrants, entry->n_sides);
  g_autofree char *where = NULL;
  g_autoptr(GString) swaps = g_string_new (NULL);
  gboolean known = now >= 0 && model->resolved[now].status == HAMMER_MATCH_READY;

  if (board != NULL && !entry->called)
    /* TRANSLATORS: match, board and its sides: "Match 9 waits on Board 1 to be called: Anna v
     * Bert." */
    where = g_strdup_printf (_("%s waits on %s to be called: %s."), entry->label, board->name,
                             before);
  else if (board != NULL)
    /* TRANSLATORS: board, match and its sides: "Board 1 is playing Match 9: Anna v Bert." */
    where = g_strdup_printf (_("%s is playing %s: %s."), board->name, entry->label, before);
  else
    /* TRANSLATORS: a match with ends typed and its sides: "Match 9 is under way: Anna v Bert." */
    where = g_strdup_printf (_("%s is under way: %s."), entry->label, before);

  /* A final reset no longer needed, or a walkover now. */
  if (now >= 0 && (model->resolved[now].status == HAMMER_MATCH_SKIPPED ||
                   model->resolved[now].status == HAMMER_MATCH_FINISHED))
    return board != NULL
           /* TRANSLATORS: the first %s is the sentence above; then match and board. */
           ? g_strdup_printf (_("%s After this correction %s is not played; %s is freed for "
                                "the next match."), where, entry->label, board->name)
           /* TRANSLATORS: the first %s is the sentence above; then the match. */
           : g_strdup_printf (_("%s After this correction %s is not played; its ends are "
                                "dropped."), where, entry->label);
  if (!known)
    return board != NULL
           /* TRANSLATORS: the first %s is the sentence above; then match and board. */
           ? g_strdup_printf (_("%s This correction leaves %s without its players for now; "
                                "%s is freed for the next match."), where, entry->label,
                              board->name)
           /* TRANSLATORS: the first %s is the sentence above; then the match. */
           : g_strdup_printf (_("%s This correction leaves %s without its players for now; "
                                "its ends are dropped."), where, entry->label);

  for (guint s = 0; s < entry->n_sides && s < 2; s++)
    {
      int after = model->resolved[now].entrants[s];

      if (after == entry->entrants[s])
        continue;
      if (swaps->len > 0)
        /* TRANSLATORS: between two replacements,
         * "Carl in Bert’s place and Dirk in Anna’s place". */
        g_string_append (swaps, _(" and "));
      /* TRANSLATORS: one side taking another's place, "Carl in Bert’s place". */
      g_string_append_printf (swaps, _("%s in %s’s place"),
                              hammer_event_entrant_name (model, after),
                              hammer_event_entrant_name (model, entry->entrants[s]));
    }
  /* Nothing was played: there is nothing to start over. */
  if (board != NULL && !entry->called)
    /* TRANSLATORS: the first %s is the sentence above, then "Carl in Bert’s place", the
     * match and the board. */
    return g_strdup_printf (_("%s This correction puts %s; %s still waits on %s."), where,
                            swaps->str, entry->label, board->name);
  return board != NULL
         /* TRANSLATORS: the first %s is the sentence above, then "Carl in Bert’s place",
          * the match and the board. */
         ? g_strdup_printf (_("%s This correction puts %s; %s will start over on %s."), where,
                            swaps->str, entry->label, board->name)
         /* TRANSLATORS: the first %s is the sentence above, then "Carl in Bert’s place" and
          * the match. */
         : g_strdup_printf (_("%s This correction puts %s; %s will start over."), where,
                            swaps->str, entry->label);
}

JsonNode *
hammer_event_board_changes_json (HammerEventModel *model,
                                 GArray           *under_way)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint k = 0; k < under_way->len; k++)
    {
      const UnderWay *entry = &g_array_index (under_way, UnderWay, k);
      HammerEventBoard *board = hammer_event_board_by_id (model, entry->board_id);
      g_autofree char *description = NULL;
      int now;

      if (same_match (model, entry, &now) >= 0)
        continue;
      description = describe_board_change (model, entry, now);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "match");
      json_builder_add_int_value (builder, entry->id);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, entry->label);
      json_builder_set_member_name (builder, "board");
      if (board != NULL)
        json_builder_add_int_value (builder, board->number);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "board_name");
      hammer_event_add_nullable_string (builder, board != NULL ? board->name : NULL);
      json_builder_set_member_name (builder, "names");
      json_builder_begin_array (builder);
      for (guint s = 0; s < entry->n_sides && s < 2; s++)
        hammer_event_add_nullable_string (builder,
                                          hammer_event_entrant_name (model, entry->entrants[s]));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "new_names");
      json_builder_begin_array (builder);
      for (guint s = 0; s < entry->n_sides && s < 2; s++)
        {
          int after = now >= 0 ? model->resolved[now].entrants[s] : HAMMER_ENTRANT_UNKNOWN;

          hammer_event_add_nullable_string (builder, hammer_event_entrant_name (model, after));
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, description);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

gboolean
hammer_event_restart_changed_matches (HammerStoreTx    *tx,
                                      HammerEventModel *model,
                                      GArray           *under_way,
                                      GError          **error)
{
  for (guint k = 0; k < under_way->len; k++)
    {
      const UnderWay *entry = &g_array_index (under_way, UnderWay, k);
      sqlite3_stmt *stmt;
      HammerEventMatchRow *row;
      int index;

      if (same_match (model, entry, &index) >= 0 || index < 0)
        continue;
      row = &g_array_index (model->matches, HammerEventMatchRow, index);
      /* A match that starts over with other players waits to be called
       * again; one left without its players leaves its board. */
      if (!hammer_event_match_open (model, index))
        row->board_id = 0;

      stmt = hammer_store_borrow_statement (tx->db,
                                            "UPDATE matches SET board_id = ?2, called_at = NULL,"
                                            " result = NULL, winner = NULL,"
                                            " result_entrants = NULL, finished_at = NULL,"
                                            " result_source = NULL, summary = NULL"
                                            " WHERE id = ?1", error);
      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, row->id);
      if (row->board_id != 0)
        sqlite3_bind_int64 (stmt, 2, row->board_id);
      else
        sqlite3_bind_null (stmt, 2);
      if (!hammer_store_tx_run_logged (tx, "matches", row->id, stmt, error))
        return FALSE;

      g_clear_pointer (&row->called_at, g_free);
      g_clear_pointer (&row->input, g_free);
      g_clear_pointer (&row->summary.game_points, g_free);
      g_clear_pointer (&row->finished_at, g_free);
      g_clear_pointer (&row->result_source, g_free);
      g_clear_pointer (&row->result_entrants, g_free);
      row->result = -1;
    }
  return TRUE;
}

/* The boards as screens show them */

/* Typical minutes a game takes, as its rule set says: per game of a
 * best-of match, or per game of a sjoelbak series. */
static int
minutes_per_game (HammerEventModel *model)
{
  return model->rules->minutes_per_game > 0 ? model->rules->minutes_per_game : 15;
}

int
hammer_event_match_minutes (HammerEventModel          *model,
                            const HammerEventMatchRow *row,
                            int                        played)
{
  HammerOptions options;
  int games;

  /* A knockout match may be longer than a pool's (sjoelbak). */
  hammer_event_row_options (model, row, &options);
  games = model->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES ? options.games
                                                                  : options.best_of;

  /* A best-of match rarely needs every game: reckon with the majority. */
  if (model->rules->match_kind == HAMMER_MATCH_BEST_OF)
    games = games / 2 + 1;
  return (played + MAX (games - played, 1)) * minutes_per_game (model);
}

/* When the match on a board will likely end: the typical length of the
 * games still to play, counted from the last thing that happened. */
char *
hammer_event_estimate_end (HammerEventModel    *model,
                           HammerEventMatchRow *row)
{
  g_autoptr(GDateTime) start = NULL;
  g_autoptr(GDateTime) end = NULL;
  int played = row->input != NULL ? (int) row->summary.n_games : 0;

  if (row->called_at == NULL || !(start = g_date_time_new_from_iso8601 (row->called_at, NULL)))
    return NULL;
  end = g_date_time_add_minutes (start, hammer_event_match_minutes (model, row, played));
  return g_date_time_format_iso8601 (end);
}

/* Notes match @index as what is on its board now (@current) or as the
 * board's latest result (@last), as the matches come in their order. */
static void
note_board_match (HammerEventModel *model,
                  guint             index,
                  int              *current,
                  int              *last)
{
  const HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  if (hammer_event_match_open (model, index))
    *current = index;
  else if (model->resolved[index].status == HAMMER_MATCH_FINISHED && row->finished_at != NULL &&
           (*last < 0 || g_strcmp0 (row->finished_at,
                                    g_array_index (model->matches, HammerEventMatchRow,
                                                   *last).finished_at) >= 0))
    *last = index;
}

void
hammer_event_board_matches (HammerEventModel *model,
                            guint             board,
                            int              *current,
                            int              *last)
{
  gint64 board_id = g_array_index (model->boards, HammerEventBoard, board).id;

  *current = -1;
  *last = -1;
  for (guint i = 0; i < model->matches->len; i++)
    if (g_array_index (model->matches, HammerEventMatchRow, i).board_id == board_id)
      note_board_match (model, i, current, last);
}

/* On a day, a board this event has no match on may have another event's:
 * "taken_by": {"event", "event_name", "match", "number", "names"}, as boards
 * --day has it. */
static void
add_taken_by_json (JsonBuilder      *builder,
                   HammerDayHolds   *holds,
                   HammerEventBoard *board)
{
  HammerEventModel *other = NULL;
  guint index = 0;

  if (!hammer_day_holds_board_match (holds, board->id, &other, &index))
    return;
  json_builder_set_member_name (builder, "taken_by");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  json_builder_add_int_value (builder, other->id);
  json_builder_set_member_name (builder, "event_name");
  json_builder_add_string_value (builder, other->name);
  json_builder_set_member_name (builder, "match");
  json_builder_add_int_value (builder, g_array_index (other->matches, HammerEventMatchRow,
                                                      index).id);
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, g_array_index (other->matches, HammerEventMatchRow,
                                                      index).number);
  json_builder_set_member_name (builder, "names");
  json_builder_begin_array (builder);
  for (guint side = 0; side < 2; side++)
    {
      g_autofree char *name = hammer_event_side_name (other, index, side);

      hammer_event_add_nullable_string (builder, name);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_board_json (JsonBuilder      *builder,
                HammerEventModel *model,
                HammerEventBoard *board,
                int               current,
                int               last,
                HammerDayHolds   *holds)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "number");
  json_builder_add_int_value (builder, board->number);
  json_builder_set_member_name (builder, "name");
  hammer_event_add_nullable_string (builder, board->name);
  json_builder_set_member_name (builder, "match");
  if (current >= 0)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, current);
      g_autofree char *estimate = hammer_event_estimate_end (model, row);

      hammer_event_add_match_json (builder, model, current);
      json_builder_set_member_name (builder, "since");
      hammer_event_add_nullable_string (builder, row->called_at);
      json_builder_set_member_name (builder, "estimated_end");
      hammer_event_add_nullable_string (builder, estimate);
    }
  else
    json_builder_add_null_value (builder);
  /* The board's latest result, and with it who sent it. */
  json_builder_set_member_name (builder, "last");
  if (last >= 0)
    hammer_event_add_match_json (builder, model, last);
  else
    json_builder_add_null_value (builder);
  if (holds != NULL && current < 0)
    add_taken_by_json (builder, holds, board);
  json_builder_end_object (builder);
}

/* The boards and the first @max_queue of the queue (0: all of it). One pass
 * over the matches finds what each board has, not one per board. With
 * @holds (an event of a day), a board another event's match is on says so. */
static void
add_boards_json (JsonBuilder      *builder,
                 HammerEventModel *model,
                 guint             max_queue,
                 HammerDayHolds   *holds)
{
  g_autoptr(GArray) queue = hammer_event_compute_queue_limited (model, NULL, max_queue);
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree int *current = g_new (int, model->boards->len + 1);
  g_autofree int *last = g_new (int, model->boards->len + 1);

  for (guint b = 0; b < model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      g_hash_table_insert (by_id, &board->id, GUINT_TO_POINTER (b + 1));
      current[b] = last[b] = -1;
    }
  for (guint i = 0; i < model->matches->len; i++)
    {
      const HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      guint b = row->board_id != 0
                ? GPOINTER_TO_UINT (g_hash_table_lookup (by_id, &row->board_id)) : 0;

      if (b > 0)
        note_board_match (model, i, &current[b - 1], &last[b - 1]);
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (guint b = 0; b < model->boards->len; b++)
    add_board_json (builder, model, &g_array_index (model->boards, HammerEventBoard, b), current[b],
                    last[b], holds);
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "queue");
  json_builder_begin_array (builder);
  for (guint k = 0; k < queue->len; k++)
    hammer_event_add_match_json (builder, model, g_array_index (queue, guint, k));
  json_builder_end_array (builder);
  /* The hall's page shows a score as the game counts it (games won, or a
   * series' total): it reads that here rather than knowing games by id. */
  json_builder_set_member_name (builder, "rule_set");
  json_builder_add_value (builder, hammer_rules_to_json (model->rules));
  json_builder_end_object (builder);
}

JsonNode *
hammer_events_get_boards_json (HammerStore  *self,
                               gint64        event_id,
                               GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = hammer_event_take (self, event_id, error)) ||
      (model->day_id != 0 &&
       !(holds = hammer_day_holds_from_cache (self, model->day_id, model, FALSE, error))))
    return NULL;
  add_boards_json (builder, model, 0, holds);
  /* The day's other events stay kept: the next board or tab reads them. */
  if (holds != NULL)
    hammer_day_holds_keep (self, holds, -1);
  g_clear_pointer (&holds, hammer_day_holds_free);
  hammer_event_keep (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

JsonNode *
hammer_events_get_hall_boards_json (HammerStore  *self,
                                    gint64        event_id,
                                    guint         max_queue,
                                    GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(HammerDayHolds) holds = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  /* On a day the hall says which boards another event plays on: not free. */
  if (!(model = hammer_event_take (self, event_id, error)) ||
      (model->day_id != 0 &&
       !(holds = hammer_day_holds_from_cache (self, model->day_id, model, FALSE, error))))
    return NULL;
  add_boards_json (builder, model, max_queue, holds);
  /* The day's other events stay kept: the next board or tab reads them. */
  if (holds != NULL)
    hammer_day_holds_keep (self, holds, -1);
  g_clear_pointer (&holds, hammer_day_holds_free);
  hammer_event_keep (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

/* What a board's page needs of the event, besides its match. */
static void
add_event_summary (JsonBuilder      *builder,
                   HammerEventModel *model)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, model->id);
  json_builder_set_member_name (builder, "name");
  hammer_event_add_nullable_string (builder, model->name);
  json_builder_set_member_name (builder, "rules");
  hammer_event_add_nullable_string (builder, model->rules_id);
  json_builder_set_member_name (builder, "options");
  json_builder_add_value (builder,
                          hammer_event_take_object_node (hammer_options_to_json (model->rules,
                                                                                 &model->options)));
  json_builder_set_member_name (builder, "format");
  hammer_event_add_nullable_string (builder, hammer_format_to_string (model->format));
  json_builder_end_object (builder);
}

JsonNode *
hammer_events_get_board_json (HammerStore  *self,
                              gint64        event_id,
                              guint         number,
                              GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  HammerEventBoard *board = NULL;
  int current = -1, last = -1;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;
  for (guint b = 0; b < model->boards->len && board == NULL; b++)
    if (g_array_index (model->boards, HammerEventBoard, b).number == number)
      board = &g_array_index (model->boards, HammerEventBoard, b);
  for (guint i = 0; board != NULL && i < model->matches->len; i++)
    if (g_array_index (model->matches, HammerEventMatchRow, i).board_id == board->id)
      note_board_match (model, i, &current, &last);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "event");
  add_event_summary (builder, model);
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  if (board != NULL)
    add_board_json (builder, model, board, current, last, NULL);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  hammer_event_keep (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}
