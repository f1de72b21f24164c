/* test-entrants.c — check-in, removal and seeding of entrants before the draw
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "events/hammer-events.h"
#include "events/hammer-team-name.h"
#include "hammer-core.h"
#include "test-common.h"

typedef struct
{
  char *dir;
  HammerStore *store;
  gint64 event_id;
  GArray *entrants;   /* gint64: Anna, Bert, Cor, Dirk, Eva, Frits */
} Fixture;

static const char * const names[] = { "Anna", "Bert", "Cor", "Dirk", "Eva", "Frits", NULL };

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;

  f->store = tmp_store_open ("hammer-entrants-XXXXXX", &f->dir, NULL);

  hammer_event_spec_init (&spec);
  spec.name = "Clubkampioenschap";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_ROUND_ROBIN;
  spec.n_boards = 2;
  f->event_id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);

  f->entrants = hammer_events_add_entrants (f->store, f->event_id, names, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (f->entrants->len, ==, 6);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_clear_pointer (&f->entrants, g_array_unref);
  tmp_store_close (&f->store, &f->dir, NULL);
}

static gint64
entrant (Fixture *f,
         guint    index)
{
  return g_array_index (f->entrants, gint64, index);
}

/* The entrant object of @entrant_id in the event's JSON, or NULL. */
static JsonObject *
find_entrant_json (JsonNode *event,
                   gint64    entrant_id)
{
  JsonArray *entrants = json_object_get_array_member (json_node_get_object (event), "entrants");

  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *object = json_array_get_object_element (entrants, i);

      if (json_object_get_int_member (object, "id") == entrant_id)
        return object;
    }
  return NULL;
}

static JsonNode *
event_json (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  JsonNode *event = hammer_events_get_event_json (f->store, f->event_id, &error);

  g_assert_no_error (error);
  return event;
}

static guint changed_count;

static void
changed_cb (void)
{
  changed_count++;
}

/* Names of the entrants that play a match in the draw. */
static GHashTable *
drawn_names (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, f->event_id, &error);
  GHashTable *seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonArray *array;

  g_assert_no_error (error);
  array = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);
      JsonArray *match_names = json_object_get_array_member (match, "names");

      for (guint n = 0; n < json_array_get_length (match_names); n++)
        {
          JsonNode *node = json_array_get_element (match_names, n);

          if (JSON_NODE_HOLDS_VALUE (node))
            g_hash_table_add (seen, g_strdup (json_node_get_string (node)));
        }
    }
  return seen;
}

static void
test_absent_left_out (Fixture       *f,
                      gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  g_autoptr(GHashTable) seen = NULL;
  g_autofree char *description = NULL;
  gulong handler;

  before = event_json (f);
  g_assert_true (json_object_get_boolean_member (find_entrant_json (before, entrant (f, 2)),
                                                 "present"));

  changed_count = 0;
  handler = g_signal_connect_swapped (f->store, "changed", G_CALLBACK (changed_cb), NULL);
  g_assert_true (hammer_events_set_entrant_present (f->store, f->event_id, entrant (f, 2), FALSE,
                                                    &error));
  g_assert_no_error (error);
  g_assert_cmpuint (changed_count, ==, 1);
  g_signal_handler_disconnect (f->store, handler);

  after = event_json (f);
  g_assert_false (json_object_get_boolean_member (find_entrant_json (after, entrant (f, 2)),
                                                  "present"));

  /* Marking them absent twice says so. */
  g_assert_false (hammer_events_set_entrant_present (f->store, f->event_id, entrant (f, 2), FALSE,
                                                     &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Cor"));
  g_clear_error (&error);

  g_assert_true (hammer_events_draw (f->store, f->event_id, TRUE, 7, &error));
  g_assert_no_error (error);

  /* Five play a round robin: everyone meets everyone but Cor. */
  seen = drawn_names (f);
  g_assert_cmpuint (g_hash_table_size (seen), ==, 5);
  g_assert_false (g_hash_table_contains (seen, "Cor"));
  g_assert_true (g_hash_table_contains (seen, "Anna"));
  g_assert_true (g_hash_table_contains (seen, "Frits"));
  {
    g_autoptr(JsonNode) drawn = event_json (f);
    g_autoptr(JsonNode) matches = hammer_events_get_matches_json (f->store, f->event_id, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (json_array_get_length (json_node_get_array (matches)), ==, 10);
    /* Cor has no draw position. */
    g_assert_true (json_object_get_null_member (find_entrant_json (drawn, entrant (f, 2)),
                                                "seed"));
  }
}

static void
test_present_undo (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) absent = NULL;
  g_autoptr(JsonNode) restored = NULL;
  gint64 change_id;

  g_assert_true (hammer_events_set_entrant_present (f->store, f->event_id, entrant (f, 0), FALSE,
                                                    &error));
  g_assert_no_error (error);
  change_id = hammer_store_get_last_change (f->store);
  g_assert_cmpint (change_id, >, 0);

  absent = event_json (f);
  g_assert_false (json_object_get_boolean_member (find_entrant_json (absent, entrant (f, 0)),
                                                  "present"));

  g_assert_true (hammer_store_undo (f->store, change_id, &error));
  g_assert_no_error (error);
  restored = event_json (f);
  g_assert_true (json_object_get_boolean_member (find_entrant_json (restored, entrant (f, 0)),
                                                 "present"));
}

static void
test_remove (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) removed = NULL;
  g_autoptr(JsonNode) restored = NULL;
  g_autoptr(GArray) again = NULL;
  const char *bert[] = { "Bert", NULL };
  JsonObject *object;
  gint64 change_id;

  g_assert_true (hammer_events_seed_entrant (f->store, f->event_id, entrant (f, 1), 2, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_events_remove_entrant (f->store, f->event_id, entrant (f, 1), &error));
  g_assert_no_error (error);
  change_id = hammer_store_get_last_change (f->store);

  removed = event_json (f);
  g_assert_null (find_entrant_json (removed, entrant (f, 1)));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (removed), "entrants")), ==, 5);

  /* Removing twice names what is missing. */
  g_assert_false (hammer_events_remove_entrant (f->store, f->event_id, entrant (f, 1), &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Undo brings Bert back with his seed and his player. */
  g_assert_true (hammer_store_undo (f->store, change_id, &error));
  g_assert_no_error (error);
  restored = event_json (f);
  object = find_entrant_json (restored, entrant (f, 1));
  g_assert_nonnull (object);
  g_assert_cmpstr (json_object_get_string_member (object, "name"), ==, "Bert");
  g_assert_cmpint (json_object_get_int_member (object, "seed"), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "players")),
                    ==, 1);

  /* He is entered again: entering him a second time is refused. */
  again = hammer_events_add_entrants (f->store, f->event_id, bert, &error);
  g_assert_null (again);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
}

static void
test_remove_then_enter_again (Fixture       *f,
                              gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) again = NULL;
  const char *dirk[] = { "Dirk", NULL };

  g_assert_true (hammer_events_remove_entrant (f->store, f->event_id, entrant (f, 3), &error));
  g_assert_no_error (error);
  again = hammer_events_add_entrants (f->store, f->event_id, dirk, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, 1);
}

static void
test_set_seeds (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) seeded = NULL;
  g_autoptr(JsonNode) restored = NULL;
  gint64 order[] = { entrant (f, 4), entrant (f, 0), entrant (f, 5) };
  gint64 twice[] = { entrant (f, 4), entrant (f, 4) };
  gint64 before_change;
  gint64 change_id;

  g_assert_true (hammer_events_seed_entrant (f->store, f->event_id, entrant (f, 2), 1, &error));
  g_assert_no_error (error);
  before_change = hammer_store_get_last_change (f->store);

  g_assert_true (hammer_events_set_seeds (f->store, f->event_id, order, G_N_ELEMENTS (order),
                                          &error));
  g_assert_no_error (error);
  change_id = hammer_store_get_last_change (f->store);
  g_assert_cmpint (change_id, ==, before_change + 1);

  seeded = event_json (f);
  g_assert_cmpint (json_object_get_int_member (find_entrant_json (seeded, entrant (f, 4)), "seed"),
                   ==, 1);
  g_assert_cmpint (json_object_get_int_member (find_entrant_json (seeded, entrant (f, 0)), "seed"),
                   ==, 2);
  g_assert_cmpint (json_object_get_int_member (find_entrant_json (seeded, entrant (f, 5)), "seed"),
                   ==, 3);
  /* Cor, seeded 1 before, is not in the list: unseeded now. */
  g_assert_true (json_object_get_null_member (find_entrant_json (seeded, entrant (f, 2)), "seed"));

  g_assert_false (hammer_events_set_seeds (f->store, f->event_id, twice, 2, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_clear_error (&error);

  /* One undo puts every seed back. */
  g_assert_true (hammer_store_undo (f->store, change_id, &error));
  g_assert_no_error (error);
  restored = event_json (f);
  g_assert_cmpint (json_object_get_int_member (find_entrant_json (restored, entrant (f, 2)),
                                               "seed"), ==, 1);
  g_assert_true (json_object_get_null_member (find_entrant_json (restored, entrant (f, 4)),
                                              "seed"));
}

static void
test_refused_after_draw (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  gint64 order[] = { entrant (f, 1) };

  g_assert_true (hammer_events_draw (f->store, f->event_id, TRUE, 3, &error));
  g_assert_no_error (error);

  g_assert_false (hammer_events_set_entrant_present (f->store, f->event_id, entrant (f, 0), FALSE,
                                                     &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "Clubkampioenschap"));
  g_clear_error (&error);

  g_assert_false (hammer_events_remove_entrant (f->store, f->event_id, entrant (f, 0), &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_nonnull (strstr (error->message, "draw"));
  g_clear_error (&error);

  g_assert_false (hammer_events_set_seeds (f->store, f->event_id, order, 1, &error));
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_clear_error (&error);

  /* Nothing changed: all six are still in. */
  {
    g_autoptr(JsonNode) event = event_json (f);
    JsonObject *anna = find_entrant_json (event, entrant (f, 0));

    g_assert_nonnull (anna);
    g_assert_true (json_object_get_boolean_member (anna, "present"));
  }
}

static void
test_enter_player (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerPlayer) player = hammer_player_new ("Gerda");
  g_autoptr(JsonNode) event = NULL;
  gint64 player_id;
  gint64 entrant_id;
  JsonObject *object;

  player_id = hammer_roster_add_player (f->store, player, &error);
  g_assert_no_error (error);
  entrant_id = hammer_events_enter_player (f->store, f->event_id, player_id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (entrant_id, >, 0);

  event = event_json (f);
  object = find_entrant_json (event, entrant_id);
  g_assert_cmpstr (json_object_get_string_member (object, "name"), ==, "Gerda");
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (object, "players"),
                                               0), ==, player_id);

  /* The same player twice is refused, naming them. */
  g_assert_cmpint (hammer_events_enter_player (f->store, f->event_id, player_id, &error), ==, 0);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);
  g_assert_nonnull (strstr (error->message, "Gerda"));
  g_clear_error (&error);

  /* Undo takes the entry back. */
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  g_clear_pointer (&event, json_node_unref);
  event = event_json (f);
  g_assert_null (find_entrant_json (event, entrant_id));
}

/* A refused name among several is named by its place on the line as given,
 * not as an entrant number (the event's entrant 2 is Bert); nothing of the
 * line is entered. */
static void
test_refused_name_place (Fixture       *f,
                         gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(JsonNode) event = NULL;
  const char * const line[] = { "Gerda", "<b>Zoë</b> / <i>x</i>", NULL };
  const char * const one[] = { "<b>Zoë</b> / <i>x</i>", NULL };

  ids = hammer_events_add_entrants (f->store, f->event_id, line, &error);
  g_assert_null (ids);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
  g_assert_true (g_str_has_prefix (error->message, "Name 2: "));
  g_assert_nonnull (strstr (error->message, "“<b>Zoë</b> / <i>x</i>” is a team"));
  g_assert_null (strstr (error->message, "Entrant"));
  g_clear_error (&error);
  event = event_json (f);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                      json_node_get_object (event), "entrants")), ==, 6);

  /* One name alone needs no place. */
  ids = hammer_events_add_entrants (f->store, f->event_id, one, &error);
  g_assert_null (ids);
  g_assert_true (g_str_has_prefix (error->message, "“<b>Zoë</b>"));
}

/* A "/" inside markup separates no one: "Ingrid <script>…</script>" is one
 * (odd) name in a singles event, entered as typed with the rest of the
 * line; a "/" outside markup still makes a team, and a team's names keep
 * their markup whole. */
static void
test_markup_slash (Fixture       *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(JsonNode) event = NULL;
  g_auto(GStrv) parts = NULL;
  const char * const line[] = { "Ingrid <script>alert(1)</script>", "Karel", NULL };
  const char * const team[] = { "Lotte / Ingrid", NULL };

  ids = hammer_events_add_entrants (f->store, f->event_id, line, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ids->len, ==, 2);
  event = event_json (f);
  g_assert_cmpstr (json_object_get_string_member (find_entrant_json (event,
                                                                     g_array_index (ids, gint64,
                                                                                    0)),
                                                  "name"), ==,
                   "Ingrid <script>alert(1)</script>");
  g_clear_pointer (&ids, g_array_unref);
  ids = hammer_events_add_entrants (f->store, f->event_id, team, &error);
  g_assert_null (ids);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);

  parts = hammer_team_name_split ("<b>Anna</b> / Bert <a href=x/y>B</a>");
  g_assert_cmpuint (g_strv_length (parts), ==, 2);
  g_assert_cmpstr (parts[0], ==, "<b>Anna</b>");
  g_assert_cmpstr (parts[1], ==, "Bert <a href=x/y>B</a>");
  g_assert_false (hammer_team_name_is_team ("Ingrid <script>alert(1)</script>"));
  g_assert_false (hammer_team_name_is_team ("<b>Eddy</b>"));
  g_assert_true (hammer_team_name_is_team ("Anna <3 / Bert"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)

  ADD ("/entrants/absent-left-out-of-draw", test_absent_left_out);
  ADD ("/entrants/present-undo", test_present_undo);
  ADD ("/entrants/remove", test_remove);
  ADD ("/entrants/remove-then-enter-again", test_remove_then_enter_again);
  ADD ("/entrants/set-seeds", test_set_seeds);
  ADD ("/entrants/enter-player", test_enter_player);
  ADD ("/entrants/refused-after-draw", test_refused_after_draw);
  ADD ("/entrants/refused-name-place", test_refused_name_place);
  ADD ("/entrants/markup-slash", test_markup_slash);

#undef ADD

  return g_test_run ();
}
