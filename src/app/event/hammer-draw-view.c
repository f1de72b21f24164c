/* hammer-draw-view.c — the draw of an event: reading it, following an entrant
 *
 * The typed event and matches (HammerEvent, HammerEventMatches) follow the
 * store; the view reads nothing else. Each format then shows its own form
 * of the draw: the bracket here, the cross-tables in
 * hammer-draw-view-tables.c, Swiss rounds and the series ranking in
 * hammer-draw-view-lists.c. An event that cannot be read says why.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "hammer-app-utils.h"
#include "hammer-columns.h"
#include "hammer-draw-item.h"
#include "hammer-draw-view-private.h"
#include "hammer-window.h"

G_DEFINE_FINAL_TYPE (HammerDrawView, hammer_draw_view, HAMMER_TYPE_EVENT_VIEW)

static void
entrant_clear (gpointer data)
{
  HammerDrawViewEntrant *entrant = data;

  g_clear_pointer (&entrant->name, g_free);
  g_clear_pointer (&entrant->klass, g_free);
}

/* Games won tell a best-of match; single games show their points. */
static gboolean
scores_are_games (HammerDrawView *self)
{
  return self->typed_event != NULL && hammer_event_get_options (self->typed_event)->best_of > 1;
}

char *
_hammer_draw_view_match_result (HammerDrawView   *self,
                                HammerEventMatch *match,
                                guint             side)
{
  gboolean games = scores_are_games (self);

  if (hammer_event_match_get_walkover (match))
    {
      gboolean won = hammer_event_match_get_winner (match) == (int) side;
      /* Translators: a match won or lost by walkover, in a table cell. */
      return g_strdup (won ? _("w/o won") : _("w/o lost"));
    }
  if (!hammer_event_match_get_has_score (match) || hammer_event_match_get_n_sides (match) < 2)
    return NULL;
  if (games)
    return g_strdup_printf ("%u–%u", hammer_event_match_get_games_won (match, side),
                            hammer_event_match_get_games_won (match, 1 - side));
  return g_strdup_printf ("%d–%d", hammer_event_match_get_total (match, side),
                          hammer_event_match_get_total (match, 1 - side));
}

static int
compare_entrants (gconstpointer a,
                  gconstpointer b)
{
  const HammerDrawViewEntrant *x = a, *y = b;
  int sx = x->seed > 0 ? x->seed : G_MAXINT, sy = y->seed > 0 ? y->seed : G_MAXINT;

  return sx != sy ? (sx < sy ? -1 : 1) : (x->id < y->id ? -1 : x->id > y->id);
}

static void
read_entrants (HammerDrawView *self)
{
  GListModel *entrants = self->typed_event ? hammer_event_get_entrants (self->typed_event) : NULL;

  g_array_set_size (self->entrants, 0);
  for (guint i = 0; entrants != NULL && i < g_list_model_get_n_items (entrants); i++)
    {
      g_autoptr(HammerEntrant) object = g_list_model_get_item (entrants, i);
      HammerDrawViewEntrant entrant = {
        hammer_entrant_get_id (object),
        g_strdup (hammer_entrant_get_name (object)),
        (int) hammer_entrant_get_seed (object),
        g_strdup (hammer_entrant_get_class (object)),
      };

      g_array_append_val (self->entrants, entrant);
    }
  g_array_sort (self->entrants, compare_entrants);
}

void
_hammer_draw_view_open_match (HammerDrawView *self,
                              gint64          match_id)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "event.open-match", "x", match_id);
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
      const HammerDrawViewEntrant *entrant =
        &g_array_index (self->entrants, HammerDrawViewEntrant, i);

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
  GListModel *matches = G_LIST_MODEL (self->typed_matches);
  g_autoptr(GArray) path = NULL;
  gint64 current = 0;

  if (entrant_id == 0 || matches == NULL)
    return;
  path = hammer_bracket_view_get_highlighted_matches (bracket);
  for (guint i = 0; i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);
      gint64 id = hammer_event_match_get_id (match);
      gboolean in_path = FALSE;

      for (guint j = 0; j < path->len; j++)
        in_path |= g_array_index (path, gint64, j) == id;
      if (!in_path ||
          (hammer_event_match_get_entrant (match, 0) != entrant_id &&
           hammer_event_match_get_entrant (match, 1) != entrant_id))
        continue;
      if (hammer_event_match_get_state (match) != HAMMER_EVENT_MATCH_FINISHED)
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
has_result (GListModel *matches)
{
  for (guint i = 0; matches != NULL && i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);

      if (hammer_event_match_get_has_score (match))
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

/* The typed event and matches of the view's event, made once and then read
 * again here in case this runs before their own handlers of the change.
 * FALSE with @error set when the event cannot be read. */
static gboolean
update_typed (HammerDrawView  *self,
              GError         **error)
{
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));
  g_autoptr(GError) local_error = NULL;

  if (self->typed_matches != NULL &&
      hammer_event_matches_get_store (self->typed_matches) == store &&
      hammer_event_matches_get_event_id (self->typed_matches) == event_id &&
      self->typed_event != NULL && hammer_event_get_store (self->typed_event) == store &&
      hammer_event_get_id (self->typed_event) == event_id)
    {
      if (!hammer_event_read_again (self->typed_event, error))
        return FALSE;
      hammer_event_matches_update (self->typed_matches, NULL);
      return TRUE;
    }
  g_clear_object (&self->typed_event);
  g_clear_object (&self->typed_matches);
  if (store == NULL || event_id <= 0)
    return TRUE;
  if (!(self->typed_event = hammer_events_get_event (store, event_id, &local_error)) ||
      !(self->typed_matches = hammer_event_matches_new (store, event_id, &local_error)))
    {
      g_clear_object (&self->typed_event);
      /* An event gone (its creation undone) is no failure: nothing to show. */
      if (g_error_matches (local_error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND))
        return TRUE;
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

/* The event could not be read: the view says so, with the reason, rather
 * than look as if nothing were drawn. */
static void
show_failure (HammerDrawView *self,
              const GError   *error)
{
  hammer_status_page_set_plain_description (self->failed_page, error->message);
  gtk_stack_set_visible_child_name (self->stack, "failed");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.redraw", FALSE);
}

static void
reload (HammerEventView *view)
{
  HammerDrawView *self = HAMMER_DRAW_VIEW (view);
  const HammerFormatInfo *info;
  gboolean bracket = FALSE, rounds = FALSE, series = FALSE;
  g_autofree char *summary = NULL;
  g_autoptr(GError) error = NULL;

  self->has_bracket = FALSE;
  if (!update_typed (self, &error))
    {
      show_failure (self, error);
      return;
    }
  read_entrants (self);

  /* Gone (undone) or never drawn: the host shows another view, or the
   * director goes to the entrants. */
  if (self->typed_event == NULL || hammer_event_get_deleted (self->typed_event) ||
      !hammer_event_get_drawn (self->typed_event))
    {
      gtk_stack_set_visible_child_name (self->stack, "empty");
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.redraw", FALSE);
      return;
    }
  gtk_stack_set_visible_child_name (self->stack, "draw");

  /* Redrawing is allowed until the first result. */
  gtk_widget_set_visible (GTK_WIDGET (self->redraw_button),
                          !has_result (G_LIST_MODEL (self->typed_matches)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.redraw",
                                 !has_result (G_LIST_MODEL (self->typed_matches)));

  info = hammer_format_get_info (hammer_event_get_format (self->typed_event));
  switch (info != NULL ? info->draw_shape : HAMMER_DRAW_SHAPE_RANKING)
    {
    case HAMMER_DRAW_SHAPE_BRACKET:
      bracket = TRUE;
      hammer_bracket_view_set_matches (self->bracket, self->typed_event,
                                       G_LIST_MODEL (self->typed_matches), -1);
      gtk_stack_set_visible_child_name (self->content_stack, "bracket");
      break;
    case HAMMER_DRAW_SHAPE_CROSS_TABLE:
    case HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET:
      bracket = info->draw_shape == HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET;
      _hammer_draw_view_show_tables (self, bracket);
      gtk_stack_set_visible_child_name (self->content_stack, "tables");
      break;
    case HAMMER_DRAW_SHAPE_ROUNDS:
      rounds = TRUE;
      _hammer_draw_view_show_rounds (self);
      gtk_stack_set_visible_child_name (self->content_stack, "rounds");
      break;
    case HAMMER_DRAW_SHAPE_RANKING:
    default:
      series = TRUE;
      _hammer_draw_view_show_series (self);
      gtk_stack_set_visible_child_name (self->content_stack, "series");
      break;
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
      guint planned = hammer_event_get_rounds (self->typed_event);
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
redrawn_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      data)
{
  g_autoptr(HammerDrawView) self = data;
  g_autoptr(GError) error = NULL;
  gint64 change_id = 0;

  /* As the view read the event again, or as it was when the draw failed. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.redraw",
                                 self->typed_matches != NULL &&
                                 !has_result (G_LIST_MODEL (self->typed_matches)));
  if (!hammer_events_draw_finish (HAMMER_STORE (source), result, &change_id, &error))
    {
      hammer_window_report_error_near (GTK_WIDGET (self), error);
      return;
    }
  hammer_window_report_change_near (GTK_WIDGET (self), _("Event redrawn"), change_id);
}

/* The draw runs on the store's writer, Redraw insensitive meanwhile. */
static void
redraw_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    HammerDrawView   *self)
{
  HammerStore *store = hammer_event_view_get_store (HAMMER_EVENT_VIEW (self));
  gint64 event_id = hammer_event_view_get_event_id (HAMMER_EVENT_VIEW (self));

  if (g_strcmp0 (response, "redraw") != 0 || store == NULL)
    return;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "draw.redraw", FALSE);
  hammer_events_draw_async (store, event_id, FALSE, 0, NULL, redrawn_cb, g_object_ref (self));
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

  if (self->focus_tick != 0 && self->series_view != NULL)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self->series_view), self->focus_tick);
  self->focus_tick = 0;
  g_clear_pointer (&self->entering_games, g_free);
  g_clear_pointer (&self->entering_order, g_array_unref);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_DRAW_VIEW);
  self->stack = NULL;
  g_clear_object (&self->typed_event);
  g_clear_object (&self->typed_matches);
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
hammer_draw_view_event_changed (HammerEventView *view)
{
  HammerDrawView *self = HAMMER_DRAW_VIEW (view);

  /* Another event: its own entrant to follow, its own first match, no
   * card being typed. */
  self->entering = 0;
  g_clear_pointer (&self->entering_games, g_free);
  g_clear_pointer (&self->entering_order, g_array_unref);
  hammer_bracket_view_set_highlighted_entrant (self->bracket, 0);
  hammer_bracket_view_set_highlighted_entrant (self->knockout, 0);
  hammer_bracket_view_select_match (self->bracket, 0);
  hammer_bracket_view_select_match (self->knockout, 0);
}

static void
hammer_draw_view_class_init (HammerDrawViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  HammerEventViewClass *view_class = HAMMER_EVENT_VIEW_CLASS (klass);

  object_class->dispose = hammer_draw_view_dispose;
  view_class->reload = reload;
  view_class->event_changed = hammer_draw_view_event_changed;

  g_type_ensure (HAMMER_TYPE_BRACKET_VIEW);
  g_type_ensure (HAMMER_TYPE_DRAW_ITEM);
  g_type_ensure (HAMMER_TYPE_CELL);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/hammertourney/Hammer/ui/event/hammer-draw-view.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, empty_page);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, failed_page);
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
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, sitting_out_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, series_view);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, place_column);
  gtk_widget_class_bind_template_child (widget_class, HammerDrawView, class_column);

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

  gtk_widget_class_set_css_name (widget_class, "drawview");
}

static void
hammer_draw_view_init (HammerDrawView *self)
{
  self->entrants = g_array_new (FALSE, TRUE, sizeof (HammerDrawViewEntrant));
  g_array_set_clear_func (self->entrants, entrant_clear);
  self->cells = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->follow_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->rounds = g_list_store_new (HAMMER_TYPE_DRAW_ITEM);
  self->ranking = g_list_store_new (HAMMER_TYPE_DRAW_ITEM);
  self->follow_names = gtk_string_list_new (NULL);
  self->round_names = gtk_string_list_new (NULL);
  self->class_names = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  /* The stack is the bin's child, which the bin unparents: bound as a
   * template child it would be unparented twice. */
  self->stack = GTK_STACK (adw_bin_get_child (ADW_BIN (self)));

  gtk_drop_down_set_model (self->follow_dropdown, G_LIST_MODEL (self->follow_names));
  gtk_drop_down_set_model (self->round_dropdown, G_LIST_MODEL (self->round_names));
  gtk_drop_down_set_model (self->class_dropdown, G_LIST_MODEL (self->class_names));
  g_signal_connect_swapped (self->follow_dropdown, "notify::selected",
                            G_CALLBACK (follow_selected_cb), self);
  g_signal_connect_swapped (self->round_dropdown, "notify::selected",
                            G_CALLBACK (_hammer_draw_view_fill_round), self);
  g_signal_connect_swapped (self->class_dropdown, "notify::selected",
                            G_CALLBACK (_hammer_draw_view_fill_ranking), self);
  g_signal_connect_swapped (self->bracket, "notify::highlighted-entrant",
                            G_CALLBACK (highlighted_cb), self);
  g_signal_connect_swapped (self->knockout, "notify::highlighted-entrant",
                            G_CALLBACK (highlighted_cb), self);
  g_signal_connect_swapped (self->bracket, "notify::zoom", G_CALLBACK (update_zoom), self);
  g_signal_connect_swapped (self->knockout, "notify::zoom", G_CALLBACK (update_zoom), self);
  _hammer_draw_view_setup_lists (self);
  reload (HAMMER_EVENT_VIEW (self));
}

/* Public */

GtkWidget *
hammer_draw_view_new (HammerStore *store,
                      gint64       event_id)
{
  return g_object_new (HAMMER_TYPE_DRAW_VIEW, "store", store, "event-id", event_id, NULL);
}

HammerBracketView *
hammer_draw_view_get_bracket (HammerDrawView *self)
{
  const HammerFormatInfo *info;

  g_return_val_if_fail (HAMMER_IS_DRAW_VIEW (self), NULL);

  info = self->typed_event ? hammer_format_get_info (hammer_event_get_format (self->typed_event))
                           : NULL;
  return info != NULL && info->draw_shape == HAMMER_DRAW_SHAPE_GROUPS_THEN_BRACKET
         ? self->knockout : self->bracket;
}
