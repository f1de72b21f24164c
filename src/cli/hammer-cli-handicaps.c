/* hammer-cli-handicaps.c — entrants handicap --event ID --by rating|class:
 * every entrant's handicap at once
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-event-handicaps.h"
#include "hammer-cli-events-private.h"

gboolean
hammer_cli_handicap_by_asked (int    argc,
                              char **argv)
{
  for (int i = 1; i < argc; i++)
    {
      if (g_str_equal (argv[i], "--"))
        break;
      /* The help of both forms lives with the one that has more options. */
      if (g_str_equal (argv[i], "--by") || g_str_has_prefix (argv[i], "--by=") ||
          g_str_equal (argv[i], "--help") || g_str_equal (argv[i], "-h"))
        return TRUE;
    }
  return FALSE;
}

static JsonNode *
lines_to_json (GPtrArray        *lines,
               HammerHandicapBy  by)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < lines->len; i++)
    {
      const HammerHandicapLine *line = g_ptr_array_index (lines, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "entrant");
      json_builder_add_int_value (builder, line->entrant_id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, line->name);
      json_builder_set_member_name (builder, "rating");
      json_builder_add_double_value (builder, line->figure);
      if (by == HAMMER_HANDICAP_BY_CLASS)
        {
          json_builder_set_member_name (builder, "class");
          json_builder_add_string_value (builder, line->klass);
        }
      json_builder_set_member_name (builder, "handicap");
      json_builder_add_int_value (builder, line->handicap);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

int
hammer_cli_entrants_handicap_by (HammerCli  *cli,
                                 int         argc,
                                 char      **argv)
{
  g_autofree char *event = NULL;
  g_autofree char *by = NULL;
  g_autofree char *scale = NULL;
  g_autofree char *classes = NULL;
  g_autofree char *table = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GError) error = NULL;
  HammerHandicapSpec spec = { HAMMER_HANDICAP_BY_RATING, 50, NULL, NULL };
  gint64 event_id;
  int exit_code = 0;
  GOptionEntry entries[] = {
    { "event", 0, 0, G_OPTION_ARG_STRING, &event, N_("The event"), N_("ID") },
    { "by", 0, 0, G_OPTION_ARG_STRING, &by,
      N_("Set every entrant's handicap by the players' ratings or by their classes"),
      N_("rating|class") },
    { "scale", 0, 0, G_OPTION_ARG_STRING, &scale,
      N_("By rating: one point for every N rating points below the strongest entrant "
         "(50 unless given)"), N_("N") },
    { "classes", 0, 0, G_OPTION_ARG_STRING, &classes,
      N_("By class: the classes by rating, best first, each with its lowest rating"),
      N_("A=1600,B=1450,C=0") },
    { "table", 0, 0, G_OPTION_ARG_STRING, &table,
      N_("By class: each class's handicap (a class not named has none)"), N_("A=0,B=2,C=4") },
    { NULL }
  };

  if (!hammer_cli_parse_options ("entrants handicap", _("[ENTRANT POINTS]"),
                                 _("Give an entrant of a table or court event a handicap: start "
                                   "points, or a shorter race with the option handicap_race (0 "
                                   "takes it away). With --by rating or --by class, set every "
                                   "entrant's handicap at once: by rating, a point for every "
                                   "--scale rating points below the strongest; by class, the "
                                   "players' classes by rating (--classes A=1600,B=1450,C=0; "
                                   "a team by its players' mean) and each class's handicap "
                                   "(--table A=0,B=2,C=4)"),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (argc != 1)
    return hammer_cli_usage_error (_("“entrants handicap --by” sets every entrant's handicap; "
                                     "name no entrant"));
  if (event == NULL || !hammer_cli_parse_id (event, &event_id))
    return hammer_cli_usage_error (_("Name the event with --event ID (“hammer-cli event list” "
                                     "shows them)"));
  if (g_strcmp0 (by, "class") == 0)
    spec.by = HAMMER_HANDICAP_BY_CLASS;
  else if (g_strcmp0 (by, "rating") != 0)
    return hammer_cli_usage_error (_("--by takes rating or class, not “%s”"), by ? by : "");

  if (spec.by == HAMMER_HANDICAP_BY_RATING && (classes != NULL || table != NULL))
    return hammer_cli_usage_error (_("--classes and --table go with --by class"));
  if (spec.by == HAMMER_HANDICAP_BY_CLASS && scale != NULL)
    return hammer_cli_usage_error (_("--scale goes with --by rating"));
  if (spec.by == HAMMER_HANDICAP_BY_CLASS && (classes == NULL || table == NULL))
    return hammer_cli_usage_error (_("--by class needs the classes by rating (--classes "
                                     "A=1600,B=1450,C=0) and their handicaps (--table "
                                     "A=0,B=2,C=4)"));
  if (scale != NULL && !hammer_cli_parse_average (scale, &spec.scale))
    return hammer_cli_usage_error (_("--scale takes a number of rating points, not “%s”"), scale);
  spec.classes = classes;
  spec.table = table;

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(lines = hammer_events_fill_handicaps (store, event_id, &spec, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (lines_to_json (lines, spec.by), &error);
}
