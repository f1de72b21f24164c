/* hammer-league-game-sheets.c — the games of a team match on the score
 * sheets an event's matches have, end by end: blank for the table, or
 * filled once entered
 *
 * Each team match is read as a small event of its games, under the
 * league's rules and the options of each kind of game (a doubles game may
 * take more ends than a singles one), and drawn by the event's score
 * sheets (hammer-score-sheets.c) on the league's pages: one sheet of each
 * kind for both.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-i18n.h"

#include "hammer-error.h"
#include "hammer-json.h"
#include "sheets/hammer-season-sheets-private.h"
#include "sheets/hammer-sheets-private.h"

/* A side of @game: its players joined, or while the game is not entered
 * the team, whose players write their names in. */
static char *
side_name (JsonObject *fixture,
           JsonObject *game,
           const char *side)
{
  JsonArray *players = hammer_json_array (game, side);
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint p = 0; p < hammer_json_length (players); p++)
    {
      if (p > 0)
        g_string_append (names, " & ");
      g_string_append (names, hammer_json_string (hammer_json_element_object (players, p),
                                                  "name") ?: "");
    }
  if (names->len == 0)
    g_string_append (names, hammer_json_string (hammer_json_object (fixture, side), "name") ?: "");
  return g_string_free (g_steal_pointer (&names), FALSE);
}

/* The games of @fixture from @first with as many players a side, and so
 * the same options, as an event document and its match list: those entered
 * when @filled, else those still to play. Returns the game after them;
 * @n_games is how many are in the list. */
static guint
read_games (JsonObject *league,
            JsonObject *fixture,
            JsonArray  *games,
            guint       first,
            gboolean    filled,
            JsonNode  **document,
            JsonNode  **matches,
            guint      *n_games)
{
  JsonObject *head = hammer_json_element_object (games, first);
  JsonObject *options = hammer_json_object (head, "options");
  gint64 players = hammer_json_int (head, "players", 0);
  JsonObject *root = json_object_new ();
  JsonObject *event = json_object_new ();
  JsonArray *stored = json_array_new ();
  JsonArray *listed = json_array_new ();
  g_autofree char *teams = NULL;
  guint g;

  *n_games = 0;
  /* Translators: under a league game's score sheet: the team match, home
   * team first. */
  teams = g_strdup_printf (_("%s – %s"),
                           hammer_json_string (hammer_json_object (fixture, "home"), "name"),
                           hammer_json_string (hammer_json_object (fixture, "away"), "name"));
  json_object_set_string_member (event, "name", hammer_json_string (league, "name"));
  json_object_set_string_member (event, "rules", hammer_json_string (league, "rules"));
  if (options != NULL)
    json_object_set_object_member (event, "options", json_object_ref (options));
  json_object_set_string_member (root, "format", "hammer-event");
  json_object_set_object_member (root, "event", event);

  for (g = first; g < hammer_json_length (games); g++)
    {
      JsonObject *game = hammer_json_element_object (games, g);
      JsonObject *result = hammer_json_object (game, "result");
      gboolean entered = result != NULL && hammer_json_bool (game, "entered", FALSE);
      g_autofree char *home = NULL;
      g_autofree char *away = NULL;
      JsonObject *match, *line;
      JsonArray *names;

      if (hammer_json_int (game, "players", 0) != players)
        break;
      if (entered != filled)
        continue;
      match = json_object_new ();
      json_object_set_int_member (match, "round", 1);
      json_object_set_int_member (match, "position", g);
      if (entered)
        json_object_set_object_member (match, "result", json_object_ref (result));
      json_array_add_object_element (stored, match);

      line = json_object_new ();
      names = json_array_new ();
      json_array_add_string_element (names, (home = side_name (fixture, game, "home")));
      json_array_add_string_element (names, (away = side_name (fixture, game, "away")));
      json_object_set_int_member (line, "number", g + 1);
      json_object_set_int_member (line, "round", 1);
      json_object_set_int_member (line, "position", g);
      json_object_set_string_member (line, "round_name", teams);
      json_object_set_string_member (line, "state", entered ? "finished" : "ready");
      json_object_set_array_member (line, "names", names);
      json_array_add_object_element (listed, line);
      (*n_games)++;
    }
  json_object_set_array_member (root, "matches", stored);
  *document = json_node_init_object (json_node_alloc (), root);
  *matches = json_node_init_array (json_node_alloc (), listed);
  json_object_unref (root);
  json_array_unref (listed);
  return g;
}

gboolean
hammer_league_sheets_render_games (HammerLayout                   *layout,
                                   JsonObject                     *league,
                                   JsonArray                      *forms,
                                   const HammerLeagueSheetOptions *options,
                                   GError                        **error)
{
  HammerSheetOptions sheet;
  guint drawn = 0;

  hammer_sheet_options_init (&sheet);
  sheet.kind = HAMMER_SHEET_SCORE_SHEETS;
  sheet.paper = options->paper;
  sheet.landscape = options->landscape;
  sheet.filled = options->filled;
  for (guint f = 0; f < hammer_json_length (forms); f++)
    {
      JsonObject *fixture = hammer_json_element_object (forms, f);
      JsonArray *games = hammer_json_array (fixture, "games");

      if (hammer_json_object (fixture, "home") == NULL)
        {
          g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_INVALID,
                               _("This is not a league of Hammer"));
          return FALSE;
        }
      for (guint g = 0; g < hammer_json_length (games);)
        {
          g_autoptr(JsonNode) document = NULL;
          g_autoptr(JsonNode) matches = NULL;
          guint n = 0;

          g = read_games (league, fixture, games, g, options->filled, &document, &matches, &n);
          if (n > 0 && !hammer_sheets_draw_score_sheets_on (layout, document, matches, &sheet,
                                                            error))
            return FALSE;
          drawn += n;
        }
    }
  if (drawn > 0)
    return TRUE;
  g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                       options->filled
                       ? _("No game of these team matches is entered yet")
                       : _("Every game of these team matches is entered: print them filled"));
  return FALSE;
}
