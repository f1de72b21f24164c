/* hammer-agreement.c — a board's result that a player of every side
 * agrees to before it is stored: proposed, answered, stored once
 *
 * A proposal is claimed for storing inside the transaction that counts
 * the last side's agreement (its state goes from "proposed" to "agreed"
 * there, and only one writer can make that change), so two players
 * agreeing at the same moment, through one server or two programs, store
 * it once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include "hammer-i18n.h"

#include "events/hammer-events.h"
#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-now.h"
#include "serve/hammer-agreement-private.h"
#include "serve/hammer-agreement.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-server-private.h"
#include "store/hammer-store-tx.h"

/* Proposing */

typedef struct
{
  gint64      match_id;
  guint       board;
  const char *body;
  gint64      id;
} Proposal;

static gboolean
write_proposal (sqlite3   *db,
                gint64     event_id,
                gpointer   data,
                GError   **error)
{
  Proposal *proposal = data;
  g_autoptr(sqlite3_stmt) open = NULL;
  g_autoptr(sqlite3_stmt) replace = NULL;
  g_autoptr(sqlite3_stmt) insert = NULL;
  g_autofree char *now = hammer_now_stamp ();
  const char *what = _("Could not keep the result for the players");

  /* A board that sends again what is proposed changes nothing: the
   * agreements given stay. Another result starts over. */
  if (!(open = hammer_store_prepare (db, "SELECT id, body = ?2 FROM result_proposals"
                                         " WHERE match_id = ?1 AND state = 'proposed'", error)))
    return FALSE;
  sqlite3_bind_int64 (open, 1, proposal->match_id);
  sqlite3_bind_text (open, 2, proposal->body, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (open) == SQLITE_ROW)
    {
      if (sqlite3_column_int (open, 1) != 0)
        {
          proposal->id = sqlite3_column_int64 (open, 0);
          return TRUE;
        }
      if (!(replace = hammer_store_prepare (db, "UPDATE result_proposals SET state = 'replaced'"
                                                " WHERE id = ?1", error)))
        return FALSE;
      sqlite3_bind_int64 (replace, 1, sqlite3_column_int64 (open, 0));
      if (!hammer_store_step_done (replace, what, error))
        return FALSE;
    }
  if (!(insert = hammer_store_prepare (db, "INSERT INTO result_proposals (event_id, match_id,"
                                           " board, body, received_at) VALUES (?, ?, ?, ?, ?)",
                                       error)))
    return FALSE;
  sqlite3_bind_int64 (insert, 1, event_id);
  sqlite3_bind_int64 (insert, 2, proposal->match_id);
  sqlite3_bind_int (insert, 3, proposal->board);
  sqlite3_bind_text (insert, 4, proposal->body, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (insert, 5, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (insert, what, error))
    return FALSE;
  proposal->id = sqlite3_last_insert_rowid (db);
  return TRUE;
}

gint64
hammer_agreement_propose (HammerStore  *store,
                          gint64        event_id,
                          gint64        match_id,
                          guint         board,
                          const char   *body,
                          GError      **error)
{
  Proposal proposal = { match_id, board, body, 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (store), 0);
  g_return_val_if_fail (body != NULL, 0);

  if (!hammer_board_entry_in_transaction (store, write_proposal, event_id, &proposal, error))
    return 0;
  return proposal.id;
}

/* The players of a match */

/* The side of @match (of the matches' JSON) that player @player_id plays
 * on, -1 for none: a rotating-partners side by its "players", any other
 * by its entrant's players. */
int
_hammer_agreement_player_side (sqlite3    *db,
                               JsonObject *match,
                               gint64      player_id)
{
  JsonArray *players = hammer_json_array (match, "players");
  JsonArray *sides = hammer_json_array (match, "sides");
  sqlite3_stmt *stmt;
  int side = -1;

  if (players != NULL)
    {
      for (guint s = 0; s < json_array_get_length (players); s++)
        {
          JsonArray *ids = hammer_json_element_array (players, s);

          for (guint i = 0; i < hammer_json_length (ids); i++)
            if (hammer_json_element_int (ids, i, 0) == player_id)
              return (int) s;
        }
      return -1;
    }
  if (!(stmt = hammer_store_borrow_statement (db, "SELECT 1 FROM entrant_players"
                                                  " WHERE entrant_id = ?1 AND player_id = ?2",
                                              NULL)))
    return -1;
  for (guint s = 0; s < hammer_json_length (sides) && side < 0; s++)
    {
      gint64 entrant = hammer_json_element_int (sides, s, 0);

      if (entrant <= 0)
        continue;
      sqlite3_bind_int64 (stmt, 1, entrant);
      sqlite3_bind_int64 (stmt, 2, player_id);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        side = (int) s;
      sqlite3_reset (stmt);
    }
  return side;
}

/* The players who agreed to proposal @id: [{"player", "name", "side"}]. */
JsonArray *
_hammer_agreement_agreed_by (sqlite3  *db,
                             gint64    id)
{
  JsonArray *list = json_array_new ();
  sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "SELECT v.player_id, p.name, v.side"
                                                          " FROM result_votes v"
                                                          " LEFT JOIN players p"
                                                          " ON p.id = v.player_id"
                                                          " WHERE v.proposal_id = ?1"
                                                          " AND v.agree = 1"
                                                          " ORDER BY v.voted_at, v.rowid", NULL);

  if (stmt == NULL)
    return list;
  sqlite3_bind_int64 (stmt, 1, id);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      JsonObject *player = json_object_new ();

      json_object_set_int_member (player, "player", sqlite3_column_int64 (stmt, 0));
      if (sqlite3_column_type (stmt, 1) == SQLITE_NULL)
        json_object_set_null_member (player, "name");
      else
        json_object_set_string_member (player, "name", (const char *) sqlite3_column_text (stmt, 1));
      json_object_set_int_member (player, "side", sqlite3_column_int (stmt, 2));
      json_array_add_object_element (list, player);
    }
  sqlite3_reset (stmt);
  return list;
}

/* Answering */

typedef struct
{
  gint64  id;
  guint   board;
  char   *body;
  char   *state;
} Latest;

static void
latest_clear (Latest *latest)
{
  g_clear_pointer (&latest->body, g_free);
  g_clear_pointer (&latest->state, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Latest, latest_clear)

/* The newest proposal of @match_id into @latest; FALSE, without @error,
 * for none. */
static gboolean
read_latest (sqlite3   *db,
             gint64     match_id,
             Latest    *latest,
             GError   **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  latest_clear (latest);
  if (!(stmt = hammer_store_prepare (db, "SELECT id, board, body, state FROM result_proposals"
                                         " WHERE match_id = ?1 ORDER BY id DESC LIMIT 1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, match_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    return FALSE;
  latest->id = sqlite3_column_int64 (stmt, 0);
  latest->board = sqlite3_column_int (stmt, 1);
  latest->body = g_strdup ((const char *) sqlite3_column_text (stmt, 2));
  latest->state = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  return TRUE;
}

typedef struct
{
  gint64      match_id;
  gint64      proposal_id;
  gint64      player_id;
  int         side;
  guint       n_sides;
  gboolean    agree;
  guint       board;
  const char *body;
  const char *version;    /* the player's own result, or NULL */
  gboolean    decided;    /* it was no longer proposed: nothing written */
  gboolean    claimed;    /* this answer was the last side's: it stores */
} Vote;

/* Keeps @body of @vote's match for the desk, disputed by its player or
 * (@own) as that player's own version. */
static gboolean
write_for_desk (sqlite3     *db,
                gint64       event_id,
                Vote        *vote,
                const char  *body,
                gboolean     own,
                GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *now = hammer_now_stamp ();

  if (!(stmt = hammer_store_prepare (db, own ? "INSERT INTO board_submissions (event_id,"
                                               " match_id, board, body, received_at,"
                                               " player_id) VALUES (?, ?, ?, ?, ?, ?)"
                                             : "INSERT INTO board_submissions (event_id,"
                                               " match_id, board, body, received_at,"
                                               " disputed_by) VALUES (?, ?, ?, ?, ?, ?)",
                                     error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, vote->match_id);
  sqlite3_bind_int (stmt, 3, vote->board);
  sqlite3_bind_text (stmt, 4, body, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 5, now, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 6, vote->player_id);
  return hammer_store_step_done (stmt, _("Could not keep the result for the desk"), error);
}

/* Sets proposal @id's state to @state where it is @from. */
static gboolean
set_state (sqlite3     *db,
           gint64       id,
           const char  *from,
           const char  *state,
           GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "UPDATE result_proposals SET state = ?3"
                                         " WHERE id = ?1 AND state = ?2", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_text (stmt, 2, from, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, state, -1, SQLITE_STATIC);
  return hammer_store_step_done (stmt, _("Could not store the players’ agreement"), error);
}

static gboolean
write_vote (sqlite3   *db,
            gint64     event_id,
            gpointer   data,
            GError   **error)
{
  Vote *vote = data;
  g_autoptr(sqlite3_stmt) state = NULL;
  g_autoptr(sqlite3_stmt) insert = NULL;
  g_autoptr(sqlite3_stmt) count = NULL;
  g_autofree char *now = hammer_now_stamp ();

  /* Read inside the write: another answer may have decided it since. */
  if (!(state = hammer_store_prepare (db, "SELECT state = 'proposed' FROM result_proposals"
                                          " WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (state, 1, vote->proposal_id);
  if (sqlite3_step (state) != SQLITE_ROW || sqlite3_column_int (state, 0) == 0)
    {
      vote->decided = TRUE;
      return TRUE;
    }
  if (!(insert = hammer_store_prepare (db, "INSERT INTO result_votes (proposal_id, player_id,"
                                           " side, agree, voted_at) VALUES (?1, ?2, ?3, ?4, ?5)"
                                           " ON CONFLICT (proposal_id, player_id) DO UPDATE"
                                           " SET agree = excluded.agree", error)))
    return FALSE;
  sqlite3_bind_int64 (insert, 1, vote->proposal_id);
  sqlite3_bind_int64 (insert, 2, vote->player_id);
  sqlite3_bind_int (insert, 3, vote->side);
  sqlite3_bind_int (insert, 4, vote->agree ? 1 : 0);
  sqlite3_bind_text (insert, 5, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (insert, _("Could not store the players’ agreement"), error))
    return FALSE;

  /* Not right: both versions go to the desk, the board's naming who
   * disputed it. */
  if (!vote->agree)
    return set_state (db, vote->proposal_id, "proposed", "disputed", error) &&
           write_for_desk (db, event_id, vote, vote->body, FALSE, error) &&
           (vote->version == NULL ||
            write_for_desk (db, event_id, vote, vote->version, TRUE, error));

  if (!(count = hammer_store_prepare (db, "SELECT count(DISTINCT side) FROM result_votes"
                                          " WHERE proposal_id = ?1 AND agree = 1", error)))
    return FALSE;
  sqlite3_bind_int64 (count, 1, vote->proposal_id);
  if (sqlite3_step (count) != SQLITE_ROW ||
      sqlite3_column_int64 (count, 0) < (gint64) vote->n_sides)
    return TRUE;
  /* Every side agreed: this answer stores it, and no other can. */
  if (!set_state (db, vote->proposal_id, "proposed", "agreed", error))
    return FALSE;
  vote->claimed = sqlite3_changes (db) == 1;
  return TRUE;
}

/* A change of state in a transaction of its own: @data is {from, to}. */
static gboolean
write_state (sqlite3   *db,
             gint64     id,
             gpointer   data,
             GError   **error)
{
  const char *const *change = data;

  return set_state (db, id, change[0], change[1], error);
}

static const char *const give_back[] = { "agreed", "proposed" };
static const char *const settle_agreed[] = { "agreed", "settled" };
static const char *const settle_proposed[] = { "proposed", "settled" };

/* Stores the result every side agreed to as a board's result is stored:
 * the board's, or waiting for the desk where it confirms each result.
 * @state gets which. A refusal gives the proposal back ("proposed"), or,
 * when the match has another result by now, leaves it to the desk. */
static JsonNode *
store_agreed (HammerStore  *store,
              gint64        event_id,
              Vote         *vote,
              const char  **state,
              GError      **error)
{
  g_autoptr(JsonNode) input = hammer_json_parse (vote->body, -1);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *source = hammer_source_for_board (vote->board);
  g_autofree char *own_source = g_strdup (hammer_store_get_source (store));
  const char *language = hammer_i18n_get_thread_language ();
  JsonNode *result = NULL;

  if (hammer_board_entry_get_confirm (store, event_id))
    {
      *state = "waiting";
      if (hammer_board_entry_submit (store, event_id, vote->match_id, vote->board, vote->body,
                                     &local_error) != 0)
        result = json_node_init_null (json_node_alloc ());
    }
  else if (input != NULL)
    {
      *state = "stored";
      /* The change log speaks the desk's language ("Result of Anna v Bert"). */
      hammer_store_set_source (store, source);
      hammer_i18n_set_thread_language (NULL);
      result = hammer_events_record_result (store, event_id, vote->match_id, input,
                                            HAMMER_RESULT_KEEP_RESULT, &local_error);
      hammer_i18n_set_thread_language (language);
      hammer_store_set_source (store, own_source);
    }
  else
    g_set_error (&local_error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("The result is not valid JSON: %s"), _("expected an object"));
  if (result == NULL)
    {
      gboolean settled = g_error_matches (local_error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);

      hammer_board_entry_in_transaction (store, write_state, vote->proposal_id,
                                         (gpointer) (settled ? settle_agreed : give_back), NULL);
      g_propagate_error (error, g_steal_pointer (&local_error));
    }
  return result;
}

/* The answer: {"match", "number", "state", "agreed_by", "result"?}. */
static JsonNode *
answer_json (HammerStore *store,
             JsonObject  *match,
             gint64       proposal_id,
             const char  *state,
             JsonNode    *result)
{
  JsonObject *answer = json_object_new ();

  json_object_set_int_member (answer, "match", hammer_json_int (match, "id", 0));
  json_object_set_int_member (answer, "number", hammer_json_int (match, "number", 0));
  json_object_set_string_member (answer, "state", state);
  json_object_set_array_member (answer, "agreed_by",
                                _hammer_agreement_agreed_by (hammer_store_get_db (store),
                                                             proposal_id));
  if (result != NULL && !JSON_NODE_HOLDS_NULL (result))
    json_object_set_member (answer, "result", json_node_copy (result));
  return json_node_init_object (json_node_alloc (), answer);
}

/* What answers a proposal decided already (@latest): the same
 * agreement again is no change; anything else comes too late. */
static JsonNode *
answer_decided (HammerStore  *store,
                JsonObject   *match,
                Latest       *latest,
                gboolean      agree,
                GError      **error)
{
  guint number = hammer_json_int (match, "number", 0);
  gboolean finished = g_strcmp0 (hammer_json_string (match, "state"), "finished") == 0;

  if (g_str_equal (latest->state, "agreed") && agree)
    return answer_json (store, match, latest->id, finished ? "stored" : "waiting", NULL);
  if (g_str_equal (latest->state, "disputed"))
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                 _("A player said the result of Match %u is not right: the desk decides it now"),
                 number);
  else if (g_str_equal (latest->state, "agreed"))
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                 _("Both sides agreed to the result of Match %u already; the desk corrects "
                   "it now"), number);
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                 _("The desk has settled the result of Match %u"), number);
  return NULL;
}

/* The board sent another result since the player was shown proposal
 * @shown: their answer was to that one, not to the new one. */
static gboolean
changed_since (Latest       *latest,
               gint64        shown,
               guint         number,
               GError      **error)
{
  if (shown == 0 || shown == latest->id)
    return FALSE;
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
               _("The result of Match %u has changed since you saw it: look at the new one"),
               number);
  return TRUE;
}

JsonNode *
hammer_agreement_answer (HammerStore  *store,
                         gint64        event_id,
                         gint64        match_id,
                         gint64        player_id,
                         gint64        proposal_id,
                         gboolean      agree,
                         JsonNode     *version,
                         GError      **error)
{
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) result = NULL;
  g_autofree char *version_text = NULL;
  g_auto(Latest) latest = { 0 };
  sqlite3 *db;
  JsonObject *match;
  const char *state = "proposed";
  Vote vote = { 0 };
  guint number;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (proposal_id >= 0, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  db = hammer_store_get_db (store);
  if (!(matches = hammer_events_get_matches_json (store, event_id, error)))
    return NULL;
  if (!(match = hammer_board_entry_find_match (matches, match_id)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND, "%s",
                   _("This event has no such match"));
      return NULL;
    }
  number = hammer_json_int (match, "number", 0);
  /* Whose the match is comes first: a key of another says nothing of it. */
  if ((vote.side = _hammer_agreement_player_side (db, match, player_id)) < 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_ALLOWED,
                   _("You do not play in Match %u: your page agrees to your own matches only"),
                   number);
      return NULL;
    }
  if (!read_latest (db, match_id, &latest, error))
    {
      if (error != NULL && *error != NULL)
        return NULL;
      if (g_strcmp0 (hammer_json_string (match, "state"), "finished") == 0)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                     _("The desk has settled the result of Match %u"), number);
      else
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                     _("No result of Match %u waits for your agreement"), number);
      return NULL;
    }
  if (changed_since (&latest, proposal_id, number, error))
    return NULL;
  if (!g_str_equal (latest.state, "proposed"))
    return answer_decided (store, match, &latest, agree, error);
  /* The desk typed a result while the players looked at theirs. */
  if (g_strcmp0 (hammer_json_string (match, "state"), "finished") == 0)
    {
      hammer_board_entry_in_transaction (store, write_state, latest.id,
                                         (gpointer) settle_proposed, NULL);
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                   _("The desk has settled the result of Match %u"), number);
      return NULL;
    }

  if (version != NULL && !agree)
    {
      g_autoptr(JsonNode) canonical = hammer_events_version_canonical (version);

      version_text = hammer_json_write (canonical);
    }
  vote.match_id = match_id;
  vote.proposal_id = latest.id;
  vote.player_id = player_id;
  vote.n_sides = hammer_json_length (hammer_json_array (match, "sides"));
  vote.agree = agree;
  vote.board = latest.board;
  vote.body = latest.body;
  vote.version = version_text;
  if (!hammer_board_entry_in_transaction (store, write_vote, event_id, &vote, error))
    return NULL;
  if (vote.decided)
    {
      if (!read_latest (db, match_id, &latest, error) ||
          changed_since (&latest, vote.proposal_id, number, error))
        return NULL;
      return answer_decided (store, match, &latest, agree, error);
    }
  if (!agree)
    state = "disputed";
  else if (vote.claimed && !(result = store_agreed (store, event_id, &vote, &state, error)))
    return NULL;
  return answer_json (store, match, latest.id, state, result);
}

/* The desk records */

typedef struct
{
  gint64  event_id;
  gint64  match_id;
  guint   board;
  char   *body;
} Claim;

/* Takes proposal @id from the players ("proposed" to "agreed") when it
 * still waits for them; @data, a Claim, gets what it stores. */
static gboolean
write_claim (sqlite3   *db,
             gint64     id,
             gpointer   data,
             GError   **error)
{
  Claim *claim = data;
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "SELECT event_id, match_id, board, body"
                                         " FROM result_proposals WHERE id = ?1"
                                         " AND state = 'proposed'", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("No result with id %" PRId64 " waits for the players"), id);
      return FALSE;
    }
  claim->event_id = sqlite3_column_int64 (stmt, 0);
  claim->match_id = sqlite3_column_int64 (stmt, 1);
  claim->board = sqlite3_column_int (stmt, 2);
  claim->body = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  return set_state (db, id, "proposed", "agreed", error);
}

gboolean
hammer_agreement_record (HammerStore  *store,
                         gint64        proposal_id,
                         gint64       *change_id,
                         GError      **error)
{
  g_autoptr(GError) local_error = NULL;
  Claim claim = { 0 };
  gboolean stored;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (change_id != NULL)
    *change_id = 0;
  /* Claimed in one write: a player agreeing at the same moment finds it
   * decided, and it is stored once. */
  if (!hammer_board_entry_in_transaction (store, write_claim, proposal_id, &claim, error))
    {
      g_free (claim.body);
      return FALSE;
    }
  stored = hammer_board_entry_store_result (store, claim.event_id, claim.match_id, claim.board,
                                            claim.body, change_id, &local_error);
  g_free (claim.body);
  if (!stored)
    {
      gboolean settled = g_error_matches (local_error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE);

      /* Refused: it waits for the players again, unless the match has
       * another result by now. */
      hammer_board_entry_in_transaction (store, write_state, proposal_id,
                                         (gpointer) (settled ? settle_agreed : give_back), NULL);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  /* The desk settled it; an older dispute of the match was answered with
   * the result (hammer-events-result-rows.c settles what waited). */
  hammer_board_entry_in_transaction (store, write_state, proposal_id, (gpointer) settle_agreed,
                                     NULL);
  return TRUE;
}
