/* hammer-sheet-json.h — reading the JSON documents the sheets are drawn from
 *
 * The renderers take whatever a document holds: a member that is missing,
 * null or of another type reads as the fallback, never as an error. Only the
 * renderers of src/core/sheets include this header.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

static inline JsonNode *
get_member (JsonObject *object,
            const char *name)
{
  return object != NULL ? json_object_get_member (object, name) : NULL;
}

static inline const char *
get_string (JsonObject *object,
            const char *name)
{
  JsonNode *node = get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

static inline gint64
get_int (JsonObject *object,
         const char *name,
         gint64      fallback)
{
  JsonNode *node = get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return fallback;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    return json_node_get_int (node);
  if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
    return (gint64) json_node_get_double (node);
  return fallback;
}

/* FALSE for null or a missing number. */
static inline gboolean
get_double (JsonObject *object,
            const char *name,
            double     *value)
{
  JsonNode *node = get_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    *value = (double) json_node_get_int (node);
  else if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
    *value = json_node_get_double (node);
  else
    return FALSE;
  return TRUE;
}

static inline JsonArray *
get_array (JsonObject *object,
           const char *name)
{
  JsonNode *node = get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

static inline JsonObject *
get_object (JsonObject *object,
            const char *name)
{
  JsonNode *node = get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static inline guint
array_length (JsonArray *array)
{
  return array != NULL ? json_array_get_length (array) : 0;
}

static inline JsonNode *
array_element (JsonArray *array,
               guint      index)
{
  if (array == NULL || index >= json_array_get_length (array))
    return NULL;
  return json_array_get_element (array, index);
}

static inline JsonObject *
array_object (JsonArray *array,
              guint      index)
{
  JsonNode *node = array_element (array, index);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

static inline gint64
array_int (JsonArray *array,
           guint      index,
           gint64     fallback)
{
  JsonNode *node = array_element (array, index);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return fallback;
  return json_node_get_int (node);
}

static inline JsonArray *
array_array (JsonArray *array,
             guint      index)
{
  JsonNode *node = array_element (array, index);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

G_END_DECLS
