/* hammer-roster-entry.h — what a player and a club of the roster share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define HAMMER_TYPE_ROSTER_ENTRY (hammer_roster_entry_get_type ())

G_DECLARE_DERIVABLE_TYPE (HammerRosterEntry, hammer_roster_entry, HAMMER, ROSTER_ENTRY, GObject)

/* A row of the roster: its id in the database (0 before it is stored) and
 * its name, never %NULL. HammerPlayer and HammerClub are the two kinds. */
struct _HammerRosterEntryClass
{
  GObjectClass parent_class;
};

gint64      hammer_roster_entry_get_id   (HammerRosterEntry *self);
void        hammer_roster_entry_set_id   (HammerRosterEntry *self,
                                          gint64             id);
const char *hammer_roster_entry_get_name (HammerRosterEntry *self);
/* Sets the name; %NULL is the empty name. */
void        hammer_roster_entry_set_name (HammerRosterEntry *self,
                                          const char        *name);

G_END_DECLS
