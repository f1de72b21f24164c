/* hammer-score-grid.c
 *
 * A grid per game of an end-scored match, one for a whole sjoelbak series.
 * Every cell is an entry; keys move between them the way a secretary works
 * through a paper sheet, and what the rules make of the sheet (totals, the
 * hammer, a refused end, a game's result) is shown as the form
 * found it. The keys that move through the cells are in
 * hammer-score-grid-keys.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-score-first.h"
#include "hammer-score-grid-private.h"
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

static guint
n_sides (HammerScoreGrid *self)
{
  return hammer_score_form_get_n_sides (self->sheet);
}

/* Widgets of a cell */

static GameView *
view_for (HammerScoreGrid *self,
          guint            g,
          guint            r,
          guint           *view_row)
{
  guint v = hammer_score_grid_is_sjoelbak (self) ? 0 : g;

  *view_row = hammer_score_grid_is_sjoelbak (self) ? g : r;
  if (v >= self->views->len)
    return NULL;
  return g_ptr_array_index (self->views, v);
}

GtkWidget *
hammer_score_grid_cell_entry (HammerScoreGrid *self,
                              guint            g,
                              guint            r,
                              guint            c)
{
  guint vr;
  GameView *view = view_for (self, g, r, &vr);
  guint index = vr * hammer_score_grid_n_cells (self) + c;

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

  for (guint v = 0; !hammer_score_grid_is_sjoelbak (self) && v < self->views->len; v++)
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

        for (guint c = 0; c < hammer_score_grid_n_cells (self); c++)
          {
            GtkWidget *entry = hammer_score_grid_cell_entry (self, g, r, c);
            const char *text = hammer_score_form_get_cell (self->sheet, g, r, c);

            if (entry == NULL)
              continue;
            if (!g_str_equal (gtk_editable_get_text (GTK_EDITABLE (entry)), text))
              gtk_editable_set_text (GTK_EDITABLE (entry), text);
            set_cell_error (entry, hammer_score_form_cell_refused (self->sheet, g, r, c)
                                   ? problem : NULL);
            set_time_called (entry, !hammer_score_grid_is_sjoelbak (self) &&
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

static GtkWidget *
new_cell (HammerScoreGrid *self,
          guint            g,
          guint            r,
          guint            c,
          const char      *accessible_label)
{
  GtkWidget *entry = gtk_entry_new ();

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
  hammer_score_grid_connect_cell (self, entry);
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

  if (hammer_score_grid_is_sjoelbak (self))
    g_ptr_array_add (self->views, build_series_view (self));
  else
    for (guint g = 0; g < hammer_score_form_get_n_games (self->sheet); g++)
      g_ptr_array_add (self->views, build_game_view (self, g));

  for (guint v = 0; v < self->views->len; v++)
    gtk_box_append (GTK_BOX (self), ((GameView *) g_ptr_array_index (self->views, v))->section);
  self->filling = FALSE;

  refresh (self);
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
      c = hammer_score_grid_last_cell (self);
    }
  if (hammer_score_grid_cell_entry (self, g, r, c) == NULL)
    return FALSE;
  hammer_score_grid_focus_at (self, g, r, c, direction == GTK_DIR_TAB_BACKWARD);
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
