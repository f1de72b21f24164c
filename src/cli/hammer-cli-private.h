/* hammer-cli-private.h — what the hammer-cli commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "io/hammer-tables.h"
#include "league/hammer-seasons.h"

G_BEGIN_DECLS

/* The options every command takes, wherever they stand on the line. */
typedef struct
{
  char        *database;
  gboolean     json;
  HammerStore *store;     /* the one hammer_cli_open_store() opened last */
  HammerEventsRead *read; /* its events, let go of as it closes */
  GThread     *closer;    /* closing it */
} HammerCli;

typedef int (*HammerCliCommandFunc) (HammerCli  *cli,
                                     int         argc,
                                     char      **argv);

/* The exit codes of the contract (docs/ARCHITECTURE.md, "Command line"):
 * 0 done, 1 the surroundings failed (a file, the database), 2 the user's
 * mistake (a usage error or an input the rules refuse). */
enum
{
  HAMMER_CLI_EXIT_OK = 0,
  HAMMER_CLI_EXIT_FAILURE = 1,
  HAMMER_CLI_EXIT_INVALID = 2,
};

HammerStore *hammer_cli_open_store        (HammerCli     *cli,
                                           GError       **error);
/* Closes the store hammer_cli_open_store() opened last, once the command is
 * done with it; _begin() starts that on another thread, where a command
 * has more to do without the store (print, let go of its input). */
void         hammer_cli_close_store_begin (HammerCli     *cli);
void         hammer_cli_close_store       (HammerCli     *cli);
void         hammer_cli_print_json        (JsonNode      *node);
/* Prints @error as {"error": {"message": …, "code": …}} on stdout (with the
 * members of @details added) and as a sentence on stderr; returns 2 for the
 * user's errors and 1 for the rest. */
int          hammer_cli_fail              (const GError  *error,
                                           JsonObject    *details);
/* As hammer_cli_fail() for a usage mistake with a printf-style message. */
int          hammer_cli_usage_error       (const char    *format,
                                           ...) G_GNUC_PRINTF (1, 2);
/* Parses @argv with @entries, reporting mistakes as usage errors. */
gboolean     hammer_cli_parse_options     (const char    *command,
                                           const char    *parameter_string,
                                           const char    *summary,
                                           GOptionEntry  *entries,
                                           int           *argc,
                                           char        ***argv,
                                           int           *exit_code);
/* Parses the options of a command whose one option names what it works on,
 * --@name ID (described by @description, marked with N_()), into @value;
 * with @value NULL the command takes no option at all. */
gboolean     hammer_cli_parse_id_option   (const char *command, const char *parameter_string,
                                           const char *summary, const char *name,
                                           const char *description, char **value,
                                           int *argc, char ***argv, int *exit_code);
/* An average as people type it, with a decimal point or comma ("138,2"). */
gboolean     hammer_cli_parse_average     (const char    *text,
                                           double        *average);
/* Parses an id as the events commands take it: a whole number above 0. */
gboolean     hammer_cli_parse_id          (const char    *text,
                                           gint64        *id);
/* The id given to @option, or a usage error in @exit_code naming it. */
gboolean     hammer_cli_parse_id_of       (const char    *option,
                                           const char    *text,
                                           gint64        *id,
                                           int           *exit_code);
/* Takes @word off the front of @argv when it is there ("season teams add"). */
gboolean     hammer_cli_take_word         (int           *argc,
                                           char        ***argv,
                                           const char    *word);
/* Prints {"id": @id}, the answer of the commands that add something. */
int          hammer_cli_print_id          (gint64         id);
/* Prints and unrefs @node, or fails with *@error where @node is NULL. It
 * takes the address of the error because the call that makes @node is often
 * an argument of the same call, and C leaves open which is evaluated first. */
int          hammer_cli_print_or_fail     (JsonNode      *node,
                                           GError       **error);
/* The same for JSON already written as text (hammer_json_out_init_text()):
 * prints and frees @text. */
int          hammer_cli_print_text_or_fail (char          *text,
                                            GError       **error);
/* Adds KEY=VALUE of --option to @options as JSON: whole numbers, true/false
 * (or yes/no), or text. FALSE where there is no KEY. */
gboolean     hammer_cli_add_option        (JsonObject    *options,
                                           const char    *assignment);
/* Writes @text to @path, or to standard output for NULL or "-" (with a line
 * break after it where @newline). */
gboolean     hammer_cli_write_output      (const char    *path,
                                           const char    *text,
                                           gboolean       newline,
                                           GError       **error);
/* Reads all of standard input. */
char        *hammer_cli_read_stdin        (gsize         *length,
                                           GError       **error);
/* Loads a result typed as JSON (of "result" and "season result"); a text
 * that is not JSON fails with the reason "malformed" and FALSE. */
gboolean     hammer_cli_load_result       (JsonParser    *parser,
                                           const char    *text,
                                           gssize         length,
                                           int           *exit_code);

/* The options of the exports that write a file or a table: --bom,
 * --semicolon and --output, the last options of every export command. */
typedef struct
{
  gboolean  bom;
  gboolean  semicolon;
  char     *output;
} HammerCliOutput;

void         hammer_cli_output_clear      (HammerCliOutput *output);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HammerCliOutput, hammer_cli_output_clear)

/* As hammer_cli_parse_options(), with the options of @output after
 * @entries. */
gboolean     hammer_cli_parse_output_options (const char *command, const char *parameter_string,
                                              const char *summary, GOptionEntry *entries,
                                              HammerCliOutput *output,
                                              int *argc, char ***argv, int *exit_code);
/* The CSV options @output asks for: a byte order mark, semicolons. */
void         hammer_cli_output_csv_options (const HammerCliOutput *output,
                                            HammerCsvOptions      *options);
/* Whether @output is the terminal: no --output, or "-". */
gboolean     hammer_cli_output_is_stdout  (const HammerCliOutput *output);

int hammer_cli_players (HammerCli *cli, int argc, char **argv);
int hammer_cli_clubs   (HammerCli *cli, int argc, char **argv);
int hammer_cli_rules   (HammerCli *cli, int argc, char **argv);
int hammer_cli_score   (HammerCli *cli, int argc, char **argv);
/* event, entrants, draw, matches, result, results, standings, boards,
 * export and import: argv[0] says which. */
int hammer_cli_events  (HammerCli *cli, int argc, char **argv);
/* season create, members, night, games and standings. */
int hammer_cli_season  (HammerCli *cli, int argc, char **argv);
/* The season of a settings or export command: SEASON as the first
 * argument, or --season ID as the other commands take it. */
int hammer_cli_take_season (const char *option, int *argc, char ***argv, int *season_id);
/* hammer-cli-season-files.c: season export and season import. */
int hammer_cli_season_export (HammerCli *cli, int argc, char **argv);
int hammer_cli_season_import (HammerCli *cli, int argc, char **argv);
/* rate: Glicko-2 ratings of a document on standard input. */
int hammer_cli_rate    (HammerCli *cli, int argc, char **argv);
/* ranking create, add and show: rankings across events. */
int hammer_cli_ranking (HammerCli *cli, int argc, char **argv);
/* hammer-cli-day.c: tournament days; "boards --day ID [call]" */
int      hammer_cli_day           (HammerCli *cli, int argc, char **argv);
gboolean hammer_cli_is_day_boards (int argc, char **argv);
int      hammer_cli_day_boards    (HammerCli *cli, int argc, char **argv);
/* hammer-cli-desk.c: day players, check-in, pay, money and export, or -1
 * when argv[1] is none of them; event fee and event payout. */
int      hammer_cli_day_desk      (HammerCli *cli, int argc, char **argv);
int      hammer_cli_event_fee     (HammerCli *cli, int argc, char **argv);
int      hammer_cli_event_payout  (HammerCli *cli, int argc, char **argv);
/* The players of ranking @ranking_id with their points, in its order, for
 * seeding a draw by it. */
gboolean hammer_cli_ranking_points (HammerStore *store, gint64 ranking_id, GArray **player_ids,
                                    GArray **points, GError **error);
/* ratings --rules ID: every player's rating from the store's matches. */
int hammer_cli_ratings (HammerCli *cli, int argc, char **argv);
/* serve --event ID: the hall server until SIGINT or SIGTERM. */
int hammer_cli_serve   (HammerCli *cli, int argc, char **argv);
/* results waiting --event ID (hammer-cli-serve.c): what waits for the desk
 * or for the players. */
int hammer_cli_results_waiting (HammerCli *cli, int argc, char **argv);
/* season league, teams, fixtures, fixture, result, table and stats (team
 * leagues): argv[0] says which. */
int      hammer_cli_league             (HammerCli *cli, int argc, char **argv);
gboolean hammer_cli_is_league_command  (const char *command);
/* season export --league ID: a league's paper (the default), or with @format
 * csv, html or json its file; the options of "season export" as given. */
int      hammer_cli_league_export      (HammerCli *cli, int league_id, const char *format,
                                        const char *kind, const char *paper, gboolean landscape,
                                        int day, int fixture, gboolean filled,
                                        const HammerCliOutput *out);

/* hammer-cli-paper.c: the PDF exports, built into hammer-cli-paper only
 * (hammer-cli hands them over, hammer-cli-hand-over.c), each after the
 * checks its command makes of every format. */
typedef struct
{
  const char *kind;
  const char *paper;
  gboolean    landscape;
  gboolean    filled;
  int         round;
  int         board;
} HammerCliEventPaper;

int hammer_cli_event_export_pdf   (HammerCli *cli, gint64 event_id,
                                   const HammerCliEventPaper *asked,
                                   const HammerCliOutput *out);
int hammer_cli_league_export_pdf  (HammerCli *cli, int league_id, const char *kind,
                                   const char *paper, gboolean landscape, int day, int fixture,
                                   gboolean filled, const HammerCliOutput *out);
int hammer_cli_season_export_pdf  (HammerCli *cli, int season_id, const char *kind,
                                   const char *night, int member, HammerSeasonRanking ranking,
                                   const char *paper, gboolean landscape,
                                   const HammerCliOutput *out);
/* boards call … --speak FILE (hammer-cli-speak.c, in hammer-cli-paper only):
 * hammer_cli_speak_here() hands the command over to hammer-cli-paper where it
 * cannot speak, before anything is called (it returns only when that failed,
 * with the exit code), and returns -1 where it can. hammer_cli_speak_calls()
 * writes the calls of @boards (as "boards" prints them) made at @since or
 * later, said in @language, to @file as WAV; returns the exit code. */
int         hammer_cli_speak_here     (void);
/* Checks --speak @speak and --language @language (only with a call,
 * @calling; the language nl, de or en) and hands the command over where it
 * cannot speak; FALSE with the exit code in @exit_code when it may not go on
 * here. */
gboolean    hammer_cli_speak_options_ok (const char *speak, const char *language,
                                         gboolean calling, int *exit_code);
/* @asked (--language), or the language of hammer-cli's own messages. */
const char *hammer_cli_speak_language (const char *asked);
int         hammer_cli_speak_calls    (JsonNode *boards, const char *since, const char *language,
                                       const char *file);
/* day export: the registration desk's paper (hammer-cli-paper). */
int hammer_cli_day_export         (HammerCli *cli, int argc, char **argv);
int hammer_cli_ranking_export_pdf (HammerCli *cli, gint64 ranking_id, const char *paper,
                                   gboolean landscape, const HammerCliOutput *out);

/* The command line as hammer-cli was started with it, for handing a
 * command over to hammer-cli-paper. */
void hammer_cli_keep_arguments    (char **argv);
char **hammer_cli_get_arguments   (void);

G_END_DECLS
