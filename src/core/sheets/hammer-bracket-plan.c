/* hammer-bracket-plan.c — a knock-out bracket's parts and the plan of
 * their pages
 *
 * Each bracket is a part: a tree of matches in columns, a match taking the
 * winners of the matches on the lines into it. A part too big for a page is
 * cut into levels of a few columns, and each level into pages of whole
 * subtrees. Every match is printed once: a level's last matches say on
 * which page their winners go on, and the next level's first matches from
 * which page their sides come, naming the matches. The type size and the
 * columns a page holds are chosen so that every name prints whole at 7 pt
 * or more in as few pages as can be (and the orientation that takes fewer,
 * in hammer-bracket-sheets.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "hammer-i18n.h"

#include "hammer-json.h"
#include "events/hammer-draw.h"
#include "sheets/hammer-bracket-plan.h"

static void
node_clear (HammerBracketPlanNode *node)
{
  g_free (node->mark[0]);
  g_free (node->mark[1]);
  g_free (node->origin[0]);
  g_free (node->origin[1]);
}

static void
page_clear (HammerBracketPlanPage *page)
{
  g_clear_pointer (&page->roots, g_array_unref);
}

void
hammer_bracket_part_free (HammerBracketPlanPart *part)
{
  g_clear_pointer (&part->nodes, g_array_unref);
  g_clear_pointer (&part->pages, g_array_unref);
  g_free (part);
}

static const HammerSheetsMatch *
match_by_index (HammerSheetsDoc *doc,
                int              index)
{
  for (guint i = 0; i < doc->matches->len; i++)
    if (g_array_index (doc->matches, HammerSheetsMatch, i).index == index)
      return &g_array_index (doc->matches, HammerSheetsMatch, i);
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
group_mark (const char *source,
            gboolean    brief)
{
  g_auto(GStrv) parts = NULL;
  g_autofree char *group = NULL;

  if (source == NULL || !g_str_has_prefix (source, "group:"))
    return NULL;
  parts = g_strsplit (source, ":", 3);
  if (g_strv_length (parts) != 3)
    return NULL;
  group = hammer_bracket_name (HAMMER_BRACKET_GROUP, (int) g_ascii_strtoll (parts[1], NULL, 10));
  if (brief)
    /* Translators: before a name in the knockout after groups: the group
     * and the place there, “A1” for the winner of group A. */
    return g_strdup_printf (C_("group place", "%s%d"), group,
                            (int) g_ascii_strtoll (parts[2], NULL, 10));
  /* Translators: a side of the knockout after groups: “Group A, place 2”. */
  return g_strdup_printf (_("Group %s, place %d"), group,
                          (int) g_ascii_strtoll (parts[2], NULL, 10));
}

/* Which side comes from where: a line from a node of this part, and a
 * mark naming the match (“L of M12”: its loser drops in here), printed
 * where no line shows it. A side that is a bye, or the loser of one, is a
 * bye. */
static void
link_sources (HammerBracketPlanPart *part)
{
  for (guint i = 0; i < part->nodes->len; i++)
    {
      HammerBracketPlanNode *node = node_at (part, i);
      JsonArray *sources = hammer_json_array (node->match->stored, "sources");
      JsonArray *from = hammer_json_array (node->match->listed, "from");

      for (guint s = 0; s < 2; s++)
        {
          gboolean winner;
          int index = source_index (sources, s, &winner);
          const HammerSheetsMatch *feeder = index >= 0 ? match_by_index (part->doc, index) : NULL;
          JsonObject *side_from = hammer_json_element_object (from, s);

          node->mark[s] = group_mark (hammer_json_element_string (sources, s), FALSE);
          node->origin[s] = group_mark (hammer_json_element_string (sources, s), TRUE);
          node->bye[s] = hammer_json_bool (side_from, "bye", FALSE) ||
                         (feeder != NULL && !winner && feeder->bye);
          for (guint j = 0; winner && feeder != NULL && j < part->nodes->len; j++)
            if (node_at (part, j)->match == feeder)
              {
                node->source[s] = (int) j;
                node_at (part, j)->consumer = (int) i;
              }
          /* The match as the listing names it: through a bye not drawn. */
          if (node->mark[s] == NULL && !node->bye[s] && side_from != NULL
              && hammer_json_int (side_from, "number", 0) > 0)
            node->mark[s] = hammer_sheets_feeder_text (json_object_has_member (side_from,
                                                                               "winner"),
                                                       hammer_json_int (side_from, "number", 0));
        }
    }
}

HammerBracketPlanPart *
hammer_bracket_part_new (HammerSheetsDoc *doc,
                         const char      *title,
                         GPtrArray       *matches,
                         int             *columns,
                         gboolean         champion)
{
  HammerBracketPlanPart *part = g_new0 (HammerBracketPlanPart, 1);

  part->doc = doc;
  part->title = title;
  part->champion = champion;
  part->nodes = g_array_new (FALSE, TRUE, sizeof (HammerBracketPlanNode));
  g_array_set_clear_func (part->nodes, (GDestroyNotify) node_clear);
  part->pages = g_array_new (FALSE, TRUE, sizeof (HammerBracketPlanPage));
  g_array_set_clear_func (part->pages, (GDestroyNotify) page_clear);
  for (guint i = 0; i < matches->len; i++)
    {
      HammerBracketPlanNode node = { g_ptr_array_index (matches, i), columns[i], { -1, -1 },
                                     { NULL, NULL }, { NULL, NULL }, { FALSE, FALSE }, -1, -1,
                                     -1, 0 };

      g_array_append_val (part->nodes, node);
      part->n_columns = MAX (part->n_columns, columns[i] + 1);
    }
  link_sources (part);
  return part;
}

/* Sizes */

char *
hammer_bracket_side_text (HammerBracketPlanPart       *part,
                          const HammerBracketPlanNode *node,
                          guint                        side)
{
  const char *name = hammer_sheets_side_name (node->match, side);
  g_autofree char *named = NULL;
  g_auto(GStrv) players = NULL;

  if (name == NULL)
    return NULL;
  /* Where a knockout's side came from stays said once it has a name. */
  named = node->origin[side] != NULL ? g_strdup_printf ("%s  %s", node->origin[side], name)
                                     : g_strdup (name);
  if (part->lines == 1)
    return g_steal_pointer (&named);
  players = g_strsplit (named, " / ", -1);
  return g_strjoinv (" /\n", players);
}

/* The width a column's boxes need: the widest name (in bold, as a winner's)
 * beside a score, the widest heading, the labels and marks. */
static double
box_width_needed (HammerBracketPlanPart *part)
{
  HammerLayout *layout = part->doc->layout;
  double need = 0;

  for (guint i = 0; i < part->nodes->len; i++)
    {
      HammerBracketPlanNode *node = node_at (part, i);
      /* The match for third place is named beside its number. */
      g_autofree char *label = g_strcmp0 (node->match->bracket, "third-place") == 0
        ? g_strdup_printf ("%s · M%" PRId64, node->match->round_name, node->match->number)
        : NULL;

      for (guint s = 0; s < 2; s++)
        {
          g_autofree char *name = hammer_bracket_side_text (part, node, s);
          g_auto(GStrv) lines = NULL;

          if (name == NULL)
            continue;
          lines = g_strsplit (name, part->lines == 1 ? "\n" : " /\n", -1);
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
marks_width (HammerBracketPlanPart *part)
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
plan_levels (HammerBracketPlanPart *part,
             int                    per_page)
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
count_leaves (HammerBracketPlanPart *part,
              int                    i,
              int                    first)
{
  HammerBracketPlanNode *node = node_at (part, i);
  int n = 0;

  if (node->column > first)
    for (guint s = 0; s < 2; s++)
      if (node->source[s] >= 0)
        n += count_leaves (part, node->source[s], first);
  return MAX (n, 1);
}

/* A match for third place: the main bracket's, or the consolation's or
 * the second knockout's, which their semi-finals' losers play. */
static gboolean
plays_for_third (const HammerSheetsMatch *match)
{
  const char *first;

  if (g_strcmp0 (match->bracket, "third-place") == 0)
    return TRUE;
  if ((g_strcmp0 (match->bracket, "consolation") != 0
       && g_strcmp0 (match->bracket, "second-knockout") != 0) || match->round < 2)
    return FALSE;
  /* As drawn: the listing says "bye" for a loser who turned out nobody. */
  first = hammer_json_element_string (hammer_json_array (match->stored, "sources"), 0);
  return first != NULL && g_str_has_prefix (first, "loser:");
}

static int
compare_roots (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  HammerBracketPlanPart *part = user_data;
  const HammerBracketPlanNode *x = node_at (part, *(const int *) a);
  const HammerBracketPlanNode *y = node_at (part, *(const int *) b);
  gboolean x_third = plays_for_third (x->match);
  gboolean y_third = plays_for_third (y->match);

  /* The match for third place goes under the final. */
  if (x_third != y_third)
    return x_third ? 1 : -1;
  return *(const int *) a - *(const int *) b;
}

/* Cuts each level into pages of whole subtrees of at most @rows slots.
 * Returns the number of pages, or -1 when a subtree does not fit. */
static int
paginate (HammerBracketPlanPart *part,
          int                    rows)
{
  g_array_set_size (part->pages, 0);
  for (int l = 0; l < part->n_levels; l++)
    {
      int last = MIN (part->last[l], part->n_columns - 1);
      g_autoptr(GArray) roots = g_array_new (FALSE, FALSE, sizeof (int));
      HammerBracketPlanPage *page = NULL;

      for (guint i = 0; i < part->nodes->len; i++)
        {
          HammerBracketPlanNode *node = node_at (part, i);

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
              HammerBracketPlanPage fresh = { l, g_array_new (FALSE, FALSE, sizeof (int)), 0 };

              g_array_append_val (part->pages, fresh);
              page = &g_array_index (part->pages, HammerBracketPlanPage, part->pages->len - 1);
            }
          g_array_append_val (page->roots, root);
          page->n_slots += n;
        }
    }
  return (int) part->pages->len;
}

/* Puts blocks that fit one under the other on a page; returns the pages. */
static int
stack_blocks (HammerBracketPlanPart *part,
              double                 height)
{
  double y = TITLE_H;

  part->n_sheets = 0;
  for (guint b = 0; b < part->pages->len; b++)
    {
      HammerBracketPlanPage *block = &g_array_index (part->pages, HammerBracketPlanPage, b);
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
plan_columns (HammerBracketPlanPart *part,
              double                 need,
              double                 width,
              double                 height,
              int                    rows,
              int                   *columns)
{
  for (*columns = MIN ((int) (width / need), 64); *columns >= 1; (*columns)--)
    if (plan_levels (part, *columns) && paginate (part, rows) >= 0)
      /* Fewer pages first, then fewer cuts to follow. */
      return stack_blocks (part, height) * 1000 + (int) part->pages->len;
  return -1;
}

/* Chooses the type size, the lines per side and the columns per page. */
int
hammer_bracket_part_plan (HammerBracketPlanPart *part,
                          double                 width,
                          double                 height)
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
