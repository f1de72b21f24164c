/* hammer-club-night-entry.c — the screen for entering a whole club night
 *
 * Built for speed: one row per member present, one cell per game. Keys are
 * handled by the window before the cells see them, so that a total moves on
 * to the next game by itself as soon as no further digit could make it a
 * total (sjoelbak scores at most 148: “95” is complete, “12” is not), and
 * Enter, Tab and Backspace walk the grid. By compartments each game takes
 * the four counts, one digit each, which the rules module scores. Nothing is written until every
 * total is possible; the night is then saved in one change.
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

#include "hammer-clock.h"
#include "hammer-club-night-entry.h"
#include "hammer-window.h"
#include "hammer-app-utils.h"

#define MAX_TOTAL 148
#define N_COMPARTMENTS 4
#define MAX_DISKS 30

typedef struct
{
  gint64     member_id;
  char      *name;
  gboolean   present;
  int       *totals;      /* per game, what its cell shows when built; −1: nothing */
  int       *counts;      /* four per game, likewise */
  GtkWidget *toggle;
  GtkWidget *name_label;
  GtkWidget *total_label;
  GtkWidget *place_label;
  GPtrArray *cells;       /* GtkEntry: one per game, or four per game by counts */
  GPtrArray *points;      /* GtkLabel per game: the points the counts make */
  GPtrArray *extras;      /* other labels of the row, shown with it */
} Row;

struct _HammerClubNightEntry
{
  AdwWindow    parent_instance;

  HammerStore *store;
  gint64       season_id;
  gint64       night_id;
  guint        games;
  gboolean     counts;    /* compartment counts instead of totals */
  gboolean     building;
  GPtrArray   *rows;      /* Row */

  AdwWindowTitle  *window_title;
  GtkWidget       *date_box;
  GtkWidget       *date_entry;
  GtkToggleButton *totals_toggle;
  GtkToggleButton *counts_toggle;
  GtkWidget       *present_box;
  GtkWidget       *message_label;
  GtkWidget       *grid;
  GtkWidget       *hint_label;
  GtkWidget       *save_button;
};

G_DEFINE_FINAL_TYPE (HammerClubNightEntry, hammer_club_night_entry, ADW_TYPE_WINDOW)

enum
{
  PROP_0,
  PROP_STORE,
  PROP_SEASON_ID,
  PROP_NIGHT_ID,
  N_PROPS
};

enum
{
  SAVED,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
row_free (Row *row)
{
  g_free (row->name);
  g_free (row->totals);
  g_free (row->counts);
  g_clear_pointer (&row->cells, g_ptr_array_unref);
  g_clear_pointer (&row->points, g_ptr_array_unref);
  g_clear_pointer (&row->extras, g_ptr_array_unref);
  g_free (row);
}

/* Cells per game: one total, or the four compartment counts. */
static guint
width (HammerClubNightEntry *self)
{
  return self->counts ? N_COMPARTMENTS : 1;
}

static guint
cells_per_row (HammerClubNightEntry *self)
{
  return self->games * width (self);
}

/* A cell's text as a number: -1 when empty, -2 when not a number. */
static int
cell_value (GtkWidget *cell)
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
  int value = cell_value (cell);

  if (value < 0)
    return value == -2;
  if (self->counts)
    return TRUE;
  return g_str_equal (text, "0") || value * 10 > MAX_TOTAL;
}

/* What is wrong with game @g of @row, or %NULL. @value gets its total (by
 * counts: the points the counts typed so far make), −1 when nothing is
 * typed; @complete whether every cell of the game is filled. */
static char *
game_problem (HammerClubNightEntry *self,
              Row                  *row,
              guint                 g,
              int                  *value,
              gboolean             *complete)
{
  int counts[N_COMPARTMENTS] = { 0 };
  gboolean any = FALSE;
  int disks = 0;

  *value = -1;
  *complete = TRUE;
  if (!self->counts)
    {
      int total = cell_value (g_ptr_array_index (row->cells, g));

      if (total == -1)
        *complete = FALSE;
      if (total == -2)
        return g_strdup (_("A total is a whole number of points."));
      if (total < 0)
        return NULL;
      *value = total;
      return hammer_sjoelbak_total_problem (total);
    }

  for (guint c = 0; c < N_COMPARTMENTS; c++)
    {
      int count = cell_value (g_ptr_array_index (row->cells, g * N_COMPARTMENTS + c));

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
  if (disks > MAX_DISKS)
    /* TRANSLATORS: the disks counted in the compartments of one game. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%d disk in the compartments, but a game has only 30.",
                                         "%d disks in the compartments, but a game has only 30.",
                                         disks), disks);
  return hammer_sjoelbak_total_problem (*value);
}

static Row *
visible_row (HammerClubNightEntry *self,
             int                   index)
{
  if (index < 0 || (guint) index >= self->rows->len)
    return NULL;
  return g_ptr_array_index (self->rows, index);
}

static void
focus_cell (GtkWidget *cell)
{
  gtk_widget_grab_focus (cell);
  gtk_editable_select_region (GTK_EDITABLE (cell), 0, -1);
}

/* Moves @steps cells on (or back, when negative) from cell @cell of @row,
 * skipping members who are absent; past the last cell, to Save. */
static void
move_focus (HammerClubNightEntry *self,
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
      Row *r = visible_row (self, position / per_row);

      if (r != NULL && r->present)
        {
          focus_cell (g_ptr_array_index (r->cells, position % per_row));
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
      Row *row = g_ptr_array_index (self->rows, r);
      g_autofree char *text = NULL;

      for (guint g = 0; g < self->games; g++)
        {
          gboolean complete;
          int value;
          g_autofree char *problem = game_problem (self, row, g, &value, &complete);

          for (guint c = 0; c < width (self); c++)
            {
              GtkWidget *cell = g_ptr_array_index (row->cells, g * width (self) + c);

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
    present[r] = ((Row *) g_ptr_array_index (self->rows, r))->present;
  ranks = hammer_club_night_rank_games (values, present, self->rows->len, self->games);
  for (guint i = 0; i < ranks->len; i++)
    {
      const HammerClubRank *rank = &g_array_index (ranks, HammerClubRank, i);
      Row *row = g_ptr_array_index (self->rows, rank->member);
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
show_row (Row      *row,
          gboolean  present)
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

static void
present_toggled_cb (GtkCheckButton       *toggle,
                    HammerClubNightEntry *self)
{
  for (guint r = 0; r < self->rows->len; r++)
    {
      Row *row = g_ptr_array_index (self->rows, r);

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
  problem = game_problem (self, g_ptr_array_index (self->rows, row),
                          (guint) index / width (self), &value, &complete);
  if (cell_is_complete (self, cell) && problem == NULL)
    move_focus (self, row, index, 1);
  else if (cell_is_complete (self, cell))
    gtk_editable_select_region (editable, 0, -1);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
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
      move_focus (self, row, index, (state & GDK_SHIFT_MASK) ? -1 : 1);
      return TRUE;
    case GDK_KEY_Tab:
    case GDK_KEY_KP_Tab:
      move_focus (self, row, index, (state & GDK_SHIFT_MASK) ? -1 : 1);
      return TRUE;
    case GDK_KEY_ISO_Left_Tab:
      move_focus (self, row, index, -1);
      return TRUE;
    case GDK_KEY_BackSpace:
      if (*gtk_editable_get_text (GTK_EDITABLE (cell)) != '\0')
        return FALSE;
      move_focus (self, row, index, -1);
      /* A count goes on with a second digit rather than being replaced. */
      back = gtk_root_get_focus (GTK_ROOT (self));
      back = back != NULL ? gtk_widget_get_ancestor (back, GTK_TYPE_ENTRY) : NULL;
      if (self->counts && back != NULL)
        gtk_editable_set_position (GTK_EDITABLE (back), -1);
      return TRUE;
    case GDK_KEY_Down:
      move_focus (self, row, index, down);
      return TRUE;
    case GDK_KEY_Up:
      move_focus (self, row, index, -down);
      return TRUE;
    default:
      return FALSE;
    }
}

static GtkWidget *
new_cell (HammerClubNightEntry *self,
          Row                  *row,
          guint                 m,
          guint                 g,
          guint                 c)
{
  GtkWidget *cell = gtk_entry_new ();
  g_autofree char *label = NULL;
  int chars = self->counts ? 2 : 3;

  if (self->counts)
    /* TRANSLATORS: a member's name, a game number and a compartment (1 to 4). */
    label = g_strdup_printf (_("%s, game %u, compartment %u"), row->name, g + 1, c + 1);
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
                     GINT_TO_POINTER ((int) (g * width (self) + c)));
  g_signal_connect_swapped (cell, "changed", G_CALLBACK (cell_changed_cb), self);
  return cell;
}

/* Lays out the grid for the mode: by totals one line per member and one
 * cell per game; by counts a block per member with the four compartments
 * of each game down its column and the points they make below. */
static void
build_grid (HammerClubNightEntry *self)
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
      Row *row = g_ptr_array_index (self->rows, m);
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
          g_autofree char *text = g_strdup_printf ("%u", c + 1);
          GtkWidget *label = hammer_label_new (text, 1, "dim-label");

          gtk_widget_add_css_class (label, "caption");
          gtk_widget_set_tooltip_text (label, _("Compartment"));
          gtk_grid_attach (GTK_GRID (self->grid), label, 1, top + (int) c, 1, 1);
          g_ptr_array_add (row->extras, label);
        }

      for (guint g = 0; g < self->games; g++)
        {
          for (guint c = 0; c < width (self); c++)
            {
              GtkWidget *cell = new_cell (self, row, m, g, c);
              int value = self->counts ? row->counts[g * N_COMPARTMENTS + c] : row->totals[g];

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
                      ? _("Type the disks in compartments 1 to 4 of each game, down its column: "
                          "each count moves on by itself; for 10 or more, go back with "
                          "Backspace and add the second digit. Ctrl+S saves.")
                      : _("Type each total: the next game follows by itself once no further "
                          "digit fits. Enter or Tab moves on, Backspace on an empty game goes "
                          "back, Ctrl+S saves."));
  self->building = FALSE;
  update_figures (self);
}

/* Keeps what the cells hold in the rows' figures, as the other mode reads
 * them: counts become the totals they make. */
static void
take_cells (HammerClubNightEntry *self,
            gboolean              counts)
{
  for (guint r = 0; r < self->rows->len; r++)
    {
      Row *row = g_ptr_array_index (self->rows, r);

      for (guint g = 0; g < self->games; g++)
        {
          gboolean complete;
          int value;
          g_autofree char *problem = game_problem (self, row, g, &value, &complete);

          row->totals[g] = counts ? -1 : value;
          for (guint c = 0; c < N_COMPARTMENTS; c++)
            row->counts[g * N_COMPARTMENTS + c] =
              counts && self->counts
              ? cell_value (g_ptr_array_index (row->cells, g * N_COMPARTMENTS + c))
              : -1;
        }
    }
}

static void
mode_toggled_cb (HammerClubNightEntry *self)
{
  gboolean counts = gtk_toggle_button_get_active (self->counts_toggle);

  if (self->building || counts == self->counts || self->games == 0)
    return;
  take_cells (self, counts);
  self->counts = counts;
  build_grid (self);
  move_focus (self, 0, -1, 1);
}

/* A night being corrected shows what was entered; a new one starts with
 * whoever came last time (everyone, on the first night). Returns the night
 * to start from, or NULL for the first night; FALSE if the night being
 * corrected cannot be read. */
static gboolean
load_night (HammerClubNightEntry  *self,
            JsonNode             **night_out,
            GError               **error)
{
  g_autoptr(JsonNode) night = NULL;
  g_autoptr(JsonNode) nights = NULL;

  if (self->night_id != 0)
    {
      if (!(night = hammer_seasons_night_json (self->store, self->season_id, self->night_id,
                                               error)))
        return FALSE;
      adw_window_title_set_subtitle (self->window_title,
                                     json_object_get_string_member (json_node_get_object (night),
                                                                    "date"));
    }
  else if ((nights = hammer_seasons_nights_json (self->store, self->season_id, NULL)))
    {
      JsonArray *all = json_object_get_array_member (json_node_get_object (nights), "nights");

      if (json_array_get_length (all) > 0)
        {
          gint64 last = json_object_get_int_member (json_array_get_object_element (all, 0),
                                                    "night");
          night = hammer_seasons_night_json (self->store, self->season_id, last, NULL);
        }
    }
  *night_out = g_steal_pointer (&night);
  return TRUE;
}

/* The row of @member, with what @line of the night's ranking says they
 * played when the night is being corrected, and the check button that
 * says whether they are present. */
static void
add_row (HammerClubNightEntry *self,
         JsonObject           *member,
         JsonObject           *line,
         gboolean              present)
{
  Row *row = g_new0 (Row, 1);

  row->member_id = json_object_get_int_member (member, "member");
  row->name = g_strdup (json_object_get_string_member (member, "name"));
  row->cells = g_ptr_array_new ();
  row->points = g_ptr_array_new ();
  row->extras = g_ptr_array_new ();
  row->totals = g_new (int, MAX (self->games, 1));
  row->counts = g_new (int, MAX (self->games, 1) * N_COMPARTMENTS);
  for (guint i = 0; i < self->games; i++)
    row->totals[i] = -1;
  for (guint i = 0; i < self->games * N_COMPARTMENTS; i++)
    row->counts[i] = -1;
  row->present = present;

  if (line != NULL && self->night_id != 0)
    {
      JsonArray *games = json_object_get_array_member (line, "games");
      JsonArray *counts = json_object_has_member (line, "counts")
                          ? json_object_get_array_member (line, "counts") : NULL;

      for (guint g = 0; g < self->games && g < json_array_get_length (games); g++)
        row->totals[g] = (int) json_array_get_int_element (games, g);
      for (guint g = 0; counts != NULL && g < self->games &&
                        g < json_array_get_length (counts); g++)
        {
          JsonArray *four = json_array_get_array_element (counts, g);

          for (guint c = 0; c < N_COMPARTMENTS && c < json_array_get_length (four); c++)
            row->counts[g * N_COMPARTMENTS + c] = (int) json_array_get_int_element (four, c);
        }
    }

  row->toggle = gtk_check_button_new_with_label (row->name);
  gtk_widget_set_tooltip_text (row->toggle, _("Present or absent"));
  gtk_flow_box_append (GTK_FLOW_BOX (self->present_box), row->toggle);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (row->toggle), row->present);
  g_signal_connect (row->toggle, "toggled", G_CALLBACK (present_toggled_cb), self);
  g_ptr_array_add (self->rows, row);
}

static void
build (HammerClubNightEntry *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) members = NULL;
  g_autoptr(JsonNode) night = NULL;
  g_autoptr(GHashTable) played = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  JsonArray *list;
  JsonArray *ranking = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->grid)) != NULL)
    gtk_grid_remove (GTK_GRID (self->grid), child);
  while ((child = gtk_widget_get_first_child (self->present_box)) != NULL)
    gtk_flow_box_remove (GTK_FLOW_BOX (self->present_box), child);
  g_ptr_array_set_size (self->rows, 0);

  if (self->store == NULL || self->season_id == 0)
    return;
  if (!(members = hammer_seasons_members_json (self->store, self->season_id, &error)))
    {
      gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
      gtk_widget_set_visible (self->message_label, TRUE);
      return;
    }
  self->games = (guint) json_object_get_int_member (json_node_get_object (members),
                                                    "games_per_night");
  list = json_object_get_array_member (json_node_get_object (members), "members");

  if (!load_night (self, &night, &error))
    {
      gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
      gtk_widget_set_visible (self->message_label, TRUE);
      return;
    }
  if (night != NULL)
    ranking = json_object_get_array_member (json_node_get_object (night), "ranking");
  gtk_widget_set_visible (self->date_box, self->night_id == 0);

  for (guint i = 0; ranking != NULL && i < json_array_get_length (ranking); i++)
    {
      JsonObject *line = json_array_get_object_element (ranking, i);
      gint64 *id = g_new (gint64, 1);

      *id = json_object_get_int_member (line, "member");
      g_hash_table_insert (played, id, line);
    }

  /* A night entered by counts opens by counts; a new night keeps the mode
   * of the last one. */
  self->counts = FALSE;
  for (guint i = 0; ranking != NULL && i < json_array_get_length (ranking); i++)
    self->counts |= json_object_has_member (json_array_get_object_element (ranking, i),
                                            "counts");

  for (guint m = 0; m < json_array_get_length (list); m++)
    {
      JsonObject *member = json_array_get_object_element (list, m);
      gint64 member_id = json_object_get_int_member (member, "member");
      JsonObject *line = g_hash_table_lookup (played, &member_id);

      add_row (self, member, line, ranking == NULL || line != NULL);
    }

  /* A member who played a night entered by counts without counts (a
   * correction by totals) keeps the night in totals. */
  for (guint r = 0; self->counts && r < self->rows->len; r++)
    {
      Row *row = g_ptr_array_index (self->rows, r);

      if (row->totals[0] >= 0 && row->counts[0] < 0 && self->night_id != 0)
        self->counts = FALSE;
    }

  self->building = TRUE;
  gtk_toggle_button_set_active (self->counts ? self->counts_toggle : self->totals_toggle, TRUE);
  self->building = FALSE;
  build_grid (self);
  move_focus (self, 0, -1, 1);
}

/* Says what is missing or wrong in game @g of @row, and takes the keyboard
 * where the user goes on: the first empty compartment, or with too many
 * disks the last count typed. */
static void
show_game_problem (HammerClubNightEntry *self,
                   Row                  *row,
                   guint                 g,
                   const char           *problem)
{
  g_autofree char *text = NULL;
  guint missing = 0;

  while (self->counts && missing + 1 < N_COMPARTMENTS &&
         cell_value (g_ptr_array_index (row->cells, g * N_COMPARTMENTS + missing + 1)) != -1)
    missing++;
  if (self->counts && problem == NULL &&
      cell_value (g_ptr_array_index (row->cells, g * N_COMPARTMENTS)) == -1)
    missing = 0;
  else if (self->counts && problem == NULL)
    missing++;
  if (problem != NULL)
    text = g_strdup_printf (_("%s, game %u: %s"), row->name, g + 1, problem);
  else if (self->counts)
    /* TRANSLATORS: a member's name, a game number and a compartment (1 to 4). */
    text = g_strdup_printf (_("%s, game %u: no count in compartment %u yet."),
                            row->name, g + 1, missing + 1);
  else
    /* TRANSLATORS: a member's name and a game number. */
    text = g_strdup_printf (_("%s, game %u: no total yet."), row->name, g + 1);
  gtk_label_set_text (GTK_LABEL (self->message_label), text);
  gtk_widget_set_visible (self->message_label, TRUE);
  focus_cell (g_ptr_array_index (row->cells, g * width (self) + missing));
}

static void
save_activated (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (widget);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) totals = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) counts = g_array_new (FALSE, FALSE, sizeof (int) * N_COMPARTMENTS);
  g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  GtkWindow *parent;
  int bad_member = -1, bad_game = -1;
  HammerNightGames games = { 0 };
  gint64 night_id;

  for (guint r = 0; r < self->rows->len; r++)
    {
      Row *row = g_ptr_array_index (self->rows, r);

      if (!row->present)
        continue;
      for (guint g = 0; g < self->games; g++)
        {
          gboolean complete;
          int value;
          g_autofree char *problem = game_problem (self, row, g, &value, &complete);
          int four[N_COMPARTMENTS];

          if (!complete || problem != NULL)
            {
              show_game_problem (self, row, g, problem);
              return;
            }
          g_array_append_val (totals, value);
          for (guint c = 0; c < N_COMPARTMENTS; c++)
            four[c] = self->counts
                      ? cell_value (g_ptr_array_index (row->cells, g * N_COMPARTMENTS + c))
                      : -1;
          g_array_append_val (counts, four);
        }
      g_array_append_val (ids, row->member_id);
      g_array_append_val (rows, r);
    }

  games.night_id = self->night_id;
  games.date = gtk_editable_get_text (GTK_EDITABLE (self->date_entry));
  games.member_ids = (const gint64 *) ids->data;
  games.n_members = ids->len;
  games.totals = (const int *) totals->data;
  games.counts = self->counts ? (const int (*)[4]) counts->data : NULL;
  games.whole_night = TRUE;
  night_id = hammer_seasons_enter_night_games (self->store, self->season_id, &games,
                                                    &bad_member, &bad_game, &error);
  if (night_id == 0)
    {
      gtk_label_set_text (GTK_LABEL (self->message_label), error->message);
      gtk_widget_set_visible (self->message_label, TRUE);
      if (bad_member >= 0 && bad_game >= 0)
        {
          Row *row = g_ptr_array_index (self->rows, g_array_index (rows, guint, bad_member));
          focus_cell (g_ptr_array_index (row->cells, (guint) bad_game * width (self)));
        }
      else if (self->night_id == 0)
        gtk_widget_grab_focus (self->date_entry);
      return;
    }

  parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  if (HAMMER_IS_WINDOW (parent))
    {
      /* TRANSLATORS: a toast; %u is the number of members who played. */
      message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Club night saved, %u member",
                                              "Club night saved, %u members", ids->len),
                                 ids->len);
      hammer_window_report_change (HAMMER_WINDOW (parent), message,
                                   hammer_store_get_last_change (self->store));
    }
  g_signal_emit (self, signals[SAVED], 0, night_id);
  gtk_window_destroy (GTK_WINDOW (self));
}

static void
hammer_club_night_entry_constructed (GObject *object)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  G_OBJECT_CLASS (hammer_club_night_entry_parent_class)->constructed (object);
  build (self);
}

static void
hammer_club_night_entry_dispose (GObject *object)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_CLUB_NIGHT_ENTRY);
  g_clear_object (&self->store);
  G_OBJECT_CLASS (hammer_club_night_entry_parent_class)->dispose (object);
}

static void
hammer_club_night_entry_finalize (GObject *object)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (hammer_club_night_entry_parent_class)->finalize (object);
}

static void
hammer_club_night_entry_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_SEASON_ID:
      g_value_set_int64 (value, self->season_id);
      break;
    case PROP_NIGHT_ID:
      g_value_set_int64 (value, self->night_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_club_night_entry_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  HammerClubNightEntry *self = HAMMER_CLUB_NIGHT_ENTRY (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_set_object (&self->store, g_value_get_object (value));
      break;
    case PROP_SEASON_ID:
      self->season_id = g_value_get_int64 (value);
      break;
    case PROP_NIGHT_ID:
      self->night_id = g_value_get_int64 (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_club_night_entry_class_init (HammerClubNightEntryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = hammer_club_night_entry_constructed;
  object_class->dispose = hammer_club_night_entry_dispose;
  object_class->finalize = hammer_club_night_entry_finalize;
  object_class->get_property = hammer_club_night_entry_get_property;
  object_class->set_property = hammer_club_night_entry_set_property;

  /* The screen is built once for one night: open a new one for another. */
  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEASON_ID] =
    g_param_spec_int64 ("season-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_NIGHT_ID] =
    g_param_spec_int64 ("night-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SAVED] = g_signal_new ("saved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                 NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT64);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/season/"
                                               "hammer-club-night-entry.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, date_box);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, date_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, present_box);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, message_label);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, grid);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, save_button);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, hint_label);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, totals_toggle);
  gtk_widget_class_bind_template_child (widget_class, HammerClubNightEntry, counts_toggle);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled_cb);

  gtk_widget_class_install_action (widget_class, "entry.save", NULL, save_activated);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "entry.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
hammer_club_night_entry_init (HammerClubNightEntry *self)
{
  GtkEventController *keys;
  g_autofree char *today = hammer_clock_today ();

  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  gtk_editable_set_text (GTK_EDITABLE (self->date_entry), today);

  /* Before the cells: digits and the walking keys are the grid's. */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  gtk_event_controller_set_name (keys, "club-night-keys");
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
hammer_club_night_entry_new (GtkWindow   *parent,
                             HammerStore *store,
                             gint64       season_id,
                             gint64       night_id)
{
  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_CLUB_NIGHT_ENTRY,
                       "transient-for", parent,
                       "store", store,
                       "season-id", season_id,
                       "night-id", night_id,
                       NULL);
}
