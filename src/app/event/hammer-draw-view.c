/* hammer-draw-view.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-columns.h"
#include "hammer-draw-item.h"
#include "hammer-draw-view.h"
#include "hammer-window.h"

typedef struct
{
  gint64 id;
  char *name;
  int seed;
  char *klass;
} Entrant;

struct _HammerDrawView
{
  GtkWidget parent_instance;

  HammerStore *store;
  gint64 event_id;
  JsonNode *event;
  JsonNode *matches;
  GArray *entrants;              /* Entrant, by seed */
  GHashTable *cells;             /* "row:column:leg" → GtkWidget (owned by the grid) */
  gboolean updating;
  gboolean has_bracket;          /* zooming means something */

  GListStore *rounds;            /* HammerDrawItem */
  GListStore *ranking;           /* HammerDrawItem */
  GtkStringList *follow_names;
  GArray *follow_ids;            /* gint64, parallel to follow_names */
  GtkStringList *round_names;
  GtkStringList *class_names;

  GtkStack *stack;
  AdwStatusPage *empty_page;
  GtkButton *entrants_button;
  GtkDropDown *follow_dropdown;
  GtkDropDown *round_dropdown;
  GtkDropDown *class_dropdown;
  GtkLabel *summary_label;
  GtkWidget *zoom_box;
  GtkButton *zoom_button;
  GtkButton *redraw_button;
  GtkStack *content_stack;
  GtkScrolledWindow *bracket_scrolled;
  HammerBracketView *bracket;
  GtkFlowBox *tables_box;
  GtkLabel *knockout_title;
  HammerBracketView *knockout;
  GtkColumnView *rounds_view;
  GtkColumnView *series_view;
  GtkColumnViewColumn *class_column;
};

G_DEFINE_FINAL_TYPE (HammerDrawView, hammer_draw_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_STORE,
  PROP_EVENT_ID,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
entrant_clear (gpointer data)
{
  Entrant *entrant = data;

  g_clear_pointer (&entrant->name, g_free);
  g_clear_pointer (&entrant->klass, g_free);
}

/* Reading the JSON */

static gint64
side_entrant (JsonObject *match,
              guint       side)
{
  return hammer_json_element_int (hammer_json_array (match, "sides"), side, 0);
}

static const char *
side_name (JsonObject *match,
           guint       side)
{
  return hammer_json_element_string (hammer_json_array (match, "names"), side);
}

static JsonObject *
event_object (HammerDrawView *self)
{
  return self->event ? json_node_get_object (self->event) : NULL;
}

static JsonArray *
match_array (HammerDrawView *self)
{
  return self->matches ? json_node_get_array (self->matches) : NULL;
}

/* Games won tell a best-of match; single games show their points. */
static gboolean
scores_are_games (HammerDrawView *self)
{
  JsonObject *event = event_object (self);

  return event && json_object_has_member (event, "options") &&
         hammer_json_int (json_object_get_object_member (event, "options"), "best_of", 1) > 1;
}

/* The result as @side saw it ("2–1"), or NULL when there is none. */
static char *
result_text (HammerDrawView *self,
             JsonObject     *match,
             guint           side)
{
  const char *member = scores_are_games (self) ? "games_won" : "totals";
  JsonArray *scores;

  if (json_object_get_boolean_member_with_default (match, "walkover", FALSE))
    {
      gboolean won = hammer_json_int (match, "winner", -1) == (gint64) side;
      /* Translators: a match won or lost by walkover, in a table cell. */
      return g_strdup (won ? _("w/o won") : _("w/o lost"));
    }
  if (!json_object_has_member (match, member))
    return NULL;
  scores = json_object_get_array_member (match, member);
  if (json_array_get_length (scores) < 2)
    return NULL;
  return g_strdup_printf ("%" G_GINT64_FORMAT "–%" G_GINT64_FORMAT,
                          json_array_get_int_element (scores, side),
                          json_array_get_int_element (scores, 1 - side));
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
  JsonObject *event = event_object (self);
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

static const Entrant *
find_entrant (HammerDrawView *self,
              gint64          id)
{
  for (guint i = 0; i < self->entrants->len; i++)
    if (g_array_index (self->entrants, Entrant, i).id == id)
      return &g_array_index (self->entrants, Entrant, i);
  return NULL;
}

static int
compare_entrants (gconstpointer a,
                  gconstpointer b)
{
  const Entrant *x = a, *y = b;
  int sx = x->seed > 0 ? x->seed : G_MAXINT, sy = y->seed > 0 ? y->seed : G_MAXINT;

  return sx != sy ? (sx < sy ? -1 : 1) : (x->id < y->id ? -1 : x->id > y->id);
}

static void
read_entrants (HammerDrawView *self)
{
  JsonObject *event = event_object (self);
  JsonArray *entrants;

  g_array_set_size (self->entrants, 0);
  if (event == NULL || !json_object_has_member (event, "entrants"))
    return;
  entrants = json_object_get_array_member (event, "entrants");
  for (guint i = 0; i < json_array_get_length (entrants); i++)
    {
      JsonObject *object = json_array_get_object_element (entrants, i);
      Entrant entrant = {
        hammer_json_int (object, "id", 0),
        g_strdup (hammer_json_string (object, "name")),
        (int) hammer_json_int (object, "seed", 0),
        g_strdup (hammer_json_string (object, "class")),
      };

      g_array_append_val (self->entrants, entrant);
    }
  g_array_sort (self->entrants, compare_entrants);
}

static void
open_match (HammerDrawView *self,
            gint64          match_id)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "event.open-match", "x", match_id);
}

/* Cross-tables */

static char *
cell_key (gint64 row,
          gint64 column,
          guint  leg)
{
  return g_strdup_printf ("%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT ":%u", row, column, leg);
}

static void
cell_clicked_cb (GtkButton      *button,
                 HammerDrawView *self)
{
  open_match (self, GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (button), "hammer-match")));
}

static GtkWidget *
header_label (const char *text,
              const char *tooltip,
              float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_add_css_class (label, "numeric");
  if (tooltip != NULL)
    gtk_widget_set_tooltip_text (label, tooltip);
  return label;
}

static GtkWidget *
figure_label (int value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "cross-figure");
  return label;
}

/* A cross-table of @ids (entrant ids, in seed order) over @matches
 * (JsonObject *), the result in each cell as the row's entrant saw it. */
static GtkWidget *
build_cross_table (HammerDrawView *self,
                   GArray         *ids,
                   GPtrArray      *matches)
{
  GtkWidget *grid = gtk_grid_new ();
  guint n = ids->len;
  guint legs = 1;

  gtk_widget_add_css_class (grid, "cross-table");
  gtk_grid_set_column_spacing (GTK_GRID (grid), 4);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_set_halign (grid, GTK_ALIGN_START);

  /* A double round robin meets everyone twice: two legs per cell. */
  for (guint i = 0; i < matches->len; i++)
    {
      JsonObject *a = matches->pdata[i];

      for (guint j = i + 1; j < matches->len && legs == 1; j++)
        {
          JsonObject *b = matches->pdata[j];
          gint64 a0 = side_entrant (a, 0), a1 = side_entrant (a, 1);
          gint64 b0 = side_entrant (b, 0), b1 = side_entrant (b, 1);

          if (a0 && a1 && ((a0 == b0 && a1 == b1) || (a0 == b1 && a1 == b0)))
            legs = 2;
        }
    }

  gtk_grid_attach (GTK_GRID (grid), header_label ("#", NULL, 1), 0, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), header_label (_("Name"), NULL, 0), 1, 0, 1, 1);
  for (guint c = 0; c < n; c++)
    {
      g_autofree char *number = g_strdup_printf ("%u", c + 1);
      const Entrant *entrant = find_entrant (self, g_array_index (ids, gint64, c));

      gtk_grid_attach (GTK_GRID (grid), header_label (number, entrant ? entrant->name : NULL, 0.5),
                       2 + c, 0, 1, 1);
    }
  gtk_grid_attach (GTK_GRID (grid), header_label (C_("short for played", "Pl"), _("Played"), 1),
                   2 + n, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), header_label (C_("short for won", "W"), _("Won"), 1),
                   3 + n, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), header_label (C_("short for points", "Pts"), _("Points"), 1),
                   4 + n, 0, 1, 1);

  for (guint r = 0; r < n; r++)
    {
      gint64 row_id = g_array_index (ids, gint64, r);
      const Entrant *row_entrant = find_entrant (self, row_id);
      const char *row_name = row_entrant ? row_entrant->name : "";
      g_autofree char *number = g_strdup_printf ("%u", r + 1);
      GtkWidget *name = gtk_label_new (row_name);
      int played = 0, won = 0, points = 0;

      gtk_grid_attach (GTK_GRID (grid), header_label (number, NULL, 1), 0, r + 1, 1, 1);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (name), 12);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 22);
      gtk_widget_set_margin_end (name, 6);
      gtk_grid_attach (GTK_GRID (grid), name, 1, r + 1, 1, 1);

      for (guint c = 0; c < n; c++)
        {
          gint64 column_id = g_array_index (ids, gint64, c);
          GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 2);
          guint leg = 0;

          gtk_widget_add_css_class (cell, "cross-cell");
          gtk_widget_set_hexpand (cell, FALSE);
          gtk_box_set_homogeneous (GTK_BOX (cell), TRUE);
          if (r == c)
            {
              gtk_widget_add_css_class (cell, "diagonal");
              gtk_grid_attach (GTK_GRID (grid), cell, 2 + c, r + 1, 1, 1);
              continue;
            }
          for (guint m = 0; m < matches->len; m++)
            {
              JsonObject *match = matches->pdata[m];
              gint64 s0 = side_entrant (match, 0), s1 = side_entrant (match, 1);
              guint side;
              g_autofree char *result = NULL;
              g_autofree char *accessible = NULL;
              GtkWidget *button;
              gint64 winner;
              const Entrant *column_entrant;

              if (s0 == row_id && s1 == column_id)
                side = 0;
              else if (s1 == row_id && s0 == column_id)
                side = 1;
              else
                continue;

              result = result_text (self, match, side);
              winner = hammer_json_int (match, "winner", -1);
              column_entrant = find_entrant (self, column_id);
              button = gtk_button_new_with_label (result ? result : "");
              gtk_widget_add_css_class (button, "flat");
              gtk_widget_add_css_class (button, "numeric");
              if (g_strcmp0 (hammer_json_string (match, "state"), "finished") == 0)
                {
                  played++;
                  if (winner == side)
                    {
                      won++;
                      points += 2;
                      gtk_widget_add_css_class (button, "win");
                    }
                  else if (winner < 0)
                    points += 1;
                  else
                    gtk_widget_add_css_class (button, "loss");
                }
              else
                gtk_widget_add_css_class (button, "open");

              if (result != NULL)
                /* Translators: a cross-table cell, "Anna against Bram: 2–1". */
                accessible = g_strdup_printf (_("%s against %s: %s"), row_name,
                                              column_entrant ? column_entrant->name : "",
                                              result);
              else
                accessible = g_strdup_printf (_("%s against %s: not played yet"), row_name,
                                              column_entrant ? column_entrant->name : "");
              gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                              GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
              gtk_widget_set_tooltip_text (button, accessible);
              g_object_set_data (G_OBJECT (button), "hammer-match",
                                 GSIZE_TO_POINTER ((gsize) hammer_json_int (match, "id", 0)));
              g_signal_connect (button, "clicked", G_CALLBACK (cell_clicked_cb), self);
              gtk_box_append (GTK_BOX (cell), button);
              g_hash_table_insert (self->cells, cell_key (row_id, column_id, leg), button);
              leg++;
            }
          if (legs == 2)
            gtk_widget_add_css_class (cell, "two-legs");
          gtk_grid_attach (GTK_GRID (grid), cell, 2 + c, r + 1, 1, 1);
        }

      gtk_grid_attach (GTK_GRID (grid), figure_label (played), 2 + n, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), figure_label (won), 3 + n, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), figure_label (points), 4 + n, r + 1, 1, 1);
    }
  return grid;
}

static GArray *
entrants_of (HammerDrawView *self,
             GPtrArray      *matches)
{
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));

  /* In seed order: the event's entrants are sorted so already. */
  for (guint e = 0; e < self->entrants->len; e++)
    {
      gint64 id = g_array_index (self->entrants, Entrant, e).id;
      gboolean plays = FALSE;

      for (guint m = 0; m < matches->len && !plays; m++)
        plays = side_entrant (matches->pdata[m], 0) == id ||
                side_entrant (matches->pdata[m], 1) == id;
      if (plays)
        g_array_append_val (ids, id);
    }
  return ids;
}

static void
clear_tables (HammerDrawView *self)
{
  GtkWidget *child;

  g_hash_table_remove_all (self->cells);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->tables_box))) != NULL)
    gtk_flow_box_remove (self->tables_box, child);
}

static void
show_tables (HammerDrawView *self,
             gboolean        groups)
{
  JsonArray *matches = match_array (self);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root ? gtk_root_get_focus (root) : NULL;
  g_autofree char *focus_key = NULL;
  GHashTableIter iter;
  gpointer key, value;

  /* A rebuilt table keeps the focus on the same cell. */
  g_hash_table_iter_init (&iter, self->cells);
  while (focus != NULL && g_hash_table_iter_next (&iter, &key, &value))
    if (value == focus)
      focus_key = g_strdup (key);
  clear_tables (self);

  /* The group stage's matches are named by group; everything else is the
   * knockout after it. */
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      const char *bracket = hammer_json_string (match, "bracket");

      if (hammer_json_int (match, "stage", 0) != 0 || bracket == NULL)
        continue;
      if (!groups && g_strcmp0 (bracket, "round-robin") != 0)
        continue;
      if (!g_ptr_array_find_with_equal_func (names, bracket, g_str_equal, NULL))
        g_ptr_array_add (names, g_strdup (bracket));
    }

  for (guint g = 0; g < names->len; g++)
    {
      g_autoptr(GPtrArray) group = g_ptr_array_new ();
      g_autoptr(GArray) ids = NULL;
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);

      for (guint i = 0; i < json_array_get_length (matches); i++)
        {
          JsonObject *match = json_array_get_object_element (matches, i);

          if (hammer_json_int (match, "stage", 0) == 0 &&
              g_strcmp0 (hammer_json_string (match, "bracket"), names->pdata[g]) == 0 &&
              side_entrant (match, 0) != 0 && side_entrant (match, 1) != 0)
            g_ptr_array_add (group, match);
        }
      ids = entrants_of (self, group);
      if (groups)
        {
          g_autofree char *title = g_strdup_printf (_("Group %s"), (char *) names->pdata[g]);
          GtkWidget *label = gtk_label_new (title);

          gtk_label_set_xalign (GTK_LABEL (label), 0);
          gtk_widget_add_css_class (label, "title-4");
          gtk_box_append (GTK_BOX (box), label);
        }
      gtk_box_append (GTK_BOX (box), build_cross_table (self, ids, group));
      gtk_flow_box_append (self->tables_box, box);
      /* The cells take the focus, not the table around them. */
      gtk_widget_set_focusable (gtk_widget_get_parent (box), FALSE);
    }

  if (focus_key != NULL && (focus = g_hash_table_lookup (self->cells, focus_key)) != NULL)
    gtk_widget_grab_focus (focus);

  gtk_widget_set_visible (GTK_WIDGET (self->knockout_title), groups);
  gtk_widget_set_visible (GTK_WIDGET (self->knockout), groups);
  if (groups)
    hammer_bracket_view_set_matches (self->knockout, event_object (self), matches, 1);
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

static void
fill_round (HammerDrawView *self)
{
  JsonArray *matches = match_array (self);
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
      result = result_text (self, match, 0);
      if (b == NULL && json_object_get_boolean_member_with_default (match, "bye", FALSE))
        b = _("Bye");
      g_ptr_array_add (items, hammer_draw_item_new_match (hammer_json_int (match, "id", 0), board,
                                                          side_name (match, 0), result, b, state));
    }
  replace_items (self->rounds_view, self->rounds, items);
}

static void
show_rounds (HammerDrawView *self)
{
  JsonArray *matches = match_array (self);
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
  fill_round (self);
}

static void
rounds_activate_cb (HammerDrawView *self,
                    guint           position)
{
  g_autoptr(HammerDrawItem) item = g_list_model_get_item (G_LIST_MODEL (self->rounds), position);

  if (item != NULL)
    open_match (self, hammer_draw_item_get_match_id (item));
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
  JsonArray *matches = match_array (self);
  JsonObject *event = event_object (self);
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

      if (side_entrant (match, 0) != entrant_id)
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
static void
fill_ranking (HammerDrawView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) standings = NULL;
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);
  const char *klass = selected_class (self);
  JsonArray *lines;

  if (self->store != NULL && self->event_id > 0 &&
      !(standings = hammer_events_get_standings_json (self->store, self->event_id, &error)))
    g_debug ("Could not read the standings of event %" G_GINT64_FORMAT ": %s", self->event_id,
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

static void
show_series (HammerDrawView *self)
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
  fill_ranking (self);
}

static void
series_activate_cb (HammerDrawView *self,
                    guint           position)
{
  GListModel *model = G_LIST_MODEL (gtk_column_view_get_model (self->series_view));
  g_autoptr(HammerDrawItem) item = g_list_model_get_item (model, position);

  if (item != NULL)
    open_match (self, hammer_draw_item_get_match_id (item));
}

/* Following an entrant */

static void
fill_follow (HammerDrawView *self)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  gint64 followed = hammer_bracket_view_get_highlighted_entrant (self->bracket);
  guint selected = 0;
  gint64 nobody = 0;

  g_array_set_size (self->follow_ids, 0);
  g_ptr_array_add (names, (gpointer) _("Follow Nobody"));
  g_array_append_val (self->follow_ids, nobody);
  for (guint i = 0; i < self->entrants->len; i++)
    {
      const Entrant *entrant = &g_array_index (self->entrants, Entrant, i);

      if (entrant->id == followed)
        selected = names->len;
      g_ptr_array_add (names, entrant->name);
      g_array_append_val (self->follow_ids, entrant->id);
    }
  g_ptr_array_add (names, NULL);

  self->updating = TRUE;
  gtk_string_list_splice (self->follow_names, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->follow_names)),
                          (const char *const *) names->pdata);
  gtk_drop_down_set_selected (self->follow_dropdown, selected);
  self->updating = FALSE;
}

/* Brings the match where a followed entrant is now into view: their
 * unfinished match, or else the last one they played. */
static void
show_entrant (HammerDrawView *self,
              gint64          entrant_id)
{
  HammerBracketView *bracket = hammer_draw_view_get_bracket (self);
  JsonArray *matches = match_array (self);
  g_autoptr(GArray) path = NULL;
  gint64 current = 0;

  if (entrant_id == 0 || matches == NULL)
    return;
  path = hammer_bracket_view_get_highlighted_matches (bracket);
  for (guint i = 0; i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);
      gint64 id = hammer_json_int (match, "id", 0);
      gboolean in_path = FALSE;

      for (guint j = 0; j < path->len; j++)
        in_path |= g_array_index (path, gint64, j) == id;
      if (!in_path ||
          (side_entrant (match, 0) != entrant_id && side_entrant (match, 1) != entrant_id))
        continue;
      if (g_strcmp0 (hammer_json_string (match, "state"), "finished") != 0)
        {
          current = id;
          break;
        }
      current = id;
    }
  if (current != 0)
    hammer_bracket_view_select_match (bracket, current);
}

static void
follow_selected_cb (HammerDrawView *self)
{
  guint position = gtk_drop_down_get_selected (self->follow_dropdown);
  gint64 id;

  if (self->updating || position >= self->follow_ids->len)
    return;
  id = g_array_index (self->follow_ids, gint64, position);
  self->updating = TRUE;
  hammer_bracket_view_set_highlighted_entrant (self->bracket, id);
  hammer_bracket_view_set_highlighted_entrant (self->knockout, id);
  self->updating = FALSE;
  show_entrant (self, id);
}

static void
highlighted_cb (HammerDrawView    *self,
                GParamSpec        *pspec,
                HammerBracketView *bracket)
{
  gint64 id = hammer_bracket_view_get_highlighted_entrant (bracket);

  if (self->updating)
    return;
  for (guint i = 0; i < self->follow_ids->len; i++)
    if (g_array_index (self->follow_ids, gint64, i) == id)
      {
        self->updating = TRUE;
        gtk_drop_down_set_selected (self->follow_dropdown, i);
        self->updating = FALSE;
      }
  hammer_bracket_view_set_highlighted_entrant (bracket == self->bracket ? self->knockout
                                                                        : self->bracket, id);
}

/* Loading */

static gboolean
has_result (JsonArray *matches)
{
  for (guint i = 0; matches != NULL && i < json_array_get_length (matches); i++)
    {
      JsonObject *match = json_array_get_object_element (matches, i);

      if (json_object_has_member (match, "totals"))
        return TRUE;
    }
  return FALSE;
}

static void
update_zoom (HammerDrawView *self)
{
  double zoom = hammer_bracket_view_get_zoom (self->bracket);
  g_autofree char *text = g_strdup_printf ("%d%%", (int) (zoom * 100 + 0.5));

  gtk_button_set_label (self->zoom_button, text);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->zoom_button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Reset Zoom"), -1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.zoom-in",
                                 self->has_bracket && zoom < 1.99);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.zoom-out",
                                 self->has_bracket && zoom > 0.61);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.zoom-reset", self->has_bracket);
}

static void
reload (HammerDrawView *self)
{
  g_autoptr(GError) error = NULL;
  JsonObject *event;
  JsonArray *matches;
  const char *format;
  gboolean bracket = FALSE, rounds = FALSE, series = FALSE;
  g_autofree char *summary = NULL;

  g_clear_pointer (&self->event, json_node_unref);
  g_clear_pointer (&self->matches, json_node_unref);
  self->has_bracket = FALSE;

  if (self->store == NULL || self->event_id <= 0)
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.redraw", FALSE);
      return;
    }
  if (!(self->event = hammer_events_get_event_json (self->store, self->event_id, &error)) ||
      !(self->matches = hammer_events_get_matches_json (self->store, self->event_id, &error)))
    {
      /* The event went away (undone): the host shows another view. */
      g_debug ("Could not read event %" G_GINT64_FORMAT ": %s", self->event_id, error->message);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.redraw", FALSE);
      return;
    }
  event = event_object (self);
  matches = match_array (self);
  read_entrants (self);

  if (!json_object_get_boolean_member_with_default (event, "drawn", FALSE))
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.redraw", FALSE);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "draw");

  /* Redrawing is allowed until the first result. */
  gtk_widget_set_visible (GTK_WIDGET (self->redraw_button), !has_result (matches));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.redraw", !has_result (matches));

  format = hammer_json_string (event, "format");
  if (g_strcmp0 (format, "single-elimination") == 0 ||
      g_strcmp0 (format, "double-elimination") == 0)
    {
      bracket = TRUE;
      hammer_bracket_view_set_matches (self->bracket, event, matches, -1);
      gtk_stack_set_visible_child_name (self->content_stack, "bracket");
    }
  else if (g_strcmp0 (format, "round-robin") == 0 || g_strcmp0 (format, "groups") == 0)
    {
      bracket = g_strcmp0 (format, "groups") == 0;
      show_tables (self, bracket);
      gtk_stack_set_visible_child_name (self->content_stack, "tables");
    }
  else if (g_strcmp0 (format, "swiss") == 0)
    {
      rounds = TRUE;
      show_rounds (self);
      gtk_stack_set_visible_child_name (self->content_stack, "rounds");
    }
  else
    {
      series = TRUE;
      show_series (self);
      gtk_stack_set_visible_child_name (self->content_stack, "series");
    }

  if (bracket)
    fill_follow (self);
  gtk_widget_set_visible (GTK_WIDGET (self->follow_dropdown), bracket);
  gtk_widget_set_visible (self->zoom_box, bracket);
  gtk_widget_set_visible (GTK_WIDGET (self->round_dropdown), rounds);
  if (!series)
    gtk_widget_set_visible (GTK_WIDGET (self->class_dropdown), FALSE);
  self->has_bracket = bracket;

  if (!bracket && !rounds)
    summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u entrant", "%u entrants",
                                            self->entrants->len),
                               self->entrants->len);
  else if (rounds)
    {
      JsonObject *settings = json_object_get_object_member (event, "settings");
      guint planned = settings ? (guint) hammer_json_int (settings, "rounds", 0) : 0;
      guint paired = g_list_model_get_n_items (G_LIST_MODEL (self->round_names));

      /* Without a number set, a Swiss plays enough rounds for one winner. */
      if (planned == 0)
        planned = self->entrants->len > 1 ? g_bit_storage (self->entrants->len - 1) : 1;
      summary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u of %u round paired",
                                              "%u of %u rounds paired", planned),
                                 paired, MAX (planned, paired));
    }
  gtk_label_set_label (self->summary_label, summary ? summary : "");
  update_zoom (self);
}

/* Actions */

static void
redraw_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    HammerDrawView   *self)
{
  g_autoptr(GError) error = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (g_strcmp0 (response, "redraw") != 0 || self->store == NULL)
    return;
  if (!hammer_events_draw (self->store, self->event_id, FALSE, 0, &error))
    {
      if (HAMMER_IS_WINDOW (root))
        hammer_window_report_error (HAMMER_WINDOW (root), error);
      else
        g_warning ("%s", error->message);
      return;
    }
  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_change (HAMMER_WINDOW (root), _("Event redrawn"),
                                 hammer_store_get_last_change (self->store));
}

static void
redraw_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerDrawView *self = HAMMER_DRAW_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                   _("Redraw the Event?"),
                                   _("The entrants are drawn again with new random choices; "
                                     "the current draw is replaced. Undo brings it back."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "redraw", _("_Redraw"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "redraw",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (redraw_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
zoom_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerDrawView *self = HAMMER_DRAW_VIEW (widget);
  double zoom = hammer_bracket_view_get_zoom (self->bracket);

  if (g_str_equal (action_name, "draw.zoom-in"))
    zoom *= 1.25;
  else if (g_str_equal (action_name, "draw.zoom-out"))
    zoom /= 1.25;
  else
    zoom = 1.0;
  hammer_bracket_view_set_zoom (self->bracket, zoom);
  hammer_bracket_view_set_zoom (self->knockout, zoom);
}

/* GObject */

static void
hammer_draw_view_dispose (GObject *object)
{
  HammerDrawView *self = HAMMER_DRAW_VIEW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_DRAW_VIEW);
  g_clear_object (&self->store);
  g_clear_pointer (&self->event, json_node_unref);
  g_clear_pointer (&self->matches, json_node_unref);
  g_clear_pointer (&self->entrants, g_array_unref);
  g_clear_pointer (&self->cells, g_hash_table_unref);
  g_clear_pointer (&self->follow_ids, g_array_unref);
  g_clear_object (&self->rounds);
  g_clear_object (&self->ranking);
  g_clear_object (&self->follow_names);
  g_clear_object (&self->round_names);
  g_clear_object (&self->class_names);

  G_OBJECT_CLASS (hammer_draw_view_parent_class)->dispose (object);
}

static void
hammer_draw_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  HammerDrawView *self = HAMMER_DRAW_VIEW (object);

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
hammer_draw_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  HammerDrawView *self = HAMMER_DRAW_VIEW (object);

  switch (prop_id)
    {
    case PROP_STORE:
      hammer_draw_view_set_store (self, g_value_get_object (value));
      break;
    case PROP_EVENT_ID:
      hammer_draw_view_set_event_id (self, g_value_get_int64 (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
hammer_draw_view_class_init (HammerDrawViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_draw_view_dispose;
  object_class->get_property = hammer_draw_view_get_property;
  object_class->set_property = hammer_draw_view_set_property;

  properties[PROP_STORE] =
    g_param_spec_object ("store", NULL, NULL, HAMMER_TYPE_STORE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_EVENT_ID] =
    g_param_spec_int64 ("event-id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (HAMMER_TYPE_BRACKET_VIEW);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/hammertourney/Hammer/ui/event/hammer-draw-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, entrants_button);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, follow_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, round_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, class_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, summary_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, zoom_box);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, zoom_button);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, redraw_button);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, content_stack);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, bracket_scrolled);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, bracket);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, tables_box);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, knockout_title);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, knockout);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, rounds_view);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, series_view);

  gtk_widget_class_install_action (widget_class, "draw.redraw", NULL, redraw_action);
  gtk_widget_class_install_action (widget_class, "draw.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "draw.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "draw.zoom-reset", NULL, zoom_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK,
                                       "draw.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK,
                                       "draw.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK,
                                       "draw.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK,
                                       "draw.zoom-reset", NULL);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "drawview");
}

static void
setup_columns (HammerDrawView *self)
{
  g_autoptr(GtkSortListModel) sorted = NULL;
  g_autoptr(GtkSorter) place_sorter = NULL;
  GtkColumnViewColumn *column;
  GtkExpression *expression;

  /* Swiss: the round's matches in playing order. */
  hammer_columns_append (self->rounds_view, HAMMER_TYPE_DRAW_ITEM, _("Board"), "board",
                         HAMMER_COLUMN_TEXT, FALSE);
  hammer_columns_append (self->rounds_view, HAMMER_TYPE_DRAW_ITEM, _("Side A"), "side-a",
                         HAMMER_COLUMN_TEXT, TRUE);
  hammer_columns_append (self->rounds_view, HAMMER_TYPE_DRAW_ITEM, _("Result"), "result",
                         HAMMER_COLUMN_TEXT, FALSE);
  hammer_columns_append (self->rounds_view, HAMMER_TYPE_DRAW_ITEM, _("Side B"), "side-b",
                         HAMMER_COLUMN_TEXT, TRUE);
  hammer_columns_append (self->rounds_view, HAMMER_TYPE_DRAW_ITEM, _("State"), "state",
                         HAMMER_COLUMN_TEXT, FALSE);
  gtk_column_view_set_model (self->rounds_view,
                             GTK_SELECTION_MODEL (gtk_single_selection_new (
                               G_LIST_MODEL (g_object_ref (self->rounds)))));
  g_signal_connect_swapped (self->rounds_view, "activate", G_CALLBACK (rounds_activate_cb), self);

  /* Series: sortable by every column, by place to begin with. */
  /* The place shows as the standings show it ("3="), and sorts as a number. */
  column = hammer_columns_append (self->series_view, HAMMER_TYPE_DRAW_ITEM, _("Place"),
                                  "place-label", HAMMER_COLUMN_TEXT, FALSE);
  place_sorter = GTK_SORTER (gtk_numeric_sorter_new (
    gtk_property_expression_new (HAMMER_TYPE_DRAW_ITEM, NULL, "place")));
  gtk_column_view_column_set_sorter (column, place_sorter);
  hammer_columns_append (self->series_view, HAMMER_TYPE_DRAW_ITEM, _("Name"), "name",
                         HAMMER_COLUMN_TEXT, TRUE);
  self->class_column = hammer_columns_append (self->series_view, HAMMER_TYPE_DRAW_ITEM,
                                             _("Class"), "class", HAMMER_COLUMN_TEXT, FALSE);
  /* Class names are a letter or two: leave the width to the names. */
  gtk_column_view_column_set_fixed_width (self->class_column, 72);
  hammer_columns_append (self->series_view, HAMMER_TYPE_DRAW_ITEM, _("Games"), "games",
                         HAMMER_COLUMN_TEXT, FALSE);
  hammer_columns_append (self->series_view, HAMMER_TYPE_DRAW_ITEM, _("Total"), "total",
                         HAMMER_COLUMN_COUNT, FALSE);
  hammer_columns_append (self->series_view, HAMMER_TYPE_DRAW_ITEM, _("Best game"), "best",
                         HAMMER_COLUMN_COUNT, FALSE);
  sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->ranking)),
                                    g_object_ref (gtk_column_view_get_sorter (self->series_view)));
  gtk_column_view_set_model (self->series_view,
                             GTK_SELECTION_MODEL (gtk_single_selection_new (
                               G_LIST_MODEL (g_steal_pointer (&sorted)))));
  gtk_column_view_sort_by_column (self->series_view, column, GTK_SORT_ASCENDING);
  g_signal_connect_swapped (self->series_view, "activate", G_CALLBACK (series_activate_cb), self);

  expression = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT, NULL, "string");
  gtk_drop_down_set_expression (self->follow_dropdown, expression);
  gtk_expression_unref (expression);
}

static void
hammer_draw_view_init (HammerDrawView *self)
{
  self->entrants = g_array_new (FALSE, TRUE, sizeof (Entrant));
  g_array_set_clear_func (self->entrants, entrant_clear);
  self->cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->follow_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->rounds = g_list_store_new (HAMMER_TYPE_DRAW_ITEM);
  self->ranking = g_list_store_new (HAMMER_TYPE_DRAW_ITEM);
  self->follow_names = gtk_string_list_new (NULL);
  self->round_names = gtk_string_list_new (NULL);
  self->class_names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));

  gtk_drop_down_set_model (self->follow_dropdown, G_LIST_MODEL (self->follow_names));
  gtk_drop_down_set_model (self->round_dropdown, G_LIST_MODEL (self->round_names));
  gtk_drop_down_set_model (self->class_dropdown, G_LIST_MODEL (self->class_names));
  g_signal_connect_swapped (self->follow_dropdown, "notify::selected",
                            G_CALLBACK (follow_selected_cb), self);
  g_signal_connect_swapped (self->round_dropdown, "notify::selected",
                            G_CALLBACK (fill_round), self);
  g_signal_connect_swapped (self->class_dropdown, "notify::selected",
                            G_CALLBACK (fill_ranking), self);
  g_signal_connect_swapped (self->bracket, "notify::highlighted-entrant",
                            G_CALLBACK (highlighted_cb), self);
  g_signal_connect_swapped (self->knockout, "notify::highlighted-entrant",
                            G_CALLBACK (highlighted_cb), self);
  g_signal_connect_swapped (self->bracket, "notify::zoom", G_CALLBACK (update_zoom), self);
  g_signal_connect_swapped (self->knockout, "notify::zoom", G_CALLBACK (update_zoom), self);
  setup_columns (self);
  reload (self);
}

/* Public */

GtkWidget *
hammer_draw_view_new (HammerStore *store,
                      gint64       event_id)
{
  return g_object_new (HAMMER_TYPE_DRAW_VIEW, "store", store, "event-id", event_id, NULL);
}

HammerStore *
hammer_draw_view_get_store (HammerDrawView *self)
{
  g_return_val_if_fail (HAMMER_IS_DRAW_VIEW (self), NULL);

  return self->store;
}

void
hammer_draw_view_set_store (HammerDrawView *self,
                            HammerStore    *store)
{
  g_return_if_fail (HAMMER_IS_DRAW_VIEW (self));
  g_return_if_fail (store == NULL || HAMMER_IS_STORE (store));

  if (!hammer_follow_store (&self->store, store, G_CALLBACK (reload), self))
    return;
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STORE]);
}

gint64
hammer_draw_view_get_event_id (HammerDrawView *self)
{
  g_return_val_if_fail (HAMMER_IS_DRAW_VIEW (self), 0);

  return self->event_id;
}

void
hammer_draw_view_set_event_id (HammerDrawView *self,
                               gint64          event_id)
{
  g_return_if_fail (HAMMER_IS_DRAW_VIEW (self));

  if (self->event_id == event_id)
    return;
  self->event_id = event_id;
  /* Another event: its own entrant to follow, its own first match. */
  hammer_bracket_view_set_highlighted_entrant (self->bracket, 0);
  hammer_bracket_view_set_highlighted_entrant (self->knockout, 0);
  hammer_bracket_view_select_match (self->bracket, 0);
  hammer_bracket_view_select_match (self->knockout, 0);
  reload (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_EVENT_ID]);
}

HammerBracketView *
hammer_draw_view_get_bracket (HammerDrawView *self)
{
  const char *format;

  g_return_val_if_fail (HAMMER_IS_DRAW_VIEW (self), NULL);

  format = self->event ? hammer_json_string (event_object (self), "format") : NULL;
  return g_strcmp0 (format, "groups") == 0 ? self->knockout : self->bracket;
}

GtkWidget *
hammer_draw_view_get_cross_cell (HammerDrawView *self,
                                 gint64          row_entrant,
                                 gint64          column_entrant,
                                 guint           leg)
{
  g_autofree char *key = NULL;

  g_return_val_if_fail (HAMMER_IS_DRAW_VIEW (self), NULL);

  key = cell_key (row_entrant, column_entrant, leg);
  return g_hash_table_lookup (self->cells, key);
}
