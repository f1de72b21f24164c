/* hammer-ranking-tables.c — a ranking as CSV and as a web page: a line per
 * player, a column per event that counts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-places.h"
#include "hammer-score-text.h"
#include "io/hammer-tables-writer.h"
#include "ranking/hammer-rankings.h"

const HammerRankingResult *
hammer_ranking_line_find_result (const HammerRankingLine *line,
                                 gint64                   event_id,
                                 gboolean                *counted)
{
  g_return_val_if_fail (line != NULL, NULL);
  g_return_val_if_fail (counted != NULL, NULL);

  *counted = FALSE;
  for (guint i = 0; i < line->counted->len; i++)
    if (g_array_index (line->counted, HammerRankingResult, i).event_id == event_id)
      {
        *counted = TRUE;
        return &g_array_index (line->counted, HammerRankingResult, i);
      }
  for (guint i = 0; i < line->results->len; i++)
    if (g_array_index (line->results, HammerRankingResult, i).event_id == event_id)
      return &g_array_index (line->results, HammerRankingResult, i);
  return NULL;
}

GPtrArray *
hammer_ranking_counting_events (HammerRanking *ranking)
{
  GPtrArray *events;

  g_return_val_if_fail (ranking != NULL, NULL);

  events = g_ptr_array_new ();
  for (guint i = 0; i < ranking->events->len; i++)
    {
      HammerEventPlacings *event = g_ptr_array_index (ranking->events, i);

      if (event->state == HAMMER_EVENT_FINISHED)
        g_ptr_array_add (events, event);
    }
  return events;
}

char *
hammer_ranking_result_text (const HammerRankingResult *result,
                            gboolean                   counted,
                            char                       decimal_mark)
{
  g_autofree char *points = hammer_tables_format_decimal (result->points, decimal_mark);

  return counted ? g_steal_pointer (&points) : g_strdup_printf ("(%s)", points);
}

/* The count a plural form is chosen by for @points: the number itself
 * when whole, else 2, which is "points" in English, Dutch and German
 * ("1.5 points", "0,5 punten"). */
static gulong
plural_count (double points)
{
  if (points >= 0 && points == (double) (gulong) points)
    return (gulong) points;
  return 2;
}

char *
hammer_ranking_points_label (double points,
                             char   decimal_mark)
{
  g_autofree char *figure = hammer_tables_format_decimal (points, decimal_mark);

  /* TRANSLATORS: a player's points in a ranking, "10 points", "0.5 points". */
  return g_strdup_printf (ngettext ("%s point", "%s points", plural_count (points)), figure);
}

char *
hammer_ranking_legend (HammerRanking *ranking,
                       char           decimal_mark,
                       gboolean       bold_cut)
{
  g_autoptr(GString) notes = NULL;

  g_return_val_if_fail (ranking != NULL, NULL);

  notes = g_string_new (C_("ranking", "Points in brackets do not count."));
  if (ranking->threshold > 0)
    {
      g_autofree char *figure = hammer_tables_format_decimal (ranking->threshold, decimal_mark);
      gulong n = plural_count (ranking->threshold);

      g_string_append_c (notes, ' ');
      if (ranking->threshold_years > 0)
        {
          /* TRANSLATORS: the span of a ranking's threshold, "3 years". */
          g_autofree char *years = g_strdup_printf (ngettext ("%u year", "%u years",
                                                              ranking->threshold_years),
                                                    ranking->threshold_years);

          /* TRANSLATORS: the threshold's mark: %s is a number of points, the
           * second %s a span of years ("3 years"). */
          g_string_append_printf (notes, ngettext ("★ %s point or more within %s.",
                                                   "★ %s points or more within %s.", n),
                                  figure, years);
        }
      else
        g_string_append_printf (notes, ngettext ("★ %s point or more.", "★ %s points or more.",
                                                 n), figure);
    }
  if (bold_cut && ranking->cut > 0)
    {
      g_string_append_c (notes, ' ');
      /* TRANSLATORS: the qualification cut of a ranking on paper. */
      g_string_append_printf (notes, ngettext ("In bold: the qualified, the top %u.",
                                               "In bold: the qualified, the top %u.",
                                               ranking->cut), ranking->cut);
    }
  return g_string_free (g_steal_pointer (&notes), FALSE);
}

char *
hammer_ranking_csv (HammerRanking          *ranking,
                    const HammerCsvOptions *options)
{
  g_autoptr(GPtrArray) events = NULL;
  HammerCsvWriter writer;
  char mark;

  g_return_val_if_fail (ranking != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  events = hammer_ranking_counting_events (ranking);
  mark = options->separator == ';' ? ',' : '.';
  hammer_csv_writer_init (&writer, options);
  /* TRANSLATORS: headers of a ranking's CSV file and web page. */
  hammer_csv_writer_text (&writer, C_("ranking", "Place"));
  hammer_csv_writer_text (&writer, C_("ranking", "Name"));
  hammer_csv_writer_text (&writer, C_("ranking", "Points"));
  for (guint e = 0; e < events->len; e++)
    hammer_csv_writer_text (&writer, ((HammerEventPlacings *) g_ptr_array_index (events, e))->name);
  hammer_csv_writer_text (&writer, C_("ranking", "Movement"));
  if (ranking->threshold > 0)
    hammer_csv_writer_text (&writer, C_("ranking", "Marked"));
  if (ranking->cut > 0)
    hammer_csv_writer_text (&writer, C_("ranking", "Qualified"));
  hammer_csv_writer_end_row (&writer);

  for (guint i = 0; i < ranking->lines->len; i++)
    {
      const HammerRankingLine *line = g_ptr_array_index (ranking->lines, i);
      g_autofree char *place = hammer_standings_place_label (line->place, line->shared);

      hammer_csv_writer_text (&writer, place);
      hammer_csv_writer_text (&writer, line->name);
      hammer_csv_writer_decimal (&writer, line->points);
      for (guint e = 0; e < events->len; e++)
        {
          HammerEventPlacings *event = g_ptr_array_index (events, e);
          gboolean counted;
          const HammerRankingResult *result =
            hammer_ranking_line_find_result (line, event->event_id, &counted);
          g_autofree char *text =
            result != NULL ? hammer_ranking_result_text (result, counted, mark) : NULL;

          hammer_csv_writer_text (&writer, text);
        }
      if (line->previous_place > 0)
        hammer_csv_writer_int (&writer, (gint64) line->previous_place - line->place);
      else
        hammer_csv_writer_text (&writer, NULL);
      /* TRANSLATORS: the Marked and Qualified columns of a ranking's CSV file. */
      if (ranking->threshold > 0)
        hammer_csv_writer_text (&writer, line->marked ? C_("ranking csv", "yes")
                                                      : C_("ranking csv", "no"));
      if (ranking->cut > 0)
        hammer_csv_writer_text (&writer, line->qualified ? C_("ranking csv", "yes")
                                                         : C_("ranking csv", "no"));
      hammer_csv_writer_end_row (&writer);
    }
  return hammer_csv_writer_finish (&writer);
}

char *
hammer_ranking_movement_text (const HammerRankingLine *line)
{
  g_return_val_if_fail (line != NULL, NULL);

  if (line->previous_place == 0)
    /* TRANSLATORS: the movement of a player who was not in the ranking before. */
    return g_strdup (C_("ranking movement", "new"));
  if (line->previous_place == line->place)
    return g_strdup ("=");
  if (line->previous_place > line->place)
    return g_strdup_printf ("▲ %u", line->previous_place - line->place);
  return g_strdup_printf ("▼ %u", line->place - line->previous_place);
}

char *
hammer_ranking_html (HammerRanking *ranking)
{
  g_autoptr(GPtrArray) events = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autofree char *meta = NULL;
  /* TRANSLATORS: the decimal mark of a ranking's web page, as of the
   * standings page ("," in Dutch and German). */
  char mark = C_("decimal mark", ".")[0] == ',' ? ',' : '.';

  g_return_val_if_fail (ranking != NULL, NULL);

  events = hammer_ranking_counting_events (ranking);
  hammer_html_begin_page (out, ranking->name);
  g_string_append (out, "<header>\n<h1>");
  hammer_html_escape (out, ranking->name);
  g_string_append (out, "</h1>\n<p class=\"meta\">");
  if (ranking->best > 0)
    /* TRANSLATORS: under a ranking's name: events that count, and the best N. */
    meta = g_strdup_printf (ngettext ("%u event · the best %u results count",
                                      "%u events · the best %u results count", events->len),
                            events->len, ranking->best);
  else
    meta = g_strdup_printf (ngettext ("%u event", "%u events", events->len), events->len);
  hammer_html_escape (out, meta);
  g_string_append (out, "</p>\n</header>\n<main>\n<div class=\"scroll\"><table>\n<thead><tr>");

  g_string_append (out, "<th scope=\"col\" class=\"num\">");
  hammer_html_escape (out, C_("ranking", "Place"));
  g_string_append (out, "</th><th scope=\"col\" class=\"name\">");
  hammer_html_escape (out, C_("ranking", "Name"));
  g_string_append (out, "</th><th scope=\"col\" class=\"num\">");
  hammer_html_escape (out, C_("ranking", "Points"));
  g_string_append (out, "</th>");
  for (guint e = 0; e < events->len; e++)
    {
      g_string_append (out, "<th scope=\"col\" class=\"num\">");
      hammer_html_escape (out, ((HammerEventPlacings *) g_ptr_array_index (events, e))->name);
      g_string_append (out, "</th>");
    }
  g_string_append (out, "<th scope=\"col\">");
  hammer_html_escape (out, C_("ranking", "Movement"));
  g_string_append (out, "</th>");
  if (ranking->cut > 0)
    {
      g_string_append (out, "<th scope=\"col\">");
      hammer_html_escape (out, C_("ranking", "Qualified"));
      g_string_append (out, "</th>");
    }
  g_string_append (out, "</tr></thead>\n<tbody>\n");

  for (guint i = 0; i < ranking->lines->len; i++)
    {
      const HammerRankingLine *line = g_ptr_array_index (ranking->lines, i);
      g_autofree char *place = hammer_standings_place_label (line->place, line->shared);
      g_autofree char *points = hammer_tables_format_decimal (line->points, mark);
      g_autofree char *movement = hammer_ranking_movement_text (line);

      g_string_append (out, "<tr><td class=\"num\">");
      hammer_html_escape (out, place);
      g_string_append (out, "</td><th scope=\"row\" class=\"name\">");
      hammer_html_escape (out, line->name);
      /* A marked player's name carries the mark, with its meaning in words. */
      if (line->marked)
        {
          g_string_append (out, " <abbr title=\"");
          hammer_html_escape (out, C_("ranking", "Reached the threshold"));
          g_string_append (out, "\">★</abbr>");
        }
      g_string_append (out, "</th><td class=\"num\">");
      hammer_html_escape (out, points);
      g_string_append (out, "</td>");
      for (guint e = 0; e < events->len; e++)
        {
          HammerEventPlacings *event = g_ptr_array_index (events, e);
          gboolean counted;
          const HammerRankingResult *result =
            hammer_ranking_line_find_result (line, event->event_id, &counted);
          g_autofree char *text =
            result != NULL ? hammer_ranking_result_text (result, counted, mark) : NULL;

          g_string_append (out, "<td class=\"num\">");
          hammer_html_escape (out, text);
          g_string_append (out, "</td>");
        }
      g_string_append (out, "<td>");
      hammer_html_escape (out, movement);
      g_string_append (out, "</td>");
      if (ranking->cut > 0)
        {
          g_string_append (out, "<td>");
          hammer_html_escape (out, line->qualified ? C_("ranking csv", "yes") : "");
          g_string_append (out, "</td>");
        }
      g_string_append (out, "</tr>\n");
    }
  g_string_append (out, "</tbody>\n</table></div>\n");
  /* What ★ and the brackets mean, as the paper says it under its table;
   * the qualified have a column of their own here. */
  {
    g_autofree char *legend = hammer_ranking_legend (ranking, mark, FALSE);

    g_string_append (out, "<p class=\"meta\">");
    hammer_html_escape (out, legend);
    g_string_append (out, "</p>\n");
  }
  g_string_append (out, "</main>\n");
  hammer_html_end_page (out);
  return g_string_free (g_steal_pointer (&out), FALSE);
}
