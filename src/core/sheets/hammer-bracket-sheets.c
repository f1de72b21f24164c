/* hammer-bracket-sheets.c — the bracket of a knock-out event: the winners'
 * tree, then the losers' bracket of a double knock-out with the finals at
 * its end; the cross-tables of a round robin and of groups are in
 * hammer-cross-table-sheets.c
 *
 * Each bracket is a part: a tree of matches in columns, a match taking the
 * winners of the matches on the lines into it. A part too big for a page is
 * cut into levels of a few columns, and each level into pages of whole
 * subtrees. Every match is printed once: a level's last matches say on
 * which page their winners go on, and the next level's first matches from
 * which page their sides come, naming the matches. The type size,
 * the columns a page holds and the orientation are chosen so that every
 * name prints whole at 7 pt or more in as few pages as can be.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "events/hammer-draw.h"
#include "sheets/hammer-sheets-private.h"

#define TITLE_H      20.0   /* the page's title */
#define HEAD_H       24.0   /* a block's round headings */
#define BLOCK_GAP    14.0   /* between blocks on a page */
#define TOP          (TITLE_H + HEAD_H)
#define LABEL_SIZE   7.0    /* match numbers, marks and notes: the smallest type */
#define HEADING_SIZE 8.0
#define GAP          14.0   /* between a column's boxes and the next column */
#define MAX_SIZE     9.5
#define MIN_SIZE     7.0

typedef struct
{
  const Match *match;
  int          column;
  int          source[2];    /* the node whose winner this side is, or -1 */
  char        *mark[2];      /* “L of M12”, “W of M12”: where a side comes from, printed
                              * while nobody is known and no line shows it */
  gboolean     bye[2];       /* the side is a bye */
  int          consumer;     /* the node that takes the winner, or -1 */
  int          block;        /* the block that draws it */
  int          page;         /* scratch: the page being laid out that holds it */
  double       y;            /* slot units on that page */
} Node;

/* A block: whole subtrees of one level, side by side in its columns.
 * Short blocks share a page, one under the other. */
typedef struct
{
  int     level;
  GArray *roots;    /* int: node indices */
  int     n_slots;
  int     sheet;    /* the page it goes on, from 0 within the part */
  double  top;      /* of its headings on that page, at the natural slot height */
} Page;

typedef struct
{
  Doc        *doc;
  const char *title;
  GArray     *nodes;       /* Node */
  int         n_columns;   /* of matches */
  gboolean    champion;    /* a column for the winner after the last */
  /* The plan: */
  double      size;
  int         lines;       /* per side: 1, or 2 where names need two */
  int         per_page;    /* columns a page holds, the winner's included */
  int         rows;        /* slots a page holds */
  int         n_sheets;    /* pages, once blocks share them */
  int         n_levels;
  int         first[64];   /* of each level, in columns (the winner's column counts) */
  int         last[64];
  GArray     *pages;       /* Page */
} Part;

static void
node_clear (Node *node)
{
  g_free (node->mark[0]);
  g_free (node->mark[1]);
}

static void
page_clear (Page *page)
{
  g_clear_pointer (&page->roots, g_array_unref);
}

static Node *
node_at (Part *part,
         int   i)
{
  return &g_array_index (part->nodes, Node, i);
}

static void
part_free (Part *part)
{
  g_clear_pointer (&part->nodes, g_array_unref);
  g_clear_pointer (&part->pages, g_array_unref);
  g_free (part);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Part, part_free)

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
  const char *text = hammer_json_element_string (sources, side);

  *winner = FALSE;
  if (text == NULL)
    return -1;
  if (g_str_has_prefix (text, "winner:"))
    {
      *winner = TRUE;
      return (int) g_ascii_strtoll (text + strlen ("winner:"), NULL, 10);
    }
  if (g_str_has_prefix (text, "loser:"))
    return (int) g_ascii_strtoll (text + strlen ("loser:"), NULL, 10);
  return -1;
}

/* “group:0:2” → “Group A, place 2”: where a side of the knockout after
 * groups comes from. */
static char *
group_mark (const char *source)
{
  g_auto(GStrv) parts = NULL;
  g_autofree char *group = NULL;

  if (source == NULL || !g_str_has_prefix (source, "group:"))
    return NULL;
  parts = g_strsplit (source, ":", 3);
  if (g_strv_length (parts) != 3)
    return NULL;
  group = hammer_bracket_name (HAMMER_BRACKET_GROUP, (int) g_ascii_strtoll (parts[1], NULL, 10));
  /* Translators: a side of the knockout after groups: “Group A, place 2”. */
  return g_strdup_printf (_("Group %s, place %d"), group,
                          (int) g_ascii_strtoll (parts[2], NULL, 10));
}

/* Which side comes from where: a line from a node of this part, and a
 * mark naming the match (“L of M12”: its loser drops in here), printed
 * where no line shows it. A side that is a bye, or the loser of one, is a
 * bye. */
static void
link_sources (Part *part)
{
  for (guint i = 0; i < part->nodes->len; i++)
    {
      Node *node = node_at (part, i);
      JsonArray *sources = hammer_json_array (node->match->stored, "sources");
      JsonArray *from = hammer_json_array (node->match->listed, "from");

      for (guint s = 0; s < 2; s++)
        {
          gboolean winner;
          int index = source_index (sources, s, &winner);
          const Match *feeder = index >= 0 ? match_by_index (part->doc, index) : NULL;

          node->mark[s] = group_mark (hammer_json_element_string (sources, s));
          node->bye[s] = hammer_json_bool (hammer_json_element_object (from, s), "bye", FALSE) ||
                         (feeder != NULL && !winner && feeder->bye);
          for (guint j = 0; winner && feeder != NULL && j < part->nodes->len; j++)
            if (node_at (part, j)->match == feeder)
              {
                node->source[s] = (int) j;
                node_at (part, j)->consumer = (int) i;
              }
          if (node->mark[s] == NULL && feeder != NULL && feeder->number > 0)
            node->mark[s] = winner
              /* Translators: in a bracket, where a side comes from: the
               * winner or the loser of match 12. */
              ? g_strdup_printf (_("W of M%" PRId64), feeder->number)
              : g_strdup_printf (_("L of M%" PRId64), feeder->number);
        }
    }
}

static Part *
part_new (Doc        *doc,
          const char *title,
          GPtrArray  *matches,
          int        *columns,
          gboolean    champion)
{
  Part *part = g_new0 (Part, 1);

  part->doc = doc;
  part->title = title;
  part->champion = champion;
  part->nodes = g_array_new (FALSE, TRUE, sizeof (Node));
  g_array_set_clear_func (part->nodes, (GDestroyNotify) node_clear);
  part->pages = g_array_new (FALSE, TRUE, sizeof (Page));
  g_array_set_clear_func (part->pages, (GDestroyNotify) page_clear);
  for (guint i = 0; i < matches->len; i++)
    {
      Node node = { g_ptr_array_index (matches, i), columns[i], { -1, -1 }, { NULL, NULL },
                    { FALSE, FALSE }, -1, -1, -1, 0 };

      g_array_append_val (part->nodes, node);
      part->n_columns = MAX (part->n_columns, columns[i] + 1);
    }
  link_sources (part);
  return part;
}

/* Sizes */

static double
line_height (Part *part)
{
  return part->size * 1.5;
}

static double
slot_height (Part *part)
{
  return 2 * part->lines * line_height (part) + LABEL_SIZE * 1.4 + 4;
}

static double
score_width (Part *part)
{
  return part->size * 2.6;
}

/* A side's name as printed: on two lines, a doubles side breaks after each
 * player. */
static char *
side_text (Part       *part,
           const char *name)
{
  g_auto(GStrv) players = NULL;

  if (name == NULL || part->lines == 1)
    return g_strdup (name);
  players = g_strsplit (name, " / ", -1);
  return g_strjoinv (" /\n", players);
}

/* The width a column's boxes need: the widest name (in bold, as a winner's)
 * beside a score, the widest heading, the labels and marks. */
static double
box_width_needed (Part *part)
{
  HammerLayout *layout = part->doc->layout;
  double need = 0;

  for (guint i = 0; i < part->nodes->len; i++)
    {
      Node *node = node_at (part, i);
      /* The match for third place is named beside its number. */
      g_autofree char *label = g_strcmp0 (node->match->bracket, "third-place") == 0
        ? g_strdup_printf ("%s · M%" PRId64, node->match->round_name, node->match->number)
        : NULL;

      for (guint s = 0; s < 2; s++)
        {
          const char *name = hammer_sheets_side_name (node->match, s);
          g_auto(GStrv) lines = NULL;

          if (name == NULL)
            continue;
          lines = part->lines == 1 ? g_strsplit (name, "\n", -1) : g_strsplit (name, " / ", -1);
          for (guint l = 0; lines[l] != NULL; l++)
            {
              g_autofree char *text = lines[l + 1] != NULL ? g_strconcat (lines[l], " /", NULL)
                                                           : g_strdup (lines[l]);

              need = MAX (need, hammer_layout_text_width (layout, text, part->size,
                                                          HAMMER_TEXT_BOLD) + score_width (part));
            }
          if (node->mark[s] != NULL)
            need = MAX (need, hammer_layout_text_width (layout, node->mark[s], LABEL_SIZE,
                                                        HAMMER_TEXT_NORMAL));
        }
      need = MAX (need, hammer_layout_text_width (layout, node->match->round_name, HEADING_SIZE,
                                                  HAMMER_TEXT_BOLD));
      if (label != NULL)
        need = MAX (need, hammer_layout_text_width (layout, label, LABEL_SIZE,
                                                    HAMMER_TEXT_NORMAL));
    }
  return need;
}

/* The width a box needs in a part cut into blocks, whose first and last
 * columns say where the lines go on: a match's number beside the widest
 * mark. */
static double
marks_width (Part *part)
{
  HammerLayout *layout = part->doc->layout;
  g_autofree char *from = g_strdup_printf (_("◀ from pages %d and %d"), 99, 99);
  g_autofree char *onwards = g_strdup_printf (_("▶ continues on page %d"), 99);

  return hammer_layout_text_width (layout, "M999", LABEL_SIZE, HAMMER_TEXT_NORMAL) +
         MAX (hammer_layout_text_width (layout, from, LABEL_SIZE, HAMMER_TEXT_BOLD),
              hammer_layout_text_width (layout, onwards, LABEL_SIZE, HAMMER_TEXT_BOLD));
}

/* Levels and pages */

/* The columns of the part and its winner's, spread evenly over levels of
 * at most @per_page columns, one after the other. The first levels take
 * the odd columns, leaving fewer matches to start the later ones, but the
 * winner's column never stands alone on the last. */
static gboolean
plan_levels (Part *part,
             int   per_page)
{
  int n = part->n_columns + (part->champion ? 1 : 0);
  int n_levels, first = 0;
  gboolean ascending;

  if (n <= per_page)
    {
      part->n_levels = 1;
      part->first[0] = 0;
      part->last[0] = n - 1;
      return TRUE;
    }
  /* A level of one column in the middle would take from one page and go
   * on on another in the same box. */
  if (per_page < 2)
    return FALSE;
  n_levels = (n + per_page - 1) / per_page;
  if (n_levels > (int) G_N_ELEMENTS (part->first))
    return FALSE;
  ascending = part->champion && n / n_levels < 2;
  part->n_levels = n_levels;
  for (int l = 0; l < n_levels; l++)
    {
      int k = ascending ? n_levels - 1 - l : l;
      int span = n / n_levels + (k < n % n_levels ? 1 : 0);

      part->first[l] = first;
      part->last[l] = first + span - 1;
      first += span;
    }
  return TRUE;
}

/* The slots the subtree of @i takes from column @first on. */
static int
count_leaves (Part *part,
              int   i,
              int   first)
{
  Node *node = node_at (part, i);
  int n = 0;

  if (node->column > first)
    for (guint s = 0; s < 2; s++)
      if (node->source[s] >= 0)
        n += count_leaves (part, node->source[s], first);
  return MAX (n, 1);
}

static int
compare_roots (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  Part *part = user_data;
  const Node *x = node_at (part, *(const int *) a), *y = node_at (part, *(const int *) b);
  gboolean x_third = g_strcmp0 (x->match->bracket, "third-place") == 0;
  gboolean y_third = g_strcmp0 (y->match->bracket, "third-place") == 0;

  /* The match for third place goes under the final. */
  if (x_third != y_third)
    return x_third ? 1 : -1;
  return *(const int *) a - *(const int *) b;
}

/* Cuts each level into pages of whole subtrees of at most @rows slots.
 * Returns the number of pages, or -1 when a subtree does not fit. */
static int
paginate (Part *part,
          int   rows)
{
  g_array_set_size (part->pages, 0);
  for (int l = 0; l < part->n_levels; l++)
    {
      int last = MIN (part->last[l], part->n_columns - 1);
      g_autoptr(GArray) roots = g_array_new (FALSE, FALSE, sizeof (int));
      Page *page = NULL;

      for (guint i = 0; i < part->nodes->len; i++)
        {
          Node *node = node_at (part, i);

          if (node->column >= part->first[l] && node->column <= last &&
              (node->consumer < 0 || node_at (part, node->consumer)->column > last))
            g_array_append_val (roots, i);
        }
      g_array_sort_with_data (roots, compare_roots, part);
      for (guint r = 0; r < roots->len; r++)
        {
          int root = g_array_index (roots, int, r);
          int n = count_leaves (part, root, part->first[l]);

          if (n > rows)
            return -1;
          if (page == NULL || page->n_slots + n > rows)
            {
              Page fresh = { l, g_array_new (FALSE, FALSE, sizeof (int)), 0 };

              g_array_append_val (part->pages, fresh);
              page = &g_array_index (part->pages, Page, part->pages->len - 1);
            }
          g_array_append_val (page->roots, root);
          page->n_slots += n;
        }
    }
  return (int) part->pages->len;
}

/* Puts blocks that fit one under the other on a page; returns the pages. */
static int
stack_blocks (Part   *part,
              double  height)
{
  double y = TITLE_H;

  part->n_sheets = 0;
  for (guint b = 0; b < part->pages->len; b++)
    {
      Page *block = &g_array_index (part->pages, Page, b);
      double need = HEAD_H + block->n_slots * slot_height (part);

      if (part->n_sheets == 0 || y + BLOCK_GAP + need > height)
        {
          part->n_sheets++;
          y = TITLE_H;
        }
      else
        y += BLOCK_GAP;
      block->sheet = part->n_sheets - 1;
      block->top = y;
      y += need;
    }
  return part->n_sheets;
}

/* Plans the part in the most columns @need wide a page of @width ×
 * @height holds, @rows slots high; returns its cost: a thousand for each
 * page it takes and one for each block, or -1 when nothing fits. */
static int
plan_columns (Part   *part,
              double  need,
              double  width,
              double  height,
              int     rows,
              int    *columns)
{
  for (*columns = MIN ((int) (width / need), 64); *columns >= 1; (*columns)--)
    if (plan_levels (part, *columns) && paginate (part, rows) >= 0)
      /* Fewer pages first, then fewer cuts to follow. */
      return stack_blocks (part, height) * 1000 + (int) part->pages->len;
  return -1;
}

/* Chooses the type size, the lines per side and the columns per page for
 * a page of @width × @height; returns its cost: a thousand for each page
 * it takes and one for each block, or -1 when nothing fits. */
static int
plan_part (Part   *part,
           double  width,
           double  height)
{
  int best_pages = -1;
  double best_size = 0, marks = marks_width (part);
  int best_lines = 1, best_columns = 0, best_rows = 0;

  for (int lines = 1; lines <= 2 && best_pages < 0; lines++)
    for (double size = MAX_SIZE; size >= MIN_SIZE - 0.01; size -= 0.5)
      {
        double whole;
        int rows, columns, n;

        part->size = size;
        part->lines = lines;
        whole = box_width_needed (part);
        rows = (int) ((height - TOP) / slot_height (part));
        /* A part in one block carries no marks between blocks: its boxes
         * need room for them only when it is cut. */
        n = plan_columns (part, whole + GAP, width, height, rows, &columns);
        if (n < 0 || part->pages->len > 1)
          n = plan_columns (part, MAX (whole, marks) + GAP, width, height, rows, &columns);
        if (n >= 0 && (best_pages < 0 || n < best_pages))
          {
            best_pages = n;
            best_size = size;
            best_lines = lines;
            best_columns = columns;
            best_rows = rows;
          }
      }
  if (best_pages < 0)
    return -1;
  part->size = best_size;
  part->lines = best_lines;
  part->per_page = best_columns;
  part->rows = best_rows;
  plan_levels (part, best_columns);
  paginate (part, best_rows);
  stack_blocks (part, height);
  return best_pages;
}

/* Drawing */

static void
add_bracket_page (HammerLayout *layout,
                  const char   *title)
{
  hammer_layout_add_page (layout);
  hammer_layout_text (layout, -3, 0, hammer_layout_get_width (layout), 20, title, 14,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
}

/* Gives the subtree of @i from column @first on to @page, leaves in the
 * next free slots in the order a reader follows the lines, every other
 * match level with the matches it takes winners from. */
static double
place_node (Part   *part,
            int     i,
            int     first,
            int     page,
            double *next_slot)
{
  Node *node = node_at (part, i);
  double sum = 0;
  int n = 0;

  node->page = page;
  if (node->column > first)
    for (guint s = 0; s < 2; s++)
      if (node->source[s] >= 0)
        {
          sum += place_node (part, node->source[s], first, page, next_slot);
          n++;
        }
  node->y = n > 0 ? sum / n : (*next_slot)++;
  return node->y;
}

/* One match: its number (and a note) above the box, its sides in it. */
static void
draw_node (Part       *part,
           Node       *node,
           double      x,
           double      cy,
           double      w,
           const char *heading,
           const char *note)
{
  HammerLayout *layout = part->doc->layout;
  const Match *match = node->match;
  double line_h = line_height (part), side_h = part->lines * line_h;
  double top = cy - side_h, size = part->size;
  gint64 winner = hammer_json_int (match->listed, "winner", -1);
  JsonArray *game_points = hammer_json_array (match->listed, "game_points");
  guint n_games = hammer_json_length (hammer_json_element_array (game_points, 0));
  g_autofree char *label = NULL;

  for (guint s = 0; s < 2; s++)
    {
      double y = top + s * side_h;
      g_autofree char *name = side_text (part, hammer_sheets_side_name (match, s));
      g_autofree char *score = NULL;
      HammerTextFlags flags = winner == s ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL;

      if (winner == s)
        hammer_layout_box (layout, x, y, w, side_h, 0, 0.1);
      /* Points in a one-game match, games won in a longer one. */
      if (n_games > 0)
        score = hammer_sheet_int_text (hammer_json_element_int (hammer_json_array (match->listed,
                                                n_games == 1 ? "totals" : "games_won"), s, 0));
      if (name == NULL && node->bye[s])
        name = g_strdup (_("Bye"));
      if (name == NULL && node->mark[s] != NULL &&
          (node->source[s] < 0 || node_at (part, node->source[s])->block != node->block))
        {
          /* Nobody known yet: where the side comes from. */
          hammer_layout_text (layout, x, y, w, side_h, node->mark[s], LABEL_SIZE,
                              HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
          continue;
        }
      hammer_layout_text (layout, x, y, w - score_width (part), side_h, name, size,
                          flags | (part->lines > 1 ? HAMMER_TEXT_WRAP : 0), HAMMER_ALIGN_START);
      if (score != NULL)
        hammer_layout_text (layout, x + w - score_width (part) - 3, y, score_width (part) + 3,
                            side_h, score, size, flags, HAMMER_ALIGN_END);
    }
  hammer_layout_box (layout, x, top, w, 2 * side_h, 0.7, 0);
  hammer_layout_line (layout, x, cy, x + w, cy, 0.3);

  /* A match named otherwise than its column (third place under the final)
   * says so beside its number. */
  if (g_strcmp0 (heading, match->round_name) != 0 && match->number > 0)
    label = g_strdup_printf ("%s · M%" PRId64, match->round_name, match->number);
  else if (g_strcmp0 (heading, match->round_name) != 0)
    label = g_strdup (match->round_name);
  else if (match->number > 0)
    label = g_strdup_printf ("M%" PRId64, match->number);
  hammer_layout_text (layout, x - 3, top - LABEL_SIZE * 1.4 - 1, w + 6, LABEL_SIZE * 1.4, label,
                      LABEL_SIZE, HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
  if (note != NULL)
    hammer_layout_text (layout, x - 3, top - LABEL_SIZE * 1.4 - 1, w + 6, LABEL_SIZE * 1.4, note,
                        LABEL_SIZE, HAMMER_TEXT_BOLD, HAMMER_ALIGN_END);
}

/* The name heading @column on page @p: its topmost match's round. */
static const char *
column_heading (Part *part,
                int   p,
                int   column)
{
  const Node *top = NULL;

  for (guint i = 0; i < part->nodes->len; i++)
    {
      const Node *node = node_at (part, i);

      if (node->page == p && node->column == column && (top == NULL || node->y < top->y))
        top = node;
    }
  return top != NULL ? top->match->round_name : NULL;
}

/* The page a block went on, as the reader counts pages. */
static int
sheet_number (Part *part,
              int   block,
              int   first_page)
{
  return first_page + g_array_index (part->pages, Page, block).sheet + 1;
}

static gboolean
same_sheet (Part *part,
            int   a,
            int   b)
{
  return g_array_index (part->pages, Page, a).sheet == g_array_index (part->pages, Page, b).sheet;
}

/* Where the sides of @node, first on its level in block @p, come from:
 * the block above, or another page. */
static char *
from_note (Part *part,
           Node *node,
           int   p,
           int   first_page)
{
  int pages[2] = { -1, -1 };
  gboolean above = FALSE;

  for (guint s = 0; s < 2; s++)
    {
      const Node *from = node->source[s] >= 0 ? node_at (part, node->source[s]) : NULL;

      if (from == NULL)
        continue;
      if (same_sheet (part, from->block, p))
        above = TRUE;
      else
        pages[s] = sheet_number (part, from->block, first_page);
    }
  if (pages[0] >= 0 && pages[1] >= 0 && pages[0] != pages[1])
    /* Translators: in a bracket cut into pages, where the two sides of a
     * match come from. */
    return g_strdup_printf (_("◀ from pages %d and %d"), pages[0], pages[1]);
  if (pages[0] >= 0 || pages[1] >= 0)
    return g_strdup_printf (_("◀ from page %d"), MAX (pages[0], pages[1]));
  return above ? g_strdup (_("▲ from above")) : NULL;
}

/* Where the winner of @node, last on its level in block @p, goes on. */
static char *
onwards_note (Part *part,
              Node *node,
              int   p,
              int   first_page)
{
  int to = node_at (part, node->consumer)->block;

  return same_sheet (part, to, p)
    ? g_strdup (_("▼ continues below"))
    : g_strdup_printf (_("▶ continues on page %d"), sheet_number (part, to, first_page));
}

/* Draws block @p with its headings at @top, a slot @slot high. */
static void
draw_block (Part   *part,
            int     p,
            double  top,
            double  slot,
            int     first_page)
{
  HammerLayout *layout = part->doc->layout;
  Page *page = &g_array_index (part->pages, Page, p);
  double width = hammer_layout_get_width (layout);
  int first = part->first[page->level], last = part->last[page->level];
  double col_w = MIN (width / (last - first + 1), width / 2);
  double w = col_w - GAP, boxes = top + HEAD_H;
  double side_h = part->lines * line_height (part);
  double next_slot = 0;

  for (guint i = 0; i < part->nodes->len; i++)
    node_at (part, i)->page = -1;
  for (guint r = 0; r < page->roots->len; r++)
    place_node (part, g_array_index (page->roots, int, r), first, p, &next_slot);

  for (int c = first; c <= MIN (last, part->n_columns - 1); c++)
    {
      const char *heading = column_heading (part, p, c);

      if (heading != NULL)
        hammer_layout_text (layout, (c - first) * col_w - 3, top, col_w, 12, heading,
                            HEADING_SIZE, HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED,
                            HAMMER_ALIGN_START);
    }

  for (guint i = 0; i < part->nodes->len; i++)
    {
      Node *node = node_at (part, i);
      double x, cy;
      g_autofree char *note = NULL;

      if (node->page != p)
        continue;
      x = (node->column - first) * col_w;
      cy = boxes + slot * (node->y + 0.5);
      if (node->column == first && page->level > 0)
        note = from_note (part, node, p, first_page);
      else if (node->column == last && node->consumer >= 0)
        note = onwards_note (part, node, p, first_page);
      draw_node (part, node, x, cy, w, column_heading (part, p, node->column), note);

      if (node->column == first)
        continue;
      for (guint s = 0; s < 2; s++)
        {
          Node *from = node->source[s] >= 0 ? node_at (part, node->source[s]) : NULL;
          double fx, fy, ty, mid = x - GAP / 2;

          if (from == NULL || from->page != p)
            continue;
          fx = (from->column - first) * col_w + w;
          fy = boxes + slot * (from->y + 0.5);
          ty = cy - side_h + (s + 0.5) * side_h;
          hammer_layout_line (layout, fx, fy, mid, fy, 0.6);
          hammer_layout_line (layout, mid, fy, mid, ty, 0.6);
          hammer_layout_line (layout, mid, ty, x, ty, 0.6);
        }
    }

  /* The winner, after the final. */
  if (part->champion && last == part->n_columns)
    for (guint i = 0; i < part->nodes->len; i++)
      {
        Node *node = node_at (part, i);
        gint64 winner = hammer_json_int (node->match->listed, "winner", -1);
        g_autofree char *name = NULL;
        double x = (last - first) * col_w, cy;

        if (node->page != p || node->column != part->n_columns - 1 ||
            g_strcmp0 (node->match->bracket, "final") != 0)
          continue;
        cy = boxes + slot * (node->y + 0.5);
        name = side_text (part, winner >= 0 ? hammer_sheets_side_name (node->match, winner)
                                            : NULL);
        hammer_layout_text (layout, x - 3, top, col_w, 12, _("Winner"), HEADING_SIZE,
                            HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED, HAMMER_ALIGN_START);
        hammer_layout_line (layout, x - GAP, cy, x, cy, 0.6);
        hammer_layout_box (layout, x, cy - side_h / 2 - 2, w, side_h + 4, 1.2, 0);
        hammer_layout_text (layout, x, cy - side_h / 2 - 2, w, side_h + 4, name, part->size,
                            HAMMER_TEXT_BOLD | (part->lines > 1 ? HAMMER_TEXT_WRAP : 0),
                            HAMMER_ALIGN_START);
      }
}

/* Page @sheet of the part: its title, then its blocks, spread over the
 * page's height (but not so far that a match loses its neighbours). */
static void
draw_sheet (Part *part,
            int   sheet,
            int   first_page)
{
  HammerLayout *layout = part->doc->layout;
  double height = hammer_layout_get_height (layout);
  double slots = 0, fixed = TITLE_H, scale, y = TITLE_H;
  g_autofree char *title = NULL;
  int n_blocks = 0;

  for (guint b = 0; b < part->pages->len; b++)
    {
      Page *block = &g_array_index (part->pages, Page, b);

      if (block->sheet != sheet)
        continue;
      slots += block->n_slots;
      fixed += HEAD_H + (n_blocks > 0 ? BLOCK_GAP : 0);
      n_blocks++;
    }
  scale = CLAMP ((height - fixed) / MAX (slots * slot_height (part), 1), 1, 2.5);

  title = part->n_sheets > 1
    /* Translators: the title of a page of a bracket in parts: “Losers’
     * bracket, part 2 of 3”. */
    ? g_strdup_printf (_("%s, part %d of %d"), part->title, sheet + 1, part->n_sheets)
    : g_strdup (part->title);
  add_bracket_page (layout, title);
  for (guint b = 0; b < part->pages->len; b++)
    {
      Page *block = &g_array_index (part->pages, Page, b);

      if (block->sheet != sheet)
        continue;
      draw_block (part, (int) b, y, slot_height (part) * scale, first_page);
      y += HEAD_H + block->n_slots * slot_height (part) * scale + BLOCK_GAP;
    }
}

static void
draw_part (Part *part)
{
  int first_page = (int) hammer_layout_get_n_pages (part->doc->layout);

  /* Which block draws each match, for the marks between blocks. */
  for (guint p = 0; p < part->pages->len; p++)
    {
      Page *page = &g_array_index (part->pages, Page, p);
      double next_slot = 0;

      for (guint i = 0; i < part->nodes->len; i++)
        node_at (part, i)->page = -1;
      for (guint r = 0; r < page->roots->len; r++)
        place_node (part, g_array_index (page->roots, int, r), part->first[page->level], p,
                    &next_slot);
      for (guint i = 0; i < part->nodes->len; i++)
        if (node_at (part, i)->page == (int) p)
          node_at (part, i)->block = (int) p;
    }
  for (int sheet = 0; sheet < part->n_sheets; sheet++)
    draw_sheet (part, sheet, first_page);
}

/* Building the parts */

static int
column_of (const Match *match,
           int          losers_columns)
{
  if (g_strcmp0 (match->bracket, "final") == 0 && losers_columns >= 0)
    return losers_columns;
  if (g_strcmp0 (match->bracket, "final-reset") == 0)
    return losers_columns + 1;
  return match->round - 1;
}

gboolean
hammer_sheets_render_bracket (Doc       *doc,
                              JsonNode  *standings,
                              GError   **error)
{
  g_autoptr(GPtrArray) winners = g_ptr_array_new ();
  g_autoptr(GPtrArray) losers = g_ptr_array_new ();
  g_autoptr(GArray) winners_columns = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) losers_columns = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(Part) winners_part = NULL;
  g_autoptr(Part) losers_part = NULL;
  const char *format = hammer_json_string (doc->event, "format");
  gboolean double_elimination = g_strcmp0 (format, "double-elimination") == 0;
  gboolean groups = g_strcmp0 (format, "groups") == 0;
  int n_losers_columns = 0, pages[2] = { 0, 0 };
  gboolean chosen = hammer_layout_get_landscape (doc->layout);

  if (g_strcmp0 (format, "round-robin") == 0)
    return hammer_sheets_render_cross_tables (doc, standings, error);
  if (!double_elimination && !groups && g_strcmp0 (format, "single-elimination") != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Only knock-out events, round robins and groups have a bracket or "
                     "cross-table"));
      return FALSE;
    }

  for (guint i = 0; i < doc->matches->len; i++)
    {
      Match *m = &g_array_index (doc->matches, Match, i);

      if (g_strcmp0 (m->bracket, "losers") == 0)
        n_losers_columns = MAX (n_losers_columns, m->round);
    }
  for (guint i = 0; i < doc->matches->len; i++)
    {
      Match *m = &g_array_index (doc->matches, Match, i);
      gboolean to_losers = double_elimination && (g_strcmp0 (m->bracket, "losers") == 0 ||
                                                  g_strcmp0 (m->bracket, "final") == 0 ||
                                                  g_strcmp0 (m->bracket, "final-reset") == 0);
      int column = column_of (m, double_elimination ? n_losers_columns : -1);

      if (to_losers)
        {
          g_ptr_array_add (losers, m);
          g_array_append_val (losers_columns, column);
        }
      else if (g_strcmp0 (m->bracket, "winners") == 0 || g_strcmp0 (m->bracket, "final") == 0 ||
               g_strcmp0 (m->bracket, "third-place") == 0)
        {
          g_ptr_array_add (winners, m);
          g_array_append_val (winners_columns, column);
        }
    }
  if (winners->len == 0 && !groups)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event has no bracket yet; draw it first"));
      return FALSE;
    }

  if (winners->len > 0)
    winners_part = part_new (doc, double_elimination ? _("Winners’ bracket") : _("Bracket"),
                             winners, (int *) winners_columns->data, !double_elimination);
  if (losers->len > 0)
    losers_part = part_new (doc, _("Losers’ bracket and final"), losers,
                            (int *) losers_columns->data, FALSE);

  /* The orientation that takes fewer pages; the one asked for when both
   * take as many. */
  for (int o = 0; o < 2; o++)
    {
      gboolean landscape = o == 0 ? chosen : !chosen;
      double width, height;

      hammer_layout_set_landscape (doc->layout, landscape);
      width = hammer_layout_get_width (doc->layout);
      height = hammer_layout_get_height (doc->layout);
      for (int k = 0; k < 2; k++)
        {
          Part *part = k == 0 ? winners_part : losers_part;
          int n = part != NULL ? plan_part (part, width, height) : 0;

          pages[o] += n < 0 ? 1000000 : n;
        }
    }
  hammer_layout_set_landscape (doc->layout, pages[1] < pages[0] ? !chosen : chosen);
  for (int k = 0; k < 2; k++)
    {
      Part *part = k == 0 ? winners_part : losers_part;

      if (part != NULL)
        plan_part (part, hammer_layout_get_width (doc->layout),
                   hammer_layout_get_height (doc->layout));
    }

  if (groups && !hammer_sheets_render_cross_tables (doc, standings, error))
    return FALSE;
  if (winners_part != NULL)
    draw_part (winners_part);
  if (losers_part != NULL)
    draw_part (losers_part);
  return TRUE;
}
