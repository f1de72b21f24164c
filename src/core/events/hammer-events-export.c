/* hammer-events-export.c — the event document: an event whole, with its
 * players, entrants, matches and results, and no database ids
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-events-private.h"

/* Players are numbered in the order they first appear, so that the
 * document holds no database ids and imports anywhere. */
static GArray *
document_player_keys (HammerEventModel *model)
{
  GArray *player_keys = g_array_new (FALSE, FALSE, sizeof (gint64));

  for (guint i = 0; i < model->entrants->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, i);

      for (guint p = 0; p < entrant->player_ids->len; p++)
        {
          gint64 id = g_array_index (entrant->player_ids, gint64, p);
          gboolean known = FALSE;

          for (guint k = 0; k < player_keys->len; k++)
            known |= g_array_index (player_keys, gint64, k) == id;
          if (!known)
            g_array_append_val (player_keys, id);
        }
    }
  return player_keys;
}

/* The players of @player_keys, in that order. A player that cannot be read
 * fails the export: a document with a nameless player would not import. */
static gboolean
add_players_json (JsonBuilder  *builder,
                  sqlite3      *db,
                  GArray       *player_keys,
                  GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  stmt = hammer_store_prepare (db,
                               "SELECT p.name, c.name, p.licence FROM players p"
                               " LEFT JOIN clubs c ON c.id = p.club_id WHERE p.id = ?", error);
  if (stmt == NULL)
    return FALSE;

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint k = 0; k < player_keys->len; k++)
    {
      int rc;

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, g_array_index (player_keys, gint64, k));
      json_builder_begin_object (builder);
      rc = sqlite3_step (stmt);
      if (rc == SQLITE_ROW)
        {
          json_builder_set_member_name (builder, "name");
          hammer_event_add_nullable_string (builder, (const char *) sqlite3_column_text (stmt, 0));
          json_builder_set_member_name (builder, "club");
          hammer_event_add_nullable_string (builder, (const char *) sqlite3_column_text (stmt, 1));
          json_builder_set_member_name (builder, "licence");
          hammer_event_add_nullable_string (builder, (const char *) sqlite3_column_text (stmt, 2));
        }
      else if (rc != SQLITE_DONE)
        {
          hammer_store_set_error (db, rc, _("Could not read the players"), error);
          return FALSE;
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return TRUE;
}

static void
add_document_entrant (JsonBuilder        *builder,
                      HammerEventEntrant *entrant,
                      GArray             *player_keys)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  hammer_event_add_nullable_string (builder, entrant->name);
  json_builder_set_member_name (builder, "added");
  json_builder_add_int_value (builder, entrant->added);
  json_builder_set_member_name (builder, "seed");
  if (entrant->seed > 0)
    json_builder_add_int_value (builder, entrant->seed);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "draw_index");
  if (entrant->draw_index >= 0)
    json_builder_add_int_value (builder, entrant->draw_index);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "class");
  hammer_event_add_nullable_string (builder, entrant->klass);
  json_builder_set_member_name (builder, "present");
  json_builder_add_boolean_value (builder, entrant->present);
  json_builder_set_member_name (builder, "withdrawn");
  json_builder_add_boolean_value (builder, entrant->withdrawn);
  /* Only where set, so that a document without handicaps stays as it was. */
  if (entrant->handicap != 0)
    {
      json_builder_set_member_name (builder, "handicap");
      json_builder_add_int_value (builder, entrant->handicap);
    }
  hammer_event_add_paid_json (builder, entrant);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint p = 0; p < entrant->player_ids->len; p++)
    for (guint k = 0; k < player_keys->len; k++)
      if (g_array_index (player_keys, gint64, k) == g_array_index (entrant->player_ids, gint64, p))
        json_builder_add_int_value (builder, k);
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
add_document_match (JsonBuilder         *builder,
                    HammerEventModel    *model,
                    HammerEventMatchRow *row)
{
  HammerEventBoard *board = hammer_event_board_by_id (model, row->board_id);
  HammerJsonOut out;

  hammer_json_out_init_builder (&out, builder);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "number");
  hammer_event_add_match_number (&out, row);
  json_builder_set_member_name (builder, "bracket");
  hammer_event_add_nullable_string (builder, hammer_event_bracket_to_string (row->dm.bracket));
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, row->dm.round);
  json_builder_set_member_name (builder, "position");
  json_builder_add_int_value (builder, row->dm.position);
  json_builder_set_member_name (builder, "group");
  if (row->dm.group >= 0)
    json_builder_add_int_value (builder, row->dm.group);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "stage");
  json_builder_add_int_value (builder, row->dm.stage);
  json_builder_set_member_name (builder, "sources");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      g_autofree char *source = hammer_event_source_to_string (&row->dm.sources[s]);
      hammer_event_add_nullable_string (builder, source);
    }
  json_builder_end_array (builder);
  /* Rotating partners: the player beside each side's source; other
   * documents stay as they were. */
  if (row->dm.partners[0].kind == HAMMER_SOURCE_SEED)
    {
      json_builder_set_member_name (builder, "partners");
      json_builder_begin_array (builder);
      for (guint s = 0; s < row->dm.n_sides; s++)
        {
          g_autofree char *partner = hammer_event_source_to_string (&row->dm.partners[s]);
          hammer_event_add_nullable_string (builder, partner);
        }
      json_builder_end_array (builder);
    }
  json_builder_set_member_name (builder, "board");
  if (board != NULL)
    json_builder_add_int_value (builder, board->number);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "called_at");
  hammer_event_add_nullable_string (builder, row->called_at);
  json_builder_set_member_name (builder, "finished_at");
  hammer_event_add_nullable_string (builder, row->finished_at);
  json_builder_set_member_name (builder, "result");
  if (row->input != NULL)
    json_builder_add_value (builder, hammer_event_row_result_json (row));
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);
}

JsonNode *
hammer_events_export (HammerStore  *self,
                      gint64        event_id,
                      GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) player_keys = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;
  player_keys = document_player_keys (model);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  hammer_event_add_nullable_string (builder, "hammer-event");
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, HAMMER_EVENT_DOCUMENT_VERSION);
  json_builder_set_member_name (builder, "event");
  json_builder_begin_object (builder);
  hammer_event_add_fields (builder, model);
  /* The desk's money only where there is some: other documents stay as
   * they were. */
  if (model->fee_cents != 0 || model->payout.kind != HAMMER_PAYOUT_NONE)
    hammer_event_add_money_json (builder, model);
  json_builder_end_object (builder);
  hammer_event_add_boards_json (builder, model);
  if (!add_players_json (builder, hammer_store_get_db (self), player_keys, error))
    return NULL;

  json_builder_set_member_name (builder, "entrants");
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->entrants->len; i++)
    add_document_entrant (builder, g_ptr_array_index (model->entrants, i), player_keys);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "matches");
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->matches->len; i++)
    add_document_match (builder, model, &g_array_index (model->matches, HammerEventMatchRow, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  hammer_event_keep (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}
