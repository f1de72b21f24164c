/* hammer-season-document.c — finding one's way in a season document
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

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
