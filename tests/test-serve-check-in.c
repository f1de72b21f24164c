/* test-serve-check-in.c — players check in from their phones: the serve
 * line's check-in key, the search, a check-in of a lone event and of a
 * day, the desk opening and closing it, and every refusal; all through
 * real HTTP on loopback
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "serve/hammer-board-entry.h"
#include "serve/hammer-server.h"
#include "test-common.h"
#include "test-serve-common.h"

/* What hammer-cli printed on @f's file for the arguments up to NULL, as
 * JSON; it must succeed. */
#define cli(f, ...) cli_json_ok ((f)->path, __VA_ARGS__)

/* A lone event of four, one of them with markup in the name, not drawn. */
static void
event_set_up (PhoneFixture  *f,
              gconstpointer  data)
{
  phone_fixture_event (f, "hammer-check-in-XXXXXX", NULL,
                       "Anna de Vries,<b>Bert</b> Jansen,Jürgen Müller,Dirk");
}

/* A day of two events: Anna and Bert in both, Cor in the first only. */
static void
day_set_up (PhoneFixture  *f,
            gconstpointer  data)
{
  phone_fixture_day (f, "hammer-check-in-day-XXXXXX", NULL, NULL, "Anna,Bert,Cor,Dirk",
                     "Anna,Bert,Eva");
}

static JsonArray *
search (PhoneFixture   *f,
        const char     *text,
        JsonNode      **root)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *escaped = g_uri_escape_string (text, NULL, FALSE);
  g_autofree char *path = g_strdup_printf ("api/players?q=%s", escaped);

  phone_fixture_fetch (f, path, phone_fixture_check_in_key (f), NULL, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  *root = test_parse_json (answer.body);
  return json_node_get_array (*root);
}

/* The player id of the one entrant whose name holds @text. */
static gint64
find_player (PhoneFixture   *f,
             const char     *text)
{
  g_autoptr(JsonNode) root = NULL;
  JsonArray *found = search (f, text, &root);

  g_assert_cmpuint (json_array_get_length (found), ==, 1);
  return json_object_get_int_member (json_array_get_object_element (found, 0), "player");
}

static JsonNode *
post_check_in (PhoneFixture   *f,
               gint64          player,
               const char     *body,
               guint           status)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *path = g_strdup_printf ("api/players/%" G_GINT64_FORMAT "/check-in", player);

  phone_fixture_fetch (f, path, phone_fixture_check_in_key (f), body, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, status);
  return test_parse_json (answer.body);
}

/* Whether entrant @name of event @event_id is present, as `event show` says. */
static gboolean
present_in (PhoneFixture   *f,
            gint64          event_id,
            const char     *name)
{
  g_autofree char *event = id_text (event_id);
  g_autoptr(JsonNode) shown = cli (f, "event", "show", "--event", event, NULL);
  JsonArray *entrants = json_object_get_array_member (json_node_get_object (shown), "entrants");

  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);

      if (g_str_equal (json_object_get_string_member (entrant, "name"), name))
        return json_object_get_boolean_member (entrant, "present");
    }
  g_assert_not_reached ();
}

/* The desk marks @name of event @event_id absent, as before the door opens. */
static void
mark_absent (PhoneFixture   *f,
             gint64          event_id,
             const char     *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (f->path, &error);
  g_autoptr(JsonNode) shown = NULL;
  JsonArray *entrants;
  g_autofree char *event = id_text (event_id);

  g_assert_no_error (error);
  shown = cli (f, "event", "show", "--event", event, NULL);
  entrants = json_object_get_array_member (json_node_get_object (shown), "entrants");
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);

      if (g_str_equal (json_object_get_string_member (entrant, "name"), name))
        g_assert_true (hammer_events_set_entrant_present (store, event_id,
                                                          json_object_get_int_member (entrant,
                                                                                      "id"),
                                                          FALSE, &error));
    }
  g_assert_no_error (error);
  g_assert_false (present_in (f, event_id, name));
}

static gboolean
is_key (const char *text)
{
  if (text == NULL || strlen (text) != 32)
    return FALSE;
  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isxdigit (*c) || g_ascii_isupper (*c))
      return FALSE;
  return TRUE;
}

/* The serve line names the check-in page, with a key of its own that stays
 * from one serving to the next (a printed code on the door). */
static void
test_serve_line (PhoneFixture   *f,
                 gconstpointer   data)
{
  JsonObject *check_in;
  g_autofree char *key = NULL;
  g_autofree char *expected = NULL;

  phone_fixture_start (f);
  check_in = json_object_get_object_member (json_node_get_object (f->description), "check_in");
  key = g_strdup (json_object_get_string_member (check_in, "key"));
  g_assert_true (is_key (key));
  g_assert_cmpstr (key, !=, json_object_get_string_member (json_node_get_object (f->description),
                                                           "desk_key"));
  expected = g_strdup_printf ("%scheck-in?key=%s", hammer_server_get_url (f->server), key);
  g_assert_cmpstr (json_object_get_string_member (check_in, "url"), ==, expected);

  hammer_server_stop (f->server);
  g_clear_object (&f->server);
  g_clear_pointer (&f->description, json_node_unref);
  phone_fixture_start (f);
  g_assert_cmpstr (phone_fixture_check_in_key (f), ==, key);
}

/* A player finds their name by a part of it, whatever its case and accents;
 * a name with markup comes back as the text it is. */
static void
test_search (PhoneFixture   *f,
             gconstpointer   data)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) none = NULL;
  g_autoptr(JsonNode) blank = NULL;
  g_autoptr(JsonNode) markup = NULL;
  JsonArray *found;
  JsonObject *player, *entry;

  phone_fixture_start (f);
  found = search (f, "MULLER", &root);
  g_assert_cmpuint (json_array_get_length (found), ==, 1);
  player = json_array_get_object_element (found, 0);
  g_assert_cmpstr (json_object_get_string_member (player, "name"), ==, "Jürgen Müller");
  entry = json_array_get_object_element (json_object_get_array_member (player, "events"), 0);
  g_assert_cmpint (json_object_get_int_member (entry, "event"), ==, f->event_id);
  g_assert_true (json_object_has_member (entry, "entrant"));
  g_assert_true (json_object_has_member (entry, "present"));

  g_assert_cmpuint (json_array_get_length (search (f, "zzz", &none)), ==, 0);
  /* Nothing typed lists nobody: the door's page is no list of the field. */
  g_assert_cmpuint (json_array_get_length (search (f, "  ", &blank)), ==, 0);
  found = search (f, "bert", &markup);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (found, 0),
                                                  "name"), ==, "<b>Bert</b> Jansen");
}

/* A lone event: closed until the desk opens it; then the player is present
 * (`event show` says so) and gets a key of their own, once: checking in
 * again from a phone is refused (409) and hands out no key. */
static void
test_event_check_in (PhoneFixture   *f,
                     gconstpointer   data)
{
  g_autoptr(JsonNode) closed = NULL;
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) again = NULL;
  g_autofree char *own = NULL;
  JsonObject *answer;
  gint64 anna;

  mark_absent (f, f->event_id, "Anna de Vries");
  phone_fixture_start (f);
  anna = find_player (f, "anna");

  closed = post_check_in (f, anna, "{}", 403);
  g_assert_false (present_in (f, f->event_id, "Anna de Vries"));

  phone_fixture_set_open (f, TRUE);
  first = post_check_in (f, anna, "{}", 200);
  answer = json_node_get_object (first);
  g_assert_cmpint (json_object_get_int_member (answer, "player"), ==, anna);
  g_assert_true (is_key (json_object_get_string_member (answer, "key")));
  g_assert_cmpstr (json_object_get_string_member (answer, "key"), !=,
                   phone_fixture_check_in_key (f));
  own = g_strdup_printf ("%sme?key=%s", hammer_server_get_url (f->server),
                         json_object_get_string_member (answer, "key"));
  g_assert_cmpstr (json_object_get_string_member (answer, "url"), ==, own);
  g_assert_true (present_in (f, f->event_id, "Anna de Vries"));

  again = post_check_in (f, anna, "{\"event\": 1}", 409);
  g_assert_false (json_object_has_member (json_node_get_object (again), "key"));
  g_assert_nonnull (strstr (json_object_get_string_member (
                              json_object_get_object_member (json_node_get_object (again),
                                                             "error"), "message"), "desk"));
}

/* Closed again by the desk, or after the draw: 403 and nothing stored. */
static void
test_event_closed (PhoneFixture   *f,
                   gconstpointer   data)
{
  g_autoptr(JsonNode) closed = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) drew = NULL;
  g_autofree char *event = id_text (f->event_id);
  gint64 dirk;

  mark_absent (f, f->event_id, "Dirk");
  phone_fixture_start (f);
  dirk = find_player (f, "dirk");
  phone_fixture_set_open (f, TRUE);
  phone_fixture_set_open (f, FALSE);
  closed = post_check_in (f, dirk, "{}", 403);
  g_assert_false (present_in (f, f->event_id, "Dirk"));

  phone_fixture_set_open (f, TRUE);
  drew = cli (f, "draw", "--event", event, NULL);
  drawn = post_check_in (f, dirk, "{}", 403);
  g_assert_nonnull (strstr (json_object_get_string_member (
                              json_object_get_object_member (json_node_get_object (drawn),
                                                             "error"), "message"), "draw"));
  g_assert_false (present_in (f, f->event_id, "Dirk"));
}

/* Whether player @player is checked in at the day's desk. */
static gboolean
day_checked_in (PhoneFixture   *f,
                gint64          player)
{
  g_autofree char *day = id_text (f->day_id);
  g_autofree char *id = id_text (player);
  g_autoptr(JsonNode) out = cli (f, "day", "players", "--day", day, "--player", id, NULL);
  JsonObject *shown = json_array_get_object_element (
    json_object_get_array_member (json_node_get_object (out), "players"), 0);

  g_assert_nonnull (shown);
  g_assert_true (json_object_has_member (shown, "checked_in"));
  return json_object_get_boolean_member (shown, "checked_in");
}

/* A day: the player is checked in at the day's desk (the Registration view
 * shows it) and present in its events not drawn yet; once every event of
 * theirs is drawn, 403. */
static void
test_day_check_in (PhoneFixture   *f,
                   gconstpointer   data)
{
  g_autofree char *second = id_text (f->second_id);
  g_autofree char *first = id_text (f->event_id);
  g_autoptr(JsonNode) drew = NULL;
  g_autoptr(JsonNode) drew_first = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) anna_in = NULL;
  g_autoptr(JsonNode) cor_refused = NULL;
  JsonArray *found;
  gint64 anna, cor;

  mark_absent (f, f->event_id, "Anna");
  mark_absent (f, f->event_id, "Cor");
  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);

  found = search (f, "ann", &root);
  g_assert_cmpuint (json_array_get_length (found), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (
                                             json_array_get_object_element (found, 0),
                                             "events")), ==, 2);
  anna = json_object_get_int_member (json_array_get_object_element (found, 0), "player");
  cor = find_player (f, "cor");

  /* The second event is drawn: Anna is checked in to the first. */
  drew = cli (f, "draw", "--event", second, NULL);
  g_assert_false (day_checked_in (f, anna));
  anna_in = post_check_in (f, anna, "{}", 200);
  g_assert_true (is_key (json_object_get_string_member (json_node_get_object (anna_in), "key")));
  g_assert_true (present_in (f, f->event_id, "Anna"));
  g_assert_true (day_checked_in (f, anna));

  /* Cor's only event is drawn now too. */
  drew_first = cli (f, "draw", "--event", first, NULL);
  cor_refused = post_check_in (f, cor, "{}", 403);
  g_assert_false (present_in (f, f->event_id, "Cor"));
  g_assert_false (day_checked_in (f, cor));
}

/* One event of a day served alone: the keys the day's check-in handed
 * out open the players' pages there, and it has no check-in of its own
 * (the line names the day's instead). The desk renews a player's key:
 * with the link at the day's remembered address; a player not entered is
 * named with the day. */
static void
test_day_event_alone (PhoneFixture *f,
                      gconstpointer   data)
{
  g_autofree char *day = id_text (f->day_id);
  g_autofree char *me_url = NULL;
  g_autofree char *check_in = NULL;
  g_autofree char *player_key = NULL;
  g_autofree char *player = NULL;
  g_autofree char *own = NULL;
  g_autoptr(JsonNode) anna_in = NULL;
  g_autoptr(JsonNode) me = NULL;
  g_autoptr(JsonNode) renewed = NULL;
  g_autoptr(GError) error = NULL;
  g_auto(Answer) refused = { 0 };
  g_auto(CliRun) stranger = { 0 };
  JsonObject *line;
  gint64 anna;

  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  check_in = g_strdup (phone_fixture_check_in_key (f));
  anna = find_player (f, "anna");
  anna_in = post_check_in (f, anna, "{}", 200);
  player_key = g_strdup (json_object_get_string_member (json_node_get_object (anna_in), "key"));
  hammer_server_stop (f->server);
  g_clear_object (&f->server);
  g_clear_pointer (&f->description, json_node_unref);

  f->server = serve_test_start (f->path, f->event_id, 0, &f->description);
  line = json_node_get_object (f->description);
  g_assert_false (json_object_has_member (line, "check_in"));
  g_assert_cmpint (json_object_get_int_member (line, "check_in_day"), ==, f->day_id);
  me_url = phone_fixture_url (f, "api/me", player_key);
  me = get_json_in_language (f->session, me_url, "en");
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (me), "player"), ==, anna);
  phone_fixture_fetch (f, "api/players?q=an", check_in, NULL, NULL, &refused);
  g_assert_cmpuint (refused.status, ==, 403);

  /* The desk renews Anna's link: the day's address is remembered. */
  {
    g_autoptr(HammerStore) store = hammer_store_open (f->path, &error);

    g_assert_no_error (error);
    g_assert_true (hammer_board_entry_set_day_url (store, f->day_id, "http://192.0.2.7:8080/",
                                                   &error));
    g_assert_no_error (error);
  }
  player = id_text (anna);
  renewed = cli (f, "serve", "check-in", "--day", day, "--renew-player", player, NULL);
  own = g_strdup_printf ("http://192.0.2.7:8080/me?key=%s",
                         json_object_get_string_member (json_node_get_object (renewed),
                                                        "player_key"));
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (renewed), "url"), ==,
                   own);
  cli_run (&stranger, f->path, NULL, "serve", "check-in", "--day", day, "--renew-player", "999",
           NULL);
  g_assert_cmpint (stranger.status, !=, 0);
  g_assert_nonnull (strstr (stranger.err, "Player 999"));
  g_assert_nonnull (strstr (stranger.err, "day"));
}

/* A wrong key, a player not entered, a bad body, a post from another
 * site, a body over the limit and a flood: refused, nothing stored, the
 * refusal in the phone's language. */
static void
test_refusals (PhoneFixture   *f,
               gconstpointer   data)
{
  g_auto(Answer) page = { 0 };
  g_auto(Answer) good_page = { 0 };
  g_auto(Answer) wrong = { 0 };
  g_auto(Answer) malformed = { 0 };
  g_auto(Answer) bad_event = { 0 };
  g_autoptr(JsonNode) stranger = NULL;
  g_autoptr(SoupMessage) german = NULL;
  g_autoptr(GBytes) german_body = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *german_url = NULL;
  g_autofree char *post_url = NULL;
  g_autofree char *search_url = NULL;
  g_autofree char *wrong_key = NULL;
  const char *key;
  gint64 anna;

  mark_absent (f, f->event_id, "Anna de Vries");
  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  anna = find_player (f, "anna");
  key = phone_fixture_check_in_key (f);
  wrong_key = g_strdup (key);
  wrong_key[0] = wrong_key[0] == 'a' ? 'b' : 'a';

  /* The page opened with a wrong key is still the page, 403, never kept. */
  phone_fixture_fetch (f, "check-in", wrong_key, NULL, NULL, &page);
  g_assert_cmpuint (page.status, ==, 403);
  g_assert_nonnull (strstr (page.body, "<html"));
  phone_fixture_fetch (f, "check-in", key, NULL, NULL, &good_page);
  g_assert_cmpuint (good_page.status, ==, 200);
  g_assert_cmpstr (soup_message_headers_get_one (good_page.headers, "Cache-Control"), ==,
                   "no-store");
  g_assert_cmpstr (soup_message_headers_get_one (good_page.headers, "Referrer-Policy"), ==,
                   "no-referrer");

  phone_fixture_fetch (f, "api/players?q=anna", wrong_key, NULL, NULL, &wrong);
  g_assert_cmpuint (wrong.status, ==, 403);
  post_url = phone_fixture_url (f, "api/players/1/check-in", wrong_key);

  /* The refusal of a wrong key, in German for a German phone. */
  german_url = phone_fixture_url (f, "api/players?q=anna", wrong_key);
  german = soup_message_new ("GET", german_url);
  soup_message_headers_replace (soup_message_get_request_headers (german), "Accept-Language",
                                "de-DE,de;q=0.9");
  german_body = soup_session_send_and_read (f->session, german, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (german), ==, 403);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (german_body, NULL),
                                  g_bytes_get_size (german_body), "Schlüssel"));

  /* A player who is not entered here. */
  stranger = post_check_in (f, 9999, "{}", 404);

  phone_fixture_fetch (f, "api/players/1/check-in", key, "{\"event\": ", NULL, &malformed);
  g_assert_cmpuint (malformed.status, ==, 400);
  phone_fixture_fetch (f, "api/players/1/check-in", key, "{\"event\": \"one\"}", NULL, &bad_event);
  g_assert_cmpuint (bad_event.status, ==, 400);

  /* A page of another site that knows the key cannot check anyone in. */
  g_free (post_url);
  post_url = phone_fixture_url (f, "api/players/1/check-in", key);
  serve_test_assert_foreign (f->session, post_url, "{}");
  serve_test_assert_too_large (f->session, post_url, "{\"event\": 1, \"x\": \"", "\"}");
  /* The refusal says what the body is for: a check-in, not a result. */
  {
    g_autoptr(GString) big = g_string_new ("{\"event\": 1, \"x\": \"");
    g_auto(Answer) too_large = { 0 };

    while (big->len < 70 * 1024)
      g_string_append (big, "xxxxxxxxxxxxxxxx");
    g_string_append (big, "\"}");
    phone_fixture_fetch (f, "api/players/1/check-in", phone_fixture_check_in_key (f), big->str, NULL, &too_large);
    g_assert_cmpuint (too_large.status, ==, 413);
    g_assert_nonnull (strstr (too_large.body, "a check-in is at most 64 KiB"));
  }
  g_assert_false (present_in (f, f->event_id, "Anna de Vries"));
  (void) anna;

  /* A flood from one address. */
  search_url = phone_fixture_url (f, "api/players?q=an", key);
  serve_test_assert_flood (f->server, f->session, search_url);
}

/* The keys of check-in and of a player are never in the hall's page or
 * JSON, nor in the server's trace. */
static void
test_keys_kept (PhoneFixture   *f,
                gconstpointer   data)
{
  g_autofree char *trace = g_build_filename (f->dir, "trace.txt", NULL);
  g_autofree char *logged = NULL;
  g_autofree char *player_key = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *check_in = NULL;
  const char *paths[] = { "", "api/event" };
  gint64 anna;

  g_setenv ("HAMMER_SERVE_TRACE", trace, TRUE);
  phone_fixture_start (f);
  g_unsetenv ("HAMMER_SERVE_TRACE");
  phone_fixture_set_open (f, TRUE);
  check_in = g_strdup (phone_fixture_check_in_key (f));
  anna = find_player (f, "anna");
  answer = post_check_in (f, anna, "{}", 200);
  player_key = g_strdup (json_object_get_string_member (json_node_get_object (answer), "key"));

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      g_auto(Answer) hall = { 0 };
      g_autofree char *url = g_strconcat (hammer_server_get_url (f->server), paths[i], NULL);

      request (f->session, url, NULL, NULL, &hall);
      g_assert_cmpuint (hall.status, ==, 200);
      g_assert_null (strstr (hall.body, check_in));
      g_assert_null (strstr (hall.body, player_key));
    }
  hammer_server_stop (f->server);
  g_assert_true (g_file_get_contents (trace, &logged, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (strstr (logged, "check-in"));
  g_assert_null (strstr (logged, check_in));
  g_assert_null (strstr (logged, player_key));
}

/* Whether check-in is open, as the page asks: {"open", "drawn"}. */
static void
assert_page_open (PhoneFixture *f,
                  gboolean        open,
                  gboolean        drawn)
{
  g_auto(Answer) answer = { 0 };
  g_autoptr(JsonNode) root = NULL;

  phone_fixture_fetch (f, "api/late-entries", phone_fixture_check_in_key (f), NULL, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  root = test_parse_json (answer.body);
  g_assert_cmpint (json_object_get_boolean_member (json_node_get_object (root), "open"), ==,
                   open);
  g_assert_cmpint (json_object_get_boolean_member (json_node_get_object (root), "drawn"), ==,
                   drawn);
}

/* Once every event of the day is drawn, check-in is closed, whatever the
 * desk's switch said: the CLI, the page's question and the page agree;
 * the page names the day, escaped, before any script runs. */
static void
test_day_drawn_closed (PhoneFixture *f,
                       gconstpointer   data)
{
  g_autofree char *day = id_text (f->day_id);
  g_autofree char *first = id_text (f->event_id);
  g_autofree char *second = id_text (f->second_id);
  g_autoptr(JsonNode) drew = NULL;
  g_autoptr(JsonNode) drew_second = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_auto(Answer) page = { 0 };

  cli_ok (f->path, "day", "edit", "--day", day, "--name", "Open & <Co>", NULL);
  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  phone_fixture_fetch (f, "check-in", phone_fixture_check_in_key (f), NULL, NULL, &page);
  g_assert_cmpuint (page.status, ==, 200);
  g_assert_nonnull (strstr (page.body, "<title>Open &amp; &lt;Co&gt;</title>"));
  g_assert_nonnull (strstr (page.body, ">Open &amp; &lt;Co&gt;</h1>"));
  g_assert_null (strstr (page.body, "<Co>"));

  drew = cli (f, "draw", "--event", first, NULL);
  assert_page_open (f, TRUE, FALSE);
  drew_second = cli (f, "draw", "--event", second, NULL);
  assert_page_open (f, FALSE, TRUE);
  state = cli (f, "serve", "check-in", "--day", day, NULL);
  g_assert_false (json_object_get_boolean_member (json_node_get_object (state), "open"));
  g_assert_true (json_object_get_boolean_member (json_node_get_object (state), "drawn"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/serve/check-in/serve-line", PhoneFixture, NULL, event_set_up,
              test_serve_line, phone_fixture_tear_down);
  g_test_add ("/serve/check-in/search", PhoneFixture, NULL, event_set_up, test_search,
              phone_fixture_tear_down);
  g_test_add ("/serve/check-in/event", PhoneFixture, NULL, event_set_up, test_event_check_in,
              phone_fixture_tear_down);
  g_test_add ("/serve/check-in/event-closed", PhoneFixture, NULL, event_set_up,
              test_event_closed, phone_fixture_tear_down);
  g_test_add ("/serve/check-in/day", PhoneFixture, NULL, day_set_up, test_day_check_in,
              phone_fixture_tear_down);
  g_test_add ("/serve/check-in/day-event-alone", PhoneFixture, NULL, day_set_up,
              test_day_event_alone, phone_fixture_tear_down);
  g_test_add ("/serve/check-in/day-drawn-closed", PhoneFixture, NULL, day_set_up,
              test_day_drawn_closed, phone_fixture_tear_down);
  g_test_add ("/serve/check-in/refusals", PhoneFixture, NULL, event_set_up, test_refusals,
              phone_fixture_tear_down);
  g_test_add ("/serve/check-in/keys-kept", PhoneFixture, NULL, event_set_up, test_keys_kept,
              phone_fixture_tear_down);
  return g_test_run ();
}
