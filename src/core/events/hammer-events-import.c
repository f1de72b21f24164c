/* hammer-events-import.c — an event from an event document, checked as
 * creating it checks it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-now.h"
#include "events/hammer-events-private.h"
#include "rules/hammer-result-plain.h"

/* The highest number a document may give a match. */
#define MAX_MATCH_NUMBER 1000000

JsonNode *
hammer_event_document_parse (GBytes      *contents,
                             const char  *name,
                             GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) parse_error = NULL;
  gsize length;
  const char *data = g_bytes_get_data (contents, &length);
  JsonNode *root;

  if (!json_parser_load_from_data (parser, data != NULL ? data : "", length, &parse_error))
    {
      /* TRANSLATORS: %s is a file name, then what is wrong with it (with the line). */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is not an event file: %s. Nothing was imported."), name,
                   parse_error->message);
      return NULL;
    }
  root = json_parser_steal_root (parser);
  return root != NULL ? root : json_node_new (JSON_NODE_NULL);
}

/* The numbers of a document's matches into @numbers (0: none, a bye's): as
 * written, null for none; without the member (a document from before
 * matches had numbers), as the draw numbers it. Checks that each is a whole
 * number from 1 to MAX_MATCH_NUMBER and that no two matches share one. */
static gboolean
document_match_numbers (JsonArray  *matches,
                        gint64     *numbers,
                        GError    **error)
{
  guint n = json_array_get_length (matches);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autofree HammerDrawMatch *draw = g_new0 (HammerDrawMatch, MAX (n, 1));
  g_autofree guint *drawn = g_new0 (guint, MAX (n, 1));

  /* What is not a match here is refused when the match is read. */
  for (guint i = 0; i < n; i++)
    {
      JsonArray *sources = hammer_json_array (hammer_json_element_object (matches, i),
                                              "sources");

      draw[i].n_sides = MIN (hammer_json_length (sources), 2);
      for (guint s = 0; s < draw[i].n_sides; s++)
        hammer_event_source_from_string (hammer_json_element_string (sources, s),
                                         &draw[i].sources[s]);
    }
  hammer_draw_number_matches (draw, n, 1, drawn);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = hammer_json_element_object (matches, i);
      JsonNode *node = hammer_json_member (match, "number");

      numbers[i] = 0;
      if (match == NULL || !json_object_has_member (match, "number"))
        numbers[i] = drawn[i];
      /* Numbers are kept as written, but within a range where numbering
       * the matches paired later cannot overflow. */
      else if (node != NULL &&
               (!hammer_json_node_int (node, &numbers[i]) || numbers[i] < 1 ||
                numbers[i] > MAX_MATCH_NUMBER))
        {
          g_autofree char *what = g_strdup_printf (_("match %u: its number is not a whole "
                                                     "number from 1 to %u"), i + 1,
                                                   MAX_MATCH_NUMBER);
          return hammer_event_document_error (error, what);
        }
      if (numbers[i] > 0 && !g_hash_table_add (seen, &numbers[i]))
        {
          g_autofree char *what = g_strdup_printf (_("two matches have number %" PRId64),
                                                   numbers[i]);
          return hammer_event_document_error (error, what);
        }
    }
  return TRUE;
}

static gboolean
import_matches (HammerStoreTx  *tx,
                gint64          event_id,
                JsonArray      *matches,
                GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree gint64 *numbers = g_new0 (gint64, json_array_get_length (matches) + 1);

  if (!document_match_numbers (matches, numbers, error))
    return FALSE;
  if (!(stmt = hammer_store_prepare (tx->db,
                                     "INSERT INTO matches (event_id, draw_index, bracket, round,"
                                     " position, grp, stage, n_sides, source0, source1, board_id,"
                                     " called_at, finished_at, result, number, partner0, partner1)"
                                     " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                                     " (SELECT id FROM boards WHERE event_id = ?1 AND number = ?),"
                                     " ?, ?, ?, ?, ?, ?)", error)))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonNode *node = json_array_get_element (matches, i);
      JsonObject *match;
      JsonArray *sources;
      JsonArray *partners;
      HammerBracket bracket;
      g_autofree char *result = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          !json_object_has_member ((match = json_node_get_object (node)), "sources") ||
          !JSON_NODE_HOLDS_ARRAY (json_object_get_member (match, "sources")) ||
          !hammer_event_bracket_from_string (hammer_json_string (match, "bracket") ?: "", &bracket))
        return hammer_event_document_error (error, _("a match is incomplete"));
      sources = json_object_get_array_member (match, "sources");
      if (json_array_get_length (sources) < 1 || json_array_get_length (sources) > 2)
        return hammer_event_document_error (error, _("a match has the wrong number of sides"));
      if (json_object_has_member (match, "result") &&
          JSON_NODE_HOLDS_OBJECT (json_object_get_member (match, "result")))
        {
          g_autofree char *json = json_to_string (json_object_get_member (match, "result"),
                                                  FALSE);

          result = hammer_result_json_to_stored (json);
        }

      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      sqlite3_bind_int64 (stmt, 1, event_id);
      sqlite3_bind_int (stmt, 2, i);
      sqlite3_bind_text (stmt, 3, hammer_event_bracket_to_string (bracket), -1, SQLITE_STATIC);
      /* hammer_event_check_document() checked every number. */
      sqlite3_bind_int64 (stmt, 4, hammer_json_int (match, "round", 1));
      sqlite3_bind_int64 (stmt, 5, hammer_json_int (match, "position", 0));
      if (hammer_json_member (match, "group") != NULL)
        sqlite3_bind_int64 (stmt, 6, hammer_json_int (match, "group", 0));
      sqlite3_bind_int64 (stmt, 7, hammer_json_int (match, "stage", 0));
      sqlite3_bind_int (stmt, 8, json_array_get_length (sources));
      for (guint s = 0; s < json_array_get_length (sources); s++)
        {
          JsonNode *source = json_array_get_element (sources, s);

          if (!JSON_NODE_HOLDS_NULL (source))
            hammer_store_bind_text (stmt, 9 + s, json_node_get_string (source));
        }
      if (hammer_json_member (match, "board") != NULL)
        sqlite3_bind_int64 (stmt, 11, hammer_json_int (match, "board", 0));
      hammer_store_bind_text (stmt, 12, hammer_json_string (match, "called_at"));
      hammer_store_bind_text (stmt, 13, hammer_json_string (match, "finished_at"));
      hammer_store_bind_text (stmt, 14, result);
      if (numbers[i] > 0)
        sqlite3_bind_int64 (stmt, 15, numbers[i]);
      partners = hammer_json_array (match, "partners");
      for (guint s = 0; partners != NULL && s < MIN (hammer_json_length (partners), 2); s++)
        hammer_store_bind_text (stmt, 16 + s, hammer_json_element_string (partners, s));
      if (!hammer_store_tx_insert_row (tx, "matches", stmt, _("Could not store a match"), error))
        return FALSE;
    }
  return TRUE;
}

/* A document's bracket must hold: every side comes from a drawn entrant,
 * a bye, an earlier match or a group of this event. */
static gboolean
check_sources (HammerEventModel *model,
               GError          **error)
{
  g_autofree guint *seen = NULL;
  guint n_drawn = 0;

  for (guint i = 0; i < model->entrants->len; i++)
    if (((HammerEventEntrant *) g_ptr_array_index (model->entrants, i))->draw_index >= 0)
      n_drawn++;
  seen = g_new0 (guint, n_drawn + 1);

  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      /* In a bracket every entrant starts in exactly one match. */
      for (guint s = 0; hammer_event_is_elimination (model->format) && s < row->dm.n_sides; s++)
        if (row->dm.sources[s].kind == HAMMER_SOURCE_SEED && row->dm.sources[s].ref >= 0 &&
            (guint) row->dm.sources[s].ref < n_drawn && seen[row->dm.sources[s].ref]++ > 0)
          return hammer_event_document_error (error, _("an entrant starts in two matches of the bracket"));

      for (guint s = 0; s < row->dm.n_sides; s++)
        {
          const HammerSource *source = &row->dm.sources[s];
          gboolean good;

          switch (source->kind)
            {
            case HAMMER_SOURCE_SEED:
              good = source->ref >= 0 && (guint) source->ref < n_drawn;
              break;
            case HAMMER_SOURCE_WINNER:
            case HAMMER_SOURCE_LOSER:
              good = source->ref >= 0 && (guint) source->ref < i;
              break;
            case HAMMER_SOURCE_GROUP:
              good = source->ref >= 0 && (guint) source->ref < model->draw.n_groups &&
                     source->place >= 1;
              break;
            case HAMMER_SOURCE_BYE:
              good = TRUE;
              break;
            case HAMMER_SOURCE_NONE:
            default:
              good = FALSE;
              break;
            }

          if (!good)
            {
              g_autofree char *what = g_strdup_printf (_("match %u takes a side from where no "
                                                         "match or entrant is"),
                                                       row->number);
              return hammer_event_document_error (error, what);
            }
        }

      /* Rotating partners: both sides of every match have a partner, an
       * entrant of the draw. */
      if (hammer_format_get_info (model->format)->partners)
        for (guint s = 0; s < 2; s++)
          {
            const HammerSource *partner = &row->dm.partners[s];

            if (row->dm.n_sides < 2 || partner->kind != HAMMER_SOURCE_SEED ||
                partner->ref < 0 || (guint) partner->ref >= n_drawn)
              {
                g_autofree char *what = g_strdup_printf (_("match %u does not say who partners "
                                                           "each side"), row->number);
                return hammer_event_document_error (error, what);
              }
          }
    }
  return TRUE;
}

/* The parts of an event document, checked to be there, and the event's
 * rules, options and settings, checked as hammer_events_create() checks
 * them. */
typedef struct
{
  JsonObject        *event;
  JsonArray         *boards;
  JsonArray         *players;
  JsonArray         *entrants;
  JsonArray         *matches;
  const HammerRules *rules;
  HammerFormat       format;
  char              *options_text;
  char              *settings_text;
  gboolean           drawn;
  gint64             draw_seed;
  gint64             fee;
  HammerPayout       payout;
} Document;

static void
document_clear (Document *doc)
{
  g_clear_pointer (&doc->options_text, g_free);
  g_clear_pointer (&doc->settings_text, g_free);
  hammer_payout_clear (&doc->payout);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Document, document_clear)

static gboolean
read_document (JsonNode  *document,
               Document  *doc,
               GError   **error)
{
  g_autoptr(JsonObject) options_json = NULL;
  g_autoptr(JsonObject) settings = NULL;
  g_autoptr(GError) local = NULL;
  HammerOptions options;
  const char *text;
  JsonObject *root;

  if (document == NULL || !JSON_NODE_HOLDS_OBJECT (document) ||
      g_strcmp0 (hammer_json_string ((root = json_node_get_object (document)), "format"),
                 "hammer-event") != 0)
    return hammer_event_document_error (error, _("it does not say “hammer-event”"));
  if (hammer_json_int (root, "version", 0) > HAMMER_EVENT_DOCUMENT_VERSION)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE,
                   _("This event document was written by a newer Hammer (version %" PRId64
                     "); update Hammer to import it"),
                   hammer_json_int (root, "version", 0));
      return FALSE;
    }
  if (json_object_get_member (root, "event") == NULL ||
      !JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, "event")))
    return hammer_event_document_error (error, _("the event is missing"));
  doc->event = json_object_get_object_member (root, "event");
  doc->boards = hammer_json_array (root, "boards");
  doc->players = hammer_json_array (root, "players");
  doc->entrants = hammer_json_array (root, "entrants");
  doc->matches = hammer_json_array (root, "matches");
  if (doc->boards == NULL || doc->players == NULL || doc->entrants == NULL ||
      doc->matches == NULL)
    return hammer_event_document_error (error, _("boards, players, entrants or matches are missing"));

  if (!hammer_event_check_name (hammer_json_string (doc->event, "name"), error))
    return FALSE;
  if (!(doc->rules = hammer_rules_lookup (hammer_json_string (doc->event, "rules") ?: "",
                                          error)) ||
      !hammer_options_from_json (doc->rules, hammer_json_object (doc->event, "options"), &options,
                                 error))
    return FALSE;
  if (!hammer_format_from_string (hammer_json_string (doc->event, "format") ?: "", &doc->format))
    return hammer_event_document_error (error, _("the format is unknown"));
  if (!hammer_event_check_sides (doc->format, &options, error))
    return FALSE;

  options_json = hammer_options_to_json (doc->rules, &options);
  doc->options_text = hammer_event_object_to_string (options_json);
  if (!(settings = hammer_event_settings_from_document (doc->event, doc->format, error)))
    return FALSE;
  doc->settings_text = hammer_event_object_to_string (settings);
  if (!hammer_json_check_bool (doc->event, "drawn", FALSE, &doc->drawn, &local) ||
      !hammer_json_check_int (doc->event, "draw_seed", 0, G_MAXUINT32, 0, &doc->draw_seed, &local) ||
      !hammer_json_check_string (doc->event, "date", FALSE, &text, &local) ||
      !hammer_json_check_string (doc->event, "venue", FALSE, &text, &local))
    return hammer_event_document_error (error, local->message);
  if (!hammer_event_document_money (doc->event, &doc->fee, &doc->payout, error))
    return FALSE;
  return hammer_event_check_document (doc->format, settings, doc->drawn,
                                      (guint32) doc->draw_seed, doc->rules, &options,
                                      doc->boards, doc->players, doc->entrants, doc->matches,
                                      error);
}

/* The event's own row; its id into @event_id. */
static gboolean
import_event_row (HammerStoreTx  *tx,
                  Document       *doc,
                  gint64         *event_id,
                  GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *now = hammer_now_stamp ();
  g_autofree char *payout = hammer_payout_to_stored (&doc->payout);
  JsonObject *event = doc->event;

  if (!(stmt = hammer_store_prepare (tx->db,
                                     "INSERT INTO events (name, rules, options, format, settings,"
                                     " date, venue, draw_seed, drawn_at, created_at, fee_cents,"
                                     " payout_kind, payout)"
                                     " VALUES (?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ?9 THEN ?10 END,"
                                     " ?10, ?11, ?12, ?13)",
                                     error)))
    return FALSE;
  sqlite3_bind_text (stmt, 1, hammer_json_string (event, "name"), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, doc->rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, doc->options_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, hammer_format_to_string (doc->format), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 5, doc->settings_text, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 6, hammer_json_string (event, "date"));
  hammer_store_bind_text (stmt, 7, hammer_json_string (event, "venue"));
  sqlite3_bind_int64 (stmt, 8, doc->draw_seed);
  sqlite3_bind_int (stmt, 9, doc->drawn);
  sqlite3_bind_text (stmt, 10, now, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 11, doc->fee);
  if (doc->payout.kind != HAMMER_PAYOUT_NONE)
    {
      sqlite3_bind_text (stmt, 12, hammer_payout_kind_to_string (doc->payout.kind), -1,
                         SQLITE_STATIC);
      sqlite3_bind_text (stmt, 13, payout, -1, SQLITE_TRANSIENT);
    }
  if (!hammer_store_step_done (stmt, _("Could not store the event"), error))
    return FALSE;
  *event_id = sqlite3_last_insert_rowid (tx->db);
  return hammer_store_tx_log_row (tx, "events", *event_id, NULL, error);
}

static gboolean
import_boards (HammerStoreTx  *tx,
               gint64          event_id,
               JsonArray      *boards,
               GError        **error)
{
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);

      if (board == NULL || hammer_json_string (board, "name") == NULL)
        return hammer_event_document_error (error, _("a board has no name"));
      if (!hammer_event_insert_board (tx, event_id,
                                      hammer_json_int (board, "number", b + 1),
                                      hammer_json_string (board, "name"),
                                      _("Could not store the boards"), error))
        return FALSE;
    }
  return TRUE;
}

/* The document's players, found in the roster or added to it; their ids
 * into @player_ids, in the document's order. */
static gboolean
import_players (HammerStoreTx  *tx,
                JsonArray      *players,
                GArray         *player_ids,
                GError        **error)
{
  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      gint64 id;

      if (player == NULL)
        return hammer_event_document_error (error, _("a player is not an object"));
      if (!(id = hammer_roster_tx_ensure_player (tx, hammer_json_string (player, "name"),
                                                 hammer_json_string (player, "club"),
                                                 hammer_json_string (player, "licence"), error)))
        return FALSE;
      g_array_append_val (player_ids, id);
    }
  return TRUE;
}

/* Entrant @e of the document with its players (@player_ids by the
 * document's keys). */
static gboolean
import_entrant (HammerStoreTx  *tx,
                gint64          event_id,
                JsonObject     *entrant,
                guint           e,
                GArray         *player_ids,
                GHashTable     *entered,
                GError        **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  JsonArray *members;
  gint64 entrant_id;
  HammerPaymentMethod method, refund_method;
  gint64 paid, refund;

  if (entrant == NULL || hammer_json_string (entrant, "name") == NULL ||
      !json_object_has_member (entrant, "players"))
    return hammer_event_document_error (error, _("an entrant is incomplete"));
  if (!hammer_event_document_payment (entrant, e, "paid", &method, &paid, error) ||
      !hammer_event_document_payment (entrant, e, "refund", &refund_method, &refund, error) ||
      !(stmt = hammer_store_prepare (tx->db,
                                     "INSERT INTO entrants (event_id, name, added, seed, class,"
                                     " present, withdrawn, draw_index, handicap, paid_method,"
                                     " paid_cents, refund_method, refund_cents)"
                                     " VALUES (?, ?, ?, nullif(?, 0), ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                                     error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_text (stmt, 2, hammer_json_string (entrant, "name"), -1, SQLITE_TRANSIENT);
  /* hammer_event_check_document() checked every number. */
  sqlite3_bind_int64 (stmt, 3, hammer_json_int (entrant, "added", e + 1));
  sqlite3_bind_int64 (stmt, 4, hammer_json_int (entrant, "seed", 0));
  hammer_store_bind_text (stmt, 5, hammer_json_string (entrant, "class"));
  sqlite3_bind_int (stmt, 6, hammer_json_bool (entrant, "present", TRUE));
  sqlite3_bind_int (stmt, 7, hammer_json_bool (entrant, "withdrawn", FALSE));
  if (hammer_json_member (entrant, "draw_index") != NULL)
    sqlite3_bind_int64 (stmt, 8, hammer_json_int (entrant, "draw_index", 0));
  sqlite3_bind_int64 (stmt, 9, hammer_json_int (entrant, "handicap", 0));
  if (method != HAMMER_PAYMENT_NONE)
    {
      sqlite3_bind_text (stmt, 10, hammer_payment_method_to_string (method), -1, SQLITE_STATIC);
      sqlite3_bind_int64 (stmt, 11, paid);
    }
  if (refund_method != HAMMER_PAYMENT_NONE)
    {
      sqlite3_bind_text (stmt, 12, hammer_payment_method_to_string (refund_method), -1,
                         SQLITE_STATIC);
      sqlite3_bind_int64 (stmt, 13, refund);
    }
  if (!hammer_store_step_done (stmt, _("Could not store an entrant"), error))
    return FALSE;
  entrant_id = sqlite3_last_insert_rowid (tx->db);
  if (!hammer_store_tx_log_row (tx, "entrants", entrant_id, NULL, error))
    return FALSE;
  g_clear_pointer (&stmt, sqlite3_finalize);

  members = hammer_json_array (entrant, "players");
  if (!(stmt = hammer_store_prepare (tx->db, "INSERT INTO entrant_players (entrant_id, player_id,"
                                             " position) VALUES (?, ?, ?)", error)))
    return FALSE;
  for (guint m = 0; members != NULL && m < json_array_get_length (members); m++)
    {
      gint64 key = hammer_json_element_int (members, m, -1);

      if (key < 0 || (guint64) key >= player_ids->len)
        return hammer_event_document_error (error, _("an entrant names a player that is not in the document"));
      /* Two players of the document may be one player of the roster (the
       * same name, no licence): entered twice, as Hammer never enters
       * anyone. */
      if (!g_hash_table_add (entered, &g_array_index (player_ids, gint64, key)))
        {
          /* TRANSLATORS: as in "entrant 3: its player is entered twice". */
          g_autofree char *what = g_strdup_printf (_("%s %u: %s"), _("entrant"), e + 1,
                                                   _("its player is entered twice"));
          return hammer_event_document_error (error, what);
        }
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, entrant_id);
      sqlite3_bind_int64 (stmt, 2, g_array_index (player_ids, gint64, key));
      sqlite3_bind_int (stmt, 3, m);
      if (!hammer_store_tx_insert_row (tx, "entrant_players", stmt,
                                       _("Could not store an entrant"), error))
        return FALSE;
    }
  return TRUE;
}

/* A board holds one match at a time: Hammer never calls a second match to
 * a board while the first is open. */
static gboolean
check_boards_in_use (HammerEventModel *model,
                     GError          **error)
{
  g_autoptr(GHashTable) busy = g_hash_table_new (g_int64_hash, g_int64_equal);

  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      if (row->board_id != 0 && hammer_event_match_open (model, i) &&
          !g_hash_table_add (busy, &row->board_id))
        return hammer_event_document_error (error, _("two open matches are on one board"));
    }
  return TRUE;
}

/* Every result is checked by the rules again, and the bracket must hold;
 * then each result is stored with its sides and summary, as recording it
 * would have stored it. */
static gboolean
check_imported_results (HammerStoreTx  *tx,
                        gint64          event_id,
                        GError        **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GError) local = NULL;

  /* Loading replays each result through the rules: a result that breaks
   * them makes the document damaged, not the database. */
  if (!(model = hammer_event_load (tx->db, event_id, &local)))
    {
      if (g_error_matches (local, HAMMER_ERROR, HAMMER_ERROR_CORRUPT))
        return hammer_event_document_error (error, local->message);
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (!check_sources (model, error) || !check_boards_in_use (model, error))
    return FALSE;
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      g_autofree char *sides = NULL;
      g_autofree char *summary_text = NULL;
      sqlite3_stmt *update;

      if (row->input == NULL)
        continue;
      if (model->resolved[i].status == HAMMER_MATCH_PENDING)
        return hammer_event_document_error (error, _("a match has a result but its sides are "
                                                      "not decided"));
      /* A bye and a final reset not needed are never played. */
      if (model->resolved[i].bye || model->resolved[i].status == HAMMER_MATCH_SKIPPED)
        return hammer_event_document_error (error, _("a match that is never played has a "
                                                      "result"));
      sides = g_strdup_printf ("%d,%d", model->resolved[i].entrants[0],
                               model->resolved[i].entrants[1]);
      summary_text = hammer_event_summary_to_string (&row->summary);
      if (!(update = hammer_store_borrow_statement (tx->db,
                                                    "UPDATE matches SET result_entrants = ?2,"
                                                    " winner = ?3, summary = ?4 WHERE id = ?1",
                                                    error)))
        return FALSE;
      sqlite3_bind_int64 (update, 1, row->id);
      sqlite3_bind_text (update, 2, sides, -1, SQLITE_TRANSIENT);
      if (row->result != -1)
        sqlite3_bind_int (update, 3, row->result == -2 ? -1 : row->result);
      sqlite3_bind_text (update, 4, summary_text, -1, SQLITE_TRANSIENT);
      if (!hammer_store_tx_run_logged (tx, "matches", row->id, update, error))
        return FALSE;
    }
  return TRUE;
}

gint64
hammer_events_import (HammerStore  *self,
                      JsonNode     *document,
                      GError      **error)
{
  g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GHashTable) entered = NULL;
  g_autofree char *description = NULL;
  g_auto(Document) doc = { 0 };
  HammerStoreTx tx = { 0 };
  gint64 event_id = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  /* An empty file parses to no document at all: refused as any other. */
  if (!read_document (document, &doc, error))
    return 0;

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Import event %s"), hammer_json_string (doc.event, "name"));
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return 0;
  if (!import_event_row (&tx, &doc, &event_id, error) ||
      !import_boards (&tx, event_id, doc.boards, error) ||
      !import_players (&tx, doc.players, player_ids, error))
    goto fail;
  entered = g_hash_table_new (g_int64_hash, g_int64_equal);
  for (guint e = 0; e < json_array_get_length (doc.entrants); e++)
    if (!import_entrant (&tx, event_id, json_array_get_object_element (doc.entrants, e), e,
                         player_ids, entered, error))
      goto fail;
  if (!import_matches (&tx, event_id, doc.matches, error) ||
      !check_imported_results (&tx, event_id, error) ||
      !hammer_store_tx_finish (&tx, self, error))
    goto fail;
  return event_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}
