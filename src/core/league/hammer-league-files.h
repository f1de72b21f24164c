/* hammer-league-files.h — a league and a season as the files and the paper
 * other programs and people read
 *
 * hammer-cli season export and the season and league pages of the app ask
 * here for the same documents, as both do for an event in
 * hammer-event-files.h.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "io/hammer-tables.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_FILE_JSON,  /* the whole document, for another Hammer */
  HAMMER_FILE_CSV,
  HAMMER_FILE_HTML,  /* a page for a club website */
} HammerFileFormat;

/* The text of file @format of league @league_id. @kind is "table",
 * "fixtures" or "stats" (for CSV %NULL is the table, for HTML all three);
 * JSON takes none. @csv applies to CSV (%NULL: the defaults). */
char    *hammer_leagues_export_text       (HammerStore             *self,
                                           gint64                   league_id,
                                           HammerFileFormat         format,
                                           const char              *kind,
                                           const HammerCsvOptions  *csv,
                                           GError                 **error);

/* The text of file @format of season @season_id. @kind is "standings" (the
 * default), "averages" or, for CSV, "night" (@night, %NULL for the last) and,
 * for HTML, "report"; @by is the ranking of the standings ("total", the
 * default, "average", "points" or "best4"). JSON takes none of them. */
char    *hammer_seasons_export_text       (HammerStore             *self,
                                           gint64                   season_id,
                                           HammerFileFormat         format,
                                           const char              *kind,
                                           const char              *night,
                                           const char              *by,
                                           const HammerCsvOptions  *csv,
                                           GError                 **error);

/* The league sheets (sheets/hammer-season-sheets.h): the fixture list, a
 * match-day score form per team match and the league table. */
typedef enum
{
  HAMMER_LEAGUE_SHEET_FIXTURES,
  HAMMER_LEAGUE_SHEET_FORM,
  HAMMER_LEAGUE_SHEET_TABLE,
  HAMMER_LEAGUE_SHEET_ROSTERS,     /* each team's players */
  HAMMER_LEAGUE_SHEET_GAMES,       /* a team match's games, end by end */
} HammerLeagueSheetKind;

/* What a league sheet of @kind is drawn from: the league and its fixtures,
 * the table for a table and the forms for forms. */
typedef struct
{
  JsonNode *league;
  JsonNode *fixtures;
  JsonNode *table;
  JsonNode *forms;
} HammerLeagueSheetSource;

/* Reads @source for a sheet of @kind. The forms are those of team match
 * @fixture_id, or else of match day @day, or else of the next match day;
 * when every match day has been played that is an error
 * (HAMMER_ERROR_NOT_FOUND), not a sheet without forms. */
gboolean hammer_leagues_sheet_source      (HammerStore              *self,
                                           gint64                    league_id,
                                           HammerLeagueSheetKind     kind,
                                           gint64                    day,
                                           gint64                    fixture_id,
                                           HammerLeagueSheetSource  *source,
                                           GError                  **error);
void     hammer_league_sheet_source_clear (HammerLeagueSheetSource *source);
/* The league's name ("name" of its JSON), "" without one. */
const char *hammer_league_sheet_source_get_name (const HammerLeagueSheetSource *source);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HammerLeagueSheetSource, hammer_league_sheet_source_clear)

/* What a season's sheets are drawn from: its document, as
 * hammer_seasons_export_json() gives it. */
typedef struct
{
  JsonNode *document;
} HammerSeasonSheetSource;

/* Reads @source for the sheets of season @season_id; @source is set only
 * on success. */
gboolean hammer_seasons_sheet_source      (HammerStore              *self,
                                           gint64                    season_id,
                                           HammerSeasonSheetSource  *source,
                                           GError                  **error);
void     hammer_season_sheet_source_clear (HammerSeasonSheetSource *source);
/* The season's name (the document's "name"), "" without one. */
const char *hammer_season_sheet_source_get_name (const HammerSeasonSheetSource *source);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HammerSeasonSheetSource, hammer_season_sheet_source_clear)

G_END_DECLS
