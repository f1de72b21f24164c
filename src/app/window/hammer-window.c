/* hammer-window.c — the main window: its pages and its sidebar
 *
 * Builds the window from its template, keeps the sidebar's counts, events
 * and seasons in step with the store, and shows the page of what is chosen
 * there. The window.* actions are in hammer-window-actions.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#ifdef __GLIBC__
# include <malloc.h>
#endif

#include "hammer-app-utils.h"
#include "hammer-application.h"
#include "hammer-clock.h"
#include "hammer-event-item.h"
#include "hammer-event-row.h"
#include "hammer-style-switcher.h"
#include "events/hammer-day.h"
#include "events/hammer-events.h"
#include "league/hammer-leagues.h"
#include "league/hammer-seasons.h"
#include "ranking/hammer-rankings.h"
#include "hammer-window-private.h"

G_DEFINE_FINAL_TYPE (HammerWindow, hammer_window, ADW_TYPE_APPLICATION_WINDOW)

enum {
  PROP_0,
  PROP_STORE,
  PROP_LOADING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* The counts are asked of the database: the pages read their lists only
 * when shown. */
static void
update_counts (HammerWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *players = NULL;
  g_autofree char *clubs = NULL;
  guint n_players, n_clubs;

  if (self->store == NULL)
    return;
  if (!hammer_roster_count (self->store, &n_players, &n_clubs, &error))
    {
      g_warning ("Could not count the roster: %s", error->message);
      return;
    }
  players = g_strdup_printf ("%u", n_players);
  clubs = g_strdup_printf ("%u", n_clubs);
  gtk_label_set_label (self->players_count, players);
  gtk_label_set_label (self->clubs_count, clubs);
}

static void
update_event_lists (HammerWindow *self)
{
  guint n_past = g_list_model_get_n_items (G_LIST_MODEL (self->past_selection));
  guint n_all = g_list_model_get_n_items (G_LIST_MODEL (self->events));

  gtk_widget_set_visible (self->past_heading, n_past > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->past_list), n_past > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->no_events_label), n_all == 0);
}

/* Brings the sidebar's events in step with @list (HammerEventListing),
 * keeping the items of events that are still there, so that selections
 * stay. */
static void
show_events (HammerWindow *self,
             GPtrArray    *list)
{
  guint n_items;

  /* Events that are gone leave; the rest are updated in place. */
  n_items = g_list_model_get_n_items (G_LIST_MODEL (self->events));
  for (guint i = n_items; i > 0; i--)
    {
      g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->events), i - 1);
      gint64 id = hammer_event_item_get_id (item);
      HammerEventListing *found = NULL;

      for (guint k = 0; k < list->len; k++)
        {
          HammerEventListing *event = g_ptr_array_index (list, k);

          if (hammer_event_listing_get_id (event) == id)
            found = event;
        }
      if (found == NULL)
        g_list_store_remove (self->events, i - 1);
      else if (hammer_event_item_update_event (item, found))
        g_list_model_items_changed (G_LIST_MODEL (self->events), i - 1, 1, 1);
    }

  for (guint k = 0; k < list->len; k++)
    {
      HammerEventListing *event = g_ptr_array_index (list, k);
      gint64 id = hammer_event_listing_get_id (event);
      gboolean known = FALSE;

      n_items = g_list_model_get_n_items (G_LIST_MODEL (self->events));
      for (guint i = 0; i < n_items && !known; i++)
        {
          g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->events), i);
          known = hammer_event_item_get_id (item) == id;
        }
      if (!known)
        {
          g_autoptr(HammerEventItem) item = hammer_event_item_new (event);
          g_list_store_append (self->events, item);
        }
    }

  /* A change of state can move an event from upcoming to past. */
  gtk_filter_changed (self->upcoming_filter, GTK_FILTER_CHANGE_DIFFERENT);
  gtk_filter_changed (self->past_filter, GTK_FILTER_CHANGE_DIFFERENT);
  update_event_lists (self);
}

static void
reload_events (HammerWindow *self)
{
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  if (self->store == NULL)
    return;
  if (!(list = hammer_events_list (self->store, &error)))
    {
      g_warning ("Could not list the events: %s", error->message);
      return;
    }
  /* What the worker thread still reads is older than this. */
  self->events_outdated = self->events_loading;
  self->events_relist_again = self->events_relisting;
  show_events (self, list);
}

static void relist_events (HammerWindow *self);

static void
events_relisted_cb (GObject      *source,
                    GAsyncResult *result,
                    gpointer      user_data)
{
  g_autoptr(HammerWindow) self = user_data;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  hammer_background_read_end ();
  self->events_relisting = FALSE;
  list = hammer_events_list_finish (HAMMER_STORE (source), result, &error);
  /* A window closed meanwhile shows nothing more. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (list == NULL)
    {
      g_warning ("Could not list the events on a worker thread: %s", error->message);
      reload_events (self);
    }
  else if (self->events_relist_again)
    relist_events (self);
  else
    show_events (self, list);
}

/* After a change the events are read on a worker thread: a save's commit
 * does not stop the window while every event's rows are summed again. */
static void
relist_events (HammerWindow *self)
{
  if (self->store == NULL || self->cancellable == NULL)
    return;
  if (self->events_relisting)
    {
      self->events_relist_again = TRUE;
      return;
    }
  self->events_relisting = TRUE;
  self->events_relist_again = FALSE;
  hammer_background_read_begin ();
  hammer_events_list_async (self->store, self->cancellable, events_relisted_cb,
                            g_object_ref (self));
}

#ifdef __GLIBC__
static void
return_memory_cb (GdkFrameClock *frame_clock,
                  HammerWindow  *self)
{
  g_signal_handlers_disconnect_by_func (frame_clock, return_memory_cb, self);
  malloc_trim (0);
}
#endif

/* The window is loading while its roster pages or its events are. */
static void
notify_loading_cb (HammerWindow *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
#ifdef __GLIBC__
  /* The first loads read a federation's roster and every event's model on
   * worker threads; what they freed stays with the process (megabytes, in
   * the threads' arenas and between the rows kept) until handed back,
   * after the frame that shows the lists has built their rows. */
  if (!self->memory_returned && self->loads_started && !hammer_window_get_loading (self) &&
      gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->memory_returned = TRUE;
      g_signal_connect_object (gtk_widget_get_frame_clock (GTK_WIDGET (self)), "after-paint",
                               G_CALLBACK (return_memory_cb), self, 0);
    }
#endif
}

static void
events_listed_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(HammerWindow) self = user_data;
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  hammer_background_read_end ();
  self->events_loading = FALSE;
  list = hammer_events_list_finish (HAMMER_STORE (source), result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (list == NULL)
    {
      /* The window's own connection may read what the reader could not. */
      g_warning ("Could not list the events on a worker thread: %s", error->message);
      reload_events (self);
    }
  else if (!self->events_outdated)
    show_events (self, list);
  notify_loading_cb (self);
}

static void
show_error (HammerWindow *self,
            const GError *error)
{
  adw_status_page_set_description (self->error_page, error->message);
  gtk_stack_set_visible_child_name (self->main_stack, "error");
  _hammer_window_disable_store_actions (self);
}

/* A damaged file: nothing was written to it (every write waited for the
 * check), and nothing more is offered. */
static void
store_checked_cb (GObject      *source,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(HammerWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!hammer_store_check_finish (HAMMER_STORE (source), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    show_error (self, error);
}

/* The roster and every event's state (which follows from its whole model)
 * are read on worker threads, once the window has painted its first frame:
 * a federation's database neither delays nor slows that frame. So is the
 * file's integrity check, which opening it put off. */
static void
start_loading (HammerWindow *self)
{
  if (self->loads_started || self->store == NULL || self->cancellable == NULL)
    return;

  self->loads_started = TRUE;
  hammer_store_check_async (self->store, self->cancellable, store_checked_cb,
                            g_object_ref (self));
  hammer_roster_page_set_store (HAMMER_ROSTER_PAGE (self->players_page), self->store);
  hammer_roster_page_set_store (HAMMER_ROSTER_PAGE (self->clubs_page), self->store);
  self->events_loading = TRUE;
  self->events_outdated = FALSE;
  hammer_background_read_begin ();
  hammer_events_list_async (self->store, self->cancellable, events_listed_cb,
                            g_object_ref (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LOADING]);
}

static void
first_paint_cb (GdkFrameClock *frame_clock,
                HammerWindow  *self)
{
  g_signal_handlers_disconnect_by_func (frame_clock, first_paint_cb, self);
  start_loading (self);
}

static void
hammer_window_map (GtkWidget *widget)
{
  HammerWindow *self = HAMMER_WINDOW (widget);

  GTK_WIDGET_CLASS (hammer_window_parent_class)->map (widget);
  if (!self->loads_started)
    g_signal_connect_object (gtk_widget_get_frame_clock (widget), "after-paint",
                             G_CALLBACK (first_paint_cb), self, 0);
}

gboolean
hammer_window_get_loading (HammerWindow *self)
{
  g_return_val_if_fail (HAMMER_IS_WINDOW (self), FALSE);

  return (self->store != NULL && !self->loads_started) || self->events_loading ||
         hammer_roster_page_get_loading (HAMMER_ROSTER_PAGE (self->players_page)) ||
         hammer_roster_page_get_loading (HAMMER_ROSTER_PAGE (self->clubs_page));
}

/* Puts the seasons or leagues of @list into @items, in order. */
static void
add_season_items (GPtrArray  *items,
                  GListModel *list)
{
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HammerCompetitionListing) season = g_list_model_get_item (list, i);

      g_ptr_array_add (items, hammer_event_item_new_season (season));
    }
}

/* The seasons change seldom and are few: the list is made anew when they
 * do, and the selection follows its item. */
static void
reload_seasons (HammerWindow *self)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GListModel) seasons = NULL;
  g_autoptr(GListModel) leagues = NULL;
  g_autoptr(GPtrArray) rankings = NULL;
  g_autoptr(GPtrArray) days = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerEventItem) selected = NULL;
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->seasons));
  gboolean same = TRUE;

  if (self->store == NULL)
    return;
  if (!(seasons = hammer_seasons_list (self->store, &error)) ||
      !(leagues = hammer_leagues_list (self->store, &error)) ||
      !(rankings = hammer_rankings_list (self->store, &error)) ||
      !(days = hammer_days_list (self->store, &error)))
    {
      g_warning ("Could not list the seasons: %s", error->message);
      return;
    }
  add_season_items (items, seasons);
  add_season_items (items, leagues);
  /* Rankings across events, beside the seasons. */
  for (guint i = 0; i < rankings->len; i++)
    {
      HammerRankingSummary *ranking = g_ptr_array_index (rankings, i);

      g_ptr_array_add (items, hammer_event_item_new_ranking (ranking->id, ranking->name,
                                                             ranking->n_events));
    }
  /* The tournament days, each with its events' count. */
  for (guint i = 0; i < days->len; i++)
    {
      HammerDaySummary *day = g_ptr_array_index (days, i);

      g_ptr_array_add (items, hammer_event_item_new_day (day->id, day->name, day->date,
                                                         day->n_events));
    }

  same = n_old == items->len;
  for (guint i = 0; same && i < items->len; i++)
    {
      g_autoptr(HammerEventItem) old = g_list_model_get_item (G_LIST_MODEL (self->seasons), i);
      HammerEventItem *item = g_ptr_array_index (items, i);

      same = hammer_event_item_get_kind (old) == hammer_event_item_get_kind (item) &&
             hammer_event_item_get_id (old) == hammer_event_item_get_id (item) &&
             g_strcmp0 (hammer_event_item_get_name (old), hammer_event_item_get_name (item)) == 0 &&
             g_strcmp0 (hammer_event_item_get_subtitle (old),
                        hammer_event_item_get_subtitle (item)) == 0;
    }
  if (!same)
    {
      guint position = gtk_single_selection_get_selected (self->seasons_selection);

      if (position != GTK_INVALID_LIST_POSITION)
        selected = g_list_model_get_item (G_LIST_MODEL (self->seasons), position);
      g_list_store_splice (self->seasons, 0, n_old, items->pdata, items->len);
      gtk_single_selection_set_selected (self->seasons_selection, GTK_INVALID_LIST_POSITION);
      for (guint i = 0; selected != NULL && i < items->len; i++)
        {
          HammerEventItem *item = g_ptr_array_index (items, i);

          if (hammer_event_item_get_kind (item) == hammer_event_item_get_kind (selected) &&
              hammer_event_item_get_id (item) == hammer_event_item_get_id (selected))
            gtk_single_selection_set_selected (self->seasons_selection, i);
        }
    }
  gtk_widget_set_visible (GTK_WIDGET (self->no_seasons_label), items->len == 0);
}

static gboolean
touches_any (HammerChangeSet   *changes,
             const HammerTable *tables,
             guint              n_tables)
{
  for (guint i = 0; i < n_tables; i++)
    if (hammer_change_set_touches (changes, tables[i]))
      return TRUE;
  return FALSE;
}

/* Only the lists whose rows changed are read again: a score saved touches
 * its event's line, not the roster's counts nor the seasons. */
static void
store_changes_cb (HammerWindow    *self,
                  HammerChangeSet *changes)
{
  static const HammerTable roster[] = { HAMMER_TABLE_PLAYERS, HAMMER_TABLE_CLUBS };
  static const HammerTable events[] = {
    HAMMER_TABLE_EVENTS, HAMMER_TABLE_ENTRANTS, HAMMER_TABLE_ENTRANT_PLAYERS,
    HAMMER_TABLE_MATCHES, HAMMER_TABLE_BOARDS,
  };
  static const HammerTable seasons[] = {
    HAMMER_TABLE_CLUB_SEASONS, HAMMER_TABLE_CLUB_SEASON_MEMBERS, HAMMER_TABLE_CLUB_NIGHTS,
    HAMMER_TABLE_CLUB_NIGHT_GAMES, HAMMER_TABLE_CLUB_PROMOTION_DATES, HAMMER_TABLE_LEAGUES,
    HAMMER_TABLE_LEAGUE_DIVISIONS, HAMMER_TABLE_LEAGUE_TEAMS, HAMMER_TABLE_LEAGUE_TEAM_PLAYERS,
    HAMMER_TABLE_LEAGUE_FIXTURES, HAMMER_TABLE_LEAGUE_GAMES, HAMMER_TABLE_LEAGUE_GAME_PLAYERS,
    HAMMER_TABLE_RANKINGS, HAMMER_TABLE_RANKING_EVENTS, HAMMER_TABLE_DAYS,
  };

  _hammer_window_toasts_store_changed (self);
  if (touches_any (changes, roster, G_N_ELEMENTS (roster)))
    update_counts (self);
  if (touches_any (changes, events, G_N_ELEMENTS (events)))
    relist_events (self);
  /* An event made on a day, or moved onto one, counts on the day's line. */
  if (touches_any (changes, seasons, G_N_ELEMENTS (seasons)) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_EVENTS))
    reload_seasons (self);
}

static void
unselect_events (HammerWindow *self)
{
  gtk_single_selection_set_selected (self->upcoming_selection, GTK_INVALID_LIST_POSITION);
  gtk_single_selection_set_selected (self->past_selection, GTK_INVALID_LIST_POSITION);
  gtk_single_selection_set_selected (self->seasons_selection, GTK_INVALID_LIST_POSITION);
}

/* Selects the item of event @event_id in whichever list holds it. */
static void
select_event (HammerWindow *self,
              gint64        event_id)
{
  GtkSingleSelection *selections[] = { self->upcoming_selection, self->past_selection };

  unselect_events (self);
  for (guint s = 0; s < G_N_ELEMENTS (selections); s++)
    for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selections[s])); i++)
      {
        g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (selections[s]), i);

        if (hammer_event_item_get_id (item) == event_id)
          gtk_single_selection_set_selected (selections[s], i);
      }
}

/* The event, season and league pages are built when first shown: a window
 * that opens on its roster does not pay for them. */
static GtkWidget *
add_content_page (HammerWindow *self,
                  GType         type,
                  const char   *name,
                  const char   *title)
{
  GtkWidget *page = g_object_new (type, "store", self->store, NULL);

  g_object_bind_property (self->leaflet, "folded", page, "folded", G_BINDING_SYNC_CREATE);
  gtk_stack_add_titled (self->content_stack, page, name, title);
  return page;
}

static HammerEventPage *
ensure_event_page (HammerWindow *self)
{
  if (self->event_page == NULL)
    self->event_page = HAMMER_EVENT_PAGE (add_content_page (self, HAMMER_TYPE_EVENT_PAGE, "event",
                                                            _("Event")));
  return self->event_page;
}

static HammerSeasonPage *
ensure_season_page (HammerWindow *self)
{
  if (self->season_page == NULL)
    self->season_page = HAMMER_SEASON_PAGE (add_content_page (self, HAMMER_TYPE_SEASON_PAGE,
                                                              "season", _("Season")));
  return self->season_page;
}

static HammerLeaguePage *
ensure_league_page (HammerWindow *self)
{
  if (self->league_page == NULL)
    self->league_page = HAMMER_LEAGUE_PAGE (add_content_page (self, HAMMER_TYPE_LEAGUE_PAGE,
                                                              "league", _("League")));
  return self->league_page;
}

static HammerRankingPage *
ensure_ranking_page (HammerWindow *self)
{
  if (self->ranking_page == NULL)
    self->ranking_page = HAMMER_RANKING_PAGE (add_content_page (self, HAMMER_TYPE_RANKING_PAGE,
                                                                "ranking", _("Ranking")));
  return self->ranking_page;
}

static HammerDayPage *
ensure_day_page (HammerWindow *self)
{
  if (self->day_page == NULL)
    self->day_page = HAMMER_DAY_PAGE (add_content_page (self, HAMMER_TYPE_DAY_PAGE, "day",
                                                        C_("tournament day", "Day")));
  return self->day_page;
}

void
hammer_window_show_event (HammerWindow *self,
                          gint64        event_id)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  reload_events (self);
  hammer_event_page_set_event_id (ensure_event_page (self), event_id);
  gtk_stack_set_visible_child_name (self->content_stack, "event");
  select_event (self, event_id);
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
}

void
hammer_window_show_event_view (HammerWindow *self,
                               gint64        event_id,
                               const char   *view)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));
  g_return_if_fail (view != NULL);

  hammer_window_show_event (self, event_id);
  hammer_event_page_show_view (ensure_event_page (self), view);
}

void
hammer_window_show_season (HammerWindow *self,
                           gboolean      league,
                           gint64        season_id)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  reload_seasons (self);
  hammer_competition_page_set_id (league ? HAMMER_COMPETITION_PAGE (ensure_league_page (self))
                                         : HAMMER_COMPETITION_PAGE (ensure_season_page (self)),
                                  season_id);
  gtk_stack_set_visible_child_name (self->content_stack, league ? "league" : "season");

  unselect_events (self);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->seasons)); i++)
    {
      g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->seasons), i);
      HammerEventItemKind kind = league ? HAMMER_EVENT_ITEM_LEAGUE : HAMMER_EVENT_ITEM_CLUB_SEASON;

      if (hammer_event_item_get_kind (item) == kind && hammer_event_item_get_id (item) == season_id)
        gtk_single_selection_set_selected (self->seasons_selection, i);
    }
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
}

void
hammer_window_show_ranking (HammerWindow *self,
                            gint64        ranking_id)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  reload_seasons (self);
  hammer_competition_page_set_id (HAMMER_COMPETITION_PAGE (ensure_ranking_page (self)),
                                  ranking_id);
  gtk_stack_set_visible_child_name (self->content_stack, "ranking");

  unselect_events (self);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->seasons)); i++)
    {
      g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->seasons), i);

      if (hammer_event_item_get_kind (item) == HAMMER_EVENT_ITEM_RANKING &&
          hammer_event_item_get_id (item) == ranking_id)
        gtk_single_selection_set_selected (self->seasons_selection, i);
    }
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
}

void
hammer_window_show_day (HammerWindow *self,
                        gint64        day_id)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  reload_seasons (self);
  hammer_day_page_set_day_id (ensure_day_page (self), day_id);
  gtk_stack_set_visible_child_name (self->content_stack, "day");

  unselect_events (self);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (self->seasons)); i++)
    {
      g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->seasons), i);

      if (hammer_event_item_get_kind (item) == HAMMER_EVENT_ITEM_DAY &&
          hammer_event_item_get_id (item) == day_id)
        gtk_single_selection_set_selected (self->seasons_selection, i);
    }
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
}

static void
season_activated_cb (HammerWindow *self,
                     guint         position)
{
  g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->seasons), position);

  if (item != NULL && hammer_event_item_get_kind (item) == HAMMER_EVENT_ITEM_DAY)
    hammer_window_show_day (self, hammer_event_item_get_id (item));
  else if (item != NULL && hammer_event_item_get_kind (item) == HAMMER_EVENT_ITEM_RANKING)
    hammer_window_show_ranking (self, hammer_event_item_get_id (item));
  else if (item != NULL)
    hammer_window_show_season (self, hammer_event_item_get_kind (item) == HAMMER_EVENT_ITEM_LEAGUE,
                               hammer_event_item_get_id (item));
}

static void
event_activated_cb (HammerWindow *self,
                    guint         position,
                    GtkListView  *list)
{
  GListModel *model = G_LIST_MODEL (gtk_list_view_get_model (list));
  g_autoptr(HammerEventItem) item = g_list_model_get_item (model, position);

  if (item != NULL)
    hammer_window_show_event (self, hammer_event_item_get_id (item));
}

static gboolean
is_past_event (gpointer item,
               gpointer user_data)
{
  HammerWindow *self = user_data;

  return hammer_event_item_is_past (item, self->today);
}

static gboolean
is_upcoming_event (gpointer item,
                   gpointer user_data)
{
  return !is_past_event (item, user_data);
}

/* Upcoming events soonest first, past ones latest first; undated events
 * after the dated ones. */
static int
compare_event_dates (gconstpointer a,
                     gconstpointer b,
                     gpointer      user_data)
{
  const char *date_a = hammer_event_item_get_date ((HammerEventItem *) a);
  const char *date_b = hammer_event_item_get_date ((HammerEventItem *) b);
  int direction = GPOINTER_TO_INT (user_data);
  int order;

  if (date_a == NULL || date_b == NULL)
    order = (date_a == NULL) - (date_b == NULL);
  else
    order = direction * strcmp (date_a, date_b);
  if (order == 0)
    order = hammer_event_item_get_id ((HammerEventItem *) a) <
            hammer_event_item_get_id ((HammerEventItem *) b) ? -1 : 1;
  return order;
}

static void
setup_event_lists (HammerWindow *self)
{
  GtkFilterListModel *upcoming, *past;
  GtkSortListModel *upcoming_sorted, *past_sorted;

  self->events = g_list_store_new (HAMMER_TYPE_EVENT_ITEM);
  self->upcoming_filter = GTK_FILTER (gtk_custom_filter_new (is_upcoming_event, self, NULL));
  self->past_filter = GTK_FILTER (gtk_custom_filter_new (is_past_event, self, NULL));
  upcoming = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->events)),
                                        g_object_ref (self->upcoming_filter));
  past = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->events)),
                                    g_object_ref (self->past_filter));
  upcoming_sorted = gtk_sort_list_model_new (G_LIST_MODEL (upcoming),
    GTK_SORTER (gtk_custom_sorter_new (compare_event_dates, GINT_TO_POINTER (1), NULL)));
  past_sorted = gtk_sort_list_model_new (G_LIST_MODEL (past),
    GTK_SORTER (gtk_custom_sorter_new (compare_event_dates, GINT_TO_POINTER (-1), NULL)));
  self->upcoming_selection = gtk_single_selection_new (G_LIST_MODEL (upcoming_sorted));
  self->past_selection = gtk_single_selection_new (G_LIST_MODEL (past_sorted));
  for (guint i = 0; i < 2; i++)
    {
      GtkSingleSelection *selection = i == 0 ? self->upcoming_selection : self->past_selection;

      gtk_single_selection_set_autoselect (selection, FALSE);
      gtk_single_selection_set_can_unselect (selection, TRUE);
      gtk_single_selection_set_selected (selection, GTK_INVALID_LIST_POSITION);
    }

  gtk_list_view_set_model (self->upcoming_list, GTK_SELECTION_MODEL (self->upcoming_selection));
  gtk_list_view_set_model (self->past_list, GTK_SELECTION_MODEL (self->past_selection));

  self->seasons = g_list_store_new (HAMMER_TYPE_EVENT_ITEM);
  self->seasons_selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->seasons)));
  gtk_single_selection_set_autoselect (self->seasons_selection, FALSE);
  gtk_single_selection_set_can_unselect (self->seasons_selection, TRUE);
  gtk_single_selection_set_selected (self->seasons_selection, GTK_INVALID_LIST_POSITION);
  gtk_list_view_set_model (self->seasons_list, GTK_SELECTION_MODEL (self->seasons_selection));
  update_event_lists (self);
}

void
hammer_window_show_page (HammerWindow *self,
                         const char   *name)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  gtk_stack_set_visible_child_name (self->content_stack, name);
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
}

static void
sidebar_row_activated_cb (HammerWindow  *self,
                          GtkListBoxRow *row)
{
  hammer_window_show_page (self, gtk_widget_get_name (GTK_WIDGET (row)));
}

static void
content_visible_child_changed_cb (HammerWindow *self)
{
  const char *name = gtk_stack_get_visible_child_name (self->content_stack);

  /* Keep the sidebar in step when a page is chosen by shortcut. */
  if (g_strcmp0 (name, "event") == 0 || g_strcmp0 (name, "season") == 0 ||
      g_strcmp0 (name, "league") == 0 || g_strcmp0 (name, "ranking") == 0)
    {
      gtk_list_box_unselect_all (self->sidebar);
      return;
    }
  unselect_events (self);
  if (g_strcmp0 (name, "clubs") == 0)
    gtk_list_box_select_row (self->sidebar, self->clubs_row);
  else
    gtk_list_box_select_row (self->sidebar, self->players_row);
}

HammerStore *
hammer_window_get_store (HammerWindow *self)
{
  g_return_val_if_fail (HAMMER_IS_WINDOW (self), NULL);
  return self->store;
}

/* A result typed in by hammer-cli, posted by a board to a server of
 * another process, or saved by a second Hammer on the same file shows up
 * here within a second. Asking SQLite's data_version costs microseconds. */
#define REFRESH_INTERVAL_MS 500

static gboolean
refresh_cb (gpointer user_data)
{
  HammerWindow *self = user_data;

  if (self->store != NULL)
    hammer_store_refresh (self->store);
  return G_SOURCE_CONTINUE;
}

static void
set_store (HammerWindow *self,
           HammerStore  *store)
{
  if (!g_set_object (&self->store, store) || store == NULL)
    return;

  g_signal_connect_object (store, "changes", G_CALLBACK (store_changes_cb), self,
                           G_CONNECT_SWAPPED | G_CONNECT_AFTER);
  update_counts (self);
  reload_seasons (self);
  self->refresh_source = g_timeout_add (REFRESH_INTERVAL_MS, refresh_cb, self);
  gtk_stack_set_visible_child_name (self->main_stack, "main");
}

static void
load_window_state (HammerWindow *self)
{
  /* Running from the build tree without the schema must not abort; the size
   * is then just not remembered. */
  self->settings = hammer_application_dup_settings ();
  if (self->settings == NULL)
    {
      g_message ("GSettings schema %s not found; the window size will not be remembered",
                 APP_ID);
      gtk_window_set_default_size (GTK_WINDOW (self), 1100, 720);
      return;
    }

  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));
}

static gboolean
hammer_window_close_request (GtkWindow *window)
{
  HammerWindow *self = HAMMER_WINDOW (window);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_delay (self->settings);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
      g_settings_apply (self->settings);
    }

  return GTK_WINDOW_CLASS (hammer_window_parent_class)->close_request (window);
}

static void
hammer_window_dispose (GObject *object)
{
  HammerWindow *self = (HammerWindow *) object;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->refresh_source, g_source_remove);
  if (self->shortcuts_window != NULL)
    gtk_window_destroy (self->shortcuts_window);
  g_clear_object (&self->shortcuts_window);
  _hammer_window_toasts_clear (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_WINDOW);

  G_OBJECT_CLASS (hammer_window_parent_class)->dispose (object);
}

static void
hammer_window_finalize (GObject *object)
{
  HammerWindow *self = (HammerWindow *) object;

  g_clear_object (&self->store);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->session_changes, g_array_unref);
  g_clear_pointer (&self->redo_changes, g_array_unref);
  g_clear_object (&self->events);
  g_clear_object (&self->upcoming_selection);
  g_clear_object (&self->past_selection);
  g_clear_object (&self->upcoming_filter);
  g_clear_object (&self->past_filter);
  g_clear_object (&self->seasons);
  g_clear_object (&self->seasons_selection);
  g_clear_pointer (&self->today, g_free);

  G_OBJECT_CLASS (hammer_window_parent_class)->finalize (object);
}

static void
hammer_window_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  HammerWindow *self = HAMMER_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_LOADING:
      g_value_set_boolean (value, hammer_window_get_loading (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_window_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  HammerWindow *self = HAMMER_WINDOW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      set_store (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_window_class_init (HammerWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = hammer_window_dispose;
  object_class->finalize = hammer_window_finalize;
  object_class->get_property = hammer_window_get_property;
  object_class->set_property = hammer_window_set_property;
  window_class->close_request = hammer_window_close_request;
  widget_class->map = hammer_window_map;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  /**
   * HammerWindow:loading:
   *
   * Whether the window is still reading the lists it shows, on worker
   * threads, after it opened.
   */
  properties[PROP_LOADING] =
    g_param_spec_boolean ("loading", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HAMMER_TYPE_EVENT_ROW);
  g_type_ensure (HAMMER_TYPE_PLAYERS_PAGE);
  g_type_ensure (HAMMER_TYPE_CLUBS_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/window/"
                                               "hammer-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, sidebar);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, players_row);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, clubs_row);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, players_count);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, clubs_count);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, primary_menu_button);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, no_events_label);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, upcoming_list);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, past_heading);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, past_list);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, no_seasons_label);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, seasons_list);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, players_page);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, clubs_page);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, content_visible_child_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, event_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, season_activated_cb);

  _hammer_window_class_actions_init (widget_class);
}

/* The shortcuts window is built when first asked for, not with every
 * window as GtkApplicationWindow would build its help overlay. */
static void
show_shortcuts_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  HammerWindow *self = user_data;

  if (self->shortcuts_window == NULL)
    {
      g_autoptr(GtkBuilder) builder =
        gtk_builder_new_from_resource ("/io/github/hammertourney/Hammer/ui/window/"
                                       "hammer-shortcuts-window.ui");
      GObject *window = gtk_builder_get_object (builder, "help_overlay");

      self->shortcuts_window = GTK_WINDOW (g_object_ref_sink (window));
      gtk_window_set_transient_for (self->shortcuts_window, GTK_WINDOW (self));
      gtk_window_set_hide_on_close (self->shortcuts_window, TRUE);
    }
  gtk_window_present (self->shortcuts_window);
}

static void
hammer_window_init (HammerWindow *self)
{
  GtkPopover *primary_menu;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->cancellable = g_cancellable_new ();
  primary_menu = gtk_menu_button_get_popover (self->primary_menu_button);
  gtk_popover_menu_add_child (GTK_POPOVER_MENU (primary_menu), hammer_style_switcher_new (),
                              "style-switcher");
  {
    static const GActionEntry entries[] = {
      { .name = "show-help-overlay", .activate = show_shortcuts_cb },
    };

    g_action_map_add_action_entries (G_ACTION_MAP (self), entries, G_N_ELEMENTS (entries), self);
  }

  self->session_changes = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->redo_changes = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->today = hammer_clock_today ();
  g_signal_connect_object (self->players_page, "notify::loading", G_CALLBACK (notify_loading_cb),
                           self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->clubs_page, "notify::loading", G_CALLBACK (notify_loading_cb),
                           self, G_CONNECT_SWAPPED);
  _hammer_window_toasts_init (self);
  _hammer_window_focus_init (self);
  setup_event_lists (self);
  load_window_state (self);
  gtk_list_box_select_row (self->sidebar, self->players_row);
  gtk_stack_set_visible_child_name (self->main_stack, "main");
}

HammerWindow *
hammer_window_new (AdwApplication *application,
                   HammerStore    *store)
{
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_WINDOW,
                       "application", application,
                       "store", store,
                       NULL);
}

HammerWindow *
hammer_window_new_for_error (AdwApplication *application,
                             const GError   *error)
{
  HammerWindow *self;

  g_return_val_if_fail (error != NULL, NULL);

  self = g_object_new (HAMMER_TYPE_WINDOW, "application", application, NULL);
  show_error (self, error);
  return self;
}
