/* hammer-rotating-partners.h — the rounds of a rotating-partners event:
 * every round new partners, opponents spread, those left over sitting out
 * in turn
 *
 * Pure: players are numbered 0 … n-1.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* One table of a round: two sides of two partners. */
typedef struct
{
  guint players[2][2];
} HammerPartnersTable;

typedef struct
{
  GArray *tables;      /* HammerPartnersTable */
  GArray *sitting_out; /* guint, ascending */
} HammerPartnersRound;

void   hammer_partners_round_free  (HammerPartnersRound *round);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerPartnersRound, hammer_partners_round_free)

/* How many rounds @n_players can play with a new partner for every player
 * every round: n - 1, or n for an odd number (each then sits out once). */
guint  hammer_partners_max_rounds  (guint n_players);

/* Draws @n_rounds rounds at once, so that the desk prints every round and
 * the players see their evening from the start; no result changes them.
 * No player has the same partner twice; sitting out goes round, nobody a
 * second time before everyone has once (whenever the partners allow it);
 * opponents are met as evenly as can be. Random choices come from @seed.
 * Fails with HAMMER_ERROR_INVALID for fewer than four players or more
 * rounds than the partners allow. Returns HammerPartnersRound pointers. */
GPtrArray *hammer_partners_draw    (guint      n_players,
                                    guint      n_rounds,
                                    guint32    seed,
                                    GError   **error);

/* The rounds that follow @played once the players marked in @out (n
 * flags) have left: each round among those still in, those who sat out
 * least sitting out (ties by lot), partners had before avoided while
 * that can be and opponents met least, counting @played and each round
 * drawn here. Fails with HAMMER_ERROR_INVALID when fewer than four are
 * left. Returns @n_rounds HammerPartnersRound pointers. */
GPtrArray *hammer_partners_redraw  (guint           n_players,
                                    const gboolean *out,
                                    GPtrArray      *played,
                                    guint           n_rounds,
                                    guint32         seed,
                                    GError        **error);

G_END_DECLS
