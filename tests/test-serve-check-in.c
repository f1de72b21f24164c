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

#include "serve/hammer-server.h"
#include "test-common.h"
#include "test-serve-common.h"

typedef struct
{
  char         *dir;
  char         *path;
  gint64        event_id;   /* a lone event, or the day's first */
  gint64        day_id;     /* 0 for a lone event */
  gint64        second_id;  /* the day's second event */
  HammerServer *server;
  JsonNode     *description;
  SoupSession  *session;
} CheckInFixture;

/* Runs hammer-cli with the arguments after @first on @f's file; what it
 * printed, which must be JSON; it must succeed. */
static JsonNode *
cli (CheckInFixture *f,
     const char     *first,
     ...) G_GNUC_NULL_TERMINATED;

static JsonNode *
cli (CheckInFixture *f,
     const char     *first,
     ...)
{
  g_auto(CliRun) run = { 0 };
  va_list args;

  va_start (args, first);
  cli_runv (&run, f->path, NULL, first, args);
  va_end (args);
  if (run.status != 0)
    g_error ("hammer-cli %s failed: %s%s", first, run.out, run.err);
  return test_parse_json (run.out);
}

static gint64
cli_id (CheckInFixture *f,
        const char     *first,
        ...) G_GNUC_NULL_TERMINATED;

static gint64
cli_id (CheckInFixture *f,
        const char     *first,
        ...)
{
  g_auto(CliRun) run = { 0 };
  g_autoptr(JsonNode) out = NULL;
  va_list args;

  va_start (args, first);
  cli_runv (&run, f->path, NULL, first, args);
  va_end (args);
  g_assert_cmpint (run.status, ==, 0);
  out = test_parse_json (run.out);
  return json_object_get_int_member (json_node_get_object (out), "id");
}

static char *
id_text (gint64 id)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT, id);
}

/* A lone event of four, one of them with markup in the name, not drawn. */
static void
event_set_up (CheckInFixture *f,
              gconstpointer   data)
{
  g_autofree char *event = NULL;
  g_autoptr(JsonNode) added = NULL;

  f->path = tmp_db_path ("hammer-check-in-XXXXXX", &f->dir);
  f->event_id = cli_id (f, "event", "create", "--name", "Singles", "--rules", "table",
                        "--format", "single-elimination", "--boards", "2", NULL);
  event = id_text (f->event_id);
  added = cli (f, "entrants", "add", "--event", event, "Anna de Vries", "<b>Bert</b> Jansen",
               "Jürgen Müller", "Dirk", NULL);
  f->session = soup_session_new ();
}

/* A day of two events: Anna and Bert in both, Cor in the first only. */
static void
day_set_up (CheckInFixture *f,
            gconstpointer   data)
{
  g_autofree char *day = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(JsonNode) one = NULL;
  g_autoptr(JsonNode) two = NULL;

  f->path = tmp_db_path ("hammer-check-in-day-XXXXXX", &f->dir);
  f->day_id = cli_id (f, "day", "create", "--name", "Open & <Co>", "--date", "2026-12-05",
                      "--boards",
                      "2", NULL);
  day = id_text (f->day_id);
  f->event_id = cli_id (f, "event", "create", "--name", "Singles", "--rules", "table",
                        "--format", "single-elimination", "--day", day, NULL);
  f->second_id = cli_id (f, "event", "create", "--name", "Mixed", "--rules", "table",
                         "--format", "round-robin", "--day", day, NULL);
  first = id_text (f->event_id);
  second = id_text (f->second_id);
  one = cli (f, "entrants", "add", "--event", first, "Anna", "Bert", "Cor", "Dirk", NULL);
  two = cli (f, "entrants", "add", "--event", second, "Anna", "Bert", "Eva", NULL);
  f->session = soup_session_new ();
}

static void
tear_down (CheckInFixture *f,
           gconstpointer   data)
{
  serve_test_stop (&f->server, &f->description, &f->session, &f->dir, &f->path);
}

static void
start (CheckInFixture *f)
{
  f->server = serve_test_start (f->path, f->event_id, f->day_id, &f->description);
}

static const char *
check_in_key (CheckInFixture *f)
{
  JsonObject *check_in = json_object_get_object_member (json_node_get_object (f->description),
                                                        "check_in");

  g_assert_nonnull (check_in);
  return json_object_get_string_member (check_in, "key");
}

/* The desk opens (@open) or closes check-in with hammer-cli. */
static void
set_open (CheckInFixture *f,
          gboolean        open)
{
  g_autofree char *id = id_text (f->day_id != 0 ? f->day_id : f->event_id);
  g_autoptr(JsonNode) out = cli (f, "serve", "check-in", f->day_id != 0 ? "--day" : "--event",
                                 id, open ? "--open" : "--close", NULL);

  g_assert_cmpint (json_object_get_boolean_member (json_node_get_object (out), "open"), ==,
                   open);
}

/* @path under the server's address, with @key as ?key= (or &key=). */
static char *
url_with_key (CheckInFixture *f,
              const char     *path,
              const char     *key)
{
  return g_strdup_printf ("%s%s%skey=%s", hammer_server_get_url (f->server), path,
                          strchr (path, '?') != NULL ? "&" : "?", key);
}

static void
fetch (CheckInFixture *f,
       const char     *path,
       const char     *key,
       const char     *body,
       Answer         *answer)
{
  g_autofree char *url = url_with_key (f, path, key);

  request (f->session, url, body, NULL, answer);
}

static JsonArray *
search (CheckInFixture *f,
        const char     *text,
        JsonNode      **root)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *escaped = g_uri_escape_string (text, NULL, FALSE);
  g_autofree char *path = g_strdup_printf ("api/players?q=%s", escaped);

  fetch (f, path, check_in_key (f), NULL, &answer);
  g_assert_cmpuint (answer.status, ==, 200);
  *root = test_parse_json (answer.body);
  return json_node_get_array (*root);
}

/* The player id of the one entrant whose name holds @text. */
static gint64
find_player (CheckInFixture *f,
             const char     *text)
{
  g_autoptr(JsonNode) root = NULL;
  JsonArray *found = search (f, text, &root);

  g_assert_cmpuint (json_array_get_length (found), ==, 1);
  return json_object_get_int_member (json_array_get_object_element (found, 0), "player");
}

static JsonNode *
post_check_in (CheckInFixture *f,
               gint64          player,
               const char     *body,
               guint           status)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *path = g_strdup_printf ("api/players/%" G_GINT64_FORMAT "/check-in", player);

  fetch (f, path, check_in_key (f), body, &answer);
  g_assert_cmpuint (answer.status, ==, status);
  return test_parse_json (answer.body);
}

/* Whether entrant @name of event @event_id is present, as `event show` says. */
static gboolean
present_in (CheckInFixture *f,
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
mark_absent (CheckInFixture *f,
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
test_serve_line (CheckInFixture *f,
                 gconstpointer   data)
{
  JsonObject *check_in;
  g_autofree char *key = NULL;
  g_autofree char *expected = NULL;

  start (f);
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
  start (f);
  g_assert_cmpstr (check_in_key (f), ==, key);
}

/* A player finds their name by a part of it, whatever its case and accents;
 * a name with markup comes back as the text it is. */
static void
test_search (CheckInFixture *f,
             gconstpointer   data)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) none = NULL;
  g_autoptr(JsonNode) blank = NULL;
  g_autoptr(JsonNode) markup = NULL;
  JsonArray *found;
  JsonObject *player, *entry;

  start (f);
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
test_event_check_in (CheckInFixture *f,
                     gconstpointer   data)
{
  g_autoptr(JsonNode) closed = NULL;
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) again = NULL;
  g_autofree char *own = NULL;
  JsonObject *answer;
  gint64 anna;

  mark_absent (f, f->event_id, "Anna de Vries");
  start (f);
  anna = find_player (f, "anna");

  closed = post_check_in (f, anna, "{}", 403);
  g_assert_false (present_in (f, f->event_id, "Anna de Vries"));

  set_open (f, TRUE);
  first = post_check_in (f, anna, "{}", 200);
  answer = json_node_get_object (first);
  g_assert_cmpint (json_object_get_int_member (answer, "player"), ==, anna);
  g_assert_true (is_key (json_object_get_string_member (answer, "key")));
  g_assert_cmpstr (json_object_get_string_member (answer, "key"), !=, check_in_key (f));
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
test_event_closed (CheckInFixture *f,
                   gconstpointer   data)
{
  g_autoptr(JsonNode) closed = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) drew = NULL;
  g_autofree char *event = id_text (f->event_id);
  gint64 dirk;

  mark_absent (f, f->event_id, "Dirk");
  start (f);
  dirk = find_player (f, "dirk");
  set_open (f, TRUE);
  set_open (f, FALSE);
  closed = post_check_in (f, dirk, "{}", 403);
  g_assert_false (present_in (f, f->event_id, "Dirk"));

  set_open (f, TRUE);
  drew = cli (f, "draw", "--event", event, NULL);
  drawn = post_check_in (f, dirk, "{}", 403);
  g_assert_nonnull (strstr (json_object_get_string_member (
                              json_object_get_object_member (json_node_get_object (drawn),
                                                             "error"), "message"), "draw"));
  g_assert_false (present_in (f, f->event_id, "Dirk"));
}

/* Whether player @player is checked in at the day's desk. */
static gboolean
day_checked_in (CheckInFixture *f,
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
test_day_check_in (CheckInFixture *f,
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
  start (f);
  set_open (f, TRUE);

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

/* Whether check-in is open, as the page asks: {"open", "drawn"}. */
static void
assert_page_open (CheckInFixture *f,
                  gboolean        open,
                  gboolean        drawn)
{
  g_auto(Answer) answer = { 0 };
  g_autoptr(JsonNode) root = NULL;

  fetch (f, "api/late-entries", check_in_key (f), NULL, &answer);
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
test_day_drawn_closed (CheckInFixture *f,
                       gconstpointer   data)
{
  g_autofree char *day = id_text (f->day_id);
  g_autofree char *first = id_text (f->event_id);
  g_autofree char *second = id_text (f->second_id);
  g_autoptr(JsonNode) drew = NULL;
  g_autoptr(JsonNode) drew_second = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_auto(Answer) page = { 0 };

  start (f);
  set_open (f, TRUE);
  fetch (f, "check-in", check_in_key (f), NULL, &page);
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

/* A wrong key, a player not entered, a bad body, a post from another
 * site, a body over the limit and a flood: refused, nothing stored, the
 * refusal in the phone's language. */
static void
test_refusals (CheckInFixture *f,
               gconstpointer   data)
{
  g_auto(Answer) page = { 0 };
  g_auto(Answer) good_page = { 0 };
  g_auto(Answer) wrong = { 0 };
  g_auto(Answer) malformed = { 0 };
  g_auto(Answer) bad_event = { 0 };
  g_auto(Answer) too_large = { 0 };
  g_autoptr(JsonNode) stranger = NULL;
  g_autoptr(SoupMessage) german = NULL;
  g_autoptr(SoupMessage) foreign = NULL;
  g_autoptr(GBytes) german_body = NULL;
  g_autoptr(GBytes) foreign_body = NULL;
  g_autoptr(GBytes) empty = g_bytes_new_static ("{}", 2);
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) big = g_string_new ("{\"event\": 1, \"x\": \"");
  g_autofree char *german_url = NULL;
  g_autofree char *post_url = NULL;
  g_autofree char *wrong_key = NULL;
  guint n_refused = 0;
  gint64 anna;

  mark_absent (f, f->event_id, "Anna de Vries");
  start (f);
  set_open (f, TRUE);
  anna = find_player (f, "anna");
  wrong_key = g_strdup (check_in_key (f));
  wrong_key[0] = wrong_key[0] == 'a' ? 'b' : 'a';

  /* The page opened with a wrong key is still the page, 403, never kept. */
  fetch (f, "check-in", wrong_key, NULL, &page);
  g_assert_cmpuint (page.status, ==, 403);
  g_assert_nonnull (strstr (page.body, "<html"));
  fetch (f, "check-in", check_in_key (f), NULL, &good_page);
  g_assert_cmpuint (good_page.status, ==, 200);
  g_assert_cmpstr (soup_message_headers_get_one (good_page.headers, "Cache-Control"), ==,
                   "no-store");
  g_assert_cmpstr (soup_message_headers_get_one (good_page.headers, "Referrer-Policy"), ==,
                   "no-referrer");

  fetch (f, "api/players?q=anna", wrong_key, NULL, &wrong);
  g_assert_cmpuint (wrong.status, ==, 403);
  post_url = url_with_key (f, "api/players/1/check-in", wrong_key);

  /* The refusal of a wrong key, in German for a German phone. */
  german_url = url_with_key (f, "api/players?q=anna", wrong_key);
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

  fetch (f, "api/players/1/check-in", check_in_key (f), "{\"event\": ", &malformed);
  g_assert_cmpuint (malformed.status, ==, 400);
  fetch (f, "api/players/1/check-in", check_in_key (f), "{\"event\": \"one\"}", &bad_event);
  g_assert_cmpuint (bad_event.status, ==, 400);

  /* A page of another site that knows the key cannot check anyone in. */
  g_free (post_url);
  post_url = url_with_key (f, "api/players/1/check-in", check_in_key (f));
  foreign = soup_message_new ("POST", post_url);
  soup_message_set_request_body_from_bytes (foreign, "application/json", empty);
  soup_message_headers_replace (soup_message_get_request_headers (foreign), "Origin",
                                "http://evil.example");
  foreign_body = soup_session_send_and_read (f->session, foreign, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (soup_message_get_status (foreign), ==, 403);

  while (big->len < 70 * 1024)
    g_string_append (big, "xxxxxxxxxxxxxxxx");
  g_string_append (big, "\"}");
  fetch (f, "api/players/1/check-in", check_in_key (f), big->str, &too_large);
  g_assert_cmpuint (too_large.status, ==, 413);
  g_assert_false (present_in (f, f->event_id, "Anna de Vries"));
  (void) anna;

  /* A flood from one address. */
  hammer_server_set_rate_limit (f->server, 1, 3);
  for (guint i = 0; i < 6; i++)
    {
      g_auto(Answer) answer = { 0 };

      fetch (f, "api/players?q=an", check_in_key (f), NULL, &answer);
      n_refused += answer.status == 429;
    }
  g_assert_cmpuint (n_refused, >=, 1);
}

/* The keys of check-in and of a player are never in the hall's page or
 * JSON, nor in the server's trace. */
static void
test_keys_kept (CheckInFixture *f,
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
  start (f);
  g_unsetenv ("HAMMER_SERVE_TRACE");
  set_open (f, TRUE);
  check_in = g_strdup (check_in_key (f));
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

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/serve/check-in/serve-line", CheckInFixture, NULL, event_set_up,
              test_serve_line, tear_down);
  g_test_add ("/serve/check-in/search", CheckInFixture, NULL, event_set_up, test_search,
              tear_down);
  g_test_add ("/serve/check-in/event", CheckInFixture, NULL, event_set_up, test_event_check_in,
              tear_down);
  g_test_add ("/serve/check-in/event-closed", CheckInFixture, NULL, event_set_up,
              test_event_closed, tear_down);
  g_test_add ("/serve/check-in/day", CheckInFixture, NULL, day_set_up, test_day_check_in,
              tear_down);
  g_test_add ("/serve/check-in/day-drawn-closed", CheckInFixture, NULL, day_set_up,
              test_day_drawn_closed, tear_down);
  g_test_add ("/serve/check-in/refusals", CheckInFixture, NULL, event_set_up, test_refusals,
              tear_down);
  g_test_add ("/serve/check-in/keys-kept", CheckInFixture, NULL, event_set_up, test_keys_kept,
              tear_down);
  return g_test_run ();
}
