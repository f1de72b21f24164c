/* hammer-cross-table.c — an event's cross-tables
 *
 * Read from the typed event (entrants, standings lines) and matches, so
 * that a table says what every other screen says of the same matches.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-cross-table.h"

typedef struct
{
  gint64 id;
  char *name;
  guint seed;
  HammerStandingsLine *line;   /* NULL when the standings have none */
} Row;

struct _HammerCrossTable
{
  GObject parent_instance;

  char *group;
  GArray *rows;                /* Row, in seed order */
  guint legs;
  /* Per cell (row * n + column): its matches in playing order (a
   * GPtrArray of HammerEventMatch), NULL for none. */
  GPtrArray **cells;
};

G_DEFINE_FINAL_TYPE (HammerCrossTable, hammer_cross_table, G_TYPE_OBJECT)

static void
row_clear (gpointer data)
{
  Row *row = data;

  g_clear_pointer (&row->name, g_free);
  g_clear_object (&row->line);
}

static void
hammer_cross_table_finalize (GObject *object)
{
  HammerCrossTable *self = HAMMER_CROSS_TABLE (object);
  guint n = self->rows->len;

  for (guint i = 0; self->cells != NULL && i < n * n; i++)
    g_clear_pointer (&self->cells[i], g_ptr_array_unref);
  g_free (self->cells);
  g_array_unref (self->rows);
  g_free (self->group);

  G_OBJECT_CLASS (hammer_cross_table_parent_class)->finalize (object);
}

static void
hammer_cross_table_class_init (HammerCrossTableClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_cross_table_finalize;
}

static void
hammer_cross_table_init (HammerCrossTable *self)
{
  self->rows = g_array_new (FALSE, TRUE, sizeof (Row));
  g_array_set_clear_func (self->rows, row_clear);
  self->legs = 1;
}

/* Seeded first, by seed; then by id, as they were entered. */
static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const Row *x = a, *y = b;
  guint sx = x->seed > 0 ? x->seed : G_MAXUINT, sy = y->seed > 0 ? y->seed : G_MAXUINT;

  if (sx != sy)
    return sx < sy ? -1 : 1;
  return x->id < y->id ? -1 : x->id > y->id;
}

static HammerStandingsLine *
find_line (GListModel *lines,
           gint64      entrant)
{
  for (guint i = 0; lines != NULL && i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (lines, i);

      if (hammer_standings_line_get_entrant (line) == entrant)
        return g_steal_pointer (&line);
    }
  return NULL;
}

static gboolean
plays_in (GPtrArray *matches,
          gint64     entrant)
{
  for (guint m = 0; m < matches->len; m++)
    if (hammer_event_match_get_entrant (matches->pdata[m], 0) == entrant ||
        hammer_event_match_get_entrant (matches->pdata[m], 1) == entrant)
      return TRUE;
  return FALSE;
}

static int
row_of (HammerCrossTable *self,
        gint64            entrant)
{
  for (guint r = 0; r < self->rows->len; r++)
    if (g_array_index (self->rows, Row, r).id == entrant)
      return (int) r;
  return -1;
}

static void
add_to_cell (HammerCrossTable *self,
             guint             row,
             guint             column,
             HammerEventMatch *match)
{
  GPtrArray **cell = &self->cells[row * self->rows->len + column];

  if (*cell == NULL)
    *cell = g_ptr_array_new_with_free_func (g_object_unref);
  g_ptr_array_add (*cell, g_object_ref (match));
}

/* The table of @group (every match for %NULL) over @matches, whose sides
 * are all known. */
static HammerCrossTable *
cross_table_new (HammerEvent *event,
                 const char  *group,
                 GPtrArray   *matches)
{
  HammerCrossTable *self = g_object_new (HAMMER_TYPE_CROSS_TABLE, NULL);
  GListModel *entrants = hammer_event_get_entrants (event);
  GListModel *lines = hammer_event_get_standings (event);
  guint n;

  self->group = g_strdup (group);
  for (guint i = 0; i < g_list_model_get_n_items (entrants); i++)
    {
      g_autoptr(HammerEntrant) entrant = g_list_model_get_item (entrants, i);
      Row row = {
        hammer_entrant_get_id (entrant),
        g_strdup (hammer_entrant_get_name (entrant)),
        hammer_entrant_get_seed (entrant),
        NULL,
      };

      if (!plays_in (matches, row.id))
        {
          g_free (row.name);
          continue;
        }
      row.line = find_line (lines, row.id);
      g_array_append_val (self->rows, row);
    }
  g_array_sort (self->rows, compare_rows);

  n = self->rows->len;
  self->cells = g_new0 (GPtrArray *, MAX (n * n, 1));
  for (guint m = 0; m < matches->len; m++)
    {
      HammerEventMatch *match = matches->pdata[m];
      int a = row_of (self, hammer_event_match_get_entrant (match, 0));
      int b = row_of (self, hammer_event_match_get_entrant (match, 1));

      if (a < 0 || b < 0 || a == b)
        continue;
      add_to_cell (self, a, b, match);
      add_to_cell (self, b, a, match);
      /* A pair met before: a double round robin, two legs a cell. */
      if (self->cells[a * n + b]->len > 1)
        self->legs = 2;
    }
  return self;
}

/* A match of the first stage, the one of the tables, and its table's name. */
static const char *
table_of (HammerEventMatch *match)
{
  return hammer_event_match_get_stage (match) == 0 ? hammer_event_match_get_bracket (match) : NULL;
}

GPtrArray *
hammer_cross_tables_new (HammerEvent *event,
                         GListModel  *matches)
{
  GPtrArray *tables;
  g_autoptr(GPtrArray) names = NULL;
  const HammerFormatInfo *info;
  gboolean groups;

  g_return_val_if_fail (HAMMER_IS_EVENT (event), NULL);
  g_return_val_if_fail (G_IS_LIST_MODEL (matches), NULL);

  tables = g_ptr_array_new_with_free_func (g_object_unref);
  info = hammer_format_get_info (hammer_event_get_format (event));
  if (info == NULL || (info->draw_shape != HAMMER_DRAW_SHAPE_CROSS_TABLE &&
                       info->draw_shape != HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET))
    return tables;
  groups = info->draw_shape == HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET;

  /* Groups in the order of their first match; everybody against everybody
   * is one table. */
  names = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);
      const char *name = table_of (match);

      if (name != NULL && !g_ptr_array_find_with_equal_func (names, name, g_str_equal, NULL))
        g_ptr_array_add (names, g_strdup (name));
    }
  if (!groups && names->len > 0)
    {
      g_ptr_array_set_size (names, 0);
      g_ptr_array_add (names, NULL);
    }

  for (guint t = 0; t < names->len; t++)
    {
      const char *name = names->pdata[t];
      g_autoptr(GPtrArray) table = g_ptr_array_new_with_free_func (g_object_unref);

      for (guint i = 0; i < g_list_model_get_n_items (matches); i++)
        {
          g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);
          const char *of = table_of (match);

          if (of != NULL && (name == NULL || g_str_equal (of, name)) &&
              hammer_event_match_get_entrant (match, 0) != 0 &&
              hammer_event_match_get_entrant (match, 1) != 0)
            g_ptr_array_add (table, g_steal_pointer (&match));
        }
      g_ptr_array_add (tables, cross_table_new (event, name, table));
    }
  return tables;
}

const char *
hammer_cross_table_get_group (HammerCrossTable *self)
{
  g_return_val_if_fail (HAMMER_IS_CROSS_TABLE (self), NULL);
  return self->group;
}

guint
hammer_cross_table_get_n_rows (HammerCrossTable *self)
{
  g_return_val_if_fail (HAMMER_IS_CROSS_TABLE (self), 0);
  return self->rows->len;
}

guint
hammer_cross_table_get_legs (HammerCrossTable *self)
{
  g_return_val_if_fail (HAMMER_IS_CROSS_TABLE (self), 1);
  return self->legs;
}

gint64
hammer_cross_table_get_entrant (HammerCrossTable *self,
                                guint             row)
{
  g_return_val_if_fail (HAMMER_IS_CROSS_TABLE (self), 0);
  g_return_val_if_fail (row < self->rows->len, 0);
  return g_array_index (self->rows, Row, row).id;
}

const char *
hammer_cross_table_get_name (HammerCrossTable *self,
                             guint             row)
{
  g_return_val_if_fail (HAMMER_IS_CROSS_TABLE (self), NULL);
  g_return_val_if_fail (row < self->rows->len, NULL);
  return g_array_index (self->rows, Row, row).name;
}

HammerEventMatch *
hammer_cross_table_get_match (HammerCrossTable *self,
                              guint             row,
                              guint             column,
                              guint             leg,
                              guint            *row_side)
{
  GPtrArray *cell;
  HammerEventMatch *match;

  g_return_val_if_fail (HAMMER_IS_CROSS_TABLE (self), NULL);
  g_return_val_if_fail (row < self->rows->len && column < self->rows->len, NULL);

  cell = self->cells[row * self->rows->len + column];
  if (cell == NULL || leg >= cell->len)
    return NULL;
  match = cell->pdata[leg];
  if (row_side != NULL)
    *row_side = hammer_event_match_get_entrant (match, 0) ==
                g_array_index (self->rows, Row, row).id ? 0 : 1;
  return match;
}

gboolean
hammer_cross_table_get_figure (HammerCrossTable *self,
                               guint             row,
                               const char       *member,
                               double           *value)
{
  HammerStandingsLine *line;

  g_return_val_if_fail (HAMMER_IS_CROSS_TABLE (self), FALSE);
  g_return_val_if_fail (row < self->rows->len, FALSE);
  g_return_val_if_fail (member != NULL, FALSE);

  line = g_array_index (self->rows, Row, row).line;
  if (line == NULL)
    return FALSE;
  if (hammer_standings_line_get_group (line) != NULL)
    return hammer_standings_line_get_group_figure (line, member, value);
  return hammer_standings_line_get_figure (line, member, value);
}

const char *
hammer_cross_table_get_place_label (HammerCrossTable *self,
                                    guint             row)
{
  HammerStandingsLine *line;

  g_return_val_if_fail (HAMMER_IS_CROSS_TABLE (self), NULL);
  g_return_val_if_fail (row < self->rows->len, NULL);

  line = g_array_index (self->rows, Row, row).line;
  if (line == NULL)
    return NULL;
  if (hammer_standings_line_get_group (line) != NULL)
    return hammer_standings_line_get_group_place_label (line);
  return hammer_standings_line_get_place_label (line);
}
