/* hammer-standings-view.c — the live standings of an event and its tie-breakers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "events/hammer-events.h"
#include "hammer-app-utils.h"
#include "hammer-places.h"
#include "hammer-score-text.h"
#include "io/hammer-tables.h"
#include "hammer-standings-view-private.h"

G_DEFINE_FINAL_TYPE (HammerStandingsView, hammer_standings_view, HAMMER_TYPE_EVENT_VIEW)

/* Columns */

static void
cell_setup_cb (GtkSignalListItemFactory *factory,
               GtkListItem              *item,
               gpointer                  user_data)
{
  const char *key = g_object_get_data (G_OBJECT (factory), "hammer-key");
  const HammerStandingsColumn *column = g_object_get_data (G_OBJECT (factory), "hammer-column");
  GtkWidget *label = gtk_label_new (NULL);

  if (g_str_equal (key, "name"))
    {
      HammerStandingsView *self = g_object_get_data (G_OBJECT (factory), "hammer-view");

      /* Never cut: where the view is narrow the name wraps between words,
       * as on paper, and the row grows; else it is whole on one line. */
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), self->wrap_names);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD);
    }
  else if (column->text)
    /* The class: a letter, in the middle. */
    gtk_label_set_xalign (GTK_LABEL (label), 0.5);
  else
    {
      gtk_label_set_xalign (GTK_LABEL (label), g_str_equal (key, "place") ? 0.5 : 1.0);
      gtk_widget_add_css_class (label, "numeric");
    }
  gtk_list_item_set_child (item, label);
}

/* The cell of @column for a standings line as paper and the web page
 * write it (one format a column: an average "122.00" beside "131.40"),
 * with the minus sign; "—" where the line has none. */
static char *
value_text (HammerStandingsLine         *line,
            const HammerStandingsColumn *column)
{
  char *text = hammer_standings_line_dup_cell_text (line, column, '.');

  if (text != NULL && !column->text)
    text = hammer_number_text (text);
  return text != NULL ? text : g_strdup ("—");
}

/* What the cell of @item shows of its line, again after every change. */
static void
cell_update (GtkListItem *item)
{
  GtkListItemFactory *factory = g_object_get_data (G_OBJECT (item), "hammer-factory");
  HammerStandingsView *self = g_object_get_data (G_OBJECT (factory), "hammer-view");
  const char *key = g_object_get_data (G_OBJECT (factory), "hammer-key");
  const HammerStandingsColumn *column = g_object_get_data (G_OBJECT (factory), "hammer-column");
  HammerStandingsLine *line = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  static const char *const podium_classes[] = { "podium-1", "podium-2", "podium-3" };
  gboolean in_class = self->class_name != NULL;
  guint place, podium;
  g_autofree char *text = NULL;

  /* The places are the store's, within the class shown when one is. */
  place = in_class ? hammer_standings_line_get_class_place (line)
                   : hammer_standings_line_get_place (line);
  podium = self->finished && place >= 1 && place <= 3 ? place : 0;

  for (guint i = 0; i < G_N_ELEMENTS (podium_classes); i++)
    gtk_widget_remove_css_class (label, podium_classes[i]);
  gtk_widget_remove_css_class (label, "podium");
  gtk_widget_remove_css_class (label, "heading");

  if (g_str_equal (key, "place"))
    {
      text = hammer_standings_line_dup_place_text (line, in_class);
      if (podium > 0)
        {
          gtk_widget_add_css_class (label, "podium");
          gtk_widget_add_css_class (label, podium_classes[podium - 1]);
        }
    }
  else if (g_str_equal (key, "name"))
    text = hammer_standings_name_text (hammer_standings_line_get_name (line),
                                       hammer_standings_line_get_withdrawn (line));
  else
    text = value_text (line, column);
  if (g_str_equal (key, "name") && podium > 0)
    gtk_widget_add_css_class (label, "heading");
  /* One who withdrew keeps the place the format gives, dimmed. */
  if (hammer_standings_line_get_withdrawn (line))
    gtk_widget_add_css_class (label, "dim-label");
  else
    gtk_widget_remove_css_class (label, "dim-label");
  gtk_label_set_text (GTK_LABEL (label), text);
  /* A name wrapped over lines reads at a glance in its tooltip. */
  if (g_str_equal (key, "name"))
    gtk_widget_set_tooltip_text (label, text);
}

static void
cell_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  gulong handler;

  g_object_set_data (G_OBJECT (item), "hammer-factory", factory);
  /* A line changes in place: a result changes its figures, not the row. */
  handler = g_signal_connect_swapped (gtk_list_item_get_item (item), "notify",
                                      G_CALLBACK (cell_update), item);
  g_object_set_data (G_OBJECT (item), "hammer-handler", GSIZE_TO_POINTER (handler));
  cell_update (item);
}

static void
cell_unbind_cb (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                gpointer                  user_data)
{
  gulong handler = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (item), "hammer-handler"));

  if (handler != 0)
    g_signal_handler_disconnect (gtk_list_item_get_item (item), handler);
  g_object_set_data (G_OBJECT (item), "hammer-handler", NULL);
}

static void
add_column (HammerStandingsView         *self,
            const HammerStandingsColumn *figure,
            const char                  *title,
            gboolean                     expand)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkColumnViewColumn) column = NULL;

  g_object_set_data_full (G_OBJECT (factory), "hammer-key", g_strdup (figure->member), g_free);
  g_object_set_data_full (G_OBJECT (factory), "hammer-column",
                          g_memdup2 (figure, sizeof *figure), g_free);
  g_object_set_data (G_OBJECT (factory), "hammer-view", self);
  g_signal_connect (factory, "setup", G_CALLBACK (cell_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (cell_bind_cb), NULL);
  g_signal_connect (factory, "unbind", G_CALLBACK (cell_unbind_cb), NULL);
  column = gtk_column_view_column_new (title, g_object_ref (factory));
  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_column_set_resizable (column, TRUE);
  gtk_column_view_append_column (self->column_view, column);
}

/* A column is as wide as its widest cell or its title; a title of two
 * words ("Points against") takes two lines, so that the figures' columns
 * are as narrow as the figures and the names have the room. */
static char *
two_line_title (const char *title)
{
  char *text = g_strdup (title);
  char *space = strchr (text, ' ');

  if (space != NULL)
    *space = '\n';
  return text;
}

/* The titles are the labels of the column view's header, its first child;
 * they neither wrap nor are cut. A short one has the whole in its tooltip
 * (@wholes: short title → whole). */
static void
center_titles (GtkWidget  *widget,
               GHashTable *wholes)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        {
          gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_NONE);
          gtk_label_set_justify (GTK_LABEL (child), GTK_JUSTIFY_RIGHT);
          gtk_widget_set_tooltip_text (child, g_hash_table_lookup (
                                                wholes, gtk_label_get_text (GTK_LABEL (child))));
        }
      center_titles (child, wholes);
    }
}

/* Whether every figure of @figures has a narrow title (the core gives
 * each one): then, in a narrow view, the columns fit its width with the
 * names wrapped. */
static gboolean
all_short (GArray *figures)
{
  for (guint i = 0; i < figures->len; i++)
    {
      const HammerStandingsColumn *figure = &g_array_index (figures, HammerStandingsColumn, i);

      if (!figure->text && figure->narrow_header == NULL && !g_str_equal (figure->member, "place"))
        return FALSE;
    }
  return TRUE;
}

/* The columns are the core's, the ones paper, the web page and the CSV
 * file show: a sjoelbak series has its classes, games, totals and
 * averages, matches their wins and the figures that break ties. */
static void
update_columns (HammerStandingsView *self)
{
  g_autoptr(GArray) figures = hammer_event_get_standings_columns (self->event, FALSE);
  g_autoptr(GString) key = g_string_new (NULL);
  g_autoptr(GHashTable) wholes = g_hash_table_new (g_str_hash, g_str_equal);
  GListModel *columns = gtk_column_view_get_columns (self->column_view);
  gboolean wrap_names = self->narrow && all_short (figures);

  for (guint i = 0; i < figures->len; i++)
    {
      const HammerStandingsColumn *figure = &g_array_index (figures, HammerStandingsColumn, i);

      g_string_append_printf (key, "%s:%u,", figure->member, figure->decimals);
    }
  g_string_append (key, self->narrow ? "narrow" : "wide");
  if (g_strcmp0 (key->str, self->figures) == 0 && g_list_model_get_n_items (columns) > 0)
    return;
  g_free (self->figures);
  self->figures = g_strdup (key->str);
  /* A narrow view with short titles holds every column, the names wrapped
   * (the table then as tall as its wrapped rows); else the table scrolls
   * sideways where it must, and the names are each on a line. */
  self->wrap_names = wrap_names;
  gtk_scrolled_window_set_policy (self->table_scroller,
                                  wrap_names ? GTK_POLICY_NEVER : GTK_POLICY_AUTOMATIC,
                                  GTK_POLICY_NEVER);
  /* Ten columns' padding alone would take a third of a phone's width. */
  if (wrap_names)
    gtk_widget_add_css_class (GTK_WIDGET (self->column_view), "tight");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->column_view), "tight");

  while (g_list_model_get_n_items (columns) > 0)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, 0);

      gtk_column_view_remove_column (self->column_view, column);
    }
  for (guint i = 0; i < figures->len; i++)
    {
      const HammerStandingsColumn *figure = &g_array_index (figures, HammerStandingsColumn, i);
      gboolean name = g_str_equal (figure->member, "name");
      g_autofree char *title = NULL;

      if (wrap_names && figure->narrow_header != NULL)
        {
          title = g_strdup (_(figure->narrow_header));
          g_hash_table_insert (wholes, (gpointer) _(figure->narrow_header),
                               (gpointer) _(figure->header));
        }
      else
        title = name ? g_strdup (_(figure->header)) : two_line_title (_(figure->header));
      add_column (self, figure, title, name);
    }
  center_titles (gtk_widget_get_first_child (GTK_WIDGET (self->column_view)), wholes);
}

/* Below this width the titles are short and the names wrap. */
#define NARROW_WIDTH 600

/* After an allocation of a new width: the titles for it, then once the
 * columns have their widths the rows' heights again, which a wrapped name
 * takes from its column's width. */
static gboolean
narrow_idle_cb (gpointer user_data)
{
  HammerStandingsView *self = user_data;
  GtkWidget *table = GTK_WIDGET (self->column_view);
  GtkAdjustment *rows = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (table));
  gboolean narrow = self->width < NARROW_WIDTH;
  double upper = gtk_adjustment_get_upper (rows), page = gtk_adjustment_get_page_size (rows);

  self->narrow_idle = 0;
  if (!self->relayout)
    {
      /* The table as tall as its rows ask for, then measured again. */
      /* Without an event yet, its reading makes the columns. */
      if (narrow != self->narrow)
        {
          self->narrow = narrow;
          if (self->event != NULL)
            update_columns (self);
        }
      gtk_widget_set_size_request (table, -1, -1);
      self->relayout = TRUE;
      return G_SOURCE_REMOVE;
    }
  /* The scroller asks its child for its height at no width, which a
   * wrapped name's row does not know: the rows laid out say it, those
   * below the foot by estimate until they are laid out too. */
  self->relayout = self->wrap_names && upper > page + 0.5;
  if (self->relayout)
    gtk_widget_set_size_request (table, -1, (int) ceil (gtk_widget_get_height (table) +
                                                        upper - page));
  return G_SOURCE_REMOVE;
}

/* The view lays out its child itself (no layout manager), so that it
 * learns its width. */
static void
hammer_standings_view_measure (GtkWidget      *widget,
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
hammer_standings_view_size_allocate (GtkWidget *widget,
                                     int        width,
                                     int        height,
                                     int        baseline)
{
  HammerStandingsView *self = HAMMER_STANDINGS_VIEW (widget);
  GtkWidget *child = adw_bin_get_child (ADW_BIN (widget));

  if (child != NULL)
    gtk_widget_allocate (child, width, height, baseline, NULL);
  /* Columns change after the allocation, not in it. */
  if ((width != self->width || self->relayout) && self->narrow_idle == 0)
    self->narrow_idle = g_idle_add (narrow_idle_cb, self);
  self->width = width;
}

/* Loading */

/* Sjoelbak classes: the event's, best first, then any other the standings
 * name. The list offers everyone, then each class. Returns whether the
 * class shown changed. */
static gboolean
update_classes (HammerStandingsView *self)
{
  GListModel *standings = hammer_event_get_standings (self->event);
  const char * const *classes = hammer_event_get_classes (self->event);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autofree char *shown = g_strdup (self->class_name);
  g_auto(GStrv) found = NULL;
  guint selected = 0;

  for (guint i = 0; classes[i] != NULL; i++)
    g_ptr_array_add (names, (gpointer) classes[i]);
  for (guint i = 0; i < g_list_model_get_n_items (standings); i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (standings, i);
      const char *name = hammer_standings_line_get_class (line);

      /* The line stays in the list, and its class with it. */
      if (name != NULL && !g_ptr_array_find_with_equal_func (names, name, g_str_equal, NULL))
        g_ptr_array_add (names, (gpointer) name);
    }
  for (guint i = 0; i < names->len; i++)
    g_strv_builder_add (builder, g_ptr_array_index (names, i));
  found = g_strv_builder_end (builder);

  if (self->classes == NULL || !g_strv_equal ((const char *const *) found,
                                              (const char *const *) self->classes))
    {
      g_autoptr(GtkStringList) model = gtk_string_list_new (NULL);

      gtk_string_list_append (model, _("Every class"));
      for (guint i = 0; found[i] != NULL; i++)
        {
          g_autofree char *title = g_strdup_printf (_("Class %s"), found[i]);

          gtk_string_list_append (model, title);
        }
      self->filling = TRUE;
      gtk_drop_down_set_model (self->class_dropdown, G_LIST_MODEL (model));
      self->filling = FALSE;
      g_strfreev (self->classes);
      self->classes = g_steal_pointer (&found);
    }
  /* The class shown stays shown while it exists. */
  if (self->class_name != NULL && !g_strv_contains ((const char *const *) self->classes,
                                                    self->class_name))
    g_clear_pointer (&self->class_name, g_free);
  for (guint i = 0; self->class_name != NULL && self->classes[i] != NULL; i++)
    if (g_str_equal (self->classes[i], self->class_name))
      selected = i + 1;
  self->filling = TRUE;
  gtk_drop_down_set_selected (self->class_dropdown, selected);
  self->filling = FALSE;
  gtk_widget_set_visible (GTK_WIDGET (self->class_dropdown), self->classes[0] != NULL);
  return g_strcmp0 (shown, self->class_name) != 0;
}

/* Every row shown again: the class shown or the podium changed what the
 * cells of every line say. The selected entrant stays selected. */
static void
rebind_rows (HammerStandingsView *self)
{
  HammerStandingsLine *selected = gtk_single_selection_get_selected_item (self->selection);
  gint64 selected_entrant = selected != NULL ? hammer_standings_line_get_entrant (selected) : -1;
  GListModel *shown = G_LIST_MODEL (self->shown);

  gtk_filter_list_model_set_model (self->shown, NULL);
  gtk_filter_list_model_set_model (self->shown, self->event != NULL
                                   ? hammer_event_get_standings (self->event) : NULL);
  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  for (guint i = 0; selected_entrant >= 0 && i < g_list_model_get_n_items (shown); i++)
    {
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (shown, i);

      if (hammer_standings_line_get_entrant (line) == selected_entrant)
        gtk_single_selection_set_selected (self->selection, i);
    }
}

static void hammer_standings_view_reload (HammerEventView *view);

static void
class_selected_cb (HammerStandingsView *self)
{
  guint selected = gtk_drop_down_get_selected (self->class_dropdown);

  if (self->filling || self->classes == NULL)
    return;
  g_clear_pointer (&self->class_name, g_free);
  if (selected > 0 && selected <= g_strv_length (self->classes))
    self->class_name = g_strdup (self->classes[selected - 1]);
  gtk_filter_changed (GTK_FILTER (self->class_filter), GTK_FILTER_CHANGE_DIFFERENT);
  rebind_rows (self);
  hammer_standings_view_reload (HAMMER_EVENT_VIEW (self));
}

static gboolean
in_class (gpointer item,
          gpointer user_data)
{
  HammerStandingsView *self = user_data;

  if (self->class_name == NULL)
    return TRUE;
  return g_strcmp0 (hammer_standings_line_get_class (item), self->class_name) == 0;
}

/* The heading: final, before the first result, or how far the event is. */
static void
update_status (HammerStandingsView *self)
{
  if (self->finished)
    gtk_label_set_text (self->status_label, _("Final standings"));
  else if (self->editable)
    gtk_label_set_text (self->status_label, _("Standings before the first result"));
  else
    {
      guint n_matches = hammer_event_get_n_matches (self->event);
      g_autofree char *text = NULL;

      /* Translators: a heading; the counts are of matches, as in “Live standings · 3 of 6
       * matches played”. */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Live standings · %u of %u match played",
                                           "Live standings · %u of %u matches played",
                                           n_matches),
                              hammer_event_get_n_finished (self->event), n_matches);
      gtk_label_set_text (self->status_label, text);
    }
}

static void
set_event (HammerStandingsView *self,
           HammerEvent         *event)
{
  if (!g_set_object (&self->event, event))
    return;
  gtk_filter_list_model_set_model (self->shown, event != NULL
                                   ? hammer_event_get_standings (event) : NULL);
}

static void
show_empty (HammerStandingsView *self,
            const char          *description)
{
  hammer_status_page_set_plain_description (self->empty_page, description);
  gtk_stack_set_visible_child_name (self->stack, "empty");
}

/* The lines follow the store by themselves, each changing in place, so
 * that a result moves only the rows whose places changed; what depends on
 * the whole event (columns, classes, the heading) is done again here. */
static void
hammer_standings_view_reload (HammerEventView *view)
{
  HammerStandingsView *self = HAMMER_STANDINGS_VIEW (view);
  HammerStore *store = hammer_event_view_get_store (view);
  gint64 event_id = hammer_event_view_get_event_id (view);
  g_autoptr(GError) error = NULL;
  gboolean finished;

  if (store == NULL || event_id <= 0)
    {
      set_event (self, NULL);
      show_empty (self, NULL);
      return;
    }
  if (self->event != NULL && hammer_event_get_store (self->event) == store &&
      hammer_event_get_id (self->event) == event_id)
    /* Before the event's own handler, maybe: read what it will read. */
    hammer_event_update (self->event, NULL);
  else
    {
      g_autoptr(HammerEvent) event = hammer_events_get_event (store, event_id, &error);

      set_event (self, event);
      if (event == NULL)
        {
          show_empty (self, error->message);
          return;
        }
    }
  if (!hammer_event_get_drawn (self->event))
    {
      show_empty (self, _("Standings appear once the event is drawn."));
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "standings");

  finished = hammer_event_get_state (self->event) == HAMMER_EVENT_FINISHED;
  self->editable = !hammer_event_get_has_results (self->event);
  update_columns (self);
  /* A class gone or the places final: every row says something else. */
  if (update_classes (self) || finished != self->finished)
    {
      self->finished = finished;
      gtk_filter_changed (GTK_FILTER (self->class_filter), GTK_FILTER_CHANGE_DIFFERENT);
      rebind_rows (self);
    }
  update_status (self);
  hammer_standings_view_update_tie_breakers (self, self->event);
  hammer_standings_view_focus_pending_row (self);
}

/* Properties */

static void
hammer_standings_view_dispose (GObject *object)
{
  HammerStandingsView *self = HAMMER_STANDINGS_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->tie_breakers_toast, g_free);
  g_clear_handle_id (&self->narrow_idle, g_source_remove);
  g_clear_object (&self->event);
  g_clear_object (&self->selection);
  g_clear_object (&self->shown);
  g_clear_object (&self->class_filter);
  g_clear_object (&self->tie_breakers);
  g_clear_pointer (&self->figures, g_free);
  g_clear_pointer (&self->focus_button, g_free);
  g_clear_pointer (&self->classes, g_strfreev);
  g_clear_pointer (&self->class_name, g_free);

  G_OBJECT_CLASS (hammer_standings_view_parent_class)->dispose (object);
}

static void
hammer_standings_view_class_init (HammerStandingsViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HammerEventViewClass *view_class = HAMMER_EVENT_VIEW_CLASS (klass);

  object_class->dispose = hammer_standings_view_dispose;
  widget_class->measure = hammer_standings_view_measure;
  widget_class->size_allocate = hammer_standings_view_size_allocate;
  view_class->reload = hammer_standings_view_reload;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/event/hammer-standings-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, status_label);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, class_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, class_selected_cb);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, column_view);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, table_scroller);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, tie_breakers_group);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, add_button);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, tie_breakers_list);

  hammer_standings_view_class_add_tie_breakers (widget_class);
}

static void
hammer_standings_view_init (HammerStandingsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* AdwBin's layout manager would hide the width from size_allocate. */
  gtk_widget_set_layout_manager (GTK_WIDGET (self), NULL);

  self->focus_row = -1;
  self->cancellable = g_cancellable_new ();
  self->class_filter = gtk_custom_filter_new (in_class, self, NULL);
  self->shown = gtk_filter_list_model_new (NULL, g_object_ref (GTK_FILTER (self->class_filter)));
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->shown)));
  gtk_single_selection_set_autoselect (self->selection, FALSE);
  gtk_single_selection_set_can_unselect (self->selection, TRUE);
  gtk_column_view_set_model (self->column_view, GTK_SELECTION_MODEL (self->selection));

  hammer_standings_view_init_tie_breakers (self);
}

GtkWidget *
hammer_standings_view_new (HammerStore *store,
                           gint64       event_id)
{
  g_return_val_if_fail (store == NULL || HAMMER_IS_STORE (store), NULL);

  return g_object_new (HAMMER_TYPE_STANDINGS_VIEW, "store", store, "event-id", event_id, NULL);
}
