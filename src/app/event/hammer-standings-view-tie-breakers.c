/* hammer-standings-view-tie-breakers.c — the tie-breakers of the standings view
 *
 * Before the first result the director picks the order in which level
 * entrants are told apart: each tie-breaker a row, moved up and down or
 * removed by its buttons (or Alt+Up and Alt+Down), and added from a menu.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-events.h"
#include "hammer-standings-view-private.h"
#include "hammer-window.h"

static const struct
{
  const char *name;
  const char *title;
  const char *description;
} tie_breaker_texts[] = {
  /* The event's own points are said in match_points_description(). */
  { "match-points", N_("Match points"), NULL },
  { "wins", N_("Wins"), N_("The number of matches won") },
  { "games-won", N_("Games won"), N_("The number of games won over all matches") },
  { "game-difference", N_("Game difference"), N_("Games won minus games lost") },
  { "point-difference", N_("Point difference"), N_("Points scored minus points conceded") },
  { "head-to-head", N_("Head-to-head"),
    N_("The results between exactly the entrants who are level") },
  { "buchholz", N_("Buchholz"), N_("The sum of the opponents’ match points") },
  { "median-buchholz", N_("Median Buchholz"),
    N_("Buchholz without the best and the worst opponent") },
  { "sonneborn-berger", N_("Sonneborn-Berger"),
    N_("Opponents’ match points, weighted by the result against each") },
  { "total-points", N_("Total points"), N_("All points scored in every game") },
  { "best-game", N_("Best game"), N_("The best single game, then the second best, and so on") },
};

static const char *
tie_breaker_title (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (tie_breaker_texts); i++)
    if (g_str_equal (tie_breaker_texts[i].name, name))
      return _(tie_breaker_texts[i].title);
  return name;
}

static const char *
tie_breaker_description (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (tie_breaker_texts); i++)
    if (g_str_equal (tie_breaker_texts[i].name, name) && tie_breaker_texts[i].description)
      return _(tie_breaker_texts[i].description);
  return NULL;
}

/* What the event's match points are: "3 a win, 1 a draw, 0 a loss" where
 * the event set them, as the paper says them. */
static char *
match_points_description (HammerStandingsView *self)
{
  const HammerStandingsOptions *points = self->event != NULL
                                           ? hammer_event_get_standings_options (self->event)
                                           : NULL;
  HammerStandingsOptions fallback;

  if (points == NULL)
    {
      hammer_standings_options_init (&fallback);
      points = &fallback;
    }
  /* Translators: the subtitle of the tie-breaker “Match points”, with the
   * event's own points, as “Points for results: 3 a win, 1 a draw, 0 a loss”. */
  return g_strdup_printf (_("Points for results: %g a win, %g a draw, %g a loss"),
                          points->win_points, points->draw_points, points->loss_points);
}

/* A knockout places by the round reached: match points order nobody there. */
static gboolean
tie_breaker_shown (HammerEvent *event,
                   const char  *name)
{
  return !(g_str_equal (name, "match-points") &&
           hammer_format_get_info (hammer_event_get_format (event))->knockout);
}

/* Tie-breakers */

static void
tie_breakers_set_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      data)
{
  g_autoptr(HammerStandingsView) self = data;
  g_autofree char *message = g_steal_pointer (&self->tie_breakers_toast);
  g_autoptr(GError) error = NULL;
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  gint64 change_id;

  if (!hammer_events_set_tie_breakers_finish (HAMMER_STORE (source), result, &change_id,
                                              &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      if (HAMMER_IS_WINDOW (root))
        hammer_window_report_error (HAMMER_WINDOW (root), error);
      else
        g_warning ("%s", error->message);
      return;
    }
  if (HAMMER_IS_WINDOW (root))
    hammer_window_report_change (HAMMER_WINDOW (root), message, change_id);
}

/* On the store's writer; the rows' buttons do nothing until it is done,
 * as they would move the rows of the list before the change. */
static void
set_tie_breakers (HammerStandingsView *self,
                  GPtrArray           *names,
                  const char          *message)
{
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));

  g_ptr_array_add (names, NULL);
  self->tie_breakers_toast = g_strdup (message);
  hammer_events_set_tie_breakers_async (store, event_id, (const char *const *) names->pdata,
                                        self->cancellable, tie_breakers_set_cb,
                                        g_object_ref (self));
}

static GPtrArray *
current_names (HammerStandingsView *self)
{
  GPtrArray *names = g_ptr_array_new ();
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->tie_breakers));

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (names, (gpointer) gtk_string_list_get_string (self->tie_breakers, i));
  return names;
}

static void
move_tie_breaker (HammerStandingsView *self,
                  int                  index,
                  int                  by,
                  const char          *button)
{
  g_autoptr(GPtrArray) names = current_names (self);
  g_autofree char *message = NULL;
  gpointer moved;

  if (!self->editable || self->tie_breakers_toast != NULL || index < 0 || index + by < 0 ||
      index >= (int) names->len || index + by >= (int) names->len)
    return;
  moved = names->pdata[index];
  names->pdata[index] = names->pdata[index + by];
  names->pdata[index + by] = moved;
  /* Translators: a toast; %s is a tie-breaker such as “Buchholz”. */
  message = g_strdup_printf (_("“%s” moved %s"), tie_breaker_title (moved),
                             by < 0 ? _("up") : _("down"));
  self->focus_row = index + by;
  g_free (self->focus_button);
  self->focus_button = g_strdup (button);
  set_tie_breakers (self, names, message);
}

static void
move_up_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  move_tie_breaker (HAMMER_STANDINGS_VIEW (widget), g_variant_get_int32 (parameter), -1, "up");
}

static void
move_down_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  move_tie_breaker (HAMMER_STANDINGS_VIEW (widget), g_variant_get_int32 (parameter), 1, "down");
}

/* Alt+Up and Alt+Down move the tie-breaker whose row has the focus. */
static void
move_focused_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  HammerStandingsView *self = HAMMER_STANDINGS_VIEW (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  GtkWidget *row = focus != NULL ? gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) : NULL;
  int by = g_variant_get_int32 (parameter);

  if (row == NULL || gtk_widget_get_parent (row) != GTK_WIDGET (self->tie_breakers_list))
    return;
  move_tie_breaker (self, gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)), by,
                    by < 0 ? "up" : "down");
}

static void
remove_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerStandingsView *self = HAMMER_STANDINGS_VIEW (widget);
  g_autoptr(GPtrArray) names = current_names (self);
  int index = g_variant_get_int32 (parameter);
  g_autofree char *message = NULL;

  if (!self->editable || self->tie_breakers_toast != NULL || index < 0 ||
      index >= (int) names->len || names->len < 2)
    return;
  /* Translators: a toast; %s is a tie-breaker such as “Buchholz”. */
  message = g_strdup_printf (_("“%s” removed from the tie-breakers"),
                             tie_breaker_title (names->pdata[index]));
  g_ptr_array_remove_index (names, index);
  self->focus_row = MIN (index, (int) names->len - 1);
  g_free (self->focus_button);
  self->focus_button = g_strdup ("remove");
  set_tie_breakers (self, names, message);
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  HammerStandingsView *self = HAMMER_STANDINGS_VIEW (widget);
  g_autoptr(GPtrArray) names = current_names (self);
  const char *name = g_variant_get_string (parameter, NULL);
  g_autofree char *message = NULL;

  if (!self->editable || self->tie_breakers_toast != NULL)
    return;
  /* Translators: a toast; %s is a tie-breaker such as “Buchholz”. */
  message = g_strdup_printf (_("“%s” added to the tie-breakers"), tie_breaker_title (name));
  g_ptr_array_add (names, (gpointer) name);
  self->focus_row = names->len - 1;
  g_free (self->focus_button);
  self->focus_button = g_strdup ("remove");
  set_tie_breakers (self, names, message);
}

static GtkWidget *
row_button (const char *icon,
            const char *tooltip,
            const char *action,
            int         index,
            gboolean    sensitive)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tooltip, -1);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", index);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_sensitive (button, sensitive);
  return button;
}

static GtkWidget *
create_tie_breaker_row (gpointer item,
                        gpointer user_data)
{
  HammerStandingsView *self = user_data;
  const char *name = gtk_string_object_get_string (item);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->tie_breakers));
  int index = 0;
  GtkWidget *row = adw_action_row_new ();
  g_autofree char *number = NULL;
  GtkWidget *label;

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GObject) other = g_list_model_get_item (G_LIST_MODEL (self->tie_breakers), i);

      if (other == item)
        index = (int) i;
    }

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), tie_breaker_title (name));
  if (g_str_equal (name, "match-points"))
    {
      g_autofree char *points = match_points_description (self);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), points);
    }
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), tie_breaker_description (name));
  number = g_strdup_printf ("%d", index + 1);
  label = gtk_label_new (number);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "dim-label");
  gtk_label_set_width_chars (GTK_LABEL (label), 2);
  adw_action_row_add_prefix (ADW_ACTION_ROW (row), label);
  gtk_widget_set_name (row, name);

  if (self->editable)
    {
      GtkWidget *up, *down, *remove;

      up = row_button ("go-up-symbolic", _("Move Up"), "standings.move-up", index, index > 0);
      down = row_button ("go-down-symbolic", _("Move Down"), "standings.move-down", index,
                         index + 1 < (int) n);
      remove = row_button ("list-remove-symbolic", _("Remove"), "standings.remove", index,
                           n > 1);
      gtk_widget_set_name (up, "up");
      gtk_widget_set_name (down, "down");
      gtk_widget_set_name (remove, "remove");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), up);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), down);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), remove);
    }
  return row;
}

void
hammer_standings_view_update_tie_breakers (HammerStandingsView *self,
                                           HammerEvent         *event)
{
  const char * const *all_names = hammer_event_get_tie_breakers (event);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  g_autoptr(GMenu) menu = g_menu_new ();
  guint n_available = 0;

  for (guint k = 0; all_names[k] != NULL; k++)
    if (tie_breaker_shown (event, all_names[k]))
      g_ptr_array_add (names, (gpointer) all_names[k]);
  g_ptr_array_add (names, NULL);
  gtk_string_list_splice (self->tie_breakers, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->tie_breakers)),
                          (const char * const *) names->pdata);

  for (guint i = 0; i < G_N_ELEMENTS (tie_breaker_texts); i++)
    {
      g_autoptr(GMenuItem) menu_item = NULL;
      gboolean used = FALSE;

      for (guint k = 0; all_names[k] != NULL; k++)
        used = used || g_str_equal (all_names[k], tie_breaker_texts[i].name);
      if (used || !tie_breaker_shown (event, tie_breaker_texts[i].name))
        continue;
      menu_item = g_menu_item_new (_(tie_breaker_texts[i].title), NULL);
      g_menu_item_set_action_and_target (menu_item, "standings.add-tie-breaker", "s",
                                         tie_breaker_texts[i].name);
      g_menu_append_item (menu, menu_item);
      n_available++;
    }
  gtk_menu_button_set_menu_model (self->add_button, G_MENU_MODEL (menu));
  gtk_widget_set_visible (GTK_WIDGET (self->add_button), self->editable && n_available > 0);
  if (hammer_format_get_info (hammer_event_get_format (event))->knockout)
    /* A knockout's places come from the bracket, not from these. */
    adw_preferences_group_set_description (
      self->tie_breakers_group,
      _("A knockout places by the round reached; these only order those still in, and those "
        "out in the same round, who share their place."));
  else
    adw_preferences_group_set_description (
      self->tie_breakers_group,
      self->editable ? _("Entrants level on points are separated by these, in this order. They "
                         "can be changed until the first result.")
                     : _("Entrants level on points are separated by these, in this order. They "
                         "are fixed since the first result."));
}

void
hammer_standings_view_focus_pending_row (HammerStandingsView *self)
{
  GtkListBoxRow *row;

  if (self->focus_row < 0)
    return;
  row = gtk_list_box_get_row_at_index (self->tie_breakers_list, self->focus_row);
  self->focus_row = -1;
  if (row == NULL)
    return;
  /* The suffix buttons sit inside the row's own boxes: search for the one named. */
  for (GtkWidget *w = GTK_WIDGET (row); w != NULL;)
    {
      if (g_strcmp0 (gtk_widget_get_name (w), self->focus_button) == 0 &&
          GTK_IS_BUTTON (w) && gtk_widget_is_sensitive (w))
        {
          gtk_widget_grab_focus (w);
          return;
        }
      if (gtk_widget_get_first_child (w) != NULL)
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != NULL && w != GTK_WIDGET (row) && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == NULL || w == GTK_WIDGET (row) ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
  gtk_widget_grab_focus (GTK_WIDGET (row));
}

void
hammer_standings_view_class_add_tie_breakers (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "standings.move-up", "i", move_up_action);
  gtk_widget_class_install_action (widget_class, "standings.move-down", "i", move_down_action);
  gtk_widget_class_install_action (widget_class, "standings.move-focused", "i",
                                   move_focused_action);
  gtk_widget_class_install_action (widget_class, "standings.remove", "i", remove_action);
  gtk_widget_class_install_action (widget_class, "standings.add-tie-breaker", "s", add_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Up, GDK_ALT_MASK,
                                       "standings.move-focused", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Down, GDK_ALT_MASK,
                                       "standings.move-focused", "i", 1);
}

void
hammer_standings_view_init_tie_breakers (HammerStandingsView *self)
{
  self->tie_breakers = gtk_string_list_new (NULL);
  gtk_list_box_bind_model (self->tie_breakers_list, G_LIST_MODEL (self->tie_breakers),
                           create_tie_breaker_row, self, NULL);
}
