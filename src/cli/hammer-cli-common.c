/* hammer-cli-common.c — output, errors and options shared by the commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "hammer-cli-private.h"

/* The page cache of a command's connection: enough for the change of a
 * 4096-entrant double elimination's results. */
#define CLI_CACHE_KIB (64 * 1024)

HammerStore *
hammer_cli_open_store (HammerCli  *cli,
                       GError    **error)
{
  /* Most commands only read: SQLite's quick_check, which reads every page
   * (8 % of a command on a federation's file), waits for a first write. */
  HammerStore *store = hammer_store_open_check_before_write (cli->database, error);

  /* The desk's undo never takes back what hammer-cli did, nor the other way. */
  if (store != NULL)
    hammer_store_set_source (store, HAMMER_SOURCE_CLI);
  /* A command is one change, often a big one (a results file, a draw):
   * with SQLite's 2 MiB of cache its pages went to the WAL before the
   * commit, some of them several times. The cache takes what is used. */
  if (store != NULL)
    hammer_store_set_cache_limit (store, CLI_CACHE_KIB);
  /* Held to the end: hammer_cli_close_store() closes it. */
  if (store != NULL)
    g_set_object (&cli->store, store);
  return store;
}

static gpointer
close_store_thread (gpointer data)
{
  g_object_unref (data);
  return NULL;
}

void
hammer_cli_close_store_begin (HammerCli *cli)
{
  if (cli->store == NULL || cli->closer != NULL)
    return;
  /* The store closes (SQLite's checkpoint: the log copied into the file,
   * two syncs) on a thread of its own while this one lets go of the events
   * it kept read and prints: a large command's last milliseconds, at once
   * (issue 28). */
  cli->read = hammer_events_take_read (cli->store);
  cli->closer = g_thread_new ("hammer-close", close_store_thread, g_steal_pointer (&cli->store));
}

void
hammer_cli_close_store (HammerCli *cli)
{
  hammer_cli_close_store_begin (cli);
  g_clear_pointer (&cli->read, hammer_events_read_free);
  if (cli->closer != NULL)
    g_thread_join (g_steal_pointer (&cli->closer));
}

void
hammer_cli_print_json (JsonNode *node)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_pretty (generator, TRUE);
  json_generator_set_indent (generator, 2);
  json_generator_set_root (generator, node);
  text = json_generator_to_data (generator, NULL);
  fputs (text, stdout);
  fputc ('\n', stdout);
  fflush (stdout);
}

static const char *
error_code_name (const GError *error)
{
  if (error->domain != HAMMER_ERROR)
    return "failed";

  switch ((HammerError) error->code)
    {
    case HAMMER_ERROR_INVALID: return "invalid";
    case HAMMER_ERROR_NOT_FOUND: return "not-found";
    case HAMMER_ERROR_DUPLICATE: return "duplicate";
    case HAMMER_ERROR_NOT_ALLOWED: return "not-allowed";
    case HAMMER_ERROR_NEWER_DATABASE: return "newer-database";
    case HAMMER_ERROR_NOT_A_DATABASE: return "not-a-database";
    case HAMMER_ERROR_CORRUPT: return "corrupt";
    case HAMMER_ERROR_IO: return "io";
    case HAMMER_ERROR_FAILED:
    default: return "failed";
    }
}

int
hammer_cli_fail (const GError *error,
                 JsonObject   *details)
{
  g_autoptr(JsonObject) inner = json_object_new ();
  g_autoptr(JsonObject) outer = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);

  g_return_val_if_fail (error != NULL, HAMMER_CLI_EXIT_FAILURE);

  json_object_set_string_member (inner, "message", error->message);
  json_object_set_string_member (inner, "code", error_code_name (error));
  if (details != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (details);

      for (const GList *l = members; l != NULL; l = l->next)
        json_object_set_member (inner, l->data,
                                json_node_copy (json_object_get_member (details, l->data)));
    }
  json_object_set_object_member (outer, "error", g_steal_pointer (&inner));
  json_node_set_object (root, outer);
  hammer_cli_print_json (root);

  g_printerr ("hammer-cli: %s\n", error->message);

  return hammer_error_is_user_error (error) ? HAMMER_CLI_EXIT_INVALID : HAMMER_CLI_EXIT_FAILURE;
}

int
hammer_cli_usage_error (const char *format,
                        ...)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  error = g_error_new_literal (HAMMER_ERROR, HAMMER_ERROR_INVALID, message);
  return hammer_cli_fail (error, NULL);
}

/* The entries of @more come after those of @entries, in --help as well. */
static gboolean
parse_options_full (const char     *command,
                    const char     *parameter_string,
                    const char     *summary,
                    GOptionEntry   *entries,
                    GOptionEntry   *more,
                    int            *argc,
                    char         ***argv,
                    int            *exit_code)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *full = g_strdup_printf ("%s %s", command, parameter_string);

  context = g_option_context_new (full);
  g_option_context_set_summary (context, summary);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (entries != NULL)
    g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (more != NULL)
    g_option_context_add_main_entries (context, more, GETTEXT_PACKAGE);

  if (!g_option_context_parse (context, argc, argv, &error))
    {
      *exit_code = hammer_cli_usage_error ("%s", error->message);
      return FALSE;
    }

  return TRUE;
}

gboolean
hammer_cli_parse_options (const char     *command,
                          const char     *parameter_string,
                          const char     *summary,
                          GOptionEntry   *entries,
                          int            *argc,
                          char         ***argv,
                          int            *exit_code)
{
  return parse_options_full (command, parameter_string, summary, entries, NULL, argc, argv,
                             exit_code);
}

gboolean
hammer_cli_parse_id_option (const char     *command,
                            const char     *parameter_string,
                            const char     *summary,
                            const char     *name,
                            const char     *description,
                            char          **value,
                            int            *argc,
                            char         ***argv,
                            int            *exit_code)
{
  GOptionEntry entries[] = {
    { name, 0, 0, G_OPTION_ARG_STRING, value, description, N_("ID") },
    { NULL }
  };

  return hammer_cli_parse_options (command, parameter_string, summary,
                                   value != NULL ? entries : NULL, argc, argv, exit_code);
}

gboolean
hammer_cli_parse_average (const char *text,
                          double     *average)
{
  g_autofree char *dotted = NULL;
  char *end = NULL;

  if (text == NULL)
    return FALSE;
  dotted = g_strdelimit (g_strdup (text), ",", '.');
  *average = g_ascii_strtod (dotted, &end);
  return end != dotted && *end == '\0';
}

gboolean
hammer_cli_parse_id_of (const char *option,
                            const char *text,
                            gint64     *id,
                            int        *exit_code)
{
  if (text == NULL)
    *exit_code = hammer_cli_usage_error (_("Name it with %s ID"), option);
  else if (!hammer_cli_parse_id (text, id))
    *exit_code = hammer_cli_usage_error (_("%s: “%s” is not a number from 1"), option, text);
  else
    return TRUE;
  return FALSE;
}

gboolean
hammer_cli_parse_id (const char *text,
                     gint64     *id)
{
  char *end = NULL;

  if (text == NULL || *text == '\0')
    return FALSE;
  *id = g_ascii_strtoll (text, &end, 10);
  return *end == '\0' && *id > 0;
}

gboolean
hammer_cli_take_word (int          *argc,
                      char       ***argv,
                      const char   *word)
{
  if (*argc > 1 && g_str_equal ((*argv)[1], word))
    {
      (*argc)--;
      (*argv)++;
      return TRUE;
    }
  return FALSE;
}

char *
hammer_cli_read_stdin (gsize   *length,
                       GError **error)
{
  g_autoptr(GString) buffer = g_string_new (NULL);
  char chunk[65536];
  ssize_t n;

  while ((n = read (STDIN_FILENO, chunk, sizeof chunk)) != 0)
    {
      if (n < 0)
        {
          int saved_errno = errno;

          if (saved_errno == EINTR)
            continue;
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
                       _("Could not read standard input: %s"), g_strerror (saved_errno));
          return NULL;
        }
      g_string_append_len (buffer, chunk, n);
    }

  if (length != NULL)
    *length = buffer->len;
  return g_string_free (g_steal_pointer (&buffer), FALSE);
}

gboolean
hammer_cli_load_result (JsonParser *parser,
                        const char *text,
                        gssize      length,
                        int        *exit_code)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GError) invalid = NULL;
  g_autoptr(JsonObject) details = NULL;

  if (json_parser_load_from_data (parser, text, length, &error))
    return TRUE;

  invalid = g_error_new (HAMMER_ERROR, HAMMER_ERROR_INVALID, _("The result is not valid JSON: %s"),
                         error->message);
  details = json_object_new ();
  json_object_set_string_member (details, "reason", "malformed");
  *exit_code = hammer_cli_fail (invalid, details);
  return FALSE;
}

void
hammer_cli_output_clear (HammerCliOutput *output)
{
  g_clear_pointer (&output->output, g_free);
}

gboolean
hammer_cli_parse_output_options (const char       *command,
                                 const char       *parameter_string,
                                 const char       *summary,
                                 GOptionEntry     *entries,
                                 HammerCliOutput  *output,
                                 int              *argc,
                                 char           ***argv,
                                 int              *exit_code)
{
  GOptionEntry output_entries[] = {
    { "bom", 0, 0, G_OPTION_ARG_NONE, &output->bom,
      N_("CSV: start with a byte order mark, for Excel"), NULL },
    { "semicolon", 0, 0, G_OPTION_ARG_NONE, &output->semicolon,
      N_("CSV: separate with semicolons and write decimal commas, for Dutch and German "
         "spreadsheets"), NULL },
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &output->output, N_("Write to FILE"), N_("FILE") },
    { NULL }
  };

  return parse_options_full (command, parameter_string, summary, entries, output_entries, argc,
                             argv, exit_code);
}

void
hammer_cli_output_csv_options (const HammerCliOutput *output,
                               HammerCsvOptions      *options)
{
  hammer_csv_options_init (options);
  options->bom = output->bom;
  options->separator = output->semicolon ? ';' : ',';
}

gboolean
hammer_cli_output_is_stdout (const HammerCliOutput *output)
{
  return output->output == NULL || g_str_equal (output->output, "-");
}

/* Every command that adds something answers the same way, so scripts read
 * the new id alike everywhere. */
int
hammer_cli_print_id (gint64 id)
{
  g_autoptr(JsonObject) object = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_int_member (object, "id", id);
  json_node_set_object (node, object);
  hammer_cli_print_json (node);
  return HAMMER_CLI_EXIT_OK;
}

int
hammer_cli_print_or_fail (JsonNode  *node,
                          GError   **error)
{
  if (node == NULL)
    return hammer_cli_fail (*error, NULL);
  hammer_cli_print_json (node);
  json_node_unref (node);
  return HAMMER_CLI_EXIT_OK;
}

int
hammer_cli_print_text_or_fail (char    *text,
                               GError **error)
{
  if (text == NULL)
    return hammer_cli_fail (*error, NULL);
  fputs (text, stdout);
  fputc ('\n', stdout);
  fflush (stdout);
  g_free (text);
  return HAMMER_CLI_EXIT_OK;
}

/* Events and leagues read rule options the same way, so one --option means
 * the same in both. */
gboolean
hammer_cli_add_option (JsonObject *options,
                       const char *assignment)
{
  g_autofree char *key = NULL;
  const char *equals = strchr (assignment, '=');
  const char *value;
  char *end = NULL;
  gint64 number;

  if (equals == NULL || equals == assignment)
    return FALSE;
  key = g_strndup (assignment, equals - assignment);
  value = equals + 1;
  number = g_ascii_strtoll (value, &end, 10);
  if (*value != '\0' && *end == '\0')
    json_object_set_int_member (options, key, number);
  else if (g_ascii_strcasecmp (value, "true") == 0 || g_ascii_strcasecmp (value, "yes") == 0)
    json_object_set_boolean_member (options, key, TRUE);
  else if (g_ascii_strcasecmp (value, "false") == 0 || g_ascii_strcasecmp (value, "no") == 0)
    json_object_set_boolean_member (options, key, FALSE);
  else
    json_object_set_string_member (options, key, value);
  return TRUE;
}

gboolean
hammer_cli_write_output (const char  *path,
                         const char  *text,
                         gboolean     newline,
                         GError     **error)
{
  if (path == NULL || g_str_equal (path, "-"))
    {
      fputs (text, stdout);
      if (newline)
        fputc ('\n', stdout);
      return TRUE;
    }
  /* A full disk leaves the old file whole, and the message says so. */
  return hammer_file_replace (path, text, strlen (text), error);
}

static char **kept_arguments;

void
hammer_cli_keep_arguments (char **argv)
{
  g_return_if_fail (argv != NULL);

  g_strfreev (kept_arguments);
  kept_arguments = g_strdupv (argv);
}

char **
hammer_cli_get_arguments (void)
{
  return kept_arguments;
}

/* Whether the call can be said into @file: its folder is there and takes
 * files, and it is no folder itself. Asked before anything is called. */
static gboolean
speak_file_writable (const char  *file,
                     GError     **error)
{
  g_autofree char *folder = g_path_get_dirname (file);
  int saved;

  if (g_file_test (file, G_FILE_TEST_IS_DIR))
    saved = EISDIR;
  else if (g_access (folder, W_OK | X_OK) != 0)
    saved = errno;
  else
    return TRUE;
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_IO,
               _("--speak “%s”: the call cannot be written there (%s); nothing was called"),
               file, g_strerror (saved));
  return FALSE;
}

gboolean
hammer_cli_speak_options_ok (const char *speak,
                             const char *language,
                             gboolean    calling,
                             int        *exit_code)
{
  g_autoptr(GError) error = NULL;

  if (speak == NULL && language == NULL)
    return TRUE;
  if (!calling)
    {
      *exit_code = hammer_cli_usage_error (_("--speak and --language go with “boards call”"));
      return FALSE;
    }
  if (speak == NULL)
    {
      *exit_code = hammer_cli_usage_error (_("--language needs --speak FILE"));
      return FALSE;
    }
  if (language != NULL && !g_str_equal (language, "nl") && !g_str_equal (language, "de") &&
      !g_str_equal (language, "en"))
    {
      *exit_code = hammer_cli_usage_error (_("--language “%s”: the calls are said in nl, de "
                                             "or en"), language);
      return FALSE;
    }
  if (!speak_file_writable (speak, &error))
    {
      *exit_code = hammer_cli_fail (error, NULL);
      return FALSE;
    }
  /* Where espeak-ng is not loaded, hammer-cli-paper does it all, from the start. */
  *exit_code = hammer_cli_speak_here ();
  return *exit_code < 0;
}
