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

static const char *const pdf_documents[] = { "night", "averages", "standings", "report", "form",
                                             "member-card", "night-classes", NULL };

/* The date of the night selected in the list of nights, or NULL. */
static char *
selected_night (HammerSeasonPage *self)
{
  GtkSelectionModel *model = gtk_column_view_get_model (self->nights_view);
  HammerSeasonItem *item = gtk_single_selection_get_selected_item (GTK_SINGLE_SELECTION (model));

  if (item == NULL)
    return NULL;
  return g_strdup (hammer_season_night_get_date (hammer_season_item_get_target (item)));
}

/* "current" is the document of the view in front. */
static const char *
resolve_document (HammerSeasonPage *self,
                  const char       *document)
{
  const char *view = hammer_competition_page_get_view (HAMMER_COMPETITION_PAGE (self));

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
  if (options->kind == HAMMER_SEASON_SHEET_NIGHT ||
      options->kind == HAMMER_SEASON_SHEET_NIGHT_CLASSES)
    options->night = *night = selected_night (self);
  return TRUE;
}

static void
print (HammerCompetitionPage *page,
       const char            *document,
       gboolean               to_pdf)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (page);
  g_autofree char *night = NULL;
  HammerSeasonSheetOptions options;

  if (sheet_options (self, resolve_document (self, document), &options, &night))
    hammer_season_paper_print (GTK_WIDGET (self), page_store (self), page_season (self), &options,
                               to_pdf);
}

static char *
csv_name (HammerCompetitionPage *page,
          const char            *document,
          const char            *title)
{
  if (g_str_equal (document, "standings-csv"))
    /* TRANSLATORS: a suggested file name: the season, then the document. */
    return g_strdup_printf (_("%s – standings.csv"), title);
  if (g_str_equal (document, "averages-csv"))
    /* TRANSLATORS: a suggested file name: the season, then the document. */
    return g_strdup_printf (_("%s – averages.csv"), title);
  return NULL;
}

/* The text of a file of the season, or NULL with @error set. */
static char *
file_text (HammerCompetitionPage  *page,
           const char             *document,
           GError                **error)
{
  static const char *const by[] = { "total", "average", "points", "best4" };
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (page);
  HammerStore *store = page_store (self);
  gint64 season = page_season (self);

  if (g_str_equal (document, "standings-csv"))
    return hammer_seasons_export_text (store, season, HAMMER_FILE_CSV,
                                       "standings", NULL,
                                       by[hammer_season_page_shown_ranking (self)], NULL,
                                       error);
  if (g_str_equal (document, "averages-csv"))
    return hammer_seasons_export_text (store, season, HAMMER_FILE_CSV,
                                       "averages", NULL, NULL, NULL, error);
  if (g_str_equal (document, "html"))
    return hammer_seasons_export_text (store, season, HAMMER_FILE_HTML,
                                       "report", NULL, NULL, NULL, error);
  if (g_str_equal (document, "json"))
    return hammer_seasons_export_text (store, season, HAMMER_FILE_JSON,
                                       NULL, NULL, NULL, NULL, error);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("Unknown kind of document"));
  return NULL;
}

static gboolean
export_pdf (HammerCompetitionPage *page,
            const char            *document,
            GFile                 *file,
            GCancellable          *cancellable,
            GTask                 *task)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (page);
  g_autofree char *night = NULL;
  HammerSeasonSheetOptions options;

  if (!g_strv_contains (pdf_documents, document))
    return FALSE;
  sheet_options (self, document, &options, &night);
  hammer_season_paper_export_async (page_store (self), page_season (self), &options, file,
                                    cancellable, hammer_paper_pdf_saved_to_task,
                                    g_object_ref (task));
  return TRUE;
}

void
hammer_season_page_init_paper (HammerCompetitionPageClass *klass)
{
  klass->print = print;
  klass->csv_name = csv_name;
  klass->export_pdf = export_pdf;
  klass->file_text = file_text;
  klass->nothing_to_export = N_("There is no season to export");
}
