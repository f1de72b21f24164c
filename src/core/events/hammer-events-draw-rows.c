/* hammer-events-draw-rows.c — a draw's matches written in batches, and the
 * event as the draw left it, without reading it back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-events-private.h"

/* The columns of a match as the draw makes it, and how many there are. */
#define MATCH_COLUMNS "id, event_id, draw_index, bracket, round, position, grp, stage, n_sides," \
                      " source0, source1, number, partner0, partner1"
#define N_MATCH_COLUMNS 14
#define MATCH_VALUES "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"

/* The texts of a match's sources and partners, kept until its statement
 * has run: bound without copies. */
typedef char MatchTexts[4][HAMMER_SOURCE_TEXT_MAX];

/* Binds a source's text in @text, or NULL when there is none. */
static void
bind_source (sqlite3_stmt        *stmt,
             int                  index,
             const HammerSource  *source,
             char                 text[HAMMER_SOURCE_TEXT_MAX])
{
  const char *written = hammer_event_source_write (source, text);

  if (written != NULL)
    sqlite3_bind_text (stmt, index, written, -1, SQLITE_STATIC);
  else
    sqlite3_bind_null (stmt, index);
}

/* Binds a match's values from parameter @at on, its texts written in
 * @texts; its id is left NULL for SQLite to choose unless @id is set. A
 * match is numbered from 1 in the order of the draw, the order in which the
 * matches are listed and played; a bye gets no number (@number 0), since
 * it is never played (hammer_draw_number_matches()). A Swiss round paired
 * later goes on from the last number. */
static void
bind_match (sqlite3_stmt           *stmt,
            int                     at,
            gint64                  id,
            HammerEventModel       *model,
            guint                   draw_index,
            guint                   number,
            const HammerDrawMatch  *dm,
            MatchTexts              texts)
{

  if (id > 0)
    sqlite3_bind_int64 (stmt, at, id);
  else
    sqlite3_bind_null (stmt, at);
  sqlite3_bind_int64 (stmt, at + 1, model->id);
  sqlite3_bind_int (stmt, at + 2, draw_index);
  sqlite3_bind_text (stmt, at + 3, hammer_event_bracket_to_string (dm->bracket), -1,
                     SQLITE_STATIC);
  sqlite3_bind_int (stmt, at + 4, dm->round);
  sqlite3_bind_int (stmt, at + 5, dm->position);
  if (dm->group >= 0)
    sqlite3_bind_int (stmt, at + 6, dm->group);
  else
    sqlite3_bind_null (stmt, at + 6);
  sqlite3_bind_int (stmt, at + 7, dm->stage);
  sqlite3_bind_int (stmt, at + 8, dm->n_sides);
  bind_source (stmt, at + 9, &dm->sources[0], texts[0]);
  if (dm->n_sides > 1)
    bind_source (stmt, at + 10, &dm->sources[1], texts[1]);
  else
    sqlite3_bind_null (stmt, at + 10);
  if (number > 0)
    sqlite3_bind_int (stmt, at + 11, number);
  else
    sqlite3_bind_null (stmt, at + 11);
  bind_source (stmt, at + 12, &dm->partners[0], texts[2]);
  bind_source (stmt, at + 13, &dm->partners[1], texts[3]);
}

gint64
hammer_event_insert_match_row (HammerStoreTx          *tx,
                               HammerEventModel       *model,
                               guint                   draw_index,
                               guint                   number,
                               const HammerDrawMatch  *dm,
                               GError                **error)
{
  sqlite3_stmt *stmt;
  MatchTexts texts;
  gboolean done;

  if (!(stmt = hammer_store_borrow_statement (tx->db, "INSERT INTO matches (" MATCH_COLUMNS
                                                      ") VALUES " MATCH_VALUES, error)))
    return 0;
  bind_match (stmt, 1, 0, model, draw_index, number, dm, texts);
  done = hammer_store_step_done (stmt, _("Could not store the draw"), error);
  sqlite3_reset (stmt);
  return done ? sqlite3_last_insert_rowid (tx->db) : 0;
}

/* The rows a draw's INSERT statements take at once: a statement a row cost
 * a fifth of a 1024-entrant draw (SQLite's AUTOINCREMENT and statement
 * journal, once a statement). Whole batches, then a few of the small ones. */
#define N_BATCH_SIZES 3
static const guint batch_sizes[N_BATCH_SIZES] = { 64, 8, 1 };

static const char *
batch_insert_sql (guint which)
{
  static char *sql[N_BATCH_SIZES];
  static gsize made = 0;

  if (g_once_init_enter (&made))
    {
      for (guint b = 0; b < N_BATCH_SIZES; b++)
        {
          GString *text = g_string_new ("INSERT INTO matches (" MATCH_COLUMNS ") VALUES ");

          for (guint r = 0; r < batch_sizes[b]; r++)
            g_string_append (text, r == 0 ? MATCH_VALUES : ", " MATCH_VALUES);
          sql[b] = g_string_free (text, FALSE);
        }
      g_once_init_leave (&made, 1);
    }
  return sql[which];
}

/* The id AUTOINCREMENT would give the next match: never one used before. */
static gint64
next_match_id (sqlite3  *db,
               GError  **error)
{
  sqlite3_stmt *stmt;
  gint64 next = 0;
  int rc;

  if (!(stmt = hammer_store_borrow_statement (db, "SELECT max(coalesce((SELECT seq FROM"
                                                  " sqlite_sequence WHERE name = 'matches'), 0),"
                                                  " coalesce((SELECT max(id) FROM matches), 0))"
                                                  " + 1", error)))
    return 0;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    next = sqlite3_column_int64 (stmt, 0);
  else
    hammer_store_set_error (db, rc, _("Could not store the draw"), error);
  sqlite3_reset (stmt);
  return next;
}

/* Inserts the matches of @draw with the ids from *@first_id on, which it
 * sets, in statements of many rows each. */
gboolean
hammer_event_insert_draw_matches (HammerStoreTx     *tx,
                                  HammerEventModel  *model,
                                  const HammerDraw  *draw,
                                  const guint       *numbers,
                                  gint64            *first_id,
                                  GError           **error)
{
  g_autofree MatchTexts *texts = g_new (MatchTexts, batch_sizes[0]);
  guint i = 0;

  if ((*first_id = next_match_id (tx->db, error)) == 0)
    return FALSE;
  while (i < draw->n_matches)
    {
      guint b = 0;
      sqlite3_stmt *stmt;
      gboolean done;

      while (batch_sizes[b] > draw->n_matches - i)
        b++;
      if (!(stmt = hammer_store_borrow_statement (tx->db, batch_insert_sql (b), error)))
        return FALSE;
      for (guint r = 0; r < batch_sizes[b]; r++, i++)
        bind_match (stmt, 1 + r * N_MATCH_COLUMNS, *first_id + i, model, i, numbers[i],
                    &draw->matches[i], texts[r]);
      done = hammer_store_step_done (stmt, _("Could not store the draw"), error);
      sqlite3_reset (stmt);
      if (!done)
        return FALSE;
    }
  return TRUE;
}

/* @model as the draw just written left the database, without reading back
 * its thousands of rows (a sixth of a big draw): the entrants in their
 * places, the matches as stored (their sources as their text reads). */
void
hammer_event_adopt_draw (HammerEventModel *model,
                         GPtrArray        *field,
                         const HammerDraw *draw,
                         const guint      *numbers,
                         gint64            first_id,
                         guint32           seed)
{
  for (guint i = 0; i < model->entrants->len; i++)
    ((HammerEventEntrant *) g_ptr_array_index (model->entrants, i))->draw_index = -1;
  for (guint i = 0; i < field->len; i++)
    ((HammerEventEntrant *) g_ptr_array_index (field, i))->draw_index = i;
  g_ptr_array_sort (model->entrants, hammer_event_entrant_compare_draw_order);

  g_array_set_size (model->matches, 0);
  for (guint i = 0; i < draw->n_matches; i++)
    {
      HammerEventMatchRow row = { 0 };
      const HammerDrawMatch *dm = &draw->matches[i];

      row.id = first_id + i;
      row.number = numbers[i];
      row.dm = *dm;
      for (guint s = 0; s < 2; s++)
        {
          static const HammerSource none = { HAMMER_SOURCE_NONE, 0, 0 };

          hammer_event_source_as_stored (s < dm->n_sides ? &dm->sources[s] : &none,
                                         &row.dm.sources[s]);
          hammer_event_source_as_stored (&dm->partners[s], &row.dm.partners[s]);
        }
      row.result = -1;
      g_array_append_val (model->matches, row);
    }
  model->draw_seed = seed;
  model->drawn = TRUE;
  hammer_event_resolve (model);
}
