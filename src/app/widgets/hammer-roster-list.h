/* hammer-roster-list.h — what a roster page asks of its list: the count,
 * the search, the selection and the page of its stack that fits
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_ROSTER_LIST (hammer_roster_list_get_type ())

G_DECLARE_INTERFACE (HammerRosterList, hammer_roster_list, HAMMER, ROSTER_LIST, GObject)

struct _HammerRosterListInterface
{
  GTypeInterface parent_iface;

  void        (*set_search)     (HammerRosterList *self,
                                 const char       *text);
  guint       (*get_n_total)    (HammerRosterList *self);
  guint       (*get_n_shown)    (HammerRosterList *self);
  guint       (*get_n_selected) (HammerRosterList *self);
  GPtrArray  *(*get_selected)   (HammerRosterList *self);
  gpointer    (*get_item)       (HammerRosterList *self,
                                 guint             position);
  const char *(*get_page)       (HammerRosterList *self);
  /* For a list that reads the store itself (else the page reads it with
   * its class's load()): the first time with @changes %NULL, then for each
   * change it hears of. */
  void        (*read)           (HammerRosterList *self,
                                 HammerStore      *store,
                                 HammerChangeSet  *changes);
  gboolean    (*get_loading)    (HammerRosterList *self);
};

void        hammer_roster_list_set_search     (HammerRosterList *self,
                                               const char       *text);
/* Every item, whatever the search shows. */
guint       hammer_roster_list_get_n_total    (HammerRosterList *self);
guint       hammer_roster_list_get_n_shown    (HammerRosterList *self);
guint       hammer_roster_list_get_n_selected (HammerRosterList *self);
/* The selected items, in view order. */
GPtrArray  *hammer_roster_list_get_selected   (HammerRosterList *self);
/* The item at @position of the view, as the view's "activate" names it. */
gpointer    hammer_roster_list_get_item       (HammerRosterList *self,
                                               guint             position);
/* "loading", "empty", "no-results" or "list": the stack page that fits. */
const char *hammer_roster_list_get_page       (HammerRosterList *self);
/* Whether the list reads the store itself (hammer_roster_list_read()). */
gboolean    hammer_roster_list_reads_itself   (HammerRosterList *self);
void        hammer_roster_list_read           (HammerRosterList *self,
                                               HammerStore      *store,
                                               HammerChangeSet  *changes);
/* Whether the list is reading its first items. */
gboolean    hammer_roster_list_get_loading    (HammerRosterList *self);
/* Tells the page that the items, the search's count or the selection
 * changed. */
void        hammer_roster_list_emit_changed   (HammerRosterList *self);

G_END_DECLS
