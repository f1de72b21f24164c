/* hammer-bracket-matches.c — a bracket's matches as its layout reads
 * them, from the event's typed matches
 *
 * The app's bracket view and the hall page's bracket
 * (serve/hammer-hall-bracket.c) both lay out what is read here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-bracket-layout.h"
#include "events/hammer-entrant.h"
#include "events/hammer-event.h"
#include "events/hammer-event-match.h"

static HammerBracketState
bracket_state (HammerEventMatchState state)
{
  switch (state)
    {
    case HAMMER_EVENT_MATCH_FINISHED: return BRACKET_STATE_FINISHED;
    case HAMMER_EVENT_MATCH_IN_PROGRESS: return BRACKET_STATE_LIVE;
    case HAMMER_EVENT_MATCH_READY: return BRACKET_STATE_READY;
    case HAMMER_EVENT_MATCH_PENDING:
    default: return BRACKET_STATE_PENDING;
    }
}

static HammerBracketFrom
bracket_from (HammerEventMatchFrom from)
{
  switch (from)
    {
    case HAMMER_EVENT_MATCH_FROM_WINNER: return BRACKET_FROM_WINNER;
    case HAMMER_EVENT_MATCH_FROM_LOSER: return BRACKET_FROM_LOSER;
    case HAMMER_EVENT_MATCH_FROM_GROUP: return BRACKET_FROM_GROUP;
    case HAMMER_EVENT_MATCH_FROM_BYE: return BRACKET_FROM_BYE;
    case HAMMER_EVENT_MATCH_FROM_SEED:
    default: return BRACKET_FROM_NONE;
    }
}

/* Entrant id → seed, of @event's entrants. */
static GHashTable *
seeds_of (HammerEvent *event)
{
  GHashTable *seeds = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  GListModel *entrants = event != NULL ? hammer_event_get_entrants (event) : NULL;

  for (guint i = 0; entrants != NULL && i < g_list_model_get_n_items (entrants); i++)
    {
      g_autoptr(HammerEntrant) entrant = g_list_model_get_item (entrants, i);
      gint64 id = hammer_entrant_get_id (entrant);

      g_hash_table_insert (seeds, g_memdup2 (&id, sizeof id),
                           GUINT_TO_POINTER (hammer_entrant_get_seed (entrant)));
    }
  return seeds;
}

static void
read_match (HammerBracketMatch *match,
            HammerEventMatch   *from,
            GHashTable         *seeds,
            gboolean            games)
{
  match->id = hammer_event_match_get_id (from);
  match->stage = hammer_event_match_get_stage (from);
  match->number = hammer_event_match_get_number (from);
  match->round = hammer_event_match_get_round (from);
  match->round_name = g_strdup (hammer_event_match_get_round_name (from));
  match->position = hammer_event_match_get_position (from);
  match->state = bracket_state (hammer_event_match_get_state (from));
  match->winner = hammer_event_match_get_winner (from);
  match->board = hammer_event_match_get_board (from);
  match->bye = hammer_event_match_get_bye (from);
  match->walkover = hammer_event_match_get_walkover (from);
  match->has_score = hammer_event_match_get_has_score (from);

  for (guint s = 0; s < hammer_event_match_get_n_sides (from); s++)
    {
      match->entrants[s] = hammer_event_match_get_entrant (from, s);
      match->names[s] = g_strdup (hammer_event_match_get_side_name (from, s));
      match->seeds[s] = GPOINTER_TO_INT (g_hash_table_lookup (seeds, &match->entrants[s]));
      match->from_kind[s] = bracket_from (hammer_event_match_get_from (from, s));
      switch (match->from_kind[s])
        {
        case BRACKET_FROM_WINNER:
        case BRACKET_FROM_LOSER:
          match->from_match[s] = hammer_event_match_get_from_match (from, s);
          match->from_number[s] = hammer_event_match_get_from_number (from, s);
          break;
        case BRACKET_FROM_GROUP:
          match->from_match[s] = hammer_event_match_get_from_place (from, s);
          match->from_group[s] = g_strdup (hammer_event_match_get_from_group (from, s));
          break;
        case BRACKET_FROM_NONE:
        case BRACKET_FROM_BYE:
        default:
          break;
        }
      if (match->has_score)
        match->score[s] = games ? (int) hammer_event_match_get_games_won (from, s)
                                : hammer_event_match_get_total (from, s);
    }
}

GArray *
hammer_bracket_matches_read (HammerEvent *event,
                             GListModel  *matches)
{
  g_autoptr(GHashTable) seeds = NULL;
  gboolean games;
  GArray *read;

  g_return_val_if_fail (event == NULL || HAMMER_IS_EVENT (event), NULL);
  g_return_val_if_fail (matches == NULL || G_IS_LIST_MODEL (matches), NULL);

  seeds = seeds_of (event);
  /* Games won tell a best-of match; single games show their points. */
  games = event != NULL && hammer_event_get_options (event)->best_of > 1;
  read = hammer_bracket_matches_new ();

  for (guint i = 0; matches != NULL && i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) from = g_list_model_get_item (matches, i);
      HammerBracketMatch match = { 0 };

      /* A chart's byes before its first match played are left out, as
       * on paper. */
      if (!hammer_bracket_kind_parse (hammer_event_match_get_bracket (from), &match.kind)
          || hammer_event_match_get_left_out (from))
        continue;
      read_match (&match, from, seeds, games);
      if (match.kind == BRACKET_KIND_PLACEMENT)
        match.chart = hammer_event_match_get_first_place (from);
      g_array_append_val (read, match);
    }
  return read;
}
