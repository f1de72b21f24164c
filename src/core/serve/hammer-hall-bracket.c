/* hammer-hall-bracket.c — an event's bracket and cross-tables as the hall
 * page draws them
 *
 * The hall page draws, it does not lay out: the bracket's boxes, headers
 * and lines come placed by the layout the app's bracket view uses
 * (events/hammer-bracket-layout.c, in content units), read from the
 * event's typed matches as the view reads them; the cross-tables are the
 * core's (HammerCrossTable), each cell's legs with their scores as the
 * row's entrant saw them. Texts the page writes around them ("Winner of
 * match 12", "w/o") are the page's, in its reader's language.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-bracket-layout.h"
#include "events/hammer-cross-table.h"
#include "events/hammer-event-matches.h"
#include "events/hammer-format.h"
#include "serve/hammer-hall-bracket.h"

static const char *
state_name (HammerBracketState state)
{
  switch (state)
    {
    case BRACKET_STATE_FINISHED: return "finished";
    case BRACKET_STATE_LIVE: return "in_progress";
    case BRACKET_STATE_READY: return "ready";
    case BRACKET_STATE_PENDING:
    default: return "pending";
    }
}

/* Where side @s of @m comes from while it is not known, or null. */
static JsonNode *
side_from (const HammerBracketMatch *m,
           guint                     s)
{
  JsonObject *from = json_object_new ();

  switch (m->from_kind[s])
    {
    case BRACKET_FROM_WINNER:
    case BRACKET_FROM_LOSER:
      json_object_set_string_member (from, "kind", m->from_kind[s] == BRACKET_FROM_WINNER
                                                   ? "winner" : "loser");
      json_object_set_int_member (from, "number", m->from_number[s]);
      break;
    case BRACKET_FROM_GROUP:
      json_object_set_string_member (from, "kind", "group");
      json_object_set_string_member (from, "group", m->from_group[s]);
      json_object_set_int_member (from, "place", m->from_match[s]);
      break;
    case BRACKET_FROM_BYE:
      json_object_set_string_member (from, "kind", "bye");
      break;
    case BRACKET_FROM_NONE:
    default:
      json_object_unref (from);
      return json_node_new (JSON_NODE_NULL);
    }
  return json_node_init_object (json_node_alloc (), from);
}

static JsonObject *
match_json (const HammerBracketMatch *m)
{
  JsonObject *object = json_object_new ();
  JsonArray *sides = json_array_new ();

  json_object_set_int_member (object, "id", m->id);
  json_object_set_int_member (object, "number", m->number);
  json_object_set_double_member (object, "x", m->x);
  json_object_set_double_member (object, "y", m->y);
  json_object_set_string_member (object, "state", state_name (m->state));
  if (m->winner >= 0)
    json_object_set_int_member (object, "winner", m->winner);
  else
    json_object_set_null_member (object, "winner");
  json_object_set_boolean_member (object, "bye", m->bye);
  json_object_set_boolean_member (object, "walkover", m->walkover);
  json_object_set_int_member (object, "board", m->board);
  for (guint s = 0; s < 2; s++)
    {
      JsonObject *side = json_object_new ();

      if (m->names[s] != NULL && m->entrants[s] > 0)
        json_object_set_string_member (side, "name", m->names[s]);
      else
        json_object_set_null_member (side, "name");
      json_object_set_int_member (side, "seed", m->seeds[s]);
      if (m->has_score)
        json_object_set_int_member (side, "score", m->score[s]);
      else
        json_object_set_null_member (side, "score");
      json_object_set_member (side, "from", side_from (m, s));
      json_array_add_object_element (sides, side);
    }
  json_object_set_array_member (object, "sides", sides);
  return object;
}

/* The line from each match that sends its winner on to a side of @m: an
 * elbow [x0, y0, x, y1, x1], as the app draws it; "done" once that winner
 * is known. */
static void
add_lines (HammerBracketLayout      *layout,
           const HammerBracketMatch *m,
           JsonArray                *lines)
{
  for (guint s = 0; s < 2; s++)
    {
      HammerBracketMatch *source;
      JsonObject *line;
      JsonArray *points;
      double x0, x1;

      if (m->from_kind[s] != BRACKET_FROM_WINNER ||
          !(source = hammer_bracket_layout_find (layout, m->from_match[s])))
        continue;
      x0 = source->x + layout->box_w;
      x1 = m->x;
      line = json_object_new ();
      points = json_array_new ();
      json_array_add_double_element (points, x0);
      json_array_add_double_element (points, hammer_bracket_match_center_y (source));
      json_array_add_double_element (points, hammer_bracket_elbow_x (x0, x1));
      json_array_add_double_element (points, hammer_bracket_match_side_y (m, (int) s));
      json_array_add_double_element (points, x1);
      json_object_set_array_member (line, "points", points);
      json_object_set_boolean_member (line, "done", source->state == BRACKET_STATE_FINISHED);
      json_array_add_object_element (lines, line);
    }
}

static JsonNode *
bracket_json (HammerEvent *event,
              GListModel  *matches)
{
  g_autoptr(GArray) read = hammer_bracket_matches_read (event, matches);
  g_autoptr(HammerBracketLayout) layout = NULL;
  JsonObject *bracket;
  JsonArray *headers, *boxes, *lines;

  if (read->len == 0)
    return json_node_new (JSON_NODE_NULL);
  layout = hammer_bracket_layout_new ();
  hammer_bracket_layout_set_matches (layout, (HammerBracketMatch *) (void *) read->data,
                                     read->len, -1);
  bracket = json_object_new ();
  json_object_set_double_member (bracket, "width", layout->content_width);
  json_object_set_double_member (bracket, "height", layout->content_height);
  json_object_set_double_member (bracket, "box_w", layout->box_w);
  json_object_set_double_member (bracket, "row_h", BRACKET_ROW_H);
  json_object_set_double_member (bracket, "caption_h", BRACKET_CAPTION_H);

  headers = json_array_new ();
  for (guint i = 0; i < layout->headers->len; i++)
    {
      const HammerBracketHeader *header = &g_array_index (layout->headers,
                                                          HammerBracketHeader, i);
      JsonObject *object = json_object_new ();

      json_object_set_double_member (object, "x", header->x);
      json_object_set_double_member (object, "y", header->y);
      json_object_set_string_member (object, "text", header->text);
      json_object_set_boolean_member (object, "title", header->title);
      json_array_add_object_element (headers, object);
    }
  json_object_set_array_member (bracket, "headers", headers);

  boxes = json_array_new ();
  lines = json_array_new ();
  for (guint i = 0; i < layout->matches->len; i++)
    {
      const HammerBracketMatch *m = &g_array_index (layout->matches, HammerBracketMatch, i);

      json_array_add_object_element (boxes, match_json (m));
      add_lines (layout, m, lines);
    }
  json_object_set_array_member (bracket, "matches", boxes);
  json_object_set_array_member (bracket, "lines", lines);
  return json_node_init_object (json_node_alloc (), bracket);
}

/* Leg @match of a cell, as row side @side saw it: whether it is finished,
 * its score (games won in a best-of, else points) and whether the row won
 * ("won" false: lost; none: not played, or drawn). */
static JsonObject *
leg_json (HammerEventMatch *match,
          guint             side,
          gboolean          games)
{
  JsonObject *leg = json_object_new ();
  int winner = hammer_event_match_get_winner (match);
  gboolean finished = hammer_event_match_get_state (match) == HAMMER_EVENT_MATCH_FINISHED;

  /* Only what a leg has: a table of 32 is 992 legs, fetched by every
   * screen after each result. */
  if (finished)
    json_object_set_boolean_member (leg, "finished", TRUE);
  if (hammer_event_match_get_walkover (match))
    json_object_set_boolean_member (leg, "walkover", TRUE);
  if (finished && winner >= 0)
    json_object_set_boolean_member (leg, "won", winner == (int) side);
  if (hammer_event_match_get_has_score (match) && hammer_event_match_get_n_sides (match) >= 2)
    {
      JsonArray *score = json_array_new ();

      for (guint s = 0; s < 2; s++)
        {
          guint of = s == 0 ? side : 1 - side;

          json_array_add_int_element (score, games
                                             ? (gint64) hammer_event_match_get_games_won (match,
                                                                                          of)
                                             : hammer_event_match_get_total (match, of));
        }
      json_object_set_array_member (leg, "score", score);
    }
  return leg;
}

static void
add_figure (JsonObject       *row,
            HammerCrossTable *table,
            guint             r,
            const char       *member)
{
  double value;

  if (hammer_cross_table_get_figure (table, r, member, &value))
    json_object_set_double_member (row, member, value);
}

static JsonObject *
table_json (HammerCrossTable *table,
            gboolean          games)
{
  static const char * const figures[] = { "played", "wins", "draws", "losses",
                                          "match_points" };
  JsonObject *object = json_object_new ();
  JsonArray *rows = json_array_new ();
  guint n = hammer_cross_table_get_n_rows (table);

  if (hammer_cross_table_get_group (table) != NULL)
    json_object_set_string_member (object, "group", hammer_cross_table_get_group (table));
  else
    json_object_set_null_member (object, "group");
  json_object_set_int_member (object, "legs", hammer_cross_table_get_legs (table));
  for (guint r = 0; r < n; r++)
    {
      JsonObject *row = json_object_new ();
      JsonArray *cells = json_array_new ();

      json_object_set_int_member (row, "entrant", hammer_cross_table_get_entrant (table, r));
      json_object_set_string_member (row, "name", hammer_cross_table_get_name (table, r));
      for (guint c = 0; c < n; c++)
        {
          JsonArray *legs = json_array_new ();
          HammerEventMatch *match;
          guint side;

          for (guint leg = 0;
               r != c && (match = hammer_cross_table_get_match (table, r, c, leg, &side));
               leg++)
            json_array_add_object_element (legs, leg_json (match, side, games));
          json_array_add_array_element (cells, legs);
        }
      json_object_set_array_member (row, "cells", cells);
      for (guint f = 0; f < G_N_ELEMENTS (figures); f++)
        add_figure (row, table, r, figures[f]);
      if (hammer_cross_table_get_place_label (table, r) != NULL)
        json_object_set_string_member (row, "place_label",
                                       hammer_cross_table_get_place_label (table, r));
      else
        json_object_set_null_member (row, "place_label");
      json_array_add_object_element (rows, row);
    }
  json_object_set_array_member (object, "rows", rows);
  return object;
}

gboolean
hammer_hall_bracket_add (HammerStore  *store,
                         gint64        event_id,
                         const char   *format,
                         guint         n_entrants,
                         JsonObject   *hall,
                         GError      **error)
{
  const HammerFormatInfo *info = format != NULL ? hammer_format_lookup (format) : NULL;
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(GListModel) matches = NULL;
  g_autoptr(GPtrArray) tables = NULL;
  JsonArray *cross_tables;
  gboolean games;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);
  g_return_val_if_fail (hall != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Swiss rounds and series have neither; a large round robin's table
   * is not shown: nothing to read. */
  if (info == NULL ||
      (info->draw_shape != HAMMER_DRAW_SHAPE_BRACKET &&
       info->draw_shape != HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET &&
       info->draw_shape != HAMMER_DRAW_SHAPE_CROSS_TABLE) ||
      (info->draw_shape == HAMMER_DRAW_SHAPE_CROSS_TABLE &&
       n_entrants > HAMMER_HALL_CROSS_TABLE_MAX))
    {
      json_object_set_null_member (hall, "bracket");
      json_object_set_array_member (hall, "cross_tables", json_array_new ());
      return TRUE;
    }
  /* Read now: another connection (the desk, hammer-cli) may have written. */
  if (!(event = hammer_events_get_event (store, event_id, error)) ||
      !(matches = hammer_events_list_matches (store, event_id, error)))
    return FALSE;
  json_object_set_member (hall, "bracket", bracket_json (event, matches));

  /* Games won tell a best-of match, as in the bracket. */
  games = hammer_event_get_options (event)->best_of > 1;
  tables = hammer_cross_tables_new (event, matches);
  cross_tables = json_array_new ();
  for (guint t = 0; t < tables->len; t++)
    json_array_add_object_element (cross_tables, table_json (tables->pdata[t], games));
  json_object_set_array_member (hall, "cross_tables", cross_tables);
  return TRUE;
}
