/* hammer-match-json.c — a match read from the JSON of `hammer-cli score`,
 * end by end, and a stored result replayed
 *
 * Written back as JSON in hammer-match-json-write.c; a stored result's
 * canonical copy is in hammer-result-json.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>
#include <string.h>

#include "hammer-json.h"
#include "hammer-rules-private.h"

/* Where the number of sides of a match read from JSON comes from, for the
 * message when an end has another. */
typedef enum
{
  SIDES_DEFAULT,     /* the rule set's default: the match has no end to go by */
  SIDES_OPTIONS,     /* "sides" in the options of the match */
  SIDES_COMPETITION, /* "sides" in the options of the event or league it belongs to */
  SIDES_FIRST_END,   /* the width of the first end */
} SidesFrom;

/* The arrays one parsed end points into; big enough for any rule set, so
 * that reading an end allocates nothing. */
typedef struct
{
  SidesFrom          sides_from;
  const HammerMatch *match;  /* the match read into, whose sides' names sentences use */
  int            points[HAMMER_MAX_SIDES];
  int            penalties[HAMMER_MAX_SIDES];
  int            after[HAMMER_MAX_SIDES];
  int            counts[4 * HAMMER_MAX_SIDES];
  int            n_zones[HAMMER_MAX_SIDES];
  int            zones[HAMMER_MAX_SIDES * HAMMER_MAX_WEIGHTS];
  HammerEndEntry entry;
} EntryBuffer;

/* A side's name in a sentence, with a buffer for "Side 2" that lives
 * until the end of the enclosing block. */
#define SIDE_NAME(side) \
  (error != NULL \
   ? hammer_match_side_name (buffer->match, (side), (char[HAMMER_SIDE_NAME_SIZE]) { 0 }) : "")

/* Refuses a list @name of @listed entries in a match of @n_sides sides,
 * saying where that number comes from. */
static gboolean
refuse_width (const HammerRules *rules,
              SidesFrom          from,
              const char        *name,
              guint              listed,
              int                n_sides,
              int                game,
              int                end,
              GError           **error)
{
  /* A game entered as counts is one turn of every side, and its games
   * make a series, not a match. */
  gboolean series = rules->counts;

  switch (from)
    {
    case SIDES_OPTIONS:
      return hammer_refuse (error, rules, HAMMER_REASON_WRONG_SIDES, game, end, -1,
                            series
                            ? g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” lists %u side, but the options give the "
                                           "series %d.",
                                           "“%s” lists %u sides, but the options give the "
                                           "series %d.", listed)
                            : g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” lists %u side, but the options give the "
                                           "match %d.",
                                           "“%s” lists %u sides, but the options give the "
                                           "match %d.", listed),
                            name, listed, n_sides);
    case SIDES_COMPETITION:
      return hammer_refuse (error, rules, HAMMER_REASON_WRONG_SIDES, game, end, -1,
                            series
                            ? g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” lists %u side, but every series of this "
                                           "competition has %d.",
                                           "“%s” lists %u sides, but every series of this "
                                           "competition has %d.", listed)
                            : g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” lists %u side, but every match of this "
                                           "competition has %d.",
                                           "“%s” lists %u sides, but every match of this "
                                           "competition has %d.", listed),
                            name, listed, n_sides);
    case SIDES_FIRST_END:
      return hammer_refuse (error, rules, HAMMER_REASON_WRONG_SIDES, game, end, -1,
                            series
                            ? g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” lists %u side, but the first game of the "
                                           "series lists %d.",
                                           "“%s” lists %u sides, but the first game of the "
                                           "series lists %d.", listed)
                            : g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” lists %u side, but the first end of the "
                                           "match lists %d.",
                                           "“%s” lists %u sides, but the first end of the "
                                           "match lists %d.", listed),
                            name, listed, n_sides);
    case SIDES_DEFAULT:
    default:
      return hammer_refuse (error, rules, HAMMER_REASON_WRONG_SIDES, game, end, -1,
                            series
                            ? g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” lists %u side, but the series has %d.",
                                           "“%s” lists %u sides, but the series has %d.",
                                           listed)
                            : g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” lists %u side, but the match has %d.",
                                           "“%s” lists %u sides, but the match has %d.",
                                           listed),
                            name, listed, n_sides);
    }
}

/* Reads an array with one element per side. */
static JsonArray *
per_side_array (JsonNode           *node,
                const char         *name,
                int                 n_sides,
                const EntryBuffer  *buffer,
                int                 game,
                int                 end,
                GError            **error)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      hammer_refuse (error, buffer->match->rules, HAMMER_REASON_MALFORMED, game, end, -1,
                     _("“%s” must be a list with one entry per side."),
                     name);
      return NULL;
    }

  array = json_node_get_array (node);
  if (json_array_get_length (array) != (guint) n_sides)
    {
      refuse_width (buffer->match->rules, buffer->sides_from, name,
                    json_array_get_length (array), n_sides, game, end, error);
      return NULL;
    }

  return array;
}

static gboolean
read_whole_numbers (JsonNode           *node,
                    const char         *name,
                    int                 n_sides,
                    const EntryBuffer  *buffer,
                    int                 game,
                    int                 end,
                    int                *out,
                    GError            **error)
{
  JsonArray *array = per_side_array (node, name, n_sides, buffer, game, end, error);

  if (array == NULL)
    return FALSE;

  for (int side = 0; side < n_sides; side++)
    if (!hammer_json_get_whole (json_array_get_element (array, side), &out[side]))
      return hammer_refuse (error, buffer->match->rules, HAMMER_REASON_MALFORMED,
                            game, end, side,
                            /* TRANSLATORS: a list of the match JSON, then a side's name. */
                            _("“%s” of %s must be a whole number."),
                            name, SIDE_NAME (side));

  return TRUE;
}

static gboolean
read_zones (const HammerRules  *rules,
            JsonNode           *node,
            int                 n_sides,
            int                 game,
            int                 end,
            EntryBuffer        *buffer,
            GError            **error)
{
  JsonArray *array = per_side_array (node, "zones", n_sides, buffer, game, end, error);
  int offset = 0;

  if (array == NULL)
    return FALSE;

  for (int side = 0; side < n_sides; side++)
    {
      JsonNode *element = json_array_get_element (array, side);
      JsonArray *names;
      guint n;

      if (!JSON_NODE_HOLDS_ARRAY (element))
        return hammer_refuse (error, rules, HAMMER_REASON_MALFORMED,
                              game, end, side,
                              _("the zones of %s must be a list of zone names."),
                              SIDE_NAME (side));
      names = json_node_get_array (element);
      n = json_array_get_length (names);
      if (n > (guint) rules->weights)
        return hammer_refuse (error, rules, HAMMER_REASON_TOO_MANY_WEIGHTS,
                              game, end, side,
                              rules->disks
                              ? _("%s has %d scoring disks, but each side plays only %d.")
                              : _("%s has %d scoring weights, but each side plays only %d."),
                              SIDE_NAME (side), (int) n, rules->weights);

      for (guint i = 0; i < n; i++)
        {
          JsonNode *name_node = json_array_get_element (names, i);
          const char *name;
          int zone;

          if (!JSON_NODE_HOLDS_VALUE (name_node) ||
              json_node_get_value_type (name_node) != G_TYPE_STRING)
            return hammer_refuse (error, rules, HAMMER_REASON_MALFORMED,
                                  game, end, side,
                                  _("the zones of %s must be zone names "
                                    "in quotes, such as “%s”."),
                                  SIDE_NAME (side), rules->zones[0].name);
          name = json_node_get_string (name_node);
          zone = hammer_rules_find_zone (rules, name);
          if (zone < 0)
            {
              g_autofree char *list = hammer_rules_list_zones (rules);

              return hammer_refuse (error, rules, HAMMER_REASON_UNKNOWN_ZONE,
                                    game, end, side,
                                    _("%s has a weight in zone “%s”, but %s has no "
                                      "such zone; the zones are %s."),
                                    SIDE_NAME (side), name,
                                    hammer_rules_get_name (rules),
                                    list);
            }
          buffer->zones[offset++] = zone;
        }
      buffer->n_zones[side] = (int) n;
    }

  buffer->entry.n_zones = buffer->n_zones;
  buffer->entry.zones = buffer->zones;
  return TRUE;
}

static gboolean
read_counts (JsonNode          *node,
             int                n_sides,
             int                game,
             int                end,
             EntryBuffer       *buffer,
             GError           **error)
{
  JsonArray *array = per_side_array (node, "counts", n_sides, buffer, game, end, error);

  if (array == NULL)
    return FALSE;

  for (int side = 0; side < n_sides; side++)
    {
      JsonNode *element = json_array_get_element (array, side);
      JsonArray *counts = JSON_NODE_HOLDS_ARRAY (element) ? json_node_get_array (element) : NULL;
      gboolean good = counts != NULL && json_array_get_length (counts) == 4;

      for (guint c = 0; good && c < 4; c++)
        good = hammer_json_get_whole (json_array_get_element (counts, c),
                                      &buffer->counts[4 * side + c]);
      if (!good)
        return hammer_refuse (error, buffer->match->rules, HAMMER_REASON_MALFORMED,
                              game, end, side,
                              _("the counts of %s must be four whole numbers: the disks in "
                                "compartments 1, 2, 3 and 4."),
                              SIDE_NAME (side));
    }

  buffer->entry.counts = buffer->counts;
  return TRUE;
}

/* Reads one end. "points" are the raw points before penalties; an end
 * written by hammer_match_to_json() has them as "raw", with "points" after
 * penalties, and reads back the same. */
static gboolean
read_end (const HammerMatch  *match,
          JsonNode           *node,
          int                 game,
          int                 end,
          EntryBuffer        *buffer,
          GError            **error)
{
  const HammerRules *rules = hammer_match_get_rules (match);
  int n_sides = (int) hammer_match_get_n_sides (match);
  JsonObject *object;
  JsonNode *points, *raw, *penalties, *zones, *counts, *time_called;

  memset (&buffer->entry, 0, sizeof buffer->entry);
  buffer->entry.n_sides = n_sides;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return hammer_refuse (error, rules, HAMMER_REASON_MALFORMED, game, end, -1,
                          _("an end must be an object such as {\"points\": [2, 0]}."));
  object = json_node_get_object (node);
  points = hammer_json_member (object, "points");
  raw = hammer_json_member (object, "raw");
  penalties = hammer_json_member (object, "penalties");
  zones = hammer_json_member (object, "zones");
  counts = hammer_json_member (object, "counts");
  time_called = hammer_json_member (object, "time_called");

  if (time_called != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (time_called) ||
          json_node_get_value_type (time_called) != G_TYPE_BOOLEAN)
        return hammer_refuse (error, rules, HAMMER_REASON_MALFORMED, game, end, -1,
                              _("“time_called” must be true or false."));
      buffer->entry.time_called = json_node_get_boolean (time_called);
    }

  if (penalties != NULL)
    {
      if (!read_whole_numbers (penalties, "penalties", n_sides, buffer, game, end,
                               buffer->penalties, error))
        return FALSE;
      buffer->entry.penalties = buffer->penalties;
    }

  if (raw != NULL)
    {
      if (!read_whole_numbers (raw, "raw", n_sides, buffer, game, end, buffer->points, error))
        return FALSE;
      buffer->entry.points = buffer->points;
      if (points != NULL)
        {
          if (!read_whole_numbers (points, "points", n_sides, buffer, game, end, buffer->after,
                                   error))
            return FALSE;
          for (int side = 0; side < n_sides; side++)
            {
              int penalty = buffer->entry.penalties != NULL ? buffer->penalties[side] : 0;

              /* In 64 bits: a document's raw points and penalties may be
               * anything an int holds, and their difference more. */
              if (buffer->after[side] != (gint64) buffer->points[side] - penalty)
                return hammer_refuse (error, rules, HAMMER_REASON_TOTAL_MISMATCH,
                                      game, end, side,
                                      g_dngettext (GETTEXT_PACKAGE,
                                                   "%s has %d point after penalties, "
                                                   "but %d less %d is %" PRId64 ".",
                                                   "%s has %d points after penalties, "
                                                   "but %d less %d is %" PRId64 ".",
                                                   (gulong) ABS (buffer->after[side])),
                                      SIDE_NAME (side),
                                      buffer->after[side],
                                      buffer->points[side],
                                      penalty,
                                      (gint64) buffer->points[side] - penalty);
            }
        }
    }
  else if (points != NULL)
    {
      if (!read_whole_numbers (points, "points", n_sides, buffer, game, end, buffer->points,
                               error))
        return FALSE;
      buffer->entry.points = buffer->points;
    }

  /* A form the rule set does not know is left for the checks to name. */
  if (zones != NULL && rules->counts)
    {
      memset (buffer->n_zones, 0, sizeof buffer->n_zones);
      buffer->entry.n_zones = buffer->n_zones;
      buffer->entry.zones = buffer->zones;
    }
  else if (zones != NULL && !read_zones (rules, zones, n_sides, game, end, buffer, error))
    {
      return FALSE;
    }

  if (counts != NULL && !rules->counts)
    {
      memset (buffer->counts, 0, sizeof buffer->counts);
      buffer->entry.counts = buffer->counts;
    }
  else if (counts != NULL && !read_counts (counts, n_sides, game, end, buffer, error))
    {
      return FALSE;
    }

  return TRUE;
}

static gboolean
read_game (HammerMatch       *match,
           JsonNode          *node,
           int                game,
           EntryBuffer       *buffer,
           GError           **error)
{
  JsonObject *object;
  JsonNode *first_node, *ends_node;
  JsonArray *ends;
  int first = -1;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return hammer_refuse (error, match->rules, HAMMER_REASON_MALFORMED, game, -1, -1,
                          _("a game must be an object such as {\"ends\": […]}."));
  object = json_node_get_object (node);

  first_node = hammer_json_member (object, "first");
  if (first_node != NULL && !hammer_json_get_whole (first_node, &first))
    return hammer_refuse (error, match->rules, HAMMER_REASON_MALFORMED, game, -1, -1,
                          _("“first” must be the number of a side, counted from 0."));
  /* -1 means "the default" to hammer_match_start_game(). */
  if (first_node != NULL && first < 0)
    return hammer_refuse (error, match->rules, HAMMER_REASON_BAD_FIRST, game, -1, -1,
                          _("“first” is %d, but sides are numbered from 0."),
                          first);

  ends_node = hammer_json_member (object, "ends");
  if (ends_node == NULL || !JSON_NODE_HOLDS_ARRAY (ends_node))
    return hammer_refuse (error, match->rules, HAMMER_REASON_MALFORMED, game, -1, -1,
                          _("a game needs a list of \"ends\", empty while none is played."));
  ends = json_node_get_array (ends_node);

  if (!hammer_match_start_game (match, first, error))
    return FALSE;

  for (guint e = 0; e < json_array_get_length (ends); e++)
    {
      if (!read_end (match, json_array_get_element (ends, e), game, (int) e, buffer, error) ||
          !hammer_match_add_end (match, &buffer->entry, error))
        return FALSE;
    }

  return TRUE;
}

/* The first end of the match in @games, if there is one: where it stands,
 * its first list with an entry per side, and how long that is. A first end
 * of another shape gives nothing; reading it names what is wrong. */
static gboolean
find_first_end (JsonNode    *games,
                int         *game,
                int         *end,
                const char **name,
                guint       *width)
{
  static const char * const lists[] = { "points", "raw", "zones", "counts", "penalties" };
  JsonArray *array;

  if (games == NULL || !JSON_NODE_HOLDS_ARRAY (games))
    return FALSE;

  array = json_node_get_array (games);
  for (guint g = 0; g < json_array_get_length (array); g++)
    {
      JsonNode *node = json_array_get_element (array, g);
      JsonNode *ends;
      JsonNode *first;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return FALSE;
      ends = hammer_json_member (json_node_get_object (node), "ends");
      if (ends == NULL || !JSON_NODE_HOLDS_ARRAY (ends))
        return FALSE;
      if (json_array_get_length (json_node_get_array (ends)) == 0)
        continue;

      first = json_array_get_element (json_node_get_array (ends), 0);
      if (!JSON_NODE_HOLDS_OBJECT (first))
        return FALSE;
      for (guint i = 0; i < G_N_ELEMENTS (lists); i++)
        {
          JsonNode *list = hammer_json_member (json_node_get_object (first), lists[i]);

          if (list != NULL && JSON_NODE_HOLDS_ARRAY (list))
            {
              *game = (int) g;
              *end = 0;
              *name = lists[i];
              *width = json_array_get_length (json_node_get_array (list));
              return TRUE;
            }
        }
      return FALSE;
    }

  return FALSE;
}

/* The contract (docs/ARCHITECTURE.md, "Command line"): when the options do
 * not give `sides`, a match has as many sides as its first end has entries
 * (one player's sjoelbak card is one side). */
static gboolean
sides_from_first_end (const HammerRules  *rules,
                      JsonNode           *games,
                      HammerOptions      *options,
                      SidesFrom          *from,
                      GError            **error)
{
  const HammerOptionSpec *spec = &rules->options[HAMMER_OPTION_SIDES];
  const char *name;
  guint width;
  int game, end;

  if (options->sides != HAMMER_OPTION_UNSET || !spec->present ||
      !find_first_end (games, &game, &end, &name, &width))
    return TRUE;

  if (width < (guint) spec->min || width > (guint) spec->max)
    {
      if (spec->min == spec->max)
        return hammer_refuse (error, rules, HAMMER_REASON_WRONG_SIDES, game, end, -1,
                              g_dngettext (GETTEXT_PACKAGE,
                                           "“%s” lists %u side, but %s is played by %d sides.",
                                           "“%s” lists %u sides, but %s is played by %d sides.",
                                           width),
                              name, width, hammer_rules_get_name (rules), spec->min);
      return hammer_refuse (error, rules, HAMMER_REASON_WRONG_SIDES, game, end, -1,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "“%s” lists %u side, but %s is played by %d to %d "
                                         "sides.",
                                         "“%s” lists %u sides, but %s is played by %d to %d "
                                         "sides.",
                                         width),
                            name, width, hammer_rules_get_name (rules), spec->min, spec->max);
    }

  options->sides = (int) width;
  *from = SIDES_FIRST_END;
  return TRUE;
}

static HammerMatch *replay_games (const HammerRules    *rules,
                                  const char * const   *names,
                                  const HammerOptions  *options,
                                  JsonNode             *games_node,
                                  SidesFrom             sides_from,
                                  GError              **error);

HammerMatch *
hammer_match_new_from_json (JsonNode          *root,
                            const char        *rules_id,
                            GError           **error)
{
  const HammerRules *rules;
  HammerOptions options;
  SidesFrom sides_from = SIDES_DEFAULT;
  JsonObject *object;
  JsonNode *rules_node, *options_node, *games_node;
  const char *id;

  g_return_val_if_fail (root != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      hammer_refuse (error, NULL, HAMMER_REASON_MALFORMED, -1, -1, -1,
                     _("The match must be a JSON object with \"rules\", \"options\" and "
                       "\"games\"."));
      return NULL;
    }
  object = json_node_get_object (root);

  rules_node = hammer_json_member (object, "rules");
  if (rules_node != NULL && (!JSON_NODE_HOLDS_VALUE (rules_node) ||
                             json_node_get_value_type (rules_node) != G_TYPE_STRING))
    {
      hammer_refuse (error, NULL, HAMMER_REASON_MALFORMED, -1, -1, -1,
                     _("\"rules\" must be the id of a rule set, such as \"table\"."));
      return NULL;
    }
  id = rules_node != NULL ? json_node_get_string (rules_node) : rules_id;
  if (id == NULL)
    {
      hammer_refuse (error, NULL, HAMMER_REASON_MALFORMED, -1, -1, -1,
                     _("The match does not say its \"rules\", such as \"table\"."));
      return NULL;
    }
  if (rules_id != NULL && !g_str_equal (id, rules_id))
    {
      hammer_refuse (error, NULL, HAMMER_REASON_RULES_MISMATCH, -1, -1, -1,
                     _("The match is played under “%s”, not under “%s”."),
                     rules_id, id);
      return NULL;
    }

  rules = hammer_rules_lookup (id, error);
  if (rules == NULL)
    return NULL;

  options_node = hammer_json_member (object, "options");
  if (options_node != NULL && !JSON_NODE_HOLDS_OBJECT (options_node))
    {
      hammer_refuse (error, NULL, HAMMER_REASON_MALFORMED, -1, -1, -1,
                     _("\"options\" must be an object such as {\"target\": 15}."));
      return NULL;
    }
  games_node = hammer_json_member (object, "games");
  if (!hammer_options_read_json (rules,
                                 options_node != NULL ? json_node_get_object (options_node) : NULL,
                                 &options, error))
    return NULL;
  /* Given with the rule set, the options are those of the event or league
   * the match belongs to. */
  if (options.sides != HAMMER_OPTION_UNSET)
    sides_from = rules_id != NULL ? SIDES_COMPETITION : SIDES_OPTIONS;
  if (!sides_from_first_end (rules, games_node, &options, &sides_from, error) ||
      !hammer_options_resolve (rules, &options, error))
    return NULL;

  return replay_games (rules, NULL, &options, games_node, sides_from, error);
}

/* Replays */

/* Plays @games_node into a new match; @sides_from says where the number of
 * sides came from, for the message on an end of another width. */
static HammerMatch *
replay_games (const HammerRules    *rules,
              const char * const   *names,
              const HammerOptions  *options,
              JsonNode             *games_node,
              SidesFrom             sides_from,
              GError              **error)
{
  g_autoptr(HammerMatch) match = NULL;
  g_autofree EntryBuffer *buffer = NULL;
  JsonArray *games;

  if (games_node != NULL && JSON_NODE_HOLDS_NULL (games_node))
    games_node = NULL;
  if (games_node != NULL && !JSON_NODE_HOLDS_ARRAY (games_node))
    {
      hammer_refuse (error, NULL, HAMMER_REASON_MALFORMED, -1, -1, -1,
                     _("\"games\" must be a list of games."));
      return NULL;
    }

  match = hammer_match_new (rules, options);
  hammer_match_set_side_names (match, names);
  if (games_node == NULL)
    return g_steal_pointer (&match);

  games = json_node_get_array (games_node);
  buffer = g_new (EntryBuffer, 1);
  buffer->sides_from = sides_from;
  buffer->match = match;
  for (guint g = 0; g < json_array_get_length (games); g++)
    if (!read_game (match, json_array_get_element (games, g), (int) g, buffer, error))
      return NULL;
  return g_steal_pointer (&match);
}

/* The options of a replayed match are those of the event or league it
 * belongs to, so an end of another width is measured against them. */
HammerMatch *
hammer_match_replay (const HammerRules    *rules,
                     const HammerOptions  *options,
                     JsonNode             *games_node,
                     GError              **error)
{
  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  return replay_games (rules, NULL, options, games_node, SIDES_COMPETITION, error);
}

HammerMatch *
hammer_match_replay_json (const char        *rules_id,
                          JsonObject        *options,
                          JsonNode          *games_node,
                          GError           **error)
{
  const HammerRules *rules;
  HammerOptions resolved;

  g_return_val_if_fail (rules_id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(rules = hammer_rules_lookup (rules_id, error)) ||
      !hammer_options_from_json (rules, options, &resolved, error))
    return NULL;
  return hammer_match_replay (rules, &resolved, games_node, error);
}

HammerMatch *
hammer_match_replay_result (const HammerRules    *rules,
                            const HammerOptions  *options,
                            JsonNode             *result,
                            GError              **error)
{
  return hammer_match_replay_result_named (rules, options, NULL, result, error);
}

HammerMatch *
hammer_match_replay_result_named (const HammerRules    *rules,
                                  const HammerOptions  *options,
                                  const char * const   *names,
                                  JsonNode             *result,
                                  GError              **error)
{
  JsonObject *object;
  JsonNode *rules_node;
  const char *given;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (result == NULL || !JSON_NODE_HOLDS_OBJECT (result))
    {
      hammer_refuse (error, NULL, HAMMER_REASON_MALFORMED, -1, -1, -1,
                     _("A result is a JSON object with “games”"));
      return NULL;
    }
  object = json_node_get_object (result);

  /* A result may name its rule set, but only the one it is played under. */
  rules_node = hammer_json_member (object, "rules");
  given = rules_node != NULL && JSON_NODE_HOLDS_VALUE (rules_node) &&
          json_node_get_value_type (rules_node) == G_TYPE_STRING
          ? json_node_get_string (rules_node) : "";
  if (rules_node != NULL && !g_str_equal (given, rules->id))
    {
      hammer_refuse (error, NULL, HAMMER_REASON_RULES_MISMATCH, -1, -1, -1,
                     _("The match is played under “%s”, not under “%s”."),
                     rules->id, given);
      return NULL;
    }

  return replay_games (rules, names, options, hammer_json_member (object, "games"),
                       SIDES_COMPETITION, error);
}
