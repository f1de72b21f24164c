/* hammer-format-private.h — the built-in formats' definitions, and the
 * bracket helpers of hammer-draw.c that their draws share
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
gboolean _hammer_draw_groups      (GArray                   *matches,
                                   guint                     n_entrants,
                                   const HammerDrawOptions  *options,
                                   guint                    *n_groups,
                                   GError                  **error);

G_END_DECLS
