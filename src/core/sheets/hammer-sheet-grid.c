/* hammer-sheet-grid.c — ruled tables, form bands and signature lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdarg.h>

#include "hammer-json.h"
#include "hammer-places.h"
#include "hammer-score-text.h"
#include "rules/hammer-rules.h"
#include "sheets/hammer-sheet-grid.h"

typedef struct
{
  double   header_shade;
  double   section_shade;
  double   strong_rule;
  /* Events: the column rules run the table's full height and a section
   * heading is shaded over them, inset; seasons: a section row has no
   * column rules and is ruled off like a total. */
  gboolean sections_over_rules;
} GridLook;

static const GridLook looks[] = {
  [HAMMER_SHEET_GRID_EVENT] = { 0.08, 0.05, 0.9, TRUE },
  [HAMMER_SHEET_GRID_SEASON] = { 0.12, 0.06, 0.8, FALSE },
};

static void
row_free (HammerSheetRow *row)
{
  g_strfreev (row->cells);
  g_free (row);
}

GPtrArray *
hammer_sheet_rows_new (void)
{
  return g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
}

void
hammer_sheet_rows_take (GPtrArray  *rows,
                        gboolean    strong,
                        gboolean    section,
                        char      **cells)
{
  HammerSheetRow *row = g_new0 (HammerSheetRow, 1);

  row->cells = cells;
  row->strong = strong;
  row->section = section;
  g_ptr_array_add (rows, row);
}

void
hammer_sheet_rows_add (GPtrArray *rows,
                       gboolean   strong,
                       guint      n_cells,
                       ...)
{
  char **cells = g_new0 (char *, n_cells + 1);
  va_list args;

  va_start (args, n_cells);
  for (guint i = 0; i < n_cells; i++)
    cells[i] = g_strdup (va_arg (args, const char *));
  va_end (args);
  hammer_sheet_rows_take (rows, strong, FALSE, cells);
}

void
hammer_sheet_rows_add_section (GPtrArray  *rows,
                               const char *title)
{
  char **cells = g_new0 (char *, 2);

  cells[0] = g_strdup (title);
  hammer_sheet_rows_take (rows, FALSE, TRUE, cells);
}

char *
hammer_sheet_int_text (gint64 value)
{
  return hammer_score_text (value);
}

const char *
hammer_sheet_compartment_title (guint k)
{
  static const char * const titles[] = { "1", "2", "3", "4" };

  return titles[hammer_sjoelbak_compartment_at (k)];
}

char **
hammer_sheet_line_cells (JsonObject *line,
                         guint       n_cells)
{
  char **cells = g_new0 (char *, n_cells + 1);

  cells[0] = hammer_standings_line_place_text (line, FALSE);
  cells[1] = hammer_standings_line_name_text (line);
  return cells;
}

char **
hammer_sheet_cells_new (guint n_cells)
{
  char **cells = g_new0 (char *, n_cells + 1);

  for (guint c = 0; c < n_cells; c++)
    cells[c] = g_strdup ("");
  return cells;
}

int
hammer_sheet_find_name (const char         *text,
                        const char * const *names,
                        guint               n_names)
{
  for (guint i = 0; text != NULL && i < n_names; i++)
    if (g_str_equal (text, names[i]))
      return (int) i;
  return -1;
}

gboolean
hammer_sheet_write_layout (HammerLayout   *layout,
                           GOutputStream  *stream,
                           GCancellable   *cancellable,
                           GError        **error)
{
  g_autoptr(HammerLayout) owned = layout;

  return owned != NULL && hammer_layout_write (owned, stream, cancellable, error);
}

gboolean
hammer_sheet_write_layout_to_file (HammerLayout  *layout,
                                   const char    *path,
                                   GError       **error)
{
  g_autoptr(HammerLayout) owned = layout;

  return owned != NULL && hammer_layout_write_to_file (owned, path, error);
}

/* The row of group headings over the columns. */
static void
draw_groups (HammerLayout          *layout,
             const HammerSheetGrid *grid,
             const double          *xs,
             double                 y,
             double                 width,
             double                 row_h,
             double                 size)
{
  double x = xs[0];

  hammer_layout_box (layout, x, y, width, row_h, 0, 0.16);
  for (guint g = 0; g < grid->n_groups; g++)
    {
      double left = xs[grid->groups[g].first], right = xs[grid->groups[g].last + 1];

      hammer_layout_text (layout, left, y, right - left, row_h, grid->groups[g].title, size,
                          HAMMER_TEXT_BOLD, HAMMER_ALIGN_CENTER);
      hammer_layout_line (layout, left, y, left, y + row_h, 0.5);
      hammer_layout_line (layout, right, y, right, y + row_h, 0.5);
    }
  hammer_layout_line (layout, x, y + row_h, x + width, y + row_h, 0.5);
}

static HammerTextFlags
cell_flags (const HammerSheetGrid *grid,
            const HammerSheetRow  *row)
{
  return (row->strong ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL)
         | (grid->wrap ? HAMMER_TEXT_WRAP : 0);
}

static void
draw_cells (HammerLayout          *layout,
            const HammerSheetGrid *grid,
            const double          *xs,
            const HammerSheetRow  *row,
            double                 y,
            double                 row_h,
            double                 size)
{
  for (guint c = 0; c < grid->n_columns && row->cells[c] != NULL; c++)
    hammer_layout_text (layout, xs[c], y, xs[c + 1] - xs[c], row_h, row->cells[c], size,
                        cell_flags (grid, row), grid->columns[c].align);
}

/* The left edges of @grid's columns drawn from @x, @width wide, and its
 * right edge. */
static double *
column_edges (const HammerSheetGrid *grid,
              double                 x,
              double                 width)
{
  double *xs = g_new0 (double, grid->n_columns + 1);
  double total = 0;

  for (guint c = 0; c < grid->n_columns; c++)
    total += grid->columns[c].weight;
  xs[0] = x;
  for (guint c = 0; c < grid->n_columns; c++)
    xs[c + 1] = xs[c] + width * grid->columns[c].weight / total;
  return xs;
}

static double
row_height (HammerLayout          *layout,
            const HammerSheetGrid *grid,
            const double          *xs,
            const HammerSheetRow  *row,
            double                 row_h)
{
  double size = hammer_sheet_grid_type_size (grid, row_h);
  double deepest = 0;

  if (!grid->wrap || row == NULL || row->section)
    return row_h;
  for (guint c = 0; c < grid->n_columns && row->cells[c] != NULL; c++)
    deepest = MAX (deepest, hammer_layout_text_height (layout, row->cells[c], xs[c + 1] - xs[c],
                                                       size, cell_flags (grid, row)));
  /* A line of text and the air a row of @row_h leaves around it. */
  return MAX (row_h, deepest + row_h - size * 1.2);
}

double
hammer_sheet_grid_row_height (HammerLayout          *layout,
                              const HammerSheetGrid *grid,
                              guint                  r,
                              double                 width,
                              double                 row_h)
{
  g_autofree double *xs = NULL;

  g_return_val_if_fail (layout != NULL && grid != NULL, row_h);
  g_return_val_if_fail (r < grid->rows->len, row_h);

  if (!grid->wrap)
    return row_h;
  xs = column_edges (grid, 0, width);
  return row_height (layout, grid, xs, g_ptr_array_index (grid->rows, r), row_h);
}

static void
draw_section (HammerLayout         *layout,
              const GridLook       *look,
              const HammerSheetRow *row,
              double                x,
              double                y,
              double                width,
              double                row_h,
              double                size)
{
  /* Inset, so that the rules around the row stay whole. */
  if (look->sections_over_rules)
    hammer_layout_box (layout, x + 0.2, y + 0.3, width - 0.4, row_h - 0.6, 0,
                       look->section_shade);
  else
    hammer_layout_box (layout, x, y, width, row_h, 0, look->section_shade);
  hammer_layout_text (layout, x, y, width, row_h, row->cells[0], size, HAMMER_TEXT_BOLD,
                      HAMMER_ALIGN_START);
}

double
hammer_sheet_grid_type_size (const HammerSheetGrid *grid,
                             double                 row_h)
{
  return grid->font > 0 ? grid->font : CLAMP (row_h * 0.56, 6.0, 10.0);
}

double
hammer_sheet_draw_grid (HammerLayout          *layout,
                        const HammerSheetGrid *grid,
                        double                 x,
                        double                 y,
                        double                 width,
                        double                 row_h)
{
  const GridLook *look = &looks[grid->look];
  g_autofree double *xs = column_edges (grid, x, width);
  g_autofree double *tops = g_new0 (double, grid->count + grid->n_blank + 1);
  double top = y, body;
  double size = hammer_sheet_grid_type_size (grid, row_h);
  guint n_columns = grid->n_columns;

  if (grid->n_groups > 0)
    {
      draw_groups (layout, grid, xs, y, width, row_h, size);
      y += row_h;
    }
  body = y;
  hammer_layout_box (layout, x, y, width, row_h, 0, look->header_shade);
  for (guint c = 0; c < n_columns; c++)
    hammer_layout_text (layout, xs[c], y, xs[c + 1] - xs[c], row_h, grid->columns[c].title,
                        size * HAMMER_SHEET_HEADER_TYPE, HAMMER_TEXT_BOLD,
                        grid->columns[c].align);
  y += row_h;
  hammer_layout_line (layout, x, y, x + width, y, 1.0);

  for (guint r = 0; r < grid->count + grid->n_blank; r++)
    {
      HammerSheetRow *row = r < grid->count ? g_ptr_array_index (grid->rows, grid->first + r)
                                            : NULL;
      gboolean heavy = (grid->band > 0 && (r + 1) % grid->band == 0) ||
                       (row != NULL && row->strong);
      double h = row_height (layout, grid, xs, row, row_h);

      tops[r] = y;
      if (row != NULL && row->section && !look->sections_over_rules)
        {
          draw_section (layout, look, row, x, y, width, h, size);
          heavy = TRUE;
        }
      else if (row != NULL && !row->section)
        draw_cells (layout, grid, xs, row, y, h, size);
      if (!look->sections_over_rules && row != NULL && !row->section)
        for (guint c = 1; c < n_columns; c++)
          hammer_layout_line (layout, xs[c], y, xs[c], y + h, 0.3);
      y += h;
      hammer_layout_line (layout, x, y, x + width, y, heavy ? look->strong_rule : 0.3);
    }

  /* The column rules: under the header only where the rows draw their
   * own, else the full height with the section headings shaded over. */
  for (guint c = 1; c < n_columns; c++)
    hammer_layout_line (layout, xs[c], body, xs[c], look->sections_over_rules ? y : body + row_h,
                        0.3);
  for (guint r = 0; look->sections_over_rules && r < grid->count; r++)
    {
      HammerSheetRow *row = g_ptr_array_index (grid->rows, grid->first + r);

      if (row->section)
        draw_section (layout, look, row, x, tops[r], width, row_h, size);
    }
  hammer_layout_box (layout, x, top, width, y - top, 1.0, 0);
  return y - top;
}

/* The smallest type of a band's texts: two lines of it fit its height. */
#define SHEET_BAND_MIN_TYPE 7.0

void
hammer_sheet_draw_band (HammerLayout *layout,
                        double        x,
                        double        y,
                        double        width,
                        const char   *title,
                        const char   *line)
{
  double avail = width - 4;
  double title_w = hammer_layout_text_width (layout, title, 11, HAMMER_TEXT_BOLD);
  double line_w = hammer_layout_text_width (layout, line, 9.5, HAMMER_TEXT_BOLD);
  double title_size = 11, line_size = 9.5;
  HammerTextFlags title_flags = HAMMER_TEXT_BOLD, line_flags = HAMMER_TEXT_BOLD;

  /* Both whole on one line where they fit; else the title keeps half the
   * band, each text smaller, and at the smallest type wraps in two lines
   * of the band's height. */
  if (title_w + line_w > avail)
    {
      double title_box = MIN (title_w, avail * 0.5);

      if (title_w > title_box)
        {
          title_size = MAX (SHEET_BAND_MIN_TYPE, 11 * title_box / title_w);
          title_flags |= HAMMER_TEXT_WRAP;
        }
      line_size = MAX (SHEET_BAND_MIN_TYPE, MIN (9.5, 9.5 * (avail - title_box) / line_w));
      if (line_w * line_size / 9.5 > avail - title_box)
        line_flags |= HAMMER_TEXT_WRAP;
      title_w = title_box;
    }
  hammer_layout_box (layout, x, y, width, 22, 0, 0.13);
  hammer_layout_line (layout, x, y, x + width, y, 2.0);
  hammer_layout_text (layout, x + 2, y, title_w, 22, title, title_size, title_flags,
                      HAMMER_ALIGN_START);
  hammer_layout_text (layout, x + 2 + title_w, y, avail - title_w, 22, line, line_size,
                      line_flags, HAMMER_ALIGN_END);
}

void
hammer_sheet_draw_signatures (HammerLayout       *layout,
                              double              x,
                              double              y,
                              double              width,
                              const char * const *labels)
{
  guint n = g_strv_length ((char **) labels);

  for (guint i = 0; i < n; i++)
    {
      double cx = x + i * width / n;

      hammer_layout_line (layout, cx + 3, y + 18, cx + width / n - 9, y + 18, 0.5);
      hammer_layout_text (layout, cx, y + 19, width / n, 10, labels[i], 7, HAMMER_TEXT_MUTED,
                          HAMMER_ALIGN_START);
    }
}
