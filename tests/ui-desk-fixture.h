/* ui-desk-fixture.h — what the UI tests of a day's Registration view
 * share: the real window on it, with its phone check-in part and the list
 * of late entries asked for from phones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-day-page.h"
#include "hammer-day-registration.h"
#include "hammer-entry-requests-list.h"
#include "hammer-phone-check-in.h"
#include "ui-test-common.h"

G_BEGIN_DECLS

/* Shows day @day_id in @window on its Registration view: the day's page
 * into *@page, the view returned. */
HammerDayRegistration *ui_show_registration (HammerWindow   *window,
                                             gint64          day_id,
                                             HammerDayPage **page);

/* The fixture of a test of a day's Registration view. */
typedef struct
{
  char                    *dir;
  char                    *path;
  HammerStore             *store;
  HammerWindow            *window;
  HammerDayPage           *page;
  HammerDayRegistration   *desk;
  HammerPhoneCheckIn      *check_in;
  HammerEntryRequestsList *requests;
} UiDeskFixture;

/* The window, @width wide, on day 1 of @f's store, its Registration view
 * shown and done reading. */
void ui_desk_open                (UiDeskFixture *f,
                                  int            width);
/* Waits until @f's writes are done and its page, Registration view and
 * phone check-in part have read what they show. */
void ui_desk_wait                (UiDeskFixture *f);
/* For g_test_add(): day 1 with Singles (Anna, Bert, Carl and Dirk, players
 * 1 to 4; fee 5.00) not drawn, on the Registration view 1280 wide; phone
 * check-in closed. */
void ui_desk_fixture_set_up      (UiDeskFixture *f,
                                  gconstpointer  data);
/* The same with phone check-in open before the window opens. */
void ui_desk_fixture_set_up_open (UiDeskFixture *f,
                                  gconstpointer  data);
/* For g_test_add(): closes the window and the store, deletes the folder. */
void ui_desk_fixture_tear_down   (UiDeskFixture *f,
                                  gconstpointer  data);

G_END_DECLS
