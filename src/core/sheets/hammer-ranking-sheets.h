/* hammer-ranking-sheets.h — a ranking across events on paper
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ranking/hammer-rankings.h"
#include "sheets/hammer-layout.h"

G_BEGIN_DECLS

/* @ranking laid out: a line per player with place, name, points, a column
 * per event that counts (points beyond the best N in brackets) and the
 * movement since the latest event; sideways when the events are many.
 * Safe in a thread, as the other documents. */
HammerLayout *hammer_ranking_sheet_new            (HammerRanking  *ranking,
                                                   HammerPaper     paper,
                                                   gboolean        landscape);
/* The same written as PDF to @path, whole or not at all. */
gboolean      hammer_ranking_sheets_render_to_file (HammerRanking  *ranking,
                                                    HammerPaper     paper,
                                                    gboolean        landscape,
                                                    const char     *path,
                                                    GError        **error);

G_END_DECLS
