/* hammer-places.c — places in a ranking as every screen, sheet and file shows
 * them
 *
 * A place that others share carries a mark, "3=", wherever it is shown:
 * standings of events, club nights, seasons, averages lists and league
 * tables. The label is made here and only here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-json.h"
#include "hammer-places.h"

char *
hammer_standings_place_label (guint    place,
                              gboolean shared)
{
  g_return_val_if_fail (place > 0, NULL);

  if (!shared)
    return g_strdup_printf ("%u", place);
  /* Translators: a place shared with others, as in “3=”. */
  return g_strdup_printf (_("%u="), place);
}

/* The key of a line's place among the others: its group, then its place. */
static char *
place_key (JsonObject *line,
           const char *group_member,
           gint64      place)
{
  const char *group = group_member != NULL ? hammer_json_string (line, group_member) : NULL;

  return g_strdup_printf ("%s\x1f%" G_GINT64_FORMAT, group != NULL ? group : "", place);
}

GStrv
hammer_standings_place_labels (JsonArray  *lines,
                               const char *group_member)
{
  g_autoptr(GHashTable) counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GStrv labels;
  guint n;

  g_return_val_if_fail (lines != NULL, NULL);

  n = json_array_get_length (lines);
  labels = g_new0 (char *, n + 1);
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      {
        JsonObject *line = hammer_json_element_object (lines, i);
        gint64 place = line != NULL ? hammer_json_int (line, "place", 0) : 0;
        g_autofree char *key = NULL;
        guint count;

        if (place <= 0 || place > G_MAXUINT)
          {
            if (pass == 1)
              labels[i] = g_strdup ("");
            continue;
          }
        key = place_key (line, group_member, place);
        count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, key));
        if (pass == 0)
          g_hash_table_insert (counts, g_steal_pointer (&key), GUINT_TO_POINTER (count + 1));
        else
          labels[i] = hammer_standings_place_label ((guint) place, count > 1);
      }
  return labels;
}

void
hammer_standings_label_places (JsonArray  *lines,
                               const char *group_member)
{
  g_auto(GStrv) labels = NULL;

  g_return_if_fail (lines != NULL);

  labels = hammer_standings_place_labels (lines, group_member);
  for (guint i = 0; labels[i] != NULL; i++)
    {
      JsonObject *line = hammer_json_element_object (lines, i);

      if (line != NULL && *labels[i] != '\0')
        json_object_set_string_member (line, "place_label", labels[i]);
    }
}

JsonNode *
hammer_standings_labelled_lines (JsonBuilder *builder,
                                 const char  *group_member)
{
  JsonNode *root;

  g_return_val_if_fail (JSON_IS_BUILDER (builder), NULL);

  root = json_builder_get_root (builder);
  g_return_val_if_fail (root != NULL && JSON_NODE_HOLDS_ARRAY (root), root);
  hammer_standings_label_places (json_node_get_array (root), group_member);
  return root;
}

static gboolean
line_flag (JsonObject *line,
           const char *member)
{
  JsonNode *node = json_object_get_member (line, member);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         json_node_get_value_type (node) == G_TYPE_BOOLEAN && json_node_get_boolean (node);
}

gboolean
hammer_standings_line_is_still_in (JsonObject *line)
{
  g_return_val_if_fail (line != NULL, FALSE);

  return line_flag (line, "still_in");
}

char *
hammer_standings_name_text (const char *name,
                            gboolean    withdrawn)
{
  if (!withdrawn)
    return g_strdup (name != NULL ? name : "");
  /* Translators: a name in the standings and the classification of an
   * entrant who withdrew from the event: "Anna Smit (withdrawn)". */
  return g_strdup_printf (_("%s (withdrawn)"), name != NULL ? name : "");
}

char *
hammer_standings_line_name_text (JsonObject *line)
{
  g_return_val_if_fail (line != NULL, NULL);

  return hammer_standings_name_text (hammer_json_string (line, "name"),
                                     line_flag (line, "withdrawn"));
}

char *
hammer_standings_line_place_text (JsonObject *line,
                                  gboolean    in_class)
{
  JsonNode *label;
  JsonNode *place;

  g_return_val_if_fail (line != NULL, NULL);

  label = json_object_get_member (line, in_class ? "class_place_label" : "place_label");
  if (label != NULL && JSON_NODE_HOLDS_VALUE (label) &&
      json_node_get_value_type (label) == G_TYPE_STRING)
    return g_strdup (json_node_get_string (label));
  /* Standings written without labels still have their places. */
  place = json_object_get_member (line, in_class ? "class_place" : "place");
  if (label == NULL && place != NULL && JSON_NODE_HOLDS_VALUE (place) &&
      json_node_get_value_type (place) == G_TYPE_INT64)
    return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (place));
  return hammer_standings_place_text (NULL, hammer_standings_line_is_still_in (line));
}

char *
hammer_standings_place_text (const char *label,
                             gboolean    still_in)
{
  if (label != NULL)
    return g_strdup (label);
  if (still_in)
    /* Translators: in the place column of a knockout's standings, for those
     * not knocked out yet: they have no place yet. Keep it short. */
    return g_strdup (C_("standings place", "in"));
  return g_strdup ("—");
}
