/* hammer-cli-results.c — hammer-cli result and results import: the results
 * of an event's matches, one typed on standard input or a file of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "events/hammer-events.h"
#include "hammer-cli-events-private.h"
#include "hammer-cli-private.h"

/* A correction that would restart matches under way is not made without
 * --restart-boards: the director reads which, and decides. */
static int
refuse_board_changes (const GError *error,
                      JsonNode     *changes)
{
  g_autoptr(GError) refusal = NULL;
  g_autoptr(JsonObject) details = json_object_new ();
  guint n = json_array_get_length (json_node_get_array (changes));

  refusal = g_error_new (HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         /* TRANSLATORS: %s is the reason the correction was refused. */
                         g_dngettext (GETTEXT_PACKAGE,
                                      "%s Give --restart-boards to make the correction and "
                                      "restart it.",
                                      "%s Give --restart-boards to make the correction and "
                                      "restart them.", n),
                         error->message);
  json_object_set_string_member (details, "reason", "board-changes");
  json_object_set_array_member (details, "matches",
                                json_array_ref (json_node_get_array (changes)));
  return hammer_cli_fail (refusal, details);
}

int
hammer_cli_result (HammerCli  *cli,
                   int         argc,
                   char      **argv)
{
  g_auto(HammerCliEventArgs) args = { 0 };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) changes = NULL;
  HammerResultFlags flags;
  JsonArray *array;
  JsonNode *state;
  gint64 event_id = 0, match_id = 0;
  gsize length = 0;
  int exit_code = 0;

  if (!hammer_cli_parse_event_args ("result", "",
                                    _("Record the result of a match, read as JSON on standard "
                                      "input"),
                                    &args, &argc, &argv, &event_id, &exit_code))
    return exit_code;
  if ((args.match != NULL) == (args.number != NULL) ||
      !hammer_cli_parse_id (args.match != NULL ? args.match : args.number, &match_id))
    return hammer_cli_usage_error (_("“result” needs --match ID or --number N (“hammer-cli "
                                     "matches” lists both)"));
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);

  if (!(text = hammer_cli_read_stdin (&length, &error)))
    return hammer_cli_fail (error, NULL);
  if (!hammer_cli_load_result (parser, text, length, &exit_code))
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  /* The number a director reads off a sheet, rather than the database's id. */
  if (args.number != NULL &&
      !(match_id = hammer_events_find_match_number (store, event_id, (guint) MIN (match_id,
                                                                               G_MAXUINT),
                                                    &error)))
    return hammer_cli_fail (error, NULL);
  flags = (args.reset_dependents ? HAMMER_RESULT_RESET_DEPENDENTS : 0) |
          (args.restart_boards ? HAMMER_RESULT_RESTART_BOARDS : 0);
  /* What starts over, to say so once it has; or what would have, when
   * that is why the correction was refused. */
  state = hammer_events_record_result_full (store, event_id, match_id,
                                            json_parser_get_root (parser), flags, &changes, &error);
  if (state == NULL && changes != NULL && json_array_get_length (json_node_get_array (changes)) > 0)
    return refuse_board_changes (error, changes);
  if (state == NULL)
    {
      /* A broken rule's game, end and side come with the GError. */
      g_autoptr(JsonObject) violation = hammer_error_to_violation_json (error);

      return hammer_cli_fail (error, violation);
    }

  array = changes != NULL ? json_node_get_array (changes) : NULL;
  for (guint k = 0; array != NULL && k < json_array_get_length (array); k++)
    g_printerr ("%s\n", json_object_get_string_member (json_array_get_object_element (array, k),
                                                       "description"));
  return hammer_cli_print_or_fail (state, NULL);
}

/* Adds a problem to @errors for each refused entry, and says it on
 * standard error. */
static void
list_refused_lines (GArray    *entries,
                    GArray    *line_numbers,
                    JsonArray *errors)
{
  for (guint i = 0; i < entries->len; i++)
    {
      HammerResultEntry *entry = &g_array_index (entries, HammerResultEntry, i);
      guint line = g_array_index (line_numbers, guint, i);
      JsonObject *problem;

      if (entry->error == NULL)
        continue;
      /* A broken rule's members come from the GError. */
      if (!(problem = hammer_error_to_violation_json (entry->error)))
        problem = json_object_new ();
      json_object_set_int_member (problem, "line", line);
      if (entry->match_id > 0)
        json_object_set_int_member (problem, "match", entry->match_id);
      /* The number users know from screens and paper, beside the id. */
      if (entry->number > 0)
        json_object_set_int_member (problem, "number", entry->number);
      json_object_set_string_member (problem, "message", entry->error->message);
      json_array_add_object_element (errors, problem);
      if (entry->number > 0)
        /* TRANSLATORS: a refused line of a results file; %u after "Match" is the
         * match's number on screens and paper ("Match 5"), not its id. */
        g_printerr (_("Line %u, Match %u: %s\n"), line, entry->number, entry->error->message);
      else
        g_printerr (_("Line %u: %s\n"), line, entry->error->message);
    }
}

/* A results file with refused lines fails, listing them, whether or not
 * --keep-going stored the others. */
static int
fail_refused_lines (JsonArray *errors,
                    guint      imported,
                    gboolean   keep_going)
{
  g_autoptr(GError) failed = NULL;
  g_autoptr(JsonObject) details = json_object_new ();
  guint n_failed = json_array_get_length (errors);

  if (keep_going)
    failed = g_error_new (HAMMER_ERROR, HAMMER_ERROR_INVALID,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%u line was refused; the other %u results are stored",
                                       "%u lines were refused; the other %u results are stored",
                                       n_failed),
                          n_failed, imported);
  else
    failed = g_error_new (HAMMER_ERROR, HAMMER_ERROR_INVALID,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%u line was refused, so nothing is stored (with "
                                       "--keep-going the good lines would be)",
                                       "%u lines were refused, so nothing is stored (with "
                                       "--keep-going the good lines would be)", n_failed),
                          n_failed);
  json_object_set_int_member (details, "imported", imported);
  json_object_set_int_member (details, "failed", n_failed);
  json_object_set_array_member (details, "errors", json_array_ref (errors));
  return hammer_cli_fail (failed, details);
}

typedef struct
{
  const char *text;
  gsize       length;
  GArray     *line_numbers;
} ReadLines;

static gpointer
read_lines_thread (gpointer data)
{
  ReadLines *read = data;

  return hammer_events_read_result_lines (read->text, read->length, read->line_numbers);
}

/* A results file as one change: all or nothing, or with --keep-going the
 * lines the store accepts. Either way every refused line is listed. */
int
hammer_cli_results (HammerCli  *cli,
                    int         argc,
                    char      **argv)
{
  g_auto(HammerCliEventArgs) args = { 0 };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) errors = json_array_new ();
  g_autoptr(JsonObject) report = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GArray) entries = NULL;
  g_autoptr(GArray) line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *text = NULL;
  guint imported = 0;
  gint64 event_id = 0;
  gsize length = 0;
  int exit_code = 0;

  if (argc >= 2 && g_str_equal (argv[1], "waiting"))
    return hammer_cli_results_waiting (cli, argc - 1, argv + 1);
  if (argc < 2 || !g_str_equal (argv[1], "import"))
    return hammer_cli_usage_error (_("“results” needs a subcommand: import or waiting"));
  argc--;
  argv++;
  if (!hammer_cli_parse_event_args ("results import", "",
                                    _("Record results, one JSON object {\"match\": ID, "
                                      "\"games\": […]} a line, all or nothing"),
                                    &args, &argc, &argv, &event_id, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);

  if (args.file != NULL)
    {
      if (!g_file_get_contents (args.file, &text, &length, &error))
        {
          g_autoptr(GError) io = g_error_new (HAMMER_ERROR, HAMMER_ERROR_IO, "%s", error->message);
          return hammer_cli_fail (io, NULL);
        }
    }
  else if (!(text = hammer_cli_read_stdin (&length, &error)))
    return hammer_cli_fail (error, NULL);

  /* The lines are read while the database opens and the event is read:
   * a tenth of a large import's time, on the other core (issue 28). */
  {
    ReadLines read = { text, length, line_numbers };
    GThread *reader = g_thread_new ("hammer-read-lines", read_lines_thread, &read);

    store = hammer_cli_open_store (cli, &error);
    if (store != NULL)
      hammer_events_read_ahead (store, event_id);
    entries = g_thread_join (reader);
  }
  if (store == NULL)
    return hammer_cli_fail (error, NULL);

  if (!hammer_events_record_results (store, event_id, (HammerResultEntry *) entries->data,
                                     entries->len, args.keep_going, &imported, &error))
    return hammer_cli_fail (error, NULL);

  list_refused_lines (entries, line_numbers, errors);
  json_object_set_int_member (report, "imported", imported);
  json_object_set_int_member (report, "failed", json_array_get_length (errors));
  json_object_set_array_member (report, "errors", json_array_ref (errors));
  json_node_set_object (node, report);

  if (json_array_get_length (errors) > 0)
    return fail_refused_lines (errors, imported, args.keep_going);

  g_clear_object (&store);
  hammer_cli_close_store_begin (cli);
  hammer_cli_print_json (node);
  return HAMMER_CLI_EXIT_OK;
}
