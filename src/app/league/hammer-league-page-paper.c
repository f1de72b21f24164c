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
  const char *view = hammer_competition_page_get_view (HAMMER_COMPETITION_PAGE (self));

  if (g_str_equal (document, "current"))
    document = g_strcmp0 (view, "next") == 0 ? "form"
             : g_strcmp0 (view, "fixtures") == 0 ? "fixtures" : "table";
  hammer_league_sheet_options_init (options);
  options->paper = hammer_print_default_paper ();
  /* The games of the selected team match (else of the next match day), as
   * entered. */
  if (g_str_equal (document, "games-filled"))
    {
      options->kind = HAMMER_LEAGUE_SHEET_GAMES;
      options->filled = TRUE;
      return TRUE;
    }
  return hammer_league_sheet_kind_from_string (document, &options->kind);
}

static void
print (HammerCompetitionPage *page,
       const char            *document,
       gboolean               to_pdf)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (page);
  HammerLeagueSheetOptions options;

  if (sheet_options (self, document, &options))
    hammer_league_paper_print (GTK_WIDGET (self), page_store (self), page_league (self),
                               selected_fixture (self), &options, to_pdf);
}

/* Whether @document is a file of the league rather than paper. */
static gboolean
is_file (const char *document)
{
  return g_str_has_suffix (document, "-csv") || g_str_equal (document, "html") ||
         g_str_equal (document, "json");
}

/* The text of a file of the league, or NULL with @error set. */
static char *
file_text (HammerCompetitionPage  *page,
           const char             *document,
           GError                **error)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (page);
  HammerStore *store = page_store (self);
  gint64 league = page_league (self);

  if (!is_file (document))
    {
      /* Neither paper nor a file. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no such document of the league"));
      return NULL;
    }

  if (g_str_equal (document, "json"))
    return hammer_leagues_export_text (store, league, HAMMER_FILE_JSON, NULL, NULL, error);
  if (g_str_equal (document, "table-csv"))
    return hammer_leagues_export_text (store, league, HAMMER_FILE_CSV, "table", NULL, error);
  if (g_str_equal (document, "fixtures-csv"))
    return hammer_leagues_export_text (store, league, HAMMER_FILE_CSV, "fixtures", NULL, error);
  if (g_str_equal (document, "players-csv"))
    return hammer_leagues_export_text (store, league, HAMMER_FILE_CSV, "stats", NULL, error);
  if (g_str_equal (document, "html"))
    return hammer_leagues_export_text (store, league, HAMMER_FILE_HTML, NULL, NULL, error);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID, _("Unknown kind of document"));
  return NULL;
}

static char *
csv_name (HammerCompetitionPage *page,
          const char            *document,
          const char            *title)
{
  if (g_str_equal (document, "table-csv"))
    /* TRANSLATORS: a suggested file name: the league, then the document. */
    return g_strdup_printf (_("%s – table.csv"), title);
  if (g_str_equal (document, "fixtures-csv"))
    /* TRANSLATORS: a suggested file name: the league, then the document. */
    return g_strdup_printf (_("%s – fixtures.csv"), title);
  if (g_str_equal (document, "players-csv"))
    /* TRANSLATORS: a suggested file name: the league, then the document. */
    return g_strdup_printf (_("%s – players.csv"), title);
  return NULL;
}

static gboolean
export_pdf (HammerCompetitionPage *page,
            const char            *document,
            GFile                 *file,
            GCancellable          *cancellable,
            GTask                 *task)
{
  HammerLeaguePage *self = HAMMER_LEAGUE_PAGE (page);
  HammerLeagueSheetOptions options;

  if (is_file (document) || !sheet_options (self, document, &options))
    return FALSE;
  hammer_league_paper_export_async (page_store (self), page_league (self), selected_fixture (self),
                                    &options, file, cancellable, hammer_paper_pdf_saved_to_task,
                                    g_object_ref (task));
  return TRUE;
}

void
hammer_league_page_init_paper (HammerCompetitionPageClass *klass)
{
  klass->print = print;
  klass->csv_name = csv_name;
  klass->export_pdf = export_pdf;
  klass->file_text = file_text;
  klass->nothing_to_export = N_("There is no such document of the league");
}
