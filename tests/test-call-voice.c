/* test-call-voice.c — the calls of matches to boards, said aloud: the
 * sentence in the hall's language, a sound of a sane length that is not
 * silence, and hammer-cli boards call --speak's WAV file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-core.h"
#include "hammer-i18n.h"
#include "test-common.h"
#include "voice/hammer-call-voice.h"

typedef StoreFixture Fixture;

/* A call said aloud lasts a couple of seconds: neither a click nor a speech. */
#define SHORTEST_CALL 0.8
#define LONGEST_CALL  8.0
/* Silence is 0; espeak-ng's speech is some thousands (of 32767). */
#define LEAST_RMS     500.0

typedef struct
{
  const char *language;
  const char *text;
} Call;

static const Call calls[] = {
  { "nl", "Baan 4: Jansen tegen De Vries" },
  { "de", "Bahn 4: Jansen gegen De Vries" },
  { "en", "Board 4: Jansen against De Vries" },
};

/* The length in seconds and the root mean square of @samples at @rate. */
static void
measure (const gint16 *samples,
         gsize         n_samples,
         guint         rate,
         double       *seconds,
         double       *rms)
{
  double sum = 0;

  for (gsize i = 0; i < n_samples; i++)
    sum += (double) samples[i] * samples[i];
  *seconds = (double) n_samples / rate;
  *rms = n_samples > 0 ? sqrt (sum / n_samples) : 0;
}

static void
assert_spoken (GBytes *samples,
               guint   rate)
{
  gsize size = 0;
  const gint16 *data = g_bytes_get_data (samples, &size);
  double seconds, rms;

  g_assert_cmpuint (rate, >=, 8000);
  measure (data, size / 2, rate, &seconds, &rms);
  g_assert_cmpfloat (seconds, >=, SHORTEST_CALL);
  g_assert_cmpfloat (seconds, <=, LONGEST_CALL);
  g_assert_cmpfloat (rms, >=, LEAST_RMS);
}

/* The call reads in the hall's language, board and all; a named board
 * keeps its name; a side not known yet is said as such. */
static void
test_text (void)
{
  for (guint c = 0; c < G_N_ELEMENTS (calls); c++)
    {
      g_autofree char *text = hammer_call_voice_text (calls[c].language, NULL, 4, "Jansen",
                                                      "De Vries");

      g_assert_cmpstr (text, ==, calls[c].text);
    }
  {
    g_autofree char *named = hammer_call_voice_text ("nl", "Tafel Noord", 2, "Anna", "Bram");
    g_autofree char *english = hammer_call_voice_text ("de", "Board 3", 3, "Anna", NULL);
    g_autofree char *other = hammer_call_voice_text ("fr", NULL, 1, "Anna", "Bram");

    g_assert_cmpstr (named, ==, "Tafel Noord: Anna tegen Bram");
    /* A default name is said as the hall's language names the board. */
    g_assert_cmpstr (english, ==, "Bahn 3: Anna gegen Steht noch nicht fest");
    g_assert_cmpstr (other, ==, "Board 1: Anna against Bram");
  }
  /* The thread's own language is left as it was. */
  g_assert_null (hammer_i18n_get_thread_language ());
}

/* In each language the call is a sound of a call's length, not silence. */
static void
test_speak (void)
{
  for (guint c = 0; c < G_N_ELEMENTS (calls); c++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) samples = NULL;
      guint rate = 0;

      samples = hammer_call_voice_speak (calls[c].language, calls[c].text, &rate, NULL, &error);
      g_assert_no_error (error);
      assert_spoken (samples, rate);
    }
}

static void
spoken (GObject      *source,
        GAsyncResult *result,
        gpointer      data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

/* Two calls at once from the main loop: both are said, one after the
 * other, on the worker; a cancelled one says nothing. */
static void
test_speak_async (void)
{
  g_autoptr(GAsyncResult) first = NULL;
  g_autoptr(GAsyncResult) second = NULL;
  g_autoptr(GAsyncResult) third = NULL;
  g_autoptr(GCancellable) cancelled = g_cancellable_new ();
  g_autoptr(GBytes) samples = NULL;
  g_autoptr(GBytes) nothing = NULL;
  g_autoptr(GError) error = NULL;
  guint rate = 0;

  hammer_call_voice_speak_async ("nl", calls[0].text, NULL, spoken, &first);
  hammer_call_voice_speak_async ("de", calls[1].text, NULL, spoken, &second);
  g_cancellable_cancel (cancelled);
  hammer_call_voice_speak_async ("en", calls[2].text, cancelled, spoken, &third);
  while (first == NULL || second == NULL || third == NULL)
    g_main_context_iteration (NULL, TRUE);

  samples = hammer_call_voice_speak_finish (first, &rate, &error);
  g_assert_no_error (error);
  assert_spoken (samples, rate);
  g_clear_pointer (&samples, g_bytes_unref);
  samples = hammer_call_voice_speak_finish (second, &rate, &error);
  g_assert_no_error (error);
  assert_spoken (samples, rate);
  nothing = hammer_call_voice_speak_finish (third, &rate, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_null (nothing);
}

/* A WAV file's samples, after checking that it is the PCM 16-bit mono
 * file hammer_call_voice_wav() writes. */
static const gint16 *
wav_samples (GBytes *file,
             gsize  *n_samples,
             guint  *rate)
{
  gsize size = 0;
  const guint8 *data = g_bytes_get_data (file, &size);
  guint32 value;

  g_assert_cmpuint (size, >=, 44);
  g_assert_cmpmem (data, 4, "RIFF", 4);
  g_assert_cmpmem (data + 8, 8, "WAVEfmt ", 8);
  g_assert_cmpint (data[20] | data[21] << 8, ==, 1);    /* PCM */
  g_assert_cmpint (data[22] | data[23] << 8, ==, 1);    /* mono */
  g_assert_cmpint (data[34] | data[35] << 8, ==, 16);   /* bits */
  g_assert_cmpmem (data + 36, 4, "data", 4);
  memcpy (&value, data + 24, 4);
  *rate = GUINT32_FROM_LE (value);
  memcpy (&value, data + 40, 4);
  g_assert_cmpuint (GUINT32_FROM_LE (value), ==, size - 44);
  *n_samples = (size - 44) / 2;
  return (const gint16 *) (const void *) (data + 44);
}

static gint64
create_drawn (Fixture *f)
{
  const char *names[] = { "Jansen", "De Vries", "Bakker", "Smit", "Visser", "Mulder", "Bos",
                          "Peters", NULL };
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  HammerEventSpec spec;
  gint64 id;

  hammer_event_spec_init (&spec);
  spec.name = "Winterbeker";
  spec.rules = "table";
  spec.format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec.n_boards = 4;
  id = hammer_events_create (f->store, &spec, &error);
  g_assert_no_error (error);
  ids = hammer_events_add_entrants (f->store, id, names, &error);
  g_assert_no_error (error);
  /* Four matches on the four boards, none called yet. */
  hammer_events_draw (f->store, id, FALSE, 0, &error);
  g_assert_no_error (error);
  return id;
}

/* boards call --speak FILE: the call said into a WAV file, in each
 * language, each on a board of its own. */
static void
test_cli_speak (Fixture       *f,
                gconstpointer  data)
{
  gint64 event_id = create_drawn (f);
  g_autofree char *event_arg = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  static const char *said[] = { "Baan 1: ", "Bahn 2: ", "Board 3: " };
  static const char *against[] = { " tegen ", " gegen ", " against " };

  for (guint c = 0; c < G_N_ELEMENTS (calls); c++)
    {
      g_auto(CliRun) run = { 0 };
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) file = NULL;
      g_autoptr(JsonNode) printed = NULL;
      g_autofree char *path = g_strdup_printf ("%s/call-%s.wav", f->dir, calls[c].language);
      g_autofree char *board = g_strdup_printf ("%u", c + 1);
      g_autofree char *contents = NULL;
      const gint16 *samples;
      const char *line;
      gsize size = 0, n_samples = 0;
      guint rate = 0;
      double seconds, rms;

      cli_run (&run, f->path, NULL, "boards", "call", "--event", event_arg, "--board", board,
               "--speak", path, "--language", calls[c].language, NULL);
      g_assert_cmpint (run.status, ==, 0);
      /* The boards, as without --speak; what was said, on stderr. */
      printed = json_from_string (run.out, &error);
      g_assert_no_error (error);
      g_assert_true (json_object_has_member (json_node_get_object (printed), "boards"));
      line = strstr (run.err, said[c]);
      g_assert_nonnull (line);
      g_assert_nonnull (strstr (line, against[c]));
      /* Only this command's call: not the boards called before it. */
      g_assert_null (strstr (run.err, c > 0 ? said[0] : said[1]));

      g_file_get_contents (path, &contents, &size, &error);
      g_assert_no_error (error);
      file = g_bytes_new_take (g_steal_pointer (&contents), size);
      samples = wav_samples (file, &n_samples, &rate);
      measure (samples, n_samples, rate, &seconds, &rms);
      g_assert_cmpfloat (seconds, >=, SHORTEST_CALL);
      g_assert_cmpfloat (seconds, <=, LONGEST_CALL);
      g_assert_cmpfloat (rms, >=, LEAST_RMS);
    }
}

/* A call that calls nothing writes a silent file, not an older call's;
 * a language Hammer does not speak, --speak without a call, or a file that
 * cannot be written is refused before anything is called. */
static void
test_cli_speak_nothing_and_mistakes (Fixture       *f,
                                     gconstpointer  data)
{
  gint64 event_id = create_drawn (f);
  g_autofree char *event_arg = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  g_autofree char *path = g_build_filename (f->dir, "call.wav", NULL);
  g_auto(CliRun) nothing = { 0 };
  g_auto(CliRun) french = { 0 };
  g_auto(CliRun) listing = { 0 };
  g_auto(CliRun) nowhere = { 0 };
  g_autofree char *no_folder = g_build_filename (f->dir, "no-such-folder", "call.wav", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(JsonObject) shown = NULL;
  gsize size = 0;

  g_assert_true (g_file_set_contents (path, "an older call", -1, NULL));
  cli_run (&french, f->path, NULL, "boards", "call", "--event", event_arg, "--board", "1",
           "--speak", path, "--language", "fr", NULL);
  g_assert_cmpint (french.status, ==, 2);
  g_assert_nonnull (strstr (french.err, "--language “fr”"));
  cli_run (&listing, f->path, NULL, "boards", "--event", event_arg, "--speak", path, NULL);
  g_assert_cmpint (listing.status, ==, 2);
  g_assert_nonnull (strstr (listing.err, "boards call"));
  /* A file that cannot be written is told before the call, not after it. */
  cli_run (&nowhere, f->path, NULL, "boards", "call", "--event", event_arg, "--board", "1",
           "--speak", no_folder, NULL);
  g_assert_cmpint (nowhere.status, ==, 1);
  g_assert_nonnull (strstr (nowhere.err, "no-such-folder"));
  g_assert_nonnull (strstr (nowhere.err, "nothing was called"));
  g_assert_false (g_file_test (no_folder, G_FILE_TEST_EXISTS));
  /* Nothing was called by any of them. */
  {
    g_autoptr(JsonNode) node = hammer_events_get_boards_json (f->store, event_id, &error);
    JsonArray *list;

    g_assert_no_error (error);
    list = json_object_get_array_member (json_node_get_object (node), "boards");
    for (guint b = 0; b < json_array_get_length (list); b++)
      g_assert_true (json_object_get_null_member (json_array_get_object_element (list, b),
                                                  "since"));
  }

  /* The matches the draw put on both boards are called; then no free
   * board is left to call to. */
  cli_ok (f->path, "boards", "call", "--event", event_arg, NULL);
  cli_run (&nothing, f->path, NULL, "boards", "call", "--event", event_arg, "--speak", path,
           NULL);
  g_assert_cmpint (nothing.status, ==, 0);
  g_assert_nonnull (strstr (nothing.err, "says nothing"));
  g_file_get_contents (path, &contents, &size, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (size, ==, 44);
}

/* A day's call says every board it filled, by the day's names for them,
 * one after the other in one file. */
static void
test_cli_speak_day (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *path = g_build_filename (f->dir, "day.wav", NULL);
  g_auto(CliRun) day = { 0 };
  g_auto(CliRun) event = { 0 };
  g_auto(CliRun) entrants = { 0 };
  g_auto(CliRun) draw = { 0 };
  g_auto(CliRun) call = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) file = NULL;
  g_autofree char *contents = NULL;
  const gint16 *samples;
  gsize size = 0, n_samples = 0;
  guint rate = 0;
  double seconds, rms;

  cli_run (&day, f->path, NULL, "day", "create", "--name", "Dag", "--date", "2026-12-05",
           "--boards", "3", "--board-names", "Tafel A,Tafel B,Tafel C", NULL);
  g_assert_cmpint (day.status, ==, 0);
  cli_run (&event, f->path, NULL, "event", "create", "--name", "Singles", "--rules", "table",
           "--format", "round-robin", "--day", "1", NULL);
  g_assert_cmpint (event.status, ==, 0);
  cli_run (&entrants, f->path, NULL, "entrants", "add", "--event", "1", "Jansen", "De Vries",
           "Bakker", "Smit", NULL);
  g_assert_cmpint (entrants.status, ==, 0);
  cli_run (&draw, f->path, NULL, "draw", "--event", "1", NULL);
  g_assert_cmpint (draw.status, ==, 0);

  cli_run (&call, f->path, NULL, "boards", "call", "--day", "1", "--speak", path, "--language",
           "de", NULL);
  g_assert_cmpint (call.status, ==, 0);
  /* Four players: two matches at once, on the first two tables. */
  g_assert_nonnull (strstr (call.err, "Tafel A: "));
  g_assert_nonnull (strstr (call.err, "Tafel B: "));
  g_assert_null (strstr (call.err, "Tafel C: "));
  g_assert_nonnull (strstr (call.err, " gegen "));
  g_file_get_contents (path, &contents, &size, &error);
  g_assert_no_error (error);
  file = g_bytes_new_take (g_steal_pointer (&contents), size);
  samples = wav_samples (file, &n_samples, &rate);
  measure (samples, n_samples, rate, &seconds, &rms);
  g_assert_cmpfloat (seconds, >=, 2 * SHORTEST_CALL);
  g_assert_cmpfloat (seconds, <=, 2 * LONGEST_CALL);
  g_assert_cmpfloat (rms, >=, LEAST_RMS / 2);
}

/* boards call --speak when the voice's part is missing (an install without
 * it): refused, saying which file could not be loaded. */
static void
test_cli_speak_part_missing (Fixture       *f,
                             gconstpointer  data)
{
  gint64 event_id = create_drawn (f);
  g_autofree char *event_arg = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  g_autofree char *path = g_build_filename (f->dir, "call.wav", NULL);
  g_autofree char *parts = g_build_filename (f->dir, "no-parts", NULL);
  g_autofree char *expected = g_build_filename (parts, "hammer-voice.so", NULL);
  g_auto(CliRun) run = { 0 };

  g_assert_cmpint (g_mkdir (parts, 0700), ==, 0);
  g_setenv ("HAMMER_PART_DIR", parts, TRUE);
  cli_run (&run, f->path, NULL, "boards", "call", "--event", event_arg, "--board", "1",
           "--speak", path, NULL);
  g_unsetenv ("HAMMER_PART_DIR");
  g_assert_cmpint (run.status, ==, 1);
  g_assert_nonnull (strstr (run.err, expected));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_rmdir (parts);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/call-voice/text", test_text);
  g_test_add_func ("/call-voice/speak", test_speak);
  g_test_add_func ("/call-voice/speak-async", test_speak_async);
  g_test_add ("/call-voice/cli-speak", Fixture, NULL, store_fixture_set_up, test_cli_speak,
              store_fixture_tear_down);
  g_test_add ("/call-voice/cli-speak-nothing-and-mistakes", Fixture, NULL,
              store_fixture_set_up, test_cli_speak_nothing_and_mistakes,
              store_fixture_tear_down);
  g_test_add ("/call-voice/cli-speak-day", Fixture, NULL, store_fixture_set_up,
              test_cli_speak_day, store_fixture_tear_down);
  g_test_add ("/call-voice/cli-speak-part-missing", Fixture, NULL, store_fixture_set_up,
              test_cli_speak_part_missing, store_fixture_tear_down);
  return g_test_run ();
}
