/* test-partners.c — partner draws (A/B, A/B/C, no two pros) and an event's
 * own match points, through hammer-cli as the contract has them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <sqlite3.h>

#include "test-common.h"

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->db = tmp_db_path ("hammer-partners-XXXXXX", &f->dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->db);
}

/* Runs hammer-cli on the fixture's database with @args (a vector, for the
 * calls whose arguments are counted at run time). */
static void
run_vector (Fixture            *f,
            CliRun             *run,
            const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocess) process = NULL;
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (argv, (gpointer) g_getenv ("HAMMER_CLI"));
  g_ptr_array_add (argv, "--database");
  g_ptr_array_add (argv, f->db);
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  cli_run_clear (run);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_exit_status (process);
}

static gint64
create_event (Fixture    *f,
              const char *first,
              ...) G_GNUC_NULL_TERMINATED;

/* event create --name E with the arguments given: its id. */
static gint64
create_event (Fixture    *f,
              const char *first,
              ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(JsonNode) out = NULL;
  g_auto(CliRun) run = { 0 };
  va_list ap;

  g_ptr_array_add (args, "event");
  g_ptr_array_add (args, "create");
  g_ptr_array_add (args, "--name");
  g_ptr_array_add (args, "E");
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  run_vector (f, &run, (const char * const *) args->pdata);
  g_assert_cmpint (run.status, ==, 0);
  out = test_parse_json (run.out);
  return json_object_get_int_member (json_node_get_object (out), "id");
}

/* Enters @names (a NULL-terminated vector) in @event. */
static void
enter (Fixture            *f,
       gint64              event,
       const char * const *names)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_auto(CliRun) run = { 0 };

  g_ptr_array_add (args, "entrants");
  g_ptr_array_add (args, "add");
  g_ptr_array_add (args, "--event");
  g_ptr_array_add (args, id);
  for (guint i = 0; names[i] != NULL; i++)
    g_ptr_array_add (args, (gpointer) names[i]);
  g_ptr_array_add (args, NULL);
  run_vector (f, &run, (const char * const *) args->pdata);
  g_assert_cmpint (run.status, ==, 0);
}

/* The entrants of @event as `event show` lists them. */
static JsonArray *
entrants_of (Fixture *f,
             gint64   event)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autoptr(JsonNode) out = NULL;

  g_assert_cmpint (cli_run_json (f->db, &out, NULL, "event", "show", "--event", id, NULL), ==, 0);
  return json_array_ref (json_object_get_array_member (json_node_get_object (out), "entrants"));
}

/* The player ids of a blind draw's teams, team after team. */
static GPtrArray *
teams_of (JsonNode *out)
{
  GPtrArray *teams = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  JsonArray *list = json_node_get_array (out);

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonArray *players = json_object_get_array_member (json_array_get_object_element (list, i),
                                                         "players");
      GArray *team = g_array_new (FALSE, FALSE, sizeof (gint64));

      for (guint p = 0; p < json_array_get_length (players); p++)
        {
          gint64 player = json_array_get_int_element (players, p);
          g_array_append_val (team, player);
        }
      g_ptr_array_add (teams, team);
    }
  return teams;
}

/* A/B and A/B/C: for every field size that shares out, each team has one
 * player of each pool of the seeding order (players 1 … n entered in that
 * order, so a player's id says its place). */
static void
test_pools (Fixture       *f,
            gconstpointer  data)
{
  for (guint team_size = 2; team_size <= 3; team_size++)
    for (guint n = 4; n <= 128; n++)
      {
        g_autoptr(JsonNode) out = NULL;
        g_autoptr(GPtrArray) teams = NULL;
        g_auto(GStrv) names = NULL;
        g_autofree char *option = g_strdup_printf ("team_size=%u", team_size);
        g_autofree char *id = NULL;
        g_autofree char *seed = g_strdup_printf ("%u", n);
        gint64 event, first_player;
        guint n_teams = n / team_size;

        if (n % team_size != 0 || (team_size == 2 && n % 8 != 0 && n > 12) ||
            (team_size == 3 && n % 9 != 0 && n > 12))
          continue;
        /* Every size up to 12, then a spread of larger ones up to 128. */
        {
          g_autofree char *prefix = g_strdup_printf ("%s%u", team_size == 2 ? "AB" : "ABC", n);

          names = numbered_names (prefix, n);
        }
        event = create_event (f, "--rules", "table", "--format", "round-robin", "--option",
                              option, NULL);
        enter (f, event, (const char * const *) names);
        {
          g_autoptr(JsonArray) entrants = entrants_of (f, event);
          JsonObject *first = json_array_get_object_element (entrants, 0);

          first_player = json_array_get_int_element (json_object_get_array_member (first,
                                                                                   "players"), 0);
        }
        id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
        g_assert_cmpint (cli_run_json (f->db, &out, NULL, "entrants", "blind-draw", "--event", id,
                                       "--pools", team_size == 2 ? "ab" : "abc", "--seed", seed,
                                       NULL), ==, 0);
        teams = teams_of (out);
        g_assert_cmpuint (teams->len, ==, n_teams);
        for (guint t = 0; t < teams->len; t++)
          {
            GArray *team = g_ptr_array_index (teams, t);
            guint pools_seen = 0;

            g_assert_cmpuint (team->len, ==, team_size);
            for (guint m = 0; m < team->len; m++)
              {
                guint place = g_array_index (team, gint64, m) - first_player;

                pools_seen |= 1u << (place / n_teams);
              }
            /* One of each pool: the top part, the next, … */
            g_assert_cmpuint (pools_seen, ==, (1u << team_size) - 1);
          }
      }
}

/* By average: the top half of the roster's averages, whatever the order
 * of entry; a player without an average is refused and nothing changes. */
static void
test_pools_by_average (Fixture       *f,
                       gconstpointer  data)
{
  static const char * const names[] = { "Ann", "Bob", "Cas", "Dirk", "Eva", "Fien", NULL };
  static const char * const averages[] = { "90", "140", "100", "135", "80", "120" };
  g_autoptr(JsonNode) out = NULL;
  g_autoptr(JsonArray) before = NULL;
  g_autoptr(JsonArray) after = NULL;
  g_autoptr(GPtrArray) teams = NULL;
  g_autofree char *id = NULL;
  gint64 event;

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(JsonNode) player = NULL;

      g_assert_cmpint (cli_run_json (f->db, &player, NULL, "players", "add", "--json",
                                     "--average", averages[i], names[i], NULL), ==, 0);
    }
  event = create_event (f, "--rules", "table", "--format", "swiss", "--option", "team_size=2",
                        NULL);
  enter (f, event, names);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  for (guint seed = 0; seed < 5; seed++)
    {
      g_autofree char *seed_text = g_strdup_printf ("%u", seed);
      g_autofree char *copy = g_build_filename (f->dir, "copy.db", NULL);
      g_autofree char *bytes = NULL;
      gsize length;

      /* Each lot on a copy of the file, so the entrants are players again. */
      g_assert_true (g_file_get_contents (f->db, &bytes, &length, NULL));
      g_assert_true (g_file_set_contents (copy, bytes, length, NULL));
      g_clear_pointer (&out, json_node_unref);
      g_assert_cmpint (cli_run_json (copy, &out, NULL, "entrants", "blind-draw", "--event", id,
                                     "--pools", "ab", "--by", "average", "--seed", seed_text,
                                     NULL), ==, 0);
      g_clear_pointer (&teams, g_ptr_array_unref);
      teams = teams_of (out);
      g_assert_cmpuint (teams->len, ==, 3);
      for (guint t = 0; t < teams->len; t++)
        {
          GArray *team = g_ptr_array_index (teams, t);
          guint top = 0;

          /* Bob 140, Dirk 135 and Fien 120 are the top half: ids 2, 4, 6. */
          for (guint m = 0; m < team->len; m++)
            top += g_array_index (team, gint64, m) % 2 == 0;
          g_assert_cmpuint (top, ==, 1);
        }
      tmp_remove_tree (copy);
    }

  /* A seventh player without an average: no pools can be made by it. */
  {
    static const char * const more[] = { "Gijs", "Hans", NULL };
    g_auto(CliRun) run = { 0 };

    enter (f, event, more);
    before = entrants_of (f, event);
    cli_run (&run, f->db, NULL, "entrants", "blind-draw", "--event", id, "--pools", "ab",
             "--by", "average", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "Gijs has no average"));
    after = entrants_of (f, event);
    g_assert_cmpuint (json_array_get_length (after), ==, json_array_get_length (before));
    g_assert_cmpuint (json_array_get_length (after), ==, 8);
  }
}

/* No two pros: while there are no more pros than teams, no team has two;
 * with more, every team has one before any has a second. */
static void
test_no_two_pros (Fixture       *f,
                  gconstpointer  data)
{
  static const guint sizes[] = { 4, 6, 8, 10, 16, 30, 64, 128 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      guint n = sizes[s], n_teams = n / 2;
      /* Fewer pros than teams, as many, and more. */
      guint pro_counts[] = { 2, n_teams, n_teams + 1 };

      for (guint c = 0; c < G_N_ELEMENTS (pro_counts); c++)
        {
          g_autoptr(JsonNode) out = NULL;
          g_autoptr(JsonArray) entrants = NULL;
          g_autoptr(GPtrArray) teams = NULL;
          g_autoptr(GHashTable) pros = g_hash_table_new_full (g_int64_hash, g_int64_equal,
                                                              g_free, NULL);
          g_autoptr(GPtrArray) mark = g_ptr_array_new_with_free_func (g_free);
          g_auto(GStrv) names = NULL;
          g_autofree char *prefix = g_strdup_printf ("P%u-%u", n, c);
          g_autofree char *id = NULL;
          g_autofree char *seed = g_strdup_printf ("%u", n * 7 + c);
          guint n_pros = MIN (pro_counts[c], n);
          gint64 event;

          names = numbered_names (prefix, n);
          event = create_event (f, "--rules", "court", "--format", "round-robin", "--option",
                                "team_size=2", NULL);
          enter (f, event, (const char * const *) names);
          entrants = entrants_of (f, event);

          /* The pros: every third player, then the rest from the end. */
          g_ptr_array_add (mark, g_strdup ("players"));
          g_ptr_array_add (mark, g_strdup ("mark"));
          g_ptr_array_add (mark, g_strdup ("--pro"));
          /* Players 7 apart, round the field: no size here is a multiple of 7. */
          for (guint i = 0; i < n_pros; i++)
            {
              JsonObject *entrant = json_array_get_object_element (entrants, (i * 7) % n);
              gint64 player = json_array_get_int_element (
                json_object_get_array_member (entrant, "players"), 0);

              g_hash_table_add (pros, g_memdup2 (&player, sizeof player));
              g_ptr_array_add (mark, g_strdup_printf ("%" G_GINT64_FORMAT, player));
            }
          g_ptr_array_add (mark, NULL);
          {
            g_auto(CliRun) run = { 0 };

            run_vector (f, &run, (const char * const *) mark->pdata);
            g_assert_cmpint (run.status, ==, 0);
          }

          id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
          g_assert_cmpint (cli_run_json (f->db, &out, NULL, "entrants", "blind-draw", "--event",
                                         id, "--pools", "pros", "--seed", seed, NULL), ==, 0);
          teams = teams_of (out);
          g_assert_cmpuint (teams->len, ==, n_teams);
          for (guint t = 0; t < teams->len; t++)
            {
              GArray *team = g_ptr_array_index (teams, t);
              guint in_team = 0;

              for (guint m = 0; m < team->len; m++)
                in_team += g_hash_table_contains (pros, &g_array_index (team, gint64, m));
              if (n_pros <= n_teams)
                g_assert_cmpuint (in_team, <=, 1);
              else
                g_assert_cmpuint (in_team, >=, 1);
            }
        }
    }
}

/* The bad kinds of blind draw: refused, naming what, and the entrants stay
 * as they were. */
static void
test_blind_draw_refused (Fixture       *f,
                         gconstpointer  data)
{
  static const char * const names[] = { "Q1", "Q2", "Q3", "Q4", "Q5", "Q6", NULL };
  static const struct
  {
    const char *pools;
    const char *by;
    const char *says;
  } cases[] = {
    { "abcd", NULL, "“abcd” is no kind of blind draw" },
    { "ab", NULL, "A draw by pools ab makes teams of 2 players" },
    { "ab", "luck", "--by takes seed, average or rating" },
    { "pros", "average", "--by goes with --pools ab or abc" },
  };
  g_autofree char *id = NULL;
  gint64 event;

  event = create_event (f, "--rules", "table", "--format", "round-robin", "--option",
                        "team_size=3", NULL);
  enter (f, event, names);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonArray) entrants = NULL;
      g_auto(CliRun) run = { 0 };

      if (cases[i].by != NULL)
        cli_run (&run, f->db, NULL, "entrants", "blind-draw", "--event", id, "--pools",
                 cases[i].pools, "--by", cases[i].by, NULL);
      else
        cli_run (&run, f->db, NULL, "entrants", "blind-draw", "--event", id, "--pools",
                 cases[i].pools, NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, cases[i].says));
      entrants = entrants_of (f, event);
      g_assert_cmpuint (json_array_get_length (entrants), ==, 6);
    }
}

/* A pro mark on the player: added, listed, changed and kept. */
static void
test_pro_mark (Fixture       *f,
               gconstpointer  data)
{
  g_autoptr(JsonNode) added = NULL;
  g_autoptr(JsonNode) marked = NULL;
  g_autoptr(JsonNode) list = NULL;
  g_auto(CliRun) run = { 0 };
  JsonArray *players;

  g_assert_cmpint (cli_run_json (f->db, &added, NULL, "players", "add", "--json", "--pro",
                                 "Pia", NULL), ==, 0);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (added), "pro"));
  g_assert_cmpint (cli_run_json (f->db, &marked, NULL, "players", "add", "--json", "Amy", NULL),
                   ==, 0);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (marked), "pro"));
  g_clear_pointer (&marked, json_node_unref);
  g_assert_cmpint (cli_run_json (f->db, &marked, NULL, "players", "mark", "--pro", "2", NULL),
                   ==, 0);
  g_assert_cmpint (cli_run_json (f->db, &list, NULL, "players", "list", "--json", NULL), ==, 0);
  players = json_node_get_array (list);
  for (guint i = 0; i < json_array_get_length (players); i++)
    g_assert_true (json_object_get_boolean_member (json_array_get_object_element (players, i),
                                                   "pro"));

  /* Neither or both, or a player who is not there: refused, nothing changes. */
  cli_run (&run, f->db, NULL, "players", "mark", "1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run (&run, f->db, NULL, "players", "mark", "--pro", "--amateur", "1", NULL);
  g_assert_cmpint (run.status, ==, 2);
  cli_run (&run, f->db, NULL, "players", "mark", "--amateur", "1", "99", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_clear_pointer (&list, json_node_unref);
  g_assert_cmpint (cli_run_json (f->db, &list, NULL, "players", "list", "--json", NULL), ==, 0);
  g_assert_true (json_object_get_boolean_member (
    json_array_get_object_element (json_node_get_array (list), 0), "pro"));
}

/* A file of schema 7, before the mark: its players read as amateurs, and
 * the mark can be set once it is migrated. */
static void
test_pro_mark_migration (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(JsonNode) added = NULL;
  g_autoptr(JsonNode) list = NULL;
  sqlite3 *db;
  char *message = NULL;

  g_assert_cmpint (cli_run_json (f->db, &added, NULL, "players", "add", "--json", "--pro",
                                 "Oud", NULL), ==, 0);
  g_assert_cmpint (sqlite3_open (f->db, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, TEST_SQL_BACK_TO_SCHEMA_7 "PRAGMA user_version = 7;", NULL,
                                 NULL, &message), ==, SQLITE_OK);
  sqlite3_close (db);

  g_assert_cmpint (cli_run_json (f->db, &list, NULL, "players", "list", "--json", NULL), ==, 0);
  g_assert_false (json_object_get_boolean_member (
    json_array_get_object_element (json_node_get_array (list), 0), "pro"));
  g_clear_pointer (&list, json_node_unref);
  g_assert_cmpint (cli_run_json (f->db, &list, NULL, "players", "mark", "--pro", "1", NULL), ==, 0);
  g_assert_true (json_object_get_boolean_member (
    json_array_get_object_element (json_node_get_array (list), 0), "pro"));
}

/* The standings of @event: name → match points, and the CSV export. */
static GHashTable *
points_by_name (Fixture *f,
                gint64   event)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autoptr(JsonNode) out = NULL;
  GHashTable *points = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  JsonArray *lines;

  g_assert_cmpint (cli_run_json (f->db, &out, NULL, "standings", "--event", id, NULL), ==, 0);
  lines = json_node_get_array (out);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      g_hash_table_insert (points, g_strdup (json_object_get_string_member (line, "name")),
                           g_memdup2 (&(double) { json_object_get_double_member (line,
                                                                                 "match_points") },
                                      sizeof (double)));
    }
  return points;
}

static double
points_of (GHashTable *points,
           const char *name)
{
  double *value = g_hash_table_lookup (points, name);

  g_assert_nonnull (value);
  return *value;
}

/* Plays every match of @event: a pair in @drawn ("Piet=Quin", …) draws with
 * @draw, otherwise the side whose name comes first in the alphabet wins
 * (@win0 when it is side 0, else @win1), unless @beats ("Piet>Rosa") says
 * the other. */
static void
play_all (Fixture            *f,
          gint64              event,
          const char         *win0,
          const char         *win1,
          const char         *draw,
          const char * const *drawn)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autoptr(JsonNode) out = NULL;
  JsonArray *matches;

  g_assert_cmpint (cli_run_json (f->db, &out, NULL, "matches", "--event", id, NULL), ==, 0);
  matches = json_node_get_array (out);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *names = json_object_get_array_member (match, "names");
      g_autofree char *match_id = g_strdup_printf ("%" G_GINT64_FORMAT,
                                                   json_object_get_int_member (match, "id"));
      g_autoptr(JsonNode) state = NULL;
      g_autofree char *pair = NULL;
      g_autofree char *reverse = NULL;
      const char *a, *b, *result;

      /* Byes, and a knockout's matches whose sides are not known yet. */
      if ((json_object_has_member (match, "bye") &&
           json_object_get_boolean_member (match, "bye")) ||
          json_array_get_null_element (names, 0) || json_array_get_null_element (names, 1))
        continue;
      a = json_array_get_string_element (names, 0);
      b = json_array_get_string_element (names, 1);
      pair = g_strdup_printf ("%s=%s", a, b);
      reverse = g_strdup_printf ("%s=%s", b, a);
      result = strcmp (a, b) < 0 ? win0 : win1;
      if (drawn != NULL && (g_strv_contains (drawn, pair) || g_strv_contains (drawn, reverse)))
        result = draw;
      g_assert_cmpint (cli_run_json (f->db, &state, result, "result", "--event", id, "--match",
                                     match_id, NULL), ==, 0);
    }
}

#define TABLE_WIN0 "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}," \
                   " {\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}"
#define TABLE_WIN1 "{\"games\": [{\"ends\": [{\"points\": [0, 4]}, {\"points\": [0, 4]}," \
                   " {\"points\": [0, 4]}, {\"points\": [0, 3]}]}]}"
#define SJOEL_WIN0 "{\"games\": [{\"ends\": [{\"counts\": [[1, 2, 3, 5], [1, 2, 3, 4]]}]}]}"
#define SJOEL_WIN1 "{\"games\": [{\"ends\": [{\"counts\": [[1, 2, 3, 4], [1, 2, 3, 5]]}]}]}"
#define SJOEL_DRAW "{\"games\": [{\"ends\": [{\"counts\": [[2, 2, 2, 2], [2, 2, 2, 2]]}]}]}"

static gint64
drawn_event (Fixture            *f,
             gint64              event,
             const char * const *names)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autoptr(JsonNode) drawn = NULL;

  enter (f, event, names);
  g_assert_cmpint (cli_run_json (f->db, &drawn, NULL, "draw", "--event", id, "--seed", "5",
                                 NULL), ==, 0);
  return event;
}

/* Match points as the event gives them, worked out by hand. */
static void
test_match_points (Fixture       *f,
                   gconstpointer  data)
{
  static const char * const four[] = { "Anna", "Bert", "Carl", "Dora", NULL };
  static const char * const three[] = { "Piet", "Quin", "Rosa", NULL };
  static const char * const draws[] = { "Piet=Quin", "Quin=Rosa", NULL };
  g_autoptr(GHashTable) points = NULL;
  g_autofree char *csv = NULL;
  g_autofree char *id = NULL;
  gint64 event;

  /* Round robin, 3 a win: Anna beats all three (9), Bert two (6), Carl
   * one (3), Dora none (0). */
  event = drawn_event (f, create_event (f, "--rules", "table", "--format", "round-robin",
                                        "--option", "best_of=1", "--match-points", "3,1,0",
                                        NULL), four);
  play_all (f, event, TABLE_WIN0, TABLE_WIN1, NULL, NULL);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_assert_cmpint (cli_run_text (f->db, &csv, NULL, NULL, "export", "--event", id,
                                 "--format", "csv", NULL), ==, 0);
  points = points_by_name (f, event);
  g_assert_cmpfloat (points_of (points, "Anna"), ==, 9);
  g_assert_cmpfloat (points_of (points, "Bert"), ==, 6);
  g_assert_cmpfloat (points_of (points, "Carl"), ==, 3);
  g_assert_cmpfloat (points_of (points, "Dora"), ==, 0);
  /* The file says the same: place, name, played, won, drawn, lost, points. */
  g_assert_nonnull (strstr (csv, "\n1,Anna,3,3,0,0,9,"));
  g_assert_nonnull (strstr (csv, "\n4,Dora,3,0,0,3,0,"));
  g_clear_pointer (&points, g_hash_table_unref);
  /* The paper says which points these are. */
  {
    g_autofree char *pdf = g_build_filename (f->dir, "standings.pdf", NULL);
    g_autofree char *text = NULL;
    g_auto(CliRun) run = { 0 };

    cli_run (&run, f->db, NULL, "export", "--event", id, "--format", "pdf", "--kind",
             "standings", "--output", pdf, NULL);
    g_assert_cmpint (run.status, ==, 0);
    text = pdf_text (pdf);
    g_assert_nonnull (strstr (text, "Match points: 3 a win, 1 a draw, 0 a loss."));
  }

  /* Sjoelbak head to head, 3-1-0 as clubs play it: Piet and Quin draw,
   * Quin and Rosa draw, Piet beats Rosa. Piet 1 + 3 = 4, Quin 1 + 1 = 2,
   * Rosa 1 + 0 = 1. */
  event = drawn_event (f, create_event (f, "--rules", "sjoelbak", "--format", "round-robin",
                                        "--option", "sides=2", "--option", "games=1",
                                        "--match-points", "3,1,0", NULL), three);
  play_all (f, event, SJOEL_WIN0, SJOEL_WIN1, SJOEL_DRAW, draws);
  points = points_by_name (f, event);
  g_assert_cmpfloat (points_of (points, "Piet"), ==, 4);
  g_assert_cmpfloat (points_of (points, "Quin"), ==, 2);
  g_assert_cmpfloat (points_of (points, "Rosa"), ==, 1);
  g_clear_pointer (&points, g_hash_table_unref);

  /* The 20-2 system's 2-1-0 with a point off for a loss: Piet 1 + 2 = 3,
   * Quin 1 + 1 = 2, Rosa 1 - 1 = 0. */
  event = drawn_event (f, create_event (f, "--rules", "sjoelbak", "--format", "round-robin",
                                        "--option", "sides=2", "--option", "games=1",
                                        "--match-points", "2,1,-1", NULL), three);
  play_all (f, event, SJOEL_WIN0, SJOEL_WIN1, SJOEL_DRAW, draws);
  points = points_by_name (f, event);
  g_assert_cmpfloat (points_of (points, "Piet"), ==, 3);
  g_assert_cmpfloat (points_of (points, "Quin"), ==, 2);
  g_assert_cmpfloat (points_of (points, "Rosa"), ==, 0);
  g_clear_pointer (&points, g_hash_table_unref);

  /* Swiss, one round of four at 3-1-0: the winners have 3. */
  event = drawn_event (f, create_event (f, "--rules", "table", "--format", "swiss", "--rounds",
                                        "1", "--option", "best_of=1", "--match-points",
                                        "3,1,0", NULL), (const char *[]) { "Ella", "Fons",
                                                                           "Gert", "Hein",
                                                                           NULL });
  play_all (f, event, TABLE_WIN0, TABLE_WIN1, NULL, NULL);
  points = points_by_name (f, event);
  {
    GHashTableIter iter;
    gpointer value;
    guint threes = 0;

    g_hash_table_iter_init (&iter, points);
    while (g_hash_table_iter_next (&iter, NULL, &value))
      threes += *(double *) value == 3;
    g_assert_cmpuint (threes, ==, 2);
  }
  g_clear_pointer (&points, g_hash_table_unref);

  /* Groups: a group of four at 1-0.5-0 (chess's points). */
  event = drawn_event (f, create_event (f, "--rules", "table", "--format", "groups",
                                        "--groups", "1", "--advance", "2", "--option",
                                        "best_of=1", "--match-points", "1,0.5,0", NULL), four);
  play_all (f, event, TABLE_WIN0, TABLE_WIN1, NULL, NULL);
  points = points_by_name (f, event);
  g_assert_cmpfloat (points_of (points, "Anna"), ==, 3);
  g_assert_cmpfloat (points_of (points, "Carl"), ==, 1);
  /* The paper says them too: the groups' places came from them, though
   * the knockout after them places by the round reached. */
  {
    g_autofree char *group_id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
    g_autofree char *pdf = g_build_filename (f->dir, "groups-standings.pdf", NULL);
    g_autofree char *text = NULL;
    g_auto(CliRun) run = { 0 };

    cli_run (&run, f->db, NULL, "export", "--event", group_id, "--format", "pdf", "--kind",
             "standings", "--output", pdf, NULL);
    g_assert_cmpint (run.status, ==, 0);
    text = pdf_text (pdf);
    g_assert_nonnull (strstr (text, "Places by the round reached"));
    g_assert_nonnull (strstr (text, "Match points: 1 a win, 0.5 a draw, 0 a loss."));
  }
}

/* An event's match points go with its document to another file. */
static void
test_match_points_travel (Fixture       *f,
                          gconstpointer  data)
{
  static const char * const four[] = { "Anna", "Bert", "Carl", "Dora", NULL };
  g_autofree char *document = g_build_filename (f->dir, "event.json", NULL);
  g_autoptr(GHashTable) points = NULL;
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *id = NULL;
  gint64 event;

  event = drawn_event (f, create_event (f, "--rules", "table", "--format", "round-robin",
                                        "--option", "best_of=1", "--match-points", "5,2,1",
                                        NULL), four);
  play_all (f, event, TABLE_WIN0, TABLE_WIN1, NULL, NULL);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, f->db, NULL, "export", "--event", id, "--format", "json", "--output",
             document, NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
  g_assert_cmpint (cli_run_json (f->db, &out, NULL, "import", document, NULL), ==, 0);
  points = points_by_name (f, json_object_get_int_member (json_node_get_object (out), "id"));
  /* Anna 3 wins: 15; Dora 3 losses: 3. */
  g_assert_cmpfloat (points_of (points, "Anna"), ==, 15);
  g_assert_cmpfloat (points_of (points, "Bert"), ==, 5 + 5 + 1);
  g_assert_cmpfloat (points_of (points, "Dora"), ==, 3);
}

/* Match points that are no numbers, out of order, or for a format that
 * ranks without them: exit 2, a message naming what, no event stored. */
static void
test_match_points_refused (Fixture       *f,
                           gconstpointer  data)
{
  static const struct
  {
    const char *format;
    const char *points;
    const char *says;
  } cases[] = {
    { "round-robin", "3,x,0", "The match points for a draw, “x”, are not a number" },
    { "round-robin", "3,1", "The match points “3,1” are not three numbers" },
    { "swiss", "3,1,0,0", "are not three numbers" },
    { "groups", ",1,0", "The match points for a win, “”, are not a number" },
    { "round-robin", "1,2,0", "The match points “1,2,0” are not in order" },
    { "round-robin", "2,1,3", "are not in order" },
    { "round-robin", "nan,1,0", "are not a number" },
    { "round-robin", "3,1,1e9", "are not a number" },
    { "single-elimination", "3,1,0", "Single elimination ranks without match points" },
    { "series", "3,1,0", "ranks without match points" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto(CliRun) run = { 0 };
      g_autoptr(JsonNode) list = NULL;
      g_autoptr(JsonNode) error = NULL;

      cli_run (&run, f->db, NULL, "event", "create", "--name", "Bad", "--rules",
               g_str_equal (cases[i].format, "series") ? "sjoelbak" : "table",
               "--format", cases[i].format, "--match-points", cases[i].points, NULL);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, cases[i].says));
      error = test_parse_json (run.out);
      g_assert_cmpstr (json_object_get_string_member (
                         json_object_get_object_member (json_node_get_object (error), "error"),
                         "code"), ==, "invalid");
      g_assert_cmpint (cli_run_json (f->db, &list, NULL, "event", "list", NULL), ==, 0);
      g_assert_cmpuint (json_array_get_length (json_node_get_array (list)), ==, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/partners/blind-draw/pools", test_pools);
  ADD ("/partners/blind-draw/pools-by-average", test_pools_by_average);
  ADD ("/partners/blind-draw/no-two-pros", test_no_two_pros);
  ADD ("/partners/blind-draw/refused", test_blind_draw_refused);
  ADD ("/partners/pro-mark", test_pro_mark);
  ADD ("/partners/pro-mark/migration", test_pro_mark_migration);
  ADD ("/partners/match-points", test_match_points);
  ADD ("/partners/match-points/travel", test_match_points_travel);
  ADD ("/partners/match-points/refused", test_match_points_refused);
#undef ADD

  return g_test_run ();
}
