/* hammer-cli-entrants.c — an event's field from the command line: entrants
 * (add, import, withdraw, seed, handicap, blind-draw) and the draw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-events.h"
#include "events/hammer-player-ratings.h"
#include "hammer-cli-events-private.h"
#include "hammer-cli-private.h"

/* The --seed N of the draw and the blind draw, which fixes their random
 * choices: a whole number from 0 to G_MAXUINT32 (0 without the option). */
static int
parse_seed (const char *text,
            guint32    *seed)
{
  char *end = NULL;
  gint64 value;

  *seed = 0;
  if (text == NULL)
    return HAMMER_CLI_EXIT_OK;
  value = g_ascii_strtoll (text, &end, 10);
  if (*end != '\0' || value < 0 || value > G_MAXUINT32)
    return hammer_cli_usage_error (_("--seed takes a whole number from 0 to %u"), G_MAXUINT32);
  *seed = (guint32) value;
  return HAMMER_CLI_EXIT_OK;
}

/* The entrants of @ids as the event lists them: id, name, players. */
static int
print_entrants (HammerStore *store,
                gint64       event_id,
                GArray      *ids)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = hammer_events_get_event_json (store, event_id, &error);
  g_autoptr(GHashTable) by_id = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(JsonArray) array = json_array_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
  JsonArray *entrants;

  if (event == NULL)
    return hammer_cli_fail (error, NULL);
  /* By id, so that an import of a whole field does not search the field
   * once per entrant. */
  entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  for (guint e = 0; e < json_array_get_length (entrants); e++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, e);
      gint64 id = json_object_get_int_member (entrant, "id");

      g_hash_table_insert (by_id, g_memdup2 (&id, sizeof id), entrant);
    }
  for (guint i = 0; i < ids->len; i++)
    {
      JsonObject *entrant = g_hash_table_lookup (by_id, &g_array_index (ids, gint64, i));

      if (entrant != NULL)
        json_array_add_object_element (array, json_object_ref (entrant));
    }
  json_node_set_array (node, array);
  hammer_cli_print_json (node);
  return HAMMER_CLI_EXIT_OK;
}

int
hammer_cli_entrants (HammerCli  *cli,
                     int         argc,
                     char      **argv)
{
  g_auto(HammerCliEventArgs) args = { 0 };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  const char *sub;
  gint64 event_id = 0;
  int exit_code = 0;

  if (argc < 2)
    return hammer_cli_usage_error (_("“entrants” needs a subcommand: add, import, seed, "
                                     "blind-draw, handicap, withdraw or requests"));
  sub = argv[1];
  argc--;
  argv++;

  if (g_str_equal (sub, "requests"))
    return hammer_cli_entrants_requests (cli, argc, argv);
  if (g_str_equal (sub, "add"))
    {
      if (!hammer_cli_parse_event_args ("entrants add", _("NAME…"),
                                        _("Enter players (or teams as “A / B”) in an event"),
                                        &args, &argc, &argv, &event_id, &exit_code))
        return exit_code;
      if (argc < 2)
        return hammer_cli_usage_error (_("Name at least one entrant"));
      if (!(store = hammer_cli_open_store (cli, &error)) ||
          !(ids = hammer_events_add_entrants (store, event_id, (const char * const *) argv + 1,
                                              &error)))
        return hammer_cli_fail (error, NULL);
    }
  else if (g_str_equal (sub, "import"))
    {
      g_autoptr(HammerPlayerImport) import = NULL;
      g_autoptr(GFile) file = NULL;

      if (!hammer_cli_parse_event_args ("entrants import", _("FILE.csv"),
                                        _("Enter the players of a CSV file in an event"),
                                        &args, &argc, &argv, &event_id, &exit_code))
        return exit_code;
      if (argc != 2)
        return hammer_cli_usage_error (_("“entrants import” needs exactly one file"));
      file = g_file_new_for_commandline_arg (argv[1]);
      if (!(import = hammer_player_import_new_for_file (file, NULL, &error)) ||
          !(store = hammer_cli_open_store (cli, &error)) ||
          !(ids = hammer_events_import_entrants (store, event_id, import, &error)))
        return hammer_cli_fail (error, NULL);
    }
  else if (g_str_equal (sub, "withdraw"))
    {
      gint64 entrant_id;

      if (!hammer_cli_parse_event_args ("entrants withdraw", _("ENTRANT"),
                                        _("Withdraw an entrant; their next matches are "
                                          "walkovers"),
                                        &args, &argc, &argv, &event_id, &exit_code))
        return exit_code;
      if (argc != 2 || !hammer_cli_parse_id (argv[1], &entrant_id))
        return hammer_cli_usage_error (_("“entrants withdraw” needs the entrant's number"));
      if (!(store = hammer_cli_open_store (cli, &error)) ||
          !hammer_events_withdraw_entrant (store, event_id, entrant_id, &error))
        return hammer_cli_fail (error, NULL);
      hammer_cli_print_id (entrant_id);
      return HAMMER_CLI_EXIT_OK;
    }
  else if (g_str_equal (sub, "seed"))
    {
      gint64 entrant_id, seed;
      char *end = NULL;

      if (!hammer_cli_parse_event_args ("entrants seed", _("ENTRANT SEED"),
                                        _("Seed an entrant (0 takes the seed away)"),
                                        &args, &argc, &argv, &event_id, &exit_code))
        return exit_code;
      if (argc != 3 || !hammer_cli_parse_id (argv[1], &entrant_id) ||
          (seed = g_ascii_strtoll (argv[2], &end, 10)) < 0 || *end != '\0' || seed > 100000)
        return hammer_cli_usage_error (_("“entrants seed” needs the entrant's number and a seed"));
      if (!(store = hammer_cli_open_store (cli, &error)) ||
          !hammer_events_seed_entrant (store, event_id, entrant_id, seed, &error))
        return hammer_cli_fail (error, NULL);
      hammer_cli_print_id (entrant_id);
      return HAMMER_CLI_EXIT_OK;
    }
  else if (g_str_equal (sub, "handicap") && hammer_cli_handicap_by_asked (argc, argv))
    return hammer_cli_entrants_handicap_by (cli, argc, argv);
  else if (g_str_equal (sub, "handicap"))
    {
      gint64 entrant_id, points;
      char *end = NULL;

      if (!hammer_cli_parse_event_args ("entrants handicap", _("ENTRANT POINTS"),
                                        _("Give an entrant of a table or court event a handicap: "
                                          "start points, or a shorter race with the option "
                                          "handicap_race (0 takes it away); with --by rating or "
                                          "--by class, every entrant's at once"),
                                        &args, &argc, &argv, &event_id, &exit_code))
        return exit_code;
      if (argc != 3 || !hammer_cli_parse_id (argv[1], &entrant_id) ||
          (points = g_ascii_strtoll (argv[2], &end, 10)) < 0 || *end != '\0' ||
          argv[2][0] == '\0' || points > G_MAXINT)
        return hammer_cli_usage_error (_("“entrants handicap” needs the entrant's number and "
                                         "a whole number of points"));
      if (!(store = hammer_cli_open_store (cli, &error)) ||
          !hammer_events_set_entrant_handicap (store, event_id, entrant_id, points, &error))
        return hammer_cli_fail (error, NULL);
      hammer_cli_print_id (entrant_id);
      return HAMMER_CLI_EXIT_OK;
    }
  else if (g_str_equal (sub, "blind-draw"))
    {
      guint32 seed = 0;

      if (!hammer_cli_parse_event_args ("entrants blind-draw", "",
                                        _("Pair the players into teams by lot"),
                                        &args, &argc, &argv, &event_id, &exit_code) ||
          (exit_code = parse_seed (args.seed, &seed)) != HAMMER_CLI_EXIT_OK)
        return exit_code;
      if (args.by != NULL && !g_str_equal (args.by, "seed") &&
          !g_str_equal (args.by, "average") && !g_str_equal (args.by, "rating"))
        return hammer_cli_usage_error (_("--by takes seed, average or rating, not “%s”"),
                                       args.by);
      /* Only pools are cut by strength: a lot or the pros take none. */
      if (args.by != NULL && g_strcmp0 (args.pools, "ab") != 0 &&
          g_strcmp0 (args.pools, "abc") != 0)
        return hammer_cli_usage_error (_("--by goes with --pools ab or abc"));
      if (!(store = hammer_cli_open_store (cli, &error)) ||
          !(ids = hammer_events_blind_draw_by (store, event_id, args.pools,
                                               g_strcmp0 (args.by, "average") == 0
                                               ? HAMMER_BLIND_DRAW_BY_AVERAGE
                                               : g_strcmp0 (args.by, "rating") == 0
                                               ? HAMMER_BLIND_DRAW_BY_RATING
                                               : HAMMER_BLIND_DRAW_BY_SEED,
                                               args.seed != NULL, seed, &error)))
        return hammer_cli_fail (error, NULL);
    }
  else
    return hammer_cli_usage_error (_("Unknown subcommand “entrants %s”"), sub);

  return print_entrants (store, event_id, ids);
}

int
hammer_cli_draw (HammerCli  *cli,
                 int         argc,
                 char      **argv)
{
  g_auto(HammerCliEventArgs) args = { 0 };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event_id = 0;
  gint64 ranking_id = 0;
  guint32 seed = 0;
  char *matches = NULL;
  int exit_code = 0;

  if (!hammer_cli_parse_event_args ("draw", "", _("Draw an event (again, until its first result)"),
                                    &args, &argc, &argv, &event_id, &exit_code) ||
      (exit_code = parse_seed (args.seed, &seed)) != HAMMER_CLI_EXIT_OK)
    return exit_code;

  if (args.seed_by != NULL && !g_str_equal (args.seed_by, "rating") &&
      !g_str_equal (args.seed_by, "ranking"))
    return hammer_cli_usage_error (_("--seed-by takes “rating” or “ranking”, not “%s”"),
                                   args.seed_by);
  if (args.seed_by != NULL && g_str_equal (args.seed_by, "ranking") &&
      (args.ranking == NULL || !hammer_cli_parse_id (args.ranking, &ranking_id)))
    return hammer_cli_usage_error (_("--seed-by ranking needs --ranking ID"));

  if (!(store = hammer_cli_open_store (cli, &error)))
    return hammer_cli_fail (error, NULL);
  if (args.seed_by != NULL)
    {
      g_autoptr(GArray) players = NULL;
      g_autoptr(GArray) points = NULL;
      gint64 seeding;

      if (ranking_id != 0
          ? !hammer_cli_ranking_points (store, ranking_id, &players, &points, &error) ||
            !hammer_events_seed_by_players (store, event_id,
                                            (const gint64 *) (void *) players->data,
                                            (const double *) (void *) points->data,
                                            players->len, &error)
          : !hammer_events_seed_by_rating (store, event_id, &error))
        return hammer_cli_fail (error, NULL);
      seeding = hammer_store_get_last_change (store);
      /* A draw refused leaves the seeds as they were: nothing half done. */
      if (!hammer_events_draw (store, event_id, args.seed != NULL, seed, &error))
        {
          g_autoptr(GError) undo_error = NULL;

          if (!hammer_store_undo (store, seeding, &undo_error))
            g_printerr ("hammer-cli: %s\n", undo_error->message);
          return hammer_cli_fail (error, NULL);
        }
    }
  else if (!hammer_events_draw (store, event_id, args.seed != NULL, seed, &error))
    return hammer_cli_fail (error, NULL);

  /* The answer is the matches as the draw left them, which the store
   * keeps: written while the store closes on its own thread (issue 28). */
  if (!hammer_events_has_read (store, event_id))
    matches = hammer_events_write_matches_json (store, event_id, &error);
  g_clear_object (&store);
  hammer_cli_close_store_begin (cli);
  if (matches == NULL && error == NULL && cli->read != NULL)
    matches = hammer_events_read_write_matches_json (cli->read, event_id);
  if (matches == NULL && error == NULL)
    g_set_error_literal (&error, HAMMER_ERROR, HAMMER_ERROR_FAILED,
                         _("The draw is stored, but its matches could not be read back"));
  return hammer_cli_print_text_or_fail (matches, &error);
}
