/* hammer-events-json.c — the JSON that screens and hammer-cli read: events and matches
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "events/hammer-events-private.h"

JsonNode *
hammer_event_take_object_node (JsonObject *object)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, object);
  return node;
}

JsonNode *
hammer_event_ref_object_node (JsonObject *object)
{
  return json_node_init_object (json_node_alloc (), object);
}

void
hammer_event_add_nullable_string (JsonBuilder *builder,
                                  const char  *value)
{
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

char *
hammer_event_object_to_string (JsonObject *object)
{
  g_autoptr(JsonNode) node = hammer_event_ref_object_node (object);

  return json_to_string (node, FALSE);
}

JsonNode *
hammer_event_build_json (HammerStore          *self,
                         gint64                event_id,
                         HammerEventBuildFunc  build,
                         GError              **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;
  build (builder, model);
  hammer_event_keep (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

/* Events */

HammerEventState
hammer_event_state (HammerEventModel *model)
{
  gboolean all_finished = model->matches->len > 0;

  if (!model->drawn)
    return HAMMER_EVENT_SETUP;
  for (guint i = 0; i < model->matches->len; i++)
    if (model->resolved[i].status == HAMMER_MATCH_PENDING ||
        model->resolved[i].status == HAMMER_MATCH_READY)
      all_finished = FALSE;

  /* A Swiss event is over only after its last round. */
  if (all_finished && hammer_format_get_info (model->format)->pairs_rounds)
    {
      guint last_round = 0;
      gint64 rounds = json_object_get_int_member_with_default (model->settings, "rounds", 0);

      for (guint i = 0; i < model->matches->len; i++)
        last_round =
          MAX (last_round, g_array_index (model->matches, HammerEventMatchRow, i).dm.round);
      if ((gint64) last_round < rounds)
        all_finished = FALSE;
    }
  return all_finished ? HAMMER_EVENT_FINISHED : HAMMER_EVENT_IN_PROGRESS;
}

const char *
hammer_event_state_name (HammerEventModel *model)
{
  switch (hammer_event_state (model))
    {
    case HAMMER_EVENT_SETUP: return "setup";
    case HAMMER_EVENT_FINISHED: return "finished";
    case HAMMER_EVENT_IN_PROGRESS:
    default:
      return "in_progress";
    }
}

static void
add_entrant_json (JsonBuilder        *builder,
                  HammerEventEntrant *entrant)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, entrant->id);
  json_builder_set_member_name (builder, "name");
  hammer_event_add_nullable_string (builder, entrant->name);
  json_builder_set_member_name (builder, "seed");
  if (hammer_event_entrant_seed (entrant) > 0)
    json_builder_add_int_value (builder, hammer_event_entrant_seed (entrant));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < entrant->player_ids->len; i++)
    json_builder_add_int_value (builder, g_array_index (entrant->player_ids, gint64, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "withdrawn");
  json_builder_add_boolean_value (builder, entrant->withdrawn);
  json_builder_set_member_name (builder, "present");
  json_builder_add_boolean_value (builder, entrant->present);
  if (entrant->klass != NULL)
    {
      json_builder_set_member_name (builder, "class");
      hammer_event_add_nullable_string (builder, entrant->klass);
    }
  hammer_event_add_paid_json (builder, entrant);
  /* Only where set: an event without handicaps prints as it always did. */
  if (entrant->handicap != 0)
    {
      json_builder_set_member_name (builder, "handicap");
      json_builder_add_int_value (builder, entrant->handicap);
    }
  json_builder_end_object (builder);
}

void
hammer_event_add_fields (JsonBuilder      *builder,
                         HammerEventModel *model)
{
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
  json_builder_set_member_name (builder, "settings");
  json_builder_add_value (builder, hammer_event_ref_object_node (model->settings));
  json_builder_set_member_name (builder, "date");
  hammer_event_add_nullable_string (builder, model->date);
  json_builder_set_member_name (builder, "venue");
  hammer_event_add_nullable_string (builder, model->venue);
  /* Only an event of a day names it: the rest read as they always did. */
  if (model->day_id != 0)
    {
      json_builder_set_member_name (builder, "day");
      json_builder_add_int_value (builder, model->day_id);
      /* What its fees and prizes are printed with. */
      json_builder_set_member_name (builder, "currency");
      hammer_event_add_nullable_string (builder, model->currency);
    }
  json_builder_set_member_name (builder, "drawn");
  json_builder_add_boolean_value (builder, model->drawn);
  json_builder_set_member_name (builder, "draw_seed");
  if (model->drawn)
    json_builder_add_int_value (builder, model->draw_seed);
  else
    json_builder_add_null_value (builder);
}

void
hammer_event_add_boards_json (JsonBuilder      *builder,
                              HammerEventModel *model)
{
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (guint b = 0; b < model->boards->len; b++)
    {
      HammerEventBoard *board = &g_array_index (model->boards, HammerEventBoard, b);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, board->number);
      json_builder_set_member_name (builder, "name");
      hammer_event_add_nullable_string (builder, board->name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

/* The entry fee, where the desk took it, and its refund. */
void
hammer_event_add_paid_json (JsonBuilder              *builder,
                            const HammerEventEntrant *entrant)
{
  if (entrant->paid_method != HAMMER_PAYMENT_NONE)
    {
      json_builder_set_member_name (builder, "paid");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "amount");
      json_builder_add_int_value (builder, entrant->paid_cents);
      json_builder_set_member_name (builder, "method");
      json_builder_add_string_value (builder,
                                     hammer_payment_method_to_string (entrant->paid_method));
      json_builder_end_object (builder);
    }
  /* And what the desk gave back of it, where it did. */
  if (entrant->refund_method != HAMMER_PAYMENT_NONE)
    {
      json_builder_set_member_name (builder, "refund");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "amount");
      json_builder_add_int_value (builder, entrant->refund_cents);
      json_builder_set_member_name (builder, "method");
      json_builder_add_string_value (builder,
                                     hammer_payment_method_to_string (entrant->refund_method));
      json_builder_end_object (builder);
    }
}

/* "fee" in cents and "payout": {"kind": "percent" (hundredths of a
 * percent) or "amount" (cents), "places": [from 1st]} or null. */
void
hammer_event_add_money_json (JsonBuilder      *builder,
                             HammerEventModel *model)
{
  json_builder_set_member_name (builder, "fee");
  json_builder_add_int_value (builder, model->fee_cents);
  json_builder_set_member_name (builder, "payout");
  if (model->payout.kind == HAMMER_PAYOUT_NONE)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, hammer_payout_kind_to_string (model->payout.kind));
  json_builder_set_member_name (builder, "places");
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->payout.values->len; i++)
    json_builder_add_int_value (builder, g_array_index (model->payout.values, gint64, i));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
build_event_json (JsonBuilder      *builder,
                  HammerEventModel *model)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, model->id);
  hammer_event_add_fields (builder, model);
  json_builder_set_member_name (builder, "confirm");
  json_builder_add_string_value (builder,
                                 hammer_confirm_to_string (hammer_confirm_from_settings (
                                                             model->settings)));
  json_builder_set_member_name (builder, "state");
  hammer_event_add_nullable_string (builder, hammer_event_state_name (model));
  /* Any result typed, a card under way too: from then on the draw and the
   * tie-breakers stay as they are. */
  json_builder_set_member_name (builder, "has_results");
  json_builder_add_boolean_value (builder, hammer_event_any_result (model));
  hammer_event_add_boards_json (builder, model);
  hammer_event_add_money_json (builder, model);
  json_builder_set_member_name (builder, "entrants");
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->entrants->len; i++)
    add_entrant_json (builder, g_ptr_array_index (model->entrants, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "matches");
  json_builder_add_int_value (builder, model->matches->len);
  json_builder_end_object (builder);
}

JsonNode *
hammer_events_get_event_json (HammerStore  *self,
                              gint64        event_id,
                              GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_event_build_json (self, event_id, build_event_json, error);
}

/* Matches */

HammerEventMatchState
hammer_event_match_state (HammerEventModel *model,
                          guint             index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  switch (model->resolved[index].status)
    {
    case HAMMER_MATCH_PENDING: return HAMMER_EVENT_MATCH_PENDING;
    case HAMMER_MATCH_FINISHED:
    case HAMMER_MATCH_SKIPPED: return HAMMER_EVENT_MATCH_FINISHED;
    case HAMMER_MATCH_READY:
    default:
      return row->input != NULL ? HAMMER_EVENT_MATCH_IN_PROGRESS : HAMMER_EVENT_MATCH_READY;
    }
}

static const char *
match_state (HammerEventModel *model,
             guint             index)
{
  if (model->resolved[index].status == HAMMER_MATCH_SKIPPED)
    return "skipped";
  switch (hammer_event_match_state (model, index))
    {
    case HAMMER_EVENT_MATCH_PENDING: return "pending";
    case HAMMER_EVENT_MATCH_FINISHED: return "finished";
    case HAMMER_EVENT_MATCH_IN_PROGRESS: return "in_progress";
    case HAMMER_EVENT_MATCH_READY:
    default:
      return "ready";
    }
}

guint
hammer_event_series_board_number (HammerEventModel          *model,
                                  const HammerEventMatchRow *row,
                                  int                        game)
{
  return g_array_index (model->boards, HammerEventBoard,
                        hammer_series_board (row->dm.sources[0].ref, game,
                                             model->draw.n_entrants,
                                             model->boards->len)).number;
}

void
hammer_event_add_match_number (HammerJsonOut             *out,
                               const HammerEventMatchRow *row)
{
  if (row->number > 0)
    hammer_json_out_int (out, row->number);
  else
    hammer_json_out_null (out);
}

/* The sides' handicaps, where one has any: a match without them lists
 * nothing more. */
static void
add_handicaps (HammerJsonOut       *out,
               HammerEventModel    *model,
               HammerEventMatchRow *row,
               const int           *entrants)
{
  gboolean any = FALSE;

  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, entrants[s]);

      any |= entrant != NULL && entrant->handicap != 0;
    }
  if (!any)
    return;
  hammer_json_out_member_literal (out, "handicaps");
  hammer_json_out_begin_array (out);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, entrants[s]);

      hammer_json_out_int (out, entrant != NULL ? entrant->handicap : 0);
    }
  hammer_json_out_end_array (out);
}

/* Each side's entrant id and name, null where it is not known yet. */
static void
add_sides_json (HammerJsonOut       *out,
                HammerEventModel    *model,
                guint                index,
                const int           *entrants)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  hammer_json_out_member_literal (out, "sides");
  hammer_json_out_begin_array (out);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, entrants[s]);

      if (entrant != NULL)
        hammer_json_out_int (out, entrant->id);
      else
        hammer_json_out_null (out);
    }
  hammer_json_out_end_array (out);
  hammer_json_out_member_literal (out, "names");
  hammer_json_out_begin_array (out);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      g_autofree char *name = hammer_event_side_name (model, index, s);

      hammer_json_out_string (out, name);
    }
  hammer_json_out_end_array (out);
  add_handicaps (out, model, row, entrants);
}

static void
add_player_id (HammerJsonOut    *out,
               HammerEventModel *model,
               int               draw_index)
{
  HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, draw_index);

  if (entrant != NULL && entrant->player_ids->len > 0)
    hammer_json_out_int (out, g_array_index (entrant->player_ids, gint64, 0));
  else
    hammer_json_out_null (out);
}

/* Rotating partners: the players of each side, and those of the round who
 * sit it out, by their player ids. */
static void
add_partners_json (HammerJsonOut    *out,
                   HammerEventModel *model,
                   guint             index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  g_autoptr(GArray) sitting_out = NULL;

  if (hammer_event_side_partner (model, index, 0) < 0)
    return;
  hammer_json_out_member_literal (out, "players");
  hammer_json_out_begin_array (out);
  for (guint s = 0; s < row->dm.n_sides && s < 2; s++)
    {
      hammer_json_out_begin_array (out);
      add_player_id (out, model, model->resolved[index].entrants[s]);
      add_player_id (out, model, hammer_event_side_partner (model, index, s));
      hammer_json_out_end_array (out);
    }
  hammer_json_out_end_array (out);

  sitting_out = hammer_event_round_sitting_out (model, row->dm.round);
  hammer_json_out_member_literal (out, "sitting_out");
  hammer_json_out_begin_array (out);
  for (guint i = 0; i < sitting_out->len; i++)
    add_player_id (out, model, g_array_index (sitting_out, guint, i));
  hammer_json_out_end_array (out);
  /* For paper, which names them as the screens do. */
  hammer_json_out_member_literal (out, "sitting_out_names");
  hammer_json_out_begin_array (out);
  for (guint i = 0; i < sitting_out->len; i++)
    hammer_json_out_string (out, hammer_event_entrant_name (model,
                                                            g_array_index (sitting_out, guint, i)));
  hammer_json_out_end_array (out);
}

/* Where a side comes from: another match's winner or loser (by match id,
 * with the number people read), a group place, a bye; null for a seed. */
static void
add_source_json (HammerJsonOut      *out,
                 HammerEventModel   *model,
                 const HammerSource *source)
{
  switch (source->kind)
    {
    case HAMMER_SOURCE_WINNER:
    case HAMMER_SOURCE_LOSER:
      {
        HammerEventMatchRow *from =
          &g_array_index (model->matches, HammerEventMatchRow, source->ref);

        hammer_json_out_begin_object (out);
        if (source->kind == HAMMER_SOURCE_WINNER)
          hammer_json_out_member_literal (out, "winner");
        else
          hammer_json_out_member_literal (out, "loser");
        hammer_json_out_int (out, from->id);
        hammer_json_out_member_literal (out, "number");
        hammer_event_add_match_number (out, from);
        hammer_json_out_end_object (out);
      }
      break;
    case HAMMER_SOURCE_GROUP:
      {
        g_autofree char *group = hammer_bracket_name (HAMMER_BRACKET_GROUP, source->ref);

        hammer_json_out_begin_object (out);
        hammer_json_out_member_literal (out, "group");
        hammer_json_out_string (out, group);
        hammer_json_out_member_literal (out, "place");
        hammer_json_out_int (out, source->place);
        hammer_json_out_end_object (out);
      }
      break;
    case HAMMER_SOURCE_BYE:
      hammer_json_out_begin_object (out);
      hammer_json_out_member_literal (out, "bye");
      hammer_json_out_boolean (out, TRUE);
      hammer_json_out_end_object (out);
      break;
    case HAMMER_SOURCE_NONE:
    case HAMMER_SOURCE_SEED:
    default:
      hammer_json_out_null (out);
      break;
    }
}

/* The board of a match, and a series card's board for every game: a
 * sjoelbak series moves its player to another board every game. */
static void
add_match_boards_json (HammerJsonOut       *out,
                       HammerEventModel    *model,
                       HammerEventMatchRow *row)
{
  HammerEventBoard *board = hammer_event_board_by_id (model, row->board_id);

  hammer_json_out_member_literal (out, "board");
  if (board != NULL)
    hammer_json_out_int (out, board->number);
  else
    hammer_json_out_null (out);
  if (row->dm.bracket != HAMMER_BRACKET_SERIES || model->boards->len == 0)
    return;
  hammer_json_out_member_literal (out, "boards");
  hammer_json_out_begin_array (out);
  for (int g = 0; g < model->options.games; g++)
    hammer_json_out_int (out, hammer_event_series_board_number (model, row, g));
  hammer_json_out_end_array (out);
}

static void
add_sides_int_array (HammerJsonOut *out,
                     const char  *member,
                     guint        n_sides,
                     const int   *values)
{
  hammer_json_out_member (out, member);
  hammer_json_out_begin_array (out);
  for (guint s = 0; s < n_sides; s++)
    hammer_json_out_int (out, values[s]);
  hammer_json_out_end_array (out);
}

/* The games of a match with a result or ends typed. */
static void
add_result_json (HammerJsonOut       *out,
                 HammerEventMatchRow *row)
{
  JsonNode *result;
  int first;

  add_sides_int_array (out, "games_won", row->dm.n_sides, row->summary.games_won);
  add_sides_int_array (out, "totals", row->dm.n_sides, row->summary.totals);
  /* The points of each game, side by side: a series ranking shows them. */
  hammer_json_out_member_literal (out, "game_points");
  hammer_json_out_begin_array (out);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      hammer_json_out_begin_array (out);
      for (guint g = 0; g < row->summary.n_games; g++)
        hammer_json_out_int (out,
                                    row->summary.game_points[s * row->summary.n_games + g]);
      hammer_json_out_end_array (out);
    }
  hammer_json_out_end_array (out);
  /* The result as entered, so that it can be opened for correction, and
   * the coin toss it records: who shot first in game 1. */
  result = hammer_event_row_result_json (row);
  first = hammer_result_get_first (result);
  hammer_json_out_member_literal (out, "first");
  if (first >= 0)
    hammer_json_out_int (out, first);
  else
    hammer_json_out_null (out);
  hammer_json_out_member_literal (out, "result");
  hammer_json_out_node (out, result);
}

static void
add_flag (HammerJsonOut *out,
          const char  *member,
          gboolean     value)
{
  if (!value)
    return;
  hammer_json_out_member (out, member);
  hammer_json_out_boolean (out, TRUE);
}

/* hammer_event_write_match_json(), the round's name kept in @kept for the
 * next match. */
static void
write_match_json (HammerJsonOut       *out,
                  HammerEventModel    *model,
                  guint                index,
                  HammerRoundNameKept *kept)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  HammerResolvedMatch *resolved = &model->resolved[index];
  g_autofree char *bracket = hammer_bracket_name (row->dm.bracket, row->dm.group);
  const char *round_name = hammer_rounds_match_name_kept (&model->rounds, index, &row->dm,
                                                          kept);

  hammer_json_out_begin_object (out);
  hammer_json_out_member_literal (out, "id");
  hammer_json_out_int (out, row->id);
  hammer_json_out_member_literal (out, "number");
  hammer_event_add_match_number (out, row);
  hammer_json_out_member_literal (out, "round");
  hammer_json_out_int (out, row->dm.round);
  hammer_json_out_member_literal (out, "bracket");
  hammer_json_out_string (out, bracket);
  /* The round's name as every surface prints it (hammer-rounds.h). */
  hammer_json_out_member_literal (out, "round_name");
  hammer_json_out_string (out, round_name);
  hammer_json_out_member_literal (out, "position");
  hammer_json_out_int (out, row->dm.position);
  if (row->dm.stage > 0)
    {
      hammer_json_out_member_literal (out, "stage");
      hammer_json_out_int (out, row->dm.stage);
    }
  /* Where every place is played out: the places this match plays for. */
  if (index < model->rounds.n_stakes && model->rounds.stake[2 * index] > 0)
    {
      hammer_json_out_member_literal (out, "places");
      hammer_json_out_begin_array (out);
      hammer_json_out_int (out, model->rounds.stake[2 * index]);
      hammer_json_out_int (out, model->rounds.stake[2 * index + 1]);
      hammer_json_out_end_array (out);
    }
  /* A match on the total of its games (sjoelbak): how many it plays; a
   * knockout match may play more than a pool's ("knockout_games"). */
  if (model->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
    {
      HammerOptions options;

      hammer_event_row_options (model, row, &options);
      hammer_json_out_member_literal (out, "games");
      hammer_json_out_int (out, options.games);
    }
  /* A chart's byes before its first match played are not drawn. */
  add_flag (out, "left_out", hammer_rounds_left_out (&model->rounds, index));
  add_sides_json (out, model, index, resolved->entrants);
  add_partners_json (out, model, index);
  /* Where each side comes from, so that a bracket can be drawn with its
   * lines. */
  hammer_json_out_member_literal (out, "from");
  hammer_json_out_begin_array (out);
  for (guint s = 0; s < row->dm.n_sides; s++)
    add_source_json (out, model, hammer_event_side_source (model, index, s));
  hammer_json_out_end_array (out);
  hammer_json_out_member_literal (out, "state");
  hammer_json_out_string (out, match_state (model, index));
  hammer_json_out_member_literal (out, "winner");
  if (resolved->status == HAMMER_MATCH_FINISHED && resolved->winner >= 0)
    hammer_json_out_int (out, resolved->winner);
  else
    hammer_json_out_null (out);
  add_match_boards_json (out, model, row);
  add_flag (out, "bye", resolved->bye);
  add_flag (out, "walkover", resolved->walkover);
  /* For the latest results on a hall's screen. */
  if (resolved->status == HAMMER_MATCH_FINISHED && row->finished_at != NULL)
    {
      hammer_json_out_member_literal (out, "finished_at");
      hammer_json_out_string (out, row->finished_at);
    }
  /* Where a result came from when not from the desk: "board:3". */
  if (row->input != NULL && row->result_source != NULL &&
      !g_str_equal (row->result_source, HAMMER_SOURCE_DESK))
    {
      hammer_json_out_member_literal (out, "result_source");
      hammer_json_out_string (out, row->result_source);
    }
  if (row->input != NULL)
    add_result_json (out, row);
  hammer_json_out_end_object (out);
}

void
hammer_event_write_match_json (HammerJsonOut    *out,
                               HammerEventModel *model,
                               guint             index)
{
  g_auto(HammerRoundNameKept) kept = { 0 };

  write_match_json (out, model, index, &kept);
}

void
hammer_event_add_match_json (JsonBuilder      *builder,
                             HammerEventModel *model,
                             guint             index)
{
  HammerJsonOut out;

  hammer_json_out_init_builder (&out, builder);
  hammer_event_write_match_json (&out, model, index);
}

static void
write_matches_json (HammerJsonOut    *out,
                    HammerEventModel *model)
{
  g_auto(HammerRoundNameKept) kept = { 0 };

  hammer_json_out_begin_array (out);
  for (guint i = 0; i < model->matches->len; i++)
    {
      /* A final reset that is not needed is no match at all. */
      if (model->resolved[i].status == HAMMER_MATCH_SKIPPED)
        continue;
      write_match_json (out, model, i, &kept);
    }
  hammer_json_out_end_array (out);
}

static void
build_matches_json (JsonBuilder      *builder,
                    HammerEventModel *model)
{
  HammerJsonOut out;

  hammer_json_out_init_builder (&out, builder);
  write_matches_json (&out, model);
}

/* How many results a hall shows as the latest. */
#define N_LATEST_RESULTS 10

static int
compare_finished (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  HammerEventModel *model = user_data;
  const HammerEventMatchRow *x =
    &g_array_index (model->matches, HammerEventMatchRow, *(const guint *) a);
  const HammerEventMatchRow *y =
    &g_array_index (model->matches, HammerEventMatchRow, *(const guint *) b);
  int by_time = g_strcmp0 (y->finished_at, x->finished_at);

  /* The same second: the later in playing order counts as the later. */
  return by_time != 0 ? by_time : (int) *(const guint *) b - (int) *(const guint *) a;
}

/* Only the matches shown are built: a round robin of 80 has 3,160, and a
 * hall asks again after every result. */
static void
build_latest_json (JsonBuilder      *builder,
                   HammerEventModel *model)
{
  g_autoptr(GArray) finished = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint i = 0; i < model->matches->len; i++)
    if (model->resolved[i].status == HAMMER_MATCH_FINISHED &&
        g_array_index (model->matches, HammerEventMatchRow, i).finished_at != NULL &&
        !model->resolved[i].bye)
      g_array_append_val (finished, i);
  g_array_sort_with_data (finished, compare_finished, model);

  json_builder_begin_array (builder);
  for (guint i = 0; i < finished->len && i < N_LATEST_RESULTS; i++)
    hammer_event_add_match_json (builder, model, g_array_index (finished, guint, i));
  json_builder_end_array (builder);
}

JsonNode *
hammer_events_get_latest_results_json (HammerStore  *self,
                                       gint64        event_id,
                                       GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_event_build_json (self, event_id, build_latest_json, error);
}

JsonNode *
hammer_events_get_matches_json (HammerStore  *self,
                                gint64        event_id,
                                GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_event_build_json (self, event_id, build_matches_json, error);
}

char *
hammer_event_write_matches_text (HammerEventModel *model)
{
  GString *text;
  HammerJsonOut out;

  /* A draw of 1024 lists some 2,000 matches: a megabyte of text. */
  text = g_string_sized_new (256 * model->matches->len + 16);
  hammer_json_out_init_text (&out, text);
  write_matches_json (&out, model);
  return g_string_free (text, FALSE);
}

char *
hammer_events_write_matches_json (HammerStore  *self,
                                  gint64        event_id,
                                  GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  char *text;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = hammer_event_take (self, event_id, error)))
    return NULL;
  text = hammer_event_write_matches_text (model);
  hammer_event_keep (self, g_steal_pointer (&model));
  return text;
}

