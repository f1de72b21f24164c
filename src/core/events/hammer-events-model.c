/* hammer-events-model.c — loading an event into its model, and what the
 * model says of its entrants and matches
 *
 * The model holds the whole event: its entrants, its matches with their
 * stored sources and results, and its boards. Resolving it runs the draw
 * engine over the results to say who plays whom
 * (hammer-events-model-resolve.c; the models kept between reads:
 * hammer-event-cache.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"
#include <stdio.h>
#include <string.h>

#include "hammer-decimal.h"
#include "hammer-error.h"
#include "events/hammer-events-private.h"
#include "rules/hammer-result-plain.h"

static void
entrant_free (HammerEventEntrant *entrant)
{
  g_free (entrant->name);
  g_free (entrant->klass);
  g_clear_pointer (&entrant->player_ids, g_array_unref);
  g_free (entrant);
}

static void
match_row_clear (HammerEventMatchRow *row)
{
  g_free (row->called_at);
  g_free (row->finished_at);
  g_free (row->result_source);
  g_clear_pointer (&row->input, g_free);
  g_clear_pointer (&row->summary.game_points, g_free);
  g_free (row->result_entrants);
}

static void
board_clear (HammerEventBoard *board)
{
  g_free (board->name);
}

void
hammer_event_model_free (HammerEventModel *model)
{
  g_free (model->name);
  g_free (model->rules_id);
  g_clear_pointer (&model->settings, json_object_unref);
  g_free (model->date);
  g_free (model->venue);
  g_clear_pointer (&model->entrants, g_ptr_array_unref);
  g_clear_pointer (&model->matches, g_array_unref);
  g_clear_pointer (&model->boards, g_array_unref);
  g_free (model->draw.matches);
  g_free (model->resolved);
  g_free (model->followers);
  g_free (model->results);
  g_free (model->withdrawn);
  g_free (model->places);
  g_clear_pointer (&model->group_rows, g_ptr_array_unref);
  g_clear_pointer (&model->group_places, g_array_unref);
  hammer_payout_clear (&model->payout);
  g_free (model->currency);
  hammer_rounds_clear (&model->rounds);
  g_free (model);
}

gboolean
hammer_event_bracket_from_string (const char    *text,
                                  HammerBracket *bracket)
{
  static const struct { const char *name; HammerBracket bracket; } names[] = {
    { "winners", HAMMER_BRACKET_WINNERS }, { "losers", HAMMER_BRACKET_LOSERS },
    { "final", HAMMER_BRACKET_FINAL }, { "final-reset", HAMMER_BRACKET_FINAL_RESET },
    { "third-place", HAMMER_BRACKET_THIRD_PLACE }, { "round-robin", HAMMER_BRACKET_ROUND_ROBIN },
    { "swiss", HAMMER_BRACKET_SWISS }, { "series", HAMMER_BRACKET_SERIES },
    { "group", HAMMER_BRACKET_GROUP }, { "consolation", HAMMER_BRACKET_CONSOLATION },
    { "placement", HAMMER_BRACKET_PLACEMENT },
    { "second-knockout", HAMMER_BRACKET_SECOND_KNOCKOUT },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (text, names[i].name))
      {
        *bracket = names[i].bracket;
        return TRUE;
      }
  return FALSE;
}

const char *
hammer_event_bracket_to_string (HammerBracket bracket)
{
  switch (bracket)
    {
    case HAMMER_BRACKET_WINNERS: return "winners";
    case HAMMER_BRACKET_LOSERS: return "losers";
    case HAMMER_BRACKET_FINAL: return "final";
    case HAMMER_BRACKET_FINAL_RESET: return "final-reset";
    case HAMMER_BRACKET_THIRD_PLACE: return "third-place";
    case HAMMER_BRACKET_ROUND_ROBIN: return "round-robin";
    case HAMMER_BRACKET_SWISS: return "swiss";
    case HAMMER_BRACKET_GROUP: return "group";
    case HAMMER_BRACKET_CONSOLATION: return "consolation";
    case HAMMER_BRACKET_PLACEMENT: return "placement";
    case HAMMER_BRACKET_SECOND_KNOCKOUT: return "second-knockout";
    case HAMMER_BRACKET_SERIES:
    default: return "series";
    }
}

gboolean
hammer_event_is_elimination (HammerFormat format)
{
  return hammer_format_get_info (format)->knockout;
}

HammerEventEntrant *
hammer_event_entrant_by_index (HammerEventModel *model,
                               int               draw_index)
{
  if (draw_index < 0 || (guint) draw_index >= model->entrants->len)
    return NULL;
  return g_ptr_array_index (model->entrants, draw_index);
}

gboolean
hammer_event_row_is_knockout (HammerEventModel          *model,
                              const HammerEventMatchRow *row)
{
  return hammer_event_is_elimination (model->format) || row->dm.stage > 0;
}

void
hammer_event_row_options (HammerEventModel          *model,
                          const HammerEventMatchRow *row,
                          HammerOptions             *options)
{
  *options = model->options;
  if (hammer_event_row_is_knockout (model, row))
    hammer_options_for_knockout (options);
}

void
hammer_event_match_options (HammerEventModel *model,
                            guint             index,
                            HammerOptions    *options)
{
  hammer_event_row_options (model, &g_array_index (model->matches, HammerEventMatchRow, index),
                            options);
  for (guint s = 0; s < G_N_ELEMENTS (options->handicaps); s++)
    {
      HammerEventEntrant *entrant =
        hammer_event_entrant_by_index (model, model->resolved[index].entrants[s]);

      options->handicaps[s] = entrant != NULL ? entrant->handicap : 0;
    }
}

const char *
hammer_event_entrant_name (HammerEventModel *model,
                           int               draw_index)
{
  HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, draw_index);
  return entrant != NULL ? entrant->name : NULL;
}

int
hammer_event_side_partner (HammerEventModel *model,
                           guint             index,
                           guint             side)
{
  const HammerSource *partner =
    &g_array_index (model->matches, HammerEventMatchRow, index).dm.partners[side];

  return partner->kind == HAMMER_SOURCE_SEED ? partner->ref : -1;
}

guint
hammer_event_match_players (HammerEventModel *model,
                            guint             index,
                            int               out[4])
{
  guint n = 0;

  for (guint s = 0; s < 2; s++)
    {
      int lead = model->resolved[index].entrants[s];
      int partner = hammer_event_side_partner (model, index, s);

      if (lead >= 0)
        out[n++] = lead;
      if (lead >= 0 && partner >= 0)
        out[n++] = partner;
    }
  return n;
}

GArray *
hammer_event_round_sitting_out (HammerEventModel *model,
                                guint             round)
{
  g_autofree gboolean *playing = g_new0 (gboolean, model->entrants->len + 1);
  GArray *out = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < model->matches->len; i++)
    {
      int players[4];
      guint n;

      if (g_array_index (model->matches, HammerEventMatchRow, i).dm.round != round)
        continue;
      n = hammer_event_match_players (model, i, players);
      for (guint p = 0; p < n; p++)
        if ((guint) players[p] < model->entrants->len)
          playing[players[p]] = TRUE;
    }
  /* One who has withdrawn is gone, not sitting out. */
  for (guint e = 0; e < model->entrants->len; e++)
    {
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, e);

      if (!playing[e] && entrant != NULL && !entrant->withdrawn)
        g_array_append_val (out, e);
    }
  return out;
}

char *
hammer_event_side_name (HammerEventModel *model,
                        guint             index,
                        guint             side)
{
  const char *name = hammer_event_entrant_name (model, model->resolved[index].entrants[side]);
  int partner = hammer_event_side_partner (model, index, side);

  if (name == NULL || partner < 0)
    return g_strdup (name);
  /* TRANSLATORS: the two players of a side in a doubles match. */
  return g_strdup_printf (_("%s / %s"), name, hammer_event_entrant_name (model, partner));
}

void
hammer_event_summary_from_match (const HammerMatch  *match,
                                 HammerEventSummary *summary)
{
  guint n_sides = MIN (hammer_match_get_n_sides (match), 2);

  g_clear_pointer (&summary->game_points, g_free);
  memset (summary, 0, sizeof *summary);
  summary->finished = hammer_match_get_state (match) == HAMMER_STATE_FINISHED;
  summary->winner = hammer_match_get_winner (match);
  summary->n_games = hammer_match_get_n_games (match);
  summary->game_points = g_new0 (int, 2 * MAX (summary->n_games, 1));
  for (guint s = 0; s < n_sides; s++)
    {
      summary->games_won[s] = hammer_match_get_games_won (match)[s];
      summary->totals[s] = hammer_match_get_totals (match)[s];
      for (guint g = 0; g < summary->n_games; g++)
        summary->game_points[s * summary->n_games + g] = hammer_match_get_game_totals (match, g)[s];
    }
}

/* The numbers parted by @separator, without printf: a file of results
 * writes a summary and the entrants for each. */
static void
append_number (GString *text,
               char     separator,
               gint64   value)
{
  if (text->len > 0)
    g_string_append_c (text, separator);
  hammer_append_decimal (text, value);
}

char *
hammer_event_summary_to_string (const HammerEventSummary *summary)
{
  GString *text = g_string_sized_new (32 + 8 * summary->n_games);
  const gint64 head[] = { summary->finished, summary->winner, summary->games_won[0],
                          summary->games_won[1], summary->totals[0], summary->totals[1],
                          summary->n_games };

  for (guint i = 0; i < G_N_ELEMENTS (head); i++)
    append_number (text, ' ', head[i]);
  for (guint i = 0; i < 2 * summary->n_games; i++)
    append_number (text, ' ', summary->game_points[i]);
  return g_string_free (text, FALSE);
}

char *
hammer_event_entrants_text (const int entrants[2])
{
  GString *text = g_string_sized_new (24);

  append_number (text, ',', entrants[0]);
  append_number (text, ',', entrants[1]);
  return g_string_free (text, FALSE);
}

static gboolean
summary_from_string (const char         *text,
                     HammerEventSummary *summary)
{
  char *end = (char *) text;
  gint64 fields[7];

  memset (summary, 0, sizeof *summary);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      const char *start = end;

      fields[i] = g_ascii_strtoll (start, &end, 10);
      if (end == start)
        return FALSE;
    }
  if (fields[6] < 0 || fields[6] > 1000)
    return FALSE;
  summary->finished = fields[0];
  summary->winner = fields[1];
  summary->games_won[0] = fields[2];
  summary->games_won[1] = fields[3];
  summary->totals[0] = fields[4];
  summary->totals[1] = fields[5];
  summary->n_games = fields[6];
  summary->game_points = g_new0 (int, 2 * MAX (summary->n_games, 1));
  for (guint i = 0; i < 2 * summary->n_games; i++)
    {
      const char *start = end;

      summary->game_points[i] = g_ascii_strtoll (start, &end, 10);
      if (end == start)
        {
          g_clear_pointer (&summary->game_points, g_free);
          return FALSE;
        }
    }
  return TRUE;
}

static int
summary_result (const HammerEventSummary *summary)
{
  if (!summary->finished)
    return -1;
  return summary->winner >= 0 ? summary->winner : -2;
}

int
hammer_event_entrant_compare_draw_order (gconstpointer a,
                                         gconstpointer b)
{
  const HammerEventEntrant *x = *(const HammerEventEntrant * const *) a;
  const HammerEventEntrant *y = *(const HammerEventEntrant * const *) b;

  if ((x->draw_index < 0) != (y->draw_index < 0))
    return x->draw_index < 0 ? 1 : -1;
  if (x->draw_index != y->draw_index)
    return x->draw_index < y->draw_index ? -1 : 1;
  return x->added < y->added ? -1 : x->added > y->added ? 1 : 0;
}

static gboolean
load_entrants (sqlite3          *db,
               HammerEventModel *model,
               GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) members = NULL;
  g_autoptr(GHashTable) by_id = g_hash_table_new (g_int64_hash, g_int64_equal);
  int rc;

  /* After the draw, the drawn entrants come first, in draw order, so that an
   * entrant's index is its draw index; late entries follow and take no part.
   * They are sorted so here, not by SQLite, whose sort cost more than
   * reading them (issue 28); read in the order of their ids, which settles
   * a tie (the sort is stable), they need none from SQLite.
   * Their players come in one read for the whole event: one read an entrant was a
   * thousand statements for a field of a thousand. By e.id, not p.entrant_id
   * (the same), they come in order from the indexes, without a sort. */
  if (!(stmt = hammer_store_prepare (db,
                                     "SELECT id, name, added, seed, class, present, withdrawn,"
                                     " draw_index, handicap, paid_method, paid_cents,"
                                     " refund_method, refund_cents FROM entrants WHERE event_id = ?"
                                     " ORDER BY id", error)) ||
      !(members = hammer_store_prepare (db,
                                        "SELECT p.entrant_id, p.player_id FROM entrants e"
                                        " JOIN entrant_players p ON p.entrant_id = e.id"
                                        " WHERE e.event_id = ? ORDER BY e.id, p.position",
                                        error)))
    return FALSE;

  sqlite3_bind_int64 (stmt, 1, model->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerEventEntrant *entrant = g_new0 (HammerEventEntrant, 1);

      entrant->id = sqlite3_column_int64 (stmt, 0);
      entrant->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      entrant->added = sqlite3_column_int64 (stmt, 2);
      entrant->seed = sqlite3_column_int (stmt, 3);
      entrant->klass = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
      entrant->present = sqlite3_column_int (stmt, 5);
      entrant->withdrawn = sqlite3_column_int (stmt, 6);
      entrant->draw_index = sqlite3_column_type (stmt, 7) == SQLITE_NULL
                              ? -1 : sqlite3_column_int (stmt, 7);
      entrant->handicap = sqlite3_column_int (stmt, 8);
      if (hammer_payment_method_from_string ((const char *) sqlite3_column_text (stmt, 9),
                                             &entrant->paid_method))
        entrant->paid_cents = sqlite3_column_int64 (stmt, 10);
      if (hammer_payment_method_from_string ((const char *) sqlite3_column_text (stmt, 11),
                                             &entrant->refund_method))
        entrant->refund_cents = sqlite3_column_int64 (stmt, 12);
      entrant->player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_ptr_array_add (model->entrants, entrant);
      g_hash_table_insert (by_id, &entrant->id, entrant);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the entrants"), error);
      return FALSE;
    }
  g_ptr_array_sort (model->entrants, hammer_event_entrant_compare_draw_order);

  sqlite3_bind_int64 (members, 1, model->id);
  while ((rc = sqlite3_step (members)) == SQLITE_ROW)
    {
      gint64 entrant_id = sqlite3_column_int64 (members, 0);
      gint64 player = sqlite3_column_int64 (members, 1);
      HammerEventEntrant *entrant = g_hash_table_lookup (by_id, &entrant_id);

      if (entrant != NULL)
        g_array_append_val (entrant->player_ids, player);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the entrants"), error);
      return FALSE;
    }

  return TRUE;
}

JsonNode *
hammer_event_row_result_json (const HammerEventMatchRow *row)
{
  g_autofree char *json = NULL;

  g_return_val_if_fail (row != NULL, NULL);

  if (row->input == NULL)
    return NULL;
  json = hammer_result_stored_to_json (row->input);
  return json_from_string (json, NULL);
}

static gboolean
load_matches (sqlite3          *db,
              HammerEventModel *model,
              GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db,
                                     "SELECT id, draw_index, bracket, round, position, grp, stage,"
                                     " n_sides, source0, source1, board_id, called_at,"
                                     " finished_at, result, result_entrants, summary, number,"
                                     " result_source, partner0, partner1"
                                     " FROM matches WHERE event_id = ? ORDER BY draw_index",
                                     error)))
    return FALSE;

  sqlite3_bind_int64 (stmt, 1, model->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerEventMatchRow row = { 0 };
      const char *result = (const char *) sqlite3_column_text (stmt, 13);

      row.id = sqlite3_column_int64 (stmt, 0);
      if (!hammer_event_bracket_from_string ((const char *) sqlite3_column_text (stmt, 2),
                                             &row.dm.bracket))
        row.dm.bracket = HAMMER_BRACKET_WINNERS;
      row.dm.round = sqlite3_column_int (stmt, 3);
      row.dm.position = sqlite3_column_int (stmt, 4);
      row.dm.group = sqlite3_column_type (stmt, 5) == SQLITE_NULL ? -1
                                                                  : sqlite3_column_int (stmt, 5);
      row.dm.stage = sqlite3_column_int (stmt, 6);
      row.dm.n_sides = sqlite3_column_int (stmt, 7);
      hammer_event_source_from_string ((const char *) sqlite3_column_text (stmt, 8),
                                       &row.dm.sources[0]);
      hammer_event_source_from_string ((const char *) sqlite3_column_text (stmt, 9),
                                       &row.dm.sources[1]);
      hammer_event_source_from_string ((const char *) sqlite3_column_text (stmt, 18),
                                       &row.dm.partners[0]);
      hammer_event_source_from_string ((const char *) sqlite3_column_text (stmt, 19),
                                       &row.dm.partners[1]);
      row.board_id = sqlite3_column_int64 (stmt, 10);
      row.called_at = g_strdup ((const char *) sqlite3_column_text (stmt, 11));
      row.finished_at = g_strdup ((const char *) sqlite3_column_text (stmt, 12));
      row.result_entrants = g_strdup ((const char *) sqlite3_column_text (stmt, 14));
      row.number = sqlite3_column_int (stmt, 16);
      row.result_source = g_strdup ((const char *) sqlite3_column_text (stmt, 17));
      row.result = -1;

      if (result != NULL)
        {
          const char *summary = (const char *) sqlite3_column_text (stmt, 15);

          row.input = g_strdup (result);
          /* Results stored without a summary (an imported document) are
           * replayed through the rules once; so is a card of one player
           * that an earlier Hammer summed up with a winner. */
          if (summary == NULL || !summary_from_string (summary, &row.summary) ||
              (row.dm.n_sides < 2 && row.summary.winner >= 0))
            {
              g_autoptr(GError) violation = NULL;
              g_autoptr(JsonNode) input = hammer_event_row_result_json (&row);
              g_autoptr(HammerMatch) state = NULL;
              HammerOptions options;

              hammer_event_row_options (model, &row, &options);
              state = hammer_match_replay_result (model->rules, &options, input, &violation);

              if (state == NULL)
                {
                  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                               _("The stored result of match %u does not pass "
                                 "the rules: %s"),
                               row.number, violation ? violation->message : "");
                  match_row_clear (&row);
                  return FALSE;
                }
              hammer_event_summary_from_match (state, &row.summary);
            }
          row.result = summary_result (&row.summary);
        }

      g_array_append_val (model->matches, row);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the matches"), error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
load_boards (sqlite3          *db,
             HammerEventModel *model,
             GError          **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db,
                                     "SELECT id, number, name, reserved_event_id,"
                                     " coalesce (reserved_stage, -1), reserved_round FROM boards"
                                     " WHERE event_id = ?1 OR (day_id IS NOT NULL AND day_id ="
                                     " (SELECT day_id FROM events WHERE id = ?1))"
                                     " ORDER BY number", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, model->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerEventBoard board = {
        .id = sqlite3_column_int64 (stmt, 0),
        .number = sqlite3_column_int (stmt, 1),
        .name = g_strdup ((const char *) sqlite3_column_text (stmt, 2)),
        .reserved_event = sqlite3_column_int64 (stmt, 3),
        .reserved_stage = sqlite3_column_int (stmt, 4),
        .reserved_round = -1,
      };

      hammer_day_round_parse ((const char *) sqlite3_column_text (stmt, 5),
                              &board.reserved_bracket, &board.reserved_round);
      g_array_append_val (model->boards, board);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the boards"), error);
      return FALSE;
    }
  return TRUE;
}

HammerEventModel *
hammer_event_load (sqlite3     *db,
                   gint64       event_id,
                   GError     **error)
{
  g_autoptr(HammerEventModel) model = g_new0 (HammerEventModel, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GError) violation = NULL;
  g_autoptr(JsonNode) options = NULL;
  g_autoptr(JsonNode) settings = NULL;
  int rc;

  /* Not known to the store's cache until it says (hammer-event-cache.c). */
  model->as_of = -1;
  model->kept_generation = G_MAXUINT64;
  model->entrants = g_ptr_array_new_with_free_func ((GDestroyNotify) entrant_free);
  model->matches = g_array_new (FALSE, TRUE, sizeof (HammerEventMatchRow));
  g_array_set_clear_func (model->matches, (GDestroyNotify) match_row_clear);
  model->boards = g_array_new (FALSE, TRUE, sizeof (HammerEventBoard));
  g_array_set_clear_func (model->boards, (GDestroyNotify) board_clear);

  if (!(stmt = hammer_store_prepare (db,
                                     "SELECT name, rules, options, format, settings, date, venue,"
                                     " draw_seed, drawn_at, day_id, fee_cents, payout_kind, payout,"
                                     " (SELECT currency FROM days d WHERE d.id = events.day_id)"
                                     " FROM events WHERE id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no event with number %" PRId64), event_id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      hammer_store_set_error (db, rc, _("Could not read the event"), error);
      return NULL;
    }

  model->id = event_id;
  model->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  model->rules_id = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  model->date = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
  model->venue = g_strdup ((const char *) sqlite3_column_text (stmt, 6));
  model->draw_seed = sqlite3_column_int64 (stmt, 7);
  model->drawn = sqlite3_column_type (stmt, 8) != SQLITE_NULL;
  model->day_id = sqlite3_column_int64 (stmt, 9);
  model->fee_cents = sqlite3_column_int64 (stmt, 10);
  model->currency = g_strdup ((const char *) sqlite3_column_text (stmt, 13));

  model->rules = hammer_rules_lookup (model->rules_id, &violation);
  options = json_from_string ((const char *) sqlite3_column_text (stmt, 2), NULL);
  settings = json_from_string ((const char *) sqlite3_column_text (stmt, 4), NULL);
  if (model->rules == NULL || options == NULL || !JSON_NODE_HOLDS_OBJECT (options) ||
      settings == NULL || !JSON_NODE_HOLDS_OBJECT (settings) ||
      !hammer_format_from_string ((const char *) sqlite3_column_text (stmt, 3), &model->format) ||
      !hammer_options_from_json (model->rules, json_node_get_object (options), &model->options,
                                 &violation) ||
      !hammer_payout_from_stored ((const char *) sqlite3_column_text (stmt, 11),
                                  (const char *) sqlite3_column_text (stmt, 12), &model->payout))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                   _("The stored settings of event %" PRId64 " are damaged"), event_id);
      return NULL;
    }
  model->settings = json_object_ref (json_node_get_object (settings));

  if (!load_entrants (db, model, error) || !load_matches (db, model, error) ||
      !load_boards (db, model, error))
    return NULL;

  hammer_event_resolve (model);
  return g_steal_pointer (&model);
}

gboolean
hammer_event_set_bye_error (const HammerEventMatchRow *row,
                            GError                   **error)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("The match with id %" PRId64 " is a bye: it is decided by the draw and "
                 "never played"), row->id);
  return FALSE;
}

int
hammer_event_find_match (HammerEventModel *model,
                         gint64            match_id,
                         GError          **error)
{
  HammerEventMatchRow *rows = (HammerEventMatchRow *) (void *) model->matches->data;
  guint n = model->matches->len;

  /* A draw's matches are inserted in its order, so their ids mostly count
   * up from the first: look there before looking through them all (a file
   * of 2,000 results asks for each). */
  if (n > 0 && match_id >= rows[0].id && match_id - rows[0].id < n &&
      rows[match_id - rows[0].id].id == match_id)
    return match_id - rows[0].id;
  for (guint i = 0; i < n; i++)
    if (rows[i].id == match_id)
      return i;

  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("“%s” has no match with id %" PRId64), model->name, match_id);
  return -1;
}

gboolean
hammer_event_match_open (HammerEventModel *model,
                         guint             index)
{
  return model->resolved[index].status == HAMMER_MATCH_READY;
}

gboolean
hammer_event_reload (HammerStoreTx     *tx,
                     HammerEventModel **model,
                     GError           **error)
{
  HammerEventModel *fresh = hammer_event_load (tx->db, (*model)->id, error);

  if (fresh == NULL)
    return FALSE;
  hammer_event_model_free (*model);
  *model = fresh;
  return TRUE;
}

gboolean
hammer_event_any_result (HammerEventModel *model)
{
  for (guint i = 0; i < model->matches->len; i++)
    if (g_array_index (model->matches, HammerEventMatchRow, i).input != NULL)
      return TRUE;
  return FALSE;
}

HammerEventBoard *
hammer_event_board_by_id (HammerEventModel *model,
                          gint64            board_id)
{
  for (guint b = 0; b < model->boards->len; b++)
    if (g_array_index (model->boards, HammerEventBoard, b).id == board_id)
      return &g_array_index (model->boards, HammerEventBoard, b);
  return NULL;
}

char *
hammer_event_match_label (const HammerEventMatchRow *row)
{
  return g_strdup_printf (_("Match %u"), row->number);
}

