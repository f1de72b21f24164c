/* hammer-hall-calls.h — the latest calls of matches to boards, for the hall
 *
 * A call shows large on the hall's page for a while after the desk made it.
 * The document says which calls there were and when; the page, which knows
 * the time, shows those of the last seconds. Made from the boards of the
 * hall's document, whose matches are on them since their call.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* How many calls the document lists at most. */
#define HAMMER_HALL_MAX_CALLS 6

/* The calls of @boards (a hall document's "boards": {"number", "name",
 * "event" on a day, "match": {"id", "number", "names", …}, "since"}), the
 * latest first: [{"board", "name", "event" (where the board says),
 * "match", "number", "names", "at"}, …]; a board whose match waits to be
 * called has none. */
JsonArray *hammer_hall_calls (JsonArray *boards);

G_END_DECLS
