/* hammer-roster-page.h — a searchable, sortable list page with add, edit
 * and delete: the base of the players and clubs pages
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-columns.h"

#include "hammer-core.h"
#include "hammer-roster-list.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_ROSTER_PAGE (hammer_roster_page_get_type ())

G_DECLARE_DERIVABLE_TYPE (HammerRosterPage, hammer_roster_page, HAMMER, ROSTER_PAGE, GtkWidget)

struct _HammerRosterPageClass
{
  GtkWidgetClass parent_class;

  /* The items of the list, fresh from @store. The first load runs on a
   * worker thread with a reader of the store: it touches nothing else.
   * %NULL for a list that reads itself. */
  GPtrArray *(*load)           (HammerStore       *store,
                                GError           **error);
  /* The list of @view, for a page whose list reads the store itself
   * (HammerRosterList's read()); %NULL for a HammerFilteredList, which
   * load() fills and matches() searches. */
  HammerRosterList *(*create_list) (HammerRosterPage  *self,
                                    GtkColumnView     *view);
  /* Whether @item matches @key, a case-folded search text. */
  gboolean   (*matches)        (gpointer           item,
                                const char        *key);
  /* Opens the dialog that adds (@item %NULL) or edits @item. */
  void       (*open_dialog)    (HammerRosterPage  *self,
                                GtkWindow         *parent,
                                HammerStore       *store,
                                gpointer           item);
  /* Starts deleting @items on @store's writer (hammer_roster_delete_…_async())
   * and sets the toast's @message for when it is done. */
  void       (*delete_items)   (HammerRosterPage     *self,
                                HammerStore          *store,
                                GPtrArray            *items,
                                char                **message,
                                GCancellable         *cancellable,
                                GAsyncReadyCallback   callback,
                                gpointer              user_data);
  /* The change id of that deletion, or 0 with @error. */
  gint64     (*delete_items_finish) (HammerStore   *store,
                                     GAsyncResult  *result,
                                     GError       **error);
  /* "3 of 41 players" and the like, for the page's subtitle. */
  char      *(*describe_count) (HammerRosterPage  *self,
                                guint              shown,
                                guint              total);
};

/* For subclasses' init: the item type, the page texts and the columns. */
void           hammer_roster_page_setup          (HammerRosterPage *self,
                                                  GType             item_type,
                                                  const char       *title,
                                                  const char       *icon_name,
                                                  const char       *empty_title,
                                                  const char       *empty_description,
                                                  const char       *add_label,
                                                  const char       *search_hint,
                                                  gboolean          offers_import);
/* A column of a roster page: its name in the GtkBuilder file, and what its
 * cells show (hammer_cell_factory_new()). */
typedef struct
{
  const char       *id;
  HammerColumnKind  kind;
  const char       *property;
} HammerRosterColumn;

/* For subclasses' init: appends the columns @columns (the last with a NULL
 * id) of the GtkBuilder file at @resource, with their cells, and sorts the
 * list by the first. Returns the builder, to find a column by its name. */
GtkBuilder    *hammer_roster_page_add_columns    (HammerRosterPage         *self,
                                                  const char               *resource,
                                                  const HammerRosterColumn *columns);

void           hammer_roster_page_set_store       (HammerRosterPage *self,
                                                   HammerStore      *store);
void           hammer_roster_page_add             (HammerRosterPage *self);
void           hammer_roster_page_start_search    (HammerRosterPage *self);
void           hammer_roster_page_delete_selected (HammerRosterPage *self);
/* Whether the page is reading its first list, on a worker thread. */
gboolean       hammer_roster_page_get_loading     (HammerRosterPage *self);

G_END_DECLS
