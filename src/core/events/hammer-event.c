/* hammer-event.c — an event as screens show it, kept up to date
 *
 * Made from the same HammerEventModel as the event's and the standings'
 * JSON, with the same helpers, so that both say the same. After a change
 * the event is read again (from the events cache when nothing else changed
 * it). The lists it holds, its entrants and standings lines kept by their
 * entrant's id, and the standings' columns are hammer-event-lists.c's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-list-splice.h"

#include "hammer-error.h"

#include "events/hammer-events-private.h"
#include "events/hammer-event-private.h"

G_DEFINE_ENUM_TYPE (HammerEventState, hammer_event_state,
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_SETUP, "setup"),
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_IN_PROGRESS, "in-progress"),
                    G_DEFINE_ENUM_VALUE (HAMMER_EVENT_FINISHED, "finished"))

G_DEFINE_ENUM_TYPE (HammerFormat, hammer_format,
                    G_DEFINE_ENUM_VALUE (HAMMER_FORMAT_SINGLE_ELIMINATION, "single-elimination"),
                    G_DEFINE_ENUM_VALUE (HAMMER_FORMAT_DOUBLE_ELIMINATION, "double-elimination"),
                    G_DEFINE_ENUM_VALUE (HAMMER_FORMAT_ROUND_ROBIN, "round-robin"),
                    G_DEFINE_ENUM_VALUE (HAMMER_FORMAT_SWISS, "swiss"),
                    G_DEFINE_ENUM_VALUE (HAMMER_FORMAT_GROUPS, "groups"),
                    G_DEFINE_ENUM_VALUE (HAMMER_FORMAT_SERIES, "series"),
                    G_DEFINE_ENUM_VALUE (HAMMER_FORMAT_ROTATING_PARTNERS, "rotating-partners"))

struct _HammerEvent
{
  GObject parent_instance;

  HammerStore *store;
  gint64 id;
  gulong changes_handler;
  guint64 generation;      /* of the store, when last read */
  gint64 data_version;

  gboolean deleted;
  char *read_error;        /* why the last read failed, or NULL */
  char *name;
  char *date;
  char *venue;
  char *rules_id;
  const HammerRules *rules;
  HammerFormat format;
  HammerOptions options;
  GStrv tie_breakers;
  HammerStandingsOptions standings_options;
  GStrv classes;
  guint rounds;
  HammerEventState state;
  gboolean drawn;
  gint64 fee;
  HammerPayout payout;
  gboolean has_results;
  guint n_boards;
  guint n_matches;
  guint n_finished;

  GListStore *entrants;    /* HammerEntrant */
  GListStore *standings;   /* HammerStandingsLine */
};

G_DEFINE_FINAL_TYPE (HammerEvent, hammer_event, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_DELETED,
  PROP_READ_ERROR,
  PROP_NAME,
  PROP_DATE,
  PROP_VENUE,
  PROP_RULES_ID,
  PROP_FORMAT,
  PROP_TARGET,
  PROP_BEST_OF,
  PROP_GAMES,
  PROP_TEAM_SIZE,
  PROP_TIE_BREAKERS,
  PROP_CLASSES,
  PROP_ROUNDS,
  PROP_STATE,
  PROP_DRAWN,
  PROP_HAS_RESULTS,
  PROP_N_ENTRANTS,
  PROP_N_BOARDS,
  PROP_N_MATCHES,
  PROP_N_FINISHED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The events of a store that someone follows, by id: every view of an event
 * shares one, which reads each change once. */
#define SHARED_KEY "hammer-events-shared"

static void
hammer_event_dispose (GObject *object)
{
  HammerEvent *self = (HammerEvent *) object;
  GHashTable *shared;

  if (self->store != NULL)
    {
      g_clear_signal_handler (&self->changes_handler, self->store);
      shared = g_object_get_data (G_OBJECT (self->store), SHARED_KEY);
      if (shared != NULL && g_hash_table_lookup (shared, &self->id) == self)
        g_hash_table_remove (shared, &self->id);
    }
  g_clear_object (&self->store);

  G_OBJECT_CLASS (hammer_event_parent_class)->dispose (object);
}

static void
hammer_event_finalize (GObject *object)
{
  HammerEvent *self = (HammerEvent *) object;

  g_free (self->read_error);
  g_free (self->name);
  g_free (self->date);
  g_free (self->venue);
  g_free (self->rules_id);
  hammer_payout_clear (&self->payout);
  g_strfreev (self->tie_breakers);
  g_strfreev (self->classes);
  g_object_unref (self->entrants);
  g_object_unref (self->standings);

  G_OBJECT_CLASS (hammer_event_parent_class)->finalize (object);
}

static void
hammer_event_get_property (GObject    *object,
                           guint       prop_id,
                           GValue     *value,
                           GParamSpec *pspec)
{
  HammerEvent *self = HAMMER_EVENT (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_int64 (value, self->id); break;
    case PROP_DELETED: g_value_set_boolean (value, self->deleted); break;
    case PROP_READ_ERROR: g_value_set_string (value, self->read_error); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_DATE: g_value_set_string (value, self->date); break;
    case PROP_VENUE: g_value_set_string (value, self->venue); break;
    case PROP_RULES_ID: g_value_set_string (value, self->rules_id); break;
    case PROP_FORMAT: g_value_set_enum (value, self->format); break;
    case PROP_TARGET: g_value_set_int (value, self->options.target); break;
    case PROP_BEST_OF: g_value_set_int (value, self->options.best_of); break;
    case PROP_GAMES: g_value_set_int (value, self->options.games); break;
    case PROP_TEAM_SIZE: g_value_set_uint (value, hammer_event_get_team_size (self)); break;
    case PROP_TIE_BREAKERS: g_value_set_boxed (value, self->tie_breakers); break;
    case PROP_CLASSES: g_value_set_boxed (value, self->classes); break;
    case PROP_ROUNDS: g_value_set_uint (value, self->rounds); break;
    case PROP_STATE: g_value_set_enum (value, self->state); break;
    case PROP_DRAWN: g_value_set_boolean (value, self->drawn); break;
    case PROP_HAS_RESULTS: g_value_set_boolean (value, self->has_results); break;
    case PROP_N_ENTRANTS:
      g_value_set_uint (value, g_list_model_get_n_items (G_LIST_MODEL (self->entrants)));
      break;
    case PROP_N_BOARDS: g_value_set_uint (value, self->n_boards); break;
    case PROP_N_MATCHES: g_value_set_uint (value, self->n_matches); break;
    case PROP_N_FINISHED: g_value_set_uint (value, self->n_finished); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

#define READABLE (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)

static GParamSpec *
option_property (const char *name)
{
  return g_param_spec_int (name, NULL, NULL, G_MININT, G_MAXINT, HAMMER_OPTION_UNSET, READABLE);
}

static GParamSpec *
count_property (const char *name)
{
  return g_param_spec_uint (name, NULL, NULL, 0, G_MAXUINT, 0, READABLE);
}

static void
hammer_event_class_init (HammerEventClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = hammer_event_dispose;
  object_class->finalize = hammer_event_finalize;
  object_class->get_property = hammer_event_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, READABLE);
  properties[PROP_DELETED] = g_param_spec_boolean ("deleted", NULL, NULL, FALSE, READABLE);
  /* Why the event could not be read again after a change, or NULL: it
   * stays as last read meanwhile. */
  properties[PROP_READ_ERROR] = g_param_spec_string ("read-error", NULL, NULL, NULL, READABLE);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, READABLE);
  properties[PROP_DATE] = g_param_spec_string ("date", NULL, NULL, NULL, READABLE);
  properties[PROP_VENUE] = g_param_spec_string ("venue", NULL, NULL, NULL, READABLE);
  properties[PROP_RULES_ID] = g_param_spec_string ("rules-id", NULL, NULL, NULL, READABLE);
  properties[PROP_FORMAT] =
    g_param_spec_enum ("format", NULL, NULL, HAMMER_TYPE_FORMAT,
                       HAMMER_FORMAT_SINGLE_ELIMINATION, READABLE);
  properties[PROP_TARGET] = option_property ("target");
  properties[PROP_BEST_OF] = option_property ("best-of");
  properties[PROP_GAMES] = option_property ("games");
  properties[PROP_TEAM_SIZE] = g_param_spec_uint ("team-size", NULL, NULL, 1, G_MAXUINT, 1,
                                                  READABLE);
  properties[PROP_TIE_BREAKERS] =
    g_param_spec_boxed ("tie-breakers", NULL, NULL, G_TYPE_STRV, READABLE);
  properties[PROP_CLASSES] = g_param_spec_boxed ("classes", NULL, NULL, G_TYPE_STRV, READABLE);
  properties[PROP_ROUNDS] = count_property ("rounds");
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, HAMMER_TYPE_EVENT_STATE, HAMMER_EVENT_SETUP,
                       READABLE);
  properties[PROP_DRAWN] = g_param_spec_boolean ("drawn", NULL, NULL, FALSE, READABLE);
  properties[PROP_HAS_RESULTS] = g_param_spec_boolean ("has-results", NULL, NULL, FALSE,
                                                       READABLE);
  properties[PROP_N_ENTRANTS] = count_property ("n-entrants");
  properties[PROP_N_BOARDS] = count_property ("n-boards");
  properties[PROP_N_MATCHES] = count_property ("n-matches");
  properties[PROP_N_FINISHED] = count_property ("n-finished");

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_event_init (HammerEvent *self)
{
  hammer_options_init (&self->options);
  hammer_standings_options_init (&self->standings_options);
  self->tie_breakers = g_new0 (char *, 1);
  self->classes = g_new0 (char *, 1);
  self->entrants = g_list_store_new (HAMMER_TYPE_ENTRANT);
  self->standings = g_list_store_new (HAMMER_TYPE_STANDINGS_LINE);
}

/* Setters that notify only a change. */

static void
set_string (HammerEvent *self,
            char       **field,
            const char  *value,
            guint        prop)
{
  if (hammer_replace_string (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_int (HammerEvent *self,
         int         *field,
         int          value,
         guint        prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_uint (HammerEvent *self,
          guint       *field,
          guint        value,
          guint        prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
set_boolean (HammerEvent *self,
             gboolean    *field,
             gboolean     value,
             guint        prop)
{
  value = !!value;
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
take_strv (HammerEvent *self,
           GStrv       *field,
           GStrv        value,
           guint        prop)
{
  if (g_strv_equal ((const char * const *) *field, (const char * const *) value))
    {
      g_strfreev (value);
      return;
    }
  g_strfreev (*field);
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* The strings of @member of the settings, or the "name" of each object
 * there. */
static GStrv
settings_names (JsonObject *settings,
                const char *member)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  JsonNode *node = settings != NULL ? json_object_get_member (settings, member) : NULL;
  JsonArray *array = node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node)
                                                                 : NULL;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *element = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_VALUE (element) && json_node_get_value_type (element) == G_TYPE_STRING)
        g_strv_builder_add (builder, json_node_get_string (element));
      else if (JSON_NODE_HOLDS_OBJECT (element))
        {
          const char *name = json_object_get_string_member_with_default (
                               json_node_get_object (element), "name", NULL);

          if (name != NULL)
            g_strv_builder_add (builder, name);
        }
    }
  return g_strv_builder_end (builder);
}

/* The entrants and the standings lines of @model, or none without one. */
static void
refresh_lists (HammerEvent      *self,
               HammerEventModel *model)
{
  if (_hammer_event_refresh_entrants (self->entrants, model))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ENTRANTS]);
  _hammer_event_refresh_standings (self->standings, model);
}

static void
refresh (HammerEvent      *self,
         HammerEventModel *model)
{
  guint n_matches = 0, n_finished = 0;

  g_object_freeze_notify (G_OBJECT (self));
  set_string (self, &self->name, model->name, PROP_NAME);
  set_string (self, &self->date, model->date, PROP_DATE);
  set_string (self, &self->venue, model->venue, PROP_VENUE);
  set_string (self, &self->rules_id, model->rules_id, PROP_RULES_ID);
  self->rules = model->rules;
  if (self->format != model->format)
    {
      self->format = model->format;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FORMAT]);
    }
  set_int (self, &self->options.target, model->options.target, PROP_TARGET);
  set_int (self, &self->options.best_of, model->options.best_of, PROP_BEST_OF);
  set_int (self, &self->options.games, model->options.games, PROP_GAMES);
  if (self->options.team_size != model->options.team_size)
    {
      self->options.team_size = model->options.team_size;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TEAM_SIZE]);
    }
  /* The options that no property shows. */
  self->options = model->options;
  take_strv (self, &self->tie_breakers, settings_names (model->settings, "tie_breakers"),
             PROP_TIE_BREAKERS);
  hammer_events_standings_options (model->settings, model->format, &self->standings_options);
  take_strv (self, &self->classes, settings_names (model->settings, "classes"), PROP_CLASSES);
  set_uint (self, &self->rounds,
            MAX (0, json_object_get_int_member_with_default (model->settings, "rounds", 0)),
            PROP_ROUNDS);
  if (self->state != hammer_event_state (model))
    {
      self->state = hammer_event_state (model);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
    }
  set_boolean (self, &self->drawn, model->drawn, PROP_DRAWN);
  self->fee = model->fee_cents;
  hammer_payout_clear (&self->payout);
  self->payout.kind = model->payout.kind;
  if (model->payout.values != NULL)
    self->payout.values = g_array_copy (model->payout.values);
  set_boolean (self, &self->has_results, hammer_event_any_result (model), PROP_HAS_RESULTS);
  set_uint (self, &self->n_boards, model->boards->len, PROP_N_BOARDS);
  for (guint i = 0; i < model->matches->len; i++)
    {
      /* As the matches' JSON lists them: no final reset not needed, and
       * no bye, which nobody plays. */
      if (model->resolved[i].status == HAMMER_MATCH_SKIPPED || model->resolved[i].bye)
        continue;
      n_matches++;
      if (hammer_event_match_state (model, i) == HAMMER_EVENT_MATCH_FINISHED)
        n_finished++;
    }
  set_uint (self, &self->n_matches, n_matches, PROP_N_MATCHES);
  set_uint (self, &self->n_finished, n_finished, PROP_N_FINISHED);
  set_boolean (self, &self->deleted, FALSE, PROP_DELETED);

  refresh_lists (self, model);
  g_object_thaw_notify (G_OBJECT (self));
}

static gboolean
read_event (HammerEvent *self,
            GError     **error)
{
  g_autoptr(HammerEventModel) model = NULL;

  if (!(model = hammer_event_take (self->store, self->id, error)))
    return FALSE;
  self->generation = hammer_store_get_generation (self->store);
  self->data_version = hammer_store_get_data_version (self->store);
  refresh (self, model);
  hammer_event_keep (self->store, g_steal_pointer (&model));
  return TRUE;
}

/* Reads the event again: FALSE with @error when it cannot be read. */
static gboolean
update_event (HammerEvent  *self,
              GError      **error)
{
  g_autoptr(GError) local_error = NULL;

  if (read_event (self, &local_error))
    {
      set_string (self, &self->read_error, NULL, PROP_READ_ERROR);
      return TRUE;
    }
  /* An event deleted has no entrants and no standings; one that cannot be
   * read stays as it was, and says why. */
  if (g_error_matches (local_error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND))
    {
      g_object_freeze_notify (G_OBJECT (self));
      set_boolean (self, &self->deleted, TRUE, PROP_DELETED);
      set_string (self, &self->read_error, NULL, PROP_READ_ERROR);
      refresh_lists (self, NULL);
      g_object_thaw_notify (G_OBJECT (self));
      return TRUE;
    }
  set_string (self, &self->read_error, local_error->message, PROP_READ_ERROR);
  g_propagate_error (error, g_steal_pointer (&local_error));
  return FALSE;
}

void
hammer_event_update (HammerEvent     *self,
                     HammerChangeSet *changes)
{
    g_return_if_fail (HAMMER_IS_EVENT (self));
  g_return_if_fail (changes == NULL || HAMMER_IS_CHANGE_SET (changes));

  /* The entrants are named after their players. */
  if (changes != NULL && hammer_change_set_is_complete (changes) &&
      !hammer_change_set_touches_event (changes, self->id) &&
      !hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS))
    return;
  /* Read already for this state of the store, by the event's own handler
   * or a view that asked first. */
  if (self->generation != 0 && self->generation == hammer_store_get_generation (self->store) &&
      self->data_version == hammer_store_get_data_version (self->store) &&
      self->read_error == NULL)
    return;
  /* A failure is the "read-error" the views show. */
  update_event (self, NULL);
}

gboolean
hammer_event_read_again (HammerEvent  *self,
                         GError      **error)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return update_event (self, error);
}

static void
changes_cb (HammerStore     *store,
            HammerChangeSet *changes,
            HammerEvent     *self)
{
  hammer_event_update (self, changes);
}

HammerEvent *
hammer_events_get_event (HammerStore  *store,
                         gint64        event_id,
                         GError      **error)
{
  g_autoptr(HammerEvent) self = NULL;
  GHashTable *shared;

  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  shared = g_object_get_data (G_OBJECT (store), SHARED_KEY);
  if (shared != NULL && (self = g_hash_table_lookup (shared, &event_id)) != NULL)
    {
      /* Read again, as a new one would be: it fails alike. */
      g_object_ref (self);
      if (!read_event (self, error))
        return NULL;
      set_string (self, &self->read_error, NULL, PROP_READ_ERROR);
      return g_steal_pointer (&self);
    }

  self = g_object_new (HAMMER_TYPE_EVENT, NULL);
  self->store = g_object_ref (store);
  self->id = event_id;
  if (!read_event (self, error))
    return NULL;
  self->changes_handler = g_signal_connect_object (store, "changes", G_CALLBACK (changes_cb),
                                                   self, G_CONNECT_DEFAULT);
  if (shared == NULL)
    {
      shared = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
      g_object_set_data_full (G_OBJECT (store), SHARED_KEY, shared,
                              (GDestroyNotify) g_hash_table_unref);
    }
  g_hash_table_insert (shared, g_memdup2 (&event_id, sizeof event_id), self);
  return g_steal_pointer (&self);
}

HammerStore *
hammer_event_get_store (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return self->store;
}

gint64
hammer_event_get_id (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), 0);
  return self->id;
}

gboolean
hammer_event_get_deleted (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), FALSE);
  return self->deleted;
}

const char *
hammer_event_get_read_error (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return self->read_error;
}

const char *
hammer_event_get_name (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return self->name;
}

const char *
hammer_event_get_date (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return self->date;
}

const char *
hammer_event_get_venue (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return self->venue;
}

const char *
hammer_event_get_rules_id (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return self->rules_id;
}

const HammerRules *
hammer_event_get_rules (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return self->rules;
}

HammerFormat
hammer_event_get_format (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), HAMMER_FORMAT_SINGLE_ELIMINATION);
  return self->format;
}

const HammerOptions *
hammer_event_get_options (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return &self->options;
}

guint
hammer_event_get_team_size (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), 1);
  return MAX (1, self->options.team_size);
}

const char * const *
hammer_event_get_tie_breakers (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return (const char * const *) self->tie_breakers;
}

const HammerStandingsOptions *
hammer_event_get_standings_options (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return &self->standings_options;
}

const char * const *
hammer_event_get_classes (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return (const char * const *) self->classes;
}

guint
hammer_event_get_rounds (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), 0);
  return self->rounds;
}

HammerEventState
hammer_event_get_state (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), HAMMER_EVENT_SETUP);
  return self->state;
}

gint64
hammer_event_get_fee (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), 0);
  return self->fee;
}

const HammerPayout *
hammer_event_get_payout (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return &self->payout;
}

gboolean
hammer_event_get_drawn (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), FALSE);
  return self->drawn;
}

gboolean
hammer_event_get_has_results (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), FALSE);
  return self->has_results;
}

guint
hammer_event_get_n_entrants (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->entrants));
}

guint
hammer_event_get_n_boards (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), 0);
  return self->n_boards;
}

guint
hammer_event_get_n_matches (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), 0);
  return self->n_matches;
}

guint
hammer_event_get_n_finished (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), 0);
  return self->n_finished;
}

GListModel *
hammer_event_get_entrants (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return G_LIST_MODEL (self->entrants);
}

GListModel *
hammer_event_get_standings (HammerEvent *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT (self), NULL);
  return G_LIST_MODEL (self->standings);
}
