/* hammer-board-change.c — a match under way that a correction gives other
 * players, typed
 *
 * Made from the JSON of hammer_events_list_board_changes(), so that both
 * say the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-board-change.h"
#include "hammer-json.h"

struct _HammerBoardChange
{
  GObject   parent_instance;
  gint64    match;
  char     *label;
  guint     board;
  char     *board_name;
  guint     n_sides;
  char    **names;      /* n_sides, each maybe NULL */
  char    **new_names;  /* n_sides, each maybe NULL */
  char     *description;
};

G_DEFINE_FINAL_TYPE (HammerBoardChange, hammer_board_change, G_TYPE_OBJECT)

static void
free_names (char  **names,
            guint   n)
{
  for (guint s = 0; s < n; s++)
    g_free (names[s]);
  g_free (names);
}

static void
hammer_board_change_finalize (GObject *object)
{
  HammerBoardChange *self = HAMMER_BOARD_CHANGE (object);

  g_free (self->label);
  g_free (self->board_name);
  free_names (self->names, self->n_sides);
  free_names (self->new_names, self->n_sides);
  g_free (self->description);
  G_OBJECT_CLASS (hammer_board_change_parent_class)->finalize (object);
}

static void
hammer_board_change_class_init (HammerBoardChangeClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_board_change_finalize;
}

static void
hammer_board_change_init (HammerBoardChange *self)
{
}

gint64
hammer_board_change_get_match (HammerBoardChange *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CHANGE (self), 0);
  return self->match;
}

const char *
hammer_board_change_get_label (HammerBoardChange *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CHANGE (self), NULL);
  return self->label;
}

guint
hammer_board_change_get_board (HammerBoardChange *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CHANGE (self), 0);
  return self->board;
}

const char *
hammer_board_change_get_board_name (HammerBoardChange *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CHANGE (self), NULL);
  return self->board_name;
}

guint
hammer_board_change_get_n_sides (HammerBoardChange *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CHANGE (self), 0);
  return self->n_sides;
}

const char *
hammer_board_change_get_name (HammerBoardChange *self,
                              guint              side)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CHANGE (self), NULL);
  g_return_val_if_fail (side < self->n_sides, NULL);
  return self->names[side];
}

const char *
hammer_board_change_get_new_name (HammerBoardChange *self,
                                  guint              side)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CHANGE (self), NULL);
  g_return_val_if_fail (side < self->n_sides, NULL);
  return self->new_names[side];
}

gboolean
hammer_board_change_new_names_known (HammerBoardChange *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CHANGE (self), FALSE);

  for (guint s = 0; s < self->n_sides; s++)
    if (self->new_names[s] == NULL)
      return FALSE;
  return TRUE;
}

const char *
hammer_board_change_get_description (HammerBoardChange *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CHANGE (self), NULL);
  return self->description;
}

/* The strings of @names, NULL where a name is null, @n of them. */
static char **
dup_names (JsonArray *names,
           guint      n)
{
  char **copy = g_new0 (char *, n + 1);

  for (guint s = 0; s < n; s++)
    copy[s] = g_strdup (s < hammer_json_length (names) ? hammer_json_element_string (names, s)
                                                       : NULL);
  return copy;
}

GPtrArray *
hammer_board_changes_from_json (JsonNode *changes)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (g_object_unref);
  JsonArray *array = changes != NULL && JSON_NODE_HOLDS_ARRAY (changes)
                     ? json_node_get_array (changes) : NULL;

  for (guint k = 0; k < hammer_json_length (array); k++)
    {
      JsonObject *object = json_array_get_object_element (array, k);
      HammerBoardChange *change = g_object_new (HAMMER_TYPE_BOARD_CHANGE, NULL);
      JsonArray *names = hammer_json_array (object, "names");
      JsonArray *new_names = hammer_json_array (object, "new_names");

      change->match = hammer_json_int (object, "match", 0);
      change->label = g_strdup (hammer_json_string (object, "label"));
      change->board = (guint) hammer_json_int (object, "board", 0);
      change->board_name = g_strdup (hammer_json_string (object, "board_name"));
      change->n_sides = MAX (hammer_json_length (names), hammer_json_length (new_names));
      change->names = dup_names (names, change->n_sides);
      change->new_names = dup_names (new_names, change->n_sides);
      change->description = g_strdup (hammer_json_string (object, "description"));
      g_ptr_array_add (list, change);
    }
  return list;
}
