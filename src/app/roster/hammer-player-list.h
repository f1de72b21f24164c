/* hammer-player-list.h — the players page's list: a selection model over
 * the roster as SQLite sorts and searches it, holding only the rows the
 * view shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PLAYER_LIST (hammer_player_list_get_type ())

/* A GListModel of HammerPlayer and a GtkSelectionModel (any number
 * selected), and a HammerRosterList for the page. */
G_DECLARE_FINAL_TYPE (HammerPlayerList, hammer_player_list, HAMMER, PLAYER_LIST, GObject)

/* Becomes @view's model, sorted as its columns' HammerPlayerSorters say. */
HammerPlayerList *hammer_player_list_new           (GtkColumnView    *view);
/* How many players the list holds now, for a test that it holds few. */
guint             hammer_player_list_get_n_cached  (HammerPlayerList *self);

G_END_DECLS
