/* hammer-events-handicaps.c — every entrant's handicap at once, from the
 * players' ratings or their classes by rating
 *
 * A director sets handicaps for a whole field by one rule rather than one
 * by one: the figures come from the one home of each (the ratings of
 * hammer-events-ratings.c, read into classes by the classes module: the
 * roster's averages are sjoelbak's, and handicaps are for table and
 * court), and every handicap is checked by the rules as a single one is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>
#include <string.h>

#include "hammer-classes.h"
#include "hammer-error.h"
#include "events/hammer-event-handicaps.h"
#include "events/hammer-events-private.h"
#include "events/hammer-player-ratings.h"

/* The largest scale taken: ratings span a few thousand points at most. */
#define MAX_SCALE 10000.0

void
hammer_handicap_line_free (HammerHandicapLine *line)
{
  if (line == NULL)
    return;
  g_free (line->name);
  g_free (line->klass);
  g_free (line);
}

/* The entrants whose handicap is set: all but the withdrawn. */
static GPtrArray *
handicap_field (HammerEventModel *model)
{
  GPtrArray *field = g_ptr_array_new ();

  for (guint i = 0; i < model->entrants->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (model->entrants, i);

      if (!entrant->withdrawn)
        g_ptr_array_add (field, entrant);
    }
  return field;
}

static HammerHandicapLine *
line_new (const HammerEventEntrant *entrant,
          double                    figure)
{
  HammerHandicapLine *line = g_new0 (HammerHandicapLine, 1);

  line->entrant_id = entrant->id;
  line->name = g_strdup (entrant->name);
  line->figure = figure;
  return line;
}

/* Each entrant's rating, a team's its players' mean (an unrated player
 * counts as a newcomer), as lines with no handicap yet. */
static GPtrArray *
rating_lines (HammerStore      *self,
              HammerEventModel *model,
              GPtrArray        *field,
              GError          **error)
{
  g_autoptr(GHashTable) ratings = NULL;
  g_autoptr(GPtrArray) lines = NULL;

  if (!(ratings = hammer_event_ratings_by_player (self, model->rules_id, error)))
    return NULL;
  lines = g_ptr_array_new_with_free_func ((GDestroyNotify) hammer_handicap_line_free);
  for (guint i = 0; i < field->len; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (field, i);
      double sum = 0;

      for (guint p = 0; p < entrant->player_ids->len; p++)
        {
          const double *rating = g_hash_table_lookup (ratings, &g_array_index (entrant->player_ids,
                                                                               gint64, p));

          sum += rating != NULL ? *rating : HAMMER_GLICKO_DEFAULT_RATING;
        }
      g_ptr_array_add (lines, line_new (entrant, sum / MAX (entrant->player_ids->len, 1)));
    }
  return g_steal_pointer (&lines);
}

/* By rating: a point for every @scale points below the strongest,
 * rounded down, at most @most. */
static GPtrArray *
lines_by_rating (HammerStore      *self,
                 HammerEventModel *model,
                 GPtrArray        *field,
                 double            scale,
                 int               most,
                 GError          **error)
{
  g_autoptr(GPtrArray) lines = NULL;
  double top = -INFINITY;

  if (!isfinite (scale) || scale <= 0 || scale > MAX_SCALE)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The rating points per handicap point must be more than 0 and at most "
                     "%.0f"), MAX_SCALE);
      return NULL;
    }
  if (!(lines = rating_lines (self, model, field, error)))
    return NULL;
  for (guint i = 0; i < lines->len; i++)
    top = MAX (top, ((HammerHandicapLine *) g_ptr_array_index (lines, i))->figure);
  for (guint i = 0; i < lines->len; i++)
    {
      HammerHandicapLine *line = g_ptr_array_index (lines, i);
      /* A hair of slack, so that a gap of exactly N scales is N points. */
      double points = floor ((top - line->figure) / scale + 1e-9);

      line->handicap = (int) MIN (points, (double) most);
    }
  return g_steal_pointer (&lines);
}

/* The handicaps of "A=0,B=2,C=4" by class (an index of @names); a class
 * not named there gets 0. */
static int *
parse_class_table (const char         *text,
                   const char * const *names,
                   HammerEventModel   *model,
                   GError            **error)
{
  guint n = g_strv_length ((char **) names);
  g_autofree int *points = g_new0 (int, n);
  g_autofree gboolean *given = g_new0 (gboolean, n);
  g_auto(GStrv) parts = g_strsplit (text != NULL ? text : "", ",", -1);
  guint n_given = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autofree char *item = g_strstrip (g_strdup (parts[i]));
      const char *equals = strchr (item, '=');
      g_autofree char *name = NULL;
      g_autofree char *folded = NULL;
      char *end = NULL;
      gint64 value = 0;
      guint c;

      if (*item == '\0' && parts[i + 1] == NULL && i > 0)
        break;
      if (equals != NULL)
        value = g_ascii_strtoll (g_strstrip ((char *) equals + 1), &end, 10);
      if (equals == NULL || end == equals + 1 || *end != '\0')
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Handicap %u: “%s” is not a class with its points; write the "
                         "handicaps as A=0,B=2,C=4"), i + 1, item);
          return NULL;
        }
      name = g_strstrip (g_strndup (item, (gsize) (equals - item)));
      folded = g_utf8_casefold (name, -1);
      for (c = 0; c < n; c++)
        {
          g_autofree char *class_folded = g_utf8_casefold (names[c], -1);

          if (g_str_equal (folded, class_folded))
            break;
        }
      if (c == n)
        {
          g_autofree char *known = g_strjoinv (", ", (char **) names);

          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Handicap %u: “%s” is not one of the classes (%s)"), i + 1, name,
                       known);
          return NULL;
        }
      if (given[c])
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                       _("Class %s is given two handicaps"), names[c]);
          return NULL;
        }
      if (!hammer_rules_check_handicap (model->rules, &model->options, names[c],
                                        (int) CLAMP (value, G_MININT, G_MAXINT), error))
        return NULL;
      given[c] = TRUE;
      points[c] = (int) value;
      n_given++;
    }
  if (n_given == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Give the handicap of each class, such as A=0,B=2,C=4"));
      return NULL;
    }
  return g_steal_pointer (&points);
}

/* By class: the classes by rating, a team's its players' mean. */
static GPtrArray *
lines_by_class (HammerStore              *self,
                HammerEventModel         *model,
                GPtrArray                *field,
                const HammerHandicapSpec *spec,
                GError                  **error)
{
  g_auto(GStrv) names = NULL;
  g_autofree double *limits = NULL;
  g_autofree int *points = NULL;
  g_autoptr(GPtrArray) lines = NULL;

  if (!hammer_classes_parse_ratings (spec->classes, &names, &limits, error) ||
      !(points = parse_class_table (spec->table, (const char * const *) names, model, error)) ||
      !(lines = rating_lines (self, model, field, error)))
    return NULL;
  for (guint i = 0; i < lines->len; i++)
    {
      HammerHandicapLine *line = g_ptr_array_index (lines, i);
      guint c = hammer_classes_find ((const char * const *) names, limits, line->figure);

      line->klass = g_strdup (names[c]);
      line->handicap = points[c];
    }
  return g_steal_pointer (&lines);
}

GPtrArray *
hammer_events_fill_handicaps (HammerStore               *self,
                              gint64                     event_id,
                              const HammerHandicapSpec  *spec,
                              GError                   **error)
{
  g_autoptr(HammerEventModel) model = NULL;
  g_autoptr(GPtrArray) field = NULL;
  g_autoptr(GPtrArray) lines = NULL;
  g_autofree char *description = NULL;
  HammerStoreTx tx = { 0 };
  gboolean written = TRUE;
  guint n_changed = 0;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (spec != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!(model = hammer_event_load_undrawn (self, event_id, error)))
    return NULL;
  /* The game first: a field of another game has nothing to compute. */
  if (!hammer_rules_check_handicap (model->rules, &model->options, model->name, 0, error))
    return NULL;
  field = handicap_field (model);
  lines = spec->by == HAMMER_HANDICAP_BY_RATING
            ? lines_by_rating (self, model, field, spec->scale, model->options.target - 1, error)
            : lines_by_class (self, model, field, spec, error);
  if (lines == NULL)
    return NULL;

  for (guint i = 0; i < field->len; i++)
    n_changed += ((HammerEventEntrant *) g_ptr_array_index (field, i))->handicap !=
                 ((HammerHandicapLine *) g_ptr_array_index (lines, i))->handicap;
  if (n_changed == 0)
    return g_steal_pointer (&lines);

  description = g_strdup_printf (spec->by == HAMMER_HANDICAP_BY_RATING
                                   /* TRANSLATORS: a change in the history; %s is an event's name. */
                                   ? _("Set the handicaps of %s by rating")
                                   /* TRANSLATORS: a change in the history; %s is an event's name. */
                                   : _("Set the handicaps of %s by class"), model->name);
  if (!hammer_store_tx_begin (&tx, hammer_store_get_db (self), description, error))
    return NULL;
  for (guint i = 0; i < field->len && written; i++)
    {
      HammerEventEntrant *entrant = g_ptr_array_index (field, i);
      HammerHandicapLine *line = g_ptr_array_index (lines, i);

      if (entrant->handicap != line->handicap)
        written = hammer_event_write_handicap (&tx, entrant, line->handicap, error);
    }
  if (!hammer_store_tx_end (&tx, self, written, error))
    return NULL;
  return g_steal_pointer (&lines);
}

/* Off the main thread */

typedef struct
{
  gint64 event_id;
  HammerHandicapBy by;
  double scale;
  char *classes;
  char *table;
  GPtrArray *lines;
} HandicapWrite;

static void
handicap_write_free (HandicapWrite *write)
{
  g_free (write->classes);
  g_free (write->table);
  g_clear_pointer (&write->lines, g_ptr_array_unref);
  g_free (write);
}

static gboolean
fill_write (HammerStore  *writer,
            gpointer      data,
            GError      **error)
{
  HandicapWrite *write = data;
  HammerHandicapSpec spec = { write->by, write->scale, write->classes, write->table };

  write->lines = hammer_events_fill_handicaps (writer, write->event_id, &spec, error);
  return write->lines != NULL;
}

void
hammer_events_fill_handicaps_async (HammerStore               *self,
                                    gint64                     event_id,
                                    const HammerHandicapSpec  *spec,
                                    GCancellable              *cancellable,
                                    GAsyncReadyCallback        callback,
                                    gpointer                   user_data)
{
  HandicapWrite *write;

  g_return_if_fail (HAMMER_IS_STORE (self));
  g_return_if_fail (spec != NULL);

  write = g_new0 (HandicapWrite, 1);
  write->event_id = event_id;
  write->by = spec->by;
  write->scale = spec->scale;
  write->classes = g_strdup (spec->classes);
  write->table = g_strdup (spec->table);
  hammer_store_write_async (self, fill_write, NULL, write, (GDestroyNotify) handicap_write_free,
                            hammer_events_fill_handicaps_async, cancellable, callback,
                            user_data);
}

GPtrArray *
hammer_events_fill_handicaps_finish (HammerStore   *self,
                                     GAsyncResult  *result,
                                     gint64        *change_id,
                                     GError       **error)
{
  HandicapWrite *write;

  if (!hammer_store_write_finish_change (self, result, hammer_events_fill_handicaps_async,
                                         change_id, error))
    return NULL;
  write = hammer_store_write_get_data (result);
  return g_steal_pointer (&write->lines);
}
