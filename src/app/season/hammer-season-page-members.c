/* hammer-season-page-members.c — a season page's members: adding them
 * from the roster (one found by name, or the whole roster when a new night
 * finds none), and a member's start average
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "league/hammer-seasons.h"

#include "hammer-season-item.h"
#include "hammer-season-page-private.h"
#include "hammer-window.h"

/* Roster */

static gboolean
roster_filter_func (gpointer item,
                    gpointer user_data)
{
  HammerSeasonPage *self = user_data;
  HammerPlayer *player = item;
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->roster_search));
  const char *club = hammer_player_get_club_name (player);
  gint64 id = hammer_player_get_id (player);
  g_autofree char *name = NULL;
  g_autofree char *club_key = NULL;
  g_autofree char *key = NULL;

  if (text == NULL || *text == '\0' || g_hash_table_contains (self->member_players, &id))
    return FALSE;
  name = g_utf8_casefold (hammer_player_get_name (player), -1);
  key = g_utf8_casefold (text, -1);
  if (strstr (name, key) != NULL)
    return TRUE;
  /* The list shows each player's club, so a club's name finds its players. */
  club_key = club != NULL ? g_utf8_casefold (club, -1) : NULL;
  return club_key != NULL && strstr (club_key, key) != NULL;
}

static void
roster_search_changed_cb (HammerSeasonPage *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->roster_search));

  gtk_filter_changed (self->roster_filter, GTK_FILTER_CHANGE_DIFFERENT);
  gtk_revealer_set_reveal_child (GTK_REVEALER (self->roster_revealer), *text != '\0');
}

static void
setup_roster_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_list_item_set_child (list_item, label);
}

static void
bind_roster_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item)
{
  HammerPlayer *player = gtk_list_item_get_item (list_item);
  const char *club = hammer_player_get_club_name (player);
  g_autofree char *text = NULL;

  if (club != NULL && *club != '\0')
    /* TRANSLATORS: a player to add and their club. */
    text = g_strdup_printf (_("%s, %s"), hammer_player_get_name (player), club);
  else
    text = g_strdup (hammer_player_get_name (player));
  if (hammer_player_has_average (player) && hammer_player_get_average (player) <= HAMMER_START_AVERAGE_MAX)
    {
      g_autofree char *plain = g_steal_pointer (&text);

      /* TRANSLATORS: a player to add, then the roster average they start with. */
      text = g_strdup_printf (_("%s · starts at %.1f"), plain, hammer_player_get_average (player));
    }
  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (list_item)), text);
}

/* A member added: the page, and the toast that says so. */
typedef struct
{
  HammerSeasonPage *page;
  char             *done;
} MemberWrite;

static void
member_write_free (MemberWrite *write)
{
  g_object_unref (write->page);
  g_free (write->done);
  g_free (write);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MemberWrite, member_write_free)

/* One player added at a time: the search takes no other until it is done. */
static void
set_adding (HammerSeasonPage *self,
            gboolean          adding)
{
  gtk_widget_set_sensitive (self->roster_search, !adding);
  gtk_widget_set_sensitive (GTK_WIDGET (self->roster_view), !adding);
}

static void
player_added_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(MemberWrite) write = user_data;
  HammerSeasonPage *self = write->page;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) added = hammer_seasons_add_members_averaged_finish (HAMMER_STORE (source),
                                                                        result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  set_adding (self, FALSE);
  /* Typing goes on in the search, which was off meanwhile. */
  gtk_widget_grab_focus (self->roster_search);
  if (added == NULL)
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  hammer_window_report_last_change_near (GTK_WIDGET (self), page_store (self), write->done);
  gtk_editable_set_text (GTK_EDITABLE (self->roster_search), "");
}

static void
add_player (HammerSeasonPage *self,
            HammerPlayer     *player)
{
  g_autofree char *id = g_strdup_printf ("%" PRId64, hammer_player_get_id (player));
  const char *players[] = { id, NULL };
  /* The roster's average starts them off, so they have a class from the
   * first night; the start average field below changes it. */
  const double start_averages[] = { HAMMER_START_AVERAGE_ROSTER };
  MemberWrite *write;

  if (!gtk_widget_get_sensitive (self->roster_search))
    return;
  write = g_new0 (MemberWrite, 1);
  write->page = g_object_ref (self);
  if (hammer_player_has_average (player) && hammer_player_get_average (player) <= HAMMER_START_AVERAGE_MAX)
    /* TRANSLATORS: a toast; %s is a player's name, then their roster average. */
    write->done = g_strdup_printf (_("%s joined the season with start average %.1f"),
                                   hammer_player_get_name (player),
                                   hammer_player_get_average (player));
  else
    /* TRANSLATORS: a toast; %s is a player's name. */
    write->done = g_strdup_printf (_("%s joined the season"), hammer_player_get_name (player));
  set_adding (self, TRUE);
  hammer_seasons_add_members_averaged_async (page_store (self), page_season (self), players,
                                             start_averages, self->writing, player_added_cb,
                                             write);
}

static void
roster_activate_cb (GtkListView      *view,
                    guint             position,
                    HammerSeasonPage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (view));
  g_autoptr(HammerPlayer) player = g_list_model_get_item (model, position);

  if (player != NULL)
    add_player (self, player);
}

static void
roster_search_activate_cb (HammerSeasonPage *self)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (self->roster_view));

  /* Enter takes the only, or the first, player found. */
  if (g_list_model_get_n_items (model) > 0)
    {
      g_autoptr(HammerPlayer) player = g_list_model_get_item (model, 0);
      add_player (self, player);
    }
}

static void
roster_added_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(HammerSeasonPage) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) added = hammer_seasons_add_members_averaged_finish (HAMMER_STORE (source),
                                                                        result, &error);
  g_autofree char *message = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.new-night", TRUE);
  if (added == NULL)
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u member joined the season",
                                          "%u members joined the season", added->len),
                             added->len);
  hammer_window_report_last_change_near (GTK_WIDGET (self), page_store (self), message);
  hammer_season_page_open_night (self, 0);
}

/* Every roster player becomes a member, each with their roster average;
 * then the new night opens. */
static void
add_whole_roster (HammerSeasonPage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = hammer_roster_list_players (page_store (self), &error);
  g_autoptr(GPtrArray) ids = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) averages = g_array_new (FALSE, FALSE, sizeof (double));
  double roster = HAMMER_START_AVERAGE_ROSTER;

  if (players == NULL)
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  for (guint i = 0; players != NULL && i < players->len; i++)
    {
      g_ptr_array_add (ids, g_strdup_printf ("%" PRId64,
                                             hammer_player_get_id (g_ptr_array_index (players,
                                                                                      i))));
      g_array_append_val (averages, roster);
    }
  g_ptr_array_add (ids, NULL);
  /* Not asked again while they are added. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.new-night", FALSE);
  hammer_seasons_add_members_averaged_async (page_store (self), page_season (self),
                                             (const char * const *) ids->pdata,
                                             (const double *) averages->data, self->writing,
                                             roster_added_cb, g_object_ref (self));
}

static void
no_members_response_cb (AdwMessageDialog *dialog,
                        const char       *response,
                        HammerSeasonPage *self)
{
  if (g_str_equal (response, "members"))
    {
      hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (self), "members");
      gtk_widget_grab_focus (self->roster_search);
    }
  else if (g_str_equal (response, "roster"))
    add_whole_roster (self);
}

/* A club night's grid lists the members; without any it would be empty, so
 * the page says so and offers to add them first. */
void
hammer_season_page_new_night_activated (GtkWidget  *widget,
                                        const char *action_name,
                                        GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);
  g_autoptr(GPtrArray) roster = NULL;
  g_autoptr(GError) error = NULL;
  GtkWidget *dialog;
  GtkRoot *root;

  if (g_list_model_get_n_items (G_LIST_MODEL (self->members)) > 0)
    {
      hammer_season_page_open_night (self, 0);
      return;
    }

  root = gtk_widget_get_root (widget);
  /* Not a question whose answers the roster decides, when it cannot be read. */
  if (!(roster = hammer_roster_list_players (page_store (self), &error)))
    {
      hammer_window_report_error_near (widget, error);
      return;
    }
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("The Season Has No Members Yet"),
                                   _("A club night lists the season’s members to type their "
                                     "totals. Add members from the roster first; each starts "
                                     "with their roster average, which gives them a class."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "members", _("_Choose Members"),
                                    NULL);
  if (roster->len > 0)
    {
      g_autofree char *label = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                             "_Add the %u Roster Player",
                                                             "_Add All %u Roster Players",
                                                             roster->len), roster->len);

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "roster", label);
      adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "roster",
                                                  ADW_RESPONSE_SUGGESTED);
    }
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "members");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (no_members_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Start averages */

static gint64
selected_member (HammerSeasonPage *self)
{
  GtkSelectionModel *model = gtk_column_view_get_model (self->members_view);
  GtkSingleSelection *selection = GTK_SINGLE_SELECTION (model);
  HammerSeasonItem *item = gtk_single_selection_get_selected_item (selection);

  return item != NULL ? hammer_season_member_get_id (hammer_season_item_get_target (item)) : 0;
}

static void
member_selected_cb (HammerSeasonPage *self)
{
  gint64 member_id = selected_member (self);
  HammerSeasonMember *member = NULL;
  g_autofree char *text = NULL;
  g_autofree char *label = NULL;

  /* A hammer_season_page_reload empties the list for a moment; the selection comes back. */
  if (self->reloading)
    return;
  gtk_widget_set_visible (self->start_error, FALSE);
  gtk_widget_set_sensitive (self->start_box, member_id != 0);
  if (member_id == 0 || self->season_members == NULL ||
      !(member = hammer_season_members_lookup (self->season_members, member_id)))
    {
      gtk_label_set_text_with_mnemonic (GTK_LABEL (self->start_label), _("_Start average"));
      gtk_editable_set_text (GTK_EDITABLE (self->start_entry), "");
      return;
    }
  /* TRANSLATORS: %s is a member's name. */
  label = g_strdup_printf (_("_Start average of %s"), hammer_season_member_get_name (member));
  gtk_label_set_text_with_mnemonic (GTK_LABEL (self->start_label), label);
  if (hammer_season_member_get_start_average (member) >= 0)
    text = g_strdup_printf ("%.1f", hammer_season_member_get_start_average (member));
  gtk_editable_set_text (GTK_EDITABLE (self->start_entry), text ? text : "");
}

static void
start_average_set_cb (GObject      *source,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(HammerSeasonPage) self = user_data;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;

  if (!hammer_seasons_setting_finish (HAMMER_STORE (source), result, &change_id, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "season.set-start-average", TRUE);
  if (error != NULL)
    {
      gtk_label_set_text (GTK_LABEL (self->start_error), error->message);
      gtk_widget_set_visible (self->start_error, TRUE);
      gtk_widget_grab_focus (self->start_entry);
      return;
    }
  gtk_widget_set_visible (self->start_error, FALSE);
  hammer_window_report_change_near (GTK_WIDGET (self), _("Start average set"), change_id);
}

void
hammer_season_page_set_start_average_activated (GtkWidget  *widget,
                                                const char *action_name,
                                                GVariant   *parameter)
{
  HammerSeasonPage *self = HAMMER_SEASON_PAGE (widget);
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->start_entry));
  g_autofree char *text = g_strstrip (g_strdup (typed));
  gint64 member = selected_member (self);
  double average = -1;
  char *end = NULL;

  if (member == 0)
    return;
  if (*text != '\0')
    {
      g_strdelimit (text, ",", '.');
      average = g_ascii_strtod (text, &end);
      if (*end != '\0' || average < 0)
        {
          g_autofree char *message = g_strdup_printf (_("“%s” is not an average"), text);

          gtk_label_set_text (GTK_LABEL (self->start_error), message);
          gtk_widget_set_visible (self->start_error, TRUE);
          gtk_widget_grab_focus (self->start_entry);
          return;
        }
    }
  gtk_widget_action_set_enabled (widget, "season.set-start-average", FALSE);
  hammer_seasons_set_start_average_async (page_store (self), page_season (self), member, average,
                                          self->writing, start_average_set_cb,
                                          g_object_ref (self));
}

static void
start_entry_activate_cb (HammerSeasonPage *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "season.set-start-average", NULL);
}

void
hammer_season_page_init_members (HammerSeasonPage *self)
{
  g_autoptr(GtkListItemFactory) factory = NULL;
  GtkFilterListModel *filtered;
  GtkSelectionModel *selection;

  self->writing = g_cancellable_new ();
  g_signal_connect_swapped (gtk_column_view_get_model (self->members_view), "notify::selected",
                            G_CALLBACK (member_selected_cb), self);
  g_signal_connect_swapped (self->start_entry, "activate", G_CALLBACK (start_entry_activate_cb),
                            self);

  self->roster_filter = GTK_FILTER (gtk_custom_filter_new (roster_filter_func, self, NULL));
  filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (self->roster)),
                                        self->roster_filter);
  selection = GTK_SELECTION_MODEL (gtk_no_selection_new (G_LIST_MODEL (filtered)));
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (setup_roster_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_roster_cb), NULL);
  gtk_list_view_set_factory (self->roster_view, factory);
  gtk_list_view_set_model (self->roster_view, selection);
  g_object_unref (selection);
  g_signal_connect (self->roster_view, "activate", G_CALLBACK (roster_activate_cb), self);
  g_signal_connect_swapped (self->roster_search, "search-changed",
                            G_CALLBACK (roster_search_changed_cb), self);
  g_signal_connect_swapped (self->roster_search, "activate",
                            G_CALLBACK (roster_search_activate_cb), self);
}
