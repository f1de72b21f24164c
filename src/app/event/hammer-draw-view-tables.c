/* hammer-draw-view-tables.c — the draw as cross-tables
 *
 * A round robin is one table, every entrant against every other, the result
 * in each cell as the row's entrant saw it; groups are a table each, and the
 * knockout after them a bracket under the tables. Every cell is a button
 * that opens its match.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-cross-table.h"
#include "hammer-draw-view-private.h"

static char *
cell_key (gint64 row,
          gint64 column,
          guint  leg)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT ":%u", row, column, leg);
}

static void
cell_clicked_cb (GtkButton      *button,
                 HammerDrawView *self)
{
  _hammer_draw_view_open_match (self, GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (button),
                                                                           "hammer-match")));
}

static GtkWidget *
header_label (const char *text,
              const char *tooltip,
              float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (label, tooltip);
  return label;
}

/* A figure at the end of row @r, from the event's standings: the core
 * counts them, with the event's points for a win and a draw; a member of a
 * group has those of the group's own matches. */
static GtkWidget *
figure_label (HammerCrossTable *table,
              guint             r,
              const char       *member)
{
  g_autofree char *text = NULL;
  GtkWidget *label;
  double value;

  if (hammer_cross_table_get_figure (table, r, member, &value))
    text = g_strdup_printf ("%g", value);
  label = gtk_label_new (text != NULL ? text : "");

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "cross-figure");
  return label;
}

/* The first row: "#", the name, a number for each entrant, the tallies. */
static void
attach_header_row (GtkGrid          *grid,
                   HammerCrossTable *table)
{
  guint n = hammer_cross_table_get_n_rows (table);

  gtk_grid_attach (grid, header_label ("#", NULL, 1), 0, 0, 1, 1);
  gtk_grid_attach (grid, header_label (_("Name"), NULL, 0), 1, 0, 1, 1);
  for (guint c = 0; c < n; c++)
    {
      g_autofree char *number = g_strdup_printf ("%u", c + 1);

      gtk_grid_attach (grid, header_label (number, hammer_cross_table_get_name (table, c), 0.5),
                       2 + c, 0, 1, 1);
    }
  gtk_grid_attach (grid, header_label (C_("short for played", "Pl"), _("Played"), 1),
                   2 + n, 0, 1, 1);
  gtk_grid_attach (grid, header_label (C_("short for won", "W"), _("Won"), 1),
                   3 + n, 0, 1, 1);
  gtk_grid_attach (grid, header_label (C_("short for points", "Pts"), _("Points"), 1),
                   4 + n, 0, 1, 1);
}

/* The button of one match in a cell, @row_side the row's side of it. */
static GtkWidget *
result_button (HammerDrawView   *self,
               HammerEventMatch *match,
               guint             row_side,
               const char       *row_name,
               const char       *column_name)
{
  g_autofree char *result = _hammer_draw_view_match_result (self, match, row_side);
  g_autofree char *accessible = NULL;
  gint64 winner = hammer_event_match_get_winner (match);
  GtkWidget *button = gtk_button_new_with_label (result ? result : "");

  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "numeric");
  if (hammer_event_match_get_state (match) == HAMMER_EVENT_MATCH_FINISHED)
    {
      if (winner == row_side)
        gtk_widget_add_css_class (button, "win");
      else if (winner >= 0)
        gtk_widget_add_css_class (button, "loss");
    }
  else
    gtk_widget_add_css_class (button, "open");

  if (result != NULL)
    /* Translators: a cross-table cell, "Anna against Bram: 2–1". */
    accessible = g_strdup_printf (_("%s against %s: %s"), row_name, column_name, result);
  else
    accessible = g_strdup_printf (_("%s against %s: not played yet"), row_name, column_name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
  gtk_widget_set_tooltip_text (button, accessible);
  g_object_set_data (G_OBJECT (button), "hammer-match",
                     GSIZE_TO_POINTER ((gsize) hammer_event_match_get_id (match)));
  g_signal_connect (button, "clicked", G_CALLBACK (cell_clicked_cb), self);
  return button;
}

/* The cell of row @r against column @c: a button for each leg they
 * played or will play. */
static void
fill_cell (HammerDrawView   *self,
           GtkWidget        *cell,
           HammerCrossTable *table,
           guint             r,
           guint             c)
{
  const char *row_name = hammer_cross_table_get_name (table, r);
  const char *column_name = hammer_cross_table_get_name (table, c);
  HammerEventMatch *match;
  guint row_side;

  for (guint leg = 0; (match = hammer_cross_table_get_match (table, r, c, leg, &row_side)); leg++)
    {
      GtkWidget *button = result_button (self, match, row_side, row_name ? row_name : "",
                                         column_name ? column_name : "");

      gtk_box_append (GTK_BOX (cell), button);
      g_hash_table_insert (self->cells,
                           cell_key (hammer_cross_table_get_entrant (table, r),
                                     hammer_cross_table_get_entrant (table, c), leg),
                           button);
    }
}

/* Row @r: its number, the name, a cell for each entrant, the tallies. */
static void
attach_row (HammerDrawView   *self,
            GtkGrid          *grid,
            HammerCrossTable *table,
            guint             r)
{
  guint n = hammer_cross_table_get_n_rows (table);
  const char *row_name = hammer_cross_table_get_name (table, r);
  g_autofree char *number = g_strdup_printf ("%u", r + 1);
  GtkWidget *name = gtk_label_new (row_name ? row_name : "");

  gtk_grid_attach (grid, header_label (number, NULL, 1), 0, r + 1, 1, 1);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (name), 12);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 22);
  gtk_widget_set_margin_end (name, 6);
  gtk_grid_attach (grid, name, 1, r + 1, 1, 1);

  for (guint c = 0; c < n; c++)
    {
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);

      gtk_widget_add_css_class (cell, "cross-cell");
      gtk_widget_set_hexpand (cell, FALSE);
      gtk_box_set_homogeneous (GTK_BOX (cell), TRUE);
      if (r == c)
        gtk_widget_add_css_class (cell, "diagonal");
      else
        {
          fill_cell (self, cell, table, r, c);
          if (hammer_cross_table_get_legs (table) == 2)
            gtk_widget_add_css_class (cell, "two-legs");
        }
      gtk_grid_attach (grid, cell, 2 + c, r + 1, 1, 1);
    }

  gtk_grid_attach (grid, figure_label (table, r, "played"), 2 + n, r + 1, 1, 1);
  gtk_grid_attach (grid, figure_label (table, r, "wins"), 3 + n, r + 1, 1, 1);
  gtk_grid_attach (grid, figure_label (table, r, "match_points"), 4 + n, r + 1, 1, 1);
}

/* A cross-table, the result in each cell as the row's entrant saw it. */
static GtkWidget *
build_cross_table (HammerDrawView   *self,
                   HammerCrossTable *table)
{
  GtkWidget *grid = gtk_grid_new ();

  gtk_widget_add_css_class (grid, "cross-table");
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_START);

  attach_header_row (GTK_GRID (grid), table);
  for (guint r = 0; r < hammer_cross_table_get_n_rows (table); r++)
    attach_row (self, GTK_GRID (grid), table, r);
  return grid;
}

static void
clear_tables (HammerDrawView *self)
{
  GtkWidget *child;

  g_hash_table_remove_all (self->cells);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->tables_box))) != NULL)
    gtk_flow_box_remove (self->tables_box, child);
}

/* The key of the cell that has the focus, or NULL: a rebuilt table keeps
 * the focus on the same cell. */
static char *
focused_cell (HammerDrawView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  GHashTableIter iter;
  gpointer key, value;
  char *focus_key = NULL;

  g_hash_table_iter_init (&iter, self->cells);
  while (focus != NULL && g_hash_table_iter_next (&iter, &key, &value))
    if (value == focus)
      {
        g_free (focus_key);
        focus_key = g_strdup (key);
      }
  return focus_key;
}

/* The tables as the core has them (HammerCrossTable): which, and who is
 * in each, the event's format says. */
void
_hammer_draw_view_show_tables (HammerDrawView *self,
                               gboolean        groups)
{
  g_autoptr(GPtrArray) tables = hammer_cross_tables_new (self->typed_event,
                                                         G_LIST_MODEL (self->typed_matches));
  g_autofree char *focus_key = focused_cell (self);
  GtkWidget *focus;

  clear_tables (self);
  for (guint t = 0; t < tables->len; t++)
    {
      HammerCrossTable *table = tables->pdata[t];
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

      if (hammer_cross_table_get_group (table) != NULL)
        {
          g_autofree char *title = g_strdup_printf (_("Group %s"),
                                                    hammer_cross_table_get_group (table));
          GtkWidget *label = gtk_label_new (title);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "title-4");
          gtk_box_append (GTK_BOX (box), label);
        }
      gtk_box_append (GTK_BOX (box), build_cross_table (self, table));
      gtk_flow_box_append (self->tables_box, box);
      /* The cells take the focus, not the table around them. */
      gtk_widget_set_focusable (gtk_widget_get_parent (box), FALSE);
    }

  if (focus_key != NULL && (focus = g_hash_table_lookup (self->cells, focus_key)) != NULL)
    gtk_widget_grab_focus (focus);

  gtk_widget_set_visible (GTK_WIDGET (self->knockout_title), groups);
  gtk_widget_set_visible (GTK_WIDGET (self->knockout), groups);
  if (groups)
    hammer_bracket_view_set_matches (self->knockout, self->typed_event,
                                     G_LIST_MODEL (self->typed_matches), 1);
}

GtkWidget *
hammer_draw_view_get_cross_cell (HammerDrawView *self,
                                 gint64          row_entrant,
                                 gint64          column_entrant,
                                 guint           leg)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (HAMMER_IS_DRAW_VIEW (self), NULL);

  key = cell_key (row_entrant, column_entrant, leg);
  return g_hash_table_lookup (self->cells, key);
}
