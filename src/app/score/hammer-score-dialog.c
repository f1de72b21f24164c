/* hammer-score-dialog.c
 *
 * The dialog around the grid: the scoreboard, what the rules say of the
 * sheet, and loading the match. The sheet typed in lives in a
 * HammerScoreForm (hammer-score-form.c), its cells in a HammerScoreGrid
 * (hammer-score-grid.c), and what the dialog does in
 * hammer-score-dialog-actions.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "events/hammer-event.h"
#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-app-utils.h"
#include "hammer-score-clock.h"
#include "hammer-score-dialog-private.h"
#include "hammer-score-names.h"

G_DEFINE_FINAL_TYPE (HammerScoreDialog, hammer_score_dialog, ADW_TYPE_WINDOW)

static gboolean
is_sjoelbak (HammerScoreDialog *self)
{
  return hammer_score_form_get_rules (self->sheet)->counts;
}

static const char *
side_name (HammerScoreDialog *self,
           int                side)
{
  if (side < 0 || (guint) side >= self->n_sides)
    return "";
  return self->names[side];
}

/* The shown verdict */

/* The scoreboard: games won, or series totals and the best game. */
static void
update_scoreboard (HammerScoreDialog *self)
{
  const HammerMatch *match = hammer_score_form_get_match (self->sheet);
  guint n_games = hammer_match_get_n_games (match);

  for (guint s = 0; s < self->n_sides && s < self->side_values->len; s++)
    {
      g_autofree char *value = NULL;
      g_autofree char *detail = NULL;

      if (hammer_score_form_get_rules (self->sheet)->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
        {
          int best = -1;

          for (guint g = 0; g < n_games; g++)
            if (hammer_match_get_n_ends (match, g) > 0)
              best = MAX (best, hammer_match_get_game_totals (match, g)[s]);
          value = g_strdup_printf ("%d", hammer_match_get_totals (match)[s]);
          /* TRANSLATORS: the best game of a sjoelbak series. */
          detail = best >= 0 ? g_strdup_printf (_("Best game %d"), best)
                             : g_strdup (_("Series total"));
        }
      else
        {
          value = g_strdup_printf ("%d", hammer_match_get_games_won (match)[s]);
          detail = g_strdup (_("Games won"));
        }
      gtk_label_set_label (g_ptr_array_index (self->side_values, s), value);
      gtk_label_set_label (g_ptr_array_index (self->side_details, s), detail);
    }
}

/* What the grid shows changed: the scoreboard, the problem, the status
 * line and Save follow. */
static void
grid_changed_cb (HammerScoreDialog *self)
{
  const HammerMatch *match = hammer_score_form_get_match (self->sheet);
  const char *problem = hammer_score_form_get_problem (self->sheet, NULL, NULL, NULL);
  guint n_games = hammer_match_get_n_games (match);
  guint n_ends = hammer_score_form_get_n_ends (self->sheet);
  HammerState state = hammer_match_get_state (match);
  g_autofree char *status = NULL;

  update_scoreboard (self);
  gtk_label_set_label (self->error_label, problem ? problem : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), problem != NULL);

  if (!self->scorable)
    status = NULL;
  else if (state == HAMMER_STATE_FINISHED && self->n_sides == 1)
    status = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "The game is in.",
                                           "All %u games are in.", n_games), n_games);
  else if (state == HAMMER_STATE_FINISHED && hammer_match_get_winner (match) >= 0)
    status = g_strdup_printf (_("The match is over: %s wins."),
                              side_name (self, hammer_match_get_winner (match)));
  else if (state == HAMMER_STATE_FINISHED)
    status = g_strdup (_("The match is over: a tie."));
  else if (n_ends > 0)
    status = g_strdup (_("The match is not over yet: saving keeps it in progress."));
  if (status != NULL)
    gtk_label_set_label (self->status_label, status);
  gtk_widget_set_visible (GTK_WIDGET (self->status_label), status != NULL ||
                          !self->scorable);

  /* Totals cannot become counts; the switch that way waits for a sheet
   * without totals. */
  if (is_sjoelbak (self))
    gtk_widget_set_sensitive (GTK_WIDGET (self->counts_toggle),
                              hammer_score_form_get_counts (self->sheet) ||
                              !hammer_score_form_has_typed (self->sheet));

  /* Games after the one that decided the match are all a problem may be
   * about then: Save takes them out first. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.save",
                                 self->scorable &&
                                 (problem == NULL ||
                                  hammer_score_form_get_n_after_decided (self->sheet) > 0) &&
                                 (n_ends > 0 || self->had_result));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.revert",
                                 hammer_score_form_is_modified (self->sheet));
}

/* libadwaita 1.2 does not survive a toast dismissed while it is still
 * coming in (hammer-window-toasts.c keeps clear of the same): a toast asked
 * to go sooner goes once it is in. */
#define DROP_TOAST_IN_MS 700

static gboolean
drop_toast_leave_cb (gpointer user_data)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (user_data);

  self->drop_toast_leave = 0;
  if (self->drop_toast != NULL)
    adw_toast_dismiss (self->drop_toast);
  return G_SOURCE_REMOVE;
}

static void
dismiss_drop_toast (HammerScoreDialog *self)
{
  gint64 in_ms;

  if (self->drop_toast == NULL || self->drop_toast_leave != 0)
    return;
  in_ms = (g_get_monotonic_time () - self->drop_toast_since) / 1000;
  if (in_ms >= DROP_TOAST_IN_MS)
    adw_toast_dismiss (self->drop_toast);
  else
    self->drop_toast_leave = g_timeout_add ((guint) (DROP_TOAST_IN_MS - in_ms),
                                            drop_toast_leave_cb, self);
}

static void
drop_toast_dismissed_cb (HammerScoreDialog *self)
{
  g_clear_object (&self->drop_toast);
}

/* An end decided the match and the games after it were taken out: the
 * toast says which, and offers them back. A toast still there takes the
 * new words rather than making way for another, which libadwaita 1.2 does
 * not survive either while the first is coming in. */
static void
grid_dropped_cb (HammerScoreDialog *self,
                 guint              n_dropped)
{
  guint decided = hammer_match_get_n_games (hammer_score_form_get_match (self->sheet));
  g_autofree char *title = NULL;

  /* Short, to fit a narrow dialog: the sheet says who won, and how. */
  if (n_dropped == 1)
    /* TRANSLATORS: a toast after a correction decided the match in the
     * score dialog. */
    title = g_strdup_printf (_("Game %u taken out"), decided + 1);
  else
    /* TRANSLATORS: a toast after a correction decided the match in the
     * score dialog: "Games 4–5 taken out". */
    title = g_strdup_printf (_("Games %u–%u taken out"), decided + 1, decided + n_dropped);
  g_clear_handle_id (&self->drop_toast_leave, g_source_remove);
  if (self->drop_toast != NULL)
    {
      adw_toast_set_title (self->drop_toast, title);
      return;
    }
  self->drop_toast = adw_toast_new (title);
  self->drop_toast_since = g_get_monotonic_time ();
  adw_toast_set_button_label (self->drop_toast, _("_Undo"));
  adw_toast_set_action_name (self->drop_toast, "score.undo");
  g_signal_connect_object (self->drop_toast, "dismissed", G_CALLBACK (drop_toast_dismissed_cb),
                           self, G_CONNECT_SWAPPED);
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (self->drop_toast));
}

void
_hammer_score_dialog_set_saving (HammerScoreDialog *self,
                                 gboolean           saving)
{
  GtkWidget *focus = gtk_window_get_focus (GTK_WINDOW (self));

  /* A cell keeps its cursor blinking unless told it lost the focus, which
   * making it insensitive does not tell. */
  if (saving && focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->sections_box)))
    gtk_window_set_focus (GTK_WINDOW (self), NULL);
  self->saving = saving;
  gtk_widget_set_visible (GTK_WIDGET (self->spinner), saving);
  gtk_spinner_set_spinning (self->spinner, saving);
  gtk_widget_set_sensitive (GTK_WIDGET (self->sections_box), !saving);
  gtk_widget_set_sensitive (self->mode_box, !saving);
  gtk_widget_set_sensitive (self->first_box, !saving);
  if (self->clock != NULL)
    gtk_widget_set_sensitive (self->clock, !saving);
  gtk_widget_set_sensitive (GTK_WIDGET (self->walkover_button), !saving);
  if (saving)
    {
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.save", FALSE);
      return;
    }
  grid_changed_cb (self);
  if (gtk_window_get_focus (GTK_WINDOW (self)) == NULL)
    hammer_score_grid_focus_open_cell (self->sections_box);
}

/* Typing went on past the last cell to fill in. */
static void
grid_done_cb (HammerScoreDialog *self)
{
  gtk_widget_grab_focus (self->save_button);
}

/* The coin toss as the sheet has it: who shoots first in game 1. */
static void
show_first (HammerScoreDialog *self)
{
  int first;

  if (!gtk_widget_get_visible (self->first_box) ||
      hammer_score_form_get_n_games (self->sheet) == 0)
    return;
  first = hammer_score_form_get_first (self->sheet, 0, NULL);
  self->filling = TRUE;
  gtk_drop_down_set_selected (self->first_dropdown,
                              first >= 0 ? (guint) first : GTK_INVALID_LIST_POSITION);
  self->filling = FALSE;
}

static void
first_selected_cb (HammerScoreDialog *self)
{
  guint selected = gtk_drop_down_get_selected (self->first_dropdown);

  if (self->filling || self->sheet == NULL || selected == GTK_INVALID_LIST_POSITION ||
      hammer_score_form_get_n_games (self->sheet) == 0 ||
      (int) selected == hammer_score_form_get_first (self->sheet, 0, NULL))
    return;
  hammer_score_form_set_first (self->sheet, 0, (int) selected);
  hammer_score_grid_refresh (self->sections_box);
}

/* The choice of who shoots first, for rule sets with an order of play. */
static void
build_first_choice (HammerScoreDialog *self)
{
  if (!hammer_rules_game_first_chosen (hammer_score_form_get_rules (self->sheet), 0) ||
      !self->scorable)
    return;
  self->filling = TRUE;
  hammer_score_names_dropdown_set (self->first_dropdown, (const char * const *) self->names);
  self->filling = FALSE;
  gtk_widget_set_visible (self->first_box, TRUE);
  show_first (self);
}

/* The focused cell is always in view: once it is laid out (a cell of a
 * game just added is not yet), the sheet scrolls just enough to show it. */
static gboolean
keep_focus_in_view_tick (GtkWidget     *widget,
                         GdkFrameClock *clock,
                         gpointer       data)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));
  GtkWidget *target;
  GtkAdjustment *adjustments[2];
  graphene_rect_t bounds;
  double start[2], size[2], visible[2];

  if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->scrolled)))
    {
      self->focus_tick = 0;
      return G_SOURCE_REMOVE;
    }
  target = gtk_widget_get_ancestor (focus, GTK_TYPE_ENTRY);
  if (target == NULL)
    target = focus;
  if (gtk_widget_get_height (target) == 0 ||
      !gtk_widget_compute_bounds (target, GTK_WIDGET (self->scrolled), &bounds))
    return G_SOURCE_CONTINUE;

  adjustments[0] = gtk_scrolled_window_get_hadjustment (self->scrolled);
  adjustments[1] = gtk_scrolled_window_get_vadjustment (self->scrolled);
  start[0] = bounds.origin.x;
  start[1] = bounds.origin.y;
  size[0] = bounds.size.width;
  size[1] = bounds.size.height;
  visible[0] = gtk_widget_get_width (GTK_WIDGET (self->scrolled));
  visible[1] = gtk_widget_get_height (GTK_WIDGET (self->scrolled));
  for (guint a = 0; a < 2; a++)
    {
      double value = gtk_adjustment_get_value (adjustments[a]);
      /* Some room around the cell, where there is room for it. */
      double margin = MIN (12, MAX (0, (visible[a] - size[a]) / 2));

      if (start[a] < margin)
        gtk_adjustment_set_value (adjustments[a], value + start[a] - margin);
      else if (start[a] + size[a] > visible[a] - margin)
        gtk_adjustment_set_value (adjustments[a],
                                  value + start[a] + size[a] - visible[a] + margin);
    }
  self->focus_tick = 0;
  return G_SOURCE_REMOVE;
}

static void
focus_changed_cb (HammerScoreDialog *self)
{
  if (self->focus_tick == 0)
    self->focus_tick = gtk_widget_add_tick_callback (GTK_WIDGET (self), keep_focus_in_view_tick,
                                                     NULL, NULL);
}

void
_hammer_score_dialog_show_sheet (HammerScoreDialog *self)
{
  /* What the toast offers to undo is no longer what the sheet shows. */
  dismiss_drop_toast (self);
  show_first (self);
  self->filling = TRUE;
  gtk_toggle_button_set_active (hammer_score_form_get_counts (self->sheet) ? self->counts_toggle
                                                                            : self->totals_toggle,
                                TRUE);
  self->filling = FALSE;
  hammer_score_grid_rebuild (self->sections_box);
  hammer_score_grid_focus_open_cell (self->sections_box);
}

static void
mode_toggled_cb (HammerScoreDialog *self)
{
  gboolean counts = gtk_toggle_button_get_active (self->counts_toggle);

  if (self->filling || self->sheet == NULL || counts == hammer_score_form_get_counts (self->sheet))
    return;

  hammer_score_form_set_counts (self->sheet, counts);
  hammer_score_grid_rebuild (self->sections_box);
  hammer_score_grid_focus_open_cell (self->sections_box);
}

/* Loading */

static void
build_scoreboard (HammerScoreDialog *self)
{
  for (guint s = 0; s < self->n_sides; s++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      GtkWidget *name = hammer_score_name_label_new (self->names[s]);
      GtkWidget *value = hammer_label_new ("0", 0.5, "title-1");
      GtkWidget *detail = hammer_label_new ("", 0.5, "caption");

      gtk_widget_add_css_class (value, "numeric");
      gtk_widget_add_css_class (detail, "dim-label");
      gtk_box_append (GTK_BOX (box), name);
      gtk_box_append (GTK_BOX (box), value);
      gtk_box_append (GTK_BOX (box), detail);
      gtk_box_append (self->scoreboard, box);
      g_ptr_array_add (self->side_values, value);
      g_ptr_array_add (self->side_details, detail);
    }
}

/* The ⋮ menu: a withdrawal while the match has no result; once it has one,
 * what a correction may want besides the sheet. */
static void
build_match_menu (HammerScoreDialog    *self,
                  HammerEventMatchState state,
                  gboolean              series)
{
  g_autoptr(GMenu) menu = g_menu_new ();

  if (!self->scorable)
    return;

  /* A withdrawal makes the match a walkover; it is offered while the match
   * has no result, between two known sides. */
  if (!series && self->n_sides == 2 && state == HAMMER_EVENT_MATCH_READY)
    {
      for (guint s = 0; s < self->n_sides; s++)
        {
          /* TRANSLATORS: a menu item; %s is an entrant's name. */
          g_autofree char *label = g_strdup_printf (_("%s Withdraws…"), self->names[s]);
          g_autoptr(GMenuItem) item = g_menu_item_new (label, NULL);

          g_menu_item_set_action_and_target_value (item, "score.walkover",
                                                   g_variant_new_int32 (s));
          g_menu_append_item (menu, item);
        }
    }
  else if (self->had_result)
    {
      g_menu_append (menu, _("Print Score Sheets…"), "score.print");
      g_menu_append (menu, _("Discard Corrections"), "score.revert");
      gtk_widget_set_tooltip_text (GTK_WIDGET (self->walkover_button), _("Match Menu"));
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->walkover_button),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, _("Match Menu"), -1);
    }
  else
    return;
  gtk_menu_button_set_menu_model (self->walkover_button, G_MENU_MODEL (menu));
  gtk_widget_set_visible (GTK_WIDGET (self->walkover_button), TRUE);
}

/* The sides' names, and the match's title made of them: "Anna v Bert". */
static void
read_sides (HammerScoreDialog *self,
            HammerEventMatch  *match)
{
  g_autoptr(GString) title = g_string_new (NULL);

  self->n_sides = hammer_event_match_get_n_sides (match);
  self->names = g_new0 (char *, self->n_sides + 1);
  for (guint s = 0; s < self->n_sides; s++)
    {
      const char *name = hammer_event_match_get_side_name (match, s);

      self->names[s] = name ? g_strdup (name) : hammer_side_unnamed ((int) s);
      g_string_append_printf (title, "%s%s", s > 0 ? _(" v ") : "", self->names[s]);
    }
  self->title = g_string_free (g_steal_pointer (&title), FALSE);
}

/* Whether the match can be scored, and if not, why not in the status line. */
static void
read_state (HammerScoreDialog *self,
            HammerEventMatch  *match)
{
  HammerEventMatchState state = hammer_event_match_get_state (match);
  gboolean bye = hammer_event_match_get_bye (match);
  gboolean walkover = hammer_event_match_get_walkover (match);

  self->had_result = hammer_event_match_get_input (match) != NULL;
  self->scorable = state != HAMMER_EVENT_MATCH_PENDING && !bye && !walkover;

  if (walkover)
    gtk_label_set_label (self->status_label, _("This match is a walkover: one side withdrew."));
  else if (bye)
    gtk_label_set_label (self->status_label, _("This match is a bye: nothing to score."));
  else if (!self->scorable)
    gtk_label_set_label (self->status_label,
                         _("This match cannot be scored yet: who plays in it is decided by "
                           "the matches before it."));
}

static void
set_heading (HammerScoreDialog *self,
             HammerEventMatch  *match,
             gboolean           series)
{
  g_autofree char *heading = NULL;
  g_autofree char *number = NULL;
  g_autofree char *place = NULL;
  /* The round's name as the match list gives it: "Losers’ round 2". */
  const char *round_name = hammer_event_match_get_round_name (match);
  gint64 match_number = hammer_event_match_get_number (match);
  gint64 board = hammer_event_match_get_board (match);

  if (round_name == NULL)
    round_name = "";
  if (series)
    heading = g_strdup (_("Series"));
  else if (board > 0)
    {
      /* TRANSLATORS: the dialog's title: the match's number in the event,
       * its round's name and board, "Match 5 · Semi-final · Board 2". */
      heading = g_strdup_printf (_("Match %" PRId64 " · %s · Board %" PRId64),
                                 match_number, round_name, board);
      /* TRANSLATORS: under the match's number in a narrow window, its
       * round and board: "Semi-final · Board 2". */
      place = g_strdup_printf (_("%s · Board %" PRId64), round_name, board);
    }
  else
    /* TRANSLATORS: the dialog's title: "Match 5 · Semi-final". */
    heading = g_strdup_printf (_("Match %" PRId64 " · %s"), match_number, round_name);
  adw_window_title_set_title (self->window_title, heading);
  adw_window_title_set_subtitle (self->window_title, self->title);
  gtk_window_set_title (GTK_WINDOW (self), self->title);

  /* Narrow, the names are not cut in the title: it gives the match and its
   * round, and the sides' headings under it name them whole. */
  if (!series)
    number = g_strdup_printf (_("Match %" PRId64), match_number);
  adw_window_title_set_title (self->narrow_title, series ? heading : number);
  adw_window_title_set_subtitle (self->narrow_title,
                                 series ? "" : place != NULL ? place : round_name);
  adw_window_title_set_title (self->narrowest_title, series ? heading : number);
  adw_window_title_set_subtitle (self->narrowest_title, series ? "" : round_name);
}

/* The sheet to type into: the stored result, if any, to correct. It is
 * the rules' input JSON ({"games": […]}), which the form reads back. */
static void
start_sheet (HammerScoreDialog   *self,
             const HammerRules   *rules,
             const HammerOptions *options,
             HammerEventMatch    *match)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(HammerResultInput) result = NULL;
  HammerOptions match_options = *options;

  /* The form checks every end as the store will: with the sides' handicaps,
   * and the games of a knockout match (a sjoelbak final of 3). */
  for (guint s = 0; s < G_N_ELEMENTS (match_options.handicaps); s++)
    match_options.handicaps[s] = hammer_event_match_get_handicap (match, s);
  hammer_options_for_match_games (&match_options, hammer_event_match_get_games (match));
  self->sheet = hammer_score_form_new (rules, &match_options, self->n_sides);
  hammer_score_form_set_names (self->sheet, (const char * const *) self->names);
  if (self->had_result)
    result = hammer_result_input_new_from_text (hammer_event_match_get_input (match), NULL);
  if (self->had_result &&
      (result == NULL || !hammer_score_form_load_result (self->sheet, result, &error)))
    g_warning ("The stored result of match %" G_GINT64_FORMAT " does not read back: %s",
               self->match_id, error != NULL ? error->message : "not JSON");

  if (is_sjoelbak (self))
    {
      gtk_widget_set_visible (self->mode_box, TRUE);
      gtk_toggle_button_set_active (hammer_score_form_get_counts (self->sheet)
                                    ? self->counts_toggle : self->totals_toggle, TRUE);
      gtk_label_set_label (self->hint_label,
                           _("A total moves on by itself once no further digit could make it "
                             "right, and a count after one digit; for a count of 10 or more, "
                             "press Backspace to go back and add the second digit."));
    }
  else
    {
      gtk_label_set_label (self->hint_label,
                           _("Enter or Tab moves to the next cell; a blank cell counts 0. "
                             "● marks who has the hammer. A penalty follows a minus: 18-5 is "
                             "18 with 5 off. Clear an end to take it out."));
    }
}

static gboolean
load (HammerScoreDialog *self,
      GError           **error)
{
  g_autoptr(HammerEvent) event = NULL;
  g_autoptr(HammerEventMatches) matches = NULL;
  g_autoptr(GError) violation = NULL;
  const HammerRules *rules;
  HammerEventMatch *match;
  gboolean series;

  if (!(event = hammer_events_get_event (self->store, self->event_id, error)) ||
      !(matches = hammer_event_matches_new (self->store, self->event_id, error)))
    return FALSE;
  if (!(match = hammer_event_matches_lookup (matches, self->match_id)))
    {
      g_set_error (error, HAMMER_ERROR, HAMMER_ERROR_NOT_FOUND,
                   _("“%s” has no match %" PRId64),
                   hammer_event_get_name (event) ? hammer_event_get_name (event) : "",
                   self->match_id);
      return FALSE;
    }

  if (!(rules = hammer_rules_lookup (hammer_event_get_rules_id (event), &violation)))
    {
      g_set_error_literal (error, HAMMER_ERROR, HAMMER_ERROR_CORRUPT, violation->message);
      return FALSE;
    }

  read_sides (self, match);
  series = hammer_format_get_info (hammer_event_get_format (event))->own_cards;
  read_state (self, match);
  set_heading (self, match, series);
  start_sheet (self, rules, hammer_event_get_options (event), match);
  build_first_choice (self);
  build_scoreboard (self);
  build_match_menu (self, hammer_event_match_get_state (match), series);
  return TRUE;
}

/* Class */

static void
hammer_score_dialog_dispose (GObject *object)
{
  HammerScoreDialog *self = (HammerScoreDialog *) object;

  if (self->focus_tick != 0)
    gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->focus_tick);
  self->focus_tick = 0;
  /* A save still queued is not made; its callback does not touch us. */
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  gtk_widget_dispose_template (GTK_WIDGET (self), HAMMER_TYPE_SCORE_DIALOG);
  g_clear_object (&self->store);
  g_clear_object (&self->sheet);
  g_clear_handle_id (&self->drop_toast_leave, g_source_remove);
  g_clear_object (&self->drop_toast);

  G_OBJECT_CLASS (hammer_score_dialog_parent_class)->dispose (object);
}

static void
hammer_score_dialog_finalize (GObject *object)
{
  HammerScoreDialog *self = (HammerScoreDialog *) object;

  g_clear_pointer (&self->side_values, g_ptr_array_unref);
  g_clear_pointer (&self->side_details, g_ptr_array_unref);
  g_clear_pointer (&self->names, g_strfreev);
  g_clear_pointer (&self->title, g_free);
  g_clear_pointer (&self->board_changes, g_ptr_array_unref);

  G_OBJECT_CLASS (hammer_score_dialog_parent_class)->finalize (object);
}

static void
hammer_score_dialog_class_init (HammerScoreDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = hammer_score_dialog_dispose;
  object_class->finalize = hammer_score_dialog_finalize;

  g_type_ensure (HAMMER_TYPE_SCORE_GRID);

  gtk_widget_class_set_template_from_resource (
    widget_class, "/io/github/hammertourney/Hammer/ui/score/hammer-score-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, window_title);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, narrow_title);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, narrowest_title);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, save_button);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, spinner);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, walkover_button);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, scoreboard);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, scrolled);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, first_box);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, first_dropdown);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, mode_box);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, totals_toggle);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, counts_toggle);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, sections_box);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, hint_label);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, error_label);
  gtk_widget_class_bind_template_child (widget_class, HammerScoreDialog, status_label);
  gtk_widget_class_bind_template_callback (widget_class, mode_toggled_cb);
  gtk_widget_class_bind_template_callback (widget_class, first_selected_cb);

  gtk_widget_class_bind_template_callback (widget_class, grid_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, grid_done_cb);

  _hammer_score_dialog_class_actions_init (klass);
}

static void
hammer_score_dialog_init (HammerScoreDialog *self)
{
  g_autoptr(GtkWidget) content = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));

  /* Toasts over the whole dialog: which games a correction took out. */
  content = g_object_ref (adw_window_get_content (ADW_WINDOW (self)));
  adw_window_set_content (ADW_WINDOW (self), NULL);
  self->toast_overlay = ADW_TOAST_OVERLAY (adw_toast_overlay_new ());
  adw_toast_overlay_set_child (self->toast_overlay, content);
  adw_window_set_content (ADW_WINDOW (self), GTK_WIDGET (self->toast_overlay));
  g_signal_connect_swapped (self->sections_box, "dropped", G_CALLBACK (grid_dropped_cb), self);

  self->side_values = g_ptr_array_new ();
  self->side_details = g_ptr_array_new ();
  self->cancellable = g_cancellable_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.save", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.revert", FALSE);
  g_signal_connect_swapped (self, "notify::focus-widget", G_CALLBACK (focus_changed_cb), self);
}

GtkWidget *
hammer_score_dialog_new (GtkWindow   *parent,
                         HammerStore *store,
                         gint64       event_id,
                         gint64       match_id)
{
  HammerScoreDialog *self;
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (HAMMER_IS_STORE (store), NULL);

  self = g_object_new (HAMMER_TYPE_SCORE_DIALOG, "transient-for", parent, NULL);
  self->store = g_object_ref (store);
  self->event_id = event_id;
  self->match_id = match_id;

  if (!load (self, &error))
    {
      /* Nothing to score: the dialog says why and offers only Cancel. */
      adw_window_title_set_title (self->window_title, _("Score"));
      adw_window_title_set_title (self->narrow_title, _("Score"));
      adw_window_title_set_title (self->narrowest_title, _("Score"));
      gtk_label_set_label (self->status_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->status_label), TRUE);
      gtk_widget_action_set_enabled (GTK_WIDGET (self), "score.save", FALSE);
      return GTK_WIDGET (self);
    }

  hammer_score_grid_set_sheet (self->sections_box, self->sheet,
                               (const char * const *) self->names);
  if (!self->scorable)
    {
      /* A bye, a walkover or a match still waiting for its sides: the
       * status line says which, and there is no sheet to fill in. */
      gtk_widget_set_visible (GTK_WIDGET (self->sections_box), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->scoreboard), FALSE);
      gtk_widget_set_visible (self->mode_box, FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->status_label), FALSE);
      gtk_label_set_label (self->hint_label, gtk_label_get_label (self->status_label));
      gtk_label_set_xalign (self->hint_label, 0.5);
      gtk_label_set_justify (self->hint_label, GTK_JUSTIFY_CENTER);
      gtk_widget_set_margin_top (GTK_WIDGET (self->hint_label), 48);
      gtk_widget_remove_css_class (GTK_WIDGET (self->hint_label), "dim-label");
      gtk_widget_remove_css_class (GTK_WIDGET (self->hint_label), "caption");
      gtk_widget_add_css_class (GTK_WIDGET (self->hint_label), "title-4");
      return GTK_WIDGET (self);
    }
  if (hammer_score_form_has_clock (self->sheet))
    {
      self->clock = hammer_score_clock_new (self->sheet, self->sections_box);
      gtk_box_insert_child_after (GTK_BOX (gtk_widget_get_parent (self->first_box)), self->clock,
                                  self->first_box);
    }
  hammer_score_grid_focus_open_cell (self->sections_box);
  /* A finished match opens for correction at its first cell. */
  if (self->had_result && gtk_window_get_focus (GTK_WINDOW (self)) == self->save_button)
    hammer_score_grid_focus_cell (self->sections_box, 0, 0, 0);
  return GTK_WIDGET (self);
}
