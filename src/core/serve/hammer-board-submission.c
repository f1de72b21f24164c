/* hammer-board-submission.c — results entered on a board's phone that wait
 * for the desk: submitted, listed, recorded or rejected
 *
 * Like the keys (hammer-board-entry.c), they are not data a director
 * undoes: each write is one transaction outside the change log.
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
#include "serve/hammer-board-entry.h"
#include "serve/hammer-server-private.h"
#include "store/hammer-store-tx.h"

typedef struct
{
  gint64      match_id;
  guint       board;
  const char *body;
  gint64      id;
} Submission;

static gboolean
write_submission (sqlite3   *db,
                  gint64     event_id,
                  gpointer   data,
                  GError   **error)
{
  Submission *submission = data;
  g_autoptr(sqlite3_stmt) same = NULL;
  g_autoptr(sqlite3_stmt) older = NULL;
  g_autoptr(sqlite3_stmt) count = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *now = hammer_now_stamp ();

  /* A phone that sends again what waits already adds nothing. */
  if (!(same = hammer_store_prepare (db, "SELECT id FROM board_submissions WHERE event_id = ?1"
                                         " AND match_id = ?2 AND board = ?3 AND body = ?4"
                                         " AND state = 'waiting'", error)))
    return FALSE;
  sqlite3_bind_int64 (same, 1, event_id);
  sqlite3_bind_int64 (same, 2, submission->match_id);
  sqlite3_bind_int (same, 3, submission->board);
  sqlite3_bind_text (same, 4, submission->body, -1, SQLITE_TRANSIENT);
  if (sqlite3_step (same) == SQLITE_ROW)
    {
      submission->id = sqlite3_column_int64 (same, 0);
      return TRUE;
    }

  /* A board's newer result is the one it means: the older one goes, so a
   * phone sending one body after the other keeps one waiting, not all. */
  if (!(older = hammer_store_prepare (db, "DELETE FROM board_submissions WHERE event_id = ?1"
                                          " AND match_id = ?2 AND board = ?3"
                                          " AND state = 'waiting'", error)))
    return FALSE;
  sqlite3_bind_int64 (older, 1, event_id);
  sqlite3_bind_int64 (older, 2, submission->match_id);
  sqlite3_bind_int (older, 3, submission->board);
  if (!hammer_store_step_done (older, _("Could not keep the result for the desk"), error))
    return FALSE;

  /* The desk decides at a person's pace: past a hall's worth of waiting
   * results, more would only fill the disk. */
  if (!(count = hammer_store_prepare (db, "SELECT count(*) FROM board_submissions"
                                          " WHERE event_id = ?1 AND state = 'waiting'", error)))
    return FALSE;
  sqlite3_bind_int64 (count, 1, event_id);
  if (sqlite3_step (count) == SQLITE_ROW &&
      sqlite3_column_int64 (count, 0) >= HAMMER_BOARD_ENTRY_MAX_WAITING)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_FAILED,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%d result waits for the desk already; send this one again "
                                "once the desk has decided on some",
                                "%d results wait for the desk already; send this one again "
                                "once the desk has decided on some",
                                HAMMER_BOARD_ENTRY_MAX_WAITING),
                   HAMMER_BOARD_ENTRY_MAX_WAITING);
      return FALSE;
    }

  if (!(stmt = hammer_store_prepare (db, "INSERT INTO board_submissions (event_id, match_id,"
                                         " board, body, received_at) VALUES (?, ?, ?, ?, ?)",
                                     error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, submission->match_id);
  sqlite3_bind_int (stmt, 3, submission->board);
  sqlite3_bind_text (stmt, 4, submission->body, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 5, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (stmt, _("Could not keep the result for the desk"), error))
    return FALSE;
  submission->id = sqlite3_last_insert_rowid (db);
  return TRUE;
}

gint64
hammer_board_entry_submit (HammerStore  *store,
                           gint64        event_id,
                           gint64        match_id,
                           guint         board,
                           const char   *body,
                           GError      **error)
{
  Submission submission = { match_id, board, body, 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (store), 0);
  g_return_val_if_fail (body != NULL, 0);

  if (!hammer_board_entry_in_transaction (store, write_submission, event_id, &submission, error))
    return 0;
  return submission.id;
}

JsonObject *
hammer_board_entry_find_match (JsonNode *matches,
                               gint64    id)
{
  JsonArray *array = json_node_get_array (matches);

  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *match = json_array_get_object_element (array, i);

      if (json_object_get_int_member (match, "id") == id)
        return match;
    }
  return NULL;
}

struct _HammerBoardSubmission
{
  GObject   parent_instance;
  gint64    id;
  gint64    match_id;
  guint     number;
  guint     board;
  JsonNode *names;        /* the match's "names", or NULL */
  char     *received_at;
  JsonNode *result;       /* as hammer_events_check_result() gives it, or NULL */
  char     *name[2];
  HammerEventMatch *match;  /* with the result sent, typed */
  gint64    disputed_by;  /* the player who said it is not right, or 0 */
  char     *disputed_by_name;
  gint64    player;       /* the player whose own version it is, or 0 */
  char     *player_name;
  gboolean  proposed;     /* a proposal that waits for the players */
  gboolean  totals_only;  /* a player's version of each game's points, no ends */
};

G_DEFINE_FINAL_TYPE (HammerBoardSubmission, hammer_board_submission, G_TYPE_OBJECT)

static void
hammer_board_submission_finalize (GObject *object)
{
  HammerBoardSubmission *self = HAMMER_BOARD_SUBMISSION (object);

  g_clear_pointer (&self->names, json_node_unref);
  g_clear_pointer (&self->result, json_node_unref);
  g_free (self->received_at);
  g_free (self->name[0]);
  g_free (self->name[1]);
  g_free (self->disputed_by_name);
  g_free (self->player_name);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (hammer_board_submission_parent_class)->finalize (object);
}

static void
hammer_board_submission_class_init (HammerBoardSubmissionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_board_submission_finalize;
}

static void
hammer_board_submission_init (HammerBoardSubmission *self)
{
}

gint64
hammer_board_submission_get_id (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), 0);
  return self->id;
}

gint64
hammer_board_submission_get_match_id (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), 0);
  return self->match_id;
}

guint
hammer_board_submission_get_number (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), 0);
  return self->number;
}

guint
hammer_board_submission_get_board (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), 0);
  return self->board;
}

const char *
hammer_board_submission_get_name (HammerBoardSubmission *self,
                                  guint                  side)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), NULL);
  return side < G_N_ELEMENTS (self->name) ? self->name[side] : NULL;
}

const char *
hammer_board_submission_get_received_at (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), NULL);
  return self->received_at;
}

const char *
hammer_board_submission_get_state (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), NULL);
  return self->proposed ? "proposed" : "waiting";
}

gboolean
hammer_board_submission_has_result (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), FALSE);
  return self->result != NULL;
}

gboolean
hammer_board_submission_can_record (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), FALSE);
  return !self->totals_only;
}

const char *
hammer_board_submission_get_disputed_by (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), NULL);
  return self->disputed_by != 0 ? self->disputed_by_name : NULL;
}

const char *
hammer_board_submission_get_player (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), NULL);
  return self->player != 0 ? self->player_name : NULL;
}

HammerEventMatch *
hammer_board_submission_get_match (HammerBoardSubmission *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_SUBMISSION (self), NULL);
  return self->match;
}

/* @submission's match with its result, typed: its number and names as the
 * matches' JSON has them, the score as the rules checked it. */
static HammerEventMatch *
new_submitted_match (HammerBoardSubmission *submission)
{
  JsonArray *names = submission->names != NULL && JSON_NODE_HOLDS_ARRAY (submission->names)
                     ? json_node_get_array (submission->names) : NULL;
  JsonObject *result = submission->result != NULL ? hammer_json_node_object (submission->result)
                                                  : NULL;
  JsonArray *games_won = hammer_json_array (result, "games_won");
  JsonArray *totals = hammer_json_array (result, "totals");
  int won[2] = { 0 }, points[2] = { 0 };

  for (guint s = 0; s < 2; s++)
    {
      won[s] = hammer_json_element_int (games_won, s, 0);
      points[s] = hammer_json_element_int (totals, s, 0);
    }
  /* A match that is gone has no names: two sides not known. */
  return hammer_event_match_new_scored (submission->match_id, submission->number,
                                        names != NULL ? json_array_get_length (names) : 2,
                                        (const char *const *) submission->name,
                                        totals != NULL ? won : NULL,
                                        totals != NULL ? points : NULL);
}

/* The waiting submission of @stmt's row, with its match of @matches. */
static HammerBoardSubmission *
new_submission (HammerStore   *store,
                gint64         event_id,
                JsonNode      *matches,
                sqlite3_stmt  *stmt)
{
  HammerBoardSubmission *self = g_object_new (HAMMER_TYPE_BOARD_SUBMISSION, NULL);
  JsonObject *match;
  g_autoptr(JsonNode) body = NULL;

  self->id = sqlite3_column_int64 (stmt, 0);
  self->match_id = sqlite3_column_int64 (stmt, 1);
  self->board = sqlite3_column_int (stmt, 2);
  self->received_at = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
  match = hammer_board_entry_find_match (matches, self->match_id);
  self->number = match != NULL ? json_object_get_int_member (match, "number") : 0;
  if (match != NULL && json_object_has_member (match, "names"))
    self->names = json_node_copy (json_object_get_member (match, "names"));
  if (self->names != NULL && JSON_NODE_HOLDS_ARRAY (self->names))
    {
      JsonArray *names = json_node_get_array (self->names);

      for (guint s = 0; s < MIN (json_array_get_length (names), G_N_ELEMENTS (self->name)); s++)
        if (JSON_NODE_HOLDS_VALUE (json_array_get_element (names, s)))
          self->name[s] = g_strdup (json_array_get_string_element (names, s));
    }
  self->disputed_by = sqlite3_column_int64 (stmt, 5);
  self->disputed_by_name = g_strdup ((const char *) sqlite3_column_text (stmt, 6));
  self->player = sqlite3_column_int64 (stmt, 7);
  self->player_name = g_strdup ((const char *) sqlite3_column_text (stmt, 8));
  body = json_from_string ((const char *) sqlite3_column_text (stmt, 3), NULL);
  /* A player's own version may give only each game's totals. */
  self->totals_only = body != NULL && hammer_result_is_game_totals (body);
  if (body != NULL)
    self->result = self->player != 0
                   ? hammer_events_check_version (store, event_id, self->match_id, body, NULL)
                   : hammer_events_check_result (store, event_id, self->match_id, body, 0, NULL);
  self->match = new_submitted_match (self);
  return self;
}

/* {"player", "name"} of player @id as @member of @item; null for none. */
static void
player_json (JsonObject *item,
             const char *member,
             gint64      id,
             const char *name)
{
  JsonObject *player;

  if (id == 0)
    {
      json_object_set_null_member (item, member);
      return;
    }
  player = json_object_new ();
  json_object_set_int_member (player, "player", id);
  if (name != NULL)
    json_object_set_string_member (player, "name", name);
  else
    json_object_set_null_member (player, "name");
  json_object_set_object_member (item, member, player);
}

/* @submission as hammer_board_entry_list_waiting() lists it. */
static JsonObject *
submission_json (HammerBoardSubmission *submission)
{
  JsonObject *item = json_object_new ();

  json_object_set_int_member (item, "id", submission->id);
  json_object_set_int_member (item, "match", submission->match_id);
  json_object_set_int_member (item, "number", submission->number);
  json_object_set_int_member (item, "board", submission->board);
  if (submission->names != NULL)
    json_object_set_member (item, "names", json_node_copy (submission->names));
  else
    json_object_set_null_member (item, "names");
  json_object_set_string_member (item, "received_at", submission->received_at);
  /* A result the players were to agree to: who said it is not right, or
   * whose own version it is. */
  player_json (item, "disputed_by", submission->disputed_by, submission->disputed_by_name);
  player_json (item, "from_player", submission->player, submission->player_name);
  if (submission->result != NULL)
    json_object_set_member (item, "result", json_node_copy (submission->result));
  else
    json_object_set_null_member (item, "result");
  return item;
}

/* What waits of @event_id (of @match_id only, where it is not 0), typed;
 * with @proposed, the board's results that wait for the players instead. */
static GPtrArray *
list_waiting_objects (HammerStore  *store,
                      gint64        event_id,
                      gint64        match_id,
                      gboolean      proposed,
                      GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func (g_object_unref);
  int rc;

  if (!(matches = hammer_events_get_matches_json (store, event_id, error)) ||
      !(stmt = hammer_store_prepare (hammer_store_get_db (store), proposed
                                     ? "SELECT id, match_id, board, body, received_at, 0,"
                                       " NULL, 0, NULL FROM result_proposals"
                                       " WHERE event_id = ?1 AND state = 'proposed'"
                                       " AND (?2 = 0 OR match_id = ?2) ORDER BY id" :
                                     "SELECT s.id, s.match_id, s.board, s.body,"
                                     " s.received_at, s.disputed_by, d.name, s.player_id,"
                                     " p.name FROM board_submissions s"
                                     " LEFT JOIN players d ON d.id = s.disputed_by"
                                     " LEFT JOIN players p ON p.id = s.player_id"
                                     " WHERE s.event_id = ?1 AND s.state = 'waiting'"
                                     " AND (?2 = 0 OR s.match_id = ?2) ORDER BY s.id",
                                     error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, match_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      HammerBoardSubmission *submission = new_submission (store, event_id, matches, stmt);

      submission->proposed = proposed;
      g_ptr_array_add (list, submission);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (hammer_store_get_db (store), rc,
                              _("Could not read the database"), error);
      return NULL;
    }
  return g_steal_pointer (&list);
}

GPtrArray *
hammer_board_entry_list_waiting_objects (HammerStore  *store,
                                         gint64        event_id,
                                         GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return list_waiting_objects (store, event_id, 0, FALSE, error);
}

GPtrArray *
hammer_board_entry_list_proposed_objects (HammerStore  *store,
                                          gint64        event_id,
                                          GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return list_waiting_objects (store, event_id, 0, TRUE, error);
}

/* What waits of @event_id (of @match_id only, where it is not 0), as
 * hammer_board_entry_list_waiting() lists it. */
static JsonNode *
list_waiting (HammerStore  *store,
              gint64        event_id,
              gint64        match_id,
              GError      **error)
{
  g_autoptr(GPtrArray) submissions = NULL;
  g_autoptr(JsonArray) list = json_array_new ();

  if (!(submissions = list_waiting_objects (store, event_id, match_id, FALSE, error)))
    return NULL;
  for (guint i = 0; i < submissions->len; i++)
    json_array_add_object_element (list, submission_json (g_ptr_array_index (submissions, i)));
  return json_node_init_array (json_node_alloc (), list);
}

JsonNode *
hammer_board_entry_list_waiting (HammerStore  *store,
                                 gint64        event_id,
                                 GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return list_waiting (store, event_id, 0, error);
}

JsonNode *
hammer_board_entry_list_waiting_for_match (HammerStore  *store,
                                           gint64        event_id,
                                           gint64        match_id,
                                           GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (match_id > 0, NULL);

  return list_waiting (store, event_id, match_id, error);
}

GHashTable *
hammer_board_entry_list_waiting_matches (HammerStore  *store,
                                         gint64        event_id,
                                         gint64        day_id,
                                         GError      **error)
{
  g_autoptr(GHashTable) ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  sqlite3 *db;
  sqlite3_stmt *stmt;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  db = hammer_store_get_db (store);
  if (!(stmt = hammer_store_borrow_statement (db, "SELECT DISTINCT s.match_id"
                                                  " FROM board_submissions s"
                                                  " JOIN events e ON e.id = s.event_id"
                                                  " WHERE s.state = 'waiting'"
                                                  " AND (s.event_id = ?1 OR e.day_id = ?2)",
                                              error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, day_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      g_hash_table_add (ids, g_memdup2 (&id, sizeof id));
    }
  sqlite3_reset (stmt);
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the database"), error);
      return NULL;
    }
  return g_steal_pointer (&ids);
}

/* Reads waiting submission @id: its event, match, board and body. */
static gboolean
read_submission (sqlite3   *db,
                 gint64     id,
                 gint64    *event_id,
                 gint64    *match_id,
                 guint     *board,
                 char     **body,
                 GError   **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "SELECT event_id, match_id, board, body"
                                         " FROM board_submissions WHERE id = ?1"
                                         " AND state = 'waiting'", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("No result from a board waits with id %" PRId64), id);
      return FALSE;
    }
  *event_id = sqlite3_column_int64 (stmt, 0);
  *match_id = sqlite3_column_int64 (stmt, 1);
  *board = sqlite3_column_int (stmt, 2);
  *body = g_strdup ((const char *) sqlite3_column_text (stmt, 3));
  return TRUE;
}

static gboolean
write_decision (sqlite3   *db,
                gint64     id,
                gpointer   data,
                GError   **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!(stmt = hammer_store_prepare (db, "UPDATE board_submissions SET state = ?2"
                                         " WHERE id = ?1 AND state = 'waiting'", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, id);
  sqlite3_bind_text (stmt, 2, data, -1, SQLITE_STATIC);
  return hammer_store_step_done (stmt, _("Could not store the decision"), error);
}

gboolean
hammer_board_entry_store_result (HammerStore  *store,
                                 gint64        event_id,
                                 gint64        match_id,
                                 guint         board,
                                 const char   *body,
                                 gint64       *change_id,
                                 GError      **error)
{
  g_autofree char *source = NULL;
  g_autofree char *desk_source = NULL;
  g_autoptr(JsonNode) input = NULL;
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(GError) parse_error = NULL;
  gint64 before = 0, after = 0;

  if (change_id != NULL)
    *change_id = 0;
  if (!(input = json_from_string (body, &parse_error)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The result is not valid JSON: %s"), parse_error->message);
      return FALSE;
    }

  if (hammer_result_is_game_totals (input))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, "%s",
                   _("This version gives only the points of each game, not its ends: "
                     "enter the result from the match’s score sheet"));
      return FALSE;
    }

  /* The result is the board's: the desk only confirmed it. A result the
   * match has already is no change. */
  source = hammer_source_for_board (board);
  desk_source = g_strdup (hammer_store_get_source (store));
  hammer_store_set_source (store, source);
  /* The board's newest change before and after: a result the match had
   * already adds none, and then there is nothing to undo. */
  before = hammer_store_get_last_change (store);
  state = hammer_events_record_result (store, event_id, match_id, input,
                                       HAMMER_RESULT_KEEP_RESULT, error);
  after = hammer_store_get_last_change (store);
  hammer_store_set_source (store, desk_source);
  if (change_id != NULL && state != NULL && after != before)
    *change_id = after;
  return state != NULL;
}

gboolean
hammer_board_entry_record (HammerStore  *store,
                           gint64        submission_id,
                           gint64       *change_id,
                           GError      **error)
{
  g_autofree char *body = NULL;
  gint64 event_id = 0, match_id = 0;
  guint board = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  if (change_id != NULL)
    *change_id = 0;
  /* A refused result stays waiting, for the desk to reject. */
  return read_submission (hammer_store_get_db (store), submission_id, &event_id, &match_id,
                          &board, &body, error) &&
         hammer_board_entry_store_result (store, event_id, match_id, board, body, change_id,
                                          error) &&
         hammer_board_entry_in_transaction (store, write_decision, submission_id,
                                            (gpointer) "recorded", error);
}

gboolean
hammer_board_entry_reject (HammerStore  *store,
                           gint64        submission_id,
                           GError      **error)
{
  g_autofree char *body = NULL;
  gint64 event_id = 0, match_id = 0;
  guint board = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  return read_submission (hammer_store_get_db (store), submission_id, &event_id, &match_id,
                          &board, &body, error) &&
         hammer_board_entry_in_transaction (store, write_decision, submission_id,
                                            (gpointer) "rejected", error);
}
