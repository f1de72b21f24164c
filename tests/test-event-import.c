/* test-event-import.c — an event document is untrusted: every number in it
 * that becomes an index, a count or a loop bound is checked before use
 *
 * Each format is drawn, partly played and exported; then the document is
 * changed one number at a time (0, -1, huge, out of range, the wrong type)
 * and every change must be refused whole with an error, nothing stored.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "test-common.h"

/* The cases: each format Hammer draws, on table shuffleboard but for the
 * sjoelbak series. */
typedef struct
{
  const char   *name;
  const char   *rules;
  HammerFormat  format;
  guint         n_entrants;
  gboolean      third_place;
} Case;

static const Case cases[] = {
  { "single-elimination", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 6, TRUE },
  { "double-elimination", "table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 6, FALSE },
  { "round-robin", "table", HAMMER_FORMAT_ROUND_ROBIN, 5, FALSE },
  { "swiss", "table", HAMMER_FORMAT_SWISS, 6, FALSE },
  { "groups", "table", HAMMER_FORMAT_GROUPS, 8, FALSE },
  { "series", "sjoelbak", HAMMER_FORMAT_SERIES, 3, FALSE },
};

/* Side @winner wins 2–0 at table shuffleboard; a sjoelbak card of one
 * game. */
static JsonNode *
result_for (const char *rules,
            int         winner)
{
  if (g_str_equal (rules, "sjoelbak"))
    return json_from_string ("{\"games\": [{\"ends\": [{\"counts\": [[7, 7, 7, 9]]}]}]}", NULL);
  return json_from_string (winner == 0
                           ? "{\"games\": [{\"ends\": [{\"points\": [8, 0]}, {\"points\": [8, 0]}]},"
                             " {\"ends\": [{\"points\": [8, 0]}, {\"points\": [8, 0]}]}]}"
                           : "{\"games\": [{\"ends\": [{\"points\": [0, 8]}, {\"points\": [0, 8]}]},"
                             " {\"ends\": [{\"points\": [0, 8]}, {\"points\": [0, 8]}]}]}", NULL);
}

/* Plays up to @n ready matches of @event_id, the first side winning. */
static void
play (HammerStore *store,
      gint64       event_id,
      const char  *rules,
      guint        n)
{
  for (guint played = 0; played < n; played++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) list = hammer_events_get_matches_json (store, event_id, &error);
      g_autoptr(JsonNode) input = result_for (rules, played % 2);
      g_autoptr(JsonNode) state = NULL;
      JsonArray *matches = json_node_get_array (list);
      gint64 id = 0;

      g_assert_no_error (error);
      for (guint i = 0; i < json_array_get_length (matches) && id == 0; i++)
        {
          JsonObject *match = json_array_get_object_element (matches, i);

          if (g_strcmp0 (json_object_get_string_member (match, "state"), "ready") == 0)
            id = json_object_get_int_member (match, "id");
        }
      if (id == 0)
        return;
      state = hammer_events_record_result (store, event_id, id, input, 0, &error);
      g_assert_no_error (error);
    }
}

/* The document of @c's event, drawn and partly played, as text. */
static char *
exported (HammerStore *store,
          const Case  *c)
{
  g_auto(GStrv) names = numbered_names ("Speler", c->n_entrants);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL;
  gint64 event_id;
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec spec;

  hammer_event_spec_init (&spec);
  spec.name = c->name;
  spec.rules = c->rules;
  spec.format = c->format;
  spec.n_boards = 2;
  spec.third_place = c->third_place;
  event_id = hammer_events_create (store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (store, event_id, (const char * const *) names, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (store, event_id, TRUE, 5, &error));
  g_assert_no_error (error);
  play (store, event_id, c->rules, 4);
  document = hammer_events_export (store, event_id, &error);
  g_assert_no_error (error);
  return json_to_string (document, FALSE);
}

/* What a change does to a document: sets member @member of the @index-th
 * element of array @array (or of the event's settings, for "settings") to
 * @value. */
typedef struct
{
  const char *array;
  guint       index;
  const char *member;
  JsonNode   *value;
} Change;

static JsonObject *
changed_object (JsonObject   *root,
                const Change *change)
{
  if (g_str_equal (change->array, "settings"))
    return json_object_get_object_member (json_object_get_object_member (root, "event"),
                                          "settings");
  return json_array_get_object_element (json_object_get_array_member (root, change->array),
                                        change->index);
}

/* Imports @text with @change made, which must be refused with an error and
 * store nothing. */
static void
assert_refused (HammerStore  *store,
                const char   *text,
                const Change *change)
{
  g_autoptr(JsonNode) document = json_from_string (text, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *value = json_to_string (change->value, FALSE);
  JsonObject *object = changed_object (json_node_get_object (document), change);
  gint64 before = hammer_store_get_last_change (store);
  gint64 imported;

  json_object_set_member (object, change->member, json_node_copy (change->value));
  imported = hammer_events_import (store, document, &error);
  if (imported != 0 || error == NULL)
    g_error ("%s %u: “%s” = %s was imported", change->array, change->index + 1,
             change->member, value);
  g_assert_true (error->domain == HAMMER_ERROR);
  g_assert_cmpint (hammer_store_get_last_change (store), ==, before);
}

/* Each value of @values (JSON texts) in turn as member @member of element
 * @index of @array. */
static void
assert_all_refused (HammerStore        *store,
                    const char         *text,
                    const char         *array,
                    guint               index,
                    const char         *member,
                    const char * const *values)
{
  for (guint v = 0; values[v] != NULL; v++)
    {
      g_autoptr(JsonNode) value = json_from_string (values[v], NULL);
      Change change = { array, index, member, value };

      g_assert_nonnull (value);
      assert_refused (store, text, &change);
    }
}

/* The wrong types, for any member that holds a number. */
#define WRONG_TYPES "\"1\"", "2.5", "true", "[1]", "{\"a\": 1}"

static void
mutate_matches (HammerStore *store,
                const char  *text,
                JsonArray   *matches,
                guint        n_entrants)
{
  guint n = json_array_get_length (matches);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      gint64 round = json_object_get_int_member (match, "round");
      gint64 position = json_object_get_int_member (match, "position");
      gboolean grouped = !json_node_is_null (json_object_get_member (match, "group"));
      g_autofree char *round_after = g_strdup_printf ("%" G_GINT64_FORMAT, round + 1000);
      g_autofree char *position_after = g_strdup_printf ("%" G_GINT64_FORMAT, position + 1000);
      g_autofree char *seed_after = g_strdup_printf ("\"seed:%u\"", n_entrants);
      g_autofree char *winner_self = g_strdup_printf ("\"winner:%u\"", i);
      g_autofree char *loser_after = g_strdup_printf ("\"loser:%u\"", n);
      const char *rounds[] = { "0", "-1", "1000000000000", round_after, WRONG_TYPES, NULL };
      const char *positions[] = { "-1", "1000000000000", position_after, WRONG_TYPES, NULL };
      const char *groups[] = { grouped ? "null" : "0", "-1", "99", "1000000000000", WRONG_TYPES,
                               NULL };
      const char *stages[] = { "-1", "2", "1000000000000", WRONG_TYPES, NULL };
      const char *boards[] = { "0", "-1", "150", "201", "1000000000000", WRONG_TYPES, NULL };
      const char *numbers[] = { "0", "-1", "1000001", "1000000000000", WRONG_TYPES, NULL };
      const char *brackets[] = { "\"\"", "\"nonsense\"", "3", "null", NULL };
      const char *results[] = { "[]", "3", "\"won\"", NULL };
      const char *sources[] = {
        "[]", "[\"seed:0\", \"seed:1\", \"seed:2\"]", "[\"seed:-1\", \"bye\"]",
        "[\"seed:0x\", \"bye\"]", "[\"winner:-1\", \"bye\"]", "[\"group:99:1\", \"bye\"]",
        "[\"group:0:0\", \"bye\"]", "[\"lorer:0\", \"bye\"]", "[1, 2]", "[null, null]", NULL,
      };
      g_auto(GStrv) own = g_new0 (char *, 4);

      own[0] = g_strdup_printf ("[%s, \"bye\"]", seed_after);
      own[1] = g_strdup_printf ("[%s, \"bye\"]", winner_self);
      own[2] = g_strdup_printf ("[%s, \"bye\"]", loser_after);

      assert_all_refused (store, text, "matches", i, "round", rounds);
      assert_all_refused (store, text, "matches", i, "position", positions);
      assert_all_refused (store, text, "matches", i, "group", groups);
      assert_all_refused (store, text, "matches", i, "stage", stages);
      assert_all_refused (store, text, "matches", i, "board", boards);
      assert_all_refused (store, text, "matches", i, "bracket", brackets);
      assert_all_refused (store, text, "matches", i, "result", results);
      assert_all_refused (store, text, "matches", i, "sources", sources);
      assert_all_refused (store, text, "matches", i, "sources", (const char * const *) own);
      if (!json_node_is_null (json_object_get_member (match, "number")))
        assert_all_refused (store, text, "matches", i, "number", numbers);
      /* The other stage. */
      assert_all_refused (store, text, "matches", i, "stage",
                          (const char *[]) { json_object_get_int_member (match, "stage") ? "0" : "1",
                                             NULL });
    }
}

static void
mutate_entrants (HammerStore *store,
                 const char  *text,
                 guint        n_entrants,
                 guint        n_players)
{
  g_autofree char *place_after = g_strdup_printf ("%u", n_entrants);
  g_autofree char *player_after = g_strdup_printf ("[%u]", n_players);
  const char *places[] = { "-1", place_after, "1000000000000", WRONG_TYPES, NULL };
  const char *added[] = { "0", "-1", "1000000000000", WRONG_TYPES, NULL };
  const char *seeds[] = { "-1", "1000000000000", WRONG_TYPES, NULL };
  const char *players[] = { "[]", "[-1]", player_after, "[0, 0]", "[\"0\"]", "3", "null",
                            NULL };
  const char *flags[] = { "1", "\"yes\"", "[]", NULL };

  for (guint e = 0; e < n_entrants; e++)
    {
      assert_all_refused (store, text, "entrants", e, "draw_index", places);
      assert_all_refused (store, text, "entrants", e, "added", added);
      assert_all_refused (store, text, "entrants", e, "seed", seeds);
      assert_all_refused (store, text, "entrants", e, "players", players);
      assert_all_refused (store, text, "entrants", e, "present", flags);
      assert_all_refused (store, text, "entrants", e, "withdrawn", flags);
      /* Another entrant's place in the draw, or none for a drawn entrant. */
      assert_all_refused (store, text, "entrants", e, "draw_index",
                          (const char *[]) { e > 0 ? "0" : "1", "null", NULL });
    }
}

static void
mutate_rest (HammerStore *store,
             const char  *text,
             guint        n_boards)
{
  const char *numbers[] = { "0", "-1", "201", "1000000000000", WRONG_TYPES, NULL };
  const char *counts[] = { "-1", "100001", "1000000000000", WRONG_TYPES, NULL };

  for (guint b = 0; b < n_boards; b++)
    assert_all_refused (store, text, "boards", b, "number", numbers);
  /* Two boards of one number. */
  if (n_boards > 1)
    assert_all_refused (store, text, "boards", 1, "number", (const char *[]) { "1", NULL });
  for (guint i = 0; i < 3; i++)
    assert_all_refused (store, text, "settings", 0,
                        (const char *[]) { "rounds", "groups", "advance" }[i], counts);
}

static void
test_mutations (gconstpointer data)
{
  const Case *c = data;
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-import-XXXXXX", &dir, &path);
  g_autofree char *text = exported (store, c);
  g_autoptr(JsonNode) document = json_from_string (text, NULL);
  JsonObject *root = json_node_get_object (document);
  g_autoptr(GError) error = NULL;
  gint64 copy;

  /* The document as exported imports. */
  copy = hammer_events_import (store, document, &error);
  g_assert_no_error (error);
  g_assert_cmpint (copy, >, 0);

  mutate_matches (store, text, json_object_get_array_member (root, "matches"),
                  json_array_get_length (json_object_get_array_member (root, "entrants")));
  mutate_entrants (store, text,
                   json_array_get_length (json_object_get_array_member (root, "entrants")),
                   json_array_get_length (json_object_get_array_member (root, "players")));
  mutate_rest (store, text, json_array_get_length (json_object_get_array_member (root, "boards")));

  tmp_store_close (&store, &dir, &path);
}

/* A whole match removed, or one added, and the draw is not Hammer's. */
static void
test_matches_missing_or_extra (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-import-XXXXXX", &dir, &path);
  g_autofree char *text = exported (store, &cases[1]);

  for (guint extra = 0; extra < 2; extra++)
    {
      g_autoptr(JsonNode) document = json_from_string (text, NULL);
      g_autoptr(GError) error = NULL;
      JsonArray *matches = json_object_get_array_member (json_node_get_object (document),
                                                         "matches");
      gint64 before = hammer_store_get_last_change (store);

      if (extra)
        json_array_add_element (matches, json_node_copy (json_array_get_element (matches, 0)));
      else
        json_array_remove_element (matches, json_array_get_length (matches) - 1);
      g_assert_cmpint (hammer_events_import (store, document, &error), ==, 0);
      g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
      g_assert_cmpint (hammer_store_get_last_change (store), ==, before);
    }
  tmp_store_close (&store, &dir, &path);
}

/* What an import of contents came to: its id (-1 while under way) or its
 * error. */
typedef struct
{
  gint64  id;
  GError *error;
} ImportDone;

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  ImportDone *done = user_data;

  done->id = hammer_events_import_finish (HAMMER_STORE (source), result, &done->error);
}

/* Imports @text as a file's contents named "winter.json", waiting for the
 * store's writer. */
static gint64
import_contents (HammerStore  *store,
                 const char   *text,
                 GError      **error)
{
  g_autoptr(GBytes) contents = g_bytes_new (text, strlen (text));
  ImportDone done = { -1, NULL };

  hammer_events_import_contents_async (store, contents, "winter.json", NULL, import_done_cb,
                                       &done);
  while (done.id < 0)
    g_main_context_iteration (NULL, TRUE);
  if (done.error != NULL)
    g_propagate_error (error, done.error);
  return done.id;
}

/* A file's contents import as the document they hold does; what is no JSON
 * is refused naming the file and where, an empty file for what it lacks. */
static void
test_import_contents (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-import-XXXXXX", &dir, &path);
  g_autofree char *text = exported (store, &cases[0]);
  g_autoptr(JsonNode) document = json_from_string (text, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) from_document = NULL, from_contents = NULL;
  g_autofree char *document_text = NULL, *contents_text = NULL;
  gint64 by_document, by_contents, before;

  by_document = hammer_events_import (store, document, &error);
  g_assert_no_error (error);
  by_contents = import_contents (store, text, &error);
  g_assert_no_error (error);
  g_assert_cmpint (by_contents, >, by_document);
  from_document = hammer_events_export (store, by_document, &error);
  from_contents = hammer_events_export (store, by_contents, &error);
  g_assert_no_error (error);
  document_text = json_to_string (from_document, FALSE);
  contents_text = json_to_string (from_contents, FALSE);
  g_assert_cmpstr (contents_text, ==, document_text);

  before = hammer_store_get_last_change (store);
  g_assert_cmpint (import_contents (store, "{\"version\": 1,\n  \"event\": }", &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  /* json-glib's words, with the line and column. */
  g_assert_true (g_str_has_prefix (error->message, "“winter.json” is not an event file: "));
  g_assert_nonnull (strstr (error->message, ":2:12: "));
  g_assert_true (g_str_has_suffix (error->message, ". Nothing was imported."));
  g_clear_error (&error);

  g_assert_cmpint (import_contents (store, "", &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  {
    g_autoptr(JsonNode) null = json_node_new (JSON_NODE_NULL);
    g_autoptr(GError) direct = NULL;

    g_assert_cmpint (hammer_events_import (store, null, &direct), ==, 0);
    g_assert_cmpstr (error->message, ==, direct->message);
  }
  g_assert_cmpint (hammer_store_get_last_change (store), ==, before);
  tmp_store_close (&store, &dir, &path);
}

/* Two open matches on one board: Hammer never calls a second match to a
 * board while the first is open. */
static void
test_board_twice (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-import-XXXXXX", &dir, &path);
  g_autofree char *text = exported (store, &cases[2]);
  g_autoptr(JsonNode) document = json_from_string (text, NULL);
  JsonArray *matches = json_object_get_array_member (json_node_get_object (document), "matches");
  g_autoptr(GError) error = NULL;
  gint64 before = hammer_store_get_last_change (store);
  JsonObject *on_board[2] = { NULL, NULL };
  guint n_on_board = 0;

  for (guint i = 0; i < json_array_get_length (matches) && n_on_board < 2; i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_node_is_null (json_object_get_member (match, "result")) &&
          !json_node_is_null (json_object_get_member (match, "board")))
        on_board[n_on_board++] = match;
    }
  /* The round robin of five, four results in, has both boards busy. */
  g_assert_cmpuint (n_on_board, ==, 2);
  json_object_set_int_member (on_board[1], "board",
                              json_object_get_int_member (on_board[0], "board"));
  g_assert_cmpint (hammer_events_import (store, document, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "two open matches are on one board"));
  g_assert_cmpint (hammer_store_get_last_change (store), ==, before);
  tmp_store_close (&store, &dir, &path);
}

/* The inputs that crashed hammer-cli import or that it took though Hammer
 * could not have written them (tests/fuzz/corpus, from ../shared/fuzz-finds
 * and our own fuzzing): exit 2, a message that says what and where, and
 * the database as it was. */
static void
test_cli_fuzz_finds (void)
{
  static const struct { const char *file; const char *says; } finds[] = {
    { "26-round-zero.json", "match 2: “round” must be a whole number from 1" },
    /* Players 2 and 6 of the document are one player of the roster. */
    { "27-one-player-entered-twice.json", "entrant 6: its player is entered twice" },
  };
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-import-XXXXXX", &dir, &path);
  g_autofree char *text = exported (store, &cases[1]);
  g_autoptr(JsonNode) before = NULL;

  g_clear_object (&store);
  g_assert_cmpint (cli_run_json (path, &before, NULL, "event", "list", NULL), ==, 0);
  for (guint i = 0; i < G_N_ELEMENTS (finds); i++)
    {
      g_autofree char *file = g_build_filename (TEST_SRCDIR, "fuzz", "corpus", "fuzz-event-json",
                                                finds[i].file, NULL);
      g_autoptr(JsonNode) output = NULL;
      g_autoptr(JsonNode) after = NULL;
      JsonObject *refusal;

      g_assert_cmpint (cli_run_json (path, &output, NULL, "import", file, NULL), ==, 2);
      refusal = json_object_get_object_member (json_node_get_object (output), "error");
      g_assert_nonnull (strstr (json_object_get_string_member (refusal, "message"),
                                finds[i].says));
      g_assert_cmpint (cli_run_json (path, &after, NULL, "event", "list", NULL), ==, 0);
      g_assert_true (json_node_equal (before, after));
    }
  tmp_store_close (&store, &dir, &path);
}

/* An empty file and a document whose stored result breaks the rules are
 * damaged documents like any other: exit 2, a message, nothing stored. */
static void
test_cli_empty_and_broken_result (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;
  g_autoptr(HammerStore) store = tmp_store_open ("hammer-import-XXXXXX", &dir, &path);
  g_autofree char *text = exported (store, &cases[2]);
  g_autoptr(JsonNode) document = json_from_string (text, NULL);
  JsonArray *matches = json_object_get_array_member (json_node_get_object (document), "matches");
  g_autofree char *empty = g_build_filename (dir, "empty.json", NULL);
  g_autofree char *broken = g_build_filename (dir, "broken.json", NULL);
  g_autofree char *broken_text = NULL;
  g_autoptr(JsonNode) before = NULL;
  gboolean changed = FALSE;

  /* A first end of −4 points: no table shuffleboard end scores below 0. */
  for (guint i = 0; i < json_array_get_length (matches) && !changed; i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonNode *result = json_object_get_member (match, "result");
      JsonArray *games, *ends, *points;

      if (result == NULL || json_node_is_null (result))
        continue;
      games = json_object_get_array_member (json_node_get_object (result), "games");
      ends = json_object_get_array_member (json_array_get_object_element (games, 0), "ends");
      points = json_object_get_array_member (json_array_get_object_element (ends, 0), "points");
      json_array_remove_element (points, 0);
      json_array_add_int_element (points, -4);
      changed = TRUE;
    }
  g_assert_true (changed);
  broken_text = json_to_string (document, FALSE);
  g_assert_true (g_file_set_contents (empty, "", 0, NULL));
  g_assert_true (g_file_set_contents (broken, broken_text, -1, NULL));
  g_clear_object (&store);
  g_assert_cmpint (cli_run_json (path, &before, NULL, "event", "list", NULL), ==, 0);
  for (guint f = 0; f < 2; f++)
    {
      g_autoptr(JsonNode) output = NULL;
      g_autoptr(JsonNode) after = NULL;
      JsonObject *refusal;

      g_assert_cmpint (cli_run_json (path, &output, NULL, "import", f == 0 ? empty : broken,
                                     NULL), ==, 2);
      refusal = json_object_get_object_member (json_node_get_object (output), "error");
      g_assert_nonnull (strstr (json_object_get_string_member (refusal, "message"),
                                "This is not a Hammer event document, or it is damaged"));
      g_assert_cmpint (cli_run_json (path, &after, NULL, "event", "list", NULL), ==, 0);
      g_assert_true (json_node_equal (before, after));
    }
  tmp_store_close (&store, &dir, &path);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/event-import/mutations/%s", cases[i].name);

      g_test_add_data_func (name, &cases[i], test_mutations);
    }
  g_test_add_func ("/event-import/matches-missing-or-extra", test_matches_missing_or_extra);
  g_test_add_func ("/event-import/board-twice", test_board_twice);
  g_test_add_func ("/event-import/contents", test_import_contents);
  g_test_add_func ("/event-import/cli-fuzz-finds", test_cli_fuzz_finds);
  g_test_add_func ("/event-import/cli-empty-and-broken-result", test_cli_empty_and_broken_result);
  return g_test_run ();
}
