/* hammer-events-groups.c — the groups' own tables: the order each group
 * sends its entrants on in, and the figures of its cross-table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "events/hammer-events-private.h"

static void
free_int_array (gpointer data)
{
  GArray **array = data;
  g_clear_pointer (array, g_array_unref);
}

static int
compare_ints (gconstpointer a,
              gconstpointer b)
{
  int x = *(const int *) a, y = *(const int *) b;

  return (x > y) - (x < y);
}

/* The index of @entrant in @sorted (ascending, no repeats), or -1. */
static int
local_index (GArray *sorted,
             int     entrant)
{
  int *found = bsearch (&entrant, sorted->data, sorted->len, sizeof (int), compare_ints);

  return found != NULL ? (int) (found - (int *) sorted->data) : -1;
}

/* @value into @sorted (ascending, no repeats) unless it is there. */
static void
add_sorted (GArray *sorted,
            int     value)
{
  guint at = 0;

  while (at < sorted->len && g_array_index (sorted, int, at) < value)
    at++;
  if (at == sorted->len || g_array_index (sorted, int, at) != value)
    g_array_insert_val (sorted, at, value);
}

/* A group's standings as last computed, with all they were computed
 * from: while that stays the same, so do they. */
typedef struct
{
  GByteArray *inputs;
  GArray     *rows;       /* HammerStandingsRow of its members, in order */
  gboolean    complete;
} GroupRows;

/* Also for the slots of groups not computed yet, which are NULL: a
 * group's standings may be read before an earlier group's. */
static void
group_rows_free (GroupRows *cached)
{
  if (cached == NULL)
    return;
  g_byte_array_unref (cached->inputs);
  g_array_unref (cached->rows);
  g_free (cached);
}

/* What ordering the groups of a model takes, read once for all of them,
 * and room that each group uses in turn. */
typedef struct
{
  HammerEventModel       *model;
  HammerTieBreaker        tie_breakers[HAMMER_N_TIE_BREAKERS];
  guint                   n_tie_breakers;
  HammerStandingsOptions  options;
  GPtrArray              *by_group;   /* per group, a GArray of its match indices */
  GArray                 *members;    /* int: the entrants the draw put in the group */
  GArray                 *local;      /* int: those and any other side of its matches */
  GArray                 *matches;    /* HammerStandingsMatch, on local numbers */
  GPtrArray              *points;     /* what the matches' game points point into */
  GByteArray             *inputs;
} GroupReader;

static void
group_reader_init (GroupReader      *reader,
                   HammerEventModel *model)
{
  reader->model = model;
  reader->n_tie_breakers = hammer_event_tie_breakers (model, reader->tie_breakers);
  hammer_events_standings_options (model->settings, model->format, &reader->options);
  reader->by_group = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint g = 0; g < model->draw.n_groups; g++)
    g_ptr_array_add (reader->by_group, g_array_new (FALSE, FALSE, sizeof (guint)));
  for (guint i = 0; i < model->matches->len; i++)
    {
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      if (row->dm.bracket == HAMMER_BRACKET_GROUP && row->dm.group >= 0 &&
          (guint) row->dm.group < reader->by_group->len)
        g_array_append_val (g_ptr_array_index (reader->by_group, row->dm.group), i);
    }
  reader->members = g_array_new (FALSE, FALSE, sizeof (int));
  reader->local = g_array_new (FALSE, FALSE, sizeof (int));
  reader->matches = g_array_new (FALSE, TRUE, sizeof (HammerStandingsMatch));
  reader->points = g_ptr_array_new_with_free_func (g_free);
  reader->inputs = g_byte_array_new ();
}

static void
group_reader_clear (GroupReader *reader)
{
  g_clear_pointer (&reader->by_group, g_ptr_array_unref);
  g_clear_pointer (&reader->members, g_array_unref);
  g_clear_pointer (&reader->local, g_array_unref);
  g_clear_pointer (&reader->matches, g_array_unref);
  g_clear_pointer (&reader->points, g_ptr_array_unref);
  g_clear_pointer (&reader->inputs, g_byte_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (GroupReader, group_reader_clear)

static void
append_number (GByteArray *bytes,
               double      value)
{
  g_byte_array_append (bytes, (const guint8 *) &value, sizeof value);
}

/* What hammer_standings_compute() is to be given for the group in
 * @reader, as bytes to compare, into reader->inputs. */
static void
read_inputs (GroupReader *reader)
{
  GByteArray *bytes = reader->inputs;

  g_byte_array_set_size (bytes, 0);
  for (guint t = 0; t < reader->n_tie_breakers; t++)
    append_number (bytes, reader->tie_breakers[t]);
  append_number (bytes, reader->options.win_points);
  append_number (bytes, reader->options.draw_points);
  append_number (bytes, reader->options.loss_points);
  append_number (bytes, reader->options.bye_points);
  append_number (bytes, reader->local->len);
  g_byte_array_append (bytes, (const guint8 *) reader->local->data,
                       reader->local->len * sizeof (int));
  append_number (bytes, reader->members->len);
  g_byte_array_append (bytes, (const guint8 *) reader->members->data,
                       reader->members->len * sizeof (int));
  for (guint k = 0; k < reader->matches->len; k++)
    {
      const HammerStandingsMatch *match = &g_array_index (reader->matches,
                                                          HammerStandingsMatch, k);
      const double fields[] = { match->n_sides, match->entrants[0], match->entrants[1],
                                match->winner, match->games_won[0], match->games_won[1],
                                match->points[0], match->points[1], match->n_games,
                                match->n_counted, match->bye, match->walkover };

      g_byte_array_append (bytes, (const guint8 *) fields, sizeof fields);
      for (guint s = 0; s < 2; s++)
        {
          append_number (bytes, match->game_points[s] != NULL);
          if (match->game_points[s] != NULL)
            g_byte_array_append (bytes, (const guint8 *) match->game_points[s],
                                 match->n_games * sizeof (int));
        }
    }
}

/* Whether every match of group @group is decided. */
static gboolean
group_decided (GroupReader *reader,
               guint        group)
{
  GArray *indices = g_ptr_array_index (reader->by_group, group);

  for (guint k = 0; k < indices->len; k++)
    if (reader->model->resolved[g_array_index (indices, guint, k)].status
        != HAMMER_MATCH_FINISHED)
      return FALSE;
  return TRUE;
}

/* The matches of group @group, finished ones on local numbers, into
 * @reader; whether every one is decided. */
static gboolean
read_group (GroupReader *reader,
            guint        group)
{
  HammerEventModel *model = reader->model;
  GArray *indices = g_ptr_array_index (reader->by_group, group);
  gboolean complete = TRUE;

  g_array_set_size (reader->members, 0);
  g_array_set_size (reader->local, 0);
  g_array_set_size (reader->matches, 0);
  g_ptr_array_set_size (reader->points, 0);
  for (guint k = 0; k < indices->len; k++)
    {
      guint i = g_array_index (indices, guint, k);
      HammerEventMatchRow *row = &g_array_index (model->matches, HammerEventMatchRow, i);

      for (guint s = 0; s < 2; s++)
        {
          if (row->dm.sources[s].kind == HAMMER_SOURCE_SEED)
            {
              add_sorted (reader->members, row->dm.sources[s].ref);
              add_sorted (reader->local, row->dm.sources[s].ref);
            }
          if (model->resolved[i].entrants[s] >= 0)
            add_sorted (reader->local, model->resolved[i].entrants[s]);
        }
      complete &= model->resolved[i].status == HAMMER_MATCH_FINISHED;
    }

  for (guint k = 0; k < indices->len; k++)
    {
      guint i = g_array_index (indices, guint, k);
      HammerStandingsMatch match;
      int *game_points = NULL;

      if (model->resolved[i].status != HAMMER_MATCH_FINISHED)
        continue;
      hammer_event_standings_match_from_row (model, i, &match, &game_points);
      if (game_points != NULL)
        g_ptr_array_add (reader->points, game_points);
      for (guint s = 0; s < 2; s++)
        if (match.entrants[s] >= 0)
          match.entrants[s] = local_index (reader->local, match.entrants[s]);
      g_array_append_val (reader->matches, match);
    }
  return complete;
}

/* The standings of group @group: its members (the entrants its draw seeds
 * into it) in order; @complete: whether every match of it is decided.
 * They are computed among the group's own entrants, numbered in the
 * field's order so that level entrants keep it, and kept in the model
 * until what they come from changes: a batch of results resolves, so
 * orders the groups, after every result, and over the whole field every
 * group sorted every entrant each time. */
static GArray *
group_rows (GroupReader *reader,
            guint        group,
            gboolean    *complete)
{
  HammerEventModel *model = reader->model;
  g_autoptr(GArray) rows = NULL;
  GroupRows *cached;

  *complete = read_group (reader, group);
  read_inputs (reader);
  if (model->group_rows == NULL)
    model->group_rows = g_ptr_array_new_with_free_func ((GDestroyNotify) group_rows_free);
  if (model->group_rows->len <= group)
    g_ptr_array_set_size (model->group_rows, group + 1);
  cached = g_ptr_array_index (model->group_rows, group);
  if (cached != NULL && cached->complete == *complete &&
      cached->inputs->len == reader->inputs->len &&
      memcmp (cached->inputs->data, reader->inputs->data, reader->inputs->len) == 0)
    return g_array_ref (cached->rows);

  rows = hammer_standings_compute (reader->local->len,
                                   (HammerStandingsMatch *) reader->matches->data,
                                   reader->matches->len, reader->tie_breakers,
                                   reader->n_tie_breakers, &reader->options);
  cached = g_new0 (GroupRows, 1);
  cached->inputs = g_steal_pointer (&reader->inputs);
  reader->inputs = g_byte_array_new ();
  cached->complete = *complete;
  cached->rows = g_array_new (FALSE, TRUE, sizeof (HammerStandingsRow));
  for (guint r = 0; r < rows->len; r++)
    {
      HammerStandingsRow row = g_array_index (rows, HammerStandingsRow, r);

      row.entrant = g_array_index (reader->local, int, row.entrant);
      if (local_index (reader->members, row.entrant) >= 0)
        g_array_append_val (cached->rows, row);
    }
  g_clear_pointer (&g_ptr_array_index (model->group_rows, group), group_rows_free);
  g_ptr_array_index (model->group_rows, group) = cached;
  return g_array_ref (cached->rows);
}

GArray *
hammer_event_group_places (HammerEventModel *model)
{
  GArray *groups = g_array_new (FALSE, TRUE, sizeof (GArray *));
  g_auto(GroupReader) reader = { 0 };

  group_reader_init (&reader, model);
  g_array_set_clear_func (groups, free_int_array);
  g_array_set_size (groups, model->draw.n_groups);

  for (guint g = 0; g < model->draw.n_groups; g++)
    {
      g_autoptr(GArray) rows = NULL;
      gboolean complete;
      GArray *order;

      /* A group under way has no order yet: nothing to read. */
      if (!group_decided (&reader, g))
        continue;
      rows = group_rows (&reader, g, &complete);
      if (rows->len == 0)
        continue;
      order = g_array_new (FALSE, FALSE, sizeof (int));
      for (guint r = 0; r < rows->len; r++)
        g_array_append_val (order, g_array_index (rows, HammerStandingsRow, r).entrant);
      g_array_index (groups, GArray *, g) = order;
    }

  return groups;
}

/* A copy of @rows of a group (taken: unreferenced here), placed again
 * from 1 among themselves: shared places keep one number. */
static GArray *
group_table (GArray *rows)
{
  GArray *table = g_array_copy (rows);
  guint last_place = 0, place = 0;

  g_array_unref (rows);
  for (guint r = 0; r < table->len; r++)
    {
      HammerStandingsRow *row = &g_array_index (table, HammerStandingsRow, r);

      if (r == 0 || row->place != last_place)
        place = r + 1;
      last_place = row->place;
      row->place = place;
    }
  return table;
}

GArray *
hammer_event_group_table (HammerEventModel *model,
                          int               group)
{
  g_auto(GroupReader) reader = { 0 };
  gboolean complete;

  g_return_val_if_fail (group >= 0 && (guint) group < model->draw.n_groups, NULL);

  group_reader_init (&reader, model);
  return group_table (group_rows (&reader, group, &complete));
}

GPtrArray *
hammer_event_group_tables (HammerEventModel *model)
{
  g_auto(GroupReader) reader = { 0 };
  GPtrArray *tables;
  gboolean complete;

  if (!hammer_format_get_info (model->format)->staged)
    return NULL;
  group_reader_init (&reader, model);
  tables = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  for (guint g = 0; g < model->draw.n_groups; g++)
    g_ptr_array_add (tables, group_table (group_rows (&reader, g, &complete)));
  return tables;
}

const HammerStandingsRow *
hammer_event_group_row (GPtrArray *tables,
                        int        entrant,
                        int       *group,
                        gboolean  *shared)
{
  for (guint g = 0; tables != NULL && g < tables->len; g++)
    {
      GArray *table = g_ptr_array_index (tables, g);

      const HammerStandingsRow *rows = (const HammerStandingsRow *) table->data;

      for (guint r = 0; r < table->len; r++)
        {
          if (rows[r].entrant != entrant)
            continue;
          *group = (int) g;
          *shared = (r > 0 && rows[r - 1].place == rows[r].place) ||
                    (r + 1 < table->len && rows[r + 1].place == rows[r].place);
          return &rows[r];
        }
    }
  return NULL;
}
