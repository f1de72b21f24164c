/* hammer-matching-blossoms.c — the blossoms of the matching: labelling the
 * alternating trees, shrinking an odd cycle into a blossom, taking one
 * apart again, and flipping an augmenting path through them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-matching-private.h"

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
wrap (int i,
      int len)
{
  i %= len;
  return i < 0 ? i + len : i;
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

void
hammer_matching_assign_label (HammerMatching *self,
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
      hammer_matching_assign_label (self, vertex_of (self, q), LABEL_S, q ^ 1);
    }
}

/* Follows the trees back from the S-vertices @v and @w, alternately, to
 * their first common blossom: returns its base vertex, or -1 when the two
 * reach different roots (an augmenting path). */
int
hammer_matching_scan_blossom (HammerMatching *self,
                              int             v,
                              int             w)
{
  int trail[2];
  int found = -1;
  HammerMatchingIntList *path = &self->touched;
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
void
hammer_matching_add_blossom (HammerMatching *self,
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
  HammerMatchingIntList *children = &self->children[b - n];
  HammerMatchingIntList *endpoints = &self->endpoints[b - n];
  HammerMatchingIntList *list;
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
void
hammer_matching_expand_blossom (HammerMatching *self,
                                int             b,
                                gboolean        end_of_stage)
{
  int n = self->n;
  HammerMatchingIntList *children = &self->children[b - n];
  HammerMatchingIntList *endpoints = &self->endpoints[b - n];

  for (int i = 0; i < children->len; i++)
    {
      int s = children->items[i];

      self->parent[s] = -1;
      if (s < n)
        self->inblossom[s] = s;
      else if (end_of_stage && self->dual[s] == 0)
        hammer_matching_expand_blossom (self, s, TRUE);
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
          hammer_matching_assign_label (self, vertex_of (self, p ^ 1), LABEL_T, p);
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
                hammer_matching_assign_label (self, x, LABEL_T, self->labelend[x]);
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
  HammerMatchingIntList *children = &self->children[b - n];
  HammerMatchingIntList *endpoints = &self->endpoints[b - n];
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
void
hammer_matching_augment (HammerMatching *self,
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
