/* hammer-season-page-private.h — what the parts of the season page share
 *
 * hammer-season-page.c is the widget (properties, actions, header, a
 * member's player page); hammer-season-page-lists.c fills and opens its
 * lists; hammer-season-page-members.c adds members and sets start averages;
 * hammer-season-page-paper.c prints and exports.
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

/* hammer-season-page-lists.c */

/* Sets up the columns of the four lists and what activating a row does. */
void                hammer_season_page_init_lists      (HammerSeasonPage *self);
/* Reads the season again into every list. */
void                hammer_season_page_reload          (HammerSeasonPage *self);
/* The ranking the standings are shown in. */
HammerSeasonRanking hammer_season_page_shown_ranking   (HammerSeasonPage *self);
/* Opens the club night entry for night @night_id, or for a new night (0). */
void                hammer_season_page_open_night      (HammerSeasonPage *self,
                                                        gint64            night_id);

/* hammer-season-page-members.c */

/* Sets up the roster search for adding members and the start average field. */
void                hammer_season_page_init_members    (HammerSeasonPage *self);
/* The actions "season.new-night" and "season.set-start-average". */
void                hammer_season_page_new_night_activated         (GtkWidget  *widget,
                                                                    const char *action_name,
                                                                    GVariant   *parameter);
void                hammer_season_page_set_start_average_activated (GtkWidget  *widget,
                                                                    const char *action_name,
                                                                    GVariant   *parameter);

/* hammer-season-page-paper.c */

/* The actions "season.print" and "season.export-pdf", and "season.export". */
void                hammer_season_page_print_activated  (GtkWidget  *widget,
                                                         const char *action_name,
                                                         GVariant   *parameter);
void                hammer_season_page_export_activated (GtkWidget  *widget,
                                                         const char *action_name,
                                                         GVariant   *parameter);

G_END_DECLS
