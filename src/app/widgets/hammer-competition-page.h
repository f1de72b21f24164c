/* hammer-competition-page.h — the page of a season or a league
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "hammer-core.h"

G_BEGIN_DECLS

#define HAMMER_TYPE_COMPETITION_PAGE (hammer_competition_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (HammerCompetitionPage, hammer_competition_page, HAMMER,
                          COMPETITION_PAGE, GtkWidget)

/**
 * HammerCompetitionPageClass:
 * @touched: whether @changes touch the page's own competition (its players'
 *   and clubs' names are the base's to watch)
 * @reload: reads the competition again into the page; called only with a
 *   store and an id, after every change that touched it, and when the page
 *   is given another store or another competition
 * @id_changed: (nullable): the page is given another competition, before
 *   it reloads: forget what belongs to the old one
 * @print: prints @document ("current" is the view in front) or, with
 *   @to_pdf, asks where to save it as PDF
 * @csv_name: (nullable): the file name to suggest for @document, a CSV file
 *   of the page titled @title; %NULL for an HTML or a JSON file
 * @export_pdf: when @document is one of the page's PDF documents, writes it
 *   to @file and returns %TRUE: @task (which the subclass refs) says how
 * @file_text: the text of @document, a file of the page (CSV,
 *   HTML, JSON), or %NULL with @error set
 * @nothing_to_export: the message, marked N_(), for exporting from a page
 *   without a competition
 *
 * The season page and the league page show the competition of their
 * "competition-id" property from the store of their "store" property. They
 * read it again when a change touches it, or the names of its players and
 * clubs; a page off screen in a window on screen reads when it is shown.
 *
 * A subclass's template has the children the base shows and hides:
 * "main_stack" (its pages "main", "missing" and any page inside the page,
 * which has a Back of its own), "missing_page", "view_stack",
 * "switcher_title", "print_button" and "window_back_button"; its class
 * calls hammer_competition_page_class_setup() after setting the template.
 */
struct _HammerCompetitionPageClass
{
  GtkWidgetClass parent_class;

  gboolean (*touched)      (HammerCompetitionPage *self,
                            HammerChangeSet       *changes);
  void     (*reload)       (HammerCompetitionPage *self);
  void     (*id_changed)   (HammerCompetitionPage *self);
  void     (*print)        (HammerCompetitionPage *self,
                            const char            *document,
                            gboolean               to_pdf);
  char    *(*csv_name)     (HammerCompetitionPage *self,
                            const char            *document,
                            const char            *title);
  gboolean (*export_pdf)   (HammerCompetitionPage *self,
                            const char            *document,
                            GFile                 *file,
                            GCancellable          *cancellable,
                            GTask                 *task);
  char    *(*file_text)    (HammerCompetitionPage *self,
                            const char            *document,
                            GError               **error);

  const char *nothing_to_export;
};

void          hammer_competition_page_class_setup  (GtkWidgetClass        *widget_class,
                                                    const char            *prefix);

HammerStore  *hammer_competition_page_get_store    (HammerCompetitionPage *self);
void          hammer_competition_page_set_store    (HammerCompetitionPage *self,
                                                    HammerStore           *store);
gint64        hammer_competition_page_get_id       (HammerCompetitionPage *self);
void          hammer_competition_page_set_id       (HammerCompetitionPage *self,
                                                    gint64                 id);
gboolean      hammer_competition_page_get_folded   (HammerCompetitionPage *self);

void          hammer_competition_page_reload       (HammerCompetitionPage *self);
void          hammer_competition_page_show_missing (HammerCompetitionPage *self,
                                                    const GError          *error);
void          hammer_competition_page_show_found   (HammerCompetitionPage *self,
                                                    const char            *title);
void          hammer_competition_page_show_page    (HammerCompetitionPage *self,
                                                    const char            *name);
const char   *hammer_competition_page_get_page     (HammerCompetitionPage *self);
const char   *hammer_competition_page_get_title    (HammerCompetitionPage *self);
void          hammer_competition_page_set_subtitle (HammerCompetitionPage *self,
                                                    const char            *subtitle);
void          hammer_competition_page_show_view    (HammerCompetitionPage *self,
                                                    const char            *name);
const char   *hammer_competition_page_get_view     (HammerCompetitionPage *self);
GListStore   *hammer_competition_page_add_list     (HammerCompetitionPage *self,
                                                    GtkColumnView         *view);

void          hammer_competition_page_export_async  (HammerCompetitionPage *self,
                                                     const char            *document,
                                                     GFile                 *file,
                                                     GCancellable          *cancellable,
                                                     GAsyncReadyCallback    callback,
                                                     gpointer               user_data);
gboolean      hammer_competition_page_export_finish (HammerCompetitionPage *self,
                                                     GAsyncResult          *result,
                                                     GError               **error);

char         *hammer_competition_page_format_date   (const char            *iso);

G_END_DECLS
