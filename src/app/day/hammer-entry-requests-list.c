/* hammer-entry-requests-list.c — late entries from the phones, for the desk
 *
 * The list is read off the main thread at every change notice of the store
 * (the hall server writes a request through its own connection, which the
 * window's refresh notices within a second) and answered on the store's
 * writer. The names are the phones' text: shown as text, never markup.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-entry-requests.h"

#include "hammer-app-utils.h"
#include "hammer-entry-requests-list.h"
#include "hammer-window.h"

struct _HammerEntryRequestsList
{
  GtkWidget     parent_instance;

  GtkWidget    *box;
  GtkLabel     *heading_label;
  GtkListBox   *list_box;

  HammerStore  *store;
  gint64        event_id;
  gint64        day_id;
  GCancellable *reading;
  GCancellable *writing;
  guint         n_shown;
  guint         n_writes;
};

G_DEFINE_FINAL_TYPE (HammerEntryRequestsList, hammer_entry_requests_list, GTK_TYPE_WIDGET)

static gboolean
has_scope (HammerEntryRequestsList *self)
{
  return self->store != NULL && (self->event_id > 0) != (self->day_id > 0);
}

static void reload (HammerEntryRequestsList *self);

static void
answer_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(HammerEntryRequestsList) self = user_data;
  g_autoptr(GError) error = NULL;

  self->n_writes--;
  if (!hammer_entry_requests_answer_finish (HAMMER_STORE (source), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    hammer_window_report_refusal_near (GTK_WIDGET (self), error);
  reload (self);
}

static void
answer (GtkButton *button,
        gboolean   accept)
{
  HammerEntryRequestsList *self = g_object_get_data (G_OBJECT (button), "list");
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (button), "request"));
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_LIST_BOX_ROW);

  if (self->store == NULL || id <= 0)
    return;
  /* Answered once: the row waits for the list read again. */
  if (row != NULL)
    gtk_widget_set_sensitive (row, FALSE);
  self->n_writes++;
  hammer_entry_requests_answer_async (self->store, id, accept, self->writing, answer_cb,
                                      g_object_ref (self));
}

static void
accept_clicked_cb (GtkButton *button)
{
  answer (button, TRUE);
}

static void
decline_clicked_cb (GtkButton *button)
{
  answer (button, FALSE);
}

static GtkWidget *
answer_button (HammerEntryRequestsList *self,
               HammerEntryRequest      *request,
               gboolean                 accept)
{
  const char *name = hammer_entry_request_get_name (request);
  GtkWidget *button = gtk_button_new_with_mnemonic (accept ? _("_Accept") : _("_Decline"));
  /* TRANSLATORS: what a screen reader says of a button beside a late
   * entry; %s is the player's name. */
  g_autofree char *label = g_strdup_printf (accept ? _("Accept the late entry of %s")
                                                   : _("Decline the late entry of %s"), name);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  if (accept)
    gtk_widget_add_css_class (button, "suggested-action");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  g_object_set_data (G_OBJECT (button), "list", self);
  g_object_set_data (G_OBJECT (button), "request",
                     GSIZE_TO_POINTER ((gsize) hammer_entry_request_get_id (request)));
  g_signal_connect (button, "clicked",
                    accept ? G_CALLBACK (accept_clicked_cb) : G_CALLBACK (decline_clicked_cb),
                    NULL);
  return button;
}

static GtkWidget *
request_row (HammerEntryRequestsList *self,
             HammerEntryRequest      *request)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *texts = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  g_autofree char *events = hammer_entry_request_dup_events_text (request);
  const char *club = hammer_entry_request_get_club (request);
  /* TRANSLATORS: under a late entry's name: its club, then the events asked for. */
  g_autofree char *details = *club != '\0' ? g_strdup_printf (_("%s · %s"), club, events)
                                           : g_strdup (events);
  GtkWidget *name = hammer_label_new (hammer_entry_request_get_name (request), 0, "heading");
  GtkWidget *detail = hammer_label_new (details, 0, "dim-label");
  g_autofree char *drawn = hammer_entry_request_dup_drawn_text (request);
  GtkWidget *accept;

  gtk_label_set_wrap (GTK_LABEL (name), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (name), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_wrap (GTK_LABEL (detail), TRUE);
  gtk_widget_set_hexpand (texts, TRUE);
  gtk_box_append (GTK_BOX (texts), name);
  gtk_box_append (GTK_BOX (texts), detail);
  if (hammer_entry_request_get_listed_player (request) > 0)
    {
      /* Someone asked in the name of a player on the list: accepting
       * enters that player, and the phone gets no link to their page. */
      g_autofree char *note = hammer_entry_request_dup_listed_text (request);
      g_autofree char *text = g_strdup_printf (
        /* TRANSLATORS: under a late entry; %s says whom it names, as in
         * "Already on the list as Anna Bakker (player 5)". */
        _("%s: the phone gets no link to that player's page"), note);
      GtkWidget *listed = hammer_label_new (text, 0, "warning");

      gtk_label_set_wrap (GTK_LABEL (listed), TRUE);
      gtk_box_append (GTK_BOX (texts), listed);
    }
  if (drawn != NULL)
    {
      /* Asked for before the draw: only declining is left. */
      GtkWidget *closed = hammer_label_new (drawn, 0, "warning");

      gtk_label_set_wrap (GTK_LABEL (closed), TRUE);
      gtk_box_append (GTK_BOX (texts), closed);
    }
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_box_append (GTK_BOX (box), texts);
  gtk_box_append (GTK_BOX (box), answer_button (self, request, FALSE));
  accept = answer_button (self, request, TRUE);
  if (drawn != NULL)
    {
      gtk_widget_set_sensitive (accept, FALSE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (accept),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, drawn, -1);
    }
  gtk_box_append (GTK_BOX (box), accept);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  return row;
}

static void
show_requests (HammerEntryRequestsList *self,
               GPtrArray               *requests)
{
  GtkWidget *child;
  g_autofree char *heading = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->list_box))) != NULL)
    gtk_list_box_remove (self->list_box, child);
  self->n_shown = requests != NULL ? requests->len : 0;
  for (guint i = 0; i < self->n_shown; i++)
    gtk_list_box_append (self->list_box, request_row (self, requests->pdata[i]));
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "%u late entry asked for from a phone",
                                          "%u late entries asked for from phones",
                                          self->n_shown), self->n_shown);
  gtk_label_set_text (self->heading_label, heading);
  gtk_widget_set_visible (self->box, self->n_shown > 0);
}

static void
read_cb (GObject      *source,
         GAsyncResult *result,
         gpointer      user_data)
{
  g_autoptr(HammerEntryRequestsList) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) requests = NULL;

  hammer_background_read_end ();
  requests = hammer_entry_requests_list_finish (HAMMER_STORE (source), result, &error);
  if (requests == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Could not read the late entries: %s", error->message);
      return;
    }
  g_clear_object (&self->reading);
  show_requests (self, requests);
}

static void
reload (HammerEntryRequestsList *self)
{
  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  if (!has_scope (self))
    {
      show_requests (self, NULL);
      return;
    }
  self->reading = g_cancellable_new ();
  hammer_background_read_begin ();
  hammer_entry_requests_list_async (self->store, self->event_id, self->day_id, self->reading,
                                    read_cb, g_object_ref (self));
}

static void
store_changes_cb (HammerEntryRequestsList *self)
{
  reload (self);
}

void
hammer_entry_requests_list_set_scope (HammerEntryRequestsList *self,
                                      HammerStore             *store,
                                      gint64                   event_id,
                                      gint64                   day_id)
{
  g_return_if_fail (HAMMER_IS_ENTRY_REQUESTS_LIST (self));
  g_return_if_fail (store == NULL || HAMMER_IS_STORE (store));

  if (!hammer_follow_store (&self->store, store, G_CALLBACK (store_changes_cb), self) &&
      self->event_id == event_id && self->day_id == day_id)
    return;
  self->event_id = event_id;
  self->day_id = day_id;
  reload (self);
}

guint
hammer_entry_requests_list_get_n (HammerEntryRequestsList *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUESTS_LIST (self), 0);

  return self->n_shown;
}

gboolean
hammer_entry_requests_list_get_busy (HammerEntryRequestsList *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRY_REQUESTS_LIST (self), FALSE);

  return self->reading != NULL || self->n_writes > 0;
}

static void
hammer_entry_requests_list_dispose (GObject *object)
{
  HammerEntryRequestsList *self = HAMMER_ENTRY_REQUESTS_LIST (object);

  g_cancellable_cancel (self->reading);
  g_clear_object (&self->reading);
  g_cancellable_cancel (self->writing);
  g_clear_object (&self->writing);
  hammer_follow_store (&self->store, NULL, G_CALLBACK (store_changes_cb), self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_ENTRY_REQUESTS_LIST);
  G_OBJECT_CLASS (hammer_entry_requests_list_parent_class)->dispose (object);
}

static void
hammer_entry_requests_list_class_init (HammerEntryRequestsListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_entry_requests_list_dispose;

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/day/"
                                               "hammer-entry-requests-list.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerEntryRequestsList, box);
  gtk_widget_class_bind_template_child (widget_class, HammerEntryRequestsList, heading_label);
  gtk_widget_class_bind_template_child (widget_class, HammerEntryRequestsList, list_box);
}

static void
hammer_entry_requests_list_init (HammerEntryRequestsList *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->writing = g_cancellable_new ();
}
