/* hammer-draw-view-lists.c — the draw as lists: Swiss rounds, a series ranking
 *
 * A Swiss shows the matches of one round at a time; a sjoelbak series the
 * ranking so far with each entrant's card, by class when there are classes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-draw-item.h"
#include "hammer-draw-view-private.h"

/* Reading a match */

static const char *
side_name (JsonObject *match,
           guint       side)
{
  return hammer_json_element_string (hammer_json_array (match, "names"), side);
}

static char *
state_text (JsonObject *match)
{
  const char *state = hammer_json_string (match, "state");
  gint64 board = hammer_json_int (match, "board", 0);

  if (json_object_get_boolean_member_with_default (match, "bye", FALSE))
    return g_strdup (_("Bye"));
  if (json_object_get_boolean_member_with_default (match, "walkover", FALSE))
    return g_strdup (_("Walkover"));
  if (g_strcmp0 (state, "finished") == 0)
    return g_strdup (_("Finished"));
  /* The word the matches view and paper use for in_progress. */
  if (g_strcmp0 (state, "in_progress") == 0)
    return g_strdup (_("Playing"));
  /* The board has a column of its own. */
  if (g_strcmp0 (state, "ready") == 0)
    return g_strdup (board > 0 ? _("On the board") : _("Ready"));
  return g_strdup (_("Waiting"));
}

static char *
board_name (HammerDrawView *self,
            gint64          number)
{
  JsonObject *event = _hammer_draw_view_event (self);
  JsonArray *boards;

  if (number <= 0)
    return NULL;
  if (event != NULL && json_object_has_member (event, "boards"))
    {
      boards = json_object_get_array_member (event, "boards");
      for (guint i = 0; i < json_array_get_length (boards); i++)
        {
          JsonObject *board = json_array_get_object_element (boards, i);

          if (hammer_json_int (board, "number", 0) == number && hammer_json_string (board, "name"))
            return g_strdup (hammer_json_string (board, "name"));
        }
    }
  return g_strdup_printf ("%" G_GINT64_FORMAT, number);
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
  JsonArray *matches = _hammer_draw_view_matches (self);
  guint round = selected_round (self);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; matches != NULL && i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      g_autofree char *board = NULL;
      g_autofree char *state = state_text (match);
      g_autofree char *result = NULL;
      const char *b = side_name (match, 1);

      if ((guint) hammer_json_int (match, "round", 0) != round)
        continue;
      board = board_name (self, hammer_json_int (match, "board", 0));
      result = _hammer_draw_view_result_text (self, match, 0);
      if (b == NULL && json_object_get_boolean_member_with_default (match, "bye", FALSE))
        b = _("Bye");
      g_ptr_array_add (items, hammer_draw_item_new_match (hammer_json_int (match, "id", 0), board,
                                                          side_name (match, 0), result, b, state));
    }
  replace_items (self->rounds_view, self->rounds, items);
}

void
_hammer_draw_view_show_rounds (HammerDrawView *self)
{
  JsonArray *matches = _hammer_draw_view_matches (self);
  guint n_rounds = 0, old = selected_round (self);
  guint old_n = g_list_model_get_n_items (G_LIST_MODEL (self->round_names));

  for (guint i = 0; i < json_array_get_length (matches); i++)
    n_rounds = MAX (n_rounds, (guint) hammer_json_int (json_array_get_object_element (matches, i),
                                                  "round", 0));
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

/* The card of @entrant_id: its match, and each game's points so far, a
 * dash for each game still to shoot ("97  60  –"). */
static char *
card_games (HammerDrawView *self,
            gint64          entrant_id,
            gint64         *match_id)
{
  JsonArray *matches = _hammer_draw_view_matches (self);
  JsonObject *event = _hammer_draw_view_event (self);
  g_autoptr(GString) games = g_string_new (NULL);
  gint64 n_games = 0;

  if (event != NULL && json_object_has_member (event, "options"))
    n_games = hammer_json_int (json_object_get_object_member (event, "options"), "games", 0);
  *match_id = 0;
  for (guint i = 0; matches != NULL && i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      JsonArray *points = NULL;
      guint played;

      if (_hammer_draw_view_side_entrant (match, 0) != entrant_id)
        continue;
      *match_id = hammer_json_int (match, "id", 0);
      if (json_object_has_member (match, "game_points"))
        points = json_array_get_array_element (json_object_get_array_member (match,
                                                                             "game_points"), 0);
      played = points ? json_array_get_length (points) : 0;
      for (guint g = 0; g < MAX ((guint) n_games, played); g++)
        {
          if (g > 0)
            g_string_append (games, "  ");
          if (g < played)
            g_string_append_printf (games, "%" G_GINT64_FORMAT,
                                    json_array_get_int_element (points, g));
          else
            g_string_append (games, "–");
        }
      break;
    }
  return g_string_free (g_steal_pointer (&games), FALSE);
}

/* The ranking is the event's standings: places, totals and best games as
 * every other screen and sheet shows them. */
void
_hammer_draw_view_fill_ranking (HammerDrawView *self)
{
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  const char *klass = selected_class (self);
  JsonArray *lines;

  if (store != NULL && event_id > 0 &&
      !(standings = hammer_events_get_standings_json (store, event_id, &error)))
    g_debug ("Could not read the standings of event %" G_GINT64_FORMAT ": %s", event_id,
             error->message);
  lines = standings != NULL && JSON_NODE_HOLDS_ARRAY (standings)
            ? json_node_get_array (standings) : NULL;

  for (guint i = 0; lines != NULL && i < json_array_get_length (lines); i++)
    {
      JsonObject *line = json_array_get_object_element (lines, i);
      g_autofree char *games = NULL;
      gint64 match_id;

      if (klass != NULL &&
          g_strcmp0 (json_object_get_string_member_with_default (line, "class", NULL), klass) != 0)
        continue;
      games = card_games (self, hammer_json_int (line, "entrant", 0), &match_id);
      g_ptr_array_add (items, hammer_draw_item_new_ranking (match_id, line, klass != NULL, games));
    }
  replace_items (self->series_view, self->ranking, items);
}

void
_hammer_draw_view_show_series (HammerDrawView *self)
{
  g_autoptr(GPtrArray) classes = g_ptr_array_new ();
  g_autofree char *old = g_strdup (selected_class (self));
  guint old_n = g_list_model_get_n_items (G_LIST_MODEL (self->class_names));
  guint selected = 0;

  g_ptr_array_add (classes, (gpointer) _("All Classes"));
  for (guint i = 0; i < self->entrants->len; i++)
    {
      const char *klass = g_array_index (self->entrants, Entrant, i).klass;

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
  g_ptr_array_add (classes, NULL);

  self->updating = TRUE;
  gtk_string_list_splice (self->class_names, 0, old_n, (const char *const *) classes->pdata);
  gtk_drop_down_set_selected (self->class_dropdown, selected);
  self->updating = FALSE;
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

  if (item != NULL)
    _hammer_draw_view_open_match (self, hammer_draw_item_get_match_id (item));
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