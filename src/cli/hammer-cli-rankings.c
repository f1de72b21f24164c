/* hammer-cli-rankings.c — hammer-cli ranking create, edit, add and show
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "hammer-cli-private.h"
#include "io/hammer-tables.h"
#include "ranking/hammer-rankings.h"

/* A whole number given to @option, from 0, where 0 is "no limit" both
 * when a ranking is created and when it is edited; left as it is when it
 * was not given. */
static gboolean
parse_count_option (const char *option,
                    const char *text,
                    guint      *value,
                    int        *exit_code)
{
  gint64 id;

  if (text == NULL)
    return TRUE;
  if (g_str_equal (text, "0"))
    {
      *value = 0;
      return TRUE;
    }
  if (!hammer_cli_parse_id (text, &id) || id > G_MAXINT)
    {
      *exit_code = hammer_cli_usage_error (_("%s takes a whole number from 0, not “%s”"),
                                           option, text);
      return FALSE;
    }
  *value = (guint) id;
  return TRUE;
}

/* The settings' options that create and edit share, as typed. */
typedef struct
{
  char *name;
  char *points;
  char *best;
  char *rules;
  char *by;
  char *factors;
  char *consolation;
  char *threshold;
  char *years;
  char *cut;
} SettingsOptions;

static void
settings_options_clear (SettingsOptions *options)
{
  g_free (options->name);
  g_free (options->points);
  g_free (options->best);
  g_free (options->rules);
  g_free (options->by);
  g_free (options->factors);
  g_free (options->consolation);
  g_free (options->threshold);
  g_free (options->years);
  g_free (options->cut);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (SettingsOptions, settings_options_clear)

/* Parses the options of @command (@extra first, then the settings') into
 * @options. */
static gboolean
parse_settings_options (const char          *command,
                        const char          *summary,
                        const GOptionEntry  *extra,
                        SettingsOptions     *options,
                        int                 *argc,
                        char              ***argv,
                        int                 *exit_code)
{
  g_autoptr(GArray) entries = g_array_new (TRUE, TRUE, sizeof (GOptionEntry));
  GOptionEntry settings[] = {
    { "name", 0, 0, G_OPTION_ARG_STRING, &options->name, N_("The ranking's name"), N_("NAME") },
    { "points", 0, 0, G_OPTION_ARG_STRING, &options->points,
      N_("Points by place, as \"1=25,2=18,3=15\""), N_("TABLE") },
    { "best", 0, 0, G_OPTION_ARG_STRING, &options->best,
      N_("Only a player's best N results count (0: every result)"), N_("N") },
    { "rules", 0, 0, G_OPTION_ARG_STRING, &options->rules,
      N_("The one game whose events it ranks (any, without it)"), N_("ID") },
    { "by", 0, 0, G_OPTION_ARG_STRING, &options->by,
      N_("places (the default), or a sjoelbak series' totals or averages"), N_("WHAT") },
    { "field-factors", 0, 0, G_OPTION_ARG_STRING, &options->factors,
      N_("Points times a factor by field size, as \"8-11=0.5,4-7=0.25\""), N_("TABLE") },
    { "consolation-points", 0, 0, G_OPTION_ARG_STRING, &options->consolation,
      N_("Points by place within a consolation bracket, as \"1=0.5,2=0.5,3=0.5\"; its "
         "entrants earn these instead of the points of their overall place"), N_("TABLE") },
    { "threshold", 0, 0, G_OPTION_ARG_STRING, &options->threshold,
      N_("Mark the players with at least so many points"), N_("POINTS") },
    { "within-years", 0, 0, G_OPTION_ARG_STRING, &options->years,
      N_("The threshold counts the points of so many years (0: all years)"), N_("N") },
    { "cut", 0, 0, G_OPTION_ARG_STRING, &options->cut,
      N_("A qualification list of the top N (0: none)"), N_("N") },
  };

  for (guint i = 0; extra != NULL && extra[i].long_name != NULL; i++)
    g_array_append_val (entries, extra[i]);
  g_array_append_vals (entries, settings, G_N_ELEMENTS (settings));
  return hammer_cli_parse_options (command, "", summary, (GOptionEntry *) (void *) entries->data,
                                   argc, argv, exit_code);
}

/* The options given, over @spec: its texts become the options' own. With
 * @edit an empty --rules means any game again. */
static gboolean
apply_settings_options (const SettingsOptions *options,
                        gboolean               edit,
                        HammerRankingSpec     *spec,
                        int                   *exit_code)
{
  if (options->name != NULL)
    spec->name = options->name;
  if (options->points != NULL)
    spec->points = options->points;
  if (options->factors != NULL)
    spec->factors = options->factors;
  if (options->consolation != NULL)
    spec->consolation_points = options->consolation;
  /* An edit's empty --rules: any game again. */
  if (options->rules != NULL)
    spec->rules = edit && *options->rules == '\0' ? NULL : options->rules;
  if (options->by != NULL && !hammer_ranked_by_from_string (options->by, &spec->by))
    {
      *exit_code = hammer_cli_usage_error (_("--by takes places, totals or averages, not “%s”"),
                                           options->by);
      return FALSE;
    }
  if (!parse_count_option ("--best", options->best, &spec->best, exit_code) ||
      !parse_count_option ("--within-years", options->years, &spec->threshold_years,
                           exit_code) ||
      !parse_count_option ("--cut", options->cut, &spec->cut, exit_code))
    return FALSE;
  if (options->threshold != NULL &&
      !(edit && g_str_equal (options->threshold, "0")) &&
      !hammer_cli_parse_average (options->threshold, &spec->threshold))
    {
      *exit_code = hammer_cli_usage_error (_("--threshold takes a number of points, not “%s”"),
                                           options->threshold);
      return FALSE;
    }
  if (edit && g_strcmp0 (options->threshold, "0") == 0)
    spec->threshold = 0;
  return TRUE;
}

static int
create_command (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_auto(SettingsOptions) options = { 0 };
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerRankingSpec spec = { 0 };
  int exit_code = HAMMER_CLI_EXIT_OK;
  gint64 id;

  if (!parse_settings_options ("ranking create",
                               _("Creates a ranking across events; prints its id."), NULL,
                               &options, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("“ranking create” takes no arguments besides its options"));
  if (options.name == NULL)
    return hammer_cli_usage_error (_("“ranking create” needs --name NAME"));
  if (!apply_settings_options (&options, FALSE, &spec, &exit_code))
    return exit_code;

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(id = hammer_rankings_create (store, &spec, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_id (id);
}

static int
edit_command (HammerCli  *cli,
              int         argc,
              char      **argv)
{
  g_auto(SettingsOptions) options = { 0 };
  g_autofree char *ranking = NULL;
  g_autofree char *points = NULL;
  g_autofree char *factors = NULL;
  g_autofree char *consolation = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerRanking) old = NULL;
  g_autoptr(GError) error = NULL;
  HammerRankingSpec spec = { 0 };
  int exit_code = HAMMER_CLI_EXIT_OK;
  gint64 ranking_id;
  const GOptionEntry extra[] = {
    { "ranking", 0, 0, G_OPTION_ARG_STRING, &ranking, N_("The ranking"), N_("ID") },
    { NULL }
  };

  if (!parse_settings_options ("ranking edit",
                               _("Changes a ranking's settings: those given, the others as "
                                 "they are; 0 or an empty table clears one."), extra,
                               &options, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("“ranking edit” takes no arguments besides its options"));
  if (ranking == NULL || !hammer_cli_parse_id (ranking, &ranking_id))
    return hammer_cli_usage_error (_("“ranking edit” needs --ranking ID"));

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(old = hammer_rankings_get (store, ranking_id, &error)))
    return hammer_cli_fail (error, NULL);
  /* What is not given stays as it is. */
  points = hammer_ranking_points_text (old->points);
  factors = hammer_ranking_factors_text (old->factors);
  consolation = hammer_ranking_points_text (old->consolation_points);
  spec.name = old->name;
  spec.by = old->by;
  spec.points = points;
  spec.best = old->best;
  spec.rules = old->rules;
  spec.factors = factors;
  spec.threshold = old->threshold;
  spec.threshold_years = old->threshold_years;
  spec.cut = old->cut;
  spec.consolation_points = consolation;
  /* Another kind leaves the tables of places behind unless it gives them. */
  if (options.by != NULL && !g_str_equal (options.by, "places"))
    spec.points = spec.factors = spec.consolation_points = NULL;
  if (!apply_settings_options (&options, TRUE, &spec, &exit_code))
    return exit_code;
  if (!hammer_rankings_edit (store, ranking_id, &spec, &error))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_id (ranking_id);
}

static int
add_command (HammerCli  *cli,
             int         argc,
             char      **argv)
{
  g_autofree char *ranking = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) events = g_array_new (FALSE, FALSE, sizeof (gint64));
  int exit_code = HAMMER_CLI_EXIT_OK;
  gint64 ranking_id;

  if (!hammer_cli_parse_id_option ("ranking add", _("EVENT…"),
                                   _("Adds events to a ranking, by their ids."), "ranking",
                                   N_("The ranking"), &ranking, &argc, &argv, &exit_code))
    return exit_code;
  if (ranking == NULL || !hammer_cli_parse_id (ranking, &ranking_id))
    return hammer_cli_usage_error (_("“ranking add” needs --ranking ID"));
  if (argc < 2)
    return hammer_cli_usage_error (_("“ranking add” needs the ids of the events to add"));
  for (int i = 1; i < argc; i++)
    {
      gint64 id;

      if (!hammer_cli_parse_id (argv[i], &id))
        return hammer_cli_usage_error (_("“%s” is not an event id"), argv[i]);
      g_array_append_val (events, id);
    }

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !hammer_rankings_add_events (store, ranking_id, (const gint64 *) (void *) events->data,
                                   events->len, &error))
    return hammer_cli_fail (error, NULL);

  /* What it added: {"ranking": ID, "events": [ID, …]}. */
  {
    g_autoptr(JsonBuilder) builder = json_builder_new ();
    g_autoptr(JsonNode) root = NULL;

    json_builder_begin_object (builder);
    json_builder_set_member_name (builder, "ranking");
    json_builder_add_int_value (builder, ranking_id);
    json_builder_set_member_name (builder, "events");
    json_builder_begin_array (builder);
    for (guint i = 0; i < events->len; i++)
      json_builder_add_int_value (builder, g_array_index (events, gint64, i));
    json_builder_end_array (builder);
    json_builder_end_object (builder);
    root = json_builder_get_root (builder);
    hammer_cli_print_json (root);
  }
  return HAMMER_CLI_EXIT_OK;
}

static void
add_results (JsonBuilder *builder,
             GArray      *results)
{
  json_builder_begin_array (builder);
  for (guint i = 0; i < results->len; i++)
    {
      const HammerRankingResult *result = &g_array_index (results, HammerRankingResult, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "event");
      json_builder_add_int_value (builder, result->event_id);
      json_builder_set_member_name (builder, "place");
      if (result->place > 0)
        json_builder_add_int_value (builder, result->place);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "points");
      json_builder_add_double_value (builder, result->points);
      json_builder_set_member_name (builder, "day");
      json_builder_add_string_value (builder, result->day);
      /* Counted by the consolation's own table: which, and its place there. */
      if (result->consolation)
        {
          json_builder_set_member_name (builder, "bracket");
          json_builder_add_string_value (builder, "consolation");
          json_builder_set_member_name (builder, "bracket_place");
          if (result->bracket_place > 0)
            json_builder_add_int_value (builder, result->bracket_place);
          else
            json_builder_add_null_value (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static JsonNode *
ranking_to_json (HammerRanking *ranking)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < ranking->lines->len; i++)
    {
      const HammerRankingLine *line = g_ptr_array_index (ranking->lines, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "place");
      json_builder_add_int_value (builder, line->place);
      json_builder_set_member_name (builder, "shared");
      json_builder_add_boolean_value (builder, line->shared);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, line->player_id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, line->name);
      json_builder_set_member_name (builder, "points");
      json_builder_add_double_value (builder, line->points);
      json_builder_set_member_name (builder, "counted");
      add_results (builder, line->counted);
      json_builder_set_member_name (builder, "results");
      add_results (builder, line->results);
      /* The points after each event that counts, in time order. */
      json_builder_set_member_name (builder, "history");
      json_builder_begin_array (builder);
      for (guint h = 0; h < line->history->len; h++)
        json_builder_add_double_value (builder, g_array_index (line->history, double, h));
      json_builder_end_array (builder);
      /* Before the latest event: null for a player new to the ranking, or
       * when there was no ranking before it. */
      json_builder_set_member_name (builder, "previous_place");
      if (line->previous_place > 0)
        json_builder_add_int_value (builder, line->previous_place);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "movement");
      if (line->previous_place > 0)
        json_builder_add_int_value (builder, (gint64) line->previous_place - line->place);
      else
        json_builder_add_null_value (builder);
      if (ranking->threshold > 0)
        {
          json_builder_set_member_name (builder, "threshold_points");
          json_builder_add_double_value (builder, line->window_points);
          json_builder_set_member_name (builder, "marked");
          json_builder_add_boolean_value (builder, line->marked);
        }
      if (ranking->cut > 0)
        {
          json_builder_set_member_name (builder, "qualified");
          json_builder_add_boolean_value (builder, line->qualified);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

static int
show_command (HammerCli  *cli,
              int         argc,
              char      **argv)
{
  g_autofree char *ranking = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerRanking) shown = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = HAMMER_CLI_EXIT_OK;
  gint64 ranking_id;

  if (!hammer_cli_parse_id_option ("ranking show", "",
                                   _("The ranking in order, with the results that count."),
                                   "ranking", N_("The ranking"), &ranking, &argc, &argv,
                                   &exit_code))
    return exit_code;
  if (ranking == NULL || !hammer_cli_parse_id (ranking, &ranking_id))
    return hammer_cli_usage_error (_("“ranking show” needs --ranking ID"));
  if (argc > 1)
    return hammer_cli_usage_error (_("“ranking show” takes no arguments besides --ranking"));

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(shown = hammer_rankings_get (store, ranking_id, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (ranking_to_json (shown), &error);
}

static int
export_command (HammerCli  *cli,
                int         argc,
                char      **argv)
{
  g_auto(HammerCliOutput) out = { 0 };
  g_autofree char *ranking = NULL;
  g_autofree char *format = NULL;
  g_autofree char *paper = NULL;
  g_autofree char *text = NULL;
  gboolean landscape = FALSE;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(HammerRanking) shown = NULL;
  g_autoptr(GError) error = NULL;
  HammerCsvOptions options;
  int exit_code = HAMMER_CLI_EXIT_OK;
  gint64 ranking_id;
  GOptionEntry entries[] = {
    { "ranking", 0, 0, G_OPTION_ARG_STRING, &ranking, N_("The ranking"), N_("ID") },
    { "format", 0, 0, G_OPTION_ARG_STRING, &format, N_("pdf (the default), csv or html"),
      N_("FORMAT") },
    { "paper", 0, 0, G_OPTION_ARG_STRING, &paper, N_("PDF: a4 (the default) or letter"),
      N_("PAPER") },
    { "landscape", 0, 0, G_OPTION_ARG_NONE, &landscape, N_("PDF: turn the paper sideways"),
      NULL },
    { NULL }
  };

  if (!hammer_cli_parse_output_options ("ranking export", "",
                                        _("A ranking on paper, as a table or as a web page."),
                                        entries, &out, &argc, &argv, &exit_code))
    return exit_code;
  if (ranking == NULL || !hammer_cli_parse_id (ranking, &ranking_id))
    return hammer_cli_usage_error (_("“ranking export” needs --ranking ID"));
  if (argc > 1)
    return hammer_cli_usage_error (_("Unexpected argument “%s”"), argv[1]);
  if (format == NULL)
    format = g_strdup ("pdf");
  if (!g_str_equal (format, "pdf") && !g_str_equal (format, "csv") &&
      !g_str_equal (format, "html"))
    return hammer_cli_usage_error (_("“ranking export” takes --format pdf, csv or html"));
  if (!g_str_equal (format, "csv") && (out.bom || out.semicolon))
    return hammer_cli_usage_error (_("--bom and --semicolon go with --format csv"));
  if (!g_str_equal (format, "pdf") && (paper != NULL || landscape))
    return hammer_cli_usage_error (_("--paper and --landscape go with --format pdf"));
  if (g_str_equal (format, "pdf"))
    return hammer_cli_ranking_export_pdf (cli, ranking_id, paper, landscape, &out);

  hammer_cli_output_csv_options (&out, &options);
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(shown = hammer_rankings_get (store, ranking_id, &error)))
    return hammer_cli_fail (error, NULL);
  text = g_str_equal (format, "csv") ? hammer_ranking_csv (shown, &options)
                                     : hammer_ranking_html (shown);
  if (!hammer_cli_write_output (out.output, text, FALSE, &error))
    return hammer_cli_fail (error, NULL);
  return HAMMER_CLI_EXIT_OK;
}

static int
list_command (HammerCli  *cli,
              int         argc,
              char      **argv)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) rankings = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = HAMMER_CLI_EXIT_OK;

  if (!hammer_cli_parse_options ("ranking list", "", _("Lists the rankings: id, name, the game "
                                                       "they rank and how many events."),
                                 NULL, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("“ranking list” takes no arguments"));
  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(rankings = hammer_rankings_list (store, &error)))
    return hammer_cli_fail (error, NULL);

  if (cli->json)
    {
      g_autoptr(JsonBuilder) builder = json_builder_new ();
      g_autoptr(JsonNode) root = NULL;

      json_builder_begin_array (builder);
      for (guint i = 0; i < rankings->len; i++)
        {
          const HammerRankingSummary *ranking = g_ptr_array_index (rankings, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_int_value (builder, ranking->id);
          json_builder_set_member_name (builder, "name");
          json_builder_add_string_value (builder, ranking->name);
          json_builder_set_member_name (builder, "rules");
          if (ranking->rules != NULL)
            json_builder_add_string_value (builder, ranking->rules);
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "events");
          json_builder_add_int_value (builder, ranking->n_events);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      root = json_builder_get_root (builder);
      hammer_cli_print_json (root);
      return HAMMER_CLI_EXIT_OK;
    }
  for (guint i = 0; i < rankings->len; i++)
    {
      const HammerRankingSummary *ranking = g_ptr_array_index (rankings, i);
      /* TRANSLATORS: a ranking of events of any game, in "ranking list". */
      const char *rules = ranking->rules != NULL ? ranking->rules : _("any game");

      g_print ("%5" G_GINT64_FORMAT "  %-36s  %-12s  ", ranking->id, ranking->name, rules);
      g_print (ngettext ("%u event\n", "%u events\n", ranking->n_events), ranking->n_events);
    }
  return HAMMER_CLI_EXIT_OK;
}

int
hammer_cli_ranking (HammerCli  *cli,
                    int         argc,
                    char      **argv)
{
  if (hammer_cli_take_word (&argc, &argv, "create"))
    return create_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "edit"))
    return edit_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "add"))
    return add_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "show"))
    return show_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "export"))
    return export_command (cli, argc, argv);
  if (hammer_cli_take_word (&argc, &argv, "list"))
    return list_command (cli, argc, argv);
  return hammer_cli_usage_error (_("“ranking” takes create, edit, add, show, export or list"));
}

gboolean
hammer_cli_ranking_points (HammerStore  *store,
                           gint64        ranking_id,
                           GArray      **player_ids,
                           GArray      **points,
                           GError      **error)
{
  g_autoptr(HammerRanking) ranking = hammer_rankings_get (store, ranking_id, error);

  if (ranking == NULL)
    return FALSE;
  *player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  *points = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; i < ranking->lines->len; i++)
    {
      const HammerRankingLine *line = g_ptr_array_index (ranking->lines, i);

      g_array_append_val (*player_ids, line->player_id);
      g_array_append_val (*points, line->points);
    }
  return TRUE;
}
