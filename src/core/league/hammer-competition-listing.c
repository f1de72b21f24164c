/* hammer-competition-listing.c — a season of club nights or a team league
 * in the list of them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "league/hammer-competition-private.h"

struct _HammerCompetitionListing
{
  GObject parent_instance;

  HammerCompetitionListingKind kind;
  gint64 id;
  char *name;
  char *start;
  char *rules_id;
  guint teams;
};

G_DEFINE_FINAL_TYPE (HammerCompetitionListing, hammer_competition_listing, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_START,
  PROP_RULES_ID,
  PROP_TEAMS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_competition_listing_finalize (GObject *object)
{
  HammerCompetitionListing *self = HAMMER_COMPETITION_LISTING (object);

  g_free (self->name);
  g_free (self->start);
  g_free (self->rules_id);
  G_OBJECT_CLASS (hammer_competition_listing_parent_class)->finalize (object);
}

static void
hammer_competition_listing_get_property (GObject    *object,
                                         guint       prop_id,
                                         GValue     *value,
                                         GParamSpec *pspec)
{
  HammerCompetitionListing *self = HAMMER_COMPETITION_LISTING (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_START:
      g_value_set_string (value, self->start);
      break;
    case PROP_RULES_ID:
      g_value_set_string (value, self->rules_id);
      break;
    case PROP_TEAMS:
      g_value_set_uint (value, self->teams);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_competition_listing_class_init (HammerCompetitionListingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->finalize = hammer_competition_listing_finalize;
  object_class->get_property = hammer_competition_listing_get_property;

  properties[PROP_ID] = g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_START] = g_param_spec_string ("start", NULL, NULL, NULL, flags);
  properties[PROP_RULES_ID] = g_param_spec_string ("rules-id", NULL, NULL, NULL, flags);
  properties[PROP_TEAMS] = g_param_spec_uint ("teams", NULL, NULL, 0, G_MAXUINT, 0, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_competition_listing_init (HammerCompetitionListing *self)
{
}

HammerCompetitionListing *
_hammer_competition_listing_new (HammerCompetitionListingKind  kind,
                                 gint64                        id,
                                 const char                   *name,
                                 const char                   *start,
                                 const char                   *rules_id,
                                 guint                         teams)
{
  HammerCompetitionListing *self = g_object_new (HAMMER_TYPE_COMPETITION_LISTING, NULL);

  self->kind = kind;
  self->id = id;
  self->name = g_strdup (name);
  self->start = g_strdup (start);
  self->rules_id = g_strdup (rules_id);
  self->teams = teams;
  return self;
}

HammerCompetitionListingKind
hammer_competition_listing_get_kind (HammerCompetitionListing *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_LISTING (self),
                        HAMMER_COMPETITION_LISTING_CLUB_NIGHTS);
  return self->kind;
}

gint64
hammer_competition_listing_get_id (HammerCompetitionListing *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_LISTING (self), 0);
  return self->id;
}

const char *
hammer_competition_listing_get_name (HammerCompetitionListing *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_LISTING (self), NULL);
  return self->name;
}

const char *
hammer_competition_listing_get_start (HammerCompetitionListing *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_LISTING (self), NULL);
  return self->start;
}

const char *
hammer_competition_listing_get_rules_id (HammerCompetitionListing *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_LISTING (self), NULL);
  return self->rules_id;
}

guint
hammer_competition_listing_get_teams (HammerCompetitionListing *self)
{
  g_return_val_if_fail (HAMMER_IS_COMPETITION_LISTING (self), 0);
  return self->teams;
}
