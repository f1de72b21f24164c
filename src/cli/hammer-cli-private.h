/* hammer-cli-private.h — what the hammer-cli commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "hammer-core.h"

G_BEGIN_DECLS

/* The options every command takes, wherever they stand on the line. */
typedef struct
{
  char     *database;
  gboolean  json;
} HammerCli;

typedef int (*HammerCliCommandFunc) (HammerCli  *cli,
                                     int         argc,
                                     char      **argv);

/* Exit codes of the contract in DESIGN.md. */
enum
{
  HAMMER_CLI_EXIT_OK = 0,
  HAMMER_CLI_EXIT_FAILURE = 1,
  HAMMER_CLI_EXIT_INVALID = 2,
};

HammerStore *hammer_cli_open_store        (HammerCli     *cli,
                                           GError       **error);
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
/* Reads all of standard input. */
char        *hammer_cli_read_stdin        (gsize         *length,
                                           GError       **error);

int hammer_cli_players (HammerCli *cli, int argc, char **argv);
int hammer_cli_clubs   (HammerCli *cli, int argc, char **argv);
int hammer_cli_rules   (HammerCli *cli, int argc, char **argv);
int hammer_cli_score   (HammerCli *cli, int argc, char **argv);
/* event, entrants, draw, matches, result, results, standings, boards,
 * export and import: argv[0] says which. */
int hammer_cli_events  (HammerCli *cli, int argc, char **argv);
/* season create, members, night, games and standings. */
int hammer_cli_season  (HammerCli *cli, int argc, char **argv);
/* season league, teams, fixtures, fixture, result, table and stats (team
 * leagues): argv[0] says which. */
int      hammer_cli_league             (HammerCli *cli, int argc, char **argv);
gboolean hammer_cli_is_league_command  (const char *command);

G_END_DECLS
