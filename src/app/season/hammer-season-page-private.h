/* hammer-season-page-private.h — what the parts of the season page share
 *
 * hammer-season-page.c is the widget (actions, header, a member's
 * player page; what the season and league pages share is the base,
 * HammerCompetitionPage); hammer-season-page-lists.c fills and opens its
 * lists; hammer-season-page-members.c adds members and sets start averages;
 * hammer-season-page-paper.c prints and exports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "league/hammer-season-members.h"
#include "league/hammer-seasons.h"

#include "hammer-competition-page.h"
#include "hammer-season-page.h"

G_BEGIN_DECLS

struct _HammerSeasonPage
{
  HammerCompetitionPage parent_instance;

  /* The season's members and nights, which the lists show. */
  HammerSeasonMembers *season_members;

  /* Kept by the base. */
  GListStore  *nights;
  GListStore  *standings;
  GListStore  *averages;
  GListStore  *members;

  GListStore  *roster;
  GtkFilter   *roster_filter;
  GHashTable  *member_players;  /* player ids of members */

  GtkWidget   *back_button;
  GtkWidget   *settings_view;
  GtkWidget   *title_stack;
  AdwWindowTitle *player_title;
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
  GtkWidget   *start_box;
  GtkWidget   *start_label;
  GtkWidget   *start_entry;
  GtkWidget   *start_error;

  GtkColumnViewColumn *figure_column;
  GtkColumnViewColumn *count_column;
  GtkColumnViewColumn *last_column;
  gboolean     reloading;
  /* The page's writes under way (members added, a start average). */
  GCancellable *writing;
};

/* The store and the season, which the base keeps. */
static inline HammerStore *
page_store (HammerSeasonPage *self)
{
  return hammer_competition_page_get_store (HAMMER_COMPETITION_PAGE (self));
}

static inline gint64
page_season (HammerSeasonPage *self)
{
  return hammer_competition_page_get_id (HAMMER_COMPETITION_PAGE (self));
}

/* hammer-season-page-lists.c */

/* Sets up the columns of the four lists and what activating a row does. */
void                hammer_season_page_init_lists      (HammerSeasonPage *self);
/* Reads the season again into every list: the reload vfunc. */
void                hammer_season_page_reload          (HammerCompetitionPage *page);
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

/* The vfuncs print, csv_name and export_async. */
void                hammer_season_page_init_paper       (HammerCompetitionPageClass *klass);

G_END_DECLS
