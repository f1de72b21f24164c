/* hammer-roster-list.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-roster-list.h"

G_DEFINE_INTERFACE (HammerRosterList, hammer_roster_list, G_TYPE_OBJECT)

enum {
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
hammer_roster_list_default_init (HammerRosterListInterface *iface)
{
  /**
   * HammerRosterList::changed:
   *
   * The items, what the search shows of them, or the selection changed.
   */
  signals[CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

void
hammer_roster_list_set_search (HammerRosterList *self,
                               const char       *text)
{
  g_return_if_fail (HAMMER_IS_ROSTER_LIST (self));
  HAMMER_ROSTER_LIST_GET_IFACE (self)->set_search (self, text);
}

guint
hammer_roster_list_get_n_total (HammerRosterList *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_LIST (self), 0);
  return HAMMER_ROSTER_LIST_GET_IFACE (self)->get_n_total (self);
}

guint
hammer_roster_list_get_n_shown (HammerRosterList *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_LIST (self), 0);
  return HAMMER_ROSTER_LIST_GET_IFACE (self)->get_n_shown (self);
}

guint
hammer_roster_list_get_n_selected (HammerRosterList *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_LIST (self), 0);
  return HAMMER_ROSTER_LIST_GET_IFACE (self)->get_n_selected (self);
}

GPtrArray *
hammer_roster_list_get_selected (HammerRosterList *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_LIST (self), NULL);
  return HAMMER_ROSTER_LIST_GET_IFACE (self)->get_selected (self);
}

gpointer
hammer_roster_list_get_item (HammerRosterList *self,
                             guint             position)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_LIST (self), NULL);
  return HAMMER_ROSTER_LIST_GET_IFACE (self)->get_item (self, position);
}

const char *
hammer_roster_list_get_page (HammerRosterList *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_LIST (self), NULL);
  return HAMMER_ROSTER_LIST_GET_IFACE (self)->get_page (self);
}

gboolean
hammer_roster_list_reads_itself (HammerRosterList *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_LIST (self), FALSE);
  return HAMMER_ROSTER_LIST_GET_IFACE (self)->read != NULL;
}

void
hammer_roster_list_read (HammerRosterList *self,
                         HammerStore      *store,
                         HammerChangeSet  *changes)
{
  g_return_if_fail (HAMMER_IS_ROSTER_LIST (self));
  g_return_if_fail (HAMMER_IS_STORE (store));
  g_return_if_fail (hammer_roster_list_reads_itself (self));

  HAMMER_ROSTER_LIST_GET_IFACE (self)->read (self, store, changes);
}

gboolean
hammer_roster_list_get_loading (HammerRosterList *self)
{
  g_return_val_if_fail (HAMMER_IS_ROSTER_LIST (self), FALSE);

  if (HAMMER_ROSTER_LIST_GET_IFACE (self)->get_loading == NULL)
    return FALSE;
  return HAMMER_ROSTER_LIST_GET_IFACE (self)->get_loading (self);
}

void
hammer_roster_list_emit_changed (HammerRosterList *self)
{
  g_return_if_fail (HAMMER_IS_ROSTER_LIST (self));
  g_signal_emit (self, signals[CHANGED], 0);
}
