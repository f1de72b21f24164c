/* hammer-result-input.h — the result of one match as entered, typed
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "rules/hammer-rules.h"

G_BEGIN_DECLS

/* A result as a score sheet enters it and hammer_events_record_result()
 * stores it, {"games": [{"first"?, "ends": [{"points"|"counts",
 * "penalties"?, "time_called"?}]}]} (`hammer-cli score` without "rules"): built game by
 * game and end by end, or read back from the stored text. */
typedef struct _HammerResultInput HammerResultInput;

#define HAMMER_TYPE_RESULT_INPUT (hammer_result_input_get_type ())

GType              hammer_result_input_get_type      (void) G_GNUC_CONST;
/* No games yet. */
HammerResultInput *hammer_result_input_new           (void);
/* The stored input @text (hammer_event_match_get_input()), as it is:
 * whether the rules read it back is hammer_result_input_replay()'s to say.
 * Fails with HAMMER_ERROR_CORRUPT when it is not JSON. */
HammerResultInput *hammer_result_input_new_from_text (const char          *text,
                                                      GError             **error);
/* The ends typed in one line, games apart ("8-0 7-0 / 8-0 7-0"), as
 * hammer_match_games_from_text() reads them, a broken rule in @error. */
HammerResultInput *hammer_result_input_new_from_ends_text (const char     *text,
                                                           GError        **error);
HammerResultInput *hammer_result_input_ref           (HammerResultInput   *self);
void               hammer_result_input_unref         (HammerResultInput   *self);

/* Starts the next game; @first is the side chosen to shoot first in its
 * first end, or -1 to leave it to the rules. */
void               hammer_result_input_add_game      (HammerResultInput   *self,
                                                      int                  first);
/* Adds @entry (its points, or its sjoelbak counts, and its penalties when
 * given) as the next end of the last game, starting one when there is
 * none. */
void               hammer_result_input_add_end       (HammerResultInput   *self,
                                                      const HammerEndEntry *entry);

guint              hammer_result_input_get_n_games   (HammerResultInput   *self);
/* Whether @game (from 0) names who shoots first ("first"), rather than
 * leave it to the rules: hammer_match_get_game_first() of the replayed
 * match says who. */
gboolean           hammer_result_input_has_game_first (HammerResultInput  *self,
                                                       guint               game);
/* Plays the input under @rules with @options, as
 * hammer_match_replay_result() does, a broken rule in @error. */
HammerMatch       *hammer_result_input_replay        (HammerResultInput   *self,
                                                      const HammerRules   *rules,
                                                      const HammerOptions *options,
                                                      GError             **error);
/* The input as JSON, for the store, `hammer-cli` and the files; owned by
 * @self. */
JsonNode          *hammer_result_input_get_json      (HammerResultInput   *self);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerResultInput, hammer_result_input_unref)

G_END_DECLS
