/* hammer-ranking-table.c — a ranking's points table and field-size
 * factors, read and written, and a ranking's lines from typed results
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "hammer-error.h"
#include "ranking/hammer-ranking-table.h"

static const char * const ranked_by_names[] = { "places", "totals", "averages" };

const char *
hammer_ranked_by_to_string (HammerRankedBy by)
{
  g_return_val_if_fail (by <= HAMMER_RANKED_BY_AVERAGES, NULL);

  return ranked_by_names[by];
}

gboolean
hammer_ranked_by_from_string (const char     *text,
                              HammerRankedBy *by)
{
  g_return_val_if_fail (by != NULL, FALSE);

  for (guint i = 0; i < G_N_ELEMENTS (ranked_by_names); i++)
    if (g_strcmp0 (text, ranked_by_names[i]) == 0)
      {
        *by = (HammerRankedBy) i;
        return TRUE;
      }
  return FALSE;
}

/* A whole number from 1, the whole of @text. */
static gboolean
parse_count (const char *text,
             guint      *value)
{
  char *end = NULL;
  guint64 v;

  if (!g_ascii_isdigit (*text))
    return FALSE;
  v = g_ascii_strtoull (text, &end, 10);
  if (*end != '\0' || v < 1 || v > G_MAXINT)
    return FALSE;
  *value = (guint) v;
  return TRUE;
}

/* A number not negative with a decimal point, the whole of @text. */
static gboolean
parse_amount (const char *text,
              double     *value)
{
  char *end = NULL;

  if (!g_ascii_isdigit (*text))
    return FALSE;
  *value = g_ascii_strtod (text, &end);
  return *end == '\0' && isfinite (*value);
}

/* The items of a comma-separated list, trimmed; an empty item stays, to
 * be refused by its position. */
static GStrv
split_items (const char *text)
{
  GStrv items = g_strsplit (text, ",", -1);

  for (guint i = 0; items[i] != NULL; i++)
    g_strstrip (items[i]);
  return items;
}

static int
compare_place_points (gconstpointer a,
                      gconstpointer b)
{
  const HammerPlacePoints *x = a, *y = b;

  return (x->place > y->place) - (x->place < y->place);
}

GArray *
hammer_ranking_parse_points (const char  *text,
                             GError     **error)
{
  g_autoptr(GArray) table = g_array_new (FALSE, FALSE, sizeof (HammerPlacePoints));
  g_auto(GStrv) items = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  items = split_items (text);
  if (items[0] == NULL)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The points table is empty: give place=points pairs such as "
                             "“1=25,2=18”"));
      return NULL;
    }
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (items[i], "=", 2);
      HammerPlacePoints entry;

      if (pair[0] != NULL && pair[1] != NULL)
        {
          double number;
          char *end = NULL;

          g_strstrip (pair[0]);
          g_strstrip (pair[1]);
          /* Name the usual slips rather than the syntax: a place 0 or
           * negative points are numbers, just not allowed ones. */
          if (g_str_equal (pair[0], "0") && parse_amount (pair[1], &number))
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("In the points table, places start at 1: “%s”"), items[i]);
              return NULL;
            }
          number = g_ascii_strtod (pair[1], &end);
          if (pair[1][0] == '-' && end != pair[1] && *end == '\0' && number < 0)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("In the points table, points must be 0 or more: “%s”"), items[i]);
              return NULL;
            }
        }
      if (pair[0] == NULL || pair[1] == NULL ||
          !parse_count (pair[0], &entry.place) ||
          !parse_amount (pair[1], &entry.points))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       /* TRANSLATORS: %u counts the pairs from 1, %s is the pair as typed. */
                       _("The points table is not place=points pairs such as “1=25,2=18”: "
                         "pair %u, “%s”, is not one"), i + 1, items[i]);
          return NULL;
        }
      for (guint k = 0; k < table->len; k++)
        if (g_array_index (table, HammerPlacePoints, k).place == entry.place)
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                         _("The points table gives place %u twice"), entry.place);
            return NULL;
          }
      g_array_append_val (table, entry);
    }
  g_array_sort (table, compare_place_points);
  return g_steal_pointer (&table);
}

gboolean
hammer_ranking_check_points_order (GArray  *table,
                                   GError **error)
{
  g_return_val_if_fail (table != NULL, FALSE);

  /* A worse place earning more is almost surely a typo. */
  for (guint k = 1; k < table->len; k++)
    {
      const HammerPlacePoints *better = &g_array_index (table, HammerPlacePoints, k - 1);
      const HammerPlacePoints *worse = &g_array_index (table, HammerPlacePoints, k);

      if (worse->points > better->points)
        {
          char better_text[G_ASCII_DTOSTR_BUF_SIZE], worse_text[G_ASCII_DTOSTR_BUF_SIZE];

          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       /* TRANSLATORS: "place 2 earns 20, more than place 1's 10". */
                       _("In the points table, place %u earns %s, more than place %u’s %s: "
                         "a worse place must not earn more"), worse->place,
                       g_ascii_formatd (worse_text, sizeof worse_text, "%g", worse->points),
                       better->place,
                       g_ascii_formatd (better_text, sizeof better_text, "%g", better->points));
          return FALSE;
        }
    }
  return TRUE;
}

char *
hammer_ranking_points_text (GArray *table)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (table != NULL, NULL);

  for (guint i = 0; i < table->len; i++)
    {
      const HammerPlacePoints *entry = &g_array_index (table, HammerPlacePoints, i);
      char number[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append_printf (text, "%s%u=%s", i > 0 ? "," : "", entry->place,
                              g_ascii_formatd (number, sizeof number, "%g", entry->points));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

GArray *
hammer_ranking_parse_factors (const char  *text,
                              GError     **error)
{
  g_autoptr(GArray) factors = g_array_new (FALSE, FALSE, sizeof (HammerFieldFactor));
  g_auto(GStrv) items = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  if (*text == '\0')
    return g_steal_pointer (&factors);
  items = split_items (text);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) pair = g_strsplit (items[i], "=", 2);
      HammerFieldFactor entry = { 0 };
      gboolean ok = pair[0] != NULL && pair[1] != NULL &&
                    parse_amount (g_strstrip (pair[1]), &entry.factor);

      if (ok)
        {
          char *sizes = g_strstrip (pair[0]);
          char *dash = strchr (sizes, '-');
          gsize len = strlen (sizes);

          if (dash != NULL)
            {
              *dash = '\0';
              ok = parse_count (sizes, &entry.min) && parse_count (dash + 1, &entry.max) &&
                   entry.min <= entry.max;
            }
          else if (len > 1 && sizes[len - 1] == '+')
            {
              sizes[len - 1] = '\0';
              ok = parse_count (sizes, &entry.min);
            }
          else
            {
              ok = parse_count (sizes, &entry.min);
              entry.max = entry.min;
            }
        }
      if (!ok)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The field-size factors are not sizes=factor pairs such as "
                         "“8-11=0.5,12+=1”: pair %u, “%s”, is not one"), i + 1, items[i]);
          return NULL;
        }
      for (guint k = 0; k < factors->len; k++)
        {
          const HammerFieldFactor *other = &g_array_index (factors, HammerFieldFactor, k);
          guint a_max = entry.max == 0 ? G_MAXUINT : entry.max;
          guint b_max = other->max == 0 ? G_MAXUINT : other->max;

          if (entry.min <= b_max && other->min <= a_max)
            {
              g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("The field-size factors give a field of %u entrants two factors"),
                           MAX (entry.min, other->min));
              return NULL;
            }
        }
      g_array_append_val (factors, entry);
    }
  return g_steal_pointer (&factors);
}

char *
hammer_ranking_factors_text (GArray *factors)
{
  g_autoptr(GString) text = g_string_new (NULL);

  g_return_val_if_fail (factors != NULL, NULL);

  for (guint i = 0; i < factors->len; i++)
    {
      const HammerFieldFactor *entry = &g_array_index (factors, HammerFieldFactor, i);
      char number[G_ASCII_DTOSTR_BUF_SIZE];

      if (i > 0)
        g_string_append_c (text, ',');
      if (entry->max == 0)
        g_string_append_printf (text, "%u+", entry->min);
      else if (entry->max == entry->min)
        g_string_append_printf (text, "%u", entry->min);
      else
        g_string_append_printf (text, "%u-%u", entry->min, entry->max);
      g_string_append_printf (text, "=%s",
                              g_ascii_formatd (number, sizeof number, "%g", entry->factor));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

double
hammer_ranking_place_points (GArray *table,
                             guint   place)
{
  g_return_val_if_fail (table != NULL, 0);

  for (guint i = 0; i < table->len; i++)
    if (g_array_index (table, HammerPlacePoints, i).place == place)
      return g_array_index (table, HammerPlacePoints, i).points;
  return 0;
}

double
hammer_ranking_field_factor (GArray *factors,
                             guint   field)
{
  g_return_val_if_fail (factors != NULL, 1);

  for (guint i = 0; i < factors->len; i++)
    {
      const HammerFieldFactor *entry = &g_array_index (factors, HammerFieldFactor, i);

      if (field >= entry->min && (entry->max == 0 || field <= entry->max))
        return entry->factor;
    }
  return 1;
}

static void
clear_result (gpointer data)
{
  g_free (((HammerRankingResult *) data)->day);
}

void
hammer_ranking_line_free (HammerRankingLine *line)
{
  if (line == NULL)
    return;
  g_free (line->name);
  g_clear_pointer (&line->counted, g_array_unref);
  g_clear_pointer (&line->results, g_array_unref);
  g_clear_pointer (&line->history, g_array_unref);
  g_free (line);
}

/* The better result first: more points, then the better place, then the
 * earlier event, so that the same results always count. */
static int
compare_results (gconstpointer a,
                 gconstpointer b)
{
  const HammerRankingResult *x = a, *y = b;

  if (x->points != y->points)
    return x->points < y->points ? 1 : -1;
  if (x->place != y->place)
    return (x->place > y->place) - (x->place < y->place);
  return (x->order > y->order) - (x->order < y->order);
}

static int
compare_order (gconstpointer a,
               gconstpointer b)
{
  const HammerRankingResult *x = a, *y = b;

  return (x->order > y->order) - (x->order < y->order);
}

static int
compare_places (gconstpointer a,
                gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return (x > y) - (x < y);
}

static GArray *
sorted_places (GArray *results)
{
  GArray *places = g_array_sized_new (FALSE, FALSE, sizeof (guint), results->len);

  for (guint i = 0; i < results->len; i++)
    g_array_append_val (places, g_array_index (results, HammerRankingResult, i).place);
  g_array_sort (places, compare_places);
  return places;
}

/* Ties: with places, more better places among those that count (more
 * firsts, then more seconds, …); 0 when they cannot be told apart. */
static int
compare_lines (const HammerRankingLine *x,
               const HammerRankingLine *y,
               HammerRankedBy           by)
{
  g_autoptr(GArray) xs = NULL;
  g_autoptr(GArray) ys = NULL;

  if (fabs (x->points - y->points) > 1e-9)
    return x->points < y->points ? 1 : -1;
  if (by != HAMMER_RANKED_BY_PLACES)
    return 0;

  /* Compared best first, the first place that differs decides, and of two
   * lists alike as far as the shorter goes, the longer has a place more. */
  xs = sorted_places (x->counted);
  ys = sorted_places (y->counted);
  for (guint i = 0; i < MIN (xs->len, ys->len); i++)
    {
      guint a = g_array_index (xs, guint, i), b = g_array_index (ys, guint, i);

      if (a != b)
        return a < b ? -1 : 1;
    }
  return (xs->len < ys->len) - (xs->len > ys->len);
}

static int
compare_lines_for_sort (gconstpointer a,
                        gconstpointer b,
                        gpointer      by)
{
  const HammerRankingLine *x = *(HammerRankingLine * const *) a;
  const HammerRankingLine *y = *(HammerRankingLine * const *) b;
  int order = compare_lines (x, y, GPOINTER_TO_INT (by));

  if (order != 0)
    return order;
  order = g_utf8_collate (x->name, y->name);
  if (order != 0)
    return order;
  return (x->player_id > y->player_id) - (x->player_id < y->player_id);
}

GPtrArray *
hammer_ranking_rank (HammerRankingPlayer *players,
                     guint                n_players,
                     HammerRankedBy       by,
                     guint                best)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func ((GDestroyNotify)
                                                               hammer_ranking_line_free);

  g_return_val_if_fail (players != NULL || n_players == 0, NULL);

  for (guint p = 0; p < n_players; p++)
    {
      HammerRankingLine *line = g_new0 (HammerRankingLine, 1);
      g_autoptr(GArray) by_value = NULL;
      guint n;

      line->player_id = players[p].player_id;
      line->name = g_strdup (players[p].name);
      line->history = g_array_new (FALSE, FALSE, sizeof (double));
      line->results = g_steal_pointer (&players[p].results);
      g_array_set_clear_func (line->results, clear_result);
      g_array_sort (line->results, compare_order);

      by_value = g_array_copy (line->results);
      g_array_sort (by_value, compare_results);
      n = best > 0 ? MIN (best, by_value->len) : by_value->len;
      line->counted = g_array_sized_new (FALSE, FALSE, sizeof (HammerRankingResult), n);
      g_array_set_clear_func (line->counted, clear_result);
      for (guint i = 0; i < n; i++)
        {
          HammerRankingResult result = g_array_index (by_value, HammerRankingResult, i);

          result.day = g_strdup (result.day);
          line->points += result.points;
          g_array_append_val (line->counted, result);
        }
      if (by == HAMMER_RANKED_BY_AVERAGES && n > 0)
        line->points /= n;
      g_array_sort (line->counted, compare_order);
      g_ptr_array_add (lines, line);
    }

  g_ptr_array_sort_with_data (lines, compare_lines_for_sort, GINT_TO_POINTER (by));

  for (guint i = 0; i < lines->len; i++)
    {
      HammerRankingLine *line = g_ptr_array_index (lines, i);
      HammerRankingLine *before = i > 0 ? g_ptr_array_index (lines, i - 1) : NULL;

      if (before != NULL && compare_lines (before, line, by) == 0)
        {
          line->place = before->place;
          line->shared = before->shared = TRUE;
        }
      else
        line->place = i + 1;
    }
  return g_steal_pointer (&lines);
}
