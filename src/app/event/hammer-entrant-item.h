/* hammer-entrant-item.h — one entrant of an event, as a row of the entrants view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_ENTRANT_ITEM (hammer_entrant_item_get_type ())

G_DECLARE_FINAL_TYPE (HammerEntrantItem, hammer_entrant_item, HAMMER, ENTRANT_ITEM, GObject)

/* @seed is the seed before the draw and the draw position after it (0:
 * none); @members the club of a single player or the players of a team. */
HammerEntrantItem *hammer_entrant_item_new         (gint64             id,
                                                    const char        *name,
                                                    const char        *members,
                                                    guint              seed,
                                                    guint              n_players,
                                                    gboolean           present,
                                                    gboolean           withdrawn);
gint64             hammer_entrant_item_get_id      (HammerEntrantItem *self);
const char        *hammer_entrant_item_get_name    (HammerEntrantItem *self);
const char        *hammer_entrant_item_get_members (HammerEntrantItem *self);
guint              hammer_entrant_item_get_seed    (HammerEntrantItem *self);
guint              hammer_entrant_item_get_n_players (HammerEntrantItem *self);
gboolean           hammer_entrant_item_get_present (HammerEntrantItem *self);
gboolean           hammer_entrant_item_get_withdrawn (HammerEntrantItem *self);
/* The handicap (table, court), 0 for none; set once, after _new(). */
guint              hammer_entrant_item_get_handicap (HammerEntrantItem *self);
void               hammer_entrant_item_set_handicap (HammerEntrantItem *self,
                                                     guint              handicap);
/* Whether @a and @b show the same. */
gboolean           hammer_entrant_item_equal       (HammerEntrantItem *a,
                                                    HammerEntrantItem *b);

G_END_DECLS
