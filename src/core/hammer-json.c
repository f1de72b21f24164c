/* hammer-json.c — reading the members of JSON documents by their types
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"
#include <math.h>

#include "hammer-error.h"
#include "hammer-json.h"

/**
 * hammer_json_node_int:
 * @node: (nullable): a node
 * @value: (out): where the number goes
 *
 * Returns: %TRUE when @node holds a whole number, written with or without a
 *   fraction of zero; @value is left alone otherwise.
 */
gboolean
hammer_json_node_int (JsonNode *node,
                      gint64   *value)
{
  double number;

  g_return_val_if_fail (value != NULL, FALSE);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    {
      *value = json_node_get_int (node);
      return TRUE;
    }
  if (json_node_get_value_type (node) != G_TYPE_DOUBLE)
    return FALSE;
  /* 2.5 is no count, and a number beyond 2^63 does not fit. */
  number = json_node_get_double (node);
  if (number != floor (number) || number < -9.2e18 || number > 9.2e18)
    return FALSE;
  *value = (gint64) number;
  return TRUE;
}

/**
 * hammer_json_node_double:
 * @node: (nullable): a node
 * @value: (out): where the number goes
 *
 * Returns: %TRUE when @node holds a number, whole or not.
 */
gboolean
hammer_json_node_double (JsonNode *node,
                         double   *value)
{
  g_return_val_if_fail (value != NULL, FALSE);

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

/**
 * hammer_json_node_string:
 * @node: (nullable): a node
 *
 * Returns: (nullable): the text @node holds, or %NULL when it holds no text.
 */
const char *
hammer_json_node_string (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/**
 * hammer_json_node_object:
 * @node: (nullable): a node
 *
 * Returns: (nullable): the object @node holds, or %NULL.
 */
JsonObject *
hammer_json_node_object (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/**
 * hammer_json_member:
 * @object: (nullable): an object
 * @name: the member
 *
 * Returns: (nullable): member @name of @object, or %NULL when @object is
 *   %NULL or the member is missing or null: all three mean "not given".
 */
JsonNode *
hammer_json_member (JsonObject *object,
                    const char *name)
{
  JsonNode *node;

  g_return_val_if_fail (name != NULL, NULL);

  node = object != NULL ? json_object_get_member (object, name) : NULL;
  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? node : NULL;
}

void
hammer_json_copy_member (JsonObject *to,
                         JsonObject *from,
                         const char *name)
{
  JsonNode *node;

  g_return_if_fail (to != NULL);
  g_return_if_fail (name != NULL);

  node = from != NULL ? json_object_get_member (from, name) : NULL;
  if (node != NULL)
    json_object_set_member (to, name, json_node_copy (node));
  else
    json_object_set_null_member (to, name);
}

const char *
hammer_json_string (JsonObject *object,
                    const char *name)
{
  return hammer_json_node_string (hammer_json_member (object, name));
}

gint64
hammer_json_int (JsonObject *object,
                 const char *name,
                 gint64      fallback)
{
  gint64 value;

  return hammer_json_node_int (hammer_json_member (object, name), &value) ? value : fallback;
}

double
hammer_json_double (JsonObject *object,
                    const char *name,
                    double      fallback)
{
  double value;

  return hammer_json_node_double (hammer_json_member (object, name), &value) ? value : fallback;
}

gboolean
hammer_json_bool (JsonObject *object,
                  const char *name,
                  gboolean    fallback)
{
  JsonNode *node = hammer_json_member (object, name);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return fallback;
  return json_node_get_boolean (node);
}

JsonArray *
hammer_json_array (JsonObject *object,
                   const char *name)
{
  JsonNode *node = hammer_json_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

JsonObject *
hammer_json_object (JsonObject *object,
                    const char *name)
{
  JsonNode *node = hammer_json_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/**
 * hammer_json_length:
 * @array: (nullable): an array
 *
 * Returns: the length of @array; 0 for %NULL, so that a missing list reads
 *   as an empty one.
 */
guint
hammer_json_length (JsonArray *array)
{
  return array != NULL ? json_array_get_length (array) : 0;
}

/**
 * hammer_json_element:
 * @array: (nullable): an array
 * @index: the position
 *
 * Returns: (nullable): element @index of @array, or %NULL when there is no
 *   such element or it is null.
 */
JsonNode *
hammer_json_element (JsonArray *array,
                     guint      index)
{
  JsonNode *node;

  if (index >= hammer_json_length (array))
    return NULL;
  node = json_array_get_element (array, index);
  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? node : NULL;
}

gint64
hammer_json_element_int (JsonArray *array,
                         guint      index,
                         gint64     fallback)
{
  gint64 value;

  return hammer_json_node_int (hammer_json_element (array, index), &value) ? value : fallback;
}

const char *
hammer_json_element_string (JsonArray *array,
                            guint      index)
{
  return hammer_json_node_string (hammer_json_element (array, index));
}

JsonArray *
hammer_json_element_array (JsonArray *array,
                           guint      index)
{
  JsonNode *node = hammer_json_element (array, index);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

JsonObject *
hammer_json_element_object (JsonArray *array,
                            guint      index)
{
  JsonNode *node = hammer_json_element (array, index);

  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/**
 * hammer_json_check_int:
 * @object: (nullable): an object
 * @name: the member
 * @low: the least @value may be
 * @high: the most @value may be
 * @fallback: the value of a missing or null member; outside @low to @high it
 *   makes the member required
 * @value: (out): where the number goes
 * @error: return location for an error naming @name
 *
 * Returns: %TRUE when member @name is a whole number from @low to @high, or
 *   is not given and @fallback is allowed.
 */
gboolean
hammer_json_check_int (JsonObject  *object,
                       const char  *name,
                       gint64       low,
                       gint64       high,
                       gint64       fallback,
                       gint64      *value,
                       GError     **error)
{
  JsonNode *node;
  gint64 number;

  g_return_val_if_fail (name != NULL && value != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(node = hammer_json_member (object, name)))
    {
      if (fallback < low || fallback > high)
        {
          g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                       _("“%s” is missing"), name);
          return FALSE;
        }
      *value = fallback;
      return TRUE;
    }
  if (!hammer_json_node_int (node, &number) || number < low || number > high)
    {
      char from[24], to[24];

      g_snprintf (from, sizeof from, "%" G_GINT64_FORMAT, low);
      g_snprintf (to, sizeof to, "%" G_GINT64_FORMAT, high);
      /* TRANSLATORS: the first %s is a name in the file, the others numbers. */
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” must be a whole number from %s to %s"), name, from, to);
      return FALSE;
    }
  *value = number;
  return TRUE;
}

/**
 * hammer_json_check_bool:
 * @object: (nullable): an object
 * @name: the member
 * @fallback: the value of a missing or null member
 * @value: (out): where the switch goes
 * @error: return location for an error naming @name
 *
 * Returns: %TRUE when member @name is true, false or not given.
 */
gboolean
hammer_json_check_bool (JsonObject  *object,
                        const char  *name,
                        gboolean     fallback,
                        gboolean    *value,
                        GError     **error)
{
  JsonNode *node;

  g_return_val_if_fail (name != NULL && value != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!(node = hammer_json_member (object, name)))
    {
      *value = fallback;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” must be true or false"), name);
      return FALSE;
    }
  *value = json_node_get_boolean (node);
  return TRUE;
}

/**
 * hammer_json_check_string:
 * @object: (nullable): an object
 * @name: the member
 * @required: whether a missing or null member is an error
 * @value: (out) (transfer none): where the text goes; %NULL when not given
 * @error: return location for an error naming @name
 *
 * Returns: %TRUE when member @name is text, or is not given and not
 *   @required.
 */
gboolean
hammer_json_check_string (JsonObject  *object,
                          const char  *name,
                          gboolean     required,
                          const char **value,
                          GError     **error)
{
  JsonNode *node;

  g_return_val_if_fail (name != NULL && value != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  *value = NULL;
  if (!(node = hammer_json_member (object, name)))
    {
      if (required)
        g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                     _("“%s” is missing"), name);
      return !required;
    }
  if (!(*value = hammer_json_node_string (node)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("“%s” must be text"), name);
      return FALSE;
    }
  return TRUE;
}
