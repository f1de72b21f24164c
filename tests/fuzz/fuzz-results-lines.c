/* fuzz-results-lines.c — `hammer-cli results import` on arbitrary lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A database with two events drawn is made once: a double elimination of
 * eight at table shuffleboard (matches 1 to 15) and a sjoelbak series of
 * four (matches 16 to 19). Every input is read as a results file and
 * recorded into both, all or nothing and then keeping going, on a fresh copy
 * of that database: undoing instead would grow its history with every input
 * and slow each one down. Every input is read as a stored result's short
 * form too.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>

#include "hammer-core.h"
#include "events/hammer-events.h"
#include "rules/hammer-result-plain.h"

#include "fuzz-target.h"

static HammerStore *store;
static char *directory;
static char *template_path;
static char *work_path;
static gint64 events[2];

static void
remove_work (void)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_clear_object (&store);
  if (directory == NULL || !(dir = g_dir_open (directory, 0, NULL)))
    return;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (directory, name, NULL);
      g_unlink (path);
    }
  g_rmdir (directory);
  g_clear_pointer (&directory, g_free);
  g_clear_pointer (&template_path, g_free);
  g_clear_pointer (&work_path, g_free);
}

static gint64
drawn_event (const char   *rules,
             HammerFormat  format,
             guint         n_entrants)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  HammerEventSpec spec;
  gint64 event_id;

  hammer_event_spec_init (&spec);
  spec.name = rules;
  spec.rules = rules;
  spec.format = format;
  spec.n_boards = 2;
  event_id = hammer_events_create (store, &spec, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_entrants; i++)
    g_ptr_array_add (names, g_strdup_printf ("%s %u", rules, i + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_events_add_entrants (store, event_id, (const char * const *) names->pdata, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_draw (store, event_id, TRUE, 17, &error));
  return event_id;
}

/* A fresh copy of the database with the two events. */
static HammerStore *
open_store (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;

  if (directory == NULL)
    {
      directory = g_dir_make_tmp ("hammer-fuzz-XXXXXX", &error);
      g_assert_no_error (error);
      template_path = g_build_filename (directory, "template.db", NULL);
      work_path = g_build_filename (directory, "work.db", NULL);
      atexit (remove_work);
      store = hammer_store_open (template_path, &error);
      g_assert_no_error (error);
      events[0] = drawn_event ("table", HAMMER_FORMAT_DOUBLE_ELIMINATION, 8);
      events[1] = drawn_event ("sjoelbak", HAMMER_FORMAT_SERIES, 4);
      /* Closing the last connection folds the write-ahead log in. */
      g_clear_object (&store);
    }

  g_assert_true (g_file_get_contents (template_path, &contents, &length, &error));
  g_assert_true (g_file_set_contents (work_path, contents, length, &error));
  g_assert_no_error (error);
  store = hammer_store_open (work_path, &error);
  g_assert_no_error (error);
  return store;
}

/* Records the lines of @data into @event_id and checks that a stored batch
 * is one change and that the event still reads. */
static void
record (HammerStore   *self,
        gint64         event_id,
        const uint8_t *data,
        size_t         size,
        gboolean       keep_going)
{
  g_autoptr(GArray) line_numbers = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) entries = NULL;
  g_autoptr(GError) error = NULL;
  gint64 before = hammer_store_get_last_change (self);
  guint stored = 0;

  entries = hammer_events_read_result_lines ((const char *) data, size, line_numbers);
  g_assert_cmpuint (entries->len, ==, line_numbers->len);
  g_assert_true (hammer_events_record_results (self, event_id,
                                               (HammerResultEntry *) (void *) entries->data,
                                               entries->len, keep_going, &stored, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < entries->len; i++)
    {
      HammerResultEntry *entry = &g_array_index (entries, HammerResultEntry, i);

      /* A refused line says why. */
      g_assert_true (entry->error == NULL || entry->error->message[0] != '\0');
    }
  if (stored == 0)
    {
      g_assert_cmpint (hammer_store_get_last_change (self), ==, before);
      return;
    }

  {
    g_autoptr(JsonNode) standings = hammer_events_get_standings_json (self, event_id, &error);
    g_autoptr(JsonNode) matches = NULL;

    g_assert_no_error (error);
    matches = hammer_events_get_matches_json (self, event_id, &error);
    g_assert_no_error (error);
  }
  g_assert_cmpint (hammer_store_get_last_change (self), >, before);
}

/* The short form a stored result is kept in (schema 24) reads only what
 * it writes: read and written again, or through its JSON, it is the same
 * text. */
static void
read_short_form (const uint8_t *data,
                 size_t         size)
{
  g_autofree char *text = size > 0 ? g_strndup ((const char *) data, size) : g_strdup ("");
  g_autoptr(HammerPlainResult) plain = hammer_plain_result_read_short (text);
  g_autofree char *again = NULL;
  g_autofree char *json = NULL;
  g_autofree char *back = NULL;

  if (plain == NULL)
    return;
  again = hammer_plain_result_write_short (plain);
  json = hammer_plain_result_write (plain);
  back = hammer_result_json_to_stored (json);
  g_assert_cmpstr (again, ==, text);
  g_assert_cmpstr (back, ==, text);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  HammerStore *self = open_store ();

  read_short_form (data, size);

  for (guint e = 0; e < G_N_ELEMENTS (events); e++)
    {
      record (self, events[e], data, size, FALSE);
      record (self, events[e], data, size, TRUE);
    }
  g_clear_object (&store);
  return 0;
}
