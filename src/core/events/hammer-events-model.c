/* hammer-events.c — events in the store
 *
 * An event is loaded whole into an EventModel (entrants, matches, boards),
 * the draw engine resolves who plays whom from the stored sources and
 * results, and every write happens in one logged transaction.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "hammer-classes.h"
#include "hammer-error.h"
#include "hammer-json.h"
#include "hammer-now.h"
#include "events/hammer-events.h"
#include "events/hammer-swiss.h"
#include "rules/hammer-rules.h"
#include "store/hammer-store-private.h"

/* Typical minutes a match takes, for the boards' estimated finishing times:
 * per game of a best-of match, or per game of a sjoelbak series. */
static const struct { const char *rules; int minutes_per_game; } typical_minutes[] = {
  { "table", 15 }, { "court", 25 }, { "deck", 20 }, { "horse-collar", 15 },
  { "shovelboard", 12 }, { "sjoelbak", 3 },
};

typedef struct
{
  gint64   id;
  char    *name;
  gint64   added;
  int      seed;          /* 0: none */
  char    *klass;
  gboolean present;
  gboolean withdrawn;
  int      draw_index;    /* -1 before the draw */
  GArray  *player_ids;    /* gint64 */
} Entrant;

/* What standings and lists need of a result, kept beside the entered
 * games so that loading an event replays nothing. */
typedef struct
{
  gboolean finished;
  int      winner;          /* side, or -1 */
  int      games_won[2];
  int      totals[2];
  guint    n_games;
  int     *game_points;     /* side after side: n_games points each */
} Summary;

typedef struct
{
  gint64           id;
  guint            number;    /* within the event, from 1: what people read */
  HammerDrawMatch  dm;
  gint64           board_id;
  char            *called_at;
  char            *finished_at;
  char            *input;     /* {"games": […]} as entered, or NULL */
  Summary          summary;   /* valid when input is set */
  int              result;    /* for hammer_draw_resolve(): winner, -1 none, -2 drawn */
  char            *result_entrants;
} MatchRow;

typedef struct
{
  gint64   id;
  guint    number;
  char    *name;
} Board;

typedef struct
{
  gint64              id;
  char               *name;
  char               *rules_id;
  const HammerRules  *rules;
  HammerOptions       options;
  HammerFormat        format;
  JsonObject         *settings;
  char               *date;
  char               *venue;
  gint64              draw_seed;
  gboolean            drawn;
  GPtrArray          *entrants;   /* Entrant*, in draw order once drawn, else as added */
  GArray             *matches;    /* MatchRow, by draw index */
  GArray             *boards;     /* Board */
  HammerDraw          draw;       /* a view of the matches' HammerDrawMatch */
  HammerResolvedMatch *resolved;
  int                *results;    /* what resolved was resolved from, per match */
  gboolean           *withdrawn;  /* and per entrant, of n_withdrawn */
  guint               n_withdrawn;
  int                *places;     /* elimination placings per draw index */
} EventModel;

static void
entrant_free (Entrant *entrant)
{
  g_free (entrant->name);
  g_free (entrant->klass);
  g_clear_pointer (&entrant->player_ids, g_array_unref);
  g_free (entrant);
}

static void
match_row_clear (MatchRow *row)
{
  g_free (row->called_at);
  g_free (row->finished_at);
  g_clear_pointer (&row->input, g_free);
  g_clear_pointer (&row->summary.game_points, g_free);
  g_free (row->result_entrants);
}

static void
board_clear (Board *board)
{
  g_free (board->name);
}

static void
event_model_free (EventModel *model)
{
  g_free (model->name);
  g_free (model->rules_id);
  g_clear_pointer (&model->settings, json_object_unref);
  g_free (model->date);
  g_free (model->venue);
  g_clear_pointer (&model->entrants, g_ptr_array_unref);
  g_clear_pointer (&model->matches, g_array_unref);
  g_clear_pointer (&model->boards, g_array_unref);
  g_free (model->draw.matches);
  g_free (model->resolved);
  g_free (model->results);
  g_free (model->withdrawn);
  g_free (model->places);
  g_free (model);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EventModel, event_model_free)

/* A node that takes @object over. */
static JsonNode *
take_object_node (JsonObject *object)
{
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, object);
  return node;
}

/* A node holding a reference to @object. */
static JsonNode *
ref_object_node (JsonObject *object)
{
  return json_node_init_object (json_node_alloc (), object);
}

/* json-glib would store NULL as an empty string; the documents say null. */
static void
add_nullable_string (JsonBuilder *builder,
                     const char  *value)
{
  if (value != NULL)
    json_builder_add_string_value (builder, value);
  else
    json_builder_add_null_value (builder);
}

static char *
object_to_string (JsonObject *object)
{
  g_autoptr(JsonNode) node = ref_object_node (object);

  return json_to_string (node, FALSE);
}

void
hammer_event_spec_init (HammerEventSpec *spec)
{
  g_return_if_fail (spec != NULL);

  memset (spec, 0, sizeof *spec);
  spec->format = HAMMER_FORMAT_SINGLE_ELIMINATION;
  spec->final_reset = TRUE;
  spec->advance = 2;
}

/* Sources are stored as short strings: "seed:3", "bye", "winner:12",
 * "loser:12" (draw indices) and "group:1:2" (group index, place). */
static char *
source_to_string (const HammerSource *source)
{
  switch (source->kind)
    {
    case HAMMER_SOURCE_SEED: return g_strdup_printf ("seed:%d", source->ref);
    case HAMMER_SOURCE_BYE: return g_strdup ("bye");
    case HAMMER_SOURCE_WINNER: return g_strdup_printf ("winner:%d", source->ref);
    case HAMMER_SOURCE_LOSER: return g_strdup_printf ("loser:%d", source->ref);
    case HAMMER_SOURCE_GROUP: return g_strdup_printf ("group:%d:%d", source->ref, source->place);
    case HAMMER_SOURCE_NONE:
    default: return NULL;
    }
}

static void
source_from_string (const char   *text,
                    HammerSource *source)
{
  memset (source, 0, sizeof *source);
  source->kind = HAMMER_SOURCE_NONE;
  if (text == NULL)
    return;

  if (g_str_equal (text, "bye"))
    source->kind = HAMMER_SOURCE_BYE;
  else if (sscanf (text, "seed:%d", &source->ref) == 1)
    source->kind = HAMMER_SOURCE_SEED;
  else if (sscanf (text, "winner:%d", &source->ref) == 1)
    source->kind = HAMMER_SOURCE_WINNER;
  else if (sscanf (text, "loser:%d", &source->ref) == 1)
    source->kind = HAMMER_SOURCE_LOSER;
  else if (sscanf (text, "group:%d:%d", &source->ref, &source->place) == 2)
    source->kind = HAMMER_SOURCE_GROUP;
}

static gboolean
bracket_from_string (const char    *text,
                     HammerBracket *bracket)
{
  static const struct { const char *name; HammerBracket bracket; } names[] = {
    { "winners", HAMMER_BRACKET_WINNERS }, { "losers", HAMMER_BRACKET_LOSERS },
    { "final", HAMMER_BRACKET_FINAL }, { "final-reset", HAMMER_BRACKET_FINAL_RESET },
    { "third-place", HAMMER_BRACKET_THIRD_PLACE }, { "round-robin", HAMMER_BRACKET_ROUND_ROBIN },
    { "swiss", HAMMER_BRACKET_SWISS }, { "series", HAMMER_BRACKET_SERIES },
    { "group", HAMMER_BRACKET_GROUP },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_str_equal (text, names[i].name))
      {
        *bracket = names[i].bracket;
        return TRUE;
      }
  return FALSE;
}

static const char *
bracket_to_string (HammerBracket bracket)
{
  switch (bracket)
    {
    case HAMMER_BRACKET_WINNERS: return "winners";
    case HAMMER_BRACKET_LOSERS: return "losers";
    case HAMMER_BRACKET_FINAL: return "final";
    case HAMMER_BRACKET_FINAL_RESET: return "final-reset";
    case HAMMER_BRACKET_THIRD_PLACE: return "third-place";
    case HAMMER_BRACKET_ROUND_ROBIN: return "round-robin";
    case HAMMER_BRACKET_SWISS: return "swiss";
    case HAMMER_BRACKET_GROUP: return "group";
    case HAMMER_BRACKET_SERIES:
    default: return "series";
    }
}

static gboolean
is_elimination (HammerFormat format)
{
  return format == HAMMER_FORMAT_SINGLE_ELIMINATION || format == HAMMER_FORMAT_DOUBLE_ELIMINATION;
}

static Entrant *
entrant_by_index (EventModel *model,
                  int         draw_index)
{
  if (draw_index < 0 || (guint) draw_index >= model->entrants->len)
    return NULL;
  return g_ptr_array_index (model->entrants, draw_index);
}

static const char *
entrant_name (EventModel *model,
              int         draw_index)
{
  Entrant *entrant = entrant_by_index (model, draw_index);
  return entrant != NULL ? entrant->name : NULL;
}

static void
summary_from_match (const HammerMatch *match,
                    Summary           *summary)
{
  guint n_sides = MIN (hammer_match_get_n_sides (match), 2);

  g_clear_pointer (&summary->game_points, g_free);
  memset (summary, 0, sizeof *summary);
  summary->finished = hammer_match_get_state (match) == HAMMER_STATE_FINISHED;
  summary->winner = hammer_match_get_winner (match);
  summary->n_games = hammer_match_get_n_games (match);
  summary->game_points = g_new0 (int, 2 * MAX (summary->n_games, 1));
  for (guint s = 0; s < n_sides; s++)
    {
      summary->games_won[s] = hammer_match_get_games_won (match)[s];
      summary->totals[s] = hammer_match_get_totals (match)[s];
      for (guint g = 0; g < summary->n_games; g++)
        summary->game_points[s * summary->n_games + g] = hammer_match_get_game_totals (match, g)[s];
    }
}

/* "finished winner gw0 gw1 t0 t1 n_games p0… p1…", space-separated. */
static char *
summary_to_string (const Summary *summary)
{
  GString *text = g_string_new (NULL);

  g_string_append_printf (text, "%d %d %d %d %d %d %u", summary->finished, summary->winner,
                          summary->games_won[0], summary->games_won[1], summary->totals[0],
                          summary->totals[1], summary->n_games);
  for (guint i = 0; i < 2 * summary->n_games; i++)
    g_string_append_printf (text, " %d", summary->game_points[i]);
  return g_string_free (text, FALSE);
}

static gboolean
summary_from_string (const char *text,
                     Summary    *summary)
{
  char *end = (char *) text;
  gint64 fields[7];

  memset (summary, 0, sizeof *summary);
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      const char *start = end;

      fields[i] = g_ascii_strtoll (start, &end, 10);
      if (end == start)
        return FALSE;
    }
  if (fields[6] < 0 || fields[6] > 1000)
    return FALSE;
  summary->finished = fields[0];
  summary->winner = fields[1];
  summary->games_won[0] = fields[2];
  summary->games_won[1] = fields[3];
  summary->totals[0] = fields[4];
  summary->totals[1] = fields[5];
  summary->n_games = fields[6];
  summary->game_points = g_new0 (int, 2 * MAX (summary->n_games, 1));
  for (guint i = 0; i < 2 * summary->n_games; i++)
    {
      const char *start = end;

      summary->game_points[i] = g_ascii_strtoll (start, &end, 10);
      if (end == start)
        {
          g_clear_pointer (&summary->game_points, g_free);
          return FALSE;
        }
    }
  return TRUE;
}

static int
summary_result (const Summary *summary)
{
  if (!summary->finished)
    return -1;
  return summary->winner >= 0 ? summary->winner : -2;
}

static gboolean
load_entrants (sqlite3     *db,
               EventModel  *model,
               GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) members = NULL;
  int rc;

  /* After the draw, the drawn entrants come first, in draw order, so that an
   * entrant's index is its draw index; late entries follow and take no part. */
  if (!(stmt = hammer_store_prepare (db,
                                     "SELECT id, name, added, seed, class, present, withdrawn,"
                                     " draw_index FROM entrants WHERE event_id = ?"
                                     " ORDER BY draw_index IS NULL, draw_index, added", error)) ||
      !(members = hammer_store_prepare (db,
                                        "SELECT player_id FROM entrant_players"
                                        " WHERE entrant_id = ? ORDER BY position", error)))
    return FALSE;

  sqlite3_bind_int64 (stmt, 1, model->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Entrant *entrant = g_new0 (Entrant, 1);

      entrant->id = sqlite3_column_int64 (stmt, 0);
      entrant->name = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
      entrant->added = sqlite3_column_int64 (stmt, 2);
      entrant->seed = sqlite3_column_int (stmt, 3);
      entrant->klass = g_strdup ((const char *) sqlite3_column_text (stmt, 4));
      entrant->present = sqlite3_column_int (stmt, 5);
      entrant->withdrawn = sqlite3_column_int (stmt, 6);
      entrant->draw_index = sqlite3_column_type (stmt, 7) == SQLITE_NULL
                              ? -1 : sqlite3_column_int (stmt, 7);
      entrant->player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));

      sqlite3_reset (members);
      sqlite3_bind_int64 (members, 1, entrant->id);
      while (sqlite3_step (members) == SQLITE_ROW)
        {
          gint64 player = sqlite3_column_int64 (members, 0);
          g_array_append_val (entrant->player_ids, player);
        }
      g_ptr_array_add (model->entrants, entrant);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the entrants"), error);
      return FALSE;
    }

  return TRUE;
}

static gboolean
load_matches (sqlite3     *db,
              EventModel  *model,
              GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db,
                                     "SELECT id, draw_index, bracket, round, position, grp, stage,"
                                     " n_sides, source0, source1, board_id, called_at,"
                                     " finished_at, result, result_entrants, summary, number"
                                     " FROM matches WHERE event_id = ? ORDER BY draw_index",
                                     error)))
    return FALSE;

  sqlite3_bind_int64 (stmt, 1, model->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      MatchRow row = { 0 };
      const char *result = (const char *) sqlite3_column_text (stmt, 13);

      row.id = sqlite3_column_int64 (stmt, 0);
      if (!bracket_from_string ((const char *) sqlite3_column_text (stmt, 2), &row.dm.bracket))
        row.dm.bracket = HAMMER_BRACKET_WINNERS;
      row.dm.round = sqlite3_column_int (stmt, 3);
      row.dm.position = sqlite3_column_int (stmt, 4);
      row.dm.group = sqlite3_column_type (stmt, 5) == SQLITE_NULL ? -1 : sqlite3_column_int (stmt, 5);
      row.dm.stage = sqlite3_column_int (stmt, 6);
      row.dm.n_sides = sqlite3_column_int (stmt, 7);
      source_from_string ((const char *) sqlite3_column_text (stmt, 8), &row.dm.sources[0]);
      source_from_string ((const char *) sqlite3_column_text (stmt, 9), &row.dm.sources[1]);
      row.board_id = sqlite3_column_int64 (stmt, 10);
      row.called_at = g_strdup ((const char *) sqlite3_column_text (stmt, 11));
      row.finished_at = g_strdup ((const char *) sqlite3_column_text (stmt, 12));
      row.result_entrants = g_strdup ((const char *) sqlite3_column_text (stmt, 14));
      row.number = sqlite3_column_int (stmt, 16);
      row.result = -1;

      if (result != NULL)
        {
          const char *summary = (const char *) sqlite3_column_text (stmt, 15);

          row.input = g_strdup (result);
          /* Results stored without a summary (an imported document) are
           * replayed through the rules once; so is a card of one player
           * that an earlier Hammer summed up with a winner. */
          if (summary == NULL || !summary_from_string (summary, &row.summary) ||
              (row.dm.n_sides < 2 && row.summary.winner >= 0))
            {
              g_autoptr(HammerViolation) violation = NULL;
              g_autoptr(JsonNode) input = json_from_string (result, NULL);
              g_autoptr(HammerMatch) state = hammer_match_replay_result (model->rules,
                                                                         &model->options,
                                                                         input, &violation);

              if (state == NULL)
                {
                  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                               _("The stored result of match %u does not pass "
                                 "the rules: %s"),
                               row.number, violation ? violation->message : "");
                  match_row_clear (&row);
                  return FALSE;
                }
              summary_from_match (state, &row.summary);
            }
          row.result = summary_result (&row.summary);
        }

      g_array_append_val (model->matches, row);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the matches"), error);
      return FALSE;
    }
  return TRUE;
}

static gboolean
load_boards (sqlite3     *db,
             EventModel  *model,
             GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  if (!(stmt = hammer_store_prepare (db,
                                     "SELECT id, number, name FROM boards WHERE event_id = ?"
                                     " ORDER BY number", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, model->id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      Board board = {
        .id = sqlite3_column_int64 (stmt, 0),
        .number = sqlite3_column_int (stmt, 1),
        .name = g_strdup ((const char *) sqlite3_column_text (stmt, 2)),
      };
      g_array_append_val (model->boards, board);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the boards"), error);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  EventModel *model;
  GArray     *group_places;  /* per group: GArray of draw indices in place order, or NULL */
} GroupPlaces;

static int
group_place_cb (int      group,
                int      place,
                gpointer user_data)
{
  GroupPlaces *places = user_data;
  GArray *order;

  if (places->group_places == NULL || group < 0 || (guint) group >= places->group_places->len)
    return HAMMER_ENTRANT_UNKNOWN;
  order = g_array_index (places->group_places, GArray *, group);
  if (order == NULL || place < 1 || (guint) place > order->len)
    return HAMMER_ENTRANT_UNKNOWN;
  return g_array_index (order, int, place - 1);
}

static void standings_match_from_row (EventModel           *model,
                                      guint                 index,
                                      HammerStandingsMatch *out,
                                      int                 **game_points);
static void event_standings_options  (EventModel             *model,
                                      HammerStandingsOptions *options);
static guint event_tie_breakers      (EventModel             *model,
                                      HammerTieBreaker       *out);

static void
free_int_array (gpointer data)
{
  GArray **array = data;
  g_clear_pointer (array, g_array_unref);
}

/* The group stage's final order, for the knockout's sources; a group's
 * order is known only once all its matches are decided. The event's own
 * tie-breakers order it, as they order the standings. */
static GArray *
compute_group_places (EventModel *model)
{
  GArray *groups = g_array_new (FALSE, TRUE, sizeof (GArray *));
  HammerTieBreaker tie_breakers[HAMMER_N_TIE_BREAKERS];
  guint n_tie_breakers = event_tie_breakers (model, tie_breakers);
  HammerStandingsOptions options;

  event_standings_options (model, &options);
  g_array_set_clear_func (groups, free_int_array);
  g_array_set_size (groups, model->draw.n_groups);

  for (guint g = 0; g < model->draw.n_groups; g++)
    {
      g_autoptr(GArray) matches = g_array_new (FALSE, TRUE, sizeof (HammerStandingsMatch));
      g_autoptr(GPtrArray) points = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GArray) rows = NULL;
      g_autoptr(GHashTable) members = g_hash_table_new (NULL, NULL);
      gboolean complete = TRUE;
      GArray *order;

      for (guint i = 0; i < model->matches->len; i++)
        {
          MatchRow *row = &g_array_index (model->matches, MatchRow, i);
          HammerStandingsMatch match;
          int *game_points = NULL;

          if (row->dm.bracket != HAMMER_BRACKET_GROUP || row->dm.group != (int) g)
            continue;
          for (guint s = 0; s < 2; s++)
            if (row->dm.sources[s].kind == HAMMER_SOURCE_SEED)
              g_hash_table_add (members, GINT_TO_POINTER (row->dm.sources[s].ref + 1));
          if (model->resolved[i].status != HAMMER_MATCH_FINISHED)
            {
              complete = FALSE;
              continue;
            }
          standings_match_from_row (model, i, &match, &game_points);
          g_ptr_array_add (points, game_points);
          g_array_append_val (matches, match);
        }

      if (!complete || g_hash_table_size (members) == 0)
        continue;

      rows = hammer_standings_compute (model->entrants->len, (HammerStandingsMatch *) matches->data,
                                       matches->len, tie_breakers, n_tie_breakers, &options);
      order = g_array_new (FALSE, FALSE, sizeof (int));
      for (guint r = 0; r < rows->len; r++)
        {
          HammerStandingsRow *row = &g_array_index (rows, HammerStandingsRow, r);

          if (g_hash_table_contains (members, GINT_TO_POINTER (row->entrant + 1)))
            g_array_append_val (order, row->entrant);
        }
      g_array_index (groups, GArray *, g) = order;
    }

  return groups;
}

/* The placings of an elimination, from the resolved matches. */
static void
place_model (EventModel *model)
{
  model->places = g_renew (int, model->places, MAX (model->entrants->len, 1));
  memset (model->places, 0, sizeof (int) * MAX (model->entrants->len, 1));
  if (is_elimination (model->format) || model->format == HAMMER_FORMAT_GROUPS)
    hammer_draw_placings (&model->draw, model->resolved, model->places);
}

/* Resolves every match and places the entrants. */
static void
resolve_model (EventModel *model)
{
  GroupPlaces places = { model, NULL };

  /* The buffers live from one resolve to the next (a batch of results
   * resolves after each one); every element is written again below. */
  model->draw.format = model->format;
  model->draw.n_matches = model->matches->len;
  model->draw.matches = g_renew (HammerDrawMatch, model->draw.matches,
                                 MAX (model->matches->len, 1));
  model->draw.n_entrants = 0;
  model->draw.n_groups = 0;
  model->results = g_renew (int, model->results, MAX (model->matches->len, 1));
  model->withdrawn = g_renew (gboolean, model->withdrawn, MAX (model->entrants->len, 1));
  model->n_withdrawn = model->entrants->len;

  for (guint i = 0; i < model->entrants->len; i++)
    {
      Entrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->draw_index >= 0)
        model->draw.n_entrants++;
      model->withdrawn[i] = entrant->withdrawn;
    }

  for (guint i = 0; i < model->matches->len; i++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, i);

      model->draw.matches[i] = row->dm;
      model->results[i] = row->result;
      if (row->dm.group >= 0)
        model->draw.n_groups = MAX (model->draw.n_groups, (guint) row->dm.group + 1);
    }

  model->resolved = g_renew (HammerResolvedMatch, model->resolved, MAX (model->matches->len, 1));
  hammer_draw_resolve (&model->draw, model->results, model->withdrawn, group_place_cb, &places,
                       model->resolved);

  /* The knockout after groups needs the groups' order: a second pass. */
  if (model->format == HAMMER_FORMAT_GROUPS && model->draw.n_groups > 0)
    {
      places.group_places = compute_group_places (model);
      hammer_draw_resolve (&model->draw, model->results, model->withdrawn, group_place_cb,
                           &places, model->resolved);
      g_array_unref (places.group_places);
    }

  place_model (model);
}

/* Whether the model changed since it was last resolved in anything but the
 * result of match @index. */
static gboolean
changed_beyond (EventModel *model,
                guint       index)
{
  if (model->results == NULL || model->draw.n_matches != model->matches->len
      || model->n_withdrawn != model->entrants->len || index >= model->matches->len)
    return TRUE;
  for (guint i = 0; i < model->matches->len; i++)
    if (i != index && g_array_index (model->matches, MatchRow, i).result != model->results[i])
      return TRUE;
  for (guint i = 0; i < model->entrants->len; i++)
    if (((Entrant *) g_ptr_array_index (model->entrants, i))->withdrawn != model->withdrawn[i])
      return TRUE;
  return FALSE;
}

/* After a new result for match @index and nothing else, resolves again only
 * the matches that follow from it, and leaves the placings to
 * place_model(): a batch of two thousand results would otherwise resolve
 * the whole event two thousand times. A group stage, whose knockout follows
 * from whole groups, resolves everything. */
static void
resolve_model_after (EventModel *model,
                     guint       index)
{
  if (model->format == HAMMER_FORMAT_GROUPS || changed_beyond (model, index))
    {
      resolve_model (model);
      return;
    }
  model->results[index] = g_array_index (model->matches, MatchRow, index).result;
  hammer_draw_resolve_after (&model->draw, model->results, model->withdrawn, NULL, NULL, index,
                             model->resolved);
}

static EventModel *
load_event (sqlite3     *db,
            gint64       event_id,
            GError     **error)
{
  g_autoptr(EventModel) model = g_new0 (EventModel, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(HammerViolation) violation = NULL;
  g_autoptr(JsonNode) options = NULL;
  g_autoptr(JsonNode) settings = NULL;
  int rc;

  model->entrants = g_ptr_array_new_with_free_func ((GDestroyNotify) entrant_free);
  model->matches = g_array_new (FALSE, TRUE, sizeof (MatchRow));
  g_array_set_clear_func (model->matches, (GDestroyNotify) match_row_clear);
  model->boards = g_array_new (FALSE, TRUE, sizeof (Board));
  g_array_set_clear_func (model->boards, (GDestroyNotify) board_clear);

  if (!(stmt = hammer_store_prepare (db,
                                     "SELECT name, rules, options, format, settings, date, venue,"
                                     " draw_seed, drawn_at FROM events WHERE id = ?", error)))
    return NULL;
  sqlite3_bind_int64 (stmt, 1, event_id);
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no event with number %" PRId64), event_id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      hammer_store_set_error (db, rc, _("Could not read the event"), error);
      return NULL;
    }

  model->id = event_id;
  model->name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  model->rules_id = g_strdup ((const char *) sqlite3_column_text (stmt, 1));
  model->date = g_strdup ((const char *) sqlite3_column_text (stmt, 5));
  model->venue = g_strdup ((const char *) sqlite3_column_text (stmt, 6));
  model->draw_seed = sqlite3_column_int64 (stmt, 7);
  model->drawn = sqlite3_column_type (stmt, 8) != SQLITE_NULL;

  model->rules = hammer_rules_lookup (model->rules_id, &violation);
  options = json_from_string ((const char *) sqlite3_column_text (stmt, 2), NULL);
  settings = json_from_string ((const char *) sqlite3_column_text (stmt, 4), NULL);
  if (model->rules == NULL || options == NULL || !JSON_NODE_HOLDS_OBJECT (options) ||
      settings == NULL || !JSON_NODE_HOLDS_OBJECT (settings) ||
      !hammer_format_from_string ((const char *) sqlite3_column_text (stmt, 3), &model->format) ||
      !hammer_options_from_json (model->rules, json_node_get_object (options), &model->options,
                                 &violation))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT,
                   _("The stored settings of event %" PRId64 " are damaged"), event_id);
      return NULL;
    }
  model->settings = json_object_ref (json_node_get_object (settings));

  if (!load_entrants (db, model, error) || !load_matches (db, model, error) ||
      !load_boards (db, model, error))
    return NULL;

  resolve_model (model);
  return g_steal_pointer (&model);
}

/* The last event read, kept while the database stays as it was: entering
 * results one after another then costs no reload. */
typedef struct
{
  EventModel *model;
  guint64     generation;
  gint64      data_version;
} EventCache;

static void
event_cache_free (EventCache *cache)
{
  g_clear_pointer (&cache->model, event_model_free);
  g_free (cache);
}

static EventModel *
take_event (HammerStore  *self,
            gint64        event_id,
            GError      **error)
{
  EventCache *cache = g_object_get_data (G_OBJECT (self), "hammer-event-cache");

  if (cache != NULL && cache->model != NULL && cache->model->id == event_id &&
      cache->generation == hammer_store_get_generation (self) &&
      cache->data_version == hammer_store_get_data_version (self))
    return g_steal_pointer (&cache->model);

  return load_event (hammer_store_get_db (self), event_id, error);
}

static void
keep_event (HammerStore *self,
            EventModel  *model)
{
  EventCache *cache = g_object_get_data (G_OBJECT (self), "hammer-event-cache");

  if (cache == NULL)
    {
      cache = g_new0 (EventCache, 1);
      g_object_set_data_full (G_OBJECT (self), "hammer-event-cache", cache,
                              (GDestroyNotify) event_cache_free);
    }
  g_clear_pointer (&cache->model, event_model_free);
  cache->model = model;
  cache->generation = hammer_store_get_generation (self);
  cache->data_version = hammer_store_get_data_version (self);
}

/* Creating */

static gboolean
check_name (const char  *name,
            GError     **error)
{
  g_autofree char *clean = g_strstrip (g_strdup (name ? name : ""));

  if (*clean == '\0')
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("An event needs a name"));
      return FALSE;
    }
  if (g_utf8_strlen (clean, -1) > 200)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The event's name is longer than 200 characters"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_date (const char  *date,
            GError     **error)
{
  g_autoptr(GDateTime) parsed = NULL;
  g_autofree char *iso = NULL;

  if (date == NULL || *date == '\0')
    return TRUE;

  iso = g_strdup_printf ("%sT00:00:00Z", date);
  parsed = g_date_time_new_from_iso8601 (iso, NULL);
  if (parsed == NULL || strlen (date) != 10)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The date “%s” is not a date like 2026-11-21"), date);
      return FALSE;
    }
  return TRUE;
}

/* Every format but the series pairs two entrants in a match; a series card
 * is one player's. */
static gboolean
check_event_sides (HammerFormat         format,
                   const HammerOptions *options,
                   GError             **error)
{
  int expected = format == HAMMER_FORMAT_SERIES ? 1 : 2;

  if (options->sides == expected)
    return TRUE;
  if (expected == 1)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("Every card of a series is one player’s; the option “sides” must be 1, "
                   "not %d"), options->sides);
  else
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                 _("Every match of this event is played by two sides; the option “sides” "
                   "must be 2, not %d"), options->sides);
  return FALSE;
}

static gboolean
violation_to_error (HammerViolation  *violation,
                    GError          **error)
{
  if (violation != NULL)
    g_propagate_error (error, hammer_violation_to_error (violation));
  return FALSE;
}

static JsonObject *
settings_from_spec (const HammerEventSpec  *spec,
                    GError                **error)
{
  g_autoptr(JsonObject) settings = json_object_new ();
  g_autoptr(JsonArray) tie_breakers = json_array_new ();
  HammerTieBreaker defaults[HAMMER_N_TIE_BREAKERS];

  json_object_set_int_member (settings, "rounds", spec->rounds);
  json_object_set_boolean_member (settings, "third_place", spec->third_place);
  json_object_set_boolean_member (settings, "final_reset", spec->final_reset);
  json_object_set_boolean_member (settings, "double_round", spec->double_round);
  json_object_set_int_member (settings, "groups", spec->n_groups);
  json_object_set_int_member (settings, "advance", spec->advance);

  if (spec->tie_breakers != NULL && *spec->tie_breakers != '\0')
    {
      g_auto(GStrv) names = g_strsplit (spec->tie_breakers, ",", -1);

      for (guint i = 0; names[i] != NULL; i++)
        {
          HammerTieBreaker tie_breaker;

          g_strstrip (names[i]);
          if (!hammer_tie_breaker_from_string (names[i], &tie_breaker))
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("“%s” is not a tie-breaker; Hammer knows match-points, wins, "
                             "games-won, game-difference, point-difference, head-to-head, "
                             "buchholz, median-buchholz, sonneborn-berger, total-points and "
                             "best-game"), names[i]);
              return NULL;
            }
          json_array_add_string_element (tie_breakers,
                                         hammer_tie_breaker_to_string (tie_breaker));
        }
    }
  else
    {
      guint n = hammer_tie_breakers_default (spec->format, defaults);

      for (guint i = 0; i < n; i++)
        json_array_add_string_element (tie_breakers, hammer_tie_breaker_to_string (defaults[i]));
    }
  json_object_set_array_member (settings, "tie_breakers", g_steal_pointer (&tie_breakers));

  /* Classes by average, best first: "A=130,B=115,C=0". */
  if (spec->classes != NULL && *spec->classes != '\0')
    {
      g_autoptr(JsonArray) classes = json_array_new ();
      g_auto(GStrv) names = NULL;
      g_autofree double *limits = NULL;

      if (!hammer_classes_parse (spec->classes, &names, &limits, error))
        return NULL;
      for (guint i = 0; names[i] != NULL; i++)
        {
          JsonObject *klass = json_object_new ();

          json_object_set_string_member (klass, "name", names[i]);
          json_object_set_double_member (klass, "min", limits[i]);
          json_array_add_object_element (classes, klass);
        }
      json_object_set_array_member (settings, "classes", g_steal_pointer (&classes));
    }

  return g_steal_pointer (&settings);
}

gint64
hammer_events_create (HammerStore            *self,
                           const HammerEventSpec  *spec,
                           GError                **error)
{
  g_autoptr(HammerViolation) violation = NULL;
  g_autoptr(JsonObject) options_json = NULL;
  g_autoptr(JsonObject) settings = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *options_text = NULL;
  g_autofree char *settings_text = NULL;
  g_autofree char *description = NULL;
  g_autofree char *name = NULL;
  g_autofree char *now = NULL;
  const HammerRules *rules;
  HammerOptions options;
  g_auto(GStrv) board_names = NULL;
  HammerStoreTx tx = { 0 };
  guint n_boards;
  sqlite3 *db;
  gint64 event_id;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (spec != NULL, 0);

  if (!check_name (spec->name, error) || !check_date (spec->date, error))
    return 0;
  n_boards = spec->n_boards;

  if (!(rules = hammer_rules_lookup (spec->rules ? spec->rules : "", &violation)))
    return violation_to_error (violation, error);

  /* A sjoelbak series puts each player on a sheet of their own. */
  options_json = spec->options ? json_object_ref (spec->options) : json_object_new ();
  if (spec->format == HAMMER_FORMAT_SERIES)
    {
      if (!rules->counts)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("A series is for sjoelbak, where everyone shoots the same number of "
                         "games; %s is played in matches"), hammer_rules_get_name (rules));
          return 0;
        }
      if (options_json == spec->options)
        {
          JsonObject *copy = json_object_new ();
          g_autoptr(GList) members = json_object_get_members (spec->options);

          for (GList *l = members; l != NULL; l = l->next)
            json_object_set_member (copy, l->data,
                                    json_node_copy (json_object_get_member (spec->options, l->data)));
          json_object_unref (options_json);
          options_json = copy;
        }
      json_object_set_int_member (options_json, "sides", 1);
    }
  if (!hammer_options_from_json (rules, options_json, &options, &violation))
    return violation_to_error (violation, error);
  if (!check_event_sides (spec->format, &options, error))
    return 0;
  g_clear_pointer (&options_json, json_object_unref);
  options_json = hammer_options_to_json (rules, &options);

  if (spec->board_names != NULL && *spec->board_names != '\0')
    {
      board_names = g_strsplit (spec->board_names, ",", -1);
      for (guint i = 0; board_names[i] != NULL; i++)
        if (*g_strstrip (board_names[i]) == '\0')
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("Board %u has no name"), i + 1);
            return 0;
          }
      n_boards = MAX (n_boards, g_strv_length (board_names));
    }
  if (n_boards > 200)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("An event can have at most 200 boards"));
      return 0;
    }
  if (spec->format == HAMMER_FORMAT_GROUPS && spec->advance == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("At least one player of each group must go on to the knockout"));
      return 0;
    }

  if (!(settings = settings_from_spec (spec, error)))
    return 0;

  options_text = object_to_string (options_json);
  settings_text = object_to_string (settings);
  name = g_strstrip (g_strdup (spec->name));

  db = hammer_store_get_db (self);
  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Create event %s"), name);
  now = hammer_now_stamp ();
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;

  if (!(stmt = hammer_store_prepare (db,
                                     "INSERT INTO events (name, rules, options, format, settings,"
                                     " date, venue, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                     error)))
    goto fail;
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, options_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, hammer_format_to_string (spec->format), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 5, settings_text, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 6, spec->date);
  hammer_store_bind_text (stmt, 7, spec->venue);
  sqlite3_bind_text (stmt, 8, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (stmt, _("Could not create the event"), error))
    goto fail;
  event_id = sqlite3_last_insert_rowid (db);
  if (!hammer_store_tx_log_row (&tx, "events", event_id, NULL, error))
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "INSERT INTO boards (event_id, number, name)"
                                         " VALUES (?, ?, ?)", error)))
    goto fail;
  for (guint i = 1; i <= n_boards; i++)
    {
      /* TRANSLATORS: the default name of a board; %u is its number. */
      g_autofree char *board_name = board_names != NULL && i <= g_strv_length (board_names)
                                      ? g_strdup (board_names[i - 1])
                                      : g_strdup_printf (_("Board %u"), i);

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, event_id);
      sqlite3_bind_int (stmt, 2, i);
      sqlite3_bind_text (stmt, 3, board_name, -1, SQLITE_TRANSIENT);
      if (!hammer_store_step_done (stmt, _("Could not create the boards"), error) ||
          !hammer_store_tx_log_row (&tx, "boards", sqlite3_last_insert_rowid (db), NULL, error))
        goto fail;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return event_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

/* Logs every row of @table that belongs to the event (through @where, an SQL
 * condition on ?1) as deleted, before the delete. */
static gboolean
log_event_rows (HammerStoreTx *tx,
                const char    *table,
                const char    *where,
                gint64         event_id,
                GPtrArray     *tables,
                GArray        *ids,
                GPtrArray     *snapshots,
                GError       **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *sql = g_strdup_printf ("SELECT id FROM %s WHERE %s ORDER BY id", table, where);
  int rc;

  if (!(stmt = hammer_store_prepare (tx->db, sql, error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);
      char *snapshot = hammer_store_snapshot_row (tx->db, table, id, error);

      if (snapshot == NULL)
        return FALSE;
      g_ptr_array_add (tables, (gpointer) table);
      g_array_append_val (ids, id);
      g_ptr_array_add (snapshots, snapshot);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (tx->db, rc, _("Could not delete the event"), error);
      return FALSE;
    }
  return TRUE;
}

gboolean
hammer_events_delete (HammerStore  *self,
                           gint64        event_id,
                           GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) tables = g_ptr_array_new ();
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) snapshots = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *description = NULL;
  g_autofree char *name = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_prepare (db, "SELECT name FROM events WHERE id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (sqlite3_step (stmt) != SQLITE_ROW)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no event %" PRId64), event_id);
      return FALSE;
    }
  name = g_strdup ((const char *) sqlite3_column_text (stmt, 0));
  g_clear_pointer (&stmt, sqlite3_finalize);

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Delete event %s"), name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;

  /* Undo restores rows newest first, so the event comes back before what
   * refers to it: children are logged first, the event last. */
  if (!log_event_rows (&tx, "entrant_players",
                       "entrant_id IN (SELECT id FROM entrants WHERE event_id = ?1)",
                       event_id, tables, ids, snapshots, error) ||
      !log_event_rows (&tx, "matches", "event_id = ?1", event_id, tables, ids, snapshots, error) ||
      !log_event_rows (&tx, "entrants", "event_id = ?1", event_id, tables, ids, snapshots, error) ||
      !log_event_rows (&tx, "boards", "event_id = ?1", event_id, tables, ids, snapshots, error) ||
      !log_event_rows (&tx, "events", "id = ?1", event_id, tables, ids, snapshots, error))
    goto fail;

  if (!(stmt = hammer_store_prepare (db, "DELETE FROM events WHERE id = ?", error)))
    goto fail;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (!hammer_store_step_done (stmt, _("Could not delete the event"), error))
    goto fail;

  for (guint i = 0; i < ids->len; i++)
    if (!hammer_store_tx_log_row (&tx, g_ptr_array_index (tables, i),
                                  g_array_index (ids, gint64, i),
                                  g_ptr_array_index (snapshots, i), error))
      goto fail;

  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

/* Reading */

static const char *
event_state (EventModel *model)
{
  gboolean all_finished = model->matches->len > 0;

  if (!model->drawn)
    return "setup";
  for (guint i = 0; i < model->matches->len; i++)
    if (model->resolved[i].status == HAMMER_MATCH_PENDING ||
        model->resolved[i].status == HAMMER_MATCH_READY)
      all_finished = FALSE;

  /* A Swiss event is over only after its last round. */
  if (all_finished && model->format == HAMMER_FORMAT_SWISS)
    {
      guint last_round = 0;
      gint64 rounds = json_object_get_int_member_with_default (model->settings, "rounds", 0);

      for (guint i = 0; i < model->matches->len; i++)
        last_round = MAX (last_round, g_array_index (model->matches, MatchRow, i).dm.round);
      if ((gint64) last_round < rounds)
        all_finished = FALSE;
    }
  return all_finished ? "finished" : "in_progress";
}

static void
add_entrant_json (JsonBuilder *builder,
                  Entrant     *entrant)
{
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, entrant->id);
  json_builder_set_member_name (builder, "name");
  add_nullable_string (builder, entrant->name);
  json_builder_set_member_name (builder, "seed");
  if (entrant->draw_index >= 0)
    json_builder_add_int_value (builder, entrant->draw_index + 1);
  else if (entrant->seed > 0)
    json_builder_add_int_value (builder, entrant->seed);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint i = 0; i < entrant->player_ids->len; i++)
    json_builder_add_int_value (builder, g_array_index (entrant->player_ids, gint64, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "withdrawn");
  json_builder_add_boolean_value (builder, entrant->withdrawn);
  json_builder_set_member_name (builder, "present");
  json_builder_add_boolean_value (builder, entrant->present);
  if (entrant->klass != NULL)
    {
      json_builder_set_member_name (builder, "class");
      add_nullable_string (builder, entrant->klass);
    }
  json_builder_end_object (builder);
}

/* The fields an event shows and exports alike. */
static void
add_event_fields (JsonBuilder *builder,
                  EventModel  *model)
{
  json_builder_set_member_name (builder, "date");
  add_nullable_string (builder, model->date);
  json_builder_set_member_name (builder, "venue");
  add_nullable_string (builder, model->venue);
  json_builder_set_member_name (builder, "drawn");
  json_builder_add_boolean_value (builder, model->drawn);
  json_builder_set_member_name (builder, "draw_seed");
  if (model->drawn)
    json_builder_add_int_value (builder, model->draw_seed);
  else
    json_builder_add_null_value (builder);
}

static void
add_boards_json (JsonBuilder *builder,
                 EventModel  *model)
{
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (guint b = 0; b < model->boards->len; b++)
    {
      Board *board = &g_array_index (model->boards, Board, b);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, board->number);
      json_builder_set_member_name (builder, "name");
      add_nullable_string (builder, board->name);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static gboolean any_result (EventModel *model);

JsonNode *
hammer_events_get_event_json (HammerStore  *self,
                             gint64        event_id,
                             GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = take_event (self, event_id, error)))
    return NULL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, model->id);
  json_builder_set_member_name (builder, "name");
  add_nullable_string (builder, model->name);
  json_builder_set_member_name (builder, "rules");
  add_nullable_string (builder, model->rules_id);
  json_builder_set_member_name (builder, "options");
  json_builder_add_value (builder, take_object_node (hammer_options_to_json (model->rules,
                                                                             &model->options)));
  json_builder_set_member_name (builder, "format");
  add_nullable_string (builder, hammer_format_to_string (model->format));
  json_builder_set_member_name (builder, "settings");
  json_builder_add_value (builder, ref_object_node (model->settings));
  add_event_fields (builder, model);
  json_builder_set_member_name (builder, "state");
  add_nullable_string (builder, event_state (model));
  /* Any result typed, a card under way too: from then on the draw and the
   * tie-breakers stay as they are. */
  json_builder_set_member_name (builder, "has_results");
  json_builder_add_boolean_value (builder, any_result (model));
  add_boards_json (builder, model);
  json_builder_set_member_name (builder, "entrants");
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->entrants->len; i++)
    add_entrant_json (builder, g_ptr_array_index (model->entrants, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "matches");
  json_builder_add_int_value (builder, model->matches->len);
  json_builder_end_object (builder);

  keep_event (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

JsonNode *
hammer_events_list_json (HammerStore  *self,
                               GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonArray) array = json_array_new ();
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(stmt = hammer_store_prepare (db, "SELECT id FROM events ORDER BY date IS NULL, date DESC, id DESC",
                                     error)))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autoptr(EventModel) model = load_event (db, sqlite3_column_int64 (stmt, 0), error);
      JsonObject *object;

      if (model == NULL)
        return NULL;
      object = json_object_new ();
      json_object_set_int_member (object, "id", model->id);
      json_object_set_string_member (object, "name", model->name);
      json_object_set_string_member (object, "rules", model->rules_id);
      json_object_set_string_member (object, "format", hammer_format_to_string (model->format));
      if (model->date != NULL)
        json_object_set_string_member (object, "date", model->date);
      else
        json_object_set_null_member (object, "date");
      if (model->venue != NULL)
        json_object_set_string_member (object, "venue", model->venue);
      else
        json_object_set_null_member (object, "venue");
      json_object_set_int_member (object, "entrants", model->entrants->len);
      json_object_set_string_member (object, "state", event_state (model));
      json_array_add_object_element (array, object);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the events"), error);
      return NULL;
    }
  return json_node_init_array (json_node_alloc (), array);
}

/* Entrants */

static gboolean
require_not_drawn (EventModel  *model,
                   GError     **error)
{
  if (model->drawn)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The draw of “%s” has been made: entries are closed. A late entry can "
                     "still come in if the event is drawn again before its first result."),
                   model->name);
      return FALSE;
    }
  return TRUE;
}

/* The statements below are cached: an import adds a thousand entrants in
 * one change, and preparing each statement again would cost more than
 * running it. Each is reset after use, so that none holds a read open. */
static gint64
next_added (sqlite3 *db,
            gint64   event_id)
{
  sqlite3_stmt *stmt;
  gint64 added = 1;

  stmt = hammer_store_borrow_statement (db, "SELECT coalesce(max(added), 0) + 1 FROM entrants"
                                          " WHERE event_id = ?", NULL);
  if (stmt == NULL)
    return 1;
  sqlite3_bind_int64 (stmt, 1, event_id);
  if (sqlite3_step (stmt) == SQLITE_ROW)
    added = sqlite3_column_int64 (stmt, 0);
  sqlite3_reset (stmt);
  return added;
}

static gboolean
player_entered (sqlite3 *db,
                gint64   event_id,
                gint64   player_id)
{
  sqlite3_stmt *stmt;
  gboolean entered;

  stmt = hammer_store_borrow_statement (db,
                                      "SELECT 1 FROM entrant_players ep JOIN entrants e"
                                      " ON e.id = ep.entrant_id WHERE e.event_id = ?"
                                      " AND ep.player_id = ? AND e.withdrawn = 0", NULL);
  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, event_id);
  sqlite3_bind_int64 (stmt, 2, player_id);
  entered = sqlite3_step (stmt) == SQLITE_ROW;
  sqlite3_reset (stmt);
  return entered;
}

/* Adds one entrant of @players (names, already cleaned) inside @tx. A
 * caller that adds many in a row, and removes none in between, passes
 * @next_added (0 at first): the order of entry is then read once, not
 * counted again from the whole field for every entrant. */
static gint64
insert_entrant (HammerStoreTx  *tx,
                EventModel     *model,
                const char     *display_name,
                const GArray   *player_ids,
                gint64         *next_added_in_tx,
                GError        **error)
{
  sqlite3_stmt *stmt;
  gint64 entrant_id;
  gint64 added;
  gboolean done;

  for (guint i = 0; i < player_ids->len; i++)
    if (player_entered (tx->db, model->id, g_array_index (player_ids, gint64, i)))
      {
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                     _("%s is entered in “%s” already"), display_name, model->name);
        return 0;
      }

  if (next_added_in_tx == NULL)
    added = next_added (tx->db, model->id);
  else if (*next_added_in_tx == 0)
    added = *next_added_in_tx = next_added (tx->db, model->id);
  else
    added = *next_added_in_tx;
  if (!(stmt = hammer_store_borrow_statement (tx->db, "INSERT INTO entrants (event_id, name, added)"
                                                    " VALUES (?, ?, ?)", error)))
    return 0;
  sqlite3_bind_int64 (stmt, 1, model->id);
  sqlite3_bind_text (stmt, 2, display_name, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 3, added);
  done = hammer_store_step_done (stmt, _("Could not add the entrant"), error);
  sqlite3_reset (stmt);
  if (!done)
    return 0;
  entrant_id = sqlite3_last_insert_rowid (tx->db);
  if (next_added_in_tx != NULL)
    (*next_added_in_tx)++;
  if (!hammer_store_tx_log_row (tx, "entrants", entrant_id, NULL, error))
    return 0;

  for (guint i = 0; i < player_ids->len; i++)
    {
      if (!(stmt = hammer_store_borrow_statement (tx->db, "INSERT INTO entrant_players"
                                                        " (entrant_id, player_id, position)"
                                                        " VALUES (?, ?, ?)", error)))
        return 0;
      sqlite3_bind_int64 (stmt, 1, entrant_id);
      sqlite3_bind_int64 (stmt, 2, g_array_index (player_ids, gint64, i));
      sqlite3_bind_int (stmt, 3, i);
      done = hammer_store_step_done (stmt, _("Could not add the entrant"), error);
      sqlite3_reset (stmt);
      if (!done || !hammer_store_tx_log_row (tx, "entrant_players",
                                             sqlite3_last_insert_rowid (tx->db), NULL, error))
        return 0;
    }
  return entrant_id;
}

GArray *
hammer_events_add_entrants (HammerStore        *self,
                           gint64              event_id,
                           const char * const *names,
                           GError            **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  HammerStoreTx tx = { 0 };
  gint64 added = 0;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (names != NULL, NULL);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)) || !require_not_drawn (model, error))
    return NULL;

  if (names[0] == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("No entrant was named"));
      return NULL;
    }

  if (!hammer_store_tx_begin (&tx, db, _("Add entrants"), error))
    return NULL;

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_auto(GStrv) parts = NULL;
      g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_autoptr(GString) display = g_string_new (NULL);
      gint64 entrant_id;

      /* In team events "Anna / Bert" is a team of two players. */
      if (model->options.team_size > 1 && strchr (names[i], '/') != NULL)
        parts = g_strsplit (names[i], "/", -1);
      else
        parts = g_strsplit (names[i], "\x01", -1);

      for (guint p = 0; parts[p] != NULL; p++)
        {
          gint64 player_id;

          g_strstrip (parts[p]);
          if (!(player_id = hammer_store_tx_ensure_player (&tx, parts[p], NULL, NULL, error)))
            {
              g_prefix_error (error, _("Entrant %u: "), i + 1);
              goto fail;
            }
          for (guint q = 0; q < player_ids->len; q++)
            if (g_array_index (player_ids, gint64, q) == player_id)
              {
                g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                             _("%s is named twice in one team"), parts[p]);
                goto fail;
              }
          g_array_append_val (player_ids, player_id);
          if (display->len > 0)
            g_string_append (display, " / ");
          g_string_append (display, parts[p]);
        }

      if (model->options.team_size > 1 && player_ids->len > (guint) model->options.team_size)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("“%s” has more players than a team of %d"), names[i],
                       model->options.team_size);
          goto fail;
        }

      if (!(entrant_id = insert_entrant (&tx, model, display->str, player_ids, &added, error)))
        goto fail;
      g_array_append_val (ids, entrant_id);
    }

  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return g_steal_pointer (&ids);

fail:
  hammer_store_tx_rollback (&tx);
  return NULL;
}

gint64
hammer_events_enter_player (HammerStore  *self,
                           gint64        event_id,
                           gint64        player_id,
                           GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(HammerPlayer) player = NULL;
  g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gint64 entrant_id;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)) || !require_not_drawn (model, error) ||
      !(player = hammer_roster_get_player (self, player_id, error)))
    return 0;

  g_array_append_val (player_ids, player_id);
  /* TRANSLATORS: a change in the history; %s is a player's name. */
  description = g_strdup_printf (_("Enter %s"), hammer_player_get_name (player));
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;
  if (!(entrant_id = insert_entrant (&tx, model, hammer_player_get_name (player), player_ids,
                                     NULL, error)) ||
      !hammer_store_tx_commit (&tx, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }

  hammer_store_emit_changed (self);
  return entrant_id;
}

GArray *
hammer_events_import_entrants (HammerStore         *self,
                              gint64               event_id,
                              HammerPlayerImport  *import,
                              GError             **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  HammerStoreTx tx = { 0 };
  gint64 added = 0;
  guint n_rows;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (import != NULL, NULL);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)) || !require_not_drawn (model, error))
    return NULL;

  if (hammer_player_import_count_bad (import) > 0)
    {
      g_autofree char *first = hammer_player_import_describe_first_problem (import);

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("%s Nobody was entered."), first);
      return NULL;
    }

  if (!hammer_store_tx_begin (&tx, db, _("Import entrants"), error))
    return NULL;

  n_rows = hammer_player_import_get_n_rows (import);
  for (guint i = 0; i < n_rows; i++)
    {
      HammerImportRow *row = hammer_player_import_get_row (import, i);
      g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      gint64 player_id;
      gint64 entrant_id;

      /* A player twice in one file is entered once. */
      if (row->duplicate_of != NULL && g_str_has_prefix (row->duplicate_of, "the same player"))
        continue;

      if (!(player_id = hammer_store_tx_ensure_player (&tx, row->name, row->club, row->licence,
                                                      error)))
        {
          g_prefix_error (error, _("Line %u: "), row->line);
          goto fail;
        }
      g_array_append_val (player_ids, player_id);
      if (!(entrant_id = insert_entrant (&tx, model, row->name, player_ids, &added, error)))
        {
          g_prefix_error (error, _("Line %u: "), row->line);
          goto fail;
        }
      g_array_append_val (ids, entrant_id);
    }

  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return g_steal_pointer (&ids);

fail:
  hammer_store_tx_rollback (&tx);
  return NULL;
}

static Entrant *
find_entrant (EventModel  *model,
              gint64       entrant_id,
              GError     **error)
{
  for (guint i = 0; i < model->entrants->len; i++)
    if (((Entrant *) g_ptr_array_index (model->entrants, i))->id == entrant_id)
      return g_ptr_array_index (model->entrants, i);

  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("“%s” has no entrant %" PRId64), model->name, entrant_id);
  return NULL;
}

/* A bye has no number, so its id names it: the id is what hammer-cli
 * takes. Returns FALSE. */
static gboolean
set_bye_error (const MatchRow  *row,
               GError         **error)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("The match with id %" PRId64 " is a bye: it is decided by the draw and "
                 "never played"), row->id);
  return FALSE;
}

/* The index of match @match_id in @model, or -1 with an error naming it. */
static int
find_match (EventModel  *model,
            gint64       match_id,
            GError     **error)
{
  for (guint i = 0; i < model->matches->len; i++)
    if (g_array_index (model->matches, MatchRow, i).id == match_id)
      return i;

  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("“%s” has no match %" PRId64), model->name, match_id);
  return -1;
}

/* Seeding one entrant and seeding them all write the same logged row, 0
 * meaning unseeded. */
static gboolean
write_seed (HammerStoreTx  *tx,
            const Entrant  *entrant,
            guint           seed,
            GError        **error)
{
  sqlite3_stmt *stmt;

  if (!(stmt = hammer_store_borrow_statement (tx->db, "UPDATE entrants SET seed = nullif(?2, 0)"
                                                    " WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, entrant->id);
  sqlite3_bind_int (stmt, 2, seed);
  return hammer_store_tx_run_logged (tx, "entrants", entrant->id, stmt, error);
}

gboolean
hammer_events_seed_entrant (HammerStore  *self,
                           gint64        event_id,
                           gint64        entrant_id,
                           guint         seed,
                           GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  Entrant *entrant;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)) || !require_not_drawn (model, error) ||
      !(entrant = find_entrant (model, entrant_id, error)))
    return FALSE;

  for (guint i = 0; seed > 0 && i < model->entrants->len; i++)
    {
      Entrant *other = g_ptr_array_index (model->entrants, i);

      if (other != entrant && other->seed == (int) seed)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("%s is seeded %u already"), other->name, seed);
          return FALSE;
        }
    }

  /* TRANSLATORS: a change in the history; %s is an entrant's name. */
  description = g_strdup_printf (_("Seed %s"), entrant->name);
  if (!hammer_store_tx_begin (&tx, db, description, error) ||
      !write_seed (&tx, entrant, seed, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_events_set_seeds (HammerStore  *self,
                        gint64        event_id,
                        const gint64 *entrant_ids,
                        guint         n_entrant_ids,
                        GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(GHashTable) seeds = g_hash_table_new (g_int64_hash, g_int64_equal);
  HammerStoreTx tx = { 0 };
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (entrant_ids != NULL || n_entrant_ids == 0, FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)) || !require_not_drawn (model, error))
    return FALSE;

  for (guint i = 0; i < n_entrant_ids; i++)
    {
      if (!find_entrant (model, entrant_ids[i], error))
        return FALSE;
      if (g_hash_table_contains (seeds, &entrant_ids[i]))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("Entrant %" PRId64 " is named twice in the seeding"), entrant_ids[i]);
          return FALSE;
        }
      g_hash_table_insert (seeds, (gpointer) &entrant_ids[i], GUINT_TO_POINTER (i + 1));
    }

  {
    /* TRANSLATORS: a change in the history; %s is an event's name. */
    g_autofree char *description = g_strdup_printf (_("Seed the entrants of %s"), model->name);

    if (!hammer_store_tx_begin (&tx, db, description, error))
      return FALSE;
  }

  for (guint i = 0; i < model->entrants->len; i++)
    {
      Entrant *entrant = g_ptr_array_index (model->entrants, i);
      guint seed = GPOINTER_TO_UINT (g_hash_table_lookup (seeds, &entrant->id));

      /* Rows whose seed stays are left out of the change. */
      if ((int) seed == entrant->seed)
        continue;
      if (!write_seed (&tx, entrant, seed, error))
        goto fail;
    }
  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_events_set_entrant_present (HammerStore  *self,
                                  gint64        event_id,
                                  gint64        entrant_id,
                                  gboolean      present,
                                  GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  sqlite3_stmt *stmt;
  Entrant *entrant;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)) || !require_not_drawn (model, error) ||
      !(entrant = find_entrant (model, entrant_id, error)))
    return FALSE;

  present = !!present;
  if (entrant->present == present)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   present ? _("%s is marked present already")
                           : _("%s is marked absent already"), entrant->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is an entrant's name. */
  description = g_strdup_printf (present ? _("Check in %s") : _("Mark %s absent"),
                                 entrant->name);
  if (!hammer_store_tx_begin (&tx, db, description, error) ||
      !(stmt = hammer_store_borrow_statement (db, "UPDATE entrants SET present = ?2"
                                                " WHERE id = ?1", error)))
    goto fail;
  sqlite3_bind_int64 (stmt, 1, entrant->id);
  sqlite3_bind_int (stmt, 2, present);
  if (!hammer_store_tx_run_logged (&tx, "entrants", entrant->id, stmt, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_events_remove_entrant (HammerStore  *self,
                             gint64        event_id,
                             gint64        entrant_id,
                             GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(GArray) member_rows = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(sqlite3_stmt) members = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  Entrant *entrant;
  sqlite3 *db;
  int rc;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)) || !require_not_drawn (model, error) ||
      !(entrant = find_entrant (model, entrant_id, error)))
    return FALSE;

  if (!(members = hammer_store_prepare (db, "SELECT id FROM entrant_players"
                                            " WHERE entrant_id = ?", error)))
    return FALSE;
  sqlite3_bind_int64 (members, 1, entrant->id);
  while ((rc = sqlite3_step (members)) == SQLITE_ROW)
    {
      gint64 row = sqlite3_column_int64 (members, 0);
      g_array_append_val (member_rows, row);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not read the entrants"), error);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is an entrant's name. */
  description = g_strdup_printf (_("Remove %s"), entrant->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;

  /* The team rows go first, one by one, so that undo brings each back; a
   * cascade would leave them out of the log. */
  for (guint i = 0; i < member_rows->len; i++)
    if (!hammer_store_tx_update_row (&tx, "entrant_players",
                                     g_array_index (member_rows, gint64, i),
                                     "DELETE FROM entrant_players WHERE id = ?1", error))
      goto fail;
  if (!hammer_store_tx_update_row (&tx, "entrants", entrant->id,
                                   "DELETE FROM entrants WHERE id = ?1", error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

GArray *
hammer_events_blind_draw (HammerStore  *self,
                         gint64        event_id,
                         gboolean      have_seed,
                         guint32       seed,
                         GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(GPtrArray) players = g_ptr_array_new ();
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GRand) rand = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  guint team_size;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)) || !require_not_drawn (model, error))
    return NULL;

  team_size = MAX (model->options.team_size, 1);
  if (team_size < 2)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” is played by single players; a blind draw makes teams for doubles "
                     "and larger teams (option team_size)"), model->name);
      return NULL;
    }

  for (guint i = 0; i < model->entrants->len; i++)
    {
      Entrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->withdrawn || !entrant->present)
        continue;
      if (entrant->player_ids->len != 1)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("%s is a team already; a blind draw pairs players entered one by one"),
                       entrant->name);
          return NULL;
        }
      g_ptr_array_add (players, entrant);
    }
  if (players->len < team_size * 2 || players->len % team_size != 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "%u player cannot be drawn into teams of %u; enter or withdraw "
                                "players so that they share out evenly",
                                "%u players cannot be drawn into teams of %u; enter or withdraw "
                                "players so that they share out evenly", players->len),
                   players->len, team_size);
      return NULL;
    }

  /* The lot: a shuffle that the seed makes again. */
  rand = g_rand_new_with_seed (have_seed ? seed : g_random_int ());
  for (guint i = players->len - 1; i > 0; i--)
    {
      guint j = g_rand_int_range (rand, 0, i + 1);
      gpointer swap = players->pdata[i];

      players->pdata[i] = players->pdata[j];
      players->pdata[j] = swap;
    }

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Blind draw of %s"), model->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return NULL;

  for (guint i = 0; i < players->len; i += team_size)
    {
      g_autoptr(GArray) team = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_autoptr(GString) name = g_string_new (NULL);
      gint64 team_id;

      for (guint m = 0; m < team_size; m++)
        {
          Entrant *member = g_ptr_array_index (players, i + m);
          g_autoptr(GArray) links = g_array_new (FALSE, FALSE, sizeof (gint64));
          sqlite3_stmt *stmt;

          /* The membership rows go explicitly, not by cascade, so that undo
           * brings them back with the entrant. */
          if (!(stmt = hammer_store_borrow_statement (db, "SELECT id FROM entrant_players"
                                                        " WHERE entrant_id = ?", error)))
            goto fail;
          sqlite3_bind_int64 (stmt, 1, member->id);
          while (sqlite3_step (stmt) == SQLITE_ROW)
            {
              gint64 link = sqlite3_column_int64 (stmt, 0);
              g_array_append_val (links, link);
            }
          sqlite3_reset (stmt);
          for (guint l = 0; l < links->len; l++)
            if (!hammer_store_tx_update_row (&tx, "entrant_players",
                                             g_array_index (links, gint64, l),
                                             "DELETE FROM entrant_players WHERE id = ?1", error))
              goto fail;
          if (!hammer_store_tx_update_row (&tx, "entrants", member->id,
                                           "DELETE FROM entrants WHERE id = ?1", error))
            goto fail;
          g_array_append_val (team, g_array_index (member->player_ids, gint64, 0));
          g_string_append_printf (name, "%s%s", m > 0 ? " / " : "", member->name);
        }
      if (!(team_id = insert_entrant (&tx, model, name->str, team, NULL, error)))
        goto fail;
      g_array_append_val (ids, team_id);
    }

  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return g_steal_pointer (&ids);

fail:
  hammer_store_tx_rollback (&tx);
  return NULL;
}

/* Boards: the next ready match to the next free board */

/* The time a match became ready: when the last match it waits for ended. */
static const char *
ready_since (EventModel *model,
             MatchRow   *row)
{
  const char *latest = "";

  for (guint s = 0; s < 2; s++)
    {
      const HammerSource *source = &row->dm.sources[s];

      if ((source->kind == HAMMER_SOURCE_WINNER || source->kind == HAMMER_SOURCE_LOSER) &&
          source->ref >= 0 && (guint) source->ref < model->matches->len)
        {
          const char *finished = g_array_index (model->matches, MatchRow, source->ref).finished_at;

          if (finished != NULL && g_strcmp0 (finished, latest) > 0)
            latest = finished;
        }
    }
  return latest;
}

static gboolean
match_open (EventModel *model,
            guint       index)
{
  return model->resolved[index].status == HAMMER_MATCH_READY;
}

typedef struct
{
  guint       index;
  guint       stage;
  guint       round;
  const char *since;
} QueueEntry;

/* Earliest round first, then whoever has waited longest. */
static int
compare_queue (gconstpointer a,
               gconstpointer b)
{
  const QueueEntry *x = a, *y = b;
  int order;

  if (x->stage != y->stage)
    return x->stage < y->stage ? -1 : 1;
  if (x->round != y->round)
    return x->round < y->round ? -1 : 1;
  order = g_strcmp0 (x->since, y->since);
  if (order != 0)
    return order;
  return x->index < y->index ? -1 : x->index > y->index ? 1 : 0;
}

/* The ready matches not on a board, in calling order (indices). A series
 * moves its players over the boards by itself, so it has no queue. */
static GArray *
compute_queue (EventModel *model)
{
  g_autoptr(GArray) entries = g_array_new (FALSE, FALSE, sizeof (QueueEntry));
  GArray *queue = g_array_new (FALSE, FALSE, sizeof (guint));

  if (model->format == HAMMER_FORMAT_SERIES)
    return queue;

  for (guint i = 0; i < model->matches->len; i++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, i);
      QueueEntry entry = { i, row->dm.stage, row->dm.round, ready_since (model, row) };

      if (match_open (model, i) && row->board_id == 0)
        g_array_append_val (entries, entry);
    }

  g_array_sort (entries, compare_queue);
  for (guint k = 0; k < entries->len; k++)
    g_array_append_val (queue, g_array_index (entries, QueueEntry, k).index);
  return queue;
}

static gboolean
board_free (EventModel *model,
            gint64      board_id)
{
  for (guint i = 0; i < model->matches->len; i++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, i);

      if (row->board_id == board_id && match_open (model, i))
        return FALSE;
    }
  return TRUE;
}

static gboolean
put_on_board (HammerStoreTx  *tx,
              EventModel     *model,
              guint           index,
              gint64          board_id,
              GError        **error)
{
  MatchRow *row = &g_array_index (model->matches, MatchRow, index);
  g_autofree char *now = hammer_now_stamp ();
  sqlite3_stmt *stmt = hammer_store_borrow_statement (tx->db,
                                                    "UPDATE matches SET board_id = ?2,"
                                                    " called_at = ?3 WHERE id = ?1", error);

  if (stmt == NULL)
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, row->id);
  sqlite3_bind_int64 (stmt, 2, board_id);
  sqlite3_bind_text (stmt, 3, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_tx_run_logged (tx, "matches", row->id, stmt, error))
    return FALSE;
  row->board_id = board_id;
  g_free (row->called_at);
  row->called_at = g_steal_pointer (&now);
  return TRUE;
}

/* Fills every free board from the queue; nobody is put on two boards. One
 * pass over the matches finds the busy boards and players. */
static gboolean
assign_boards_counted (HammerStoreTx  *tx,
                       EventModel     *model,
                       guint          *n_assigned,
                       GError        **error)
{
  g_autoptr(GArray) queue = NULL;
  g_autoptr(GHashTable) busy_boards = NULL;
  g_autofree gboolean *busy = NULL;
  guint next = 0;

  if (model->boards->len == 0)
    return TRUE;

  busy_boards = g_hash_table_new (g_int64_hash, g_int64_equal);
  busy = g_new0 (gboolean, model->entrants->len + 1);
  for (guint i = 0; i < model->matches->len; i++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, i);

      if (row->board_id == 0 || !match_open (model, i))
        continue;
      g_hash_table_add (busy_boards, &row->board_id);
      for (guint s = 0; s < 2; s++)
        if (model->resolved[i].entrants[s] >= 0)
          busy[model->resolved[i].entrants[s]] = TRUE;
    }

  queue = compute_queue (model);
  for (guint b = 0; b < model->boards->len; b++)
    {
      Board *board = &g_array_index (model->boards, Board, b);

      if (g_hash_table_contains (busy_boards, &board->id))
        continue;

      for (; next < queue->len; next++)
        {
          guint index = g_array_index (queue, guint, next);
          const int *entrants = model->resolved[index].entrants;

          if ((entrants[0] >= 0 && busy[entrants[0]]) || (entrants[1] >= 0 && busy[entrants[1]]))
            continue;
          if (!put_on_board (tx, model, index, board->id, error))
            return FALSE;
          (*n_assigned)++;
          if (entrants[0] >= 0)
            busy[entrants[0]] = TRUE;
          if (entrants[1] >= 0)
            busy[entrants[1]] = TRUE;
          next++;
          break;
        }
    }
  return TRUE;
}

static gboolean
assign_boards (HammerStoreTx  *tx,
               EventModel     *model,
               GError        **error)
{
  guint n_assigned = 0;

  return assign_boards_counted (tx, model, &n_assigned, error);
}

guint
hammer_events_call_next_matches (HammerStore  *self,
                                gint64        event_id,
                                GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  HammerStoreTx tx = { 0 };
  guint n_assigned = 0;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (error == NULL || *error == NULL, 0);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)))
    return 0;

  /* TRANSLATORS: a change in the history. */
  if (!hammer_store_tx_begin (&tx, db, _("Call the next matches"), error) ||
      !assign_boards_counted (&tx, model, &n_assigned, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }

  /* Nothing to call leaves no empty entry in the history. */
  if (n_assigned == 0)
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }
  if (!hammer_store_tx_commit (&tx, error))
    {
      hammer_store_tx_rollback (&tx);
      return 0;
    }

  hammer_store_emit_changed (self);
  return n_assigned;
}

gboolean
hammer_events_assign_board (HammerStore  *self,
                           gint64        event_id,
                           gint64        match_id,
                           guint         board_number,
                           GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  Board *board = NULL;
  int index = -1;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)))
    return FALSE;

  index = find_match (model, match_id, error);
  for (guint b = 0; b < model->boards->len; b++)
    if (g_array_index (model->boards, Board, b).number == board_number)
      board = &g_array_index (model->boards, Board, b);

  if (index < 0)
    return FALSE;
  if (board == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("“%s” has no board %u"), model->name, board_number);
      return FALSE;
    }
  if (g_array_index (model->matches, MatchRow, index).number == 0)
    return set_bye_error (&g_array_index (model->matches, MatchRow, index), error);
  if (!match_open (model, index))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match %u is not ready to be played"),
                   g_array_index (model->matches, MatchRow, index).number);
      return FALSE;
    }
  if (!board_free (model, board->id))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s is in use; finish or move its match first"), board->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history. */
  description = g_strdup_printf (_("Put match %u on %s"),
                                 g_array_index (model->matches, MatchRow, index).number,
                                 board->name);
  if (!hammer_store_tx_begin (&tx, db, description, error) ||
      !put_on_board (&tx, model, index, board->id, error) ||
      !hammer_store_tx_commit (&tx, error))
    {
      hammer_store_tx_rollback (&tx);
      return FALSE;
    }

  hammer_store_emit_changed (self);
  return TRUE;
}

/* Drawing */

static int
compare_entrants_for_seeding (gconstpointer a,
                              gconstpointer b)
{
  const Entrant *x = *(const Entrant * const *) a;
  const Entrant *y = *(const Entrant * const *) b;

  /* Seeded entrants first, by seed; the rest in the order they came in. */
  if ((x->seed > 0) != (y->seed > 0))
    return x->seed > 0 ? -1 : 1;
  if (x->seed != y->seed)
    return x->seed < y->seed ? -1 : 1;
  return x->added < y->added ? -1 : x->added > y->added ? 1 : 0;
}

/* A match is numbered from 1 in the order of the draw, the order in which
 * the matches are listed and played; a bye gets no number (@number 0), since
 * it is never played (hammer_draw_number_matches()). A Swiss round paired
 * later goes on from the last number. */
static gboolean
insert_match (HammerStoreTx          *tx,
              EventModel             *model,
              guint                   draw_index,
              guint                   number,
              const HammerDrawMatch  *dm,
              gint64                 *id_out,
              GError                **error)
{
  sqlite3_stmt *stmt;
  g_autofree char *source0 = source_to_string (&dm->sources[0]);
  g_autofree char *source1 = dm->n_sides > 1 ? source_to_string (&dm->sources[1]) : NULL;
  gboolean done;

  /* Cached: a draw of a thousand entrants inserts two thousand matches. */
  if (!(stmt = hammer_store_borrow_statement (tx->db,
                                            "INSERT INTO matches (event_id, draw_index, bracket,"
                                            " round, position, grp, stage, n_sides, source0,"
                                            " source1, number)"
                                            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, model->id);
  sqlite3_bind_int (stmt, 2, draw_index);
  sqlite3_bind_text (stmt, 3, bracket_to_string (dm->bracket), -1, SQLITE_STATIC);
  sqlite3_bind_int (stmt, 4, dm->round);
  sqlite3_bind_int (stmt, 5, dm->position);
  if (dm->group >= 0)
    sqlite3_bind_int (stmt, 6, dm->group);
  else
    sqlite3_bind_null (stmt, 6);
  sqlite3_bind_int (stmt, 7, dm->stage);
  sqlite3_bind_int (stmt, 8, dm->n_sides);
  hammer_store_bind_text (stmt, 9, source0);
  hammer_store_bind_text (stmt, 10, source1);
  if (number > 0)
    sqlite3_bind_int (stmt, 11, number);
  else
    sqlite3_bind_null (stmt, 11);
  done = hammer_store_step_done (stmt, _("Could not store the draw"), error);
  sqlite3_reset (stmt);
  if (!done)
    return FALSE;
  if (id_out != NULL)
    *id_out = sqlite3_last_insert_rowid (tx->db);
  return hammer_store_tx_log_row (tx, "matches", sqlite3_last_insert_rowid (tx->db), NULL, error);
}

/* A reload inside the transaction, so that what was just written counts. */
static gboolean
reload_model (HammerStoreTx  *tx,
              EventModel    **model,
              GError        **error)
{
  EventModel *fresh = load_event (tx->db, (*model)->id, error);

  if (fresh == NULL)
    return FALSE;
  event_model_free (*model);
  *model = fresh;
  return TRUE;
}

static guint
swiss_rounds (EventModel *model)
{
  gint64 rounds = json_object_get_int_member_with_default (model->settings, "rounds", 0);
  guint n = 0;

  if (rounds > 0)
    return rounds;
  for (guint i = 0; i < model->entrants->len; i++)
    if (((Entrant *) g_ptr_array_index (model->entrants, i))->draw_index >= 0)
      n++;
  /* Enough rounds for one player to stay unbeaten. */
  return n > 1 ? (guint) ceil (log2 (n)) : 1;
}

static void standings_inputs (EventModel *model,
                              GArray     *matches,
                              GPtrArray  *points);

static GArray *compute_standings (EventModel *model);

/* Pairs the next Swiss round from the standings so far. */
static gboolean
pair_swiss_round (HammerStoreTx  *tx,
                  EventModel     *model,
                  guint           round,
                  GError        **error)
{
  g_autoptr(GArray) rows = compute_standings (model);
  g_autoptr(GArray) players = g_array_new (FALSE, TRUE, sizeof (HammerSwissPlayer));
  g_autoptr(GPtrArray) opponents = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GArray) pairs = NULL;
  g_autofree HammerDrawMatch *round_matches = NULL;
  g_autofree guint *numbers = NULL;
  guint n_drawn = 0;
  guint last_number = 0;

  for (guint i = 0; i < model->matches->len; i++)
    last_number = MAX (last_number, g_array_index (model->matches, MatchRow, i).number);
  for (guint i = 0; i < model->entrants->len; i++)
    if (((Entrant *) g_ptr_array_index (model->entrants, i))->draw_index >= 0)
      n_drawn++;

  for (guint e = 0; e < n_drawn; e++)
    {
      Entrant *entrant = g_ptr_array_index (model->entrants, e);
      HammerSwissPlayer player = { 0 };
      GArray *met = g_array_new (FALSE, FALSE, sizeof (int));

      player.entrant = e;
      player.withdrawn = entrant->withdrawn;
      for (guint r = 0; r < rows->len; r++)
        {
          HammerStandingsRow *row = &g_array_index (rows, HammerStandingsRow, r);

          if (row->entrant == (int) e)
            {
              player.score = row->match_points;
              player.rank = r;
            }
        }
      for (guint i = 0; i < model->matches->len; i++)
        {
          HammerResolvedMatch *resolved = &model->resolved[i];

          for (guint s = 0; s < 2; s++)
            if (resolved->entrants[s] == (int) e)
              {
                int other = resolved->entrants[1 - s];

                if (other == HAMMER_ENTRANT_BYE)
                  player.had_bye = TRUE;
                else if (other >= 0)
                  {
                    g_array_append_val (met, other);
                    player.first_balance += s == 0 ? 1 : -1;
                  }
              }
        }
      player.opponents = (const int *) met->data;
      player.n_opponents = met->len;
      g_ptr_array_add (opponents, met);
      g_array_append_val (players, player);
    }

  pairs = hammer_swiss_pair ((HammerSwissPlayer *) players->data, players->len,
                             (guint32) (model->draw_seed + round), error);
  if (pairs == NULL)
    return FALSE;

  round_matches = g_new0 (HammerDrawMatch, MAX (pairs->len, 1));
  numbers = g_new0 (guint, MAX (pairs->len, 1));
  for (guint p = 0; p < pairs->len; p++)
    {
      HammerSwissPair *pair = &g_array_index (pairs, HammerSwissPair, p);
      HammerDrawMatch dm = {
        .bracket = HAMMER_BRACKET_SWISS,
        .round = round,
        .position = p,
        .group = -1,
        .n_sides = 2,
        .sources = {
          { HAMMER_SOURCE_SEED, pair->first, 0 },
          { pair->second >= 0 ? HAMMER_SOURCE_SEED : HAMMER_SOURCE_BYE, pair->second, 0 },
        },
      };

      round_matches[p] = dm;
    }
  hammer_draw_number_matches (round_matches, pairs->len, last_number + 1, numbers);
  for (guint p = 0; p < pairs->len; p++)
    {
      MatchRow row = { 0 };

      row.dm = round_matches[p];
      row.result = -1;
      row.number = numbers[p];
      if (!insert_match (tx, model, model->matches->len, row.number, &row.dm, &row.id, error))
        return FALSE;
      g_array_append_val (model->matches, row);
    }

  /* The new round counts at once, without a reload. */
  resolve_model (model);
  return TRUE;
}

static gboolean
any_result (EventModel *model)
{
  for (guint i = 0; i < model->matches->len; i++)
    if (g_array_index (model->matches, MatchRow, i).input != NULL)
      return TRUE;
  return FALSE;
}

/* Sjoelbak classes: each entrant's class follows from the average of its
 * (first) player when the draw is made; no average, no class. */
static gboolean
assign_classes (HammerStoreTx  *tx,
                EventModel     *model,
                GPtrArray      *field,
                GError        **error)
{
  JsonArray *classes;
  sqlite3_stmt *average;

  if (!json_object_has_member (model->settings, "classes"))
    return TRUE;
  classes = json_object_get_array_member (model->settings, "classes");
  if (!(average = hammer_store_borrow_statement (tx->db, "SELECT average FROM players WHERE id = ?",
                                               error)))
    return FALSE;

  for (guint i = 0; i < field->len; i++)
    {
      Entrant *entrant = g_ptr_array_index (field, i);
      const char *klass = NULL;
      sqlite3_stmt *update;

      if (entrant->player_ids->len > 0)
        {
          sqlite3_reset (average);
          sqlite3_bind_int64 (average, 1, g_array_index (entrant->player_ids, gint64, 0));
          if (sqlite3_step (average) == SQLITE_ROW &&
              sqlite3_column_type (average, 0) != SQLITE_NULL)
            {
              double value = sqlite3_column_double (average, 0);

              for (guint c = 0; c < json_array_get_length (classes) && klass == NULL; c++)
                {
                  JsonObject *candidate = json_array_get_object_element (classes, c);

                  if (value >= json_object_get_double_member (candidate, "min"))
                    klass = json_object_get_string_member (candidate, "name");
                }
            }
          sqlite3_reset (average);
        }

      if (!(update = hammer_store_borrow_statement (tx->db, "UPDATE entrants SET class = ?2"
                                                          " WHERE id = ?1", error)))
        return FALSE;
      sqlite3_bind_int64 (update, 1, entrant->id);
      hammer_store_bind_text (update, 2, klass);
      if (!hammer_store_tx_run_logged (tx, "entrants", entrant->id, update, error))
        return FALSE;
    }
  return TRUE;
}

gboolean
hammer_events_draw (HammerStore  *self,
                         gint64        event_id,
                         gboolean      have_seed,
                         guint32       seed,
                         GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(GPtrArray) field = g_ptr_array_new ();
  g_autoptr(HammerDraw) draw = NULL;
  g_autofree char *description = NULL;
  g_autofree guint *numbers = NULL;
  HammerDrawOptions options = { 0 };
  HammerStoreTx tx = { 0 };
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)))
    return FALSE;

  if (any_result (model))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has results already; the draw can no longer be made again"),
                   model->name);
      return FALSE;
    }

  for (guint i = 0; i < model->entrants->len; i++)
    {
      Entrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->present && !entrant->withdrawn)
        g_ptr_array_add (field, entrant);
    }
  g_ptr_array_sort (field, compare_entrants_for_seeding);

  if (field->len < (model->format == HAMMER_FORMAT_SERIES ? 1u : 2u))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” needs at least two entrants to be drawn; it has %u"), model->name,
                   field->len);
      return FALSE;
    }

  if (!have_seed)
    seed = g_random_int ();

  options.third_place = json_object_get_boolean_member_with_default (model->settings,
                                                                     "third_place", FALSE);
  options.final_reset = json_object_get_boolean_member_with_default (model->settings,
                                                                     "final_reset", TRUE);
  options.double_round = json_object_get_boolean_member_with_default (model->settings,
                                                                      "double_round", FALSE);
  options.n_groups = json_object_get_int_member_with_default (model->settings, "groups", 0);
  options.advance = json_object_get_int_member_with_default (model->settings, "advance", 2);
  options.rounds = json_object_get_int_member_with_default (model->settings, "rounds", 0);

  if (!(draw = hammer_draw_new (model->format, field->len, &options, error)))
    return FALSE;

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Draw %s"), model->name);
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return FALSE;

  /* A new draw replaces the old one whole. */
  for (guint i = 0; i < model->matches->len; i++)
    if (!hammer_store_tx_update_row (&tx, "matches", g_array_index (model->matches, MatchRow, i).id,
                                     "DELETE FROM matches WHERE id = ?1", error))
      goto fail;
  for (guint i = 0; i < model->entrants->len; i++)
    {
      Entrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->draw_index >= 0 &&
          !hammer_store_tx_update_row (&tx, "entrants", entrant->id,
                                       "UPDATE entrants SET draw_index = NULL WHERE id = ?1",
                                       error))
        goto fail;
    }
  for (guint i = 0; i < field->len; i++)
    {
      Entrant *entrant = g_ptr_array_index (field, i);
      sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "UPDATE entrants SET draw_index = ?2"
                                                            " WHERE id = ?1", error);

      if (stmt == NULL)
        goto fail;
      sqlite3_bind_int64 (stmt, 1, entrant->id);
      sqlite3_bind_int (stmt, 2, i);
      if (!hammer_store_tx_run_logged (&tx, "entrants", entrant->id, stmt, error))
        goto fail;
    }
  if (!assign_classes (&tx, model, field, error))
    goto fail;
  numbers = g_new0 (guint, MAX (draw->n_matches, 1));
  hammer_draw_number_matches (draw->matches, draw->n_matches, 1, numbers);
  for (guint i = 0; i < draw->n_matches; i++)
    if (!insert_match (&tx, model, i, numbers[i], &draw->matches[i], NULL, error))
      goto fail;

  {
    g_autofree char *now = hammer_now_stamp ();
    sqlite3_stmt *stmt = hammer_store_borrow_statement (db, "UPDATE events SET draw_seed = ?2,"
                                                          " drawn_at = ?3 WHERE id = ?1", error);

    if (stmt == NULL)
      goto fail;
    sqlite3_bind_int64 (stmt, 1, model->id);
    sqlite3_bind_int64 (stmt, 2, seed);
    sqlite3_bind_text (stmt, 3, now, -1, SQLITE_TRANSIENT);
    if (!hammer_store_tx_run_logged (&tx, "events", model->id, stmt, error) ||
        !reload_model (&tx, &model, error))
      goto fail;
  }

  if (model->format == HAMMER_FORMAT_SWISS && !pair_swiss_round (&tx, model, 1, error))
    goto fail;

  if (!assign_boards (&tx, model, error) || !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

gboolean
hammer_events_withdraw_entrant (HammerStore  *self,
                               gint64        event_id,
                               gint64        entrant_id,
                               GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  Entrant *entrant = NULL;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)) ||
      !(entrant = find_entrant (model, entrant_id, error)))
    return FALSE;
  if (entrant->withdrawn)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("%s has withdrawn already"), entrant->name);
      return FALSE;
    }

  /* TRANSLATORS: a change in the history; %s is an entrant's name. */
  description = g_strdup_printf (_("Withdraw %s"), entrant->name);
  if (!hammer_store_tx_begin (&tx, db, description, error) ||
      !hammer_store_tx_update_row (&tx, "entrants", entrant->id,
                                   "UPDATE entrants SET withdrawn = 1 WHERE id = ?1", error))
    goto fail;

  /* A match of theirs that waits on a board is a walkover now: the board
   * is free for the next one. */
  if (!reload_model (&tx, &model, error))
    goto fail;
  for (guint i = 0; i < model->matches->len; i++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, i);
      g_autofree char *now = NULL;
      sqlite3_stmt *stmt;

      if (row->board_id == 0 || !model->resolved[i].walkover || row->finished_at != NULL)
        continue;
      now = hammer_now_stamp ();
      if (!(stmt = hammer_store_borrow_statement (db, "UPDATE matches SET finished_at = ?2"
                                                    " WHERE id = ?1", error)))
        goto fail;
      sqlite3_bind_int64 (stmt, 1, row->id);
      sqlite3_bind_text (stmt, 2, now, -1, SQLITE_TRANSIENT);
      if (!hammer_store_tx_run_logged (&tx, "matches", row->id, stmt, error))
        goto fail;
    }
  if (!reload_model (&tx, &model, error) || !assign_boards (&tx, model, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

/* Matches */

static const char *
match_state (EventModel *model,
             guint       index)
{
  MatchRow *row = &g_array_index (model->matches, MatchRow, index);

  switch (model->resolved[index].status)
    {
    case HAMMER_MATCH_PENDING: return "pending";
    case HAMMER_MATCH_FINISHED: return "finished";
    case HAMMER_MATCH_SKIPPED: return "skipped";
    case HAMMER_MATCH_READY:
    default:
      return row->input != NULL ? "in_progress" : "ready";
    }
}

static Board *
board_by_id (EventModel *model,
             gint64      board_id)
{
  for (guint b = 0; b < model->boards->len; b++)
    if (g_array_index (model->boards, Board, b).id == board_id)
      return &g_array_index (model->boards, Board, b);
  return NULL;
}

/* A match's number, or null for a bye, which has none. */
static void
add_match_number (JsonBuilder    *builder,
                  const MatchRow *row)
{
  if (row->number > 0)
    json_builder_add_int_value (builder, row->number);
  else
    json_builder_add_null_value (builder);
}

static void
add_match_json (JsonBuilder *builder,
                EventModel  *model,
                guint        index)
{
  MatchRow *row = &g_array_index (model->matches, MatchRow, index);
  HammerResolvedMatch *resolved = &model->resolved[index];
  g_autofree char *bracket = hammer_bracket_name (row->dm.bracket, row->dm.group);
  Board *board = board_by_id (model, row->board_id);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_int_value (builder, row->id);
  json_builder_set_member_name (builder, "number");
  add_match_number (builder, row);
  json_builder_set_member_name (builder, "round");
  json_builder_add_int_value (builder, row->dm.round);
  json_builder_set_member_name (builder, "bracket");
  add_nullable_string (builder, bracket);
  json_builder_set_member_name (builder, "position");
  json_builder_add_int_value (builder, row->dm.position);
  if (row->dm.stage > 0)
    {
      json_builder_set_member_name (builder, "stage");
      json_builder_add_int_value (builder, row->dm.stage);
    }
  json_builder_set_member_name (builder, "sides");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      Entrant *entrant = entrant_by_index (model, resolved->entrants[s]);

      if (entrant != NULL)
        json_builder_add_int_value (builder, entrant->id);
      else
        json_builder_add_null_value (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "names");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides; s++)
    add_nullable_string (builder, entrant_name (model, resolved->entrants[s]));
  json_builder_end_array (builder);
  /* Where each side comes from, so that a bracket can be drawn with its
   * lines: another match's winner or loser (by match id, with the number
   * people read), a group place, a bye; null for a seed. */
  json_builder_set_member_name (builder, "from");
  json_builder_begin_array (builder);
  for (guint s = 0; s < row->dm.n_sides; s++)
    {
      const HammerSource *source = &row->dm.sources[s];

      switch (source->kind)
        {
        case HAMMER_SOURCE_WINNER:
        case HAMMER_SOURCE_LOSER:
          {
            MatchRow *from = &g_array_index (model->matches, MatchRow, source->ref);

            json_builder_begin_object (builder);
            json_builder_set_member_name (builder,
                                          source->kind == HAMMER_SOURCE_WINNER ? "winner"
                                                                               : "loser");
            json_builder_add_int_value (builder, from->id);
            json_builder_set_member_name (builder, "number");
            add_match_number (builder, from);
            json_builder_end_object (builder);
          }
          break;
        case HAMMER_SOURCE_GROUP:
          {
            g_autofree char *group = hammer_bracket_name (HAMMER_BRACKET_GROUP, source->ref);

            json_builder_begin_object (builder);
            json_builder_set_member_name (builder, "group");
            json_builder_add_string_value (builder, group);
            json_builder_set_member_name (builder, "place");
            json_builder_add_int_value (builder, source->place);
            json_builder_end_object (builder);
          }
          break;
        case HAMMER_SOURCE_BYE:
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "bye");
          json_builder_add_boolean_value (builder, TRUE);
          json_builder_end_object (builder);
          break;
        case HAMMER_SOURCE_NONE:
        case HAMMER_SOURCE_SEED:
        default:
          json_builder_add_null_value (builder);
          break;
        }
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "state");
  add_nullable_string (builder, match_state (model, index));
  json_builder_set_member_name (builder, "winner");
  if (resolved->status == HAMMER_MATCH_FINISHED && resolved->winner >= 0)
    json_builder_add_int_value (builder, resolved->winner);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "board");
  if (board != NULL)
    json_builder_add_int_value (builder, board->number);
  else
    json_builder_add_null_value (builder);
  /* A sjoelbak series moves its player to another board every game. */
  if (row->dm.bracket == HAMMER_BRACKET_SERIES && model->boards->len > 0)
    {
      json_builder_set_member_name (builder, "boards");
      json_builder_begin_array (builder);
      for (int g = 0; g < model->options.games; g++)
        json_builder_add_int_value (builder,
                                    g_array_index (model->boards, Board,
                                                   hammer_series_board (row->dm.sources[0].ref, g,
                                                                        model->draw.n_entrants,
                                                                        model->boards->len)).number);
      json_builder_end_array (builder);
    }
  if (resolved->bye)
    {
      json_builder_set_member_name (builder, "bye");
      json_builder_add_boolean_value (builder, TRUE);
    }
  if (resolved->walkover)
    {
      json_builder_set_member_name (builder, "walkover");
      json_builder_add_boolean_value (builder, TRUE);
    }
  /* For the latest results on a hall's screen. */
  if (resolved->status == HAMMER_MATCH_FINISHED && row->finished_at != NULL)
    {
      json_builder_set_member_name (builder, "finished_at");
      json_builder_add_string_value (builder, row->finished_at);
    }
  if (row->input != NULL)
    {
      json_builder_set_member_name (builder, "games_won");
      json_builder_begin_array (builder);
      for (guint s = 0; s < row->dm.n_sides; s++)
        json_builder_add_int_value (builder, row->summary.games_won[s]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "totals");
      json_builder_begin_array (builder);
      for (guint s = 0; s < row->dm.n_sides; s++)
        json_builder_add_int_value (builder, row->summary.totals[s]);
      json_builder_end_array (builder);
      /* The points of each game, side by side: a series ranking shows them. */
      json_builder_set_member_name (builder, "game_points");
      json_builder_begin_array (builder);
      for (guint s = 0; s < row->dm.n_sides; s++)
        {
          json_builder_begin_array (builder);
          for (guint g = 0; g < row->summary.n_games; g++)
            json_builder_add_int_value (builder,
                                        row->summary.game_points[s * row->summary.n_games + g]);
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
      /* The result as entered, so that it can be opened for correction. */
      json_builder_set_member_name (builder, "result");
      json_builder_add_value (builder, json_from_string (row->input, NULL));
    }
  json_builder_end_object (builder);
}

JsonNode *
hammer_events_get_matches_json (HammerStore  *self,
                               gint64        event_id,
                               GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = take_event (self, event_id, error)))
    return NULL;

  json_builder_begin_array (builder);
  for (guint i = 0; i < model->matches->len; i++)
    {
      /* A final reset that is not needed is no match at all. */
      if (model->resolved[i].status == HAMMER_MATCH_SKIPPED)
        continue;
      add_match_json (builder, model, i);
    }
  json_builder_end_array (builder);
  keep_event (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

/* Results */

/* Marks in @dependent every match whose sides follow from match @index. */
static void
mark_dependents (EventModel *model,
                 guint       index,
                 gboolean   *dependent)
{
  MatchRow *row = &g_array_index (model->matches, MatchRow, index);

  for (guint j = index + 1; j < model->matches->len; j++)
    {
      MatchRow *other = &g_array_index (model->matches, MatchRow, j);
      gboolean depends = FALSE;

      if (dependent[j])
        continue;
      for (guint s = 0; s < 2; s++)
        {
          const HammerSource *source = &other->dm.sources[s];

          if ((source->kind == HAMMER_SOURCE_WINNER || source->kind == HAMMER_SOURCE_LOSER) &&
              source->ref == (int) index)
            depends = TRUE;
          /* The knockout follows from the whole group; a Swiss round from
           * every round before it. */
          if (source->kind == HAMMER_SOURCE_GROUP && source->ref == row->dm.group &&
              row->dm.bracket == HAMMER_BRACKET_GROUP)
            depends = TRUE;
        }
      if (row->dm.bracket == HAMMER_BRACKET_SWISS && other->dm.round > row->dm.round)
        depends = TRUE;

      if (depends)
        {
          dependent[j] = TRUE;
          mark_dependents (model, j, dependent);
        }
    }
}

/* The numbers of the matches @marked, as people read them: "4, 7". */
static char *
list_match_numbers (EventModel     *model,
                    const gboolean *marked)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint j = 0; j < model->matches->len; j++)
    if (marked[j])
      g_string_append_printf (text, "%s%u", text->len ? ", " : "",
                              g_array_index (model->matches, MatchRow, j).number);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* Whether a match has a result, not only ends typed: what a correction of a
 * match it follows from has to reset. */
static gboolean
has_result (const MatchRow *row)
{
  return row->input != NULL && row->result != -1;
}

/* What screens and messages call a match. */
static char *
match_label (const MatchRow *row)
{
  return g_strdup_printf (_("Match %u"), row->number);
}

/* A match on a board or with ends typed, as it was before a result. */
typedef struct
{
  gint64  id;
  char   *label;
  gint64  board_id;
  guint   n_sides;
  int     entrants[2];
} UnderWay;

static void
under_way_clear (UnderWay *entry)
{
  g_free (entry->label);
}

/* The open matches other than @index that are on a board or have ends
 * typed: those a correction must not change behind the players' backs. */
static GArray *
matches_under_way (EventModel *model,
                   guint       index)
{
  GArray *under_way = g_array_new (FALSE, TRUE, sizeof (UnderWay));

  g_array_set_clear_func (under_way, (GDestroyNotify) under_way_clear);
  for (guint j = 0; j < model->matches->len; j++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, j);
      UnderWay entry = { row->id, NULL, row->board_id, row->dm.n_sides,
                         { model->resolved[j].entrants[0], model->resolved[j].entrants[1] } };

      if (j == index || !match_open (model, j) || (row->board_id == 0 && row->input == NULL))
        continue;
      entry.label = match_label (row);
      g_array_append_val (under_way, entry);
    }
  return under_way;
}

/* The index of the match @entry was, when it is still there, open and
 * played by the same sides; -1 otherwise. */
static int
same_match (EventModel     *model,
            const UnderWay *entry,
            int            *now)
{
  *now = find_match (model, entry->id, NULL);
  if (*now < 0 || !match_open (model, *now))
    return -1;
  for (guint s = 0; s < entry->n_sides && s < 2; s++)
    if (model->resolved[*now].entrants[s] != entry->entrants[s])
      return -1;
  return *now;
}

static char *
sides_text (EventModel *model,
            const int  *entrants,
            guint       n_sides)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < n_sides && s < 2; s++)
    {
      const char *name = entrant_name (model, entrants[s]);

      /* TRANSLATORS: between the sides of a match, "Anna v Bert". */
      g_string_append_printf (text, "%s%s", s > 0 ? _(" v ") : "", name ? name : "—");
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* One paragraph for the director: where the match is, who plays it, and
 * what the correction does to it. @now is its index after the change, or
 * -1 when it is gone. */
static char *
describe_board_change (EventModel     *model,
                       const UnderWay *entry,
                       int             now)
{
  Board *board = board_by_id (model, entry->board_id);
  g_autofree char *before = sides_text (model, entry->entrants, entry->n_sides);
  g_autofree char *where = NULL;
  g_autoptr(GString) swaps = g_string_new (NULL);
  gboolean known = now >= 0 && model->resolved[now].status == HAMMER_MATCH_READY;

  if (board != NULL)
    /* TRANSLATORS: board, match and its sides: "Board 1 is playing Match 9: Anna v Bert." */
    where = g_strdup_printf (_("%s is playing %s: %s."), board->name, entry->label, before);
  else
    /* TRANSLATORS: a match with ends typed and its sides: "Match 9 is under way: Anna v Bert." */
    where = g_strdup_printf (_("%s is under way: %s."), entry->label, before);

  /* A final reset no longer needed, or a walkover now. */
  if (now >= 0 && (model->resolved[now].status == HAMMER_MATCH_SKIPPED ||
                   model->resolved[now].status == HAMMER_MATCH_FINISHED))
    return board != NULL
           /* TRANSLATORS: the first %s is the sentence above; then match and board. */
           ? g_strdup_printf (_("%s After this correction %s is not played; %s is freed for "
                                "the next match."), where, entry->label, board->name)
           /* TRANSLATORS: the first %s is the sentence above; then the match. */
           : g_strdup_printf (_("%s After this correction %s is not played; its ends are "
                                "dropped."), where, entry->label);
  if (!known)
    return board != NULL
           /* TRANSLATORS: the first %s is the sentence above; then match and board. */
           ? g_strdup_printf (_("%s This correction leaves %s without its players for now; "
                                "%s is freed for the next match."), where, entry->label,
                              board->name)
           /* TRANSLATORS: the first %s is the sentence above; then the match. */
           : g_strdup_printf (_("%s This correction leaves %s without its players for now; "
                                "its ends are dropped."), where, entry->label);

  for (guint s = 0; s < entry->n_sides && s < 2; s++)
    {
      int after = model->resolved[now].entrants[s];

      if (after == entry->entrants[s])
        continue;
      if (swaps->len > 0)
        /* TRANSLATORS: between two replacements,
         * "Carl in Bert’s place and Dirk in Anna’s place". */
        g_string_append (swaps, _(" and "));
      /* TRANSLATORS: one side taking another's place, "Carl in Bert’s place". */
      g_string_append_printf (swaps, _("%s in %s’s place"), entrant_name (model, after),
                              entrant_name (model, entry->entrants[s]));
    }
  return board != NULL
         /* TRANSLATORS: the first %s is the sentence above, then "Carl in Bert’s place",
          * the match and the board. */
         ? g_strdup_printf (_("%s This correction puts %s; %s will start over on %s."), where,
                            swaps->str, entry->label, board->name)
         /* TRANSLATORS: the first %s is the sentence above, then "Carl in Bert’s place" and
          * the match. */
         : g_strdup_printf (_("%s This correction puts %s; %s will start over."), where,
                            swaps->str, entry->label);
}

/* The matches of @under_way that the change in @model gives other players,
 * as hammer_events_list_board_changes() describes them. */
static JsonNode *
board_changes_json (EventModel *model,
                    GArray     *under_way)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint k = 0; k < under_way->len; k++)
    {
      const UnderWay *entry = &g_array_index (under_way, UnderWay, k);
      Board *board = board_by_id (model, entry->board_id);
      g_autofree char *description = NULL;
      int now;

      if (same_match (model, entry, &now) >= 0)
        continue;
      description = describe_board_change (model, entry, now);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "match");
      json_builder_add_int_value (builder, entry->id);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, entry->label);
      json_builder_set_member_name (builder, "board");
      if (board != NULL)
        json_builder_add_int_value (builder, board->number);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "board_name");
      add_nullable_string (builder, board != NULL ? board->name : NULL);
      json_builder_set_member_name (builder, "names");
      json_builder_begin_array (builder);
      for (guint s = 0; s < entry->n_sides && s < 2; s++)
        add_nullable_string (builder, entrant_name (model, entry->entrants[s]));
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "new_names");
      json_builder_begin_array (builder);
      for (guint s = 0; s < entry->n_sides && s < 2; s++)
        add_nullable_string (builder,
                             now >= 0 ? entrant_name (model, model->resolved[now].entrants[s])
                                      : NULL);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "description");
      json_builder_add_string_value (builder, description);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

/* Starts over every match of @under_way that the change gave other
 * players: on its board from now, without the ends typed for the old
 * players; one left without its players leaves its board for the next
 * match. A Swiss round drawn again took its old matches with it. */
static gboolean
restart_changed_matches (HammerStoreTx  *tx,
                         EventModel     *model,
                         GArray         *under_way,
                         GError        **error)
{
  for (guint k = 0; k < under_way->len; k++)
    {
      const UnderWay *entry = &g_array_index (under_way, UnderWay, k);
      g_autofree char *now = NULL;
      sqlite3_stmt *stmt;
      MatchRow *row;
      int index;

      if (same_match (model, entry, &index) >= 0 || index < 0)
        continue;
      row = &g_array_index (model->matches, MatchRow, index);
      if (!match_open (model, index))
        row->board_id = 0;
      if (row->board_id != 0)
        now = hammer_now_stamp ();

      if (!(stmt = hammer_store_borrow_statement (tx->db,
                                                "UPDATE matches SET board_id = ?2, called_at = ?3,"
                                                " result = NULL, winner = NULL,"
                                                " result_entrants = NULL, finished_at = NULL,"
                                                " summary = NULL WHERE id = ?1", error)))
        return FALSE;
      sqlite3_bind_int64 (stmt, 1, row->id);
      if (row->board_id != 0)
        sqlite3_bind_int64 (stmt, 2, row->board_id);
      else
        sqlite3_bind_null (stmt, 2);
      hammer_store_bind_text (stmt, 3, now);
      if (!hammer_store_tx_run_logged (tx, "matches", row->id, stmt, error))
        return FALSE;

      g_free (row->called_at);
      row->called_at = g_steal_pointer (&now);
      g_clear_pointer (&row->input, g_free);
      g_clear_pointer (&row->summary.game_points, g_free);
      g_clear_pointer (&row->finished_at, g_free);
      g_clear_pointer (&row->result_entrants, g_free);
      row->result = -1;
    }
  return TRUE;
}

gint64
hammer_events_find_match_number (HammerStore  *self,
                                gint64        event_id,
                                guint         number,
                                GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  gint64 match_id = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);

  if (!(model = take_event (self, event_id, error)))
    return 0;
  for (guint i = 0; i < model->matches->len && match_id == 0; i++)
    if (number > 0 && g_array_index (model->matches, MatchRow, i).number == number)
      match_id = g_array_index (model->matches, MatchRow, i).id;
  if (match_id == 0)
    g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                 _("“%s” has no Match %u"), model->name, number);
  keep_event (self, g_steal_pointer (&model));
  return match_id;
}

GArray *
hammer_events_list_dependent_results (HammerStore  *self,
                                     gint64        event_id,
                                     gint64        match_id,
                                     GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autofree gboolean *dependent = NULL;
  GArray *ids;
  int index;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = take_event (self, event_id, error)))
    return NULL;
  index = find_match (model, match_id, error);
  if (index < 0)
    return NULL;

  dependent = g_new0 (gboolean, MAX (model->matches->len, 1));
  mark_dependents (model, index, dependent);
  ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  for (guint j = 0; j < model->matches->len; j++)
    {
      MatchRow *other = &g_array_index (model->matches, MatchRow, j);

      if (dependent[j] && has_result (other))
        g_array_append_val (ids, other->id);
    }
  keep_event (self, g_steal_pointer (&model));
  return ids;
}

/* What recording a result will do, worked out before anything is written:
 * a refused result leaves the store and the model as they were. */
typedef struct
{
  int          index;       /* in model->matches */
  int          new_result;  /* as MatchRow.result */
  gboolean     correction;
  HammerMatch *state;       /* the result replayed by the rules */
  gboolean    *dependent;   /* matches to reset along with it; NULL: none */
} ResultPlan;

static void
result_plan_clear (ResultPlan *plan)
{
  g_clear_pointer (&plan->state, hammer_match_free);
  g_clear_pointer (&plan->dependent, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (ResultPlan, result_plan_clear)

/* Checks a result for match @match_id against the model: the match can be
 * played, the rules accept the games, a knockout has a winner, and a
 * correction does not pull the ground from under results that follow. */
static gboolean
plan_result (EventModel        *model,
             gint64             match_id,
             JsonNode          *input,
             HammerResultFlags  flags,
             ResultPlan        *plan,
             JsonObject       **violation_out,
             GError           **error)
{
  g_autoptr(HammerViolation) violation = NULL;
  HammerResolvedMatch *resolved;
  MatchRow *row;
  gboolean winner_changes;

  plan->index = find_match (model, match_id, error);
  if (plan->index < 0)
    return FALSE;
  row = &g_array_index (model->matches, MatchRow, plan->index);
  resolved = &model->resolved[plan->index];

  if (row->number == 0)
    return set_bye_error (row, error);
  if (resolved->bye || resolved->walkover)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match %u is decided without play: %s"), row->number,
                   resolved->bye ? _("one side has a bye") : _("one side withdrew"));
      return FALSE;
    }
  if (resolved->status == HAMMER_MATCH_PENDING || resolved->status == HAMMER_MATCH_SKIPPED)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match %u cannot be played yet: who plays in it is "
                     "not known until the matches before it are decided"), row->number);
      return FALSE;
    }

  if (!(plan->state = hammer_match_replay_result (model->rules, &model->options, input,
                                                  &violation)))
    {
      if (violation_out != NULL)
        *violation_out = hammer_violation_to_json (violation);
      violation_to_error (violation, error);
      return FALSE;
    }

  plan->new_result = -1;
  if (hammer_match_get_state (plan->state) == HAMMER_STATE_FINISHED)
    plan->new_result = hammer_match_get_winner (plan->state) >= 0
                       ? hammer_match_get_winner (plan->state) : -2;

  /* A drawn match has no winner to take on; only groups, round robins and
   * Swiss can use one. */
  if (plan->new_result == -2 && (is_elimination (model->format) || row->dm.stage > 0))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("Match %u is a knockout match: it needs a winner, but "
                     "this result is a tie"), row->number);
      return FALSE;
    }

  /* A correction may move the bracket on only where nothing that follows
   * from the match has been played yet. */
  plan->correction = row->input != NULL;
  winner_changes = row->result != plan->new_result;
  if (plan->correction && (winner_changes || !is_elimination (model->format)))
    {
      g_autofree gboolean *started = g_new0 (gboolean, MAX (model->matches->len, 1));
      gboolean any_started = FALSE;

      plan->dependent = g_new0 (gboolean, MAX (model->matches->len, 1));
      mark_dependents (model, plan->index, plan->dependent);
      for (guint j = 0; j < model->matches->len; j++)
        if (plan->dependent[j] && has_result (&g_array_index (model->matches, MatchRow, j)))
          started[j] = any_started = TRUE;

      if (any_started && !(flags & HAMMER_RESULT_RESET_DEPENDENTS))
        {
          g_autofree char *numbers = list_match_numbers (model, started);

          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Match %u cannot be corrected: the matches that follow "
                         "from it have results (%s). Correct those first, or reset them along "
                         "with this one."), row->number, numbers);
          return FALSE;
        }
    }
  return TRUE;
}

/* Writes a planned result inside @tx and brings the model along: dependents
 * reset and the next Swiss round paired; the caller calls the boards and
 * places the entrants (place_model()) once it has written all. On
 * failure the model may hold half of the change, and @tx must be rolled
 * back. */
static gboolean
write_result (HammerStoreTx     *tx,
              EventModel        *model,
              JsonNode          *input,
              const ResultPlan  *plan,
              GError           **error)
{
  g_autofree char *input_text = NULL;
  g_autofree char *entrants_text = NULL;
  g_autofree char *summary_text = NULL;
  g_autofree char *before = NULL;
  g_autofree char *finished = NULL;
  sqlite3_stmt *stmt;
  Summary summary = { 0 };
  HammerResolvedMatch *resolved = &model->resolved[plan->index];
  MatchRow *row = &g_array_index (model->matches, MatchRow, plan->index);
  guint round = row->dm.round;
  gboolean others_changed = FALSE;

  /* Dependents that were played are reset; the undone Swiss rounds go.
   * The model follows in memory, so that no reload is needed. */
  for (guint j = plan->dependent != NULL ? model->matches->len : 0; j-- > 0;)
    {
      MatchRow *other = &g_array_index (model->matches, MatchRow, j);

      if (!plan->dependent[j])
        continue;
      if (other->dm.bracket == HAMMER_BRACKET_SWISS && other->dm.round > round)
        {
          if (!hammer_store_tx_update_row (tx, "matches", other->id,
                                           "DELETE FROM matches WHERE id = ?1", error))
            return FALSE;
          g_array_remove_index (model->matches, j);
          others_changed = TRUE;
        }
      else if (has_result (other))
        {
          /* Played again, it waits for a board like any match not called yet;
           * its old board has moved on. */
          if (!hammer_store_tx_update_row (tx, "matches", other->id,
                                           "UPDATE matches SET result = NULL, winner = NULL,"
                                           " result_entrants = NULL, finished_at = NULL,"
                                           " summary = NULL, board_id = NULL, called_at = NULL"
                                           " WHERE id = ?1", error))
            return FALSE;
          g_clear_pointer (&other->input, g_free);
          g_clear_pointer (&other->summary.game_points, g_free);
          g_clear_pointer (&other->finished_at, g_free);
          g_clear_pointer (&other->called_at, g_free);
          other->board_id = 0;
          other->result = -1;
          others_changed = TRUE;
        }
    }
  row = &g_array_index (model->matches, MatchRow, plan->index);

  input_text = json_to_string (input, FALSE);
  entrants_text = g_strdup_printf ("%d,%d", resolved->entrants[0], resolved->entrants[1]);
  summary_from_match (plan->state, &summary);
  summary_text = summary_to_string (&summary);
  g_clear_pointer (&summary.game_points, g_free);
  if (!(stmt = hammer_store_borrow_statement (tx->db, "UPDATE matches SET result = ?, winner = ?,"
                                                    " result_entrants = ?, finished_at = ?,"
                                                    " summary = ? WHERE id = ?", error)))
    return FALSE;
  before = hammer_store_snapshot_row (tx->db, "matches", row->id, NULL);
  finished = hammer_now_stamp ();
  sqlite3_bind_text (stmt, 1, input_text, -1, SQLITE_TRANSIENT);
  if (plan->new_result == -1)
    sqlite3_bind_null (stmt, 2);
  else
    sqlite3_bind_int (stmt, 2, plan->new_result);
  sqlite3_bind_text (stmt, 3, entrants_text, -1, SQLITE_TRANSIENT);
  if (plan->new_result == -1)
    sqlite3_bind_null (stmt, 4);
  else
    sqlite3_bind_text (stmt, 4, row->finished_at ? row->finished_at : finished, -1,
                       SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 5, summary_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_int64 (stmt, 6, row->id);
  if (!hammer_store_step_done (stmt, _("Could not store the result"), error))
    {
      sqlite3_reset (stmt);
      return FALSE;
    }
  sqlite3_reset (stmt);
  if (!hammer_store_tx_log_row (tx, "matches", row->id, before, error))
    return FALSE;

  g_free (row->input);
  row->input = g_steal_pointer (&input_text);
  g_clear_pointer (&row->summary.game_points, g_free);
  summary_from_match (plan->state, &row->summary);
  row->result = plan->new_result;
  g_free (row->result_entrants);
  row->result_entrants = g_steal_pointer (&entrants_text);
  if (plan->new_result == -1)
    g_clear_pointer (&row->finished_at, g_free);
  else if (row->finished_at == NULL)
    row->finished_at = g_steal_pointer (&finished);
  if (others_changed)
    resolve_model (model);
  else
    resolve_model_after (model, plan->index);

  /* A finished Swiss round brings the next. */
  if (model->format == HAMMER_FORMAT_SWISS)
    {
      guint last_round = 0;
      gboolean round_done = TRUE;

      for (guint i = 0; i < model->matches->len; i++)
        last_round = MAX (last_round, g_array_index (model->matches, MatchRow, i).dm.round);
      for (guint i = 0; i < model->matches->len; i++)
        if (g_array_index (model->matches, MatchRow, i).dm.round == last_round &&
            model->resolved[i].status != HAMMER_MATCH_FINISHED)
          round_done = FALSE;
      if (round_done && last_round < swiss_rounds (model) &&
          !pair_swiss_round (tx, model, last_round + 1, error))
        return FALSE;
    }

  return TRUE;
}

/* Refuses a correction that gives other players to matches under way, as
 * @changes lists them, naming each. */
static gboolean
refuse_board_changes (const MatchRow  *row,
                      JsonNode        *changes,
                      GError         **error)
{
  JsonArray *list = json_node_get_array (changes);
  guint n_changes = json_array_get_length (list);
  g_autoptr(GString) what = g_string_new (NULL);

  for (guint k = 0; k < n_changes; k++)
    g_string_append_printf (what, " %s",
                            json_object_get_string_member (json_array_get_object_element (list, k),
                                                           "description"));
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               g_dngettext (GETTEXT_PACKAGE,
                            "Match %u cannot be corrected without restarting a match under "
                            "way.%s Restart it along with the correction, or leave the result "
                            "as it is.",
                            "Match %u cannot be corrected without restarting matches under "
                            "way.%s Restart them along with the correction, or leave the result "
                            "as it is.", n_changes),
               row->number, what->str);
  return FALSE;
}

/* Records the result, or with @board_changes only tries it in a change that
 * is rolled back and says there which matches under way it would restart. */
static JsonNode *
record_result (HammerStore        *self,
               gint64              event_id,
               gint64              match_id,
               JsonNode           *input,
               HammerResultFlags   flags,
               JsonNode          **board_changes,
               JsonObject        **violation_out,
               GError            **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(GArray) under_way = NULL;
  g_autoptr(JsonNode) changes = NULL;
  g_auto(ResultPlan) plan = { 0 };
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  HammerResolvedMatch *resolved;
  MatchRow *row;

  if (!(model = take_event (self, event_id, error)))
    return NULL;
  if (!plan_result (model, match_id, input, flags, &plan, violation_out, error))
    {
      keep_event (self, g_steal_pointer (&model));
      return NULL;
    }

  row = &g_array_index (model->matches, MatchRow, plan.index);
  resolved = &model->resolved[plan.index];
  /* TRANSLATORS: a change in the history; %s are the names of the sides. */
  description = g_strdup_printf (plan.correction ? _("Correct the result of %s v %s")
                                                 : _("Result of %s v %s"),
                                 entrant_name (model, resolved->entrants[0]),
                                 row->dm.n_sides > 1 ? entrant_name (model, resolved->entrants[1])
                                                     : "—");
  under_way = matches_under_way (model, plan.index);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return NULL;
  if (!write_result (&tx, model, input, &plan, error))
    goto fail;
  place_model (model);

  /* A match under way that gets other players is never changed silently:
   * the caller asks first, then the match starts over. */
  changes = board_changes_json (model, under_way);
  if (board_changes != NULL)
    {
      hammer_store_tx_rollback (&tx);
      *board_changes = g_steal_pointer (&changes);
      return hammer_match_to_json (plan.state);
    }
  if (json_array_get_length (json_node_get_array (changes)) > 0 &&
      !(flags & HAMMER_RESULT_RESTART_BOARDS))
    {
      refuse_board_changes (&g_array_index (model->matches, MatchRow, plan.index), changes,
                            error);
      goto fail;
    }
  if (!restart_changed_matches (&tx, model, under_way, error) ||
      !assign_boards (&tx, model, error) || !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  keep_event (self, g_steal_pointer (&model));
  return hammer_match_to_json (plan.state);

fail:
  /* The model may hold half of the change: it is dropped, not kept. */
  hammer_store_tx_rollback (&tx);
  return NULL;
}

JsonNode *
hammer_events_record_result (HammerStore        *self,
                            gint64              event_id,
                            gint64              match_id,
                            JsonNode           *input,
                            HammerResultFlags   flags,
                            JsonObject        **violation,
                            GError            **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  return record_result (self, event_id, match_id, input, flags, NULL, violation, error);
}

JsonNode *
hammer_events_list_board_changes (HammerStore        *self,
                                 gint64              event_id,
                                 gint64              match_id,
                                 JsonNode           *input,
                                 HammerResultFlags   flags,
                                 GError            **error)
{
  g_autoptr(JsonNode) state = NULL;
  JsonNode *changes = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (input != NULL, NULL);

  state = record_result (self, event_id, match_id, input, flags, &changes, NULL, error);
  return state != NULL ? changes : NULL;
}

/* A batch cannot ask, nor take back one entry of its change: a correction
 * whose following matches are on a board or have ends typed is refused, for
 * the desk or `hammer-cli result --restart-boards` to make. */
static gboolean
batch_keeps_matches_under_way (EventModel        *model,
                               const ResultPlan  *plan,
                               GError           **error)
{
  const MatchRow *row = &g_array_index (model->matches, MatchRow, plan->index);

  if (!plan->correction || plan->dependent == NULL)
    return TRUE;
  for (guint j = 0; j < model->matches->len; j++)
    {
      const MatchRow *other = &g_array_index (model->matches, MatchRow, j);

      if (plan->dependent[j] && match_open (model, j) &&
          (other->board_id != 0 || other->input != NULL))
        {
          g_autofree char *label = match_label (other);

          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Match %u cannot be corrected in a batch: %s follows from it and is "
                         "under way. Correct it on its own, where the match under way can be "
                         "restarted."), row->number, label);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
hammer_events_record_results (HammerStore       *self,
                             gint64             event_id,
                             HammerResultEntry *entries,
                             guint              n_entries,
                             gboolean           keep_going,
                             guint             *n_stored,
                             GError           **error)
{
  g_autoptr(EventModel) model = NULL;
  HammerStoreTx tx = { 0 };
  guint stored = 0;
  guint refused = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (entries != NULL || n_entries == 0, FALSE);

  for (guint i = 0; i < n_entries; i++)
    g_return_val_if_fail (entries[i].input != NULL || entries[i].error != NULL, FALSE);

  if (n_stored != NULL)
    *n_stored = 0;
  if (!(model = take_event (self, event_id, error)))
    return FALSE;
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), _("Import results"), error))
    return FALSE;

  /* Every entry is tried, in order, even once one is refused, so that all
   * the refusals are known at once; later entries see the earlier ones. */
  for (guint i = 0; i < n_entries; i++)
    {
      HammerResultEntry *entry = &entries[i];
      g_auto(ResultPlan) plan = { 0 };

      if (entry->error != NULL)
        {
          refused++;
          continue;
        }
      if (!plan_result (model, entry->match_id, entry->input, 0, &plan, &entry->violation,
                        &entry->error) ||
          !batch_keeps_matches_under_way (model, &plan, &entry->error))
        {
          refused++;
          continue;
        }
      if (!write_result (&tx, model, entry->input, &plan, error))
        goto fail;
      stored++;
    }

  /* All or nothing: one refusal and the whole change goes, with the model
   * that had taken the good entries in. */
  if (stored == 0 || (refused > 0 && !keep_going))
    {
      hammer_store_tx_rollback (&tx);
      if (stored == 0)
        keep_event (self, g_steal_pointer (&model));
      return TRUE;
    }
  place_model (model);
  /* The boards are called once, for the matches the whole batch leaves
   * ready: results entered after the fact were played wherever they were. */
  if (!assign_boards (&tx, model, error) || !hammer_store_tx_commit (&tx, error))
    goto fail;

  if (n_stored != NULL)
    *n_stored = stored;
  hammer_store_emit_changed (self);
  keep_event (self, g_steal_pointer (&model));
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

/* Standings */

static void
standings_match_from_row (EventModel           *model,
                          guint                 index,
                          HammerStandingsMatch *out,
                          int                 **game_points)
{
  MatchRow *row = &g_array_index (model->matches, MatchRow, index);
  HammerResolvedMatch *resolved = &model->resolved[index];
  guint n_sides = row->dm.n_sides;

  memset (out, 0, sizeof *out);
  out->n_sides = n_sides;
  out->entrants[0] = resolved->entrants[0];
  out->entrants[1] = n_sides > 1 ? resolved->entrants[1] : HAMMER_ENTRANT_BYE;
  out->winner = resolved->winner;
  *game_points = NULL;

  /* A walkover is won by the side that stayed, without games. */
  if (resolved->bye || resolved->walkover)
    {
      out->bye = TRUE;
      out->walkover = resolved->walkover;
      if (resolved->winner >= 0)
        {
          out->entrants[0] = resolved->entrants[resolved->winner];
          out->entrants[1] = HAMMER_ENTRANT_BYE;
          out->winner = 0;
        }
      return;
    }

  if (row->input != NULL)
    {
      guint n_games = row->summary.n_games;

      *game_points = g_new0 (int, MAX (n_games, 1) * 2);
      for (guint s = 0; s < n_sides && s < 2; s++)
        {
          out->games_won[s] = row->summary.games_won[s];
          out->points[s] = row->summary.totals[s];
          for (guint g = 0; g < n_games; g++)
            (*game_points)[s * MAX (n_games, 1) + g] = row->summary.game_points[s * n_games + g];
          out->game_points[s] = *game_points + s * MAX (n_games, 1);
        }
      out->n_games = n_games;
    }
}

/* Every decided match of @model, and every series card with games on it,
 * for the standings; @points keeps the arrays the matches point into. The
 * games of a card typed so far count: a series ranks by points scored, and
 * a card half full has scored them. */
static void
standings_inputs (EventModel *model,
                  GArray     *matches,
                  GPtrArray  *points)
{
  for (guint i = 0; i < model->matches->len; i++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, i);
      HammerStandingsMatch match;
      int *game_points = NULL;

      if (model->resolved[i].status != HAMMER_MATCH_FINISHED &&
          !(row->dm.n_sides == 1 && row->input != NULL))
        continue;
      standings_match_from_row (model, i, &match, &game_points);
      if (game_points != NULL)
        g_ptr_array_add (points, game_points);
      g_array_append_val (matches, match);
    }
}

static guint
event_tie_breakers (EventModel       *model,
                    HammerTieBreaker *out)
{
  JsonArray *names = NULL;
  guint n = 0;

  if (json_object_has_member (model->settings, "tie_breakers"))
    names = json_object_get_array_member (model->settings, "tie_breakers");
  for (guint i = 0; names != NULL && i < json_array_get_length (names) &&
       n < HAMMER_N_TIE_BREAKERS; i++)
    if (hammer_tie_breaker_from_string (json_array_get_string_element (names, i), &out[n]))
      n++;
  if (n == 0)
    n = hammer_tie_breakers_default (model->format, out);
  return n;
}

/* A bye is worth a win's points only where pairing needs it: a Swiss
 * player with a bye is paired as one who won. */
static void
event_standings_options (EventModel             *model,
                         HammerStandingsOptions *options)
{
  hammer_standings_options_init (options);
  if (model->format != HAMMER_FORMAT_SWISS)
    options->bye_points = 0;
}

static GArray *
compute_standings (EventModel *model)
{
  g_autoptr(GArray) matches = g_array_new (FALSE, TRUE, sizeof (HammerStandingsMatch));
  g_autoptr(GPtrArray) points = g_ptr_array_new_with_free_func (g_free);
  HammerTieBreaker tie_breakers[HAMMER_N_TIE_BREAKERS];
  guint n_tie_breakers = event_tie_breakers (model, tie_breakers);
  HammerStandingsOptions options;
  guint n_drawn = 0;

  for (guint i = 0; i < model->entrants->len; i++)
    if (((Entrant *) g_ptr_array_index (model->entrants, i))->draw_index >= 0)
      n_drawn++;

  event_standings_options (model, &options);
  standings_inputs (model, matches, points);
  return hammer_standings_compute (n_drawn, (HammerStandingsMatch *) matches->data, matches->len,
                                   tie_breakers, n_tie_breakers, &options);
}

/* One line of an event's standings: the figures and the place that every
 * surface shows, screens, paper and files alike. */
typedef struct
{
  HammerStandingsRow row;
  guint              place;          /* 0: none yet */
  gboolean           shared;         /* others have the same place */
  gboolean           still_in;       /* elimination: not knocked out */
  guint              class_place;    /* within the entrant's class; 0: none */
  gboolean           class_shared;
} StandingsLine;

typedef struct
{
  const int *places;
  gboolean   still_in_first;
} PlacingOrder;

static int
compare_by_placing (gconstpointer a,
                    gconstpointer b,
                    gpointer      user_data)
{
  const PlacingOrder *order = user_data;
  const StandingsLine *x = a, *y = b;
  /* Those still in a knockout come before everyone it has placed; in the
   * group stage nobody is placed yet, and the table orders them. */
  int none = order->still_in_first ? 0 : G_MAXINT;
  int px = order->places[x->row.entrant] > 0 ? order->places[x->row.entrant] : none;
  int py = order->places[y->row.entrant] > 0 ? order->places[y->row.entrant] : none;

  if (px != py)
    return px < py ? -1 : 1;
  /* Within a shared place, and for those not placed, the standings order. */
  return x->row.place < y->row.place ? -1 : x->row.place > y->row.place ? 1 : 0;
}

/* Marks each line of @members (indices into @lines, in order) whose place
 * a neighbour among @members has too; the offsets say which place. */
static void
mark_shared (GArray *lines,
             gsize   place_offset,
             gsize   shared_offset,
             GArray *members)
{
  for (guint k = 0; k < members->len; k++)
    {
      StandingsLine *line = &g_array_index (lines, StandingsLine,
                                            g_array_index (members, guint, k));
      guint place = G_STRUCT_MEMBER (guint, line, place_offset);
      gboolean shared = FALSE;

      for (guint n = k > 0 ? k - 1 : k + 1; place > 0 && n <= k + 1 && n < members->len; n += 2)
        shared |= G_STRUCT_MEMBER (guint, &g_array_index (lines, StandingsLine,
                                                          g_array_index (members, guint, n)),
                                   place_offset) == place;
      G_STRUCT_MEMBER (gboolean, line, shared_offset) = shared;
    }
}

/* Places within each class: the overall order holds, places count from 1
 * within the class, and entrants level overall stay level. */
static void
place_classes (EventModel *model,
               GArray     *lines)
{
  g_autoptr(GHashTable) classes = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                         (GDestroyNotify) g_array_unref);
  GHashTableIter iter;
  gpointer value;

  for (guint i = 0; i < lines->len; i++)
    {
      StandingsLine *line = &g_array_index (lines, StandingsLine, i);
      Entrant *entrant = entrant_by_index (model, line->row.entrant);
      GArray *members;

      if (entrant == NULL || entrant->klass == NULL)
        continue;
      if (!(members = g_hash_table_lookup (classes, entrant->klass)))
        {
          members = g_array_new (FALSE, FALSE, sizeof (guint));
          g_hash_table_insert (classes, entrant->klass, members);
        }
      g_array_append_val (members, i);
    }

  g_hash_table_iter_init (&iter, classes);
  while (g_hash_table_iter_next (&iter, NULL, &value))
    {
      GArray *members = value;
      guint last_place = 0, class_place = 0, n_placed = 0;

      for (guint k = 0; k < members->len; k++)
        {
          StandingsLine *line = &g_array_index (lines, StandingsLine,
                                                g_array_index (members, guint, k));

          /* Those without a place yet (still in a knockout) have none in
           * their class either. */
          if (line->place == 0)
            continue;
          n_placed++;
          if (line->place != last_place)
            class_place = n_placed;
          last_place = line->place;
          line->class_place = class_place;
        }
      mark_shared (lines, G_STRUCT_OFFSET (StandingsLine, class_place),
                   G_STRUCT_OFFSET (StandingsLine, class_shared), members);
    }
}

/* The standings of @model, in order, with their places: the one
 * computation behind the standings on every screen, sheet and file. A
 * knockout places by the round reached (hammer_draw_placings(), the final
 * placings once it is over): those still in first, then those out, the
 * later out ahead; the table's figures order each group. */
static GArray *
event_standings (EventModel *model)
{
  g_autoptr(GArray) rows = compute_standings (model);
  g_autoptr(GArray) everyone = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *lines = g_array_sized_new (FALSE, TRUE, sizeof (StandingsLine), rows->len);
  gboolean by_bracket = is_elimination (model->format) || model->format == HAMMER_FORMAT_GROUPS;

  for (guint r = 0; r < rows->len; r++)
    {
      StandingsLine line = { .row = g_array_index (rows, HammerStandingsRow, r) };
      int placing = model->places[line.row.entrant];

      if (!by_bracket)
        line.place = line.row.place;
      else if (placing > 0)
        line.place = (guint) placing;
      else
        line.still_in = is_elimination (model->format);
      g_array_append_val (lines, line);
    }
  if (by_bracket)
    {
      PlacingOrder order = { model->places, is_elimination (model->format) };

      g_array_sort_with_data (lines, compare_by_placing, &order);
    }

  for (guint i = 0; i < lines->len; i++)
    g_array_append_val (everyone, i);
  mark_shared (lines, G_STRUCT_OFFSET (StandingsLine, place),
               G_STRUCT_OFFSET (StandingsLine, shared), everyone);
  place_classes (model, lines);
  return lines;
}

static void
add_place (JsonBuilder *builder,
           const char  *member,
           const char  *label_member,
           guint        place,
           gboolean     shared)
{
  g_autofree char *label = place > 0 ? hammer_standings_place_label (place, shared) : NULL;

  json_builder_set_member_name (builder, member);
  if (place > 0)
    json_builder_add_int_value (builder, place);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, label_member);
  add_nullable_string (builder, label);
}

static void
add_int_member (JsonBuilder *builder,
                const char  *member,
                gint64       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_int_value (builder, value);
}

static void
add_double_member (JsonBuilder *builder,
                   const char  *member,
                   double       value)
{
  json_builder_set_member_name (builder, member);
  json_builder_add_double_value (builder, value);
}

/* The figures of one line. A knockout has no draws and no match points:
 * its places come from the bracket. */
static void
add_figures (JsonBuilder              *builder,
             HammerFormat              format,
             const HammerStandingsRow *row)
{
  add_int_member (builder, "played", row->played);
  if (format == HAMMER_FORMAT_SERIES)
    {
      add_int_member (builder, "total", row->points_for);
      add_int_member (builder, "games", row->n_games);
      /* Before a first game there is no average and no best game: null,
       * not a zero nobody scored. */
      if (row->n_games > 0)
        {
          add_double_member (builder, "average", (double) row->points_for / row->n_games);
          add_int_member (builder, "best_game", row->best_game);
        }
      else
        {
          json_builder_set_member_name (builder, "average");
          json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "best_game");
          json_builder_add_null_value (builder);
        }
      return;
    }
  add_int_member (builder, "wins", row->wins);
  if (!is_elimination (format))
    add_int_member (builder, "draws", row->draws);
  add_int_member (builder, "losses", row->losses);
  if (!is_elimination (format))
    add_double_member (builder, "match_points", row->match_points);
  add_int_member (builder, "games_won", row->games_won);
  add_int_member (builder, "games_lost", row->games_lost);
  add_int_member (builder, "game_difference", row->games_won - row->games_lost);
  add_int_member (builder, "points_for", row->points_for);
  add_int_member (builder, "points_against", row->points_against);
  add_int_member (builder, "point_difference", row->points_for - row->points_against);
  if (format == HAMMER_FORMAT_SWISS)
    {
      add_double_member (builder, "buchholz", row->buchholz);
      add_double_member (builder, "median_buchholz", row->median_buchholz);
      add_double_member (builder, "sonneborn_berger", row->sonneborn_berger);
    }
}

JsonNode *
hammer_events_get_standings_json (HammerStore  *self,
                                 gint64        event_id,
                                 GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(GArray) lines = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = take_event (self, event_id, error)))
    return NULL;

  lines = event_standings (model);
  json_builder_begin_array (builder);
  for (guint r = 0; r < lines->len; r++)
    {
      StandingsLine *line = &g_array_index (lines, StandingsLine, r);
      Entrant *entrant = entrant_by_index (model, line->row.entrant);

      json_builder_begin_object (builder);
      add_place (builder, "place", "place_label", line->place, line->shared);
      if (is_elimination (model->format))
        {
          json_builder_set_member_name (builder, "still_in");
          json_builder_add_boolean_value (builder, line->still_in);
        }
      json_builder_set_member_name (builder, "entrant");
      json_builder_add_int_value (builder, entrant ? entrant->id : -1);
      json_builder_set_member_name (builder, "name");
      add_nullable_string (builder, entrant ? entrant->name : NULL);
      add_figures (builder, model->format, &line->row);
      if (entrant != NULL && entrant->klass != NULL)
        {
          json_builder_set_member_name (builder, "class");
          add_nullable_string (builder, entrant->klass);
          add_place (builder, "class_place", "class_place_label", line->class_place,
                     line->class_shared);
        }
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  keep_event (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

gboolean
hammer_events_set_tie_breakers (HammerStore        *self,
                               gint64              event_id,
                               const char *const  *names,
                               GError            **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(JsonArray) array = json_array_new ();
  g_autofree char *settings_text = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gboolean seen[HAMMER_N_TIE_BREAKERS] = { FALSE };
  sqlite3_stmt *stmt;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (names != NULL, FALSE);

  db = hammer_store_get_db (self);
  if (!(model = load_event (db, event_id, error)))
    return FALSE;
  /* Standings already shown to players must not change their order under them. */
  if (any_result (model))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has results already: the tie-breakers can only be changed before "
                     "the first result"), model->name);
      return FALSE;
    }
  if (names[0] == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("An event needs at least one tie-breaker"));
      return FALSE;
    }
  for (guint i = 0; names[i] != NULL; i++)
    {
      HammerTieBreaker tie_breaker;

      if (!hammer_tie_breaker_from_string (names[i], &tie_breaker))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("“%s” is not a tie-breaker; Hammer knows match-points, wins, "
                         "games-won, game-difference, point-difference, head-to-head, "
                         "buchholz, median-buchholz, sonneborn-berger, total-points and "
                         "best-game"), names[i]);
          return FALSE;
        }
      if (seen[tie_breaker])
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The tie-breaker “%s” is listed twice"), names[i]);
          return FALSE;
        }
      seen[tie_breaker] = TRUE;
      json_array_add_string_element (array, hammer_tie_breaker_to_string (tie_breaker));
    }
  json_object_set_array_member (model->settings, "tie_breakers", g_steal_pointer (&array));
  settings_text = object_to_string (model->settings);

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Change the tie-breakers of %s"), model->name);
  if (!hammer_store_tx_begin (&tx, db, description, error) ||
      !(stmt = hammer_store_borrow_statement (db, "UPDATE events SET settings = ?2 WHERE id = ?1",
                                            error)))
    goto fail;
  sqlite3_bind_int64 (stmt, 1, model->id);
  sqlite3_bind_text (stmt, 2, settings_text, -1, SQLITE_TRANSIENT);
  if (!hammer_store_tx_run_logged (&tx, "events", model->id, stmt, error) ||
      !hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}

/* Boards */

static int
minutes_per_game (EventModel *model)
{
  for (guint i = 0; i < G_N_ELEMENTS (typical_minutes); i++)
    if (g_str_equal (typical_minutes[i].rules, model->rules_id))
      return typical_minutes[i].minutes_per_game;
  return 15;
}

/* When the match on a board will likely end: the typical length of the
 * games still to play, counted from the last thing that happened. */
static char *
estimate_end (EventModel *model,
              MatchRow   *row)
{
  g_autoptr(GDateTime) start = NULL;
  g_autoptr(GDateTime) end = NULL;
  int games = model->rules->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES
                ? model->options.games : model->options.best_of;
  int played = row->input != NULL ? (int) row->summary.n_games : 0;
  int remaining;

  if (row->called_at == NULL || !(start = g_date_time_new_from_iso8601 (row->called_at, NULL)))
    return NULL;

  /* A best-of match rarely needs every game: reckon with the majority. */
  if (model->rules->match_kind == HAMMER_MATCH_BEST_OF)
    games = games / 2 + 1;
  remaining = MAX (games - played, 1);
  end = g_date_time_add_minutes (start, (played + remaining) * minutes_per_game (model));
  return g_date_time_format_iso8601 (end);
}

JsonNode *
hammer_events_get_boards_json (HammerStore  *self,
                              gint64        event_id,
                              GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) queue = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  if (!(model = take_event (self, event_id, error)))
    return NULL;
  queue = compute_queue (model);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "boards");
  json_builder_begin_array (builder);
  for (guint b = 0; b < model->boards->len; b++)
    {
      Board *board = &g_array_index (model->boards, Board, b);
      int current = -1;

      for (guint i = 0; i < model->matches->len; i++)
        if (g_array_index (model->matches, MatchRow, i).board_id == board->id && match_open (model, i))
          current = i;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, board->number);
      json_builder_set_member_name (builder, "name");
      add_nullable_string (builder, board->name);
      json_builder_set_member_name (builder, "match");
      if (current >= 0)
        {
          MatchRow *row = &g_array_index (model->matches, MatchRow, current);
          g_autofree char *estimate = estimate_end (model, row);

          add_match_json (builder, model, current);
          json_builder_set_member_name (builder, "since");
          add_nullable_string (builder, row->called_at);
          json_builder_set_member_name (builder, "estimated_end");
          add_nullable_string (builder, estimate);
        }
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "queue");
  json_builder_begin_array (builder);
  for (guint k = 0; k < queue->len; k++)
    add_match_json (builder, model, g_array_index (queue, guint, k));
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  keep_event (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

/* The event document */

static void
add_player_json (JsonBuilder *builder,
                 sqlite3     *db,
                 gint64       player_id)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  json_builder_begin_object (builder);
  stmt = hammer_store_prepare (db,
                               "SELECT p.name, c.name, p.licence FROM players p"
                               " LEFT JOIN clubs c ON c.id = p.club_id WHERE p.id = ?", NULL);
  if (stmt != NULL)
    {
      sqlite3_bind_int64 (stmt, 1, player_id);
      if (sqlite3_step (stmt) == SQLITE_ROW)
        {
          json_builder_set_member_name (builder, "name");
          add_nullable_string (builder, (const char *) sqlite3_column_text (stmt, 0));
          json_builder_set_member_name (builder, "club");
          add_nullable_string (builder, (const char *) sqlite3_column_text (stmt, 1));
          json_builder_set_member_name (builder, "licence");
          add_nullable_string (builder, (const char *) sqlite3_column_text (stmt, 2));
        }
    }
  json_builder_end_object (builder);
}

JsonNode *
hammer_events_export (HammerStore  *self,
                           gint64        event_id,
                           GError      **error)
{
  g_autoptr(EventModel) model = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GArray) player_keys = g_array_new (FALSE, FALSE, sizeof (gint64));
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  db = hammer_store_get_db (self);
  if (!(model = take_event (self, event_id, error)))
    return NULL;

  /* Players are numbered in the order they first appear, so that the
   * document holds no database ids and imports anywhere. */
  for (guint i = 0; i < model->entrants->len; i++)
    {
      Entrant *entrant = g_ptr_array_index (model->entrants, i);

      for (guint p = 0; p < entrant->player_ids->len; p++)
        {
          gint64 id = g_array_index (entrant->player_ids, gint64, p);
          gboolean known = FALSE;

          for (guint k = 0; k < player_keys->len; k++)
            known |= g_array_index (player_keys, gint64, k) == id;
          if (!known)
            g_array_append_val (player_keys, id);
        }
    }

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "format");
  add_nullable_string (builder, "hammer-event");
  json_builder_set_member_name (builder, "version");
  json_builder_add_int_value (builder, HAMMER_EVENT_DOCUMENT_VERSION);

  json_builder_set_member_name (builder, "event");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  add_nullable_string (builder, model->name);
  json_builder_set_member_name (builder, "rules");
  add_nullable_string (builder, model->rules_id);
  json_builder_set_member_name (builder, "options");
  json_builder_add_value (builder, take_object_node (hammer_options_to_json (model->rules,
                                                                             &model->options)));
  json_builder_set_member_name (builder, "format");
  add_nullable_string (builder, hammer_format_to_string (model->format));
  json_builder_set_member_name (builder, "settings");
  json_builder_add_value (builder, ref_object_node (model->settings));
  add_event_fields (builder, model);
  json_builder_end_object (builder);

  add_boards_json (builder, model);

  json_builder_set_member_name (builder, "players");
  json_builder_begin_array (builder);
  for (guint k = 0; k < player_keys->len; k++)
    add_player_json (builder, db, g_array_index (player_keys, gint64, k));
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "entrants");
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->entrants->len; i++)
    {
      Entrant *entrant = g_ptr_array_index (model->entrants, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "name");
      add_nullable_string (builder, entrant->name);
      json_builder_set_member_name (builder, "added");
      json_builder_add_int_value (builder, entrant->added);
      json_builder_set_member_name (builder, "seed");
      if (entrant->seed > 0)
        json_builder_add_int_value (builder, entrant->seed);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "draw_index");
      if (entrant->draw_index >= 0)
        json_builder_add_int_value (builder, entrant->draw_index);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "class");
      add_nullable_string (builder, entrant->klass);
      json_builder_set_member_name (builder, "present");
      json_builder_add_boolean_value (builder, entrant->present);
      json_builder_set_member_name (builder, "withdrawn");
      json_builder_add_boolean_value (builder, entrant->withdrawn);
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint p = 0; p < entrant->player_ids->len; p++)
        for (guint k = 0; k < player_keys->len; k++)
          if (g_array_index (player_keys, gint64, k) == g_array_index (entrant->player_ids, gint64, p))
            json_builder_add_int_value (builder, k);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "matches");
  json_builder_begin_array (builder);
  for (guint i = 0; i < model->matches->len; i++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, i);
      Board *board = board_by_id (model, row->board_id);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      add_match_number (builder, row);
      json_builder_set_member_name (builder, "bracket");
      add_nullable_string (builder, bracket_to_string (row->dm.bracket));
      json_builder_set_member_name (builder, "round");
      json_builder_add_int_value (builder, row->dm.round);
      json_builder_set_member_name (builder, "position");
      json_builder_add_int_value (builder, row->dm.position);
      json_builder_set_member_name (builder, "group");
      if (row->dm.group >= 0)
        json_builder_add_int_value (builder, row->dm.group);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "stage");
      json_builder_add_int_value (builder, row->dm.stage);
      json_builder_set_member_name (builder, "sources");
      json_builder_begin_array (builder);
      for (guint s = 0; s < row->dm.n_sides; s++)
        {
          g_autofree char *source = source_to_string (&row->dm.sources[s]);
          add_nullable_string (builder, source);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "board");
      if (board != NULL)
        json_builder_add_int_value (builder, board->number);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "called_at");
      add_nullable_string (builder, row->called_at);
      json_builder_set_member_name (builder, "finished_at");
      add_nullable_string (builder, row->finished_at);
      json_builder_set_member_name (builder, "result");
      if (row->input != NULL)
        json_builder_add_value (builder, json_from_string (row->input, NULL));
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  keep_event (self, g_steal_pointer (&model));
  return json_builder_get_root (builder);
}

static gboolean
document_error (GError     **error,
                const char  *what)
{
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("This is not a Hammer event document, or it is damaged: %s"), what);
  return FALSE;
}

/* The numbers of a document's matches into @numbers (0: none, a bye's): as
 * written, null for none; without the member (a document from before
 * matches had numbers), as the draw numbers it. Checks that each is a whole
 * number from 1 and that no two matches share one. */
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
        source_from_string (hammer_json_element_string (sources, s), &draw[i].sources[s]);
    }
  hammer_draw_number_matches (draw, n, 1, drawn);

  for (guint i = 0; i < n; i++)
    {
      JsonObject *match = hammer_json_element_object (matches, i);
      JsonNode *node = hammer_json_member (match, "number");

      numbers[i] = 0;
      if (match == NULL || !json_object_has_member (match, "number"))
        numbers[i] = drawn[i];
      else if (node != NULL &&
               (!hammer_json_node_int (node, &numbers[i]) || numbers[i] < 1 ||
                numbers[i] > G_MAXINT))
        return document_error (error, _("a match’s number is not a whole number from 1"));
      if (numbers[i] > 0 && !g_hash_table_add (seen, &numbers[i]))
        {
          g_autofree char *what = g_strdup_printf (_("two matches have number %" PRId64),
                                                   numbers[i]);
          return document_error (error, what);
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
                                     " called_at, finished_at, result, number)"
                                     " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                                     " (SELECT id FROM boards WHERE event_id = ?1 AND number = ?),"
                                     " ?, ?, ?, ?)", error)))
    return FALSE;

  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonNode *node = json_array_get_element (matches, i);
      JsonObject *match;
      JsonArray *sources;
      HammerBracket bracket;
      g_autofree char *result = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (node) ||
          !json_object_has_member ((match = json_node_get_object (node)), "sources") ||
          !JSON_NODE_HOLDS_ARRAY (json_object_get_member (match, "sources")) ||
          !bracket_from_string (hammer_json_string (match, "bracket") ?: "", &bracket))
        return document_error (error, _("a match is incomplete"));
      sources = json_object_get_array_member (match, "sources");
      if (json_array_get_length (sources) < 1 || json_array_get_length (sources) > 2)
        return document_error (error, _("a match has the wrong number of sides"));
      if (json_object_has_member (match, "result") &&
          JSON_NODE_HOLDS_OBJECT (json_object_get_member (match, "result")))
        result = json_to_string (json_object_get_member (match, "result"), FALSE);

      sqlite3_reset (stmt);
      sqlite3_clear_bindings (stmt);
      sqlite3_bind_int64 (stmt, 1, event_id);
      sqlite3_bind_int (stmt, 2, i);
      sqlite3_bind_text (stmt, 3, bracket_to_string (bracket), -1, SQLITE_STATIC);
      sqlite3_bind_int64 (stmt, 4, json_object_get_int_member_with_default (match, "round", 1));
      sqlite3_bind_int64 (stmt, 5, json_object_get_int_member_with_default (match, "position", 0));
      if (json_object_get_member (match, "group") != NULL &&
          !JSON_NODE_HOLDS_NULL (json_object_get_member (match, "group")))
        sqlite3_bind_int64 (stmt, 6, json_object_get_int_member (match, "group"));
      sqlite3_bind_int64 (stmt, 7, json_object_get_int_member_with_default (match, "stage", 0));
      sqlite3_bind_int (stmt, 8, json_array_get_length (sources));
      for (guint s = 0; s < json_array_get_length (sources); s++)
        {
          JsonNode *source = json_array_get_element (sources, s);

          if (!JSON_NODE_HOLDS_NULL (source))
            hammer_store_bind_text (stmt, 9 + s, json_node_get_string (source));
        }
      if (json_object_get_member (match, "board") != NULL &&
          !JSON_NODE_HOLDS_NULL (json_object_get_member (match, "board")))
        sqlite3_bind_int64 (stmt, 11, json_object_get_int_member (match, "board"));
      hammer_store_bind_text (stmt, 12, hammer_json_string (match, "called_at"));
      hammer_store_bind_text (stmt, 13, hammer_json_string (match, "finished_at"));
      hammer_store_bind_text (stmt, 14, result);
      if (numbers[i] > 0)
        sqlite3_bind_int64 (stmt, 15, numbers[i]);
      if (!hammer_store_step_done (stmt, _("Could not store a match"), error) ||
          !hammer_store_tx_log_row (tx, "matches", sqlite3_last_insert_rowid (tx->db), NULL,
                                    error))
        return FALSE;
    }
  return TRUE;
}

static JsonObject *
settings_error (GError     **error,
                const char  *what)
{
  document_error (error, what);
  return NULL;
}

/* The settings of an imported event, checked and written as
 * hammer_events_create() writes them: the rest of this file reads
 * settings without checking their types, so a document must not be able to
 * put anything else there. */
static JsonObject *
settings_from_document (JsonObject    *event,
                        HammerFormat   format,
                        GError       **error)
{
  static const char * const counts[] = { "rounds", "groups", "advance" };
  static const char * const flags[] = { "third_place", "final_reset", "double_round" };
  g_autoptr(GString) tie_breakers = g_string_new (NULL);
  g_autoptr(GString) classes = g_string_new (NULL);
  JsonObject *settings = NULL;
  HammerEventSpec spec;
  gint64 values[G_N_ELEMENTS (counts)];
  int switches[G_N_ELEMENTS (flags)];
  JsonNode *node;

  hammer_event_spec_init (&spec);
  spec.format = format;
  if ((node = json_object_get_member (event, "settings")) != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!JSON_NODE_HOLDS_OBJECT (node))
        return settings_error (error, _("the settings are not an object"));
      settings = json_node_get_object (node);
    }

  /* -1 stands for a count or a switch the document does not give. */
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      g_autoptr(GError) local = NULL;

      values[i] = -1;
      if (hammer_json_member (settings, counts[i]) != NULL &&
          !hammer_json_check_int (settings, counts[i], 0, 100000, 0, &values[i], &local))
        return settings_error (error, local->message);
    }
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      g_autoptr(GError) local = NULL;
      gboolean value;

      switches[i] = -1;
      if (hammer_json_member (settings, flags[i]) == NULL)
        continue;
      if (!hammer_json_check_bool (settings, flags[i], FALSE, &value, &local))
        return settings_error (error, local->message);
      switches[i] = value ? 1 : 0;
    }
  if (values[0] >= 0)
    spec.rounds = values[0];
  if (values[1] >= 0)
    spec.n_groups = values[1];
  if (values[2] >= 0)
    spec.advance = values[2];
  if (switches[0] >= 0)
    spec.third_place = switches[0];
  if (switches[1] >= 0)
    spec.final_reset = switches[1];
  if (switches[2] >= 0)
    spec.double_round = switches[2];

  node = settings != NULL ? json_object_get_member (settings, "tie_breakers") : NULL;
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonArray *names;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return settings_error (error, _("the tie-breakers are not a list"));
      names = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (names); i++)
        {
          JsonNode *name = json_array_get_element (names, i);

          if (!JSON_NODE_HOLDS_VALUE (name) || json_node_get_value_type (name) != G_TYPE_STRING ||
              strchr (json_node_get_string (name), ',') != NULL)
            return settings_error (error, _("a tie-breaker is not a name"));
          g_string_append_printf (tie_breakers, "%s%s", i > 0 ? "," : "",
                                  json_node_get_string (name));
        }
      spec.tie_breakers = tie_breakers->str;
    }

  node = settings != NULL ? json_object_get_member (settings, "classes") : NULL;
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      JsonArray *list;

      if (!JSON_NODE_HOLDS_ARRAY (node))
        return settings_error (error, _("the classes are not a list"));
      list = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonNode *item = json_array_get_element (list, i);
          JsonObject *klass = JSON_NODE_HOLDS_OBJECT (item) ? json_node_get_object (item) : NULL;
          JsonNode *minimum = klass != NULL ? json_object_get_member (klass, "min") : NULL;
          const char *name = klass != NULL ? hammer_json_string (klass, "name") : NULL;
          char number[G_ASCII_DTOSTR_BUF_SIZE];

          if (name == NULL || strpbrk (name, ",=") != NULL || minimum == NULL ||
              !JSON_NODE_HOLDS_VALUE (minimum) ||
              (json_node_get_value_type (minimum) != G_TYPE_DOUBLE &&
               json_node_get_value_type (minimum) != G_TYPE_INT64))
            return settings_error (error, _("a class needs a name and a lowest average"));
          g_ascii_dtostr (number, sizeof number, json_node_get_double (minimum));
          g_string_append_printf (classes, "%s%s=%s", i > 0 ? "," : "", name, number);
        }
      spec.classes = classes->str;
    }

  return settings_from_spec (&spec, error);
}

/* A document's bracket must hold: every side comes from a drawn entrant,
 * a bye, an earlier match or a group of this event. */
static gboolean
check_sources (EventModel  *model,
               GError     **error)
{
  g_autofree guint *seen = NULL;
  guint n_drawn = 0;

  for (guint i = 0; i < model->entrants->len; i++)
    if (((Entrant *) g_ptr_array_index (model->entrants, i))->draw_index >= 0)
      n_drawn++;
  seen = g_new0 (guint, n_drawn + 1);

  for (guint i = 0; i < model->matches->len; i++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, i);

      /* In a bracket every entrant starts in exactly one match. */
      for (guint s = 0; is_elimination (model->format) && s < row->dm.n_sides; s++)
        if (row->dm.sources[s].kind == HAMMER_SOURCE_SEED && row->dm.sources[s].ref >= 0 &&
            (guint) row->dm.sources[s].ref < n_drawn && seen[row->dm.sources[s].ref]++ > 0)
          return document_error (error, _("an entrant starts in two matches of the bracket"));

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
              return document_error (error, what);
            }
        }
    }
  return TRUE;
}

gint64
hammer_events_import (HammerStore  *self,
                           JsonNode     *document,
                           GError      **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) player_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(EventModel) model = NULL;
  g_autoptr(HammerViolation) violation = NULL;
  g_autofree char *options_text = NULL;
  g_autofree char *settings_text = NULL;
  g_autofree char *description = NULL;
  g_autofree char *now = NULL;
  JsonObject *root, *event;
  JsonArray *boards, *players, *entrants, *matches;
  HammerStoreTx tx = { 0 };
  HammerOptions options;
  HammerFormat format;
  const HammerRules *rules;
  gint64 event_id;
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), 0);
  g_return_val_if_fail (document != NULL, 0);

  if (!JSON_NODE_HOLDS_OBJECT (document) ||
      g_strcmp0 (hammer_json_string ((root = json_node_get_object (document)), "format"),
                 "hammer-event") != 0)
    return document_error (error, _("it does not say “hammer-event”"));
  if (json_object_get_int_member_with_default (root, "version", 0) > HAMMER_EVENT_DOCUMENT_VERSION)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NEWER_DATABASE,
                   _("This event document was written by a newer Hammer (version %" PRId64
                     "); update Hammer to import it"),
                   json_object_get_int_member (root, "version"));
      return 0;
    }
  if (json_object_get_member (root, "event") == NULL ||
      !JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, "event")))
    return document_error (error, _("the event is missing"));
  event = json_object_get_object_member (root, "event");
  boards = json_object_has_member (root, "boards") ? json_object_get_array_member (root, "boards") : NULL;
  players = json_object_has_member (root, "players") ? json_object_get_array_member (root, "players") : NULL;
  entrants = json_object_has_member (root, "entrants") ? json_object_get_array_member (root, "entrants") : NULL;
  matches = json_object_has_member (root, "matches") ? json_object_get_array_member (root, "matches") : NULL;
  if (boards == NULL || players == NULL || entrants == NULL || matches == NULL)
    return document_error (error, _("boards, players, entrants or matches are missing"));

  if (!check_name (hammer_json_string (event, "name"), error))
    return 0;
  if (!(rules = hammer_rules_lookup (hammer_json_string (event, "rules") ?: "", &violation)) ||
      !hammer_options_from_json (rules, json_object_has_member (event, "options")
                                          ? json_object_get_object_member (event, "options") : NULL,
                                 &options, &violation))
    return violation_to_error (violation, error);
  if (!hammer_format_from_string (hammer_json_string (event, "format") ?: "", &format))
    return document_error (error, _("the format is unknown"));
  if (!check_event_sides (format, &options, error))
    return 0;

  {
    g_autoptr(JsonObject) resolved = hammer_options_to_json (rules, &options);
    options_text = object_to_string (resolved);
  }
  {
    g_autoptr(JsonObject) settings = settings_from_document (event, format, error);

    if (settings == NULL)
      return 0;
    settings_text = object_to_string (settings);
  }

  db = hammer_store_get_db (self);
  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Import event %s"), hammer_json_string (event, "name"));
  now = hammer_now_stamp ();
  if (!hammer_store_tx_begin (&tx, db, description, error))
    return 0;

  if (!(stmt = hammer_store_prepare (db,
                                     "INSERT INTO events (name, rules, options, format, settings,"
                                     " date, venue, draw_seed, drawn_at, created_at)"
                                     " VALUES (?, ?, ?, ?, ?, ?, ?, ?, CASE WHEN ?9 THEN ?10 END,"
                                     " ?10)",
                                     error)))
    goto fail;
  sqlite3_bind_text (stmt, 1, hammer_json_string (event, "name"), -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 2, rules->id, -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 3, options_text, -1, SQLITE_TRANSIENT);
  sqlite3_bind_text (stmt, 4, hammer_format_to_string (format), -1, SQLITE_STATIC);
  sqlite3_bind_text (stmt, 5, settings_text, -1, SQLITE_TRANSIENT);
  hammer_store_bind_text (stmt, 6, hammer_json_string (event, "date"));
  hammer_store_bind_text (stmt, 7, hammer_json_string (event, "venue"));
  sqlite3_bind_int64 (stmt, 8, json_object_get_int_member_with_default (event, "draw_seed", 0));
  sqlite3_bind_int (stmt, 9, json_object_get_boolean_member_with_default (event, "drawn", FALSE));
  sqlite3_bind_text (stmt, 10, now, -1, SQLITE_TRANSIENT);
  if (!hammer_store_step_done (stmt, _("Could not store the event"), error))
    goto fail;
  event_id = sqlite3_last_insert_rowid (db);
  if (!hammer_store_tx_log_row (&tx, "events", event_id, NULL, error))
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);

  if (!(stmt = hammer_store_prepare (db, "INSERT INTO boards (event_id, number, name)"
                                         " VALUES (?, ?, ?)", error)))
    goto fail;
  for (guint b = 0; b < json_array_get_length (boards); b++)
    {
      JsonObject *board = json_array_get_object_element (boards, b);

      if (board == NULL || hammer_json_string (board, "name") == NULL)
        {
          document_error (error, _("a board has no name"));
          goto fail;
        }
      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, event_id);
      sqlite3_bind_int64 (stmt, 2, json_object_get_int_member_with_default (board, "number", b + 1));
      sqlite3_bind_text (stmt, 3, hammer_json_string (board, "name"), -1, SQLITE_TRANSIENT);
      if (!hammer_store_step_done (stmt, _("Could not store the boards"), error) ||
          !hammer_store_tx_log_row (&tx, "boards", sqlite3_last_insert_rowid (db), NULL, error))
        goto fail;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  for (guint p = 0; p < json_array_get_length (players); p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      gint64 id;

      if (player == NULL ||
          !(id = hammer_store_tx_ensure_player (&tx, hammer_json_string (player, "name"),
                                                hammer_json_string (player, "club"),
                                                hammer_json_string (player, "licence"), error)))
        {
          if (player == NULL)
            document_error (error, _("a player is not an object"));
          goto fail;
        }
      g_array_append_val (player_ids, id);
    }

  for (guint e = 0; e < json_array_get_length (entrants); e++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, e);
      JsonArray *members;
      gint64 entrant_id;

      if (entrant == NULL || hammer_json_string (entrant, "name") == NULL ||
          !json_object_has_member (entrant, "players"))
        {
          document_error (error, _("an entrant is incomplete"));
          goto fail;
        }
      if (!(stmt = hammer_store_prepare (db,
                                         "INSERT INTO entrants (event_id, name, added, seed, class,"
                                         " present, withdrawn, draw_index)"
                                         " VALUES (?, ?, ?, nullif(?, 0), ?, ?, ?, ?)", error)))
        goto fail;
      sqlite3_bind_int64 (stmt, 1, event_id);
      sqlite3_bind_text (stmt, 2, hammer_json_string (entrant, "name"), -1, SQLITE_TRANSIENT);
      sqlite3_bind_int64 (stmt, 3, json_object_get_int_member_with_default (entrant, "added", e + 1));
      sqlite3_bind_int64 (stmt, 4, json_object_get_int_member_with_default (entrant, "seed", 0));
      hammer_store_bind_text (stmt, 5, hammer_json_string (entrant, "class"));
      sqlite3_bind_int (stmt, 6, json_object_get_boolean_member_with_default (entrant, "present", TRUE));
      sqlite3_bind_int (stmt, 7, json_object_get_boolean_member_with_default (entrant, "withdrawn", FALSE));
      if (json_object_get_member (entrant, "draw_index") != NULL &&
          !JSON_NODE_HOLDS_NULL (json_object_get_member (entrant, "draw_index")))
        sqlite3_bind_int64 (stmt, 8, json_object_get_int_member (entrant, "draw_index"));
      if (!hammer_store_step_done (stmt, _("Could not store an entrant"), error))
        goto fail;
      entrant_id = sqlite3_last_insert_rowid (db);
      if (!hammer_store_tx_log_row (&tx, "entrants", entrant_id, NULL, error))
        goto fail;
      g_clear_pointer (&stmt, sqlite3_finalize);

      members = json_object_get_array_member (entrant, "players");
      if (!(stmt = hammer_store_prepare (db, "INSERT INTO entrant_players (entrant_id, player_id,"
                                             " position) VALUES (?, ?, ?)", error)))
        goto fail;
      for (guint m = 0; members != NULL && m < json_array_get_length (members); m++)
        {
          gint64 key = json_array_get_int_element (members, m);

          if (key < 0 || (guint64) key >= player_ids->len)
            {
              document_error (error, _("an entrant names a player that is not in the document"));
              goto fail;
            }
          sqlite3_reset (stmt);
          sqlite3_bind_int64 (stmt, 1, entrant_id);
          sqlite3_bind_int64 (stmt, 2, g_array_index (player_ids, gint64, key));
          sqlite3_bind_int (stmt, 3, m);
          if (!hammer_store_step_done (stmt, _("Could not store an entrant"), error) ||
              !hammer_store_tx_log_row (&tx, "entrant_players", sqlite3_last_insert_rowid (db),
                                        NULL, error))
            goto fail;
        }
      g_clear_pointer (&stmt, sqlite3_finalize);
    }

  if (!import_matches (&tx, event_id, matches, error))
    goto fail;

  /* Every result is checked by the rules again, and the bracket must hold. */
  if (!(model = load_event (db, event_id, error)) || !check_sources (model, error))
    goto fail;
  for (guint i = 0; i < model->matches->len; i++)
    {
      MatchRow *row = &g_array_index (model->matches, MatchRow, i);

      if (row->input != NULL && model->resolved[i].status == HAMMER_MATCH_PENDING)
        {
          document_error (error, _("a match has a result but its sides are not decided"));
          goto fail;
        }
      if (row->input != NULL)
        {
          g_autofree char *sides = g_strdup_printf ("%d,%d", model->resolved[i].entrants[0],
                                                    model->resolved[i].entrants[1]);
          g_autofree char *summary_text = summary_to_string (&row->summary);
          sqlite3_stmt *update = hammer_store_borrow_statement (db,
                                                            "UPDATE matches SET result_entrants = ?2,"
                                                            " winner = ?3, summary = ?4"
                                                            " WHERE id = ?1", error);

          if (update == NULL)
            goto fail;
          sqlite3_bind_int64 (update, 1, row->id);
          sqlite3_bind_text (update, 2, sides, -1, SQLITE_TRANSIENT);
          if (row->result != -1)
            sqlite3_bind_int (update, 3, row->result == -2 ? -1 : row->result);
          sqlite3_bind_text (update, 4, summary_text, -1, SQLITE_TRANSIENT);
          if (!hammer_store_tx_run_logged (&tx, "matches", row->id, update, error))
            goto fail;
        }
    }

  if (!hammer_store_tx_commit (&tx, error))
    goto fail;

  hammer_store_emit_changed (self);
  return event_id;

fail:
  hammer_store_tx_rollback (&tx);
  return 0;
}

/* Schema 5 */

/* One match as the database knows it: in the matches table, or only in a
 * snapshot of the change log (a draw made again or undone). */
typedef struct
{
  gint64          id;
  guint           draw_index;
  HammerDrawMatch dm;
} OldMatch;

/* Numbers @old[first … end - 1], one draw of one event in draw order, into
 * the temporary table "numbering". */
static gboolean
number_old_draw (sqlite3     *db,
                 GArray      *old,
                 guint        first,
                 guint        end,
                 GError     **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  guint size = g_array_index (old, OldMatch, end - 1).draw_index + 1;
  g_autofree HammerDrawMatch *draw = g_new0 (HammerDrawMatch, size);
  g_autofree guint *numbers = g_new0 (guint, size);

  /* Sources name draw indices, so the matches sit at theirs. */
  for (guint i = first; i < end; i++)
    draw[g_array_index (old, OldMatch, i).draw_index] = g_array_index (old, OldMatch, i).dm;
  hammer_draw_number_matches (draw, size, 1, numbers);

  if (!(stmt = hammer_store_prepare (db, "INSERT INTO temp.numbering (id, number) VALUES (?, ?)",
                                     error)))
    return FALSE;
  for (guint i = first; i < end; i++)
    {
      OldMatch *match = &g_array_index (old, OldMatch, i);

      sqlite3_reset (stmt);
      sqlite3_bind_int64 (stmt, 1, match->id);
      if (numbers[match->draw_index] > 0)
        sqlite3_bind_int (stmt, 2, numbers[match->draw_index]);
      else
        sqlite3_bind_null (stmt, 2);
      if (!hammer_store_step_done (stmt, _("Could not update the database"), error))
        return FALSE;
    }
  return TRUE;
}

gboolean
hammer_store_number_old_matches (sqlite3  *db,
                                 GError  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) old = g_array_new (FALSE, TRUE, sizeof (OldMatch));
  gint64 event_id = 0;
  guint first = 0;
  int rc;

  g_return_val_if_fail (db != NULL, FALSE);

  /* Every match there is or was, by event and in the order made: the ids
   * of one draw go up with its draw indices, and a draw made again starts
   * at draw index 0. A Swiss round paired later goes on from the last. */
  if (!(stmt = hammer_store_prepare (db,
                                     "WITH snapshots (row_id, snapshot) AS ("
                                     "  SELECT row_id, before FROM change_rows"
                                     "   WHERE table_name = 'matches' AND before IS NOT NULL"
                                     "  UNION ALL SELECT row_id, after FROM change_rows"
                                     "   WHERE table_name = 'matches' AND after IS NOT NULL)"
                                     " SELECT id, event_id, draw_index, n_sides, source0, source1"
                                     "  FROM matches"
                                     " UNION SELECT row_id, json_extract (snapshot, '$.event_id'),"
                                     "  json_extract (snapshot, '$.draw_index'),"
                                     "  json_extract (snapshot, '$.n_sides'),"
                                     "  json_extract (snapshot, '$.source0'),"
                                     "  json_extract (snapshot, '$.source1') FROM snapshots"
                                     " ORDER BY 2, 1",
                                     error)))
    return FALSE;
  if (!hammer_store_exec (db, "CREATE TEMP TABLE numbering (id INTEGER PRIMARY KEY,"
                              " number INTEGER)", _("Could not update the database"), error))
    return FALSE;

  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      OldMatch match = { .id = sqlite3_column_int64 (stmt, 0) };
      gint64 event = sqlite3_column_int64 (stmt, 1);
      int draw_index = sqlite3_column_int (stmt, 2);
      OldMatch *last = old->len > 0 ? &g_array_index (old, OldMatch, old->len - 1) : NULL;

      if (draw_index < 0 || (last != NULL && last->id == match.id))
        continue;
      match.draw_index = draw_index;
      match.dm.n_sides = CLAMP (sqlite3_column_int (stmt, 3), 1, 2);
      source_from_string ((const char *) sqlite3_column_text (stmt, 4), &match.dm.sources[0]);
      source_from_string ((const char *) sqlite3_column_text (stmt, 5), &match.dm.sources[1]);

      if (last != NULL && (event != event_id || match.draw_index <= last->draw_index))
        {
          if (!number_old_draw (db, old, first, old->len, error))
            return FALSE;
          first = old->len;
        }
      event_id = event;
      g_array_append_val (old, match);
    }
  if (rc != SQLITE_DONE)
    {
      hammer_store_set_error (db, rc, _("Could not update the database"), error);
      return FALSE;
    }
  if (old->len > first && !number_old_draw (db, old, first, old->len, error))
    return FALSE;

  return hammer_store_exec (db,
                            "UPDATE matches SET number = (SELECT number FROM temp.numbering"
                            " WHERE numbering.id = matches.id);"
                            "UPDATE change_rows SET before = json_set (before, '$.number',"
                            " (SELECT number FROM temp.numbering WHERE numbering.id = row_id))"
                            " WHERE table_name = 'matches' AND before IS NOT NULL;"
                            "UPDATE change_rows SET after = json_set (after, '$.number',"
                            " (SELECT number FROM temp.numbering WHERE numbering.id = row_id))"
                            " WHERE table_name = 'matches' AND after IS NOT NULL;"
                            "DROP TABLE temp.numbering;",
                            _("Could not update the database"), error);
}
