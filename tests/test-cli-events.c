/* test-cli-events.c — events made and played through hammer-cli
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "test-cli-events.h"
#include "test-common.h"

#define TWO_GAMES_TO_NIL \
  "{\"games\": [{\"ends\": [{\"points\": [15, 0]}]}, {\"ends\": [{\"points\": [15, 0]}]}]}"
#define NIL_TO_TWO_GAMES \
  "{\"games\": [{\"ends\": [{\"points\": [0, 15]}]}, {\"ends\": [{\"points\": [0, 15]}]}]}"

gint64
cli_event (const char         *path,
           const char         *name,
           const char         *rules,
           const char         *date,
           guint               team_size,
           const char * const *names)
{
  g_autoptr(JsonNode) output = NULL;
  g_autofree char *id_text = NULL;
  g_autofree char *size = g_strdup_printf ("team_size=%u", team_size);
  gint64 id;

  /* Without a date, "--date" is the last option's value: given twice. */
  g_assert_cmpint (cli_run_json (path, &output, NULL, "event", "create", "--name", name,
                                 "--rules", rules, "--format", "round-robin",
                                 "--option", "target=15", "--option", "best_of=3",
                                 "--option", size, date != NULL ? "--date" : "--option",
                                 date != NULL ? date : size, NULL), ==, 0);
  id = json_object_get_int_member (json_node_get_object (output), "id");
  id_text = g_strdup_printf ("%" G_GINT64_FORMAT, id);
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autoptr(JsonNode) added = NULL;

      g_assert_cmpint (cli_run_json (path, &added, NULL, "entrants", "add", "--event", id_text,
                                     names[i], NULL), ==, 0);
    }
  return id;
}

void
cli_draw (const char *path,
          gint64      event_id)
{
  g_autoptr(JsonNode) output = NULL;
  g_autofree char *id_text = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);

  g_assert_cmpint (cli_run_json (path, &output, NULL, "draw", "--event", id_text, "--seed", "1",
                                 NULL), ==, 0);
}

void
cli_win (const char *path,
         gint64      event_id,
         const char *winner,
         const char *loser)
{
  g_autoptr(JsonNode) matches = NULL;
  g_autofree char *id_text = g_strdup_printf ("%" G_GINT64_FORMAT, event_id);
  JsonArray *list;

  g_assert_cmpint (cli_run_json (path, &matches, NULL, "matches", "--event", id_text, NULL), ==,
                   0);
  list = json_node_get_array (matches);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      JsonObject *match = json_array_get_object_element (list, i);
      JsonArray *names = json_object_get_array_member (match, "names");
      g_autofree char *match_id = NULL;
      g_autoptr(JsonNode) state = NULL;
      const char *result;

      if (names == NULL || json_array_get_length (names) != 2)
        continue;
      if (g_strcmp0 (json_array_get_string_element (names, 0), winner) == 0 &&
          g_strcmp0 (json_array_get_string_element (names, 1), loser) == 0)
        result = TWO_GAMES_TO_NIL;
      else if (g_strcmp0 (json_array_get_string_element (names, 1), winner) == 0 &&
               g_strcmp0 (json_array_get_string_element (names, 0), loser) == 0)
        result = NIL_TO_TWO_GAMES;
      else
        continue;
      match_id = g_strdup_printf ("%" G_GINT64_FORMAT, json_object_get_int_member (match, "id"));
      g_assert_cmpint (cli_run_json (path, &state, result, "result", "--event", id_text,
                                     "--match", match_id, NULL), ==, 0);
      return;
    }
  g_assert_not_reached ();
}
