/* hammer-ranking-dialog.h — creates a ranking across events
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_RANKING_DIALOG (hammer_ranking_dialog_get_type ())

G_DECLARE_FINAL_TYPE (HammerRankingDialog, hammer_ranking_dialog, HAMMER, RANKING_DIALOG, AdwWindow)

/* Creates a ranking without events, emitting "created" (its id, gint64)
 * before it closes. */
GtkWidget *hammer_ranking_dialog_new (GtkWindow   *parent,
                                      HammerStore *store);

G_END_DECLS
