/* hammer-draw.h — the shape of an event: which matches exist, and where
 * their sides come from; and what the results so far make of it
 *
 * Pure functions, no store: entrants are numbered 0 … n-1 in seed order
 * (index 0 is the first seed).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "hammer-format.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_BRACKET_WINNERS,      /* elimination rounds before the final; the knockout after groups */
  HAMMER_BRACKET_LOSERS,       /* double elimination */
  HAMMER_BRACKET_FINAL,        /* the last match of an elimination bracket; DE grand final */
  HAMMER_BRACKET_FINAL_RESET,  /* DE: played only when the losers' side wins the final */
  HAMMER_BRACKET_THIRD_PLACE,
  HAMMER_BRACKET_ROUND_ROBIN,
  HAMMER_BRACKET_SWISS,
  HAMMER_BRACKET_GROUP,        /* the group stage; the match's group says which */
  HAMMER_BRACKET_SERIES,       /* one "match" per entrant: their series of games */
  HAMMER_BRACKET_CONSOLATION,  /* those who lost their first match, a knockout of their own */
  HAMMER_BRACKET_PLACEMENT,    /* a match for places below the third (5–8, 5–6, …) */
  HAMMER_BRACKET_SECOND_KNOCKOUT, /* after groups: those who did not go on, a knockout too */
} HammerBracket;

/* "winners", "losers", "final", "final-reset", "third-place", "round-robin",
 * "swiss", "series", "consolation", "placement", "second-knockout"; for
 * HAMMER_BRACKET_GROUP the group's name ("A", "B", …). */
char       *hammer_bracket_name       (HammerBracket  bracket,
                                       int            group);

typedef enum
{
  HAMMER_SOURCE_NONE,    /* not known when drawn (Swiss rounds are paired later) */
  HAMMER_SOURCE_SEED,    /* ref: the entrant (seed index) */
  HAMMER_SOURCE_BYE,     /* no opponent */
  HAMMER_SOURCE_WINNER,  /* ref: index of a match in the draw */
  HAMMER_SOURCE_LOSER,   /* ref: index of a match in the draw */
  HAMMER_SOURCE_GROUP,   /* ref: group index; place: 1-based place in that group */
} HammerSourceKind;

/* For a HAMMER_SOURCE_LOSER, in place: which losers it takes. A loser
 * whose first match it was goes to the consolation, the others stay in
 * the main bracket (its third-place match); a bye is no match. */
typedef enum
{
  HAMMER_LOSER_ANY,
  HAMMER_LOSER_FIRST,  /* only one who had not played before: a bye otherwise */
  HAMMER_LOSER_LATER,  /* only one who had played before: a bye otherwise */
} HammerLoserFilter;

typedef struct
{
  HammerSourceKind kind;
  int              ref;
  int              place;  /* group place; HammerLoserFilter for a loser */
} HammerSource;

/* Sources are stored as short strings: "seed:3", "bye", "winner:12",
 * "loser:12", "loser:12:first", "loser:12:later" (draw indices) and
 * "group:1:2" (group index, place). */
char       *hammer_event_source_to_string   (const HammerSource *source);
/* The room the text of a source takes, its end included. */
#define HAMMER_SOURCE_TEXT_MAX 32
/* hammer_event_source_to_string() into @text, without an allocation (a
 * draw writes four for each match): @text, or %NULL for no source. */
const char *hammer_event_source_write       (const HammerSource *source,
                                             char                text[HAMMER_SOURCE_TEXT_MAX]);
void        hammer_event_source_from_string (const char         *text,
                                             HammerSource       *source);
/* @source as it reads back from its text, without writing and reading the
 * text: what the text does not keep is zero. */
void        hammer_event_source_as_stored   (const HammerSource *source,
                                             HammerSource       *stored);

typedef struct
{
  HammerBracket bracket;
  guint         round;       /* from 1, counted within its bracket (groups: within the group) */
  guint         position;    /* from 0, within its bracket and round */
  int           group;       /* group index for HAMMER_BRACKET_GROUP, else -1 */
  guint         stage;       /* 0; 1 for the knockout after groups */
  guint         n_sides;     /* 2; 1 for a series */
  HammerSource  sources[2];
  /* Rotating partners: each side's second player (a seed); the kind is
   * HAMMER_SOURCE_NONE for a side of one entrant, so zeroed means none. */
  HammerSource  partners[2];
} HammerDrawMatch;

typedef struct
{
  HammerFormat     format;
  guint            n_entrants;
  guint            n_groups;   /* groups format only */
  HammerDrawMatch *matches;    /* every match, in an order where sources come first */
  guint            n_matches;
} HammerDraw;

typedef struct
{
  gboolean third_place;     /* single elimination (and the knockout after groups) */
  gboolean final_reset;     /* double elimination: a second final when the losers' side wins */
  gboolean double_round;    /* round robin: everyone meets twice, home and away */
  guint    n_groups;        /* groups: how many (0: groups of about 4) */
  guint    advance;         /* groups: how many of each group go on to the knockout (default 2) */
  guint    rounds;          /* Swiss: how many rounds (0: ceil(log2 n)); rotating partners */
  gboolean consolation;     /* single elimination, the groups' knockout: a consolation bracket */
  gboolean placement;       /* single elimination, the groups' knockout: every place played */
  gboolean second_knockout; /* groups: those who do not go on play a knockout of their own */
  guint32  seed;            /* the draw's seed, for a format drawing at random */
} HammerDrawOptions;

/* Draws @format for @n_entrants (1 or more; 2 or more for a contest). Swiss
 * draws no matches here: rounds are paired one by one (hammer-swiss.h). */
HammerDraw *hammer_draw_new   (HammerFormat             format,
                               guint                    n_entrants,
                               const HammerDrawOptions *options,
                               GError                 **error);
void        hammer_draw_free  (HammerDraw              *draw);

/* What the results so far make of the draw. */
#define HAMMER_ENTRANT_UNKNOWN (-1)
#define HAMMER_ENTRANT_BYE     (-2)

typedef enum
{
  HAMMER_MATCH_PENDING,   /* a side is not known yet */
  HAMMER_MATCH_READY,     /* both sides known, no result yet */
  HAMMER_MATCH_FINISHED,  /* played, or decided by a bye or a walkover */
  HAMMER_MATCH_SKIPPED,   /* never needed: a final reset after the winners' side won */
} HammerMatchStatus;

typedef struct
{
  int               entrants[2];  /* entrant, HAMMER_ENTRANT_UNKNOWN or HAMMER_ENTRANT_BYE */
  HammerMatchStatus status;
  int               winner;       /* side index, or -1 (undecided; also a drawn RR match) */
  gboolean          bye;          /* decided without play: one side is a bye */
  gboolean          walkover;     /* decided without play: a side withdrew */
} HammerResolvedMatch;

/* The group stage's places, for HAMMER_SOURCE_GROUP: the entrant in 1-based
 * @place of @group, or HAMMER_ENTRANT_UNKNOWN while the group is unfinished. */
typedef int (*HammerGroupPlaceFunc) (int      group,
                                     int      place,
                                     gpointer user_data);

/* Resolves every match of @draw. @results holds, per match, the winning side
 * of a played match, -1 when there is no result, or -2 for a played match
 * with no winner (a drawn round-robin match). @withdrawn (may be NULL) marks
 * entrants who withdrew: their next undecided matches go to the opponent as
 * walkovers, through the losers' bracket too. @out has draw->n_matches. */
void        hammer_draw_resolve (const HammerDraw      *draw,
                                 const int             *results,
                                 const gboolean        *withdrawn,
                                 HammerGroupPlaceFunc   group_place,
                                 gpointer               user_data,
                                 HammerResolvedMatch   *out);

/* The matches that read each match of @draw, its winner or its loser: the
 * followers of match i are out[out[i]] to out[out[i + 1] - 1], in playing
 * order (a match that takes both is there twice). Free with g_free(). */
guint      *hammer_draw_followers     (const HammerDraw      *draw);

/* Brings @out, resolved by hammer_draw_resolve() before @results[@changed]
 * changed, up to date with it: only the matches that follow from match
 * @changed are resolved again. Everything else (the other results,
 * @withdrawn, the group places) must be as it was; then @out is what
 * hammer_draw_resolve() gives. With @followers (hammer_draw_followers() of
 * @draw) it goes from what moved to the matches that read it, instead of
 * looking at every match after @changed: a file of 2,000 results asks
 * 2,000 times. */
void        hammer_draw_resolve_after (const HammerDraw      *draw,
                                       const guint           *followers,
                                       const int             *results,
                                       const gboolean        *withdrawn,
                                       HammerGroupPlaceFunc   group_place,
                                       gpointer               user_data,
                                       guint                  changed,
                                       HammerResolvedMatch   *out);

/* Final placings of an elimination draw (single, double, or the knockout
 * after groups): @places[entrant] is the 1-based place, shared where the
 * bracket does not separate entrants (two 3rds without a third-place match,
 * four 5th …), 0 while undecided. */
void        hammer_draw_placings (const HammerDraw          *draw,
                                  const HammerResolvedMatch *resolved,
                                  int                       *places);

/* The places at stake in each match of a knockout with every place
 * played out: @first[i] … @last[i] (1-based); both 0 for a match outside
 * the knockout or in a consolation. A match whose two are one apart
 * places its winner and its loser. */
void        hammer_draw_places_at_stake (const HammerDraw *draw,
                                         guint            *first,
                                         guint            *last);

/* The place before the consolation's first in @draw (its main bracket's
 * slots: the consolation's winner is one after it); 0 for a draw
 * without a consolation. */
guint       hammer_draw_consolation_offset (const HammerDraw *draw);

/* The place before the second knockout's first in @draw (how many the
 * groups sent to the first, or with a consolation the first's slots: the
 * second's winner is one after it); 0 for a draw without a second
 * knockout. */
guint       hammer_draw_second_knockout_offset (const HammerDraw *draw);

/* How many played losers' bracket matches of @resolved bring together two
 * entrants who already met in the winners' bracket. */
guint       hammer_draw_count_rematches (const HammerDraw          *draw,
                                         const HammerResolvedMatch *resolved);

/* The numbers people read, for @n_matches matches in draw order (the
 * order they are played in): @numbers[i] is 0 for a bye, a match decided
 * by the draw alone (a side is a bye, the loser of a bye, or the winner of
 * two byes), 0 for a match the results make a match or a bye
 * (hammer_draw_match_is_conditional(): hammer_draw_number_resolved()
 * numbers it once they have), and @first, @first + 1, … for the others,
 * without gaps. A source naming a match outside @matches counts as no bye.
 * Returns the number after the last one given. */
guint       hammer_draw_number_matches (const HammerDrawMatch *matches,
                                        guint                  n_matches,
                                        guint                  first,
                                        guint                 *numbers);

/* Whether match @index of @matches (in draw order) is played, or is a
 * bye, only as the results say: a side is the loser of a match only if
 * that was their first (a consolation where the main bracket has byes),
 * or only if it was not (the third place beside such a consolation), or
 * the loser of such a match. */
gboolean    hammer_draw_match_is_conditional (const HammerDrawMatch *matches,
                                              guint                  index);

/* The numbers of the matches of @draw as @resolved: those of
 * hammer_draw_number_matches() from 1, and after all of them each
 * conditional match the results have made a match, in the order they did:
 * by the latest @finished_at (per match, sortable time text or %NULL) of
 * the matches its sides wait on, then in draw order. A conditional match
 * that is a bye or not known yet has 0. Returns the number after the last
 * one given. */
guint       hammer_draw_number_resolved (const HammerDraw          *draw,
                                         const HammerResolvedMatch *resolved,
                                         const char * const        *finished_at,
                                         guint                     *numbers);

/* Sjoelbak series: the board (0 … n_boards-1) on which @entrant shoots
 * game @game, so that each player moves to another board every game and the
 * boards are used evenly. */
guint       hammer_series_board  (guint entrant,
                                  guint game,
                                  guint n_entrants,
                                  guint n_boards);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerDraw, hammer_draw_free)

G_END_DECLS
