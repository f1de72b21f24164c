/* hammer-entrants-view-actions.c — entering players, drawing and importing
 *
 * The search field of the entrants view finds players of the roster to
 * enter, or adds a new one by the name typed; the view's actions draw the
 * event, pair single players by lot and import entrants from a file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-events.h"
#include "hammer-app-utils.h"
#include "hammer-entrants-view-private.h"
#include "hammer-handicaps-dialog.h"

/* Entering */

/* Back from the writer, the entry stored: what the user sees of it.
 * @message is the toast, offering change @change_id, @entrant_id the new
 * entrant (0: none to show). */
static void
entered (HammerEntrantsView *self,
         gint64              entrant_id,
         const char         *message,
         gint64              change_id)
{
  g_autofree char *searched = g_steal_pointer (&self->entering_search);

  /* The list may be longer than the view: the new entrant is shown. */
  if (entrant_id != 0)
    hammer_entrants_view_reveal (self, entrant_id);
  /* The search is emptied for the next name, unless the next name is being
   * typed already. */
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)), searched) == 0)
    gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  hammer_entrants_view_report_written (self, message, hammer_entrants_view_entered_title,
                                       change_id);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* Or not stored. */
static void
not_entered (HammerEntrantsView *self,
             const GError       *error)
{
  g_clear_pointer (&self->entering_search, g_free);
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    hammer_entrants_view_show_error (self, error->message);
}

static void
player_entered_cb (GObject      *source,
                   GAsyncResult *result,
                   gpointer      data)
{
  g_autoptr(HammerEntrantsView) self = data;
  g_autofree char *name = g_steal_pointer (&self->entering);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 entrant_id, change_id;

  if (!(entrant_id = hammer_events_enter_player_finish (HAMMER_STORE (source), result,
                                                        &change_id, &error)))
    {
      not_entered (self, error);
      return;
    }
  /* TRANSLATORS: %s is a player's name. */
  message = g_strdup_printf (_("%s entered"), name);
  entered (self, entrant_id, message, change_id);
}

/* Each entry is one write on the store's writer; while it runs, a second
 * Enter enters nobody (self->entering is the name on its way). */
static void
enter_player (HammerEntrantsView *self,
              HammerPlayer       *player)
{
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));

  if (store == NULL || self->entering != NULL)
    return;
  self->entering = g_strdup (hammer_player_get_name (player));
  self->entering_search = g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  hammer_events_enter_player_async (store, event_id, hammer_player_get_id (player),
                                    self->cancellable, player_entered_cb, g_object_ref (self));
}

static void
new_player_entered_cb (GObject      *source,
                       GAsyncResult *result,
                       gpointer      data)
{
  g_autoptr(HammerEntrantsView) self = data;
  g_autofree char *name = g_steal_pointer (&self->entering);
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 change_id;

  if (!(ids = hammer_events_add_entrants_finish (HAMMER_STORE (source), result, &change_id,
                                                 &error)))
    {
      not_entered (self, error);
      return;
    }
  /* TRANSLATORS: %s is the name of a player just added to the roster. */
  message = g_strdup_printf (_("%s added to the roster and entered"), name);
  entered (self, ids->len > 0 ? g_array_index (ids, gint64, 0) : 0, message, change_id);
}

static void
add_new_player_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *name = g_strstrip (g_strdup (text));
  const char *names[] = { name, NULL };

  if (*name == '\0' || store == NULL || self->entering != NULL)
    return;
  self->entering = g_strdup (name);
  self->entering_search = g_strdup (text);
  hammer_events_add_entrants_async (store, event_id, names, self->cancellable,
                                    new_player_entered_cb, g_object_ref (self));
}

static void
search_changed_cb (HammerEntrantsView *self)
{
  hammer_roster_matches_search (self->roster_matches,
                                gtk_editable_get_text (GTK_EDITABLE (self->search_entry)));
  hammer_entrants_view_update_matches (self);
}

static void
search_activate_cb (HammerEntrantsView *self)
{
  HammerPlayer *player = hammer_roster_matches_get_selected (self->roster_matches);

  if (!hammer_roster_matches_get_searching (self->roster_matches))
    return;
  if (player != NULL)
    enter_player (self, player);
  else
    gtk_widget_activate_action (GTK_WIDGET (self), "entrants.add-new-player", NULL);
}

static void
search_stop_cb (HammerEntrantsView *self)
{
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
}

static void
match_activate_cb (HammerEntrantsView *self,
                   HammerPlayer       *player)
{
  enter_player (self, player);
}

/* Actions */

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
dismiss_error_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  gtk_revealer_set_reveal_child (HAMMER_ENTRANTS_VIEW (widget)->error_revealer, FALSE);
}

static void
drawn_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  g_autoptr(HammerEntrantsView) self = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 change_id = 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.draw", TRUE);
  if (!hammer_events_draw_finish (HAMMER_STORE (source), result, &change_id, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hammer_entrants_view_show_error (self, error->message);
      return;
    }
  /* TRANSLATORS: %s is an event's name. */
  message = g_strdup_printf (_("%s drawn"), self->event_name);
  hammer_entrants_view_report_written (self, message, NULL, change_id);
  gtk_widget_activate_action (GTK_WIDGET (self), "event.show-view", "s", "draw");
}

/* The draw of a big event takes a while: it runs on the store's writer,
 * Draw insensitive meanwhile. */
static void
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));

  if (store == NULL || self->drawn)
    return;
  gtk_widget_action_set_enabled (widget, "entrants.draw", FALSE);
  hammer_events_draw_async (store, event_id, FALSE, 0, self->cancellable, drawn_cb,
                            g_object_ref (self));
}

/* The kinds of blind draw the dialog offers, in its order: the kind
 * hammer_events_blind_draw_by() takes and what its pools go by. */
typedef struct
{
  const char        *pools;
  HammerBlindDrawBy  by;
} BlindDrawKind;

static const BlindDrawKind blind_draw_kinds[] = {
  { NULL, HAMMER_BLIND_DRAW_BY_SEED },
  { "pools", HAMMER_BLIND_DRAW_BY_SEED },
  { "pools", HAMMER_BLIND_DRAW_BY_AVERAGE },
  { "pools", HAMMER_BLIND_DRAW_BY_RATING },
  { "pros", HAMMER_BLIND_DRAW_BY_SEED },
};

static void
blind_drawn_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr(HammerEntrantsView) self = data;
  g_autoptr(GArray) teams = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 change_id = 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.blind-draw", TRUE);
  if (!(teams = hammer_events_blind_draw_by_finish (HAMMER_STORE (source), result, &change_id,
                                                    &error)))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hammer_entrants_view_show_error (self, error->message);
      return;
    }
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u team drawn by lot",
                                          "%u teams drawn by lot", teams->len), teams->len);
  hammer_entrants_view_report_written (self, message, NULL, change_id);
}

static void
blind_draw_response_cb (AdwMessageDialog   *dialog,
                        const char         *response,
                        HammerEntrantsView *self)
{
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));
  GtkDropDown *kind_drop_down = g_object_get_data (G_OBJECT (dialog), "kind");
  const BlindDrawKind *kind;
  const char *pools;
  guint selected;

  if (g_strcmp0 (response, "pair") != 0 || store == NULL)
    return;
  selected = gtk_drop_down_get_selected (kind_drop_down);
  /* Without pools the list is by lot and no two pros. */
  if (self->team_size != 2 && self->team_size != 3 && selected == 1)
    selected = G_N_ELEMENTS (blind_draw_kinds) - 1;
  kind = &blind_draw_kinds[MIN (selected, G_N_ELEMENTS (blind_draw_kinds) - 1)];
  /* One pool for each place in a team: ab for doubles, abc for three. */
  pools = g_strcmp0 (kind->pools, "pools") == 0 ? (self->team_size == 3 ? "abc" : "ab")
                                                 : kind->pools;
  /* A draw by rating reads every match of the game: on the writer. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.blind-draw", FALSE);
  hammer_events_blind_draw_by_async (store, event_id, pools, kind->by, self->cancellable,
                                     blind_drawn_cb, g_object_ref (self));
}

static void
blind_draw_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                   _("Make a Blind Draw?"), NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  g_dngettext (GETTEXT_PACKAGE,
                                               "The %u player entered alone is paired into "
                                               "teams of %d by lot.",
                                               "The %u players entered alone are paired into "
                                               "teams of %d by lot.", self->n_single),
                                  self->n_single, self->team_size);
  {
    /* Pools only where a team has one place for each: doubles (A/B) and
     * teams of three (A/B/C). */
    gboolean pools = self->team_size == 2 || self->team_size == 3;
    const char *kinds[] = {
      _("By lot"),
      self->team_size == 3 ? _("One from each third of the seeds (A/B/C)")
                           : _("One from the top half of the seeds, one from the bottom (A/B)"),
      self->team_size == 3 ? _("One from each third of the averages (A/B/C)")
                           : _("One from the top half of the averages, one from the bottom "
                               "(A/B)"),
      self->team_size == 3 ? _("One from each third of the ratings (A/B/C)")
                           : _("One from the top half of the ratings, one from the bottom "
                               "(A/B)"),
      _("No two pros in a team"),
      NULL,
    };
    g_autoptr(GtkStringList) list = gtk_string_list_new (NULL);
    GtkWidget *drop_down;

    for (guint i = 0; kinds[i] != NULL; i++)
      if (pools || blind_draw_kinds[i].pools == NULL || g_str_equal (blind_draw_kinds[i].pools,
                                                                     "pros"))
        gtk_string_list_append (list, kinds[i]);
    drop_down = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&list)), NULL);
    gtk_accessible_update_property (GTK_ACCESSIBLE (drop_down),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, _("How the teams are drawn"),
                                    -1);
    adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), drop_down);
    g_object_set_data (G_OBJECT (dialog), "kind", drop_down);
  }
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "pair", _("_Pair Teams"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "pair",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "pair");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (blind_draw_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Handicaps of the whole field, in a dialog of their own. */
static void
handicaps_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  HammerEventView *view = HAMMER_EVENT_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;

  if (hammer_event_view_get_store (view) == NULL)
    return;
  dialog = hammer_handicaps_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        hammer_event_view_get_store (view),
                                        hammer_event_view_get_event_id (view));
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Importing */

static void
entrants_imported_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      data)
{
  g_autoptr(HammerEntrantsView) self = data;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 change_id = 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.import", TRUE);
  if (!(ids = hammer_events_import_entrants_finish (HAMMER_STORE (source), result, &change_id,
                                                    &error)))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hammer_entrants_view_show_error (self, error->message);
      return;
    }
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entrant imported",
                                          "%u entrants imported", ids->len), ids->len);
  hammer_entrants_view_report_written (self, message, NULL, change_id);
}

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (source);
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));
  HammerPlayerImport *import;
  g_autoptr(GError) error = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.import", TRUE);
  if (!(import = hammer_read_player_import_finish (result, &error)))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hammer_entrants_view_show_error (self, error->message);
      return;
    }
  /* Stored on the store's writer; Import waits for it. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.import", FALSE);
  hammer_events_import_entrants_async (store, event_id, import, self->cancellable,
                                       entrants_imported_cb, g_object_ref (self));
}

void
hammer_entrants_view_import (HammerEntrantsView *self,
                             GFile              *file)
{
  HammerEventView *view = HAMMER_EVENT_VIEW (self);

  g_return_if_fail (HAMMER_IS_ENTRANTS_VIEW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (hammer_event_view_get_store (view) == NULL || hammer_event_view_get_event_id (view) <= 0 ||
      self->drawn)
    return;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.import", FALSE);
  hammer_read_player_import (self, file, self->cancellable, import_done_cb, NULL);
}

static void
chooser_response_cb (GtkNativeDialog    *chooser,
                     int                 response,
                     HammerEntrantsView *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));

      if (file != NULL)
        hammer_entrants_view_import (self, file);
    }
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
import_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) csv = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Import Entrants"),
                                         GTK_WINDOW (gtk_widget_get_root (widget)),
                                         GTK_FILE_CHOOSER_ACTION_OPEN, _("_Import"), _("_Cancel"));
  gtk_file_filter_set_name (csv, _("CSV Files"));
  gtk_file_filter_add_suffix (csv, "csv");
  gtk_file_filter_add_suffix (csv, "txt");
  gtk_file_filter_add_mime_type (csv, "text/csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), csv);
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  g_signal_connect_object (chooser, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static gboolean
file_drop_cb (GtkDropTarget      *target,
              const GValue       *value,
              double              x,
              double              y,
              HammerEntrantsView *self)
{
  GSList *files = g_value_get_boxed (value);

  /* One file at a time: a second would be a second import. */
  if (files == NULL || files->next != NULL || self->drawn)
    return FALSE;
  hammer_entrants_view_import (self, files->data);
  return TRUE;
}

/* Setting up */

void
hammer_entrants_view_class_add_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_bind_template_callback (widget_class, search_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, search_stop_cb);
  gtk_widget_class_bind_template_callback (widget_class, match_activate_cb);

  gtk_widget_class_install_action (widget_class, "entrants.add", NULL, add_action);
  gtk_widget_class_install_action (widget_class, "entrants.add-new-player", NULL,
                                   add_new_player_action);
  gtk_widget_class_install_action (widget_class, "entrants.import", NULL, import_action);
  gtk_widget_class_install_action (widget_class, "entrants.blind-draw", NULL, blind_draw_action);
  gtk_widget_class_install_action (widget_class, "entrants.draw", NULL, draw_action);
  gtk_widget_class_install_action (widget_class, "entrants.handicaps", NULL, handicaps_action);
  gtk_widget_class_install_action (widget_class, "entrants.dismiss-error", NULL,
                                   dismiss_error_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "entrants.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "entrants.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK,
                                       "entrants.draw", NULL);
}

void
hammer_entrants_view_init_actions (HammerEntrantsView *self)
{
  GtkDropTarget *files;

  files = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (files, "drop", G_CALLBACK (file_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->stack), GTK_EVENT_CONTROLLER (files));

  hammer_roster_matches_follow_keys (self->roster_matches, GTK_WIDGET (self->search_entry));
  gtk_search_entry_set_key_capture_widget (self->search_entry, NULL);
}
