/* hammer-team-match-input.h — a team match's games as entered, typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "rules/hammer-result-input.h"

G_BEGIN_DECLS

/* What hammer_leagues_enter_match_input() stores for one fixture, game by
 * game: who played on each side and the game's result. */
typedef struct _HammerTeamMatchInput HammerTeamMatchInput;

#define HAMMER_TYPE_TEAM_MATCH_INPUT (hammer_team_match_input_get_type ())

GType                 hammer_team_match_input_get_type    (void) G_GNUC_CONST;
/* No games yet. */
HammerTeamMatchInput *hammer_team_match_input_new         (void);
HammerTeamMatchInput *hammer_team_match_input_ref         (HammerTeamMatchInput *self);
void                  hammer_team_match_input_unref       (HammerTeamMatchInput *self);

/* Adds game @game (from 0, its place in the league's format) played by
 * @home and @away (each a player's id as text, or the name of a
 * substitute) with @result (copied). */
void                  hammer_team_match_input_add_game    (HammerTeamMatchInput *self,
                                                           guint                 game,
                                                           const char * const   *home,
                                                           const char * const   *away,
                                                           HammerResultInput    *result);
guint                 hammer_team_match_input_get_n_games (HammerTeamMatchInput *self);
/* The input as hammer_leagues_enter_match() reads it, {"games": [{"game",
 * "home", "away", "result"}, …]}; owned by @self. */
JsonNode             *hammer_team_match_input_get_json    (HammerTeamMatchInput *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerTeamMatchInput, hammer_team_match_input_unref)

G_END_DECLS
