/* hammer-display-window-pages.c — what fits on the display window, and its
 * pages when the sections take turns
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

/* How many cards a line of the flow box holds at @width. */
static guint
cards_per_line (HammerDisplayWindow *self,
                int                  width)
{
  GtkFlowBoxChild *child;
  guint spacing = gtk_flow_box_get_column_spacing (self->board_grid);
  int card_width = 0;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    {
      int natural = 0;

      gtk_widget_measure (GTK_WIDGET (child), GTK_ORIENTATION_HORIZONTAL, -1,
                          NULL, &natural, NULL, NULL);
      card_width = MAX (card_width, natural);
    }
  return CLAMP ((guint) (width + spacing) / (guint) MAX (card_width + (int) spacing, 1),
                1, gtk_flow_box_get_max_children_per_line (self->board_grid));
}

/* The height of the tallest card @width wide. */
static int
tallest_card (HammerDisplayWindow *self,
              int                  width)
{
  GtkFlowBoxChild *child;
  int height = 1;

  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    height = MAX (height, natural_height (GTK_WIDGET (child), width));
  return height;
}

/* The height all the boards' cards take at @width, a line of cards at a
 * time as the flow box lays them out (its own height-for-width counts one
 * card per line). */
static int
boards_height (HammerDisplayWindow *self,
               int                  width)
{
  guint n = self->n_cards;
  guint per_line, lines;

  if (n == 0)
    return 0;
  per_line = cards_per_line (self, width);
  lines = (n + per_line - 1) / per_line;
  return (int) lines * tallest_card (self, width / (int) per_line) +
         (int) (lines - 1) * (int) gtk_flow_box_get_row_spacing (self->board_grid);
}

/* How many cards a page of the boards holds alone on a screen @width by
 * @height: as many lines as fit below the heading. */
static guint
boards_fitting (HammerDisplayWindow *self,
                int                  width,
                int                  height)
{
  int row_spacing = (int) gtk_flow_box_get_row_spacing (self->board_grid);
  guint per_line = cards_per_line (self, width);
  int line = tallest_card (self, width / (int) per_line) + row_spacing;

  return per_line * (guint) MAX ((height - HEADING_HEIGHT + row_spacing) / line, 1);
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

/* Side by side, the boards take three fifths of the width and the results
 * and the whole standings the rest; when either does not fit, they take
 * turns, and the standings take as many pages as their lines need. */
static gboolean
check_fit_cb (gpointer user_data)
{
  HammerDisplayWindow *self = user_data;
  int width = gtk_widget_get_width (self->sections);
  int height = gtk_widget_get_height (self->sections);
  int boards_width = (width - 32) * 3 / 5;
  int side_width = width - 32 - boards_width;
  int side_min = 0;
  int line_height, side_lines;
  GtkFlowBoxChild *child;
  gboolean fits;

  self->fit_idle = 0;
  if (width <= 0 || height <= 0)
    return G_SOURCE_REMOVE;

  /* Every card is measured, those of other pages too: they are shown for
   * it, and show_page() hides them again before anything is drawn. */
  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    gtk_widget_set_visible (GTK_WIDGET (child), TRUE);

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
   * least the first eight at a time. */
  fits = side_min <= side_width &&
         boards_height (self, boards_width) + HEADING_HEIGHT <= height &&
         side_lines >= (int) MIN (self->n_standings, MIN_SIDE_LINES);
  self->standings_per_page = (guint) MAX (fits ? side_lines
                                               : (height - HEADING_HEIGHT - line_height) /
                                                 line_height, 1);
  self->boards_per_page = fits ? G_MAXUINT / 2 : boards_fitting (self, width - 32, height);

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
  if (self->fit_idle == 0)
    self->fit_idle = g_idle_add (check_fit_cb, self);
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
      /* Taller cards on this page may hold fewer to a page. */
      _hammer_display_window_queue_fit_check (self);
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
