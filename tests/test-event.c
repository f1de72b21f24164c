/* test-event.c — the typed event, its entrants and its standings: they say
 * what the JSON says, and follow a change exactly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "events/hammer-event.h"
#include "events/hammer-event-listing.h"
#include "events/hammer-events.h"
#include "hammer-core.h"
#include "io/hammer-tables.h"
#include "test-common.h"

typedef StoreFixture Fixture;

static const char *
state_name (HammerEventState state)
{
  switch (state)
    {
    case HAMMER_EVENT_SETUP: return "setup";
    case HAMMER_EVENT_IN_PROGRESS: return "in_progress";
    case HAMMER_EVENT_FINISHED: return "finished";
    default: return "?";
    }
}

static void
assert_entrant_agrees (HammerEntrant *entrant,
                       JsonObject    *object)
{
  JsonArray *players = json_object_get_array_member (object, "players");

  g_assert_cmpint (hammer_entrant_get_id (entrant), ==, json_object_get_int_member (object, "id"));
  g_assert_cmpstr (hammer_entrant_get_name (entrant), ==, test_nullable_string (object, "name"));
  g_assert_cmpint (hammer_entrant_get_seed (entrant), ==, test_nullable_int (object, "seed"));
  g_assert_cmpstr (hammer_entrant_get_class (entrant), ==, test_nullable_string (object, "class"));
  g_assert_cmpint (hammer_entrant_get_present (entrant), ==,
                   json_object_get_boolean_member (object, "present"));
  g_assert_cmpint (hammer_entrant_get_withdrawn (entrant), ==,
                   json_object_get_boolean_member (object, "withdrawn"));
  g_assert_cmpuint (hammer_entrant_get_n_players (entrant), ==, json_array_get_length (players));
  for (guint p = 0; p < json_array_get_length (players); p++)
    g_assert_cmpint (hammer_entrant_get_player (entrant, p), ==,
                     json_array_get_int_element (players, p));
}

static void
assert_line_agrees (HammerStandingsLine *line,
                    JsonObject          *object)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), object);
  g_autofree char *place_text = hammer_standings_line_place_text (object, FALSE);
  g_autofree char *typed_place_text = hammer_standings_line_dup_place_text (line, FALSE);
  g_autoptr(GList) members = json_object_get_members (object);
  GParamSpec **pspecs;
  guint n_pspecs;

  g_assert_cmpint (hammer_standings_line_get_entrant (line), ==,
                   json_object_get_int_member (object, "entrant"));
  g_assert_cmpstr (hammer_standings_line_get_name (line), ==,
                   test_nullable_string (object, "name"));
  g_assert_cmpint (hammer_standings_line_get_place (line), ==, test_nullable_int (object, "place"));
  g_assert_cmpstr (hammer_standings_line_get_place_label (line), ==,
                   test_nullable_string (object, "place_label"));
  g_assert_cmpint (hammer_standings_line_get_still_in (line), ==,
                   json_object_get_boolean_member_with_default (object, "still_in", FALSE));
  g_assert_cmpstr (hammer_standings_line_get_class (line), ==,
                   test_nullable_string (object, "class"));
  g_assert_cmpint (hammer_standings_line_get_class_place (line), ==,
                   test_nullable_int (object, "class_place"));
  g_assert_cmpstr (hammer_standings_line_get_class_place_label (line), ==,
                   test_nullable_string (object, "class_place_label"));
  g_assert_cmpstr (typed_place_text, ==, place_text);

  /* Every figure of the JSON, and no other. */
  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *member = json_object_get_member (object, l->data);
      double value = 0;

      if (!hammer_standings_line_is_figure (l->data))
        continue;
      if (JSON_NODE_HOLDS_NULL (member))
        g_assert_false (hammer_standings_line_get_figure (line, l->data, &value));
      else
        {
          g_assert_true (hammer_standings_line_get_figure (line, l->data, &value));
          g_assert_cmpfloat (value, ==, json_node_get_double (member));
        }
    }
  pspecs = g_object_class_list_properties (G_OBJECT_GET_CLASS (line), &n_pspecs);
  for (guint p = 0; p < n_pspecs; p++)
    {
      g_autofree char *member = g_strdelimit (g_strdup (pspecs[p]->name), "-", '_');
      double value;

      if (!hammer_standings_line_is_figure (member))
        continue;
      g_object_get (line, pspecs[p]->name, &value, NULL);
      g_assert_cmpint (!isnan (value), ==, json_object_has_member (object, member) &&
                                           !json_object_get_null_member (object, member));
      g_assert_cmpint (hammer_standings_line_get_figure (line, member, NULL), ==, !isnan (value));
    }
  g_free (pspecs);
}

/* The event of @event against its JSON and its standings' JSON. */
static void
assert_agrees (Fixture     *f,
               HammerEvent *event)
{
  g_autoptr(GError) error = NULL;
  gint64 event_id = hammer_event_get_id (event);
  g_autoptr(JsonNode) node = hammer_events_get_event_json (f->store, event_id, &error);
  g_autoptr(JsonNode) standings_node = NULL;
  g_autoptr(JsonNode) matches_node = NULL;
  g_autoptr(JsonArray) tie_breakers = NULL;
  JsonObject *object, *settings, *options;
  JsonArray *entrants, *standings, *matches;
  guint n_matches = 0, n_finished = 0;

  g_assert_no_error (error);
  object = json_node_get_object (node);
  settings = json_object_get_object_member (object, "settings");
  options = json_object_get_object_member (object, "options");
  g_assert_false (hammer_event_get_deleted (event));
  g_assert_cmpstr (hammer_event_get_name (event), ==, test_nullable_string (object, "name"));
  g_assert_cmpstr (hammer_event_get_date (event), ==, test_nullable_string (object, "date"));
  g_assert_cmpstr (hammer_event_get_venue (event), ==, test_nullable_string (object, "venue"));
  g_assert_cmpstr (hammer_event_get_rules_id (event), ==, test_nullable_string (object, "rules"));
  g_assert_nonnull (hammer_event_get_rules (event));
  g_assert_cmpstr (hammer_format_to_string (hammer_event_get_format (event)), ==,
                   test_nullable_string (object, "format"));
  g_assert_cmpstr (state_name (hammer_event_get_state (event)), ==,
                   test_nullable_string (object, "state"));
  g_assert_cmpint (hammer_event_get_drawn (event), ==,
                   json_object_get_boolean_member (object, "drawn"));
  g_assert_cmpint (hammer_event_get_has_results (event), ==,
                   json_object_get_boolean_member (object, "has_results"));
  g_assert_cmpuint (hammer_event_get_n_boards (event), ==,
                    json_array_get_length (json_object_get_array_member (object, "boards")));
  g_assert_cmpuint (hammer_event_get_team_size (event), ==,
                    MAX (1, test_nullable_int (options, "team_size")));
  if (json_object_has_member (options, "target"))
    g_assert_cmpint (hammer_event_get_options (event)->target, ==,
                     json_object_get_null_member (options, "target")
                     ? HAMMER_OPTION_UNSET : json_object_get_int_member (options, "target"));
  g_assert_cmpuint (hammer_event_get_rounds (event), ==,
                    json_object_get_int_member_with_default (settings, "rounds", 0));
  tie_breakers = json_object_get_array_member (settings, "tie_breakers");
  g_assert_cmpuint (g_strv_length ((GStrv) hammer_event_get_tie_breakers (event)), ==,
                    tie_breakers != NULL ? json_array_get_length (tie_breakers) : 0);
  for (guint t = 0; tie_breakers != NULL && t < json_array_get_length (tie_breakers); t++)
    g_assert_cmpstr (hammer_event_get_tie_breakers (event)[t], ==,
                     json_array_get_string_element (tie_breakers, t));
  g_steal_pointer (&tie_breakers);

  entrants = json_object_get_array_member (object, "entrants");
  g_assert_cmpuint (hammer_event_get_n_entrants (event), ==, json_array_get_length (entrants));
  g_assert_cmpuint (g_list_model_get_n_items (hammer_event_get_entrants (event)), ==,
                    json_array_get_length (entrants));
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      g_autoptr(HammerEntrant) entrant = g_list_model_get_item (hammer_event_get_entrants (event),
                                                                i);

      assert_entrant_agrees (entrant, json_array_get_object_element (entrants, i));
    }

  standings_node = hammer_events_get_standings_json (f->store, event_id, &error);
  g_assert_no_error (error);
  standings = json_node_get_array (standings_node);
  g_assert_cmpuint (g_list_model_get_n_items (hammer_event_get_standings (event)), ==,
                    json_array_get_length (standings));
  for (guint i = 0; i < json_array_get_length (standings); i++)
    {
      g_autoptr(HammerStandingsLine) line =
        g_list_model_get_item (hammer_event_get_standings (event), i);

      assert_line_agrees (line, json_array_get_object_element (standings, i));
    }

  /* The columns and their cells, on screen as on paper and in files. */
  for (int every = 0; every <= 1; every++)
    {
      g_autoptr(GArray) columns = hammer_tables_standings_columns (object, standings, every);
      g_autoptr(GArray) typed = hammer_event_get_standings_columns (event, every);

      g_assert_cmpuint (typed->len, ==, columns->len);
      for (guint c = 0; c < columns->len; c++)
        {
          const HammerStandingsColumn *column = &g_array_index (columns, HammerStandingsColumn, c);

          g_assert_cmpstr (g_array_index (typed, HammerStandingsColumn, c).member, ==,
                           column->member);
          g_assert_cmpuint (g_array_index (typed, HammerStandingsColumn, c).decimals, ==,
                            column->decimals);
          if (g_str_equal (column->member, "place"))
            continue;
          for (guint i = 0; i < json_array_get_length (standings); i++)
            {
              g_autoptr(HammerStandingsLine) line =
                g_list_model_get_item (hammer_event_get_standings (event), i);
              g_autofree char *text =
                hammer_tables_standings_figure (column, json_array_get_object_element (standings,
                                                                                       i), ',');
              g_autofree char *typed_text = hammer_standings_line_dup_cell_text (line, column,
                                                                                 ',');

              g_assert_cmpstr (typed_text, ==, text);
            }
        }
    }

  /* The matches to play, as the standings' heading counts them. */
  matches_node = hammer_events_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  matches = json_node_get_array (matches_node);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_object_get_boolean_member_with_default (match, "bye", FALSE))
        continue;
      n_matches++;
      n_finished += g_strcmp0 (test_nullable_string (match, "state"), "finished") == 0;
    }
  g_assert_cmpuint (hammer_event_get_n_matches (event), ==, n_matches);
  g_assert_cmpuint (hammer_event_get_n_finished (event), ==, n_finished);
}

/* Every format: the typed event says what the JSON says, before the draw,
 * after it and after the first results, which it reads from the store's
 * "changes". */
static void
test_agrees (Fixture       *f,
             gconstpointer  data)
{
  for (HammerFormat format = 0; format < HAMMER_N_FORMATS; format++)
    {
      gboolean series = format == HAMMER_FORMAT_SERIES;
      g_autoptr(HammerEvent) setup = NULL;
      g_autoptr(HammerEvent) event = NULL;
      g_autoptr(GError) error = NULL;
      gint64 setup_id, event_id;

      g_test_message ("%s", hammer_format_to_string (format));
      setup_id = store_new_event_of_format (f->store, format, "Nog niet geloot", -1);
      setup = hammer_events_get_event (f->store, setup_id, &error);
      g_assert_no_error (error);
      assert_agrees (f, setup);

      event_id = store_new_event_of_format (f->store, format, hammer_format_to_string (format),
                                            7);
      event = hammer_events_get_event (f->store, event_id, &error);
      g_assert_no_error (error);
      assert_agrees (f, event);
      if (series)
        continue;

      for (guint r = 0; r < 4; r++)
        {
          gint64 match_id = store_first_ready (f->store, event_id);

          if (match_id == 0)
            break;
          store_record (f->store, event_id, match_id, FIRST_SIDE_WINS);
          assert_agrees (f, event);
          assert_agrees (f, setup);
        }
    }
}

static void
notify_cb (GObject    *object,
           GParamSpec *pspec,
           GPtrArray  *notified)
{
  g_ptr_array_add (notified, g_strdup (pspec->name));
}

static gboolean
has_name (GPtrArray  *names,
          const char *name)
{
  return g_ptr_array_find_with_equal_func (names, name, g_str_equal, NULL);
}

/* A result in a round robin: the standings lines of its two entrants get
 * their figures notified, the others none, and items-changed covers just
 * the lines that moved. */
static void
test_result_moves_lines (Fixture       *f,
                         gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 event_id = store_new_event (f->store, "Competitie", "table", HAMMER_FORMAT_ROUND_ROBIN,
                                     2, NULL, (const char * const *) names, 7);
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) notified =
    g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) matches = NULL;
  TestItemsChanged seen = { 0 }, seen_entrants = { 0 };
  GListModel *standings;
  JsonObject *match = NULL;
  gint64 sides[2];
  guint n, first = G_MAXUINT, last = 0;

  event = hammer_events_get_event (f->store, event_id, &error);
  g_assert_no_error (error);
  standings = hammer_event_get_standings (event);
  n = g_list_model_get_n_items (standings);
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    {
      HammerStandingsLine *line = g_list_model_get_item (standings, i);
      GPtrArray *names_notified = g_ptr_array_new_with_free_func (g_free);

      g_ptr_array_add (before, line);
      g_ptr_array_add (notified, names_notified);
      g_signal_connect (line, "notify", G_CALLBACK (notify_cb), names_notified);
    }
  g_signal_connect (standings, "items-changed", G_CALLBACK (test_items_changed_cb), &seen);
  g_signal_connect (hammer_event_get_entrants (event), "items-changed",
                    G_CALLBACK (test_items_changed_cb), &seen_entrants);

  /* The last match of the first round: its winner moves up. */
  matches = hammer_events_get_matches_json (f->store, event_id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (json_node_get_array (matches)); i++)
    {
      JsonObject *object = json_array_get_object_element (json_node_get_array (matches), i);

      if (g_strcmp0 (test_nullable_string (object, "state"), "ready") == 0)
        match = object;
      if (match != NULL && json_object_get_int_member (object, "round") > 1)
        break;
    }
  g_assert_nonnull (match);
  sides[0] = json_array_get_int_element (json_object_get_array_member (match, "sides"), 0);
  sides[1] = json_array_get_int_element (json_object_get_array_member (match, "sides"), 1);
  store_record (f->store, event_id, json_object_get_int_member (match, "id"), FIRST_SIDE_WINS);
  assert_agrees (f, event);

  g_assert_cmpuint (seen_entrants.n_changes, ==, 0);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (standings, i);

      if (line != g_ptr_array_index (before, i))
        {
          first = MIN (first, i);
          last = MAX (last, i);
        }
    }
  /* The lines kept their objects; the winner went to the top. */
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (standings, i);

      g_assert_true (g_ptr_array_find (before, line, NULL));
    }
  {
    g_autoptr(HammerStandingsLine) top = g_list_model_get_item (standings, 0);

    g_assert_cmpint (hammer_standings_line_get_entrant (top), ==, sides[0]);
  }
  g_assert_cmpuint (first, <=, last);
  g_assert_cmpuint (seen.n_changes, ==, 1);
  g_assert_cmpuint (seen.position, ==, first);
  g_assert_cmpuint (seen.removed, ==, last - first + 1);
  g_assert_cmpuint (seen.added, ==, last - first + 1);

  for (guint i = 0; i < n; i++)
    {
      HammerStandingsLine *line = g_ptr_array_index (before, i);
      GPtrArray *names_notified = g_ptr_array_index (notified, i);
      gint64 entrant = hammer_standings_line_get_entrant (line);
      gboolean played = entrant == sides[0] || entrant == sides[1];

      g_assert_cmpint (has_name (names_notified, "played"), ==, played);
      g_assert_cmpint (has_name (names_notified, "games-won"), ==, entrant == sides[0]);
      g_assert_cmpint (has_name (names_notified, "losses"), ==, entrant == sides[1]);
      g_assert_false (has_name (names_notified, "name"));
      g_assert_false (has_name (names_notified, "entrant"));
    }

  /* Undone, the lines go back, the same objects still. */
  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  assert_agrees (f, event);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (standings, i);

      g_assert_true (line == g_ptr_array_index (before, i));
    }
}

/* An entrant marked absent tells just that; a player renamed later
 * leaves the entrant's name as it was entered, as the JSON does, and tells
 * nothing. */
static void
test_entrant_notifies (Fixture       *f,
                       gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 event_id = store_new_event (f->store, "Nog niet geloot", "table",
                                     HAMMER_FORMAT_SINGLE_ELIMINATION, 2, NULL,
                                     (const char * const *) names, -1);
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(HammerEntrant) entrant = NULL;
  g_autoptr(HammerEntrant) other = NULL;
  g_autoptr(HammerPlayer) player = NULL;
  g_autoptr(GPtrArray) entrant_notified = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) other_notified = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) event_notified = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = NULL;
  TestItemsChanged seen = { 0 };

  event = hammer_events_get_event (f->store, event_id, &error);
  g_assert_no_error (error);
  entrant = g_list_model_get_item (hammer_event_get_entrants (event), 0);
  other = g_list_model_get_item (hammer_event_get_entrants (event), 1);
  name = g_strdup (hammer_entrant_get_name (entrant));
  g_assert_cmpuint (hammer_entrant_get_n_players (entrant), ==, 1);
  g_assert_true (hammer_entrant_get_present (entrant));
  g_signal_connect (entrant, "notify", G_CALLBACK (notify_cb), entrant_notified);
  g_signal_connect (other, "notify", G_CALLBACK (notify_cb), other_notified);
  g_signal_connect (event, "notify", G_CALLBACK (notify_cb), event_notified);
  g_signal_connect (hammer_event_get_entrants (event), "items-changed",
                    G_CALLBACK (test_items_changed_cb), &seen);

  g_assert_true (hammer_events_set_entrant_present (f->store, event_id,
                                                    hammer_entrant_get_id (entrant), FALSE,
                                                    &error));
  g_assert_no_error (error);
  g_assert_false (hammer_entrant_get_present (entrant));
  g_assert_cmpuint (entrant_notified->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (entrant_notified, 0), ==, "present");
  g_assert_cmpuint (other_notified->len, ==, 0);
  g_assert_cmpuint (event_notified->len, ==, 0);
  g_assert_cmpuint (seen.n_changes, ==, 0);
  assert_agrees (f, event);

  g_ptr_array_set_size (entrant_notified, 0);
  player = hammer_roster_get_player (f->store, hammer_entrant_get_player (entrant, 0), &error);
  g_assert_no_error (error);
  hammer_player_set_name (player, "Anna Andersen");
  g_assert_true (hammer_roster_update_player (f->store, player, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (hammer_entrant_get_name (entrant), ==, name);
  g_assert_cmpuint (entrant_notified->len, ==, 0);
  g_assert_cmpuint (seen.n_changes, ==, 0);
  assert_agrees (f, event);

  /* An entrant added comes at the end, the others staying as they are. */
  {
    const char *added[] = { "Bert Bakker", NULL };
    g_autoptr(GArray) ids = hammer_events_add_entrants (f->store, event_id, added, &error);

    g_assert_no_error (error);
    g_assert_nonnull (ids);
  }
  g_assert_cmpuint (seen.n_changes, ==, 1);
  g_assert_cmpuint (seen.position, ==, 4);
  g_assert_cmpuint (seen.removed, ==, 0);
  g_assert_cmpuint (seen.added, ==, 1);
  g_assert_true (g_ptr_array_find_with_equal_func (event_notified, "n-entrants", g_str_equal,
                                                   NULL));
  assert_agrees (f, event);
}

/* An event deleted says so and empties its lists; undone, it is back. */
static void
test_deleted (Fixture       *f,
              gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 event_id = store_new_event (f->store, "Weg", "table", HAMMER_FORMAT_ROUND_ROBIN, 2, NULL,
                                     (const char * const *) names, 7);
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(GError) error = NULL;

  event = hammer_events_get_event (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_events_delete (f->store, event_id, &error));
  g_assert_no_error (error);
  g_assert_true (hammer_event_get_deleted (event));
  g_assert_cmpuint (g_list_model_get_n_items (hammer_event_get_entrants (event)), ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (hammer_event_get_standings (event)), ==, 0);
  g_assert_cmpstr (hammer_event_get_name (event), ==, "Weg");

  g_assert_true (hammer_store_undo (f->store, hammer_store_get_last_change (f->store), &error));
  g_assert_no_error (error);
  g_assert_false (hammer_event_get_deleted (event));
  assert_agrees (f, event);

  g_clear_object (&event);
  event = hammer_events_get_event (f->store, event_id + 100, &error);
  g_assert_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND);
  g_assert_null (event);
}

/* The list of events says what its JSON says, and a list read again keeps
 * the listings of events that did not change. */
static void
test_listing (Fixture       *f,
              gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  g_autoptr(GPtrArray) listings = NULL;
  g_autoptr(GPtrArray) again = NULL;
  g_autoptr(JsonNode) list = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *array;
  gint64 played;

  store_new_event (f->store, "Nog niet geloot", "sjoelbak", HAMMER_FORMAT_SERIES, 2, NULL,
                   (const char * const *) names, -1);
  played = store_new_event (f->store, "Knock-out", "table", HAMMER_FORMAT_SINGLE_ELIMINATION, 2,
                            NULL, (const char * const *) names, 7);
  store_record (f->store, played, store_first_ready (f->store, played), FIRST_SIDE_WINS);

  listings = hammer_events_list (f->store, &error);
  g_assert_no_error (error);
  list = hammer_events_list_json (f->store, &error);
  g_assert_no_error (error);
  array = json_node_get_array (list);
  g_assert_cmpuint (listings->len, ==, json_array_get_length (array));
  for (guint i = 0; i < listings->len; i++)
    {
      HammerEventListing *listing = g_ptr_array_index (listings, i);
      JsonObject *object = json_array_get_object_element (array, i);

      g_assert_cmpint (hammer_event_listing_get_id (listing), ==,
                       json_object_get_int_member (object, "id"));
      g_assert_cmpstr (hammer_event_listing_get_name (listing), ==,
                       test_nullable_string (object, "name"));
      g_assert_cmpstr (hammer_event_listing_get_rules_id (listing), ==,
                       test_nullable_string (object, "rules"));
      g_assert_cmpstr (hammer_format_to_string (hammer_event_listing_get_format (listing)), ==,
                       test_nullable_string (object, "format"));
      g_assert_cmpstr (hammer_event_listing_get_date (listing), ==,
                       test_nullable_string (object, "date"));
      g_assert_cmpstr (hammer_event_listing_get_venue (listing), ==,
                       test_nullable_string (object, "venue"));
      g_assert_cmpuint (hammer_event_listing_get_n_entrants (listing), ==,
                        json_object_get_int_member (object, "entrants"));
      g_assert_cmpstr (state_name (hammer_event_listing_get_state (listing)), ==,
                       test_nullable_string (object, "state"));
    }

  /* A result in one event makes only its listing anew. */
  store_record (f->store, played, store_first_ready (f->store, played), FIRST_SIDE_WINS);
  again = hammer_events_list (f->store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->len, ==, listings->len);
  for (guint i = 0; i < again->len; i++)
    {
      HammerEventListing *listing = g_ptr_array_index (again, i);

      g_assert_cmpint (listing == g_ptr_array_index (listings, i), ==,
                       hammer_event_listing_get_id (listing) != played);
    }
}

/* Every view of an event shares one HammerEvent, which reads each change
 * once; once nobody holds it, the next view gets a fresh one. */
static void
test_shared (Fixture       *f,
             gconstpointer  data)
{
  g_auto(GStrv) names = numbered_names ("Speler", 4);
  gint64 event_id = store_new_event (f->store, "Gedeeld", "table", HAMMER_FORMAT_ROUND_ROBIN, 2,
                                     NULL, (const char * const *) names, 7);
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEvent) first = hammer_events_get_event (f->store, event_id, &error);
  g_autoptr(HammerEvent) second = NULL;
  g_autoptr(HammerEvent) later = NULL;
  g_autoptr(GHashTable) notified = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GWeakRef gone;
  guint n_notified;

  g_assert_no_error (error);
  second = hammer_events_get_event (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_true (first == second);

  /* A result: told once, and a view asking again reads nothing more. */
  g_signal_connect (first, "notify", G_CALLBACK (test_notify_cb), notified);
  store_record (f->store, event_id, store_first_ready (f->store, event_id),
                "{\"games\": [{\"ends\": [{\"points\": [15, 0]}]}]}");
  g_assert_true (test_was_notified (notified, first, "has-results"));
  n_notified = g_hash_table_size (notified);
  g_hash_table_remove_all (notified);
  hammer_event_update (second, NULL);
  g_assert_cmpuint (g_hash_table_size (notified), ==, 0);
  g_assert_cmpuint (n_notified, >, 0);

  g_weak_ref_init (&gone, first);
  g_signal_handlers_disconnect_by_data (first, notified);
  g_clear_object (&first);
  g_clear_object (&second);
  g_assert_null (g_weak_ref_get (&gone));
  g_weak_ref_clear (&gone);
  later = hammer_events_get_event (f->store, event_id, &error);
  g_assert_no_error (error);
  g_assert_true (hammer_event_get_has_results (later));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/event/shared", Fixture, NULL, store_fixture_set_up, test_shared,
              store_fixture_tear_down);
  g_test_add ("/event/agrees", Fixture, NULL, store_fixture_set_up, test_agrees,
              store_fixture_tear_down);
  g_test_add ("/event/result-moves-lines", Fixture, NULL, store_fixture_set_up,
              test_result_moves_lines, store_fixture_tear_down);
  g_test_add ("/event/entrant-notifies", Fixture, NULL, store_fixture_set_up,
              test_entrant_notifies, store_fixture_tear_down);
  g_test_add ("/event/deleted", Fixture, NULL, store_fixture_set_up, test_deleted,
              store_fixture_tear_down);
  g_test_add ("/event/listing", Fixture, NULL, store_fixture_set_up, test_listing,
              store_fixture_tear_down);

  return g_test_run ();
}
