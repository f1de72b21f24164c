/* hammer-events-import-settings.c — an event document's settings, read
 * and checked as hammer_events_create() checks them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "events/hammer-events-private.h"

/* The counts and switches of @settings into @spec, where it gives them. */
static gboolean
document_counts (JsonObject       *settings,
                 HammerEventSpec  *spec,
                 GError          **error)
{
  static const char * const counts[] = { "rounds", "groups", "advance" };
  static const char * const flags[] = { "third_place", "final_reset", "double_round",
                                        "consolation", "placement", "second_knockout" };
  gint64 values[G_N_ELEMENTS (counts)];
  int switches[G_N_ELEMENTS (flags)];

  /* -1 stands for a count or a switch the document does not give. */
  for (guint i = 0; i < G_N_ELEMENTS (counts); i++)
    {
      g_autoptr(GError) local = NULL;

      values[i] = -1;
      if (hammer_json_member (settings, counts[i]) != NULL &&
          !hammer_json_check_int (settings, counts[i], 0, 100000, 0, &values[i], &local))
        return hammer_event_document_error (error, local->message);
    }
  for (guint i = 0; i < G_N_ELEMENTS (flags); i++)
    {
      g_autoptr(GError) local = NULL;
      gboolean value;

      switches[i] = -1;
      if (hammer_json_member (settings, flags[i]) == NULL)
        continue;
      if (!hammer_json_check_bool (settings, flags[i], FALSE, &value, &local))
        return hammer_event_document_error (error, local->message);
      switches[i] = value ? 1 : 0;
    }
  if (values[0] >= 0)
    spec->rounds = values[0];
  if (values[1] >= 0)
    spec->n_groups = values[1];
  if (values[2] >= 0)
    spec->advance = values[2];
  if (switches[0] >= 0)
    spec->third_place = switches[0];
  if (switches[1] >= 0)
    spec->final_reset = switches[1];
  if (switches[2] >= 0)
    spec->double_round = switches[2];
  if (switches[3] >= 0)
    spec->consolation = switches[3];
  if (switches[4] >= 0)
    spec->placement = switches[4];
  if (switches[5] >= 0)
    spec->second_knockout = switches[5];
  return TRUE;
}

/* The member @name of @settings when it is there and not null. */
static JsonNode *
settings_member (JsonObject *settings,
                 const char *name)
{
  JsonNode *node = settings != NULL ? json_object_get_member (settings, name) : NULL;

  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? node : NULL;
}

/* The tie-breakers of @settings as a HammerEventSpec takes them,
 * "wins,buchholz", into @text; empty when the document gives none. */
static gboolean
document_tie_breakers (JsonObject  *settings,
                       GString     *text,
                       GError     **error)
{
  JsonNode *node = settings_member (settings, "tie_breakers");
  JsonArray *names;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return hammer_event_document_error (error, _("the tie-breakers are not a list"));
  names = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (names); i++)
    {
      JsonNode *name = json_array_get_element (names, i);

      if (!JSON_NODE_HOLDS_VALUE (name) || json_node_get_value_type (name) != G_TYPE_STRING ||
          strchr (json_node_get_string (name), ',') != NULL)
        return hammer_event_document_error (error, _("a tie-breaker is not a name"));
      g_string_append_printf (text, "%s%s", i > 0 ? "," : "", json_node_get_string (name));
    }
  return TRUE;
}

/* The classes of @settings as a HammerEventSpec takes them,
 * "A=130,B=115,C=0", into @text; empty when the document gives none. */
static gboolean
document_classes (JsonObject  *settings,
                  GString     *text,
                  GError     **error)
{
  JsonNode *node = settings_member (settings, "classes");
  JsonArray *list;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return hammer_event_document_error (error, _("the classes are not a list"));
  list = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonNode *item = json_array_get_element (list, i);
      JsonObject *klass = JSON_NODE_HOLDS_OBJECT (item) ? json_node_get_object (item) : NULL;
      JsonNode *minimum = klass != NULL ? json_object_get_member (klass, "min") : NULL;
      const char *name = klass != NULL ? hammer_json_string (klass, "name") : NULL;
      char number[G_ASCII_DTOSTR_BUF_SIZE];

      if (name == NULL || strpbrk (name, ",=") != NULL || minimum == NULL ||
          !JSON_NODE_HOLDS_VALUE (minimum) ||
          (json_node_get_value_type (minimum) != G_TYPE_DOUBLE &&
           json_node_get_value_type (minimum) != G_TYPE_INT64))
        return hammer_event_document_error (error, _("a class needs a name and a lowest average"));
      g_ascii_dtostr (number, sizeof number, json_node_get_double (minimum));
      g_string_append_printf (text, "%s%s=%s", i > 0 ? "," : "", name, number);
    }
  return TRUE;
}

/* A document's match points, [W, D, L], as the text an event is created
 * with. */
static gboolean
document_match_points (JsonObject  *settings,
                       GString     *text,
                       GError     **error)
{
  JsonNode *node = settings_member (settings, "match_points");
  JsonArray *list;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) != 3)
    return hammer_event_document_error (error, _("the match points are not three numbers"));
  list = json_node_get_array (node);
  for (guint i = 0; i < 3; i++)
    {
      JsonNode *item = json_array_get_element (list, i);
      char number[G_ASCII_DTOSTR_BUF_SIZE];

      if (!JSON_NODE_HOLDS_VALUE (item) ||
          (json_node_get_value_type (item) != G_TYPE_DOUBLE &&
           json_node_get_value_type (item) != G_TYPE_INT64))
        return hammer_event_document_error (error, _("the match points are not three numbers"));
      g_ascii_dtostr (number, sizeof number, json_node_get_double (item));
      g_string_append_printf (text, "%s%s", i > 0 ? "," : "", number);
    }
  return TRUE;
}

/* The settings of an imported event, checked and written as
 * hammer_events_create() writes them: the rest of this module reads
 * settings without checking their types, so a document must not be able to
 * put anything else there. */
JsonObject *
hammer_event_settings_from_document (JsonObject    *event,
                                     HammerFormat   format,
                                     GError       **error)
{
  g_autoptr(GString) tie_breakers = g_string_new (NULL);
  g_autoptr(GString) classes = g_string_new (NULL);
  g_autoptr(GString) match_points = g_string_new (NULL);
  JsonObject *settings = NULL;
  HammerEventSpec spec;
  JsonNode *node;

  hammer_event_spec_init (&spec);
  spec.format = format;
  if ((node = json_object_get_member (event, "settings")) != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          hammer_event_document_error (error, _("the settings are not an object"));
          return NULL;
        }
      settings = json_node_get_object (node);
    }

  if (!document_counts (settings, &spec, error) ||
      !document_tie_breakers (settings, tie_breakers, error) ||
      !document_classes (settings, classes, error) ||
      !document_match_points (settings, match_points, error))
    return NULL;
  if (settings_member (settings, "tie_breakers") != NULL)
    spec.tie_breakers = tie_breakers->str;
  if (settings_member (settings, "classes") != NULL)
    spec.classes = classes->str;
  if (match_points->len > 0)
    spec.match_points = match_points->str;
  if ((node = settings_member (settings, "confirm")) != NULL &&
      (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING ||
       !hammer_confirm_from_string (json_node_get_string (node), &spec.confirm)))
    {
      hammer_event_document_error (error, _("“confirm” is neither “board” nor “players”"));
      return NULL;
    }
  return hammer_event_settings_from_spec (&spec, error);
}
