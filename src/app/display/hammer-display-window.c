/* hammer-display-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "events/hammer-events.h"
#include "hammer-app-utils.h"
#include "hammer-board-item.h"
#include "hammer-clock.h"
#include "hammer-display-window-private.h"


G_DEFINE_FINAL_TYPE (HammerDisplayWindow, hammer_display_window, ADW_TYPE_WINDOW)

static GtkLabel *
new_label (const char *css_class,
           float       xalign)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (label, css_class);
  return GTK_LABEL (label);
}

/* Boards */

static void
update_minutes (GtkWidget *card,
                GDateTime *now)
{
  HammerBoardItem *board = g_object_get_data (G_OBJECT (card), "hammer-board");
  GtkLabel *minutes_label = g_object_get_data (G_OBJECT (card), "hammer-minutes");
  int minutes = hammer_board_item_get_minutes (board, now);
  gboolean late = hammer_board_item_is_late (board, now);
  g_autofree char *text = NULL;

  if (minutes >= 0)
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d min", "%d min", minutes), minutes);
  gtk_label_set_text (minutes_label, text != NULL ? text : "");
  if (late)
    gtk_widget_add_css_class (card, "late");
  else
    gtk_widget_remove_css_class (card, "late");
}

static GtkWidget *
create_card (gpointer item,
             gpointer user_data)
{
  HammerBoardItem *board = item;
  HammerMatchItem *match = hammer_board_item_get_match (board);
  HammerMatchItem *next = hammer_board_item_get_next (board);
  GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *head = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkLabel *name = new_label ("display-board-name", 0);
  GtkLabel *minutes = new_label ("display-minutes", 1);
  GtkLabel *title = new_label ("display-names", 0);
  g_autoptr(GDateTime) now = hammer_clock_now ();

  gtk_widget_add_css_class (card, "display-card");
  g_object_set_data_full (G_OBJECT (card), "hammer-board", g_object_ref (board), g_object_unref);
  g_object_set_data (G_OBJECT (card), "hammer-minutes", minutes);

  gtk_label_set_text (name, hammer_board_item_get_name (board));
  gtk_widget_set_hexpand (GTK_WIDGET (name), TRUE);
  /* The grid gives the card room for its board's name and minutes whole. */
  gtk_label_set_ellipsize (name, PANGO_ELLIPSIZE_NONE);
  gtk_label_set_ellipsize (minutes, PANGO_ELLIPSIZE_NONE);
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (name));
  gtk_box_append (GTK_BOX (head), GTK_WIDGET (minutes));
  gtk_box_append (GTK_BOX (card), head);

  gtk_label_set_ellipsize (title, PANGO_ELLIPSIZE_NONE);
  gtk_label_set_wrap (title, TRUE);
  gtk_label_set_wrap_mode (title, PANGO_WRAP_WORD_CHAR);
  gtk_label_set_lines (title, 2);
  /* The cards' natural width decides how many go on a line. */
  gtk_label_set_max_width_chars (title, 16);
  if (match != NULL)
    gtk_label_set_text (title, hammer_match_item_get_title (match));
  else
    {
      gtk_label_set_text (title, C_("board", "Free"));
      gtk_widget_add_css_class (GTK_WIDGET (title), "display-dim");
    }
  gtk_widget_set_vexpand (GTK_WIDGET (title), TRUE);
  gtk_widget_set_valign (GTK_WIDGET (title), GTK_ALIGN_START);
  gtk_box_append (GTK_BOX (card), GTK_WIDGET (title));

  /* A match on the board but not yet called reads apart from one being
   * played, in the words of the boards view: the players wait for the
   * call, not to start. */
  if (hammer_board_item_is_waiting (board))
    {
      GtkLabel *waiting = new_label ("display-waiting", 0);

      gtk_label_set_text (waiting, hammer_board_item_get_waiting_text (board));
      gtk_box_append (GTK_BOX (card), GTK_WIDGET (waiting));
      gtk_widget_add_css_class (card, "waiting");
    }

  if (next != NULL)
    {
      GtkLabel *next_label = new_label ("display-next", 0);
      g_autofree char *text = hammer_board_item_dup_next_text (board);

      gtk_label_set_max_width_chars (next_label, 20);
      gtk_label_set_ellipsize (next_label, PANGO_ELLIPSIZE_NONE);
      gtk_label_set_wrap (next_label, TRUE);
      gtk_label_set_wrap_mode (next_label, PANGO_WRAP_WORD_CHAR);
      gtk_label_set_text (next_label, text);
      gtk_box_append (GTK_BOX (card), GTK_WIDGET (next_label));
    }

  update_minutes (card, now);
  _hammer_display_window_scale_card (user_data, card);
  return card;
}

void
_hammer_display_window_update_times (HammerDisplayWindow *self)
{
  g_autoptr(GDateTime) now = hammer_clock_now ();
  g_autoptr(GDateTime) local = g_date_time_to_local (now);
  g_autofree char *clock = g_date_time_format (local, "%H:%M");
  GtkFlowBoxChild *child;

  gtk_label_set_text (self->clock_label, clock);
  if (self->day_id != 0)
    {
      _hammer_display_window_update_day_minutes (self, now);
      return;
    }
  for (guint i = 0; (child = gtk_flow_box_get_child_at_index (self->board_grid, i)) != NULL; i++)
    update_minutes (gtk_flow_box_child_get_child (child), now);
}

/* Results and standings */

static int
compare_finished (gconstpointer a,
                  gconstpointer b)
{
  HammerMatchItem *x = *(HammerMatchItem **) a;
  HammerMatchItem *y = *(HammerMatchItem **) b;

  /* Newest first. */
  return -g_strcmp0 (hammer_match_item_get_finished_at (x), hammer_match_item_get_finished_at (y));
}

static void
show_results (HammerDisplayWindow *self,
              GListModel          *matches)
{
  g_autoptr(GPtrArray) finished = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; matches != NULL && i < g_list_model_get_n_items (matches); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (matches, i);

      /* A bye is no result anyone waits to see. */
      if (hammer_event_match_get_state (match) == HAMMER_EVENT_MATCH_FINISHED &&
          !hammer_event_match_get_bye (match))
        g_ptr_array_add (finished, hammer_match_item_new_copy (match));
    }
  g_ptr_array_sort (finished, compare_finished);

  for (guint r = 0; r < N_RESULTS; r++)
    {
      HammerDisplayResultRow *row = &self->results[r];
      HammerMatchItem *item = r < finished->len ? g_ptr_array_index (finished, r) : NULL;
      gboolean shown = item != NULL;

      gtk_widget_set_visible (GTK_WIDGET (row->result), shown);
      for (guint s = 0; s < 2; s++)
        {
          gtk_widget_set_visible (GTK_WIDGET (row->sides[s]), shown);
          if (!shown)
            continue;
          gtk_label_set_text (row->sides[s], hammer_match_item_get_side (item, s));
          if (hammer_match_item_get_winner (item) == (int) s)
            gtk_widget_add_css_class (GTK_WIDGET (row->sides[s]), "display-winner");
          else
            gtk_widget_remove_css_class (GTK_WIDGET (row->sides[s]), "display-winner");
        }
      if (shown && hammer_match_item_is_from_board (item))
        {
          /* A board's result says so under its score, as the hall page
           * does; the desk's and hammer-cli's are the desk's own. */
          g_autofree char *markup =
            g_markup_printf_escaped ("%s\n<span size=\"small\">%s</span>",
                                     hammer_match_item_get_result (item),
                                     hammer_match_item_get_source (item));

          gtk_label_set_justify (row->result, GTK_JUSTIFY_CENTER);
          gtk_label_set_markup (row->result, markup);
        }
      else if (shown)
        gtk_label_set_text (row->result, hammer_match_item_get_result (item));
    }
  gtk_widget_set_visible (GTK_WIDGET (self->no_results_label), finished->len == 0);
}

/* Makes the labels of @row and puts them on line @line of the grid. */
static void
standing_row_attach (HammerDisplayWindow      *self,
                     HammerDisplayStandingRow *row,
                     guint                     line,
                     const char               *css_class)
{
  row->place = new_label (css_class, 1);
  row->name = new_label (css_class, 0);
  row->record = new_label (css_class, 1);
  row->points = new_label (css_class, 1);
  gtk_widget_set_hexpand (GTK_WIDGET (row->name), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (row->place), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (row->record), "numeric");
  gtk_widget_add_css_class (GTK_WIDGET (row->points), "numeric");
  gtk_grid_attach (self->standings_grid, GTK_WIDGET (row->place), 0, (int) line, 1, 1);
  gtk_grid_attach (self->standings_grid, GTK_WIDGET (row->name), 1, (int) line, 1, 1);
  gtk_grid_attach (self->standings_grid, GTK_WIDGET (row->record), 2, (int) line, 1, 1);
  gtk_grid_attach (self->standings_grid, GTK_WIDGET (row->points), 3, (int) line, 1, 1);
}

/* Figure @member of @line, 0 where it has none. */
static double
figure (HammerStandingsLine *line,
        const char          *member)
{
  double value = 0;

  hammer_standings_line_get_figure (line, member, &value);
  return value;
}

void
_hammer_display_window_show_standings (HammerDisplayWindow *self,
                                       HammerFormat         format,
                                       GListModel          *all)
{
  guint n = all != NULL ? g_list_model_get_n_items (all) : 0;
  /* A sjoelbak series ranks by total points over its games; a knockout
   * (a group stage's too) by the round reached, with no points to show. */
  gboolean series = n > 0 && hammer_format_get_info (format)->ranks_by_totals;
  gboolean knockout = n > 0 && hammer_format_places_by_bracket (format);

  gtk_label_set_text (self->heading.record,
                      series ? C_("standings", "Games") : C_("standings", "W–L"));
  gtk_label_set_text (self->heading.points,
                      series ? C_("standings", "Total") : C_("standings", "Pts"));
  gtk_widget_set_visible (GTK_WIDGET (self->heading.points), !knockout);

  self->has_standings = n > 0;
  self->n_standings = n;
  if (self->standings_first >= n)
    self->standings_first = 0;
  while (self->standing_rows->len < n)
    {
      HammerDisplayStandingRow *row = g_new0 (HammerDisplayStandingRow, 1);

      standing_row_attach (self, row, self->standing_rows->len + 1, "display-standing");
      g_ptr_array_add (self->standing_rows, row);
    }
  for (guint r = 0; r < n; r++)
    {
      HammerDisplayStandingRow *row = g_ptr_array_index (self->standing_rows, r);
      g_autoptr(HammerStandingsLine) line = g_list_model_get_item (all, r);
      const char *name = hammer_standings_line_get_name (line);
      g_autofree char *place = NULL;
      g_autofree char *record = NULL;
      g_autofree char *points = NULL;
      double match_points;

      if (series)
        record = g_strdup_printf ("%.0f", figure (line, "games"));
      else
        record = g_strdup_printf ("%.0f–%.0f", figure (line, "wins"), figure (line, "losses"));
      if (series)
        points = g_strdup_printf ("%.0f", figure (line, "total"));
      else if (hammer_standings_line_get_figure (line, "match_points", &match_points))
        points = g_strdup_printf ("%g", match_points);
      else
        points = g_strdup ("");

      place = hammer_standings_line_dup_place_text (line, FALSE);
      gtk_label_set_text (row->place, place);
      gtk_label_set_text (row->name, name != NULL ? name : "");
      gtk_widget_set_tooltip_text (GTK_WIDGET (row->name), name);
      gtk_label_set_text (row->record, record);
      gtk_label_set_text (row->points, points);
    }
  _hammer_display_window_show_standing_lines (self);
}


/* Loading */

/* Says on the screen why the event could not be read, in place of the
 * sections; NULL shows the sections. The next change reads again. */
static void
show_read_error (HammerDisplayWindow *self,
                 const GError        *error)
{
  if (error != NULL)
    hammer_status_page_set_plain_description (self->failed_page, error->message);
  gtk_widget_set_visible (GTK_WIDGET (self->failed_page), error != NULL);
  gtk_widget_set_visible (self->sections, error == NULL);
}

static void
reload (HammerDisplayWindow *self)
{
  g_autoptr(GPtrArray) boards = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) queue = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  GListModel *list;
  const char *name;

  if (self->matches != NULL)
    /* Before the model's own handler, maybe: read what it will read. */
    hammer_event_matches_update (self->matches, NULL);
  else
    self->matches = hammer_event_matches_new (self->store, self->event_id, &error);
  if (self->event != NULL)
    hammer_event_update (self->event, NULL);
  else if (self->matches != NULL)
    self->event = hammer_events_get_event (self->store, self->event_id, &error);

  if (self->matches == NULL || self->event == NULL || hammer_event_get_deleted (self->event))
    {
      /* The event is gone (undone in the main window): nothing to show.
       * A read that failed says so. */
      show_read_error (self, g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND)
                             ? NULL : error);
      g_list_store_remove_all (self->boards);
      self->n_cards = 0;
      self->has_boards = FALSE;
      gtk_label_set_text (self->title_label, "");
      show_results (self, NULL);
      _hammer_display_window_show_standings (self, 0, NULL);
      _hammer_display_window_show_page (self);
      return;
    }

  show_read_error (self, NULL);
  name = hammer_event_get_name (self->event);
  if (name == NULL)
    name = "";
  gtk_label_set_text (self->title_label, name);
  gtk_window_set_title (GTK_WINDOW (self), name);

  list = hammer_event_matches_get_boards (self->matches);
  _hammer_display_window_calls_begin (self);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HammerBoard) board = g_list_model_get_item (list, i);
      HammerEventMatch *match = hammer_board_get_match (board);

      g_ptr_array_add (boards, hammer_board_item_new_for_board (board));
      /* Another event's call is that event's to announce. */
      if (match != NULL && hammer_board_get_event_name (board) == NULL)
        _hammer_display_window_calls_note (self, hammer_board_get_name (board),
                                           hammer_event_match_get_side_name (match, 0),
                                           hammer_event_match_get_side_name (match, 1),
                                           hammer_board_get_since (board));
    }
  _hammer_display_window_calls_show (self);
  list = hammer_event_matches_get_queue (self->matches);
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(HammerEventMatch) match = g_list_model_get_item (list, i);

      g_ptr_array_add (queue, hammer_match_item_new_copy (match));
    }
  hammer_board_item_plan_next (boards, queue);
  g_list_store_splice (self->boards, 0, g_list_model_get_n_items (G_LIST_MODEL (self->boards)),
                       boards->pdata, boards->len);
  self->n_cards = boards->len;
  /* A series moves its players over the boards by their cards. */
  self->has_boards = boards->len > 0 &&
                     !hammer_format_plays_own_cards (
                       hammer_format_to_string (hammer_event_matches_get_format (self->matches)));
  if (self->boards_first >= boards->len)
    self->boards_first = 0;

  show_results (self, G_LIST_MODEL (self->matches));
  _hammer_display_window_show_standings (self, hammer_event_get_format (self->event),
                                         hammer_event_get_standings (self->event));
  _hammer_display_window_update_times (self);
  _hammer_display_window_show_page (self);
  _hammer_display_window_queue_fit_check (self);
}

static gboolean
tick_cb (gpointer user_data)
{
  _hammer_display_window_update_times (user_data);
  return G_SOURCE_CONTINUE;
}

static gboolean
poll_cb (gpointer user_data)
{
  HammerDisplayWindow *self = user_data;

  /* "changes" then tells every view what another program changed. */
  hammer_store_refresh (self->store);
  return G_SOURCE_CONTINUE;
}

static gboolean
page_cb (gpointer user_data)
{
  hammer_display_window_next_page (user_data);
  return G_SOURCE_CONTINUE;
}

/* Actions */

static void
toggle_fullscreen_action (GtkWidget  *widget,
                          const char *action_name,
                          GVariant   *parameter)
{
  if (gtk_window_is_fullscreen (GTK_WINDOW (widget)))
    gtk_window_unfullscreen (GTK_WINDOW (widget));
  else
    gtk_window_fullscreen (GTK_WINDOW (widget));
}

static void
leave_fullscreen_action (GtkWidget  *widget,
                         const char *action_name,
                         GVariant   *parameter)
{
  gtk_window_unfullscreen (GTK_WINDOW (widget));
}

static void
fullscreened_cb (HammerDisplayWindow *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->hint_label),
                          !gtk_window_is_fullscreen (GTK_WINDOW (self)));
}

/* GObject */

static void
hammer_display_window_size_allocate (GtkWidget *widget,
                                     int        width,
                                     int        height,
                                     int        baseline)
{
  HammerDisplayWindow *self = HAMMER_DISPLAY_WINDOW (widget);

  GTK_WIDGET_CLASS (hammer_display_window_parent_class)->size_allocate (widget, width, height,
                                                                       baseline);
  /* Whether everything fits is decided after the allocation, not in it,
   * and again whenever the room of the sections changes: the window's size,
   * a title taking a second line, the sections shown again after an error.
   * Not before they have room: a fit in none would page a card at a time. */
  width = gtk_widget_get_width (self->sections);
  height = gtk_widget_get_height (self->sections);
  if (width > 0 && height > 0 &&
      (width != self->fitted_width || height != self->fitted_height))
    _hammer_display_window_queue_fit_check (self);
}

static void
hammer_display_window_dispose (GObject *object)
{
  HammerDisplayWindow *self = (HammerDisplayWindow *) object;

  if (self->fit_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->fit_tick);
  self->fit_tick = 0;
  g_clear_pointer (&self->fit_probes, g_ptr_array_unref);
  g_clear_handle_id (&self->tick_timer, g_source_remove);
  g_clear_handle_id (&self->poll_timer, g_source_remove);
  g_clear_handle_id (&self->page_timer, g_source_remove);
  g_clear_handle_id (&self->call_timer, g_source_remove);
  _hammer_display_window_calls_begin (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_DISPLAY_WINDOW);
  g_cancellable_cancel (self->day_reading);
  g_clear_object (&self->day_reading);
  g_clear_pointer (&self->day, hammer_day_state_free);
  g_clear_pointer (&self->day_events, g_ptr_array_unref);
  g_clear_pointer (&self->standings_title, g_free);
  g_clear_object (&self->matches);
  g_clear_object (&self->event);
  g_clear_object (&self->store);
  g_clear_object (&self->boards);
  g_clear_pointer (&self->standing_rows, g_ptr_array_unref);

  G_OBJECT_CLASS (hammer_display_window_parent_class)->dispose (object);
}

static void
hammer_display_window_class_init (HammerDisplayWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_display_window_dispose;
  widget_class->size_allocate = hammer_display_window_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/hammertourney/Hammer"
                                                             "/ui/display/hammer-display-window.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, hint_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, page_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, clock_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, sections);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, failed_page);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, boards_section);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, boards_heading);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, side_column);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, results_section);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, standings_section);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, board_grid);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, results_heading);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, results_grid);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, next_list);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, no_results_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, standings_grid);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, standings_heading);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, call_revealer);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, call_board_label);
  gtk_widget_class_bind_template_child (widget_class, HammerDisplayWindow, call_names_label);

  gtk_widget_class_install_action (widget_class, "display.toggle-fullscreen", NULL,
                                   toggle_fullscreen_action);
  gtk_widget_class_install_action (widget_class, "display.leave-fullscreen", NULL,
                                   leave_fullscreen_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F11, 0,
                                       "display.toggle-fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0,
                                       "display.leave-fullscreen", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
hammer_display_window_init (HammerDisplayWindow *self)
{
  const char *headings[] = { "", C_("standings", "Name"),
                             /* TRANSLATORS: wins–losses on the display window. */
                             C_("standings", "W–L"),
                             /* TRANSLATORS: match points on the display window. */
                             C_("standings", "Pts") };

  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint r = 0; r < N_RESULTS; r++)
    {
      HammerDisplayResultRow *row = &self->results[r];

      row->sides[0] = new_label ("display-result-side", 1);
      row->result = new_label ("display-result", 0.5);
      row->sides[1] = new_label ("display-result-side", 0);
      gtk_widget_add_css_class (GTK_WIDGET (row->result), "numeric");
      gtk_widget_set_hexpand (GTK_WIDGET (row->sides[0]), TRUE);
      gtk_widget_set_hexpand (GTK_WIDGET (row->sides[1]), TRUE);
      gtk_grid_attach (self->results_grid, GTK_WIDGET (row->sides[0]), 0, r, 1, 1);
      gtk_grid_attach (self->results_grid, GTK_WIDGET (row->result), 1, r, 1, 1);
      gtk_grid_attach (self->results_grid, GTK_WIDGET (row->sides[1]), 2, r, 1, 1);
    }

  self->standing_rows = g_ptr_array_new_with_free_func (g_free);
  standing_row_attach (self, &self->heading, 0, "display-dim");
  gtk_label_set_text (self->heading.place, headings[0]);
  gtk_label_set_text (self->heading.name, headings[1]);
  gtk_label_set_text (self->heading.record, headings[2]);
  gtk_label_set_text (self->heading.points, headings[3]);

  /* One section at a time until the first allocation shows that all fit:
   * the other way round, the window would grow to hold them all. */
  self->paged = TRUE;

  self->boards = g_list_store_new (HAMMER_TYPE_BOARD_ITEM);
  gtk_flow_box_bind_model (self->board_grid, G_LIST_MODEL (self->boards), create_card, self, NULL);
  g_signal_connect (self, "notify::fullscreened", G_CALLBACK (fullscreened_cb), NULL);
}

/* The display follows its event, and the names in it; a day's, a
 * result or a call in any of its events, which frees a board or starts a
 * rest. */
static void
store_changes_cb (HammerDisplayWindow *self,
                  HammerChangeSet     *changes)
{
  static const HammerTable day_tables[] = {
    HAMMER_TABLE_DAYS, HAMMER_TABLE_EVENTS, HAMMER_TABLE_BOARDS, HAMMER_TABLE_MATCHES,
    HAMMER_TABLE_ENTRANTS, HAMMER_TABLE_ENTRANT_PLAYERS, HAMMER_TABLE_PLAYERS,
  };

  if (self->day_id != 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (day_tables); i++)
        if (hammer_change_set_touches (changes, day_tables[i]))
          {
            _hammer_display_window_reload_day (self);
            return;
          }
      return;
    }
  if (hammer_change_set_touches_event (changes, self->event_id) ||
      hammer_change_set_touches (changes, HAMMER_TABLE_PLAYERS))
    reload (self);
}

GtkWindow *
hammer_display_window_new (GtkApplication *app,
                           HammerStore    *store,
                           gint64          event_id)
{
  HammerDisplayWindow *self;

  g_return_val_if_fail (app == NULL || GTK_IS_APPLICATION (app), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_DISPLAY_WINDOW, "application", app, NULL);
  self->store = g_object_ref (store);
  self->event_id = event_id;
  g_signal_connect_object (store, "changes", G_CALLBACK (store_changes_cb), self,
                           G_CONNECT_SWAPPED);
  self->tick_timer = g_timeout_add_seconds (30, tick_cb, self);
  self->poll_timer = g_timeout_add_seconds (POLL_SECONDS, poll_cb, self);
  self->page_timer = g_timeout_add_seconds (PAGE_SECONDS, page_cb, self);
  reload (self);
  return GTK_WINDOW (self);
}

GtkWindow *
hammer_display_window_new_for_day (GtkApplication *app,
                                   HammerStore    *store,
                                   gint64          day_id)
{
  HammerDisplayWindow *self;

  g_return_val_if_fail (app == NULL || GTK_IS_APPLICATION (app), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);
  g_return_val_if_fail (day_id > 0, NULL);

  self = g_object_new (HAMMER_TYPE_DISPLAY_WINDOW, "application", app, NULL);
  self->store = g_object_ref (store);
  self->day_id = day_id;
  /* Its cards are the day's boards, not an event's (hammer-display-window-day.c). */
  gtk_flow_box_bind_model (self->board_grid, NULL, NULL, NULL, NULL);
  gtk_label_set_text (self->results_heading, C_("display", "Next"));
  gtk_label_set_text (self->no_results_label, _("No match is waiting"));
  gtk_widget_set_visible (GTK_WIDGET (self->results_grid), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->next_list), TRUE);
  adw_status_page_set_title (self->failed_page, _("Could Not Read the Day"));
  g_signal_connect_object (store, "changes", G_CALLBACK (store_changes_cb), self,
                           G_CONNECT_SWAPPED);
  self->tick_timer = g_timeout_add_seconds (30, tick_cb, self);
  self->poll_timer = g_timeout_add_seconds (POLL_SECONDS, poll_cb, self);
  self->page_timer = g_timeout_add_seconds (PAGE_SECONDS, page_cb, self);
  _hammer_display_window_reload_day (self);
  return GTK_WINDOW (self);
}
