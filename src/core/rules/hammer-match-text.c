/* hammer-match-text.c — a match's ends typed as a line of text
 *
 * A team match is entered game by game as "3-0 0-2 / 4-0 …". Only the
 * writing is read here; which points a side can score (court's 10-off
 * makes them negative) is the rules' to say when the games are replayed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdlib.h>

#include "hammer-i18n.h"

#include "hammer-rules-private.h"

/* Reads a whole number of @text from its start, maybe negative, into @out;
 * @rest is what follows. */
static gboolean
read_points (const char  *text,
             int         *out,
             const char **rest)
{
  char *end = NULL;
  long value = strtol (text, &end, 10);

  if (end == text || value < G_MININT + 1 || value > G_MAXINT)
    return FALSE;
  *out = (int) value;
  *rest = end;
  return TRUE;
}

/* "3-0", "-10-8", "8:-10": the points of the home and the away side. */
static gboolean
read_end (const char *text,
          int         points[2])
{
  const char *rest;

  return read_points (text, &points[0], &rest) && (*rest == '-' || *rest == ':') &&
         rest[1] != '\0' && read_points (rest + 1, &points[1], &rest) && *rest == '\0';
}

JsonNode *
hammer_match_games_from_text (const char       *text,
                              GError          **error)
{
  g_autoptr(JsonBuilder) builder = NULL;
  g_auto(GStrv) games = NULL;

  g_return_val_if_fail (text != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  builder = json_builder_new ();
  games = g_strsplit (text, "/", -1);
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "games");
  json_builder_begin_array (builder);
  for (guint g = 0; games[g] != NULL; g++)
    {
      g_auto(GStrv) ends = g_strsplit_set (g_strstrip (games[g]), " ,;\t", -1);
      guint n_ends = 0;

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "ends");
      json_builder_begin_array (builder);
      for (guint e = 0; ends[e] != NULL; e++)
        {
          int points[2];

          if (*ends[e] == '\0')
            continue;
          if (!read_end (ends[e], points))
            {
              /* TRANSLATORS: %s is what was typed for one end. */
              hammer_refuse (error, NULL, HAMMER_REASON_MALFORMED, -1, -1, -1,
                             _("“%s” is not an end; write the home and away points as 3-0"),
                             ends[e]);
              return NULL;
            }
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "points");
          json_builder_begin_array (builder);
          json_builder_add_int_value (builder, points[0]);
          json_builder_add_int_value (builder, points[1]);
          json_builder_end_array (builder);
          json_builder_end_object (builder);
          n_ends++;
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      if (n_ends == 0 && games[g + 1] != NULL)
        {
          hammer_refuse (error, NULL, HAMMER_REASON_MALFORMED, -1, -1, -1,
                         _("Game %u has no ends"), g + 1);
          return NULL;
        }
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
  return json_builder_get_root (builder);
}
