/* hammer-season-settings.h — the settings of a season of club nights:
 * classes, the points competition, the last-games average and the
 * promotion dates
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_SEASON_SETTINGS (hammer_season_settings_get_type ())

G_DECLARE_FINAL_TYPE (HammerSeasonSettings, hammer_season_settings, HAMMER, SEASON_SETTINGS,
                      GtkWidget)

GtkWidget *hammer_season_settings_new (HammerStore *store,
                                       gint64       season_id);

G_END_DECLS
