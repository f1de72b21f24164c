/* hammer-events-result-rows.c — a result written into its match's row,
 * at once or with a batch's others
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-events-private.h"

/* What a planned result writes into its match's row. */
typedef struct
{
  gint64  match_id;
  int     result;        /* as HammerEventMatchRow.result */
  char   *input;         /* the result as the rules read it */
  char   *entrants;
  char   *summary;
  HammerEventSummary summary_values;  /* until the model's row takes them */
  char   *finished_at;   /* the row's, or now; unused while unfinished */
  char   *now;           /* when it was stored: a match on a board not called is called then */
} ResultRow;

static void
result_row_clear (ResultRow *values)
{
  g_clear_pointer (&values->input, g_free);
  g_clear_pointer (&values->entrants, g_free);
  g_clear_pointer (&values->summary, g_free);
  g_clear_pointer (&values->summary_values.game_points, g_free);
  g_clear_pointer (&values->finished_at, g_free);
  g_clear_pointer (&values->now, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ResultRow, result_row_clear)

/* The results of a batch not written yet: the rows as they were are logged
 * in one statement, each row then takes one UPDATE, and the rows as they
 * are now go into the log in one more (write_pending()). A result stored
 * one at a time costs a read, an update and a log row of its own. */
struct _HammerEventResultRows
{
  GArray *rows;     /* ResultRow */
  char   *source;   /* the change's writer, each row's result_source */
};

HammerEventResultRows *
hammer_event_result_rows_new (HammerStoreTx *tx)
{
  HammerEventResultRows *pending = g_new0 (HammerEventResultRows, 1);

  g_return_val_if_fail (tx != NULL && tx->db != NULL, NULL);

  pending->rows = g_array_new (FALSE, TRUE, sizeof (ResultRow));
  g_array_set_clear_func (pending->rows, (GDestroyNotify) result_row_clear);
  pending->source = hammer_store_tx_dup_source (tx);
  return pending;
}

void
hammer_event_result_rows_free (HammerEventResultRows *pending)
{
  if (pending == NULL)
    return;
  g_array_unref (pending->rows);
  g_free (pending->source);
  g_free (pending);
}

static void
result_row_init (ResultRow          *values,
                 HammerEventModel   *model,
                 guint               index,
                 int                 new_result,
                 const HammerMatch  *state,
                 char               *input)
{
  HammerResolvedMatch *resolved = &model->resolved[index];
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  values->match_id = row->id;
  values->result = new_result;
  values->input = input;
  values->entrants = hammer_event_entrants_text (resolved->entrants);
  hammer_event_summary_from_match (state, &values->summary_values);
  values->summary = hammer_event_summary_to_string (&values->summary_values);
  values->now = hammer_now_stamp ();
  values->finished_at = g_strdup (row->finished_at != NULL ? row->finished_at : values->now);
}

/* A finished result stored for a match, by whoever stored it (the desk,
 * a board, the players' agreement, a file), answers what waited about
 * that match: a result the players were asked to agree to, or disputed,
 * is settled, and a board's result waiting for the desk is answered. Those
 * rows are not logged (hammer-agreement.h, hammer-board-entry.h): undoing
 * the result does not bring them back. @match_ids is a JSON array of the
 * matches (hammer_store_ids_to_json()): a batch settles all of its matches
 * in these two statements, not two for each result (issue 28). */
static gboolean
settle_waiting (HammerStoreTx  *tx,
                const char     *match_ids,
                GError        **error)
{
  static const char *const sql[] = {
    "UPDATE result_proposals SET state = 'settled' WHERE state IN ('proposed', 'disputed')"
    " AND match_id IN (SELECT value FROM json_each (?1))",
    "UPDATE board_submissions SET state = 'recorded' WHERE state = 'waiting'"
    " AND match_id IN (SELECT value FROM json_each (?1))",
  };
  gboolean done;

  for (guint i = 0; i < G_N_ELEMENTS (sql); i++)
    {
      sqlite3_stmt *stmt = hammer_store_borrow_statement (tx->db, sql[i], error);

      if (stmt == NULL)
        return FALSE;
      sqlite3_bind_text (stmt, 1, match_ids, -1, SQLITE_STATIC);
      done = hammer_store_step_done (stmt, _("Could not store the result"), error);
      sqlite3_reset (stmt);
      if (!done)
        return FALSE;
    }
  return TRUE;
}

/* settle_waiting() for the one match @match_id. */
static gboolean
settle_waiting_match (HammerStoreTx  *tx,
                      gint64          match_id,
                      GError        **error)
{
  g_autofree char *list = hammer_store_ids_to_json (&match_id, 1, NULL);

  return settle_waiting (tx, list, error);
}

/* The UPDATE of update_result_row(), borrowed once for a batch. The first
 * end typed on a board starts the match's clock, if nobody called the match
 * before. */
static sqlite3_stmt *
borrow_update (HammerStoreTx  *tx,
               GError        **error)
{
  return hammer_store_borrow_statement (tx->db, "UPDATE matches SET result = ?, winner = ?,"
                                                " result_entrants = ?, finished_at = ?,"
                                                " result_source = hammer_change_source (),"
                                                " summary = ?, called_at = CASE WHEN"
                                                " board_id IS NULL THEN called_at ELSE"
                                                " COALESCE(called_at, ?7) END"
                                                " WHERE id = ?6", error);
}

/* Writes @values into the match's row with @stmt (borrow_update()). */
static gboolean
update_result_row (sqlite3_stmt     *stmt,
                   const ResultRow  *values,
                   GError          **error)
{
  gboolean done;

  sqlite3_bind_text (stmt, 7, values->now, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 1, values->input, -1, SQLITE_STATIC);
  if (values->result == -1)
    sqlite3_bind_null (stmt, 2);
  else
    sqlite3_bind_int (stmt, 2, values->result);
  sqlite3_bind_text (stmt, 3, values->entrants, -1, SQLITE_STATIC);
  if (values->result == -1)
    sqlite3_bind_null (stmt, 4);
  else
    sqlite3_bind_text (stmt, 4, values->finished_at, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 5, values->summary, -1, SQLITE_STATIC);
  sqlite3_bind_int64 (stmt, 6, values->match_id);
  done = hammer_store_step_done (stmt, _("Could not store the result"), error);
  /* Every parameter is bound again for the next row; the caller clears
   * them once it is done (the texts are its own). */
  sqlite3_reset (stmt);
  return done;
}

/* Brings the result's row in the model along with what is (or will be)
 * written, in copies of @values' texts; takes @values' summary values
 * (made once, not again from the match) and @source. */
static void
apply_result_row (HammerEventModel   *model,
                  guint               index,
                  ResultRow          *values,
                  char               *source)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  if (row->board_id != 0 && row->called_at == NULL)
    row->called_at = g_strdup (values->now);
  g_free (row->input);
  row->input = g_strdup (values->input);
  g_clear_pointer (&row->summary.game_points, g_free);
  row->summary = values->summary_values;
  values->summary_values.game_points = NULL;
  row->result = values->result;
  g_free (row->result_entrants);
  row->result_entrants = g_strdup (values->entrants);
  if (values->result == -1)
    g_clear_pointer (&row->finished_at, g_free);
  else if (row->finished_at == NULL)
    row->finished_at = g_strdup (values->now);
  g_free (row->result_source);
  row->result_source = source;
}

gboolean
hammer_event_result_rows_write (HammerStoreTx          *tx,
                                HammerEventResultRows  *pending,
                                GError                **error)
{
  g_autofree gint64 *ids = NULL;
  guint n = pending != NULL ? pending->rows->len : 0;
  guint first_seq, n_finished;
  sqlite3_stmt *update;
  gboolean done = TRUE;

  if (n == 0)
    return TRUE;
  ids = g_new (gint64, n);
  for (guint i = 0; i < n; i++)
    ids[i] = g_array_index (pending->rows, ResultRow, i).match_id;
  if (!hammer_store_tx_log_rows_before (tx, "matches", ids, n, &first_seq, error) ||
      !(update = borrow_update (tx, error)))
    return FALSE;
  for (guint i = 0; i < n && done; i++)
    done = update_result_row (update, &g_array_index (pending->rows, ResultRow, i), error);
  sqlite3_clear_bindings (update);
  if (!done)
    return FALSE;
  if (!hammer_store_tx_log_rows_after (tx, "matches", first_seq, n, error))
    return FALSE;
  /* The finished ones settle what waited about their matches. */
  n_finished = 0;
  for (guint i = 0; i < n; i++)
    if (g_array_index (pending->rows, ResultRow, i).result != -1)
      ids[n_finished++] = ids[i];
  if (n_finished > 0)
    {
      g_autofree char *finished = hammer_store_ids_to_json (ids, n_finished, NULL);

      if (!settle_waiting (tx, finished, error))
        return FALSE;
    }
  g_array_set_size (pending->rows, 0);
  return TRUE;
}

gboolean
hammer_event_store_result_row (HammerStoreTx          *tx,
                               HammerEventModel       *model,
                               guint                   index,
                               int                     new_result,
                               const HammerMatch      *state,
                               char                   *input,
                               HammerEventResultRows  *pending,
                               GError                **error)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  g_auto(ResultRow) values = { 0 };
  g_autofree char *before = NULL;
  g_autoptr(GError) local_error = NULL;
  sqlite3_stmt *update;
  gboolean done;

  g_return_val_if_fail (tx != NULL && tx->db != NULL, FALSE);
  g_return_val_if_fail (index < model->matches->len, FALSE);
  g_return_val_if_fail (input != NULL, FALSE);

  result_row_init (&values, model, index, new_result, state, input);
  if (pending != NULL)
    {
      /* The model's row takes copies; the batch keeps these. */
      apply_result_row (model, index, &values, g_strdup (pending->source));
      g_array_append_val (pending->rows, values);
      memset (&values, 0, sizeof values);
      return TRUE;
    }

  /* The row as it was goes into the change log: without it, undo would
   * take the match for a new row and delete it. */
  if (!(before = hammer_store_snapshot_row (tx->db, "matches", row->id, &local_error)))
    {
      if (local_error != NULL)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("“%s” has no match %" PRId64), model->name, row->id);
      return FALSE;
    }
  if (!(update = borrow_update (tx, error)))
    return FALSE;
  done = update_result_row (update, &values, error);
  sqlite3_clear_bindings (update);
  if (!done ||
      (values.result != -1 && !settle_waiting_match (tx, values.match_id, error)) ||
      !hammer_store_tx_log_row (tx, "matches", row->id, before, error))
    return FALSE;
  apply_result_row (model, index, &values, hammer_store_tx_dup_source (tx));
  return TRUE;
}
