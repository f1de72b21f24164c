/* hammer-score-grid-keys.c — the keys of a score grid's cells
 *
 * Typing a digit, Enter, Tab, Shift+Tab and Backspace move through the
 * cells the way a secretary works through a paper sheet; the last cell of
 * a row takes the end if the rules allow it. The grid itself (its cells and
 * what the rules make of them) is in hammer-score-grid.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-score-grid-private.h"

static void
on_entry_focus_enter (GtkEventControllerFocus *controller,
                      HammerScoreGrid         *self)
{
  GtkWidget *entry = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  self->cursor_game = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "score-game"));
  self->cursor_row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "score-row"));
  self->has_cursor = TRUE;
  g_signal_emit_by_name (self, "row-focused");
}

/* Focus */

void
hammer_score_grid_focus_at (HammerScoreGrid *self,
                            guint            g,
                            guint            r,
                            guint            c,
                            gboolean         at_end)
{
  GtkWidget *entry = hammer_score_grid_cell_entry (self, g, r, c);

  if (entry == NULL)
    return;
  gtk_widget_grab_focus (entry);
  if (at_end)
    gtk_editable_set_position (GTK_EDITABLE (entry), -1);
  else
    gtk_editable_select_region (GTK_EDITABLE (entry), 0, -1);
}

void
hammer_score_grid_focus_cell (HammerScoreGrid *self,
                              guint            game,
                              guint            row,
                              guint            cell)
{
  g_return_if_fail (HAMMER_IS_SCORE_GRID (self));

  hammer_score_grid_focus_at (self, game, row, cell, FALSE);
}

void
hammer_score_grid_focus_open_cell (HammerScoreGrid *self)
{
  guint g, r, c;

  g_return_if_fail (HAMMER_IS_SCORE_GRID (self));

  if (hammer_score_form_find_open_cell (self->sheet, &g, &r, &c))
    hammer_score_grid_focus_at (self, g, r, c, FALSE);
  else
    g_signal_emit_by_name (self, "done");
}

/* Typing */

static void
cell_position (GtkWidget *entry,
               guint     *g,
               guint     *r,
               guint     *c)
{
  *g = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "score-game"));
  *r = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "score-row"));
  *c = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "score-cell"));
}

static void advance (HammerScoreGrid *self, guint g, guint r, guint c);

static void
on_entry_changed (GtkEditable     *editable,
                  HammerScoreGrid *self)
{
  const char *text = gtk_editable_get_text (editable);
  g_autofree char *before = NULL;
  gboolean typed;
  guint g, r, c;

  if (self->filling)
    return;

  cell_position (GTK_WIDGET (editable), &g, &r, &c);
  before = g_strdup (hammer_score_form_get_cell (self->sheet, g, r, c));
  hammer_score_form_set_cell (self->sheet, g, r, c, text);
  hammer_score_grid_refresh (self);

  /* A digit added or typed over a selection, not a deletion (which leaves
   * what was there before the cursor). */
  typed = *text != '\0' && g_ascii_isdigit (text[strlen (text) - 1]) &&
          (strlen (text) > strlen (before) ? g_str_has_prefix (text, before)
                                           : !g_str_has_prefix (before, text));
  if (typed && hammer_score_grid_is_sjoelbak (self) &&
      hammer_score_form_cell_complete (self->sheet, g, r, c, text))
    advance (self, g, r, c);
}

/* The first cell of the side the rules name; the row's first for none. */
static guint
first_cell_of_side (HammerScoreGrid *self,
                    int              side)
{
  return hammer_score_form_cell_at (self->sheet,
                                    side < 0 ? 0
                                    : hammer_score_form_get_counts (self->sheet)
                                    ? (guint) side * HAMMER_SCORE_COMPARTMENTS
                                    : (guint) side);
}

/* Enter or Tab on the last cell of a row: blanks are 0, and the end is
 * taken if the rules allow it. */
static void
commit_row (HammerScoreGrid *self,
            guint            g,
            guint            r)
{
  guint n_games = hammer_score_form_get_n_games (self->sheet);
  int bad_game, bad_row, bad_side;

  switch (hammer_score_form_commit_row (self->sheet, g, r))
    {
    case HAMMER_SCORE_ROW_DROPPED:
      hammer_score_grid_rebuild (self);
      g_signal_emit_by_name (self, "dropped",
                             n_games - hammer_score_form_get_n_games (self->sheet));
      break;

    case HAMMER_SCORE_ROW_EMPTY:
      if (hammer_score_grid_is_sjoelbak (self) &&
          g + 1 < hammer_score_form_get_n_games (self->sheet))
        hammer_score_grid_focus_at (self, g + 1, 0, hammer_score_grid_first_cell (self), FALSE);
      return;

    case HAMMER_SCORE_ROW_REMOVED:
      hammer_score_grid_rebuild (self);
      hammer_score_grid_focus_open_cell (self);
      return;

    case HAMMER_SCORE_ROW_REFUSED:
      hammer_score_grid_refresh (self);
      hammer_score_form_get_problem (self->sheet, &bad_game, &bad_row, &bad_side);
      gtk_widget_error_bell (GTK_WIDGET (self));
      hammer_score_grid_focus_at (self, bad_game, bad_row, first_cell_of_side (self, bad_side),
                                  FALSE);
      return;

    case HAMMER_SCORE_ROW_GREW:
      hammer_score_grid_rebuild (self);
      break;

    case HAMMER_SCORE_ROW_TAKEN:
    default:
      hammer_score_grid_refresh (self);
      break;
    }

  if (r + 1 < hammer_score_form_get_n_rows (self->sheet, g))
    hammer_score_grid_focus_at (self, g, r + 1, hammer_score_grid_first_cell (self), FALSE);
  else if (g + 1 < hammer_score_form_get_n_games (self->sheet))
    hammer_score_grid_focus_at (self, g + 1, 0, hammer_score_grid_first_cell (self), FALSE);
  else
    g_signal_emit_by_name (self, "done");
}

static void
advance (HammerScoreGrid *self,
         guint            g,
         guint            r,
         guint            c)
{
  guint place = hammer_score_form_place_of (self->sheet, c);

  if (place + 1 < hammer_score_grid_n_cells (self))
    hammer_score_grid_focus_at (self, g, r, hammer_score_form_cell_at (self->sheet, place + 1),
                                FALSE);
  else
    commit_row (self, g, r);
}

static void
go_back (HammerScoreGrid *self,
         guint            g,
         guint            r,
         guint            c)
{
  guint place = hammer_score_form_place_of (self->sheet, c);

  if (place > 0)
    hammer_score_grid_focus_at (self, g, r, hammer_score_form_cell_at (self->sheet, place - 1),
                                TRUE);
  else if (r > 0)
    hammer_score_grid_focus_at (self, g, r - 1, hammer_score_grid_last_cell (self), TRUE);
  else if (g > 0)
    hammer_score_grid_focus_at (self, g - 1,
                                hammer_score_form_get_n_rows (self->sheet, g - 1) - 1,
                                hammer_score_grid_last_cell (self), TRUE);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
on_entry_activate (GtkEntry        *entry,
                   HammerScoreGrid *self)
{
  guint g, r, c;

  cell_position (GTK_WIDGET (entry), &g, &r, &c);
  advance (self, g, r, c);
}

static gboolean
on_entry_key (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              HammerScoreGrid       *self)
{
  GtkWidget *entry = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
  gboolean enter = keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter ||
                   keyval == GDK_KEY_ISO_Enter;
  guint g, r, c;

  cell_position (entry, &g, &r, &c);

  /* The dialog's shortcuts, which the entry would otherwise keep. */
  if ((enter || keyval == GDK_KEY_s || keyval == GDK_KEY_S) && mods == GDK_CONTROL_MASK)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "score.save", NULL);
      return TRUE;
    }
  if ((keyval == GDK_KEY_z || keyval == GDK_KEY_Z) &&
      (mods == GDK_CONTROL_MASK || mods == (GDK_CONTROL_MASK | GDK_SHIFT_MASK)))
    {
      gtk_widget_activate_action (GTK_WIDGET (self),
                                  mods & GDK_SHIFT_MASK ? "score.redo" : "score.undo", NULL);
      return TRUE;
    }
  if (keyval == GDK_KEY_Tab && mods == 0)
    {
      advance (self, g, r, c);
      return TRUE;
    }
  if (keyval == GDK_KEY_ISO_Left_Tab || (keyval == GDK_KEY_Tab && mods == GDK_SHIFT_MASK))
    {
      go_back (self, g, r, c);
      return TRUE;
    }
  if (keyval == GDK_KEY_BackSpace && mods == 0 &&
      *gtk_editable_get_text (GTK_EDITABLE (entry)) == '\0')
    {
      go_back (self, g, r, c);
      return TRUE;
    }
  return FALSE;
}

void
hammer_score_grid_connect_cell (HammerScoreGrid *self,
                                GtkWidget       *entry)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect (entry, "changed", G_CALLBACK (on_entry_changed), self);
  g_signal_connect (entry, "activate", G_CALLBACK (on_entry_activate), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_entry_key), self);
  gtk_widget_add_controller (entry, keys);
  g_signal_connect (focus, "enter", G_CALLBACK (on_entry_focus_enter), self);
  gtk_widget_add_controller (entry, focus);
}
