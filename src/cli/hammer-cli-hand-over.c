/* hammer-cli-hand-over.c — the paper and the hall server, in hammer-cli
 *
 * hammer-cli is built without them: Pango, Cairo, libqrencode and
 * libmicrohttpd (with GnuTLS) took some milliseconds to load at every
 * start, for commands that never draw nor serve. Their commands, once
 * checked as far as every format is, go on in hammer-cli-paper, the
 * whole of hammer-cli, run in this process's place with the same command
 * line: it checks again and does the rest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <unistd.h>

#include "hammer-cli-private.h"

/* The build tree's hammer-cli runs the build tree's hammer-cli-paper; an
 * installed one, the installed one. */
static char *
paper_program (void)
{
  g_autofree char *program = g_file_read_link ("/proc/self/exe", NULL);

  if (program != NULL && g_str_has_prefix (program, HAMMER_CLI_BUILD_DIR G_DIR_SEPARATOR_S))
    return g_build_filename (HAMMER_CLI_BUILD_DIR, "hammer-cli-paper", NULL);
  return g_strdup (HAMMER_CLI_PAPER_PATH);
}

static int
hand_over (void)
{
  g_autofree char *program = paper_program ();
  int saved_errno;

  execv (program, hammer_cli_get_arguments ());
  saved_errno = errno;
  g_printerr (_("Could not start %s: %s\n"), program, g_strerror (saved_errno));
  return HAMMER_CLI_EXIT_FAILURE;
}

int
hammer_cli_event_export_pdf (HammerCli                  *cli,
                             gint64                      event_id,
                             const HammerCliEventPaper  *asked,
                             const HammerCliOutput      *out)
{
  return hand_over ();
}

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
  return hand_over ();
}

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
  return hand_over ();
}

int
hammer_cli_ranking_export_pdf (HammerCli              *cli,
                               gint64                  ranking_id,
                               const char             *paper,
                               gboolean                landscape,
                               const HammerCliOutput  *out)
{
  return hand_over ();
}

int
hammer_cli_day_export (HammerCli  *cli,
                       int         argc,
                       char      **argv)
{
  return hand_over ();
}

int
hammer_cli_serve (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  return hand_over ();
}

int
hammer_cli_results_waiting (HammerCli  *cli,
                            int         argc,
                            char      **argv)
{
  return hand_over ();
}

int
hammer_cli_speak_here (void)
{
  return hand_over ();
}

const char *
hammer_cli_speak_language (const char *asked)
{
  return asked;
}

int
hammer_cli_speak_calls (JsonNode   *boards,
                        const char *since,
                        const char *language,
                        const char *file)
{
  /* Never reached: hammer_cli_speak_here() handed the command over. */
  return hand_over ();
}
