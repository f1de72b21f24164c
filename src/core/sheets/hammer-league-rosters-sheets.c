/* hammer-league-rosters-sheets.c — a team league's rosters, team by team in
 * each division, for the captains and the referee: who may play for whom,
 * with room for a late addition
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-season-sheets-private.h"

/* Lines left blank under each team for a player added on the night. */
#define SPARE_LINES 2

static void
render_team (HammerSeasonSheetsPaper *paper,
             JsonObject              *team,
             const char              *division)
{
  JsonArray *players = hammer_json_array (team, "players");
  const char *club = hammer_json_string (team, "club");
  g_autoptr(GPtrArray) rows = hammer_sheet_rows_new ();
  g_autofree char *note = NULL;
  HammerSheetColumn columns[] = {
    /* Translators: the column of a roster that numbers its players. */
    { C_("roster", "No."), 0.6, HAMMER_ALIGN_CENTER }, { _("Name"), 5, HAMMER_ALIGN_START },
    /* Translators: a roster's column where the referee ticks who played. */
    { C_("roster", "Played"), 1, HAMMER_ALIGN_CENTER },
  };

  for (guint p = 0; p < hammer_json_length (players); p++)
    {
      g_autofree char *number = g_strdup_printf ("%u", p + 1);

      hammer_sheet_rows_add (rows, FALSE, 3, number,
                             hammer_json_string (hammer_json_element_object (players, p),
                                                 "name"), "");
    }
  for (guint p = 0; p < SPARE_LINES; p++)
    hammer_sheet_rows_take (rows, FALSE, FALSE, hammer_sheet_cells_new (3));
  /* Translators: the note under a team's name on its roster: its club and
   * its division. */
  if (club != NULL && division != NULL)
    note = g_strdup_printf (_("%s · %s"), club, division);
  else
    note = g_strdup (club != NULL ? club : division);
  hammer_season_sheets_draw_table (paper, hammer_json_string (team, "name"), note, columns,
                                   G_N_ELEMENTS (columns), rows);
}

gboolean
hammer_league_sheets_render_rosters (HammerSeasonSheetsPaper *paper,
                                     JsonObject              *league,
                                     GError                 **error)
{
  JsonArray *divisions = hammer_json_array (league, "divisions");
  guint n = 0;

  for (guint d = 0; d < hammer_json_length (divisions); d++)
    {
      JsonObject *division = hammer_json_element_object (divisions, d);
      JsonArray *teams = hammer_json_array (division, "teams");
      const char *name = hammer_json_length (divisions) > 1
                         ? hammer_json_string (division, "name") : NULL;

      for (guint t = 0; t < hammer_json_length (teams); t++, n++)
        render_team (paper, hammer_json_element_object (teams, t), name);
    }
  if (n == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The league has no teams yet"));
      return FALSE;
    }
  return TRUE;
}
