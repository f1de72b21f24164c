/* hammer-rules-private.h — what the files of the rules module share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_RULES_COMPILATION)
# error "Only the rules' own files may include hammer-rules-private.h"
#endif

#include "hammer-rules.h"

G_BEGIN_DECLS

/* Sets @error to a new violation (hammer_rules_error_new()) and returns
 * FALSE, so that checks can "return hammer_refuse (…)". With @error NULL
 * nothing is built. @rules (NULL: any game) words where it happened: a game
 * entered as counts (sjoelbak) is "Game G", without its one end. */
gboolean         hammer_refuse               (GError             **error,
                                              const HammerRules   *rules,
                                              const char          *reason,
                                              int                  game,
                                              int                  end,
                                              int                  side,
                                              const char          *format,
                                              ...) G_GNUC_PRINTF (7, 8);
/* The same for an option, without game, end and side. */
gboolean         hammer_refuse_option        (GError             **error,
                                              const char          *reason,
                                              const char          *option,
                                              const char          *format,
                                              ...) G_GNUC_PRINTF (4, 5);

/* Room for "Side 64" in any language. */
#define HAMMER_SIDE_NAME_SIZE 64

/* The name of @side in a sentence: the name hammer_match_set_side_names()
 * gave it, or "Side N" written into @buffer. */
const char      *hammer_match_side_name      (const HammerMatch   *match,
                                              int                  side,
                                              char                 buffer[HAMMER_SIDE_NAME_SIZE]);

/* The zone names of a rule set, for messages: "1, 2, 3, hanger". */
char            *hammer_rules_list_zones     (const HammerRules   *rules);
/* Whether a rule set has zones that open a turn (horse collar). */
gboolean         hammer_rules_has_qualifying (const HammerRules *rules);
/* The value of zone @zone under @options. */
int              hammer_rules_zone_value     (const HammerRules   *rules,
                                              const HammerOptions *options,
                                              guint                zone);

/* Refuses @option: a boolean that is not true or false, or a number
 * outside @min to @max (one value when they are equal). Returns FALSE. */
gboolean         hammer_options_refuse_bad   (const HammerRules   *rules,
                                              HammerOptionId       option,
                                              int                  min,
                                              int                  max,
                                              GError             **error);

/* Reads the options set in @object (NULL: none) into @options, the rest
 * HAMMER_OPTION_UNSET, without resolving them. */
gboolean         hammer_options_read_json    (const HammerRules   *rules,
                                              JsonObject          *object,
                                              HammerOptions       *options,
                                              GError             **error);

/* Reads a JSON number that is a whole number within int (1 and 1.0 alike). */
gboolean         hammer_json_get_whole       (JsonNode            *node,
                                              int                 *out);

/* The records of a match, shared by its files: hammer-match.c (the games
 * and ends added), hammer-match-outcome.c (when a game and the match are
 * over), hammer-match-getters.c (what it says), hammer-match-reach.c (the
 * points a side can score) and hammer-match-check.c (the checks of an end). */
/* The reachable points of one side in one end, as a bitset from min_points.
 * 1024 bits hold every game: eight hangers of 99 make 792 at most. */
#define HAMMER_REACH_BITS  1024
#define HAMMER_REACH_WORDS (HAMMER_REACH_BITS / 64)

typedef struct
{
  guint       first_end;   /* index of its first end in HammerMatch.ends */
  guint       n_ends;
  int         first;       /* who shot first in its first end, or -1 */
  int         next_first;  /* who shoots first in its next end, or -1 */
  guint       decide_at;   /* a tie break is decided after this many ends; 0 if none runs */
  guint       time_up;     /* time was called: the game ends, as at a limit, after this many
                            * ends; 0 while the clock runs */
  guint       time_end;    /* the end (from 1) in which time was called, 0 for none */
  guint       totals;      /* offset of the running totals in HammerMatch.pool */
  HammerState state;
  int         winner;
} HammerGameRecord;

typedef struct
{
  int   first;
  int   hammer;
  guint data;   /* offset in the pool of the raw points of every side, then penalties, points
                 * and totals */
  int   counts; /* offset of 4 counts per side, or -1 */
  int   zones;  /* offset of the zone count per side, then the zone indices, or -1 */
  gboolean time_called;
} HammerEndRecord;

/* A match: its rule set and options, what they allow, and the games and
 * ends scored so far. */

struct _HammerMatch
{
  const HammerRules *rules;
  HammerOptions      options;
  int                n_sides;
  int                weights;      /* per side and end */
  int                round_ends;   /* ends in a round of play: 2 for teams, else 1 */
  int                tie_ends;     /* ends of a tie break at or over the target; 0: none */
  gboolean           qualifying;   /* horse collar: only a weight in 3 or better opens a turn */
  int                zone_values[HAMMER_MAX_ZONES];
  int                min_points;
  int                max_points;
  int                min_qualifying;
  guint64            reach[HAMMER_REACH_WORDS];

  /* The games, the ends and the pool are plain arrays, grown by
   * hammer-match.c: a GArray's call for every end was a quarter of a
   * results import's replay (issue 28). */
  HammerGameRecord  *games;
  guint              n_games;
  guint              games_size;
  HammerEndRecord   *ends;
  guint              n_ends;
  guint              ends_size;
  int               *pool;
  guint              pool_len;
  guint              pool_size;

  gboolean           counts_best;  /* only the best games count (sjoelbak, "counting") */
  int                games_won[HAMMER_MAX_SIDES];
  int                totals[HAMMER_MAX_SIDES];
  HammerState        state;
  int                winner;
  char             **names;  /* the sides' names in sentences, or NULL */
};

/* Game @game of @match. */
static inline HammerGameRecord *
hammer_match_game_at (const HammerMatch *match,
                      guint              game)
{
  return &match->games[game];
}

/* The ints at @offset in the pool of @match. */
static inline int *
hammer_match_pool_at (const HammerMatch *match,
                      guint              offset)
{
  return match->pool + offset;
}

/* Makes room in @match for @n_ends more ends and @n_pool more ints of its
 * pool, so that a replay that knows them all grows nothing end by end. */
void             hammer_match_reserve         (HammerMatch         *match,
                                               guint                n_ends,
                                               guint                n_pool);

/* hammer-match-outcome.c */

/* Whether exactly one of @n_sides has the highest of @totals; its index, or
 * -1. @highest (may be NULL) gets the highest. */
int              hammer_sole_leader           (const int           *totals,
                                               int                  n_sides,
                                               int                 *highest);
/* Whether the match is decided on the total points of all its games
 * (court, "total_games"), not on games won. */
gboolean         hammer_match_plays_for_total (const HammerMatch   *match);
/* Sjoelbak, "counting": sets the match's totals to those of each side's
 * best games so far, the others dropped. */
void             hammer_match_count_best_games (HammerMatch        *match);
/* Decides whether the game of @record is over after its latest end. */
void             hammer_match_update_game_state (HammerMatch       *match,
                                                 HammerGameRecord  *record);
/* Decides whether the match is over after a finished game. */
void             hammer_match_update_match_state (HammerMatch      *match);

/* hammer-match-reach.c */

/* Works out once per match which points one side can score in one end. */
void             hammer_match_compute_reach   (HammerMatch         *match);
/* Whether one side can score @points in one end of @match: inline, as it
 * is asked for every side of every end a replay adds. */
static inline gboolean
hammer_match_points_possible (const HammerMatch *match,
                              int                points)
{
  guint index;

  if (points < match->min_points || points > match->max_points)
    return FALSE;
  index = (guint) (points - match->min_points);
  return (match->reach[index / 64] >> (index % 64)) & 1;
}

/* hammer-match-check.c */

/* Checks @entry as end @end of game @game and works out the raw points of
 * every side into @raw. */
gboolean         hammer_match_check_entry     (const HammerMatch     *match,
                                               const HammerEndEntry  *entry,
                                               guint                  game,
                                               guint                  end,
                                               int                   *raw,
                                               GError               **error);
/* Where the next end of @match goes; FALSE with a violation when the
 * current game is over. */
gboolean         hammer_match_locate_next_end (const HammerMatch  *match,
                                               guint              *game,
                                               guint              *end,
                                               GError            **error);

G_END_DECLS
