/* hammer-leagues.c — team leagues in the store
 *
 * A league is loaded whole (settings, divisions, teams with their rosters,
 * fixtures and the games entered) into a League, which every change checks
 * before it writes and every report is computed from. Each write is one
 * logged transaction, so that it can be undone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-now.h"
#include "hammer-places.h"
#include "league/hammer-fixtures.h"
#include "league/hammer-leagues.h"
#include "rules/hammer-rules.h"
#include "store/hammer-store-private.h"

#define MAX_GAMES 50

typedef enum
{
  BREAK_POINTS,
  BREAK_GAME_DIFFERENCE,
  BREAK_GAMES_FOR,
  BREAK_HEAD_TO_HEAD,
  BREAK_WINS,
  BREAK_SCORE_DIFFERENCE,
  N_BREAKS,
} Breaker;

/* Indexed by Breaker; "points" always comes first and is not named. */
static const char * const breaker_names[] = {
  "points", "game-difference", "games-for", "head-to-head", "wins", "score-difference",
};

typedef struct
{
  gint64  id;
  char   *name;
} Division;

typedef struct
{
  gint64  id;
  char   *name;
  char   *club;      /* or NULL */
  guint   division;
  GArray *players;   /* gint64 player ids of the roster */
} Team;

typedef struct
{
  gint64   id;
  guint    division;
  guint    day;       /* from 1 */
  GDate    day_date;
  GDate    date;      /* invalid: postponed without a date */
  gboolean postponed;
  int      home;      /* team index */
  int      away;      /* team index, or -1 for a bye */
} Fixture;

typedef struct
{
  gint64   player;
  gboolean substitute;
  gint64   row;
} GamePlayer;

typedef struct
{
  gint64  id;
  guint   fixture;    /* index */
  guint   game;       /* in the format, from 0 */
  char   *result;     /* the JSON as entered */
  int     winner;     /* 0, 1 or -1 for a draw */
  int     score[2];
  int     games_won[2];
  GArray *players[2]; /* GamePlayer */
} Game;

typedef struct
{
  gint64             id;
  char              *name;
  char              *rules_id;
  const HammerRules *rules;
  JsonObject        *options;    /* as given, without team_size */
  GDate              start;
  GDate              end;        /* invalid: none */
  int                weekday;    /* 0: the start's */
  guint              interval;
  guint              rest_days;
  gboolean           double_round;
  GArray            *blocked;    /* GDate */
  GArray            *format;     /* guint players a side, per game */
  guint              points_per_game;
  guint              win_bonus;
  guint              draw_bonus;
  GArray            *breakers;   /* Breaker, starting with BREAK_POINTS */
  GPtrArray         *divisions;  /* Division */
  GPtrArray         *teams;      /* Team, in the order they joined */
  GPtrArray         *fixtures;   /* Fixture, by division, day and id */
  GPtrArray         *games;      /* Game */
  GHashTable        *names;      /* player id → name */
} League;

static void
division_free (Division *division)
{
  g_free (division->name);
  g_free (division);
}

static void
team_free (Team *team)
{
  g_free (team->name);
  g_free (team->club);
  g_clear_pointer (&team->players, g_array_unref);
  g_free (team);
}

static void
game_free (Game *game)
{
  g_free (game->result);
  g_clear_pointer (&game->players[0], g_array_unref);
  g_clear_pointer (&game->players[1], g_array_unref);
  g_free (game);
}

static void
league_free (League *league)
{
  g_free (league->name);
  g_free (league->rules_id);
  g_clear_pointer (&league->options, json_object_unref);
  g_clear_pointer (&league->blocked, g_array_unref);
  g_clear_pointer (&league->format, g_array_unref);
  g_clear_pointer (&league->breakers, g_array_unref);
  g_clear_pointer (&league->divisions, g_ptr_array_unref);
  g_clear_pointer (&league->teams, g_ptr_array_unref);
  g_clear_pointer (&league->fixtures, g_ptr_array_unref);
  g_clear_pointer (&league->games, g_ptr_array_unref);
  g_clear_pointer (&league->names, g_hash_table_unref);
  g_free (league);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (League, league_free)

/* Small readers */

static gboolean
is_number (const char *text)
{
  if (text == NULL || *text == '\0')
    return FALSE;
  for (const char *c = text; *c; c++)
    if (!g_ascii_isdigit (*c))
      return FALSE;
  return strlen (text) < 18;
}

/* Reads a date written YYYY-MM-DD; @what names it in the message. */
static gboolean
parse_date (const char  *text,
            const char  *what,
            GDate       *date,
            GError     **error)
{
  int year = 0, month = 0, day = 0;
  int end = 0;

  g_date_clear (date, 1);
  if (text == NULL || strlen (text) != 10 ||
      sscanf (text, "%4d-%2d-%2d%n", &year, &month, &day, &end) != 3 || text[end] != '\0' ||
      !g_date_valid_dmy ((GDateDay) day, (GDateMonth) month, (GDateYear) year))
    {
      /* TRANSLATORS: the first %s names the date, e.g. "The start date". */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s: “%s” is not a date; write it as YYYY-MM-DD"), what,
                   text != NULL ? text : "");
      return FALSE;
    }
  g_date_set_dmy (date, (GDateDay) day, (GDateMonth) month, (GDateYear) year);
  return TRUE;
}

static char *
date_to_string (const GDate *date)
{
  if (!g_date_valid (date))
    return NULL;
  return g_strdup_printf ("%04d-%02d-%02d", g_date_get_year (date), g_date_get_month (date),
                          g_date_get_day (date));
}

static const char *
kind_name (guint players)
{
  switch (players)
    {
    case 1: return "singles";
    case 2: return "doubles";
    case 3: return "triples";
    default: return "fours";
    }
}

void
hammer_league_spec_init (HammerLeagueSpec *spec)
{
  g_return_if_fail (spec != NULL);

  memset (spec, 0, sizeof *spec);
  spec->weekday = G_DATE_BAD_WEEKDAY;
  spec->interval_days = 7;
  spec->points_per_game = 1;
  spec->win_bonus = 2;
  spec->draw_bonus = 1;
}

gboolean
hammer_league_weekday_from_string (const char   *text,
                                   GDateWeekday *weekday)
{
  static const char * const names[] = {
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
  };
  g_autofree char *stripped = NULL;
  g_autofree char *lower = NULL;

  g_return_val_if_fail (weekday != NULL, FALSE);

  if (text == NULL)
    return FALSE;
  stripped = g_strstrip (g_strdup (text));
  lower = g_ascii_strdown (stripped, -1);
  if (strlen (lower) == 1 && lower[0] >= '1' && lower[0] <= '7')
    {
      *weekday = (GDateWeekday) (lower[0] - '0');
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (lower, names[i]) ||
        (strlen (lower) == 3 && g_str_has_prefix (names[i], lower)))
      {
        *weekday = (GDateWeekday) (i + 1);
        return TRUE;
      }
  return FALSE;
}

/* Reads "4x1,2x2" or "4 singles, 2 doubles" into players a side per game. */
static GArray *
parse_format (const char  *text,
              guint        max_players,
              GError     **error)
{
  static const char * const words[] = { "single", "double", "triple", "four" };
  g_autoptr(GArray) format = g_array_new (FALSE, FALSE, sizeof (guint));
  g_auto(GStrv) items = g_strsplit (text != NULL ? text : "", ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    {
      char *item = g_strstrip (items[i]);
      char *end = NULL;
      guint64 count;
      guint players = 0;

      count = g_ascii_strtoull (item, &end, 10);
      if (end != item)
        {
          while (*end == ' ')
            end++;
          if ((*end == 'x' || *end == 'X') && is_number (end + 1))
            players = (guint) g_ascii_strtoull (end + 1, NULL, 10);
          else
            for (guint w = 0; w < G_N_ELEMENTS (words); w++)
              if (g_str_has_prefix (end, words[w]) &&
                  (end[strlen (words[w])] == '\0' ||
                   g_str_equal (end + strlen (words[w]), "s")))
                players = w + 1;
        }
      if (end == item || players == 0 || count == 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Format: “%s” is not a number of games and their players a side, "
                         "such as 4x1 or “2 doubles”"), item);
          return NULL;
        }
      if (players > max_players)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Format: “%s” has %u players a side, but the rules allow at most %u"),
                       item, players, max_players);
          return NULL;
        }
      if (count > MAX_GAMES || format->len + count > MAX_GAMES)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Format: a team match has at most %d games"), MAX_GAMES);
          return NULL;
        }
      for (guint64 c = 0; c < count; c++)
        g_array_append_val (format, players);
    }
  if (format->len == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Format: a team match needs at least one game"));
      return NULL;
    }
  return g_steal_pointer (&format);
}

/* Reads the tie-breakers, with the points put first. */
static GArray *
parse_breakers (const char  *text,
                GError     **error)
{
  g_autoptr(GArray) breakers = g_array_new (FALSE, FALSE, sizeof (Breaker));
  g_auto(GStrv) items = g_strsplit (text != NULL ? text : HAMMER_LEAGUE_DEFAULT_TIE_BREAKERS,
                                    ",", -1);
  Breaker points = BREAK_POINTS;

  g_array_append_val (breakers, points);
  for (guint i = 0; items[i] != NULL; i++)
    {
      const char *item = g_strstrip (items[i]);
      gboolean found = FALSE;

      if (*item == '\0')
        continue;
      for (Breaker b = BREAK_GAME_DIFFERENCE; b < N_BREAKS; b++)
        if (g_str_equal (item, breaker_names[b]))
          {
            for (guint j = 0; j < breakers->len; j++)
              if (g_array_index (breakers, Breaker, j) == b)
                {
                  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                               _("Tie-breakers: “%s” is named twice"), item);
                  return NULL;
                }
            g_array_append_val (breakers, b);
            found = TRUE;
          }
      if (!found)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Tie-breakers: “%s” is not one; use game-difference, games-for, "
                         "head-to-head, wins or score-difference"), item);
          return NULL;
        }
    }
  return g_steal_pointer (&breakers);
}

/* The options of one game of @players a side, resolved for the rules. */
static gboolean
resolve_options (const HammerRules  *rules,
                 JsonObject         *given,
                 guint               players,
                 HammerOptions      *options,
                 HammerViolation   **violation)
{
  g_autoptr(JsonObject) object = json_object_new ();

  if (given != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (given);

      for (GList *l = members; l != NULL; l = l->next)
        json_object_set_member (object, l->data,
                                json_node_copy (json_object_get_member (given, l->data)));
    }
  if (rules->options[HAMMER_OPTION_TEAM_SIZE].present)
    json_object_set_int_member (object, "team_size", players);
  if (rules->options[HAMMER_OPTION_SIDES].present)
    json_object_set_int_member (object, "sides", 2);
  return hammer_options_from_json (rules, object, options, violation);
}

static guint
max_players (const HammerRules *rules)
{
  return rules->options[HAMMER_OPTION_TEAM_SIZE].present
           ? (guint) rules->options[HAMMER_OPTION_TEAM_SIZE].max : 1;
}

/* Loading */

static JsonNode *
parse_json (const char *text)
{
  return text != NULL ? json_from_string (text, NULL) : NULL;
}

static gboolean
damaged (League  *league,
         GError **error)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
               _("The league %s in the database is damaged"), league->name);
  return FALSE;
}

/* Divisions, teams and fixtures all begin with their row id, and C lets a
 * pointer to a struct be read as a pointer to its first member. */
static int
index_by_id (GPtrArray *rows,
             gint64     id)
{
  for (guint i = 0; i < rows->len; i++)
    if (*(const gint64 *) g_ptr_array_index (rows, i) == id)
      return (int) i;
  return -1;
}

static int
team_index (League *league,
            gint64  id)
{
  return index_by_id (league->teams, id);
}

static int
division_index (League *league,
                gint64  id)
{
  return index_by_id (league->divisions, id);
}

static int
fixture_index (League *league,
               gint64  id)
{
  return index_by_id (league->fixtures, id);
}

static Team *
get_team (League *league,
          int     index)
{
  g_assert (index >= 0 && (guint) index < league->teams->len);
  return g_ptr_array_index (league->teams, (guint) index);
}

/* The team of @index, or %NULL for the missing away team of a bye. */
static Team *
team_or_null (League *league,
              int     index)
{
  return index >= 0 ? get_team (league, index) : NULL;
}

static Fixture *
get_fixture (League *league,
             guint   index)
{
  return g_ptr_array_index (league->fixtures, index);
}

static const char *
player_name (League *league,
             gint64  id)
{
  const char *name = g_hash_table_lookup (league->names, &id);

  return name != NULL ? name : "?";
}

static void
remember_name (League     *league,
               gint64      id,
               const char *name)
{
  gint64 *key = g_new (gint64, 1);

  *key = id;
  g_hash_table_replace (league->names, key, g_strdup (name != NULL ? name : "?"));
}

static gboolean
read_settings (League        *league,
               sqlite3_stmt  *stmt,
               GError       **error)
{
  g_autoptr(HammerViolation) violation = NULL;
  g_autoptr(JsonNode) options = NULL;
  g_autoptr(JsonNode) blocked = NULL;
  g_autoptr(JsonNode) format = NULL;
  g_autoptr(JsonNode) breakers = NULL;
  const char *end;

  league->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  league->rules_id = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  if (!(league->rules = hammer_rules_lookup (league->rules_id, &violation)))
    return damaged (league, error);
  options = parse_json ((const char *) sqlite3_column_text (stmt, 2));
  if (options == NULL || !JSON_NODE_HOLDS_OBJECT (options))
    return damaged (league, error);
  league->options = json_object_ref (json_node_get_object (options));
  if (!parse_date ((const char *) sqlite3_column_text (stmt, 3), _("The start date"),
                   &league->start, error))
    return FALSE;
  end = (const char *) sqlite3_column_text (stmt, 4);
  if (end != NULL && !parse_date (end, _("The end date"), &league->end, error))
    return FALSE;
  league->weekday = sqlite3_column_type (stmt, 5) == SQLITE_NULL ? 0 : sqlite3_column_int (stmt, 5);
  league->interval = (guint) sqlite3_column_int (stmt, 6);
  league->rest_days = (guint) sqlite3_column_int (stmt, 7);
  league->double_round = sqlite3_column_int (stmt, 8) != 0;

  blocked = parse_json ((const char *) sqlite3_column_text (stmt, 9));
  format = parse_json ((const char *) sqlite3_column_text (stmt, 10));
  breakers = parse_json ((const char *) sqlite3_column_text (stmt, 14));
  if (blocked == NULL || !JSON_NODE_HOLDS_ARRAY (blocked) || format == NULL ||
      !JSON_NODE_HOLDS_ARRAY (format) || breakers == NULL || !JSON_NODE_HOLDS_ARRAY (breakers))
    return damaged (league, error);

  league->blocked = g_array_new (FALSE, FALSE, sizeof (GDate));
  for (guint i = 0; i < json_array_get_length (json_node_get_array (blocked)); i++)
    {
      GDate date;

      if (!parse_date (json_array_get_string_element (json_node_get_array (blocked), i),
                       _("A blocked date"), &date, error))
        return FALSE;
      g_array_append_val (league->blocked, date);
    }

  league->format = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < json_array_get_length (json_node_get_array (format)); i++)
    {
      gint64 players = json_array_get_int_element (json_node_get_array (format), i);
      guint value = (guint) players;

      if (players < 1 || players > max_players (league->rules))
        return damaged (league, error);
      g_array_append_val (league->format, value);
    }
  if (league->format->len == 0)
    return damaged (league, error);

  league->points_per_game = (guint) sqlite3_column_int (stmt, 11);
  league->win_bonus = (guint) sqlite3_column_int (stmt, 12);
  league->draw_bonus = (guint) sqlite3_column_int (stmt, 13);

  league->breakers = g_array_new (FALSE, FALSE, sizeof (Breaker));
  {
    Breaker points = BREAK_POINTS;

    g_array_append_val (league->breakers, points);
  }
  for (guint i = 0; i < json_array_get_length (json_node_get_array (breakers)); i++)
    {
      const char *name = json_array_get_string_element (json_node_get_array (breakers), i);
      gboolean found = FALSE;

      for (Breaker b = BREAK_GAME_DIFFERENCE; b < N_BREAKS; b++)
        if (g_strcmp0 (name, breaker_names[b]) == 0)
          {
            g_array_append_val (league->breakers, b);
            found = TRUE;
          }
      if (!found)
        return damaged (league, error);
    }
  return TRUE;
}

static gboolean
read_failed (sqlite3  *db,
             int       rc,
             GError  **error)
{
  hammer_store_set_error (db, rc, _("Could not read the league"), error);
  return FALSE;
}

static League *
load_league (sqlite3  *db,
             gint64    league_id,
             GError  **error)
{
  g_autoptr(League) league = g_new0 (League, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  league->id = league_id;
  league->divisions = g_ptr_array_new_with_free_func ((GDestroyNotify) division_free);
  league->teams = g_ptr_array_new_with_free_func ((GDestroyNotify) team_free);
  league->fixtures = g_ptr_array_new_with_free_func (g_free);
  league->games = g_ptr_array_new_with_free_func ((GDestroyNotify) game_free);
  league->names = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  g_date_clear (&league->end, 1);

  if (!(stmt = hammer_store_prepare (db, "SELECT name, rules, options, start_date, end_date,"
                                         " weekday, interval_days, rest_days, double_round,"
                                         " blocked, format, points_per_game, win_bonus,"
                                         " draw_bonus, tie_breakers FROM leagues WHERE id = ?",
                                     error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, league_id);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      if (rc == SQLITE_DONE)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("There is no league with number %" PRId64), league_id);
      else
        read_failed (db, rc, error);
      return NULL;
    }
  if (!read_settings (league, stmt, error))
    return NULL;
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "SELECT id, name FROM league_divisions"
                                         " WHERE league_id = ? ORDER BY position", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, league_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Division *division = g_new0 (Division, 1);

      division->id = sqlite3_column_int64 (stmt, 0);
      division->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      g_ptr_array_add (league->divisions, division);
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (league->divisions->len == 0)
    {
      damaged (league, error);
      return NULL;
    }

  if (!(stmt = hammer_store_prepare (db, "SELECT t.id, t.name, c.name, t.division_id"
                                         " FROM league_teams t"
                                         " JOIN league_divisions d ON d.id = t.division_id"
                                         " LEFT JOIN clubs c ON c.id = t.club_id"
                                         " WHERE d.league_id = ? ORDER BY t.id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, league_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Team *team = g_new0 (Team, 1);
      int division = division_index (league, sqlite3_column_int64 (stmt, 3));

      team->id = sqlite3_column_int64 (stmt, 0);
      team->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      team->club = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
      team->division = (guint) MAX (division, 0);
      team->players = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_ptr_array_add (league->teams, team);
      if (division < 0)
        {
          damaged (league, error);
          return NULL;
        }
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "SELECT tp.team_id, tp.player_id, p.name"
                                         " FROM league_team_players tp"
                                         " JOIN players p ON p.id = tp.player_id"
                                         " JOIN league_teams t ON t.id = tp.team_id"
                                         " JOIN league_divisions d ON d.id = t.division_id"
                                         " WHERE d.league_id = ? ORDER BY tp.id", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, league_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Team *team = get_team (league, team_index (league, sqlite3_column_int64 (stmt, 0)));
      gint64 player = sqlite3_column_int64 (stmt, 1);

      if (team == NULL)
        {
          damaged (league, error);
          return NULL;
        }
      g_array_append_val (team->players, player);
      remember_name (league, player, (const char *) sqlite3_column_text (stmt, 2));
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "SELECT f.id, f.division_id, f.day, f.day_date,"
                                         " f.date, f.postponed, f.home_id, f.away_id"
                                         " FROM league_fixtures f"
                                         " JOIN league_divisions d ON d.id = f.division_id"
                                         " WHERE d.league_id = ?"
                                         " ORDER BY d.position, f.day, f.away_id IS NULL, f.id",
                                     error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, league_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autofree Fixture *fixture = g_new0 (Fixture, 1);
      int division = division_index (league, sqlite3_column_int64 (stmt, 1));
      const char *date = (const char *) sqlite3_column_text (stmt, 4);

      fixture->id = sqlite3_column_int64 (stmt, 0);
      fixture->day = (guint) sqlite3_column_int (stmt, 2);
      if (!parse_date ((const char *) sqlite3_column_text (stmt, 3), _("A match day"),
                       &fixture->day_date, error))
        return NULL;
      g_date_clear (&fixture->date, 1);
      if (date != NULL && !parse_date (date, _("A fixture's date"), &fixture->date, error))
        return NULL;
      fixture->postponed = sqlite3_column_int (stmt, 5) != 0;
      fixture->home = team_index (league, sqlite3_column_int64 (stmt, 6));
      fixture->away = sqlite3_column_type (stmt, 7) == SQLITE_NULL
                        ? -1 : team_index (league, sqlite3_column_int64 (stmt, 7));
      if (division < 0 || fixture->home < 0 ||
          (fixture->away < 0 && sqlite3_column_type (stmt, 7) != SQLITE_NULL))
        {
          damaged (league, error);
          return NULL;
        }
      fixture->division = (guint) division;
      g_ptr_array_add (league->fixtures, g_steal_pointer (&fixture));
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "SELECT g.id, g.fixture_id, g.game, g.result,"
                                         " g.winner, g.home_score, g.away_score,"
                                         " g.home_games, g.away_games"
                                         " FROM league_games g"
                                         " JOIN league_fixtures f ON f.id = g.fixture_id"
                                         " JOIN league_divisions d ON d.id = f.division_id"
                                         " WHERE d.league_id = ? ORDER BY g.fixture_id, g.game",
                                     error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, league_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Game *game = g_new0 (Game, 1);
      int fixture = fixture_index (league, sqlite3_column_int64 (stmt, 1));

      game->id = sqlite3_column_int64 (stmt, 0);
      game->fixture = (guint) MAX (fixture, 0);
      game->game = (guint) sqlite3_column_int (stmt, 2);
      game->result = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
      game->winner = sqlite3_column_type (stmt, 4) == SQLITE_NULL
                       ? -1 : sqlite3_column_int (stmt, 4);
      game->score[0] = sqlite3_column_int (stmt, 5);
      game->score[1] = sqlite3_column_int (stmt, 6);
      game->games_won[0] = sqlite3_column_int (stmt, 7);
      game->games_won[1] = sqlite3_column_int (stmt, 8);
      game->players[0] = g_array_new (FALSE, FALSE, sizeof (GamePlayer));
      game->players[1] = g_array_new (FALSE, FALSE, sizeof (GamePlayer));
      g_ptr_array_add (league->games, game);
      if (fixture < 0 || game->game >= league->format->len)
        {
          damaged (league, error);
          return NULL;
        }
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "SELECT gp.game_id, gp.side, gp.player_id,"
                                         " gp.substitute, gp.id, p.name"
                                         " FROM league_game_players gp"
                                         " JOIN players p ON p.id = gp.player_id"
                                         " JOIN league_games g ON g.id = gp.game_id"
                                         " JOIN league_fixtures f ON f.id = g.fixture_id"
                                         " JOIN league_divisions d ON d.id = f.division_id"
                                         " WHERE d.league_id = ?"
                                         " ORDER BY gp.game_id, gp.side, gp.position", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, league_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 game_id = sqlite3_column_int64 (stmt, 0);
      int side = sqlite3_column_int (stmt, 1);
      GamePlayer player = {
        sqlite3_column_int64 (stmt, 2), sqlite3_column_int (stmt, 3) != 0,
        sqlite3_column_int64 (stmt, 4),
      };
      Game *game = NULL;

      for (guint i = league->games->len; i-- > 0 && game == NULL;)
        if (((Game *) g_ptr_array_index (league->games, i))->id == game_id)
          game = g_ptr_array_index (league->games, i);
      if (game == NULL || side < 0 || side > 1)
        {
          damaged (league, error);
          return NULL;
        }
      g_array_append_val (game->players[side], player);
      remember_name (league, player.player, (const char *) sqlite3_column_text (stmt, 5));
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }

  return g_steal_pointer (&league);
}

/* Fixtures and teams reach their league through their division. Returns the
 * league's id from @sql for row @id, 0 where there is no such row (without
 * an error, for the caller to name the row) and -1 with @error on failure. */
static gint64
find_league_id (sqlite3     *db,
                const char  *sql,
                gint64       id,
                GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db, sql, error)))
    return -1;
  sqlite3_bind_int64 (stmt, 1, id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return sqlite3_column_int64 (stmt, 0);
  if (rc == SQLITE_DONE)
    return 0;
  read_failed (db, rc, error);
  return -1;
}

/* The league that fixture @fixture_id belongs to, and the fixture's index. */
static League *
load_league_of_fixture (sqlite3  *db,
                        gint64    fixture_id,
                        guint    *index,
                        GError  **error)
{
  g_autoptr(League) league = NULL;
  gint64 league_id;
  int found;

  if ((league_id = find_league_id (db, "SELECT d.league_id FROM league_fixtures f"
                                       " JOIN league_divisions d ON d.id = f.division_id"
                                       " WHERE f.id = ?", fixture_id, error)) <= 0)
    {
      if (league_id == 0)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("There is no fixture with number %" PRId64), fixture_id);
      return NULL;
    }
  if (!(league = load_league (db, league_id, error)))
    return NULL;
  if ((found = fixture_index (league, fixture_id)) < 0)
    {
      damaged (league, error);
      return NULL;
    }
  *index = (guint) found;
  return g_steal_pointer (&league);
}

/* What a fixture's games add up to. */
typedef struct
{
  guint entered;
  int   games[2];     /* games won */
  int   game_points[2];
  int   bonus[2];
  int   score[2];     /* points scored in the games */
  int   winner;       /* 0, 1, or -1 for a draw or while unplayed */
  guint played : 1;   /* every game of the format entered */
} Tally;

static Game *
find_game (League *league,
           guint   fixture,
           guint   game)
{
  for (guint i = 0; i < league->games->len; i++)
    {
      Game *g = g_ptr_array_index (league->games, i);

      if (g->fixture == fixture && g->game == game)
        return g;
    }
  return NULL;
}

static void
tally_fixture (League *league,
               guint   fixture,
               Tally  *tally)
{
  memset (tally, 0, sizeof *tally);
  tally->winner = -1;

  for (guint i = 0; i < league->games->len; i++)
    {
      Game *game = g_ptr_array_index (league->games, i);

      if (game->fixture != fixture)
        continue;
      tally->entered++;
      for (int side = 0; side < 2; side++)
        tally->score[side] += game->score[side];
      if (game->winner >= 0)
        {
          tally->games[game->winner]++;
          tally->game_points[game->winner] += (int) league->points_per_game;
        }
    }

  tally->played = tally->entered == league->format->len;
  if (!tally->played)
    return;
  if (tally->game_points[0] != tally->game_points[1])
    {
      tally->winner = tally->game_points[0] > tally->game_points[1] ? 0 : 1;
      tally->bonus[tally->winner] = (int) league->win_bonus;
    }
  else if (tally->games[0] != tally->games[1])
    {
      /* With no points for a game, the games won still decide the match. */
      tally->winner = tally->games[0] > tally->games[1] ? 0 : 1;
      tally->bonus[tally->winner] = (int) league->win_bonus;
    }
  else
    tally->bonus[0] = tally->bonus[1] = (int) league->draw_bonus;
}

/* Changes */

static char *
normalize_name (const char *text)
{
  g_auto(GStrv) words = NULL;

  if (text == NULL)
    return NULL;
  words = g_strsplit_set (text, " \t\n\r", -1);
  {
    g_autoptr(GString) out = g_string_new (NULL);

    for (guint i = 0; words[i] != NULL; i++)
      if (*words[i] != '\0')
        g_string_append_printf (out, "%s%s", out->len > 0 ? " " : "", words[i]);
    if (out->len == 0)
      return NULL;
    return g_string_free (g_steal_pointer (&out), FALSE);
  }
}

/* Names match whatever their case. */
static gboolean
same_name (const char *a,
           const char *b)
{
  g_autofree char *x = g_utf8_casefold (a, -1);
  g_autofree char *y = g_utf8_casefold (b, -1);

  return g_utf8_collate (x, y) == 0;
}

static char *
dates_to_json (GArray *dates)
{
  g_autoptr(JsonArray) array = json_array_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < dates->len; i++)
    {
      g_autofree char *text = date_to_string (&g_array_index (dates, GDate, i));

      json_array_add_string_element (array, text);
    }
  json_node_set_array (node, array);
  return json_to_string (node, FALSE);
}

static int
compare_dates (gconstpointer a,
               gconstpointer b)
{
  return g_date_compare (a, b);
}

/* Creating and importing a league store its divisions alike, in their
 * order; @ids (or %NULL) receives their new row ids. */
static gboolean
insert_divisions (HammerStoreTx  *tx,
                  gint64          league_id,
                  GPtrArray      *names,
                  GArray         *ids,
                  const char     *what,
                  GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO league_divisions (league_id, position,"
                                             " name) VALUES (?, ?, ?)", error)))
    return FALSE;
  for (guint i = 0; i < names->len; i++)
    {
      gint64 id;

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, league_id);
      sqlite3_bind_int (stmt, 2, (int) i);
      sqlite3_bind_text (stmt, 3, g_ptr_array_index (names, i), -1, SQLITE_TRANSIENT);
      if (!hammer_store_step_done (stmt, what, error))
        return FALSE;
      id = sqlite3_last_insert_rowid (tx->db);
      if (ids != NULL)
        g_array_append_val (ids, id);
      if (!hammer_store_tx_log_row (tx, "league_divisions", id, NULL, error))
        return FALSE;
    }
  return TRUE;
}

gint64
hammer_leagues_create (HammerStore             *self,
                            const HammerLeagueSpec  *spec,
                            GError                 **error)
{
  g_autoptr(HammerViolation) violation = NULL;
  g_autoptr(GArray) format = NULL;
  g_autoptr(GArray) breakers = NULL;
  g_autoptr(GArray) blocked = NULL;
  g_autoptr(GPtrArray) divisions = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) options_node = NULL;
  g_autoptr(JsonArray) format_json = json_array_new ();
  g_autoptr(JsonArray) breakers_json = json_array_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *name = NULL;
  g_autofree char *description = NULL;
  g_autofree char *now = NULL;
  g_autofree char *options_text = NULL;
  g_autofree char *format_text = NULL;
  g_autofree char *breakers_text = NULL;
  g_autofree char *blocked_text = NULL;
  const HammerRules *rules;
  HammerStoreTx tx = { 0 };
  GDate start, end;
  sqlite3 *db;
  gint64 league_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (spec != NULL, 0);

  if (!(name = normalize_name (spec->name)))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("A league needs a name"));
      return 0;
    }
  if (!(rules = hammer_rules_lookup (spec->rules != NULL ? spec->rules : "", &violation)))
    {
      g_propagate_error (error, hammer_violation_to_error (violation));
      return 0;
    }
  if (rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s is played in club nights, not in team leagues"),
                   hammer_rules_get_name (rules));
      return 0;
    }
  if (spec->options != NULL && json_object_has_member (spec->options, "team_size"))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Option team_size: the league's format says how many players "
                             "each game has a side"));
      return 0;
    }
  if (!parse_date (spec->start_date, _("The start date"), &start, error))
    return 0;
  g_date_clear (&end, 1);
  if (spec->end_date != NULL && *spec->end_date != '\0')
    {
      if (!parse_date (spec->end_date, _("The end date"), &end, error))
        return 0;
      if (g_date_compare (&end, &start) < 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The end date %s is before the start date %s"), spec->end_date,
                       spec->start_date);
          return 0;
        }
    }
  if (spec->weekday != G_DATE_BAD_WEEKDAY && !g_date_valid_weekday (spec->weekday))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The weekday of the match days is not a weekday"));
      return 0;
    }
  if (spec->interval_days < 1 || spec->interval_days > 366)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match days are 1 to 366 days apart, not %u"), spec->interval_days);
      return 0;
    }
  if (spec->rest_days > 365)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("A team cannot need %u rest days"), spec->rest_days);
      return 0;
    }

  blocked = g_array_new (FALSE, FALSE, sizeof (GDate));
  for (guint i = 0; spec->blocked != NULL && spec->blocked[i] != NULL; i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (spec->blocked[i]));
      GDate date;

      if (*text == '\0')
        continue;
      if (!parse_date (text, _("A blocked date"), &date, error))
        return 0;
      g_array_append_val (blocked, date);
    }
  g_array_sort (blocked, compare_dates);

  if (!(format = parse_format (spec->format != NULL ? spec->format
                                                    : HAMMER_LEAGUE_DEFAULT_FORMAT,
                               max_players (rules), error)) ||
      !(breakers = parse_breakers (spec->tie_breakers, error)))
    return 0;
  for (guint i = 0; i < format->len; i++)
    {
      HammerOptions options;

      json_array_add_int_element (format_json, g_array_index (format, guint, i));
      if (!resolve_options (rules, spec->options, g_array_index (format, guint, i), &options,
                            &violation))
        {
          g_propagate_error (error, hammer_violation_to_error (violation));
          return 0;
        }
    }
  for (guint i = 1; i < breakers->len; i++)
    json_array_add_string_element (breakers_json,
                                   breaker_names[g_array_index (breakers, Breaker, i)]);

  divisions = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; spec->divisions != NULL && spec->divisions[i] != NULL; i++)
    {
      char *division = normalize_name (spec->divisions[i]);

      if (division == NULL)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Division %u has no name"), i + 1);
          return 0;
        }
      for (guint j = 0; j < divisions->len; j++)
        if (same_name (g_ptr_array_index (divisions, j), division))
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                         _("There are two divisions called “%s”"), division);
            g_free (division);
            return 0;
          }
      g_ptr_array_add (divisions, division);
    }
  if (divisions->len == 0)
    g_ptr_array_add (divisions, g_strdup (name));

  node = json_node_new (JSON_NODE_ARRAY);
  json_node_set_array (node, format_json);
  format_text = json_to_string (node, FALSE);
  json_node_set_array (node, breakers_json);
  breakers_text = json_to_string (node, FALSE);
  options_node = json_node_new (JSON_NODE_OBJECT);
  if (spec->options != NULL)
    json_node_set_object (options_node, spec->options);
  else
    json_node_take_object (options_node, json_object_new ());
  options_text = json_to_string (options_node, FALSE);
  blocked_text = dates_to_json (blocked);

  db = hammer_store_get_db (self);
  /* TRANSLATORS: a change in the history; %s is a league's name. */
  description = g_strdup_printf (_("Create league %s"), name);
  now = hammer_now_stamp ();
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;
  if (!(stmt = hammer_store_prepare (db, "INSERT INTO leagues (name, rules, options, start_date,"
                                         " end_date, weekday, interval_days, rest_days,"
                                         " double_round, blocked, format, points_per_game,"
                                         " win_bonus, draw_bonus, tie_breakers, created_at)"
                                         " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                     error)))
    goto fail;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, options_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, spec->start_date, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 5, g_date_valid (&end) ? spec->end_date : NULL);
  if (spec->weekday != G_DATE_BAD_WEEKDAY)
    sqlite3_bind_int (stmt, 6, (int) spec->weekday);
  sqlite3_bind_int (stmt, 7, (int) spec->interval_days);
  sqlite3_bind_int (stmt, 8, (int) spec->rest_days);
  sqlite3_bind_int (stmt, 9, spec->double_round ? 1 : 0);
  sqlite3_bind_text (stmt, 10, blocked_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 11, format_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int (stmt, 12, (int) MIN (spec->points_per_game, 1000));
  sqlite3_bind_int (stmt, 13, (int) MIN (spec->win_bonus, 1000));
  sqlite3_bind_int (stmt, 14, (int) MIN (spec->draw_bonus, 1000));
  sqlite3_bind_text (stmt, 15, breakers_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 16, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (stmt, _("Could not create the league"), error))
    goto fail;
  league_id = sqlite3_last_insert_rowid (db);
  if (!hammer_store_tx_log_row (&tx, "leagues", league_id, NULL, error))
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!insert_divisions (&tx, league_id, divisions, NULL, _("Could not create the league"),
                         error))
    goto fail;
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return league_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

static gboolean
division_has_fixtures (League *league,
                       guint   division)
{
  for (guint i = 0; i < league->fixtures->len; i++)
    if (get_fixture (league, i)->division == division)
      return TRUE;
  return FALSE;
}

/* The team whose roster holds @player, or -1. */
static int
roster_team (League *league,
             gint64  player)
{
  for (guint t = 0; t < league->teams->len; t++)
    {
      Team *team = g_ptr_array_index (league->teams, t);

      for (guint i = 0; i < team->players->len; i++)
        if (g_array_index (team->players, gint64, i) == player)
          return (int) t;
    }
  return -1;
}

/* Finds the player @text names (an id, or a name found on or added to the
 * roster) inside @tx; @club goes to a new player. */
static gint64
resolve_player (HammerStoreTx  *tx,
                const char     *text,
                const char     *club,
                char          **name_out,
                GError        **error)
{
  g_autoptr(sqlite3_stmt) find = NULL;
  gint64 player;

  if (is_number (text))
    {
      player = g_ascii_strtoll (text, NULL, 10);
      if (!(find = hammer_store_prepare (tx->db, "SELECT name FROM players WHERE id = ?",
                                         error)))
        return 0;
      sqlite3_bind_int64 (find, 1, player);
      if (sqlite3_step (find) != SQLITE_ROW)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                       _("There is no player with number %" PRId64), player);
          return 0;
        }
      *name_out = g_strdup ((const char *) sqlite3_column_text (find, 0));
      return player;
    }

  if (!(player = hammer_store_tx_ensure_player (tx, text, club, NULL, error)))
    return 0;
  if (!(find = hammer_store_prepare (tx->db, "SELECT name FROM players WHERE id = ?", error)))
    return 0;
  sqlite3_bind_int64 (find, 1, player);
  *name_out = g_strdup (sqlite3_step (find) == SQLITE_ROW
                          ? (const char *) sqlite3_column_text (find, 0) : text);
  return player;
}

/* Puts @players on the roster of team @team_id (called @team_name) inside
 * @tx; new players get @club. */
static gboolean
add_to_roster (HammerStoreTx      *tx,
               League             *league,
               gint64              team_id,
               const char         *team_name,
               const char         *club,
               const char *const  *players,
               GError            **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) added = g_array_new (FALSE, FALSE, sizeof (gint64));

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO league_team_players (team_id,"
                                             " player_id) VALUES (?, ?)", error)))
    return FALSE;
  for (guint i = 0; players != NULL && players[i] != NULL; i++)
    {
      g_autofree char *player_text = normalize_name (players[i]);
      g_autofree char *found_name = NULL;
      gint64 player;
      int other;

      if (player_text == NULL)
        continue;
      if (!(player = resolve_player (tx, player_text, club, &found_name, error)))
        return FALSE;
      if ((other = roster_team (league, player)) >= 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s plays for %s in league %s already"), found_name,
                       get_team (league, other)->name, league->name);
          return FALSE;
        }
      for (guint j = 0; j < added->len; j++)
        if (g_array_index (added, gint64, j) == player)
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                         _("%s is named twice in the roster of %s"), found_name, team_name);
            return FALSE;
          }
      g_array_append_val (added, player);
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, team_id);
      sqlite3_bind_int64 (stmt, 2, player);
      if (!hammer_store_step_done (stmt, _("Could not save the roster"), error) ||
          !hammer_store_tx_log_row (tx, "league_team_players",
                                    sqlite3_last_insert_rowid (tx->db), NULL, error))
        return FALSE;
    }
  return TRUE;
}

gint64
hammer_leagues_add_team (HammerStore        *self,
                              gint64              league_id,
                              const char         *division,
                              const char         *name,
                              const char         *club,
                              const char *const  *players,
                              GError            **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *clean = NULL;
  g_autofree char *clean_club = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  Division *target = NULL;
  guint target_index = 0;
  gint64 club_id = 0;
  gint64 team_id;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  db = hammer_store_get_db (self);
  if (!(league = load_league (db, league_id, error)))
    return 0;
  if (!(clean = normalize_name (name)))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("A team needs a name"));
      return 0;
    }
  clean_club = normalize_name (club);

  for (guint i = 0; i < league->divisions->len; i++)
    {
      Division *d = g_ptr_array_index (league->divisions, i);
      g_autofree char *id_text = g_strdup_printf ("%" PRId64, d->id);

      if (division == NULL || g_str_equal (division, id_text) || same_name (division, d->name))
        {
          target = d;
          target_index = i;
          break;
        }
    }
  if (target == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("League %s has no division “%s”"), league->name, division);
      return 0;
    }
  if (division_has_fixtures (league, target_index))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Division %s of league %s has its fixtures already; a team can join only "
                     "before they are made"), target->name, league->name);
      return 0;
    }
  for (guint t = 0; t < league->teams->len; t++)
    {
      Team *team = g_ptr_array_index (league->teams, t);

      if (same_name (team->name, clean))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("League %s has a team called “%s” already"), league->name, team->name);
          return 0;
        }
    }

  /* TRANSLATORS: a change in the history; a team's and a league's name. */
  description = g_strdup_printf (_("Add team %s to league %s"), clean, league->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;
  if (clean_club != NULL && !(club_id = hammer_store_tx_ensure_club (&tx, clean_club, error)))
    goto fail;
  if (!(stmt = hammer_store_prepare (db, "INSERT INTO league_teams (division_id, name, club_id)"
                                         " VALUES (?, ?, ?)", error)))
    goto fail;
  sqlite3_bind_int64 (stmt, 1, target->id);
  sqlite3_bind_text (stmt, 2, clean, -1, SQLITE_TRANSIENT);
  if (club_id != 0)
    sqlite3_bind_int64 (stmt, 3, club_id);
  if (!hammer_store_step_done (stmt, _("Could not add the team"), error))
    goto fail;
  team_id = sqlite3_last_insert_rowid (db);
  if (!hammer_store_tx_log_row (&tx, "league_teams", team_id, NULL, error))
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!add_to_roster (&tx, league, team_id, clean, clean_club, players, error))
    goto fail;
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return team_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

gboolean
hammer_leagues_add_players (HammerStore        *self,
                                 gint64              team_id,
                                 const char *const  *players,
                                 GError            **error)
{
  g_autoptr(League) league = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  Team *team;
  sqlite3 *db;
  gint64 league_id;
  int index;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if ((league_id = find_league_id (db, "SELECT d.league_id FROM league_teams t"
                                       " JOIN league_divisions d ON d.id = t.division_id"
                                       " WHERE t.id = ?", team_id, error)) <= 0)
    {
      if (league_id == 0)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("There is no team with number %" PRId64), team_id);
      return FALSE;
    }
  if (!(league = load_league (db, league_id, error)))
    return FALSE;
  if ((index = team_index (league, team_id)) < 0)
    return damaged (league, error);
  team = get_team (league, index);
  if (players == NULL || players[0] == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Name at least one player to put on the roster of %s"), team->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is a team's name. */
  description = g_strdup_printf (_("Add players to %s"), team->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  if (!add_to_roster (&tx, league, team_id, team->name, team->club, players, error) ||
      !hammer_store_tx_commit (&tx, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }

  hammer_store_emit_changed (self);
  return TRUE;
}

/* The fixtures of @division made anew: team numbers are indices into
 * @teams (indices into league->teams). */
static HammerFixtures *
generate_division (League    *league,
                   guint      division,
                   GArray    *teams,
                   GError   **error)
{
  g_autofree const char **names = g_new0 (const char *, teams->len + 1);
  HammerFixtureSpec spec = { 0 };

  for (guint i = 0; i < teams->len; i++)
    names[i] = get_team (league, g_array_index (teams, int, i))->name;
  spec.n_teams = teams->len;
  spec.team_names = names;
  spec.first_date = league->start;
  spec.weekday = league->weekday > 0 ? (GDateWeekday) league->weekday : G_DATE_BAD_WEEKDAY;
  spec.interval_days = league->interval;
  spec.blocked = (const GDate *) league->blocked->data;
  spec.n_blocked = league->blocked->len;
  spec.rest_days = league->rest_days;
  spec.double_round = league->double_round;
  return hammer_fixtures_generate (&spec, error);
}

gboolean
hammer_leagues_generate_fixtures (HammerStore  *self,
                                       gint64        league_id,
                                       GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) made = NULL;
  g_autoptr(GPtrArray) team_lists = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gboolean any = FALSE;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  made = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_fixtures_free);
  team_lists = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  db = hammer_store_get_db (self);
  if (!(league = load_league (db, league_id, error)))
    return FALSE;
  if (league->games->len > 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("League %s has results already; its fixtures cannot be made again"),
                   league->name);
      return FALSE;
    }

  for (guint d = 0; d < league->divisions->len; d++)
    {
      Division *division = g_ptr_array_index (league->divisions, d);
      GArray *teams = g_array_new (FALSE, FALSE, sizeof (int));
      HammerFixtures *fixtures = NULL;

      g_ptr_array_add (team_lists, teams);
      for (guint t = 0; t < league->teams->len; t++)
        if (get_team (league, (int) t)->division == d)
          {
            int index = (int) t;

            g_array_append_val (teams, index);
          }
      if (teams->len >= 2)
        {
          const HammerMatchDay *last;

          if (!(fixtures = generate_division (league, d, teams, error)))
            {
              g_prefix_error (error, _("Division %s: "), division->name);
              return FALSE;
            }
          last = hammer_fixtures_get_day (fixtures, hammer_fixtures_get_n_days (fixtures) - 1);
          if (g_date_valid (&league->end) && g_date_compare (&last->date, &league->end) > 0)
            {
              g_autofree char *when = date_to_string (&last->date);
              g_autofree char *end = date_to_string (&league->end);

              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Division %s: the fixtures do not fit in the season: match day "
                             "%u would be on %s, after the end date %s"), division->name,
                           last->number, when, end);
              hammer_fixtures_free (fixtures);
              return FALSE;
            }
          any = TRUE;
        }
      g_ptr_array_add (made, fixtures);
    }
  if (!any)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("League %s needs a division with at least two teams for its fixtures"),
                   league->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is a league's name. */
  description = g_strdup_printf (_("Make the fixtures of league %s"), league->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;

  for (guint i = 0; i < league->fixtures->len; i++)
    if (!hammer_store_tx_update_row (&tx, "league_fixtures", get_fixture (league, i)->id,
                                     "DELETE FROM league_fixtures WHERE id = ?1", error))
      goto fail;

  if (!(stmt = hammer_store_prepare (db, "INSERT INTO league_fixtures (division_id, day,"
                                         " day_date, date, home_id, away_id)"
                                         " VALUES (?, ?, ?, ?, ?, ?)", error)))
    goto fail;
  for (guint d = 0; d < made->len; d++)
    {
      HammerFixtures *fixtures = g_ptr_array_index (made, d);
      GArray *teams = g_ptr_array_index (team_lists, d);
      Division *division = g_ptr_array_index (league->divisions, d);

      for (guint k = 0; fixtures != NULL && k < hammer_fixtures_get_n_days (fixtures); k++)
        {
          const HammerMatchDay *day = hammer_fixtures_get_day (fixtures, k);
          g_autofree char *date = date_to_string (&day->date);

          for (guint m = 0; m <= day->n_matches; m++)
            {
              int home, away;

              if (m == day->n_matches && day->bye < 0)
                break;
              if (m < day->n_matches)
                {
                  home = g_array_index (teams, int, day->matches[m].home);
                  away = g_array_index (teams, int, day->matches[m].away);
                }
              else
                {
                  home = g_array_index (teams, int, day->bye);
                  away = -1;
                }

              sqlite3_reset (stmt);
              sqlite3_clear_bindings (stmt);
              sqlite3_bind_int64 (stmt, 1, division->id);
              sqlite3_bind_int (stmt, 2, (int) day->number);
              sqlite3_bind_text (stmt, 3, date, -1, SQLITE_TRANSIENT);
              sqlite3_bind_text (stmt, 4, date, -1, SQLITE_TRANSIENT);
              sqlite3_bind_int64 (stmt, 5, get_team (league, home)->id);
              if (away >= 0)
                sqlite3_bind_int64 (stmt, 6, get_team (league, away)->id);
              if (!hammer_store_step_done (stmt, _("Could not save the fixtures"), error) ||
                  !hammer_store_tx_log_row (&tx, "league_fixtures",
                                            sqlite3_last_insert_rowid (db), NULL, error))
                goto fail;
            }
        }
    }
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

static gboolean
fixture_has_games (League *league,
                   guint   fixture)
{
  for (guint i = 0; i < league->games->len; i++)
    if (((Game *) g_ptr_array_index (league->games, i))->fixture == fixture)
      return TRUE;
  return FALSE;
}

/* "Home – Away" for messages. */
static char *
fixture_title (League  *league,
               Fixture *fixture)
{
  if (fixture->away < 0)
    /* TRANSLATORS: a fixture in which a team has no opponent; %s is its name. */
    return g_strdup_printf (_("%s (bye)"), get_team (league, fixture->home)->name);
  return g_strdup_printf ("%s – %s", get_team (league, fixture->home)->name,
                          get_team (league, fixture->away)->name);
}

/* Checks moving fixture @index to @date against the division's other
 * fixtures, through hammer-fixtures, for its messages. */
static gboolean
check_move (League       *league,
            guint         index,
            const GDate  *date,
            GError      **error)
{
  Fixture *moving = get_fixture (league, index);
  g_autoptr(GArray) teams = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) days = g_array_new (FALSE, TRUE, sizeof (HammerMatchDay));
  g_autoptr(HammerFixtures) fixtures = NULL;
  g_autoptr(HammerFixtures) moved = NULL;
  g_autofree const char **names = NULL;
  guint move_day = 0, move_match = 0;
  guint n_days = 0;

  for (guint t = 0; t < league->teams->len; t++)
    if (get_team (league, (int) t)->division == moving->division)
      {
        int i = (int) t;

        g_array_append_val (teams, i);
      }
  names = g_new0 (const char *, teams->len + 1);
  for (guint i = 0; i < teams->len; i++)
    names[i] = get_team (league, g_array_index (teams, int, i))->name;

  for (guint i = 0; i < league->fixtures->len; i++)
    {
      Fixture *f = get_fixture (league, i);

      if (f->division == moving->division)
        n_days = MAX (n_days, f->day);
    }
  g_array_set_size (days, n_days);
  for (guint k = 0; k < n_days; k++)
    {
      HammerMatchDay *day = &g_array_index (days, HammerMatchDay, k);

      day->number = k + 1;
      day->bye = -1;
      day->matches = g_new0 (HammerFixture, league->teams->len + 1);
    }

  for (guint i = 0; i < league->fixtures->len; i++)
    {
      Fixture *f = get_fixture (league, i);
      HammerMatchDay *day;
      HammerFixture *match;

      if (f->division != moving->division || f->away < 0)
        continue;
      day = &g_array_index (days, HammerMatchDay, f->day - 1);
      day->date = f->day_date;
      if (i == index)
        {
          move_day = f->day - 1;
          move_match = day->n_matches;
        }
      match = &day->matches[day->n_matches++];
      for (guint t = 0; t < teams->len; t++)
        {
          if (g_array_index (teams, int, t) == f->home)
            match->home = t;
          if (g_array_index (teams, int, t) == f->away)
            match->away = t;
        }
      match->date = f->date;
      match->postponed = f->postponed;
    }

  fixtures = hammer_fixtures_new (teams->len, names, (const GDate *) league->blocked->data,
                                  league->blocked->len, league->rest_days,
                                  (const HammerMatchDay *) days->data, n_days);
  for (guint k = 0; k < n_days; k++)
    g_free (g_array_index (days, HammerMatchDay, k).matches);
  if (fixtures == NULL)
    return damaged (league, error);

  moved = hammer_fixtures_postpone (fixtures, move_day, move_match, date, error);
  return moved != NULL;
}

gboolean
hammer_leagues_postpone_fixture (HammerStore  *self,
                                      gint64        fixture_id,
                                      const char   *date,
                                      GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  Fixture *fixture;
  gboolean postponed;
  guint index = 0;
  GDate when;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(league = load_league_of_fixture (db, fixture_id, &index, error)))
    return FALSE;
  fixture = get_fixture (league, index);
  title = fixture_title (league, fixture);
  if (fixture->away < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Fixture %" PRId64 " is a bye for %s; there is no match to move"),
                   fixture_id, get_team (league, fixture->home)->name);
      return FALSE;
    }
  if (fixture_has_games (league, index))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s (fixture %" PRId64 ") has results already and cannot be moved"),
                   title, fixture_id);
      return FALSE;
    }

  g_date_clear (&when, 1);
  if (date != NULL)
    {
      if (!parse_date (date, _("The new date"), &when, error))
        return FALSE;
      if (g_date_compare (&when, &league->start) < 0 ||
          (g_date_valid (&league->end) && g_date_compare (&when, &league->end) > 0))
        {
          g_autofree char *start = date_to_string (&league->start);
          g_autofree char *end = date_to_string (&league->end);

          if (end != NULL)
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("%s cannot move to %s: the season runs from %s to %s"), title, date,
                         start, end);
          else
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("%s cannot move to %s: the season starts on %s"), title, date, start);
          return FALSE;
        }
      if (!check_move (league, index, &when, error))
        return FALSE;
    }
  postponed = !g_date_valid (&when) || g_date_compare (&when, &fixture->day_date) != 0;

  /* TRANSLATORS: a change in the history; %s is a fixture such as "A – B". */
  description = g_strdup_printf (date == NULL ? _("Postpone %s")
                                              : _("Reschedule %s"), title);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  if (!(stmt = hammer_store_prepare (db, "UPDATE league_fixtures SET date = ?, postponed = ?"
                                         " WHERE id = ?", error)))
    goto fail;
  hammer_store_bind_text (stmt, 1, date);
  sqlite3_bind_int (stmt, 2, postponed ? 1 : 0);
  sqlite3_bind_int64 (stmt, 3, fixture_id);
  if (!hammer_store_tx_run_logged (&tx, "league_fixtures", fixture_id, stmt, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

/* Results */

typedef struct
{
  guint     game;
  GStrv     players[2];
  JsonNode *result;
  /* What the rules made of it. */
  char     *text;
  int       winner;
  int       score[2];
  int       games_won[2];
} Entry;

static void
entry_free (Entry *entry)
{
  g_strfreev (entry->players[0]);
  g_strfreev (entry->players[1]);
  g_clear_pointer (&entry->result, json_node_unref);
  g_free (entry->text);
  g_free (entry);
}

static gboolean
delete_game_rows (HammerStoreTx  *tx,
                  Game           *game,
                  GError        **error)
{
  for (int side = 0; side < 2; side++)
    for (guint i = 0; i < game->players[side]->len; i++)
      if (!hammer_store_tx_update_row (tx, "league_game_players",
                                       g_array_index (game->players[side], GamePlayer, i).row,
                                       "DELETE FROM league_game_players WHERE id = ?1", error))
        return FALSE;
  return hammer_store_tx_update_row (tx, "league_games", game->id,
                                     "DELETE FROM league_games WHERE id = ?1", error);
}

/* Replays @input through the rules of a game of @players a side. */
static HammerMatch *
play_game (League           *league,
           guint             players,
           JsonNode         *input,
           HammerViolation **violation)
{
  HammerOptions options;

  if (!resolve_options (league->rules, league->options, players, &options, violation))
    return NULL;
  return hammer_match_replay_result (league->rules, &options, input, violation);
}

/* Scores @entry through the rules; on a violation sets @error naming the
 * fixture and the game, and @violation_out. */
static gboolean
score_entry (League      *league,
             gint64       fixture_id,
             const char  *title,
             Entry       *entry,
             JsonObject **violation_out,
             GError     **error)
{
  g_autoptr(HammerViolation) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;
  g_autoptr(JsonNode) games = NULL;
  guint players = g_array_index (league->format, guint, entry->game);

  match = play_game (league, players, entry->result, &violation);
  if (match != NULL && hammer_match_get_state (match) != HAMMER_STATE_FINISHED)
    violation = hammer_violation_new (HAMMER_REASON_UNFINISHED_GAME, -1, -1, -1,
                                      _("The match is not finished; enter every game to "
                                        "its end"));
  if (violation != NULL)
    {
      g_autofree char *message = NULL;

      /* TRANSLATORS: a fixture ("A – B"), its number, the game of the
       * team match and what the rules found wrong. */
      message = g_strdup_printf (_("%s (fixture %" PRId64 "), game %u: %s"), title, fixture_id,
                                 entry->game + 1, violation->message);
      if (violation_out != NULL)
        {
          JsonObject *object = hammer_violation_to_json (violation);

          json_object_set_member (object, "match_game",
                                  json_node_copy (json_object_get_member (object, "game")));
          json_object_set_int_member (object, "game", entry->game);
          json_object_set_int_member (object, "fixture", fixture_id);
          json_object_set_string_member (object, "message", message);
          *violation_out = object;
        }
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, message);
      return FALSE;
    }

  entry->winner = hammer_match_get_winner (match);
  for (int side = 0; side < 2; side++)
    {
      entry->score[side] = hammer_match_get_totals (match)[side];
      entry->games_won[side] = hammer_match_get_games_won (match)[side];
    }
  {
    g_autoptr(JsonObject) object = json_object_new ();
    g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

    json_object_set_member (object, "games",
                            json_node_copy (json_object_get_member (
                              json_node_get_object (entry->result), "games")));
    json_node_set_object (node, object);
    entry->text = json_to_string (node, FALSE);
  }
  return TRUE;
}

static gboolean
enter_games (HammerStore  *self,
             gint64        fixture_id,
             GPtrArray    *entries,
             JsonObject  **violation_out,
             GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(sqlite3_stmt) game_stmt = NULL;
  g_autoptr(sqlite3_stmt) player_stmt = NULL;
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  Fixture *fixture;
  guint index = 0;
  sqlite3 *db;

  db = hammer_store_get_db (self);
  if (!(league = load_league_of_fixture (db, fixture_id, &index, error)))
    return FALSE;
  fixture = get_fixture (league, index);
  title = fixture_title (league, fixture);

  if (fixture->away < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Fixture %" PRId64 " is a bye for %s; it has no games"), fixture_id,
                   get_team (league, fixture->home)->name);
      return FALSE;
    }
  if (!g_date_valid (&fixture->date))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s (fixture %" PRId64 ") is postponed without a date; reschedule it "
                     "before entering its results"), title, fixture_id);
      return FALSE;
    }
  if (entries->len == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s (fixture %" PRId64 "): no games to enter"), title, fixture_id);
      return FALSE;
    }

  for (guint e = 0; e < entries->len; e++)
    {
      Entry *entry = g_ptr_array_index (entries, e);
      guint players;

      if (entry->game >= league->format->len)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s (fixture %" PRId64 "): a team match of league %s has games 1 to "
                         "%u, not %u"), title, fixture_id, league->name, league->format->len,
                       entry->game + 1);
          return FALSE;
        }
      for (guint f = 0; f < e; f++)
        if (((Entry *) g_ptr_array_index (entries, f))->game == entry->game)
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("%s (fixture %" PRId64 "), game %u: entered twice"), title,
                         fixture_id, entry->game + 1);
            return FALSE;
          }
      players = g_array_index (league->format, guint, entry->game);
      for (int side = 0; side < 2; side++)
        {
          guint given = entry->players[side] != NULL ? g_strv_length (entry->players[side]) : 0;

          if (given != players)
            {
              Team *team = get_team (league, side == 0 ? fixture->home : fixture->away);

              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           g_dngettext (GETTEXT_PACKAGE,
                                        "%s (fixture %" PRId64 "), game %u: %s plays it with "
                                        "%u player, not %u",
                                        "%s (fixture %" PRId64 "), game %u: %s plays it with "
                                        "%u players, not %u", players),
                           title, fixture_id, entry->game + 1, team->name, players, given);
              return FALSE;
            }
        }
      if (!score_entry (league, fixture_id, title, entry, violation_out, error))
        return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is a fixture such as "A – B". */
  description = g_strdup_printf (_("Results of %s"), title);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;
  if (!(game_stmt = hammer_store_prepare (db, "INSERT INTO league_games (fixture_id, game,"
                                              " result, winner, home_score, away_score,"
                                              " home_games, away_games)"
                                              " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error)) ||
      !(player_stmt = hammer_store_prepare (db, "INSERT INTO league_game_players (game_id,"
                                                " side, position, player_id, substitute)"
                                                " VALUES (?, ?, ?, ?, ?)", error)))
    goto fail;

  for (guint e = 0; e < entries->len; e++)
    {
      Entry *entry = g_ptr_array_index (entries, e);
      Game *old = find_game (league, index, entry->game);
      g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (gint64));
      gint64 game_id;

      /* What was entered before goes row by row, so that undo brings it back. */
      if (old != NULL && !delete_game_rows (&tx, old, error))
        goto fail;

      sqlite3_reset (game_stmt);
      sqlite3_clear_bindings (game_stmt);
      sqlite3_bind_int64 (game_stmt, 1, fixture_id);
      sqlite3_bind_int (game_stmt, 2, (int) entry->game);
      sqlite3_bind_text (game_stmt, 3, entry->text, -1, SQLITE_TRANSIENT);
      if (entry->winner >= 0)
        sqlite3_bind_int (game_stmt, 4, entry->winner);
      sqlite3_bind_int (game_stmt, 5, entry->score[0]);
      sqlite3_bind_int (game_stmt, 6, entry->score[1]);
      sqlite3_bind_int (game_stmt, 7, entry->games_won[0]);
      sqlite3_bind_int (game_stmt, 8, entry->games_won[1]);
      if (!hammer_store_step_done (game_stmt, _("Could not save the result"), error))
        goto fail;
      game_id = sqlite3_last_insert_rowid (db);
      if (!hammer_store_tx_log_row (&tx, "league_games", game_id, NULL, error))
        goto fail;

      for (int side = 0; side < 2; side++)
        {
          int own = side == 0 ? fixture->home : fixture->away;
          Team *team = get_team (league, own);

          for (guint p = 0; entry->players[side][p] != NULL; p++)
            {
              g_autofree char *text = normalize_name (entry->players[side][p]);
              g_autofree char *name = NULL;
              gint64 player = 0;
              int roster;

              if (text == NULL)
                {
                  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                               _("%s (fixture %" PRId64 "), game %u: player %u of %s has no "
                                 "name"), title, fixture_id, entry->game + 1, p + 1,
                               team->name);
                  goto fail;
                }
              /* A name on the team's roster is that player, before anyone of
               * the same name elsewhere on the players' roster. */
              for (guint i = 0; i < team->players->len && !is_number (text); i++)
                {
                  gint64 id = g_array_index (team->players, gint64, i);

                  if (same_name (player_name (league, id), text))
                    player = id;
                }
              if (player == 0 &&
                  !(player = resolve_player (&tx, text, team->club, &name, error)))
                {
                  g_prefix_error (error, _("%s (fixture %" PRId64 "), game %u: "), title,
                                  fixture_id, entry->game + 1);
                  goto fail;
                }
              if (name == NULL)
                name = g_strdup (player_name (league, player));
              roster = roster_team (league, player);
              if (roster >= 0 && roster != own)
                {
                  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                               _("%s (fixture %" PRId64 "), game %u: %s plays for %s and "
                                 "cannot play for %s"), title, fixture_id, entry->game + 1,
                               name, get_team (league, roster)->name, team->name);
                  goto fail;
                }
              for (guint i = 0; i < seen->len; i++)
                if (g_array_index (seen, gint64, i) == player)
                  {
                    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                                 _("%s (fixture %" PRId64 "), game %u: %s is named twice"),
                                 title, fixture_id, entry->game + 1, name);
                    goto fail;
                  }
              g_array_append_val (seen, player);

              sqlite3_reset (player_stmt);
              sqlite3_bind_int64 (player_stmt, 1, game_id);
              sqlite3_bind_int (player_stmt, 2, side);
              sqlite3_bind_int (player_stmt, 3, (int) p);
              sqlite3_bind_int64 (player_stmt, 4, player);
              sqlite3_bind_int (player_stmt, 5, roster == own ? 0 : 1);
              if (!hammer_store_step_done (player_stmt, _("Could not save the result"), error) ||
                  !hammer_store_tx_log_row (&tx, "league_game_players",
                                            sqlite3_last_insert_rowid (db), NULL, error))
                goto fail;
            }
        }
    }
  g_clear_pointer (&game_stmt, sqlite3_finalize);
  g_clear_pointer (&player_stmt, sqlite3_finalize);
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_leagues_enter_game (HammerStore        *self,
                                gint64              fixture_id,
                                guint               game,
                                const char *const  *home,
                                const char *const  *away,
                                JsonNode           *result,
                                JsonObject        **violation,
                                GError            **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  Entry *entry = g_new0 (Entry, 1);

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (violation == NULL || *violation == NULL, FALSE);

  entry->game = game;
  entry->players[0] = g_strdupv ((char **) home);
  entry->players[1] = g_strdupv ((char **) away);
  entry->result = result != NULL ? json_node_copy (result) : NULL;
  g_ptr_array_add (entries, entry);
  return enter_games (self, fixture_id, entries, violation, error);
}

static GStrv
read_players (JsonObject *object,
              const char *member)
{
  JsonNode *node = json_object_get_member (object, member);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonArray *array;

  if (node == NULL)
    return NULL;
  if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
    {
      g_strv_builder_add (builder, json_node_get_string (node));
      return g_strv_builder_end (builder);
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (!JSON_NODE_HOLDS_VALUE (element))
        return NULL;
      if (json_node_get_value_type (element) == G_TYPE_STRING)
        g_strv_builder_add (builder, json_node_get_string (element));
      else if (json_node_get_value_type (element) == G_TYPE_INT64)
        {
          g_autofree char *number = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                     json_node_get_int (element));

          g_strv_builder_add (builder, number);
        }
      else
        return NULL;
    }
  return g_strv_builder_end (builder);
}

gboolean
hammer_leagues_enter_match (HammerStore  *self,
                                 gint64        fixture_id,
                                 JsonNode     *match,
                                 JsonObject  **violation,
                                 GError      **error)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func ((GDestroyNotify) entry_free);
  JsonArray *games;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (violation == NULL || *violation == NULL, FALSE);

  if (match == NULL || !JSON_NODE_HOLDS_OBJECT (match) ||
      !json_object_has_member (json_node_get_object (match), "games") ||
      !JSON_NODE_HOLDS_ARRAY (json_object_get_member (json_node_get_object (match), "games")))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("A team match's results are a JSON object with “games”: "
                             "[{\"game\", \"home\", \"away\", \"result\"}, …]"));
      return FALSE;
    }
  games = json_object_get_array_member (json_node_get_object (match), "games");
  for (guint i = 0; i < json_array_get_length (games); i++)
    {
      JsonNode *node = json_array_get_element (games, i);
      JsonObject *object;
      Entry *entry;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Entry %u of “games” is not an object"), i + 1);
          return FALSE;
        }
      object = json_node_get_object (node);
      entry = g_new0 (Entry, 1);
      g_ptr_array_add (entries, entry);
      entry->game = i;
      if (json_object_has_member (object, "game"))
        {
          JsonNode *value = json_object_get_member (object, "game");

          if (!JSON_NODE_HOLDS_VALUE (value) || json_node_get_value_type (value) != G_TYPE_INT64 ||
              json_node_get_int (value) < 0 || json_node_get_int (value) > MAX_GAMES)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Entry %u of “games”: “game” is the game's number from 0"), i + 1);
              return FALSE;
            }
          entry->game = (guint) json_node_get_int (value);
        }
      entry->players[0] = read_players (object, "home");
      entry->players[1] = read_players (object, "away");
      if (entry->players[0] == NULL || entry->players[1] == NULL)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Entry %u of “games”: “home” and “away” are lists of player names"),
                       i + 1);
          return FALSE;
        }
      if (json_object_has_member (object, "result"))
        entry->result = json_node_copy (json_object_get_member (object, "result"));
    }
  return enter_games (self, fixture_id, entries, violation, error);
}

gboolean
hammer_leagues_clear_game (HammerStore  *self,
                                gint64        fixture_id,
                                guint         game,
                                GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autofree char *title = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  guint index = 0;
  Game *entered;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  if (!(league = load_league_of_fixture (hammer_store_get_db (self), fixture_id, &index, error)))
    return FALSE;
  title = fixture_title (league, get_fixture (league, index));
  if (!(entered = find_game (league, index, game)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("%s (fixture %" PRId64 "), game %u: nothing has been entered"), title,
                   fixture_id, game + 1);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; a fixture ("A – B") and a game. */
  description = g_strdup_printf (_("Clear game %u of %s"), game + 1, title);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return FALSE;
  if (!delete_game_rows (&tx, entered, error) || !hammer_store_tx_commit (&tx, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }

  hammer_store_emit_changed (self);
  return TRUE;
}

gint64
hammer_leagues_delete (HammerStore  *self,
                            gint64        league_id,
                            GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 change_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(league = load_league (hammer_store_get_db (self), league_id, error)))
    return 0;

  /* TRANSLATORS: a change in the history; %s is a league's name. */
  description = g_strdup_printf (_("Delete league %s"), league->name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return 0;

  /* Row by row from the leaves up, so that undo puts them back from the
   * league down. */
  for (guint i = 0; i < league->games->len; i++)
    if (!delete_game_rows (&tx, g_ptr_array_index (league->games, i), error))
      goto fail;
  for (guint i = 0; i < league->fixtures->len; i++)
    if (!hammer_store_tx_update_row (&tx, "league_fixtures", get_fixture (league, i)->id,
                                     "DELETE FROM league_fixtures WHERE id = ?1", error))
      goto fail;
  for (guint t = 0; t < league->teams->len; t++)
    {
      g_autoptr(sqlite3_stmt) stmt = NULL;
      g_autoptr(GArray) rows = g_array_new (FALSE, FALSE, sizeof (gint64));
      Team *team = get_team (league, (int) t);
      int rc;

      if (!(stmt = hammer_store_prepare (tx.db, "SELECT id FROM league_team_players"
                                                " WHERE team_id = ?", error)))
        goto fail;
      sqlite3_bind_int64 (stmt, 1, team->id);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          gint64 row = sqlite3_column_int64 (stmt, 0);

          g_array_append_val (rows, row);
        }
      if (rc != SQLITE_DONE)
        {
          read_failed (tx.db, rc, error);
          goto fail;
        }
      for (guint i = 0; i < rows->len; i++)
        if (!hammer_store_tx_update_row (&tx, "league_team_players",
                                         g_array_index (rows, gint64, i),
                                         "DELETE FROM league_team_players WHERE id = ?1", error))
          goto fail;
      if (!hammer_store_tx_update_row (&tx, "league_teams", team->id,
                                       "DELETE FROM league_teams WHERE id = ?1", error))
        goto fail;
    }
  for (guint d = 0; d < league->divisions->len; d++)
    if (!hammer_store_tx_update_row (&tx, "league_divisions",
                                     ((Division *) g_ptr_array_index (league->divisions, d))->id,
                                     "DELETE FROM league_divisions WHERE id = ?1", error))
      goto fail;
  if (!hammer_store_tx_update_row (&tx, "leagues", league_id,
                                   "DELETE FROM leagues WHERE id = ?1", error))
    goto fail;

  change_id = tx.change_id;
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return change_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

/* Reports */

static void
add_string_or_null (JsonBuilder *builder,
                    const char  *member,
                    const char  *value)
{
  json_builder_set_member_name (builder, member);
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static void
add_date (JsonBuilder *builder,
          const char  *member,
          const GDate *date)
{
  g_autofree char *text = date_to_string (date);

  add_string_or_null (builder, member, text);
}

static void
add_int (JsonBuilder *builder,
         const char  *member,
         gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

static void
add_pair (JsonBuilder *builder,
          const char  *member,
          const int    values[2])
{
  if (member != NULL)
    json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, values[0]);
  json_builder_add_int_value (builder, values[1]);
  json_builder_end_array (builder);
}

static void
add_team_ref (JsonBuilder *builder,
              const char  *member,
              Team        *team)
{
  json_builder_set_member_name (builder, member);
  if (team == NULL)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  add_int (builder, "id", team->id);
  add_string_or_null (builder, "name", team->name);
  json_builder_end_object (builder);
}

static void
add_header (JsonBuilder *builder,
            League      *league)
{
  add_int (builder, "league", league->id);
  add_string_or_null (builder, "name", league->name);
}

static const char *
fixture_state (League  *league,
               guint    index,
               Tally   *tally)
{
  Fixture *fixture = get_fixture (league, index);

  if (tally->played)
    return "played";
  if (tally->entered > 0)
    return "in_progress";
  if (!g_date_valid (&fixture->date) && fixture->away >= 0)
    return "postponed";
  if (fixture->postponed)
    return "rescheduled";
  if (fixture->away < 0)
    return "bye";
  return "scheduled";
}

/* The calendar settings of a league, written the same way into the league
 * JSON and into the export document so that an import reads what it shows. */
static void
add_league_calendar (JsonBuilder  *builder,
                     const League *league)
{
  add_date (builder, "start", &league->start);
  add_date (builder, "end", &league->end);
  json_builder_set_member_name (builder, "weekday");
  if (league->weekday > 0)
    json_builder_add_int_value (builder, league->weekday);
  else
    json_builder_add_null_value (builder);
  add_int (builder, "interval_days", league->interval);
  add_int (builder, "rest_days", league->rest_days);
  json_builder_set_member_name (builder, "double_round");
  json_builder_add_boolean_value (builder, league->double_round);
  json_builder_set_member_name (builder, "blocked");
  json_builder_begin_array (builder);
  for (guint i = 0; i < league->blocked->len; i++)
    {
      g_autofree char *text = date_to_string (&g_array_index (league->blocked, GDate, i));

      json_builder_add_string_value (builder, text);
    }
  json_builder_end_array (builder);
}

/* The scoring settings, shared by the league JSON and the export document. */
static void
add_league_scoring (JsonBuilder  *builder,
                    const League *league)
{
  add_int (builder, "points_per_game", league->points_per_game);
  add_int (builder, "win_bonus", league->win_bonus);
  add_int (builder, "draw_bonus", league->draw_bonus);
  json_builder_set_member_name (builder, "tie_breakers");
  json_builder_begin_array (builder);
  for (guint i = 1; i < league->breakers->len; i++)
    json_builder_add_string_value (builder,
                                   breaker_names[g_array_index (league->breakers, Breaker, i)]);
  json_builder_end_array (builder);
}

static void
add_fixture_members (JsonBuilder *builder,
                     League      *league,
                     guint        index)
{
  Fixture *fixture = get_fixture (league, index);
  Tally tally;

  tally_fixture (league, index, &tally);
  add_int (builder, "id", fixture->id);
  add_int (builder, "day", fixture->day);
  add_date (builder, "day_date", &fixture->day_date);
  add_date (builder, "date", &fixture->date);
  json_builder_set_member_name (builder, "postponed");
  json_builder_add_boolean_value (builder, fixture->postponed);
  add_team_ref (builder, "home", get_team (league, fixture->home));
  add_team_ref (builder, "away", team_or_null (league, fixture->away));
  json_builder_set_member_name (builder, "state");
  json_builder_add_string_value (builder, fixture_state (league, index, &tally));
  add_int (builder, "games_entered", tally.entered);
  add_pair (builder, "games_won", tally.games);
  add_pair (builder, "game_points", tally.game_points);
  json_builder_set_member_name (builder, "match_points");
  if (tally.played)
    {
      int points[2] = { tally.game_points[0] + tally.bonus[0],
                        tally.game_points[1] + tally.bonus[1] };

      add_pair (builder, NULL, points);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "winner");
  if (tally.played && tally.winner >= 0)
    json_builder_add_int_value (builder, tally.winner);
  else
    json_builder_add_null_value (builder);
}

JsonNode *
hammer_leagues_list_json (HammerStore  *self,
                                GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_prepare (db, "SELECT id FROM leagues ORDER BY id", error)))
    return NULL;
  json_builder_begin_array (builder);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autoptr(League) league = load_league (db, sqlite3_column_int64 (stmt, 0), error);
      guint fixtures = 0, played = 0;

      if (league == NULL)
        return NULL;
      for (guint i = 0; i < league->fixtures->len; i++)
        if (get_fixture (league, i)->away >= 0)
          {
            Tally tally;

            tally_fixture (league, i, &tally);
            fixtures++;
            played += tally.played;
          }
      json_builder_begin_object (builder);
      add_int (builder, "id", league->id);
      add_string_or_null (builder, "name", league->name);
      add_string_or_null (builder, "rules", league->rules_id);
      add_date (builder, "start", &league->start);
      add_date (builder, "end", &league->end);
      add_int (builder, "divisions", league->divisions->len);
      add_int (builder, "teams", league->teams->len);
      add_int (builder, "fixtures", fixtures);
      add_int (builder, "played", played);
      json_builder_end_object (builder);
    }
  if (rc != SQLITE_DONE)
    {
      read_failed (db, rc, error);
      return NULL;
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

JsonNode *
hammer_leagues_get_json (HammerStore  *self,
                          gint64        league_id,
                          GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) options = NULL;
  HammerOptions resolved;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(league = load_league (hammer_store_get_db (self), league_id, error)))
    return NULL;

  json_builder_begin_object (builder);
  add_int (builder, "id", league->id);
  add_string_or_null (builder, "name", league->name);
  add_string_or_null (builder, "rules", league->rules_id);
  json_builder_set_member_name (builder, "options");
  if (resolve_options (league->rules, league->options, 1, &resolved, NULL))
    {
      options = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (options, hammer_options_to_json (league->rules, &resolved));
      json_builder_add_value (builder, json_node_copy (options));
    }
  else
    json_builder_add_null_value (builder);
  add_league_calendar (builder, league);
  json_builder_set_member_name (builder, "format");
  json_builder_begin_array (builder);
  for (guint i = 0; i < league->format->len; i++)
    {
      guint players = g_array_index (league->format, guint, i);

      json_builder_begin_object (builder);
      add_int (builder, "game", i);
      add_int (builder, "players", players);
      add_string_or_null (builder, "kind", kind_name (players));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  add_league_scoring (builder, league);
  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint d = 0; d < league->divisions->len; d++)
    {
      Division *division = g_ptr_array_index (league->divisions, d);

      json_builder_begin_object (builder);
      add_int (builder, "id", division->id);
      add_string_or_null (builder, "name", division->name);
      json_builder_set_member_name (builder, "teams");
      json_builder_begin_array (builder);
      for (guint t = 0; t < league->teams->len; t++)
        {
          Team *team = g_ptr_array_index (league->teams, t);

          if (team->division != d)
            continue;
          json_builder_begin_object (builder);
          add_int (builder, "id", team->id);
          add_string_or_null (builder, "name", team->name);
          add_string_or_null (builder, "club", team->club);
          json_builder_set_member_name (builder, "players");
          json_builder_begin_array (builder);
          for (guint p = 0; p < team->players->len; p++)
            {
              gint64 player = g_array_index (team->players, gint64, p);

              json_builder_begin_object (builder);
              add_int (builder, "id", player);
              add_string_or_null (builder, "name", player_name (league, player));
              json_builder_end_object (builder);
            }
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

JsonNode *
hammer_leagues_fixtures_json (HammerStore  *self,
                                   gint64        league_id,
                                   GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  int next = -1;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(league = load_league (hammer_store_get_db (self), league_id, error)))
    return NULL;

  json_builder_begin_object (builder);
  add_header (builder, league);
  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint d = 0; d < league->divisions->len; d++)
    {
      Division *division = g_ptr_array_index (league->divisions, d);
      guint day = 0;

      json_builder_begin_object (builder);
      add_int (builder, "id", division->id);
      add_string_or_null (builder, "name", division->name);
      json_builder_set_member_name (builder, "match_days");
      json_builder_begin_array (builder);
      for (guint i = 0; i < league->fixtures->len; i++)
        {
          Fixture *fixture = get_fixture (league, i);

          if (fixture->division != d)
            continue;
          if (fixture->day != day)
            {
              if (day != 0)
                {
                  json_builder_end_array (builder);
                  json_builder_end_object (builder);
                }
              day = fixture->day;
              json_builder_begin_object (builder);
              add_int (builder, "day", day);
              add_date (builder, "date", &fixture->day_date);
              json_builder_set_member_name (builder, "bye");
              json_builder_add_null_value (builder);
              json_builder_set_member_name (builder, "fixtures");
              json_builder_begin_array (builder);
            }
          if (fixture->away < 0)
            {
              /* The bye goes into the day's "bye", set once the day is done. */
              continue;
            }
          json_builder_begin_object (builder);
          add_fixture_members (builder, league, i);
          json_builder_end_object (builder);

          {
            Tally tally;

            /* The next match day is the one of the earliest match still to play. */
            tally_fixture (league, i, &tally);
            if (!tally.played && g_date_valid (&fixture->date) &&
                (next < 0 ||
                 g_date_compare (&fixture->date, &get_fixture (league, (guint) next)->date) < 0))
              next = (int) i;
          }
        }
      if (day != 0)
        {
          json_builder_end_array (builder);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "next_match_day");
  if (next >= 0)
    {
      json_builder_begin_object (builder);
      add_int (builder, "day", get_fixture (league, (guint) next)->day);
      add_date (builder, "date", &get_fixture (league, (guint) next)->date);
      json_builder_end_object (builder);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_end_object (builder);

  /* JsonBuilder writes members once, in order; the byes are filled in on
   * the finished tree. */
  {
    JsonNode *root = json_builder_get_root (builder);
    JsonArray *divisions = json_object_get_array_member (json_node_get_object (root),
                                                         "divisions");

    for (guint i = 0; i < league->fixtures->len; i++)
      {
        Fixture *fixture = get_fixture (league, i);
        JsonArray *days;
        JsonObject *bye;

        if (fixture->away >= 0)
          continue;
        days = json_object_get_array_member (json_array_get_object_element (divisions,
                                                                            fixture->division),
                                             "match_days");
        for (guint k = 0; k < json_array_get_length (days); k++)
          {
            JsonObject *day = json_array_get_object_element (days, k);

            if (json_object_get_int_member (day, "day") != fixture->day)
              continue;
            bye = json_object_new ();
            json_object_set_int_member (bye, "fixture", fixture->id);
            json_object_set_int_member (bye, "team", get_team (league, fixture->home)->id);
            json_object_set_string_member (bye, "name", get_team (league, fixture->home)->name);
            json_object_set_object_member (day, "bye", bye);
          }
      }
    return root;
  }
}

static void
add_game_players (JsonBuilder *builder,
                  League      *league,
                  const char  *member,
                  GArray      *players)
{
  json_builder_set_member_name (builder, member);
  json_builder_begin_array (builder);
  for (guint i = 0; i < players->len; i++)
    {
      GamePlayer *player = &g_array_index (players, GamePlayer, i);

      json_builder_begin_object (builder);
      add_int (builder, "id", player->player);
      add_string_or_null (builder, "name", player_name (league, player->player));
      json_builder_set_member_name (builder, "substitute");
      json_builder_add_boolean_value (builder, player->substitute);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

JsonNode *
hammer_leagues_fixture_json (HammerStore  *self,
                                  gint64        fixture_id,
                                  GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  Fixture *fixture;
  guint index = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(league = load_league_of_fixture (hammer_store_get_db (self), fixture_id, &index, error)))
    return NULL;
  fixture = get_fixture (league, index);

  json_builder_begin_object (builder);
  add_fixture_members (builder, league, index);
  add_int (builder, "league", league->id);
  add_int (builder, "division", ((Division *) g_ptr_array_index (league->divisions,
                                                                 fixture->division))->id);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint g = 0; fixture->away >= 0 && g < league->format->len; g++)
    {
      Game *game = find_game (league, index, g);
      guint players = g_array_index (league->format, guint, g);
      HammerOptions options;

      json_builder_begin_object (builder);
      add_int (builder, "game", g);
      add_int (builder, "players", players);
      add_string_or_null (builder, "kind", kind_name (players));
      /* The options the rules play this game under, so that an entry
       * screen checks it as the league will. */
      json_builder_set_member_name (builder, "options");
      if (resolve_options (league->rules, league->options, players, &options, NULL))
        {
          JsonNode *node = json_node_new (JSON_NODE_OBJECT);

          json_node_take_object (node, hammer_options_to_json (league->rules, &options));
          json_builder_add_value (builder, node);
        }
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "entered");
      json_builder_add_boolean_value (builder, game != NULL);
      if (game != NULL)
        {
          g_autoptr(HammerViolation) violation = NULL;
          g_autoptr(JsonNode) input = parse_json (game->result);
          g_autoptr(HammerMatch) match = play_game (league, players, input, &violation);

          add_game_players (builder, league, "home", game->players[0]);
          add_game_players (builder, league, "away", game->players[1]);
          add_pair (builder, "score", game->score);
          add_pair (builder, "games_won", game->games_won);
          json_builder_set_member_name (builder, "winner");
          if (game->winner >= 0)
            json_builder_add_int_value (builder, game->winner);
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "result");
          if (match != NULL)
            json_builder_add_value (builder, hammer_match_to_json (match));
          else
            json_builder_add_null_value (builder);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* The league table */

typedef struct
{
  int team;
  int played, won, drawn, lost;
  int games_for, games_against;
  int bonus, points;
  int score_for, score_against;
  int place;
} TableRow;

static TableRow *
row_of (GArray *rows,
        int     team)
{
  for (guint i = 0; i < rows->len; i++)
    if (g_array_index (rows, TableRow, i).team == team)
      return &g_array_index (rows, TableRow, i);
  return NULL;
}

static gboolean
in_group (const guint *group,
          guint        n,
          GArray      *rows,
          int          team)
{
  for (guint i = 0; i < n; i++)
    if (g_array_index (rows, TableRow, group[i]).team == team)
      return TRUE;
  return FALSE;
}

/* The value @breaker ranks row @row by (higher is better), among @group. */
static int
breaker_key (League      *league,
             GArray      *rows,
             Breaker      breaker,
             guint        row,
             const guint *group,
             guint        n)
{
  TableRow *r = &g_array_index (rows, TableRow, row);
  int key = 0;

  switch (breaker)
    {
    case BREAK_POINTS:
      return r->points;
    case BREAK_GAME_DIFFERENCE:
      return r->games_for - r->games_against;
    case BREAK_GAMES_FOR:
      return r->games_for;
    case BREAK_WINS:
      return r->won;
    case BREAK_SCORE_DIFFERENCE:
      return r->score_for - r->score_against;
    case BREAK_HEAD_TO_HEAD:
    case N_BREAKS:
    default:
      break;
    }

  /* Head to head: the match points won against the other teams of @group. */
  for (guint i = 0; i < league->fixtures->len; i++)
    {
      Fixture *fixture = get_fixture (league, i);
      Tally tally;
      int side;

      if (fixture->away < 0 || (fixture->home != r->team && fixture->away != r->team))
        continue;
      if (!in_group (group, n, rows, fixture->home) || !in_group (group, n, rows, fixture->away))
        continue;
      tally_fixture (league, i, &tally);
      if (!tally.played)
        continue;
      side = fixture->home == r->team ? 0 : 1;
      key += tally.game_points[side] + tally.bonus[side];
    }
  return key;
}

/* Orders @group (indices into @rows, all level so far) by the tie-breakers
 * from @breaker on, giving places from @first_place. */
static void
rank_group (League *league,
            GArray *rows,
            guint  *group,
            guint   n,
            guint   breaker,
            int     first_place)
{
  g_autofree int *keys = NULL;
  guint start;

  if (n == 1 || breaker >= league->breakers->len)
    {
      for (guint i = 0; i < n; i++)
        g_array_index (rows, TableRow, group[i]).place = first_place;
      return;
    }

  keys = g_new0 (int, n);
  for (guint i = 0; i < n; i++)
    keys[i] = breaker_key (league, rows, g_array_index (league->breakers, Breaker, breaker),
                           group[i], group, n);

  /* An insertion sort: stable, and the groups are small. */
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && keys[j] > keys[j - 1]; j--)
      {
        int key = keys[j];
        guint member = group[j];

        keys[j] = keys[j - 1];
        group[j] = group[j - 1];
        keys[j - 1] = key;
        group[j - 1] = member;
      }

  start = 0;
  for (guint i = 1; i <= n; i++)
    if (i == n || keys[i] != keys[start])
      {
        rank_group (league, rows, group + start, i - start, breaker + 1,
                    first_place + (int) start);
        start = i;
      }
}

/* The table of division @division, in order. */
static GArray *
division_table (League *league,
                guint   division)
{
  g_autoptr(GArray) rows = g_array_new (FALSE, TRUE, sizeof (TableRow));
  g_autoptr(GArray) ordered = g_array_new (FALSE, TRUE, sizeof (TableRow));
  g_autofree guint *group = NULL;

  for (guint t = 0; t < league->teams->len; t++)
    if (get_team (league, (int) t)->division == division)
      {
        TableRow row = { 0 };

        row.team = (int) t;
        g_array_append_val (rows, row);
      }

  for (guint i = 0; i < league->fixtures->len; i++)
    {
      Fixture *fixture = get_fixture (league, i);
      Tally tally;

      if (fixture->division != division || fixture->away < 0)
        continue;
      tally_fixture (league, i, &tally);
      if (!tally.played)
        continue;
      for (int side = 0; side < 2; side++)
        {
          TableRow *row = row_of (rows, side == 0 ? fixture->home : fixture->away);

          if (row == NULL)
            continue;
          row->played++;
          if (tally.winner == side)
            row->won++;
          else if (tally.winner < 0)
            row->drawn++;
          else
            row->lost++;
          row->games_for += tally.game_points[side];
          row->games_against += tally.game_points[1 - side];
          row->bonus += tally.bonus[side];
          row->points += tally.game_points[side] + tally.bonus[side];
          row->score_for += tally.score[side];
          row->score_against += tally.score[1 - side];
        }
    }

  group = g_new0 (guint, MAX (rows->len, 1));
  for (guint i = 0; i < rows->len; i++)
    group[i] = i;
  rank_group (league, rows, group, rows->len, 0, 1);
  for (guint i = 0; i < rows->len; i++)
    g_array_append_val (ordered, g_array_index (rows, TableRow, group[i]));
  return g_steal_pointer (&ordered);
}

JsonNode *
hammer_leagues_table_json (HammerStore  *self,
                                gint64        league_id,
                                GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  JsonArray *divisions;
  JsonNode *root;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(league = load_league (hammer_store_get_db (self), league_id, error)))
    return NULL;

  json_builder_begin_object (builder);
  add_header (builder, league);
  json_builder_set_member_name (builder, "tie_breakers");
  json_builder_begin_array (builder);
  for (guint i = 1; i < league->breakers->len; i++)
    json_builder_add_string_value (builder,
                                   breaker_names[g_array_index (league->breakers, Breaker, i)]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint d = 0; d < league->divisions->len; d++)
    {
      Division *division = g_ptr_array_index (league->divisions, d);
      g_autoptr(GArray) rows = division_table (league, d);

      json_builder_begin_object (builder);
      add_int (builder, "id", division->id);
      add_string_or_null (builder, "name", division->name);
      json_builder_set_member_name (builder, "table");
      json_builder_begin_array (builder);
      for (guint i = 0; i < rows->len; i++)
        {
          TableRow *row = &g_array_index (rows, TableRow, i);
          Team *team = get_team (league, row->team);

          json_builder_begin_object (builder);
          add_int (builder, "place", row->place);
          add_int (builder, "team", team->id);
          add_string_or_null (builder, "name", team->name);
          add_string_or_null (builder, "club", team->club);
          add_int (builder, "played", row->played);
          add_int (builder, "won", row->won);
          add_int (builder, "drawn", row->drawn);
          add_int (builder, "lost", row->lost);
          add_int (builder, "games_for", row->games_for);
          add_int (builder, "games_against", row->games_against);
          add_int (builder, "game_difference", row->games_for - row->games_against);
          add_int (builder, "bonus", row->bonus);
          add_int (builder, "points", row->points);
          add_int (builder, "score_for", row->score_for);
          add_int (builder, "score_against", row->score_against);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  /* Teams level on everything share a place: "3=" on every table. */
  root = json_builder_get_root (builder);
  divisions = hammer_json_array (json_node_get_object (root), "divisions");
  for (guint d = 0; d < hammer_json_length (divisions); d++)
    hammer_standings_label_places (hammer_json_array (hammer_json_element_object (divisions, d),
                                                      "table"), NULL);
  return root;
}

/* Player statistics */

typedef struct
{
  int played, won, drawn, lost;
  int score_for, score_against;
} Figures;

typedef struct
{
  gint64     player;
  Figures    all;
  Figures    by_kind[2]; /* singles, doubles (two or more a side) */
  int        substitute_games;
  GPtrArray *teams;      /* team names, borrowed */
} PlayerStats;

static void
player_stats_free (PlayerStats *stats)
{
  g_ptr_array_unref (stats->teams);
  g_free (stats);
}

static void
count_game (Figures *figures,
            int      side,
            Game    *game)
{
  figures->played++;
  if (game->winner == side)
    figures->won++;
  else if (game->winner < 0)
    figures->drawn++;
  else
    figures->lost++;
  figures->score_for += game->score[side];
  figures->score_against += game->score[1 - side];
}

static double
percent (int part,
         int whole)
{
  return whole > 0 ? 100.0 * part / whole : 0.0;
}

static void
add_figures (JsonBuilder   *builder,
             const Figures *figures)
{
  add_int (builder, "played", figures->played);
  add_int (builder, "won", figures->won);
  add_int (builder, "drawn", figures->drawn);
  add_int (builder, "lost", figures->lost);
  json_builder_set_member_name (builder, "win_percent");
  json_builder_add_double_value (builder, percent (figures->won, figures->played));
  add_int (builder, "score_for", figures->score_for);
  add_int (builder, "score_against", figures->score_against);
}

static int
compare_stats (gconstpointer a,
               gconstpointer b,
               gpointer      user_data)
{
  League *league = user_data;
  const PlayerStats *x = *(PlayerStats * const *) a;
  const PlayerStats *y = *(PlayerStats * const *) b;
  double px = percent (x->all.won, x->all.played);
  double py = percent (y->all.won, y->all.played);

  if (px != py)
    return px > py ? -1 : 1;
  if (x->all.won != y->all.won)
    return y->all.won - x->all.won;
  return g_utf8_collate (player_name (league, x->player), player_name (league, y->player));
}

static PlayerStats *
stats_of (GPtrArray *stats,
          gint64     player)
{
  PlayerStats *found;

  for (guint i = 0; i < stats->len; i++)
    if (((PlayerStats *) g_ptr_array_index (stats, i))->player == player)
      return g_ptr_array_index (stats, i);
  found = g_new0 (PlayerStats, 1);
  found->player = player;
  found->teams = g_ptr_array_new ();
  g_ptr_array_add (stats, found);
  return found;
}

static void
add_team_name (PlayerStats *stats,
               const char  *name)
{
  for (guint i = 0; i < stats->teams->len; i++)
    if (g_str_equal (g_ptr_array_index (stats->teams, i), name))
      return;
  g_ptr_array_add (stats->teams, (gpointer) name);
}

JsonNode *
hammer_leagues_stats_json (HammerStore  *self,
                                gint64        league_id,
                                GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GPtrArray) stats = g_ptr_array_new_with_free_func ((GDestroyNotify) player_stats_free);

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(league = load_league (hammer_store_get_db (self), league_id, error)))
    return NULL;

  /* Everyone on a roster is listed, with or without games. */
  for (guint t = 0; t < league->teams->len; t++)
    {
      Team *team = g_ptr_array_index (league->teams, t);

      for (guint p = 0; p < team->players->len; p++)
        add_team_name (stats_of (stats, g_array_index (team->players, gint64, p)), team->name);
    }

  for (guint i = 0; i < league->games->len; i++)
    {
      Game *game = g_ptr_array_index (league->games, i);
      Fixture *fixture = get_fixture (league, game->fixture);
      guint kind = g_array_index (league->format, guint, game->game) > 1 ? 1 : 0;

      for (int side = 0; side < 2; side++)
        {
          Team *team = get_team (league, side == 0 ? fixture->home : fixture->away);

          for (guint p = 0; p < game->players[side]->len; p++)
            {
              GamePlayer *player = &g_array_index (game->players[side], GamePlayer, p);
              PlayerStats *line = stats_of (stats, player->player);

              count_game (&line->all, side, game);
              count_game (&line->by_kind[kind], side, game);
              if (player->substitute)
                line->substitute_games++;
              add_team_name (line, team->name);
            }
        }
    }
  g_ptr_array_sort_with_data (stats, compare_stats, league);

  json_builder_begin_object (builder);
  add_header (builder, league);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < stats->len; i++)
    {
      PlayerStats *line = g_ptr_array_index (stats, i);
      int played = line->all.played;

      json_builder_begin_object (builder);
      add_int (builder, "player", line->player);
      add_string_or_null (builder, "name", player_name (league, line->player));
      json_builder_set_member_name (builder, "teams");
      json_builder_begin_array (builder);
      for (guint t = 0; t < line->teams->len; t++)
        json_builder_add_string_value (builder, g_ptr_array_index (line->teams, t));
      json_builder_end_array (builder);
      add_figures (builder, &line->all);
      json_builder_set_member_name (builder, "score_for_per_game");
      json_builder_add_double_value (builder, played > 0 ? (double) line->all.score_for / played
                                                         : 0.0);
      json_builder_set_member_name (builder, "score_against_per_game");
      json_builder_add_double_value (builder, played > 0
                                                ? (double) line->all.score_against / played
                                                : 0.0);
      add_int (builder, "substitute_games", line->substitute_games);
      json_builder_set_member_name (builder, "singles");
      json_builder_begin_object (builder);
      add_figures (builder, &line->by_kind[0]);
      json_builder_end_object (builder);
      json_builder_set_member_name (builder, "doubles");
      json_builder_begin_object (builder);
      add_figures (builder, &line->by_kind[1]);
      json_builder_end_object (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

/* The league document */

/* Numbers the players of @league in the order they first appear: the
 * rosters team by team, then whoever played without being on one. */
static GArray *
document_players (League *league)
{
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);

  for (guint t = 0; t < league->teams->len; t++)
    {
      Team *team = g_ptr_array_index (league->teams, t);

      for (guint p = 0; p < team->players->len; p++)
        if (!g_hash_table_contains (seen, &g_array_index (team->players, gint64, p)))
          {
            g_array_append_val (keys, g_array_index (team->players, gint64, p));
            g_hash_table_add (seen, &g_array_index (team->players, gint64, p));
          }
    }
  for (guint g = 0; g < league->games->len; g++)
    {
      Game *game = g_ptr_array_index (league->games, g);

      for (int side = 0; side < 2; side++)
        for (guint p = 0; p < game->players[side]->len; p++)
          {
            GamePlayer *player = &g_array_index (game->players[side], GamePlayer, p);

            if (!g_hash_table_contains (seen, &player->player))
              {
                g_array_append_val (keys, player->player);
                g_hash_table_add (seen, &player->player);
              }
          }
    }
  return keys;
}

static guint
document_player_number (GArray *keys,
                        gint64  player)
{
  for (guint k = 0; k < keys->len; k++)
    if (g_array_index (keys, gint64, k) == player)
      return k;
  g_return_val_if_reached (0);
}

static gboolean
add_document_player (JsonBuilder  *builder,
                     sqlite3_stmt *stmt,
                     gint64        player,
                     GError      **error)
{
  int rc;

  sqlite3_reset (stmt);
  sqlite3_bind_int64 (stmt, 1, player);
  if ((rc = sqlite3_step (stmt)) != SQLITE_ROW)
    return read_failed (sqlite3_db_handle (stmt), rc, error);
  json_builder_begin_object (builder);
  add_string_or_null (builder, "name", (const char *) sqlite3_column_text (stmt, 0));
  add_string_or_null (builder, "club", (const char *) sqlite3_column_text (stmt, 1));
  add_string_or_null (builder, "licence", (const char *) sqlite3_column_text (stmt, 2));
  json_builder_end_object (builder);
  return TRUE;
}

JsonNode *
hammer_leagues_export (HammerStore  *self,
                            gint64        league_id,
                            GError      **error)
{
  g_autoptr(League) league = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) keys = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) options = json_node_new (JSON_NODE_OBJECT);
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(league = load_league (db, league_id, error)))
    return NULL;
  keys = document_players (league);

  json_builder_begin_object (builder);
  add_string_or_null (builder, "format", "hammer-league");
  add_int (builder, "version", HAMMER_LEAGUE_DOCUMENT_VERSION);

  json_builder_set_member_name (builder, "league");
  json_builder_begin_object (builder);
  add_string_or_null (builder, "name", league->name);
  add_string_or_null (builder, "rules", league->rules_id);
  /* The options as they were given: the format sets the team size of each
   * game, and defaults stay defaults. */
  json_builder_set_member_name (builder, "options");
  json_node_set_object (options, league->options);
  json_builder_add_value (builder, json_node_copy (options));
  add_league_calendar (builder, league);
  json_builder_set_member_name (builder, "format");
  json_builder_begin_array (builder);
  for (guint i = 0; i < league->format->len; i++)
    json_builder_add_int_value (builder, g_array_index (league->format, guint, i));
  json_builder_end_array (builder);
  add_league_scoring (builder, league);
  json_builder_end_object (builder);

  json_builder_set_member_name (builder, "divisions");
  json_builder_begin_array (builder);
  for (guint d = 0; d < league->divisions->len; d++)
    {
      json_builder_begin_object (builder);
      add_string_or_null (builder, "name",
                          ((Division *) g_ptr_array_index (league->divisions, d))->name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  if (!(stmt = hammer_store_prepare (db, "SELECT p.name, c.name, p.licence FROM players p"
                                         " LEFT JOIN clubs c ON c.id = p.club_id"
                                         " WHERE p.id = ?", error)))
    return NULL;
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint k = 0; k < keys->len; k++)
    if (!add_document_player (builder, stmt, g_array_index (keys, gint64, k), error))
      return NULL;
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "teams");
  json_builder_begin_array (builder);
  for (guint t = 0; t < league->teams->len; t++)
    {
      Team *team = g_ptr_array_index (league->teams, t);

      json_builder_begin_object (builder);
      add_string_or_null (builder, "name", team->name);
      add_string_or_null (builder, "club", team->club);
      add_int (builder, "division", team->division);
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint p = 0; p < team->players->len; p++)
        json_builder_add_int_value (builder,
                                    document_player_number (keys, g_array_index (team->players,
                                                                                 gint64, p)));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "fixtures");
  json_builder_begin_array (builder);
  for (guint i = 0; i < league->fixtures->len; i++)
    {
      Fixture *fixture = get_fixture (league, i);

      json_builder_begin_object (builder);
      add_int (builder, "division", fixture->division);
      add_int (builder, "day", fixture->day);
      add_date (builder, "day_date", &fixture->day_date);
      add_date (builder, "date", &fixture->date);
      json_builder_set_member_name (builder, "postponed");
      json_builder_add_boolean_value (builder, fixture->postponed);
      add_int (builder, "home", fixture->home);
      json_builder_set_member_name (builder, "away");
      if (fixture->away >= 0)
        json_builder_add_int_value (builder, fixture->away);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "games");
      json_builder_begin_array (builder);
      for (guint g = 0; g < league->format->len; g++)
        {
          Game *game = find_game (league, i, g);
          g_autoptr(JsonNode) result = NULL;

          if (game == NULL)
            continue;
          json_builder_begin_object (builder);
          add_int (builder, "game", g);
          for (int side = 0; side < 2; side++)
            {
              json_builder_set_member_name (builder, side == 0 ? "home" : "away");
              json_builder_begin_array (builder);
              for (guint p = 0; p < game->players[side]->len; p++)
                json_builder_add_int_value (builder,
                                            document_player_number (
                                              keys, g_array_index (game->players[side],
                                                                   GamePlayer, p).player));
              json_builder_end_array (builder);
            }
          json_builder_set_member_name (builder, "substitutes");
          json_builder_begin_array (builder);
          for (int side = 0; side < 2; side++)
            for (guint p = 0; p < game->players[side]->len; p++)
              {
                GamePlayer *player = &g_array_index (game->players[side], GamePlayer, p);

                if (player->substitute)
                  json_builder_add_int_value (builder,
                                              document_player_number (keys, player->player));
              }
          json_builder_end_array (builder);
          json_builder_set_member_name (builder, "result");
          if ((result = parse_json (game->result)) != NULL)
            json_builder_add_value (builder, g_steal_pointer (&result));
          else
            {
              damaged (league, error);
              return NULL;
            }
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}

static gboolean document_error (GError     **error,
                                const char  *format,
                                ...) G_GNUC_PRINTF (2, 3);

/* Refuses a league document, saying where it is wrong. */
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
               _("This is not a Hammer league document, or it is damaged: %s"), where);
  return FALSE;
}

/* Element @index of @array as a number below @limit, or -1. */
static gint64
doc_index (JsonArray *array,
           guint      index,
           guint      limit)
{
  gint64 value = hammer_json_element_int (array, index, -1);

  return value >= 0 && value < limit ? value : -1;
}

/* What the settings of a document become: checked as
 * hammer_leagues_create() checks a new league's. */
typedef struct
{
  char              *name;
  const HammerRules *rules;
  char              *options;
  char              *start;
  char              *end;
  gint64             weekday;
  gint64             interval;
  gint64             rest_days;
  gboolean           double_round;
  char              *blocked;
  char              *format;
  GArray            *players_per_game;
  gint64             points_per_game;
  gint64             win_bonus;
  gint64             draw_bonus;
  char              *breakers;
  JsonObject        *options_object;
} DocumentSettings;

static void
document_settings_clear (DocumentSettings *settings)
{
  g_free (settings->name);
  g_free (settings->options);
  g_free (settings->start);
  g_free (settings->end);
  g_free (settings->blocked);
  g_free (settings->format);
  g_clear_pointer (&settings->players_per_game, g_array_unref);
  g_free (settings->breakers);
  g_clear_pointer (&settings->options_object, json_object_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (DocumentSettings, document_settings_clear)

static gboolean
read_document_settings (JsonObject        *object,
                        DocumentSettings  *settings,
                        GError           **error)
{
  g_autoptr(HammerViolation) violation = NULL;
  g_autoptr(GArray) blocked = g_array_new (FALSE, FALSE, sizeof (GDate));
  g_autoptr(GArray) breakers = NULL;
  g_autoptr(GString) breaker_text = g_string_new (NULL);
  g_autoptr(JsonArray) format_json = json_array_new ();
  g_autoptr(JsonArray) breakers_json = json_array_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) local = NULL;
  JsonNode *member;
  JsonArray *array;
  GDate start, end;

  if (object == NULL)
    return document_error (error, _("the league is missing"));
  if (!(settings->name = normalize_name (hammer_json_string (object, "name"))))
    return document_error (error, _("the league has no name"));
  if (!(settings->rules = hammer_rules_lookup (hammer_json_string (object, "rules") ?: "",
                                               &violation)))
    return document_error (error, "%s", violation->message);
  if (settings->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
    return document_error (error, _("%s is played in club nights, not in team leagues"),
                           hammer_rules_get_name (settings->rules));

  member = hammer_json_member (object, "options");
  if (member != NULL && !JSON_NODE_HOLDS_OBJECT (member))
    return document_error (error, _("the options are not an object"));
  settings->options_object = member != NULL ? json_object_ref (json_node_get_object (member))
                                            : json_object_new ();
  if (json_object_has_member (settings->options_object, "team_size"))
    return document_error (error, _("option team_size is set by each game of the format"));

  if (!parse_date (hammer_json_string (object, "start"), _("The start date"), &start, &local))
    return document_error (error, "%s", local->message);
  settings->start = date_to_string (&start);
  g_date_clear (&end, 1);
  if (hammer_json_member (object, "end") != NULL)
    {
      if (!parse_date (hammer_json_string (object, "end"), _("The end date"), &end, &local))
        return document_error (error, "%s", local->message);
      if (g_date_compare (&end, &start) < 0)
        return document_error (error, _("the end date is before the start date"));
      settings->end = date_to_string (&end);
    }
  settings->weekday = 0;
  if (hammer_json_member (object, "weekday") != NULL &&
      !hammer_json_check_int (object, "weekday", 1, 7, 0, &settings->weekday, NULL))
    return document_error (error, _("the weekday is not 1 (Monday) to 7 (Sunday)"));
  if (!hammer_json_check_int (object, "interval_days", 1, 366, 7, &settings->interval, NULL))
    return document_error (error, _("the days between match days are not 1 to 366"));
  if (!hammer_json_check_int (object, "rest_days", 0, 365, 0, &settings->rest_days, NULL))
    return document_error (error, _("the rest days are not 0 to 365"));
  if (!hammer_json_check_bool (object, "double_round", FALSE, &settings->double_round, NULL))
    return document_error (error, _("double_round is not true or false"));

  member = hammer_json_member (object, "blocked");
  if (member != NULL && !JSON_NODE_HOLDS_ARRAY (member))
    return document_error (error, _("the blocked dates are not a list"));
  array = member != NULL ? json_node_get_array (member) : NULL;
  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);
      GDate date;

      if (!JSON_NODE_HOLDS_VALUE (element) ||
          json_node_get_value_type (element) != G_TYPE_STRING ||
          !parse_date (json_node_get_string (element), _("A blocked date"), &date, &local))
        return document_error (error, "%s", local != NULL ? local->message
                                                          : _("a blocked date is not a date"));
      g_array_append_val (blocked, date);
    }
  g_array_sort (blocked, compare_dates);
  settings->blocked = dates_to_json (blocked);

  if (!(array = hammer_json_array (object, "format")) || json_array_get_length (array) == 0 ||
      json_array_get_length (array) > MAX_GAMES)
    return document_error (error, _("the format is not a list of 1 to %d games"), MAX_GAMES);
  settings->players_per_game = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      gint64 players = doc_index (array, i, max_players (settings->rules) + 1);
      guint value = (guint) players;
      HammerOptions options;

      if (players < 1)
        return document_error (error, _("game %u of the format does not have 1 to %u players "
                                        "a side"), i + 1, max_players (settings->rules));
      if (!resolve_options (settings->rules, settings->options_object, value, &options,
                            &violation))
        return document_error (error, "%s", violation->message);
      g_array_append_val (settings->players_per_game, value);
      json_array_add_int_element (format_json, (gint64) value);
    }

  if (!hammer_json_check_int (object, "points_per_game", 0, 1000, 1, &settings->points_per_game,
                              NULL) ||
      !hammer_json_check_int (object, "win_bonus", 0, 1000, 2, &settings->win_bonus, NULL) ||
      !hammer_json_check_int (object, "draw_bonus", 0, 1000, 1, &settings->draw_bonus, NULL))
    return document_error (error, _("the points for a game and the bonuses are not 0 to 1000"));

  member = hammer_json_member (object, "tie_breakers");
  if (member != NULL)
    {
      if (!JSON_NODE_HOLDS_ARRAY (member))
        return document_error (error, _("the tie-breakers are not a list"));
      array = json_node_get_array (member);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *element = json_array_get_element (array, i);

          if (!JSON_NODE_HOLDS_VALUE (element) ||
              json_node_get_value_type (element) != G_TYPE_STRING ||
              strchr (json_node_get_string (element), ',') != NULL)
            return document_error (error, _("tie-breaker %u is not a name"), i + 1);
          g_string_append_printf (breaker_text, "%s%s", i > 0 ? "," : "",
                                  json_node_get_string (element));
        }
    }
  if (!(breakers = parse_breakers (member != NULL ? breaker_text->str : NULL, &local)))
    return document_error (error, "%s", local->message);
  for (guint i = 1; i < breakers->len; i++)
    json_array_add_string_element (breakers_json,
                                   breaker_names[g_array_index (breakers, Breaker, i)]);

  node = json_node_new (JSON_NODE_ARRAY);
  json_node_set_array (node, format_json);
  settings->format = json_to_string (node, FALSE);
  json_node_set_array (node, breakers_json);
  settings->breakers = json_to_string (node, FALSE);
  g_clear_pointer (&node, json_node_unref);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, settings->options_object);
  settings->options = json_to_string (node, FALSE);
  return TRUE;
}

typedef struct
{
  gint64  id;
  guint   division;
  char   *name;
  GArray *roster;   /* document player numbers */
} ImportTeam;

static void
import_team_free (ImportTeam *team)
{
  g_free (team->name);
  g_clear_pointer (&team->roster, g_array_unref);
  g_free (team);
}

static gboolean
on_roster (ImportTeam *team,
           gint64      number)
{
  for (guint i = 0; i < team->roster->len; i++)
    if (g_array_index (team->roster, gint64, i) == number)
      return TRUE;
  return FALSE;
}

static gboolean
import_players (HammerStoreTx  *tx,
                JsonArray      *players,
                GArray         *ids,
                GError        **error)
{
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = hammer_json_element_object (players, p);
      g_autoptr(GError) local = NULL;
      gint64 id;

      if (player == NULL || hammer_json_string (player, "name") == NULL)
        return document_error (error, _("player %u has no name"), p + 1);
      if (!(id = hammer_store_tx_ensure_player (tx, hammer_json_string (player, "name"),
                                                hammer_json_string (player, "club"),
                                                hammer_json_string (player, "licence"), &local)))
        {
          if (local->domain == HAMMER_ERROR && local->code == HAMMER_ERROR_INVALID)
            return document_error (error, _("player %u: %s"), p + 1, local->message);
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      for (guint q = 0; q < ids->len; q++)
        if (g_array_index (ids, gint64, q) == id)
          return document_error (error, _("players %u and %u are the same player of this "
                                          "database (%s); give them licences"),
                                 q + 1, p + 1, hammer_json_string (player, "name"));
      g_array_append_val (ids, id);
    }
  return TRUE;
}

static gboolean
import_teams (HammerStoreTx  *tx,
              JsonArray      *teams,
              GArray         *division_ids,
              GArray         *player_ids,
              GPtrArray      *imported,
              GError        **error)
{
  g_autoptr(sqlite3_stmt) team_stmt = NULL;
  g_autoptr(sqlite3_stmt) roster_stmt = NULL;
  g_autofree int *team_of = g_new (int, player_ids->len + 1);

  for (guint p = 0; p < player_ids->len; p++)
    team_of[p] = -1;
  if (!(team_stmt = hammer_store_prepare (tx->db, "INSERT INTO league_teams (division_id, name,"
                                                  " club_id) VALUES (?, ?, ?)", error)) ||
      !(roster_stmt = hammer_store_prepare (tx->db, "INSERT INTO league_team_players (team_id,"
                                                    " player_id) VALUES (?, ?)", error)))
    return FALSE;

  for (guint t = 0; t < json_array_get_length (teams); t++)
    {
      JsonObject *object = hammer_json_element_object (teams, t);
      ImportTeam *team;
      JsonArray *roster;
      gint64 division = 0, club = 0;

      if (object == NULL)
        return document_error (error, _("team %u is not an object"), t + 1);
      team = g_new0 (ImportTeam, 1);
      team->roster = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_ptr_array_add (imported, team);
      if (!(team->name = normalize_name (hammer_json_string (object, "name"))))
        return document_error (error, _("team %u has no name"), t + 1);
      for (guint u = 0; u + 1 < imported->len; u++)
        if (same_name (((ImportTeam *) g_ptr_array_index (imported, u))->name, team->name))
          return document_error (error, _("two teams are called “%s”"), team->name);
      if (!hammer_json_check_int (object, "division", 0, (gint64) division_ids->len - 1, -1,
                                  &division, NULL))
        return document_error (error, _("team %s is in no division of the league"), team->name);
      team->division = (guint) division;
      if (hammer_json_string (object, "club") != NULL &&
          !(club = hammer_store_tx_ensure_club (tx, hammer_json_string (object, "club"), error)))
        return FALSE;

      sqlite3_reset (team_stmt);
      sqlite3_clear_bindings (team_stmt);
      sqlite3_bind_int64 (team_stmt, 1, g_array_index (division_ids, gint64, division));
      sqlite3_bind_text (team_stmt, 2, team->name, -1, SQLITE_TRANSIENT);
      if (club != 0)
        sqlite3_bind_int64 (team_stmt, 3, club);
      if (!hammer_store_step_done (team_stmt, _("Could not store a team"), error))
        return FALSE;
      team->id = sqlite3_last_insert_rowid (tx->db);
      if (!hammer_store_tx_log_row (tx, "league_teams", team->id, NULL, error))
        return FALSE;
      if (!(roster = hammer_json_array (object, "players")) &&
          hammer_json_member (object, "players") != NULL)
        return document_error (error, _("the roster of %s is not a list"), team->name);
      for (guint i = 0; roster != NULL && i < json_array_get_length (roster); i++)
        {
          gint64 number = doc_index (roster, i, player_ids->len);

          if (number < 0)
            return document_error (error, _("the roster of %s names player %u, who is not in "
                                            "the document"), team->name, i + 1);
          if (team_of[number] == (int) t)
            return document_error (error, _("the roster of %s names a player twice"),
                                   team->name);
          if (team_of[number] >= 0)
            {
              ImportTeam *other = g_ptr_array_index (imported, (guint) team_of[number]);

              return document_error (error, _("player %" PRId64 " is on the rosters of %s and "
                                              "%s"), number + 1, other->name, team->name);
            }
          team_of[number] = (int) t;
          g_array_append_val (team->roster, number);
          sqlite3_reset (roster_stmt);
          sqlite3_bind_int64 (roster_stmt, 1, team->id);
          sqlite3_bind_int64 (roster_stmt, 2, g_array_index (player_ids, gint64, number));
          if (!hammer_store_step_done (roster_stmt, _("Could not save the roster"), error) ||
              !hammer_store_tx_log_row (tx, "league_team_players",
                                        sqlite3_last_insert_rowid (tx->db), NULL, error))
            return FALSE;
        }
    }
  return TRUE;
}

/* The games of fixture number @number (from 0 in the document), stored as
 * fixture @fixture_id; every result goes through the rules again. */
static gboolean
import_games (HammerStoreTx     *tx,
              League            *stub,
              JsonObject        *object,
              guint              number,
              gint64             fixture_id,
              ImportTeam        *sides[2],
              GArray            *player_ids,
              GArray            *format,
              GError           **error)
{
  g_autoptr(sqlite3_stmt) game_stmt = NULL;
  g_autoptr(sqlite3_stmt) player_stmt = NULL;
  g_autofree char *title = g_strdup_printf ("%s – %s", sides[0]->name, sides[1]->name);
  g_autofree gboolean *entered = g_new0 (gboolean, format->len);
  JsonArray *games = hammer_json_array (object, "games");

  if (!(game_stmt = hammer_store_prepare (tx->db, "INSERT INTO league_games (fixture_id, game,"
                                                  " result, winner, home_score, away_score,"
                                                  " home_games, away_games)"
                                                  " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", error)) ||
      !(player_stmt = hammer_store_prepare (tx->db, "INSERT INTO league_game_players (game_id,"
                                                    " side, position, player_id, substitute)"
                                                    " VALUES (?, ?, ?, ?, ?)", error)))
    return FALSE;

  for (guint g = 0; games != NULL && g < json_array_get_length (games); g++)
    {
      JsonObject *game = hammer_json_element_object (games, g);
      g_autoptr(HammerViolation) violation = NULL;
      g_autoptr(HammerMatch) match = NULL;
      g_autoptr(JsonObject) stored = json_object_new ();
      g_autoptr(JsonNode) stored_node = json_node_new (JSON_NODE_OBJECT);
      g_autofree char *text = NULL;
      g_autofree gboolean *seen = g_new0 (gboolean, player_ids->len + 1);
      JsonArray *substitutes;
      JsonNode *result;
      gint64 index;
      guint players;
      gint64 game_id;

      if (game == NULL ||
          !hammer_json_check_int (game, "game", 0, format->len - 1, -1, &index, NULL))
        return document_error (error, _("%s (fixture %u): game %u is not one of the %u games "
                                        "of a team match"), title, number + 1, g + 1,
                               format->len);
      if (entered[index])
        return document_error (error, _("%s (fixture %u), game %u: entered twice"), title,
                               number + 1, (guint) index + 1);
      entered[index] = TRUE;
      players = g_array_index (format, guint, index);

      substitutes = hammer_json_array (game, "substitutes");
      for (guint i = 0; substitutes != NULL && i < json_array_get_length (substitutes); i++)
        if (doc_index (substitutes, i, player_ids->len) < 0)
          return document_error (error, _("%s (fixture %u), game %u: a substitute is not in "
                                          "the document"), title, number + 1,
                                 (guint) index + 1);

      result = hammer_json_member (game, "result");
      match = play_game (stub, players, result, &violation);
      if (match != NULL && hammer_match_get_state (match) != HAMMER_STATE_FINISHED)
        violation = hammer_violation_new (HAMMER_REASON_UNFINISHED_GAME, -1, -1, -1,
                                          _("The match is not finished; enter every game to "
                                            "its end"));
      if (violation != NULL)
        return document_error (error, _("%s (fixture %u), game %u: %s"), title, number + 1,
                               (guint) index + 1, violation->message);
      json_object_set_member (stored, "games",
                              json_node_copy (json_object_get_member (json_node_get_object (result),
                                                                      "games")));
      json_node_set_object (stored_node, stored);
      text = json_to_string (stored_node, FALSE);

      sqlite3_reset (game_stmt);
      sqlite3_clear_bindings (game_stmt);
      sqlite3_bind_int64 (game_stmt, 1, fixture_id);
      sqlite3_bind_int64 (game_stmt, 2, index);
      sqlite3_bind_text (game_stmt, 3, text, -1, SQLITE_TRANSIENT);
      if (hammer_match_get_winner (match) >= 0)
        sqlite3_bind_int (game_stmt, 4, hammer_match_get_winner (match));
      for (int side = 0; side < 2; side++)
        {
          sqlite3_bind_int (game_stmt, 5 + side, hammer_match_get_totals (match)[side]);
          sqlite3_bind_int (game_stmt, 7 + side, hammer_match_get_games_won (match)[side]);
        }
      if (!hammer_store_step_done (game_stmt, _("Could not save the result"), error))
        return FALSE;
      game_id = sqlite3_last_insert_rowid (tx->db);
      if (!hammer_store_tx_log_row (tx, "league_games", game_id, NULL, error))
        return FALSE;

      for (int side = 0; side < 2; side++)
        {
          JsonArray *list = hammer_json_array (game, side == 0 ? "home" : "away");

          if (list == NULL || json_array_get_length (list) != players)
            return document_error (error, g_dngettext (GETTEXT_PACKAGE,
                                                       "%s (fixture %u), game %u: %s plays it "
                                                       "with %u player",
                                                       "%s (fixture %u), game %u: %s plays it "
                                                       "with %u players", players),
                                   title, number + 1, (guint) index + 1, sides[side]->name,
                                   players);
          for (guint p = 0; p < players; p++)
            {
              gint64 player = doc_index (list, p, player_ids->len);
              gboolean substitute = FALSE;

              if (player < 0)
                return document_error (error, _("%s (fixture %u), game %u: player %u of %s is "
                                                "not in the document"), title, number + 1,
                                       (guint) index + 1, p + 1, sides[side]->name);
              if (seen[player])
                return document_error (error, _("%s (fixture %u), game %u: player %" PRId64
                                                " is named twice"), title, number + 1,
                                       (guint) index + 1, player + 1);
              seen[player] = TRUE;
              for (guint i = 0; substitutes != NULL && i < json_array_get_length (substitutes);
                   i++)
                substitute |= doc_index (substitutes, i, player_ids->len) == player;
              /* A substitute may have joined a roster since; anyone else
               * plays for the team whose roster holds them. */
              if (!substitute && !on_roster (sides[side], player))
                return document_error (error, _("%s (fixture %u), game %u: player %" PRId64
                                                " is not on the roster of %s and not a "
                                                "substitute"), title, number + 1,
                                       (guint) index + 1, player + 1, sides[side]->name);

              sqlite3_reset (player_stmt);
              sqlite3_bind_int64 (player_stmt, 1, game_id);
              sqlite3_bind_int (player_stmt, 2, side);
              sqlite3_bind_int (player_stmt, 3, (int) p);
              sqlite3_bind_int64 (player_stmt, 4, g_array_index (player_ids, gint64, player));
              sqlite3_bind_int (player_stmt, 5, substitute ? 1 : 0);
              if (!hammer_store_step_done (player_stmt, _("Could not save the result"), error) ||
                  !hammer_store_tx_log_row (tx, "league_game_players",
                                            sqlite3_last_insert_rowid (tx->db), NULL, error))
                return FALSE;
            }
        }
      for (guint i = 0; substitutes != NULL && i < json_array_get_length (substitutes); i++)
        if (!seen[doc_index (substitutes, i, player_ids->len)])
          return document_error (error, _("%s (fixture %u), game %u: a substitute does not "
                                          "play the game"), title, number + 1,
                                 (guint) index + 1);
    }
  if (games == NULL && hammer_json_member (object, "games") != NULL)
    return document_error (error, _("%s (fixture %u): the games are not a list"), title,
                           number + 1);
  return TRUE;
}

static gboolean
import_fixtures (HammerStoreTx  *tx,
                 League         *stub,
                 JsonArray      *fixtures,
                 GArray         *division_ids,
                 GPtrArray      *teams,
                 GArray         *player_ids,
                 GArray         *format,
                 GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO league_fixtures (division_id, day,"
                                             " day_date, date, postponed, home_id, away_id)"
                                             " VALUES (?, ?, ?, ?, ?, ?, ?)", error)))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (fixtures); i++)
    {
      JsonObject *object = hammer_json_element_object (fixtures, i);
      g_autoptr(GError) local = NULL;
      g_autofree char *day_date_text = NULL;
      g_autofree char *date_text = NULL;
      ImportTeam *sides[2] = { NULL, NULL };
      gint64 division, day, home, away = -1;
      gboolean postponed;
      GDate day_date, date;
      gint64 fixture_id;
      JsonArray *games;

      if (object == NULL)
        return document_error (error, _("fixture %u is not an object"), i + 1);
      if (!hammer_json_check_int (object, "division", 0, (gint64) division_ids->len - 1, -1,
                                  &division, NULL))
        return document_error (error, _("fixture %u is in no division of the league"), i + 1);
      if (!hammer_json_check_int (object, "day", 1, 10000, 0, &day, NULL))
        return document_error (error, _("fixture %u has no match day"), i + 1);
      if (!parse_date (hammer_json_string (object, "day_date"), _("The match day"), &day_date,
                       &local))
        return document_error (error, _("fixture %u: %s"), i + 1, local->message);
      g_date_clear (&date, 1);
      if (hammer_json_member (object, "date") != NULL &&
          !parse_date (hammer_json_string (object, "date"), _("The date"), &date, &local))
        return document_error (error, _("fixture %u: %s"), i + 1, local->message);
      if (!hammer_json_check_bool (object, "postponed", FALSE, &postponed, NULL))
        return document_error (error, _("fixture %u: postponed is not true or false"), i + 1);
      if (!g_date_valid (&date) && !postponed)
        return document_error (error, _("fixture %u has no date and is not postponed"), i + 1);
      if (!hammer_json_check_int (object, "home", 0, (gint64) teams->len - 1, -1, &home, NULL) ||
          (hammer_json_member (object, "away") != NULL &&
           !hammer_json_check_int (object, "away", 0, (gint64) teams->len - 1, -1, &away, NULL)))
        return document_error (error, _("fixture %u names a team that is not in the document"),
                               i + 1);
      sides[0] = g_ptr_array_index (teams, (guint) home);
      sides[1] = away >= 0 ? g_ptr_array_index (teams, (guint) away) : NULL;
      if (sides[0]->division != division || (sides[1] != NULL && sides[1]->division != division))
        return document_error (error, _("fixture %u: a team of another division plays in it"),
                               i + 1);
      if (home == away)
        return document_error (error, _("fixture %u: %s plays against itself"), i + 1,
                               sides[0]->name);
      games = hammer_json_array (object, "games");
      if (games != NULL && json_array_get_length (games) > 0)
        {
          if (sides[1] == NULL)
            return document_error (error, _("fixture %u is a bye for %s and has no games"),
                                   i + 1, sides[0]->name);
          if (!g_date_valid (&date))
            return document_error (error, _("fixture %u is postponed without a date but has "
                                            "results"), i + 1);
        }

      day_date_text = date_to_string (&day_date);
      date_text = date_to_string (&date);
      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      sqlite3_bind_int64 (stmt, 1, g_array_index (division_ids, gint64, division));
      sqlite3_bind_int64 (stmt, 2, day);
      sqlite3_bind_text (stmt, 3, day_date_text, -1, SQLITE_TRANSIENT);
      hammer_store_bind_text (stmt, 4, date_text);
      sqlite3_bind_int (stmt, 5, postponed ? 1 : 0);
      sqlite3_bind_int64 (stmt, 6, sides[0]->id);
      if (sides[1] != NULL)
        sqlite3_bind_int64 (stmt, 7, sides[1]->id);
      if (!hammer_store_step_done (stmt, _("Could not store a fixture"), error))
        return FALSE;
      fixture_id = sqlite3_last_insert_rowid (tx->db);
      if (!hammer_store_tx_log_row (tx, "league_fixtures", fixture_id, NULL, error))
        return FALSE;
      if (sides[1] != NULL &&
          !import_games (tx, stub, object, i, fixture_id, sides, player_ids, format, error))
        return FALSE;
    }
  return TRUE;
}

gint64
hammer_leagues_import (HammerStore  *self,
                            JsonNode     *document,
                            GError      **error)
{
  g_auto(DocumentSettings) settings = { 0 };
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) division_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) teams = g_ptr_array_new_with_free_func ((GDestroyNotify) import_team_free);
  g_autoptr(GPtrArray) division_names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(League) check = NULL;
  g_autofree char *description = NULL;
  g_autofree char *now = NULL;
  JsonObject *root;
  JsonArray *divisions, *players, *team_list, *fixtures;
  HammerStoreTx tx = { 0 };
  League stub = { 0 };
  gint64 version;
  gint64 league_id;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (document != NULL, 0);

  if (!JSON_NODE_HOLDS_OBJECT (document) ||
      g_strcmp0 (hammer_json_string ((root = json_node_get_object (document)), "format"),
                 "hammer-league") != 0)
    return document_error (error, _("it does not say “hammer-league”"));
  if (!hammer_json_check_int (root, "version", 1, G_MAXINT64, 0, &version, NULL))
    return document_error (error, _("it has no version"));
  if (version > HAMMER_LEAGUE_DOCUMENT_VERSION)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE,
                   _("This league document was written by a newer Hammer (version %" PRId64
                     "); update Hammer to import it"), version);
      return 0;
    }
  {
    JsonNode *league = hammer_json_member (root, "league");

    if (!read_document_settings (league != NULL && JSON_NODE_HOLDS_OBJECT (league)
                                   ? json_node_get_object (league) : NULL, &settings, error))
      return 0;
  }
  divisions = hammer_json_array (root, "divisions");
  players = hammer_json_array (root, "players");
  team_list = hammer_json_array (root, "teams");
  fixtures = hammer_json_array (root, "fixtures");
  if (divisions == NULL || players == NULL || team_list == NULL || fixtures == NULL)
    return document_error (error, _("divisions, players, teams or fixtures are missing"));
  if (json_array_get_length (divisions) == 0)
    return document_error (error, _("the league has no division"));
  for (guint d = 0; d < json_array_get_length (divisions); d++)
    {
      JsonObject *division = hammer_json_element_object (divisions, d);
      char *name = normalize_name (hammer_json_string (division, "name"));

      if (name == NULL)
        return document_error (error, _("division %u has no name"), d + 1);
      g_ptr_array_add (division_names, name);
      for (guint e = 0; e < d; e++)
        if (same_name (g_ptr_array_index (division_names, e), name))
          return document_error (error, _("two divisions are called “%s”"), name);
    }

  stub.rules = settings.rules;
  stub.rules_id = (char *) settings.rules->id;
  stub.options = settings.options_object;

  db = hammer_store_get_db (self);
  /* TRANSLATORS: a change in the history; %s is a league's name. */
  description = g_strdup_printf (_("Import league %s"), settings.name);
  now = hammer_now_stamp ();
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;
  if (!(stmt = hammer_store_prepare (db, "INSERT INTO leagues (name, rules, options, start_date,"
                                         " end_date, weekday, interval_days, rest_days,"
                                         " double_round, blocked, format, points_per_game,"
                                         " win_bonus, draw_bonus, tie_breakers, created_at)"
                                         " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                     error)))
    goto fail;
  sqlite3_bind_text (stmt, 1, settings.name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, settings.rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, settings.options, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, settings.start, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 5, settings.end);
  if (settings.weekday > 0)
    sqlite3_bind_int64 (stmt, 6, settings.weekday);
  sqlite3_bind_int64 (stmt, 7, settings.interval);
  sqlite3_bind_int64 (stmt, 8, settings.rest_days);
  sqlite3_bind_int (stmt, 9, settings.double_round ? 1 : 0);
  sqlite3_bind_text (stmt, 10, settings.blocked, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 11, settings.format, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 12, settings.points_per_game);
  sqlite3_bind_int64 (stmt, 13, settings.win_bonus);
  sqlite3_bind_int64 (stmt, 14, settings.draw_bonus);
  sqlite3_bind_text (stmt, 15, settings.breakers, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 16, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (stmt, _("Could not store the league"), error))
    goto fail;
  league_id = sqlite3_last_insert_rowid (db);
  if (!hammer_store_tx_log_row (&tx, "leagues", league_id, NULL, error))
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!insert_divisions (&tx, league_id, division_names, division_ids,
                         _("Could not store the league"), error))
    goto fail;

  if (!import_players (&tx, players, player_ids, error) ||
      !import_teams (&tx, team_list, division_ids, player_ids, teams, error) ||
      !import_fixtures (&tx, &stub, fixtures, division_ids, teams, player_ids,
                        settings.players_per_game, error))
    goto fail;

  /* What was written must read back as a league. */
  if (!(check = load_league (db, league_id, error)))
    goto fail;
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return league_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}
