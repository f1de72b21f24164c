/* hammer-cli-players.c — hammer-cli players and clubs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>
#include <stdio.h>
#include <stdlib.h>

#include "hammer-cli-private.h"
#include "io/hammer-tables.h"

static JsonNode *
player_to_json (HammerPlayer *player)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, hammer_player_get_id (player));
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, hammer_player_get_name (player));
  json_builder_set_member_name (builder, "club");
  if (hammer_player_get_club_name (player) != NULL)
    json_builder_add_string_value (builder, hammer_player_get_club_name (player));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "club_id");
  if (hammer_player_get_club_id (player) > 0)
    json_builder_add_int_value (builder, hammer_player_get_club_id (player));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "licence");
  if (hammer_player_get_licence (player) != NULL)
    json_builder_add_string_value (builder, hammer_player_get_licence (player));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "email");
  if (hammer_player_get_email (player) != NULL)
    json_builder_add_string_value (builder, hammer_player_get_email (player));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "phone");
  if (hammer_player_get_phone (player) != NULL)
    json_builder_add_string_value (builder, hammer_player_get_phone (player));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "average");
  if (hammer_player_has_average (player))
    json_builder_add_double_value (builder, hammer_player_get_average (player));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "active");
  json_builder_add_boolean_value (builder, hammer_player_get_active (player));
  json_builder_set_member_name (builder, "pro");
  json_builder_add_boolean_value (builder, hammer_player_get_pro (player));
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
print_player_line (HammerPlayer *player)
{
  g_autofree char *average = NULL;

  if (hammer_player_has_average (player))
    average = g_strdup_printf ("%.1f", hammer_player_get_average (player));

  g_print ("%5" PRId64 "  %-28s  %-32s  %-12s  %s\n",
           hammer_player_get_id (player),
           hammer_player_get_name (player),
           hammer_player_get_club_name (player) ? hammer_player_get_club_name (player) : "—",
           hammer_player_get_licence (player) ? hammer_player_get_licence (player) : "—",
           average ? average : "—");
}

static int
players_list (HammerCli  *cli,
              int         argc,
              char      **argv)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = 0;

  if (!hammer_cli_parse_options ("players list", "", _("List the players of the roster"),
                                 NULL, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("“players list” takes no arguments"));

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(players = hammer_roster_list_players (store, &error)))
    return hammer_cli_fail (error, NULL);

  if (cli->json)
    {
      g_autoptr(JsonArray) array = json_array_sized_new (players->len);
      g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);

      for (guint i = 0; i < players->len; i++)
        json_array_add_element (array, player_to_json (g_ptr_array_index (players, i)));
      json_node_set_array (root, array);
      hammer_cli_print_json (root);
    }
  else
    {
      for (guint i = 0; i < players->len; i++)
        print_player_line (g_ptr_array_index (players, i));
      g_printerr (g_dngettext (GETTEXT_PACKAGE, "%u player\n", "%u players\n", players->len),
                  players->len);
    }

  return HAMMER_CLI_EXIT_OK;
}

static int
players_add (HammerCli  *cli,
             int         argc,
             char      **argv)
{
  g_autofree char *club = NULL;
  g_autofree char *licence = NULL;
  g_autofree char *email = NULL;
  g_autofree char *phone = NULL;
  g_autofree char *average = NULL;
  gboolean inactive = FALSE;
  gboolean pro = FALSE;
  GOptionEntry entries[] = {
    { "club", 0, 0, G_OPTION_ARG_STRING, &club, N_("The player's club (created when new)"),
      N_("CLUB") },
    { "licence", 0, 0, G_OPTION_ARG_STRING, &licence, N_("Licence number"), N_("NUMBER") },
    { "email", 0, 0, G_OPTION_ARG_STRING, &email, N_("Email address"), N_("ADDRESS") },
    { "phone", 0, 0, G_OPTION_ARG_STRING, &phone, N_("Phone number"), N_("NUMBER") },
    { "average", 0, 0, G_OPTION_ARG_STRING, &average, N_("Average or rating"), N_("NUMBER") },
    { "inactive", 0, 0, G_OPTION_ARG_NONE, &inactive, N_("Mark the player as not active"),
      NULL },
    { "pro", 0, 0, G_OPTION_ARG_NONE, &pro,
      N_("Mark the player as a pro (a blind draw keeps pros apart)"), NULL },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerPlayer) player = NULL;
  g_autoptr(HammerPlayer) stored = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  int exit_code = 0;

  if (!hammer_cli_parse_options ("players add", _("NAME"), _("Add a player to the roster"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc < 2)
    return hammer_cli_usage_error (_("“players add” needs the player's name"));

  /* A name in several words may come unquoted. */
  name = g_strjoinv (" ", argv + 1);
  player = hammer_player_new (name);
  hammer_player_set_club_name (player, club);
  hammer_player_set_licence (player, licence);
  hammer_player_set_email (player, email);
  hammer_player_set_phone (player, phone);
  hammer_player_set_active (player, !inactive);
  hammer_player_set_pro (player, pro);
  if (average != NULL)
    {
      double value;

      if (!hammer_cli_parse_average (average, &value) || value < 0)
        return hammer_cli_usage_error (_("The average “%s” is not a number of 0 or more"),
                                       average);
      hammer_player_set_average (player, value);
    }

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_roster_add_player (store, player, &error) ||
      !(stored = hammer_roster_get_player (store, hammer_player_get_id (player), &error)))
    return hammer_cli_fail (error, NULL);

  if (cli->json)
    {
      g_autoptr(JsonNode) root = player_to_json (stored);
      hammer_cli_print_json (root);
    }
  else
    print_player_line (stored);

  return HAMMER_CLI_EXIT_OK;
}

/* players mark --pro|--amateur ID… : the mark a blind draw keeps pros apart
 * by, each player one change. */
static int
players_mark (HammerCli  *cli,
              int         argc,
              char      **argv)
{
  gboolean pro = FALSE, amateur = FALSE;
  GOptionEntry entries[] = {
    { "pro", 0, 0, G_OPTION_ARG_NONE, &pro, N_("Mark them as pros"), NULL },
    { "amateur", 0, 0, G_OPTION_ARG_NONE, &amateur, N_("Mark them as amateurs"), NULL },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) array = json_array_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int exit_code = 0;

  if (!hammer_cli_parse_options ("players mark", _("ID…"),
                                 _("Mark players of the roster as pros or amateurs"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (pro == amateur || argc < 2)
    return hammer_cli_usage_error (_("“players mark” needs --pro or --amateur and the players' "
                                     "numbers"));
  /* Every number is checked before anything is stored. */
  for (int i = 1; i < argc; i++)
    {
      gint64 id;

      if (!hammer_cli_parse_id (argv[i], &id))
        return hammer_cli_usage_error (_("“%s” is not a player number"), argv[i]);
      g_array_append_val (ids, id);
    }

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  for (guint i = 0; i < ids->len; i++)
    {
      g_autoptr(HammerPlayer) player = NULL;

      if (!(player = hammer_roster_get_player (store, g_array_index (ids, gint64, i), &error)))
        return hammer_cli_fail (error, NULL);
    }
  for (guint i = 0; i < ids->len; i++)
    {
      g_autoptr(HammerPlayer) player = NULL;

      if (!(player = hammer_roster_get_player (store, g_array_index (ids, gint64, i), &error)))
        return hammer_cli_fail (error, NULL);
      hammer_player_set_pro (player, pro);
      if (!hammer_roster_update_player (store, player, &error))
        return hammer_cli_fail (error, NULL);
      json_array_add_element (array, player_to_json (player));
    }
  json_node_set_array (root, array);
  hammer_cli_print_json (root);
  return HAMMER_CLI_EXIT_OK;
}

static JsonNode *
import_report (HammerPlayerImport  *import,
               HammerImportSummary *summary)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  guint n_rows = hammer_player_import_get_n_rows (import);

  json_builder_begin_object (builder);
  if (summary != NULL)
    {
      json_builder_set_member_name (builder, "imported");
      json_builder_add_int_value (builder, summary->imported);
      json_builder_set_member_name (builder, "clubs_created");
      json_builder_add_int_value (builder, summary->clubs_created);
      json_builder_set_member_name (builder, "skipped");
      json_builder_add_int_value (builder, summary->skipped_bad);
    }
  json_builder_set_member_name (builder, "rows");
  json_builder_add_int_value (builder, n_rows);

  json_builder_set_member_name (builder, "duplicates");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_rows; i++)
    {
      HammerImportRow *row = hammer_player_import_get_row (import, i);

      if (row->duplicate_of == NULL)
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "line");
      json_builder_add_int_value (builder, row->line);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, row->name);
      json_builder_set_member_name (builder, "duplicate_of");
      json_builder_add_string_value (builder, row->duplicate_of);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "problems");
  json_builder_begin_array (builder);
  for (guint i = 0; i < n_rows; i++)
    {
      HammerImportRow *row = hammer_player_import_get_row (import, i);

      for (guint j = 0; j < row->problems->len; j++)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "line");
          json_builder_add_int_value (builder, row->line);
          json_builder_set_member_name (builder, "message");
          json_builder_add_string_value (builder, g_ptr_array_index (row->problems, j));
          json_builder_end_object (builder);
        }
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  return json_builder_get_root (builder);
}

static void
print_import_problems (HammerPlayerImport *import)
{
  guint n_rows = hammer_player_import_get_n_rows (import);

  for (guint i = 0; i < n_rows; i++)
    {
      HammerImportRow *row = hammer_player_import_get_row (import, i);

      for (guint j = 0; j < row->problems->len; j++)
        g_printerr (_("Line %u: %s\n"), row->line, (const char *) g_ptr_array_index (row->problems, j));
      if (row->duplicate_of != NULL)
        g_printerr (_("Line %u: skipped, %s\n"), row->line, row->duplicate_of);
    }
}

static int
players_import (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  gboolean skip_bad = FALSE;
  gboolean dry_run = FALSE;
  GOptionEntry entries[] = {
    { "skip-bad", 0, 0, G_OPTION_ARG_NONE, &skip_bad,
      N_("Import the good rows even when others have problems"), NULL },
    { "dry-run", 0, 0, G_OPTION_ARG_NONE, &dry_run,
      N_("Check the file and report, but import nothing"), NULL },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerPlayerImport) import = NULL;
  g_autoptr(GFile) file = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = NULL;
  HammerImportSummary summary = { 0 };
  int exit_code = 0;

  if (!hammer_cli_parse_options ("players import", _("FILE.csv"),
                                 _("Import players from a CSV file with a header row"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 2)
    return hammer_cli_usage_error (_("“players import” needs exactly one file"));

  file = g_file_new_for_commandline_arg (argv[1]);
  if (!(import = hammer_player_import_new_for_file (file, NULL, &error)) ||
      !(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_roster_check_import (store, import, &error))
    return hammer_cli_fail (error, NULL);

  if (dry_run)
    {
      report = import_report (import, NULL);
      print_import_problems (import);
      if (hammer_player_import_count_bad (import) > 0)
        {
          g_autoptr(JsonObject) details = json_object_new ();
          g_autofree char *first = hammer_player_import_describe_first_problem (import);

          error = g_error_new_literal (HAMMER_ERROR, HAMMER_ERROR_INVALID, first);
          json_object_set_member (details, "report", g_steal_pointer (&report));
          return hammer_cli_fail (error, details);
        }
      if (cli->json)
        hammer_cli_print_json (report);
      return HAMMER_CLI_EXIT_OK;
    }

  if (!hammer_roster_import_players (store, import, skip_bad, &summary, &error))
    {
      g_autoptr(JsonObject) details = json_object_new ();

      report = import_report (import, NULL);
      json_object_set_member (details, "report", g_steal_pointer (&report));
      print_import_problems (import);
      return hammer_cli_fail (error, details);
    }

  report = import_report (import, &summary);
  print_import_problems (import);
  if (cli->json)
    hammer_cli_print_json (report);
  g_printerr (g_dngettext (GETTEXT_PACKAGE, "Imported %u player", "Imported %u players",
                           summary.imported), summary.imported);
  g_printerr (g_dngettext (GETTEXT_PACKAGE, ", skipped %u duplicate", ", skipped %u duplicates",
                           summary.duplicates), summary.duplicates);
  if (summary.skipped_bad > 0)
    g_printerr (g_dngettext (GETTEXT_PACKAGE, ", left out %u row with problems",
                             ", left out %u rows with problems", summary.skipped_bad),
                summary.skipped_bad);
  g_printerr ("\n");

  return HAMMER_CLI_EXIT_OK;
}

static int
players_export (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_autofree char *output = NULL;
  gboolean bom = FALSE, semicolon = FALSE;
  GOptionEntry entries[] = {
    { "bom", 0, 0, G_OPTION_ARG_NONE, &bom, N_("Start with a byte order mark, for Excel"),
      NULL },
    { "semicolon", 0, 0, G_OPTION_ARG_NONE, &semicolon,
      N_("Separate with semicolons and write decimal commas, for Dutch and German "
         "spreadsheets"), NULL },
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &output, N_("Write to FILE"), N_("FILE") },
    { NULL }
  };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  HammerCsvOptions options;
  int exit_code = 0;

  if (!hammer_cli_parse_options ("players export", "",
                                 _("Write the roster as CSV, which “players import” reads back"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("“players export” takes no arguments"));

  hammer_csv_options_init (&options);
  options.bom = bom;
  options.separator = semicolon ? ';' : ',';

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(players = hammer_roster_list_players (store, &error)))
    return hammer_cli_fail (error, NULL);
  text = hammer_tables_players_csv (players, &options);

  if (output == NULL || g_str_equal (output, "-"))
    {
      fputs (text, stdout);
      return HAMMER_CLI_EXIT_OK;
    }
  if (!hammer_cli_write_output (output, text, FALSE, &error))
    return hammer_cli_fail (error, NULL);
  g_printerr (g_dngettext (GETTEXT_PACKAGE, "Exported %u player\n", "Exported %u players\n",
                           players->len), players->len);
  return HAMMER_CLI_EXIT_OK;
}

int
hammer_cli_players (HammerCli  *cli,
                    int         argc,
                    char      **argv)
{
  if (argc < 2)
    return hammer_cli_usage_error (_("“players” needs a subcommand: list, add, mark, import or "
                                     "export"));

  if (g_str_equal (argv[1], "list"))
    return players_list (cli, argc - 1, argv + 1);
  if (g_str_equal (argv[1], "add"))
    return players_add (cli, argc - 1, argv + 1);
  if (g_str_equal (argv[1], "import"))
    return players_import (cli, argc - 1, argv + 1);
  if (g_str_equal (argv[1], "export"))
    return players_export (cli, argc - 1, argv + 1);
  if (g_str_equal (argv[1], "mark"))
    return players_mark (cli, argc - 1, argv + 1);

  return hammer_cli_usage_error (_("Unknown subcommand “players %s”; use list, add, mark, import "
                                   "or export"),
                                 argv[1]);
}

int
hammer_cli_clubs (HammerCli  *cli,
                  int         argc,
                  char      **argv)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) clubs = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = 0;

  if (argc < 2 || !g_str_equal (argv[1], "list"))
    return hammer_cli_usage_error (_("“clubs” needs a subcommand: list"));

  argc--;
  argv++;
  if (!hammer_cli_parse_options ("clubs list", "", _("List the clubs"),
                                 NULL, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("“clubs list” takes no arguments"));

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(clubs = hammer_roster_list_clubs (store, &error)))
    return hammer_cli_fail (error, NULL);

  if (cli->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_array (builder);
      for (guint i = 0; i < clubs->len; i++)
        {
          HammerClub *club = g_ptr_array_index (clubs, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_int_value (builder, hammer_club_get_id (club));
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, hammer_club_get_name (club));
          json_builder_set_member_name (builder, "city");
          if (hammer_club_get_city (club) != NULL)
            json_builder_add_string_value (builder, hammer_club_get_city (club));
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "members");
          json_builder_add_int_value (builder, hammer_club_get_member_count (club));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      hammer_cli_print_json (root);
    }
  else
    {
      for (guint i = 0; i < clubs->len; i++)
        {
          HammerClub *club = g_ptr_array_index (clubs, i);

          g_print ("%5" PRId64 "  %-36s  %-20s  %u\n",
                   hammer_club_get_id (club), hammer_club_get_name (club),
                   hammer_club_get_city (club) ? hammer_club_get_city (club) : "—",
                   hammer_club_get_member_count (club));
        }
    }

  return HAMMER_CLI_EXIT_OK;
}
