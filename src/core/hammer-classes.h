/* hammer-classes.h — sjoelbak classes by average, as a secretary writes them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The highest average a class limit can have: 30 disks make at most 148. */
#define HAMMER_CLASS_LIMIT_MAX 148

gboolean hammer_classes_parse (const char   *text,
                               GStrv        *names,
                               double      **limits,
                               GError      **error);
/* The same for classes by rating (table and court handicaps), written
 * "A=1600,B=1450,C=0": limits of 0 or more, with no sjoelbak ceiling. */
gboolean hammer_classes_parse_ratings (const char  *text,
                                       GStrv       *names,
                                       double     **limits,
                                       GError     **error);
/* The class (an index of @names, best first, as hammer_classes_parse()
 * gives them with @limits) of @average: the first whose limit it reaches,
 * so that exactly on a limit is the better class; the last for less. */
guint    hammer_classes_find  (const char * const *names,
                               const double       *limits,
                               double              average);

G_END_DECLS
