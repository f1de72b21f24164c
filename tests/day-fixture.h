/* day-fixture.h — what the tests of a day's registration desk share: a
 * day with a Singles event of four, hammer-cli run on it and expected to
 * succeed or refuse, and the desk's answers read back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* hammer-cli run on @db expected to refuse: exit 2 with @message in what it says. */
void        day_fixture_refused      (const char *db,
                                      const char *message,
                                      const char *first,
                                      ...) G_GNUC_NULL_TERMINATED;
/* Day 1 "Open" on 2026-12-05 with two boards (at @venue, or none) and
 * event 1 "Singles", single elimination, fee 5.00, of Anna, Bert, Carl and
 * Dirk (players 1 to 4). */
void        day_fixture_singles      (const char *db,
                                      const char *venue);
/* day_fixture_singles() and event 2 "Doubles", fee 8.00 a team, of Anna /
 * Eva, Carl / Dirk and Fien / Gijs (players 5 to 7 new), with part
 * payments: Anna paid Singles in cash, Bert 3.00 of it by transfer; Eva
 * paid her team's 8.00 in cash, Carl 5.00 of his team's. The day owes
 * 44.00, took 21.00 and has 23.00 outstanding (each team once). */
void        day_fixture_teams        (const char *db);
/* Day 1 "Noord-Hollands Kampioenschap Sjoelen en Shuffleboard 2026" on
 * 2026-12-05 with @n_boards boards, every one of them busy: event 1 "Open
 * Singles (knock-out with consolation)" of sixteen, some with long names,
 * a round robin of eight ladies and a Swiss of eight seniors, each drawn,
 * and beyond twelve boards a knock-out of 64 "Player NN"; the day's queue
 * called once. */
void        day_fixture_full         (const char *db,
                                      guint       n_boards);
/* The player called @name in a "day players" answer. */
JsonObject *day_fixture_player       (JsonNode   *players,
                                      const char *name);
/* A whole number at @path ("taken.cash") in @object. */
gint64      day_fixture_member_int   (JsonObject *object,
                                      const char *path);
/* The member @path ("refunded.total") of "day money --day 1" on @db. */
gint64      day_fixture_money        (const char *db,
                                      const char *path);
/* Undoes the change @back before the newest made on @db, whoever made it
 * (an undo undone is a redo). */
void        day_fixture_undo         (const char *db,
                                      gint64      back);

G_END_DECLS
