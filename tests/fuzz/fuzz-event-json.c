/* fuzz-event-json.c — the event document import on arbitrary JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * One store for the whole process, opened on first use in a temporary
 * directory: opening and migrating a database per input would make the
 * target a hundred times slower. What an input imports is undone right away,
 * so the database stays as small as it started and the store caches nothing
 * from earlier inputs: memory that grows with the number of inputs is a leak
 * to libFuzzer.
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdlib.h>
#include <string.h>

#include "hammer-core.h"
#include "events/hammer-events.h"
#include "io/hammer-tables.h"

#include "fuzz-target.h"

static HammerStore *store;
static char *directory;

static void
remove_store (void)
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
}

static HammerStore *
get_store (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;

  if (store != NULL)
    return store;
  directory = g_dir_make_tmp ("hammer-fuzz-XXXXXX", &error);
  g_assert_no_error (error);
  path = g_build_filename (directory, "fuzz.db", NULL);
  store = hammer_store_open (path, &error);
  g_assert_no_error (error);
  atexit (remove_store);
  return store;
}

/* Whatever was imported must export and render: names in it are as
 * hostile as the input. */
static void
render (HammerStore *self,
        gint64       event_id)
{
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *html = NULL;
  g_autofree char *csv = NULL;
  HammerCsvOptions options;

  event = hammer_events_get_event_json (self, event_id, &error);
  g_assert_no_error (error);
  standings = hammer_events_get_standings_json (self, event_id, &error);
  g_assert_no_error (error);
  matches = hammer_events_get_matches_json (self, event_id, &error);
  g_assert_no_error (error);

  html = hammer_tables_event_html (json_node_get_object (event), json_node_get_array (standings),
                                   json_node_get_array (matches));
  g_assert_null (strstr (html, "<script"));
  hammer_csv_options_init (&options);
  csv = hammer_tables_results_csv (json_node_get_array (matches), &options);
  g_assert_nonnull (csv);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) error = NULL;
  HammerStore *self = get_store ();
  JsonNode *root;
  gint64 before, event_id;

  if (size > G_MAXSSIZE ||
      !json_parser_load_from_data (parser, (const char *) data, (gssize) size, NULL) ||
      (root = json_parser_get_root (parser)) == NULL)
    return 0;

  before = hammer_store_get_last_change (self);
  event_id = hammer_events_import (self, root, &error);
  if (event_id == 0)
    {
      /* A refused document leaves nothing behind. */
      g_assert_nonnull (error);
      g_assert_cmpint (hammer_store_get_last_change (self), ==, before);
      return 0;
    }

  render (self, event_id);
  g_assert_cmpint (hammer_store_get_last_change (self), >, before);

  /* What was imported is an event Hammer could have made: its own
   * document of it imports again. */
  {
    g_autoptr(JsonNode) again = hammer_events_export (self, event_id, &error);
    gint64 copy;

    g_assert_no_error (error);
    copy = hammer_events_import (self, again, &error);
    g_assert_no_error (error);
    g_assert_cmpint (copy, >, 0);
    hammer_store_undo (self, hammer_store_get_last_change (self), &error);
    g_assert_no_error (error);
  }
  hammer_store_undo (self, hammer_store_get_last_change (self), &error);
  g_assert_no_error (error);
  return 0;
}
