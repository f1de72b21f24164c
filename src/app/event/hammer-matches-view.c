/* hammer-matches-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-columns.h"
#include "hammer-match-item.h"
#include "hammer-matches-view.h"
#include "hammer-app-utils.h"

/* The entries of the state drop-down, in its order. */
enum {
  SHOW_ALL,
  SHOW_TO_PLAY,
  SHOW_ON_BOARD,
  SHOW_FINISHED,
};

struct _HammerMatchesView
{
  HammerEventView parent_instance;


  HammerEventMatches *matches; /* the event's, which follow the store */
  GtkMapListModel *items;       /* HammerMatchItem of matches */
  /* HammerEventMatch → its HammerMatchItem: the map drops the items no row
   * holds, and refiltering after each change would make them all again. */
  GHashTable *item_cache;
  GtkCustomFilter *filter;
  GtkFilterListModel *filtered;
  GtkSingleSelection *selection;
  GPtrArray *rounds;        /* the round's name of each entry of round_list after the first */
  char *search_key;
  GPtrArray *minor_columns; /* GtkColumnViewColumn: hidden on a narrow window */
  gboolean narrow;
  guint narrow_idle;

  GtkDropDown *state_dropdown;
  GtkDropDown *round_dropdown;
  GtkStringList *round_list;
  GtkSearchEntry *search_entry;
  GtkStack *stack;
  AdwStatusPage *failed_page;
  GtkWidget *retry_button;
  gboolean read_failed; /* the last read of the matches failed: failed_page says why */
  GtkColumnView *column_view;
  GtkColumnViewColumn *number_column;
  GtkColumnViewColumn *side_a_column;
  GtkColumnViewColumn *side_b_column;
  GtkColumnViewColumn *state_column;
  GtkColumnViewColumn *board_column;
  GtkColumnViewColumn *sitting_out_column;
  gboolean rotating;        /* rotating partners: a round leaves players out */
};

G_DEFINE_FINAL_TYPE (HammerMatchesView, hammer_matches_view, HAMMER_TYPE_EVENT_VIEW)

static gboolean
filter_func (gpointer item,
             gpointer user_data)
{
  HammerMatchesView *self = user_data;
  HammerMatchItem *match = item;
  HammerMatchCategory category = hammer_match_item_get_category (match);
  guint round_index = gtk_drop_down_get_selected (self->round_dropdown);

  switch (gtk_drop_down_get_selected (self->state_dropdown))
    {
    case SHOW_TO_PLAY:
      if (category != HAMMER_MATCH_ITEM_WAITING && category != HAMMER_MATCH_ITEM_READY)
        return FALSE;
      break;
    case SHOW_ON_BOARD:
      if (category != HAMMER_MATCH_ITEM_ON_BOARD)
        return FALSE;
      break;
    case SHOW_FINISHED:
      if (category != HAMMER_MATCH_ITEM_FINISHED)
        return FALSE;
      break;
    default:
      break;
    }

  if (round_index != GTK_INVALID_LIST_POSITION && round_index > 0 &&
      round_index - 1 < self->rounds->len &&
      g_strcmp0 (hammer_match_item_get_round_name (match),
                 g_ptr_array_index (self->rounds, round_index - 1)) != 0)
    return FALSE;

  return hammer_match_item_matches_search (match, self->search_key);
}

static void
update_page (HammerMatchesView *self)
{
  const char *page = "list";

  if (self->read_failed)
    page = "failed";
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->items)) == 0)
    page = "empty";
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) == 0)
    page = "no-results";
  gtk_stack_set_visible_child_name (self->stack, page);
}

static void
filter_changed_cb (HammerMatchesView *self)
{
  g_free (self->search_key);
  self->search_key = g_utf8_casefold (gtk_editable_get_text (GTK_EDITABLE (self->search_entry)),
                                      -1);
  if (self->filter != NULL)
    gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_page (self);
}

/* The round drop-down lists the rounds there are, by the names the core
 * gives them, in the order they are played; the chosen one stays. */
static void
update_rounds (HammerMatchesView *self)
{
  GListModel *items = G_LIST_MODEL (self->items);
  g_autoptr(GPtrArray) rounds = g_ptr_array_new_with_free_func (g_free);
  guint selected = gtk_drop_down_get_selected (self->round_dropdown);
  const char *chosen = selected != GTK_INVALID_LIST_POSITION && selected > 0 &&
                       selected - 1 < self->rounds->len
                         ? g_ptr_array_index (self->rounds, selected - 1) : NULL;
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->round_list));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  gboolean same;
  guint position = 0;

  for (guint i = 0; i < g_list_model_get_n_items (items); i++)
    {
      g_autoptr(HammerMatchItem) item = g_list_model_get_item (items, i);
      const char *name = hammer_match_item_get_round_name (item);

      if (!g_ptr_array_find_with_equal_func (rounds, name, g_str_equal, NULL))
        g_ptr_array_add (rounds, g_strdup (name));
    }

  same = n_old == rounds->len + 1 && rounds->len == self->rounds->len;
  for (guint r = 0; r < rounds->len && same; r++)
    same = g_str_equal (rounds->pdata[r], self->rounds->pdata[r]);
  if (same)
    return;

  g_ptr_array_add (labels, (gpointer) _("All Rounds"));
  for (guint r = 0; r < rounds->len; r++)
    {
      g_ptr_array_add (labels, rounds->pdata[r]);
      if (g_strcmp0 (rounds->pdata[r], chosen) == 0)
        position = r + 1;
    }
  g_ptr_array_add (labels, NULL);

  g_signal_handlers_block_by_func (self->round_dropdown, filter_changed_cb, self);
  gtk_string_list_splice (self->round_list, 0, n_old, (const char * const *) labels->pdata);
  g_ptr_array_unref (self->rounds);
  self->rounds = g_steal_pointer (&rounds);
  gtk_drop_down_set_selected (self->round_dropdown, position);
  g_signal_handlers_unblock_by_func (self->round_dropdown, filter_changed_cb, self);
}

static gpointer
map_match (gpointer item,
           gpointer user_data)
{
  g_autoptr(HammerEventMatch) match = item;
  HammerMatchesView *self = user_data;
  HammerMatchItem *mapped;

  /* Once disposed, nothing is kept. */
  if (self->item_cache == NULL)
    return hammer_match_item_new_for_match (match);
  mapped = g_hash_table_lookup (self->item_cache, match);
  if (mapped == NULL)
    {
      mapped = hammer_match_item_new_for_match (match);
      g_hash_table_insert (self->item_cache, g_object_ref (match), mapped);
    }
  return g_object_ref (mapped);
}

/* Forgets the items of matches that left the event (a redraw). */
static void
prune_item_cache (HammerMatchesView *self)
{
  guint n_matches = self->matches != NULL
                      ? g_list_model_get_n_items (G_LIST_MODEL (self->matches)) : 0;
  g_autoptr(GHashTable) current = NULL;
  GHashTableIter iter;
  gpointer match;

  if (g_hash_table_size (self->item_cache) <= n_matches)
    return;
  current = g_hash_table_new_full (NULL, NULL, g_object_unref, NULL);
  for (guint i = 0; i < n_matches; i++)
    g_hash_table_add (current, g_list_model_get_item (G_LIST_MODEL (self->matches), i));
  g_hash_table_iter_init (&iter, self->item_cache);
  while (g_hash_table_iter_next (&iter, &match, NULL))
    if (!g_hash_table_contains (current, match))
      g_hash_table_iter_remove (&iter);
}

static void
set_matches (HammerMatchesView  *self,
             HammerEventMatches *matches)
{
  if (!g_set_object (&self->matches, matches))
    return;
  g_hash_table_remove_all (self->item_cache);
  gtk_map_list_model_set_model (self->items, G_LIST_MODEL (matches));
}

/* The matches follow the store by themselves, each item changing in place,
 * so that the list keeps its place and the row with the focus stays where
 * it is; what depends on all of them (the rounds, the filter, the order)
 * is done again here. */
/* Shows why the matches could not be read, with the button to try again,
 * in place of a list that would look empty or stale; NULL for no failure. */
static void
show_read_error (HammerMatchesView *self,
                 const char        *message)
{
  self->read_failed = message != NULL;
  if (message == NULL)
    return;
  hammer_status_page_set_plain_description (self->failed_page, message);
  /* Read out with the focused button. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->retry_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, message, -1);
}

static void
reload (HammerEventView *view)
{
  HammerMatchesView *self = HAMMER_MATCHES_VIEW (view);
  HammerStore *store = hammer_event_view_get_store (view);
  gint64 event_id = hammer_event_view_get_event_id (view);
  GtkSorter *sorter = gtk_column_view_get_sorter (self->column_view);
  g_autoptr(GError) error = NULL;

  self->read_failed = FALSE;
  if (store == NULL || event_id <= 0)
    set_matches (self, NULL);
  else if (self->matches != NULL && hammer_event_matches_get_store (self->matches) == store &&
           hammer_event_matches_get_event_id (self->matches) == event_id)
    {
      /* Before the model's own handler, maybe: read what it will read. */
      hammer_event_matches_update (self->matches, NULL);
      show_read_error (self, hammer_event_matches_get_read_error (self->matches));
    }
  else
    {
      g_autoptr(HammerEventMatches) matches = hammer_event_matches_new (store, event_id, &error);

      /* A failed read is the user's to see (and to try again), not an
       * event without matches. */
      if (matches == NULL)
        show_read_error (self, error->message);
      set_matches (self, matches);
    }

  if (self->matches != NULL)
    {
      /* In a series everybody plays on a sheet of their own. */
      HammerFormat format = hammer_event_matches_get_format (self->matches);
      gboolean series = hammer_format_plays_own_cards (hammer_format_to_string (format));

      gtk_column_view_column_set_visible (self->side_b_column, !series);
      self->rotating = format == HAMMER_FORMAT_ROTATING_PARTNERS;
      gtk_column_view_column_set_visible (self->sitting_out_column,
                                          self->rotating && !self->narrow);
      gtk_column_view_column_set_title (self->side_a_column,
                                        series ? C_("column", "Player")
                                               : C_("column", "Side A"));
    }

  prune_item_cache (self);
  update_rounds (self);
  gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  /* An item changed in place keeps its place in a sorted list otherwise. */
  if (sorter != NULL && gtk_sorter_get_order (sorter) != GTK_SORTER_ORDER_NONE)
    gtk_sorter_changed (sorter, GTK_SORTER_CHANGE_DIFFERENT);
  update_page (self);
}

/* Whether side @side is the @winner, for the template's side columns; a
 * lookup of the item's "winner", so that a result changed in place shows. */
static gboolean
side_won (gpointer instance,
          int      winner,
          guint    side)
{
  return winner == (int) side;
}

static void
activate_cb (HammerMatchesView *self,
             guint              position)
{
  g_autoptr(HammerMatchItem) item = g_list_model_get_item (G_LIST_MODEL (self->selection),
                                                           position);

  if (item != NULL)
    gtk_widget_activate_action (GTK_WIDGET (self), "event.open-match", "x",
                                hammer_match_item_get_id (item));
}

static void
reload_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  reload (HAMMER_EVENT_VIEW (widget));
}

static void
search_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerMatchesView *self = HAMMER_MATCHES_VIEW (widget);

  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

/* Below this width only the round, the sides and the result stay. */
#define NARROW_WIDTH 720

static gboolean
update_columns_cb (gpointer user_data)
{
  HammerMatchesView *self = user_data;

  self->narrow_idle = 0;
  for (guint i = 0; i < self->minor_columns->len; i++)
    gtk_column_view_column_set_visible (g_ptr_array_index (self->minor_columns, i), !self->narrow);
  gtk_column_view_column_set_visible (self->sitting_out_column, self->rotating && !self->narrow);
  return G_SOURCE_REMOVE;
}

/* The view lays out its child itself (no layout manager), so that it
 * learns its width. */
static void
hammer_matches_view_measure (GtkWidget      *widget,
                             GtkOrientation  orientation,
                             int             for_size,
                             int            *minimum,
                             int            *natural,
                             int            *minimum_baseline,
                             int            *natural_baseline)
{
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL)
    gtk_widget_measure (child, orientation, for_size, minimum, natural, minimum_baseline,
                        natural_baseline);
}

static void
hammer_matches_view_size_allocate (GtkWidget *widget,
                                   int        width,
                                   int        height,
                                   int        baseline)
{
  HammerMatchesView *self = HAMMER_MATCHES_VIEW (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));
  gboolean narrow = width < NARROW_WIDTH;

  if (child != NULL)
    gtk_widget_allocate (child, width, height, baseline, NULL);
  /* Columns change after the allocation, not in it. */
  if (narrow != self->narrow)
    {
      self->narrow = narrow;
      if (self->narrow_idle == 0)
        self->narrow_idle = g_idle_add (update_columns_cb, self);
    }
}

static void
hammer_matches_view_dispose (GObject *object)
{
  HammerMatchesView *self = (HammerMatchesView *) object;

  g_clear_handle_id (&self->narrow_idle, g_source_remove);

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_MATCHES_VIEW);
  g_clear_object (&self->matches);
  g_clear_object (&self->items);
  g_clear_object (&self->filter);
  g_clear_object (&self->filtered);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->item_cache, g_hash_table_unref);

  G_OBJECT_CLASS (hammer_matches_view_parent_class)->dispose (object);
}

static void
hammer_matches_view_finalize (GObject *object)
{
  HammerMatchesView *self = (HammerMatchesView *) object;

  g_clear_pointer (&self->rounds, g_ptr_array_unref);
  g_clear_pointer (&self->minor_columns, g_ptr_array_unref);
  g_free (self->search_key);

  G_OBJECT_CLASS (hammer_matches_view_parent_class)->finalize (object);
}

static void
hammer_matches_view_event_changed (HammerEventView *view)
{
  HammerMatchesView *self = HAMMER_MATCHES_VIEW (view);

  /* Another event: nothing of the old one to keep. */
  set_matches (self, NULL);
}

static void
hammer_matches_view_class_init (HammerMatchesViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HammerEventViewClass *view_class = HAMMER_EVENT_VIEW_CLASS (klass);

  object_class->dispose = hammer_matches_view_dispose;
  object_class->finalize = hammer_matches_view_finalize;
  widget_class->measure = hammer_matches_view_measure;
  widget_class->size_allocate = hammer_matches_view_size_allocate;
  view_class->reload = reload;
  view_class->event_changed = hammer_matches_view_event_changed;


  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/event/hammer-matches-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, state_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, round_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, round_list);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, failed_page);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, retry_button);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, column_view);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, number_column);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, side_a_column);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, side_b_column);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, state_column);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, board_column);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, sitting_out_column);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, side_won);

  gtk_widget_class_install_action (widget_class, "matches.search", NULL, search_action);
  gtk_widget_class_install_action (widget_class, "matches.reload", NULL, reload_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK,
                                       "matches.search", NULL);

  g_type_ensure (HAMMER_TYPE_CELL);
  g_type_ensure (HAMMER_TYPE_MATCH_ITEM);
}

static void
hammer_matches_view_init (HammerMatchesView *self)
{
  GtkSortListModel *sorted;

  self->rounds = g_ptr_array_new_with_free_func (g_free);
  self->minor_columns = g_ptr_array_new_with_free_func (g_object_unref);
  /* AdwBin's layout manager would keep the allocation from us. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);
  gtk_widget_init_template (GTK_WIDGET (self));

  self->item_cache = g_hash_table_new_full (NULL, NULL, g_object_unref, g_object_unref);
  self->items = gtk_map_list_model_new (NULL, map_match, self, NULL);
  self->filter = gtk_custom_filter_new (filter_func, self, NULL);
  self->filtered = gtk_filter_list_model_new (g_object_ref (G_LIST_MODEL (self->items)),
                                              g_object_ref (GTK_FILTER (self->filter)));
  g_signal_connect_object (self->filtered, "items-changed", G_CALLBACK (update_page), self,
                           G_CONNECT_SWAPPED);
  sorted = gtk_sort_list_model_new (g_object_ref (G_LIST_MODEL (self->filtered)),
                                    g_object_ref (gtk_column_view_get_sorter (self->column_view)));
  self->selection = gtk_single_selection_new (G_LIST_MODEL (sorted));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));

  /* The columns a narrow window leaves out. */
  g_ptr_array_add (self->minor_columns, g_object_ref (self->number_column));
  g_ptr_array_add (self->minor_columns, g_object_ref (self->state_column));
  g_ptr_array_add (self->minor_columns, g_object_ref (self->board_column));

  reload (HAMMER_EVENT_VIEW (self));
}

GtkWidget *
hammer_matches_view_new (HammerStore *store,
                         gint64       event_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_MATCHES_VIEW, "store", store, "event-id", event_id, NULL);
}

/* The position of match @match_id in the list as filtered and sorted. */
static gboolean
find_match (HammerMatchesView *self,
            gint64             match_id,
            guint             *position)
{
  GListModel *list = G_LIST_MODEL (self->selection);

  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HammerMatchItem) item = g_list_model_get_item (list, i);

      if (hammer_match_item_get_id (item) == match_id)
        {
          *position = i;
          return TRUE;
        }
    }
  return FALSE;
}

void
hammer_matches_view_show_match (HammerMatchesView *self,
                                gint64             match_id)
{
  guint position;

  g_return_if_fail (HAMMER_IS_MATCHES_VIEW (self));

  if (!find_match (self, match_id, &position))
    {
      /* A filter that hides the match would leave the user looking for it. */
      gtk_drop_down_set_selected (self->state_dropdown, SHOW_ALL);
      gtk_drop_down_set_selected (self->round_dropdown, 0);
      gtk_editable_set_text (GTK_EDITABLE (self->search_entry), "");
      filter_changed_cb (self);
      if (!find_match (self, match_id, &position))
        return;
    }
  gtk_single_selection_set_selected (self->selection, position);
  /* GTK 4.8's column view scrolls through the list view inside it. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->column_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      gtk_widget_activate_action (child, "list.scroll-to-item", "u", position);
}
