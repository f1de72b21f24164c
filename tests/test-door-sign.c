/* test-door-sign.c — the check-in page's QR code on paper: the door sign
 * (`hammer-cli serve check-in --sign`) and the sign-in lists of an event
 * and of a day, each read back with zbarimg as a phone's camera reads the
 * printed page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "serve/hammer-board-entry.h"
#include "sheets/hammer-door-sign.h"
#include "sheets/hammer-sheets.h"
#include "test-common.h"

/* Where the hall was served on the local network. */
#define HALL_URL "http://10.0.0.5:8470/"

typedef struct
{
  char   *dir;
  char   *path;
  gint64  event_id;
  gint64  day_id;
} SignFixture;

static gint64
id_of (JsonNode *node)
{
  g_autoptr(JsonNode) owned = node;

  return json_object_get_int_member (json_node_get_object (owned), "id");
}

/* A day "Winter Open" of two events, Singles of four and Mixed of two. */
static void
set_up (SignFixture   *f,
        gconstpointer  data)
{
  g_autofree char *day = NULL;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  g_autoptr(JsonNode) one = NULL;
  g_autoptr(JsonNode) two = NULL;
  gint64 second_id;

  f->path = tmp_db_path ("hammer-door-sign-XXXXXX", &f->dir);
  f->day_id = id_of (cli_json_ok (f->path, "day", "create", "--name", "Winter Open", "--date", "2026-12-05",
                          "--boards", "2", NULL));
  day = g_strdup_printf ("%" G_GINT64_FORMAT, f->day_id);
  f->event_id = id_of (cli_json_ok (f->path, "event", "create", "--name", "Singles", "--rules", "table",
                            "--format", "single-elimination", "--day", day, NULL));
  second_id = id_of (cli_json_ok (f->path, "event", "create", "--name", "Mixed", "--rules", "table",
                          "--format", "round-robin", "--day", day, NULL));
  first = g_strdup_printf ("%" G_GINT64_FORMAT, f->event_id);
  second = g_strdup_printf ("%" G_GINT64_FORMAT, second_id);
  one = cli_json_ok (f->path, "entrants", "add", "--event", first, "Anna", "Bert", "Cor", "Dirk", NULL);
  two = cli_json_ok (f->path, "entrants", "add", "--event", second, "Anna", "Eva", NULL);
}

static void
tear_down (SignFixture   *f,
           gconstpointer  data)
{
  tmp_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

/* The hall served for the day at HALL_URL, as the app or `serve --bind`
 * remembers it. */
static void
serve_day_on_network (SignFixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (f->path, &error);
  g_autoptr(JsonNode) entry = NULL;

  g_assert_no_error (error);
  entry = hammer_board_entry_ensure_day (store, f->day_id, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_board_entry_set_day_url (store, f->day_id, HALL_URL, &error));
  g_assert_no_error (error);
}

/* `serve check-in --day` with @more arguments; its answer. */
static JsonNode *
check_in (SignFixture *f,
          const char  *more,
          const char  *value)
{
  g_autofree char *day = g_strdup_printf ("%" G_GINT64_FORMAT, f->day_id);

  return cli_json_ok (f->path, "serve", "check-in", "--day", day, more, value, NULL);
}

static char *
expected_url (JsonNode *answer)
{
  return g_strdup_printf (HALL_URL "check-in?key=%s",
                          json_object_get_string_member (json_node_get_object (answer), "key"));
}

static void
assert_one_code (GStrv        codes,
                 const char  *want)
{
  g_assert_nonnull (codes);
  g_assert_cmpuint (g_strv_length (codes), ==, 1);
  g_assert_cmpstr (codes[0], ==, want);
}

/* Refused, naming what to do, until the hall was served where phones reach
 * it; nothing written. */
static void
test_refused_until_served (SignFixture   *f,
                           gconstpointer  data)
{
  g_autofree char *out = g_build_filename (f->dir, "door.pdf", NULL);
  g_autofree char *day = g_strdup_printf ("%" G_GINT64_FORMAT, f->day_id);
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) paper = { 0 };

  cli_run (&run, f->path, NULL, "serve", "check-in", "--day", day, "--sign", out, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "serve the hall on the local network first"));
  g_assert_false (g_file_test (out, G_FILE_TEST_EXISTS));

  cli_run (&paper, f->path, NULL, "serve", "check-in", "--day", day, "--paper", "a4", NULL);
  g_assert_cmpint (paper.status, ==, 2);
  g_assert_nonnull (strstr (paper.err, "--paper goes with --sign"));
}

/* The door sign: one page whose code a phone reads as the check-in page
 * at the hall's address, with "Check in here", the day's name and the
 * address in words; the same code when printed again. */
static void
test_door_sign_reads (SignFixture   *f,
                      gconstpointer  data)
{
  g_autofree char *out = g_build_filename (f->dir, "door.pdf", NULL);
  g_autofree char *again = g_build_filename (f->dir, "again.pdf", NULL);
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(JsonNode) second = NULL;
  g_autofree char *want = NULL;
  g_autofree char *text = NULL;
  g_autofree char *flat = NULL;

  serve_day_on_network (f);
  answer = check_in (f, "--sign", out);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (answer), "sign"), ==,
                   out);
  want = expected_url (answer);
  g_assert_cmpuint (pdf_pages (out), ==, 1);
  {
    g_auto(GStrv) codes = pdf_qr_codes (out, 1, 100);

    assert_one_code (codes, want);
  }
  text = pdf_text (out);
  flat = text_normalise (text);
  g_assert_nonnull (strstr (text, "Check in here"));
  g_assert_nonnull (strstr (text, "Winter Open"));
  g_assert_nonnull (strstr (flat, want));

  /* The key kept: a printed sign keeps working. */
  second = check_in (f, "--sign", again);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (second), "key"), ==,
                   json_object_get_string_member (json_node_get_object (answer), "key"));
  {
    g_auto(GStrv) codes = pdf_qr_codes (again, 1, 100);

    assert_one_code (codes, want);
  }
}

/* The code alone as SVG, for a club's own poster or web page. */
static void
test_svg (SignFixture   *f,
          gconstpointer  data)
{
  g_autofree char *out = g_build_filename (f->dir, "code.svg", NULL);
  g_autoptr(JsonNode) answer = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *svg = NULL;

  serve_day_on_network (f);
  answer = check_in (f, "--sign", out);
  g_assert_true (g_file_get_contents (out, &svg, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (svg, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
  g_assert_nonnull (strstr (svg, "<path fill=\"#000\" d=\"M"));
  g_assert_true (g_str_has_suffix (svg, "</svg>\n"));
}

/* Served on loopback only: no phone reaches it, so no sign. */
static void
test_loopback_refused (SignFixture   *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerStore) store = hammer_store_open (f->path, &error);
  g_autoptr(JsonNode) entry = NULL;
  g_autoptr(HammerDoorSign) sign = NULL;

  g_assert_no_error (error);
  entry = hammer_board_entry_ensure (store, f->event_id, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_board_entry_set_url (store, f->event_id, "http://127.0.0.1:8470/",
                                             &error));
  sign = hammer_door_sign_read (store, f->event_id, 0, &error);
  g_assert_null (sign);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID);
}

/* The sign-in lists carry the code only while check-in is open: the day's
 * (`day export`) and its event's (`export --kind sign-in`). */
static void
test_sign_in_lists (SignFixture   *f,
                    gconstpointer  data)
{
  g_autofree char *day = g_strdup_printf ("%" G_GINT64_FORMAT, f->day_id);
  g_autofree char *event = g_strdup_printf ("%" G_GINT64_FORMAT, f->event_id);
  g_autofree char *closed = g_build_filename (f->dir, "closed.pdf", NULL);
  g_autofree char *day_list = g_build_filename (f->dir, "day.pdf", NULL);
  g_autofree char *event_list = g_build_filename (f->dir, "event.pdf", NULL);
  g_autoptr(JsonNode) answer = NULL;
  g_autofree char *want = NULL;
  g_autofree char *text = NULL;
  g_auto(CliRun) run = { 0 };
  g_auto(CliRun) day_run = { 0 };
  g_auto(CliRun) event_run = { 0 };

  serve_day_on_network (f);
  cli_run (&run, f->path, NULL, "day", "export", "--day", day, "--kind", "sign-in", "--output",
           closed, NULL);
  g_assert_cmpint (run.status, ==, 0);
  {
    g_auto(GStrv) codes = pdf_qr_codes (closed, 1, 200);

    g_assert_cmpuint (g_strv_length (codes), ==, 0);
  }

  answer = check_in (f, "--open", NULL);
  want = expected_url (answer);
  cli_run (&day_run, f->path, NULL, "day", "export", "--day", day, "--kind", "sign-in",
           "--output", day_list, NULL);
  g_assert_cmpint (day_run.status, ==, 0);
  {
    g_auto(GStrv) codes = pdf_qr_codes (day_list, 1, 200);

    assert_one_code (codes, want);
  }
  text = pdf_text (day_list);
  g_assert_nonnull (strstr (text, "Anna"));
  g_assert_nonnull (strstr (text, "check in with your phone"));

  cli_run (&event_run, f->path, NULL, "export", "--event", event, "--format", "pdf", "--kind",
           "sign-in", "--output", event_list, NULL);
  g_assert_cmpint (event_run.status, ==, 0);
  {
    g_auto(GStrv) codes = pdf_qr_codes (event_list, 1, 200);

    assert_one_code (codes, want);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, SignFixture, NULL, set_up, func, tear_down)
  ADD ("/door-sign/refused-until-served", test_refused_until_served);
  ADD ("/door-sign/reads", test_door_sign_reads);
  ADD ("/door-sign/svg", test_svg);
  ADD ("/door-sign/loopback-refused", test_loopback_refused);
  ADD ("/door-sign/sign-in-lists", test_sign_in_lists);
#undef ADD

  return g_test_run ();
}
