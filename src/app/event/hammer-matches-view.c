/* hammer-matches-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

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


  GListStore *items;
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
  GtkColumnView *column_view;
  GtkColumnViewColumn *number_column;
  GtkColumnViewColumn *side_a_column;
  GtkColumnViewColumn *side_b_column;
  GtkColumnViewColumn *state_column;
  GtkColumnViewColumn *board_column;
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

  if (g_list_model_get_n_items (G_LIST_MODEL (self->items)) == 0)
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
 * gives them, in the order they are played; the chosen one stays. Whether
 * the rounds changed. */
static gboolean
update_rounds (HammerMatchesView *self,
               GPtrArray         *items)
{
  g_autoptr(GPtrArray) rounds = g_ptr_array_new_with_free_func (g_free);
  guint selected = gtk_drop_down_get_selected (self->round_dropdown);
  const char *chosen = selected != GTK_INVALID_LIST_POSITION && selected > 0 &&
                       selected - 1 < self->rounds->len
                         ? g_ptr_array_index (self->rounds, selected - 1) : NULL;
  guint n_old = g_list_model_get_n_items (G_LIST_MODEL (self->round_list));
  g_autoptr(GPtrArray) labels = g_ptr_array_new ();
  gboolean same;
  guint position = 0;

  for (guint i = 0; i < items->len; i++)
    {
      const char *name = hammer_match_item_get_round_name (g_ptr_array_index (items, i));

      if (!g_ptr_array_find_with_equal_func (rounds, name, g_str_equal, NULL))
        g_ptr_array_add (rounds, g_strdup (name));
    }

  same = n_old == rounds->len + 1 && rounds->len == self->rounds->len;
  for (guint r = 0; r < rounds->len && same; r++)
    same = g_str_equal (rounds->pdata[r], self->rounds->pdata[r]);
  if (same)
    return FALSE;

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
  return TRUE;
}

static gint64
selected_id (HammerMatchesView *self)
{
  HammerMatchItem *item = gtk_single_selection_get_selected_item (self->selection);

  return item != NULL ? hammer_match_item_get_id (item) : 0;
}

static void
select_id (HammerMatchesView *self,
           gint64             match_id)
{
  GListModel *model = G_LIST_MODEL (self->selection);

  for (guint i = 0; match_id != 0 && i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(HammerMatchItem) item = g_list_model_get_item (model, i);

      if (hammer_match_item_get_id (item) == match_id)
        {
          gtk_single_selection_set_selected (self->selection, i);
          return;
        }
    }
}

/* Replaces only the matches that changed, so that the list keeps its
 * place and the row with the focus stays where it is. */
static void
set_items (HammerMatchesView *self,
           GPtrArray         *items)
{
  GListModel *model = G_LIST_MODEL (self->items);
  guint n_old = g_list_model_get_n_items (model);
  gboolean same_matches = n_old == items->len;
  gint64 selected = selected_id (self);

  for (guint i = 0; same_matches && i < n_old; i++)
    {
      g_autoptr(HammerMatchItem) old = g_list_model_get_item (model, i);

      same_matches = hammer_match_item_get_id (old) ==
                     hammer_match_item_get_id (g_ptr_array_index (items, i));
    }

  if (!same_matches)
    g_list_store_splice (self->items, 0, n_old, items->pdata, items->len);
  else
    for (guint i = 0; i < n_old; i++)
      {
        g_autoptr(HammerMatchItem) old = g_list_model_get_item (model, i);
        HammerMatchItem *fresh = g_ptr_array_index (items, i);

        if (!g_str_equal (hammer_match_item_get_key (old), hammer_match_item_get_key (fresh)))
          g_list_store_splice (self->items, i, 1, (gpointer *) &fresh, 1);
      }

  if (selected != selected_id (self))
    select_id (self, selected);
}

/* What the view reads: the event, and an item for each of its matches. */
typedef struct
{
  JsonNode *event;
  GPtrArray *items;
} MatchesRead;

static void
matches_read_free (MatchesRead *read)
{
  g_clear_pointer (&read->event, json_node_unref);
  g_clear_pointer (&read->items, g_ptr_array_unref);
  g_free (read);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MatchesRead, matches_read_free)

/* On any thread, with a store of its own. */
static gpointer
read_matches (HammerStore  *store,
              gint64        event_id,
              GError      **error)
{
  g_autoptr(MatchesRead) read = g_new0 (MatchesRead, 1);
  g_autoptr(JsonNode) matches = NULL;
  JsonObject *object;
  JsonArray *boards, *list;
  const char *format;

  if (!(read->event = hammer_events_get_event_json (store, event_id, error)) ||
      !(matches = hammer_events_get_matches_json (store, event_id, error)))
    return NULL;
  object = json_node_get_object (read->event);
  boards = json_object_get_array_member (object, "boards");
  format = json_object_get_string_member_with_default (object, "format", NULL);
  list = json_node_get_array (matches);
  read->items = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < json_array_get_length (list); i++)
    g_ptr_array_add (read->items, hammer_match_item_new (json_array_get_object_element (list, i),
                                                         boards, format));
  return g_steal_pointer (&read);
}

static void
apply (HammerEventView *view,
       gpointer         data,
       const GError    *error)
{
  HammerMatchesView *self = HAMMER_MATCHES_VIEW (view);
  MatchesRead *read = data;
  g_autoptr(GPtrArray) none = g_ptr_array_new ();
  GPtrArray *items = none;

  if (read != NULL)
    {
      JsonObject *object = json_node_get_object (read->event);
      const char *format = json_object_get_string_member_with_default (object, "format", NULL);
      gboolean series = g_strcmp0 (format, "series") == 0;

      /* In a series everybody plays on a sheet of their own. */
      gtk_column_view_column_set_visible (self->side_b_column, !series);
      gtk_column_view_column_set_title (self->side_a_column,
                                        series ? C_("column", "Player")
                                               : C_("column", "Side A"));
      items = read->items;
    }
  else if (error != NULL)
    /* The event page says when an event is gone; the list just empties. */
    g_debug ("Could not read the matches: %s", error->message);

  /* The filter model filters the matches that changed by itself; all of
   * them again only when the rounds it chooses among changed. */
  if (update_rounds (self, items))
    gtk_filter_changed (GTK_FILTER (self->filter), GTK_FILTER_CHANGE_DIFFERENT);
  set_items (self, items);
  update_page (self);
}

static void
reload (HammerEventView *view)
{
  HammerStore *store = hammer_event_view_get_store (view);
  gint64 event_id = hammer_event_view_get_event_id (view);
  g_autoptr(MatchesRead) read = NULL;
  g_autoptr(GError) error = NULL;

  if (store != NULL && event_id > 0)
    read = read_matches (store, event_id, &error);
  apply (view, read, error);
}

/* Whether side @side won @match, for the template's side columns. */
static gboolean
side_won (gpointer         instance,
          HammerMatchItem *match,
          guint            side)
{
  return match != NULL && hammer_match_item_get_winner (match) == (int) side;
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
  g_clear_object (&self->items);
  g_clear_object (&self->filter);
  g_clear_object (&self->filtered);
  g_clear_object (&self->selection);

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
  g_list_store_remove_all (self->items);
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
  view_class->read = read_matches;
  view_class->apply = apply;
  view_class->read_free = (GDestroyNotify) matches_read_free;
  view_class->event_changed = hammer_matches_view_event_changed;


  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/event/hammer-matches-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, state_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, round_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, round_list);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, search_entry);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, column_view);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, number_column);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, side_a_column);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, side_b_column);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, state_column);
  gtk_widget_class_bind_template_child (widget_class, HammerMatchesView, board_column);
  gtk_widget_class_bind_template_callback (widget_class, filter_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, activate_cb);
  gtk_widget_class_bind_template_callback (widget_class, side_won);

  gtk_widget_class_install_action (widget_class, "matches.search", NULL, search_action);
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

  self->items = g_list_store_new (HAMMER_TYPE_MATCH_ITEM);
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
