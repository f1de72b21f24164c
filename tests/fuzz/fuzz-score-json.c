/* fuzz-score-json.c — the match reader of `hammer-cli score` on arbitrary JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-core.h"

#include "fuzz-target.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) violation = NULL;
  g_autoptr(HammerMatch) match = NULL;
  JsonNode *root;

  if (size > G_MAXSSIZE ||
      !json_parser_load_from_data (parser, (const char *) data, (gssize) size, NULL) ||
      (root = json_parser_get_root (parser)) == NULL)
    return 0;

  match = hammer_match_new_from_json (root, NULL, &violation);
  if (match != NULL)
    {
      g_autoptr(JsonNode) state = hammer_match_to_json (match);
      g_autoptr(HammerMatch) again = NULL;
      g_autoptr(GError) second = NULL;

      g_assert_null (violation);
      /* What the reader accepted, written out, must read back (the
       * contract of hammer_match_to_json()). */
      again = hammer_match_new_from_json (state, NULL, &second);
      g_assert_nonnull (again);
      g_assert_cmpint (hammer_match_get_state (again), ==, hammer_match_get_state (match));
      g_assert_cmpint (hammer_match_get_winner (again), ==, hammer_match_get_winner (match));
    }
  else
    g_assert_nonnull (violation);
  return 0;
}
