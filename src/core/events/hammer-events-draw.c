/* hammer-events-draw.c — the draw, the Swiss rounds and the sjoelbak classes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>
#include <string.h>

#include "events/hammer-format-definition.h"
#include "events/hammer-swiss.h"
#include "events/hammer-rotating-partners.h"
#include "hammer-error.h"
#include "hammer-now.h"
#include "events/hammer-events-private.h"

int
hammer_event_compare_for_seeding (gconstpointer a,
                                  gconstpointer b)
{
  const HammerEventEntrant *x = *(const HammerEventEntrant * const *) a;
  const HammerEventEntrant *y = *(const HammerEventEntrant * const *) b;

  /* Seeded entrants first, by seed; the rest in the order they came in. */
  if ((x->seed > 0) != (y->seed > 0))
    return x->seed > 0 ? -1 : 1;
  if (x->seed != y->seed)
    return x->seed < y->seed ? -1 : 1;
  return x->added < y->added ? -1 : x->added > y->added ? 1 : 0;
}

/* Inserts a match and logs it at once. */
static gboolean
insert_match (HammerStoreTx          *tx,
              HammerEventModel       *model,
              guint                   draw_index,
              guint                   number,
              const HammerDrawMatch  *dm,
              gint64                 *id_out,
              GError                **error)
{
  gint64 id = hammer_event_insert_match_row (tx, model, draw_index, number, dm, error);

  if (id == 0 || !hammer_store_tx_log_row (tx, "matches", id, NULL, error))
    return FALSE;
  if (id_out != NULL)
    *id_out = id;
  return TRUE;
}

guint
hammer_event_swiss_rounds_of (JsonObject *settings,
                              guint       n_drawn)
{
  gint64 rounds = json_object_get_int_member_with_default (settings, "rounds", 0);

  if (rounds > 0)
    return rounds;
  /* Enough rounds for one player to stay unbeaten. */
  return n_drawn > 1 ? (guint) ceil (log2 (n_drawn)) : 1;
}

guint
hammer_event_swiss_rounds (HammerEventModel *model)
{
  guint n = 0;

  for (guint i = 0; i < model->entrants->len; i++)
    if (((HammerEventEntrant *) g_ptr_array_index (model->entrants, i))->draw_index >= 0)
      n++;
  return hammer_event_swiss_rounds_of (model->settings, n);
}

/* Entrant @e as Swiss pairing sees it: its score and place in @rows (the
 * standings so far), whom it met, and its byes. The array of its
 * opponents goes into @opponents, which keeps it. */
static HammerSwissPlayer
swiss_player (HammerEventModel *model,
              GArray           *rows,
              guint             e,
              GPtrArray        *opponents)
{
  HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, e);
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
  return player;
}

gboolean
hammer_event_pair_swiss_round (HammerStoreTx    *tx,
                               HammerEventModel *model,
                               guint             round,
                               GError          **error)
{
  g_autoptr(GArray) rows = hammer_event_compute_standings (model);
  g_autoptr(GArray) players = g_array_new (FALSE, TRUE, sizeof (HammerSwissPlayer));
  g_autoptr(GPtrArray) opponents = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autoptr(GArray) pairs = NULL;
  g_autofree HammerDrawMatch *round_matches = NULL;
  g_autofree guint *numbers = NULL;
  guint n_drawn = 0;
  guint last_number = 0;

  for (guint i = 0; i < model->matches->len; i++)
    last_number = MAX (last_number, g_array_index (model->matches, HammerEventMatchRow, i).number);
  for (guint i = 0; i < model->entrants->len; i++)
    if (((HammerEventEntrant *) g_ptr_array_index (model->entrants, i))->draw_index >= 0)
      n_drawn++;

  for (guint e = 0; e < n_drawn; e++)
    {
      HammerSwissPlayer player = swiss_player (model, rows, e, opponents);

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
      HammerEventMatchRow row = { 0 };

      row.dm = round_matches[p];
      row.result = -1;
      row.number = numbers[p];
      if (!insert_match (tx, model, model->matches->len, row.number, &row.dm, &row.id, error))
        return FALSE;
      g_array_append_val (model->matches, row);
    }

  /* The new round counts at once, without a reload. */
  hammer_event_resolve (model);
  return TRUE;
}

/* Sjoelbak classes: each entrant's class follows from the average of its
 * (first) player when the draw is made; no average, no class. */
static gboolean
assign_classes (HammerStoreTx    *tx,
                HammerEventModel *model,
                GPtrArray        *field,
                GError          **error)
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
      HammerEventEntrant *entrant = g_ptr_array_index (field, i);
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

/* The entrants present and not withdrawn, in seeding order. */
static GPtrArray *
draw_field (HammerEventModel *model)
{
  GPtrArray *field = g_ptr_array_new ();

  for (guint i = 0; i < model->entrants->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->present && !entrant->withdrawn)
        g_ptr_array_add (field, entrant);
    }
  g_ptr_array_sort (field, hammer_event_compare_for_seeding);
  return field;
}

/* An event for teams draws teams: players entered one by one would play
 * alone against pairs, or each other, as if it were singles. */
static gboolean
field_makes_teams (HammerEventModel  *model,
                   GPtrArray         *field,
                   GError           **error)
{
  guint team_size = MAX (model->options.team_size, 1);
  guint n_short = 0;

  for (guint i = 0; i < field->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (field, i);

      if (entrant->player_ids->len < team_size)
        n_short++;
    }
  if (team_size < 2 || n_short == 0)
    return TRUE;
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               /* TRANSLATORS: an event's name, its team size and how many
                * entrants are not full teams. */
               g_dngettext (GETTEXT_PACKAGE,
                            "“%s” is played in teams of %u, but %u entrant is not a full team: "
                            "make teams of the players with Blind Draw, or enter each team as "
                            "one entrant (“Anna / Bert”)",
                            "“%s” is played in teams of %u, but %u entrants are not full teams: "
                            "make teams of the players with Blind Draw, or enter each team as "
                            "one entrant (“Anna / Bert”)", n_short),
               model->name, team_size, n_short);
  return FALSE;
}

/* Rotating partners */

static HammerSource
partner_seed (guint player)
{
  return (HammerSource) { .kind = HAMMER_SOURCE_SEED, .ref = (int) player };
}

/* Round @round of @model as the pairing module counts it: its tables,
 * and everyone in none of them sitting out. */
static HammerPartnersRound *
partners_round_of (HammerEventModel *model,
                   guint             round,
                   guint             n_players)
{
  HammerPartnersRound *out = g_new0 (HammerPartnersRound, 1);
  g_autofree gboolean *plays = g_new0 (gboolean, MAX (n_players, 1));

  out->tables = g_array_new (FALSE, FALSE, sizeof (HammerPartnersTable));
  out->sitting_out = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < model->matches->len; i++)
    {
      const HammerDrawMatch *dm = &g_array_index (model->matches, HammerEventMatchRow, i).dm;
      HammerPartnersTable table;
      gboolean whole = TRUE;

      if (dm->round != round)
        continue;
      for (guint s = 0; s < 2; s++)
        {
          const HammerSource *people[2] = { &dm->sources[s], &dm->partners[s] };

          for (guint x = 0; x < 2; x++)
            {
              whole &= people[x]->kind == HAMMER_SOURCE_SEED && people[x]->ref >= 0 &&
                       (guint) people[x]->ref < n_players;
              table.players[s][x] = whole ? (guint) people[x]->ref : 0;
            }
        }
      if (!whole)
        continue;
      for (guint s = 0; s < 2; s++)
        for (guint x = 0; x < 2; x++)
          plays[table.players[s][x]] = TRUE;
      g_array_append_val (out->tables, table);
    }
  for (guint p = 0; p < n_players; p++)
    if (!plays[p])
      g_array_append_val (out->sitting_out, p);
  return out;
}

gboolean
hammer_event_redraw_partners (HammerStoreTx     *tx,
                              HammerEventModel  *model,
                              GError           **error)
{
  g_autoptr(GPtrArray) played = g_ptr_array_new_with_free_func (
    (GDestroyNotify) hammer_partners_round_free);
  g_autoptr(GPtrArray) rounds = NULL;
  g_autofree gboolean *out = NULL;
  guint n_players = 0, n_in = 0, last_round = 0, first_new = 1, n_kept = 0, number = 0;

  for (guint i = 0; i < model->entrants->len; i++)
    if (((HammerEventEntrant *) g_ptr_array_index (model->entrants, i))->draw_index >= 0)
      n_players++;
  out = g_new0 (gboolean, MAX (n_players, 1));
  for (guint i = 0; i < model->entrants->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->draw_index >= 0 && (guint) entrant->draw_index < n_players)
        out[entrant->draw_index] = entrant->withdrawn;
    }
  for (guint p = 0; p < n_players; p++)
    n_in += !out[p];
  /* A round with a result is under way and stays as drawn; every round
   * after the last of those is paired again. */
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      last_round = MAX (last_round, row->dm.round);
      if (row->input != NULL || row->finished_at != NULL)
        first_new = MAX (first_new, row->dm.round + 1);
    }
  /* Fewer than four cannot make a table: the rounds left stay as drawn,
   * their matches with one who left not played. */
  if (first_new > last_round || n_in < 4)
    return TRUE;

  for (guint r = 1; r < first_new; r++)
    g_ptr_array_add (played, partners_round_of (model, r, n_players));
  if (!(rounds = hammer_partners_redraw (n_players, out, played, last_round - first_new + 1,
                                         (guint32) model->draw_seed + first_new, error)))
    return FALSE;

  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      if (row->dm.round < first_new)
        {
          n_kept++;
          number = MAX (number, row->number);
        }
      else if (!hammer_store_tx_update_row (tx, "matches", row->id,
                                            "DELETE FROM matches WHERE id = ?1", error))
        return FALSE;
    }
  for (guint r = 0; r < rounds->len; r++)
    {
      HammerPartnersRound *round = g_ptr_array_index (rounds, r);

      for (guint t = 0; t < round->tables->len; t++)
        {
          HammerPartnersTable *table = &g_array_index (round->tables, HammerPartnersTable, t);
          HammerDrawMatch dm = {
            .bracket = HAMMER_BRACKET_ROUND_ROBIN,
            .round = first_new + r,
            .position = t,
            .group = -1,
            .n_sides = 2,
            .sources = { partner_seed (table->players[0][0]), partner_seed (table->players[1][0]) },
            .partners = { partner_seed (table->players[0][1]), partner_seed (table->players[1][1]) },
          };

          if (!insert_match (tx, model, n_kept++, ++number, &dm, NULL, error))
            return FALSE;
        }
    }
  return TRUE;
}

void
hammer_event_draw_options (JsonObject        *settings,
                           HammerDrawOptions *options)
{
  memset (options, 0, sizeof *options);
  options->third_place = json_object_get_boolean_member_with_default (settings, "third_place",
                                                                      FALSE);
  options->final_reset = json_object_get_boolean_member_with_default (settings, "final_reset",
                                                                      TRUE);
  options->double_round = json_object_get_boolean_member_with_default (settings, "double_round",
                                                                       FALSE);
  options->n_groups = json_object_get_int_member_with_default (settings, "groups", 0);
  options->advance = json_object_get_int_member_with_default (settings, "advance", 2);
  options->rounds = json_object_get_int_member_with_default (settings, "rounds", 0);
  options->consolation = json_object_get_boolean_member_with_default (settings, "consolation",
                                                                      FALSE);
  options->placement = json_object_get_boolean_member_with_default (settings, "placement",
                                                                    FALSE);
  options->second_knockout = json_object_get_boolean_member_with_default (settings,
                                                                          "second_knockout",
                                                                          FALSE);
}

/* A new draw replaces the old one whole: its matches go, and every entrant
 * of @field takes its place in the draw. */
static gboolean
place_field (HammerStoreTx    *tx,
             HammerEventModel *model,
             GPtrArray        *field,
             GError          **error)
{
  g_autofree gint64 *ids = NULL;
  sqlite3_stmt *stmt;
  gsize length;
  guint first_seq;
  gboolean done;

  for (guint i = 0; i < model->matches->len; i++)
    if (!hammer_store_tx_update_row (tx, "matches",
                                     g_array_index (model->matches, HammerEventMatchRow, i).id,
                                     "DELETE FROM matches WHERE id = ?1", error))
      return FALSE;
  for (guint i = 0; i < model->entrants->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, i);

      if (entrant->draw_index >= 0 &&
          !hammer_store_tx_update_row (tx, "entrants", entrant->id,
                                       "UPDATE entrants SET draw_index = NULL WHERE id = ?1",
                                       error))
        return FALSE;
    }
  /* A thousand entrants are logged in two statements, not three each. */
  ids = g_new (gint64, MAX (field->len, 1));
  for (guint i = 0; i < field->len; i++)
    ids[i] = ((HammerEventEntrant *) g_ptr_array_index (field, i))->id;
  if (!hammer_store_tx_log_rows_before (tx, "entrants", ids, field->len, &first_seq, error))
    return FALSE;
  /* Each takes its place in one statement, not one each (issue 28): its
   * place in the field is its place in the list of ids. */
  if (field->len > 0)
    {
      g_autofree char *list = hammer_store_ids_to_json (ids, field->len, &length);

      if (!(stmt = hammer_store_borrow_statement (tx->db, "UPDATE entrants SET draw_index = j.key"
                                                          " FROM json_each (?1) j"
                                                          " WHERE entrants.id = j.value", error)))
        return FALSE;
      sqlite3_bind_text (stmt, 1, list, (int) length, SQLITE_STATIC);
      done = hammer_store_step_done (stmt, _("Could not store the draw"), error);
      sqlite3_reset (stmt);
      if (!done)
        return FALSE;
    }
  return hammer_store_tx_log_rows_after (tx, "entrants", first_seq, field->len, error);
}

/* The matches of @draw, numbered, and the draw's seed and time on the
 * event. */
static gboolean
write_draw (HammerStoreTx     *tx,
            HammerEventModel  *model,
            const HammerDraw  *draw,
            guint32            seed,
            guint             *numbers,
            gint64            *first_id,
            GError           **error)
{
  g_autofree char *now = hammer_now_stamp ();
  sqlite3_stmt *stmt;
  gint64 first = 0;

  *first_id = 0;
  hammer_draw_number_matches (draw->matches, draw->n_matches, 1, numbers);
  /* Logged after they are all in, in one statement: their ids follow
   * each other. */
  if (draw->n_matches > 0 &&
      (!hammer_event_insert_draw_matches (tx, model, draw, numbers, &first, error) ||
       !hammer_store_tx_log_new_rows (tx, "matches", first, first + draw->n_matches - 1,
                                      error)))
    return FALSE;
  *first_id = first;

  if (!(stmt = hammer_store_borrow_statement (tx->db, "UPDATE events SET draw_seed = ?2,"
                                                      " drawn_at = ?3 WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, model->id);
  sqlite3_bind_int64 (stmt, 2, seed);
  sqlite3_bind_text (stmt, 3, now, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_run_logged (tx, "events", model->id, stmt, error);
}

gboolean
hammer_events_draw (HammerStore  *self,
                    gint64        event_id,
                    gboolean      have_seed,
                    guint32       seed,
                    GError      **error)
{
  return _hammer_events_draw (self, event_id, have_seed, seed, FALSE, error);
}

gboolean
_hammer_events_draw (HammerStore  *self,
                     gint64        event_id,
                     gboolean      have_seed,
                     guint32       seed,
                     gboolean      full_teams,
                     GError      **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GPtrArray) field = NULL;
  g_autoptr(HammerDraw) draw = NULL;
  g_autofree char *description = NULL;
  g_autofree guint *numbers = NULL;
  gint64 first_id = 0;
  HammerDrawOptions options;
  guint min_entrants;
  g_auto(HammerStoreTx) tx = { 0 };

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);

  /* Whether the event has results is read inside the change: a board's
   * result cannot slip in between the check and the draw. */
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (hammer_store_get_db (self), event_id, error)))
    return FALSE;

  if (hammer_event_any_result (model))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has results already; the draw can no longer be made again"),
                   model->name);
      return FALSE;
    }

  field = draw_field (model);
  if (full_teams && !field_makes_teams (model, field, error))
    return FALSE;
  min_entrants = hammer_format_get_definition (model->format)->min_entrants;
  if (field->len < min_entrants && min_entrants <= 2)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” needs at least two entrants to be drawn; it has %u"), model->name,
                   field->len);
      return FALSE;
    }
  if (field->len < min_entrants)
    {
      /* TRANSLATORS: an event's name, the fewest entrants its format takes,
       * then how many it has. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   g_dngettext (GETTEXT_PACKAGE,
                                "“%s” needs at least %u entrants to be drawn; it has %u",
                                "“%s” needs at least %u entrants to be drawn; it has %u",
                                field->len),
                   model->name, min_entrants, field->len);
      return FALSE;
    }

  if (!have_seed)
    seed = g_random_int ();
  hammer_event_draw_options (model->settings, &options);
  options.seed = seed;
  if (!(draw = hammer_draw_new (model->format, field->len, &options, error)))
    return FALSE;

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Draw %s"), model->name);
  if (!hammer_store_tx_describe (&tx, description, error))
    return FALSE;
  numbers = g_new0 (guint, MAX (draw->n_matches, 1));
  if (!place_field (&tx, model, field, error) ||
      !assign_classes (&tx, model, field, error) ||
      !write_draw (&tx, model, draw, seed, numbers, &first_id, error))
    goto fail;
  /* Classes are read back with the rest. */
  if (json_object_has_member (model->settings, "classes") || first_id == 0)
    {
      if (!hammer_event_reload (&tx, &model, error))
        goto fail;
    }
  else
    hammer_event_adopt_draw (model, field, draw, numbers, first_id, seed);
  if (hammer_format_get_info (model->format)->pairs_rounds &&
      !hammer_event_pair_swiss_round (&tx, model, 1, error))
    goto fail;
  /* What is shown next is the draw just made: read once, not twice. */
  if (!hammer_event_assign_boards (&tx, model, error) ||
      !hammer_event_finish_keeping (&tx, self, &model, error))
    goto fail;
  return TRUE;

fail:
  hammer_store_tx_rollback (&tx);
  return FALSE;
}
