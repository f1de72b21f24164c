/* hammer-format-private.h — the built-in formats' definitions, the
 * bracket helpers of hammer-draw.c that their draws share, and what
 * hammer-draw-results.c and hammer-draw-placings.c share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#ifndef HAMMER_DRAW_COMPILATION
#error "hammer-format-private.h is the draw library's own"
#endif

#include "hammer-format-definition.h"

G_BEGIN_DECLS

/* The most entrants a draw takes at all, and of everybody against everybody. */
#define HAMMER_DRAW_MAX_ENTRANTS       65536
#define HAMMER_DRAW_MAX_TABLE_ENTRANTS 1024

/* Where a side comes from, for the draws. */
static inline HammerSource
source_seed (guint entrant)
{
  return (HammerSource) { HAMMER_SOURCE_SEED, (int) entrant, 0 };
}

static inline HammerSource
source_bye (void)
{
  return (HammerSource) { HAMMER_SOURCE_BYE, 0, 0 };
}

static inline HammerSource
source_winner (guint match)
{
  return (HammerSource) { HAMMER_SOURCE_WINNER, (int) match, 0 };
}

static inline HammerSource
source_loser (guint match)
{
  return (HammerSource) { HAMMER_SOURCE_LOSER, (int) match, 0 };
}

static inline HammerSource
source_loser_if (guint             match,
                 HammerLoserFilter filter)
{
  return (HammerSource) { HAMMER_SOURCE_LOSER, (int) match, (int) filter };
}

static inline HammerSource
source_group (guint group,
              guint place)
{
  return (HammerSource) { HAMMER_SOURCE_GROUP, (int) group, (int) place };
}

static inline gboolean
source_is_bye (const HammerSource *source)
{
  return source->kind == HAMMER_SOURCE_BYE;
}

extern const HammerFormatDefinition _hammer_format_single_elimination;
extern const HammerFormatDefinition _hammer_format_double_elimination;
extern const HammerFormatDefinition _hammer_format_round_robin;
extern const HammerFormatDefinition _hammer_format_swiss;
extern const HammerFormatDefinition _hammer_format_groups;
extern const HammerFormatDefinition _hammer_format_series;
extern const HammerFormatDefinition _hammer_format_rotating_partners;

void     _hammer_draw_elimination (GArray                   *matches,
                                   guint                     n_entrants,
                                   const HammerDrawOptions  *options,
                                   gboolean                  double_elimination);
void     _hammer_draw_round_robin (GArray                   *matches,
                                   guint                     n_entrants,
                                   const HammerDrawOptions  *options);
/* Round @round of a winners' bracket: the winners of @n_previous matches
 * @indices, two by two, replaced in place by the new match indices. */
void     _hammer_draw_add_next_round (GArray        *matches,
                                      guint         *indices,
                                      guint          n_previous,
                                      HammerBracket  bracket,
                                      guint          round,
                                      guint          stage);

/* A consolation bracket, drawn round by round beside its main bracket;
 * also the second knockout after groups, a knockout drawn the same way. */
typedef struct
{
  HammerBracket bracket;
  guint         size;         /* its slots: one per first-round match of the main bracket */
  guint         k;            /* its rounds */
  guint         drawn;        /* how many of them are drawn */
  guint         stage;
  gboolean      third_place;  /* it pays four places as the main bracket does */
  guint        *indices;      /* the matches of its last round drawn */
  HammerSource *slots;
} HammerDrawConsolation;

/* Fills the consolation's slots from the main bracket's: its @slots, the
 * matches of its first round @first and of its second @second (%NULL
 * where no bye is in @slots). */
void     _hammer_draw_consolation_slots (HammerDrawConsolation *cons,
                                         const HammerSource    *slots,
                                         const guint           *first,
                                         const guint           *second);
/* Draws the consolation's next round. */
void     _hammer_draw_consolation_round (GArray                *matches,
                                         HammerDrawConsolation *cons);
/* Draws a knockout over @slots (@size a power of two) with every place
 * played out. */
void     _hammer_draw_playoff          (GArray             *matches,
                                        const HammerSource *slots,
                                        guint               size,
                                        guint               stage);

/* Standard seed positions: the seed (0-based) at each position of a
 * bracket of @size, so that seeds 1 and 2 can only meet in the final. */
guint   *_hammer_draw_seed_order       (guint               size);
/* Places the groups' entrants in a knockout of @size: group g sends its
 * places @first_place … @first_place + @counts[g] - 1, seeded by place,
 * then by group, group mates kept apart as long as can be. */
void     _hammer_draw_place_group_knockout (guint         n_groups,
                                            const guint  *counts,
                                            guint         first_place,
                                            guint         size,
                                            HammerSource *slots);
/* Draws the second knockout after groups (HAMMER_BRACKET_SECOND_KNOCKOUT,
 * stage 1) of the places @counts and @first_place say, as
 * _hammer_draw_place_group_knockout() takes them, and interleaves its
 * rounds with the first knockout's, the matches from @first_knockout on. */
void     _hammer_draw_second_knockout  (GArray             *matches,
                                        guint               first_knockout,
                                        guint               n_groups,
                                        const guint        *counts,
                                        guint               first_place,
                                        gboolean            third_place);

/* hammer-draw-results.c: whether side @side of match @index came to it
 * without a match before: from the draw or a group, or through byes only.
 * Known from the draw. */
gboolean _hammer_draw_first_match      (const HammerDraw   *draw,
                                        guint               index,
                                        guint               side);

/* How many the groups send to the first knockout of @draw. */
guint    _hammer_draw_count_advancing  (const HammerDraw          *draw);
/* Places those in no knockout after groups, once the groups are over. */
void     _hammer_draw_place_group_stage (const HammerDraw          *draw,
                                         const HammerResolvedMatch *resolved,
                                         int                       *places);

/* Refuses a consolation and every place played out at once. */
gboolean _hammer_draw_check_knockout_plan (const HammerDrawOptions  *options,
                                           GError                  **error);
/* Refuses a consolation or every place played out in a knockout of
 * @n_knockout, where there are too few for it, and both at once. */
gboolean _hammer_draw_check_knockout (const HammerDrawOptions  *options,
                                      guint                     n_knockout,
                                      GError                  **error);
gboolean _hammer_draw_groups      (GArray                   *matches,
                                   guint                     n_entrants,
                                   const HammerDrawOptions  *options,
                                   guint                    *n_groups,
                                   GError                  **error);

G_END_DECLS
