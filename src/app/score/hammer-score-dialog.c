/* hammer-score-dialog.c
 *
 * The sheet typed in is kept as text (Sheet: games of rows of cells) and
 * replayed through the rules module on every keystroke, so that what the
 * grid shows — totals, the hammer, a refused end — is always the verdict of
 * the same code that stores the result.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-score-dialog.h"
#include "hammer-window.h"

#define N_COMPARTMENTS 4

typedef struct
{
  char **cells;     /* n_cells strings, "" when empty */
  int   *penalties; /* per side, or NULL */
} Row;

typedef struct
{
  int        first; /* who shoots first, as stored, or -1 */
  GPtrArray *rows;  /* Row */
} Game;

typedef struct
{
  gboolean   counts; /* sjoelbak: compartment counts instead of totals */
  GPtrArray *games;  /* Game */
} Sheet;

/* The widgets of one game; a sjoelbak sheet has one view whose rows are
 * the games. */
typedef struct
{
  GtkWidget *section;
  GtkWidget *grid;
  GtkWidget *result;
  GPtrArray *entries; /* row × cell */
  GPtrArray *totals;  /* row × side */
  GPtrArray *markers; /* row × side */
} GameView;

struct _HammerScoreDialog
{
  AdwWindow parent_instance;

  HammerStore *store;
  gint64 event_id;
  gint64 match_id;

  const HammerRules *rules;
  HammerOptions options;
  guint n_sides;
  char **names;
  char *title;
  gboolean scorable;
  gboolean had_result;

  Sheet *sheet;
  GPtrArray *undo;  /* Sheet */
  guint undo_index;
  GPtrArray *views; /* GameView */
  GPtrArray *side_values;
  GPtrArray *side_details;
  gboolean filling;
  gboolean confirmed_close;
  /* The matches under way the last correction asked to restart, as
   * hammer_events_list_board_changes() lists them. */
  JsonNode *board_changes;

  /* The verdict of the last check. */
  HammerMatch *match;
  int bad_game;
  int bad_row;
  int bad_side;
  char *bad_message;
  guint n_ends;

  AdwWindowTitle *window_title;
  GtkWidget *save_button;
  GtkMenuButton *walkover_button;
  GtkBox *scoreboard;
  GtkWidget *mode_box;
  GtkToggleButton *totals_toggle;
  GtkToggleButton *counts_toggle;
  GtkBox *sections_box;
  GtkLabel *hint_label;
  GtkLabel *error_label;
  GtkLabel *status_label;
};

G_DEFINE_FINAL_TYPE (HammerScoreDialog, hammer_score_dialog, ADW_TYPE_WINDOW)

/* The sheet */

static Row *
row_new (guint n_cells)
{
  Row *row = g_new0 (Row, 1);

  row->cells = g_new0 (char *, n_cells + 1);
  for (guint c = 0; c < n_cells; c++)
    row->cells[c] = g_strdup ("");
  return row;
}

static void
row_free (Row *row)
{
  g_strfreev (row->cells);
  g_free (row->penalties);
  g_free (row);
}

static Game *
game_new (void)
{
  Game *game = g_new0 (Game, 1);

  game->first = -1;
  game->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  return game;
}

static void
game_free (Game *game)
{
  g_ptr_array_unref (game->rows);
  g_free (game);
}

static Sheet *
sheet_new (gboolean counts)
{
  Sheet *sheet = g_new0 (Sheet, 1);

  sheet->counts = counts;
  sheet->games = g_ptr_array_new_with_free_func ((GDestroyNotify) game_free);
  return sheet;
}

static void
sheet_free (Sheet *sheet)
{
  g_ptr_array_unref (sheet->games);
  g_free (sheet);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Sheet, sheet_free)

static Sheet *
sheet_copy (const Sheet *sheet,
            guint        n_sides)
{
  Sheet *copy = sheet_new (sheet->counts);

  for (guint g = 0; g < sheet->games->len; g++)
    {
      Game *game = g_ptr_array_index (sheet->games, g);
      Game *game_copy = game_new ();

      game_copy->first = game->first;
      for (guint r = 0; r < game->rows->len; r++)
        {
          Row *row = g_ptr_array_index (game->rows, r);
          Row *row_copy = g_new0 (Row, 1);

          row_copy->cells = g_strdupv (row->cells);
          if (row->penalties != NULL)
            row_copy->penalties = g_memdup2 (row->penalties, n_sides * sizeof (int));
          g_ptr_array_add (game_copy->rows, row_copy);
        }
      g_ptr_array_add (copy->games, game_copy);
    }
  return copy;
}

static gboolean
sheet_equal (const Sheet *a,
             const Sheet *b)
{
  if (a->counts != b->counts || a->games->len != b->games->len)
    return FALSE;
  for (guint g = 0; g < a->games->len; g++)
    {
      Game *ga = g_ptr_array_index (a->games, g);
      Game *gb = g_ptr_array_index (b->games, g);

      if (ga->rows->len != gb->rows->len)
        return FALSE;
      for (guint r = 0; r < ga->rows->len; r++)
        if (!g_strv_equal ((const char * const *) ((Row *) g_ptr_array_index (ga->rows, r))->cells,
                           (const char * const *) ((Row *) g_ptr_array_index (gb->rows, r))->cells))
          return FALSE;
    }
  return TRUE;
}

static gboolean
row_is_empty (const Row *row)
{
  for (guint c = 0; row->cells[c] != NULL; c++)
    if (row->cells[c][0] != '\0')
      return FALSE;
  return TRUE;
}

static gboolean
is_sjoelbak (HammerScoreDialog *self)
{
  return self->rules->counts;
}

static guint
n_cells (HammerScoreDialog *self)
{
  return self->sheet->counts ? N_COMPARTMENTS * self->n_sides : self->n_sides;
}

static Game *
sheet_game (HammerScoreDialog *self,
            guint              g)
{
  return g_ptr_array_index (self->sheet->games, g);
}

static Row *
sheet_row (HammerScoreDialog *self,
           guint              g,
           guint              r)
{
  return g_ptr_array_index (sheet_game (self, g)->rows, r);
}

/* A cell as a whole number; "" is 0. With @penalty, a penalty may follow
 * as on paper: "18-5" is 18 with 5 off. */
static gboolean
parse_cell (const char *text,
            int        *value,
            int        *penalty)
{
  const char *p = text;
  char *end = NULL;
  gint64 number, off = 0;

  while (g_ascii_isspace (*p))
    p++;
  if (*p == '\0')
    {
      *value = 0;
      if (penalty != NULL)
        *penalty = 0;
      return TRUE;
    }
  number = g_ascii_strtoll (p, &end, 10);
  if (end == p)
    return FALSE;
  while (g_ascii_isspace (*end))
    end++;
  if (*end == '-' && penalty != NULL)
    {
      p = end + 1;
      while (g_ascii_isspace (*p))
        p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      off = g_ascii_strtoll (p, &end, 10);
      while (g_ascii_isspace (*end))
        end++;
    }
  if (*end != '\0' || number < -100000 || number > 100000 || off > 100000)
    return FALSE;
  *value = (int) number;
  if (penalty != NULL)
    *penalty = (int) off;
  return TRUE;
}

/* The rules module's entry for @row, with @values and @penalties as its
 * storage; FALSE with the cell that is not a number. Points may carry
 * penalties; compartment counts do not. */
static gboolean
row_to_entry (HammerScoreDialog *self,
              const Row         *row,
              int               *values,
              int               *penalties,
              HammerEndEntry    *entry,
              guint             *bad_cell)
{
  gboolean counts = self->sheet->counts;
  gboolean penalised = FALSE;
  guint n = n_cells (self);

  for (guint c = 0; c < n; c++)
    {
      if (!parse_cell (row->cells[c], &values[c], counts ? NULL : &penalties[c]))
        {
          *bad_cell = c;
          return FALSE;
        }
      penalised |= !counts && penalties[c] != 0;
    }

  memset (entry, 0, sizeof *entry);
  entry->n_sides = self->n_sides;
  entry->penalties = penalised ? penalties : row->penalties;
  if (self->sheet->counts)
    entry->counts = values;
  else
    entry->points = values;
  return TRUE;
}

/* Widgets of a cell */

static GameView *
view_for (HammerScoreDialog *self,
          guint              g,
          guint              r,
          guint             *view_row)
{
  guint v = is_sjoelbak (self) ? 0 : g;

  *view_row = is_sjoelbak (self) ? g : r;
  if (self->views == NULL || v >= self->views->len)
    return NULL;
  return g_ptr_array_index (self->views, v);
}

static GtkWidget *
cell_entry (HammerScoreDialog *self,
            guint              g,
            guint              r,
            guint              c)
{
  guint vr;
  GameView *view = view_for (self, g, r, &vr);
  guint index = vr * n_cells (self) + c;

  if (view == NULL || index >= view->entries->len)
    return NULL;
  return g_ptr_array_index (view->entries, index);
}

static GtkLabel *
side_label (HammerScoreDialog *self,
            gboolean           marker,
            guint              g,
            guint              r,
            guint              side)
{
  guint vr;
  GameView *view = view_for (self, g, r, &vr);
  GPtrArray *labels;
  guint index = vr * self->n_sides + side;

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

/* Checking */

static const char *
side_name (HammerScoreDialog *self,
           int                side)
{
  if (side < 0 || (guint) side >= self->n_sides)
    return "";
  return self->names[side];
}

static void
set_marker (HammerScoreDialog *self,
            guint              g,
            guint              r,
            int                hammer)
{
  for (guint s = 0; s < self->n_sides; s++)
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
set_totals (HammerScoreDialog *self,
            guint              g,
            guint              r,
            const int         *totals,
            const int         *penalties)
{
  for (guint s = 0; s < self->n_sides; s++)
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

static void
refuse_here (HammerScoreDialog *self,
             int                g,
             int                r,
             int                side,
             char              *message)
{
  self->bad_game = g;
  self->bad_row = r;
  self->bad_side = side;
  g_free (self->bad_message);
  self->bad_message = message;
}

/* Replays the sheet through the rules module into self->match, up to the
 * first end it refuses. With @apply, shows the verdict in the grid. */
static void
check_sheet (HammerScoreDialog *self,
             gboolean           apply)
{
  gboolean stopped = FALSE;
  guint n = n_cells (self);

  g_clear_pointer (&self->match, hammer_match_free);
  self->match = hammer_match_new (self->rules, &self->options);
  refuse_here (self, -1, -1, -1, NULL);
  self->n_ends = 0;

  for (guint g = 0; g < self->sheet->games->len; g++)
    {
      Game *game = sheet_game (self, g);

      for (guint r = 0; r < game->rows->len; r++)
        {
          Row *row = g_ptr_array_index (game->rows, r);
          g_autoptr(HammerViolation) violation = NULL;
          g_autofree int *values = g_new0 (int, n);
          g_autofree int *penalties = g_new0 (int, n);
          HammerEndEntry entry;
          HammerEnd end;
          guint bad_cell = 0;
          int next_game = -1, hammer = -1;

          /* A row shows totals and the hammer only once the rules took it. */
          if (apply)
            {
              for (guint c = 0; c < n; c++)
                set_cell_error (cell_entry (self, g, r, c), NULL);
              set_marker (self, g, r, -1);
              set_totals (self, g, r, NULL, NULL);
            }
          if (stopped)
            continue;

          /* The next end shows who will have the hammer in it, typed in or
           * not, refused or not. */
          if (apply)
            {
              hammer_match_get_next (self->match, &next_game, NULL, NULL, &hammer);
              set_marker (self, g, r, next_game == (int) g ? hammer : -1);
            }
          if (row_is_empty (row))
            continue;

          if (!row_to_entry (self, row, values, penalties, &entry, &bad_cell))
            {
              stopped = TRUE;
              refuse_here (self, g, r, -1,
                           self->sheet->counts || is_sjoelbak (self)
                           ? g_strdup_printf (_("Game %u: “%s” is not a whole number."),
                                              g + 1, row->cells[bad_cell])
                           /* TRANSLATORS: a cell of an end that is no score. */
                           : g_strdup_printf (_("Game %u, end %u: “%s” is not a score; type "
                                                "the points, and a penalty after a minus "
                                                "(18-5)."),
                                              g + 1, r + 1, row->cells[bad_cell]));
              self->bad_side = self->sheet->counts ? (int) (bad_cell / N_COMPARTMENTS)
                                                   : (int) bad_cell;
              continue;
            }

          /* A game starts with its first end that is filled in. */
          if (hammer_match_get_n_games (self->match) == g)
            {
              if (!hammer_match_start_game (self->match, game->first, &violation))
                {
                  stopped = TRUE;
                  refuse_here (self, g, r, -1, g_strdup (violation->message));
                  continue;
                }
            }
          else if (hammer_match_get_n_games (self->match) < g)
            {
              stopped = TRUE;
              refuse_here (self, g, r, -1,
                           g_strdup_printf (_("Game %u has no score yet; fill in the games "
                                              "in order."),
                                            hammer_match_get_n_games (self->match) + 1));
              continue;
            }

          if (!hammer_match_add_end (self->match, &entry, &violation))
            {
              stopped = TRUE;
              refuse_here (self, g, r, violation->side, g_strdup (violation->message));
              continue;
            }

          self->n_ends++;
          if (apply)
            {
              guint e = hammer_match_get_n_ends (self->match, g) - 1;

              hammer_match_get_end (self->match, g, e, &end);
              set_marker (self, g, r, end.hammer);
              set_totals (self, g, r, end.totals, end.penalties);
            }
        }
    }

  if (!apply || self->bad_message == NULL)
    return;

  for (guint c = 0; c < n; c++)
    {
      guint side = self->sheet->counts ? c / N_COMPARTMENTS : c;

      if (self->bad_side < 0 || side == (guint) self->bad_side)
        set_cell_error (cell_entry (self, self->bad_game, self->bad_row, c), self->bad_message);
    }
}

/* The shown verdict */

static void
update_summary (HammerScoreDialog *self)
{
  HammerMatch *match = self->match;
  guint n_games = hammer_match_get_n_games (match);
  HammerState state = hammer_match_get_state (match);
  g_autofree char *status = NULL;

  /* The scoreboard: games won, or series totals and the best game. */
  for (guint s = 0; s < self->n_sides && s < self->side_values->len; s++)
    {
      g_autofree char *value = NULL;
      g_autofree char *detail = NULL;

      if (self->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
        {
          int best = -1;

          for (guint g = 0; g < n_games; g++)
            if (hammer_match_get_n_ends (match, g) > 0)
              best = MAX (best, hammer_match_get_game_totals (match, g)[s]);
          value = g_strdup_printf ("%d", hammer_match_get_totals (match)[s]);
          /* TRANSLATORS: the best game of a sjoelbak series. */
          detail = best >= 0 ? g_strdup_printf (_("Best game %d"), best)
                             : g_strdup (_("Series total"));
        }
      else
        {
          value = g_strdup_printf ("%d", hammer_match_get_games_won (match)[s]);
          detail = g_strdup (_("Games won"));
        }
      gtk_label_set_label (g_ptr_array_index (self->side_values, s), value);
      gtk_label_set_label (g_ptr_array_index (self->side_details, s), detail);
    }

  /* Each game's result under its grid. */
  for (guint v = 0; !is_sjoelbak (self) && v < self->views->len; v++)
    {
      GameView *view = g_ptr_array_index (self->views, v);
      g_autofree char *text = NULL;

      if (v < n_games && hammer_match_get_game_state (match, v) == HAMMER_STATE_FINISHED)
        {
          const int *totals = hammer_match_get_game_totals (match, v);
          int winner = hammer_match_get_game_winner (match, v);
          int best_other = G_MININT;

          for (guint s = 0; s < self->n_sides; s++)
            if ((int) s != winner && (winner >= 0 || s > 0))
              best_other = MAX (best_other, totals[s]);
          if (winner >= 0)
            /* TRANSLATORS: "Game 1 to Anna, 15–9". */
            text = g_strdup_printf (_("Game %u to %s, %d–%d"), v + 1, side_name (self, winner),
                                    totals[winner], best_other);
          else
            text = g_strdup_printf (_("Game %u tied, %d–%d"), v + 1, totals[0], best_other);
        }
      gtk_label_set_label (GTK_LABEL (view->result), text ? text : "");
      gtk_widget_set_visible (view->result, text != NULL);
    }

  gtk_label_set_label (self->error_label, self->bad_message ? self->bad_message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), self->bad_message != NULL);

  if (!self->scorable)
    status = NULL;
  else if (state == HAMMER_STATE_FINISHED && self->n_sides == 1)
    status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The game is in.",
                                           "All %u games are in.", n_games), n_games);
  else if (state == HAMMER_STATE_FINISHED && hammer_match_get_winner (match) >= 0)
    status = g_strdup_printf (_("The match is over: %s wins."),
                              side_name (self, hammer_match_get_winner (match)));
  else if (state == HAMMER_STATE_FINISHED)
    status = g_strdup (_("The match is over: a tie."));
  else if (self->n_ends > 0)
    status = g_strdup (_("The match is not over yet: saving keeps it in progress."));
  if (status != NULL)
    gtk_label_set_label (self->status_label, status);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL ||
                          !self->scorable);

  /* Totals cannot become counts; the switch that way waits for a sheet
   * without totals. */
  if (is_sjoelbak (self))
    {
      gboolean typed = FALSE;

      for (guint g = 0; g < self->sheet->games->len; g++)
        typed |= !row_is_empty (sheet_row (self, g, 0));
      gtk_widget_set_sensitive (GTK_WIDGET (self->counts_toggle), self->sheet->counts || !typed);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.save",
                                 self->scorable && self->bad_message == NULL &&
                                 (self->n_ends > 0 || self->had_result));
}

static void
refresh (HammerScoreDialog *self)
{
  check_sheet (self, TRUE);
  update_summary (self);
}

/* Building the grids */

static void on_entry_changed (GtkEditable *editable, HammerScoreDialog *self);
static void on_entry_activate (GtkEntry *entry, HammerScoreDialog *self);
static gboolean on_entry_key (GtkEventControllerKey *controller, guint keyval, guint keycode,
                              GdkModifierType state, HammerScoreDialog *self);

static GtkWidget *
new_cell (HammerScoreDialog *self,
          guint              g,
          guint              r,
          guint              c,
          const char        *accessible_label)
{
  GtkWidget *entry = gtk_entry_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();
  Row *row = sheet_row (self, g, r);

  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 4);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 5);
  gtk_editable_set_alignment (GTK_EDITABLE (entry), 1.0);
  /* The dialog's undo works end by end; the entry's own would fight it. */
  gtk_editable_set_enable_undo (GTK_EDITABLE (entry), FALSE);
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_NUMBER);
  gtk_widget_add_css_class (entry, "numeric");
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_label, -1);
  gtk_editable_set_text (GTK_EDITABLE (entry), row->cells[c]);

  g_object_set_data (G_OBJECT (entry), "score-game", GUINT_TO_POINTER (g));
  g_object_set_data (G_OBJECT (entry), "score-row", GUINT_TO_POINTER (r));
  g_object_set_data (G_OBJECT (entry), "score-cell", GUINT_TO_POINTER (c));
  g_signal_connect (entry, "changed", G_CALLBACK (on_entry_changed), self);
  g_signal_connect (entry, "activate", G_CALLBACK (on_entry_activate), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_entry_key), self);
  gtk_widget_add_controller (entry, keys);
  return entry;
}

static GtkWidget *
new_label (const char *text,
           float       xalign,
           const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
new_name_label (const char *name)
{
  GtkWidget *label = new_label (name, 0.5, "heading");

  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 14);
  gtk_widget_set_tooltip_text (label, name);
  return label;
}

static GameView *
game_view_new (void)
{
  GameView *view = g_new0 (GameView, 1);

  view->entries = g_ptr_array_new ();
  view->totals = g_ptr_array_new ();
  view->markers = g_ptr_array_new ();
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

/* One game of an end-scored rule set: a row per end, per side the hammer
 * marker, the points and the running total. */
static GameView *
build_game_view (HammerScoreDialog *self,
                 guint              g)
{
  GameView *view = game_view_new ();
  Game *game = sheet_game (self, g);
  g_autofree char *heading = g_strdup_printf (_("Game %u"), g + 1);
  GtkWidget *grid = gtk_grid_new ();

  view->section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_box_append (GTK_BOX (view->section), new_label (heading, 0, "title-4"));
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (grid, "score-grid");
  view->grid = grid;

  gtk_grid_attach (GTK_GRID (grid), new_label (_("End"), 1, "dim-label"), 0, 0, 1, 1);
  for (guint s = 0; s < self->n_sides; s++)
    gtk_grid_attach (GTK_GRID (grid), new_name_label (self->names[s]), 1 + 3 * s, 0, 3, 1);

  for (guint r = 0; r < game->rows->len; r++)
    {
      g_autofree char *number = g_strdup_printf ("%u", r + 1);

      gtk_grid_attach (GTK_GRID (grid), new_label (number, 1, "dim-label"), 0, r + 1, 1, 1);
      for (guint s = 0; s < self->n_sides; s++)
        {
          /* TRANSLATORS: the accessible name of a score cell: game, end, side. */
          g_autofree char *name = g_strdup_printf (_("Game %u, end %u, %s"), g + 1, r + 1,
                                                   self->names[s]);
          GtkWidget *marker = new_label ("", 0.5, "hammer-marker");
          GtkWidget *entry = new_cell (self, g, r, s, name);
          GtkWidget *total = new_label ("", 1, "numeric");

          gtk_label_set_width_chars (GTK_LABEL (marker), 1);
          gtk_label_set_width_chars (GTK_LABEL (total), 4);
          gtk_widget_add_css_class (total, "score-total");
          gtk_grid_attach (GTK_GRID (grid), marker, 1 + 3 * s, r + 1, 1, 1);
          gtk_grid_attach (GTK_GRID (grid), entry, 2 + 3 * s, r + 1, 1, 1);
          gtk_grid_attach (GTK_GRID (grid), total, 3 + 3 * s, r + 1, 1, 1);
          g_ptr_array_add (view->markers, marker);
          g_ptr_array_add (view->entries, entry);
          g_ptr_array_add (view->totals, total);
        }
    }

  gtk_box_append (GTK_BOX (view->section), grid);
  view->result = new_label ("", 0, "score-result");
  gtk_widget_set_visible (view->result, FALSE);
  gtk_box_append (GTK_BOX (view->section), view->result);
  return view;
}

/* A sjoelbak sheet: a row per game, per side the total or the four
 * compartment counts and the points they make. */
static GameView *
build_series_view (HammerScoreDialog *self)
{
  GameView *view = game_view_new ();
  GtkWidget *grid = gtk_grid_new ();
  gboolean counts = self->sheet->counts;
  guint width = counts ? N_COMPARTMENTS + 1 : 1;
  guint top = counts ? 2 : 1;

  view->section = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_CENTER);
  gtk_widget_add_css_class (grid, "score-grid");
  view->grid = grid;

  gtk_grid_attach (GTK_GRID (grid), new_label (_("Game"), 1, "dim-label"), 0, top - 1, 1, 1);
  for (guint s = 0; s < self->n_sides; s++)
    {
      gtk_grid_attach (GTK_GRID (grid), new_name_label (self->names[s]),
                       1 + width * s, 0, width, 1);
      for (guint c = 0; counts && c < N_COMPARTMENTS; c++)
        {
          g_autofree char *number = g_strdup_printf ("%u", c + 1);

          gtk_grid_attach (GTK_GRID (grid), new_label (number, 0.5, "dim-label"),
                           1 + width * s + c, 1, 1, 1);
        }
      if (counts)
        gtk_grid_attach (GTK_GRID (grid), new_label (_("Points"), 1, "dim-label"),
                         1 + width * s + N_COMPARTMENTS, 1, 1, 1);
    }

  for (guint g = 0; g < self->sheet->games->len; g++)
    {
      g_autofree char *number = g_strdup_printf ("%u", g + 1);

      gtk_grid_attach (GTK_GRID (grid), new_label (number, 1, "dim-label"), 0, top + g, 1, 1);
      for (guint s = 0; s < self->n_sides; s++)
        {
          GtkWidget *total = new_label ("", 1, "numeric");

          for (guint c = 0; c < (counts ? N_COMPARTMENTS : 1); c++)
            {
              g_autofree char *name =
                counts
                /* TRANSLATORS: the accessible name of a sjoelbak cell: game, side, compartment. */
                ? g_strdup_printf (_("Game %u, %s, compartment %u"), g + 1, self->names[s], c + 1)
                /* TRANSLATORS: the accessible name of a sjoelbak total: game, side. */
                : g_strdup_printf (_("Game %u, %s, total"), g + 1, self->names[s]);
              guint cell = counts ? s * N_COMPARTMENTS + c : s;
              GtkWidget *entry = new_cell (self, g, 0, cell, name);

              gtk_grid_attach (GTK_GRID (grid), entry, 1 + width * s + c, top + g, 1, 1);
              g_ptr_array_add (view->entries, entry);
            }
          gtk_label_set_width_chars (GTK_LABEL (total), 4);
          gtk_widget_add_css_class (total, "score-total");
          if (counts)
            gtk_grid_attach (GTK_GRID (grid), total, 1 + width * s + N_COMPARTMENTS, top + g,
                             1, 1);
          /* No hammer markers: sjoelbak has no order of play. */
          g_ptr_array_add (view->totals, total);
        }
    }

  gtk_box_append (GTK_BOX (view->section), grid);
  view->result = new_label ("", 0, "score-result");
  gtk_widget_set_visible (view->result, FALSE);
  gtk_box_append (GTK_BOX (view->section), view->result);
  return view;
}

static void
rebuild (HammerScoreDialog *self)
{
  GtkWidget *child;

  self->filling = TRUE;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->sections_box))) != NULL)
    gtk_box_remove (self->sections_box, child);
  g_ptr_array_set_size (self->views, 0);

  if (is_sjoelbak (self))
    g_ptr_array_add (self->views, build_series_view (self));
  else
    for (guint g = 0; g < self->sheet->games->len; g++)
      g_ptr_array_add (self->views, build_game_view (self, g));

  for (guint v = 0; v < self->views->len; v++)
    gtk_box_append (self->sections_box, ((GameView *) g_ptr_array_index (self->views, v))->section);
  self->filling = FALSE;

  refresh (self);
}

/* An end-scored sheet always ends in an empty row to type into while the
 * match goes on: in the current game, or in the next once it is over. */
static gboolean
ensure_open_row (HammerScoreDialog *self)
{
  Game *last;
  guint n_games;

  if (is_sjoelbak (self) || self->bad_message != NULL ||
      hammer_match_get_state (self->match) == HAMMER_STATE_FINISHED)
    return FALSE;

  if (self->sheet->games->len == 0)
    g_ptr_array_add (self->sheet->games, game_new ());
  last = sheet_game (self, self->sheet->games->len - 1);
  if (last->rows->len > 0 && row_is_empty (g_ptr_array_index (last->rows, last->rows->len - 1)))
    return FALSE;

  n_games = hammer_match_get_n_games (self->match);
  if (n_games == self->sheet->games->len &&
      hammer_match_get_game_state (self->match, n_games - 1) == HAMMER_STATE_FINISHED)
    {
      last = game_new ();
      g_ptr_array_add (self->sheet->games, last);
    }
  g_ptr_array_add (last->rows, row_new (n_cells (self)));
  return TRUE;
}

/* Focus */

static void
focus_cell (HammerScoreDialog *self,
            guint              g,
            guint              r,
            guint              c,
            gboolean           at_end)
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

static void
focus_save (HammerScoreDialog *self)
{
  gtk_widget_grab_focus (self->save_button);
}

/* The first empty cell, where typing goes on; Save when there is none. */
static void
focus_open_cell (HammerScoreDialog *self)
{
  for (guint g = 0; g < self->sheet->games->len; g++)
    {
      Game *game = sheet_game (self, g);

      for (guint r = 0; r < game->rows->len; r++)
        {
          Row *row = g_ptr_array_index (game->rows, r);

          for (guint c = 0; row->cells[c] != NULL; c++)
            if (row->cells[c][0] == '\0' && (row_is_empty (row) || is_sjoelbak (self)))
              {
                focus_cell (self, g, r, c, FALSE);
                return;
              }
        }
    }
  focus_save (self);
}

/* Undo */

static void
push_undo (HammerScoreDialog *self)
{
  Sheet *current = g_ptr_array_index (self->undo, self->undo_index);

  if (sheet_equal (current, self->sheet))
    return;
  g_ptr_array_set_size (self->undo, self->undo_index + 1);
  g_ptr_array_add (self->undo, sheet_copy (self->sheet, self->n_sides));
  self->undo_index = self->undo->len - 1;
}

static void
restore_sheet (HammerScoreDialog *self,
               guint              index)
{
  Sheet *snapshot = g_ptr_array_index (self->undo, index);

  g_clear_pointer (&self->sheet, sheet_free);
  self->sheet = sheet_copy (snapshot, self->n_sides);
  self->undo_index = index;
  self->filling = TRUE;
  gtk_toggle_button_set_active (self->sheet->counts ? self->counts_toggle : self->totals_toggle,
                                TRUE);
  self->filling = FALSE;
  rebuild (self);
  focus_open_cell (self);
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);
  Sheet *current = g_ptr_array_index (self->undo, self->undo_index);

  /* What is typed but not finished goes first, then one end at a time. */
  if (!sheet_equal (current, self->sheet))
    restore_sheet (self, self->undo_index);
  else if (self->undo_index > 0)
    restore_sheet (self, self->undo_index - 1);
  else
    gtk_widget_error_bell (widget);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);

  if (self->undo_index + 1 < self->undo->len)
    restore_sheet (self, self->undo_index + 1);
  else
    gtk_widget_error_bell (widget);
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

/* Whether @value in cell @c of row @r of game @g would make an end the
 * rules accept, with the rest of the row as typed. */
static gboolean
value_possible (HammerScoreDialog *self,
                guint              g,
                guint              r,
                guint              c,
                int                value)
{
  g_autoptr(HammerMatch) before = hammer_match_new (self->rules, &self->options);
  g_autofree int *values = g_new0 (int, n_cells (self));
  g_autofree int *penalties = g_new0 (int, n_cells (self));
  HammerEndEntry entry;
  Row *row = sheet_row (self, g, r);
  guint bad_cell;

  /* The games before are replayed; a sjoelbak game stands on its own. */
  for (guint pg = 0; pg <= g; pg++)
    {
      Game *game = sheet_game (self, pg);

      if (hammer_match_get_n_games (before) == pg &&
          !hammer_match_start_game (before, game->first, NULL))
        return FALSE;
      for (guint pr = 0; pr < (pg == g ? r : game->rows->len); pr++)
        {
          Row *prev = g_ptr_array_index (game->rows, pr);

          if (row_is_empty (prev))
            continue;
          if (!row_to_entry (self, prev, values, penalties, &entry, &bad_cell) ||
              !hammer_match_add_end (before, &entry, NULL))
            return FALSE;
        }
      if (pg < g && hammer_match_get_game_state (before, pg) != HAMMER_STATE_FINISHED)
        return FALSE;
    }

  if (!row_to_entry (self, row, values, penalties, &entry, &bad_cell))
    return FALSE;
  values[c] = value;
  return hammer_match_check_end (before, &entry, NULL);
}

/* In a sjoelbak sheet a cell is done once no further digit could make it
 * right: "95" cannot become 950, "12" may become 120. */
static gboolean
cell_complete (HammerScoreDialog *self,
               guint              g,
               guint              r,
               guint              c,
               const char        *text)
{
  int value;

  if (!parse_cell (text, &value, NULL) || *text == '\0' || *text == '-' ||
      !value_possible (self, g, r, c, value))
    return FALSE;
  /* A count is one digit; a count of 10 or more is typed by going back
   * with Backspace and adding the second digit. */
  if (self->sheet->counts)
    return TRUE;
  if (value == 0)
    return TRUE;
  for (int digit = 0; digit <= 9; digit++)
    if (value <= 100000 / 10 && value_possible (self, g, r, c, value * 10 + digit))
      return FALSE;
  return TRUE;
}

static void advance (HammerScoreDialog *self, guint g, guint r, guint c);

static void
on_entry_changed (GtkEditable       *editable,
                  HammerScoreDialog *self)
{
  const char *text = gtk_editable_get_text (editable);
  g_autofree char *before = NULL;
  gboolean typed;
  guint g, r, c;
  Row *row;

  if (self->filling)
    return;

  cell_position (GTK_WIDGET (editable), &g, &r, &c);
  row = sheet_row (self, g, r);
  before = g_steal_pointer (&row->cells[c]);
  row->cells[c] = g_strdup (text);
  refresh (self);

  /* A digit added or typed over a selection, not a deletion (which leaves
   * what was there before the cursor). */
  typed = *text != '\0' && g_ascii_isdigit (text[strlen (text) - 1]) &&
          (strlen (text) > strlen (before) ? g_str_has_prefix (text, before)
                                           : !g_str_has_prefix (before, text));
  if (typed && is_sjoelbak (self) && cell_complete (self, g, r, c, text))
    advance (self, g, r, c);
}

/* Enter or Tab on the last cell of a row: blanks are 0, and the end is
 * taken if the rules allow it. */
static void
commit_row (HammerScoreDialog *self,
            guint              g,
            guint              r)
{
  Row *row = sheet_row (self, g, r);
  Game *game = sheet_game (self, g);
  gboolean last_row = r + 1 == game->rows->len;
  gboolean last_game = g + 1 == self->sheet->games->len;

  if (row_is_empty (row))
    {
      /* A cleared end in the middle is taken out. */
      if (!is_sjoelbak (self) && !(last_row && last_game))
        {
          g_ptr_array_remove_index (game->rows, r);
          if (game->rows->len == 0 && g > 0)
            g_ptr_array_remove_index (self->sheet->games, g);
          check_sheet (self, FALSE);
          ensure_open_row (self);
          push_undo (self);
          rebuild (self);
          focus_open_cell (self);
        }
      else if (is_sjoelbak (self) && g + 1 < self->sheet->games->len)
        focus_cell (self, g + 1, 0, 0, FALSE);
      return;
    }

  for (guint c = 0; row->cells[c] != NULL; c++)
    if (row->cells[c][0] == '\0')
      {
        g_free (row->cells[c]);
        row->cells[c] = g_strdup ("0");
        self->filling = TRUE;
        gtk_editable_set_text (GTK_EDITABLE (cell_entry (self, g, r, c)), "0");
        self->filling = FALSE;
      }
  refresh (self);

  if (self->bad_message != NULL &&
      (self->bad_game < (int) g || (self->bad_game == (int) g && self->bad_row <= (int) r)))
    {
      guint width = self->sheet->counts ? N_COMPARTMENTS : 1;
      guint c = self->bad_side >= 0 ? (guint) self->bad_side * width : 0;

      gtk_widget_error_bell (GTK_WIDGET (self));
      focus_cell (self, self->bad_game, self->bad_row, c, FALSE);
      return;
    }

  /* The sheet grows in place: @game stays valid. */
  if (ensure_open_row (self))
    rebuild (self);
  push_undo (self);

  if (r + 1 < game->rows->len)
    focus_cell (self, g, r + 1, 0, FALSE);
  else if (g + 1 < self->sheet->games->len)
    focus_cell (self, g + 1, 0, 0, FALSE);
  else
    focus_save (self);
}

static void
advance (HammerScoreDialog *self,
         guint              g,
         guint              r,
         guint              c)
{
  if (c + 1 < n_cells (self))
    focus_cell (self, g, r, c + 1, FALSE);
  else
    commit_row (self, g, r);
}

static void
go_back (HammerScoreDialog *self,
         guint              g,
         guint              r,
         guint              c)
{
  if (c > 0)
    focus_cell (self, g, r, c - 1, TRUE);
  else if (r > 0)
    focus_cell (self, g, r - 1, n_cells (self) - 1, TRUE);
  else if (g > 0)
    focus_cell (self, g - 1, sheet_game (self, g - 1)->rows->len - 1, n_cells (self) - 1, TRUE);
  else
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
on_entry_activate (GtkEntry          *entry,
                   HammerScoreDialog *self)
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
              HammerScoreDialog     *self)
{
  GtkWidget *entry = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller));
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();
  gboolean enter = keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter ||
                   keyval == GDK_KEY_ISO_Enter;
  guint g, r, c;

  cell_position (entry, &g, &r, &c);

  if (enter && mods == GDK_CONTROL_MASK)
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

static void
mode_toggled_cb (HammerScoreDialog *self)
{
  gboolean counts = gtk_toggle_button_get_active (self->counts_toggle);

  if (self->filling || self->sheet == NULL || counts == self->sheet->counts)
    return;

  /* Counts become the totals they make; totals cannot become counts, so the
   * switch that way is offered only on an empty sheet. */
  check_sheet (self, FALSE);
  for (guint g = 0; g < self->sheet->games->len; g++)
    {
      Game *game = sheet_game (self, g);
      Row *row = g_ptr_array_index (game->rows, 0);
      Row *converted = row_new (counts ? N_COMPARTMENTS * self->n_sides : self->n_sides);

      if (!counts && !row_is_empty (row))
        for (guint s = 0; s < self->n_sides; s++)
          {
            int compartments[N_COMPARTMENTS];

            for (guint k = 0; k < N_COMPARTMENTS; k++)
              compartments[k] = atoi (row->cells[s * N_COMPARTMENTS + k]);
            g_free (converted->cells[s]);
            converted->cells[s] = g_strdup_printf ("%d", hammer_sjoelbak_points (compartments));
          }
      g_ptr_array_index (game->rows, 0) = converted;
      row_free (row);
    }
  self->sheet->counts = counts;
  push_undo (self);
  rebuild (self);
  focus_open_cell (self);
}

/* Saving */

static JsonNode *
sheet_to_json (HammerScoreDialog *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n = n_cells (self);
  g_autofree int *values = g_new0 (int, n);
  g_autofree int *penalties = g_new0 (int, n);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint g = 0; g < self->sheet->games->len; g++)
    {
      Game *game = sheet_game (self, g);
      gboolean begun = FALSE;

      for (guint r = 0; r < game->rows->len; r++)
        {
          Row *row = g_ptr_array_index (game->rows, r);
          HammerEndEntry entry;
          guint bad_cell;

          if (row_is_empty (row))
            continue;
          if (!begun)
            {
              json_builder_begin_object (builder);
              if (game->first >= 0)
                {
                  json_builder_set_member_name (builder, "first");
                  json_builder_add_int_value (builder, game->first);
                }
              json_builder_set_member_name (builder, "ends");
              json_builder_begin_array (builder);
              begun = TRUE;
            }
          row_to_entry (self, row, values, penalties, &entry, &bad_cell);
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, self->sheet->counts ? "counts" : "points");
          json_builder_begin_array (builder);
          for (guint c = 0; c < n; c++)
            {
              if (self->sheet->counts && c % N_COMPARTMENTS == 0)
                json_builder_begin_array (builder);
              json_builder_add_int_value (builder, values[c]);
              if (self->sheet->counts && c % N_COMPARTMENTS == N_COMPARTMENTS - 1)
                json_builder_end_array (builder);
            }
          json_builder_end_array (builder);
          if (entry.penalties != NULL)
            {
              json_builder_set_member_name (builder, "penalties");
              json_builder_begin_array (builder);
              for (guint s = 0; s < self->n_sides; s++)
                json_builder_add_int_value (builder, entry.penalties[s]);
              json_builder_end_array (builder);
            }
          json_builder_end_object (builder);
        }
      if (begun)
        {
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static gboolean
destroy_cb (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Closes the dialog once a message dialog over it has finished its
 * response: destroying its parent inside the response would pull the
 * window out from under it. */
static void
close_later (HammerScoreDialog *self)
{
  self->confirmed_close = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_idle_add_full (G_PRIORITY_DEFAULT, destroy_cb, g_object_ref (self), g_object_unref);
}

/* What a correction that restarted matches under way did to them, for the
 * toast: "Result corrected; Match 9 starts over on Board 1". */
static char *
describe_restarts (JsonArray *changes)
{
  guint n = json_array_get_length (changes);
  JsonObject *change;
  JsonArray *new_names;
  const char *label, *board;
  gboolean known = TRUE;

  if (n != 1)
    /* TRANSLATORS: a toast after a correction that changed the players of
     * matches on boards or with ends typed. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Result corrected; %u match under way starts over or "
                                         "stops",
                                         "Result corrected; %u matches under way start over or "
                                         "stop", n), n);

  change = json_array_get_object_element (changes, 0);
  label = hammer_json_string (change, "label");
  board = hammer_json_string (change, "board_name");
  new_names = hammer_json_array (change, "new_names");
  for (guint s = 0; s < hammer_json_length (new_names); s++)
    known = known && hammer_json_element_string (new_names, s) != NULL;

  if (!known)
    /* TRANSLATORS: a toast: the match ("Match 9") is not played now, or
     * not until its players are known. */
    return g_strdup_printf (_("Result corrected; %s stops"), label);
  if (board != NULL)
    /* TRANSLATORS: a toast: the match ("Match 9") and its board ("Board 1"). */
    return g_strdup_printf (_("Result corrected; %s starts over on %s"), label, board);
  /* TRANSLATORS: a toast: the match ("Match 9") had ends typed, which are dropped. */
  return g_strdup_printf (_("Result corrected; %s starts over"), label);
}

static void
finish_saved (HammerScoreDialog *self,
              HammerResultFlags  flags)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (GTK_WIDGET (parent)) : NULL;
  JsonArray *changes = self->board_changes != NULL ? json_node_get_array (self->board_changes)
                                                   : NULL;

  if (root != NULL && HAMMER_IS_WINDOW (root))
    {
      g_autoptr(GString) score = g_string_new (NULL);
      g_autofree char *message = NULL;
      const int *values = self->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES
                          ? hammer_match_get_totals (self->match)
                          : hammer_match_get_games_won (self->match);

      for (guint s = 0; s < self->n_sides; s++)
        g_string_append_printf (score, "%s%d", s > 0 ? "–" : "", values[s]);
      /* A correction that restarted matches says what became of them. */
      if ((flags & HAMMER_RESULT_RESTART_BOARDS) && hammer_json_length (changes) > 0)
        message = describe_restarts (changes);
      else
        /* TRANSLATORS: a toast; %s are the match ("Anna v Bert") and the score ("2–1"). */
        message = g_strdup_printf (_("Result saved: %s, %s"), self->title, score->str);
      hammer_window_report_change (HAMMER_WINDOW (root), message,
                                   hammer_store_get_last_change (self->store));
    }
  close_later (self);
}

static gboolean
record (HammerScoreDialog  *self,
        HammerResultFlags   flags,
        GError            **error)
{
  g_autoptr(JsonNode) input = sheet_to_json (self);
  g_autoptr(JsonNode) stored = NULL;
  g_autoptr(JsonObject) violation = NULL;

  stored = hammer_events_record_result (self->store, self->event_id, self->match_id, input,
                                       flags, &violation, error);
  return stored != NULL;
}

static void save_with (HammerScoreDialog *self,
                       HammerResultFlags  flags);

static void
show_problem (HammerScoreDialog *self,
              const char        *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
}

static void
reset_response_cb (AdwMessageDialog  *dialog,
                   const char        *response,
                   HammerScoreDialog *self)
{
  HammerResultFlags flags = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog),
                                                                 "score-flags"));

  if (g_str_equal (response, "reset"))
    save_with (self, flags | HAMMER_RESULT_RESET_DEPENDENTS);
}

static void
restart_response_cb (AdwMessageDialog  *dialog,
                     const char        *response,
                     HammerScoreDialog *self)
{
  HammerResultFlags flags = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog),
                                                                 "score-flags"));

  if (g_str_equal (response, "restart"))
    save_with (self, flags | HAMMER_RESULT_RESTART_BOARDS);
}

/* A correction that gives a match on a board or under way other players
 * is saved only once the director has read which and agreed that it starts
 * over. Whether it asked. */
static gboolean
ask_restart (HammerScoreDialog *self,
             HammerResultFlags  flags)
{
  g_autoptr(JsonNode) input = NULL;
  g_autoptr(JsonNode) changes = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  AdwMessageDialog *dialog;
  JsonArray *list;
  guint n;

  if (!self->had_result || (flags & HAMMER_RESULT_RESTART_BOARDS))
    return FALSE;
  input = sheet_to_json (self);
  /* A correction refused for another reason says so when it is saved. */
  changes = hammer_events_list_board_changes (self->store, self->event_id, self->match_id, input,
                                             flags, NULL);
  list = changes != NULL ? json_node_get_array (changes) : NULL;
  n = list != NULL ? json_array_get_length (list) : 0;
  if (n == 0)
    return FALSE;
  /* Kept for the toast once the director agrees. */
  g_clear_pointer (&self->board_changes, json_node_unref);
  self->board_changes = json_node_ref (changes);

  for (guint k = 0; k < n; k++)
    g_string_append_printf (body, "%s%s", k > 0 ? "\n\n" : "",
                            json_object_get_string_member (json_array_get_object_element (list, k),
                                                           "description"));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (
    GTK_WINDOW (self),
    g_dngettext (GETTEXT_PACKAGE, "Restart a Match Under Way?", "Restart Matches Under Way?", n),
    body->str));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "restart", _("_Restart and Save"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "restart", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "score-flags", GUINT_TO_POINTER (flags));
  g_signal_connect_object (dialog, "response", G_CALLBACK (restart_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* "Round 2: Anna v Carl" for each match whose result a correction resets. */
static char *
describe_matches (HammerScoreDialog *self,
                  GArray            *ids)
{
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (self->store, self->event_id, NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  JsonArray *array = matches != NULL ? json_node_get_array (matches) : NULL;

  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);
      g_autofree char *line = NULL;

      for (guint m = 0; array != NULL && m < json_array_get_length (array); m++)
        {
          JsonObject *match = json_array_get_object_element (array, m);
          JsonArray *names = json_object_get_array_member (match, "names");
          g_autoptr(GString) sides = g_string_new (NULL);

          if (json_object_get_int_member (match, "id") != id)
            continue;
          for (guint s = 0; s < json_array_get_length (names); s++)
            {
              const char *name = json_node_get_string (json_array_get_element (names, s));

              g_string_append_printf (sides, "%s%s", s > 0 ? _(" v ") : "", name ? name : "—");
            }
          /* TRANSLATORS: one match in a list: round and the sides, "Round 2: Anna v Carl". */
          line = g_strdup_printf (_("Round %" PRId64 ": %s"),
                                  json_object_get_int_member (match, "round"), sides->str);
        }
      if (line != NULL)
        g_string_append_printf (text, "%s• %s", text->len > 0 ? "\n" : "", line);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Saves with @flags, asking first about what the correction would change
 * beyond this match: matches under way it restarts, results it resets. */
static void
save_with (HammerScoreDialog *self,
           HammerResultFlags  flags)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) dependents = NULL;

  if (ask_restart (self, flags))
    return;
  if (!record (self, flags, &error))
    {
      if (self->had_result && !(flags & HAMMER_RESULT_RESET_DEPENDENTS) &&
          g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_INVALID))
        dependents = hammer_events_list_dependent_results (self->store, self->event_id,
                                                          self->match_id, NULL);
      if (dependents != NULL && dependents->len > 0)
        {
          g_autofree char *list = describe_matches (self, dependents);
          g_autofree char *body = g_strdup_printf (
            g_dngettext (GETTEXT_PACKAGE,
                         "Who plays in this match depends on this result, and it has a result "
                         "already:\n%s\nSaving the correction resets it; it has to be entered "
                         "again.",
                         "Who plays in these matches depends on this result, and they have "
                         "results already:\n%s\nSaving the correction resets them; they have to "
                         "be entered again.", dependents->len),
            list);
          AdwMessageDialog *dialog =
            ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                        _("Later Matches Have Results"), body));

          adw_message_dialog_add_responses (dialog,
                                            "cancel", _("_Cancel"),
                                            "reset", _("_Reset Those Matches and Save"),
                                            NULL);
          adw_message_dialog_set_response_appearance (dialog, "reset",
                                                      ADW_RESPONSE_DESTRUCTIVE);
          adw_message_dialog_set_default_response (dialog, "cancel");
          adw_message_dialog_set_close_response (dialog, "cancel");
          g_object_set_data (G_OBJECT (dialog), "score-flags", GUINT_TO_POINTER (flags));
          g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
          gtk_window_present (GTK_WINDOW (dialog));
          return;
        }
      show_problem (self, error->message);
      return;
    }
  finish_saved (self, flags);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  save_with (HAMMER_SCORE_DIALOG (widget), 0);
}

/* Walkover */

static void
walkover_response_cb (AdwMessageDialog  *dialog,
                      const char        *response,
                      HammerScoreDialog *self)
{
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(GError) error = NULL;
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "score-side"));
  JsonArray *list;
  gint64 entrant = 0;
  GtkWindow *parent;
  GtkRoot *root;

  if (!g_str_equal (response, "withdraw"))
    return;

  matches = hammer_events_get_matches_json (self->store, self->event_id, &error);
  list = matches != NULL ? json_node_get_array (matches) : NULL;
  for (guint m = 0; list != NULL && m < json_array_get_length (list); m++)
    {
      JsonObject *match = json_array_get_object_element (list, m);

      if (json_object_get_int_member (match, "id") == self->match_id)
        entrant = json_array_get_int_element (json_object_get_array_member (match, "sides"), side);
    }
  if (matches == NULL || entrant == 0 ||
      !hammer_events_withdraw_entrant (self->store, self->event_id, entrant, &error))
    {
      show_problem (self, error ? error->message : _("The match has changed; open it again."));
      return;
    }

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  root = parent != NULL ? gtk_widget_get_root (GTK_WIDGET (parent)) : NULL;
  if (root != NULL && HAMMER_IS_WINDOW (root))
    {
      /* TRANSLATORS: a toast; %s is an entrant's name. */
      g_autofree char *message = g_strdup_printf (_("%s withdrew: walkover"),
                                                  side_name (self, side));

      hammer_window_report_change (HAMMER_WINDOW (root), message,
                                   hammer_store_get_last_change (self->store));
    }
  close_later (self);
}

static void
walkover_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);
  int side = g_variant_get_int32 (parameter);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;
  AdwMessageDialog *dialog;

  if (side < 0 || (guint) side >= self->n_sides)
    return;

  /* TRANSLATORS: %s is an entrant's name. */
  heading = g_strdup_printf (_("Withdraw %s?"), side_name (self, side));
  body = g_strdup_printf (_("%s leaves the event: this match and every later match of theirs "
                            "are walkovers for the other side."), side_name (self, side));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"),
                                    "withdraw", _("_Withdraw"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "withdraw", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "score-side", GINT_TO_POINTER (side));
  g_signal_connect_object (dialog, "response", G_CALLBACK (walkover_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Closing */

static void
discard_response_cb (AdwMessageDialog  *dialog,
                     const char        *response,
                     HammerScoreDialog *self)
{
  if (!g_str_equal (response, "discard"))
    return;
  close_later (self);
}

static gboolean
hammer_score_dialog_close_request (GtkWindow *window)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (window);
  AdwMessageDialog *dialog;

  if (self->confirmed_close || self->undo == NULL ||
      sheet_equal (g_ptr_array_index (self->undo, 0), self->sheet))
    return GTK_WINDOW_CLASS (hammer_score_dialog_parent_class)->close_request (window);

  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (window, _("Discard the Scores?"),
                                                       _("What was typed in this dialog is "
                                                         "not saved.")));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Keep Editing"),
                                    "discard", _("_Discard"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "discard", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

/* Loading */

/* The stored result, replayed by the rules module, as a sheet. */
static Sheet *
sheet_from_result (HammerScoreDialog *self,
                   JsonNode          *result)
{
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(HammerViolation) violation = NULL;
  JsonNode *games_node;
  JsonArray *games = NULL;
  gboolean counts = FALSE;
  Sheet *sheet;

  if (!(match = hammer_match_replay_result (self->rules, &self->options, result, &violation)))
    {
      g_warning ("The stored result of match %" G_GINT64_FORMAT " does not read back: %s",
                 self->match_id, violation->message);
      return NULL;
    }
  /* Only a game that names who shoots first keeps that choice on the sheet. */
  games_node = json_object_get_member (json_node_get_object (result), "games");
  if (games_node != NULL && JSON_NODE_HOLDS_ARRAY (games_node))
    games = json_node_get_array (games_node);

  for (guint g = 0; g < hammer_match_get_n_games (match); g++)
    for (guint e = 0; e < hammer_match_get_n_ends (match, g); e++)
      {
        HammerEnd end;

        hammer_match_get_end (match, g, e, &end);
        counts |= end.counts != NULL;
      }

  sheet = sheet_new (counts);
  for (guint g = 0; g < hammer_match_get_n_games (match); g++)
    {
      Game *game = game_new ();
      JsonNode *game_node = games && g < json_array_get_length (games)
                            ? json_array_get_element (games, g) : NULL;

      if (game_node != NULL && JSON_NODE_HOLDS_OBJECT (game_node) &&
          json_object_has_member (json_node_get_object (game_node), "first"))
        game->first = hammer_match_get_game_first (match, g);

      for (guint e = 0; e < hammer_match_get_n_ends (match, g); e++)
        {
          Row *row = row_new (counts ? N_COMPARTMENTS * self->n_sides : self->n_sides);
          gboolean penalised = FALSE;
          HammerEnd end;

          hammer_match_get_end (match, g, e, &end);
          for (guint s = 0; s < self->n_sides; s++)
            {
              penalised |= end.penalties[s] != 0;
              if (counts)
                for (guint k = 0; k < N_COMPARTMENTS; k++)
                  {
                    g_free (row->cells[s * N_COMPARTMENTS + k]);
                    row->cells[s * N_COMPARTMENTS + k] =
                      g_strdup_printf ("%d", end.counts ? end.counts[s * N_COMPARTMENTS + k] : 0);
                  }
              else
                {
                  /* A penalty goes in the cell as on paper: "18-5". */
                  g_free (row->cells[s]);
                  row->cells[s] = end.penalties[s] != 0
                                  ? g_strdup_printf ("%d-%d", end.raw[s], end.penalties[s])
                                  : g_strdup_printf ("%d", end.raw[s]);
                }
            }
          if (penalised && counts)
            row->penalties = g_memdup2 (end.penalties, self->n_sides * sizeof (int));
          g_ptr_array_add (game->rows, row);
        }
      g_ptr_array_add (sheet->games, game);
    }
  return sheet;
}

static void
build_scoreboard (HammerScoreDialog *self)
{
  for (guint s = 0; s < self->n_sides; s++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *name = new_name_label (self->names[s]);
      GtkWidget *value = new_label ("0", 0.5, "title-1");
      GtkWidget *detail = new_label ("", 0.5, "caption");

      gtk_widget_add_css_class (value, "numeric");
      gtk_widget_add_css_class (detail, "dim-label");
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), value);
      gtk_box_append (GTK_BOX (box), detail);
      gtk_box_append (self->scoreboard, box);
      g_ptr_array_add (self->side_values, value);
      g_ptr_array_add (self->side_details, detail);
    }
}

static void
build_walkover_menu (HammerScoreDialog *self,
                     const char        *state,
                     gboolean           series)
{
  g_autoptr(GMenu) menu = g_menu_new ();

  /* A withdrawal makes the match a walkover; it is offered while the match
   * has no result, between two known sides. */
  if (series || self->n_sides != 2 || !self->scorable || g_strcmp0 (state, "ready") != 0)
    return;

  for (guint s = 0; s < self->n_sides; s++)
    {
      /* TRANSLATORS: a menu item; %s is an entrant's name. */
      g_autofree char *label = g_strdup_printf (_("%s Withdraws…"), self->names[s]);
      g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

      g_menu_item_set_action_and_target_value (item, "score.walkover", g_variant_new_int32 (s));
      g_menu_append_item (menu, item);
    }
  gtk_menu_button_set_menu_model (self->walkover_button, G_MENU_MODEL (menu));
  gtk_widget_set_visible (GTK_WIDGET (self->walkover_button), TRUE);
}

static gboolean
load (HammerScoreDialog *self,
      GError           **error)
{
  g_autoptr(JsonNode) event_node = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(HammerViolation) violation = NULL;
  g_autoptr(GString) title = g_string_new (NULL);
  g_autofree char *heading = NULL;
  JsonObject *event, *match = NULL;
  JsonArray *names;
  const char *state;
  gboolean series;

  if (!(event_node = hammer_events_get_event_json (self->store, self->event_id, error)) ||
      !(matches = hammer_events_get_matches_json (self->store, self->event_id, error)))
    return FALSE;
  event = json_node_get_object (event_node);

  for (guint m = 0; m < json_array_get_length (json_node_get_array (matches)); m++)
    {
      JsonObject *candidate = json_array_get_object_element (json_node_get_array (matches), m);

      if (json_object_get_int_member (candidate, "id") == self->match_id)
        match = candidate;
    }
  if (match == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("“%s” has no match %" PRId64),
                   json_object_get_string_member_with_default (event, "name", ""),
                   self->match_id);
      return FALSE;
    }

  if (!(self->rules = hammer_rules_lookup (json_object_get_string_member (event, "rules"),
                                           &violation)) ||
      !hammer_options_from_json (self->rules, json_object_get_object_member (event, "options"),
                                 &self->options, &violation))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT, violation->message);
      return FALSE;
    }

  names = json_object_get_array_member (match, "names");
  self->n_sides = json_array_get_length (names);
  self->names = g_new0 (char *, self->n_sides + 1);
  for (guint s = 0; s < self->n_sides; s++)
    {
      const char *name = json_node_get_string (json_array_get_element (names, s));

      /* TRANSLATORS: a side not known yet, numbered from 1. */
      self->names[s] = name ? g_strdup (name) : g_strdup_printf (_("Side %u"), s + 1);
      g_string_append_printf (title, "%s%s", s > 0 ? _(" v ") : "", self->names[s]);
    }
  self->title = g_string_free (g_steal_pointer (&title), FALSE);

  state = json_object_get_string_member_with_default (match, "state", "");
  series = g_strcmp0 (json_object_get_string_member_with_default (event, "format", ""),
                      "series") == 0;
  self->had_result = json_object_has_member (match, "result") &&
                     JSON_NODE_HOLDS_OBJECT (json_object_get_member (match, "result"));
  self->scorable = (g_str_equal (state, "ready") || g_str_equal (state, "in_progress") ||
                    g_str_equal (state, "finished")) &&
                   !json_object_get_boolean_member_with_default (match, "bye", FALSE) &&
                   !json_object_get_boolean_member_with_default (match, "walkover", FALSE);

  if (json_object_get_boolean_member_with_default (match, "walkover", FALSE))
    gtk_label_set_label (self->status_label, _("This match is a walkover: one side withdrew."));
  else if (json_object_get_boolean_member_with_default (match, "bye", FALSE))
    gtk_label_set_label (self->status_label, _("This match is a bye: nothing to score."));
  else if (!self->scorable)
    gtk_label_set_label (self->status_label,
                         _("This match cannot be scored yet: who plays in it is decided by "
                           "the matches before it."));

  if (series)
    heading = g_strdup (_("Series"));
  else if (!JSON_NODE_HOLDS_NULL (json_object_get_member (match, "board")))
    /* TRANSLATORS: the dialog's title: the match's number in the event,
     * its round and board, "Match 5 · Round 1 · Board 2". */
    heading = g_strdup_printf (_("Match %" PRId64 " · Round %" PRId64 " · Board %" PRId64),
                               json_object_get_int_member_with_default (match, "number", 0),
                               json_object_get_int_member (match, "round"),
                               json_object_get_int_member (match, "board"));
  else
    /* TRANSLATORS: the dialog's title: "Match 5 · Round 1". */
    heading = g_strdup_printf (_("Match %" PRId64 " · Round %" PRId64),
                               json_object_get_int_member_with_default (match, "number", 0),
                               json_object_get_int_member (match, "round"));
  adw_window_title_set_title (self->window_title, heading);
  adw_window_title_set_subtitle (self->window_title, self->title);
  gtk_window_set_title (GTK_WINDOW (self), self->title);

  if (self->had_result)
    self->sheet = sheet_from_result (self, json_object_get_member (match, "result"));
  if (self->sheet == NULL)
    self->sheet = sheet_new (FALSE);

  /* Sjoelbak: every game of the series is a row from the start. */
  if (is_sjoelbak (self))
    {
      int n_games = self->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES
                    ? self->options.games : 1;

      while (self->sheet->games->len < (guint) n_games)
        {
          Game *game = game_new ();

          g_ptr_array_add (game->rows, row_new (n_cells (self)));
          g_ptr_array_add (self->sheet->games, game);
        }
      gtk_widget_set_visible (self->mode_box, TRUE);
      gtk_toggle_button_set_active (self->sheet->counts ? self->counts_toggle
                                                        : self->totals_toggle, TRUE);
      gtk_label_set_label (self->hint_label,
                           _("A total moves on by itself once no further digit could make it "
                             "right, and a count after one digit; for a count of 10 or more, "
                             "press Backspace to go back and add the second digit."));
    }
  else
    {
      gtk_label_set_label (self->hint_label,
                           _("Enter or Tab moves to the next cell; a blank cell counts 0. "
                             "● marks who has the hammer. A penalty follows a minus: 18-5 is "
                             "18 with 5 off. Clear an end to take it out."));
    }

  build_scoreboard (self);
  build_walkover_menu (self, state, series);
  check_sheet (self, FALSE);
  ensure_open_row (self);
  g_ptr_array_add (self->undo, sheet_copy (self->sheet, self->n_sides));
  self->undo_index = 0;
  return TRUE;
}

/* Class */

static void
hammer_score_dialog_dispose (GObject *object)
{
  HammerScoreDialog *self = (HammerScoreDialog *) object;

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_SCORE_DIALOG);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (hammer_score_dialog_parent_class)->dispose (object);
}

static void
hammer_score_dialog_finalize (GObject *object)
{
  HammerScoreDialog *self = (HammerScoreDialog *) object;

  g_clear_pointer (&self->sheet, sheet_free);
  g_clear_pointer (&self->undo, g_ptr_array_unref);
  g_clear_pointer (&self->views, g_ptr_array_unref);
  g_clear_pointer (&self->side_values, g_ptr_array_unref);
  g_clear_pointer (&self->side_details, g_ptr_array_unref);
  g_clear_pointer (&self->match, hammer_match_free);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->bad_message, g_free);
  g_clear_pointer (&self->board_changes, json_node_unref);

  G_OBJECT_CLASS (hammer_score_dialog_parent_class)->finalize (object);
}

static void
hammer_score_dialog_class_init (HammerScoreDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hammer_score_dialog_dispose;
  object_class->finalize = hammer_score_dialog_finalize;
  window_class->close_request = hammer_score_dialog_close_request;

  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/hammertourney/Hammer/ui/score/hammer-score-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, save_button);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, walkover_button);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, scoreboard);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, mode_box);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, totals_toggle);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, counts_toggle);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, sections_box);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, hint_label);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, status_label);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled_cb);

  gtk_widget_class_install_action (widget_class, "score.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "score.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "score.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "score.walkover", "i", walkover_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "score.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "score.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "score.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "score.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "score.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_score_dialog_init (HammerScoreDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->undo = g_ptr_array_new_with_free_func ((GDestroyNotify) sheet_free);
  self->views = g_ptr_array_new_with_free_func ((GDestroyNotify) game_view_free);
  self->side_values = g_ptr_array_new ();
  self->side_details = g_ptr_array_new ();
  self->bad_game = self->bad_row = self->bad_side = -1;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.save", FALSE);
}

GtkWidget *
hammer_score_dialog_new (GtkWindow   *parent,
                         HammerStore *store,
                         gint64       event_id,
                         gint64       match_id)
{
  HammerScoreDialog *self;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_SCORE_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->event_id = event_id;
  self->match_id = match_id;

  if (!load (self, &error))
    {
      /* Nothing to score: the dialog says why and offers only Cancel. */
      adw_window_title_set_title (self->window_title, _("Score"));
      gtk_label_set_label (self->status_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->status_label), TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.save", FALSE);
      return GTK_WIDGET (self);
    }

  rebuild (self);
  if (!self->scorable)
    {
      /* A bye, a walkover or a match still waiting for its sides: the
       * status line says which, and there is no sheet to fill in. */
      gtk_widget_set_visible (GTK_WIDGET (self->sections_box), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->scoreboard), FALSE);
      gtk_widget_set_visible (self->mode_box, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
      gtk_label_set_label (self->hint_label, gtk_label_get_label (self->status_label));
      gtk_label_set_xalign (self->hint_label, 0.5);
      gtk_label_set_justify (self->hint_label, GTK_JUSTIFY_CENTER);
      gtk_widget_set_margin_top (GTK_WIDGET (self->hint_label), 48);
      gtk_widget_remove_css_class (GTK_WIDGET (self->hint_label), "dim-label");
      gtk_widget_remove_css_class (GTK_WIDGET (self->hint_label), "caption");
      gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "title-4");
      return GTK_WIDGET (self);
    }
  focus_open_cell (self);
  /* A finished match opens for correction at its first cell. */
  if (self->had_result && gtk_window_get_focus (GTK_WINDOW (self)) == self->save_button)
    focus_cell (self, 0, 0, 0, FALSE);
  return GTK_WIDGET (self);
}
