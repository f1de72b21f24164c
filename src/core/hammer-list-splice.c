/* hammer-list-splice.c — a list model told exactly what changed
 *
 * The typed models of events, seasons and leagues keep their items' objects
 * from one read to the next; what they then tell their views is one splice
 * of the stretch that is not the same, so a view redraws only that.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-list-splice.h"

void
hammer_list_find_splice (GListModel *old,
                         GPtrArray  *fresh,
                         guint      *position,
                         guint      *removed,
                         guint      *added)
{
  guint n_old, start = 0, end = 0;

  g_return_if_fail (G_IS_LIST_MODEL (old));
  g_return_if_fail (fresh != NULL && position != NULL && removed != NULL && added != NULL);

  n_old = g_list_model_get_n_items (old);
  while (start < n_old && start < fresh->len)
    {
      g_autoptr(GObject) item = g_list_model_get_item (old, start);

      if (item != g_ptr_array_index (fresh, start))
        break;
      start++;
    }
  while (end < n_old - start && end < fresh->len - start)
    {
      g_autoptr(GObject) item = g_list_model_get_item (old, n_old - 1 - end);

      if (item != g_ptr_array_index (fresh, fresh->len - 1 - end))
        break;
      end++;
    }
  *position = start;
  *removed = n_old - start - end;
  *added = fresh->len - start - end;
}

void
hammer_list_store_update (GListStore *store,
                          GPtrArray  *fresh)
{
  guint position, removed, added;

  g_return_if_fail (G_IS_LIST_STORE (store));

  hammer_list_find_splice (G_LIST_MODEL (store), fresh, &position, &removed, &added);
  if (removed > 0 || added > 0)
    g_list_store_splice (store, position, removed, fresh->pdata + position, added);
}

gboolean
hammer_replace_string (char       **field,
                       const char  *value)
{
  g_return_val_if_fail (field != NULL, FALSE);

  if (g_strcmp0 (*field, value) == 0)
    return FALSE;
  g_free (*field);
  *field = g_strdup (value);
  return TRUE;
}

const char *
hammer_keep_text (GPtrArray  *texts,
                  const char *text)
{
  char *copy;

  g_return_val_if_fail (texts != NULL, NULL);

  copy = g_strdup (text);
  if (copy != NULL)
    g_ptr_array_add (texts, copy);
  return copy;
}
