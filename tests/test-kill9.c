/* test-kill9.c — the real app killed with SIGKILL while it saves
 *
 * kill9-app opens the main window and saves one thing through the dialog a
 * secretary uses: a best-of-three score sheet, a club night's totals or a
 * team match's games. It counts every write, truncation and sync SQLite
 * makes while saving, and stops before the one this test chose at random
 * (seeded; HAMMER_KILL9_SEED repeats a run). There the test kills it with
 * SIGKILL: a stop before each file operation is every state a kill can leave
 * on the disk, whatever the machine's speed. Then the database must open
 * with the store's own code, pass PRAGMA integrity_check, and hold the save
 * whole or not at all, every save made before it still whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <signal.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "hammer-core.h"
#include "store/hammer-store-tx.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"
#include "test-common.h"

#define KILLS_PER_KIND 17
#define N_MEMBERS 4
#define N_PLAYERS 12
#define N_TEAMS 10
#define N_RUBBERS 3

typedef enum
{
  SAVE_SCORE,
  SAVE_NIGHT,
  SAVE_TEAM,
  N_KINDS
} SaveKind;

static const char *const kind_names[N_KINDS] = { "score sheet", "club night", "team match" };

typedef struct
{
  char     *dir;
  char     *path;
  gint64    event_id;
  gint64    season_id;
  gint64    league_id;
  guint     n_nights;     /* dates taken so far, one a day from the season's start */
  guint     ops[N_KINDS]; /* what one whole save of each kind writes */
  char     *sheet;        /* the score sheet as stored, as kill9-app types it */
  GPtrArray *saved;       /* of Save: every save found whole */
} Kill9;

typedef struct
{
  SaveKind  kind;
  gint64    id;           /* the match, the fixture; the night: its day */
} Save;

/* The database, as the app's store opens it, passing integrity_check. */
static HammerStore *
open_checked (Kill9 *k)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) report = g_string_new (NULL);
  HammerStore *store = hammer_store_open (k->path, &error);
  sqlite3_stmt *stmt;

  g_assert_no_error (error);
  g_assert_cmpint (sqlite3_prepare_v2 (hammer_store_get_db (store), "PRAGMA integrity_check",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    g_string_append_printf (report, "%s;", (const char *) sqlite3_column_text (stmt, 0));
  sqlite3_finalize (stmt);
  g_assert_cmpstr (report->str, ==, "ok;");
  return store;
}

static char *
night_date (guint day)
{
  g_autoptr(GDate) date = g_date_new_dmy (1, G_DATE_SEPTEMBER, 2020);

  g_date_add_days (date, day);
  return g_strdup_printf ("%04d-%02d-%02d", g_date_get_year (date), g_date_get_month (date),
                          g_date_get_day (date));
}

static void
set_up (Kill9 *k)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) players = numbered_names ("Player", N_PLAYERS);
  g_auto(GStrv) members = numbered_names ("Member", N_MEMBERS);
  g_autoptr(GArray) member_ids = NULL;
  g_autoptr(JsonNode) league_options = json_from_string ("{\"target\": 15, \"best_of\": 3}",
                                                         NULL);
  HammerLeagueSpec spec;

  store = tmp_store_open ("hammer-kill9-XXXXXX", &k->dir, &k->path);
  k->event_id = store_new_event (store, "Kill nine", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                                 "{\"target\": 15, \"best_of\": 3}",
                                 (const char *const *) players, 1);
  k->season_id = hammer_seasons_create (store, "Winter", "2020-09-01", 10, &error);
  g_assert_no_error (error);
  member_ids = hammer_seasons_add_members (store, k->season_id, (const char *const *) members,
                                           &error);
  g_assert_no_error (error);

  hammer_league_spec_init (&spec);
  spec.name = "Kill nine league";
  spec.rules = "table";
  spec.start_date = "2020-09-01";
  spec.format = "2x1,1x2";
  spec.options = json_node_get_object (league_options);
  k->league_id = hammer_leagues_create (store, &spec, &error);
  g_assert_no_error (error);
  for (guint t = 0; t < N_TEAMS; t++)
    {
      g_autofree char *name = g_strdup_printf ("Team %u", t + 1);
      g_auto(GStrv) roster = numbered_names (name, 2);

      hammer_leagues_add_team (store, k->league_id, NULL, name, NULL,
                               (const char *const *) roster, &error);
      g_assert_no_error (error);
    }
  hammer_leagues_generate_fixtures (store, k->league_id, &error);
  g_assert_no_error (error);
  k->saved = g_ptr_array_new_with_free_func (g_free);
}

/* The match of @id in the event's matches. */
static JsonObject *
find_match (HammerStore  *store,
            Kill9        *k,
            gint64        id,
            JsonNode    **keep)
{
  g_autoptr(GError) error = NULL;
  JsonArray *matches;

  *keep = hammer_events_get_matches_json (store, k->event_id, &error);
  g_assert_no_error (error);
  matches = json_node_get_array (*keep);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    if (json_object_get_int_member (json_array_get_object_element (matches, i), "id") == id)
      return json_array_get_object_element (matches, i);
  g_error ("No match %" G_GINT64_FORMAT, id);
  return NULL;
}

/* Whether the sheet of match @id is there whole (TRUE) or not at all
 * (FALSE); anything between fails the test. */
static gboolean
score_saved (HammerStore *store,
             Kill9       *k,
             gint64       id)
{
  g_autoptr(JsonNode) keep = NULL;
  JsonObject *match = find_match (store, k, id, &keep);
  g_autofree char *sheet = NULL;

  if (!json_object_has_member (match, "result"))
    {
      g_assert_cmpstr (json_object_get_string_member (match, "state"), !=, "finished");
      g_assert_false (json_object_has_member (match, "games_won"));
      return FALSE;
    }
  g_assert_cmpstr (json_object_get_string_member (match, "state"), ==, "finished");
  sheet = json_to_string (json_object_get_member (match, "result"), FALSE);
  if (k->sheet == NULL)
    {
      JsonArray *won = json_object_get_array_member (match, "games_won");

      /* The first sheet saved whole is the one every other must equal. */
      g_assert_cmpint (json_array_get_int_element (won, 0), ==, 2);
      g_assert_cmpint (json_array_get_int_element (won, 1), ==, 1);
      k->sheet = g_steal_pointer (&sheet);
      return TRUE;
    }
  g_assert_cmpstr (sheet, ==, k->sheet);
  return TRUE;
}

/* The night of @day, 0 when there is none. */
static gint64
find_night (HammerStore *store,
            Kill9       *k,
            guint        day)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) nights = hammer_seasons_nights_json (store, k->season_id, &error);
  g_autofree char *date = night_date (day);
  JsonArray *list;

  g_assert_no_error (error);
  list = json_object_get_array_member (json_node_get_object (nights), "nights");
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *night = json_array_get_object_element (list, i);

      if (g_str_equal (json_object_get_string_member (night, "date"), date))
        return json_object_get_int_member (night, "night");
    }
  return 0;
}

/* Every member's ten totals of the night of @day (TRUE), or no night that
 * day (FALSE). */
static gboolean
night_saved (HammerStore *store,
             Kill9       *k,
             guint        day)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) night = NULL;
  gint64 night_id = find_night (store, k, day);
  JsonArray *ranking;

  if (night_id == 0)
    return FALSE;
  night = hammer_seasons_night_json (store, k->season_id, night_id, &error);
  g_assert_no_error (error);
  ranking = json_object_get_array_member (json_node_get_object (night), "ranking");
  g_assert_cmpuint (json_array_get_length (ranking), ==, N_MEMBERS);
  for (guint m = 0; m < N_MEMBERS; m++)
    {
      JsonObject *line = json_array_get_object_element (ranking, m);

      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (line, "games")),
                        ==, 10);
      /* Ten totals 100 + (m + g + day) mod 10: every last digit once. */
      g_assert_cmpint (json_object_get_int_member (line, "total"), ==, 1045);
    }
  return TRUE;
}

/* Every game of fixture @id entered, each won 2–0 at home (TRUE), or none
 * (FALSE). */
static gboolean
team_saved (HammerStore *store,
            gint64       id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) fixture = hammer_leagues_fixture_json (store, id, &error);
  JsonArray *games;
  guint entered = 0;

  g_assert_no_error (error);
  games = json_object_get_array_member (json_node_get_object (fixture), "games");
  g_assert_cmpuint (json_array_get_length (games), ==, N_RUBBERS);
  for (guint g = 0; g < N_RUBBERS; g++)
    {
      JsonObject *game = json_array_get_object_element (games, g);

      if (!json_object_get_boolean_member (game, "entered"))
        continue;
      entered++;
      g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (game,
                                                                                 "games_won"),
                                                   0), ==, 2);
    }
  if (entered == 0)
    {
      g_assert_cmpstr (json_object_get_string_member (json_node_get_object (fixture), "state"),
                       !=, "played");
      return FALSE;
    }
  g_assert_cmpuint (entered, ==, N_RUBBERS);
  return TRUE;
}

static gboolean
is_saved (HammerStore *store,
          Kill9       *k,
          const Save  *save)
{
  switch (save->kind)
    {
    case SAVE_SCORE:
      return score_saved (store, k, save->id);
    case SAVE_NIGHT:
      return night_saved (store, k, (guint) save->id);
    case SAVE_TEAM:
    default:
      return team_saved (store, save->id);
    }
}

/* What the next save of @kind saves: the first match or fixture without a
 * result, a new night a day after the last one tried. */
static void
next_save (Kill9    *k,
           SaveKind  kind,
           Save     *save)
{
  g_autoptr(HammerStore) store = open_checked (k);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) list = NULL;

  save->kind = kind;
  save->id = 0;
  if (kind == SAVE_NIGHT)
    {
      save->id = k->n_nights++;
      return;
    }
  if (kind == SAVE_SCORE)
    {
      JsonArray *matches;

      list = hammer_events_get_matches_json (store, k->event_id, &error);
      g_assert_no_error (error);
      matches = json_node_get_array (list);
      for (guint i = 0; i < json_array_get_length (matches) && save->id == 0; i++)
        {
          JsonObject *match = json_array_get_object_element (matches, i);

          if (!json_object_has_member (match, "result") &&
              !json_object_get_boolean_member_with_default (match, "bye", FALSE))
            save->id = json_object_get_int_member (match, "id");
        }
    }
  else
    {
      JsonArray *days;

      list = hammer_leagues_fixtures_json (store, k->league_id, &error);
      g_assert_no_error (error);
      days = json_object_get_array_member (
        json_array_get_object_element (json_object_get_array_member (json_node_get_object (list),
                                                                     "divisions"), 0),
        "match_days");
      for (guint d = 0; d < json_array_get_length (days) && save->id == 0; d++)
        {
          JsonArray *fixtures = json_object_get_array_member (
            json_array_get_object_element (days, d), "fixtures");

          for (guint f = 0; f < json_array_get_length (fixtures) && save->id == 0; f++)
            {
              JsonObject *fixture = json_array_get_object_element (fixtures, f);
              gint64 id = json_object_get_int_member (fixture, "id");

              if (!json_object_get_null_member (fixture, "away") && !team_saved (store, id))
                save->id = id;
            }
        }
    }
  g_assert_cmpint (save->id, >, 0);
}

/* In the child before exec: an app stopped before a write must not outlive
 * a test that failed or timed out. */
static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

/* Runs kill9-app on @save, stopped before file operation @stop (0: none),
 * and kills it there, or after the save when it made fewer operations.
 * Returns what it said: "stop N" or "ops N". */
static char *
run_app (Kill9      *k,
         const Save *save,
         guint       stop)
{
  g_autofree char *app = g_test_build_filename (G_TEST_BUILT, "kill9-app", NULL);
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, save->id);
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, k->event_id);
  g_autofree char *season = g_strdup_printf ("%" G_GINT64_FORMAT, k->season_id);
  g_autofree char *date = night_date ((guint) save->id);
  g_autofree char *stop_text = g_strdup_printf ("%u", stop);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  GString *said = g_string_new (NULL);
  GPid pid;
  int out;
  int status;

  g_ptr_array_add (argv, app);
  g_ptr_array_add (argv, k->path);
  if (save->kind == SAVE_SCORE)
    {
      g_ptr_array_add (argv, "score");
      g_ptr_array_add (argv, event);
      g_ptr_array_add (argv, id);
    }
  else if (save->kind == SAVE_NIGHT)
    {
      g_ptr_array_add (argv, "night");
      g_ptr_array_add (argv, season);
      g_ptr_array_add (argv, date);
    }
  else
    {
      g_ptr_array_add (argv, "team");
      g_ptr_array_add (argv, id);
    }
  g_ptr_array_add (argv, stop_text);
  g_ptr_array_add (argv, NULL);

  g_spawn_async_with_pipes (NULL, (char **) argv->pdata, NULL, G_SPAWN_DO_NOT_REAP_CHILD,
                            die_with_parent, NULL, &pid, NULL, &out, NULL, &error);
  g_assert_no_error (error);

  /* Reads until the app has said where it stands: a whole line. */
  while (!strchr (said->str, '\n'))
    {
      char buffer[256];
      /* However long a busy machine takes: a hung app is the suite's
       * timeout to catch, and dies with this test (die_with_parent). */
      gssize n = read (out, buffer, sizeof buffer);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        break;
      g_string_append_len (said, buffer, n);
    }
  if (stop > 0 || !g_str_has_prefix (said->str, "ops "))
    kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_spawn_close_pid (pid);
  close (out);

  if (!g_str_has_prefix (said->str, "stop ") && !g_str_has_prefix (said->str, "ops "))
    g_error ("kill9-app did not save the %s: “%s”", kind_names[save->kind], said->str);
  if (stop > 0)
    {
      g_assert_true (WIFSIGNALED (status));
      g_assert_cmpint (WTERMSIG (status), ==, SIGKILL);
    }
  else
    {
      g_assert_true (WIFEXITED (status));
      g_assert_cmpint (WEXITSTATUS (status), ==, 0);
    }
  g_strchomp (said->str);
  return g_string_free (said, FALSE);
}

/* Checks the database after a run: whole, @save whole or absent, every
 * save found whole before still whole. Returns whether @save is there. */
static gboolean
check_after (Kill9      *k,
             const Save *save)
{
  g_autoptr(HammerStore) store = open_checked (k);
  gboolean there = is_saved (store, k, save);

  for (guint i = 0; i < k->saved->len; i++)
    g_assert_true (is_saved (store, k, g_ptr_array_index (k->saved, i)));
  if (there)
    g_ptr_array_add (k->saved, g_memdup2 (save, sizeof *save));
  return there;
}

static void
test_kill9 (void)
{
  const char *seed_text = g_getenv ("HAMMER_KILL9_SEED");
  guint32 seed = seed_text != NULL ? (guint32) g_ascii_strtoull (seed_text, NULL, 10)
                                   : g_random_int ();
  g_autoptr(GRand) rand = g_rand_new_with_seed (seed);
  guint kills[N_KINDS] = { 0 }, during[N_KINDS] = { 0 }, whole[N_KINDS] = { 0 };
  guint total_during = 0;
  Kill9 k = { 0 };

  g_test_message ("seed %u (HAMMER_KILL9_SEED=%u repeats this run)", seed, seed);
  set_up (&k);

  /* Whole saves of each kind, not killed, say how many file operations a
   * save makes; the first one after the database was made writes fewer
   * pages than those after it, so the second round counts. */
  for (guint round = 0; round < 2 * N_KINDS; round++)
    {
      SaveKind kind = round % N_KINDS;
      Save save;
      g_autofree char *said = NULL;

      next_save (&k, kind, &save);
      said = run_app (&k, &save, 0);
      k.ops[kind] = (guint) g_ascii_strtoull (said + strlen ("ops "), NULL, 10);
      g_assert_cmpuint (k.ops[kind], >, 0);
      g_assert_true (check_after (&k, &save));
      g_test_message ("a whole %s: %u file operations", kind_names[kind], k.ops[kind]);
    }

  /* Kills before a random operation of each save, the kinds in turn,
   * until each has been killed during a save KILLS_PER_KIND times. A save
   * may write pages more or fewer than the last one did: the range goes half
   * as far again, and a stop past the end kills the app after the save.
   * Such a save says how many operations it made. */
  for (guint run = 0; total_during < N_KINDS * KILLS_PER_KIND; run++)
    {
      SaveKind kind = run % N_KINDS;
      guint stop = 1 + (guint) g_rand_int_range (rand, 0,
                                                  (gint32) (k.ops[kind] + k.ops[kind] / 2));
      g_autofree char *said = NULL;
      gboolean there;
      Save save;

      g_assert_cmpuint (run, <, 4 * N_KINDS * KILLS_PER_KIND);
      if (during[kind] >= KILLS_PER_KIND)
        continue;
      next_save (&k, kind, &save);
      said = run_app (&k, &save, stop);
      there = check_after (&k, &save);
      kills[kind]++;
      if (g_str_has_prefix (said, "stop "))
        {
          during[kind]++;
          total_during++;
        }
      else
        {
          /* Killed after the save had returned: it must all be there. */
          g_assert_true (there);
          k.ops[kind] = (guint) g_ascii_strtoull (said + strlen ("ops "), NULL, 10);
        }
      whole[kind] += there;
      g_test_message ("%s %" G_GINT64_FORMAT ": %s, killed; %s", kind_names[kind], save.id,
                      g_str_has_prefix (said, "stop ") ? said : "after the save",
                      there ? "saved whole" : "not saved at all");
    }

  for (SaveKind kind = 0; kind < N_KINDS; kind++)
    g_test_message ("%s: %u kills, %u during the save; %u saved whole, %u not at all",
                    kind_names[kind], kills[kind], during[kind], whole[kind],
                    kills[kind] - whole[kind]);
  g_assert_cmpuint (total_during, >=, 50);

  g_ptr_array_unref (k.saved);
  g_free (k.sheet);
  tmp_remove_tree (k.dir);
  g_free (k.dir);
  g_free (k.path);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/kill9/app-saves", test_kill9);

  return g_test_run ();
}
