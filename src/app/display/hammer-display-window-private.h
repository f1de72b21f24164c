/* hammer-display-window-private.h — what the display window's files share
 *
 * hammer-display-window.c builds the window and fills its sections;
 * hammer-display-window-pages.c decides what fits and turns the pages;
 * hammer-display-window-day.c fills it with a tournament day.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "events/hammer-day.h"
#include "events/hammer-event.h"
#include "events/hammer-event-matches.h"

#include "hammer-display-window.h"

G_BEGIN_DECLS

/* Rows of the results: what reads from across a hall. The standings show
 * every entrant, as many a page as the screen holds. */
#define N_RESULTS   8
/* Beside the boards, the standings show at least this many lines at once
 * (or all, when there are fewer); else the sections take turns. */
#define MIN_SIDE_LINES 8

/* Seconds between looks for changes another program made, and between
 * pages when the sections take turns. */
#define POLL_SECONDS 3
#define PAGE_SECONDS 15
/* How long a call shows large after the desk made it. */
#define CALL_SECONDS 20

/* The boards' cards: their type scaled to fill the screen, up to twice
 * the size of the stylesheet; no smaller than reads from across a hall,
 * which is a share of the screen's height: this scale on a screen
 * READABLE_HEIGHT high. Beside the other sections, the cards' type is
 * larger than that by SIDE_CARD_FACTOR at least. At most
 * MAX_CARD_COLUMNS side by side. CARD_SPACING is the spacing in a card
 * at the size of the stylesheet. */
#define READABLE_SCALE   0.7
#define READABLE_HEIGHT  800
#define MAX_CARD_SCALE   2.0
#define SIDE_CARD_FACTOR 1.25
#define MAX_CARD_COLUMNS 8
#define CARD_SPACING     6

/* The height of a section's heading, beyond its content. */
#define HEADING_HEIGHT 64

enum {
  PAGE_BOARDS,
  PAGE_RESULTS,
  PAGE_STANDINGS,
  N_PAGES
};

typedef struct
{
  GtkLabel *sides[2];
  GtkLabel *result;
} HammerDisplayResultRow;

typedef struct
{
  GtkLabel *place;
  GtkLabel *name;
  GtkLabel *record;
  GtkLabel *points;
} HammerDisplayStandingRow;

struct _HammerDisplayWindow
{
  AdwWindow parent_instance;

  HammerStore *store;
  gint64 event_id;
  /* A day's display (hammer-display-window-day.c): its boards, its queue
   * in place of the results, and each event's standings in turn. */
  gint64 day_id;
  HammerDayState *day;
  GCancellable *day_reading;
  GPtrArray *day_events;        /* HammerEvent, by id */
  guint standings_event;        /* the one of day_events whose standings show */
  char *standings_title;        /* its name, or NULL for an event's own display */
  guint n_cards;
  HammerEventMatches *matches;  /* the event's, which follow the store */
  HammerEvent        *event;    /* the event itself, its name and standings, likewise */
  GListStore *boards;
  HammerDisplayResultRow results[N_RESULTS];
  HammerDisplayStandingRow heading;
  /* One HammerDisplayStandingRow for each line of the standings there has been. */
  GPtrArray *standing_rows;
  guint n_standings;

  gboolean paged;
  gboolean has_boards;
  gboolean has_standings;
  guint page;
  /* The standings show the lines from standings_first, as many as fit;
   * when there are more, they turn over to the next lines in their turn. */
  guint standings_first;
  guint standings_per_page;
  /* So do the boards' cards on their page, when they take turns. */
  guint boards_first;
  guint boards_per_page;
  double card_scale;            /* of the cards' type, as fitted last */
  double min_card_scale;        /* the smallest that reads on this screen */
  /* The sections' size when they were fitted last (0 before), and what
   * else the fit depends on: while they stay, the fit is applied again
   * without measuring anything. The cards' grid as fitted last. */
  int fitted_width;
  int fitted_height;
  guint fitted_cards;
  guint fitted_standings;
  gboolean fitted_has_boards;
  guint grid_columns;
  int grid_height;
  /* While the fit searches: the cards it measures (pages.c). */
  GPtrArray *fit_probes;
  guint fit_tick;
  guint tick_timer;
  guint poll_timer;
  guint page_timer;
  /* The latest call (hammer-display-window-calls.c): when, where, who. */
  char *call_since;
  char *call_board;
  char *call_names;
  guint call_timer;

  GtkLabel *title_label;
  GtkLabel *hint_label;
  GtkLabel *page_label;
  GtkLabel *clock_label;
  GtkWidget *sections;
  AdwStatusPage *failed_page;
  GtkWidget *boards_section;
  GtkLabel *boards_heading;
  GtkWidget *side_column;
  GtkWidget *results_section;
  GtkWidget *standings_section;
  GtkFlowBox *board_grid;
  GtkLabel *results_heading;
  GtkGrid *results_grid;
  GtkBox *next_list;
  GtkLabel *no_results_label;
  GtkGrid *standings_grid;
  GtkLabel *standings_heading;
  GtkRevealer *call_revealer;
  GtkLabel *call_board_label;
  GtkLabel *call_names_label;
};

/* The latest call, large for CALL_SECONDS: forget the last reading's,
 * note every board's call (ISO 8601 @since, NULL for none) as the boards are
 * read, then show the newest if it is recent. */
void _hammer_display_window_calls_begin         (HammerDisplayWindow *self);
void _hammer_display_window_calls_note          (HammerDisplayWindow *self,
                                                 const char          *board_name,
                                                 const char          *side_a,
                                                 const char          *side_b,
                                                 const char          *since);
void _hammer_display_window_calls_show          (HammerDisplayWindow *self);
/* Shows the sections, cards and lines of the page on the screen now. */
void _hammer_display_window_show_page           (HammerDisplayWindow *self);
/* Sets the type of a new card of the boards at the scale of the others. */
void _hammer_display_window_scale_card          (HammerDisplayWindow *self,
                                                 GtkWidget           *card);
/* Shows the lines of the standings the screen holds now. */
void _hammer_display_window_show_standing_lines (HammerDisplayWindow *self);
/* Decides, once the window is laid out, what fits side by side. */
void _hammer_display_window_queue_fit_check     (HammerDisplayWindow *self);
/* Shows the standings (HammerStandingsLine) of an event of @format, or
 * none when @all is %NULL. */
void _hammer_display_window_show_standings      (HammerDisplayWindow *self,
                                                 HammerFormat         format,
                                                 GListModel          *all);
/* Shows the clock and how long each board's match has been on. */
void _hammer_display_window_update_times        (HammerDisplayWindow *self);
/* Reads the day again and shows it. */
void _hammer_display_window_reload_day          (HammerDisplayWindow *self);
/* Shows the next event's standings of the day that has any; FALSE when
 * that took it back to the first. */
gboolean _hammer_display_window_next_day_event  (HammerDisplayWindow *self);
/* Sets the minutes on the day's board cards at @now. */
void _hammer_display_window_update_day_minutes  (HammerDisplayWindow *self,
                                                 GDateTime           *now);

G_END_DECLS
