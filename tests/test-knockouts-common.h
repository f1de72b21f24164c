/* test-knockouts-common.h — what the tests of knockouts share: events of
 * any field drawn in-process or through hammer-cli, played to their end
 * by coin tosses, and their matches and standings read back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "hammer-core.h"

G_BEGIN_DECLS

typedef struct
{
  char *dir;
  char *db;
  /* Set: the helpers below call the core in-process, as hammer-cli does. */
  HammerStore *store;
} Fixture;

void        fixture_set_up    (Fixture       *f,
                               gconstpointer  data);
void        fixture_tear_down (Fixture       *f,
                               gconstpointer  data);
/* Opens f->store, so that the helpers call the core in-process. */
void        open_store        (Fixture       *f);

gint64      id_of             (JsonNode      *node);
/* A new event of table shuffleboard, best of one, with @n entrants,
 * drawn, with @flag and @extra (each NULL or a flag of `event create`:
 * "--consolation", "--placement", "--second-knockout", "--third-place",
 * "--groups=N", "--advance=N"; in-process, several separated by spaces;
 * through hammer-cli one each, of any kind); its id as text. */
char       *new_event         (Fixture       *f,
                               const char    *format,
                               guint          n,
                               const char    *flag,
                               const char    *extra);
/* `matches` or `standings` of @event. */
JsonArray  *list              (Fixture       *f,
                               const char    *command,
                               const char    *event);
gboolean    is_null           (JsonObject    *object,
                               const char    *member);
/* Plays @event to its end, every ready match a line of a results file, a
 * coin toss of @rand deciding each; returns its matches then. */
JsonArray  *play_to_end       (Fixture       *f,
                               const char    *event,
                               GRand         *rand);
/* @event exported as a JSON document, imported into the new database
 * @other_db and exported from there: the same document, which it returns;
 * the imported event's id as text in *@imported_id. */
char       *export_round_trip (Fixture       *f,
                               const char    *event,
                               const char    *other_db,
                               char         **imported_id);
/* The entrant on side @s of @match; -1 while unknown. */
gint64      side              (JsonObject    *match,
                               guint          s);
/* The match of @matches with @bracket, @round and @position. */
JsonObject *find_match        (JsonArray     *matches,
                               const char    *bracket,
                               gint64         round,
                               gint64         position);
/* Every match is over, and every entrant has a place and is out. */
void        assert_played_out (JsonArray     *matches,
                               JsonArray     *standings,
                               guint          n);
/* hammer-cli exits 2 with a message that has @needle. */
void        assert_refused    (Fixture       *f,
                               const char    *needle,
                               const char    *first,
                               ...) G_GNUC_NULL_TERMINATED;

G_END_DECLS
