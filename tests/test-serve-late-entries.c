/* test-serve-late-entries.c — late entries asked for from the check-in
 * page: a player not on the list asks, the desk accepts (the entrant is
 * made, the phone gets its own page) or declines (the phone is told), and
 * every refusal stores nothing; all through real HTTP on loopback, the
 * desk's answers through hammer-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "events/hammer-entry-requests.h"
#include "serve/hammer-server.h"
#include "test-common.h"
#include "test-serve-common.h"

/* A lone event of two, not drawn. */
static void
event_set_up (PhoneFixture  *f,
              gconstpointer  data)
{
  phone_fixture_event (f, "hammer-late-XXXXXX", NULL, "Anna,Bert");
}

/* A day of two events, Anna and Bert in both. */
static void
day_set_up (PhoneFixture  *f,
            gconstpointer  data)
{
  phone_fixture_day (f, "hammer-late-day-XXXXXX", NULL, NULL, "Anna,Bert", "Anna,Bert");
}

/* Asks with @body; answers @status; the answer's JSON. */
static JsonNode *
ask (PhoneFixture *f,
     const char  *body,
     guint        status)
{
  g_auto(Answer) answer = { 0 };

  phone_fixture_fetch (f, "api/late-entries", phone_fixture_check_in_key (f), body, NULL,
                       &answer);
  g_assert_cmpuint (answer.status, ==, status);
  return test_parse_json (answer.body);
}

/* The phone's look at request @request with @key: its JSON. */
static JsonNode *
poll_answer (PhoneFixture *f,
             gint64       request,
             const char  *key,
             guint        status)
{
  g_auto(Answer) answer = { 0 };
  g_autofree char *path = g_strdup_printf ("api/late-entries/%" G_GINT64_FORMAT, request);

  phone_fixture_fetch (f, path, key, NULL, NULL, &answer);
  g_assert_cmpuint (answer.status, ==, status);
  g_assert_cmpstr (soup_message_headers_get_one (answer.headers, "Cache-Control"), ==,
                   "no-store");
  return test_parse_json (answer.body);
}

static const char *
member_text (JsonNode   *node,
             const char *member)
{
  return json_object_get_string_member (json_node_get_object (node), member);
}

static gint64
member_int (JsonNode   *node,
            const char *member)
{
  return json_object_get_int_member (json_node_get_object (node), member);
}

/* The message of a refusal's {"error": {"message"}}. */
static const char *
message_of (JsonNode *node)
{
  return json_object_get_string_member (json_object_get_object_member (
                                          json_node_get_object (node), "error"), "message");
}

/* The names of event @event_id's entrants, "Anna, Bert". */
static char *
entrant_names (PhoneFixture *f,
               gint64       event_id)
{
  g_autofree char *event = id_text (event_id);
  g_autoptr(JsonNode) shown = cli_json_ok (f->path, "event", "show", "--event", event, NULL);
  JsonArray *entrants = json_object_get_array_member (json_node_get_object (shown), "entrants");
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint i = 0; i < json_array_get_length (entrants); i++)
    g_ptr_array_add (names, (gpointer) json_object_get_string_member (
                       json_array_get_object_element (entrants, i), "name"));
  g_ptr_array_add (names, NULL);
  return g_strjoinv (", ", (char **) names->pdata);
}

/* How many requests the desk has, answered or not. */
static guint
n_requests (PhoneFixture *f)
{
  g_autofree char *id = id_text (f->day_id != 0 ? f->day_id : f->event_id);
  g_autoptr(JsonNode) all = cli_json_ok (f->path, "entrants", "requests",
                                         f->day_id != 0 ? "--day" : "--event", id, "--all",
                                         NULL);

  return json_array_get_length (json_node_get_array (all));
}

/* Whether the day's list has @name checked in. */
static gboolean
checked_in (PhoneFixture *f,
            const char  *name)
{
  g_autofree char *day = id_text (f->day_id);
  g_autoptr(JsonNode) players = cli_json_ok (f->path, "day", "players", "--day", day, NULL);
  JsonArray *list = json_object_get_array_member (json_node_get_object (players), "players");

  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *player = json_array_get_object_element (list, i);

      if (g_str_equal (json_object_get_string_member (player, "name"), name))
        return json_object_get_boolean_member (player, "checked_in");
    }
  g_assert_not_reached ();
}

/* A player not on the list asks, with markup in the name; the desk sees it
 * as text and accepts; the phone then learns it is in, with its own page,
 * and the entrant is there under the name typed. */
static void
test_event_accept (PhoneFixture  *f,
                   gconstpointer  data)
{
  g_autoptr(JsonNode) events = NULL;
  g_autoptr(JsonNode) asked = NULL;
  g_autoptr(JsonNode) waiting = NULL;
  g_autoptr(JsonNode) listed = NULL;
  g_autoptr(JsonNode) accepted = NULL;
  g_autoptr(JsonNode) answer = NULL;
  g_autofree char *body = NULL;
  g_autofree char *event = id_text (f->event_id);
  g_autofree char *request = NULL;
  g_autofree char *names = NULL;
  g_autofree char *own = NULL;
  g_auto(Answer) list = { 0 };
  g_auto(CliRun) twice = { 0 };
  JsonObject *first;
  gint64 id;

  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  phone_fixture_fetch (f, "api/late-entries", phone_fixture_check_in_key (f), NULL, NULL,
                       &list);
  g_assert_cmpuint (list.status, ==, 200);
  events = test_parse_json (list.body);
  g_assert_true (json_object_get_boolean_member (json_node_get_object (events), "open"));
  first = json_array_get_object_element (json_object_get_array_member (
                                           json_node_get_object (events), "events"), 0);
  g_assert_cmpint (json_object_get_int_member (first, "event"), ==, f->event_id);
  g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "Singles");

  body = g_strdup_printf ("{\"name\": \"  <b>Zoë</b> Smit \", \"club\": \"De Schuif\","
                          " \"events\": [%" G_GINT64_FORMAT "]}", f->event_id);
  asked = ask (f, body, 202);
  id = member_int (asked, "request");
  g_assert_cmpint (id, >, 0);
  g_assert_cmpstr (member_text (asked, "state"), ==, "waiting");
  g_assert_cmpuint (strlen (member_text (asked, "key")), ==, 32);

  waiting = poll_answer (f, id, member_text (asked, "key"), 200);
  g_assert_cmpstr (member_text (waiting, "state"), ==, "waiting");
  g_assert_false (json_object_has_member (json_node_get_object (waiting), "url"));

  /* The desk sees it at once, the name as typed, without the blanks. */
  listed = cli_json_ok (f->path, "entrants", "requests", "--event", event, NULL);
  g_assert_cmpuint (json_array_get_length (json_node_get_array (listed)), ==, 1);
  first = json_array_get_object_element (json_node_get_array (listed), 0);
  g_assert_cmpstr (json_object_get_string_member (first, "name"), ==, "<b>Zoë</b> Smit");
  g_assert_cmpstr (json_object_get_string_member (first, "club"), ==, "De Schuif");
  g_assert_cmpstr (json_object_get_string_member (first, "state"), ==, "waiting");

  request = id_text (id);
  accepted = cli_json_ok (f->path, "entrants", "requests", "accept", "--request", request, NULL);
  g_assert_cmpstr (member_text (accepted, "state"), ==, "accepted");
  g_assert_cmpint (member_int (accepted, "player"), >, 0);
  names = entrant_names (f, f->event_id);
  g_assert_cmpstr (names, ==, "Anna, Bert, <b>Zoë</b> Smit");

  /* The phone's next look: in, with its own page. */
  answer = poll_answer (f, id, member_text (asked, "key"), 200);
  g_assert_cmpstr (member_text (answer, "state"), ==, "accepted");
  g_assert_cmpint (member_int (answer, "player"), ==, member_int (accepted, "player"));
  own = g_strdup_printf ("/me?key=%s", member_text (answer, "key"));
  g_assert_nonnull (strstr (member_text (answer, "url"), own));

  /* Answered once: a second answer is refused and enters nobody again. */
  cli_run (&twice, f->path, NULL, "entrants", "requests", "accept", "--request", request, NULL);
  g_assert_cmpint (twice.status, ==, 2);
  g_assert_nonnull (strstr (twice.err, "accepted already"));
  g_free (names);
  names = entrant_names (f, f->event_id);
  g_assert_cmpstr (names, ==, "Anna, Bert, <b>Zoë</b> Smit");
}

/* On a day: a request for both events, accepted, enters the player in
 * both and checks them in; another, declined, enters nobody and the phone
 * is told. */
static void
test_day_accept_and_decline (PhoneFixture  *f,
                             gconstpointer  data)
{
  g_autofree char *body = NULL;
  g_autofree char *other = NULL;
  g_autoptr(JsonNode) asked = NULL;
  g_autoptr(JsonNode) second = NULL;
  g_autoptr(JsonNode) accepted = NULL;
  g_autoptr(JsonNode) declined = NULL;
  g_autoptr(JsonNode) told = NULL;
  g_autofree char *request = NULL;
  g_autofree char *second_request = NULL;
  g_autofree char *singles = NULL;
  g_autofree char *mixed = NULL;

  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  body = g_strdup_printf ("{\"name\": \"Cor\", \"events\": [%" G_GINT64_FORMAT ", %"
                          G_GINT64_FORMAT "]}", f->event_id, f->second_id);
  asked = ask (f, body, 202);
  other = g_strdup_printf ("{\"name\": \"Dirk\", \"club\": null, \"events\": [%" G_GINT64_FORMAT
                           "]}", f->second_id);
  second = ask (f, other, 202);

  request = id_text (member_int (asked, "request"));
  accepted = cli_json_ok (f->path, "entrants", "requests", "accept", "--request", request, NULL);
  singles = entrant_names (f, f->event_id);
  mixed = entrant_names (f, f->second_id);
  g_assert_cmpstr (singles, ==, "Anna, Bert, Cor");
  g_assert_cmpstr (mixed, ==, "Anna, Bert, Cor");
  g_assert_true (checked_in (f, "Cor"));

  second_request = id_text (member_int (second, "request"));
  declined = cli_json_ok (f->path, "entrants", "requests", "decline", "--request",
                          second_request, NULL);
  g_assert_cmpstr (member_text (declined, "state"), ==, "declined");
  told = poll_answer (f, member_int (second, "request"), member_text (second, "key"), 200);
  g_assert_cmpstr (member_text (told, "state"), ==, "declined");
  g_assert_false (json_object_has_member (json_node_get_object (told), "url"));
  g_free (mixed);
  mixed = entrant_names (f, f->second_id);
  g_assert_cmpstr (mixed, ==, "Anna, Bert, Cor");
}

/* Accepts the request of @asked (a phone's 202) at the desk: one change
 * in the history, and the phone's next look says it is in: with the link
 * to its own page (@own_page), or else told to get it at the desk. */
static void
accept_once (PhoneFixture *f,
             JsonNode     *asked,
             gboolean      own_page)
{
  g_autofree char *request = id_text (member_int (asked, "request"));
  g_autoptr(JsonNode) accepted = NULL;
  g_autoptr(JsonNode) told = NULL;
  gint64 before = test_count_changes (f->path);

  accepted = cli_json_ok (f->path, "entrants", "requests", "accept", "--request", request, NULL);
  g_assert_cmpstr (member_text (accepted, "state"), ==, "accepted");
  g_assert_cmpint (test_count_changes (f->path), ==, before + 1);
  told = poll_answer (f, member_int (asked, "request"), member_text (asked, "key"), 200);
  g_assert_cmpstr (member_text (told, "state"), ==, "accepted");
  g_assert_cmpint (json_object_has_member (json_node_get_object (told), "url"), ==, own_page);
  g_assert_cmpint (json_object_has_member (json_node_get_object (told), "key"), ==, own_page);
  g_assert_cmpint (json_object_has_member (json_node_get_object (told), "desk"), ==, !own_page);
}

/* A late entry is one person, whatever the name holds: "Piet / Klaas" and
 * a name with markup's "</i>" are entered in a singles event as one
 * player each, checked in, in one change, and the phone is answered. */
static void
test_day_name_with_slash (PhoneFixture  *f,
                          gconstpointer  data)
{
  g_autofree char *piet = NULL;
  g_autofree char *nico = NULL;
  g_autofree char *singles = NULL;
  g_autofree char *mixed = NULL;
  g_autoptr(JsonNode) asked_piet = NULL;
  g_autoptr(JsonNode) asked_nico = NULL;

  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  piet = g_strdup_printf ("{\"name\": \"Piet / Klaas\", \"club\": \"De Schuif\","
                          " \"events\": [%" G_GINT64_FORMAT "]}", f->event_id);
  nico = g_strdup_printf ("{\"name\": \"Nico <i>Laat</i>\", \"events\": [%" G_GINT64_FORMAT
                          ", %" G_GINT64_FORMAT "]}", f->event_id, f->second_id);
  asked_piet = ask (f, piet, 202);
  asked_nico = ask (f, nico, 202);
  accept_once (f, asked_piet, TRUE);
  accept_once (f, asked_nico, TRUE);
  singles = entrant_names (f, f->event_id);
  mixed = entrant_names (f, f->second_id);
  g_assert_cmpstr (singles, ==, "Anna, Bert, Piet / Klaas, Nico <i>Laat</i>");
  g_assert_cmpstr (mixed, ==, "Anna, Bert, Nico <i>Laat</i>");
  g_assert_true (checked_in (f, "Piet / Klaas"));
  g_assert_true (checked_in (f, "Nico <i>Laat</i>"));
  g_assert_cmpuint (n_requests (f), ==, 2);
}

/* A player checked in already, in one event, asks to play the other too:
 * entered, still checked in (present in the new event), in one change,
 * and the phone is answered. */
static void
test_day_checked_in_asks_again (PhoneFixture  *f,
                                gconstpointer  data)
{
  g_autofree char *first = id_text (f->event_id);
  g_autofree char *day = id_text (f->day_id);
  g_autofree char *player = NULL;
  g_autofree char *body = NULL;
  g_autofree char *mixed = NULL;
  g_autoptr(JsonNode) added = NULL;
  g_autoptr(JsonNode) in = NULL;
  g_autoptr(JsonNode) asked = NULL;
  JsonObject *entrant;

  added = cli_json_ok (f->path, "entrants", "add", "--event", first, "Eva", NULL);
  entrant = json_array_get_object_element (json_node_get_array (added), 0);
  player = id_text (json_array_get_int_element (json_object_get_array_member (entrant,
                                                                              "players"), 0));
  in = cli_json_ok (f->path, "day", "check-in", "--day", day, "--player", player, NULL);
  g_assert_true (checked_in (f, "Eva"));

  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  body = g_strdup_printf ("{\"name\": \"Eva\", \"events\": [%" G_GINT64_FORMAT "]}",
                          f->second_id);
  asked = ask (f, body, 202);
  /* Eva is on the list: the phone is not handed her page. */
  accept_once (f, asked, FALSE);
  mixed = entrant_names (f, f->second_id);
  g_assert_cmpstr (mixed, ==, "Anna, Bert, Eva");
  g_assert_true (checked_in (f, "Eva"));
}

/* Every refusal: check-in closed, a wrong key, bad names, bad events, the
 * draw made, malformed or foreign posts, a body over the limit, a flood,
 * another phone's key; nothing is stored. */
static void
test_refusals (PhoneFixture  *f,
               gconstpointer  data)
{
  g_autofree char *good = g_strdup_printf ("{\"name\": \"Eva\", \"events\": [%" G_GINT64_FORMAT
                                           "]}", f->event_id);
  g_autofree char *long_name = NULL;
  g_autofree char *long_club = NULL;
  g_autofree char *url = NULL;
  g_autofree char *event = id_text (f->event_id);
  g_autofree char *wrong_key = NULL;
  g_autoptr(GString) name = g_string_new (NULL);
  g_autoptr(JsonNode) closed = NULL;
  g_autoptr(JsonNode) asked = NULL;
  g_autoptr(JsonNode) drawn = NULL;
  g_autoptr(JsonNode) draw = NULL;
  g_auto(Answer) wrong = { 0 };
  g_auto(Answer) closed_list = { 0 };
  static const char *const refused[][2] = {
    { "{\"name\": \"\", \"events\": [1]}", "422" },
    { "{\"name\": \"   \", \"events\": [1]}", "422" },
    { "{\"name\": \"Eva\\u0007\", \"events\": [1]}", "422" },
    { "{\"name\": \"Eva\", \"events\": []}", "422" },
    { "{\"name\": \"Eva\", \"events\": [999]}", "422" },
    { "{\"name\": \"Eva\", \"events\": [\"1\"]}", "400" },
    { "{\"name\": \"Eva\", \"events\": 1}", "400" },
    { "{\"name\": 5, \"events\": [1]}", "400" },
    { "{\"name\": \"Eva\"", "400" },
    { "[1]", "400" },
  };
  const char *key;

  phone_fixture_start (f);
  key = phone_fixture_check_in_key (f);
  /* Closed: asked nothing, shown no events. */
  closed = ask (f, good, 403);
  g_assert_nonnull (strstr (message_of (closed), "closed"));
  phone_fixture_fetch (f, "api/late-entries", key, NULL, NULL, &closed_list);
  g_assert_cmpuint (closed_list.status, ==, 200);
  g_assert_nonnull (strstr (closed_list.body, "\"open\":false"));
  g_assert_nonnull (strstr (closed_list.body, "\"events\":[]"));

  phone_fixture_set_open (f, TRUE);
  wrong_key = g_strdup (key);
  wrong_key[0] = wrong_key[0] == 'a' ? 'b' : 'a';
  phone_fixture_fetch (f, "api/late-entries", wrong_key, good, NULL, &wrong);
  g_assert_cmpuint (wrong.status, ==, 403);

  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      g_auto(Answer) answer = { 0 };

      phone_fixture_fetch (f, "api/late-entries", key, refused[i][0], NULL, &answer);
      if (answer.status != (guint) atoi (refused[i][1]))
        g_error ("%s: %u, not %s: %s", refused[i][0], answer.status, refused[i][1],
                 answer.body);
      g_assert_nonnull (strstr (answer.body, "\"message\""));
    }
  for (guint i = 0; i < 61; i++)
    g_string_append (name, "é");
  long_name = g_strdup_printf ("{\"name\": \"%s\", \"events\": [1]}", name->str);
  g_clear_pointer (&asked, json_node_unref);
  asked = ask (f, long_name, 422);
  g_assert_nonnull (strstr (message_of (asked), "60"));
  long_club = g_strdup_printf ("{\"name\": \"Eva\", \"club\": \"%s\", \"events\": [1]}",
                               name->str);
  g_clear_pointer (&asked, json_node_unref);
  asked = ask (f, long_club, 422);

  /* A page of another site that knows the key cannot ask. */
  url = phone_fixture_url (f, "api/late-entries", key);
  serve_test_assert_foreign (f->session, url, good);
  serve_test_assert_too_large (f->session, url, "{\"name\": \"", "\", \"events\": [1]}");
  /* The refusal says what the body is for: a late entry, not a result. */
  {
    g_autoptr(GString) big = g_string_new ("{\"name\": \"");
    g_auto(Answer) too_large = { 0 };

    while (big->len < 70 * 1024)
      g_string_append (big, "xxxxxxxxxxxxxxxx");
    g_string_append (big, "\", \"events\": [1]}");
    phone_fixture_fetch (f, "api/late-entries", phone_fixture_check_in_key (f), big->str, NULL, &too_large);
    g_assert_cmpuint (too_large.status, ==, 413);
    g_assert_nonnull (strstr (too_large.body, "a late entry is at most 64 KiB"));
  }

  /* Another phone's request is not this key's to read. */
  g_clear_pointer (&asked, json_node_unref);
  asked = ask (f, good, 202);
  g_clear_pointer (&closed, json_node_unref);
  closed = poll_answer (f, member_int (asked, "request"), key, 403);
  g_clear_pointer (&closed, json_node_unref);
  closed = poll_answer (f, 9999, member_text (asked, "key"), 403);
  g_assert_cmpuint (n_requests (f), ==, 1);

  /* After the draw: refused, and the one waiting can no longer be accepted. */
  draw = cli_json_ok (f->path, "draw", "--event", event, "--seed", "1", NULL);
  drawn = ask (f, good, 403);
  g_assert_nonnull (strstr (message_of (drawn), "draw"));
  {
    g_autofree char *request = id_text (member_int (asked, "request"));
    g_auto(CliRun) run = { 0 };

    cli_run (&run, f->path, NULL, "entrants", "requests", "accept", "--request", request, NULL);
    g_assert_cmpint (run.status, ==, 2);
    g_assert_nonnull (strstr (run.err, "drawn already"));
  }
  g_assert_cmpuint (n_requests (f), ==, 1);

  /* A flood from one address. */
  serve_test_assert_flood (f->server, f->session, url);
}

/* Anyone may ask in the name of a player on the list (Anna checked in on
 * her phone), in other case and blanks: the desk sees whom it names, and
 * accepting enters Anna in the event asked for, but the phone that asked
 * never gets her key or link; it is told to see the desk, and Anna's own
 * key still opens her page. */
static void
test_day_listed_name (PhoneFixture   *f,
                      gconstpointer  data)
{
  g_autofree char *day = id_text (f->day_id);
  g_autofree char *body = NULL;
  g_autofree char *request_id = NULL;
  g_autofree char *anna_key = NULL;
  g_autofree char *names = NULL;
  g_autofree char *found_path = NULL;
  g_autoptr(JsonNode) found = NULL;
  g_autoptr(JsonNode) anna_in = NULL;
  g_autoptr(JsonNode) asked = NULL;
  g_autoptr(JsonNode) listed = NULL;
  g_autoptr(JsonNode) accepted = NULL;
  g_autoptr(JsonNode) told = NULL;
  g_autoptr(JsonNode) ladies = NULL;
  g_auto(Answer) search = { 0 };
  g_auto(Answer) checked = { 0 };
  g_auto(Answer) polled = { 0 };
  g_auto(Answer) page = { 0 };
  JsonObject *first, *named;
  gint64 anna, ladies_id;

  ladies = cli_json_ok (f->path, "event", "create", "--name", "Ladies", "--rules", "table",
                        "--format", "round-robin", "--day", day, NULL);
  ladies_id = member_int (ladies, "id");
  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  found_path = g_strdup_printf ("%sapi/players?q=anna&key=%s", hammer_server_get_url (f->server),
                                phone_fixture_check_in_key (f));
  request (f->session, found_path, NULL, NULL, &search);
  found = test_parse_json (search.body);
  anna = json_object_get_int_member (json_array_get_object_element (json_node_get_array (found),
                                                                    0), "player");
  {
    g_autofree char *path = g_strdup_printf ("api/players/%" G_GINT64_FORMAT "/check-in", anna);

    phone_fixture_fetch (f, path, phone_fixture_check_in_key (f), "{}", NULL, &checked);
  }
  g_assert_cmpuint (checked.status, ==, 200);
  anna_in = test_parse_json (checked.body);
  anna_key = g_strdup (member_text (anna_in, "key"));

  body = g_strdup_printf ("{\"name\": \"  anna  \", \"events\": [%" G_GINT64_FORMAT "]}",
                          ladies_id);
  asked = ask (f, body, 202);
  listed = cli_json_ok (f->path, "entrants", "requests", "--day", day, NULL);
  first = json_array_get_object_element (json_node_get_array (listed), 0);
  named = json_object_get_object_member (first, "listed");
  g_assert_nonnull (named);
  g_assert_cmpint (json_object_get_int_member (named, "player"), ==, anna);
  g_assert_cmpstr (json_object_get_string_member (named, "name"), ==, "Anna");
  g_assert_nonnull (strstr (json_object_get_string_member (first, "note"),
                            "Already on the list as Anna"));

  request_id = id_text (member_int (asked, "request"));
  accepted = cli_json_ok (f->path, "entrants", "requests", "accept", "--request", request_id,
                          NULL);
  g_assert_cmpstr (member_text (accepted, "state"), ==, "accepted");
  g_assert_true (json_object_get_null_member (json_node_get_object (accepted), "player"));
  g_assert_true (json_object_has_member (json_node_get_object (accepted), "listed"));
  names = entrant_names (f, ladies_id);
  g_assert_cmpstr (names, ==, "Anna");

  /* The phone: in, but no key and no link; nothing of Anna's key. */
  {
    g_autofree char *path = g_strdup_printf ("api/late-entries/%" G_GINT64_FORMAT,
                                             member_int (asked, "request"));

    phone_fixture_fetch (f, path, member_text (asked, "key"), NULL, NULL, &polled);
  }
  g_assert_cmpuint (polled.status, ==, 200);
  g_assert_null (strstr (polled.body, anna_key));
  told = test_parse_json (polled.body);
  g_assert_cmpstr (member_text (told, "state"), ==, "accepted");
  g_assert_true (json_object_get_boolean_member (json_node_get_object (told), "desk"));
  g_assert_false (json_object_has_member (json_node_get_object (told), "key"));
  g_assert_false (json_object_has_member (json_node_get_object (told), "url"));
  g_assert_false (json_object_has_member (json_node_get_object (told), "player"));
  phone_fixture_fetch (f, "api/me", anna_key, NULL, NULL, &page);
  g_assert_cmpuint (page.status, ==, 200);
}

/* Floods of late entries: one name waits at most twice for the desk
 * (case and blanks aside), and one address asks a few, then is told to
 * wait (429 with Retry-After); nothing more is stored. */
static void
test_flood (PhoneFixture   *f,
            gconstpointer  data)
{
  const char *zoe[] = { "Zoë Smit", " zoë   smit", "ZOË SMIT" };
  guint n_stored = 0, n_limited = 0;

  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  for (guint i = 0; i < G_N_ELEMENTS (zoe); i++)
    {
      g_autofree char *body = g_strdup_printf ("{\"name\": \"%s\", \"events\": [%"
                                               G_GINT64_FORMAT "]}", zoe[i], f->event_id);
      g_autoptr(JsonNode) answer = ask (f, body, i < 2 ? 202 : 403);

      if (i == 2)
        g_assert_nonnull (strstr (message_of (answer), "wait for the desk already"));
    }
  g_assert_cmpuint (n_requests (f), ==, 2);

  for (guint i = 0; i < 40; i++)
    {
      g_autofree char *body = g_strdup_printf ("{\"name\": \"Player %u\", \"events\": [%"
                                               G_GINT64_FORMAT "]}", i, f->event_id);
      g_auto(Answer) answer = { 0 };

      phone_fixture_fetch (f, "api/late-entries", phone_fixture_check_in_key (f), body, NULL, &answer);
      if (answer.status == 202)
        n_stored++;
      else
        {
          const char *retry = soup_message_headers_get_one (answer.headers, "Retry-After");

          g_assert_cmpuint (answer.status, ==, 429);
          g_assert_nonnull (retry);
          g_assert_cmpint (atoi (retry), >, 0);
          n_limited++;
        }
    }
  /* Five from one address, the two of Zoë's among them. */
  g_assert_cmpuint (n_stored, ==, 3);
  g_assert_cmpuint (n_limited, ==, 37);
  g_assert_cmpuint (n_requests (f), ==, 5);
}

/* At most HAMMER_ENTRY_REQUEST_MAX_WAITING wait for the desk: one more is
 * refused until the desk answers one. */
static void
test_too_many_waiting (PhoneFixture  *f,
                       gconstpointer  data)
{
  g_autofree char *good = g_strdup_printf ("{\"name\": \"Eva\", \"events\": [%" G_GINT64_FORMAT
                                           "]}", f->event_id);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (f->path, &error);
  g_autoptr(JsonNode) refused = NULL;
  g_autoptr(JsonNode) asked = NULL;
  g_autofree char *first = NULL;
  g_autoptr(JsonNode) declined = NULL;
  const gint64 events[] = { f->event_id };

  g_assert_no_error (error);
  phone_fixture_start (f);
  phone_fixture_set_open (f, TRUE);
  for (guint i = 0; i < HAMMER_ENTRY_REQUEST_MAX_WAITING; i++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", i);
      g_autofree char *key = g_strdup_printf ("%032x", i);

      g_assert_cmpint (hammer_entry_requests_ask (store, f->event_id, 0, name, NULL, events, 1,
                                                  key, &error), >, 0);
      g_assert_no_error (error);
    }
  refused = ask (f, good, 403);
  g_assert_nonnull (strstr (message_of (refused), "Too many"));
  g_assert_cmpuint (n_requests (f), ==, HAMMER_ENTRY_REQUEST_MAX_WAITING);

  first = g_strdup ("1");
  declined = cli_json_ok (f->path, "entrants", "requests", "decline", "--request", first, NULL);
  asked = ask (f, good, 202);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/serve/late-entries/event-accept", PhoneFixture, NULL, event_set_up,
              test_event_accept, phone_fixture_tear_down);
  g_test_add ("/serve/late-entries/day-accept-and-decline", PhoneFixture, NULL, day_set_up,
              test_day_accept_and_decline, phone_fixture_tear_down);
  g_test_add ("/serve/late-entries/day-name-with-slash", PhoneFixture, NULL, day_set_up,
              test_day_name_with_slash, phone_fixture_tear_down);
  g_test_add ("/serve/late-entries/day-checked-in-asks-again", PhoneFixture, NULL, day_set_up,
              test_day_checked_in_asks_again, phone_fixture_tear_down);
  g_test_add ("/serve/late-entries/day-listed-name", PhoneFixture, NULL, day_set_up,
              test_day_listed_name, phone_fixture_tear_down);
  g_test_add ("/serve/late-entries/flood", PhoneFixture, NULL, event_set_up, test_flood,
              phone_fixture_tear_down);
  g_test_add ("/serve/late-entries/refusals", PhoneFixture, NULL, event_set_up, test_refusals,
              phone_fixture_tear_down);
  g_test_add ("/serve/late-entries/too-many-waiting", PhoneFixture, NULL, event_set_up,
              test_too_many_waiting, phone_fixture_tear_down);

  return g_test_run ();
}
