/* hammer-event-match.c — one match of an event, as screens show it
 *
 * Made from the same HammerEventModel as the matches' JSON, with the same
 * helpers, so that both say the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"

#include "events/hammer-event-match-private.h"
#include "events/hammer-events-private.h"
#include "hammer-list-splice.h"

G_DEFINE_ENUM_TYPE (HammerEventMatchFrom, hammer_event_match_from,
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_MATCH_FROM_SEED, "seed"),
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_MATCH_FROM_WINNER, "winner"),
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_MATCH_FROM_LOSER, "loser"),
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_MATCH_FROM_GROUP, "group"),
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_MATCH_FROM_BYE, "bye"))

G_DEFINE_ENUM_TYPE (HammerEventMatchState, hammer_event_match_state,
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_MATCH_PENDING, "pending"),
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_MATCH_READY, "ready"),
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_MATCH_IN_PROGRESS, "in-progress"),
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_MATCH_FINISHED, "finished"))

G_DEFINE_FINAL_TYPE (HammerEventMatch, hammer_event_match, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NUMBER,
  PROP_ROUND,
  PROP_ROUND_NAME,
  PROP_BRACKET,
  PROP_N_SIDES,
  PROP_SIDE_A,
  PROP_SIDE_B,
  PROP_ENTRANT_A,
  PROP_ENTRANT_B,
  PROP_STATE,
  PROP_WINNER,
  PROP_BYE,
  PROP_WALKOVER,
  PROP_RESULT,
  PROP_GAMES_WON_A,
  PROP_GAMES_WON_B,
  PROP_SOURCE,
  PROP_BOARD,
  PROP_BOARD_NAME,
  PROP_CALLED_AT,
  PROP_FINISHED_AT,
  PROP_HAS_SCORE,
  PROP_TOTAL_A,
  PROP_TOTAL_B,
  PROP_GAME_POINTS,
  PROP_POSITION,
  PROP_STAGE,
  PROP_FIRST_PLACE,
  PROP_LEFT_OUT,
  PROP_SITTING_OUT,
  PROP_FROM_A,
  PROP_FROM_B,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_event_match_finalize (GObject *object)
{
  HammerEventMatch *self = (HammerEventMatch *) object;

  g_strfreev (self->sitting_out);
  g_free (self->round_name);
  g_free (self->bracket);
  g_free (self->names[0]);
  g_free (self->names[1]);
  g_free (self->from_group[0]);
  g_free (self->from_group[1]);
  g_free (self->result);
  g_free (self->source);
  g_free (self->board_name);
  g_free (self->called_at);
  g_free (self->finished_at);
  g_free (self->input);
  g_free (self->stored_input);
  g_free (self->game_points);

  G_OBJECT_CLASS (hammer_event_match_parent_class)->finalize (object);
}

/* The points of each game as "aai": side after side. */
static GVariant *
game_points_variant (HammerEventMatch *self)
{
  g_auto(GVariantBuilder) sides = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("aai"));

  for (guint s = 0; self->n_games > 0 && s < self->n_sides; s++)
    g_variant_builder_add_value (&sides,
                                 g_variant_new_fixed_array (G_VARIANT_TYPE_INT32,
                                                            self->game_points + s * self->n_games,
                                                            self->n_games, sizeof (int)));
  return g_variant_builder_end (&sides);
}

static void
hammer_event_match_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  HammerEventMatch *self = HAMMER_EVENT_MATCH (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_int64 (value, self->id); break;
    case PROP_NUMBER: g_value_set_uint (value, self->number); break;
    case PROP_ROUND: g_value_set_uint (value, self->round); break;
    case PROP_ROUND_NAME: g_value_set_string (value, self->round_name); break;
    case PROP_BRACKET: g_value_set_string (value, self->bracket); break;
    case PROP_N_SIDES: g_value_set_uint (value, self->n_sides); break;
    case PROP_SIDE_A: g_value_set_string (value, self->names[0]); break;
    case PROP_SIDE_B: g_value_set_string (value, self->names[1]); break;
    case PROP_ENTRANT_A: g_value_set_int64 (value, self->entrants[0]); break;
    case PROP_ENTRANT_B: g_value_set_int64 (value, self->entrants[1]); break;
    case PROP_STATE: g_value_set_enum (value, self->state); break;
    case PROP_WINNER: g_value_set_int (value, self->winner); break;
    case PROP_BYE: g_value_set_boolean (value, self->bye); break;
    case PROP_WALKOVER: g_value_set_boolean (value, self->walkover); break;
    case PROP_RESULT: g_value_set_string (value, self->result); break;
    case PROP_GAMES_WON_A: g_value_set_uint (value, self->games_won[0]); break;
    case PROP_GAMES_WON_B: g_value_set_uint (value, self->games_won[1]); break;
    case PROP_SOURCE: g_value_set_string (value, self->source); break;
    case PROP_BOARD: g_value_set_uint (value, self->board); break;
    case PROP_BOARD_NAME: g_value_set_string (value, self->board_name); break;
    case PROP_CALLED_AT: g_value_set_string (value, self->called_at); break;
    case PROP_FINISHED_AT: g_value_set_string (value, self->finished_at); break;
    case PROP_HAS_SCORE: g_value_set_boolean (value, self->has_score); break;
    case PROP_TOTAL_A: g_value_set_int (value, self->totals[0]); break;
    case PROP_TOTAL_B: g_value_set_int (value, self->totals[1]); break;
    case PROP_GAME_POINTS: g_value_set_variant (value, game_points_variant (self)); break;
    case PROP_POSITION: g_value_set_uint (value, self->position); break;
    case PROP_STAGE: g_value_set_uint (value, self->stage); break;
    case PROP_FIRST_PLACE: g_value_set_uint (value, self->first_place); break;
    case PROP_LEFT_OUT: g_value_set_boolean (value, self->left_out); break;
    case PROP_SITTING_OUT: g_value_set_boxed (value, self->sitting_out); break;
    case PROP_FROM_A: g_value_set_enum (value, self->from[0]); break;
    case PROP_FROM_B: g_value_set_enum (value, self->from[1]); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

#define READABLE (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)

static void
hammer_event_match_class_init (HammerEventMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_event_match_finalize;
  object_class->get_property = hammer_event_match_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, READABLE);
  properties[PROP_NUMBER] = g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_ROUND] = g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_ROUND_NAME] = g_param_spec_string ("round-name", NULL, NULL, NULL, READABLE);
  properties[PROP_BRACKET] = g_param_spec_string ("bracket", NULL, NULL, NULL, READABLE);
  properties[PROP_N_SIDES] = g_param_spec_uint ("n-sides", NULL, NULL, 1, 2, 2, READABLE);
  properties[PROP_SIDE_A] = g_param_spec_string ("side-a", NULL, NULL, NULL, READABLE);
  properties[PROP_SIDE_B] = g_param_spec_string ("side-b", NULL, NULL, NULL, READABLE);
  properties[PROP_ENTRANT_A] =
    g_param_spec_int64 ("entrant-a", NULL, NULL, 0, G_MAXINT64, 0, READABLE);
  properties[PROP_ENTRANT_B] =
    g_param_spec_int64 ("entrant-b", NULL, NULL, 0, G_MAXINT64, 0, READABLE);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, HAMMER_TYPE_EVENT_MATCH_STATE,
                       HAMMER_EVENT_MATCH_PENDING, READABLE);
  properties[PROP_WINNER] = g_param_spec_int ("winner", NULL, NULL, -1, 1, -1, READABLE);
  properties[PROP_BYE] = g_param_spec_boolean ("bye", NULL, NULL, FALSE, READABLE);
  properties[PROP_WALKOVER] = g_param_spec_boolean ("walkover", NULL, NULL, FALSE, READABLE);
  properties[PROP_RESULT] = g_param_spec_string ("result", NULL, NULL, NULL, READABLE);
  properties[PROP_GAMES_WON_A] =
    g_param_spec_uint ("games-won-a", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_GAMES_WON_B] =
    g_param_spec_uint ("games-won-b", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_SOURCE] = g_param_spec_string ("source", NULL, NULL, NULL, READABLE);
  properties[PROP_BOARD] = g_param_spec_uint ("board", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_BOARD_NAME] = g_param_spec_string ("board-name", NULL, NULL, NULL, READABLE);
  properties[PROP_CALLED_AT] = g_param_spec_string ("called-at", NULL, NULL, NULL, READABLE);
  properties[PROP_FINISHED_AT] = g_param_spec_string ("finished-at", NULL, NULL, NULL, READABLE);
  properties[PROP_HAS_SCORE] = g_param_spec_boolean ("has-score", NULL, NULL, FALSE, READABLE);
  properties[PROP_TOTAL_A] =
    g_param_spec_int ("total-a", NULL, NULL, G_MININT, G_MAXINT, 0, READABLE);
  properties[PROP_TOTAL_B] =
    g_param_spec_int ("total-b", NULL, NULL, G_MININT, G_MAXINT, 0, READABLE);
  properties[PROP_GAME_POINTS] =
    g_param_spec_variant ("game-points", NULL, NULL, G_VARIANT_TYPE ("aai"), NULL, READABLE);
  properties[PROP_POSITION] =
    g_param_spec_uint ("position", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_STAGE] = g_param_spec_uint ("stage", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_FIRST_PLACE] = g_param_spec_uint ("first-place", NULL, NULL, 0, G_MAXUINT, 0,
                                                    READABLE);
  properties[PROP_LEFT_OUT] = g_param_spec_boolean ("left-out", NULL, NULL, FALSE, READABLE);
  properties[PROP_SITTING_OUT] = g_param_spec_boxed ("sitting-out", NULL, NULL, G_TYPE_STRV,
                                                    READABLE);
  properties[PROP_FROM_A] =
    g_param_spec_enum ("from-a", NULL, NULL, HAMMER_TYPE_EVENT_MATCH_FROM,
                       HAMMER_EVENT_MATCH_FROM_SEED, READABLE);
  properties[PROP_FROM_B] =
    g_param_spec_enum ("from-b", NULL, NULL, HAMMER_TYPE_EVENT_MATCH_FROM,
                       HAMMER_EVENT_MATCH_FROM_SEED, READABLE);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_event_match_init (HammerEventMatch *self)
{
  self->sitting_out = g_new0 (char *, 1);
  self->n_sides = 2;
  self->winner = -1;
  self->round_name = g_strdup ("");
  self->result = g_strdup ("");
  self->board_name = g_strdup ("");
}

/* Setters that notify only a change. */

static void
set_string (HammerEventMatch *self,
            char            **field,
            const char       *value,
            guint             prop)
{
  if (hammer_replace_string (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
take_string (HammerEventMatch *self,
             char            **field,
             char             *value,
             guint             prop)
{
  set_string (self, field, value, prop);
  g_free (value);
}

#define SET_VALUE(self, field, value, prop) \
  G_STMT_START { \
    if ((self)->field != (value)) \
      { \
        (self)->field = (value); \
        g_object_notify_by_pspec (G_OBJECT (self), properties[prop]); \
      } \
  } G_STMT_END

/* As the matches view and the board cards show a score: games count where
 * more than one was played, points say more otherwise. */
static char *
score_text (guint      n_sides,
            const int *games_won,
            const int *totals)
{
  if (n_sides < 2)
    return g_strdup_printf ("%d", totals[0]);
  if (games_won[0] + games_won[1] > 1)
    return g_strdup_printf ("%d – %d", games_won[0], games_won[1]);
  return g_strdup_printf ("%d – %d", totals[0], totals[1]);
}

static char *
result_text (HammerEventMatchRow *row,
             HammerResolvedMatch *resolved)
{
  if (resolved->bye)
    return g_strdup (_("Bye"));
  if (resolved->walkover)
    return g_strdup (_("Walkover"));
  if (row->input == NULL)
    return g_strdup ("");
  return score_text (row->dm.n_sides, row->summary.games_won, row->summary.totals);
}

/* Rotating partners: the names of those the match's round leaves out. */
static void
update_sitting_out (HammerEventMatch *self,
                    HammerEventModel *model,
                    guint             index)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_autoptr(GArray) players = NULL;
  g_auto(GStrv) sitting_out = NULL;

  if (hammer_event_side_partner (model, index, 0) >= 0)
    {
      players = hammer_event_round_sitting_out (model, self->round);
      for (guint i = 0; i < players->len; i++)
        {
          guint player = g_array_index (players, guint, i);

          g_strv_builder_add (names, hammer_event_entrant_name (model, (int) player));
        }
    }
  sitting_out = g_strv_builder_end (names);
  if (self->sitting_out != NULL && g_strv_equal ((const char *const *) self->sitting_out,
                                                 (const char *const *) sitting_out))
    return;
  g_strfreev (self->sitting_out);
  self->sitting_out = g_steal_pointer (&sitting_out);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SITTING_OUT]);
}

/* Its board by the name the event gives it; a series card's rotation of
 * boards, once round. */
static char *
board_text (HammerEventModel    *model,
            HammerEventMatchRow *row)
{
  HammerEventBoard *board = hammer_event_board_by_id (model, row->board_id);
  g_autoptr(GString) text = NULL;
  g_autoptr(GHashTable) seen = NULL;

  if (board != NULL)
    return hammer_i18n_board_name (board->name, board->number);
  if (row->dm.bracket != HAMMER_BRACKET_SERIES || model->boards->len == 0)
    return g_strdup ("");

  text = g_string_new (NULL);
  seen = g_hash_table_new (NULL, NULL);
  for (int g = 0; g < model->options.games; g++)
    {
      guint number = hammer_event_series_board_number (model, row, g);

      if (!g_hash_table_add (seen, GUINT_TO_POINTER (number)))
        break;
      if (text->len > 0)
        g_string_append (text, " → ");
      g_string_append_printf (text, "%u", number);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static HammerEventMatchFrom
from_kind (const HammerSource *source)
{
  switch (source != NULL ? source->kind : HAMMER_SOURCE_NONE)
    {
    case HAMMER_SOURCE_WINNER: return HAMMER_EVENT_MATCH_FROM_WINNER;
    case HAMMER_SOURCE_LOSER: return HAMMER_EVENT_MATCH_FROM_LOSER;
    case HAMMER_SOURCE_GROUP: return HAMMER_EVENT_MATCH_FROM_GROUP;
    case HAMMER_SOURCE_BYE: return HAMMER_EVENT_MATCH_FROM_BYE;
    case HAMMER_SOURCE_NONE:
    case HAMMER_SOURCE_SEED:
    default: return HAMMER_EVENT_MATCH_FROM_SEED;
    }
}

/* As the JSON's "from" says it (hammer-events-json.c): the match by its
 * id and number, the group by its name. One notify for the whole source. */
static void
update_from (HammerEventMatch   *self,
             HammerEventModel   *model,
             const HammerSource *source,
             guint               side)
{
  HammerEventMatchFrom kind = from_kind (source);
  HammerEventMatchRow *from = NULL;
  g_autofree char *group = NULL;
  gint64 match_id = 0;
  guint number = 0, place = 0;

  if (kind == HAMMER_EVENT_MATCH_FROM_WINNER || kind == HAMMER_EVENT_MATCH_FROM_LOSER)
    {
      from = &g_array_index (model->matches, HammerEventMatchRow, source->ref);
      match_id = from->id;
      number = from->number;
    }
  else if (kind == HAMMER_EVENT_MATCH_FROM_GROUP)
    {
      group = hammer_bracket_name (HAMMER_BRACKET_GROUP, source->ref);
      place = source->place;
    }

  if (self->from[side] == kind && self->from_match[side] == match_id &&
      self->from_number[side] == number && self->from_place[side] == place &&
      g_strcmp0 (self->from_group[side], group) == 0)
    return;
  self->from[side] = kind;
  self->from_match[side] = match_id;
  self->from_number[side] = number;
  self->from_place[side] = place;
  g_free (self->from_group[side]);
  self->from_group[side] = g_steal_pointer (&group);
  g_object_notify_by_pspec (G_OBJECT (self), properties[side == 0 ? PROP_FROM_A : PROP_FROM_B]);
}

/* As the JSON has them: only with a score, every game typed so far. */
static void
update_game_points (HammerEventMatch    *self,
                    HammerEventMatchRow *row,
                    guint                n_sides)
{
  guint n_games = row->input != NULL && row->summary.game_points != NULL
                  ? row->summary.n_games : 0;

  if (n_games == self->n_games &&
      (n_games == 0 ||
       memcmp (self->game_points, row->summary.game_points,
               n_sides * n_games * sizeof (int)) == 0))
    return;
  g_free (self->game_points);
  self->n_games = n_games;
  self->game_points = n_games > 0 ? g_memdup2 (row->summary.game_points,
                                               2 * n_games * sizeof (int))
                                  : NULL;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME_POINTS]);
}

void
hammer_event_match_update (HammerEventMatch *self,
                           HammerEventModel *model,
                           guint             index)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
  HammerResolvedMatch *resolved = &model->resolved[index];
  HammerEventBoard *board = hammer_event_board_by_id (model, row->board_id);
  gboolean finished = resolved->status == HAMMER_MATCH_FINISHED;
  guint n_sides = CLAMP (row->dm.n_sides, 1, 2);

  g_return_if_fail (HAMMER_IS_EVENT_MATCH (self));

  g_object_freeze_notify (G_OBJECT (self));
  SET_VALUE (self, id, row->id, PROP_ID);
  SET_VALUE (self, number, row->number, PROP_NUMBER);
  SET_VALUE (self, round, row->dm.round, PROP_ROUND);
  take_string (self, &self->round_name,
               hammer_rounds_match_name (&model->rounds, index, &row->dm),
               PROP_ROUND_NAME);
  take_string (self, &self->bracket, hammer_bracket_name (row->dm.bracket, row->dm.group),
               PROP_BRACKET);
  SET_VALUE (self, n_sides, n_sides, PROP_N_SIDES);
  for (guint s = 0; s < 2; s++)
    {
      HammerEventEntrant *entrant =
        s < n_sides ? hammer_event_entrant_by_index (model, resolved->entrants[s]) : NULL;
      g_autofree char *name = s < n_sides ? hammer_event_side_name (model, index, s) : NULL;

      set_string (self, &self->names[s], name, s == 0 ? PROP_SIDE_A : PROP_SIDE_B);
      self->handicaps[s] = entrant != NULL ? entrant->handicap : 0;
      SET_VALUE (self, entrants[s], entrant != NULL ? entrant->id : 0,
                 s == 0 ? PROP_ENTRANT_A : PROP_ENTRANT_B);
      SET_VALUE (self, games_won[s],
                 row->input != NULL && s < n_sides ? (guint) row->summary.games_won[s] : 0,
                 s == 0 ? PROP_GAMES_WON_A : PROP_GAMES_WON_B);
      SET_VALUE (self, totals[s], row->input != NULL && s < n_sides ? row->summary.totals[s] : 0,
                 s == 0 ? PROP_TOTAL_A : PROP_TOTAL_B);
    }
  SET_VALUE (self, state, hammer_event_match_state (model, index), PROP_STATE);
  SET_VALUE (self, winner, finished && resolved->winner >= 0 ? resolved->winner : -1, PROP_WINNER);
  SET_VALUE (self, bye, resolved->bye, PROP_BYE);
  SET_VALUE (self, walkover, resolved->walkover, PROP_WALKOVER);
  take_string (self, &self->result, result_text (row, resolved), PROP_RESULT);
  /* The desk's own results say nothing of where they came from. */
  set_string (self, &self->source,
              row->input != NULL && row->result_source != NULL &&
              !g_str_equal (row->result_source, HAMMER_SOURCE_DESK) ? row->result_source : NULL,
              PROP_SOURCE);
  SET_VALUE (self, board, board != NULL ? board->number : 0, PROP_BOARD);
  take_string (self, &self->board_name, board_text (model, row), PROP_BOARD_NAME);
  set_string (self, &self->called_at, row->called_at, PROP_CALLED_AT);
  set_string (self, &self->finished_at, finished ? row->finished_at : NULL, PROP_FINISHED_AT);
  SET_VALUE (self, has_score, row->input != NULL, PROP_HAS_SCORE);
  update_game_points (self, row, n_sides);
  if (g_strcmp0 (self->stored_input, row->input) != 0)
    {
      g_free (self->stored_input);
      self->stored_input = g_strdup (row->input);
      g_clear_pointer (&self->input, g_free);
    }
  SET_VALUE (self, position, row->dm.position, PROP_POSITION);
  SET_VALUE (self, first_place,
             index < model->rounds.n_stakes ? model->rounds.stake[2 * index] : 0,
             PROP_FIRST_PLACE);
  SET_VALUE (self, left_out, hammer_rounds_left_out (&model->rounds, index), PROP_LEFT_OUT);
  update_sitting_out (self, model, index);
  SET_VALUE (self, stage, row->dm.stage, PROP_STAGE);
  if (model->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
    {
      HammerOptions options;

      hammer_event_row_options (model, row, &options);
      self->games = options.games;
    }
  for (guint s = 0; s < 2; s++)
    update_from (self, model, s < n_sides ? hammer_event_side_source (model, index, s) : NULL,
                 s);
  g_object_thaw_notify (G_OBJECT (self));
}

int
hammer_event_match_get_handicap (HammerEventMatch *self,
                                 guint             side)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);
  g_return_val_if_fail (side < 2, 0);

  return self->handicaps[side];
}

int
hammer_event_match_get_games (HammerEventMatch *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (self), 0);

  return self->games;
}

HammerEventMatch *
hammer_event_match_new_from_model (HammerEventModel *model,
                                   guint             index)
{
  HammerEventMatch *self = g_object_new (HAMMER_TYPE_EVENT_MATCH, NULL);

  hammer_event_match_update (self, model, index);
  return self;
}

HammerEventMatch *
hammer_event_match_new_scored (gint64             id,
                               guint              number,
                               guint              n_sides,
                               const char *const *names,
                               const int         *games_won,
                               const int         *totals)
{
  HammerEventMatch *self;

  g_return_val_if_fail ((games_won == NULL) == (totals == NULL), NULL);

  self = g_object_new (HAMMER_TYPE_EVENT_MATCH, NULL);
  self->id = id;
  self->number = number;
  self->n_sides = CLAMP (n_sides, 1, 2);
  for (guint s = 0; names != NULL && s < self->n_sides; s++)
    self->names[s] = g_strdup (names[s]);
  if (games_won != NULL)
    {
      self->has_score = TRUE;
      for (guint s = 0; s < self->n_sides; s++)
        {
          self->games_won[s] = MAX (games_won[s], 0);
          self->totals[s] = totals[s];
        }
      g_free (self->result);
      self->result = score_text (self->n_sides, games_won, totals);
    }
  return self;
}
