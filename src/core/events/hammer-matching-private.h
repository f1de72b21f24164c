/* hammer-matching-private.h — what the files of the matching share: its
 * state, and the blossom steps hammer-matching-blossoms.c does for the
 * stages and dual steps of hammer-matching.c (where the algorithm and its
 * numbering of vertices, blossoms and endpoints are described)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_DRAW_COMPILATION)
# error "Only the draw's own files may include hammer-matching-private.h"
#endif

#include "hammer-matching.h"

G_BEGIN_DECLS

/* The labels of the alternating trees. */
enum
{
  LABEL_NONE = 0,
  LABEL_S    = 1,
  LABEL_T    = 2,
  LABEL_SEEN = 4,   /* hammer_matching_scan_blossom's trail, cleared before it returns */
};

/* A growing list of ints. */
typedef struct
{
  int *items;
  int  len;    /* -1: not computed (best-edge lists only) */
  int  alloc;
} HammerMatchingIntList;

/* The graph, the matching and the duals, and the scratch of a solve. */
struct _HammerMatching
{
  int                    n;

  int                    n_edges;
  int                    edges_alloc;
  int                   *eu;
  int                   *ev;
  gint64                *ew;

  /* Built by solve: for vertex v, adj[adj_start[v]] … are the endpoints at
   * its neighbours. */
  int                   *adj_start;
  int                   *adj;

  int                   *mate;        /* n */
  int                   *label;       /* 2n; for a vertex inside a T-blossom: reached from
                                       * outside */
  int                   *labelend;    /* 2n: the labelling edge's endpoint in the tree's previous
                                       * blossom */
  int                   *inblossom;   /* n: the top-level blossom */
  int                   *parent;      /* 2n: the enclosing blossom, or -1 */
  int                   *base;        /* 2n: the base vertex; -1 for an unused blossom number */
  int                   *bestedge;    /* 2n: least-slack edge towards an S-blossom, or -1 */
  gint64                *dual;        /* 2n */
  HammerMatchingIntList *children;    /* n (blossom b at b - n): the sub-blossoms around the cycle,
                                       * base first */
  HammerMatchingIntList *endpoints;   /* n: endpoints[i] lies in children[i], its other end in
                                       * children[i + 1] */
  HammerMatchingIntList *bestlist;    /* n: an S-blossom's least-slack edge to each other
                                       * S-blossom */

  int                   *unused;      /* free blossom numbers */
  int                    n_unused;

  HammerMatchingIntList  queue;       /* S-vertices whose edges are still to be scanned */
  int                    queue_head;

  guint                 *allowed;     /* per edge: the stage in which it was seen tight */
  guint                  stage;

  int                   *best_to;     /* scratch of hammer_matching_add_blossom, per blossom, -1
                                       * when clear */
  HammerMatchingIntList  touched;

  /* For reduced costs after a solve: the leaves of every top-level blossom
   * numbered in depth-first order, so that each blossom is an interval of
   * them; and, for one focus vertex u, the sum of the duals of the blossoms
   * that hold both u and the leaf at each position of u's blossom. */
  gboolean               pricing;
  int                   *position;    /* n */
  int                   *first_leaf;  /* 2n: interval of a blossom's leaves */
  int                   *end_leaf;
  gint64                *enclosing;   /* 2n: the duals of a blossom and of all around it */
  int                    focus;
  gint64                *common;      /* n, by position */
  HammerMatchingIntList  chain;
};

/* Appends @item to @list, which starts empty when not computed. */
static inline void
int_list_push (HammerMatchingIntList *list,
               int                    item)
{
  if (list->len < 0)
    list->len = 0;
  if (list->len == list->alloc)
    {
      list->alloc = MAX (8, list->alloc * 2);
      list->items = g_renew (int, list->items, list->alloc);
    }
  list->items[list->len++] = item;
}

/* The vertex at endpoint @p. */
static inline int
vertex_of (const HammerMatching *self,
           int                   p)
{
  return (p & 1) ? self->ev[p >> 1] : self->eu[p >> 1];
}

/* Twice the reduced cost of edge @k, from the doubled duals. */
static inline gint64
slack (const HammerMatching *self,
       int                   k)
{
  return self->dual[self->eu[k]] + self->dual[self->ev[k]] - 2 * self->ew[k];
}

/* hammer-matching-blossoms.c */

/* Labels the blossom of @w with @t (LABEL_S or LABEL_T) by endpoint @p, and
 * a T-blossom's partner with S in turn. */
void hammer_matching_assign_label   (HammerMatching *self,
                                     int             w,
                                     int             t,
                                     int             p);
/* The base vertex of the first blossom common to the trees of the
 * S-vertices @v and @w, or -1 when they reach different roots. */
int  hammer_matching_scan_blossom   (HammerMatching *self,
                                     int             v,
                                     int             w);
/* Shrinks the cycle closed by edge @k through the blossom of @base_vertex
 * into a new S-blossom. */
void hammer_matching_add_blossom    (HammerMatching *self,
                                     int             base_vertex,
                                     int             k);
/* Undoes blossom @b, at the end of a stage or in the middle of one. */
void hammer_matching_expand_blossom (HammerMatching *self,
                                     int             b,
                                     gboolean        end_of_stage);
/* Flips the augmenting path through edge @k, which joins two trees. */
void hammer_matching_augment        (HammerMatching *self,
                                     int             k);

G_END_DECLS
