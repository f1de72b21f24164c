/* hammer-match-item.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gi18n.h>

#include "events/hammer-event-match.h"
#include "hammer-core.h"
#include "hammer-match-item.h"

struct _HammerMatchItem
{
  GObject parent_instance;

  HammerEventMatch *match;  /* what it follows, or was copied from */
  gint64 id;
  guint number;       /* within the event: the one people read */
  guint round;
  HammerMatchCategory category;
  guint n_sides;
  char *sides[2];
  int winner;
  guint board;
  char *board_name;
  char *round_name;
  char *sitting_out;  /* names, “P02, P06”; rotating partners only */
  char *result;
  char *state_text;
  char *finished_at;
  char *source;
  gboolean from_board;
  char *title;
  char *description;
  char *key;
};

G_DEFINE_FINAL_TYPE (HammerMatchItem, hammer_match_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_ID,
  PROP_NUMBER,
  PROP_ROUND,
  PROP_ROUND_NAME,
  PROP_SITTING_OUT,
  PROP_SIDE_A,
  PROP_RESULT,
  PROP_SIDE_B,
  PROP_STATE,
  PROP_BOARD,
  PROP_SOURCE,
  PROP_WINNER,
  PROP_MATCH,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
hammer_match_item_finalize (GObject *object)
{
  HammerMatchItem *self = (HammerMatchItem *) object;

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_free (self->sides[0]);
  g_free (self->sides[1]);
  g_free (self->board_name);
  g_free (self->round_name);
  g_free (self->sitting_out);
  g_free (self->result);
  g_free (self->state_text);
  g_free (self->finished_at);
  g_free (self->source);
  g_free (self->title);
  g_free (self->description);
  g_free (self->key);

  G_OBJECT_CLASS (hammer_match_item_parent_class)->finalize (object);
}

static void
hammer_match_item_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  HammerMatchItem *self = HAMMER_MATCH_ITEM (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, self->id);
      break;
    case PROP_NUMBER:
      g_value_set_uint (value, self->number);
      break;
    case PROP_ROUND:
      g_value_set_uint (value, self->round);
      break;
    case PROP_ROUND_NAME:
      g_value_set_string (value, self->round_name);
      break;
    case PROP_SITTING_OUT:
      g_value_set_string (value, self->sitting_out);
      break;
    case PROP_SIDE_A:
      g_value_set_string (value, self->sides[0]);
      break;
    case PROP_RESULT:
      g_value_set_string (value, self->result);
      break;
    case PROP_SIDE_B:
      g_value_set_string (value, self->sides[1]);
      break;
    case PROP_STATE:
      g_value_set_string (value, self->state_text);
      break;
    case PROP_BOARD:
      g_value_set_string (value, self->board_name);
      break;
    case PROP_SOURCE:
      g_value_set_string (value, self->source != NULL ? self->source : "");
      break;
    case PROP_WINNER:
      g_value_set_int (value, self->winner);
      break;
    case PROP_MATCH:
      g_value_set_object (value, self->match);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_match_item_class_init (HammerMatchItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = hammer_match_item_finalize;
  object_class->get_property = hammer_match_item_get_property;

  properties[PROP_ID] =
    g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NUMBER] =
    g_param_spec_uint ("number", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROUND] =
    g_param_spec_uint ("round", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ROUND_NAME] =
    g_param_spec_string ("round-name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SITTING_OUT] =
    g_param_spec_string ("sitting-out", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE_A] =
    g_param_spec_string ("side-a", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT] =
    g_param_spec_string ("result", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SIDE_B] =
    g_param_spec_string ("side-b", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATE] =
    g_param_spec_string ("state", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_BOARD] =
    g_param_spec_string ("board", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SOURCE] =
    g_param_spec_string ("source", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* The side that won, or -1. */
  properties[PROP_WINNER] =
    g_param_spec_int ("winner", NULL, NULL, -1, 1, -1, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* The core's match it follows, or was copied from. */
  properties[PROP_MATCH] =
    g_param_spec_object ("match", NULL, NULL, HAMMER_TYPE_EVENT_MATCH,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_match_item_init (HammerMatchItem *self)
{
  self->winner = -1;
}

/* Where the match stands, for the filter and the State column: @source
 * the result's described. */
const char *
hammer_match_item_waiting_to_be_called_text (void)
{
  /* TRANSLATORS: a match the draw or a result put on a board, not yet called. */
  return _("Waiting to be called");
}

static HammerMatchCategory
state_of (HammerEventMatchState   state,
          guint                   board,
          gboolean                called,
          const char             *source,
          gboolean                bye,
          gboolean                walkover,
          char                  **text)
{
  gboolean playing = state == HAMMER_EVENT_MATCH_IN_PROGRESS;

  if (state == HAMMER_EVENT_MATCH_FINISHED && source != NULL)
    {
      /* TRANSLATORS: the state of a match whose result a board sent; %s is
       * where it came from, “from board 3”: “Finished, from board 3”. */
      *text = g_strdup_printf (_("Finished, %s"), source);
      return HAMMER_MATCH_ITEM_FINISHED;
    }
  if (state == HAMMER_EVENT_MATCH_FINISHED)
    {
      *text = g_strdup (bye ? _("Bye") : walkover ? _("Walkover") : _("Finished"));
      return HAMMER_MATCH_ITEM_FINISHED;
    }
  if (board > 0)
    {
      /* The boards view's words for a match that waits there. */
      *text = g_strdup (playing ? _("Playing")
                        : called ? _("On a Board")
                        : hammer_match_item_waiting_to_be_called_text ());
      return HAMMER_MATCH_ITEM_ON_BOARD;
    }
  if (state == HAMMER_EVENT_MATCH_READY || playing)
    {
      /* Still to finish; a match with games on it is being played, board
       * or not (a sjoelbak card moves over the boards). */
      *text = g_strdup (playing ? _("Playing") : _("Ready"));
      return HAMMER_MATCH_ITEM_READY;
    }
  /* TRANSLATORS: a match whose players are not known yet. */
  *text = g_strdup (_("Waiting"));
  return HAMMER_MATCH_ITEM_WAITING;
}

/* The title and the description of the boards view's cards and rows. */
static void
titles_of (guint        n_sides,
           char *const *sides,
           guint        number,
           gboolean     bye,
           const char  *round_name,
           char       **title,
           char       **description)
{
  if (n_sides < 2)
    *title = g_strdup (sides[0]);
  else
    /* TRANSLATORS: the two sides of a match; “?” stands for a side not known yet. */
    *title = g_strdup_printf (_("%s – %s"), *sides[0] != '\0' ? sides[0] : "?",
                              *sides[1] != '\0' ? sides[1] : "?");
  if (number > 0)
    /* TRANSLATORS: the round's name and the match number, as in
     * “Losers’ round 2 · Match 9”. */
    *description = g_strdup_printf (_("%s · Match %u"), round_name, number);
  else if (bye)
    /* TRANSLATORS: the round's name of a bye, which has no match number,
     * as in “Round 1 · Bye”. */
    *description = g_strdup_printf (_("%s · Bye"), round_name);
  else
    /* A consolation's match is numbered once the results say it is played. */
    *description = g_strdup (round_name);
}

/* Setters for an item that follows its match: they notify a change only. */

static void
take_string (HammerMatchItem  *self,
             char            **field,
             char             *value,
             int               prop)
{
  if (g_strcmp0 (*field, value) == 0)
    {
      g_free (value);
      return;
    }
  g_free (*field);
  *field = value;
  if (prop > PROP_0)
    g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

/* Reads the match again: what changed of it notifies. */
static void
update_from_match (HammerMatchItem *self)
{
  HammerEventMatch *match = self->match;
  const char *raw_source = hammer_event_match_get_source (match);
  gboolean bye = hammer_event_match_get_bye (match);
  char *state_text = NULL, *title = NULL, *description = NULL;

  g_object_freeze_notify (G_OBJECT (self));
  if (self->id != hammer_event_match_get_id (match))
    {
      self->id = hammer_event_match_get_id (match);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ID]);
    }
  if (self->number != hammer_event_match_get_number (match))
    {
      self->number = hammer_event_match_get_number (match);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NUMBER]);
    }
  if (self->round != hammer_event_match_get_round (match))
    {
      self->round = hammer_event_match_get_round (match);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ROUND]);
    }
  self->n_sides = hammer_event_match_get_n_sides (match);
  for (guint s = 0; s < 2; s++)
    {
      const char *name = hammer_event_match_get_side_name (match, s);

      /* A bye's missing side is "Bye". */
      take_string (self, &self->sides[s],
                   g_strdup (name != NULL ? name : bye && s < self->n_sides ? _("Bye") : ""),
                   s == 0 ? PROP_SIDE_A : PROP_SIDE_B);
    }
  if (self->winner != hammer_event_match_get_winner (match))
    {
      self->winner = hammer_event_match_get_winner (match);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WINNER]);
    }
  self->board = hammer_event_match_get_board (match);
  take_string (self, &self->board_name, g_strdup (hammer_event_match_get_board_name (match)),
               PROP_BOARD);
  take_string (self, &self->finished_at, g_strdup (hammer_event_match_get_finished_at (match)),
               PROP_0);
  take_string (self, &self->round_name, g_strdup (hammer_event_match_get_round_name (match)),
               PROP_ROUND_NAME);
  take_string (self, &self->sitting_out,
               g_strjoinv (", ", (char **) hammer_event_match_get_sitting_out (match)),
               PROP_SITTING_OUT);
  take_string (self, &self->result, g_strdup (hammer_event_match_get_result (match)),
               PROP_RESULT);
  /* The desk's own results say nothing of where they came from. */
  take_string (self, &self->source, hammer_source_describe (raw_source), PROP_SOURCE);
  self->from_board = g_str_has_prefix (raw_source != NULL ? raw_source : "",
                                       HAMMER_SOURCE_BOARD_PREFIX);
  self->category = state_of (hammer_event_match_get_state (match), self->board,
                             hammer_event_match_get_called_at (match) != NULL,
                             self->source, bye, hammer_event_match_get_walkover (match),
                             &state_text);
  take_string (self, &self->state_text, state_text, PROP_STATE);
  titles_of (self->n_sides, self->sides, self->number, bye, self->round_name, &title,
             &description);
  take_string (self, &self->title, title, PROP_0);
  take_string (self, &self->description, description, PROP_0);
  take_string (self, &self->key,
               g_strdup_printf ("%" G_GINT64_FORMAT "|%s|%s|%s|%s|%s|%s|%s", self->id,
                                self->state_text, self->sides[0], self->sides[1], self->result,
                                self->board_name, self->round_name,
                                self->finished_at != NULL ? self->finished_at : ""),
               PROP_0);
  g_object_thaw_notify (G_OBJECT (self));
}

static void
match_notify_cb (HammerEventMatch *match,
                 GParamSpec       *pspec,
                 HammerMatchItem  *self)
{
  update_from_match (self);
}

HammerMatchItem *
hammer_match_item_new_for_match (HammerEventMatch *match)
{
  HammerMatchItem *self;

  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (match), NULL);

  self = hammer_match_item_new_copy (match);
  g_signal_connect (match, "notify", G_CALLBACK (match_notify_cb), self);
  return self;
}

HammerMatchItem *
hammer_match_item_new_copy (HammerEventMatch *match)
{
  HammerMatchItem *self;

  g_return_val_if_fail (HAMMER_IS_EVENT_MATCH (match), NULL);

  self = g_object_new (HAMMER_TYPE_MATCH_ITEM, NULL);
  self->match = g_object_ref (match);
  update_from_match (self);
  return self;
}

HammerEventMatch *
hammer_match_item_get_match (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->match;
}

/* The match's number within its event, what screens show; the id is the
 * store's key. */
guint
hammer_match_item_get_number (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), 0);

  return self->number;
}

gint64
hammer_match_item_get_id (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), 0);
  return self->id;
}

guint
hammer_match_item_get_round (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), 0);
  return self->round;
}

HammerMatchCategory
hammer_match_item_get_category (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), HAMMER_MATCH_ITEM_WAITING);
  return self->category;
}

const char *
hammer_match_item_get_source (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->source;
}

gboolean
hammer_match_item_is_from_board (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), FALSE);
  return self->from_board;
}

const char *
hammer_match_item_get_side (HammerMatchItem *self,
                            guint            side)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  g_return_val_if_fail (side < 2, NULL);
  return self->sides[side];
}

int
hammer_match_item_get_winner (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), -1);
  return self->winner;
}

const char *
hammer_match_item_get_result (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->result;
}

const char *
hammer_match_item_get_state_text (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->state_text;
}

const char *
hammer_match_item_get_sitting_out (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->sitting_out;
}

const char *
hammer_match_item_get_round_name (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->round_name;
}

guint
hammer_match_item_get_board (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), 0);
  return self->board;
}

const char *
hammer_match_item_get_board_name (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->board_name;
}

const char *
hammer_match_item_get_finished_at (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->finished_at;
}

const char *
hammer_match_item_get_title (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->title;
}

const char *
hammer_match_item_get_description (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->description;
}

const char *
hammer_match_item_get_key (HammerMatchItem *self)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), NULL);
  return self->key;
}

static gboolean
text_holds (const char *text,
            const char *key)
{
  g_autofree char *folded = NULL;

  if (text == NULL || *text == '\0')
    return FALSE;
  folded = g_utf8_casefold (text, -1);
  return strstr (folded, key) != NULL;
}

gboolean
hammer_match_item_matches_search (HammerMatchItem *self,
                                  const char      *key)
{
  g_return_val_if_fail (HAMMER_IS_MATCH_ITEM (self), FALSE);

  if (key == NULL || *key == '\0')
    return TRUE;
  return text_holds (self->sides[0], key) || text_holds (self->sides[1], key);
}
