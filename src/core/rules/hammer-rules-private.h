/* hammer-rules-private.h — what the files of the rules module share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-rules.h"

G_BEGIN_DECLS

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

/* Reads a JSON number that is a whole number within int (1 and 1.0 alike). */
gboolean         hammer_json_get_whole       (JsonNode            *node,
                                              int                 *out);

G_END_DECLS
