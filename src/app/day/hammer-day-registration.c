/* hammer-day-registration.c — the registration desk of a tournament day:
 * every player as a row (a HammerDayPlayerItem) found by typing a name,
 * checked in and out, paid and paid back, their receipt printed (the rows
 * with their menus in hammer-day-registration-rows.c, late entries in
 * hammer-day-registration-late.c); the counts of the day above them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-day-desk.h"
#include "events/hammer-events.h"
#include "sheets/hammer-day-sheets.h"

#include "hammer-app-utils.h"
#include "hammer-day-paper.h"
#include "hammer-day-pay-dialog.h"
#include "hammer-day-player-item.h"
#include "hammer-day-registration-private.h"
#include "hammer-money.h"
#include "hammer-phone-check-in.h"
#include "hammer-phone-link-dialog.h"
#include "hammer-window.h"

G_DEFINE_FINAL_TYPE (HammerDayRegistration, hammer_day_registration, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_NARROW,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
filter_player (gpointer item,
               gpointer user_data)
{
  HammerDayRegistration *self = user_data;

  return hammer_day_player_item_matches (item, self->search_text);
}

static void
search_changed_cb (HammerDayRegistration *self)
{
  g_free (self->search_text);
  self->search_text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (
                                                                     self->search_entry))));
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
}

/* "38 of 52 players checked in · € 125,00 outstanding": the day's
 * outstanding as the core sums it, a team's fee once. */
static void
show_counts (HammerDayRegistration *self,
             HammerDayRegister     *reg)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));
  guint n_in = 0;
  g_autofree char *checked = NULL;
  g_autofree char *money = NULL;
  g_autofree char *text = NULL;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerDayPlayerItem) item = g_list_model_get_item (G_LIST_MODEL (self->players), i);

      n_in += hammer_day_player_item_get_checked_in (item);
    }
  /* TRANSLATORS: the desk's count: "38 of 52 players checked in". */
  checked = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u player checked in",
                                          "%u of %u players checked in", n), n_in, n);
  money = hammer_money_format (reg->fees.outstanding, reg->currency);
  /* TRANSLATORS: the desk's counts: "38 of 52 players checked in · € 125,00 outstanding". */
  text = g_strdup_printf (_("%s · %s outstanding"), checked, money);
  gtk_label_set_label (self->counts_label, text);
}

static void
show_register (HammerDayRegistration *self,
               HammerDayRegister     *reg)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint p = 0; p < reg->players->len; p++)
    g_ptr_array_add (items, hammer_day_player_item_new (g_ptr_array_index (reg->players, p),
                                                        reg->currency));
  g_list_store_splice (self->players, 0, g_list_model_get_n_items (G_LIST_MODEL (self->players)),
                       items->pdata, items->len);
  show_counts (self, reg);
}

static void
update_empty (HammerDayRegistration *self)
{
  guint n_shown = g_list_model_get_n_items (G_LIST_MODEL (self->shown));

  gtk_widget_set_visible (GTK_WIDGET (self->players_list), n_shown > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->empty_label), n_shown == 0);
  gtk_label_set_label (self->empty_label,
                       g_list_model_get_n_items (G_LIST_MODEL (self->players)) == 0
                       ? _("Nobody is entered in an event of this day yet")
                       : _("No player of the day has that name"));
}

static void
register_read_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(HammerDayRegistration) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerDayRegister) reg = hammer_days_get_register_finish (HAMMER_STORE (source),
                                                                       result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->reading);
  if (reg == NULL)
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  show_register (self, reg);
}

static void
reload (HammerDayRegistration *self)
{
  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  if (self->store == NULL || self->day_id == 0)
    return;
  self->reading = g_cancellable_new ();
  hammer_days_get_register_async (self->store, self->day_id, self->reading, register_read_cb,
                                  g_object_ref (self));
}

static void
store_changes_cb (HammerDayRegistration *self,
                  HammerChangeSet       *changes)
{
  static const HammerTable tables[] = {
    HAMMER_TABLE_DAYS, HAMMER_TABLE_DAY_CHECK_INS, HAMMER_TABLE_EVENTS, HAMMER_TABLE_ENTRANTS,
    HAMMER_TABLE_ENTRANT_PLAYERS, HAMMER_TABLE_PLAYERS,
  };
  guint n_rows = 0;

  /* Another connection's write the change log does not hold: a player's
   * own key handed out by the hall server's check-in page, say. */
  hammer_change_set_get_rows (changes, &n_rows);
  if (!hammer_change_set_is_own (changes) && n_rows == 0)
    {
      reload (self);
      return;
    }
  for (guint i = 0; i < G_N_ELEMENTS (tables); i++)
    if (hammer_change_set_touches (changes, tables[i]))
      {
        reload (self);
        return;
      }
}

/* The desk's writes */

void
_hammer_day_registration_update_actions (HammerDayRegistration *self)
{
  gboolean idle = self->store != NULL && self->day_id != 0 && self->n_writes == 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "desk.check-in", idle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "desk.pay", idle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "desk.pay-amount", idle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "desk.refund", idle);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "desk.late-entry",
                                 idle && self->event_ids->len > 0);
}

void
_hammer_day_registration_edit_free (DeskEdit *edit)
{
  g_object_unref (edit->view);
  g_free (edit->done);
  g_free (edit);
}

DeskEdit *
_hammer_day_registration_begin_edit (HammerDayRegistration *self,
                                     char                  *done)
{
  DeskEdit *edit = g_new0 (DeskEdit, 1);

  edit->view = g_object_ref (self);
  edit->done = done;
  self->n_writes++;
  _hammer_day_registration_update_actions (self);
  return edit;
}

void
_hammer_day_registration_end_edit (DeskEdit     *edit,
                                   gboolean      done,
                                   gint64        change_id,
                                   const GError *error)
{
  HammerDayRegistration *self = edit->view;

  self->n_writes--;
  _hammer_day_registration_update_actions (self);
  if (!done)
    {
      hammer_window_report_refusal_near (GTK_WIDGET (self), error);
      return;
    }
  hammer_window_report_change_near (GTK_WIDGET (self), edit->done, change_id);
}

static void
check_in_done_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(DeskEdit) edit = user_data;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;
  gboolean done = hammer_days_check_in_finish (HAMMER_STORE (source), result, &change_id,
                                               &error);

  _hammer_day_registration_end_edit (edit, done, change_id, error);
}

static void
pay_done_cb (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(DeskEdit) edit = user_data;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;
  gboolean done = hammer_days_pay_finish (HAMMER_STORE (source), result, &change_id, &error);

  _hammer_day_registration_end_edit (edit, done, change_id, error);
}

static HammerDayPlayerItem *
find_player (HammerDayRegistration *self,
             gint64                 player_id)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->players));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerDayPlayerItem) item = g_list_model_get_item (G_LIST_MODEL (self->players), i);

      if (hammer_day_player_item_get_player_id (item) == player_id)
        return item;
    }
  return NULL;
}

static const char *
entry_name (HammerDayPlayerItem *item,
            gint64               event_id)
{
  for (guint e = 0; e < hammer_day_player_item_get_n_entries (item); e++)
    {
      const HammerDayPlayerItemEntry *entry = hammer_day_player_item_get_entry (item, e);

      if (entry->event == event_id)
        return entry->event_name;
    }
  return "";
}

static void
check_in_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (widget);
  gint64 player_id;
  gboolean in;
  HammerDayPlayerItem *item;
  char *done;

  g_variant_get (parameter, "(xb)", &player_id, &in);
  if (self->store == NULL || (item = find_player (self, player_id)) == NULL)
    return;
  done = in
    /* TRANSLATORS: a toast: "Anna Bakker checked in". */
    ? g_strdup_printf (_("%s checked in"), hammer_day_player_item_get_name (item))
    /* TRANSLATORS: a toast: "Anna Bakker no longer checked in". */
    : g_strdup_printf (_("%s no longer checked in"), hammer_day_player_item_get_name (item));
  hammer_days_check_in_async (self->store, self->day_id, player_id, in, self->writing,
                              check_in_done_cb,
                              _hammer_day_registration_begin_edit (self, done));
}

/* The toast of a payment: "Anna Bakker paid: Cash", "Anna Bakker paid
 * Singles: Transfer", "Anna Bakker’s payment taken back". */
static char *
pay_text (HammerDayPlayerItem *item,
          gint64               event_id,
          HammerPaymentMethod  method)
{
  const char *name = hammer_day_player_item_get_name (item);

  if (method == HAMMER_PAYMENT_NONE && event_id == 0)
    /* TRANSLATORS: a toast: "Anna Bakker’s payment taken back". */
    return g_strdup_printf (_("%s’s payment taken back"), name);
  if (method == HAMMER_PAYMENT_NONE)
    /* TRANSLATORS: a toast: "Anna Bakker’s payment for Singles taken back". */
    return g_strdup_printf (_("%s’s payment for %s taken back"), name,
                            entry_name (item, event_id));
  if (event_id == 0)
    /* TRANSLATORS: a toast: "Anna Bakker paid every fee: Cash". */
    return g_strdup_printf (_("%s paid every fee: %s"), name,
                            hammer_payment_method_label (method));
  /* TRANSLATORS: a toast: "Anna Bakker paid Singles: Transfer". */
  return g_strdup_printf (_("%s paid %s: %s"), name, entry_name (item, event_id),
                          hammer_payment_method_label (method));
}

static void
pay_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (widget);
  gint64 player_id, event_id;
  const char *method_text;
  HammerPaymentMethod method = HAMMER_PAYMENT_NONE;
  HammerDayPlayerItem *item;

  g_variant_get (parameter, "(xx&s)", &player_id, &event_id, &method_text);
  if (self->store == NULL || (item = find_player (self, player_id)) == NULL ||
      (g_strcmp0 (method_text, "none") != 0 &&
       !hammer_payment_method_from_string (method_text, &method)))
    return;
  hammer_days_pay_async (self->store, self->day_id, player_id, event_id, method, -1,
                         self->writing, pay_done_cb,
                         _hammer_day_registration_begin_edit (self,
                                                              pay_text (item, event_id, method)));
}

/* An amount of its own for one event: the dialog records it. */
static void
pay_amount_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (widget);
  HammerDayPlayerItem *item = find_player (self, g_variant_get_int64 (parameter));
  GtkRoot *root = gtk_widget_get_root (widget);

  if (self->store == NULL || item == NULL || hammer_day_player_item_get_n_entries (item) == 0)
    return;
  gtk_window_present (GTK_WINDOW (hammer_day_pay_dialog_new (GTK_IS_WINDOW (root)
                                                             ? GTK_WINDOW (root) : NULL,
                                                             widget, self->store, self->day_id,
                                                             item, FALSE)));
}

/* Refund…: the dialog gives back part or all of one event's fee paid, of
 * an event the player withdrew from. */
static void
refund_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (widget);
  HammerDayPlayerItem *item = find_player (self, g_variant_get_int64 (parameter));
  GtkRoot *root = gtk_widget_get_root (widget);

  if (self->store == NULL || item == NULL || !_hammer_day_registration_has_refundable (item))
    return;
  gtk_window_present (GTK_WINDOW (hammer_day_pay_dialog_new (GTK_IS_WINDOW (root)
                                                             ? GTK_WINDOW (root) : NULL,
                                                             widget, self->store, self->day_id,
                                                             item, TRUE)));
}

/* New Phone Link…: asks, then the player scans their new link at the desk. */
static void
new_phone_link_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (widget);
  HammerDayPlayerItem *item = find_player (self, g_variant_get_int64 (parameter));

  if (self->store == NULL || item == NULL || !hammer_day_player_item_get_phone_key (item))
    return;
  hammer_phone_link_dialog_ask (widget, self->store, 0, self->day_id,
                                hammer_day_player_item_get_player_id (item),
                                hammer_day_player_item_get_name (item));
}

static void
print_receipt_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (widget);

  if (self->store != NULL && self->day_id != 0)
    hammer_day_paper_print (widget, self->store, self->day_id, HAMMER_DAY_SHEET_RECEIPT,
                            g_variant_get_int64 (parameter));
}

void
hammer_day_registration_set_narrow (HammerDayRegistration *self,
                                    gboolean               narrow)
{
  GtkWidget *row;

  g_return_if_fail (HAMMER_IS_DAY_REGISTRATION (self));

  if (self->narrow == !!narrow)
    return;
  self->narrow = !!narrow;
  for (row = gtk_widget_get_first_child (GTK_WIDGET (self->players_list)); row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (g_object_get_data (G_OBJECT (row), "hammer-more") != NULL)
      _hammer_day_registration_row_set_narrow (row, self->narrow);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NARROW]);
}

void
hammer_day_registration_set_day (HammerDayRegistration *self,
                                 HammerStore           *store,
                                 gint64                 day_id)
{
  g_return_if_fail (HAMMER_IS_DAY_REGISTRATION (self));
  g_return_if_fail (store == NULL || HAMMER_IS_STORE (store));

  if (!hammer_follow_store (&self->store, store, G_CALLBACK (store_changes_cb), self) &&
      self->day_id == day_id)
    return;
  if (self->day_id != day_id)
    g_list_store_remove_all (self->players);
  self->day_id = day_id;
  hammer_phone_check_in_set_scope (self->phone_check_in, store, 0, day_id);
  _hammer_day_registration_update_actions (self);
  reload (self);
}

GListModel *
hammer_day_registration_get_players (HammerDayRegistration *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_REGISTRATION (self), NULL);

  return G_LIST_MODEL (self->shown);
}

gboolean
hammer_day_registration_get_busy (HammerDayRegistration *self)
{
  g_return_val_if_fail (HAMMER_IS_DAY_REGISTRATION (self), FALSE);

  return self->reading != NULL || self->n_writes > 0;
}

static void
hammer_day_registration_dispose (GObject *object)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (object);
  GtkWidget *child;

  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  hammer_follow_store (&self->store, NULL, G_CALLBACK (store_changes_cb), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_DAY_REGISTRATION);
  /* The view's child is no template child: it goes by hand. */
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  g_clear_object (&self->shown);
  g_clear_object (&self->filter);
  g_clear_object (&self->players);
  G_OBJECT_CLASS (hammer_day_registration_parent_class)->dispose (object);
}

static void
hammer_day_registration_finalize (GObject *object)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (object);

  g_free (self->search_text);
  g_array_unref (self->event_ids);
  G_OBJECT_CLASS (hammer_day_registration_parent_class)->finalize (object);
}

static void
hammer_day_registration_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (object);

  switch (prop_id)
    {
    case PROP_NARROW:
      g_value_set_boolean (value, self->narrow);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_day_registration_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  HammerDayRegistration *self = HAMMER_DAY_REGISTRATION (object);

  switch (prop_id)
    {
    case PROP_NARROW:
      hammer_day_registration_set_narrow (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_day_registration_class_init (HammerDayRegistrationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_day_registration_dispose;
  object_class->finalize = hammer_day_registration_finalize;
  object_class->get_property = hammer_day_registration_get_property;
  object_class->set_property = hammer_day_registration_set_property;

  /* A phone's width: Check In and Pay are in each row's menu. */
  properties[PROP_NARROW] =
    g_param_spec_boolean ("narrow", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HAMMER_TYPE_PHONE_CHECK_IN);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/day/"
                                               "hammer-day-registration.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerDayRegistration, phone_check_in);
  gtk_widget_class_bind_template_child (widget_class, HammerDayRegistration, counts_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDayRegistration, search_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerDayRegistration, players_list);
  gtk_widget_class_bind_template_child (widget_class, HammerDayRegistration, empty_label);
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);

  gtk_widget_class_install_action (widget_class, "desk.check-in", "(xb)", check_in_action);
  gtk_widget_class_install_action (widget_class, "desk.pay", "(xxs)", pay_action);
  gtk_widget_class_install_action (widget_class, "desk.pay-amount", "x", pay_amount_action);
  gtk_widget_class_install_action (widget_class, "desk.refund", "x", refund_action);
  gtk_widget_class_install_action (widget_class, "desk.print-receipt", "x",
                                   print_receipt_action);
  gtk_widget_class_install_action (widget_class, "desk.new-phone-link", "x",
                                   new_phone_link_action);
  _hammer_day_registration_class_late_init (widget_class);
}

static void
hammer_day_registration_init (HammerDayRegistration *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  _hammer_day_registration_late_init (self);
  self->event_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->writing = g_cancellable_new ();
  self->players = g_list_store_new (HAMMER_TYPE_DAY_PLAYER_ITEM);
  self->filter = gtk_custom_filter_new (filter_player, self, NULL);
  self->shown = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->players)),
                                           GTK_FILTER (g_object_ref (self->filter)));
  g_signal_connect_object (self->shown, "items-changed", G_CALLBACK (update_empty), self,
                           G_CONNECT_SWAPPED);
  gtk_list_box_bind_model (self->players_list, G_LIST_MODEL (self->shown),
                           _hammer_day_registration_row_new, self,
                           NULL);
  update_empty (self);
  _hammer_day_registration_update_actions (self);
}
