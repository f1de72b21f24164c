/* hammer-entrants-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

#include "events/hammer-event.h"
#include "events/hammer-events.h"
#include "events/hammer-team-name.h"
#include "hammer-entrant-item.h"
#include "hammer-entrants-view-private.h"
#include "hammer-app-utils.h"
#include "hammer-filtered-list.h"
#include "hammer-window.h"

G_DEFINE_FINAL_TYPE (HammerEntrantsView, hammer_entrants_view, HAMMER_TYPE_EVENT_VIEW)

/* Messages and changes */

void
hammer_entrants_view_show_error (HammerEntrantsView *self,
                                 const char         *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_revealer_set_reveal_child (self->error_revealer, TRUE);
}

void
hammer_entrants_view_report_written (HammerEntrantsView *self,
                                     const char         *message,
                                     HammerCountedTitle  count_title,
                                     gint64              change_id)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_counted_change (HAMMER_WINDOW (root), message, count_title,
                                         change_id);
}

char *
hammer_entrants_view_entered_title (guint n)
{
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player entered",
                                       "%u players entered", n), n);
}

char *
hammer_entrants_view_seeded_title (guint n)
{
  /* TRANSLATORS: a toast after seeds were typed one after another. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entrant seeded",
                                       "%u entrants seeded", n), n);
}

char *
hammer_entrants_view_present_title (guint n)
{
  /* TRANSLATORS: a toast after entrants were checked in (or out) one after another. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entrant checked in or out",
                                       "%u entrants checked in or out", n), n);
}

char *
hammer_entrants_view_handicap_title (guint n)
{
  /* TRANSLATORS: a toast after handicaps were typed one after another. */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u handicap set",
                                       "%u handicaps set", n), n);
}

HammerEntrantItem *
hammer_entrants_view_find_item (HammerEntrantsView *self,
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

/* Selects @entrant_id and scrolls to it when listed; FALSE if not yet. */
static gboolean
show_entrant (HammerEntrantsView *self,
              gint64              entrant_id)
{
  guint position;

  if (hammer_entrants_view_find_item (self, entrant_id, &position) == NULL)
    return FALSE;
  gtk_single_selection_set_selected (self->selection, position);
  /* GTK 4.8's column view scrolls through the list view inside it. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_widget_activate_action (child, "list.scroll-to-item", "u", position);
  return TRUE;
}

static gboolean restore_scroll_cb (gpointer data);

void
hammer_entrants_view_reveal (HammerEntrantsView *self,
                             gint64              entrant_id)
{
  g_return_if_fail (HAMMER_IS_ENTRANTS_VIEW (self));

  /* The entrant is listed when the view reads the store again, which may
   * come before or after the write's return, and maybe twice: the idle
   * that would put the old scroll position back shows it instead, once
   * the list has it. */
  self->reveal_id = entrant_id > 0 ? entrant_id : 0;
  if (self->reveal_id != 0 && self->scroll_source == 0)
    self->scroll_source = g_idle_add (restore_scroll_cb, self);
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

static int
compare_for_seeding_indirect (gconstpointer a,
                              gconstpointer b,
                              gpointer      user_data)
{
  return compare_for_seeding (*(gpointer *) a, *(gpointer *) b, user_data);
}

/* Takes @items into the list. When they are the same entrants in the same
 * order as before (@same_view: the view shows them as it did), only the
 * entrants that changed are replaced: a result stored elsewhere in the
 * event rebinds no row, and the list keeps its place. */
static void
set_entrants (HammerEntrantsView *self,
              GPtrArray          *items,
              gboolean            same_view)
{
  GListModel *model = G_LIST_MODEL (self->entrants);
  guint n_old = g_list_model_get_n_items (model);
  gboolean same = same_view && n_old == items->len;

  for (guint i = 0; same && i < n_old; i++)
    {
      g_autoptr(HammerEntrantItem) old = g_list_model_get_item (model, i);

      same = hammer_entrant_item_get_id (old) ==
             hammer_entrant_item_get_id (g_ptr_array_index (items, i));
    }
  if (!same)
    {
      g_list_store_splice (self->entrants, 0, n_old, items->pdata, items->len);
      return;
    }
  for (guint i = 0; i < n_old; i++)
    {
      g_autoptr(HammerEntrantItem) old = g_list_model_get_item (model, i);
      HammerEntrantItem *fresh = g_ptr_array_index (items, i);

      if (!hammer_entrant_item_equal (old, fresh))
        g_list_store_splice (self->entrants, i, 1, (gpointer *) &fresh, 1);
    }
}

/* The club of a player, or the clubs of a team's players (the team's name
 * already names them). */
static char *
describe_members (HammerEntrant *entrant,
                  GHashTable    *roster)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GPtrArray) clubs = g_ptr_array_new ();
  guint n = hammer_entrant_get_n_players (entrant);

  for (guint i = 0; i < n; i++)
    {
      gint64 id = hammer_entrant_get_player (entrant, i);
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
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->entrants));
  gboolean have_event = store != NULL && event_id > 0 && self->event_name != NULL;
  gboolean open = have_event && !self->drawn;

  gtk_widget_set_visible (self->add_box, open);
  gtk_widget_set_visible (self->drawn_label, have_event && self->drawn);
  /* The draw can be made again only until the first result. */
  gtk_label_set_text (GTK_LABEL (self->drawn_label),
                      self->event != NULL && hammer_event_get_has_results (self->event)
                      ? _("Entries closed with the draw. The event has results, so the draw "
                          "stands; an entrant who cannot go on withdraws.")
                      : _("Entries closed with the draw. Until the first result, the Draw view "
                          "can make the draw again."));
  gtk_widget_set_visible (self->import_button, open);
  gtk_widget_set_visible (self->draw_button, open);
  /* Handicaps only where the game has them (table, court). */
  gtk_widget_set_visible (self->handicaps_button, open && self->handicaps);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.handicaps",
                                 open && self->handicaps && n > 0);
  gtk_column_view_column_set_visible (self->handicap_column, self->handicaps);
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

void
hammer_entrants_view_update_matches (HammerEntrantsView *self)
{
  guint n_matches = hammer_roster_matches_get_n_matches (self->roster_matches);
  gboolean searching = hammer_roster_matches_get_searching (self->roster_matches);

  gtk_widget_set_visible (GTK_WIDGET (self->roster_matches), n_matches > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->new_player_button), searching && n_matches == 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "entrants.add-new-player",
                                 searching && n_matches == 0);
  if (searching && n_matches == 0)
    {
      const char *text = gtk_editable_get_text (GTK_EDITABLE (self->search_entry));
      g_autofree char *name = g_strstrip (g_strdup (text));
      g_autofree char *label = NULL;
      g_auto(GStrv) parts = hammer_team_name_split (name);

      if (self->team_size > 1 && g_strv_length (parts) > 1)
        /* TRANSLATORS: %s is what was typed, as in "Anna / Bert". */
        label = g_strdup_printf (_("Add the team “%s”"), name);
      else
        /* TRANSLATORS: %s is the name typed in the search field. */
        label = g_strdup_printf (_("Add “%s” as a new player"), name);
      gtk_button_set_label (self->new_player_button, label);
    }
  gtk_revealer_set_reveal_child (self->matches_revealer, searching);
}

static void
load_roster (HammerEntrantsView *self,
             GHashTable         *entered,
             GPtrArray          *players)
{
  g_autoptr(GPtrArray) offered = g_ptr_array_new ();

  /* After the draw nobody is added: the roster is not offered, nor kept. */
  for (guint i = 0; !self->drawn && players != NULL && i < players->len; i++)
    {
      HammerPlayer *player = g_ptr_array_index (players, i);
      gint64 id = hammer_player_get_id (player);

      if (hammer_player_get_active (player) && !g_hash_table_contains (entered, &id))
        g_ptr_array_add (offered, player);
    }
  hammer_roster_matches_set_players (self->roster_matches, offered);
  hammer_entrants_view_update_matches (self);
}

static gboolean
restore_scroll_cb (gpointer data)
{
  HammerEntrantsView *self = data;

  self->scroll_source = 0;
  if (self->reveal_id != 0 && show_entrant (self, self->reveal_id))
    {
      self->reveal_id = 0;
      return G_SOURCE_REMOVE;
    }
  gtk_adjustment_set_value (gtk_scrolled_window_get_vadjustment (self->scroller),
                            self->scroll_value);
  return G_SOURCE_REMOVE;
}

/* The entrants of the event as items, counting who is present and who
 * entered alone; @entered gets the ids of their players. */
static GPtrArray *
load_entrants (HammerEntrantsView *self,
               GListModel         *entrants,
               GHashTable         *roster,
               GHashTable         *entered)
{
  GPtrArray *items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (entrants); i++)
    {
      g_autoptr(HammerEntrant) entrant = g_list_model_get_item (entrants, i);
      g_autofree char *members = describe_members (entrant, roster);
      guint n_players = hammer_entrant_get_n_players (entrant);
      gboolean present = hammer_entrant_get_present (entrant);
      gboolean withdrawn = hammer_entrant_get_withdrawn (entrant);
      HammerEntrantItem *item;

      for (guint p = 0; p < n_players; p++)
        {
          gint64 *id = g_new (gint64, 1);

          *id = hammer_entrant_get_player (entrant, p);
          g_hash_table_add (entered, id);
        }
      if (present && !withdrawn)
        self->n_present++;
      if (n_players == 1 && !withdrawn)
        self->n_single++;
      item = hammer_entrant_item_new (hammer_entrant_get_id (entrant),
                                      hammer_entrant_get_name (entrant), members,
                                      hammer_entrant_get_seed (entrant), n_players, present,
                                      withdrawn);
      hammer_entrant_item_set_handicap (item, hammer_entrant_get_handicap (entrant));
      g_ptr_array_add (items, item);
    }
  return items;
}

/* The event of the view, read again: the one kept when it is still the
 * same. */
static HammerEvent *
read_event (HammerEntrantsView  *self,
            HammerStore         *store,
            gint64               event_id,
            GError             **error)
{
  if (self->event != NULL && hammer_event_get_store (self->event) == store &&
      hammer_event_get_id (self->event) == event_id)
    {
      /* Before the event's own handler, maybe: read what it will read. */
      hammer_event_update (self->event, NULL);
      if (!hammer_event_get_deleted (self->event))
        return self->event;
    }
  g_clear_object (&self->event);
  self->event = hammer_events_get_event (store, event_id, error);
  return self->event;
}

static void
reload (HammerEventView *view)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (view);
  HammerStore *store = hammer_event_view_get_store (view);
  gint64 event_id = hammer_event_view_get_event_id (view);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) players = NULL;
  g_autoptr(GPtrArray) items = NULL;
  g_autoptr(GHashTable) roster = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  g_autoptr(GHashTable) entered = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
  GtkAdjustment *vadjustment = gtk_scrolled_window_get_vadjustment (self->scroller);
  gint64 selected_id = 0;
  HammerEntrantItem *selected;
  HammerEvent *event;
  gboolean was_drawn;

  selected = gtk_single_selection_get_selected_item (self->selection);
  if (selected != NULL)
    selected_id = hammer_entrant_item_get_id (selected);
  self->scroll_value = gtk_adjustment_get_value (vadjustment);

  was_drawn = self->drawn;
  g_clear_pointer (&self->event_name, g_free);
  self->drawn = FALSE;
  self->n_present = 0;
  self->n_single = 0;
  self->team_size = 1;
  self->handicaps = FALSE;

  /* The phones' check-in of this event (`serve --event`). */
  hammer_phone_check_in_set_scope (self->phone_check_in, event_id > 0 ? store : NULL,
                                   MAX (event_id, 0), 0);
  if (store == NULL || event_id <= 0)
    {
      g_clear_object (&self->event);
      g_list_store_remove_all (self->entrants);
      hammer_roster_matches_set_players (self->roster_matches, NULL);
      update_state (self);
      return;
    }

  if (!(event = read_event (self, store, event_id, &error)))
    {
      g_list_store_remove_all (self->entrants);
      hammer_entrants_view_show_error (self, error->message);
      update_state (self);
      return;
    }
  /* Without the roster the entrants still show; the reason is said. */
  if (!(players = hammer_roster_list_players (store, &error)))
    hammer_entrants_view_show_error (self, error->message);
  for (guint i = 0; players != NULL && i < players->len; i++)
    {
      HammerPlayer *player = g_ptr_array_index (players, i);
      gint64 *id = g_new (gint64, 1);

      *id = hammer_player_get_id (player);
      g_hash_table_insert (roster, id, player);
    }

  self->event_name = g_strdup (hammer_event_get_name (event));
  self->drawn = hammer_event_get_drawn (event);
  self->series = hammer_format_get_info (hammer_event_get_format (event))->own_cards;
  self->team_size = hammer_event_get_team_size (event);
  self->handicaps = hammer_rules_takes_handicaps (hammer_event_get_rules (event));
  self->target = hammer_event_get_options (event)->target;

  items = load_entrants (self, hammer_event_get_entrants (event), roster, entered);
  /* Before the draw the store lists entrants as they came and the draw
   * takes seeded ones first; after it, the store's order is the draw's. */
  if (!self->drawn)
    g_ptr_array_sort_with_data (items, compare_for_seeding_indirect, NULL);
  set_entrants (self, items, was_drawn == self->drawn);

  if (selected_id != 0)
    {
      guint position;

      if (hammer_entrants_view_find_item (self, selected_id, &position) != NULL)
        gtk_single_selection_set_selected (self->selection, position);
    }
  /* The new rows are measured before the old position fits again, or
   * before an entrant just entered is shown (hammer_entrants_view_reveal()). */
  if (self->scroll_source == 0)
    self->scroll_source = g_idle_add (restore_scroll_cb, self);

  load_roster (self, entered, players);
  update_state (self);
}

/* Object */

static void
hammer_entrants_view_event_changed (HammerEventView *view)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (view);

  self->reveal_id = 0;
  gtk_revealer_set_reveal_child (self->error_revealer, FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
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
hammer_entrants_view_dispose (GObject *object)
{
  HammerEntrantsView *self = HAMMER_ENTRANTS_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->entering, g_free);
  g_clear_pointer (&self->entering_search, g_free);
  g_clear_handle_id (&self->scroll_source, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_ENTRANTS_VIEW);
  g_clear_object (&self->selection);
  g_clear_object (&self->entrants);
  g_clear_pointer (&self->event_name, g_free);
  g_clear_object (&self->event);

  G_OBJECT_CLASS (hammer_entrants_view_parent_class)->dispose (object);
}

static void
hammer_entrants_view_class_init (HammerEntrantsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HammerEventViewClass *view_class = HAMMER_EVENT_VIEW_CLASS (klass);

  object_class->dispose = hammer_entrants_view_dispose;
  view_class->reload = reload;
  view_class->event_changed = hammer_entrants_view_event_changed;
  widget_class->map = hammer_entrants_view_map;
  widget_class->focus = hammer_entrants_view_focus;
  widget_class->grab_focus = hammer_entrants_view_grab_focus;


  g_type_ensure (HAMMER_TYPE_PHONE_CHECK_IN);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/event/hammer-entrants-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, error_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, counts_label);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, import_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, blind_draw_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, draw_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, handicaps_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, add_box);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, drawn_label);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, phone_check_in);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, matches_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, roster_matches);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, new_player_button);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, scroller);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, column_view);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, seed_column);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, present_column);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, remove_column);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, withdraw_column);
  gtk_widget_class_bind_template_child (widget_class, HammerEntrantsView, handicap_column);
  hammer_entrants_view_class_bind_cells (widget_class);
  hammer_entrants_view_class_add_actions (widget_class);

  g_type_ensure (HAMMER_TYPE_ENTRANT_ITEM);
  g_type_ensure (HAMMER_TYPE_PLAYER);
  g_type_ensure (HAMMER_TYPE_ROSTER_MATCHES);
}

static void
hammer_entrants_view_init (HammerEntrantsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  /* The view's writes stop with it (dispose). */
  self->cancellable = g_cancellable_new ();
  self->entrants = g_list_store_new (HAMMER_TYPE_ENTRANT_ITEM);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->entrants)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));


  hammer_entrants_view_init_actions (self);
  hammer_entrants_view_update_matches (self);
  update_state (self);
}

GtkWidget *
hammer_entrants_view_new (HammerStore *store,
                          gint64       event_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_ENTRANTS_VIEW, "store", store, "event-id", event_id, NULL);
}
