/* hammer-ranking-dialog.h — creates a ranking across events, or changes
 * the settings of one
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"
#include "ranking/hammer-rankings.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_RANKING_DIALOG (hammer_ranking_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerRankingDialog, hammer_ranking_dialog, HAMMER, RANKING_DIALOG, AdwWindow)

/* Creates a ranking without events, emitting "created" (its id, gint64)
 * before it closes. */
GtkWidget *hammer_ranking_dialog_new (GtkWindow   *parent,
                                      HammerStore *store);

/* The same form filled with @ranking's settings: Save changes them in one
 * change that the toast offers to undo (no "created"), keeping its game. */
GtkWidget *hammer_ranking_dialog_new_for_ranking (GtkWindow           *parent,
                                                  HammerStore         *store,
                                                  const HammerRanking *ranking);

G_END_DECLS
