/* hammer-app-utils.h — small helpers that several pages and views share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "events/hammer-event-match.h"
#include "hammer-core.h"

G_BEGIN_DECLS

gboolean            hammer_follow_store              (HammerStore **slot,
                                                      HammerStore  *store,
                                                      GCallback     changed,
                                                      gpointer      instance);

GdkContentProvider *hammer_match_drag_content_new    (gint64     match_id);
GtkDragSource      *hammer_add_match_drag_source     (GtkWidget *widget,
                                                      gint64     match_id);

gboolean            hammer_text_is_blank             (const char *text);
/* Reads on worker threads in flight in the whole app (a view's change, the
 * window's events): counted so that a test waits for their news, and for
 * them to be done before it takes the database away. */
void                hammer_background_read_begin     (void);
void                hammer_background_read_end       (void);
guint               hammer_background_reads_get_n    (void);
void                hammer_widget_set_error          (GtkWidget *widget,
                                                      gboolean   error);
void                hammer_widget_set_tooltip        (GtkWidget  *widget,
                                                      const char *text);
GtkWidget          *hammer_label_new                 (const char *text,
                                                      float       xalign,
                                                      const char *css_class);
/* An AdwActionRow that shows @title and @subtitle as written: a name
 * such as "<b>Eddy</b> & Co" is text, never markup. */
GtkWidget          *hammer_plain_row_new             (const char *title,
                                                      const char *subtitle);
/* Whether @changes is another connection's commit that the change log does
 * not hold: the hall server keeping a board's result for the players or
 * the desk. A view that shows where results wait reads again. */
gboolean            hammer_changes_are_unlogged      (HammerChangeSet *changes);
/* What a board's card says of a match whose board result waits
 * ("Waiting for the players to agree"), or %NULL when none waits. */
const char         *hammer_result_wait_text          (HammerResultWait wait);
/* @text as Pango markup that shows it as written ("&", "<" and ">"
 * escaped, nothing else): for a toast's title, which is markup in
 * libadwaita 1.2. */
char               *hammer_markup_escape             (const char *text);
/* Sets @page's description, which libadwaita 1.2 reads as markup, to
 * @text as written: an error that names a player or a file. */
void                hammer_status_page_set_plain_description (AdwStatusPage *page,
                                                              const char    *text);

void                hammer_read_player_import        (gpointer             source,
                                                      GFile               *file,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
HammerPlayerImport *hammer_read_player_import_finish (GAsyncResult  *result,
                                                      GError       **error);

/* Starts an export's save chooser in the folder last exported to this
 * session, else the user's documents folder, else home; every export
 * chooser calls it, and hammer_export_chooser_remember() with what the
 * user chose. */
void                hammer_export_chooser_start      (GtkFileChooser *chooser);
void                hammer_export_chooser_remember   (GFile          *file);

G_END_DECLS
