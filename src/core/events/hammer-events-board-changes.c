/* hammer-events-board-changes.c — the matches under way when a result is
 * corrected: what the correction does to each of them and their boards, told
 * to the director, and those that changed started over
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-events-private.h"

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
