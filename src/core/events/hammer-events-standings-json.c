/* hammer-events-standings-json.c — the JSON of an event's standings, and
 * the figures of a line that every surface shows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "events/hammer-events-private.h"

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
  hammer_event_add_nullable_string (builder, label);
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
void
hammer_event_standings_figures (HammerFormat              format,
                                const HammerStandingsRow *row,
                                HammerEventFigureFunc     func,
                                gpointer                  user_data)
{
  func ("played", TRUE, row->played, user_data);
  if (hammer_format_get_info (format)->ranks_by_totals)
    {
      func ("total", TRUE, row->points_for, user_data);
      func ("games", TRUE, row->n_games, user_data);
      /* Before a first game there is no average and no best game: null,
       * not a zero nobody scored. */
      func ("average", FALSE,
            row->n_counted > 0 ? (double) row->points_for / row->n_counted : NAN, user_data);
      func ("best_game", TRUE, row->n_games > 0 ? row->best_game : NAN, user_data);
      return;
    }
  func ("wins", TRUE, row->wins, user_data);
  if (!hammer_event_is_elimination (format))
    func ("draws", TRUE, row->draws, user_data);
  func ("losses", TRUE, row->losses, user_data);
  if (!hammer_event_is_elimination (format))
    func ("match_points", FALSE, row->match_points, user_data);
  func ("games_won", TRUE, row->games_won, user_data);
  func ("games_lost", TRUE, row->games_lost, user_data);
  func ("game_difference", TRUE, row->games_won - row->games_lost, user_data);
  func ("points_for", TRUE, row->points_for, user_data);
  func ("points_against", TRUE, row->points_against, user_data);
  func ("point_difference", TRUE, row->points_for - row->points_against, user_data);
  if (hammer_format_get_info (format)->pairs_rounds)
    {
      func ("buchholz", FALSE, row->buchholz, user_data);
      func ("median_buchholz", FALSE, row->median_buchholz, user_data);
      func ("sonneborn_berger", FALSE, row->sonneborn_berger, user_data);
    }
}

static void
add_figure (const char *member,
            gboolean    integer,
            double      value,
            gpointer    user_data)
{
  JsonBuilder *builder = user_data;

  json_builder_set_member_name (builder, member);
  if (isnan (value))
    json_builder_add_null_value (builder);
  else if (integer)
    json_builder_add_int_value (builder, (gint64) value);
  else
    json_builder_add_double_value (builder, value);
}

/* A member of a group: the figures of the group's own matches and the
 * place among its members, for the group's cross-table. */
static void
add_group_json (JsonBuilder *builder,
                GPtrArray   *tables,
                int          entrant)
{
  g_autofree char *name = NULL;
  gboolean shared;
  int group;
  const HammerStandingsRow *row = hammer_event_group_row (tables, entrant, &group, &shared);

  if (row == NULL)
    return;
  name = hammer_bracket_name (HAMMER_BRACKET_GROUP, group);
  json_builder_set_member_name (builder, "group");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, name);
  add_place (builder, "place", "place_label", row->place, shared);
  add_int_member (builder, "played", row->played);
  add_int_member (builder, "wins", row->wins);
  add_int_member (builder, "draws", row->draws);
  add_int_member (builder, "losses", row->losses);
  add_double_member (builder, "match_points", row->match_points);
  json_builder_end_object (builder);
}

static void
build_standings_json (JsonBuilder      *builder,
                      HammerEventModel *model)
{
  g_autoptr(GArray) lines = hammer_event_standings (model);
  /* Each group's own figures, for its cross-table. */
  g_autoptr(GPtrArray) tables = hammer_event_group_tables (model);
  g_autofree gint64 *left_over = g_new0 (gint64, MAX (lines->len, 1));
  gint64 paid, remainder;
  /* The final classification's prizes, in cents, where the event pays any. */
  g_autofree gint64 *prizes = hammer_event_prizes (model, lines, left_over, &paid, &remainder);

  json_builder_begin_array (builder);
  for (guint r = 0; r < lines->len; r++)
    {
      HammerEventStandingsLine *line = &g_array_index (lines, HammerEventStandingsLine, r);
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, line->row.entrant);

      json_builder_begin_object (builder);
      add_place (builder, "place", "place_label", line->place, line->shared);
      if (hammer_format_places_by_bracket (model->format))
        {
          json_builder_set_member_name (builder, "still_in");
          json_builder_add_boolean_value (builder, line->still_in);
        }
      json_builder_set_member_name (builder, "entrant");
      json_builder_add_int_value (builder, entrant ? entrant->id : -1);
      json_builder_set_member_name (builder, "name");
      hammer_event_add_nullable_string (builder, entrant ? entrant->name : NULL);
      /* Only where it is so: their place stays what the format gives. */
      if (entrant != NULL && entrant->withdrawn)
        {
          json_builder_set_member_name (builder, "withdrawn");
          json_builder_add_boolean_value (builder, TRUE);
        }
      hammer_event_standings_figures (model->format, &line->row, add_figure, builder);
      /* A consolation places after the main event, the second knockout
       * after the first; their own places are said beside, as the
       * federations that pay both brackets count them. */
      if (line->consolation || line->second_knockout)
        {
          json_builder_set_member_name (builder, "bracket");
          json_builder_add_string_value (builder, line->consolation ? "consolation"
                                                                    : "second-knockout");
          json_builder_set_member_name (builder, line->consolation ? "bracket_place"
                                                                   : "second_knockout_place");
          if (line->bracket_place > 0)
            json_builder_add_int_value (builder, line->bracket_place);
          else
            json_builder_add_null_value (builder);
        }
      if (tables != NULL)
        add_group_json (builder, tables, line->row.entrant);
      if (entrant != NULL && entrant->klass != NULL)
        {
          json_builder_set_member_name (builder, "class");
          hammer_event_add_nullable_string (builder, entrant->klass);
          add_place (builder, "class_place", "class_place_label", line->class_place,
                     line->class_shared);
        }
      if (prizes != NULL)
        add_int_member (builder, "prize", prizes[r]);
      /* The cents a shared place could not split stay unpaid, said so. */
      if (prizes != NULL && left_over[r] > 0)
        add_int_member (builder, "prize_left_over", left_over[r]);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

JsonNode *
hammer_events_get_standings_json (HammerStore  *self,
                                  gint64        event_id,
                                  GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);

  return hammer_event_build_json (self, event_id, build_standings_json, error);
}
