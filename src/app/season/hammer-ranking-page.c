/* hammer-ranking-page.c — a ranking across events: its players with the
 * results that count and the movement since the latest event, a player's
 * points over time, its events; on paper, as CSV and as a web page (its
 * edits in hammer-ranking-page-edit.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "io/hammer-tables.h"
#include "ranking/hammer-rankings.h"
#include "sheets/hammer-ranking-sheets.h"

#include "hammer-app-utils.h"
#include "hammer-event-item.h"
#include "hammer-plot.h"
#include "hammer-print.h"
#include "hammer-ranking-page-private.h"
#include "hammer-season-paper.h"
#include "hammer-window.h"


G_DEFINE_FINAL_TYPE (HammerRankingPage, hammer_ranking_page, HAMMER_TYPE_COMPETITION_PAGE)

HammerStore *
_hammer_ranking_page_store (HammerRankingPage *self)
{
  return hammer_competition_page_get_store (HAMMER_COMPETITION_PAGE (self));
}

gint64
_hammer_ranking_page_id (HammerRankingPage *self)
{
  return hammer_competition_page_get_id (HAMMER_COMPETITION_PAGE (self));
}

/* The decimal mark of the user's language, as paper and web pages have it. */
static char
decimal_mark (void)
{
  return C_("decimal mark", ".")[0] == ',' ? ',' : '.';
}

void
_hammer_ranking_page_clear_list (GtkListBox *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (list))) != NULL)
    gtk_list_box_remove (list, child);
}

/* "January 25 · March 18 · (February 15)": the results that count, and
 * in brackets those that do not. */
static char *
results_text (HammerRankingPage       *self,
              const HammerRankingLine *line)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint r = 0; r < line->results->len; r++)
    {
      const HammerRankingResult *result = &g_array_index (line->results, HammerRankingResult, r);
      gboolean counted;
      g_autofree char *points = NULL;
      const char *event = NULL;

      hammer_ranking_line_find_result (line, result->event_id, &counted);
      points = hammer_ranking_result_text (result, counted, decimal_mark ());
      for (guint e = 0; e < self->ranking->events->len; e++)
        {
          HammerEventPlacings *placings = g_ptr_array_index (self->ranking->events, e);

          if (placings->event_id == result->event_id)
            event = placings->name;
        }
      if (text->len > 0)
        g_string_append (text, " · ");
      /* TRANSLATORS: a player's result in an event of a ranking: the
       * event's name and the points, "Open 2026: 10". */
      g_string_append_printf (text, _("%s: %s"), event != NULL ? event : "", points);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
line_row (HammerRankingPage       *self,
          const HammerRankingLine *line)
{
  GtkWidget *row;
  g_autofree char *place = hammer_standings_place_label (line->place, line->shared);
  g_autofree char *title = NULL;
  g_autofree char *results = results_text (self, line);
  g_autofree char *points_text = hammer_ranking_points_label (line->points, decimal_mark ());
  g_autofree char *movement = hammer_ranking_movement_text (line);
  GtkWidget *points_label, *movement_label;

  /* TRANSLATORS: a line of a ranking: its place and the player's name,
   * with a mark for a player at the threshold. */
  title = g_strdup_printf (line->marked ? _("%s. %s ★") : _("%s. %s"), place, line->name);
  row = hammer_plain_row_new (title, results);
  points_label = gtk_label_new (points_text);
  gtk_widget_add_css_class (points_label, line->qualified ? "heading" : "numeric");
  movement_label = gtk_label_new (movement);
  gtk_widget_add_css_class (movement_label, "dim-label");
  gtk_widget_set_size_request (movement_label, 48, -1);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), points_label);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), movement_label);
  g_object_set_data (G_OBJECT (row), "player-id", GINT_TO_POINTER ((int) line->player_id));
  return row;
}

static const HammerRankingLine *
find_line (HammerRankingPage *self,
           gint64             player_id)
{
  for (guint i = 0; self->ranking != NULL && i < self->ranking->lines->len; i++)
    {
      const HammerRankingLine *line = g_ptr_array_index (self->ranking->lines, i);

      if (line->player_id == player_id)
        return line;
    }
  return NULL;
}

/* The plot of the chosen player's points after every event. */
static void
show_plot (HammerRankingPage *self)
{
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  const HammerRankingLine *line = find_line (self, self->player_id);
  g_autofree char *title = NULL;

  if (line == NULL && self->ranking != NULL && self->ranking->lines->len > 0)
    line = g_ptr_array_index (self->ranking->lines, 0);
  gtk_widget_set_visible (self->points_plot, line != NULL && line->history->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->plot_title), line != NULL);
  if (line == NULL)
    return;

  events = hammer_ranking_counting_events (self->ranking);
  for (guint e = 0; e < events->len; e++)
    g_ptr_array_add (labels,
                     hammer_format_date_for_display (((HammerEventPlacings *)
                                                      g_ptr_array_index (events, e))->day));
  hammer_plot_set_axis_titles (HAMMER_PLOT (self->points_plot), _("Event day"), _("Points"));
  hammer_plot_set_line (HAMMER_PLOT (self->points_plot),
                        (const double *) (void *) line->history->data,
                        (const char * const *) labels->pdata, line->history->len);
  /* TRANSLATORS: over the plot of a player's ranking points. */
  title = g_strdup_printf (_("Points of %s over time"), line->name);
  gtk_label_set_text (self->plot_title, title);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->points_plot),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
}

static void
line_selected_cb (HammerRankingPage *self,
                  GtkListBoxRow     *row)
{
  if (row == NULL)
    return;
  self->player_id = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "player-id"));
  show_plot (self);
}


static void
show_ranking (HammerRankingPage *self)
{
  HammerRanking *ranking = self->ranking;
  g_autofree char *summary = NULL;
  guint n = ranking->n_counting;

  hammer_competition_page_show_found (HAMMER_COMPETITION_PAGE (self), ranking->name);
  if (ranking->events->len == 0)
    /* An empty page says where its events are chosen. */
    summary = g_strdup (_("No events yet: check those that count under Events"));
  else if (ranking->best > 0)
    /* TRANSLATORS: the summary of a ranking: events that count, and the best N. */
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "%u event counts; each player's best %u results",
                                            "%u events count; each player's best %u results", n),
                               n, ranking->best);
  else
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u event counts",
                                            "%u events count", n), n);
  gtk_label_set_text (self->summary_label, summary);
  hammer_competition_page_set_subtitle (HAMMER_COMPETITION_PAGE (self), summary);

  _hammer_ranking_page_clear_list (self->lines_list);
  for (guint i = 0; i < ranking->lines->len; i++)
    {
      const HammerRankingLine *line = g_ptr_array_index (ranking->lines, i);
      GtkWidget *row = line_row (self, line);

      gtk_list_box_append (self->lines_list, row);
      if (line->player_id == self->player_id)
        gtk_list_box_select_row (self->lines_list, GTK_LIST_BOX_ROW (row));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->lines_list), ranking->lines->len > 0);

  _hammer_ranking_page_list_events (self);
  show_plot (self);
}

static void
ranking_read_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      data)
{
  g_autoptr(HammerRankingPage) self = data;
  g_autoptr(GError) error = NULL;
  HammerRanking *ranking = hammer_rankings_get_finish (HAMMER_STORE (source), result, &error);

  /* A newer read, another ranking or the page gone: this one is stale. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->reading = FALSE;
  if (ranking == NULL)
    {
      g_clear_pointer (&self->ranking, hammer_ranking_free);
      hammer_competition_page_show_missing (HAMMER_COMPETITION_PAGE (self), error);
      return;
    }
  g_clear_pointer (&self->ranking, hammer_ranking_free);
  self->ranking = ranking;
  show_ranking (self);
}

/* Ranking a large file's events replays their standings: read off the
 * main thread, the newest read only. */
static void
hammer_ranking_page_reload (HammerCompetitionPage *page)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (page);

  g_cancellable_cancel (self->read_cancellable);
  g_clear_object (&self->read_cancellable);
  self->read_cancellable = g_cancellable_new ();
  self->reading = TRUE;
  hammer_rankings_get_async (_hammer_ranking_page_store (self), _hammer_ranking_page_id (self),
                             self->read_cancellable, ranking_read_cb, g_object_ref (self));
}

gboolean
hammer_ranking_page_get_reading (HammerRankingPage *self)
{
  g_return_val_if_fail (HAMMER_IS_RANKING_PAGE (self), FALSE);

  return self->reading || self->listing > 0;
}

static void
hammer_ranking_page_id_changed (HammerCompetitionPage *page)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (page);

  self->player_id = 0;
  g_clear_pointer (&self->ranking, hammer_ranking_free);
  /* What was under way was for the ranking shown before. */
  g_cancellable_cancel (self->cancellable);
  g_object_unref (self->cancellable);
  self->cancellable = g_cancellable_new ();
}

/* A ranking reads its events' standings and its players' names: a
 * result, an entrant or a draw of one of its events moves it, and any
 * event changed or added may be one to check on its Events view; the
 * matches of other events do not touch it. */
static gboolean
hammer_ranking_page_touched (HammerCompetitionPage *page,
                             HammerChangeSet       *changes)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (page);

  if (self->ranking == NULL ||
      hammer_change_set_touches (changes, HAMMER_TABLE_RANKINGS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_RANKING_EVENTS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_EVENTS) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS))
    return TRUE;
  for (guint e = 0; e < self->ranking->events->len; e++)
    {
      HammerEventPlacings *event = g_ptr_array_index (self->ranking->events, e);

      if (hammer_change_set_touches_event (changes, event->event_id))
        return TRUE;
    }
  return FALSE;
}

/* Paper: laid out in a thread from a ranking read for it. */
static HammerLayout *
lay_out (gpointer      data,
         HammerPaper   paper,
         gboolean      landscape,
         GError      **error)
{
  return hammer_ranking_sheet_new (data, paper, landscape);
}

static HammerRanking *
read_for_paper (HammerRankingPage *self)
{
  g_autoptr(GError) error = NULL;
  HammerRanking *ranking = hammer_rankings_get (_hammer_ranking_page_store (self), _hammer_ranking_page_id (self), &error);

  if (ranking == NULL)
    hammer_competition_page_show_missing (HAMMER_COMPETITION_PAGE (self), error);
  return ranking;
}

static void
print (HammerCompetitionPage *page,
       const char            *document,
       gboolean               to_pdf)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (page);
  HammerRanking *ranking = read_for_paper (self);

  if (ranking != NULL)
    /* TRANSLATORS: the document in a PDF's suggested name, "Tour – ranking.pdf". */
    hammer_paper_print_or_export (GTK_WIDGET (self), lay_out, ranking,
                                  (GDestroyNotify) hammer_ranking_free,
                                  hammer_competition_page_get_title (page),
                                  C_("file name", "ranking"), to_pdf);
}

static gboolean
export_pdf (HammerCompetitionPage *page,
            const char            *document,
            GFile                 *file,
            GCancellable          *cancellable,
            GTask                 *task)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (page);
  HammerRanking *ranking;

  if (!g_str_equal (document, "ranking") || (ranking = read_for_paper (self)) == NULL)
    return FALSE;
  hammer_print_export_async (lay_out, ranking, (GDestroyNotify) hammer_ranking_free, file,
                             cancellable, hammer_paper_pdf_saved_to_task, g_object_ref (task));
  return TRUE;
}

static char *
file_text (HammerCompetitionPage  *page,
           const char             *document,
           GError                **error)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (page);
  g_autoptr(HammerRanking) ranking = NULL;
  HammerCsvOptions options;

  if (!g_str_equal (document, "csv") && !g_str_equal (document, "html"))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("There is no such document of the ranking"));
      return NULL;
    }
  if (!(ranking = hammer_rankings_get (_hammer_ranking_page_store (self), _hammer_ranking_page_id (self), error)))
    return NULL;
  if (g_str_equal (document, "html"))
    return hammer_ranking_html (ranking);
  hammer_csv_options_init (&options);
  return hammer_ranking_csv (ranking, &options);
}

static char *
csv_name (HammerCompetitionPage *page,
          const char            *document,
          const char            *title)
{
  return g_str_equal (document, "csv") ? g_strdup_printf ("%s.csv", title) : NULL;
}

static void
hammer_ranking_page_dispose (GObject *object)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_cancellable_cancel (self->read_cancellable);
  g_clear_object (&self->read_cancellable);
  g_clear_pointer (&self->ranking, hammer_ranking_free);
  G_OBJECT_CLASS (hammer_ranking_page_parent_class)->dispose (object);
}

static void
hammer_ranking_page_class_init (HammerRankingPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HammerCompetitionPageClass *page_class = HAMMER_COMPETITION_PAGE_CLASS (klass);

  object_class->dispose = hammer_ranking_page_dispose;
  page_class->touched = hammer_ranking_page_touched;
  page_class->reload = hammer_ranking_page_reload;
  page_class->id_changed = hammer_ranking_page_id_changed;
  page_class->print = print;
  page_class->export_pdf = export_pdf;
  page_class->file_text = file_text;
  page_class->csv_name = csv_name;
  page_class->nothing_to_export = N_("There is no such document of the ranking");

  gtk_widget_class_install_action (widget_class, "ranking.settings", NULL,
                                   _hammer_ranking_page_settings_activated);
  gtk_widget_class_install_action (widget_class, "ranking.rename", NULL,
                                   _hammer_ranking_page_rename_activated);
  gtk_widget_class_install_action (widget_class, "ranking.delete", NULL,
                                   _hammer_ranking_page_delete_activated);

  g_type_ensure (HAMMER_TYPE_PLOT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/season/"
                                               "hammer-ranking-page.ui");
  hammer_competition_page_class_setup (widget_class, "ranking");
  gtk_widget_class_bind_template_child (widget_class, HammerRankingPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingPage, lines_list);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingPage, plot_title);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingPage, points_plot);
  gtk_widget_class_bind_template_child (widget_class, HammerRankingPage, events_list);
}

static void
hammer_ranking_page_init (HammerRankingPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  g_signal_connect_swapped (self->lines_list, "row-selected", G_CALLBACK (line_selected_cb),
                            self);
}

GtkWidget *
hammer_ranking_page_new (HammerStore *store,
                         gint64       ranking_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_RANKING_PAGE, "store", store, "competition-id", ranking_id,
                       NULL);
}

void
hammer_ranking_page_show_player (HammerRankingPage *self,
                                 gint64             player_id)
{
  g_return_if_fail (HAMMER_IS_RANKING_PAGE (self));

  self->player_id = player_id;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->lines_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (row), "player-id")) == player_id)
      gtk_list_box_select_row (self->lines_list, GTK_LIST_BOX_ROW (row));
  show_plot (self);
}
