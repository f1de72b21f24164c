/* hammer-cross-table-sheets.c — the cross-table of a round robin, and of
 * each group of a group stage: every entrant against every other, the
 * result in each cell as the row's entrant saw it
 *
 * The results come from the match list and the figures at the end of each
 * row from the event's standings, as every other surface reads them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-score-text.h"
#include "hammer-json.h"
#include "events/hammer-format.h"
#include "io/hammer-tables-writer.h"
#include "sheets/hammer-sheets-private.h"

#define NUMBER_W  20.0
#define FIGURE_W  32.0
#define N_FIGURES 6   /* played, won, drawn, lost, points, place */

typedef struct
{
  gint64      id;
  const char *name;
  int         seed;        /* the draw's order: where the row goes */
} Row;

static int
compare_rows (gconstpointer a,
              gconstpointer b)
{
  const Row *x = a, *y = b;

  return x->seed - y->seed;
}

/* The entrants of the table's matches, in the draw's order. */
static GArray *
table_rows (GPtrArray *matches)
{
  GArray *rows = g_array_new (FALSE, TRUE, sizeof (Row));

  for (guint m = 0; m < matches->len; m++)
    {
      const HammerSheetsMatch *match = g_ptr_array_index (matches, m);
      JsonArray *sides = hammer_json_array (match->listed, "sides");
      JsonArray *sources = hammer_json_array (match->stored, "sources");

      for (guint s = 0; s < 2; s++)
        {
          Row row = { hammer_json_element_int (sides, s, 0), hammer_sheets_side_name (match, s),
                      G_MAXINT };
          const char *source = hammer_json_element_string (sources, s);
          gboolean known = FALSE;

          if (row.id <= 0)
            continue;
          for (guint r = 0; r < rows->len && !known; r++)
            known = g_array_index (rows, Row, r).id == row.id;
          if (known)
            continue;
          if (source != NULL && g_str_has_prefix (source, "seed:"))
            row.seed = (int) g_ascii_strtoll (source + strlen ("seed:"), NULL, 10);
          g_array_append_val (rows, row);
        }
    }
  g_array_sort (rows, compare_rows);
  return rows;
}

/* The result of @match as side @side saw it: points in a one-game match,
 * games won in a longer one; NULL before it is played. */
static char *
result_text (const HammerSheetsMatch *match,
             guint                    side)
{
  JsonArray *game_points = hammer_json_array (match->listed, "game_points");
  guint n_games = hammer_json_length (hammer_json_element_array (game_points, 0));
  JsonArray *figures;

  if (hammer_json_bool (match->listed, "walkover", FALSE))
    return g_strdup (hammer_json_int (match->listed, "winner", -1) == side
                     ? hammer_walkover_mark () : C_("cross-table", "—"));
  if (n_games == 0)
    return NULL;
  figures = hammer_json_array (match->listed, n_games == 1 ? "totals" : "games_won");
  {
    g_autofree char *own = hammer_score_text (hammer_json_element_int (figures, side, 0));
    g_autofree char *other = hammer_score_text (hammer_json_element_int (figures, 1 - side, 0));

    /* The row's entrant first, "2–1"; scores with the house's minus sign. */
    return g_strdup_printf ("%s–%s", own, other);
  }
}

/* The text of the cell of @row against @column: each leg they played. */
static char *
cell_text (GPtrArray *matches,
           gint64     row,
           gint64     column)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint m = 0; m < matches->len; m++)
    {
      const HammerSheetsMatch *match = g_ptr_array_index (matches, m);
      JsonArray *sides = hammer_json_array (match->listed, "sides");
      gint64 a = hammer_json_element_int (sides, 0, 0), b = hammer_json_element_int (sides, 1, 0);
      g_autofree char *result = NULL;

      if (a == row && b == column)
        result = result_text (match, 0);
      else if (a == column && b == row)
        result = result_text (match, 1);
      else
        continue;
      if (result != NULL)
        g_string_append_printf (text, "%s%s", text->len > 0 ? " " : "", result);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A double round robin meets everyone twice: two results in a cell. */
static guint
count_legs (GPtrArray *matches)
{
  for (guint i = 0; i < matches->len; i++)
    for (guint j = i + 1; j < matches->len; j++)
      {
        JsonArray *x =
          hammer_json_array (((const HammerSheetsMatch *) matches->pdata[i])->listed, "sides");
        JsonArray *y =
          hammer_json_array (((const HammerSheetsMatch *) matches->pdata[j])->listed, "sides");
        gint64 a = hammer_json_element_int (x, 0, 0), b = hammer_json_element_int (x, 1, 0);
        gint64 c = hammer_json_element_int (y, 0, 0), d = hammer_json_element_int (y, 1, 0);

        if (a > 0 && b > 0 && ((a == c && b == d) || (a == d && b == c)))
          return 2;
      }
  return 1;
}

static JsonObject *
standings_line (JsonNode *standings,
                gint64    id)
{
  JsonArray *lines = standings != NULL && JSON_NODE_HOLDS_ARRAY (standings)
                     ? json_node_get_array (standings) : NULL;

  for (guint i = 0; lines != NULL && i < json_array_get_length (lines); i++)
    {
      JsonObject *line = hammer_json_element_object (lines, i);

      if (hammer_json_int (line, "entrant", -1) == id)
        return line;
    }
  return NULL;
}

typedef struct
{
  const char *member;
  const char *heading;
} Figure;

static char *
figure_text (JsonNode *node)
{
  double value;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NULL;
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strdup (json_node_get_string (node));
  if (json_node_get_value_type (node) != G_TYPE_DOUBLE)
    return hammer_sheet_int_text (json_node_get_int (node));
  /* Points are whole but for a half point in some scorings. */
  value = json_node_get_double (node);
  if (value == (gint64) value)
    return hammer_sheet_int_text ((gint64) value);
  return hammer_tables_format_fixed_value (value, 1, hammer_i18n_decimal_mark ());
}

/* The heading of the place, the last figure. */
static const char *
place_heading (void)
{
  return C_("cross-table", "Place");
}

/* The width of figure @f of @n_figures at @size: the place's is as wide as
 * its heading ("Plaats") needs. */
static double
figure_width (HammerLayout *layout,
              guint         f,
              guint         n_figures,
              double        size)
{
  if (f + 1 < n_figures)
    return FIGURE_W;
  return MAX (FIGURE_W, hammer_layout_text_width (layout, place_heading (), size,
                                                  HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED));
}

/* The heading row: "#", the name, a number for each entrant, the figures;
 * returns the y under it. */
static double
draw_heading_row (HammerLayout *layout,
                  const Figure *columns,
                  guint         n_figures,
                  guint         n,
                  double        size,
                  double        name_w,
                  double        cell_w,
                  double        figure_w,
                  double        row_h,
                  double        y)
{
  double x0 = NUMBER_W + name_w;
  HammerTextFlags flags = HAMMER_TEXT_BOLD | HAMMER_TEXT_MUTED;

  hammer_layout_text (layout, 0, y, NUMBER_W, row_h, "#", size, flags, HAMMER_ALIGN_END);
  hammer_layout_text (layout, NUMBER_W, y, name_w, row_h, _("Name"), size, flags,
                      HAMMER_ALIGN_START);
  for (guint c = 0; c < n; c++)
    {
      g_autofree char *number = g_strdup_printf ("%u", c + 1);

      hammer_layout_text (layout, x0 + c * cell_w, y, cell_w, row_h, number, size, flags,
                          HAMMER_ALIGN_CENTER);
    }
  for (guint f = 0; f < n_figures; f++)
    hammer_layout_text (layout, x0 + n * cell_w + f * figure_w, y,
                        figure_width (layout, f, n_figures, size), row_h, columns[f].heading,
                        size, flags, HAMMER_ALIGN_END);
  hammer_layout_line (layout, 0, y + row_h,
                      x0 + n * cell_w + (n_figures - 1) * figure_w
                      + figure_width (layout, n_figures - 1, n_figures, size),
                      y + row_h, 0.8);
  return y + row_h;
}

/* The largest type, from 9 pt down to 7 pt, at which every name and
 * result of the table fits across the page; FALSE when none does. */
static gboolean
table_fit (HammerLayout *layout,
           GPtrArray    *matches,
           GArray       *rows,
           guint         n_figures,
           double       *size,
           double       *name_w,
           double       *cell_w)
{
  double width = hammer_layout_get_width (layout);
  guint n = MAX (rows->len, 1);
  const char *widest = count_legs (matches) > 1 ? "15–13 15–13" : "15–13";

  for (*size = 9; *size >= 7; *size -= 0.5)
    {
      *name_w = 0;
      for (guint r = 0; r < rows->len; r++)
        *name_w = MAX (*name_w, hammer_layout_text_width (layout,
                                                          g_array_index (rows, Row, r).name,
                                                          *size, HAMMER_TEXT_NORMAL));
      *name_w = MIN (*name_w, width * 0.4);
      *cell_w = MIN (60, (width - NUMBER_W - *name_w - (n_figures - 1) * FIGURE_W
                          - figure_width (layout, n_figures - 1, n_figures, *size)) / n);
      if (*cell_w >= hammer_layout_text_width (layout, widest, *size, HAMMER_TEXT_NORMAL))
        return TRUE;
    }
  *size = 7;
  return FALSE;
}

/* One table, from a page of its own or under the one before when it fits;
 * returns the height used on the last page. */
static double
draw_table (HammerSheetsDoc *doc,
            const char      *title,
            GPtrArray       *matches,
            JsonNode        *standings,
            guint            n_figures,
            double           y)
{
  HammerLayout *layout = doc->layout;
  double width = hammer_layout_get_width (layout), height = hammer_layout_get_height (layout);
  const Figure columns[N_FIGURES] = {
    /* Translators: the short headings of a cross-table's figures: played,
     * won, drawn, lost, points, place. */
    { "played", C_("cross-table", "Pl") }, { "wins", C_("cross-table", "W") },
    { "draws", C_("cross-table", "D") }, { "losses", C_("cross-table", "L") },
    { "match_points", C_("cross-table", "Pts") }, { "place_label", place_heading () },
  };
  /* A crowded table keeps the points and the place only. */
  const Figure *figures = columns + (N_FIGURES - n_figures);
  g_autoptr(GArray) rows = table_rows (matches);
  guint n = rows->len;
  double size, name_w, cell_w, figure_w = FIGURE_W, row_h, x0;

  table_fit (layout, matches, rows, n_figures, &size, &name_w, &cell_w);
  row_h = MAX (size * 2, 16);

  if (y > 0 && y + 30 + (n + 1) * row_h > height)
    y = 0;
  if (y == 0)
    hammer_layout_add_page (layout);
  hammer_layout_text (layout, -3, y, width, 22, title, 14, HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
  y += 28;
  x0 = NUMBER_W + name_w;
  y = draw_heading_row (layout, figures, n_figures, n, size, name_w, cell_w, figure_w, row_h, y);

  for (guint r = 0; r < n; r++)
    {
      const Row *row = &g_array_index (rows, Row, r);
      /* A group's figures are its own matches', beside the standings that
       * run on into the knockout. */
      JsonObject *line = standings_line (standings, row->id);

      if (hammer_json_object (line, "group") != NULL)
        line = hammer_json_object (line, "group");
      g_autofree char *number = g_strdup_printf ("%u", r + 1);

      /* Each page of a long table starts with its heading row again. */
      if (y + row_h > height)
        {
          hammer_layout_add_page (layout);
          y = draw_heading_row (layout, figures, n_figures, n, size, name_w, cell_w, figure_w,
                                row_h, 0);
        }
      hammer_layout_text (layout, 0, y, NUMBER_W, row_h, number, size, HAMMER_TEXT_MUTED,
                          HAMMER_ALIGN_END);
      hammer_layout_text (layout, NUMBER_W, y, name_w, row_h, row->name, size,
                          HAMMER_TEXT_NORMAL, HAMMER_ALIGN_START);
      for (guint c = 0; c < n; c++)
        {
          g_autofree char *text = NULL;

          /* Nobody plays himself: the diagonal is shaded. */
          hammer_layout_box (layout, x0 + c * cell_w, y, cell_w, row_h, 0.4, c == r ? 0.2 : 0);
          if (c == r)
            continue;
          text = cell_text (matches, row->id, g_array_index (rows, Row, c).id);
          hammer_layout_text (layout, x0 + c * cell_w, y, cell_w, row_h, text, size,
                              HAMMER_TEXT_NORMAL, HAMMER_ALIGN_CENTER);
        }
      for (guint f = 0; f < n_figures && line != NULL; f++)
        {
          g_autofree char *text = figure_text (json_object_get_member (line, figures[f].member));

          hammer_layout_text (layout, x0 + n * cell_w + f * figure_w, y,
                              figure_width (layout, f, n_figures, size), row_h, text, size,
                              f == n_figures - 1 ? HAMMER_TEXT_BOLD : HAMMER_TEXT_NORMAL,
                              HAMMER_ALIGN_END);
        }
      hammer_layout_line (layout, 0, y + row_h, x0, y + row_h, 0.3);
      y += row_h;
    }
  return y + 24;
}

static GPtrArray *
table_matches (HammerSheetsDoc *doc,
               const char      *name)
{
  GPtrArray *matches = g_ptr_array_new ();

  for (guint i = 0; i < doc->matches->len; i++)
    {
      HammerSheetsMatch *m = &g_array_index (doc->matches, HammerSheetsMatch, i);

      if (hammer_json_int (m->listed, "stage", 0) == 0 && g_strcmp0 (m->bracket, name) == 0)
        g_ptr_array_add (matches, m);
    }
  return matches;
}

/* Whether every table fits across the page at 7 pt or more. */
static gboolean
tables_fit (HammerSheetsDoc *doc,
            GPtrArray       *names,
            guint            n_figures)
{
  for (guint t = 0; t < names->len; t++)
    {
      g_autoptr(GPtrArray) matches = table_matches (doc, names->pdata[t]);
      g_autoptr(GArray) rows = table_rows (matches);
      double size, name_w, cell_w;

      if (!table_fit (doc->layout, matches, rows, n_figures, &size, &name_w, &cell_w))
        return FALSE;
    }
  return TRUE;
}

gboolean
hammer_sheets_render_cross_tables (HammerSheetsDoc *doc,
                                   JsonNode        *standings,
                                   GError         **error)
{
  const HammerFormatInfo *info = hammer_format_lookup (hammer_json_string (doc->event,
                                                                           "format"));
  gboolean groups = info != NULL && info->staged;
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint n_figures = N_FIGURES;
  double y = 0;

  /* The tables in the order their first match comes in the draw. */
  for (guint i = 0; i < doc->matches->len; i++)
    {
      const HammerSheetsMatch *m = &g_array_index (doc->matches, HammerSheetsMatch, i);

      if (hammer_json_int (m->listed, "stage", 0) != 0 || m->bracket == NULL ||
          (!groups && g_strcmp0 (m->bracket, "round-robin") != 0))
        continue;
      if (!g_ptr_array_find_with_equal_func (names, m->bracket, g_str_equal, NULL))
        g_ptr_array_add (names, (gpointer) m->bracket);
    }
  if (names->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event has no matches yet; draw it first"));
      return FALSE;
    }

  /* Before the first page: the paper turns when a table fits across only
   * the other way; a table too wide either way keeps two figures, on the
   * wider paper if need be. */
  if (hammer_layout_get_n_pages (doc->layout) == 0 && !tables_fit (doc, names, n_figures))
    {
      gboolean landscape = hammer_layout_get_landscape (doc->layout);

      hammer_layout_set_landscape (doc->layout, !landscape);
      if (!tables_fit (doc, names, n_figures))
        {
          hammer_layout_set_landscape (doc->layout, landscape);
          n_figures = MIN (n_figures, 2);
          if (!tables_fit (doc, names, n_figures))
            hammer_layout_set_landscape (doc->layout, TRUE);
        }
    }

  for (guint t = 0; t < names->len; t++)
    {
      g_autoptr(GPtrArray) matches = table_matches (doc, names->pdata[t]);
      g_autofree char *title = NULL;

      title = groups ? g_strdup_printf (_("Group %s"), (const char *) names->pdata[t])
                     : g_strdup (_("Cross-table"));
      y = draw_table (doc, title, matches, standings, n_figures, y);
    }
  return TRUE;
}
