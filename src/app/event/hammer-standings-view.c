/* hammer-standings-view.c — the live standings of an event and its tie-breakers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-events.h"
#include "hammer-json.h"
#include "hammer-score-text.h"
#include "io/hammer-tables.h"
#include "hammer-standings-view-private.h"

/* One line of the standings, as the store gives it. */
#define HAMMER_TYPE_STANDINGS_ENTRY (hammer_standings_entry_get_type ())
G_DECLARE_FINAL_TYPE (HammerStandingsEntry, hammer_standings_entry, HAMMER, STANDINGS_ENTRY,
                      GObject)

struct _HammerStandingsEntry
{
  GObject     parent_instance;
  JsonObject *object;
  char       *place;     /* as hammer_standings_line_place_text() gives it */
  guint       podium;    /* 1–3 for final placings, else 0 */
};

G_DEFINE_FINAL_TYPE (HammerStandingsEntry, hammer_standings_entry, G_TYPE_OBJECT)

static void
hammer_standings_entry_finalize (GObject *object)
{
  HammerStandingsEntry *self = (HammerStandingsEntry *) object;

  g_clear_pointer (&self->object, json_object_unref);
  g_free (self->place);
  G_OBJECT_CLASS (hammer_standings_entry_parent_class)->finalize (object);
}

static void
hammer_standings_entry_class_init (HammerStandingsEntryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = hammer_standings_entry_finalize;
}

static void
hammer_standings_entry_init (HammerStandingsEntry *self)
{
}


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
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (label), 10);
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
value_text (JsonObject                  *line,
            const HammerStandingsColumn *column)
{
  char *text = hammer_tables_standings_figure (column, line, '.');

  if (text != NULL && !column->text)
    text = hammer_number_text (text);
  return text != NULL ? text : g_strdup ("—");
}

static void
cell_bind_cb (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  const char *key = g_object_get_data (G_OBJECT (factory), "hammer-key");
  const HammerStandingsColumn *column = g_object_get_data (G_OBJECT (factory), "hammer-column");
  HammerStandingsEntry *entry = gtk_list_item_get_item (item);
  GtkWidget *label = gtk_list_item_get_child (item);
  static const char *const podium_classes[] = { "podium-1", "podium-2", "podium-3" };
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (podium_classes); i++)
    gtk_widget_remove_css_class (label, podium_classes[i]);
  gtk_widget_remove_css_class (label, "podium");
  gtk_widget_remove_css_class (label, "heading");

  if (g_str_equal (key, "place"))
    {
      text = g_strdup (entry->place);
      if (entry->podium > 0)
        {
          gtk_widget_add_css_class (label, "podium");
          gtk_widget_add_css_class (label, podium_classes[entry->podium - 1]);
        }
    }
  else
    text = value_text (entry->object, column);
  if (g_str_equal (key, "name") && entry->podium > 0)
    gtk_widget_add_css_class (label, "heading");
  gtk_label_set_text (GTK_LABEL (label), text);
  /* A name cut short where the window is narrow is there in full. */
  if (g_str_equal (key, "name"))
    gtk_widget_set_tooltip_text (label, text);
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
  g_signal_connect (factory, "setup", G_CALLBACK (cell_setup_cb), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (cell_bind_cb), NULL);
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
 * they neither wrap nor are cut. */
static void
center_titles (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child))
        {
          gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_NONE);
          gtk_label_set_justify (GTK_LABEL (child), GTK_JUSTIFY_RIGHT);
        }
      center_titles (child);
    }
}

/* The columns are the core's, the ones paper, the web page and the CSV
 * file show: a sjoelbak series has its classes, games, totals and
 * averages, matches their wins and the figures that break ties. */
static void
update_columns (HammerStandingsView *self,
                JsonObject          *event,
                JsonArray           *standings)
{
  g_autoptr(GArray) figures = hammer_tables_standings_columns (event, standings, FALSE);
  g_autoptr(GString) key = g_string_new (NULL);
  GListModel *columns = gtk_column_view_get_columns (self->column_view);

  for (guint i = 0; i < figures->len; i++)
    {
      const HammerStandingsColumn *figure = &g_array_index (figures, HammerStandingsColumn, i);

      g_string_append_printf (key, "%s:%u,", figure->member, figure->decimals);
    }
  if (g_strcmp0 (key->str, self->figures) == 0 && g_list_model_get_n_items (columns) > 0)
    return;
  g_free (self->figures);
  self->figures = g_strdup (key->str);

  while (g_list_model_get_n_items (columns) > 0)
    {
      g_autoptr(GtkColumnViewColumn) column = g_list_model_get_item (columns, 0);

      gtk_column_view_remove_column (self->column_view, column);
    }
  for (guint i = 0; i < figures->len; i++)
    {
      const HammerStandingsColumn *figure = &g_array_index (figures, HammerStandingsColumn, i);
      gboolean name = g_str_equal (figure->member, "name");
      g_autofree char *title = name ? g_strdup (_(figure->header))
                                    : two_line_title (_(figure->header));

      add_column (self, figure, title, name);
    }
  center_titles (gtk_widget_get_first_child (GTK_WIDGET (self->column_view)));
}

/* Loading */

static gint64
place_of (JsonArray *array,
          guint      index,
          gboolean   in_class)
{
  JsonNode *node;

  if (index >= json_array_get_length (array))
    return -1;
  node = json_object_get_member (json_array_get_object_element (array, index),
                                 in_class ? "class_place" : "place");
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_int (node) : -1;
}

/* Sjoelbak classes: the event's, best first, then any other the standings
 * name. The list offers everyone, then each class. */
static void
update_classes (HammerStandingsView *self,
                JsonObject          *event,
                JsonArray           *standings)
{
  JsonObject *settings = json_object_get_object_member (event, "settings");
  JsonArray *classes = settings != NULL && json_object_has_member (settings, "classes")
                         ? json_object_get_array_member (settings, "classes") : NULL;
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_auto(GStrv) found = NULL;
  guint selected = 0;

  for (guint i = 0; classes != NULL && i < json_array_get_length (classes); i++)
    {
      const char *name = json_object_get_string_member_with_default (
                           json_array_get_object_element (classes, i), "name", NULL);

      if (name != NULL)
        g_ptr_array_add (names, (gpointer) name);
    }
  for (guint i = 0; i < json_array_get_length (standings); i++)
    {
      const char *name = json_object_get_string_member_with_default (
                           json_array_get_object_element (standings, i), "class", NULL);

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
  hammer_standings_view_reload (HAMMER_EVENT_VIEW (self));
}

static gboolean
in_class (HammerStandingsView *self,
          JsonArray           *array,
          guint                index)
{
  if (self->class_name == NULL)
    return TRUE;
  return g_strcmp0 (json_object_get_string_member_with_default (
                      json_array_get_object_element (array, index), "class", NULL),
                    self->class_name) == 0;
}

/* The heading: final, before the first result, or how far the event is. */
static void
update_status (HammerStandingsView *self,
               JsonNode            *matches,
               gboolean             finished)
{
  if (finished)
    gtk_label_set_text (self->status_label, _("Final standings"));
  else if (self->editable)
    gtk_label_set_text (self->status_label, _("Standings before the first result"));
  else
    {
      JsonArray *list = json_node_get_array (matches);
      guint n_played = 0, n_matches = 0;
      g_autofree char *text = NULL;

      for (guint i = 0; i < json_array_get_length (list); i++)
        {
          JsonObject *match = json_array_get_object_element (list, i);

          if (json_object_get_boolean_member_with_default (match, "bye", FALSE))
            continue;
          n_matches++;
          if (g_strcmp0 (json_object_get_string_member_with_default (match, "state", ""),
                         "finished") == 0)
            n_played++;
        }
      /* Translators: a heading; the counts are of matches, as in “Live standings · 3 of 6
       * matches played”. */
      text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "Live standings · %u of %u match played",
                                           "Live standings · %u of %u matches played",
                                           n_matches),
                              n_played, n_matches);
      gtk_label_set_text (self->status_label, text);
    }
}

/* The lines of the class shown, the selected entrant's staying selected. */
static void
fill_entries (HammerStandingsView *self,
              JsonArray           *array,
              gboolean             finished)
{
  g_autoptr(GPtrArray) entries = g_ptr_array_new_with_free_func (g_object_unref);
  gint64 selected_entrant = -1;
  guint position;

  position = gtk_single_selection_get_selected (self->selection);
  if (position != GTK_INVALID_LIST_POSITION)
    {
      g_autoptr(HammerStandingsEntry) entry = g_list_model_get_item (G_LIST_MODEL (self->entries),
                                                                     position);

      selected_entrant = json_object_get_int_member_with_default (entry->object, "entrant", -1);
    }

  /* The places are the store's, within the class shown when one is. */
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *line = json_array_get_object_element (array, i);
      HammerStandingsEntry *entry;
      gint64 place;

      if (!in_class (self, array, i))
        continue;
      place = place_of (array, i, self->class_name != NULL);
      entry = g_object_new (HAMMER_TYPE_STANDINGS_ENTRY, NULL);
      entry->object = json_object_ref (line);
      entry->place = hammer_standings_line_place_text (line, self->class_name != NULL);
      entry->podium = finished && place >= 1 && place <= 3 ? place : 0;
      g_ptr_array_add (entries, entry);
    }
  g_list_store_splice (self->entries, 0, g_list_model_get_n_items (G_LIST_MODEL (self->entries)),
                       entries->pdata, entries->len);

  gtk_single_selection_set_selected (self->selection, GTK_INVALID_LIST_POSITION);
  for (guint i = 0; selected_entrant >= 0 && i < entries->len; i++)
    {
      HammerStandingsEntry *entry = g_ptr_array_index (entries, i);

      if (json_object_get_int_member_with_default (entry->object, "entrant", -2) ==
          selected_entrant)
        gtk_single_selection_set_selected (self->selection, i);
    }
}

static void
hammer_standings_view_reload (HammerEventView *view)
{
  HammerStandingsView *self = HAMMER_STANDINGS_VIEW (view);
  HammerStore *store = hammer_event_view_get_store (view);
  gint64 event_id = hammer_event_view_get_event_id (view);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) event = NULL;
  g_autoptr(JsonNode) matches = NULL;
  g_autoptr(JsonNode) standings = NULL;
  JsonObject *event_object;
  JsonArray *array;
  gboolean finished;

  if (store == NULL || event_id <= 0 ||
      !(event = hammer_events_get_event_json (store, event_id, &error)) ||
      !(matches = hammer_events_get_matches_json (store, event_id, &error)) ||
      !(standings = hammer_events_get_standings_json (store, event_id, &error)))
    {
      adw_status_page_set_description (self->empty_page, error != NULL ? error->message : NULL);
      gtk_stack_set_visible_child_name (self->stack, "empty");
      g_list_store_remove_all (self->entries);
      return;
    }
  event_object = json_node_get_object (event);
  array = json_node_get_array (standings);
  if (!json_object_get_boolean_member_with_default (event_object, "drawn", FALSE))
    {
      adw_status_page_set_description (self->empty_page,
                                       _("Standings appear once the event is drawn."));
      gtk_stack_set_visible_child_name (self->stack, "empty");
      g_list_store_remove_all (self->entries);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "standings");

  finished = g_strcmp0 (json_object_get_string_member_with_default (event_object, "state", ""),
                        "finished") == 0;
  self->editable = !hammer_json_bool (event_object, "has_results", FALSE);
  update_status (self, matches, finished);
  update_columns (self, event_object, array);
  update_classes (self, event_object, array);
  fill_entries (self, array, finished);
  hammer_standings_view_update_tie_breakers (self, event_object);
  hammer_standings_view_focus_pending_row (self);
}

/* Properties */

static void
hammer_standings_view_dispose (GObject *object)
{
  HammerStandingsView *self = HAMMER_STANDINGS_VIEW (object);

  g_clear_object (&self->entries);
  g_clear_object (&self->selection);
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
  view_class->reload = hammer_standings_view_reload;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/event/hammer-standings-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, stack);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, status_label);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, class_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, class_selected_cb);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, column_view);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, tie_breakers_group);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, add_button);
  gtk_widget_class_bind_template_child (widget_class, HammerStandingsView, tie_breakers_list);

  hammer_standings_view_class_add_tie_breakers (widget_class);
}

static void
hammer_standings_view_init (HammerStandingsView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->focus_row = -1;
  self->entries = g_list_store_new (HAMMER_TYPE_STANDINGS_ENTRY);
  self->selection = gtk_single_selection_new (g_object_ref (G_LIST_MODEL (self->entries)));
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
