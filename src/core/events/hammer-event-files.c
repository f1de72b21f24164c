/* hammer-event-files.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-event-files.h"

char *
hammer_events_export_text (HammerStore             *self,
                           gint64                   event_id,
                           HammerEventFile          kind,
                           const HammerCsvOptions  *csv,
                           GError                 **error)
{
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(JsonNode) matches = NULL;
  HammerCsvOptions defaults;

  g_return_val_if_fail (HAMMER_IS_STORE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (csv == NULL)
    {
      hammer_csv_options_init (&defaults);
      csv = &defaults;
    }

  switch (kind)
    {
    case HAMMER_EVENT_FILE_JSON:
      {
        g_autoptr(JsonNode) document = NULL;
        g_autoptr(JsonGenerator) generator = json_generator_new ();

        if (!(document = hammer_events_export (self, event_id, error)))
          return NULL;
        json_generator_set_pretty (generator, TRUE);
        json_generator_set_root (generator, document);
        return json_generator_to_data (generator, NULL);
      }

    case HAMMER_EVENT_FILE_STANDINGS_CSV:
      if (!(standings = hammer_events_get_standings_json (self, event_id, error)))
        return NULL;
      return hammer_tables_standings_csv (json_node_get_array (standings), csv);

    case HAMMER_EVENT_FILE_RESULTS_CSV:
      if (!(matches = hammer_events_get_matches_json (self, event_id, error)))
        return NULL;
      return hammer_tables_results_csv (json_node_get_array (matches), csv);

    case HAMMER_EVENT_FILE_HTML:
      if (!(event = hammer_events_get_event_json (self, event_id, error)) ||
          !(standings = hammer_events_get_standings_json (self, event_id, error)) ||
          !(matches = hammer_events_get_matches_json (self, event_id, error)))
        return NULL;
      return hammer_tables_event_html (json_node_get_object (event),
                                       json_node_get_array (standings),
                                       json_node_get_array (matches));

    default:
      g_return_val_if_reached (NULL);
    }
}
