/* hammer-season-sheets.h — the printed documents of a season: for club
 * nights a night's ranking, the averages list, the standings, the season
 * report and a blank score form; for team leagues the fixture list, the
 * match-day score forms and the league table; as PDF
 *
 * Every document is drawn from the season document of
 * hammer_seasons_export_json(), which holds every figure printed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "league/hammer-league-files.h"
#include "league/hammer-seasons.h"
#include "sheets/hammer-layout.h"

G_BEGIN_DECLS

typedef enum
{
  HAMMER_SEASON_SHEET_NIGHT,
  HAMMER_SEASON_SHEET_AVERAGES,
  HAMMER_SEASON_SHEET_STANDINGS,
  HAMMER_SEASON_SHEET_REPORT,
  HAMMER_SEASON_SHEET_FORM,
  HAMMER_SEASON_SHEET_MEMBER_CARD,  /* a member's own season, one a page */
  HAMMER_SEASON_SHEET_NIGHT_CLASSES, /* a night's ranking split by class */
} HammerSeasonSheetKind;

typedef struct
{
  HammerSeasonSheetKind kind;
  HammerPaper           paper;
  gboolean              landscape;
  /* The night (YYYY-MM-DD) of HAMMER_SEASON_SHEET_NIGHT (NULL: the last
   * night), of HAMMER_SEASON_SHEET_FORM (NULL: a form without a date,
   * with the averages as they stand now) and of
   * HAMMER_SEASON_SHEET_NIGHT_CLASSES (NULL: every night, each on a page of
   * its own). */
  const char           *night;
  /* What HAMMER_SEASON_SHEET_STANDINGS ranks by. */
  HammerSeasonRanking   ranking;
  /* The member of HAMMER_SEASON_SHEET_MEMBER_CARD (0: every member). */
  gint64                member;
} HammerSeasonSheetOptions;

void      hammer_season_sheet_options_init  (HammerSeasonSheetOptions  *options);
/* Parses "night", "averages", "standings", "report", "form",
 * "member-card" or "night-classes". */
gboolean  hammer_season_sheet_kind_from_string (const char             *text,
                                             HammerSeasonSheetKind     *kind);

/* Lays the document out, to be written as PDF or drawn page by page on a
 * printer's context. Fails with HAMMER_ERROR_INVALID when @document is not
 * a season document, and with HAMMER_ERROR_NOT_FOUND when the night asked
 * for is not in it. Safe to call in a thread. */
HammerLayout *hammer_season_sheets_layout       (JsonNode                       *document,
                                                 const HammerSeasonSheetOptions *options,
                                                 GError                        **error);
/* The same, written as PDF to @stream. */
gboolean  hammer_season_sheets_render_to_stream (JsonNode                       *document,
                                                 const HammerSeasonSheetOptions *options,
                                                 GOutputStream                  *stream,
                                                 GCancellable                   *cancellable,
                                                 GError                        **error);
/* The same to a file, atomically: nothing is written unless the whole
 * document could be drawn. */
gboolean  hammer_season_sheets_render_to_file   (JsonNode                       *document,
                                                 const HammerSeasonSheetOptions *options,
                                                 const char                     *path,
                                                 GError                        **error);

/* Team leagues: the fixture list, a match-day score form per team match
 * and the league table, drawn from the JSON of hammer-leagues.h. */
typedef struct
{
  HammerLeagueSheetKind kind;
  HammerPaper           paper;
  gboolean              landscape;
  /* HAMMER_LEAGUE_SHEET_GAMES: the games as entered, not blank sheets for
   * the games still to play. */
  gboolean              filled;
} HammerLeagueSheetOptions;

void      hammer_league_sheet_options_init  (HammerLeagueSheetOptions  *options);
/* Parses "fixtures", "form", "table", "rosters" or "games". */
gboolean  hammer_league_sheet_kind_from_string (const char             *text,
                                             HammerLeagueSheetKind     *kind);

/* @league is hammer_leagues_get_json(), @fixtures
 * hammer_leagues_fixtures_json(); @table is
 * hammer_leagues_table_json() (needed for HAMMER_LEAGUE_SHEET_TABLE)
 * and @forms an array of hammer_leagues_fixture_json(), a form for
 * each (needed for HAMMER_LEAGUE_SHEET_FORM and _GAMES). Fails with
 * HAMMER_ERROR_INVALID when one is not what it should be. The layout is
 * for printing (see hammer_season_sheets_layout()). */
HammerLayout *hammer_league_sheets_layout       (JsonNode                       *league,
                                                 JsonNode                       *fixtures,
                                                 JsonNode                       *table,
                                                 JsonNode                       *forms,
                                                 const HammerLeagueSheetOptions *options,
                                                 GError                        **error);
gboolean  hammer_league_sheets_render_to_stream (JsonNode                       *league,
                                                 JsonNode                       *fixtures,
                                                 JsonNode                       *table,
                                                 JsonNode                       *forms,
                                                 const HammerLeagueSheetOptions *options,
                                                 GOutputStream                  *stream,
                                                 GCancellable                   *cancellable,
                                                 GError                        **error);
gboolean  hammer_league_sheets_render_to_file   (JsonNode                       *league,
                                                 JsonNode                       *fixtures,
                                                 JsonNode                       *table,
                                                 JsonNode                       *forms,
                                                 const HammerLeagueSheetOptions *options,
                                                 const char                     *path,
                                                 GError                        **error);

G_END_DECLS
