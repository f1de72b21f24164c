/* hammer-season-page-private.h — what the season page's parts share
 *
 * hammer-season-page.c shows the season and keeps it in step with the
 * store; hammer-season-page-paper.c prints and exports its documents.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "league/hammer-seasons.h"

#include "hammer-season-page.h"

G_BEGIN_DECLS

struct _HammerSeasonPage
{
  GtkWidget    parent_instance;

  HammerStore *store;
  gint64       season_id;

  GListStore  *nights;
  GListStore  *standings;
  GListStore  *averages;
  GListStore  *members;
  GListStore  *roster;
  GtkFilter   *roster_filter;
  GHashTable  *member_players;  /* player ids of members */

  GtkWidget   *back_button;
  GtkWidget   *window_back_button;
  GtkWidget   *print_button;
  GtkWidget   *settings_view;
  gboolean     folded;
  GtkWidget   *title_stack;
  AdwViewSwitcherTitle *switcher_title;
  AdwWindowTitle *player_title;
  GtkWidget   *main_stack;
  GtkWidget   *view_stack;
  GtkWidget   *season_summary;
  GtkWidget   *nights_stack;
  GtkColumnView *nights_view;
  GtkColumnView *standings_view;
  GtkColumnView *averages_view;
  GtkColumnView *members_view;
  GtkWidget   *ranking_dropdown;
  GtkWidget   *roster_search;
  GtkWidget   *roster_revealer;
  GtkListView *roster_view;
  GtkWidget   *player_page;
  GtkWidget   *missing_page;
  GtkWidget   *start_box;
  GtkWidget   *start_label;
  GtkWidget   *start_entry;
  GtkWidget   *start_error;

  GtkColumnViewColumn *figure_column;
  GtkColumnViewColumn *count_column;
  GtkColumnViewColumn *last_column;
  gboolean     reloading;
};

/* hammer-season-page.c: the ranking the standings are shown by. */
HammerSeasonRanking _hammer_season_page_ranking          (HammerSeasonPage *self);

/* hammer-season-page-paper.c: the season.print, season.export-pdf and
 * season.export actions; the parameter names the document. */
void                _hammer_season_page_print_activated  (GtkWidget        *widget,
                                                          const char       *action_name,
                                                          GVariant         *parameter);
void                _hammer_season_page_export_activated (GtkWidget        *widget,
                                                          const char       *action_name,
                                                          GVariant         *parameter);

G_END_DECLS
