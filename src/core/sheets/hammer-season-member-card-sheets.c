/* hammer-season-member-card-sheets.c — a member's own season card: the
 * nights played with each game, the season's average, class and places,
 * one member a page so that each can be handed out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-season-sheets-private.h"

/* The line of @member in @lines (a ranking or standings), or NULL. */
static JsonObject *
find_line (JsonArray *lines,
           gint64     member)
{
  for (guint i = 0; i < hammer_json_length (lines); i++)
    {
      JsonObject *line = hammer_json_element_object (lines, i);

      if (hammer_json_int (line, "member", 0) == member)
        return line;
    }
  return NULL;
}

/* What the card says under the name: class, place in it, average and the
 * place by total, each only when there is one. */
static char *
card_note (JsonObject *season,
           JsonObject *member)
{
  JsonObject *standing = find_line (hammer_json_array (hammer_json_object (season, "standings"),
                                                       "total"),
                                    hammer_json_int (member, "member", 0));
  const char *klass = hammer_json_string (member, "class");
  g_autofree char *average = hammer_season_sheets_average_text (member, "average");
  g_autoptr(GString) note = g_string_new (NULL);

  /* Numbers as text: Hammer's own lookup of translations does not read
   * PRId64 in a message. */
  g_autofree char *place = hammer_sheet_int_text (hammer_json_int (member, "place", 0));

  if (klass != NULL)
    /* Translators: on a member's season card: the class and the place in
     * it by average. */
    g_string_append_printf (note, _("Class %s, place %s in the class"), klass, place);
  else
    g_string_append (note, _("No class yet"));
  g_string_append (note, " · ");
  /* Translators: on a member's season card. */
  g_string_append_printf (note, _("Season average %s"), average);
  if (standing != NULL)
    {
      g_autofree char *by_total = hammer_sheet_int_text (hammer_json_int (standing, "place", 0));

      g_string_append (note, " · ");
      /* Translators: on a member's season card: the place in the standings
       * by total. */
      g_string_append_printf (note, _("Place %s in the standings by total"), by_total);
    }
  return g_string_free (g_steal_pointer (&note), FALSE);
}

static void
render_card (HammerSeasonSheetsPaper *paper,
             JsonObject              *member)
{
  JsonArray *nights = hammer_json_array (paper->season, "nights");
  guint n_games = (guint) CLAMP (hammer_json_int (paper->season, "games_per_night", 10), 1, 50);
  gint64 id = hammer_json_int (member, "member", 0);
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  g_autofree HammerSheetColumn *columns = g_new0 (HammerSheetColumn, n_games + 4);
  g_autofree char *note = card_note (paper->season, member);
  g_autofree char *games = NULL;
  g_autofree char *total = NULL;
  g_autofree char *summary = NULL;
  guint played = 0;

  /* Translators: a column of a member's season card: the night's date. */
  columns[0] = (HammerSheetColumn) { _("Night"), 2.2, HAMMER_ALIGN_START };
  for (guint g = 0; g < n_games; g++)
    {
      char *title = g_strdup_printf ("%u", g + 1);

      g_ptr_array_add (titles, title);
      columns[g + 1] = (HammerSheetColumn) { title, 0.8, HAMMER_ALIGN_END };
    }
  columns[n_games + 1] = (HammerSheetColumn) { _("Total"), 1.2, HAMMER_ALIGN_END };
  /* Translators: a column of a member's season card: the average before
   * the night, which the night's points are counted against. */
  columns[n_games + 2] = (HammerSheetColumn) { _("Before"), 1.2, HAMMER_ALIGN_END };
  columns[n_games + 3] = (HammerSheetColumn) { _("Points"), 1.1, HAMMER_ALIGN_END };

  for (guint n = 0; n < hammer_json_length (nights); n++)
    {
      JsonObject *night = hammer_json_element_object (nights, n);
      JsonObject *line = find_line (hammer_json_array (night, "ranking"), id);
      JsonArray *scores;
      char **cells;

      if (line == NULL)
        continue;
      scores = hammer_json_array (line, "games");
      cells = hammer_sheet_cells_new (n_games + 4);
      g_free (cells[0]);
      cells[0] = hammer_i18n_format_date (hammer_json_string (night, "date")) ?: g_strdup ("");
      for (guint g = 0; g < n_games && g < hammer_json_length (scores); g++)
        {
          g_free (cells[g + 1]);
          cells[g + 1] = hammer_sheet_int_text (json_array_get_int_element (scores, g));
        }
      g_free (cells[n_games + 1]);
      cells[n_games + 1] = hammer_sheet_int_text (hammer_json_int (line, "total", 0));
      g_free (cells[n_games + 2]);
      cells[n_games + 2] = hammer_season_sheets_average_text (line, "average_before");
      g_free (cells[n_games + 3]);
      cells[n_games + 3] = hammer_sheet_int_text (hammer_json_int (line, "points", 0));
      hammer_sheet_rows_take (rows, FALSE, FALSE, cells);
      played++;
    }

  hammer_season_sheets_new_page (paper);
  hammer_season_sheets_draw_table (paper, hammer_json_string (member, "name") ?: "", note,
                                   columns, n_games + 4, rows);
  if (played == 0)
    hammer_season_sheets_draw_paragraph (paper, _("No nights played yet."), 10, FALSE);
  games = hammer_sheet_int_text (hammer_json_int (member, "games", 0));
  total = hammer_sheet_int_text (hammer_json_int (member, "total", 0));
  /* Translators: under a member's season card; the second %s is the
   * number of games, the third their total. */
  summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u night, %s games, total %s",
                                          "%u nights, %s games, total %s", played),
                             played, games, total);
  paper->y += 8;
  hammer_season_sheets_draw_paragraph (paper, summary, 10, TRUE);
}

gboolean
hammer_season_sheets_render_member_cards (HammerSeasonSheetsPaper *paper,
                                          gint64                   member,
                                          GError                 **error)
{
  JsonArray *members = hammer_json_array (paper->season, "members");
  guint drawn = 0;

  for (guint i = 0; i < hammer_json_length (members); i++)
    {
      JsonObject *line = hammer_json_element_object (members, i);

      if (member != 0 && hammer_json_int (line, "member", 0) != member)
        continue;
      render_card (paper, line);
      drawn++;
    }
  if (drawn > 0)
    return TRUE;
  if (member != 0)
    {
      g_autofree char *number = hammer_sheet_int_text (member);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Member %s is not in the season “%s”"), number,
                   hammer_json_string (paper->season, "name"));
    }
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("The season “%s” has no members yet"),
                 hammer_json_string (paper->season, "name"));
  return FALSE;
}
