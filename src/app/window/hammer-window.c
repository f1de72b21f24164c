/* hammer-window.c — the main window: its pages and its sidebar
 *
 * Builds the window from its template, keeps the sidebar's counts and
 * seasons in step with the store, and shows the page of what is chosen
 * there (content_pages: one line a page). The window.* actions are in
 * hammer-window-actions.c, the events' lists in hammer-window-events.c, the
 * days in hammer-window-days.c.
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
      _hammer_window_reload_events (self);
    }
  else if (!self->events_outdated)
    _hammer_window_show_events (self, list);
  notify_loading_cb (self);
}

static void
show_error (HammerWindow *self,
            const GError *error)
{
  /* Set only now: Adwaita has the icon at this size as SVG alone, and a
   * start that never shows it need not load the SVG renderer. */
  adw_status_page_set_icon_name (self->error_page, "dialog-warning-symbolic");
  hammer_status_page_set_plain_description (self->error_page, error->message);
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

void
_hammer_window_replace_items (GListStore         *store,
                              GtkSingleSelection *selection,
                              GPtrArray          *items)
{
  g_autoptr(HammerEventItem) selected = NULL;
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (store));
  guint position = gtk_single_selection_get_selected (selection);
  gboolean same = n_old == items->len;

  for (guint i = 0; same && i < items->len; i++)
    {
      g_autoptr(HammerEventItem) old = g_list_model_get_item (G_LIST_MODEL (store), i);
      HammerEventItem *item = g_ptr_array_index (items, i);

      same = hammer_event_item_get_kind (old) == hammer_event_item_get_kind (item) &&
             hammer_event_item_get_id (old) == hammer_event_item_get_id (item) &&
             g_strcmp0 (hammer_event_item_get_name (old), hammer_event_item_get_name (item)) == 0 &&
             g_strcmp0 (hammer_event_item_get_subtitle (old),
                        hammer_event_item_get_subtitle (item)) == 0;
    }
  if (same)
    return;
  if (position != GTK_INVALID_LIST_POSITION)
    selected = g_list_model_get_item (G_LIST_MODEL (store), position);
  g_list_store_splice (store, 0, n_old, items->pdata, items->len);
  gtk_single_selection_set_selected (selection, GTK_INVALID_LIST_POSITION);
  for (guint i = 0; selected != NULL && i < items->len; i++)
    {
      HammerEventItem *item = g_ptr_array_index (items, i);

      if (hammer_event_item_get_kind (item) == hammer_event_item_get_kind (selected) &&
          hammer_event_item_get_id (item) == hammer_event_item_get_id (selected))
        gtk_single_selection_set_selected (selection, i);
    }
}

/* The seasons and days change seldom and are few: the lists are made anew
 * when they do, and the selection follows its item. */
void
_hammer_window_reload_seasons (HammerWindow *self)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GListModel) seasons = NULL;
  g_autoptr(GListModel) leagues = NULL;
  g_autoptr(GPtrArray) rankings = NULL;
  g_autoptr(GPtrArray) days = NULL;
  g_autoptr(GError) error = NULL;

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
  _hammer_window_replace_items (self->seasons, self->seasons_selection, items);
  gtk_widget_set_visible (GTK_WIDGET (self->no_seasons_label), items->len == 0);
  _hammer_window_show_days (self, days);
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
    _hammer_window_relist_events (self);
  /* An event made on a day, or moved onto one, counts on the day's line. */
  if (touches_any (changes, seasons, G_N_ELEMENTS (seasons)) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_EVENTS))
    _hammer_window_reload_seasons (self);
}

/* The content pages, one line each: built when first shown, so that a
 * window that opens on its roster does not pay for them. */
typedef struct
{
  const char *name;
  const char *context;  /* of the title's translation, or NULL */
  const char *title;
  GType     (*get_type) (void);
  gsize       offset;   /* of the window's pointer to it */
} ContentPage;

static const ContentPage content_pages[] = {
  { "event", NULL, N_("Event"), hammer_event_page_get_type,
    G_STRUCT_OFFSET (HammerWindow, event_page) },
  { "season", NULL, N_("Season"), hammer_season_page_get_type,
    G_STRUCT_OFFSET (HammerWindow, season_page) },
  { "league", NULL, N_("League"), hammer_league_page_get_type,
    G_STRUCT_OFFSET (HammerWindow, league_page) },
  { "ranking", NULL, N_("Ranking"), hammer_ranking_page_get_type,
    G_STRUCT_OFFSET (HammerWindow, ranking_page) },
  { "day", "tournament day", NC_("tournament day", "Day"), hammer_day_page_get_type,
    G_STRUCT_OFFSET (HammerWindow, day_page) },
};

GtkWidget *
_hammer_window_ensure_page (HammerWindow *self,
                            const char   *name)
{
  for (guint p = 0; p < G_N_ELEMENTS (content_pages); p++)
    {
      const ContentPage *info = &content_pages[p];
      GtkWidget **page = G_STRUCT_MEMBER_P (self, info->offset);

      if (!g_str_equal (info->name, name))
        continue;
      if (*page == NULL)
        {
          *page = g_object_new (info->get_type (), "store", self->store, NULL);
          g_object_bind_property (self->leaflet, "folded", *page, "folded",
                                  G_BINDING_SYNC_CREATE);
          gtk_stack_add_titled (self->content_stack, *page, name,
                                info->context != NULL
                                ? g_dpgettext2 (GETTEXT_PACKAGE, info->context, info->title)
                                : _(info->title));
        }
      return *page;
    }
  g_return_val_if_reached (NULL);
}

void
_hammer_window_select_competition (HammerWindow        *self,
                                   HammerEventItemKind  kind,
                                   gint64               id)
{
  GtkSingleSelection *selection = kind == HAMMER_EVENT_ITEM_DAY ? self->days_selection
                                                                : self->seasons_selection;
  GListModel *items = gtk_single_selection_get_model (selection);

  _hammer_window_unselect_events (self);
  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(HammerEventItem) item = g_list_model_get_item (items, i);

      if (hammer_event_item_get_kind (item) == kind && hammer_event_item_get_id (item) == id)
        gtk_single_selection_set_selected (selection, i);
    }
  adw_leaflet_set_visible_child (self->leaflet, GTK_WIDGET (self->content_stack));
}

void
hammer_window_show_season (HammerWindow *self,
                           gboolean      league,
                           gint64        season_id)
{
  const char *name = league ? "league" : "season";

  g_return_if_fail (HAMMER_IS_WINDOW (self));

  _hammer_window_reload_seasons (self);
  hammer_competition_page_set_id (HAMMER_COMPETITION_PAGE (_hammer_window_ensure_page (self,
                                                                                      name)),
                                  season_id);
  gtk_stack_set_visible_child_name (self->content_stack, name);
  _hammer_window_select_competition (self, league ? HAMMER_EVENT_ITEM_LEAGUE
                                                  : HAMMER_EVENT_ITEM_CLUB_SEASON, season_id);
}

void
hammer_window_show_ranking (HammerWindow *self,
                            gint64        ranking_id)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  _hammer_window_reload_seasons (self);
  hammer_competition_page_set_id (HAMMER_COMPETITION_PAGE (_hammer_window_ensure_page (self,
                                                                                      "ranking")),
                                  ranking_id);
  gtk_stack_set_visible_child_name (self->content_stack, "ranking");
  _hammer_window_select_competition (self, HAMMER_EVENT_ITEM_RANKING, ranking_id);
}

static void
season_activated_cb (HammerWindow *self,
                     guint         position)
{
  g_autoptr(HammerEventItem) item = g_list_model_get_item (G_LIST_MODEL (self->seasons), position);

  if (item != NULL && hammer_event_item_get_kind (item) == HAMMER_EVENT_ITEM_RANKING)
    hammer_window_show_ranking (self, hammer_event_item_get_id (item));
  else if (item != NULL)
    hammer_window_show_season (self, hammer_event_item_get_kind (item) == HAMMER_EVENT_ITEM_LEAGUE,
                               hammer_event_item_get_id (item));
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
      g_strcmp0 (name, "league") == 0 || g_strcmp0 (name, "ranking") == 0 ||
      g_strcmp0 (name, "day") == 0)
    {
      gtk_list_box_unselect_all (self->sidebar);
      return;
    }
  _hammer_window_unselect_events (self);
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
  _hammer_window_reload_seasons (self);
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
  g_clear_object (&self->days);
  g_clear_object (&self->days_selection);
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
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, no_days_label);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, days_list);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, players_page);
  gtk_widget_class_bind_template_child (widget_class, HammerWindow, clubs_page);
  gtk_widget_class_bind_template_callback (widget_class, sidebar_row_activated_cb);
  gtk_widget_class_bind_template_callback (widget_class, content_visible_child_changed_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "event_activated_cb",
                                                G_CALLBACK (_hammer_window_event_activated_cb));
  gtk_widget_class_bind_template_callback (widget_class, season_activated_cb);
  gtk_widget_class_bind_template_callback_full (widget_class, "day_activated_cb",
                                                G_CALLBACK (_hammer_window_day_activated_cb));

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
  _hammer_window_setup_event_lists (self);
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
