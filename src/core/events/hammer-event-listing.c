/* hammer-event-listing.c — an event as the lists of events show it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "events/hammer-events-private.h"

struct _HammerEventListing
{
  GObject parent_instance;

  gint64 id;
  char *name;
  char *rules_id;
  HammerFormat format;
  char *date;
  char *venue;
  guint n_entrants;
  guint n_boards;
  gint64 day_id;
  HammerEventState state;
};

G_DEFINE_FINAL_TYPE (HammerEventListing, hammer_event_listing, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_RULES_ID,
  PROP_FORMAT,
  PROP_DATE,
  PROP_VENUE,
  PROP_N_ENTRANTS,
  PROP_N_BOARDS,
  PROP_DAY_ID,
  PROP_STATE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_event_listing_finalize (GObject *object)
{
  HammerEventListing *self = (HammerEventListing *) object;

  g_free (self->name);
  g_free (self->rules_id);
  g_free (self->date);
  g_free (self->venue);

  G_OBJECT_CLASS (hammer_event_listing_parent_class)->finalize (object);
}

static void
hammer_event_listing_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  HammerEventListing *self = HAMMER_EVENT_LISTING (object);

  switch (prop_id)
    {
    case PROP_ID: g_value_set_int64 (value, self->id); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_RULES_ID: g_value_set_string (value, self->rules_id); break;
    case PROP_FORMAT: g_value_set_enum (value, self->format); break;
    case PROP_DATE: g_value_set_string (value, self->date); break;
    case PROP_VENUE: g_value_set_string (value, self->venue); break;
    case PROP_N_ENTRANTS: g_value_set_uint (value, self->n_entrants); break;
    case PROP_N_BOARDS: g_value_set_uint (value, self->n_boards); break;
    case PROP_DAY_ID: g_value_set_int64 (value, self->day_id); break;
    case PROP_STATE: g_value_set_enum (value, self->state); break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

#define READABLE (G_PARAM_READABLE | G_PARAM_STATIC_STRINGS)

static void
hammer_event_listing_class_init (HammerEventListingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_event_listing_finalize;
  object_class->get_property = hammer_event_listing_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, READABLE);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, READABLE);
  properties[PROP_RULES_ID] = g_param_spec_string ("rules-id", NULL, NULL, NULL, READABLE);
  properties[PROP_FORMAT] =
    g_param_spec_enum ("format", NULL, NULL, HAMMER_TYPE_FORMAT,
                       HAMMER_FORMAT_SINGLE_ELIMINATION, READABLE);
  properties[PROP_DATE] = g_param_spec_string ("date", NULL, NULL, NULL, READABLE);
  properties[PROP_VENUE] = g_param_spec_string ("venue", NULL, NULL, NULL, READABLE);
  properties[PROP_N_ENTRANTS] =
    g_param_spec_uint ("n-entrants", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_N_BOARDS] =
    g_param_spec_uint ("n-boards", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_DAY_ID] = g_param_spec_int64 ("day-id", NULL, NULL, 0, G_MAXINT64, 0, READABLE);
  properties[PROP_STATE] =
    g_param_spec_enum ("state", NULL, NULL, HAMMER_TYPE_EVENT_STATE, HAMMER_EVENT_SETUP,
                       READABLE);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_event_listing_init (HammerEventListing *self)
{
}

HammerEventListing *
hammer_event_listing_new_from_model (HammerEventModel *model)
{
  HammerEventListing *self = g_object_new (HAMMER_TYPE_EVENT_LISTING, NULL);

  self->id = model->id;
  self->name = g_strdup (model->name);
  self->rules_id = g_strdup (model->rules_id);
  self->format = model->format;
  self->date = g_strdup (model->date);
  self->venue = g_strdup (model->venue);
  self->n_entrants = model->entrants->len;
  /* An event of a day reads the day's boards as its own. */
  self->n_boards = model->boards->len;
  self->day_id = model->day_id;
  self->state = hammer_event_state (model);
  return self;
}

gint64
hammer_event_listing_get_id (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), 0);
  return self->id;
}

const char *
hammer_event_listing_get_name (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), NULL);
  return self->name;
}

const char *
hammer_event_listing_get_rules_id (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), NULL);
  return self->rules_id;
}

HammerFormat
hammer_event_listing_get_format (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), HAMMER_FORMAT_SINGLE_ELIMINATION);
  return self->format;
}

const char *
hammer_event_listing_get_date (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), NULL);
  return self->date;
}

const char *
hammer_event_listing_get_venue (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), NULL);
  return self->venue;
}

guint
hammer_event_listing_get_n_entrants (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), 0);
  return self->n_entrants;
}

guint
hammer_event_listing_get_n_boards (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), 0);
  return self->n_boards;
}

gint64
hammer_event_listing_get_day_id (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), 0);
  return self->day_id;
}

HammerEventState
hammer_event_listing_get_state (HammerEventListing *self)
{
  g_return_val_if_fail (HAMMER_IS_EVENT_LISTING (self), HAMMER_EVENT_SETUP);
  return self->state;
}
