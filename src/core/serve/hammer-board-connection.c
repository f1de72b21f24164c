/* hammer-board-connection.c — a board as the hall server has seen it:
 * connected or not, when and from where (HammerBoardConnection), and the
 * server's list of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "serve/hammer-server-private.h"

struct _HammerBoardConnection
{
  GObject   parent_instance;
  guint     board;
  char     *name;
  gboolean  connected;
  char     *last_seen;
  char     *address;
};

G_DEFINE_FINAL_TYPE (HammerBoardConnection, hammer_board_connection, G_TYPE_OBJECT)

static void
hammer_board_connection_finalize (GObject *object)
{
  HammerBoardConnection *self = HAMMER_BOARD_CONNECTION (object);

  g_free (self->name);
  g_free (self->last_seen);
  g_free (self->address);
  G_OBJECT_CLASS (hammer_board_connection_parent_class)->finalize (object);
}

static void
hammer_board_connection_class_init (HammerBoardConnectionClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_board_connection_finalize;
}

static void
hammer_board_connection_init (HammerBoardConnection *self)
{
}

guint
hammer_board_connection_get_board (HammerBoardConnection *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CONNECTION (self), 0);
  return self->board;
}

const char *
hammer_board_connection_get_name (HammerBoardConnection *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CONNECTION (self), NULL);
  return self->name;
}

gboolean
hammer_board_connection_get_connected (HammerBoardConnection *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CONNECTION (self), FALSE);
  return self->connected;
}

const char *
hammer_board_connection_get_last_seen (HammerBoardConnection *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CONNECTION (self), NULL);
  return self->last_seen;
}

const char *
hammer_board_connection_get_address (HammerBoardConnection *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_CONNECTION (self), NULL);
  return self->address;
}

GPtrArray *
hammer_server_list_connections (HammerServer *self)
{
  GPtrArray *list;

  g_return_val_if_fail (HAMMER_IS_SERVER (self), NULL);

  list = g_ptr_array_new_with_free_func (g_object_unref);
  /* Copied under the lock: the server's thread updates the boards. */
  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->boards->len; i++)
    {
      HammerServerBoard *entry = &g_array_index (self->boards, HammerServerBoard, i);
      HammerBoardConnection *board = g_object_new (HAMMER_TYPE_BOARD_CONNECTION, NULL);

      board->board = entry->number;
      board->name = g_strdup (entry->name);
      board->connected = entry->connected;
      board->last_seen = g_strdup (entry->last_seen_at);
      board->address = g_strdup (entry->address);
      g_ptr_array_add (list, board);
    }
  g_mutex_unlock (&self->lock);
  return list;
}

JsonNode *
hammer_server_list_boards (HammerServer *self)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(GPtrArray) boards = NULL;

  g_return_val_if_fail (HAMMER_IS_SERVER (self), NULL);

  boards = hammer_server_list_connections (self);
  json_builder_begin_array (builder);
  for (guint i = 0; i < boards->len; i++)
    {
      HammerBoardConnection *board = g_ptr_array_index (boards, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "board");
      json_builder_add_int_value (builder, board->board);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, board->name);
      json_builder_set_member_name (builder, "connected");
      json_builder_add_boolean_value (builder, board->connected);
      json_builder_set_member_name (builder, "last_seen");
      if (board->last_seen != NULL)
        json_builder_add_string_value (builder, board->last_seen);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "address");
      if (board->address != NULL)
        json_builder_add_string_value (builder, board->address);
      else
        json_builder_add_null_value (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}
