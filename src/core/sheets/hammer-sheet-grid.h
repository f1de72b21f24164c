/* hammer-sheet-grid.h — what every printed document draws alike: ruled
 * tables, the band across the top of a form and the lines to sign on
 *
 * The documents of events (hammer-sheets.h), of seasons and of leagues
 * (hammer-season-sheets.h) all draw through these, so that their paper
 * looks alike. Internal to src/core/sheets: not part of hammer-core.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "sheets/hammer-layout.h"

G_BEGIN_DECLS

/* The height of a table row, in points, where nothing asks for another. */
#define HAMMER_SHEET_ROW 15.0
/* The header's type against the rows'. */
#define HAMMER_SHEET_HEADER_TYPE 0.9

typedef struct
{
  const char  *title;
  double       weight;   /* of the table's width, against the other columns' */
  HammerAlign  align;
} HammerSheetColumn;

/* A heading over the columns @first to @last. */
typedef struct
{
  const char *title;
  guint       first;
  guint       last;
} HammerSheetGroup;

typedef struct
{
  char     **cells;
  gboolean   strong;
  gboolean   section;   /* a shaded heading across the whole row, in cells[0] */
} HammerSheetRow;

/* An array of HammerSheetRow, which it owns. */
GPtrArray *hammer_sheet_rows_new          (void);
/* Adds a row of @cells, which it takes. */
void       hammer_sheet_rows_take         (GPtrArray   *rows,
                                           gboolean     strong,
                                           gboolean     section,
                                           char       **cells);
/* Adds a row of @n_cells copies of the texts that follow. */
void       hammer_sheet_rows_add          (GPtrArray   *rows,
                                           gboolean     strong,
                                           guint        n_cells,
                                           ...);
void       hammer_sheet_rows_add_section  (GPtrArray   *rows,
                                           const char  *title);

/* The two looks of a table. An event's paper has a light header and its
 * section headings sit inside the column rules; a season's and a league's
 * have a darker header and rule a section heading off as strongly as a
 * total. */
typedef enum
{
  HAMMER_SHEET_GRID_EVENT,
  HAMMER_SHEET_GRID_SEASON,
} HammerSheetGridLook;

/* A ruled table: a shaded header (with a row of group headings over it
 * when @groups are given), @count rows of @rows from @first, then @n_blank
 * empty rows to be written in. A heavier rule after every @band rows
 * groups them (ends of a game, the two sides of a round). */
typedef struct
{
  const HammerSheetColumn *columns;
  guint                    n_columns;
  const HammerSheetGroup  *groups;
  guint                    n_groups;
  GPtrArray               *rows;
  guint                    first;
  guint                    count;
  guint                    n_blank;
  guint                    band;
  double                   font;   /* the type's size; 0: by the row height */
  HammerSheetGridLook      look;
  /* Whether a cell too long for its column wraps, its row as deep as its
   * lines need, rather than being cut. */
  gboolean                 wrap;
} HammerSheetGrid;

/* The size of the type in the rows of @grid drawn @row_h high; the header
 * has nine tenths of it, in bold. */
double     hammer_sheet_grid_type_size    (const HammerSheetGrid *grid,
                                           double                 row_h);
/* The height of row @r of @grid's rows drawn @width wide: @row_h, or more
 * when the grid wraps and a cell needs more lines. */
double     hammer_sheet_grid_row_height   (HammerLayout          *layout,
                                           const HammerSheetGrid *grid,
                                           guint                  r,
                                           double                 width,
                                           double                 row_h);
/* Draws @grid at (@x, @y), @width wide, rows @row_h high (deeper where a
 * wrapping grid's cell needs it); returns the height used. */
double     hammer_sheet_draw_grid         (HammerLayout          *layout,
                                           const HammerSheetGrid *grid,
                                           double                 x,
                                           double                 y,
                                           double                 width,
                                           double                 row_h);

/* The band across the top of a form, 22 points high: @title on the left,
 * @line (what the form is for: a match, a night) on the right. */
void       hammer_sheet_draw_band         (HammerLayout  *layout,
                                           double         x,
                                           double         y,
                                           double         width,
                                           const char    *title,
                                           const char    *line);
/* Lines to sign on, side by side across @width, one for each of the
 * %NULL-terminated @labels, which stand under them. */
void       hammer_sheet_draw_signatures   (HammerLayout       *layout,
                                           double              x,
                                           double              y,
                                           double              width,
                                           const char * const *labels);

/* A number on paper, a negative one with the minus sign of
 * hammer_score_text(). */
char      *hammer_sheet_int_text          (gint64         value);

/* Sjoelbak: the title on a card of compartment @k (0 to 3) from the left,
 * in the board's order (hammer_sjoelbak_compartment_at()). */
const char *hammer_sheet_compartment_title (guint          k);
/* The cells of a ranked line (a standings line, a member of a season): its
 * place as hammer_standings_line_place_text() writes it and its name (as
 * hammer_standings_line_name_text(): "(withdrawn)" after it), then
 * @n_cells - 2 for the caller to fill. */
char     **hammer_sheet_line_cells        (JsonObject    *line,
                                           guint          n_cells);
/* @n_cells empty cells, to fill in. */
char     **hammer_sheet_cells_new         (guint          n_cells);

/* The position of @text in @names, -1 where it is not there: the kinds of
 * a document are named in the order of their enum. */
int        hammer_sheet_find_name         (const char         *text,
                                           const char * const *names,
                                           guint               n_names);

/* Writes @layout, which it takes, as PDF to @stream. A %NULL @layout (a
 * document that could not be laid out, @error set) writes nothing. */
gboolean   hammer_sheet_write_layout      (HammerLayout   *layout,
                                           GOutputStream  *stream,
                                           GCancellable   *cancellable,
                                           GError        **error);
/* The same to the file @path, as hammer_layout_write_to_file() does. */
gboolean   hammer_sheet_write_layout_to_file (HammerLayout  *layout,
                                              const char    *path,
                                              GError       **error);

G_END_DECLS
