/* hammer-hall-caller.h — the desk's calls said aloud to the hall
 *
 * The views that show the boards tell the caller what is on them
 * (hammer_hall_caller_notice()); a match called since the app started, and
 * not told before, is said aloud once, in the hall's language, when the
 * setting speak-calls is on. Calls wait their turn: one is said after the
 * other, never over it. With the setting off nothing is said nor even
 * made into sound.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_HALL_CALLER (hammer_hall_caller_get_type ())

G_DECLARE_FINAL_TYPE (HammerHallCaller, hammer_hall_caller, HAMMER, HALL_CALLER, GObject)

/* A caller reading speak-calls and hall-language from @settings (NULL: it
 * never speaks), hearing only calls made from now on. */
HammerHallCaller *hammer_hall_caller_new          (GSettings        *settings);
/* The app's one caller, made at its start. */
HammerHallCaller *hammer_hall_caller_get_default  (void);

/* Board @number (named @board_name, or NULL) has match @match_id on it,
 * called at @since (ISO 8601, as the store stamps it; NULL while it waits
 * to be called), between @side_a and @side_b (NULL: not known yet). */
void              hammer_hall_caller_notice       (HammerHallCaller *self,
                                                   gint64            match_id,
                                                   const char       *since,
                                                   const char       *board_name,
                                                   guint             number,
                                                   const char       *side_a,
                                                   const char       *side_b);
/* How many calls were made into sound so far; "n-spoken" notifies. */
guint             hammer_hall_caller_get_n_spoken (HammerHallCaller *self);
/* The sentence of the last call said, or NULL. */
const char       *hammer_hall_caller_get_last_text (HammerHallCaller *self);

G_END_DECLS
