/* serve-setup.h — what the hall benches (bench-serve, bench-load) share:
 * a day built with hammer-cli, the server started and its line read,
 * clients from addresses of their own, percentiles, and the checks of the
 * file after a run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>
#include <libsoup/soup.h>

G_BEGIN_DECLS

/* The boards of every hall the benches build. */
#define BENCH_SERVE_BOARDS 40

/* A day of BENCH_SERVE_BOARDS boards with @n_events round robins (table,
 * best of one) of the players, player p in event p % @n_events; the
 * events' ids in @events (@n_events of them, freed by the caller). Nothing
 * drawn yet. Returns the day's id. */
char        *bench_serve_create_day  (const char *cli,
                                      const char *database,
                                      guint       n_players,
                                      guint       n_events,
                                      char       *events[]);
/* Draws the day's @events (NULL-terminated) and calls its boards. */
void         bench_serve_draw_day    (const char        *cli,
                                      const char        *database,
                                      const char        *day,
                                      const char *const *events);
/* Starts `hammer-cli serve` of @what ("--event" or "--day") @id, traced
 * into @trace (HAMMER_SERVE_TRACE) unless NULL, and reads the line it
 * prints when it listens into @description. */
GSubprocess *bench_serve_start       (const char  *cli,
                                      const char  *database,
                                      const char  *what,
                                      const char  *id,
                                      const char  *trace,
                                      JsonNode   **description);
/* A session for client @index from an address of its own on loopback
 * (127.0.1.1 onwards), as phones in a hall each have. */
SoupSession *bench_serve_session     (guint index,
                                      guint timeout_s);
/* The value under which @fraction of @values (double) lie, nearest rank;
 * sorts them. 0 for none. */
double       bench_percentile        (GArray *values,
                                      double  fraction);
/* Every result answered 200 is stored once, as posted, with its board as
 * its source, in the events @events (NULL-terminated); nothing else is.
 * @posted maps a match id (gint64) to board * 2 + winning side. Prints a
 * line; returns the number of faults. */
guint        bench_serve_check_results (const char        *cli,
                                        const char        *database,
                                        const char *const *events,
                                        GHashTable        *posted,
                                        guint              posts_ok);
/* SQLite's own check of @database, and one change from the boards for
 * each of @posts_ok results, none for the @repeats_ok sent again. Prints
 * a line; returns the number of faults. */
guint        bench_serve_check_file  (const char *database,
                                      guint       posts_ok,
                                      guint       repeats_ok);

G_END_DECLS
