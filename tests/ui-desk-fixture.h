/* ui-desk-fixture.h — what the UI tests of a day's registration desk
 * share: the real window on day 1's Registration view, with its phone
 * check-in part and the list of late entries asked for from phones
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
} DeskFixture;

/* The window, @width wide, on day 1 of @f's store, its Registration view
 * shown and done reading. */
void desk_fixture_open         (DeskFixture   *f,
                                int            width);
/* For g_test_add(): day 1 with Singles (Anna, Bert, Carl and Dirk, players
 * 1 to 4; fee 5.00) not drawn, on the desk 1280 wide; phone check-in
 * closed. */
void desk_fixture_set_up       (DeskFixture   *f,
                                gconstpointer  data);
/* The same with phone check-in open before the window opens. */
void desk_fixture_set_up_open  (DeskFixture   *f,
                                gconstpointer  data);
/* For g_test_add(): closes the window and the store, removes the folder. */
void desk_fixture_tear_down    (DeskFixture   *f,
                                gconstpointer  data);
/* Waits for the writes, and for the desk, the day's page and the check-in
 * part to be done reading. */
void desk_fixture_wait         (DeskFixture   *f);

G_END_DECLS
