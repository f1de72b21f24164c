/* hammer-rules-private.h — what the files of the rules module share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-rules.h"

G_BEGIN_DECLS

/* Stores a new violation in @out and returns FALSE, so that checks can
 * "return hammer_refuse (…)". With @out NULL nothing is built. */
gboolean         hammer_refuse               (HammerViolation    **out,
                                              const char          *reason,
                                              int                  game,
                                              int                  end,
                                              int                  side,
                                              const char          *format,
                                              ...) G_GNUC_PRINTF (6, 7);
/* The same for an option, without game, end and side. */
gboolean         hammer_refuse_option        (HammerViolation    **out,
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

/* Reads the options set in @object (NULL: none) into @options, the rest
 * HAMMER_OPTION_UNSET, without resolving them. */
gboolean         hammer_options_read_json    (const HammerRules   *rules,
                                              JsonObject          *object,
                                              HammerOptions       *options,
                                              HammerViolation    **violation);

/* Reads a JSON number that is a whole number within int (1 and 1.0 alike). */
gboolean         hammer_json_get_whole       (JsonNode            *node,
                                              int                 *out);

G_END_DECLS
