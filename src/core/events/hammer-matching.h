/* hammer-matching.h — maximum-weight matching in a general graph (private to the core)
 *
 * A primal-dual blossom algorithm (Edmonds, in Galil's O(n³) formulation) on
 * a sparse edge list. It finds a matching of maximum cardinality and, among
 * those, of maximum weight. Its dual solution is kept so that a caller who
 * solved on a subset of the edges can prove the result optimal for more
 * edges: an edge whose reduced cost is not negative cannot improve it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Weights must lie within ±HAMMER_MATCHING_MAX_WEIGHT, so that the sums the
 * algorithm forms stay far from overflowing 64 bits. */
#define HAMMER_MATCHING_MAX_WEIGHT (G_GINT64_CONSTANT (1) << 58)

typedef struct _HammerMatching HammerMatching;

HammerMatching *hammer_matching_new          (guint           n_vertices);
void            hammer_matching_free         (HammerMatching *self);

/* Adds an edge; a second edge between the same vertices is allowed but
 * pointless. u != v. */
void            hammer_matching_add_edge     (HammerMatching *self,
                                              guint           u,
                                              guint           v,
                                              gint64          weight);
guint           hammer_matching_get_n_edges  (HammerMatching *self);

/* Solves over the edges added so far (again from scratch when called once
 * more after adding edges). Returns TRUE when the matching is perfect. */
gboolean        hammer_matching_solve        (HammerMatching *self);

/* After solve: v's partner, or -1. */
int             hammer_matching_get_mate     (HammerMatching *self,
                                              guint           v);

/* After solve: twice v's dual variable (doubled so that it stays integral). */
gint64          hammer_matching_get_dual     (HammerMatching *self,
                                              guint           v);

/* After a perfect solve: twice the reduced cost of a possible edge (u, v) of
 * @weight. Not negative for every edge of the graph; when it is not negative
 * for every edge left out either, the matching is a maximum-weight perfect
 * matching of the larger graph too. */
gint64          hammer_matching_reduced_cost (HammerMatching *self,
                                              guint           u,
                                              guint           v,
                                              gint64          weight);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (HammerMatching, hammer_matching_free)

G_END_DECLS
