/* hammer-entrants-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "events/hammer-events.h"
#include "hammer-entrant-item.h"
#include "hammer-entrants-view.h"
#include "hammer-app-utils.h"
#include "hammer-filtered-list.h"
#include "hammer-window.h"

struct _HammerEntrantsView
{
  AdwBin parent_instance;

  HammerStore *store;
  gint64 event_id;

  char *event_name;
  gboolean drawn;
  gboolean series;
  int team_size;
  guint n_present;
  guint n_single;

  GListStore *entrants;       /* HammerEntrantItem, in seed order */
  GtkSingleSelection *selection;
  GListStore *roster;         /* HammerPlayer: active players not entered yet */
  GtkCustomFilter *roster_filter;
  GtkFilterListModel *matches;
  GtkSingleSelection *match_selection;
  char *search_key;           /* case-folded search text */
  GCancellable *cancellable;
  guint scroll_source;
  double scroll_value;

  GtkRevealer *error_revealer;
  GtkLabel *error_label;
  GtkLabel *counts_label;
  GtkWidget *import_button;
  GtkWidget *blind_draw_button;
  GtkWidget *draw_button;
  GtkWidget *add_box;
  GtkWidget *drawn_label;
  GtkSearchEntry *search_entry;
  GtkRevealer *matches_revealer;
  GtkWidget *matches_scroller;
  GtkListView *matches_list;
  GtkButton *new_player_button;
  GtkStack *stack;
  GtkScrolledWindow *scroller;
  GtkColumnView *column_view;

  GtkColumnViewColumn *seed_column;
  GtkColumnViewColumn *present_column;
  GtkColumnViewColumn *remove_column;
  GtkColumnViewColumn *withdraw_column;
};

G_DEFINE_FINAL_TYPE (HammerEntrantsView, hammer_entrants_view, ADW_TYPE_BIN)

enum {
  PROP_0,
  PROP_STORE,
  PROP_EVENT_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void reload (HammerEntrantsView *self);

/* Messages and changes */

static void
show_error (HammerEntrantsView *self,
            const char         *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
}

static void
report_change (HammerEntrantsView *self,
               const char         *message)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_change (HAMMER_WINDOW (root), message,
                                 hammer_store_get_last_change (self->store));
}

static HammerEntrantItem *
find_item (HammerEntrantsView *self,
           gint64              entrant_id,
           guint              *position)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->entrants));

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerEntrantItem) item = g_list_model_get_item (G_LIST_MODEL (self->entrants), i);

      if (hammer_entrant_item_get_id (item) == entrant_id)
        {
          if (position != NULL)
            *position = i;
          return item;  /* the store keeps a reference */
        }
    }
  return NULL;
}

/* Loading */

static int
compare_for_seeding (gconstpointer a,
                     gconstpointer b,
                     gpointer      user_data)
{
  HammerEntrantItem *x = (HammerEntrantItem *) a;
  HammerEntrantItem *y = (HammerEntrantItem *) b;
  guint sx = hammer_entrant_item_get_seed (x);
  guint sy = hammer_entrant_item_get_seed (y);
  gint64 ix = hammer_entrant_item_get_id (x);
  gint64 iy = hammer_entrant_item_get_id (y);

  /* Seeded first, by seed; the rest in the order they came in (entrant ids
   * grow with it), as the draw takes them. */
  if ((sx > 0) != (sy > 0))
    return sx > 0 ? -1 : 1;
  if (sx != sy)
    return sx < sy ? -1 : 1;
  return ix < iy ? -1 : ix > iy ? 1 : 0;
}

static gint64
member_int (JsonObject *object,
            const char *name)
{
  JsonNode *node = json_object_get_member (object, name);

  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_int (node) : 0;
}

/* The club of a player, or the clubs of a team's players (the team's name
 * already names them). */
static char *
describe_members (JsonArray  *players,
                  GHashTable *roster)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) clubs = g_ptr_array_new ();
  guint n = json_array_get_length (players);

  for (guint i = 0; i < n; i++)
    {
      gint64 id = json_array_get_int_element (players, i);
      HammerPlayer *player = g_hash_table_lookup (roster, &id);
      const char *club = player != NULL ? hammer_player_get_club_name (player) : NULL;

      if (club == NULL || g_ptr_array_find_with_equal_func (clubs, club, g_str_equal, NULL))
        continue;
      g_ptr_array_add (clubs, (gpointer) club);
      if (text->len > 0)
        g_string_append (text, ", ");
      g_string_append (text, club);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
update_counts (HammerEntrantsView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->entrants));
  g_autofree char *text = NULL;

  if (self->drawn)
    {
      guint n_withdrawn = 0, n_drawn = 0;

      for (guint i = 0; i < n; i++)
        {
          g_autoptr(HammerEntrantItem) item = NULL;

          item = g_list_model_get_item (G_LIST_MODEL (self->entrants), i);
          n_withdrawn += hammer_entrant_item_get_withdrawn (item);
          n_drawn += hammer_entrant_item_get_seed (item) > 0;
        }
      /* TRANSLATORS: after the draw, e.g. "22 in the draw, 1 withdrawn". */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u in the draw, %u withdrawn",
                                           "%u in the draw, %u withdrawn", n_drawn),
                              n_drawn, n_withdrawn);
    }
  else if (n == 0)
    text = g_strdup (_("No entrants yet"));
  else
    /* TRANSLATORS: e.g. "24 entrants, 22 present". */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entrant, %u present",
                                         "%u entrants, %u present", n),
                            n, self->n_present);
  gtk_label_set_label (self->counts_label, text);
}

static void
update_state (HammerEntrantsView *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->entrants));
  gboolean have_event = self->store != NULL && self->event_id > 0 && self->event_name != NULL;
  gboolean open = have_event && !self->drawn;

  gtk_widget_set_visible (self->add_box, open);
  gtk_widget_set_visible (self->drawn_label, have_event && self->drawn);
  gtk_widget_set_visible (self->import_button, open);
  gtk_widget_set_visible (self->draw_button, open);
  gtk_widget_set_visible (self->blind_draw_button,
                          open && self->team_size > 1 && self->n_single >= 2);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.import", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.add", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.draw",
                                 open && self->n_present >= (self->series ? 1u : 2u));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.blind-draw",
                                 open && self->team_size > 1 && self->n_single >= 2);

  gtk_column_view_column_set_title (self->seed_column,
                                    self->drawn ? _("Position") : _("Seed"));
  gtk_column_view_column_set_visible (self->present_column, !self->drawn);
  gtk_column_view_column_set_visible (self->remove_column, !self->drawn);
  gtk_column_view_column_set_visible (self->withdraw_column, self->drawn);

  gtk_stack_set_visible_child_name (self->stack, n > 0 || !open ? "list" : "empty");
  update_counts (self);
}

static gboolean
roster_filter_func (gpointer item,
                    gpointer user_data)
{
  HammerEntrantsView *self = user_data;
  HammerPlayer *player = item;

  if (self->search_key == NULL || *self->search_key == '\0')
    return FALSE;
  return hammer_filtered_list_text_matches (hammer_player_get_name (player), self->search_key) ||
         hammer_filtered_list_text_matches (hammer_player_get_club_name (player),
                                            self->search_key) ||
         hammer_filtered_list_text_matches (hammer_player_get_licence (player), self->search_key);
}

static void
update_matches (HammerEntrantsView *self)
{
  guint n_matches = g_list_model_get_n_items (G_LIST_MODEL (self->matches));
  gboolean searching = self->search_key != NULL && *self->search_key != '\0';

  gtk_widget_set_visible (self->matches_scroller, n_matches > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->new_player_button), searching && n_matches == 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.add-new-player",
                                 searching && n_matches == 0);
  if (searching && n_matches == 0)
    {
      const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
      g_autofree char *name = g_strstrip (g_strdup (text));
      g_autofree char *label = NULL;

      if (self->team_size > 1 && strchr (name, '/') != NULL)
        /* TRANSLATORS: %s is what was typed, as in "Anna / Bert". */
        label = g_strdup_printf (_("Add the team “%s”"), name);
      else
        /* TRANSLATORS: %s is the name typed in the search field. */
        label = g_strdup_printf (_("Add “%s” as a new player"), name);
      gtk_button_set_label (self->new_player_button, label);
    }
  gtk_revealer_set_reveal_child (self->matches_revealer, searching);

  if (n_matches > 0)
    {
      gtk_single_selection_set_selected (self->match_selection, 0);
      gtk_widget_activate_action (GTK_WIDGET (self->matches_list), "list.scroll-to-item", "u", 0);
    }
}

static void
load_roster (HammerEntrantsView *self,
             GHashTable         *entered,
             GPtrArray          *players)
{
  g_autoptr(GPtrArray) offered = g_ptr_array_new ();

  for (guint i = 0; players != NULL && i < players->len; i++)
    {
      HammerPlayer *player = g_ptr_array_index (players, i);
      gint64 id = hammer_player_get_id (player);

      if (hammer_player_get_active (player) && !g_hash_table_contains (entered, &id))
        g_ptr_array_add (offered, player);
    }
  g_list_store_splice (self->roster, 0, g_list_model_get_n_items (G_LIST_MODEL (self->roster)),
                       offered->pdata, offered->len);
  gtk_filter_changed (GTK_FILTER (self->roster_filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_matches (self);
}

static gboolean
restore_scroll_cb (gpointer data)
{
  HammerEntrantsView *self = data;

  self->scroll_source = 0;
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller),
                            self->scroll_value);
  return G_SOURCE_REMOVE;
}

static void
reload (HammerEntrantsView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) roster = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GHashTable) entered = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  gint64 selected_id = 0;
  HammerEntrantItem *selected;
  JsonObject *object;
  JsonObject *options;
  JsonArray *entrants;

  selected = gtk_single_selection_get_selected_item (self->selection);
  if (selected != NULL)
    selected_id = hammer_entrant_item_get_id (selected);
  self->scroll_value = gtk_adjustment_get_value (vadjustment);

  g_clear_pointer (&self->event_name, g_free);
  self->drawn = FALSE;
  self->n_present = 0;
  self->n_single = 0;
  self->team_size = 1;

  if (self->store == NULL || self->event_id <= 0)
    {
      g_list_store_remove_all (self->entrants);
      g_list_store_remove_all (self->roster);
      update_state (self);
      return;
    }

  if (!(event = hammer_events_get_event_json (self->store, self->event_id, &error)))
    {
      g_list_store_remove_all (self->entrants);
      show_error (self, error->message);
      update_state (self);
      return;
    }
  players = hammer_roster_list_players (self->store, NULL);
  for (guint i = 0; players != NULL && i < players->len; i++)
    {
      HammerPlayer *player = g_ptr_array_index (players, i);
      gint64 *id = g_new (gint64, 1);

      *id = hammer_player_get_id (player);
      g_hash_table_insert (roster, id, player);
    }

  object = json_node_get_object (event);
  self->event_name = g_strdup (json_object_get_string_member (object, "name"));
  self->drawn = json_object_get_boolean_member_with_default (object, "drawn", FALSE);
  self->series = g_strcmp0 (json_object_get_string_member_with_default (object, "format", ""),
                            "series") == 0;
  options = json_object_get_object_member (object, "options");
  if (options != NULL)
    self->team_size = MAX (1, member_int (options, "team_size"));

  entrants = json_object_get_array_member (object, "entrants");
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *entrant = json_array_get_object_element (entrants, i);
      JsonArray *player_ids = json_object_get_array_member (entrant, "players");
      g_autofree char *members = describe_members (player_ids, roster);
      gboolean present = json_object_get_boolean_member_with_default (entrant, "present", TRUE);
      gboolean withdrawn = json_object_get_boolean_member_with_default (entrant, "withdrawn",
                                                                        FALSE);

      for (guint p = 0; p < json_array_get_length (player_ids); p++)
        {
          gint64 *id = g_new (gint64, 1);

          *id = json_array_get_int_element (player_ids, p);
          g_hash_table_add (entered, id);
        }
      if (present && !withdrawn)
        self->n_present++;
      if (json_array_get_length (player_ids) == 1 && !withdrawn)
        self->n_single++;
      g_ptr_array_add (items,
                       hammer_entrant_item_new (member_int (entrant, "id"),
                                                json_object_get_string_member (entrant, "name"),
                                                members, member_int (entrant, "seed"),
                                                json_array_get_length (player_ids), present,
                                                withdrawn));
    }
  /* Before the draw the store lists entrants as they came and the draw
   * takes seeded ones first; after it, the store's order is the draw's. */
  g_list_store_splice (self->entrants, 0, g_list_model_get_n_items (G_LIST_MODEL (self->entrants)),
                       items->pdata, items->len);
  if (!self->drawn)
    g_list_store_sort (self->entrants, compare_for_seeding, NULL);

  if (selected_id != 0)
    {
      guint position;

      if (find_item (self, selected_id, &position) != NULL)
        gtk_single_selection_set_selected (self->selection, position);
    }
  /* The new rows are measured before the old position fits again. */
  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add (restore_scroll_cb, self);

  load_roster (self, entered, players);
  update_state (self);
}

/* Entering */

static void
enter_player (HammerEntrantsView *self,
              HammerPlayer       *player)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *name = g_strdup (hammer_player_get_name (player));

  if (!hammer_events_enter_player (self->store, self->event_id, hammer_player_get_id (player),
                                  &error))
    {
      show_error (self, error->message);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  /* TRANSLATORS: %s is a player's name. */
  message = g_strdup_printf (_("%s entered"), name);
  report_change (self, message);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static void
add_new_player_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *name = g_strstrip (g_strdup (text));
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  const char *names[] = { name, NULL };

  if (*name == '\0')
    return;
  if (!(ids = hammer_events_add_entrants (self->store, self->event_id, names, &error)))
    {
      show_error (self, error->message);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  /* TRANSLATORS: %s is the name of a player just added to the roster. */
  message = g_strdup_printf (_("%s added to the roster and entered"), name);
  report_change (self, message);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* The roster is filtered in memory on every keystroke (not after the search
 * entry's delay), so that Enter right after typing acts on what was typed. */
static void
search_changed_cb (HammerEntrantsView *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
  g_autofree char *clean = g_strstrip (g_strdup (text));

  g_free (self->search_key);
  self->search_key = g_utf8_casefold (clean, -1);
  gtk_filter_changed (GTK_FILTER (self->roster_filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_matches (self);
}

static void
search_activate_cb (HammerEntrantsView *self)
{
  HammerPlayer *player = gtk_single_selection_get_selected_item (self->match_selection);

  if (self->search_key == NULL || *self->search_key == '\0')
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
                   guint               position)
{
  g_autoptr(HammerPlayer) player = g_list_model_get_item (G_LIST_MODEL (self->matches), position);

  if (player != NULL)
    enter_player (self, player);
}

/* Up and Down walk the matches while the search field keeps the focus. */
static gboolean
search_key_pressed_cb (GtkEventControllerKey *controller,
                       guint                  keyval,
                       guint                  keycode,
                       GdkModifierType        state,
                       HammerEntrantsView    *self)
{
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->matches));
  guint selected = gtk_single_selection_get_selected (self->match_selection);
  int step;

  if (keyval == GDK_KEY_Down || keyval == GDK_KEY_KP_Down)
    step = 1;
  else if (keyval == GDK_KEY_Up || keyval == GDK_KEY_KP_Up)
    step = -1;
  else
    return FALSE;

  if (n == 0)
    return FALSE;
  if (selected == GTK_INVALID_LIST_POSITION)
    selected = step > 0 ? 0 : n - 1;
  else if (step > 0)
    selected = MIN (selected + 1, n - 1);
  else
    selected = selected > 0 ? selected - 1 : 0;
  gtk_single_selection_set_selected (self->match_selection, selected);
  gtk_widget_activate_action (GTK_WIDGET (self->matches_list), "list.scroll-to-item", "u",
                              selected);
  return TRUE;
}

static void
match_setup_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *list_item,
                gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *detail = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_label_set_xalign (GTK_LABEL (detail), 1);
  gtk_label_set_ellipsize (GTK_LABEL (detail), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (detail, "dim-label");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), detail);
  gtk_list_item_set_child (list_item, box);
}

static void
match_bind_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item,
               gpointer                  user_data)
{
  HammerPlayer *player = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *name = gtk_widget_get_first_child (box);
  GtkWidget *detail = gtk_widget_get_next_sibling (name);
  const char *club = hammer_player_get_club_name (player);
  const char *licence = hammer_player_get_licence (player);
  g_autofree char *text = NULL;

  if (club != NULL && licence != NULL)
    text = g_strdup_printf ("%s · %s", club, licence);
  else
    text = g_strdup (club != NULL ? club : licence != NULL ? licence : "");
  gtk_label_set_label (GTK_LABEL (name), hammer_player_get_name (player));
  gtk_label_set_label (GTK_LABEL (detail), text);
}

/* Seeding, check-in and removal */

static HammerEntrantItem *
cell_item (GtkWidget *widget)
{
  GtkListItem *list_item = g_object_get_data (G_OBJECT (widget), "hammer-list-item");

  return list_item != NULL ? gtk_list_item_get_item (list_item) : NULL;
}

static HammerEntrantsView *
cell_view (GtkWidget *widget)
{
  return HAMMER_ENTRANTS_VIEW (gtk_widget_get_ancestor (widget, HAMMER_TYPE_ENTRANTS_VIEW));
}

/* A change reloads the view, which drops the row's item: the handlers
 * below keep their own reference while they work. */

static void
commit_seed (GtkEditable *entry)
{
  g_autoptr(HammerEntrantItem) item = NULL;
  HammerEntrantsView *self = cell_view (GTK_WIDGET (entry));
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  char *end = NULL;
  guint64 seed;

  g_set_object (&item, cell_item (GTK_WIDGET (entry)));
  if (item == NULL || self == NULL || self->drawn)
    return;

  text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));
  seed = *text == '\0' ? 0 : g_ascii_strtoull (text, &end, 10);
  if (*text != '\0' && (end == NULL || *end != '\0' || seed > 999))
    {
      /* TRANSLATORS: %s is what was typed as a seed. */
      message = g_strdup_printf (_("“%s” is not a seed: type a number from 1, or nothing for "
                                   "no seed"), text);
      show_error (self, message);
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      return;
    }
  gtk_widget_remove_css_class (GTK_WIDGET (entry), "error");
  if (seed == hammer_entrant_item_get_seed (item))
    return;

  if (!hammer_events_seed_entrant (self->store, self->event_id, hammer_entrant_item_get_id (item),
                                  seed, &error))
    {
      show_error (self, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (entry), "error");
      return;
    }
  if (seed > 0)
    /* TRANSLATORS: "Anna seeded 3". */
    message = g_strdup_printf (_("%s seeded %u"), hammer_entrant_item_get_name (item),
                               (guint) seed);
  else
    message = g_strdup_printf (_("%s unseeded"), hammer_entrant_item_get_name (item));
  report_change (self, message);
}

static void
seed_focus_leave_cb (GtkEventControllerFocus *controller)
{
  commit_seed (GTK_EDITABLE (gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller))));
}

static void
present_toggled_cb (GtkCheckButton *check)
{
  g_autoptr(HammerEntrantItem) item = NULL;
  HammerEntrantsView *self = cell_view (GTK_WIDGET (check));
  gboolean present = gtk_check_button_get_active (check);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  /* Binding a row sets the check button too; only a change by the user
   * differs from the item. */
  g_set_object (&item, cell_item (GTK_WIDGET (check)));
  if (item == NULL || self == NULL || present == hammer_entrant_item_get_present (item))
    return;

  if (!hammer_events_set_entrant_present (self->store, self->event_id,
                                         hammer_entrant_item_get_id (item), present, &error))
    {
      show_error (self, error->message);
      gtk_check_button_set_active (check, hammer_entrant_item_get_present (item));
      return;
    }
  message = g_strdup_printf (present ? _("%s is present") : _("%s is absent"),
                             hammer_entrant_item_get_name (item));
  report_change (self, message);
}

static void
remove_clicked_cb (GtkButton *button)
{
  HammerEntrantItem *item = cell_item (GTK_WIDGET (button));
  HammerEntrantsView *self = cell_view (GTK_WIDGET (button));
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  g_autofree char *name = NULL;

  if (item == NULL || self == NULL)
    return;
  name = g_strdup (hammer_entrant_item_get_name (item));
  if (!hammer_events_remove_entrant (self->store, self->event_id, hammer_entrant_item_get_id (item),
                                    &error))
    {
      show_error (self, error->message);
      return;
    }
  /* TRANSLATORS: %s is an entrant's name. */
  message = g_strdup_printf (_("%s removed from the event"), name);
  report_change (self, message);
}

typedef struct
{
  HammerEntrantsView *self;
  gint64 entrant_id;
  char *name;
} WithdrawData;

static void
withdraw_data_free (gpointer  user_data,
                    GClosure *closure)
{
  WithdrawData *data = user_data;

  g_object_unref (data->self);
  g_free (data->name);
  g_free (data);
}

static void
withdraw_response_cb (AdwMessageDialog *dialog,
                      const char       *response,
                      WithdrawData     *data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (g_strcmp0 (response, "withdraw") != 0 || data->self->store == NULL)
    return;
  if (!hammer_events_withdraw_entrant (data->self->store, data->self->event_id, data->entrant_id,
                                      &error))
    {
      show_error (data->self, error->message);
      return;
    }
  /* TRANSLATORS: %s is an entrant's name. */
  message = g_strdup_printf (_("%s withdrawn"), data->name);
  report_change (data->self, message);
}

static void
withdraw_clicked_cb (GtkButton *button)
{
  HammerEntrantItem *item = cell_item (GTK_WIDGET (button));
  HammerEntrantsView *self = cell_view (GTK_WIDGET (button));
  GtkWidget *dialog;
  WithdrawData *data;

  if (item == NULL || self == NULL)
    return;

  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))), NULL,
                                   NULL);
  /* TRANSLATORS: %s is an entrant's name. */
  adw_message_dialog_format_heading (ADW_MESSAGE_DIALOG (dialog), _("Withdraw %s?"),
                                     hammer_entrant_item_get_name (item));
  adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog),
                               _("Their matches still to come are walkovers for their opponents. "
                                 "The toast afterwards offers to undo it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "withdraw", _("_Withdraw"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "withdraw",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");

  data = g_new0 (WithdrawData, 1);
  data->self = g_object_ref (self);
  data->entrant_id = hammer_entrant_item_get_id (item);
  data->name = g_strdup (hammer_entrant_item_get_name (item));
  g_signal_connect_data (dialog, "response", G_CALLBACK (withdraw_response_cb), data,
                         withdraw_data_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* Drag and drop of rows: the dropped entrant takes the place of the row it
 * lands on, and every entrant is seeded in the new order in one change. */

static GdkContentProvider *
drag_prepare_cb (GtkDragSource *source,
                 double         x,
                 double         y)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  HammerEntrantItem *item = cell_item (widget);
  HammerEntrantsView *self = cell_view (widget);

  if (item == NULL || self == NULL || self->drawn)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_INT64, hammer_entrant_item_get_id (item));
}

static void
drag_begin_cb (GtkDragSource *source,
               GdkDrag       *drag)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);

  gtk_drag_source_set_icon (source, paintable, 0, 0);
}

static gboolean
drop_cb (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y)
{
  GtkWidget *widget = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  HammerEntrantItem *onto = cell_item (widget);
  HammerEntrantsView *self = cell_view (widget);
  g_autoptr(GArray) order = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 dragged = g_value_get_int64 (value);
  guint from, to, n;
  g_autoptr(HammerEntrantItem) item = NULL;

  if (onto == NULL || self == NULL || self->drawn)
    return FALSE;
  g_set_object (&item, find_item (self, dragged, &from));
  if (item == NULL || !find_item (self, hammer_entrant_item_get_id (onto), &to) || from == to)
    return FALSE;

  n = g_list_model_get_n_items (G_LIST_MODEL (self->entrants));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerEntrantItem) other = g_list_model_get_item (G_LIST_MODEL (self->entrants), i);
      gint64 id = hammer_entrant_item_get_id (other);

      if (id != dragged)
        g_array_append_val (order, id);
    }
  g_array_insert_val (order, to, dragged);

  if (!hammer_events_set_seeds (self->store, self->event_id, (const gint64 *) order->data,
                               order->len, &error))
    {
      show_error (self, error->message);
      return FALSE;
    }
  /* TRANSLATORS: "Anna seeded 3", after a row was dragged to place 3. */
  message = g_strdup_printf (_("%s seeded %u"), hammer_entrant_item_get_name (item), to + 1);
  report_change (self, message);
  return TRUE;
}

/* Columns */

static void
remember_list_item (GtkWidget   *widget,
                    GtkListItem *list_item)
{
  g_object_set_data (G_OBJECT (widget), "hammer-list-item", list_item);
}

static void
seed_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *entry = gtk_entry_new ();
  GtkWidget *label = gtk_label_new (NULL);
  GtkEventController *focus = gtk_event_controller_focus_new ();

  gtk_widget_set_name (entry, "seed-entry");
  gtk_editable_set_width_chars (GTK_EDITABLE (entry), 3);
  gtk_editable_set_max_width_chars (GTK_EDITABLE (entry), 4);
  gtk_editable_set_alignment (GTK_EDITABLE (entry), 0.5);
  gtk_entry_set_placeholder_text (GTK_ENTRY (entry), "–");
  gtk_entry_set_input_purpose (GTK_ENTRY (entry), GTK_INPUT_PURPOSE_DIGITS);
  gtk_widget_set_tooltip_text (entry, _("Seed: a number from 1, or nothing"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Seed"), -1);
  g_signal_connect (entry, "activate", G_CALLBACK (commit_seed), NULL);
  g_signal_connect (focus, "leave", G_CALLBACK (seed_focus_leave_cb), NULL);
  gtk_widget_add_controller (entry, focus);
  remember_list_item (entry, list_item);
  gtk_widget_add_css_class (label, "numeric");

  gtk_stack_add_named (GTK_STACK (stack), entry, "entry");
  gtk_stack_add_named (GTK_STACK (stack), label, "label");
  gtk_list_item_set_child (list_item, stack);
}

static void
seed_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              HammerEntrantsView       *self)
{
  HammerEntrantItem *item = gtk_list_item_get_item (list_item);
  GtkStack *stack = GTK_STACK (gtk_list_item_get_child (list_item));
  GtkWidget *entry = gtk_stack_get_child_by_name (stack, "entry");
  GtkWidget *label = gtk_stack_get_child_by_name (stack, "label");
  guint seed = hammer_entrant_item_get_seed (item);
  g_autofree char *text = seed > 0 ? g_strdup_printf ("%u", seed) : g_strdup ("");

  gtk_widget_remove_css_class (entry, "error");
  gtk_editable_set_text (GTK_EDITABLE (entry), text);
  gtk_label_set_label (GTK_LABEL (label), seed > 0 ? text : "—");
  gtk_stack_set_visible_child_name (stack, self->drawn ? "label" : "entry");
}

static void
name_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *list_item)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *handle = gtk_image_new_from_icon_name ("list-drag-handle-symbolic");
  GtkWidget *lines = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *members = gtk_label_new (NULL);
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_INT64, GDK_ACTION_MOVE);

  gtk_widget_add_css_class (handle, "dim-label");
  gtk_widget_set_tooltip_text (handle, _("Drag to change the seeding"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_label_set_width_chars (GTK_LABEL (label), 10);
  /* The club of a player, or the players of a team, under the name: one
   * column that narrows well. */
  gtk_label_set_xalign (GTK_LABEL (members), 0);
  gtk_label_set_ellipsize (GTK_LABEL (members), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (members, "dim-label");
  gtk_widget_add_css_class (members, "caption");
  gtk_widget_set_hexpand (lines, TRUE);
  gtk_widget_set_valign (lines, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (lines), label);
  gtk_box_append (GTK_BOX (lines), members);
  gtk_box_append (GTK_BOX (box), handle);
  gtk_box_append (GTK_BOX (box), lines);

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (drag_prepare_cb), NULL);
  g_signal_connect (source, "drag-begin", G_CALLBACK (drag_begin_cb), NULL);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (source));
  g_signal_connect (target, "drop", G_CALLBACK (drop_cb), NULL);
  gtk_widget_add_controller (box, GTK_EVENT_CONTROLLER (target));
  gtk_widget_set_name (box, "entrant-name");
  gtk_widget_add_css_class (box, "entrant-name");

  remember_list_item (box, list_item);
  gtk_list_item_set_child (list_item, box);
}

static void
name_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *list_item,
              HammerEntrantsView       *self)
{
  HammerEntrantItem *item = gtk_list_item_get_item (list_item);
  GtkWidget *box = gtk_list_item_get_child (list_item);
  GtkWidget *handle = gtk_widget_get_first_child (box);
  GtkWidget *lines = gtk_widget_get_next_sibling (handle);
  GtkWidget *label = gtk_widget_get_first_child (lines);
  GtkWidget *members = gtk_widget_get_next_sibling (label);
  const char *members_text = hammer_entrant_item_get_members (item);

  gtk_widget_set_visible (handle, !self->drawn);
  gtk_label_set_label (GTK_LABEL (label), hammer_entrant_item_get_name (item));
  gtk_label_set_label (GTK_LABEL (members), members_text != NULL ? members_text : "");
  gtk_widget_set_visible (members, members_text != NULL && *members_text != '\0');
  if (hammer_entrant_item_get_withdrawn (item) ||
      (!self->drawn && !hammer_entrant_item_get_present (item)))
    gtk_widget_add_css_class (label, "dim-label");
  else
    gtk_widget_remove_css_class (label, "dim-label");
}

static void
present_setup_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item)
{
  GtkWidget *check = gtk_check_button_new ();

  gtk_widget_set_name (check, "present-check");
  gtk_widget_set_halign (check, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (check, _("Present: checked in for the draw"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (check), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Present"), -1);
  remember_list_item (check, list_item);
  g_signal_connect (check, "toggled", G_CALLBACK (present_toggled_cb), NULL);
  gtk_list_item_set_child (list_item, check);
}

static void
present_bind_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item)
{
  HammerEntrantItem *item = gtk_list_item_get_item (list_item);

  gtk_check_button_set_active (GTK_CHECK_BUTTON (gtk_list_item_get_child (list_item)),
                               hammer_entrant_item_get_present (item));
}

static void
remove_setup_cb (GtkSignalListItemFactory *factory,
                 GtkListItem              *list_item)
{
  GtkWidget *button = gtk_button_new_from_icon_name ("user-trash-symbolic");

  gtk_widget_set_name (button, "remove-button");
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, _("Remove from the Event"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Remove from the Event"), -1);
  remember_list_item (button, list_item);
  g_signal_connect (button, "clicked", G_CALLBACK (remove_clicked_cb), NULL);
  gtk_list_item_set_child (list_item, button);
}

static void
withdraw_setup_cb (GtkSignalListItemFactory *factory,
                   GtkListItem              *list_item)
{
  GtkWidget *stack = gtk_stack_new ();
  GtkWidget *button = gtk_button_new_with_label (_("Withdraw…"));
  GtkWidget *label = gtk_label_new (NULL);

  gtk_widget_set_name (button, "withdraw-button");
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_tooltip_text (button, _("Withdraw from the event: the matches still to come "
                                         "are walkovers"));
  remember_list_item (button, list_item);
  g_signal_connect (button, "clicked", G_CALLBACK (withdraw_clicked_cb), NULL);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_stack_add_named (GTK_STACK (stack), button, "button");
  gtk_stack_add_named (GTK_STACK (stack), label, "label");
  gtk_list_item_set_child (list_item, stack);
}

static void
withdraw_bind_cb (GtkSignalListItemFactory *factory,
                  GtkListItem              *list_item)
{
  HammerEntrantItem *item = gtk_list_item_get_item (list_item);
  GtkStack *stack = GTK_STACK (gtk_list_item_get_child (list_item));
  GtkLabel *label = GTK_LABEL (gtk_stack_get_child_by_name (stack, "label"));

  if (hammer_entrant_item_get_withdrawn (item))
    {
      gtk_label_set_label (label, _("Withdrawn"));
      gtk_stack_set_visible_child_name (stack, "label");
    }
  else if (hammer_entrant_item_get_seed (item) == 0)
    {
      /* Absent at the draw, or entered after it. */
      gtk_label_set_label (label, _("Not in the draw"));
      gtk_stack_set_visible_child_name (stack, "label");
    }
  else
    gtk_stack_set_visible_child_name (stack, "button");
}

static GtkColumnViewColumn *
append_column (HammerEntrantsView *self,
               const char         *title,
               GCallback           setup,
               GCallback           bind,
               gboolean            expand)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  GtkColumnViewColumn *column;

  g_signal_connect (factory, "setup", setup, self);
  if (bind != NULL)
    g_signal_connect (factory, "bind", bind, self);
  column = gtk_column_view_column_new (title, factory);
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, expand);
  gtk_column_view_append_column (self->column_view, column);
  g_object_unref (column);
  return column;
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
draw_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (self->store == NULL || self->drawn)
    return;
  if (!hammer_events_draw (self->store, self->event_id, FALSE, 0, &error))
    {
      show_error (self, error->message);
      return;
    }
  /* TRANSLATORS: %s is an event's name. */
  message = g_strdup_printf (_("%s drawn"), self->event_name);
  report_change (self, message);
  gtk_widget_activate_action (widget, "event.show-view", "s", "draw");
}

static void
blind_draw_response_cb (AdwMessageDialog   *dialog,
                        const char         *response,
                        HammerEntrantsView *self)
{
  g_autoptr(GArray) teams = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  if (g_strcmp0 (response, "pair") != 0 || self->store == NULL)
    return;
  if (!(teams = hammer_events_blind_draw (self->store, self->event_id, FALSE, 0, &error)))
    {
      show_error (self, error->message);
      return;
    }
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u team drawn by lot",
                                          "%u teams drawn by lot", teams->len), teams->len);
  report_change (self, message);
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

/* Importing */

static void
import_thread (GTask        *task,
               gpointer      source,
               gpointer      task_data,
               GCancellable *cancellable)
{
  GError *error = NULL;
  HammerPlayerImport *import = hammer_player_import_new_for_file (task_data, cancellable, &error);

  if (import == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, import, (GDestroyNotify) hammer_player_import_free);
}

static void
import_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (source);
  HammerPlayerImport *import;
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.import", TRUE);
  if (!(import = g_task_propagate_pointer (G_TASK (result), &error)))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        show_error (self, error->message);
      return;
    }
  ids = hammer_events_import_entrants (self->store, self->event_id, import, &error);
  hammer_player_import_free (import);
  if (ids == NULL)
    {
      show_error (self, error->message);
      return;
    }
  message = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entrant imported",
                                          "%u entrants imported", ids->len), ids->len);
  report_change (self, message);
}

void
hammer_entrants_view_import (HammerEntrantsView *self,
                             GFile              *file)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (HAMMER_IS_ENTRANTS_VIEW (self));
  g_return_if_fail (G_IS_FILE (file));

  if (self->store == NULL || self->event_id <= 0 || self->drawn)
    return;

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.import", FALSE);
  task = g_task_new (self, self->cancellable, import_done_cb, NULL);
  g_task_set_source_tag (task, hammer_entrants_view_import);
  g_task_set_task_data (task, g_object_ref (file), g_object_unref);
  g_task_run_in_thread (task, import_thread);
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

/* Object */

static void
store_changed_cb (HammerEntrantsView *self)
{
  reload (self);
}

HammerStore *
hammer_entrants_view_get_store (HammerEntrantsView *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANTS_VIEW (self), NULL);
  return self->store;
}

void
hammer_entrants_view_set_store (HammerEntrantsView *self,
                                HammerStore        *store)
{
  g_return_if_fail (HAMMER_IS_ENTRANTS_VIEW (self));
  g_return_if_fail (store == NULL || HAMMER_IS_STORE (store));

  if (!hammer_follow_store (&self->store, store, G_CALLBACK (store_changed_cb), self))
    return;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

gint64
hammer_entrants_view_get_event_id (HammerEntrantsView *self)
{
  g_return_val_if_fail (HAMMER_IS_ENTRANTS_VIEW (self), 0);
  return self->event_id;
}

void
hammer_entrants_view_set_event_id (HammerEntrantsView *self,
                                   gint64              event_id)
{
  g_return_if_fail (HAMMER_IS_ENTRANTS_VIEW (self));

  if (self->event_id == event_id)
    return;
  self->event_id = event_id;
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT_ID]);
}

static void
hammer_entrants_view_map (GtkWidget *widget)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);

  GTK_WIDGET_CLASS (hammer_entrants_view_parent_class)->map (widget);
  /* An empty event waits for its first name. */
  if (gtk_widget_get_visible (self->add_box) &&
      g_list_model_get_n_items (G_LIST_MODEL (self->entrants)) == 0)
    gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* Coming into the view, the keyboard lands in the search field, where
 * entrants are added, rather than on the first button. */
static gboolean
hammer_entrants_view_focus (GtkWidget        *widget,
                            GtkDirectionType  direction)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);

  if (gtk_widget_get_focus_child (widget) == NULL && direction == GTK_DIR_TAB_FORWARD &&
      gtk_widget_get_visible (self->add_box) &&
      gtk_widget_grab_focus (GTK_WIDGET (self->search_entry)))
    return TRUE;
  return GTK_WIDGET_CLASS (hammer_entrants_view_parent_class)->focus (widget, direction);
}

static gboolean
hammer_entrants_view_grab_focus (GtkWidget *widget)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (widget);

  if (gtk_widget_get_visible (self->add_box))
    return gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
  return GTK_WIDGET_CLASS (hammer_entrants_view_parent_class)->grab_focus (widget);
}

static void
hammer_entrants_view_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      g_value_set_object (value, self->store);
      break;
    case PROP_EVENT_ID:
      g_value_set_int64 (value, self->event_id);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_entrants_view_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      hammer_entrants_view_set_store (self, g_value_get_object (value));
      break;
    case PROP_EVENT_ID:
      hammer_entrants_view_set_event_id (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_entrants_view_dispose (GObject *object)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  if (self->store != NULL)
    g_signal_handlers_disconnect_by_func (self->store, store_changed_cb, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_ENTRANTS_VIEW);
  g_clear_object (&self->store);
  g_clear_object (&self->selection);
  g_clear_object (&self->entrants);
  g_clear_object (&self->match_selection);
  g_clear_object (&self->matches);
  g_clear_object (&self->roster);
  g_clear_pointer (&self->search_key, g_free);
  g_clear_pointer (&self->event_name, g_free);

  G_OBJECT_CLASS (hammer_entrants_view_parent_class)->dispose (object);
}

static void
hammer_entrants_view_class_init (HammerEntrantsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_entrants_view_dispose;
  object_class->get_property = hammer_entrants_view_get_property;
  object_class->set_property = hammer_entrants_view_set_property;
  widget_class->map = hammer_entrants_view_map;
  widget_class->focus = hammer_entrants_view_focus;
  widget_class->grab_focus = hammer_entrants_view_grab_focus;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EVENT_ID] =
    g_param_spec_int64 ("event-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/hammertourney/Hammer/ui/event/hammer-entrants-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, counts_label);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, import_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, blind_draw_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, draw_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, add_box);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, drawn_label);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, matches_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, matches_scroller);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, matches_list);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, new_player_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, scroller);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, column_view);
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
  gtk_widget_class_install_action (widget_class, "entrants.dismiss-error", NULL,
                                   dismiss_error_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "entrants.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_i, GDK_CONTROL_MASK,
                                       "entrants.import", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, GDK_CONTROL_MASK,
                                       "entrants.draw", NULL);

  g_type_ensure (HAMMER_TYPE_ENTRANT_ITEM);
}

static void
hammer_entrants_view_init (HammerEntrantsView *self)
{
  GtkListItemFactory *factory;
  GtkEventController *keys;
  GtkDropTarget *files;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->entrants = g_list_store_new (HAMMER_TYPE_ENTRANT_ITEM);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->entrants)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));

  self->seed_column = append_column (self, _("Seed"), G_CALLBACK (seed_setup_cb),
                                     G_CALLBACK (seed_bind_cb), FALSE);
  append_column (self, _("Name"), G_CALLBACK (name_setup_cb), G_CALLBACK (name_bind_cb), TRUE);
  self->present_column = append_column (self, _("Present"), G_CALLBACK (present_setup_cb),
                                        G_CALLBACK (present_bind_cb), FALSE);
  self->remove_column = append_column (self, NULL, G_CALLBACK (remove_setup_cb), NULL, FALSE);
  self->withdraw_column = append_column (self, NULL, G_CALLBACK (withdraw_setup_cb),
                                         G_CALLBACK (withdraw_bind_cb), FALSE);

  self->roster = g_list_store_new (HAMMER_TYPE_PLAYER);
  self->roster_filter = gtk_custom_filter_new (roster_filter_func, self, NULL);
  self->matches = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->roster)),
                                             GTK_FILTER (self->roster_filter));
  self->match_selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->matches)));
  gtk_single_selection_set_autoselect (self->match_selection, TRUE);
  gtk_list_view_set_model (self->matches_list, GTK_SELECTION_MODEL (self->match_selection));
  factory = gtk_signal_list_item_factory_new ();
  g_signal_connect (factory, "setup", G_CALLBACK (match_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (match_bind_cb), NULL);
  gtk_list_view_set_factory (self->matches_list, factory);
  g_object_unref (factory);

  files = gtk_drop_target_new (GDK_TYPE_FILE_LIST, GDK_ACTION_COPY);
  g_signal_connect (files, "drop", G_CALLBACK (file_drop_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->stack), GTK_EVENT_CONTROLLER (files));

  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (search_key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->search_entry), keys);
  gtk_search_entry_set_key_capture_widget (self->search_entry, NULL);

  update_matches (self);
  update_state (self);
}

GtkWidget *
hammer_entrants_view_new (HammerStore *store,
                          gint64       event_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_ENTRANTS_VIEW, "store", store, "event-id", event_id, NULL);
}
