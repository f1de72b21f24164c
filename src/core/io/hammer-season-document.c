/* hammer-season-document.c — finding one's way in a season document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "hammer-error.h"
#include "hammer-json.h"
#include "io/hammer-season-document.h"

JsonObject *
hammer_season_document_get (JsonNode  *document,
                            GError   **error)
{
  JsonObject *season = hammer_json_node_object (document);

  if (season == NULL || g_strcmp0 (hammer_json_string (season, "format"), "hammer-season") != 0 ||
      hammer_json_string (season, "name") == NULL)
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                           _("This is not a season document of Hammer"));
      return NULL;
    }
  return season;
}

JsonObject *
hammer_season_document_find_night (JsonObject  *season,
                                   const char  *date,
                                   GError     **error)
{
  JsonArray *nights = hammer_json_array (season, "nights");
  guint n = hammer_json_length (nights);

  if (n == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("Season %s has no club nights yet"), hammer_json_string (season, "name"));
      return NULL;
    }
  if (date == NULL)
    return hammer_json_element_object (nights, n - 1);
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (hammer_json_string (hammer_json_element_object (nights, i), "date"), date) == 0)
      return hammer_json_element_object (nights, i);
  g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
               _("Season %s has no club night on %s"), hammer_json_string (season, "name"), date);
  return NULL;
}

gboolean
hammer_season_document_outside_class (JsonObject *season,
                                      JsonObject *member)
{
  JsonArray *classes = hammer_json_array (season, "classes");
  const char *name = hammer_json_string (member, "class");
  double average;

  g_return_val_if_fail (season != NULL, FALSE);

  if (name == NULL || !hammer_json_node_double (hammer_json_member (member, "average"), &average))
    return FALSE;
  for (guint i = 0; i < hammer_json_length (classes); i++)
    {
      JsonObject *klass = hammer_json_element_object (classes, i);
      double limit = hammer_json_double (klass, "limit", 0);

      if (g_strcmp0 (hammer_json_string (klass, "name"), name) != 0)
        continue;
      /* Averages are shown to two decimals, and so compared: exactly on a
       * limit belongs to the class above it. */
      average = round (average * 100.0) / 100.0;
      return average < limit ||
             (i > 0 && average >= hammer_json_double (hammer_json_element_object (classes, i - 1),
                                                      "limit", 0));
    }
  return FALSE;
}

char *
hammer_season_document_class_reason (JsonObject *season)
{
  JsonArray *dates = hammer_json_array (season, "promotion_dates");
  const char *when = hammer_json_string (season, "class_date");
  const char *last = NULL, *next = NULL;
  g_autofree char *set = NULL;

  g_return_val_if_fail (season != NULL, NULL);

  for (guint i = 0; i < hammer_json_length (dates); i++)
    {
      JsonNode *node = json_array_get_element (dates, i);
      const char *date = hammer_json_node_string (node);

      if (date == NULL || when == NULL)
        continue;
      if (g_strcmp0 (date, when) <= 0 && (last == NULL || g_strcmp0 (date, last) > 0))
        last = date;
      if (g_strcmp0 (date, when) > 0 && (next == NULL || g_strcmp0 (date, next) < 0))
        next = date;
    }
  if (last != NULL)
    /* Translators: why an average can lie outside its class: %s is the last
     * promotion date. */
    set = g_strdup_printf (_("classes were set on %s by the average before that date"), last);
  else
    set = g_strdup (_("classes were set by the starting averages"));
  if (next != NULL)
    /* Translators: the first %s says how classes were set, the second is
     * the next promotion date. */
    return g_strdup_printf (_("* Average outside its class: %s, and change next on %s."), set,
                            next);
  /* Translators: %s says how classes were set. */
  return g_strdup_printf (_("* Average outside its class: %s, and no promotion date is left "
                            "this season."), set);
}
