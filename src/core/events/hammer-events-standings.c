/* hammer-events-standings.c — the standings of an event and its tie-breakers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <string.h>

#include "hammer-error.h"
#include "events/hammer-events-private.h"

void
hammer_event_standings_match_from_row (HammerEventModel      *model,
                                       guint                  index,
                                       HammerStandingsMatch  *out,
                                       int                  **game_points)
{
  HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, index);
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
      out->n_counted = hammer_options_counted_games (&model->options, n_games);
    }
}

/* Every decided match of @model, and every series card with games on it,
 * for the standings; @points keeps the arrays the matches point into. The
 * games of a card typed so far count: a series ranks by points scored, and
 * a card half full has scored them. */
static void
standings_inputs (HammerEventModel *model,
                  GArray           *matches,
                  GPtrArray        *points)
{
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);
      HammerStandingsMatch match;
      int *game_points = NULL;

      if (model->resolved[i].status != HAMMER_MATCH_FINISHED &&
          !(row->dm.n_sides == 1 && row->input != NULL))
        continue;
      hammer_event_standings_match_from_row (model, i, &match, &game_points);
      if (game_points != NULL)
        g_ptr_array_add (points, game_points);
      g_array_append_val (matches, match);
      /* Rotating partners: each player's line adds up what their sides
       * won, so the partners play the match too, against each other. */
      if (hammer_event_side_partner (model, i, 0) >= 0 && !match.bye)
        {
          for (guint s = 0; s < 2; s++)
            match.entrants[s] = hammer_event_side_partner (model, i, s);
          g_array_append_val (matches, match);
        }
    }
}

guint
hammer_event_tie_breakers (HammerEventModel *model,
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
 * player with a bye is paired as one who won. The event's own match
 * points, where it has them, were checked when it was created. */
void
hammer_events_standings_options (JsonObject             *settings,
                                 HammerFormat            format,
                                 HammerStandingsOptions *options)
{
  JsonArray *points = NULL;

  g_return_if_fail (options != NULL);

  hammer_standings_options_init (options);
  if (settings != NULL && json_object_has_member (settings, "match_points"))
    points = json_object_get_array_member (settings, "match_points");
  if (points != NULL && json_array_get_length (points) == 3)
    {
      options->win_points = json_array_get_double_element (points, 0);
      options->draw_points = json_array_get_double_element (points, 1);
      options->loss_points = json_array_get_double_element (points, 2);
      options->bye_points = options->win_points;
    }
  if (!hammer_format_get_info (format)->pairs_rounds)
    options->bye_points = 0;
}

static void
event_standings_options (HammerEventModel       *model,
                         HammerStandingsOptions *options)
{
  hammer_events_standings_options (model->settings, model->format, options);
}

GArray *
hammer_event_compute_standings (HammerEventModel *model)
{
  g_autoptr(GArray) matches = g_array_new (FALSE, TRUE, sizeof (HammerStandingsMatch));
  g_autoptr(GPtrArray) points = g_ptr_array_new_with_free_func (g_free);
  HammerTieBreaker tie_breakers[HAMMER_N_TIE_BREAKERS];
  guint n_tie_breakers = hammer_event_tie_breakers (model, tie_breakers);
  HammerStandingsOptions options;
  guint n_drawn = 0;

  for (guint i = 0; i < model->entrants->len; i++)
    if (((HammerEventEntrant *) g_ptr_array_index (model->entrants, i))->draw_index >= 0)
      n_drawn++;

  event_standings_options (model, &options);
  standings_inputs (model, matches, points);
  return hammer_standings_compute (n_drawn, (HammerStandingsMatch *) matches->data, matches->len,
                                   tie_breakers, n_tie_breakers, &options);
}

static int
compare_by_placing (gconstpointer a,
                    gconstpointer b)
{
  const HammerEventStandingsLine *x = a, *y = b;

  /* Those still in a knockout share the first place, ahead of everyone
   * it has placed. */
  if (x->place != y->place)
    return x->place < y->place ? -1 : 1;
  /* Within a shared place, and for those not placed, the standings order. */
  return x->row.place < y->row.place ? -1 : x->row.place > y->row.place ? 1 : 0;
}

/* Whether a knockout is under way in @model: from the draw in an
 * elimination, once the groups have placed those who did not go through
 * in groups. */
static gboolean
knockout_under_way (HammerEventModel *model,
                    GArray           *rows)
{
  if (hammer_event_is_elimination (model->format))
    return TRUE;
  /* With a second knockout the groups leave nobody to place: the
   * knockouts are under way once the groups have filled both. */
  if (hammer_draw_second_knockout_offset (&model->draw) > 0)
    {
      for (guint i = 0; i < model->matches->len; i++)
        {
          const HammerDrawMatch *match = &model->draw.matches[i];
          const HammerResolvedMatch *resolved = &model->resolved[i];

          if (match->stage == 1 && match->round == 1 && match->bracket != HAMMER_BRACKET_PLACEMENT
              && match->bracket != HAMMER_BRACKET_CONSOLATION
              && (resolved->entrants[0] == HAMMER_ENTRANT_UNKNOWN
                  || resolved->entrants[1] == HAMMER_ENTRANT_UNKNOWN))
            return FALSE;
        }
      return TRUE;
    }
  for (guint r = 0; r < rows->len; r++)
    if (model->places[g_array_index (rows, HammerStandingsRow, r).entrant] > 0)
      return TRUE;
  return FALSE;
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
      HammerEventStandingsLine *line = &g_array_index (lines, HammerEventStandingsLine,
                                                       g_array_index (members, guint, k));
      guint place = G_STRUCT_MEMBER (guint, line, place_offset);
      gboolean shared = FALSE;

      for (guint n = k > 0 ? k - 1 : k + 1; place > 0 && n <= k + 1 && n < members->len; n += 2)
        shared |= G_STRUCT_MEMBER (guint, &g_array_index (lines, HammerEventStandingsLine,
                                                          g_array_index (members, guint, n)),
                                   place_offset) == place;
      G_STRUCT_MEMBER (gboolean, line, shared_offset) = shared;
    }
}

/* Places within each class: the overall order holds, places count from 1
 * within the class, and entrants level overall stay level. */
static void
place_classes (HammerEventModel *model,
               GArray           *lines)
{
  g_autoptr(GHashTable) classes = g_hash_table_new_full (g_str_hash, g_str_equal, NULL,
                                                         (GDestroyNotify) g_array_unref);
  GHashTableIter iter;
  gpointer value;

  for (guint i = 0; i < lines->len; i++)
    {
      HammerEventStandingsLine *line = &g_array_index (lines, HammerEventStandingsLine, i);
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, line->row.entrant);
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
          HammerEventStandingsLine *line = &g_array_index (lines, HammerEventStandingsLine,
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
      mark_shared (lines, G_STRUCT_OFFSET (HammerEventStandingsLine, class_place),
                   G_STRUCT_OFFSET (HammerEventStandingsLine, class_shared), members);
    }
}

gboolean *
hammer_event_bracket_players (HammerEventModel *model,
                              HammerBracket     bracket)
{
  gboolean *in = NULL;

  for (guint i = 0; i < model->matches->len; i++)
    {
      if (model->draw.matches[i].bracket != bracket)
        continue;
      if (in == NULL)
        in = g_new0 (gboolean, MAX (model->entrants->len, 1));
      for (guint s = 0; s < 2; s++)
        {
          int entrant = model->resolved[i].entrants[s];

          if (entrant >= 0 && (guint) entrant < model->entrants->len)
            in[entrant] = TRUE;
        }
    }
  return in;
}

/* The consolation and the second knockout pay places of their own,
 * counted from their first: one more than the number of their players
 * placed ahead, so a bye's slot leaves no gap there either. */
static void
bracket_places (GArray *lines)
{
  for (guint i = 0; i < lines->len; i++)
    {
      HammerEventStandingsLine *line = &g_array_index (lines, HammerEventStandingsLine, i);

      if ((!line->consolation && !line->second_knockout) || line->place == 0)
        continue;
      line->bracket_place = 1;
      for (guint o = 0; o < lines->len; o++)
        {
          const HammerEventStandingsLine *other = &g_array_index (lines,
                                                                 HammerEventStandingsLine, o);

          line->bracket_place += other->consolation == line->consolation
                                 && other->second_knockout == line->second_knockout
                                 && other->place < line->place;
        }
    }
}

GArray *
hammer_event_standings (HammerEventModel *model)
{
  g_autoptr(GArray) rows = hammer_event_compute_standings (model);
  g_autoptr(GArray) everyone = g_array_new (FALSE, FALSE, sizeof (guint));
  GArray *lines = g_array_sized_new (FALSE, TRUE, sizeof (HammerEventStandingsLine), rows->len);
  gboolean by_bracket = hammer_format_places_by_bracket (model->format);
  gboolean knockout = by_bracket && knockout_under_way (model, rows);
  g_autofree gboolean *consolation = hammer_event_bracket_players (model,
                                                                  HAMMER_BRACKET_CONSOLATION);
  g_autofree gboolean *second = hammer_event_bracket_players (model,
                                                             HAMMER_BRACKET_SECOND_KNOCKOUT);
  guint offset = hammer_draw_consolation_offset (&model->draw);
  guint second_offset = hammer_draw_second_knockout_offset (&model->draw);

  for (guint r = 0; r < rows->len; r++)
    {
      HammerEventStandingsLine line = { .row = g_array_index (rows, HammerStandingsRow, r) };
      int placing = model->places[line.row.entrant];

      /* In a knockout under way, those not out yet can all still win: they
       * share the first place, and those out take the places after them.
       * In the group stage nobody is placed yet, and the tables order them. */
      if (!by_bracket)
        line.place = line.row.place;
      else if (placing > 0)
        line.place = (guint) placing;
      else if (knockout && consolation != NULL && consolation[line.row.entrant])
        {
          /* Still in the consolation: they can win that, no more. */
          line.place = offset + 1;
          line.still_in = TRUE;
        }
      else if (knockout && second != NULL && second[line.row.entrant])
        {
          /* Still in the second knockout: its first place is the best left. */
          line.place = second_offset + 1;
          line.still_in = TRUE;
        }
      else if (knockout)
        {
          line.place = 1;
          line.still_in = TRUE;
        }
      line.consolation = consolation != NULL && consolation[line.row.entrant];
      line.second_knockout = second != NULL && second[line.row.entrant];
      g_array_append_val (lines, line);
    }
  bracket_places (lines);
  if (knockout)
    g_array_sort (lines, compare_by_placing);

  for (guint i = 0; i < lines->len; i++)
    g_array_append_val (everyone, i);
  mark_shared (lines, G_STRUCT_OFFSET (HammerEventStandingsLine, place),
               G_STRUCT_OFFSET (HammerEventStandingsLine, shared), everyone);
  place_classes (model, lines);
  return lines;
}

gboolean
hammer_event_tie_breaker_from_name (const char        *name,
                                    HammerTieBreaker  *tie_breaker,
                                    GError           **error)
{
  if (hammer_tie_breaker_from_string (name, tie_breaker))
    return TRUE;
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
               _("“%s” is not a tie-breaker; Hammer knows match-points, wins, "
                 "games-won, game-difference, point-difference, head-to-head, "
                 "buchholz, median-buchholz, sonneborn-berger, total-points and "
                 "best-game"), name);
  return FALSE;
}

/* The tie-breakers @names as the settings keep them, each once. */
static JsonArray *
tie_breakers_from_names (const char * const  *names,
                         GError             **error)
{
  g_autoptr(JsonArray) array = json_array_new ();
  gboolean seen[HAMMER_N_TIE_BREAKERS] = { FALSE };

  if (names[0] == NULL)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("An event needs at least one tie-breaker"));
      return NULL;
    }
  for (guint i = 0; names[i] != NULL; i++)
    {
      HammerTieBreaker tie_breaker;

      if (!hammer_event_tie_breaker_from_name (names[i], &tie_breaker, error))
        return NULL;
      if (seen[tie_breaker])
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The tie-breaker “%s” is listed twice"), names[i]);
          return NULL;
        }
      seen[tie_breaker] = TRUE;
      json_array_add_string_element (array, hammer_tie_breaker_to_string (tie_breaker));
    }
  return g_steal_pointer (&array);
}

gboolean
hammer_event_write_settings (HammerStoreTx    *tx,
                             HammerEventModel *model,
                             GError          **error)
{
  g_autofree char *settings_text = hammer_event_object_to_string (model->settings);
  sqlite3_stmt *stmt;

  if (!(stmt = hammer_store_borrow_statement (tx->db, "UPDATE events SET settings = ?2"
                                                      " WHERE id = ?1", error)))
    return FALSE;
  sqlite3_bind_int64 (stmt, 1, model->id);
  sqlite3_bind_text (stmt, 2, settings_text, -1, SQLITE_TRANSIENT);
  return hammer_store_tx_run_logged (tx, "events", model->id, stmt, error);
}

gboolean
hammer_events_set_tie_breakers (HammerStore        *self,
                                gint64              event_id,
                                const char *const  *names,
                                GError            **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(JsonArray) array = NULL;
  g_autofree char *description = NULL;
  g_auto(HammerStoreTx) tx = { 0 };
  sqlite3 *db;

  g_return_val_if_fail (HAMMER_IS_STORE (self), FALSE);
  g_return_val_if_fail (names != NULL, FALSE);

  db = hammer_store_get_db (self);
  if (!hammer_store_tx_begin (&tx, db, HAMMER_STORE_TX_UNNAMED, error) ||
      !(model = hammer_event_load (db, event_id, error)))
    return FALSE;
  /* Standings already shown to players must not change their order under them. */
  if (hammer_event_any_result (model))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” has results already: the tie-breakers can only be changed before "
                     "the first result"), model->name);
      return FALSE;
    }
  if (!(array = tie_breakers_from_names (names, error)))
    return FALSE;
  json_object_set_array_member (model->settings, "tie_breakers", g_steal_pointer (&array));

  /* TRANSLATORS: a change in the history; %s is an event's name. */
  description = g_strdup_printf (_("Change the tie-breakers of %s"), model->name);
  if (!hammer_store_tx_describe (&tx, description, error))
    return FALSE;
  return hammer_store_tx_end (&tx, self, hammer_event_write_settings (&tx, model, error), error);
}
