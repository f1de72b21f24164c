/* hammer-event.h — an event as screens show it, kept up to date
 *
 * Read-only properties that notify what a change to the store changed,
 * with the event's entrants (HammerEntrant) and standings
 * (HammerStandingsLine) as list models that change in place: a result
 * gives notifies for the lines whose figures changed and items-changed for
 * just the lines that moved. An event follows the store's "changes" itself.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "events/hammer-entrant.h"
#include "events/hammer-format.h"
#include "events/hammer-payout.h"
#include "events/hammer-standings.h"
#include "events/hammer-standings-line.h"
#include "rules/hammer-rules.h"
#include "store/hammer-change-set.h"
#include "store/hammer-store.h"

G_BEGIN_DECLS

/* "state" of hammer_events_get_event_json(). */
typedef enum
{
  HAMMER_EVENT_SETUP,         /* before the draw */
  HAMMER_EVENT_IN_PROGRESS,
  HAMMER_EVENT_FINISHED,
} HammerEventState;

#define HAMMER_TYPE_EVENT_STATE (hammer_event_state_get_type ())
GType hammer_event_state_get_type (void);

#define HAMMER_TYPE_FORMAT (hammer_format_get_type ())
GType hammer_format_get_type (void);

#define HAMMER_TYPE_EVENT (hammer_event_get_type ())

G_DECLARE_FINAL_TYPE (HammerEvent, hammer_event, HAMMER, EVENT, GObject)

/* Event @event_id, following the store, or %NULL with @error set when it
 * cannot be read (HAMMER_ERROR_NOT_FOUND when there is none). */
HammerEvent         *hammer_events_get_event          (HammerStore     *store,
                                                       gint64           event_id,
                                                       GError         **error);
/* Reads again what @changes touched of the event (everything when
 * @changes is %NULL or not complete). The event calls it itself on the
 * store's "changes"; a view that must know it is current before it reads
 * may call it first: a second call for the same changes finds nothing to
 * do. */
void                 hammer_event_update              (HammerEvent     *self,
                                                       HammerChangeSet *changes);
/* Reads the event again now, as hammer_event_update() with %NULL, but
 * says when it could not: FALSE with @error set, the event staying as it
 * was. A deleted event is no failure (hammer_event_get_deleted()). For a
 * view that shows why it shows nothing. */
gboolean             hammer_event_read_again          (HammerEvent     *self,
                                                       GError         **error);

HammerStore         *hammer_event_get_store           (HammerEvent     *self);
gint64               hammer_event_get_id              (HammerEvent     *self);
/* Whether the event is gone from the store (deleted, its creation undone):
 * the rest is as last read. */
gboolean             hammer_event_get_deleted         (HammerEvent     *self);
/* Why the event could not be read again after a change ("read-error"), or
 * %NULL; it stays as last read meanwhile. */
const char          *hammer_event_get_read_error      (HammerEvent     *self);
const char          *hammer_event_get_name            (HammerEvent     *self);
/* YYYY-MM-DD, or %NULL. */
const char          *hammer_event_get_date            (HammerEvent     *self);
const char          *hammer_event_get_venue           (HammerEvent     *self);
const char          *hammer_event_get_rules_id        (HammerEvent     *self);
/* %NULL when this Hammer does not know the rules. */
const HammerRules   *hammer_event_get_rules           (HammerEvent     *self);
HammerFormat         hammer_event_get_format          (HammerEvent     *self);
/* The options of the game, resolved (hammer-rules.h); also the properties
 * "target", "best-of", "games" and "team-size". */
const HammerOptions *hammer_event_get_options         (HammerEvent     *self);
guint                hammer_event_get_team_size       (HammerEvent     *self);
/* The tie-breakers in order ("match-points", …), as the settings name
 * them. */
const char * const  *hammer_event_get_tie_breakers    (HammerEvent     *self);
/* What a win, a draw and a loss are worth in match points: the event's
 * own (--match-points) or 2, 1 and 0. */
const HammerStandingsOptions *hammer_event_get_standings_options (HammerEvent *self);
/* The names of the sjoelbak classes, best first; empty without classes. */
const char * const  *hammer_event_get_classes         (HammerEvent     *self);
/* A Swiss event's rounds; 0 for other formats. */
guint                hammer_event_get_rounds          (HammerEvent     *self);
HammerEventState     hammer_event_get_state           (HammerEvent     *self);
gboolean             hammer_event_get_drawn           (HammerEvent     *self);
/* The entry fee in cents; the prizes by place (kind NONE: none). */
gint64               hammer_event_get_fee             (HammerEvent     *self);
const HammerPayout  *hammer_event_get_payout          (HammerEvent     *self);
/* Any result typed, a card under way too: from then on the draw and the
 * tie-breakers stay as they are. */
gboolean             hammer_event_get_has_results     (HammerEvent     *self);
guint                hammer_event_get_n_entrants      (HammerEvent     *self);
guint                hammer_event_get_n_boards        (HammerEvent     *self);
/* The matches to play, byes left out, and those of them finished. */
guint                hammer_event_get_n_matches       (HammerEvent     *self);
guint                hammer_event_get_n_finished      (HammerEvent     *self);
/* HammerEntrant, in the store's order: as added before the draw, in draw
 * order after it. */
GListModel          *hammer_event_get_entrants        (HammerEvent     *self);
/* HammerStandingsLine, in order, as hammer_events_get_standings_json(). */
GListModel          *hammer_event_get_standings       (HammerEvent     *self);
/* The columns of the standings as hammer_tables_standings_columns() gives
 * them of the JSON (a GArray of HammerStandingsColumn): the same on screen
 * as on paper and in files. */
GArray              *hammer_event_get_standings_columns (HammerEvent   *self,
                                                         gboolean       every_figure);

G_END_DECLS
