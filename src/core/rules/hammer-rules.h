/* hammer-rules.h — the rule sets of the shuffleboard family and the score of one match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "hammer-error.h"

G_BEGIN_DECLS

/* Sjoelbak series may have up to 64 players on one sheet; the other games two
 * to eight sides. Fixed bounds let an end be checked without allocating. */
#define HAMMER_MAX_SIDES   64
#define HAMMER_MAX_WEIGHTS 8
#define HAMMER_MAX_ZONES   12

/* An option nobody set; hammer_options_resolve() fills in the default. */
#define HAMMER_OPTION_UNSET G_MININT

/* The reasons of violations, for programs to tell them apart. */
#define HAMMER_REASON_MALFORMED         "malformed"
#define HAMMER_REASON_WRONG_SIDES       "wrong-sides"
#define HAMMER_REASON_IMPOSSIBLE_POINTS "impossible-points"
#define HAMMER_REASON_LEADER_ONLY       "leader-only"
#define HAMMER_REASON_TOO_MANY_WEIGHTS  "too-many-weights"
#define HAMMER_REASON_UNKNOWN_ZONE      "unknown-zone"
#define HAMMER_REASON_IMPOSSIBLE_ZONES  "impossible-zones"
#define HAMMER_REASON_NEGATIVE_COUNT    "negative-count"
#define HAMMER_REASON_TOO_MANY_DISKS    "too-many-disks"
#define HAMMER_REASON_TOTAL_MISMATCH    "total-mismatch"
#define HAMMER_REASON_BAD_PENALTY       "bad-penalty"
#define HAMMER_REASON_GAME_OVER         "game-over"
#define HAMMER_REASON_MATCH_OVER        "match-over"
#define HAMMER_REASON_TOO_MANY_ENDS     "too-many-ends"
#define HAMMER_REASON_UNFINISHED_GAME   "unfinished-game"
#define HAMMER_REASON_BAD_FIRST         "bad-first"
#define HAMMER_REASON_UNKNOWN_OPTION    "unknown-option"
#define HAMMER_REASON_BAD_OPTION        "bad-option"
#define HAMMER_REASON_UNKNOWN_RULES     "unknown-rules"
#define HAMMER_REASON_RULES_MISMATCH    "rules-mismatch"
#define HAMMER_REASON_TIME_CALLED       "time-called"

/* Who scores in an end. */
typedef enum
{
  HAMMER_SCORING_LEADER_ONLY, /* only the side with the leading weight (table) */
  HAMMER_SCORING_BOTH,        /* every side, each for its own pieces in position (court, deck,
                               * shovelboard) */
  HAMMER_SCORING_EACH_OWN,    /* every side in its own turn (horse collar, sjoelbak) */
} HammerScoring;

/* Who shoots first in the next end. */
typedef enum
{
  HAMMER_ORDER_NONE,         /* no order of play (sjoelbak) */
  HAMMER_ORDER_SCORER_FIRST, /* the scorer shoots first; a blank end hands over the hammer */
  HAMMER_ORDER_ALTERNATE,    /* the lead alternates by end, in teams by round of two ends */
  HAMMER_ORDER_FIXED,        /* the same rotation every round (horse collar) */
  HAMMER_ORDER_WINNER_FIRST, /* the side that scored most shoots first; on equal scores the
                              * side that started starts again (shovelboard) */
} HammerOrder;

typedef enum
{
  HAMMER_MATCH_BEST_OF,        /* the side that wins most of N games */
  HAMMER_MATCH_TOTAL_OF_GAMES, /* the highest total over N games (sjoelbak series) */
} HammerMatchKind;

typedef enum
{
  HAMMER_STATE_IN_PROGRESS,
  HAMMER_STATE_FINISHED,
} HammerState;

typedef enum
{
  HAMMER_ZONE_HANGER     = 1 << 0, /* worth the "hanger" option instead of a fixed value */
  HAMMER_ZONE_QUALIFYING = 1 << 1, /* a weight here lets a horse collar turn score */
  HAMMER_ZONE_ALONE      = 1 << 2, /* scores only as the one weight of the end in any zone
                                    * (shovelboard: the weight nearest the near line) */
  HAMMER_ZONE_CORNER     = 1 << 3, /* worth the "corner" option (Horse Collar) */
} HammerZoneFlags;

typedef struct
{
  const char      *name;  /* the name ends use in "zones" */
  const char      *alias; /* a second accepted name, or NULL */
  int              value;
  HammerZoneFlags  flags;
} HammerZone;

typedef enum
{
  HAMMER_OPTION_TARGET,
  HAMMER_OPTION_BEST_OF,
  HAMMER_OPTION_GAMES,
  HAMMER_OPTION_TEAM_SIZE,
  HAMMER_OPTION_HANGER,
  HAMMER_OPTION_FIRST,
  HAMMER_OPTION_SIDES,
  HAMMER_OPTION_FRAMES,
  HAMMER_OPTION_EXACT,
  HAMMER_OPTION_BONUS,
  HAMMER_OPTION_DISKS,
  HAMMER_OPTION_CORNER,
  HAMMER_OPTION_COUNTING,
  HAMMER_OPTION_ZAANDAMS,
  HAMMER_OPTION_PAIRS,
  HAMMER_OPTION_TOTAL_GAMES,
  HAMMER_OPTION_HANDICAP_RACE,
  HAMMER_OPTION_CLOCK,
  HAMMER_OPTION_CLOCK_ROUND,
  HAMMER_OPTION_KNOCKOUT_GAMES,
  HAMMER_OPTION_BONUS_MAX,
  HAMMER_N_OPTIONS,
} HammerOptionId;

/* How one rule set treats one option. */
typedef struct
{
  gboolean present;      /* the rule set accepts the option at all */
  gboolean applies;      /* the option changes the game (else it is only echoed) */
  int      default_value; /* HAMMER_OPTION_UNSET: none */
  int      team_default; /* the default when team_size >= 2, or HAMMER_OPTION_UNSET */
  int      min;
  int      max;
} HammerOptionSpec;

/* Every option of every rule set; booleans are 0 or 1. A resolved options
 * struct has the defaults filled in; an option that neither applies nor was
 * given stays HAMMER_OPTION_UNSET. */
typedef struct
{
  int target;    /* points that win a game */
  int best_of;   /* games of a best-of match */
  int games;     /* games of a sjoelbak series */
  int team_size; /* players per side */
  int hanger;    /* the value of the "hanger" zone */
  int first;     /* who shoots first in the first end of game 1 */
  int sides;     /* players or teams in the match */
  int frames;    /* court: frames that end a game short of the target, 0 for none */
  int exact;     /* deck: the target must be hit exactly */
  int bonus;     /* sjoelbak: a 148 earns extra disks */
  int disks;     /* sjoelbak: disks per game */
  int corner;    /* Horse Collar: the value of the "corner" zone */
  int counting;  /* sjoelbak: the best games of a series that count, 0 for all */
  int zaandams;  /* sjoelbak: 20 disks, a 100 in the first sub-turn earns 50 more */
  int pairs;     /* sjoelbak: koppel, player 1 shoots 30 disks, player 2 the rest */
  int total_games; /* court: games of a match decided on their total (Texas), 0 for none */
  int handicap_race; /* table, court: a handicap shortens the side's race, not start points */
  int clock;     /* minutes of a game's clock, 0 for none */
  int clock_round; /* once time is called the round in play is finished, not only the end */
  int knockout_games; /* sjoelbak: games of a knockout match, head to head on their total */
  int bonus_max; /* sjoelbak: the most a game scores with the 148 bonus, 152 or 156 */
  /* Not an option of the event but of one match: each side's handicap (0
   * for none), from the options' "handicaps" array. */
  int handicaps[2];
  /* Nor is this: TRUE in the options of a knockout match
   * (hammer_options_for_knockout()), which plays "knockout_games" head to
   * head on their total. */
  gboolean knockout_match;
} HammerOptions;

/* What a game's score sheet looks like on paper. */
typedef enum
{
  HAMMER_SHEET_LAYOUT_ENDS,  /* a sheet per match, a line per end */
  HAMMER_SHEET_LAYOUT_CARDS, /* a card per player, a line per game (sjoelbak) */
} HammerSheetLayout;

/* The column beside an end's number on a score sheet. */
typedef enum
{
  HAMMER_SHEET_LEAD_NONE,
  HAMMER_SHEET_LEAD_HAMMER, /* "Hammer": who shoots last (table) */
  HAMMER_SHEET_LEAD_FIRST,  /* "First": who starts the end (shovelboard) */
  HAMMER_SHEET_LEAD_COLOUR, /* "Lead": the colour that leads (court, deck) */
} HammerSheetLead;

typedef struct
{
  HammerSheetLayout  layout;
  const char        *title;      /* untranslated: the game's name as paper heads a sheet */
  const char        *card_title; /* untranslated: the head of a player's card (cards) */
  const char        *end_name;   /* untranslated: the head of the end's column ("Frame") */
  HammerSheetLead    lead;
  gboolean           penalties;  /* a penalty column per side */
  guint              spare_ends; /* rows a blank sheet adds for a long, close game */
} HammerSheetSpec;

/* A rule set: static data, read-only. Everything a game implies is here, so
 * that a game is one file (docs/ARCHITECTURE.md, "Adding a game"). */
typedef struct
{
  const char       *id;
  const char       *name;             /* untranslated; see hammer_rules_get_name() */
  const HammerZone *zones;
  guint             n_zones;
  int               weights;          /* per side and end; sjoelbak: the "disks" option */
  gboolean          disks;            /* the pieces are called disks, not weights */
  gboolean          counts;           /* ends are entered as compartment counts */
  HammerScoring     scoring;
  HammerOrder       order;
  HammerMatchKind   match_kind;
  int               ends_per_game;    /* 0: as many as the game needs */
  gboolean          stop_after_round; /* teams end a game only after whole rounds */
  int               tie_ends;         /* ends played after a tie at or over the target
                                       * before totals are compared again, in singles;
                                       * 0: just play on end by end */
  int               team_tie_ends;    /* the same for teams */
  int               penalty_step;     /* penalties are multiples of this */
  const char       *next_game_first;  /* untranslated: how the rules decide who shoots
                                       * first in a game after the first; NULL where it is
                                       * chosen again (a toss, or the toss loser's choice).
                                       * See hammer_rules_game_first_chosen(). */
  int               clock_round_ends; /* ends in the round a called time lets finish
                                       * (option "clock_round") */
  int               minutes_per_game; /* typical, for the boards' estimated finishing
                                       * times: per game of a match or of a series */
  HammerSheetSpec   sheet;
  HammerOptionSpec  options[HAMMER_N_OPTIONS];
} HammerRules;

/* One end as entered: any of points, zones and counts (they must agree), and
 * optional penalties. Arrays are the caller's; NULL means "not given". */
typedef struct
{
  guint      n_sides;
  const int *points;    /* raw points per side, before penalties */
  const int *penalties; /* points off per side */
  const int *counts;    /* 4 per side: disks in compartments 1, 2, 3, 4 */
  const int *n_zones;   /* per side: how many scoring weights */
  const int *zones;     /* zone indices into HammerRules.zones, side after side */
  gboolean   time_called; /* the game's clock ran out during this end */
} HammerEndEntry;

/* One stored end. The pointers stay valid until the match changes. */
typedef struct
{
  int        first;     /* the side that shoots first, or -1 */
  int        hammer;    /* the side that shoots last, or -1 */
  const int *raw;       /* per side, before penalties */
  const int *penalties;
  const int *points;    /* raw − penalties */
  const int *totals;    /* the game's running totals after this end */
  const int *counts;    /* as entered, or NULL */
  const int *n_zones;   /* as entered, or NULL */
  const int *zones;
  gboolean   time_called; /* the game's clock ran out during this end */
} HammerEnd;

typedef struct _HammerMatch HammerMatch;

/* Rule sets */
/* The rule set @id; NULL with an "unknown-rules" violation naming them all. */
const HammerRules  *hammer_rules_lookup           (const char           *id,
                                                   GError              **error);
/* Every registered rule set, in the order they were registered. */
const HammerRules * const *hammer_rules_get_all   (guint                *n_rules);
/* Adds @rules (static, with an id no other has) after the games of
 * hammer-rules-registry.c: for tests, before the rules are used from more
 * than one thread. */
void                hammer_rules_register         (const HammerRules    *rules);
const char         *hammer_rules_get_name         (const HammerRules    *rules);
/* The game's name as its score sheets head it, translated. */
const char         *hammer_rules_get_title        (const HammerRules    *rules);
/* The head of a player's score card, translated (HAMMER_SHEET_LAYOUT_CARDS). */
const char         *hammer_rules_get_card_title   (const HammerRules    *rules);
/* The head of a score sheet's column of ends, translated: "End", "Frame". */
const char         *hammer_rules_get_end_name     (const HammerRules    *rules);
/* Whether teams play the game in matches (leagues), rather than as a series
 * whose totals are added up. */
gboolean            hammer_rules_plays_matches    (const HammerRules    *rules);
/* The ids of the rule sets for help texts, "table, court or deck"; only those
 * that play matches when @matches_only. */
char               *hammer_rules_list_ids         (gboolean              matches_only);
/* The names of the rule sets in a sentence, "Table shuffleboard, … and
 * Sjoelbak", translated. */
char               *hammer_rules_list_names       (void);
/* The rule set as `hammer-cli rules` lists it: id, name, zones, weights,
 * scoring, order, options with their defaults. */
JsonNode           *hammer_rules_to_json          (const HammerRules    *rules);
/* Whether the players choose who shoots first in @game (from 0): by a coin
 * toss for the first game; in a later game where the rules leave it open
 * (table shuffleboard: the toss loser chooses for game 2, game 3 is tossed
 * again). FALSE without an order of play (sjoelbak) and where the rules
 * decide (docs/ARCHITECTURE.md, "Rules decisions"). */
gboolean            hammer_rules_game_first_chosen (const HammerRules   *rules,
                                                    guint                game);
/* How the rules decide who shoots first in a game after the first, as a
 * translated sentence, or NULL where the players choose. */
const char         *hammer_rules_next_game_first  (const HammerRules    *rules);
/* Whether a side may have a handicap in the game: start points or a
 * shorter race (table and court shuffleboard). */
gboolean            hammer_rules_takes_handicaps  (const HammerRules    *rules);
/* Checks @handicap, @who's (a name for the message), under @options:
 * refused for a game without handicaps, below 0 and from the target up,
 * as a match would refuse it. */
gboolean            hammer_rules_check_handicap   (const HammerRules    *rules,
                                                   const HammerOptions  *options,
                                                   const char           *who,
                                                   int                   handicap,
                                                   GError              **error);
/* The index of the zone called @name (or its alias), or -1. */
int                 hammer_rules_find_zone        (const HammerRules    *rules,
                                                   const char           *name);
const char         *hammer_scoring_to_string      (HammerScoring         scoring);
const char         *hammer_state_to_string        (HammerState           state);

/* Options */
const char         *hammer_option_get_name        (HammerOptionId        option);
gboolean            hammer_option_is_boolean      (HammerOptionId        option);
const char         *hammer_option_get_description (HammerOptionId        option);
int                 hammer_options_get            (const HammerOptions  *options,
                                                   HammerOptionId        option);
void                hammer_options_set            (HammerOptions        *options,
                                                   HammerOptionId        option,
                                                   int                   value);
/* Sets every option to HAMMER_OPTION_UNSET. */
void                hammer_options_init           (HammerOptions        *options);
/* Checks the options set ("unknown-option" for one the rule set lacks,
 * "bad-option" for a value out of range) and fills in the defaults of the
 * rest. */
gboolean            hammer_options_resolve        (const HammerRules    *rules,
                                                   HammerOptions        *options,
                                                   GError              **error);
/* Reads @object (NULL: all defaults) and resolves it. */
gboolean            hammer_options_from_json      (const HammerRules    *rules,
                                                   JsonObject           *object,
                                                   HammerOptions        *options,
                                                   GError              **error);
/* The variants @options (resolved) make of @rules, a translated phrase
 * each ("75 points or 16 frames, whichever comes first"): only those that
 * differ from the rule text's game. Empty for the plain game. */
char              **hammer_options_describe_variants (const HammerRules   *rules,
                                                      const HammerOptions *options);
/* How many of a series' @n_games played make its total: the best
 * "counting" of them when only some count, else all. */
guint               hammer_options_counted_games  (const HammerOptions  *options,
                                                   guint                 n_games);
/* The options a knockout match of an event plays under (sjoelbak: the
 * finals of an open tournament, "3 games summed"): @options (resolved)
 * with "games" set to "knockout_games" and, where that differs, every game
 * counting. Unchanged where the rule set has no such option. */
void                hammer_options_for_knockout   (HammerOptions        *options);
/* The same from the outside, where a match list says how many @games a
 * match plays: the options of a knockout match where @games is not the
 * event's "games" (0 or less: not said, unchanged). */
void                hammer_options_for_match_games (HammerOptions       *options,
                                                    int                  games);
/* Every option of @rules, null where unset. */
JsonObject         *hammer_options_to_json        (const HammerRules    *rules,
                                                   const HammerOptions  *options);

/* Violations */
/* A broken rule: a HAMMER_ERROR_INVALID (hammer_error_new_violation())
 * whose message is the formatted text behind "Game G, end E: " (or
 * "Game G: " when @end is -1, or nothing when @game is -1), with games and
 * ends counted from 1 for people. */
GError             *hammer_rules_error_new        (const char           *reason,
                                                   int                   game,
                                                   int                   end,
                                                   int                   side,
                                                   const char           *format,
                                                   ...) G_GNUC_PRINTF (5, 6);

/* Sjoelbak: the points of disks in compartments 1, 2, 3 and 4. */
int                 hammer_sjoelbak_points        (const int             counts[4]);
/* Sjoelbak: the compartments as they lie on the board, left to right, the
 * one order every card and entry grid shows them in: the compartment
 * (0 for compartment 1) at @place (0 to 3) from the left, and the place of
 * @compartment. Counts stay in value order 1, 2, 3, 4 everywhere else. */
guint               hammer_sjoelbak_compartment_at (guint                 place);
guint               hammer_sjoelbak_place_of      (guint                 compartment);

/* Matches */
/* @options must be resolved for @rules. */
HammerMatch        *hammer_match_new              (const HammerRules    *rules,
                                                   const HammerOptions  *options);
void                hammer_match_free             (HammerMatch          *match);
/* Names the sides in the match's sentences: "Anna cannot have scored 17"
 * rather than "Side 1 cannot …". @names (copied) has one per side; NULL,
 * or a NULL or empty name, keeps "Side N". */
void                hammer_match_set_side_names   (HammerMatch          *match,
                                                   const char * const   *names);
/* What a side without a name is called, counted from 0: "Side 1". */
char               *hammer_side_unnamed           (int                   side);
/* Forgets every game, keeping rules and options. */
void                hammer_match_reset            (HammerMatch          *match);
/* Starts the next game; @first is who shoots first in its first end, or -1
 * for the default. The previous game must be finished. */
gboolean            hammer_match_start_game       (HammerMatch          *match,
                                                   int                   first,
                                                   GError              **error);
/* Checks @entry as the next end without storing it. Cheap enough for every
 * keystroke: no allocation unless it fails. */
gboolean            hammer_match_check_end        (const HammerMatch    *match,
                                                   const HammerEndEntry *entry,
                                                   GError              **error);
/* Checks and stores @entry as the next end of the current game (starting
 * game 0 when there is none). */
gboolean            hammer_match_add_end          (HammerMatch          *match,
                                                   const HammerEndEntry *entry,
                                                   GError              **error);

const HammerRules  *hammer_match_get_rules        (const HammerMatch    *match);
const HammerOptions *hammer_match_get_options     (const HammerMatch    *match);
guint               hammer_match_get_n_sides      (const HammerMatch    *match);
/* The weights or disks each side plays in an end (sjoelbak: "disks"). */
int                 hammer_match_get_pieces       (const HammerMatch    *match);
/* The most one side can score in one end: 148 for a game of sjoelbak with
 * 30 disks, 100 with 20. */
int                 hammer_match_get_max_points   (const HammerMatch    *match);
/* The least one side can score in one end: -10 for court's 10-off area, 0
 * where no zone takes points off. */
int                 hammer_match_get_min_points   (const HammerMatch    *match);
/* Whether the match can end without a winner: a series of equal totals,
 * an even best-of, or more than two sides sharing the games. */
gboolean            hammer_match_can_end_drawn    (const HammerMatch    *match);
/* Whether one side can score @points in one end, as its pieces go. */
gboolean            hammer_match_end_points_possible (const HammerMatch *match,
                                                      int                points);
HammerState         hammer_match_get_state        (const HammerMatch    *match);
/* The side that won the match, or -1 (undecided or a true tie). */
int                 hammer_match_get_winner       (const HammerMatch    *match);
const int          *hammer_match_get_games_won    (const HammerMatch    *match);
const int          *hammer_match_get_totals       (const HammerMatch    *match);
guint               hammer_match_get_n_games      (const HammerMatch    *match);
guint               hammer_match_get_n_ends       (const HammerMatch    *match,
                                                   guint                 game);
HammerState         hammer_match_get_game_state   (const HammerMatch    *match,
                                                   guint                 game);
int                 hammer_match_get_game_winner  (const HammerMatch    *match,
                                                   guint                 game);
/* Who shot first in the first end of @game, or -1. */
int                 hammer_match_get_game_first   (const HammerMatch    *match,
                                                   guint                 game);
const int          *hammer_match_get_game_totals  (const HammerMatch    *match,
                                                   guint                 game);
void                hammer_match_get_end          (const HammerMatch    *match,
                                                   guint                 game,
                                                   guint                 end,
                                                   HammerEnd            *out);
/* Where the next end goes and who shoots first and last in it; FALSE once
 * the match is finished. */
gboolean            hammer_match_get_next         (const HammerMatch    *match,
                                                   int                  *game,
                                                   int                  *end,
                                                   int                  *first,
                                                   int                  *hammer);

/* Reads the match of `hammer-cli score`: {"rules", "options", "games":
 * [{"first"?, "ends": [{"points"|"zones"|"counts", "penalties"?}]}]}, where
 * "points" are before penalties. @rules_id, when given, is the rule set to
 * use ("rules" may then be left out), and the options are those of the
 * event or league the match belongs to. Options without "sides" take the
 * number of sides from the first end. Stops at the first violation. What
 * hammer_match_to_json() writes reads back to the same match: its ends carry
 * "raw" (before penalties) beside "points" (after). */
HammerMatch        *hammer_match_new_from_json    (JsonNode             *root,
                                                   const char           *rules_id,
                                                   GError              **error);
/* Builds a match under @rules with @options (resolved for @rules) and plays
 * @games into it: the "games" list of hammer_match_new_from_json(), NULL or
 * a JSON null for none. Stops at the first violation, the same one
 * hammer_match_new_from_json() gives for those games. This is how every
 * stored result is read back. */
HammerMatch        *hammer_match_replay           (const HammerRules    *rules,
                                                   const HammerOptions  *options,
                                                   JsonNode             *games,
                                                   GError              **error);
/* The same under the rule set called @rules_id with @options as stored in
 * JSON (NULL: the defaults), as an event or league document holds them. */
HammerMatch        *hammer_match_replay_json      (const char           *rules_id,
                                                   JsonObject           *options,
                                                   JsonNode             *games,
                                                   GError              **error);
/* Replays a stored result, {"rules"?, "games"}: "rules", when given, must be
 * @rules ("rules-mismatch"); a result that is no object is "malformed". */
HammerMatch        *hammer_match_replay_result    (const HammerRules    *rules,
                                                   const HammerOptions  *options,
                                                   JsonNode             *result,
                                                   GError              **error);
/* The same with the sides named in its sentences, as
 * hammer_match_set_side_names() takes them. */
HammerMatch        *hammer_match_replay_result_named (const HammerRules    *rules,
                                                      const HammerOptions  *options,
                                                      const char * const   *names,
                                                      JsonNode             *result,
                                                      GError              **error);
/* A match's result as a player remembers it, {"games": [{"totals": [A, B]},
 * …]}: each game's points per side, without its ends (what a player who
 * says a board's result is not right gives as their own). Checked for what
 * finished games can be under @rules with @options (resolved), for
 * @n_sides sides: a game reaches its target (or ends short of it by frames
 * or a clock) with one winner, a sjoelbak game is a total one game can
 * have, the games finish the match and none follows once it is decided.
 * @games is the "games" list. Returns the match as `hammer-cli score`
 * prints it without ends: {"games": [{"totals", "state", "winner"}],
 * "games_won", "totals", "state", "winner"}; or NULL with the broken rule
 * in @error, naming the game. */
JsonNode           *hammer_match_check_game_totals (const HammerRules   *rules,
                                                    const HammerOptions *options,
                                                    guint                n_sides,
                                                    JsonNode            *games,
                                                    GError             **error);
/* Whether @result gives its games as totals only, every one of them with
 * "totals" and none with "ends": for hammer_match_check_game_totals(). */
gboolean            hammer_result_is_game_totals  (JsonNode             *result);
/* A copy of @result with only the members replaying it reads, in their
 * order: "rules" and "games"; a game's "first" and "ends"; an end's
 * "points", "raw", "penalties", "zones" and "counts". What is stored of a
 * result, so that a writer's extra members are never kept nor published.
 * Meant for a result that replays; other shapes are copied as they are. */
JsonNode           *hammer_result_canonical       (JsonNode             *result);
/* Who shoots first in the first end of the match as a stored @result
 * records it (the coin toss: "first" of its game 1), or -1 when it does
 * not say and the rules' default applies. */
int                 hammer_result_get_first       (JsonNode             *result);
/* The same for @game (from 0): the side chosen to shoot first in its first
 * end, or -1 when the result leaves it to the rules. */
int                 hammer_result_get_game_first  (JsonNode             *result,
                                                   guint                 game);
/* Reads ends typed as text, "3-0 0-2 / 4-0": games apart by "/", ends by
 * spaces or commas, each end the home and the away side's points apart by
 * "-" or ":", maybe negative ("-10-8"). Returns {"games": [{"ends":
 * [{"points": [3, 0]}, …]}, …]}, for hammer_match_replay_result() to
 * check against the rules, or NULL with a "malformed" violation naming
 * the end that is no end. */
JsonNode           *hammer_match_games_from_text  (const char           *text,
                                                   GError              **error);
/* The output of `hammer-cli score` (docs/ARCHITECTURE.md, "Command line"). */
JsonNode           *hammer_match_to_json          (const HammerMatch    *match);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerMatch, hammer_match_free)

G_END_DECLS
