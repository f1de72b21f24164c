/* test-lists-paper.c — standings and lists as they are handed out: a
 * knockout's order, a series' columns on every surface, long names whole
 * and readable type on club-night, season and league paper, a series' board
 * schedule and results file; read back from the PDFs with poppler
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

/* The name that did not fit: thirty characters, accents and hyphens. */
#define LONG_NAME "Marie-José van den Heuvel-Smit"
/* A long team name, longer than a league table's name column was. */
#define LONG_TEAM "Shuffleboardvereniging " LONG_NAME

/* 7-point type in Liberation Sans makes word boxes 7.8 points high;
 * anything smaller is type under 7 points. */
#define MIN_BOX_HEIGHT 7.7

typedef struct
{
  char *dir;
  char *db;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->db = tmp_db_path ("hammer-test-lists-XXXXXX", &f->dir);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->db);
}

static gint64
id_of (JsonNode *node)
{
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_get_int_member (json_node_get_object (node), "id");
}

/* Runs hammer-cli with the arguments from @first, which must succeed;
 * returns what it printed, parsed, or NULL when it printed nothing. */
static JsonNode *
run_ok (Fixture    *f,
        const char *input,
        const char *first,
        ...)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) out = NULL;
  va_list args;

  va_start (args, first);
  cli_runv (&run, f->db, input, first, args);
  va_end (args);
  if (run.status != 0)
    g_error ("hammer-cli failed: %s", run.err);
  if (run.out == NULL || *run.out == '\0')
    return NULL;
  out = json_from_string (run.out, NULL);
  return g_steal_pointer (&out);
}

static char *
cli_text (Fixture    *f,
          const char *first,
          ...)
{
  g_auto(CliRun) run = { 0 };
  va_list args;

  va_start (args, first);
  cli_runv (&run, f->db, NULL, first, args);
  va_end (args);
  if (run.status != 0)
    g_error ("hammer-cli failed: %s", run.err);
  return g_steal_pointer (&run.out);
}

/* The PDF @kind of event @event, written into the fixture's folder. */
static char *
event_pdf (Fixture    *f,
           const char *event,
           const char *kind)
{
  g_autofree char *name = g_strdup_printf ("%s-%s.pdf", event, kind);
  char *path = g_build_filename (f->dir, name, NULL);

  g_free (cli_text (f, "export", "--event", event, "--format", "pdf", "--kind", kind,
                    "--output", path, NULL));
  return path;
}

/* A win of side @winner in two games of 16–0. */
static const char *
win_input (int winner)
{
  return winner == 0
           ? "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]},"
             " {\"points\": [4, 0]}, {\"points\": [4, 0]}]}, {\"ends\": [{\"points\": [4, 0]},"
             " {\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [4, 0]}]}]}"
           : "{\"games\": [{\"ends\": [{\"points\": [0, 4]}, {\"points\": [0, 4]},"
             " {\"points\": [0, 4]}, {\"points\": [0, 4]}]}, {\"ends\": [{\"points\": [0, 4]},"
             " {\"points\": [0, 4]}, {\"points\": [0, 4]}, {\"points\": [0, 4]}]}]}";
}

/* Plays every ready match of @stage in which both sides are known, the
 * side with the lower name winning, @limit at most (0: all); returns how
 * many. */
static guint
play_stage (Fixture    *f,
            const char *event,
            gint64      stage,
            guint       limit)
{
  guint played = 0;
  gboolean again = TRUE;

  while (again && (limit == 0 || played < limit))
    {
      g_autoptr(JsonNode) list = run_ok (f, NULL, "matches", "--event", event, NULL);
      JsonArray *matches = json_node_get_array (list);

      again = FALSE;
      for (guint i = 0; i < json_array_get_length (matches); i++)
        {
          JsonObject *match = json_array_get_object_element (matches, i);
          JsonArray *names = json_object_get_array_member (match, "names");
          g_autofree char *id = NULL;
          const char *input;

          if (json_object_get_int_member_with_default (match, "stage", 0) != stage ||
              g_strcmp0 (json_object_get_string_member (match, "state"), "ready") != 0 ||
              json_object_get_boolean_member_with_default (match, "bye", FALSE) ||
              json_array_get_length (names) != 2)
            continue;
          id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (match, "id"));
          input = win_input (strcmp (json_array_get_string_element (names, 0),
                                     json_array_get_string_element (names, 1)) < 0 ? 0 : 1);
          g_clear_pointer (&list, json_node_unref);
          list = run_ok (f, input, "result", "--event", event, "--match", id, NULL);
          played++;
          again = TRUE;
          break;
        }
    }
  return played;
}

/* Groups, then a knockout under way: those still in share first place
 * above everyone the knockout or the groups have placed, on the CLI and on
 * paper, and the paper says nothing of points a knockout does not have. */
static void
test_knockout_order (Fixture       *f,
                     gconstpointer  data)
{
  static const char *const names[] = { "Aa", "Bb", "Cc", "Dd", "Ee", "Ff", "Gg", "Hh" };
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autofree char *event = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;
  JsonArray *lines;
  guint last_place = 0, n_in = 0, n_out = 0;
  const char *from;

  created = run_ok (f, NULL, "event", "create", "--name", "Groepen", "--rules", "table",
                    "--format", "groups", "--groups", "2", "--advance", "2", NULL);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_clear_pointer (&created, json_node_unref);
      created = run_ok (f, NULL, "entrants", "add", "--event", event, names[i], NULL);
    }
  g_clear_pointer (&created, json_node_unref);
  created = run_ok (f, NULL, "draw", "--event", event, "--seed", "3", NULL);
  g_assert_cmpuint (play_stage (f, event, 0, 0), ==, 12);
  /* One semi-final played: three still in, one out of the knockout, four
   * out in the groups. */
  g_assert_cmpuint (play_stage (f, event, 1, 1), ==, 1);

  standings = run_ok (f, NULL, "standings", "--event", event, NULL);
  lines = json_node_get_array (standings);
  g_assert_cmpuint (json_array_get_length (lines), ==, 8);
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      gboolean still_in = json_object_get_boolean_member_with_default (line, "still_in", FALSE);
      guint place;

      /* Everyone has a place, and the places only go down the table. */
      g_assert_false (json_object_get_null_member (line, "place"));
      place = (guint) json_object_get_int_member (line, "place");
      g_assert_cmpuint (place, >=, last_place);
      last_place = place;
      if (still_in)
        {
          g_assert_cmpuint (n_out, ==, 0);
          g_assert_cmpuint (place, ==, 1);
          g_assert_cmpstr (json_object_get_string_member (line, "place_label"), ==, "1=");
          n_in++;
        }
      else
        {
          g_assert_cmpuint (place, >, 1);
          n_out++;
        }
    }
  g_assert_cmpuint (n_in, ==, 3);
  g_assert_cmpuint (n_out, ==, 5);

  /* Paper reads the same order, with the same places. */
  pdf = event_pdf (f, event, "standings");
  text = pdf_text (pdf);
  from = text;
  for (guint i = 0; i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      g_autofree char *row = g_strdup_printf ("%s %s",
                                              json_object_get_string_member (line, "place_label"),
                                              json_object_get_string_member (line, "name"));
      const char *at = strstr (from, row);

      g_assert_nonnull (at);
      from = at + strlen (row);
    }
  g_assert_nonnull (strstr (text, "Places by the round reached"));
  g_assert_null (strstr (text, "Ties broken by"));
}

/* A single elimination under way: those still in share first place, and
 * the paper has no points, which a knockout does not give. */
static void
test_knockout_points (Fixture       *f,
                      gconstpointer  data)
{
  static const char *const names[] = { "Aa", "Bb", "Cc", "Dd", "Ee", "Ff", "Gg", "Hh" };
  g_autoptr(JsonNode) created = NULL;
  g_autofree char *event = NULL;
  g_autofree char *pdf = NULL;
  g_autofree char *text = NULL;

  created = run_ok (f, NULL, "event", "create", "--name", "Beker", "--rules", "table",
                    "--format", "single-elimination", NULL);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_clear_pointer (&created, json_node_unref);
      created = run_ok (f, NULL, "entrants", "add", "--event", event, names[i], NULL);
    }
  g_clear_pointer (&created, json_node_unref);
  created = run_ok (f, NULL, "draw", "--event", event, "--seed", "3", NULL);
  g_assert_cmpuint (play_stage (f, event, 0, 4), ==, 4);

  pdf = event_pdf (f, event, "standings");
  text = pdf_text (pdf);
  g_assert_cmpuint (count_in (text, "1= "), ==, 4);
  g_assert_cmpuint (count_in (text, "5= "), ==, 4);
  g_assert_null (strstr (text, "Ties broken by"));
  g_assert_null (strstr (text, "Pts"));
  g_assert_null (strstr (text, "points"));
}

/* A series of three: a full card of 100s, three games (100, 120, 60) and
 * an empty card, with two boards. */
static char *
series_event (Fixture *f)
{
  static const char *const players[] = { "Ann", "Bob", "Cid" };
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) list = NULL;
  g_autoptr(GString) full = g_string_new ("{\"games\": [");
  g_autofree char *event = NULL;
  JsonArray *matches;

  created = run_ok (f, NULL, "event", "create", "--name", "Clubavond", "--rules", "sjoelbak",
                    "--format", "series", "--option", "games=10", "--boards", "2", NULL);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  for (guint i = 0; i < G_N_ELEMENTS (players); i++)
    {
      g_clear_pointer (&created, json_node_unref);
      created = run_ok (f, NULL, "entrants", "add", "--event", event, players[i], NULL);
    }
  g_clear_pointer (&created, json_node_unref);
  created = run_ok (f, NULL, "draw", "--event", event, NULL);

  for (guint g = 0; g < 10; g++)
    g_string_append_printf (full, "%s{\"ends\": [{\"counts\": [[5, 5, 5, 5]]}]}", g ? ", " : "");
  g_string_append (full, "]}");
  list = run_ok (f, NULL, "matches", "--event", event, NULL);
  matches = json_node_get_array (list);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      const char *name = json_array_get_string_element (json_object_get_array_member (match,
                                                                                      "names"),
                                                        0);
      g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT,
                                             json_object_get_int_member (match, "id"));
      g_autoptr(JsonNode) done = NULL;

      if (g_strcmp0 (name, "Bob") == 0)
        done = run_ok (f, full->str, "result", "--event", event, "--match", id, NULL);
      else if (g_strcmp0 (name, "Ann") == 0)
        done = run_ok (f, "{\"games\": [{\"ends\": [{\"counts\": [[5, 5, 5, 5]]}]},"
                          " {\"ends\": [{\"counts\": [[6, 6, 6, 6]]}]},"
                          " {\"ends\": [{\"counts\": [[3, 3, 3, 3]]}]}]}",
                       "result", "--event", event, "--match", id, NULL);
    }
  return g_steal_pointer (&event);
}

/* The headings of the standings table of the event's web page. */
static GStrv
html_headers (const char *page)
{
  const char *start = strstr (page, "<h2>Standings</h2>");
  g_autofree char *head = NULL;
  g_autoptr(GRegex) cell = g_regex_new ("<th scope=\"col\"[^>]*>([^<]*)</th>", 0, 0, NULL);
  g_autoptr(GMatchInfo) match = NULL;
  g_autoptr(GStrvBuilder) headers = g_strv_builder_new ();

  g_assert_nonnull (start);
  head = g_strndup (start, strstr (start, "</thead>") - start);
  g_regex_match (cell, head, 0, &match);
  for (; g_match_info_matches (match); g_match_info_next (match, NULL))
    {
      g_autofree char *text = g_match_info_fetch (match, 1);

      g_strv_builder_add (headers, text);
    }
  return g_strv_builder_end (headers);
}

/* A series has its own columns, headed whole, the same in CSV, on the web
 * page and on paper; each column has one number format. */
static void
test_series_columns (Fixture       *f,
                     gconstpointer  data)
{
  static const char *const expected[] = {
    "Place", "Name", "Games", "Total", "Average", "Best game", NULL,
  };
  g_autofree char *event = series_event (f);
  g_autofree char *csv = cli_text (f, "export", "--event", event, "--format", "csv", NULL);
  g_autofree char *html = cli_text (f, "export", "--event", event, "--format", "html", NULL);
  g_autofree char *pdf = event_pdf (f, event, "standings");
  g_autoptr(GPtrArray) words = pdf_words (pdf);
  g_autofree char *text = pdf_text (pdf);
  g_autofree char *joined = g_strjoinv (",", (char **) expected);
  /* The CSV's last column says who withdrew. */
  g_autofree char *csv_head = g_strdup_printf ("%s,Withdrawn\r\n", joined);
  g_autofree char *paper_head = g_strjoinv (" ", (char **) expected);
  g_auto(GStrv) web = html_headers (html);

  g_assert_true (g_str_has_prefix (csv, csv_head));
  g_assert_cmpstrv (web, expected);
  g_assert_cmpint (pdf_words_find (words, paper_head), >=, 0);
  g_assert_null (strstr (text, " Pl "));

  /* Bob's 100 a game beside Ann's 93.33: both with two decimals. */
  g_assert_nonnull (strstr (csv, ",Bob,10,1000,100.00,100,false\r\n"));
  g_assert_nonnull (strstr (csv, ",Ann,3,280,93.33,120,false\r\n"));
  g_assert_nonnull (strstr (html, "<td class=\"num\">100.00</td>"));
  g_assert_nonnull (strstr (text, "Bob 10 1000 100.00 100"));
  g_assert_nonnull (strstr (text, "Ann 3 280 93.33 120"));
  g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_BOX_HEIGHT);
}

/* A series' board schedule lists its cards by the board they start on,
 * with the board of every game; its results file has one side and the
 * match numbers. */
static void
test_series_schedule_and_results (Fixture       *f,
                                  gconstpointer  data)
{
  g_autofree char *event = series_event (f);
  g_autofree char *pdf = event_pdf (f, event, "schedule");
  g_autofree char *text = pdf_text (pdf);
  g_autofree char *csv = cli_text (f, "export", "--event", event, "--format", "csv",
                                   "--kind", "results", NULL);

  g_assert_nonnull (strstr (text, "Board 1 — first game"));
  g_assert_nonnull (strstr (text, "Board 2 — first game"));
  g_assert_null (strstr (text, "Not yet on a board"));
  g_assert_nonnull (strstr (text, "1, 2, 1, 2, 1, 2, 1, 2, 1, 2"));

  g_assert_true (g_str_has_prefix (csv, "Match,Round,Bracket,Board,Side 1,Points 1,Games,"
                                        "Winner\r\n"));
  g_assert_nonnull (strstr (csv, ",series,,Bob,1000,"));
  /* Every result line starts with its match number; Ann's card, three
   * games of ten, is no result yet. */
  {
    g_auto(GStrv) rows = g_strsplit (csv, "\r\n", -1);
    guint n = 0;

    for (guint i = 1; rows[i] != NULL && *rows[i] != '\0'; i++, n++)
      g_assert_true (g_ascii_isdigit (rows[i][0]));
    g_assert_cmpuint (n, ==, 1);
  }
}

/* Runs hammer-cli on the fixture's database with @args, which must
 * succeed: for a command whose arguments are counted at run time. */
static void
run_ok_argv (Fixture   *f,
             GPtrArray *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  int status = 0;

  g_ptr_array_add (argv, (gpointer) g_getenv ("HAMMER_CLI"));
  g_ptr_array_add (argv, "--database");
  g_ptr_array_add (argv, f->db);
  for (guint i = 0; i < args->len; i++)
    g_ptr_array_add (argv, g_ptr_array_index (args, i));
  g_ptr_array_add (argv, NULL);
  g_assert_nonnull (g_ptr_array_index (argv, 0));
  g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL,
                &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("hammer-cli failed: %s", err);
}

/* A season of club nights of @n_games with classes and promotion dates: a
 * member with a long name falls below her class's limit after the
 * promotion date, and another rises above his. */
static char *
long_name_season (Fixture *f,
                  guint    n_games)
{
  static const char *const members[] = { LONG_NAME, "Anna Bakker", "Bert de Wit" };
  static const guint scores[2][3] = { { 125, 110, 90 }, { 95, 111, 130 } };
  static const char *const nights[] = { "2026-09-08", "2026-09-22" };
  g_autoptr(JsonNode) created = NULL;
  g_autofree char *games = g_strdup_printf ("%u", n_games);
  g_autofree char *season = NULL;

  created = run_ok (f, NULL, "season", "create", "--name", "Sjoelclub", "--start",
                    "2026-09-01", "--games", games, NULL);
  season = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  for (guint m = 0; m < G_N_ELEMENTS (members); m++)
    {
      g_clear_pointer (&created, json_node_unref);
      created = run_ok (f, NULL, "season", "members", "add", "--season", season, members[m], NULL);
    }
  g_clear_pointer (&created, json_node_unref);
  created = run_ok (f, NULL, "season", "classes", "--season", season, "--set",
                    "A=120,B=100,C=0", NULL);
  g_clear_pointer (&created, json_node_unref);
  created = run_ok (f, NULL, "season", "promotion", "--season", season, "--add", "2026-09-15",
                    NULL);
  g_clear_pointer (&created, json_node_unref);
  created = run_ok (f, NULL, "season", "promotion", "--season", season, "--add", "2027-01-05",
                    NULL);
  for (guint n = 0; n < G_N_ELEMENTS (nights); n++)
    {
      g_clear_pointer (&created, json_node_unref);
      created = run_ok (f, NULL, "season", "night", "add", "--season", season, "--date",
                        nights[n], NULL);
      for (guint m = 0; m < G_N_ELEMENTS (members); m++)
        {
          g_autoptr(GPtrArray) args = g_ptr_array_new_with_free_func (g_free);
          const char *const fixed[] = {
            "season", "games", "--season", season, "--night", nights[n], "--member", members[m],
          };

          for (guint i = 0; i < G_N_ELEMENTS (fixed); i++)
            g_ptr_array_add (args, g_strdup (fixed[i]));
          for (guint g = 0; g < n_games; g++)
            g_ptr_array_add (args, g_strdup_printf ("%u", scores[n][m]));
          run_ok_argv (f, args);
        }
    }
  return g_steal_pointer (&season);
}

static char *
season_pdf (Fixture    *f,
            const char *season,
            const char *kind)
{
  g_autofree char *name = g_strdup_printf ("season-%s-%s.pdf", season, kind);
  char *path = g_build_filename (f->dir, name, NULL);

  g_free (cli_text (f, "season", "export", "--season", season, "--format", "pdf", "--kind",
                    kind, "--output", path, NULL));
  return path;
}

/* A name reads whole when its words stand on one line one after the
 * other: an ellipsized name is one box, "Marie-José van d…", narrower
 * than its text. And nothing on the page is under 7 points. */
static void
assert_whole_and_readable (const char *pdf,
                           const char *name)
{
  g_autoptr(GPtrArray) words = pdf_words (pdf);

  g_test_message ("Reading %s", pdf);
  g_assert_cmpint (pdf_words_find (words, name), >=, 0);
  g_assert_cmpfloat (pdf_words_min_height (words), >=, MIN_BOX_HEIGHT);
}

static void
test_club_night_names (Fixture       *f,
                       gconstpointer  data)
{
  g_autofree char *ten = long_name_season (f, 10);
  g_autofree char *twenty = long_name_season (f, 20);
  g_autofree char *night = season_pdf (f, ten, "night");
  g_autofree char *crowded = season_pdf (f, twenty, "night");
  g_autofree char *standings = season_pdf (f, ten, "standings");
  g_autofree char *text = pdf_text (crowded);

  assert_whole_and_readable (night, LONG_NAME);
  assert_whole_and_readable (night, "Place Name 1 2 3 4 5 6 7 8 9 10 Total Average Before "
                                    "Points");
  assert_whole_and_readable (standings, LONG_NAME);
  /* Twenty games do not go across a portrait page with the name: the
   * scores follow in parts, every one of them there. */
  assert_whole_and_readable (crowded, LONG_NAME);
  g_assert_nonnull (strstr (text, "Games 1 to 10"));
  g_assert_nonnull (strstr (text, "Games 11 to 20"));
  g_assert_cmpuint (count_in (text, " 95 95 95 95 95 95 95 95 95 95"), ==, 2);
}

/* Under "Class A — average 120 and up" an average of 110 is marked, and
 * the note says why it is there: classes change on promotion dates. */
static void
test_averages_list (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *season = long_name_season (f, 10);
  g_autofree char *pdf = season_pdf (f, season, "averages");
  g_autofree char *text = pdf_text (pdf);
  g_autofree char *table = pdf_text (pdf);

  assert_whole_and_readable (pdf, LONG_NAME);
  g_assert_nonnull (strstr (text, "Class A — average 120 and up"));
  g_assert_nonnull (strstr (text, "Class C — average below 100"));
  /* Marie-José's 110 under class A, Bert's 110 under class C: both marked,
   * Anna's 110.50 in class B not. */
  g_assert_nonnull (strstr (table, LONG_NAME " 20 2200 * 110.00"));
  g_assert_nonnull (strstr (table, "Bert de Wit 20 2200 * 110.00"));
  g_assert_nonnull (strstr (table, "Anna Bakker 20 2210 110.50"));
  g_assert_nonnull (strstr (text, "* Average outside its class: classes were set on 2026-09-15 "
                                  "by the average before that date, and change next on "
                                  "2027-01-05."));

  /* The file and the web page write the averages as the paper does, all
   * with two decimals: 110.00 beside 110.50. */
  {
    g_autofree char *csv = cli_text (f, "season", "export", "--season", season, "--format",
                                     "csv", "--kind", "averages", NULL);
    g_autofree char *html = cli_text (f, "season", "export", "--season", season, "--format",
                                      "html", "--kind", "averages", NULL);

    g_assert_nonnull (strstr (csv, "\r\nA," LONG_NAME ",20,2200,110.00,95.00\r\n"));
    g_assert_nonnull (strstr (csv, "\r\nB,Anna Bakker,20,2210,110.50,111.00\r\n"));
    g_assert_nonnull (strstr (html, "<td class=\"num\">110.00</td>"));
  }
}

/* A league whose first team has a long name: the table and the fixtures
 * show it whole. */
static void
test_league_names (Fixture       *f,
                   gconstpointer  data)
{
  static const char *const teams[] = { LONG_TEAM, "Crown", "Anchor", "Vierde Vak" };
  g_autoptr(JsonNode) created = NULL;
  g_autofree char *league = NULL;
  g_autofree char *table = g_build_filename (f->dir, "table.pdf", NULL);
  g_autofree char *fixtures = g_build_filename (f->dir, "fixtures.pdf", NULL);
  g_autofree char *form = g_build_filename (f->dir, "form.pdf", NULL);

  created = run_ok (f, NULL, "season", "league", "create", "--name", "Competitie", "--rules",
                    "table", "--start", "2026-09-03", "--end", "2027-04-29", "--weekday", "thu",
                    "--format", "4x1,2x2", NULL);
  league = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  for (guint t = 0; t < G_N_ELEMENTS (teams); t++)
    {
      g_autofree char *players = g_strdup_printf ("P%u1,P%u2,P%u3,P%u4", t, t, t, t);

      g_clear_pointer (&created, json_node_unref);
      created = run_ok (f, NULL, "season", "teams", "add", "--league", league, teams[t],
                        "--players", players, NULL);
    }
  g_clear_pointer (&created, json_node_unref);
  created = run_ok (f, NULL, "season", "fixtures", "generate", "--league", league, NULL);

  g_free (cli_text (f, "season", "export", "--league", league, "--format", "pdf", "--kind",
                    "table", "--output", table, NULL));
  g_free (cli_text (f, "season", "export", "--league", league, "--format", "pdf", "--kind",
                    "fixtures", "--output", fixtures, NULL));
  assert_whole_and_readable (table, LONG_TEAM);
  assert_whole_and_readable (fixtures, LONG_TEAM);

  /* The form of its first match: the team whole at its head and on the
   * line of the match points, whose blanks both stay. */
  g_free (cli_text (f, "season", "export", "--league", league, "--format", "pdf", "--kind",
                    "form", "--day", "1", "--output", form, NULL));
  assert_whole_and_readable (form, LONG_TEAM);
  {
    g_autoptr(GPtrArray) words = pdf_words (form);
    gint at = pdf_words_find (words, "Match points: the game points");
    guint whole = 0;
    gint found;

    g_assert_cmpint (at, >=, 0);
    /* At the head of the form and under the match points. */
    for (guint from = 0;; from += (guint) found + 1, whole++)
      {
        g_autoptr(GPtrArray) rest = g_ptr_array_new ();

        for (guint i = from; i < words->len; i++)
          g_ptr_array_add (rest, g_ptr_array_index (words, i));
        if ((found = pdf_words_find (rest, LONG_TEAM)) < 0)
          break;
      }
    g_assert_cmpuint (whole, >=, 2);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/lists/knockout-order", Fixture, NULL, fixture_set_up, test_knockout_order,
              fixture_tear_down);
  g_test_add ("/lists/knockout-points", Fixture, NULL, fixture_set_up, test_knockout_points,
              fixture_tear_down);
  g_test_add ("/lists/series-columns", Fixture, NULL, fixture_set_up, test_series_columns,
              fixture_tear_down);
  g_test_add ("/lists/series-schedule-and-results", Fixture, NULL, fixture_set_up,
              test_series_schedule_and_results, fixture_tear_down);
  g_test_add ("/lists/club-night-names", Fixture, NULL, fixture_set_up, test_club_night_names,
              fixture_tear_down);
  g_test_add ("/lists/averages-list", Fixture, NULL, fixture_set_up, test_averages_list,
              fixture_tear_down);
  g_test_add ("/lists/league-names", Fixture, NULL, fixture_set_up, test_league_names,
              fixture_tear_down);
  return g_test_run ();
}
