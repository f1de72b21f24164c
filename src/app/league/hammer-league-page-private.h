/* hammer-league-page-private.h — what the parts of the league page share
 *
 * hammer-league-page.c is the widget (actions, adding teams and making
 * fixtures; what the league and season pages share is the base,
 * HammerCompetitionPage); hammer-league-page-lists.c fills its lists and opens a
 * fixture; hammer-league-page-paper.c prints and exports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "league/hammer-league-fixtures.h"

#include "hammer-competition-page.h"
#include "hammer-league-page.h"

G_BEGIN_DECLS

struct _HammerLeaguePage
{
  HammerCompetitionPage parent_instance;

  /* The league's fixtures and tables, which the table shows. */
  HammerLeagueFixtures *league_fixtures;

  /* Kept by the base. */
  GListStore  *next;
  GListStore  *fixtures;
  GListStore  *table;
  GListStore  *teams;
  GListStore  *players;

  GtkStringList *divisions;
  gboolean     reloading;

  GtkWidget   *division_dropdown;
  GtkWidget   *next_stack;
  GtkWidget   *next_label;
  GtkWidget   *next_status;
  GtkColumnView *next_view;
  GtkColumnView *fixtures_view;
  GtkColumnView *table_view;
  GtkColumnView *teams_view;
  GtkColumnView *players_view;
  GtkWidget   *team_name_entry;
  GtkWidget   *team_players_entry;
  GtkWidget   *teams_error;
  /* A team added or the fixtures made, under way. */
  GCancellable *writing;
};

/* The store and the league, which the base keeps. */
static inline HammerStore *
page_store (HammerLeaguePage *self)
{
  return hammer_competition_page_get_store (HAMMER_COMPETITION_PAGE (self));
}

static inline gint64
page_league (HammerLeaguePage *self)
{
  return hammer_competition_page_get_id (HAMMER_COMPETITION_PAGE (self));
}

/* hammer-league-page-lists.c */

/* Sets up the columns of the lists and what activating a fixture does. */
void hammer_league_page_init_lists       (HammerLeaguePage *self);
/* Reads the league again into every list: the reload vfunc. */
void hammer_league_page_reload           (HammerCompetitionPage *page);

/* hammer-league-page-paper.c */

/* The vfuncs print, csv_name and export_async. */
void hammer_league_page_init_paper       (HammerCompetitionPageClass *klass);

G_END_DECLS
