/* test-rankings.c — rankings across events: the points table, ties, and
 * hammer-cli ranking over events played, through undo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"
#include "ranking/hammer-rankings.h"
#include "store/hammer-store-tx.h"
#include "test-cli-events.h"
#include "test-common.h"

static void
test_points_table (void)
{
  const char * const bad[] = { "1=25,x", "0=5", "1=-3", "1=25,1=3", "=5", "1=25,,2=3", "" };
  g_autoptr(GArray) table = NULL;
  g_autoptr(GArray) factors = NULL;
  g_autofree char *text = NULL;
  g_autofree char *factors_text = NULL;

  table = hammer_ranking_parse_points (" 3=15, 1=25,2=18.5", NULL);
  g_assert_nonnull (table);
  text = hammer_ranking_points_text (table);
  g_assert_cmpstr (text, ==, "1=25,2=18.5,3=15");
  g_assert_cmpfloat (hammer_ranking_place_points (table, 2), ==, 18.5);
  /* A place without a value earns nothing. */
  g_assert_cmpfloat (hammer_ranking_place_points (table, 4), ==, 0);
  /* Points with their unit: one home for paper, web page and app. */
  {
    g_autofree char *one = hammer_ranking_points_label (1, '.');
    g_autofree char *half = hammer_ranking_points_label (0.5, ',');
    g_autofree char *many = hammer_ranking_points_label (43, '.');

    g_assert_cmpstr (one, ==, "1 point");
    g_assert_cmpstr (half, ==, "0,5 points");
    g_assert_cmpstr (many, ==, "43 points");
  }

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GArray) refused = hammer_ranking_parse_points (bad[i], &error);

      g_assert_null (refused);
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
    }

  factors = hammer_ranking_parse_factors ("8-11=0.5,4-7=0.25,12+=1", NULL);
  g_assert_nonnull (factors);
  factors_text = hammer_ranking_factors_text (factors);
  g_assert_cmpstr (factors_text, ==, "8-11=0.5,4-7=0.25,12+=1");
  g_assert_cmpfloat (hammer_ranking_field_factor (factors, 8), ==, 0.5);
  g_assert_cmpfloat (hammer_ranking_field_factor (factors, 11), ==, 0.5);
  g_assert_cmpfloat (hammer_ranking_field_factor (factors, 5), ==, 0.25);
  g_assert_cmpfloat (hammer_ranking_field_factor (factors, 40), ==, 1);
  g_assert_cmpfloat (hammer_ranking_field_factor (factors, 3), ==, 1);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GArray) overlapping = hammer_ranking_parse_factors ("8-11=0.5,10+=1", &error);

    g_assert_null (overlapping);
    g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  }
}

static GArray *
results_of (const guint *places,
            guint        n,
            GArray      *table)
{
  GArray *results = g_array_new (FALSE, FALSE, sizeof (HammerRankingResult));

  for (guint i = 0; i < n; i++)
    {
      HammerRankingResult result = { i + 1, i, g_strdup ("2026-01-01"), places[i],
                                     hammer_ranking_place_points (table, places[i]) };

      g_array_append_val (results, result);
    }
  return results;
}

/* Level on points, more better places go first; then the place is
 * shared. */
static void
test_ties (void)
{
  g_autoptr(GArray) table = hammer_ranking_parse_points ("1=10,2=5", NULL);
  const guint x[] = { 3, 1 }, y[] = { 2, 2 }, z[] = { 2, 2 };
  HammerRankingPlayer players[] = {
    { 3, "Zoë", results_of (z, 2, table) },
    { 2, "Yuri", results_of (y, 2, table) },
    { 1, "Xan", results_of (x, 2, table) },
  };
  g_autoptr(GPtrArray) lines = hammer_ranking_rank (players, 3, HAMMER_RANKED_BY_PLACES, 0);
  const HammerRankingLine *first = g_ptr_array_index (lines, 0);
  const HammerRankingLine *second = g_ptr_array_index (lines, 1);
  const HammerRankingLine *third = g_ptr_array_index (lines, 2);

  g_assert_cmpstr (first->name, ==, "Xan");
  g_assert_cmpuint (first->place, ==, 1);
  g_assert_false (first->shared);
  g_assert_cmpfloat (first->points, ==, 10);
  g_assert_cmpstr (second->name, ==, "Yuri");
  g_assert_cmpstr (third->name, ==, "Zoë");
  g_assert_cmpuint (second->place, ==, 2);
  g_assert_cmpuint (third->place, ==, 2);
  g_assert_true (second->shared && third->shared);
}

/* Series: the best 2 totals summed, or the best 2 averages' mean. */
static void
test_series (void)
{
  for (guint by = HAMMER_RANKED_BY_TOTALS; by <= HAMMER_RANKED_BY_AVERAGES; by++)
    {
      GArray *results = g_array_new (FALSE, FALSE, sizeof (HammerRankingResult));
      const double figures[] = { 1400, 1500, 1450 };
      HammerRankingPlayer player = { 1, "Ann", results };
      g_autoptr(GPtrArray) lines = NULL;
      const HammerRankingLine *line;

      for (guint i = 0; i < G_N_ELEMENTS (figures); i++)
        {
          HammerRankingResult result = { i + 1, i, g_strdup ("2026-01-01"), 1, figures[i] };

          g_array_append_val (results, result);
        }
      lines = hammer_ranking_rank (&player, 1, by, 2);
      line = g_ptr_array_index (lines, 0);
      g_assert_cmpfloat (line->points, ==, by == HAMMER_RANKED_BY_TOTALS ? 2950 : 1475);
      /* The counted ones in time order: events 2 and 3. */
      g_assert_cmpuint (line->counted->len, ==, 2);
      g_assert_cmpint (g_array_index (line->counted, HammerRankingResult, 0).event_id, ==, 2);
      g_assert_cmpint (g_array_index (line->counted, HammerRankingResult, 1).event_id, ==, 3);
    }
}

static char *
id_text (gint64 id)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, id);
}

/* The ranking's lines as "place name points [events…] movement" lines,
 * the counted events by their ids. */
static char *
ranking_text (const char *path,
              gint64      ranking)
{
  g_autoptr(JsonNode) shown = NULL;
  g_autofree char *ranking_id = id_text (ranking);
  g_autoptr(GString) text = g_string_new (NULL);
  JsonArray *lines;

  g_assert_cmpint (cli_run_json (path, &shown, NULL, "ranking", "show", "--ranking", ranking_id,
                                 NULL), ==, 0);
  lines = json_node_get_array (shown);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      JsonArray *counted = json_object_get_array_member (line, "counted");
      JsonNode *movement = json_object_get_member (line, "movement");

      g_string_append_printf (text, "%" G_GINT64_FORMAT " %s %g [",
                              json_object_get_int_member (line, "place"),
                              json_object_get_string_member (line, "name"),
                              json_object_get_double_member (line, "points"));
      for (guint c = 0; c < json_array_get_length (counted); c++)
        {
          JsonObject *result = json_array_get_object_element (counted, c);

          g_string_append_printf (text, "%s%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT "=%g",
                                  c > 0 ? " " : "",
                                  json_object_get_int_member (result, "event"),
                                  json_object_get_int_member (result, "place"),
                                  json_object_get_double_member (result, "points"));
        }
      if (JSON_NODE_HOLDS_NULL (movement))
        g_string_append (text, "] new\n");
      else
        g_string_append_printf (text, "] %+" G_GINT64_FORMAT "\n", json_node_get_int (movement));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static gint64
cli_ranking (const char *path,
             const char *first,
             ...) G_GNUC_NULL_TERMINATED;

/* Runs hammer-cli with the arguments from @first on ("ranking", "create",
 * …), and returns the new ranking's id. */
static gint64
cli_ranking (const char *path,
             const char *first,
             ...)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) output = NULL;
  va_list list;

  va_start (list, first);
  cli_runv (&run, path, NULL, first, list);
  va_end (list);
  g_assert_cmpint (run.status, ==, 0);
  output = test_parse_json (run.out);
  return json_object_get_int_member (json_node_get_object (output), "id");
}

/* Three events in a month each; the table 1=25,2=18,3=15; the best 2 of a
 * player's results count:
 *
 *   event 1 (3 Jan): Ann 1, Bea 2, Cor 3
 *   event 2 (3 Feb): Bea 1, Dirk 2, Ann 3
 *   event 3 (3 Mar): Cor 1, Ann 2, Dirk 3
 *
 * By hand: Ann 25 + 18 (events 1 and 3; the 15 of event 2 does not count)
 * = 43; Bea 18 + 25 = 43, with the same places (a first and a second):
 * both are first, the place shared; Cor 15 + 25 = 40; Dirk 18 + 15 = 33.
 * Before event 3: Bea 43, Ann 40, Dirk 18, Cor 15. */
static void
test_three_events (StoreFixture  *f,
                   gconstpointer  data)
{
  const char * const one[] = { "Ann", "Bea", "Cor", NULL };
  const char * const two[] = { "Ann", "Bea", "Dirk", NULL };
  const char * const three[] = { "Ann", "Cor", "Dirk", NULL };
  g_autoptr(JsonNode) added = NULL;
  g_autofree char *text = NULL;
  g_autofree char *undone = NULL;
  g_autofree char *ranking_id = NULL;
  gint64 e1, e2, e3, ranking;
  g_autofree char *t1 = NULL, *t2 = NULL, *t3 = NULL;
  sqlite3 *db;
  gint64 last;
  int rc;

  e1 = cli_event (f->path, "January", "table", "2026-01-03", 1, one);
  e2 = cli_event (f->path, "February", "table", "2026-02-03", 1, two);
  e3 = cli_event (f->path, "March", "table", "2026-03-03", 1, three);
  cli_draw (f->path, e1);
  cli_draw (f->path, e2);
  cli_draw (f->path, e3);
  cli_win (f->path, e1, "Ann", "Bea");
  cli_win (f->path, e1, "Ann", "Cor");
  cli_win (f->path, e1, "Bea", "Cor");
  cli_win (f->path, e2, "Bea", "Ann");
  cli_win (f->path, e2, "Bea", "Dirk");
  cli_win (f->path, e2, "Dirk", "Ann");
  cli_win (f->path, e3, "Cor", "Ann");
  cli_win (f->path, e3, "Cor", "Dirk");
  cli_win (f->path, e3, "Ann", "Dirk");

  ranking = cli_ranking (f->path, "ranking", "create", "--name", "Tour", "--points",
                         "1=25,2=18,3=15", "--best", "2", NULL);
  ranking_id = id_text (ranking);
  t1 = id_text (e1);
  t2 = id_text (e2);
  t3 = id_text (e3);
  /* Added out of order: the ranking goes by the events' dates. */
  g_assert_cmpint (cli_run_json (f->path, &added, NULL, "ranking", "add", "--ranking",
                                 ranking_id, t3, t1, t2, NULL), ==, 0);

  text = ranking_text (f->path, ranking);
  g_assert_cmpstr (text, ==,
                   "1 Ann 43 [1:1=25 3:2=18] +1\n"
                   "1 Bea 43 [1:2=18 2:1=25] +0\n"
                   "3 Cor 40 [1:3=15 3:1=25] +1\n"
                   "4 Dirk 33 [2:2=18 3:3=15] -1\n");

  /* Ann's points after each event: 25, then 25 + 15, then 25 + 18. */
  {
    g_autoptr(JsonNode) shown = NULL;
    JsonArray *history;

    g_assert_cmpint (cli_run_json (f->path, &shown, NULL, "ranking", "show", "--ranking",
                                   ranking_id, NULL), ==, 0);
    history = json_object_get_array_member (json_array_get_object_element (
                                              json_node_get_array (shown), 0), "history");
    g_assert_cmpuint (json_array_get_length (history), ==, 3);
    g_assert_cmpfloat (json_array_get_double_element (history, 0), ==, 25);
    g_assert_cmpfloat (json_array_get_double_element (history, 1), ==, 40);
    g_assert_cmpfloat (json_array_get_double_element (history, 2), ==, 43);
  }

  /* The same on paper, as a table and as a web page; Ann's 15 of
   * February does not count. */
  {
    g_autofree char *csv = NULL;
    g_autofree char *html = NULL;
    g_autofree char *pdf = g_build_filename (f->dir, "tour.pdf", NULL);
    g_autofree char *words = NULL;

    g_assert_cmpint (cli_run_text (f->path, &csv, NULL, NULL, "ranking", "export", "--ranking",
                                   ranking_id, "--format", "csv", NULL), ==, 0);
    g_assert_cmpstr (csv, ==,
                     "Place,Name,Points,January,February,March,Movement\r\n"
                     "1=,Ann,43,25,(15),18,1\r\n"
                     "1=,Bea,43,18,25,,0\r\n"
                     "3,Cor,40,15,,25,1\r\n"
                     "4,Dirk,33,,18,15,-1\r\n");
    g_assert_cmpint (cli_run_text (f->path, &html, NULL, NULL, "ranking", "export", "--ranking",
                                   ranking_id, "--format", "html", NULL), ==, 0);
    g_assert_nonnull (strstr (html, "<h1>Tour</h1>"));
    g_assert_nonnull (strstr (html, "<th scope=\"row\" class=\"name\">Dirk</th>"
                                    "<td class=\"num\">33</td>"));
    g_assert_cmpint (cli_run_text (f->path, NULL, NULL, NULL, "ranking", "export", "--ranking",
                                   ranking_id, "--output", pdf, NULL), ==, 0);
    words = pdf_text (pdf);
    g_assert_nonnull (strstr (words, "Tour"));
    g_assert_nonnull (strstr (words, "(15)"));
    g_assert_nonnull (strstr (words, "Points in brackets do not count."));
    /* The events' columns are numbered, named in the key, nothing cut. */
    g_assert_nonnull (strstr (words, "1: January · 2: February"));
    {
      g_auto(GStrv) cuts = pdf_cut_texts (pdf);

      g_assert_cmpuint (g_strv_length (cuts), ==, 0);
    }
  }

  /* Ann's win over Dirk undone: event 3 is under way again and no longer
   * counts. By hand: Bea 43, Ann 25 + 15 = 40, Dirk 18, Cor 15; before
   * event 2, Ann 25, Bea 18, Cor 15. */
  hammer_store_refresh (f->store);
  db = hammer_store_get_db (f->store);
  last = hammer_store_query_int (db, "SELECT max (id) FROM changes"
                                     " WHERE description NOT LIKE '%ranking%'", &rc);
  g_assert_cmpint (rc, ==, SQLITE_OK);
  g_assert_true (hammer_store_undo (f->store, last, NULL));
  undone = ranking_text (f->path, ranking);
  g_assert_cmpstr (undone, ==,
                   "1 Bea 43 [1:2=18 2:1=25] +1\n"
                   "2 Ann 40 [1:1=25 2:3=15] -1\n"
                   "3 Dirk 18 [2:2=18] new\n"
                   "4 Cor 15 [1:3=15] -1\n");
}

/* A knockout with a consolation, seeded Ann, Bea, Cor, Dirk (Ann–Dirk and
 * Bea–Cor), and a round robin a week later; the table 1=25,2=18,3=15,4=12
 * and the consolation's own 1=5,2=3:
 *
 *   event 1 (1 May): Ann beats Dirk, Cor beats Bea, Ann beats Cor;
 *                    in the consolation Dirk beats Bea
 *   event 2 (8 May): Bea beats Dirk
 *
 * By hand: Ann 25 (first), Cor 18 (second); Dirk won the consolation, 3rd
 * overall, and earns its 5, not the 15 of third; Bea its 3, not 12. With
 * event 2: Bea 3 + 25 = 28, Ann 25, Dirk 5 + 18 = 23, Cor 18. */
static void
test_consolation_points (StoreFixture  *f,
                         gconstpointer  data)
{
  const char * const field[] = { "Ann", "Bea", "Cor", "Dirk", NULL };
  const char * const two[] = { "Bea", "Dirk", NULL };
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) added = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autofree char *t1 = NULL, *t2 = NULL, *ranking_id = NULL;
  g_autofree char *text = NULL, *undone = NULL, *expected = NULL;
  gboolean found = FALSE;
  gint64 e1, e2, ranking, last;
  JsonArray *lines;
  sqlite3 *db;
  int rc;

  g_assert_cmpint (cli_run_json (f->path, &created, NULL, "event", "create", "--name", "May",
                                 "--rules", "table", "--format", "single-elimination",
                                 "--consolation", "--option", "target=15", "--option",
                                 "best_of=3", "--date", "2026-05-01", NULL), ==, 0);
  e1 = json_object_get_int_member (json_node_get_object (created), "id");
  t1 = id_text (e1);
  for (guint i = 0; field[i] != NULL; i++)
    {
      g_autoptr(JsonNode) entered = NULL;
      g_autoptr(JsonNode) seeded = NULL;
      g_autofree char *entrant = NULL;
      g_autofree char *seed = g_strdup_printf ("%u", i + 1);

      g_assert_cmpint (cli_run_json (f->path, &entered, NULL, "entrants", "add", "--event", t1,
                                     field[i], NULL), ==, 0);
      entrant = id_text (json_object_get_int_member (
                           json_array_get_object_element (json_node_get_array (entered), 0),
                           "id"));
      g_assert_cmpint (cli_run_json (f->path, &seeded, NULL, "entrants", "seed", "--event", t1,
                                     entrant, seed, NULL), ==, 0);
    }
  g_assert_cmpint (cli_run_json (f->path, &drawn, NULL, "draw", "--event", t1, "--seed", "1",
                                 NULL), ==, 0);
  cli_win (f->path, e1, "Ann", "Dirk");
  cli_win (f->path, e1, "Cor", "Bea");
  cli_win (f->path, e1, "Ann", "Cor");
  e2 = cli_event (f->path, "May 2", "table", "2026-05-08", 1, two);
  t2 = id_text (e2);
  cli_draw (f->path, e2);
  cli_win (f->path, e2, "Bea", "Dirk");
  cli_win (f->path, e1, "Dirk", "Bea");

  ranking = cli_ranking (f->path, "ranking", "create", "--name", "Shuffle", "--points",
                         "1=25,2=18,3=15,4=12", "--consolation-points", "1=5,2=3", NULL);
  ranking_id = id_text (ranking);
  g_assert_cmpint (cli_run_json (f->path, &added, NULL, "ranking", "add", "--ranking",
                                 ranking_id, t1, t2, NULL), ==, 0);
  text = ranking_text (f->path, ranking);
  expected = g_strdup_printf ("1 Bea 28 [%s:4=3 %s:1=25] +3\n"
                              "2 Ann 25 [%s:1=25] -1\n"
                              "3 Dirk 23 [%s:3=5 %s:2=18] +0\n"
                              "4 Cor 18 [%s:2=18] -2\n", t1, t2, t1, t1, t2, t1);
  g_assert_cmpstr (text, ==, expected);

  /* Dirk's result of event 1 says it was counted as the consolation's first. */
  g_assert_cmpint (cli_run_json (f->path, &shown, NULL, "ranking", "show", "--ranking",
                                 ranking_id, NULL), ==, 0);
  lines = json_node_get_array (shown);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      JsonArray *counted = json_object_get_array_member (line, "counted");

      for (guint c = 0; c < json_array_get_length (counted); c++)
        {
          JsonObject *result = json_array_get_object_element (counted, c);
          gboolean in_consolation = json_object_get_int_member (result, "event") == e1 &&
                                    json_object_get_int_member (result, "place") >= 3;

          g_assert_cmpint (json_object_has_member (result, "bracket"), ==, in_consolation);
          if (in_consolation && g_str_equal (json_object_get_string_member (line, "name"),
                                             "Dirk"))
            {
              g_assert_cmpstr (json_object_get_string_member (result, "bracket"), ==,
                               "consolation");
              g_assert_cmpint (json_object_get_int_member (result, "bracket_place"), ==, 1);
              found = TRUE;
            }
        }
    }
  g_assert_true (found);

  /* The consolation's result undone: event 1 is under way again and does
   * not count. By hand: Bea 25, Dirk 18, from event 2 alone. */
  hammer_store_refresh (f->store);
  db = hammer_store_get_db (f->store);
  last = hammer_store_query_int (db, "SELECT max (id) FROM changes"
                                     " WHERE description NOT LIKE '%ranking%'", &rc);
  g_assert_cmpint (rc, ==, SQLITE_OK);
  g_assert_true (hammer_store_undo (f->store, last, NULL));
  undone = ranking_text (f->path, ranking);
  g_clear_pointer (&expected, g_free);
  expected = g_strdup_printf ("1 Bea 25 [%s:1=25] new\n"
                              "2 Dirk 18 [%s:2=18] new\n", t2, t2);
  g_assert_cmpstr (undone, ==, expected);
}

static void
assert_refused (const char *path,
                const char *message,
                const char *first,
                ...) G_GNUC_NULL_TERMINATED;

/* Runs hammer-cli with the arguments from @first on and checks it exits 2
 * with @message (a part of it) on standard error and in the JSON. */
static void
assert_refused (const char *path,
                const char *message,
                const char *first,
                ...)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) output = NULL;
  JsonObject *error;
  va_list list;

  va_start (list, first);
  cli_runv (&run, path, NULL, first, list);
  va_end (list);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, message));
  output = test_parse_json (run.out);
  error = json_object_get_object_member (json_node_get_object (output), "error");
  g_assert_nonnull (strstr (json_object_get_string_member (error, "message"), message));
}

static gint64
count_rows (HammerStore *store,
            const char  *sql)
{
  int rc;
  gint64 n;

  hammer_store_refresh (store);
  n = hammer_store_query_int (hammer_store_get_db (store), sql, &rc);
  g_assert_cmpint (rc, ==, SQLITE_OK);
  return n;
}

static void
test_bad_input (StoreFixture  *f,
                gconstpointer  data)
{
  const char * const names[] = { "Ann", "Bea", NULL };
  g_autofree char *table_id = NULL, *court_id = NULL, *ranking_id = NULL;
  gint64 ranking;

  assert_refused (f->path, "pair 2, “x”, is not one", "ranking", "create", "--name", "Tour",
                  "--points", "1=25,x", NULL);
  assert_refused (f->path, "pair 1, “first=25”, is not one", "ranking", "create", "--name",
                  "Tour", "--points", "first=25", NULL);
  /* The usual slips named for what they are, and where. */
  assert_refused (f->path, "points must be 0 or more: “1=-5”", "ranking", "create", "--name",
                  "Tour", "--points", "1=-5", NULL);
  assert_refused (f->path, "places start at 1: “0=25”", "ranking", "create", "--name", "Tour",
                  "--points", "0=25,1=20", NULL);
  assert_refused (f->path, "place 2 earns 20, more than place 1’s 10", "ranking", "create",
                  "--name", "Tour", "--points", "1=10,2=20", NULL);
  assert_refused (f->path, "--best takes a whole number from 0, not “-1”", "ranking", "create",
                  "--name", "Tour", "--points", "1=10", "--best", "-1", NULL);
  assert_refused (f->path, "field-size factors", "ranking", "create", "--name", "Tour",
                  "--points", "1=1", "--field-factors", "8-11", NULL);
  assert_refused (f->path, "Consolation points: The points table is not", "ranking",
                  "create", "--name", "Tour", "--points", "1=1", "--consolation-points",
                  "1=0.5,3", NULL);
  assert_refused (f->path, "no points table", "ranking", "create", "--name", "Tour", "--by",
                  "totals", "--consolation-points", "1=0.5", NULL);
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM rankings"), ==, 0);

  /* 0 means every result, at create as at edit, and --help says so. */
  {
    g_autofree char *help = NULL;
    g_autoptr(HammerRanking) all = NULL;
    gint64 every = cli_ranking (f->path, "ranking", "create", "--name", "Every", "--points",
                                "1=10", "--best", "0", NULL);

    hammer_store_refresh (f->store);
    all = hammer_rankings_get (f->store, every, NULL);
    g_assert_nonnull (all);
    g_assert_cmpuint (all->best, ==, 0);
    g_assert_true (hammer_rankings_delete (f->store, every, NULL));
    g_assert_cmpint (cli_run_text (f->path, &help, NULL, NULL, "ranking", "create", "--help",
                                   NULL), ==, 0);
    g_assert_nonnull (strstr (help, "best N results count (0: every result)"));
  }

  table_id = id_text (cli_event (f->path, "Table open", "table", "2026-01-03", 1, names));
  court_id = id_text (cli_event (f->path, "Court open", "court", "2026-01-04", 1, names));
  ranking = cli_ranking (f->path, "ranking", "create", "--name", "Table tour", "--points",
                         "1=25,2=18", "--rules", "table", NULL);
  ranking_id = id_text (ranking);

  /* One event of another game refuses the lot. */
  assert_refused (f->path, "is of Court shuffleboard, but ranking “Table tour” counts "
                  "Table shuffleboard only", "ranking", "add", "--ranking", ranking_id,
                  table_id, court_id, NULL);
  assert_refused (f->path, "There is no event 99", "ranking", "add", "--ranking", ranking_id,
                  "99", NULL);
  assert_refused (f->path, "There is no ranking 7", "ranking", "show", "--ranking", "7", NULL);
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM ranking_events"), ==, 0);

  /* What is taken is a change like any other, that undo takes back. */
  {
    g_autoptr(JsonNode) added = NULL;
    gint64 last;

    g_assert_cmpint (cli_run_json (f->path, &added, NULL, "ranking", "add", "--ranking",
                                   ranking_id, table_id, NULL), ==, 0);
    g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM ranking_events"), ==, 1);
    last = count_rows (f->store, "SELECT max (id) FROM changes");
    g_assert_true (hammer_store_undo (f->store, last, NULL));
    g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM ranking_events"), ==, 0);
  }

  /* ranking list: id, name, game and events, as JSON and as lines. */
  {
    g_autoptr(JsonNode) listed = NULL;
    g_autofree char *plain = NULL;
    JsonObject *only;

    g_assert_cmpint (cli_run_json (f->path, &listed, NULL, "--json", "ranking", "list", NULL), ==,
                     0);
    g_assert_cmpuint (json_array_get_length (json_node_get_array (listed)), ==, 1);
    only = json_array_get_object_element (json_node_get_array (listed), 0);
    g_assert_cmpint (json_object_get_int_member (only, "id"), ==, ranking);
    g_assert_cmpstr (json_object_get_string_member (only, "name"), ==, "Table tour");
    g_assert_cmpstr (json_object_get_string_member (only, "rules"), ==, "table");
    g_assert_cmpint (json_object_get_int_member (only, "events"), ==, 0);
    g_assert_cmpint (cli_run_text (f->path, &plain, NULL, NULL, "ranking", "list", NULL), ==, 0);
    g_assert_nonnull (strstr (plain, "Table tour"));
    g_assert_nonnull (strstr (plain, "0 events\n"));
  }
}

/* Renamed, an event taken out and the ranking deleted, each refused on bad
 * input with nothing changed, and each taken back by undo whole. */
static void
test_edit (StoreFixture  *f,
           gconstpointer  data)
{
  const char * const names[] = { "Ann", "Bea", NULL };
  HammerRankingSpec spec = { .name = "Tour", .points = "1=25,2=18" };
  g_autoptr(GError) error = NULL;
  gint64 events[2], ranking, last;

  events[0] = cli_event (f->path, "January", "table", "2026-01-03", 1, names);
  events[1] = cli_event (f->path, "February", "table", "2026-02-03", 1, names);
  hammer_store_refresh (f->store);
  ranking = hammer_rankings_create (f->store, &spec, NULL);
  g_assert_cmpint (ranking, >, 0);
  g_assert_true (hammer_rankings_add_events (f->store, ranking, events, 2, NULL));

  g_assert_false (hammer_rankings_rename (f->store, ranking, "  ", &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);
  g_assert_true (hammer_rankings_rename (f->store, ranking, " District ", NULL));
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM rankings"
                                         " WHERE name = 'District'"), ==, 1);

  g_assert_false (hammer_rankings_remove_event (f->store, ranking, 99, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_true (hammer_rankings_remove_event (f->store, ranking, events[0], NULL));
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM ranking_events"), ==, 1);
  last = count_rows (f->store, "SELECT max (id) FROM changes");
  g_assert_true (hammer_store_undo (f->store, last, NULL));
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM ranking_events"), ==, 2);

  g_assert_false (hammer_rankings_delete (f->store, ranking + 1, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_assert_true (hammer_rankings_delete (f->store, ranking, NULL));
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM rankings"), ==, 0);
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM ranking_events"), ==, 0);
  /* The events stay. */
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM events"), ==, 2);
  last = count_rows (f->store, "SELECT max (id) FROM changes");
  g_assert_true (hammer_store_undo (f->store, last, NULL));
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM rankings"
                                         " WHERE name = 'District'"), ==, 1);
  g_assert_cmpint (count_rows (f->store, "SELECT count(*) FROM ranking_events"), ==, 2);
}

/* A doubles team's points go to each player; a field of 8–11 earns half,
 * of 2 a quarter; the threshold marks, the cut qualifies; the draw seeds
 * by the ranking. */
static void
test_teams_factors_marks (StoreFixture  *f,
                          gconstpointer  data)
{
  const char * const teams[] = { "Ann / Bea", "Cor / Dirk", NULL };
  const char * const singles[] = { "Eva", "Ann", "Cor", NULL };
  g_autofree char *doubles_id = NULL, *singles_id = NULL, *ranking_id = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) added = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) event = NULL;
  g_autofree char *next_id = NULL;
  JsonArray *lines, *entrants;
  gint64 doubles, single, ranking;

  doubles = cli_event (f->path, "Pairs", "table", "2024-06-01", 2, teams);
  single = cli_event (f->path, "Singles", "table", "2026-06-01", 1, singles);
  cli_draw (f->path, doubles);
  cli_draw (f->path, single);
  cli_win (f->path, doubles, "Ann / Bea", "Cor / Dirk");
  cli_win (f->path, single, "Eva", "Ann");
  cli_win (f->path, single, "Eva", "Cor");
  cli_win (f->path, single, "Cor", "Ann");

  /* Pairs (2 entrants): 10 × 0.25; singles (3 entrants): full points.
   * The threshold counts a year back from the last event: Pairs of 2024
   * no longer does. */
  ranking = cli_ranking (f->path, "ranking", "create", "--name", "Points", "--points",
                         "1=10,2=6,3=4", "--field-factors", "2=0.25,8-11=0.5", "--threshold", "6",
                         "--within-years", "1", "--cut", "2", NULL);
  ranking_id = id_text (ranking);
  doubles_id = id_text (doubles);
  singles_id = id_text (single);
  g_assert_cmpint (cli_run_json (f->path, &added, NULL, "ranking", "add", "--ranking",
                                 ranking_id, doubles_id, singles_id, NULL), ==, 0);
  text = ranking_text (f->path, ranking);
  g_assert_cmpstr (text, ==,
                   "1 Eva 10 [2:1=10] new\n"
                   "2 Cor 7.5 [1:2=1.5 2:2=6] +1\n"
                   "3 Ann 6.5 [1:1=2.5 2:3=4] -2\n"
                   "4 Bea 2.5 [1:1=2.5] -3\n"
                   "5 Dirk 1.5 [1:2=1.5] -2\n");

  /* On Dutch and German paper the same figures carry a decimal comma. */
  for (guint l = 0; l < 2; l++)
    {
      const char *languages[] = { "nl", "de" };
      g_autofree char *file = g_strdup_printf ("points-%s.pdf", languages[l]);
      g_autofree char *pdf = g_build_filename (f->dir, file, NULL);
      g_autofree char *words = NULL;

      g_setenv ("LANGUAGE", languages[l], TRUE);
      g_assert_cmpint (cli_run_text (f->path, NULL, NULL, NULL, "ranking", "export", "--ranking",
                                     ranking_id, "--output", pdf, NULL), ==, 0);
      g_unsetenv ("LANGUAGE");
      words = pdf_text (pdf);
      g_assert_nonnull (strstr (words, "7,5"));
      g_assert_nonnull (strstr (words, "6,5"));
      g_assert_null (strstr (words, "7.5"));
      g_assert_null (strstr (words, "1.5"));
    }

  /* The web page has the paper's key to ★ and the brackets, in counts
   * that agree with their number; the qualified have their own column. */
  {
    g_autofree char *html = NULL;
    g_autofree char *one = NULL;
    g_autoptr(JsonNode) edited = NULL;

    g_assert_cmpint (cli_run_text (f->path, &html, NULL, NULL, "ranking", "export", "--ranking",
                                   ranking_id, "--format", "html", NULL), ==, 0);
    g_assert_nonnull (strstr (html, "<p class=\"meta\">Points in brackets do not count. "
                                    "★ 6 points or more within 1 year.</p>"));
    g_assert_null (strstr (html, "In bold"));
    g_assert_cmpint (cli_run_json (f->path, &edited, NULL, "ranking", "edit", "--ranking",
                                   ranking_id, "--threshold", "1", "--within-years", "0", NULL),
                     ==, 0);
    g_assert_cmpint (cli_run_text (f->path, &one, NULL, NULL, "ranking", "export", "--ranking",
                                   ranking_id, "--format", "html", NULL), ==, 0);
    g_assert_nonnull (strstr (one, "★ 1 point or more.</p>"));
    g_clear_pointer (&edited, json_node_unref);
    g_assert_cmpint (cli_run_json (f->path, &edited, NULL, "ranking", "edit", "--ranking",
                                   ranking_id, "--threshold", "6", "--within-years", "1", NULL),
                     ==, 0);
  }

  g_assert_cmpint (cli_run_json (f->path, &shown, NULL, "ranking", "show", "--ranking",
                                 ranking_id, NULL), ==, 0);
  lines = json_node_get_array (shown);
  /* Eva and Cor reach 6 within the year; Ann's 6.5 is 4 within it. */
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);

      g_assert_cmpint (json_object_get_boolean_member (line, "marked"), ==, i < 2);
      g_assert_cmpint (json_object_get_boolean_member (line, "qualified"), ==, i < 2);
    }

  /* Seeded by the ranking: Eva, Cor, Ann, though entered the other way. */
  {
    const char * const field[] = { "Ann", "Cor", "Eva", NULL };

    next_id = id_text (cli_event (f->path, "Next", "table", "2026-07-01", 1, field));
  }
  g_assert_cmpint (cli_run_json (f->path, &drawn, NULL, "draw", "--event", next_id,
                                 "--seed-by", "ranking", "--ranking", ranking_id, NULL), ==, 0);
  g_assert_cmpint (cli_run_json (f->path, &event, NULL, "event", "show", "--event", next_id,
                                 NULL), ==, 0);
  entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);
      const char * const order[] = { "Eva", "Cor", "Ann" };

      g_assert_cmpstr (json_object_get_string_member (entrant, "name"), ==,
                       order[json_object_get_int_member (entrant, "seed") - 1]);
    }
}

/* A sjoelbak series of 2 games a card for Ann and Bob on @date, their
 * cards filled with @ann and @bob disks in every compartment of both
 * games (a set of four scores 20: 4 disks each make 80 a game). */
static gint64
play_series (const char *path,
             const char *date,
             int         ann,
             int         bob)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) added = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autofree char *id = NULL;
  JsonArray *matches;
  gint64 event_id;

  g_assert_cmpint (cli_run_json (path, &created, NULL, "event", "create", "--name", "Sjoelen",
                                 "--rules", "sjoelbak", "--format", "series", "--option",
                                 "games=2", "--date", date, NULL), ==, 0);
  event_id = json_object_get_int_member (json_node_get_object (created), "id");
  id = id_text (event_id);
  g_assert_cmpint (cli_run_json (path, &added, NULL, "entrants", "add", "--event", id, "Ann",
                                 "Bob", NULL), ==, 0);
  g_assert_cmpint (cli_run_json (path, &drawn, NULL, "draw", "--event", id, NULL), ==, 0);
  matches = json_node_get_array (drawn);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      const char *name = json_array_get_string_element (json_object_get_array_member (match,
                                                                                      "names"),
                                                        0);
      int disks = g_strcmp0 (name, "Ann") == 0 ? ann : bob;
      g_autofree char *match_id = id_text (json_object_get_int_member (match, "id"));
      g_autofree char *card = g_strdup_printf ("{\"games\": ["
                                               "{\"ends\": [{\"counts\": [[%d, %d, %d, %d]]}]},"
                                               "{\"ends\": [{\"counts\": [[%d, %d, %d, %d]]}]}]}",
                                               disks, disks, disks, disks,
                                               disks, disks, disks, disks);
      g_autoptr(JsonNode) state = NULL;

      g_assert_cmpint (cli_run_json (path, &state, card, "result", "--event", id, "--match",
                                     match_id, NULL), ==, 0);
    }
  return event_id;
}

/* Sjoelbak: the best series total counts (Ann 200 then 160, Bob 160 then
 * 240), or the mean of the best 2 averages (Ann 100 and 80, Bob 80 and
 * 120); a table event does not join a ranking of sjoelbak series. */
static void
test_series_events (StoreFixture  *f,
                    gconstpointer  data)
{
  const char * const names[] = { "Ann", "Bob", NULL };
  g_autofree char *first = id_text (play_series (f->path, "2026-01-05", 5, 4));
  g_autofree char *second = id_text (play_series (f->path, "2026-02-05", 4, 6));
  g_autofree char *table = id_text (cli_event (f->path, "Table", "table", "2026-03-01", 1,
                                               names));
  g_autofree char *totals = NULL, *averages = NULL;
  g_autofree char *totals_text = NULL, *averages_text = NULL;
  g_autoptr(JsonNode) added = NULL;
  g_autoptr(JsonNode) added_too = NULL;

  totals = id_text (cli_ranking (f->path, "ranking", "create", "--name", "Totals", "--by",
                                 "totals", "--best", "1", NULL));
  averages = id_text (cli_ranking (f->path, "ranking", "create", "--name", "Averages", "--by",
                                   "averages", "--best", "2", NULL));
  g_assert_cmpint (cli_run_json (f->path, &added, NULL, "ranking", "add", "--ranking", totals,
                                 first, second, NULL), ==, 0);
  g_assert_cmpint (cli_run_json (f->path, &added_too, NULL, "ranking", "add", "--ranking",
                                 averages, first, second, NULL), ==, 0);

  totals_text = ranking_text (f->path, 1);
  g_assert_cmpstr (totals_text, ==,
                   "1 Bob 240 [2:1=240] +1\n"
                   "2 Ann 200 [1:1=200] -1\n");
  averages_text = ranking_text (f->path, 2);
  g_assert_cmpstr (averages_text, ==,
                   "1 Bob 100 [1:2=80 2:1=120] +1\n"
                   "2 Ann 90 [1:1=100 2:2=80] -1\n");

  assert_refused (f->path, "counts Sjoelbak only", "ranking", "add", "--ranking", totals, table,
                  NULL);
  assert_refused (f->path, "no points table", "ranking", "create", "--name", "Mixed", "--by",
                  "totals", "--points", "1=3", NULL);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/rankings/points-table", test_points_table);
  g_test_add_func ("/rankings/ties", test_ties);
  g_test_add_func ("/rankings/series", test_series);
  g_test_add ("/rankings/consolation-points", StoreFixture, NULL, store_fixture_set_up,
              test_consolation_points, store_fixture_tear_down);
  g_test_add ("/rankings/three-events", StoreFixture, NULL, store_fixture_set_up,
              test_three_events, store_fixture_tear_down);
  g_test_add ("/rankings/series-events", StoreFixture, NULL, store_fixture_set_up,
              test_series_events, store_fixture_tear_down);
  g_test_add ("/rankings/edit", StoreFixture, NULL, store_fixture_set_up, test_edit,
              store_fixture_tear_down);
  g_test_add ("/rankings/bad-input", StoreFixture, NULL, store_fixture_set_up, test_bad_input,
              store_fixture_tear_down);
  g_test_add ("/rankings/teams-factors-marks", StoreFixture, NULL, store_fixture_set_up,
              test_teams_factors_marks, store_fixture_tear_down);

  return g_test_run ();
}
