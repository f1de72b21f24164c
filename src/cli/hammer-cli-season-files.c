/* hammer-cli-season-files.c — hammer-cli season export and import: a
 * season or a team league as a file or a document, and a league document
 * read back as a new league
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-cli-private.h"
#include "league/hammer-league-files.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"

/* A season as JSON (the whole season), CSV or a web page (one --kind). */
static int
season_export_text (HammerCli              *cli,
                    int                     season_id,
                    const char             *format,
                    const char             *kind,
                    const char             *night,
                    const char             *by,
                    const HammerCliOutput  *out)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  HammerCsvOptions options;
  HammerFileFormat file;

  if (g_str_equal (format, "json"))
    {
      if (kind != NULL || night != NULL || by != NULL)
        return hammer_cli_usage_error (_("The JSON export is the whole season; --kind, --night "
                                         "and --by go with csv, html and pdf"));
      file = HAMMER_FILE_JSON;
    }
  else if (g_str_equal (format, "csv"))
    {
      if (kind == NULL)
        kind = "standings";
      if (!g_str_equal (kind, "standings") && !g_str_equal (kind, "averages") &&
          !g_str_equal (kind, "night"))
        return hammer_cli_usage_error (_("“%s” is not a kind of season CSV; use night, "
                                         "averages or standings"), kind);
      if (night != NULL && !g_str_equal (kind, "night"))
        return hammer_cli_usage_error (_("--night goes with --kind night"));
      file = HAMMER_FILE_CSV;
    }
  else if (g_str_equal (format, "html"))
    {
      if (kind == NULL)
        kind = "standings";
      if (!g_str_equal (kind, "standings") && !g_str_equal (kind, "averages") &&
          !g_str_equal (kind, "report"))
        return hammer_cli_usage_error (_("“%s” is not a kind of season web page; use "
                                         "averages, standings or report"), kind);
      if (night != NULL)
        return hammer_cli_usage_error (_("--night goes with --format pdf or csv"));
      file = HAMMER_FILE_HTML;
    }
  else
    return hammer_cli_usage_error (_("This Hammer exports seasons as json, csv, html and pdf"));

  hammer_cli_output_csv_options (out, &options);
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(text = hammer_seasons_export_text (store, season_id, file, kind, night, by,
                                           file == HAMMER_FILE_CSV ? &options : NULL, &error)) ||
      /* The JSON document on the terminal ends its last line, as every
       * JSON hammer-cli prints does. */
      !hammer_cli_write_output (out->output, text,
                                file == HAMMER_FILE_JSON && hammer_cli_output_is_stdout (out),
                                &error))
    return hammer_cli_fail (error, NULL);
  return HAMMER_CLI_EXIT_OK;
}

int
hammer_cli_season_export (HammerCli  *cli,
                          int         argc,
                          char      **argv)
{
  g_autofree char *season = NULL;
  g_autofree char *format = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *night = NULL;
  g_autofree char *by = NULL;
  g_autofree char *paper = NULL;
  g_auto(HammerCliOutput) out = { 0 };
  gboolean landscape = FALSE, filled = FALSE;
  int league = 0, day = 0, fixture = 0, member = 0;
  GOptionEntry entries[] = {
    { "season", 0, 0, G_OPTION_ARG_STRING, &season, N_("The season"), N_("ID") },
    { "league", 0, 0, G_OPTION_ARG_INT, &league,
      N_("A team league instead of a season: pdf (the default; --kind fixtures, form, "
         "table, rosters or games), csv (--kind table, fixtures or stats), html (all, or one "
         "--kind) or json"),
      N_("ID") },
    { "day", 0, 0, G_OPTION_ARG_INT, &day,
      N_("League forms: the team matches of match day N (default: the next)"), N_("N") },
    { "fixture", 0, 0, G_OPTION_ARG_INT, &fixture, N_("League forms: only this team match"),
      N_("ID") },
    { "filled", 0, 0, G_OPTION_ARG_NONE, &filled,
      N_("League game sheets (--kind games): the games as entered, not blank sheets"), NULL },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("json (the default), csv, html or pdf"),
      N_("FORMAT") },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind,
      N_("PDF: night, averages, standings (the default), report, form, member-card or "
         "night-classes; CSV: night, averages or standings; HTML: averages, standings or "
         "report"), N_("KIND") },
    { "member", 0, 0, G_OPTION_ARG_INT, &member,
      N_("The member of --kind member-card (default: every member, one a page)"), N_("ID") },
    { "night", 0, 0, G_OPTION_ARG_STRING, &night,
      N_("The club night of --kind night (default: the last), form or night-classes "
         "(default: every night)"), N_("YYYY-MM-DD") },
    { "by", 0, 0, G_OPTION_ARG_STRING, &by,
      N_("Standings by total (the default), average, points or best4"), N_("RANKING") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_("PDF: a4 (the default), a3 or letter"),
      N_("PAPER") },
    { "landscape", 0, 0, G_OPTION_ARG_NONE, &landscape, N_("PDF: turn the paper sideways"),
      NULL },
    { NULL }
  };
  HammerSeasonRanking ranking = HAMMER_SEASON_BY_TOTAL;
  int exit_code = 0;
  int season_id = 0;

  if (!hammer_cli_parse_output_options ("season export", _("SEASON"),
                                        _("Export a season or a league as a document, a table or "
                                          "a web page"),
                                        entries, &out, &argc, &argv, &exit_code))
    return exit_code;
  if (league != 0)
    {
      if (season != NULL || argc > 1)
        return hammer_cli_usage_error (_("Export either a season or a --league, not both"));
      if (league < 0)
        return hammer_cli_usage_error (_("“%d” is not a league number"), league);
      if (night != NULL || by != NULL)
        return hammer_cli_usage_error (_("--night and --by go with a season"));
      if (member != 0)
        return hammer_cli_usage_error (_("--member goes with --kind member-card"));
      return hammer_cli_league_export (cli, league, format, kind, paper, landscape, day, fixture,
                                       filled, &out);
    }
  if (day != 0 || fixture != 0)
    return hammer_cli_usage_error (_("--day and --fixture go with --league"));
  if (filled)
    return hammer_cli_usage_error (_("--filled goes with --league"));
  if ((exit_code = hammer_cli_take_season (season, &argc, &argv, &season_id)) != 0)
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (format == NULL)
    format = g_strdup ("json");
  if (by != NULL && !hammer_season_ranking_from_string (by, &ranking))
    return hammer_cli_usage_error (_("“%s” is not a ranking; use total, average, points "
                                     "or best4"), by);
  if (!g_str_equal (format, "pdf") && (paper != NULL || landscape))
    return hammer_cli_usage_error (_("--paper and --landscape go with --format pdf"));
  if (!g_str_equal (format, "csv") && (out.bom || out.semicolon))
    return hammer_cli_usage_error (_("--bom and --semicolon go with --format csv"));

  if (g_str_equal (format, "pdf"))
    return hammer_cli_season_export_pdf (cli, season_id, kind, night, member, ranking, paper,
                                         landscape, &out);
  if (member != 0)
    return hammer_cli_usage_error (_("--member goes with --format pdf"));
  return season_export_text (cli, season_id, format, kind, night, by, &out);
}

/* season import FILE: a league document as a new league. */
int
hammer_cli_season_import (HammerCli  *cli,
                          int         argc,
                          char      **argv)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  gsize length = 0;
  int exit_code = 0;
  gint64 id;

  if (!hammer_cli_parse_options ("season import", _("FILE.json"),
                                 _("Import a league document (of “season export --league ID "
                                   "--format json”) as a new league; - reads standard input"),
                                 NULL, &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return hammer_cli_usage_error (_("“season import” needs exactly one file"));

  if (g_str_equal (argv[1], "-"))
    {
      if (!(text = hammer_cli_read_stdin (&length, &error)))
        return hammer_cli_fail (error, NULL);
    }
  else if (!g_file_get_contents (argv[1], &text, &length, &error))
    {
      g_autoptr(GError) io = g_error_new (HAMMER_ERROR, HAMMER_ERROR_IO,
                                          _("Could not read “%s”: %s"), argv[1],
                                          error->message);
      return hammer_cli_fail (io, NULL);
    }
  if (!json_parser_load_from_data (parser, text, (gssize) length, &error))
    {
      g_autoptr(GError) invalid = g_error_new (HAMMER_ERROR, HAMMER_ERROR_INVALID,
                                               _("“%s” is not valid JSON: %s"), argv[1],
                                               error->message);
      return hammer_cli_fail (invalid, NULL);
    }

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(id = hammer_leagues_import (store, json_parser_get_root (parser), &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_id (id);
}
