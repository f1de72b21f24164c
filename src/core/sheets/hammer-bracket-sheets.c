/* hammer-bracket-sheets.c — the bracket of a knock-out event: the winners'
 * tree, page by page beyond 32 entrants, then the losers' bracket and the
 * finals of a double knock-out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-sheets-private.h"

#define CHUNK_ROUNDS 5   /* a page holds 16 first-round matches: 32 entrants */

typedef struct
{
  Doc        *doc;
  GHashTable *by_slot;    /* "round:position" → Match */
  int         n_rounds;   /* of the tree, the final included */
} Tree;

static Match *
tree_get (Tree *tree,
          int   round,
          int   position)
{
  g_autofree char *key = g_strdup_printf ("%d:%d", round, position);

  return g_hash_table_lookup (tree->by_slot, key);
}

/* Starts a page of the bracket under @title. */
static void
add_bracket_page (HammerLayout *layout,
                  const char   *title)
{
  hammer_layout_add_page (layout);
  hammer_layout_text (layout, -3, 0, hammer_layout_get_width (layout), 20, title, 14,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
}

/* One match of a bracket, its sides one above the other around @cy.
 * @marks, when given, say where each side comes from (“L of M12”); a
 * side's mark is shown until the match has a score. */
static void
draw_bracket_match (Tree        *tree,
                    const Match *match,
                    double       x,
                    double       cy,
                    double       w,
                    double       line_h,
                    double       size,
                    gboolean     leaf,
                    char       **marks)
{
  HammerLayout *layout = tree->doc->layout;
  gint64 winner = match != NULL ? hammer_json_int (match->listed, "winner", -1) : -1;
  JsonArray *game_points = match != NULL ? hammer_json_array (match->listed, "game_points") : NULL;
  guint n_games = hammer_json_length (hammer_json_element_array (game_points, 0));

  for (guint s = 0; s < 2; s++)
    {
      double y = cy - line_h + s * line_h;
      const char *name = match != NULL ? hammer_sheets_side_name (match, s) : NULL;
      g_autofree char *score = NULL;

      /* A side drawn as a bye (a losers' match fed by one, before its other
       * side is known) says so too. */
      if (match != NULL && name == NULL &&
          ((match->bye && leaf) ||
           hammer_json_bool (hammer_json_element_object (hammer_json_array (match->listed,
                                                                            "from"), s),
                             "bye", FALSE)))
        name = _("bye");
      /* Points in a one-game match, games won in a longer one. */
      if (n_games > 0)
        score = hammer_sheet_int_text (hammer_json_element_int (hammer_json_array (match->listed,
                                                n_games == 1 ? "totals" : "games_won"), s, 0));
      if (winner == s)
        hammer_layout_box (layout, x, y, w, line_h, 0, 0.1);
      if (score == NULL && marks != NULL && marks[s] != NULL)
        {
          /* The mark takes the right end of the slot, where a score goes
           * later; the whole slot while nobody's name is known. */
          double mark_w = name != NULL ? w * 0.4 : w;

          hammer_layout_text (layout, x + w - mark_w, y, mark_w, line_h, marks[s], size * 0.8,
                              HAMMER_TEXT_MUTED, HAMMER_ALIGN_END);
          if (name != NULL)
            hammer_layout_text (layout, x, y, w * 0.62, line_h, name, size, HAMMER_TEXT_NORMAL,
                                HAMMER_ALIGN_START);
          continue;
        }
      hammer_layout_text (layout, x, y, w - (score ? size * 2.2 : 0), line_h, name ? name : "",
                          size, winner == s ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL,
                          HAMMER_ALIGN_START);
      if (score != NULL)
        hammer_layout_text (layout, x + w - size * 2.6, y, size * 2.6, line_h, score, size,
                            winner == s ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL,
                            HAMMER_ALIGN_END);
    }
  hammer_layout_box (layout, x, cy - line_h, w, 2 * line_h, 0.7, 0);
  hammer_layout_line (layout, x, cy, x + w, cy, 0.3);
  if (match != NULL && match->number > 0)
    {
      g_autofree char *label = g_strdup_printf ("M%" G_GINT64_FORMAT, match->number);

      hammer_layout_text (layout, x - 3, cy - line_h - size * 1.3, w, size * 1.3, label,
                          size * 0.7, HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
    }
}

/* Draws the part of the tree whose leaves are the @n_leaves matches of
 * @round0 from @position0 up to @round1. When the leaves were drawn on
 * earlier pages, @leaf_page0 is the page of the first; @root_note says
 * where the last match goes on. */
static void
draw_tree_part (Tree       *tree,
                int         round0,
                int         position0,
                int         n_leaves,
                int         round1,
                double      top,
                double      height,
                int         leaf_page0,
                const char *root_note,
                gboolean    champion)
{
  HammerLayout *layout = tree->doc->layout;
  double width = hammer_layout_get_width (layout);
  int n_columns = round1 - round0 + 1 + (champion ? 1 : 0);
  double col_w = width / n_columns, gap = MIN (18.0, col_w * 0.16);
  double slot = height / n_leaves;
  double line_h = CLAMP (slot * 0.36, 8.0, 16.0);
  double size = CLAMP (line_h * 0.62, 5.5, 9.5);
  int count = n_leaves;
  g_autofree double *ys = g_new0 (double, n_leaves);
  g_autofree char *heading = NULL;

  for (int i = 0; i < n_leaves; i++)
    ys[i] = top + slot * (i + 0.5);

  for (int r = round0, pos0 = position0; r <= round1; r++, pos0 /= 2)
    {
      double x = (r - round0) * col_w;
      g_autofree char *title = r == tree->n_rounds ? g_strdup (_("Final"))
                                                   : g_strdup_printf (_("Round %d"), r);

      hammer_layout_text (layout, x - 3, top - 22, col_w - gap, 12, title, 8,
                          HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
      for (int i = 0; i < count; i++)
        {
          const Match *match = tree_get (tree, r, pos0 + i);

          draw_bracket_match (tree, match, x, ys[i], col_w - gap, line_h, size, r == round0,
                              NULL);
          if (r == round0 && leaf_page0 > 0)
            {
              g_autofree char *from = g_strdup_printf (_("◀ from page %d"), leaf_page0 + i);

              hammer_layout_text (layout, x - 3, ys[i] + line_h, col_w, size * 1.4, from,
                                  size * 0.8, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
            }
          if (r < round1 || champion)
            {
              double mid = x + col_w - gap / 2, target = ys[i];

              /* A line runs from each match to its side's name in the
               * match its winner goes on to. */
              if (r < round1 && count > 1)
                {
                  int j = i - i % 2;

                  target = (ys[j] + ys[j + 1]) / 2 + (i % 2 ? line_h / 2 : -line_h / 2);
                }
              hammer_layout_line (layout, x + col_w - gap, ys[i], mid, ys[i], 0.6);
              hammer_layout_line (layout, mid, ys[i], mid, target, 0.6);
              hammer_layout_line (layout, mid, target, x + col_w, target, 0.6);
            }
        }
      if (r == round1 && root_note != NULL)
        hammer_layout_text (layout, x - 3, ys[0] + line_h, col_w, size * 1.4, root_note,
                            size * 0.8, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
      /* The next column's matches sit between their two feeders. */
      if (count > 1)
        {
          for (int i = 0; i < count / 2; i++)
            ys[i] = (ys[2 * i] + ys[2 * i + 1]) / 2;
          count /= 2;
        }
    }

  if (champion)
    {
      const Match *final = tree_get (tree, round1, 0);
      gint64 winner = final != NULL ? hammer_json_int (final->listed, "winner", -1) : -1;
      const char *name = winner >= 0 ? hammer_sheets_side_name (final, winner) : NULL;
      double x = (n_columns - 1) * col_w;

      heading = g_strdup (_("Winner"));
      hammer_layout_text (layout, x - 3, top - 22, col_w, 12, heading, 8,
                          HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
      hammer_layout_box (layout, x, ys[0] - line_h / 2 - 2, col_w - 4, line_h + 4, 1.2, 0);
      hammer_layout_text (layout, x, ys[0] - line_h / 2 - 2, col_w - 4, line_h + 4,
                          name ? name : "", size + 1, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
    }
}

/* The losers' bracket and the finals are trees too, but uneven: a match
 * there takes the winner of one match of its own part and a player who
 * dropped in from the winners' bracket, or the winners of two. Each is laid
 * out as a tree of its own part: leaves one under the other, every other
 * match level with the matches it takes winners from. */

typedef struct
{
  const Match *match;
  int          source[2];   /* the feeding match in this part, by index in parts, or -1 */
  char        *mark[2];     /* where a side comes from when no line shows it */
  int          page;        /* of the part's pages; -1 not yet placed */
  double       y;           /* slot units on its page */
  gboolean     fed;         /* another match of the page takes its winner */
} PartMatch;

static void
part_match_clear (PartMatch *pm)
{
  g_free (pm->mark[0]);
  g_free (pm->mark[1]);
}

static const Match *
match_by_index (Doc *doc,
                int  index)
{
  for (guint i = 0; i < doc->matches->len; i++)
    if (g_array_index (doc->matches, Match, i).index == index)
      return &g_array_index (doc->matches, Match, i);
  return NULL;
}

/* “winner:12” → 12, with @winner telling which kind of source it was. */
static int
source_index (JsonArray *sources,
              guint      side,
              gboolean  *winner)
{
  JsonNode *node;
  const char *text;

  *winner = FALSE;
  if (sources == NULL || side >= json_array_get_length (sources))
    return -1;
  node = json_array_get_element (sources, side);
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return -1;
  text = json_node_get_string (node);
  if (g_str_has_prefix (text, "winner:"))
    {
      *winner = TRUE;
      return (int) g_ascii_strtoll (text + strlen ("winner:"), NULL, 10);
    }
  if (g_str_has_prefix (text, "loser:"))
    return (int) g_ascii_strtoll (text + strlen ("loser:"), NULL, 10);
  return -1;
}

/* Leaves get the next free slot in the order a reader follows the lines;
 * a match sits level with the matches that feed it. */
static double
part_place (GArray *parts,
            int     i,
            int     page,
            double *next_slot)
{
  PartMatch *pm = &g_array_index (parts, PartMatch, i);
  double sum = 0;
  int n = 0;

  for (guint s = 0; s < 2; s++)
    {
      int k = pm->source[s];

      if (k >= 0 && g_array_index (parts, PartMatch, k).page == page)
        {
          sum += part_place (parts, k, page, next_slot);
          g_array_index (parts, PartMatch, k).fed = TRUE;
          n++;
        }
    }
  pm->y = n > 0 ? sum / n : (*next_slot)++;
  return pm->y;
}

/* How many leaves the subtree of match @i has in this part. */
static int
part_leaves (GArray *parts,
             int     i,
             int    *first_leaf,
             double *next_slot)
{
  PartMatch *pm = &g_array_index (parts, PartMatch, i);
  int n = 0;

  for (guint s = 0; s < 2; s++)
    if (pm->source[s] >= 0)
      n += part_leaves (parts, pm->source[s], first_leaf, next_slot);
  if (n == 0)
    {
      first_leaf[i] = (int) (*next_slot)++;
      return 1;
    }
  first_leaf[i] = first_leaf[pm->source[0] >= 0 ? pm->source[0] : pm->source[1]];
  return n;
}

/* Places the matches of @page, roots first (the matches whose winner
 * leaves the page), in bracket order; returns the slots the page needs. */
static double
place_page (GArray *parts,
            int     page)
{
  double next_slot = 0;

  for (guint i = 0; i < parts->len; i++)
    g_array_index (parts, PartMatch, i).fed = FALSE;
  for (guint i = 0; i < parts->len; i++)
    {
      PartMatch *pm = &g_array_index (parts, PartMatch, i);
      gboolean feeds = FALSE;

      if (pm->page != page)
        continue;
      for (guint j = 0; j < parts->len && !feeds; j++)
        {
          PartMatch *other = &g_array_index (parts, PartMatch, j);

          feeds = other->page == page && (other->source[0] == (int) i ||
                                          other->source[1] == (int) i);
        }
      if (!feeds)
        part_place (parts, i, page, &next_slot);
    }
  return next_slot;
}

/* The heading of round @round on @page; the finals are named for what
 * they are. */
static char *
page_round_heading (GArray *parts,
                    int     page,
                    int     round)
{
  for (guint i = 0; i < parts->len; i++)
    {
      PartMatch *pm = &g_array_index (parts, PartMatch, i);

      if (pm->page != page || pm->match->round != round)
        continue;
      if (g_strcmp0 (pm->match->bracket, "final") == 0)
        return g_strdup (_("Final"));
      if (g_strcmp0 (pm->match->bracket, "final-reset") == 0)
        return g_strdup (_("Second final"));
      if (g_strcmp0 (pm->match->bracket, "third-place") == 0)
        return g_strdup (_("For third place"));
      break;
    }
  return g_strdup_printf (_("Round %d"), round);
}

static void
draw_part_page (Tree        *tree,
                GArray      *parts,
                int          page,
                const char  *title)
{
  HammerLayout *layout = tree->doc->layout;
  double width = hammer_layout_get_width (layout), height = hammer_layout_get_height (layout);
  double top = 44, col_w, gap;
  double slot, line_h, size;
  int min_round = G_MAXINT, max_round = 0, n_columns;
  g_autofree gboolean *used_round = NULL;

  /* A page is as wide as the rounds it holds. */
  for (guint i = 0; i < parts->len; i++)
    {
      PartMatch *pm = &g_array_index (parts, PartMatch, i);

      if (pm->page != page)
        continue;
      min_round = MIN (min_round, pm->match->round);
      max_round = MAX (max_round, pm->match->round);
    }
  if (max_round == 0)
    return;
  n_columns = max_round - min_round + 1;
  col_w = width / n_columns;
  gap = MIN (22.0, col_w * 0.18);
  used_round = g_new0 (gboolean, n_columns);

  add_bracket_page (layout, title);
  slot = (height - top) / MAX (place_page (parts, page), 1);
  line_h = CLAMP (slot * 0.34, 7.5, 14);
  size = CLAMP (line_h * 0.64, 5.5, 9);

  for (guint i = 0; i < parts->len; i++)
    {
      PartMatch *pm = &g_array_index (parts, PartMatch, i);
      int c = pm->match->round - min_round;
      double x = c * col_w, cy = top + slot * (pm->y + 0.5);
      char *marks[2] = { NULL, NULL };

      if (pm->page != page)
        continue;
      used_round[c] = TRUE;
      for (guint s = 0; s < 2; s++)
        {
          int k = pm->source[s];

          if (k >= 0 && g_array_index (parts, PartMatch, k).page == page)
            {
              PartMatch *from = &g_array_index (parts, PartMatch, k);
              double fx = (from->match->round - min_round) * col_w + col_w - gap;
              double fy = top + slot * (from->y + 0.5);
              double ty = cy + (s == 0 ? -line_h / 2 : line_h / 2);
              double mid = x - gap / 2;

              hammer_layout_line (layout, fx, fy, mid, fy, 0.6);
              hammer_layout_line (layout, mid, fy, mid, ty, 0.6);
              hammer_layout_line (layout, mid, ty, x, ty, 0.6);
            }
          else
            marks[s] = pm->mark[s];
        }
      draw_bracket_match (tree, pm->match, x, cy, col_w - gap, line_h, size, FALSE, marks);
    }
  for (int c = 0; c < n_columns; c++)
    if (used_round[c])
      {
        g_autofree char *heading = page_round_heading (parts, page, min_round + c);

        hammer_layout_text (layout, c * col_w - 3, top - 22, col_w - gap / 2, 12, heading,
                            col_w < 60 ? 6.5 : 8, HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED,
                            HAMMER_ALIGN_START);
      }
}

/* Which side comes from where: a line from a match of this part, or a
 * mark naming the match (“L of M12”: its loser drops in here). */
static void
link_sources (Doc    *doc,
              GArray *parts)
{
  for (guint i = 0; i < parts->len; i++)
    {
      PartMatch *pm = &g_array_index (parts, PartMatch, i);
      JsonArray *sources = hammer_json_array (pm->match->stored, "sources");

      for (guint s = 0; s < 2; s++)
        {
          gboolean winner;
          int index = source_index (sources, s, &winner);
          const Match *from = index >= 0 ? match_by_index (doc, index) : NULL;

          /* A bye, with no number, sends on a side known from the draw. */
          if (from == NULL || from->number <= 0)
            continue;
          for (guint j = 0; winner && j < parts->len; j++)
            if (g_array_index (parts, PartMatch, j).match == from)
              pm->source[s] = (int) j;
          if (pm->source[s] < 0)
            pm->mark[s] = winner
              /* Translators: in a bracket, where a side comes from: the
               * winner or the loser of match 12. */
              ? g_strdup_printf (_("W of M%" PRId64), from->number)
              : g_strdup_printf (_("L of M%" PRId64), from->number);
        }
    }
}

static void
draw_losers_part (Tree       *tree,
                  GPtrArray  *others,
                  const char *title)
{
  Doc *doc = tree->doc;
  HammerLayout *layout = doc->layout;
  double height = hammer_layout_get_height (layout);
  g_autoptr(GArray) parts = g_array_new (FALSE, TRUE, sizeof (PartMatch));
  g_autofree int *first_leaf = NULL;
  int per_page, block, n_pages = 1;
  double n_leaves = 0;
  gboolean overflow = FALSE;

  g_array_set_clear_func (parts, (GDestroyNotify) part_match_clear);
  for (guint i = 0; i < others->len; i++)
    {
      PartMatch pm = { g_ptr_array_index (others, i), { -1, -1 }, { NULL, NULL }, 0, 0, FALSE };

      g_array_append_val (parts, pm);
    }

  link_sources (doc, parts);

  /* A page holds about 24 leaves; a bigger part is cut into whole
   * subtrees of a power of two leaves, and the matches that join them
   * go on a last page, their sides marked with where they come from. */
  first_leaf = g_new0 (int, parts->len);
  for (guint i = 0; i < parts->len; i++)
    {
      gboolean feeds = FALSE;

      for (guint j = 0; j < parts->len && !feeds; j++)
        feeds = g_array_index (parts, PartMatch, j).source[0] == (int) i ||
                g_array_index (parts, PartMatch, j).source[1] == (int) i;
      if (!feeds)
        part_leaves (parts, i, first_leaf, &n_leaves);
    }
  per_page = MAX (2, (int) ((height - 44) / 24));
  for (block = 1; block * 2 <= per_page; block *= 2)
    ;
  if (n_leaves > per_page)
    {
      n_pages = ((int) n_leaves + block - 1) / block;
      for (guint i = 0; i < parts->len; i++)
        {
          PartMatch *pm = &g_array_index (parts, PartMatch, i);
          double dummy = 0;
          g_autofree int *leaves = g_new0 (int, parts->len);
          int n = part_leaves (parts, i, leaves, &dummy);

          pm->page = first_leaf[i] / block;
          if ((first_leaf[i] + n - 1) / block != pm->page)
            {
              pm->page = n_pages;
              overflow = TRUE;
            }
        }
    }
  for (int p = 0; p < n_pages + (overflow ? 1 : 0); p++)
    {
      g_autofree char *page_title = n_pages + overflow > 1
        ? g_strdup_printf (_("%s, part %d of %d"), title, p + 1, n_pages + (overflow ? 1 : 0))
        : g_strdup (title);

      /* A match whose feeder went to another page shows where it comes from. */
      for (guint i = 0; i < parts->len; i++)
        {
          PartMatch *pm = &g_array_index (parts, PartMatch, i);

          for (guint s = 0; s < 2; s++)
            if (pm->page == p && pm->source[s] >= 0 && pm->mark[s] == NULL &&
                g_array_index (parts, PartMatch, pm->source[s]).page != p &&
                g_array_index (parts, PartMatch, pm->source[s]).match->number > 0)
              pm->mark[s] = g_strdup_printf (_("W of M%" PRId64),
                                             g_array_index (parts, PartMatch,
                                                            pm->source[s]).match->number);
        }
      draw_part_page (tree, parts, p, page_title);
    }
}

/* The winners' tree of @n_leaves first-round matches, on a page, or over
 * several beyond 32 entrants; @champion: the tree ends in the winner. */
static void
draw_winners_tree (Tree     *tree,
                   int       n_leaves,
                   gboolean  champion)
{
  HammerLayout *layout = tree->doc->layout;
  double height = hammer_layout_get_height (layout), top = 44;
  /* Beyond 32 entrants each page takes 16 first-round matches up to the
   * one match they lead to; a last page plays those matches on. The marks
   * name the page where a line goes on or comes from. */
  int per_page = 1 << (CHUNK_ROUNDS - 1);
  int n_parts = (n_leaves + per_page - 1) / per_page;
  int last_page = hammer_layout_get_n_pages (layout) + n_parts + 1;
  g_autofree char *title = NULL;

  if (tree->n_rounds <= CHUNK_ROUNDS)
    {
      add_bracket_page (layout, _("Bracket"));
      draw_tree_part (tree, 1, 0, n_leaves, tree->n_rounds, top, height - top, 0, NULL,
                      champion);
      return;
    }
  for (int p = 0; p < n_parts; p++)
    {
      g_autofree char *part = g_strdup_printf (_("Bracket, part %d of %d"), p + 1, n_parts + 1);
      g_autofree char *onwards = g_strdup_printf (_("▶ continues on page %d"), last_page);

      add_bracket_page (layout, part);
      draw_tree_part (tree, 1, p * per_page, MIN (per_page, n_leaves - p * per_page),
                      CHUNK_ROUNDS, top, height - top, 0, onwards, FALSE);
    }
  title = g_strdup_printf (_("Bracket, part %d of %d"), n_parts + 1, n_parts + 1);
  add_bracket_page (layout, title);
  draw_tree_part (tree, CHUNK_ROUNDS, 0, MAX (1, n_parts), tree->n_rounds, top, height - top,
                  last_page - n_parts, NULL, champion);
}

gboolean
hammer_sheets_render_bracket (Doc     *doc,
                              GError **error)
{
  Tree tree = { doc, g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL), 0 };
  g_autoptr(GPtrArray) losers = g_ptr_array_new ();
  g_autoptr(GPtrArray) finals = g_ptr_array_new ();
  int n_winners_rounds = 0, n_leaves = 0;
  const char *format = hammer_json_string (doc->event, "format");

  if (g_strcmp0 (format, "single-elimination") != 0 &&
      g_strcmp0 (format, "double-elimination") != 0)
    {
      g_hash_table_unref (tree.by_slot);
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Only knock-out events have a bracket"));
      return FALSE;
    }

  for (guint i = 0; i < doc->matches->len; i++)
    {
      Match *m = &g_array_index (doc->matches, Match, i);

      if (g_strcmp0 (m->bracket, "winners") == 0)
        {
          g_hash_table_insert (tree.by_slot, g_strdup_printf ("%d:%d", m->round, m->position),
                               m);
          n_winners_rounds = MAX (n_winners_rounds, m->round);
          if (m->round == 1)
            n_leaves = MAX (n_leaves, m->position + 1);
        }
      else if (g_strcmp0 (m->bracket, "losers") == 0)
        g_ptr_array_add (losers, m);
      else
        g_ptr_array_add (finals, m);
    }
  if (n_leaves == 0)
    {
      g_hash_table_unref (tree.by_slot);
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event has no bracket yet; draw it first"));
      return FALSE;
    }

  /* The final of a single knock-out closes the tree as its last round; a
   * double knock-out's final joins two brackets and is drawn with the
   * losers' side. */
  tree.n_rounds = n_winners_rounds;
  if (losers->len == 0)
    for (guint i = 0; i < finals->len; i++)
      {
        Match *m = g_ptr_array_index (finals, i);

        if (g_strcmp0 (m->bracket, "final") == 0 && tree.n_rounds == n_winners_rounds)
          {
            tree.n_rounds = n_winners_rounds + 1;
            g_hash_table_insert (tree.by_slot, g_strdup_printf ("%d:0", tree.n_rounds), m);
            g_ptr_array_remove_index (finals, i--);
          }
      }

  draw_winners_tree (&tree, n_leaves, losers->len == 0);

  if (losers->len > 0)
    draw_losers_part (&tree, losers, _("Losers’ bracket"));
  if (finals->len > 0)
    draw_losers_part (&tree, finals, _("Finals"));
  g_hash_table_unref (tree.by_slot);
  return TRUE;
}
