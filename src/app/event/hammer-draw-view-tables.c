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

#include "hammer-draw-view-private.h"

static const HammerDrawViewEntrant *
find_entrant (HammerDrawView *self,
              gint64          id)
{
  for (guint i = 0; i < self->entrants->len; i++)
    if (g_array_index (self->entrants, HammerDrawViewEntrant, i).id == id)
      return &g_array_index (self->entrants, HammerDrawViewEntrant, i);
  return NULL;
}

static const char *
entrant_name (HammerDrawView *self,
              gint64          id)
{
  const HammerDrawViewEntrant *entrant = find_entrant (self, id);

  return entrant ? entrant->name : NULL;
}

static gint64
side (HammerEventMatch *match,
      guint             s)
{
  return hammer_event_match_get_entrant (match, s);
}

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

/* A figure at the end of a row, from the event's standings: the core
 * counts them, with the event's points for a win and a draw; a member of a
 * group has those of the group's own matches. */
static GtkWidget *
figure_label (HammerStandingsLine *line,
              const char          *member)
{
  g_autofree char *text = NULL;
  GtkWidget *label;
  double value;

  if (line != NULL &&
      (hammer_standings_line_get_group (line) != NULL
       ? hammer_standings_line_get_group_figure (line, member, &value)
       : hammer_standings_line_get_figure (line, member, &value)))
    text = g_strdup_printf ("%g", value);
  label = gtk_label_new (text != NULL ? text : "");

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "cross-figure");
  return label;
}

/* A double round robin meets everyone twice: two legs per cell. */
static guint
count_legs (GPtrArray *matches)
{
  for (guint i = 0; i < matches->len; i++)
    for (guint j = i + 1; j < matches->len; j++)
      {
        gint64 a0 = side (matches->pdata[i], 0), a1 = side (matches->pdata[i], 1);
        gint64 b0 = side (matches->pdata[j], 0), b1 = side (matches->pdata[j], 1);

        if (a0 && a1 && ((a0 == b0 && a1 == b1) || (a0 == b1 && a1 == b0)))
          return 2;
      }
  return 1;
}

/* The first row: "#", the name, a number for each entrant, the tallies. */
static void
attach_header_row (HammerDrawView *self,
                   GtkGrid        *grid,
                   GArray         *ids)
{
  guint n = ids->len;

  gtk_grid_attach (grid, header_label ("#", NULL, 1), 0, 0, 1, 1);
  gtk_grid_attach (grid, header_label (_("Name"), NULL, 0), 1, 0, 1, 1);
  for (guint c = 0; c < n; c++)
    {
      g_autofree char *number = g_strdup_printf ("%u", c + 1);

      gtk_grid_attach (grid, header_label (number,
                                           entrant_name (self, g_array_index (ids, gint64, c)),
                                           0.5),
                       2 + c, 0, 1, 1);
    }
  gtk_grid_attach (grid, header_label (C_("short for played", "Pl"), _("Played"), 1),
                   2 + n, 0, 1, 1);
  gtk_grid_attach (grid, header_label (C_("short for won", "W"), _("Won"), 1),
                   3 + n, 0, 1, 1);
  gtk_grid_attach (grid, header_label (C_("short for points", "Pts"), _("Points"), 1),
                   4 + n, 0, 1, 1);
}

/* The line of @id in the event's standings, or NULL. */
static HammerStandingsLine *
standings_line (HammerDrawView *self,
                gint64          id)
{
  GListModel *lines = self->typed_event != NULL ? hammer_event_get_standings (self->typed_event)
                                                : NULL;

  for (guint i = 0; lines != NULL && i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (lines, i);

      if (hammer_standings_line_get_entrant (line) == id)
        return g_steal_pointer (&line);
    }
  return NULL;
}

/* The button of one match in a cell, @row_side the row's side of it. */
static GtkWidget *
result_button (HammerDrawView *self,
               HammerEventMatch *match,
               guint           row_side,
               const char     *row_name,
               const char     *column_name)
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

/* The cell of @row_id against @column_id: a button for each leg they
 * played or will play. */
static void
fill_cell (HammerDrawView *self,
           GtkWidget      *cell,
           GPtrArray      *matches,
           gint64          row_id,
           gint64          column_id,
           const char     *row_name)
{
  const char *column_name = entrant_name (self, column_id);
  guint leg = 0;

  for (guint m = 0; m < matches->len; m++)
    {
      HammerEventMatch *match = matches->pdata[m];
      gint64 s0 = side (match, 0), s1 = side (match, 1);
      GtkWidget *button;
      guint row_side;

      if (s0 == row_id && s1 == column_id)
        row_side = 0;
      else if (s1 == row_id && s0 == column_id)
        row_side = 1;
      else
        continue;
      button = result_button (self, match, row_side, row_name,
                              column_name ? column_name : "");
      gtk_box_append (GTK_BOX (cell), button);
      g_hash_table_insert (self->cells, cell_key (row_id, column_id, leg), button);
      leg++;
    }
}

/* Row @r: its number, the name, a cell for each entrant, the tallies. */
static void
attach_row (HammerDrawView *self,
            GtkGrid        *grid,
            GArray         *ids,
            GPtrArray      *matches,
            guint           legs,
            guint           r)
{
  guint n = ids->len;
  gint64 row_id = g_array_index (ids, gint64, r);
  const char *row_name = entrant_name (self, row_id);
  g_autofree char *number = g_strdup_printf ("%u", r + 1);
  GtkWidget *name = gtk_label_new (row_name ? row_name : "");
  g_autoptr(HammerStandingsLine) line = standings_line (self, row_id);

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
          fill_cell (self, cell, matches, row_id, g_array_index (ids, gint64, c),
                     row_name ? row_name : "");
          if (legs == 2)
            gtk_widget_add_css_class (cell, "two-legs");
        }
      gtk_grid_attach (grid, cell, 2 + c, r + 1, 1, 1);
    }

  gtk_grid_attach (grid, figure_label (line, "played"), 2 + n, r + 1, 1, 1);
  gtk_grid_attach (grid, figure_label (line, "wins"), 3 + n, r + 1, 1, 1);
  gtk_grid_attach (grid, figure_label (line, "match_points"), 4 + n, r + 1, 1, 1);
}

/* A cross-table of @ids (entrant ids, in seed order) over @matches
 * (HammerEventMatch *), the result in each cell as the row's entrant saw it. */
static GtkWidget *
build_cross_table (HammerDrawView *self,
                   GArray         *ids,
                   GPtrArray      *matches)
{
  GtkWidget *grid = gtk_grid_new ();
  guint legs = count_legs (matches);

  gtk_widget_add_css_class (grid, "cross-table");
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_START);

  attach_header_row (self, GTK_GRID (grid), ids);
  for (guint r = 0; r < ids->len; r++)
    attach_row (self, GTK_GRID (grid), ids, matches, legs, r);
  return grid;
}

static GArray *
entrants_of (HammerDrawView *self,
             GPtrArray      *matches)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  /* In seed order: the event's entrants are sorted so already. */
  for (guint e = 0; e < self->entrants->len; e++)
    {
      gint64 id = g_array_index (self->entrants, HammerDrawViewEntrant, e).id;
      gboolean plays = FALSE;

      for (guint m = 0; m < matches->len && !plays; m++)
        plays = side (matches->pdata[m], 0) == id || side (matches->pdata[m], 1) == id;
      if (plays)
        g_array_append_val (ids, id);
    }
  return ids;
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

/* The names of the groups, in the order of their matches: a group's
 * matches are in the group stage and named by it. */
static GPtrArray *
group_names (GListModel *matches)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; matches != NULL && i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);
      const char *bracket = hammer_event_match_get_bracket (match);

      if (hammer_event_match_get_stage (match) != 0 || bracket == NULL)
        continue;
      if (!g_ptr_array_find_with_equal_func (names, bracket, g_str_equal, NULL))
        g_ptr_array_add (names, g_strdup (bracket));
    }
  return names;
}

/* The matches of group @name (every match of the first stage for %NULL: a
 * round robin is one table) whose sides are both known. */
static GPtrArray *
table_matches (GListModel *matches,
               const char *name)
{
  GPtrArray *table = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; matches != NULL && i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);

      if (hammer_event_match_get_stage (match) == 0 &&
          (name == NULL || g_strcmp0 (hammer_event_match_get_bracket (match), name) == 0) &&
          side (match, 0) != 0 && side (match, 1) != 0)
        g_ptr_array_add (table, g_steal_pointer (&match));
    }
  return table;
}

void
_hammer_draw_view_show_tables (HammerDrawView *self,
                               gboolean        groups)
{
  GListModel *matches = G_LIST_MODEL (self->typed_matches);
  g_autoptr(GPtrArray) names = NULL;
  g_autofree char *focus_key = focused_cell (self);
  GtkWidget *focus;

  /* Groups are a table each (HammerFormatInfo's draw shape says which);
   * everybody against everybody is one table. */
  names = group_names (matches);
  if (!groups && names->len > 0)
    {
      g_ptr_array_set_size (names, 0);
      g_ptr_array_add (names, NULL);
    }
  clear_tables (self);
  for (guint g = 0; g < names->len; g++)
    {
      g_autoptr(GPtrArray) table = table_matches (matches, names->pdata[g]);
      g_autoptr(GArray) ids = entrants_of (self, table);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

      if (groups)
        {
          g_autofree char *title = g_strdup_printf (_("Group %s"), (char *) names->pdata[g]);
          GtkWidget *label = gtk_label_new (title);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "title-4");
          gtk_box_append (GTK_BOX (box), label);
        }
      gtk_box_append (GTK_BOX (box), build_cross_table (self, ids, table));
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
