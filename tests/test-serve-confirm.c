/* test-serve-confirm.c — both sides agree before a board's result is
 * stored (`event create --confirm players`): the board's result waits,
 * one side's agreement is not enough, the other's stores it once; a
 * refusal sends both versions to the desk; every refusal of a wrong
 * answer; two players agreeing at once. Through real HTTP on loopback,
 * and two programs at once on one file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "serve/hammer-agreement.h"
#include "serve/hammer-server.h"
#include "test-common.h"
#include "test-serve-common.h"

typedef struct
{
  char         *dir;
  char         *path;
  gint64        event_id;
  gint64        day_id;     /* 0: the event is served alone */
  HammerServer *server;
  JsonNode     *description;
  SoupSession  *session;
  GHashTable   *keys;       /* player's name → their own key */
  GHashTable   *players;    /* player's name → their id */
  gint64        match_id;   /* the match on board 1 */
  char         *names[2];   /* its sides */
  gint64        other_id;   /* the match on board 2 */
  char         *other_names[2];
} ConfirmFixture;

/* What hammer-cli printed on @f's file for the arguments up to NULL, as
 * JSON; it must succeed. */
#define cli(f, ...) cli_json_ok ((f)->path, __VA_ARGS__)

/* @path under the server's address, with @key as ?key=. */
static void
fetch (ConfirmFixture *f,
       const char     *path,
       const char     *key,
       const char     *body,
       Answer         *answer)
{
  g_autofree char *url = g_strdup_printf ("%s%s?key=%s", hammer_server_get_url (f->server),
                                          path, key);

  request (f->session, url, body, NULL, answer);
}

static const char *
member_string (JsonNode   *node,
               const char *name)
{
  return json_object_get_string_member (json_node_get_object (node), name);
}

/* The key that opens check-in, or board @board's (0: the desk's). */
static const char *
served_key (ConfirmFixture *f,
            const char     *what,
            guint           board)
{
  JsonObject *described = json_node_get_object (f->description);

  if (g_str_equal (what, "check_in"))
    return json_object_get_string_member (json_object_get_object_member (described, "check_in"),
                                          "key");
  if (board == 0)
    return json_object_get_string_member (described, "desk_key");
  return json_object_get_string_member (
    json_array_get_object_element (json_object_get_array_member (described, "boards"), board - 1),
    "key");
}

/* The match on board @board: its id and its sides' names. */
static gint64
board_match (ConfirmFixture *f,
             guint           board,
             char          **names)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *path = g_strdup_printf ("api/boards/%u", board);
  g_autoptr(JsonNode) root = NULL;
  JsonObject *match;
  JsonArray *sides;

  fetch (f, path, served_key (f, "board", board), NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  root = test_parse_json (answer.body);
  match = json_object_get_object_member (json_node_get_object (root), "match");
  g_assert_nonnull (match);
  sides = json_object_get_array_member (match, "names");
  for (guint s = 0; s < 2; s++)
    names[s] = g_strdup (json_array_get_string_element (sides, s));
  return json_object_get_int_member (match, "id");
}

/* A single elimination of four whose players agree to the boards'
 * results, on boards of its own or (@data not NULL) of a day: each
 * checked in from their phone (their own key), then drawn and two matches
 * called to the two boards. */
static void
set_up (ConfirmFixture *f,
        gconstpointer   data)
{
  const char *names[] = { "Anna", "Bert", "Carl", "Dirk" };
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) added = NULL;
  g_autoptr(JsonNode) opened = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) called = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *event = NULL;
  g_autofree char *served = NULL;

  f->path = tmp_db_path ("hammer-confirm-XXXXXX", &f->dir);
  f->keys = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  f->players = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  /* On a day (@data), the event plays on the day's boards. */
  if (data != NULL)
    {
      g_autoptr(JsonNode) day = cli (f, "day", "create", "--name", "Open", "--date",
                                     "2026-12-05", "--boards", "2", NULL);

      f->day_id = json_object_get_int_member (json_node_get_object (day), "id");
      served = id_text (f->day_id);
      created = cli (f, "event", "create", "--name", "Singles", "--rules", "table", "--format",
                     "single-elimination", "--day", served, "--confirm", "players", NULL);
    }
  else
    created = cli (f, "event", "create", "--name", "Singles", "--rules", "table", "--format",
                   "single-elimination", "--boards", "2", "--confirm", "players", NULL);
  f->event_id = json_object_get_int_member (json_node_get_object (created), "id");
  event = id_text (f->event_id);
  if (served == NULL)
    served = g_strdup (event);
  added = cli (f, "entrants", "add", "--event", event, "Anna", "Bert", "Carl", "Dirk", NULL);

  f->session = soup_session_new ();
  f->server = f->day_id != 0 ? hammer_server_new_for_day (f->path, f->day_id)
                             : hammer_server_new (f->path, f->event_id);
  hammer_server_set_rate_limit (f->server, 10000, 10000);
  g_assert_true (hammer_server_start (f->server, NULL, 0, &error));
  g_assert_no_error (error);
  f->description = hammer_server_describe (f->server);
  opened = cli (f, "serve", "check-in", f->day_id != 0 ? "--day" : "--event", served, "--open",
                NULL);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_auto(Answer) found = { 0 };
      g_auto(Answer) checked_in = { 0 };
      g_autofree char *search = g_strdup_printf ("api/players?q=%s", names[i]);
      g_autofree char *path = NULL;
      g_autofree char *url = NULL;
      g_autoptr(JsonNode) list = NULL;
      g_autoptr(JsonNode) answer = NULL;
      gint64 player;

      url = g_strdup_printf ("%s%s&key=%s", hammer_server_get_url (f->server), search,
                             served_key (f, "check_in", 0));
      request (f->session, url, NULL, NULL, &found);
      g_assert_cmpuint (found.status, ==, 200);
      list = test_parse_json (found.body);
      player = json_object_get_int_member (json_array_get_object_element (
                                             json_node_get_array (list), 0), "player");
      path = g_strdup_printf ("api/players/%" G_GINT64_FORMAT "/check-in", player);
      fetch (f, path, served_key (f, "check_in", 0), "{}", &checked_in);
      g_assert_cmpuint (checked_in.status, ==, 200);
      answer = test_parse_json (checked_in.body);
      g_hash_table_insert (f->keys, g_strdup (names[i]), g_strdup (member_string (answer, "key")));
      g_hash_table_insert (f->players, g_strdup (names[i]), GSIZE_TO_POINTER (player));
    }
  drawn = cli (f, "draw", "--event", event, NULL);
  called = cli (f, "boards", "call", f->day_id != 0 ? "--day" : "--event", served, NULL);
  f->match_id = board_match (f, 1, f->names);
  f->other_id = board_match (f, 2, f->other_names);
}

static void
tear_down (ConfirmFixture *f,
           gconstpointer   data)
{
  if (f->server != NULL)
    hammer_server_stop (f->server);
  g_clear_object (&f->server);
  g_clear_pointer (&f->description, json_node_unref);
  g_clear_object (&f->session);
  g_clear_pointer (&f->keys, g_hash_table_unref);
  g_clear_pointer (&f->players, g_hash_table_unref);
  for (guint s = 0; s < 2; s++)
    {
      g_free (f->names[s]);
      g_free (f->other_names[s]);
    }
  while (g_main_context_iteration (NULL, FALSE))
    ;
  tmp_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static const char *
key_of (ConfirmFixture *f,
        const char     *name)
{
  const char *key = g_hash_table_lookup (f->keys, name);

  g_assert_nonnull (key);
  return key;
}

/* Board @board sends @body for @match_id; its answer's status. */
static guint
post_result (ConfirmFixture *f,
             guint           board,
             gint64          match_id,
             const char     *body,
             JsonNode      **json)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *path = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/result", match_id);

  fetch (f, path, served_key (f, "board", board), body, &answer);
  if (json != NULL)
    *json = test_parse_json (answer.body);
  return answer.status;
}

/* @name answers @body for @match_id with their own key; the status, and
 * the answer in @json unless it is NULL. */
static guint
post_confirm (ConfirmFixture *f,
              const char     *key,
              gint64          match_id,
              const char     *body,
              JsonNode      **json)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *path = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/confirm",
                                           match_id);

  fetch (f, path, key, body, &answer);
  if (json != NULL)
    *json = test_parse_json (answer.body);
  return answer.status;
}

/* The match @match_id as `matches` lists it. */
static JsonObject *
find_match (JsonNode *matches,
            gint64    match_id)
{
  JsonArray *list = json_node_get_array (matches);

  for (guint i = 0; i < json_array_get_length (list); i++)
    if (json_object_get_int_member (json_array_get_object_element (list, i), "id") == match_id)
      return json_array_get_object_element (list, i);
  g_assert_not_reached ();
}

/* `matches --event`'s state of @match_id: "finished" once stored. */
static char *
match_state (ConfirmFixture *f,
             gint64          match_id)
{
  g_autofree char *event = id_text (f->event_id);
  g_autoptr(JsonNode) matches = cli (f, "matches", "--event", event, NULL);

  return g_strdup (json_object_get_string_member (find_match (matches, match_id), "state"));
}

/* `results waiting`'s list @which ("desk" or "players"). */
static JsonNode *
waiting (ConfirmFixture *f,
         const char     *which)
{
  g_autofree char *event = id_text (f->event_id);
  g_autoptr(JsonNode) out = cli (f, "results", "waiting", "--event", event, NULL);

  return json_node_copy (json_object_get_member (json_node_get_object (out), which));
}

/* Whether `matches` lists @match_id as finished: its result stored. */
static gboolean
finished (ConfirmFixture *f,
          gint64          match_id)
{
  g_autofree char *state = match_state (f, match_id);

  return g_str_equal (state, "finished");
}

/* What waits for @name's agreement, as their page is told. */
static JsonNode *
to_agree (ConfirmFixture *f,
          const char     *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (f->path, &error);
  JsonNode *list;

  g_assert_no_error (error);
  list = hammer_agreement_list_for_player (store, f->day_id != 0 ? 0 : f->event_id, f->day_id,
                                           GPOINTER_TO_SIZE (g_hash_table_lookup (f->players,
                                                                                  name)),
                                           FALSE, &error);
  g_assert_no_error (error);
  return list;
}

static guint
n_to_agree (ConfirmFixture *f,
            const char     *name)
{
  g_autoptr(JsonNode) list = to_agree (f, name);

  return json_array_get_length (json_node_get_array (list));
}

/* The match board @board's page is told of (/api/boards/N). */
static JsonNode *
board_json (ConfirmFixture *f,
            guint           board)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *path = g_strdup_printf ("api/boards/%u", board);
  g_autoptr(JsonNode) root = NULL;

  fetch (f, path, served_key (f, "board", board), NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  root = test_parse_json (answer.body);
  return json_node_copy (json_object_get_member (json_node_get_object (root), "match"));
}

/* What @name's page is told of their next match (/api/me's "next"):
 * asserts it is @match_id, and returns its "waiting", NULL for none. */
static char *
next_waiting (ConfirmFixture *f,
              const char     *name,
              gint64          match_id)
{
  g_auto(Answer) answer = { 0 };
  g_autoptr(JsonNode) root = NULL;
  JsonObject *next;

  fetch (f, "api/me", key_of (f, name), NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  root = test_parse_json (answer.body);
  next = json_object_get_object_member (json_node_get_object (root), "next");
  g_assert_nonnull (next);
  g_assert_cmpint (json_object_get_int_member (next, "match"), ==, match_id);
  /* Played: not called to its board any more, whatever it waits for. */
  if (json_object_has_member (next, "waiting"))
    g_assert_false (json_object_get_boolean_member (next, "called"));
  return g_strdup (json_object_get_string_member_with_default (next, "waiting", NULL));
}

/* The games won by each side in @result (an answer of the rules), as "2-0". */
static char *
games_won (JsonObject *result)
{
  JsonArray *won = json_object_get_array_member (result, "games_won");

  return g_strdup_printf ("%" G_GINT64_FORMAT "-%" G_GINT64_FORMAT,
                          json_array_get_int_element (won, 0), json_array_get_int_element (won, 1));
}

/* A board's page opened anew while its result waits for the players is
 * told that result as their pages are (the same games, score and proposal),
 * and who agreed so far; nothing once it is stored. */
static void
assert_board_shows_proposal (ConfirmFixture *f,
                             const char     *agreed)
{
  g_autoptr(JsonNode) match = board_json (f, 1);
  g_autoptr(JsonNode) list = to_agree (f, f->names[1]);
  JsonObject *item = json_array_get_object_element (json_node_get_array (list), 0);
  JsonObject *proposal;
  JsonArray *agreed_by;
  g_autofree char *shown = NULL;
  g_autofree char *told = NULL;

  g_assert_cmpstr (member_string (match, "agreement"), ==, "proposed");
  g_assert_false (json_object_has_member (json_node_get_object (match), "versions"));
  proposal = json_object_get_object_member (json_node_get_object (match), "proposal");
  g_assert_nonnull (proposal);
  g_assert_cmpint (json_object_get_int_member (proposal, "match"), ==, f->match_id);
  g_assert_cmpint (json_object_get_int_member (proposal, "id"), ==,
                   json_object_get_int_member (item, "proposal"));
  shown = json_to_string (json_object_get_member (proposal, "games"), FALSE);
  told = json_to_string (json_object_get_member (item, "games"), FALSE);
  g_assert_cmpstr (shown, ==, told);
  g_clear_pointer (&shown, g_free);
  shown = games_won (proposal);
  g_assert_cmpstr (shown, ==, "2-0");
  g_assert_cmpint (json_object_get_int_member (proposal, "winner"), ==, 0);
  agreed_by = json_object_get_array_member (proposal, "agreed_by");
  g_assert_cmpuint (json_array_get_length (agreed_by), ==, agreed != NULL ? 1 : 0);
  if (agreed != NULL)
    g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (agreed_by, 0),
                                                    "name"), ==, agreed);
}

/* 202 then waiting; one side agrees: still waiting, again: no change; the
 * other agrees: stored once, as the board's result. */
static void
test_agree (ConfirmFixture *f,
            gconstpointer   data)
{
  g_autoptr(JsonNode) sent = NULL;
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) again = NULL;
  g_autoptr(JsonNode) second = NULL;
  g_autoptr(JsonNode) late = NULL;
  g_autoptr(JsonNode) proposed = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *event = id_text (f->event_id);
  JsonArray *agreed;
  gint64 changes;

  shown = cli (f, "event", "show", "--event", event, NULL);
  g_assert_cmpstr (member_string (shown, "confirm"), ==, "players");

  changes = test_count_changes (f->path);
  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), &sent), ==,
                    202);
  g_assert_cmpstr (member_string (sent, "waiting"), ==, "players");
  g_assert_false (finished (f, f->match_id));
  proposed = waiting (f, "players");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (proposed)), ==, 1);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                                                 json_node_get_array (proposed), 0), "match"),
                   ==, f->match_id);

  /* Each side's page shows it, with the score and who they play; a
   * player of the other match sees nothing. */
  {
    g_autoptr(JsonNode) list = to_agree (f, f->names[0]);
    JsonObject *item = json_array_get_object_element (json_node_get_array (list), 0);

    g_assert_cmpuint (json_array_get_length (json_node_get_array (list)), ==, 1);
    g_assert_cmpint (json_object_get_int_member (item, "match"), ==, f->match_id);
    g_assert_cmpstr (json_array_get_string_element (json_object_get_array_member (item,
                                                                                  "opponents"),
                                                    0), ==, f->names[1]);
    g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (item,
                                                                               "games_won"), 0),
                     ==, 2);
    g_assert_cmpuint (json_array_get_length (json_object_get_array_member (item, "games")), ==,
                      2);
  }
  g_assert_cmpuint (n_to_agree (f, f->names[1]), ==, 1);
  g_assert_cmpuint (n_to_agree (f, f->other_names[0]), ==, 0);
  assert_board_shows_proposal (f, NULL);
  /* The other board, whose result nobody sent, is told of none. */
  {
    g_autoptr(JsonNode) other = board_json (f, 2);

    g_assert_false (json_object_has_member (json_node_get_object (other), "agreement"));
    g_assert_false (json_object_has_member (json_node_get_object (other), "proposal"));
  }

  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  &first), ==, 200);
  g_assert_cmpstr (member_string (first, "state"), ==, "proposed");
  /* Agreed: it waits for the other side only. */
  g_assert_cmpuint (n_to_agree (f, f->names[0]), ==, 0);
  g_assert_cmpuint (n_to_agree (f, f->names[1]), ==, 1);
  agreed = json_object_get_array_member (json_node_get_object (first), "agreed_by");
  g_assert_cmpuint (json_array_get_length (agreed), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (agreed, 0),
                                                  "name"), ==, f->names[0]);
  g_assert_false (finished (f, f->match_id));
  assert_board_shows_proposal (f, f->names[0]);

  /* The same side again: no change. */
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  &again), ==, 200);
  g_assert_cmpstr (member_string (again, "state"), ==, "proposed");
  g_assert_false (finished (f, f->match_id));
  g_assert_cmpint (test_count_changes (f->path), ==, changes);

  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, "{\"agree\": true}",
                                  &second), ==, 200);
  g_assert_cmpstr (member_string (second, "state"), ==, "stored");
  g_assert_true (json_object_has_member (json_node_get_object (second), "result"));
  g_assert_cmpint (test_count_changes (f->path), ==, changes + 1);
  matches = cli (f, "matches", "--event", event, NULL);
  g_assert_cmpstr (json_object_get_string_member (find_match (matches, f->match_id), "state"),
                   ==, "finished");
  g_assert_cmpint (json_object_get_int_member (find_match (matches, f->match_id), "winner"), ==,
                   0);

  /* Agreeing once more is no change; nothing waits any more. */
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, "{\"agree\": true}",
                                  &late), ==, 200);
  g_assert_cmpstr (member_string (late, "state"), ==, "stored");
  g_assert_cmpint (test_count_changes (f->path), ==, changes + 1);
  g_clear_pointer (&proposed, json_node_unref);
  proposed = waiting (f, "players");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (proposed)), ==, 0);
  g_assert_cmpuint (n_to_agree (f, f->names[1]), ==, 0);
}

/* The board sends the same again: the agreements given stay; another
 * result: the players agree anew, and that one is stored. */
static void
test_resent (ConfirmFixture *f,
             gconstpointer   data)
{
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *event = id_text (f->event_id);

  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  NULL), ==, 200);
  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);
  g_assert_cmpuint (n_to_agree (f, f->names[0]), ==, 0);
  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("0, 4"), NULL), ==,
                    202);
  g_assert_cmpuint (n_to_agree (f, f->names[0]), ==, 1);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, "{\"agree\": true}",
                                  NULL), ==, 200);
  g_assert_false (finished (f, f->match_id));
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  NULL), ==, 200);
  matches = cli (f, "matches", "--event", event, NULL);
  g_assert_cmpint (json_object_get_int_member (find_match (matches, f->match_id), "winner"), ==,
                   1);
}

/* The proposal @name's page shows for @match_id: its "proposal". */
static gint64
shown_proposal (ConfirmFixture *f,
                const char     *name,
                gint64          match_id)
{
  g_autoptr(JsonNode) list = to_agree (f, name);
  JsonArray *items = json_node_get_array (list);

  for (guint i = 0; i < json_array_get_length (items); i++)
    {
      JsonObject *item = json_array_get_object_element (items, i);

      if (json_object_get_int_member (item, "match") == match_id)
        return json_object_get_int_member (item, "proposal");
    }
  g_assert_not_reached ();
}

/* A player agrees to the result they were shown: when the board sent
 * another in between, the agreement is refused (409, saying it changed)
 * and counts for neither; agreeing to the new one counts. A "proposal"
 * that is not a number is a 400. */
static void
test_changed (ConfirmFixture *f,
              gconstpointer   data)
{
  g_autoptr(JsonNode) refused = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *event = id_text (f->event_id);
  g_autofree char *old_body = NULL;
  g_autofree char *new_body = NULL;
  gint64 shown, now;
  const char *message;

  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);
  shown = shown_proposal (f, f->names[1], f->match_id);
  g_assert_cmpint (shown, >, 0);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  NULL), ==, 200);
  /* The board sends another result while Bert looks at the first. */
  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("0, 4"), NULL), ==,
                    202);
  now = shown_proposal (f, f->names[1], f->match_id);
  g_assert_cmpint (now, !=, shown);

  old_body = g_strdup_printf ("{\"agree\": true, \"proposal\": %" G_GINT64_FORMAT "}", shown);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, old_body, &refused),
                    ==, 409);
  message = json_object_get_string_member (
    json_object_get_object_member (json_node_get_object (refused), "error"), "message");
  g_assert_nonnull (strstr (message, "changed"));
  g_assert_false (finished (f, f->match_id));
  g_assert_cmpuint (n_to_agree (f, f->names[1]), ==, 1);
  /* A dispute of the old one is refused alike: nothing goes to the desk. */
  g_clear_pointer (&old_body, g_free);
  old_body = g_strdup_printf ("{\"agree\": false, \"proposal\": %" G_GINT64_FORMAT "}",
                              shown);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, old_body, NULL), ==,
                    409);
  {
    g_autoptr(JsonNode) desk = waiting (f, "desk");

    g_assert_cmpuint (json_array_get_length (json_node_get_array (desk)), ==, 0);
  }
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id,
                                  "{\"agree\": true, \"proposal\": \"1\"}", NULL), ==, 400);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id,
                                  "{\"agree\": true, \"proposal\": 0}", NULL), ==, 400);

  /* The new one, agreed by both sides as shown, is stored. */
  new_body = g_strdup_printf ("{\"agree\": true, \"proposal\": %" G_GINT64_FORMAT "}", now);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, new_body, NULL), ==,
                    200);
  g_assert_false (finished (f, f->match_id));
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, new_body, NULL), ==,
                    200);
  matches = cli (f, "matches", "--event", event, NULL);
  g_assert_cmpint (json_object_get_int_member (find_match (matches, f->match_id), "winner"), ==,
                   1);
}

/* A player says not right (with their own games): both wait for the
 * desk. The board sends another result, both sides agree to it and it is
 * stored: nothing of the old dispute waits for the desk any more. */
static void
test_stale_dispute (ConfirmFixture *f,
                    gconstpointer   data)
{
  g_autoptr(JsonNode) desk = NULL;
  g_autofree char *own = g_strdup_printf ("{\"agree\": false, %s", TEST_RESULT_SIDE_WINS ("0, 4")
                                          + 1);

  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, own, NULL), ==,
                    200);
  desk = waiting (f, "desk");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (desk)), ==, 2);
  g_clear_pointer (&desk, json_node_unref);

  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("0, 4"), NULL), ==,
                    202);
  for (guint s = 0; s < 2; s++)
    g_assert_cmpuint (post_confirm (f, key_of (f, f->names[s]), f->match_id,
                                    "{\"agree\": true}", NULL), ==, 200);
  g_assert_true (finished (f, f->match_id));
  desk = waiting (f, "desk");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (desk)), ==, 0);
}

/* The desk stores a result itself (`hammer-cli result`) for a match whose
 * result waits for the players, and for one a player disputed: both are
 * settled, gone from `results waiting` and from the players' pages, and
 * agreeing afterwards is refused. */
static void
test_desk_settles (ConfirmFixture *f,
                   gconstpointer   data)
{
  g_autofree char *event = id_text (f->event_id);
  g_autofree char *match = id_text (f->match_id);
  g_autofree char *other = id_text (f->other_id);
  g_autofree char *own = g_strdup_printf ("{\"agree\": false, %s", TEST_RESULT_SIDE_WINS ("0, 4")
                                          + 1);
  g_autoptr(JsonNode) players = NULL;
  g_autoptr(JsonNode) desk = NULL;
  g_autoptr(JsonNode) agreed = NULL;
  g_autoptr(JsonNode) late = NULL;
  g_auto(CliRun) stored = { 0 };
  g_auto(CliRun) decided = { 0 };
  g_autofree char *late_text = NULL;

  /* Board 1's result: one side agreed, the other has still to. */
  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  NULL), ==, 200);
  g_assert_cmpuint (n_to_agree (f, f->names[1]), ==, 1);
  /* Board 2's result: disputed, both versions wait for the desk. */
  g_assert_cmpuint (post_result (f, 2, f->other_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->other_names[1]), f->other_id, own, NULL), ==,
                    200);
  desk = waiting (f, "desk");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (desk)), ==, 2);
  g_clear_pointer (&desk, json_node_unref);

  /* The desk types both results in itself. */
  cli_run (&stored, f->path, TEST_RESULT_SIDE_WINS ("0, 4"), "result", "--event", event,
           "--match", match, NULL);
  g_assert_cmpint (stored.status, ==, 0);
  cli_run (&decided, f->path, TEST_RESULT_SIDE_WINS ("4, 0"), "result", "--event", event,
           "--match", other, NULL);
  g_assert_cmpint (decided.status, ==, 0);
  g_assert_true (finished (f, f->match_id));
  g_assert_true (finished (f, f->other_id));

  players = waiting (f, "players");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (players)), ==, 0);
  desk = waiting (f, "desk");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (desk)), ==, 0);
  g_assert_cmpuint (n_to_agree (f, f->names[1]), ==, 0);
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HammerStore) store = hammer_store_open (f->path, &error);

    g_assert_no_error (error);
    agreed = hammer_agreement_list_for_player (store, f->day_id != 0 ? 0 : f->event_id,
                                               f->day_id,
                                               GPOINTER_TO_SIZE (g_hash_table_lookup (
                                                                   f->players, f->names[0])),
                                               TRUE, &error);
    g_assert_no_error (error);
    g_assert_cmpuint (json_array_get_length (json_node_get_array (agreed)), ==, 0);
  }
  /* Agreeing now is too late: the desk's result stays. */
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, "{\"agree\": true}",
                                  &late), ==, 409);
  late_text = json_to_string (late, FALSE);
  g_assert_nonnull (strstr (late_text, "settled"));
}

/* `event create --confirm` takes "board" or "players" only; an event
 * made without it says "board". */
static void
test_cli (ConfirmFixture *f,
          gconstpointer   data)
{
  g_auto(CliRun) wrong = { 0 };
  g_autoptr(JsonNode) created = NULL;
  g_autoptr(JsonNode) shown = NULL;
  g_autofree char *event = NULL;

  cli_run (&wrong, f->path, NULL, "event", "create", "--name", "Dubbel", "--rules", "table",
           "--format", "round-robin", "--confirm", "everyone", NULL);
  g_assert_cmpint (wrong.status, ==, 2);
  g_assert_nonnull (strstr (wrong.err, "--confirm"));
  created = cli (f, "event", "create", "--name", "Dubbel", "--rules", "table", "--format",
                 "round-robin", NULL);
  event = id_text (json_object_get_int_member (json_node_get_object (created), "id"));
  shown = cli (f, "event", "show", "--event", event, NULL);
  g_assert_cmpstr (member_string (shown, "confirm"), ==, "board");

  /* Switched later, as the app does: one change, undone as any other. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(HammerStore) store = hammer_store_open (f->path, &error);
    gint64 event_id = g_ascii_strtoll (event, NULL, 10);

    g_assert_no_error (error);
    g_assert_true (hammer_events_set_confirm (store, event_id, HAMMER_CONFIRM_PLAYERS, &error));
    g_assert_no_error (error);
    g_assert_cmpint (hammer_events_get_confirm (store, event_id), ==, HAMMER_CONFIRM_PLAYERS);
    g_assert_true (hammer_store_undo (store, hammer_store_get_last_change (store), &error));
    g_assert_no_error (error);
    g_assert_cmpint (hammer_events_get_confirm (store, event_id), ==, HAMMER_CONFIRM_BOARD);
  }
}

/* "Not right": nothing stored; the desk gets the board's version, naming
 * who disputed it, and that player's own beside it. */
static void
test_dispute (ConfirmFixture *f,
              gconstpointer   data)
{
  g_autoptr(JsonNode) agreed = NULL;
  g_autoptr(JsonNode) refused = NULL;
  g_autoptr(JsonNode) late = NULL;
  g_autoptr(JsonNode) desk = NULL;
  g_autoptr(JsonNode) proposed = NULL;
  g_autoptr(JsonNode) broken = NULL;
  g_autofree char *own = g_strdup_printf ("{\"agree\": false, %s", TEST_RESULT_SIDE_WINS ("0, 4")
                                          + 1);
  JsonArray *list;
  JsonObject *board_version, *player_version;
  gint64 changes = test_count_changes (f->path);

  g_autofree char *before = NULL;
  g_autofree char *to_agree_first = NULL;
  g_autoptr(JsonNode) short_game = NULL;

  before = next_waiting (f, f->names[0], f->match_id);
  g_assert_null (before);
  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);
  to_agree_first = next_waiting (f, f->names[0], f->match_id);
  g_assert_cmpstr (to_agree_first, ==, "players");
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  &agreed), ==, 200);
  /* Their own version as each game's points, checked by the rules: one
   * game does not finish a best of three. */
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id,
                                  "{\"agree\": false, \"games\": [{\"totals\": [10, 15]}]}",
                                  &short_game), ==, 422);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (
                                                    json_node_get_object (short_game), "error"),
                                                  "message"), ==,
                   "These games do not finish the match: it has 3 games");
  /* A version of their own that breaks a rule is refused as a board's is. */
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id,
                                  "{\"agree\": false, \"games\": [{\"ends\": [{\"points\": "
                                  "[40, 0]}]}]}", &broken), ==, 422);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, own, &refused), ==,
                    200);
  g_assert_cmpstr (member_string (refused, "state"), ==, "disputed");
  g_assert_false (finished (f, f->match_id));
  g_assert_cmpint (test_count_changes (f->path), ==, changes);
  /* Both pages say the result is with the desk, not the board's call. */
  for (guint s = 0; s < 2; s++)
    {
      g_autofree char *with_desk = next_waiting (f, f->names[s], f->match_id);

      g_assert_cmpstr (with_desk, ==, "desk");
    }

  desk = waiting (f, "desk");
  list = json_node_get_array (desk);
  g_assert_cmpuint (json_array_get_length (list), ==, 2);
  board_version = json_array_get_object_element (list, 0);
  player_version = json_array_get_object_element (list, 1);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (board_version,
                                                                                 "disputed_by"),
                                                  "name"), ==, f->names[1]);
  g_assert_true (json_object_get_null_member (board_version, "from_player"));
  g_assert_cmpint (json_array_get_int_element (
                     json_object_get_array_member (json_object_get_object_member (
                                                     board_version, "result"), "games_won"), 0),
                   ==, 2);
  g_assert_cmpstr (json_object_get_string_member (json_object_get_object_member (player_version,
                                                                                 "from_player"),
                                                  "name"), ==, f->names[1]);
  g_assert_cmpint (json_array_get_int_element (
                     json_object_get_array_member (json_object_get_object_member (
                                                     player_version, "result"), "games_won"), 1),
                   ==, 2);
  proposed = waiting (f, "players");
  g_assert_cmpuint (json_array_get_length (json_node_get_array (proposed)), ==, 0);

  /* The board's page, opened anew, is told both versions as the desk
   * lists them: the board's (who said it is not right) and the player's. */
  {
    g_autoptr(JsonNode) match = board_json (f, 1);
    g_autofree char *shown = NULL;
    g_autofree char *listed = NULL;
    g_autofree char *board_won = NULL;
    g_autofree char *player_won = NULL;
    JsonArray *versions;

    g_assert_cmpstr (member_string (match, "agreement"), ==, "disputed");
    g_assert_false (json_object_has_member (json_node_get_object (match), "proposal"));
    versions = json_object_get_array_member (json_node_get_object (match), "versions");
    g_assert_nonnull (versions);
    shown = json_to_string (json_object_get_member (json_node_get_object (match), "versions"),
                            FALSE);
    listed = json_to_string (desk, FALSE);
    g_assert_cmpstr (shown, ==, listed);
    board_won = games_won (json_object_get_object_member (
                             json_array_get_object_element (versions, 0), "result"));
    player_won = games_won (json_object_get_object_member (
                              json_array_get_object_element (versions, 1), "result"));
    g_assert_cmpstr (board_won, ==, "2-0");
    g_assert_cmpstr (player_won, ==, "0-2");
  }

  /* The desk decides now: agreeing after that is too late. */
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  &late), ==, 409);
  g_assert_false (finished (f, f->match_id));
}

/* Every wrong answer is refused and stores nothing. */
static void
test_refusals (ConfirmFixture *f,
               gconstpointer   data)
{
  g_autofree char *event = id_text (f->event_id);
  g_autofree char *path = g_strdup_printf ("api/matches/%" G_GINT64_FORMAT "/confirm",
                                           f->match_id);
  g_autofree char *url = g_strdup_printf ("%s%s?key=%s", hammer_server_get_url (f->server), path,
                                          key_of (f, f->names[0]));
  g_autoptr(GString) big = g_string_new ("{\"agree\": true, \"x\": \"");
  g_autoptr(SoupMessage) foreign = NULL;
  g_autoptr(GBytes) foreign_body = NULL;
  g_autoptr(GBytes) yes = g_bytes_new_static ("{\"agree\": true}", 15);
  g_autoptr(GError) error = NULL;
  g_auto(Answer) got = { 0 };
  g_auto(Answer) too_large = { 0 };
  g_autoptr(JsonNode) settled = NULL;
  const char *malformed[] = { "{\"agree\": ", "{\"agree\": 1}", "{}", "[true]",
                              "{\"agree\": \"yes\"}" };
  gint64 changes = test_count_changes (f->path);

  /* Nothing proposed yet. */
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  NULL), ==, 404);
  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);

  /* A wrong key, a key of nobody's length, a player of another match. */
  g_assert_cmpuint (post_confirm (f, "0123456789abcdef0123456789abcdef", f->match_id,
                                  "{\"agree\": true}", NULL), ==, 403);
  g_assert_cmpuint (post_confirm (f, "", f->match_id, "{\"agree\": true}", NULL), ==, 403);
  g_assert_cmpuint (post_confirm (f, served_key (f, "board", 1), f->match_id,
                                  "{\"agree\": true}", NULL), ==, 403);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->other_names[0]), f->match_id,
                                  "{\"agree\": true}", NULL), ==, 403);
  g_assert_cmpuint (post_confirm (f, key_of (f, f->other_names[1]), f->match_id,
                                  "{\"agree\": false}", NULL), ==, 403);
  /* No such match. */
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), 999999, "{\"agree\": true}", NULL),
                    ==, 404);

  for (guint i = 0; i < G_N_ELEMENTS (malformed); i++)
    g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, malformed[i],
                                    NULL), ==, 400);
  while (big->len < 70 * 1024)
    g_string_append (big, "xxxxxxxxxxxxxxxx");
  g_string_append (big, "\"}");
  fetch (f, path, key_of (f, f->names[0]), big->str, &too_large);
  g_assert_cmpuint (too_large.status, ==, 413);
  fetch (f, path, key_of (f, f->names[0]), NULL, &got);
  g_assert_cmpuint (got.status, ==, 405);

  /* A page of another site that knows the key cannot agree for them. */
  foreign = soup_message_new ("POST", url);
  soup_message_set_request_body_from_bytes (foreign, "application/json", yes);
  soup_message_headers_replace (soup_message_get_request_headers (foreign), "Origin",
                                "http://evil.example");
  foreign_body = soup_session_send_and_read (f->session, foreign, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (foreign), ==, 403);

  /* Not one of those agreed, nor stored anything. */
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[1]), f->match_id, "{\"agree\": true}",
                                  NULL), ==, 200);
  g_assert_false (finished (f, f->match_id));
  g_assert_cmpint (test_count_changes (f->path), ==, changes);

  /* The desk settles it before the other side agrees: too late then. */
  {
    g_auto(CliRun) run = { 0 };
    g_autofree char *match = id_text (f->match_id);

    cli_run (&run, f->path, TEST_RESULT_SIDE_WINS ("0, 4"), "result", "--event", event,
             "--match", match, NULL);
    g_assert_cmpint (run.status, ==, 0);
  }
  g_assert_cmpuint (post_confirm (f, key_of (f, f->names[0]), f->match_id, "{\"agree\": true}",
                                  &settled), ==, 409);
  g_assert_cmpint (test_count_changes (f->path), ==, changes + 1);
}

typedef struct
{
  GMainLoop *loop;
  guint      pending;
  guint      status[2];
  char      *body[2];
} Race;

static void
race_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Race *race = user_data;
  SoupMessage *msg = soup_session_get_async_result_message (SOUP_SESSION (source), result);
  guint side = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (msg), "side"));
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = soup_session_send_and_read_finish (SOUP_SESSION (source), result,
                                                               &error);

  g_assert_no_error (error);
  race->status[side] = soup_message_get_status (msg);
  race->body[side] = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));
  if (--race->pending == 0)
    g_main_loop_quit (race->loop);
}

/* Both sides agree at the same moment, each from their own phone: stored
 * once. */
static void
test_race_http (ConfirmFixture *f,
                gconstpointer   data)
{
  Race race = { g_main_loop_new (NULL, FALSE), 2, { 0 }, { NULL } };
  SoupSession *sessions[2] = { soup_session_new (), soup_session_new () };
  SoupMessage *messages[2] = { NULL };
  gint64 changes = test_count_changes (f->path);
  guint n_stored = 0;

  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);
  for (guint s = 0; s < 2; s++)
    {
      g_autofree char *url = g_strdup_printf ("%sapi/matches/%" G_GINT64_FORMAT
                                              "/confirm?key=%s",
                                              hammer_server_get_url (f->server), f->match_id,
                                              key_of (f, f->names[s]));
      g_autoptr(GBytes) yes = g_bytes_new_static ("{\"agree\": true}", 15);

      messages[s] = soup_message_new ("POST", url);
      soup_message_set_request_body_from_bytes (messages[s], "application/json", yes);
      g_object_set_data (G_OBJECT (messages[s]), "side", GUINT_TO_POINTER (s));
    }
  for (guint s = 0; s < 2; s++)
    soup_session_send_and_read_async (sessions[s], messages[s], G_PRIORITY_DEFAULT, NULL,
                                      race_done_cb, &race);
  g_main_loop_run (race.loop);
  for (guint s = 0; s < 2; s++)
    {
      g_autoptr(JsonNode) answer = test_parse_json (race.body[s]);

      g_assert_cmpuint (race.status[s], ==, 200);
      n_stored += g_str_equal (member_string (answer, "state"), "stored");
      g_free (race.body[s]);
      g_object_unref (messages[s]);
      g_object_unref (sessions[s]);
    }
  g_assert_cmpuint (n_stored, ==, 1);
  g_assert_true (finished (f, f->match_id));
  g_assert_cmpint (test_count_changes (f->path), ==, changes + 1);
  g_main_loop_unref (race.loop);
}

typedef struct
{
  const char *path;
  gint64      event_id;
  gint64      match_id;
  gint64      player_id;
  GMutex     *lock;
  GCond      *cond;
  guint      *ready;
  JsonNode   *answer;
} Agreeing;

/* One program of two on the file: waits for the other, then agrees. */
static gpointer
agree_thread (gpointer data)
{
  Agreeing *agreeing = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (agreeing->path, &error);

  g_assert_no_error (error);
  g_mutex_lock (agreeing->lock);
  if (++*agreeing->ready == 2)
    g_cond_broadcast (agreeing->cond);
  while (*agreeing->ready < 2)
    g_cond_wait (agreeing->cond, agreeing->lock);
  g_mutex_unlock (agreeing->lock);
  agreeing->answer = hammer_agreement_answer (store, agreeing->event_id, agreeing->match_id,
                                              agreeing->player_id, 0, TRUE, NULL, &error);
  g_assert_no_error (error);
  return NULL;
}

/* Two programs on one file, each a player of one side agreeing at once:
 * the result stored once. */
static void
test_race_stores (ConfirmFixture *f,
                  gconstpointer   data)
{
  GMutex lock;
  GCond cond;
  guint ready = 0;
  Agreeing agreeing[2];
  GThread *threads[2];
  gint64 changes = test_count_changes (f->path);
  guint n_stored = 0;

  g_mutex_init (&lock);
  g_cond_init (&cond);
  g_assert_cmpuint (post_result (f, 1, f->match_id, TEST_RESULT_SIDE_WINS ("4, 0"), NULL), ==,
                    202);
  for (guint s = 0; s < 2; s++)
    {
      agreeing[s] = (Agreeing) { f->path, f->event_id, f->match_id,
                                 GPOINTER_TO_SIZE (g_hash_table_lookup (f->players,
                                                                        f->names[s])),
                                 &lock, &cond, &ready, NULL };
      threads[s] = g_thread_new ("agree", agree_thread, &agreeing[s]);
    }
  for (guint s = 0; s < 2; s++)
    {
      g_thread_join (threads[s]);
      g_assert_nonnull (agreeing[s].answer);
      n_stored += g_str_equal (member_string (agreeing[s].answer, "state"), "stored");
      json_node_unref (agreeing[s].answer);
    }
  g_assert_cmpuint (n_stored, ==, 1);
  g_assert_true (finished (f, f->match_id));
  g_assert_cmpint (test_count_changes (f->path), ==, changes + 1);
  g_mutex_clear (&lock);
  g_cond_clear (&cond);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/serve/confirm/agree", ConfirmFixture, NULL, set_up, test_agree, tear_down);
  g_test_add ("/serve/confirm/day", ConfirmFixture, "day", set_up, test_agree, tear_down);
  g_test_add ("/serve/confirm/dispute", ConfirmFixture, NULL, set_up, test_dispute, tear_down);
  g_test_add ("/serve/confirm/resent", ConfirmFixture, NULL, set_up, test_resent, tear_down);
  g_test_add ("/serve/confirm/changed", ConfirmFixture, NULL, set_up, test_changed, tear_down);
  g_test_add ("/serve/confirm/stale-dispute", ConfirmFixture, NULL, set_up, test_stale_dispute,
              tear_down);
  g_test_add ("/serve/confirm/cli", ConfirmFixture, NULL, set_up, test_cli, tear_down);
  g_test_add ("/serve/confirm/desk-settles", ConfirmFixture, NULL, set_up, test_desk_settles,
              tear_down);
  g_test_add ("/serve/confirm/refusals", ConfirmFixture, NULL, set_up, test_refusals,
              tear_down);
  g_test_add ("/serve/confirm/race-http", ConfirmFixture, NULL, set_up, test_race_http,
              tear_down);
  g_test_add ("/serve/confirm/race-stores", ConfirmFixture, NULL, set_up, test_race_stores,
              tear_down);
  return g_test_run ();
}
