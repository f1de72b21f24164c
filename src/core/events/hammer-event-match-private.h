/* hammer-event-match-private.h — the fields of a HammerEventMatch, for
 * hammer-event-match.c, which sets them, and hammer-event-match-get.c,
 * which reads them out
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#ifndef HAMMER_EVENTS_COMPILATION
#error "hammer-event-match-private.h is the events library's own"
#endif

#include "events/hammer-event-match.h"

G_BEGIN_DECLS

struct _HammerEventMatch
{
  GObject parent_instance;

  gint64 id;
  guint number;
  guint round;
  guint first_place;
  gboolean left_out;
  GStrv sitting_out;
  char *round_name;
  char *bracket;
  guint n_sides;
  char *names[2];
  gint64 entrants[2];
  HammerEventMatchState state;
  int winner;
  gboolean bye;
  gboolean walkover;
  char *result;
  guint games_won[2];
  char *source;
  guint board;
  char *board_name;
  char *called_at;
  char *finished_at;
  gboolean has_score;
  /* The result as the store keeps it (HammerEventMatchRow.input), or
   * NULL; no property. */
  char *stored_input;
  /* The same as entered (the rules' input JSON): made from it only when
   * asked for (hammer_event_match_get_input()), and dropped when it changes. */
  char *input;
  /* Each side's handicap, 0 for none; no property: it is fixed at the draw. */
  int handicaps[2];
  /* The games it plays where a total of games decides (sjoelbak), else 0;
   * no property either: a knockout match's length is fixed at the draw. */
  int games;
  int totals[2];
  /* The points of each game, side after side (n_games each), as the JSON's
   * "game_points"; notified as "game-points". */
  guint n_games;
  int *game_points;
  guint position;
  guint stage;
  /* Where each side comes from; the details notify with "from-a", "from-b". */
  HammerEventMatchFrom from[2];
  gint64 from_match[2];
  guint from_number[2];
  char *from_group[2];
  guint from_place[2];
};

G_END_DECLS
