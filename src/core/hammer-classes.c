/* hammer-classes.c — sjoelbak classes by average, as a secretary writes them
 *
 * The event assistant, hammer-cli event create, the import of an event and
 * a season's classes all read their classes here, so that one list is
 * refused everywhere with the same sentence.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>
#include <string.h>

#include "hammer-classes.h"
#include "hammer-error.h"

static char *
format_limit (double limit)
{
  char buffer[G_ASCII_DTOSTR_BUF_SIZE];

  if (limit == floor (limit))
    return g_strdup_printf ("%.0f", limit);
  g_ascii_formatd (buffer, sizeof buffer, "%.2f", limit);
  return g_strdup (buffer);
}

/**
 * hammer_classes_parse:
 * @text: classes written "A=130,B=115,C=100,D=0"
 * @names: (out) (transfer full): the names, best class first
 * @limits: (out) (transfer full): the lowest average of each class
 * @error: return location for a message that names the bad part
 *
 * Reads classes: names (a club's own, non-empty, distinct whatever their
 * case) from best to worst, each with the lowest average that belongs to it;
 * the limits are numbers from 0 to 148, strictly descending, and the last
 * is 0 so that every average has a class. A comma after the last class is
 * allowed.
 *
 * Returns: %TRUE when @text is such a list
 */
static gboolean parse_classes (const char  *text,
                               gboolean     ratings,
                               GStrv       *names,
                               double     **limits,
                               GError     **error);

gboolean
hammer_classes_parse (const char   *text,
                      GStrv        *names,
                      double      **limits,
                      GError      **error)
{
  return parse_classes (text, FALSE, names, limits, error);
}

gboolean
hammer_classes_parse_ratings (const char  *text,
                              GStrv       *names,
                              double     **limits,
                              GError     **error)
{
  return parse_classes (text, TRUE, names, limits, error);
}

/* With @ratings the limits are ratings, which have no ceiling of their
 * own; else sjoelbak averages, at most what 30 disks can score. */
static gboolean
parse_classes (const char  *text,
               gboolean     ratings,
               GStrv       *names,
               double     **limits,
               GError     **error)
{
  g_auto(GStrv) parts = NULL;
  g_autoptr(GPtrArray) found_names = NULL;
  g_autoptr(GPtrArray) folded_names = NULL;
  g_autoptr(GArray) found_limits = NULL;

  g_return_val_if_fail (names != NULL && limits != NULL, FALSE);

  parts = g_strsplit (text != NULL ? text : "", ",", -1);
  found_names = g_ptr_array_new_with_free_func (g_free);
  folded_names = g_ptr_array_new_with_free_func (g_free);
  found_limits = g_array_new (FALSE, FALSE, sizeof (double));
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autofree char *item = g_strstrip (g_strdup (parts[i]));
      const char *equals = strchr (item, '=');
      g_autofree char *name = NULL;
      g_autofree char *number = NULL;
      g_autofree char *folded = NULL;
      char *end = NULL;
      double limit;

      if (*item == '\0' && parts[i + 1] == NULL && i > 0)
        break;
      if (equals == NULL)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Class %u: “%s” is not a class with its lower limit; write the "
                         "classes as A=130,B=115,C=100,D=0"), i + 1, item);
          return FALSE;
        }
      name = g_strstrip (g_strndup (item, (gsize) (equals - item)));
      number = g_strstrip (g_strdup (equals + 1));
      if (*name == '\0')
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Class %u: “%s” has no name before the “=”"), i + 1, item);
          return FALSE;
        }
      if (g_utf8_strlen (name, -1) > 40)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("Class %u: the name “%s” is longer than 40 characters"), i + 1, name);
          return FALSE;
        }
      /* "A" and "a" on one list would be two classes no one can tell apart. */
      folded = g_utf8_casefold (name, -1);
      for (guint k = 0; k < found_names->len; k++)
        if (g_utf8_collate (g_ptr_array_index (folded_names, k), folded) == 0)
          {
            g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_DUPLICATE,
                         _("Class %s is named twice"), name);
            return FALSE;
          }
      limit = g_ascii_strtod (number, &end);
      if (*number == '\0' || end == NULL || *end != '\0' || !isfinite (limit))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The limit of class %s, “%s”, is not a number"), name, number);
          return FALSE;
        }
      if (ratings && limit < 0)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The limit of class %s must be a rating of 0 or more, not %s"), name,
                       number);
          return FALSE;
        }
      if (!ratings && (limit < 0 || limit > HAMMER_CLASS_LIMIT_MAX))
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The limit of class %s must be an average between 0 and 148, "
                         "not %s"), name, number);
          return FALSE;
        }
      if (found_limits->len > 0 &&
          limit >= g_array_index (found_limits, double, found_limits->len - 1))
        {
          g_autofree char *above = format_limit (g_array_index (found_limits, double,
                                                                found_limits->len - 1));
          g_autofree char *here = format_limit (limit);

          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("The limits must go down from class to class: class %s (%s) is not "
                         "below class %s (%s)"),
                       name, here, (const char *) g_ptr_array_index (found_names,
                                                                     found_names->len - 1),
                       above);
          return FALSE;
        }
      g_ptr_array_add (found_names, g_steal_pointer (&name));
      g_ptr_array_add (folded_names, g_steal_pointer (&folded));
      g_array_append_val (found_limits, limit);
    }

  if (found_names->len == 0)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("Name at least one class, such as A=130,B=115,C=100,D=0"));
      return FALSE;
    }
  if (g_array_index (found_limits, double, found_limits->len - 1) != 0)
    {
      g_autofree char *last = format_limit (g_array_index (found_limits, double,
                                                           found_limits->len - 1));

      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The last class, %s, must start at 0, so that every average has a class; "
                     "it starts at %s"),
                   (const char *) g_ptr_array_index (found_names, found_names->len - 1), last);
      return FALSE;
    }

  g_ptr_array_add (found_names, NULL);
  *names = (GStrv) g_ptr_array_steal (found_names, NULL);
  *limits = (double *) (void *) g_array_free (g_steal_pointer (&found_limits), FALSE);
  return TRUE;
}

guint
hammer_classes_find (const char * const *names,
                     const double       *limits,
                     double              average)
{
  guint n;

  g_return_val_if_fail (names != NULL && names[0] != NULL && limits != NULL, 0);

  n = g_strv_length ((char **) names);
  for (guint i = 0; i < n; i++)
    if (average >= limits[i])
      return i;
  return n - 1;
}
