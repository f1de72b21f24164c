/* bench/roster.c — what the players page asks of SQLite on a federation's
 * roster: 25,000 players in 120 clubs (some without a club, a licence or
 * an average), against a club's 200
 *
 * For each order of the page, both ways: the count, a page of 100 rows at
 * the start, the middle and the end (the view scrolled or dragged there),
 * and the places of ten players (an edit placed); then a search, its count
 * and first page. Prints the median of 5 runs of each, in milliseconds,
 * and the federation's figures against the club's. No timing is asserted:
 * machines differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench-common.h"
#include "hammer-core.h"

#define RUNS 5
#define PAGE 100

static const char *const order_names[HAMMER_N_PLAYER_ORDERS] = {
  "name", "club", "licence", "average",
};

static HammerStore *
build (const char *dir,
       guint       n_players)
{
  g_autofree char *path = g_build_filename (dir, n_players > 1000 ? "big.db" : "small.db", NULL);
  g_autoptr(GString) csv = g_string_new ("name,club,licence,average\n");
  g_autoptr(GError) error = NULL;
  HammerImportSummary summary = { 0 };
  HammerPlayerImport *import;
  HammerStore *store;

  store = hammer_store_open (path, &error);
  if (store == NULL)
    g_error ("%s", error->message);
  for (guint i = 0; i < n_players; i++)
    {
      g_string_append_printf (csv, "Speler %u %s,", (i * 7919) % 100003,
                              i % 3 == 0 ? "Ëlla" : "de Vries");
      if (i % 11 != 0)
        g_string_append_printf (csv, "Club %u", i % 120);
      g_string_append_c (csv, ',');
      if (i % 4 != 0)
        g_string_append_printf (csv, "FED-%06u", i);
      g_string_append_c (csv, ',');
      if (i % 6 != 0)
        g_string_append_printf (csv, "%u.5", 90 + i % 60);
      g_string_append_c (csv, '\n');
    }
  import = hammer_player_import_new (csv->str, csv->len, &error);
  if (import == NULL || !hammer_roster_import_players (store, import, FALSE, &summary, &error))
    g_error ("%s", error->message);
  hammer_player_import_free (import);
  return store;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* What the page asks for @view, the median of RUNS runs of each, in ms:
 * count, page at the start, middle and end, places of ten. */
static void
measure (HammerStore            *store,
         const HammerPlayerView *view,
         double                  figures[5])
{
  double runs[5][RUNS];
  guint n_shown = 0, n_total = 0;
  gint64 ids[10];
  gint positions[10];

  for (guint run = 0; run < RUNS; run++)
    {
      double start = bench_now_ms ();
      g_autoptr(GPtrArray) first = NULL;

      if (!hammer_roster_count_view (store, view, &n_shown, &n_total, NULL))
        g_error ("Could not count the players");
      runs[0][run] = bench_now_ms () - start;
      for (guint at = 0; at < 3; at++)
        {
          guint offset = at == 0 ? 0 : at == 1 ? n_shown / 2 : (n_shown > PAGE ? n_shown - PAGE : 0);
          g_autoptr(GPtrArray) rows = NULL;

          start = bench_now_ms ();
          rows = hammer_roster_read_view (store, view, offset, PAGE, NULL);
          runs[1 + at][run] = bench_now_ms () - start;
          if (rows == NULL)
            g_error ("Could not read the players");
          if (at == 1)
            first = g_ptr_array_ref (rows);
        }
      for (guint i = 0; i < 10; i++)
        ids[i] = first->len > 0 ? hammer_player_get_id (g_ptr_array_index (first,
                                                                           i % first->len)) : 0;
      start = bench_now_ms ();
      if (!hammer_roster_locate_in_view (store, view, ids, 10, positions, NULL))
        g_error ("Could not place the players");
      runs[4][run] = bench_now_ms () - start;
    }
  for (guint i = 0; i < 5; i++)
    {
      qsort (runs[i], RUNS, sizeof (double), compare_doubles);
      figures[i] = runs[i][RUNS / 2];
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *dir = g_dir_make_tmp ("hammer-bench-roster-XXXXXX", NULL);
  const guint sizes[2] = { 25000, 200 };
  double figures[2][HAMMER_N_PLAYER_ORDERS * 2 + 1][5];
  HammerStore *stores[2];

  for (guint s = 0; s < 2; s++)
    {
      double start = bench_now_ms ();

      stores[s] = build (dir, sizes[s]);
      printf ("roster: %u players imported in %.1f s\n", sizes[s],
              (bench_now_ms () - start) / 1000);
      for (guint v = 0; v <= HAMMER_N_PLAYER_ORDERS * 2; v++)
        {
          HammerPlayerView view = { v / 2, v % 2, NULL };

          /* The last: a search by name, accents aside. */
          if (v == HAMMER_N_PLAYER_ORDERS * 2)
            view = (HammerPlayerView) { HAMMER_PLAYER_ORDER_NAME, FALSE, "ella" };
          measure (stores[s], &view, figures[s][v]);
        }
    }

  printf ("roster: medians of %u runs, ms: count, a page of %u at the start, middle and end, "
          "the places of 10 (200 players in brackets)\n", RUNS, PAGE);
  for (guint v = 0; v <= HAMMER_N_PLAYER_ORDERS * 2; v++)
    {
      g_autofree char *label = v < HAMMER_N_PLAYER_ORDERS * 2
        ? g_strdup_printf ("by %s%s", order_names[v / 2], v % 2 ? ", descending" : "")
        : g_strdup ("search \"ella\"");

      printf ("roster: %-24s", label);
      for (guint i = 0; i < 5; i++)
        printf (" %6.2f (%5.2f)", figures[0][v][i], figures[1][v][i]);
      printf ("\n");
    }

  for (guint s = 0; s < 2; s++)
    g_object_unref (stores[s]);
  bench_remove_dir (dir);
  return 0;
}
