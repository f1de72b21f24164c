/* hammer-event-match.h — one match of an event, as screens show it
 *
 * Read-only properties that notify when a change to the store changes
 * them; HammerEventMatches keeps them up to date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* "state" of hammer_events_get_matches_json(); a skipped match (a final
 * reset that is not needed) is no match and never listed. */
typedef enum
{
  HAMMER_EVENT_MATCH_PENDING,       /* its sides are not known yet */
  HAMMER_EVENT_MATCH_READY,         /* to be played */
  HAMMER_EVENT_MATCH_IN_PROGRESS,   /* games typed, no result yet */
  HAMMER_EVENT_MATCH_FINISHED,      /* results, walkovers and byes */
} HammerEventMatchState;

/* Where a board's result of a match waits, if it does: the players of an
 * event that has them agree to it (hammer-agreement.h), or the desk, since
 * a player said it is not right. */
typedef enum
{
  HAMMER_RESULT_WAIT_NONE,
  HAMMER_RESULT_WAIT_PLAYERS,   /* proposed: the players are to agree */
  HAMMER_RESULT_WAIT_DISPUTED,  /* a player disputed it: the desk decides */
} HammerResultWait;

#define HAMMER_TYPE_EVENT_MATCH_STATE (hammer_event_match_state_get_type ())
GType hammer_event_match_state_get_type (void);

/* Where a side comes from, as the JSON's "from". */
typedef enum
{
  HAMMER_EVENT_MATCH_FROM_SEED,     /* drawn or seeded into it: no match before */
  HAMMER_EVENT_MATCH_FROM_WINNER,   /* the winner of another match */
  HAMMER_EVENT_MATCH_FROM_LOSER,    /* the loser of another match */
  HAMMER_EVENT_MATCH_FROM_GROUP,    /* a place in a group */
  HAMMER_EVENT_MATCH_FROM_BYE,
} HammerEventMatchFrom;

#define HAMMER_TYPE_EVENT_MATCH_FROM (hammer_event_match_from_get_type ())
GType hammer_event_match_from_get_type (void);

#define HAMMER_TYPE_EVENT_MATCH (hammer_event_match_get_type ())

G_DECLARE_FINAL_TYPE (HammerEventMatch, hammer_event_match, HAMMER, EVENT_MATCH, GObject)

/* A match no event's list holds, which follows nothing: what a board sent
 * that waits for the desk (HammerBoardSubmission). Match @number (id @id)
 * of @n_sides sides, 1 or 2, named @names (a %NULL name, or %NULL @names,
 * for sides not known) and, unless @games_won and @totals are %NULL, with
 * that score per side, shown as hammer_event_match_get_result() shows a
 * stored one. Pending, on no board, in no named round. */
HammerEventMatch      *hammer_event_match_new_scored      (gint64             id,
                                                           guint              number,
                                                           guint              n_sides,
                                                           const char *const *names,
                                                           const int         *games_won,
                                                           const int         *totals);

gint64                 hammer_event_match_get_id          (HammerEventMatch *self);
/* Within the event, from 1; 0 for a bye, which has none. */
guint                  hammer_event_match_get_number      (HammerEventMatch *self);
guint                  hammer_event_match_get_round       (HammerEventMatch *self);
/* Where every place is played out, the first place the match plays for:
 * a chart keeps it from round to round, so it names the chart; 0 else. */
guint                  hammer_event_match_get_first_place (HammerEventMatch *self);
/* A bye of a chart of the places played out before its first match
 * played: screens and paper leave it out (hammer_rounds_left_out()). */
gboolean               hammer_event_match_get_left_out    (HammerEventMatch *self);
/* Rotating partners: the names of the players its round leaves out (none
 * withdrawn), ascending by draw; empty for every other format. */
const char * const    *hammer_event_match_get_sitting_out (HammerEventMatch *self);
/* “Losers’ round 2”, as every surface names it (hammer-rounds.h). */
const char            *hammer_event_match_get_round_name  (HammerEventMatch *self);
/* "main", "losers", "Group A", …, as the JSON's "bracket". */
const char            *hammer_event_match_get_bracket     (HammerEventMatch *self);
/* 1, or 2 for two sides. */
guint                  hammer_event_match_get_n_sides     (HammerEventMatch *self);
/* The entrant's name, %NULL while the side is not known. */
const char            *hammer_event_match_get_side_name   (HammerEventMatch *self,
                                                           guint             side);
/* The entrant's id, 0 while the side is not known. */
gint64                 hammer_event_match_get_entrant     (HammerEventMatch *self,
                                                           guint             side);
HammerEventMatchState  hammer_event_match_get_state       (HammerEventMatch *self);
/* The side that won a finished match, or -1. */
int                    hammer_event_match_get_winner      (HammerEventMatch *self);
gboolean               hammer_event_match_get_bye         (HammerEventMatch *self);
gboolean               hammer_event_match_get_walkover    (HammerEventMatch *self);
/* "2 – 1" (games where more than one was played, else points), a card's
 * total, “Bye”, “Walkover”, or "" before games are typed. */
const char            *hammer_event_match_get_result      (HammerEventMatch *self);
guint                  hammer_event_match_get_games_won   (HammerEventMatch *self,
                                                           guint             side);
/* Who stored the result when not the desk ("board:3"), else %NULL. */
const char            *hammer_event_match_get_source      (HammerEventMatch *self);
/* The number of its board, 0 when it is on none. */
guint                  hammer_event_match_get_board       (HammerEventMatch *self);
/* Its board's name (“Board 3” when the event did not name it), a series
 * card's boards once round ("1 → 2 → 3"), or "". */
const char            *hammer_event_match_get_board_name  (HammerEventMatch *self);
/* ISO 8601, or %NULL. */
const char            *hammer_event_match_get_called_at   (HammerEventMatch *self);
const char            *hammer_event_match_get_finished_at (HammerEventMatch *self);
/* Whether games are typed or a result stored: the JSON's "totals". */
gboolean               hammer_event_match_get_has_score   (HammerEventMatch *self);
/* The result as entered, the rules' input JSON that the matches' JSON
 * gives as "result" ({"games": […]}), or %NULL without a score; no
 * property of its own notifies it. */
const char            *hammer_event_match_get_input      (HammerEventMatch *self);
/* The handicap of side @side (table, court), 0 for none. */
int                    hammer_event_match_get_handicap   (HammerEventMatch *self,
                                                          guint             side);
/* The games the match plays where their total decides it (sjoelbak): the
 * event's "games", or "knockout_games" for a knockout match; 0 for a game
 * of best-of matches. */
int                    hammer_event_match_get_games      (HammerEventMatch *self);
/* The points of @side over its games; 0 without a score. */
int                    hammer_event_match_get_total       (HammerEventMatch *self,
                                                           guint             side);
/* The games typed so far, 0 without a score; the points of @side in game
 * @game (from 0), as the JSON's "game_points". Any change of them notifies
 * "game-points" (a GVariant "aai": side after side). */
guint                  hammer_event_match_get_n_games     (HammerEventMatch *self);
int                    hammer_event_match_get_game_points (HammerEventMatch *self,
                                                           guint             side,
                                                           guint             game);
/* From 0, within its bracket and round. */
guint                  hammer_event_match_get_position    (HammerEventMatch *self);
/* 0; 1 for the knockout after groups. */
guint                  hammer_event_match_get_stage       (HammerEventMatch *self);
/* Where @side comes from ("from-a", "from-b" notify any change of it). */
HammerEventMatchFrom   hammer_event_match_get_from        (HammerEventMatch *self,
                                                           guint             side);
/* _WINNER, _LOSER: that match's id and number; else 0. */
gint64                 hammer_event_match_get_from_match  (HammerEventMatch *self,
                                                           guint             side);
guint                  hammer_event_match_get_from_number (HammerEventMatch *self,
                                                           guint             side);
/* _GROUP: the group's name ("Group A") and the place in it; else %NULL, 0. */
const char            *hammer_event_match_get_from_group  (HammerEventMatch *self,
                                                           guint             side);
guint                  hammer_event_match_get_from_place  (HammerEventMatch *self,
                                                           guint             side);

G_END_DECLS
