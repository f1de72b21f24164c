/* hammer-events-json.c — the JSON that screens and hammer-cli read: events, matches, standings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

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

static void
build_event_json (JsonBuilder      *builder,
                  HammerEventModel *model)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, model->id);
  hammer_event_add_fields (builder, model);
  json_builder_set_member_name (builder, "state");
  hammer_event_add_nullable_string (builder, hammer_event_state_name (model));
  /* Any result typed, a card under way too: from then on the draw and the
   * tie-breakers stay as they are. */
  json_builder_set_member_name (builder, "has_results");
  json_builder_add_boolean_value (builder, hammer_event_any_result (model));
  hammer_event_add_boards_json (builder, model);
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
hammer_event_add_match_number (JsonBuilder               *builder,
                               const HammerEventMatchRow *row)
{
  if (row->number > 0)
    json_builder_add_int_value (builder, row->number);
  else
    json_builder_add_null_value (builder);
}

/* The sides' handicaps, where one has any: a match without them lists
 * nothing more. */
static void
add_handicaps (JsonBuilder         *builder,
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
  json_builder_set_member_name (builder, "handicaps");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, entrants[s]);

      json_builder_add_int_value (builder, entrant != NULL ? entrant->handicap : 0);
    }
  json_builder_end_array (builder);
}

/* Each side's entrant id and name, null where it is not known yet. */
static void
add_sides_json (JsonBuilder         *builder,
                HammerEventModel    *model,
                guint                index,
                const int           *entrants)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);

  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, entrants[s]);

      if (entrant != NULL)
        json_builder_add_int_value (builder, entrant->id);
      else
        json_builder_add_null_value (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "names");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      g_autofree char *name = hammer_event_side_name (model, index, s);

      hammer_event_add_nullable_string (builder, name);
    }
  json_builder_end_array (builder);
  add_handicaps (builder, model, row, entrants);
}

static void
add_player_id (JsonBuilder      *builder,
               HammerEventModel *model,
               int               draw_index)
{
  HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, draw_index);

  if (entrant != NULL && entrant->player_ids->len > 0)
    json_builder_add_int_value (builder, g_array_index (entrant->player_ids, gint64, 0));
  else
    json_builder_add_null_value (builder);
}

/* Rotating partners: the players of each side, and those of the round who
 * sit it out, by their player ids. */
static void
add_partners_json (JsonBuilder      *builder,
                   HammerEventModel *model,
                   guint             index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  g_autofree gboolean *playing = NULL;

  if (hammer_event_side_partner (model, index, 0) < 0)
    return;
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides && s < 2; s++)
    {
      json_builder_begin_array (builder);
      add_player_id (builder, model, model->resolved[index].entrants[s]);
      add_player_id (builder, model, hammer_event_side_partner (model, index, s));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);

  playing = g_new0 (gboolean, model->entrants->len + 1);
  for (guint i = 0; i < model->matches->len; i++)
    {
      int players[4];
      guint n;

      if (g_array_index (model->matches, HammerEventMatchRow, i).dm.round != row->dm.round)
        continue;
      n = hammer_event_match_players (model, i, players);
      for (guint p = 0; p < n; p++)
        if ((guint) players[p] < model->entrants->len)
          playing[players[p]] = TRUE;
    }
  json_builder_set_member_name (builder, "sitting_out");
  json_builder_begin_array (builder);
  for (guint e = 0; e < model->entrants->len; e++)
    if (!playing[e] && hammer_event_entrant_by_index (model, e) != NULL)
      add_player_id (builder, model, e);
  json_builder_end_array (builder);
}

/* Where a side comes from: another match's winner or loser (by match id,
 * with the number people read), a group place, a bye; null for a seed. */
static void
add_source_json (JsonBuilder        *builder,
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

        json_builder_begin_object (builder);
        json_builder_set_member_name (builder,
                                      source->kind == HAMMER_SOURCE_WINNER ? "winner" : "loser");
        json_builder_add_int_value (builder, from->id);
        json_builder_set_member_name (builder, "number");
        hammer_event_add_match_number (builder, from);
        json_builder_end_object (builder);
      }
      break;
    case HAMMER_SOURCE_GROUP:
      {
        g_autofree char *group = hammer_bracket_name (HAMMER_BRACKET_GROUP, source->ref);

        json_builder_begin_object (builder);
        json_builder_set_member_name (builder, "group");
        json_builder_add_string_value (builder, group);
        json_builder_set_member_name (builder, "place");
        json_builder_add_int_value (builder, source->place);
        json_builder_end_object (builder);
      }
      break;
    case HAMMER_SOURCE_BYE:
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "bye");
      json_builder_add_boolean_value (builder, TRUE);
      json_builder_end_object (builder);
      break;
    case HAMMER_SOURCE_NONE:
    case HAMMER_SOURCE_SEED:
    default:
      json_builder_add_null_value (builder);
      break;
    }
}

/* The board of a match, and a series card's board for every game: a
 * sjoelbak series moves its player to another board every game. */
static void
add_match_boards_json (JsonBuilder         *builder,
                       HammerEventModel    *model,
                       HammerEventMatchRow *row)
{
  HammerEventBoard *board = hammer_event_board_by_id (model, row->board_id);

  json_builder_set_member_name (builder, "board");
  if (board != NULL)
    json_builder_add_int_value (builder, board->number);
  else
    json_builder_add_null_value (builder);
  if (row->dm.bracket != HAMMER_BRACKET_SERIES || model->boards->len == 0)
    return;
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (int g = 0; g < model->options.games; g++)
    json_builder_add_int_value (builder, hammer_event_series_board_number (model, row, g));
  json_builder_end_array (builder);
}

static void
add_sides_int_array (JsonBuilder *builder,
                     const char  *member,
                     guint        n_sides,
                     const int   *values)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint s = 0; s < n_sides; s++)
    json_builder_add_int_value (builder, values[s]);
  json_builder_end_array (builder);
}

/* The games of a match with a result or ends typed. */
static void
add_result_json (JsonBuilder         *builder,
                 HammerEventMatchRow *row)
{
  JsonNode *result;
  int first;

  add_sides_int_array (builder, "games_won", row->dm.n_sides, row->summary.games_won);
  add_sides_int_array (builder, "totals", row->dm.n_sides, row->summary.totals);
  /* The points of each game, side by side: a series ranking shows them. */
  json_builder_set_member_name (builder, "game_points");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      json_builder_begin_array (builder);
      for (guint g = 0; g < row->summary.n_games; g++)
        json_builder_add_int_value (builder,
                                    row->summary.game_points[s * row->summary.n_games + g]);
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  /* The result as entered, so that it can be opened for correction, and
   * the coin toss it records: who shot first in game 1. */
  result = json_from_string (row->input, NULL);
  first = hammer_result_get_first (result);
  json_builder_set_member_name (builder, "first");
  if (first >= 0)
    json_builder_add_int_value (builder, first);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "result");
  json_builder_add_value (builder, result);
}

static void
add_flag (JsonBuilder *builder,
          const char  *member,
          gboolean     value)
{
  if (!value)
    return;
  json_builder_set_member_name (builder, member);
  json_builder_add_boolean_value (builder, TRUE);
}

void
hammer_event_add_match_json (JsonBuilder      *builder,
                             HammerEventModel *model,
                             guint             index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  HammerResolvedMatch *resolved = &model->resolved[index];
  g_autofree char *bracket = hammer_bracket_name (row->dm.bracket, row->dm.group);
  g_autofree char *round_name = hammer_rounds_match_name (&model->rounds, index, &row->dm);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, row->id);
  json_builder_set_member_name (builder, "number");
  hammer_event_add_match_number (builder, row);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, row->dm.round);
  json_builder_set_member_name (builder, "bracket");
  hammer_event_add_nullable_string (builder, bracket);
  /* The round's name as every surface prints it (hammer-rounds.h). */
  json_builder_set_member_name (builder, "round_name");
  json_builder_add_string_value (builder, round_name);
  json_builder_set_member_name (builder, "position");
  json_builder_add_int_value (builder, row->dm.position);
  if (row->dm.stage > 0)
    {
      json_builder_set_member_name (builder, "stage");
      json_builder_add_int_value (builder, row->dm.stage);
    }
  /* Where every place is played out: the places this match plays for. */
  if (index < model->rounds.n_stakes && model->rounds.stake[2 * index] > 0)
    {
      json_builder_set_member_name (builder, "places");
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, model->rounds.stake[2 * index]);
      json_builder_add_int_value (builder, model->rounds.stake[2 * index + 1]);
      json_builder_end_array (builder);
    }
  add_sides_json (builder, model, index, resolved->entrants);
  add_partners_json (builder, model, index);
  /* Where each side comes from, so that a bracket can be drawn with its
   * lines. */
  json_builder_set_member_name (builder, "from");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides; s++)
    add_source_json (builder, model, &row->dm.sources[s]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "state");
  hammer_event_add_nullable_string (builder, match_state (model, index));
  json_builder_set_member_name (builder, "winner");
  if (resolved->status == HAMMER_MATCH_FINISHED && resolved->winner >= 0)
    json_builder_add_int_value (builder, resolved->winner);
  else
    json_builder_add_null_value (builder);
  add_match_boards_json (builder, model, row);
  add_flag (builder, "bye", resolved->bye);
  add_flag (builder, "walkover", resolved->walkover);
  /* For the latest results on a hall's screen. */
  if (resolved->status == HAMMER_MATCH_FINISHED && row->finished_at != NULL)
    {
      json_builder_set_member_name (builder, "finished_at");
      json_builder_add_string_value (builder, row->finished_at);
    }
  /* Where a result came from when not from the desk: "board:3". */
  if (row->input != NULL && row->result_source != NULL &&
      !g_str_equal (row->result_source, HAMMER_SOURCE_DESK))
    {
      json_builder_set_member_name (builder, "result_source");
      json_builder_add_string_value (builder, row->result_source);
    }
  if (row->input != NULL)
    add_result_json (builder, row);
  json_builder_end_object (builder);
}

static void
build_matches_json (JsonBuilder      *builder,
                    HammerEventModel *model)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->matches->len; i++)
    {
      /* A final reset that is not needed is no match at all. */
      if (model->resolved[i].status == HAMMER_MATCH_SKIPPED)
        continue;
      hammer_event_add_match_json (builder, model, i);
    }
  json_builder_end_array (builder);
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

static void
add_place (JsonBuilder *builder,
           const char  *member,
           const char  *label_member,
           guint        place,
           gboolean     shared)
{
  g_autofree char *label = place > 0 ? hammer_standings_place_label (place, shared) : NULL;

  json_builder_set_member_name (builder, member);
  if (place > 0)
    json_builder_add_int_value (builder, place);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, label_member);
  hammer_event_add_nullable_string (builder, label);
}

static void
add_int_member (JsonBuilder *builder,
                const char  *member,
                gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

static void
add_double_member (JsonBuilder *builder,
                   const char  *member,
                   double       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_double_value (builder, value);
}

/* The figures of one line. A knockout has no draws and no match points:
 * its places come from the bracket. */
void
hammer_event_standings_figures (HammerFormat              format,
                                const HammerStandingsRow *row,
                                HammerEventFigureFunc     func,
                                gpointer                  user_data)
{
  func ("played", TRUE, row->played, user_data);
  if (hammer_format_get_info (format)->ranks_by_totals)
    {
      func ("total", TRUE, row->points_for, user_data);
      func ("games", TRUE, row->n_games, user_data);
      /* Before a first game there is no average and no best game: null,
       * not a zero nobody scored. */
      func ("average", FALSE,
            row->n_counted > 0 ? (double) row->points_for / row->n_counted : NAN, user_data);
      func ("best_game", TRUE, row->n_games > 0 ? row->best_game : NAN, user_data);
      return;
    }
  func ("wins", TRUE, row->wins, user_data);
  if (!hammer_event_is_elimination (format))
    func ("draws", TRUE, row->draws, user_data);
  func ("losses", TRUE, row->losses, user_data);
  if (!hammer_event_is_elimination (format))
    func ("match_points", FALSE, row->match_points, user_data);
  func ("games_won", TRUE, row->games_won, user_data);
  func ("games_lost", TRUE, row->games_lost, user_data);
  func ("game_difference", TRUE, row->games_won - row->games_lost, user_data);
  func ("points_for", TRUE, row->points_for, user_data);
  func ("points_against", TRUE, row->points_against, user_data);
  func ("point_difference", TRUE, row->points_for - row->points_against, user_data);
  if (hammer_format_get_info (format)->pairs_rounds)
    {
      func ("buchholz", FALSE, row->buchholz, user_data);
      func ("median_buchholz", FALSE, row->median_buchholz, user_data);
      func ("sonneborn_berger", FALSE, row->sonneborn_berger, user_data);
    }
}

static void
add_figure (const char *member,
            gboolean    integer,
            double      value,
            gpointer    user_data)
{
  JsonBuilder *builder = user_data;

  json_builder_set_member_name (builder, member);
  if (isnan (value))
    json_builder_add_null_value (builder);
  else if (integer)
    json_builder_add_int_value (builder, (gint64) value);
  else
    json_builder_add_double_value (builder, value);
}

/* A member of a group: the figures of the group's own matches and the
 * place among its members, for the group's cross-table. */
static void
add_group_json (JsonBuilder *builder,
                GPtrArray   *tables,
                int          entrant)
{
  g_autofree char *name = NULL;
  gboolean shared;
  int group;
  const HammerStandingsRow *row = hammer_event_group_row (tables, entrant, &group, &shared);

  if (row == NULL)
    return;
  name = hammer_bracket_name (HAMMER_BRACKET_GROUP, group);
  json_builder_set_member_name (builder, "group");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, name);
  add_place (builder, "place", "place_label", row->place, shared);
  add_int_member (builder, "played", row->played);
  add_int_member (builder, "wins", row->wins);
  add_int_member (builder, "draws", row->draws);
  add_int_member (builder, "losses", row->losses);
  add_double_member (builder, "match_points", row->match_points);
  json_builder_end_object (builder);
}

static void
build_standings_json (JsonBuilder      *builder,
                      HammerEventModel *model)
{
  g_autoptr(GArray) lines = hammer_event_standings (model);
  /* Each group's own figures, for its cross-table. */
  g_autoptr(GPtrArray) tables = hammer_event_group_tables (model);

  json_builder_begin_array (builder);
  for (guint r = 0; r < lines->len; r++)
    {
      HammerEventStandingsLine *line = &g_array_index (lines, HammerEventStandingsLine, r);
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, line->row.entrant);

      json_builder_begin_object (builder);
      add_place (builder, "place", "place_label", line->place, line->shared);
      if (hammer_format_places_by_bracket (model->format))
        {
          json_builder_set_member_name (builder, "still_in");
          json_builder_add_boolean_value (builder, line->still_in);
        }
      json_builder_set_member_name (builder, "entrant");
      json_builder_add_int_value (builder, entrant ? entrant->id : -1);
      json_builder_set_member_name (builder, "name");
      hammer_event_add_nullable_string (builder, entrant ? entrant->name : NULL);
      hammer_event_standings_figures (model->format, &line->row, add_figure, builder);
      /* A consolation places after the main event; its own places are said
       * beside, as the federations that pay both brackets count them. */
      if (line->consolation)
        {
          json_builder_set_member_name (builder, "bracket");
          json_builder_add_string_value (builder, "consolation");
          json_builder_set_member_name (builder, "bracket_place");
          if (line->bracket_place > 0)
            json_builder_add_int_value (builder, line->bracket_place);
          else
            json_builder_add_null_value (builder);
        }
      if (tables != NULL)
        add_group_json (builder, tables, line->row.entrant);
      if (entrant != NULL && entrant->klass != NULL)
        {
          json_builder_set_member_name (builder, "class");
          hammer_event_add_nullable_string (builder, entrant->klass);
          add_place (builder, "class_place", "class_place_label", line->class_place,
                     line->class_shared);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

JsonNode *
hammer_events_get_standings_json (HammerStore  *self,
                                  gint64        event_id,
                                  GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_event_build_json (self, event_id, build_standings_json, error);
}
