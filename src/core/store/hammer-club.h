/* hammer-club.h — a club, with the number of its members
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-roster-entry.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_CLUB (hammer_club_get_type ())

G_DECLARE_FINAL_TYPE (HammerClub, hammer_club, HAMMER, CLUB, HammerRosterEntry)

HammerClub *hammer_club_new              (const char *name);
gint64      hammer_club_get_id           (HammerClub *self);
void        hammer_club_set_id           (HammerClub *self,
                                          gint64      id);
const char *hammer_club_get_name         (HammerClub *self);
void        hammer_club_set_name         (HammerClub *self,
                                          const char *name);
const char *hammer_club_get_city         (HammerClub *self);
void        hammer_club_set_city         (HammerClub *self,
                                          const char *city);
guint       hammer_club_get_member_count (HammerClub *self);
void        hammer_club_set_member_count (HammerClub *self,
                                          guint       member_count);

G_END_DECLS
