/* hammer-day-player-item.c — a player of a day as the registration desk
 * lists them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "hammer-day-player-item.h"
#include "hammer-i18n.h"
#include "hammer-money.h"

struct _HammerDayPlayerItem
{
  GObject  parent_instance;

  gint64   player_id;
  char    *name;
  char    *club;
  char    *search_key;
  char    *currency;
  gboolean checked_in;
  gboolean phone_key;
  HammerFeeSum fees;
  char    *events_text;
  char    *money_text;
  GArray  *entries;      /* HammerDayPlayerItemEntry, names owned */
};

G_DEFINE_FINAL_TYPE (HammerDayPlayerItem, hammer_day_player_item, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_PLAYER_ID,
  PROP_NAME,
  PROP_CLUB,
  PROP_CHECKED_IN,
  PROP_DUE,
  PROP_PAID,
  PROP_REFUNDED,
  PROP_OUTSTANDING,
  PROP_EVENTS_TEXT,
  PROP_MONEY_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
clear_entry (HammerDayPlayerItemEntry *entry)
{
  g_free ((char *) entry->event_name);
}

/* The ways the player paid, "cash, transfer", in the order of the methods. */
static char *
methods_text (const HammerDayPlayer *player)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (HammerPaymentMethod method = HAMMER_PAYMENT_CASH; method <= HAMMER_PAYMENT_OTHER; method++)
    {
      gboolean used = FALSE;

      for (guint e = 0; e < player->entries->len; e++)
        used |= g_array_index (player->entries, HammerDayEntry, e).method == method;
      if (!used)
        continue;
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, hammer_payment_method_label (method));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What they paid and what is still due, without what was given back. */
static char *
paid_text (const HammerDayPlayer *player,
           const char            *currency)
{
  const HammerFeeSum *fees = &player->fees;
  g_autofree char *due = hammer_money_format (fees->due, currency);
  g_autofree char *paid = hammer_money_format (fees->paid, currency);
  g_autofree char *methods = methods_text (player);

  if (fees->due == 0 && fees->paid == 0)
    return g_strdup (_("No fee due"));
  if (fees->paid == 0)
    /* TRANSLATORS: what a player owes at the desk: "€ 10,00 due". */
    return g_strdup_printf (_("%s due"), due);
  if (fees->outstanding == 0)
    /* TRANSLATORS: a player paid everything: "€ 10,00 paid (Cash, Transfer)". */
    return g_strdup_printf (_("%s paid (%s)"), paid, methods);
  /* TRANSLATORS: a player paid part: "€ 5,00 of € 10,00 paid (Cash)". */
  return g_strdup_printf (_("%s of %s paid (%s)"), paid, due, methods);
}

static char *
money_text (const HammerDayPlayer *player,
            const char            *currency)
{
  g_autofree char *paid = paid_text (player, currency);
  g_autofree char *back = NULL;

  if (player->fees.refunded == 0)
    return g_steal_pointer (&paid);
  back = hammer_money_format (player->fees.refunded, currency);
  /* TRANSLATORS: a player's money at the desk, then what the desk gave
   * back: "€ 5,00 paid (Cash) · € 5,00 given back". */
  return g_strdup_printf (_("%s · %s given back"), paid, back);
}

/* @entry's event, and a team's partners: its fee is the team's, shown with
 * each of them, so the desk does not take it twice. */
static void
append_event_text (GString              *events,
                   const HammerDayEntry *entry,
                   const char           *name)
{
  g_auto(GStrv) names = NULL;
  g_autoptr(GPtrArray) partners = NULL;

  if (!entry->team || entry->team_names == NULL)
    {
      g_string_append (events, entry->event_name);
      return;
    }
  names = g_strsplit (entry->team_names, " / ", -1);
  partners = g_ptr_array_new ();
  for (guint i = 0; names[i] != NULL; i++)
    if (!g_str_equal (names[i], name))
      g_ptr_array_add (partners, names[i]);
  g_ptr_array_add (partners, NULL);
  {
    g_autofree char *with = g_strjoinv (", ", (char **) partners->pdata);

    /* TRANSLATORS: a team event at the desk and the player's partners:
     * "Doubles (team, with Dirk Visser)"; its fee is the team's, once. */
    g_string_append_printf (events, _("%s (team, with %s)"), entry->event_name, with);
  }
}

HammerDayPlayerItem *
hammer_day_player_item_new (const HammerDayPlayer *player,
                            const char            *currency)
{
  HammerDayPlayerItem *self;
  g_autoptr(GString) events = g_string_new (NULL);
  g_autofree char *folded_name = NULL;
  g_autofree char *folded_club = NULL;

  g_return_val_if_fail (player != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_DAY_PLAYER_ITEM, NULL);
  self->player_id = player->player;
  self->name = g_strdup (player->name);
  self->club = g_strdup (player->club);
  self->currency = g_strdup (currency);
  self->checked_in = player->checked_in != NULL;
  self->phone_key = player->phone_key;
  self->fees = player->fees;
  for (guint e = 0; e < player->entries->len; e++)
    {
      const HammerDayEntry *entry = &g_array_index (player->entries, HammerDayEntry, e);
      HammerDayPlayerItemEntry copy = {
        entry->event, g_strdup (entry->event_name), entry->fee, entry->method, entry->drawn,
        entry->paid, entry->refunded, entry->withdrawn,
      };

      g_array_append_val (self->entries, copy);
      if (events->len > 0)
        g_string_append (events, " · ");
      append_event_text (events, entry, player->name);
    }
  self->events_text = g_string_free (g_steal_pointer (&events), FALSE);
  self->money_text = money_text (player, currency);
  folded_name = hammer_i18n_fold_name (player->name);
  folded_club = hammer_i18n_fold_name (player->club != NULL ? player->club : "");
  self->search_key = g_strconcat (folded_name, "\n", folded_club, NULL);
  return self;
}

gint64
hammer_day_player_item_get_player_id (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), 0);
  return self->player_id;
}

const char *
hammer_day_player_item_get_name (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), NULL);
  return self->name;
}

const char *
hammer_day_player_item_get_currency (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), NULL);
  return self->currency;
}

gboolean
hammer_day_player_item_get_checked_in (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), FALSE);
  return self->checked_in;
}

gboolean
hammer_day_player_item_get_phone_key (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), FALSE);
  return self->phone_key;
}

gint64
hammer_day_player_item_get_due (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), 0);
  return self->fees.due;
}

gint64
hammer_day_player_item_get_paid (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), 0);
  return self->fees.paid;
}

gint64
hammer_day_player_item_get_refunded (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), 0);
  return self->fees.refunded;
}

gint64
hammer_day_player_item_get_outstanding (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), 0);
  return self->fees.outstanding;
}

const char *
hammer_day_player_item_get_events_text (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), NULL);
  return self->events_text;
}

const char *
hammer_day_player_item_get_money_text (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), NULL);
  return self->money_text;
}

guint
hammer_day_player_item_get_n_entries (HammerDayPlayerItem *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), 0);
  return self->entries->len;
}

const HammerDayPlayerItemEntry *
hammer_day_player_item_get_entry (HammerDayPlayerItem *self,
                                  guint                index)
{
  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), NULL);
  g_return_val_if_fail (index < self->entries->len, NULL);
  return &g_array_index (self->entries, HammerDayPlayerItemEntry, index);
}

gboolean
hammer_day_player_item_matches (HammerDayPlayerItem *self,
                                const char          *text)
{
  g_autofree char *folded = NULL;

  g_return_val_if_fail (HAMMER_IS_DAY_PLAYER_ITEM (self), FALSE);

  if (text == NULL || *text == '\0')
    return TRUE;
  folded = hammer_i18n_fold_name (text);
  return strstr (self->search_key, folded) != NULL;
}

static void
hammer_day_player_item_finalize (GObject *object)
{
  HammerDayPlayerItem *self = HAMMER_DAY_PLAYER_ITEM (object);

  g_free (self->name);
  g_free (self->club);
  g_free (self->search_key);
  g_free (self->currency);
  g_free (self->events_text);
  g_free (self->money_text);
  g_array_unref (self->entries);
  G_OBJECT_CLASS (hammer_day_player_item_parent_class)->finalize (object);
}

static void
hammer_day_player_item_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  HammerDayPlayerItem *self = HAMMER_DAY_PLAYER_ITEM (object);

  switch (prop_id)
    {
    case PROP_PLAYER_ID: g_value_set_int64 (value, self->player_id); break;
    case PROP_NAME: g_value_set_string (value, self->name); break;
    case PROP_CLUB: g_value_set_string (value, self->club); break;
    case PROP_CHECKED_IN: g_value_set_boolean (value, self->checked_in); break;
    case PROP_DUE: g_value_set_int64 (value, self->fees.due); break;
    case PROP_PAID: g_value_set_int64 (value, self->fees.paid); break;
    case PROP_REFUNDED: g_value_set_int64 (value, self->fees.refunded); break;
    case PROP_OUTSTANDING: g_value_set_int64 (value, self->fees.outstanding); break;
    case PROP_EVENTS_TEXT: g_value_set_string (value, self->events_text); break;
    case PROP_MONEY_TEXT: g_value_set_string (value, self->money_text); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_day_player_item_class_init (HammerDayPlayerItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  const GParamFlags flags = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS;

  object_class->finalize = hammer_day_player_item_finalize;
  object_class->get_property = hammer_day_player_item_get_property;

  properties[PROP_PLAYER_ID] = g_param_spec_int64 ("player-id", NULL, NULL, 0, G_MAXINT64, 0,
                                                   flags);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, flags);
  properties[PROP_CLUB] = g_param_spec_string ("club", NULL, NULL, NULL, flags);
  properties[PROP_CHECKED_IN] = g_param_spec_boolean ("checked-in", NULL, NULL, FALSE, flags);
  properties[PROP_DUE] = g_param_spec_int64 ("due", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_PAID] = g_param_spec_int64 ("paid", NULL, NULL, 0, G_MAXINT64, 0, flags);
  properties[PROP_REFUNDED] = g_param_spec_int64 ("refunded", NULL, NULL, 0, G_MAXINT64, 0,
                                                  flags);
  properties[PROP_OUTSTANDING] = g_param_spec_int64 ("outstanding", NULL, NULL, 0, G_MAXINT64,
                                                     0, flags);
  properties[PROP_EVENTS_TEXT] = g_param_spec_string ("events-text", NULL, NULL, NULL, flags);
  properties[PROP_MONEY_TEXT] = g_param_spec_string ("money-text", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
hammer_day_player_item_init (HammerDayPlayerItem *self)
{
  self->entries = g_array_new (FALSE, TRUE, sizeof (HammerDayPlayerItemEntry));
  g_array_set_clear_func (self->entries, (GDestroyNotify) clear_entry);
}
