/* hammer-series-card.h — a player's sjoelbak series card, game by game, from
 * the boards and the player's own phone
 *
 * A card is the one "match" of an entrant of a sjoelbak series: its games
 * so far, in order. Cards are looked for in what a server serves: one event
 * (@event_id, with @day_id 0) or every event of a day (@day_id, with
 * @event_id 0); only series events have cards. A card's games are added at
 * the end, each checked by the rules module; a game the card has already
 * is accepted again unchanged (two phones sent it), never changed: that is
 * the desk's, whose corrections win.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "store/hammer-store.h"

G_BEGIN_DECLS

/* A search finds at most this many cards. */
#define HAMMER_SERIES_CARD_MAX_FOUND 20
/* One request adds at most this many games. */
#define HAMMER_SERIES_CARD_MAX_GAMES 20

/* The series events served and the cards whose player's name holds @text
 * (case and accents aside), or whose card number (its match number) is
 * @text: {"events": [{"event", "name", "games", "drawn", "boards": the
 * numbers of the boards its cards are shot on}], "cards":
 * [{"event", "event_name", "player", "name", "number", "entered", "games",
 * "total"}]}, the cards by name, at most HAMMER_SERIES_CARD_MAX_FOUND; no
 * cards for a blank @text. */
JsonNode *hammer_series_card_search (HammerStore  *store,
                                     gint64        event_id,
                                     gint64        day_id,
                                     const char   *text,
                                     GError      **error);
/* The card of player @player_id (in event @only_event when not 0; else
 * their first card still open): {"event", "event_name", "match", "number",
 * "player", "name", "games" (the series' length), "disks", "entered":
 * [{"game", "total", "counts" (compartments 1, 2, 3, 4) or null}],
 * "total", "next" (the next game, from 0, or null), "finished"}.
 * HAMMER_ERROR_NOT_FOUND for a player without a card there. */
JsonNode *hammer_series_card_get    (HammerStore  *store,
                                     gint64        event_id,
                                     gint64        day_id,
                                     gint64        player_id,
                                     gint64        only_event,
                                     GError      **error);
/* Adds the games of @body, {"game": G (from 0), "games": [{"total": T} or
 * {"counts": [c1, c2, c3, c4]}, …]}, to the card as games G, G + 1, …
 * Games the card has are accepted again when they are the same, else
 * HAMMER_ERROR_DUPLICATE; G past the card's next game, or a game past the
 * series' length, HAMMER_ERROR_INVALID; a count that is no whole number,
 * HAMMER_ERROR_INVALID naming the game and compartment; what the rules
 * refuse, their violation. Nothing is stored unless all is accepted.
 * Returns the card as hammer_series_card_get() does; @changed, when not
 * %NULL, says whether anything was written. */
JsonNode *hammer_series_card_add    (HammerStore  *store,
                                     gint64        event_id,
                                     gint64        day_id,
                                     gint64        player_id,
                                     gint64        only_event,
                                     JsonNode     *body,
                                     gboolean     *changed,
                                     GError      **error);

G_END_DECLS
