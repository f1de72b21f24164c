/* hammer-team-match-game.h — one game of a team match, as its entry shows
 * it
 *
 * What hammer_leagues_fixture_json() says of a game, read when the entry
 * opens.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "rules/hammer-result-input.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_TEAM_MATCH_GAME (hammer_team_match_game_get_type ())

G_DECLARE_FINAL_TYPE (HammerTeamMatchGame, hammer_team_match_game, HAMMER, TEAM_MATCH_GAME,
                      GObject)

/* Its place in the league's format, from 0. */
guint       hammer_team_match_game_get_game      (HammerTeamMatchGame *self);
/* Players a side. */
guint       hammer_team_match_game_get_players   (HammerTeamMatchGame *self);
/* "singles", "doubles", … */
const char *hammer_team_match_game_get_kind      (HammerTeamMatchGame *self);
/* The rules' options the league plays the game under, as the rules
 * module reads them (hammer_options_from_json()), or %NULL when the rules
 * refuse them. */
JsonObject *hammer_team_match_game_get_options   (HammerTeamMatchGame *self);
/* Plays @input under @rules (a rule set id) with the game's options, the
 * sides named by @names (home and away) in the rules' sentences; a refusal
 * in @error. */
HammerMatch *hammer_team_match_game_replay       (HammerTeamMatchGame *self,
                                                  const char          *rules,
                                                  const char * const  *names,
                                                  HammerResultInput   *input,
                                                  GError             **error);
gboolean    hammer_team_match_game_get_entered   (HammerTeamMatchGame *self);
/* HammerLeaguePlayer: who played for the home and the away side, empty
 * before the game is entered. */
GListModel *hammer_team_match_game_get_home      (HammerTeamMatchGame *self);
GListModel *hammer_team_match_game_get_away      (HammerTeamMatchGame *self);
/* The ends as they are typed ("8-0 7-0 / 8-0 7-0"), "" before the game is
 * entered. */
const char *hammer_team_match_game_get_ends_text (HammerTeamMatchGame *self);

G_END_DECLS
