/* test-handicaps.c — a field's handicaps set at once by rating or by
 * class, undone in one step, refused with nothing stored on bad input,
 * and carried by the event document through export and import
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-event-handicaps.h"
#include "events/hammer-events.h"
#include "store/hammer-roster.h"
#include "test-common.h"

/* Each entrant's handicap in event @event_id by name (0 where none). */
static GHashTable *
handicaps_of (HammerStore *store,
              gint64       event_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = hammer_events_get_event_json (store, event_id, &error);
  GHashTable *by_name = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *entrants;

  g_assert_no_error (error);
  entrants = json_object_get_array_member (json_node_get_object (event), "entrants");
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);
      gint64 handicap = json_object_has_member (entrant, "handicap")
                          ? json_object_get_int_member (entrant, "handicap") : 0;

      g_hash_table_insert (by_name, g_strdup (json_object_get_string_member (entrant, "name")),
                           GINT_TO_POINTER ((int) handicap));
    }
  return by_name;
}

static int
handicap_of (GHashTable *handicaps,
             const char *name)
{
  g_assert_true (g_hash_table_contains (handicaps, name));
  return GPOINTER_TO_INT (g_hash_table_lookup (handicaps, name));
}

/* An earlier table event of one game that Bert wins 15–0 from Anna: the
 * players' ratings are then Glicko-2's after one game between newcomers,
 * 1500 ± 162.31. */
static void
play_earlier (HammerStore *store)
{
  const char *names[] = { "Anna", "Bert", NULL };
  gint64 event_id = store_new_event (store, "Earlier", "table", HAMMER_FORMAT_ROUND_ROBIN, 1,
                                     "{\"best_of\": 1}", names, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (store, event_id, &error);
  JsonObject *match;
  gboolean bert_first;

  g_assert_no_error (error);
  match = json_array_get_object_element (json_node_get_array (matches), 0);
  bert_first = g_str_equal (json_array_get_string_element (
                              json_object_get_array_member (match, "names"), 0), "Bert");
  store_record (store, event_id, json_object_get_int_member (match, "id"),
                bert_first ? "{\"games\": [{\"ends\": [{\"points\": [15, 0]}]}]}"
                           : "{\"games\": [{\"ends\": [{\"points\": [0, 15]}]}]}");
}

static const HammerHandicapLine *
line_named (GPtrArray  *lines,
            const char *name)
{
  for (guint i = 0; i < lines->len; i++)
    if (g_str_equal (((HammerHandicapLine *) g_ptr_array_index (lines, i))->name, name))
      return g_ptr_array_index (lines, i);
  g_assert_not_reached ();
}

static void
test_by_rating (StoreFixture  *f,
                gconstpointer  data)
{
  const char *singles[] = { "Anna", "Bert", "Carl", NULL };
  const char *doubles[] = { "Anna / Carl", "Bert / Dora", NULL };
  HammerHandicapSpec spec = { HAMMER_HANDICAP_BY_RATING, 50, NULL, NULL };
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(GPtrArray) capped = NULL;
  g_autoptr(GPtrArray) teams = NULL;
  g_autoptr(GHashTable) set = NULL;
  g_autoptr(GHashTable) undone = NULL;
  g_autoptr(GHashTable) team_set = NULL;
  g_autoptr(GError) error = NULL;
  gint64 open, pairs, change;

  play_earlier (f->store);
  open = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 1, NULL,
                          singles, -1);

  lines = hammer_events_fill_handicaps (f->store, open, &spec, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (lines->len, ==, 3);
  /* By hand: Bert 1662.31 is the strongest; Carl, unrated, counts as
   * 1500, 162.31 below: 3 points of 50; Anna 324.62 below: 6. */
  g_assert_cmpfloat_with_epsilon (line_named (lines, "Bert")->figure, 1662.31, 0.01);
  g_assert_cmpfloat_with_epsilon (line_named (lines, "Anna")->figure, 1337.69, 0.01);
  g_assert_cmpfloat_with_epsilon (line_named (lines, "Carl")->figure, 1500.0, 0.01);
  set = handicaps_of (f->store, open);
  g_assert_cmpint (handicap_of (set, "Bert"), ==, 0);
  g_assert_cmpint (handicap_of (set, "Carl"), ==, 3);
  g_assert_cmpint (handicap_of (set, "Anna"), ==, 6);

  /* The same again changes nothing, so it is no change of its own. */
  change = hammer_store_get_last_change (f->store);
  again = hammer_events_fill_handicaps (f->store, open, &spec, &error);
  g_assert_no_error (error);
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, change);

  /* One undo takes every handicap back. */
  g_assert_true (hammer_store_undo (f->store, change, &error));
  g_assert_no_error (error);
  undone = handicaps_of (f->store, open);
  g_assert_cmpint (handicap_of (undone, "Carl"), ==, 0);
  g_assert_cmpint (handicap_of (undone, "Anna"), ==, 0);

  /* A handicap stops one below the target (15 in singles). */
  spec.scale = 10;
  capped = hammer_events_fill_handicaps (f->store, open, &spec, &error);
  g_assert_no_error (error);
  g_assert_cmpint (line_named (capped, "Anna")->handicap, ==, 14);
  g_assert_cmpint (line_named (capped, "Carl")->handicap, ==, 14);

  /* A team by its players' mean: Anna and Carl 1418.84, Bert and Dora
   * 1581.16 (Dora unrated), 162.31 apart: 3 points of 50. */
  pairs = store_new_event (f->store, "Pairs", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 1,
                           "{\"team_size\": 2}", doubles, -1);
  spec.scale = 50;
  teams = hammer_events_fill_handicaps (f->store, pairs, &spec, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (line_named (teams, "Anna / Carl")->figure, 1418.84, 0.01);
  team_set = handicaps_of (f->store, pairs);
  g_assert_cmpint (handicap_of (team_set, "Anna / Carl"), ==, 3);
  g_assert_cmpint (handicap_of (team_set, "Bert / Dora"), ==, 0);
}

/* Classes by rating, for table and court: limits far above sjoelbak's
 * 148, from the same ratings as the handicaps by rating. */
static void
test_by_class (StoreFixture  *f,
               gconstpointer  data)
{
  const char *singles[] = { "Anna", "Bert", "Carl", NULL };
  const char *doubles[] = { "Anna / Carl", "Bert / Dora", NULL };
  HammerHandicapSpec spec = { HAMMER_HANDICAP_BY_CLASS, 0, "A=1600,B=1500,C=0", "A=0,B=2,C=5" };
  g_autoptr(GPtrArray) lines = NULL;
  g_autoptr(GPtrArray) partial = NULL;
  g_autoptr(GPtrArray) teams = NULL;
  g_autoptr(GHashTable) set = NULL;
  g_autoptr(GHashTable) team_set = NULL;
  g_autoptr(GError) error = NULL;
  gint64 open, pairs;

  play_earlier (f->store);
  open = store_new_event (f->store, "Open", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 1, NULL,
                          singles, -1);
  lines = hammer_events_fill_handicaps (f->store, open, &spec, &error);
  g_assert_no_error (error);
  /* Bert 1662.31 is an A; exactly on a limit is the better class: Carl,
   * unrated, 1500 is a B; Anna 1337.69 a C. */
  g_assert_cmpstr (line_named (lines, "Bert")->klass, ==, "A");
  g_assert_cmpstr (line_named (lines, "Carl")->klass, ==, "B");
  g_assert_cmpstr (line_named (lines, "Anna")->klass, ==, "C");
  g_assert_cmpfloat_with_epsilon (line_named (lines, "Anna")->figure, 1337.69, 0.01);
  set = handicaps_of (f->store, open);
  g_assert_cmpint (handicap_of (set, "Bert"), ==, 0);
  g_assert_cmpint (handicap_of (set, "Carl"), ==, 2);
  g_assert_cmpint (handicap_of (set, "Anna"), ==, 5);

  /* A class the table leaves out has no handicap. */
  spec.table = "c=5";
  partial = hammer_events_fill_handicaps (f->store, open, &spec, &error);
  g_assert_no_error (error);
  g_assert_cmpint (line_named (partial, "Carl")->handicap, ==, 0);
  g_assert_cmpint (line_named (partial, "Anna")->handicap, ==, 5);

  /* A team by its players' mean rating: Anna and Carl 1418.84 (C), Bert
   * and Dora 1581.16 (B). */
  spec.table = "A=0,B=2,C=5";
  pairs = store_new_event (f->store, "Pairs", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 1,
                           "{\"team_size\": 2}", doubles, -1);
  teams = hammer_events_fill_handicaps (f->store, pairs, &spec, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (line_named (teams, "Anna / Carl")->figure, 1418.84, 0.01);
  team_set = handicaps_of (f->store, pairs);
  g_assert_cmpint (handicap_of (team_set, "Anna / Carl"), ==, 5);
  g_assert_cmpint (handicap_of (team_set, "Bert / Dora"), ==, 2);
}

/* The message of hammer-cli's error answer. */
static const char *
error_message (JsonNode *answer)
{
  return json_object_get_string_member (
    json_object_get_object_member (json_node_get_object (answer), "error"), "message");
}

/* hammer-cli refuses @args… on @db with exit 2 and a message holding
 * @expected, and the handicaps of event 2 are still none. */
static void
assert_refused (const char *db,
                const char *expected,
                ...) G_GNUC_NULL_TERMINATED;

static void
assert_refused (const char *db,
                const char *expected,
                ...)
{
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) show = { 0 };
  const char *arg;
  va_list ap;

  va_start (ap, expected);
  while ((arg = va_arg (ap, const char *)) != NULL)
    g_ptr_array_add (args, (gpointer) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);

  cli_run (&run, db, NULL, "entrants", "handicap", "--event", args->pdata[0], "--by",
           args->pdata[1], args->len > 2 ? args->pdata[2] : NULL,
           args->len > 3 ? args->pdata[3] : NULL, args->len > 4 ? args->pdata[4] : NULL,
           args->len > 5 ? args->pdata[5] : NULL, NULL);
  g_assert_cmpint (run.status, ==, 2);
  if (strstr (run.out, expected) == NULL)
    g_error ("“%s” does not say “%s”", run.out, expected);

  cli_run (&show, db, NULL, "event", "show", "--event", args->pdata[0], NULL);
  g_assert_cmpint (show.status, ==, 0);
  g_assert_null (strstr (show.out, "\"handicap\" :"));
}

static void
test_cli (StoreFixture  *f,
          gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "cli.db", NULL);
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(JsonNode) lines = NULL;
  JsonObject *first;

  g_assert_cmpint (cli_run_json (db, &answer, NULL, "event", "create", "--name", "Deck",
                                 "--rules", "deck", "--format", "round-robin", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "event", "create", "--name", "Open",
                                 "--rules", "table", "--format", "round-robin", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "add", "--event", "1", "Anna",
                                 "Bert", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "add", "--event", "2", "Anna",
                                 "Bert", "Carl", NULL), ==, 0);

  /* Bad input: exit 2, a message that names what is wrong, nothing stored. */
  assert_refused (db, "has no handicaps", "1", "rating", NULL);
  assert_refused (db, "“X” is not one of the classes (A, B)", "2", "class", "--classes",
                  "A=100,B=0", "--table", "A=0,X=3", NULL);
  assert_refused (db, "“B:3” is not a class with its points", "2", "class", "--classes",
                  "A=100,B=0", "--table", "A=0,B:3", NULL);
  assert_refused (db, "The handicap of B must be from 0 to 14, one below the target, not 15",
                  "2", "class", "--classes", "A=100,B=0", "--table", "B=15", NULL);
  assert_refused (db, "The limit of class B must be a rating of 0 or more, not -5", "2",
                  "class", "--classes", "A=100,B=-5", "--table", "B=3", NULL);
  assert_refused (db, "class B (200) is not below class A (100)", "2", "class", "--classes",
                  "A=100,B=200", "--table", "B=3", NULL);
  assert_refused (db, "--by takes rating or class", "2", "speed", NULL);
  assert_refused (db, "must be more than 0", "2", "rating", "--scale", "0", NULL);
  assert_refused (db, "--by class needs the classes", "2", "class", NULL);

  /* The answer names each entrant's class and handicap. */
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "event", "create", "--name", "Court",
                                 "--rules", "court", "--format", "round-robin", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "add", "--event", "3", "Anna",
                                 "Bert", NULL), ==, 0);
  g_assert_cmpint (cli_run_json (db, &lines, NULL, "entrants", "handicap", "--event", "3",
                                 "--by", "class", "--classes", "A=1600,B=0", "--table", "B=3",
                                 NULL), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (lines)), ==, 2);
  first = json_array_get_object_element (json_node_get_array (lines), 1);
  g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "Bert");
  g_assert_cmpstr (json_object_get_string_member (first, "class"), ==, "B");
  g_assert_cmpfloat (json_object_get_double_member (first, "rating"), ==, 1500);
  g_assert_cmpint (json_object_get_int_member (first, "handicap"), ==, 3);

  /* After the draw, as for a handicap set by hand. */
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "draw", "--event", "3", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "handicap", "--event", "3",
                                 "--by", "rating", NULL), ==, 2);
  g_assert_nonnull (strstr (error_message (answer), "entries are closed"));
  g_assert_cmpint (count_in (error_message (answer), "Court"), ==, 1);
}

/* Writes @text with @from replaced by @to into @path. */
static void
write_changed (const char *text,
               const char *from,
               const char *to,
               const char *path)
{
  g_autoptr(GString) changed = g_string_new (text);
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (g_string_replace (changed, from, to, 1), ==, 1);
  g_assert_true (g_file_set_contents (path, changed->str, -1, &error));
  g_assert_no_error (error);
}

static guint
n_events (const char *db)
{
  g_autoptr(JsonNode) list = NULL;

  g_assert_cmpint (cli_run_json (db, &list, NULL, "event", "list", NULL), ==, 0);
  return json_array_get_length (json_node_get_array (list));
}

static void
test_document (StoreFixture  *f,
               gconstpointer  data)
{
  g_autofree char *db = g_build_filename (f->dir, "document.db", NULL);
  g_autofree char *path = g_build_filename (f->dir, "open.json", NULL);
  g_autofree char *bad = g_build_filename (f->dir, "bad.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *again = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autoptr(GError) error = NULL;
  struct { const char *value; const char *message; } bad_values[] = {
    { "-1", "entrant 2: “handicap” must be a whole number from 0 to 14" },
    { "\"four\"", "entrant 2: “handicap” must be a whole number from 0 to 14" },
    { "15", "entrant 2: “handicap” must be a whole number from 0 to 14" },
    { "4.5", "entrant 2: “handicap” must be a whole number from 0 to 14" },
  };
  JsonArray *entrants;

  g_assert_cmpint (cli_run_json (db, &answer, NULL, "event", "create", "--name", "Open",
                                 "--rules", "table", "--option", "best_of=1", "--format",
                                 "round-robin", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "add", "--event", "1", "Anna",
                                 "Bert", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "handicap", "--event", "1", "2",
                                 "4", NULL), ==, 0);
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "draw", "--event", "1", NULL), ==, 0);
  g_assert_cmpint (cli_run_text (db, NULL, NULL, NULL, "export", "--event", "1", "--format",
                                 "json", "--output", path, NULL), ==, 0);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (count_in (text, "\"handicap\" : 4"), ==, 1);

  /* Imported, the entrant has its handicap again, and its matches play with it. */
  g_clear_pointer (&answer, json_node_unref);
  g_assert_cmpint (cli_run_json (db, &answer, NULL, "import", path, NULL), ==, 0);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (answer), "id"), ==, 2);
  g_assert_cmpint (cli_run_json (db, &shown, NULL, "event", "show", "--event", "2", NULL), ==, 0);
  entrants = json_object_get_array_member (json_node_get_object (shown), "entrants");
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (entrants, 1),
                                                  "name"), ==, "Bert");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (entrants, 1),
                                               "handicap"), ==, 4);
  g_assert_false (json_object_has_member (json_array_get_object_element (entrants, 0),
                                          "handicap"));
  g_assert_cmpint (cli_run_text (db, &again, NULL, NULL, "export", "--event", "2", "--format",
                                 "json", NULL), ==, 0);
  g_assert_cmpstr (g_strstrip (again), ==, g_strstrip (text));

  /* A bad handicap refuses the whole document, saying where. */
  for (guint i = 0; i < G_N_ELEMENTS (bad_values); i++)
    {
      g_autofree char *to = g_strdup_printf ("\"handicap\" : %s", bad_values[i].value);
      g_auto(CliRun) run = { 0 };

      write_changed (text, "\"handicap\" : 4", to, bad);
      cli_run (&run, db, NULL, "import", bad, NULL);
      g_assert_cmpint (run.status, ==, 2);
      if (strstr (run.out, bad_values[i].message) == NULL)
        g_error ("“%s” does not say “%s”", run.out, bad_values[i].message);
      g_assert_cmpuint (n_events (db), ==, 2);
    }

  /* A game without handicaps takes none from a document either. */
  {
    g_autofree char *deck = NULL;
    g_auto(CliRun) run = { 0 };

    g_clear_pointer (&answer, json_node_unref);
    g_assert_cmpint (cli_run_json (db, &answer, NULL, "event", "create", "--name", "Deck",
                                   "--rules", "deck", "--format", "round-robin", NULL), ==, 0);
    g_clear_pointer (&answer, json_node_unref);
    g_assert_cmpint (cli_run_json (db, &answer, NULL, "entrants", "add", "--event", "3", "Anna",
                                   "Bert", NULL), ==, 0);
    g_assert_cmpint (cli_run_text (db, &deck, NULL, NULL, "export", "--event", "3", "--format",
                                   "json", NULL), ==, 0);
    write_changed (deck, "\"withdrawn\" : false,", "\"withdrawn\" : false, \"handicap\" : 3,",
                   bad);
    cli_run (&run, db, NULL, "import", bad, NULL);
    g_assert_cmpint (run.status, ==, 2);
    if (strstr (run.out, "entrant 1: Deck shuffleboard has no handicaps") == NULL)
      g_error ("“%s” does not refuse the handicap", run.out);
    g_assert_cmpuint (n_events (db), ==, 3);
  }
}

/* The help of "entrants handicap" shows both forms and every option of
 * the whole-field one; "entrants" alone names handicap among its commands;
 * each subcommand's help has its own options only. */
static void
test_help (StoreFixture  *f,
           gconstpointer  data)
{
  g_autofree char *help = NULL;
  g_autofree char *errors = NULL;

  g_assert_cmpint (cli_run_text (f->path, &help, NULL, NULL, "entrants", "handicap", "--help",
                                 NULL), ==, 0);
  for (guint i = 0; i < 4; i++)
    g_assert_nonnull (strstr (help, (const char *[]) { "--by=rating|class", "--classes=",
                                                       "--table=", "ENTRANT POINTS" }[i]));
  g_assert_cmpint (cli_run_text (f->path, NULL, &errors, NULL, "entrants", NULL), ==, 2);
  g_assert_nonnull (strstr (errors, "blind-draw, handicap, withdraw or requests"));

  /* Each subcommand lists its own options, not the draw's. */
  g_clear_pointer (&help, g_free);
  g_assert_cmpint (cli_run_text (f->path, &help, NULL, NULL, "entrants", "add", "--help", NULL),
                   ==, 0);
  g_assert_nonnull (strstr (help, "--event=ID"));
  g_assert_null (strstr (help, "--seed-by"));
  g_assert_null (strstr (help, "--pools"));
  g_clear_pointer (&help, g_free);
  g_assert_cmpint (cli_run_text (f->path, &help, NULL, NULL, "draw", "--help", NULL), ==, 0);
  g_assert_nonnull (strstr (help, "--seed-by"));
  g_assert_null (strstr (help, "--pools"));
}

#define ADD(path, func) \
  g_test_add ((path), StoreFixture, NULL, store_fixture_set_up, (func), store_fixture_tear_down)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/handicaps/by-rating", test_by_rating);
  ADD ("/handicaps/by-class", test_by_class);
  ADD ("/handicaps/cli", test_cli);
  ADD ("/handicaps/document", test_document);
  ADD ("/handicaps/help", test_help);

  return g_test_run ();
}
