/* hammer-club-night-grid.c — the grid of the club night entry
 *
 * One row per member present, one cell per game (or four, by compartment
 * counts, in the order the compartments lie on the board, as on the card a
 * scorer copies from: a row's cells go by place, its counts by value). Keys
 * are handled by the window before the cells see them, so that a total moves
 * on to the next game by itself as soon as no further digit could make it a
 * total, and Enter, Tab and Backspace walk the grid.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdlib.h>

#include "hammer-places.h"
#include "league/hammer-club-night.h"
#include "league/hammer-seasons.h"
#include "rules/hammer-rules.h"

#include "hammer-app-utils.h"
#include "hammer-club-night-entry-private.h"

/* Cells per game: one total, or the four compartment counts. */
guint
hammer_club_night_width (HammerClubNightEntry *self)
{
  return self->counts ? N_COMPARTMENTS : 1;
}

static guint
cells_per_row (HammerClubNightEntry *self)
{
  return self->games * hammer_club_night_width (self);
}

/* A cell's text as a number: -1 when empty, -2 when not a number. */
int
hammer_club_night_cell_value (GtkWidget *cell)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (cell));
  char *end = NULL;
  long value;

  if (text == NULL || *text == '\0')
    return -1;
  value = strtol (text, &end, 10);
  if (*end != '\0' || value < 0 || value > 999)
    return -2;
  return (int) value;
}

/* Whether another digit could still make the cell's text a total. A count
 * is one digit; 10 or more is typed by going back with Backspace. */
static gboolean
cell_is_complete (HammerClubNightEntry *self,
                  GtkWidget            *cell)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (cell));
  int value = hammer_club_night_cell_value (cell);

  if (value < 0)
    return value == -2;
  if (self->counts)
    return TRUE;
  /* No further digit could make a total the rules allow. */
  return g_str_equal (text, "0") ||
         value * 10 > hammer_match_get_max_points (hammer_club_night_game ());
}

/* What is wrong with game @g of @row, or %NULL. @value gets its total (by
 * counts: the points the counts typed so far make), −1 when nothing is
 * typed; @complete whether every cell of the game is filled. */
char *
hammer_club_night_game_problem (HammerClubNightEntry    *self,
                                HammerClubNightEntryRow *row,
                                guint                    g,
                                int                     *value,
                                gboolean                *complete)
{
  int counts[N_COMPARTMENTS] = { 0 };
  gboolean any = FALSE;
  int disks = 0;

  *value = -1;
  *complete = TRUE;
  if (!self->counts)
    {
      int total = hammer_club_night_cell_value (g_ptr_array_index (row->cells, g));

      if (total == -1)
        *complete = FALSE;
      if (total == -2)
        return g_strdup (_("A total is a whole number of points."));
      if (total < 0)
        return NULL;
      *value = total;
      return hammer_sjoelbak_total_problem (total);
    }

  for (guint p = 0; p < N_COMPARTMENTS; p++)
    {
      guint c = hammer_sjoelbak_compartment_at (p);
      int count = hammer_club_night_cell_value (g_ptr_array_index (row->cells,
                                                                   g * N_COMPARTMENTS + p));

      if (count == -2)
        return g_strdup (_("A count is a whole number of disks."));
      if (count == -1)
        {
          *complete = FALSE;
          continue;
        }
      any = TRUE;
      counts[c] = count;
      disks += count;
    }
  if (!any)
    return NULL;
  /* The rules module scores the counts. */
  *value = hammer_sjoelbak_points (counts);
  if (disks > hammer_match_get_pieces (hammer_club_night_game ()))
    /* TRANSLATORS: the disks counted in the compartments of one game, and
     * the disks of a game (30). */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d disk in the compartments, but a game has only %d.",
                                         "%d disks in the compartments, but a game has only %d.",
                                         disks), disks,
                            hammer_match_get_pieces (hammer_club_night_game ()));
  return hammer_sjoelbak_total_problem (*value);
}

static HammerClubNightEntryRow *
visible_row (HammerClubNightEntry *self,
             int                   index)
{
  if (index < 0 || (guint) index >= self->rows->len)
    return NULL;
  return g_ptr_array_index (self->rows, index);
}

void
hammer_club_night_focus_cell (GtkWidget *cell)
{
  gtk_widget_grab_focus (cell);
  gtk_editable_select_region (GTK_EDITABLE (cell), 0, -1);
}

/* Moves @steps cells on (or back, when negative) from cell @cell of @row,
 * skipping members who are absent; past the last cell, to Save. */
void
hammer_club_night_move_focus (HammerClubNightEntry *self,
                              int                   row,
                              int                   cell,
                              int                   steps)
{
  int per_row = (int) cells_per_row (self);
  int position = row * per_row + cell;
  int last = (int) self->rows->len * per_row;
  /* Up and down keep to the column; everything else walks cell by cell. */
  int stride = ABS (steps) == per_row ? steps : (steps > 0 ? 1 : -1);

  for (position += steps; position >= 0 && position < last; position += stride)
    {
      HammerClubNightEntryRow *r = visible_row (self, position / per_row);

      if (r != NULL && r->present)
        {
          hammer_club_night_focus_cell (g_ptr_array_index (r->cells, position % per_row));
          return;
        }
    }
  if (steps > 0)
    gtk_widget_grab_focus (self->save_button);
}

static void
update_figures (HammerClubNightEntry *self)
{
  g_autofree char *first_problem = NULL;
  g_autofree int *totals = g_new0 (int, MAX (self->rows->len, 1));
  g_autofree int *values = g_new0 (int, MAX (self->rows->len * self->games, 1));
  g_autofree gboolean *present = g_new0 (gboolean, MAX (self->rows->len, 1));
  g_autoptr(GArray) ranks = NULL;
  gboolean typed = FALSE;

  for (guint r = 0; r < self->rows->len; r++)
    {
      HammerClubNightEntryRow *row = g_ptr_array_index (self->rows, r);
      g_autofree char *text = NULL;

      for (guint g = 0; g < self->games; g++)
        {
          gboolean complete;
          int value;
          g_autofree char *problem = hammer_club_night_game_problem (self, row, g, &value,
                                                                     &complete);

          for (guint c = 0; c < hammer_club_night_width (self); c++)
            {
              GtkWidget *cell = g_ptr_array_index (row->cells,
                                                   g * hammer_club_night_width (self) + c);

              if (problem != NULL)
                gtk_widget_add_css_class (cell, "error");
              else
                gtk_widget_remove_css_class (cell, "error");
              gtk_widget_set_tooltip_text (cell, problem);
            }
          if (self->counts)
            {
              g_autofree char *points = value >= 0 ? g_strdup_printf ("%d", value) : NULL;

              gtk_label_set_text (g_ptr_array_index (row->points, g), points ? points : "");
            }
          if (problem != NULL && first_problem == NULL && row->present)
            /* TRANSLATORS: a member's name, a game number and why its total is wrong. */
            first_problem = g_strdup_printf (_("%s, game %u: %s"), row->name, g + 1, problem);
          if (problem == NULL && value > 0)
            {
              totals[r] += value;
              values[r * self->games + g] = value;
            }
          typed |= value >= 0;
        }
      text = g_strdup_printf ("%d", totals[r]);
      gtk_label_set_text (GTK_LABEL (row->total_label), text);
    }

  /* The night's ranking as it stands, by the rule the saved night goes by
   * (ties by best game, then the next best); still level, a shared place. */
  for (guint r = 0; r < self->rows->len; r++)
    present[r] = ((HammerClubNightEntryRow *) g_ptr_array_index (self->rows, r))->present;
  ranks = hammer_club_night_rank_games (values, present, self->rows->len, self->games);
  for (guint i = 0; i < ranks->len; i++)
    {
      const HammerClubRank *rank = &g_array_index (ranks, HammerClubRank, i);
      HammerClubNightEntryRow *row = g_ptr_array_index (self->rows, rank->member);
      gboolean shared = (i > 0 && rank[-1].place == rank->place) ||
                        (i + 1 < ranks->len && rank[1].place == rank->place);
      g_autofree char *text = hammer_standings_place_label (rank->place, shared);

      gtk_label_set_text (GTK_LABEL (row->place_label), text);
    }

  /* Totals cannot become counts: that way is open only before any total. */
  gtk_widget_set_sensitive (GTK_WIDGET (self->counts_toggle), self->counts || !typed);

  gtk_label_set_text (GTK_LABEL (self->message_label), first_problem ? first_problem : "");
  gtk_widget_set_visible (self->message_label, first_problem != NULL);
}

static void
show_row (HammerClubNightEntryRow *row,
          gboolean                 present)
{
  row->present = present;
  gtk_widget_set_visible (row->name_label, present);
  gtk_widget_set_visible (row->total_label, present);
  gtk_widget_set_visible (row->place_label, present);
  for (guint g = 0; g < row->cells->len; g++)
    gtk_widget_set_visible (g_ptr_array_index (row->cells, g), present);
  for (guint g = 0; g < row->points->len; g++)
    gtk_widget_set_visible (g_ptr_array_index (row->points, g), present);
  for (guint i = 0; i < row->extras->len; i++)
    gtk_widget_set_visible (g_ptr_array_index (row->extras, i), present);
}

void
hammer_club_night_present_toggled_cb (GtkCheckButton       *toggle,
                                      HammerClubNightEntry *self)
{
  for (guint r = 0; r < self->rows->len; r++)
    {
      HammerClubNightEntryRow *row = g_ptr_array_index (self->rows, r);

      if (row->toggle == GTK_WIDGET (toggle))
        show_row (row, gtk_check_button_get_active (toggle));
    }
  update_figures (self);
}

static void
cell_changed_cb (HammerClubNightEntry *self)
{
  if (!self->building)
    update_figures (self);
}

/* The cell that holds the keyboard focus, with its row and index. */
static GtkWidget *
focused_cell (HammerClubNightEntry *self,
              int                  *row,
              int                  *cell)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  for (GtkWidget *w = focus; w != NULL; w = gtk_widget_get_parent (w))
    if (g_object_get_data (G_OBJECT (w), "hammer-row") != NULL)
      {
        *row = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "hammer-row")) - 1;
        *cell = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (w), "hammer-cell"));
        return w;
      }
  return NULL;
}

static void
type_digit (HammerClubNightEntry *self,
            GtkWidget            *cell,
            int                   row,
            int                   index,
            char                  digit)
{
  GtkEditable *editable = GTK_EDITABLE (cell);
  char text[2] = { digit, '\0' };
  g_autofree char *problem = NULL;
  gboolean complete;
  int position;
  int value;

  gtk_editable_delete_selection (editable);
  if (g_utf8_strlen (gtk_editable_get_text (editable), -1) >= (self->counts ? 2 : 3))
    {
      gtk_widget_error_bell (cell);
      return;
    }
  position = gtk_editable_get_position (editable);
  gtk_editable_insert_text (editable, text, 1, &position);
  gtk_editable_set_position (editable, position);

  /* A complete, possible game moves on; an impossible one stays, marked. */
  problem = hammer_club_night_game_problem (self, g_ptr_array_index (self->rows, row),
                          (guint) index / hammer_club_night_width (self), &value, &complete);
  if (cell_is_complete (self, cell) && problem == NULL)
    hammer_club_night_move_focus (self, row, index, 1);
  else if (cell_is_complete (self, cell))
    gtk_editable_select_region (editable, 0, -1);
}

gboolean
hammer_club_night_key_pressed_cb (GtkEventControllerKey *controller,
                                  guint                  keyval,
                                  guint                  keycode,
                                  GdkModifierType        state,
                                  HammerClubNightEntry  *self)
{
  GtkWidget *cell;
  GtkWidget *back;
  int row = 0, index = 0;
  int down;

  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  if (!(cell = focused_cell (self, &row, &index)))
    return FALSE;
  /* By counts the compartments of a game run down its column. */
  down = self->counts ? 1 : (int) self->games;

  if (keyval >= GDK_KEY_0 && keyval <= GDK_KEY_9)
    {
      type_digit (self, cell, row, index, (char) ('0' + keyval - GDK_KEY_0));
      return TRUE;
    }
  if (keyval >= GDK_KEY_KP_0 && keyval <= GDK_KEY_KP_9)
    {
      type_digit (self, cell, row, index, (char) ('0' + keyval - GDK_KEY_KP_0));
      return TRUE;
    }

  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
      hammer_club_night_move_focus (self, row, index, (state & GDK_SHIFT_MASK) ? -1 : 1);
      return TRUE;
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
      hammer_club_night_move_focus (self, row, index, (state & GDK_SHIFT_MASK) ? -1 : 1);
      return TRUE;
    case GDK_KEY_ISO_Left_Tab:
      hammer_club_night_move_focus (self, row, index, -1);
      return TRUE;
    case GDK_KEY_BackSpace:
      if (*gtk_editable_get_text (GTK_EDITABLE (cell)) != '\0')
        return FALSE;
      hammer_club_night_move_focus (self, row, index, -1);
      /* A count goes on with a second digit rather than being replaced. */
      back = gtk_root_get_focus (GTK_ROOT (self));
      back = back != NULL ? gtk_widget_get_ancestor (back, GTK_TYPE_ENTRY) : NULL;
      if (self->counts && back != NULL)
        gtk_editable_set_position (GTK_EDITABLE (back), -1);
      return TRUE;
    case GDK_KEY_Down:
      hammer_club_night_move_focus (self, row, index, down);
      return TRUE;
    case GDK_KEY_Up:
      hammer_club_night_move_focus (self, row, index, -down);
      return TRUE;
    default:
      return FALSE;
    }
}

static GtkWidget *
new_cell (HammerClubNightEntry    *self,
          HammerClubNightEntryRow *row,
          guint                    m,
          guint                    g,
          guint                    c)
{
  GtkWidget *cell = gtk_entry_new ();
  g_autofree char *label = NULL;
  int chars = self->counts ? 2 : 3;

  if (self->counts)
    /* TRANSLATORS: a member's name, a game number and a compartment (1 to 4). */
    label = g_strdup_printf (_("%s, game %u, compartment %u"), row->name, g + 1,
                             hammer_sjoelbak_compartment_at (c) + 1);
  else
    label = g_strdup_printf (_("%s, game %u"), row->name, g + 1);
  gtk_editable_set_width_chars (GTK_EDITABLE (cell), chars);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (cell), chars);
  gtk_entry_set_max_length (GTK_ENTRY (cell), chars);
  gtk_entry_set_input_purpose (GTK_ENTRY (cell), GTK_INPUT_PURPOSE_DIGITS);
  gtk_editable_set_alignment (GTK_EDITABLE (cell), self->counts ? 0.5 : 1);
  gtk_widget_add_css_class (cell, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (cell),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  g_object_set_data (G_OBJECT (cell), "hammer-row", GINT_TO_POINTER ((int) m + 1));
  g_object_set_data (G_OBJECT (cell), "hammer-game", GINT_TO_POINTER ((int) g));
  g_object_set_data (G_OBJECT (cell), "hammer-cell",
                     GINT_TO_POINTER ((int) (g * hammer_club_night_width (self) + c)));
  g_signal_connect_swapped (cell, "changed", G_CALLBACK (cell_changed_cb), self);
  return cell;
}

/* Lays out the grid for the mode: by totals one line per member and one
 * cell per game; by counts a block per member with the four compartments
 * of each game down its column and the points they make below. */
void
hammer_club_night_build_grid (HammerClubNightEntry *self)
{
  guint first = self->counts ? 2 : 1;
  guint lines = self->counts ? N_COMPARTMENTS + 1 : 1;
  GtkWidget *child;

  self->building = TRUE;
  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);

  gtk_grid_attach (GTK_GRID (self->grid), hammer_label_new (_("Member"), 0, "heading"), 0, 0, 1, 1);
  for (guint g = 0; g < self->games; g++)
    {
      g_autofree char *text = g_strdup_printf ("%u", g + 1);
      gtk_grid_attach (GTK_GRID (self->grid), hammer_label_new (text, 0.5, "heading"),
                       (int) (first + g), 0, 1, 1);
    }
  gtk_grid_attach (GTK_GRID (self->grid), hammer_label_new (_("Total"), 1, "heading"),
                   (int) (first + self->games), 0, 1, 1);
  child = hammer_label_new (_("Place"), 1, "heading");
  gtk_widget_set_margin_start (child, 6);
  gtk_grid_attach (GTK_GRID (self->grid), child, (int) (first + self->games) + 1, 0, 1, 1);

  for (guint m = 0; m < self->rows->len; m++)
    {
      HammerClubNightEntryRow *row = g_ptr_array_index (self->rows, m);
      int top = 1 + (int) (m * lines);

      g_ptr_array_set_size (row->cells, 0);
      g_ptr_array_set_size (row->points, 0);
      g_ptr_array_set_size (row->extras, 0);

      row->name_label = hammer_label_new (row->name, 0, NULL);
      gtk_label_set_ellipsize (GTK_LABEL (row->name_label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (row->name_label), 8);
      gtk_label_set_max_width_chars (GTK_LABEL (row->name_label), 18);
      gtk_widget_set_valign (row->name_label, GTK_ALIGN_CENTER);
      gtk_grid_attach (GTK_GRID (self->grid), row->name_label, 0, top, 1, 1);

      for (guint c = 0; self->counts && c < N_COMPARTMENTS; c++)
        {
          g_autofree char *text = g_strdup_printf ("%u", hammer_sjoelbak_compartment_at (c) + 1);
          GtkWidget *label = hammer_label_new (text, 1, "dim-label");

          gtk_widget_add_css_class (label, "caption");
          gtk_widget_set_tooltip_text (label, _("Compartment"));
          gtk_grid_attach (GTK_GRID (self->grid), label, 1, top + (int) c, 1, 1);
          g_ptr_array_add (row->extras, label);
        }

      for (guint g = 0; g < self->games; g++)
        {
          for (guint c = 0; c < hammer_club_night_width (self); c++)
            {
              GtkWidget *cell = new_cell (self, row, m, g, c);
              int value = self->counts
                          ? row->counts[g * N_COMPARTMENTS + hammer_sjoelbak_compartment_at (c)]
                          : row->totals[g];

              if (value >= 0)
                {
                  g_autofree char *text = g_strdup_printf ("%d", value);
                  gtk_editable_set_text (GTK_EDITABLE (cell), text);
                }
              gtk_grid_attach (GTK_GRID (self->grid), cell, (int) (first + g), top + (int) c,
                               1, 1);
              g_ptr_array_add (row->cells, cell);
            }
          if (self->counts)
            {
              GtkWidget *points = hammer_label_new ("", 0.5, "numeric");

              gtk_widget_add_css_class (points, "dim-label");
              gtk_widget_set_margin_bottom (points, 8);
              gtk_grid_attach (GTK_GRID (self->grid), points, (int) (first + g),
                               top + N_COMPARTMENTS, 1, 1);
              g_ptr_array_add (row->points, points);
            }
        }
      row->total_label = hammer_label_new ("0", 1, "numeric");
      gtk_label_set_width_chars (GTK_LABEL (row->total_label), 5);
      gtk_widget_set_margin_start (row->total_label, 6);
      gtk_grid_attach (GTK_GRID (self->grid), row->total_label,
                       (int) (first + self->games), top, 1, 1);
      row->place_label = hammer_label_new ("", 1, "numeric");
      gtk_label_set_width_chars (GTK_LABEL (row->place_label), 4);
      gtk_grid_attach (GTK_GRID (self->grid), row->place_label,
                       (int) (first + self->games) + 1, top, 1, 1);
      show_row (row, row->present);
    }

  gtk_label_set_text (GTK_LABEL (self->hint_label),
                      self->counts
                      ? _("Type the disks in the compartments of each game down its column, "
                          "as they lie on the board: 2, 3, 4, 1. Each count moves on by itself; "
                          "for 10 or more, go back with Backspace and add the second digit. "
                          "Ctrl+S saves.")
                      : _("Type each total: the next game follows by itself once no further "
                          "digit fits. Enter or Tab moves on, Backspace on an empty game goes "
                          "back, Ctrl+S saves."));
  self->building = FALSE;
  update_figures (self);
}

/* Keeps what the cells hold in the rows' figures, as the other mode reads
 * them: counts become the totals they make. */
void
hammer_club_night_take_cells (HammerClubNightEntry *self,
                              gboolean              counts)
{
  for (guint r = 0; r < self->rows->len; r++)
    {
      HammerClubNightEntryRow *row = g_ptr_array_index (self->rows, r);

      for (guint g = 0; g < self->games; g++)
        {
          gboolean complete;
          int value;
          g_autofree char *problem = hammer_club_night_game_problem (self, row, g, &value,
                                                                     &complete);

          row->totals[g] = counts ? -1 : value;
          for (guint p = 0; p < N_COMPARTMENTS; p++)
            row->counts[g * N_COMPARTMENTS + hammer_sjoelbak_compartment_at (p)] =
              counts && self->counts
              ? hammer_club_night_cell_value (g_ptr_array_index (row->cells,
                                                                 g * N_COMPARTMENTS + p))
              : -1;
        }
    }
}

