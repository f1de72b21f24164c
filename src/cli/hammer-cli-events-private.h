/* hammer-cli-events-private.h — what the event commands of hammer-cli share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-cli-private.h"

G_BEGIN_DECLS

/* Commands of the form "NAME --event ID [ARGS]" share their parsing. */
typedef struct
{
  char     *event;
  char     *match;
  char     *number;
  char     *seed;
  char     *board;
  char     *format;
  char     *output;
  char     *file;
  char     *pools;     /* blind draw: ab, abc or pros */
  char     *by;        /* blind draw: seed or average */
  char     *seed_by;
  char     *ranking;
  char     *speak;     /* boards call: the calls said aloud into this WAV file */
  char     *language;  /* and in this language */
  gboolean  reset_dependents;
  gboolean  restart_boards;
  gboolean  keep_going;
  gboolean  ignore_rest;
} HammerCliEventArgs;

void     hammer_cli_event_args_clear (HammerCliEventArgs *args);
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (HammerCliEventArgs, hammer_cli_event_args_clear)

/* Parses the options of "NAME --event ID [ARGS]" into @args, and the event
 * they name into @event_id; a mistake is a usage error in @exit_code. */
gboolean hammer_cli_parse_event_args (const char *command, const char *parameters,
                                      const char *summary, HammerCliEventArgs *args,
                                      int *argc, char ***argv, gint64 *event_id,
                                      int *exit_code);

/* hammer-cli-entrants.c: entrants SUBCOMMAND --event ID, the field. */
int      hammer_cli_entrants         (HammerCli *cli, int argc, char **argv);
/* draw --event ID [--seed N] [--seed-by rating|ranking]: until the first result. */
int      hammer_cli_draw             (HammerCli *cli, int argc, char **argv);

/* result --event ID --match ID (or --number N): one result on standard input. */
int      hammer_cli_result           (HammerCli *cli, int argc, char **argv);
/* results import --event ID: a file of results, one match a line. */
int      hammer_cli_results          (HammerCli *cli, int argc, char **argv);

/* hammer-cli-handicaps.c: entrants handicap --event ID --by rating|class. */
gboolean hammer_cli_handicap_by_asked    (int argc, char **argv);
int      hammer_cli_entrants_handicap_by (HammerCli *cli, int argc, char **argv);
/* entrants requests [accept|decline] (hammer-cli-requests.c). */
int      hammer_cli_entrants_requests    (HammerCli *cli, int argc, char **argv);

G_END_DECLS
