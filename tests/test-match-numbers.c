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
  g_autoptr(JsonNode) node = hammer_store_get_matches_json (store, event_id, &error);

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
  g_autoptr(JsonNode) state = hammer_store_record_result (store, event_id, match_id, input, FALSE,
                                                          NULL, error);

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
  g_assert_false (hammer_store_assign_board (f->store, event, member (list, 2, "id"), 1, &error));
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
  g_assert_true (hammer_store_draw_event (f->store, event, TRUE, 1, &error));
  first_draw = hammer_store_get_last_change (f->store);
  drawn = matches (f->store, event);
  g_assert_true (hammer_store_draw_event (f->store, event, TRUE, 2, &error));
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
  g_assert_true (hammer_store_draw_event (f->store, event, TRUE, 1, &error));
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
  return hammer_store_import_event (store, document, error);
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
  document = hammer_store_export_event (f->store, event, &error);
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

  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "export", "--event", "2", "--format", "csv",
                                 "--kind", "results", "--output", csv_path, NULL), ==, 0);
  g_file_get_contents (csv_path, &csv, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (csv, "Match,Round,"));
  g_assert_nonnull (strstr (csv, "\r\n1,1,winners,"));

  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "export", "--event", "2", "--format", "pdf",
                                 "--kind", "score-sheets", "--output", pdf_path, NULL), ==, 0);
  text = pdf_text (pdf_path);
  g_assert_nonnull (strstr (text, "Match 1 · Round 1"));
  g_assert_nonnull (strstr (text, "Match 2 · Round 1"));
  g_assert_null (strstr (text, "Match 4"));
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
#undef ADD

  return g_test_run ();
}
