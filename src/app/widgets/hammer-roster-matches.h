/* hammer-roster-matches.h — the players of the roster that match what is
 * typed in a field, to pick from: where a name is typed to enter a player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_ROSTER_MATCHES (hammer_roster_matches_get_type ())

/* A list of HammerPlayer: those offered whose name, club or licence holds
 * the text searched for, the first highlighted. Emits "player-activated"
 * (HammerPlayer *) when one is clicked or activated. */
G_DECLARE_FINAL_TYPE (HammerRosterMatches, hammer_roster_matches, HAMMER, ROSTER_MATCHES,
                      GtkWidget)

/* Offers @players (HammerPlayer; %NULL for none), in their order. */
void          hammer_roster_matches_set_players   (HammerRosterMatches *self,
                                                   GPtrArray           *players);
/* Shows the players @text finds (none for a blank @text), and returns
 * how many. */
guint         hammer_roster_matches_search        (HammerRosterMatches *self,
                                                   const char          *text);
/* Whether the last search was for more than blanks. */
gboolean      hammer_roster_matches_get_searching (HammerRosterMatches *self);
guint         hammer_roster_matches_get_n_matches (HammerRosterMatches *self);
/* The player highlighted, or %NULL. */
HammerPlayer *hammer_roster_matches_get_selected  (HammerRosterMatches *self);
/* Up and Down in @field walk the matches while @field keeps the focus. */
void          hammer_roster_matches_follow_keys   (HammerRosterMatches *self,
                                                   GtkWidget           *field);

G_END_DECLS
