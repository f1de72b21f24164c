/* hammer-league-tables.h — a team league as CSV and as a web page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "io/hammer-tables.h"

G_BEGIN_DECLS

/* The league table of hammer_leagues_table_json() as CSV: division,
 * place, team and every figure of the table. */
char  *hammer_tables_league_table_csv     (JsonNode               *table,
                                           const HammerCsvOptions *options,
                                           GError                **error);
/* The fixtures of hammer_leagues_fixtures_json() as CSV, byes
 * included: division, match day, date, home, away, game points and match
 * points of each side, and the state (scheduled, in progress, played,
 * postponed, rescheduled or bye). */
char  *hammer_tables_league_fixtures_csv  (JsonNode               *fixtures,
                                           const HammerCsvOptions *options,
                                           GError                **error);
/* The player statistics of hammer_leagues_stats_json() as CSV. */
char  *hammer_tables_league_stats_csv     (JsonNode               *stats,
                                           const HammerCsvOptions *options,
                                           GError                **error);

/* One self-contained page for a club website (as hammer_tables_event_html())
 * of the league of hammer_leagues_get_json(): for each division the table
 * with how it is ranked and the fixtures by match day with their results,
 * then the player statistics. @what is %NULL for all of it, or "table",
 * "fixtures" or "stats" for that part alone; the other reports may then
 * be %NULL. */
char  *hammer_tables_league_html          (JsonNode               *league,
                                           JsonNode               *fixtures,
                                           JsonNode               *table,
                                           JsonNode               *stats,
                                           const char             *what,
                                           GError                **error);

G_END_DECLS
