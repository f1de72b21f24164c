/* hammer-score-grid.c
 *
 * A grid per game of an end-scored match, one for a whole sjoelbak series.
 * Every cell is an entry; keys move between them the way a secretary works
 * through a paper sheet, and what the rules make of the sheet (totals, the
 * hammer, a refused end, a game's result) is shown as the form
 * found it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hammer-app-utils.h"
#include "hammer-score-first.h"
#include "hammer-score-grid.h"
#include "hammer-score-names.h"

/* The widgets of one game; a sjoelbak sheet has one view whose rows are
 * the games. */
typedef struct
{
  GtkWidget *section;
  GtkWidget *first;   /* who shoots first in a game after the first, or NULL */
  GtkWidget *result;
  GPtrArray *entries; /* row × cell */
  GPtrArray *totals;  /* row × side */
  GPtrArray *markers; /* row × side */
} GameView;

struct _HammerScoreGrid
{
  GtkBox parent_instance;

  HammerScoreForm *sheet;
  char **names;
  GPtrArray *views; /* GameView */
  gboolean filling;
  /* The row of the cell that has or last had the focus, for what the
   * dialog says of "this end" (time called). */
  gboolean has_cursor;
  guint cursor_game;
  guint cursor_row;
};

G_DEFINE_FINAL_TYPE (HammerScoreGrid, hammer_score_grid, GTK_TYPE_BOX)

enum
{
  CHANGED,
  DONE,
  DROPPED,
  ROW_FOCUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
is_sjoelbak (HammerScoreGrid *self)
{
  return hammer_score_form_get_rules (self->sheet)->counts;
}

static guint
n_sides (HammerScoreGrid *self)
{
  return hammer_score_form_get_n_sides (self->sheet);
}

static guint
n_cells (HammerScoreGrid *self)
{
  return hammer_score_form_get_n_cells (self->sheet);
}

/* The first and last cell of a row as shown. */
static guint
first_cell (HammerScoreGrid *self)
{
  return hammer_score_form_cell_at (self->sheet, 0);
}

static guint
last_cell (HammerScoreGrid *self)
{
  return hammer_score_form_cell_at (self->sheet, n_cells (self) - 1);
}

/* Widgets of a cell */

static GameView *
view_for (HammerScoreGrid *self,
          guint            g,
          guint            r,
          guint           *view_row)
{
  guint v = is_sjoelbak (self) ? 0 : g;

  *view_row = is_sjoelbak (self) ? g : r;
  if (v >= self->views->len)
    return NULL;
  return g_ptr_array_index (self->views, v);
}

static GtkWidget *
cell_entry (HammerScoreGrid *self,
            guint            g,
            guint            r,
            guint            c)
{
  guint vr;
  GameView *view = view_for (self, g, r, &vr);
  guint index = vr * n_cells (self) + c;

  if (view == NULL || index >= view->entries->len)
    return NULL;
  return g_ptr_array_index (view->entries, index);
}

static GtkLabel *
side_label (HammerScoreGrid *self,
            gboolean         marker,
            guint            g,
            guint            r,
            guint            side)
{
  guint vr;
  GameView *view = view_for (self, g, r, &vr);
  GPtrArray *labels;
  guint index = vr * n_sides (self) + side;

  if (view == NULL)
    return NULL;
  labels = marker ? view->markers : view->totals;
  if (index >= labels->len)
    return NULL;
  return g_ptr_array_index (labels, index);
}

static void
set_cell_error (GtkWidget  *entry,
                const char *message)
{
  if (entry == NULL)
    return;
  if (message != NULL)
    gtk_widget_add_css_class (entry, "error");
  else
    gtk_widget_remove_css_class (entry, "error");
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message ? message : "",
                                  -1);
}

/* The end in which time was called stands out, and says why. */
static void
set_time_called (GtkWidget *entry,
                 gboolean   called)
{
  if (called)
    gtk_widget_add_css_class (entry, "warning");
  else
    gtk_widget_remove_css_class (entry, "warning");
  gtk_widget_set_tooltip_text (entry, called ? _("Time was called in this end") : NULL);
}

/* The shown verdict */

static void
set_marker (HammerScoreGrid *self,
            guint            g,
            guint            r,
            int              hammer)
{
  for (guint s = 0; s < n_sides (self); s++)
    {
      GtkLabel *marker = side_label (self, TRUE, g, r, s);

      if (marker == NULL)
        continue;
      gtk_label_set_label (marker, (int) s == hammer ? "●" : "");
      gtk_widget_set_tooltip_text (GTK_WIDGET (marker),
                                   (int) s == hammer ? _("Has the hammer: shoots last in this end")
                                                     : NULL);
      gtk_accessible_update_property (GTK_ACCESSIBLE (marker), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      (int) s == hammer ? _("Has the hammer") : "", -1);
    }
}

static void
set_totals (HammerScoreGrid *self,
            guint            g,
            guint            r,
            const int       *totals,
            const int       *penalties)
{
  for (guint s = 0; s < n_sides (self); s++)
    {
      GtkLabel *label = side_label (self, FALSE, g, r, s);
      g_autofree char *text = NULL;

      if (label == NULL)
        continue;
      if (totals == NULL)
        text = g_strdup ("");
      else if (penalties != NULL && penalties[s] != 0)
        /* TRANSLATORS: a running total and the penalty taken off in the end. */
        text = g_strdup_printf (_("%d (−%d)"), totals[s], penalties[s]);
      else
        text = g_strdup_printf ("%d", totals[s]);
      gtk_label_set_label (label, text);
    }
}

/* Each game's result under its grid. */
static void
show_game_results (HammerScoreGrid *self)
{
  const HammerMatch *match = hammer_score_form_get_match (self->sheet);
  guint n_games = hammer_match_get_n_games (match);

  for (guint v = 0; !is_sjoelbak (self) && v < self->views->len; v++)
    {
      GameView *view = g_ptr_array_index (self->views, v);
      g_autofree char *text = NULL;

      if (v < n_games && hammer_match_get_game_state (match, v) == HAMMER_STATE_FINISHED)
        {
          const int *totals = hammer_match_get_game_totals (match, v);
          int winner = hammer_match_get_game_winner (match, v);
          int best_other = G_MININT;

          for (guint s = 0; s < n_sides (self); s++)
            if ((int) s != winner && (winner >= 0 || s > 0))
              best_other = MAX (best_other, totals[s]);
          if (winner >= 0)
            /* TRANSLATORS: "Game 1 to Anna, 15–9". */
            text = g_strdup_printf (_("Game %u to %s, %d–%d"), v + 1, self->names[winner],
                                    totals[winner], best_other);
          else
            text = g_strdup_printf (_("Game %u tied, %d–%d"), v + 1, totals[0], best_other);
        }
      gtk_label_set_label (GTK_LABEL (view->result), text ? text : "");
      gtk_widget_set_visible (view->result, text != NULL);
    }
}

/* Shows the sheet as it stands: the cells' text, and for each row the
 * hammer, the totals once the rules took it, and the problem on the cells
 * it concerns. */
static void
refresh (HammerScoreGrid *self)
{
  const char *problem = hammer_score_form_get_problem (self->sheet, NULL, NULL, NULL);

  self->filling = TRUE;
  for (guint g = 0; g < hammer_score_form_get_n_games (self->sheet); g++)
    for (guint r = 0; r < hammer_score_form_get_n_rows (self->sheet, g); r++)
      {
        HammerEnd end;
        int hammer;
        gboolean taken = hammer_score_form_get_row_end (self->sheet, g, r, &hammer, &end);

        for (guint c = 0; c < n_cells (self); c++)
          {
            GtkWidget *entry = cell_entry (self, g, r, c);
            const char *text = hammer_score_form_get_cell (self->sheet, g, r, c);

            if (entry == NULL)
              continue;
            if (!g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), text))
              gtk_editable_set_text (GTK_EDITABLE (entry), text);
            set_cell_error (entry, hammer_score_form_cell_refused (self->sheet, g, r, c)
                                   ? problem : NULL);
            set_time_called (entry, !is_sjoelbak (self) &&
                                    hammer_score_form_get_time_called (self->sheet, g, r));
          }
        set_marker (self, g, r, hammer);
        set_totals (self, g, r, taken ? end.totals : NULL, taken ? end.penalties : NULL);
      }
  self->filling = FALSE;

  show_game_results (self);
  for (guint v = 0; v < self->views->len; v++)
    {
      GameView *view = g_ptr_array_index (self->views, v);

      if (view->first != NULL)
        hammer_score_first_update (HAMMER_SCORE_FIRST (view->first));
    }
  g_signal_emit (self, signals[CHANGED], 0);
}

/* Building the grids */

static void on_entry_changed (GtkEditable *editable, HammerScoreGrid *self);
static void on_entry_activate (GtkEntry *entry, HammerScoreGrid *self);
static gboolean on_entry_key (GtkEventControllerKey *controller, guint keyval, guint keycode,
                              GdkModifierType state, HammerScoreGrid *self);

static void
on_entry_focus_enter (GtkEventControllerFocus *controller,
                      HammerScoreGrid         *self)
{
  GtkWidget *entry = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));

  self->cursor_game = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "score-game"));
  self->cursor_row = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (entry), "score-row"));
  self->has_cursor = TRUE;
  g_signal_emit (self, signals[ROW_FOCUSED], 0);
}

static GtkWidget *
new_cell (HammerScoreGrid *self,
          guint            g,
          guint            r,
          guint            c,
          const char      *accessible_label)
{
  GtkWidget *entry = gtk_entry_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkEventController *focus;

  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 4);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 5);
  gtk_editable_set_alignment (GTK_EDITABLE (entry), 1.0);
  /* The dialog's undo works end by end; the entry's own would fight it. */
  gtk_editable_set_enable_undo (GTK_EDITABLE (entry), FALSE);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
  gtk_widget_add_css_class (entry, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_label, -1);
  gtk_editable_set_text (GTK_EDITABLE (entry), hammer_score_form_get_cell (self->sheet, g, r, c));

  g_object_set_data (G_OBJECT (entry), "score-game", GUINT_TO_POINTER (g));
  g_object_set_data (G_OBJECT (entry), "score-row", GUINT_TO_POINTER (r));
  g_object_set_data (G_OBJECT (entry), "score-cell", GUINT_TO_POINTER (c));
  g_signal_connect (entry, "changed", G_CALLBACK (on_entry_changed), self);
  g_signal_connect (entry, "activate", G_CALLBACK (on_entry_activate), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_entry_key), self);
  gtk_widget_add_controller (entry, keys);
  focus = gtk_event_controller_focus_new ();
  g_signal_connect (focus, "enter", G_CALLBACK (on_entry_focus_enter), self);
  gtk_widget_add_controller (entry, focus);
  return entry;
}

/* A view with its grid in a section; @heading, when given, above it. */
static GameView *
game_view_new (const char  *heading,
               GtkGrid    **grid)
{
  GameView *view = g_new0 (GameView, 1);

  view->entries = g_ptr_array_new ();
  view->totals = g_ptr_array_new ();
  view->markers = g_ptr_array_new ();

  view->section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  if (heading != NULL)
    gtk_box_append (GTK_BOX (view->section), hammer_label_new (heading, 0, "title-4"));
  *grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_column_spacing (*grid, 4);
  gtk_grid_set_row_spacing (*grid, 4);
  gtk_widget_set_halign (GTK_WIDGET (*grid), GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (*grid), "score-grid");
  gtk_box_append (GTK_BOX (view->section), GTK_WIDGET (*grid));

  view->result = hammer_label_new ("", 0, "score-result");
  /* "Game 1 to Bertha Oosterhuis / Kees van Dam, 22–5" wraps on a phone. */
  gtk_label_set_wrap (GTK_LABEL (view->result), TRUE);
  gtk_widget_set_visible (view->result, FALSE);
  gtk_box_append (GTK_BOX (view->section), view->result);
  return view;
}

static void
game_view_free (GameView *view)
{
  g_ptr_array_unref (view->entries);
  g_ptr_array_unref (view->totals);
  g_ptr_array_unref (view->markers);
  g_free (view);
}

/* The label of a running total or a sjoelbak game's points. */
static GtkWidget *
new_total_label (void)
{
  GtkWidget *total = hammer_label_new ("", 1, "numeric");

  gtk_label_set_width_chars (GTK_LABEL (total), 4);
  gtk_widget_add_css_class (total, "score-total");
  return total;
}

/* One game of an end-scored rule set: a row per end, per side the hammer
 * marker, the points and the running total. */
static GameView *
build_game_view (HammerScoreGrid *self,
                 guint            g)
{
  g_autofree char *heading = g_strdup_printf (_("Game %u"), g + 1);
  GtkGrid *grid;
  GameView *view = game_view_new (heading, &grid);

  /* Game 1's coin toss stands at the top of the dialog; each later game
   * says who shoots first under its heading. */
  if (g > 0 && hammer_score_form_get_rules (self->sheet)->order != HAMMER_ORDER_NONE)
    {
      view->first = hammer_score_first_new (self->sheet, (const char * const *) self->names, g);
      gtk_widget_set_halign (view->first, GTK_ALIGN_START);
      gtk_box_insert_child_after (GTK_BOX (view->section), view->first,
                                  gtk_widget_get_first_child (view->section));
      g_signal_connect_swapped (view->first, "chosen", G_CALLBACK (refresh), self);
    }
  gtk_grid_attach (grid, hammer_label_new (_("End"), 1, "dim-label"), 0, 0, 1, 1);
  for (guint s = 0; s < n_sides (self); s++)
    gtk_grid_attach (grid, hammer_score_name_label_new (self->names[s]), 1 + 3 * s, 0, 3, 1);

  for (guint r = 0; r < hammer_score_form_get_n_rows (self->sheet, g); r++)
    {
      g_autofree char *number = g_strdup_printf ("%u", r + 1);

      gtk_grid_attach (grid, hammer_label_new (number, 1, "dim-label"), 0, r + 1, 1, 1);
      for (guint s = 0; s < n_sides (self); s++)
        {
          /* TRANSLATORS: the accessible name of a score cell: game, end, side. */
          g_autofree char *name = g_strdup_printf (_("Game %u, end %u, %s"), g + 1, r + 1,
                                                   self->names[s]);
          GtkWidget *marker = hammer_label_new ("", 0.5, "hammer-marker");
          GtkWidget *entry = new_cell (self, g, r, s, name);
          GtkWidget *total = new_total_label ();

          gtk_label_set_width_chars (GTK_LABEL (marker), 1);
          gtk_grid_attach (grid, marker, 1 + 3 * s, r + 1, 1, 1);
          gtk_grid_attach (grid, entry, 2 + 3 * s, r + 1, 1, 1);
          gtk_grid_attach (grid, total, 3 + 3 * s, r + 1, 1, 1);
          g_ptr_array_add (view->markers, marker);
          g_ptr_array_add (view->entries, entry);
          g_ptr_array_add (view->totals, total);
        }
    }
  return view;
}

/* The headings of a sjoelbak sheet: the sides' names, and with counts the
 * compartments under each. */
static void
attach_series_headings (HammerScoreGrid *self,
                        GtkGrid         *grid,
                        gboolean         counts,
                        guint            width)
{
  gtk_grid_attach (grid, hammer_label_new (_("Game"), 1, "dim-label"), 0, counts ? 1 : 0,
                   1, 1);
  for (guint s = 0; s < n_sides (self); s++)
    {
      gtk_grid_attach (grid, hammer_score_name_label_new (self->names[s]),
                       1 + width * s, 0, width, 1);
      for (guint c = 0; counts && c < HAMMER_SCORE_COMPARTMENTS; c++)
        {
          g_autofree char *number = g_strdup_printf ("%u", hammer_sjoelbak_compartment_at (c) + 1);

          gtk_grid_attach (grid, hammer_label_new (number, 0.5, "dim-label"),
                           1 + width * s + c, 1, 1, 1);
        }
      if (counts)
        gtk_grid_attach (grid, hammer_label_new (_("Points"), 1, "dim-label"),
                         1 + width * s + HAMMER_SCORE_COMPARTMENTS, 1, 1, 1);
    }
}

/* A sjoelbak sheet: a row per game, per side the total or the four
 * compartment counts and the points they make. */
static GameView *
build_series_view (HammerScoreGrid *self)
{
  GtkGrid *grid;
  GameView *view = game_view_new (NULL, &grid);
  gboolean counts = hammer_score_form_get_counts (self->sheet);
  guint per_side = counts ? HAMMER_SCORE_COMPARTMENTS : 1;
  guint width = counts ? HAMMER_SCORE_COMPARTMENTS + 1 : 1;
  guint top = counts ? 2 : 1;

  attach_series_headings (self, grid, counts, width);
  for (guint g = 0; g < hammer_score_form_get_n_games (self->sheet); g++)
    {
      g_autofree char *number = g_strdup_printf ("%u", g + 1);

      gtk_grid_attach (grid, hammer_label_new (number, 1, "dim-label"), 0, top + g, 1, 1);
      for (guint s = 0; s < n_sides (self); s++)
        {
          GtkWidget *total = new_total_label ();
          guint first = view->entries->len;

          /* The entries are kept by cell, shown (and walked) by place. */
          g_ptr_array_set_size (view->entries, first + per_side);
          for (guint p = 0; p < per_side; p++)
            {
              guint c = counts ? hammer_sjoelbak_compartment_at (p) : 0;
              g_autofree char *name =
                counts
                /* TRANSLATORS: the accessible name of a sjoelbak cell: game, side, compartment. */
                ? g_strdup_printf (_("Game %u, %s, compartment %u"), g + 1, self->names[s], c + 1)
                /* TRANSLATORS: the accessible name of a sjoelbak total: game, side. */
                : g_strdup_printf (_("Game %u, %s, total"), g + 1, self->names[s]);
              guint cell = counts ? s * HAMMER_SCORE_COMPARTMENTS + c : s;
              GtkWidget *entry = new_cell (self, g, 0, cell, name);

              gtk_grid_attach (grid, entry, 1 + width * s + p, top + g, 1, 1);
              view->entries->pdata[first + c] = entry;
            }
          if (counts)
            gtk_grid_attach (grid, total, 1 + width * s + HAMMER_SCORE_COMPARTMENTS, top + g,
                             1, 1);
          /* No hammer markers: sjoelbak has no order of play. */
          g_ptr_array_add (view->totals, total);
        }
    }
  return view;
}

void
hammer_score_grid_rebuild (HammerScoreGrid *self)
{
  GtkWidget *child;

  g_return_if_fail (HAMMER_IS_SCORE_GRID (self));
  g_return_if_fail (self->sheet != NULL);

  self->filling = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_box_remove (GTK_BOX (self), child);
  g_ptr_array_set_size (self->views, 0);

  if (is_sjoelbak (self))
    g_ptr_array_add (self->views, build_series_view (self));
  else
    for (guint g = 0; g < hammer_score_form_get_n_games (self->sheet); g++)
      g_ptr_array_add (self->views, build_game_view (self, g));

  for (guint v = 0; v < self->views->len; v++)
    gtk_box_append (GTK_BOX (self), ((GameView *) g_ptr_array_index (self->views, v))->section);
  self->filling = FALSE;

  refresh (self);
}

/* Focus */

static void
focus_cell (HammerScoreGrid *self,
            guint            g,
            guint            r,
            guint            c,
            gboolean         at_end)
{
  GtkWidget *entry = cell_entry (self, g, r, c);

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

  focus_cell (self, game, row, cell, FALSE);
}

void
hammer_score_grid_focus_open_cell (HammerScoreGrid *self)
{
  guint g, r, c;

  g_return_if_fail (HAMMER_IS_SCORE_GRID (self));

  if (hammer_score_form_find_open_cell (self->sheet, &g, &r, &c))
    focus_cell (self, g, r, c, FALSE);
  else
    g_signal_emit (self, signals[DONE], 0);
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
  refresh (self);

  /* A digit added or typed over a selection, not a deletion (which leaves
   * what was there before the cursor). */
  typed = *text != '\0' && g_ascii_isdigit (text[strlen (text) - 1]) &&
          (strlen (text) > strlen (before) ? g_str_has_prefix (text, before)
                                           : !g_str_has_prefix (before, text));
  if (typed && is_sjoelbak (self) &&
      hammer_score_form_cell_complete (self->sheet, g, r, c, text))
    advance (self, g, r, c);
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
      g_signal_emit (self, signals[DROPPED], 0,
                     n_games - hammer_score_form_get_n_games (self->sheet));
      break;

    case HAMMER_SCORE_ROW_EMPTY:
      if (is_sjoelbak (self) && g + 1 < hammer_score_form_get_n_games (self->sheet))
        focus_cell (self, g + 1, 0, first_cell (self), FALSE);
      return;

    case HAMMER_SCORE_ROW_REMOVED:
      hammer_score_grid_rebuild (self);
      hammer_score_grid_focus_open_cell (self);
      return;

    case HAMMER_SCORE_ROW_REFUSED:
      refresh (self);
      hammer_score_form_get_problem (self->sheet, &bad_game, &bad_row, &bad_side);
      gtk_widget_error_bell (GTK_WIDGET (self));
      /* The first cell of the side the rules name. */
      focus_cell (self, bad_game, bad_row,
                  hammer_score_form_cell_at (self->sheet,
                                             bad_side < 0 ? 0
                                             : hammer_score_form_get_counts (self->sheet)
                                             ? (guint) bad_side * HAMMER_SCORE_COMPARTMENTS
                                             : (guint) bad_side),
                  FALSE);
      return;

    case HAMMER_SCORE_ROW_GREW:
      hammer_score_grid_rebuild (self);
      break;

    case HAMMER_SCORE_ROW_TAKEN:
    default:
      refresh (self);
      break;
    }

  if (r + 1 < hammer_score_form_get_n_rows (self->sheet, g))
    focus_cell (self, g, r + 1, first_cell (self), FALSE);
  else if (g + 1 < hammer_score_form_get_n_games (self->sheet))
    focus_cell (self, g + 1, 0, first_cell (self), FALSE);
  else
    g_signal_emit (self, signals[DONE], 0);
}

static void
advance (HammerScoreGrid *self,
         guint            g,
         guint            r,
         guint            c)
{
  guint place = hammer_score_form_place_of (self->sheet, c);

  if (place + 1 < n_cells (self))
    focus_cell (self, g, r, hammer_score_form_cell_at (self->sheet, place + 1), FALSE);
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
    focus_cell (self, g, r, hammer_score_form_cell_at (self->sheet, place - 1), TRUE);
  else if (r > 0)
    focus_cell (self, g, r - 1, last_cell (self), TRUE);
  else if (g > 0)
    focus_cell (self, g - 1, hammer_score_form_get_n_rows (self->sheet, g - 1) - 1,
                last_cell (self), TRUE);
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

/* Tab from outside the sheet enters it where typing goes on; once the
 * match is over, Tab passes it by and Shift+Tab comes back to its last
 * cell, so that keys after the last end never land at the top of the
 * sheet. Within the sheet the cells move the focus themselves. */
static gboolean
hammer_score_grid_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  HammerScoreGrid *self = HAMMER_SCORE_GRID (widget);
  guint g, r, c;

  if (self->sheet == NULL || gtk_widget_get_focus_child (widget) != NULL ||
      (direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD))
    return GTK_WIDGET_CLASS (hammer_score_grid_parent_class)->focus (widget, direction);

  if (!hammer_score_form_find_open_cell (self->sheet, &g, &r, &c))
    {
      if (direction == GTK_DIR_TAB_FORWARD || hammer_score_form_get_n_games (self->sheet) == 0)
        return FALSE;
      g = hammer_score_form_get_n_games (self->sheet) - 1;
      r = hammer_score_form_get_n_rows (self->sheet, g) - 1;
      c = last_cell (self);
    }
  if (cell_entry (self, g, r, c) == NULL)
    return FALSE;
  focus_cell (self, g, r, c, direction == GTK_DIR_TAB_BACKWARD);
  return TRUE;
}

void
hammer_score_grid_refresh (HammerScoreGrid *self)
{
  g_return_if_fail (HAMMER_IS_SCORE_GRID (self));
  g_return_if_fail (self->sheet != NULL);

  refresh (self);
}

gboolean
hammer_score_grid_get_cursor (HammerScoreGrid *self,
                              guint           *game,
                              guint           *row)
{
  g_return_val_if_fail (HAMMER_IS_SCORE_GRID (self), FALSE);

  if (!self->has_cursor || self->sheet == NULL ||
      self->cursor_game >= hammer_score_form_get_n_games (self->sheet) ||
      self->cursor_row >= hammer_score_form_get_n_rows (self->sheet, self->cursor_game))
    return FALSE;
  *game = self->cursor_game;
  *row = self->cursor_row;
  return TRUE;
}

/* Class */

void
hammer_score_grid_set_sheet (HammerScoreGrid    *self,
                             HammerScoreForm   *sheet,
                             const char * const *names)
{
  g_return_if_fail (HAMMER_IS_SCORE_GRID (self));
  g_return_if_fail (HAMMER_IS_SCORE_FORM (sheet));
  g_return_if_fail (g_strv_length ((char **) names) == hammer_score_form_get_n_sides (sheet));

  g_set_object (&self->sheet, sheet);
  g_strfreev (self->names);
  self->names = g_strdupv ((char **) names);
  hammer_score_grid_rebuild (self);
}

static void
hammer_score_grid_dispose (GObject *object)
{
  HammerScoreGrid *self = (HammerScoreGrid *) object;

  g_clear_object (&self->sheet);

  G_OBJECT_CLASS (hammer_score_grid_parent_class)->dispose (object);
}

static void
hammer_score_grid_finalize (GObject *object)
{
  HammerScoreGrid *self = (HammerScoreGrid *) object;

  g_clear_pointer (&self->views, g_ptr_array_unref);
  g_clear_pointer (&self->names, g_strfreev);

  G_OBJECT_CLASS (hammer_score_grid_parent_class)->finalize (object);
}

static void
hammer_score_grid_class_init (HammerScoreGridClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hammer_score_grid_dispose;
  object_class->finalize = hammer_score_grid_finalize;
  GTK_WIDGET_CLASS (klass)->focus = hammer_score_grid_focus;

  /* What the grid shows of the rules' verdict changed. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* Typing went on past the last cell left to fill in. */
  signals[DONE] = g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* An end took out the games after the one that decided the match: how
   * many. */
  signals[DROPPED] = g_signal_new ("dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* A cell of another row (or the first) took the focus. */
  signals[ROW_FOCUSED] = g_signal_new ("row-focused", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
hammer_score_grid_init (HammerScoreGrid *self)
{
  self->views = g_ptr_array_new_with_free_func ((GDestroyNotify) game_view_free);
}
