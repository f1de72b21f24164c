/* test-day-holds.c — a tournament day's holds everywhere a match goes on a board: by hand
 * (boards assign), in the day's fair queue; teams kept out of singles events; boards kept
 * for a stage the event has
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-day.h"
#include "day-fixture.h"
#include "test-common.h"

/* The id of the first match of event @event (as `matches` lists it) that
 * entrant @with plays, and not entrant @without (0: anyone); 0 when none. */
static gint64
match_of (const char *db,
          const char *event,
          gint64      with,
          gint64      without)
{
  g_autoptr(JsonNode) out = NULL;
  JsonArray *matches;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "matches", "--event", event, NULL), ==, 0);
  matches = json_node_get_array (out);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *sides = json_object_get_array_member (match, "sides");
      gboolean has = FALSE, other = FALSE;

      for (guint s = 0; s < json_array_get_length (sides); s++)
        {
          JsonNode *side = json_array_get_element (sides, s);
          gint64 id = JSON_NODE_HOLDS_NULL (side) ? 0 : json_node_get_int (side);

          has |= id == with;
          other |= without != 0 && id == without;
        }
      if (has && !other && g_strcmp0 (json_object_get_string_member (match, "state"),
                                      "ready") == 0)
        return json_object_get_int_member (match, "id");
    }
  return 0;
}

/* The entrant ids `entrants add` printed, in order. */
static void
add_entrants (const char *db,
              const char *event,
              gint64     *ids,
              ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *joined = NULL;
  JsonArray *added;
  const char *name;
  va_list names;
  int status;

  va_start (names, ids);
  while ((name = va_arg (names, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) name);
  va_end (names);
  g_assert_cmpuint (args->len, ==, 3);
  status = cli_run_json (db, &out, NULL, "entrants", "add", "--event", event, args->pdata[0],
                         args->pdata[1], args->pdata[2], NULL);
  g_assert_cmpint (status, ==, 0);
  added = json_node_get_array (out);
  for (guint i = 0; i < json_array_get_length (added); i++)
    ids[i] = json_object_get_int_member (json_array_get_object_element (added, i), "id");
}

/* Assigning a match to a board by hand keeps the day's holds: not a player
 * on a board in any event of the day; not one inside the rest unless the
 * desk says --ignore-rest. */
static void
test_assign_holds (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-holds-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  gint64 singles[3], open[3];
  gint64 first, second, same_event, after;

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "3",
          "--board-names", "T1,T2,T3", "--rest", "30", NULL);
  for (guint e = 0; e < 2; e++)
    {
      cli_ok (db, "event", "create", "--name", e == 0 ? "Singles" : "Seniors", "--rules", "table",
              "--format", "round-robin", "--day", "1", NULL);
    }
  /* Anna Bakker plays in both: one player of the roster. */
  add_entrants (db, "1", singles, "Anna Bakker", "Bert Smit", "Cor de Vries", NULL);
  add_entrants (db, "2", open, "Anna Bakker", "Dirk Mol", "Eva Kok", NULL);
  for (guint e = 0; e < 2; e++)
    {
      cli_ok (db, "draw", "--event", e == 0 ? "1" : "2", "--seed", "3", NULL);
    }

  /* Anna's two matches of the singles: against Cor, and against Bert. */
  first = match_of (db, "1", singles[0], singles[1]);
  same_event = match_of (db, "1", singles[0], singles[2]);
  second = match_of (db, "2", open[0], 0);
  g_assert_cmpint (first, >, 0);
  g_assert_cmpint (second, >, 0);
  g_assert_cmpint (same_event, >, 0);
  g_assert_cmpint (same_event, !=, first);
  {
    g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT, first);

    cli_ok (db, "boards", "assign", "--event", "1", "--match", match, "--board", "1", NULL);
  }

  /* Anna is on T1: her match of the other event is refused, named so. */
  {
    g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT, second);
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "boards", "assign", "--event", "2", "--match", match, "--board",
             "2", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "Anna Bakker"));
    g_assert_nonnull (strstr (run.err, "T1"));
    g_assert_nonnull (strstr (run.err, "Singles"));
    g_assert_nonnull (strstr (run.out, "\"player-on-board\""));
  }
  /* And so is her other match of the same event. */
  {
    g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT, same_event);
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "boards", "assign", "--event", "1", "--match", match, "--board",
             "3", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "Anna Bakker"));
  }
  /* Nothing moved: T2 and T3 are free. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--day", "1", NULL), ==, 0);
  {
    JsonArray *boards = json_object_get_array_member (json_node_get_object (out), "boards");

    for (guint b = 1; b < 3; b++)
      g_assert_true (json_object_get_null_member (json_array_get_object_element (boards, b),
                                                  "match"));
  }
  g_clear_pointer (&out, json_node_unref);

  /* Her match ends: now she rests, and only --ignore-rest puts her on. */
  {
    g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT, first);

    g_assert_cmpint (cli_run_json (db, &out, SIDE_WINS ("4, 0"), "result", "--event", "1",
                                   "--match", match, NULL), ==, 0);
    g_clear_pointer (&out, json_node_unref);
  }
  after = match_of (db, "2", open[0], 0);
  g_assert_cmpint (after, >, 0);
  {
    g_autofree char *match = g_strdup_printf ("%" G_GINT64_FORMAT, after);
    g_auto(CliRun) run = { 0 };
    g_auto(CliRun) anyway = { 0 };

    cli_run (&run, db, NULL, "boards", "assign", "--event", "2", "--match", match, "--board",
             "2", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "Anna Bakker rests until"));
    g_assert_nonnull (strstr (run.err, "--ignore-rest"));
    g_assert_nonnull (strstr (run.out, "\"player-resting\""));
    cli_run (&anyway, db, NULL, "boards", "assign", "--event", "2", "--match", match, "--board",
             "2", "--ignore-rest", NULL);
    g_assert_cmpint (anyway.status, ==, 0);
  }
  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--day", "1", NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                     json_object_get_array_member (json_node_get_object (out), "boards"), 1),
                     "match"), ==, after);
}

/* The number of boards of day 1 with a match on them. */
static guint
n_busy_boards (const char *db)
{
  g_autoptr(JsonNode) out = NULL;
  JsonArray *boards;
  guint n = 0;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--day", "1", NULL), ==, 0);
  boards = json_object_get_array_member (json_node_get_object (out), "boards");
  for (guint b = 0; b < json_array_get_length (boards); b++)
    n += !json_object_get_null_member (json_array_get_object_element (boards, b), "match");
  return n;
}

/* An event's own call of a day keeps the rest, and cuts it short with
 * --ignore-rest as the day's call does. */
static void
test_call_event_ignore_rest (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-holds-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *match = NULL;
  gint64 ids[3];

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "2", "--rest",
          "30", NULL);
  cli_ok (db, "event", "create", "--name", "Singles", "--rules", "table", "--format", "round-robin",
          "--day", "1", NULL);
  add_entrants (db, "1", ids, "Anna Bakker", "Bert Smit", "Cor de Vries", NULL);
  cli_ok (db, "draw", "--event", "1", "--seed", "1", NULL);
  /* Anna and Bert play, and rest: both matches left have one of them. */
  match = g_strdup_printf ("%" G_GINT64_FORMAT, match_of (db, "1", ids[0], ids[2]));
  cli_ok (db, "boards", "assign", "--event", "1", "--match", match, "--board", "1", NULL);
  g_assert_cmpint (cli_run_json (db, &out, SIDE_WINS ("4, 0"), "result", "--event", "1",
                                 "--match", match, NULL), ==, 0);
  g_clear_pointer (&out, json_node_unref);

  /* The desk is told why both boards stay free, and what calls anyway. */
  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "boards", "call", "--event", "1", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.err, "0 matches called to boards"));
    g_assert_nonnull (strstr (run.err, "2 ready matches wait for their players' rest; "
                                       "“boards call --event 1 --ignore-rest” calls them"));
  }
  g_assert_cmpuint (n_busy_boards (db), ==, 0);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "call", "--event", "1",
                                 "--ignore-rest", NULL), ==, 0);
  /* Cor plays in both: one of them. */
  g_assert_cmpuint (n_busy_boards (db), ==, 1);
}

/* `--ignore-rest` is in the help of the calls that take it; STAGE is
 * explained. */
static void
test_help (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-holds-XXXXXX", &dir);
  const char *commands[][2] = { { "call", "--day" }, { "call", NULL }, { "assign", NULL } };

  for (guint c = 0; c < G_N_ELEMENTS (commands); c++)
    {
      g_auto(CliRun) run = { 0 };

      if (commands[c][1] != NULL)
        cli_run (&run, db, NULL, "boards", commands[c][0], commands[c][1], "1", "--help", NULL);
      else
        cli_run (&run, db, NULL, "boards", commands[c][0], "--help", NULL);
      g_assert_cmpint (run.status, ==, 0);
      g_assert_nonnull (strstr (run.out, "--ignore-rest"));
    }
  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "day", "board", "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "knockout"));
  }
}

/* A day is changed after it is made: its name, date, venue and rest, checked
 * as when made; a shorter rest frees a resting player at once; undo puts it
 * back. */
static void
test_edit (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-holds-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *match = NULL;
  JsonObject *day;
  gint64 ids[3];

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "2", "--rest",
          "10", NULL);
  cli_ok (db, "event", "create", "--name", "Singles", "--rules", "table", "--format", "round-robin",
          "--day", "1", NULL);
  add_entrants (db, "1", ids, "Anna Bakker", "Bert Smit", "Cor de Vries", NULL);
  cli_ok (db, "draw", "--event", "1", "--seed", "1", NULL);
  match = g_strdup_printf ("%" G_GINT64_FORMAT, match_of (db, "1", ids[0], ids[2]));
  cli_ok (db, "boards", "assign", "--event", "1", "--match", match, "--board", "1", NULL);
  g_assert_cmpint (cli_run_json (db, &out, SIDE_WINS ("4, 0"), "result", "--event", "1",
                                 "--match", match, NULL), ==, 0);
  g_clear_pointer (&out, json_node_unref);
  /* Anna and Bert rest 10 minutes: nothing is called. */
  cli_ok (db, "boards", "call", "--day", "1", NULL);
  g_assert_cmpuint (n_busy_boards (db), ==, 0);

  /* Bad input is refused, naming the option; nothing changes. */
  day_fixture_refused (db, "--name", "day", "edit", "--day", "1", "--name", " ", NULL);
  day_fixture_refused (db, "2026-13-40", "day", "edit", "--day", "1", "--date", "2026-13-40",
                       NULL);
  day_fixture_refused (db, "--rest", "day", "edit", "--day", "1", "--rest", "-5", NULL);
  day_fixture_refused (db, "--name", "day", "edit", "--day", "1", NULL);
  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "day", "edit", "--day", "7", "--rest", "0", NULL);
    g_assert_cmpint (run.status, !=, 0);
    g_assert_nonnull (strstr (run.err, "7"));
  }

  /* The rest goes to 0: they are free now, and the day is printed as `day show` does. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "edit", "--day", "1", "--rest", "0",
                                 "--name", "Open Cup", "--venue", "De Zaal", NULL), ==, 0);
  day = json_node_get_object (out);
  g_assert_cmpint (json_object_get_int_member (day, "rest"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (day, "name"), ==, "Open Cup");
  g_assert_cmpstr (json_object_get_string_member (day, "venue"), ==, "De Zaal");
  g_assert_cmpstr (json_object_get_string_member (day, "date"), ==, "2026-12-05");
  g_clear_pointer (&out, json_node_unref);
  cli_ok (db, "boards", "call", "--day", "1", NULL);
  g_assert_cmpuint (n_busy_boards (db), ==, 1);

  /* Undo of the edit (the call came after it) brings the rest and name back. */
  day_fixture_undo (db, 1);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "show", "--day", "1", NULL), ==, 0);
  day = json_node_get_object (out);
  g_assert_cmpint (json_object_get_int_member (day, "rest"), ==, 10);
  g_assert_cmpstr (json_object_get_string_member (day, "name"), ==, "Open");
  g_assert_true (json_object_get_null_member (day, "venue"));
  g_clear_pointer (&out, json_node_unref);

  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "day", "edit", "--help", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_nonnull (strstr (run.out, "--rest"));
    g_assert_nonnull (strstr (run.out, "--venue"));
  }
}

/* A board is kept only for a stage (or round) the event has; STAGE takes
 * the names people use for the stages. */
static void
test_reserve_stage (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-holds-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  const char *refused[] = { "1:99", "1:1", "2:2", "1:", "1:second-knockout:final" };

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "2", NULL);
  cli_ok (db, "event", "create", "--name", "Singles", "--rules", "table", "--format",
          "single-elimination", "--day", "1", NULL);
  cli_ok (db, "event", "create", "--name", "Mixed", "--rules", "table", "--format", "groups",
          "--day", "1", NULL);

  for (guint r = 0; r < G_N_ELEMENTS (refused); r++)
    {
      g_auto(CliRun) run = { 0 };

      cli_run (&run, db, NULL, "day", "board", "--day", "1", "--board", "1", "--reserve",
               refused[r], NULL);
      g_assert_cmpint (run.status, ==, 2);
      /* Said what is wrong: the stage or round, or what STAGE takes. */
      g_assert_true (strstr (run.err, "no stage") != NULL || strstr (run.err, "groups") != NULL ||
                     strstr (run.err, "no round") != NULL);
    }
  /* Nothing was kept. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "show", "--day", "1", NULL), ==, 0);
  g_assert_true (json_object_get_null_member (json_array_get_object_element (
                   json_object_get_array_member (json_node_get_object (out), "boards"), 0),
                   "reserved"));
  g_clear_pointer (&out, json_node_unref);

  cli_ok (db, "day", "board", "--day", "1", "--board", "1", "--reserve", "2:knockout", NULL);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "day", "board", "--day", "1", "--board", "2",
                                 "--reserve", "1:0", NULL), ==, 0);
  {
    JsonArray *boards = json_object_get_array_member (json_node_get_object (out), "boards");
    JsonObject *kept = json_object_get_object_member (json_array_get_object_element (boards, 0),
                                                      "reserved");

    g_assert_cmpint (json_object_get_int_member (kept, "event"), ==, 2);
    g_assert_cmpint (json_object_get_int_member (kept, "stage"), ==, 1);
    kept = json_object_get_object_member (json_array_get_object_element (boards, 1), "reserved");
    g_assert_cmpint (json_object_get_int_member (kept, "event"), ==, 1);
    g_assert_cmpint (json_object_get_int_member (kept, "stage"), ==, 0);
  }
}

/* A team's name in an event of single players is refused, pointing to the
 * day's doubles event; the doubles event takes it as a team. */
static void
test_team_in_singles (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-holds-XXXXXX", &dir);
  g_autofree char *csv = g_build_filename (dir, "ladies.csv", NULL);
  g_autoptr(JsonNode) out = NULL;
  g_autoptr(GError) error = NULL;

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "2", NULL);
  cli_ok (db, "event", "create", "--name", "Ladies", "--rules", "table", "--format", "round-robin",
          "--day", "1", NULL);
  cli_ok (db, "event", "create", "--name", "Doubles", "--rules", "table", "--option", "team_size=2",
          "--format", "round-robin", "--day", "1", NULL);

  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "entrants", "add", "--event", "1", "Tineke Bos",
             "Anna Bakker / Piet Jansen", NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "Anna Bakker / Piet Jansen"));
    g_assert_nonnull (strstr (run.err, "“Doubles”"));
  }
  g_assert_true (g_file_set_contents (csv, "name\nTineke Bos\nAnna Bakker/Piet Jansen\n", -1,
                                      &error));
  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "entrants", "import", "--event", "1", csv, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "Line 3"));
    g_assert_nonnull (strstr (run.err, "“Doubles”"));
  }
  /* Nobody was entered, and no player of the whole name was made. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "event", "show", "--event", "1", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (out), "entrants")), ==, 0);
  g_clear_pointer (&out, json_node_unref);
  {
    g_auto(CliRun) run = { 0 };

    cli_run (&run, db, NULL, "players", "list", NULL);
    g_assert_cmpint (run.status, ==, 0);
    g_assert_null (strstr (run.out, "Piet Jansen"));
  }

  /* The doubles event takes the team, of two players; a single name with
   * no slash still enters the singles. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "entrants", "add", "--event", "2",
                                 "Anna Bakker / Piet Jansen", NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_array_get_object_element (json_node_get_array (out), 0), "players")),
                    ==, 2);
  g_clear_pointer (&out, json_node_unref);
  cli_ok (db, "entrants", "add", "--event", "1", "Anna Bakker", NULL);
  /* Markup has a slash too, but is one name (shown escaped everywhere). */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "entrants", "add", "--event", "1",
                                 "<b>Eddy</b>", NULL), ==, 0);
}

/* Two events of a day drawn at once, on fewer boards than they have ready
 * matches: both get boards from the first call, though the round robin has
 * five times the play of the knockout. */
static void
test_queue_fair (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-holds-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  guint on_boards[3] = { 0 };
  JsonArray *boards;

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "2", NULL);
  cli_ok (db, "event", "create", "--name", "Ladies", "--rules", "table", "--format", "round-robin",
          "--day", "1", NULL);
  cli_ok (db, "event", "create", "--name", "Doubles", "--rules", "table", "--format",
          "single-elimination", "--option", "team_size=2", "--day", "1", NULL);
  cli_ok (db, "entrants", "add", "--event", "1", "L1", "L2", "L3", "L4", "L5", "L6", NULL);
  cli_ok (db, "entrants", "add", "--event", "2", "D1 / D2", "D3 / D4", "D5 / D6", "D7 / D8", NULL);
  for (guint e = 0; e < 2; e++)
    {
      cli_ok (db, "draw", "--event", e == 0 ? "1" : "2", "--seed", "1", NULL);
    }

  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "call", "--day", "1", NULL), ==, 0);
  boards = json_object_get_array_member (json_node_get_object (out), "boards");
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);

      g_assert_false (json_object_get_null_member (board, "event"));
      on_boards[json_object_get_int_member (board, "event")]++;
    }
  g_assert_cmpuint (on_boards[1], ==, 1);
  g_assert_cmpuint (on_boards[2], ==, 1);
}

/* The event whose match is on board 1 of day 1, after a call. */
static gint64
call_one (const char *db)
{
  g_autoptr(JsonNode) out = NULL;
  JsonObject *board;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "call", "--day", "1", NULL), ==, 0);
  board = json_array_get_object_element (json_object_get_array_member (json_node_get_object (out),
                                                                       "boards"), 0);
  g_assert_false (json_object_get_null_member (board, "match"));
  return json_object_get_int_member (board, "event");
}

/* Plays the match on board 1 of day 1 to its end. */
static void
finish_board_one (const char *db)
{
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *event = NULL;
  g_autofree char *match = NULL;
  JsonObject *board;

  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--day", "1", NULL), ==, 0);
  board = json_array_get_object_element (json_object_get_array_member (json_node_get_object (out),
                                                                       "boards"), 0);
  event = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (board, "event"));
  match = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (board, "match"));
  g_clear_pointer (&out, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &out, SIDE_WINS ("4, 0"), "result", "--event", event,
                                 "--match", match, NULL), ==, 0);
}

/* Two events as far along take turns: the one whose match was called
 * longest ago first, not always the one made first. */
static void
test_queue_turns (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = tmp_db_path ("hammer-day-holds-XXXXXX", &dir);
  g_autoptr(JsonNode) out = NULL;
  g_autofree char *match = NULL;

  cli_ok (db, "day", "create", "--name", "Open", "--date", "2026-12-05", "--boards", "1", NULL);
  for (guint e = 0; e < 2; e++)
    {
      const char *event = e == 0 ? "1" : "2";

      cli_ok (db, "event", "create", "--name", e == 0 ? "Ladies" : "Men", "--rules", "table",
              "--format", "round-robin", "--day", "1", NULL);
      cli_ok (db, "entrants", "add", "--event", event, e == 0 ? "Ans" : "Bas",
              e == 0 ? "Cis" : "Dirk", e == 0 ? "Els" : "Frits", e == 0 ? "Gerda" : "Hans", NULL);
      cli_ok (db, "draw", "--event", event, "--seed", "1", NULL);
    }

  /* The desk puts a match of the Men on the board by hand first. */
  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "--event", "2", NULL), ==, 0);
  match = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (
                             json_array_get_object_element (json_object_get_array_member (
                               json_node_get_object (out), "queue"), 0), "id"));
  g_clear_pointer (&out, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &out, NULL, "boards", "assign", "--event", "2", "--match",
                                 match, "--board", "1", NULL), ==, 0);
  finish_board_one (db);

  /* The Ladies have started nothing: theirs. Then both are one match in,
   * and the Men were called longer ago: theirs, and so on in turn. */
  for (guint k = 0; k < 4; k++)
    {
      g_assert_cmpint (call_one (db), ==, k % 2 == 0 ? 1 : 2);
      finish_board_one (db);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/day-holds/assign", test_assign_holds);
  g_test_add_func ("/day-holds/call-event-ignore-rest", test_call_event_ignore_rest);
  g_test_add_func ("/day-holds/help", test_help);
  g_test_add_func ("/day-holds/edit", test_edit);
  g_test_add_func ("/day-holds/reserve-stage", test_reserve_stage);
  g_test_add_func ("/day-holds/team-in-singles", test_team_in_singles);
  g_test_add_func ("/day-holds/queue-fair", test_queue_fair);
  g_test_add_func ("/day-holds/queue-turns", test_queue_turns);
  return g_test_run ();
}
