/* test-leagues.c — team leagues in the store and on the command line
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <sqlite3.h>
#include <stdarg.h>
#include <string.h>
#include <sys/wait.h>

#include "hammer-core.h"
#include "league/hammer-league-fixtures.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"
#include "test-common.h"

typedef StoreFixture Fixture;

/* Helpers */

static gint64
make_league (Fixture    *f,
             const char *format,
             const char *tie_breakers,
             gboolean    double_round,
             const char *options_json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) options = options_json ? json_from_string (options_json, NULL) : NULL;
  const char *blocked[] = { "2026-12-24", "2026-12-31", NULL };
  HammerLeagueSpec spec;
  gint64 id;

  hammer_league_spec_init (&spec);
  spec.name = "Thursday League";
  spec.rules = "table";
  spec.options = options != NULL ? json_node_get_object (options) : NULL;
  spec.start_date = "2026-09-01";
  spec.end_date = "2027-06-30";
  spec.weekday = G_DATE_THURSDAY;
  spec.format = format;
  spec.tie_breakers = tie_breakers;
  spec.double_round = double_round;
  spec.blocked = blocked;
  id = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

/* Team @name with players "<name>1" … "<name>4". */
static gint64
add_team (Fixture    *f,
          gint64      league,
          const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *p1 = g_strdup_printf ("%s1", name);
  g_autofree char *p2 = g_strdup_printf ("%s2", name);
  g_autofree char *p3 = g_strdup_printf ("%s3", name);
  g_autofree char *p4 = g_strdup_printf ("%s4", name);
  const char *players[] = { p1, p2, p3, p4, NULL };
  gint64 id;

  id = hammer_leagues_add_team (f->store, league, NULL, name, "Shuffle Club", players,
                                &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

static JsonNode *
fixtures_of (Fixture *f,
             gint64   league)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = hammer_leagues_fixtures_json (f->store, league, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

static JsonArray *
match_days (JsonNode *fixtures)
{
  JsonArray *divisions = json_object_get_array_member (json_node_get_object (fixtures),
                                                       "divisions");

  return json_object_get_array_member (json_array_get_object_element (divisions, 0),
                                       "match_days");
}

/* The id of the fixture of @home v @away, 0 when there is none. */
static gint64
find_fixture (Fixture    *f,
              gint64      league,
              const char *home,
              const char *away)
{
  g_autoptr(JsonNode) node = fixtures_of (f, league);
  JsonArray *days = match_days (node);

  for (guint k = 0; k < json_array_get_length (days); k++)
    {
      JsonArray *fixtures = json_object_get_array_member (json_array_get_object_element (days, k),
                                                          "fixtures");

      for (guint i = 0; i < json_array_get_length (fixtures); i++)
        {
          JsonObject *fixture = json_array_get_object_element (fixtures, i);
          JsonObject *h = json_object_get_object_member (fixture, "home");
          JsonObject *a = json_object_get_object_member (fixture, "away");

          if (g_str_equal (json_object_get_string_member (h, "name"), home) &&
              g_str_equal (json_object_get_string_member (a, "name"), away))
            return json_object_get_int_member (fixture, "id");
        }
    }
  return 0;
}

static JsonNode *
fixture_report (Fixture *f,
                gint64   fixture)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = hammer_leagues_fixture_json (f->store, fixture, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

static gint64
fixture_int (Fixture    *f,
             gint64      fixture,
             const char *member)
{
  g_autoptr(JsonNode) node = fixture_report (f, fixture);

  return json_object_get_int_member (json_node_get_object (node), member);
}

/* The names of the home and the away team of @fixture. */
static void
sides_of (Fixture  *f,
          gint64    fixture,
          char    **home,
          char    **away)
{
  g_autoptr(JsonNode) node = fixture_report (f, fixture);
  JsonObject *object = json_node_get_object (node);

  *home = g_strdup (json_object_get_string_member (json_object_get_object_member (object,
                                                                                   "home"),
                                                   "name"));
  *away = g_strdup (json_object_get_string_member (json_object_get_object_member (object,
                                                                                   "away"),
                                                   "name"));
}

/* A best-of-3 table match that side @winner wins 2–0: 15–0 twice in
 * singles, 21–0 twice in doubles. */
static char *
won_match (int      winner,
           gboolean doubles)
{
  const char *end_a = winner == 0 ? "[8, 0]" : "[0, 8]";
  const char *end_b = winner == 0 ? "[7, 0]" : "[0, 7]";
  const char *end_c = winner == 0 ? "[3, 0]" : "[0, 3]";
  const char *end_d = winner == 0 ? "[2, 0]" : "[0, 2]";
  g_autofree char *game = NULL;

  if (doubles)
    game = g_strdup_printf ("{\"ends\": [{\"points\": %s}, {\"points\": %s}, {\"points\": %s},"
                            " {\"points\": %s}]}", end_a, end_a, end_c, end_d);
  else
    game = g_strdup_printf ("{\"ends\": [{\"points\": %s}, {\"points\": %s}]}", end_a, end_b);
  return g_strdup_printf ("{\"games\": [%s, %s]}", game, game);
}

static gboolean
enter_game (Fixture     *f,
            gint64       fixture,
            guint        game,
            const char  *home,
            const char  *away,
            const char  *result,
            GError     **error)
{
  g_auto(GStrv) home_players = g_strsplit (home, ",", -1);
  g_auto(GStrv) away_players = g_strsplit (away, ",", -1);
  g_autoptr(JsonNode) node = json_from_string (result, NULL);

  g_assert_nonnull (node);
  return hammer_leagues_enter_game (f->store, fixture, game,
                                    (const char *const *) home_players,
                                    (const char *const *) away_players, node, error);
}

/* Enters a whole 4 singles + 2 doubles match that the home side wins
 * @home_wins of (the first games), the away side the rest. */
static void
play_match (Fixture    *f,
            gint64      fixture,
            const char *home,
            const char *away,
            guint       home_wins)
{
  g_autoptr(GString) text = g_string_new ("{\"games\": [");
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;

  for (guint g = 0; g < 6; g++)
    {
      g_autofree char *result = won_match (g < home_wins ? 0 : 1, g >= 4);

      if (g < 4)
        g_string_append_printf (text, "%s{\"home\": [\"%s%u\"], \"away\": [\"%s%u\"], "
                                "\"result\": %s}", g > 0 ? ", " : "", home, g + 1, away, g + 1,
                                result);
      else
        g_string_append_printf (text, ", {\"game\": %u, \"home\": [\"%s%u\", \"%s%u\"], "
                                "\"away\": [\"%s%u\", \"%s%u\"], \"result\": %s}", g, home,
                                g == 4 ? 1 : 3, home, g == 4 ? 2 : 4, away, g == 4 ? 1 : 3,
                                away, g == 4 ? 2 : 4, result);
    }
  g_string_append (text, "]}");
  node = json_from_string (text->str, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_enter_match (f->store, fixture, node, &error));
  g_assert_no_error (error);
}

static JsonArray *
table_of (JsonNode *node)
{
  JsonArray *divisions = json_object_get_array_member (json_node_get_object (node),
                                                       "divisions");

  return json_object_get_array_member (json_array_get_object_element (divisions, 0), "table");
}

static JsonObject *
table_line (JsonNode   *node,
            const char *team)
{
  JsonArray *table = table_of (node);

  for (guint i = 0; i < json_array_get_length (table); i++)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (table, i),
                                                    "name"), team))
      return json_array_get_object_element (table, i);
  g_assert_not_reached ();
}

static JsonNode *
table_now (Fixture *f,
           gint64   league)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = hammer_leagues_table_json (f->store, league, &error);

  g_assert_no_error (error);
  return node;
}

static void
undo (Fixture *f,
      gint64   change)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (hammer_store_undo (f->store, change, &error));
  g_assert_no_error (error);
}

static void
undo_last (Fixture *f)
{
  undo (f, hammer_store_get_last_change (f->store));
}

static void
assert_error_mentions (const GError *error,
                       const char   *text)
{
  g_assert_nonnull (error);
  if (strstr (error->message, text) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, text);
}

/* Tests */

static void
check_fixtures (Fixture  *f,
                guint     n_teams,
                gboolean  double_round)
{
  const char *names[] = { "Ajax", "Bees", "Cats", "Dogs", "Eels", "Fish", "Gnus" };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GHashTable) meetings = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  int home[8] = { 0 }, away[8] = { 0 }, byes[8] = { 0 };
  g_autofree gint64 *team_ids = g_new0 (gint64, n_teams);
  guint rounds = double_round ? 2 : 1;
  JsonArray *days;
  gint64 league;

  league = make_league (f, NULL, NULL, double_round, NULL);
  for (guint t = 0; t < n_teams; t++)
    team_ids[t] = add_team (f, league, names[t]);
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);

  node = fixtures_of (f, league);
  days = match_days (node);
  g_assert_cmpuint (json_array_get_length (days), ==,
                    rounds * (n_teams % 2 == 1 ? n_teams : n_teams - 1));
  for (guint k = 0; k < json_array_get_length (days); k++)
    {
      JsonObject *day = json_array_get_object_element (days, k);
      JsonArray *fixtures = json_object_get_array_member (day, "fixtures");
      gboolean playing[8] = { FALSE };
      GDate date;

      /* Thursdays, never a blocked date. */
      g_date_set_parse (&date, json_object_get_string_member (day, "date"));
      g_assert_true (g_date_valid (&date));
      g_assert_cmpint (g_date_get_weekday (&date), ==, G_DATE_THURSDAY);
      g_assert_cmpstr (json_object_get_string_member (day, "date"), !=, "2026-12-24");
      g_assert_cmpstr (json_object_get_string_member (day, "date"), !=, "2026-12-31");

      for (guint i = 0; i < json_array_get_length (fixtures); i++)
        {
          JsonObject *fixture = json_array_get_object_element (fixtures, i);
          gint64 h = json_object_get_int_member (json_object_get_object_member (fixture, "home"),
                                                 "id");
          gint64 a = json_object_get_int_member (json_object_get_object_member (fixture, "away"),
                                                 "id");
          guint hi = 0, ai = 0, count;
          g_autofree char *pair = NULL;

          for (guint t = 0; t < n_teams; t++)
            {
              if (team_ids[t] == h)
                hi = t;
              if (team_ids[t] == a)
                ai = t;
            }
          /* Nobody twice on one day. */
          g_assert_false (playing[hi]);
          g_assert_false (playing[ai]);
          playing[hi] = playing[ai] = TRUE;
          home[hi]++;
          away[ai]++;
          pair = g_strdup_printf ("%u-%u", MIN (hi, ai), MAX (hi, ai));
          count = GPOINTER_TO_UINT (g_hash_table_lookup (meetings, pair));
          g_hash_table_insert (meetings, g_strdup (pair), GUINT_TO_POINTER (count + 1));
        }
      if (n_teams % 2 == 1)
        {
          JsonObject *bye = json_object_get_object_member (day, "bye");

          g_assert_nonnull (bye);
          for (guint t = 0; t < n_teams; t++)
            if (team_ids[t] == json_object_get_int_member (bye, "team"))
              {
                g_assert_false (playing[t]);
                byes[t]++;
              }
        }
      else
        g_assert_true (json_object_get_null_member (day, "bye"));
    }

  /* Every pair meets once per round; home and away balanced within one. */
  g_assert_cmpuint (g_hash_table_size (meetings), ==, n_teams * (n_teams - 1) / 2);
  {
    GHashTableIter iter;
    gpointer count;

    g_hash_table_iter_init (&iter, meetings);
    while (g_hash_table_iter_next (&iter, NULL, &count))
      g_assert_cmpuint (GPOINTER_TO_UINT (count), ==, rounds);
  }
  for (guint t = 0; t < n_teams; t++)
    {
      g_assert_cmpint (ABS (home[t] - away[t]), <=, double_round ? 0 : 1);
      g_assert_cmpint (byes[t], ==, n_teams % 2 == 1 ? (int) rounds : 0);
    }
}

static void
test_fixtures_even_single (Fixture       *f,
                           gconstpointer  data)
{
  check_fixtures (f, 6, FALSE);
}

static void
test_fixtures_odd_double (Fixture       *f,
                          gconstpointer  data)
{
  check_fixtures (f, 5, TRUE);
}

static void
test_fixtures_refused (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  HammerLeagueSpec spec;
  gint64 league;

  league = make_league (f, NULL, NULL, FALSE, NULL);
  add_team (f, league, "Ajax");
  /* One team makes no fixtures. */
  g_assert_false (hammer_leagues_generate_fixtures (f->store, league, &error));
  assert_error_mentions (error, "two teams");
  g_clear_error (&error);

  /* Eight teams do not fit between 1 and 30 September. */
  hammer_league_spec_init (&spec);
  spec.name = "Short";
  spec.rules = "table";
  spec.start_date = "2026-09-01";
  spec.end_date = "2026-09-30";
  league = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  for (guint t = 0; t < 8; t++)
    {
      g_autofree char *name = g_strdup_printf ("Short %u", t);

      g_assert_cmpint (hammer_leagues_add_team (f->store, league, NULL, name, NULL, NULL,
                                                &error), >, 0);
      g_assert_no_error (error);
    }
  g_assert_false (hammer_leagues_generate_fixtures (f->store, league, &error));
  assert_error_mentions (error, "2026-09-30");
  g_clear_error (&error);
}

static void
test_league_refused (Fixture       *f,
                     gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  const char *divisions[] = { "North", "north", NULL };
  const char *roster[] = { "Ajax1", NULL };
  HammerLeagueSpec spec;
  gint64 league;

  hammer_league_spec_init (&spec);
  spec.name = "Bad";
  spec.start_date = "2026-09-01";

  spec.rules = "snooker";
  g_assert_cmpint (hammer_leagues_create (f->store, &spec, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  spec.rules = "sjoelbak";
  g_assert_cmpint (hammer_leagues_create (f->store, &spec, &error), ==, 0);
  assert_error_mentions (error, "club nights");
  g_clear_error (&error);

  spec.rules = "table";
  spec.format = "4x1,2x9";
  g_assert_cmpint (hammer_leagues_create (f->store, &spec, &error), ==, 0);
  assert_error_mentions (error, "2x9");
  g_clear_error (&error);

  spec.format = "4 singles, 2 doubles";
  spec.tie_breakers = "coin-toss";
  g_assert_cmpint (hammer_leagues_create (f->store, &spec, &error), ==, 0);
  assert_error_mentions (error, "coin-toss");
  g_clear_error (&error);

  spec.tie_breakers = NULL;
  spec.end_date = "2026-08-01";
  g_assert_cmpint (hammer_leagues_create (f->store, &spec, &error), ==, 0);
  assert_error_mentions (error, "before the start");
  g_clear_error (&error);

  spec.end_date = NULL;
  spec.divisions = divisions;
  g_assert_cmpint (hammer_leagues_create (f->store, &spec, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);

  /* Nothing of those was stored. */
  {
    g_autoptr(JsonNode) list = hammer_leagues_list_json (f->store, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (json_array_get_length (json_node_get_array (list)), ==, 0);
  }

  /* "4 singles, 2 doubles" is the same as 4x1,2x2. */
  spec.divisions = NULL;
  league = hammer_leagues_create (f->store, &spec, &error);
  g_assert_no_error (error);
  /* The sidebar's typed listing says what the list's JSON says. */
  {
    g_autoptr(JsonNode) list = hammer_leagues_list_json (f->store, &error);
    g_autoptr(GListModel) listings = hammer_leagues_list (f->store, &error);
    g_autoptr(HammerCompetitionListing) first = NULL;
    JsonObject *object;

    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (listings), ==, 1);
    object = json_array_get_object_element (json_node_get_array (list), 0);
    first = g_list_model_get_item (listings, 0);
    g_assert_cmpint (hammer_competition_listing_get_kind (first), ==,
                     HAMMER_COMPETITION_LISTING_TEAM_LEAGUE);
    g_assert_cmpint (hammer_competition_listing_get_id (first), ==,
                     json_object_get_int_member (object, "id"));
    g_assert_cmpstr (hammer_competition_listing_get_name (first), ==,
                     json_object_get_string_member (object, "name"));
    g_assert_cmpstr (hammer_competition_listing_get_start (first), ==,
                     json_object_get_string_member_with_default (object, "start", NULL));
    g_assert_cmpstr (hammer_competition_listing_get_rules_id (first), ==,
                     json_object_get_string_member (object, "rules"));
    g_assert_cmpint (hammer_competition_listing_get_teams (first), ==,
                     json_object_get_int_member (object, "teams"));
  }
  {
    g_autoptr(JsonNode) node = hammer_leagues_get_json (f->store, league, &error);
    JsonArray *format = json_object_get_array_member (json_node_get_object (node), "format");

    g_assert_no_error (error);
    g_assert_cmpuint (json_array_get_length (format), ==, 6);
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (format, 3),
                                                    "kind"), ==, "singles");
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (format, 4),
                                                 "players"), ==, 2);
  }

  add_team (f, league, "Ajax");
  /* A second Ajax, and a player already on Ajax's roster. */
  g_assert_cmpint (hammer_leagues_add_team (f->store, league, NULL, "AJAX", NULL, NULL,
                                            &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);
  g_assert_cmpint (hammer_leagues_add_team (f->store, league, NULL, "Bees", NULL, roster,
                                            &error), ==, 0);
  assert_error_mentions (error, "plays for Ajax");
  g_clear_error (&error);

  /* Once the fixtures are made no team joins. */
  add_team (f, league, "Bees");
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);
  g_assert_cmpint (hammer_leagues_add_team (f->store, league, NULL, "Cats", NULL, NULL,
                                            &error), ==, 0);
  assert_error_mentions (error, "fixtures already");
  g_clear_error (&error);

  /* A player on a roster stays on the players' roster. */
  {
    g_autoptr(GPtrArray) players = hammer_roster_list_players (f->store, &error);
    gint64 id = 0;

    for (guint i = 0; i < players->len; i++)
      if (g_str_equal (hammer_player_get_name (g_ptr_array_index (players, i)), "Ajax1"))
        id = hammer_player_get_id (g_ptr_array_index (players, i));
    g_assert_cmpint (id, >, 0);
    g_assert_cmpint (hammer_roster_delete_players (f->store, &id, 1, &error), ==, 0);
    assert_error_mentions (error, "“Bad”");
    g_clear_error (&error);
  }
}

static void
test_team_match (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) violation = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) report = NULL;
  g_autofree char *text = NULL;
  g_autofree char *win = won_match (0, FALSE);
  g_autofree char *lose = won_match (1, FALSE);
  g_autofree char *doubles = won_match (0, TRUE);
  g_autofree char *lost_doubles = won_match (1, TRUE);
  g_autofree char *h = NULL;
  g_autofree char *a = NULL;
  g_autofree char *h1 = NULL, *h2 = NULL, *h3 = NULL, *h4 = NULL, *h12 = NULL, *h34 = NULL;
  g_autofree char *a1 = NULL, *a2 = NULL, *a3 = NULL, *a4 = NULL, *a12 = NULL, *a34 = NULL;
  JsonObject *fixture;
  JsonArray *games;
  gint64 league, match;

  league = make_league (f, NULL, NULL, FALSE, NULL);
  add_team (f, league, "Ajax");
  add_team (f, league, "Bees");
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);
  match = find_fixture (f, league, "Ajax", "Bees");
  g_assert_cmpint (match, >, 0);
  sides_of (f, match, &h, &a);
  h1 = g_strdup_printf ("%s1", h);
  h2 = g_strdup_printf ("%s2", h);
  h3 = g_strdup_printf ("%s3", h);
  h4 = g_strdup_printf ("%s4", h);
  h12 = g_strdup_printf ("%s1,%s2", h, h);
  h34 = g_strdup_printf ("%s3,%s4", h, h);
  a1 = g_strdup_printf ("%s1", a);
  a2 = g_strdup_printf ("%s2", a);
  a3 = g_strdup_printf ("%s3", a);
  a4 = g_strdup_printf ("%s4", a);
  a12 = g_strdup_printf ("%s1,%s2", a, a);
  a34 = g_strdup_printf ("%s3,%s4", a, a);

  /* Game 3 has an impossible second end (both sides score in a leader-only
   * game): the whole team match is refused, naming fixture, game and end. */
  text = g_strdup_printf ("{\"games\": ["
                          "{\"home\": [\"%1$s1\"], \"away\": [\"%2$s1\"], \"result\": %3$s},"
                          "{\"home\": [\"%1$s2\"], \"away\": [\"%2$s2\"], \"result\": %3$s},"
                          "{\"home\": [\"%1$s3\"], \"away\": [\"%2$s3\"], \"result\":"
                          " {\"games\": [{\"ends\": [{\"points\": [8, 0]},"
                          " {\"points\": [3, 2]}]}]}},"
                          "{\"home\": [\"%1$s4\"], \"away\": [\"%2$s4\"], \"result\": %4$s},"
                          "{\"home\": [\"%1$s1\", \"%1$s2\"], \"away\": [\"%2$s1\", \"%2$s2\"],"
                          " \"result\": %5$s},"
                          "{\"home\": [\"%1$s3\", \"%1$s4\"], \"away\": [\"%2$s3\", \"%2$s4\"],"
                          " \"result\": %5$s}]}",
                          h, a, win, lose, doubles);
  node = json_from_string (text, &error);
  g_assert_no_error (error);
  g_assert_false (hammer_leagues_enter_match (f->store, match, node, &error));
  assert_error_mentions (error, "fixture");
  assert_error_mentions (error, "game 3");
  assert_error_mentions (error, "end 2");
  /* The GError carries the fixture, the game and the end; the JSON of the
   * edges has them as it always did. */
  g_assert_cmpint (hammer_error_get_fixture (error), ==, match);
  g_assert_cmpint (hammer_error_get_game (error), ==, 2);
  g_assert_cmpint (hammer_error_get_end (error), ==, 1);
  violation = hammer_error_to_violation_json (error);
  g_assert_cmpint (json_object_get_int_member (violation, "fixture"), ==, match);
  g_assert_true (json_object_has_member (violation, "match_game"));
  g_assert_cmpint (json_object_get_int_member (violation, "game"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (violation, "end"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (violation, "reason"), ==, "leader-only");
  g_clear_error (&error);
  g_clear_pointer (&violation, json_object_unref);
  g_assert_cmpint (fixture_int (f, match, "games_entered"), ==, 0);

  /* An unfinished match, a wrong number of players and a game the format
   * does not have are refused too. */
  g_assert_false (enter_game (f, match, 0, h1, a1,
                              "{\"games\": [{\"ends\": [{\"points\": [8, 0]}]}]}", &error));
  assert_error_mentions (error, "not finished");
  g_clear_error (&error);
  g_assert_false (enter_game (f, match, 4, h1, a1, doubles, &error));
  assert_error_mentions (error, "2 players");
  g_clear_error (&error);
  g_assert_false (enter_game (f, match, 6, h1, a1, win, &error));
  assert_error_mentions (error, "games 1 to 6");
  g_clear_error (&error);
  /* The rules' sentence names the team, not "Side 2". */
  g_assert_false (enter_game (f, match, 0, h1, a1,
                              "{\"games\": [{\"ends\": [{\"points\": [0, 17]}]}]}", &error));
  assert_error_mentions (error, "Bees cannot have scored 17");
  g_clear_error (&error);
  g_assert_cmpint (fixture_int (f, match, "games_entered"), ==, 0);

  /* Four singles (the home side wins three) and two doubles (one each): 4–2. */
  g_assert_true (enter_game (f, match, 0, h1, a1, win, &error));
  g_assert_no_error (error);
  report = fixture_report (f, match);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (report), "state"), ==,
                   "in_progress");
  g_clear_pointer (&report, json_node_unref);
  g_assert_true (enter_game (f, match, 1, h2, a2, win, &error));
  g_assert_true (enter_game (f, match, 2, h3, a3, win, &error));
  g_assert_true (enter_game (f, match, 3, h4, a4, lose, &error));
  g_assert_true (enter_game (f, match, 4, h12, a12, doubles, &error));
  g_assert_true (enter_game (f, match, 5, h34, a34, lost_doubles, &error));
  g_assert_no_error (error);

  report = fixture_report (f, match);
  fixture = json_node_get_object (report);
  g_assert_cmpstr (json_object_get_string_member (fixture, "state"), ==, "played");
  g_assert_cmpint (json_object_get_int_member (fixture, "winner"), ==, 0);
  games = json_object_get_array_member (fixture, "games");
  g_assert_cmpuint (json_array_get_length (games), ==, 6);
  {
    JsonObject *game = json_array_get_object_element (games, 4);
    JsonArray *score = json_object_get_array_member (game, "score");
    JsonObject *result = json_object_get_object_member (game, "result");

    g_assert_cmpstr (json_object_get_string_member (game, "kind"), ==, "doubles");
    g_assert_cmpint (json_array_get_int_element (score, 0), ==, 42);
    g_assert_cmpint (json_array_get_int_element (score, 1), ==, 0);
    /* The result as the rules replay it: doubles play to 21. */
    g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (result,
                                                                                "options"),
                                                 "target"), ==, 21);
  }
  /* 4 game points + 2 for the win against 2. */
  {
    JsonArray *points = json_object_get_array_member (fixture, "match_points");
    JsonArray *game_points = json_object_get_array_member (fixture, "game_points");

    g_assert_cmpint (json_array_get_int_element (game_points, 0), ==, 4);
    g_assert_cmpint (json_array_get_int_element (game_points, 1), ==, 2);
    g_assert_cmpint (json_array_get_int_element (points, 0), ==, 6);
    g_assert_cmpint (json_array_get_int_element (points, 1), ==, 2);
  }
}

/* Each game of a fixture says the options the league plays it under, for an
 * entry screen to check it by: the doubles of a league that sets a target of
 * 15 play to 15, not to the doubles default of 21. */
static void
test_game_options (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autoptr(HammerMatch) replayed = NULL;
  g_autofree char *to_15 = won_match (0, FALSE);
  g_autofree char *h = NULL, *a = NULL, *h12 = NULL, *a12 = NULL;
  JsonObject *game, *options;
  gint64 league, match;

  league = make_league (f, NULL, NULL, FALSE, "{\"target\": 15}");
  add_team (f, league, "Ajax");
  add_team (f, league, "Bees");
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);
  match = find_fixture (f, league, "Ajax", "Bees");
  sides_of (f, match, &h, &a);
  h12 = g_strdup_printf ("%s1,%s2", h, h);
  a12 = g_strdup_printf ("%s1,%s2", a, a);
  g_assert_true (enter_game (f, match, 4, h12, a12, to_15, &error));
  g_assert_no_error (error);

  report = fixture_report (f, match);
  game = json_array_get_object_element (json_object_get_array_member (json_node_get_object (report),
                                                                      "games"), 4);
  g_assert_cmpstr (json_object_get_string_member (game, "kind"), ==, "doubles");
  options = json_object_get_object_member (game, "options");
  g_assert_nonnull (options);
  g_assert_cmpint (json_object_get_int_member (options, "target"), ==, 15);
  g_assert_cmpint (json_object_get_int_member (options, "team_size"), ==, 2);

  /* Replayed with those options, the game the league took is finished. */
  result = json_from_string (to_15, &error);
  g_assert_no_error (error);
  replayed = hammer_match_replay_json ("table", options,
                                       json_object_get_member (json_node_get_object (result),
                                                               "games"), NULL);
  g_assert_nonnull (replayed);
  g_assert_cmpint (hammer_match_get_state (replayed), ==, HAMMER_STATE_FINISHED);
  g_assert_cmpint (hammer_match_get_winner (replayed), ==, 0);
}

static void
test_points_and_draws (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) table = NULL;
  JsonObject *line;
  gint64 league, f1, f2, f3;

  league = make_league (f, NULL, NULL, FALSE, NULL);
  add_team (f, league, "Ajax");
  add_team (f, league, "Bees");
  add_team (f, league, "Cats");
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);

  /* Whoever is at home in each pairing. */
  f1 = find_fixture (f, league, "Bees", "Cats");
  f2 = find_fixture (f, league, "Cats", "Ajax");
  f3 = find_fixture (f, league, "Ajax", "Bees");
  g_assert_cmpint (f1 * f2 * f3, !=, 0);

  play_match (f, f1, "Bees", "Cats", 6);  /* 6–0 */
  play_match (f, f2, "Cats", "Ajax", 3);  /* 3–3: a draw */
  play_match (f, f3, "Ajax", "Bees", 4);  /* 4–2 */

  table = table_now (f, league);
  line = table_line (table, "Ajax");
  g_assert_cmpint (json_object_get_int_member (line, "played"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (line, "won"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (line, "drawn"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (line, "games_for"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (line, "games_against"), ==, 5);
  g_assert_cmpint (json_object_get_int_member (line, "bonus"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (line, "points"), ==, 10);
  line = table_line (table, "Bees");
  g_assert_cmpint (json_object_get_int_member (line, "won"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (line, "lost"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (line, "points"), ==, 6 + 2 + 2);
  line = table_line (table, "Cats");
  g_assert_cmpint (json_object_get_int_member (line, "points"), ==, 3 + 1);
  /* Three singles won 15–0 twice. */
  g_assert_cmpint (json_object_get_int_member (line, "score_for"), ==, 3 * 30);

  /* Ajax and Bees are level on 10 points; Bees have the better game
   * difference (+4 against +2). */
  g_assert_cmpint (json_object_get_int_member (table_line (table, "Bees"), "place"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (table_line (table, "Ajax"), "place"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (table_line (table, "Cats"), "place"), ==, 3);
}

/* A one-game league (best of 1) with A, B, C and D where A and B end level
 * on points, games and wins: A beat B, but B has the better score. */
static gint64
make_tie_league (Fixture    *f,
                 const char *tie_breakers)
{
  const struct { const char *home, *away; gboolean home_wins; gboolean close; } results[] = {
    { "A", "B", TRUE, TRUE },
    { "A", "C", FALSE, FALSE },
    { "A", "D", TRUE, TRUE },
    { "B", "C", TRUE, FALSE },
    { "B", "D", TRUE, FALSE },
    { "C", "D", FALSE, FALSE },
  };
  g_autoptr(GError) error = NULL;
  gint64 league;

  league = make_league (f, "1x1", tie_breakers, FALSE, "{\"best_of\": 1}");
  add_team (f, league, "A");
  add_team (f, league, "B");
  add_team (f, league, "C");
  add_team (f, league, "D");
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);

  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    {
      gint64 fixture = find_fixture (f, league, results[i].home, results[i].away);
      gboolean swapped = fixture == 0;
      int winner = results[i].home_wins ? 0 : 1;
      g_autofree char *home = NULL;
      g_autofree char *away = NULL;
      g_autofree char *result = NULL;

      if (swapped)
        {
          fixture = find_fixture (f, league, results[i].away, results[i].home);
          winner = 1 - winner;
        }
      g_assert_cmpint (fixture, >, 0);
      home = g_strdup_printf ("%s1", swapped ? results[i].away : results[i].home);
      away = g_strdup_printf ("%s1", swapped ? results[i].home : results[i].away);
      /* 15–14 when close, else 15–0. */
      if (results[i].close)
        result = g_strdup_printf ("{\"games\": [{\"ends\": [{\"points\": %s}, {\"points\": %s},"
                                  " {\"points\": %s}, {\"points\": %s}]}]}",
                                  winner == 0 ? "[0, 8]" : "[8, 0]",
                                  winner == 0 ? "[0, 6]" : "[6, 0]",
                                  winner == 0 ? "[8, 0]" : "[0, 8]",
                                  winner == 0 ? "[7, 0]" : "[0, 7]");
      else
        result = g_strdup_printf ("{\"games\": [{\"ends\": [{\"points\": %s}, {\"points\": %s}]}]}",
                                  winner == 0 ? "[8, 0]" : "[0, 8]",
                                  winner == 0 ? "[7, 0]" : "[0, 7]");
      g_assert_true (enter_game (f, fixture, 0, home, away, result, &error));
      g_assert_no_error (error);
    }
  return league;
}

static const char *
team_at (JsonNode *table,
         guint     index,
         gint64   *place)
{
  JsonObject *line = json_array_get_object_element (table_of (table), index);

  *place = json_object_get_int_member (line, "place");
  return json_object_get_string_member (line, "name");
}

static void
test_tie_breakers (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(JsonNode) by_default = NULL;
  g_autoptr(JsonNode) by_score = NULL;
  g_autoptr(JsonNode) by_wins = NULL;
  gint64 place;

  /* Default: game difference and games for are level; head to head puts A
   * above B, and D (who beat C) above C. */
  by_default = table_now (f, make_tie_league (f, NULL));
  g_assert_cmpint (json_object_get_int_member (table_line (by_default, "A"), "points"), ==, 6);
  g_assert_cmpint (json_object_get_int_member (table_line (by_default, "B"), "points"), ==, 6);
  g_assert_cmpstr (team_at (by_default, 0, &place), ==, "A");
  g_assert_cmpint (place, ==, 1);
  g_assert_cmpstr (team_at (by_default, 1, &place), ==, "B");
  g_assert_cmpint (place, ==, 2);
  g_assert_cmpstr (team_at (by_default, 2, &place), ==, "D");
  g_assert_cmpint (place, ==, 3);
  g_assert_cmpstr (team_at (by_default, 3, &place), ==, "C");
  g_assert_cmpint (place, ==, 4);

  /* The score first: B (+29) above A (−13). */
  by_score = table_now (f, make_tie_league (f, "score-difference,head-to-head"));
  g_assert_cmpint (json_object_get_int_member (table_line (by_score, "B"), "score_for"), ==, 44);
  g_assert_cmpstr (team_at (by_score, 0, &place), ==, "B");
  g_assert_cmpstr (team_at (by_score, 1, &place), ==, "A");

  /* With only the wins, level teams share their place. */
  by_wins = table_now (f, make_tie_league (f, "wins"));
  team_at (by_wins, 0, &place);
  g_assert_cmpint (place, ==, 1);
  team_at (by_wins, 1, &place);
  g_assert_cmpint (place, ==, 1);
  team_at (by_wins, 2, &place);
  g_assert_cmpint (place, ==, 3);
  team_at (by_wins, 3, &place);
  g_assert_cmpint (place, ==, 3);
}

static void
test_postpone (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = NULL;
  g_autofree char *win = won_match (0, FALSE);
  g_autofree char *day_date = NULL;
  JsonObject *fixture;
  JsonArray *days;
  gint64 league, moving, other, postponed;
  g_autoptr(JsonNode) node = NULL;

  league = make_league (f, NULL, NULL, FALSE, NULL);
  add_team (f, league, "Ajax");
  add_team (f, league, "Bees");
  add_team (f, league, "Cats");
  add_team (f, league, "Dogs");
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);

  /* The first fixture of match day 1, and one of match day 2. */
  node = fixtures_of (f, league);
  days = match_days (node);
  moving = json_object_get_int_member (
    json_array_get_object_element (json_object_get_array_member (
      json_array_get_object_element (days, 0), "fixtures"), 0), "id");
  other = json_object_get_int_member (
    json_array_get_object_element (json_object_get_array_member (
      json_array_get_object_element (days, 1), "fixtures"), 0), "id");
  report = fixture_report (f, moving);
  day_date = g_strdup (json_object_get_string_member (json_node_get_object (report), "day_date"));
  g_assert_cmpstr (day_date, ==, "2026-09-03");
  g_clear_pointer (&report, json_node_unref);

  /* Postponed without a date: no results until it has one. */
  g_assert_true (hammer_leagues_postpone_fixture (f->store, moving, NULL, &error));
  g_assert_no_error (error);
  postponed = hammer_store_get_last_change (f->store);
  report = fixture_report (f, moving);
  fixture = json_node_get_object (report);
  g_assert_true (json_object_get_boolean_member (fixture, "postponed"));
  g_assert_true (json_object_get_null_member (fixture, "date"));
  g_assert_cmpstr (json_object_get_string_member (fixture, "state"), ==, "postponed");
  g_clear_pointer (&report, json_node_unref);
  g_assert_false (enter_game (f, moving, 0, "Ajax1", "Bees1", win, &error));
  assert_error_mentions (error, "reschedule");
  g_clear_error (&error);

  /* Onto match day 2, where both teams play: a clash, named. */
  g_assert_false (hammer_leagues_postpone_fixture (f->store, moving, "2026-09-10", &error));
  assert_error_mentions (error, "already plays");
  g_clear_error (&error);
  /* A blocked date. */
  g_assert_false (hammer_leagues_postpone_fixture (f->store, moving, "2026-12-24", &error));
  assert_error_mentions (error, "no matches are played");
  g_clear_error (&error);
  /* Outside the season; not a date. */
  g_assert_false (hammer_leagues_postpone_fixture (f->store, moving, "2027-08-01", &error));
  assert_error_mentions (error, "season");
  g_clear_error (&error);
  g_assert_false (hammer_leagues_postpone_fixture (f->store, moving, "2026-13-01", &error));
  assert_error_mentions (error, "YYYY-MM-DD");
  g_clear_error (&error);

  /* Monday 7 September is free for both. */
  g_assert_true (hammer_leagues_postpone_fixture (f->store, moving, "2026-09-07", &error));
  g_assert_no_error (error);
  report = fixture_report (f, moving);
  fixture = json_node_get_object (report);
  g_assert_cmpstr (json_object_get_string_member (fixture, "date"), ==, "2026-09-07");
  g_assert_true (json_object_get_boolean_member (fixture, "postponed"));
  g_assert_cmpint (json_object_get_int_member (fixture, "day"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (fixture, "state"), ==, "rescheduled");
  g_clear_pointer (&report, json_node_unref);

  /* Undo takes it back to "postponed without a date", and again to its day. */
  undo_last (f);
  report = fixture_report (f, moving);
  g_assert_true (json_object_get_null_member (json_node_get_object (report), "date"));
  g_clear_pointer (&report, json_node_unref);
  undo (f, postponed);
  report = fixture_report (f, moving);
  fixture = json_node_get_object (report);
  g_assert_cmpstr (json_object_get_string_member (fixture, "date"), ==, day_date);
  g_assert_false (json_object_get_boolean_member (fixture, "postponed"));
  g_clear_pointer (&report, json_node_unref);

  /* A fixture with results stays where it is; so does a bye. */
  report = fixture_report (f, other);
  {
    JsonObject *o = json_node_get_object (report);
    const char *h = json_object_get_string_member (json_object_get_object_member (o, "home"),
                                                   "name");
    const char *a = json_object_get_string_member (json_object_get_object_member (o, "away"),
                                                   "name");
    g_autofree char *hp = g_strdup_printf ("%s1", h);
    g_autofree char *ap = g_strdup_printf ("%s1", a);

    g_assert_true (enter_game (f, other, 0, hp, ap, win, &error));
    g_assert_no_error (error);
  }
  g_assert_false (hammer_leagues_postpone_fixture (f->store, other, "2026-09-14", &error));
  assert_error_mentions (error, "results");
  g_clear_error (&error);
}

static void
test_substitutes_and_stats (Fixture       *f,
                            gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) report = NULL;
  g_autoptr(JsonNode) stats = NULL;
  g_autofree char *win = won_match (0, FALSE);
  g_autofree char *lose = won_match (1, FALSE);
  g_autofree char *doubles = won_match (0, TRUE);
  JsonArray *players;
  JsonObject *line = NULL;
  JsonObject *sub = NULL;
  gint64 league, fixture;

  league = make_league (f, NULL, NULL, FALSE, NULL);
  add_team (f, league, "Ajax");
  add_team (f, league, "Bees");
  add_team (f, league, "Cats");
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);
  fixture = find_fixture (f, league, "Ajax", "Bees");
  g_assert_cmpint (fixture, >, 0);

  /* Bees3 plays for Bees, not for Ajax; Cats1 is on another team's roster;
   * nobody plays on both sides. */
  g_assert_false (enter_game (f, fixture, 0, "Bees3", "Bees1", win, &error));
  assert_error_mentions (error, "cannot play for Ajax");
  g_clear_error (&error);
  g_assert_false (enter_game (f, fixture, 0, "Cats1", "Bees1", win, &error));
  assert_error_mentions (error, "Cats");
  g_clear_error (&error);
  g_assert_false (enter_game (f, fixture, 4, "Ajax1,ajax1", "Bees1,Bees2", doubles, &error));
  assert_error_mentions (error, "twice");
  g_clear_error (&error);

  /* Zoe is on no roster: she plays as Ajax's substitute, and joins the
   * players' roster. */
  g_assert_true (enter_game (f, fixture, 0, "Zoe", "Bees1", win, &error));
  g_assert_no_error (error);
  g_assert_true (enter_game (f, fixture, 1, "Ajax1", "Bees2", lose, &error));
  g_assert_true (enter_game (f, fixture, 4, "Ajax1,Zoe", "Bees1,Bees2", doubles, &error));
  g_assert_no_error (error);
  report = fixture_report (f, fixture);
  {
    JsonArray *games = json_object_get_array_member (json_node_get_object (report), "games");
    JsonObject *game = json_array_get_object_element (games, 0);
    JsonObject *zoe = json_array_get_object_element (json_object_get_array_member (game, "home"),
                                                     0);

    g_assert_cmpstr (json_object_get_string_member (zoe, "name"), ==, "Zoe");
    g_assert_true (json_object_get_boolean_member (zoe, "substitute"));
    game = json_array_get_object_element (games, 1);
    g_assert_false (json_object_get_boolean_member (
      json_array_get_object_element (json_object_get_array_member (game, "home"), 0),
      "substitute"));
    g_assert_false (json_object_get_boolean_member (json_array_get_object_element (games, 2),
                                                    "entered"));
  }

  stats = hammer_leagues_stats_json (f->store, league, &error);
  g_assert_no_error (error);
  players = json_object_get_array_member (json_node_get_object (stats), "players");
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonObject *o = json_array_get_object_element (players, i);

      if (g_str_equal (json_object_get_string_member (o, "name"), "Ajax1"))
        line = o;
      if (g_str_equal (json_object_get_string_member (o, "name"), "Zoe"))
        sub = o;
    }
  g_assert_nonnull (line);
  g_assert_nonnull (sub);
  /* Ajax1 lost a singles 0–30 and won a doubles 42–0. */
  g_assert_cmpint (json_object_get_int_member (line, "played"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (line, "won"), ==, 1);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "win_percent"), 50.0,
                                  1e-9);
  g_assert_cmpint (json_object_get_int_member (line, "score_for"), ==, 42);
  g_assert_cmpint (json_object_get_int_member (line, "score_against"), ==, 30);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (line, "score_for_per_game"),
                                  21.0, 1e-9);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (line, "singles"),
                                               "lost"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (line, "doubles"),
                                               "won"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (line, "substitute_games"), ==, 0);
  /* Zoe won both, as a substitute, and tops the list. */
  g_assert_cmpint (json_object_get_int_member (sub, "substitute_games"), ==, 2);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (sub, "win_percent"), 100.0,
                                  1e-9);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (players, 0),
                                                  "name"), ==, "Zoe");
  g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (sub, "teams"),
                                                  0), ==, "Ajax");
  /* Cats' players, without games yet, are listed too. */
  g_assert_cmpuint (json_array_get_length (players), ==, 13);
  /* The typed lines say the same, in the same order. */
  {
    g_autoptr(GListModel) lines = hammer_leagues_list_player_lines (f->store, league, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (g_list_model_get_n_items (lines), ==, json_array_get_length (players));
    for (guint i = 0; i < json_array_get_length (players); i++)
      {
        g_autoptr(HammerLeaguePlayerLine) typed = g_list_model_get_item (lines, i);
        JsonObject *o = json_array_get_object_element (players, i);
        JsonArray *teams = json_object_get_array_member (o, "teams");
        const char * const *typed_teams = hammer_league_player_line_get_teams (typed);

        g_assert_cmpint (hammer_league_player_line_get_player (typed), ==,
                         json_object_get_int_member (o, "player"));
        g_assert_cmpstr (hammer_league_player_line_get_name (typed), ==,
                         json_object_get_string_member (o, "name"));
        g_assert_cmpuint (g_strv_length ((char **) typed_teams), ==,
                          json_array_get_length (teams));
        for (guint t = 0; t < json_array_get_length (teams); t++)
          g_assert_cmpstr (typed_teams[t], ==, json_array_get_string_element (teams, t));
        g_assert_cmpint (hammer_league_player_line_get_played (typed), ==,
                         json_object_get_int_member (o, "played"));
        g_assert_cmpint (hammer_league_player_line_get_won (typed), ==,
                         json_object_get_int_member (o, "won"));
        g_assert_cmpint (hammer_league_player_line_get_drawn (typed), ==,
                         json_object_get_int_member (o, "drawn"));
        g_assert_cmpint (hammer_league_player_line_get_lost (typed), ==,
                         json_object_get_int_member (o, "lost"));
        g_assert_cmpfloat (hammer_league_player_line_get_win_percent (typed), ==,
                           json_object_get_double_member (o, "win_percent"));
        g_assert_cmpint (hammer_league_player_line_get_score_for (typed), ==,
                         json_object_get_int_member (o, "score_for"));
        g_assert_cmpint (hammer_league_player_line_get_score_against (typed), ==,
                         json_object_get_int_member (o, "score_against"));
        g_assert_cmpfloat (hammer_league_player_line_get_score_for_per_game (typed), ==,
                           json_object_get_double_member (o, "score_for_per_game"));
        g_assert_cmpfloat (hammer_league_player_line_get_score_against_per_game (typed), ==,
                           json_object_get_double_member (o, "score_against_per_game"));
        g_assert_cmpint (hammer_league_player_line_get_substitute_games (typed), ==,
                         json_object_get_int_member (o, "substitute_games"));
      }
  }

  /* Zoe joins Ajax's roster mid-season: from then on she is no substitute,
   * but the games she played as one stay so. Bees1 cannot join too. */
  {
    const char *zoe[] = { "Zoe", NULL };
    const char *bees1[] = { "Bees1", NULL };
    gint64 ajax = json_object_get_int_member (json_object_get_object_member (
      json_node_get_object (report), "home"), "id");
    g_autoptr(JsonNode) after = NULL;
    JsonArray *games;

    g_assert_true (hammer_leagues_add_players (f->store, ajax, zoe, &error));
    g_assert_no_error (error);
    g_assert_false (hammer_leagues_add_players (f->store, ajax, bees1, &error));
    assert_error_mentions (error, "plays for Bees");
    g_clear_error (&error);
    g_assert_true (enter_game (f, fixture, 2, "Zoe", "Bees3", win, &error));
    g_assert_no_error (error);
    after = fixture_report (f, fixture);
    games = json_object_get_array_member (json_node_get_object (after), "games");
    g_assert_true (json_object_get_boolean_member (json_array_get_object_element (
      json_object_get_array_member (json_array_get_object_element (games, 0), "home"), 0),
      "substitute"));
    g_assert_false (json_object_get_boolean_member (json_array_get_object_element (
      json_object_get_array_member (json_array_get_object_element (games, 2), "home"), 0),
      "substitute"));
  }
}

static void
test_undo (Fixture       *f,
           gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *win = won_match (0, FALSE);
  g_autofree char *lose = won_match (1, FALSE);
  gint64 league, fixture, entered;

  /* Creating a league. */
  league = make_league (f, NULL, NULL, FALSE, NULL);
  undo_last (f);
  g_assert_null (hammer_leagues_get_json (f->store, league, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Adding a team (with new players). */
  league = make_league (f, NULL, NULL, FALSE, NULL);
  add_team (f, league, "Ajax");
  add_team (f, league, "Bees");
  add_team (f, league, "Cats");
  undo_last (f);
  {
    g_autoptr(JsonNode) node = hammer_leagues_get_json (f->store, league, &error);
    JsonArray *divisions = json_object_get_array_member (json_node_get_object (node),
                                                         "divisions");

    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                        json_array_get_object_element (divisions, 0), "teams")), ==, 2);
  }

  /* Making the fixtures; then again, which replaces them. */
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  undo_last (f);
  {
    g_autoptr(JsonNode) node = fixtures_of (f, league);

    g_assert_cmpuint (json_array_get_length (match_days (node)), ==, 0);
  }
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);
  fixture = find_fixture (f, league, "Ajax", "Bees");
  g_assert_cmpint (fixture, >, 0);
  /* Undoing the second making brings back the first. */
  undo_last (f);
  g_assert_cmpint (find_fixture (f, league, "Ajax", "Bees"), >, 0);
  g_assert_cmpint (find_fixture (f, league, "Ajax", "Bees"), <, fixture);

  /* A game, a correction of it, and undoing both in turn. */
  fixture = find_fixture (f, league, "Ajax", "Bees");
  g_assert_cmpint (fixture, >, 0);
  g_assert_true (enter_game (f, fixture, 0, "Ajax1", "Bees1", win, &error));
  g_assert_no_error (error);
  entered = hammer_store_get_last_change (f->store);
  /* Corrected: Bees won, and Sam played for Ajax as a substitute. */
  g_assert_true (enter_game (f, fixture, 0, "Sam", "Bees1", lose, &error));
  g_assert_no_error (error);
  {
    g_autoptr(JsonNode) node = fixture_report (f, fixture);
    JsonObject *game = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (node), "games"), 0);

    g_assert_cmpint (json_object_get_int_member (game, "winner"), ==, 1);
    g_assert_true (json_object_get_boolean_member (
      json_array_get_object_element (json_object_get_array_member (game, "home"), 0),
      "substitute"));
  }
  undo_last (f);
  {
    g_autoptr(JsonNode) node = fixture_report (f, fixture);
    JsonObject *game = json_array_get_object_element (
      json_object_get_array_member (json_node_get_object (node), "games"), 0);
    JsonObject *player = json_array_get_object_element (json_object_get_array_member (game,
                                                                                      "home"),
                                                         0);

    g_assert_cmpint (json_object_get_int_member (game, "winner"), ==, 0);
    g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, "Ajax1");
    g_assert_false (json_object_get_boolean_member (player, "substitute"));
  }

  /* With results, the fixtures cannot be made again. */
  g_assert_false (hammer_leagues_generate_fixtures (f->store, league, &error));
  assert_error_mentions (error, "results");
  g_clear_error (&error);

  undo (f, entered);
  g_assert_cmpint (fixture_int (f, fixture, "games_entered"), ==, 0);

  /* A whole team match at once goes in one change. */
  play_match (f, fixture, "Ajax", "Bees", 6);
  g_assert_cmpint (fixture_int (f, fixture, "games_entered"), ==, 6);
  undo_last (f);
  g_assert_cmpint (fixture_int (f, fixture, "games_entered"), ==, 0);

  /* A game entered by mistake is cleared, and comes back with undo. */
  g_assert_true (enter_game (f, fixture, 3, "Ajax4", "Bees4", win, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_leagues_clear_game (f->store, fixture, 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (fixture_int (f, fixture, "games_entered"), ==, 0);
  g_assert_false (hammer_leagues_clear_game (f->store, fixture, 3, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);
  undo_last (f);
  g_assert_cmpint (fixture_int (f, fixture, "games_entered"), ==, 1);

  /* Deleting the league takes everything in it, and undo brings it all
   * back; its players stay on the roster. */
  {
    g_autoptr(JsonNode) before = table_now (f, league);
    g_autoptr(JsonNode) after = NULL;
    g_autoptr(GPtrArray) players = NULL;
    g_autofree char *before_text = json_to_string (before, FALSE);
    g_autofree char *after_text = NULL;
    gint64 change = hammer_leagues_delete (f->store, league, &error);

    g_assert_no_error (error);
    g_assert_cmpint (change, >, 0);
    g_assert_null (hammer_leagues_table_json (f->store, league, &error));
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
    g_clear_error (&error);
    players = hammer_roster_list_players (f->store, &error);
    g_assert_cmpuint (players->len, ==, 8);
    undo (f, change);
    after = table_now (f, league);
    after_text = json_to_string (after, FALSE);
    g_assert_cmpstr (before_text, ==, after_text);
    g_assert_cmpint (fixture_int (f, fixture, "games_entered"), ==, 1);
  }

  /* Deleting the teams' club leaves the teams without it, until undone. */
  {
    g_autoptr(GPtrArray) clubs = hammer_roster_list_clubs (f->store, &error);
    gint64 club;
    gint64 change;

    g_assert_no_error (error);
    g_assert_cmpuint (clubs->len, ==, 1);
    club = hammer_club_get_id (g_ptr_array_index (clubs, 0));
    change = hammer_roster_delete_clubs (f->store, &club, 1, &error);
    g_assert_no_error (error);
    g_assert_cmpint (change, >, 0);
    {
      g_autoptr(JsonNode) table = table_now (f, league);

      g_assert_true (json_object_get_null_member (table_line (table, "Ajax"), "club"));
    }
    undo (f, change);
    {
      g_autoptr(JsonNode) table = table_now (f, league);

      g_assert_cmpstr (json_object_get_string_member (table_line (table, "Ajax"), "club"), ==,
                       "Shuffle Club");
    }
  }
}

/* A database of schema 3 (club nights, players) with data in it takes the
 * leagues' tables on opening and keeps what it held. */
static void
test_migrate_from_v3 (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) members = NULL;
  const char *names[] = { "Anna", "Bert", NULL };
  g_autoptr(GArray) ids = NULL;
  sqlite3 *raw = NULL;
  gint64 season, league;

  season = hammer_seasons_create (f->store, "Club 2026", "2026-09-05", 10, &error);
  g_assert_no_error (error);
  ids = hammer_seasons_add_members (f->store, season, names, &error);
  g_assert_no_error (error);
  g_clear_object (&f->store);

  /* Back to schema 3, as that release left it. */
  g_assert_cmpint (sqlite3_open (f->path, &raw), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (raw,
                                 TEST_SQL_BACK_TO_SCHEMA_6
                                 "DROP TABLE league_game_players; DROP TABLE league_games;"
                                 "DROP TABLE league_fixtures; DROP TABLE league_team_players;"
                                 "DROP TABLE league_teams; DROP TABLE league_divisions;"
                                 "DROP TABLE leagues; DROP INDEX matches_number;"
                                 "ALTER TABLE matches DROP COLUMN number;"
                                 "PRAGMA user_version = 3;",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
  sqlite3_close (raw);

  f->store = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_store_get_schema_version (f->store), ==, HAMMER_STORE_SCHEMA_VERSION);
  members = hammer_seasons_members_json (f->store, season, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (members), "members")), ==, 2);

  /* The old players can play in a league now. */
  league = make_league (f, NULL, NULL, FALSE, NULL);
  {
    const char *roster[] = { "Anna", "Bert", NULL };
    g_autoptr(GPtrArray) players = NULL;

    g_assert_cmpint (hammer_leagues_add_team (f->store, league, NULL, "Old Hands", NULL,
                                              roster, &error), >, 0);
    g_assert_no_error (error);
    players = hammer_roster_list_players (f->store, &error);
    g_assert_cmpuint (players->len, ==, 2);
  }
}

/* The command line */

/* hammer-cli on the fixture's database, @input on its standard input. */
#define RUN_CLI(f, output, input, ...) cli_run_json ((f)->path, (output), (input), __VA_ARGS__)

static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *win = won_match (0, FALSE);
  g_autofree char *doubles = won_match (1, TRUE);
  g_autofree char *match = NULL;
  g_autofree char *match_file = g_build_filename (f->dir, "match.json", NULL);
  g_autofree char *fixture_text = NULL;
  JsonObject *object;
  JsonArray *days;
  gint64 fixture;

  g_clear_object (&f->store);

  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "league", "create", "--name", "Thursday",
                            "--rules", "table", "--start", "2026-09-01", "--end", "2027-05-31",
                            "--weekday", "thu", "--format", "4x1,2x2", "--double-round",
                            "--blocked", "2026-12-24,2026-12-31", "--rest", "2", NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "id"), ==, 1);
  g_clear_pointer (&node, json_node_unref);

  /* User errors exit 2 and say what is wrong. */
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "league", "create", "--name", "X",
                            "--rules", "table", "--start", "2026-09-01", "--weekday", "someday",
                            NULL), ==, 2);
  g_assert_nonnull (strstr (json_object_get_string_member (
    json_object_get_object_member (json_node_get_object (node), "error"), "message"),
                            "someday"));
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "table", "--league", "9", NULL), ==, 2);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "teams", "add", "--league", "1", "--club",
                            "Ajax SC", "--players", "A1,A2,A3,A4", "Ajax", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "teams", "add", "--league", "1",
                            "--players", "B1, B2, B3, B4", "Bees", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "teams", "add-players", "--team", "1",
                            "--players", "A5", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "teams", "add-players", "--team", "2",
                            "--players", "A5", NULL), ==, 2);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "teams", "--league", "1", NULL), ==, 0);
  object = json_array_get_object_element (json_object_get_array_member (
    json_array_get_object_element (json_object_get_array_member (json_node_get_object (node),
                                                                 "divisions"), 0), "teams"), 0);
  g_assert_cmpstr (json_object_get_string_member (object, "club"), ==, "Ajax SC");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "players")),
                    ==, 5);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "fixtures", "generate", "--league", "1",
                            NULL), ==, 0);
  days = json_object_get_array_member (json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (node), "divisions"), 0), "match_days");
  g_assert_cmpuint (json_array_get_length (days), ==, 2);
  object = json_array_get_object_element (json_object_get_array_member (
    json_array_get_object_element (days, 0), "fixtures"), 0);
  fixture = json_object_get_int_member (object, "id");
  g_assert_cmpstr (json_object_get_string_member (object, "date"), ==, "2026-09-03");
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (object, "home"),
                                                  "name"), ==, "Ajax");
  g_clear_pointer (&node, json_node_unref);
  fixture_text = g_strdup_printf ("%" G_GINT64_FORMAT, fixture);

  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "fixture", "postpone", "--fixture",
                            fixture_text, NULL), ==, 0);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (node), "postponed"));
  g_clear_pointer (&node, json_node_unref);
  /* Match day 2 (10 September) is when Bees – Ajax is played. */
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "fixture", "reschedule", "--fixture",
                            fixture_text, "--date", "2026-09-10", NULL), ==, 2);
  g_assert_nonnull (strstr (json_object_get_string_member (
    json_object_get_object_member (json_node_get_object (node), "error"), "message"),
                            "already plays"));
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "fixture", "reschedule", "--fixture",
                            fixture_text, "--date", "2026-09-07", NULL), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "date"), ==,
                   "2026-09-07");
  g_clear_pointer (&node, json_node_unref);

  /* One game with --result, one from standard input, the rest from a file. */
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "result", "--fixture", fixture_text,
                            "--game", "0", "--home", "A1", "--away", "B1", "--result", win,
                            NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "games_entered"), ==,
                   1);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, win, "season", "result", "--fixture", fixture_text,
                            "--game", "1", "--home", "A2", "--away", "Sub", NULL), ==, 0);
  object = json_array_get_object_element (json_object_get_array_member (
    json_node_get_object (node), "games"), 1);
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (
    json_object_get_array_member (object, "away"), 0), "substitute"));
  g_clear_pointer (&node, json_node_unref);

  /* An impossible end in the file: nothing of it is stored. */
  match = g_strdup_printf ("{\"games\": ["
                           "{\"game\": 2, \"home\": [\"A3\"], \"away\": [\"B3\"], \"result\": %s},"
                           "{\"game\": 3, \"home\": [\"A4\"], \"away\": [\"B4\"], \"result\":"
                           " {\"games\": [{\"ends\": [{\"points\": [17, 0]}]}]}}]}", win);
  g_assert_true (g_file_set_contents (match_file, match, -1, NULL));
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "result", "--fixture", fixture_text,
                            "--file", match_file, NULL), ==, 2);
  object = json_object_get_object_member (json_node_get_object (node), "error");
  g_assert_cmpint (json_object_get_int_member (object, "game"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (object, "end"), ==, 0);
  g_assert_nonnull (strstr (json_object_get_string_member (object, "message"), "game 4"));
  g_clear_pointer (&node, json_node_unref);
  g_free (match);
  match = g_strdup_printf ("{\"games\": ["
                           "{\"game\": 2, \"home\": [\"A3\"], \"away\": [\"B3\"],"
                           " \"result\": %1$s},"
                           "{\"game\": 3, \"home\": [\"A4\"], \"away\": [\"B4\"],"
                           " \"result\": %1$s},"
                           "{\"game\": 4, \"home\": [\"A1\", \"A2\"], \"away\": [\"B1\", \"B2\"],"
                           " \"result\": %2$s},"
                           "{\"game\": 5, \"home\": [\"A3\", \"A4\"], \"away\": [\"B3\", \"B4\"],"
                           " \"result\": %2$s}]}", win, doubles);
  g_assert_true (g_file_set_contents (match_file, match, -1, NULL));
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "result", "--fixture", fixture_text,
                            "--file", match_file, NULL), ==, 0);
  object = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (object, "state"), ==, "played");
  g_assert_cmpint (json_object_get_int_member (object, "winner"), ==, 0);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "table", "--league", "1", NULL), ==, 0);
  object = json_array_get_object_element (table_of (node), 0);
  g_assert_cmpstr (json_object_get_string_member (object, "name"), ==, "Ajax");
  g_assert_cmpint (json_object_get_int_member (object, "points"), ==, 4 + 2);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "stats", "--league", "1", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (node), "players")), ==, 10);
  g_clear_pointer (&node, json_node_unref);

  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "league", "list", NULL), ==, 0);
  object = json_array_get_object_element (json_node_get_array (node), 0);
  g_assert_cmpint (json_object_get_int_member (object, "played"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (object, "fixtures"), ==, 2);
  g_clear_pointer (&node, json_node_unref);

  /* A game cleared, and the league deleted. */
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "result", "--fixture", fixture_text,
                            "--game", "5", "--clear", NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "games_entered"), ==,
                   5);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "league", "delete", "--league", "1",
                            NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (node), "deleted"), ==, 1);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "league", "list", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (node)), ==, 0);
  g_clear_pointer (&node, json_node_unref);

  /* The club-night commands are still there. */
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "create", "--name", "Club", "--start",
                            "2026-09-01", NULL), ==, 0);
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (RUN_CLI (f, &node, NULL, "season", "nonsense", NULL), ==, 2);
  g_clear_pointer (&node, json_node_unref);
}

/* The JSON text of @node, or of @text parsed. */
static char *
json_text (JsonNode   *node,
           const char *text)
{
  g_autoptr(JsonNode) parsed = text != NULL ? json_from_string (text, NULL) : NULL;

  return json_to_string (node != NULL ? node : parsed, FALSE);
}

/* A team match typed as the entry types it (the ends of a row, the typed
 * input of the games) is entered as its JSON is, refusals included. */
static void
test_typed_match (Fixture       *f,
                  gconstpointer  data)
{
  static const char *bad_ends = "8-0 3-2";
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerTeamMatchInput) input = hammer_team_match_input_new ();
  g_autoptr(HammerTeamMatchInput) refused = hammer_team_match_input_new ();
  g_autoptr(HammerResultInput) singles = NULL, doubles = NULL, bad = NULL;
  g_autoptr(HammerLeagueFixtures) fixtures = NULL;
  g_autoptr(GListModel) games = NULL;
  g_autoptr(HammerTeamMatchGame) first = NULL;
  g_autoptr(HammerMatch) played = NULL;
  g_autoptr(JsonNode) json = NULL, typed_report = NULL, json_report = NULL;
  g_autoptr(GString) text = g_string_new ("{\"games\": [");
  g_autofree char *h = NULL, *a = NULL, *win = won_match (0, FALSE);
  g_autofree char *win_doubles = won_match (0, TRUE);
  g_autofree char *typed_text = NULL, *json_report_text = NULL, *typed_report_text = NULL;
  const char *teams[3] = { "Ajax", "Bees", NULL };
  gint64 league, match;

  league = make_league (f, NULL, NULL, FALSE, NULL);
  add_team (f, league, "Ajax");
  add_team (f, league, "Bees");
  g_assert_true (hammer_leagues_generate_fixtures (f->store, league, &error));
  g_assert_no_error (error);
  match = find_fixture (f, league, "Ajax", "Bees");
  sides_of (f, match, &h, &a);

  /* The ends of a row read as the rules module reads them. */
  singles = hammer_result_input_new_from_ends_text ("8-0 7-0 / 8-0, 7-0", &error);
  g_assert_no_error (error);
  doubles = hammer_result_input_new_from_ends_text ("8-0 8-0 3-0 2-0/8-0 8-0 3-0 2-0", &error);
  g_assert_no_error (error);
  {
    g_autofree char *typed = json_text (hammer_result_input_get_json (singles), NULL);
    g_autofree char *expected = json_text (NULL, win);
    g_autoptr(GError) violation = NULL;

    g_assert_cmpstr (typed, ==, expected);
    g_assert_null (hammer_result_input_new_from_ends_text ("8-0 x", &error));
    g_assert_null (hammer_match_games_from_text ("8-0 x", &violation));
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, violation->message);
    g_clear_error (&error);
  }

  /* A game's options play a row's ends, the sides named. */
  fixtures = hammer_league_fixtures_new (f->store, league, &error);
  g_assert_no_error (error);
  games = hammer_league_fixtures_dup_games (fixtures, match);
  first = g_list_model_get_item (games, 0);
  played = hammer_team_match_game_replay (first, "table", teams, singles, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_match_get_state (played), ==, HAMMER_STATE_FINISHED);
  bad = hammer_result_input_new_from_ends_text (bad_ends, &error);
  g_assert_no_error (error);
  {
    g_autoptr(GError) violation = NULL;
    g_autoptr(JsonNode) bad_json = hammer_match_games_from_text (bad_ends, NULL);
    const HammerRules *rules = hammer_rules_lookup ("table", NULL);
    HammerOptions options;

    g_assert_true (hammer_options_from_json (rules, hammer_team_match_game_get_options (first),
                                             &options, NULL));
    g_assert_null (hammer_match_replay_result_named (rules, &options, teams, bad_json,
                                                     &violation));
    g_assert_null (hammer_team_match_game_replay (first, "table", teams, bad, &error));
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_assert_cmpstr (error->message, ==, violation->message);
    g_clear_error (&error);
    g_assert_null (hammer_team_match_game_replay (first, "golf", teams, singles, &error));
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    g_clear_error (&error);
  }

  /* The typed games are the JSON's, member for member. */
  for (guint g = 0; g < 6; g++)
    {
      g_autofree char *home1 = g_strdup_printf ("%s%u", h, g < 4 ? g + 1 : 2 * g - 7);
      g_autofree char *home2 = g_strdup_printf ("%s%u", h, 2 * g - 6);
      g_autofree char *away1 = g_strdup_printf ("%s%u", a, g < 4 ? g + 1 : 2 * g - 7);
      g_autofree char *away2 = g_strdup_printf ("%s%u", a, 2 * g - 6);
      const char *home[] = { home1, g < 4 ? NULL : home2, NULL };
      const char *away[] = { away1, g < 4 ? NULL : away2, NULL };

      hammer_team_match_input_add_game (input, g, home, away, g < 4 ? singles : doubles);
      hammer_team_match_input_add_game (refused, g, home, away, g == 2 ? bad : singles);
      if (g < 4)
        g_string_append_printf (text, "%s{\"game\": %u, \"home\": [\"%s\"], \"away\": [\"%s\"], "
                                "\"result\": %s}", g > 0 ? ", " : "", g, home1, away1, win);
      else
        g_string_append_printf (text, ", {\"game\": %u, \"home\": [\"%s\", \"%s\"], "
                                "\"away\": [\"%s\", \"%s\"], \"result\": %s}", g, home1, home2,
                                away1, away2, win_doubles);
    }
  g_string_append (text, "]}");
  g_assert_cmpuint (hammer_team_match_input_get_n_games (input), ==, 6);
  typed_text = json_text (hammer_team_match_input_get_json (input), NULL);
  {
    g_autofree char *expected = json_text (NULL, text->str);

    g_assert_cmpstr (typed_text, ==, expected);
  }

  /* Refused as the same JSON is, naming the same game. */
  {
    g_autoptr(GError) json_error = NULL;
    g_autoptr(JsonNode) refused_json = json_node_copy (hammer_team_match_input_get_json (refused));

    g_assert_false (hammer_leagues_enter_match_input (f->store, match, refused, &error));
    g_assert_false (hammer_leagues_enter_match (f->store, match, refused_json, &json_error));
    g_assert_nonnull (error);
    g_assert_cmpstr (error->message, ==, json_error->message);
    g_assert_cmpint (hammer_error_get_game (error), ==, 2);
    g_clear_error (&error);
  }

  /* Stored as the JSON is: entered typed, undone, entered as JSON. */
  g_assert_true (hammer_leagues_enter_match_input (f->store, match, input, &error));
  g_assert_no_error (error);
  typed_report = fixture_report (f, match);
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  json = json_from_string (text->str, &error);
  g_assert_true (hammer_leagues_enter_match (f->store, match, json, &error));
  g_assert_no_error (error);
  json_report = fixture_report (f, match);
  typed_report_text = json_text (typed_report, NULL);
  json_report_text = json_text (json_report, NULL);
  g_assert_cmpstr (typed_report_text, ==, json_report_text);
}

/* The app's side: a league made, teams added, fixtures made and one
 * postponed on the store's writer. The spec is the write's own (the
 * caller's texts are gone before it runs); a refusal comes through the
 * _finish in the synchronous write's words. */
static void
test_async (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) league_json = NULL;
  g_autoptr(JsonNode) node = NULL;
  const char *teams[] = { "Ajax", "Bees", "Ajax" };
  HammerLeagueSpec spec;
  gint64 league, fixture;

  {
    g_autoptr(JsonNode) options = json_from_string ("{\"target\": 15}", NULL);
    g_autofree char *name = g_strdup ("Async League");
    g_autofree char *start = g_strdup ("2026-09-01");
    g_auto(GStrv) blocked = g_strsplit ("2026-12-24", ",", -1);

    hammer_league_spec_init (&spec);
    spec.name = name;
    spec.rules = "table";
    spec.options = json_node_get_object (options);
    spec.start_date = start;
    spec.weekday = G_DATE_THURSDAY;
    spec.blocked = (const char *const *) blocked;
    hammer_leagues_create_async (f->store, &spec, NULL, test_keep_result_cb, &result);
  }
  league = hammer_leagues_create_finish (f->store, test_wait_result (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpint (league, >, 0);
  g_clear_object (&result);
  league_json = hammer_leagues_get_json (f->store, league, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (league_json), "name"),
                   ==, "Async League");
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (
                     json_node_get_object (league_json), "options"), "target"), ==, 15);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (league_json), "blocked")), ==, 1);

  for (guint t = 0; t < G_N_ELEMENTS (teams); t++)
    {
      g_autofree char *player = g_strdup_printf ("%s%u", teams[t], t);
      const char *players[] = { player, NULL };
      gint64 team;

      hammer_leagues_add_team_async (f->store, league, NULL, teams[t], NULL, players, NULL,
                                     test_keep_result_cb, &result);
      team = hammer_leagues_add_team_finish (f->store, test_wait_result (&result), &error);
      g_clear_object (&result);
      /* The third has the first's name. */
      if (t < 2)
        {
          g_assert_no_error (error);
          g_assert_cmpint (team, >, 0);
        }
      else
        {
          g_assert_cmpint (team, ==, 0);
          assert_error_mentions (error, "Ajax");
          g_clear_error (&error);
        }
    }

  hammer_leagues_generate_fixtures_async (f->store, league, NULL, test_keep_result_cb, &result);
  g_assert_true (hammer_leagues_generate_fixtures_finish (f->store, test_wait_result (&result),
                                                          &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  node = fixtures_of (f, league);
  fixture = json_object_get_int_member (
    json_array_get_object_element (json_object_get_array_member (
      json_array_get_object_element (match_days (node), 0), "fixtures"), 0), "id");

  hammer_leagues_postpone_fixture_async (f->store, fixture, "2026-12-24", NULL,
                                         test_keep_result_cb, &result);
  g_assert_false (hammer_leagues_postpone_fixture_finish (f->store, test_wait_result (&result),
                                                          &error));
  assert_error_mentions (error, "no matches are played");
  g_clear_error (&error);
  g_clear_object (&result);
  hammer_leagues_postpone_fixture_async (f->store, fixture, NULL, NULL, test_keep_result_cb,
                                         &result);
  g_assert_true (hammer_leagues_postpone_fixture_finish (f->store, test_wait_result (&result),
                                                         &error));
  g_assert_no_error (error);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, store_fixture_set_up, func, store_fixture_tear_down)
  ADD ("/leagues/fixtures/even-single", test_fixtures_even_single);
  ADD ("/leagues/fixtures/odd-double", test_fixtures_odd_double);
  ADD ("/leagues/fixtures/refused", test_fixtures_refused);
  ADD ("/leagues/refused", test_league_refused);
  ADD ("/leagues/team-match", test_team_match);
  ADD ("/leagues/team-match/typed", test_typed_match);
  ADD ("/leagues/game-options", test_game_options);
  ADD ("/leagues/points", test_points_and_draws);
  ADD ("/leagues/tie-breakers", test_tie_breakers);
  ADD ("/leagues/postpone", test_postpone);
  ADD ("/leagues/substitutes-stats", test_substitutes_and_stats);
  ADD ("/leagues/undo", test_undo);
  ADD ("/leagues/migrate-v3", test_migrate_from_v3);
  ADD ("/leagues/cli", test_cli);
  ADD ("/leagues/async", test_async);
#undef ADD

  return g_test_run ();
}
