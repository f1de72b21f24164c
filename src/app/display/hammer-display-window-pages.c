/* hammer-display-window-pages.c — what fits on the display window, the
 * boards' cards fitted to the screen, and its pages when the sections take
 * turns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-display-window-private.h"

static void
standing_row_set_visible (HammerDisplayStandingRow *row,
                          gboolean                  visible,
                          gboolean                  with_points)
{
  gtk_widget_set_visible (GTK_WIDGET (row->place), visible);
  gtk_widget_set_visible (GTK_WIDGET (row->name), visible);
  gtk_widget_set_visible (GTK_WIDGET (row->record), visible);
  gtk_widget_set_visible (GTK_WIDGET (row->points), visible && with_points);
}

/* How many pages the standings take while the sections take turns. */
static guint
standings_pages (HammerDisplayWindow *self)
{
  guint per_page = MAX (self->standings_per_page, 1);

  if (!self->has_standings)
    return 0;
  return self->paged ? (self->n_standings + per_page - 1) / per_page : 1;
}

/* How many pages the boards take while the sections take turns. */
static guint
boards_pages (HammerDisplayWindow *self)
{
  guint n = self->n_cards;
  guint per_page = MAX (self->boards_per_page, 1);

  if (!self->has_boards)
    return 0;
  return self->paged ? MAX ((n + per_page - 1) / per_page, 1) : 1;
}

/* Shows the cards of the boards the screen holds now, and says which they
 * are when they are not all. */
static void
show_board_cards (HammerDisplayWindow *self)
{
  guint n = self->n_cards;
  guint first = self->boards_first;
  guint last = MIN (first + MAX (self->boards_per_page, 1), n);
  g_autofree char *heading = NULL;

  GtkFlowBoxChild *child;

  /* The cards are all there, for their sizes to be known; those of other
   * pages are hidden. */
  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    gtk_widget_set_visible (GTK_WIDGET (child), !self->paged || (i >= first && i < last));
  if (self->paged && (first > 0 || last < n))
    /* TRANSLATORS: the heading of the hall's boards when they show a part
     * at a time: "Boards · 5–8 of 12". */
    heading = g_strdup_printf (_("Boards · %u–%u of %u"), first + 1, last, n);
  gtk_label_set_text (self->boards_heading, heading != NULL ? heading : _("Boards"));
}

/* Shows the lines of the standings the screen holds now, and says which
 * they are when they are not all. */
void
_hammer_display_window_show_standing_lines (HammerDisplayWindow *self)
{
  gboolean with_points = gtk_widget_get_visible (GTK_WIDGET (self->heading.points));
  guint first = self->standings_first;
  guint last = MIN (first + MAX (self->standings_per_page, 1), self->n_standings);
  g_autofree char *heading = NULL;

  for (guint r = 0; r < self->standing_rows->len; r++)
    standing_row_set_visible (g_ptr_array_index (self->standing_rows, r),
                              r < self->n_standings && r >= first && r < last, with_points);
  if ((first > 0 || last < self->n_standings) && self->standings_title != NULL)
    /* TRANSLATORS: the heading of an event's standings on the hall display
     * of a day when they show a part at a time: "Singles · Standings ·
     * 13–24 of 32". */
    heading = g_strdup_printf (_("%s · Standings · %u–%u of %u"), self->standings_title,
                               first + 1, last, self->n_standings);
  else if (first > 0 || last < self->n_standings)
    /* TRANSLATORS: the heading of the hall's standings when they show a
     * part at a time: "Standings · 13–24 of 32". */
    heading = g_strdup_printf (_("Standings · %u–%u of %u"), first + 1, last, self->n_standings);
  else if (self->standings_title != NULL)
    /* TRANSLATORS: the heading of an event's standings on the hall display
     * of a day: "Singles · Standings". */
    heading = g_strdup_printf (_("%s · Standings"), self->standings_title);
  gtk_label_set_text (self->standings_heading, heading != NULL ? heading : _("Standings"));
}

/* Pages */

void
_hammer_display_window_show_page (HammerDisplayWindow *self)
{
  gboolean all = !self->paged;

  gtk_widget_set_visible (self->boards_section,
                          self->has_boards && (all || self->page == PAGE_BOARDS));
  gtk_widget_set_visible (self->side_column, all || self->page != PAGE_BOARDS);
  gtk_widget_set_visible (self->results_section, all || self->page == PAGE_RESULTS);
  gtk_widget_set_visible (self->standings_section,
                          self->has_standings && (all || self->page == PAGE_STANDINGS));
  gtk_widget_set_hexpand (self->side_column, self->paged || !self->has_boards);

  /* Taking turns, the screen says how many pages there are. */
  gtk_widget_set_visible (GTK_WIDGET (self->page_label), self->paged);
  if (self->paged)
    {
      guint before_results = boards_pages (self);
      guint n_pages = before_results + 1 + standings_pages (self);
      guint index = self->page == PAGE_BOARDS ? self->boards_first / MAX (self->boards_per_page, 1)
                    : self->page == PAGE_RESULTS ? before_results
                    : before_results + 1
                      + self->standings_first / MAX (self->standings_per_page, 1);
      /* TRANSLATORS: on the display window when its sections take turns. */
      g_autofree char *text = g_strdup_printf (_("Page %u of %u"), MIN (index + 1, n_pages),
                                               n_pages);

      gtk_label_set_text (self->page_label, text);
    }
  show_board_cards (self);
  _hammer_display_window_show_standing_lines (self);
}

static int
natural_height (GtkWidget *widget,
                int        width)
{
  int natural = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_VERTICAL, width, NULL, &natural, NULL, NULL);
  return natural;
}

/* The card grid: columns and rows chosen from the number of cards and the
 * room there is, the type scaled with the cards. */

/* Sets @scale on the labels of @widget and below. */
static void
scale_labels (GtkWidget *widget,
              double     scale)
{
  if (GTK_IS_LABEL (widget))
    {
      g_autoptr(PangoAttrList) attrs = pango_attr_list_new ();

      pango_attr_list_insert (attrs, pango_attr_scale_new (scale));
      gtk_label_set_attributes (GTK_LABEL (widget), attrs);
      return;
    }
  if (GTK_IS_BOX (widget))
    gtk_box_set_spacing (GTK_BOX (widget),
                         (int) (CARD_SPACING * scale * (gtk_orientable_get_orientation (
                           GTK_ORIENTABLE (widget)) == GTK_ORIENTATION_HORIZONTAL ? 2 : 1)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    scale_labels (child, scale);
}

void
_hammer_display_window_scale_card (HammerDisplayWindow *self,
                                   GtkWidget           *card)
{
  g_return_if_fail (HAMMER_IS_DISPLAY_WINDOW (self));

  scale_labels (card, self->card_scale > 0 ? self->card_scale : 1);
}

/* The @i-th card the fit measures: while it searches, only the few that
 * need the most room (fit_probes), else every one; NULL past the last. */
static GtkWidget *
fit_card (HammerDisplayWindow *self,
          guint                i)
{
  if (self->fit_probes != NULL)
    return i < self->fit_probes->len ? g_ptr_array_index (self->fit_probes, i) : NULL;
  return GTK_WIDGET (gtk_flow_box_get_child_at_index (self->board_grid, i));
}

static void
scale_cards (HammerDisplayWindow *self,
             double               scale)
{
  GtkWidget *child;

  for (guint i = 0; (child = fit_card (self, i)) != NULL; i++)
    scale_labels (gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child)), scale);
}

/* Whether every card fits a cell @width by @height with its type at
 * @scale: its lines wrapped to the width no taller than the cell, its
 * board's name and minutes side by side. */
static gboolean
cards_fit (HammerDisplayWindow *self,
           double               scale,
           int                  width,
           int                  height)
{
  GtkWidget *child;

  scale_cards (self, scale);
  for (guint i = 0; (child = fit_card (self, i)) != NULL; i++)
    {
      int min_width = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      if (min_width > width || natural_height (child, width) > height)
        return FALSE;
    }
  return TRUE;
}

typedef struct
{
  guint  columns;
  guint  rows;
  double scale;   /* 0 when the cards do not fit at the smallest that reads */
  int    width;   /* of a cell */
  int    height;
} CardGrid;

/* @columns of @per_page cards in @width by @height, at the largest scale
 * at which they fit, in steps of a twentieth. */
static CardGrid
grid_for_columns (HammerDisplayWindow *self,
                  guint                per_page,
                  guint                columns,
                  int                  width,
                  int                  height)
{
  int spacing = (int) gtk_flow_box_get_column_spacing (self->board_grid);
  guint low = 0, high = (guint) ((MAX_CARD_SCALE - self->min_card_scale) * 20 + 0.5);
  CardGrid grid = { columns, (per_page + columns - 1) / columns, 0, 0, 0 };

  grid.width = (width - (int) (columns - 1) * spacing) / (int) columns;
  grid.height = (height - (int) (grid.rows - 1) * spacing) / (int) grid.rows;
  if (grid.width <= 0 || grid.height <= 0 ||
      !cards_fit (self, self->min_card_scale, grid.width, grid.height))
    return grid;
  while (low < high)
    {
      guint mid = (low + high + 1) / 2;

      if (cards_fit (self, self->min_card_scale + mid / 20.0, grid.width, grid.height))
        low = mid;
      else
        high = mid - 1;
    }
  grid.scale = MIN (self->min_card_scale + low / 20.0, MAX_CARD_SCALE);
  return grid;
}

/* The grid that shows @per_page cards in @width by @height largest; of
 * those nearly as large, the one with the fewest columns, whose names
 * wrap least. */
static CardGrid
best_grid (HammerDisplayWindow *self,
           guint                per_page,
           int                  width,
           int                  height)
{
  guint most = MIN (MAX (per_page, 1), MAX_CARD_COLUMNS);
  g_autofree CardGrid *grids = g_new0 (CardGrid, most);
  CardGrid best = { 1, MAX (per_page, 1), 0, width, height };

  for (guint c = 0; c < most; c++)
    {
      grids[c] = grid_for_columns (self, MAX (per_page, 1), c + 1, width, height);
      if (grids[c].scale > best.scale)
        best = grids[c];
    }
  for (guint c = 0; c < most; c++)
    if (best.scale > 0 && grids[c].scale >= best.scale * 0.9)
      return grids[c];
  return best;
}

/* How many cards a page holds in @width by @height at the smallest type
 * that reads from across a hall; at least one. */
static guint
cards_readable (HammerDisplayWindow *self,
                int                  width,
                int                  height)
{
  int spacing = (int) gtk_flow_box_get_column_spacing (self->board_grid);
  guint most = 1;

  scale_cards (self, self->min_card_scale);
  for (guint columns = 1; columns <= MIN (MAX (self->n_cards, 1), MAX_CARD_COLUMNS); columns++)
    {
      int cell = (width - (int) (columns - 1) * spacing) / (int) columns;
      int tallest = 1;
      GtkWidget *child;

      for (guint i = 0; (child = fit_card (self, i)) != NULL; i++)
        {
          int min_width = 0;

          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL,
                              NULL);
          tallest = min_width > cell ? G_MAXINT / 2 : MAX (tallest, natural_height (child, cell));
        }
      most = MAX (most, columns * (guint) MAX ((height + spacing) / (tallest + spacing), 0));
    }
  return most;
}

/* Lays the cards out as @grid says. */
static void
apply_grid (HammerDisplayWindow *self,
            const CardGrid      *grid)
{
  /* Every card, not only those the search measured. */
  g_autoptr(GPtrArray) probes = g_steal_pointer (&self->fit_probes);
  GtkFlowBoxChild *child;

  self->card_scale = MAX (grid->scale, self->min_card_scale);
  self->grid_columns = grid->columns;
  self->grid_height = grid->height;
  scale_cards (self, self->card_scale);
  self->fit_probes = g_steal_pointer (&probes);
  /* So many to a line whatever the cards' natural width; a window made
   * narrower than that is fitted again once it is laid out. */
  gtk_flow_box_set_max_children_per_line (self->board_grid, grid->columns);
  gtk_flow_box_set_min_children_per_line (self->board_grid, grid->columns);
  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    gtk_widget_set_size_request (GTK_WIDGET (child), -1, grid->height);
}

/* Whether the last fit holds for the sections @width by @height: the same
 * room, as many cards and standings' lines. A reading of the day every few
 * seconds then measures nothing; the new cards take the grid's size. */
static gboolean
fit_holds (HammerDisplayWindow *self,
           int                  width,
           int                  height)
{
  GtkFlowBoxChild *child;

  if (width != self->fitted_width || height != self->fitted_height ||
      self->n_cards != self->fitted_cards || self->n_standings != self->fitted_standings ||
      self->has_boards != self->fitted_has_boards)
    return FALSE;
  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    if (self->grid_height > 0)
      gtk_widget_set_size_request (GTK_WIDGET (child), -1, self->grid_height);
  _hammer_display_window_show_page (self);
  return TRUE;
}

/* The height below the boards' heading of a section @height high. */
static int
cards_height (HammerDisplayWindow *self,
              int                  height)
{
  return height - natural_height (GTK_WIDGET (self->boards_heading), -1) -
         gtk_box_get_spacing (GTK_BOX (self->boards_section));
}

/* The boards' cards alone on the screen @width by @height: all of them as
 * large as fits, or when that is too small to read from across the hall,
 * as few pages as the cards need, each as full as the others. */
static void
fit_boards_alone (HammerDisplayWindow *self,
                  int                  width,
                  int                  height)
{
  CardGrid grid = best_grid (self, self->n_cards, width, cards_height (self, height));

  if (grid.scale < self->min_card_scale)
    {
      guint most = cards_readable (self, width, cards_height (self, height));
      guint pages = (self->n_cards + most - 1) / most;

      self->boards_per_page = (self->n_cards + pages - 1) / pages;
      grid = best_grid (self, self->boards_per_page, width, cards_height (self, height));
    }
  else
    self->boards_per_page = MAX (self->n_cards, 1);
  apply_grid (self, &grid);
}

/* The height of one line of the standings with the spacing below it. */
static int
standing_line_height (HammerDisplayWindow *self)
{
  /* The lines are set larger than their heading. */
  HammerDisplayStandingRow *line =
    self->standing_rows->len > 0 ? g_ptr_array_index (self->standing_rows, 0) : &self->heading;

  return natural_height (GTK_WIDGET (line->name), -1) +
         gtk_grid_get_row_spacing (self->standings_grid);
}

/* Adds to @probes the @n cards tallest in a cell @width wide. */
static void
add_tallest (HammerDisplayWindow *self,
             GPtrArray           *probes,
             int                  width,
             guint                n)
{
  g_autoptr(GPtrArray) cards = g_ptr_array_new ();
  g_autofree int *heights = NULL;
  GtkWidget *child;

  for (guint i = 0; (child = fit_card (self, i)) != NULL; i++)
    g_ptr_array_add (cards, child);
  heights = g_new0 (int, MAX (cards->len, 1));
  for (guint i = 0; i < cards->len; i++)
    heights[i] = natural_height (g_ptr_array_index (cards, i), MAX (width, 1));
  for (guint k = 0; k < n && k < cards->len; k++)
    {
      guint tallest = 0;

      for (guint i = 1; i < cards->len; i++)
        if (heights[i] > heights[tallest])
          tallest = i;
      if (heights[tallest] < 0)
        break;
      if (!g_ptr_array_find (probes, g_ptr_array_index (cards, tallest), NULL))
        g_ptr_array_add (probes, g_ptr_array_index (cards, tallest));
      heights[tallest] = -1;
    }
}

/* The few cards that need the most room, at the smallest type that reads,
 * in a wide cell and a narrow one of the boards' @width, and the widest:
 * the ones the search for a grid measures, rather than every card for every
 * candidate. The cards all have the same lines; those with the longest
 * names stay the tallest at other widths and sizes. */
static GPtrArray *
pick_probes (HammerDisplayWindow *self,
             int                  width)
{
  GPtrArray *probes = g_ptr_array_new_with_free_func (g_object_unref);
  GtkWidget *widest = NULL, *child;
  int most = -1;

  scale_cards (self, self->min_card_scale);
  for (guint i = 0; (child = fit_card (self, i)) != NULL; i++)
    {
      int min_width = 0;

      gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
      if (min_width > most)
        {
          most = min_width;
          widest = child;
        }
    }
  if (widest != NULL)
    g_ptr_array_add (probes, widest);
  add_tallest (self, probes, width / 2, 3);
  add_tallest (self, probes, width / MAX_CARD_COLUMNS, 3);
  for (guint i = 0; i < probes->len; i++)
    g_object_ref (g_ptr_array_index (probes, i));
  return probes;
}

/* Side by side, the boards take three fifths of the width and the results
 * and the whole standings the rest; when either does not fit, they take
 * turns, and the standings take as many pages as their lines need. */
static gboolean
fit_tick_cb (GtkWidget     *widget,
             GdkFrameClock *clock,
             gpointer       user_data)
{
  HammerDisplayWindow *self = HAMMER_DISPLAY_WINDOW (widget);
  int width = gtk_widget_get_width (self->sections);
  int height = gtk_widget_get_height (self->sections);
  int boards_width = (width - 32) * 3 / 5;
  int side_width = width - 32 - boards_width;
  int side_min = 0;
  int line_height, side_lines;
  GtkFlowBoxChild *child;
  gboolean fits;

  self->fit_tick = 0;
  /* Not laid out yet, or hidden: the next allocation that gives the
   * sections room fits them (hammer_display_window_size_allocate()). */
  if (width <= 0 || height <= 0)
    {
      self->fitted_width = self->fitted_height = 0;
      return G_SOURCE_REMOVE;
    }
  if (fit_holds (self, width, height))
    return G_SOURCE_REMOVE;
  self->fitted_width = width;
  self->fitted_height = height;
  self->fitted_cards = self->n_cards;
  self->fitted_standings = self->n_standings;
  self->fitted_has_boards = self->has_boards;
  self->grid_height = 0;
  self->min_card_scale = MIN (READABLE_SCALE * gtk_widget_get_height (GTK_WIDGET (self)) /
                              READABLE_HEIGHT, MAX_CARD_SCALE);

  /* Every card is measured, those of other pages too: they are shown for
   * it, and show_page() hides them again before anything is drawn. */
  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    {
      gtk_widget_set_visible (GTK_WIDGET (child), TRUE);
      gtk_widget_set_size_request (GTK_WIDGET (child), -1, -1);
    }

  self->fit_probes = pick_probes (self, width);

  line_height = MAX (standing_line_height (self), 1);
  /* Side by side, the standings have the room below the results; alone,
   * the whole height. Either way below the section's and the columns'
   * headings. */
  side_lines = (height - natural_height (self->day_id != 0 ? GTK_WIDGET (self->next_list)
                                                           : GTK_WIDGET (self->results_grid),
                                        side_width) -
                2 * HEADING_HEIGHT - 32 - line_height) / line_height;
  gtk_widget_measure (GTK_WIDGET (self->standings_grid), GTK_ORIENTATION_HORIZONTAL, -1,
                      &side_min, NULL, NULL, NULL);
  /* Beside the boards, the standings must show all their lines or at
   * least the first eight at a time, and the boards' cards all of them a
   * quarter larger than the smallest that reads; else each section has
   * the screen in turn. */
  fits = side_min <= side_width && side_lines >= (int) MIN (self->n_standings, MIN_SIDE_LINES);
  if (fits && self->has_boards)
    {
      CardGrid grid = best_grid (self, self->n_cards, boards_width, cards_height (self, height));

      fits = grid.scale >= self->min_card_scale * SIDE_CARD_FACTOR;
      if (fits)
        apply_grid (self, &grid);
    }
  self->standings_per_page = (guint) MAX (fits ? side_lines
                                               : (height - HEADING_HEIGHT - line_height) /
                                                 line_height, 1);
  if (fits)
    self->boards_per_page = G_MAXUINT / 2;
  else if (self->has_boards)
    fit_boards_alone (self, width, height);

  g_clear_pointer (&self->fit_probes, g_ptr_array_unref);
  gtk_widget_set_size_request (self->side_column, fits ? side_width : -1, -1);
  if (self->paged != !fits)
    {
      self->paged = !fits;
      self->page = PAGE_BOARDS;
      self->standings_first = 0;
      self->boards_first = 0;
    }
  _hammer_display_window_show_page (self);
  return G_SOURCE_REMOVE;
}

void
_hammer_display_window_queue_fit_check (HammerDisplayWindow *self)
{
  /* In the next frame, before it is laid out: it cannot wait behind the
   * frames that come one after the other (a call sliding in, the clock),
   * as an idle would while the unfitted screen, a card a page, shows. */
  if (self->fit_tick == 0)
    self->fit_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), fit_tick_cb, NULL, NULL);
}

void
hammer_display_window_next_page (HammerDisplayWindow *self)
{
  g_return_if_fail (HAMMER_IS_DISPLAY_WINDOW (self));

  /* Beside the boards, the standings turn over to their next lines. */
  if (!self->paged)
    {
      self->standings_first += MAX (self->standings_per_page, 1);
      if (self->standings_first >= self->n_standings)
        {
          self->standings_first = 0;
          /* A day's next event then shows its standings. */
          if (self->day_id != 0)
            {
              _hammer_display_window_next_day_event (self);
              _hammer_display_window_queue_fit_check (self);
            }
        }
      _hammer_display_window_show_standing_lines (self);
      return;
    }
  /* The boards turn their own pages before the results come, and the
   * standings theirs before the boards come back. */
  if (self->page == PAGE_BOARDS &&
      self->boards_first + MAX (self->boards_per_page, 1) <
      self->n_cards)
    {
      self->boards_first += MAX (self->boards_per_page, 1);
      _hammer_display_window_show_page (self);
      return;
    }
  self->boards_first = 0;
  if (self->page == PAGE_STANDINGS &&
      self->standings_first + MAX (self->standings_per_page, 1) < self->n_standings)
    {
      self->standings_first += MAX (self->standings_per_page, 1);
      _hammer_display_window_show_page (self);
      return;
    }
  self->standings_first = 0;
  /* After an event's standings, a day's next event's, before the boards
   * come back. */
  if (self->page == PAGE_STANDINGS && self->day_id != 0 &&
      _hammer_display_window_next_day_event (self))
    {
      _hammer_display_window_show_page (self);
      return;
    }
  /* Empty pages are skipped; the results always have something to say. */
  do
    self->page = (self->page + 1) % N_PAGES;
  while ((self->page == PAGE_STANDINGS && !self->has_standings) ||
         (self->page == PAGE_BOARDS && !self->has_boards));
  _hammer_display_window_show_page (self);
}

gboolean
hammer_display_window_is_paged (HammerDisplayWindow *self)
{
  g_return_val_if_fail (HAMMER_IS_DISPLAY_WINDOW (self), FALSE);
  return self->paged;
}
