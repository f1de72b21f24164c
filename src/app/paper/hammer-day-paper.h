/* hammer-day-paper.h — a day's registration paper from the app: a player's
 * receipt, the sign-in list and the money summary
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-core.h"
#include "sheets/hammer-day-sheets.h"

G_BEGIN_DECLS

/* Reads day @day_id of @store afresh (off the main thread) and prints
 * document @kind of it (@player_id's, for a receipt) through the system's
 * dialog over @widget's window, where Print to File writes a PDF. */
void hammer_day_paper_print (GtkWidget          *widget,
                             HammerStore        *store,
                             gint64              day_id,
                             HammerDaySheetKind  kind,
                             gint64              player_id);

G_END_DECLS
