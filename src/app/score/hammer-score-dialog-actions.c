/* hammer-score-dialog-actions.c — what the score dialog does: save, undo, walkover, revert,
 * print, close
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>

#include "events/hammer-event-matches.h"
#include "events/hammer-events.h"
#include "hammer-print-dialog.h"
#include "hammer-score-clock.h"
#include "hammer-score-dialog-private.h"
#include "hammer-window.h"

/* Asks over the dialog, with @cancel_label and one destructive @response
 * (@response_label) to choose from, Cancel the default; @callback gets the
 * response with @data kept on the message dialog as "score-data". */
static void
ask (HammerScoreDialog *self,
     const char        *heading,
     const char        *body,
     const char        *cancel_label,
     const char        *response,
     const char        *response_label,
     GCallback          callback,
     gpointer           data)
{
  AdwMessageDialog *dialog =
    ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self), heading, body));

  adw_message_dialog_add_responses (dialog, "cancel", cancel_label,
                                    response, response_label, NULL);
  adw_message_dialog_set_response_appearance (dialog, response, ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data (G_OBJECT (dialog), "score-data", data);
  g_signal_connect_object (dialog, "response", callback, self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
destroy_cb (gpointer data)
{
  gtk_window_destroy (GTK_WINDOW (data));
  return G_SOURCE_REMOVE;
}

/* Closes the dialog once a message dialog over it has finished its
 * response: destroying its parent inside the response would pull the
 * window out from under it. */
static void
close_later (HammerScoreDialog *self)
{
  self->confirmed_close = TRUE;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  g_idle_add_full (G_PRIORITY_DEFAULT, destroy_cb, g_object_ref (self), g_object_unref);
}

/* Tells the main window what was saved, with undo, and closes. */
static void
report_and_close (HammerScoreDialog *self,
                  const char        *message,
                  gint64             change_id)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (GTK_WIDGET (parent)) : NULL;

  if (root != NULL && HAMMER_IS_WINDOW (root))
    hammer_window_report_change (HAMMER_WINDOW (root), message, change_id);
  close_later (self);
}

static void
show_problem (HammerScoreDialog *self,
              const char        *message)
{
  gtk_label_set_label (self->error_label, message);
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
}

/* Saving */

/* What a correction that restarted matches under way did to them, for the
 * toast: "Result corrected; Match 9 starts over on Board 1". */
static char *
describe_restarts (GPtrArray *changes,
                   gboolean   under_way)
{
  guint n = changes->len;
  HammerBoardChange *change;
  const char *label, *board;

  if (n != 1)
    /* TRANSLATORS: a toast after a correction that changed the players of
     * matches on boards or with ends typed. */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "Result corrected; %u match under way starts over or "
                                         "stops",
                                         "Result corrected; %u matches under way start over or "
                                         "stop", n), n);

  change = g_ptr_array_index (changes, 0);
  label = hammer_board_change_get_label (change);
  board = hammer_board_change_get_board_name (change);

  if (!hammer_board_change_new_names_known (change))
    /* TRANSLATORS: a toast: the match ("Match 9") is not played now, or
     * not until its players are known. */
    return g_strdup_printf (_("Result corrected; %s stops"), label);
  if (board != NULL && !under_way)
    /* TRANSLATORS: a toast: the match ("Match 9"), not called yet, and its board. */
    return g_strdup_printf (_("Result corrected; %s waits on %s with other players"), label,
                            board);
  if (board != NULL)
    /* TRANSLATORS: a toast: the match ("Match 9") and its board ("Board 1"). */
    return g_strdup_printf (_("Result corrected; %s starts over on %s"), label, board);
  /* TRANSLATORS: a toast: the match ("Match 9") had ends typed, which are dropped. */
  return g_strdup_printf (_("Result corrected; %s starts over"), label);
}

/* "Anna 3 – Bert 2": each side's name and @values. */
static char *
sides_with (HammerScoreDialog *self,
            const int         *values)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint s = 0; s < self->n_sides; s++)
    {
      if (s > 0)
        g_string_append (text, _(" – "));
      /* TRANSLATORS: a side and its score, "Anna 3", in "Anna 3 – Bert 2". */
      g_string_append_printf (text, _("%s %d"), self->names[s], values[s]);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* The toast of a match saved while still under way: the score said in
 * points of the game being played, where "2–1" would read as games won. */
static char *
describe_under_way (HammerScoreDialog *self,
                    const HammerMatch *match)
{
  guint n_games = hammer_match_get_n_games (match);
  g_autofree char *sides = NULL;

  if (n_games == 0)
    /* TRANSLATORS: a toast; %s is the match, "Anna v Bert". */
    return g_strdup_printf (_("Score saved: %s, not started"), self->title);
  if (hammer_score_form_get_rules (self->sheet)->match_kind == HAMMER_MATCH_TOTAL_OF_GAMES)
    {
      sides = sides_with (self, hammer_match_get_totals (match));
      /* TRANSLATORS: a toast; %s are the sides with their totals so far,
       * "Anna 120 – Bert 98", and %u the game being played. */
      return g_strdup_printf (_("Score saved: %s in total, game %u under way"), sides, n_games);
    }
  if (hammer_match_get_game_state (match, n_games - 1) == HAMMER_STATE_FINISHED)
    {
      sides = sides_with (self, hammer_match_get_games_won (match));
      /* TRANSLATORS: a toast; %s are the sides with the games each won,
       * "Anna 1 – Bert 0", between two games of a match. */
      return g_strdup_printf (_("Score saved: games won %s, under way"), sides);
    }
  sides = sides_with (self, hammer_match_get_game_totals (match, n_games - 1));
  /* TRANSLATORS: a toast; %s are the sides with their points in the game
   * being played, "Anna 3 – Bert 2", and %u that game. */
  return g_strdup_printf (_("Score saved: %s in game %u, under way"), sides, n_games);
}

/* "; Match 11 called to Board 1" for the matches the saved result put on
 * the boards it freed, so that no board gets its next match unsaid. */
static void
append_called (HammerScoreDialog *self,
               GString           *message,
               gint64             change_id)
{
  g_autoptr(GArray) called = change_id > 0
                             ? hammer_store_list_called_matches (self->store, change_id, NULL)
                             : NULL;

  for (guint i = 0; called != NULL && i < called->len; i++)
    {
      HammerCalledMatch *match = &g_array_index (called, HammerCalledMatch, i);

      g_string_append (message, _("; "));
      /* TRANSLATORS: in a toast after a result: the next match on a board,
       * "Match 11 called to Board 1". */
      g_string_append_printf (message, _("Match %u called to %s"), match->number, match->board);
    }
}

/* Says what the save of @change_id did (0: it changed nothing), and
 * closes. */
static void
finish_saved (HammerScoreDialog *self,
              HammerResultFlags  flags,
              gint64             change_id)
{
  const HammerMatch *match = hammer_score_form_get_match (self->sheet);
  GPtrArray *changes = self->board_changes;
  g_autoptr(GString) score = g_string_new (NULL);
  g_autoptr(GString) message = g_string_new (NULL);
  g_autofree char *words = NULL;
  const int *values = hammer_score_form_get_rules (self->sheet)->match_kind ==
                      HAMMER_MATCH_TOTAL_OF_GAMES
                      ? hammer_match_get_totals (match)
                      : hammer_match_get_games_won (match);

  for (guint s = 0; s < self->n_sides; s++)
    g_string_append_printf (score, "%s%d", s > 0 ? "–" : "", values[s]);
  /* A correction that restarted matches says what became of them. */
  if ((flags & HAMMER_RESULT_RESTART_BOARDS) && changes != NULL && changes->len > 0)
    g_string_assign (message, (words = describe_restarts (changes, self->changes_under_way)));
  else if (hammer_match_get_state (match) != HAMMER_STATE_FINISHED)
    g_string_assign (message, (words = describe_under_way (self, match)));
  else
    /* TRANSLATORS: a toast; %s are the match ("Anna v Bert") and the score ("2–1"). */
    g_string_printf (message, _("Result saved: %s, %s"), self->title, score->str);
  append_called (self, message, change_id);
  report_and_close (self, message->str, change_id);
}

static void save_with (HammerScoreDialog *self,
                       HammerResultFlags  flags);

/* The director agreed to what the correction changes beyond this match. */
static void
save_response_cb (AdwMessageDialog  *dialog,
                  const char        *response,
                  HammerScoreDialog *self)
{
  HammerResultFlags flags = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog),
                                                                 "score-data"));

  if (g_str_equal (response, "reset"))
    save_with (self, flags | HAMMER_RESULT_RESET_DEPENDENTS);
  else if (g_str_equal (response, "restart"))
    save_with (self, flags | HAMMER_RESULT_RESTART_BOARDS);
}

/* A correction that gives a match on a board or under way other players
 * is saved only once the director has read which and agreed that it starts
 * over: the store refused it and said which, in @changes. Whether it
 * asked. */
static gboolean
ask_restart (HammerScoreDialog *self,
             HammerResultFlags  flags,
             GPtrArray         *changes)
{
  g_autoptr(GString) body = g_string_new (NULL);
  g_autoptr(HammerEventMatches) matches = NULL;
  guint n;

  if (!self->had_result || (flags & HAMMER_RESULT_RESTART_BOARDS))
    return FALSE;
  n = changes != NULL ? changes->len : 0;
  if (n == 0)
    return FALSE;
  /* Kept for the toast once the director agrees. */
  g_clear_pointer (&self->board_changes, g_ptr_array_unref);
  self->board_changes = g_ptr_array_ref (changes);

  /* Unread, the matches count as under way: the stronger question. */
  matches = hammer_event_matches_new (self->store, self->event_id, NULL);
  self->changes_under_way = matches == NULL;
  for (guint k = 0; k < n; k++)
    {
      HammerBoardChange *change = g_ptr_array_index (changes, k);
      HammerEventMatch *match = matches != NULL
                                ? hammer_event_matches_lookup (
                                    matches, hammer_board_change_get_match (change))
                                : NULL;

      if (match == NULL || hammer_event_match_get_called_at (match) != NULL ||
          hammer_event_match_get_state (match) == HAMMER_EVENT_MATCH_IN_PROGRESS)
        self->changes_under_way = TRUE;
      g_string_append_printf (body, "%s%s", k > 0 ? "\n\n" : "",
                              hammer_board_change_get_description (change));
    }
  if (self->changes_under_way)
    ask (self,
         g_dngettext (GETTEXT_PACKAGE, "Restart a Match Under Way?",
                      "Restart Matches Under Way?", n),
         body->str, _("_Cancel"), "restart", _("_Restart and Save"),
         G_CALLBACK (save_response_cb), GUINT_TO_POINTER (flags));
  else
    /* Matches only put on their boards, never called: nothing restarts. */
    ask (self,
         g_dngettext (GETTEXT_PACKAGE, "Change Who Plays a Waiting Match?",
                      "Change Who Plays Waiting Matches?", n),
         body->str, _("_Cancel"), "restart", _("_Change and Save"),
         G_CALLBACK (save_response_cb), GUINT_TO_POINTER (flags));
  return TRUE;
}

/* "Match 7 (Round 2): Anna v Carl" for the match @id of @matches, or NULL. */
static char *
describe_match (HammerEventMatches *matches,
                gint64              id)
{
  HammerEventMatch *match = matches != NULL ? hammer_event_matches_lookup (matches, id) : NULL;
  g_autoptr(GString) sides = g_string_new (NULL);
  const char *round_name;

  if (match == NULL)
    return NULL;
  for (guint s = 0; s < hammer_event_match_get_n_sides (match); s++)
    {
      const char *name = hammer_event_match_get_side_name (match, s);

      g_string_append_printf (sides, "%s%s", s > 0 ? _(" v ") : "", name ? name : "—");
    }
  round_name = hammer_event_match_get_round_name (match);
  if (round_name == NULL || *round_name == '\0')
    /* TRANSLATORS: one match in a list: its number and the sides, "Match 7: Anna v Carl". */
    return g_strdup_printf (_("Match %u: %s"), hammer_event_match_get_number (match),
                            sides->str);
  /* TRANSLATORS: one match in a list: its number, its round's name and the
   * sides, "Match 7 (Semi-final): Anna v Carl". */
  return g_strdup_printf (_("Match %u (%s): %s"), hammer_event_match_get_number (match),
                          round_name, sides->str);
}

/* A line for each match whose result a correction resets. */
static char *
describe_matches (HammerScoreDialog *self,
                  GArray            *ids)
{
  /* Unread, the lines name the matches by number only: the question stands. */
  g_autoptr(HammerEventMatches) matches = hammer_event_matches_new (self->store, self->event_id,
                                                                    NULL);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < ids->len; i++)
    {
      g_autofree char *line = describe_match (matches, g_array_index (ids, gint64, i));

      if (line != NULL)
        g_string_append_printf (text, "%s• %s", text->len > 0 ? "\n" : "", line);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* A correction the store refused because later matches have results:
 * whether it asked to reset them. */
static gboolean
ask_reset (HammerScoreDialog *self,
           HammerResultFlags  flags,
           const GError      *error)
{
  g_autoptr(GArray) dependents = NULL;
  g_autofree char *list = NULL;
  g_autofree char *body = NULL;

  if (self->had_result && !(flags & HAMMER_RESULT_RESET_DEPENDENTS) &&
      g_error_matches (error, HAMMER_ERROR, HAMMER_ERROR_INVALID))
    /* Unread, there is no question to ask: the refusal itself is shown. */
    dependents = hammer_events_list_dependent_results (self->store, self->event_id,
                                                       self->match_id, NULL);
  if (dependents == NULL || dependents->len == 0)
    return FALSE;

  list = describe_matches (self, dependents);
  body = g_strdup_printf (
    g_dngettext (GETTEXT_PACKAGE,
                 "Who plays in this match depends on this result, and it has a result "
                 "already:\n%s\nSaving the correction resets it; it has to be entered "
                 "again.",
                 "Who plays in these matches depends on this result, and they have "
                 "results already:\n%s\nSaving the correction resets them; they have to "
                 "be entered again.", dependents->len),
    list);
  ask (self, _("Later Matches Have Results"), body, _("_Cancel"),
       "reset", _("_Reset Those Matches and Save"),
       G_CALLBACK (save_response_cb), GUINT_TO_POINTER (flags));
  return TRUE;
}

typedef struct
{
  HammerScoreDialog *dialog;
  HammerResultFlags flags;
} Save;

/* The store has the result, or says why not: a correction may need the
 * director's word on what it changes beyond this match (matches under way
 * it restarts, results it resets), then it is saved again. */
static void
saved_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      data)
{
  g_autofree Save *save = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) changes = NULL;
  HammerScoreDialog *self;
  gint64 change_id = 0;
  gboolean stored;

  stored = hammer_events_record_input_finish (HAMMER_STORE (source), result, &changes,
                                              &change_id, &error);
  /* The dialog is gone. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = save->dialog;
  _hammer_score_dialog_set_saving (self, FALSE);
  if (!stored)
    {
      if (!ask_restart (self, save->flags, changes) && !ask_reset (self, save->flags, error))
        show_problem (self, error->message);
      return;
    }
  if (save->flags & HAMMER_RESULT_RESTART_BOARDS)
    {
      g_clear_pointer (&self->board_changes, g_ptr_array_unref);
      self->board_changes = g_steal_pointer (&changes);
    }
  finish_saved (self, save->flags, change_id);
}

/* Saves with @flags on the store's writer: the window goes on meanwhile,
 * and the dialog stays, busy, until the result is stored. */
static void
save_with (HammerScoreDialog *self,
           HammerResultFlags  flags)
{
  g_autoptr(HammerResultInput) input = NULL;
  Save *save;

  if (self->saving || self->sheet == NULL)
    return;
  /* A correction that decided the match without Enter on its row: the games
   * after it go now, as Enter would have taken them out. */
  if (hammer_score_form_drop_after_decided (self->sheet) > 0)
    _hammer_score_dialog_show_sheet (self);
  input = hammer_score_form_to_input (self->sheet);
  save = g_new0 (Save, 1);
  save->dialog = self;
  save->flags = flags;
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  _hammer_score_dialog_set_saving (self, TRUE);
  hammer_events_record_input_async (self->store, self->event_id, self->match_id, input, flags,
                                    self->cancellable, saved_cb, save);
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  save_with (HAMMER_SCORE_DIALOG (widget), 0);
}

/* Walkover */

static void
withdrawn_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(HammerScoreDialog) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  gint64 change_id = 0;
  int side = self->withdrawing;

  if (!hammer_events_change_entrant_finish (HAMMER_STORE (source), result, &change_id, &error) &&
      g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  _hammer_score_dialog_set_saving (self, FALSE);
  if (error != NULL)
    {
      show_problem (self, error->message);
      return;
    }
  /* TRANSLATORS: a toast; %s is an entrant's name. */
  message = g_strdup_printf (_("%s withdrew: walkover"), self->names[side]);
  report_and_close (self, message, change_id);
}

static void
walkover_response_cb (AdwMessageDialog  *dialog,
                      const char        *response,
                      HammerScoreDialog *self)
{
  g_autoptr(HammerEventMatches) matches = NULL;
  g_autoptr(GError) error = NULL;
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "score-data"));
  HammerEventMatch *match;
  gint64 entrant = 0;

  if (!g_str_equal (response, "withdraw") || self->saving)
    return;

  matches = hammer_event_matches_new (self->store, self->event_id, &error);
  match = matches != NULL ? hammer_event_matches_lookup (matches, self->match_id) : NULL;
  if (match != NULL && side >= 0 && (guint) side < hammer_event_match_get_n_sides (match))
    entrant = hammer_event_match_get_entrant (match, (guint) side);
  if (matches == NULL || entrant == 0)
    {
      show_problem (self, error ? error->message : _("The match has changed; open it again."));
      return;
    }
  self->withdrawing = side;
  _hammer_score_dialog_set_saving (self, TRUE);
  hammer_events_change_entrant_async (self->store, self->event_id, entrant,
                                      HAMMER_ENTRANT_CHANGE_WITHDRAW, 0, self->cancellable,
                                      withdrawn_cb, g_object_ref (self));
}

static void
walkover_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);
  int side = g_variant_get_int32 (parameter);
  g_autofree char *heading = NULL;
  g_autofree char *body = NULL;

  if (side < 0 || (guint) side >= self->n_sides)
    return;

  /* TRANSLATORS: %s is an entrant's name. */
  heading = g_strdup_printf (_("Withdraw %s?"), self->names[side]);
  body = g_strdup_printf (_("%s leaves the event: this match and every later match of theirs "
                            "are walkovers for the other side."), self->names[side]);
  ask (self, heading, body, _("_Cancel"), "withdraw", _("_Withdraw"),
       G_CALLBACK (walkover_response_cb), GINT_TO_POINTER (side));
}

/* Undo */

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);

  /* A dialog that could not load its match has no sheet. */
  if (self->sheet != NULL && hammer_score_form_undo (self->sheet))
    _hammer_score_dialog_show_sheet (self);
  else
    gtk_widget_error_bell (widget);
}

static void
redo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);

  if (self->sheet != NULL && hammer_score_form_redo (self->sheet))
    _hammer_score_dialog_show_sheet (self);
  else
    gtk_widget_error_bell (widget);
}

/* A match with a result */

static void
revert_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);

  if (self->sheet == NULL || !hammer_score_form_is_modified (self->sheet))
    return;
  hammer_score_form_revert (self->sheet);
  _hammer_score_dialog_show_sheet (self);
}

/* The score sheets, to print one again filled in or blank for a replay;
 * the print dialog opens on the current round, over this one. */
static void
print_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);

  hammer_print_dialog_present (widget, self->store, self->event_id, HAMMER_SHEET_SCORE_SHEETS,
                               FALSE);
}

/* Alt+T while an end is typed: time was called in it. */
static void
time_called_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (widget);

  if (self->clock == NULL || self->saving)
    return;
  hammer_score_clock_toggle (HAMMER_SCORE_CLOCK (self->clock));
}

/* Closing */

static void
discard_response_cb (AdwMessageDialog  *dialog,
                     const char        *response,
                     HammerScoreDialog *self)
{
  if (!g_str_equal (response, "discard"))
    return;
  close_later (self);
}

static gboolean
hammer_score_dialog_close_request (GtkWindow *window)
{
  HammerScoreDialog *self = HAMMER_SCORE_DIALOG (window);

  /* A save under way keeps the dialog until the store says how it went. */
  if (self->saving)
    {
      gtk_widget_error_bell (GTK_WIDGET (window));
      return TRUE;
    }
  if (self->confirmed_close || self->sheet == NULL ||
      !hammer_score_form_is_modified (self->sheet))
    return GTK_WINDOW_CLASS (g_type_class_peek_parent (G_OBJECT_GET_CLASS (window)))
             ->close_request (window);

  ask (self, _("Discard the Scores?"), _("What was typed in this dialog is not saved."),
       _("_Keep Editing"), "discard", _("_Discard"), G_CALLBACK (discard_response_cb), NULL);
  return TRUE;
}

void
_hammer_score_dialog_class_actions_init (HammerScoreDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  GTK_WINDOW_CLASS (klass)->close_request = hammer_score_dialog_close_request;

  gtk_widget_class_install_action (widget_class, "score.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "score.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "score.redo", NULL, redo_action);
  gtk_widget_class_install_action (widget_class, "score.walkover", "i", walkover_action);
  gtk_widget_class_install_action (widget_class, "score.revert", NULL, revert_action);
  gtk_widget_class_install_action (widget_class, "score.print", NULL, print_action);
  gtk_widget_class_install_action (widget_class, "score.time-called", NULL, time_called_action);

  /* Ctrl+S saves, and Ctrl+Enter too, as on a club night's sheet: one set
   * of keys for every sheet a result is typed on. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "score.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "score.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "score.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "score.undo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "score.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Z,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "score.redo", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, GDK_ALT_MASK,
                                       "score.time-called", NULL);
}
