/* test-match-numbers.c — every match has a number from 1 within its event,
 * the one people read; the id stays the database's key
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "test-common.h"

static const char * const four[] = { "Anna", "Bert", "Carla", "Dirk", NULL };

static JsonArray *
matches (HammerStore *store,
         gint64       event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = hammer_events_get_matches_json (store, event_id, &error);

  g_assert_no_error (error);
  return json_array_ref (json_node_get_array (node));
}

static gint64
member (JsonArray  *list,
        guint       index,
        const char *name)
{
  return json_object_get_int_member (json_array_get_object_element (list, index), name);
}

/* The matches of @list are numbered 1, 2, 3, … in the order listed. */
static void
assert_numbered_in_order (JsonArray *list)
{
  for (guint i = 0; i < json_array_get_length (list); i++)
    g_assert_cmpint (member (list, i, "number"), ==, i + 1);
}

/* The matches of @list with a number are numbered 1, 2, 3, … in the order
 * listed, without gaps; returns how many there are. */
static guint
assert_played_numbered (JsonArray *list)
{
  guint next = 1;

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);

      if (!JSON_NODE_HOLDS_NULL (json_object_get_member (match, "number")))
        g_assert_cmpint (json_object_get_int_member (match, "number"), ==, next++);
    }
  return next - 1;
}

static gboolean
record (HammerStore *store,
        gint64       event_id,
        gint64       match_id,
        int          winner,
        GError     **error)
{
  /* Best of three: two games of one end, 16–0, to side @winner. */
  static const char * const wins[] = {
    "{\"games\": [{\"ends\": [{\"points\": [16, 0]}]}, {\"ends\": [{\"points\": [16, 0]}]}]}",
    "{\"games\": [{\"ends\": [{\"points\": [0, 16]}]}, {\"ends\": [{\"points\": [0, 16]}]}]}",
  };
  g_autoptr(JsonNode) input = json_from_string (wins[winner], NULL);
  g_autoptr(JsonNode) state = hammer_events_record_result (store, event_id, match_id, input, FALSE, error);

  return state != NULL;
}

/* A second event starts again at Match 1, though its ids go on from the
 * first event's; where a side comes from names the match's number. */
static void
test_second_event (StoreFixture  *f,
                   gconstpointer  data)
{
  g_autoptr(JsonArray) first = NULL;
  g_autoptr(JsonArray) second = NULL;
  gint64 event;
  JsonArray *from;

  event = store_new_event (f->store, "Eerste", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL,
                           four, 1);
  first = matches (f->store, event);
  event = store_new_event (f->store, "Tweede", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 0, NULL,
                           four, 1);
  second = matches (f->store, event);

  assert_numbered_in_order (first);
  assert_numbered_in_order (second);
  g_assert_cmpint (member (second, 0, "id"), >, json_array_get_length (first));
  g_assert_cmpint (member (second, 0, "number"), ==, 1);

  /* The second round's first match takes the winners of Matches 1 and 2. */
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (second, 2),
                                                  "bracket"), ==, "winners");
  from = json_object_get_array_member (json_array_get_object_element (second, 2), "from");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (from, 0), "winner"),
                   ==, member (second, 0, "id"));
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (from, 0), "number"),
                   ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (from, 1), "number"),
                   ==, 2);
}

/* What the store says about a match names it by its number. */
static void
test_messages (StoreFixture  *f,
               gconstpointer  data)
{
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event;

  store_new_event (f->store, "Eerste", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL, four, 1);
  event = store_new_event (f->store, "Tweede", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 1, NULL,
                           four, 1);
  list = matches (f->store, event);
  g_assert_cmpint (member (list, 2, "id"), !=, 3);

  /* The final (Match 3) waits for the semi-finals. */
  g_assert_false (record (f->store, event, member (list, 2, "id"), 0, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "Match 3 cannot be played yet"));
  g_clear_error (&error);
  g_assert_false (hammer_events_assign_board (f->store, event, member (list, 2, "id"), 1, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_cmpstr (error->message, ==, "Match 3 is not ready to be played");
  g_clear_error (&error);

  /* A correction that would move the played final names it. */
  g_assert_true (record (f->store, event, member (list, 0, "id"), 0, &error));
  g_assert_true (record (f->store, event, member (list, 1, "id"), 0, &error));
  g_assert_true (record (f->store, event, member (list, 2, "id"), 0, &error));
  g_assert_no_error (error);
  g_assert_false (record (f->store, event, member (list, 0, "id"), 1, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "Match 1 cannot be corrected"));
  g_assert_nonnull (strstr (error->message, "have results (3)"));
}

/* A new draw numbers anew; undoing draws takes their numbers with them. */
static void
test_redraw_and_undo (StoreFixture  *f,
                      gconstpointer  data)
{
  g_autoptr(JsonArray) drawn = NULL;
  g_autoptr(JsonArray) redrawn = NULL;
  g_autoptr(JsonArray) undone = NULL;
  g_autoptr(JsonArray) none = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event, first_draw, redraw;

  event = store_new_event (f->store, "Tweede", "table", HAMMER_FORMAT_ROUND_ROBIN, 0, NULL, four,
                           -1);
  g_assert_true (hammer_events_draw (f->store, event, TRUE, 1, &error));
  first_draw = hammer_store_get_last_change (f->store);
  drawn = matches (f->store, event);
  g_assert_true (hammer_events_draw (f->store, event, TRUE, 2, &error));
  redraw = hammer_store_get_last_change (f->store);
  redrawn = matches (f->store, event);
  g_assert_no_error (error);

  g_assert_cmpuint (json_array_get_length (drawn), ==, 6);
  assert_numbered_in_order (drawn);
  assert_numbered_in_order (redrawn);
  g_assert_cmpint (member (redrawn, 0, "id"), >, member (drawn, 5, "id"));

  g_assert_true (hammer_store_undo (f->store, redraw, &error));
  g_assert_no_error (error);
  undone = matches (f->store, event);
  assert_numbered_in_order (undone);
  g_assert_cmpint (member (undone, 0, "id"), ==, member (drawn, 0, "id"));

  g_assert_true (hammer_store_undo (f->store, first_draw, &error));
  g_assert_no_error (error);
  none = matches (f->store, event);
  g_assert_cmpuint (json_array_get_length (none), ==, 0);

  /* Drawn again after that, it starts at 1 once more. */
  g_assert_true (hammer_events_draw (f->store, event, TRUE, 1, &error));
  g_assert_no_error (error);
  g_clear_pointer (&drawn, json_array_unref);
  drawn = matches (f->store, event);
  assert_numbered_in_order (drawn);
}

/* A sjoelbak series: one card per player, the first is Match 1. */
static void
test_series (StoreFixture  *f,
             gconstpointer  data)
{
  g_autoptr(JsonArray) list = NULL;
  gint64 event;

  store_new_event (f->store, "Eerste", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL, four, 1);
  event = store_new_event (f->store, "Clubavond", "sjoelbak", HAMMER_FORMAT_SERIES, 2, NULL, four,
                           1);
  list = matches (f->store, event);
  g_assert_cmpuint (json_array_get_length (list), ==, 4);
  g_assert_cmpint (member (list, 0, "id"), >, 1);
  assert_numbered_in_order (list);
}

/* A Swiss round paired later goes on from the last number. */
static void
test_swiss_round_two (StoreFixture  *f,
                      gconstpointer  data)
{
  g_autoptr(JsonArray) round_one = NULL;
  g_autoptr(JsonArray) both = NULL;
  g_autoptr(GError) error = NULL;
  gint64 event;

  store_new_event (f->store, "Eerste", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL, four, 1);
  event = store_new_event (f->store, "Zwitsers", "table", HAMMER_FORMAT_SWISS, 0, NULL, four, 1);
  round_one = matches (f->store, event);
  g_assert_cmpuint (json_array_get_length (round_one), ==, 2);
  assert_numbered_in_order (round_one);

  g_assert_true (record (f->store, event, member (round_one, 0, "id"), 0, &error));
  g_assert_true (record (f->store, event, member (round_one, 1, "id"), 1, &error));
  g_assert_no_error (error);
  both = matches (f->store, event);
  g_assert_cmpuint (json_array_get_length (both), ==, 4);
  g_assert_cmpint (member (both, 2, "round"), ==, 2);
  g_assert_cmpint (member (both, 3, "round"), ==, 2);
  assert_numbered_in_order (both);
}

static gint64
import_text (HammerStore *store,
             const char  *text,
             GError     **error)
{
  g_autoptr(JsonNode) document = json_from_string (text, NULL);

  g_assert_nonnull (document);
  return hammer_events_import (store, document, error);
}

/* An event document keeps its numbers; one from before numbers is numbered
 * in order; one that gives two matches one number is refused. */
static void
test_document (StoreFixture  *f,
               gconstpointer  data)
{
  g_autoptr(JsonNode) document = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonArray *stored;
  gint64 event, copy;

  store_new_event (f->store, "Eerste", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL, four, 1);
  event = store_new_event (f->store, "Tweede", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL,
                           four, 1);
  document = hammer_events_export (f->store, event, &error);
  g_assert_no_error (error);
  stored = json_object_get_array_member (json_node_get_object (document), "matches");
  assert_numbered_in_order (stored);

  /* Numbers as written. */
  for (guint i = 0; i < json_array_get_length (stored); i++)
    json_object_set_int_member (json_array_get_object_element (stored, i), "number", 10 + i);
  text = json_to_string (document, FALSE);
  copy = import_text (f->store, text, &error);
  g_assert_no_error (error);
  {
    g_autoptr(JsonArray) list = matches (f->store, copy);

    for (guint i = 0; i < json_array_get_length (list); i++)
      g_assert_cmpint (member (list, i, "number"), ==, 10 + i);
  }

  /* Without numbers, as before. */
  for (guint i = 0; i < json_array_get_length (stored); i++)
    json_object_remove_member (json_array_get_object_element (stored, i), "number");
  g_free (text);
  text = json_to_string (document, FALSE);
  copy = import_text (f->store, text, &error);
  g_assert_no_error (error);
  {
    g_autoptr(JsonArray) list = matches (f->store, copy);

    g_assert_cmpuint (json_array_get_length (list), ==, 3);
    assert_numbered_in_order (list);
  }

  /* Two matches with number 2. */
  json_object_set_int_member (json_array_get_object_element (stored, 0), "number", 2);
  g_free (text);
  text = json_to_string (document, FALSE);
  g_assert_cmpint (import_text (f->store, text, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "two matches have number 2"));
}

static const char * const five[] = { "Anna", "Bert", "Carla", "Dirk", "Els", NULL };

/* Five in a knockout of eight: the top three seeds have byes, which are
 * never played and get no number; the first match played is Match 1, and
 * a walkover keeps its number. */
static void
test_byes_single (StoreFixture  *f,
                  gconstpointer  data)
{
  g_autoptr(JsonArray) list = NULL;
  g_autoptr(JsonArray) after = NULL;
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *numbers = NULL;
  g_autofree char *withdrawn = NULL;
  gint64 id, dirk = 0;
  JsonArray *entrants;

  id = store_new_event (f->store, "Vijf", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL,
                        five, 1);
  list = matches (f->store, id);
  numbers = match_numbers_text (list);
  /* 1 v bye, 4 v 5, 2 v bye, 3 v bye; the semi-finals; the final. */
  g_assert_cmpstr (numbers, ==, "- 1 - - 2 3 4");
  g_assert_cmpuint (assert_played_numbered (list), ==, 4);
  for (guint i = 0; i < json_array_get_length (list); i++)
    g_assert_cmpint (json_object_get_boolean_member_with_default (
                       json_array_get_object_element (list, i), "bye", FALSE), ==,
                     JSON_NODE_HOLDS_NULL (json_object_get_member (
                       json_array_get_object_element (list, i), "number")));

  /* A bye is not played: what refuses it names it by its id. */
  g_assert_false (record (f->store, id, member (list, 0, "id"), 0, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "is a bye"));
  g_assert_null (strstr (error->message, "Match 0"));
  g_clear_error (&error);

  /* A withdrawal makes Match 1 a walkover; the numbers stay. */
  event = hammer_events_get_event_json (f->store, id, &error);
  g_assert_no_error (error);
  entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    if (g_strcmp0 (json_object_get_string_member (json_array_get_object_element (entrants, i),
                                                  "name"), "Dirk") == 0)
      dirk = json_object_get_int_member (json_array_get_object_element (entrants, i), "id");
  g_assert_cmpint (dirk, >, 0);
  g_assert_true (hammer_events_withdraw_entrant (f->store, id, dirk, &error));
  g_assert_no_error (error);
  after = matches (f->store, id);
  g_assert_true (json_object_get_boolean_member (json_array_get_object_element (after, 1),
                                                 "walkover"));
  g_assert_cmpint (member (after, 1, "number"), ==, 1);
  withdrawn = match_numbers_text (after);
  g_assert_cmpstr (withdrawn, ==, numbers);
}

/* A double elimination of six: the two byes of the winners' first round
 * and the two losers' matches that take their losers, known to be byes from
 * the draw though their other side is not known yet, have no number; the
 * played ones are 1 … 11 (with the second final) in the order of the draw. */
static void
test_byes_double (StoreFixture  *f,
                  gconstpointer  data)
{
  static const char * const six[] = { "Anna", "Bert", "Carla", "Dirk", "Els", "Fien", NULL };
  g_autoptr(JsonArray) list = NULL;
  g_autofree char *numbers = NULL;
  gint64 id;

  store_new_event (f->store, "Eerste", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 0, NULL, four, 1);
  id = store_new_event (f->store, "Zes", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 0, NULL, six,
                        1);
  list = matches (f->store, id);
  numbers = match_numbers_text (list);
  /* Winners' round 1 (two byes), round 2, losers' round 1 (both byes),
   * round 2 and 3, the winners' final, losers' round 4, the final and the
   * second final. */
  g_assert_cmpstr (numbers, ==, "- 1 - 2 3 4 - - 5 6 7 8 9 10 11");
  g_assert_cmpuint (assert_played_numbered (list), ==, 11);

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *from = json_object_get_array_member (match, "from");
      gboolean from_bye = FALSE;

      for (guint s = 0; s < json_array_get_length (from); s++)
        {
          JsonNode *source = json_array_get_element (from, s);

          from_bye = from_bye || (JSON_NODE_HOLDS_OBJECT (source) &&
                                  json_object_has_member (json_node_get_object (source), "bye"));
        }
      g_assert_cmpint (from_bye, ==, JSON_NODE_HOLDS_NULL (json_object_get_member (match,
                                                                                   "number")));
    }
}

/* A Swiss round of five: the bye has no number, the two matches are 1
 * and 2. */
static void
test_byes_swiss (StoreFixture  *f,
                 gconstpointer  data)
{
  g_autoptr(JsonArray) list = NULL;
  gint64 id;

  id = store_new_event (f->store, "Zwitsers", "table", HAMMER_FORMAT_SWISS, 0, NULL, five, 1);
  list = matches (f->store, id);
  g_assert_cmpuint (json_array_get_length (list), ==, 3);
  g_assert_cmpuint (assert_played_numbered (list), ==, 2);
}

/* Through hammer-cli: `matches` and `boards` carry the number, and the
 * results file and the score sheets show it. */
static void
test_cli (StoreFixture  *f,
          gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "cli.db", NULL);
  g_autofree char *csv_path = g_build_filename (f->dir, "results.csv", NULL);
  g_autofree char *pdf_path = g_build_filename (f->dir, "sheets.pdf", NULL);
  g_autofree char *csv = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonArray) list = NULL;
  JsonObject *board;
  char id[32];

  for (guint e = 1; e <= 2; e++)
    {
      g_autofree char *event = g_strdup_printf ("%u", e);

      g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "event", "create", "--name", "Toernooi",
                                     "--rules", "table", "--format", "single-elimination",
                                     "--boards", "1", NULL), ==, 0);
      g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "entrants", "add", "--event", event,
                                     "Anna", "Bert", "Carla", "Dirk", NULL), ==, 0);
      g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "draw", "--event", event, "--seed", "1",
                                     NULL), ==, 0);
    }

  g_assert_cmpint (cli_run_json (db, &node, NULL, "matches", "--event", "2", "--json", NULL), ==, 0);
  list = json_array_ref (json_node_get_array (node));
  g_assert_cmpint (member (list, 0, "id"), ==, 4);
  assert_numbered_in_order (list);

  /* The first match is on the board. */
  g_clear_pointer (&node, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &node, NULL, "boards", "--event", "2", "--json", NULL), ==, 0);
  board = json_array_get_object_element (json_object_get_array_member (json_node_get_object (node),
                                                                       "boards"), 0);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (board, "match"),
                                               "number"), ==, 1);

  /* `result --match` takes the id, as before. */
  g_snprintf (id, sizeof id, "%" G_GINT64_FORMAT, member (list, 0, "id"));
  g_assert_cmpint (cli_run_text (db, NULL, NULL,
                                 "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]},"
                                 " {\"points\": [4, 0]}, {\"points\": [4, 0]}]},"
                                 " {\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]},"
                                 " {\"points\": [4, 0]}, {\"points\": [4, 0]}]}]}",
                                 "result", "--event", "2", "--match", id, NULL), ==, 0);

  /* `result --number` takes the number a director reads off the sheet:
   * Match 2 of the second event, whose id is not 2. */
  {
    const char *won = "{\"games\": [{\"ends\": [{\"points\": [0, 4]}, {\"points\": [0, 4]},"
                      " {\"points\": [0, 4]}, {\"points\": [0, 4]}]},"
                      " {\"ends\": [{\"points\": [0, 4]}, {\"points\": [0, 4]},"
                      " {\"points\": [0, 4]}, {\"points\": [0, 4]}]}]}";
    g_autofree char *errors = NULL;
    g_autoptr(JsonNode) after = NULL;
    JsonArray *matches;

    g_assert_cmpint (member (list, 1, "number"), ==, 2);
    g_assert_cmpint (member (list, 1, "id"), !=, 2);
    g_assert_cmpint (cli_run_text (db, NULL, NULL, won, "result", "--event", "2", "--number", "2",
                                   NULL), ==, 0);
    g_assert_cmpint (cli_run_json (db, &after, NULL, "matches", "--event", "2", NULL), ==, 0);
    matches = json_node_get_array (after);
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (matches, 1),
                                                    "state"), ==, "finished");
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (matches, 2),
                                                    "state"), ==, "ready");
    g_assert_cmpint (cli_run_text (db, NULL, &errors, won, "result", "--event", "2", "--number",
                                   "9", NULL), ==, 2);
    g_assert_nonnull (strstr (errors, "has no Match 9"));
    g_assert_cmpint (cli_run_text (db, NULL, NULL, won, "result", "--event", "2", "--number", "2",
                                   "--match", id, NULL), ==, 2);
  }

  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "export", "--event", "2", "--format", "csv",
                                 "--kind", "results", "--output", csv_path, NULL), ==, 0);
  g_file_get_contents (csv_path, &csv, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (csv, "Match,Round,"));
  g_assert_nonnull (strstr (csv, "\r\n1,1,winners,"));

  /* Matches 1 and 2 are played: their sheets are the filled ones. */
  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "export", "--event", "2", "--format", "pdf",
                                 "--kind", "score-sheets", "--filled", "--output", pdf_path, NULL),
                   ==, 0);
  text = pdf_text (pdf_path);
  /* Four players: the first round is the semi-finals. */
  g_assert_nonnull (strstr (text, "Match 1 · Semi-final"));
  g_assert_nonnull (strstr (text, "Match 2 · Semi-final"));
  g_assert_null (strstr (text, "Match 4"));
}

/* Through hammer-cli: the byes' numbers are null, and the bracket on
 * paper marks the four matches played, M1 to M4, and no bye. */
static void
test_byes_cli (StoreFixture  *f,
               gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "cli.db", NULL);
  g_autofree char *pdf_path = g_build_filename (f->dir, "bracket.pdf", NULL);
  g_autofree char *text = NULL;
  g_autofree char *numbers = NULL;
  g_autoptr(JsonNode) node = NULL;

  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "event", "create", "--name", "Vijf",
                                 "--rules", "table", "--format", "single-elimination", NULL), ==, 0);
  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "entrants", "add", "--event", "1", "Anna",
                                 "Bert", "Carla", "Dirk", "Els", NULL), ==, 0);
  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "draw", "--event", "1", "--seed", "1",
                                 NULL), ==, 0);
  g_assert_cmpint (cli_run_json (db, &node, NULL, "matches", "--event", "1", "--json", NULL), ==,
                   0);
  numbers = match_numbers_text (json_node_get_array (node));
  g_assert_cmpstr (numbers, ==, "- 1 - - 2 3 4");

  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "export", "--event", "1", "--format", "pdf",
                                 "--kind", "bracket", "--output", pdf_path, NULL), ==, 0);
  text = pdf_text (pdf_path);
  for (guint m = 1; m <= 4; m++)
    {
      g_autofree char *label = g_strdup_printf ("M%u", m);

      g_assert_nonnull (strstr (text, label));
    }
  g_assert_null (strstr (text, "M0"));
  g_assert_null (strstr (text, "M5"));
  g_assert_null (strstr (text, "M6"));
  g_assert_null (strstr (text, "M7"));

  /* Six in a double elimination: the board schedule lists the eleven
   * matches to be played, not the losers' byes waiting for their loser. */
  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "event", "create", "--name", "Zes",
                                 "--rules", "table", "--format", "double-elimination", NULL), ==,
                   0);
  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "entrants", "add", "--event", "2", "Anna",
                                 "Bert", "Carla", "Dirk", "Els", "Fien", NULL), ==, 0);
  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "draw", "--event", "2", "--seed", "1",
                                 NULL), ==, 0);
  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "export", "--event", "2", "--format", "pdf",
                                 "--kind", "schedule", "--output", pdf_path, NULL), ==, 0);
  g_free (text);
  text = pdf_text (pdf_path);
  g_assert_cmpuint (count_in (text, "Ready") + count_in (text, "Waiting"), ==, 11);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, StoreFixture, NULL, store_fixture_set_up, func, store_fixture_tear_down)
  ADD ("/match-numbers/second-event-starts-at-1", test_second_event);
  ADD ("/match-numbers/messages", test_messages);
  ADD ("/match-numbers/redraw-and-undo", test_redraw_and_undo);
  ADD ("/match-numbers/series", test_series);
  ADD ("/match-numbers/swiss-round-two", test_swiss_round_two);
  ADD ("/match-numbers/document", test_document);
  ADD ("/match-numbers/cli", test_cli);
  ADD ("/match-numbers/byes/single-elimination", test_byes_single);
  ADD ("/match-numbers/byes/double-elimination", test_byes_double);
  ADD ("/match-numbers/byes/swiss", test_byes_swiss);
  ADD ("/match-numbers/byes/cli", test_byes_cli);
#undef ADD

  return g_test_run ();
}
