/* hammer-leagues-async.c — a team league's writes off the main thread
 *
 * Each runs the synchronous write of the same name on the store's writer
 * (hammer_store_write_async()): a connection of its own on a thread of its
 * own, the writes one after the other. What the write reads and returns
 * is copied into and out of the task: JSON nodes are not shared between
 * threads.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-list-splice.h"
#include "league/hammer-leagues-private.h"

/* A team match's games */

typedef struct
{
  gint64 fixture_id;
  HammerTeamMatchInput *input;
} MatchWrite;

static void
match_write_free (MatchWrite *write)
{
  g_clear_pointer (&write->input, hammer_team_match_input_unref);
  g_free (write);
}

static gboolean
match_write (HammerStore  *writer,
             gpointer      data,
             GError      **error)
{
  MatchWrite *write = data;

  return hammer_leagues_enter_match_input (writer, write->fixture_id, write->input, error);
}

void
hammer_leagues_enter_match_input_async (HammerStore           *self,
                                        gint64                 fixture_id,
                                        HammerTeamMatchInput  *input,
                                        GCancellable          *cancellable,
                                        GAsyncReadyCallback    callback,
                                        gpointer               user_data)
{
  MatchWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (input != NULL);

  write = g_new0 (MatchWrite, 1);
  write->fixture_id = fixture_id;
  write->input = hammer_team_match_input_ref (input);
  hammer_store_write_async (self, match_write, NULL, write, (GDestroyNotify) match_write_free,
                            hammer_leagues_enter_match_input_async, cancellable, callback,
                            user_data);
}

gboolean
hammer_leagues_enter_match_input_finish (HammerStore   *self,
                                         GAsyncResult  *result,
                                         GError       **error)
{
  return hammer_store_write_finish (self, result, hammer_leagues_enter_match_input_async, error);
}

/* A fixture postponed or moved */

typedef struct
{
  gint64 fixture_id;
  char *date;
} PostponeWrite;

static void
postpone_write_free (PostponeWrite *write)
{
  g_free (write->date);
  g_free (write);
}

static gboolean
postpone_write (HammerStore  *writer,
                gpointer      data,
                GError      **error)
{
  PostponeWrite *write = data;

  return hammer_leagues_postpone_fixture (writer, write->fixture_id, write->date, error);
}

void
hammer_leagues_postpone_fixture_async (HammerStore         *self,
                                       gint64               fixture_id,
                                       const char          *date,
                                       GCancellable        *cancellable,
                                       GAsyncReadyCallback  callback,
                                       gpointer             user_data)
{
  PostponeWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (PostponeWrite, 1);
  write->fixture_id = fixture_id;
  write->date = g_strdup (date);
  hammer_store_write_async (self, postpone_write, NULL, write,
                            (GDestroyNotify) postpone_write_free,
                            hammer_leagues_postpone_fixture_async, cancellable, callback,
                            user_data);
}

gboolean
hammer_leagues_postpone_fixture_finish (HammerStore   *self,
                                        GAsyncResult  *result,
                                        GError       **error)
{
  return hammer_store_write_finish (self, result, hammer_leagues_postpone_fixture_async, error);
}

/* A team */

typedef struct
{
  gint64 league_id;
  char *division;
  char *name;
  char *club;
  GStrv players;
  gint64 team_id;
} TeamWrite;

static void
team_write_free (TeamWrite *write)
{
  g_free (write->division);
  g_free (write->name);
  g_free (write->club);
  g_strfreev (write->players);
  g_free (write);
}

static gboolean
team_write (HammerStore  *writer,
            gpointer      data,
            GError      **error)
{
  TeamWrite *write = data;

  write->team_id = hammer_leagues_add_team (writer, write->league_id, write->division,
                                            write->name, write->club,
                                            (const char *const *) write->players, error);
  return write->team_id != 0;
}

void
hammer_leagues_add_team_async (HammerStore         *self,
                               gint64               league_id,
                               const char          *division,
                               const char          *name,
                               const char          *club,
                               const char *const   *players,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  TeamWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));

  write = g_new0 (TeamWrite, 1);
  write->league_id = league_id;
  write->division = g_strdup (division);
  write->name = g_strdup (name);
  write->club = g_strdup (club);
  write->players = g_strdupv ((char **) players);
  hammer_store_write_async (self, team_write, NULL, write, (GDestroyNotify) team_write_free,
                            hammer_leagues_add_team_async, cancellable, callback, user_data);
}

gint64
hammer_leagues_add_team_finish (HammerStore   *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  if (!hammer_store_write_finish (self, result, hammer_leagues_add_team_async, error))
    return 0;
  return ((TeamWrite *) hammer_store_write_get_data (result))->team_id;
}

/* The fixtures */

static gboolean
fixtures_write (HammerStore  *writer,
                gpointer      data,
                GError      **error)
{
  return hammer_leagues_generate_fixtures (writer, *(gint64 *) data, error);
}

void
hammer_leagues_generate_fixtures_async (HammerStore         *self,
                                        gint64               league_id,
                                        GCancellable        *cancellable,
                                        GAsyncReadyCallback  callback,
                                        gpointer             user_data)
{
  g_return_if_fail (HAMMER_IS_STORE (self));

  hammer_store_write_async (self, fixtures_write, NULL, g_memdup2 (&league_id, sizeof league_id),
                            g_free, hammer_leagues_generate_fixtures_async, cancellable,
                            callback, user_data);
}

gboolean
hammer_leagues_generate_fixtures_finish (HammerStore   *self,
                                         GAsyncResult  *result,
                                         GError       **error)
{
  return hammer_store_write_finish (self, result, hammer_leagues_generate_fixtures_async, error);
}

/* A new league: the spec copied whole, its texts and lists the write's own */

typedef struct
{
  HammerLeagueSpec spec;
  GPtrArray *texts;  /* what the spec's strings point into */
  GStrv blocked;
  GStrv divisions;
  gint64 league_id;
} LeagueWrite;

static void
league_write_free (LeagueWrite *write)
{
  g_clear_pointer (&write->spec.options, json_object_unref);
  g_ptr_array_unref (write->texts);
  g_strfreev (write->blocked);
  g_strfreev (write->divisions);
  g_free (write);
}

static gboolean
league_write (HammerStore  *writer,
              gpointer      data,
              GError      **error)
{
  LeagueWrite *write = data;

  write->league_id = hammer_leagues_create (writer, &write->spec, error);
  return write->league_id != 0;
}

/* A copy of @object that shares nothing with it. */
static JsonObject *
copy_object (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);
  g_autofree char *text = json_to_string (node, FALSE);
  g_autoptr(JsonNode) copy = json_from_string (text, NULL);

  return copy != NULL && JSON_NODE_HOLDS_OBJECT (copy) ? json_node_dup_object (copy) : NULL;
}

void
hammer_leagues_create_async (HammerStore             *self,
                             const HammerLeagueSpec  *spec,
                             GCancellable            *cancellable,
                             GAsyncReadyCallback      callback,
                             gpointer                 user_data)
{
  LeagueWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (spec != NULL);

  write = g_new0 (LeagueWrite, 1);
  write->spec = *spec;
  write->texts = g_ptr_array_new_with_free_func (g_free);
  write->spec.name = hammer_keep_text (write->texts, spec->name);
  write->spec.rules = hammer_keep_text (write->texts, spec->rules);
  write->spec.start_date = hammer_keep_text (write->texts, spec->start_date);
  write->spec.end_date = hammer_keep_text (write->texts, spec->end_date);
  write->spec.format = hammer_keep_text (write->texts, spec->format);
  write->spec.tie_breakers = hammer_keep_text (write->texts, spec->tie_breakers);
  write->spec.options = spec->options != NULL ? copy_object (spec->options) : NULL;
  write->blocked = g_strdupv ((char **) spec->blocked);
  write->divisions = g_strdupv ((char **) spec->divisions);
  write->spec.blocked = (const char *const *) write->blocked;
  write->spec.divisions = (const char *const *) write->divisions;
  hammer_store_write_async (self, league_write, NULL, write, (GDestroyNotify) league_write_free,
                            hammer_leagues_create_async, cancellable, callback, user_data);
}

gint64
hammer_leagues_create_finish (HammerStore   *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  if (!hammer_store_write_finish (self, result, hammer_leagues_create_async, error))
    return 0;
  return ((LeagueWrite *) hammer_store_write_get_data (result))->league_id;
}
