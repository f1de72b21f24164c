/* hammer-cli-ratings.c — hammer-cli rate and ratings
 *
 * "rate" reads its document here, at the edge, and hands the core's
 * Glicko-2 (events/hammer-glicko.c) typed ratings and games.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "hammer-cli-private.h"
#include "events/hammer-glicko.h"
#include "events/hammer-player-ratings.h"

/* Fails with @message, adding where in the document: @period and @game
 * counted from 0 as the contract counts, -1 where they do not apply. */
static int G_GNUC_PRINTF (3, 4)
fail_document (int         period,
               int         game,
               const char *format,
               ...)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) details = json_object_new ();
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  error = g_error_new_literal (HAMMER_ERROR, HAMMER_ERROR_INVALID, message);
  if (period >= 0)
    json_object_set_int_member (details, "period", period);
  if (game >= 0)
    json_object_set_int_member (details, "game", game);
  return hammer_cli_fail (error, details);
}

/* A player's id as a key: ids may be numbers or texts, and 7 is not "7". */
static char *
id_key (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NULL;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    return g_strdup_printf ("n%" G_GINT64_FORMAT, json_node_get_int (node));
  if (json_node_get_value_type (node) == G_TYPE_STRING)
    return g_strconcat ("s", json_node_get_string (node), NULL);
  return NULL;
}

/* The id as a message shows it. */
static char *
id_text (JsonNode *node)
{
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
  return g_strdup_printf ("“%s”", json_node_get_string (node));
}

/* Reads member @name of @player into @value, which keeps its default when
 * the member is missing. */
static gboolean
read_figure (JsonObject *player,
             const char *name,
             double     *value)
{
  JsonNode *node = json_object_get_member (player, name);

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) ||
      (json_node_get_value_type (node) != G_TYPE_INT64 &&
       json_node_get_value_type (node) != G_TYPE_DOUBLE))
    return FALSE;
  *value = json_node_get_double (node);
  return isfinite (*value);
}

typedef struct
{
  GPtrArray  *ids;       /* JsonNode*, as given */
  GHashTable *index;     /* id_key → index + 1 */
  GArray     *ratings;   /* HammerGlickoRating */
  GPtrArray  *periods;   /* GArray of HammerGlickoGame, one a period */
} RateDocument;

static void
rate_document_clear (RateDocument *doc)
{
  g_clear_pointer (&doc->ids, g_ptr_array_unref);
  g_clear_pointer (&doc->index, g_hash_table_unref);
  g_clear_pointer (&doc->ratings, g_array_unref);
  g_clear_pointer (&doc->periods, g_ptr_array_unref);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (RateDocument, rate_document_clear)

static int
read_players (JsonArray    *players,
              RateDocument *doc)
{
  for (guint i = 0; i < json_array_get_length (players); i++)
    {
      JsonNode *element = json_array_get_element (players, i);
      JsonObject *player = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element)
                                                            : NULL;
      JsonNode *id = player != NULL ? json_object_get_member (player, "id") : NULL;
      g_autofree char *key = id_key (id);
      g_autofree char *shown = NULL;
      HammerGlickoRating rating;

      if (key == NULL)
        return fail_document (-1, -1, _("Entry %u of “players” needs an “id”, a whole number "
                                        "or a text."), i + 1);
      shown = id_text (id);
      if (g_hash_table_contains (doc->index, key))
        return fail_document (-1, -1, _("Player %s is listed twice in “players”."), shown);

      hammer_glicko_rating_init (&rating);
      if (!read_figure (player, "rating", &rating.rating))
        return fail_document (-1, -1, _("Player %s: “rating” must be a number."), shown);
      if (!read_figure (player, "deviation", &rating.deviation))
        return fail_document (-1, -1, _("Player %s: “deviation” must be a number."), shown);
      if (!read_figure (player, "volatility", &rating.volatility))
        return fail_document (-1, -1, _("Player %s: “volatility” must be a number."), shown);
      if (rating.deviation < 0)
        return fail_document (-1, -1, _("Player %s: the deviation must not be negative."),
                              shown);
      if (rating.volatility <= 0)
        return fail_document (-1, -1, _("Player %s: the volatility must be above 0."), shown);

      g_hash_table_insert (doc->index, g_steal_pointer (&key), GUINT_TO_POINTER (i + 1));
      g_ptr_array_add (doc->ids, json_node_copy (id));
      g_array_append_val (doc->ratings, rating);
    }
  return HAMMER_CLI_EXIT_OK;
}

static int
read_game (JsonNode         *element,
           RateDocument     *doc,
           guint             p,
           guint             g,
           HammerGlickoGame *game)
{
  JsonObject *object = JSON_NODE_HOLDS_OBJECT (element) ? json_node_get_object (element) : NULL;
  JsonNode *sides_node = object != NULL ? json_object_get_member (object, "sides") : NULL;
  JsonArray *sides = sides_node != NULL && JSON_NODE_HOLDS_ARRAY (sides_node)
                     ? json_node_get_array (sides_node) : NULL;
  JsonNode *winner = object != NULL ? json_object_get_member (object, "winner") : NULL;

  if (sides == NULL || json_array_get_length (sides) != 2)
    return fail_document (p, g, _("Period %u, game %u: “sides” must be two player ids."),
                          p + 1, g + 1);
  for (guint s = 0; s < 2; s++)
    {
      JsonNode *id = json_array_get_element (sides, s);
      g_autofree char *key = id_key (id);
      gpointer found = key != NULL ? g_hash_table_lookup (doc->index, key) : NULL;

      if (key == NULL)
        return fail_document (p, g, _("Period %u, game %u: “sides” must be two player ids."),
                              p + 1, g + 1);
      if (found == NULL)
        {
          g_autofree char *shown = id_text (id);

          return fail_document (p, g, _("Period %u, game %u: player %s is not in “players”."),
                                p + 1, g + 1, shown);
        }
      game->players[s] = GPOINTER_TO_UINT (found) - 1;
    }
  if (game->players[0] == game->players[1])
    {
      g_autofree char *shown = id_text (json_array_get_element (sides, 0));

      return fail_document (p, g, _("Period %u, game %u: player %s cannot play themselves."),
                            p + 1, g + 1, shown);
    }

  /* The contract's winner is 0, 1 or null: a missing key is a typo, not a draw. */
  if (winner == NULL)
    return fail_document (p, g, _("Period %u, game %u has no “winner”: give 0, 1 or null "
                                  "(a draw)."), p + 1, g + 1);
  if (JSON_NODE_HOLDS_NULL (winner))
    game->winner = -1;
  else if (JSON_NODE_HOLDS_VALUE (winner) && json_node_get_value_type (winner) == G_TYPE_INT64 &&
           (json_node_get_int (winner) == 0 || json_node_get_int (winner) == 1))
    game->winner = json_node_get_int (winner);
  else
    return fail_document (p, g, _("Period %u, game %u: “winner” must be 0, 1 or null (a draw)."),
                          p + 1, g + 1);
  return HAMMER_CLI_EXIT_OK;
}

static int
read_document (JsonNode     *root,
               RateDocument *doc)
{
  JsonObject *object = root != NULL && JSON_NODE_HOLDS_OBJECT (root)
                       ? json_node_get_object (root) : NULL;
  JsonNode *players = object != NULL ? json_object_get_member (object, "players") : NULL;
  JsonNode *periods = object != NULL ? json_object_get_member (object, "periods") : NULL;
  int exit_code;

  if (object == NULL)
    return fail_document (-1, -1, _("The input must be one object with “players” and "
                                    "“periods”."));
  if (players == NULL || !JSON_NODE_HOLDS_ARRAY (players))
    return fail_document (-1, -1, _("“players” must be a list of players."));
  if (periods == NULL || !JSON_NODE_HOLDS_ARRAY (periods))
    return fail_document (-1, -1, _("“periods” must be a list of periods, each a list of "
                                    "games."));

  exit_code = read_players (json_node_get_array (players), doc);
  if (exit_code != HAMMER_CLI_EXIT_OK)
    return exit_code;

  for (guint p = 0; p < json_array_get_length (json_node_get_array (periods)); p++)
    {
      JsonNode *period = json_array_get_element (json_node_get_array (periods), p);
      g_autoptr(GArray) games = g_array_new (FALSE, FALSE, sizeof (HammerGlickoGame));

      if (!JSON_NODE_HOLDS_ARRAY (period))
        return fail_document (p, -1, _("Period %u must be a list of games."), p + 1);
      for (guint g = 0; g < json_array_get_length (json_node_get_array (period)); g++)
        {
          HammerGlickoGame game;

          exit_code = read_game (json_array_get_element (json_node_get_array (period), g),
                                 doc, p, g, &game);
          if (exit_code != HAMMER_CLI_EXIT_OK)
            return exit_code;
          g_array_append_val (games, game);
        }
      g_ptr_array_add (doc->periods, g_steal_pointer (&games));
    }
  return HAMMER_CLI_EXIT_OK;
}

int
hammer_cli_rate (HammerCli  *cli,
                 int         argc,
                 char      **argv)
{
  g_auto(RateDocument) doc = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) builder = json_builder_new ();
  g_autoptr(JsonNode) output = NULL;
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autofree char *input = NULL;
  gsize length;
  int exit_code = HAMMER_CLI_EXIT_OK;

  if (!hammer_cli_parse_options ("rate", "",
                                 _("Reads players and rating periods as JSON on standard input "
                                   "and prints every player's Glicko-2 rating after each "
                                   "period."),
                                 NULL, &argc, &argv, &exit_code))
    return exit_code;
  if (argc > 1)
    return hammer_cli_usage_error (_("“rate” reads its document from standard input and takes "
                                     "no arguments"));

  input = hammer_cli_read_stdin (&length, &error);
  if (input == NULL)
    return hammer_cli_fail (error, NULL);
  if (!json_parser_load_from_data (parser, input, length, &error))
    return fail_document (-1, -1, _("The input is not valid JSON: %s"), error->message);

  doc.ids = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  doc.index = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  doc.ratings = g_array_new (FALSE, FALSE, sizeof (HammerGlickoRating));
  doc.periods = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  exit_code = read_document (json_parser_get_root (parser), &doc);
  if (exit_code != HAMMER_CLI_EXIT_OK)
    return exit_code;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "periods");
  json_builder_begin_array (builder);
  for (guint p = 0; p < doc.periods->len; p++)
    {
      GArray *games = g_ptr_array_index (doc.periods, p);

      hammer_glicko_rate_period ((HammerGlickoRating *) (void *) doc.ratings->data,
                                 doc.ratings->len, (const HammerGlickoGame *) (void *) games->data,
                                 games->len, HAMMER_GLICKO_TAU);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "players");
      json_builder_begin_array (builder);
      for (guint i = 0; i < doc.ratings->len; i++)
        {
          const HammerGlickoRating *r = &g_array_index (doc.ratings, HammerGlickoRating, i);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "id");
          json_builder_add_value (builder, json_node_copy (g_ptr_array_index (doc.ids, i)));
          json_builder_set_member_name (builder, "rating");
          json_builder_add_double_value (builder, r->rating);
          json_builder_set_member_name (builder, "deviation");
          json_builder_add_double_value (builder, r->deviation);
          json_builder_set_member_name (builder, "volatility");
          json_builder_add_double_value (builder, r->volatility);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);

  output = json_builder_get_root (builder);
  hammer_cli_print_json (output);
  return HAMMER_CLI_EXIT_OK;
}

static JsonNode *
ratings_to_json (GPtrArray *ratings)
{
  g_autoptr(JsonBuilder) builder = json_builder_new ();

  json_builder_begin_array (builder);
  for (guint i = 0; i < ratings->len; i++)
    {
      const HammerPlayerRating *r = g_ptr_array_index (ratings, i);

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "player");
      json_builder_add_int_value (builder, r->player_id);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, r->name);
      json_builder_set_member_name (builder, "rating");
      json_builder_add_double_value (builder, r->rating.rating);
      json_builder_set_member_name (builder, "deviation");
      json_builder_add_double_value (builder, r->rating.deviation);
      json_builder_set_member_name (builder, "volatility");
      json_builder_add_double_value (builder, r->rating.volatility);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, r->games);
      json_builder_set_member_name (builder, "history");
      json_builder_begin_array (builder);
      for (guint h = 0; h < r->history->len; h++)
        {
          const HammerRatingPoint *point = &g_array_index (r->history, HammerRatingPoint, h);

          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "date");
          if (point->date != NULL)
            json_builder_add_string_value (builder, point->date);
          else
            json_builder_add_null_value (builder);
          json_builder_set_member_name (builder, "event");
          json_builder_add_int_value (builder, point->event_id);
          json_builder_set_member_name (builder, "rating");
          json_builder_add_double_value (builder, point->rating);
          json_builder_set_member_name (builder, "deviation");
          json_builder_add_double_value (builder, point->deviation);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  return json_builder_get_root (builder);
}

int
hammer_cli_ratings (HammerCli  *cli,
                    int         argc,
                    char      **argv)
{
  g_autofree char *rules = NULL;
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GPtrArray) ratings = NULL;
  g_autoptr(GError) error = NULL;
  int exit_code = HAMMER_CLI_EXIT_OK;
  GOptionEntry entries[] = {
    { "rules", 0, 0, G_OPTION_ARG_STRING, &rules, N_("The game: a rule set id"), N_("ID") },
    { NULL }
  };

  if (!hammer_cli_parse_options ("ratings", "",
                                 _("Every player's Glicko-2 rating from the finished matches of "
                                   "a game, one rating period per event or event day."),
                                 entries, &argc, &argv, &exit_code))
    return exit_code;
  if (rules == NULL)
    return hammer_cli_usage_error (_("“ratings” needs --rules ID (“hammer-cli rules” lists "
                                     "them)"));
  if (argc > 1)
    return hammer_cli_usage_error (_("“ratings” takes no arguments besides --rules"));

  if (!(store = hammer_cli_open_store (cli, &error)) ||
      !(ratings = hammer_events_compute_ratings (store, rules, &error)))
    return hammer_cli_fail (error, NULL);
  return hammer_cli_print_or_fail (ratings_to_json (ratings), &error);
}
