/* hammer-player.h — one player of the roster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "hammer-roster-entry.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_PLAYER (hammer_player_get_type ())

G_DECLARE_FINAL_TYPE (HammerPlayer, hammer_player, HAMMER, PLAYER, HammerRosterEntry)

HammerPlayer *hammer_player_new            (const char   *name);
gint64        hammer_player_get_id         (HammerPlayer *self);
void          hammer_player_set_id         (HammerPlayer *self,
                                            gint64        id);
const char   *hammer_player_get_name       (HammerPlayer *self);
void          hammer_player_set_name       (HammerPlayer *self,
                                            const char   *name);
gint64        hammer_player_get_club_id    (HammerPlayer *self);
void          hammer_player_set_club_id    (HammerPlayer *self,
                                            gint64        club_id);
const char   *hammer_player_get_club_name  (HammerPlayer *self);
void          hammer_player_set_club_name  (HammerPlayer *self,
                                            const char   *club_name);
const char   *hammer_player_get_licence    (HammerPlayer *self);
void          hammer_player_set_licence    (HammerPlayer *self,
                                            const char   *licence);
const char   *hammer_player_get_email      (HammerPlayer *self);
void          hammer_player_set_email      (HammerPlayer *self,
                                            const char   *email);
const char   *hammer_player_get_phone      (HammerPlayer *self);
void          hammer_player_set_phone      (HammerPlayer *self,
                                            const char   *phone);
gboolean      hammer_player_has_average    (HammerPlayer *self);
double        hammer_player_get_average    (HammerPlayer *self);
void          hammer_player_set_average    (HammerPlayer *self,
                                            double        average);
void          hammer_player_clear_average  (HammerPlayer *self);
gboolean      hammer_player_get_active     (HammerPlayer *self);
void          hammer_player_set_active     (HammerPlayer *self,
                                            gboolean      active);
/* A pro, as the federations class players (pros and amateurs); FALSE for
 * an amateur, as every player is unless marked. */
gboolean      hammer_player_get_pro        (HammerPlayer *self);
void          hammer_player_set_pro        (HammerPlayer *self,
                                            gboolean      pro);
HammerPlayer *hammer_player_copy           (HammerPlayer *self);

G_END_DECLS
