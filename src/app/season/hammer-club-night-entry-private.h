/* hammer-club-night-entry-private.h — what the two parts of the club night
 * entry share
 *
 * hammer-club-night-entry.c loads the night, saves it and is the window;
 * hammer-club-night-grid.c lays out the grid of cells, checks what is typed
 * and walks the grid with the keys.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-club-night-entry.h"

G_BEGIN_DECLS

#define N_COMPARTMENTS 4

typedef struct
{
  gint64     member_id;
  char      *name;
  gboolean   present;
  int       *totals;      /* per game, what its cell shows when built; −1: nothing */
  int       *counts;      /* four per game, likewise */
  GtkWidget *toggle;
  GtkWidget *name_label;
  GtkWidget *total_label;
  GtkWidget *place_label;
  GPtrArray *cells;       /* GtkEntry: one per game, or four per game by counts */
  GPtrArray *points;      /* GtkLabel per game: the points the counts make */
  GPtrArray *extras;      /* other labels of the row, shown with it */
} HammerClubNightEntryRow;

struct _HammerClubNightEntry
{
  AdwWindow    parent_instance;

  HammerStore *store;
  gint64       season_id;
  gint64       night_id;
  guint        games;
  gboolean     counts;    /* compartment counts instead of totals */
  gboolean     building;
  GPtrArray   *rows;      /* HammerClubNightEntryRow */
  GCancellable *writing;  /* the save under way */

  AdwWindowTitle  *window_title;
  GtkWidget       *date_box;
  GtkWidget       *date_entry;
  GtkToggleButton *totals_toggle;
  GtkToggleButton *counts_toggle;
  GtkWidget       *present_box;
  GtkWidget       *message_label;
  GtkWidget       *grid;
  GtkWidget       *hint_label;
  GtkWidget       *save_button;
};

/* hammer-club-night-grid.c */
guint    hammer_club_night_width              (HammerClubNightEntry    *self);
int      hammer_club_night_cell_value         (GtkWidget               *cell);
char    *hammer_club_night_game_problem       (HammerClubNightEntry    *self,
                                               HammerClubNightEntryRow *row,
                                               guint                    g,
                                               int                     *value,
                                               gboolean                *complete);
void     hammer_club_night_focus_cell         (GtkWidget               *cell);
void     hammer_club_night_move_focus         (HammerClubNightEntry    *self,
                                               int                      row,
                                               int                      cell,
                                               int                      steps);
void     hammer_club_night_build_grid         (HammerClubNightEntry    *self);
void     hammer_club_night_take_cells         (HammerClubNightEntry    *self,
                                               gboolean                 counts);
void     hammer_club_night_present_toggled_cb (GtkCheckButton          *toggle,
                                               HammerClubNightEntry    *self);
gboolean hammer_club_night_key_pressed_cb     (GtkEventControllerKey   *controller,
                                               guint                    keyval,
                                               guint                    keycode,
                                               GdkModifierType          state,
                                               HammerClubNightEntry    *self);

G_END_DECLS
