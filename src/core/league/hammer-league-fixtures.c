/* hammer-league-fixtures.c — the fixtures and tables of a team league,
 * kept up to date
 *
 * After a change to the league it is loaded again, every fixture and
 * table row kept updates its properties, and the lists splice only the
 * part between what stayed at their start and at their end: a result gives
 * notifies of its fixture and of the rows whose figures changed, and moves
 * the rows whose places changed. The figures come from the helpers the
 * league's JSON is built with, so that both say the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-list-splice.h"

#include "hammer-json.h"
#include "hammer-places.h"
#include "league/hammer-league-fixtures.h"
#include "league/hammer-league-fixtures-private.h"
#include "league/hammer-leagues-private.h"

struct _HammerLeagueFixtures
{
  GObject parent_instance;

  HammerStore *store;
  gint64 league_id;
  char *name;
  GStrv divisions;
  gulong changes_handler;
  guint64 generation;       /* of the store, when last read */
  gint64 data_version;
  GPtrArray *items;         /* HammerTeamMatch, by division, day and id */
  GHashTable *by_id;        /* fixture id (gint64 *) → HammerTeamMatch of items */
  GPtrArray *tables;        /* GListStore of HammerLeagueTableRow, by division */
  GListStore *no_table;     /* for a division the league does not have */
  HammerLeagueModel *league; /* as last read, or NULL */
  char *read_error;         /* why the last read failed, or NULL */
};

enum
{
  PROP_0,
  PROP_NAME,
  PROP_DIVISIONS,
  PROP_READ_ERROR,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (HammerLeagueFixtures, hammer_league_fixtures, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
get_item_type (GListModel *list)
{
  return HAMMER_TYPE_TEAM_MATCH;
}

static guint
get_n_items (GListModel *list)
{
  return HAMMER_LEAGUE_FIXTURES (list)->items->len;
}

static gpointer
get_item (GListModel *list,
          guint       position)
{
  HammerLeagueFixtures *self = HAMMER_LEAGUE_FIXTURES (list);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
hammer_league_fixtures_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  HammerLeagueFixtures *self = HAMMER_LEAGUE_FIXTURES (object);

  switch (prop_id)
    {
    case PROP_READ_ERROR:
      g_value_set_string (value, self->read_error);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_DIVISIONS:
      g_value_set_boxed (value, self->divisions);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_league_fixtures_dispose (GObject *object)
{
  HammerLeagueFixtures *self = (HammerLeagueFixtures *) object;

  if (self->store != NULL)
    g_clear_signal_handler (&self->changes_handler, self->store);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (hammer_league_fixtures_parent_class)->dispose (object);
}

static void
hammer_league_fixtures_finalize (GObject *object)
{
  HammerLeagueFixtures *self = (HammerLeagueFixtures *) object;

  g_free (self->name);
  g_free (self->read_error);
  g_strfreev (self->divisions);
  g_hash_table_unref (self->by_id);
  g_ptr_array_unref (self->items);
  g_ptr_array_unref (self->tables);
  g_object_unref (self->no_table);
  g_clear_pointer (&self->league, _hammer_league_free);

  G_OBJECT_CLASS (hammer_league_fixtures_parent_class)->finalize (object);
}

static void
hammer_league_fixtures_class_init (HammerLeagueFixturesClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->get_property = hammer_league_fixtures_get_property;
  object_class->dispose = hammer_league_fixtures_dispose;
  object_class->finalize = hammer_league_fixtures_finalize;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, "", flags);
  properties[PROP_DIVISIONS] = g_param_spec_boxed ("divisions", NULL, NULL, G_TYPE_STRV, flags);
  /* Why the league could not be read again after a change, or NULL: it
   * stays as last read meanwhile. */
  properties[PROP_READ_ERROR] = g_param_spec_string ("read-error", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_league_fixtures_init (HammerLeagueFixtures *self)
{
  self->name = g_strdup ("");
  self->divisions = g_new0 (char *, 1);
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
  self->by_id = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  self->tables = g_ptr_array_new_with_free_func (g_object_unref);
  self->no_table = g_list_store_new (HAMMER_TYPE_LEAGUE_TABLE_ROW);
}

static void
set_header (HammerLeagueFixtures *self,
            HammerLeagueModel    *league)
{
  guint n = league != NULL ? league->divisions->len : 0;
  g_auto(GStrv) divisions = g_new0 (char *, n + 1);
  const char *name = league != NULL ? league->name : "";

  for (guint d = 0; d < n; d++)
    divisions[d] = g_strdup (((HammerLeagueDivision *) g_ptr_array_index (league->divisions,
                                                                          d))->name);
  g_object_freeze_notify (G_OBJECT (self));
  if (g_strcmp0 (self->name, name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (name);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
    }
  if (!g_strv_equal ((const char * const *) divisions, (const char * const *) self->divisions))
    {
      g_strfreev (self->divisions);
      self->divisions = g_steal_pointer (&divisions);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DIVISIONS]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

/* The table of division @division, the same rows for the same teams. */
static void
refresh_table (HammerLeagueFixtures *self,
               HammerLeagueModel    *league,
               guint                 division)
{
  GListStore *store = g_ptr_array_index (self->tables, division);
  g_autoptr(GArray) lines = _hammer_league_division_table (league, division);
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func (g_object_unref);
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (store));

  for (guint i = 0; i < lines->len; i++)
    {
      const HammerLeagueTableLine *line = &g_array_index (lines, HammerLeagueTableLine, i);
      HammerLeagueTeam *team = _hammer_league_get_team (league, line->team);
      g_autoptr(HammerLeagueTableRow) row = NULL;
      g_autofree char *label = NULL;
      guint sharing = 0;
      HammerLeagueTableRowValues values;

      /* Teams level on everything share a place: "3=". */
      for (guint k = 0; k < lines->len; k++)
        if (g_array_index (lines, HammerLeagueTableLine, k).place == line->place)
          sharing++;
      label = hammer_standings_place_label ((guint) MAX (line->place, 1), sharing > 1);
      values = (HammerLeagueTableRowValues) {
        team->id, team->name, team->club, division, (guint) line->place, label,
        (guint) line->played, (guint) line->won, (guint) line->drawn, (guint) line->lost,
        line->games_for, line->games_against, line->points
      };
      for (guint k = 0; k < n_old && row == NULL; k++)
        {
          g_autoptr(HammerLeagueTableRow) old = g_list_model_get_item (G_LIST_MODEL (store), k);

          if (hammer_league_table_row_get_team (old) == team->id)
            row = g_steal_pointer (&old);
        }
      if (row != NULL)
        _hammer_league_table_row_update (row, &values);
      else
        row = _hammer_league_table_row_new (&values);
      g_ptr_array_add (rows, g_steal_pointer (&row));
    }
  hammer_list_store_update (store, rows);
}

/* The fixtures and tables of @league (none when it is %NULL), the same
 * objects for the same ids. */
static void
refresh (HammerLeagueFixtures *self,
         HammerLeagueModel    *league)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) old_items = NULL;
  guint n = league != NULL ? league->fixtures->len : 0;
  guint n_divisions = league != NULL ? league->divisions->len : 0;
  guint position, removed, added;

  set_header (self, league);
  for (guint i = 0; i < n; i++)
    {
      HammerLeagueFixture *fixture = _hammer_league_get_fixture (league, i);
      HammerLeagueTeam *home = _hammer_league_get_team (league, fixture->home);
      HammerLeagueTeam *away = _hammer_league_team_or_null (league, fixture->away);
      g_autofree char *date = NULL;
      HammerLeagueTally tally;
      HammerTeamMatch *match;
      HammerTeamMatchValues values;

      _hammer_league_tally_fixture (league, i, &tally);
      if (g_date_valid (&fixture->date))
        date = _hammer_league_date_to_string (&fixture->date);
      values = (HammerTeamMatchValues) {
        fixture->id, fixture->division, fixture->day, date, fixture->postponed,
        home->id, away != NULL ? away->id : 0, home->name, away != NULL ? away->name : NULL,
        _hammer_league_fixture_state (league, i, &tally), tally.entered,
        tally.game_points[0], tally.game_points[1],
        tally.played && tally.winner >= 0 ? tally.winner : -1
      };
      if ((match = g_hash_table_lookup (self->by_id, &values.id)))
        {
          _hammer_team_match_update (match, &values);
          g_ptr_array_add (items, g_object_ref (match));
        }
      else
        g_ptr_array_add (items, _hammer_team_match_new (&values));
    }

  hammer_list_find_splice (G_LIST_MODEL (self), items, &position, &removed, &added);
  old_items = g_steal_pointer (&self->items);
  self->items = g_steal_pointer (&items);
  g_hash_table_remove_all (self->by_id);
  for (guint k = 0; k < self->items->len; k++)
    {
      HammerTeamMatch *match = g_ptr_array_index (self->items, k);
      gint64 id = hammer_team_match_get_id (match);

      g_hash_table_insert (self->by_id, g_memdup2 (&id, sizeof id), match);
    }
  if (removed > 0 || added > 0)
    g_list_model_items_changed (G_LIST_MODEL (self), position, removed, added);

  /* A division gone empties its table; one added gets a new one. */
  for (guint d = n_divisions; d < self->tables->len; d++)
    g_list_store_remove_all (g_ptr_array_index (self->tables, d));
  while (self->tables->len < n_divisions)
    g_ptr_array_add (self->tables, g_list_store_new (HAMMER_TYPE_LEAGUE_TABLE_ROW));
  for (guint d = 0; d < n_divisions; d++)
    refresh_table (self, league, d);
}

static gboolean
read_league (HammerLeagueFixtures *self,
             GError              **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;

  if (!(league = _hammer_league_load (hammer_store_get_db (self->store), self->league_id, error)))
    return FALSE;
  refresh (self, league);
  g_clear_pointer (&self->league, _hammer_league_free);
  self->league = g_steal_pointer (&league);
  self->generation = hammer_store_get_generation (self->store);
  self->data_version = hammer_store_get_data_version (self->store);
  return TRUE;
}

/* Whether the store has changed since the model last read it: the model
 * and a view told of the same change both ask for it. */
static gboolean
is_current (HammerLeagueFixtures *self)
{
  return self->generation != 0 && self->generation == hammer_store_get_generation (self->store) &&
         self->data_version == hammer_store_get_data_version (self->store);
}

void
hammer_league_fixtures_update (HammerLeagueFixtures *self,
                               HammerChangeSet      *changes)
{
  g_autoptr(GError) error = NULL;

  g_return_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self));
  g_return_if_fail (changes == NULL || HAMMER_IS_CHANGE_SET (changes));

  if (changes != NULL && hammer_change_set_is_complete (changes) &&
      !hammer_change_set_touches_league (changes, self->league_id))
    return;
  if (is_current (self))
    return;
  /* A league deleted has no fixtures. One that could not be read keeps
   * what it showed, says why, and is read again at the next change. */
  if (!read_league (self, &error))
    {
      if (g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND))
        {
          refresh (self, NULL);
          g_clear_pointer (&self->league, _hammer_league_free);
          g_clear_error (&error);
        }
      self->generation = 0;
    }
  if (hammer_replace_string (&self->read_error, error != NULL ? error->message : NULL))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_READ_ERROR]);
}

const char *
hammer_league_fixtures_get_read_error (HammerLeagueFixtures *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);

  return self->read_error;
}

static void
changes_cb (HammerStore          *store,
            HammerChangeSet      *changes,
            HammerLeagueFixtures *self)
{
  hammer_league_fixtures_update (self, changes);
}

HammerLeagueFixtures *
hammer_league_fixtures_new (HammerStore  *store,
                            gint64        league_id,
                            GError      **error)
{
  g_autoptr(HammerLeagueFixtures) self = NULL;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  self = g_object_new (HAMMER_TYPE_LEAGUE_FIXTURES, NULL);
  self->store = g_object_ref (store);
  self->league_id = league_id;
  if (!read_league (self, error))
    return NULL;
  self->changes_handler = g_signal_connect_object (store, "changes", G_CALLBACK (changes_cb),
                                                   self, G_CONNECT_DEFAULT);
  return g_steal_pointer (&self);
}

HammerStore *
hammer_league_fixtures_get_store (HammerLeagueFixtures *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);
  return self->store;
}

gint64
hammer_league_fixtures_get_league_id (HammerLeagueFixtures *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), 0);
  return self->league_id;
}

const char *
hammer_league_fixtures_get_name (HammerLeagueFixtures *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);
  return self->name;
}

const char * const *
hammer_league_fixtures_get_divisions (HammerLeagueFixtures *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);
  return (const char * const *) self->divisions;
}

GListModel *
hammer_league_fixtures_get_table (HammerLeagueFixtures *self,
                                  guint                 division)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);

  if (division >= self->tables->len)
    return G_LIST_MODEL (self->no_table);
  return G_LIST_MODEL (g_ptr_array_index (self->tables, division));
}

HammerTeamMatch *
hammer_league_fixtures_lookup (HammerLeagueFixtures *self,
                               gint64                fixture_id)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);
  return g_hash_table_lookup (self->by_id, &fixture_id);
}

/**
 * hammer_league_fixtures_new_for_fixture:
 * @store: a store
 * @fixture_id: a fixture's id
 * @error: where to say why the league cannot be read
 *
 * Returns: (transfer full) (nullable): the fixtures of the league fixture
 *   @fixture_id is one of, or %NULL with @error set
 */
HammerLeagueFixtures *
hammer_league_fixtures_new_for_fixture (HammerStore  *store,
                                        gint64        fixture_id,
                                        GError      **error)
{
  g_autoptr(HammerLeagueModel) league = NULL;
  guint index;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  if (!(league = _hammer_league_load_of_fixture (hammer_store_get_db (store), fixture_id, &index,
                                                 error)))
    return NULL;
  return hammer_league_fixtures_new (store, league->id, error);
}

const char *
hammer_league_fixtures_get_rules (HammerLeagueFixtures *self)
{
  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);
  return self->league != NULL ? self->league->rules_id : NULL;
}

/* HammerLeaguePlayer: the roster of @team, a new list. */
static GListModel *
roster_of (HammerLeagueModel *league,
           HammerLeagueTeam  *team)
{
  GListStore *roster = g_list_store_new (HAMMER_TYPE_LEAGUE_PLAYER);

  for (guint p = 0; team != NULL && p < team->players->len; p++)
    {
      gint64 player = g_array_index (team->players, gint64, p);
      g_autoptr(HammerLeaguePlayer) one =
        _hammer_league_player_new (player, _hammer_league_player_name (league, player), FALSE);

      g_list_store_append (roster, one);
    }
  return G_LIST_MODEL (roster);
}

GListModel *
hammer_league_fixtures_dup_roster (HammerLeagueFixtures *self,
                                   gint64                team_id)
{
  int index;

  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);

  if (self->league == NULL || (index = _hammer_league_team_index (self->league, team_id)) < 0)
    return roster_of (NULL, NULL);
  return roster_of (self->league, _hammer_league_get_team (self->league, index));
}

GListModel *
hammer_league_fixtures_dup_teams (HammerLeagueFixtures *self,
                                  guint                 division)
{
  GListStore *teams;

  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);

  teams = g_list_store_new (HAMMER_TYPE_LEAGUE_TEAM_LINE);
  for (guint t = 0; self->league != NULL && t < self->league->teams->len; t++)
    {
      HammerLeagueTeam *team = g_ptr_array_index (self->league->teams, t);
      g_autoptr(GListModel) players = NULL;
      g_autoptr(HammerLeagueTeamLine) line = NULL;

      if (team->division != division)
        continue;
      players = roster_of (self->league, team);
      line = _hammer_league_team_line_new (team->id, team->name, team->club, players);
      g_list_store_append (teams, line);
    }
  return G_LIST_MODEL (teams);
}

/* A side of a game: its players (HammerLeagueGamePlayer). */
static GPtrArray *
game_players (HammerLeagueModel *league,
              GArray            *players)
{
  GPtrArray *side = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < players->len; i++)
    {
      HammerLeagueGamePlayer *player = &g_array_index (players, HammerLeagueGamePlayer, i);

      g_ptr_array_add (side, _hammer_league_player_new (player->player,
                                                        _hammer_league_player_name (league,
                                                                                    player->player),
                                                        player->substitute));
    }
  return side;
}

/* The ends of @match as they are typed, from what the rules make of it:
 * each end's points as typed ("raw") when the rules changed them. */
static char *
ends_text (HammerMatch *match)
{
  g_autoptr(JsonNode) node = hammer_match_to_json (match);
  g_autoptr(GString) text = g_string_new (NULL);
  JsonArray *games = hammer_json_array (json_node_get_object (node), "games");

  for (guint g = 0; g < hammer_json_length (games); g++)
    {
      JsonArray *ends = hammer_json_array (hammer_json_element_object (games, g), "ends");

      if (g > 0)
        g_string_append (text, " / ");
      for (guint e = 0; e < hammer_json_length (ends); e++)
        {
          JsonObject *end = hammer_json_element_object (ends, e);
          JsonArray *points = hammer_json_array (end, "raw");

          if (points == NULL)
            points = hammer_json_array (end, "points");
          if (e > 0)
            g_string_append_c (text, ' ');
          g_string_append_printf (text, "%" G_GINT64_FORMAT "-%" G_GINT64_FORMAT,
                                  json_array_get_int_element (points, 0),
                                  json_array_get_int_element (points, 1));
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

GListModel *
hammer_league_fixtures_dup_games (HammerLeagueFixtures *self,
                                  gint64                fixture_id)
{
  GListStore *games;
  HammerLeagueModel *league;
  HammerLeagueFixture *fixture = NULL;
  guint index = 0;

  g_return_val_if_fail (HAMMER_IS_LEAGUE_FIXTURES (self), NULL);

  games = g_list_store_new (HAMMER_TYPE_TEAM_MATCH_GAME);
  if ((league = self->league) == NULL)
    return G_LIST_MODEL (games);
  for (guint i = 0; i < league->fixtures->len && fixture == NULL; i++)
    if (_hammer_league_get_fixture (league, i)->id == fixture_id)
      fixture = _hammer_league_get_fixture (league, (index = i));
  /* As the fixture's JSON: a bye has no games. */
  for (guint g = 0; fixture != NULL && fixture->away >= 0 && g < league->format->len; g++)
    {
      HammerLeagueGame *game = _hammer_league_find_game (league, index, g);
      guint players = g_array_index (league->format, guint, g);
      g_autoptr(JsonObject) options = _hammer_league_resolved_options (league, players);
      g_autoptr(GPtrArray) home = NULL;
      g_autoptr(GPtrArray) away = NULL;
      g_autofree char *text = NULL;
      g_autoptr(HammerTeamMatchGame) one = NULL;

      if (game != NULL)
        {
          g_autoptr(GError) violation = NULL;
          g_autoptr(JsonNode) input = _hammer_league_parse_json (game->result);
          g_autoptr(HammerMatch) match = _hammer_league_play_game (league, players, input,
                                                                   &violation);

          home = game_players (league, game->players[0]);
          away = game_players (league, game->players[1]);
          if (match != NULL)
            text = ends_text (match);
        }
      one = _hammer_team_match_game_new (g, players, _hammer_league_kind_name (players), options,
                                         game != NULL, home, away, text);
      g_list_store_append (games, one);
    }
  return G_LIST_MODEL (games);
}

GListModel *
hammer_leagues_list_fixtures (HammerStore  *store,
                              gint64        league_id,
                              GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return (GListModel *) hammer_league_fixtures_new (store, league_id, error);
}
