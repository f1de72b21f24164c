/* hammer-matching.c — maximum-weight matching in a general graph
 *
 * The primal-dual blossom algorithm: vertex duals y and blossom duals z are
 * kept feasible (every edge has a non-negative reduced cost) while matched
 * edges stay tight; each stage grows alternating trees from all single
 * vertices over tight edges, shrinks odd cycles into blossoms, and changes
 * the duals by the largest step that keeps them feasible until an augmenting
 * path appears. The duals are stored doubled (y' = 2y, z' = z) so that with
 * integral weights every step stays integral: the argument needs all single
 * vertices to share one dual value, which the warm start below arranges.
 *
 * Vertices are 0 … n-1; blossoms get the numbers n … 2n-1. An edge k has two
 * endpoints, 2k at its first vertex and 2k+1 at its second, so that p ^ 1 is
 * the other end of endpoint p. mate[v] is the endpoint at v's partner.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-matching-private.h"

HammerMatching *
hammer_matching_new (guint n_vertices)
{
  HammerMatching *self;
  int n = (int) n_vertices;

  g_return_val_if_fail (n_vertices < (guint) G_MAXINT / 4, NULL);

  self = g_new0 (HammerMatching, 1);
  self->n = n;
  self->mate = g_new (int, MAX (n, 1));
  self->label = g_new0 (int, 2 * MAX (n, 1));
  self->labelend = g_new (int, 2 * MAX (n, 1));
  self->inblossom = g_new (int, MAX (n, 1));
  self->parent = g_new (int, 2 * MAX (n, 1));
  self->base = g_new (int, 2 * MAX (n, 1));
  self->bestedge = g_new (int, 2 * MAX (n, 1));
  self->dual = g_new0 (gint64, 2 * MAX (n, 1));
  self->children = g_new0 (HammerMatchingIntList, MAX (n, 1));
  self->endpoints = g_new0 (HammerMatchingIntList, MAX (n, 1));
  self->bestlist = g_new0 (HammerMatchingIntList, MAX (n, 1));
  self->unused = g_new (int, MAX (n, 1));
  self->best_to = g_new (int, 2 * MAX (n, 1));
  self->position = g_new (int, MAX (n, 1));
  self->first_leaf = g_new (int, 2 * MAX (n, 1));
  self->end_leaf = g_new (int, 2 * MAX (n, 1));
  self->enclosing = g_new (gint64, 2 * MAX (n, 1));
  self->common = g_new (gint64, MAX (n, 1));
  self->adj_start = g_new0 (int, n + 1);
  for (int i = 0; i < 2 * n; i++)
    self->best_to[i] = -1;
  for (int v = 0; v < n; v++)
    self->mate[v] = -1;
  return self;
}

void
hammer_matching_free (HammerMatching *self)
{
  if (self == NULL)
    return;

  for (int i = 0; i < self->n; i++)
    {
      g_free (self->children[i].items);
      g_free (self->endpoints[i].items);
      g_free (self->bestlist[i].items);
    }
  g_free (self->eu);
  g_free (self->ev);
  g_free (self->ew);
  g_free (self->adj_start);
  g_free (self->adj);
  g_free (self->mate);
  g_free (self->label);
  g_free (self->labelend);
  g_free (self->inblossom);
  g_free (self->parent);
  g_free (self->base);
  g_free (self->bestedge);
  g_free (self->dual);
  g_free (self->children);
  g_free (self->endpoints);
  g_free (self->bestlist);
  g_free (self->unused);
  g_free (self->queue.items);
  g_free (self->allowed);
  g_free (self->best_to);
  g_free (self->touched.items);
  g_free (self->position);
  g_free (self->first_leaf);
  g_free (self->end_leaf);
  g_free (self->enclosing);
  g_free (self->common);
  g_free (self->chain.items);
  g_free (self);
}

void
hammer_matching_add_edge (HammerMatching *self,
                          guint           u,
                          guint           v,
                          gint64          weight)
{
  g_return_if_fail (self != NULL);
  g_return_if_fail (u < (guint) self->n && v < (guint) self->n && u != v);
  g_return_if_fail (weight <= HAMMER_MATCHING_MAX_WEIGHT && weight >= -HAMMER_MATCHING_MAX_WEIGHT);

  if (self->n_edges == self->edges_alloc)
    {
      self->edges_alloc = MAX (64, self->edges_alloc * 2);
      self->eu = g_renew (int, self->eu, self->edges_alloc);
      self->ev = g_renew (int, self->ev, self->edges_alloc);
      self->ew = g_renew (gint64, self->ew, self->edges_alloc);
    }
  self->eu[self->n_edges] = (int) u;
  self->ev[self->n_edges] = (int) v;
  self->ew[self->n_edges] = weight;
  self->n_edges++;
}

guint
hammer_matching_get_n_edges (HammerMatching *self)
{
  g_return_val_if_fail (self != NULL, 0);

  return (guint) self->n_edges;
}

/* Feasible starting duals with a greedy matching on the tight edges: most
 * vertices start matched, which leaves only a few stages to run. */
static void
warm_start (HammerMatching *self)
{
  int n = self->n;
  gint64 top = G_MININT64;

  for (int v = 0; v < n; v++)
    {
      gint64 best = G_MININT64;

      for (int a = self->adj_start[v]; a < self->adj_start[v + 1]; a++)
        best = MAX (best, self->ew[self->adj[a] >> 1]);
      self->dual[v] = best == G_MININT64 ? 0 : best;
    }
  /* Lowering each dual by its least slack keeps every edge feasible and
   * leaves every vertex with a tight edge. */
  for (int v = 0; v < n; v++)
    {
      gint64 least = G_MAXINT64;

      for (int a = self->adj_start[v]; a < self->adj_start[v + 1]; a++)
        least = MIN (least, slack (self, self->adj[a] >> 1));
      if (least != G_MAXINT64)
        self->dual[v] -= least;
    }
  for (int v = 0; v < n; v++)
    {
      if (self->mate[v] != -1)
        continue;
      for (int a = self->adj_start[v]; a < self->adj_start[v + 1]; a++)
        {
          int p = self->adj[a];
          int w = vertex_of (self, p);

          if (self->mate[w] == -1 && slack (self, p >> 1) == 0)
            {
              self->mate[v] = p;
              self->mate[w] = p ^ 1;
              break;
            }
        }
    }
  /* Raising a single vertex's dual keeps feasibility; equal duals on all
   * single vertices keep every dual step integral. */
  for (int v = 0; v < n; v++)
    if (self->mate[v] == -1)
      top = MAX (top, self->dual[v]);
  for (int v = 0; v < n; v++)
    if (self->mate[v] == -1)
      self->dual[v] = top;
}

static void
reset (HammerMatching *self)
{
  int n = self->n;
  int *fill;

  for (int v = 0; v < n; v++)
    {
      self->mate[v] = -1;
      self->inblossom[v] = v;
      self->base[v] = v;
      self->parent[v] = -1;
      self->parent[n + v] = -1;
      self->base[n + v] = -1;
      self->dual[n + v] = 0;
      self->children[v].len = 0;
      self->endpoints[v].len = 0;
      self->bestlist[v].len = -1;
      self->unused[v] = 2 * n - 1 - v;
    }
  self->n_unused = n;

  /* Adjacency as endpoints at the neighbours. */
  memset (self->adj_start, 0, sizeof (int) * (n + 1));
  for (int k = 0; k < self->n_edges; k++)
    {
      self->adj_start[self->eu[k] + 1]++;
      self->adj_start[self->ev[k] + 1]++;
    }
  for (int v = 0; v < n; v++)
    self->adj_start[v + 1] += self->adj_start[v];
  self->adj = g_renew (int, self->adj, MAX (1, 2 * self->n_edges));
  fill = g_new (int, MAX (n, 1));
  memcpy (fill, self->adj_start, sizeof (int) * n);
  for (int k = 0; k < self->n_edges; k++)
    {
      self->adj[fill[self->eu[k]]++] = 2 * k + 1;
      self->adj[fill[self->ev[k]]++] = 2 * k;
    }
  g_free (fill);

  self->allowed = g_renew (guint, self->allowed, MAX (1, self->n_edges));
  memset (self->allowed, 0, sizeof (guint) * MAX (1, self->n_edges));
  self->stage = 0;
}

/* A new stage: every label goes, and every single vertex is labelled S.
 * FALSE when no vertex is single any more. */
static gboolean
start_stage (HammerMatching *self)
{
  int n = self->n;
  gboolean any_single = FALSE;

  self->stage++;
  for (int b = 0; b < 2 * n; b++)
    {
      self->label[b] = LABEL_NONE;
      self->bestedge[b] = -1;
    }
  for (int b = 0; b < n; b++)
    self->bestlist[b].len = -1;
  self->queue.len = 0;
  self->queue_head = 0;

  for (int v = 0; v < n; v++)
    if (self->mate[v] == -1 && self->label[self->inblossom[v]] == LABEL_NONE)
      {
        hammer_matching_assign_label (self, v, LABEL_S, -1);
        any_single = TRUE;
      }
  return any_single;
}

/* Follows the endpoint @a of S-vertex @v: labels, makes a blossom, or
 * augments the matching (TRUE); an edge that is not tight yet is kept as
 * the best edge of its blossom or vertex. */
static gboolean
scan_endpoint (HammerMatching *self,
               int             v,
               int             a)
{
  int p = self->adj[a];
  int k = p >> 1;
  int w = vertex_of (self, p);
  gint64 ks = 0;

  if (self->inblossom[v] == self->inblossom[w])
    return FALSE;
  if (self->allowed[k] != self->stage)
    {
      ks = slack (self, k);
      if (ks <= 0)
        self->allowed[k] = self->stage;
    }
  if (self->allowed[k] == self->stage)
    {
      int bw = self->inblossom[w];

      if (self->label[bw] == LABEL_NONE)
        {
          hammer_matching_assign_label (self, w, LABEL_T, p ^ 1);
        }
      else if (self->label[bw] == LABEL_S)
        {
          int base_vertex = hammer_matching_scan_blossom (self, v, w);

          if (base_vertex < 0)
            {
              hammer_matching_augment (self, k);
              return TRUE;
            }
          hammer_matching_add_blossom (self, base_vertex, k);
        }
      else if (self->label[w] == LABEL_NONE)
        {
          /* Inside a T-blossom: remember that w was reached
           * in case the blossom is taken apart. */
          self->label[w] = LABEL_T;
          self->labelend[w] = p ^ 1;
        }
    }
  else if (self->label[self->inblossom[w]] == LABEL_S)
    {
      int bv = self->inblossom[v];

      if (self->bestedge[bv] == -1 || ks < slack (self, self->bestedge[bv]))
        self->bestedge[bv] = k;
    }
  else if (self->label[w] == LABEL_NONE)
    {
      if (self->bestedge[w] == -1 || ks < slack (self, self->bestedge[w]))
        self->bestedge[w] = k;
    }
  return FALSE;
}

/* Scans the S-vertices in the queue; TRUE once the matching grew. */
static gboolean
scan_queue (HammerMatching *self)
{
  while (self->queue_head < self->queue.len)
    {
      int v = self->queue.items[self->queue_head++];

      for (int a = self->adj_start[v]; a < self->adj_start[v + 1]; a++)
        if (scan_endpoint (self, v, a))
          return TRUE;
    }
  return FALSE;
}

typedef struct
{
  gint64 delta;
  int    kind;      /* 0: none */
  int    edge;
  int    blossom;
} DualStep;

/* The largest dual step that keeps everything feasible: an edge from an
 * S-vertex to an unlabelled one turns tight (2), an edge between two
 * S-blossoms does (3), or a T-blossom's dual reaches zero (4). Single
 * vertices may go negative: we want a maximum cardinality matching, so
 * there is no step of kind 1. */
static void
find_dual_step (HammerMatching *self,
                DualStep       *step)
{
  int n = self->n;

  *step = (DualStep) { G_MAXINT64, 0, -1, -1 };
  for (int v = 0; v < n; v++)
    if (self->label[self->inblossom[v]] == LABEL_NONE && self->bestedge[v] != -1)
      {
        gint64 d = slack (self, self->bestedge[v]);

        if (d < step->delta)
          *step = (DualStep) { d, 2, self->bestedge[v], -1 };
      }
  for (int b = 0; b < 2 * n; b++)
    if (self->parent[b] == -1 && self->label[b] == LABEL_S && self->bestedge[b] != -1 &&
        (b < n || self->base[b] >= 0))
      {
        gint64 d = slack (self, self->bestedge[b]);

        g_assert (d % 2 == 0);
        d /= 2;
        if (d < step->delta)
          *step = (DualStep) { d, 3, self->bestedge[b], -1 };
      }
  for (int b = n; b < 2 * n; b++)
    if (self->base[b] >= 0 && self->parent[b] == -1 && self->label[b] == LABEL_T &&
        self->dual[b] < step->delta)
      *step = (DualStep) { self->dual[b], 4, -1, b };
}

/* Changes the duals by the step and follows up on what it made tight. */
static void
take_dual_step (HammerMatching *self,
                const DualStep *step)
{
  int n = self->n;

  for (int v = 0; v < n; v++)
    {
      int l = self->label[self->inblossom[v]];

      if (l == LABEL_S)
        self->dual[v] -= step->delta;
      else if (l == LABEL_T)
        self->dual[v] += step->delta;
    }
  for (int b = n; b < 2 * n; b++)
    if (self->base[b] >= 0 && self->parent[b] == -1)
      {
        if (self->label[b] == LABEL_S)
          self->dual[b] += step->delta;
        else if (self->label[b] == LABEL_T)
          self->dual[b] -= step->delta;
      }

  if (step->kind == 2)
    {
      int i = self->eu[step->edge];

      self->allowed[step->edge] = self->stage;
      if (self->label[self->inblossom[i]] == LABEL_NONE)
        i = self->ev[step->edge];
      int_list_push (&self->queue, i);
    }
  else if (step->kind == 3)
    {
      self->allowed[step->edge] = self->stage;
      int_list_push (&self->queue, self->eu[step->edge]);
    }
  else
    {
      hammer_matching_expand_blossom (self, step->blossom, FALSE);
    }
}

gboolean
hammer_matching_solve (HammerMatching *self)
{
  gboolean perfect = TRUE;

  g_return_val_if_fail (self != NULL, FALSE);

  self->pricing = FALSE;
  reset (self);
  warm_start (self);

  while (start_stage (self))
    {
      gboolean augmented = FALSE;

      for (;;)
        {
          DualStep step;

          if ((augmented = scan_queue (self)))
            break;
          find_dual_step (self, &step);
          if (step.kind == 0)
            break;
          take_dual_step (self, &step);
        }

      /* S-blossoms whose dual came down to zero are no longer needed. */
      for (int b = self->n; b < 2 * self->n; b++)
        if (self->base[b] >= 0 && self->parent[b] == -1 && self->label[b] == LABEL_S &&
            self->dual[b] == 0)
          hammer_matching_expand_blossom (self, b, TRUE);

      if (!augmented)
        break;
    }

  for (int v = 0; v < self->n; v++)
    if (self->mate[v] == -1)
      perfect = FALSE;
  return perfect;
}

int
hammer_matching_get_mate (HammerMatching *self,
                          guint           v)
{
  g_return_val_if_fail (self != NULL, -1);
  g_return_val_if_fail (v < (guint) self->n, -1);

  return self->mate[v] < 0 ? -1 : vertex_of (self, self->mate[v]);
}

gint64
hammer_matching_get_dual (HammerMatching *self,
                          guint           v)
{
  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (v < (guint) self->n, 0);

  return self->dual[v];
}

static void
number_leaves (HammerMatching *self,
               int             b,
               gint64          outer,
               int            *next)
{
  self->first_leaf[b] = *next;
  self->enclosing[b] = outer + (b >= self->n ? self->dual[b] : 0);
  if (b < self->n)
    self->position[b] = (*next)++;
  else
    for (int i = 0; i < self->children[b - self->n].len; i++)
      number_leaves (self, self->children[b - self->n].items[i], self->enclosing[b], next);
  self->end_leaf[b] = *next;
}

static void
fill_common (HammerMatching *self,
             int             from,
             int             to,
             gint64          value)
{
  for (int i = from; i < to; i++)
    self->common[i] = value;
}

/* Makes @u the focus: common[p] becomes the sum of the duals of the
 * blossoms holding both u and the leaf at position p of u's top-level
 * blossom. Each ring between one blossom of u's chain and the next inner
 * one shares exactly the outer blossom and those around it. */
static void
set_focus (HammerMatching *self,
           int             u)
{
  HammerMatchingIntList *chain = &self->chain;

  chain->len = 0;
  for (int b = self->parent[u]; b != -1; b = self->parent[b])
    int_list_push (chain, b);
  for (int k = chain->len - 1; k > 0; k--)
    {
      int outer = chain->items[k], inner = chain->items[k - 1];

      fill_common (self, self->first_leaf[outer], self->first_leaf[inner], self->enclosing[outer]);
      fill_common (self, self->end_leaf[inner], self->end_leaf[outer], self->enclosing[outer]);
    }
  if (chain->len > 0)
    fill_common (self, self->first_leaf[chain->items[0]], self->end_leaf[chain->items[0]],
                 self->enclosing[chain->items[0]]);
  self->focus = u;
}

gint64
hammer_matching_reduced_cost (HammerMatching *self,
                              guint           u,
                              guint           v,
                              gint64          weight)
{
  gint64 cost;
  int top;

  g_return_val_if_fail (self != NULL, 0);
  g_return_val_if_fail (u < (guint) self->n && v < (guint) self->n, 0);

  cost = self->dual[u] + self->dual[v] - 2 * weight;
  top = self->inblossom[u];
  if (top != self->inblossom[v] || top < self->n)
    return cost;

  /* Both in one blossom: its duals and those of the inner blossoms around
   * both count twice. */
  if (!self->pricing)
    {
      int next = 0;

      for (int b = 0; b < 2 * self->n; b++)
        if (self->parent[b] == -1 && (b < self->n || self->base[b] >= 0))
          number_leaves (self, b, 0, &next);
      self->pricing = TRUE;
      self->focus = -1;
    }
  if (self->focus != (int) u)
    set_focus (self, u);
  return cost + 2 * self->common[self->position[v]];
}
