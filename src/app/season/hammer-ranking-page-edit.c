/* hammer-ranking-page-edit.c — a ranking edited from its page: the events
 * of its game checked or unchecked to count, its settings changed, the
 * ranking renamed and deleted, each a write on the store's writer whose toast offers to undo it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-event-listing.h"

#include "hammer-app-utils.h"
#include "hammer-event-item.h"
#include "hammer-ranking-dialog.h"
#include "hammer-ranking-page-private.h"
#include "hammer-window.h"

static HammerEventPlacings *
find_event (HammerRankingPage *self,
            gint64             event_id)
{
  for (guint e = 0; self->ranking != NULL && e < self->ranking->events->len; e++)
    {
      HammerEventPlacings *event = g_ptr_array_index (self->ranking->events, e);

      if (event->event_id == event_id)
        return event;
    }
  return NULL;
}

typedef struct
{
  HammerRankingPage *page;
  char              *name;
  gboolean           added;
} EventWrite;

static void
event_write_free (EventWrite *write)
{
  g_object_unref (write->page);
  g_free (write->name);
  g_free (write);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (EventWrite, event_write_free)

static void
event_written_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr(EventWrite) write = data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 change_id = 0;

  if (hammer_rankings_write_finish (HAMMER_STORE (source), result, &change_id, &error) == 0)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      hammer_window_report_error_near (GTK_WIDGET (write->page), error);
      /* The check buttons show the ranking as it is again. */
      _hammer_ranking_page_list_events (write->page);
      return;
    }
  message = write->added
            /* TRANSLATORS: a toast; %s is an event's name. */
            ? g_strdup_printf (_("“%s” counts in the ranking"), write->name)
            /* TRANSLATORS: a toast; %s is an event's name. */
            : g_strdup_printf (_("“%s” taken out of the ranking"), write->name);
  hammer_window_report_change_near (GTK_WIDGET (write->page), message, change_id);
}

static void
event_toggled_cb (GtkCheckButton    *check,
                  HammerRankingPage *self)
{
  gint64 event_id = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (check), "event-id"));
  gboolean in = find_event (self, event_id) != NULL;
  EventWrite *write;

  if (gtk_check_button_get_active (check) == in)
    return;
  write = g_new0 (EventWrite, 1);
  write->page = g_object_ref (self);
  write->name = g_strdup (g_object_get_data (G_OBJECT (check), "event-name"));
  write->added = !in;
  if (write->added)
    hammer_rankings_add_events_async (_hammer_ranking_page_store (self), _hammer_ranking_page_id (self), &event_id, 1,
                                      self->cancellable, event_written_cb, write);
  else
    hammer_rankings_remove_event_async (_hammer_ranking_page_store (self), _hammer_ranking_page_id (self), event_id,
                                        self->cancellable, event_written_cb, write);
}

/* An event of the game, with a check button for whether it counts. */
static GtkWidget *
event_row (HammerRankingPage  *self,
           HammerEventListing *listing)
{
  const char *name = hammer_event_listing_get_name (listing);
  GtkWidget *row = hammer_plain_row_new (name, NULL);
  GtkWidget *check = gtk_check_button_new ();
  HammerEventPlacings *event = find_event (self, hammer_event_listing_get_id (listing));
  g_autofree char *day = hammer_format_date_for_display (event != NULL && event->day != NULL
                                                         ? event->day
                                                         : hammer_event_listing_get_date (listing));
  g_autofree char *subtitle = NULL;
  g_autofree char *label = NULL;
  const HammerRules *rules = hammer_rules_lookup (hammer_event_listing_get_rules_id (listing),
                                                  NULL);

  /* An event without a day says its game instead. */
  if (day == NULL)
    day = g_strdup (rules != NULL ? hammer_rules_get_name (rules) : "");

  if (event != NULL && event->state == HAMMER_EVENT_FINISHED)
    /* TRANSLATORS: an event of a ranking: its day and field. */
    subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · %u entrant · counts",
                                             "%s · %u entrants · counts", event->n_entrants),
                                day, event->n_entrants);
  else if (event != NULL)
    /* TRANSLATORS: an event of a ranking not finished yet. */
    subtitle = g_strdup_printf (_("%s · counts once it is finished"), day);
  else
    subtitle = g_steal_pointer (&day);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (check), event != NULL);
  gtk_widget_set_valign (check, GTK_ALIGN_CENTER);
  /* TRANSLATORS: the check button of an event on a ranking's page. */
  label = g_strdup_printf (_("%s counts in the ranking"), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                  -1);
  g_object_set_data (G_OBJECT (check), "event-id",
                     GINT_TO_POINTER ((int) hammer_event_listing_get_id (listing)));
  g_object_set_data_full (G_OBJECT (check), "event-name", g_strdup (name), g_free);
  g_signal_connect (check, "toggled", G_CALLBACK (event_toggled_cb), self);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), check);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), check);
  return row;
}

/* Whether an event may count: of the ranking's game when it has one. */
static gboolean
event_fits (HammerRankingPage  *self,
            HammerEventListing *listing)
{
  return self->ranking->rules == NULL ||
         g_strcmp0 (self->ranking->rules, hammer_event_listing_get_rules_id (listing)) == 0;
}

static void
events_listed_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      data)
{
  g_autoptr(HammerRankingPage) self = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) listings = hammer_events_list_finish (HAMMER_STORE (source), result,
                                                             &error);

  self->listing--;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED) || self->ranking == NULL)
    return;
  if (listings == NULL)
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  _hammer_ranking_page_clear_list (self->events_list);
  /* In time order, as the ranking counts them. */
  for (guint i = listings->len; i > 0; i--)
    {
      HammerEventListing *listing = g_ptr_array_index (listings, i - 1);

      if (event_fits (self, listing) || find_event (self, hammer_event_listing_get_id (listing)))
        gtk_list_box_append (self->events_list, event_row (self, listing));
    }
}

/* The events a ranking may count, read off the main thread. */
void
_hammer_ranking_page_list_events (HammerRankingPage *self)
{
  self->listing++;
  hammer_events_list_async (_hammer_ranking_page_store (self), self->cancellable, events_listed_cb,
                            g_object_ref (self));
}

typedef struct
{
  HammerRankingPage *page;
  char              *message;  /* the toast's words; a deletion's follow its result */
} RankingWrite;

static void
ranking_write_free (RankingWrite *write)
{
  g_object_unref (write->page);
  g_free (write->message);
  g_free (write);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (RankingWrite, ranking_write_free)

static void
ranking_written_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      data)
{
  g_autoptr(RankingWrite) write = data;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;

  if (hammer_rankings_write_finish (HAMMER_STORE (source), result, &change_id, &error) == 0)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        hammer_window_report_error_near (GTK_WIDGET (write->page), error);
      return;
    }
  if (write->message == NULL)
    /* A deletion names the ranking as the writer found it: a rename just
     * before may not have reached the page yet. */
    /* TRANSLATORS: a toast; %s is the name of a ranking. */
    write->message = g_strdup_printf (_("Ranking “%s” deleted"),
                                      hammer_rankings_write_get_name (result));
  hammer_window_report_change_near (GTK_WIDGET (write->page), write->message, change_id);
}

static RankingWrite *
ranking_write_new (HammerRankingPage *self,
                   char              *message)
{
  RankingWrite *write = g_new0 (RankingWrite, 1);

  write->page = g_object_ref (self);
  write->message = message;
  return write;
}

void
_hammer_ranking_page_delete_activated (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *parameter)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (widget);

  if (self->ranking == NULL)
    return;
  hammer_rankings_delete_async (_hammer_ranking_page_store (self), _hammer_ranking_page_id (self),
                                self->cancellable, ranking_written_cb,
                                ranking_write_new (self, NULL));
}

static void
rename_response_cb (AdwMessageDialog  *dialog,
                    const char        *response,
                    HammerRankingPage *self)
{
  GtkEditable *entry = g_object_get_data (G_OBJECT (dialog), "entry");
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (!g_str_equal (response, "rename") || self->ranking == NULL)
    return;
  hammer_rankings_rename_async (_hammer_ranking_page_store (self), _hammer_ranking_page_id (self), name, self->cancellable,
                                ranking_written_cb,
                                /* TRANSLATORS: a toast; %s is the new name of a ranking. */
                                ranking_write_new (self, g_strdup_printf (_("Ranking renamed "
                                                                            "“%s”"), name)));
}

static void
rename_changed_cb (GtkEditable      *entry,
                   AdwMessageDialog *dialog)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  /* An empty name the core would refuse: the button waits for one. */
  adw_message_dialog_set_response_enabled (dialog, "rename", *name != '\0');
}

void
_hammer_ranking_page_rename_activated (GtkWidget  *widget,
                                       const char *action_name,
                                       GVariant   *parameter)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (widget);
  GtkWidget *dialog, *entry;

  if (self->ranking == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                   _("Rename Ranking"), NULL);
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), self->ranking->name);
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Name of the ranking"), -1);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "rename", _("_Rename"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "rename",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "rename");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "entry", entry);
  g_signal_connect (entry, "changed", G_CALLBACK (rename_changed_cb), dialog);
  g_signal_connect_object (dialog, "response", G_CALLBACK (rename_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}


/* Every setting of the ranking in the form that creates one; the page
 * reads the ranking again when the change lands. */
void
_hammer_ranking_page_settings_activated (GtkWidget  *widget,
                                         const char *action_name,
                                         GVariant   *parameter)
{
  HammerRankingPage *self = HAMMER_RANKING_PAGE (widget);

  if (self->ranking == NULL)
    return;
  gtk_window_present (GTK_WINDOW (hammer_ranking_dialog_new_for_ranking (
                        GTK_WINDOW (gtk_widget_get_root (widget)),
                        _hammer_ranking_page_store (self), self->ranking)));
}
