/* test-knockouts-common.c — what the tests of knockouts share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "store/hammer-store-tx.h"
#include "test-common.h"
#include "test-knockouts-common.h"

void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  f->db = tmp_db_path ("hammer-knockouts-XXXXXX", &f->dir);
}

void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_object (&f->store);
  tmp_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->db);
}

gint64
id_of (JsonNode *node)
{
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  return json_object_get_int_member (json_node_get_object (node), "id");
}

/* Flag @flag of `event create` into @spec. */
static void
apply_one_flag (HammerEventSpec *spec,
                const char      *flag)
{
  if (g_str_equal (flag, "--consolation"))
    spec->consolation = TRUE;
  else if (g_str_equal (flag, "--placement"))
    spec->placement = TRUE;
  else if (g_str_equal (flag, "--second-knockout"))
    spec->second_knockout = TRUE;
  else if (g_str_equal (flag, "--third-place"))
    spec->third_place = TRUE;
  else if (g_str_has_prefix (flag, "--groups="))
    spec->n_groups = (guint) g_ascii_strtoull (flag + strlen ("--groups="), NULL, 10);
  else if (g_str_has_prefix (flag, "--advance="))
    spec->advance = (guint) g_ascii_strtoull (flag + strlen ("--advance="), NULL, 10);
  else
    g_assert_not_reached ();
}

/* @flags of `event create`, separated by spaces, into @spec, as
 * hammer-cli takes them. */
static void
apply_flag (HammerEventSpec *spec,
            const char      *flags)
{
  g_auto(GStrv) each = NULL;

  if (flags == NULL)
    return;
  each = g_strsplit (flags, " ", -1);
  for (guint i = 0; each[i] != NULL; i++)
    apply_one_flag (spec, each[i]);
}

/* The same as new_event() on f->store: the spec hammer-cli would make. */
static char *
new_event_in_process (Fixture    *f,
                      const char *format,
                      guint       n,
                      const char *flag,
                      const char *extra)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) entered = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  gint64 id;

  hammer_event_spec_init (&spec);
  spec.name = "Open";
  spec.rules = "table";
  json_object_set_int_member (options, "best_of", 1);
  spec.options = options;
  g_assert_true (hammer_format_from_string (format, &spec.format));
  apply_flag (&spec, flag);
  apply_flag (&spec, extra);
  id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, g_strdup_printf ("Player %03u", i + 1));
  g_ptr_array_add (names, NULL);
  entered = hammer_events_add_entrants (f->store, id, (const char *const *) names->pdata, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (entered->len, ==, n);
  g_assert_true (hammer_events_draw (f->store, id, FALSE, 0, &error));
  g_assert_no_error (error);
  return g_strdup_printf ("%" G_GINT64_FORMAT, id);
}

char *
new_event (Fixture    *f,
           const char *format,
           guint       n,
           const char *flag,
           const char *extra)
{
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) entered = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(GString) csv = g_string_new ("name\n");
  g_autofree char *csv_path = g_build_filename (f->dir, "entrants.csv", NULL);
  g_autofree char *id = NULL;
  g_autoptr(GError) error = NULL;

  if (f->store != NULL)
    return new_event_in_process (f, format, n, flag, extra);
  g_assert_cmpint (cli_run_json (f->db, &created, NULL, "event", "create", "--name", "Open",
                                 "--rules", "table", "--option", "best_of=1", "--format", format,
                                 flag, extra, NULL), ==, 0);
  id = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (created));
  for (guint i = 0; i < n; i++)
    g_string_append_printf (csv, "Player %03u\n", i + 1);
  g_file_set_contents (csv_path, csv->str, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cli_run_json (f->db, &entered, NULL, "entrants", "import", "--event", id,
                                 csv_path, NULL), ==, 0);
  g_assert_cmpint (cli_run_json (f->db, &drawn, NULL, "draw", "--event", id, NULL), ==, 0);
  return g_steal_pointer (&id);
}

JsonArray *
list (Fixture    *f,
      const char *command,
      const char *event)
{
  g_autoptr(JsonNode) node = NULL;

  if (f->store != NULL)
    {
      gint64 id = g_ascii_strtoll (event, NULL, 10);
      g_autoptr(GError) error = NULL;

      node = g_str_equal (command, "matches") ? hammer_events_get_matches_json (f->store, id,
                                                                               &error)
                                               : hammer_events_get_standings_json (f->store, id,
                                                                                   &error);
      g_assert_no_error (error);
    }
  else
    g_assert_cmpint (cli_run_json (f->db, &node, NULL, command, "--event", event, NULL), ==, 0);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (node));
  return json_array_ref (json_node_get_array (node));
}

gboolean
is_null (JsonObject *object,
         const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node == NULL || JSON_NODE_HOLDS_NULL (node);
}

/* The lines of a results file recorded on f->store, all of them, as
 * `results import` records them: one transaction for the batch. */
static void
import_in_process (Fixture    *f,
                   gint64      event,
                   const char *lines)
{
  g_autoptr(GArray) line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) entries = hammer_events_read_result_lines (lines, strlen (lines),
                                                               line_numbers);
  g_autoptr(GError) error = NULL;
  guint n_stored = 0;

  g_assert_true (hammer_events_record_results (f->store, event,
                                               (HammerResultEntry *) entries->data, entries->len,
                                               FALSE, &n_stored, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_stored, ==, entries->len);
}

/* A line of a results file for match @id: a game of one end, 15–0 to
 * the side a coin toss of @rand picks. */
static void
append_coin_toss (GString *lines,
                  gint64   id,
                  GRand   *rand)
{
  g_string_append_printf (lines, "{\"match\": %" G_GINT64_FORMAT ", \"games\": "
                          "[{\"ends\": [{\"points\": %s}]}]}\n", id,
                          g_rand_boolean (rand) ? "[15, 0]" : "[0, 15]");
}

/* play_to_end() on f->store: the ready matches read from the event's
 * typed list, which follows each batch by itself, not from the whole
 * event listed as JSON again after every batch (most of the time these
 * tests took). */
static JsonArray *
play_in_process (Fixture    *f,
                 const char *event,
                 GRand      *rand)
{
  gint64 id = g_ascii_strtoll (event, NULL, 10);
  g_autoptr(GError) error = NULL;
  g_autoptr(GListModel) matches = hammer_events_list_matches (f->store, id, &error);

  g_assert_no_error (error);
  for (guint step = 0;; step++)
    {
      g_autoptr(GString) lines = g_string_new (NULL);

      for (guint i = 0; i < g_list_model_get_n_items (matches); i++)
        {
          g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);

          if (hammer_event_match_get_state (match) == HAMMER_EVENT_MATCH_READY)
            append_coin_toss (lines, hammer_event_match_get_id (match), rand);
        }
      if (lines->len == 0)
        return list (f, "matches", event);
      g_assert_cmpuint (step, <, 64);
      import_in_process (f, id, lines->str);
    }
}

/* Plays @event to its end through `results import`, every ready match a
 * line, a coin toss of @rand deciding each; returns its matches then. */
JsonArray *
play_to_end (Fixture    *f,
             const char *event,
             GRand      *rand)
{
  if (f->store != NULL)
    return play_in_process (f, event, rand);
  for (guint step = 0;; step++)
    {
      g_autoptr(JsonArray) matches = list (f, "matches", event);
      g_autoptr(GString) lines = g_string_new (NULL);
      g_autoptr(JsonNode) imported = NULL;

      for (guint i = 0; i < json_array_get_length (matches); i++)
        {
          JsonObject *match = json_array_get_object_element (matches, i);

          if (g_str_equal (json_object_get_string_member (match, "state"), "ready"))
            append_coin_toss (lines, json_object_get_int_member (match, "id"), rand);
        }
      if (lines->len == 0)
        return g_steal_pointer (&matches);
      g_assert_cmpuint (step, <, 64);
      g_assert_cmpint (cli_run_json (f->db, &imported, lines->str, "results", "import",
                                     "--event", event, NULL), ==, 0);
    }
}

gint64
side (JsonObject *match,
      guint       s)
{
  JsonArray *sides = json_object_get_array_member (match, "sides");
  JsonNode *node = json_array_get_element (sides, s);

  return JSON_NODE_HOLDS_NULL (node) ? -1 : json_node_get_int (node);
}

/* The match of @matches with @bracket, @round and @position. */
JsonObject *
find_match (JsonArray  *matches,
            const char *bracket,
            gint64      round,
            gint64      position)
{
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (g_str_equal (json_object_get_string_member (match, "bracket"), bracket)
          && json_object_get_int_member (match, "round") == round
          && json_object_get_int_member (match, "position") == position)
        return match;
    }
  g_assert_not_reached ();
}

/* Every match is over, and every entrant has a place and is out. */
void
assert_played_out (JsonArray *matches,
                   JsonArray *standings,
                   guint      n)
{
  for (guint i = 0; i < json_array_get_length (matches); i++)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (matches, i),
                                                    "state"), ==, "finished");
  g_assert_cmpuint (json_array_get_length (standings), ==, n);
  for (guint i = 0; i < n; i++)
    {
      JsonObject *line = json_array_get_object_element (standings, i);

      gint64 place = json_object_get_int_member (line, "place");

      g_assert_false (json_object_get_boolean_member (line, "still_in"));
      /* Places 1 to N in order, with only a shared place's gap: a k-way
       * tie at p is followed by p + k, never by a place nobody has. */
      g_assert_cmpint (place, >=, 1);
      g_assert_cmpint (place, <=, n);
      if (i == 0)
        g_assert_cmpint (place, ==, 1);
      else if (place != json_object_get_int_member (json_array_get_object_element (standings,
                                                                                  i - 1),
                                                    "place"))
        g_assert_cmpint (place, ==, i + 1);
    }
}

/* Opens f->store, so that the helpers call the core in-process. */
void
open_store (Fixture *f)
{
  g_autoptr(GError) error = NULL;

  f->store = hammer_store_open (f->db, &error);
  g_assert_no_error (error);
  /* Only to be quick: these check brackets, not that every commit is on
   * the disk; waiting for the disk took most of their time. */
  g_assert_cmpint (sqlite3_exec (hammer_store_get_db (f->store), "PRAGMA synchronous = OFF",
                                 NULL, NULL, NULL), ==, SQLITE_OK);
}

/* hammer-cli exits 2 with a message that has @needle. */
void
assert_refused (Fixture    *f,
                const char *needle,
                const char *first,
                ...)
{
  g_auto(CliRun) run = { 0 };
  va_list ap;

  va_start (ap, first);
  cli_runv (&run, f->db, NULL, first, ap);
  va_end (ap);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.out, needle));
}

char *
export_round_trip (Fixture    *f,
                   const char *event,
                   const char *other_db,
                   char      **imported_id)
{
  g_autofree char *path = g_build_filename (f->dir, "event.json", NULL);
  g_autofree char *exported = NULL;
  g_autofree char *again = NULL;
  g_autoptr(JsonNode) imported = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (cli_run_text (f->db, &exported, NULL, NULL, "export", "--event", event,
                                 "--format", "json", NULL), ==, 0);
  g_file_set_contents (path, exported, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (cli_run_json (other_db, &imported, NULL, "import", path, NULL), ==, 0);
  *imported_id = g_strdup_printf ("%" G_GINT64_FORMAT, id_of (imported));
  g_assert_cmpint (cli_run_text (other_db, &again, NULL, NULL, "export", "--event",
                                 *imported_id, "--format", "json", NULL), ==, 0);
  g_assert_cmpstr (again, ==, exported);
  return g_steal_pointer (&exported);
}
