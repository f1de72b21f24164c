/* test-serve-sides.c — both players of a side of two on a board's phone and
 * in the hall, through real sockets on loopback: a rotating-partners side
 * and a doubles team, the players' names apart ("player_names"), and the
 * pages' words for them in English, Dutch and German
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "events/hammer-events.h"
#include "serve/hammer-server.h"
#include "test-common.h"
#include "test-serve-raw.h"

/* GET @path on @port with Accept-Language @language: status 200, its body. */
static char *
get_ok (guint       port,
        const char *path,
        const char *language)
{
  g_autofree char *request = g_strdup_printf ("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                              "Accept-Language: %s\r\n\r\n", path, language);
  g_auto(RawAnswer) answer = { 0 };

  raw_exchange (port, NULL, request, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  return g_steal_pointer (&answer.body);
}

/* Each side's "player_names" of @match: two players each, whose names
 * joined are the side's name as the event has it. */
static void
assert_both_players (JsonObject *match)
{
  JsonArray *names = json_object_get_array_member (match, "names");
  JsonArray *players = json_object_get_array_member (match, "player_names");

  g_assert_nonnull (players);
  g_assert_cmpuint (json_array_get_length (players), ==, 2);
  for (guint s = 0; s < 2; s++)
    {
      JsonArray *side = json_array_get_array_element (players, s);
      g_autofree char *joined = NULL;

      g_assert_cmpuint (json_array_get_length (side), ==, 2);
      joined = g_strdup_printf ("%s / %s", json_array_get_string_element (side, 0),
                                json_array_get_string_element (side, 1));
      g_assert_cmpstr (joined, ==, json_array_get_string_element (names, s));
    }
}

/* Serves @event_id and checks board 1's match and the hall's boards. */
static void
check_served (StoreFixture *f,
              gint64        event_id)
{
  g_autoptr(HammerServer) server = hammer_server_new (f->path, event_id);
  g_autoptr(JsonNode) description = NULL;
  g_autoptr(JsonNode) board = NULL;
  g_autoptr(JsonNode) hall = NULL;
  g_autofree char *board_body = NULL;
  g_autofree char *hall_body = NULL;
  g_autofree char *path = NULL;
  JsonArray *boards;
  const char *key;
  guint port;

  port = raw_serve_start (server, &description, &key);

  path = g_strdup_printf ("/api/boards/1?key=%s", key);
  board_body = get_ok (port, path, "en");
  board = test_parse_json (board_body);
  assert_both_players (json_object_get_object_member (json_node_get_object (board), "match"));

  hall_body = get_ok (port, "/api/event", "en");
  hall = test_parse_json (hall_body);
  boards = json_object_get_array_member (
    json_object_get_object_member (json_node_get_object (hall), "boards"), "boards");
  g_assert_cmpuint (json_array_get_length (boards), >=, 1);
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      JsonObject *entry = json_array_get_object_element (boards, b);

      assert_both_players (json_object_get_object_member (entry, "match"));
      /* "Board 1", a default name: the page says it in its own language. */
      g_assert_true (json_object_get_null_member (entry, "name"));
    }

  hammer_server_stop (server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* A rotating-partners evening: every board's match has both players of
 * each side by name. */
static void
test_rotating_partners (StoreFixture  *f,
                        gconstpointer  data)
{
  const char *names[] = { "Anna", "Bram", "Carla", "Dirk", "Eva", "Frits", "Greet", "Henk",
                          NULL };
  gint64 id = store_new_event (f->store, "Koppelavond", "table",
                               HAMMER_FORMAT_ROTATING_PARTNERS, 2,
                               "{\"best_of\": 1, \"team_size\": 2}", names, 7);

  check_served (f, id);
}

/* Doubles teams entered as "Anna / Bram": the same for a team. */
static void
test_doubles_teams (StoreFixture  *f,
                    gconstpointer  data)
{
  const char *teams[] = { "Anna / Bram", "Carla / Dirk", "Eva / Frits", "Greet / Henk", NULL };
  gint64 id = store_new_event (f->store, "Dubbels", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                               "{\"best_of\": 1, \"team_size\": 2}", teams, 3);

  check_served (f, id);
}

/* A singles event has no "player_names": a side is its one player. */
static void
test_singles (StoreFixture  *f,
              gconstpointer  data)
{
  const char *names[] = { "Anna", "Bram", NULL };
  gint64 id = store_new_event (f->store, "Enkel", "table", HAMMER_FORMAT_ROUND_ROBIN, 1,
                               "{\"best_of\": 1}", names, 3);
  g_autoptr(HammerServer) server = hammer_server_new (f->path, id);
  g_autoptr(JsonNode) description = NULL;
  g_autoptr(JsonNode) board = NULL;
  const char *board_key;
  g_autofree char *path = NULL;
  g_autofree char *body = NULL;
  guint port;

  port = raw_serve_start (server, &description, &board_key);
  path = g_strdup_printf ("/api/boards/1?key=%s", board_key);
  body = get_ok (port, path, "en");
  board = test_parse_json (body);
  g_assert_false (json_object_has_member (
    json_object_get_object_member (json_node_get_object (board), "match"), "player_names"));
  hammer_server_stop (server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* The board page and the hall page say a side's two players aloud in the
 * phone's language: "Anna and Bram", "Anna en Bram", "Anna und Bram". */
static void
test_pages_say_both (StoreFixture  *f,
                     gconstpointer  data)
{
  const char *names[] = { "Anna", "Bram", "Carla", "Dirk", NULL };
  gint64 id = store_new_event (f->store, "Koppelavond", "table",
                               HAMMER_FORMAT_ROTATING_PARTNERS, 1,
                               "{\"best_of\": 1, \"team_size\": 2}", names, 7);
  const struct { const char *language, *and; } languages[] = {
    { "en", "\"%s and %s\"" }, { "nl", "\"%s en %s\"" }, { "de", "\"%s und %s\"" },
  };
  g_autoptr(HammerServer) server = hammer_server_new (f->path, id);
  g_autoptr(JsonNode) description = NULL;
  const char *board_key;
  g_autofree char *board_path = NULL;
  guint port;

  port = raw_serve_start (server, &description, &board_key);
  board_path = g_strdup_printf ("/board/1?key=%s", board_key);
  for (guint l = 0; l < G_N_ELEMENTS (languages); l++)
    {
      g_autofree char *board = get_ok (port, board_path, languages[l].language);
      g_autofree char *hall = get_ok (port, "/", languages[l].language);
      g_autofree char *key = g_strdup_printf ("\"%%s and %%s\":%s", languages[l].and);

      g_test_message ("%s", languages[l].language);
      g_assert_nonnull (strstr (board, key));
      g_assert_nonnull (strstr (hall, key));
    }
  hammer_server_stop (server);
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

#define ADD(path, func) \
  g_test_add ((path), StoreFixture, NULL, store_fixture_set_up, (func), store_fixture_tear_down)

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  ADD ("/serve-sides/rotating-partners", test_rotating_partners);
  ADD ("/serve-sides/doubles-teams", test_doubles_teams);
  ADD ("/serve-sides/singles", test_singles);
  ADD ("/serve-sides/pages-say-both", test_pages_say_both);
  return g_test_run ();
}
