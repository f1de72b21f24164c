/* bench/sheets.c — 500 sjoelbak score cards to one PDF
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <time.h>

#include "events/hammer-events.h"
#include "sheets/hammer-sheets.h"

#define N_PLAYERS 500

/* The processor time of this process, in microseconds: on a machine busy
 * with other work the clock on the wall says more about the others. */
static gint64
cpu_time (void)
{
  struct timespec now;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &now);
  return (gint64) now.tv_sec * G_USEC_PER_SEC + now.tv_nsec / 1000;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-sheets-XXXXXX", &error);
  g_autofree char *db = NULL, *pdf = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) ids = NULL;
  g_autoptr(JsonNode) document = NULL, matches = NULL;
  HammerSheetOptions options;
  HammerEventSpec spec;
  gint64 id, start, elapsed, cpu_start, cpu;
  GStatBuf info;

  g_assert_no_error (error);
  db = g_build_filename (dir, "bench.db", NULL);
  pdf = g_build_filename (dir, "cards.pdf", NULL);
  store = hammer_store_open (db, &error);
  g_assert_no_error (error);

  hammer_event_spec_init (&spec);
  spec.name = "Open Nederlands Sjoelkampioenschap";
  spec.rules = "sjoelbak";
  spec.format = HAMMER_FORMAT_SERIES;
  spec.n_boards = 40;
  spec.date = "2026-11-21";
  spec.venue = "Sporthal De Schuif";
  id = hammer_events_create (store, &spec, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < N_PLAYERS; i++)
    g_ptr_array_add (names, g_strdup_printf ("Speler %03u", i + 1));
  g_ptr_array_add (names, NULL);
  ids = hammer_events_add_entrants (store, id, (const char *const *) names->pdata, &error);
  g_assert_no_error (error);
  hammer_events_draw (store, id, TRUE, 1, &error);
  g_assert_no_error (error);

  document = hammer_events_export (store, id, &error);
  g_assert_no_error (error);
  matches = hammer_events_get_matches_json (store, id, &error);
  g_assert_no_error (error);

  hammer_sheet_options_init (&options);
  start = g_get_monotonic_time ();
  cpu_start = cpu_time ();
  hammer_sheets_render_to_file (document, matches, NULL, &options, pdf, &error);
  elapsed = g_get_monotonic_time () - start;
  cpu = cpu_time () - cpu_start;
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (pdf, &info), ==, 0);

  printf ("sheets: %u sjoelbak score cards in %.1f ms (%.2f ms a card; %.1f ms of processor "
          "time), %.1f MB\n", N_PLAYERS, elapsed / 1000.0, elapsed / 1000.0 / N_PLAYERS,
          cpu / 1000.0, info.st_size / 1e6);

  g_remove (pdf);
  g_clear_object (&store);
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while (d != NULL && (name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        g_remove (path);
      }
  }
  g_rmdir (dir);
  return 0;
}
