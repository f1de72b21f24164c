/* bench-common.h — what the benchmarks share: the clock, hammer-cli runs,
 * files, memory and an X server of their own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

/* The monotonic clock, in milliseconds. */
double  bench_now_ms       (void);
/* Runs @cli with --database @database and @args (the last NULL); returns
 * what it printed. Ends the benchmark when it fails. */
char   *bench_run_cli      (const char         *cli,
                            const char         *database,
                            const char * const *args);
void    bench_write_file   (const char *path,
                            GString    *text);
/* The resident memory of process @pid (0: this one), in MiB. */
double  bench_resident_mib (GPid pid);
/* The descriptors process @pid (0: this one) has open. */
guint   bench_open_descriptors (GPid pid);
/* Starts an X server of the benchmark's own with a screen of @screen
 * ("1280x800x24"), on the first free display number from 90, and points
 * DISPLAY at it. */
GPid    bench_start_xvfb   (const char *screen);
/* The processor time process @pid has used, user and system, in seconds. */
double  bench_process_cpu_s (GPid pid);
/* The same for this process. */
double  bench_own_cpu_s    (void);
/* The machine's load averages over 1, 5 and 15 minutes ("1.02 0.87 0.55"). */
char   *bench_load_average (void);
/* Deletes @dir and the files in it. */
void    bench_remove_dir   (const char *dir);

G_END_DECLS
