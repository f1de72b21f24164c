/* hammer-season-document.c — finding one's way in a season document
 *
 * A season document comes from hammer_seasons_export_json(), but it is a
 * file like any other once it has been passed around, so every reader
 * takes it through hammer_season_document_get(), which checks it whole:
 * every number the tables and the paper count, index or loop over is
 * within what the program itself writes, by the same rules (the games of
 * a night, what 30 disks can score, classes as hammer_classes_parse() reads
 * them, the points and the last games as the season settings take them).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "hammer-classes.h"
#include "hammer-error.h"
#include "hammer-json.h"
#include "league/hammer-season-document.h"
#include "league/hammer-club-night.h"
#include "league/hammer-league-common-private.h"
#include "league/hammer-seasons.h"
#include "rules/hammer-rules.h"

/* The season document of this Hammer. */
#define SEASON_DOCUMENT_VERSION 1
/* 30 disks make at most 148 in one game. */
#define GAME_MAX HAMMER_CLASS_LIMIT_MAX

static gboolean document_error (GError     **error,
                                const char  *format,
                                ...) G_GNUC_PRINTF (2, 3);

/* Refuses a damaged season document, saying where. */
static gboolean
document_error (GError     **error,
                const char  *format,
                ...)
{
  g_autofree char *where = NULL;
  va_list args;

  va_start (args, format);
  where = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("This season document is damaged: %s"), where);
  return FALSE;
}

/* What the members of the document have told so far, for what follows. */
typedef struct
{
  JsonObject *season;
  gint64      games_per_night;
  GDate       start;
  GDate       end;
  GStrv       classes;
  GArray     *members;    /* gint64 member numbers */
  gint64      n_nights;
  gint64      night_points; /* the most points one night can give */
} Check;

/* A member that must be text that is not empty. */
static const char *
check_text (JsonObject *object,
            const char *member)
{
  const char *text = hammer_json_string (object, member);

  return text != NULL && *text != '\0' ? text : NULL;
}

/* Member @member of @object as a date of the season. */
static gboolean
check_season_date (Check       *check,
                   JsonObject  *object,
                   const char  *member,
                   const char  *what,
                   GError     **error)
{
  g_autoptr(GError) local = NULL;
  GDate date;

  if (!_hammer_league_parse_date (hammer_json_string (object, member), what, &date, &local))
    return document_error (error, "%s", local->message);
  if (g_date_compare (&date, &check->start) < 0 || g_date_compare (&date, &check->end) > 0)
    return document_error (error, _("%s is not in the season"), what);
  return TRUE;
}

/* Whether member @member of @object is there, and null. */
static gboolean
is_null (JsonObject *object,
         const char *member)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, member) : NULL;

  return node != NULL && JSON_NODE_HOLDS_NULL (node);
}

/* Member @member of @object as an average: a number from 0 to 148, or
 * null where @null_ok. */
static gboolean
check_average (JsonObject *object,
               const char *member,
               gboolean    null_ok)
{
  JsonNode *node = hammer_json_member (object, member);
  double value;

  if (node == NULL)
    return null_ok && is_null (object, member);
  return hammer_json_node_double (node, &value) && isfinite (value) && value >= 0 &&
         value <= GAME_MAX;
}

/* The header: the format, the version, the name and the season's days. */
static gboolean
check_header (Check       *check,
              JsonNode    *document,
              GError     **error)
{
  JsonObject *season = hammer_json_node_object (document);
  g_autoptr(GError) local = NULL;
  GDate first;
  gint64 version;

  if (season == NULL || g_strcmp0 (hammer_json_string (season, "format"), "hammer-season") != 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("This is not a season document of Hammer"));
      return FALSE;
    }
  check->season = season;
  if (!hammer_json_check_int (season, "version", 1, G_MAXINT64, 0, &version, NULL))
    return document_error (error, _("it has no version"));
  if (version > SEASON_DOCUMENT_VERSION)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE,
                   _("This season document was written by a newer Hammer (version %" PRId64
                     "); update Hammer to read it"), version);
      return FALSE;
    }
  if (check_text (season, "name") == NULL)
    return document_error (error, _("the season has no name"));

  /* A season runs from 1 September for a year. */
  if (!_hammer_league_parse_date (hammer_json_string (season, "start"), _("The start date"),
                                  &check->start, &local))
    return document_error (error, "%s", local->message);
  hammer_club_season_start_for (&check->start, &first);
  if (g_date_compare (&first, &check->start) != 0)
    return document_error (error, _("the season does not start on 1 September"));
  check->end = check->start;
  g_date_add_years (&check->end, 1);
  g_date_subtract_days (&check->end, 1);
  if (!_hammer_league_parse_date (hammer_json_string (season, "end"), _("The end date"), &first,
                                  &local))
    return document_error (error, "%s", local->message);
  if (g_date_compare (&first, &check->end) != 0)
    return document_error (error, _("the season does not end a year after it starts"));
  if (!hammer_json_check_int (season, "games_per_night", 1, HAMMER_CLUB_NIGHT_MAX_GAMES, 0,
                              &check->games_per_night, NULL))
    return document_error (error, _("the games of a night are not 1 to %d"),
                           HAMMER_CLUB_NIGHT_MAX_GAMES);
  return TRUE;
}

/* The classes, as hammer_classes_parse() reads them from a secretary. */
static gboolean
check_classes (Check   *check,
               GError **error)
{
  JsonArray *classes = hammer_json_array (check->season, "classes");
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) local = NULL;
  g_autofree double *limits = NULL;

  if (hammer_json_length (classes) == 0)
    return document_error (error, _("the season has no classes"));
  for (guint i = 0; i < hammer_json_length (classes); i++)
    {
      JsonObject *klass = hammer_json_element_object (classes, i);
      const char *name = check_text (klass, "name");
      char number[G_ASCII_DTOSTR_BUF_SIZE];
      double limit;

      /* A name with a comma or an equals sign cannot be written as a class. */
      if (name == NULL || strpbrk (name, ",=") != NULL)
        return document_error (error, _("class %u has no name"), i + 1);
      if (!hammer_json_node_double (hammer_json_member (klass, "limit"), &limit) ||
          !isfinite (limit))
        return document_error (error, _("class %s has no limit"), name);
      g_string_append_printf (text, "%s%s=%s", i > 0 ? "," : "", name,
                              g_ascii_dtostr (number, sizeof number, limit));
    }
  if (!hammer_classes_parse (text->str, &check->classes, &limits, &local))
    return document_error (error, "%s", local->message);
  return TRUE;
}

/* The points competition, the promotion dates, the last games and the day
 * the classes stand on, as the season's settings take them. */
static gboolean
check_settings (Check   *check,
                GError **error)
{
  JsonObject *points = hammer_json_object (check->season, "points");
  JsonArray *dates = hammer_json_array (check->season, "promotion_dates");
  gint64 value;

  gint64 per_game, bonus;

  if (points == NULL ||
      !hammer_json_check_int (points, "per_game", 0, 100, -1, &per_game, NULL) ||
      !hammer_json_check_int (points, "bonus", 0, 1000, -1, &bonus, NULL) ||
      !hammer_json_check_int (points, "bonus_games", 1, check->games_per_night, 0, &value,
                              NULL))
    return document_error (error, _("the points are not 0 to 100 a game and 0 to 1000 for a "
                                    "night over 1 to %" PRId64 " games"),
                           check->games_per_night);
  check->night_points = per_game * check->games_per_night + bonus;
  if (dates == NULL && hammer_json_member (check->season, "promotion_dates") != NULL)
    return document_error (error, _("the promotion dates are not a list"));
  for (guint i = 0; i < hammer_json_length (dates); i++)
    {
      g_autoptr(GError) local = NULL;
      GDate date;

      if (!_hammer_league_parse_date (hammer_json_element_string (dates, i), _("A promotion date"),
                                      &date, &local))
        return document_error (error, "%s", local->message);
      if (g_date_compare (&date, &check->start) < 0 || g_date_compare (&date, &check->end) > 0)
        return document_error (error, _("promotion date %u is not in the season"), i + 1);
    }
  if (!hammer_json_check_int (check->season, "last_games", 1, HAMMER_SEASON_MAX_LAST_GAMES, 0,
                              &value, NULL))
    return document_error (error, _("the last games of the averages are not 1 to %d"),
                           HAMMER_SEASON_MAX_LAST_GAMES);
  return check_season_date (check, check->season, "class_date", _("The day of the classes"),
                            error);
}

/* Whether the class of @line is one of the season's, or null: no class yet. */
static gboolean
check_class (Check      *check,
             JsonObject *line)
{
  const char *klass = hammer_json_string (line, "class");

  if (is_null (line, "class"))
    return TRUE;
  return klass != NULL && g_strv_contains ((const char *const *) check->classes, klass);
}

/* The index in the members of the member that @line names, or -1. */
static int
line_member (Check      *check,
             JsonObject *line)
{
  gint64 member;

  if (!hammer_json_check_int (line, "member", 1, G_MAXINT64, 0, &member, NULL))
    return -1;
  for (guint m = 0; m < check->members->len; m++)
    if (g_array_index (check->members, gint64, m) == member)
      return (int) m;
  return -1;
}

/* What every line of a ranking has: a place among @n lines, a member of the
 * season and a name. */
static gboolean
check_line (Check      *check,
            JsonObject *line,
            guint       n)
{
  gint64 value;

  return line != NULL && hammer_json_check_int (line, "place", 1, n, 0, &value, NULL) &&
         line_member (check, line) >= 0 &&
         hammer_json_check_int (line, "player", 1, G_MAXINT64, 0, &value, NULL) &&
         check_text (line, "name") != NULL;
}

/* The members and their averages. */
static gboolean
check_members (Check   *check,
               GError **error)
{
  JsonArray *members = hammer_json_array (check->season, "members");
  JsonArray *nights = hammer_json_array (check->season, "nights");
  guint n = hammer_json_length (members);

  if (members == NULL || nights == NULL ||
      hammer_json_object (check->season, "standings") == NULL)
    return document_error (error, _("the members, the nights or the standings are missing"));
  check->n_nights = hammer_json_length (nights);

  for (guint m = 0; m < n; m++)
    {
      JsonObject *member = hammer_json_element_object (members, m);
      gint64 number, games, total;

      if (member == NULL ||
          !hammer_json_check_int (member, "member", 1, G_MAXINT64, 0, &number, NULL))
        return document_error (error, _("member %u has no number"), m + 1);
      if (line_member (check, member) >= 0)
        return document_error (error, _("member %u is in the list twice"), m + 1);
      g_array_append_val (check->members, number);
      if (!check_line (check, member, n))
        return document_error (error, _("member %u has no place, player or name"), m + 1);
      if (!check_class (check, member))
        return document_error (error, _("member %u (%s) is in no class of the season"), m + 1,
                               hammer_json_string (member, "name"));
      if (!hammer_json_check_int (member, "games", 0,
                                  check->n_nights * check->games_per_night, -1, &games, NULL) ||
          !hammer_json_check_int (member, "total", 0, games * GAME_MAX, -1, &total, NULL) ||
          !check_average (member, "average", TRUE) ||
          !check_average (member, "last_average", TRUE))
        return document_error (error, _("member %u (%s): the games, total or averages are not "
                                        "what the nights can make"), m + 1,
                               hammer_json_string (member, "name"));
    }
  return TRUE;
}

/* The games of one line of a night: as many as a night has, each one that
 * 30 disks can score, and where they were entered as counts, the disks in
 * each compartment that make it. Returns the night's total, or -1. */
static gint64
check_games (Check       *check,
             JsonObject  *line,
             const char  *where,
             GError     **error)
{
  JsonArray *games = hammer_json_array (line, "games");
  JsonArray *counts = hammer_json_array (line, "counts");
  gint64 total = 0;

  if (hammer_json_length (games) != (guint) check->games_per_night)
    {
      document_error (error, g_dngettext (GETTEXT_PACKAGE, "%s: not the %" PRId64 " game of "
                                          "a night", "%s: not the %" PRId64 " games of a night",
                                          check->games_per_night),
                      where, check->games_per_night);
      return -1;
    }
  if (counts == NULL && hammer_json_member (line, "counts") != NULL)
    {
      document_error (error, _("%s: the counts are not a list"), where);
      return -1;
    }
  if (counts != NULL && hammer_json_length (counts) != (guint) check->games_per_night)
    {
      document_error (error, _("%s: not a count of the compartments for every game"), where);
      return -1;
    }
  for (guint g = 0; g < hammer_json_length (games); g++)
    {
      gint64 game = -1;
      g_autofree char *problem = NULL;

      if (!hammer_json_node_int (hammer_json_element (games, g), &game))
        problem = g_strdup (_("not a whole number"));
      else if (game < 0)
        /* TRANSLATORS: a game total in a season document. */
        problem = g_strdup_printf (_("%" PRId64 " is below 0"), game);
      else
        problem = hammer_sjoelbak_total_problem ((int) MIN (game, G_MAXINT));
      if (problem != NULL)
        {
          document_error (error, _("%s, game %u: %s"), where, g + 1, problem);
          return -1;
        }
      if (counts != NULL)
        {
          JsonArray *disks = hammer_json_element_array (counts, g);
          int c[4];

          for (guint i = 0; i < 4; i++)
            {
              gint64 value = -1;

              hammer_json_node_int (hammer_json_element (disks, i), &value);
              c[i] = (int) CLAMP (value, -1, G_MAXINT / 4);
            }
          if (hammer_json_length (disks) != 4 || !hammer_sjoelbak_counts_are_possible (c) ||
              hammer_sjoelbak_points (c) != game)
            {
              document_error (error, _("%s, game %u: the disks in the compartments do not "
                                       "make %" PRId64), where, g + 1, game);
              return -1;
            }
        }
      total += game;
    }
  return total;
}

/* The rankings of the nights, in date order. */
static gboolean
check_nights (Check   *check,
              GError **error)
{
  JsonArray *nights = hammer_json_array (check->season, "nights");
  GDate last;

  g_date_clear (&last, 1);
  for (guint i = 0; i < hammer_json_length (nights); i++)
    {
      JsonObject *night = hammer_json_element_object (nights, i);
      JsonArray *ranking = hammer_json_array (night, "ranking");
      g_autofree char *title = g_strdup_printf (_("night %u"), i + 1);
      g_autofree gboolean *seen = g_new0 (gboolean, check->members->len + 1);
      gint64 id;
      GDate date;

      if (night == NULL || !hammer_json_check_int (night, "night", 1, G_MAXINT64, 0, &id, NULL))
        return document_error (error, _("night %u has no number"), i + 1);
      if (!check_season_date (check, night, "date", title, error))
        return FALSE;
      _hammer_league_parse_date (hammer_json_string (night, "date"), NULL, &date, NULL);
      if (g_date_valid (&last) && g_date_compare (&date, &last) <= 0)
        return document_error (error, _("night %u is not after the night before it"), i + 1);
      last = date;
      if (ranking == NULL || hammer_json_length (ranking) > check->members->len)
        return document_error (error, _("night %u has no ranking of the members"), i + 1);

      for (guint r = 0; r < hammer_json_length (ranking); r++)
        {
          JsonObject *line = hammer_json_element_object (ranking, r);
          g_autofree char *where = g_strdup_printf (_("night %u, line %u"), i + 1, r + 1);
          gint64 total, points;
          int member;

          if (!check_line (check, line, hammer_json_length (ranking)) ||
              seen[(member = line_member (check, line))])
            return document_error (error, _("%s: no place, member or name, or a member twice"),
                                   where);
          /* Documents from before a night's line had its class have none. */
          if (json_object_has_member (line, "class") && !check_class (check, line))
            return document_error (error, _("%s: a class the season does not have"), where);
          seen[member] = TRUE;
          if ((total = check_games (check, line, where, error)) < 0)
            return FALSE;
          if (!hammer_json_check_int (line, "total", total, total, -1, &total, NULL) ||
              !hammer_json_check_int (line, "points", 0, check->night_points, -1, &points,
                                      NULL) ||
              !check_average (line, "average", FALSE) ||
              !check_average (line, "average_before", TRUE))
            return document_error (error, _("%s: the total, points or averages are not what "
                                            "its games make"), where);
        }
    }
  return TRUE;
}

/* The four standings, each a ranking of members. */
static gboolean
check_standings (Check   *check,
                 GError **error)
{
  static const char *const keys[] = { "total", "average", "points", "best4" };
  JsonObject *standings = hammer_json_object (check->season, "standings");

  for (guint k = 0; k < G_N_ELEMENTS (keys); k++)
    {
      JsonArray *lines = hammer_json_array (standings, keys[k]);
      gboolean best4 = g_str_equal (keys[k], "best4");
      gboolean points = g_str_equal (keys[k], "points");
      guint n = hammer_json_length (lines);
      g_autofree gboolean *seen = g_new0 (gboolean, check->members->len + 1);

      if (lines == NULL || n > check->members->len)
        return document_error (error, _("the standings by %s are missing"), keys[k]);
      for (guint i = 0; i < n; i++)
        {
          JsonObject *line = hammer_json_element_object (lines, i);
          gint64 max_games = check->n_nights * check->games_per_night;
          gint64 games, figure;
          double average;
          int member;

          if (!check_line (check, line, n) || seen[(member = line_member (check, line))] ||
              !hammer_json_check_int (line, best4 ? "series" : "games", 0,
                                      best4 ? max_games / HAMMER_SERIES_GAMES : max_games, -1,
                                      &games, NULL) ||
              !hammer_json_check_int (line, points ? "points" : "total", 0,
                                      points ? check->n_nights * check->night_points
                                             : max_games * GAME_MAX, -1, &figure, NULL) ||
              !hammer_json_node_double (hammer_json_member (line, "average"), &average) ||
              !isfinite (average) || average < 0)
            return document_error (error, _("the standings by %s, line %u: not a line of a "
                                            "member of the season"), keys[k], i + 1);
          seen[member] = TRUE;
        }
    }
  return TRUE;
}

JsonObject *
hammer_season_document_get (JsonNode  *document,
                            GError   **error)
{
  g_autoptr(GArray) members = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_auto(GStrv) classes = NULL;
  Check check = { NULL };
  gboolean valid;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  check.members = members;
  valid = check_header (&check, document, error) && check_classes (&check, error) &&
          check_settings (&check, error) && check_members (&check, error) &&
          check_nights (&check, error) && check_standings (&check, error);
  classes = check.classes;
  return valid ? check.season : NULL;
}

JsonObject *
hammer_season_document_find_night (JsonObject  *season,
                                   const char  *date,
                                   GError     **error)
{
  JsonArray *nights = hammer_json_array (season, "nights");
  guint n = hammer_json_length (nights);

  if (n == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no club nights yet"), hammer_json_string (season, "name"));
      return NULL;
    }
  /* Unnamed, the last night with a score entered: one added for next week
   * has nothing to rank yet. */
  for (guint i = n; date == NULL && i > 0; i--)
    if (hammer_json_length (hammer_json_array (hammer_json_element_object (nights, i - 1),
                                               "ranking")) > 0)
      return hammer_json_element_object (nights, i - 1);
  if (date == NULL)
    return hammer_json_element_object (nights, n - 1);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (hammer_json_string (hammer_json_element_object (nights, i), "date"), date) == 0)
      return hammer_json_element_object (nights, i);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("Season %s has no club night on %s"), hammer_json_string (season, "name"), date);
  return NULL;
}

gboolean
hammer_season_document_outside_class (JsonObject *season,
                                      JsonObject *member)
{
  JsonArray *classes = hammer_json_array (season, "classes");
  const char *name = hammer_json_string (member, "class");
  double average;

  g_return_val_if_fail (season != NULL, FALSE);

  if (name == NULL || !hammer_json_node_double (hammer_json_member (member, "average"), &average))
    return FALSE;
  for (guint i = 0; i < hammer_json_length (classes); i++)
    {
      JsonObject *klass = hammer_json_element_object (classes, i);
      double limit = hammer_json_double (klass, "limit", 0);

      if (g_strcmp0 (hammer_json_string (klass, "name"), name) != 0)
        continue;
      /* Averages are shown to two decimals, and so compared: exactly on a
       * limit belongs to the class above it. */
      average = round (average * 100.0) / 100.0;
      return average < limit ||
             (i > 0 && average >= hammer_json_double (hammer_json_element_object (classes, i - 1),
                                                      "limit", 0));
    }
  return FALSE;
}

char *
hammer_season_document_class_reason (JsonObject *season)
{
  JsonArray *dates = hammer_json_array (season, "promotion_dates");
  const char *when = hammer_json_string (season, "class_date");
  const char *last = NULL, *next = NULL;
  g_autofree char *set = NULL;

  g_return_val_if_fail (season != NULL, NULL);

  for (guint i = 0; i < hammer_json_length (dates); i++)
    {
      JsonNode *node = json_array_get_element (dates, i);
      const char *date = hammer_json_node_string (node);

      if (date == NULL || when == NULL)
        continue;
      if (g_strcmp0 (date, when) <= 0 && (last == NULL || g_strcmp0 (date, last) > 0))
        last = date;
      if (g_strcmp0 (date, when) > 0 && (next == NULL || g_strcmp0 (date, next) < 0))
        next = date;
    }
  if (last != NULL)
    /* Translators: why an average can lie outside its class: %s is the last
     * promotion date. */
    set = g_strdup_printf (_("classes were set on %s by the average before that date"), last);
  else
    set = g_strdup (_("classes were set by the starting averages"));
  if (next != NULL)
    /* Translators: the first %s says how classes were set, the second is
     * the next promotion date. */
    return g_strdup_printf (_("* Average outside its class: %s, and change next on %s."), set,
                            next);
  /* Translators: %s says how classes were set. */
  return g_strdup_printf (_("* Average outside its class: %s, and no promotion date is left "
                            "this season."), set);
}
