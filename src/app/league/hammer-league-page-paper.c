/* hammer-league-page-paper.c — a league page's paper and files: printing
 * and exporting its score forms, fixture list and table as PDF, and its
 * CSV, HTML and JSON files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "league/hammer-league-files.h"
#include "league/hammer-leagues.h"

#include "hammer-league-page-private.h"
#include "hammer-print-dialog.h"
#include "hammer-season-item.h"
#include "hammer-season-paper.h"

/* The fixture selected in the fixture list, or 0. */
static gint64
selected_fixture (HammerLeaguePage *self)
{
  GtkSelectionModel *model = gtk_column_view_get_model (self->fixtures_view);
  HammerSeasonItem *item = gtk_single_selection_get_selected_item (GTK_SINGLE_SELECTION (model));

  if (item == NULL || g_strcmp0 (hammer_season_item_get_string (item, "state"), "bye") == 0)
    return 0;
  return hammer_season_item_get_int (item, "id");
}

/* "current" is the document of the view in front: the score forms of the
 * next match day, the fixture list, or the table. */
static gboolean
sheet_options (HammerLeaguePage         *self,
               const char               *document,
               HammerLeagueSheetOptions *options)
{
  const char *view = adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (self->view_stack));

  if (g_str_equal (document, "current"))
    document = g_strcmp0 (view, "next") == 0 ? "form"
             : g_strcmp0 (view, "fixtures") == 0 ? "fixtures" : "table";
  hammer_league_sheet_options_init (options);
  options->paper = hammer_print_default_paper ();
  return hammer_league_sheet_kind_from_string (document, &options->kind);
}

void
hammer_league_page_print_activated (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);
  HammerLeagueSheetOptions options;

  if (self->store == NULL || self->league_id == 0 ||
      !sheet_options (self, g_variant_get_string (parameter, NULL), &options))
    return;
  hammer_league_paper_print (widget, self->store, self->league_id, selected_fixture (self),
                             &options, g_str_equal (action_name, "league.export-pdf"));
}

/* The text of a file of the league, or NULL with @error set. */
static char *
league_file_text (HammerLeaguePage  *self,
                  const char        *document,
                  GError           **error)
{
  if (g_str_equal (document, "json"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_JSON, NULL,
                                       NULL, error);
  if (g_str_equal (document, "table-csv"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_CSV,
                                       "table", NULL, error);
  if (g_str_equal (document, "fixtures-csv"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_CSV,
                                       "fixtures", NULL, error);
  if (g_str_equal (document, "players-csv"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_CSV,
                                       "stats", NULL, error);
  if (g_str_equal (document, "html"))
    return hammer_leagues_export_text (self->store, self->league_id, HAMMER_FILE_HTML,
                                       NULL, NULL, error);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("Unknown kind of document"));
  return NULL;
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;

  hammer_league_page_export_finish (HAMMER_LEAGUE_PAGE (object), result, &error);
  hammer_paper_report_saved (GTK_WIDGET (object), file, error);
}

static void
export_chosen_cb (GtkWidget *widget,
                  GFile     *file,
                  gpointer   data)
{
  hammer_league_page_export_async (HAMMER_LEAGUE_PAGE (widget), data, file, NULL,
                                   export_done_cb, g_object_ref (file));
}

void
hammer_league_page_export_activated (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (widget);
  const char *document = g_variant_get_string (parameter, NULL);
  const char *title = adw_view_switcher_title_get_title (self->switcher_title);
  g_autofree char *name = NULL;

  if (self->store == NULL || self->league_id == 0)
    return;
  if (g_str_equal (document, "table-csv"))
    /* TRANSLATORS: a suggested file name: the league, then the document. */
    name = g_strdup_printf (_("%s – table.csv"), title);
  else if (g_str_equal (document, "fixtures-csv"))
    /* TRANSLATORS: a suggested file name: the league, then the document. */
    name = g_strdup_printf (_("%s – fixtures.csv"), title);
  else if (g_str_equal (document, "players-csv"))
    /* TRANSLATORS: a suggested file name: the league, then the document. */
    name = g_strdup_printf (_("%s – players.csv"), title);
  hammer_paper_choose_export (widget, title, document, name, export_chosen_cb);
}

void
hammer_league_page_export_async (HammerLeaguePage    *self,
                                 const char          *document,
                                 GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  HammerLeagueSheetOptions options;

  g_return_if_fail (HAMMER_IS_LEAGUE_PAGE (self));
  g_return_if_fail (document != NULL);
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_league_page_export_async);
  if (self->store != NULL && self->league_id != 0 &&
      (g_str_has_suffix (document, "-csv") || g_str_equal (document, "html") ||
       g_str_equal (document, "json")))
    {
      g_autoptr(GError) error = NULL;
      char *text;

      if (!(text = league_file_text (self, document, &error)))
        g_task_return_error (task, g_steal_pointer (&error));
      else
        hammer_paper_save_text_async (file, text, cancellable, hammer_paper_text_saved_to_task,
                                      g_steal_pointer (&task));
      return;
    }
  if (self->store == NULL || self->league_id == 0 ||
      !sheet_options (self, document, &options))
    {
      g_task_return_new_error (task, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                               _("There is no such document of the league"));
      return;
    }
  hammer_league_paper_export_async (self->store, self->league_id, selected_fixture (self),
                                    &options, file, cancellable, hammer_paper_pdf_saved_to_task,
                                    g_steal_pointer (&task));
}

gboolean
hammer_league_page_export_finish (HammerLeaguePage  *self,
                                  GAsyncResult      *result,
                                  GError           **error)
{
  return hammer_print_task_finish (self, result, error);
}
