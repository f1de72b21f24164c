/* test-ranking-settings.c — hammer-cli ranking edit: a ranking's settings
 * changed after it is created, the standings computed again, refused
 * without a trace for bad input, and undone to the old settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"
#include "ranking/hammer-rankings.h"
#include "store/hammer-store-tx.h"
#include "test-cli-events.h"
#include "test-common.h"

/* The ranking's lines as "name points" lines, in order. */
static char *
standings_text (const char *path,
                const char *ranking_id)
{
  g_autoptr(JsonNode) shown = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  JsonArray *lines;

  g_assert_cmpint (cli_run_json (path, &shown, NULL, "ranking", "show", "--ranking", ranking_id,
                                 NULL), ==, 0);
  lines = json_node_get_array (shown);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      g_string_append_printf (text, "%s %g\n", json_object_get_string_member (line, "name"),
                              json_object_get_double_member (line, "points"));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The ranking's settings as the store holds them, in one line. */
static char *
settings_text (HammerStore *store,
               gint64       ranking_id)
{
  g_autoptr(HammerRanking) ranking = NULL;
  g_autofree char *points = NULL;
  g_autofree char *factors = NULL;
  g_autofree char *consolation = NULL;

  hammer_store_refresh (store);
  ranking = hammer_rankings_get (store, ranking_id, NULL);
  g_assert_nonnull (ranking);
  points = hammer_ranking_points_text (ranking->points);
  factors = hammer_ranking_factors_text (ranking->factors);
  consolation = hammer_ranking_points_text (ranking->consolation_points);
  return g_strdup_printf ("%s|%s|%s|best %u|%s|%s|%g in %u|cut %u", ranking->name,
                          hammer_ranked_by_to_string (ranking->by), points, ranking->best,
                          factors, consolation, ranking->threshold, ranking->threshold_years,
                          ranking->cut);
}

static gint64
n_changes (HammerStore *store)
{
  int rc;
  gint64 n;

  hammer_store_refresh (store);
  n = hammer_store_query_int (hammer_store_get_db (store), "SELECT count(*) FROM changes", &rc);
  g_assert_cmpint (rc, ==, SQLITE_OK);
  return n;
}

/* The newest change, hammer-cli's too: the one it just made. */
static gint64
last_change (HammerStore *store)
{
  int rc;
  gint64 id;

  hammer_store_refresh (store);
  id = hammer_store_query_int (hammer_store_get_db (store), "SELECT max (id) FROM changes", &rc);
  g_assert_cmpint (rc, ==, SQLITE_OK);
  return id;
}

/* Runs hammer-cli with the arguments from @first on (a ranking edit of
 * @ranking) and checks that it exits 2 saying @message, and that nothing
 * was stored. */
static void
assert_edit_refused (StoreFixture *f,
                     gint64        ranking,
                     const char   *message,
                     const char   *first,
                     ...) G_GNUC_NULL_TERMINATED;

static void
assert_edit_refused (StoreFixture *f,
                     gint64        ranking,
                     const char   *message,
                     const char   *first,
                     ...)
{
  g_auto(CliRun) run = { 0 };
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  gint64 changes = n_changes (f->store);
  va_list list;

  before = settings_text (f->store, ranking);
  va_start (list, first);
  cli_runv (&run, f->path, NULL, first, list);
  va_end (list);
  g_assert_cmpint (run.status, ==, 2);
  if (strstr (run.err, message) == NULL)
    g_error ("“%s” not in “%s”", message, run.err);
  after = settings_text (f->store, ranking);
  g_assert_cmpstr (after, ==, before);
  g_assert_cmpint (n_changes (f->store), ==, changes);
}

/* Two table events: January Ann 1, Bea 2, Cor 3; February Bea 1, Cor 2,
 * Ann 3. With 1=25,2=18,3=15, all results: Bea 43, Ann 40, Cor 33. Edited
 * to 1=10,2=5 and the best 1: Ann 10 and Bea 10 (each a first), Cor 5. */
/* The start of a ranking edit's arguments. */
#define EDIT "ranking", "edit", "--ranking", ranking_id

static void
test_edit_settings (StoreFixture  *f,
                    gconstpointer  data)
{
  const char * const one[] = { "Ann", "Bea", "Cor", NULL };
  const char * const two[] = { "Ann", "Bea", "Cor", NULL };
  g_autoptr(JsonNode) output = NULL;
  g_autofree char *e1 = NULL, *e2 = NULL, *ranking_id = NULL;
  g_autofree char *old_settings = NULL, *old_standings = NULL;
  g_autofree char *settings = NULL, *standings = NULL;
  g_autofree char *undone_settings = NULL, *undone_standings = NULL;
  gint64 ranking, events[2], first_edit, second_edit;

  events[0] = cli_event (f->path, "January", "table", "2026-01-03", 1, one);
  events[1] = cli_event (f->path, "February", "table", "2026-02-03", 1, two);
  for (guint i = 0; i < 2; i++)
    cli_draw (f->path, events[i]);
  cli_win (f->path, events[0], "Ann", "Bea");
  cli_win (f->path, events[0], "Ann", "Cor");
  cli_win (f->path, events[0], "Bea", "Cor");
  cli_win (f->path, events[1], "Bea", "Ann");
  cli_win (f->path, events[1], "Bea", "Cor");
  cli_win (f->path, events[1], "Cor", "Ann");
  e1 = g_strdup_printf ("%" G_GINT64_FORMAT, events[0]);
  e2 = g_strdup_printf ("%" G_GINT64_FORMAT, events[1]);

  g_assert_cmpint (cli_run_json (f->path, &output, NULL, "ranking", "create", "--name", "Tour",
                                 "--points", "1=25,2=18,3=15", "--rules", "table", "--cut",
                                 "2", NULL), ==, 0);
  ranking = json_object_get_int_member (json_node_get_object (output), "id");
  ranking_id = g_strdup_printf ("%" G_GINT64_FORMAT, ranking);
  g_assert_cmpint (cli_run_text (f->path, NULL, NULL, NULL, "ranking", "add", "--ranking",
                                 ranking_id, e1, e2, NULL), ==, 0);
  old_settings = settings_text (f->store, ranking);
  g_assert_cmpstr (old_settings, ==, "Tour|places|1=25,2=18,3=15|best 0|||0 in 0|cut 2");
  old_standings = standings_text (f->path, ranking_id);
  g_assert_cmpstr (old_standings, ==, "Bea 43\nAnn 40\nCor 33\n");

  /* What is given changes, the rest stays; the standings follow at once. */
  json_node_unref (g_steal_pointer (&output));
  g_assert_cmpint (cli_run_json (f->path, &output, NULL, "ranking", "edit", "--ranking",
                                 ranking_id, "--points", "1=10,2=5", "--best", "1",
                                 "--field-factors", "1-2=0.5", "--consolation-points", "1=1",
                                 "--threshold", "9.5", "--within-years", "2", NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (output), "id"), ==,
                   ranking);
  first_edit = last_change (f->store);
  settings = settings_text (f->store, ranking);
  g_assert_cmpstr (settings, ==,
                   "Tour|places|1=10,2=5|best 1|1-2=0.5|1=1|9.5 in 2|cut 2");
  standings = standings_text (f->path, ranking_id);
  g_assert_cmpstr (standings, ==, "Ann 10\nBea 10\nCor 5\n");

  /* Bad input: refused with what and where, nothing stored. */
  assert_edit_refused (f, ranking, "pair 2, “x”, is not one", EDIT, "--points", "1=10,x", NULL);
  assert_edit_refused (f, ranking, "--best takes a whole number from 0", EDIT, "--best", "many",
                       NULL);
  assert_edit_refused (f, ranking, "Consolation points: ", EDIT, "--consolation-points", "1=",
                       NULL);
  assert_edit_refused (f, ranking, "field-size factors", EDIT, "--field-factors", "8-11", NULL);
  /* Its years stay: a threshold of none would leave them without one. */
  assert_edit_refused (f, ranking, "A threshold is a number of points above 0", EDIT,
                       "--threshold", "0", NULL);
  assert_edit_refused (f, ranking, "A ranking needs a name", EDIT, "--name", " ", NULL);
  /* Its events are of table shuffleboard: the ranking cannot become court's. */
  assert_edit_refused (f, ranking, "counts Court shuffleboard only", EDIT, "--rules", "court",
                       NULL);
  assert_edit_refused (f, ranking, "no points table", EDIT, "--by", "totals", "--points", "1=1",
                       NULL);

  /* 0 and empty clear a setting. */
  g_assert_cmpint (cli_run_text (f->path, NULL, NULL, NULL, "ranking", "edit", "--ranking",
                                 ranking_id, "--best", "0", "--field-factors", "",
                                 "--consolation-points", "", "--threshold", "0",
                                 "--within-years", "0", "--cut", "0", "--name", "Tour 2026",
                                 NULL), ==, 0);
  second_edit = last_change (f->store);
  g_clear_pointer (&settings, g_free);
  settings = settings_text (f->store, ranking);
  g_assert_cmpstr (settings, ==, "Tour 2026|places|1=10,2=5|best 0|||0 in 0|cut 0");

  /* Undo takes back the last edit, then the first: the old settings and
   * the old standings. */
  g_assert_true (hammer_store_undo (f->store, second_edit, NULL));
  g_clear_pointer (&settings, g_free);
  settings = settings_text (f->store, ranking);
  g_assert_cmpstr (settings, ==,
                   "Tour|places|1=10,2=5|best 1|1-2=0.5|1=1|9.5 in 2|cut 2");
  g_assert_true (hammer_store_undo (f->store, first_edit, NULL));
  undone_settings = settings_text (f->store, ranking);
  g_assert_cmpstr (undone_settings, ==, old_settings);
  undone_standings = standings_text (f->path, ranking_id);
  g_assert_cmpstr (undone_standings, ==, old_standings);

  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, f->path, NULL, "ranking", "edit", "--ranking", "99", "--best", "1", NULL);
    g_assert_cmpint (run.status, !=, 0);
    g_assert_nonnull (strstr (run.err, "There is no ranking 99"));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/ranking-settings/edit", StoreFixture, NULL, store_fixture_set_up,
              test_edit_settings, store_fixture_tear_down);

  return g_test_run ();
}
