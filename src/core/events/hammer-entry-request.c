/* hammer-entry-request.c — a late entry asked for from a player's phone
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>
#include <string.h>

#include "events/hammer-entry-request.h"
#include "hammer-i18n.h"

struct _HammerEntryRequest
{
  GObject                 parent_instance;

  gint64                  id;
  char                   *name;
  char                   *club;
  HammerEntryRequestState state;
  gint64                  player_id;
  GArray                 *event_ids;    /* gint64 */
  GPtrArray              *event_names;  /* char * */
  GArray                 *event_drawn;  /* gboolean, in step with them */
  char                   *key;
  gint64                  listed_id;
  char                   *listed_name;
};

G_DEFINE_FINAL_TYPE (HammerEntryRequest, hammer_entry_request, G_TYPE_OBJECT)

static const char *const state_names[] = { "waiting", "accepted", "declined" };

const char *
hammer_entry_request_state_to_string (HammerEntryRequestState state)
{
  g_return_val_if_fail ((guint) state < G_N_ELEMENTS (state_names), NULL);

  return state_names[state];
}

gboolean
hammer_entry_request_state_from_string (const char              *text,
                                        HammerEntryRequestState *state)
{
  g_return_val_if_fail (state != NULL, FALSE);

  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (state_names); i++)
    if (g_str_equal (text, state_names[i]))
      {
        *state = (HammerEntryRequestState) i;
        return TRUE;
      }
  return FALSE;
}

static void
hammer_entry_request_finalize (GObject *object)
{
  HammerEntryRequest *self = HAMMER_ENTRY_REQUEST (object);

  g_free (self->name);
  g_free (self->club);
  g_free (self->key);
  g_free (self->listed_name);
  g_clear_pointer (&self->event_ids, g_array_unref);
  g_clear_pointer (&self->event_names, g_ptr_array_unref);
  g_clear_pointer (&self->event_drawn, g_array_unref);
  G_OBJECT_CLASS (hammer_entry_request_parent_class)->finalize (object);
}

static void
hammer_entry_request_class_init (HammerEntryRequestClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_entry_request_finalize;
}

static void
hammer_entry_request_init (HammerEntryRequest *self)
{
  self->event_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->event_names = g_ptr_array_new_with_free_func (g_free);
  self->event_drawn = g_array_new (FALSE, TRUE, sizeof (gboolean));
}

HammerEntryRequest *
hammer_entry_request_new (gint64                   id,
                          const char              *name,
                          const char              *club,
                          HammerEntryRequestState  state,
                          gint64                   player_id,
                          const gint64            *event_ids,
                          const char * const      *event_names,
                          guint                    n_events,
                          const char              *key)
{
  HammerEntryRequest *self;

  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (n_events == 0 || (event_ids != NULL && event_names != NULL), NULL);

  self = g_object_new (HAMMER_TYPE_ENTRY_REQUEST, NULL);
  self->id = id;
  self->name = g_strdup (name);
  self->club = g_strdup (club != NULL ? club : "");
  self->state = state;
  self->player_id = player_id;
  self->key = g_strdup (key);
  g_array_append_vals (self->event_ids, event_ids, n_events);
  for (guint i = 0; i < n_events; i++)
    g_ptr_array_add (self->event_names, g_strdup (event_names[i] != NULL ? event_names[i] : ""));
  g_array_set_size (self->event_drawn, n_events);
  return self;
}

gint64
hammer_entry_request_get_id (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), 0);

  return self->id;
}

const char *
hammer_entry_request_get_name (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), NULL);

  return self->name;
}

const char *
hammer_entry_request_get_club (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), NULL);

  return self->club;
}

HammerEntryRequestState
hammer_entry_request_get_state (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), HAMMER_ENTRY_REQUEST_WAITING);

  return self->state;
}

gint64
hammer_entry_request_get_player (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), 0);

  return self->player_id;
}

guint
hammer_entry_request_get_n_events (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), 0);

  return self->event_ids->len;
}

gint64
hammer_entry_request_get_event_id (HammerEntryRequest *self,
                                   guint               index)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), 0);
  g_return_val_if_fail (index < self->event_ids->len, 0);

  return g_array_index (self->event_ids, gint64, index);
}

const char *
hammer_entry_request_get_event_name (HammerEntryRequest *self,
                                     guint               index)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), NULL);
  g_return_val_if_fail (index < self->event_names->len, NULL);

  return g_ptr_array_index (self->event_names, index);
}

char *
hammer_entry_request_dup_events_text (HammerEntryRequest *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) joined = NULL;

  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), NULL);

  for (guint i = 0; i < self->event_names->len; i++)
    g_strv_builder_add (names, g_ptr_array_index (self->event_names, i));
  joined = g_strv_builder_end (names);
  return g_strjoinv (", ", joined);
}

const char *
hammer_entry_request_get_key (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), NULL);

  return self->key;
}

void
hammer_entry_request_set_listed (HammerEntryRequest *self,
                                 gint64              player_id,
                                 const char         *name)
{
  g_return_if_fail (HAMMER_IS_ENTRY_REQUEST (self));
  g_return_if_fail (player_id >= 0);

  self->listed_id = player_id;
  g_free (self->listed_name);
  self->listed_name = player_id > 0 ? g_strdup (name) : NULL;
}

gint64
hammer_entry_request_get_listed_player (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), 0);

  return self->listed_id;
}

const char *
hammer_entry_request_get_listed_name (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), NULL);

  return self->listed_name;
}

char *
hammer_entry_request_dup_listed_text (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), NULL);

  if (self->listed_id == 0)
    return NULL;
  /* TRANSLATORS: said of a late entry asked in the name of a player on the
   * list already; %s is that player's name as the list has it, then their
   * number. */
  return g_strdup_printf (_("Already on the list as %s (player %" PRId64 ")"),
                          self->listed_name, self->listed_id);
}

void
hammer_entry_request_set_event_drawn (HammerEntryRequest *self,
                                      guint               index,
                                      gboolean            drawn)
{
  g_return_if_fail (HAMMER_IS_ENTRY_REQUEST (self));
  g_return_if_fail (index < self->event_drawn->len);

  g_array_index (self->event_drawn, gboolean, index) = drawn;
}

char *
hammer_entry_request_dup_drawn_text (HammerEntryRequest *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUEST (self), NULL);

  for (guint i = 0; i < self->event_drawn->len; i++)
    if (g_array_index (self->event_drawn, gboolean, i))
      /* TRANSLATORS: said of a late entry asked for before an event it
       * names was drawn; %s is that event's name. */
      return g_strdup_printf (_("%s is drawn already: decline the late entry, or enter the "
                                "player in another event"),
                              (const char *) g_ptr_array_index (self->event_names, i));
  return NULL;
}
