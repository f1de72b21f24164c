/* test-serve-hall.c — the hall page of an event and of a day through real
 * HTTP on loopback: the name in the page's title and heading as the server
 * sends it, escaped, before any script runs; the bracket in the hall's
 * JSON, which moves a winner on after a result; the cross-table of a
 * round robin with its results and places
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "serve/hammer-server.h"
#include "test-common.h"
#include "test-serve-common.h"

/* A won first-to-7 game, for side 0, 7–0. */
#define WIN_FIRST "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}"
#define MARKUP_NAME "Cup <b>&amp;</b> \"Open\""
#define MARKUP_ESCAPED "Cup &lt;b&gt;&amp;amp;&lt;/b&gt; &quot;Open&quot;"

typedef struct
{
  char         *dir;
  char         *path;
  HammerServer *server;
  SoupSession  *session;
} HallFixture;

static void
hall_set_up (HallFixture   *f,
             gconstpointer  data)
{
  f->path = tmp_db_path ("hammer-serve-hall-XXXXXX", &f->dir);
  f->session = soup_session_new ();
}

static void
hall_tear_down (HallFixture   *f,
                gconstpointer  data)
{
  if (f->server != NULL)
    hammer_server_stop (f->server);
  g_clear_object (&f->server);
  g_clear_object (&f->session);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  tmp_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

/* The "id" hammer-cli prints for `event create` and `day create`. */
static gint64
created_id (JsonNode *out)
{
  return json_object_get_int_member (json_node_get_object (out), "id");
}

/* An event of @format with @players, drawn; on day @day unless 0. */
static gint64
new_event (HallFixture        *f,
           const char         *name,
           const char         *format,
           gint64              day,
           const char * const *players)
{
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *day_text = g_strdup_printf ("%" G_GINT64_FORMAT, day);
  g_autofree char *event = NULL;
  g_auto(CliRun) added = { 0 };
  g_auto(CliRun) drawn = { 0 };
  gint64 id;

  if (day > 0)
    g_assert_cmpint (cli_run_json (f->path, &out, NULL, "event", "create", "--name", name,
                                   "--rules", "table", "--option", "target=7", "--option",
                                   "best_of=1", "--format", format, "--day", day_text, NULL),
                     ==, 0);
  else
    g_assert_cmpint (cli_run_json (f->path, &out, NULL, "event", "create", "--name", name,
                                   "--rules", "table", "--option", "target=7", "--option",
                                   "best_of=1", "--format", format, "--boards", "2", NULL),
                     ==, 0);
  id = created_id (out);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  cli_run (&added, f->path, NULL, "entrants", "add", "--event", event, players[0], players[1],
           players[2], players[3], NULL);
  g_assert_cmpint (added.status, ==, 0);
  cli_run (&drawn, f->path, NULL, "draw", "--event", event, "--seed", "7", NULL);
  g_assert_cmpint (drawn.status, ==, 0);
  return id;
}

/* Side 0 of match @match of @event wins 7–0, typed at the desk's command
 * line: another process writes, the server follows. */
static void
side_0_wins (HallFixture *f,
             gint64       event,
             gint64       match)
{
  g_autofree char *event_text = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  g_autofree char *match_text = g_strdup_printf ("%" G_GINT64_FORMAT, match);
  g_auto(CliRun) run = { 0 };

  cli_run (&run, f->path, WIN_FIRST, "result", "--event", event_text, "--match", match_text,
           NULL);
  g_assert_cmpint (run.status, ==, 0);
}

static void
start (HallFixture *f,
       gint64       event,
       gint64       day)
{
  g_autoptr(GError) error = NULL;

  f->server = day > 0 ? hammer_server_new_for_day (f->path, day)
                      : hammer_server_new (f->path, event);
  /* Every change shows at once: the test reads right after each. */
  g_assert_true (hammer_server_start (f->server, NULL, 0, &error));
  g_assert_no_error (error);
}

static JsonNode *
get_json (HallFixture *f,
          const char  *path)
{
  g_autofree char *url = g_strconcat (hammer_server_get_url (f->server), path, NULL);
  g_auto(Answer) answer = { 0 };

  request (f->session, url, NULL, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  return test_parse_json (answer.body);
}

/* The page at / as a German phone gets it: plain HTTP, no script run. */
static char *
get_page (HallFixture *f)
{
  g_autoptr(SoupMessage) msg = soup_message_new ("GET", hammer_server_get_url (f->server));
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;

  soup_message_headers_replace (soup_message_get_request_headers (msg), "Accept-Language", "de");
  bytes = soup_session_send_and_read (f->session, msg, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (msg), ==, 200);
  return g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
}

/* The text between @open and the next @close in @page. */
static char *
between (const char *page,
         const char *open,
         const char *close)
{
  const char *start = strstr (page, open);
  const char *end;

  g_assert_nonnull (start);
  start += strlen (open);
  end = strstr (start, close);
  g_assert_nonnull (end);
  return g_strndup (start, end - start);
}

static void
test_title_event (HallFixture   *f,
                  gconstpointer  data)
{
  const char *players[] = { "Anna", "Bert", "Cor", "Dirk" };
  gint64 event = new_event (f, MARKUP_NAME, "single-elimination", 0, players);
  g_autofree char *page = NULL;
  g_autofree char *title = NULL;
  g_autofree char *heading = NULL;

  start (f, event, 0);
  page = get_page (f);
  title = between (page, "<title>", "</title>");
  heading = between (page, "<h1 id=\"event-name\">", "</h1>");
  g_assert_cmpstr (title, ==, MARKUP_ESCAPED);
  g_assert_cmpstr (heading, ==, MARKUP_ESCAPED);
  /* The name's markup is nowhere markup. */
  g_assert_null (strstr (page, "<b>"));
  /* The page is still German, with its scripts. */
  g_assert_nonnull (strstr (page, "/static/bracket.js"));
  g_assert_nonnull (strstr (page, "/static/cross-table.js"));
  g_assert_nonnull (strstr (page, "Turnierbaum"));
}

static void
test_title_day (HallFixture   *f,
                gconstpointer  data)
{
  const char *players[] = { "Anna", "Bert", "Cor", "Dirk" };
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *page = NULL;
  g_autofree char *title = NULL;
  g_autofree char *heading = NULL;
  gint64 day;

  g_assert_cmpint (cli_run_json (f->path, &out, NULL, "day", "create", "--name",
                                 "Open <i>day</i> & night", "--date", "2026-12-05",
                                 "--boards", "2", NULL), ==, 0);
  day = created_id (out);
  new_event (f, "Singles", "round-robin", day, players);
  start (f, 0, day);
  page = get_page (f);
  title = between (page, "<title>", "</title>");
  heading = between (page, "<h1 id=\"day-name\">", "</h1>");
  g_assert_cmpstr (title, ==, "Open &lt;i&gt;day&lt;/i&gt; &amp; night");
  g_assert_cmpstr (heading, ==, title);
  g_assert_null (strstr (page, "<i>"));
}

static JsonObject *
bracket_match (JsonObject *bracket,
               gint64      number)
{
  JsonArray *matches = json_object_get_array_member (bracket, "matches");

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_object_get_int_member (match, "number") == number)
        return match;
    }
  g_assert_not_reached ();
}

static JsonObject *
side_of (JsonObject *match,
         guint       side)
{
  return json_array_get_object_element (json_object_get_array_member (match, "sides"), side);
}

/* How many of the bracket's lines are drawn as done: their winner known. */
static guint
lines_done (JsonObject *bracket)
{
  JsonArray *lines = json_object_get_array_member (bracket, "lines");
  guint done = 0;

  for (guint i = 0; i < json_array_get_length (lines); i++)
    done += json_object_get_boolean_member (json_array_get_object_element (lines, i), "done");
  return done;
}

static void
test_bracket (HallFixture   *f,
              gconstpointer  data)
{
  const char *players[] = { "Anna", "Bert", "<b>Cor</b>", "Dirk" };
  gint64 event = new_event (f, "Cup", "single-elimination", 0, players);
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  JsonObject *bracket, *first, *final, *fed;
  g_autofree char *winner = NULL;
  guint final_side = 2;

  start (f, event, 0);
  before = get_json (f, "api/event");
  bracket = json_object_get_object_member (json_node_get_object (before), "bracket");
  g_assert_nonnull (bracket);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (bracket, "matches")),
                    ==, 3);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (bracket, "lines")),
                    ==, 2);
  g_assert_cmpuint (lines_done (bracket), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (bracket, "headers")),
                    ==, 2);
  g_assert_cmpfloat (json_object_get_double_member (bracket, "width"), >, 0);
  /* No cross-table in a knockout. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (before), "cross_tables")), ==, 0);

  /* The final waits for the winners of matches 1 and 2. */
  final = bracket_match (bracket, 3);
  for (guint s = 0; s < 2; s++)
    {
      JsonObject *from = json_object_get_object_member (side_of (final, s), "from");

      g_assert_true (json_object_get_null_member (side_of (final, s), "name"));
      g_assert_cmpstr (json_object_get_string_member (from, "kind"), ==, "winner");
      if (json_object_get_int_member (from, "number") == 1)
        final_side = s;
    }
  g_assert_cmpuint (final_side, <, 2);
  first = bracket_match (bracket, 1);
  g_assert_cmpstr (json_object_get_string_member (first, "state"), ==, "ready");
  winner = g_strdup (json_object_get_string_member (side_of (first, 0), "name"));

  side_0_wins (f, event, json_object_get_int_member (first, "id"));
  after = get_json (f, "api/event");
  bracket = json_object_get_object_member (json_node_get_object (after), "bracket");
  first = bracket_match (bracket, 1);
  g_assert_cmpstr (json_object_get_string_member (first, "state"), ==, "finished");
  g_assert_cmpint (json_object_get_int_member (first, "winner"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (side_of (first, 0), "score"), ==, 7);
  g_assert_cmpint (json_object_get_int_member (side_of (first, 1), "score"), ==, 0);
  /* The winner moved on: their name is on the final's side. */
  fed = side_of (bracket_match (bracket, 3), final_side);
  g_assert_cmpstr (json_object_get_string_member (fed, "name"), ==, winner);
  g_assert_cmpuint (lines_done (bracket), ==, 1);
}

/* The cell of @table's row @row against the row of entrant @column. */
static JsonArray *
cell (JsonObject *table,
      guint       row,
      gint64      column)
{
  JsonArray *rows = json_object_get_array_member (table, "rows");

  for (guint c = 0; c < json_array_get_length (rows); c++)
    if (json_object_get_int_member (json_array_get_object_element (rows, c), "entrant") == column)
      return json_array_get_array_element (json_object_get_array_member (
                                             json_array_get_object_element (rows, row), "cells"),
                                           c);
  g_assert_not_reached ();
}

static JsonObject *
row_of (JsonObject *table,
        const char *name)
{
  JsonArray *rows = json_object_get_array_member (table, "rows");

  for (guint r = 0; r < json_array_get_length (rows); r++)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (rows, r),
                                                    "name"), name))
      return json_array_get_object_element (rows, r);
  g_assert_not_reached ();
}

static guint
row_index (JsonObject *table,
           JsonObject *row)
{
  JsonArray *rows = json_object_get_array_member (table, "rows");

  for (guint r = 0; r < json_array_get_length (rows); r++)
    if (json_array_get_object_element (rows, r) == row)
      return r;
  g_assert_not_reached ();
}

static void
test_cross_table (HallFixture   *f,
                  gconstpointer  data)
{
  const char *players[] = { "Anna", "Bert", "<b>Cor</b>", "Dirk" };
  gint64 event = new_event (f, "League", "round-robin", 0, players);
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(JsonNode) matches = NULL;
  JsonObject *table, *played, *winner, *loser, *leg;
  JsonArray *tables, *legs;
  g_autofree char *event_text = g_strdup_printf ("%" G_GINT64_FORMAT, event);
  const char *winner_name, *loser_name;

  start (f, event, 0);
  before = get_json (f, "api/event");
  g_assert_true (json_object_get_null_member (json_node_get_object (before), "bracket"));
  tables = json_object_get_array_member (json_node_get_object (before), "cross_tables");
  g_assert_cmpuint (json_array_get_length (tables), ==, 1);
  table = json_array_get_object_element (tables, 0);
  g_assert_true (json_object_get_null_member (table, "group"));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (table, "rows")),
                    ==, 4);
  /* Names as they were typed: escaping is the page's. */
  row_of (table, "<b>Cor</b>");

  g_assert_cmpint (cli_run_json (f->path, &matches, NULL, "matches", "--event", event_text,
                                 NULL), ==, 0);
  played = json_array_get_object_element (json_node_get_array (matches), 0);
  winner_name = json_array_get_string_element (json_object_get_array_member (played, "names"), 0);
  loser_name = json_array_get_string_element (json_object_get_array_member (played, "names"), 1);
  side_0_wins (f, event, json_object_get_int_member (played, "id"));

  after = get_json (f, "api/event");
  table = json_array_get_object_element (json_object_get_array_member (
                                           json_node_get_object (after), "cross_tables"), 0);
  winner = row_of (table, winner_name);
  loser = row_of (table, loser_name);
  legs = cell (table, row_index (table, winner), json_object_get_int_member (loser, "entrant"));
  g_assert_cmpuint (json_array_get_length (legs), ==, 1);
  leg = json_array_get_object_element (legs, 0);
  g_assert_true (json_object_get_boolean_member (leg, "finished"));
  g_assert_true (json_object_get_boolean_member (leg, "won"));
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (leg, "score"), 0),
                   ==, 7);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (leg, "score"), 1),
                   ==, 0);
  /* The loser's row says the same from the other side. */
  leg = json_array_get_object_element (cell (table, row_index (table, loser),
                                             json_object_get_int_member (winner, "entrant")), 0);
  g_assert_false (json_object_get_boolean_member (leg, "won"));
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (leg, "score"), 0),
                   ==, 0);
  /* Nobody plays themselves. */
  g_assert_cmpuint (json_array_get_length (cell (table, row_index (table, winner),
                                                 json_object_get_int_member (winner,
                                                                             "entrant"))),
                    ==, 0);
  g_assert_cmpfloat (json_object_get_double_member (winner, "wins"), ==, 1);
  g_assert_cmpfloat (json_object_get_double_member (loser, "losses"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (winner, "place_label"), ==, "1");
}

/* The bracket's headings of /api/event as a phone in @language reads
 * them, joined by "|". */
static char *
headings_in (HallFixture *f,
             const char  *language)
{
  g_autofree char *url = g_strconcat (hammer_server_get_url (f->server), "api/event", NULL);
  g_autoptr(JsonNode) hall = get_json_in_language (f->session, url, language);
  g_autoptr(GPtrArray) texts = g_ptr_array_new ();
  JsonArray *headers;

  headers = json_object_get_array_member (json_object_get_object_member (
                                            json_node_get_object (hall), "bracket"), "headers");
  for (guint i = 0; i < json_array_get_length (headers); i++)
    g_ptr_array_add (texts, (gpointer) json_object_get_string_member (
                                          json_array_get_object_element (headers, i), "text"));
  g_ptr_array_add (texts, NULL);
  return g_strjoinv ("|", (char **) texts->pdata);
}

/* The bracket's headings in each phone's own language, whichever asked
 * first. */
static void
test_bracket_languages (HallFixture   *f,
                        gconstpointer  data)
{
  const char *players[] = { "Anna", "Bert", "Cor", "Dirk" };
  gint64 event = new_event (f, "Cup", "single-elimination", 0, players);
  g_autofree char *german = NULL;
  g_autofree char *dutch = NULL;
  g_autofree char *english = NULL;

  start (f, event, 0);
  german = headings_in (f, "de");
  dutch = headings_in (f, "nl");
  english = headings_in (f, "en");
  g_assert_cmpstr (german, ==, "Halbfinale|Finale");
  g_assert_cmpstr (dutch, ==, "Halve finale|Finale");
  g_assert_cmpstr (english, ==, "Semi-final|Final");
}

#define add_hall_test(path, func) \
  g_test_add ((path), HallFixture, NULL, hall_set_up, (func), hall_tear_down)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  add_hall_test ("/serve-hall/title-event", test_title_event);
  add_hall_test ("/serve-hall/title-day", test_title_day);
  add_hall_test ("/serve-hall/bracket", test_bracket);
  add_hall_test ("/serve-hall/bracket-languages", test_bracket_languages);
  add_hall_test ("/serve-hall/cross-table", test_cross_table);
  return g_test_run ();
}
