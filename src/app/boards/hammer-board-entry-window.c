/* hammer-board-entry-window.c
 *
 * The window runs the core's server in-process for one event, or for every
 * event of a day, while it is open: on loopback until the director
 * switches the local network on, at the port it was served at last time,
 * so that printed codes keep working, else at the port of the settings (or
 * any free one when that is taken, saying so). The server writes through
 * its own connection; the results it stores reach the views through the
 * desk's store (hammer-board-entry-results.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-application.h"
#include "events/hammer-day.h"
#include "events/hammer-event.h"
#include "events/hammer-events.h"
#include "hammer-board-entry-window-private.h"
#include "serve/hammer-board-entry.h"
#include "serve/hammer-check-in.h"
#include "serve/hammer-server-port.h"

G_DEFINE_FINAL_TYPE (HammerBoardEntryWindow, hammer_board_entry_window, ADW_TYPE_WINDOW)

/* The port a fresh installation serves at, when the settings are missing. */
#define DEFAULT_PORT 8470

/* The machine's IPv4 address on the local network, or %NULL without one.
 * A UDP socket "connected" to an address outside gives the address of the
 * interface the machine would send from (connecting a datagram socket
 * sends nothing); a machine without a route out is asked by its host name,
 * taking the first address that is not loopback. */
static char *
find_lan_address (void)
{
  g_autoptr(GSocket) probe = g_socket_new (G_SOCKET_FAMILY_IPV4, G_SOCKET_TYPE_DATAGRAM,
                                           G_SOCKET_PROTOCOL_UDP, NULL);
  g_autoptr(GSocketAddress) outside = g_inet_socket_address_new_from_string ("192.0.2.1", 9);
  g_autolist(GInetAddress) addresses = NULL;

  if (probe != NULL && g_socket_connect (probe, outside, NULL, NULL))
    {
      g_autoptr(GSocketAddress) local = g_socket_get_local_address (probe, NULL);
      GInetAddress *address = G_IS_INET_SOCKET_ADDRESS (local)
                                ? g_inet_socket_address_get_address (G_INET_SOCKET_ADDRESS (local))
                                : NULL;

      if (address != NULL && !g_inet_address_get_is_loopback (address) &&
          !g_inet_address_get_is_any (address))
        return g_inet_address_to_string (address);
    }

  addresses = g_resolver_lookup_by_name (g_resolver_get_default (), g_get_host_name (), NULL,
                                         NULL);
  for (GList *l = addresses; l != NULL; l = l->next)
    if (g_inet_address_get_family (l->data) == G_SOCKET_FAMILY_IPV4 &&
        !g_inet_address_get_is_loopback (l->data))
      return g_inet_address_to_string (l->data);
  return NULL;
}

static void
show_note (HammerBoardEntryWindow *self,
           const char             *note,
           gboolean                error)
{
  gtk_label_set_text (self->note_label, note != NULL ? note : "");
  gtk_widget_set_visible (GTK_WIDGET (self->note_label), note != NULL);
  if (error)
    gtk_widget_add_css_class (GTK_WIDGET (self->note_label), "error");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->note_label), "error");
}

GArray *
_hammer_board_entry_list_events (HammerBoardEntryWindow *self)
{
  g_autoptr(GError) error = NULL;
  GArray *events;

  if (self->day_id == 0)
    {
      events = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_array_append_val (events, self->event_id);
      return events;
    }
  if (!(events = hammer_days_get_event_ids (self->store, self->day_id, &error)))
    {
      g_warning ("Could not read the events of the day: %s", error->message);
      events = g_array_new (FALSE, FALSE, sizeof (gint64));
    }
  return events;
}

static void
stop_server (HammerBoardEntryWindow *self)
{
  if (self->server == NULL)
    return;
  g_signal_handlers_disconnect_by_data (self->server, self);
  hammer_server_stop (self->server);
  g_clear_object (&self->server);
}

static void
result_stored_cb (HammerBoardEntryWindow *self,
                  gint64                  match_id,
                  guint                   board)
{
  _hammer_board_entry_result_stored (self, match_id, board);
}

/* The boards under the address phones reach: the server's description
 * gives them under the address it listens on, which for the whole local
 * network is 0.0.0.0. */
static void
read_boards (HammerBoardEntryWindow *self)
{
  g_autoptr(GError) error = NULL;

  g_clear_pointer (&self->boards, g_ptr_array_unref);
  if (self->server != NULL && hammer_server_is_running (self->server) &&
      !(self->boards = hammer_board_entry_list_keys (self->store, self->event_id,
                                                     self->base_url, NULL, &error)))
    /* No codes to scan, and the user is told why rather than shown none. */
    _hammer_board_entry_report_error (self, error);
  if (self->boards == NULL)
    self->boards = g_ptr_array_new_with_free_func (g_object_unref);
}

/* The check-in page's address as phones reach it. */
static void
show_check_in (HammerBoardEntryWindow *self)
{
  g_autofree char *key = hammer_server_dup_check_in_key (self->server);
  g_autofree char *url = key != NULL ? hammer_check_in_page_url (self->base_url, key) : NULL;

  gtk_label_set_text (self->check_in_label, url != NULL ? url : _("Not serving"));
}

/* Nothing waits for it: the paper printed later reads it. */
static void
url_remembered_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!hammer_board_entry_set_url_finish (HAMMER_STORE (source), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_warning ("Could not remember the address of board entry: %s", error->message);
}

/* (Re)starts the server on loopback or on the local network, as the switch
 * says, and shows its address and the boards' codes. */
static void
start_server (HammerBoardEntryWindow *self)
{
  gboolean local = gtk_switch_get_active (self->network_switch);
  guint port = self->settings != NULL
                 ? (guint) g_settings_get_int (self->settings, "board-entry-port")
                 : DEFAULT_PORT;
  g_autofree char *lan = NULL;
  g_autofree char *note = NULL;
  g_autofree char *port_note = NULL;
  g_autofree char *paper_url = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = NULL;

  stop_server (self);
  g_clear_pointer (&self->base_url, g_free);
  if (local && !(lan = find_lan_address ()))
    {
      note = g_strdup (_("This computer is on no local network, so only it can reach board "
                         "entry."));
      local = FALSE;
      self->updating = TRUE;
      gtk_switch_set_active (self->network_switch, FALSE);
      self->updating = FALSE;
    }

  self->server = self->day_id != 0
                 ? hammer_server_new_for_day (hammer_store_get_path (self->store), self->day_id)
                 : hammer_server_new (hammer_store_get_path (self->store), self->event_id);
  g_signal_connect_object (self->server, "result-stored", G_CALLBACK (result_stored_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->server, "boards-changed",
                           G_CALLBACK (_hammer_board_entry_show_connected), self,
                           G_CONNECT_SWAPPED);
  /* Where the codes printed point, or at the port of the settings, or
   * (saying so) at a free one. */
  if (!hammer_server_start_keeping_port (self->server, self->store, local ? "0.0.0.0" : NULL, 0,
                                         port, &port_note, &error))
    {
      g_clear_object (&self->server);
      g_clear_pointer (&self->boards, g_ptr_array_unref);
      gtk_label_set_text (self->address_label, _("Not serving"));
      gtk_label_set_text (self->check_in_label, _("Not serving"));
      g_free (note);
      /* TRANSLATORS: %s says why the server could not start. */
      note = g_strdup_printf (_("Board entry could not start: %s"), error->message);
      show_note (self, note, TRUE);
      _hammer_board_entry_show_codes (self);
      return;
    }

  /* Phones reach a server on every address at the machine's own. */
  uri = g_uri_parse (hammer_server_get_url (self->server), G_URI_FLAGS_NONE, NULL);
  if (local && uri != NULL)
    self->base_url = g_strdup_printf ("http://%s:%d/", lan, g_uri_get_port (uri));
  else
    self->base_url = g_strdup (hammer_server_get_url (self->server));
  gtk_label_set_text (self->address_label, self->base_url);
  if (note != NULL && port_note != NULL)
    {
      char *both = g_strconcat (note, "\n", port_note, NULL);

      g_free (note);
      note = both;
    }
  show_note (self, note != NULL ? note : port_note, FALSE);

  /* Score sheets printed while no server runs carry the codes of this
   * address. No phone reaches loopback: while served there, they carry
   * the address phones reach once the local network is on. */
  if (!local && uri != NULL && (lan = find_lan_address ()) != NULL)
    paper_url = g_strdup_printf ("http://%s:%d/", lan, g_uri_get_port (uri));
  hammer_board_entry_set_url_async (self->store, self->day_id != 0 ? 0 : self->event_id,
                                    self->day_id, paper_url != NULL ? paper_url : self->base_url,
                                    self->cancellable, url_remembered_cb, NULL);

  read_boards (self);
  show_check_in (self);
  _hammer_board_entry_show_codes (self);
  _hammer_board_entry_show_connected (self);
}

static void
network_switch_cb (HammerBoardEntryWindow *self)
{
  if (!self->updating)
    start_server (self);
}

static void
confirm_set_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(HammerBoardEntryWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  /* The window closed meanwhile: nobody is there to tell. */
  if (!hammer_board_entry_set_confirm_finish (HAMMER_STORE (source), result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (self->store == NULL || g_cancellable_is_cancelled (self->cancellable))
    return;
  gtk_widget_set_sensitive (GTK_WIDGET (self->confirm_switch), TRUE);
  if (error != NULL)
    {
      _hammer_board_entry_report_error (self, error);
      /* The switch says what the store has, not what failed. */
      self->updating = TRUE;
      gtk_switch_set_active (self->confirm_switch,
                             hammer_board_entry_get_confirm (self->store, self->event_id));
      self->updating = FALSE;
    }
  _hammer_board_entry_show_waiting (self);
}

static void
confirm_switch_cb (HammerBoardEntryWindow *self)
{
  g_autoptr(GArray) events = NULL;

  if (self->updating)
    return;
  /* On a day the desk confirms the results of every event, or of none;
   * the switch waits while that is written. */
  events = _hammer_board_entry_list_events (self);
  gtk_widget_set_sensitive (GTK_WIDGET (self->confirm_switch), FALSE);
  hammer_board_entry_set_confirm_async (self->store, events,
                                        gtk_switch_get_active (self->confirm_switch),
                                        self->cancellable, confirm_set_cb, g_object_ref (self));
}

static void
players_set_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (!hammer_events_set_confirm_finish (HAMMER_STORE (source), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    _hammer_board_entry_report_error (HAMMER_BOARD_ENTRY_WINDOW (user_data), error);
}

/* Players agree to the boards' results first: on a day, in every event. */
static void
players_switch_cb (HammerBoardEntryWindow *self)
{
  g_autoptr(GArray) events = NULL;
  HammerConfirm confirm = gtk_switch_get_active (self->players_switch) ? HAMMER_CONFIRM_PLAYERS
                                                                       : HAMMER_CONFIRM_BOARD;

  if (self->updating)
    return;
  events = _hammer_board_entry_list_events (self);
  for (guint e = 0; e < events->len; e++)
    if (hammer_events_get_confirm (self->store, g_array_index (events, gint64, e)) != confirm)
      hammer_events_set_confirm_async (self->store, g_array_index (events, gint64, e), confirm,
                                       self->cancellable, players_set_cb, self);
}

/* Actions */

static void
renewed_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(HammerBoardEntryWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  /* The window closed meanwhile: nobody is there to tell, and no server
   * is to start again. */
  if (!hammer_board_entry_renew_keys_finish (HAMMER_STORE (source), result, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (self->store == NULL || g_cancellable_is_cancelled (self->cancellable))
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board-entry.renew-keys", TRUE);
  if (error != NULL)
    {
      _hammer_board_entry_report_error (self, error);
      return;
    }
  /* A board page still open holds an old key: the server starts again on
   * the new ones. */
  start_server (self);
  adw_toast_overlay_add_toast (self->toast_overlay,
                               adw_toast_new (_("New keys: print or show the new codes")));
}

static void
renew_response_cb (AdwMessageDialog *dialog,
                   const char       *response,
                   gpointer          user_data)
{
  g_autoptr(HammerBoardEntryWindow) self = user_data;

  if (!g_str_equal (response, "renew"))
    return;
  /* Renew Keys waits while the keys are written. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "board-entry.renew-keys", FALSE);
  hammer_board_entry_renew_keys_async (self->store, self->event_id, self->cancellable,
                                       renewed_cb, g_object_ref (self));
}

static void
renew_keys_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (widget), _("Renew the Keys?"),
                                              _("The codes printed or photographed so far "
                                                "stop working, and every board needs its new "
                                                "code. Results stored stay."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "renew", _("_Renew Keys"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "renew",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (renew_response_cb), g_object_ref (widget));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  _hammer_board_entry_print_codes (HAMMER_BOARD_ENTRY_WINDOW (widget));
}

/* The event's name in the title, the confirm switch as the store has it. */
static void
read_event (HammerBoardEntryWindow *self)
{
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(GPtrArray) keys = NULL;
  g_autoptr(GError) error = NULL;
  gboolean confirm = FALSE;

  /* A failed read is the desk's to hear of, not a title left blank. */
  if (self->day_id != 0)
    adw_window_title_set_subtitle (self->window_title, self->day_name);
  else if ((event = hammer_events_get_event (self->store, self->event_id, &error)))
    adw_window_title_set_subtitle (self->window_title, hammer_event_get_name (event));
  else
    _hammer_board_entry_report_error (self, error);
  g_clear_error (&error);
  if (!(keys = hammer_board_entry_list_keys (self->store, self->event_id, NULL, &confirm,
                                             &error)))
    {
      _hammer_board_entry_report_error (self, error);
      return;
    }
  self->updating = TRUE;
  gtk_switch_set_active (self->confirm_switch, confirm);
  gtk_switch_set_active (self->players_switch,
                         hammer_events_get_confirm (self->store, self->event_id) ==
                         HAMMER_CONFIRM_PLAYERS);
  self->updating = FALSE;
}

/* GObject */

static gboolean
hammer_board_entry_window_close_request (GtkWindow *window)
{
  HammerBoardEntryWindow *self = HAMMER_BOARD_ENTRY_WINDOW (window);

  /* Closing is stopping: no phone reaches the desk's database after, and
   * no decision still queued is made. */
  stop_server (self);
  g_cancellable_cancel (self->cancellable);
  return GTK_WINDOW_CLASS (hammer_board_entry_window_parent_class)->close_request (window);
}

static void
hammer_board_entry_window_dispose (GObject *object)
{
  HammerBoardEntryWindow *self = HAMMER_BOARD_ENTRY_WINDOW (object);

  stop_server (self);
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_BOARD_ENTRY_WINDOW);
  g_clear_weak_pointer (&self->desk_window);
  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->base_url, g_free);
  g_clear_pointer (&self->print_to, g_free);
  g_clear_pointer (&self->day_name, g_free);
  g_clear_pointer (&self->boards, g_ptr_array_unref);
  g_clear_pointer (&self->connection_labels, g_hash_table_unref);
  g_clear_pointer (&self->deciding, g_hash_table_unref);

  G_OBJECT_CLASS (hammer_board_entry_window_parent_class)->dispose (object);
}

static void
hammer_board_entry_window_class_init (HammerBoardEntryWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hammer_board_entry_window_dispose;
  window_class->close_request = hammer_board_entry_window_close_request;

  g_type_ensure (HAMMER_TYPE_PHONE_CHECK_IN);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/boards/"
                                               "hammer-board-entry-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, address_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, note_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, network_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, boards_group);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, codes_box);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, confirm_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, players_switch);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, check_in_group);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, check_in_label);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, phone_check_in);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, waiting_group);
  gtk_widget_class_bind_template_child (widget_class, HammerBoardEntryWindow, waiting_list);
  gtk_widget_class_bind_template_callback (widget_class, network_switch_cb);
  gtk_widget_class_bind_template_callback (widget_class, confirm_switch_cb);
  gtk_widget_class_bind_template_callback (widget_class, players_switch_cb);

  gtk_widget_class_install_action (widget_class, "board-entry.renew-keys", NULL,
                                   renew_keys_action);
  gtk_widget_class_install_action (widget_class, "board-entry.print", NULL, print_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
hammer_board_entry_window_init (HammerBoardEntryWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = hammer_application_dup_settings ();
  self->connection_labels = g_hash_table_new (NULL, NULL);
  self->deciding = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  self->cancellable = g_cancellable_new ();
}

HammerServer *
hammer_board_entry_window_get_server (HammerBoardEntryWindow *self)
{
  g_return_val_if_fail (HAMMER_IS_BOARD_ENTRY_WINDOW (self), NULL);

  return self->server;
}

void
hammer_board_entry_window_set_print_to (HammerBoardEntryWindow *self,
                                        const char             *path)
{
  g_return_if_fail (HAMMER_IS_BOARD_ENTRY_WINDOW (self));

  g_free (self->print_to);
  self->print_to = g_strdup (path);
}

/* The window already open for @event_id (or with @day_id, for that day)
 * of @store, or %NULL. */
static GtkWindow *
find_open (HammerStore *store,
           gint64       event_id,
           gint64       day_id)
{
  g_autoptr(GList) toplevels = gtk_window_list_toplevels ();

  for (GList *l = toplevels; l != NULL; l = l->next)
    {
      HammerBoardEntryWindow *open = HAMMER_IS_BOARD_ENTRY_WINDOW (l->data) ? l->data : NULL;

      if (open != NULL && open->store == store && open->day_id == day_id &&
          (day_id != 0 || open->event_id == event_id))
        return l->data;
    }
  return NULL;
}

gboolean
hammer_board_entry_window_is_serving (HammerStore *store,
                                      gint64       event_id,
                                      gint64       day_id)
{
  GtkWindow *open;

  g_return_val_if_fail (HAMMER_IS_STORE (store), FALSE);

  open = find_open (store, event_id, day_id);
  return open != NULL && HAMMER_BOARD_ENTRY_WINDOW (open)->server != NULL &&
         hammer_server_is_running (HAMMER_BOARD_ENTRY_WINDOW (open)->server);
}

/* What the window's check-in opens: the day served, or the lone event. An
 * event of a day served alone offers none of its own: the day has one
 * check-in (one door sign, one key) for all its events. */
static void
set_check_in_scope (HammerBoardEntryWindow *self)
{
  gboolean days = self->day_id == 0 && hammer_events_get_day (self->store, self->event_id,
                                                              NULL) != 0;

  gtk_widget_set_visible (GTK_WIDGET (self->check_in_label), !days);
  gtk_widget_set_visible (GTK_WIDGET (self->phone_check_in), !days);
  if (days)
    {
      adw_preferences_group_set_description (
        self->check_in_group,
        _("Check-in is the day’s: open it in the day’s Registration view, or serve the whole "
          "day. One door sign and one key serve all its events."));
      hammer_phone_check_in_set_scope (self->phone_check_in, NULL, 0, 0);
      return;
    }
  hammer_phone_check_in_set_scope (self->phone_check_in, self->store,
                                   self->day_id != 0 ? 0 : self->event_id, self->day_id);
}

/* A new window over @parent for @event_id (of day @day_id, when not 0),
 * serving. */
static GtkWindow *
open_new (GtkWindow   *parent,
          HammerStore *store,
          gint64       event_id,
          gint64       day_id,
          const char  *day_name)
{
  HammerBoardEntryWindow *self;

  /* Not transient: the director keeps the views of the main window in
   * sight beside it. */
  self = g_object_new (HAMMER_TYPE_BOARD_ENTRY_WINDOW,
                       "application", parent != NULL ? gtk_window_get_application (parent) : NULL,
                       NULL);
  g_set_weak_pointer (&self->desk_window, parent);
  self->store = g_object_ref (store);
  self->event_id = event_id;
  self->day_id = day_id;
  self->day_name = g_strdup (day_name);
  g_signal_connect_object (store, "changed", G_CALLBACK (_hammer_board_entry_show_waiting),
                           self, G_CONNECT_SWAPPED);
  read_event (self);
  set_check_in_scope (self);
  start_server (self);
  _hammer_board_entry_show_waiting (self);
  /* A selectable label first in line would take the focus and show its
   * text selected; the first control is the switch. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->network_switch));
  gtk_window_present (GTK_WINDOW (self));
  return GTK_WINDOW (self);
}

GtkWindow *
hammer_board_entry_window_present (GtkWindow   *parent,
                                   HammerStore *store,
                                   gint64       event_id)
{
  GtkWindow *open;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  /* One server for an event: its window is shown again. */
  if ((open = find_open (store, event_id, 0)) != NULL)
    {
      gtk_window_present (open);
      return open;
    }
  return open_new (parent, store, event_id, 0, NULL);
}

/* The name of day @day_id, or %NULL. */
static char *
day_name (HammerStore *store,
          gint64       day_id)
{
  g_autoptr(GPtrArray) days = hammer_days_list (store, NULL);

  for (guint d = 0; days != NULL && d < days->len; d++)
    {
      HammerDaySummary *day = g_ptr_array_index (days, d);

      if (day->id == day_id)
        return g_strdup (day->name);
    }
  return NULL;
}

GtkWindow *
hammer_board_entry_window_present_day (GtkWindow   *parent,
                                       HammerStore *store,
                                       gint64       day_id)
{
  g_autoptr(GArray) events = NULL;
  g_autofree char *name = NULL;
  GtkWindow *open;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (day_id > 0, NULL);

  /* One server for a day: its window is shown again. */
  if ((open = find_open (store, 0, day_id)) != NULL)
    {
      gtk_window_present (open);
      return open;
    }
  events = hammer_days_get_event_ids (store, day_id, NULL);
  if (events == NULL || events->len == 0)
    return NULL;
  name = day_name (store, day_id);
  return open_new (parent, store, g_array_index (events, gint64, 0), day_id, name);
}
