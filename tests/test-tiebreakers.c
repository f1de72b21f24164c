/* test-tiebreakers.c — changing an event's tie-breakers before it starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <sys/wait.h>

#include "events/hammer-events.h"
#include "hammer-error.h"
#include "test-common.h"

typedef struct
{
  char        *dir;
  char        *path;
  HammerStore *store;
  gint64       event_id;
} Fixture;

#define WIN "{\"games\": [{\"ends\": [{\"points\": [4, 0]}, {\"points\": [4, 0]}, " \
            "{\"points\": [4, 0]}, {\"points\": [3, 0]}]}, {\"ends\": [{\"points\": [4, 0]}, " \
            "{\"points\": [4, 0]}, {\"points\": [4, 0]}, {\"points\": [3, 0]}]}]}"

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  const char *names[] = { "Anna", "Bert", "Cor", "Dirk", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  HammerEventSpec spec;

  f->store = tmp_store_open ("hammer-tiebreakers-XXXXXX", &f->dir, &f->path);

  hammer_event_spec_init (&spec);
  spec.name = "Club championship";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SWISS;
  spec.rounds = 3;
  spec.n_boards = 2;
  f->event_id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, f->event_id, names, &error);
  g_assert_no_error (error);
  hammer_events_draw (f->store, f->event_id, TRUE, 3, &error);
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  tmp_store_close (&f->store, &f->dir, &f->path);
}

/* The event's tie-breakers as one comma-separated line. */
static char *
tie_breakers (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = hammer_events_get_event_json (f->store, f->event_id, &error);
  g_autoptr(GString) text = g_string_new (NULL);
  JsonObject *settings;
  JsonArray *array;

  g_assert_no_error (error);
  settings = json_object_get_object_member (json_node_get_object (event), "settings");
  array = json_object_get_array_member (settings, "tie_breakers");
  for (guint i = 0; i < json_array_get_length (array); i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "," : "",
                            json_array_get_string_element (array, i));
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
record_first_match (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, f->event_id, &error);
  JsonObject *match;

  g_assert_no_error (error);
  match = json_array_get_object_element (json_node_get_array (matches), 0);
  store_record (f->store, f->event_id, json_object_get_int_member (match, "id"), WIN);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

static void
test_reorder_and_undo (Fixture       *f,
                       gconstpointer  data)
{
  const char *order[] = { "buchholz", "match-points", "point-difference", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *before = tie_breakers (f);
  g_autofree char *after = NULL, *undone = NULL;
  gint64 change;
  guint changed = 0;

  g_signal_connect_swapped (f->store, "changed", G_CALLBACK (count_cb), &changed);
  g_assert_cmpstr (before, !=, "buchholz,match-points,point-difference");
  g_assert_true (hammer_events_set_tie_breakers (f->store, f->event_id, order, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed, ==, 1);
  after = tie_breakers (f);
  g_assert_cmpstr (after, ==, "buchholz,match-points,point-difference");

  /* One change in the log, and undoing it brings the old order back. */
  change = hammer_store_get_last_change (f->store);
  g_assert_cmpint (change, >, 0);
  g_assert_true (hammer_store_undo (f->store, change, &error));
  g_assert_no_error (error);
  undone = tie_breakers (f);
  g_assert_cmpstr (undone, ==, before);
  g_signal_handlers_disconnect_by_func (f->store, count_cb, &changed);
}

static void
test_standings_follow (Fixture       *f,
                       gconstpointer  data)
{
  const char *order[] = { "point-difference", "match-points", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) standings = NULL;

  g_assert_true (hammer_events_set_tie_breakers (f->store, f->event_id, order, &error));
  g_assert_no_error (error);
  /* The store's cached event is not stale: the new settings are read. */
  standings = hammer_events_get_standings_json (f->store, f->event_id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (standings)), ==, 4);
  {
    g_autofree char *now = tie_breakers (f);

    g_assert_cmpstr (now, ==, "point-difference,match-points");
  }
}

static void
test_refused (Fixture       *f,
              gconstpointer  data)
{
  const char *unknown[] = { "match-points", "coin-toss", NULL };
  const char *twice[] = { "wins", "wins", NULL };
  const char *empty[] = { NULL };
  const char *good[] = { "wins", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *before = tie_breakers (f);
  gint64 last = hammer_store_get_last_change (f->store);

  g_assert_false (hammer_events_set_tie_breakers (f->store, f->event_id, unknown, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "coin-toss"));
  g_clear_error (&error);

  g_assert_false (hammer_events_set_tie_breakers (f->store, f->event_id, twice, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_false (hammer_events_set_tie_breakers (f->store, f->event_id, empty, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  g_assert_false (hammer_events_set_tie_breakers (f->store, 9999, good, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Nothing was written or logged. */
  g_assert_cmpint (hammer_store_get_last_change (f->store), ==, last);
  {
    g_autofree char *now = tie_breakers (f);

    g_assert_cmpstr (now, ==, before);
  }

  /* After the first result the order is fixed. */
  record_first_match (f);
  g_assert_false (hammer_events_set_tie_breakers (f->store, f->event_id, good, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "first result"));
  {
    g_autofree char *now = tie_breakers (f);

    g_assert_cmpstr (now, ==, before);
  }
}

static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->event_id);
  g_autofree char *out = NULL, *now = NULL;
  g_autoptr(GError) error = NULL;

  /* The store is closed while the command line writes to the same file. */
  g_clear_object (&f->store);
  g_assert_cmpint (cli_run_text (f->path, &out, NULL, NULL, "event", "tie-breakers", "--event",
                                 event, "wins, match-points", NULL), ==, 0);
  g_assert_nonnull (strstr (out, "\"wins\""));
  g_clear_pointer (&out, g_free);
  /* The user's to fix: exit 2, with the message. */
  g_assert_cmpint (cli_run_text (f->path, &out, NULL, NULL, "event", "tie-breakers", "--event",
                                 event, "coin-toss", NULL), ==, 2);
  g_assert_nonnull (strstr (out, "coin-toss"));
  f->store = hammer_store_open (f->path, &error);
  g_assert_no_error (error);
  now = tie_breakers (f);
  g_assert_cmpstr (now, ==, "wins,match-points");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/tiebreakers/reorder-and-undo", Fixture, NULL, fixture_set_up,
              test_reorder_and_undo, fixture_tear_down);
  g_test_add ("/tiebreakers/standings-follow", Fixture, NULL, fixture_set_up,
              test_standings_follow, fixture_tear_down);
  g_test_add ("/tiebreakers/refused", Fixture, NULL, fixture_set_up, test_refused,
              fixture_tear_down);
  g_test_add ("/tiebreakers/cli", Fixture, NULL, fixture_set_up, test_cli, fixture_tear_down);
  return g_test_run ();
}
