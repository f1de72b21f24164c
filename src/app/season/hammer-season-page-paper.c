/* hammer-season-page-paper.c — a season page's paper and files: printing
 * and exporting its documents as PDF, and its CSV, HTML and JSON files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "league/hammer-league-files.h"
#include "league/hammer-seasons.h"

#include "hammer-print-dialog.h"
#include "hammer-season-item.h"
#include "hammer-season-page-private.h"
#include "hammer-season-paper.h"

static const char *const pdf_documents[] = { "night", "averages", "standings", "report", "form" };

/* The date of the night selected in the list of nights, or NULL. */
static char *
selected_night (HammerSeasonPage *self)
{
  GtkSelectionModel *model = gtk_column_view_get_model (self->nights_view);
  HammerSeasonItem *item = gtk_single_selection_get_selected_item (GTK_SINGLE_SELECTION (model));

  return item != NULL ? g_strdup (hammer_season_item_get_string (item, "date")) : NULL;
}

/* "current" is the document of the view in front. */
static const char *
resolve_document (HammerSeasonPage *self,
                  const char       *document)
{
  const char *view = adw_view_stack_get_visible_child_name (ADW_VIEW_STACK (self->view_stack));

  if (!g_str_equal (document, "current"))
    return document;
  if (g_strcmp0 (view, "nights") == 0)
    return g_list_model_get_n_items (G_LIST_MODEL (self->nights)) > 0 ? "night" : "form";
  if (g_strcmp0 (view, "standings") == 0)
    return "standings";
  if (g_strcmp0 (view, "averages") == 0)
    return "averages";
  return "report";
}

static gboolean
sheet_options (HammerSeasonPage         *self,
               const char               *document,
               HammerSeasonSheetOptions *options,
               char                    **night)
{
  hammer_season_sheet_options_init (options);
  if (!hammer_season_sheet_kind_from_string (document, &options->kind))
    return FALSE;
  options->paper = hammer_print_default_paper ();
  options->ranking = hammer_season_page_shown_ranking (self);
  if (options->kind == HAMMER_SEASON_SHEET_NIGHT)
    options->night = *night = selected_night (self);
  return TRUE;
}

void
hammer_season_page_print_activated (GtkWidget  *widget,
                                    const char *action_name,
                                    GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);
  const char *document = resolve_document (self, g_variant_get_string (parameter, NULL));
  g_autofree char *night = NULL;
  HammerSeasonSheetOptions options;

  if (self->store == NULL || self->season_id == 0 ||
      !sheet_options (self, document, &options, &night))
    return;
  hammer_season_paper_print (widget, self->store, self->season_id, &options,
                             g_str_equal (action_name, "season.export-pdf"));
}

static void
export_done_cb (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (object);
  g_autoptr(GFile) file = user_data;
  g_autoptr(GError) error = NULL;

  hammer_season_page_export_finish (self, result, &error);
  hammer_paper_report_saved (GTK_WIDGET (self), file, error);
}

static void
export_chosen_cb (GtkWidget *widget,
                  GFile     *file,
                  gpointer   data)
{
  hammer_season_page_export_async (HAMMER_SEASON_PAGE (widget), data, file, NULL,
                                   export_done_cb, g_object_ref (file));
}

void
hammer_season_page_export_activated (GtkWidget  *widget,
                                     const char *action_name,
                                     GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);
  const char *document = g_variant_get_string (parameter, NULL);
  const char *title = adw_view_switcher_title_get_title (self->switcher_title);
  g_autofree char *name = NULL;

  if (self->store == NULL || self->season_id == 0)
    return;
  if (g_str_equal (document, "standings-csv"))
    /* TRANSLATORS: a suggested file name: the season, then the document. */
    name = g_strdup_printf (_("%s – standings.csv"), title);
  else if (g_str_equal (document, "averages-csv"))
    /* TRANSLATORS: a suggested file name: the season, then the document. */
    name = g_strdup_printf (_("%s – averages.csv"), title);
  hammer_paper_choose_export (widget, title, document, name, export_chosen_cb);
}

/* The text of a file of the season, or NULL with @error set. */
static char *
season_file_text (HammerSeasonPage  *self,
                  const char        *document,
                  GError           **error)
{
  static const char *const by[] = { "total", "average", "points", "best4" };

  if (g_str_equal (document, "standings-csv"))
    return hammer_seasons_export_text (self->store, self->season_id, HAMMER_FILE_CSV,
                                       "standings", NULL,
                                       by[hammer_season_page_shown_ranking (self)], NULL,
                                       error);
  if (g_str_equal (document, "averages-csv"))
    return hammer_seasons_export_text (self->store, self->season_id, HAMMER_FILE_CSV,
                                       "averages", NULL, NULL, NULL, error);
  if (g_str_equal (document, "html"))
    return hammer_seasons_export_text (self->store, self->season_id, HAMMER_FILE_HTML,
                                       "report", NULL, NULL, NULL, error);
  if (g_str_equal (document, "json"))
    return hammer_seasons_export_text (self->store, self->season_id, HAMMER_FILE_JSON,
                                       NULL, NULL, NULL, NULL, error);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("Unknown kind of document"));
  return NULL;
}

void
hammer_season_page_export_async (HammerSeasonPage    *self,
                                 const char          *document,
                                 GFile               *file,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *night = NULL;
  HammerSeasonSheetOptions options;
  char *text;

  g_return_if_fail (HAMMER_IS_SEASON_PAGE (self));
  g_return_if_fail (document != NULL);
  g_return_if_fail (G_IS_FILE (file));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, hammer_season_page_export_async);
  if (self->store == NULL || self->season_id == 0)
    {
      g_task_return_new_error (task, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                               _("There is no season to export"));
      return;
    }
  if (g_strv_contains (pdf_documents, document))
    {
      sheet_options (self, document, &options, &night);
      hammer_season_paper_export_async (self->store, self->season_id, &options, file,
                                        cancellable, hammer_paper_pdf_saved_to_task,
                                        g_steal_pointer (&task));
      return;
    }
  if (!(text = season_file_text (self, document, &error)))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  hammer_paper_save_text_async (file, text, cancellable, hammer_paper_text_saved_to_task,
                                g_steal_pointer (&task));
}

gboolean
hammer_season_page_export_finish (HammerSeasonPage  *self,
                                  GAsyncResult      *result,
                                  GError           **error)
{
  return hammer_print_task_finish (self, result, error);
}
