/* hammer-club-night-sheets.c — the paper of one club night: its ranking,
 * and the score forms the members fill in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-json.h"
#include "sheets/hammer-season-sheets-private.h"
#include "sheets/hammer-sheet-fit.h"

/* A table of the night's ranking: place and name, games @first to
 * @first + @count - 1, and with @figures the total, the averages and the
 * points. */
typedef struct
{
  HammerSheetColumn *columns;
  guint              n_columns;
  GPtrArray         *titles;
  GPtrArray         *rows;
} NightTable;

static void
night_table_clear (NightTable *table)
{
  g_clear_pointer (&table->columns, g_free);
  g_clear_pointer (&table->titles, g_ptr_array_unref);
  g_clear_pointer (&table->rows, g_ptr_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (NightTable, night_table_clear)

static void
night_table_init (NightTable *table,
                  JsonArray  *ranking,
                  guint       first,
                  guint       count,
                  gboolean    figures)
{
  guint n_columns = 2 + count + (figures ? 4 : 0);
  HammerSheetColumn *columns = g_new0 (HammerSheetColumn, n_columns);

  table->columns = columns;
  table->n_columns = n_columns;
  table->titles = g_ptr_array_new_with_free_func (g_free);
  table->rows = hammer_sheet_rows_new ();
  columns[0] = (HammerSheetColumn) { _("Place"), 1.3, HAMMER_ALIGN_CENTER };
  columns[1] = (HammerSheetColumn) { _("Name"), 5.2, HAMMER_ALIGN_START };
  for (guint g = 0; g < count; g++)
    {
      char *number = hammer_sheet_int_text (first + g + 1);

      g_ptr_array_add (table->titles, number);
      columns[2 + g] = (HammerSheetColumn) { number, 1.1, HAMMER_ALIGN_CENTER };
    }
  if (figures)
    {
      columns[count + 2] = (HammerSheetColumn) { _("Total"), 1.6, HAMMER_ALIGN_END };
      columns[count + 3] = (HammerSheetColumn) { _("Average"), 1.9, HAMMER_ALIGN_END };
      /* Translators: a column of the night's ranking: the average a member
       * had before the night, which the points are earned against
       * (explained in the note over the table). */
      columns[count + 4] = (HammerSheetColumn) { _("Before"), 1.9, HAMMER_ALIGN_END };
      columns[count + 5] = (HammerSheetColumn) { _("Points"), 1.5, HAMMER_ALIGN_END };
    }

  for (guint i = 0; i < hammer_json_length (ranking); i++)
    {
      JsonObject *line = hammer_json_element_object (ranking, i);
      JsonArray *games = hammer_json_array (line, "games");
      char **cells = hammer_sheet_line_cells (line, n_columns);

      for (guint g = 0; g < count; g++)
        {
          gint64 value = hammer_json_element_int (games, first + g, -1);

          cells[2 + g] = value >= 0 ? hammer_sheet_int_text (value) : g_strdup ("");
        }
      if (figures)
        {
          cells[count + 2] = hammer_sheet_int_text (hammer_json_int (line, "total", 0));
          cells[count + 3] = hammer_season_sheets_average_text (line, "average");
          cells[count + 4] = hammer_season_sheets_average_text (line, "average_before");
          cells[count + 5] = hammer_sheet_int_text (hammer_json_int (line, "points", 0));
        }
      hammer_sheet_rows_take (table->rows, FALSE, FALSE, cells);
    }
}

/* The smallest type of the rows: their headings, a tenth smaller, stay at
 * 7 points, the least anyone should have to read. */
#define SMALLEST_TYPE (7.0 / HAMMER_SHEET_HEADER_TYPE)

/* The largest type, from the tables' usual size down to SMALLEST_TYPE, in
 * which @table reads whole across the page; 0 when none does. */
static double
fitting_type (HammerSeasonSheetsPaper *paper,
              NightTable              *table)
{
  double width = hammer_layout_get_width (paper->layout);
  HammerSheetGrid grid = { .look = HAMMER_SHEET_GRID_SEASON };

  for (double size = HAMMER_SHEET_ROW * 0.56; size > SMALLEST_TYPE - 0.2; size -= 0.2)
    {
      grid.font = MAX (size, SMALLEST_TYPE);
      if (hammer_sheet_columns_natural_width (paper->layout, table->columns, table->n_columns,
                                              table->rows, &grid, HAMMER_SHEET_ROW) <= width)
        return grid.font;
    }
  return 0;
}

void
hammer_season_sheets_render_night (HammerSeasonSheetsPaper *paper,
                                   JsonObject              *night)
{
  JsonArray *ranking = hammer_json_array (night, "ranking");
  guint n_games = (guint) CLAMP (hammer_json_int (paper->season, "games_per_night", 10), 1, 50);
  g_auto(NightTable) whole = { 0 };
  g_autofree char *title = NULL;
  g_autofree char *note = NULL;
  g_autofree char *rule = hammer_season_sheets_points_rule (paper->season);
  g_autofree char *date = hammer_i18n_format_date (hammer_json_string (night, "date"));
  guint n_parts = 1;
  double size;

  /* Translators: the title of a club night's ranking; %s is its date. */
  title = g_strdup_printf (_("Club night of %s"), date);
  /* Translators: over a night's ranking; the second %s is the rule of the
   * points competition. */
  note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u member played. “Before”: the average before the "
                                       "night. %s",
                                       "%u members played. “Before”: the average before the "
                                       "night. %s", hammer_json_length (ranking)),
                          hammer_json_length (ranking), rule);

  /* Every game and figure in one table, in the largest type that keeps
   * names and scores whole, and then with short headings. */
  night_table_init (&whole, ranking, 0, n_games, TRUE);
  if ((size = fitting_type (paper, &whole)) == 0)
    {
      /* Translators: short column headings of a club night's ranking on
       * a crowded page: place, average and points. */
      whole.columns[0].title = C_("short heading", "#");
      whole.columns[n_games + 3].title = C_("short heading", "Avg.");
      whole.columns[n_games + 5].title = C_("short heading", "Pts");
      size = fitting_type (paper, &whole);
    }
  if (size > 0)
    {
      paper->font = size;
      hammer_season_sheets_draw_table (paper, title, note, whole.columns, whole.n_columns,
                                       whole.rows);
      paper->font = 0;
      return;
    }

  /* Too many games across the page for that: the ranking with its
   * figures, then the games in as few parts as read whole. */
  {
    g_auto(NightTable) figures = { 0 };

    night_table_init (&figures, ranking, 0, 0, TRUE);
    hammer_season_sheets_draw_table (paper, title, note, figures.columns, figures.n_columns,
                                     figures.rows);
  }
  for (n_parts = 2; n_parts < n_games; n_parts++)
    {
      g_auto(NightTable) part = { 0 };

      night_table_init (&part, ranking, 0, (n_games + n_parts - 1) / n_parts, FALSE);
      if (fitting_type (paper, &part) > 0)
        break;
    }
  for (guint p = 0; p < n_parts; p++)
    {
      guint per_part = (n_games + n_parts - 1) / n_parts;
      guint first = p * per_part;
      guint count = MIN (per_part, n_games - MIN (first, n_games));
      g_auto(NightTable) part = { 0 };
      g_autofree char *part_title = NULL;

      if (count == 0)
        break;
      night_table_init (&part, ranking, first, count, FALSE);
      /* Translators: the title of a part of a club night's scores: the
       * first and the last game in it. */
      part_title = g_strdup_printf (_("Games %u to %u"), first + 1, first + count);
      paper->font = MAX (fitting_type (paper, &part), SMALLEST_TYPE);
      hammer_season_sheets_draw_table (paper, part_title, NULL, part.columns, part.n_columns,
                                       part.rows);
      paper->font = 0;
    }
}

/* One member's card: a row per game, the disks of each compartment, the
 * game's total and the running total; on top the average to beat. */
static void
draw_form_card (HammerSeasonSheetsPaper *paper,
                JsonObject              *member,
                const char              *date,
                double                   x,
                double                   y,
                double                   w,
                double                   h)
{
  HammerLayout *layout = paper->layout;
  guint n_games = (guint) CLAMP (hammer_json_int (paper->season, "games_per_night", 10), 1, 50);
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autofree char *average = hammer_season_sheets_average_text (member, "average");
  g_autofree char *facts = NULL;
  g_autofree char *when = NULL;
  const char *klass = hammer_json_string (member, "class");
  const char *labels[] = { _("Player"), _("Scorer"), NULL };
  double row_h, used = 0;
  char **night_total;
  HammerSheetColumn columns[] = {
    { _("Game"), 1.0, HAMMER_ALIGN_CENTER },
    { hammer_sheet_compartment_title (0), 1.0, HAMMER_ALIGN_CENTER },
    { hammer_sheet_compartment_title (1), 1.0, HAMMER_ALIGN_CENTER },
    { hammer_sheet_compartment_title (2), 1.0, HAMMER_ALIGN_CENTER },
    { hammer_sheet_compartment_title (3), 1.0, HAMMER_ALIGN_CENTER },
    { _("Game total"), 1.7, HAMMER_ALIGN_CENTER },
    { _("Running total"), 1.9, HAMMER_ALIGN_CENTER },
  };
  HammerSheetGrid grid = { .columns = columns, .n_columns = G_N_ELEMENTS (columns),
                           .rows = rows, .font = paper->font, .look = HAMMER_SHEET_GRID_SEASON };

  for (guint g = 0; g < n_games; g++)
    {
      char **cells = hammer_sheet_cells_new (G_N_ELEMENTS (columns));

      g_free (cells[0]);
      cells[0] = hammer_sheet_int_text (g + 1);
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }
  night_total = hammer_sheet_cells_new (G_N_ELEMENTS (columns));
  g_free (night_total[5]);
  night_total[5] = g_strdup (_("Night total"));
  hammer_sheet_rows_take (rows, TRUE, FALSE, night_total);

  /* Translators: on a blank score form: the date of the night, or a line to
   * write it on. */
  if (date != NULL)
    {
      g_autofree char *written = hammer_i18n_format_date (date);

      when = g_strdup_printf (_("Club night of %s"), written);
    }
  else
    when = g_strdup (_("Date: ______________"));
  hammer_sheet_draw_band (layout, x, y, w, _("Club night score form"), when);
  used += 26;

  hammer_layout_text (layout, x, y + used, w * 0.6, 22,
                      hammer_json_string (member, "name") ?: "", 15,
                      HAMMER_TEXT_BOLD, HAMMER_ALIGN_START);
  /* Translators: on a score form: the member's average and class. */
  facts = g_strdup_printf (_("Average %s · Class %s"), average, klass != NULL ? klass : "–");
  hammer_layout_text (layout, x + w * 0.55, y + used, w * 0.45, 22, facts, 9,
                      HAMMER_TEXT_MUTED, HAMMER_ALIGN_END);
  used += 26;

  hammer_layout_text (layout, x, y + used, w, 12, _("Disks in compartment"), 7,
                      HAMMER_TEXT_MUTED, HAMMER_ALIGN_CENTER);
  used += 12;
  row_h = MIN (HAMMER_SHEET_ROW + 4, (h - used - 36) / (rows->len + 1));
  grid.count = rows->len;
  used += hammer_sheet_draw_grid (layout, &grid, x, y + used, w, row_h);
  hammer_sheet_draw_signatures (layout, x, y + used + 4, w, labels);
}

void
hammer_season_sheets_render_form (HammerSeasonSheetsPaper *paper)
{
  JsonArray *members = hammer_json_array (paper->season, "members");
  guint n_games = (guint) CLAMP (hammer_json_int (paper->season, "games_per_night", 10), 1, 50);
  double width = hammer_layout_get_width (paper->layout);
  double height = hammer_layout_get_height (paper->layout);
  /* Two cards on a sheet while a row stays tall enough to write in: above
   * on portrait paper, side by side on landscape. */
  gboolean two = n_games <= (paper->options->landscape ? 20 : 12);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  guint n = hammer_json_length (members);

  /* Alphabetical, as members come in. */
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, hammer_json_element_object (members, i));
  for (guint i = 1; i < names->len; i++)
    for (guint k = i; k > 0; k--)
      {
        JsonObject *a = g_ptr_array_index (names, k - 1);
        JsonObject *b = g_ptr_array_index (names, k);

        if (hammer_i18n_compare_names (hammer_json_string (a, "name") ?: "",
                                       hammer_json_string (b, "name") ?: "") <= 0)
          break;
        g_ptr_array_index (names, k - 1) = b;
        g_ptr_array_index (names, k) = a;
      }

  if (names->len == 0)
    {
      /* A form for someone who is not a member yet. */
      g_autoptr(JsonObject) nobody = json_object_new ();

      json_object_set_string_member (nobody, "name", "");
      hammer_season_sheets_new_page (paper);
      draw_form_card (paper, nobody, paper->options->night, 0, 0,
                      two && !paper->options->landscape ? width : (two ? width / 2 - 12 : width),
                      two && !paper->options->landscape ? height / 2 - 14 : height);
      return;
    }

  for (guint i = 0; i < names->len; i++)
    {
      JsonObject *member = g_ptr_array_index (names, i);
      gboolean second = two && i % 2 == 1;

      if (!second)
        hammer_season_sheets_new_page (paper);
      if (!two)
        draw_form_card (paper, member, paper->options->night, 0, 0, width, height);
      else if (paper->options->landscape)
        {
          /* Side by side, with a line to cut along. */
          draw_form_card (paper, member, paper->options->night, second ? width / 2 + 12 : 0, 0,
                          width / 2 - 12, height);
          if (second)
            hammer_layout_line (paper->layout, width / 2, 0, width / 2, height, 0.2);
        }
      else
        {
          draw_form_card (paper, member, paper->options->night, 0,
                          second ? height / 2 + 14 : 0, width, height / 2 - 14);
          if (second)
            hammer_layout_line (paper->layout, 0, height / 2, width, height / 2, 0.2);
        }
    }
}
