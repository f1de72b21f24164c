/* ui-screenshot.c — renders Hammer's real window to PNG files
 *
 * Used by build-aux/screenshots.sh for the README, the metainfo and for
 * looking at every page in light and dark style before a change lands.
 *
 *   ui-screenshot --database FILE --page PAGE
 *                 [--dark] [--size 1280x800] [--demo] [--search TEXT] [--keys TEXT]
 *                 --output FILE.png
 *
 * --keys types into the focused entry, one character at a time; "/" is Enter.
 *
 * PAGE is players, clubs, sidebar, shortcuts[:SECTION], player-dialog[:PLAYER-ID], import:FILE.csv,
 * event:ID[:VIEW], window-season:ID, window-league:ID, assistant, print:ID, or a view of one event such as
 * entrants:ID, standings:ID, matches:ID, boards:ID, draw:ID (with --follow
 * ENTRANT and --zoom FACTOR for its bracket), the display window display:ID,
 * the board entry window board-entry:ID[:lan] (its server on loopback, or
 * on the local network),
 * the score entry of a match score:EVENT_ID:MATCH_ID, or for seasons
 * season:ID[:VIEW], player:MEMBER-ID, club-night:NIGHT-ID,
 * club-night-new:SEASON-ID, season-dialog[:league], league:ID[:VIEW] and
 * team-match:FIXTURE-ID; a ranking across events ranking:ID[:VIEW], ranking-dialog;
 * a tournament day as the window shows it window-day:ID[:VIEW] (VIEW boards,
 * registration or money), its late entry late-entry:ID (--search types the
 * name) and its hall display day-display:ID.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <stdio.h>
#include <string.h>

#include "hammer-board-entry-window.h"
#include "hammer-boards-view.h"
#include "hammer-core.h"
#include "hammer-club-night-entry.h"
#include "hammer-display-window.h"
#include "hammer-day-registration.h"
#include "hammer-draw-view.h"
#include "hammer-entrants-view.h"
#include "hammer-event-assistant.h"
#include "hammer-import-dialog.h"
#include "hammer-league-page.h"
#include "hammer-player-dialog.h"
#include "hammer-ranking-dialog.h"
#include "hammer-ranking-page.h"
#include "hammer-matches-view.h"
#include "hammer-print-dialog.h"
#include "hammer-score-dialog.h"
#include "hammer-season-dialog.h"
#include "hammer-season-page.h"
#include "hammer-team-match-entry.h"
#include "hammer-window.h"
#include "league/hammer-seasons.h"

static char *opt_database;
static char *opt_page = (char *) "players";
static char *opt_output;
static char *opt_size = (char *) "1280x800";
static char *opt_search;
static char *opt_keys;
static gboolean opt_dark;
static gboolean opt_demo;
static gint64 opt_follow;
static double opt_zoom = 1.0;
static int opt_hold;

static GOptionEntry entries[] = {
  { "database", 0, 0, G_OPTION_ARG_FILENAME, &opt_database, "Database", "FILE" },
  { "page", 0, 0, G_OPTION_ARG_STRING, &opt_page, "What to show", "PAGE" },
  { "output", 0, 0, G_OPTION_ARG_FILENAME, &opt_output, "PNG to write", "FILE" },
  { "size", 0, 0, G_OPTION_ARG_STRING, &opt_size, "Window size", "WxH" },
  { "search", 0, 0, G_OPTION_ARG_STRING, &opt_search, "Search text", "TEXT" },
  { "keys", 0, 0, G_OPTION_ARG_STRING, &opt_keys, "Keys typed into the dialog", "TEXT" },
  { "dark", 0, 0, G_OPTION_ARG_NONE, &opt_dark, "Dark style", NULL },
  { "demo", 0, 0, G_OPTION_ARG_NONE, &opt_demo, "Load the demo club first", NULL },
  { "follow", 0, 0, G_OPTION_ARG_INT64, &opt_follow, "Draw view: follow this entrant",
    "ENTRANT" },
  { "zoom", 0, 0, G_OPTION_ARG_DOUBLE, &opt_zoom, "Draw view: zoom of the bracket", "FACTOR" },
  /* For a shot of the whole screen with its popovers (import -window root). */
  { "hold", 0, 0, G_OPTION_ARG_INT, &opt_hold, "Stay this long after the shot", "MS" },
  { NULL }
};

static int exit_code = 1;

/* The season that holds club night @night (or member @member), or 0. */
static gint64
find_season (HammerStore *store,
             gint64       night,
             gint64       member)
{
  g_autoptr(JsonNode) seasons = hammer_seasons_list_json (store, NULL);
  JsonArray *list = seasons ? json_node_get_array (seasons) : NULL;

  for (guint i = 0; list != NULL && i < json_array_get_length (list); i++)
    {
      gint64 id = json_object_get_int_member (json_array_get_object_element (list, i), "season");
      g_autoptr(JsonNode) node = night ? hammer_seasons_night_json (store, id, night, NULL)
                                       : hammer_seasons_member_json (store, id, member, NULL);

      if (node != NULL)
        return id;
    }
  g_error ("No season holds %s %" G_GINT64_FORMAT, night ? "night" : "member",
           night ? night : member);
  return 0;
}

/* A season page alone in a window, as the main window will hold it. */
/* The first widget of @type under @root, or NULL. */
static GtkWidget *
find_widget_of_type (GtkWidget *root,
                     GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget_of_type (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The entry rows under @root, in the order of the tree. */
static void
entry_rows (GtkWidget *root,
            GPtrArray *rows)
{
  if (ADW_IS_ENTRY_ROW (root))
    g_ptr_array_add (rows, root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    entry_rows (child, rows);
}

static GtkWidget *
season_window (GApplication *app,
               HammerStore  *store,
               gint64        season_id,
               int           width,
               int           height)
{
  GtkWidget *window = adw_application_window_new (GTK_APPLICATION (app));
  GtkWidget *page = hammer_season_page_new (store, season_id);

  /* A narrow main window folds its sidebar away; the page then shows Back. */
  g_object_set (page, "folded", width < 600, NULL);
  adw_application_window_set_content (ADW_APPLICATION_WINDOW (window), page);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  return page;
}

static GtkWindow *
topmost_window (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWindow *best = NULL;

  /* The newest visible toplevel is the dialog, if one was opened. */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (gtk_widget_get_visible (GTK_WIDGET (window)))
        best = window;
    }
  return best;
}

static void
save_window (GtkWindow  *window,
             const char *path)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (window));
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  int width = gtk_widget_get_width (GTK_WIDGET (window));
  int height = gtk_widget_get_height (GTK_WIDGET (window));

  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_to_node (snapshot);
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (gdk_texture_save_to_png (texture, path))
    {
      g_print ("%s (%dx%d)\n", path, width, height);
      exit_code = 0;
    }
  else
    g_printerr ("Could not write %s\n", path);
}

static HammerWindow *main_window;

static gboolean
take_shot_cb (gpointer user_data)
{
  GApplication *app = user_data;

  /* The lists are read on worker threads: the shot waits for them. */
  if (main_window != NULL && hammer_window_get_loading (main_window))
    return G_SOURCE_CONTINUE;

  save_window (topmost_window (), opt_output);
  if (opt_hold > 0)
    g_timeout_add_once (opt_hold, (GSourceOnceFunc) g_application_quit, app);
  else
    g_application_quit (app);
  return G_SOURCE_REMOVE;
}

/* A window that grew while its views were filling in is asked for the size
 * wanted again, as a user would drag it back; it shrinks to its minimum at
 * most. */
static gboolean
settle_size_cb (gpointer user_data)
{
  GtkWindow *window = user_data;
  int width = 1280, height = 800;

  sscanf (opt_size, "%dx%d", &width, &height);
  gtk_window_set_default_size (window, width, height);
  return G_SOURCE_REMOVE;
}

static void
activate_cb (GApplication *app)
{
  g_autoptr(HammerStore) store = NULL;
  g_autoptr(GError) error = NULL;
  HammerWindow *window;
  int width = 1280, height = 800;

  if (sscanf (opt_size, "%dx%d", &width, &height) != 2)
    g_error ("--size takes WIDTHxHEIGHT");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                      opt_dark ? ADW_COLOR_SCHEME_FORCE_DARK
                                               : ADW_COLOR_SCHEME_FORCE_LIGHT);

  if (!(store = hammer_store_open (opt_database, &error)))
    g_error ("%s", error->message);
  if (opt_demo && !hammer_roster_load_demo (store, &error))
    g_error ("%s", error->message);

  if (g_str_has_prefix (opt_page, "day-display:"))
    {
      GtkWindow *shown = hammer_display_window_new_for_day (GTK_APPLICATION (app), store,
                                                            g_ascii_strtoll (strchr (opt_page, ':')
                                                                             + 1, NULL, 10));

      gtk_window_set_default_size (shown, width, height);
      gtk_window_present (shown);
      g_timeout_add (1500, take_shot_cb, app);
      return;
    }

  if (g_str_has_prefix (opt_page, "matches:") || g_str_has_prefix (opt_page, "boards:") ||
      g_str_has_prefix (opt_page, "display:"))
    {
      gint64 event_id = g_ascii_strtoll (strchr (opt_page, ':') + 1, NULL, 10);
      GtkWidget *box, *view;
      GtkWindow *shown;

      /* An event's view alone, under a header bar as on the event page. */
      if (g_str_has_prefix (opt_page, "display:"))
        shown = hammer_display_window_new (GTK_APPLICATION (app), store, event_id);
      else
        {
          shown = GTK_WINDOW (adw_application_window_new (GTK_APPLICATION (app)));
          box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
          view = g_str_has_prefix (opt_page, "matches:") ? hammer_matches_view_new (store, event_id)
                                                         : hammer_boards_view_new (store, event_id);
          gtk_widget_set_vexpand (view, TRUE);
          gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
          gtk_box_append (GTK_BOX (box), view);
          adw_application_window_set_content (ADW_APPLICATION_WINDOW (shown), box);
        }
      gtk_window_set_default_size (shown, width, height);
      gtk_window_present (shown);
      g_timeout_add (1500, take_shot_cb, app);
      return;
    }

  if (g_str_has_prefix (opt_page, "board-entry:"))
    {
      GtkWindow *shown = hammer_board_entry_window_present (NULL, store,
                                                            g_ascii_strtoll (opt_page +
                                                                             strlen ("board-entry:"),
                                                                             NULL, 10));

      gtk_window_set_application (shown, GTK_APPLICATION (app));
      gtk_window_set_default_size (shown, width, height);
      /* board-entry:ID:lan serves the local network. */
      if (g_str_has_suffix (opt_page, ":lan"))
        gtk_switch_set_active (GTK_SWITCH (gtk_widget_get_template_child (
                                             GTK_WIDGET (shown), HAMMER_TYPE_BOARD_ENTRY_WINDOW,
                                             "network_switch")), TRUE);
      g_timeout_add (1500, take_shot_cb, app);
      return;
    }

  if (g_str_has_prefix (opt_page, "draw:"))
    {
      /* The draw view alone, with the event page's actions so that its
       * buttons look live. */
      static const GActionEntry actions[] = {
        { "open-match", NULL, "x", NULL, NULL },
        { "show-view", NULL, "s", NULL, NULL },
      };
      g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
      gint64 event_id = g_ascii_strtoll (opt_page + strlen ("draw:"), NULL, 10);
      GtkWindow *shown = GTK_WINDOW (adw_application_window_new (GTK_APPLICATION (app)));
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *view = hammer_draw_view_new (store, event_id);
      HammerBracketView *bracket = hammer_draw_view_get_bracket (HAMMER_DRAW_VIEW (view));

      g_action_map_add_action_entries (G_ACTION_MAP (group), actions, G_N_ELEMENTS (actions),
                                       NULL);
      gtk_widget_insert_action_group (GTK_WIDGET (shown), "event", G_ACTION_GROUP (group));
      gtk_widget_set_vexpand (view, TRUE);
      gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
      gtk_box_append (GTK_BOX (box), view);
      adw_application_window_set_content (ADW_APPLICATION_WINDOW (shown), box);
      gtk_window_set_default_size (shown, width, height);
      hammer_bracket_view_set_zoom (bracket, opt_zoom);
      if (opt_follow > 0)
        hammer_bracket_view_set_highlighted_entrant (bracket, opt_follow);
      gtk_window_present (shown);
      gtk_widget_grab_focus (GTK_WIDGET (bracket));
      g_timeout_add (1500, take_shot_cb, app);
      return;
    }

  window = hammer_window_new (ADW_APPLICATION (app), store);
  main_window = window;
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));

  if (g_str_equal (opt_page, "clubs") || g_str_equal (opt_page, "players"))
    hammer_window_show_page (window, opt_page);
  else if (g_str_equal (opt_page, "sidebar"))
    hammer_window_show_page (window, "players"), gtk_widget_activate_action (GTK_WIDGET (window), "window.go-back", NULL);
  else if (g_str_equal (opt_page, "shortcuts") || g_str_has_prefix (opt_page, "shortcuts:"))
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL);
      if (opt_page[strlen ("shortcuts")] == ':')
        g_object_set (topmost_window (), "section-name", opt_page + strlen ("shortcuts:"), NULL);
    }
  else if (g_str_equal (opt_page, "player-dialog"))
    gtk_widget_activate_action (GTK_WIDGET (window), "window.add", NULL);
  else if (g_str_equal (opt_page, "ranking-dialog"))
    {
      /* --keys "NAME|BEST|POINTS|…" fills its rows in order. */
      g_auto(GStrv) texts = g_strsplit (opt_keys != NULL ? opt_keys : "", "|", -1);
      g_autoptr(GPtrArray) rows = g_ptr_array_new ();
      g_autoptr(GList) toplevels = NULL;

      gtk_widget_activate_action (GTK_WIDGET (window), "window.new-ranking", NULL);
      toplevels = gtk_window_list_toplevels ();
      for (GList *l = toplevels; l != NULL; l = l->next)
        if (HAMMER_IS_RANKING_DIALOG (l->data))
          entry_rows (l->data, rows);
      for (guint i = 0; i < rows->len && texts[i] != NULL; i++)
        gtk_editable_set_text (GTK_EDITABLE (g_ptr_array_index (rows, i)), texts[i]);
    }
  else if (g_str_has_prefix (opt_page, "ranking:"))
    {
      g_auto(GStrv) parts = g_strsplit (opt_page + strlen ("ranking:"), ":", 2);

      hammer_window_show_ranking (window, g_ascii_strtoll (parts[0], NULL, 10));
      if (parts[1] != NULL)
        {
          GtkWidget *page = find_widget_of_type (GTK_WIDGET (window), HAMMER_TYPE_RANKING_PAGE);

          if (page != NULL)
            hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (page), parts[1]);
        }
    }
  else if (g_str_has_prefix (opt_page, "player-dialog:"))
    {
      /* An existing player's, with the rating of each game played. */
      g_autoptr(HammerPlayer) player =
        hammer_roster_get_player (store, g_ascii_strtoll (opt_page + strlen ("player-dialog:"),
                                                          NULL, 10), NULL);

      if (player != NULL)
        {
          GtkWindow *dialog = GTK_WINDOW (hammer_player_dialog_new (GTK_WINDOW (window), store,
                                                                    player));

          /* As tall as --size asks, so that the rating is in view. */
          gtk_window_set_default_size (dialog, MIN (width, 560), height);
          gtk_window_present (dialog);
        }
    }
  else if (g_str_has_prefix (opt_page, "season:"))
    {
      g_auto(GStrv) parts = g_strsplit (opt_page + strlen ("season:"), ":", 2);
      GtkWidget *page = season_window (G_APPLICATION (app), store,
                                       g_ascii_strtoll (parts[0], NULL, 10), width, height);

      /* "season:ID:standings" shows another view than the nights. */
      if (parts[1] != NULL)
        hammer_season_page_show_view (HAMMER_SEASON_PAGE (page), parts[1]);
    }
  else if (g_str_has_prefix (opt_page, "player:"))
    {
      gint64 member = g_ascii_strtoll (opt_page + strlen ("player:"), NULL, 10);
      GtkWidget *page = season_window (G_APPLICATION (app), store,
                                       find_season (store, 0, member), width, height);

      hammer_season_page_show_member (HAMMER_SEASON_PAGE (page), member);
    }
  else if (g_str_has_prefix (opt_page, "club-night:"))
    {
      gint64 night = g_ascii_strtoll (opt_page + strlen ("club-night:"), NULL, 10);
      GtkWidget *entry = hammer_club_night_entry_new (GTK_WINDOW (window), store,
                                                      find_season (store, night, 0), night);

      gtk_window_set_default_size (GTK_WINDOW (entry), width, height);
      gtk_window_present (GTK_WINDOW (entry));
    }
  else if (g_str_has_prefix (opt_page, "club-night-new:"))
    {
      gint64 season = g_ascii_strtoll (opt_page + strlen ("club-night-new:"), NULL, 10);
      GtkWidget *entry = hammer_club_night_entry_new (GTK_WINDOW (window), store, season, 0);

      gtk_window_set_default_size (GTK_WINDOW (entry), width, height);
      gtk_window_present (GTK_WINDOW (entry));
    }
  else if (g_str_has_prefix (opt_page, "league:"))
    {
      g_auto(GStrv) parts = g_strsplit (opt_page + strlen ("league:"), ":", 2);
      GtkWidget *window2 = adw_application_window_new (GTK_APPLICATION (app));
      GtkWidget *page = hammer_league_page_new (store, g_ascii_strtoll (parts[0], NULL, 10));

      g_object_set (page, "folded", width < 600, NULL);
      adw_application_window_set_content (ADW_APPLICATION_WINDOW (window2), page);
      gtk_window_set_default_size (GTK_WINDOW (window2), width, height);
      gtk_window_present (GTK_WINDOW (window2));
      if (parts[1] != NULL)
        hammer_competition_page_show_view (HAMMER_COMPETITION_PAGE (page), parts[1]);
    }
  else if (g_str_has_prefix (opt_page, "team-match:"))
    {
      GtkWidget *entry = hammer_team_match_entry_new (GTK_WINDOW (window), store,
                                                      g_ascii_strtoll (opt_page + strlen ("team-match:"),
                                                                       NULL, 10));

      gtk_window_set_default_size (GTK_WINDOW (entry), width, height);
      gtk_window_present (GTK_WINDOW (entry));
    }
  else if (g_str_has_prefix (opt_page, "season-dialog"))
    {
      GtkWidget *dialog = hammer_season_dialog_new (GTK_WINDOW (window), store);

      /* "season-dialog:league" shows the team league's fields. */
      if (g_str_equal (opt_page, "season-dialog:league"))
        g_object_set (gtk_widget_get_template_child (dialog, HAMMER_TYPE_SEASON_DIALOG, "kind_row"),
                      "selected", 1, NULL);
      gtk_window_present (GTK_WINDOW (dialog));
    }
  else if (g_str_has_prefix (opt_page, "window-season:") ||
           g_str_has_prefix (opt_page, "window-league:"))
    /* The season or league as the main window shows it, with the sidebar. */
    hammer_window_show_season (window, g_str_has_prefix (opt_page, "window-league:"),
                               g_ascii_strtoll (strchr (opt_page, ':') + 1, NULL, 10));
  else if (g_str_has_prefix (opt_page, "window-day:") ||
           g_str_has_prefix (opt_page, "late-entry:"))
    {
      /* window-day:ID or window-day:ID:VIEW; late-entry:ID opens Late Entry. */
      g_auto(GStrv) parts = g_strsplit (opt_page, ":", 3);
      GtkWidget *stack;

      hammer_window_show_day (window, g_ascii_strtoll (parts[1], NULL, 10));
      stack = find_widget_of_type (GTK_WIDGET (window), ADW_TYPE_VIEW_STACK);
      if (g_str_equal (parts[0], "late-entry"))
        {
          GtkWidget *desk = find_widget_of_type (GTK_WIDGET (window),
                                                 HAMMER_TYPE_DAY_REGISTRATION);

          adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), "registration");
          gtk_menu_button_popup (GTK_MENU_BUTTON (gtk_widget_get_template_child (
                                   desk, HAMMER_TYPE_DAY_REGISTRATION, "late_entry_button")));
          if (opt_search != NULL)
            gtk_editable_set_text (GTK_EDITABLE (gtk_widget_get_template_child (
                                     desk, HAMMER_TYPE_DAY_REGISTRATION, "late_name_entry")),
                                   opt_search);
          g_clear_pointer (&opt_search, g_free);
        }
      else if (parts[2] != NULL)
        adw_view_stack_set_visible_child_name (ADW_VIEW_STACK (stack), parts[2]);
    }
  else if (g_str_has_prefix (opt_page, "event:"))
    {
      /* event:ID or event:ID:VIEW */
      g_auto(GStrv) parts = g_strsplit (opt_page, ":", 3);

      if (parts[2] != NULL)
        hammer_window_show_event_view (window, g_ascii_strtoll (parts[1], NULL, 10), parts[2]);
      else
        hammer_window_show_event (window, g_ascii_strtoll (parts[1], NULL, 10));
    }
  else if (g_str_has_prefix (opt_page, "import:"))
    {
      /* The same dialog the file chooser leads to. */
      g_autoptr(GFile) file = g_file_new_for_commandline_arg (opt_page + strlen ("import:"));
      gtk_window_present (GTK_WINDOW (hammer_import_dialog_new (GTK_WINDOW (window), store, file)));
    }

  else if (g_str_equal (opt_page, "assistant"))
    {
      GtkWindow *assistant = GTK_WINDOW (hammer_event_assistant_new (GTK_WINDOW (window), store));

      gtk_window_set_default_size (assistant, MIN (width, 560), MIN (height, 720));
      gtk_window_present (assistant);
    }
  else if (g_str_has_prefix (opt_page, "entrants:"))
    {
      /* The view as the event page holds it, in a window of its own. */
      gint64 event_id = g_ascii_strtoll (opt_page + strlen ("entrants:"), NULL, 10);
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *view = hammer_entrants_view_new (store, event_id);
      GtkWidget *holder = adw_window_new ();

      gtk_widget_set_vexpand (view, TRUE);
      gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
      gtk_box_append (GTK_BOX (box), view);
      adw_window_set_content (ADW_WINDOW (holder), box);
      gtk_window_set_default_size (GTK_WINDOW (holder), width, height);
      gtk_window_present (GTK_WINDOW (holder));
      if (opt_search != NULL)
        {
          GtkWidget *entry = gtk_window_get_focus (GTK_WINDOW (holder));

          if (GTK_IS_EDITABLE (entry))
            gtk_editable_set_text (GTK_EDITABLE (entry), opt_search);
          g_clear_pointer (&opt_search, g_free);
        }
    }
  else if (g_str_has_prefix (opt_page, "standings:") || g_str_has_prefix (opt_page, "print:"))
    {
      /* The event's standings view; print: opens the PDF export dialog over it. */
      gint64 event_id = g_ascii_strtoll (strchr (opt_page, ':') + 1, NULL, 10);

      hammer_window_show_event_view (window, event_id, "standings");
      if (g_str_has_prefix (opt_page, "print:"))
        hammer_print_dialog_present (GTK_WIDGET (window), store, event_id,
                                     HAMMER_SHEET_SCORE_SHEETS, TRUE);
    }
  else if (g_str_has_prefix (opt_page, "score:"))
    {
      gint64 event_id = 0, match_id = 0;
      GtkWidget *dialog;

      if (sscanf (opt_page, "score:%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT, &event_id,
                  &match_id) != 2)
        g_error ("--page score:EVENT_ID:MATCH_ID");
      dialog = hammer_score_dialog_new (GTK_WINDOW (window), store, event_id, match_id);
      gtk_window_set_default_size (GTK_WINDOW (dialog), MIN (width, 720), height);
      gtk_window_present (GTK_WINDOW (dialog));
      for (const char *key = opt_keys; key != NULL && *key != '\0'; key++)
        {
          GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (dialog));
          g_autofree char *text = NULL;

          if (!GTK_IS_EDITABLE (focus))
            break;
          if (*key == '/')
            {
              g_signal_emit_by_name (focus, "activate");
              continue;
            }
          text = g_strdup_printf ("%s%c", gtk_editable_get_text (GTK_EDITABLE (focus)), *key);
          gtk_editable_set_text (GTK_EDITABLE (focus), text);
        }
    }

  if (opt_search != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (window), "window.search", NULL);
      gtk_editable_set_text (GTK_EDITABLE (gtk_window_get_focus (GTK_WINDOW (window))),
                             opt_search);
    }

  /* Long enough for the first frames and the import preview's thread. */
  g_timeout_add (800, settle_size_cb, window);
  g_timeout_add (1500, take_shot_cb, app);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new ("");
  g_autoptr(AdwApplication) app = NULL;
  g_autoptr(GError) error = NULL;

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error) || opt_output == NULL ||
      opt_database == NULL)
    {
      g_printerr ("%s\n", error ? error->message : "--database and --output are needed");
      return 2;
    }

  app = adw_application_new ("io.github.hammertourney.Hammer.Screenshot",
                             G_APPLICATION_NON_UNIQUE);
  g_object_set (app, "resource-base-path", "/io/github/hammertourney/Hammer", NULL);
  g_signal_connect (app, "activate", G_CALLBACK (activate_cb), NULL);
  g_application_run (G_APPLICATION (app), 1, argv);
  return exit_code;
}
