/* hammer-draw-view-lists.c — the draw as lists: Swiss rounds, a series ranking
 *
 * A Swiss shows the matches of one round at a time; a sjoelbak series the
 * ranking so far with each entrant's card, by class when there are classes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-draw-item.h"
#include "hammer-draw-view-private.h"
#include "hammer-score-text.h"

/* Reading a match */

static char *
state_text (HammerEventMatch *match)
{
  if (hammer_event_match_get_bye (match))
    return g_strdup (_("Bye"));
  if (hammer_event_match_get_walkover (match))
    return g_strdup (_("Walkover"));
  switch (hammer_event_match_get_state (match))
    {
    case HAMMER_EVENT_MATCH_FINISHED:
      return g_strdup (_("Finished"));
    case HAMMER_EVENT_MATCH_IN_PROGRESS:
      /* The word the matches view and paper use for in_progress. */
      return g_strdup (_("Playing"));
    case HAMMER_EVENT_MATCH_READY:
      /* The board has a column of its own. */
      return g_strdup (hammer_event_match_get_board (match) > 0 ? _("On the board") : _("Ready"));
    case HAMMER_EVENT_MATCH_PENDING:
    default:
      return g_strdup (_("Waiting"));
    }
}

/* The board's own name, else its number: the round's column is narrow. */
static char *
board_name (HammerDrawView *self,
            guint           number)
{
  GListModel *boards = self->typed_matches != NULL
                       ? hammer_event_matches_get_boards (self->typed_matches) : NULL;

  if (number == 0)
    return NULL;
  for (guint i = 0; boards != NULL && i < g_list_model_get_n_items (boards); i++)
    {
      g_autoptr(HammerBoard) board = g_list_model_get_item (boards, i);

      if (hammer_board_get_number (board) == number && hammer_board_get_own_name (board) != NULL)
        return g_strdup (hammer_board_get_own_name (board));
    }
  return g_strdup_printf ("%u", number);
}

/* Replaces the items of a list, keeping the selected match selected. */
static void
replace_items (GtkColumnView *view,
               GListStore    *store,
               GPtrArray     *items)
{
  GtkSingleSelection *selection = GTK_SINGLE_SELECTION (gtk_column_view_get_model (view));
  HammerDrawItem *selected = gtk_single_selection_get_selected_item (selection);
  gint64 match_id = selected ? hammer_draw_item_get_match_id (selected) : 0;
  GListModel *shown = G_LIST_MODEL (selection);

  g_list_store_splice (store, 0, g_list_model_get_n_items (G_LIST_MODEL (store)),
                       items->pdata, items->len);
  for (guint i = 0; match_id != 0 && i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr(HammerDrawItem) item = g_list_model_get_item (shown, i);

      if (hammer_draw_item_get_match_id (item) == match_id)
        gtk_single_selection_set_selected (selection, i);
    }
}

/* Swiss rounds */

static guint
selected_round (HammerDrawView *self)
{
  guint position = gtk_drop_down_get_selected (self->round_dropdown);

  return position == GTK_INVALID_LIST_POSITION ? 0 : position + 1;
}

void
_hammer_draw_view_fill_round (HammerDrawView *self)
{
  GListModel *matches = G_LIST_MODEL (self->typed_matches);
  guint round = selected_round (self);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autofree char *sitting_out = NULL;

  for (guint i = 0; matches != NULL && i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);
      g_autofree char *board = NULL;
      g_autofree char *state = NULL;
      g_autofree char *result = NULL;
      const char *b = hammer_event_match_get_side_name (match, 1);

      if (hammer_event_match_get_round (match) != round)
        continue;
      if (sitting_out == NULL)
        sitting_out = hammer_sitting_out_text (hammer_event_match_get_sitting_out (match));
      state = state_text (match);
      board = board_name (self, hammer_event_match_get_board (match));
      result = _hammer_draw_view_match_result (self, match, 0);
      if (b == NULL && hammer_event_match_get_bye (match))
        b = _("Bye");
      g_ptr_array_add (items, hammer_draw_item_new_match (hammer_event_match_get_id (match), board,
                                                          hammer_event_match_get_side_name (match,
                                                                                            0),
                                                          result, b, state));
    }
  replace_items (self->rounds_view, self->rounds, items);
  /* Rotating partners: the desk tells those left out of the round. */
  gtk_label_set_label (self->sitting_out_label, sitting_out != NULL ? sitting_out : "");
  gtk_widget_set_visible (GTK_WIDGET (self->sitting_out_label), sitting_out != NULL);
}

void
_hammer_draw_view_show_rounds (HammerDrawView *self)
{
  GListModel *matches = G_LIST_MODEL (self->typed_matches);
  guint n_rounds = 0, old = selected_round (self);
  guint old_n = g_list_model_get_n_items (G_LIST_MODEL (self->round_names));

  for (guint i = 0; matches != NULL && i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);

      n_rounds = MAX (n_rounds, hammer_event_match_get_round (match));
    }
  if (n_rounds != old_n)
    {
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

      for (guint r = 1; r <= n_rounds; r++)
        g_ptr_array_add (names, g_strdup_printf (_("Round %u"), r));
      g_ptr_array_add (names, NULL);
      self->updating = TRUE;
      gtk_string_list_splice (self->round_names, 0, old_n, (const char *const *) names->pdata);
      /* A new round is what the director wants to see. */
      gtk_drop_down_set_selected (self->round_dropdown,
                                  n_rounds > old_n || old == 0 ? n_rounds - 1 : old - 1);
      self->updating = FALSE;
    }
  _hammer_draw_view_fill_round (self);
}

static void
rounds_activate_cb (HammerDrawView *self,
                    guint           position)
{
  g_autoptr(HammerDrawItem) item = g_list_model_get_item (G_LIST_MODEL (self->rounds), position);

  if (item != NULL)
    _hammer_draw_view_open_match (self, hammer_draw_item_get_match_id (item));
}

/* Sjoelbak series */

static const char *
selected_class (HammerDrawView *self)
{
  guint position = gtk_drop_down_get_selected (self->class_dropdown);

  /* The first entry is every class. */
  if (position == 0 || position == GTK_INVALID_LIST_POSITION)
    return NULL;
  return gtk_string_list_get_string (self->class_names, position);
}

/* Each entrant's card (its match) by the entrant's id: one pass over the
 * matches, not one per line of the ranking. */
static GHashTable *
cards_by_entrant (HammerDrawView *self)
{
  GListModel *matches = G_LIST_MODEL (self->typed_matches);
  GHashTable *cards = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_object_unref);

  for (guint i = 0; matches != NULL && i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);
      gint64 entrant = hammer_event_match_get_entrant (match, 0);

      if (!g_hash_table_contains (cards, &entrant))
        g_hash_table_insert (cards, g_memdup2 (&entrant, sizeof entrant), g_steal_pointer (&match));
    }
  return cards;
}

/* The points of each game of @card so far, a dash for each game still to
 * shoot ("97  60  –"). */
static char *
card_games (HammerDrawView   *self,
            HammerEventMatch *card)
{
  g_autoptr(GString) games = g_string_new (NULL);
  /* An option that does not apply is HAMMER_OPTION_UNSET, below 0. */
  gint64 n_games = self->typed_event != NULL
                   ? MAX (0, hammer_event_get_options (self->typed_event)->games) : 0;
  guint played;

  if (card == NULL)
    return g_strdup ("");
  played = hammer_event_match_get_n_games (card);
  for (guint g = 0; g < MAX ((guint) n_games, played); g++)
    {
      if (g > 0)
        g_string_append (games, "  ");
      if (g < played)
        g_string_append_printf (games, "%d", hammer_event_match_get_game_points (card, 0, g));
      else
        g_string_append (games, "–");
    }
  return g_string_free (g_steal_pointer (&games), FALSE);
}

/* Takes the new lines into the items the ranking shows when they are the
 * same cards: each item changes in place and its row follows; when any
 * changed, the list is sorted again once (@sorter), moving rows, not
 * rebuilding them. A stored card then rebuilds no row. Whether it could. */
static gboolean
update_items (GListStore *store,
              GPtrArray  *items,
              GtkSorter  *sorter)
{
  gboolean changed = FALSE;
  GListModel *model = G_LIST_MODEL (store);
  guint n = g_list_model_get_n_items (model);
  g_autoptr(GHashTable) fresh = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  if (n != items->len || n == 0)
    return FALSE;
  /* Sized once: the table keeps pointers into it. */
  g_array_set_size (ids, n);
  for (guint i = 0; i < n; i++)
    {
      HammerDrawItem *item = g_ptr_array_index (items, i);

      g_array_index (ids, gint64, i) = hammer_draw_item_get_match_id (item);
      g_hash_table_insert (fresh, &g_array_index (ids, gint64, i), item);
    }
  if (g_hash_table_size (fresh) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerDrawItem) old = g_list_model_get_item (model, i);
      gint64 id = hammer_draw_item_get_match_id (old);

      if (!g_hash_table_contains (fresh, &id))
        return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(HammerDrawItem) old = g_list_model_get_item (model, i);
      gint64 id = hammer_draw_item_get_match_id (old);

      changed |= hammer_draw_item_update (old, g_hash_table_lookup (fresh, &id));
    }
  if (changed)
    gtk_sorter_changed (sorter, GTK_SORTER_CHANGE_DIFFERENT);
  return TRUE;
}

/* The list inside the column view, which scrolls. */
static GtkWidget *
series_list (HammerDrawView *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->series_view));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_VIEW (child))
      return child;
  return NULL;
}

/* The row of the selected card takes the focus once the list has laid it
 * out; a few frames at most. */
static gboolean
focus_card_tick (GtkWidget     *widget,
                 GdkFrameClock *clock,
                 gpointer       user_data)
{
  HammerDrawView *self = HAMMER_DRAW_VIEW (user_data);
  GtkWidget *list = series_list (self);

  for (GtkWidget *row = list ? gtk_widget_get_first_child (list) : NULL; row != NULL;
       row = gtk_widget_get_next_sibling (row))
    if (gtk_widget_get_child_visible (row) &&
        (gtk_widget_get_state_flags (row) & GTK_STATE_FLAG_SELECTED) != 0)
      {
        gtk_widget_grab_focus (row);
        self->focus_tick = 0;
        return G_SOURCE_REMOVE;
      }
  if (++self->focus_ticks < 60)
    return G_SOURCE_CONTINUE;
  self->focus_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
focus_card (HammerDrawView *self,
            gint64          match_id)
{
  GtkSingleSelection *selection = GTK_SINGLE_SELECTION (gtk_column_view_get_model (
                                                          self->series_view));
  GListModel *model = G_LIST_MODEL (selection);
  GtkWidget *list = series_list (self);

  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(HammerDrawItem) item = g_list_model_get_item (model, i);

      if (hammer_draw_item_get_match_id (item) != match_id)
        continue;
      gtk_single_selection_set_selected (selection, i);
      if (list != NULL)
        gtk_widget_activate_action (list, "list.scroll-to-item", "u", i);
      self->focus_ticks = 0;
      if (self->focus_tick == 0)
        self->focus_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self->series_view),
                                                         focus_card_tick, self, NULL);
      return;
    }
}

/* Once a card opened from the ranking has something new stored, the focus
 * goes to the next card below it, as the ranking stood when it was opened,
 * that has fewer games than the saved card now has: the next player not
 * yet entered this round. A secretary works through a round's pile of
 * cards down the ranking; the saved player jumps up and the rows move, but
 * the players not yet entered keep their order, so Enter opens the next of
 * them. With every card entered the focus follows the saved player. */
static void
focus_next_card (HammerDrawView *self,
                 GHashTable     *games)
{
  HammerEventMatch *saved;
  g_autoptr(GArray) order = NULL;
  gint64 saved_id = self->entering;
  const char *now;
  guint n_games, at = 0;

  if (self->entering == 0)
    return;
  now = g_hash_table_lookup (games, &self->entering);
  if (now == NULL || g_strcmp0 (now, self->entering_games) == 0 || self->typed_matches == NULL ||
      (saved = hammer_event_matches_lookup (self->typed_matches, saved_id)) == NULL)
    return;
  order = g_steal_pointer (&self->entering_order);
  self->entering = 0;
  g_clear_pointer (&self->entering_games, g_free);
  n_games = hammer_event_match_get_n_games (saved);
  while (order != NULL && at < order->len && g_array_index (order, gint64, at) != saved_id)
    at++;
  for (guint step = 1; order != NULL && at < order->len && step < order->len; step++)
    {
      gint64 id = g_array_index (order, gint64, (at + step) % order->len);
      HammerEventMatch *match = hammer_event_matches_lookup (self->typed_matches, id);

      if (match != NULL && hammer_event_match_get_state (match) != HAMMER_EVENT_MATCH_FINISHED &&
          hammer_event_match_get_n_games (match) < n_games)
        {
          focus_card (self, id);
          return;
        }
    }
  focus_card (self, saved_id);
}

/* The ranking is the event's standings: places, totals and best games as
 * every other screen and sheet shows them. */
void
_hammer_draw_view_fill_ranking (HammerDrawView *self)
{
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) cards = cards_by_entrant (self);
  /* Each card's games as shown, by its match id. */
  g_autoptr(GHashTable) games = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, g_free);
  const char *klass = selected_class (self);
  GListModel *lines = self->typed_event != NULL ? hammer_event_get_standings (self->typed_event)
                                                : NULL;

  for (guint i = 0; lines != NULL && i < g_list_model_get_n_items (lines); i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (lines, i);
      gint64 entrant = hammer_standings_line_get_entrant (line);
      HammerEventMatch *card = g_hash_table_lookup (cards, &entrant);
      gint64 *match_id;
      char *text;

      if (klass != NULL && g_strcmp0 (hammer_standings_line_get_class (line), klass) != 0)
        continue;
      text = card_games (self, card);
      match_id = g_new (gint64, 1);
      *match_id = card ? hammer_event_match_get_id (card) : 0;
      g_ptr_array_add (items, hammer_draw_item_new_ranking (*match_id, line, klass != NULL, text));
      g_hash_table_replace (games, match_id, text);
    }
  if (!update_items (self->ranking, items, gtk_column_view_get_sorter (self->series_view)))
    replace_items (self->series_view, self->ranking, items);
  focus_next_card (self, games);
}

void
_hammer_draw_view_show_series (HammerDrawView *self)
{
  g_autoptr(GPtrArray) classes = g_ptr_array_new ();
  g_autofree char *old = g_strdup (selected_class (self));
  guint old_n = g_list_model_get_n_items (G_LIST_MODEL (self->class_names));
  guint selected = 0;
  gboolean same;

  g_ptr_array_add (classes, (gpointer) _("All Classes"));
  for (guint i = 0; i < self->entrants->len; i++)
    {
      const char *klass = g_array_index (self->entrants, HammerDrawViewEntrant, i).klass;

      if (klass != NULL && !g_ptr_array_find_with_equal_func (classes, klass, g_str_equal, NULL))
        g_ptr_array_add (classes, (gpointer) klass);
    }
  /* Class names go best first: "A", "B", … */
  for (guint a = 2; a < classes->len; a++)
    for (guint b = a; b > 1 && g_strcmp0 (classes->pdata[b - 1], classes->pdata[b]) > 0; b--)
      {
        gpointer swap = classes->pdata[b];
        classes->pdata[b] = classes->pdata[b - 1];
        classes->pdata[b - 1] = swap;
      }
  for (guint i = 1; i < classes->len; i++)
    if (g_strcmp0 (old, classes->pdata[i]) == 0)
      selected = i;
  same = old_n == classes->len;
  for (guint i = 0; same && i < classes->len; i++)
    same = g_strcmp0 (gtk_string_list_get_string (self->class_names, i), classes->pdata[i]) == 0;
  g_ptr_array_add (classes, NULL);

  /* The same classes as before keep their list and the choice. */
  if (!same)
    {
      self->updating = TRUE;
      gtk_string_list_splice (self->class_names, 0, old_n, (const char *const *) classes->pdata);
      gtk_drop_down_set_selected (self->class_dropdown, selected);
      self->updating = FALSE;
    }
  /* Without classes, neither the choice nor the column says anything. */
  gtk_widget_set_visible (GTK_WIDGET (self->class_dropdown), classes->len > 2);
  gtk_column_view_column_set_visible (self->class_column, classes->len > 2);
  _hammer_draw_view_fill_ranking (self);
}

static void
series_activate_cb (HammerDrawView *self,
                    guint           position)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (self->series_view));
  g_autoptr(HammerDrawItem) item = g_list_model_get_item (model, position);

  if (item == NULL)
    return;
  /* What the card shows now, to see when something new is stored, and
   * the order of the cards as the ranking shows them. */
  self->entering = hammer_draw_item_get_match_id (item);
  g_free (self->entering_games);
  g_object_get (item, "games", &self->entering_games, NULL);
  g_clear_pointer (&self->entering_order, g_array_unref);
  self->entering_order = g_array_sized_new (FALSE, FALSE, sizeof (gint64),
                                            g_list_model_get_n_items (model));
  for (guint i = 0; i < g_list_model_get_n_items (model); i++)
    {
      g_autoptr(HammerDrawItem) shown = g_list_model_get_item (model, i);
      gint64 id = hammer_draw_item_get_match_id (shown);

      g_array_append_val (self->entering_order, id);
    }
  _hammer_draw_view_open_match (self, self->entering);
}

void
_hammer_draw_view_setup_lists (HammerDrawView *self)
{
  g_autoptr(GtkSortListModel) sorted = NULL;
  GtkExpression *expression;

  /* Swiss: the round's matches in playing order. The columns of both
   * lists are declared in the template. */
  gtk_column_view_set_model (self->rounds_view,
                             GTK_SELECTION_MODEL (gtk_single_selection_new (
                               G_LIST_MODEL (g_object_ref (self->rounds)))));
  g_signal_connect_swapped (self->rounds_view, "activate", G_CALLBACK (rounds_activate_cb), self);

  /* Series: sortable by every column, by place to begin with. */
  sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->ranking)),
                                    g_object_ref (gtk_column_view_get_sorter (self->series_view)));
  gtk_column_view_set_model (self->series_view,
                             GTK_SELECTION_MODEL (gtk_single_selection_new (
                               G_LIST_MODEL (g_steal_pointer (&sorted)))));
  gtk_column_view_sort_by_column (self->series_view, self->place_column, GTK_SORT_ASCENDING);
  g_signal_connect_swapped (self->series_view, "activate", G_CALLBACK (series_activate_cb), self);

  expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  gtk_drop_down_set_expression (self->follow_dropdown, expression);
  gtk_expression_unref (expression);
}