/* hammer-event-lists.c — the lists a HammerEvent holds: its entrants and
 * its standings lines, made from a HammerEventModel and kept by their
 * entrant's id, so that an update changes the items' properties and splices
 * only what moved; and the columns those standings show. The event itself,
 * its reading and its properties, is hammer-event.c's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-list-splice.h"
#include "io/hammer-tables.h"

#include "events/hammer-events-private.h"
#include "events/hammer-event-private.h"

typedef gint64 (*IdFunc) (gpointer item);

/* The items of @list by their ids; the table holds a reference to each. */
static GHashTable *
items_by_id (GListModel *list,
             IdFunc      id_of)
{
  GHashTable *table = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free,
                                             g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      gpointer item = g_list_model_get_item (list, i);
      gint64 id = id_of (item);

      g_hash_table_insert (table, g_memdup2 (&id, sizeof id), item);
    }
  return table;
}

gboolean
_hammer_event_refresh_entrants (GListStore       *entrants,
                                HammerEventModel *model)
{
  g_autoptr(GHashTable) old = items_by_id (G_LIST_MODEL (entrants),
                                           (IdFunc) hammer_entrant_get_id);
  g_autoptr(GPtrArray) fresh = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (entrants));

  for (guint i = 0; model != NULL && i < model->entrants->len; i++)
    {
      HammerEventEntrant *row = g_ptr_array_index (model->entrants, i);
      HammerEntrant *entrant = g_hash_table_lookup (old, &row->id);

      if (entrant != NULL)
        {
          hammer_entrant_update (entrant, row);
          g_ptr_array_add (fresh, g_object_ref (entrant));
        }
      else
        g_ptr_array_add (fresh, hammer_entrant_new_from_model (row));
    }
  hammer_list_store_update (entrants, fresh);
  return n_old != fresh->len;
}

void
_hammer_event_refresh_standings (GListStore       *standings,
                                 HammerEventModel *model)
{
  g_autoptr(GHashTable) old = items_by_id (G_LIST_MODEL (standings),
                                           (IdFunc) hammer_standings_line_get_entrant);
  g_autoptr(GPtrArray) fresh = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GArray) lines = model != NULL ? hammer_event_standings (model) : NULL;
  /* A member of a group has the figures of the group's own matches too. */
  g_autoptr(GPtrArray) tables = model != NULL ? hammer_event_group_tables (model) : NULL;

  for (guint r = 0; lines != NULL && r < lines->len; r++)
    {
      HammerEventStandingsLine *line = &g_array_index (lines, HammerEventStandingsLine, r);
      HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, line->row.entrant);
      gint64 id = entrant != NULL ? entrant->id : -1;
      HammerStandingsLine *item = g_hash_table_lookup (old, &id);

      if (item != NULL)
        {
          hammer_standings_line_update (item, model, line, tables);
          g_ptr_array_add (fresh, g_object_ref (item));
          /* Each entrant has one line: a second without one gets its own. */
          g_hash_table_remove (old, &id);
        }
      else
        g_ptr_array_add (fresh, hammer_standings_line_new_from_model (model, line, tables));
    }
  hammer_list_store_update (standings, fresh);
}

static gboolean
line_has (gpointer    rows,
          guint       row,
          const char *member)
{
  g_autoptr(HammerStandingsLine) line = g_list_model_get_item (rows, row);

  if (g_str_equal (member, "class"))
    return hammer_standings_line_get_class (line) != NULL;
  return hammer_standings_line_get_figure (line, member, NULL);
}

static gboolean
line_value (gpointer    rows,
            guint       row,
            const char *member,
            double     *value)
{
  g_autoptr(HammerStandingsLine) line = g_list_model_get_item (rows, row);

  return hammer_standings_line_get_figure (line, member, value);
}

GArray *
hammer_event_get_standings_columns (HammerEvent *self,
                                    gboolean     every_figure)
{
  HammerStandingsRows rows = { 0, line_has, line_value, NULL };

  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);

  rows.rows = hammer_event_get_standings (self);
  rows.n_rows = g_list_model_get_n_items (rows.rows);
  return hammer_tables_choose_standings_columns (hammer_event_get_tie_breakers (self), &rows,
                                                 every_figure);
}
