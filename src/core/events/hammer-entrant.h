/* hammer-entrant.h — one entrant of an event, as screens show it
 *
 * Read-only properties that notify when a change to the store changes
 * them; HammerEvent keeps them up to date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_ENTRANT (hammer_entrant_get_type ())

G_DECLARE_FINAL_TYPE (HammerEntrant, hammer_entrant, HAMMER, ENTRANT, GObject)

gint64      hammer_entrant_get_id        (HammerEntrant *self);
/* The player's name, or the team's: its players' names joined. */
const char *hammer_entrant_get_name      (HammerEntrant *self);
/* The position in the draw once drawn, else the seed asked for; 0 for none,
 * as the event JSON's "seed". */
guint       hammer_entrant_get_seed      (HammerEntrant *self);
/* The sjoelbak class, or %NULL. */
const char *hammer_entrant_get_class     (HammerEntrant *self);
gboolean    hammer_entrant_get_present   (HammerEntrant *self);
gboolean    hammer_entrant_get_withdrawn (HammerEntrant *self);
guint       hammer_entrant_get_n_players (HammerEntrant *self);
/* The handicap (table, court: start points or a shorter race), 0 for none. */
guint       hammer_entrant_get_handicap  (HammerEntrant *self);
/* The id of player @index, in the team's order. */
gint64      hammer_entrant_get_player    (HammerEntrant *self,
                                          guint          index);

G_END_DECLS
