/* hammer-score-names.h — the sides' names as the score dialog shows them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* A side's name as a heading: on up to two lines, cut only where it still
 * does not fit, the whole name in its tooltip and accessible name. */
GtkWidget *hammer_score_name_label_new     (const char         *name);

/* Makes @dropdown a choice of the sides @names, each whole where there is
 * room, cut at the end where there is not, its whole name in the tooltip. */
void       hammer_score_names_dropdown_set (GtkDropDown        *dropdown,
                                            const char * const *names);

G_END_DECLS
