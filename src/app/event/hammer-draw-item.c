/* hammer-draw-item.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-draw-item.h"

enum {
  PROP_0,
  PROP_MATCH_ID,
  PROP_PLACE,
  PROP_TOTAL,
  PROP_BEST,
  /* The strings, in the order of texts[]. */
  PROP_BOARD,
  PROP_SIDE_A,
  PROP_RESULT,
  PROP_SIDE_B,
  PROP_STATE,
  PROP_NAME,
  PROP_CLASS,
  PROP_GAMES,
  PROP_PLACE_LABEL,
  N_PROPS
};

#define FIRST_TEXT PROP_BOARD
#define N_TEXTS    (N_PROPS - FIRST_TEXT)

struct _HammerDrawItem
{
  GObject parent_instance;

  gint64 match_id;
  guint place;
  guint total;
  gint64 best;         /* -1 before the first game */
  char *texts[N_TEXTS];
};

G_DEFINE_FINAL_TYPE (HammerDrawItem, hammer_draw_item, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static void
hammer_draw_item_finalize (GObject *object)
{
  HammerDrawItem *self = HAMMER_DRAW_ITEM (object);

  for (guint i = 0; i < N_TEXTS; i++)
    g_free (self->texts[i]);

  G_OBJECT_CLASS (hammer_draw_item_parent_class)->finalize (object);
}

static void
hammer_draw_item_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  HammerDrawItem *self = HAMMER_DRAW_ITEM (object);

  switch (prop_id)
    {
    case PROP_MATCH_ID:
      g_value_set_int64 (value, self->match_id);
      break;
    case PROP_PLACE:
      g_value_set_uint (value, self->place);
      break;
    case PROP_TOTAL:
      g_value_set_uint (value, self->total);
      break;
    case PROP_BEST:
      g_value_set_int64 (value, self->best);
      break;
    default:
      if (prop_id >= FIRST_TEXT && prop_id < N_PROPS)
        g_value_set_string (value, self->texts[prop_id - FIRST_TEXT]);
      else
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_draw_item_class_init (HammerDrawItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  static const char *const text_names[N_TEXTS] = {
    "board", "side-a", "result", "side-b", "state", "name", "class", "games", "place-label",
  };

  object_class->finalize = hammer_draw_item_finalize;
  object_class->get_property = hammer_draw_item_get_property;

  properties[PROP_MATCH_ID] =
    g_param_spec_int64 ("match-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLACE] =
    g_param_spec_uint ("place", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_TOTAL] =
    g_param_spec_uint ("total", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BEST] =
    g_param_spec_int64 ("best", NULL, NULL, -1, G_MAXINT64, -1,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  for (guint i = 0; i < N_TEXTS; i++)
    properties[FIRST_TEXT + i] =
      g_param_spec_string (text_names[i], NULL, NULL, NULL,
                           G_PARAM_READABLE | G_PARAM_STATIC_NAME |
                           G_PARAM_STATIC_NICK | G_PARAM_STATIC_BLURB);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_draw_item_init (HammerDrawItem *self)
{
}

HammerDrawItem *
hammer_draw_item_new_match (gint64      match_id,
                            const char *board,
                            const char *side_a,
                            const char *result,
                            const char *side_b,
                            const char *state)
{
  HammerDrawItem *self = g_object_new (HAMMER_TYPE_DRAW_ITEM, NULL);

  self->match_id = match_id;
  self->texts[PROP_BOARD - FIRST_TEXT] = g_strdup (board);
  self->texts[PROP_SIDE_A - FIRST_TEXT] = g_strdup (side_a);
  self->texts[PROP_RESULT - FIRST_TEXT] = g_strdup (result);
  self->texts[PROP_SIDE_B - FIRST_TEXT] = g_strdup (side_b);
  self->texts[PROP_STATE - FIRST_TEXT] = g_strdup (state);
  return self;
}

/* A figure of @line as a count, 0 where the line has none. */
static guint
line_uint (HammerStandingsLine *line,
           const char          *member)
{
  double value;

  if (!hammer_standings_line_get_figure (line, member, &value))
    return 0;
  return (guint) CLAMP (value, 0, G_MAXUINT);
}

HammerDrawItem *
hammer_draw_item_new_ranking (gint64               match_id,
                              HammerStandingsLine *line,
                              gboolean             in_class,
                              const char          *games)
{
  HammerDrawItem *self;

  g_return_val_if_fail (HAMMER_IS_STANDINGS_LINE (line), NULL);

  self = g_object_new (HAMMER_TYPE_DRAW_ITEM, NULL);
  self->match_id = match_id;
  /* Sorting goes by the number; the label shows "3=" for a shared place. */
  self->place = in_class ? hammer_standings_line_get_class_place (line)
                         : hammer_standings_line_get_place (line);
  self->total = line_uint (line, "total");
  /* No best game before the first: the column shows a dash. */
  self->best = hammer_standings_line_get_figure (line, "best_game", NULL)
               ? (gint64) line_uint (line, "best_game") : -1;
  self->texts[PROP_PLACE_LABEL - FIRST_TEXT] = hammer_standings_line_dup_place_text (line,
                                                                                     in_class);
  self->texts[PROP_NAME - FIRST_TEXT] = g_strdup (hammer_standings_line_get_name (line));
  self->texts[PROP_CLASS - FIRST_TEXT] = g_strdup (hammer_standings_line_get_class (line));
  self->texts[PROP_GAMES - FIRST_TEXT] = g_strdup (games);
  return self;
}

gint64
hammer_draw_item_get_match_id (HammerDrawItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DRAW_ITEM (self), 0);

  return self->match_id;
}

const char *
hammer_draw_item_get_class (HammerDrawItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DRAW_ITEM (self), NULL);

  return self->texts[PROP_CLASS - FIRST_TEXT];
}

gboolean
hammer_draw_item_update (HammerDrawItem *self,
                         HammerDrawItem *fresh)
{
  gboolean changed = FALSE;

  g_return_val_if_fail (HAMMER_IS_DRAW_ITEM (self), FALSE);
  g_return_val_if_fail (HAMMER_IS_DRAW_ITEM (fresh), FALSE);

  g_object_freeze_notify (G_OBJECT (self));
#define UPDATE(field, prop)                                             \
  if (self->field != fresh->field)                                      \
    {                                                                   \
      self->field = fresh->field;                                       \
      g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);     \
      changed = TRUE;                                                   \
    }
  UPDATE (match_id, PROP_MATCH_ID);
  UPDATE (place, PROP_PLACE);
  UPDATE (total, PROP_TOTAL);
  UPDATE (best, PROP_BEST);
#undef UPDATE
  for (guint i = 0; i < N_TEXTS; i++)
    if (g_strcmp0 (self->texts[i], fresh->texts[i]) != 0)
      {
        g_free (self->texts[i]);
        self->texts[i] = g_strdup (fresh->texts[i]);
        g_object_notify_by_pspec (G_OBJECT (self), properties[FIRST_TEXT + i]);
        changed = TRUE;
      }
  g_object_thaw_notify (G_OBJECT (self));
  return changed;
}
