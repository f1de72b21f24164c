/* hammer-standings-line.c — one line of an event's standings, as screens
 * show it
 *
 * Made from the same standings (hammer_event_standings()) and the same
 * figures (hammer_event_standings_figures()) as the standings JSON, so that
 * both say the same.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "hammer-places.h"
#include "io/hammer-tables.h"

#include "events/hammer-events-private.h"
#include "hammer-list-splice.h"

/* Every figure a line can have: the standings JSON's member and the
 * property's name. */
static const struct
{
  const char *member;
  const char *property;
} figures[] = {
  /* Not a figure of the table's, but a column the same way: a number
   * some lines have (those in the consolation). */
  { "bracket_place", "bracket-place" },
  /* Likewise: the place within the second knockout after groups. */
  { "second_knockout_place", "second-knockout-place" },
  { "played", "played" },
  { "wins", "wins" },
  { "draws", "draws" },
  { "losses", "losses" },
  { "match_points", "match-points" },
  { "games_won", "games-won" },
  { "games_lost", "games-lost" },
  { "game_difference", "game-difference" },
  { "points_for", "points-for" },
  { "points_against", "points-against" },
  { "point_difference", "point-difference" },
  { "buchholz", "buchholz" },
  { "median_buchholz", "median-buchholz" },
  { "sonneborn_berger", "sonneborn-berger" },
  { "games", "games" },
  { "total", "total" },
  { "average", "average" },
  { "best_game", "best-game" },
};

#define N_FIGURES G_N_ELEMENTS (figures)

/* A group member's figures of the group's own matches, as the JSON's
 * "group" has them; each a property "group-" and the figure's. */
static const struct
{
  const char *member;
  const char *property;
} group_figures[] = {
  { "played", "group-played" },
  { "wins", "group-wins" },
  { "draws", "group-draws" },
  { "losses", "group-losses" },
  { "match_points", "group-match-points" },
};

#define N_GROUP_FIGURES G_N_ELEMENTS (group_figures)

struct _HammerStandingsLine
{
  GObject parent_instance;

  gint64 entrant;
  char *name;
  guint place;
  char *place_label;
  gboolean still_in;
  gboolean withdrawn;
  char *klass;
  guint class_place;
  char *class_place_label;
  double figures[N_FIGURES];   /* NAN: none */
  char *group;                 /* "A", or NULL outside groups */
  guint group_place;
  char *group_place_label;
  double group_figures[N_GROUP_FIGURES];   /* NAN: none */
};

G_DEFINE_FINAL_TYPE (HammerStandingsLine, hammer_standings_line, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ENTRANT,
  PROP_NAME,
  PROP_PLACE,
  PROP_PLACE_LABEL,
  PROP_STILL_IN,
  PROP_WITHDRAWN,
  PROP_CLASS,
  PROP_CLASS_PLACE,
  PROP_CLASS_PLACE_LABEL,
  PROP_GROUP,
  PROP_GROUP_PLACE,
  PROP_GROUP_PLACE_LABEL,
  PROP_FIRST_FIGURE,
  PROP_FIRST_GROUP_FIGURE = PROP_FIRST_FIGURE + N_FIGURES,
  N_PROPS = PROP_FIRST_GROUP_FIGURE + N_GROUP_FIGURES
};

static GParamSpec *properties[N_PROPS];

static void
hammer_standings_line_finalize (GObject *object)
{
  HammerStandingsLine *self = (HammerStandingsLine *) object;

  g_free (self->name);
  g_free (self->place_label);
  g_free (self->klass);
  g_free (self->class_place_label);
  g_free (self->group);
  g_free (self->group_place_label);

  G_OBJECT_CLASS (hammer_standings_line_parent_class)->finalize (object);
}

static void
hammer_standings_line_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  HammerStandingsLine *self = HAMMER_STANDINGS_LINE (object);

  switch (prop_id)
    {
    case PROP_ENTRANT: g_value_set_int64 (value, self->entrant); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_PLACE: g_value_set_uint (value, self->place); break;
    case PROP_PLACE_LABEL: g_value_set_string (value, self->place_label); break;
    case PROP_STILL_IN: g_value_set_boolean (value, self->still_in); break;
    case PROP_WITHDRAWN: g_value_set_boolean (value, self->withdrawn); break;
    case PROP_CLASS: g_value_set_string (value, self->klass); break;
    case PROP_CLASS_PLACE: g_value_set_uint (value, self->class_place); break;
    case PROP_CLASS_PLACE_LABEL: g_value_set_string (value, self->class_place_label); break;
    case PROP_GROUP: g_value_set_string (value, self->group); break;
    case PROP_GROUP_PLACE: g_value_set_uint (value, self->group_place); break;
    case PROP_GROUP_PLACE_LABEL: g_value_set_string (value, self->group_place_label); break;
    default:
      if (prop_id >= PROP_FIRST_FIGURE && prop_id < PROP_FIRST_GROUP_FIGURE)
        g_value_set_double (value, self->figures[prop_id - PROP_FIRST_FIGURE]);
      else if (prop_id >= PROP_FIRST_GROUP_FIGURE && prop_id < N_PROPS)
        g_value_set_double (value, self->group_figures[prop_id - PROP_FIRST_GROUP_FIGURE]);
      else
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

#define READABLE (G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS)

static void
hammer_standings_line_class_init (HammerStandingsLineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_standings_line_finalize;
  object_class->get_property = hammer_standings_line_get_property;

  properties[PROP_ENTRANT] = g_param_spec_int64 ("entrant", NULL, NULL, -1, G_MAXINT64, 0,
                                                 READABLE);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, READABLE);
  properties[PROP_PLACE] = g_param_spec_uint ("place", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_PLACE_LABEL] = g_param_spec_string ("place-label", NULL, NULL, NULL, READABLE);
  properties[PROP_STILL_IN] = g_param_spec_boolean ("still-in", NULL, NULL, FALSE, READABLE);
  properties[PROP_WITHDRAWN] = g_param_spec_boolean ("withdrawn", NULL, NULL, FALSE, READABLE);
  properties[PROP_CLASS] = g_param_spec_string ("class", NULL, NULL, NULL, READABLE);
  properties[PROP_CLASS_PLACE] =
    g_param_spec_uint ("class-place", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_CLASS_PLACE_LABEL] =
    g_param_spec_string ("class-place-label", NULL, NULL, NULL, READABLE);
  properties[PROP_GROUP] = g_param_spec_string ("group", NULL, NULL, NULL, READABLE);
  properties[PROP_GROUP_PLACE] =
    g_param_spec_uint ("group-place", NULL, NULL, 0, G_MAXUINT, 0, READABLE);
  properties[PROP_GROUP_PLACE_LABEL] =
    g_param_spec_string ("group-place-label", NULL, NULL, NULL, READABLE);
  for (guint f = 0; f < N_FIGURES; f++)
    properties[PROP_FIRST_FIGURE + f] =
      g_param_spec_double (figures[f].property, NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                           READABLE);
  for (guint f = 0; f < N_GROUP_FIGURES; f++)
    properties[PROP_FIRST_GROUP_FIGURE + f] =
      g_param_spec_double (group_figures[f].property, NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                           READABLE);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_standings_line_init (HammerStandingsLine *self)
{
  for (guint f = 0; f < N_FIGURES; f++)
    self->figures[f] = NAN;
  for (guint f = 0; f < N_GROUP_FIGURES; f++)
    self->group_figures[f] = NAN;
}

/* Setters that notify only a change. */

static void
set_string (HammerStandingsLine *self,
            char               **field,
            const char          *value,
            guint                prop)
{
  if (hammer_replace_string (field, value))
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
take_string (HammerStandingsLine *self,
             char               **field,
             char                *value,
             guint                prop)
{
  set_string (self, field, value, prop);
  g_free (value);
}

static void
set_uint (HammerStandingsLine *self,
          guint               *field,
          guint                value,
          guint                prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static int
figure_index (const char *member)
{
  for (guint f = 0; f < N_FIGURES; f++)
    if (g_str_equal (figures[f].member, member))
      return f;
  return -1;
}

static void
take_figure (const char *member,
             gboolean    integer,
             double      value,
             gpointer    user_data)
{
  double *values = user_data;
  int f = figure_index (member);

  g_assert (f >= 0);
  values[f] = value;
}

static void
set_figure (HammerStandingsLine *self,
            double              *field,
            double               value,
            guint                prop)
{
  if (value == *field || (isnan (value) && isnan (*field)))
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* The group, its place and figures, as the JSON's "group" says them. */
static void
update_group (HammerStandingsLine            *self,
              const HammerEventStandingsLine *line,
              GPtrArray                      *group_tables)
{
  int group = -1;
  gboolean shared = FALSE;
  const HammerStandingsRow *row = hammer_event_group_row (group_tables, line->row.entrant,
                                                          &group, &shared);
  double values[N_GROUP_FIGURES] = { NAN, NAN, NAN, NAN, NAN };

  take_string (self, &self->group,
               row != NULL ? hammer_bracket_name (HAMMER_BRACKET_GROUP, group) : NULL, PROP_GROUP);
  set_uint (self, &self->group_place, row != NULL ? row->place : 0, PROP_GROUP_PLACE);
  take_string (self, &self->group_place_label,
               row != NULL && row->place > 0 ? hammer_standings_place_label (row->place, shared)
                                             : NULL,
               PROP_GROUP_PLACE_LABEL);
  if (row != NULL)
    {
      values[0] = row->played;
      values[1] = row->wins;
      values[2] = row->draws;
      values[3] = row->losses;
      values[4] = row->match_points;
    }
  for (guint f = 0; f < N_GROUP_FIGURES; f++)
    set_figure (self, &self->group_figures[f], values[f], PROP_FIRST_GROUP_FIGURE + f);
}

void
hammer_standings_line_update (HammerStandingsLine            *self,
                              HammerEventModel               *model,
                              const HammerEventStandingsLine *line,
                              GPtrArray                      *group_tables)
{
  HammerEventEntrant *entrant = hammer_event_entrant_by_index (model, line->row.entrant);
  double values[N_FIGURES];
  gboolean still_in;

  g_return_if_fail (HAMMER_IS_STANDINGS_LINE (self));

  g_object_freeze_notify (G_OBJECT (self));
  if (self->entrant != (entrant != NULL ? entrant->id : -1))
    {
      self->entrant = entrant != NULL ? entrant->id : -1;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ENTRANT]);
    }
  set_string (self, &self->name, entrant != NULL ? entrant->name : NULL, PROP_NAME);
  set_uint (self, &self->place, line->place, PROP_PLACE);
  take_string (self, &self->place_label,
               line->place > 0 ? hammer_standings_place_label (line->place, line->shared) : NULL,
               PROP_PLACE_LABEL);
  /* As the JSON: only where there is a bracket is anyone still in. */
  still_in = hammer_format_places_by_bracket (model->format) && line->still_in;
  if (self->still_in != still_in)
    {
      self->still_in = still_in;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STILL_IN]);
    }
  if (self->withdrawn != (entrant != NULL && entrant->withdrawn))
    {
      self->withdrawn = entrant != NULL && entrant->withdrawn;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WITHDRAWN]);
    }
  set_string (self, &self->klass, entrant != NULL ? entrant->klass : NULL, PROP_CLASS);
  set_uint (self, &self->class_place, self->klass != NULL ? line->class_place : 0,
            PROP_CLASS_PLACE);
  take_string (self, &self->class_place_label,
               self->klass != NULL && line->class_place > 0
               ? hammer_standings_place_label (line->class_place, line->class_shared) : NULL,
               PROP_CLASS_PLACE_LABEL);

  for (guint f = 0; f < N_FIGURES; f++)
    values[f] = NAN;
  hammer_event_standings_figures (model->format, &line->row, take_figure, values);
  if (line->bracket_place > 0)
    values[figure_index (line->second_knockout ? "second_knockout_place" : "bracket_place")] =
      line->bracket_place;
  for (guint f = 0; f < N_FIGURES; f++)
    set_figure (self, &self->figures[f], values[f], PROP_FIRST_FIGURE + f);
  update_group (self, line, group_tables);
  g_object_thaw_notify (G_OBJECT (self));
}

HammerStandingsLine *
hammer_standings_line_new_from_model (HammerEventModel               *model,
                                      const HammerEventStandingsLine *line,
                                      GPtrArray                      *group_tables)
{
  HammerStandingsLine *self = g_object_new (HAMMER_TYPE_STANDINGS_LINE, NULL);

  hammer_standings_line_update (self, model, line, group_tables);
  return self;
}

gint64
hammer_standings_line_get_entrant (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), 0);
  return self->entrant;
}

const char *
hammer_standings_line_get_name (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), NULL);
  return self->name;
}

guint
hammer_standings_line_get_place (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), 0);
  return self->place;
}

const char *
hammer_standings_line_get_place_label (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), NULL);
  return self->place_label;
}

gboolean
hammer_standings_line_get_withdrawn (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), FALSE);
  return self->withdrawn;
}

gboolean
hammer_standings_line_get_still_in (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), FALSE);
  return self->still_in;
}

const char *
hammer_standings_line_get_class (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), NULL);
  return self->klass;
}

guint
hammer_standings_line_get_class_place (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), 0);
  return self->class_place;
}

const char *
hammer_standings_line_get_class_place_label (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), NULL);
  return self->class_place_label;
}

char *
hammer_standings_line_dup_place_text (HammerStandingsLine *self,
                                      gboolean             in_class)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), NULL);

  return hammer_standings_place_text (in_class ? self->class_place_label : self->place_label,
                                      self->still_in);
}

gboolean
hammer_standings_line_get_figure (HammerStandingsLine *self,
                                  const char          *member,
                                  double              *value)
{
  int f;

  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), FALSE);
  g_return_val_if_fail (member != NULL, FALSE);

  if ((f = figure_index (member)) < 0 || isnan (self->figures[f]))
    return FALSE;
  if (value != NULL)
    *value = self->figures[f];
  return TRUE;
}

const char *
hammer_standings_line_get_group (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), NULL);
  return self->group;
}

guint
hammer_standings_line_get_group_place (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), 0);
  return self->group_place;
}

const char *
hammer_standings_line_get_group_place_label (HammerStandingsLine *self)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), NULL);
  return self->group_place_label;
}

gboolean
hammer_standings_line_get_group_figure (HammerStandingsLine *self,
                                        const char          *member,
                                        double              *value)
{
  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), FALSE);
  g_return_val_if_fail (member != NULL, FALSE);

  for (guint f = 0; f < N_GROUP_FIGURES; f++)
    if (g_str_equal (group_figures[f].member, member))
      {
        if (isnan (self->group_figures[f]))
          return FALSE;
        if (value != NULL)
          *value = self->group_figures[f];
        return TRUE;
      }
  return FALSE;
}

gboolean
hammer_standings_line_is_figure (const char *member)
{
  g_return_val_if_fail (member != NULL, FALSE);

  return figure_index (member) >= 0;
}

char *
hammer_standings_line_dup_cell_text (HammerStandingsLine         *self,
                                     const HammerStandingsColumn *column,
                                     char                         decimal_mark)
{
  double value;

  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (self), NULL);
  g_return_val_if_fail (column != NULL, NULL);

  if (g_str_equal (column->member, "name"))
    return g_strdup (self->name);
  if (g_str_equal (column->member, "class"))
    return g_strdup (self->klass);
  if (!hammer_standings_line_get_figure (self, column->member, &value))
    return NULL;
  /* An integer in a column without decimals reads as the JSON's does. */
  return hammer_tables_format_figure (value, column->decimals, decimal_mark);
}
