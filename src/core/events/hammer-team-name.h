/* hammer-team-name.h — a team written as one name, "Anna / Bert": where
 * its players' names are apart
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The names @name holds apart by "/", each without the blanks around it:
 * one for a single player's name. A "/" inside markup ("<b>Eddy</b>",
 * "<script>…</script>": from a "<" to the next ">") separates nothing; a
 * name may be odd, it is still one name. */
GStrv    hammer_team_name_split    (const char *name);
/* Whether @name is written as a team: two parts or more whose text (the
 * markup aside) each starts with a letter. */
gboolean hammer_team_name_is_team  (const char *name);

G_END_DECLS
