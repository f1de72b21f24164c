/* hammer-event-item.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "hammer-core.h"
#include "hammer-i18n.h"
#include "events/hammer-draw.h"
#include "hammer-event-item.h"
#include "hammer-list-splice.h"

struct _HammerEventItem
{
  GObject parent_instance;

  HammerEventItemKind kind;
  gint64 id;
  char *name;
  char *subtitle;
  char *date;
  char *state;
  char *rules;
};

G_DEFINE_FINAL_TYPE (HammerEventItem, hammer_event_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_SUBTITLE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_event_item_finalize (GObject *object)
{
  HammerEventItem *self = HAMMER_EVENT_ITEM (object);

  g_free (self->name);
  g_free (self->subtitle);
  g_free (self->date);
  g_free (self->state);
  g_free (self->rules);

  G_OBJECT_CLASS (hammer_event_item_parent_class)->finalize (object);
}

static void
hammer_event_item_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  HammerEventItem *self = HAMMER_EVENT_ITEM (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_SUBTITLE:
      g_value_set_string (value, self->subtitle);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_event_item_class_init (HammerEventItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_event_item_finalize;
  object_class->get_property = hammer_event_item_get_property;

  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SUBTITLE] =
    g_param_spec_string ("subtitle", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_event_item_init (HammerEventItem *self)
{
}

char *
hammer_format_date_for_display (const char *date)
{
  /* The month's name from Hammer's catalogue: the machine need not have
   * the user's locale installed. */
  return hammer_i18n_format_short_date (date);
}

static char *
make_season_subtitle (HammerEventItem          *self,
                      HammerCompetitionListing *season)
{
  g_autofree char *date =
    hammer_format_date_for_display (hammer_competition_listing_get_start (season));

  if (self->kind == HAMMER_EVENT_ITEM_LEAGUE)
    {
      const char *rules_id = hammer_competition_listing_get_rules_id (season);
      const HammerRules *rules = hammer_rules_lookup (rules_id != NULL ? rules_id : "", NULL);
      guint n_teams = hammer_competition_listing_get_teams (season);

      /* TRANSLATORS: a team league in the sidebar: "Table shuffleboard · 8 teams". */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u team", "%s · %u teams",
                                           n_teams),
                              rules != NULL ? hammer_rules_get_name (rules) : "", n_teams);
    }

  /* TRANSLATORS: a season of sjoelbak club nights in the sidebar: "Club nights
   * from 1 Sep 2026". */
  return g_strdup_printf (_("Club nights from %s"), date != NULL ? date : "");
}

static char *
make_subtitle (HammerEventListing *event)
{
  const char *date = hammer_event_listing_get_date (event);
  const HammerRules *rules = hammer_rules_lookup (hammer_event_listing_get_rules_id (event),
                                                  NULL);
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);

  if (date != NULL)
    g_ptr_array_add (parts, hammer_format_date_for_display (date));
  if (rules != NULL)
    g_ptr_array_add (parts, g_strdup (hammer_rules_get_name (rules)));
  g_ptr_array_add (parts, g_strdup (hammer_format_get_name (hammer_event_listing_get_format (
                                                              event))));
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" · ", (char **) parts->pdata);
}

/* Takes @name, @subtitle and the fields behind the icon and the past;
 * returns whether any changed, notifying what the rows show. */
static gboolean
take_fields (HammerEventItem *self,
             const char      *name,
             char            *subtitle,
             const char      *date,
             const char      *state,
             const char      *rules)
{
  gboolean changed = FALSE;

  if (hammer_replace_string (&self->name, name))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
      changed = TRUE;
    }
  if (hammer_replace_string (&self->subtitle, subtitle))
    {
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SUBTITLE]);
      changed = TRUE;
    }
  g_free (subtitle);
  changed |= hammer_replace_string (&self->date, date);
  changed |= hammer_replace_string (&self->state, state);
  changed |= hammer_replace_string (&self->rules, rules);
  return changed;
}

gboolean
hammer_event_item_update (HammerEventItem          *self,
                          HammerCompetitionListing *season)
{
  const char *name;

  g_return_val_if_fail (HAMMER_IS_EVENT_ITEM (self), FALSE);
  g_return_val_if_fail (self->kind != HAMMER_EVENT_ITEM_EVENT, FALSE);
  g_return_val_if_fail (HAMMER_IS_COMPETITION_LISTING (season), FALSE);

  name = hammer_competition_listing_get_name (season);
  /* A season or a league has no state of its own. */
  return take_fields (self, name != NULL ? name : "", make_season_subtitle (self, season),
                      hammer_competition_listing_get_start (season), NULL,
                      hammer_competition_listing_get_rules_id (season));
}

gboolean
hammer_event_item_update_event (HammerEventItem    *self,
                                HammerEventListing *event)
{
  static const char * const states[] = {
    [HAMMER_EVENT_SETUP] = "setup",
    [HAMMER_EVENT_IN_PROGRESS] = "in_progress",
    [HAMMER_EVENT_FINISHED] = "finished",
  };
  const char *name;

  g_return_val_if_fail (HAMMER_IS_EVENT_ITEM (self), FALSE);
  g_return_val_if_fail (self->kind == HAMMER_EVENT_ITEM_EVENT, FALSE);
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (event), FALSE);

  name = hammer_event_listing_get_name (event);
  return take_fields (self, name != NULL ? name : "", make_subtitle (event),
                      hammer_event_listing_get_date (event),
                      states[hammer_event_listing_get_state (event)],
                      hammer_event_listing_get_rules_id (event));
}

HammerEventItem *
hammer_event_item_new (HammerEventListing *event)
{
  HammerEventItem *self;

  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (event), NULL);

  self = g_object_new (HAMMER_TYPE_EVENT_ITEM, NULL);
  self->id = hammer_event_listing_get_id (event);
  hammer_event_item_update_event (self, event);
  return self;
}

HammerEventItem *
hammer_event_item_new_season (HammerCompetitionListing *season)
{
  HammerEventItem *self;

  g_return_val_if_fail (HAMMER_IS_COMPETITION_LISTING (season), NULL);

  self = g_object_new (HAMMER_TYPE_EVENT_ITEM, NULL);
  if (hammer_competition_listing_get_kind (season) == HAMMER_COMPETITION_LISTING_TEAM_LEAGUE)
    self->kind = HAMMER_EVENT_ITEM_LEAGUE;
  else
    self->kind = HAMMER_EVENT_ITEM_CLUB_SEASON;
  self->id = hammer_competition_listing_get_id (season);
  hammer_event_item_update (self, season);
  return self;
}

HammerEventItem *
hammer_event_item_new_ranking (gint64      id,
                               const char *name,
                               guint       n_events)
{
  HammerEventItem *self;

  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_EVENT_ITEM, NULL);
  self->kind = HAMMER_EVENT_ITEM_RANKING;
  self->id = id;
  self->name = g_strdup (name);
  /* TRANSLATORS: a ranking across events in the sidebar: "Ranking · 3 events". */
  self->subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Ranking · %u event",
                                                 "Ranking · %u events", n_events), n_events);
  return self;
}

HammerEventItem *
hammer_event_item_new_day (gint64      id,
                           const char *name,
                           const char *date,
                           guint       n_events)
{
  HammerEventItem *self;
  g_autofree char *shown = NULL;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (date != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_EVENT_ITEM, NULL);
  self->kind = HAMMER_EVENT_ITEM_DAY;
  self->id = id;
  self->name = g_strdup (name);
  self->date = g_strdup (date);
  shown = hammer_format_date_for_display (date);
  /* TRANSLATORS: a tournament day in the sidebar: "5 Dec 2026 · 3 events". */
  self->subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u event",
                                                 "%s · %u events", n_events), shown, n_events);
  return self;
}

HammerEventItemKind
hammer_event_item_get_kind (HammerEventItem *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_ITEM (self), HAMMER_EVENT_ITEM_EVENT);

  return self->kind;
}

gint64
hammer_event_item_get_id (HammerEventItem *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_ITEM (self), 0);

  return self->id;
}

const char *
hammer_event_item_get_name (HammerEventItem *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_ITEM (self), NULL);

  return self->name;
}

const char *
hammer_event_item_get_subtitle (HammerEventItem *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_ITEM (self), NULL);

  return self->subtitle;
}

const char *
hammer_event_item_get_icon_name (HammerEventItem *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_ITEM (self), NULL);

  if (self->kind == HAMMER_EVENT_ITEM_LEAGUE)
    return "view-grid-symbolic";
  if (self->kind == HAMMER_EVENT_ITEM_CLUB_SEASON)
    return "view-list-ordered-symbolic";
  if (self->kind == HAMMER_EVENT_ITEM_RANKING)
    return "starred-symbolic";
  if (self->kind == HAMMER_EVENT_ITEM_DAY)
    return "view-app-grid-symbolic";
  if (g_strcmp0 (self->state, "finished") == 0)
    return "emblem-ok-symbolic";
  if (g_strcmp0 (self->state, "in_progress") == 0)
    return "media-playback-start-symbolic";
  return "x-office-calendar-symbolic";
}

gboolean
hammer_event_item_is_past (HammerEventItem *self,
                           const char      *today)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_ITEM (self), FALSE);

  if (g_strcmp0 (self->state, "finished") == 0)
    return TRUE;
  /* A running event stays in front of the director whatever its date. */
  if (g_strcmp0 (self->state, "in_progress") == 0)
    return FALSE;
  return self->date != NULL && today != NULL && strcmp (self->date, today) < 0;
}

const char *
hammer_event_item_get_date (HammerEventItem *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_ITEM (self), NULL);

  return self->date;
}
