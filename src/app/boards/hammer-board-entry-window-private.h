/* hammer-board-entry-window-private.h — what the board entry window's files
 * share
 *
 * hammer-board-entry-window.c runs the server and shows its address;
 * hammer-board-entry-codes.c shows and prints the boards' QR codes and who
 * is connected; hammer-board-entry-results.c follows the results the boards
 * send and lists those that wait for the desk.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-board-entry-window.h"

#include "hammer-phone-check-in.h"

G_BEGIN_DECLS

struct _HammerBoardEntryWindow
{
  AdwWindow parent_instance;

  HammerStore *store;
  /* The event served; for a day, its first event, which holds the keys its
   * events share. */
  gint64 event_id;
  /* The day served (`serve --day`: every event of it), else 0, and its name. */
  gint64 day_id;
  char *day_name;
  /* The main window it was opened from, which reports the boards' results
   * in its toast; weak. */
  GtkWindow *desk_window;
  HammerServer *server;
  GSettings *settings;
  /* "http://ADDRESS:PORT/" as phones reach it: the machine's address on
   * the local network when the server listens on all of them. */
  char *base_url;
  /* [{"board", "name", "key", "url"}, …] with the URLs under base_url. */
  GPtrArray *boards;   /* HammerBoardKey, with their URLs */
  /* The board's number → its card's connection label. */
  GHashTable *connection_labels;
  /* Where Print Codes writes a PDF without asking: for the tests. */
  char *print_to;
  /* Set while the switches are set from the store, not by a person. */
  gboolean updating;

  AdwToastOverlay *toast_overlay;
  AdwWindowTitle *window_title;
  GtkLabel *address_label;
  GtkLabel *note_label;
  GtkSwitch *network_switch;
  AdwPreferencesGroup *boards_group;
  GtkFlowBox *codes_box;
  GtkSwitch *confirm_switch;
  GtkSwitch *players_switch;
  GCancellable *cancellable;
  AdwPreferencesGroup *check_in_group;
  GtkLabel *check_in_label;
  HammerPhoneCheckIn *phone_check_in;
  AdwPreferencesGroup *waiting_group;
  GtkListBox *waiting_list;
  /* The waiting results the desk's Record or Reject is being written for
   * (gint64: a submission's id, a proposal's negated): their rows wait. */
  GHashTable *deciding;
};

/* The events served: the event, or every event of the day (gint64). */
GArray *_hammer_board_entry_list_events (HammerBoardEntryWindow *self);

/* The codes (hammer-board-entry-codes.c). */
void _hammer_board_entry_show_codes      (HammerBoardEntryWindow *self);
void _hammer_board_entry_show_connected  (HammerBoardEntryWindow *self);
void _hammer_board_entry_print_codes     (HammerBoardEntryWindow *self);

/* The results (hammer-board-entry-results.c). */
void _hammer_board_entry_result_stored   (HammerBoardEntryWindow *self,
                                          gint64                  match_id,
                                          guint                   board);
void _hammer_board_entry_show_waiting    (HammerBoardEntryWindow *self);
void _hammer_board_entry_report_error    (HammerBoardEntryWindow *self,
                                          const GError           *error);

G_END_DECLS
