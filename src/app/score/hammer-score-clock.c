/* hammer-score-clock.c
 *
 * Where an event runs a game clock, the desk marks the end in which time
 * was called: the row of the cell being typed, so that Alt+T while typing
 * an end marks that end (the dialog's key, hammer_score_clock_toggle()). The rules module then ends the game once that
 * end (or round) is finished, and the grid follows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-score-clock.h"

struct _HammerScoreClock
{
  GtkBox parent_instance;

  HammerScoreForm *sheet;
  HammerScoreGrid *grid; /* not owned: the dialog holds both */
  GtkCheckButton *check;
  gboolean filling;
};

G_DEFINE_FINAL_TYPE (HammerScoreClock, hammer_score_clock, GTK_TYPE_BOX)

/* The check follows the row of the cursor. */
static void
row_focused_cb (HammerScoreClock *self)
{
  guint game, row;
  gboolean known = hammer_score_grid_get_cursor (self->grid, &game, &row);

  self->filling = TRUE;
  gtk_check_button_set_active (self->check,
                               known && hammer_score_form_get_time_called (self->sheet, game,
                                                                           row));
  self->filling = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->check), known);
}

static void
toggled_cb (HammerScoreClock *self)
{
  gboolean called = gtk_check_button_get_active (self->check);
  gboolean typing;
  guint game, row;

  if (self->filling || !hammer_score_grid_get_cursor (self->grid, &game, &row))
    return;
  /* Alt+T leaves the focus in the cell; a click takes it, and gives it
   * back to the row it marked. */
  typing = !gtk_widget_has_focus (GTK_WIDGET (self->check));
  if (hammer_score_form_set_time_called (self->sheet, game, row, called))
    hammer_score_grid_rebuild (self->grid);
  else
    hammer_score_grid_refresh (self->grid);
  if (!typing)
    return;
  hammer_score_grid_focus_cell (self->grid, game, row,
                                hammer_score_form_cell_at (self->sheet, 0));
}

void
hammer_score_clock_toggle (HammerScoreClock *self)
{
  g_return_if_fail (HAMMER_IS_SCORE_CLOCK (self));

  if (gtk_widget_get_sensitive (GTK_WIDGET (self->check)))
    gtk_check_button_set_active (self->check, !gtk_check_button_get_active (self->check));
}

GtkWidget *
hammer_score_clock_new (HammerScoreForm *sheet,
                        HammerScoreGrid *grid)
{
  HammerScoreClock *self;

  g_return_val_if_fail (HAMMER_IS_SCORE_FORM (sheet), NULL);
  g_return_val_if_fail (HAMMER_IS_SCORE_GRID (grid), NULL);

  self = g_object_new (HAMMER_TYPE_SCORE_CLOCK, NULL);
  self->sheet = g_object_ref (sheet);
  self->grid = grid;
  g_signal_connect_object (grid, "row-focused", G_CALLBACK (row_focused_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (grid, "changed", G_CALLBACK (row_focused_cb), self,
                           G_CONNECT_SWAPPED);
  row_focused_cb (self);
  return GTK_WIDGET (self);
}

static void
hammer_score_clock_dispose (GObject *object)
{
  HammerScoreClock *self = HAMMER_SCORE_CLOCK (object);

  g_clear_object (&self->sheet);

  G_OBJECT_CLASS (hammer_score_clock_parent_class)->dispose (object);
}

static void
hammer_score_clock_class_init (HammerScoreClockClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = hammer_score_clock_dispose;
}

static void
hammer_score_clock_init (HammerScoreClock *self)
{
  gtk_widget_set_halign (GTK_WIDGET (self), GTK_ALIGN_CENTER);
  /* Alt+T is the dialog's own key (score.time-called), which works from
   * a cell; a mnemonic would move the focus. */
  self->check = GTK_CHECK_BUTTON (gtk_check_button_new_with_label (_("Time called in this end")));
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->check),
                               _("The game's clock ran out during the end being entered: the "
                                 "game ends once it is finished (Alt+T)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Time called in this end"), -1);
  g_signal_connect_swapped (self->check, "toggled", G_CALLBACK (toggled_cb), self);
  gtk_box_append (GTK_BOX (self), GTK_WIDGET (self->check));
}
