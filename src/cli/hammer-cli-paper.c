/* hammer-cli-paper.c — the commands' paper: the PDF exports of events,
 * leagues, seasons and rankings
 *
 * The only part of hammer-cli that draws (Pango, Cairo, QR codes): it and
 * the hall server (hammer-cli-serve.c) are built into hammer-cli-paper
 * alone, so that every other command starts without loading what they
 * need. hammer-cli hands these commands over to it
 * (hammer-cli-hand-over.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-cli-private.h"
#include "league/hammer-league-files.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"
#include "ranking/hammer-rankings.h"
#include "sheets/hammer-event-sheet-source.h"
#include "sheets/hammer-ranking-sheets.h"
#include "sheets/hammer-day-sheets.h"
#include "sheets/hammer-season-sheets.h"
#include "sheets/hammer-sheets.h"

/* A PDF document: read as the app's print dialog reads it, then the file. */
static gboolean
export_pdf (HammerStore               *store,
            gint64                     event_id,
            const HammerSheetOptions  *options,
            const char                *output,
            GError                   **error)
{
  g_autoptr(HammerEventSheetSource) source = NULL;

  return (source = hammer_event_sheet_source_new (store, event_id, options->kind, error)) &&
         hammer_event_sheet_source_write_file (source, options, output, error);
}

/* export --format pdf: an event's paper. */
int
hammer_cli_event_export_pdf (HammerCli                  *cli,
                             gint64                      event_id,
                             const HammerCliEventPaper  *asked,
                             const HammerCliOutput      *out)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  const char *kind = asked->kind != NULL ? asked->kind : "score-sheets";
  HammerSheetOptions sheet;

  hammer_sheet_options_init (&sheet);
  if (out->bom || out->semicolon)
    return hammer_cli_usage_error (_("--bom and --semicolon go with --format csv"));
  if (hammer_cli_output_is_stdout (out))
    return hammer_cli_usage_error (_("A PDF needs a file: add --output FILE"));
  if (!hammer_sheet_kind_from_string (kind, &sheet.kind))
    return hammer_cli_usage_error (_("“%s” is not a kind of PDF; use score-sheets, "
                                     "standings, results, schedule, bracket, "
                                     "ranking-by-class, sign-in, pairings, classification, "
                                     "certificates, board-signs or timetable"), kind);
  if (asked->paper != NULL && !hammer_paper_from_string (asked->paper, &sheet.paper))
    return hammer_cli_usage_error (_("“%s” is not a paper size; use a4, a3 or letter"),
                                   asked->paper);
  if (asked->round < 0 || asked->board < 0)
    return hammer_cli_usage_error (_("--round and --board count from 1"));
  if (sheet.kind == HAMMER_SHEET_PAIRINGS && (asked->board > 0 || asked->filled))
    return hammer_cli_usage_error (_("--board and --filled go with --kind score-sheets"));
  if (sheet.kind != HAMMER_SHEET_SCORE_SHEETS && sheet.kind != HAMMER_SHEET_PAIRINGS &&
      (asked->round > 0 || asked->board > 0 || asked->filled))
    return hammer_cli_usage_error (_("--round, --board and --filled go with "
                                     "--kind score-sheets"));
  sheet.landscape = asked->landscape;
  sheet.filled = asked->filled;
  sheet.round = asked->round;
  sheet.board = asked->board;
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !export_pdf (store, event_id, &sheet, out->output, &error))
    return hammer_cli_fail (error, NULL);
  return HAMMER_CLI_EXIT_OK;
}

/* season export --league ID in its default format: the league's paper. */
int
hammer_cli_league_export_pdf (HammerCli              *cli,
                              int                     league_id,
                              const char             *kind,
                              const char             *paper,
                              gboolean                landscape,
                              int                     day,
                              int                     fixture,
                              gboolean                filled,
                              const HammerCliOutput  *out)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(HammerLeagueSheetSource) source = { NULL, NULL, NULL, NULL };
  HammerLeagueSheetOptions options;

  hammer_league_sheet_options_init (&options);
  if (out->bom || out->semicolon)
    return hammer_cli_usage_error (_("--bom and --semicolon go with --format csv"));
  if (hammer_cli_output_is_stdout (out))
    return hammer_cli_usage_error (_("A PDF needs a file: add --output FILE"));
  if (kind == NULL || !hammer_league_sheet_kind_from_string (kind, &options.kind))
    return hammer_cli_usage_error (_("A league's --kind is fixtures, form, table, rosters or "
                                     "games"));
  if (paper != NULL && !hammer_paper_from_string (paper, &options.paper))
    return hammer_cli_usage_error (_("“%s” is not a paper size; use a4, a3 or letter"), paper);
  if (options.kind != HAMMER_LEAGUE_SHEET_FORM && options.kind != HAMMER_LEAGUE_SHEET_GAMES &&
      (day != 0 || fixture != 0))
    return hammer_cli_usage_error (_("--day and --fixture go with --kind form or games"));
  if (filled && options.kind != HAMMER_LEAGUE_SHEET_GAMES)
    return hammer_cli_usage_error (_("--filled goes with --kind games"));
  options.filled = filled;
  if (day < 0 || fixture < 0 || (day > 0 && fixture > 0))
    return hammer_cli_usage_error (_("Give a form either --day N or --fixture ID"));
  options.landscape = landscape;

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_leagues_sheet_source (store, league_id, options.kind, day, fixture, &source,
                                    &error) ||
      !hammer_league_sheets_render_to_file (source.league, source.fixtures, source.table,
                                            source.forms, &options, out->output, &error))
    return hammer_cli_fail (error, NULL);
  return HAMMER_CLI_EXIT_OK;
}

/* A season's paper: --kind night, averages, standings, report, form,
 * member-card or night-classes. */
int
hammer_cli_season_export_pdf (HammerCli              *cli,
                              int                     season_id,
                              const char             *kind,
                              const char             *night,
                              int                     member,
                              HammerSeasonRanking     ranking,
                              const char             *paper,
                              gboolean                landscape,
                              const HammerCliOutput  *out)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL;
  HammerSeasonSheetOptions sheet;

  hammer_season_sheet_options_init (&sheet);
  if (hammer_cli_output_is_stdout (out))
    return hammer_cli_usage_error (_("A PDF needs a file: add --output FILE"));
  if (kind != NULL && !hammer_season_sheet_kind_from_string (kind, &sheet.kind))
    return hammer_cli_usage_error (_("“%s” is not a kind of season PDF; use night, "
                                     "averages, standings, report, form, member-card or "
                                     "night-classes"), kind);
  if (kind == NULL)
    sheet.kind = HAMMER_SEASON_SHEET_STANDINGS;
  if (paper != NULL && !hammer_paper_from_string (paper, &sheet.paper))
    return hammer_cli_usage_error (_("“%s” is not a paper size; use a4, a3 or letter"), paper);
  if (night != NULL && sheet.kind != HAMMER_SEASON_SHEET_NIGHT &&
      sheet.kind != HAMMER_SEASON_SHEET_FORM && sheet.kind != HAMMER_SEASON_SHEET_NIGHT_CLASSES)
    return hammer_cli_usage_error (_("--night goes with --kind night, form or night-classes"));
  if (member != 0 && sheet.kind != HAMMER_SEASON_SHEET_MEMBER_CARD)
    return hammer_cli_usage_error (_("--member goes with --kind member-card"));
  if (member < 0)
    return hammer_cli_usage_error (_("“%d” is not a member number"), member);
  sheet.member = member;
  sheet.landscape = landscape;
  sheet.night = night;
  sheet.ranking = ranking;
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(document = hammer_seasons_export_json (store, season_id, &error)) ||
      !hammer_season_sheets_render_to_file (document, &sheet, out->output, &error))
    return hammer_cli_fail (error, NULL);
  return HAMMER_CLI_EXIT_OK;
}

/* ranking export in its default format: the ranking's paper. */
int
hammer_cli_ranking_export_pdf (HammerCli              *cli,
                               gint64                  ranking_id,
                               const char             *paper,
                               gboolean                landscape,
                               const HammerCliOutput  *out)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerRanking) shown = NULL;
  g_autoptr(GError) error = NULL;
  HammerPaper paper_size = HAMMER_PAPER_A4;

  if (paper != NULL && !hammer_paper_from_string (paper, &paper_size))
    return hammer_cli_usage_error (_("“%s” is not a paper size; use a4 or letter"), paper);
  if (hammer_cli_output_is_stdout (out))
    return hammer_cli_usage_error (_("A PDF needs a file: add --output FILE"));
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(shown = hammer_rankings_get (store, ranking_id, &error)) ||
      !hammer_ranking_sheets_render_to_file (shown, paper_size, landscape, out->output, &error))
    return hammer_cli_fail (error, NULL);
  return HAMMER_CLI_EXIT_OK;
}

/* day export --day ID --kind receipt|sign-in|money [--player ID] --format pdf --output F */
int
hammer_cli_day_export (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_autofree char *day = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *player = NULL;
  g_autofree char *format = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *output = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerDaySheetKind sheet = HAMMER_DAY_SHEET_SIGN_IN;
  HammerPaper paper_size = HAMMER_PAPER_A4;
  gint64 day_id = 0, player_id = 0;
  int exit_code = 0;
  GOptionEntry entries[] = {
    { "day", 0, 0, G_OPTION_ARG_STRING, &day, N_("The day"), N_("ID") },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind,
      N_("A player's receipt, the day's sign-in list or its money"),
      N_("receipt|sign-in|money") },
    { "player", 0, 0, G_OPTION_ARG_STRING, &player, N_("The receipt's player"), N_("ID") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("pdf"), N_("FORMAT") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_("a4 or letter"), N_("SIZE") },
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &output, N_("Write to FILE"), N_("FILE") },
    { NULL }
  };

  if (!hammer_cli_parse_options ("day export", "", _("The registration desk's paper"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (!hammer_cli_parse_id_of ("--day", day, &day_id, &exit_code))
    return exit_code;
  if (kind == NULL || !hammer_day_sheet_kind_from_string (kind, &sheet))
    return hammer_cli_usage_error (_("--kind: give receipt, sign-in or money"));
  if (format != NULL && !g_str_equal (format, "pdf"))
    return hammer_cli_usage_error (_("--format: a day's paper is pdf"));
  if (output == NULL || g_str_equal (output, "-"))
    return hammer_cli_usage_error (_("A PDF needs a file: add --output FILE"));
  if (paper != NULL && !hammer_paper_from_string (paper, &paper_size))
    return hammer_cli_usage_error (_("“%s” is not a paper size; use a4 or letter"), paper);
  if (sheet == HAMMER_DAY_SHEET_RECEIPT &&
      !hammer_cli_parse_id_of ("--player", player, &player_id, &exit_code))
    return exit_code;
  if (sheet != HAMMER_DAY_SHEET_RECEIPT && player != NULL)
    return hammer_cli_usage_error (_("--player goes with --kind receipt"));
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_day_sheets_render_to_file (store, day_id, sheet, player_id, paper_size, output,
                                         &error))
    return hammer_cli_fail (error, NULL);
  return HAMMER_CLI_EXIT_OK;
}
