/* hammer-options-json.c — a rule set's options read from and written as JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-rules-private.h"

gboolean
hammer_json_get_whole (JsonNode *node,
                       int      *out)
{
  GType type;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;

  type = json_node_get_value_type (node);
  if (type == G_TYPE_INT64)
    {
      gint64 value = json_node_get_int (node);

      if (value < G_MININT + 1 || value > G_MAXINT)
        return FALSE;
      *out = (int) value;
      return TRUE;
    }
  if (type == G_TYPE_DOUBLE)
    {
      double value = json_node_get_double (node);

      /* The range first: converting a double outside it (1e308, NaN) to an
       * integer is undefined. Written so that NaN fails it too. */
      if (!(value >= G_MININT + 1 && value <= G_MAXINT) || value != (double) (int) value)
        return FALSE;
      *out = (int) value;
      return TRUE;
    }

  return FALSE;
}

/* The "handicaps" array: a whole number per side, null for none. */
static gboolean
read_handicaps (JsonNode      *node,
                HammerOptions *options)
{
  JsonArray *array;

  if (JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  if (json_array_get_length (array) > G_N_ELEMENTS (options->handicaps))
    return FALSE;
  for (guint side = 0; side < json_array_get_length (array); side++)
    if (!hammer_json_get_whole (json_array_get_element (array, side), &options->handicaps[side]))
      return FALSE;
  return TRUE;
}

gboolean
hammer_options_read_json (const HammerRules  *rules,
                          JsonObject         *object,
                          HammerOptions      *options,
                          GError            **error)
{
  hammer_options_init (options);

  if (object != NULL)
    {
      g_autoptr(GList) members = json_object_get_members (object);

      for (const GList *l = members; l != NULL; l = l->next)
        {
          const char *name = l->data;
          JsonNode *node = json_object_get_member (object, name);
          int option = -1;
          int value;

          if (g_str_equal (name, "handicaps") &&
              rules->options[HAMMER_OPTION_HANDICAP_RACE].present)
            {
              if (!read_handicaps (node, options))
                return hammer_refuse_option (error, HAMMER_REASON_BAD_OPTION, name,
                                             _("“handicaps” must be a list of one whole "
                                               "number per side, such as [5, 0]."));
              continue;
            }
          for (guint i = 0; i < HAMMER_N_OPTIONS; i++)
            if (rules->options[i].present && g_str_equal (hammer_option_get_name (i), name))
              option = (int) i;

          if (option < 0)
            return hammer_refuse_option (error, HAMMER_REASON_UNKNOWN_OPTION, name,
                                         _("%s has no option “%s”."),
                                         hammer_rules_get_name (rules), name);

          /* null is what hammer_options_to_json() writes for "not set". */
          if (JSON_NODE_HOLDS_NULL (node))
            continue;

          if (hammer_option_is_boolean (option))
            {
              if (!JSON_NODE_HOLDS_VALUE (node) ||
                  json_node_get_value_type (node) != G_TYPE_BOOLEAN)
                return hammer_options_refuse_bad (rules, option, 0, 1, error);
              value = json_node_get_boolean (node) ? 1 : 0;
            }
          else if (!hammer_json_get_whole (node, &value))
            {
              return hammer_options_refuse_bad (rules, option, rules->options[option].min,
                                                rules->options[option].max, error);
            }
          hammer_options_set (options, option, value);
        }
    }

  return TRUE;
}

gboolean
hammer_options_from_json (const HammerRules  *rules,
                          JsonObject         *object,
                          HammerOptions      *options,
                          GError            **error)
{
  g_return_val_if_fail (rules != NULL, FALSE);
  g_return_val_if_fail (options != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return hammer_options_read_json (rules, object, options, error) &&
         hammer_options_resolve (rules, options, error);
}

JsonObject *
hammer_options_to_json (const HammerRules   *rules,
                        const HammerOptions *options)
{
  JsonObject *object;

  g_return_val_if_fail (rules != NULL, NULL);
  g_return_val_if_fail (options != NULL, NULL);

  object = json_object_new ();
  for (guint i = 0; i < HAMMER_N_OPTIONS; i++)
    {
      int value = hammer_options_get (options, i);

      if (!rules->options[i].present)
        continue;
      if (value == HAMMER_OPTION_UNSET)
        json_object_set_null_member (object, hammer_option_get_name (i));
      else if (hammer_option_is_boolean (i))
        json_object_set_boolean_member (object, hammer_option_get_name (i), value != 0);
      else
        json_object_set_int_member (object, hammer_option_get_name (i), value);
    }
  /* A match's own handicaps; an event's options have none to list. */
  if (rules->options[HAMMER_OPTION_HANDICAP_RACE].present &&
      (options->handicaps[0] != 0 || options->handicaps[1] != 0))
    {
      JsonArray *handicaps = json_array_new ();

      for (guint side = 0; side < G_N_ELEMENTS (options->handicaps); side++)
        json_array_add_int_element (handicaps, options->handicaps[side]);
      json_object_set_array_member (object, "handicaps", handicaps);
    }

  return object;
}
