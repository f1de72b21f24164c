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

#include "hammer-matching.h"

enum
{
  LABEL_NONE = 0,
  LABEL_S    = 1,
  LABEL_T    = 2,
  LABEL_SEEN = 4,   /* scan_blossom's trail, cleared before it returns */
};

typedef struct
{
  int *items;
  int  len;    /* -1: not computed (best-edge lists only) */
  int  alloc;
} IntList;

struct _HammerMatching
{
  int       n;

  int       n_edges;
  int       edges_alloc;
  int      *eu;
  int      *ev;
  gint64   *ew;

  /* Built by solve: for vertex v, adj[adj_start[v]] … are the endpoints at
   * its neighbours. */
  int      *adj_start;
  int      *adj;

  int      *mate;        /* n */
  int      *label;       /* 2n; for a vertex inside a T-blossom: reached from outside */
  int      *labelend;    /* 2n: the labelling edge's endpoint in the tree's previous blossom */
  int      *inblossom;   /* n: the top-level blossom */
  int      *parent;      /* 2n: the enclosing blossom, or -1 */
  int      *base;        /* 2n: the base vertex; -1 for an unused blossom number */
  int      *bestedge;    /* 2n: least-slack edge towards an S-blossom, or -1 */
  gint64   *dual;        /* 2n */
  IntList  *children;    /* n (blossom b at b - n): the sub-blossoms around the cycle, base first */
  IntList  *endpoints;   /* n: endpoints[i] lies in children[i], its other end in children[i + 1] */
  IntList  *bestlist;    /* n: an S-blossom's least-slack edge to each other S-blossom */

  int      *unused;      /* free blossom numbers */
  int       n_unused;

  IntList   queue;       /* S-vertices whose edges are still to be scanned */
  int       queue_head;

  guint    *allowed;     /* per edge: the stage in which it was seen tight */
  guint     stage;

  int      *best_to;     /* scratch of add_blossom, per blossom, -1 when clear */
  IntList   touched;

  /* For reduced costs after a solve: the leaves of every top-level blossom
   * numbered in depth-first order, so that each blossom is an interval of
   * them; and, for one focus vertex u, the sum of the duals of the blossoms
   * that hold both u and the leaf at each position of u's blossom. */
  gboolean  pricing;
  int      *position;    /* n */
  int      *first_leaf;  /* 2n: interval of a blossom's leaves */
  int      *end_leaf;
  gint64   *enclosing;   /* 2n: the duals of a blossom and of all around it */
  int       focus;
  gint64   *common;      /* n, by position */
  IntList   chain;
};

static void
int_list_push (IntList *list,
               int      item)
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

static void
int_list_reverse (int *items,
                  int  from,
                  int  to)
{
  for (to--; from < to; from++, to--)
    {
      int t = items[from];

      items[from] = items[to];
      items[to] = t;
    }
}

static inline int
vertex_of (const HammerMatching *self,
           int                   p)
{
  return (p & 1) ? self->ev[p >> 1] : self->eu[p >> 1];
}

static inline gint64
slack (const HammerMatching *self,
       int                   k)
{
  return self->dual[self->eu[k]] + self->dual[self->ev[k]] - 2 * self->ew[k];
}

static inline int
wrap (int i,
      int len)
{
  i %= len;
  return i < 0 ? i + len : i;
}

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
  self->children = g_new0 (IntList, MAX (n, 1));
  self->endpoints = g_new0 (IntList, MAX (n, 1));
  self->bestlist = g_new0 (IntList, MAX (n, 1));
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

/* Leaves of a blossom */

static void
queue_leaves (HammerMatching *self,
              int             b)
{
  if (b < self->n)
    {
      int_list_push (&self->queue, b);
      return;
    }
  for (int i = 0; i < self->children[b - self->n].len; i++)
    queue_leaves (self, self->children[b - self->n].items[i]);
}

static void
set_inblossom (HammerMatching *self,
               int             b,
               int             top)
{
  if (b < self->n)
    {
      self->inblossom[b] = top;
      return;
    }
  for (int i = 0; i < self->children[b - self->n].len; i++)
    set_inblossom (self, self->children[b - self->n].items[i], top);
}

/* A leaf of @b that was reached from outside while @b was inside a
 * T-blossom, or -1. */
static int
find_reached_leaf (HammerMatching *self,
                   int             b)
{
  if (b < self->n)
    return self->label[b] != LABEL_NONE ? b : -1;
  for (int i = 0; i < self->children[b - self->n].len; i++)
    {
      int leaf = find_reached_leaf (self, self->children[b - self->n].items[i]);

      if (leaf >= 0)
        return leaf;
    }
  return -1;
}

/* Offers edge @k, with one end in the new blossom @b, as the best edge from
 * @b towards the S-blossom at its other end. */
static void
offer_best_edge (HammerMatching *self,
                 int             b,
                 int             k)
{
  int j = self->eu[k];
  int bj;

  if (self->inblossom[j] == b)
    j = self->ev[k];
  bj = self->inblossom[j];
  if (bj == b || self->label[bj] != LABEL_S)
    return;
  if (self->best_to[bj] == -1)
    int_list_push (&self->touched, bj);
  else if (slack (self, k) >= slack (self, self->best_to[bj]))
    return;
  self->best_to[bj] = k;
}

static void
offer_leaf_edges (HammerMatching *self,
                  int             sub,
                  int             b)
{
  if (sub < self->n)
    {
      for (int a = self->adj_start[sub]; a < self->adj_start[sub + 1]; a++)
        offer_best_edge (self, b, self->adj[a] >> 1);
      return;
    }
  for (int i = 0; i < self->children[sub - self->n].len; i++)
    offer_leaf_edges (self, self->children[sub - self->n].items[i], b);
}

/* Labels */

static void
assign_label (HammerMatching *self,
              int             w,
              int             t,
              int             p)
{
  int b = self->inblossom[w];

  self->label[w] = self->label[b] = t;
  self->labelend[w] = self->labelend[b] = p;
  self->bestedge[w] = self->bestedge[b] = -1;
  if (t == LABEL_S)
    {
      queue_leaves (self, b);
    }
  else
    {
      /* A T-blossom's base is matched (single vertices are all roots), and
       * its partner continues the tree as an S-blossom. */
      int q = self->mate[self->base[b]];

      g_assert (q >= 0);
      assign_label (self, vertex_of (self, q), LABEL_S, q ^ 1);
    }
}

/* Follows the trees back from the S-vertices @v and @w, alternately, to
 * their first common blossom: returns its base vertex, or -1 when the two
 * reach different roots (an augmenting path). */
static int
scan_blossom (HammerMatching *self,
              int             v,
              int             w)
{
  int trail[2];
  int found = -1;
  IntList *path = &self->touched;
  int start = path->len < 0 ? 0 : path->len;

  trail[0] = v;
  trail[1] = w;
  for (int side = 0; trail[0] != -1 || trail[1] != -1; side ^= 1)
    {
      int b;

      if (trail[side] == -1)
        continue;
      b = self->inblossom[trail[side]];
      if (self->label[b] & LABEL_SEEN)
        {
          found = self->base[b];
          break;
        }
      g_assert (self->label[b] == LABEL_S);
      int_list_push (path, b);
      self->label[b] = LABEL_S | LABEL_SEEN;
      if (self->labelend[b] == -1)
        {
          trail[side] = -1;
        }
      else
        {
          int t = vertex_of (self, self->labelend[b]);

          b = self->inblossom[t];
          g_assert (self->label[b] == LABEL_T);
          trail[side] = vertex_of (self, self->labelend[b]);
        }
    }
  for (int i = start; i < path->len; i++)
    self->label[path->items[i]] = LABEL_S;
  path->len = start;
  return found;
}

/* Shrinks the cycle closed by edge @k through the blossom of @base_vertex
 * into a new S-blossom. */
static void
add_blossom (HammerMatching *self,
             int             base_vertex,
             int             k)
{
  int n = self->n;
  int v = self->eu[k];
  int w = self->ev[k];
  int bb = self->inblossom[base_vertex];
  int bv = self->inblossom[v];
  int bw = self->inblossom[w];
  int b = self->unused[--self->n_unused];
  IntList *children = &self->children[b - n];
  IntList *endpoints = &self->endpoints[b - n];
  IntList *list;
  int best = -1;

  self->base[b] = base_vertex;
  self->parent[b] = -1;
  self->parent[bb] = b;
  children->len = 0;
  endpoints->len = 0;

  /* From v's side back to the base, then reversed so the base comes first. */
  while (bv != bb)
    {
      self->parent[bv] = b;
      int_list_push (children, bv);
      int_list_push (endpoints, self->labelend[bv]);
      v = vertex_of (self, self->labelend[bv]);
      bv = self->inblossom[v];
    }
  int_list_push (children, bb);
  int_list_reverse (children->items, 0, children->len);
  if (endpoints->len > 0)
    int_list_reverse (endpoints->items, 0, endpoints->len);
  int_list_push (endpoints, 2 * k);
  /* And on round from w's side back to the base. */
  while (bw != bb)
    {
      self->parent[bw] = b;
      int_list_push (children, bw);
      int_list_push (endpoints, self->labelend[bw] ^ 1);
      w = vertex_of (self, self->labelend[bw]);
      bw = self->inblossom[w];
    }
  g_assert (children->len == endpoints->len && children->len % 2 == 1);

  self->label[b] = LABEL_S;
  self->labelend[b] = self->labelend[bb];
  self->dual[b] = 0;

  /* The T-sub-blossoms become part of an S-blossom: their vertices need
   * scanning now. */
  for (int i = 0; i < children->len; i++)
    {
      int c = children->items[i];

      if (self->label[c] == LABEL_T)
        queue_leaves (self, c);
      set_inblossom (self, c, b);
    }

  /* The least-slack edges to each other S-blossom, merged from the children. */
  g_assert (self->touched.len <= 0);
  self->touched.len = 0;
  for (int i = 0; i < children->len; i++)
    {
      int c = children->items[i];

      if (c >= n && self->bestlist[c - n].len >= 0)
        {
          list = &self->bestlist[c - n];
          for (int j = 0; j < list->len; j++)
            offer_best_edge (self, b, list->items[j]);
          list->len = -1;
        }
      else
        {
          offer_leaf_edges (self, c, b);
        }
      self->bestedge[c] = -1;
    }
  list = &self->bestlist[b - n];
  list->len = 0;
  for (int i = 0; i < self->touched.len; i++)
    {
      int kk = self->best_to[self->touched.items[i]];

      int_list_push (list, kk);
      if (best == -1 || slack (self, kk) < slack (self, best))
        best = kk;
      self->best_to[self->touched.items[i]] = -1;
    }
  self->touched.len = 0;
  self->bestedge[b] = best;
}

static void
recycle_blossom (HammerMatching *self,
                 int             b)
{
  self->label[b] = LABEL_NONE;
  self->labelend[b] = -1;
  self->children[b - self->n].len = 0;
  self->endpoints[b - self->n].len = 0;
  self->bestlist[b - self->n].len = -1;
  self->bestedge[b] = -1;
  self->base[b] = -1;
  self->parent[b] = -1;
  self->dual[b] = 0;
  self->unused[self->n_unused++] = b;
}

/* Undoes blossom @b: at the end of a stage (its dual is zero), or in the
 * middle of one when a T-blossom's dual reaches zero, in which case its
 * children get the labels the alternating tree gives them. */
static void
expand_blossom (HammerMatching *self,
                int             b,
                gboolean        end_of_stage)
{
  int n = self->n;
  IntList *children = &self->children[b - n];
  IntList *endpoints = &self->endpoints[b - n];

  for (int i = 0; i < children->len; i++)
    {
      int s = children->items[i];

      self->parent[s] = -1;
      if (s < n)
        self->inblossom[s] = s;
      else if (end_of_stage && self->dual[s] == 0)
        expand_blossom (self, s, TRUE);
      else
        set_inblossom (self, s, s);
    }

  if (!end_of_stage && self->label[b] == LABEL_T)
    {
      int len = children->len;
      int entry = self->inblossom[vertex_of (self, self->labelend[b] ^ 1)];
      int j = 0, step, trick, p;

      while (children->items[j] != entry)
        j++;
      /* Walk from the entry child to the base child along the even-length
       * side of the cycle: the direction of the entry child's matched edge. */
      if (j & 1)
        {
          step = 1;
          trick = 0;
        }
      else
        {
          step = -1;
          trick = 1;
        }
      p = self->labelend[b];
      while (j != 0 && j != len)
        {
          assign_label (self, vertex_of (self, p ^ 1), LABEL_T, p);
          self->allowed[endpoints->items[j - trick] >> 1] = self->stage;
          j += step;
          p = endpoints->items[j - trick] ^ trick;
          self->allowed[p >> 1] = self->stage;
          j += step;
        }
      /* The base child: T, without relabelling its partner, which is
       * already the next S-blossom of the tree. */
      {
        int bv = children->items[wrap (j, len)];
        int x = vertex_of (self, p ^ 1);

        self->label[x] = self->label[bv] = LABEL_T;
        self->labelend[x] = self->labelend[bv] = p;
        self->bestedge[bv] = -1;
      }
      /* The children off that path stay unlabelled unless some vertex of
       * theirs was reached from outside while they were hidden. */
      j += step;
      while (children->items[wrap (j, len)] != entry)
        {
          int bv = children->items[wrap (j, len)];

          if (self->label[bv] != LABEL_S)
            {
              int x = find_reached_leaf (self, bv);

              if (x >= 0)
                assign_label (self, x, LABEL_T, self->labelend[x]);
            }
          j += step;
        }
    }

  recycle_blossom (self, b);
}

/* Rearranges blossom @b so that its vertex @v becomes the base, swapping
 * matched and unmatched edges along the even side of the cycle. */
static void
augment_blossom (HammerMatching *self,
                 int             b,
                 int             v)
{
  int n = self->n;
  IntList *children = &self->children[b - n];
  IntList *endpoints = &self->endpoints[b - n];
  int len = children->len;
  int t = v, i, j, step, trick;

  while (self->parent[t] != b)
    t = self->parent[t];
  if (t >= n)
    augment_blossom (self, t, v);
  for (i = 0; children->items[i] != t; i++)
    ;
  j = i;
  if (i & 1)
    {
      step = 1;
      trick = 0;
    }
  else
    {
      step = -1;
      trick = 1;
    }
  while (j != 0 && j != len)
    {
      int p, c;

      j += step;
      c = children->items[wrap (j, len)];
      p = endpoints->items[wrap (j - trick, len)] ^ trick;
      if (c >= n)
        augment_blossom (self, c, vertex_of (self, p));
      j += step;
      c = children->items[wrap (j, len)];
      if (c >= n)
        augment_blossom (self, c, vertex_of (self, p ^ 1));
      self->mate[vertex_of (self, p)] = p ^ 1;
      self->mate[vertex_of (self, p ^ 1)] = p;
    }
  /* Rotate so that the child holding v comes first. */
  if (i > 0)
    {
      int_list_reverse (children->items, 0, i);
      int_list_reverse (children->items, i, len);
      int_list_reverse (children->items, 0, len);
      int_list_reverse (endpoints->items, 0, i);
      int_list_reverse (endpoints->items, i, len);
      int_list_reverse (endpoints->items, 0, len);
    }
  self->base[b] = v;
}

/* Flips the augmenting path through edge @k, which joins two trees. */
static void
augment_matching (HammerMatching *self,
                  int             k)
{
  for (int side = 0; side < 2; side++)
    {
      int s = side == 0 ? self->eu[k] : self->ev[k];
      int p = side == 0 ? 2 * k + 1 : 2 * k;

      for (;;)
        {
          int bs = self->inblossom[s];
          int t, bt, j;

          if (bs >= self->n)
            augment_blossom (self, bs, s);
          self->mate[s] = p;
          if (self->labelend[bs] == -1)
            break;
          t = vertex_of (self, self->labelend[bs]);
          bt = self->inblossom[t];
          s = vertex_of (self, self->labelend[bt]);
          j = vertex_of (self, self->labelend[bt] ^ 1);
          if (bt >= self->n)
            augment_blossom (self, bt, j);
          self->mate[j] = self->labelend[bt];
          p = self->labelend[bt] ^ 1;
        }
    }
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
        assign_label (self, v, LABEL_S, -1);
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
          assign_label (self, w, LABEL_T, p ^ 1);
        }
      else if (self->label[bw] == LABEL_S)
        {
          int base_vertex = scan_blossom (self, v, w);

          if (base_vertex < 0)
            {
              augment_matching (self, k);
              return TRUE;
            }
          add_blossom (self, base_vertex, k);
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
      expand_blossom (self, step->blossom, FALSE);
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
          expand_blossom (self, b, TRUE);

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
  IntList *chain = &self->chain;

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
