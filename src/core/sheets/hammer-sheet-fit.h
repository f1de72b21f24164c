/* hammer-sheet-fit.h — the widths of a table's columns from what they hold
 *
 * Internal to src/core/sheets: not part of hammer-core.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "sheets/hammer-sheet-grid.h"

G_BEGIN_DECLS

/* @columns with their weights set to widths in points across @width, so
 * that every heading and every cell of @rows (a section's heading spans the
 * row and is left out) reads whole, in the type hammer_sheet_draw_grid()
 * gives @grid at @row_h. Where the page has room, each column keeps at
 * least its share by the weights it was given, and what is left over goes
 * to the columns with room to spare in proportion to it; where it has not,
 * the widest columns (names) give way first, down to the width of the
 * others. Returns a new array of @n_columns; the titles are not copied. */
HammerSheetColumn *hammer_sheet_fit_columns (HammerLayout            *layout,
                                             const HammerSheetColumn *columns,
                                             guint                    n_columns,
                                             GPtrArray               *rows,
                                             const HammerSheetGrid   *grid,
                                             double                   width,
                                             double                   row_h);
/* The width @columns need to show every heading and cell of @rows whole,
 * in the type of @grid at @row_h. */
double             hammer_sheet_columns_natural_width (HammerLayout            *layout,
                                                       const HammerSheetColumn *columns,
                                                       guint                    n_columns,
                                                       GPtrArray               *rows,
                                                       const HammerSheetGrid   *grid,
                                                       double                   row_h);

G_END_DECLS
