/* hammer-rules-private.h — what the files of the rules module share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-rules.h"

G_BEGIN_DECLS

/* Builds a violation whose message is the formatted text behind "Game G, end
 * E: " (or "Game G: " when @end is -1, or nothing when @game is -1), with
 * game and end counted from 1 for people. */
HammerViolation *hammer_violation_new        (const char  *reason,
                                              int          game,
                                              int          end,
                                              int          side,
                                              const char  *format,
                                              ...) G_GNUC_PRINTF (5, 6);
/* Stores @violation in @out when @out is not NULL, else frees it; returns
 * FALSE so that callers can "return hammer_violation_take (...)". */
gboolean         hammer_violation_take       (HammerViolation  *violation,
                                              HammerViolation **out);

/* Whether a rule set has zones that open a turn (horse collar). */
gboolean         hammer_rules_has_qualifying (const HammerRules *rules);
/* The value of zone @zone under @options. */
int              hammer_rules_zone_value     (const HammerRules   *rules,
                                              const HammerOptions *options,
                                              guint                zone);

G_END_DECLS
