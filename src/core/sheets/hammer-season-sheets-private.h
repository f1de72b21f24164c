/* hammer-season-sheets-private.h — the page a season's or a league's
 * documents are written down, shared by the parts that draw each kind
 *
 * hammer-season-sheets.c checks the season document and hands a
 * HammerSeasonSheetsPaper to the part that draws the kind asked for:
 * hammer-club-night-sheets.c (a night's ranking and the blank score forms)
 * or hammer-season-report-sheets.c (averages, standings, night totals and
 * the season report). hammer-league-sheets.c draws a team league's documents
 * on the same HammerSeasonSheetsPaper.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined(HAMMER_SHEETS_COMPILATION)
# error "Only the sheets' own files may include hammer-season-sheets-private.h"
#endif

#include "sheets/hammer-season-sheets.h"
#include "sheets/hammer-sheet-grid.h"

G_BEGIN_DECLS

/* Documents are written down the page, one table after the other. */
typedef struct
{
  HammerLayout                   *layout;
  const HammerSeasonSheetOptions *options;  /* NULL for a league's */
  JsonObject                     *season;
  double                          y;        /* where the next thing goes on the page */
  gboolean                        started;  /* a page is open */
  double                          font;     /* of the tables; 0: by the row height */
} HammerSeasonSheetsPaper;

void   hammer_season_sheets_new_page       (HammerSeasonSheetsPaper *paper);
/* Starts a page when the open one has less than @height left. */
void   hammer_season_sheets_need           (HammerSeasonSheetsPaper *paper,
                                            double                   height);
/* A table under a title that runs on where the last one ended, over as
 * many pages as it needs, its header repeated on each and a section's
 * heading on each page it runs over to. */
void   hammer_season_sheets_draw_table     (HammerSeasonSheetsPaper *paper,
                                            const char              *title,
                                            const char              *note,
                                            const HammerSheetColumn *columns,
                                            guint                    n_columns,
                                            GPtrArray               *rows);
/* Lines that say something in a paragraph of their own. */
void   hammer_season_sheets_draw_paragraph (HammerSeasonSheetsPaper *paper,
                                            const char              *text,
                                            double                   size,
                                            gboolean                 strong);

/* An average as a club writes it: two decimals; a dash when there is none. */
char  *hammer_season_sheets_average_text   (JsonObject              *object,
                                            const char              *name);
/* The rule of the points competition, in words. */
char  *hammer_season_sheets_points_rule    (JsonObject              *season);

/* The kinds of a season. */
void   hammer_season_sheets_render_night     (HammerSeasonSheetsPaper *paper,
                                              JsonObject              *night);
void   hammer_season_sheets_render_form      (HammerSeasonSheetsPaper *paper);
void   hammer_season_sheets_render_averages  (HammerSeasonSheetsPaper *paper);
void   hammer_season_sheets_render_standings (HammerSeasonSheetsPaper *paper,
                                              HammerSeasonRanking      ranking);
void   hammer_season_sheets_render_report    (HammerSeasonSheetsPaper *paper);
/* Each member's card, or @member's alone (hammer-season-member-card-sheets.c);
 * fails with HAMMER_ERROR_NOT_FOUND when @member is not in the season. */
gboolean hammer_season_sheets_render_member_cards (HammerSeasonSheetsPaper *paper,
                                                   gint64                   member,
                                                   GError                 **error);
/* @night's ranking split by class, or every night's when @night is NULL
 * (hammer-season-night-classes-sheets.c); fails with
 * HAMMER_ERROR_NOT_FOUND for a season without nights. */
gboolean hammer_season_sheets_render_night_classes (HammerSeasonSheetsPaper *paper,
                                                    JsonObject              *night,
                                                    GError                 **error);
/* A league's rosters (hammer-league-rosters-sheets.c); refused for a
 * league without teams. */
gboolean hammer_league_sheets_render_rosters (HammerSeasonSheetsPaper *paper,
                                              JsonObject              *league,
                                              GError                 **error);
/* The games of each team match of @forms (hammer_leagues_fixture_json()
 * each) as the score sheets of an event, end by end
 * (hammer-league-game-sheets.c): blank for the games still to play, or
 * with @options->filled the games entered; refused when there is none. */
gboolean hammer_league_sheets_render_games (HammerLayout                   *layout,
                                            JsonObject                     *league,
                                            JsonArray                      *forms,
                                            const HammerLeagueSheetOptions *options,
                                            GError                        **error);

G_END_DECLS
