/* hammer-league-page-private.h — what the parts of the league page share
 *
 * hammer-league-page.c is the widget (properties, actions, adding teams and
 * making fixtures); hammer-league-page-lists.c fills its lists and opens a
 * fixture; hammer-league-page-paper.c prints and exports.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-league-page.h"

G_BEGIN_DECLS

struct _HammerLeaguePage
{
  GtkWidget    parent_instance;

  HammerStore *store;
  gint64       league_id;

  GListStore  *next;
  GListStore  *fixtures;
  GListStore  *table;
  GListStore  *teams;
  GListStore  *players;
  GtkStringList *divisions;
  gboolean     reloading;

  AdwViewSwitcherTitle *switcher_title;
  GtkWidget   *print_button;
  gboolean     folded;
  GtkWidget   *division_dropdown;
  GtkWidget   *main_stack;
  GtkWidget   *view_stack;
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
  GtkWidget   *missing_page;
};

/* hammer-league-page-lists.c */

/* Sets up the columns of the lists and what activating a fixture does. */
void hammer_league_page_init_lists       (HammerLeaguePage *self);
/* Reads the league again into every list. */
void hammer_league_page_reload           (HammerLeaguePage *self);

/* hammer-league-page-paper.c */

/* The actions "league.print" and "league.export-pdf", and "league.export". */
void hammer_league_page_print_activated  (GtkWidget  *widget,
                                          const char *action_name,
                                          GVariant   *parameter);
void hammer_league_page_export_activated (GtkWidget  *widget,
                                          const char *action_name,
                                          GVariant   *parameter);

G_END_DECLS
