/* hammer-sheet-codes.c — the addresses of the boards' pages that the QR
 * codes on score sheets hold, and of the check-in page on the door sign and
 * the sign-in list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>

#include "hammer-json.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "sheets/hammer-sheets.h"

gboolean
hammer_sheets_boards_have_urls (HammerStore *store,
                                gint64       event_id)
{
  g_autofree char *url = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  return hammer_board_entry_get_hall_url (store, event_id, 0, &url, NULL) && url != NULL;
}

JsonNode *
hammer_sheets_board_urls (HammerStore  *store,
                          gint64        event_id,
                          GError      **error)
{
  g_autofree char *url = NULL;
  g_autoptr(JsonNode) entry = NULL;
  g_autoptr(JsonBuilder) builder = NULL;
  JsonArray *boards;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!hammer_board_entry_get_hall_url (store, event_id, 0, &url, error))
    return NULL;
  if (url == NULL)
    return json_node_new (JSON_NODE_NULL);
  /* The keys, with one for a board added since the hall was served: its
   * sheets get a code too. */
  if (!(entry = hammer_board_entry_ensure (store, event_id, error)))
    return NULL;
  boards = hammer_json_array (json_node_get_object (entry), "boards");
  builder = json_builder_new ();
  json_builder_begin_array (builder);
  for (guint i = 0; boards != NULL && i < json_array_get_length (boards); i++)
    {
      JsonObject *board = hammer_json_element_object (boards, i);
      gint64 number = hammer_json_int (board, "board", 0);
      const char *key = hammer_json_string (board, "key");
      g_autofree char *board_url = NULL;

      if (number <= 0 || key == NULL)
        continue;
      board_url = hammer_board_entry_board_url (url, (guint) number, key);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "board");
      json_builder_add_int_value (builder, number);
      json_builder_set_member_name (builder, "url");
      json_builder_add_string_value (builder, board_url);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

char *
hammer_sheets_check_in_url (HammerStore  *store,
                            gint64        event_id,
                            gint64        day_id,
                            gboolean      open_only,
                            GError      **error)
{
  g_autofree char *url = NULL;
  g_autofree char *key = NULL;
  gboolean open = FALSE;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail ((event_id > 0) != (day_id > 0), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!hammer_check_in_get_open (store, event_id, day_id, &open, error) ||
      (open_only && !open) ||
      !hammer_board_entry_get_hall_url (store, event_id, day_id, &url, error) || url == NULL ||
      !(key = hammer_check_in_ensure_key (store, event_id, day_id, error)))
    return NULL;
  return hammer_check_in_page_url (url, key);
}
