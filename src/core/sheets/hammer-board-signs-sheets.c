/* hammer-board-signs-sheets.c — a sign a page for each board, to stand on
 * it all day: its name, large, and the QR code of its page, where the
 * players enter their scores on a phone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-sheets-private.h"

static void
draw_sign (HammerSheetsDoc *doc,
           int              number,
           const HammerQr  *qr,
           const char      *url)
{
  HammerLayout *layout = doc->layout;
  double width = hammer_layout_get_width (layout);
  double height = hammer_layout_get_height (layout);
  g_autofree char *name = hammer_sheets_board_name (doc, number);
  double size = 96, code, y = 0;

  hammer_layout_add_page (layout);
  /* As large as the board's name fits across the page. */
  while (size > 24 && hammer_layout_text_width (layout, name, size, HAMMER_TEXT_BOLD) > width)
    size -= 4;
  hammer_layout_text (layout, 0, y, width, size * 1.4, name, size,
                      HAMMER_TEXT_BOLD | HAMMER_TEXT_WRAP, HAMMER_ALIGN_CENTER);
  y += size * 1.4 * (hammer_layout_text_width (layout, name, size, HAMMER_TEXT_BOLD) > width
                     ? 2 : 1) + 12;
  hammer_layout_text (layout, 0, y, width, 44,
                      _("Scan the code with a phone to enter the score of a match on this "
                        "board."), 14, HAMMER_TEXT_WRAP, HAMMER_ALIGN_CENTER);
  y += 52;
  /* A code a phone reads from across the board, and room under it for
   * its address. */
  code = MIN (width * 0.7, height - y - 40);
  hammer_layout_qr (layout, qr, (width - code) / 2, y, code);
  hammer_layout_text (layout, 0, y + code + 4, width, 30, url, 8,
                      HAMMER_TEXT_MUTED | HAMMER_TEXT_WRAP, HAMMER_ALIGN_CENTER);
}

gboolean
hammer_sheets_render_board_signs (HammerSheetsDoc *doc,
                                  GError         **error)
{
  JsonNode *urls = doc->options->board_urls;
  JsonArray *boards = urls != NULL && JSON_NODE_HOLDS_ARRAY (urls) ? json_node_get_array (urls)
                                                                   : NULL;
  guint n = 0;

  if (hammer_json_length (boards) == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("The boards have no pages for phones yet: serve the hall on the local "
                     "network first (in the app, or “hammer-cli serve --bind ADDRESS”), then "
                     "print the board signs"));
      return FALSE;
    }
  for (guint i = 0; i < json_array_get_length (boards); i++)
    {
      JsonObject *board = hammer_json_element_object (boards, i);
      const char *url = hammer_json_string (board, "url");
      gint64 number = hammer_json_int (board, "board", 0);
      g_autoptr(HammerQr) qr = NULL;

      if (url == NULL || number <= 0)
        continue;
      if (!(qr = hammer_qr_new (url, error)))
        return FALSE;
      draw_sign (doc, (int) number, qr, url);
      n++;
    }
  if (n == 0)
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                   _("No board has an address for phones"));
      return FALSE;
    }
  return TRUE;
}
