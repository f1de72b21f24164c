/* hammer-club-night-sheets.c — the paper of one club night: its ranking,
 * and the score forms the members fill in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hammer-json.h"
#include "sheets/hammer-season-sheets-private.h"

void
hammer_season_sheets_render_night (Paper      *paper,
                                   JsonObject *night)
{
  JsonArray *ranking = hammer_json_array (night, "ranking");
  guint n_games = (guint) CLAMP (hammer_json_int (paper->season, "games_per_night", 10), 1, 50);
  guint n_columns = n_games + 6;
  g_autofree HammerSheetColumn *columns = g_new0 (HammerSheetColumn, n_columns);
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autofree char *title = NULL;
  g_autofree char *note = NULL;
  g_autofree char *rule = hammer_season_sheets_points_rule (paper->season);
  double game_width;

  columns[0] = (HammerSheetColumn) { _("Place"), 1.3, HAMMER_ALIGN_CENTER };
  columns[1] = (HammerSheetColumn) { _("Name"), 5.2, HAMMER_ALIGN_START };
  for (guint g = 0; g < n_games; g++)
    {
      char *number = hammer_sheet_int_text (g + 1);

      g_ptr_array_add (titles, number);
      columns[2 + g] = (HammerSheetColumn) { number, 1.1, HAMMER_ALIGN_CENTER };
    }
  columns[n_games + 2] = (HammerSheetColumn) { _("Total"), 1.6, HAMMER_ALIGN_END };
  columns[n_games + 3] = (HammerSheetColumn) { _("Average"), 1.9, HAMMER_ALIGN_END };
  /* Translators: a column of the night's ranking: the average a member had
   * before the night, which the points are earned against (explained in the
   * note over the table). */
  columns[n_games + 4] = (HammerSheetColumn) { _("Before"), 1.9, HAMMER_ALIGN_END };
  columns[n_games + 5] = (HammerSheetColumn) { _("Points"), 1.5, HAMMER_ALIGN_END };

  for (guint i = 0; i < hammer_json_length (ranking); i++)
    {
      JsonObject *line = hammer_json_element_object (ranking, i);
      JsonArray *games = hammer_json_array (line, "games");
      char **cells = hammer_sheet_line_cells (line, n_columns);

      for (guint g = 0; g < n_games; g++)
        {
          gint64 value = hammer_json_element_int (games, g, -1);

          cells[2 + g] = value >= 0 ? hammer_sheet_int_text (value) : g_strdup ("");
        }
      cells[n_games + 2] = hammer_sheet_int_text (hammer_json_int (line, "total", 0));
      cells[n_games + 3] = hammer_season_sheets_average_text (line, "average");
      cells[n_games + 4] = hammer_season_sheets_average_text (line, "average_before");
      cells[n_games + 5] = hammer_sheet_int_text (hammer_json_int (line, "points", 0));
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
    }

  /* Fifteen or twenty games across portrait paper: a smaller type keeps
   * every score whole, three digits and the padding in a game's column. */
  {
    double weights = 0;

    for (guint c = 0; c < n_columns; c++)
      weights += columns[c].weight;
    game_width = hammer_layout_get_width (paper->layout) * columns[2].weight / weights;
    if ((game_width - 6) / 1.8 < HAMMER_SHEET_ROW * 0.56)
      {
        paper->font = MAX (5.5, (game_width - 6) / 1.8);
        /* Translators: short column headings of a club night's ranking on
         * a crowded page: place, average and points. */
        columns[0].title = C_("short heading", "#");
        columns[n_games + 3].title = C_("short heading", "Avg.");
        columns[n_games + 5].title = C_("short heading", "Pts");
      }
  }

  /* Translators: the title of a club night's ranking; %s is its date. */
  title = g_strdup_printf (_("Club night of %s"), hammer_json_string (night, "date"));
  /* Translators: over a night's ranking; the second %s is the rule of the
   * points competition. */
  note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%u member played. “Before”: the average before the "
                                       "night. %s",
                                       "%u members played. “Before”: the average before the "
                                       "night. %s", hammer_json_length (ranking)),
                          hammer_json_length (ranking), rule);
  hammer_season_sheets_draw_table (paper, title, note, columns, n_columns, rows);
  paper->font = 0;
}

/* One member's card: a row per game, the disks of each compartment, the
 * game's total and the running total; on top the average to beat. */
static void
draw_form_card (Paper      *paper,
                JsonObject *member,
                const char *date,
                double      x,
                double      y,
                double      w,
                double      h)
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
  when = date != NULL ? g_strdup_printf (_("Club night of %s"), date)
                      : g_strdup (_("Date: ______________"));
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
hammer_season_sheets_render_form (Paper *paper)
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

        if (g_utf8_collate (hammer_json_string (a, "name") ?: "",
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
