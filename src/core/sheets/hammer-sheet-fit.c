/* hammer-sheet-fit.c — the widths of a table's columns from what they hold
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "sheets/hammer-sheet-fit.h"

/* The width of @text in the rows' type, bold or not, each text measured
 * once: a long table repeats its figures many times over. */
static double
cell_width (HammerLayout *layout,
            GHashTable   *measured,
            const char   *text,
            double        size,
            gboolean      bold)
{
  g_autofree char *key = g_strdup_printf ("%c%s", bold ? 'b' : 'n', text);
  double *width = g_hash_table_lookup (measured, key);

  if (width == NULL)
    {
      width = g_new (double, 1);
      *width = hammer_layout_text_width (layout, text, size,
                                         bold ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL);
      g_hash_table_insert (measured, g_steal_pointer (&key), width);
    }
  return *width;
}

/* The width column @c needs to show its heading and each of its cells whole. */
static double
natural_width (HammerLayout            *layout,
               const HammerSheetColumn *column,
               guint                    c,
               GPtrArray               *rows,
               double                   size)
{
  g_autoptr(GHashTable) measured = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                          g_free);
  double width = hammer_layout_text_width (layout, column->title,
                                           size * HAMMER_SHEET_HEADER_TYPE, HAMMER_TEXT_BOLD);

  for (guint r = 0; rows != NULL && r < rows->len; r++)
    {
      const HammerSheetRow *row = g_ptr_array_index (rows, r);
      const char *text = NULL;

      if (row->section)
        continue;
      for (guint k = 0; row->cells[k] != NULL && k <= c; k++)
        if (k == c)
          text = row->cells[k];
      if (text != NULL && *text != '\0')
        width = MAX (width, cell_width (layout, measured, text, size, row->strong));
    }
  /* A point more than the type needs, against rounding in the renderer. */
  return width + 1;
}

/* The cap that the widest of @natural come down to so that all fit in
 * @width: the sum of MIN (natural, cap) is @width. */
static double
common_cap (const double *natural,
            guint         n,
            double        width)
{
  double low = 0, high = 0;

  for (guint c = 0; c < n; c++)
    high = MAX (high, natural[c]);
  for (guint step = 0; step < 50; step++)
    {
      double cap = (low + high) / 2, sum = 0;

      for (guint c = 0; c < n; c++)
        sum += MIN (natural[c], cap);
      if (sum > width)
        high = cap;
      else
        low = cap;
    }
  return low;
}

double
hammer_sheet_columns_natural_width (HammerLayout            *layout,
                                    const HammerSheetColumn *columns,
                                    guint                    n_columns,
                                    GPtrArray               *rows,
                                    const HammerSheetGrid   *grid,
                                    double                   row_h)
{
  double size, total = 0;

  g_return_val_if_fail (layout != NULL, 0);
  g_return_val_if_fail (grid != NULL, 0);

  size = hammer_sheet_grid_type_size (grid, row_h);
  for (guint c = 0; c < n_columns; c++)
    total += natural_width (layout, &columns[c], c, rows, size);
  return total;
}

HammerSheetColumn *
hammer_sheet_fit_columns (HammerLayout            *layout,
                          const HammerSheetColumn *columns,
                          guint                    n_columns,
                          GPtrArray               *rows,
                          const HammerSheetGrid   *grid,
                          double                   width,
                          double                   row_h)
{
  HammerSheetColumn *fitted;
  g_autofree double *natural = NULL;
  double size, total_weight = 0, total_natural = 0, deficit = 0, slack = 0;

  g_return_val_if_fail (layout != NULL, NULL);
  g_return_val_if_fail (columns != NULL || n_columns == 0, NULL);
  g_return_val_if_fail (grid != NULL, NULL);

  fitted = g_memdup2 (columns, sizeof *columns * MAX (n_columns, 1));
  if (n_columns == 0)
    return fitted;
  natural = g_new0 (double, n_columns);
  size = hammer_sheet_grid_type_size (grid, row_h);
  for (guint c = 0; c < n_columns; c++)
    {
      natural[c] = natural_width (layout, &columns[c], c, rows, size);
      total_natural += natural[c];
      total_weight += MAX (columns[c].weight, 0);
    }

  if (total_natural > width)
    {
      double cap = common_cap (natural, n_columns, width);

      for (guint c = 0; c < n_columns; c++)
        fitted[c].weight = MIN (natural[c], cap);
      return fitted;
    }

  /* Each column its share, then what a column lacks taken from those with
   * more than they need, in proportion to what they have spare. */
  for (guint c = 0; c < n_columns; c++)
    {
      double share = total_weight > 0 ? width * MAX (columns[c].weight, 0) / total_weight
                                      : width / n_columns;

      fitted[c].weight = share;
      if (natural[c] > share)
        deficit += natural[c] - share;
      else
        slack += share - natural[c];
    }
  for (guint c = 0; c < n_columns; c++)
    {
      if (natural[c] > fitted[c].weight)
        fitted[c].weight = natural[c];
      else if (slack > 0)
        fitted[c].weight -= deficit * (fitted[c].weight - natural[c]) / slack;
    }
  return fitted;
}
