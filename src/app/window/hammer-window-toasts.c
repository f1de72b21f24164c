/* hammer-window-toasts.c — the one toast that reports the window's changes
 *
 * A director enters forty players and seeds half of them in a few minutes.
 * One toast per change would queue for minutes and offer undos of changes
 * long overtaken, so the window shows one toast at a time:
 *
 * - changes of one kind made one after another count into the toast on
 *   show ("5 players entered"), and its Undo undoes all of them;
 * - a toast's Undo is offered only while its changes are still the newest
 *   ones in the database: a later change takes the button away, and a click
 *   that comes too late undoes nothing;
 * - a toast under the pointer (or with the keyboard focus) is never
 *   replaced: what comes meanwhile waits until the pointer leaves, so that a
 *   click never lands on an action the director did not read; unless its
 *   change has been undone, when its words are no longer true;
 * - Ctrl+Z undoes the window's changes wherever they were made, so the toast
 *   of an undo or redo names what it took back and where ("Undone: result
 *   of Match 7, Spring Open") and, while that is not on show, offers to show
 *   it instead of the redo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "hammer-app-utils.h"
#include "hammer-window-private.h"

struct _HammerWindowReport
{
  AdwToast *toast;
  /* The kind of a change that comes in bursts; NULL for one that stands alone. */
  HammerCountedTitle count_title;
  char *message;
  /* The changes the toast reports, oldest first; its Undo undoes them all. */
  GArray *changes;
  /* "window.redo" for the toast after an undo, else NULL. */
  const char *action_name;
  /* What an undo or redo took back, for its Show button; else NULL. */
  HammerChangeSummary *summary;
  /* Whether the button shows the summary's change (rather than redo). */
  gboolean shows;
  /* Whether its toast's button was clicked: the toast then dismisses
   * itself, and must not be dismissed a second time. */
  gboolean clicked;
};

static HammerWindowReport *
report_new (const char         *message,
            HammerCountedTitle  count_title,
            gint64              change_id)
{
  HammerWindowReport *report = g_new0 (HammerWindowReport, 1);

  report->message = g_strdup (message);
  report->count_title = count_title;
  report->changes = g_array_new (FALSE, FALSE, sizeof (gint64));
  if (change_id > 0)
    g_array_append_val (report->changes, change_id);
  return report;
}

static void
report_free (HammerWindowReport *report)
{
  if (report == NULL)
    return;
  g_clear_object (&report->toast);
  g_clear_pointer (&report->summary, hammer_change_summary_free);
  g_free (report->message);
  g_array_unref (report->changes);
  g_free (report);
}

static char *
report_title (HammerWindowReport *report)
{
  /* A toast's title is markup: a name says "&" and "<b>" as written. */
  if (report->count_title != NULL && report->changes->len > 1)
    return report->count_title (report->changes->len);
  return hammer_markup_escape (report->message);
}

static gint64
report_newest_change (HammerWindowReport *report)
{
  if (report->changes->len == 0)
    return 0;
  return g_array_index (report->changes, gint64, report->changes->len - 1);
}

/* Whether @report's changes are the newest this window made. */
static gboolean
report_is_newest_here (HammerWindow       *self,
                       HammerWindowReport *report)
{
  gint64 newest = report_newest_change (report);

  return newest > 0 && self->session_changes->len > 0 &&
         g_array_index (self->session_changes, gint64, self->session_changes->len - 1) == newest;
}

/* Whether @report's changes are still the newest of this window and no
 * change of the desk's came after them in the database, which is what its
 * Undo may undo. (A board's result the desk recorded is a change of the
 * board's, newer than the desk's own newest.) */
static gboolean
report_is_latest (HammerWindow       *self,
                  HammerWindowReport *report)
{
  return report_is_newest_here (self, report) &&
         hammer_store_get_last_change (self->store) <= report_newest_change (report);
}

/* Whether one of @report's changes has been undone since: its words no
 * longer hold. */
static gboolean
report_is_undone (HammerWindow       *self,
                  HammerWindowReport *report)
{
  for (guint i = 0; i < report->changes->len; i++)
    {
      gint64 change = g_array_index (report->changes, gint64, i);
      gboolean kept = FALSE;

      for (guint k = 0; k < self->session_changes->len && !kept; k++)
        kept = g_array_index (self->session_changes, gint64, k) == change;
      if (!kept)
        return TRUE;
    }
  return FALSE;
}

/* Whether @widget is a toast on show or inside one. */
static gboolean
in_toast (GtkWidget *widget,
          GtkWidget *overlay)
{
  for (; widget != NULL && widget != overlay; widget = gtk_widget_get_parent (widget))
    if (g_strcmp0 (gtk_widget_get_css_name (widget), "toast") == 0)
      return TRUE;
  return FALSE;
}

static gboolean
toast_is_held (HammerWindow *self)
{
  GtkWidget *overlay = GTK_WIDGET (self->toast_overlay);
  GtkWidget *focus;

  /* A toast whose change was undone gives way at once, pointer or not. */
  if (self->shown != NULL && report_is_undone (self, self->shown))
    return FALSE;
  if (self->toast_held_for_tests)
    return TRUE;
  if (self->shown == NULL)
    return FALSE;
  if (self->pointer_in &&
      in_toast (gtk_widget_pick (overlay, self->pointer_x, self->pointer_y, GTK_PICK_DEFAULT),
                overlay))
    return TRUE;
  focus = gtk_root_get_focus (GTK_ROOT (self));
  return focus != NULL && gtk_widget_is_ancestor (focus, overlay) && in_toast (focus, overlay);
}

/* Offers the Undo on the toast on show while its changes are the newest,
 * and takes it away once they are not; the toast itself stays, since it
 * may be under the pointer. */
static void
update_undo (HammerWindow *self)
{
  gboolean latest;

  /* A redo that a new change has ended is offered no more. */
  if (self->shown != NULL && self->shown->action_name != NULL && !self->shown->shows &&
      self->redo_changes->len == 0)
    adw_toast_set_button_label (self->shown->toast, NULL);
  if (self->shown == NULL || self->shown->changes->len == 0)
    return;
  latest = report_is_latest (self, self->shown);
  if (latest && adw_toast_get_button_label (self->shown->toast) == NULL)
    adw_toast_set_button_label (self->shown->toast, _("_Undo"));
  else if (!latest)
    adw_toast_set_button_label (self->shown->toast, NULL);
}

static void show_report (HammerWindow       *self,
                         HammerWindowReport *report);

static void
show_waiting (HammerWindow *self)
{
  if (self->waiting != NULL && !toast_is_held (self))
    show_report (self, g_steal_pointer (&self->waiting));
}

static void
toast_dismissed_cb (AdwToast     *toast,
                    HammerWindow *self)
{
  if (self->shown == NULL || self->shown->toast != toast)
    return;
  g_clear_pointer (&self->shown, report_free);
  g_clear_handle_id (&self->toast_timeout, g_source_remove);
  /* Nothing is under the pointer once the toast is gone. */
  show_waiting (self);
}

/* Whether the page on show is where @summary's change was made, or there
 * is nowhere to go (an event whose creation was undone). */
static gboolean
summary_is_shown (HammerWindow        *self,
                  HammerChangeSummary *summary)
{
  const char *page = gtk_stack_get_visible_child_name (self->content_stack);
  GtkWidget *child = gtk_stack_get_visible_child (self->content_stack);

  if ((summary->event_id > 0 || summary->season_id > 0 || summary->league_id > 0) &&
      summary->place == NULL)
    return TRUE;
  if (summary->event_id > 0)
    return g_strcmp0 (page, "event") == 0 &&
           hammer_event_page_get_event_id (self->event_page) == summary->event_id &&
           (summary->subject.table != HAMMER_TABLE_MATCHES ||
            g_strcmp0 (hammer_event_page_get_view (self->event_page), "matches") == 0);
  if (summary->season_id > 0 || summary->league_id > 0)
    return HAMMER_IS_COMPETITION_PAGE (child) &&
           g_strcmp0 (page, summary->league_id > 0 ? "league" : "season") == 0 &&
           hammer_competition_page_get_id (HAMMER_COMPETITION_PAGE (child)) ==
           MAX (summary->season_id, summary->league_id);
  if (summary->subject.table == HAMMER_TABLE_PLAYERS)
    return g_strcmp0 (page, "players") == 0;
  if (summary->subject.table == HAMMER_TABLE_CLUBS)
    return g_strcmp0 (page, "clubs") == 0;
  /* Nowhere to go. */
  return TRUE;
}

/* Goes to where @summary's change was made: the event's matches for a
 * match (that one selected and in view), its entrants or boards, the
 * season, league, players or clubs. */
static void
show_summary (HammerWindow        *self,
              HammerChangeSummary *summary)
{
  if (summary->event_id > 0)
    {
      switch (summary->subject.table)
        {
        case HAMMER_TABLE_MATCHES:
          hammer_window_show_event_view (self, summary->event_id, "matches");
          if (summary->subject.id > 0)
            hammer_event_page_show_match (self->event_page, summary->subject.id);
          break;
        case HAMMER_TABLE_ENTRANTS:
        case HAMMER_TABLE_ENTRANT_PLAYERS:
          hammer_window_show_event_view (self, summary->event_id, "entrants");
          break;
        case HAMMER_TABLE_BOARDS:
          hammer_window_show_event_view (self, summary->event_id, "boards");
          break;
        default:
          hammer_window_show_event (self, summary->event_id);
          break;
        }
    }
  else if (summary->season_id > 0 || summary->league_id > 0)
    hammer_window_show_season (self, summary->league_id > 0,
                               MAX (summary->season_id, summary->league_id));
  else if (summary->subject.table == HAMMER_TABLE_PLAYERS)
    hammer_window_show_page (self, "players");
  else if (summary->subject.table == HAMMER_TABLE_CLUBS)
    hammer_window_show_page (self, "clubs");
}

/* The button of the toast on show: Undo for a change, Redo after an undo.
 * (Not the toast's own action: that would run before the toast knows it was
 * clicked.) */
static void
button_clicked_cb (AdwToast     *toast,
                   HammerWindow *self)
{
  HammerWindowReport *report = self->shown;
  g_autoptr(GArray) changes = NULL;
  g_autofree char *title = NULL;

  if (report == NULL || report->toast != toast)
    return;
  report->clicked = TRUE;
  if (report->shows)
    {
      show_summary (self, report->summary);
      return;
    }
  if (report->action_name != NULL)
    {
      gtk_widget_activate_action (GTK_WIDGET (self), report->action_name, NULL);
      return;
    }
  /* A click on a toast that is no longer the newest change undoes nothing:
   * the button was already on its way out, and the toast waiting for the
   * pointer to leave says what came since. */
  if (!report_is_latest (self, report))
    return;
  changes = g_array_ref (report->changes);
  title = changes->len > 1 ? report_title (report) : NULL;
  _hammer_window_undo_changes (self, (const gint64 *) changes->data, changes->len, title);
}

/* The window times its toast itself, so that a burst keeps one toast on
 * show (each change of it restarts the time) and a toast under the pointer
 * stays until the pointer leaves. */
#define TOAST_SECONDS 5

static gboolean
toast_timeout_cb (gpointer user_data)
{
  HammerWindow *self = user_data;

  if (self->shown != NULL && toast_is_held (self))
    return G_SOURCE_CONTINUE;
  self->toast_timeout = 0;
  if (self->shown != NULL && !self->shown->clicked)
    adw_toast_dismiss (self->shown->toast);
  return G_SOURCE_REMOVE;
}

static void
restart_timeout (HammerWindow *self)
{
  g_clear_handle_id (&self->toast_timeout, g_source_remove);
  self->toast_timeout = g_timeout_add_seconds (self->toast_seconds, toast_timeout_cb, self);
}

/* Shows @report. The toast on show takes its words: dismissing a toast and
 * adding another at once is what libadwaita 1.2 does not survive while
 * the first is still coming in, and one toast that changes its words is
 * what the director should see anyway. Only a toast whose button was
 * clicked, which dismisses itself, makes way for a new one. */
static void
show_report (HammerWindow       *self,
             HammerWindowReport *report)
{
  g_autofree char *title = report_title (report);
  HammerWindowReport *old = g_steal_pointer (&self->shown);
  gboolean reuse = old != NULL && !old->clicked;

  if (reuse)
    report->toast = g_steal_pointer (&old->toast);
  g_clear_pointer (&old, report_free);

  if (!reuse)
    {
      report->toast = g_object_ref_sink (adw_toast_new (title));
      adw_toast_set_timeout (report->toast, 0);
      g_signal_connect_object (report->toast, "button-clicked", G_CALLBACK (button_clicked_cb),
                               self, 0);
      g_signal_connect_object (report->toast, "dismissed", G_CALLBACK (toast_dismissed_cb),
                               self, 0);
    }
  adw_toast_set_title (report->toast, title);
  report->shows = report->summary != NULL && !summary_is_shown (self, report->summary);
  adw_toast_set_button_label (report->toast, report->shows ? _("_Show")
                                             : report->action_name != NULL ? _("_Redo") : NULL);
  self->shown = report;
  update_undo (self);
  if (!reuse)
    adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (report->toast));
  restart_timeout (self);
}

static void
report (HammerWindow        *self,
        const char          *message,
        HammerCountedTitle   count_title,
        gint64               change_id,
        const char          *action_name,
        HammerChangeSummary *summary)
{
  HammerWindowReport *last = self->waiting != NULL ? self->waiting : self->shown;
  HammerWindowReport *report;
  gboolean held = toast_is_held (self);

  /* A change of the same kind right after the last one counts into its
   * toast, unless that toast is under the pointer. (The store's newest
   * change is this one already.) */
  if (count_title != NULL && change_id > 0 && last != NULL && last->count_title == count_title &&
      report_is_newest_here (self, last) && (last == self->waiting || !held))
    {
      _hammer_window_remember_change (self, change_id);
      g_array_set_size (self->redo_changes, 0);
      g_array_append_val (last->changes, change_id);
      if (last == self->shown)
        {
          g_autofree char *title = report_title (last);

          adw_toast_set_title (last->toast, title);
          update_undo (self);
          restart_timeout (self);
        }
      return;
    }

  if (change_id > 0)
    {
      _hammer_window_remember_change (self, change_id);
      /* A new change ends what can be redone. */
      g_array_set_size (self->redo_changes, 0);
    }
  report = report_new (message, count_title, change_id);
  report->action_name = action_name;
  report->summary = summary;
  if (held)
    {
      g_clear_pointer (&self->waiting, report_free);
      self->waiting = report;
      update_undo (self);
      return;
    }
  show_report (self, report);
}

void
hammer_window_report_counted_change (HammerWindow       *self,
                                     const char         *message,
                                     HammerCountedTitle  count_title,
                                     gint64              change_id)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  report (self, message, count_title, change_id, NULL, NULL);
}

void
hammer_window_report_change (HammerWindow *self,
                             const char   *message,
                             gint64        change_id)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));
  g_return_if_fail (message != NULL);

  report (self, message, NULL, change_id, NULL, NULL);
}

/* "result of Match 7, Spring Open": what @summary's change did (or @what
 * says it did) and where. */
static char *
summary_text (HammerChangeSummary *summary,
              const char          *what)
{
  g_autofree char *words = NULL;

  if (what != NULL)
    words = g_strdup (what);
  else if (summary->result && summary->match_number > 0)
    /* TRANSLATORS: what an undo took back: "Undone: result of Match 7". */
    words = g_strdup_printf (_("result of Match %u"), summary->match_number);
  else if (summary->subject.how == HAMMER_ROW_REMOVED && summary->n_like_subject == 1 &&
           summary->subject_name != NULL &&
           (summary->subject.table == HAMMER_TABLE_PLAYERS ||
            summary->subject.table == HAMMER_TABLE_CLUBS))
    /* TRANSLATORS: what an undo took back: "Undone: deletion of Zoe Visser";
     * %s is a player or a club. */
    words = g_strdup_printf (_("deletion of %s"), summary->subject_name);
  else
    words = g_strdup (summary->description);
  /* "Draw Spring Open" says where already. */
  if (summary->place == NULL || strstr (words, summary->place) != NULL)
    return g_steal_pointer (&words);
  /* TRANSLATORS: a change and the event, season or league it was made in:
   * "result of Match 7, Spring Open". */
  return g_strdup_printf (_("%s, %s"), words, summary->place);
}

/* Says what undoing (or redoing) @change_id took back and where, offering
 * to show it; @what, when given, names it instead of the change log. */
static void
report_undo (HammerWindow *self,
             gboolean      redone,
             gint64        change_id,
             const char   *what)
{
  g_autoptr(HammerChangeSummary) summary = NULL;
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;

  if (change_id > 0)
    summary = hammer_store_summarize_change (self->store, change_id, NULL);
  if (summary == NULL)
    {
      report (self, redone ? _("Redone") : _("Undone"), NULL, 0,
              redone ? NULL : "window.redo", NULL);
      return;
    }
  text = summary_text (summary, what);
  message = redone
            /* TRANSLATORS: a toast: what a redo made again, "result of Match 7,
             * Spring Open". */
            ? g_strdup_printf (_("Redone: %s"), text)
            /* TRANSLATORS: a toast: what an undo took back, "result of Match 7,
             * Spring Open". */
            : g_strdup_printf (_("Undone: %s"), text);
  report (self, message, NULL, 0, redone ? NULL : "window.redo", g_steal_pointer (&summary));
}

void
_hammer_window_report_undone (HammerWindow *self,
                              gint64        change_id,
                              const char   *what)
{
  report_undo (self, FALSE, change_id, what);
}

void
_hammer_window_report_redone (HammerWindow *self,
                              gint64        change_id)
{
  report_undo (self, TRUE, change_id, NULL);
}

void
_hammer_window_toasts_store_changed (HammerWindow *self)
{
  update_undo (self);
}

static void
pointer_moved_cb (GtkEventControllerMotion *controller,
                  double                    x,
                  double                    y,
                  HammerWindow             *self)
{
  self->pointer_in = TRUE;
  self->pointer_x = x;
  self->pointer_y = y;
  show_waiting (self);
}

static void
pointer_left_cb (GtkEventControllerMotion *controller,
                 HammerWindow             *self)
{
  self->pointer_in = FALSE;
  show_waiting (self);
}

void
_hammer_window_toasts_init (HammerWindow *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();

  self->toast_seconds = TOAST_SECONDS;
  gtk_event_controller_set_propagation_phase (motion, GTK_PHASE_CAPTURE);
  g_signal_connect (motion, "enter", G_CALLBACK (pointer_moved_cb), self);
  g_signal_connect (motion, "motion", G_CALLBACK (pointer_moved_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (pointer_left_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->toast_overlay), motion);
}

void
_hammer_window_toasts_clear (HammerWindow *self)
{
  g_clear_handle_id (&self->toast_timeout, g_source_remove);
  g_clear_pointer (&self->shown, report_free);
  g_clear_pointer (&self->waiting, report_free);
}

/* For the tests */

char **
hammer_window_dup_toast_titles (HammerWindow *self)
{
  g_autoptr(GStrvBuilder) titles = g_strv_builder_new ();

  g_return_val_if_fail (HAMMER_IS_WINDOW (self), NULL);

  if (self->shown != NULL)
    g_strv_builder_add (titles, adw_toast_get_title (self->shown->toast));
  if (self->waiting != NULL)
    {
      g_autofree char *title = report_title (self->waiting);

      g_strv_builder_add (titles, title);
    }
  return g_strv_builder_end (titles);
}

AdwToast *
hammer_window_get_shown_toast (HammerWindow *self)
{
  g_return_val_if_fail (HAMMER_IS_WINDOW (self), NULL);

  return self->shown != NULL ? self->shown->toast : NULL;
}

void
hammer_window_set_toast_seconds (HammerWindow *self,
                                 guint         seconds)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));
  g_return_if_fail (seconds > 0);

  self->toast_seconds = seconds;
}

void
hammer_window_hold_toast (HammerWindow *self,
                          gboolean      held)
{
  g_return_if_fail (HAMMER_IS_WINDOW (self));

  self->toast_held_for_tests = held;
  show_waiting (self);
}
