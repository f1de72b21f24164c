/* hammer-leagues-import-document.c — what a league document says before
 * anything is stored: that it is one, its league's settings (checked as
 * hammer_leagues_create() checks a new league's) and its divisions
 *
 * hammer-leagues-import.c stores what it reads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "league/hammer-leagues-private.h"

gboolean
_hammer_league_doc_error (GError     **error,
                          const char  *format,
                          ...)
{
  g_autofree char *where = NULL;
  va_list args;

  va_start (args, format);
  where = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("This is not a Hammer league document, or it is damaged: %s"), where);
  return FALSE;
}

gint64
_hammer_league_doc_index (JsonArray *array,
                          guint      index,
                          guint      limit)
{
  gint64 value = hammer_json_element_int (array, index, -1);

  return value >= 0 && value < limit ? value : -1;
}

/* The name, the rules and their options of a document's league. */
static gboolean
read_document_rules (JsonObject           *object,
                     HammerLeagueSettings *settings,
                     GError              **error)
{
  g_autoptr(GError) violation = NULL;
  JsonNode *member;

  if (object == NULL)
    return _hammer_league_doc_error (error, _("the league is missing"));
  if (!(settings->name = _hammer_league_normalize_name (hammer_json_string (object, "name"))))
    return _hammer_league_doc_error (error, _("the league has no name"));
  if (!(settings->rules = hammer_rules_lookup (hammer_json_string (object, "rules") ?: "",
                                               &violation)))
    return _hammer_league_doc_error (error, "%s", violation->message);
  if (settings->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
    return _hammer_league_doc_error (error, _("%s is played in club nights, not in team leagues"),
                                     hammer_rules_get_name (settings->rules));

  member = hammer_json_member (object, "options");
  if (member != NULL && !JSON_NODE_HOLDS_OBJECT (member))
    return _hammer_league_doc_error (error, _("the options are not an object"));
  settings->options = member != NULL ? json_object_ref (json_node_get_object (member))
                                     : json_object_new ();
  if (json_object_has_member (settings->options, "team_size"))
    return _hammer_league_doc_error (error,
                                     _("option team_size is set by each game of the format"));
  return TRUE;
}

/* The blocked dates of a document's league, in order. */
static gboolean
read_document_blocked (JsonObject           *object,
                       HammerLeagueSettings *settings,
                       GError              **error)
{
  JsonNode *member = hammer_json_member (object, "blocked");
  JsonArray *array;

  if (member != NULL && !JSON_NODE_HOLDS_ARRAY (member))
    return _hammer_league_doc_error (error, _("the blocked dates are not a list"));
  array = member != NULL ? json_node_get_array (member) : NULL;
  settings->blocked = g_array_new (FALSE, FALSE, sizeof (GDate));
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      g_autoptr(GError) local = NULL;
      JsonNode *element = json_array_get_element (array, i);
      GDate date;

      if (!JSON_NODE_HOLDS_VALUE (element) ||
          json_node_get_value_type (element) != G_TYPE_STRING ||
          !_hammer_league_parse_date (json_node_get_string (element), _("A blocked date"), &date,
                                      &local))
        return _hammer_league_doc_error (error, "%s", local != NULL ? local->message
                                                      : _("a blocked date is not a date"));
      g_array_append_val (settings->blocked, date);
    }
  g_array_sort (settings->blocked, _hammer_league_compare_dates);
  return TRUE;
}

/* The season of a document's league: its dates and the days between match
 * days. */
static gboolean
read_document_calendar (JsonObject           *object,
                        HammerLeagueSettings *settings,
                        GError              **error)
{
  g_autoptr(GError) local = NULL;
  GDate start, end;

  if (!_hammer_league_parse_date (hammer_json_string (object, "start"), _("The start date"), &start,
                                  &local))
    return _hammer_league_doc_error (error, "%s", local->message);
  settings->start = _hammer_league_date_to_string (&start);
  if (hammer_json_member (object, "end") != NULL)
    {
      if (!_hammer_league_parse_date (hammer_json_string (object, "end"), _("The end date"), &end,
                                      &local))
        return _hammer_league_doc_error (error, "%s", local->message);
      if (g_date_compare (&end, &start) < 0)
        return _hammer_league_doc_error (error, _("the end date is before the start date"));
      settings->end = _hammer_league_date_to_string (&end);
    }
  settings->weekday = 0;
  if (hammer_json_member (object, "weekday") != NULL &&
      !hammer_json_check_int (object, "weekday", 1, 7, 0, &settings->weekday, NULL))
    return _hammer_league_doc_error (error, _("the weekday is not 1 (Monday) to 7 (Sunday)"));
  if (!hammer_json_check_int (object, "interval_days", 1, 366, 7, &settings->interval, NULL))
    return _hammer_league_doc_error (error, _("the days between match days are not 1 to 366"));
  if (!hammer_json_check_int (object, "rest_days", 0, 365, 0, &settings->rest_days, NULL))
    return _hammer_league_doc_error (error, _("the rest days are not 0 to 365"));
  if (!hammer_json_check_bool (object, "double_round", FALSE, &settings->double_round, NULL))
    return _hammer_league_doc_error (error, _("double_round is not true or false"));
  return read_document_blocked (object, settings, error);
}

/* The games of a team match in a document's league, each checked against
 * the rules. */
static gboolean
read_document_format (JsonObject           *object,
                      HammerLeagueSettings *settings,
                      GError              **error)
{
  JsonArray *array;

  if (!(array = hammer_json_array (object, "format")) || json_array_get_length (array) == 0 ||
      json_array_get_length (array) > MAX_GAMES)
    return _hammer_league_doc_error (error, _("the format is not a list of 1 to %d games"),
                                     MAX_GAMES);
  settings->format = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      g_autoptr(GError) violation = NULL;
      gint64 players = _hammer_league_doc_index (array, i,
                                                 _hammer_league_max_players (settings->rules) + 1);
      guint value = (guint) players;
      HammerOptions options;

      if (players < 1)
        return _hammer_league_doc_error (error,
                                         _("game %u of the format does not have 1 to %u players "
                                           "a side"), i + 1,
                                         _hammer_league_max_players (settings->rules));
      if (!_hammer_league_resolve_options (settings->rules, settings->options, value, &options,
                                           &violation))
        return _hammer_league_doc_error (error, "%s", violation->message);
      g_array_append_val (settings->format, value);
    }
  return TRUE;
}

/* How a document's league scores a match and ranks its table. */
static gboolean
read_document_scoring (JsonObject           *object,
                       HammerLeagueSettings *settings,
                       GError              **error)
{
  g_autoptr(GString) breaker_text = g_string_new (NULL);
  g_autoptr(GError) local = NULL;
  JsonNode *member;

  if (!hammer_json_check_int (object, "points_per_game", 0, 1000, 1, &settings->points_per_game,
                              NULL) ||
      !hammer_json_check_int (object, "win_bonus", 0, 1000, 2, &settings->win_bonus, NULL) ||
      !hammer_json_check_int (object, "draw_bonus", 0, 1000, 1, &settings->draw_bonus, NULL))
    return _hammer_league_doc_error (error,
                                     _("the points for a game and the bonuses are not 0 to 1000"));

  member = hammer_json_member (object, "tie_breakers");
  if (member != NULL)
    {
      JsonArray *array;

      if (!JSON_NODE_HOLDS_ARRAY (member))
        return _hammer_league_doc_error (error, _("the tie-breakers are not a list"));
      array = json_node_get_array (member);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *element = json_array_get_element (array, i);

          if (!JSON_NODE_HOLDS_VALUE (element) ||
              json_node_get_value_type (element) != G_TYPE_STRING ||
              strchr (json_node_get_string (element), ',') != NULL)
            return _hammer_league_doc_error (error, _("tie-breaker %u is not a name"), i + 1);
          g_string_append_printf (breaker_text, "%s%s", i > 0 ? "," : "",
                                  json_node_get_string (element));
        }
    }
  settings->breakers = _hammer_league_parse_breakers (member != NULL ? breaker_text->str : NULL,
                                                      &local);
  if (settings->breakers == NULL)
    return _hammer_league_doc_error (error, "%s", local->message);
  return TRUE;
}

gboolean
_hammer_league_read_doc_settings (JsonObject           *object,
                                  HammerLeagueSettings *settings,
                                  GError              **error)
{
  return read_document_rules (object, settings, error) &&
         read_document_calendar (object, settings, error) &&
         read_document_format (object, settings, error) &&
         read_document_scoring (object, settings, error);
}

JsonObject *
_hammer_league_read_doc_root (JsonNode  *document,
                              GError   **error)
{
  JsonObject *root;
  gint64 version;

  if (document == NULL || !JSON_NODE_HOLDS_OBJECT (document) ||
      g_strcmp0 (hammer_json_string ((root = json_node_get_object (document)), "format"),
                 "hammer-league") != 0)
    {
      _hammer_league_doc_error (error, _("it does not say “hammer-league”"));
      return NULL;
    }
  if (!hammer_json_check_int (root, "version", 1, G_MAXINT64, 0, &version, NULL))
    {
      _hammer_league_doc_error (error, _("it has no version"));
      return NULL;
    }
  if (version > HAMMER_LEAGUE_DOCUMENT_VERSION)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE,
                   _("This league document was written by a newer Hammer (version %" PRId64
                     "); update Hammer to import it"), version);
      return NULL;
    }
  return root;
}

GPtrArray *
_hammer_league_read_doc_divisions (JsonArray  *divisions,
                                   GError    **error)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

  if (json_array_get_length (divisions) == 0)
    {
      _hammer_league_doc_error (error, _("the league has no division"));
      return NULL;
    }
  for (guint d = 0; d < json_array_get_length (divisions); d++)
    {
      JsonObject *division = hammer_json_element_object (divisions, d);
      char *name = _hammer_league_normalize_name (hammer_json_string (division, "name"));

      if (name == NULL)
        {
          _hammer_league_doc_error (error, _("division %u has no name"), d + 1);
          return NULL;
        }
      g_ptr_array_add (names, name);
      for (guint e = 0; e < d; e++)
        if (_hammer_league_same_name (g_ptr_array_index (names, e), name))
          {
            _hammer_league_doc_error (error, _("two divisions are called “%s”"), name);
            return NULL;
          }
    }
  return g_steal_pointer (&names);
}
